"""Task sources (the quote's ``selection``) and money in micro-USD."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal

from evalrouter_generated._model import JsonValue

from ..._args import checked
from ..._errors import invalid_input
from ..._exceptions import EvalRouterError
from ..._hashing import canonical_hash
from ..._money import to_microusd

__all__ = [
    "TaskSelection",
    "benchmark",
    "canonical_hash",
    "environment",
    "private_benchmark",
    "selection_for",
    "suite",
    "usd_to_micro",
]

type TaskSelection = dict[str, JsonValue]
"""A quote ``selection``: what :func:`benchmark`, :func:`environment`, ... return."""

type TasksArg = str | Sequence[str] | Mapping[str, JsonValue]
"""What ``tasks=`` takes: a task source, a benchmark reference, a list of benchmark ids or a
``selection`` mapping passed as it is."""

SPLITS = ("canonical", "train", "development", "test")


class NamedBenchmarks(dict[str, JsonValue]):
    """A ``{"profile_ids": [...]}`` selection whose entries are benchmark names the quote
    resolves first (as ``runs.create`` does), unlike a selection mapping given as it is."""


def _text(name: str, value: object, example: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise invalid_input(
            f"{name} must be a non-empty string, not {value!r}.",
            hint=f"Pass for example {example}.",
            argument=name,
        )
    return value.strip()


def _split(name: str, value: object) -> str:
    if value not in SPLITS:
        raise invalid_input(
            f"{name}={value!r} is not a split.",
            hint=f"Use one of {', '.join(SPLITS)}.",
            argument=name,
        )
    assert isinstance(value, str)
    return value


@checked("agents.benchmark()")
def benchmark(eval: str, *, split: str | None = None, provider: str | None = None) -> TaskSelection:
    """A benchmark: a slug (``"gsm8k"``), ``slug@version`` or an ``eval://`` reference.

    ``split`` and ``provider`` go with an ``eval://`` reference only.
    """
    ref = _text("eval", eval, 'agents.benchmark("gsm8k")')
    if not ref.startswith("eval://"):
        for name, value in (("split", split), ("provider", provider)):
            if value is not None:
                raise invalid_input(
                    f"{name}= applies to an eval:// reference, not to {ref!r}.",
                    hint=f"Drop {name}=, or name the benchmark as eval://provider/name/version.",
                    argument=name,
                )
        return NamedBenchmarks(profile_ids=[ref])
    out: TaskSelection = {"eval": ref}
    if split is not None:
        out["split"] = _split("split", split)
    if provider is not None:
        out["provider"] = _text("provider", provider, 'provider="openai"')
    return out


@checked("agents.environment()")
def environment(reference: str, *, split: str = "test") -> TaskSelection:
    """An environment's tasks, from one split (default ``test``)."""
    ref = _text("reference", reference, 'agents.environment("env://acme/support@1")')
    return {"environment": ref, "split": _split("split", split)}


@checked("agents.private_benchmark()")
def private_benchmark(*ids: str) -> TaskSelection:
    """One or more private benchmarks by id (``byob-<uuid>@<version>``)."""
    if not ids:
        raise invalid_input(
            "private_benchmark() needs at least one benchmark id.",
            hint='Pass for example agents.private_benchmark("byob-...@1").',
            argument="ids",
        )
    example = 'agents.private_benchmark("byob-...@1")'
    return NamedBenchmarks(profile_ids=[_text("ids", i, example) for i in ids])


@checked("agents.suite()")
def suite(suite_version_id: str) -> TaskSelection:
    """A suite version's tasks."""
    return {"suite_version_id": _text("suite_version_id", suite_version_id, 'suite("sv_...")')}


def selection_for(tasks: object) -> TaskSelection:
    """``tasks=`` as a quote ``selection``: a mapping passes through; a string is read as
    :func:`benchmark` reads it; a non-empty list of strings names benchmark ids."""
    if isinstance(tasks, NamedBenchmarks):
        return NamedBenchmarks(tasks)
    if isinstance(tasks, Mapping):
        if not tasks or not all(isinstance(k, str) for k in tasks):
            raise _tasks_refused(tasks)
        return {str(k): v for k, v in tasks.items()}
    if isinstance(tasks, str):
        return benchmark(_text("tasks", tasks, 'tasks="gsm8k"'))
    if isinstance(tasks, list | tuple) and tasks and all(isinstance(t, str) for t in tasks):
        return NamedBenchmarks(profile_ids=[_text("tasks", t, '["gsm8k"]') for t in tasks])
    raise _tasks_refused(tasks)


def _tasks_refused(tasks: object) -> EvalRouterError:
    return invalid_input(
        f"tasks= must name the tasks to run, not {type(tasks).__name__} {tasks!r:.60}.",
        hint='Pass a task source such as agents.benchmark("gsm8k"), a benchmark id, '
        "a list of benchmark ids or a selection mapping.",
        argument="tasks",
    )


def usd_to_micro(value: int | float | str | Decimal, *, name: str = "budget_usd") -> str:
    """A USD amount as whole micro-USD digits (``"2"`` → ``"2000000"``). Zero is accepted;
    negative, non-finite or more than six decimals is ``invalid_input``."""
    return to_microusd(value, name=name, allow_zero=True)
