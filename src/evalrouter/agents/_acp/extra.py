"""The ``agents`` extra an agent over ACP needs: ``agent-client-protocol`` (its messages are
pydantic models). Imported only when such an agent is quoted or run, never by
``import evalrouter.agents``."""

from __future__ import annotations

import importlib
from types import ModuleType

from ..._exceptions import EvalRouterError

__all__ = ["EXTRA_CODE", "INSTALL", "require_acp"]

EXTRA_CODE = "agents_extra_required"
INSTALL = "pip install -e '.[agents]'"


def require_acp() -> ModuleType:
    """The ``acp`` package, or ``agents_extra_required`` naming the install command."""
    try:
        return importlib.import_module("acp")
    except ImportError as exc:
        raise EvalRouterError(
            EXTRA_CODE,
            "An agent over ACP (agents.local_agent) needs the agents extra, which brings "
            f"agent-client-protocol; it is not installed ({exc.name or exc}).",
            hint=f"In your clone of this SDK: {INSTALL} (or pip install "
            "'<the SDK wheel>[agents]').",
            details={"extra": "agents", "package": "agent-client-protocol"},
        ) from None
