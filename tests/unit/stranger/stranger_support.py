"""A small scripted API for the tests of issue 14's runs behaviour (options, interrupts,
validation, outages, follow pages): both clients built on ``httpx.MockTransport``, a fake clock
given at construction (``_timing=``), every request recorded."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx

from evalrouter import AsyncEvalRouter, EvalRouter
from tests.support.api import FakeAPI
from tests.support.clock import FakeClock

BASE = "https://api.example.com"
type Answer = httpx.Response | BaseException | Callable[[httpx.Request], httpx.Response]


def ok(body: Any, status: int = 200) -> httpx.Response:
    return httpx.Response(status, json=body)


def failure(status: int, code: str, message: str = "No.", **extra: Any) -> httpx.Response:
    return httpx.Response(status, json={"error": {"code": code, "message": message, **extra}})


def run(run_id: str = "run_1", status: str = "running", **fields: Any) -> dict[str, Any]:
    return {"id": run_id, "status": status, **fields}


def results(score: float = 0.75) -> dict[str, Any]:
    return {
        "id": "res_1",
        "run_id": "run_1",
        "profiles": [
            {"profile_id": "p1", "headline_key": "acc", "metrics": [{"key": "acc", "value": score}]}
        ],
    }


def events(*sequences: tuple[int, str], has_more: bool = False, next_sequence: int | None = None,
           status: str | None = "running") -> dict[str, Any]:  # fmt: skip
    data = [{"sequence": s, "type": t, "created_at": "2026-01-01T00:00:00Z", "data": {}}
            for s, t in sequences]  # fmt: skip
    last = next_sequence if next_sequence is not None else (sequences[-1][0] if sequences else 0)
    page: dict[str, Any] = {"data": data, "has_more": has_more, "next_sequence": last}
    if status is not None:
        page["run_status"] = status
    return page


class Clock(FakeClock):
    """The shared fake clock, from 1000 s on; once ``interrupt_after`` sleeps were taken, the
    next one raises ``KeyboardInterrupt`` (as Ctrl+C would, during a pause)."""

    def __init__(self, interrupt_after: int | None = None) -> None:
        super().__init__(1000.0)
        self.interrupt_after = interrupt_after

    def sleep(self, seconds: float) -> None:
        if self.interrupt_after is not None and len(self.sleeps) >= self.interrupt_after:
            raise KeyboardInterrupt
        super().sleep(seconds)


class API(FakeAPI):
    """The one fake API (``tests/support/api.py``), answering through ``httpx.MockTransport``
    rather than pytest-httpx: answers by (method, path), the last one repeated."""

    def client(self, mode: str, clock: Clock | None = None, **options: Any) -> Any:
        cls = EvalRouter if mode == "sync" else AsyncEvalRouter
        options.setdefault("max_retries", 0)
        return cls(
            base_url=BASE,
            api_key="sk-test",
            transport=httpx.MockTransport(self),
            _timing=(clock or Clock()).timing(),
            **options,
        )
