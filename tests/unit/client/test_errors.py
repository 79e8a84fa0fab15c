"""HTTP status → error class, error attributes, and the API key never leaking."""

from __future__ import annotations

import logging

import httpx
import pytest

import evalrouter
from evalrouter import (
    APIConnectionError,
    APIStatusError,
    AuthenticationError,
    BadRequestError,
    ClientUpgradeRequired,
    ConflictError,
    EvalRouterError,
    InternalServerError,
    NotFoundError,
    PaymentRequiredError,
    PermissionDeniedError,
    RateLimitError,
    UnprocessableEntityError,
)
from tests.support.api import KEY
from tests.support.records import envelope, run_record

STATUS_CLASSES = [
    (400, BadRequestError),
    (401, AuthenticationError),
    (402, PaymentRequiredError),
    (403, PermissionDeniedError),
    (404, NotFoundError),
    (409, ConflictError),
    (422, UnprocessableEntityError),
    (426, ClientUpgradeRequired),
    (429, RateLimitError),
    (500, InternalServerError),
    (501, InternalServerError),
    (520, InternalServerError),
    (418, APIStatusError),
    (410, APIStatusError),
    (408, APIStatusError),
]


@pytest.mark.parametrize(("status", "cls"), STATUS_CLASSES)
async def test_status_maps_to_class(make, status, cls):
    from evalrouter._version import upgrade_command

    body = envelope(
        "some_code",
        status_message="Something failed.",
        hint="Try again later.",
        request_id="req_body",
        details={"field": "model"},
    )
    h = make(httpx.Response(status, json=body))
    with pytest.raises(cls) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    error = info.value
    assert type(error) is cls
    assert isinstance(error, APIStatusError)
    assert isinstance(error, EvalRouterError)
    assert error.status_code == status
    assert error.code == "some_code"
    assert error.message == "Something failed."
    hint = "Try again later."
    if cls is ClientUpgradeRequired:  # and how to upgrade this SDK, where it is installed
        hint += f" Upgrade this SDK: {upgrade_command()}"
    assert error.hint == hint
    assert error.request_id == "req_body"
    assert error.details == {"field": "model"}
    assert error.retryable is False
    assert str(error).startswith("Something failed. [some_code]")
    assert error.as_dict() == {
        "code": "some_code",
        "message": "Something failed.",
        "hint": hint,
        "status": status,
        "retryable": False,
        "request_id": "req_body",
        "details": {"field": "model"},
    }


@pytest.mark.parametrize(
    ("status", "cls"), [(502, InternalServerError), (503, InternalServerError)]
)
async def test_gateway_statuses_with_envelope_are_status_errors(make, status, cls):
    h = make(httpx.Response(status, json=envelope("upstream_failed")))
    with pytest.raises(cls) as info:
        await h.call(lambda c: c.quotes.create({}))
    assert info.value.code == "upstream_failed"


async def test_request_id_header_wins_over_envelope(make):
    h = make(
        httpx.Response(
            404, headers={"X-Request-Id": "req_header"}, json=envelope("x", request_id="req_b")
        )
    )
    with pytest.raises(NotFoundError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.request_id == "req_header"
    assert "(request id req_header)" in str(info.value)


async def test_malformed_request_id_header_falls_back_to_envelope(make):
    h = make(
        httpx.Response(
            404, headers={"X-Request-Id": "bad id!"}, json=envelope("x", request_id="req_b")
        )
    )
    with pytest.raises(NotFoundError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.request_id == "req_b"


@pytest.mark.parametrize(
    "body",
    [b"<html>Server Error</html>", b"", b'{"error": "flat string"}', b"[1,2]", b'{"error":{}}'],
)
async def test_non_envelope_error_body_is_http_error(make, body):
    h = make(httpx.Response(400, content=body))
    with pytest.raises(BadRequestError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    error = info.value
    assert error.code == "http_error"
    assert error.status_code == 400
    assert "400" in error.message
    assert error.details == {}


@pytest.mark.parametrize("code", ["Bad-Code", "9lives", "x" * 101, ""])
async def test_malformed_error_code_becomes_http_error(make, code):
    h = make(httpx.Response(422, json={"error": {"code": code, "message": "m"}}))
    with pytest.raises(UnprocessableEntityError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "http_error"


async def test_non_string_message_and_hint_ignored(make):
    h = make(
        httpx.Response(
            402, json={"error": {"code": "insufficient_balance", "message": 5, "hint": ["x"]}}
        )
    )
    with pytest.raises(PaymentRequiredError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.code == "insufficient_balance"
    assert "402" in info.value.message
    assert info.value.hint is None


async def test_rate_limit_error_carries_retry_after(make):
    h = make(
        httpx.Response(429, headers={"Retry-After": "3"}, json=envelope("rate_limited")),
        max_retries=0,
    )
    with pytest.raises(RateLimitError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.retry_after == 3.0


async def test_rate_limit_without_retry_after(make):
    h = make(httpx.Response(429, json=envelope("rate_limited")))
    with pytest.raises(RateLimitError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.retry_after is None


async def test_client_upgrade_required(make):
    """The service's own command would install the package index's evalrouter-sdk, another
    package: the error says how to upgrade this SDK instead, and keeps the service's words in
    details."""
    from evalrouter._version import upgrade_command

    upgrade = "pip install -U evalrouter-sdk"
    body = envelope(
        "client_upgrade_required",
        hint=f"Run: {upgrade}",
        details={"upgrade": upgrade, "min": "0.7.0"},
    )
    h = make(httpx.Response(426, json=body))
    with pytest.raises(ClientUpgradeRequired) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.upgrade == upgrade_command()
    assert "pip install" in info.value.upgrade and "evalrouter-sdk" not in info.value.upgrade
    assert info.value.hint == f"Upgrade this SDK: {upgrade_command()}"
    assert upgrade not in str(info.value)
    assert info.value.details == {"upgrade": upgrade, "min": "0.7.0"}
    assert info.value.code == "client_upgrade_required"
    assert h.server.count == 1


@pytest.mark.parametrize("details", [None, {"upgrade": 3}, ["pip"], "pip install"])
async def test_client_upgrade_without_command(make, details):
    from evalrouter._version import upgrade_command

    h = make(httpx.Response(426, json=envelope("client_upgrade_required", details=details)))
    with pytest.raises(ClientUpgradeRequired) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.upgrade == upgrade_command()


def test_upgrade_command_names_the_folder_this_sdk_was_installed_from(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from importlib import metadata

    import evalrouter._version as version

    def installed(record: str | None) -> str:
        class Dist:
            def read_text(self, name: str) -> str | None:
                assert name == "direct_url.json"
                return record

        monkeypatch.setattr(metadata, "distribution", lambda name: Dist())
        version.upgrade_command.cache_clear()
        try:
            return version.upgrade_command()
        finally:
            version.upgrade_command.cache_clear()

    editable = '{"url": "file:///src/my%20sdk", "dir_info": {"editable": true}}'
    assert installed(editable) == "git -C '/src/my sdk' pull && pip install -e '/src/my sdk'"
    folder = '{"url": "file:///src/sdk", "dir_info": {}}'
    assert installed(folder) == "git -C /src/sdk pull && pip install /src/sdk"
    wheel = (
        '{"url": "file:///src/sdk/dist/evalrouter_sdk-0.6.0-py3-none-any.whl", "archive_info": {}}'
    )
    assert installed(wheel) == version.WHEEL_UPGRADE_COMMAND  # built again in the clone
    assert "make build" in version.WHEEL_UPGRADE_COMMAND
    assert version.UPGRADE_COMMAND == "git pull && pip install -e ."
    assert installed(None) == installed("not json") == version.UPGRADE_COMMAND


async def test_redirect_is_not_followed(make):
    h = make(httpx.Response(302, headers={"Location": "https://elsewhere.example/v1/runs"}))
    with pytest.raises(APIStatusError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert info.value.status_code == 302
    assert h.server.count == 1


def test_exception_classes_are_exported():
    for name in evalrouter._ERRORS:
        assert issubclass(getattr(evalrouter, name), EvalRouterError)
    assert issubclass(evalrouter.APITimeoutError, APIConnectionError)
    assert issubclass(evalrouter.UnexpectedArgument, TypeError)


def test_wait_timeout():
    error = evalrouter.WaitTimeout("still running", last={"status": "running"})
    assert error.code == "wait_timeout"
    assert error.last == {"status": "running"}


# ----------------------------------------------------------------- secrets


def leaks(text: str) -> bool:
    return KEY in text


async def test_key_not_in_client_repr(make):
    h = make(workspace_id="ws_1")
    assert not leaks(repr(h.client))
    assert not leaks(str(h.client))
    assert not leaks(repr(h.client._settings))
    assert "ws_1" in repr(h.client)


async def test_server_echo_of_key_is_redacted(make, caplog):
    caplog.set_level(logging.DEBUG)
    body = {
        "error": {
            "code": "invalid_api_key",
            "message": f"The key {KEY} is revoked",
            "hint": f"Replace {KEY}",
            "details": {"key": KEY, "nested": [{"value": f"x{KEY}x"}], "n": 1},
        }
    }
    h = make(httpx.Response(401, json=body))
    with pytest.raises(AuthenticationError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    error = info.value
    for text in (
        str(error),
        repr(error),
        error.message,
        str(error.hint),
        str(error.details),
        str(error.as_dict()),
    ):
        assert not leaks(text)
    assert "[redacted]" in error.message
    assert error.details["n"] == 1
    assert error.details["nested"] == [{"value": "x[redacted]x"}]
    for record in caplog.records:
        assert not leaks(record.getMessage())


@pytest.mark.parametrize("where", ["envelope", "header"])
async def test_server_echo_of_key_in_request_id_is_not_shown(make, where):
    if where == "envelope":
        response = httpx.Response(404, json=envelope("not_found", request_id=KEY))
    else:
        response = httpx.Response(404, headers={"X-Request-Id": KEY}, json=envelope("nf"))
    h = make(response)
    with pytest.raises(NotFoundError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    assert not leaks(str(info.value))
    assert not leaks(str(info.value.request_id))


async def test_key_not_in_transport_errors_or_logs(make, caplog):
    caplog.set_level(logging.DEBUG)
    h = make(
        httpx.ConnectError, httpx.ReadError, httpx.Response(503, text=f"down {KEY}"), max_retries=2
    )
    with pytest.raises(APIConnectionError) as info:
        await h.call(lambda c: c.runs.get("run_1"))
    error = info.value
    assert not leaks(str(error)) and not leaks(repr(error)) and not leaks(str(error.as_dict()))
    assert caplog.records, "retries are logged"
    for record in caplog.records:
        assert not leaks(record.getMessage())
        assert not leaks(str(record.args))


async def test_key_not_in_successful_call_logs(make, caplog):
    caplog.set_level(logging.DEBUG)
    h = make(httpx.Response(200, json=run_record()))
    await h.call(lambda c: c.runs.get("run_1"))
    for record in caplog.records:
        assert not leaks(record.getMessage())


async def test_key_not_in_configuration_errors(make):
    with pytest.raises(EvalRouterError) as info:
        evalrouter.EvalRouter(api_key=KEY, base_url="http://api.example.com")
    assert not leaks(str(info.value))
    with pytest.raises(EvalRouterError) as info:
        evalrouter.EvalRouter(api_key=KEY + "\u00e9", base_url="https://api.example.com")
    assert not leaks(str(info.value))
