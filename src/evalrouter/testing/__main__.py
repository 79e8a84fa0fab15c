"""``python -m evalrouter.testing serve``: run EvalRouter Local over HTTP on 127.0.0.1.

Prints the base URL (``http://127.0.0.1:PORT``) on stdout, then serves until SIGINT or SIGTERM.
"""

from __future__ import annotations

import argparse
import signal
import sys
import threading
from types import FrameType

from . import EvalRouterLocal


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m evalrouter.testing")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="serve EvalRouter Local over HTTP on 127.0.0.1")
    serve.add_argument("--port", type=int, default=0, help="TCP port (0: pick a free one)")
    serve.add_argument("--seed", type=int, default=0)
    serve.add_argument("--balance-usd", default="100", help="starting wallet balance in USD")
    serve.add_argument(
        "--task-seconds",
        type=float,
        default=0.1,
        help="real seconds one task takes (scaled by the route's speed)",
    )
    serve.add_argument(
        "--virtual",
        action="store_true",
        help="use the virtual clock: runs finish after --polls reads instead of in real time",
    )
    serve.add_argument("--polls", type=int, default=3, help="with --virtual: reads per run")
    serve.add_argument("--api-key", default=None, help="require this API key")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    local = EvalRouterLocal(
        seed=args.seed,
        balance_usd=args.balance_usd,
        task_seconds=None if args.virtual else args.task_seconds,
        polls_to_complete=args.polls,
        api_key=args.api_key,
    )
    stop = threading.Event()

    def _stop(_signum: int, _frame: FrameType | None) -> None:
        stop.set()

    signal.signal(signal.SIGINT, _stop)
    signal.signal(signal.SIGTERM, _stop)
    with local.serve(args.port) as base_url:
        print(base_url, flush=True)
        while not stop.wait(0.2):
            pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
