"""Floor 6. Agents over ACP: a local command or an ACP Registry agent, run as a child
process (its own process group) spoken to over stdio from the runner's event loop.

- ``agent``: :class:`AcpAgent`: the quote's descriptor and how to launch it.
- ``local``: ``local_agent(command)``.
- ``driver``: :class:`AcpDriver`, the attempt driver beside the in-code one, and the
  pre-flight.
- ``session``: one ACP conversation (``initialize``, ``session/new``, the prompt turn).
- ``process``: one agent process: started, its stderr tail kept, its group killed.
- ``frames``: the agent's stdout read as bounded JSON-RPC frames.
- ``callbacks``: what the agent may ask of the runner, answered by policy.
- ``env``: the environment and private home the agent is launched with.
- ``extra``: the ``agents`` extra (``agent-client-protocol``), imported only when needed.
- ``spans``: the agent's ``session/update`` notifications as spans of the trace.
- ``task_bridge``: the attempt's task tools on a loopback socket (a unix socket for a
  sandboxed agent), for the MCP server.
- ``confine``: one attempt's agent in its sandbox: the relay and bridge sockets bound into
  it, what it sees, its command line.
- ``mcp_stdio``: the MCP server named ``evalrouter``, run by the agent as
  ``python -I -S <file>``: it runs in the agent's child process, not in ours; it imports
  ``os`` and built-in modules only, so it starts fast.
- ``registry/``: ACP Registry agents (resolution, the install cache, the installers).
"""
