"""Floor 3. What the public calls do: quote, start, run, join, wait and read an agent
evaluation. Each is written once, async, on an ``AsyncEvalRouter``; ``sync`` runs it for a
sync caller on a worker thread (``evalrouter-agents``) and for an async caller in its loop.

- ``evaluate``: ``evaluate``/``compare`` in one call, and what ``runs.create(agent=...)`` runs.
- ``quote``: ``quote`` and the quoted :class:`AgentEvaluation` that starts the run.
- ``plan``: the quote's arguments checked and turned into its request; the admitted concurrency.
- ``sources``: task selections (``benchmark``, ``suite``, ...) and USD to micro-USD.
- ``agent_run``: a started run (:class:`AgentRun`): its attempts run here (``events``,
  ``work``) and its reads (record, results, costs, trajectories).
- ``reads``: what a started run's reads make of the service's records (a live trace with
  every span page, :class:`RunCosts`, the admitted concurrency).
- ``join``: one more controller on a run admitted elsewhere.
- ``watch``: a started run followed without a controller here (``start(controller=False)``):
  the service's attempts, whoever runs them.
- ``kinds``: the two kinds of agent (in-code, ACP) and the driver each gets.
- ``spec``: an agent that can travel to another machine (``module:attr``, an ACP command).
- ``sync``: how a sync call reaches the async implementation (``run_blocking``,
  ``run_in_loop``, ``iterate``).
- ``executors``: the executor seam: here by default, elsewhere with ``RayExecutor``.
- ``signals``: SIGTERM and SIGHUP end an evaluation running here as Ctrl+C does.
"""
