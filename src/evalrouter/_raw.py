"""Raw responses on demand: the HTTP answer (status, headers) beside the value a call returns.

``client.with_raw_response(client.wallet.get)`` calls the method as usual and returns a
:class:`RawResponse` holding its value (``.parse()``) and the HTTP response it came in
(``.status_code``, ``.headers``, ``.request_id``, ``.http_response``), typed by the method's
own return type. Nothing else changes: the call takes
the one request path, with its retries and errors, and a call made without it pays one
context-variable read. (openai-python generates a twin class per group for this; a wrapper
typed with ``ParamSpec`` keeps the argument and return types without one.)
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import httpx

from ._boundary import PUBLIC
from ._pipeline import CAPTURE

__all__ = ["AsyncRawAccess", "RawAccess", "RawResponse"]


@dataclass(frozen=True, slots=True)
class RawResponse[T]:
    """A call's value with the HTTP response it came in (the last one, when the method makes
    several requests, as ``runs.create`` does: every one is in ``http_responses``)."""

    value: T
    http_responses: tuple[httpx.Response, ...]

    def parse(self) -> T:
        """The value the method returns."""
        return self.value

    @property
    def http_response(self) -> httpx.Response:
        return self.http_responses[-1]

    @property
    def status_code(self) -> int:
        return self.http_response.status_code

    @property
    def headers(self) -> httpx.Headers:
        """For example ``headers.get("Idempotent-Replayed")``."""
        return self.http_response.headers

    @property
    def request_id(self) -> str | None:
        rid: str | None = self.http_response.headers.get("x-request-id")
        return rid

    def __repr__(self) -> str:
        kind = type(self.value).__name__
        return (
            f"RawResponse({kind}, status_code={self.status_code}, request_id={self.request_id!r})"
        )


def _no_request(method: object, *, ran: bool = True) -> Exception:
    from ._errors import invalid_input

    name = getattr(method, "__qualname__", type(method).__name__)
    why = "sent no request" if ran else "is not a method of the client (nothing was called)"
    return invalid_input(
        f"with_raw_response: {name} {why}, so there is no response to show.",
        argument="method",
        hint="Pass a method of the client that calls the API, e.g. client.wallet.get.",
    )


def _check_method(method: object) -> None:
    """Refused before it runs: only a method of the client (a group's) answers with a response."""
    owner = getattr(method, "__self__", None)
    module = type(owner).__module__ if owner is not None else ""
    if not module.startswith(("evalrouter.", "evalrouter_generated.")):
        raise _no_request(method, ran=False)


def call_raw[**P, T](method: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> RawResponse[T]:
    with PUBLIC:
        _check_method(method)
        captured: list[httpx.Response] = []
        token = CAPTURE.set(captured)
        try:
            value = method(*args, **kwargs)
        finally:
            CAPTURE.reset(token)
        if not captured:
            raise _no_request(method)
        return RawResponse(value, tuple(captured))


async def call_raw_async[**P, T](
    method: Callable[P, Awaitable[T]], *args: P.args, **kwargs: P.kwargs
) -> RawResponse[T]:
    with PUBLIC:
        _check_method(method)
        captured: list[httpx.Response] = []
        token = CAPTURE.set(captured)
        try:
            value = await method(*args, **kwargs)
        finally:
            CAPTURE.reset(token)
        if not captured:
            raise _no_request(method)
        return RawResponse(value, tuple(captured))


class RawAccess:
    """``client.with_raw_response``: call it with a method of the client and its arguments
    (``client.with_raw_response(client.wallet.get)``); the answer is typed by the method's."""

    __slots__ = ("_client",)

    def __init__(self, client: object) -> None:
        self._client = client

    def __call__[**P, T](
        self, method: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs
    ) -> RawResponse[T]:
        with PUBLIC:  # no frame of this SDK in a user's traceback, this one included
            return call_raw(method, *args, **kwargs)


class AsyncRawAccess:
    """``AsyncEvalRouter.with_raw_response``: as :class:`RawAccess`, awaited."""

    __slots__ = ("_client",)

    def __init__(self, client: object) -> None:
        self._client = client

    async def __call__[**P, T](
        self, method: Callable[P, Awaitable[T]], /, *args: P.args, **kwargs: P.kwargs
    ) -> RawResponse[T]:
        with PUBLIC:
            return await call_raw_async(method, *args, **kwargs)
