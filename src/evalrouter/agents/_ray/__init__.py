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
- ``placement``: where the workers go (``placement="spread"``: a ``STRICT_SPREAD`` placement
  group, one worker per node). Runs on the driver, before the actors are made.
- ``worker``: one controller in a Ray worker process (an actor): it rebuilds the agent from its
  spec, joins the run and works it. Runs in the actor's own event loop, in that process.
"""
