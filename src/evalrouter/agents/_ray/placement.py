"""Where the workers go: Ray's choice, or one per node (``RayExecutor(placement="spread")``).

``"spread"`` reserves a placement group of one bundle per worker with Ray's ``STRICT_SPREAD``
(no two bundles on one node), each bundle the resources the actor asks for, and schedules
worker ``i`` into bundle ``i``. The group is removed when the execution ends. A cluster that
cannot give every worker a node of its own within ``placement_seconds`` (fewer nodes than
workers, or too few with the resources asked) is refused, naming the nodes found and the
workers asked (``ray_placement_infeasible``); an autoscaling cluster may add nodes meanwhile.

Pinning workers to chosen nodes is Ray's custom resources instead: ``ray start
--resources='{"evalworker": 1}'`` on those nodes and ``actor_options={"resources":
{"evalworker": 1}}``; no placement option is needed then."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from ..._errors import invalid_input
from ..._exceptions import EvalRouterError

__all__ = ["PLACEMENTS", "Placement", "Placed", "bundle", "place", "placement_option"]

Placement = Literal["spread"]
PLACEMENTS: tuple[Placement, ...] = ("spread",)
SMALLEST_CPU = 0.01  # a bundle holds some resource: the share an actor of num_cpus=0 reserves


def placement_option(value: object) -> Placement | None:
    """``RayExecutor(placement=...)``, checked: None (Ray places the workers) or "spread"."""
    if value is None:
        return None
    if value == "spread":
        return "spread"
    raise invalid_input(
        f"RayExecutor(placement=...) is None or 'spread', not {value!r:.40}.",
        hint="placement='spread' puts one worker on each node; to pin workers to chosen nodes "
        'use custom resources: actor_options={"resources": {"evalworker": 1}}.',
        argument="placement",
    )


def bundle(actor_options: Mapping[str, Any]) -> dict[str, float]:
    """One worker's bundle: the resources its actor asks for (Ray's default for an actor that
    names none: 1 CPU while it is placed), at least ``SMALLEST_CPU``."""
    cpus = actor_options.get("num_cpus")
    asked: dict[str, float] = {
        "CPU": 1.0 if cpus is None else float(cpus),
        "GPU": float(actor_options.get("num_gpus") or 0),
        "memory": float(actor_options.get("memory") or 0),
        **{k: float(v) for k, v in (actor_options.get("resources") or {}).items()},
    }
    held = {name: amount for name, amount in asked.items() if amount > 0}
    return held or {"CPU": SMALLEST_CPU}


@dataclass
class Placed:
    """The placement of one execution: the options each worker's actor gets, and the node each
    bundle got (worker number -> Ray node id; empty unless spread)."""

    group: Any = None
    nodes: dict[int, str] = field(default_factory=dict)

    def options(self, worker: int) -> dict[str, Any]:
        if self.group is None:
            return {}
        from ray.util.scheduling_strategies import PlacementGroupSchedulingStrategy

        strategy = PlacementGroupSchedulingStrategy(self.group, placement_group_bundle_index=worker)
        return {"scheduling_strategy": strategy}

    def remove(self, ray: Any) -> None:
        if self.group is not None:
            with contextlib.suppress(Exception):  # the cluster gone: it went with it
                ray.util.remove_placement_group(self.group)
            self.group = None


async def place(
    ray: Any,
    placement: Placement | None,
    workers: int,
    actor_options: Mapping[str, Any],
    seconds: float,
) -> Placed:
    """Reserve the workers' places (nothing to reserve unless ``placement`` is "spread")."""
    if placement is None:
        return Placed()
    util = ray.util
    group = util.placement_group([bundle(actor_options)] * workers, strategy="STRICT_SPREAD")
    ready = asyncio.wrap_future(group.ready().future())
    try:
        await asyncio.wait_for(ready, seconds)
    except (TimeoutError, ray.exceptions.RayError) as exc:
        with contextlib.suppress(Exception):
            util.remove_placement_group(group)
        raise _infeasible(ray, workers, actor_options, seconds, exc) from None
    table = util.placement_group_table(group)
    nodes = {int(i): str(node) for i, node in (table.get("bundles_to_node_id") or {}).items()}
    return Placed(group, nodes)


def _infeasible(
    ray: Any, workers: int, actor_options: Mapping[str, Any], seconds: float, exc: BaseException
) -> EvalRouterError:
    try:
        alive = [node for node in ray.nodes() if node.get("Alive")]
    except Exception:  # the cluster unreadable: say what is known
        alive = []
    why = "" if isinstance(exc, TimeoutError) else f" ({type(exc).__name__})"
    return EvalRouterError(
        "ray_placement_infeasible",
        f"placement='spread' asks for {workers} workers on {workers} different nodes, each "
        f"with {bundle(actor_options)}; the cluster has {len(alive)} node(s) alive and did "
        f"not offer them within {seconds:g} s{why}.",
        hint=f"Ask for at most {max(len(alive), 1)} worker(s), add nodes (ray start "
        "--address=HEAD:6379 on each), or leave placement out and let Ray place the workers; "
        "raise placement_seconds for an autoscaling cluster.",
        details={"workers": workers, "nodes_alive": len(alive)},
    )
