"""Gemini CLI's launch profile: the relay's Gemini endpoint and token in the variables it reads
first, its own settings in the private home (telemetry, usage statistics and update checks off,
the output allowance bounded), the ``evalrouter`` MCP server's tools allowed by a user policy,
and nothing a workspace's ``.env`` may set that points it elsewhere."""

from __future__ import annotations

import dataclasses
import json
import tomllib
from pathlib import Path

from evalrouter.agents._acp.agent import AcpLaunch
from evalrouter.agents._acp.env import AgentGateway, LaunchSetup, prepare_launch
from evalrouter.agents._acp.registry.profiles import known, known_hint, working

ROUTE = AgentGateway("http://127.0.0.1:4000/a/att_1/v1", "relay-token-123", "sim/gpt-5-mini")
PARENT = {
    "PATH": "/usr/bin",
    "HOME": "/home/user",
    "HTTPS_PROXY": "http://proxy:3128",
    "GEMINI_API_KEY": "AIza-user",
    "GOOGLE_API_KEY": "AIza-user-2",
    "GOOGLE_CLOUD_PROJECT": "user-project",
    "OPENAI_API_KEY": "sk-user",
}
LAUNCH = AcpLaunch(("gemini", "--experimental-acp"), profile="gemini")


def _launched(tmp_path: Path, route: AgentGateway = ROUTE) -> LaunchSetup:
    return prepare_launch(LAUNCH, route, tmp_path, parent=PARENT)


def _settings(plan: LaunchSetup) -> dict[str, object]:
    path = Path(plan.env["GEMINI_CLI_HOME"]) / ".gemini" / "settings.json"
    loaded: dict[str, object] = json.loads(path.read_text())
    return loaded


def test_gemini_reaches_the_relays_gemini_api_with_the_relay_token(tmp_path: Path) -> None:
    plan = _launched(tmp_path)
    env = plan.env
    # Google's SDK adds /v1beta/models/...: the relay's root, without the chat gateway's /v1.
    assert env["GOOGLE_GEMINI_BASE_URL"] == "http://127.0.0.1:4000/a/att_1"
    assert env["GEMINI_API_KEY"] == "relay-token-123"
    assert env["GEMINI_MODEL"] == "sim/gpt-5-mini"  # outranks any settings file's model
    assert env["GOOGLE_GENAI_API_VERSION"] == "v1beta"
    assert env["GEMINI_API_KEY_AUTH_MECHANISM"] == "x-goog-api-key"
    for theirs in ("AIza-user", "AIza-user-2", "user-project", "sk-user", "http://proxy:3128"):
        assert theirs not in env.values()
    assert env["GOOGLE_API_KEY"] == "" and "GOOGLE_CLOUD_PROJECT" not in env
    # Its proxy would carry the loopback relay's calls too (it does not read NO_PROXY).
    assert env["HTTPS_PROXY"] == env["https_proxy"] == env["HTTP_PROXY"] == ""
    assert env["GEMINI_CLI_HOME"] == env["HOME"] == str(tmp_path / "home")
    assert plan.argv == LAUNCH.argv and plan.session_mode == "default"


def test_its_settings_sign_in_with_the_key_and_call_nothing_else(tmp_path: Path) -> None:
    plan = _launched(tmp_path)
    settings = _settings(plan)
    assert settings["security"] == {"auth": {"selectedType": "gemini-api-key"}}
    assert settings["privacy"] == {"usageStatisticsEnabled": False}
    assert settings["telemetry"] == {"enabled": False, "logPrompts": False}
    assert plan.env["GEMINI_TELEMETRY_ENABLED"] == "false"  # outranks any settings file
    assert settings["general"] == {"enableAutoUpdate": False, "enableAutoUpdateNotification": False}
    assert settings["ide"] == {"enabled": False}
    assert settings["model"] == {"skipNextSpeakerCheck": True, "disableLoopDetection": True}
    assert settings["advanced"] == {"ignoreLocalEnv": True}
    # The machine's /etc/gemini-cli is not read: the system files named do not exist.
    for name in ("GEMINI_CLI_SYSTEM_SETTINGS_PATH", "GEMINI_CLI_SYSTEM_DEFAULTS_PATH"):
        assert Path(plan.env[name]).parent == tmp_path
        assert not Path(plan.env[name]).exists()


def test_the_token_is_in_no_file_and_the_files_are_private(tmp_path: Path) -> None:
    _launched(tmp_path)
    written = [path for path in tmp_path.rglob("*") if path.is_file()]
    assert {path.name for path in written} == {"settings.json", "evalrouter.toml"}
    for path in written:
        assert "relay-token-123" not in path.read_text()
        assert oct(path.stat().st_mode & 0o777) == "0o600"
    assert oct((tmp_path / "home" / ".gemini").stat().st_mode & 0o777) == "0o700"


def test_the_evalrouter_tools_run_without_asking(tmp_path: Path) -> None:
    plan = _launched(tmp_path)
    policy = Path(plan.env["GEMINI_CLI_HOME"]) / ".gemini" / "policies" / "evalrouter.toml"
    (rule,) = tomllib.loads(policy.read_text())["rule"]
    # Every tool of the server named evalrouter (session/new's, which replaces a settings
    # file's server of that name), and no other tool.
    assert rule == {"mcpName": "evalrouter", "toolName": "*", "decision": "allow", "priority": 900}


def test_its_output_allowance_is_the_attempts(tmp_path: Path) -> None:
    unbounded = _settings(_launched(tmp_path / "a"))
    (override,) = unbounded["modelConfigs"]["customOverrides"]  # type: ignore[index]
    assert override == {
        "match": {"model": "sim/gpt-5-mini"},
        "modelConfig": {"generateContentConfig": {}},
    }
    bounded = _settings(
        _launched(tmp_path / "b", dataclasses.replace(ROUTE, max_output_tokens=4096))
    )
    (override,) = bounded["modelConfigs"]["customOverrides"]  # type: ignore[index]
    assert override["modelConfig"]["generateContentConfig"] == {"maxOutputTokens": 4096}


def test_a_workspace_env_file_cannot_point_it_elsewhere(tmp_path: Path) -> None:
    """Gemini CLI loads a ``.env`` (a workspace's ``.gemini/.env`` too) into variables not already
    set: each variable that names where it sends calls, with what, or which files it reads is
    set by the profile, empty where there is nothing to say."""
    env = _launched(tmp_path).env
    redirecting = (
        "GOOGLE_GEMINI_BASE_URL",
        "GOOGLE_VERTEX_BASE_URL",
        "GEMINI_API_KEY",
        "GOOGLE_API_KEY",
        "GEMINI_MODEL",
        "GOOGLE_GENAI_API_VERSION",
        "GEMINI_API_KEY_AUTH_MECHANISM",
        "GEMINI_CLI_CUSTOM_HEADERS",
        "GEMINI_CLI_HOME",
        "GEMINI_CLI_SYSTEM_SETTINGS_PATH",
        "GEMINI_CLI_SYSTEM_DEFAULTS_PATH",
        "GEMINI_CLI_TRUST_WORKSPACE",
        "GEMINI_SYSTEM_MD",
        "GEMINI_TELEMETRY_ENABLED",
        "HTTPS_PROXY",
        "https_proxy",
        "HTTP_PROXY",
        "http_proxy",
        "ALL_PROXY",
    )
    assert [name for name in redirecting if name not in env] == []
    assert env["GEMINI_SYSTEM_MD"] == "false"  # not a workspace's .gemini/system.md
    assert env["GEMINI_CLI_TRUST_WORKSPACE"] == "true"  # else the task tools' server is not started


def test_gemini_is_known_to_work_with_measured_needs() -> None:
    entry = known("gemini")
    assert entry is not None and entry.profile == "gemini" and entry.status == "works"
    assert entry.needs is not None and entry.needs.max_output_tokens == 8192
    assert "gemini" in working() and known_hint("gemini") is None
