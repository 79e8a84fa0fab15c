"""Floor 10 (bottom). The vocabulary every floor above shares, and the runner's own threads.
Nothing here imports another subpackage at run time.

- ``session``: :class:`AttemptSession`, :class:`AttemptDriver`, :class:`TurnEnd` and
  :class:`RunnerTiming` (the runner's waits and clocks, drawing from the client's ``Timing``).
- ``events``: :class:`AttemptEvent`, :class:`AttemptOutcome`, :class:`TraceStats`.
- ``codes``: the protocol's refusal and failure code families.
- ``durable``: an idempotent write repeated through transient failures.
- ``threads``: :class:`Worker` (a thread with an event loop), :class:`RunnerIO` (the lease
  thread and its watchdog), ``offload`` and ``in_background`` (the runner's file threads).
- ``blocking``: what held the runner's loop (:class:`Blocking`: the user's line, or the module
  being imported) and what the user is told about it.
- ``descriptors``: what a quote names of an agent run here (schema, declared name).
"""
