"""Every response EvalRouter Local sends during the tests, checked against openapi.json.

``responses_fit_the_spec`` (autouse in the e2e and local suites) watches every exchange any
``EvalRouterLocal`` records while a test runs, in process or over HTTP, and at the end of the test
checks each answer: its status is one the operation declares, its media type is one declared for
that status, a JSON body validates against the declared schema (error envelopes included: 4XX and
5XX, 501 for what Local does not implement, 426, 409, 402, ...), raw bytes (exports) are sent as
the declared media type and are not empty, and every answer carries ``X-Request-Id``. A test whose
exchanges do not fit fails in its teardown, naming them.

Exempt: requests dropped before they reached the service (there is no answer), answers a test
wrote itself through fault injection: bare gateway pages (``bare=True``) and custom bodies, and
the successes of the gateway routes the spec lists as ``gateway_routes_not_described``
(``models``, ``messages/count_tokens``: it names them but gives them no schema).
Injected faults that use the API's error envelope are checked like any other answer.

The run's summary line (operations covered, exchanges checked) is printed at the end.
"""

from __future__ import annotations

import json
import re
import threading
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

from evalrouter.testing import EvalRouterLocal, RecordedRequest, observing

SPEC_PATH = Path(__file__).resolve().parents[2] / "openapi.json"
SPEC_URI = "urn:evalrouter:openapi"
METHODS = ("get", "post", "put", "patch", "delete")
PLUGIN_NAME = "evalrouter-local-schema-check"


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _media_type(content_type: str | None) -> str:
    return (content_type or "").split(";", 1)[0].strip().lower()


def _declared(media: str, declared: dict[str, Any]) -> str | None:
    """The declared media-type key that ``media`` fits (exact, ``type/*`` or ``*/*``)."""
    if media in declared:
        return media
    family = media.split("/", 1)[0] + "/*"
    if family in declared:
        return family
    return "*/*" if "*/*" in declared else None


@dataclass
class SchemaCheck:
    """Checks exchanges against the spec and counts what it checked."""

    spec: dict[str, Any]
    operations: dict[str, tuple[str, str, dict[str, Any]]] = field(init=False)
    implemented: frozenset[str] = field(init=False)
    covered: set[str] = field(default_factory=set)
    checked: int = 0
    successes: int = 0
    raw: int = 0
    errors: Counter[int] = field(default_factory=Counter)
    exempt: Counter[str] = field(default_factory=Counter)
    failures: int = 0
    _validators: dict[str, Draft202012Validator] = field(default_factory=dict)
    _valid: set[tuple[str, bytes]] = field(default_factory=set)  # bodies already found valid
    _registry: Registry[Any] = field(init=False)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _undescribed: tuple[re.Pattern[str], ...] = field(init=False)

    def __post_init__(self) -> None:
        routes = self.spec.get("x-evalrouter-client-runs", {}).get("gateway_routes_not_described")
        self._undescribed = tuple(
            re.compile("^/v1" + re.sub(r"\\\{[^/]+?\\\}", "[^/]+", re.escape(r["path"])) + "$")
            for r in routes or ()
        )
        self.operations = {}
        for path, item in self.spec["paths"].items():
            for method in METHODS:
                if method in item:
                    operation = item[method]
                    self.operations[operation["operationId"]] = (method, path, operation)
        self.implemented = EvalRouterLocal().implemented_operations
        resource = Resource.from_contents(self.spec, default_specification=DRAFT202012)
        self._registry = Registry().with_resource(SPEC_URI, resource)

    @classmethod
    def load(cls) -> SchemaCheck:
        return cls(json.loads(SPEC_PATH.read_text()))

    # ------------------------------------------------------------------------------ checking

    def _validator(self, pointer: str) -> Draft202012Validator:
        validator = self._validators.get(pointer)
        if validator is None:
            validator = Draft202012Validator(
                {"$ref": f"{SPEC_URI}#{pointer}"}, registry=self._registry
            )
            self._validators[pointer] = validator
        return validator

    def _response(self, exchange: RecordedRequest, status: int) -> tuple[str, dict[str, Any]]:
        """The declared response for this exchange's status: (its JSON pointer, the object)."""
        if exchange.operation_id is None:
            # A path or method outside the spec: the answer is still the API's error envelope.
            pointer = "/components/responses/Error"
            return pointer, self.spec["components"]["responses"]["Error"]
        method, path, operation = self.operations[exchange.operation_id]
        responses = operation["responses"]
        for key in (str(status), f"{status // 100}XX", "default"):
            if key in responses:
                pointer = f"/paths/{_escape(path)}/{method}/responses/{_escape(key)}"
                response = responses[key]
                while "$ref" in response:
                    pointer = response["$ref"].removeprefix("#")
                    name = pointer.rsplit("/", 1)[-1]
                    response = self.spec["components"]["responses"][name]
                return pointer, response
        raise LookupError(f"status {status} is not declared for {exchange.operation_id}")

    def problems(self, exchange: RecordedRequest) -> list[str]:
        """What is wrong with one exchange's answer (empty when it fits or is exempt)."""
        if exchange.status is None:  # dropped before the service saw it: no answer
            with self._lock:
                self.exempt["dropped before an answer"] += 1
            return []
        if exchange.injected in ("bare", "body"):
            with self._lock:
                self.exempt[f"injected {exchange.injected} fault"] += 1
            return []
        if exchange.status < 400 and any(p.match(exchange.path) for p in self._undescribed):
            with self._lock:
                self.exempt["a gateway route the spec does not describe"] += 1
            return []
        status = exchange.status
        where = f"{exchange.method} {exchange.path} -> {status}"
        found: list[str] = []
        if not exchange.response_headers.get("x-request-id"):
            found.append(f"{where}: no X-Request-Id")
        try:
            pointer, response = self._response(exchange, status)
        except LookupError as error:
            return [f"{where}: {error}"]
        content = response.get("content", {})
        media = _media_type(exchange.response_headers.get("content-type"))
        key = _declared(media, content)
        if key is None:
            found.append(f"{where}: media type {media!r} is not one of {sorted(content)}")
            return found
        schema = content[key].get("schema", {})
        if key == "application/json" or key.endswith("+json"):
            schema_pointer = f"{pointer}/content/{_escape(key)}/schema"
            seen = (schema_pointer, exchange.response_content)
            if seen not in self._valid:
                try:
                    body = json.loads(exchange.response_content)
                except ValueError:
                    return [*found, f"{where}: the body is not JSON"]
                errors = list(self._validator(schema_pointer).iter_errors(body))
                for problem in errors:
                    path = "/".join(str(p) for p in problem.absolute_path)
                    found.append(f"{where}: {path}: {problem.message[:200]}")
                if not errors:
                    with self._lock:
                        self._valid.add(seen)
            kind = "json"
        else:
            if schema.get("type") == "string" and not exchange.response_content:
                found.append(f"{where}: empty {media} body")
            kind = "raw"
        with self._lock:
            self.checked += 1
            if found:
                self.failures += len(found)
            elif 200 <= status < 300:
                self.successes += 1
                self.raw += kind == "raw"
                if exchange.operation_id is not None:
                    self.covered.add(exchange.operation_id)
            else:
                self.errors[status] += 1
        return found

    # ------------------------------------------------------------------------------- summary

    def summary(self) -> str:
        errors = ", ".join(f"{status} x{n}" for status, n in sorted(self.errors.items()))
        exempt = sum(self.exempt.values())
        line = (
            f"EvalRouter Local schema validation: {len(self.covered & self.implemented)} of "
            f"{len(self.implemented)} implemented operations answered with responses valid "
            f"against openapi.json ({self.checked} exchanges checked: {self.successes} "
            f"successes of which {self.raw} raw exports, {sum(self.errors.values())} error "
            f"bodies [{errors}]; {exempt} exempt)"
        )
        missing = sorted(self.implemented - self.covered)
        if missing:
            line += f"; not answered successfully in this run: {', '.join(missing)}"
        if self.failures:
            line += f"; {self.failures} problems found"
        return line


class _Plugin:
    """Holds the session's checker and prints its summary."""

    def __init__(self) -> None:
        self._check: SchemaCheck | None = None

    @property
    def check(self) -> SchemaCheck:
        if self._check is None:
            if not SPEC_PATH.exists():
                pytest.skip("openapi.json is not at the repository root")
            self._check = SchemaCheck.load()
        return self._check

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if self._check is not None and self._check.checked:
            terminalreporter.write_line(self._check.summary())


def register(config: pytest.Config) -> None:
    """Install the session's checker once, whichever suite's conftest asks first."""
    if not config.pluginmanager.has_plugin(PLUGIN_NAME):
        config.pluginmanager.register(_Plugin(), PLUGIN_NAME)


def session_check(config: pytest.Config) -> SchemaCheck:
    register(config)
    plugin = config.pluginmanager.get_plugin(PLUGIN_NAME)
    assert isinstance(plugin, _Plugin)
    return plugin.check


@pytest.fixture(autouse=True)
def responses_fit_the_spec(request: pytest.FixtureRequest) -> Iterator[None]:
    """Every answer EvalRouter Local sends during the test fits openapi.json."""
    check = session_check(request.config)
    seen: list[RecordedRequest] = []
    with observing(seen.append):  # list.append is atomic: safe from server threads
        yield
    problems = [problem for exchange in list(seen) for problem in check.problems(exchange)]
    if problems:
        shown = "\n".join(problems[:20])
        more = f"\n... and {len(problems) - 20} more" if len(problems) > 20 else ""
        pytest.fail(
            f"EvalRouter Local sent {len(problems)} answers that do not fit openapi.json:\n"
            f"{shown}{more}",
            pytrace=False,
        )
