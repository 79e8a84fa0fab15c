"""``compare``: a multi-model run, or several runs on the same tasks."""

from __future__ import annotations

from .conftest import Cli

COVER = ("--sample", "6", "--poll-interval", "0.05", "--yes", "--json")


def test_compare_one_multi_model_run(cli: Cli) -> None:
    run = cli("run", "gsm8k", "--model", "gpt-5", "--model", "sim/sim-small", *COVER)
    run_id = run.json()["run"]["id"]
    done = cli("compare", run_id[:10], "--json")
    assert done.code == 0, done.err
    document = done.json()
    assert {r["name"] for r in document["ranking"]} == {"GPT-5 (simulated)", "Sim Small"}
    assert all(r["low"] <= r["score"] <= r["high"] for r in document["ranking"])
    (pair,) = document["pairs"]
    assert pair["low"] <= pair["difference"] <= pair["high"]
    (outcome,) = document["outcomes"]
    assert outcome["wins"] + outcome["ties"] + outcome["losses"] == 6


def test_compare_several_runs(cli: Cli) -> None:
    ids = [
        cli("run", "gsm8k", "--model", model, *COVER).json()["run"]["id"]
        for model in ("sim/sim-small", "gpt-5", "sim/sim-large")
    ]
    done = cli("compare", *ids, "--json")
    assert done.code == 0, done.err
    document = done.json()
    assert len(document["ranking"]) == 3 and len(document["pairs"]) == 3
    scores = [r["score"] for r in document["ranking"]]
    assert scores == sorted(scores, reverse=True)
    assert all(a["charged_microusd"] > 0 for a in document["arms"])


def test_compare_runs_on_other_tasks_is_refused(cli: Cli) -> None:
    first = cli("run", "gsm8k", "--model", "gpt-5", *COVER).json()["run"]["id"]
    other = cli("run", "gsm8k", "--model", "gpt-5", *COVER, "--seed", "9").json()["run"]["id"]
    done = cli("compare", first, other, "--json")
    assert done.code == 1 and done.error()["code"] == "comparison_incompatible"


def test_compare_one_single_model_run_is_usage(cli: Cli) -> None:
    run_id = cli("run", "gsm8k", "--model", "gpt-5", *COVER).json()["run"]["id"]
    done = cli("compare", run_id, "--json")
    assert done.code == 2 and "nothing to compare" in done.error()["message"]


def test_equal_scores_share_a_rank() -> None:
    from evalrouter_cli._compare_data import Arm, _ranked

    arms = [
        Arm("a", "run_a", 0, score=0.5),
        Arm("b", "run_b", 0, score=0.8),
        Arm("c", "run_c", 0, score=0.5),
    ]
    assert [(r.label, r.name) for r in _ranked(arms)] == [("1", "b"), ("2=", "a"), ("2=", "c")]
