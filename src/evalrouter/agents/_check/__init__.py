"""Floor 2. ``agents.check(agent)``: the offline conformance check of an ACP agent, against a
stand-in for the service on loopback.

- ``api``: the public calls and their arguments (the caller's thread; the sync call runs the
  check on a worker thread of its own, ``evalrouter-agent-check``).
- ``results``: what a check reports (:class:`CheckResult`, :class:`AgentCheck`).
- ``run``: the check run and judged, on that worker's event loop, with the real ACP driver.
- ``stub``: the stand-in's attempt routes and gateway (a :mod:`.._gateway.loopback` server on
  the same loop).
- ``model``: the scripted model the stub's gateway answers with (pure functions).
- ``network``: the refusing proxy that records every host the agent tried (same loop).
- ``hostile``: the hostile workspace files (written before the agent starts).
- ``limits``: the per-attempt limits the check holds the agent to, and its reference prices.
"""
