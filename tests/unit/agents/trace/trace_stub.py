"""A scripted OpenAI-chat model on 127.0.0.1 that, like the attempt's gateway relay, hands a
:class:`GatewayCall` for each call to a trace recorder (from its own thread). Holds no tests."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from evalrouter.agents._trace.model_calls import GatewayCall

type Reply = dict[str, Any]
"""One scripted answer: ``{"content": str}`` or ``{"tool": name, "arguments": {...}}``."""

PROMPT_TOKENS = 31
COMPLETION_TOKENS = 377


class StubModel:
    """The scripted replies (the last one repeats) and every call it answered."""

    def __init__(self, replies: list[Reply], observe: Callable[[GatewayCall], None]) -> None:
        self.replies = replies
        self.observe = observe
        self.calls: list[GatewayCall] = []
        self.base_url = ""
        self._lock = threading.Lock()

    def next_reply(self) -> Reply:
        with self._lock:
            return self.replies.pop(0) if len(self.replies) > 1 else self.replies[0]


def _message(reply: Reply) -> dict[str, Any]:
    if "tool" in reply:
        call = {
            "id": f"call_{reply['tool']}",
            "type": "function",
            "function": {"name": reply["tool"], "arguments": json.dumps(reply["arguments"])},
        }
        return {"role": "assistant", "content": None, "tool_calls": [call]}
    return {"role": "assistant", "content": reply["content"]}


def _usage() -> dict[str, int]:
    total = PROMPT_TOKENS + COMPLETION_TOKENS
    return {
        "prompt_tokens": PROMPT_TOKENS,
        "completion_tokens": COMPLETION_TOKENS,
        "total_tokens": total,
    }


def _handler(model: StubModel) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            return None

        def do_POST(self) -> None:
            started = time.time()
            length = int(self.headers.get("content-length") or 0)
            request = json.loads(self.rfile.read(length) or b"{}")
            message = _message(model.next_reply())
            finish = "tool_calls" if message.get("tool_calls") else "stop"
            reply = {
                "id": "chatcmpl-1",
                "object": "chat.completion",
                "created": int(started),
                "model": request.get("model", "m"),
                "choices": [{"index": 0, "message": message, "finish_reason": finish}],
                "usage": _usage(),
            }
            streamed = bool(request.get("stream"))
            if streamed:
                self._stream(request, reply)
                if not (request.get("stream_options") or {}).get("include_usage"):
                    del reply["usage"]  # the relay rebuilds only what the stream carried
            else:
                body = json.dumps(reply).encode()
                self.send_response(200)
                self.send_header("content-type", "application/json")
                self.send_header("content-length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                self.wfile.flush()
            call = GatewayCall(
                format="openai-chat",
                request=request,
                reply=reply,
                error_code=None,
                started=started,
                ended=time.time(),
                streamed=streamed,
            )
            model.calls.append(call)
            model.observe(call)

        def _stream(self, request: dict[str, Any], reply: dict[str, Any]) -> None:
            self.send_response(200)
            self.send_header("content-type", "text/event-stream")
            self.end_headers()
            message = reply["choices"][0]["message"]
            base = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 0}
            base["model"] = reply["model"]
            delta: dict[str, Any] = {"role": "assistant", "content": message.get("content")}
            if message.get("tool_calls"):
                delta["tool_calls"] = [{"index": 0, **message["tool_calls"][0]}]
            finish = reply["choices"][0]["finish_reason"]
            chunks = [
                {**base, "choices": [{"index": 0, "delta": delta, "finish_reason": None}]},
                {**base, "choices": [{"index": 0, "delta": {}, "finish_reason": finish}]},
            ]
            if (request.get("stream_options") or {}).get("include_usage"):
                chunks.append({**base, "choices": [], "usage": reply["usage"]})
            for chunk in chunks:
                self.wfile.write(f"data: {json.dumps(chunk)}\n\n".encode())
            self.wfile.write(b"data: [DONE]\n\n")
            self.wfile.flush()
            self.close_connection = True

    return Handler


@contextmanager
def instrumented(instrumentor: Any, trace: Any) -> Iterator[Any]:
    """A fresh ``TracerProvider`` with the trace's processor, ``instrumentor`` instrumenting it
    for the block. Afterwards the provider is emptied: some instrumentations leave wrappers
    behind after ``uninstrument()``, and their spans must not reach a later test's trace."""
    from opentelemetry.sdk.trace import TracerProvider

    provider = TracerProvider()
    provider.add_span_processor(trace.otel_processor())
    instrumentor.instrument(tracer_provider=provider)
    try:
        yield provider
    finally:
        instrumentor.uninstrument()
        multi = provider._active_span_processor
        with multi._lock:
            multi._span_processors = ()


@contextmanager
def stub_model(replies: list[Reply], observe: Callable[[GatewayCall], None]) -> Iterator[StubModel]:
    """Serve ``replies`` on an ephemeral 127.0.0.1 port (``.base_url`` ends in ``/v1``)."""
    model = StubModel(replies, observe)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(model))
    server.daemon_threads = True
    model.base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    try:
        yield model
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)
