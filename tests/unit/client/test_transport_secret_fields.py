"""Which field names count as holding a secret: whole name segments only, so an ordinary
field such as ``max_tokens`` neither has its value redacted nor its value cut out of messages."""

from __future__ import annotations

import httpx
import pytest

from evalrouter import EvalRouterError
from evalrouter._redaction import body_secrets, clean_details

SECRET_NAMED = [
    "api_key",
    "x-api-key",
    "X-API-Key",
    "apiKey",
    "apikey",
    "key",
    "secret",
    "client_secret",
    "webhook_secret",
    "token",
    "access_token",
    "accessToken",
    "refresh-token",
    "password",
    "db.password",
]
ORDINARY = ["max_tokens", "tokens", "prompt_tokens", "keyboard", "monkey", "tokenizer", "keys"]


@pytest.mark.parametrize("name", SECRET_NAMED)
def test_secret_named_fields_are_found(name: str) -> None:
    assert body_secrets({"outer": {name: "s3cr3t-value"}}) == ["s3cr3t-value"]
    assert clean_details({name: "s3cr3t-value"}, ()) == {name: "[redacted]"}


@pytest.mark.parametrize("name", ORDINARY)
def test_ordinary_fields_are_left_alone(name: str) -> None:
    assert body_secrets({name: "x"}) == []
    assert clean_details({name: "x"}, ()) == {name: "x"}


@pytest.mark.parametrize("name", ["Authorization", "Cookie", "set-cookie"])
def test_header_like_detail_fields_are_redacted(name: str) -> None:
    assert clean_details({name: "Bearer abc"}, ()) == {name: "[redacted]"}


async def test_an_ordinary_field_in_the_body_does_not_garble_the_error(make) -> None:  # type: ignore[no-untyped-def]
    message = "max_tokens: must be an integer, not 'x'. Fix the request."
    body = {"error": {"code": "invalid_input", "message": message, "details": {"max_tokens": "x"}}}
    h = make(httpx.Response(400, json=body))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.quotes.create({"max_tokens": "x", "n": 1}))
    assert info.value.message == message
    assert info.value.details == {"max_tokens": "x"}
    assert "[redacted]" not in str(info.value)


async def test_a_secret_field_in_the_body_is_still_not_echoed(make) -> None:  # type: ignore[no-untyped-def]
    key = "k3y-0a1b2c3d4e5f"
    body = {"error": {"code": "bad", "message": f"the key {key} was refused"}}
    h = make(httpx.Response(400, json=body))
    with pytest.raises(EvalRouterError) as info:
        await h.call(lambda c: c.quotes.create({"x-api-key": key, "max_tokens": 5}))
    assert key not in str(info.value) and "[redacted]" in info.value.message
