"""Floor 1 (top). Ray, the scale-out engine (the ``ray`` extra): a run's attempts executed by
N controllers on a Ray cluster.

- ``cluster``: which cluster the driver joins (``address=``, ``RAY_ADDRESS``, the address a
  ``ray start`` here recorded), or that it starts a local one, said out loud; the Ray release
  checked; ``ray.init`` on a thread of its own, bounded. Runs on the driver, before the actors.
- ``executor``: :class:`RayExecutor`, the executor seam's Ray implementation. Runs on the
  driver, in the runner's event loop; it starts the actors and polls their events.
- ``local``: a cluster the executor starts on this machine itself, made to accept only this
  user (token authentication, a private token file, loopback). Runs on the driver, before
  ``ray.init``.
- ``losses``: a lost worker's attempts in flight settled at once (finished as infrastructure
  failures with the driver's client, its unanswered claims asked for again) for a survivor to
  retry. Runs on the driver.
- ``placement``: where the workers go (``placement="spread"``: a ``STRICT_SPREAD`` placement
  group, one worker per node). Runs on the driver, before the actors are made.
- ``quiet``: Ray's raylet messages to the driver kept off its stdout. Runs on the driver.
- ``roster``: the driver's record of its workers: where each runs, when each last answered,
  the attempts each has in flight, one outcome per attempt. Pure; runs on the driver.
- ``worker``: one controller in a Ray worker process (an actor): it rebuilds the agent from its
  spec, joins the run and works it, handing its claims, events and outcomes to the driver's
  polls as they happen. Runs in the actor's own event loop, in that process; its polls are
  answered on a thread of their own.
"""
