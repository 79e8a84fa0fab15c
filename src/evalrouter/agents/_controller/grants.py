"""An attempt grant: the claim's answer, checked, its addresses rebuilt on the API origin the
client uses (so the credential and the agent's traffic go nowhere else)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from evalrouter_generated._model import JsonValue

from ..._errors import invalid_response
from ..._exceptions import EvalRouterError

if TYPE_CHECKING:
    pass
__all__ = ["Grant", "parse_grant", "rebase"]

URL_INVALID = "client_run_attempt_url_invalid"


# ---------------------------------------------------------------------------------- grant


@dataclass
class Grant:
    run_id: str
    attempt_id: str
    attempt: int
    task_ref: str
    attempt_url: str
    gateway_base_url: str
    credential: str = field(repr=False)
    deadline_at: float
    limits: dict[str, int | None]
    model_alias: str
    trace: dict[str, JsonValue] | None
    raw: dict[str, JsonValue] = field(repr=False)


def _grant_invalid(message: str, field_name: str) -> EvalRouterError:
    return invalid_response(
        f"The attempt grant {message}.",
        field=field_name,
    )


def _url_invalid(message: str, **details: JsonValue) -> EvalRouterError:
    return EvalRouterError(
        URL_INVALID,
        message,
        hint="Check EVALROUTER_BASE_URL points at EvalRouter's API.",
        details=details,
    )


def rebase(url: str, path: str, origin: str) -> str:
    """``url`` checked to be exactly ``path`` (no query or fragment), rebuilt on ``origin``."""
    parts = urlsplit(url)
    if (
        parts.scheme not in ("http", "https")
        or not parts.netloc
        or parts.path != path
        or parts.query
        or parts.fragment
    ):
        raise _url_invalid(
            f"The attempt grant names an unexpected address ({url!r:.120}); the attempt was "
            "not started.",
            url=url[:200],
            expected_path=path,
        )
    return origin + path


def parse_grant(raw: dict[str, JsonValue], run_id: str, origin: str) -> Grant:
    """The claim's answer, checked; its URLs rebuilt on the API origin the client uses, so
    the credential and the agent's traffic go nowhere else."""

    def text(name: str) -> str:
        value = raw.get(name)
        if not isinstance(value, str) or not value:
            raise _grant_invalid(f"has no {name}", name)
        return value

    aid = text("attempt_id")
    if raw.get("run_id") not in (None, run_id):
        raise _grant_invalid("is for another run", "run_id")
    attempt_path = f"/v1/client-runs/{run_id}/attempts/{aid}"
    attempt_url, gateway_url = text("attempt_url"), text("gateway_base_url")
    if urlsplit(attempt_url)[:2] != urlsplit(gateway_url)[:2]:
        raise _url_invalid(
            "The attempt grant's attempt and gateway addresses are on different origins; "
            "the attempt was not started.",
            attempt_url=attempt_url[:200],
            gateway_base_url=gateway_url[:200],
        )
    limits_raw = raw.get("limits")
    limits: dict[str, int | None] = {}
    if isinstance(limits_raw, dict):
        for k, v in limits_raw.items():
            if v is None or (isinstance(v, int) and not isinstance(v, bool)):
                limits[k] = v
    deadline = raw.get("attempt_deadline_at")
    if isinstance(deadline, bool) or not isinstance(deadline, int | float):
        raise _grant_invalid("has no attempt_deadline_at", "attempt_deadline_at")
    number = raw.get("attempt")
    trace = raw.get("trace")
    return Grant(
        run_id=run_id,
        attempt_id=aid,
        attempt=number if isinstance(number, int) else 1,
        task_ref=text("task_ref"),
        attempt_url=rebase(attempt_url, attempt_path, origin),
        gateway_base_url=rebase(gateway_url, attempt_path + "/gateway/v1", origin),
        credential=text("credential"),
        deadline_at=float(deadline),
        limits=limits,
        model_alias=text("model_alias"),
        trace=trace if isinstance(trace, dict) else None,
        raw=raw,
    )
