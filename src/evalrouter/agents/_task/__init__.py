"""Floor 8. The attempt's task: what the agent reads, submits and runs. One
:class:`~.server.TaskServer` per attempt, on the runner's event loop; file work goes to the
runner's file threads, commands to child processes.

- ``server``: the task server: the task, its tools, submissions, actions and ``done``.
- ``api``: what an agent sees of its task (``AgentTask``, ``ToolResult``, the tool APIs).
- ``workspace``: the workspace on disk: input files written, outputs read back, paths checked.
- ``toolsets``: which toolsets of the grant run on this machine.
- ``checkout``: ``toolset:container@1``: a repository task's checkout and its diff.
- ``repository``: the checkout's history reset to one baseline and the work collected.
- ``execute``: the ``execute`` tool: one bounded shell command in its own process group.
"""
