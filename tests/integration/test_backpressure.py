"""A burst many times the window: memory stays bounded and fetching is paused and resumed.

The burst mixes ordinary notes with 600 KB records (rejected to the DLQ as too large, cheaply), so
it is ~140 MB of backlog that a `deid run` process with 1 MB windows must get through without
holding it: its peak RSS may grow by far less than the backlog while it drains.
"""

from __future__ import annotations

import uuid

import orjson

from stream.devstack.broker import free_port
from tests.integration.support import (
    WorkerProcess,
    fresh_topics,
    make_note,
    produce,
    read_all,
    wait_for,
    write_config,
)

WINDOW = {"max_records": 100, "max_bytes": 1024 * 1024, "max_wait_s": 0.05,
          "prefetch_kbytes": 1024, "pause_after_s": 0.05, "poll_s": 0.1,
          "backoff_initial_s": 0.05, "backoff_max_s": 0.5}
"""1 MB windows; a full read-ahead pauses the partitions after 50 ms (so the burst shows it)."""
GOOD, LARGE, LARGE_BYTES, WARM = 400, 240, 600 * 1024, 5
GROWTH_LIMIT_MB = 64
"""Allowed peak-RSS growth while the ~140 MB burst drains (2 windows, prefetch, allocator slack)."""
JSON = [("content-type", b"application/json")]


def burst(start: int = 0, good: int = GOOD) -> list[tuple[bytes, bytes, list]]:
    """Ordinary notes, with a large record after three of every five."""
    items = []
    for i in range(start, start + good):
        note = make_note(i, chars=1500)
        items.append((note.envelope["patient_id"].encode(), note.value, JSON))
        if i % 5 < 3:
            big = {"note_id": f"big-{uuid.uuid4().hex[:6]}", "patient_id": "P-big",
                   "tenant": "acme", "text": "x" * LARGE_BYTES}
            items.append((b"P-big", orjson.dumps(big), JSON))
    return items


def test_burst_keeps_memory_bounded_and_pauses_fetching(bootstrap, keys, tmp_path):
    topics = fresh_topics(bootstrap, partitions=3)
    port = free_port()
    config = write_config(tmp_path / "worker.yaml", bootstrap, topics, keys, port,
                          transactional_id=f"deid-burst-{uuid.uuid4().hex[:6]}", worker=WINDOW)
    worker = WorkerProcess(config, tmp_path / "worker.log", port)
    try:
        worker.wait_ready()
        warm = burst(start=GOOD, good=WARM)  # the working set is loaded before the baseline
        produce(bootstrap, topics.input, warm)
        read_all(bootstrap, topics.output, WARM, timeout=60)
        before_kb = worker.memory_kb()
        items = burst()
        backlog_mb = sum(len(v) for _, v, _ in items) / 2**20
        assert backlog_mb > 10 * WINDOW["max_bytes"] / 2**20
        produce(bootstrap, topics.input, items)
        outputs = read_all(bootstrap, topics.output, GOOD + WARM, timeout=180)
        dlq = read_all(bootstrap, topics.dlq, len(items) + len(warm) - GOOD - WARM, timeout=60)
        wait_for(lambda: worker.metric("deid_in_flight_records") == 0
                 and worker.metric("deid_paused_partitions") == 0, timeout=10)
        growth_mb = (worker.memory_kb() - before_kb) / 1024
        peak_mb = worker.memory_kb() / 1024
        pauses = worker.metric("deid_backpressure_events_total", reason="full", action="pause")
        resumes = worker.metric("deid_backpressure_events_total", reason="full", action="resume")
    finally:
        code = worker.terminate()
    assert code == 0
    assert len(outputs) == GOOD + WARM and len(dlq) == LARGE + 3
    assert {orjson.loads(m.value())["reason"] for m in dlq} == {"too large"}
    assert growth_mb < GROWTH_LIMIT_MB < backlog_mb, (growth_mb, backlog_mb)
    assert peak_mb < 500
    assert pauses >= 1 and resumes == pauses, (pauses, resumes)
