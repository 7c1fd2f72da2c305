"""The span cache a replay reads: span events indexed by the input record they came from.

Each span event (schemas/span-event.schema.json) carries its input record's coordinates in the
`deid-source-topic/-partition/-offset` headers. The index keeps, for every input record of the
replayed ranges, the raw value of its latest span event, or its numbered parts (`deid-part`)
when the worker had to split it (about 1 KB per note: split a very large replay into offset or
time ranges; the release resumes where the previous range ended).
`CachedSpans` then stands in for the recognizer: it hands the anonymizer the cached spans.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum
from typing import Any

import structlog
from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaError, TopicPartition

from stream.anonymize.engine import Anonymizer
from stream.categories import Label
from stream.errors import DeidError, InputError
from stream.formats import ParsedMessage
from stream.keyring.base import TenantKey
from stream.pipeline.deidentify import DeidentifiedNote
from stream.pipeline.kafka_records import H_SOURCE_OFFSET, H_SOURCE_PARTITION, H_SOURCE_TOPIC
from stream.pipeline.span_events import H_PART, SpanEventInvalid, SpanRow, decode
from stream.spans import Note, Span

log = structlog.get_logger("deid.replay")

_GONE = frozenset({KafkaError.UNKNOWN_TOPIC_OR_PART, KafkaError._UNKNOWN_PARTITION,
                   KafkaError._UNKNOWN_TOPIC, KafkaError.TOPIC_AUTHORIZATION_FAILED})
Source = tuple[int, int]
"""(input partition, input offset)."""
Part = tuple[int, int]
"""(part number from 1, number of parts) of a span event in parts."""


class CacheReason(StrEnum):
    """DLQ reasons of a replay from the span cache (fixed strings, never content)."""

    NO_SPAN_EVENT = "no span event"
    SPAN_EVENT_INVALID = "span event invalid"
    SPAN_EVENT_MISMATCH = "span event does not match the record"


class SpanCacheMiss(InputError):
    """The cached spans cannot be used for this record: it goes to the DLQ, never out."""

    def __init__(self, reason: CacheReason, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason


class SpanCacheUnavailable(DeidError):
    """The span events topic cannot be read."""


@dataclass(frozen=True, slots=True)
class CachedEvent:
    """What a replay needs from one span event: tenant, format, recognizer, spans per text."""

    tenant: str
    format: str
    recognizer: str
    paths: tuple[str, ...]
    spans: tuple[tuple[Span, ...], ...]
    vocabulary: str | None = None
    """Version of the site vocabulary that took part in finding the spans, if any."""


def parse_event(raw: bytes | Sequence[bytes]) -> CachedEvent:
    """Decode and check a span event value (or all its parts); SpanCacheMiss when it is not one."""
    try:
        event = decode([raw] if isinstance(raw, bytes) else raw)
        head, texts = event.head, event.texts
        return CachedEvent(_text(head["tenant"]), _text(head["format"]),
                           _text(head["recognizer"]), tuple(_text(t.path) for t in texts),
                           tuple(tuple(_span(s) for s in t.spans) for t in texts),
                           _optional_text(head.get("vocabulary")))
    except (SpanEventInvalid, KeyError, TypeError, ValueError):
        raise SpanCacheMiss(CacheReason.SPAN_EVENT_INVALID,
                            "the cached span event is not a valid deid span event") from None


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError("expected a string")
    return value


def _optional_text(value: Any) -> str | None:
    return None if value is None else _text(value)


def _span(row: SpanRow) -> Span:
    if not isinstance(row.start, int) or not isinstance(row.end, int):
        raise TypeError("offsets must be integers")
    return Span(row.start, row.end, Label(row.label), _text(row.source), float(row.score))


def check_event(event: CachedEvent, msg: ParsedMessage, tenant: str) -> None:
    """The event must describe this very record: tenant, format, text units and their lengths."""
    if event.tenant != tenant or event.format != msg.format:
        _mismatch("tenant or format differs")
    if list(event.paths) != msg.text_paths:
        _mismatch("text units differ")
    for text, spans in zip(msg.texts, event.spans, strict=True):
        if any(s.end > len(text) for s in spans):
            _mismatch("a span ends beyond its text")


def _mismatch(what: str) -> None:
    raise SpanCacheMiss(CacheReason.SPAN_EVENT_MISMATCH,
                        f"the cached span event does not match the record ({what})")


class CachedRecognizer:
    """Names the recognizer of a replay from the cache (nothing is recognized)."""

    name = "span-cache"


class CachedSpans:
    """A Deidentifier whose detection is the loaded span event (NoteProcessor calls it per text)."""

    def __init__(self, anonymizer: Anonymizer) -> None:
        self.anonymizer = anonymizer
        self.recognizer = CachedRecognizer()
        self._by_note: dict[str, tuple[Span, ...]] = {}
        self._vocabulary: str | None = None

    def load(self, msg: ParsedMessage, event: CachedEvent) -> None:
        """Use `event`'s spans for the text units of `msg` (ids as ParsedMessage.notes gives)."""
        self._by_note = {note.id: spans
                         for note, spans in zip(msg.notes(), event.spans, strict=True)}
        self._vocabulary = event.vocabulary

    def vocabulary_version(self, tenant: str | None) -> str | None:
        """The site vocabulary version the cached spans were found with (the span event's)."""
        return self._vocabulary

    def deidentify(self, note: Note, key: TenantKey, *,
                   reference: date | None = None) -> DeidentifiedNote:
        """The anonymized text with the cached spans; no recognizer runs."""
        spans = list(self._by_note[note.id])
        result = self.anonymizer.anonymize(note.text, spans, key, note_id=note.id,
                                           patient_id=note.patient_id, reference=reference)
        return DeidentifiedNote(spans, result)


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
