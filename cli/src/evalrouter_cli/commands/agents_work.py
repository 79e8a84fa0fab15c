"""``agents work RUN_ID --agent SPEC [--concurrency C]``: join a run admitted elsewhere as one
more controller and run its attempts here until the run has ended, so any scheduler (a
Kubernetes Job with N pods, Slurm, a shell loop) fans a run out: each process is a controller
with its own local record. The agent must be the one the run was quoted for."""

from __future__ import annotations

from typing import Any

from .. import _exit
from .._agent_spec import build, flags, parse
from .._context import Context
from .._io import text
from .agent import _event_line, tell


def work(ctx: Context) -> int:
    from evalrouter import agents

    args = ctx.args
    spec = parse(args)
    assert spec is not None  # --agent is required
    agent = build(spec, args)
    run = agents.join(ctx.client, args.run_id, agent, concurrency=args.concurrency)
    ctx.output.say(f"Joined run {run.id}; running its attempts here until it ends.")
    narrate = args.progress != "off" and not (ctx.output.explicit_json and args.progress != "json")
    counts: dict[str, int] = {}
    note: str | None = None  # why no attempt ran here, when none did (the SDK's last event)
    try:
        for event in run.work():
            item = event.as_dict()
            kind = f"{event.type}_{event.reason}" if event.type == "waiting" else event.type
            counts[kind] = counts.get(kind, 0) + 1
            if event.type == "warning" and event.reason in ("attempts_busy", "no_attempts"):
                note = event.message
            if narrate:
                ctx.output.err.write(_event_line(item, as_json=args.progress == "json") + "\n")
                ctx.output.err.flush()
    except KeyboardInterrupt as interrupt:  # Ctrl+C, or SIGTERM/SIGHUP (the SDK's)
        said, code = _exit.interrupted(interrupt)
        again = f"evalrouter agents work {run.id} {flags(args)}"
        if args.concurrency is not None:
            again += f" --concurrency {args.concurrency}"
        tell(
            ctx,
            f"\n{said}: this controller's attempts in flight were stopped; run {run.id} "
            f"goes on with its other controllers. Join it again: {again}\n",
        )
        return code
    out: dict[str, Any] = {
        "run_id": run.id,
        "attempts": counts.get("attempt_started", 0),
        "finished": counts.get("attempt_finished", 0),
        "failed": counts.get("attempt_failed", 0),
        "stopped": run.stopped,
        "busy": counts.get("waiting_attempts_busy", 0),  # claims answered attempts_busy
    }
    if note is not None:
        out["note"] = note

    def human() -> str:
        said = (
            f"Run {run.id}: {out['attempts']} attempts run here ({out['finished']} finished, "
            f"{out['failed']} failed)."
        )
        return text(said if note is None else f"{said} {note}")

    ctx.output.result(out, human)
    return _exit.OK
