"""Every read command: its JSON document on stdout, and the run-id prefixes."""

from __future__ import annotations

import json
import stat
from pathlib import Path

from .conftest import Cli

SMALL = ("gsm8k", "--model", "gpt-5", "--sample", "3", "--poll-interval", "0.05")


def _run(cli: Cli, *extra: str) -> str:
    done = cli("run", *SMALL, "--yes", "--json", *extra)
    assert done.code in (0, 4), done.err
    run_id: str = done.json()["run"]["id"]
    return run_id


def test_catalog_and_account_documents(cli: Cli) -> None:
    benchmarks = cli("benchmarks", "list", "--json").json()["benchmarks"]
    assert "gsm8k" in {b["slug"] for b in benchmarks}
    assert cli("benchmarks", "get", "gsm8k", "--json").json()["slug"] == "gsm8k"
    models = cli("models", "list", "--benchmark", "longsum", "--json").json()["models"]
    assert models and all("long_context" in m["capabilities"] for m in models)
    assert "sim/sim-small" not in {m["id"] for m in models}  # 8k context cannot run longsum
    assert cli("wallet", "--json").json()["balance_microusd"] == "100000000"
    me = cli("whoami", "--json").json()
    assert me["workspace_id"] == "ws_local" and me["key_source"] == "none"


def test_quotes_create_and_get(cli: Cli) -> None:
    quote = cli("quotes", "create", "gsm8k", "--model", "gpt-5", "--sample", "5", "--json").json()
    assert quote["plan"]["total_tasks"] == 5
    again = cli("quotes", "get", quote["id"], "--json").json()
    assert (
        again["id"] == quote["id"] and again["max_charge_microusd"] == quote["max_charge_microusd"]
    )
    assert cli("runs", "list", "--json").json()["runs"] == []


def test_runs_list_get_results_by_prefix(cli: Cli) -> None:
    run_id = _run(cli)
    listed = cli("runs", "list", "--json").json()["runs"]
    assert [r["id"] for r in listed] == [run_id]
    prefix = run_id[: len("run_") + 6]
    assert cli("runs", "get", prefix, "--json").json()["id"] == run_id
    assert cli("runs", "get", run_id.removeprefix("run_")[:6], "--json").json()["id"] == run_id
    results = cli("runs", "results", prefix, "--json").json()
    assert results["run_id"] == run_id and results["profiles"][0]["metrics"]


def test_unknown_and_ambiguous_prefixes_are_usage_errors(cli: Cli) -> None:
    first, second = _run(cli), _run(cli, "--seed", "7")
    assert first != second
    done = cli("runs", "get", "run_ffffffff", "--json")
    assert done.code == 2 and done.error()["code"] == "run_not_found"
    done = cli("runs", "get", "ab", "--json")
    assert done.code == 2 and done.error()["code"] == "invalid_input"


def test_a_prefix_of_several_runs_is_ambiguous() -> None:
    # Local's ids are random, so two sharing a prefix are made up here; the lookup is the CLI's.
    from types import SimpleNamespace

    import pytest
    from evalrouter_cli import _lookup
    from evalrouter_cli._exit import CliError

    runs = [SimpleNamespace(id="run_abcd" + "0" * 16), SimpleNamespace(id="run_abcd" + "1" * 16)]
    client = SimpleNamespace(runs=SimpleNamespace(list=lambda limit: iter(runs)))
    ctx = SimpleNamespace(client=client)
    with pytest.raises(CliError) as caught:
        _lookup.run_id(ctx, "abcd")  # type: ignore[arg-type]
    assert (caught.value.code, caught.value.exit_code) == ("ambiguous_id", 2)
    assert _lookup.run_id(ctx, "run_abcd1") == runs[1].id  # type: ignore[arg-type]


def test_events_as_ndjson_and_followed(cli: Cli) -> None:
    run_id = _run(cli)
    done = cli("runs", "events", run_id)
    events = [json.loads(line) for line in done.out.splitlines()]
    assert done.code == 0 and events[0]["type"] == "run.queued"
    assert [e["sequence"] for e in events] == sorted(e["sequence"] for e in events)
    samples = cli("runs", "events", run_id, "--type", "sample.completed")
    kinds = {json.loads(line)["type"] for line in samples.out.splitlines()}
    assert kinds == {"sample.completed"}
    followed = cli("runs", "events", run_id, "--follow", "--after", "2")
    assert followed.code == 0
    assert json.loads(followed.out.splitlines()[0])["sequence"] == 3


def test_export_writes_once_and_overwrites_only_when_asked(cli: Cli, tmp_path: Path) -> None:
    run_id = _run(cli)
    target = tmp_path / "out.csv"
    done = cli("runs", "export", run_id, "--format", "csv", "-o", str(target), "--json")
    assert done.code == 0 and done.json()["path"] == str(target)
    assert target.stat().st_size == done.json()["bytes"] > 0
    again = cli("runs", "export", run_id, "--format", "csv", "-o", str(target), "--json")
    assert again.code == 2 and again.error()["code"] == "destination_exists"
    forced = cli("runs", "export", run_id, "--format", "csv", "-o", str(target), "--overwrite")
    assert forced.code == 0


def test_cancel_then_wait_exits_4(slow_cli: Cli) -> None:
    cli = slow_cli
    started = cli("run", *SMALL, "--yes", "--detach", "--json").json()["run"]["id"]
    done = cli("runs", "cancel", started, "--json")
    assert done.code == 0
    cli.local.run_until_done(started)
    waited = cli("runs", "wait", started, "--json", "--poll-interval", "0.05")
    assert waited.code == 4 and waited.json()["run"]["status"] == "cancelled"


def test_continue_starts_the_continuation_quote(cli: Cli) -> None:
    partial = cli("run", *SMALL, "--max-cost", "0.012", "--yes", "--json")
    assert partial.code == 4
    run_id = partial.json()["run"]["id"]
    dry = cli("runs", "continue", run_id, "--max-cost", "1", "--dry-run", "--json")
    assert dry.code == 0 and dry.json()["started"] is False
    refused = cli("runs", "continue", run_id, "--max-cost", "1")
    assert refused.code == 5
    done = cli(
        "runs", "continue", run_id, "--max-cost", "1", "--yes", "--json", "--poll-interval", "0.05"
    )
    assert done.code == 0, done.err
    assert done.json()["run"]["source_run_id"] == run_id


def test_login_stores_the_key_0600_and_never_prints_it(cli: Cli) -> None:
    key = "er_test_" + "k" * 24
    done = cli("login", "--with-api-key", stdin=key + "\n")
    assert done.code == 0 and key not in done.out + done.err
    stored = Path(cli.home / "config" / "credentials.json")
    assert stat.S_IMODE(stored.stat().st_mode) == 0o600
    assert key in stored.read_text()
    me = cli("whoami", "--json").json()
    assert me["key_source"] == str(stored) and key not in json.dumps(me)
    env_first = cli("whoami", "--json", EVALROUTER_API_KEY="er_env_" + "e" * 24).json()
    assert env_first["key_source"] == "environment"
    out = cli("logout", "--json").json()
    assert out["removed"] is True
    assert cli("whoami", "--json").json()["key_source"] == "none"


def test_login_refuses_an_empty_key(cli: Cli) -> None:
    done = cli("login", "--with-api-key", stdin="\n")
    assert done.code == 2 and "empty" in done.err


def test_wrong_key_is_exit_1_with_its_code(tmp_path: Path) -> None:
    from evalrouter.testing import EvalRouterLocal

    local = EvalRouterLocal(seed=0, api_key="er_right_" + "r" * 24)
    try:
        with local.serve() as base_url:
            cli = Cli(base_url, tmp_path, local)
            done = cli("wallet", "--json", EVALROUTER_API_KEY="er_wrong_" + "w" * 24)
            assert done.code == 1
            assert done.error()["status"] == 401
    finally:
        local.close()


FAKE_KEYRING = """
import json, os
PATH = os.environ["FAKE_KEYRING_FILE"]


def _load():
    try:
        return json.load(open(PATH))
    except OSError:
        return {}


def get_password(service, user):
    return _load().get(f"{service}|{user}")


def set_password(service, user, secret):
    data = _load()
    data[f"{service}|{user}"] = secret
    json.dump(data, open(PATH, "w"))


def delete_password(service, user):
    data = _load()
    data.pop(f"{service}|{user}", None)
    json.dump(data, open(PATH, "w"))
"""


def test_login_uses_the_keyring_when_it_is_installed(cli: Cli, tmp_path: Path) -> None:
    # A stand-in for the keyring extra (the real one needs an OS keychain).
    (tmp_path / "fake" / "keyring").mkdir(parents=True)
    (tmp_path / "fake" / "keyring" / "__init__.py").write_text(FAKE_KEYRING)
    ring = tmp_path / "ring.json"
    env = {
        "PYTHONPATH": str(tmp_path / "fake"),
        "FAKE_KEYRING_FILE": str(ring),
        "EVALROUTER_CREDENTIAL_STORE": "",
    }
    key = "er_ring_" + "k" * 24
    done = cli("login", "--with-api-key", "--json", stdin=key, **env)
    assert done.code == 0 and done.json()["store"] == "keyring"
    assert key in ring.read_text()
    assert not (cli.home / "config" / "credentials.json").exists()
    assert cli("whoami", "--json", **env).json()["key_source"] == "keyring"
    assert cli("logout", "--json", **env).json()["removed"] is True
    assert key not in ring.read_text()


def test_quotes_for_chosen_tasks(cli: Cli) -> None:
    done = cli(
        "quotes",
        "create",
        "gsm8k",
        "--model",
        "gpt-5",
        "--task",
        "gsm8k-v3-0006",
        "--task",
        "gsm8k-v3-0037",
        "--json",
    )
    assert done.code == 0, done.err
    assert done.json()["plan"]["total_tasks"] == 2
    bad = cli("quotes", "create", "gsm8k", "--model", "gpt-5", "--seed", "3", "--json")
    assert bad.code == 2 and "--seed goes with --sample" in bad.error()["message"]
