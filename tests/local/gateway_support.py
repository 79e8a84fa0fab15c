"""An open attempt on EvalRouter Local and real OpenAI / Anthropic SDK clients on its gateway.

The clients reach Local in-process (its transport) or over HTTP on 127.0.0.1 (``served``). The
Anthropic SDK takes only ``httpx2`` clients, so in-process it goes through an ``httpx2``
transport that hands each request to Local's handler.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from evalrouter_generated.resources.client_runs import ClientRuns

from evalrouter.testing import EvalRouterLocal
from tests.local.test_client_runs import claim, start

openai = pytest.importorskip("openai", reason="the openai SDK is a dev dependency")
anthropic = pytest.importorskip("anthropic", reason="the anthropic SDK is a dev dependency")
httpx2 = pytest.importorskip("httpx2", reason="the anthropic SDK's HTTP client")

Json = dict[str, Any]
WEATHER: Json = {
    "type": "object",
    "properties": {
        "city": {"type": "string"},
        "days": {"type": "integer", "minimum": 1, "maximum": 5},
        "unit": {"type": "string", "enum": ["celsius", "fahrenheit"]},
    },
    "required": ["city", "days", "unit"],
    "additionalProperties": False,
}
OPENAI_TOOLS: list[Json] = [
    {"type": "function", "function": {"name": "get_weather", "parameters": WEATHER}},
    {
        "type": "function",
        "function": {
            "name": "get_time",
            "parameters": {
                "type": "object",
                "properties": {"zone": {"type": "string"}},
                "required": ["zone"],
            },
        },
    },
]
ANTHROPIC_TOOLS: list[Json] = [
    {"name": t["function"]["name"], "input_schema": t["function"]["parameters"]}
    for t in OPENAI_TOOLS
]
SCHEMAS = {t["function"]["name"]: t["function"]["parameters"] for t in OPENAI_TOOLS}
ASK: list[Json] = [{"role": "user", "content": "What is the weather in Paris?"}]


@dataclass
class Opened:
    """A claimed attempt: its grant and clients on its gateway."""

    local: EvalRouterLocal
    run_id: str
    grant: Json
    origin: str = "http://127.0.0.1"

    @property
    def base_url(self) -> str:
        return self.origin + urlsplit(self.grant["gateway_base_url"]).path

    @property
    def credential(self) -> str:
        return str(self.grant["credential"])

    def calls(self) -> int:
        return int(self.local.attempts(self.run_id)[0]["gateway_calls"])

    def openai(self, **options: Any) -> Any:
        http = None if self.origin != "http://127.0.0.1" else self.local.transport()
        return openai.OpenAI(
            base_url=self.base_url,
            api_key=self.credential,
            http_client=None if http is None else httpx.Client(transport=http),
            **options,
        )

    def anthropic(self, **options: Any) -> Any:
        # The Anthropic SDK appends /v1 itself: its base URL is the gateway's without /v1.
        http = None
        if self.origin == "http://127.0.0.1":
            http = httpx2.Client(transport=httpx2.MockTransport(self._handle2))
        return anthropic.Anthropic(
            base_url=self.base_url.removesuffix("/v1"),
            api_key=self.credential,
            http_client=http,
            **options,
        )

    def _handle2(self, request: Any) -> Any:
        answer = self.local.handle(
            httpx.Request(
                request.method,
                str(request.url),
                headers=list(request.headers.raw),
                content=request.read(),
            )
        )
        return httpx2.Response(
            answer.status_code, headers=list(answer.headers.raw), content=answer.content
        )

    def post(self, path: str, body: Json, **headers: str) -> httpx.Response:
        """A raw call to ``…/gateway/v1/<path>`` with the attempt credential as bearer."""
        sent = {"Authorization": f"Bearer {self.credential}", **headers}
        return self.local.handle(
            httpx.Request("POST", f"{self.base_url}/{path}", json=body, headers=sent)
        )

    @contextmanager
    def served(self) -> Iterator[Opened]:
        """The same attempt, reached over HTTP on 127.0.0.1."""
        with self.local.serve() as url:
            yield Opened(self.local, self.run_id, self.grant, url)


def open_attempt(local: EvalRouterLocal, **quote: Any) -> Opened:
    client = local.client()
    run_id = start(client, count=1, **quote)
    return Opened(local, run_id, claim(ClientRuns(client), run_id, 1))
