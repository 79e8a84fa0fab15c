"""Floor 11 (bottom). The OS sandbox every ACP agent attempt and every ``execute`` command of
a repository task runs in. Nothing here imports another subpackage.

- ``request``: :class:`SandboxRequest` (what the user asked: on, off, which, the network,
  extra paths) and :class:`Confinement` (one process's view).
- ``backend``: :func:`resolve` (which sandbox works here, or the refusal with its fix) and
  :class:`Sandbox` (the command line that starts a process in it).
- ``bubblewrap``: the Linux sandbox's command line.
- ``seatbelt``: the macOS profile (text only, untested here).
- ``docker``: the Docker sandbox's command line, and whether an engine answers.
- ``paths``: the system's folders and what a program's install needs to be seen.
- ``inside``: the first process in a sandbox (stdlib only, run by path): it carries the
  sandbox's loopback ports to the runner's unix sockets and runs the agent.

Everything runs on the thread that starts the process (the runner's loop, or the file threads
for the probe).
"""
