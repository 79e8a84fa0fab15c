"""``runs.create`` takes typed keywords: its own and the generated quote fields."""

from __future__ import annotations

from typing import Any

import pytest

from evalrouter import UnexpectedArgument
from evalrouter.resources.runs import CreateOptions
from evalrouter.testing import EvalRouterLocal
from evalrouter.types import QuoteOptions


@pytest.fixture(params=["sync", "async"])
def create(request: pytest.FixtureRequest) -> Any:
    local = EvalRouterLocal(seed=1)
    if request.param == "sync":
        return local.client().runs.create

    async def call(**kw: Any) -> Any:
        async with local.async_client() as client:
            return await client.runs.create(**kw)

    return call


async def _call(create: Any, **kw: Any) -> Any:
    out = create(**kw)
    return await out if hasattr(out, "__await__") else out


@pytest.mark.parametrize(
    ("wrong", "right"),
    [
        ("max_cst", "max_cost"),
        ("dry_rn", "dry_run"),
        ("wiat", "wait"),
        ("benchmrk", "benchmark"),
        ("concurency", "concurrency"),
        ("on_progres", "on_progress"),
        ("idempotency_kye", "idempotency_key"),
    ],
)
async def test_a_misspelt_option_is_refused_with_did_you_mean(
    create: Any, wrong: str, right: str
) -> None:
    with pytest.raises(UnexpectedArgument) as info:
        await _call(create, benchmark="gsm8k", model="Sim Large", **{wrong: 1})
    assert (info.value.code, info.value.details["reason"]) == ("invalid_input", "unknown_option")
    assert info.value.hint == f"Did you mean {right!r}?"


async def test_an_unknown_option_lists_the_real_parameters_once(create: Any) -> None:
    with pytest.raises(UnexpectedArgument) as info:
        await _call(create, benchmark="gsm8k", model="Sim Large", zzz=1)
    hint = info.value.hint or ""
    listed = hint.removeprefix("Known options: ").rstrip(".").split(", ")
    assert len(listed) == len(set(listed))
    for name in ("benchmark", "model", "max_cost", "wait", "dry_run", "coverage", "concurrency"):
        assert name in listed
    assert "max_charge_microusd" not in listed and "subjects" in listed


def test_create_options_are_its_keywords_plus_the_generated_quote_fields() -> None:
    quote_fields = QuoteOptions.__optional_keys__
    assert {"concurrency", "reasoning_effort", "trace"} <= quote_fields
    assert not {"model", "subjects", "coverage", "max_charge_microusd"} & quote_fields
    assert quote_fields < CreateOptions.__optional_keys__
    assert {"max_cost", "wait", "quote_id", "idempotency_key"} <= CreateOptions.__optional_keys__


async def test_quote_fields_reach_the_quote_body() -> None:
    local = EvalRouterLocal(seed=1)
    quote = local.client().runs.create(
        benchmark="gsm8k", model="Sim Large", max_cost=1, dry_run=True, concurrency=2
    )
    assert quote.id
    (body,) = [r.json for r in local.requests if r.path == "/v1/quotes"]
    assert body["concurrency"] == 2 and body["max_charge_microusd"] == "1000000"


async def test_a_misspelt_parameter_of_a_generated_method_gets_did_you_mean() -> None:
    from evalrouter import EvalRouter

    client = EvalRouterLocal(seed=1).client()
    assert isinstance(client, EvalRouter)
    with pytest.raises(UnexpectedArgument) as info:
        client.datasets.list(lmit=3)  # type: ignore[call-arg]
    assert info.value.hint == "Did you mean 'limit'?"


@pytest.mark.parametrize("kind", ["sync", "async"])
async def test_hand_written_methods_refuse_a_misspelt_keyword_with_did_you_mean(kind: str) -> None:
    """Not Python's bare TypeError: an UnexpectedArgument naming the real parameter."""
    local = EvalRouterLocal(seed=1)
    client: Any = local.client() if kind == "sync" else local.async_client()
    run = await _call(client.runs.create, benchmark="gsm8k", model="Sim Large", max_cost=1)
    cases = [
        (lambda: client.runs.wait(run.id, timout=3), "timeout"),
        (lambda: client.runs.follow(run.id, aftr=2), "after"),
        (lambda: client.benchmarks.resolve_model("Sim Large", benchmrk="gsm8k"), "benchmark"),
        (lambda: run.export(formt="csv"), "format"),
        (lambda: run.wait(timout=3), "timeout"),
        (lambda: run.results(verison=1), "version"),
    ]
    for call, right in cases:
        with pytest.raises(UnexpectedArgument) as info:
            out = call()
            if hasattr(out, "__await__"):
                await out
        assert info.value.code == "invalid_input"
        assert info.value.hint == f"Did you mean {right!r}?"
    if kind == "async":
        await client.close()
