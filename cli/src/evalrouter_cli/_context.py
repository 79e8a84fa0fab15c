"""What every command gets: its parsed arguments, its output, and the SDK client (made on first
use, so commands that need no API, and ``--help``, never import the SDK's client)."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from . import __version__, _credentials
from ._io import Output

if TYPE_CHECKING:
    from evalrouter import EvalRouter


class Context:
    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.output = Output(json_mode=bool(args.json), no_input=bool(args.no_input))
        self._client: EvalRouter | None = None

    @property
    def base_url(self) -> str | None:
        value = self.args.base_url
        return value if isinstance(value, str) else None

    @property
    def client(self) -> EvalRouter:
        return self._make(offline=False)

    @property
    def offline_client(self) -> EvalRouter:
        """A client for what the SDK reads offline (``client.agents``): no API key is needed,
        since it makes no request."""
        return self._make(offline=True)

    def _make(self, *, offline: bool) -> EvalRouter:
        if self._client is None:
            from evalrouter import EvalRouter

            key, _source = _credentials.resolve(self.base_url)
            if key is None and offline:
                key = "offline-no-request"  # never sent: nothing here makes a request
            self._client = EvalRouter(
                api_key=key,
                base_url=self.base_url,
                workspace_id=self.args.workspace_id,
                timeout=self.args.timeout,
                default_headers={"X-EvalRouter-Client": f"cli/{__version__}"},
            )
        return self._client

    def close(self) -> None:
        if self._client is not None:
            self._client.close()
