"""The parts of the ACP driver on their own: the local command and its descriptor, the extra,
the frame reader's bounds, the launch environment and profiles, the callbacks' policy, the MCP
task bridge, and ACP updates as spans."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

from evalrouter import EvalRouterError, agents
from evalrouter.agents._acp import frames as _acp_frames
from evalrouter.agents._acp.agent import AcpLaunch
from evalrouter.agents._acp.env import AgentGateway, prepare_launch
from evalrouter.agents._acp.frames import FrameFault, FrameTransport, decode_frame
from evalrouter.agents._acp.spans import AcpSpans
from evalrouter.agents._trace.calls import AGENT_REPORT_SECONDS
from evalrouter.agents._trace.recorder import TraceRecorder

ROUTE = AgentGateway("http://127.0.0.1:4000/a/att_1/v1", "relay-token-123", "sim/gpt-5-mini")


# ---------------------------------------------------------------------- the local command


def test_local_agent_splits_the_command_and_names_it_by_digest() -> None:
    agent = agents.local_agent(f"local: {sys.executable} -u 'my agent.py' --acp")
    assert agent.argv == (sys.executable, "-u", "my agent.py", "--acp")
    assert isinstance(agent, agents.AcpAgent) and isinstance(agent, agents.LocalCommandAgent)
    described = agent.descriptor()
    assert set(described) == {"kind", "command_digest", "declared_name"}
    assert described["kind"] == "local"
    assert described["declared_name"] == "my agent"  # the script an interpreter runs
    from evalrouter.agents._acp.local import _default_name

    assert _default_name(("npx", "-y", "some-acp-agent")) == "some-acp-agent"
    assert _default_name(("/usr/local/bin/opencode", "acp")) == "opencode"
    other = agents.local_agent([sys.executable, "-u", "my agent.py", "--acp", "--x"])
    assert other.descriptor()["command_digest"] != described["command_digest"]
    assert agents.local_agent(agent.argv).descriptor() == described
    assert agents.local_agent(agent.argv, name="+mine!").name == "agent +mine"


def test_the_launch_keeps_a_virtualenv_python_as_given() -> None:
    agent = agents.local_agent([sys.executable, "-V"])
    launch = asyncio.run(agent.prepare())
    assert launch.argv[0] == os.path.abspath(sys.executable)  # not resolved past its link
    assert launch.profile == "generic"


@pytest.mark.parametrize(
    ("command", "code"),
    [
        ("", "acp_agent_command_invalid"),
        ("agent 'unclosed", "acp_agent_command_invalid"),
        (42, "acp_agent_command_invalid"),
        ("no-such-agent-anywhere --acp", "acp_agent_command_not_found"),
    ],
)
def test_a_bad_command_is_refused_with_its_code(command: Any, code: str) -> None:
    with pytest.raises(EvalRouterError) as refused:
        agents.local_agent(command)
    assert refused.value.code == code
    assert refused.value.hint


def test_without_the_extra_an_acp_agent_is_refused_with_the_install_command(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from evalrouter.agents._acp.extra import require_acp

    monkeypatch.setitem(sys.modules, "acp", None)
    with pytest.raises(EvalRouterError) as refused:
        require_acp()
    assert refused.value.code == "agents_extra_required"
    assert "pip install -e '.[agents]'" in (refused.value.hint or "")


def test_importing_the_agents_runner_loads_neither_acp_nor_pydantic() -> None:
    code = (
        "import sys, evalrouter.agents, evalrouter.agents._acp.driver; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('acp', 'pydantic')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


LOADS_ACP = """
import asyncio, importlib.abc, importlib.machinery, sys, threading
loads = []  # the thread of each time acp/__init__.py runs
class Spy(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        spec = importlib.machinery.PathFinder.find_spec(name, path) if name == "acp" else None
        if spec is not None and spec.loader is not None:
            run = spec.loader.exec_module
            def exec_module(module):
                loads.append(threading.current_thread().name)
                run(module)
            spec.loader.exec_module = exec_module
        return spec
sys.meta_path.insert(0, Spy())
from evalrouter.agents._acp import driver, extra
async def main():
    ticks = 0
    async def tick():
        nonlocal ticks
        while True:
            await asyncio.sleep(0.005)
            ticks += 1
    ticking = asyncio.ensure_future(tick())
    await asyncio.sleep(0)
    extra.start_acp_import()
    modules = await asyncio.gather(*(extra.load_acp() for _ in range(3)))
    ticking.cancel()
    again = await extra.load_acp()
    print(loads, ticks > 1, len({id(m) for m in [*modules, again]}), modules[0].__name__)
asyncio.run(main())
"""


def test_the_acp_library_is_imported_once_in_a_thread_of_its_own_while_the_loop_runs() -> None:
    """Its ~0.45 s import never holds up the runner's event loop, and however many attempts
    wait for it, it is imported once."""
    done = subprocess.run(
        [sys.executable, "-c", LOADS_ACP], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.stdout.split() == ["['evalrouter-acp-import']", "True", "1", "acp"], done.stderr


# ------------------------------------------------------------------------------- frames


def test_frames_that_are_not_json_rpc_are_refused() -> None:
    for line in (
        b"not json",
        b'{"jsonrpc":"1.0","id":1,"result":{}}',
        b"[1]",
        b'{"jsonrpc":"2.0","id":1.5,"result":1}',
        b'{"jsonrpc":"2.0","id":1}',
        b'{"jsonrpc":"2.0","id":1,"result":NaN}',
    ):
        with pytest.raises(FrameFault) as fault:
            decode_frame(line)
        assert fault.value.code == "invalid_peer_message", line


async def _read(data: bytes) -> tuple[list[dict[str, Any]], list[dict[str, Any]], FrameTransport]:
    reader = asyncio.StreamReader()
    reader.feed_data(data)
    reader.feed_eof()
    updates: list[dict[str, Any]] = []

    class Writer:
        def write(self, data: bytes) -> None: ...
        async def drain(self) -> None: ...
        def close(self) -> None: ...

    transport = FrameTransport(reader, Writer(), lambda params, size: updates.append(params))  # type: ignore[arg-type]
    messages = []
    while (message := await transport.receive()) is not None:
        messages.append(message)
    return messages, updates, transport


def _line(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode() + b"\n"


async def test_updates_are_taken_out_and_other_messages_handed_on() -> None:
    update = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {"sessionId": "s", "update": {"sessionUpdate": "brand_new"}},
    }
    answer = {"jsonrpc": "2.0", "id": 0, "result": {"protocolVersion": 1}}
    messages, updates, transport = await _read(_line(update) + b"\n" + _line(answer))
    assert messages == [answer] and updates == [update["params"]] and transport.fault is None


async def test_an_agents_own_notifications_are_dropped_not_logged(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """Qwen Code notifies ``qwen/notify/session/mode-update``: no client handles it, and handed
    to the protocol library it would be logged as an error with a traceback (on the root
    logger, configuring the user's logging). Extensions (``_name``) and requests go on."""
    own = {"jsonrpc": "2.0", "method": "qwen/notify/session/mode-update", "params": {"m": 1}}
    ext = {"jsonrpc": "2.0", "method": "_zed/hello", "params": {}}
    request = {"jsonrpc": "2.0", "id": 7, "method": "qwen/ask", "params": {}}
    messages, _, transport = await _read(_line(own) + _line(own) + _line(ext) + _line(request))
    assert messages == [ext, request]
    assert transport.dropped == {"qwen/notify/session/mode-update": 2}
    assert transport.fault is None and not caplog.records


async def test_a_frame_over_its_bound_ends_the_connection() -> None:
    big = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {
            "sessionId": "s",
            "update": {
                "sessionUpdate": "agent_message_chunk",
                "content": {"type": "text", "text": "y" * 70_000},
            },
        },
    }
    after = {"jsonrpc": "2.0", "id": 0, "result": {}}
    messages, updates, transport = await _read(_line(big) + _line(after))
    assert messages == [] and updates == []
    assert transport.fault is not None and transport.fault.code == "frame_limit"


async def test_a_large_command_list_is_admitted_up_to_its_own_bound() -> None:
    commands = [{"name": f"c{i}", "description": "d" * 500} for i in range(400)]
    update = {
        "jsonrpc": "2.0",
        "method": "session/update",
        "params": {
            "sessionId": "s",
            "update": {"sessionUpdate": "available_commands_update", "availableCommands": commands},
        },
    }
    line = _line(update)
    assert _acp_frames.FRAME_BYTES < len(line) < _acp_frames.COMMANDS_FRAME_BYTES
    _, updates, transport = await _read(line)
    assert len(updates) == 1 and transport.fault is None


async def test_a_line_without_end_is_not_read_past_its_bound() -> None:
    _, _, transport = await _read(b"x" * (_acp_frames.COMMANDS_FRAME_BYTES + 10))
    assert transport.fault is not None and transport.fault.code == "frame_limit"


# -------------------------------------------------------------------------- environment


PARENT = {
    "PATH": "/usr/bin",
    "HOME": "/home/user",
    "LC_ALL": "C.UTF-8",
    "https_proxy": "http://proxy:3128",
    "NODE_EXTRA_CA_CERTS": "/certs.pem",
    "OPENAI_API_KEY": "sk-user",
    "ANTHROPIC_API_KEY": "sk-ant-user",
    "EVALROUTER_API_KEY": "er-user",
    "GITHUB_TOKEN": "ghp-user",
}


def test_the_generic_profile_gets_the_gateway_and_nothing_of_the_users(tmp_path: Path) -> None:
    launch = AcpLaunch(
        ("/bin/agent",), {"AGENT_MODE": "x", "DOCKER_HOST": "tcp://x", "HTTP_PROXY": "h"}
    )
    plan = prepare_launch(launch, ROUTE, tmp_path, parent=PARENT)
    env = plan.env
    for secret in ("sk-user", "sk-ant-user", "er-user", "ghp-user"):
        assert secret not in env.values()
    assert env["OPENAI_BASE_URL"] == env["OPENAI_API_BASE"] == ROUTE.base_url
    assert env["OPENAI_API_KEY"] == env["EVALROUTER_GATEWAY_TOKEN"] == "relay-token-123"
    assert env["OPENAI_MODEL"] == env["EVALROUTER_MODEL"] == "sim/gpt-5-mini"
    assert env["https_proxy"] == "http://proxy:3128" and env["LC_ALL"] == "C.UTF-8"
    assert env["NODE_EXTRA_CA_CERTS"] == "/certs.pem" and env["PATH"] == "/usr/bin"
    assert env["AGENT_MODE"] == "x" and "DOCKER_HOST" not in env and "HTTP_PROXY" not in env
    assert env["HOME"] == str(tmp_path / "home") and Path(env["XDG_CONFIG_HOME"]).is_dir()
    assert oct(Path(env["HOME"]).stat().st_mode & 0o777) == "0o700"
    assert plan.session_mode is None and plan.session_meta == {}


def test_opencode_reads_our_config_and_no_project_config(tmp_path: Path) -> None:
    plan = prepare_launch(
        AcpLaunch(("opencode", "acp"), profile="opencode"), ROUTE, tmp_path, parent=PARENT
    )
    config = json.loads(Path(plan.env["OPENCODE_CONFIG"]).read_text())
    provider = config["provider"]["evalrouter-gateway"]
    assert provider["options"]["baseURL"] == ROUTE.base_url
    assert provider["options"]["apiKey"] == "{env:EVALROUTER_GATEWAY_TOKEN}"
    assert "relay-token-123" not in Path(plan.env["OPENCODE_CONFIG"]).read_text()
    assert config["enabled_providers"] == ["evalrouter-gateway"]
    assert plan.env["OPENCODE_DISABLE_PROJECT_CONFIG"] == "1"  # a planted opencode.json is ignored
    assert oct(Path(plan.env["OPENCODE_CONFIG"]).stat().st_mode & 0o777) == "0o600"
    assert plan.session_mode == "build"
    assert "limit" not in provider["models"]["sim/gpt-5-mini"]  # no bound in the grant
    capped = prepare_launch(
        AcpLaunch(("opencode", "acp"), profile="opencode"),
        dataclasses.replace(ROUTE, max_output_tokens=4096),
        tmp_path / "capped",
        parent=PARENT,
    )
    model = json.loads(Path(capped.env["OPENCODE_CONFIG"]).read_text())["provider"][
        "evalrouter-gateway"
    ]["models"]["sim/gpt-5-mini"]
    assert model["limit"]["output"] == 4096  # it asks for 32,000 otherwise


def _no_user_keys(env: dict[str, str]) -> None:
    for secret in ("sk-user", "sk-ant-user", "er-user", "ghp-user"):
        assert secret not in env.values()


def test_kimi_reads_its_config_from_the_private_home_and_the_key_from_the_environment(
    tmp_path: Path,
) -> None:
    plan = prepare_launch(
        AcpLaunch(("kimi", "acp"), profile="kimi"), ROUTE, tmp_path, parent=PARENT
    )
    _no_user_keys(plan.env)
    share = Path(plan.env["KIMI_SHARE_DIR"])
    assert share == tmp_path / "home" / ".kimi"  # its only config; it writes sessions there
    text = (share / "config.toml").read_text()
    assert oct((share / "config.toml").stat().st_mode & 0o777) == "0o600"
    config = tomllib.loads(text)
    provider = config["providers"]["evalrouter-gateway"]
    assert provider == {"type": "openai_legacy", "base_url": ROUTE.base_url, "api_key": ""}
    assert config["models"][config["default_model"]]["model"] == "sim/gpt-5-mini"
    assert config["default_yolo"] is True and config["telemetry"] is False
    assert "relay-token-123" not in text
    assert plan.env["OPENAI_API_KEY"] == "relay-token-123"  # outranks the provider's api_key
    assert plan.env["OPENAI_BASE_URL"] == ROUTE.base_url
    assert plan.env["KIMI_CLI_NO_AUTO_UPDATE"] == "1"
    assert plan.session_mode == "default"
    odd = dataclasses.replace(ROUTE, model='m"\n[providers.x]')
    again = prepare_launch(
        AcpLaunch(("kimi",), profile="kimi"), odd, tmp_path / "k2", parent=PARENT
    )
    parsed = tomllib.loads((Path(again.env["KIMI_SHARE_DIR"]) / "config.toml").read_text())
    assert parsed["models"]["evalrouter"]["model"] == odd.model  # quoted, not TOML of its own


def test_codex_reads_its_config_from_the_private_home_and_speaks_responses(
    tmp_path: Path,
) -> None:
    """Codex speaks only the Responses API: its provider is the relay (which translates it),
    with no sign-in (a custom provider needs none), no retries of a refused call, and its
    own sandbox and approvals off (the runner's sandbox bounds it)."""
    launch = AcpLaunch(("codex-acp",), profile="codex")
    plan = prepare_launch(launch, ROUTE, tmp_path, parent=PARENT)
    _no_user_keys(plan.env)
    assert "OPENAI_API_KEY" not in plan.env and "CODEX_API_KEY" not in plan.env
    home = Path(plan.env["CODEX_HOME"])
    assert home == tmp_path / "home" / ".codex"  # it writes sessions and logs there
    text = (home / "config.toml").read_text()
    assert oct((home / "config.toml").stat().st_mode & 0o777) == "0o600"
    assert "relay-token-123" not in text
    config = tomllib.loads(text)
    provider = config["model_providers"][config["model_provider"]]
    assert provider["base_url"] == ROUTE.base_url and provider["wire_api"] == "responses"
    assert plan.env[provider["env_key"]] == "relay-token-123"
    assert provider["request_max_retries"] == provider["stream_max_retries"] == 0
    assert config["model"] == "sim/gpt-5-mini"
    assert (config["approval_policy"], config["sandbox_mode"]) == ("never", "danger-full-access")
    assert config["analytics"]["enabled"] is False and config["web_search"] == "disabled"
    assert config["check_for_update_on_startup"] is False
    assert plan.env["MODEL_PROVIDER"] == config["model_provider"]
    assert plan.env["NO_BROWSER"] == "1"  # no ChatGPT sign-in offered
    assert plan.session_mode == plan.env["INITIAL_AGENT_MODE"] == "agent-full-access"
    odd = dataclasses.replace(ROUTE, model='m"\n[model_providers.x]')
    again = prepare_launch(launch, odd, tmp_path / "c2", parent=PARENT)
    parsed = tomllib.loads((Path(again.env["CODEX_HOME"]) / "config.toml").read_text())
    assert parsed["model"] == odd.model and list(parsed["model_providers"]) == [
        "evalrouter-gateway"
    ]


def test_mistral_vibe_reads_its_config_from_the_private_home(tmp_path: Path) -> None:
    launch = AcpLaunch(("vibe-acp",), profile="mistral-vibe")
    plan = prepare_launch(launch, ROUTE, tmp_path, parent=PARENT)
    _no_user_keys(plan.env)
    assert "MISTRAL_API_KEY" not in plan.env
    home = Path(plan.env["VIBE_HOME"])
    assert home == tmp_path / "home" / ".vibe"
    text = (home / "config.toml").read_text()
    assert "relay-token-123" not in text
    config = tomllib.loads(text)
    (provider,) = config["providers"]
    assert provider["api_base"] == ROUTE.base_url and provider["backend"] == "generic"
    assert plan.env[provider["api_key_env_var"]] == "relay-token-123"
    (model,) = config["models"]
    assert model["alias"] == config["active_model"] and model["name"] == "sim/gpt-5-mini"
    assert model["provider"] == provider["name"] and "max_output_tokens" not in model
    assert config["enable_telemetry"] is False and config["enable_update_checks"] is False
    assert plan.session_mode == "auto-approve"
    capped = prepare_launch(
        launch, dataclasses.replace(ROUTE, max_output_tokens=4096), tmp_path / "v2", parent=PARENT
    )
    config = tomllib.loads((Path(capped.env["VIBE_HOME"]) / "config.toml").read_text())
    assert config["models"][0]["max_output_tokens"] == 4096


def test_qwen_claude_and_goose_profiles(tmp_path: Path) -> None:
    qwen = prepare_launch(
        AcpLaunch(("qwen",), profile="qwen-code"), ROUTE, tmp_path / "q", parent=PARENT
    )
    settings = json.loads(Path(qwen.env["QWEN_CODE_SYSTEM_SETTINGS_PATH"]).read_text())
    assert settings["security"]["auth"]["baseUrl"] == ROUTE.base_url  # outranks .qwen/settings.json
    assert qwen.session_mode == "default"
    # Its tool search would hide the evalrouter tools behind a search tool.
    assert settings["tools"]["toolSearch"]["enabled"] is False
    assert "QWEN_CODE_MAX_OUTPUT_TOKENS" not in qwen.env  # no bound in the grant
    qwen_capped = prepare_launch(
        AcpLaunch(("qwen",), profile="qwen-code"),
        dataclasses.replace(ROUTE, max_output_tokens=8192),
        tmp_path / "q2",
        parent=PARENT,
    )
    assert qwen_capped.env["QWEN_CODE_MAX_OUTPUT_TOKENS"] == "8192"  # 64,000 otherwise
    claude = prepare_launch(
        AcpLaunch(("claude",), profile="claude-acp"), ROUTE, tmp_path / "c", parent=PARENT
    )
    assert claude.env["ANTHROPIC_BASE_URL"] == "http://127.0.0.1:4000/a/att_1"
    assert claude.env["ANTHROPIC_AUTH_TOKEN"] == "relay-token-123"
    assert claude.session_meta == {
        "claudeCode": {"options": {"settingSources": []}}
    }  # no .claude/settings.json
    assert "ANTHROPIC_API_KEY" not in claude.env
    assert "CLAUDE_CODE_MAX_OUTPUT_TOKENS" not in claude.env  # no bound in the grant
    bounded = dataclasses.replace(ROUTE, max_output_tokens=4096)
    capped = prepare_launch(
        AcpLaunch(("claude",), profile="claude-acp"), bounded, tmp_path / "c2", parent=PARENT
    )
    assert capped.env["CLAUDE_CODE_MAX_OUTPUT_TOKENS"] == "4096"  # it asks for 32,000 otherwise
    goose = prepare_launch(
        AcpLaunch(("goose",), profile="goose"), ROUTE, tmp_path / "g", parent=PARENT
    )
    assert goose.env["OPENAI_HOST"] == "http://127.0.0.1:4000"
    assert goose.env["OPENAI_BASE_PATH"] == "a/att_1/v1/chat/completions"
    assert goose.session_mode == "auto"


def test_profile_needs_become_limits_at_the_routes_prices() -> None:
    from evalrouter.agents._acp.registry.profiles import KNOWN, AgentNeeds, RoutePrices

    needs = AgentNeeds(
        max_output_tokens=1000,
        max_calls=10,
        attempt_seconds=600,
        call_input_tokens=20_000,
        call_output_tokens=100,
        typical_calls=3,
    )
    prices = RoutePrices(250_000, 2_000_000)  # $0.25 and $2 a million tokens
    assert prices.cost(20_000, 100) == 5_200
    assert needs.expected_microusd(prices) == 3 * 5_200
    # Ten typical calls, and room for the last call's reservation (its input, all its output).
    assert needs.budget_microusd(prices) == 10 * 5_200 + 5_000 + 2_000
    assert needs.limits(prices) == {
        "max_output_tokens": 1000,
        "max_calls": 10,
        "attempt_seconds": 600,
        "max_cost_microusd": 59_000,
    }
    assert "max_cost_microusd" not in needs.limits(None)
    assert (
        RoutePrices.of(
            {
                "input_microusd_per_million_tokens": "250000",
                "output_microusd_per_million_tokens": "2000000",
            }
        )
        == prices
    )
    for bad in (None, {}, {"input_microusd_per_million_tokens": "1.5"}):
        assert RoutePrices.of(bad) is None
    # The old id of Claude's adapter keeps its profile.
    assert KNOWN["claude-code-acp"] == dataclasses.replace(
        KNOWN["claude-acp"], note=KNOWN["claude-code-acp"].note
    )


# ---------------------------------------------------------------------------- callbacks


async def test_file_callbacks_serve_the_workspace_only(tmp_path: Path) -> None:
    import acp

    from evalrouter.agents._acp.callbacks import AttemptCallbacks

    workspace = tmp_path / "ws"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("one\ntwo\nthree\n")
    (tmp_path / "secret").write_text("private")
    (workspace / "link").symlink_to(tmp_path / "secret")
    refused: list[str] = []
    callbacks = AttemptCallbacks(workspace, lambda: ["get_task"], on_refusal=refused.append)
    got = await callbacks.read_text_file(
        session_id="s", path=str(workspace / "notes.txt"), line=2, limit=1
    )
    assert got.content == "two\n"
    for path in (
        str(tmp_path / "secret"),
        str(workspace / "link"),
        "../secret",
        "/etc/passwd",
        str(workspace),
    ):
        with pytest.raises(acp.RequestError):
            await callbacks.read_text_file(session_id="s", path=path)
    with pytest.raises(acp.RequestError):
        await callbacks.write_text_file(session_id="s", path=str(tmp_path / "planted"), content="x")
    assert not (tmp_path / "planted").exists()
    await callbacks.write_text_file(session_id="s", path="out/answer.txt", content="42")
    assert (workspace / "out" / "answer.txt").read_text() == "42"
    with pytest.raises(acp.RequestError) as terminal:
        await callbacks.create_terminal(session_id="s", command="curl")
    assert terminal.value.code == -32601
    assert len(refused) == 7


async def test_permission_is_given_for_our_tools_and_workspace_edits_only(tmp_path: Path) -> None:
    from acp.schema import PermissionOption, ToolCallLocation, ToolCallUpdate

    from evalrouter.agents._acp.callbacks import AttemptCallbacks

    callbacks = AttemptCallbacks(
        tmp_path, lambda: ["get_task", "submit", "done"], on_refusal=lambda _: None
    )
    options = [
        PermissionOption(option_id="yes", name="Allow", kind="allow_once"),
        PermissionOption(option_id="no", name="Reject", kind="reject_once"),
    ]

    async def choice(**fields: Any) -> str:
        answer = await callbacks.request_permission(
            session_id="s", tool_call=ToolCallUpdate(tool_call_id="t", **fields), options=options
        )
        return getattr(answer.outcome, "option_id", "cancelled")

    assert await choice(title="mcp__evalrouter__submit") == "yes"
    assert await choice(title="evalrouter:   done") == "yes"
    assert await choice(title="get_task (evalrouter MCP Server)") == "yes"
    assert await choice(title="mcp__evalrouter__submit", kind="execute") == "no"
    assert await choice(title="mcp__other__submit") == "no"
    assert await choice(title="anything", field_meta={"toolName": "mcp__evalrouter__done"}) == "yes"
    inside = [ToolCallLocation(path=str(tmp_path / "a.py"))]
    outside = [ToolCallLocation(path="/etc/passwd")]
    assert await choice(title="edit", kind="edit", locations=inside) == "yes"
    assert await choice(title="read", kind="read", locations=outside) == "no"
    assert await choice(title="run", kind="execute", locations=inside) == "no"


# ------------------------------------------------------------------------------- spans


def test_acp_updates_become_model_turns_and_tool_spans() -> None:
    grant = {
        "level": "content",
        "include": ["model_turns", "tool_calls", "agent_messages"],
        "content_capture": True,
    }
    recorder = TraceRecorder(grant, root_name="acp agent")
    spans = AcpSpans(recorder)

    def chunk(text: str) -> dict[str, Any]:
        return {"sessionUpdate": "agent_message_chunk", "content": {"type": "text", "text": text}}

    spans.update(chunk("Let me "), 50)
    spans.update(chunk("look."), 50)
    spans.update(
        {
            "sessionUpdate": "tool_call",
            "toolCallId": "c1",
            "title": "read file",
            "kind": "read",
            "rawInput": {"path": "a"},
        },
        80,
    )
    spans.update(
        {
            "sessionUpdate": "tool_call_update",
            "toolCallId": "c1",
            "status": "completed",
            "content": [{"type": "content", "content": {"type": "text", "text": "body"}}],
        },
        60,
    )
    spans.update(chunk("Done."), 40)
    spans.update({"sessionUpdate": "brand_new_kind"}, 10)
    spans.update({"sessionUpdate": "tool_call", "toolCallId": "c2", "kind": "not-a-kind"}, 10)
    spans.close()
    recorder.close(failed=False)
    steps = [step.body for step in recorder.steps.take_batch()]
    ended = {s["span_id"]: s for s in steps if s.get("type") == "span" and s.get("ended_at")}
    turns = [s for s in ended.values() if s["name"] == "agent message"]
    tools = [s for s in ended.values() if s["kind"] == "tool"]
    # What the agent said is no model turn (the relay's record of each call is): two stretches,
    # a new one after the tool call.
    assert [t["kind"] for t in turns] == ["agent", "agent"]
    assert not [s for s in ended.values() if s["kind"] == "model"]
    assert turns[0]["output"]["messages"] == "Let me look."
    assert turns[0]["attributes"]["updates"] == 2
    read = next(t for t in tools if t["attributes"].get("tool_call_id") == "c1")
    assert read["name"] == "tool read" and read["status"] == "ok"
    assert read["parent_span_id"] == turns[0]["span_id"]
    assert read["attributes"]["tool_name"] == "read file"
    assert spans.kinds["brand_new_kind"] == 1 and spans.other == 1


def test_a_task_tool_call_the_agent_reports_once_answered_is_one_span() -> None:
    """Codex reports its call of ``get_task`` only after the task server answered it: the
    record waits for the report and joins it. A call no report claims within
    ``AGENT_REPORT_SECONDS`` is a span of its own; a report of a later call of the same tool
    does not take an earlier call's record twice."""
    now = [100.0]
    grant = {"level": "spans", "include": ["model_turns", "tool_calls"]}
    recorder = TraceRecorder(grant, root_name="acp agent", clock=lambda: now[0])
    spans = AcpSpans(recorder)
    recorder.calls.record_tool("get_task", {}, {"prompt": "2+2"}, False, None)
    now[0] += 0.01
    report = {"sessionUpdate": "tool_call", "toolCallId": "c1", "title": "mcp.evalrouter.get_task"}
    spans.update(report, 80)
    spans.update({**report, "sessionUpdate": "tool_call_update", "status": "completed"}, 40)
    recorder.calls.record_tool("submit", {"answer": "4"}, {"revision": 1}, False, None)
    now[0] += AGENT_REPORT_SECONDS  # never reported: a span of its own once the wait is over
    recorder.calls.expire(now[0])
    recorder.calls.record_tool("get_task", {}, {"prompt": "2+2"}, False, None)  # unreported
    spans.close()
    recorder.close(failed=False)
    steps = [step.body for step in recorder.steps.take_batch()]
    tools = [s for s in steps if s.get("kind") == "tool" and s.get("ended_at")]
    assert sorted((t["name"], t["source"]) for t in tools) == [
        ("get_task", "sdk"),
        ("submit", "sdk"),
        ("tool call", "acp"),
    ]
    [reported] = [t for t in tools if t["source"] == "acp"]
    assert reported["attributes"]["tool_name"] == "mcp.evalrouter.get_task"
    assert reported["attributes"]["tool_call_id"] == "c1"


def test_an_acp_call_of_a_task_tool_is_one_span_not_two() -> None:
    """The agent reports its call of the evalrouter MCP server's ``submit`` (``tool_call``),
    and the task server records the same call: they join into the agent's span. A task tool
    the agent did not report is still recorded, once."""
    grant = {"level": "spans", "include": ["model_turns", "tool_calls"]}
    recorder = TraceRecorder(grant, root_name="acp agent")
    spans = AcpSpans(recorder)
    spans.update(
        {
            "sessionUpdate": "tool_call",
            "toolCallId": "c1",
            "title": "mcp__evalrouter__submit",
            "status": "pending",
            "rawInput": {"answer": "42"},
        },
        80,
    )
    recorder.calls.record_tool("submit", {"answer": "42"}, {"revision": 1}, False, None)
    spans.update(
        {"sessionUpdate": "tool_call_update", "toolCallId": "c1", "status": "completed"}, 40
    )
    recorder.calls.record_tool(
        "done", {}, {"state": "done"}, False, None
    )  # not reported by the agent
    spans.close()
    recorder.close(failed=False)
    steps = [step.body for step in recorder.steps.take_batch()]
    ended = [s for s in steps if s.get("type") == "span" and s.get("ended_at")]
    tools = [s for s in ended if s["kind"] == "tool"]
    assert len(tools) == 2, tools
    [submit] = [t for t in tools if t["attributes"].get("tool_call_id") == "c1"]
    assert submit["source"] == "acp" and submit["status"] == "ok"
    [done] = [t for t in tools if t is not submit]
    assert done["name"] == "done" and done["source"] == "sdk"


# ------------------------------------------------------------------------ the task bridge


class FakeTools:
    def __init__(self) -> None:
        self.calls: list[tuple[str, Any, Any]] = []

    async def list(self) -> list[dict[str, Any]]:
        return [{"name": "get_task", "inputSchema": {"type": "object"}}]

    async def call(self, name: str, arguments: Any = None, *, meta: Any = None) -> Any:
        from evalrouter.agents._task.api import ToolResult

        self.calls.append((name, arguments, meta))
        if name == "submit":
            return ToolResult(
                text="submission_empty: nothing",
                structured={"code": "submission_empty"},
                is_error=True,
            )
        return ToolResult(text="the task", structured={"task_id": "t1"})


async def test_the_mcp_server_the_agent_starts_reaches_the_attempts_tools_only_with_its_token() -> (
    None
):
    from evalrouter.agents._acp.task_bridge import MCP_PIPE, TaskBridge

    class Server:
        tools = FakeTools()

    bridge = await TaskBridge(Server()).start()  # type: ignore[arg-type]
    requests = [
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "initialize",
            "params": {"protocolVersion": "2025-06-18"},
        },
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
        {
            "jsonrpc": "2.0",
            "id": 3,
            "method": "tools/call",
            "params": {
                "name": "get_task",
                "arguments": {},
                "_meta": {"claudecode/toolUseId": "u1"},
            },
        },
        {
            "jsonrpc": "2.0",
            "id": 4,
            "method": "tools/call",
            "params": {"name": "submit", "arguments": {}},
        },
        {"jsonrpc": "2.0", "id": 5, "method": "resources/list"},
        {"jsonrpc": "2.0", "id": 6, "method": "tools/call", "params": {"name": 7}},
    ]
    stdin = "".join(json.dumps(r) + "\n" for r in requests).encode()

    async def serve(variables: dict[str, str]) -> tuple[list[dict[str, Any]], int]:
        process = await asyncio.create_subprocess_exec(  # as the agent starts it
            sys.executable,
            "-I",
            "-S",
            str(MCP_PIPE),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL,
            env=variables,
        )
        out, _ = await asyncio.wait_for(process.communicate(stdin), 30)
        return [json.loads(line) for line in out.splitlines()], process.returncode or 0

    try:
        answers, code = await serve(bridge.variables())
        wrong, _ = await serve({**bridge.variables(), "EVALROUTER_TASK_BRIDGE_TOKEN": "guess"})
    finally:
        await bridge.close()
    assert code == 0
    by_id = {a["id"]: a for a in answers}
    assert set(by_id) == {1, 2, 3, 4, 5, 6}  # no answer to the notification
    assert by_id[1]["result"]["protocolVersion"] == "2025-06-18"
    assert by_id[1]["result"]["serverInfo"]["name"] == "evalrouter"
    assert by_id[2]["result"]["tools"][0]["name"] == "get_task"
    assert by_id[3]["result"] == {
        "content": [{"type": "text", "text": "the task"}],
        "isError": False,
        "structuredContent": {"task_id": "t1"},
    }
    assert by_id[4]["result"]["isError"] is True
    assert by_id[5]["error"]["code"] == -32601 and by_id[6]["error"]["code"] == -32602
    assert Server.tools.calls[0] == ("get_task", {}, {"claudecode/toolUseId": "u1"})
    assert wrong == []  # a wrong token is answered with nothing


def _imported(*argv: str) -> set[str]:
    """The modules ``python -X importtime argv`` imports."""
    done = subprocess.run(
        [sys.executable, "-X", "importtime", *argv],
        capture_output=True,
        text=True,
        stdin=subprocess.DEVNULL,
        env={},
        timeout=60,
        check=False,
    )
    return {
        line.split("|")[-1].strip()
        for line in done.stderr.splitlines()
        if line.startswith("import time:") and not line.endswith("imported package")
    }


def test_the_runners_helpers_import_only_built_in_modules_beyond_a_bare_start() -> None:
    """The MCP pipe (started by the agent once per attempt) and the sandbox's launcher (first in
    every sandbox) start fast: beyond what ``python -I -S`` loads anyway, ``os`` and a few of
    the interpreter's own C modules; no third-party module (``acp``) and no ``socket``,
    ``threading`` or ``typing``."""
    from evalrouter.agents._acp.task_bridge import MCP_PIPE
    from evalrouter.agents._sandbox import inside

    bare = _imported("-I", "-S", "-c", "pass")
    os_alone = _imported("-I", "-S", "-c", "import os") - bare
    for script in (str(MCP_PIPE), inside.__file__):
        extra = _imported("-I", "-S", script) - bare - os_alone
        assert extra and all(name.startswith("_") for name in extra), (script, extra)
        assert extra <= set(sys.builtin_module_names) | {"_socket", "_signal"}, (script, extra)


async def test_updates_before_the_session_exists_are_kept_until_it_does(tmp_path: Path) -> None:
    from evalrouter.agents._acp.session import Conversation

    class Writer:
        def write(self, data: bytes) -> None: ...
        async def drain(self) -> None: ...
        def close(self) -> None: ...

    class Process:
        stdout = asyncio.StreamReader()
        stdin = Writer()
        exited = False

    seen: list[str] = []
    conversation = Conversation(
        Process(),  # type: ignore[arg-type]
        tmp_path,
        tool_names=list,
        on_update=lambda update, size: seen.append(update["sessionUpdate"]),
        on_refusal=lambda _: None,
    )

    def update(session: str, kind: str) -> None:
        conversation._update({"sessionId": session, "update": {"sessionUpdate": kind}}, 10)

    update("s-1", "available_commands_update")  # before session/new answers: kept
    update("s-1", "agent_message_chunk")  # not an idle kind before the session: not kept
    assert seen == []
    conversation._started("s-1")
    assert seen == ["available_commands_update"]
    update("s-1", "brand_new_kind")  # a kind no schema knows: handed on, not refused
    update("s-2", "agent_message_chunk")  # another session's: dropped
    assert seen == ["available_commands_update", "brand_new_kind"]
    assert conversation.unexpected == 2
    Process.stdout.feed_eof()
    await conversation.close()


def test_a_string_agent_is_refused_with_the_ways_to_name_one() -> None:
    from evalrouter.agents._runner.kinds import check_any_agent

    with pytest.raises(EvalRouterError) as raised:
        check_any_agent("opencode")
    assert raised.value.code == "invalid_input"
    assert raised.value.details.get("argument") == "agent"
    assert "registry_agent" in (raised.value.hint or "")
    assert "local_agent" in (raised.value.hint or "")


def test_in_a_fresh_process_without_the_extra_the_refusal_is_still_an_evalrouter_error() -> None:
    """Nothing the runner imports before ``require_acp()`` may import ``acp`` (a module of the
    sandbox's once did): in a new interpreter without the extra, the quote of an ACP agent is
    refused with ``agents_extra_required``, not a ``ModuleNotFoundError``."""
    script = (
        "import sys\n"
        "sys.modules['acp'] = None\n"
        "from evalrouter import EvalRouterError, agents\n"
        "from evalrouter.testing import EvalRouterLocal\n"
        "agent = agents.local_agent([sys.executable, '-c', 'pass'])\n"
        "try:\n"
        "    agents.quote(EvalRouterLocal(seed=0).client(), agent=agent, model='gpt-5-mini',\n"
        "                 tasks='gsm8k', budget_usd='1')\n"
        "except EvalRouterError as error:\n"
        "    print(error.code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.stdout.strip() == "agents_extra_required", done.stderr[-2000:]
