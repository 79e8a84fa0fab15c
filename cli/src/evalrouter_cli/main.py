"""The ``evalrouter`` entry point: parse, run one command, report errors, exit with the table's
code (``_exit``)."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from typing import Any

from . import _exit


def main(argv: Sequence[str] | None = None) -> int:
    raw = list(sys.argv[1:] if argv is None else argv)
    if raw == ["--version"]:  # the commonest probe: answered without building the parser
        from . import __version__

        sys.stdout.write(f"evalrouter {__version__}\n")
        return _exit.OK
    from ._parser import build, command_word

    json_mode = "--json" in raw
    parser = build(command_word(raw))
    try:
        args = parser.parse_args(raw)
    except _exit.CliError as error:
        return _report(error, json_mode=json_mode)
    if args.handler is None:
        args.group_parser.print_help(sys.stderr)
        return _exit.USAGE
    from ._context import Context

    context = Context(args)
    module_name, _, function = args.handler.partition(":")
    try:
        module = importlib.import_module(f".commands.{module_name}", __package__)
        code: int = getattr(module, function)(context)
        return code
    except KeyboardInterrupt as interrupt:
        said, code = _exit.interrupted(interrupt)
        sys.stderr.write(f"\n{said}. Nothing was cancelled on the service.\n")
        return code
    except BrokenPipeError:
        return _exit.OK
    except _exit.CliError as error:
        return _report(error, json_mode=args.json)
    except Exception as error:
        if _is_sdk_error(error):
            return _report_sdk(error, json_mode=args.json)
        raise
    finally:
        context.close()


def _is_sdk_error(error: BaseException) -> bool:
    if "evalrouter" not in sys.modules:
        return False
    from evalrouter import EvalRouterError

    return isinstance(error, EvalRouterError)


def _report(error: _exit.CliError, *, json_mode: bool) -> int:
    _write(error.as_dict(), json_mode=json_mode)
    return error.exit_code


# How to store a key: asked for at a terminal, or piped in a script.
LOGIN = "evalrouter login (in a script: evalrouter login --with-api-key < key.txt)"


def _report_sdk(error: Any, *, json_mode: bool) -> int:
    from ._sdk_words import in_cli_words

    document = in_cli_words(error.as_dict())
    code = _exit.exit_for_code(error.code, error.status_code)
    if error.code == "invalid_configuration" and error.details.get("reason") in (
        "missing_api_key",
        "invalid_api_key",
    ):
        code = _exit.FAILED  # authentication: 1, never 4
        document["hint"] = f"Set EVALROUTER_API_KEY, or store a key: {LOGIN}"
    if error.status_code == 401:  # the service's hint speaks HTTP; this one, the CLI
        document["hint"] = f"Check EVALROUTER_API_KEY, or store a key for this API address: {LOGIN}"
    if error.status_code == 426:
        from .commands.upgrade import upgrade_command

        document["hint"] = f"Next: {upgrade_command()}"
    _write(document, json_mode=json_mode)
    return code


def _write(document: dict[str, Any], *, json_mode: bool) -> None:
    from ._io import dumps, text

    if json_mode:
        sys.stderr.write(dumps({"error": document}) + "\n")
        return
    lines = [f"error: {text(document['code'])}: {text(document['message'])}"]
    lines += _stderr_lines(document)
    if document.get("hint"):
        hint = text(document["hint"])
        lines.append(hint if hint.startswith("Next:") else f"hint: {hint}")
    if document.get("status"):
        request = f" · request {text(document['request_id'])}" if document.get("request_id") else ""
        lines.append(f"HTTP {text(document['status'])}{request}")
    sys.stderr.write("\n".join(lines) + "\n")


# An agent that failed its pre-flight: the end of its stderr, as the lines it wrote.
STDERR_SHOWN = frozenset({"acp_agent_preflight_failed"})
STDERR_LINES = 20
STDERR_WIDTH = 300


def _stderr_lines(document: dict[str, Any]) -> list[str]:
    from ._io import text

    tail = (document.get("details") or {}).get("stderr_tail")
    if document.get("code") not in STDERR_SHOWN or not isinstance(tail, str) or not tail.strip():
        return []
    written = tail.rstrip("\n").split("\n")
    shown = [f"  | {text(line.rstrip(chr(13)))[:STDERR_WIDTH]}" for line in written[-STDERR_LINES:]]
    dropped = len(written) - len(shown)
    head = (
        f"the end of its stderr ({dropped} earlier lines not shown):" if dropped else "its stderr:"
    )
    return [head, *shown]


if __name__ == "__main__":
    sys.exit(main())
