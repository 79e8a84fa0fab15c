"""``python -m evalrouter.testing serve``: run EvalRouter Local over HTTP on 127.0.0.1.

Prints the base URL (``http://127.0.0.1:PORT``) on stdout, then the line that points the SDK at
it (``export EVALROUTER_BASE_URL=...``), then serves until SIGINT or SIGTERM. ``--log-requests``
writes one line per request on stderr. A port that cannot be used is one line on stderr and exit
status 2. The API key it may require comes from ``--api-key-file`` or
``EVALROUTER_LOCAL_API_KEY``, never from the command line (``_serve_key``).
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import signal
import sys
import threading
from types import FrameType

from . import EvalRouterLocal
from ._serve_key import ENV_LOCAL_API_KEY, UnreadableKey, read_key, refused_on_command_line
from ._state import LEASE_SECONDS

EXIT_UNUSABLE_PORT = 2
# EvalRouterLocal's argument names, as this command's options (in its error messages).
_OPTIONS = {
    "lease_seconds": "--lease-seconds",
    "gateway_delay": "--gateway-delay",
    "task_seconds": "--task-seconds",
    "polls_to_complete": "--polls",
}


def _parser() -> argparse.ArgumentParser:
    # Every option's help ends with its default, so ``serve --help`` says what an option left
    # out means: ``%(default)s`` for a value, words for a flag or an option that is off unless
    # given.
    parser = argparse.ArgumentParser(prog="python -m evalrouter.testing")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser(
        "serve",
        help="serve EvalRouter Local over HTTP on 127.0.0.1",
        description="Serve EvalRouter Local over HTTP on 127.0.0.1 until SIGINT or SIGTERM.",
    )
    serve.add_argument(
        "--port", type=int, default=0, help="TCP port, 0 picks a free one (default: %(default)s)"
    )
    serve.add_argument(
        "--seed",
        type=int,
        default=0,
        help="drives ids and answers: same seed, same results (default: %(default)s)",
    )
    serve.add_argument(
        "--balance-usd", default="100", help="starting wallet balance in USD (default: %(default)s)"
    )
    serve.add_argument(
        "--task-seconds",
        type=float,
        default=0.1,
        help="real seconds one task takes, scaled by the route's speed (default: %(default)s)",
    )
    serve.add_argument(
        "--virtual",
        action="store_true",
        help="use the virtual clock: runs finish after --polls reads instead of in real time "
        "(default: off, real time)",
    )
    serve.add_argument(
        "--polls", type=int, default=3, help="with --virtual: reads per run (default: %(default)s)"
    )
    serve.add_argument(
        "--api-key-file",
        metavar="PATH",
        default=None,
        help="require the API key this file holds on every request; only you may read it "
        f"(chmod 600); - reads stdin. Without it, {ENV_LOCAL_API_KEY} is the key, if set "
        "(default: none, no key is required)",
    )
    # Refused with the two ways that work (not left unknown: argparse would take ``--api-key
    # VALUE`` as an abbreviation of ``--api-key-file`` and read VALUE as a path).
    serve.add_argument("--api-key", nargs="?", const="", default=None, help=argparse.SUPPRESS)
    serve.add_argument(
        "--gateway-delay",
        type=float,
        default=0.0,
        help="real seconds each agent-attempt gateway call is held before its answer "
        "(default: %(default)s)",
    )
    serve.add_argument(
        "--lease-seconds",
        type=float,
        default=LEASE_SECONDS,
        help="how long an agent attempt's lease lasts without a heartbeat (default: %(default)g)",
    )
    serve.add_argument(
        "--scripted-tools",
        action="store_true",
        help="when a gateway call offers the task tools (get_task, submit, done), the model "
        "calls them in that order (on a repository task offered execute, it first applies "
        "the task's fix with execute), so an agent that acts only through its model's tool calls "
        "(a coding agent over ACP) completes its attempts (default: off, tools drawn at random)",
    )
    serve.add_argument(
        "--log-requests",
        action="store_true",
        help="write one line per request on stderr: method, path, status, time (default: off)",
    )
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    if not 0 <= args.port <= 65535:
        parser.error(f"--port {args.port}: a TCP port is 0 to 65535 (0 picks a free one)")
    if args.api_key is not None:
        parser.error(refused_on_command_line())
    try:
        api_key = read_key(args.api_key_file)
    except UnreadableKey as exc:
        parser.error(str(exc))
    try:
        local = EvalRouterLocal(
            seed=args.seed,
            balance_usd=args.balance_usd,
            task_seconds=None if args.virtual else args.task_seconds,
            polls_to_complete=args.polls,
            api_key=api_key,
            gateway_delay=args.gateway_delay,
            lease_seconds=args.lease_seconds,
            scripted_tools=args.scripted_tools,
        )
    except (TypeError, ValueError) as exc:
        message = str(exc)
        for name, option in _OPTIONS.items():
            message = message.replace(name, option)
        parser.error(message)
    stop = threading.Event()

    def _stop(_signum: int, _frame: FrameType | None) -> None:
        stop.set()

    signal.signal(signal.SIGINT, _stop)
    signal.signal(signal.SIGTERM, _stop)
    with contextlib.ExitStack() as stack:
        log = sys.stderr if args.log_requests else None
        try:
            base_url = stack.enter_context(local.serve(args.port, request_log=log))
        except OSError as exc:
            print(_port_error(args.port, exc), file=sys.stderr)
            return EXIT_UNUSABLE_PORT
        print(base_url, flush=True)
        print(f"export EVALROUTER_BASE_URL={base_url}", flush=True)
        while not stop.wait(0.2):
            pass
    return 0


def _port_error(port: int, exc: OSError) -> str:
    where = f"127.0.0.1:{port}"
    if exc.errno == errno.EADDRINUSE:
        return (
            f"error: port {port} on 127.0.0.1 is in use (another EvalRouter Local still "
            "running?); stop what holds it, or choose another port (--port 0 picks a free one)."
        )
    if exc.errno in (errno.EACCES, errno.EPERM):
        return (
            f"error: not allowed to listen on {where} (ports below 1024 need privileges); "
            "choose another port, or --port 0 for a free one."
        )
    return f"error: cannot listen on {where}: {exc.strerror or exc}; try --port 0 for a free one."


if __name__ == "__main__":
    sys.exit(main())
