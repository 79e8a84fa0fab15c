"""User errors end at the user's call: an ``EvalRouterError`` from a public call shows a short
traceback, without the frames of the flow drivers, the resolvers or the transport (nor
httpx's); a bug (any other exception) keeps every frame. Both clients."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

import pytest

from evalrouter import EvalRouterError
from tests.support.api import FakeAPI, collect, done
from tests.support.records import bench_row, error, route, run_record

CATALOG = [bench_row("gsm8k", "1"), bench_row("gsm8k", "2")]
THIS_FILE = __file__


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI()
    api.catalog(CATALOG, [route("openai/gpt-5", "GPT-5")])
    api.on("GET", "/billing/wallet", error(404, "wallet_not_found", "No wallet here."))
    api.on("GET", "/evals/gsm8k@9", error(404, "eval_not_found"))
    api.on("GET", "/runs/run_1", run_record("run_1", "completed"))
    api.on("GET", "/runs/run_1/results", error(404, "results_not_found"))
    api.on("GET", "/runs/run_9/events", error(404, "run_not_found"))
    return api


def sdk_frames(exc: BaseException) -> list[traceback.FrameSummary]:
    return [
        f
        for f in traceback.extract_tb(exc.__traceback__)
        if "/src/evalrouter/" in f.filename or "/evalrouter_generated/" in f.filename
    ]


async def raised(call: Callable[[], Any]) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as info:
        await done(call())
    return info.value


async def run_of(client: Any) -> Any:
    return await done(client.runs.get("run_1"))


async def results_of(client: Any) -> Any:
    return await done((await run_of(client)).results())


async def follow(client: Any) -> Any:
    return await collect(client.runs.follow("run_9"))


CALLS: dict[str, tuple[Callable[[Any], Any], str]] = {
    "runs.create(model='nope')": (
        lambda c: c.runs.create(benchmark="gsm8k", model="nope"),
        "model_not_found",
    ),
    "runs.create(max_cost=-1)": (
        lambda c: c.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=-1),
        "",
    ),
    "runs.create(subjects='x')": (
        lambda c: c.runs.create(benchmark="gsm8k", subjects="gpt-5"),
        "invalid_input",  # details["reason"] == "invalid_subjects"
    ),
    "runs.get('')": (lambda c: c.runs.get(""), ""),
    "runs.wait(timeout=0)": (lambda c: c.runs.wait("run_1", timeout=0), ""),
    "wallet.get() 404": (lambda c: c.wallet.get(), "wallet_not_found"),
    "resolve_benchmark('gsm8k@9')": (
        lambda c: c.benchmarks.resolve_benchmark("gsm8k@9"),
        "eval_not_found",
    ),
    "runs.follow() 404": (follow, "run_not_found"),
    "run.results() 404": (results_of, "results_not_found"),
}


@pytest.mark.parametrize("name", list(CALLS))
async def test_a_user_error_ends_at_the_users_call(client: Any, api: FakeAPI, name: str):
    call, code = CALLS[name]
    err = await raised(lambda: call(client))
    if code:
        assert err.code == code
    text = "".join(traceback.format_exception(err))
    frames = sdk_frames(err)
    print(text)
    # nothing of the machinery, in the traceback or in what it chains
    for inner in ("/_flows/", "_pipeline.py", "_wire.py", "_config.py", "_money.py"):
        assert inner not in text, f"{name}: {inner} in\n{text}"
    assert "/httpx/" not in text and "During handling" not in text
    # at most the public method's own line (a generated method hands its call on once)
    assert len([f for f in frames if "/src/evalrouter/" in f.filename]) <= 1, text
    assert len(frames) <= 2, text
    assert any(f.filename == THIS_FILE for f in traceback.extract_tb(err.__traceback__))
    # the frames cut are still there for whoever debugs the SDK
    assert getattr(err, "_sdk_traceback", None) is not None


async def test_a_facade_call_shows_no_sdk_frame_at_all(client: Any, api: FakeAPI):
    err = await raised(lambda: client.runs.create(benchmark="gsm8k", model="nope"))
    assert sdk_frames(err) == []
    assert "/tests/" in traceback.extract_tb(err.__traceback__)[-1].filename


async def test_a_bug_keeps_every_frame(client: Any, api: FakeAPI):
    def boom(run: Any) -> None:
        raise ZeroDivisionError("a bug")

    with pytest.raises(ZeroDivisionError) as info:
        await done(client.runs.wait("run_1", on_progress=boom))
    frames = [f.filename for f in traceback.extract_tb(info.value.__traceback__)]
    assert any("/_flows/" in name for name in frames)
