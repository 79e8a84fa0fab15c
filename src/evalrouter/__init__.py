"""EvalRouter: run LLM benchmarks and agent evaluations with capped, quoted costs.

    from evalrouter import EvalRouter
    client = EvalRouter()
    run = client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5, wait=True)
    print(run.score)

Names load on first use, so ``import evalrouter`` costs little more than importing httpx. The
errors are the exception: they are defined here, so that a traceback names them as they are
imported (``evalrouter.NotFoundError``) and ``inspect.getsource`` finds their source.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from ._version import __version__

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue
    from evalrouter_generated.models.quote_record import QuoteRecord
    from evalrouter_generated.models.run_event import RunEvent
    from evalrouter_generated.models.run_record import RunRecord

    from . import agents as agents
    from . import types as types
    from ._client import AsyncEvalRouter as AsyncEvalRouter
    from ._client import EvalRouter as EvalRouter
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

# --------------------------------------------------------------------------- errors
# Defined here, not in ._exceptions, so that their __module__ is "evalrouter": see there.


class EvalRouterError(Exception):
    """Base of every error the SDK raises.

    ``code`` is the API's error code (``insufficient_balance``) or a local one, the same the
    service's own client raises (``invalid_configuration``, ``invalid_input``,
    ``network_error``, ``ambiguous_model``); a finer reason, when there is one, is in
    ``details["reason"]``. ``hint`` says what to do about it.
    """

    code: str
    message: str
    hint: str | None
    request_id: str | None
    details: dict[str, JsonValue]
    """What the error is about, by name (``details["argument"]``, ``details["reason"]``);
    empty when there is nothing more to say."""
    status_code: int | None
    retryable: bool
    idempotency_key: str | None

    def __init__(
        self,
        code: str,
        message: str,
        *,
        hint: str | None = None,
        request_id: str | None = None,
        details: JsonValue = None,
        status_code: int | None = None,
        retryable: bool = False,
        idempotency_key: str | None = None,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.hint = hint
        self.request_id = request_id
        # Always an object, so ``e.details["argument"]`` type-checks; any other JSON a server
        # sent as its details is kept under "value".
        if details is None:
            details = {}
        self.details = details if isinstance(details, dict) else {"value": details}
        self.status_code = status_code
        self.retryable = retryable
        self.idempotency_key = idempotency_key

    def __str__(self) -> str:
        text = f"{self.message} [{self.code}]"
        if self.hint:
            text += f" Hint: {self.hint}"
        if self.request_id:
            text += f" (request id {self.request_id})"
        return text

    def __repr__(self) -> str:
        status = f", status_code={self.status_code}" if self.status_code is not None else ""
        return f"{type(self).__name__}(code={self.code!r}{status}, message={self.message!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        # Pickled as its class and attributes, so subclasses with their own __init__
        # (WaitTimeout, RunStartUnconfirmed, ...) come back whole.
        state = {k: v for k, v in self.__dict__.items() if k != "_sdk_traceback"}
        return (_restore, (type(self), self.args, state))

    def as_dict(self) -> dict[str, Any]:
        """The error as plain data, e.g. for a ``--json`` error document."""
        return {
            "code": self.code,
            "message": self.message,
            "hint": self.hint,
            "status": self.status_code,
            "retryable": self.retryable,
            "request_id": self.request_id,
            "details": self.details,
        }


class UnexpectedArgument(EvalRouterError, TypeError):
    """An option or keyword the SDK does not know: code ``invalid_input`` on a call,
    ``invalid_configuration`` on a constructor or ``with_options``; ``details["reason"]`` is
    ``unknown_option``."""


class ResultsNotLoaded(EvalRouterError, AttributeError):
    """``run.score`` was read before the run's results were loaded: code
    ``results_not_loaded``. An ``AttributeError`` too, so ``hasattr(run, "score")`` is False
    and ``getattr(run, "score", None)`` is None until ``run.results()`` or ``run.wait()``.
    Caught as ``EvalRouterError`` (branch on ``.code``) or ``AttributeError``; not exported."""

    def __init__(self, message: str, *, hint: str | None = None, run_id: str = "") -> None:
        super().__init__("results_not_loaded", message, hint=hint, details={"run_id": run_id})
        # AttributeError's own fields, as Python sets them for a missing attribute.
        self.name = "score"


class APIConnectionError(EvalRouterError):
    """No usable answer arrived: the connection failed, dropped, or a gateway answered.

    The server may or may not have acted on the request.
    """


class APITimeoutError(APIConnectionError):
    """The call's deadline passed before an answer arrived."""


class APIStatusError(EvalRouterError):
    """The API answered with an error status."""

    status_code: int


class BadRequestError(APIStatusError):
    """400."""


class AuthenticationError(APIStatusError):
    """401: the API key is missing, wrong or revoked."""


class PaymentRequiredError(APIStatusError):
    """402: the wallet cannot cover the request."""


class PermissionDeniedError(APIStatusError):
    """403."""


class NotFoundError(APIStatusError):
    """404."""


class ConflictError(APIStatusError):
    """409."""


class UnprocessableEntityError(APIStatusError):
    """422: the request was understood but its content is invalid."""


class ClientUpgradeRequired(APIStatusError):
    """426: this SDK release is too old for the service.

    ``.upgrade`` and the hint say how to upgrade this SDK where it is installed; the service's
    own suggestion, if it sent one, stays in ``details["upgrade"]`` (it may name the package
    index's ``evalrouter-sdk``, which is another package).
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # The service's hint stays unless it is an install command: that one is for its own
        # client, and would install the package index's evalrouter-sdk.
        ours = f"Upgrade this SDK: {self.upgrade}"
        theirs = self.hint
        self.hint = ours if not theirs or "pip install" in theirs else f"{theirs} {ours}"

    @property
    def upgrade(self) -> str:
        """The command that upgrades this SDK, e.g. ``git -C <clone> pull && pip install -e
        <clone>`` for an install from a clone."""
        from ._version import upgrade_command

        return upgrade_command()


class RateLimitError(APIStatusError):
    """429."""

    retry_after: float | None = None


class InternalServerError(APIStatusError):
    """Any status of 500 or above, including non-standard ones such as 520."""


class WaitTimeout(EvalRouterError):
    """A local wait ran out of time. The work goes on on the server; nothing was cancelled."""

    last: RunRecord | RunEvent | None
    """The last record seen: the run (``runs.wait``) or the last event (``runs.follow``)."""

    def __init__(
        self, message: str, *, last: RunRecord | RunEvent | None = None, hint: str | None = None
    ) -> None:
        super().__init__("wait_timeout", message, hint=hint, details=None)
        self.last = last


class MaxCostExceeded(EvalRouterError):
    """The quote's maximum charge is above ``max_cost``; nothing was started.

    ``.quote`` is the quote, so you can read its plan and cost and decide.
    """

    quote: QuoteRecord

    def __init__(self, quote: QuoteRecord, charge_microusd: str, cap_microusd: str) -> None:
        from ._money import format_usd  # _money imports this module

        quote_id = quote.get("id") if isinstance(quote, dict) else getattr(quote, "id", None)
        super().__init__(
            "quote_exceeds_max_cost",
            f"Quote {quote_id} may charge up to {format_usd(charge_microusd)}, above "
            f"max_cost {format_usd(cap_microusd)}. Nothing was started.",
            hint=f"Raise max_cost to at least {format_usd(charge_microusd)}, or quote less "
            "work (e.g. coverage='sample').",
            details={
                "quote_id": quote_id,
                "max_charge_microusd": charge_microusd,
                "max_cost_microusd": cap_microusd,
            },
        )
        self.quote = quote


class RunStartUnconfirmed(APIConnectionError):
    """``POST /runs`` got no usable answer, after every retry the call's time allowed: the run
    may have started (and been funded).

    ``.quote_id`` is the quote being admitted and ``.idempotency_key`` the admission's key; both
    are in ``details`` too. ``.code`` is the last failure's (``network_error``,
    ``request_timeout``, ``invalid_response``, …) and
    ``details["reason"]`` is ``"run_start_unconfirmed"``. Admission is idempotent per quote, so
    the call in ``.hint``, ``client.runs.create(quote_id=...)``, returns that run if it started
    and never starts a second one.
    """

    quote_id: str

    def __init__(
        self,
        cause: EvalRouterError,
        *,
        quote_id: str,
        idempotency_key: str,
        attempts: int,
        recover: str,
        retryable: bool,
    ) -> None:
        details: dict[str, Any] = {
            "reason": "run_start_unconfirmed",
            "quote_id": quote_id,
            "idempotency_key": idempotency_key,
            "attempts": attempts,
            "cause": cause.code,
        }
        if isinstance(cause.details, dict) and "field" in cause.details:
            details["field"] = cause.details["field"]
        super().__init__(
            cause.code,
            f"Starting a run from quote {quote_id} got no usable answer "
            f"({cause.message.rstrip('.')}). The run may have started.",
            hint=f"Recover it with {recover}: it returns that run if it started, and never "
            "starts a second one.",
            request_id=cause.request_id,
            details=details,
            status_code=cause.status_code,
            retryable=retryable,
            idempotency_key=idempotency_key,
        )
        self.quote_id = quote_id


class EvalRouterDeprecationWarning(UserWarning):
    """An operation this client uses is deprecated by the service (Deprecation/Sunset)."""


def _restore(cls: type[EvalRouterError], args: tuple[Any, ...], state: dict[str, Any]) -> Any:
    """Unpickle an error without calling its ``__init__``."""
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


# --------------------------------------------------------------------------- lazy names

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
    "Page": ".pagination",
    "SyncPage": ".pagination",
    "AsyncPage": ".pagination",
    "AsyncPaginator": ".pagination",
    "types": ".types",
    "agents": ".agents",
}
_MODULES = frozenset({"types", "agents"})

_ERRORS = (
    "APIConnectionError",
    "APIStatusError",
    "APITimeoutError",
    "AuthenticationError",
    "BadRequestError",
    "ClientUpgradeRequired",
    "ConflictError",
    "EvalRouterError",
    "InternalServerError",
    "MaxCostExceeded",
    "NotFoundError",
    "PaymentRequiredError",
    "PermissionDeniedError",
    "RateLimitError",
    "RunStartUnconfirmed",
    "ResultsNotLoaded",
    "UnexpectedArgument",
    "UnprocessableEntityError",
    "WaitTimeout",
)

__all__ = ["__version__", *sorted([*_LAZY, *_ERRORS, "EvalRouterDeprecationWarning"])]


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
