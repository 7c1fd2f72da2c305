"""The transactional window loop of `deid run` and `deid replay`: exactly once, written once.

Loop (after confluent-kafka's transactional consume-transform-produce contract):
  fill a window (count / bytes / age) -> run the plan's engine over it in a helper thread
  while the consumer reads the next window ahead (when that one is full and the window is still
  in processing `pause_after_s` later, partitions are paused and polling goes on) -> produce
  outputs, span events, DLQ records and the window's offsets in one transaction
  (transaction.py) -> the read-ahead becomes the open window, fetching resumes.
  Recognizer or key-store outages: pause, back off, redo the window. Kafka errors: see
  transaction.py. A revoke drops the revoked partitions' uncommitted records (nothing of them was
  produced), so their next owner starts at the committed offsets.
No record can stop a partition: outputs and span events are sized to the output topics' limits
(read from the broker at start) by the engine; a record the producer still refuses goes to
the DLQ in the same transaction as its neighbours (transaction.commit_outcomes); a record that
kills the process is isolated across restarts and DLQ'd (poison.py).

What differs between the worker and a replay is its Plan: which consumer and how it is
assigned, which records a window takes, how a window's records become outcomes, when the loop
is done, and what is counted after a commit.
"""

from __future__ import annotations

import threading
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Protocol

import structlog
from confluent_kafka import Consumer, KafkaError, KafkaException, TopicPartition

from stream.core.config import Config
from stream.core.errors import RETRIABLE
from stream.engine.engine import Engine, Outcome, Skipped
from stream.engine.records import SourceRecord, source_record
from stream.kafka.backpressure import BLOCKED, FULL, Backoff, PartitionGate
from stream.kafka.client import is_cooperative, message_limits
from stream.kafka.health import Health
from stream.kafka.metrics import Sensor
from stream.kafka.poison import Group, PoisonGuard, state_path
from stream.kafka.transaction import Aborted, Transactor, WorkerFatal, commit_outcomes
from stream.kafka.windowing import Window, WindowLimits, next_offsets

__all__ = ["Plan", "WindowLoop", "WorkerFatal"]

log = structlog.get_logger("deid.worker")

READ_AHEAD_TICK_S = 0.01
"""How often the loop looks for records to read ahead while a window is being processed."""

Result = Outcome | Skipped
"""What one record of a window became (a skipped record produces nothing)."""


class Plan(Protocol):
    """What the loop runs: the worker's subscription or a replay's planned ranges."""

    engine: Engine
    transactional_id: str | None
    """None: the configured one (kafka.transactional_id)."""
    offset_metadata: str | None
    """Committed with every offset (a replay's key-version pin)."""

    def consumer_config(self) -> dict[str, Any]: ...

    def start(self, loop: WindowLoop) -> None:
        """Subscribe or assign `loop.consumer`."""

    def take(self, rec: SourceRecord) -> bool:
        """Whether a consumed record belongs in a window."""

    def end_of_partition(self, partition: int, offset: int) -> None: ...

    def done(self) -> bool:
        """Whether nothing is left to consume (a subscription never is)."""

    def outcomes(self, records: list[SourceRecord]) -> list[Result]:
        """The records' outcomes; raises RETRIABLE to retry the window later."""

    def before_window(self) -> None: ...

    def rewound(self, partitions: set[int]) -> None:
        """After an abort: these partitions are read again from the window's first offsets."""

    def committed(self, records: list[SourceRecord], outcomes: list[Result]) -> None: ...


class WindowLoop:
    """One transactional producer and one consumer running `plan` window by window."""

    def __init__(self, cfg: Config, plan: Plan, limits: WindowLimits, sensor: Sensor,
                 health: Health) -> None:
        self.cfg = cfg
        self.settings = s = cfg.worker
        self.plan = plan
        self.sensor = sensor
        self.health = health
        self.limits = limits
        self.window = Window(limits)
        self.ahead = Window(limits)
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

    def open(self) -> None:
        """Transactional producer (fencing an earlier one of its id) and consumer; the plan
        assigns or subscribes."""
        self._pool = ThreadPoolExecutor(1, thread_name_prefix="deid-transform")
        self.txn = Transactor(self.cfg, self._kafka_retry_wait, self.plan.transactional_id)
        self.txn.init()
        self.guard = PoisonGuard(state_path(self.settings.state_dir,
                                            self.txn.conf["transactional.id"]))
        self.plan.engine.limits = message_limits(self.cfg, self._output_topics())
        cconf = self.plan.consumer_config()
        self._cooperative = is_cooperative(cconf)
        self.consumer = Consumer(cconf)
        self.gate = PartitionGate(self.consumer)
        self.plan.start(self)

    def _output_topics(self) -> list[str]:
        topics = self.plan.engine.topics
        return [t for t in (topics.output, topics.canary_output, topics.spans, topics.dlq) if t]

    def run(self) -> None:
        """Run until stop() or the plan is done; raises WorkerFatal on an unrecoverable error."""
        while not self.stopping and not (self.plan.done() and not self.window):
            self.health.beat()
            self._fill_window()
            if self.window.closed() or (self.window and self.plan.done()):
                self.plan.before_window()
                self._process_window()
        self._drain()
        self.guard.clear()  # a clean stop is no death, whatever is left uncommitted

    def close(self) -> None:
        """Abort an open transaction, close the clients."""
        self.health.started = False
        if self._pool is not None:
            self._pool.shutdown(wait=True)
        try:
            if self.txn is not None:
                self.txn.close()
        finally:
            if self.consumer is not None:
                self.consumer.close()

    def _drain(self) -> None:
        """On stop: commit the open window and its read-ahead; fetch nothing more."""
        if self.stopping or self.window or self.ahead:
            # on a stop even when empty: one that lands just after a commit has nothing left
            log.info("draining", records=len(self.window) + len(self.ahead))
        while self.window and self._process_window():
            pass

    # -- rebalance (a subscription's) -------------------------------------------------------

    def subscribe(self, topic: str) -> None:
        """Join the consumer group on `topic`; revoked partitions' records are dropped."""
        self.consumer.subscribe([topic], on_assign=self._on_assign, on_revoke=self._on_revoke,
                                on_lost=self._on_lost)

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
            self.health.assigned = bool(assignment(consumer))
        else:
            consumer.unassign()
            self.health.assigned = False
        self.gate.refresh()
        self.sensor.rebalance(kind, len(partitions), len(assignment(consumer)))
        self.sensor.in_flight(len(self.window) + len(self.ahead))
        log.info(f"partitions_{kind}", count=len(partitions), dropped=dropped)

    # -- consuming -------------------------------------------------------------------------

    def _fill_window(self) -> None:
        """Consume until the window closes by count, bytes or age (or a poll timeout passes)."""
        if not self.window.closed() and not self.plan.done():
            self._consume_into(self.window, min(self.window.remaining_s(), self.settings.poll_s))

    def _consume_into(self, window: Window, timeout: float, limit: int | None = None) -> None:
        """One consume call into `window` (at most `limit` records, default: its room)."""
        for msg in self.consumer.consume(num_messages=limit or window.room(), timeout=timeout):
            err = msg.error()
            if err is None:
                rec = source_record(msg)
                if self.plan.take(rec):
                    window.add(rec)
            elif err.code() == KafkaError._PARTITION_EOF:
                self.plan.end_of_partition(msg.partition(), msg.offset())
            else:
                self._consumer_error(err)
        self.sensor.in_flight(len(self.window) + len(self.ahead))

    def _consumer_error(self, err: KafkaError) -> None:
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

    def _transform(self, group: Group) -> list[Result]:
        """The engine in the helper thread; meanwhile poll and read ahead."""
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

    def _outcomes(self, group: Group) -> list[Result]:
        """The group's outcomes (a poison record: DLQ, not processed again)."""
        if group.poison:
            return [self.plan.engine.poisoned(rec) for rec in group.records]
        return self.plan.outcomes(group.records)

    def _still_owned(self, records: list[SourceRecord], outcomes: list[Result]
                     ) -> tuple[list[SourceRecord], list[Result]]:
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
                  outcomes: list[Result]) -> list[Result] | None:
        """Commit the outcomes of `records` (a prefix of the window) and their offsets; the
        outcomes as committed (records the producer refused: to the DLQ), or None when aborted
        (window rewound)."""
        offsets = [self._offset(t, p, o) for (t, p), o in next_offsets(records).items()]
        produced = [i for i, o in enumerate(outcomes) if isinstance(o, Outcome)]
        sent = [o for o in outcomes if isinstance(o, Outcome)]

        def refuse(position: int, code: str) -> Outcome:
            return self.plan.engine.refused(records[produced[position]], sent[position], code)

        try:
            committed = commit_outcomes(self.txn, sent, offsets,
                                        self.consumer.consumer_group_metadata(), refuse)
        except Aborted as exc:
            self.sensor.aborted(exc.code)
            log.warning("transaction_abort", code=exc.code)
            self._rewind()
            return None
        final = list(outcomes)
        for i, outcome in zip(produced, committed, strict=True):
            final[i] = outcome
        return final

    def _offset(self, topic: str, partition: int, offset: int) -> TopicPartition:
        metadata = self.plan.offset_metadata
        if metadata is None:
            return TopicPartition(topic, partition, offset)
        return TopicPartition(topic, partition, offset, metadata=metadata)

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
        self.plan.rewound({partition for _, partition in firsts})
        assigned = {(p.topic, p.partition) for p in assignment(self.consumer)}
        for (topic, partition), offset in firsts.items():
            if (topic, partition) in assigned:
                self.consumer.seek(TopicPartition(topic, partition, offset))
        self.window.clear()
        self.ahead.clear()
        self._full_at = None

    def _committed(self, records: list[SourceRecord], outcomes: list[Result]) -> None:
        """Metrics and bookkeeping after a successful commit."""
        now = time.time()
        for rec, outcome in zip(records, outcomes, strict=True):
            if isinstance(outcome, Skipped):
                continue
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
                 rejected=sum(isinstance(o, Outcome) and o.rejection is not None
                              for o in outcomes),
                 offsets=_offset_ranges(records))
        self.plan.committed(records, outcomes)
        self.backoff.reset()

    def _promote(self) -> None:
        """The read-ahead becomes the open window; fetching resumes (drained)."""
        self.window, self.ahead = self.ahead, Window(self.limits)
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


def assignment(consumer: Consumer) -> list[TopicPartition]:
    """The current assignment; empty while the client is shutting down."""
    try:
        return consumer.assignment()
    except KafkaException:
        return []
