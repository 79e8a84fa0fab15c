"""How robust the facade is against answers that differ from the contract.

Two passes over real EvalRouter Local answers (tests/fuzz/_harness.py), every facade call a user
makes (``runs.create`` in its forms, ``runs.get/list/wait/follow/cancel/results``, ``Run``'s
methods, quotes, wallet, catalog, a few generated groups):

1. drop-one-field: each answer of each call with one field removed (at any depth; an array's
   items all lose it), once per field. A call "fails" when it raises anything. Prints
   ``omitted-field failures: N of M calls`` and the failures per call.
2. mutations: a fixed-seed sample of mutations per call (drop, null, retype, unknown variant,
   huge value, truncated / empty / deeply nested / huge / wrong-kind body), sync and async.
   Prints ``non-EvalRouterError exceptions: K of M calls``, grouped by type, raising line and
   call, and the calls that ran away (more requests than any legitimate call needs).
3. arguments: every facade argument and client option with every sample bad value
   (tests/fuzz), sync and async;
   the same count, plus requests that carried a Python repr or an unsendable header value.

Run: ``.venv/bin/python bench/robustness.py [mutations per call] [seed]`` (defaults 40, 0).
Add ``--async`` to run the drop pass on the async client too. Takes a minute or two.
"""

from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tests.fuzz import _harness as h
from tests.fuzz import arguments

ESCAPE_KINDS = (h.ESCAPE, h.RUNAWAY)


def drop_pass(world: h.World, *, use_async: bool) -> list[h.Outcome]:
    outcomes: list[h.Outcome] = []
    for call in h.CALLS:
        base = h.baseline(world, call)
        for mutation in h.drop_mutations(base):
            outcomes.append(h.attempt(world, call, mutation, use_async=use_async))
    return outcomes


def mutation_pass(world: h.World, per_call: int, seed: int) -> list[h.Outcome]:
    rng = random.Random(seed)
    outcomes: list[h.Outcome] = []
    for call in h.CALLS:
        base = h.baseline(world, call)
        for index in range(per_call):
            mutation = h.any_mutation(rng.choice, base)
            outcomes.append(h.attempt(world, call, mutation, use_async=bool(index % 2)))
    return outcomes


def report_drop(label: str, outcomes: list[h.Outcome]) -> None:
    failed = [o for o in outcomes if o.kind != h.VALUE]
    print(f"omitted-field failures ({label}): {len(failed)} of {len(outcomes)} calls")
    per_call: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for o in outcomes:
        per_call[o.call][1] += 1
        per_call[o.call][0] += o.kind != h.VALUE
    for call, (bad, total) in per_call.items():
        if bad:
            print(f"  {call:40} {bad:4} / {total}")
    kinds = Counter(f"{o.kind} {o.code or o.exc_type}" for o in failed)
    print("  by outcome: " + ", ".join(f"{k}: {n}" for k, n in kinds.most_common()))
    report_escapes(f"drop-one-field ({label})", outcomes)


def report_escapes(label: str, outcomes: list[h.Outcome]) -> None:
    escapes = [o for o in outcomes if o.kind in ESCAPE_KINDS]
    print(f"non-EvalRouterError exceptions ({label}): {len(escapes)} of {len(outcomes)} calls")
    groups: dict[tuple[str, str], list[h.Outcome]] = defaultdict(list)
    for o in escapes:
        groups[(o.exc_type, o.where)].append(o)
    for (exc_type, where), items in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        calls = Counter(o.call.split(" <- ")[0] for o in items)
        print(f"  {len(items):4} {exc_type} at {where}")
        print("       calls: " + ", ".join(f"{c} ({n})" for c, n in calls.most_common()))
        example = items[0].mutation or items[0].call
        print(f"       e.g. {example}: {items[0].message[:160]}")


def main() -> None:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    per_call = int(args[0]) if args else 40
    seed = int(args[1]) if len(args) > 1 else 0
    os.environ["EVALROUTER_STATE_DIR"] = tempfile.mkdtemp(prefix="evalrouter-robustness-")
    started = time.perf_counter()
    world = h.make_world()
    report_drop("sync", drop_pass(world, use_async=False))
    if "--async" in sys.argv:
        report_drop("async", drop_pass(world, use_async=True))
    outcomes = mutation_pass(world, per_call, seed)
    print(f"mutation pass: {per_call} mutations per call, seed {seed}, {len(h.CALLS)} calls")
    report_escapes("mutations", outcomes)
    checked = arguments.exhaustive(world, use_async=False)
    checked += arguments.exhaustive(world, use_async=True)
    checked += arguments.exhaustive_constructors(world)
    report_escapes("arguments", [o for o, _ in checked])
    sent = Counter(o.call.split(" <- ")[0] for o, problems in checked if problems)
    total = sum(sent.values())
    print(f"calls that sent a Python repr or an unsendable header value (arguments): {total}")
    print("       " + ", ".join(f"{c} ({n})" for c, n in sent.most_common()))
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
