"""A tiny OpenAI-compatible chat endpoint on 127.0.0.1, for tests of connections.

``mode`` decides the answers: ``"solve"`` works the bundled arithmetic word problems out from the
prompt, ``"wrong"`` always says ``-1``, ``"error"`` answers HTTP 500 (with the bearer key echoed in
the body, to prove the service redacts it), ``"slow"`` waits on ``release`` before solving.
Every request is recorded.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Solver = tuple[re.Pattern[str], Callable[[list[int]], int]]

SOLVERS: tuple[Solver, ...] = (
    (
        re.compile(r"has (\d+) \w+\. \w+ buys (\d+) bags with (\d+)"),
        lambda n: n[0] + n[1] * n[2],
    ),
    (
        re.compile(r"at (\d+) km per hour for (\d+) hours, then at (\d+) km per hour for (\d+)"),
        lambda n: n[0] * n[1] + n[2] * n[3],
    ),
    (
        re.compile(
            r"earns \$(\d+) per hour and works (\d+) hours each week\. After (\d+) weeks, "
            r"\w+ spends \$(\d+)"
        ),
        lambda n: n[0] * n[1] * n[2] - n[3],
    ),
    (
        re.compile(
            r"sells (\d+) muffins in the morning and twice as many in the afternoon\. "
            r"Each muffin costs \$(\d+)"
        ),
        lambda n: 3 * n[0] * n[1],
    ),
    (
        re.compile(r"has (\d+) members and (\d+)% of them are girls"),
        lambda n: n[0] - n[0] * n[1] // 100,
    ),
    (
        re.compile(r"book has (\d+) pages\. \w+ reads (\d+) pages every day for (\d+)"),
        lambda n: n[0] - n[1] * n[2],
    ),
    (
        re.compile(
            r"has (\d+) rows of (\d+) tomato plants\. Each plant gives (\d+) tomatoes, "
            r"and birds eat (\d+)"
        ),
        lambda n: n[0] * n[1] * n[2] - n[3],
    ),
    (
        re.compile(
            r"has \$(\d+) saved, adds \$(\d+) every week for (\d+) weeks, and then gets "
            r"\$(\d+)"
        ),
        lambda n: n[0] + n[1] * n[2] + n[3],
    ),
)


def solve(prompt: str) -> str:
    for pattern, formula in SOLVERS:
        found = pattern.search(prompt)
        if found:
            return (
                f"Let me work it out.\nThe answer is {formula([int(g) for g in found.groups()])}."
            )
    if "single word" in prompt:
        return "OK"
    return "I do not know."


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # a client that gave up (a timeout test) is not an error here


@dataclass(frozen=True, slots=True)
class Seen:
    path: str
    headers: dict[str, str]
    json: Any


class FakeOpenAI:
    def __init__(self, mode: str = "solve") -> None:
        self.mode = mode
        self.requests: list[Seen] = []
        self.release = threading.Event()
        self.entered = threading.Event()
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *_args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length)
                body: dict[str, Any] = json.loads(raw) if raw else {}
                headers = {k.lower(): v for k, v in self.headers.items()}
                fake.requests.append(Seen(self.path, headers, body))
                if not self.path.endswith("/chat/completions"):
                    self._send(404, {"error": {"message": "no such route"}})
                    return
                if fake.mode == "error":
                    echoed = headers.get("authorization", "")
                    self._send(500, {"error": {"message": f"upstream broke for {echoed}"}})
                    return
                if fake.mode == "slow":
                    fake.entered.set()
                    fake.release.wait(10)
                prompt = body["messages"][-1]["content"]
                text = "The answer is -1." if fake.mode == "wrong" else solve(prompt)
                self._send(
                    200,
                    {
                        "id": f"chatcmpl-{len(fake.requests)}",
                        "object": "chat.completion",
                        "model": body.get("model"),
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": text},
                                "finish_reason": "stop",
                            }
                        ],
                        "usage": {"prompt_tokens": len(prompt) // 4, "completion_tokens": 9},
                    },
                )

            def _send(self, status: int, payload: Any) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = _Server(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )

    @property
    def base_url(self) -> str:
        host, port = self.server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def prompts(self) -> list[str]:
        return [
            s.json["messages"][0]["content"]
            for s in self.requests
            if s.path.endswith("/chat/completions")
        ]

    def start(self) -> FakeOpenAI:
        self.thread.start()
        return self

    def stop(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()


@contextmanager
def fake_openai(mode: str = "solve") -> Iterator[FakeOpenAI]:
    fake = FakeOpenAI(mode).start()
    try:
        yield fake
    finally:
        fake.stop()


def dead_url() -> str:
    """A loopback URL where nothing listens (a port that was just closed)."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"
