"""``wallet``, ``whoami``, ``login [--with-api-key]``, ``logout``."""

from __future__ import annotations

import sys

from .. import _credentials, _exit
from .._context import Context
from .._exit import CliError
from .._io import records, usd
from .._render import card


def wallet(ctx: Context) -> int:
    record = records(ctx.client.wallet.get())

    def human() -> str:
        return "\n".join(
            [
                f"Balance:   {usd(record.get('balance_microusd'))}",
                f"Available: {usd(record.get('available_microusd'))}",
                f"Reserved:  {usd(record.get('reserved_microusd'))}",
            ]
        )

    ctx.output.result(record, human)
    return 0


def whoami(ctx: Context) -> int:
    identity = dict(records(ctx.client.account.whoami()))
    _key, source = _credentials.resolve(ctx.base_url)
    identity["key_source"] = source  # where the key came from; never the key

    def human() -> str:
        workspace = identity.get("workspace") or {}
        return card(
            [
                f"Account:   {identity.get('email')}",
                f"Workspace: {workspace.get('name')} ({workspace.get('id')}, "
                f"{workspace.get('role')})",
                f"Scopes:    {', '.join(str(s) for s in identity.get('scopes') or [])}",
                f"Key from:  {source}",
            ]
        )

    ctx.output.result(identity, human)
    return 0


def login(ctx: Context) -> int:
    """Store a key: read from stdin with ``--with-api-key``, else asked for at a terminal
    (without echo). The key is never an argument, where shell history and ps see it."""
    if ctx.args.with_api_key and not sys.stdin.isatty():
        key = sys.stdin.read()
    elif ctx.output.interactive:
        import getpass

        try:
            key = getpass.getpass("API key (not shown): ", stream=sys.stderr)
        except KeyboardInterrupt:  # nothing of the service's to speak of: only the key
            sys.stderr.write("\nInterrupted: no key stored.\n")
            return _exit.INTERRUPTED
    else:
        why = ctx.output.no_prompt_reason()
        raise CliError(
            "usage_error",
            f"No key on stdin, and no prompt for it ({why})."
            if ctx.args.with_api_key
            else f"No prompt for the key ({why}), and no --with-api-key to read it from stdin.",
            hint="Pipe the key: evalrouter login --with-api-key < key.txt",
            exit_code=2,
        )
    key = key.strip()
    if not key or any(c.isspace() for c in key):
        raise CliError(
            "invalid_input",
            "The API key given is empty or has spaces inside it.",
            hint="Pipe the key alone: evalrouter login --with-api-key < key.txt",
            exit_code=2,
        )
    where = _credentials.store(ctx.base_url, key)
    origin = _credentials.origin(ctx.base_url)
    ctx.output.result(
        {"stored": True, "origin": origin, "store": where},
        lambda: f"Key stored for {origin} in {where}. Next: evalrouter whoami",
    )
    return 0


def logout(ctx: Context) -> int:
    removed = _credentials.forget(ctx.base_url)
    origin = _credentials.origin(ctx.base_url)
    message = f"Key for {origin} removed." if removed else f"No key stored for {origin}."
    ctx.output.result({"removed": removed, "origin": origin}, lambda: message)
    return 0
