"""The command tree (argparse only: it is in the standard library and starts fast).

Each command names its handler as ``"module:function"`` under ``evalrouter_cli.commands``; the
module is imported only when that command runs.
"""

from __future__ import annotations

import argparse
from typing import Any

from . import __version__, _help, _limits, _usage

PROG = "evalrouter"
MAX_MODELS = 8
PROGRESS_MODES = ("auto", "plain", "json", "off")
EXPORT_FORMATS = ("json", "csv", "html", "summary", "bundle")
TRACE_LEVELS = ("off", "metadata", "spans", "content")
CHECK_TIMEOUT = 240.0  # agents check --agent-timeout
TRACE_KINDS = ("model_turns", "tool_calls", "command_output", "file_diffs", "agent_messages")

DESCRIPTION = """\
Quote, run, follow and compare EvalRouter evaluations.

Every command prints its result on stdout (a table on a terminal, one JSON document when piped
or with --json) and everything else on stderr. An example with an id (run_1dde4f) needs one of
yours: evalrouter runs list lists your runs, evalrouter quotes create prints a quote's id.

exit codes: 0 completed or success, 1 failed or API error, 2 usage, 4 run ended partial or
cancelled, 5 nothing started, 6 API unreachable, 124 wait timeout, 130 Ctrl+C, 143 SIGTERM,
129 SIGHUP.
"""


class _Parser(argparse.ArgumentParser):
    """argparse, with usage errors raised (the caller prints them and exits 2) instead of
    printed here, so --json can report them as a JSON error too, in ``_usage``'s words. No
    abbreviated options: ``--mod`` is a typo to name, not a ``--model`` to guess."""

    def __init__(self, *args: Any, trail: _usage.Trail | None = None, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        kwargs.setdefault("formatter_class", argparse.RawDescriptionHelpFormatter)
        super().__init__(*args, **kwargs)
        self.trail: _usage.Trail = [] if trail is None else trail  # shared by the whole tree

    def parse_args(self, args: Any = None, namespace: Any = None) -> Any:
        self.trail.clear()
        return super().parse_args(args, namespace)

    def parse_known_args(self, args: Any = None, namespace: Any = None) -> Any:
        self.trail.append((self, list(args or [])))
        return super().parse_known_args(args, namespace)

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        if action.choices is not None and value not in action.choices:
            raise _usage.invalid_choice(action, value)

    def error(self, message: str) -> Any:
        raise _usage.error(self, self.trail, message)


def _globals(parser: argparse.ArgumentParser, *, top: bool) -> None:
    # On subcommands the defaults are SUPPRESS, so a global given before the subcommand is
    # not overwritten by the subcommand's unset copy of it.
    # They are described on the top level's page only; a command's page names them in one
    # line (``_help.GLOBAL_LINE``).
    def d(value: Any) -> Any:
        return value if top else argparse.SUPPRESS

    def h(text: str) -> str:
        return text if top else argparse.SUPPRESS

    g = parser.add_argument_group("global options")
    g.add_argument(
        "--json", action="store_true", default=d(False), help=h("print one JSON document")
    )
    g.add_argument(
        "--base-url", metavar="URL", default=d(None), help=h("API address (EVALROUTER_BASE_URL)")
    )
    g.add_argument(
        "--workspace-id",
        metavar="ID",
        default=d(None),
        help=h("workspace (EVALROUTER_WORKSPACE_ID)"),
    )
    g.add_argument(
        "--timeout",
        metavar="S",
        type=_positive,
        default=d(120.0),
        help=h("per-call deadline in seconds (120)"),
    )
    g.add_argument(
        "--no-input", action="store_true", default=d(False), help=h("never prompt; fail instead")
    )


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0 or value != value or value == float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive number of seconds: {text!r}")
    return value


def _usd(text: str) -> str:
    """``--max-cost``: a positive amount of US dollars (``5``, ``0.25``, ``$5``)."""
    from decimal import Decimal, InvalidOperation

    amount = text.strip().removeprefix("$")
    try:
        value = Decimal(amount)
    except InvalidOperation:
        raise argparse.ArgumentTypeError(f"not an amount of US dollars: {text!r}") from None
    if not value.is_finite() or value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0 US dollars: {text!r}")
    return amount


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if not 1 <= value <= 1000:
        raise argparse.ArgumentTypeError(f"must be 1 to 1000: {text!r}")
    return value


def _whole(text: str) -> int:
    """A per-attempt limit: a whole number, 1 or more (``_limits.whole_number``)."""
    try:
        return _limits.whole_number(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


class _Sink:
    """Stands in for the parsers of commands this invocation does not run: their arguments
    are never added, which keeps ``--help`` and every command's start-up short."""

    def __getattr__(self, name: str) -> Any:
        return lambda *_args, **_kwargs: self


class _Tree:
    def __init__(self, root: _Parser, focus: str | None) -> None:
        self.root = root
        self.focus = focus  # the one command to build in full; "*" for all; None for none
        self.root_subs: Any = None

    def _page(self, parent: Any, name: str) -> str:
        """``"runs list"``: the command a parser added under ``parent`` is for."""
        return f"{parent._prog_prefix} {name}".split(" ", 1)[1]

    def _wanted(self, name: str) -> bool:
        return self.focus in ("*", name)

    def add(self, parent: Any, name: str, handler: str, help_text: str) -> Any:
        if isinstance(parent, _Sink):
            return parent
        sub: argparse.ArgumentParser = parent.add_parser(
            name,
            help=help_text,
            description=help_text,
            epilog=_help.epilog(self._page(parent, name)),
            trail=self.root.trail,
        )
        if parent is self.root_subs and not self._wanted(name):
            return _Sink()
        _globals(sub, top=False)
        sub.set_defaults(handler=handler)
        return sub

    def group(self, name: str, help_text: str) -> Any:
        sub = self.root_subs.add_parser(
            name,
            help=help_text,
            description=help_text,
            epilog=_help.epilog(name),
            trail=self.root.trail,
        )
        if not self._wanted(name):
            return _Sink()
        _globals(sub, top=False)
        sub.set_defaults(handler=None, group_parser=sub)
        subs = sub.add_subparsers(dest="subcommand", metavar="COMMAND", parser_class=_Parser)
        return subs


# The global options that take a value (to find the command word in an argument list).
_VALUED = frozenset({"--base-url", "--workspace-id", "--timeout"})


def command_word(argv: list[str]) -> str | None:
    """The command an argument list names (its first word that is not an option), or None."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in _VALUED:
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None


def _coverage(p: argparse.ArgumentParser) -> None:
    c = p.add_mutually_exclusive_group()
    c.add_argument("--sample", type=_count, metavar="N", help="a seeded sample of N tasks")
    c.add_argument(
        "--full", action="store_true", help="every task of the benchmark (default: a sample of 25)"
    )
    c.add_argument("--task", action="append", metavar="ID", help="this task (repeatable)")
    p.add_argument("--seed", type=int, default=None, help="sample seed (42)")


def _quote_flag(p: argparse.ArgumentParser, help_text: str) -> None:
    p.add_argument("--quote", metavar="ID", help=help_text)


def _models(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--model",
        action="append",
        metavar="M",
        help=f"model (up to {MAX_MODELS}); at a terminal, a list to pick from when left out",
    )


def _baseline(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--baseline",
        metavar="RUN[:MODEL]",
        help="compare every model with this one (MODEL: 1, 2, … or its route id)",
    )


def _confirmation(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--max-cost", type=_usd, metavar="USD", help="never charge more than this (the cap)"
    )
    p.add_argument("--dry-run", action="store_true", help="quote only; nothing starts")
    p.add_argument("-y", "--yes", action="store_true", help="start without asking")


def _following(p: argparse.ArgumentParser, *, detach: bool = True) -> None:
    if detach:
        p.add_argument("--detach", action="store_true", help="start and return; do not follow")
    p.add_argument(
        "--wait-timeout", type=_positive, metavar="S", default=3600.0, help="stop following (3600)"
    )
    p.add_argument(
        "--poll-interval", type=_positive, metavar="S", default=1.0, help="first poll delay (1)"
    )
    p.add_argument("--progress", choices=PROGRESS_MODES, default="auto", help="progress view")
    p.add_argument(
        "--disconnect-timeout",
        type=_positive,
        metavar="S",
        default=90.0,
        help="give up (exit 6) after the API is unreachable this long (90)",
    )


AGENT_FORMS = "module:attr, path.py:attr, local:<command>, registry id[@version], hosted:<id>"


def _acp_flags(g: Any) -> None:
    """The flags of an ACP agent run on this machine (``_agent_spec.build`` reads them)."""
    g.add_argument("--agent-name", metavar="NAME", help="display name of a local:<command> agent")
    g.add_argument(
        "--allow-unverified",
        "--allow-unverified-agent",
        dest="allow_unverified",
        action="store_true",
        help="allow a registry agent whose build or package nothing pins",
    )
    g.add_argument(
        "--no-sandbox",
        action="store_true",
        help="run the ACP agent as you, unsandboxed (it can read your files and key)",
    )
    g.add_argument(
        "--network",
        choices=("none", "host"),
        default="none",
        help="the sandboxed agent's network: its gateway only (none) or this machine's (host)",
    )


def _limit_flags(g: Any) -> None:
    """The per-attempt limits of an agent run on this machine (``_limits.read`` reads them)."""
    for flag, _key, metavar, help_text in _limits.FLAGS:
        kind = _usd if metavar == "USD" else _whole
        g.add_argument(flag, type=kind, metavar=metavar, help=help_text)
    g.add_argument("--limit", action="append", metavar="KEY=VALUE", help=_limits.LIMIT_HELP)


def _agent(p: argparse.ArgumentParser, *, hosted: bool = False, required: bool = False) -> Any:
    """``--agent SPEC`` and its flags (``_agent_spec`` reads them), wherever an agent is taken;
    ``hosted``: the agent may also run on EvalRouter's side (``--hosted``)."""
    g = p.add_argument_group("agent runs")
    forms = AGENT_FORMS if hosted else AGENT_FORMS.rpartition(",")[0]
    g.add_argument("--agent", metavar="SPEC", required=required, help=forms)
    _acp_flags(g)
    if hosted:
        g.add_argument(
            "--hosted", action="store_true", help="run the registry agent in EvalRouter's sandbox"
        )
    return g


def build(focus: str | None = "*") -> argparse.ArgumentParser:
    """The parser; ``focus`` names the one command built in full (``"*"``: all of them, as
    ``completion`` needs; ``None``: none, for the top-level help)."""
    root = _Parser(prog=PROG, description=DESCRIPTION, epilog=_help.epilog(""))
    root.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    _globals(root, top=True)
    root.set_defaults(handler=None, group_parser=root)
    tree = _Tree(root, focus)
    tree.root_subs = root.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    top = tree.root_subs

    run = tree.add(top, "run", "run:run", "quote, confirm, start and follow an evaluation")
    run.add_argument(
        "benchmark", nargs="?", help="benchmark: slug, name, slug@version (not with --quote)"
    )
    _models(run)
    _quote_flag(run, "start exactly this quote (quotes create, a dry run)")
    _coverage(run)
    _confirmation(run)
    _following(run)
    run.add_argument("--name", help="the run's name")
    agent = _agent(run, hosted=True)
    agent.add_argument("--trace-level", choices=TRACE_LEVELS, help="trace detail (spans)")
    agent.add_argument("--trace-include", metavar="KINDS", help="comma list of trace kinds")
    agent.add_argument(
        "--trace-redact", action="append", metavar="REGEX", help="redact locally (repeatable)"
    )
    _limit_flags(agent)

    work = tree.group("agents", "ACP agents: the registry, checking one, joining a run")
    tree.add(work, "list", "catalog:agents_list", "the bundled ACP Registry snapshot (offline)")
    p = tree.add(work, "get", "catalog:agents_get", "one agent of the snapshot (offline)")
    p.add_argument("id", help="registry id")
    p = tree.add(work, "work", "agents_work:work", "run a run's attempts here, beside others")
    p.add_argument("run_id", help="the run to join (admitted elsewhere)")
    _agent(p, required=True)
    p.add_argument("--concurrency", type=_count, metavar="C", help="attempts at once here")
    p.add_argument("--progress", choices=PROGRESS_MODES, default="auto", help="progress view")
    p = tree.add(work, "check", "agents_check:check", "check an ACP agent offline ($0)")
    p.add_argument("agent", metavar="SPEC", help="local:<command> or an ACP Registry id")
    _acp_flags(p)
    p.add_argument(
        "--no-hostile", action="store_true", help="no redirect files planted in its workspace"
    )
    p.add_argument(
        "--agent-timeout",
        type=_positive,
        metavar="S",
        default=CHECK_TIMEOUT,
        help=f"bound the check ({CHECK_TIMEOUT:g})",
    )
    _limit_flags(p.add_argument_group("per-attempt limits the check holds it to, as a run would"))

    runs = tree.group("runs", "list, follow and read runs")
    p = tree.add(runs, "list", "runs:list_runs", "recent runs")
    p.add_argument("--limit", type=_count, default=20, help="how many (20)")
    p.add_argument(
        "--filter",
        action="append",
        metavar="KEY=VALUE",
        help="status=, benchmark=, model= or name= (repeatable; a key twice matches either)",
    )
    p.add_argument(
        "--sort",
        metavar="FIELD",
        help="created, spend, status or name; --sort=-FIELD descending (newest first)",
    )
    p.add_argument(
        "--columns",
        metavar="A,B",
        help="id,status,done,errors,spend,max_charge,model,created,name "
        "(id,status,done,spend,max_charge,name)",
    )
    p = tree.add(runs, "get", "runs:get", "one run")
    p.add_argument("run", help="run id or unique prefix")
    p = tree.add(runs, "wait", "runs:wait", "follow a run until it ends")
    p.add_argument("run", help="run id or unique prefix")
    _following(p, detach=False)
    p = tree.add(runs, "cancel", "runs:cancel", "ask the service to stop a run")
    p.add_argument("run", help="run id or unique prefix")
    p = tree.add(runs, "results", "runs:results", "a run's scores with their intervals")
    p.add_argument("run", help="run id or unique prefix")
    p.add_argument("--version", dest="result_version", type=int, help="result version")
    p = tree.add(runs, "events", "runs:events", "a run's events (NDJSON when piped)")
    p.add_argument("run", help="run id or unique prefix")
    p.add_argument("--follow", action="store_true", help="keep reading until the run ends")
    p.add_argument("--type", action="append", metavar="T", help="only events of this type")
    p.add_argument("--after", type=int, default=None, metavar="SEQ", help="after this sequence")
    p.add_argument(
        "--wait-timeout", type=_positive, metavar="S", default=3600.0, help="stop following"
    )
    p = tree.add(runs, "export", "runs:export", "save a run's results to a file")
    p.add_argument("run", help="run id or unique prefix")
    p.add_argument("--format", choices=EXPORT_FORMATS, default="json", help="file format (json)")
    p.add_argument(
        "-o", "--output", metavar="PATH", help="file to write (evalrouter-<id>.<ext>); - for stdout"
    )
    p.add_argument("--overwrite", action="store_true", help="replace an existing file")
    p = tree.add(runs, "continue", "runs:continue_run", "quote and start a run's unfinished tasks")
    p.add_argument("run", help="run id or unique prefix")
    _quote_flag(p, "start exactly this continuation quote (from runs continue --dry-run)")
    _confirmation(p)
    _following(p)
    agent = _agent(p)
    agent.add_argument(
        "--trace-redact", action="append", metavar="REGEX", help="redact locally (repeatable)"
    )

    p = tree.add(top, "compare", "compare:compare", "rank runs on the same tasks, with intervals")
    p.add_argument("runs", nargs="+", metavar="RUN", help="one run, or several of one benchmark")
    _baseline(p)

    p = tree.add(top, "report", "report:report", "one offline HTML page (or PNG/SVG) of runs")
    p.add_argument("runs", nargs="+", metavar="RUN", help="one run, or several of one benchmark")
    _baseline(p)
    p.add_argument("-o", "--output", required=True, metavar="PATH", help=".html, .png or .svg")
    p.add_argument("--overwrite", action="store_true", help="replace an existing file")

    bench = tree.group("benchmarks", "the benchmark catalog")
    p = tree.add(bench, "list", "catalog:benchmarks_list", "benchmarks that can be run")
    p.add_argument("--query", "-q", help="filter by text")
    p = tree.add(bench, "get", "catalog:benchmarks_get", "one benchmark")
    p.add_argument("slug", help="benchmark slug, name or slug@version")

    models = tree.group("models", "the model catalog")
    p = tree.add(models, "list", "catalog:models_list", "models a run can use")
    p.add_argument("--benchmark", metavar="B", help="only models able to run this benchmark")
    p.add_argument("--query", "-q", help="filter by text")

    quotes = tree.group("quotes", "quotes: what a run would cost, before it starts")
    p = tree.add(quotes, "create", "quotes:create", "quote a run (nothing starts)")
    p.add_argument("benchmark", help="benchmark: slug, name, slug@version")
    _models(p)
    p.add_argument("--max-cost", type=_usd, metavar="USD", help="the cap")
    _coverage(p)
    p = tree.add(quotes, "get", "quotes:get", "one quote")
    p.add_argument("quote", help="quote id (quote_…)")

    tree.add(top, "wallet", "account:wallet", "balance and reserved funds")
    tree.add(top, "whoami", "account:whoami", "the account and key in use")
    p = tree.add(top, "login", "account:login", "store an API key for this API address")
    p.add_argument(
        "--with-api-key",
        action="store_true",
        help="read the key from stdin (without it, a terminal is asked, without echo)",
    )
    tree.add(top, "logout", "account:logout", "forget the stored API key")

    p = tree.add(top, "upgrade", "upgrade:upgrade", "how to upgrade this installation")
    p.add_argument("--pre", action="store_true", help="allow pre-releases")
    p.add_argument("--dry-run", action="store_true", help="print the command; run nothing")
    p = tree.add(top, "completion", "completion:completion", "shell completion script")
    p.add_argument("shell", choices=("bash", "zsh", "fish"), help="the shell to complete in")
    return root
