"""A real ACP agent for the tests, written with agent-client-protocol: it reads its task from the
``evalrouter`` MCP server it is given in ``session/new``, asks the gateway its environment names,
submits the answer and calls ``done``.

``--mode`` makes it misbehave in one way, for the containment tests:

- ``answer`` (default): the above;
- ``slow``: the above, after sleeping ``--sleep`` seconds (concurrency);
- ``flood``: writes ``--bytes`` of stderr before answering;
- ``big-frame``: sends a 200 KB ``session/update`` (an agent message) mid-turn;
- ``hang``: never answers the prompt and ignores ``session/cancel`` and SIGTERM;
- ``grandchild``: starts a grandchild that writes its pid to ``--pidfile`` and sleeps, then answers;
- ``read-outside``: asks the client to read ``--path`` (outside the workspace), then answers with
  what it got;
- ``provider``: reports (in its answer) which provider keys it sees and tries ``--url``;
- ``auth``: answers ``session/new`` with auth_required;
- ``unknown-update``: sends an update kind no schema knows, and one before ``session/new``
  answers, then answers;
- ``env``: answers with a JSON dump of its environment and working directory;
- ``crash``: writes 200 KB of stderr, then exits at once.

``--out FILE``: the answer is also written there, for the test to read.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import subprocess
import sys
import time
import urllib.request
from typing import Any

import acp
from acp import schema

ARGS = argparse.Namespace()


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


def chat(messages: list[dict[str, Any]]) -> str:
    base = os.environ["OPENAI_BASE_URL"]
    body = json.dumps({"model": os.environ["OPENAI_MODEL"], "messages": messages}).encode()
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
        return schema.InitializeResponse(protocol_version=1)

    async def new_session(self, cwd: str, mcp_servers: Any = None, **kwargs: Any) -> Any:
        if ARGS.mode == "auth":
            raise acp.RequestError.auth_required()
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
            if ARGS.pidfile:
                with open(ARGS.pidfile, "w") as handle:
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
            child = subprocess.Popen(
                [sys.executable, "-c", "import time; time.sleep(600)"],
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
            tools = [t["name"] for t in mcp.call("tools/list", {})["tools"]]
            assert {"get_task", "submit", "done"} <= set(tools), tools
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


async def main() -> None:
    agent = TestAgent()
    agent.loop = asyncio.get_running_loop()  # type: ignore[attr-defined]
    await acp.run_agent(agent)  # type: ignore[arg-type]


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--mode", default="answer")
    parser.add_argument("--sleep", type=float, default=0.0)
    parser.add_argument("--bytes", type=int, default=0)
    parser.add_argument("--pidfile", default="")
    parser.add_argument("--path", default="")
    parser.add_argument("--url", default="")
    parser.add_argument("--out", default="")
    parser.add_argument("--acp", action="store_true")  # as a coding agent's ACP mode is asked
    ARGS = parser.parse_args()
    started = time.monotonic()
    asyncio.run(main())
