"""The ``agents`` extra an agent over ACP needs: ``agent-client-protocol`` (its messages are
pydantic models). Imported only when such an agent is quoted or run, never by
``import evalrouter.agents``; once per process, in a thread of its own.

The import costs about 0.45 s of CPU (``acp.schema`` builds some hundred pydantic models). On
the event loop it would hold up every attempt of the process, so :func:`start_acp_import` checks
the extra is there (a refusal at once, before anything is installed or started) and starts the
import in a thread, and :func:`load_acp` waits for it where the protocol is first spoken: by
then the sandbox was probed and the agent started, alongside the import.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import importlib
import importlib.util
import sys
import threading
from types import ModuleType

from ..._exceptions import EvalRouterError

__all__ = ["EXTRA_CODE", "INSTALL", "load_acp", "require_acp", "start_acp_import"]

EXTRA_CODE = "agents_extra_required"
INSTALL = "pip install -e '.[agents]'"

_loading: concurrent.futures.Future[ModuleType] | None = None
_loading_lock = threading.Lock()


def _refusal(missing: object) -> EvalRouterError:
    return EvalRouterError(
        EXTRA_CODE,
        "An agent over ACP (agents.local_agent) needs the agents extra, which brings "
        f"agent-client-protocol; it is not installed ({missing}).",
        hint=f"In your clone of this SDK: {INSTALL} (or pip install '<the SDK wheel>[agents]').",
        details={"extra": "agents", "package": "agent-client-protocol"},
    )


def require_acp() -> ModuleType:
    """The ``acp`` package, or ``agents_extra_required`` naming the install command."""
    try:
        return importlib.import_module("acp")
    except ImportError as exc:
        raise _refusal(exc.name or exc) from None


def _import(future: concurrent.futures.Future[ModuleType]) -> None:
    try:
        future.set_result(require_acp())
    except BaseException as exc:  # handed to whoever waits: a refusal, most likely
        future.set_exception(exc)


def start_acp_import() -> None:
    """Refuse (``agents_extra_required``) when the extra is not installed; else start its
    import in a thread of its own, unless it is imported or on its way."""
    global _loading
    if sys.modules.get("acp") is not None:
        return
    if importlib.util.find_spec("acp") is None:  # not installed (or hidden): no import to try
        raise _refusal("acp")
    with _loading_lock:
        if _loading is None or _loading.done():
            _loading = concurrent.futures.Future()
            threading.Thread(
                target=_import, args=(_loading,), name="evalrouter-acp-import", daemon=True
            ).start()


async def load_acp() -> ModuleType:
    """The ``acp`` package, waited for without holding up the event loop (the import started
    by :func:`start_acp_import`, or started now); ``agents_extra_required`` when it fails."""
    with _loading_lock:
        loading = _loading
    if loading is None or loading.done():
        if "acp" in sys.modules:  # imported (a module half-imported by the thread is not done)
            return require_acp()
        start_acp_import()
        with _loading_lock:
            loading = _loading
    if loading is None:  # imported meanwhile, by another way
        return require_acp()
    return await asyncio.wrap_future(loading)
