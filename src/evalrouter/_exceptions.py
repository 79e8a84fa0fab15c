"""The errors the SDK raises. Branch on ``.code``, never on the message text."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from evalrouter_generated._model import JsonValue
    from evalrouter_generated.models.run_event import RunEvent
    from evalrouter_generated.models.run_record import RunRecord

__all__ = [
    "APIConnectionError",
    "APIStatusError",
    "APITimeoutError",
    "AuthenticationError",
    "BadRequestError",
    "ClientUpgradeRequired",
    "ConflictError",
    "EvalRouterError",
    "InternalServerError",
    "NotFoundError",
    "PaymentRequiredError",
    "PermissionDeniedError",
    "RateLimitError",
    "UnexpectedArgument",
    "UnprocessableEntityError",
    "WaitTimeout",
]


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
    details: JsonValue
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
        self.details = details
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
    """426: this SDK release is too old for the service."""

    @property
    def upgrade(self) -> str | None:
        """The command the service says to run, e.g. ``pip install -U evalrouter-sdk``."""
        details = self.details
        if isinstance(details, dict):
            value = details.get("upgrade")
            if isinstance(value, str):
                return value
        return None


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


def _restore(cls: type[EvalRouterError], args: tuple[Any, ...], state: dict[str, Any]) -> Any:
    """Unpickle an error without calling its ``__init__``."""
    error = cls.__new__(cls, *args)
    error.args = args
    error.__dict__.update(state)
    return error


def public[E: type[BaseException]](cls: E) -> E:
    """Show ``cls`` as ``evalrouter.<Name>`` (in reprs and tracebacks), where users import it.
    Pickle finds it there too: the package exports every such name."""
    cls.__module__ = "evalrouter"
    return cls


STATUS_CLASSES: dict[int, type[APIStatusError]] = {
    400: BadRequestError,
    401: AuthenticationError,
    402: PaymentRequiredError,
    403: PermissionDeniedError,
    404: NotFoundError,
    409: ConflictError,
    422: UnprocessableEntityError,
    426: ClientUpgradeRequired,
    429: RateLimitError,
}


def status_error_class(status: int) -> type[APIStatusError]:
    if status >= 500:
        return InternalServerError
    return STATUS_CLASSES.get(status, APIStatusError)


for _name in __all__:
    public(globals()[_name])
