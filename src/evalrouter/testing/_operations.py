"""How EvalRouter Local's operations are declared: a ``Call`` in, a ``Reply`` out, and the
operationId each handler answers written on the handler itself (``@operation``), as moto does;
``operations_of`` collects an API object's handlers by operationId."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

import httpx


@dataclass(slots=True)
class Call:
    method: str
    params: dict[str, str]
    query: httpx.QueryParams
    body: Any
    headers: httpx.Headers
    origin: str = "http://127.0.0.1"  # scheme://host[:port] the request was sent to


@dataclass(slots=True)
class Reply:
    status: int
    json: Any = None
    content: bytes | None = None
    content_type: str | None = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0  # seconds the answer is held back (real time), after processing


Handler = Callable[[Call], Reply]
_Method = TypeVar("_Method", bound=Callable[..., Reply])
_OPERATION_ID = "__evalrouter_local_operation__"


def operation(operation_id: str) -> Callable[[_Method], _Method]:
    """Declare that the decorated method answers ``operation_id``."""

    def mark(method: _Method) -> _Method:
        setattr(method, _OPERATION_ID, operation_id)
        return method

    return mark


def operations_of(api: object) -> dict[str, Handler]:
    """The handlers ``api``'s class declares with ``@operation``, by operationId."""
    found: dict[str, Handler] = {}
    for name, member in vars(type(api)).items():
        operation_id = getattr(member, _OPERATION_ID, None)
        if isinstance(operation_id, str):
            found[operation_id] = getattr(api, name)
    return found
