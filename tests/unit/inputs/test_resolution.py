"""Name resolution: the pure ranking rules, and the catalog reads on both clients."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from evalrouter import EvalRouterError, ResolvedBenchmark
from evalrouter._flows._names import did_you_mean, normal, rank, version_key
from tests.support.api import FakeAPI, done
from tests.support.records import bench_row, detail, error, minimal, page, route

GPT5 = "openai/gpt-5-2025-08-07"
MINI = "openai/gpt-5-mini-2025-08-07"
CLAUDE = "anthropic/claude-sonnet-4.5"
O3 = "openai/o3"
UUID = "0b6f3c5e-1d2a-4e8b-9c7d-112233445566"
PRIVATE = f"byob-{UUID}@1"


# --------------------------------------------------------------------------- pure rules


def test_normalisation() -> None:
    assert normal("  GPT_4.1   mini ") == "gpt-4.1-mini"
    assert normal("Claude\tSonnet") == "claude-sonnet"


def keyed(*names: str) -> list[tuple[str, list[str | None]]]:
    return [(n, [n, n.rsplit("/", 1)[-1]]) for n in names]


def test_an_identifier_wins_outright() -> None:
    assert rank("mmlu", keyed("mmlu", "mmlu-pro")) == ["mmlu"]


def test_exact_beats_prefix_and_a_date_suffix_is_ignored() -> None:
    assert rank("gpt-5", keyed(GPT5, MINI)) == [GPT5]
    assert rank("gpt-5-mini", keyed(GPT5, MINI)) == [MINI]


def test_prefix_then_substring_tiers() -> None:
    assert rank("gpt", keyed(GPT5, MINI, CLAUDE)) == [GPT5, MINI]
    assert rank("sonnet", keyed(GPT5, CLAUDE)) == [CLAUDE]
    assert rank("nothing", keyed(GPT5)) == []
    assert rank("  ", keyed(GPT5)) == []


def test_did_you_mean() -> None:
    assert did_you_mean("gsm9k", ["gsm8k", "mmlu", None]) == ["gsm8k"]
    assert did_you_mean("zzzz", ["gsm8k"]) == []


def test_newest_version_order() -> None:
    assert sorted(["10", "2", "beta", "1"], key=version_key) == ["1", "2", "10", "beta"]


# --------------------------------------------------------------------------- clients


UNAVAILABLE = {"status": "unavailable", "reason_code": "catalog_asset_unavailable"}
CATALOG = [
    bench_row("gsm8k", "1"),
    bench_row("gsm8k", "2"),
    bench_row("gsm8k", "3", availability=UNAVAILABLE),
    bench_row("gpqa-diamond", "1", name="GPQA Diamond"),
    bench_row("mmlu", "1"),
    bench_row("mmlu-pro", "1"),
]


def listed(api: FakeAPI, rows: list[dict[str, Any]] = CATALOG) -> None:
    api.on("GET", "/catalog/benchmarks", page(rows))


async def resolve(client: Any, term: Any) -> ResolvedBenchmark:
    return await done(client.benchmarks.resolve_benchmark(term))


async def test_slug_resolves_to_the_newest_quotable_version(client: Any, api: FakeAPI):
    listed(api)
    api.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", CATALOG[:3]))
    bench = await resolve(client, "gsm8k")
    assert (bench.id, bench.slug, bench.version) == ("gsm8k-v2", "gsm8k", "2")
    assert bench.selection() == {"profile_ids": ["gsm8k-v2"]}
    assert api.calls() == [
        "GET /catalog/benchmarks?limit=100&status=active",
        "GET /catalog/benchmarks/gsm8k",
    ]


async def test_display_name_resolves(client: Any, api: FakeAPI):
    listed(api)
    api.on("GET", "/catalog/benchmarks/gpqa-diamond", detail("gpqa-diamond", [CATALOG[3]]))
    bench = await resolve(client, "gpqa diamond")
    assert bench.id == "gpqa-diamond-v1"


async def test_catalog_pages_are_walked_with_the_cursor(client: Any, api: FakeAPI):
    api.on("GET", "/catalog/benchmarks", page(CATALOG[:3], "c2"), page(CATALOG[3:]))
    api.on("GET", "/catalog/benchmarks/gpqa-diamond", detail("gpqa-diamond", [CATALOG[3]]))
    await resolve(client, "GPQA Diamond")
    assert api.calls()[:2] == [
        "GET /catalog/benchmarks?limit=100&status=active",
        "GET /catalog/benchmarks?cursor=c2&limit=100&status=active",
    ]


async def test_ambiguous_benchmark_lists_the_candidates(client: Any, api: FakeAPI):
    listed(api)
    with pytest.raises(EvalRouterError) as info:
        await resolve(client, "mml")
    assert info.value.code == "ambiguous_benchmark"
    assert "mmlu, mmlu-pro" in info.value.message
    assert info.value.details["candidates"] == ["mmlu", "mmlu-pro"]
    assert info.value.hint is not None and "'mmlu'" in info.value.hint


async def test_not_found_tries_the_slug_route_then_suggests(client: Any, api: FakeAPI):
    listed(api)
    api.on("GET", "/catalog/benchmarks/gsm9k", error(404, "benchmark_not_found"))
    with pytest.raises(EvalRouterError) as info:
        await resolve(client, "gsm9k")
    assert info.value.code == "benchmark_not_found"
    assert info.value.hint == "Did you mean 'gsm8k'?"
    assert api.calls()[-1] == "GET /catalog/benchmarks/gsm9k"


async def test_a_slug_beyond_the_listing_is_found_directly(client: Any, api: FakeAPI):
    listed(api)
    api.on("GET", "/catalog/benchmarks/rare", detail("rare", [bench_row("rare", "4")]))
    assert (await resolve(client, "rare")).id == "rare-v4"


async def test_slug_at_version_pins_that_version(client: Any, api: FakeAPI):
    api.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", CATALOG[:3]))
    bench = await resolve(client, "gsm8k@1")
    assert bench.id == "gsm8k-v1"
    assert api.calls() == ["GET /catalog/benchmarks/gsm8k"]


async def test_a_pinned_version_that_cannot_be_quoted(client: Any, api: FakeAPI):
    api.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", CATALOG[:3]))
    with pytest.raises(EvalRouterError) as info:
        await resolve(client, "gsm8k@3")
    assert info.value.code == "benchmark_unavailable"
    assert "task data is unavailable" in info.value.message


def eval_record(ref: str, **fields: Any) -> dict[str, Any]:
    return minimal(
        "EvalRecord",
        ref=ref,
        name="acme-qa",
        display_name="Acme QA",
        version="3",
        profile_id="prof_acme",
        **fields,
    )


async def test_eval_reference_is_encoded_and_selected_by_reference(client: Any, api: FakeAPI):
    ref = "eval://acme/qa/3"
    api.on("GET", "/evals/eval://acme/qa/3", eval_record(ref, availability="ready_for_quote"))
    bench = await resolve(client, ref)
    assert bench.selection() == {"eval": ref, "split": "canonical"}
    assert not bench.shared
    assert api.requests[0].url.raw_path == b"/v1/evals/eval%3A%2F%2Facme%2Fqa%2F3"


async def test_eval_reference_not_ready(client: Any, api: FakeAPI):
    ref = "eval://acme/qa/3"
    api.on(
        "GET",
        "/evals/eval://acme/qa/3",
        eval_record(ref, availability="blocked", availability_reason="licence pending"),
    )
    with pytest.raises(EvalRouterError) as info:
        await resolve(client, ref)
    assert info.value.code == "benchmark_unavailable"
    assert "licence pending" in info.value.message


async def test_unknown_pin_falls_back_to_an_eval_reference(client: Any, api: FakeAPI):
    api.on("GET", "/catalog/benchmarks/acme-qa", error(404, "benchmark_not_found"))
    api.on("GET", "/evals/acme-qa@3", eval_record("acme-qa@3"))
    bench = await resolve(client, "acme-qa@3")
    assert bench.eval_reference == "acme-qa@3"
    assert api.calls() == ["GET /catalog/benchmarks/acme-qa", "GET /evals/acme-qa@3"]


def private_record(status: str = "active") -> dict[str, Any]:
    return minimal("PrivateBenchmark", id=PRIVATE, status=status, name="Support FAQ", row_count=40)


async def test_private_benchmark_id(client: Any, api: FakeAPI):
    api.on("GET", f"/private-benchmarks/{PRIVATE}", private_record())
    bench = await resolve(client, PRIVATE)
    assert (bench.id, bench.version, bench.task_count, bench.private) == (PRIVATE, "1", 40, True)
    assert bench.selection() == {"profile_ids": [PRIVATE]}
    assert api.calls() == [f"GET /private-benchmarks/{PRIVATE}"]


async def test_archived_private_benchmark(client: Any, api: FakeAPI):
    api.on("GET", f"/private-benchmarks/{PRIVATE}", private_record("archived"))
    with pytest.raises(EvalRouterError) as info:
        await resolve(client, PRIVATE)
    assert info.value.code == "benchmark_unavailable"


@pytest.mark.parametrize(
    ("term", "code"),
    [
        ("", "benchmark_not_found"),  # the service client's code for an empty name
        ("   ", "benchmark_not_found"),
        (None, "invalid_input"),  # not a name at all, as model=123
        (3, "invalid_input"),
    ],
)
async def test_empty_benchmark_names_fail_before_any_request(
    client: Any, api: FakeAPI, term: Any, code: str
):
    with pytest.raises(EvalRouterError) as info:
        await resolve(client, term)
    assert info.value.code == code
    assert api.requests == []


# --------------------------------------------------------------------------- models

ROUTES = [route(GPT5, "GPT-5"), route(MINI, "GPT-5 mini"), route(CLAUDE, "Claude Sonnet 4.5")]
GSM8K = ResolvedBenchmark(id="gsm8k-v2", slug="gsm8k", version="2")


def models(api: FakeAPI, scoped: list[Any], everything: list[Any] | None = None) -> None:
    def answer(request: httpx.Request) -> Any:
        if "benchmark" in request.url.params:
            return page(scoped)
        return page(everything if everything is not None else scoped)

    api.on("GET", "/catalog/models", answer)


async def resolve_model(client: Any, term: Any, benchmark: Any = GSM8K) -> dict[str, Any]:
    return await done(client.benchmarks.resolve_model(term, benchmark=benchmark))


async def test_model_name_resolves_against_the_benchmark(client: Any, api: FakeAPI):
    models(api, ROUTES)
    assert await resolve_model(client, "gpt-5") == {"kind": "managed", "route_id": GPT5}
    assert await resolve_model(client, "Claude Sonnet 4.5") == {
        "kind": "managed",
        "route_id": CLAUDE,
    }
    assert api.calls()[0] == "GET /catalog/models?benchmark=gsm8k-v2&limit=100"


async def test_ambiguous_model_lists_display_names_and_routes(client: Any, api: FakeAPI):
    models(api, ROUTES)
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, "gpt")
    assert info.value.code == "ambiguous_model"
    assert f"GPT-5 ({GPT5})" in info.value.message
    assert f"GPT-5 mini ({MINI})" in info.value.message
    assert info.value.hint is not None and GPT5 in info.value.hint


async def test_unknown_model_suggests_close_names(client: Any, api: FakeAPI):
    models(api, ROUTES)
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, "GPT-6")
    assert info.value.code == "model_not_found"
    assert info.value.hint is not None and "GPT-5" in info.value.hint
    assert "gsm8k@2" in info.value.message


def fit_row(fit: dict[str, Any] | None = None, availability: Any = None) -> dict[str, Any]:
    row = bench_row("gsm8k", "2", availability=availability)
    if fit is not None:
        row["model_fit"] = fit
    return row


async def test_the_benchmarks_own_refusal_code_is_raised(client: Any, api: FakeAPI):
    models(api, ROUTES, [*ROUTES, route(O3, "o3")])
    fit = {"compatible": False, "code": "model_incompatible", "message": "needs tool calls"}
    api.on("GET", "/catalog/benchmarks", page([fit_row(fit)]))
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, "o3")
    err = info.value
    assert err.code == "model_incompatible"
    assert "needs tool calls" in err.message and "Nothing was started" in err.message
    assert err.hint is not None and GPT5 in err.hint
    assert api.calls() == [
        "GET /catalog/models?benchmark=gsm8k-v2&limit=100",
        "GET /catalog/models?limit=100",
        f"GET /catalog/benchmarks?limit=100&model={O3}&q=gsm8k",
    ]


async def test_unavailability_reason_code_is_raised(client: Any, api: FakeAPI):
    models(api, ROUTES, [*ROUTES, route(O3, "o3")])
    availability = {"status": "unavailable", "reason_code": "route_paused", "message": "paused"}
    api.on("GET", "/catalog/benchmarks", page([fit_row(availability=availability)]))
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, "o3")
    assert info.value.code == "route_paused"


async def test_unknown_compatibility(client: Any, api: FakeAPI):
    models(api, ROUTES, [*ROUTES, route(O3, "o3")])
    api.on("GET", "/catalog/benchmarks", page([]))
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, "o3")
    assert info.value.code == "compatibility_unknown"


async def test_model_unavailable_from_the_listing(client: Any, api: FakeAPI):
    models(api, ROUTES, [*ROUTES, route(O3, "o3")])
    api.on("GET", "/catalog/benchmarks", error(409, "model_unavailable", "o3 is retired"))
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, "o3")
    assert info.value.code == "model_unavailable"


async def test_a_version_no_longer_offered(client: Any, api: FakeAPI):
    api.on("GET", "/catalog/models", error(404, "benchmark_not_found"))
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, "gpt-5")
    assert info.value.code == "benchmark_not_found"
    assert "not offered for new quotes" in info.value.message


async def test_only_the_agent_route_means_no_model(client: Any, api: FakeAPI):
    models(api, [route("openai/gpt-4.1-mini-2025-04-14-acp-v1", "Agent")])
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, "gpt-4.1-mini")
    assert info.value.code == "model_not_found"


async def test_connection_needs_no_request(client: Any, api: FakeAPI):
    assert await resolve_model(client, f"connection:{UUID}") == {
        "kind": "connection",
        "connection_id": UUID,
    }
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, "connection:nope")
    assert info.value.code == "model_not_found"
    assert api.requests == []


async def test_without_a_benchmark_the_whole_catalog_is_used(client: Any, api: FakeAPI):
    models(api, ROUTES)
    assert await resolve_model(client, "gpt-5-mini", None) == {"kind": "managed", "route_id": MINI}
    assert api.calls() == ["GET /catalog/models?limit=100"]


async def test_a_benchmark_name_is_resolved_first(client: Any, api: FakeAPI):
    listed(api)
    api.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", CATALOG[:3]))
    models(api, ROUTES)
    assert await resolve_model(client, "gpt-5", "gsm8k") == {"kind": "managed", "route_id": GPT5}
    assert api.calls()[-1] == "GET /catalog/models?benchmark=gsm8k-v2&limit=100"


@pytest.mark.parametrize("term", ["", " ", None])
async def test_empty_model_names_fail_before_any_request(client: Any, api: FakeAPI, term: Any):
    with pytest.raises(EvalRouterError) as info:
        await resolve_model(client, term, "gsm8k")
    assert info.value.code == "invalid_input"
    assert api.requests == []


async def test_a_benchmark_listed_with_no_versions_is_not_found(client: Any, api: FakeAPI):
    listed(api)
    api.on("GET", "/catalog/benchmarks/gsm8k", detail("gsm8k", []))
    with pytest.raises(EvalRouterError) as info:
        await resolve(client, "gsm8k")
    assert info.value.code == "benchmark_not_found"
    assert "no version" in info.value.message
