"""The worker's pure parts: windows, backoff, client settings, DLQ records, the transform."""

from __future__ import annotations

import orjson
import pytest

from stream.core.config import Config, ConfigError, KafkaConfig, WorkerConfig, load_config
from stream.core.errors import InputError, KeyNotFound, KeyringUnavailable
from stream.engine.dlq import dlq_record, rejection_for
from stream.engine.records import SourceRecord
from stream.kafka.backpressure import Backoff
from stream.kafka.client import ErrorKind, classify, consumer_config, producer_config
from stream.kafka.windowing import Window


def rec(offset: int, partition: int = 0, value: bytes = b"x" * 10) -> SourceRecord:
    return SourceRecord("in", partition, offset, b"k", value, {})


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


@pytest.mark.parametrize(("limits", "n", "full"), [
    (WorkerConfig(max_records=3), 3, True),
    (WorkerConfig(max_records=3), 2, False),
    (WorkerConfig(max_records=100, max_bytes=25), 3, True),  # 3 x 11 bytes
    (WorkerConfig(max_records=100, max_bytes=40), 3, False),
])
def test_window_closes_by_count_or_bytes(limits, n, full):
    window = Window(limits)
    for i in range(n):
        window.add(rec(i))
    assert window.full() is full and window.closed() is full


def test_window_closes_by_age_and_tracks_offsets():
    clock = Clock()
    window = Window(WorkerConfig(max_records=100, max_wait_s=0.5), clock=clock)
    assert not window.closed() and window.remaining_s() == 0.5
    for off, part in [(5, 0), (6, 0), (9, 1)]:
        window.add(rec(off, part))
    clock.now += 0.49
    assert not window.closed()
    clock.now += 0.02
    assert window.closed()
    assert window.next_offsets() == {("in", 0): 7, ("in", 1): 10}
    assert window.first_offsets() == {("in", 0): 5, ("in", 1): 9}
    assert window.drop_partitions([("in", 0)]) == 2
    assert window.next_offsets() == {("in", 1): 10} and window.bytes == 11


def test_window_asks_for_what_fits_by_count_and_bytes():
    window = Window(WorkerConfig(max_records=100, max_bytes=100))
    assert window.room() == 1  # an empty window probes with one record
    window.add(rec(0, value=b"x" * 19))  # 20 bytes with the key
    assert window.room() == 4
    window = Window(WorkerConfig(max_records=3, max_bytes=10_000))
    window.add(rec(0))
    assert window.room() == 2


def test_worker_section_is_the_one_source_of_settings(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("worker: {max_records: 7, txn_timeout_s: 12}\n")
    cfg = load_config(path, environ={"DEID_WORKER__POLL_S": "0.05"})
    assert cfg.worker == WorkerConfig(max_records=7, txn_timeout_s=12.0, poll_s=0.05)
    for bad in ("{max_records: 0}", "{backoff_initial_s: 9, backoff_max_s: 1}", "{window: 3}"):
        path.write_text(f"worker: {bad}\n")
        with pytest.raises(ConfigError):
            load_config(path, environ={})


def test_gate_pauses_while_any_reason_holds_it():
    from stream.kafka.backpressure import BLOCKED, FULL, PartitionGate

    class FakeConsumer:
        def __init__(self) -> None:
            self.parts, self.paused = ["p0", "p1"], set()

        def assignment(self):
            return list(self.parts)

        def pause(self, parts):
            self.paused |= set(parts)

        def resume(self, parts):
            self.paused -= set(parts)

    consumer = FakeConsumer()
    gate = PartitionGate(consumer)
    assert gate.hold(FULL) and not gate.hold(BLOCKED) and consumer.paused == {"p0", "p1"}
    assert not gate.release(FULL) and gate.paused == 2
    consumer.parts.append("p2")
    gate.on_assign(["p2"])
    assert "p2" in consumer.paused and gate.paused == 3
    assert gate.release(BLOCKED) and not consumer.paused and gate.paused == 0
    assert not gate.release(BLOCKED)


def test_backoff_grows_to_its_cap_and_resets():
    backoff = Backoff(initial_s=0.1, max_s=1.0)
    delays = [backoff.next_delay() for _ in range(8)]
    assert all(0.05 <= d <= 1.0 for d in delays) and max(delays[-3:]) > 0.5
    backoff.reset()
    assert backoff.next_delay() <= 0.1


def test_client_settings_split_extra_between_consumer_and_producer():
    cfg = Config(kafka=KafkaConfig("b:9092", "grp", {
        "session.timeout.ms": 6000, "transactional.id": "t1", "security.protocol": "SSL",
        "consumer.group.instance.id": "m1", "producer.linger.ms": 20}))
    c, p = consumer_config(cfg, 1024), producer_config(cfg)
    assert c["isolation.level"] == "read_committed" and c["enable.auto.commit"] is False
    assert c["group.instance.id"] == "m1" and "transactional.id" not in c
    assert p["transactional.id"] == "t1" and p["linger.ms"] == 20
    assert "session.timeout.ms" not in p and p["security.protocol"] == c["security.protocol"]


def test_kafka_errors_are_classified_once():
    from confluent_kafka import KafkaError, KafkaException

    assert classify(KafkaException(KafkaError(KafkaError._TIMED_OUT, retriable=True))) \
        is ErrorKind.RETRIABLE
    assert classify(KafkaException(KafkaError(KafkaError._STATE, txn_requires_abort=True))) \
        is ErrorKind.ABORT
    assert classify(KafkaException(KafkaError(KafkaError._FENCED, fatal=True))) \
        is ErrorKind.FATAL
    assert classify(RuntimeError("no kafka error")) is ErrorKind.FATAL


@pytest.mark.parametrize(("exc", "reason"), [
    (KeyNotFound("no key for tenant 'x'"), "no key for tenant"),
    (InputError("field 'text' missing"), "malformed"),
    (ZeroDivisionError("Harold Whitfield"), "internal error"),
])
def test_dlq_records_carry_reason_and_source_never_exception_text(exc, reason):
    rejection = rejection_for(exc, "acme")
    out = dlq_record("dlq", rec(42, 2, b'{"text": "Harold Whitfield"}'), rejection)
    doc = orjson.loads(out.value)
    assert doc["reason"] == reason and doc["source"] == {"topic": "in", "partition": 2,
                                                         "offset": 42}
    assert "Harold" not in doc["detail"]
    assert dict(out.headers)["deid-source-offset"] == b"42"
    # the input is never copied: neither its payload nor its key (a patient id)
    assert b"Harold" not in out.value and b"SGFyb2xk" not in out.value
    assert out.key is None


def test_retriable_errors_are_not_rejections():
    from stream.core.errors import RETRIABLE

    assert KeyringUnavailable in RETRIABLE and not issubclass(KeyNotFound, RETRIABLE)


def test_the_readme_documents_the_worker_defaults(tmp_path):
    from pathlib import Path

    readme = (Path(__file__).resolve().parents[3] / "README.md").read_text()
    section = readme[readme.index("## The streaming worker"):]
    example = section[section.index("```yaml") + len("```yaml"):]
    path = tmp_path / "example.yaml"
    path.write_text(example[:example.index("```")])
    cfg = load_config(path, environ={})
    assert cfg == Config()
