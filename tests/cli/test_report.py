"""``report``: one self-contained HTML page, opened in headless Chromium, which must draw
something and make no request; and the main chart as PNG/SVG."""

from __future__ import annotations

import http.server
import shutil
import subprocess
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import Cli

COVER = ("--sample", "6", "--poll-interval", "0.05", "--yes", "--json")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")


def _runs(cli: Cli) -> list[str]:
    return [
        cli("run", "gsm8k", "--model", model, *COVER).json()["run"]["id"]
        for model in ("sim/sim-small", "gpt-5", "sim/sim-large")
    ]


class _Recorder(http.server.SimpleHTTPRequestHandler):
    """Serves the report's folder and records every request it gets (as a proxy too)."""

    seen: list[tuple[str, str | None]]

    def do_GET(self) -> None:
        self.seen.append((self.path, self.headers.get("Referer")))
        host, port = self.server.server_address[:2]
        own = f"http://{host}:{port}"
        if self.path.startswith((own + "/", "/")):  # this host, asked directly or as a proxy
            self.path = self.path.removeprefix(own)
            super().do_GET()
        else:  # a proxied request for another host: refused, but recorded
            self.send_error(403)

    def do_CONNECT(self) -> None:
        self.seen.append(("CONNECT " + self.path, self.headers.get("Referer")))
        self.send_error(403)

    def log_message(self, format: str, *args: object) -> None:
        pass


def _serve(folder: Path, seen: list[tuple[str, str | None]]) -> Iterator[str]:
    handler = type("Handler", (_Recorder,), {"seen": seen, "__init__": _init(folder)})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join()


def _init(folder: Path):  # type: ignore[no-untyped-def]
    def init(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        http.server.SimpleHTTPRequestHandler.__init__(self, *args, directory=str(folder), **kwargs)

    return init


def test_report_html_is_self_contained(cli: Cli, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    target = tmp_path / "report.html"
    done = cli("report", *_runs(cli), "-o", str(target), "--json")
    assert done.code == 0, done.err
    page = target.read_text()
    assert "Content-Security-Policy" in page and "default-src 'none'" in page
    for section in (
        "Ranking",
        "Pairwise differences",
        "Score against cost",
        "Per-task wins, ties and losses",
        "Coverage",
    ):
        assert f"<h2>{section}</h2>" in page
    assert page.count("<svg") == 5
    assert " src=" not in page and "<script" not in page and "@import" not in page
    again = cli("report", *_runs(cli)[:1], "-o", str(target))
    assert again.code == 2 and "destination_exists" in again.err


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium (CI installs it)")
def test_report_renders_in_headless_chromium_without_requests(cli: Cli, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    image = pytest.importorskip("PIL.Image")
    folder = tmp_path / "site"
    folder.mkdir()
    done = cli("report", *_runs(cli), "-o", str(folder / "report.html"))
    assert done.code == 0, done.err
    seen: list[tuple[str, str | None]] = []
    shot = tmp_path / "shot.png"
    for base in _serve(folder, seen):
        assert base
        proxy = base.removeprefix("http://")
        subprocess.run(
            [
                str(CHROMIUM),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-sync",
                "--disable-component-update",
                "--disable-default-apps",
                f"--user-data-dir={tmp_path / 'profile'}",
                # Every request, to any host, goes to the recorder: none may but the page.
                f"--proxy-server=http://{proxy}",
                "--proxy-bypass-list=<-loopback>",
                "--window-size=1000,2400",
                "--hide-scrollbars",
                f"--screenshot={shot}",
                f"{base}/report.html",
            ],
            capture_output=True,
            timeout=120,
            check=True,
        )
    # The browser's own background requests (time, updates) carry no Referer; anything the
    # page asked for would carry the page's. Only the page itself came from its own host.
    # The browser's own requests (its clock, updates, the tab's /favicon.ico) are not the
    # page's: nothing else may come from the page's host, and nothing else names the page.
    own = [path.removeprefix(base) for path, _ in seen if path.startswith((base, "/"))]
    assert [path for path in own if path != "/favicon.ico"] == ["/report.html"]
    page_asked = [path for path, referer in seen if referer and not path.endswith("/favicon.ico")]
    assert page_asked == []
    picture = image.open(shot).convert("L")
    dark = sum(picture.histogram()[:200])  # pixels darker than light grey
    assert dark > 0.01 * picture.width * picture.height  # text and charts, not a blank page


def test_report_png_and_svg(cli: Cli, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    ids = _runs(cli)
    png, svg = tmp_path / "chart.png", tmp_path / "chart.svg"
    assert cli("report", *ids, "-o", str(png)).code == 0
    assert png.read_bytes().startswith(b"\x89PNG")
    assert cli("report", *ids, "-o", str(svg)).code == 0
    assert "<svg" in svg.read_text()
    bad = cli("report", *ids, "-o", str(tmp_path / "chart.pdf"))
    assert bad.code == 2
