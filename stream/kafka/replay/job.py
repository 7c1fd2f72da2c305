"""`deid replay`: re-anonymize a retained input topic under a pinned key version, exactly once.

The job assigns the input partitions at the planned offsets (stream.kafka.replay.ranges), joins
every record to its span event (stream.kafka.replay.span_cache) and writes the release window by
window, one transaction each: outputs, DLQ records and the window's input offsets, committed
under the release's own consumer group. Its transactional id is fixed per tenant and release, so
a restarted replay fences the killed one (whose open transaction is aborted) and resumes after the
last committed window; a finished release run again publishes nothing.

Errors: a destroyed, missing or forbidden key refuses the replay before anything is read (and
stops it if that happens midway); an unreachable key store or recognizer waits and retries, with
nothing published meanwhile; a fatal Kafka error stops the job (ReplayFailed). No record stops
it, as in the worker and with its code: outputs are sized to the release topics' message limits
(client.message_limits), a record the producer refuses goes to the DLQ with its neighbours
committed (transaction.commit_outcomes), and a record that kills the process is isolated across
runs and DLQ'd as `poison record` (stream.kafka.poison; the marker is kept per transactional
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
from confluent_kafka import KafkaException, TopicPartition
from tqdm import tqdm

from stream.anonymize.keys import TenantKey
from stream.core.config import Config, ConfigError, TopicsConfig
from stream.core.errors import DeidError, KeyringError, KeyringUnavailable
from stream.engine.build import build_engine, deidentifier_with
from stream.engine.engine import NO_TOPIC, Engine, Skipped
from stream.engine.records import SourceRecord
from stream.engine.sources import CachedSpans, SpanSource
from stream.kafka.client import consumer_config, error_code
from stream.kafka.health import Health
from stream.kafka.loop import Result, WindowLoop, WorkerFatal
from stream.kafka.metrics import Sensor
from stream.kafka.replay.ranges import (
    PartitionRange,
    ReplayOptions,
    check_pin,
    pin_metadata,
    plan_range,
    range_start,
)
from stream.kafka.replay.span_cache import SpanIndex, load_index
from stream.kafka.replay.transform import release_outcomes
from stream.keyring import open_keyring
from stream.keyring.base import Keyring

log = structlog.get_logger("deid.replay")

TIMEOUT_S = 30.0
"""Metadata look-ups (topics, committed offsets, offsets by time)."""
PREFETCH_KBYTES = 64 * 1024
WINDOW_WAIT_S = 1.0


@dataclass(frozen=True, slots=True)
class _Limits:
    """When a replay window closes (the shape stream.kafka.windowing.Window reads)."""

    max_records: int
    max_bytes: int
    max_wait_s: float = WINDOW_WAIT_S


class ReplayFailed(DeidError):
    """The replay cannot go on (fatal Kafka error, fenced by another run of the release)."""


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
    """One run of a release: plan the ranges, then run the window loop over them."""

    def __init__(self, cfg: Config, options: ReplayOptions,
                 keyring: Keyring | None = None) -> None:
        self.cfg = self._release_config(cfg, options)
        self.options = options
        self.input = options.input or cfg.topics.input
        self.keyring = keyring or open_keyring(cfg.keyring)
        self.transactional_id = options.transactional_id
        self.offset_metadata: str | None = None
        self.index = SpanIndex()
        self.engine = self._engine()
        self.loop = WindowLoop(self.cfg, self, _Limits(options.window, cfg.worker.max_bytes),
                               Sensor(), Health())
        self.ranges: dict[int, PartitionRange] = {}
        self.summary: ReplaySummary | None = None
        self._open: set[int] = set()
        self._key_version = 0
        self._bar: Any = None

    @staticmethod
    def _release_config(cfg: Config, options: ReplayOptions) -> Config:
        """`cfg` with the release's own consumer group (its progress)."""
        return dataclasses.replace(
            cfg, kafka=dataclasses.replace(cfg.kafka, group_id=options.group_id))

    def _engine(self) -> Engine:
        """The engine with spans from the span cache, or the current recognizer (--redetect)."""
        source: SpanSource = CachedSpans(lambda src: self.index.get(src))  # loaded by _plan
        if self.options.redetect:
            source = deidentifier_with(self.cfg, self.options.recognizer, None)
        topics = TopicsConfig(self.input, self.options.output,
                              self.options.span_events or NO_TOPIC,
                              self.options.dlq or self.cfg.topics.dlq, canary_output=NO_TOPIC)
        return build_engine(self.cfg, source, topics=topics, release=self.options.release)

    # -- lifecycle -------------------------------------------------------------------------

    def stop(self) -> None:
        """Finish the open window and stop (safe from a signal handler)."""
        self.loop.stop()

    def run(self) -> ReplaySummary:
        """Replay the planned ranges; returns the summary (raises when refused or failed)."""
        key = self._key("replay refused")
        self.summary = ReplaySummary(key.tenant, self.options.release, key.version,
                                     "redetect" if self.options.redetect else "span cache",
                                     self.input, self.options.output)
        self._key_version = key.version
        self.offset_metadata = pin_metadata(key.version)
        started = time.monotonic()
        try:
            self.loop.open()
            with self._progress():
                self.loop.run()
        except WorkerFatal as exc:
            raise ReplayFailed(str(exc)) from exc
        finally:
            self.loop.close()
            self.summary.seconds = time.monotonic() - started
        self.summary.interrupted = bool(self._open) or bool(self.loop.window)
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

    # -- the loop's plan (stream.kafka.loop.Plan) ---------------------------------------

    def consumer_config(self) -> dict[str, Any]:
        cconf = consumer_config(self.cfg, PREFETCH_KBYTES)
        cconf.pop("group.instance.id", None)
        cconf["enable.partition.eof"] = True
        return cconf

    def start(self, loop: WindowLoop) -> None:
        self._plan(self._key_version)

    def take(self, rec: SourceRecord) -> bool:
        """A record of an open partition inside its range; closes the partition at its end."""
        if rec.partition not in self._open:
            return False  # fetched before the partition was paused
        end = self.ranges[rec.partition].end
        if end is not None and rec.offset >= end:
            self._finish(rec.partition, rec.offset, "end of range")
            return False
        if end is not None and rec.offset + 1 >= end:
            self._finish(rec.partition, rec.offset + 1, "end of range")
        return True

    def end_of_partition(self, partition: int, offset: int) -> None:
        self._finish(partition, offset, "end of partition")

    def done(self) -> bool:
        return not self._open

    def outcomes(self, records: list[SourceRecord]) -> list[Result]:
        """The release's records under the pinned key (fetched again: a destroyed key stops)."""
        return release_outcomes(self.engine, self.options, records, self._key("replay stopped"))

    def before_window(self) -> None:
        """Nothing to reload: the release's key and spans are fixed."""

    def rewound(self, partitions: set[int]) -> None:
        """Reopen the partitions the aborted window read."""
        for partition in partitions - self._open:
            self._open.add(partition)
            self.loop.consumer.resume([TopicPartition(self.input, partition)])

    def committed(self, records: list[SourceRecord], outcomes: list[Result]) -> None:
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
            self.index.forget((rec.partition, rec.offset))
        self.summary.read += len(records)
        self.summary.published += counts["published"]
        self.summary.dlq += counts["dlq"]
        self._bar.update(len(records))
        log.info("replay_window_committed", records=len(records), **counts)

    # -- the plan --------------------------------------------------------------------------

    def _plan(self, key_version: int) -> None:
        """Per partition: where the release resumes, where the range ends; then assign."""
        partitions = self._input_partitions()
        committed = self._release_progress(partitions, key_version)
        times = self._time_starts(partitions)
        starts = {p: range_start(self.options, committed=committed.get(p),
                                 time_start=times.get(p))[0] for p in partitions}
        covered: dict[int, int] = {}
        if not self.options.redetect:
            self._load_index(starts)
            covered = self.index.covered_end
        for p in partitions:
            self.ranges[p] = plan_range(p, self.options, committed=committed.get(p),
                                        time_start=times.get(p), covered_end=covered.get(p))
        todo = [r for r in self.ranges.values() if not r.empty]
        self.summary.resumed = any(r.resumed for r in self.ranges.values())
        self.summary.ranges = {r.partition: [r.start, r.end] for r in todo}
        self.loop.consumer.assign([TopicPartition(self.input, r.partition, r.start) for r in todo])
        self._open = {r.partition for r in todo}
        log.info("replay_planned", input=self.input, partitions=len(partitions), open=len(todo),
                 resumed=self.summary.resumed)

    def _load_index(self, starts: dict[int, int | None]) -> None:
        """Fill the span cache the engine reads (before the first window is read)."""
        self.index = load_index({**self.consumer_config(),
                                 "group.id": f"{self.options.group_id}.index"},
                                self.options.spans or self.cfg.topics.spans, self.input,
                                lambda src: self._wanted(src, starts))

    def _wanted(self, source: tuple[int, int], starts: dict[int, int | None]) -> bool:
        """Whether the index keeps the span event of an input record."""
        start = starts.get(source[0])
        end = self.options.to_offset
        return start is not None and source[1] >= start and (end is None or source[1] < end)

    def _input_partitions(self) -> list[int]:
        """The input topic's partitions; ConfigError when it does not exist."""
        meta = self.loop.consumer.list_topics(self.input, timeout=TIMEOUT_S).topics.get(self.input)
        if meta is None or meta.error is not None or not meta.partitions:
            raise ConfigError(f"input topic {self.input!r} does not exist")
        return sorted(meta.partitions)

    def _release_progress(self, partitions: list[int], key_version: int) -> dict[int, int]:
        """The release's committed progress (next offset) per partition."""
        try:
            tps = self.loop.consumer.committed([TopicPartition(self.input, p) for p in partitions],
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
            tps = self.loop.consumer.offsets_for_times(
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
            _, high = self.loop.consumer.get_watermark_offsets(
                TopicPartition(self.input, rng.partition), timeout=5)
        except KafkaException:
            high = rng.start
        return rng.size(high)

    def _finish(self, partition: int, offset: int, why: str) -> None:
        """Stop reading a partition (its fetched-ahead records are ignored)."""
        if partition in self._open:
            self._open.discard(partition)
            self.loop.consumer.pause([TopicPartition(self.input, partition)])
            log.info("replay_partition_done", partition=partition, offset=offset, why=why)


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
