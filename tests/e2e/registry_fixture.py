"""An ACP Registry of one agent, installable without the network: the test ACP agent
(``tests/acp_agents/agent.py``) packed into a ``.tar.gz`` whose sha256 a snapshot pins, served
over HTTPS from 127.0.0.1 with a certificate made for the test (the binary installer fetches
archives over HTTPS only; the test points ``SSL_CERT_FILE`` at that certificate).

Everything is made at test time in a temporary directory: the archive's launcher names this
interpreter, which has ``agent-client-protocol``.
"""

from __future__ import annotations

import hashlib
import http.server
import io
import json
import shutil
import ssl
import subprocess
import sys
import tarfile
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import ClassVar

import pytest

from evalrouter._registry import RegistrySnapshot, current_platform, parse_snapshot

AGENT = Path(__file__).parents[1] / "acp_agents" / "agent.py"
AGENT_ID = "evalrouter-test-agent"
VERSION = "1.0.0"


def make_certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 (``openssl``; the test is skipped without it)."""
    openssl = shutil.which("openssl")
    if openssl is None:
        pytest.skip("openssl is needed to serve the registry archive over HTTPS")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
            "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1",
            "-keyout", str(key), "-out", str(cert),
        ],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return cert, key


def agent_archive() -> bytes:
    """``agent/run`` (starts the test agent with this interpreter) and ``agent/agent.py``."""
    launcher = f'#!/bin/sh\nexec "{sys.executable}" "$(dirname "$0")/agent.py" "$@"\n'.encode()
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w:gz") as tar:
        for name, data, mode in (
            ("agent/run", launcher, 0o755),
            ("agent/agent.py", AGENT.read_bytes(), 0o644),
        ):
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), mode
            tar.addfile(info, io.BytesIO(data))
    return buffer.getvalue()


class _Files(http.server.BaseHTTPRequestHandler):
    files: ClassVar[Mapping[str, bytes]] = {}
    hits: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        self.hits.append(self.path)
        body = self.files.get(self.path)
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:
        pass


@dataclass
class ArchiveServer:
    url: str
    hits: list[str]


@contextmanager
def https_files(files: Mapping[str, bytes], cert: Path, key: Path) -> Iterator[ArchiveServer]:
    """Serve ``files`` (path → bytes) over HTTPS on 127.0.0.1 until the block ends."""
    hits: list[str] = []
    handler = type("Files", (_Files,), {"files": dict(files), "hits": hits})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    try:
        yield ArchiveServer(f"https://127.0.0.1:{server.server_address[1]}", hits)
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def snapshot_of(
    archive_url: str, archive: bytes, agents: Mapping[str, list[str]] | None = None
) -> RegistrySnapshot:
    """A snapshot listing ``agents`` (id → the arguments the registry gives the command; by
    default one agent that answers), each built for this platform from ``archive``, pinned."""
    listed = [
        {
            "id": agent_id,
            "name": "EvalRouter test agent",
            "version": VERSION,
            "description": "The SDK's ACP test agent.",
            "authors": ["evalrouter-sdk tests"],
            "license": "Apache-2.0",
            "icon": "https://example.invalid/icon.svg",
            "distribution": {
                "binary": {
                    current_platform(): {
                        "archive": archive_url,
                        "cmd": "./agent/run",
                        "args": args,
                        "sha256": hashlib.sha256(archive).hexdigest(),
                    }
                }
            },
        }
        for agent_id, args in (agents or {AGENT_ID: ["--mode", "answer"]}).items()
    ]
    document = {"version": "1.0.0", "agents": listed, "extensions": []}
    return parse_snapshot(json.dumps(document).encode())
