"""The attempt gateway's routes as the service serves them: chat completions, messages,
count_tokens and models; a 404 ``client_gateway_api_unsupported`` (never a workspace-key hint)
for the rest; errors in each format's shape; the model names frameworks accept."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal
from tests.local.gateway_support import ASK, Opened, anthropic, open_attempt, openai


@pytest.fixture
def local() -> Iterator[EvalRouterLocal]:
    instance = EvalRouterLocal(seed=5)
    yield instance
    instance.close()


@pytest.fixture
def opened(local: EvalRouterLocal) -> Opened:
    return open_attempt(local)


@pytest.mark.parametrize(
    ("method", "path", "says"),
    [
        ("POST", "responses", "gateway relay"),
        ("POST", "embeddings", "no embeddings route"),
        ("POST", "completions", "chat/completions"),
        ("GET", "files", "OpenAI-compatible client"),
        ("POST", "v1/messages", "without its trailing /v1"),
    ],
)
def test_routes_the_gateway_does_not_serve_are_its_404(
    opened: Opened, method: str, path: str, says: str
) -> None:
    response = opened.local.handle(
        httpx.Request(
            method,
            f"{opened.base_url}/{path}",
            json={"model": "m", "input": "hi"},
            headers={"Authorization": f"Bearer {opened.credential}"},
        )
    )
    assert response.status_code == 404
    body = response.json()
    error = body["error"]
    assert error["code"] == "client_gateway_api_unsupported"
    assert says in error["hint"] and says in error["message"]
    # The message names the routes that exist; nothing asks for a key the agent must not hold.
    assert "POST …/gateway/v1/chat/completions" in error["message"]
    assert "GET …/gateway/v1/models" in error["message"]
    assert "API key" not in response.text and "workspace" not in response.text
    assert response.headers["x-should-retry"] == "false"
    anthropic_shaped = path.endswith("messages")
    assert (body.get("type") == "error") is anthropic_shaped
    assert error["type"] == ("not_found_error" if anthropic_shaped else "invalid_request_error")


def test_the_openai_sdk_gets_the_404_for_the_responses_api_on_the_gateway_itself(
    opened: Opened,
) -> None:
    # The service's gateway speaks chat completions; the runner's relay in front of it serves
    # the Responses API (tests/local/test_gateway_dialects.py), and says so here.
    client = opened.openai(max_retries=0)
    with pytest.raises(openai.NotFoundError) as caught:
        client.responses.create(model="gpt-5-mini", input="hi")
    assert caught.value.code == "client_gateway_api_unsupported"
    assert "context.gateway.base_url" in str(caught.value)
    assert opened.calls() == 0


def test_a_wrong_method_on_a_gateway_route_is_405(opened: Opened) -> None:
    response = opened.local.handle(
        httpx.Request(
            "POST",
            f"{opened.base_url}/models",
            headers={"Authorization": f"Bearer {opened.credential}"},
        )
    )
    assert response.status_code == 405
    assert response.json()["error"]["code"] == "method_not_allowed"


def test_models_lists_the_run_model_in_openai_shape(opened: Opened) -> None:
    raw = opened.local.handle(
        httpx.Request("GET", f"{opened.base_url}/models", headers={"x-api-key": opened.credential})
    )
    assert raw.status_code == 200
    listing = raw.json()
    assert listing["object"] == "list"
    ids = [m["id"] for m in listing["data"]]
    # The grant's name first (one a framework accepts), then the route's own names.
    assert ids == ["gpt-5-mini", "sim/gpt-5-mini", "sim/gpt-5-mini-2025-08-07"]
    for model in listing["data"]:
        assert model["object"] == "model" and isinstance(model["created"], int)
        assert isinstance(model["owned_by"], str)
    assert [m.id for m in opened.openai().models.list()] == ids
    assert [m.id for m in opened.anthropic().models.list()] == ids
    assert opened.calls() == 0  # a listing is not a model call


def test_count_tokens_answers_what_a_messages_call_is_metered_at(opened: Opened) -> None:
    client = opened.anthropic()
    body: dict[str, Any] = {"model": "claude", "messages": ASK, "system": "Be brief."}
    counted = client.messages.count_tokens(**body)
    assert opened.calls() == 0
    reply = client.messages.create(max_tokens=100, **body)
    assert counted.input_tokens == reply.usage.input_tokens > 0
    assert opened.calls() == 1
    # Malformed, it is refused in Anthropic's error shape.
    refused = opened.post("messages/count_tokens", {"model": "m", "messages": []})
    assert refused.status_code == 422
    assert refused.json()["type"] == "error"
    assert refused.json()["error"]["type"] == "invalid_request_error"


def test_gateway_routes_take_bearer_or_x_api_key(opened: Opened) -> None:
    body = {"model": "gpt-5-mini", "messages": ASK}
    by_key = opened.local.handle(
        httpx.Request(
            "POST",
            f"{opened.base_url}/chat/completions",
            json=body,
            headers={"x-api-key": opened.credential},
        )
    )
    assert by_key.status_code == 200
    bare = httpx.Request("POST", f"{opened.base_url}/chat/completions", json=body)
    none = opened.local.handle(bare)
    assert none.status_code == 401
    assert none.json()["error"]["code"] == "authentication_required"
    assert none.json()["error"]["type"] == "authentication_error"
    listing = opened.local.handle(httpx.Request("GET", f"{opened.base_url}/models"))
    assert listing.status_code == 401


def test_the_grant_names_a_model_frameworks_accept(opened: Opened) -> None:
    agents_sdk = pytest.importorskip("agents", reason="the OpenAI Agents SDK is a dev dependency")
    from agents.exceptions import UserError

    name = opened.grant["model_alias"]
    assert name == "gpt-5-mini"
    provider = agents_sdk.MultiProvider(
        openai_api_key=opened.credential, openai_base_url=opened.base_url
    )
    provider.get_model(name)  # accepted
    with pytest.raises(UserError, match="Unknown prefix"):
        provider.get_model("sim/gpt-5-mini")
    # Any name reaches the run's route, the bare one included.
    client = opened.openai()
    for model in (name, "sim/gpt-5-mini", "anything-else"):
        reply = client.chat.completions.create(model=model, messages=ASK)
        assert reply.model == "sim/gpt-5-mini-2025-08-07"


def test_over_the_limits_is_402_in_each_format(local: EvalRouterLocal) -> None:
    opened = open_attempt(local, limits={"max_calls": 1})
    chat = opened.openai()
    chat.chat.completions.create(model="gpt-5-mini", messages=ASK)
    before = len(local.requests)
    with pytest.raises(openai.APIStatusError) as caught:
        chat.chat.completions.create(model="m", messages=[{"role": "user", "content": "x"}])
    assert caught.value.status_code == 402
    assert caught.value.code == "client_budget_exhausted"
    assert caught.value.type == "insufficient_quota"
    assert len(local.requests) == before + 1  # refused once, not retried by the SDK
    with pytest.raises(anthropic.APIStatusError) as refused:
        opened.anthropic().messages.create(model="claude", max_tokens=10, messages=ASK)
    assert refused.value.status_code == 402
    body = refused.value.body
    assert body["type"] == "error"
    assert body["error"]["type"] == "billing_error"
    assert body["error"]["code"] == "client_budget_exhausted"
    assert body["error"]["details"] == {"limit": "max_calls", "allowed": 1}


@pytest.mark.parametrize("key", ["max_tokens", "max_completion_tokens"])
def test_asking_for_more_output_than_the_limit_is_openais_own_400(
    local: EvalRouterLocal, key: str
) -> None:
    opened = open_attempt(local, limits={"max_output_tokens": 100})
    before = len(local.requests)
    with pytest.raises(openai.BadRequestError) as caught:
        opened.openai().chat.completions.create(model="gpt-5-mini", messages=ASK, **{key: 64000})
    assert caught.value.status_code == 400
    assert caught.value.param == key and caught.value.type == "invalid_request_error"
    assert caught.value.code == "client_output_tokens_too_large"
    assert "64000" in caught.value.message and "100" in caught.value.message
    assert len(local.requests) == before + 1  # refused once, not retried by the SDK
    assert opened.calls() == 0  # and not metered


def test_asking_for_more_output_than_the_limit_is_anthropics_own_400(
    local: EvalRouterLocal,
) -> None:
    opened = open_attempt(local, limits={"max_output_tokens": 100})
    with pytest.raises(anthropic.BadRequestError) as caught:
        opened.anthropic().messages.create(model="claude", max_tokens=20000, messages=ASK)
    body = caught.value.body
    assert caught.value.status_code == 400 and body["type"] == "error"
    assert body["error"]["type"] == "invalid_request_error"
    assert body["error"]["code"] == "client_output_tokens_too_large"
    assert body["error"]["details"] == {
        "limit": "max_output_tokens",
        "value": 20000,
        "allowed": 100,
        "param": "max_tokens",
    }
    assert "param" not in body["error"]  # OpenAI's field, not Anthropic's
    assert opened.calls() == 0


def test_too_large_messages_are_a_400_naming_them(local: EvalRouterLocal) -> None:
    opened = open_attempt(local, limits={"max_input_bytes": 100})
    big = [{"role": "user", "content": "x" * 200}]
    with pytest.raises(openai.BadRequestError) as caught:
        opened.openai().chat.completions.create(model="gpt-5-mini", messages=big)  # type: ignore[arg-type]
    assert caught.value.param == "messages" and caught.value.code == "client_input_too_large"
    response = opened.post("messages", {"model": "c", "max_tokens": 5, "messages": big})
    assert response.status_code == 400 and response.json()["error"]["type"] == (
        "invalid_request_error"
    )


def test_the_cost_limit_is_402_too(local: EvalRouterLocal) -> None:
    opened = open_attempt(local, limits={"max_cost_microusd": 1})
    response = opened.post("chat/completions", {"model": "m", "messages": ASK})
    assert response.status_code == 402
    error = response.json()["error"]
    assert error["code"] == "client_budget_exhausted"
    assert error["details"]["limit"] == "max_cost_microusd"


def test_a_closed_attempt_is_refused_at_once(opened: Opened) -> None:
    local = opened.local
    aid = opened.grant["attempt_id"]
    done = local.handle(
        httpx.Request(
            "POST",
            f"http://127.0.0.1/v1/client-runs/{opened.run_id}/attempts/{aid}/done",
            json={"reason": "gave_up"},
            headers={"Authorization": f"Bearer {opened.credential}"},
        )
    )
    assert done.status_code == 200
    before = len(local.requests)
    # A 409 the SDKs would retry by default: x-should-retry tells them not to.
    with pytest.raises(openai.ConflictError) as caught:
        opened.openai().chat.completions.create(model="m", messages=ASK)
    assert caught.value.code == "attempt_closed"
    assert len(local.requests) == before + 1


def test_the_sdks_reach_every_route_over_http(opened: Opened) -> None:
    with opened.served() as remote:
        assert remote.origin != "http://127.0.0.1"
        chat = remote.openai()
        assert next(m.id for m in chat.models.list()) == "gpt-5-mini"
        assert chat.chat.completions.create(model="gpt-5-mini", messages=ASK).choices
        claude = remote.anthropic()
        assert claude.messages.count_tokens(model="c", messages=ASK).input_tokens > 0
        assert claude.messages.create(model="c", max_tokens=200, messages=ASK).content
        with pytest.raises(openai.NotFoundError):
            remote.openai(max_retries=0).embeddings.create(model="m", input="x")
