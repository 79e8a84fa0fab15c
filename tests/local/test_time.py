"""Clocks, determinism and isolation."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime

import httpx
import pytest

from evalrouter.testing import EvalRouterLocal
from tests.local.local_flows import GSM_V2, LARGE, MCQ, SMALL, admit, managed, ok, quote, wait

BODY = {"selection": {"profile_ids": [MCQ]}, "model": managed(SMALL)}


def _client(local: EvalRouterLocal) -> httpx.Client:
    return httpx.Client(transport=local.transport(), base_url="http://127.0.0.1/v1")


def _score(local: EvalRouterLocal, route: str) -> tuple[str, str, float]:
    with _client(local) as client:
        run = admit(
            client, quote(client, selection={"profile_ids": [GSM_V2]}, model=managed(route))
        )
        wait(client, run["id"])
        results = ok(client.get(f"/runs/{run['id']}/results"))
        return run["id"], run["quote_id"], results["profiles"][0]["metrics"][0]["value"]


def test_same_seed_same_ids_and_scores() -> None:
    assert _score(EvalRouterLocal(seed=3), LARGE) == _score(EvalRouterLocal(seed=3), LARGE)
    assert _score(EvalRouterLocal(seed=3), LARGE) != _score(EvalRouterLocal(seed=4), LARGE)


def test_better_routes_score_better_on_the_same_tasks() -> None:
    assert _score(EvalRouterLocal(), LARGE)[2] > _score(EvalRouterLocal(), SMALL)[2]


def test_instances_are_isolated() -> None:
    first, second = EvalRouterLocal(), EvalRouterLocal()
    with _client(first) as client:
        admit(client, quote(client, **BODY))
    assert len(first.run_ids) == 1 and second.run_ids == []


def test_virtual_clock_moves_only_when_told() -> None:
    start = datetime(2030, 1, 1, tzinfo=UTC)
    local = EvalRouterLocal(polls_to_complete=None, start_time=start)
    with _client(local) as client:
        run = admit(client, quote(client, **BODY))
        assert run["created_at"] == "2030-01-01T00:00:00.000000Z"
        for _ in range(5):
            assert ok(client.get(f"/runs/{run['id']}"))["status"] == "queued"
        local.advance(5)
        partway = ok(client.get(f"/runs/{run['id']}"))
        assert partway["status"] == "running"
        assert 0 < partway["progress"]["processed"] < 30
        done = local.run_until_done(run["id"])
        assert done is not None and done["status"] == "completed"
        assert done["progress"]["processed"] == 30
        assert local.now > start


def test_polls_to_complete() -> None:
    local = EvalRouterLocal(polls_to_complete=1)
    with _client(local) as client:
        run = admit(client, quote(client, **BODY))
        assert ok(client.get(f"/runs/{run['id']}"))["status"] == "completed"


def test_run_until_done_without_an_id_finishes_everything() -> None:
    local = EvalRouterLocal(polls_to_complete=None)
    with _client(local) as client:
        ids = [admit(client, quote(client, **BODY))["id"] for _ in range(3)]
        assert local.run_until_done() is None
        assert {ok(client.get(f"/runs/{i}"))["status"] for i in ids} == {"completed"}


def test_events_follow_in_poll_mode() -> None:
    """A follower reading events at the cursor sees the run through to its end."""
    local = EvalRouterLocal(polls_to_complete=4)
    with _client(local) as client:
        run = admit(client, quote(client, **BODY))
        after, status = 0, None
        seen: list[int] = []
        for _ in range(20):
            page = ok(client.get(f"/runs/{run['id']}/events", params={"after": after}))
            seen.extend(e["sequence"] for e in page["data"])
            after, status = page["next_sequence"], page["run_status"]
            if status in ("completed", "partial", "failed", "cancelled") and not page["has_more"]:
                break
        assert status == "completed" and seen == list(range(1, after + 1))


def test_real_time_mode_progresses_with_wall_time() -> None:
    local = EvalRouterLocal(task_seconds=0.002)
    with _client(local) as client:
        run = admit(client, quote(client, **BODY))
        deadline = time.monotonic() + 30
        status = run["status"]
        while status not in ("completed", "partial", "failed") and time.monotonic() < deadline:
            time.sleep(0.01)
            status = ok(client.get(f"/runs/{run['id']}"))["status"]
        assert status == "completed"


def test_concurrent_requests_are_consistent() -> None:
    local = EvalRouterLocal(polls_to_complete=None)
    errors: list[BaseException] = []

    def worker() -> None:
        try:
            with _client(local) as client:
                for _ in range(5):
                    admit(client, quote(client, **BODY))
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert len(set(local.run_ids)) == len(local.quote_ids) == 40
    local.run_until_done()
    with _client(local) as client:
        wallet = ok(client.get("/billing/wallet"))
        spent = sum(int(local.run(i)["spend_microusd"]) for i in local.run_ids)
        assert int(wallet["balance_microusd"]) == 100_000_000 - spent


def test_constructor_checks() -> None:
    with pytest.raises(ValueError):
        EvalRouterLocal(task_seconds=0)
    with pytest.raises(ValueError):
        EvalRouterLocal(polls_to_complete=0)
    with pytest.raises(TypeError):
        EvalRouterLocal(balance_usd=0.1)  # type: ignore[arg-type]
    assert EvalRouterLocal(balance_usd="12.5").balance_microusd == 12_500_000
