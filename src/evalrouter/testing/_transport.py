"""``LocalTransport``: an httpx transport (sync and async) answered by EvalRouter Local."""

from __future__ import annotations

import asyncio
import time

import httpx

from ._handler import Handler, Outcome


def _read_timeout(request: httpx.Request) -> float | None:
    timeout = request.extensions.get("timeout")
    if isinstance(timeout, dict):
        value = timeout.get("read")
        if isinstance(value, int | float):
            return float(value)
    return None


def _timed_out(request: httpx.Request) -> httpx.ReadTimeout:
    return httpx.ReadTimeout("timed out waiting for EvalRouter Local's answer", request=request)


class LocalTransport(httpx.BaseTransport, httpx.AsyncBaseTransport):
    """Routes every request to one EvalRouter Local; usable by ``httpx.Client`` and
    ``httpx.AsyncClient`` alike. An injected delay longer than the request's read timeout ends in
    ``httpx.ReadTimeout``, after the service has processed the request, as over a network.
    """

    def __init__(self, handler: Handler) -> None:
        self._handler = handler

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        request.read()
        outcome = self._handler.dispatch(request)
        if outcome.delay:
            limit = _read_timeout(request)
            if limit is not None and outcome.delay > limit:
                time.sleep(limit)
                raise _timed_out(request)
            time.sleep(outcome.delay)
        return _finish(outcome)

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        await request.aread()
        outcome = self._handler.dispatch(request)
        if outcome.delay:
            limit = _read_timeout(request)
            if limit is not None and outcome.delay > limit:
                await asyncio.sleep(limit)
                raise _timed_out(request)
            await asyncio.sleep(outcome.delay)
        return _finish(outcome)

    def close(self) -> None:
        pass

    async def aclose(self) -> None:
        pass


def _finish(outcome: Outcome) -> httpx.Response:
    if outcome.error is not None:
        raise outcome.error
    assert outcome.response is not None
    return outcome.response
