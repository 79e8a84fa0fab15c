"""Floor 5. Agents written in Python, run in the runner's event loop (trusted code, in the
user's process).

- ``agent``: :class:`Agent`, ``define_agent`` and its descriptor for the quote.
- ``context``: :class:`AgentContext`, what ``run(context)`` gets: task, tools, gateway, trace.
- ``tools``: :class:`AgentTools`: the task's tools, with ``call_sync`` for sync code in threads.
- ``driver``: :class:`InCodeDriver`: ``run(context)`` raced against the deadline, ``done`` and
  a halt, on the runner's loop.
"""
