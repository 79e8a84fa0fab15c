"""``_runner.signals.ending_like_ctrl_c`` on its own: nesting, what it leaves alone, what an
async span does with asyncio's Ctrl+C handler. (Evaluations: tests/e2e/
test_agents_signal_handlers.py; a real process signalled in its agent's turn:
tests/e2e/test_agents_signals.py, tests/cli/test_agent_signals.py.)"""

from __future__ import annotations

import os
import signal
from collections.abc import Iterator
from types import FrameType

import pytest

from evalrouter.agents._runner.signals import ending_like_ctrl_c, stopped_by

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="POSIX signals")

SIGNALS = (signal.SIGTERM, signal.SIGHUP)


@pytest.fixture(autouse=True)
def default_handlers() -> Iterator[None]:
    before = {sig: signal.getsignal(sig) for sig in (*SIGNALS, signal.SIGINT)}
    for sig in SIGNALS:
        signal.signal(sig, signal.SIG_DFL)
    try:
        yield
    finally:
        for sig, handler in before.items():
            signal.signal(sig, handler)


def handlers() -> list[object]:
    return [signal.getsignal(sig) for sig in SIGNALS]


def test_nested_spans_restore_the_defaults_when_the_outermost_ends() -> None:
    with ending_like_ctrl_c(blocking=True):
        ours = handlers()
        assert signal.SIG_DFL not in ours
        with ending_like_ctrl_c(blocking=False):
            assert handlers() == ours
        assert handlers() == ours  # the outer evaluation still runs
    assert handlers() == [signal.SIG_DFL, signal.SIG_DFL]


def test_a_handler_set_during_the_span_is_kept_and_an_error_restores_the_rest() -> None:
    def mine(_signum: int, _frame: FrameType | None) -> None:
        return None

    with pytest.raises(RuntimeError), ending_like_ctrl_c(blocking=True):
        assert signal.SIG_DFL not in handlers()
        signal.signal(signal.SIGHUP, mine)
        raise RuntimeError
    assert handlers() == [signal.SIG_DFL, mine]


def test_a_signal_in_a_sync_span_raises_keyboard_interrupt_naming_it() -> None:
    with pytest.raises(KeyboardInterrupt) as caught, ending_like_ctrl_c(blocking=True):
        assert signal.getsignal(signal.SIGTERM) is not signal.SIG_DFL  # else this test dies
        os.kill(os.getpid(), signal.SIGTERM)
    assert stopped_by(caught.value) == "SIGTERM"
    assert stopped_by(KeyboardInterrupt()) == ""  # a plain Ctrl+C


def test_an_async_span_does_what_the_ctrl_c_handler_does() -> None:
    """Under asyncio.run the SIGINT handler cancels the main task: a signal calls it too."""
    calls: list[int] = []

    def on_ctrl_c(signum: int, _frame: FrameType | None) -> None:
        calls.append(signum)

    signal.signal(signal.SIGINT, on_ctrl_c)
    with ending_like_ctrl_c(blocking=False):
        assert signal.getsignal(signal.SIGHUP) is not signal.SIG_DFL  # else this test dies
        os.kill(os.getpid(), signal.SIGHUP)
        os.kill(os.getpid(), signal.SIGTERM)  # repeated: ignored while the first is handled
    assert calls == [signal.SIGINT]
    assert handlers() == [signal.SIG_DFL, signal.SIG_DFL]
