"""The local record of a client run on this machine: the state file that makes a run
resumable (:class:`RunState`) and the file lock that keeps a second process from running the
same attempts (:func:`hold_execution`)."""

from __future__ import annotations

import json
import logging
import os
import threading
from pathlib import Path
from typing import TYPE_CHECKING, cast

from evalrouter_generated._model import JsonValue

from ..._errors import invalid_state
from ..._exceptions import EvalRouterError
from ..._state import state_dir, state_unavailable, write_text
from .._attempt.session import failure_class
from .._attempt.threads import offload

if TYPE_CHECKING:
    from .grants import Grant
__all__ = ["RunState", "hold_execution", "record_name"]

log = logging.getLogger("evalrouter.agents")


def record_name(run_id: str, controller: str | None = None) -> str:
    """The local record's name: ``<run_id>`` for the run's own controller (what ``resume``
    continues), ``<run_id>.<controller>`` for a controller that joined it (each process its
    own record: the attempts it claimed)."""
    return run_id if controller is None else f"{run_id}.{controller}"


def hold_execution(
    run_id: str, scope: str, directory: Path | None = None, *, controller: str | None = None
) -> int | None:
    """An exclusive advisory lock on ``<state dir>/client-runs/<record>.<scope>.lock`` while this
    process executes the attempts of that record (``os.close`` the descriptor to release it),
    so a second process (another resume, the CLI) cannot run them too; controllers that joined
    the run each lock their own record. ``None`` where the platform has no advisory locks."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - Windows
        return None
    name = record_name(run_id, controller)
    path = (directory or state_dir()) / "client-runs" / f"{name}.{scope[:16]}.lock"
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        return None  # no state directory: the in-process check still holds
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        raise invalid_state(
            f"The attempts of run {run_id} are being run by another process on this machine.",
            hint="Let that process finish (or stop it), then resume the run here.",
            run_id=run_id,
            lock_file=str(path),
        ) from None
    return fd


class RunState:
    """``<state dir>/client-runs/<run_id>.json``: the agent's identity and each attempt's
    status, so a later ``resume`` (here, in the CLI or the npm SDK) finishes what a crash left
    and never does work twice. Holds no credential.

    Beyond the shared shape it keeps ``api`` (the ``state_scope`` the run belongs to: a record
    of another service's run with the same id is not this run's, and is replaced),
    ``run_created_at`` (likewise for a run made at another time under the same id) and
    ``claims`` (claims sent but not yet recorded as attempts: a crash between a claim and its
    record leaves the claim here, and resume asks for it again under the same key, which
    hands back the same attempt)."""

    SCHEMA = 1

    def __init__(
        self,
        run_id: str,
        directory: Path | None = None,
        *,
        scope: str | None = None,
        controller: str | None = None,
    ) -> None:
        name = record_name(run_id, controller)
        self.path = (directory or state_dir()) / "client-runs" / f"{name}.json"
        self.run_id = run_id
        self.scope = scope
        self.agent_identity: str | None = None
        self.attempts: dict[str, dict[str, JsonValue]] = {}
        self.claims: dict[str, dict[str, JsonValue]] = {}
        self.created_at: str | None = None
        self._lock = threading.Lock()
        self._generation = self._written = 0
        self._read()

    def _read(self) -> None:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return
        except (OSError, ValueError) as exc:
            log.warning("ignoring unreadable client-run state %s: %s", self.path, exc)
            return
        if not isinstance(data, dict):
            return
        recorded = data.get("api")
        if self.scope is not None and isinstance(recorded, str) and recorded != self.scope:
            log.info("replacing %s: it records a run of another service", self.path)
            return
        identity = data.get("agent_identity")
        self.agent_identity = identity if isinstance(identity, str) else None
        created = data.get("run_created_at")
        self.created_at = created if isinstance(created, str) else None
        attempts = data.get("attempts")
        if isinstance(attempts, dict):
            self.attempts = {str(k): dict(v) for k, v in attempts.items() if isinstance(v, dict)}
        claims = data.get("claims")
        if isinstance(claims, dict):
            self.claims = {str(k): dict(v) for k, v in claims.items() if isinstance(v, dict)}

    def begin(self, identity: str, created_at: str | None) -> None:
        """The record of a run just admitted for this agent: a record left under its id by
        another run (another agent's, or a run made at another time: a restarted EvalRouter
        Local hands out the same ids) is replaced, never refused or continued."""
        recorded = self.created_at
        if (self.agent_identity is not None and self.agent_identity != identity) or (
            created_at is not None and recorded is not None and recorded != created_at
        ):
            log.info("replacing %s: it records another run with the same id", self.path)
            self.attempts, self.claims, self.agent_identity = {}, {}, None
        self.created_at = created_at
        self.agent_identity = identity
        self.save()

    def bind(self, identity: str) -> None:
        """Claim the record for this agent; another agent's record refuses."""
        if self.agent_identity is not None and self.agent_identity != identity:
            raise EvalRouterError(
                "client_run_agent_mismatch",
                f"Run {self.run_id} was started with a different agent than the one given.",
                hint="Resume it with the same agent (same name, version and code), or start a "
                "new evaluation for this agent.",
                details={"run_id": self.run_id, "state_file": str(self.path)},
            )
        if self.agent_identity is None:
            self.agent_identity = identity
            self.save()

    def put(self, attempt_id: str, **fields: JsonValue) -> None:
        """Record ``fields`` of an attempt and write the file (blocking)."""
        self._write(*self._update(attempt_id, fields))

    async def aput(self, attempt_id: str, **fields: JsonValue) -> None:
        """``put`` for the controller: the file is written in a thread of the runner's own, so
        one attempt's write (with its fsync) never holds up the others on the event loop, nor
        waits behind the agents' ``asyncio.to_thread`` work."""
        await offload(self._write, *self._update(attempt_id, fields))

    async def aclaim(self, key: str, retry_of: str | None) -> None:
        """Record a claim about to be sent (durably: it is what a crash would lose)."""
        self.claims[key] = {"retry_of": retry_of}
        await offload(self._write, *self._snapshot(sync=True))

    async def aclaimed(self, key: str, grant: Grant | None) -> None:
        """The claim's answer: its attempt recorded ``started`` (durably), or, refused, gone."""
        self.claims.pop(key, None)
        if grant is not None:
            record = self.attempts.setdefault(grant.attempt_id, {})
            record.update(status="started", task_ref=grant.task_ref)
        await offload(self._write, *self._snapshot(sync=grant is not None))

    def _update(self, attempt_id: str, fields: dict[str, JsonValue]) -> tuple[str, int, bool]:
        record = self.attempts.setdefault(attempt_id, {})
        record.update(fields)
        # Only a "started" record must survive a machine crash (it is what resume finishes);
        # a later status lost that way is recovered as "started", which is harmless.
        return self._snapshot(sync=fields.get("status") == "started")

    def retries(self, task_ref: str) -> int:
        return sum(
            1
            for r in self.attempts.values()
            if r.get("task_ref") == task_ref and r.get("retried") is True
        )

    def unretried(self, max_retries: int) -> list[str]:
        """The attempts that failed for infrastructure reasons and were never retried, whose
        task has fewer than ``max_retries`` retries: what a resume retries."""
        return [
            aid
            for aid, record in self.attempts.items()
            if record.get("status") == "failed"
            and "retried" not in record
            and isinstance(code := record.get("failure_code"), str)
            and failure_class(code) == "infrastructure"
            and isinstance(task_ref := record.get("task_ref"), str)
            and self.retries(task_ref) < max_retries
        ]

    def save(self, *, sync: bool = True) -> None:
        self._write(*self._snapshot(sync=sync))

    def _snapshot(self, *, sync: bool) -> tuple[str, int, bool]:
        """The state as JSON text, numbered: serialised where it changes (the event loop)."""
        data: dict[str, JsonValue] = {
            "schema": self.SCHEMA,
            "run_id": self.run_id,
            "agent_identity": self.agent_identity,
            "attempts": cast("JsonValue", self.attempts),
        }
        if self.scope is not None:
            data["api"] = self.scope
        if self.created_at is not None:
            data["run_created_at"] = self.created_at
        if self.claims:
            data["claims"] = cast("JsonValue", self.claims)
        self._generation += 1
        return json.dumps(data, separators=(",", ":"), sort_keys=True), self._generation, sync

    def _write(self, text: str, generation: int, sync: bool) -> None:
        with self._lock:
            if generation <= self._written:
                return  # a newer state is already on disk
            try:
                write_text(self.path, text, sync=sync)
            except OSError as exc:
                raise state_unavailable(
                    f"write the client-run state file {self.path}", exc, "a run resumable"
                ) from exc
            self._written = generation

    def write_log(self, aid: str, text: str) -> str | None:
        """An agent's traceback, kept on this machine only (0600) for the user to read, beside
        the record; its path, or ``None`` when it could not be written."""
        path = self.path.with_name(f"{self.path.stem}.{aid}.stderr.log")
        try:
            path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with open(fd, "w", encoding="utf-8") as handle:
                handle.write(text[-65536:])
        except OSError:
            return None
        return str(path)
