"""Write ``_contract.py`` and ``_operations.py``: the facts of the contract, and one record per
operation (``codegen/templates/contract.py.jinja``, ``operations.py.jinja``).

The operation table drives the one request path: the transport reads an operation's method,
path template, parameters, models, tier, retry-safety and pagination from its record.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import jinja2
from operations import ModelIndex, Operation


def write_contract(env: jinja2.Environment, spec: dict[str, Any], dest: Path, header: str) -> None:
    """The facts of the contract the facade needs at import time, in a module of their own
    (small, so reading them does not load the operation table)."""
    info = spec["info"]
    status = spec["components"]["schemas"]["RunRecord"]["properties"]["status"]
    text = env.get_template("contract.py.jinja").render(
        header=header,
        api_version=info["x-evalrouter-api-version"],
        spec_version=info["version"],
        base_url=spec["servers"][0]["url"],
        terminal=tuple(status["x-evalrouter-terminal-values"]),
    )
    dest.write_text(text)


def operation_context(op: Operation, index: ModelIndex) -> dict[str, Any]:
    pagination = (op.pagination or {}) if op.kind == "page" else {}
    return {
        "const": op.const,
        "id": op.op_id,
        "method": op.method,
        "path": op.path,
        "group": op.group,
        "name": op.name,
        "tier": op.tier,
        "retry_safe": op.retry_safe,
        "kind": op.kind,
        "params": op.params,
        "body_model": index.import_path(op.body_model),
        "response_model": index.import_path(op.response_model),
        "item_model": index.import_path(op.item_model),
        "accept": op.accept,
        "cursor_param": pagination.get("cursor_param"),
        "next_cursor_field": pagination.get("next_cursor_field"),
        "paged": op.pagination is not None,
        "summary": op.summary,
        "attr": f"{op.group}.{op.method_name}",
    }


def write_operations(
    env: jinja2.Environment, ops: list[Operation], index: ModelIndex, dest: Path, header: str
) -> None:
    text = env.get_template("operations.py.jinja").render(
        header=header, operations=[operation_context(op, index) for op in ops]
    )
    dest.write_text(text)
