"""``report``: one self-contained HTML page, opened in headless Chromium, which must draw
something and make no request, and read well at 1280 and 390 px (no sideways page scroll, no
text under 11 px, chart text as ``<text>`` with alt text, the date, benchmark, seed, models and
tool version named) for one model, several models beside a single-model run, and an agent run;
and the main chart as PNG/SVG."""

from __future__ import annotations

import html
import http.server
import json
import re
import shutil
import subprocess
import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from .conftest import Cli

COVER = ("--sample", "6", "--poll-interval", "0.05", "--yes", "--json")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
# Headless, and asking for nothing of its own over the network (this machine's is closed).
HEADLESS = (
    str(CHROMIUM),
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-sync",
    "--disable-component-update",
    "--disable-default-apps",
)


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
        "Per-task outcomes",
    ):
        assert f"<h2>{section}</h2>" in page
    assert page.count("<svg") == 5
    assert page.count('<svg role="img" aria-label="') == 5 and page.count("<text") > 20
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
                *HEADLESS,
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


# ------------------------------------------------------------------ read at 1280 and 390 px

# A page of the test's own (the report allows no script) that opens the report in a frame at
# each width and writes what it measured into its own DOM, for --dump-dom to print.
HARNESS = """<!doctype html><html><head><meta charset=utf-8></head><body><pre id=out></pre>
<script>
const widths = [1280, 390], results = {};
function measure(frame, width) {
  const doc = frame.contentDocument, win = frame.contentWindow;
  let smallest = Infinity, where = "";
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.data.trim()) continue;
    const el = node.parentElement;
    if (el.closest("title, desc, style, script, metadata")) continue;
    const style = win.getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") continue;
    let size = parseFloat(style.fontSize);
    if (el instanceof win.SVGElement) {  // drawn at its font size times the SVG's scale
      const m = el.getScreenCTM();
      size *= Math.hypot(m.a, m.b);
    }
    if (size < smallest) { smallest = size; where = node.data.trim().slice(0, 40); }
  }
  const charts = [...doc.querySelectorAll("svg")];
  return {
    innerWidth: win.innerWidth,
    scrollWidth: doc.documentElement.scrollWidth,
    smallest: smallest, where: where,
    charts: charts.length,
    chartsWithText: charts.filter(c => c.querySelectorAll("text").length > 0).length,
    chartsWithAlt: charts.filter(c => c.getAttribute("role") === "img"
      && (c.getAttribute("aria-label") || "").length > 20
      && (c.querySelector("title") || {}).textContent).length,
    text: doc.body.innerText,
  };
}
let pending = widths.length;
for (const width of widths) {
  const frame = document.createElement("iframe");
  frame.style.width = width + "px"; frame.style.height = "1200px"; frame.style.border = "0";
  frame.onload = () => {
    results[width] = measure(frame, width);
    if (--pending === 0) document.getElementById("out").textContent = JSON.stringify(results);
  };
  frame.src = "report.html";
  document.body.appendChild(frame);
}
</script></body></html>
"""


def _measure(folder: Path, profile: Path) -> dict[str, dict[str, object]]:
    """What the harness measured of ``folder/report.html`` at 1280 and 390 px."""
    (folder / "harness.html").write_text(HARNESS)
    seen: list[tuple[str, str | None]] = []
    for base in _serve(folder, seen):
        proxy = base.removeprefix("http://")
        shown = subprocess.run(
            [
                *HEADLESS,
                f"--user-data-dir={profile}",
                f"--proxy-server=http://{proxy}",
                "--proxy-bypass-list=<-loopback>",
                "--window-size=1400,1300",
                "--hide-scrollbars",
                "--virtual-time-budget=10000",
                "--dump-dom",
                f"{base}/harness.html",
            ],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
    found = re.search(r'<pre id="out">(.*?)</pre>', shown.stdout, re.S)
    assert found and found.group(1), shown.stdout[-2000:]
    measured: dict[str, dict[str, object]] = json.loads(html.unescape(found.group(1)))
    return measured


def _check_layout(cli: Cli, tmp_path: Path, runs: list[str], *names: str) -> str:
    """Make the report of ``runs`` and check it at both widths; returns its text at 390 px."""
    from evalrouter_cli import __version__

    folder = tmp_path / "site"
    folder.mkdir()
    done = cli("report", *runs, "-o", str(folder / "report.html"))
    assert done.code == 0, done.err
    measured = _measure(folder, tmp_path / "profile")
    assert set(measured) == {"1280", "390"}
    today = datetime.now(UTC).strftime("%Y-%m-%d")
    for width, m in measured.items():
        assert m["innerWidth"] == int(width)
        assert m["scrollWidth"] <= m["innerWidth"], f"{width} px: the page scrolls sideways"
        smallest = m["smallest"]
        assert isinstance(smallest, float | int)
        assert smallest >= 11, f"{width} px: {m['where']!r} is drawn at {smallest:.1f} px"
        assert m["charts"] and m["chartsWithText"] == m["charts"], "chart text drawn as paths"
        assert m["chartsWithAlt"] == m["charts"], "a chart without alt text"
        shown = str(m["text"])
        assert today in shown and f"evalrouter {__version__}" in shown
        assert "GSM8K (local)" in shown and "gsm8k v3" in shown and "seed 42" in shown
        for name in names:
            assert name in shown
    return str(measured["390"]["text"])


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium (CI installs it)")
def test_one_model_report_reads_at_1280_and_390_px(cli: Cli, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    run = cli("run", "gsm8k", "--model", "gpt-5", *COVER).json()["run"]["id"]
    shown = _check_layout(cli, tmp_path, [run], "GPT-5 (simulated)")
    assert "Score" in shown and "Per-task outcomes" in shown and "95% interval" in shown


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium (CI installs it)")
def test_multi_model_report_beside_a_single_run_reads_at_both_widths(
    cli: Cli, tmp_path: Path
) -> None:
    pytest.importorskip("matplotlib")
    multi = cli("run", "gsm8k", "--model", "gpt-5", "--model", "sim/sim-small", *COVER)
    single = cli("run", "gsm8k", "--model", "sim/sim-large", *COVER)
    runs = [multi.json()["run"]["id"], single.json()["run"]["id"]]
    shown = _check_layout(cli, tmp_path, runs, "GPT-5 (simulated)", "Sim Small", "Sim Large")
    assert "Pairwise differences" in shown and "baseline_model_index" not in shown


@pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium (CI installs it)")
def test_agent_run_report_reads_at_both_widths(cli: Cli, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    from .test_agent_runs import AGENTS

    (tmp_path / "my_agents.py").write_text(AGENTS)
    base = ("run", "gsm8k", "--model", "gpt-5-mini", "--sample", "3", "--max-cost", "1")
    done = cli(*base, "--agent", f"{tmp_path / 'my_agents.py'}:Solver", "--yes", "--json")
    assert done.code == 0, done.err
    shown = _check_layout(cli, tmp_path, [done.json()["run"]["id"]], "cli solver")
    assert "Attempt outcomes" in shown and "Traces (trajectories)" in shown


def test_agent_report_shows_attempts_failure_codes_and_trace_links(
    cli: Cli, tmp_path: Path
) -> None:
    pytest.importorskip("matplotlib")
    from .test_agent_runs import AGENTS

    (tmp_path / "my_agents.py").write_text(AGENTS)
    base = ("run", "gsm8k", "--model", "gpt-5-mini", "--sample", "3", "--max-cost", "1")
    silent = cli(*base, "--agent", f"{tmp_path / 'my_agents.py'}:silent", "--yes", "--json")
    run_id = silent.json()["run"]["id"]
    target = tmp_path / "agent.html"
    done = cli("report", run_id, "-o", str(target), "--json")
    assert done.code == 0, done.err
    (facts,) = done.json()["runs"]
    agent = facts["agent"]
    assert agent["agent"] == "silent" and agent["outcomes"] == {"failed": 3}
    assert agent["failures"] == {"client_no_submission": 3}
    (arm,) = done.json()["arms"]
    assert (arm["planned"], arm["graded"], arm["errors"]) == (3, 0, 3)
    page = target.read_text()
    assert "<h3>Failure codes</h3>" in page and "client_no_submission" in page
    # Every attempt's row links to its trace, and the trace's row back to the attempt.
    traces = [a["trace"]["trace_id"] for a in agent["attempts"] if a["trace"]]
    assert len(traces) == 3
    for trace in traces:
        anchor = "trace-" + "".join(c if c.isalnum() else "_" for c in trace)
        assert f'href="#{anchor}"' in page and f'id="{anchor}"' in page
    for attempt in agent["attempts"]:
        task = "".join(c if c.isalnum() else "_" for c in attempt["task_id"])
        assert f'id="attempts-{run_id}-{task}"' in page and f'href="#task-{task}"' in page


def test_the_next_step_after_a_single_model_run_makes_its_page(cli: Cli, tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    import shlex

    done = cli("run", "gsm8k", "--model", "gpt-5", *COVER)
    printed = done.json()["next"]
    words = shlex.split(printed)
    assert words[:2] == ["evalrouter", "report"] and words[-2] == "-o"
    ran = cli(*words[1:], cwd=tmp_path, timeout=120)
    assert ran.code == 0, ran.err
    page = (tmp_path / words[-1]).read_text(encoding="utf-8")
    assert "<h2>Score</h2>" in page and "GPT-5 (simulated)" in page
