"""The attempt trace recorder: policy, redaction and bounds, levels and kinds, the span tree.

Steps are read the way the service receives them: through a TraceDelivery whose send records
each batch body, and every body is validated against openapi.json's ClientTraceBatch.
"""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
from typing import Any

import pytest

from evalrouter import EvalRouterError
from evalrouter.agents._runner.sources import canonical_hash
from evalrouter.agents._trace.policy import CONTENT_LIMIT_MARKER, KINDS, trace_policy
from evalrouter.agents._trace.recorder import TraceRecorder
from evalrouter.agents._trace.redaction import compile_redactions, redact_content
from tests.support.records import ROOT
from tests.unit.agents.trace.trace_support import (
    CREDENTIAL,
    GRANT,
    SECRETS,
    delivered,
    recorder,
    spans,
)


def test_trace_policy_default_is_not_sent_and_others_are_canonical() -> None:
    assert trace_policy(None) is None
    assert trace_policy("spans") is None
    assert trace_policy({"level": "spans", "include": list(reversed(KINDS))}) is None
    assert trace_policy("content") == {"level": "content", "include": list(KINDS)}
    assert trace_policy({"include": ["tool_calls", "model_turns"]}) == {
        "level": "spans",
        "include": ["model_turns", "tool_calls"],
    }
    assert trace_policy({"include": {"tool_calls", "agent_messages"}}) == {
        "level": "spans",
        "include": ["tool_calls", "agent_messages"],
    }
    assert trace_policy({"level": "metadata", "include": "tool_calls"}) == {
        "level": "metadata",
        "include": ["tool_calls"],
    }


@pytest.mark.parametrize(
    ("value", "fragment"),
    [
        ("everything", "level"),
        ({"level": "spans", "redact": ["x"]}, "trace_redact"),
        ({"include": ["model_turns", "model_turns"]}, "twice"),
        ({"include": ["thoughts"]}, "unknown kinds"),
        (3, "level string"),
    ],
)
def test_trace_policy_refuses_bad_values(value: object, fragment: str) -> None:
    with pytest.raises(EvalRouterError) as caught:
        trace_policy(value)
    assert caught.value.code == "invalid_input"
    assert fragment in str(caught.value)


# --------------------------------------------------------------------------- redaction


@pytest.mark.parametrize("name", sorted(SECRETS))
def test_each_builtin_secret_pattern_is_redacted(name: str) -> None:
    secret = SECRETS[name]
    value, count, truncated = redact_content({"text": f"before {secret} after"})
    assert count >= 1 and not truncated
    text = json.dumps(value)
    tail = re.split(r"[ =\n]", secret)[-2 if name == "pem" else -1]
    assert tail not in text
    assert "[redacted]" in text and "before" in text and "after" in text


def test_assignment_and_bearer_keep_their_label() -> None:
    value, count, _ = redact_content(
        ["api_key: abcdefgh12345", "Authorization: Bearer " + "x" * 20, "token=" + SECRETS["aws"]]
    )
    assert value == ["api_key: [redacted]", "Authorization: Bearer [redacted]", "token=[redacted]"]
    assert count == 3  # a secret two patterns match is counted once


def test_secret_named_keys_are_redacted_but_token_counts_are_not() -> None:
    value, count, _ = redact_content(
        {
            "api_key": "a",
            "X-Api-Key": "b",
            "client_secret": "c",
            "auth.password": "d",
            "refresh-token": "e",
            "Cookie": "f",
            "credential": "g",
            "private_key": "h",
            "input_tokens": 12,
            "max_tokens": 5,
            "tokenizer": "bpe",
        }
    )
    assert isinstance(value, dict)
    assert [k for k, v in value.items() if v == "[redacted]"] == [
        "api_key",
        "X-Api-Key",
        "client_secret",
        "auth.password",
        "refresh-token",
        "Cookie",
        "credential",
        "private_key",
    ]
    assert value["input_tokens"] == 12 and value["max_tokens"] == 5 and value["tokenizer"] == "bpe"
    assert count == 8


def test_user_patterns_apply_locally_after_builtins() -> None:
    patterns = compile_redactions([r"acct-\d+", "internal-host"])
    value, count, _ = redact_content({"note": "acct-4242 on internal-host"}, patterns)
    assert value == {"note": "[redacted] on [redacted]"}
    assert count == 2


@pytest.mark.parametrize(
    ("patterns", "fragment"),
    [
        (["("], "not a valid regular expression"),
        ([""], "1 to 200"),
        (["x" * 201], "1 to 200"),
        ([f"p{i}" for i in range(17)], "at most 16"),
        (42, "list of regular expressions"),
    ],
)
def test_compile_redactions_refuses_bad_patterns(patterns: object, fragment: str) -> None:
    with pytest.raises(EvalRouterError) as caught:
        compile_redactions(patterns)
    assert caught.value.code == "invalid_input"
    assert "trace_redact" in str(caught.value) and fragment in str(caught.value)


def test_compile_redactions_accepts_none_a_string_and_compiled() -> None:
    assert compile_redactions(None) == ()
    assert [p.pattern for p in compile_redactions(r"acct-\d+")] == [r"acct-\d+"]
    assert compile_redactions([re.compile("x")])[0].pattern == "x"


def test_bounds_on_strings_depth_items_and_unsupported_values() -> None:
    deep: object = "bottom"
    for _ in range(12):
        deep = [deep]
    value, _, truncated = redact_content(
        {"long": "a" * 5000, "deep": deep, "many": list(range(100)), "odd": {1, 2}, "nan": 1e999}
    )
    assert truncated
    assert isinstance(value, dict)
    assert value["long"] == "a" * 4096
    assert "[depth limit]" in json.dumps(value["deep"]) and "bottom" not in json.dumps(value)
    assert value["many"] == list(range(64))
    assert value["odd"] == "[unsupported value]" and value["nan"] == "[unsupported value]"
    keys, _, cut = redact_content({f"k{i}": i for i in range(70)})
    assert isinstance(keys, dict) and len(keys) == 64 and cut


def test_a_secret_across_the_string_cut_is_redacted_whole() -> None:
    value, count, _ = redact_content("a" * 4080 + " " + CREDENTIAL)
    assert count == 1 and isinstance(value, str)
    assert "ercr_" not in value and CREDENTIAL[-20:] not in value


def test_content_over_8_kib_becomes_the_marker() -> None:
    fits = ["x" * 1000] * 7
    value, _, truncated = redact_content(fits)
    assert value == fits and not truncated
    value, _, truncated = redact_content(["x" * 1000] * 9)
    assert value == CONTENT_LIMIT_MARKER and truncated


def test_no_secret_reaches_any_step_and_spans_count_redactions() -> None:
    trace = TraceRecorder(GRANT, root_name="solver", redactions=compile_redactions([r"acct-\d+"]))
    everything = " ".join(SECRETS.values()) + " acct-991"
    with trace.span("plan", input={"prompt": everything}) as scope:
        scope.set_output({"answer": everything})
        trace.calls.record_model(
            {"model": "m", "messages": [{"role": "user", "content": everything}]},
            {"choices": [{"message": {"role": "assistant", "content": everything}}]},
            None,
        )
        trace.calls.record_tool(
            "lookup", {"query": everything, "token": "t"}, {"text": everything}, False, None
        )
        trace.checkpoint(f"label {CREDENTIAL}", note=everything)
        trace.command_result(f"run {CREDENTIAL}", success=True)
    text = json.dumps(delivered(trace))
    for secret in [*SECRETS.values(), "acct-991", "hunter2hunter2", CREDENTIAL]:
        for line in secret.splitlines():
            assert line.split(" ")[-1] not in text or line.startswith("-----"), line
    assert "MIIEowIBAAKCAQEA7" not in text
    steps = json.loads(text)
    model = spans(steps, "model")[0]
    assert model["attributes"]["content_redactions"] >= len(SECRETS) * 2


def test_secrets_the_runner_knows_are_redacted_whatever_their_format() -> None:
    trace = TraceRecorder(GRANT, root_name="solver", secrets=("er_workspace_key_0042", "short"))
    trace.calls.record_tool(
        "echo", {"q": "key er_workspace_key_0042 short"}, {"text": "ok"}, False, None
    )
    (tool,) = spans(delivered(trace), "tool")
    assert tool["input"] == {"q": "key [redacted] short"}


def test_truncated_content_sets_the_span_attribute() -> None:
    trace = recorder()
    trace.calls.record_tool("read", {"path": "a"}, {"lines": ["y" * 3000] * 3}, False, None)
    tool = spans(delivered(trace), "tool")[0]
    assert tool["output"] == CONTENT_LIMIT_MARKER
    assert tool["attributes"]["content_truncated"] is True
    assert tool["input"] == {"path": "a"}


def test_the_grant_can_lower_the_content_bound() -> None:
    trace = recorder(max_content_bytes=100)
    trace.calls.record_tool("read", {"path": "a"}, {"text": "y" * 200}, False, None)
    tool = spans(delivered(trace), "tool")[0]
    assert tool["input"] == {"path": "a"} and tool["output"] == CONTENT_LIMIT_MARKER


# --------------------------------------------------------------------------- levels and kinds


def exercise(trace: TraceRecorder) -> None:
    with trace.span("plan", input={"goal": "add"}):
        trace.calls.record_model(
            {"messages": [{"role": "user", "content": "2+2"}]},
            {
                "model": "sim/m",
                "choices": [{"message": {"content": "4"}}],
                "usage": {"prompt_tokens": 7, "completion_tokens": 2},
            },
            None,
        )
        trace.calls.record_tool("calculator", {"expr": "2+2"}, {"text": "4"}, False, None)
        trace.calls.record_tool("execute", {"cmd": "ls"}, {"text": "a.txt"}, False, None)
        trace.checkpoint("halfway")
        trace.test_results(passed=1, failed=0, total=1)
        trace.command_result("pytest", success=True, exit_code=0, duration_ms=12)


def test_off_and_no_grant_record_nothing() -> None:
    for trace in (recorder(level="off"), TraceRecorder(None, root_name="x")):
        exercise(trace)
        assert not trace.enabled
        assert delivered(trace) == []


def test_metadata_keeps_agent_spans_and_points_and_rolls_tokens_up() -> None:
    trace = recorder(level="metadata")
    exercise(trace)
    steps = delivered(trace)
    assert {s["kind"] for s in spans(steps)} == {"agent"}
    assert [s["type"] for s in steps if s["type"] != "span"] == [
        "checkpoint",
        "test_results",
        "command_result",
    ]
    plan = next(s for s in spans(steps) if s["name"] == "plan")
    assert plan["attributes"]["input_tokens"] == 7 and plan["attributes"]["output_tokens"] == 2
    assert all("input" not in s and "output" not in s for s in steps)


def test_spans_level_records_model_and_tool_spans_without_content() -> None:
    trace = recorder(level="spans")
    exercise(trace)
    steps = delivered(trace)
    assert [s["kind"] for s in spans(steps)] == ["agent", "agent", "model", "tool", "tool"]
    assert all("input" not in s and "output" not in s for s in steps)
    model = spans(steps, "model")[0]
    assert model["attributes"] == {"model": "sim/m", "input_tokens": 7, "output_tokens": 2}


def test_content_needs_the_grant_content_capture() -> None:
    trace = recorder(content_capture=False)
    exercise(trace)
    assert all("input" not in s and "output" not in s for s in delivered(trace))


@pytest.mark.parametrize(
    ("include", "expected"),
    [
        (list(KINDS), {"plan", "model", "calculator", "execute"}),
        (["model_turns"], {"model"}),
        (["tool_calls"], {"calculator"}),
        (["tool_calls", "command_output"], {"calculator", "execute"}),
        (["agent_messages"], {"plan"}),
    ],
)
def test_content_per_kind(include: list[str], expected: set[str]) -> None:
    trace = recorder(include=include)
    exercise(trace)
    steps = delivered(trace)
    with_content = {s["name"] for s in spans(steps) if "input" in s or "output" in s}
    assert with_content == expected
    kinds = {s["kind"] for s in spans(steps)}
    assert ("model" in kinds) == ("model_turns" in include)
    assert ("tool" in kinds) == ("tool_calls" in include)
    points = [s["type"] for s in steps if s["type"] != "span"]
    assert ("command_result" in points) == ("command_output" in include)


def test_refused_tool_calls_and_failed_model_calls_are_error_spans() -> None:
    trace = recorder(level="spans")
    trace.calls.record_model({"model": "alias", "messages": []}, None, "client_budget_exhausted")
    trace.calls.record_tool("lookup", None, {"text": "no"}, True, "action_refused")
    trace.calls.record_tool("lookup", {"k": 1}, {"text": "bad input"}, True, None)
    model, refused, failed = spans(delivered(trace))[1:]
    assert model["status"] == "error"
    assert model["attributes"] == {"model": "alias", "error_code": "client_budget_exhausted"}
    assert refused["status"] == "error" and refused["attributes"]["error_code"] == "action_refused"
    assert refused["attributes"]["arguments_sha256"] == canonical_hash({})
    assert failed["status"] == "error" and "error_code" not in failed["attributes"]
    assert failed["attributes"]["arguments_sha256"] == canonical_hash({"k": 1})


def test_model_span_content_is_the_messages_and_the_reply() -> None:
    trace = recorder()
    exercise(trace)
    model = spans(delivered(trace), "model")[0]
    assert model["input"] == [{"role": "user", "content": "2+2"}]
    assert model["output"] == {"content": "4"}


# --------------------------------------------------------------------------- the span tree


def test_tool_calls_attach_to_the_latest_closed_model_turn() -> None:
    trace = recorder(level="spans")
    trace.calls.record_tool("early", {}, {"text": ""}, False, None)
    exercise(trace)
    steps = delivered(trace)
    root = next(s for s in spans(steps) if s["name"] == "solver")
    plan = next(s for s in spans(steps) if s["name"] == "plan")
    model = spans(steps, "model")[0]
    by_name = {s["name"]: s for s in spans(steps, "tool")}
    assert "parent_span_id" not in root and root["source"] == "sdk"
    assert by_name["early"]["parent_span_id"] == root["span_id"]
    assert plan["parent_span_id"] == root["span_id"]
    assert model["parent_span_id"] == plan["span_id"]
    assert by_name["calculator"]["parent_span_id"] == model["span_id"]
    assert by_name["execute"]["parent_span_id"] == model["span_id"]
    points = [s for s in steps if s["type"] != "span"]
    assert {p["span_id"] for p in points} == {plan["span_id"]}


def test_excluded_model_turn_leaves_tools_under_the_agent_span() -> None:
    trace = recorder(level="spans", include=["tool_calls"])
    exercise(trace)
    steps = delivered(trace)
    plan = next(s for s in spans(steps) if s["name"] == "plan")
    assert {s["parent_span_id"] for s in spans(steps, "tool")} == {plan["span_id"]}


def test_step_shapes_and_the_final_close() -> None:
    ticks = iter(range(1000, 2000))
    trace = TraceRecorder(GRANT, root_name="my agent!*", clock=lambda: float(next(ticks)))
    trace.start("tool", "bash")
    trace.start("agent", "inner")
    trace.close(failed=True)
    steps = delivered(trace, close=False)
    root, tool, inner = spans(steps)
    assert root["name"] == "my agent" and root["status"] == "error"
    assert tool["status"] == "error" and tool["attributes"]["error_code"] == "tool_unfinished"
    assert inner["status"] == "error" and inner["attributes"]["error_code"] == "span_unfinished"
    assert [s["ordinal"] for s in steps] == [1, 2, 3]
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z", root["started_at"])
    assert all(re.fullmatch(r"[0-9a-f]{16}", s["span_id"]) for s in steps)
    assert all(s["ended_at"] >= s["started_at"] for s in steps)


def test_a_close_after_upload_is_a_second_step_with_the_same_span_id() -> None:
    trace = recorder()
    span_id = trace.start("agent", "long", input={"a": 1})
    first = delivered(trace, close=False)
    trace.end(span_id, output={"b": 2}, attributes={"updates": 3})
    trace.close(failed=False)
    second = delivered(trace, close=False)
    opened = next(s for s in first if s["span_id"] == span_id)
    closed = next(s for s in second if s["span_id"] == span_id)
    assert opened["status"] == "unset" and "ended_at" not in opened and opened["input"] == {"a": 1}
    assert closed["status"] == "ok" and "input" not in closed and closed["output"] == {"b": 2}
    assert closed["attributes"]["updates"] == 3
    assert closed["ordinal"] > opened["ordinal"]


def test_span_errors_mark_the_span_and_propagate() -> None:
    trace = recorder()
    with pytest.raises(ValueError), trace.span("risky"):
        raise ValueError("boom")
    risky = next(s for s in spans(delivered(trace)) if s["name"] == "risky")
    assert risky["status"] == "error"


def test_async_span_and_concurrent_attempts_do_not_mix() -> None:
    async def attempt(trace: TraceRecorder, label: str) -> None:
        async with trace.span(f"outer-{label}"):
            await asyncio.sleep(0)
            async with trace.span(f"inner-{label}"):
                await asyncio.sleep(0)
                trace.checkpoint(f"cp-{label}")

    async def both(a: TraceRecorder, b: TraceRecorder) -> None:
        await asyncio.gather(attempt(a, "a"), attempt(b, "b"), attempt(a, "c"))

    first, second = recorder(), recorder()
    asyncio.run(both(first, second))
    a_steps, b_steps = delivered(first), delivered(second)
    assert {s["name"] for s in spans(b_steps)} == {"solver", "outer-b", "inner-b"}
    ids = {s["name"]: s["span_id"] for s in spans(a_steps)}
    parents = {s["name"]: s.get("parent_span_id") for s in spans(a_steps)}
    assert parents["inner-a"] == ids["outer-a"] and parents["inner-c"] == ids["outer-c"]
    points = {p["label"]: p["span_id"] for p in a_steps if p["type"] == "checkpoint"}
    assert points == {"cp-a": ids["inner-a"], "cp-c": ids["inner-c"]}


def test_points_shapes_and_bounds() -> None:
    trace = recorder()
    trace.test_results(
        passed=3,
        failed=1,
        total=4,
        groups={
            "fail_to_pass": {"passed": 1, "failed": 1},
            "pass_to_pass": {"passed": 2, "failed": 0},
        },
        per_test=[{"id": "t1", "outcome": "passed"}],
        commands=[{"name": "pytest", "success": False, "exit_code": 1}],
    )
    trace.command_result("x" * 150, success=False, exit_code=-9000, timed_out=True, duration_ms=-5)
    trace.checkpoint("c", checkpoint_id="ck1", step=4, extra=None)
    steps = delivered(trace)
    results, command, checkpoint = (s for s in steps if s["type"] != "span")
    assert results["groups"]["fail_to_pass"] == {"passed": 1, "failed": 1}
    assert results["commands"] == [
        {"name": "pytest", "success": False, "timed_out": False, "exit_code": 1}
    ]
    assert len(command["name"]) == 100 and command["exit_code"] == -255
    assert command["duration_ms"] == 0 and command["timed_out"] is True
    assert checkpoint["checkpoint_id"] == "ck1" and checkpoint["step"] == 4
    assert "extra" not in checkpoint


@pytest.mark.parametrize(
    "call",
    [
        lambda t: t.test_results(passed=-1, failed=0, total=0),
        lambda t: t.test_results(passed=1, failed=0, total=1, per_test=[{"id": "a"}]),
        lambda t: t.command_result("", success=True),
        lambda t: t.checkpoint("c", step="two"),
        lambda t: t.checkpoint("c", ordinal=3),
        lambda t: t.checkpoint("c", **{f"f{i}": i for i in range(17)}),
        lambda t: t.checkpoint("c", data={"nested": 1}),
        lambda t: t.start("agent", "x", attributes={"colour": "red"}),
        lambda t: t.span("x", kind="thought"),  # type: ignore[arg-type]
    ],
)
def test_bad_arguments_are_invalid_input(call: Any) -> None:
    with pytest.raises(EvalRouterError) as caught:
        call(recorder())
    assert caught.value.code == "invalid_input"


def test_max_steps_and_unacknowledged_bound_drop_and_count() -> None:
    trace = recorder(max_steps=5)
    for index in range(10):
        trace.checkpoint(f"c{index}")
    steps = delivered(trace)
    assert [s["ordinal"] for s in steps] == [1, 2, 3, 4, 5]
    assert trace.dropped_steps == 6  # c4..c9; the root's close merges into its open step

    unbounded = recorder(max_steps=100_000)
    for index in range(8200):
        unbounded.checkpoint(f"c{index}")
    assert unbounded.dropped_steps == 8200 + 1 - 8192


def test_importing_the_trace_module_does_not_import_optional_packages() -> None:
    code = (
        "import sys; import evalrouter.agents._trace.recorder as t;"
        "r = t.TraceRecorder({'level': 'spans'}, root_name='x'); r.checkpoint('c');"
        "optional = ('opentelemetry', 'langgraph', 'openai');"
        "bad = [m for m in sys.modules if m.split('.')[0] in optional];"
        "print(bad)"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True
    )
    assert result.stdout.strip() == "[]"


def test_known_secrets_are_redacted_without_being_held() -> None:
    from evalrouter.agents._trace import redaction as _redaction

    key = "opaque-key-0123456789"
    recorder = TraceRecorder(None, root_name="agent", secrets=(key,))
    # Nothing the agent can reach through context.trace spells the key.
    reachable = repr(vars(recorder)) + "".join(
        repr(getattr(p, name, "")) for p in recorder._patterns for name in p.__slots__
    )
    assert key not in reachable and key[:6] not in reachable
    text = f"{key} and {key[:-1]} er_live_abcdefgh1 {key}"
    redacted, count = _redaction.redact_text(text, (_redaction.ExactSecret(key),))
    assert redacted == "[redacted] and opaque-key-012345678 [redacted] [redacted]"
    assert count == 3  # twice the exact key, once an EvalRouter key by its format
