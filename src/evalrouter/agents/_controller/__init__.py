"""Floor 4. The controller of a client run: it claims attempts and runs up to N at once,
each an asyncio task in the runner's event loop.

- ``controller``: :class:`Controller`: claim, prepare, drive, end; interrupts and recovery.
- ``ending``: :class:`AttemptEnding`, owned by the controller: trace delivered, workspace
  settled, ``finish`` sent, the local record and event written (runner loop).
- ``hidden``: what a handed-in attempt hides (no model call through the gateway, a refusal
  the agent went on past), said on its outcome, events and trace.
- ``leases``: each attempt's heartbeats, kept on the runner's I/O thread
  (:class:`~.._attempt.threads.RunnerIO`) from the claim's answer on (the claim is sent from
  there too), so a blocked runner loop never loses a lease.
- ``grants``: a claim's answer checked and its addresses rebuilt on the client's origin.
- ``local_record``: the run's state file and lock on this machine (written on the runner's
  file threads).
- ``clients``: the clients the runner makes from the user's (attempt, I/O, relay) and what it
  reads of a client (origin, key, timing).
"""
