"""Every facade call, fed real EvalRouter Local answers that were mutated on the way.

A user's call ends in a value or an ``EvalRouterError``, whatever the service sends, and never
loops. The answers come from EvalRouter Local (in process, virtual clock);
``tests/fuzz/_harness.py`` rewrites the answers of one operation of the call under test:

- ``test_each_field_dropped_once``: deterministic, exhaustive: every field of every answer of
  every call, removed once (an array's items all lose it). Decoding never fails: a plain read
  returns its record with ``to_dict()`` equal to the JSON received; a flow returns, or fails
  itself (not while reading the answer) with an ``EvalRouterError`` that names the field.
- ``test_mutated_answers_*``: hypothesis picks a call and a mutation (drop, null, retype,
  unknown enum / union variant, huge value, truncated, empty, 100,000-deep, huge or wrong-kind
  body), sync and async. Outcomes are collected and reported grouped by exception type and the
  line that raised, so one run lists every root cause rather than the first.

Budget (the whole tests/fuzz suite must stay under ~3 minutes on 2 cores; it takes ~75 s on
one): this module runs about 4,000 drop-one-field calls (~50 s, most of it waits that poll until
their virtual-clock timeout), 48 known sites and 2 x 150 hypothesis examples (~12 s). Examples are
bounded and derandomized (``derandomize=True``, no database), so CI sees the same examples on
every run; raise EXAMPLES locally to explore more.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz import _harness as h
from tests.fuzz._harness import escapes, grouped

EXAMPLES = 150
FUZZ = h.fuzz_settings(EXAMPLES)


# ----------------------------------------------------------------- drop each field once


def _received(world: h.World, route: str) -> list[Any]:
    """The JSON bodies the SDK read for ``route`` in the last call (after mutation)."""
    return [e.received for e in world.local.tap.exchanges if e.route == route]


def _as_wire(value: Any) -> Any:
    if isinstance(value, list):
        return [_as_wire(v) for v in value]
    if isinstance(value, dict):
        return value  # an operation without a response model returns the JSON itself
    return value.to_dict()


def _round_trip_problem(world: h.World, value: Any, mutation: h.Mutation) -> str | None:
    """A plain read's value must be exactly the JSON received (absent stays absent)."""
    received = _received(world, mutation.route)
    if not received:
        return None
    wire = _as_wire(value)
    body = received[-1]
    expected = body.get("data") if isinstance(value, list) and isinstance(body, dict) else body
    if isinstance(value, list) and expected is None:
        expected = []  # a page without data reads as no items; nothing was received to lose
    if isinstance(value, list) and len(received) > 1:
        return None  # several pages: items of later pages are not in the last body alone
    if wire != expected:
        return f"to_dict() differs from the JSON received: {str(wire)[:300]}"
    return None


@pytest.mark.parametrize("name", [call.name for call in h.CALLS])
def test_each_field_dropped_once(
    world: h.World, baselines: dict[str, h.Baseline], name: str
) -> None:
    call = h.CALLS_BY_NAME[name]
    problems: list[h.Outcome] = []
    notes: list[str] = []
    for mutation in h.drop_mutations(baselines[name]):
        outcome = h.attempt(world, call, mutation, use_async=False)
        field = mutation.path[-1]
        if outcome.kind in (h.ESCAPE, h.RUNAWAY):
            problems.append(outcome)
        elif outcome.kind == h.ERROR and (
            call.plain_read or _while_decoding(outcome) or not _names(outcome, field)
        ):
            # A missing field never fails decoding, so a plain read returns; a flow that truly
            # needs the value (a run's id after admission) fails itself, naming the field.
            problems.append(outcome)
        elif outcome.kind == h.VALUE and call.plain_read:
            problem = _round_trip_problem(world, outcome.value, mutation)
            if problem:
                notes.append(f"{call.name} [{mutation}]: {problem}")
    total = len(h.drop_mutations(baselines[name]))
    if problems:
        pytest.fail(
            f"{len(problems)} of {total} drop-one-field calls of {name} failed:\n"
            + grouped(problems),
            pytrace=False,
        )
    if notes:
        pytest.fail(
            f"{len(notes)} of {total} reads lost what they received:\n" + "\n".join(notes[:10]),
            pytrace=False,
        )


def _names(outcome: h.Outcome, field: str) -> bool:
    """The error names the missing field, or is a wait that ran out of time (a run whose
    status cannot be read never ends; the call is still bounded)."""
    named = re.search(rf"(?<!\w){re.escape(field)}(?!\w)", outcome.message)
    return named is not None or outcome.code == "wait_timeout"


def _while_decoding(outcome: h.Outcome) -> bool:
    """Raised by the pipeline, the wire decoding or the generated models (reading the answer),
    not by a flow. A flow that reads a required field the answer lacks gets ``invalid_response``
    from the model's attribute (naming the field): that is the flow failing, not decoding."""
    if outcome.code == "invalid_response" and outcome.where.startswith(
        "generated/evalrouter_generated/models/"
    ):
        return False
    return outcome.where.startswith(
        ("src/evalrouter/_pipeline.py", "src/evalrouter/_wire.py", "generated/")
    )


# ------------------------------------------------------------------------ known sites


@pytest.mark.parametrize("use_async", [False, True], ids=["sync", "async"])
@pytest.mark.parametrize(("name", "mutation"), h.KNOWN, ids=[f"{c} {m}" for c, m in h.KNOWN])
def test_known_sites(world: h.World, name: str, mutation: h.Mutation, use_async: bool) -> None:
    """The answers issue 7 names (a comparison interval without ``high``, catalog ``slug: 7``,
    ``versions: []``, event ``sequence: null``, ``status: []``, ...): a value or an
    EvalRouterError, on both clients."""
    outcome = h.attempt(world, h.CALLS_BY_NAME[name], mutation, use_async=use_async)
    assert world.local.tap.mutated, f"{mutation} changed nothing: the case tests nothing"
    if outcome.kind in (h.ESCAPE, h.RUNAWAY):
        pytest.fail(str(outcome), pytrace=False)


# ------------------------------------------------------------------ hypothesis mutations


def _fuzz(world: h.World, baselines: dict[str, h.Baseline], *, use_async: bool) -> None:
    outcomes: list[h.Outcome] = []

    @FUZZ
    @given(st.data())
    def explore(data: st.DataObject) -> None:
        call = data.draw(st.sampled_from(h.CALLS), label="call")

        def pick(options: Any) -> Any:
            return data.draw(st.sampled_from(tuple(options)))

        mutation = h.any_mutation(pick, baselines[call.name])
        outcomes.append(h.attempt(world, call, mutation, use_async=use_async))

    explore()
    assert len(outcomes) >= EXAMPLES // 2, "hypothesis ran too few examples to mean anything"
    bad = escapes(outcomes)
    if bad:
        pytest.fail(
            f"{len(bad)} of {len(outcomes)} mutated calls raised something other than "
            f"EvalRouterError or ran away:\n{grouped(bad)}",
            pytrace=False,
        )


def test_mutated_answers_sync(world: h.World, baselines: dict[str, h.Baseline]) -> None:
    _fuzz(world, baselines, use_async=False)


def test_mutated_answers_async(world: h.World, baselines: dict[str, h.Baseline]) -> None:
    _fuzz(world, baselines, use_async=True)


# ------------------------------------------------------------- every call ends (issue 27)

ENDS_WITHIN = 5.0  # real seconds: each case must end well inside this
MAX_ENDING_REQUESTS = 40  # what ending in a few reads looks like; a poll to the timeout is 300+
_E, _R = "GET /runs/{run_id}/events", "GET /runs/{run_id}"
STUCK_PAGE = {"data": [], "has_more": True, "next_sequence": 0, "run_status": "running"}


def _ends(kind: str, path: str = "", arg: Any = None, also: h.Mutation | None = None) -> h.Mutation:
    return h.Mutation(kind, _E, tuple(path.split(".")) if path else (), arg, also)


# (call, mutation, expected): "value", or the invalid_response field the error names.
ENDINGS: tuple[tuple[str, h.Mutation, str], ...] = (
    *(
        (name, mutation, "value")
        for name in ("runs.follow", "runs.follow(finished)")
        for mutation in (
            _ends(h.DROP, "run_status"),
            _ends(h.RETYPE, "run_status", 7),
            _ends(h.RETYPE, "run_status", ["fuzz"]),
            _ends(h.NULL, "run_status"),
            _ends(h.UNKNOWN_VARIANT, "run_status"),
            _ends(h.RETYPE, "run_status", "fuzz"),
        )
    ),
    ("runs.follow", _ends(h.REPLACE, arg=STUCK_PAGE), "has_more"),
    (
        "runs.follow",
        _ends(h.DROP, "run_status", also=h.Mutation(h.DROP, _R, ("status",))),
        "run_status",
    ),
    (
        "runs.follow(finished)",
        _ends(h.RETYPE, "run_status", 7, also=h.Mutation(h.RETYPE, _R, ("status",), [])),
        "run_status",
    ),
    ("runs.wait", h.Mutation(h.DROP, _R, ("status",)), "status"),
    ("runs.wait", h.Mutation(h.RETYPE, _R, ("status",), 7), "status"),
    *(
        (name, h.Mutation(kind, "POST /runs", ("id",), arg), "id")
        for name in (
            "runs.create",
            "runs.create(wait)",
            "runs.create(quote_id)",
            "runs.create(subjects)",
            "run.continue_()",
        )
        for kind, arg in ((h.DROP, None), (h.NULL, None), (h.RETYPE, 7), (h.RETYPE, ["fuzz"]))
    ),
)


@pytest.mark.parametrize("use_async", [False, True], ids=["sync", "async"])
@pytest.mark.parametrize(
    ("name", "mutation", "expected"), ENDINGS, ids=[f"{c} {m}" for c, m, _ in ENDINGS]
)
def test_every_call_ends_whatever_the_status_or_id(
    world: h.World, name: str, mutation: h.Mutation, expected: str, use_async: bool
) -> None:
    """A page without a usable ``run_status`` (absent, null, int, list, unknown string), a page
    that never advances, a run without ``status``, an admission without ``id``: the call ends in
    a few reads, well inside ENDS_WITHIN real seconds, with a value or ``invalid_response``
    naming the field. An admission without ``id`` is never asked again nor waited on."""
    outcome, waited = h.attempt_within(
        world, h.CALLS_BY_NAME[name], mutation, use_async=use_async, seconds=ENDS_WITHIN
    )
    assert outcome is not None, f"{name} [{mutation}] did not end within {ENDS_WITHIN:g}s"
    assert world.local.tap.mutated, f"{mutation} changed nothing: the case tests nothing"
    assert len(outcome.requests) <= MAX_ENDING_REQUESTS, f"{len(outcome.requests)} requests"
    if expected == "value":
        assert outcome.kind == h.VALUE, str(outcome)
        assert outcome.value, "the events were lost"
        return
    assert (outcome.kind, outcome.code) == (h.ERROR, "invalid_response"), str(outcome)
    assert f"`{expected}`" in outcome.message, outcome.message
    if expected == "id":
        admissions = [r for r in outcome.requests if h.route_of(r) == "POST /runs"]
        assert len(admissions) == 1, f"asked {len(admissions)} times"
        assert waited == 0, f"waited {waited:g} virtual seconds"
