"""A user error from a generated method ends at the user's line: no frame of the generated
package, the client, the pipeline or the pages, on both clients, for every operation the
clients expose, and for pages read on (awaited, iterated, ``get_next_page``). A page size
below 1 is one such error: refused before a request leaves, naming ``limit`` and its range."""

from __future__ import annotations

import inspect
import traceback
from collections.abc import Callable
from typing import Any

import httpx
import pytest
from evalrouter_generated._operations import OPERATIONS, Operation

from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError

BASE = "http://127.0.0.1:9"
KINDS = ["sync", "async"]
THIS_FILE = __file__
Handler = Callable[[httpx.Request], httpx.Response]


def make(kind: str, handler: Handler) -> Any:
    cls = EvalRouter if kind == "sync" else AsyncEvalRouter
    return cls(base_url=BASE, transport=httpx.MockTransport(handler), max_retries=0)


def never(request: httpx.Request) -> httpx.Response:
    raise AssertionError(f"nothing should be sent: {request.method} {request.url}")


async def refused(call: Callable[[], Any]) -> EvalRouterError:
    with pytest.raises(EvalRouterError) as info:
        value = call()
        if inspect.isawaitable(value):
            await value
    return info.value


def sdk_frames(exc: BaseException) -> list[str]:
    return [
        f"{f.filename}:{f.name}"
        for f in traceback.extract_tb(exc.__traceback__)
        if "/src/evalrouter/" in f.filename or "/evalrouter_generated/" in f.filename
    ]


def ends_at_the_users_line(exc: BaseException) -> None:
    frames = traceback.extract_tb(exc.__traceback__)
    assert sdk_frames(exc) == [], sdk_frames(exc)
    assert frames and frames[-1].filename == THIS_FILE
    assert "During handling" not in "".join(traceback.format_exception(exc))


def method_of(client: Any, op: Operation) -> Any:
    """The client method that runs ``op`` (hand-written groups keep it under a ``_`` name)."""
    target: Any = client
    for name in op.attr.split("."):
        target = getattr(target, name, None)
        if target is None:
            return None
    return target


def arguments(method: Any, path_value: object) -> tuple[list[object], dict[str, object]]:
    """What the method needs: ids (``path_value``) and a body by position, and each required
    keyword a value of its type."""
    args: list[object] = []
    kwargs: dict[str, object] = {}
    samples: dict[str, object] = {"str": "x", "int": 1, "bool": True, "float": 1.0}
    for p in inspect.signature(method).parameters.values():
        if p.kind is p.POSITIONAL_ONLY:
            args.append({} if p.name == "body" else path_value)
        elif p.kind is p.KEYWORD_ONLY and p.default is p.empty:
            kwargs[p.name] = samples.get(str(p.annotation), "x")
    return args, kwargs


def exposed(kind: str) -> list[tuple[Operation, Any]]:
    client = make(kind, never)
    pairs = [(op, method_of(client, op)) for op in OPERATIONS.values()]
    return [(op, m) for op, m in pairs if m is not None]


def test_the_sweep_reaches_every_operation_a_client_shows() -> None:
    for kind in KINDS:
        reached = {op.id for op, _ in exposed(kind)}
        public = {op.id for op in OPERATIONS.values() if op.tier != "internal"}
        assert public <= reached, sorted(public - reached)


@pytest.mark.parametrize("kind", KINDS)
async def test_an_unknown_option_to_any_generated_method_ends_at_the_users_line(
    kind: str,
) -> None:
    for op, method in exposed(kind):
        args, kwargs = arguments(method, "x_1")
        error = await refused(lambda: method(*args, **kwargs, timout=5))  # noqa: B023
        assert error.code == "invalid_input", op.id
        ends_at_the_users_line(error)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_bad_option_value_to_any_generated_method_ends_at_the_users_line(
    kind: str,
) -> None:
    for op, method in exposed(kind):
        args, kwargs = arguments(method, "x_1")
        error = await refused(lambda: method(*args, **kwargs, timeout=-3))  # noqa: B023
        assert error.code == "invalid_input" and error.details["argument"] == "timeout", op.id
        ends_at_the_users_line(error)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_bad_id_type_ends_at_the_users_line(kind: str) -> None:
    swept = 0
    for op, method in exposed(kind):
        if not any(p.location == "path" for p in op.params):
            continue
        args, kwargs = arguments(method, 123)
        error = await refused(lambda: method(*args, **kwargs))  # noqa: B023
        assert error.details["argument"] in {p.py for p in op.params}, op.id
        ends_at_the_users_line(error)
        swept += 1
    assert swept > 50


@pytest.mark.parametrize("kind", KINDS)
async def test_the_issue_examples(kind: str) -> None:
    client = make(kind, never)
    for call in (
        lambda: client.wallet.get(timeout=-3),
        lambda: client.datasets.get(123),
        lambda: client.datasets.list(limit="x"),
        lambda: client.comparisons.list(limit="x"),
        lambda: client.runs.list(limit="x"),
        lambda: client.wallet.get(extra_query=["x"]),
    ):
        ends_at_the_users_line(await refused(call))


def missing(request: httpx.Request) -> httpx.Response:
    return httpx.Response(404, json={"error": {"code": "wallet_not_found", "message": "No."}})


@pytest.mark.parametrize("kind", KINDS)
async def test_an_answer_refused_by_the_server_ends_at_the_users_line(kind: str) -> None:
    client = make(kind, missing)
    error = await refused(lambda: client.wallet.get())
    assert error.code == "wallet_not_found"
    ends_at_the_users_line(error)
    assert getattr(error, "_sdk_traceback", None) is not None  # kept for whoever debugs the SDK


def two_pages(request: httpx.Request) -> httpx.Response:
    if "cursor" not in request.url.params:
        return httpx.Response(200, json={"data": [{"id": "cmp_1"}], "next_cursor": "c2"})
    return httpx.Response(500, json={"error": {"code": "internal_error", "message": "Down."}})


async def test_reading_on_past_a_page_ends_at_the_users_line_sync() -> None:
    client = make("sync", two_pages)
    page = client.comparisons.list()
    with pytest.raises(EvalRouterError) as info:
        page.get_next_page()
    ends_at_the_users_line(info.value)
    with pytest.raises(EvalRouterError) as info:
        for _ in page:
            pass
    ends_at_the_users_line(info.value)
    with pytest.raises(EvalRouterError) as info:
        for _ in page.iter_pages():
            pass
    ends_at_the_users_line(info.value)


async def test_reading_on_past_a_page_ends_at_the_users_line_async() -> None:
    client = make("async", two_pages)
    page = await client.comparisons.list()
    with pytest.raises(EvalRouterError) as info:
        await page.get_next_page()
    ends_at_the_users_line(info.value)
    with pytest.raises(EvalRouterError) as info:
        async for _ in page:
            pass
    ends_at_the_users_line(info.value)
    with pytest.raises(EvalRouterError) as info:
        async for _ in client.comparisons.list():
            pass
    ends_at_the_users_line(info.value)
    with pytest.raises(EvalRouterError) as info:
        async for _ in client.runs.list(limit="x"):
            pass
    ends_at_the_users_line(info.value)


@pytest.mark.parametrize("kind", KINDS)
async def test_a_bug_still_keeps_every_frame(kind: str) -> None:
    def broken(request: httpx.Request) -> httpx.Response:
        raise ZeroDivisionError("a bug in a transport")

    client = make(kind, broken)
    with pytest.raises(ZeroDivisionError) as info:
        value = client.wallet.get()
        if inspect.isawaitable(value):
            await value
    assert any("/evalrouter_generated/" in f for f in sdk_frames(info.value))


# --------------------------------------------------------------------------- page sizes


def test_every_page_size_has_its_bound_from_the_contract() -> None:
    import json

    from tests.support.records import ROOT

    spec = json.loads((ROOT / "openapi.json").read_text())
    limits = 0
    for op in OPERATIONS.values():
        raw = spec["paths"][op.path][op.method.lower()]
        schemas = {p["name"]: p.get("schema", {}) for p in raw.get("parameters", ())}
        for param in op.params:
            schema = schemas.get(param.name, {})
            assert (param.minimum, param.maximum) == (
                schema.get("minimum"),
                schema.get("maximum"),
            ), (op.id, param.name)
            if param.name == "limit":
                assert param.minimum == 1, op.id
                limits += 1
    assert limits >= 30


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("size", [0, -1])
async def test_a_page_size_below_one_is_refused_before_anything_is_sent(
    kind: str, size: int
) -> None:
    swept = 0
    for op, method in exposed(kind):
        if not any(p.py == "limit" for p in op.params):
            continue
        args, kwargs = arguments(method, "x_1")
        error = await refused(lambda: method(*args, **kwargs, limit=size))  # noqa: B023
        assert error.code == "invalid_input", op.id
        assert error.details["argument"] == "limit" and error.details["minimum"] == 1
        assert f"limit must be at least 1, not {size}" in error.message, error.message
        ends_at_the_users_line(error)
        swept += 1
    assert swept >= 30


@pytest.mark.parametrize("kind", KINDS)
async def test_a_page_size_of_one_or_more_is_sent(kind: str) -> None:
    sent: list[httpx.URL] = []

    def pages(request: httpx.Request) -> httpx.Response:
        sent.append(request.url)
        return httpx.Response(200, json={"data": [], "next_cursor": None})

    client = make(kind, pages)
    for size in (1, 1000):
        page = client.runs.list(limit=size)
        if inspect.isawaitable(page):
            page = await page
        assert len(page) == 0
    assert [u.params["limit"] for u in sent] == ["1", "1000"]
