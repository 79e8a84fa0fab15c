"""The ``calculator`` action: a tool the worker executes for the agent (``executes_at:
"worker"``), evaluating plain arithmetic without ``eval``."""

from __future__ import annotations

import ast
import operator
from collections.abc import Callable
from typing import Any

JsonObject = dict[str, Any]

CALCULATOR_TOOL: JsonObject = {
    "name": "calculator",
    "description": "Evaluate an arithmetic expression (+, -, *, /, //, %, ** and parentheses) "
    "and return its value.",
    "inputSchema": {
        "type": "object",
        "properties": {"expression": {"type": "string", "maxLength": 200}},
        "required": ["expression"],
        "additionalProperties": False,
    },
}

_OPERATORS: dict[type, Callable[..., Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
}


def _evaluate(node: ast.AST) -> int | float:
    if isinstance(node, ast.Expression):
        return _evaluate(node.body)
    if isinstance(node, ast.Constant) and isinstance(node.value, int | float):
        if isinstance(node.value, bool):
            raise ValueError("only numbers are allowed")
        return node.value
    if isinstance(node, ast.UnaryOp) and type(node.op) in _OPERATORS:
        result: int | float = _OPERATORS[type(node.op)](_evaluate(node.operand))
        return result
    if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
        left, right = _evaluate(node.left), _evaluate(node.right)
        if isinstance(node.op, ast.Pow) and (abs(right) > 64 or abs(left) > 10**6):
            raise ValueError("exponent too large")
        result = _OPERATORS[type(node.op)](left, right)
        return result
    raise ValueError("only numbers, + - * / // % ** and parentheses are allowed")


def calculator(arguments: JsonObject) -> JsonObject:
    """The worker-executed ``calculator`` action, as an MCP tool result (without the step)."""
    expression = arguments.get("expression")
    if not isinstance(expression, str) or not 1 <= len(expression) <= 200:
        return _tool_error("invalid_arguments", "expression must be a string of 1-200 chars")
    try:
        value = _evaluate(ast.parse(expression, mode="eval"))
    except (SyntaxError, ValueError, ZeroDivisionError, OverflowError) as problem:
        return _tool_error("calculation_failed", f"cannot evaluate {expression!r}: {problem}")
    if isinstance(value, float) and value.is_integer() and abs(value) < 2**53:
        value = int(value)
    return {
        "content": [{"type": "text", "text": str(value)}],
        "structuredContent": {"expression": expression, "value": value},
        "isError": False,
    }


def _tool_error(code: str, message: str) -> JsonObject:
    return {
        "content": [{"type": "text", "text": f"{code}: {message}"}],
        "structuredContent": {"code": code},
        "isError": True,
    }


WORKER_ACTIONS: dict[str, Callable[[JsonObject], JsonObject]] = {"calculator": calculator}
