"""The trace tests' grant, secrets and readers of what a recorder delivered. Holds no tests of
its own."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import jsonschema

from evalrouter.agents._trace.delivery import TraceDelivery
from evalrouter.agents._trace.policy import KINDS
from evalrouter.agents._trace.recorder import TraceRecorder
from tests.support.records import spec

CREDENTIAL = "ercr_att01." + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v"
SECRETS = {
    "attempt token": CREDENTIAL,
    "pem": "-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA7\n-----END RSA PRIVATE KEY-----",
    "sk key": "sk-proj-abcdefghijklmnop1234",
    "pk key": "pk_live_abcdefghijklmnop1234",
    "github pat": "ghp_abcdefghijklmnopqrstuvwxyz012345",
    "github fine": "github_pat_11ABCDEFG0123456789_abcdefghij",
    "aws": "AKIAIOSFODNN7EXAMPLE",
    "slack": "xoxb-123456789012-abcdefghijkl",
    "google": "AIzaSyA-1234567890abcdefghijklmnopqrstu",
    "jwt": "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3",
    "bearer": "Bearer abcdefghijklmnopqrstuvwx",
    "assignment": "password=hunter2hunter2",
}
GRANT = {
    "schema_version": "evalrouter.client-trace.v1",
    "level": "content",
    "include": list(KINDS),
    "content_capture": True,
    "flush_seconds": 0.5,
    "max_steps": 2048,
    "max_content_bytes": 8192,
}


def batch_validator() -> jsonschema.Draft202012Validator:
    document = {"$ref": "#/components/schemas/ClientTraceBatch", "components": spec()["components"]}
    return jsonschema.Draft202012Validator(document)


def uploads(recorder: TraceRecorder, *, close: bool = True) -> list[dict[str, Any]]:
    """Every batch body the recorder's steps are sent in, each checked against the schema."""
    if close:
        recorder.close(failed=False)
    bodies: list[dict[str, Any]] = []

    async def send(body: dict[str, Any], key: str) -> None:
        bodies.append(json.loads(json.dumps(body)))

    async def no_sleep(seconds: float) -> None:
        return None

    asyncio.run(TraceDelivery(recorder, send, attempt_id="att_1", sleep=no_sleep).final())
    validator = batch_validator()
    for body in bodies:
        validator.validate(body)
    return bodies


def delivered(recorder: TraceRecorder, *, close: bool = True) -> list[dict[str, Any]]:
    """Every step the recorder hands to an upload."""
    return [step for body in uploads(recorder, close=close) for step in body["steps"]]


def spans(steps: list[dict[str, Any]], kind: str | None = None) -> list[dict[str, Any]]:
    return [s for s in steps if s["type"] == "span" and (kind is None or s["kind"] == kind)]


def recorder(**grant: Any) -> TraceRecorder:
    return TraceRecorder({**GRANT, **grant}, root_name="solver")


# --------------------------------------------------------------------------- policy
