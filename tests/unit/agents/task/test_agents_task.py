"""The attempt's task server against a scripted platform: what it sends and what it returns."""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest

from evalrouter import EvalRouterError
from evalrouter.agents._attempt.codes import ATTEMPT_OVER_CODES, RUN_STOP_CODES
from evalrouter.agents._task.api import ToolResult
from evalrouter.agents._task.server import local_toolsets
from tests.unit.agents.agents_platform import (
    FETCH,
    LOOKUP,
    Platform,
    Setup,
    delivery,
    error,
)


@pytest.fixture
def make(tmp_path: Path) -> Callable[..., Setup]:
    def build(task: dict[str, Any] | None = None, toolsets: tuple[str, ...] = ()) -> Setup:
        workspace = tmp_path / "ws"
        workspace.mkdir(exist_ok=True)
        return Setup(Platform(task or delivery()), workspace, toolsets)

    return build


# --------------------------------------------------------------------------- delivery, tools


async def test_prepare_reads_the_task_and_lists_core_tools_then_actions(make: Any) -> None:
    task = delivery(
        inputs={
            "messages": [],
            "repository": {"workdir": "/w", "base_commit": "abc", "instance_id": "fix-123"},
        },
        notes="Be brief.",
    )
    s = make(task)
    await s.server.prepare()
    assert s.platform.routes() == ["GET /task"]
    tools = await s.server.tools.list()
    assert [t["name"] for t in tools] == ["get_task", "submit", "done", "lookup"]
    assert tools[0]["inputSchema"] == {
        "type": "object",
        "properties": {},
        "additionalProperties": False,
    }
    submit = tools[1]["inputSchema"]
    assert submit["required"] == ["answer"]
    assert submit["properties"]["answer"] == {
        "type": "string",
        "maxLength": 65536,
        "description": "The answer text.",
    }
    assert tools[2]["inputSchema"]["properties"]["reason"]["enum"] == ["completed", "gave_up"]
    assert tools[3] == {k: v for k, v in LOOKUP.items() if k != "executes_at"}
    view = await s.server.task.get()
    assert view["task_id"] == "task_7"
    assert view["instructions"] == "Answer the question."
    assert view["notes"] == "Be brief."
    assert "instance_id" not in view["inputs"]["repository"]
    result = await s.server.tools.call("get_task")
    assert result.text.endswith("\n\nBe brief.")
    assert json.loads(result.text.split("\n\n")[0])["task_id"] == "task_7"
    # Changing the returned view changes nothing the server holds.
    view["inputs"]["messages"].append("x")
    assert (await s.server.task.get())["inputs"]["messages"] == []


async def test_no_submit_tool_for_a_task_without_submission(make: Any) -> None:
    s = make(delivery("none", actions=[]))
    await s.server.prepare()
    assert [t["name"] for t in await s.server.tools.list()] == ["get_task", "done"]
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.submit("x")
    assert caught.value.code == "submission_unsupported"
    refused = await s.server.tools.call("submit", {})
    assert refused.is_error and refused.structured == {"code": "submission_unsupported"}
    assert s.platform.submissions == []


# --------------------------------------------------------------------------- submissions


async def test_submit_refreshes_the_delivery_and_sends_the_next_revision(make: Any) -> None:
    s = make()
    await s.server.prepare()
    s.platform.delivery["submission_revision"] = 4  # another front end submitted meanwhile
    assert await s.server.task.submit("4") == 5
    assert await s.server.task.submit("four") == 6
    assert s.platform.routes() == [
        "GET /task",
        "GET /task",
        "PUT /submission",
        "GET /task",
        "PUT /submission",
    ]
    assert s.platform.submissions == [
        {"revision": 5, "inputs_sha256": "a" * 64, "output": {"kind": "answer", "text": "4"}},
        {"revision": 6, "inputs_sha256": "a" * 64, "output": {"kind": "answer", "text": "four"}},
    ]
    result = await s.server.tools.call("submit", {"answer": "IV"})
    assert result == ToolResult(
        text="Submission recorded as revision 7. Call done when finished.",
        structured={"revision": 7},
    )


async def test_an_answer_over_64_kib_of_utf8_is_refused_locally(make: Any) -> None:
    s = make()
    await s.server.prepare()
    assert await s.server.task.submit("é" * 32768) == 1  # exactly 65536 bytes
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.submit("é" * 32768 + "x")
    assert caught.value.code == "client_submission_too_large"
    assert caught.value.details == {"field": "output", "bytes": 65537, "limit": 65536}
    assert len(s.platform.submissions) == 1


@pytest.mark.parametrize(
    ("arguments", "code"),
    [
        ({}, "invalid_input"),
        ({"answer": 4}, "invalid_input"),
        ({"answer": "4", "x": 1}, "invalid_input"),
    ],
)
async def test_the_submit_tool_takes_exactly_one_string(
    make: Any, arguments: dict[str, Any], code: str
) -> None:
    s = make()
    await s.server.prepare()
    result = await s.server.tools.call("submit", arguments)
    assert result.is_error and result.structured == {"code": code}
    assert s.platform.submissions == []


async def test_a_refusal_raises_from_task_and_returns_from_tools(make: Any) -> None:
    s = make()
    await s.server.prepare()
    s.platform.fail("/submission", error(422, "submission_invalid"))
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.submit("x")
    assert caught.value.code == "submission_invalid"
    s.platform.fail("/submission", error(422, "submission_invalid"))
    result = await s.server.tools.call("submit", {"answer": "x"})
    assert result == ToolResult(
        text="submission_invalid: submission_invalid happened",
        structured={"code": "submission_invalid"},
        is_error=True,
    )
    # Both are on the trace as failed tool calls carrying the code.
    failed = [c for c in s.trace.calls if c[3]]
    assert [(c[0], c[1], c[4]) for c in failed] == [
        ("submit", {"answer": "x"}, "submission_invalid"),
        ("submit", {"answer": "x"}, "submission_invalid"),
    ]
    assert failed[0][2]["text"] == "submission_invalid: submission_invalid happened"


@pytest.mark.parametrize("code", sorted(RUN_STOP_CODES | ATTEMPT_OVER_CODES))
async def test_stop_and_attempt_over_codes_surface_with_their_code(make: Any, code: str) -> None:
    s = make()
    await s.server.prepare()
    s.platform.fail("/submission", error(409, code))
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.submit("x")
    assert caught.value.code == code
    assert s.server.closed_code == code
    assert s.clock.sleeps == []  # a refusal is never retried


@pytest.mark.parametrize("code", sorted(RUN_STOP_CODES))
async def test_a_stop_code_met_by_a_tool_is_kept_for_the_runner(make: Any, code: str) -> None:
    s = make()
    await s.server.prepare()
    assert s.server.closed_code is None
    s.platform.fail("/actions", error(409, code))
    result = await s.server.tools.call("lookup", {"query": "a"})
    assert result.is_error and result.structured == {"code": code}
    assert s.server.closed_code == code


# --------------------------------------------------------------------------- durable writes


async def test_submit_act_and_done_are_retried_through_transient_failures(make: Any) -> None:
    s = make()
    await s.server.prepare()
    s.platform.fail("/submission", error(503, "unavailable"), httpx.ConnectError("refused"))
    s.platform.fail("/actions", httpx.ReadTimeout("slow"))
    s.platform.fail("/done", error(500, "internal_error"))
    assert await s.server.task.submit("4") == 1
    assert (await s.server.tools.call("lookup", {"query": "x"})).is_error is False
    assert await s.server.task.done() == "submitted"
    # The same bodies were resent: one stored submission, one action, one done.
    bodies = [json.loads(r.content) for r in s.platform.requests if r.method == "PUT"]
    assert bodies[0] == bodies[1] == bodies[2]
    assert len(s.platform.submissions) == 1
    assert [a["step"] for a in s.platform.actions] == [0]
    assert s.platform.done == [{"reason": "completed"}]
    assert len(s.clock.sleeps) == 4
    assert all(2.0 <= d <= 5.0 for d in s.clock.sleeps)


async def test_a_client_error_is_not_retried(make: Any) -> None:
    s = make()
    await s.server.prepare()
    s.platform.fail("/done", error(400, "invalid_input"))
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.done()
    assert caught.value.code == "invalid_input"
    assert s.platform.routes("POST") == ["POST /done"]
    assert s.clock.sleeps == []
    assert not s.server.done_event.is_set()


# --------------------------------------------------------------------------- actions


async def test_actions_take_the_delivered_step_then_the_next(make: Any) -> None:
    s = make()
    s.platform.delivery["next_action_step"] = 3
    await s.server.prepare()
    first = await s.server.tools.call("lookup", {"query": "a"})
    await s.server.tools.call("lookup", {"query": "b"})
    assert first == ToolResult(text="found {'query': 'a'}", structured={"hits": 1})
    assert [(a["step"], a["tool"], a["arguments"]) for a in s.platform.actions] == [
        (3, "lookup", {"query": "a"}),
        (4, "lookup", {"query": "b"}),
    ]
    # The delivery is read once for the first step, not before every action.
    assert s.platform.routes().count("GET /task") == 2


async def test_a_step_conflict_refreshes_and_resends_once(make: Any) -> None:
    s = make()
    await s.server.prepare()
    await s.server.tools.call("lookup", {"query": "a"})
    s.platform.delivery["next_action_step"] = 9  # another front end acted meanwhile
    result = await s.server.tools.call("lookup", {"query": "b"})
    assert not result.is_error
    steps = [json.loads(r.content)["step"] for r in s.platform.requests if r.method == "POST"]
    assert steps == [0, 1, 9]
    assert [a["step"] for a in s.platform.actions] == [0, 9]
    await s.server.tools.call("lookup", {"query": "c"})
    assert s.platform.actions[-1]["step"] == 10


async def test_a_step_ahead_uses_the_step_the_platform_names(make: Any) -> None:
    s = make()
    await s.server.prepare()
    s.platform.fail("/actions", error(409, "action_step_ahead", next_step=0))
    s.platform.delivery["next_action_step"] = 0
    assert not (await s.server.tools.call("lookup", {"query": "a"})).is_error
    assert [a["step"] for a in s.platform.actions] == [0]


async def test_a_second_step_conflict_is_returned_as_a_refusal(make: Any) -> None:
    s = make()
    await s.server.prepare()
    s.platform.fail(
        "/actions", error(409, "action_step_conflict"), error(409, "action_step_conflict")
    )
    result = await s.server.tools.call("lookup", {"query": "a"})
    assert result.is_error and result.structured == {"code": "action_step_conflict"}
    assert s.platform.routes("POST") == ["POST /actions", "POST /actions"]


async def test_meta_keeps_only_short_string_pairs(make: Any) -> None:
    s = make()
    await s.server.prepare()
    meta: dict[str, object] = {
        "claudecode/toolUseId": "toolu_1",
        "n": 1,
        "k" * 101: "v",
        "long": "v" * 201,
    }
    meta.update({f"k{i}": "v" for i in range(20)})
    await s.server.tools.call("lookup", {"query": "a"}, meta=meta)
    sent = s.platform.actions[0]["meta"]
    assert list(sent)[:2] == ["claudecode/toolUseId", "k0"]
    assert len(sent) == 16
    await s.server.tools.call("lookup", {"query": "b"}, meta={"n": 1})
    assert "meta" not in s.platform.actions[1]


async def test_an_unknown_tool_is_refused(make: Any) -> None:
    s = make()
    await s.server.prepare()
    result = await s.server.tools.call("rm_rf", {})
    assert result.is_error and result.structured == {"code": "unknown_tool"}
    assert "its tools: get_task, submit, done, lookup" in result.text, result.text
    bad = await s.server.tools.call("lookup", ["not", "an", "object"])  # type: ignore[arg-type]
    assert bad.is_error and bad.structured == {"code": "invalid_input"}
    assert s.platform.actions == []
    assert [(c[0], c[3], c[4]) for c in s.trace.calls] == [
        ("rm_rf", True, "unknown_tool"),
        ("lookup", True, "invalid_input"),
    ]


async def test_tool_calls_are_serialised(make: Any) -> None:
    s = make()
    await s.server.prepare()
    results = await asyncio.gather(
        *(s.server.tools.call("lookup", {"query": str(i)}) for i in range(5)),
        s.server.task.submit("x"),
    )
    assert s.platform.most_in_flight == 1
    assert sorted(a["step"] for a in s.platform.actions) == [0, 1, 2, 3, 4]
    assert results[-1] == 1


async def test_every_tool_call_is_on_the_trace(make: Any) -> None:
    s = make()
    await s.server.prepare()
    await s.server.tools.call("lookup", {"query": "a"})
    await s.server.task.submit("4")
    await s.server.task.done()
    names = [(c[0], c[1], c[3], c[4]) for c in s.trace.calls]
    assert names == [
        ("lookup", {"query": "a"}, False, None),
        ("submit", {"answer": "4"}, False, None),
        ("done", {"reason": "completed"}, False, None),
    ]
    assert s.trace.calls[0][2] == {
        "text": "found {'query': 'a'}",
        "structured": {"hits": 1},
        "is_error": False,
    }


# --------------------------------------------------------------------------- done


async def test_done_posts_the_reason_sets_the_event_and_reports_no_score(make: Any) -> None:
    s = make()
    await s.server.prepare()
    assert not s.server.done_event.is_set()
    result = await s.server.tools.call("done", {"reason": "gave_up"})
    assert result == ToolResult(
        text="Task finished (state: submitted).", structured={"state": "submitted"}
    )
    assert s.platform.done == [{"reason": "gave_up"}]
    assert s.server.done_event.is_set()
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.done("finished")
    assert caught.value.code == "invalid_input"
    assert len(s.platform.done) == 1


# --------------------------------------------------------------------------- file tasks


def file_task(**extra: Any) -> dict[str, Any]:
    return delivery(
        "files",
        inputs={
            "files": [
                {"path": "data/input.csv", "content": "a,b\n1,2\n"},
                {"path": "README.md", "content": "Sum the columns."},
            ]
        },
        output={"kind": "files", "paths": ["out/result.txt", "notes.md"]},
        actions=[FETCH, LOOKUP],
        **extra,
    )


async def test_a_file_task_writes_its_inputs_privately(make: Any) -> None:
    s = make(file_task(), ("toolset:files@1",))
    root = s.server.workspace
    (root / "README.md").write_text("changed by the agent")
    await s.server.prepare()
    csv = root / "data" / "input.csv"
    assert csv.read_text() == "a,b\n1,2\n"
    assert csv.stat().st_mode & 0o777 == 0o600
    assert (root / "README.md").read_text() == "changed by the agent"
    assert [t["name"] for t in await s.server.tools.list()] == [
        "get_task",
        "submit",
        "done",
        "fetch_files",
        "lookup",
    ]
    assert (await s.server.tools.list())[1]["inputSchema"]["properties"] == {}


async def test_fetch_files_restores_only_missing_files(make: Any) -> None:
    s = make(file_task(), ("toolset:files@1",))
    await s.server.prepare()
    root = s.server.workspace
    (root / "data" / "input.csv").unlink()
    result = await s.server.tools.call("fetch_files")
    assert result.structured == {
        "files": ["data/input.csv", "README.md"],
        "restored": ["data/input.csv"],
        "outputs": ["out/result.txt", "notes.md"],
    }
    assert (root / "data" / "input.csv").read_text() == "a,b\n1,2\n"
    assert s.platform.actions == []  # a client tool never reaches the actions route


async def test_file_submit_collects_declared_outputs(make: Any) -> None:
    s = make(file_task(), ("toolset:files@1",))
    await s.server.prepare()
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.submit()
    assert caught.value.code == "submission_empty"
    with pytest.raises(EvalRouterError) as caught:
        await s.server.task.submit("text")
    assert caught.value.code == "invalid_input"
    (s.server.workspace / "out").mkdir()
    (s.server.workspace / "out" / "result.txt").write_bytes(b"3,3\n")
    assert await s.server.task.submit() == 1
    output = s.platform.submissions[0]["output"]
    assert output == {
        "kind": "files",
        "files": [
            {
                "path": "out/result.txt",
                "status": "present",
                "content_base64": "MywzCg==",
                "bytes": 4,
                "sha256": hashlib.sha256(b"3,3\n").hexdigest(),
            },
            {"path": "notes.md", "status": "missing"},
        ],
    }


async def test_done_settles_changed_files_first_and_settle_skips_unchanged(make: Any) -> None:
    s = make(file_task(), ("toolset:files@1",))
    await s.server.prepare()
    root = s.server.workspace
    assert await s.server.settle() is False  # nothing written yet: nothing to submit
    (root / "notes.md").write_text("v1")
    assert await s.server.settle() is True
    assert await s.server.settle() is False  # unchanged: not resent
    (root / "notes.md").write_text("v2")
    await s.server.task.done()
    assert s.platform.routes()[-3:] == ["GET /task", "PUT /submission", "POST /done"]
    assert [sub["revision"] for sub in s.platform.submissions] == [1, 2]
    await s.server.settle()
    assert len(s.platform.submissions) == 2


async def test_settle_submits_nothing_for_answer_tasks(make: Any) -> None:
    s = make()
    await s.server.prepare()
    assert await s.server.settle() is False
    assert s.platform.routes() == ["GET /task"]


@pytest.mark.parametrize(
    "path", ["../escape.txt", "/etc/passwd", "a//b", ".hidden", "a/../b", "x" * 161, "a b"]
)
async def test_an_unsafe_input_path_refuses_the_task(make: Any, path: str) -> None:
    task = file_task()
    task["inputs"]["files"].append({"path": path, "content": "x"})
    s = make(task, ("toolset:files@1",))
    with pytest.raises(EvalRouterError) as caught:
        await s.server.prepare()
    assert caught.value.code == "client_file_task_invalid"
    assert caught.value.details["path"] == path
    assert list(s.server.workspace.iterdir()) == []


async def test_inputs_never_follow_a_symlink_out_of_the_workspace(
    make: Any, tmp_path: Path
) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    s = make(file_task(), ("toolset:files@1",))
    os.symlink(outside, s.server.workspace / "data")
    await s.server.prepare()
    assert list(outside.iterdir()) == []
    assert (s.server.workspace / "README.md").exists()
    result = await s.server.tools.call("fetch_files")
    assert result.structured is not None and result.structured["restored"] == []


# --------------------------------------------------------------------------- toolsets


async def test_a_client_action_without_its_toolset_is_unsupported(make: Any) -> None:
    s = make(file_task())  # the grant loaded no toolset
    with pytest.raises(EvalRouterError) as caught:
        await s.server.prepare()
    assert caught.value.code == "toolset_unsupported"
    assert caught.value.details == {"action": "fetch_files", "executes_at": "client"}


async def test_a_toolset_this_runner_does_not_know_is_unsupported(make: Any) -> None:
    with pytest.raises(EvalRouterError) as caught:
        make(toolsets=("toolset:gpu@1",))
    assert caught.value.code == "toolset_unsupported"
    assert caught.value.details == {"toolset": "toolset:gpu@1"}
    assert "toolset:gpu@1" in caught.value.message


def grant(toolsets: list[dict[str, Any]], executes_at: dict[str, str]) -> dict[str, Any]:
    return {
        "composition_sha256": "c" * 64,
        "task_protocol": {
            "compositions": {
                "other": {"sha256": "d" * 64, "parts": {}},
                "mine": {
                    "sha256": "c" * 64,
                    "parts": {"actions": {"pid": "p1", "ref": "actions:x"}},
                    "resolved": {"executes_at": executes_at},
                },
            },
            "parts": {"p1": {"ref": "actions:x", "toolsets": toolsets}},
        },
    }


FILES_SET = {"name": "files", "ref": "toolset:files@1", "tools": [{"name": "fetch_files"}]}
CONTAINER_SET = {"name": "repo", "ref": "toolset:container@1", "tools": [{"name": "execute"}]}
WORKER_SET = {"name": "lookups", "ref": "toolset:lookup@1", "tools": [{"name": "lookup"}]}


def test_local_toolsets_lists_toolsets_with_a_client_side_tool() -> None:
    executes_at = {"fetch_files": "client", "lookup": "worker"}
    assert local_toolsets(grant([FILES_SET, WORKER_SET, FILES_SET], executes_at)) == [
        "toolset:files@1"
    ]
    assert local_toolsets(grant([WORKER_SET], {"lookup": "worker"})) == []


def test_local_toolsets_loads_the_container_toolset_and_refuses_unknown_ones() -> None:
    assert local_toolsets(grant([CONTAINER_SET], {"execute": "sandbox"})) == ["toolset:container@1"]
    unknown = {"name": "gpu", "ref": "toolset:gpu@1", "tools": [{"name": "train"}]}
    with pytest.raises(EvalRouterError) as caught:
        local_toolsets(grant([unknown], {"train": "client"}))
    assert caught.value.code == "toolset_unsupported"
    assert "toolset:gpu@1" in caught.value.message


def test_local_toolsets_refuses_a_grant_without_its_composition() -> None:
    bad = grant([FILES_SET], {"fetch_files": "client"})
    bad["composition_sha256"] = "e" * 64
    with pytest.raises(EvalRouterError) as caught:
        local_toolsets(bad)
    assert caught.value.code == "client_run_grant_invalid"
    missing_part = grant([FILES_SET], {"fetch_files": "client"})
    missing_part["task_protocol"]["parts"] = {}
    with pytest.raises(EvalRouterError) as caught:
        local_toolsets(missing_part)
    assert caught.value.code == "client_run_grant_invalid"


async def test_the_delivery_read_is_retried_too(make: Any) -> None:
    s = make()
    s.platform.fail("/task", error(502, "bad_gateway"), httpx.ConnectError("refused"))
    await s.server.prepare()
    assert s.platform.routes() == ["GET /task"] * 3
    assert len(s.clock.sleeps) == 2


async def test_done_on_a_file_task_with_no_outputs_submits_nothing(make: Any) -> None:
    s = make(file_task(), ("toolset:files@1",))
    await s.server.prepare()
    assert await s.server.task.done("gave_up") == "submitted"
    assert s.platform.submissions == []
    assert s.platform.done == [{"reason": "gave_up"}]
    refused = await s.server.tools.call("done", {"reason": "later"})
    assert refused.is_error and refused.structured == {"code": "invalid_input"}
    extra = await s.server.tools.call("done", {"why": "x"})
    assert extra.is_error and extra.structured == {"code": "invalid_input"}
    assert len(s.platform.done) == 1


async def test_an_unsafe_output_is_still_submitted_for_the_platform_to_judge(make: Any) -> None:
    s = make(file_task(), ("toolset:files@1",))
    await s.server.prepare()
    os.symlink("/etc/hostname", s.server.workspace / "notes.md")
    assert await s.server.task.submit() == 1
    files = s.platform.submissions[0]["output"]["files"]
    assert files == [
        {"path": "out/result.txt", "status": "missing"},
        {"path": "notes.md", "status": "unsafe", "reason": "symlink"},
    ]
