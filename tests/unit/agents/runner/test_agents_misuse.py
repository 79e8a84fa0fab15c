"""Calls of the agents API made wrong: each is refused with an ``EvalRouterError`` that names
the argument and the fix, before anything is sent."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from evalrouter import EvalRouter, EvalRouterError, UnexpectedArgument, agents
from evalrouter.agents._incode.agent import check_agent, descriptor
from evalrouter.agents._task.server import TaskServer
from evalrouter.agents._trace.recorder import TraceRecorder
from tests.support.api import FakeAPI, make_client
from tests.support.clock import FakeClock
from tests.unit.agents.agents_platform import Platform, Setup, delivery


def refused(call: Callable[[], object]) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as info:
        call()
    return info.value


async def arefused(call: Callable[[], Any]) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as info:
        await call()
    return info.value


def offline() -> EvalRouter:
    """A client whose every request fails the test: these calls are refused before sending."""

    def handler(request: httpx.Request) -> httpx.Response:
        raise AssertionError(f"nothing should be sent, got {request.method} {request.url}")

    return make_client(
        "sync", FakeAPI(handler), api_key="er_test_abcdefghijklmnop", base_url="https://api.example"
    )


class Solver(agents.Agent):
    name = "solver"

    async def run(self, context: agents.AgentContext) -> None:
        await context.task.done()


# ---------------------------------------------------------------- misspelt keywords


@pytest.mark.parametrize(
    ("call", "wrong", "meant"),
    [
        (lambda: agents.benchmark("gsm8k", spilt="test"), "spilt", "split"),
        (lambda: agents.benchmark(evl="gsm8k"), "evl", "eval"),
        (lambda: agents.environment("env://a/b@1", splt="test"), "splt", "split"),
        (lambda: agents.suite(suite_version="sv_1"), "suite_version", "suite_version_id"),
        (lambda: agents.define_agent(nmae="solver"), "nmae", "name"),
        (lambda: agents.define_agent(verison="2"), "verison", "version"),
    ],
)
def test_a_misspelt_keyword_gets_a_did_you_mean(
    call: Callable[[], object], wrong: str, meant: str
) -> None:
    error = refused(call)
    assert isinstance(error, UnexpectedArgument)
    assert error.code == "invalid_input"
    assert error.details == {"argument": wrong, "reason": "unknown_option"}
    assert error.hint == f"Did you mean {meant!r}?"


def test_private_benchmark_takes_its_ids_by_position() -> None:
    error = refused(lambda: agents.private_benchmark(ids=["byob-1@1"]))  # type: ignore[call-arg]
    assert isinstance(error, UnexpectedArgument)
    assert error.hint is not None and "by position" in error.hint
    assert agents.private_benchmark("byob-1@1") == {"profile_ids": ["byob-1@1"]}


def test_an_empty_tasks_string_names_tasks() -> None:
    error = refused(
        lambda: agents.quote(offline(), agent=Solver(), model="sim/gpt-5-mini", tasks="")
    )
    assert error.code == "invalid_input"
    assert error.details == {"argument": "tasks"}
    assert "tasks" in error.message


@pytest.fixture
def setup(tmp_path: Path) -> Setup:
    return Setup(Platform(delivery()), tmp_path, ())


async def test_task_and_tools_misspelt_keywords_are_refused_before_any_request(
    setup: Setup,
) -> None:
    server = setup.server
    await server.prepare()
    before = len(setup.platform.requests)
    calls: list[tuple[Callable[[], Any], str, str]] = [
        (lambda: server.task.submit(answer="4"), "answer", "Known options: output."),
        (lambda: server.task.done(reson="gave_up"), "reson", "Did you mean 'reason'?"),
        (lambda: server.tools.call("submit", argumnts={}), "argumnts", "'arguments'"),
        (lambda: server.tools.call(name="lookup", mta={}), "mta", "'meta'"),
    ]
    for call, wrong, hint in calls:
        error = await arefused(call)
        assert isinstance(error, UnexpectedArgument), wrong
        assert error.details == {"argument": wrong, "reason": "unknown_option"}
        assert error.hint is not None and hint in error.hint
    assert len(setup.platform.requests) == before
    assert setup.trace.calls == []  # a refused call is not a tool call


@pytest.mark.parametrize("name", [5, None, ""])
async def test_a_tool_name_that_is_not_a_string_is_refused_naming_name(
    tmp_path: Path, name: object
) -> None:
    platform = Platform(delivery())
    clock = FakeClock()
    client = make_client(
        "async",
        FakeAPI(platform),
        clock,
        api_key="ercr_att1.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG",
        base_url="https://api.example",
        max_retries=0,
    )

    recorder = TraceRecorder({"level": "spans"}, root_name="agent")
    server = TaskServer(
        client, "run_1", "att_1", tmp_path, toolsets=(), trace=recorder, sleep=clock.async_sleep
    )
    await server.prepare()
    error = await arefused(lambda: server.tools.call(name, {}))  # type: ignore[arg-type]
    assert error.code == "invalid_input"
    assert error.details == {"argument": "name"}
    assert "attributes" not in error.message and "tool_name" not in error.message
    await client.close()


# ---------------------------------------------------------------- agents refused at quote


def test_an_agent_whose_name_is_not_a_string_is_refused_at_quote() -> None:
    class Numbered(Solver):
        name = 42  # type: ignore[assignment]

    error = refused(lambda: agents.quote(offline(), agent=Numbered(), model="m", tasks="gsm8k"))
    assert error.code == "invalid_input"
    assert error.details == {"argument": "agent", "field": "name"}
    assert "Numbered.name must be a string" in error.message


def test_an_agent_without_run_is_refused_at_quote() -> None:
    class Lazy(agents.Agent):
        name = "lazy"

    error = refused(lambda: agents.quote(offline(), agent=Lazy(), model="m", tasks="gsm8k"))
    assert error.code == "invalid_input"
    assert error.details == {"argument": "agent", "field": "run"}
    assert error.hint is not None and "async def run(self, context)" in error.hint


def test_a_missing_name_falls_back_to_the_class_or_function_name() -> None:
    class Unnamed(agents.Agent):
        async def run(self, context: agents.AgentContext) -> None:
            return None

    @agents.define_agent
    async def my_solver(context: agents.AgentContext) -> None:
        return None

    assert descriptor(check_agent(Unnamed()))["declared_name"] == "Unnamed"
    assert descriptor(check_agent(my_solver))["declared_name"] == "my_solver"


# ---------------------------------------------------------------- flags and trace options


@pytest.mark.parametrize("wait", ["no", 0, None])
def test_evaluate_refuses_a_wait_that_is_not_a_bool(wait: object) -> None:
    error = refused(
        lambda: agents.evaluate(
            offline(),
            agent=Solver(),
            model="m",
            tasks="gsm8k",
            wait=wait,  # type: ignore[arg-type]
        )
    )
    assert error.code == "invalid_input"
    assert error.details == {"argument": "wait"}


async def test_evaluate_async_refuses_a_wait_that_is_not_a_bool() -> None:
    error = await arefused(
        lambda: agents.evaluate_async(
            offline(),
            agent=Solver(),
            model="m",
            tasks="gsm8k",
            wait="no",  # type: ignore[arg-type]
        )
    )
    assert error.code == "invalid_input"
    assert error.details == {"argument": "wait"}


@pytest.mark.parametrize(
    ("options", "argument"),
    [
        ({"trace": 5}, "trace"),
        ({"trace": "loud"}, "trace"),
        ({"trace": {"level": "spans", "redact": ["x"]}}, "trace"),
        ({"trace": {"include": ["nope"]}}, "trace"),
        ({"trace_redact": 5}, "trace_redact"),
        ({"trace_redact": ["("]}, "trace_redact"),
        ({"trace_redact": [""]}, "trace_redact"),
    ],
)
def test_trace_option_errors_name_their_argument(options: dict[str, Any], argument: str) -> None:
    error = refused(
        lambda: agents.quote(offline(), agent=Solver(), model="m", tasks="gsm8k", **options)
    )
    assert error.code == "invalid_input"
    assert error.details == {"argument": argument}


# ---------------------------------------------------------------- context.trace repr


def test_the_trace_recorder_repr_is_short_and_holds_no_secret() -> None:
    secret = "er_live_0123456789abcdefghij"
    recorder = TraceRecorder(
        {"level": "content", "content_capture": True}, root_name="agent", secrets=(secret,)
    )
    with recorder.span("plan", input={"key": secret}):
        assert repr(recorder) == "TraceRecorder(level='content', open_spans=2, steps=2)"
    text = repr(recorder)
    assert text == "TraceRecorder(level='content', open_spans=1, steps=2)"
    assert secret not in text
    off = TraceRecorder({"level": "off"}, root_name="agent")
    assert repr(off) == "TraceRecorder(level='off', disabled)"
