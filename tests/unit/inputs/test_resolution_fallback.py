"""A pinned version the catalog lacks goes on to ``GET /evals/{slug@version}``, whose own
error reaches the user (with the catalog's versions in its hint); an empty or non-string
benchmark is ``benchmark_not_found``, the service client's code. Both clients."""

from __future__ import annotations

from typing import Any

import pytest

from evalrouter import EvalRouterError, NotFoundError
from tests.support.api import FakeAPI, done
from tests.support.records import bench_row, detail, error, minimal, page

VERSIONS = [bench_row("gsm8k", "1"), bench_row("gsm8k", "2")]


async def test_a_missing_pin_asks_the_evals_route_and_its_404_propagates(client: Any, api: FakeAPI):
    api.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", VERSIONS))
    api.on("GET", "/evals/gsm8k@9", error(404, "eval_not_found", "No eval gsm8k@9."))
    with pytest.raises(NotFoundError) as info:
        await done(client.benchmarks.resolve_benchmark("gsm8k@9"))
    err = info.value
    assert err.code == "eval_not_found" and err.status_code == 404
    assert api.calls() == ["GET /catalog/benchmarks/gsm8k", "GET /evals/gsm8k@9"]
    assert err.hint is not None and err.hint.endswith("Known versions of gsm8k: 1, 2.")
    assert isinstance(err.details, dict) and err.details["versions"] == ["1", "2"]


async def test_a_missing_pin_that_is_an_eval_reference_resolves(client: Any, api: FakeAPI):
    api.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", VERSIONS))
    record = minimal(
        "EvalRecord", ref="gsm8k@9", name="gsm8k", display_name="GSM8K", version="9",
        profile_id="prof_9", availability="ready_for_quote",
    )  # fmt: skip
    api.on("GET", "/evals/gsm8k@9", record)
    bench = await done(client.benchmarks.resolve_benchmark("gsm8k@9"))
    assert bench.eval_reference == "gsm8k@9"
    assert bench.selection() == {"eval": "gsm8k@9", "split": "canonical"}


async def test_runs_create_with_a_missing_pin_quotes_nothing(client: Any, api: FakeAPI):
    api.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", VERSIONS))
    api.on("GET", "/evals/gsm8k@9", error(404, "eval_not_found"))
    with pytest.raises(NotFoundError) as info:
        await done(client.runs.create(benchmark="gsm8k@9", model="gpt-5"))
    assert info.value.code == "eval_not_found"
    assert info.value.hint is not None and "Known versions of gsm8k: 1, 2." in info.value.hint
    assert not any(c.startswith("POST") for c in api.calls())


@pytest.mark.parametrize("term", ["", "  ", None, 7, ["gsm8k"]])
async def test_empty_or_non_string_benchmarks_fail_before_any_request(
    client: Any, api: FakeAPI, term: Any
):
    # an empty name is not found (the service client's code); what is not a name at all is
    # invalid_input, as model=123
    code = "benchmark_not_found" if isinstance(term, str) else "invalid_input"
    with pytest.raises(EvalRouterError) as info:
        await done(client.benchmarks.resolve_benchmark(term))
    assert info.value.code == code
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.create(benchmark=term or "", model="gpt-5"))
    assert info.value.code == (
        "benchmark_not_found" if not term or code != "invalid_input" else code
    )
    assert api.requests == []


async def test_a_listed_pin_is_still_taken_from_the_catalog(client: Any, api: FakeAPI):
    api.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", VERSIONS))
    api.on("GET", "/catalog/benchmarks", page(VERSIONS))
    bench = await done(client.benchmarks.resolve_benchmark("gsm8k@1"))
    assert bench.id == "gsm8k-v1"
    assert api.calls() == ["GET /catalog/benchmarks/gsm8k"]
