"""The attempt gateway: OpenAI chat completions and Anthropic messages on the run's route.

Every call is answered by the run's simulated route, whatever model it names, with the answer the
route gives the attempt's task (``_simulate.answer``), and metered before it is served:

- ``max_calls``, ``max_input_bytes`` and ``max_output_tokens`` (a ``max_tokens`` or
  ``max_completion_tokens`` over it) of the attempt's limits, as the runner's relay checks
  them (``evalrouter._gateway_errors.admit``, the one rule for both);
- its price at worst (prompt tokens plus the whole output allowance) must fit the attempt's
  ``max_cost_microusd`` and the run's cap (or, without one, the wallet's available balance);
- the output is cut to ``max_tokens`` (or ``max_completion_tokens``), else to
  ``max_output_tokens`` (then ``finish_reason: "length"`` / ``stop_reason: "max_tokens"``);
  ``n`` choices may each use the whole allowance.

A refusal is answered in the format's own error shape with our code in it (``_gateway_routes``):
``client_output_tokens_too_large`` or ``client_input_too_large`` (400), or
``client_budget_exhausted`` (402) naming the limit in ``details.limit``. A budget refusal is
remembered, so an attempt that ends with nothing submitted fails with that code. The real price
is charged at once (per-call funding). An identical request body within one attempt is answered
again from memory, not charged twice (clients may retry a call whose answer they lost).

A request that offers tools may be answered with a tool call (``_gateway_tools``): the text
answer comes once the conversation holds a tool result, so a framework's tool loop ends. The
text follows the format the request asks for (a JSON schema, JSON mode, dspy's fields:
``_structured``). With ``stream: true`` the same answer is sent as server-sent events
(``_gateway_stream``).
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .._gateway_errors import BUDGET_CODE, Refusal, admit, budget
from .._hashing import canonical_hash
from .._metering import estimated_input_tokens, token_cost
from . import _gateway_tools, _structured
from ._client_runs import Attempt
from ._clock import iso
from ._errors import ApiError, invalid_field
from ._gateway_routes import model_name
from ._gateway_tools import CHAT, MESSAGES, Offer, ToolCall
from ._simulate import answer
from ._structured import Said
from ._task_protocol import epoch
from ._tasks import Task

if TYPE_CHECKING:
    from ._catalog import Route
    from ._runs import Run
    from ._wallet import Wallet

JsonObject = dict[str, Any]

__all__ = ["CHAT", "MESSAGES", "call", "count_tokens", "model_name", "models", "prompt_tokens"]
MAX_CHOICES = 8
# The output tokens of a tool call beyond its arguments (the name, the call's framing).
TOOL_CALL_TOKENS = 12


def _refused(refusal: Refusal) -> ApiError:
    """A refusal of the attempt's limits, as the API's error (shaped for the format by
    ``_gateway_routes.shaped``)."""
    return ApiError(
        refusal.status,
        refusal.code,
        refusal.message,
        hint=refusal.hint,
        details=dict(refusal.details),
    )


def prompt_tokens(body: JsonObject) -> int:
    """The request's input tokens, by the rough rule of four characters a token."""
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        raise invalid_field("messages", "must be a non-empty list of messages")
    return estimated_input_tokens(body)


def _output_allowance(body: JsonObject, limit: int) -> int:
    for name in ("max_completion_tokens", "max_tokens"):
        value = body.get(name)
        if value is not None:
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise invalid_field(name, "must be a positive integer")
            return min(value, limit)
    return limit


def _choices(body: JsonObject, kind: str) -> int:
    """How many choices an OpenAI request asks for (``n``); Anthropic has one."""
    n = body.get("n") if kind == CHAT else None
    if n is None:
        return 1
    if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_CHOICES:
        raise invalid_field("n", f"must be an integer from 1 to {MAX_CHOICES}")
    return n


def models(route: Route, now_us: int) -> JsonObject:
    """``GET …/models``: the run's model under the names a client may use, in OpenAI's list
    shape (with the fields of Anthropic's listing, so both SDKs read it)."""
    names = dict.fromkeys((model_name(route), route.id, route.model_id))
    created = epoch(now_us)
    data = [
        {
            "id": name,
            "object": "model",
            "created": created,
            "owned_by": route.provider,
            "type": "model",
            "display_name": route.display_name,
            "created_at": iso(now_us),
        }
        for name in names
    ]
    return {
        "object": "list",
        "data": data,
        "has_more": False,
        "first_id": data[0]["id"],
        "last_id": data[-1]["id"],
    }


def count_tokens(body: object) -> JsonObject:
    """``POST …/messages/count_tokens``: the input tokens a messages call would be metered at
    (not a model call: it counts against no limit)."""
    if not isinstance(body, dict):
        raise invalid_field("body", "must be a JSON object")
    _gateway_tools.read(body, MESSAGES)
    return {"input_tokens": prompt_tokens(body)}


@dataclass(frozen=True, slots=True)
class _Turn:
    """One choice of a reply: text or a tool call, its output tokens, and whether the output
    allowance cut it."""

    text: str | None
    tool_call: ToolCall | None
    tokens: int
    cut: bool


def _repo_fix(task: Task) -> _gateway_tools.RepoFix | None:
    """What the scripted model applies to a repository task's checkout (``None`` for the
    others)."""
    if task.kind != "patch":
        return None
    return _gateway_tools.RepoFix(task.target, task.test_path)


def _turn(
    offer: Offer,
    said: Said,
    text: str,
    tokens: int,
    allowance: int,
    rng: random.Random,
    cid: str,
    script: JsonObject | None = None,
) -> _Turn:
    if script is not None and _gateway_tools.offers_script(offer):
        kind = str(script["kind"])
        fix = script.get("fix")
        call = _gateway_tools.scripted(offer, script["body"], kind, said.text, cid, fix)
        if call is not None:
            needed = len(call.arguments_json) // 4 + TOOL_CALL_TOKENS
            return _Turn(None, call, min(needed, allowance), False)
        offer = offer.after_script()
    if offer.calls_tool:
        call = offer.call(rng, cid, lambda schema: _structured.fill(schema, said, rng))
        needed = len(call.arguments_json) // 4 + TOOL_CALL_TOKENS
        return _Turn(None, call, min(needed, allowance), False)
    if tokens > allowance:
        # Cut at the allowance: what was written so far (about four characters a token).
        return _Turn(text[: allowance * 4], None, allowance, True)
    return _Turn(text, None, tokens, False)


def call(
    run: Run,
    attempt: Attempt,
    body: object,
    *,
    kind: str,
    seed: int,
    now_us: int,
    wallet: Wallet,
    scripted_tools: bool = False,
) -> JsonObject:
    """Meter and answer one gateway call (the caller has checked the attempt is open).
    ``scripted_tools``: the model follows the task protocol's script (``_gateway_tools``)."""
    if not isinstance(body, dict):
        raise invalid_field("body", "must be a JSON object")
    stream = body.get("stream")
    if stream is not None and not isinstance(stream, bool):
        raise invalid_field("stream", "must be true or false")
    offer = _gateway_tools.read(body, kind)
    choices = _choices(body, kind)
    key = canonical_hash({"kind": kind, "body": body})
    replay = attempt.replies.get(key)
    if replay is not None:
        return replay
    limits = attempt.limits
    prompt = prompt_tokens(body)
    allowance = _output_allowance(body, limits["max_output_tokens"])
    refusal = admit(limits, attempt.calls, body)
    if refusal is not None:
        if refusal.code == BUDGET_CODE:
            attempt.budget_exhausted = "max_calls"
        raise _refused(refusal)
    cell = attempt.cell
    route = cell.route
    worst = token_cost(prompt, route.input_microusd_per_mtok) + token_cost(
        allowance * choices, route.output_microusd_per_mtok
    )
    if attempt.cost_microusd + worst > attempt.budget_microusd:
        attempt.budget_exhausted = "max_cost"
        raise _refused(
            budget(
                "max_cost_microusd",
                f"This call may cost up to {worst} micro-USD; the attempt has "
                f"{attempt.budget_microusd - attempt.cost_microusd} of its "
                f"{attempt.budget_microusd} left.",
                max_cost_microusd=attempt.budget_microusd,
                spent_microusd=attempt.cost_microusd,
            )
        )
    # The run's own reservations (the task fees of its open attempts) count against its cap;
    # the wallet's available balance already leaves out every reservation.
    room = wallet.available_microusd
    if run.cap_microusd is not None:
        room = min(room, run.cap_microusd - run.spend_microusd - run.reserved_microusd)
    if worst > room:
        attempt.budget_exhausted = "max_cost"
        raise _refused(
            budget(
                "run_cap",
                f"This call may cost up to {worst} micro-USD; the run has {max(0, room)} left "
                f"under its cap.",
                cap_microusd=None if run.cap_microusd is None else str(run.cap_microusd),
                spend_microusd=str(run.spend_microusd),
            )
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
    reply_id = f"{attempt.id}-{attempt.calls}"
    # Which tool, and its arguments: drawn per seed, task, attempt and call, so a run is
    # reproducible.
    rng = random.Random(f"{seed}|{cell.task.id}|{attempt.number}|{attempt.calls}|tools")
    script = {"kind": kind, "body": body, "fix": _repo_fix(cell.task)} if scripted_tools else None
    said = Said(result.final or result.text, result.text)
    # The answer in the format the request asks for (drawn apart, so the tools' draws stay).
    shaper = random.Random(f"{seed}|{cell.task.id}|{attempt.number}|{attempt.calls}|format")
    text, tokens = result.text, result.output_tokens
    shaped = _structured.content(body, kind, said, shaper, scripted=scripted_tools)
    if shaped is not None:
        text, tokens = shaped, max(1, tokens + (len(shaped) - len(text)) // 4)
    turns = [
        _turn(offer, said, text, tokens, allowance, rng, _call_id(kind, reply_id, i), script)
        for i in range(choices)
    ]
    output = sum(turn.tokens for turn in turns)
    price = token_cost(prompt, route.input_microusd_per_mtok) + token_cost(
        output, route.output_microusd_per_mtok
    )
    wallet.charge(price, now_us)
    run.spend_microusd += price
    cell.charge_microusd += price
    attempt.cost_microusd += price
    attempt.input_tokens += prompt
    attempt.output_tokens += output
    head = {"created": epoch(now_us), "model": route.model_id}
    if kind == CHAT:
        reply = _chat_reply(f"chatcmpl-{reply_id}", head, turns, prompt)
    else:
        reply = _messages_reply(f"msg_{reply_id}", head, turns[0], prompt)
    attempt.replies[key] = reply
    return reply


def _call_id(kind: str, reply_id: str, index: int) -> str:
    # Each format's own prefix; Anthropic's tool_use ids take letters, digits, "_" and "-" only.
    prefix = "call_" if kind == CHAT else "toolu_"
    return prefix + re.sub(r"[^A-Za-z0-9_-]", "_", f"{reply_id}-{index}")


def _chat_reply(reply_id: str, head: JsonObject, turns: list[_Turn], prompt: int) -> JsonObject:
    choices: list[JsonObject] = []
    for index, turn in enumerate(turns):
        message: JsonObject = {"role": "assistant", "content": turn.text}
        finish = "length" if turn.cut else "stop"
        if turn.tool_call is not None:
            message["tool_calls"] = [
                {
                    "id": turn.tool_call.id,
                    "type": "function",
                    "function": {
                        "name": turn.tool_call.name,
                        "arguments": turn.tool_call.arguments_json,
                    },
                }
            ]
            finish = "tool_calls"
        choices.append({"index": index, "message": message, "finish_reason": finish})
    output = sum(turn.tokens for turn in turns)
    return {
        "id": reply_id,
        "object": "chat.completion",
        "created": head["created"],
        "model": head["model"],
        "choices": choices,
        "usage": {
            "prompt_tokens": prompt,
            "completion_tokens": output,
            "total_tokens": prompt + output,
        },
    }


def _messages_reply(reply_id: str, head: JsonObject, turn: _Turn, prompt: int) -> JsonObject:
    content: list[JsonObject]
    if turn.tool_call is not None:
        call = turn.tool_call
        content = [{"type": "tool_use", "id": call.id, "name": call.name, "input": call.arguments}]
        stop = "tool_use"
    else:
        content = [{"type": "text", "text": turn.text or ""}]
        stop = "max_tokens" if turn.cut else "end_turn"
    return {
        "id": reply_id,
        "type": "message",
        "role": "assistant",
        "model": head["model"],
        "content": content,
        "stop_reason": stop,
        "stop_sequence": None,
        "usage": {"input_tokens": prompt, "output_tokens": turn.tokens},
    }
