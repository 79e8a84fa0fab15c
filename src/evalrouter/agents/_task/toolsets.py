"""The toolsets of an attempt: which ones its grant has this machine execute (§ toolset
selection: a toolset counts when one of its tools resolves to the client or sandbox side), and
the ones this runner can execute, with the tools each provides."""

from __future__ import annotations

from collections.abc import Mapping

from ..._exceptions import EvalRouterError
from .checkout import CONTAINER_TOOLSET
from .workspace import FILES_TOOLSET, as_list, as_mapping

__all__ = ["LOCAL_SIDES", "LOCAL_TOOLSETS", "check_toolset", "local_toolsets"]


LOCAL_TOOLSETS: dict[str, tuple[str, ...]] = {
    FILES_TOOLSET: ("fetch_files",),
    CONTAINER_TOOLSET: ("execute",),
}
"""The toolsets this runner executes itself, with the tools each provides."""


# --------------------------------------------------------------------------- grant toolsets


def _inconsistent_grant(message: str) -> EvalRouterError:
    return EvalRouterError(
        "client_run_grant_invalid",
        message,
        hint="The service sent an inconsistent grant; upgrade the SDK or report it.",
    )


def local_toolsets(grant: Mapping[str, object]) -> list[str]:
    """The toolset refs the grant's composition has this machine execute, in order.

    A toolset counts when at least one of its tools resolves to ``client`` or ``sandbox``.
    Raises ``client_run_grant_invalid`` when the grant does not name its own composition, and
    ``toolset_unsupported`` for a toolset this runner cannot execute.
    """
    protocol = as_mapping(grant.get("task_protocol"))
    wanted = grant.get("composition_sha256")
    compositions = as_mapping(protocol.get("compositions"))
    composition = next(
        (
            as_mapping(item)
            for item in compositions.values()
            if isinstance(item, Mapping) and item.get("sha256") == wanted
        ),
        None,
    )
    if composition is None or not isinstance(wanted, str):
        raise _inconsistent_grant(
            "The attempt grant names no composition of its own: composition_sha256 matches "
            "none of task_protocol.compositions."
        )
    actions_ref = as_mapping(as_mapping(composition.get("parts")).get("actions"))
    if not actions_ref:
        return []
    part = as_mapping(protocol.get("parts")).get(str(actions_ref.get("pid")))
    if not isinstance(part, Mapping):
        raise _inconsistent_grant(
            "The attempt grant's composition names an actions part that task_protocol.parts "
            "does not hold."
        )
    executes_at = as_mapping(as_mapping(composition.get("resolved")).get("executes_at"))
    refs: list[str] = []
    for toolset in as_list(part.get("toolsets")):
        if not isinstance(toolset, Mapping):
            continue
        local = any(
            isinstance(tool, Mapping) and executes_at.get(str(tool.get("name"))) in LOCAL_SIDES
            for tool in as_list(toolset.get("tools"))
        )
        ref = toolset.get("ref")
        if local and isinstance(ref, str) and ref not in refs:
            refs.append(ref)
    for ref in refs:
        check_toolset(ref)
    return refs


LOCAL_SIDES = ("client", "sandbox")


def check_toolset(ref: str) -> None:
    """Refuse a toolset this runner cannot execute, naming it (``toolset_unsupported``)."""
    if ref in LOCAL_TOOLSETS:
        return
    raise EvalRouterError(
        "toolset_unsupported",
        f"This task needs the toolset {ref!r}, which this SDK cannot execute.",
        hint="Choose tasks whose tools run on the platform or need only "
        f"{', '.join(LOCAL_TOOLSETS)}, or upgrade the SDK.",
        details={"toolset": ref},
    )
