"""The attempt gateway: OpenAI chat completions and Anthropic messages on the run's route.

Every call is answered by the run's simulated route, whatever model it names, with the answer the
route gives the attempt's task (``_simulate.answer``), and metered before it is served:

- ``max_calls`` and ``max_input_bytes`` of the attempt's limits;
- its price at worst (prompt tokens plus the whole output allowance) must fit the attempt's
  ``max_cost_microusd`` and the run's cap (or, without one, the wallet's available balance);
- the output is cut to ``max_tokens`` (or ``max_completion_tokens``) and ``max_output_tokens``.

A refusal is ``client_budget_exhausted`` (402) naming the limit in ``details.limit``; it is
remembered, so an attempt that ends with nothing submitted fails with that code. The real price
is charged at once (per-call funding). An identical request body within one attempt is answered
again from memory, not charged twice (clients may retry a call whose answer they lost).

With ``stream: true`` the same answer is sent as server-sent events in the format's own shape
(``stream_events``): OpenAI ``chat.completion.chunk`` lines ending with ``[DONE]`` (a usage chunk
when ``stream_options.include_usage``), or Anthropic's ``message_start`` ... ``message_stop``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from .._hashing import canonical_hash
from ._client_runs import Attempt
from ._errors import ApiError, invalid_field
from ._pricing import token_cost
from ._simulate import answer
from ._task_protocol import epoch

if TYPE_CHECKING:
    from ._runs import Run
    from ._wallet import Wallet

JsonObject = dict[str, Any]

CHAT = "chat"
MESSAGES = "messages"


def _budget(limit: str, message: str, **details: object) -> ApiError:
    return ApiError(
        402,
        "client_budget_exhausted",
        message,
        hint="Submit the work you have and call done; the attempt cannot make more model calls.",
        details={"limit": limit, **details},
    )


def _text_of(content: object) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return " ".join(_text_of(part.get("text")) for part in content if isinstance(part, dict))
    return ""


def _prompt_tokens(body: JsonObject) -> int:
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise invalid_field("messages", "must be a non-empty list of messages")
    chars = sum(len(_text_of(m.get("content"))) for m in messages if isinstance(m, dict))
    chars += len(_text_of(body.get("system")))
    return 4 * len(messages) + chars // 4


def _output_allowance(body: JsonObject, limit: int) -> int:
    for name in ("max_completion_tokens", "max_tokens"):
        value = body.get(name)
        if value is not None:
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise invalid_field(name, "must be a positive integer")
            return min(value, limit)
    return limit


def call(
    run: Run,
    attempt: Attempt,
    body: object,
    *,
    kind: str,
    seed: int,
    now_us: int,
    wallet: Wallet,
) -> JsonObject:
    """Meter and answer one gateway call (the caller has checked the attempt is open)."""
    if not isinstance(body, dict):
        raise invalid_field("body", "must be a JSON object")
    stream = body.get("stream")
    if stream is not None and not isinstance(stream, bool):
        raise invalid_field("stream", "must be true or false")
    key = canonical_hash({"kind": kind, "body": body})
    replay = attempt.replies.get(key)
    if replay is not None:
        return replay
    limits = attempt.limits
    size = len(json.dumps(body.get("messages"), separators=(",", ":"), ensure_ascii=False))
    if size > limits["max_input_bytes"]:
        raise ApiError(
            422,
            "client_input_too_large",
            f"messages: {size} bytes is over the attempt's max_input_bytes "
            f"({limits['max_input_bytes']}).",
            details={"field": "messages", "max_input_bytes": limits["max_input_bytes"]},
        )
    prompt = _prompt_tokens(body)
    allowance = _output_allowance(body, limits["max_output_tokens"])
    if attempt.calls >= limits["max_calls"]:
        attempt.budget_exhausted = "max_calls"
        raise _budget("max_calls", f"The attempt made its {limits['max_calls']} model calls.")
    cell = attempt.cell
    route = cell.route
    worst = token_cost(prompt, route.input_microusd_per_mtok) + token_cost(
        allowance, route.output_microusd_per_mtok
    )
    if attempt.cost_microusd + worst > attempt.budget_microusd:
        attempt.budget_exhausted = "max_cost"
        raise _budget(
            "max_cost_microusd",
            f"This call may cost up to {worst} micro-USD; the attempt has "
            f"{attempt.budget_microusd - attempt.cost_microusd} of its "
            f"{attempt.budget_microusd} left.",
            max_cost_microusd=attempt.budget_microusd,
            spent_microusd=attempt.cost_microusd,
        )
    # The run's own reservations (the task fees of its open attempts) count against its cap;
    # the wallet's available balance already leaves out every reservation.
    room = wallet.available_microusd
    if run.cap_microusd is not None:
        room = min(room, run.cap_microusd - run.spend_microusd - run.reserved_microusd)
    if worst > room:
        attempt.budget_exhausted = "max_cost"
        raise _budget(
            "run_cap",
            f"This call may cost up to {worst} micro-USD; the run has {max(0, room)} left "
            f"under its cap.",
            cap_microusd=None if run.cap_microusd is None else str(run.cap_microusd),
            spend_microusd=str(run.spend_microusd),
        )
    attempt.calls += 1
    result = answer(route, cell.bench, cell.task, seed, (attempt.number - 1) * 1000 + attempt.calls)
    if result.error_code is not None:
        raise ApiError(
            502,
            "provider_timeout",
            f"{route.display_name} did not answer in time (simulated provider failure).",
            retryable=True,
            details={"route_id": route.id},
        )
    output = min(result.output_tokens, allowance)
    price = token_cost(prompt, route.input_microusd_per_mtok) + token_cost(
        output, route.output_microusd_per_mtok
    )
    wallet.charge(price, now_us)
    run.spend_microusd += price
    cell.charge_microusd += price
    attempt.cost_microusd += price
    attempt.input_tokens += prompt
    attempt.output_tokens += output
    text = result.text
    reply_id = f"{attempt.id}-{attempt.calls}"
    reply: JsonObject
    if kind == CHAT:
        reply = {
            "id": f"chatcmpl-{reply_id}",
            "object": "chat.completion",
            "created": epoch(now_us),
            "model": route.model_id,
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": text},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": prompt,
                "completion_tokens": output,
                "total_tokens": prompt + output,
            },
        }
    else:
        reply = {
            "id": f"msg_{reply_id}",
            "type": "message",
            "role": "assistant",
            "model": route.model_id,
            "content": [{"type": "text", "text": text}],
            "stop_reason": "end_turn",
            "stop_sequence": None,
            "usage": {"input_tokens": prompt, "output_tokens": output},
        }
    attempt.replies[key] = reply
    return reply


def _sse(data: object, event: str | None = None) -> str:
    line = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    return (f"event: {event}\n" if event else "") + f"data: {line}\n\n"


def _pieces(text: str, size: int = 24) -> list[str]:
    return [text[i : i + size] for i in range(0, len(text), size)] or [""]


def stream_events(reply: JsonObject, kind: str, body: JsonObject) -> bytes:
    """A whole reply (``call``'s) as the server-sent events a streaming client reads."""
    parts: list[str] = []
    if kind == CHAT:
        text = str(reply["choices"][0]["message"]["content"])
        head = {k: reply[k] for k in ("id", "created", "model")}
        head["object"] = "chat.completion.chunk"
        for index, piece in enumerate(_pieces(text)):
            delta = {"role": "assistant", "content": piece} if index == 0 else {"content": piece}
            choice = {"index": 0, "delta": delta, "finish_reason": None}
            parts.append(_sse({**head, "choices": [choice]}))
        stop = {"index": 0, "delta": {}, "finish_reason": "stop"}
        parts.append(_sse({**head, "choices": [stop]}))
        options = body.get("stream_options")
        if isinstance(options, dict) and options.get("include_usage") is True:
            parts.append(_sse({**head, "choices": [], "usage": reply["usage"]}))
        parts.append("data: [DONE]\n\n")
        return "".join(parts).encode()
    text = str(reply["content"][0]["text"])
    usage = reply["usage"]
    start = {**reply, "content": [], "stop_reason": None, "usage": {**usage, "output_tokens": 0}}
    parts.append(_sse({"type": "message_start", "message": start}, "message_start"))
    block = {
        "type": "content_block_start",
        "index": 0,
        "content_block": {"type": "text", "text": ""},
    }
    parts.append(_sse(block, "content_block_start"))
    for piece in _pieces(text):
        chunk = {
            "type": "content_block_delta",
            "index": 0,
            "delta": {"type": "text_delta", "text": piece},
        }
        parts.append(_sse(chunk, "content_block_delta"))
    parts.append(_sse({"type": "content_block_stop", "index": 0}, "content_block_stop"))
    ending = {
        "type": "message_delta",
        "delta": {"stop_reason": reply["stop_reason"], "stop_sequence": None},
        "usage": {"output_tokens": usage["output_tokens"]},
    }
    parts.append(_sse(ending, "message_delta"))
    parts.append(_sse({"type": "message_stop"}, "message_stop"))
    return "".join(parts).encode()
