"""What ``RayExecutor`` checks and prepares before it starts a Ray cluster on this machine
(``agents/_ray/local.py``), without starting one: the authentication mode, the token file. The
cluster itself is tests/distributed/test_ray_local_cluster.py; the Ray release is checked for
every cluster (test_ray_cluster_options.py)."""

from __future__ import annotations

import logging
import os
import threading
from pathlib import Path

import pytest

from evalrouter import EvalRouterError
from evalrouter.agents._ray import local


@pytest.fixture(autouse=True)
def ray_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home of the test's own, and none of Ray's authentication variables."""
    monkeypatch.setenv("HOME", str(tmp_path))
    for name in (local.AUTH_MODE, local.AUTH_TOKEN, local.AUTH_TOKEN_PATH):
        monkeypatch.delenv(name, raising=False)
    return tmp_path


def _enter() -> dict[str, object]:
    with local.local_cluster() as options:
        return options


@pytest.mark.parametrize("mode", ["disabled", "DISABLED", "", "k8s"])
def test_an_auth_mode_other_than_token_is_refused(
    mode: str, ray_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RAY_AUTH_MODE", mode)
    with pytest.raises(EvalRouterError) as raised:
        _enter()
    assert raised.value.code == "ray_auth_disabled"
    assert "RAY_AUTH_MODE" in raised.value.message and "address=" in (raised.value.hint or "")
    assert not (ray_home / ".ray").exists()


@pytest.mark.parametrize("mode", [None, "token", "TOKEN"])
def test_the_token_file_is_made_private_and_whole(
    mode: str | None, ray_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    if mode is not None:
        monkeypatch.setenv("RAY_AUTH_MODE", mode)
    old = os.umask(0o022)  # the usual umask, with which Ray makes it 0644
    try:
        options = _enter()
    finally:
        os.umask(old)
    token = ray_home / ".ray" / "auth_token"
    assert oct(token.stat().st_mode & 0o777) == oct(0o600)
    assert oct(token.parent.stat().st_mode & 0o777) == oct(0o700)
    text = token.read_text()
    assert len(text) == 64 and int(text, 16) >= 0
    assert sorted(p.name for p in token.parent.iterdir()) == ["auth_token"]  # no leftovers
    assert options["include_dashboard"] is False
    temp = Path(str(options["_temp_dir"]))
    assert oct(temp.stat().st_mode & 0o777) == oct(0o700)


def test_a_named_token_file_is_the_one_made(
    tmp_path: Path, ray_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    named = tmp_path / "secrets" / "ray-token"
    monkeypatch.setenv("RAY_AUTH_TOKEN_PATH", str(named))
    _enter()
    assert oct(named.stat().st_mode & 0o777) == oct(0o600)
    assert not (ray_home / ".ray").exists()


def test_a_token_in_the_environment_needs_no_file(
    ray_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RAY_AUTH_TOKEN", "f" * 64)
    _enter()
    assert not (ray_home / ".ray").exists()


def test_an_existing_token_file_open_to_others_is_closed_and_kept(
    ray_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    token = ray_home / ".ray" / "auth_token"
    token.parent.mkdir()
    token.write_text("c" * 64)
    token.chmod(0o644)  # as Ray writes it
    with caplog.at_level(logging.WARNING, logger="evalrouter.agents"):
        _enter()
    assert oct(token.stat().st_mode & 0o777) == oct(0o600)
    assert token.read_text() == "c" * 64  # the same token: clusters that use it still work
    assert "could be opened by other users (mode 0644)" in caplog.text


@pytest.mark.skipif(os.getuid() != 0, reason="giving a file to another user needs root")
def test_a_token_file_of_another_user_is_refused(ray_home: Path) -> None:
    token = ray_home / ".ray" / "auth_token"
    token.parent.mkdir()
    token.write_text("d" * 64)
    token.chmod(0o600)
    os.chown(token, 4242, 4242)
    with pytest.raises(EvalRouterError) as raised:
        _enter()
    assert raised.value.code == "ray_token_file_unsafe"
    assert "uid 4242" in raised.value.message


def test_racing_starts_keep_one_token(ray_home: Path) -> None:
    """Several processes (threads here) making the file at once: one token, never replaced,
    and no reader sees it empty or open to others."""
    token = ray_home / ".ray" / "auth_token"
    seen: list[str] = []
    go = threading.Barrier(8)

    def start() -> None:
        go.wait()
        local.token_file_private(token)
        seen.append(token.read_text())

    threads = [threading.Thread(target=start) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(set(seen)) == 1 and len(seen[0]) == 64
    assert oct(token.stat().st_mode & 0o777) == oct(0o600)


def test_the_loopback_switch_is_set_only_while_the_cluster_starts() -> None:
    constants = pytest.importorskip("ray._private.ray_constants")
    before = constants.ENABLE_RAY_CLUSTER
    with local.local_cluster():
        assert constants.ENABLE_RAY_CLUSTER is False
    assert before == constants.ENABLE_RAY_CLUSTER
