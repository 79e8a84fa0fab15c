"""What every help page ends with: one to three example command lines that run as written
against EvalRouter Local, and one line naming the global options (described once, on
``evalrouter --help``). ``tests/cli/test_help.py`` parses every example with the parser itself,
so an example never drifts from the flags."""

from __future__ import annotations

import re

# The page ("" is `evalrouter --help`; "runs list" is `evalrouter runs list --help`) → examples.
EXAMPLES: dict[str, tuple[str, ...]] = {
    "": (
        "evalrouter run gsm8k --model gpt-5 --sample 20 --max-cost 1 --yes",
        "evalrouter runs list",
        "evalrouter models list --benchmark gsm8k",
    ),
    "run": (
        "evalrouter run gsm8k --model gpt-5 --sample 20 --max-cost 1 --yes",
        "evalrouter run gsm8k --model gpt-5 --model claude-sonnet-5 --sample 20 --max-cost 1 "
        "--dry-run",
        "evalrouter run gsm8k --model gpt-5-mini --sample 5 --agent hosted:opencode --max-cost 1 "
        "--dry-run",
    ),
    "agents": (
        "evalrouter agents list",
        "evalrouter agents check 'local:my-agent --acp'",
    ),
    "agents list": ("evalrouter agents list", "evalrouter agents list --json"),
    "agents get": ("evalrouter agents get opencode",),
    "agents work": (
        "evalrouter agents work run_1dde4f --agent 'local:my-agent --acp' --concurrency 4",
    ),
    "agents check": (
        "evalrouter agents check 'local:my-agent --acp' --agent-name my-agent",
        "evalrouter agents check opencode --attempt-budget 0.05",
    ),
    "runs": ("evalrouter runs list", "evalrouter runs wait run_1dde4f"),
    "runs list": (
        "evalrouter runs list --limit 5",
        "evalrouter runs list --filter status=completed --sort=-spend",
        "evalrouter runs list --columns id,spend,name --json",
    ),
    "runs get": ("evalrouter runs get run_1dde4f", "evalrouter runs get 1dde4f --json"),
    "runs wait": ("evalrouter runs wait run_1dde4f --wait-timeout 600",),
    "runs cancel": ("evalrouter runs cancel run_1dde4f",),
    "runs results": ("evalrouter runs results run_1dde4f",),
    "runs events": (
        "evalrouter runs events run_1dde4f --follow",
        "evalrouter runs events run_1dde4f --type sample --after 10",
    ),
    "runs export": (
        "evalrouter runs export run_1dde4f --format csv -o results.csv",
        "evalrouter runs export run_1dde4f --format json --overwrite",
    ),
    "runs continue": (
        "evalrouter runs continue run_1dde4f --max-cost 0.5 --dry-run",
        "evalrouter runs continue run_1dde4f --max-cost 0.5 --yes",
    ),
    "compare": ("evalrouter compare run_1dde4f", "evalrouter compare run_1dde4f run_9a02c7"),
    "report": (
        "evalrouter report run_1dde4f -o report.html",
        "evalrouter report run_1dde4f run_9a02c7 -o ranking.svg --overwrite",
    ),
    "benchmarks": ("evalrouter benchmarks list", "evalrouter benchmarks get gsm8k"),
    "benchmarks list": ("evalrouter benchmarks list", "evalrouter benchmarks list --query math"),
    "benchmarks get": ("evalrouter benchmarks get gsm8k",),
    "models": ("evalrouter models list --benchmark gsm8k",),
    "models list": ("evalrouter models list --benchmark gsm8k", "evalrouter models list -q gpt"),
    "quotes": (
        "evalrouter quotes create gsm8k --model gpt-5 --sample 20 --max-cost 1",
        "evalrouter quotes get quote_7f6a047fd71a",
    ),
    "quotes create": (
        "evalrouter quotes create gsm8k --model gpt-5 --sample 20 --max-cost 1",
        "evalrouter quotes create gsm8k --model gpt-5 --full --json",
    ),
    "quotes get": ("evalrouter quotes get quote_7f6a047fd71a",),
    "wallet": ("evalrouter wallet", "evalrouter wallet --json"),
    "whoami": ("evalrouter whoami",),
    "login": ("evalrouter login", "evalrouter login --with-api-key < key.txt"),
    "logout": ("evalrouter logout",),
    "upgrade": ("evalrouter upgrade --dry-run", "evalrouter upgrade --pre"),
    "completion": (
        'eval "$(evalrouter completion bash)"',
        "evalrouter completion fish > ~/.config/fish/completions/evalrouter.fish",
    ),
}

# The global options, named (not described) on every command's page.
GLOBAL_LINE = (
    "global options: --json --base-url URL --workspace-id ID --timeout S --no-input "
    "(see evalrouter --help)"
)


# An id in an example (``run_1dde4f``, ``1dde4f``, ``quote_7f6a047fd71a``) is one of ours:
# the page says where to find one of yours.
_IDS = re.compile(r"\b(run_[0-9a-f]+|quote_[0-9a-f]+|[0-9a-f]{6})\b")
IDS_LINE = "(an id above is an example: use yours, from evalrouter runs list or quotes create)"


def epilog(page: str) -> str:
    """The end of ``page``'s help: its examples (and, where they hold ids, where yours are
    found), and on a command's page the global options."""
    examples = EXAMPLES.get(page, ())
    lines = ["examples:", *(f"  {line}" for line in examples)]
    if any(_IDS.search(line) for line in examples):
        lines += [IDS_LINE]
    if page:
        lines += ["", GLOBAL_LINE]
    return "\n".join(lines)
