"""What the offline agent check reports: each check's verdict (:class:`AgentCheck`) and the
whole result (:class:`CheckResult`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from evalrouter_generated._model import JsonValue

from ..._errors import invalid_input

__all__ = ["AgentCheck", "BrokenReason", "CheckName", "CheckResult", "Verdict"]

type CheckName = Literal[
    "initialize", "task_tools", "streamed_tool_turn", "submit", "within_limits", "no_model_bypass"
]
type Verdict = Literal["passed", "failed", "skipped"]
type BrokenReason = Literal["auth_required", "not_acp", "launch_failed", "exited", "timeout"]


@dataclass(frozen=True, slots=True)
class AgentCheck:
    """One check: its ``name``, ``result`` (``passed``, ``failed`` or ``skipped``, when the
    agent never got that far) and a ``detail`` in words."""

    name: CheckName
    result: Verdict
    detail: str


@dataclass(frozen=True, slots=True)
class CheckResult:
    """What :func:`check` found.

    ``status`` is ``checks-passed`` when every check passed, else ``checks-failed``; a broken
    agent (one that never ran its turn) also has a ``reason``: ``auth_required`` (it asks to be
    signed in), ``not_acp`` (it does not speak ACP on its stdio), ``launch_failed`` (it could
    not be prepared or started), ``exited`` (it left mid-turn) or ``timeout``.
    ``network_activity`` is every host the agent tried to reach through its proxy variables;
    ``profile`` the launch profile it ran under; ``sandbox`` which sandbox it ran in and what
    that isolates (``None`` when it was not started). ``limits`` are the per-attempt limits it
    was held to (as a run would hold it: its profile's over the service's defaults, yours over
    both) and ``budget_needed_microusd`` the budget its calls needed, at the check's reference
    prices (a small model's: $0.25 and $2 a million input and output tokens)."""

    agent: str
    status: Literal["checks-passed", "checks-failed"]
    reason: BrokenReason | None
    detail: str
    checks: tuple[AgentCheck, ...]
    network_activity: tuple[str, ...]
    seconds: float
    profile: str | None
    hostile: bool
    sandbox: str | None = None
    limits: dict[str, int] = field(default_factory=dict)
    budget_needed_microusd: int | None = None

    @property
    def passed(self) -> bool:
        return self.status == "checks-passed"

    def check(self, name: CheckName) -> AgentCheck:
        """The check named ``name`` (``invalid_input`` for a name that is not a check's)."""
        for item in self.checks:
            if item.name == name:
                return item
        raise invalid_input(
            f"There is no check named {name!r:.60}.",
            argument="name",
            hint=f"One of: {', '.join(item.name for item in self.checks)}.",
        )

    def to_dict(self) -> dict[str, JsonValue]:
        return {
            "agent": self.agent,
            "status": self.status,
            "reason": self.reason,
            "detail": self.detail,
            "checks": [
                {"name": c.name, "result": c.result, "detail": c.detail} for c in self.checks
            ],
            "network_activity": list(self.network_activity),
            "seconds": round(self.seconds, 3),
            "profile": self.profile,
            "hostile": self.hostile,
            "sandbox": self.sandbox,
            "limits": dict(self.limits),
            "budget_needed_microusd": self.budget_needed_microusd,
        }
