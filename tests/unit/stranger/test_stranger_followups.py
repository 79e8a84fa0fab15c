"""What a stranger still hit after issue 14's first pass: request ids on runs, the score's and
``tier_of``'s tracebacks, refusals that name their argument, and ``with_raw_response`` of what
is not a client method. (The upgrade advice for a wheel install:
tests/unit/client/test_errors.py.)"""

from __future__ import annotations

import traceback
from typing import Any

import pytest

import evalrouter
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


def test_serve_help_shows_every_options_default(capsys: pytest.CaptureFixture[str]) -> None:
    import re

    from evalrouter.testing import __main__ as serve_module

    with pytest.raises(SystemExit) as info:
        serve_module.main(["serve", "--help"])
    assert info.value.code == 0
    text = capsys.readouterr().out.split("options:", 1)[1]
    # one entry per option: from its "  --name" line to the next one
    entries = re.split(r"\n(?=  --)", text.split("--help", 1)[1].split("\n", 1)[1])
    options = [entry.split()[0] for entry in entries]
    assert "--port" in options and "--lease-seconds" in options and len(options) >= 9
    for entry in entries:
        assert "(default: " in " ".join(entry.split()), entry
    assert "(default: 90)" in " ".join(text.split())  # the lease, as Local has it


def test_tracebacks_name_the_errors_as_they_are_imported_and_their_source_is_found() -> None:
    import inspect
    import pickle

    names = [*evalrouter._ERRORS, "EvalRouterDeprecationWarning"]
    for name in names:
        cls = getattr(evalrouter, name)
        assert cls.__module__ == "evalrouter" and cls.__qualname__ == name
        assert f"class {name}(" in inspect.getsource(cls)  # on 3.12 and on 3.13
    error = evalrouter.NotFoundError("run_not_found", "No run.", status_code=404)
    assert traceback.format_exception_only(error)[0].startswith("evalrouter.NotFoundError: ")
    assert type(pickle.loads(pickle.dumps(error))) is evalrouter.NotFoundError
    from evalrouter import _exceptions

    assert _exceptions.NotFoundError is evalrouter.NotFoundError  # one class, two imports
