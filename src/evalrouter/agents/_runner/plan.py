"""What an agent evaluation asks for: :func:`quote`'s arguments checked and turned into the
quote's request (:class:`Plan`), and how many attempts the quote lets run at once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING, Literal, Required, TypedDict, cast

from evalrouter_generated._model import JsonValue
from evalrouter_generated.models.quote_record import QuoteRecord

from ..._client import AsyncEvalRouter, EvalRouter
from ..._errors import invalid_input
from ..._exceptions import EvalRouterError
from ..._flows import parse_coverage
from ..._money import to_microusd
from .._acp.agent import AcpAgent
from .._trace.policy import trace_policy
from .._trace.redaction import compile_redactions
from .kinds import AnyAgent, check_any_agent, describe
from .sources import NamedBenchmarks, TasksArg, selection_for

if TYPE_CHECKING:
    from .._acp.registry.profiles import AgentNeeds, RoutePrices

type Client = EvalRouter | AsyncEvalRouter
type ModelArg = str | Mapping[str, JsonValue]
type CoverageArg = Mapping[str, JsonValue] | Literal["full"] | int | Sequence[str]
type TraceArg = str | Mapping[str, JsonValue]
type UsdArg = int | float | str | Decimal


class QuoteArgs(TypedDict, total=False):
    """What :func:`quote` takes (and :func:`evaluate`, with more): the agent, the model (a
    route id or name), the tasks, and the quote's options."""

    agent: Required[AnyAgent]
    model: Required[ModelArg]
    tasks: Required[TasksArg]
    coverage: CoverageArg | None
    budget_usd: UsdArg | None
    max_charge_microusd: str | int | None
    limits: Mapping[str, int | str | None] | None
    guardrails: Mapping[str, JsonValue] | None
    batch_id: str | None
    trace: TraceArg | None
    trace_redact: Sequence[str] | None
    standard: str | None
    concurrency: int | None


QUOTE_KEYS = frozenset(QuoteArgs.__annotations__)


# ------------------------------------------------------------------------------ arguments


def check_client(client: object) -> Client:
    if not isinstance(client, EvalRouter | AsyncEvalRouter):
        raise invalid_input(
            f"client must be an EvalRouter or AsyncEvalRouter, not {type(client).__name__}.",
            hint="Pass the client first, e.g. agents.quote(EvalRouter(), agent=..., ...).",
            argument="client",
        )
    return client


def _optional(name: str, value: object, kind: type, what: str, how: str) -> bool:
    """Whether the optional ``value`` was given (and is not empty); one of another type than
    ``kind`` is refused."""
    if value is not None and not isinstance(value, kind):
        raise invalid_input(
            f"{name} must be {what}, not {type(value).__name__}.",
            hint=f"Pass {name} {how}.",
            argument=name,
        )
    return bool(value)


def _model(model: object) -> dict[str, JsonValue]:
    if isinstance(model, str) and model.strip():
        return {"kind": "managed", "route_id": model.strip()}
    if isinstance(model, Mapping):
        return managed_model(model)
    raise invalid_input(
        f"model must be a route id or a managed model mapping, not {model!r:.60}.",
        hint='Pass for example model="gpt-5-mini".',
        argument="model",
    )


def managed_model(model: Mapping[str, object]) -> dict[str, JsonValue]:
    if model.get("kind") != "managed":
        raise EvalRouterError(
            "client_run_gateway_only",
            "An agent on this machine reaches its model through the run's gateway, so the "
            "model must be a managed route.",
            hint='Pass a route id, e.g. model="gpt-5-mini", or '
            '{"kind": "managed", "route_id": ...}.',
            details={"argument": "model"},
        )
    return {str(k): cast("JsonValue", v) for k, v in model.items()}


def _cap(budget_usd: object, max_charge_microusd: object) -> str | None:
    if max_charge_microusd is not None:
        value = max_charge_microusd
        if isinstance(value, int) and not isinstance(value, bool) and value >= 0:
            value = str(value)
        if not isinstance(value, str) or not value.isascii() or not value.isdigit():
            raise invalid_input(
                f"max_charge_microusd must be whole micro-USD (digits), not {value!r:.40}.",
                hint='Pass for example max_charge_microusd="2000000" (USD 2), or budget_usd="2".',
                argument="max_charge_microusd",
            )
        return str(int(value))
    if budget_usd is None:
        return None
    return to_microusd(budget_usd, name="budget_usd", allow_zero=True)


def checked_concurrency(value: object) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise invalid_input(
            f"concurrency must be a whole number of attempts (1 or more), not {value!r:.40}.",
            hint="Pass for example concurrency=8, or leave it out for what the quote admits.",
            argument="concurrency",
        )
    return value


def limits_in_microusd(limits: Mapping[str, JsonValue]) -> dict[str, JsonValue]:
    """``limits=`` as the service takes it: an attempt budget given in dollars
    (``"max_cost_usd": "0.05"``, read as ``budget_usd`` is) becomes ``max_cost_microusd``."""
    out = dict(limits)
    if "max_cost_usd" not in out:
        return out
    if "max_cost_microusd" in out:
        raise invalid_input(
            "limits gives the attempt budget twice: max_cost_usd and max_cost_microusd.",
            hint='Give one, e.g. limits={"max_cost_usd": "0.05"}.',
            argument="limits",
        )
    out["max_cost_microusd"] = int(to_microusd(out.pop("max_cost_usd"), name="max_cost_usd"))
    return out


class Plan:
    """A quote's arguments, checked, and what the run will need locally."""

    def __init__(self, args: Mapping[str, object]) -> None:
        agent, model, tasks = args.get("agent"), args.get("model"), args.get("tasks")
        budget_usd, max_charge = args.get("budget_usd"), args.get("max_charge_microusd")
        limits, guardrails = args.get("limits"), args.get("guardrails")
        batch_id, standard, trace = args.get("batch_id"), args.get("standard"), args.get("trace")
        trace_redact, concurrency = args.get("trace_redact"), args.get("concurrency")
        coverage = args.get("coverage")
        self.agent = check_any_agent(agent)
        # A registry agent is described once it is installed, after the service has said it
        # knows its snapshot (``_quote``): describing it here would install it first.
        self.descriptor: dict[str, JsonValue] = (
            {}
            if isinstance(self.agent, AcpAgent) and self.agent.snapshot_sha256
            else describe(self.agent)
        )
        self.redactions = compile_redactions(trace_redact)
        self.concurrency = checked_concurrency(concurrency)
        selection = selection_for(tasks)
        ids = selection.get("profile_ids")
        # Benchmark names (a slug, slug@version) are resolved to the version the catalog
        # quotes, as runs.create does; a selection mapping given as such is sent as it is.
        self.names: list[str] = (
            [i for i in ids if isinstance(i, str)]
            if isinstance(selection, NamedBenchmarks) and isinstance(ids, list)
            else []
        )
        # A model name is resolved as runs.create resolves it (a route id stays itself).
        self.model_name = model.strip() if isinstance(model, str) else None
        body: dict[str, JsonValue] = {
            "agent": self.descriptor,
            "model": _model(model),
            "selection": dict(selection),
        }
        cap = _cap(budget_usd, max_charge)
        if cap is not None:
            body["max_charge_microusd"] = cap
        for name, value in (("guardrails", guardrails), ("limits", limits)):
            if _optional(name, value, Mapping, "a mapping", "as a dict of its fields"):
                body[name] = cast("JsonValue", dict(cast("Mapping[str, JsonValue]", value)))
        if isinstance(body.get("limits"), dict):
            body["limits"] = limits_in_microusd(cast("dict[str, JsonValue]", body["limits"]))
        if coverage is not None and (coverage_body := parse_coverage(coverage)):
            body["coverage"] = coverage_body
        for name, value in (("batch_id", batch_id), ("standard", standard)):
            if _optional(name, value, str, "a string", "as text, or leave it out"):
                body[name] = cast("str", value)
        policy = trace_policy(trace)
        if policy is not None:
            body["trace"] = policy
        if self.concurrency is not None:
            body["concurrency"] = self.concurrency
        self.body = body
        self.typical_attempt_microusd: int | None = None
        """What one attempt of the agent typically spends on its model, when its profile says."""

    def fit(self, needs: AgentNeeds, prices: RoutePrices | None) -> None:
        """The limits the agent's profile declares, for each key ``limits=`` does not name,
        and what a typical attempt of it spends at these prices."""
        given = self.body.get("limits")
        user = given if isinstance(given, dict) else {}
        self.body["limits"] = {**needs.limits(prices), **user}
        self.typical_attempt_microusd = None if prices is None else needs.expected_microusd(prices)

    def described(self, descriptor: dict[str, JsonValue]) -> None:
        """The agent's descriptor, known only now (a registry agent, once installed)."""
        self.descriptor = descriptor
        self.body["agent"] = descriptor


def admitted_concurrency(quote: QuoteRecord) -> int | None:
    """The number of attempts the quote lets run at once, when it says."""
    plan = quote.to_dict().get("plan")
    if not isinstance(plan, dict):
        return None
    client_run = plan.get("client_run")
    if isinstance(client_run, dict):
        value = client_run.get("concurrency")
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    concurrency = plan.get("concurrency")
    if isinstance(concurrency, dict):
        value = concurrency.get("admitted_ceiling")
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


def cap_of(admitted: int | None, asked: int | None) -> int:
    return min(x for x in (admitted, asked, None) if x is not None) if (admitted or asked) else 1
