# The callbacks take the protocol's parameters by name, used or not.
# ruff: noqa: ARG002
"""What an ACP agent may ask of the runner (its callbacks), answered by policy: permission for
the attempt's own task tools and for reads/edits inside the workspace; file reads and writes
inside the workspace; nothing else (terminals, elicitation, paths outside the workspace, vendor
methods) — those are refused.

This module imports ``acp`` (the ``agents`` extra): it is loaded only when an ACP agent runs.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from acp import RequestError
from acp.schema import (
    AllowedOutcome,
    DeniedOutcome,
    PermissionOption,
    ReadTextFileResponse,
    RequestPermissionResponse,
    ToolCallUpdate,
    WriteTextFileResponse,
)

__all__ = ["AttemptCallbacks", "inside"]

MAX_FILE_BYTES = 1024 * 1024


def inside(workspace: Path, path: str) -> Path | None:
    """``path`` resolved (links followed), when it is strictly inside ``workspace``."""
    if not isinstance(path, str) or not path or "\0" in path:
        return None
    root = Path(os.path.realpath(workspace))
    given = Path(path)
    resolved = Path(os.path.realpath(given if given.is_absolute() else root / given))
    return resolved if resolved != root and resolved.is_relative_to(root) else None


def _ours(tool: ToolCallUpdate, names: Iterable[str]) -> bool:
    if tool.kind not in (None, "other"):
        return False
    meta = tool.field_meta or {}
    if "toolName" in meta:
        return meta["toolName"] in {f"mcp__evalrouter__{n}" for n in names}
    title = (tool.title or "").strip().lower()
    for name in names:
        forms = (
            f"mcp__evalrouter__{name}",
            f"evalrouter_{name}",
            f"{name} (evalrouter mcp server)",
        )
        if title in {form.lower() for form in forms}:
            return True
        if re.fullmatch(rf"evalrouter:\s*{re.escape(name.lower())}", title):
            return True
    return False


class AttemptCallbacks:
    """The ``acp.Client`` of one attempt."""

    def __init__(
        self,
        workspace: Path,
        tool_names: Callable[[], list[str]],
        *,
        on_refusal: Callable[[str], None],
    ) -> None:
        self._workspace = workspace
        self._tool_names = tool_names
        self._on_refusal = on_refusal

    def _allowed(self, tool: ToolCallUpdate) -> bool:
        if _ours(tool, self._tool_names()):
            return True
        if tool.kind in ("read", "edit") and tool.locations:
            return all(inside(self._workspace, place.path) for place in tool.locations)
        return False

    async def request_permission(
        self,
        session_id: str,
        tool_call: ToolCallUpdate,
        options: list[PermissionOption],
        **kwargs: Any,
    ) -> RequestPermissionResponse:
        allow = self._allowed(tool_call)
        if not allow:
            self._on_refusal(f"permission:{tool_call.kind or 'other'}")
        kinds = ("allow_once",) if allow else ("reject_once", "reject_always")
        for option in options:
            if option.kind in kinds:
                return RequestPermissionResponse(
                    outcome=AllowedOutcome(option_id=option.option_id, outcome="selected")
                )
        return RequestPermissionResponse(outcome=DeniedOutcome(outcome="cancelled"))

    def _path(self, path: str, what: str) -> Path:
        found = inside(self._workspace, path)
        if found is None:
            self._on_refusal(what)
            raise RequestError.invalid_params(
                {"details": "only paths inside the attempt's workspace are served"}
            )
        return found

    async def read_text_file(
        self,
        session_id: str,
        path: str,
        line: int | None = None,
        limit: int | None = None,
        **kwargs: Any,
    ) -> ReadTextFileResponse:
        found = self._path(path, "fs/read_text_file")
        try:
            with found.open("rb") as handle:
                data = handle.read(MAX_FILE_BYTES + 1)
        except OSError as exc:
            raise RequestError.resource_not_found(path) from exc
        if len(data) > MAX_FILE_BYTES:
            raise RequestError.invalid_params({"details": "file over 1 MiB"})
        lines = data.decode("utf-8", "replace").splitlines(keepends=True)
        start = max((line or 1) - 1, 0)
        end = start + limit if limit else None
        return ReadTextFileResponse(content="".join(lines[start:end]))

    async def write_text_file(
        self, session_id: str, path: str, content: str, **kwargs: Any
    ) -> WriteTextFileResponse | None:
        found = self._path(path, "fs/write_text_file")
        if len(content.encode("utf-8", "surrogatepass")) > MAX_FILE_BYTES:
            raise RequestError.invalid_params({"details": "file over 1 MiB"})
        found.parent.mkdir(parents=True, exist_ok=True)
        found.write_text(content, encoding="utf-8")
        return WriteTextFileResponse()

    def _refuse(self, method: str) -> RequestError:
        self._on_refusal(method)
        return RequestError.method_not_found(method)

    async def create_terminal(self, *args: Any, **kwargs: Any) -> Any:
        raise self._refuse("terminal/create")

    async def terminal_output(self, *args: Any, **kwargs: Any) -> Any:
        raise self._refuse("terminal/output")

    async def release_terminal(self, *args: Any, **kwargs: Any) -> Any:
        raise self._refuse("terminal/release")

    async def wait_for_terminal_exit(self, *args: Any, **kwargs: Any) -> Any:
        raise self._refuse("terminal/wait_for_exit")

    async def kill_terminal(self, *args: Any, **kwargs: Any) -> Any:
        raise self._refuse("terminal/kill")

    async def create_elicitation(self, *args: Any, **kwargs: Any) -> Any:
        raise self._refuse("elicitation/create")

    async def complete_elicitation(self, *args: Any, **kwargs: Any) -> None:
        return None

    async def session_update(self, *args: Any, **kwargs: Any) -> None:
        return None  # taken out of the stream before the library sees it

    async def ext_method(self, method: str, params: dict[str, Any]) -> dict[str, Any]:
        raise self._refuse(method)

    async def ext_notification(self, method: str, params: dict[str, Any]) -> None:
        return None
