"""The idempotency state file: concurrent writers with different keys keep every record."""

from __future__ import annotations

import stat
import threading
from pathlib import Path

from evalrouter._state import IdempotencyStore


def test_concurrent_writers_lose_no_record(tmp_path: Path) -> None:
    store = IdempotencyStore(tmp_path, "https://api.example.com/v1\n")
    errors: list[BaseException] = []

    def write(worker: int) -> None:
        try:
            for i in range(15):
                IdempotencyStore(tmp_path, "https://api.example.com/v1\n").put(
                    f"job-{worker}-{i}", quote_id=f"q_{worker}_{i}"
                )
        except BaseException as exc:  # surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(w,)) for w in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    for worker in range(6):
        for i in range(15):
            entry = store.get(f"job-{worker}-{i}")
            assert entry is not None and entry["quote_id"] == f"q_{worker}_{i}"
    assert stat.S_IMODE((tmp_path / "idempotency.json").stat().st_mode) == 0o600
