"""The environment an ACP agent is launched with: a few variables of ours (never the parent's
environment wholesale), a private home in the attempt's launch directory, and the gateway in the
formats the agent's profile reads.

The user's EvalRouter key and provider keys are not in the agent's environment: only the
named variables below are taken from this process (and its sandbox hides this process's
``/proc``). The gateway is the attempt's relay on this machine, with the
relay's token (valid there only while the attempt runs), never the attempt credential. Reviewed
profiles lock the agent's configuration to files of ours, so configuration files planted in the
workspace (``opencode.json``, ``.qwen/settings.json``, ``.claude/settings.json``, ``.env``) do
not take effect; and the agent's working directory is the workspace, its home is not. Gemini
CLI merges a workspace's ``.gemini/settings.json`` over ours (it starts the task tools' MCP
server in a trusted folder only), so its gateway, key and model are variables, which neither a
settings file nor a ``.env`` overrides.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from evalrouter_generated._model import JsonValue

from .agent import AcpLaunch, Profile

__all__ = ["AgentGateway", "LaunchSetup", "prepare_launch"]

_KEPT = (
    "PATH",
    "USER",
    "LOGNAME",
    "SHELL",
    "LANG",
    "LANGUAGE",
    "TERM",
    "TZ",
    "SSL_CERT_FILE",
    "SSL_CERT_DIR",
    "NODE_EXTRA_CA_CERTS",
    "REQUESTS_CA_BUNDLE",
    "SYSTEMROOT",
    "SystemRoot",
    "COMSPEC",
    "PATHEXT",
    "WINDIR",
    "PROGRAMDATA",
)
_PROXIES = ("HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY", "ALL_PROXY")
_NEVER_FROM_LAUNCH = ("DOCKER_",)


def _kept(name: str) -> bool:
    return name in _KEPT or name.upper() in _PROXIES or name.startswith("LC_")


@dataclass(frozen=True)
class AgentGateway:
    """Where the agent reaches its model: the relay's base URL (``…/v1``), its token and the
    run's model."""

    base_url: str
    token: str = field(repr=False)
    model: str
    max_output_tokens: int | None = None
    """The attempt's bound on one call's output tokens, for agents that ask for more by
    default (the gateway refuses a call over it)."""


@dataclass(frozen=True)
class LaunchSetup:
    argv: tuple[str, ...]
    env: dict[str, str] = field(repr=False)
    profile: Profile
    session_mode: str | None = None
    session_meta: dict[str, JsonValue] = field(default_factory=dict)


def _private_home(launch_dir: Path) -> dict[str, str]:
    home = launch_dir / "home"
    places = {
        "HOME": home,
        "USERPROFILE": home,
        "XDG_CONFIG_HOME": home / ".config",
        "XDG_DATA_HOME": home / ".local" / "share",
        "XDG_STATE_HOME": home / ".local" / "state",
        "XDG_CACHE_HOME": home / ".cache",
        "APPDATA": home / "AppData" / "Roaming",
        "LOCALAPPDATA": home / "AppData" / "Local",
        "TMPDIR": home / "tmp",
        "TEMP": home / "tmp",
        "TMP": home / "tmp",
    }
    for path in places.values():
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
    return {name: str(path) for name, path in places.items()}


def _home_folder(launch_dir: Path, name: str) -> Path:
    """The agent's own folder in its private home (0700), where its profile's files go."""
    folder = launch_dir / "home" / name
    folder.mkdir(mode=0o700, exist_ok=True)
    return folder


def _write_private(path: Path, value: JsonValue) -> None:
    partial = path.with_suffix(".partial")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(value, handle, indent=2)
    os.replace(partial, path)


def _generic(route: AgentGateway) -> dict[str, str]:
    return {
        "OPENAI_BASE_URL": route.base_url,
        "OPENAI_API_BASE": route.base_url,
        "OPENAI_API_KEY": route.token,
        "OPENAI_MODEL": route.model,
        "EVALROUTER_GATEWAY_BASE_URL": route.base_url,
        "EVALROUTER_GATEWAY_TOKEN": route.token,
        "EVALROUTER_MODEL": route.model,
    }


def _opencode(route: AgentGateway, launch_dir: Path) -> dict[str, str]:
    provider = "evalrouter-gateway"
    model: dict[str, JsonValue] = {"name": route.model}
    if route.max_output_tokens is not None:  # it asks for 32,000 by default
        model["limit"] = {"context": 0, "output": route.max_output_tokens}
    config: JsonValue = {
        "$schema": "https://opencode.ai/config.json",
        "provider": {
            provider: {
                "npm": "@ai-sdk/openai-compatible",
                "name": "EvalRouter gateway",
                "options": {"baseURL": route.base_url, "apiKey": "{env:EVALROUTER_GATEWAY_TOKEN}"},
                "models": {route.model: model},
            }
        },
        "enabled_providers": [provider],
        "model": f"{provider}/{route.model}",
        "small_model": f"{provider}/{route.model}",
        "autoupdate": False,
        "share": "disabled",
        "plugin": [],
        "agent": {"title": {"disable": True}},
    }
    path = launch_dir / "opencode.json"
    _write_private(path, config)
    return {
        "OPENCODE_CONFIG": str(path),
        "OPENCODE_DISABLE_PROJECT_CONFIG": "1",
        "OPENCODE_DISABLE_MODELS_FETCH": "1",
        "OPENCODE_DISABLE_AUTOUPDATE": "1",
        "EVALROUTER_GATEWAY_TOKEN": route.token,
    }


def _qwen(route: AgentGateway, launch_dir: Path) -> dict[str, str]:
    settings: JsonValue = {
        "$version": 4,
        "security": {"auth": {"selectedType": "openai", "baseUrl": route.base_url}},
        "model": {"name": route.model},
        "general": {"disableAutoUpdate": True, "enableFollowupSuggestions": False},
        "privacy": {"usageStatisticsEnabled": False},
        "telemetry": {"enabled": False},
        "memory": {"managed": False, "autoDream": False, "autoSkill": False},
        # Its tool search hides MCP servers' tools behind a search tool: the model would have
        # to find ``get_task`` before it could call it.
        "tools": {"toolSearch": {"enabled": False}},
    }
    path = launch_dir / "qwen-settings.json"
    _write_private(path, settings)
    env = {
        "QWEN_CODE_SYSTEM_SETTINGS_PATH": str(path),
        "OPENAI_BASE_URL": route.base_url,
        "OPENAI_API_KEY": route.token,
        "OPENAI_MODEL": route.model,
        "QWEN_CODE_LEGACY_MCP_BLOCKING": "1",
        "QWEN_CODE_MODELS_DEV_REFRESH": "off",
    }
    if route.max_output_tokens is not None:  # it asks for 64,000 by default
        env["QWEN_CODE_MAX_OUTPUT_TOKENS"] = str(route.max_output_tokens)
    return env


def _claude(route: AgentGateway) -> dict[str, str]:
    env = {
        "ANTHROPIC_BASE_URL": route.base_url.removesuffix("/v1"),
        "ANTHROPIC_AUTH_TOKEN": route.token,
        "CLAUDE_CODE_USE_GATEWAY": "1",
        "CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS": "1",
        "DISABLE_PROMPT_CACHING": "1",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
    }
    for name in (
        "ANTHROPIC_MODEL",
        "ANTHROPIC_SMALL_FAST_MODEL",
        "ANTHROPIC_DEFAULT_HAIKU_MODEL",
        "CLAUDE_CODE_SUBAGENT_MODEL",
    ):
        env[name] = route.model
    if route.max_output_tokens is not None:  # it asks for 32,000 by default
        env["CLAUDE_CODE_MAX_OUTPUT_TOKENS"] = str(route.max_output_tokens)
    return env


def _goose(route: AgentGateway) -> dict[str, str]:
    parts = urlsplit(route.base_url)
    host = (parts.hostname or "").lower()
    default = {"http": 80, "https": 443}.get(parts.scheme)
    port = f":{parts.port}" if parts.port and parts.port != default else ""
    return {
        "GOOSE_PROVIDER": "openai",
        "GOOSE_MODEL": route.model,
        "OPENAI_HOST": f"{parts.scheme}://{host}{port}",
        "OPENAI_BASE_PATH": parts.path.strip("/") + "/chat/completions",
        "OPENAI_API_KEY": route.token,
        "GOOSE_DISABLE_KEYRING": "1",
        "GOOSE_DISABLE_SESSION_NAMING": "true",
        "GOOSE_TELEMETRY_OFF": "1",
    }


def _codex(route: AgentGateway, launch_dir: Path) -> dict[str, str]:
    # CODEX_HOME (in the private home: it writes sessions and logs there) holds the only
    # config.toml it reads as the user's; a workspace's .codex/config.toml is read only in a
    # project it trusts, and this one trusts none. It speaks the Responses API only, which the
    # relay translates to the gateway's chat completions; the key is read from ``env_key``.
    home = _home_folder(launch_dir, ".codex")
    provider = "evalrouter-gateway"
    lines = [
        f"model = {_toml(route.model)}",
        f"model_provider = {_toml(provider)}",
        # The runner's sandbox bounds what it reaches; its own (a nested one) would not start.
        'approval_policy = "never"',
        'sandbox_mode = "danger-full-access"',
        'web_search = "disabled"',
        "check_for_update_on_startup = false",
        "",
        "[analytics]",
        "enabled = false",
        "",
        "[feedback]",
        "enabled = false",
        "",
        "[history]",
        'persistence = "none"',
        "",
        f"[model_providers.{provider}]",
        'name = "EvalRouter gateway"',
        f"base_url = {_toml(route.base_url)}",
        'env_key = "EVALROUTER_GATEWAY_TOKEN"',
        'wire_api = "responses"',
        "request_max_retries = 0",
        "stream_max_retries = 0",
        "",
    ]
    _write_text(home / "config.toml", "\n".join(lines))
    return {
        "CODEX_HOME": str(home),
        "EVALROUTER_GATEWAY_TOKEN": route.token,
        "MODEL_PROVIDER": provider,
        "INITIAL_AGENT_MODE": "agent-full-access",
        "NO_BROWSER": "1",
    }


def _toml(value: str) -> str:
    """A TOML basic string (JSON's escapes are TOML's)."""
    return json.dumps(value, ensure_ascii=True)


def _write_text(path: Path, text: str) -> None:
    partial = path.with_suffix(".partial")
    fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
    os.replace(partial, path)


def _kimi(route: AgentGateway, launch_dir: Path) -> dict[str, str]:
    # Its share directory (in the private home: it writes sessions and logs there) holds its
    # config.toml, the only one it reads. The key is not in the file: OPENAI_API_KEY overrides
    # an ``openai_legacy`` provider's.
    share = _home_folder(launch_dir, ".kimi")
    lines = [
        f"default_model = {_toml('evalrouter')}",
        "default_thinking = false",
        # Its one ACP mode asks the client before every tool, titled with the bare tool name
        # (``get_task``), which the runner cannot tell from a tool of the workspace's: it
        # approves its own calls instead (the sandbox bounds what they reach), as goose's
        # ``auto`` and opencode's ``build`` do.
        "default_yolo = true",
        "telemetry = false",
        "",
        "[providers.evalrouter-gateway]",
        'type = "openai_legacy"',
        f"base_url = {_toml(route.base_url)}",
        'api_key = ""',
        "",
        "[models.evalrouter]",
        'provider = "evalrouter-gateway"',
        f"model = {_toml(route.model)}",
        "max_context_size = 128000",
        "",
    ]
    _write_text(share / "config.toml", "\n".join(lines))
    return {
        "KIMI_SHARE_DIR": str(share),
        "OPENAI_BASE_URL": route.base_url,
        "OPENAI_API_KEY": route.token,
        "KIMI_CLI_NO_AUTO_UPDATE": "1",
        "KIMI_DISABLE_TELEMETRY": "1",
    }


def _vibe(route: AgentGateway, launch_dir: Path) -> dict[str, str]:
    # VIBE_HOME (in the private home: it writes sessions, logs and its trust store there) holds
    # the user config.toml; a workspace's .vibe/config.toml is read only in a folder the client
    # trusts, and the runner trusts none. The key is read from the variable the provider names.
    home = _home_folder(launch_dir, ".vibe")
    model = [
        "[[models]]",
        f"name = {_toml(route.model)}",
        'provider = "evalrouter-gateway"',
        'alias = "evalrouter"',
    ]
    if route.max_output_tokens is not None:
        model.append(f"max_output_tokens = {int(route.max_output_tokens)}")
    lines = [
        'active_model = "evalrouter"',
        "enable_telemetry = false",
        "enable_update_checks = false",
        "enable_notifications = false",
        "experimental_enable_model_catalog = false",
        'utility_models = { title = "evalrouter", smart_approve = "evalrouter" }',
        "",
        "[[providers]]",
        'name = "evalrouter-gateway"',
        f"api_base = {_toml(route.base_url)}",
        'api_key_env_var = "EVALROUTER_GATEWAY_TOKEN"',
        'api_style = "openai"',
        'backend = "generic"',
        "",
        *model,
        "",
    ]
    _write_text(home / "config.toml", "\n".join(lines))
    return {
        "VIBE_HOME": str(home),
        "EVALROUTER_GATEWAY_TOKEN": route.token,
    }


def _gemini(route: AgentGateway, launch_dir: Path) -> dict[str, str]:
    # Its user settings, in the private home (GEMINI_CLI_HOME). It reads a system settings
    # file only when root owns it and every folder above it, so the system paths name a file
    # that does not exist: the machine's /etc/gemini-cli is not read. A workspace's
    # .gemini/settings.json is merged over the user's (the folder must be trusted, or the task
    # tools' MCP server is not started), so what points it at the gateway is in variables: the
    # base URL, the key and the model, which no settings file overrides (a workspace's settings
    # can turn its usage statistics back on: in a sandbox with no network they reach only the
    # runner's refusing proxy; telemetry stays off by variable). A .env (a workspace's
    # .gemini/.env too) sets only variables not already set: each one below is set, empty where
    # ours is "none". No proxy of the user's: one would carry the loopback relay's calls unless
    # NO_PROXY names loopback (0.31.0 ignores NO_PROXY altogether; in a sandbox with no
    # network the runner names its refusing proxy over these, which carries a request for the
    # relay's loopback port to the relay).
    home = _home_folder(launch_dir, ".gemini")
    generation: dict[str, JsonValue] = {}
    if route.max_output_tokens is not None:  # it sends none unless told
        generation["maxOutputTokens"] = route.max_output_tokens
    settings: JsonValue = {
        "security": {"auth": {"selectedType": "gemini-api-key"}},
        "model": {"skipNextSpeakerCheck": True, "disableLoopDetection": True},
        "modelConfigs": {
            "customOverrides": [
                {
                    "match": {"model": route.model},
                    "modelConfig": {"generateContentConfig": generation},
                }
            ]
        },
        "general": {"enableAutoUpdate": False, "enableAutoUpdateNotification": False},
        "privacy": {"usageStatisticsEnabled": False},
        "telemetry": {"enabled": False, "logPrompts": False},
        "ide": {"enabled": False},
        "advanced": {"ignoreLocalEnv": True},
    }
    _write_private(home / "settings.json", settings)
    # Its MCP tools ask permission titled with their ``command`` argument when they have one
    # (``execute``'s shell command), which the runner cannot tell from a shell tool's: a user
    # policy (a workspace's policies are not read) lets the ``evalrouter`` server's tools run.
    (home / "policies").mkdir(mode=0o700, exist_ok=True)
    rule = '[[rule]]\nmcpName = "evalrouter"\ntoolName = "*"\ndecision = "allow"\npriority = 900\n'
    _write_text(home / "policies" / "evalrouter.toml", rule)
    nowhere = str(launch_dir / "gemini-system-settings.json")
    env = {
        "GEMINI_CLI_HOME": str(launch_dir / "home"),
        "GEMINI_CLI_SYSTEM_SETTINGS_PATH": nowhere,
        "GEMINI_CLI_SYSTEM_DEFAULTS_PATH": nowhere,
        # MCP servers (the task tools) start only in a trusted folder: not a .env's to undo.
        "GEMINI_CLI_TRUST_WORKSPACE": "true",
        "GOOGLE_GEMINI_BASE_URL": route.base_url.removesuffix("/v1"),
        "GEMINI_API_KEY": route.token,
        "GEMINI_MODEL": route.model,
        "GOOGLE_GENAI_API_VERSION": "v1beta",
        "GEMINI_API_KEY_AUTH_MECHANISM": "x-goog-api-key",
        "GEMINI_TELEMETRY_ENABLED": "false",
        "GEMINI_SYSTEM_MD": "false",
    }
    for name in ("GEMINI_CLI_CUSTOM_HEADERS", "GOOGLE_API_KEY", "GOOGLE_VERTEX_BASE_URL"):
        env[name] = ""
    for name in _PROXIES:
        if name != "NO_PROXY":
            env[name] = env[name.lower()] = ""
    return env


MODES: dict[Profile, str] = {
    "opencode": "build",
    "qwen-code": "default",
    "claude-acp": "default",
    "goose": "auto",
    "kimi": "default",
    "mistral-vibe": "auto-approve",
    "codex": "agent-full-access",
    "gemini": "default",
}
"""The ACP session mode each profile runs in: one in which the agent may use the
``evalrouter`` tools and edit the workspace (Qwen Code does in ``default`` once its tool search
is off; its ``yolo`` also would). Mistral Vibe asks permission with no tool name or kind (a bare
tool-call id), so the runner cannot tell its ``evalrouter`` tools from others: it runs in
``auto-approve``, bounded by the sandbox, as goose (``auto``) and opencode (``build``) do.
Gemini CLI runs in ``default``: a policy of its profile allows the ``evalrouter`` tools (it titles
``execute``'s permission request with the command alone), and its own edits and shell commands
ask."""


def prepare_launch(
    launch: AcpLaunch,
    route: AgentGateway,
    launch_dir: Path,
    *,
    parent: Mapping[str, str] | None = None,
) -> LaunchSetup:
    """The argv, environment, ACP mode and session ``_meta`` one attempt's agent starts with.
    ``launch_dir`` (0700, private to the attempt) holds the agent's home and config files."""
    source = os.environ if parent is None else parent
    env = {name: value for name, value in source.items() if _kept(name)}
    for name, value in launch.env.items():
        if not name.startswith(_NEVER_FROM_LAUNCH) and name.upper() not in _PROXIES:
            env[name] = value
    env.update(_private_home(launch_dir))
    profile = launch.profile
    if profile == "opencode":
        env.update(_opencode(route, launch_dir))
    elif profile == "qwen-code":
        env.update(_qwen(route, launch_dir))
    elif profile == "claude-acp":
        env.update(_claude(route))
    elif profile == "goose":
        env.update(_goose(route))
    elif profile == "kimi":
        env.update(_kimi(route, launch_dir))
    elif profile == "codex":
        env.update(_codex(route, launch_dir))
    elif profile == "mistral-vibe":
        env.update(_vibe(route, launch_dir))
    elif profile == "gemini":
        env.update(_gemini(route, launch_dir))
    else:
        env.update(_generic(route))
    meta: dict[str, JsonValue] = {}
    if profile == "claude-acp":
        meta = {"claudeCode": {"options": {"settingSources": []}}}
    return LaunchSetup(launch.argv, env, profile, MODES.get(profile), meta)
