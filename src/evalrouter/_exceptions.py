"""The errors the SDK raises, as the SDK's modules import them, and the rules read from them
(which failures are transient, which class an HTTP status gets).

The classes themselves are defined in the package's ``__init__.py``: their ``__module__`` is
then ``evalrouter``, so a traceback names ``evalrouter.NotFoundError`` (the name a user
imports), and ``inspect.getsource`` still finds them, on every Python version (it reads the
source of the module ``__module__`` names)."""

from __future__ import annotations

# The classes, re-exported under their names (the package's _ERRORS lists them).
from . import APIConnectionError as APIConnectionError
from . import APIStatusError as APIStatusError
from . import APITimeoutError as APITimeoutError
from . import AuthenticationError as AuthenticationError
from . import BadRequestError as BadRequestError
from . import ClientUpgradeRequired as ClientUpgradeRequired
from . import ConflictError as ConflictError
from . import EvalRouterError as EvalRouterError
from . import InternalServerError as InternalServerError
from . import MaxCostExceeded as MaxCostExceeded
from . import NotFoundError as NotFoundError
from . import PaymentRequiredError as PaymentRequiredError
from . import PermissionDeniedError as PermissionDeniedError
from . import RateLimitError as RateLimitError
from . import ResultsNotLoaded as ResultsNotLoaded
from . import RunStartUnconfirmed as RunStartUnconfirmed
from . import UnexpectedArgument as UnexpectedArgument
from . import UnprocessableEntityError as UnprocessableEntityError
from . import WaitTimeout as WaitTimeout

_TRANSIENT_CODES = frozenset({"network_error", "request_timeout"})
# Answers that ask the caller to come back later: timed out, too early, too many requests.
_THROTTLE_STATUS = frozenset({408, 425, 429})


def is_transient(error: BaseException, *, throttling: bool = True) -> bool:
    """The one rule for "this failure may pass if the same call is made again": no usable
    answer arrived (a dropped connection, a timeout, a gateway), or the API answered 5xx, or
    (with ``throttling``) 408, 425 or 429. Anything else (a refusal, a redirect, a bug) would
    fail the same way again.

    The agents runner's durable writes and trace uploads pass ``throttling=False``: the task
    protocol repeats those only after a 5xx or a network failure and raises any 4xx at once,
    since the request path below them has already honoured the service's ``Retry-After``."""
    if isinstance(error, APIConnectionError):
        return True
    if not isinstance(error, EvalRouterError):
        return False
    if error.code in _TRANSIENT_CODES:
        return True
    status = error.status_code
    return status is not None and (status >= 500 or (throttling and status in _THROTTLE_STATUS))


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
