"""``tier_of``: a method's stability tier, typed, from the data every generated method carries."""

from __future__ import annotations

import pytest

from evalrouter import AsyncEvalRouter, EvalRouter, EvalRouterError, tier_of


@pytest.mark.parametrize("cls", [EvalRouter, AsyncEvalRouter])
def test_tier_of_reads_the_methods_tier(cls: type[EvalRouter] | type[AsyncEvalRouter]) -> None:
    client = cls(base_url="http://127.0.0.1:9")
    assert tier_of(client.datasets.list) == "preview" == client.datasets.list.__evalrouter_tier__
    assert tier_of(client.wallet.get) == "stable"
    assert tier_of(client.runs.get) == "stable"  # a hand-written method keeps its operation's


def test_tier_of_refuses_what_is_not_an_api_method() -> None:
    with pytest.raises(EvalRouterError) as info:
        tier_of(print)
    assert info.value.code == "invalid_input"
    assert info.value.details["argument"] == "method"
