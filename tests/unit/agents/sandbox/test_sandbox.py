"""The sandbox's parts on their own: the user's request checked, the command lines and the
macOS profile it writes, what a program is shown, which sandbox is chosen and the refusal
(cause and fix) when none can be made, and the launcher that carries the sandbox's loopback
ports to the runner's unix sockets."""

from __future__ import annotations

import os
import py_compile
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from evalrouter import EvalRouterError
from evalrouter.agents._sandbox import backend, inside
from evalrouter.agents._sandbox.bubblewrap import bubblewrap_argv
from evalrouter.agents._sandbox.docker import docker_argv
from evalrouter.agents._sandbox.paths import program_paths, runnable, shown
from evalrouter.agents._sandbox.request import Confinement, SandboxRequest, requested
from evalrouter.agents._sandbox.seatbelt import seatbelt_profile

# ----------------------------------------------------------------------------- the request


def test_the_default_request_is_the_platforms_sandbox_with_its_gateway_only() -> None:
    assert requested() == SandboxRequest(True, None, "none", (), ())
    with pytest.warns(UserWarning, match="can read and write your files") as told:
        assert requested(False) == SandboxRequest(False, None, "none", (), ())
    assert told[0].filename == __file__  # the user's line, not the SDK's
    assert requested("docker", "host").kind == "docker"


@pytest.mark.parametrize(
    ("kwargs", "argument"),
    [
        ({"sandbox": "firejail"}, "sandbox"),
        ({"sandbox": 1}, "sandbox"),
        ({"network": "all"}, "network"),
        ({"read_only": 42}, "read_only"),
        ({"read_only": ["/no/such/folder/here"]}, "read_only"),
        ({"writable": ["/"]}, "writable"),
        ({"writable": [str(Path.home())]}, "writable"),
        ({"read_only": [f"{Path.home()}/.."]}, "read_only"),  # climbs to what holds home
        ({"read_only": [tempfile.gettempdir()]}, "read_only"),  # every attempt's workspace
        ({"read_only": ["/tmp"]}, "read_only"),
        ({"sandbox": False, "network": "host"}, "sandbox"),
    ],
)
def test_a_bad_request_names_its_argument_and_a_fix(
    kwargs: dict[str, object], argument: str
) -> None:
    with pytest.raises(EvalRouterError) as caught:
        requested(**kwargs)
    assert caught.value.code == "invalid_input"
    assert caught.value.details["argument"] == argument
    assert caught.value.hint


def test_a_link_is_shown_as_what_it_names_and_refused_when_that_is_home(tmp_path: Path) -> None:
    (tmp_path / "models").mkdir()
    (tmp_path / "to-models").symlink_to(tmp_path / "models")
    assert requested(read_only=[tmp_path / "to-models"]).read_only == (str(tmp_path / "models"),)
    (tmp_path / "to-home").symlink_to(Path.home())
    with pytest.raises(EvalRouterError, match="keeps from it"):
        requested(writable=[tmp_path / "to-home"])


def test_paths_are_made_absolute_and_home_expanded(tmp_path: Path) -> None:
    os.chdir(tmp_path)
    (tmp_path / "models").mkdir()
    assert requested(read_only="models").read_only == (str(tmp_path / "models"),)


# ----------------------------------------------------------------------- the command lines


def box(tmp_path: Path, **kwargs: object) -> Confinement:
    workspace = tmp_path / "ws"
    return Confinement(workspace, **kwargs)  # type: ignore[arg-type]


def pairs(argv: list[str], option: str) -> list[str]:
    return [argv[i + 1] for i, word in enumerate(argv) if word == option]


def test_bubblewrap_isolates_everything_and_dies_with_its_parent(tmp_path: Path) -> None:
    launch = tmp_path / "launch"
    confined = box(
        tmp_path,
        read_only=(launch, tmp_path / "venv"),
        writable=(launch / "home",),
        forwards={8080: "/x/relay"},
    )
    argv = bubblewrap_argv("bwrap", confined, ["agent", "--acp"])
    assert argv[:4] == ["bwrap", "--die-with-parent", "--new-session", "--unshare-all"]
    assert "--share-net" not in argv  # a network namespace of its own: loopback only
    assert argv[argv.index("--proc") + 1] == "/proc" and "--tmpfs" in argv
    assert argv[-3:] == ["--", "agent", "--acp"]
    assert pairs(argv, "--chdir") == [str(tmp_path / "ws")]
    mounts = [(argv[i], argv[i + 1]) for i, w in enumerate(argv) if w in ("--bind", "--ro-bind")]
    order = [path for _, path in mounts]
    # The launch folder read-only, then the private home in it read-write: parents first.
    assert order.index(str(launch)) < order.index(str(launch / "home"))
    assert ("--bind", str(tmp_path / "ws")) in mounts
    assert ("--ro-bind", str(tmp_path / "venv")) in mounts
    shown_paths = set(order)
    assert (
        str(Path.home()) not in shown_paths and "/" not in shown_paths and "/run" not in shown_paths
    )
    if os.geteuid() == 0:
        assert pairs(argv, "--cap-drop") == ["ALL"]


def test_bubblewrap_shares_the_network_only_when_asked(tmp_path: Path) -> None:
    argv = bubblewrap_argv("bwrap", box(tmp_path, network="host"), ["agent"])
    assert "--share-net" in argv


def test_docker_passes_variables_by_name_only(tmp_path: Path) -> None:
    env = {"OPENAI_API_KEY": "evr-relay-secret", "PATH": "/usr/bin"}
    argv = docker_argv("docker", box(tmp_path, read_only=(tmp_path / "venv",)), ["a"], env)
    assert argv[:3] == ["docker", "run", "--rm"] and "--init" in argv
    assert pairs(argv, "--network") == ["none"]
    assert pairs(argv, "--cap-drop") == ["ALL"]
    assert "no-new-privileges" in pairs(argv, "--security-opt")
    assert pairs(argv, "--env") == ["OPENAI_API_KEY", "PATH"]
    assert not [word for word in argv if "evr-relay-secret" in word]  # never on a command line
    assert f"{tmp_path / 'venv'}:{tmp_path / 'venv'}:ro" in pairs(argv, "--volume")
    assert f"{tmp_path / 'ws'}:{tmp_path / 'ws'}:rw" in pairs(argv, "--volume")


def test_the_seatbelt_profile_denies_by_default_and_names_what_it_allows(tmp_path: Path) -> None:
    odd = tmp_path / 'a "quoted" folder'
    profile = seatbelt_profile(box(tmp_path, read_only=(odd,), writable=(tmp_path / "h",)), [4711])
    lines = profile.splitlines()
    assert lines[:2] == ["(version 1)", "(deny default)"]
    assert (
        f'(allow file-read* file-write* (subpath "{tmp_path / "h"}") (subpath "{tmp_path / "ws"}"))'
        in lines
    )
    assert '(subpath "/System")' in profile and '\\"quoted\\"' in profile
    assert '(allow network-outbound (remote ip "localhost:4711"))' in lines
    assert "(allow network*)" not in lines
    assert str(Path.home()) not in profile.replace(str(tmp_path), "")
    assert "(allow signal (target same-sandbox))" in lines
    host = seatbelt_profile(box(tmp_path, network="host"), [])
    assert "(allow network*)" in host.splitlines()


# --------------------------------------------------------------------------- what is shown


def test_a_virtualenvs_python_shows_the_virtualenv_and_its_base() -> None:
    found = set(program_paths(sys.executable))
    if sys.prefix != sys.base_prefix:
        assert Path(sys.prefix) in found
    base = Path(os.path.realpath(sys.executable))
    assert any(base.is_relative_to(p) for p in found) or base.is_relative_to("/usr")


def test_an_npm_bin_shows_its_package_folder_and_the_node_its_line_names(tmp_path: Path) -> None:
    prefix = tmp_path / "npm"
    package = prefix / "node_modules" / "agent" / "dist"
    package.mkdir(parents=True)
    script = package / "index.js"
    script.write_text("#!/usr/bin/env python3\nprint()\n")
    script.chmod(0o755)
    (prefix / "node_modules" / ".bin").mkdir()
    (prefix / "node_modules" / ".bin" / "agent").symlink_to(script)
    found = list(program_paths(str(prefix / "node_modules" / ".bin" / "agent")))
    assert found[0] == prefix  # the npm prefix, from the link's folder
    assert script in found  # where the link resolves


def test_shown_drops_what_a_parent_or_a_writable_path_already_shows(tmp_path: Path) -> None:
    a, b, c = tmp_path / "a", tmp_path / "a" / "b", tmp_path / "c" / "out.txt"
    assert shown([b, a, Path("/usr/lib")]) == (a,)
    assert shown([a, c], beside=[tmp_path / "c"]) == (a,)  # stays writable
    siblings = {a, tmp_path / "ab", tmp_path / "a-b"}  # a name's prefix is not its parent
    assert set(shown(siblings)) == siblings
    assert shown([tmp_path / "usrx", Path("/usr/")]) == (tmp_path / "usrx",)


def test_a_helper_runs_from_its_cached_bytecode_only_while_that_matches_its_source(
    tmp_path: Path,
) -> None:
    script = tmp_path / "helper.py"
    script.write_text("import sys\nsys.stdout.write('ran ' + __name__)\n")
    assert runnable(script) == script  # nothing cached
    for mode in (
        py_compile.PycInvalidationMode.TIMESTAMP,
        py_compile.PycInvalidationMode.CHECKED_HASH,
    ):
        cached = Path(py_compile.compile(str(script), doraise=True, invalidation_mode=mode))
        assert runnable(script) == cached, mode
        ran = subprocess.run(
            [sys.executable, "-I", "-S", str(cached)], capture_output=True, text=True, check=True
        )
        assert ran.stdout == "ran __main__"
    script.write_text("import sys\nsys.stdout.write('changed')\n")  # another size and hash
    assert runnable(script) == script
    cached.write_bytes(b"not bytecode at all")
    assert runnable(script) == script


# ------------------------------------------------------------------------ choice and refusal


def test_opting_out_needs_no_sandbox() -> None:
    assert backend.resolve(SandboxRequest(enabled=False)) is None


def test_no_bubblewrap_is_refused_with_the_install_line(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backend, "_platform_kind", lambda: "bubblewrap")
    monkeypatch.setattr(backend.shutil, "which", lambda name: None)
    with pytest.raises(EvalRouterError) as caught:
        backend.resolve(SandboxRequest())
    error = caught.value
    assert error.code == "client_sandbox_unavailable"
    assert "bubblewrap (bwrap) is not installed" in error.message
    assert "apt install bubblewrap" in (error.hint or "")
    assert "sandbox=False (--no-sandbox)" in (error.hint or "")


def test_namespaces_refused_by_the_kernel_name_the_sysctl(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(backend, "_platform_kind", lambda: "bubblewrap")
    monkeypatch.setattr(backend.shutil, "which", lambda name: "/usr/bin/bwrap")
    monkeypatch.setattr(backend, "_PROBED", {})
    monkeypatch.setattr(
        backend, "_probe", lambda sandbox: "bwrap: No permissions to creating new namespace"
    )
    with pytest.raises(EvalRouterError) as caught:
        backend.resolve(SandboxRequest())
    assert "No permissions to creating new namespace" in caught.value.message
    assert "sysctl" in (caught.value.hint or "") and 'sandbox="docker"' in (caught.value.hint or "")


def test_an_unknown_platform_and_a_missing_docker_engine_are_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(backend, "_platform_kind", lambda: None)
    with pytest.raises(EvalRouterError, match="has no sandbox the runner knows"):
        backend.resolve(SandboxRequest())
    monkeypatch.setattr(backend.shutil, "which", lambda name: f"/usr/bin/{name}")
    monkeypatch.setattr(backend, "docker_engine", lambda program: False)
    with pytest.raises(EvalRouterError, match="no Docker engine answers here"):
        backend.resolve(SandboxRequest(kind="docker"))


# --------------------------------------------------------------------------- the launcher


def test_the_launcher_carries_a_loopback_port_to_a_unix_socket(tmp_path: Path) -> None:
    path = str(tmp_path / "echo")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(1)

    def echo() -> None:
        conn, _ = listener.accept()
        with conn:
            conn.sendall(b"echo:" + conn.recv(100))

    thread = threading.Thread(target=echo, daemon=True)
    thread.start()
    with socket.socket() as probe:  # a free port (the launcher binds it in the same namespace)
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    client = (
        "import socket,sys,time\n"
        "for _ in range(200):\n"
        "    try: c = socket.create_connection(('127.0.0.1', int(sys.argv[1]))); break\n"
        "    except OSError: time.sleep(0.02)\n"
        "c.sendall(b'hi'); print(c.recv(100).decode())\n"
    )
    done = subprocess.run(
        [sys.executable, "-I", "-S", inside.__file__, str(port), path, "--",
         sys.executable, "-c", client, str(port)],
        capture_output=True, text=True, timeout=30, check=False,
    )  # fmt: skip
    listener.close()
    thread.join(5)
    assert done.stdout.strip() == "echo:hi", done.stderr
    assert done.returncode == 0


def test_the_launcher_passes_on_its_commands_exit_status() -> None:
    done = subprocess.run(
        [sys.executable, "-I", "-S", inside.__file__, "--", sys.executable, "-c", "exit(7)"],
        timeout=30,
        check=False,
    )
    assert done.returncode == 7


@pytest.mark.skipif(shutil.which("bwrap") is None, reason="bubblewrap is not installed")
def test_password_hashes_and_host_keys_are_hidden_even_from_root(tmp_path: Path) -> None:
    """As root (a container, CI) an agent would otherwise read ``/etc/shadow``: it is hidden,
    while the rest of ``/etc`` (``passwd``, certificates) stays readable."""
    sandbox = backend.resolve(SandboxRequest())
    assert sandbox is not None
    probe = (
        "import os\n"
        "for path in ('/etc/shadow', '/etc/passwd'):\n"
        "    try: print(path, len(open(path).read()) > 0)\n"
        "    except OSError: print(path, 'refused')\n"
        "print('/etc/ssh', os.listdir('/etc/ssh') if os.path.isdir('/etc/ssh') else 'absent')\n"
    )
    argv = sandbox.command(sandbox.confinement(tmp_path), [sandbox.python, "-c", probe], {})
    shown = subprocess.run(argv, capture_output=True, text=True, timeout=30, check=True).stdout
    assert "/etc/passwd True" in shown
    if os.path.exists("/etc/shadow"):
        assert "/etc/shadow True" not in shown
    assert "/etc/ssh []" in shown or "/etc/ssh absent" in shown
