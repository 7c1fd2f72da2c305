"""Output broker unavailable: the broker process is frozen (SIGSTOP) mid-stream, then thawed.

Tansu keeps its data only in memory, so the outage is a stop/continue of the process rather than
a restart: connections stay open and every request simply goes unanswered.
"""

from __future__ import annotations

import dataclasses
import os
import signal
import threading

from stream.devstack.broker import start_broker
from stream.kafka.metrics import PrometheusSensor
from stream.kafka.service import build_worker
from tests.integration.support import (
    FAST,
    committed_total,
    fresh_topics,
    headers_of,
    make_config,
    make_note,
    produce_notes,
    read_all,
    running,
)


class Milestones(PrometheusSensor):
    """Events the test waits on: a first commit, and retries of Kafka calls."""

    def __init__(self) -> None:
        super().__init__()
        self.committed = 0
        self.first_commit = threading.Event()
        self.kafka_retry = threading.Event()

    def window_committed(self, records: int, seconds: float) -> None:
        super().window_committed(records, seconds)
        self.committed += 1
        self.first_commit.set()

    def retry(self, kind: str) -> None:
        super().retry(kind)
        if kind.startswith("kafka_"):
            self.kafka_retry.set()


def test_frozen_broker_publishes_nothing_and_the_worker_resumes(tmp_path, keys):
    broker = start_broker(tmp_path / "tansu.log")
    try:
        _frozen_mid_stream(broker, keys)
    finally:
        os.kill(broker.process.pid, signal.SIGCONT)
        broker.stop()


def _frozen_mid_stream(broker, keys) -> None:
    bootstrap = broker.bootstrap_servers
    topics = fresh_topics(bootstrap, partitions=3)
    settings = dataclasses.replace(FAST, max_records=40, txn_timeout_s=3)
    cfg = make_config(bootstrap, topics, keys, worker=settings)
    notes = [make_note(i, chars=600) for i in range(600)]
    produce_notes(bootstrap, topics.input, notes)
    worker, sensor = build_worker(cfg, sensor=Milestones())
    with running(worker):
        assert sensor.first_commit.wait(60), "no window committed before the outage"
        os.kill(broker.process.pid, signal.SIGSTOP)
        try:
            assert sensor.kafka_retry.wait(60), "the worker did not notice the outage"
            frozen_commits = sensor.committed
            assert worker.health.blocked and worker.health.blocked.startswith("kafka:")
            assert not worker.health.ready()
        finally:
            os.kill(broker.process.pid, signal.SIGCONT)
        outputs = read_all(bootstrap, topics.output, len(notes), timeout=120, settle=1)
        events = read_all(bootstrap, topics.spans, len(notes), timeout=60)
    assert 0 < frozen_commits < sensor.committed, "the outage did not land mid-stream"
    sources = [(headers_of(m)["deid-source-partition"], headers_of(m)["deid-source-offset"])
               for m in outputs]
    assert len(sources) == len(set(sources)) == len(notes), "not exactly one output per input"
    assert len(events) == len(notes)
    assert read_all(bootstrap, topics.dlq, 0, timeout=1) == []
    assert committed_total(bootstrap, cfg.kafka.group_id, topics.input) == len(notes)
    assert worker.health.blocked is None
