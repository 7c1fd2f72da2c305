"""`deid replay`: re-anonymize a retained input topic under a pinned key version, exactly once.

The job assigns the input partitions at the planned offsets (stream.replay.plan), joins every
record to its span event (stream.replay.spans) and writes the release window by window, one
transaction each: outputs, DLQ records and the window's input offsets, committed under the
release's own consumer group. Its transactional id is fixed per tenant and release, so a
restarted replay fences the killed one (whose open transaction is aborted) and resumes after the
last committed window; a finished release run again publishes nothing.

Errors: a destroyed, missing or forbidden key refuses the replay before anything is read (and
stops it if that happens midway); an unreachable key store or recognizer waits and retries, with
nothing published meanwhile; a fatal Kafka error stops the job (ReplayFailed). No record stops
it, as in the worker and with its code: outputs are sized to the release topics' message limits
(kafka_io.message_limits), a record the producer refuses goes to the DLQ with its neighbours
committed (transaction.commit_outcomes), and a record that kills the process is isolated across
runs and DLQ'd as `poison record` (stream.pipeline.poison; the marker is kept per transactional
id in `worker.state_dir`).
"""

from __future__ import annotations

import argparse
import dataclasses
import signal
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import orjson
import structlog
from confluent_kafka import Consumer, KafkaError, KafkaException, TopicPartition
from tqdm import tqdm

from stream import __version__
from stream.anonymize.engine import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.config import Config, ConfigError, TopicsConfig
from stream.errors import DeidError, KeyringError, KeyringUnavailable
from stream.keyring import open_keyring
from stream.keyring.base import Keyring, TenantKey
from stream.pipeline.backpressure import Backoff
from stream.pipeline.batching import Window, next_offsets
from stream.pipeline.kafka_io import consumer_config, error_code, message_limits
from stream.pipeline.kafka_records import SourceRecord, source_record
from stream.pipeline.poison import Group, PoisonGuard, state_path
from stream.pipeline.transaction import Aborted, Transactor, WorkerFatal, commit_outcomes
from stream.pipeline.transform import RETRIABLE, Outcome, Versions
from stream.replay.plan import (
    PartitionRange,
    ReplayOptions,
    check_pin,
    pin_metadata,
    plan_range,
    range_start,
)
from stream.replay.spans import CachedSpans, SpanIndex, load_index
from stream.replay.transform import NO_TOPIC, ReplayProcessor, Skipped

log = structlog.get_logger("deid.replay")

POLL_S = 0.5
TIMEOUT_S = 30.0
"""Metadata look-ups (topics, committed offsets, offsets by time)."""
PREFETCH_KBYTES = 64 * 1024
WINDOW_WAIT_S = 1.0


@dataclass(frozen=True, slots=True)
class _Limits:
    """When a replay window closes (the shape stream.pipeline.batching.Window reads)."""

    max_records: int
    max_bytes: int
    max_wait_s: float = WINDOW_WAIT_S


class ReplayFailed(DeidError):
    """The replay cannot go on (fatal Kafka error, fenced by another run of the release)."""


class _Aborted(Exception):
    """The window's transaction was aborted; it is rewound and read again."""


@dataclass
class ReplaySummary:
    """What one run did (counts and coordinates only, never content)."""

    tenant: str
    release: str
    key_version: int
    mode: str
    input: str
    output: str
    read: int = 0
    published: int = 0
    dlq: int = 0
    dlq_reasons: Counter[str] = field(default_factory=Counter)
    skipped: Counter[str] = field(default_factory=Counter)
    resumed: bool = False
    ranges: dict[int, list[int | None]] = field(default_factory=dict)
    seconds: float = 0.0
    interrupted: bool = False

    @property
    def notes_per_s(self) -> float:
        """Records read per second of the run."""
        return self.read / self.seconds if self.seconds > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        """JSON-ready form."""
        doc = dataclasses.asdict(self)
        doc.update(dlq_reasons=dict(self.dlq_reasons), skipped=dict(self.skipped),
                   ranges={str(p): r for p, r in self.ranges.items()},
                   seconds=round(self.seconds, 3), notes_per_s=round(self.notes_per_s, 1))
        return doc

    def text(self) -> str:
        """A short human summary."""
        state = "done"
        if self.interrupted:
            state = "interrupted: run the same command again to resume"
        elif self.read == 0 and self.resumed:
            state = "nothing left to replay (the release is complete up to its committed progress)"
        skipped = ", ".join(f"{n} {why}" for why, n in sorted(self.skipped.items())) or "none"
        resumed = "resumed after the release's last committed window; " if self.resumed else ""
        return (f"replay of release {self.release} (tenant {self.tenant}, key version "
                f"{self.key_version}, {self.mode}): {state}\n"
                f"  {self.input} -> {self.output}: {self.read} read, {self.published} published, "
                f"{self.dlq} to the DLQ, skipped: {skipped}\n"
                f"  {resumed}{self.seconds:.1f} s, {self.notes_per_s:.0f} notes/s")


class ReplayJob:
    """One run of a release: plan, read, transform, commit window by window."""

    def __init__(self, cfg: Config, options: ReplayOptions,
                 keyring: Keyring | None = None) -> None:
        self.cfg = cfg
        self.options = options
        self.input = options.input or cfg.topics.input
        self.keyring = keyring or open_keyring(cfg.keyring)
        self.processor = self._processor()
        self.window = Window(_Limits(options.window, cfg.worker.max_bytes))
        self.backoff = Backoff(cfg.worker.backoff_initial_s, cfg.worker.backoff_max_s)
        self.txn_timeout_s = cfg.worker.txn_timeout_s
        self.index: SpanIndex | None = None
        self.ranges: dict[int, PartitionRange] = {}
        self.summary: ReplaySummary | None = None
        self.consumer: Consumer | None = None
        self.transactor: Transactor | None = None
        self.guard: PoisonGuard | None = None
        self._consumer_conf: dict[str, Any] = {}
        self._open: set[int] = set()
        self._stop = threading.Event()
        self._pin = ""
        self._bar: Any = None

    def _processor(self) -> ReplayProcessor:
        """The transform: from the span cache, or the current recognizer with --redetect."""
        anonymizer = Anonymizer(policy_from_config(self.cfg.policy))
        deidentifier: Any = CachedSpans(anonymizer)
        if self.options.redetect:
            from stream.pipeline.deidentify import Deidentifier
            from stream.recognize.factory import build_recognizer

            mode = self.options.recognizer or self.cfg.recognizer.mode
            deidentifier = Deidentifier(build_recognizer(mode, self.cfg.recognizer,
                                                            repository=self.cfg.model.repository),
                                           anonymizer)
        name = getattr(deidentifier.recognizer, "name", "recognizer")
        versions = Versions(self.options.release, f"{name}/{__version__}",
                            anonymizer.policy.version)
        topics = TopicsConfig(self.input, self.options.output,
                              self.options.span_events or NO_TOPIC,
                              self.options.dlq or self.cfg.topics.dlq)
        return ReplayProcessor(deidentifier, topics, versions, self.cfg.tenant.default,
                               allow_extra_metadata=self.cfg.metadata.allow_extra_keys)

    # -- lifecycle -------------------------------------------------------------------------

    def stop(self) -> None:
        """Finish the open window and stop (safe from a signal handler)."""
        self._stop.set()

    @property
    def stopping(self) -> bool:
        return self._stop.is_set()

    def run(self) -> ReplaySummary:
        """Replay the planned ranges; returns the summary (raises when refused or failed)."""
        key = self._key("replay refused")
        self.summary = ReplaySummary(key.tenant, self.options.release, key.version,
                                     "redetect" if self.options.redetect else "span cache",
                                     self.input, self.options.output)
        self._pin = pin_metadata(key.version)
        started = time.monotonic()
        try:
            self._open_clients()
            self._plan(key.version)
            with self._progress():
                self._loop()
            self.guard.clear()  # a clean end is no death
        finally:
            self._close()
            self.summary.seconds = time.monotonic() - started
        self.summary.interrupted = bool(self._open) or bool(self.window)
        log.info("replay_finished", read=self.summary.read, published=self.summary.published,
                 dlq=self.summary.dlq, interrupted=self.summary.interrupted)
        return self.summary

    def _key(self, context: str) -> TenantKey:
        """The pinned key version; a destroyed, missing or forbidden key ends the replay."""
        try:
            return self.keyring.get(self.options.tenant, self.options.key_version)
        except KeyringUnavailable:
            raise
        except KeyringError as exc:
            raise type(exc)(f"{context}: {exc}") from exc

    def _open_clients(self) -> None:
        """Transactional producer (fencing a killed run of the release) and the input consumer."""
        kafka = dataclasses.replace(self.cfg.kafka, group_id=self.options.group_id)
        cfg = dataclasses.replace(self.cfg, kafka=kafka)
        self.transactor = Transactor(cfg, self._kafka_wait, self.options.transactional_id)
        self.transactor.init()
        self.guard = PoisonGuard(state_path(cfg.worker.state_dir,
                                            self.transactor.conf["transactional.id"]))
        topics = self.processor.topics
        self.processor.limits = message_limits(
            cfg, [t for t in (topics.output, topics.spans, topics.dlq) if t != NO_TOPIC])
        cconf = consumer_config(cfg, PREFETCH_KBYTES)
        cconf.pop("group.instance.id", None)
        cconf["enable.partition.eof"] = True
        self._consumer_conf = cconf
        self.consumer = Consumer(cconf)

    def _close(self) -> None:
        """Abort an open transaction, close the clients."""
        if self.transactor is not None:
            self.transactor.close()
        if self.consumer is not None:
            self.consumer.close()

    # -- the plan --------------------------------------------------------------------------

    def _plan(self, key_version: int) -> None:
        """Per partition: where the release resumes, where the range ends; then assign."""
        partitions = self._input_partitions()
        committed = self._release_progress(partitions, key_version)
        times = self._time_starts(partitions)
        starts = {p: range_start(self.options, committed=committed.get(p),
                                 time_start=times.get(p))[0] for p in partitions}
        if not self.options.redetect:
            self.index = load_index({**self._consumer_conf,
                                     "group.id": f"{self.options.group_id}.index"},
                                    self.options.spans or self.cfg.topics.spans, self.input,
                                    lambda src: self._wanted(src, starts))
        covered = self.index.covered_end if self.index is not None else {}
        for p in partitions:
            self.ranges[p] = plan_range(p, self.options, committed=committed.get(p),
                                        time_start=times.get(p), covered_end=covered.get(p))
        todo = [r for r in self.ranges.values() if not r.empty]
        self.summary.resumed = any(r.resumed for r in self.ranges.values())
        self.summary.ranges = {r.partition: [r.start, r.end] for r in todo}
        self.consumer.assign([TopicPartition(self.input, r.partition, r.start) for r in todo])
        self._open = {r.partition for r in todo}
        log.info("replay_planned", input=self.input, partitions=len(partitions), open=len(todo),
                 resumed=self.summary.resumed)

    def _wanted(self, source: tuple[int, int], starts: dict[int, int | None]) -> bool:
        """Whether the index keeps the span event of an input record."""
        start = starts.get(source[0])
        end = self.options.to_offset
        return start is not None and source[1] >= start and (end is None or source[1] < end)

    def _input_partitions(self) -> list[int]:
        """The input topic's partitions; ConfigError when it does not exist."""
        meta = self.consumer.list_topics(self.input, timeout=TIMEOUT_S).topics.get(self.input)
        if meta is None or meta.error is not None or not meta.partitions:
            raise ConfigError(f"input topic {self.input!r} does not exist")
        return sorted(meta.partitions)

    def _release_progress(self, partitions: list[int], key_version: int) -> dict[int, int]:
        """The release's committed progress (next offset) per partition."""
        try:
            tps = self.consumer.committed([TopicPartition(self.input, p) for p in partitions],
                                          timeout=TIMEOUT_S)
        except KafkaException as exc:
            raise ReplayFailed(f"cannot read the release's progress: {error_code(exc)}") from exc
        found: dict[int, int] = {}
        for tp in tps:
            if tp.offset >= 0:
                check_pin(tp.metadata, key_version, self.options.release)
                found[tp.partition] = tp.offset
        return found

    def _time_starts(self, partitions: list[int]) -> dict[int, int]:
        """First offset at or after --from-time per partition (the broker's time index)."""
        since = self.options.from_time_ms
        if since is None:
            return {}
        try:
            tps = self.consumer.offsets_for_times(
                [TopicPartition(self.input, p, since) for p in partitions], timeout=TIMEOUT_S)
        except KafkaException as exc:
            raise ReplayFailed(f"cannot look up offsets by time: {error_code(exc)}") from exc
        failed = [tp for tp in tps if tp.error is not None]
        if failed:
            raise ReplayFailed(f"cannot look up offsets by time: {failed[0].error.name()}")
        return {tp.partition: tp.offset for tp in tps}

    @contextmanager
    def _progress(self) -> Iterator[None]:
        """A progress bar on stderr when it is a terminal."""
        total = sum(self._estimate(r) for r in self.ranges.values() if not r.empty)
        with tqdm(total=total, unit="note", desc=f"replay {self.options.release}",
                  disable=not sys.stderr.isatty(), file=sys.stderr) as bar:
            self._bar = bar
            yield

    def _estimate(self, rng: PartitionRange) -> int:
        """Records a range holds (open-ended: up to the high watermark now)."""
        if rng.end is not None:
            return rng.size(rng.end)
        try:
            _, high = self.consumer.get_watermark_offsets(
                TopicPartition(self.input, rng.partition), timeout=5)
        except KafkaException:
            high = rng.start
        return rng.size(high)

    # -- the loop --------------------------------------------------------------------------

    def _loop(self) -> None:
        """Fill and commit windows until every partition is done (or a stop is asked)."""
        while (self._open or self.window) and not self.stopping:
            if self._open:
                self._fill()
            if self.window.closed() or (self.window and not self._open):
                self._process_window()
        if self.window:  # asked to stop: commit what was read
            self._process_window()

    def _fill(self) -> None:
        """Consume into the window until it closes or every partition reached its end."""
        timeout = min(self.window.remaining_s(), POLL_S)
        for msg in self.consumer.consume(num_messages=self.window.room(), timeout=timeout):
            err = msg.error()
            if err is None:
                self._take(source_record(msg))
            elif err.code() == KafkaError._PARTITION_EOF:
                self._finish(msg.partition(), msg.offset(), "end of partition")
            elif err.fatal():
                raise ReplayFailed(f"consumer error {err.name()}")
            else:
                log.warning("replay_consumer_error", code=err.name())

    def _take(self, rec: SourceRecord) -> None:
        """Add a record of an open partition inside its range; close the partition at its end."""
        if rec.partition not in self._open:
            return  # fetched before the partition was paused
        end = self.ranges[rec.partition].end
        if end is not None and rec.offset >= end:
            self._finish(rec.partition, rec.offset, "end of range")
            return
        self.window.add(rec)
        if end is not None and rec.offset + 1 >= end:
            self._finish(rec.partition, rec.offset + 1, "end of range")

    def _finish(self, partition: int, offset: int, why: str) -> None:
        """Stop reading a partition (its fetched-ahead records are ignored)."""
        if partition in self._open:
            self._open.discard(partition)
            self.consumer.pause([TopicPartition(self.input, partition)])
            log.info("replay_partition_done", partition=partition, offset=offset, why=why)

    def _process_window(self) -> None:
        """Transform and commit the window (group by group while isolating a poison record);
        waits while the key store or recognizer is down."""
        while self.window:
            group = self.guard.next_group(self.window.records)
            self.guard.begin(group)
            try:
                key = self._key("replay stopped")
                outcomes = [self.processor.poisoned(rec) if group.poison else self._one(rec, key)
                            for rec in group.records]
            except RETRIABLE as exc:
                if not self._wait(type(exc).__name__):
                    return
                continue
            try:
                outcomes = self._transact(group, outcomes)
            except _Aborted:
                self._rewind()
                return
            self.guard.committed(group)
            self._after_commit(group.records, outcomes)

    def _one(self, rec: SourceRecord, key: TenantKey) -> Outcome | Skipped:
        """What one record becomes in the release (outside the time range: nothing)."""
        if not self.options.in_time_range(rec.timestamp_ms):
            return Skipped.OUT_OF_RANGE
        event = self.index.get((rec.partition, rec.offset)) if self.index is not None else None
        return self.processor.replay(rec, event, key)

    def _wait(self, kind: str) -> bool:
        """Back off before retrying the window; False when asked to stop meanwhile."""
        delay = self.backoff.next_delay()
        log.warning("replay_retry", kind=kind, records=len(self.window), delay_s=round(delay, 2))
        self._stop.wait(delay)
        return not self.stopping

    # -- the transaction -------------------------------------------------------------------

    def _transact(self, group: Group,
                  outcomes: list[Outcome | Skipped]) -> list[Outcome | Skipped]:
        """Produce the group's records and its offsets (with the key-version pin) atomically;
        the outcomes as committed (records the producer refused: to the DLQ)."""
        offsets = [TopicPartition(t, p, o, metadata=self._pin)
                   for (t, p), o in next_offsets(group.records).items()]
        produced = [i for i, o in enumerate(outcomes) if isinstance(o, Outcome)]

        def refuse(position: int, code: str) -> Outcome:
            i = produced[position]
            return self.processor.refused(group.records[i], outcomes[i], code)  # type: ignore[arg-type]

        try:
            committed = commit_outcomes(self.transactor, [outcomes[i] for i in produced], offsets,
                                        self.consumer.consumer_group_metadata(), refuse)
        except Aborted as exc:
            log.warning("replay_transaction_abort", code=exc.code)
            raise _Aborted from exc
        except WorkerFatal as exc:
            raise ReplayFailed(str(exc)) from exc
        final = list(outcomes)
        for i, outcome in zip(produced, committed, strict=True):
            final[i] = outcome
        return final

    def _kafka_wait(self, operation: str, code: str) -> None:
        """Back off before a retriable Kafka call is repeated."""
        delay = self.backoff.next_delay()
        log.warning("replay_kafka_retry", op=operation, code=code, delay_s=round(delay, 2))
        self._stop.wait(delay)

    def _rewind(self) -> None:
        """After an abort: reopen and seek back to the window's first offsets."""
        for (topic, partition), offset in self.window.first_offsets().items():
            tp = TopicPartition(topic, partition, offset)
            if partition not in self._open:
                self._open.add(partition)
                self.consumer.resume([TopicPartition(topic, partition)])
            self.consumer.seek(tp)
        self.window.clear()

    def _after_commit(self, records: list[SourceRecord],
                      outcomes: list[Outcome | Skipped]) -> None:
        """Count the committed group and forget its span events."""
        counts: Counter[str] = Counter()
        for rec, outcome in zip(records, outcomes, strict=True):
            if isinstance(outcome, Skipped):
                self.summary.skipped[str(outcome)] += 1
                counts["skipped"] += 1
            elif outcome.rejection is not None:
                self.summary.dlq_reasons[outcome.rejection.reason] += 1
                counts["dlq"] += 1
            else:
                counts["published"] += 1
            if self.index is not None:
                self.index.forget((rec.partition, rec.offset))
        self.summary.read += len(records)
        self.summary.published += counts["published"]
        self.summary.dlq += counts["dlq"]
        self._bar.update(len(records))
        log.info("replay_window_committed", records=len(records), **counts)
        self.window.remove(records)
        self.backoff.reset()


def run_command(args: argparse.Namespace, config: Config) -> int:
    """`deid replay`: run until done (or SIGTERM/SIGINT), print the summary."""
    job = ReplayJob(config, ReplayOptions.from_args(args))
    previous = {}
    if threading.current_thread() is threading.main_thread():
        previous = {sig: signal.signal(sig, lambda *_: job.stop())
                    for sig in (signal.SIGTERM, signal.SIGINT)}
    try:
        summary = job.run()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    print(orjson.dumps(summary.as_dict()).decode() if args.json else summary.text())
    return 1 if summary.interrupted else 0
