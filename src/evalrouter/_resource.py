"""The per-call options and the operation marker, from the generated package (one place).

The group classes are generated from openapi.json (``evalrouter_generated.resources``); they
hand each call to the client's ``_call`` (``EvalRouter`` / ``AsyncEvalRouter``), which owns the
one request path.
"""

from __future__ import annotations

from evalrouter_generated._resource import REQUEST_OPTIONS, RequestOptions, operation

__all__ = ["REQUEST_OPTIONS", "RequestOptions", "operation"]
