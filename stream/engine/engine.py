"""The engine: one input record, its tenant key and its spans -> what it becomes.

No Kafka client here: the window loop (stream.kafka.loop) consumes, asks the engine for each
record's Outcome, and produces what comes back inside one transaction. Spans come from a
SpanSource (stream.engine.sources): the recognizer, all notes of a window in one batch, or the
span events a replay reads. Retriable failures (recognizer or key store unavailable) propagate so
the loop can abort and retry; every other failure of a record becomes a DLQ record, so nothing
is published unredacted and nothing is dropped silently.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from enum import StrEnum
from typing import TypeVar

from stream import formats
from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.dates import note_date
from stream.anonymize.keys import TenantKey
from stream.anonymize.pseudonym import pseudonym
from stream.anonymize.strategy import NamePart
from stream.core.config import TopicsConfig
from stream.core.errors import RETRIABLE
from stream.core.reasons import Reason
from stream.engine.deidentify import DeidentifiedNote, anonymize_note
from stream.engine.dlq import Rejected, Rejection, dlq_record, rejection_for
from stream.engine.limits import MessageLimits, record_size
from stream.engine.records import (
    H_CANARY,
    H_CONTENT_TYPE,
    H_KEY_VERSION,
    H_POLICY,
    H_RECOGNIZER,
    H_RELEASE,
    H_TENANT,
    INPUT_TENANT_HEADERS,
    OutRecord,
    SourceRecord,
)
from stream.engine.sources import Decoded, Found, SpanSource
from stream.engine.span_events import H_PART, PART_HEADER_BYTES, SpanRow, TextSpans, encode
from stream.formats import Kind, ParsedMessage
from stream.keyring.base import Keyring, check_tenant

DEFAULT_MAX_NOTE_BYTES = 512 * 1024
NAME_PARTS = {Kind.GIVEN: NamePart.GIVEN, Kind.FAMILY: NamePart.FAMILY}
"""Structured name parts replaced as such (consistent with the whole name elsewhere)."""
SIZE_ERRORS = frozenset({"MSG_SIZE_TOO_LARGE", "RECORD_LIST_TOO_LARGE", "INVALID_MSG_SIZE"})
"""Kafka error names that mean a record was too large for the producer or the topic."""
NO_TOPIC = ""
"""The span-events topic when span events are not written (a replay without one)."""


class Skipped(StrEnum):
    """Records a replay reads but that are not part of the release (counted, never published)."""

    OTHER_TENANT = "other tenant"
    OUT_OF_RANGE = "outside the time range"
    CANARY = "canary note"


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one input record became: output + span event, or one DLQ record."""

    records: tuple[OutRecord, ...]
    rejection: Rejection | None = None
    format: str = "unknown"
    chars: int = 0
    labels: Counter[str] = field(default_factory=Counter)


class KeyCache:
    """Tenant keys fetched at most once per window (a rotation takes effect next window)."""

    def __init__(self, keyring: Keyring) -> None:
        self._keyring = keyring
        self._keys: dict[str, TenantKey] = {}

    def get(self, tenant: str) -> TenantKey:
        """The tenant's current key; KeyNotFound and KeyringUnavailable propagate."""
        key = self._keys.get(tenant)
        if key is None:
            key = self._keys[tenant] = self._keyring.get(tenant)
        return key


@dataclass(frozen=True, slots=True)
class Versions:
    """Release and policy versions written into every output's headers (the recognizer's comes
    with the spans)."""

    release: str
    policy: str


Staged = TypeVar("Staged", bound="Outcome | Skipped")
"""What a stage returns for a record that is not Decoded: its final outcome."""


class Engine:
    """Decode -> spans (from its SpanSource, one batch per window) -> anonymize -> render."""

    def __init__(self, anonymizer: Anonymizer, source: SpanSource, topics: TopicsConfig,
                 versions: Versions, default_tenant: str, *,
                 max_note_bytes: int = DEFAULT_MAX_NOTE_BYTES, allow_extra_metadata: bool = False,
                 dlq_headers: tuple[tuple[str, bytes], ...] = ()) -> None:
        self.anonymizer = anonymizer
        self.source = source
        self.topics = topics
        self.versions = versions
        self.default_tenant = default_tenant
        self.max_note_bytes = max_note_bytes
        self.allow_extra_metadata = allow_extra_metadata
        self.dlq_headers = dlq_headers
        """Added to every DLQ record (a replay names its release)."""
        self.limits = MessageLimits()
        """What each output topic accepts; the loop sets the broker's figures at start."""

    def process(self, rec: SourceRecord, keys: KeyCache) -> Outcome:
        """Outputs for `rec`; raises only the retriable errors in RETRIABLE."""
        return self.process_window([rec], keys)[0]

    def process_window(self, records: list[SourceRecord], keys: KeyCache) -> list[Outcome]:
        """Outputs per record, in order, keys by tenant from `keys`; raises only RETRIABLE."""
        return self.run(records, lambda rec: self.stage(rec, keys))

    def run(self, records: Sequence[SourceRecord],
            stage: Callable[[SourceRecord], Decoded | Staged]) -> list[Outcome | Staged]:
        """Each record staged by `stage`, the decoded ones' spans found in one batch, then
        de-identified; raises only RETRIABLE."""
        staged = [stage(rec) for rec in records]
        found = iter(self.source.find([s for s in staged if isinstance(s, Decoded)]))
        return [self.deidentify(s, next(found)) if isinstance(s, Decoded) else s
                for s in staged]

    def stage(self, rec: SourceRecord, keys: KeyCache) -> Decoded | Outcome:
        """`rec` decoded with its tenant's key, or its DLQ outcome."""
        try:
            msg = self.decode(rec)
            key = keys.get(self.tenant(rec, msg))
        except RETRIABLE:
            raise
        except Exception as exc:  # every other failure of this record: DLQ, never passthrough
            return self.rejected(rec, exc, self._verified_header_tenant(rec, keys))
        return decoded(rec, msg, key)

    def _verified_header_tenant(self, rec: SourceRecord, keys: KeyCache) -> str | None:
        """The header's tenant if it is a tenant name with a key, else None (the DLQ then
        names no tenant: an unverified name could be anything, PHI included)."""
        header = rec.header(*INPUT_TENANT_HEADERS)
        try:
            return keys.get(check_tenant(header or self.default_tenant)).tenant
        except RETRIABLE:
            raise
        except Exception:  # not a tenant name, or no key: unverified
            return None

    def deidentify(self, d: Decoded, found: Found | Exception) -> Outcome:
        """The record's output and span events from its spans, or its DLQ outcome."""
        if isinstance(found, Exception):
            return self.rejected(d.rec, found, d.key.tenant)
        try:
            reference = note_date(d.msg.note_time)
            done = [anonymize_note(self.anonymizer, note, d.key, spans, reference)
                    for note, spans in zip(d.notes, found.spans, strict=True)]
            return self._render(d, done, found, reference)
        except RETRIABLE:
            raise
        except Exception as exc:  # every other failure of this record: DLQ, never passthrough
            return self.rejected(d.rec, exc, d.key.tenant)

    def refused(self, rec: SourceRecord, outcome: Outcome, code: str) -> Outcome:
        """The DLQ outcome of a record whose outputs the producer refused (Kafka error `code`)."""
        tenant = next((v.decode() for k, v in outcome.records[0].headers if k == H_TENANT), None)
        reason = Reason.OUTPUT_TOO_LARGE if code in SIZE_ERRORS else Reason.PRODUCE_REJECTED
        return self._dead(rec, Rejection(reason.value, f"the producer refused it ({code})", tenant))

    def poisoned(self, rec: SourceRecord) -> Outcome:
        """The DLQ outcome of a record that made worker processes die (not processed again)."""
        return self._dead(rec, Rejection(Reason.POISON.value, "worker processes died on this "
                                         "record repeatedly; it was not processed again"))

    def rejected(self, rec: SourceRecord, exc: Exception, tenant: str | None) -> Outcome:
        """The DLQ outcome of `rec`, failed with `exc` (`tenant`: only a verified one)."""
        return self._dead(rec, rejection_for(exc, tenant))

    def _dead(self, rec: SourceRecord, rejection: Rejection) -> Outcome:
        out = dlq_record(self.topics.dlq, rec, rejection)
        if self.dlq_headers:
            out = replace(out, headers=[*out.headers, *self.dlq_headers])
        return Outcome((out,), rejection)

    def decode(self, rec: SourceRecord) -> ParsedMessage:
        """The parsed message of `rec`; Rejected or FormatError when it is none."""
        if rec.value is None:
            raise Rejected(Reason.EMPTY, "record has no value (tombstone)")
        return formats.parse(rec.value, rec.header(H_CONTENT_TYPE), max_bytes=self.max_note_bytes,
                             allow_extra_metadata=self.allow_extra_metadata)

    def tenant(self, rec: SourceRecord, msg: ParsedMessage) -> str:
        """Header first, then the message's own tenant, then the configured default.

        An explicit JSON envelope tenant that contradicts the header is ambiguous: rejected.
        (HL7's sending facility is only a hint, so a header overrides it.)
        """
        header = rec.header(*INPUT_TENANT_HEADERS)
        if header and msg.format == "json" and msg.tenant and header != msg.tenant:
            raise Rejected(Reason.BAD_TENANT, "tenant header and envelope tenant disagree")
        tenant = header or msg.tenant or self.default_tenant
        try:
            return check_tenant(tenant)
        except ValueError:
            raise Rejected(Reason.BAD_TENANT, "invalid tenant name") from None

    def _render(self, d: Decoded, done: list[DeidentifiedNote], found: Found,
                reference: date | None) -> Outcome:
        """Output record and span events of a record whose notes are de-identified
        (`reference`: the note time)."""
        rec, msg, key = d.rec, d.msg, d.key
        texts = [n.result.text for n in done]
        structured, strategies = self._structured(msg, key, reference or date.today())
        note_pid = pseudonym(key, "note", msg.note_id)
        patient_pid = pseudonym(key, "pt", msg.patient_id) if msg.patient_id else note_pid
        value = formats.render(msg, texts, structured, note_pid, patient_pid)
        headers = self._headers(rec, key, found.recognizer)
        out = OutRecord(self._output_topic(rec), patient_pid.encode(), value, headers)
        if not self.limits.fits(out):
            raise Rejected(Reason.OUTPUT_TOO_LARGE, "the de-identified note exceeds the output "
                           "topic's message limit")
        events = self._span_event(d, done, found, strategies, headers, note_pid, patient_pid)
        if self.topics.spans == NO_TOPIC:
            events = ()  # sized above all the same: what fails the worker fails a replay
        labels = Counter(str(s.label) for n in done for s in n.spans)
        chars = sum(len(text) for text in msg.texts)
        return Outcome((out, *events), None, msg.format, chars, labels)

    def _output_topic(self, rec: SourceRecord) -> str:
        """Canary notes (header deid-canary) go to the canary topic, never to the release."""
        return self.topics.output if rec.header(H_CANARY) is None else self.topics.canary_output

    def _structured(self, msg: ParsedMessage, key: TenantKey,
                    born_at: date) -> tuple[list[str], list[str]]:
        """Replace structured PHI values with the same strategies as free text (birth dates
        read at `born_at`, the note time)."""
        values: list[str] = []
        strategies: list[str] = []
        replacer = self.anonymizer.for_note(key, note_id=msg.note_id, patient_id=msg.patient_id,
                                            born_at=born_at)
        for item in msg.fields:
            value, strategy, _ = replacer.replace(item.value, item.label,
                                                  birth=item.kind is Kind.BIRTH_DATE,
                                                  name_part=NAME_PARTS.get(item.kind))
            values.append(value)
            strategies.append(strategy)
        return values, strategies

    def _headers(self, rec: SourceRecord, key: TenantKey,
                 recognizer: str) -> list[tuple[str, bytes]]:
        """The contract headers, and the input's content type reduced to its media type."""
        v = self.versions
        headers = [*rec.source_headers(),
                   (H_TENANT, key.tenant.encode()), (H_RELEASE, v.release.encode()),
                   (H_KEY_VERSION, str(key.version).encode()),
                   (H_RECOGNIZER, recognizer.encode()), (H_POLICY, v.policy.encode())]
        content_type = formats.media_type(rec.header(H_CONTENT_TYPE))
        if content_type:
            headers.append((H_CONTENT_TYPE, content_type.encode()))
        if rec.header(H_CANARY) is not None:
            headers.append((H_CANARY, b"1"))
        return headers

    def _span_event(self, d: Decoded, done: list[DeidentifiedNote], found: Found,
                    strategies: list[str], headers: list[tuple[str, bytes]], note_pid: str,
                    patient_pid: str) -> tuple[OutRecord, ...]:
        """One PHI-free span event per note: offsets, category, source, score, strategy.

        Encoded to fit the spans topic's message limit (stream.engine.span_events): compact,
        or in numbered parts; Rejected (to the DLQ) when it cannot fit.
        """
        rec, msg, key = d.rec, d.msg, d.key
        head = {
            "note_id": note_pid,
            "patient_id": patient_pid,
            "tenant": key.tenant,
            "release": self.versions.release,
            "key_version": key.version,
            "recognizer": found.recognizer,
            "policy": self.versions.policy,
            **({"vocabulary": found.vocabulary} if found.vocabulary is not None else {}),
            "format": msg.format,
            "source": {"topic": rec.topic, "partition": rec.partition, "offset": rec.offset},
        }
        structured = [{"path": f.path, "label": str(f.label), "kind": str(f.kind),
                       "strategy": strategy}
                      for f, strategy in zip(msg.fields, strategies, strict=True)]
        texts = [_text_spans(p, n) for p, n in zip(msg.text_paths, done, strict=True)]
        frame = OutRecord(self.topics.spans, patient_pid.encode(), b"", headers)
        budget = self.limits.of(self.topics.spans) - record_size(frame) - PART_HEADER_BYTES
        values = encode(head, texts, structured, budget)
        if values is None:
            raise Rejected(Reason.OUTPUT_TOO_LARGE, "the span event exceeds the span topic's "
                           "message limit even in parts")
        if len(values) == 1:
            return (OutRecord(frame.topic, frame.key, values[0], headers),)
        return tuple(OutRecord(frame.topic, frame.key, value,
                               [*headers, (H_PART, f"{i}/{len(values)}".encode())])
                     for i, value in enumerate(values, start=1))


def decoded(rec: SourceRecord, msg: ParsedMessage, key: TenantKey) -> Decoded:
    """`rec` ready for its spans: its notes carry the key's tenant (whose site vocabulary
    applies)."""
    return Decoded(rec, msg, key, [replace(n, tenant=key.tenant) for n in msg.notes()])


def _text_spans(path: str, done: DeidentifiedNote) -> TextSpans:
    """Spans of one text in original coordinates, with the strategy that replaced each."""
    replaced = {(r.orig_start, r.orig_end): r for r in done.result.spans}
    rows = []
    for s in done.spans:
        r = replaced[(s.start, s.end)]
        rows.append(SpanRow(s.start, s.end, str(s.label), s.source, s.score, r.strategy,
                            r.start, r.end))
    return TextSpans(path, len(done.result.text), rows)
