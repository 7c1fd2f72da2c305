"""The streaming worker: consume a window, de-identify it, produce it in one transaction.

Loop (after confluent-kafka's transactional consume-transform-produce contract):
  fill a window (count / bytes / age) -> run the pure NoteProcessor over it in a helper thread
  while the consumer reads the next window ahead (when that one is full and the window is still
  in processing `pause_after_s` later, partitions are paused and polling goes on) -> produce
  outputs, span events, DLQ records and the window's offsets in one transaction
  (transaction.py) -> the read-ahead becomes the open window, fetching resumes.
  Recognizer or key-store outages: pause, back off, redo the window. Kafka errors: see
  transaction.py. A revoke drops the revoked partitions' uncommitted records (nothing of them was
  produced), so their next owner starts at the committed offsets.
No record can stop a partition: outputs and span events are sized to the output topics' limits
(read from the broker at start) by the transform; a record the producer still refuses goes to
the DLQ in the same transaction as its neighbours (transaction.commit_outcomes); a record that
kills the process is isolated across restarts and DLQ'd (poison.py).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import structlog
from confluent_kafka import Consumer, KafkaError, KafkaException, TopicPartition

from stream.config import Config
from stream.keyring.base import Keyring
from stream.pipeline.backpressure import BLOCKED, FULL, Backoff, PartitionGate
from stream.pipeline.batching import Window, next_offsets
from stream.pipeline.health import Health
from stream.pipeline.kafka_io import consumer_config, is_cooperative, message_limits
from stream.pipeline.kafka_records import SourceRecord, source_record
from stream.pipeline.metrics import Sensor
from stream.pipeline.poison import Group, PoisonGuard, state_path
from stream.pipeline.transaction import Aborted, Transactor, WorkerFatal, commit_outcomes
from stream.pipeline.transform import RETRIABLE, KeyCache, NoteProcessor, Outcome

__all__ = ["Worker", "WorkerFatal"]

log = structlog.get_logger("deid.worker")

READ_AHEAD_TICK_S = 0.01
"""How often the loop looks for records to read ahead while a window is being processed."""


class Worker:
    """One consumer-group member with one transactional producer (settings: cfg.worker)."""

    def __init__(self, cfg: Config, processor: NoteProcessor, keyring: Keyring,
                 sensor: Sensor | None = None, health: Health | None = None, *,
                 between_windows: Callable[[], object] | None = None) -> None:
        self.cfg = cfg
        self.settings = s = cfg.worker
        self.processor = processor
        self.keyring = keyring
        self.sensor = sensor or Sensor()
        self.health = health or Health()
        self.between_windows = between_windows  # before each window: vocabularies reload
        self.window = Window(s)
        self.ahead = Window(s)
        self.backoff = Backoff(s.backoff_initial_s, s.backoff_max_s)
        self._stop = threading.Event()
        self._cooperative = False
        self._full_at: float | None = None
        self._pool: ThreadPoolExecutor | None = None
        self.consumer: Consumer | None = None
        self.txn: Transactor | None = None
        self.gate: PartitionGate | None = None
        self.guard: PoisonGuard | None = None

    # -- lifecycle -------------------------------------------------------------------------

    def stop(self) -> None:
        """Ask the loop to commit what is in flight and exit (safe from a signal handler)."""
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
                    if self.between_windows is not None:
                        self.between_windows()
                    self._process_window()
            self._drain()
            self.guard.clear()  # a clean stop is no death, whatever is left uncommitted
        finally:
            self._close()

    def _start(self) -> None:
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="deid-transform")
        self.txn = Transactor(self.cfg, self._kafka_retry_wait)
        self.txn.init()
        self.guard = PoisonGuard(state_path(self.settings.state_dir,
                                            self.txn.conf["transactional.id"]))
        topics = self.cfg.topics
        self.processor.limits = message_limits(
            self.cfg, [topics.output, topics.canary_output, topics.spans, topics.dlq])
        cconf = consumer_config(self.cfg, self.settings.prefetch_kbytes)
        self._cooperative = is_cooperative(cconf)
        self.consumer = Consumer(cconf)
        self.gate = PartitionGate(self.consumer)
        self.consumer.subscribe([self.cfg.topics.input], on_assign=self._on_assign,
                                on_revoke=self._on_revoke, on_lost=self._on_lost)
        self.health.started = True
        log.info("worker_started", topic=self.cfg.topics.input, group=self.cfg.kafka.group_id)

    def _drain(self) -> None:
        """On stop: commit the open window and its read-ahead; fetch nothing more."""
        log.info("draining", records=len(self.window) + len(self.ahead))
        while self.window and self._process_window():
            pass

    def _close(self) -> None:
        self.health.started = False
        if self._pool is not None:
            self._pool.shutdown(wait=True)
        try:
            if self.txn is not None:
                self.txn.close()
        finally:
            if self.consumer is not None:
                self.consumer.close()
        log.info("worker_stopped")

    # -- rebalance -------------------------------------------------------------------------

    def _on_assign(self, consumer: Consumer, partitions: list[TopicPartition]) -> None:
        if self._cooperative:
            consumer.incremental_assign(partitions)
        else:
            consumer.assign(partitions)
        self.gate.on_assign(partitions)
        self.health.assigned = bool(consumer.assignment())
        self.sensor.rebalance("assigned", len(partitions), len(consumer.assignment()))
        self.sensor.paused(self.gate.paused)
        log.info("partitions_assigned", count=len(partitions))

    def _on_revoke(self, consumer: Consumer, partitions: list[TopicPartition]) -> None:
        self._give_up(consumer, partitions, "revoked")

    def _on_lost(self, consumer: Consumer, partitions: list[TopicPartition]) -> None:
        self._give_up(consumer, partitions, "lost")

    def _give_up(self, consumer: Consumer, partitions: list[TopicPartition], kind: str) -> None:
        """Forget uncommitted records of partitions this member no longer owns."""
        gone = [(p.topic, p.partition) for p in partitions]
        dropped = self.window.drop_partitions(gone) + self.ahead.drop_partitions(gone)
        if self._cooperative:
            consumer.incremental_unassign(partitions)
            self.health.assigned = bool(_assignment(consumer))
        else:
            consumer.unassign()
            self.health.assigned = False
        self.gate.refresh()
        self.sensor.rebalance(kind, len(partitions), len(_assignment(consumer)))
        self.sensor.in_flight(len(self.window) + len(self.ahead))
        log.info(f"partitions_{kind}", count=len(partitions), dropped=dropped)

    # -- consuming -------------------------------------------------------------------------

    def _fill_window(self) -> None:
        """Consume until the window closes by count, bytes or age (or a poll timeout passes)."""
        if not self.window.closed():
            self._consume_into(self.window, min(self.window.remaining_s(), self.settings.poll_s))

    def _consume_into(self, window: Window, timeout: float, limit: int | None = None) -> None:
        """One consume call into `window` (at most `limit` records, default: its room)."""
        for msg in self.consumer.consume(num_messages=limit or window.room(), timeout=timeout):
            if msg.error() is None:
                window.add(source_record(msg))
            else:
                self._consumer_error(msg.error())
        self.sensor.in_flight(len(self.window) + len(self.ahead))

    def _consumer_error(self, err: KafkaError) -> None:
        if err.code() == KafkaError._PARTITION_EOF:
            return
        if err.fatal():
            raise WorkerFatal(f"consumer error {err.name()}")
        log.warning("consumer_error", code=err.name(), retriable=err.retriable())

    def _read_ahead(self) -> None:
        """Fill the next window while this one is processed; pause if it stays full too long."""
        if FULL in self.gate.reasons:
            self._consume_into(self.ahead, 0, limit=1)  # paused: serves callbacks only
            return
        if not self.ahead.full():
            self._consume_into(self.ahead, 0)
        if self.ahead.full():
            now = time.monotonic()
            self._full_at = self._full_at or now
            if now - self._full_at >= self.settings.pause_after_s:
                self._pause(FULL)

    # -- the window ------------------------------------------------------------------------

    def _process_window(self) -> bool:
        """Process and commit the window (group by group while isolating a poison record),
        then promote the read-ahead; False if stopped blocked."""
        while self.window:
            group = self.guard.next_group(self.window.records)
            started = time.monotonic()
            self.guard.begin(group)
            try:
                outcomes = self._transform(group)
            except RETRIABLE as exc:
                if not self._wait_retry(type(exc).__name__):
                    return False
                continue
            records, outcomes = self._still_owned(group.records, outcomes)
            if not records:
                continue
            self.sensor.window_processed(len(records), sum(r.size for r in records),
                                         time.monotonic() - started)
            committed = self._transact(records, outcomes)
            if committed is not None:
                self.guard.committed(group)
                self._committed(records, committed)
                self.window.remove(records)
        self._promote()
        return True

    def _transform(self, group: Group) -> list[Outcome]:
        """The pure transform in the helper thread; meanwhile poll and read ahead."""
        future = self._pool.submit(self._outcomes, group)
        while True:
            try:
                return future.result(timeout=self._tick())
            except TimeoutError:
                self.health.beat()
                if not self.stopping:
                    self._read_ahead()

    def _tick(self) -> float:
        """How long to wait for the transform before looking at the consumer again."""
        return self.settings.poll_s if self.stopping or self.ahead.full() else READ_AHEAD_TICK_S

    def _outcomes(self, group: Group) -> list[Outcome]:
        """The group's outcomes, its notes recognized in one batch (a poison record: DLQ)."""
        if group.poison:
            return [self.processor.poisoned(rec) for rec in group.records]
        return self.processor.process_window(group.records, KeyCache(self.keyring))

    def _still_owned(self, records: list[SourceRecord], outcomes: list[Outcome]
                     ) -> tuple[list[SourceRecord], list[Outcome]]:
        """The records still in the window and their outcomes (a revoke may have dropped some)."""
        kept = {(r.topic, r.partition, r.offset) for r in self.window.records}
        pairs = [(r, o) for r, o in zip(records, outcomes, strict=True)
                 if (r.topic, r.partition, r.offset) in kept]
        return [r for r, _ in pairs], [o for _, o in pairs]

    def _wait_retry(self, kind: str) -> bool:
        """Pause fetching, keep polling through a backoff; False when stopping meanwhile."""
        self.health.blocked = kind
        self.sensor.retry(kind)
        self._pause(BLOCKED)
        delay = self.backoff.next_delay()
        log.warning("window_retry", kind=kind, records=len(self.window), delay_s=round(delay, 2))
        deadline = time.monotonic() + delay
        while not self.stopping and (left := deadline - time.monotonic()) > 0:
            self.health.beat()
            self._consume_into(self.ahead, min(left, self.settings.poll_s), limit=1)
        return not self.stopping

    def _pause(self, reason: str) -> None:
        if self.gate.hold(reason):
            self.sensor.gate(reason, "pause")
        self.sensor.paused(self.gate.paused)

    def _resume(self, reason: str) -> None:
        if self.gate.release(reason):
            self.sensor.gate(reason, "resume")
        self.sensor.paused(self.gate.paused)

    # -- the transaction -------------------------------------------------------------------

    def _transact(self, records: list[SourceRecord],
                  outcomes: list[Outcome]) -> list[Outcome] | None:
        """Commit the outcomes of `records` (a prefix of the window) and their offsets; the
        outcomes as committed, or None when aborted (window rewound)."""
        offsets = [TopicPartition(t, p, o) for (t, p), o in next_offsets(records).items()]
        try:
            return commit_outcomes(
                self.txn, outcomes, offsets, self.consumer.consumer_group_metadata(),
                lambda i, code: self.processor.refused(records[i], outcomes[i], code))
        except Aborted as exc:
            self.sensor.aborted(exc.code)
            log.warning("transaction_abort", code=exc.code)
            self._rewind()
            return None

    def _kafka_retry_wait(self, operation: str, code: str) -> None:
        """Back off before repeating a Kafka call; give up when stopping (except a commit)."""
        if self.stopping and operation != "commit":
            raise WorkerFatal(f"stopped while retrying {operation}")
        self.health.blocked = f"kafka:{operation}"
        self.sensor.retry(f"kafka_{operation}")
        delay = self.backoff.next_delay()
        log.warning("kafka_retry", op=operation, code=code, delay_s=round(delay, 2))
        self.health.beat()
        if self.stopping:
            time.sleep(delay)  # a backoff between commit attempts while draining
        else:
            self._stop.wait(delay)

    def _rewind(self) -> None:
        """After an abort: resume, seek back to the first uncommitted offsets, start again."""
        firsts = self.ahead.first_offsets(self.window.first_offsets())
        self._resume(BLOCKED)
        self._resume(FULL)
        assigned = {(p.topic, p.partition) for p in _assignment(self.consumer)}
        for (topic, partition), offset in firsts.items():
            if (topic, partition) in assigned:
                self.consumer.seek(TopicPartition(topic, partition, offset))
        self.window.clear()
        self.ahead.clear()
        self._full_at = None

    def _committed(self, records: list[SourceRecord], outcomes: list[Outcome]) -> None:
        """Metrics and bookkeeping after a successful commit."""
        now = time.time()
        for rec, outcome in zip(records, outcomes, strict=True):
            if outcome.rejection is not None:
                self.sensor.note_rejected(outcome.rejection.reason)
            else:
                self.sensor.note_done(outcome.format, outcome.chars, outcome.labels)
            if rec.timestamp_ms is not None:
                self.sensor.end_to_end(max(0.0, now - rec.timestamp_ms / 1000))
        opened = self.window.opened_at or time.monotonic()
        self.sensor.window_committed(len(records), time.monotonic() - opened)
        self._report_lag(records)
        log.info("window_committed", records=len(records),
                 rejected=sum(o.rejection is not None for o in outcomes),
                 offsets=_offset_ranges(records))
        self.backoff.reset()

    def _promote(self) -> None:
        """The read-ahead becomes the open window; fetching resumes (drained)."""
        self.window, self.ahead = self.ahead, Window(self.settings)
        self._full_at = None
        self.health.blocked = None
        self._resume(BLOCKED)
        self._resume(FULL)
        self.sensor.in_flight(len(self.window))

    def _report_lag(self, records: list[SourceRecord]) -> None:
        for (topic, partition), nxt in next_offsets(records).items():
            try:
                _, high = self.consumer.get_watermark_offsets(
                    TopicPartition(topic, partition), cached=True)
            except KafkaException:
                continue
            if high >= 0:
                self.sensor.lag(topic, partition, max(0, high - nxt))


def _offset_ranges(records: list[SourceRecord]) -> list[list[int]]:
    """[partition, first offset, last offset] per input partition of a window (for tracing)."""
    ranges: dict[int, list[int]] = {}
    for rec in records:
        bounds = ranges.setdefault(rec.partition, [rec.partition, rec.offset, rec.offset])
        bounds[1], bounds[2] = min(bounds[1], rec.offset), max(bounds[2], rec.offset)
    return sorted(ranges.values())


def _assignment(consumer: Consumer) -> list[TopicPartition]:
    """The current assignment; empty while the client is shutting down."""
    try:
        return consumer.assignment()
    except KafkaException:
        return []
