"""``wallet``, ``whoami``, ``login --with-api-key``, ``logout``."""

from __future__ import annotations

import sys

from .. import _credentials
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
    # The key comes on stdin only: never as an argument, where shell history and ps see it.
    if sys.stdin.isatty():
        if ctx.output.no_input or ctx.args.json:
            raise CliError(
                "usage_error",
                "No key on stdin.",
                hint="evalrouter login --with-api-key < key.txt",
                exit_code=2,
            )
        import getpass

        key = getpass.getpass("API key: ")
    else:
        key = sys.stdin.read()
    key = key.strip()
    if not key or any(c.isspace() for c in key):
        raise CliError(
            "invalid_input",
            "The API key read from stdin is empty or has spaces inside it.",
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
