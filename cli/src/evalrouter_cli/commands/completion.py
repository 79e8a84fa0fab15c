"""``completion bash|zsh|fish``: a completion script, written from the parser itself, so it
never goes stale and completing never runs Python or touches the network."""

from __future__ import annotations

import argparse

from .. import _exit
from .._context import Context
from .._parser import build


def _tree() -> dict[str, tuple[list[str], list[str]]]:
    """``"runs list"`` → (its subcommands, its options); ``""`` is the top level."""
    tree: dict[str, tuple[list[str], list[str]]] = {}

    def walk(parser: argparse.ArgumentParser, path: str) -> None:
        children: list[str] = []
        options: list[str] = []
        for action in parser._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, child in action.choices.items():
                    children.append(name)
                    walk(child, f"{path} {name}".strip())
            else:
                options += [o for o in action.option_strings if o.startswith("--")]
        tree[path] = (children, sorted(set(options)))

    walk(build(), "")
    return tree


def _bash(tree: dict[str, tuple[list[str], list[str]]]) -> str:
    cases = "\n".join(
        f'        "{path}") words="{" ".join(children + options)}" ;;'
        for path, (children, options) in sorted(tree.items())
    )
    return f"""# evalrouter completion for bash: eval "$(evalrouter completion bash)"
_evalrouter() {{
    local cur path word words
    cur="${{COMP_WORDS[COMP_CWORD]}}"
    path=""
    for word in "${{COMP_WORDS[@]:1:COMP_CWORD-1}}"; do
        case "$word" in -*) ;; *) path="${{path:+$path }}$word" ;; esac
    done
    while :; do
        case "$path" in
{cases}
        *" "*) path="${{path% *}}"; continue ;;  # a positional word: drop it
        *) path=""; continue ;;
        esac
        break
    done
    COMPREPLY=($(compgen -W "$words" -- "$cur"))
}}
complete -F _evalrouter evalrouter
"""


def _zsh(tree: dict[str, tuple[list[str], list[str]]]) -> str:
    return "#compdef evalrouter\nautoload -U bashcompinit && bashcompinit\n" + _bash(tree)


def _fish(tree: dict[str, tuple[list[str], list[str]]]) -> str:
    lines = ["# evalrouter completion for fish: evalrouter completion fish | source"]
    lines.append("complete -c evalrouter -f")
    for path, (children, options) in sorted(tree.items()):
        if path:
            words = path.split()
            condition = " and ".join(f"__fish_seen_subcommand_from {w}" for w in words)
        else:
            condition = "__fish_use_subcommand"
        for child in children:
            lines.append(f"complete -c evalrouter -n '{condition}' -a {child}")
        for option in options:
            lines.append(f"complete -c evalrouter -n '{condition}' -l {option[2:]}")
    return "\n".join(lines) + "\n"


def completion(ctx: Context) -> int:
    tree = _tree()
    script = {"bash": _bash, "zsh": _zsh, "fish": _fish}[ctx.args.shell](tree)
    ctx.output.out.write(script)
    return _exit.OK
