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


def test_compare_one_single_model_run_shows_its_score(cli: Cli) -> None:
    run_id = cli("run", "gsm8k", "--model", "gpt-5", *COVER).json()["run"]["id"]
    done = cli("compare", run_id, "--json")
    assert done.code == 0, done.err
    document = done.json()
    (only,) = document["ranking"]
    assert only["name"] == "GPT-5 (simulated)" and only["low"] <= only["score"] <= only["high"]
    assert document["pairs"] == [] and document["outcomes"] == []
    (run,) = document["runs"]
    assert run["seed"] == 42 and "6 of 48 tasks" in run["coverage"]


def test_a_multi_model_run_beside_a_single_one(cli: Cli) -> None:
    multi = cli("run", "gsm8k", "--model", "gpt-5", "--model", "sim/sim-small", *COVER)
    single = cli("run", "gsm8k", "--model", "sim/sim-large", *COVER)
    ids = [multi.json()["run"]["id"], single.json()["run"]["id"]]
    done = cli("compare", *ids, "--json")
    assert done.code == 0, done.err
    document = done.json()
    assert len(document["arms"]) == 3 and len(document["pairs"]) == 3  # every pair
    assert document["baseline"] is None
    chosen = cli("compare", *ids, "--baseline", f"{ids[0]}:sim-small", "--json")
    assert chosen.code == 0, chosen.err
    document = chosen.json()
    assert document["baseline"] == "Sim Small"
    assert sorted(p["model"] for p in document["pairs"]) == ["GPT-5 (simulated)", "Sim Large"]
    assert {p["other"] for p in document["pairs"]} == {"Sim Small"}
    assert all(o["other"] == "Sim Small" for o in document["outcomes"])


def test_a_baseline_that_cannot_be_chosen_names_the_flag(cli: Cli) -> None:
    multi = cli("run", "gsm8k", "--model", "gpt-5", "--model", "sim/sim-small", *COVER)
    single = cli("run", "gsm8k", "--model", "sim/sim-large", *COVER)
    ids = [multi.json()["run"]["id"], single.json()["run"]["id"]]
    for baseline, said in (
        (ids[0], "evaluates 2 models; say which"),
        (f"{ids[0]}:nope", "has no model 'nope'"),
        (f"{ids[1]}:3", "has no model '3'"),
    ):
        done = cli("compare", *ids, "--baseline", baseline)
        assert done.code == 2, done.err
        assert done.err.startswith(f"error: usage_error: --baseline {baseline}: ")
        assert said in done.err and "--baseline" in done.err.splitlines()[-1]
        assert "model_index" not in done.err and "model_indices" not in done.err
    other = cli("run", "gsm8k", "--model", "gpt-5", *COVER).json()["run"]["id"]
    done = cli("report", *ids, "--baseline", other, "-o", "x.html")
    assert done.code == 2 and "is not one of the runs given" in done.err


def test_a_baseline_in_one_multi_model_run_orients_its_pairs(cli: Cli) -> None:
    run = cli("run", "gsm8k", "--model", "gpt-5", "--model", "sim/sim-small", *COVER)
    run_id = run.json()["run"]["id"]
    plain = cli("compare", run_id, "--json").json()
    chosen = cli("compare", run_id, "--baseline", f"{run_id}:2", "--json")
    assert chosen.code == 0, chosen.err
    (pair,) = chosen.json()["pairs"]
    (before,) = plain["pairs"]
    assert pair["other"] == "Sim Small" and pair["model"] == "GPT-5 (simulated)"
    if before["other"] == "Sim Small":
        assert pair["difference"] == before["difference"]
    else:
        assert pair["difference"] == -before["difference"]
    assert pair["low"] <= pair["difference"] <= pair["high"]


def test_equal_scores_share_a_rank() -> None:
    from evalrouter_cli._compare_data import Arm, _ranked

    arms = [
        Arm("a", "run_a", 0, score=0.5),
        Arm("b", "run_b", 0, score=0.8),
        Arm("c", "run_c", 0, score=0.5),
    ]
    assert [(r.label, r.name) for r in _ranked(arms)] == [("1", "b"), ("2=", "a"), ("2=", "c")]
