"""The span cache a replay reads: span events indexed by the input record they came from.

Each span event (schemas/span-event.schema.json) carries its input record's coordinates in the
`deid-source-topic/-partition/-offset` headers. The index keeps, for every input record of the
replayed ranges, the raw value of its latest span event, or its numbered parts (`deid-part`)
when the worker had to split it (about 1 KB per note: split a very large replay into offset or
time ranges; the release resumes where the previous range ended).
stream.engine.sources.CachedSpans reads its spans from the loaded index.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import structlog
from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaError, TopicPartition

from stream.core.errors import DeidError
from stream.engine.records import H_SOURCE_OFFSET, H_SOURCE_PARTITION, H_SOURCE_TOPIC
from stream.engine.sources import Source
from stream.engine.span_events import H_PART

log = structlog.get_logger("deid.replay")

_GONE = frozenset({KafkaError.UNKNOWN_TOPIC_OR_PART, KafkaError._UNKNOWN_PARTITION,
                   KafkaError._UNKNOWN_TOPIC, KafkaError.TOPIC_AUTHORIZATION_FAILED})
Part = tuple[int, int]
"""(part number from 1, number of parts) of a span event in parts."""


class SpanCacheUnavailable(DeidError):
    """The span events topic cannot be read."""


@dataclass
class SpanIndex:
    """Latest span event per input record of the wanted ranges, and what the cache covers."""

    events: dict[Source, bytes] = field(default_factory=dict)
    parts: dict[Source, dict[Part, bytes]] = field(default_factory=dict)
    """Events in parts, by (part, count): a later copy of a part replaces the earlier."""
    covered_end: dict[int, int] = field(default_factory=dict)
    """Per input partition: one past the highest input offset any span event names."""
    read: int = 0

    def add(self, source: Source, value: bytes, wanted: Callable[[Source], bool],
            part: Part | None = None) -> None:
        """Record one span event or part (a later event for a source replaces the earlier)."""
        self.read += 1
        partition, offset = source
        self.covered_end[partition] = max(self.covered_end.get(partition, 0), offset + 1)
        if not wanted(source):
            return
        if part is None:
            self.parts.pop(source, None)
            self.events[source] = value
        else:
            self.events.pop(source, None)
            held = self.parts.setdefault(source, {})
            if any(count != part[1] for _, count in held):
                held.clear()  # parts of another encoding of the same record: the later wins
            held[part] = value

    def get(self, source: Source) -> list[bytes] | None:
        """The raw span event of an input record, or its parts in order (None when absent)."""
        if source in self.events:
            return [self.events[source]]
        held = self.parts.get(source)
        return [held[p] for p in sorted(held)] if held else None

    def forget(self, source: Source) -> None:
        """Drop an event once its record is committed (the index only shrinks)."""
        self.events.pop(source, None)
        self.parts.pop(source, None)


def load_index(consumer_conf: dict[str, Any], spans_topic: str, input_topic: str,
               wanted: Callable[[Source], bool], timeout_s: float = 30.0) -> SpanIndex:
    """Read the span events topic to its end (read_committed) and index it by source."""
    consumer = Consumer({**consumer_conf, "enable.partition.eof": True})
    index = SpanIndex()
    try:
        partitions = _partitions(consumer, spans_topic, timeout_s)
        consumer.assign([TopicPartition(spans_topic, p, OFFSET_BEGINNING) for p in partitions])
        for msg in _until_eof(consumer, set(partitions)):
            source = _source(msg.headers(), input_topic)
            if source is not None and msg.value() is not None:
                index.add(source, msg.value(), wanted, _part(msg.headers()))
    finally:
        consumer.close()
    log.info("span_index_loaded", events=index.read, kept=len(index.events))
    return index


def _partitions(consumer: Consumer, topic: str, timeout_s: float) -> list[int]:
    meta = consumer.list_topics(topic, timeout=timeout_s).topics.get(topic)
    if meta is None or meta.error is not None or not meta.partitions:
        raise SpanCacheUnavailable(f"span events topic {topic!r} does not exist")
    return sorted(meta.partitions)


def _until_eof(consumer: Consumer, partitions: set[int]) -> Iterator[Any]:
    """Every record until each partition reported its end."""
    pending = set(partitions)
    while pending:
        for msg in consumer.consume(num_messages=1000, timeout=0.5):
            err = msg.error()
            if err is None:
                yield msg
            elif err.code() == KafkaError._PARTITION_EOF:
                pending.discard(msg.partition())
            elif err.fatal() or err.code() in _GONE:
                raise SpanCacheUnavailable(f"cannot read the span events ({err.name()})")
            else:
                log.warning("span_index_consumer_error", code=err.name())


def _source(headers: list[tuple[str, bytes]] | None, input_topic: str) -> Source | None:
    """The input coordinates a span event names, when it names `input_topic`."""
    found = {k.lower(): v for k, v in headers or [] if v is not None}
    if found.get(H_SOURCE_TOPIC, b"").decode("utf-8", "replace") != input_topic:
        return None
    try:
        return int(found[H_SOURCE_PARTITION]), int(found[H_SOURCE_OFFSET])
    except (KeyError, ValueError):
        return None


def _part(headers: list[tuple[str, bytes]] | None) -> Part | None:
    """(i, n) of a span event in parts (`deid-part: i/n`); None for a whole event."""
    for name, value in headers or []:
        if name.lower() == H_PART and value:
            number, _, count = value.decode("ascii", "replace").partition("/")
            try:
                return int(number), int(count)
            except ValueError:
                return 0, 0  # an unreadable part header: the event cannot be completed
    return None
