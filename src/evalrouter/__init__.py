"""EvalRouter: run LLM benchmarks and agent evaluations with capped, quoted costs.

    from evalrouter import EvalRouter
    client = EvalRouter()
    run = client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, wait=True)
    print(run.score)

Names load on first use, so ``import evalrouter`` costs little more than importing httpx.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from ._version import __version__

if TYPE_CHECKING:
    from . import agents as agents
    from . import types as types
    from ._client import AsyncEvalRouter as AsyncEvalRouter
    from ._client import EvalRouter as EvalRouter
    from ._exceptions import APIConnectionError as APIConnectionError
    from ._exceptions import APIStatusError as APIStatusError
    from ._exceptions import APITimeoutError as APITimeoutError
    from ._exceptions import AuthenticationError as AuthenticationError
    from ._exceptions import BadRequestError as BadRequestError
    from ._exceptions import ClientUpgradeRequired as ClientUpgradeRequired
    from ._exceptions import ConflictError as ConflictError
    from ._exceptions import EvalRouterError as EvalRouterError
    from ._exceptions import InternalServerError as InternalServerError
    from ._exceptions import MaxCostExceeded as MaxCostExceeded
    from ._exceptions import NotFoundError as NotFoundError
    from ._exceptions import PaymentRequiredError as PaymentRequiredError
    from ._exceptions import PermissionDeniedError as PermissionDeniedError
    from ._exceptions import RateLimitError as RateLimitError
    from ._exceptions import ResultsNotLoaded as ResultsNotLoaded
    from ._exceptions import RunStartUnconfirmed as RunStartUnconfirmed
    from ._exceptions import UnexpectedArgument as UnexpectedArgument
    from ._exceptions import UnprocessableEntityError as UnprocessableEntityError
    from ._exceptions import WaitTimeout as WaitTimeout
    from ._flows._names import ResolvedBenchmark as ResolvedBenchmark
    from ._resource import RequestOptions as RequestOptions
    from ._resource import tier_of as tier_of
    from ._results import Comparison as Comparison
    from ._run import AsyncRun as AsyncRun
    from ._run import Run as Run
    from .pagination import AsyncPage as AsyncPage
    from .pagination import AsyncPaginator as AsyncPaginator
    from .pagination import Page as Page
    from .pagination import SyncPage as SyncPage

_LAZY: dict[str, str] = {
    "EvalRouter": "._client",
    "AsyncEvalRouter": "._client",
    "RequestOptions": "._resource",
    "tier_of": "._resource",
    "Run": "._run",
    "AsyncRun": "._run",
    "Comparison": "._results",
    "RawResponse": "._raw",
    "ResolvedBenchmark": "._flows._names",
    "EvalRouterDeprecationWarning": "._deprecation",
    "Page": ".pagination",
    "SyncPage": ".pagination",
    "AsyncPage": ".pagination",
    "AsyncPaginator": ".pagination",
    "types": ".types",
    "agents": ".agents",
}
from ._exceptions import __all__ as _ERRORS  # noqa: E402 (a module with no imports)

_LAZY.update(dict.fromkeys(_ERRORS, "._exceptions"))

_MODULES = frozenset({"types", "agents"})

__all__ = ["__version__", *sorted(_LAZY)]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'evalrouter' has no attribute {name!r}")
    imported = import_module(module, __name__)
    value = imported if name in _MODULES else getattr(imported, name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
