"""The arguments of ``runs.create``, checked before any request: :func:`prepare_create` makes
a :class:`CreateArgs`, which the create flow (:mod:`._admission`) runs."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .. import _config
from .._errors import invalid_input
from .._exceptions import EvalRouterError, UnexpectedArgument
from .._hashing import canonical_hash
from .._money import to_microusd
from ._hosted import hosted_quote_agent
from ._names import ResolvedBenchmark, invalid_name

MIN_SUBJECTS, MAX_SUBJECTS = 2, 8
REMOTE_PREFIX = "remote:"


def _invalid(
    message: str,
    hint: str | None = None,
    *,
    subjects: bool = False,
    argument: str | None = None,
) -> EvalRouterError:
    if subjects:  # the code is invalid_input; "invalid_subjects" is the reason
        return invalid_input(message, argument="subjects", reason="invalid_subjects", hint=hint)
    return invalid_input(message, hint=hint, argument=argument)


@dataclass
class CreateArgs:
    """A checked ``runs.create`` call."""

    benchmark: Any = None
    model: Any = None
    subjects: list[Any] | None = None
    max_cost: str | None = None  # µUSD
    quote_id: str | None = None
    dry_run: bool = False
    name: str | None = None
    metadata: dict[str, str] | None = None
    advanced: dict[str, Any] = field(default_factory=dict)
    idempotency_key: str | None = None
    options: dict[str, Any] = field(default_factory=dict)
    """Request options of the create's own requests (the per-call ones go to the driver)."""

    @property
    def repeatable(self) -> bool:
        """Calling the same create again can never start a second run: it names its quote,
        or its idempotency_key leads back to the recorded quote and run."""
        return self.idempotency_key is not None or self.quote_id is not None

    def fingerprint(self) -> str:
        """What the create asks for, so a key reused for another create is caught."""

        def plain(value: Any) -> Any:
            if isinstance(value, ResolvedBenchmark):
                return value.to_dict()
            return value

        data = {
            "benchmark": plain(self.benchmark),
            "model": self.model,
            "subjects": self.subjects,
            "max_cost": self.max_cost,
            "quote_id": self.quote_id,
            "name": self.name,
            "metadata": self.metadata,
            "advanced": self.advanced,
        }
        return canonical_hash(data, stored_fingerprint=True)


def _quote_fields() -> tuple[str, ...]:
    from evalrouter_generated.params import QuoteOptions

    return tuple(QuoteOptions.__annotations__)


def parse_coverage(value: object, *, argument: str = "coverage") -> dict[str, Any]:
    """The one reading of a ``coverage`` argument, as the quote's ``coverage`` object:
    ``"full"`` and ``"sample"`` (the service's default sample size) name a mode; a positive
    int is a sample of that many tasks; a non-empty list or tuple of strings names the tasks;
    a mapping is sent as it is. Anything else is ``invalid_input`` naming ``argument``."""
    if isinstance(value, str) and value in ("full", "sample"):
        return {"mode": value}
    if isinstance(value, int) and not isinstance(value, bool) and value > 0:
        return {"mode": "sample", "sample_count": value}
    if isinstance(value, Mapping):
        return {str(k): v for k, v in value.items()}
    if isinstance(value, list | tuple) and value and all(isinstance(v, str) for v in value):
        return {"mode": "tasks", "task_ids": list(value)}
    raise invalid_input(
        f"{argument}={value!r:.60} is not a coverage: pass a mode ('full' or 'sample'), a "
        "sample size, task ids or a coverage mapping.",
        argument=argument,
        hint=f"Pass {argument}='full', {argument}='sample', {argument}=25 (a sample of 25 "
        f"tasks), {argument}=['task-1', 'task-2'] or a mapping such as "
        f'{argument}={{"mode": "sample", "sample_count": 3, "seed": 42}}.',
    )


def check_timeout(name: str, value: Any) -> float:
    """A positive, finite number of seconds (the one rule, from the client's settings)."""
    return float(_config.check_timeout(name, value, allow_none=False) or 0)


def prepare_create(
    *,
    benchmark: Any,
    model: Any,
    subjects: Any,
    max_cost: Any,
    quote_id: Any,
    dry_run: bool,
    wait: bool,
    name: Any,
    metadata: Any,
    coverage: Any,
    idempotency_key: Any,
    advanced: dict[str, Any],
    extra_headers: Any = None,
    parameters: tuple[str, ...] = (),
    hosted: Any = False,
) -> CreateArgs:
    """Every check ``runs.create`` makes before any request (``parameters``: every name the
    method takes, for "did you mean")."""
    allowed = _quote_fields()
    for key in advanced:
        if key in ("model", "subjects"):
            raise UnexpectedArgument(
                "invalid_input",
                f"Pass the {key} as {key}=..., not as a raw quote field.",
                details={"argument": key, "reason": "unknown_option"},
            )
        if key == "max_charge_microusd":
            raise UnexpectedArgument(
                "invalid_input",
                "Pass the cap as max_cost= in USD (it becomes max_charge_microusd exactly).",
                hint='For example max_cost=5 or max_cost="0.25".',
                details={"argument": key, "reason": "unknown_option"},
            )
        if key not in allowed:
            raise _config.unknown_option("runs.create()", key, parameters or ("coverage", *allowed))
    extras = dict(advanced)
    descriptor = hosted_quote_agent(extras.get("agent"), False if hosted is None else hosted)
    if descriptor is not None:  # resolved offline, before any request
        extras["agent"] = descriptor
    if coverage is not None:
        extras["coverage"] = parse_coverage(coverage)
    if quote_id is not None:
        named = (("benchmark", benchmark), ("model", model), ("subjects", subjects))
        given = [n for n, v in named if v is not None] + sorted(extras)
        if given:
            raise _invalid(
                f"quote_id= starts an existing quote; it cannot be combined with "
                f"{', '.join(given)}.",
                hint="Pass either quote_id= or what to run (benchmark=, model=), not both.",
                argument="quote_id",
            )
        if not isinstance(quote_id, str) or not quote_id.strip():
            raise _invalid(
                f"quote_id must be a quote id, not {quote_id!r}.",
                hint="Pass the id of a quote, e.g. quote_id=quote.id from a dry_run=True create.",
                argument="quote_id",
            )
    else:
        if subjects is not None and model is not None:
            raise _invalid(
                "Pass model= for one model or subjects=[...] to compare several, not both.",
                hint="To compare, list every model in subjects, e.g. "
                "subjects=['gpt-5', 'claude-sonnet-5'].",
                argument="subjects",
            )
        if benchmark is None and "selection" not in extras:
            raise _invalid(
                "runs.create() needs a benchmark.",
                hint='Pass e.g. benchmark="gsm8k".',
                argument="benchmark",
            )
        if benchmark is not None:
            _check_benchmark(benchmark)
        if subjects is not None:
            subjects = _check_subjects(subjects)
        elif model is None:
            if not is_remote_agent(extras.get("agent")):  # a remote agent is the subject
                raise _invalid(
                    "runs.create() needs a model (or subjects=[...] to compare several).",
                    hint='Pass e.g. model="gpt-5".',
                    argument="model",
                )
        elif not isinstance(model, dict) and (not isinstance(model, str) or not model.strip()):
            raise invalid_name("model", model)
    cap = None if max_cost is None else to_microusd(max_cost)
    if dry_run and wait:
        raise _invalid(
            "dry_run=True only quotes; there is no run to wait for.",
            hint="Drop wait=True, or create the run from the quote: "
            "client.runs.create(quote_id=quote.id, wait=True).",
        )
    if name is not None and (not isinstance(name, str) or not name.strip()):
        raise _invalid(f"name must be a non-empty string, not {name!r}.")
    if metadata is not None and (
        not isinstance(metadata, Mapping)
        or not all(isinstance(k, str) and isinstance(v, str) for k, v in metadata.items())
    ):
        raise _invalid(
            "metadata must map strings to strings.", hint='For example metadata={"team": "ml"}.'
        )
    options: dict[str, Any] = {}
    headers = _config.check_headers(extra_headers, "extra_headers")  # before any request
    if headers:
        options["extra_headers"] = headers
    return CreateArgs(
        benchmark=benchmark,
        model=model,
        subjects=subjects,
        max_cost=cap,
        quote_id=quote_id.strip() if isinstance(quote_id, str) else None,
        dry_run=bool(dry_run),
        name=name,
        metadata=dict(metadata) if metadata is not None else None,
        advanced=extras,
        idempotency_key=_config.check_idempotency_key(idempotency_key),
        options=options,
    )


def is_remote_agent(agent: Any) -> bool:
    """``agent="remote:<name>"`` or a quote ``agent`` of kind ``remote``: the agent is the
    subject itself, so the quote needs no ``model`` (it may still name one)."""
    if isinstance(agent, str):
        return agent.strip().startswith(REMOTE_PREFIX)
    return isinstance(agent, Mapping) and agent.get("kind") == "remote"


def _check_benchmark(benchmark: Any) -> None:
    if isinstance(benchmark, ResolvedBenchmark | dict):
        return
    if not isinstance(benchmark, str) or not benchmark.strip():
        raise invalid_name("benchmark", benchmark)


def _check_subjects(subjects: Any) -> list[Any]:
    hint = "Pass 2 to 8 models, e.g. subjects=['gpt-5', 'claude-sonnet-5']."
    if isinstance(subjects, str | bytes | dict) or not isinstance(subjects, list | tuple):
        raise _invalid(
            f"subjects must be a list of model names, not {type(subjects).__name__}.",
            hint=hint,
            subjects=True,
        )
    if not MIN_SUBJECTS <= len(subjects) <= MAX_SUBJECTS:
        raise _invalid(
            f"subjects lists {len(subjects)} model(s); a comparison runs "
            f"{MIN_SUBJECTS} to {MAX_SUBJECTS}.",
            hint=hint if len(subjects) < MIN_SUBJECTS else "Split the models over several runs.",
            subjects=True,
        )
    for index, item in enumerate(subjects):
        if isinstance(item, dict):
            continue
        if not isinstance(item, str) or not item.strip():
            raise _invalid(
                f"subjects[{index}] must be a model name, not {item!r}.",
                hint=hint,
                subjects=True,
            )
    return list(subjects)
