"""Which cluster ``RayExecutor`` joins and how it is told (``agents/_ray/cluster.py``), where its
workers go (``placement.py``), and the options checked when it is made, without a cluster: the
lookup order, the refusals made before ``ray.init``, the Ray release, a worker's bundle. The
clusters themselves are tests/distributed/test_ray_cluster_lookup.py."""

from __future__ import annotations

import asyncio
import socket
import sys
import types
from pathlib import Path
from typing import Any

import pytest

import evalrouter.agents as evalagents
from evalrouter import EvalRouterError
from evalrouter.agents._ray import cluster, placement


@pytest.fixture
def recorded(tmp_path: Path) -> Path:
    path = tmp_path / "ray" / "ray_current_cluster"
    path.parent.mkdir()
    return path


def test_address_comes_before_ray_address_and_the_recorded_cluster(recorded: Path) -> None:
    recorded.write_text("10.0.0.3:6379\n")
    env = {"RAY_ADDRESS": "10.0.0.2:6379"}
    found = cluster.find_cluster("10.0.0.1:6379", environ=env, recorded=recorded)
    assert (found.address, found.source) == ("10.0.0.1:6379", "address='10.0.0.1:6379'")
    found = cluster.find_cluster(None, environ=env, recorded=recorded)
    assert (found.address, found.source) == ("10.0.0.2:6379", "RAY_ADDRESS=10.0.0.2:6379")
    found = cluster.find_cluster(None, environ={"RAY_ADDRESS": ""}, recorded=recorded)
    assert found.address == "10.0.0.3:6379" and str(recorded) in found.source
    assert not found.starts_local


def test_nothing_found_falls_back_and_says_what_was_tried(recorded: Path) -> None:
    for path in (recorded, None):  # no file; a Ray that keeps none
        found = cluster.find_cluster(None, environ={}, recorded=path)
        assert found.starts_local and found.fell_back
        assert "no address= given" in found.tried and "RAY_ADDRESS unset" in found.tried
        assert "started a local Ray on this machine" in found.note()
    assert str(recorded) in cluster.find_cluster(None, environ={}, recorded=recorded).note()
    recorded.write_text("  \n")  # an empty record is none
    assert cluster.find_cluster(None, environ={}, recorded=recorded).fell_back


@pytest.mark.parametrize(
    ("address", "env"),
    [("local", {"RAY_ADDRESS": "10.0.0.2:6379"}), (None, {"RAY_ADDRESS": "local"})],
)
def test_a_local_ray_asked_for_is_no_fallback(
    address: str | None, env: dict[str, str], recorded: Path
) -> None:
    recorded.write_text("10.0.0.3:6379")
    found = cluster.find_cluster(address, environ=env, recorded=recorded)
    assert found.starts_local and not found.fell_back


def test_the_lookup_reads_where_ray_start_records_its_address(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("ray")
    monkeypatch.setenv("RAY_TMPDIR", str(tmp_path))
    assert cluster.ray_address_file() == tmp_path / "ray" / "ray_current_cluster"


class NoRay:
    """A ``ray`` whose ``init`` must not be reached."""

    __version__ = "2.60.0"

    def init(self, **kwargs: Any) -> None:
        raise AssertionError(f"ray.init was called: {kwargs}")


def _no_cluster_here(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    pytest.importorskip("ray")
    monkeypatch.delenv("RAY_ADDRESS", raising=False)
    monkeypatch.setenv("RAY_TMPDIR", str(tmp_path))


def test_require_cluster_refuses_before_ray_starts(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _no_cluster_here(monkeypatch, tmp_path)
    with pytest.raises(EvalRouterError) as raised:
        asyncio.run(cluster.connect(NoRay(), None, require=True))
    error = raised.value
    assert error.code == "ray_cluster_not_found"
    assert "RAY_ADDRESS unset" in error.message and str(tmp_path) in error.message
    for fix in ("address=", "RAY_ADDRESS", "ray start --head", "--temp-dir"):
        assert fix in (error.hint or ""), fix


def _closed_port() -> int:
    with socket.socket() as sock:  # bound, never listening: a connection to it is refused
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@pytest.mark.parametrize("via", ["address", "RAY_ADDRESS", "recorded"])
def test_an_address_nothing_answers_at_is_refused_naming_it(
    via: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    _no_cluster_here(monkeypatch, tmp_path)
    address = f"127.0.0.1:{_closed_port()}"
    if via == "RAY_ADDRESS":
        monkeypatch.setenv("RAY_ADDRESS", address)
    elif via == "recorded":
        (tmp_path / "ray").mkdir()
        (tmp_path / "ray" / "ray_current_cluster").write_text(address)
    given = address if via == "address" else None
    with pytest.raises(EvalRouterError) as raised:
        asyncio.run(cluster.connect(NoRay(), given, require=False))
    assert raised.value.code == "ray_cluster_unreachable"
    assert address in raised.value.message
    assert ("ray start" in raised.value.message) is (via == "recorded")


def test_an_address_that_answers_passes_and_others_are_rays_to_read() -> None:
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()
        port = server.getsockname()[1]
        for address in (f"127.0.0.1:{port}", f"ray://127.0.0.1:{port}", f"localhost:{port}"):
            cluster.reachable(cluster.Found(address, "test"), seconds=5)
    cluster.reachable(cluster.Found("auto", "test"), seconds=0.01)
    cluster.reachable(cluster.Found(None, ""), seconds=0.01)


@pytest.mark.parametrize("version", ["2.58.1", "2.52.0", "1.13.0", "", "dev"])
def test_a_ray_before_token_authentication_is_refused(version: str) -> None:
    with pytest.raises(EvalRouterError) as raised:
        cluster.require_release(version)
    assert raised.value.code == "ray_upgrade_required"
    assert (version or "(unknown version)") in raised.value.message
    assert "pip install -U 'ray>=2.59'" in (raised.value.hint or "")


@pytest.mark.parametrize("version", ["2.59.0", "2.60.0", "2.61.1rc1", "3.0.0"])
def test_a_ray_with_token_authentication_passes(version: str) -> None:
    cluster.require_release(version)


def test_the_executor_refuses_an_old_ray_for_any_cluster(monkeypatch: pytest.MonkeyPatch) -> None:
    """Even with a cluster named (not only the local one): the check is in the import."""
    from evalrouter.agents._ray import executor

    old_ray = types.SimpleNamespace(__version__="2.58.0")
    monkeypatch.setitem(sys.modules, "ray", old_ray)
    with pytest.raises(EvalRouterError) as raised:
        executor._import_ray()
    assert raised.value.code == "ray_upgrade_required"


@pytest.mark.parametrize(
    ("options", "argument"),
    [
        ({"placement": "SPREAD"}, "placement"),
        ({"placement": "pack"}, "placement"),
        ({"placement": True}, "placement"),
        ({"placement": "spread", "actor_options": {"scheduling_strategy": "SPREAD"}}, "placement"),
        ({"placement_seconds": 0}, "placement_seconds"),
        ({"placement_seconds": "60"}, "placement_seconds"),
        ({"address": "local", "require_cluster": True}, "require_cluster"),
        ({"require_cluster": "yes"}, "require_cluster"),
        ({"address": ""}, "address"),
        ({"address": 6379}, "address"),
    ],
)
def test_options_are_checked_when_the_executor_is_made(
    options: dict[str, Any], argument: str
) -> None:
    with pytest.raises(EvalRouterError) as raised:
        evalagents.RayExecutor(**options)
    assert raised.value.code == "invalid_input"
    assert raised.value.details == {"argument": argument}


def test_the_options_kept() -> None:
    executor = evalagents.RayExecutor(
        workers=3, address="10.0.0.1:6379", require_cluster=True, placement="spread"
    )
    assert (executor.address, executor.require_cluster) == ("10.0.0.1:6379", True)
    assert (executor.placement, executor.placement_seconds) == ("spread", 60.0)
    assert executor.worker_nodes == {}
    assert evalagents.RayExecutor().placement is None


@pytest.mark.parametrize(
    ("actor_options", "expected"),
    [
        ({}, {"CPU": 1.0}),  # Ray's own: an actor that names nothing holds 1 CPU to be placed
        ({"num_cpus": 0}, {"CPU": placement.SMALLEST_CPU}),
        ({"num_cpus": 0, "resources": {"evalworker": 1}}, {"evalworker": 1.0}),
        (
            {"num_cpus": 2, "num_gpus": 1, "memory": 2**30, "resources": {"evalworker": 0.5}},
            {"CPU": 2.0, "GPU": 1.0, "memory": float(2**30), "evalworker": 0.5},
        ),
    ],
)
def test_a_workers_bundle_is_what_its_actor_asks_for(
    actor_options: dict[str, Any], expected: dict[str, float]
) -> None:
    assert placement.bundle(actor_options) == expected


def test_no_placement_reserves_nothing() -> None:
    placed = asyncio.run(placement.place(NoRay(), None, 4, {}, 1.0))
    assert placed.group is None and placed.nodes == {} and placed.options(0) == {}
