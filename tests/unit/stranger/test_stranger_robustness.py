"""What a stranger's server or a stranger's input can do to a call: pages that never advance,
answers nested without end. Both clients, built directly on ``httpx.MockTransport``."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError

BASE = "http://127.0.0.1:9"
Handler = Callable[[httpx.Request], httpx.Response]


def make(kind: str, handler: Handler, **options: Any) -> Any:
    if kind == "sync":
        return EvalRouter(base_url=BASE, transport=httpx.MockTransport(handler), **options)
    return AsyncEvalRouter(base_url=BASE, transport=httpx.MockTransport(handler), **options)


async def done(value: Any) -> Any:
    return await value if inspect.isawaitable(value) else value


async def walk(pages: Any, limit: int = 50) -> list[Any]:
    out: list[Any] = []
    if hasattr(pages, "__aiter__"):
        async for item in pages:
            out.append(item)
            if len(out) >= limit:
                break
    else:
        for item in pages:
            out.append(item)
            if len(out) >= limit:
                break
    return out


async def close(client: Any) -> None:
    await done(client.close())


KINDS = ["sync", "async"]


def run(n: int) -> dict[str, Any]:
    return {"id": f"run_{n}", "status": "completed"}


# --------------------------------------------------------------------------- pages


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize(
    "next_cursor",
    [123, ["c2"], {"c": 1}, True, "same"],
    ids=["int", "list", "object", "bool", "repeat"],
)
async def test_a_page_that_never_advances_stops_with_invalid_response(
    kind: str, next_cursor: Any
) -> None:
    sent: list[str | None] = []

    def answer(request: httpx.Request) -> httpx.Response:
        asked = request.url.params.get("cursor")
        sent.append(asked)
        cursor = next_cursor
        if next_cursor == "same":  # the first page names "c1"; c1 names itself again
            cursor = "c1"
        return httpx.Response(200, json={"data": [run(len(sent))], "next_cursor": cursor})

    client = make(kind, answer)
    with pytest.raises(EvalRouterError) as info:
        await walk(client.runs.list(), limit=50)
    assert info.value.code == "invalid_response"
    assert info.value.details["field"] == "next_cursor"
    assert len(sent) <= 2
    await close(client)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_cycle_of_cursors_stops_too(kind: str) -> None:
    nxt = {None: "a", "a": "b", "b": "a"}

    def answer(request: httpx.Request) -> httpx.Response:
        asked = request.url.params.get("cursor")
        return httpx.Response(200, json={"data": [run(1)], "next_cursor": nxt[asked]})

    client = make(kind, answer)
    with pytest.raises(EvalRouterError) as info:
        await walk(client.runs.list(), limit=50)
    assert info.value.code == "invalid_response"
    await close(client)


@pytest.mark.parametrize("kind", KINDS)
async def test_the_first_page_of_a_stuck_list_is_still_readable(kind: str) -> None:
    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, json={"data": [run(1)], "next_cursor": 7})

    client = make(kind, answer)
    first = await done(client.runs.list())
    assert [r.id for r in first.data] == ["run_1"]
    assert first.next_cursor is None and first.has_next_page()
    with pytest.raises(EvalRouterError) as info:
        await done(first.get_next_page())
    assert info.value.code == "invalid_response"
    await close(client)


# --------------------------------------------------------------------------- nesting


def nested(depth: int) -> Any:
    value: Any = 1
    for level in range(depth):
        value = [value] if level % 2 else {"k": value}
    return value


@pytest.mark.parametrize("kind", KINDS)
async def test_an_answer_nested_5000_deep_is_invalid_response_not_recursion(kind: str) -> None:
    import json

    body = '{"id": "run_1", "status": "completed", "metadata": ' + json.dumps(nested(40)) + "}"
    shallow_body = body
    text = '{"id": "run_1", "metadata": ' + "[" * 5000 + "]" * 5000 + "}"
    answers = iter([shallow_body, text])

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, text=next(answers), headers={"content-type": "application/json"})

    client = make(kind, answer)
    shallow = await done(client.runs.get("run_1"))
    assert shallow.to_dict()["id"] == "run_1"
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.get("run_1"))
    assert info.value.code == "invalid_response"
    assert "nested" in info.value.message
    await close(client)


def test_a_deep_answer_is_refused_whatever_its_strings_hold() -> None:
    from evalrouter._wire import MAX_JSON_DEPTH, decode_json

    brackets_in_strings = '["' + "[{" * 500 + '\\"", "\\\\", ' + "[]," * 300 + "1]"
    assert len(decode_json(brackets_in_strings.encode())) == 303
    ok = "[" * (MAX_JSON_DEPTH // 2) + "]" * (MAX_JSON_DEPTH // 2)
    decode_json(ok.encode())
    for depth in (MAX_JSON_DEPTH + 1, 5000):
        with pytest.raises(ValueError, match="nested"):
            decode_json(('{"a":' * depth + "1" + "}" * depth).encode())


# --------------------------------------------------------------------------- source


def test_inspect_getsource_works_on_the_public_exceptions_and_warning() -> None:
    import pickle

    import evalrouter

    for name in ("EvalRouterError", "NotFoundError", "WaitTimeout", "EvalRouterDeprecationWarning"):
        cls = getattr(evalrouter, name)
        assert f"class {name}(" in inspect.getsource(cls)
    error = evalrouter.NotFoundError("run_not_found", "No run.", status_code=404)
    assert type(pickle.loads(pickle.dumps(error))) is evalrouter.NotFoundError


# --------------------------------------------------------------------------- reprs


def test_an_attempt_event_prints_only_its_set_fields() -> None:
    from evalrouter.agents._attempt.events import AttemptEvent

    event = AttemptEvent("attempt.started", attempt_id="att_1", task_ref="t1", attempt=1)
    assert repr(event) == (
        "AttemptEvent(type='attempt.started', attempt_id='att_1', task_ref='t1', attempt=1)"
    )
    assert "None" not in repr(event)


def test_a_two_model_comparison_has_a_short_readable_repr() -> None:
    from evalrouter_generated.models.run_comparison import RunComparison

    from evalrouter._results import shape_comparison

    def row(rank: int, model: str, score: float) -> dict[str, Any]:
        return {
            "rank": rank,
            "rank_label": str(rank),
            "model_index": rank - 1,
            "model_id": model,
            "route_id": f"route_{model}",
            "display_name": model.upper() + " " + "x" * 200,
            "score": score,
            "interval": {"low": score - 0.05, "high": score + 0.05, "confidence": 0.95},
            "graded": 50,
        }

    bench = {
        "profile_id": "gsm8k-v2",
        "name": "gsm8k",
        "metric": "accuracy",
        "direction": "higher_is_better",
        "comparable": True,
        "partial": False,
        "reasons": [],
        "tasks_compared": 50,
        "tasks_planned": 50,
        "summary": "A leads B. " * 60,
        "ranking": [row(1, "gpt-5", 0.82), row(2, "claude", 0.78)],
        "pairs": [
            {
                "model_index": 0,
                "other_model_index": 1,
                "difference": 0.04,
                "interval": {"low": 0.01, "high": 0.07},
                "interval_basis": "paired",
                "significant": True,
            }
        ],
    }
    raw = RunComparison.from_dict({"run_id": "run_1", "partial": False, "benchmarks": [bench]})
    text = repr(shape_comparison(raw))
    assert "\n" not in text and len(text) < 250, text
    assert text.startswith("Comparison(run_id='run_1', 'gsm8k' on 'accuracy'")
    assert "1. GPT-5" in text and "0.82" in text and "2. CLAUDE" in text and "50/50 tasks" in text


# --------------------------------------------------------------------------- names


@pytest.fixture(scope="module")
def local() -> Any:
    from evalrouter.testing import EvalRouterLocal

    return EvalRouterLocal()


def local_client(local: Any, kind: str) -> Any:
    return local.client() if kind == "sync" else local.async_client()


async def refused(call: Callable[[], Any]) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as info:
        await done(call())
    return info.value


@pytest.mark.parametrize("kind", KINDS)
async def test_a_close_spelling_is_the_only_suggestion(local: Any, kind: str) -> None:
    client = local_client(local, kind)
    err = await refused(lambda: client.runs.create(benchmark="gsm9k", model="gpt-5", dry_run=True))
    assert err.code == "benchmark_not_found"
    assert err.details["suggestions"] == ["gsm8k"]
    assert err.hint == "Did you mean 'gsm8k'?"
    await close(client)


@pytest.mark.parametrize("kind", KINDS)
async def test_model_hints_name_each_catalog_model_once_by_a_name_it_has(
    local: Any, kind: str
) -> None:
    client = local_client(local, kind)
    with local.client() as reader:
        names = {r.id: r.display_name for r in reader.models.list()}
    known = set(names) | set(names.values())
    for typo in ("claude-sonet", "gpt5x", "sim-smoll", "Claude Sonet 5 (simulated)"):
        err = await refused(
            lambda t=typo: client.runs.create(benchmark="gsm8k", model=t, dry_run=True)
        )
        assert err.code == "model_not_found"
        suggestions = err.details["suggestions"]
        assert suggestions and set(suggestions) <= known, (typo, suggestions)
        routes = [next(i for i, d in names.items() if s in (i, d)) for s in suggestions]
        assert len(routes) == len(set(routes)), (typo, suggestions)  # one model, once
    await close(client)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("argument", ["benchmark", "model"])
async def test_a_name_that_is_not_a_string_is_invalid_input(
    local: Any, kind: str, argument: str
) -> None:
    client = local_client(local, kind)
    for bad in (["gsm8k"], 123, {"gsm8k"}):
        call = {"benchmark": "gsm8k", "model": "gpt-5", argument: bad}
        err = await refused(lambda c=call: client.runs.create(**c, dry_run=True))
        assert err.code == "invalid_input", (argument, bad, err)
        assert err.details["argument"] == argument
    await close(client)


@pytest.mark.parametrize("kind", KINDS)
async def test_messages_never_echo_a_huge_input_in_full(local: Any, kind: str) -> None:
    client = local_client(local, kind)
    huge = "q" * 100_000
    calls = [
        lambda: client.runs.create(benchmark=huge, model="gpt-5", dry_run=True),
        lambda: client.runs.create(benchmark="gsm8k", model=huge, dry_run=True),
        lambda: client.runs.create(benchmark=[huge], model="gpt-5", dry_run=True),
        lambda: client.runs.create(benchmark="gsm8k", model="connection:" + huge, dry_run=True),
    ]
    for call in calls:
        err = await refused(call)
        assert len(err.message) < 300 and len(str(err.details)) < 600, err.message[:300]
        assert "..." in err.message
    await close(client)


# --------------------------------------------------------------------------- tracebacks

import traceback  # noqa: E402

THIS_FILE = __file__
SECRET = "sk-live-0123456789abcdef"


def sdk_frames(exc: BaseException) -> list[str]:
    return [
        f"{f.filename}:{f.name}"
        for f in traceback.extract_tb(exc.__traceback__)
        if "/src/evalrouter/" in f.filename or "/evalrouter_generated/" in f.filename
    ]


def every_local(exc: BaseException) -> str:
    """What error trackers and ``pytest --showlocals`` print: each frame's locals, of the
    error and of every exception it chains or keeps."""
    seen: list[str] = []
    link: BaseException | None = exc
    while link is not None:
        tb = link.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename != THIS_FILE:  # the test's own locals hold it
                seen.append(repr(tb.tb_frame.f_locals))
            tb = tb.tb_next
        link = link.__cause__ or link.__context__
    kept = vars(exc).get("_sdk_traceback")
    while kept is not None:
        seen.append(repr(kept.tb_frame.f_locals))
        kept = kept.tb_next
    return "\n".join(seen)


@pytest.mark.parametrize("cls", [EvalRouter, AsyncEvalRouter])
@pytest.mark.parametrize(
    "options",
    [
        {"api_key": SECRET + " "},
        {"api_key": SECRET + "\n"},
        {"api_key": SECRET + "é"},
        {"base_url": f"https://{SECRET}@api.evalrouter.ai"},
        {"base_url": f"https://api.evalrouter.ai/v1?key={SECRET}"},
        {"api_key": SECRET, "timout": 5},
        {"api_key": SECRET, "timeout": -3},
    ],
    ids=["space", "newline", "non-ascii", "userinfo", "query", "typo", "timeout"],
)
def test_a_construction_error_ends_at_the_users_line_with_no_secret_in_any_frame(
    cls: type, options: dict[str, Any]
) -> None:
    with pytest.raises(EvalRouterError) as info:
        cls(**options)
    error = info.value
    assert error.code == "invalid_configuration"
    assert sdk_frames(error) == []
    assert traceback.extract_tb(error.__traceback__)[-1].filename == THIS_FILE
    assert SECRET not in every_local(error)
    assert SECRET not in "".join(traceback.format_exception(error))


@pytest.mark.parametrize("kind", KINDS)
def test_with_options_errors_end_at_the_users_line(kind: str) -> None:
    client = make(kind, lambda r: httpx.Response(200, json={}))
    with pytest.raises(EvalRouterError) as info:
        client.with_options(timeout=-3)
    assert sdk_frames(info.value) == []


@pytest.mark.parametrize("kind", KINDS)
async def test_a_generated_call_shows_no_sdk_frame(kind: str) -> None:
    client = make(kind, lambda r: httpx.Response(200, json={}))
    with pytest.raises(EvalRouterError) as info:
        await done(client.wallet.get(timeout=-3))
    assert info.value.code == "invalid_input"
    assert sdk_frames(info.value) == []  # every generated method: test_stranger_frames.py
    await close(client)


@pytest.mark.parametrize("kind", KINDS)
async def test_connection_refused_prints_a_short_traceback_and_keeps_the_cause(kind: str) -> None:
    client = make_refused(kind)
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.results("run_42"))
    error = info.value
    text = "".join(traceback.format_exception(error))
    assert error.code == "network_error"
    assert "httpx" not in text and "httpcore" not in text and "direct cause" not in text
    assert len(text.splitlines()) < 20, text
    assert isinstance(vars(error)["_sdk_cause"], httpx.ConnectError)
    assert "GET /runs/run_42/results" in error.message and "{run_id}" not in error.message
    await close(client)


def make_refused(kind: str) -> Any:
    def refuse(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("[Errno 111] Connection refused", request=request)

    return make(kind, refuse, max_retries=0)


# --------------------------------------------------------------------------- error text


@pytest.mark.parametrize("kind", KINDS)
async def test_a_404_from_a_server_that_is_not_evalrouter_hints_at_base_url(kind: str) -> None:
    client = make(kind, lambda r: httpx.Response(404, text="<html>Not Found</html>"))
    with pytest.raises(EvalRouterError) as info:
        await done(client.runs.results("run_42"))
    assert info.value.status_code == 404
    assert "GET /runs/run_42/results" in info.value.message
    assert info.value.hint is not None and "base_url" in info.value.hint
    await close(client)


@pytest.mark.parametrize("cls", [EvalRouter, AsyncEvalRouter])
def test_a_bad_base_url_from_the_environment_is_named_so(
    cls: type, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EVALROUTER_BASE_URL", "htp://api.evalrouter.ai")
    with pytest.raises(EvalRouterError) as info:
        cls(api_key="sk-x")
    assert "EVALROUTER_BASE_URL" in info.value.message
    assert info.value.details["env"] == "EVALROUTER_BASE_URL"
    with pytest.raises(EvalRouterError) as info:
        cls(api_key="sk-x", base_url="htp://api.evalrouter.ai")
    assert "EVALROUTER_BASE_URL" not in info.value.message


# --------------------------------------------------------------------------- unclosed clients

import gc  # noqa: E402
import warnings  # noqa: E402


@pytest.fixture(scope="module")
def served() -> Any:
    from evalrouter.testing import EvalRouterLocal

    with EvalRouterLocal().serve() as url:
        yield url


# These talk to EvalRouter Local over real sockets (the unit tests' httpx mock stays out).
real_sockets = pytest.mark.httpx_mock(should_mock=lambda request: False)


def unclosed(caught: list[warnings.WarningMessage]) -> list[str]:
    return [str(w.message) for w in caught if issubclass(w.category, ResourceWarning)]


@real_sockets
def test_a_client_left_unclosed_closes_its_own_pool_when_collected(served: str) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        client = EvalRouter(base_url=served)
        client.wallet.get()
        copy = client.with_options(timeout=30)
        del client
        gc.collect()
        copy.wallet.get()  # a copy shares the pool: it stays open while one is alive
        del copy
        gc.collect()
    assert unclosed(caught) == []


@real_sockets
def test_a_pool_the_user_passed_in_is_never_closed(served: str) -> None:
    mine = httpx.Client()
    client = EvalRouter(base_url=served, http_client=mine)
    client.wallet.get()
    del client
    gc.collect()
    assert not mine.is_closed
    mine.close()


# --------------------------------------------------------------------------- raw responses


def wallet_server(request: httpx.Request) -> httpx.Response:
    if request.url.path.endswith("/runs"):
        body: dict[str, Any] = {"data": [run(1)], "next_cursor": None}
        return httpx.Response(200, json=body, headers={"X-Request-Id": "req_page"})
    if "missing" in request.url.path:
        return httpx.Response(404, json={"error": {"code": "run_not_found", "message": "No."}})
    headers = {"X-Request-Id": "req_123", "Idempotent-Replayed": "true"}
    return httpx.Response(200, json={"balance_microusd": "5000000"}, headers=headers)


@pytest.mark.parametrize("kind", KINDS)
async def test_every_returned_record_carries_its_request_id(kind: str) -> None:
    client = make(kind, wallet_server)
    wallet = await done(client.wallet.get())
    assert wallet._request_id == "req_123"
    page = await done(client.runs.list())
    assert page._request_id == "req_page"
    await close(client)


async def test_raw_response_gives_status_headers_and_the_value_sync() -> None:
    from evalrouter import RawResponse
    from evalrouter.types import Wallet

    client = make("sync", wallet_server)
    raw = client.with_raw_response(client.wallet.get, timeout=5)
    assert isinstance(raw, RawResponse)
    assert raw.status_code == 200 and raw.request_id == "req_123"
    assert raw.headers["Idempotent-Replayed"] == "true"
    wallet: Wallet = raw.parse()
    assert wallet.to_dict() == {"balance_microusd": "5000000"}
    same = client.with_raw_response(client.wallet.get)
    assert same.headers["Idempotent-Replayed"] == "true" and same.parse() == wallet
    pages = client.with_raw_response(client.runs.list)
    assert pages.request_id == "req_page" and [r.id for r in pages.parse()] == ["run_1"]
    client.close()


async def test_raw_response_gives_status_headers_and_the_value_async() -> None:
    from evalrouter.types import Wallet

    client = make("async", wallet_server)
    raw = await client.with_raw_response(client.wallet.get, timeout=5)
    assert raw.status_code == 200 and raw.request_id == "req_123"
    wallet: Wallet = raw.parse()
    assert wallet.to_dict() == {"balance_microusd": "5000000"}
    same = await client.with_raw_response(client.wallet.get)
    assert same.headers["Idempotent-Replayed"] == "true"
    pages = await client.with_raw_response(client.runs.list)
    assert pages.request_id == "req_page" and [r.id for r in pages.parse().data] == ["run_1"]
    await client.close()


@pytest.mark.parametrize("kind", KINDS)
async def test_raw_response_errors_are_the_usual_ones(kind: str) -> None:
    client = make(kind, wallet_server)
    with pytest.raises(EvalRouterError) as info:
        await done(client.with_raw_response(client.runs.results, "missing"))
    assert info.value.code == "run_not_found"
    assert not any("_raw.py" in frame for frame in sdk_frames(info.value))
    with pytest.raises(EvalRouterError) as info:
        await done(client.with_raw_response(lambda: 1 if kind == "sync" else done(1)))
    assert info.value.code == "invalid_input"
    await close(client)


@pytest.mark.parametrize("cls", [EvalRouter, AsyncEvalRouter])
def test_an_api_key_pasted_as_base_url_is_never_echoed(cls: type) -> None:
    with pytest.raises(EvalRouterError) as info:
        cls(base_url=SECRET)
    assert info.value.details["reason"] == "invalid_base_url"
    assert SECRET not in str(info.value) and SECRET not in every_local(info.value)
