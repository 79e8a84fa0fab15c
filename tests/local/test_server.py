"""Serving EvalRouter Local over HTTP: in a thread, and as ``python -m evalrouter.testing``."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal, RecordedRequest
from tests.local.local_flows import GSM_V2, SMALL, managed
from tests.local.schema_check import session_check

SRC = Path(__file__).resolve().parents[2] / "src"


def test_serve_answers_over_http_then_stops(local: EvalRouterLocal) -> None:
    with local.serve() as base_url:
        assert base_url.startswith("http://127.0.0.1:")
        with httpx.Client(base_url=base_url + "/v1") as http:
            me = http.get("/cli/whoami")
            assert me.status_code == 200 and me.headers["x-request-id"]
            q = http.post(
                "/quotes",
                json={"selection": {"profile_ids": [GSM_V2]}, "model": managed(SMALL)},
            )
            assert q.status_code == 201
            missing = http.get("/runs/run_nope")
            assert missing.json()["error"]["code"] == "run_not_found"
    assert local.requests[0].path == "/v1/cli/whoami"
    assert local.quote_ids == [q.json()["id"]]
    with pytest.raises(httpx.ConnectError):
        httpx.get(base_url + "/v1/cli/whoami")


def test_dropped_connection_over_http(local: EvalRouterLocal) -> None:
    local.faults.drop_connection_next("GET", "/v1/billing/wallet")
    with local.serve() as base_url, httpx.Client(base_url=base_url) as http:
        with pytest.raises((httpx.RemoteProtocolError, httpx.ReadError)):
            http.get("/v1/billing/wallet")
        assert http.get("/v1/billing/wallet").status_code == 200


def test_module_serves_until_sigterm(pytestconfig: pytest.Config) -> None:
    env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    with subprocess.Popen(
        [sys.executable, "-m", "evalrouter.testing", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    ) as process:
        try:
            assert process.stdout is not None
            base_url = process.stdout.readline().strip()
            assert base_url.startswith("http://127.0.0.1:")
            wallet = httpx.get(base_url + "/v1/billing/wallet", timeout=10)
            assert wallet.status_code == 200 and wallet.json()["balance_microusd"] == "100000000"
            # Another process answered, so the suite's observer did not see it: check it here.
            exchange = RecordedRequest(
                "GET", "/v1/billing/wallet", {}, None, {}, b"", "wallet_get", 200,
                dict(wallet.headers), wallet.content,
            )  # fmt: skip
            assert session_check(pytestconfig).problems(exchange) == []
            process.send_signal(signal.SIGTERM)
            _, stderr = process.communicate(timeout=10)
            assert process.returncode == 0, stderr
        finally:
            if process.poll() is None:
                process.kill()
                process.communicate()
