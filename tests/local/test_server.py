"""Serving EvalRouter Local over HTTP: in a thread, and as ``python -m evalrouter.testing``."""

from __future__ import annotations

import contextlib
import errno
import io
import os
import re
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, TextIO

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal, RecordedRequest
from evalrouter.testing import __main__ as serve_module
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


def _serve_process(*options: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    command = [sys.executable, "-m", "evalrouter.testing", "serve", "--port", "0", *options]
    return subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env
    )


def test_module_prints_the_export_line_and_logs_requests() -> None:
    with _serve_process("--log-requests", "--seed", "3") as process:
        try:
            assert process.stdout is not None
            base_url = process.stdout.readline().strip()
            assert process.stdout.readline() == f"export EVALROUTER_BASE_URL={base_url}\n"
            assert httpx.get(base_url + "/v1/billing/wallet", timeout=10).status_code == 200
            assert httpx.get(base_url + "/v1/runs/run_nope", timeout=10).status_code == 404
            process.send_signal(signal.SIGTERM)
            _, stderr = process.communicate(timeout=10)
            assert process.returncode == 0, stderr
        finally:
            if process.poll() is None:
                process.kill()
                process.communicate()
    lines = stderr.splitlines()
    assert len(lines) == 2, stderr
    assert re.fullmatch(r"GET /v1/billing/wallet 200 \d+ ms", lines[0]), lines
    assert re.fullmatch(r"GET /v1/runs/run_nope 404 \d+ ms", lines[1]), lines


def test_without_log_requests_nothing_is_logged() -> None:
    with _serve_process("--gateway-delay", "0.1", "--lease-seconds", "5") as process:
        assert process.stdout is not None
        base_url = process.stdout.readline().strip()
        assert process.stdout.readline().startswith("export EVALROUTER_BASE_URL=http")
        assert httpx.get(base_url + "/v1/billing/wallet", timeout=10).status_code == 200
        process.send_signal(signal.SIGTERM)
        _, stderr = process.communicate(timeout=10)
    assert process.returncode == 0 and stderr == ""


def test_serve_request_log_in_process(local: EvalRouterLocal) -> None:
    log = io.StringIO()
    with local.serve(request_log=log) as base_url:
        httpx.post(base_url + "/v1/quotes", content=b"{not json", timeout=10)
    assert re.fullmatch(r"POST /v1/quotes 400 \d+ ms\n", log.getvalue())


@pytest.fixture
def no_signal_handlers(monkeypatch: pytest.MonkeyPatch) -> None:
    """``main`` in this process: leave pytest's own SIGINT handling alone."""
    monkeypatch.setattr(signal, "signal", lambda *_: None)


@pytest.mark.usefixtures("no_signal_handlers")
def test_a_port_in_use_is_one_line_and_exit_status_2(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        port = held.getsockname()[1]
        assert serve_module.main(["serve", "--port", str(port)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert f"port {port} on 127.0.0.1 is in use" in err and "--port 0" in err


@pytest.mark.usefixtures("no_signal_handlers")
def test_serve_passes_its_options_to_local(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    made: list[dict[str, object]] = []

    class Recorded(EvalRouterLocal):
        def __init__(self, **kwargs: Any) -> None:
            made.append(kwargs)
            super().__init__(**kwargs)

        @contextlib.contextmanager
        def serve(self, port: int = 0, *, request_log: TextIO | None = None) -> Iterator[str]:
            raise OSError(errno.EADDRNOTAVAIL, "stop here")
            yield ""

    monkeypatch.setattr(serve_module, "EvalRouterLocal", Recorded)
    options = ["--seed", "5", "--gateway-delay", "0.25", "--lease-seconds", "30"]
    assert serve_module.main(["serve", *options]) == 2
    assert serve_module.main(["serve", "--scripted-tools"]) == 2
    kwargs, scripted = made
    assert (kwargs["seed"], kwargs["gateway_delay"], kwargs["lease_seconds"]) == (5, 0.25, 30.0)
    assert (kwargs["scripted_tools"], scripted["scripted_tools"]) == (False, True)
    assert "cannot listen on 127.0.0.1:0" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--lease-seconds", "0"], "--lease-seconds must be > 0"),
        (["--gateway-delay", "-1"], "--gateway-delay must be >= 0"),
        (["--port", "70000"], "--port 70000: a TCP port is 0 to 65535"),
    ],
)
def test_bad_options_are_usage_errors(
    options: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as caught:
        serve_module.main(["serve", *options])
    assert caught.value.code == 2
    assert message in capsys.readouterr().err


KEY = "er-local-0123456789abcdef"


def _key_required(base_url: str) -> None:
    """The server requires ``KEY``: none or another key is 401, ``KEY`` is served."""
    wallet = base_url + "/v1/billing/wallet"
    assert httpx.get(wallet, timeout=10).status_code == 401
    wrong = httpx.get(wallet, headers={"Authorization": "Bearer not-it"}, timeout=10)
    assert wrong.status_code == 401
    right = httpx.get(wallet, headers={"Authorization": f"Bearer {KEY}"}, timeout=10)
    assert right.status_code == 200


def _serve_keyed(extra_env: dict[str, str], *options: str, stdin: Path | None = None) -> str:
    """``serve`` with ``extra_env`` and ``options``, checked to require ``KEY``; its argv as
    every user of the machine reads it (``/proc/PID/cmdline``)."""
    env = {**os.environ, "PYTHONPATH": str(SRC) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    env.pop("EVALROUTER_LOCAL_API_KEY", None)
    command = [sys.executable, "-m", "evalrouter.testing", "serve", "--port", "0", *options]
    with (
        open(stdin or os.devnull, "rb") as given,
        subprocess.Popen(
            command,
            stdin=given,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env={**env, **extra_env},
        ) as process,
    ):
        try:
            assert process.stdout is not None
            base_url = process.stdout.readline().strip()
            assert base_url.startswith("http://127.0.0.1:"), process.stderr.read()  # type: ignore[union-attr]
            _key_required(base_url)
            cmdline = Path(f"/proc/{process.pid}/cmdline").read_bytes().decode()
            process.send_signal(signal.SIGTERM)
            _, stderr = process.communicate(timeout=10)
            assert process.returncode == 0, stderr
        finally:
            if process.poll() is None:
                process.kill()
                process.communicate()
    return cmdline


def test_serve_takes_its_key_from_the_environment() -> None:
    cmdline = _serve_keyed({"EVALROUTER_LOCAL_API_KEY": KEY})
    assert KEY not in cmdline


def test_serve_takes_its_key_from_a_private_file(tmp_path: Path) -> None:
    key_file = tmp_path / "local.key"
    key_file.write_text(KEY + "\n")  # as `echo KEY > file` writes it
    key_file.chmod(0o600)
    other = {"EVALROUTER_LOCAL_API_KEY": "the-file-wins"}
    cmdline = _serve_keyed(other, "--api-key-file", str(key_file))
    assert KEY not in cmdline


def test_serve_takes_its_key_from_stdin(tmp_path: Path) -> None:
    piped = tmp_path / "piped"
    piped.write_text(KEY + "\n")
    assert KEY not in _serve_keyed({}, "--api-key-file", "-", stdin=piped)


@pytest.fixture
def refused_before_start(monkeypatch: pytest.MonkeyPatch) -> None:
    """A ``serve`` that gets past its usage checks fails the test rather than serving."""

    def started(**_: object) -> None:
        raise AssertionError("serve went on to start Local")

    monkeypatch.setattr(serve_module, "EvalRouterLocal", started)


@pytest.mark.parametrize("given", [["--api-key", KEY], [f"--api-key={KEY}"], ["--api-key"]])
@pytest.mark.usefixtures("refused_before_start")
def test_a_key_on_the_command_line_is_refused_naming_the_fixes(
    given: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as caught:
        serve_module.main(["serve", *given])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert "EVALROUTER_LOCAL_API_KEY" in err and "--api-key-file PATH" in err, err
    assert KEY not in err  # not repeated into a log


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o604, 0o620])
@pytest.mark.usefixtures("refused_before_start")
def test_a_key_file_other_users_can_open_is_refused(
    mode: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    key_file = tmp_path / "local.key"
    key_file.write_text(KEY)
    key_file.chmod(mode)
    with pytest.raises(SystemExit) as caught:
        serve_module.main(["serve", "--api-key-file", str(key_file)])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert f"(mode {mode:04o})" in err and f"chmod 600 {key_file}" in err, err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("", "empty, no API key in it"),
        ("  \n", "empty, no API key in it"),
        ("two\nlines", "an API key is one line of visible ASCII characters"),
        ("clé", "an API key is one line of visible ASCII characters"),
        ("k" * 5000, "longer than 4096 characters"),
    ],
)
@pytest.mark.usefixtures("refused_before_start")
def test_a_key_file_without_one_key_is_refused(
    content: str, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    key_file = tmp_path / "local.key"
    key_file.write_text(content)
    key_file.chmod(0o600)
    with pytest.raises(SystemExit) as caught:
        serve_module.main(["serve", "--api-key-file", str(key_file)])
    assert caught.value.code == 2
    assert f"--api-key-file {key_file}: {message}" in capsys.readouterr().err


@pytest.mark.usefixtures("refused_before_start")
def test_a_missing_key_file_is_a_usage_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as caught:
        serve_module.main(["serve", "--api-key-file", str(tmp_path / "nope")])
    assert caught.value.code == 2
    assert "No such file or directory" in capsys.readouterr().err


@pytest.mark.usefixtures("no_signal_handlers")
def test_serve_hands_its_own_variables_key_to_local_not_the_sdks(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    made: list[dict[str, object]] = []

    class Recorded(EvalRouterLocal):
        def __init__(self, **kwargs: Any) -> None:
            made.append(kwargs)
            super().__init__(**kwargs)

        @contextlib.contextmanager
        def serve(self, port: int = 0, *, request_log: TextIO | None = None) -> Iterator[str]:
            raise OSError(errno.EADDRNOTAVAIL, "stop here")
            yield ""

    monkeypatch.setattr(serve_module, "EvalRouterLocal", Recorded)
    monkeypatch.delenv("EVALROUTER_LOCAL_API_KEY", raising=False)
    monkeypatch.setenv("EVALROUTER_API_KEY", "the-real-service-key")
    assert serve_module.main(["serve"]) == 2
    monkeypatch.setenv("EVALROUTER_LOCAL_API_KEY", KEY)
    assert serve_module.main(["serve"]) == 2
    assert [m["api_key"] for m in made] == [None, KEY]
