"""The streaming worker: consume a window, de-identify it, produce it in one transaction.

Loop (after confluent-kafka's transactional consume-transform-produce contract):
  fill a window (count / bytes / age) -> process every record with the pure NoteProcessor ->
  begin transaction -> produce outputs, span events and DLQ records -> send the window's
  offsets -> commit. Retriable recognizer/key-store errors: pause, back off, redo the window.
  Retriable Kafka errors: retry the call. txn_requires_abort: abort, rewind, redo. Fatal: raise.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import structlog
from confluent_kafka import Consumer, KafkaError, KafkaException, Producer, TopicPartition

from stream.config import Config
from stream.errors import DeidError
from stream.keyring.base import Keyring
from stream.pipeline.backpressure import Backoff, PartitionGate
from stream.pipeline.batching import Window, WindowLimits
from stream.pipeline.health import Health
from stream.pipeline.kafka_io import (
    ErrorKind,
    classify,
    consumer_config,
    error_code,
    is_cooperative,
    producer_config,
)
from stream.pipeline.kafka_records import OutRecord, source_record
from stream.pipeline.metrics import Sensor
from stream.pipeline.transform import RETRIABLE, KeyCache, NoteProcessor, Outcome

log = structlog.get_logger("deid.worker")


class WorkerFatal(DeidError):
    """The worker cannot go on (fatal Kafka error, fenced producer); exit non-zero."""


class _Aborted(Exception):
    """The open transaction had to be aborted; the window is rewound and redone."""


@dataclass(frozen=True, slots=True)
class WorkerSettings:
    """Tuning of the loop; defaults suit production, tests shrink the waits."""

    window: WindowLimits = field(default_factory=WindowLimits)
    prefetch_kbytes: int = 16 * 1024
    txn_timeout_s: float = 30.0
    poll_s: float = 0.5
    backoff_initial_s: float = 0.2
    backoff_max_s: float = 5.0


class Worker:
    """One consumer-group member with one transactional producer."""

    def __init__(self, cfg: Config, processor: NoteProcessor, keyring: Keyring,
                 settings: WorkerSettings | None = None, sensor: Sensor | None = None,
                 health: Health | None = None) -> None:
        self.cfg = cfg
        self.processor = processor
        self.keyring = keyring
        self.settings = settings or WorkerSettings()
        self.sensor = sensor or Sensor()
        self.health = health or Health()
        self.window = Window(self.settings.window)
        self.backoff = Backoff(self.settings.backoff_initial_s, self.settings.backoff_max_s)
        self._stop = threading.Event()
        self._in_txn = False
        self._cooperative = False
        self.consumer: Consumer | None = None
        self.producer: Producer | None = None
        self.gate: PartitionGate | None = None

    # -- lifecycle -------------------------------------------------------------------------

    def stop(self) -> None:
        """Ask the loop to drain the open window and exit (safe from a signal handler)."""
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def run(self) -> None:
        """Run until stop(); raises WorkerFatal on an unrecoverable error."""
        self._start()
        try:
            while not self.stopping:
                self.health.beat()
                self._fill_window()
                if self.window.closed():
                    self._process_window()
            if self.window:
                log.info("drain", records=len(self.window))
                self._process_window()
        finally:
            self._close()

    def _start(self) -> None:
        s = self.settings
        pconf = producer_config(self.cfg)
        pconf.setdefault("transaction.timeout.ms", int(s.txn_timeout_s * 1000))
        self.producer = Producer(pconf)
        self._retrying(lambda: self.producer.init_transactions(s.txn_timeout_s), "init")
        cconf = consumer_config(self.cfg, s.prefetch_kbytes)
        self._cooperative = is_cooperative(cconf)
        self.consumer = Consumer(cconf)
        self.gate = PartitionGate(self.consumer)
        self.consumer.subscribe([self.cfg.topics.input], on_assign=self._on_assign,
                                on_revoke=self._on_revoke, on_lost=self._on_revoke)
        self.health.started = True
        log.info("worker_started", topic=self.cfg.topics.input, group=self.cfg.kafka.group_id)

    def _close(self) -> None:
        self.health.started = False
        if self._in_txn and self.producer is not None:
            self._safe_abort()
        if self.consumer is not None:
            self.consumer.close()
        if self.producer is not None:
            self.producer.flush(5)
        log.info("worker_stopped")

    # -- rebalance -------------------------------------------------------------------------

    def _on_assign(self, consumer: Consumer, partitions: list[TopicPartition]) -> None:
        if self._cooperative:
            consumer.incremental_assign(partitions)
        else:
            consumer.assign(partitions)
        self.gate.on_assign(partitions)
        self.health.assigned = bool(consumer.assignment())
        log.info("partitions_assigned", count=len(partitions))

    def _on_revoke(self, consumer: Consumer, partitions: list[TopicPartition]) -> None:
        dropped = self.window.drop_partitions((p.topic, p.partition) for p in partitions)
        if self._cooperative:
            consumer.incremental_unassign(partitions)
            self.health.assigned = bool(_assignment(consumer))
        else:
            consumer.unassign()
            self.health.assigned = False
        self.sensor.in_flight(len(self.window))
        log.info("partitions_revoked", count=len(partitions), dropped=dropped)

    # -- the window ------------------------------------------------------------------------

    def _fill_window(self) -> None:
        """Consume until the window closes by count, bytes or age (or a poll timeout passes)."""
        timeout = min(self.window.remaining_s(), self.settings.poll_s)
        for msg in self.consumer.consume(num_messages=self.window.room(), timeout=timeout):
            if msg.error() is None:
                self.window.add(source_record(msg))
            else:
                self._consumer_error(msg.error())
        self.sensor.in_flight(len(self.window))

    def _consumer_error(self, err: KafkaError) -> None:
        if err.code() == KafkaError._PARTITION_EOF:
            return
        if err.fatal():
            raise WorkerFatal(f"consumer error {err.name()}")
        log.warning("consumer_error", code=err.name(), retriable=err.retriable())

    def _process_window(self) -> None:
        """Process and commit the window; keeps it (and retries) while dependencies are down."""
        while self.window:
            started = time.monotonic()
            try:
                outcomes = self._outcomes()
            except RETRIABLE as exc:
                if not self._wait_retry(type(exc).__name__):
                    return
                continue
            self.sensor.window_processed(len(self.window), self.window.bytes,
                                         time.monotonic() - started)
            try:
                self._transact(outcomes)
            except _Aborted:
                self._rewind()
                continue
            self._committed(outcomes)
            return

    def _outcomes(self) -> list[Outcome]:
        keys = KeyCache(self.keyring)
        return [self.processor.process(rec, keys) for rec in self.window.records]

    def _wait_retry(self, kind: str) -> bool:
        """Pause fetching, keep polling through a backoff; False when stopping meanwhile."""
        self.health.blocked = kind
        self.sensor.retry(kind)
        self.gate.close()
        self.sensor.paused(self.gate.paused)
        delay = self.backoff.next_delay()
        log.warning("window_retry", kind=kind, records=len(self.window), delay_s=round(delay, 2))
        deadline = time.monotonic() + delay
        while not self.stopping and (left := deadline - time.monotonic()) > 0:
            self.health.beat()
            msg = self.consumer.poll(min(left, self.settings.poll_s))
            if msg is not None and msg.error() is None:
                self.window.add(source_record(msg))  # fetched before the pause took effect
        return not self.stopping

    # -- the transaction -------------------------------------------------------------------

    def _transact(self, outcomes: list[Outcome]) -> None:
        """Produce every outcome and the window's offsets in one transaction."""
        offsets = [TopicPartition(t, p, o) for (t, p), o in self.window.next_offsets().items()]
        timeout = self.settings.txn_timeout_s
        try:
            self.producer.begin_transaction()
            self._in_txn = True
            for outcome in outcomes:
                for rec in outcome.records:
                    self._produce(rec)
            group = self.consumer.consumer_group_metadata()
            self._retrying(lambda: self.producer.send_offsets_to_transaction(
                offsets, group, timeout), "send_offsets")
            self._retrying(lambda: self.producer.commit_transaction(timeout), "commit")
            self._in_txn = False
        except KafkaException as exc:
            if classify(exc) is ErrorKind.ABORT:
                self.sensor.aborted(error_code(exc))
                log.warning("transaction_abort", code=error_code(exc))
                self._safe_abort()
                raise _Aborted from exc
            raise WorkerFatal(f"transaction failed: {error_code(exc)}") from exc

    def _produce(self, rec: OutRecord) -> None:
        """Produce one record, serving delivery reports while the local queue is full."""
        while True:
            try:
                self.producer.produce(rec.topic, rec.value, rec.key, headers=rec.headers)
                return
            except BufferError:
                self.producer.poll(0.05)

    def _retrying(self, call: Callable[[], Any], what: str) -> None:
        """Repeat `call` while it fails with retriable Kafka errors (output broker down)."""
        while True:
            try:
                call()
                self.health.blocked = None
                return
            except KafkaException as exc:
                if classify(exc) is not ErrorKind.RETRIABLE:
                    raise
                if self.stopping and what != "commit":
                    raise WorkerFatal(f"stopped while retrying {what}") from exc
                self.health.blocked = f"kafka:{what}"
                self.sensor.retry(f"kafka_{what}")
                delay = self.backoff.next_delay()
                log.warning("kafka_retry", op=what, code=error_code(exc), delay_s=round(delay, 2))
                self.health.beat()
                self._stop.wait(delay) if not self.stopping else time.sleep(delay)

    def _safe_abort(self) -> None:
        try:
            self.producer.abort_transaction(self.settings.txn_timeout_s)
        except KafkaException as exc:
            if classify(exc) is ErrorKind.FATAL:
                raise WorkerFatal(f"abort failed: {error_code(exc)}") from exc
            log.warning("abort_failed", code=error_code(exc))
        finally:
            self._in_txn = False

    def _rewind(self) -> None:
        """After an abort: seek back to the window's first offsets and start it again."""
        assigned = {(p.topic, p.partition) for p in self.consumer.assignment()}
        for (topic, partition), offset in self.window.first_offsets().items():
            if (topic, partition) in assigned:
                self.consumer.seek(TopicPartition(topic, partition, offset))
        self.window.clear()
        self.gate.open()

    def _committed(self, outcomes: list[Outcome]) -> None:
        """Metrics and bookkeeping after a successful commit."""
        now = time.time()
        for rec, outcome in zip(self.window.records, outcomes, strict=True):
            if outcome.rejection is not None:
                self.sensor.note_rejected(outcome.rejection.reason)
            else:
                self.sensor.note_done(outcome.format, outcome.chars, outcome.labels)
            if rec.timestamp_ms is not None:
                self.sensor.end_to_end(max(0.0, now - rec.timestamp_ms / 1000))
        opened = self.window.opened_at or time.monotonic()
        self.sensor.window_committed(len(self.window), time.monotonic() - opened)
        self._report_lag()
        log.info("window_committed", records=len(self.window),
                 rejected=sum(o.rejection is not None for o in outcomes))
        self.window.clear()
        self.backoff.reset()
        self.health.blocked = None
        self.gate.open()
        self.sensor.paused(0)
        self.sensor.in_flight(0)

    def _report_lag(self) -> None:
        for (topic, partition), nxt in self.window.next_offsets().items():
            try:
                _, high = self.consumer.get_watermark_offsets(
                    TopicPartition(topic, partition), cached=True)
            except KafkaException:
                continue
            if high >= 0:
                self.sensor.lag(topic, partition, max(0, high - nxt))


def _assignment(consumer: Consumer) -> list[TopicPartition]:
    """The current assignment; empty while the client is shutting down."""
    try:
        return consumer.assignment()
    except KafkaException:
        return []
