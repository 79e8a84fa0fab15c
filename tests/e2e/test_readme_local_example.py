import pytest

from evalrouter import EvalRouter
from evalrouter.testing import EvalRouterLocal


def best_model(client: EvalRouter) -> str:
    """Your code: run two models on the same gsm8k tasks and return the winner."""
    run = client.runs.create(
        benchmark="gsm8k",
        subjects=["Sim Small", "Sim Large"],
        max_cost=5,
        wait=True,
    )
    return run.compare().models[0].name


@pytest.fixture
def local() -> EvalRouterLocal:
    return EvalRouterLocal(seed=1)  # an isolated, offline EvalRouter; same seed, same results


def test_best_model(local: EvalRouterLocal) -> None:
    client = local.client()  # an EvalRouter wired to it: no account, no network, no spending

    assert best_model(client) == "Sim Large"
    assert len(local.run_ids) == 1  # one run, both models on the same tasks
    (quote,) = [r for r in local.requests if r.path == "/v1/quotes"]
    assert quote.json["max_charge_microusd"] == "5000000"  # max_cost=5 reached the API exactly


def test_the_readme_shows_this_example() -> None:
    """The README's testing section is this file's code, so the example it shows runs."""
    from pathlib import Path

    here = Path(__file__)
    example = here.read_text().split("\n\n\ndef test_the_readme_shows_this_example")[0].strip()
    readme = (here.parents[2] / "README.md").read_text()
    assert f"```python\n{example}\n```" in readme
