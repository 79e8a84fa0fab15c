"""``_runner.signals``: while an evaluation runs here, SIGTERM and SIGHUP whose handler is the
default end it as Ctrl+C does; a handler the user installed is left alone; the previous
handlers come back afterwards, also on error. (A real process signalled in its agent's turn:
tests/e2e/test_agents_signals.py, tests/cli/test_agent_signals.py.)"""

from __future__ import annotations

import asyncio
import os
import signal
import threading
from collections.abc import Iterator
from types import FrameType

import pytest

from evalrouter import agents
from evalrouter.testing import EvalRouterLocal

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX signals")

SIGNALS = (signal.SIGTERM, signal.SIGHUP)


@agents.define_agent(name="solver")
async def solver(context: agents.AgentContext) -> None:
    task = await context.task.get()
    reply = await context.gateway.chat(messages=task["inputs"]["messages"])
    await context.task.submit(reply["choices"][0]["message"]["content"] or "")
    await context.task.done()


@pytest.fixture
def local() -> Iterator[EvalRouterLocal]:
    instance = EvalRouterLocal(seed=0)
    try:
        yield instance
    finally:
        instance.close()


@pytest.fixture(autouse=True)
def default_handlers() -> Iterator[None]:
    """Each test starts with the default handlers (as a process started from a shell) and
    leaves them so."""
    before = {sig: signal.getsignal(sig) for sig in SIGNALS}
    for sig in SIGNALS:
        signal.signal(sig, signal.SIG_DFL)
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)


def evaluate(local: EvalRouterLocal, **kwargs: object) -> agents.EvaluationResult:
    return agents.evaluate(
        local.client(), agent=solver, model="sim/gpt-5-mini", tasks="gsm8k", coverage=1, **kwargs
    )


def handlers() -> list[object]:
    return [signal.getsignal(sig) for sig in SIGNALS]


def test_default_handlers_are_taken_during_the_evaluation_and_restored_after(
    local: EvalRouterLocal,
) -> None:
    during: list[list[object]] = []
    result = evaluate(local, on_event=lambda _: during.append(handlers()))
    assert result.succeeded
    assert during and all(signal.SIG_DFL not in seen for seen in during)
    assert handlers() == [signal.SIG_DFL, signal.SIG_DFL]


def test_handlers_are_restored_when_the_evaluation_raises(local: EvalRouterLocal) -> None:
    def fail(_event: agents.AttemptEvent) -> None:
        assert signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL
        raise RuntimeError("on_event failed")

    with pytest.raises(RuntimeError, match="on_event failed"):
        evaluate(local, on_event=fail)
    assert handlers() == [signal.SIG_DFL, signal.SIG_DFL]


def test_a_handler_the_user_installed_is_left_alone(local: EvalRouterLocal) -> None:
    received: list[int] = []

    def mine(signum: int, _frame: FrameType | None) -> None:
        received.append(signum)

    signal.signal(signal.SIGTERM, mine)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)  # nohup's
    during: list[list[object]] = []

    def on_event(event: agents.AttemptEvent) -> None:
        during.append(handlers())
        if event.type == "attempt_started":
            assert handlers() == [mine, signal.SIG_IGN]  # else the kill below ends pytest
            os.kill(os.getpid(), signal.SIGTERM)  # theirs decides: the evaluation goes on

    result = evaluate(local, on_event=on_event)
    assert result.succeeded and received == [signal.SIGTERM]
    assert during and all(seen == [mine, signal.SIG_IGN] for seen in during)
    assert handlers() == [mine, signal.SIG_IGN]


def test_sigterm_in_a_sync_evaluation_is_a_ctrl_c_naming_it(local: EvalRouterLocal) -> None:
    def on_event(event: agents.AttemptEvent) -> None:
        if event.type == "attempt_started":
            # Without the guard the default action would end this test process: refuse first.
            assert signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL
            os.kill(os.getpid(), signal.SIGTERM)

    with pytest.raises(KeyboardInterrupt, match="stopped by SIGTERM") as caught:
        evaluate(local, on_event=on_event)
    [note] = caught.value.__notes__
    assert "SIGTERM stopped the attempts running here" in note
    assert "agents.AgentRun.resume(client, " in note
    assert handlers() == [signal.SIG_DFL, signal.SIG_DFL]


def test_a_repeated_signal_does_not_cut_the_cleanup_short(local: EvalRouterLocal) -> None:
    def on_event(event: agents.AttemptEvent) -> None:
        if event.type == "attempt_started":
            assert signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL
            os.kill(os.getpid(), signal.SIGHUP)  # the first ends the evaluation ...
            os.kill(os.getpid(), signal.SIGTERM)  # ... a second is ignored meanwhile

    with pytest.raises(KeyboardInterrupt, match="stopped by SIGHUP"):
        evaluate(local, on_event=on_event)
    assert handlers() == [signal.SIG_DFL, signal.SIG_DFL]


def test_async_evaluation_under_asyncio_run_restores_the_handlers(local: EvalRouterLocal) -> None:
    during: list[list[object]] = []

    async def main() -> agents.EvaluationResult:
        return await agents.evaluate_async(
            local.async_client(),
            agent=solver,
            model="sim/gpt-5-mini",
            tasks="gsm8k",
            coverage=1,
            on_event=lambda _: during.append(handlers()),
        )

    assert asyncio.run(main()).succeeded
    assert during and all(signal.SIG_DFL not in seen for seen in during)
    assert handlers() == [signal.SIG_DFL, signal.SIG_DFL]


def test_an_evaluation_off_the_main_thread_leaves_the_handlers_alone(
    local: EvalRouterLocal,
) -> None:
    during: list[list[object]] = []
    done: list[agents.EvaluationResult] = []
    thread = threading.Thread(
        target=lambda: done.append(evaluate(local, on_event=lambda _: during.append(handlers())))
    )
    thread.start()
    thread.join(timeout=120)
    assert not thread.is_alive() and done and done[0].succeeded
    assert during and all(seen == [signal.SIG_DFL, signal.SIG_DFL] for seen in during)
