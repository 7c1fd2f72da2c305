"""Where a record's spans come from: the recognizer, or the span events a worker wrote.

A `SpanSource` takes the decoded records of a window and returns, per record, its spans per note
(with the recognizer and site vocabulary that found them) or the error that makes it a DLQ
record. Neither source holds per-record state: `Detector` runs the recognizer, `CachedSpans`
reads span events from a lookup that is filled before it is handed over.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

from stream import __version__
from stream.anonymize.keys import TenantKey
from stream.core.categories import Label
from stream.core.errors import RETRIABLE, InputError
from stream.core.reasons import Reason
from stream.core.spans import Note, Span
from stream.engine.deidentify import Deidentifier
from stream.engine.records import SourceRecord
from stream.engine.span_events import SpanEventInvalid, SpanRow, decode
from stream.formats import ParsedMessage

Source = tuple[int, int]
"""(input partition, input offset)."""


@dataclass(frozen=True, slots=True)
class Decoded:
    """A record past decode, tenant and key: what finding spans and rendering need."""

    rec: SourceRecord
    msg: ParsedMessage
    key: TenantKey
    notes: list[Note]


@dataclass(frozen=True, slots=True)
class Found:
    """The spans of one record, per note, and what found them (named in the output headers)."""

    spans: list[list[Span]]
    recognizer: str
    vocabulary: str | None = None
    """Version of the site vocabulary that took part, if any (never its content)."""


class SpanSource(Protocol):
    """Spans of each decoded record, in order; raises only the retriable errors in RETRIABLE."""

    def find(self, batch: Sequence[Decoded]) -> list[Found | Exception]: ...


class Detector:
    """Spans from the recognizer: every note of a batch in one recognizer call."""

    def __init__(self, deidentifier: Deidentifier) -> None:
        self.deidentifier = deidentifier
        self.recognizer = f"{getattr(deidentifier.recognizer, 'name', 'recognizer')}/{__version__}"

    def find(self, batch: Sequence[Decoded]) -> list[Found | Exception]:
        """When the batch fails for another reason than an outage, each record is detected
        alone, so that only the record that causes the failure goes to the DLQ."""
        try:
            found = iter(self.deidentifier.detect_batch([n for d in batch for n in d.notes]))
            return [Found([next(found) for _ in d.notes], self.recognizer,
                          self.deidentifier.vocabulary_version(d.key.tenant)) for d in batch]
        except RETRIABLE:
            raise
        except Exception as exc:
            if len(batch) == 1:
                return [exc]
            return [one for d in batch for one in self.find([d])]


class SpanCacheMiss(InputError):
    """The cached spans cannot be used for this record: it goes to the DLQ, never out."""

    def __init__(self, reason: Reason, detail: str) -> None:
        super().__init__(detail)
        self.reason = reason


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


class CachedSpans:
    """Spans from the span events of the records (`lookup`: the raw event or its parts)."""

    def __init__(self, lookup: Callable[[Source], Sequence[bytes] | None]) -> None:
        self.lookup = lookup

    def find(self, batch: Sequence[Decoded]) -> list[Found | Exception]:
        return [self._one(d) for d in batch]

    def _one(self, d: Decoded) -> Found | Exception:
        """The record's cached spans, or the SpanCacheMiss that sends it to the DLQ."""
        raw = self.lookup((d.rec.partition, d.rec.offset))
        try:
            if raw is None:
                raise SpanCacheMiss(Reason.NO_SPAN_EVENT, "no span event for this record")
            event = parse_event(raw)
            check_event(event, d.msg, d.key.tenant)
        except SpanCacheMiss as exc:
            return exc
        return Found([list(spans) for spans in event.spans], event.recognizer, event.vocabulary)


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
        raise SpanCacheMiss(Reason.SPAN_EVENT_INVALID,
                            "the cached span event is not a valid deid span event") from None


def _text(value: object) -> str:
    if not isinstance(value, str):
        raise TypeError("expected a string")
    return value


def _optional_text(value: object) -> str | None:
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
    raise SpanCacheMiss(Reason.SPAN_EVENT_MISMATCH,
                        f"the cached span event does not match the record ({what})")
