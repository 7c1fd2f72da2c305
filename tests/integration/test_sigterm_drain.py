"""Graceful stop: SIGTERM during a backlog commits what is in flight and exits 0.

The committed output must be exactly the committed inputs (every offset below the committed one,
once each); a restarted worker then finishes the rest, still exactly once.
"""

from __future__ import annotations

import time
import uuid
from datetime import datetime

import orjson

from stream.devstack.broker import free_port
from tests.integration.support import (
    WorkerProcess,
    committed,
    fresh_topics,
    headers_of,
    make_note,
    produce_notes,
    read_all,
    write_config,
)

SETTINGS = {"max_records": 100, "max_wait_s": 0.05, "poll_s": 0.1, "backoff_initial_s": 0.05,
            "backoff_max_s": 0.5}


def test_sigterm_drains_the_open_window_and_exits_zero(bootstrap, keys, tmp_path):
    topics = fresh_topics(bootstrap, partitions=3)
    group, port = f"g-{uuid.uuid4().hex[:8]}", free_port()
    config = write_config(tmp_path / "worker.yaml", bootstrap, topics, keys, port,
                          transactional_id=f"deid-term-{uuid.uuid4().hex[:6]}", group=group,
                          worker=SETTINGS)
    notes = [make_note(i, chars=800) for i in range(2000)]
    produce_notes(bootstrap, topics.input, notes)
    worker = WorkerProcess(config, tmp_path / "first.log", port)
    worker.wait_ready()
    worker.wait_metric("deid_transactions_committed_total", 2)
    sent_at = time.time()
    assert worker.terminate() == 0

    events = _events(tmp_path / "first.log")
    assert [e["event"] for e in events][-1] == "worker_stopped"
    assert any(e["event"] == "draining" for e in events)
    drained = sum(e["records"] for e in events
                  if e["event"] == "window_committed" and e["at"] > sent_at)
    assert drained > 0, "nothing was in flight at SIGTERM: the backlog was too small"
    offsets = {p: max(0, o) for p, o in committed(bootstrap, group, topics.input).items()}
    done = sum(offsets.values())
    assert 0 < done < len(notes)
    outputs = read_all(bootstrap, topics.output, done, timeout=30, settle=1)
    expected = {(p, o) for p, end in offsets.items() for o in range(end)}
    assert sorted(_sources(outputs)) == sorted(expected)

    restarted = WorkerProcess(config, tmp_path / "second.log", port)
    restarted.wait_ready()
    outputs = read_all(bootstrap, topics.output, len(notes), timeout=120, settle=1)
    assert restarted.terminate() == 0
    sources = _sources(outputs)
    assert len(sources) == len(set(sources)) == len(notes)


def _sources(outputs: list) -> list[tuple[int, int]]:
    """(partition, offset) of the input each output came from."""
    return [(int(h["deid-source-partition"]), int(h["deid-source-offset"]))
            for h in map(headers_of, outputs)]


def _events(log) -> list[dict]:
    """The worker's structured log events, each with its time as `at` (epoch seconds)."""
    events = []
    for line in log.read_bytes().splitlines():
        if line.startswith(b"{"):
            event = orjson.loads(line)
            event["at"] = datetime.fromisoformat(event["timestamp"]).timestamp()
            events.append(event)
    return events
