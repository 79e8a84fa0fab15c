"""Hand-written public methods refuse a call they cannot take the way the generated ones do:
an ``UnexpectedArgument`` (an ``EvalRouterError`` and a ``TypeError``) with a "did you mean"
built from the method's real parameters, never Python's bare ``TypeError``."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from typing import cast

from ._boundary import PUBLIC
from ._config import unknown_option
from ._errors import invalid_input


def checked[**P, R](
    where: str, options: type | None = None
) -> Callable[[Callable[P, R]], Callable[P, R]]:
    """Check the keywords of a call to ``where`` (e.g. ``"runs.wait()"``) before it runs.

    ``options`` is the TypedDict of a ``**options: Unpack[...]`` parameter: its keys are
    keywords too, and its required keys must be given."""

    def decorate(fn: Callable[P, R]) -> Callable[P, R]:
        signature = inspect.signature(fn)
        params = signature.parameters
        listed = tuple(getattr(options, "__annotations__", {}))
        required: frozenset[str] = getattr(options, "__required_keys__", frozenset())
        keywords = frozenset(
            n
            for n, p in params.items()
            if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) and n != "self"
        ) | frozenset(listed)
        names = tuple(
            n for n, p in params.items() if n != "self" and p.kind is not p.VAR_KEYWORD
        ) + tuple(n for n in listed if n not in params)
        known = tuple(n for n in names if n in keywords)

        def check(args: tuple[object, ...], kwargs: dict[str, object]) -> None:
            for name in kwargs:
                if name not in keywords:
                    error = unknown_option(where, name, known)
                    if not known:  # e.g. f(*ids): nothing is passed by keyword
                        error.hint = f"{where} takes {', '.join(names)} by position only."
                    raise error
            for name in sorted(required - kwargs.keys()):
                raise invalid_input(
                    f"{where} needs {name}=.",
                    argument=name,
                    reason="invalid_call",
                    hint=f"{where} takes {', '.join(names)}.",
                )
            try:
                signature.bind(*args, **kwargs)
            except TypeError as exc:
                raise invalid_input(
                    f"{where}: {exc}.",
                    reason="invalid_call",
                    hint=f"{where} takes {', '.join(names) or 'no arguments'}.",
                ) from None

        if inspect.iscoroutinefunction(fn):

            @functools.wraps(fn)
            async def acall(*args: P.args, **kwargs: P.kwargs) -> object:
                with PUBLIC:
                    check(args, kwargs)
                    return await fn(*args, **kwargs)

            return cast("Callable[P, R]", acall)

        @functools.wraps(fn)
        def call(*args: P.args, **kwargs: P.kwargs) -> R:
            with PUBLIC:
                check(args, kwargs)
                return fn(*args, **kwargs)

        return call

    return decorate
