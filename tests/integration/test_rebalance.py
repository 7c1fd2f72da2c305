"""Rebalance: a second `deid run` joins the group mid-stream, then the first leaves on SIGTERM.

Both processes have their own transactional.id; every rebalance happens while records are in
flight. read_committed readers must still see exactly one output per input.
"""

from __future__ import annotations

import uuid

from stream.devstack.broker import free_port
from tests.integration.support import (
    WorkerProcess,
    committed_total,
    fresh_topics,
    headers_of,
    make_note,
    produce_notes,
    read_all,
    write_config,
)

PARTITIONS = 4
SETTINGS = {"max_records": 50, "max_wait_s": 0.05, "poll_s": 0.1, "backoff_initial_s": 0.05,
            "backoff_max_s": 0.5}


def phase(n: int, count: int) -> list:
    """`count` notes unique to phase `n`."""
    return [make_note(n * 10_000 + i, chars=600) for i in range(count)]


def test_member_joins_and_leaves_mid_stream(bootstrap, keys, tmp_path):
    topics = fresh_topics(bootstrap, partitions=PARTITIONS)
    group, tag = f"g-{uuid.uuid4().hex[:8]}", uuid.uuid4().hex[:6]
    ports = [free_port(), free_port()]
    configs = [write_config(tmp_path / f"w{i}.yaml", bootstrap, topics, keys, ports[i],
                            transactional_id=f"deid-rb-{tag}-{i}", group=group,
                            worker=SETTINGS, static_member=False) for i in range(2)]
    notes = phase(0, 1200)
    produce_notes(bootstrap, topics.input, notes)
    first = WorkerProcess(configs[0], tmp_path / "first.log", ports[0])
    second: WorkerProcess | None = None
    try:
        first.wait_ready()
        first.wait_metric("deid_transactions_committed_total", 1)
        second = WorkerProcess(configs[1], tmp_path / "second.log", ports[1])
        for n in (1, 2):  # the join completes while the first still has work
            notes += (batch := phase(n, 300))
            produce_notes(bootstrap, topics.input, batch)
        second.wait_ready()
        assert 0 < second.metric("deid_assigned_partitions") < PARTITIONS
        notes += (batch := phase(3, 600))
        produce_notes(bootstrap, topics.input, batch)
        second.wait_metric("deid_transactions_committed_total", 1)
        first_commits = first.metric("deid_transactions_committed_total")
        assert first.terminate() == 0, "the leaving member did not drain cleanly"
        notes += (batch := phase(4, 300))
        produce_notes(bootstrap, topics.input, batch)
        second.wait_metric("deid_assigned_partitions", PARTITIONS)
        outputs = read_all(bootstrap, topics.output, len(notes), timeout=180, settle=2)
        events = read_all(bootstrap, topics.spans, len(notes), timeout=60, settle=1)
    finally:
        for worker in (first, second):
            if worker is not None and worker.proc.poll() is None:
                worker.terminate()
    assert first_commits > 1
    sources = [(headers_of(m)["deid-source-partition"], headers_of(m)["deid-source-offset"])
               for m in outputs]
    assert len(sources) == len(set(sources)), "duplicate output for one input"
    assert len(sources) == len(notes), "missing outputs"
    assert len(events) == len(notes)
    assert committed_total(bootstrap, group, topics.input) == len(notes)
    assert second.proc.returncode == 0
