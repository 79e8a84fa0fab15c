"""``Page`` and ``AsyncPage``, from ``evalrouter`` (loaded on first use) and its pagination."""

from __future__ import annotations

import subprocess
import sys

import httpx

import evalrouter
import evalrouter.pagination
from tests.support.api import FakeAPI, make_client
from tests.support.records import ROOT, minimal


def test_page_is_sync_page_everywhere() -> None:
    assert evalrouter.Page is evalrouter.SyncPage is evalrouter.pagination.Page
    assert evalrouter.AsyncPage is evalrouter.pagination.AsyncPage
    for name in ("Page", "SyncPage", "AsyncPage", "AsyncPaginator"):
        assert name in evalrouter.__all__ and name in dir(evalrouter)
        assert name in evalrouter.pagination.__all__
    from evalrouter import AsyncPage, Page  # the names type-check and import

    assert (Page, AsyncPage) == (evalrouter.SyncPage, evalrouter.pagination.AsyncPage)


def test_the_page_names_load_on_first_use() -> None:
    code = (
        "import sys, evalrouter\n"
        "before = 'evalrouter.pagination' in sys.modules\n"
        "evalrouter.Page, evalrouter.AsyncPage\n"
        "heavy = [m for m in ('evalrouter_generated', 'attrs', 'httpx', 'evalrouter._client')"
        " if m in sys.modules]\n"
        "print(before, 'evalrouter.pagination' in sys.modules, heavy)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert out.stdout.strip() == "False True []"


def _pages(request: httpx.Request) -> httpx.Response:
    cursor = request.url.params.get("cursor")
    ids, next_cursor = (["s1", "s2"], "c2") if cursor is None else (["s3"], None)
    data = [{**minimal("SampleRecord"), "id": i} for i in ids]
    return httpx.Response(200, json={"data": data, "next_cursor": next_cursor})


def test_list_methods_return_page_and_async_page() -> None:
    with make_client("sync", FakeAPI(_pages)) as client:
        page = client.runs.samples("run_1")
        assert isinstance(page, evalrouter.Page)
        assert [s.id for s in page] == ["s1", "s2", "s3"]


async def test_async_list_methods_return_async_page() -> None:
    async with make_client("async", FakeAPI(_pages)) as client:
        page = await client.runs.samples("run_1")
        assert isinstance(page, evalrouter.AsyncPage)
        assert [s.id async for s in page] == ["s1", "s2", "s3"]


def test_the_generated_package_never_imports_the_facade() -> None:
    """Dependencies point one way, facade → generated (not even for type checking)."""
    import re
    from pathlib import Path

    root = Path(__file__).parents[3] / "generated" / "evalrouter_generated"
    offenders = [
        str(path.relative_to(root))
        for path in root.rglob("*.py")
        if re.search(r"^\s*(from|import)\s+evalrouter(\.|\s|$)", path.read_text(), re.MULTILINE)
    ]
    assert offenders == []
    assert not (root / "api").exists() and not (root / "client.py").exists()
