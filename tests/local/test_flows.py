"""The documented flows, end to end over raw HTTP against EvalRouter Local."""

from __future__ import annotations

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal
from tests.local.local_flows import FLOWS, Flow


@pytest.mark.parametrize("flow", FLOWS.values(), ids=list(FLOWS))
def test_flow(flow: Flow, local: EvalRouterLocal, client: httpx.Client) -> None:
    flow(local, client)
