"""What a stranger still hit after issue 14's first pass: request ids on runs, the score's and
``tier_of``'s tracebacks, and the upgrade advice for an install from a wheel."""

from __future__ import annotations

import json
import traceback
from importlib import metadata
from typing import Any

import pytest

import evalrouter
from evalrouter import _version
from evalrouter.testing import EvalRouterLocal

THIS_FILE = __file__


def test_a_run_carries_the_request_id_of_the_answer_it_came_in() -> None:
    local = EvalRouterLocal(seed=1)
    client = local.client()
    run = client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5)
    assert run._request_id and run._request_id.startswith("req_")
    assert run.record._request_id == run._request_id
    again = client.runs.get(run.id)
    assert again._request_id and again._request_id != run._request_id
    done = run.wait()
    assert done._request_id and done._request_id != again._request_id
    client.close()
    local.close()


def _user_frames_only(err: BaseException) -> bool:
    return all(frame.filename == THIS_FILE for frame in traceback.extract_tb(err.__traceback__))


def test_reading_a_score_not_loaded_ends_at_the_users_line() -> None:
    local = EvalRouterLocal(seed=1)
    client = local.client()
    run = client.runs.create(benchmark="gsm8k", model="gpt-5", max_cost=5)
    with pytest.raises(evalrouter.ResultsNotLoaded) as info:
        _ = run.score
    assert _user_frames_only(info.value)
    client.close()
    local.close()


def test_tier_of_a_method_without_one_names_it_and_ends_at_the_users_line() -> None:
    client = evalrouter.EvalRouter(base_url="http://127.0.0.1:9")
    with pytest.raises(evalrouter.EvalRouterError) as info:
        evalrouter.tier_of(client.runs.create)
    assert info.value.code == "invalid_input" and "Runs.create" in info.value.message
    assert " at 0x" not in info.value.message  # no repr cut in the middle of an address
    assert _user_frames_only(info.value)


class _Dist:
    def __init__(self, record: dict[str, Any]) -> None:
        self.record = record

    def read_text(self, name: str) -> str | None:
        return json.dumps(self.record) if name == "direct_url.json" else None


@pytest.mark.parametrize(
    ("record", "expected"),
    [
        (
            {"url": "file:///tmp/dist/evalrouter_sdk-0.6.0-py3-none-any.whl", "archive_info": {}},
            _version.WHEEL_UPGRADE_COMMAND,
        ),
        (
            {"url": "file:///src/evalrouter-sdk", "dir_info": {"editable": True}},
            "git -C /src/evalrouter-sdk pull && pip install -e /src/evalrouter-sdk",
        ),
        ({"url": "https://example.com/x.tar.gz"}, _version.UPGRADE_COMMAND),
    ],
)
def test_the_upgrade_command_follows_how_the_sdk_was_installed(
    monkeypatch: pytest.MonkeyPatch, record: dict[str, Any], expected: str
) -> None:
    monkeypatch.setattr(metadata, "distribution", lambda _name: _Dist(record))
    assert _version.upgrade_command.__wrapped__() == expected
    assert "pip install evalrouter-sdk" not in expected


@pytest.mark.parametrize(
    ("kwargs", "argument"),
    [
        ({"benchmark": "gsm8k", "max_cost": 5}, "model"),
        ({"benchmark": "gsm8k", "model": "gpt-5", "subjects": ["a", "b"]}, "subjects"),
        ({"quote_id": "q_1", "benchmark": "gsm8k"}, "quote_id"),
        ({"model": "gpt-5"}, "benchmark"),
    ],
)
def test_a_create_refused_before_any_request_names_its_argument(
    kwargs: dict[str, Any], argument: str
) -> None:
    client = evalrouter.EvalRouter(base_url="http://127.0.0.1:9")  # nothing listens: no request
    with pytest.raises(evalrouter.EvalRouterError) as info:
        client.runs.create(**kwargs)
    assert info.value.code == "invalid_input"
    assert info.value.details["argument"] == argument


def test_with_raw_response_refuses_what_is_not_a_client_method_without_calling_it() -> None:
    called: list[int] = []
    client = evalrouter.EvalRouter(base_url="http://127.0.0.1:9")
    with pytest.raises(evalrouter.EvalRouterError) as info:
        client.with_raw_response(lambda: called.append(1))
    assert info.value.code == "invalid_input" and info.value.details["argument"] == "method"
    assert called == []  # refused before it ran
    assert "not a method of the client" in info.value.message
