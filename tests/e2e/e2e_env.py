"""The end-to-end driver: one EvalRouter Local and one SDK client, sync or async.

Every test body is written once as ``async def`` and calls the SDK through ``await env(fn,
*args)``, which awaits the result only when the client is the async one. The ``env`` fixture is
parametrized over ``ALL_MODES``: the sync and the async client, in process
(``local.transport()``) and over HTTP (a loopback server and ``EvalRouter(base_url=url)``). A
test that cannot run in some mode narrows ``env`` with ``@pytest.mark.parametrize("env", ...,
indirect=True)`` and says why in a comment.

``@pytest.mark.local(**options)`` passes options to ``EvalRouterLocal`` (default ``seed=0``).
Waiting never really sleeps: each client is built with ``_timing=`` a fake clock that moves by
what is slept (``runs.wait``/``follow`` polls and retry backoff alike); the pipeline's retries
are also recorded, from the SDK's log, in ``retry_sleeps``.
"""

from __future__ import annotations

import inspect
import logging
import ssl
from collections.abc import AsyncIterator, Callable, Iterable
from typing import Any

import httpx

from evalrouter import AsyncEvalRouter, EvalRouter
from evalrouter.testing import EvalRouterLocal
from tests.support.clock import FakeClock

MODES = ["sync", "async"]
HTTP_MODES = ["sync-http", "async-http"]
ALL_MODES = MODES + HTTP_MODES

# Over HTTP each client would build its own TLS context (~50 ms of certificate loading, for a
# loopback http:// server that never uses it); one shared context keeps the suite fast.
_TLS = ssl.create_default_context()
_LIMITS = httpx.Limits(max_connections=100, max_keepalive_connections=20)  # the SDK's own


class RetryLog(logging.Handler):
    """The pipeline's waits between attempts, as the SDK logs them (``retrying ... in Ns``)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.sleeps: list[float] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.msg.startswith("retrying ") and isinstance(record.args, tuple):
            self.sleeps.append(float(record.args[2]))  # type: ignore[arg-type]


class Env:
    """One EvalRouter Local, one SDK client (sync or async, in process or over HTTP)."""

    def __init__(self, local: EvalRouterLocal, mode: str, base_url: str | None) -> None:
        self.local = local
        self.mode = mode
        self.is_async = mode.startswith("async")
        self.http = base_url is not None
        self.base_url = base_url
        self.clock = FakeClock()
        self._retries = RetryLog()
        self.retry_sleeps = self._retries.sleeps  # the pipeline's backoff between attempts
        sdk_log = logging.getLogger("evalrouter")
        self._log_level = sdk_log.level
        sdk_log.addHandler(self._retries)
        sdk_log.setLevel(logging.INFO)
        self._clients: list[Any] = []
        self.client: Any = self.make_client()

    def __repr__(self) -> str:
        return f"Env({self.mode})"

    # ------------------------------------------------------------------ clients

    def make_client(self, **options: Any) -> Any:
        """A client of this env's kind wired to its EvalRouter Local, on the fake clock."""
        if self.base_url is not None:
            options.setdefault("base_url", self.base_url)
            if "http_client" not in options:
                kind = httpx.AsyncHTTPTransport if self.is_async else httpx.HTTPTransport
                options.setdefault("transport", kind(verify=_TLS, limits=_LIMITS))
        else:  # in process: what ``local.client()`` wires, on this env's clock instead
            options.setdefault("base_url", self.local._base_url)
            options.setdefault("transport", self.local.transport())
        options.setdefault("_timing", self.clock.timing())
        client = AsyncEvalRouter(**options) if self.is_async else EvalRouter(**options)
        self._clients.append(client)
        return client

    async def aclose(self) -> None:
        sdk_log = logging.getLogger("evalrouter")
        sdk_log.removeHandler(self._retries)
        sdk_log.setLevel(self._log_level)
        for client in self._clients:
            result = client.close()
            if inspect.isawaitable(result):
                await result

    # ------------------------------------------------------------------ calling

    async def __call__(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Call an SDK method of either client; await the result if it is awaitable."""
        value = fn(*args, **kwargs)
        if inspect.isawaitable(value):
            value = await value
        return value

    async def collect(
        self,
        iterable: Iterable[Any] | AsyncIterator[Any],
        on_item: Callable[[int, Any], None] | None = None,
    ) -> list[Any]:
        """Every item of a sync or async iterator; ``on_item(count, item)`` sees each one."""
        items: list[Any] = []
        if hasattr(iterable, "__aiter__"):
            async for item in iterable:  # type: ignore[union-attr]
                items.append(item)
                if on_item is not None:
                    on_item(len(items), item)
        else:
            for item in iterable:  # type: ignore[union-attr]
                items.append(item)
                if on_item is not None:
                    on_item(len(items), item)
        return items

    # ------------------------------------------------------------------ what the server saw

    def seen(self, operation_id: str) -> list[Any]:
        """The requests EvalRouter Local received for one operation, oldest first."""
        return [r for r in self.local.requests if r.operation_id == operation_id]
