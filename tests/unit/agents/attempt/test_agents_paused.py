"""A whole process that did not run (SIGSTOP, a paused VM) is told apart from an agent that
blocks the runner's loop (``_attempt.blocking.process_paused``): it is reported as a
``process_paused`` warning, never as ``loop_blocked`` blaming the agent's code."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

from evalrouter.agents._attempt import blocking, events

STOPPED_SECONDS = 2.5

# A runner's loop with its watchdog, in a process of its own (a test cannot stop itself):
# prints each episode the runner hears of, one JSON line, then "done".
WATCHED = """
import asyncio, dataclasses, json, sys
from evalrouter.agents._attempt import threads

async def main():
    io = threads.RunnerIO(lambda b: print(json.dumps(dataclasses.asdict(b)), flush=True),
                          threshold=0.5)
    io.start()
    print("ready", flush=True)
    await asyncio.sleep(float(sys.argv[1]))
    await io.close()
    print("done", flush=True)

asyncio.run(main())
"""


def test_a_stopped_process_is_paused_not_blocked() -> None:
    process = subprocess.Popen(
        [sys.executable, "-c", WATCHED, str(STOPPED_SECONDS + 2)],
        stdout=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        assert process.stdout is not None
        assert process.stdout.readline().strip() == "ready"
        time.sleep(0.5)
        os.kill(process.pid, signal.SIGSTOP)  # as a paused VM or a stopped node
        time.sleep(STOPPED_SECONDS)
        os.kill(process.pid, signal.SIGCONT)
        out, _ = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(10)
    lines = out.splitlines()
    assert lines[-1] == "done", out
    episodes = [json.loads(line) for line in lines[:-1]]
    assert len(episodes) == 1, out
    [paused] = episodes
    assert paused["paused"] is True and paused["seconds"] >= STOPPED_SECONDS - 0.3
    assert paused["where"] is None and paused["attempt_id"] is None  # no code is blamed


def test_the_process_is_paused_when_the_watchdog_did_not_run_and_no_cpu_was_used() -> None:
    assert blocking.process_paused(overrun=24.8, cpu_seconds=0.01, stalled=25.1)
    assert not blocking.process_paused(overrun=0.0, cpu_seconds=0.0, stalled=3.0)  # time.sleep
    # Code holding the GIL starves the watchdog too, but uses the CPU meanwhile.
    assert not blocking.process_paused(overrun=2.9, cpu_seconds=2.8, stalled=3.0)
    assert not blocking.process_paused(overrun=0.5, cpu_seconds=0.0, stalled=3.0)  # mostly ran


def test_a_paused_process_is_its_own_warning_blaming_no_code() -> None:
    paused = blocking.Blocking(25.1, None, None, paused=True)
    event = events.loop_blocked(paused, None)
    assert event.type == "warning" and event.code == "process_paused"
    assert event.blocked_seconds == 25.1
    assert event.message is not None
    assert "did not run for 25.1 s" in event.message and "not the agent's code" in event.message
    assert "blocked the runner's event loop" not in event.message
    blocked = events.loop_blocked(blocking.Blocking(3.0, "agent.py:3 in run", "att_1"), "t-1")
    assert blocked.type == "loop_blocked"  # the agent's own blocking: as before
