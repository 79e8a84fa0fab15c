"""``run.compare()`` keeps the API's comparison record readable by its own field names
(``benchmarks[i].ranking``, each row's ``rank_label``, ``display_name``, …) beside the
convenience view (``models``, ``label``, ``name``), on both clients."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.api import FakeAPI, done, started
from tests.support.records import bench_comparison, minimal, quote_record, run_record

ANSWER = minimal(
    "RunComparison",
    run_id="run_1",
    result_id="res_1",
    result_version=2,
    partial=True,
    benchmarks=[bench_comparison("gsm8k-v2"), bench_comparison("mmlu-v1", "MMLU text")],
)


@pytest.fixture
def api() -> FakeAPI:
    api = FakeAPI()
    api.on("POST", "/runs", run_record("run_1", "queued"))
    api.on("GET", "/quotes/q_1", quote_record("q_1", "4000000"))
    api.on("GET", "/runs/run_1/comparison", ANSWER)
    return api


async def compared(client: Any, api: FakeAPI) -> Any:
    run = await started(client, api)
    return await done(run.compare())


async def test_code_written_for_the_api_record_reads_it(client: Any, api: FakeAPI):
    cmp = await compared(client, api)
    # attribute style, the API's names
    assert (cmp.run_id, cmp.result_id, cmp.result_version, cmp.partial) == (
        "run_1",
        "res_1",
        2,
        True,
    )
    first = cmp.benchmarks[0]
    assert (first.profile_id, first.metric, first.direction) == (
        "gsm8k-v2",
        "accuracy",
        "higher_is_better",
    )
    assert [(r.rank, r.rank_label, r.display_name, r.score) for r in first.ranking] == [
        (1, "1=", "GPT-5", 0.9),
        (1, "1=", "Claude", 0.88),
        (3, "3", "Mini", 0.7),
    ]
    top = first.ranking[0]
    assert top.interval is not None and (top.interval.low, top.interval.high) == pytest.approx(
        (0.85, 0.95)
    )
    (pair,) = first.pairs
    assert (pair.model_index, pair.other_model_index, pair.interval_basis) == (0, 1, "paired")
    assert pair.interval is not None and pair.interval.high == pytest.approx(0.07)
    assert [b.profile_id for b in cmp.benchmarks] == ["gsm8k-v2", "mmlu-v1"]
    assert cmp.benchmarks[1].summary == "MMLU text"
    # item style: the wire values, exactly as sent
    assert cmp["run_id"] == "run_1"
    assert cmp["benchmarks"] == ANSWER["benchmarks"]
    assert first["ranking"] == ANSWER["benchmarks"][0]["ranking"]
    assert first["ranking"][0]["rank_label"] == "1="  # type: ignore[index,call-overload]
    assert cmp.to_dict() == ANSWER
    assert first.to_dict() == ANSWER["benchmarks"][0]
    assert cmp.record is not None and cmp.record.to_dict() == ANSWER
    assert cmp.benchmarks[1]["summary"] == "MMLU text"
    with pytest.raises(KeyError):
        _ = cmp["no_such_field"]


async def test_the_convenience_view_keeps_its_own_names(client: Any, api: FakeAPI):
    cmp = await compared(client, api)
    assert [(m.label, m.name, m.score) for m in cmp.models] == [
        ("1=", "GPT-5", 0.9),
        ("1=", "Claude", 0.88),
        ("3", "Mini", 0.7),
    ]
    leader = cmp.leader
    assert leader is not None
    assert (leader.rank_label, leader.display_name) == ("1=", "GPT-5")  # and the API's names
    assert leader.record is not None and leader.record.to_dict() == cmp.ranking[0].to_dict()
    (pair,) = cmp.pairs
    assert (pair.model, pair.other, pair.basis, pair.interval_basis) == (
        "GPT-5",
        "Claude",
        "paired",
        "paired",
    )
    assert cmp.raw is cmp.record  # the former name


async def test_the_top_level_partial_is_the_runs(client: Any, api: FakeAPI):
    cmp = await compared(client, api)
    assert cmp.partial is True  # the run's, as the record says
    assert cmp.benchmarks[0].partial is False  # that benchmark's
