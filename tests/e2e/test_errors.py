"""Errors end to end: what the service refuses reaches the caller typed, with its code."""

from __future__ import annotations

import warnings

import pytest

import evalrouter._deprecation as deprecation
from evalrouter import (
    APIStatusError,
    ClientUpgradeRequired,
    ConflictError,
    EvalRouterDeprecationWarning,
    EvalRouterError,
    InternalServerError,
    NotFoundError,
)
from evalrouter._version import upgrade_command
from tests.e2e.e2e_env import Env


@pytest.fixture
def fresh_warnings(monkeypatch: pytest.MonkeyPatch) -> None:
    """Deprecations warn once per process per operation: start from none warned."""
    monkeypatch.setattr(deprecation, "_warned", set())


async def test_an_old_client_is_told_to_upgrade(env: Env) -> None:
    old = env.make_client(default_headers={"User-Agent": "evalrouter-python/0.4.2"})
    with pytest.raises(ClientUpgradeRequired) as caught:
        await env(old.runs.create, benchmark="gsm8k", model="Sim Large", max_cost=5)
    error = caught.value
    assert isinstance(error, APIStatusError) and error.status_code == 426
    assert error.code == "client_upgrade_required"
    assert error.upgrade == upgrade_command() and "pip install" in error.upgrade
    assert "evalrouter-sdk" not in error.upgrade  # the package index's is another package
    (only,) = env.local.requests
    assert only.headers["user-agent"] == "evalrouter-python/0.4.2"
    # The current client is served.
    quote = await env(
        env.client.runs.create, benchmark="gsm8k", model="Sim Large", max_cost=5, dry_run=True
    )
    assert quote.id


@pytest.mark.usefixtures("fresh_warnings")
async def test_a_deprecated_operation_warns_once(env: Env) -> None:
    env.local.deprecate("GET", "/v1/runs/{run_id}", sunset="Wed, 01 Dec 2027 00:00:00 GMT")
    run = await env(env.client.runs.create, benchmark="mcq-mini", model="Sim Small", max_cost=1)
    with pytest.warns(EvalRouterDeprecationWarning) as caught:
        done = await env(env.client.runs.wait, run.id)  # several reads of the run
    assert done.status == "completed"
    assert len(env.seen("runs_get")) >= 3
    assert len(caught) == 1
    message = str(caught[0].message)
    assert "runs.get" in message and "2027" in message and "pip install" in message
    assert caught[0].filename.endswith("e2e_env.py")  # points at the caller, not the SDK
    # Later calls, even from another client, stay silent (filterwarnings=error would raise).
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        await env(env.client.runs.get, run.id)
        await env(env.make_client().runs.get, run.id)
        await env(env.client.runs.results, run.id)


@pytest.mark.usefixtures("fresh_warnings")
async def test_each_deprecated_operation_warns_on_its_own(env: Env) -> None:
    env.local.deprecate("GET", "/v1/runs/{run_id}")
    env.local.deprecate("GET", "runs_results")
    with pytest.warns(EvalRouterDeprecationWarning) as caught:
        await env(
            env.client.runs.create, benchmark="mcq-mini", model="Sim Small", max_cost=1, wait=True
        )
    assert sorted(str(w.message).split("(")[1].split(")")[0] for w in caught) == [
        "runs.get",
        "runs.results",
    ]


async def test_an_operation_local_does_not_implement_is_a_501(env: Env) -> None:
    with pytest.raises(APIStatusError) as caught:
        await env(env.client.datasets.list)
    error = caught.value
    assert isinstance(error, InternalServerError)
    assert error.status_code == 501 and error.code == "not_implemented_locally"
    assert error.request_id and error.message
    assert env.retry_sleeps == []  # a 501 is not retried


async def test_missing_things_and_expired_quotes(env: Env) -> None:
    with pytest.raises(NotFoundError) as missing:
        await env(env.client.runs.wait, "run_missing")
    assert missing.value.code == "run_not_found"
    with pytest.raises(NotFoundError) as no_quote:
        await env(env.client.runs.create, quote_id="quote_missing")
    assert no_quote.value.code == "quote_not_found"

    quote = await env(
        env.client.runs.create, benchmark="mcq-mini", model="Sim Small", max_cost=1, dry_run=True
    )
    env.local.advance(15 * 60 + 1)
    with pytest.raises(ConflictError) as expired:
        await env(env.client.runs.create, quote_id=quote.id)
    assert expired.value.code == "quote_expired"
    assert env.local.run_ids == []


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"max_cost": 0.1 + 0.2}, "invalid_input"),
        ({"max_cost": "0.0000001"}, "invalid_input"),
        ({"max_cost": -1}, "invalid_input"),
        ({"max_cost": 0}, "invalid_input"),
        ({"max_cost": 1, "dry_run": True, "wait": True}, "invalid_input"),
        ({"max_cost": 1, "wait": True, "timeout": 0}, "invalid_input"),
        ({"max_cost": 1, "idempotency_key": ""}, "invalid_input"),
    ],
)
async def test_bad_create_arguments_fail_before_any_request(
    env: Env, kwargs: dict[str, object], code: str
) -> None:
    with pytest.raises(EvalRouterError) as caught:
        await env(env.client.runs.create, benchmark="gsm8k", model="Sim Large", **kwargs)
    assert caught.value.code == code
    assert env.local.requests == []
