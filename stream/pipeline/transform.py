"""The pure transform of the worker: each input record -> the records it produces.

No Kafka client here: the loop (worker.py) consumes, calls `NoteProcessor.process_window`, and
produces what comes back inside one transaction. The notes of every record of a window are
recognized in one batch (the model recognizer fills its batches across records). Retriable
failures (recognizer or key store unavailable) propagate so the loop can abort and retry; every
other failure of a record becomes a DLQ record, so nothing is published unredacted and nothing
is dropped silently.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace
from datetime import date
from typing import TYPE_CHECKING

from stream import formats
from stream.anonymize.dates import note_date
from stream.anonymize.pseudonym import pseudonym
from stream.config import TopicsConfig
from stream.errors import KeyringUnavailable, RecognizerUnavailable
from stream.formats import Kind, ParsedMessage
from stream.keyring.base import Keyring, TenantKey, check_tenant
from stream.pipeline.dlq import Reason, Rejected, Rejection, dlq_record, rejection_for
from stream.pipeline.kafka_io import MessageLimits, record_size
from stream.pipeline.kafka_records import (
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
from stream.pipeline.span_events import H_PART, PART_HEADER_BYTES, SpanRow, TextSpans, encode
from stream.spans import Note, Span

if TYPE_CHECKING:
    from stream.pipeline.deidentify import DeidentifiedNote, Deidentifier

Detected = list[list[Span]] | Exception
"""Merged spans per note of one record, or the non-retriable error detecting them raised."""

RETRIABLE: tuple[type[Exception], ...] = (KeyringUnavailable, RecognizerUnavailable)
DEFAULT_MAX_NOTE_BYTES = 512 * 1024
SIZE_ERRORS = frozenset({"MSG_SIZE_TOO_LARGE", "RECORD_LIST_TOO_LARGE", "INVALID_MSG_SIZE"})
"""Kafka error names that mean a record was too large for the producer or the topic."""


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
    """Release, recognizer and policy versions written into every output's headers."""

    release: str
    recognizer: str
    policy: str


@dataclass(frozen=True, slots=True)
class Decoded:
    """A record past decode, tenant and key: what detection and rendering need."""

    rec: SourceRecord
    msg: ParsedMessage
    key: TenantKey
    notes: list[Note]


class NoteProcessor:
    """Decode -> detect (one batch per window) -> anonymize -> render."""

    def __init__(self, deidentifier: Deidentifier, topics: TopicsConfig, versions: Versions,
                 default_tenant: str, max_note_bytes: int = DEFAULT_MAX_NOTE_BYTES,
                 limits: MessageLimits | None = None, *,
                 allow_extra_metadata: bool = False) -> None:
        self.deidentifier = deidentifier
        self.topics = topics
        self.versions = versions
        self.default_tenant = default_tenant
        self.max_note_bytes = max_note_bytes
        self.allow_extra_metadata = allow_extra_metadata
        self.limits = limits or MessageLimits()
        """What each output topic accepts; the worker sets the broker's figures at start."""

    def process(self, rec: SourceRecord, keys: KeyCache) -> Outcome:
        """Outputs for `rec`; raises only the retriable errors in RETRIABLE."""
        return self.process_window([rec], keys)[0]

    def process_window(self, records: list[SourceRecord], keys: KeyCache) -> list[Outcome]:
        """Outputs per record, in order, from one recognizer call; raises only RETRIABLE."""
        staged = [self._stage(rec, keys) for rec in records]
        detected = iter(self._detect([s for s in staged if isinstance(s, Decoded)]))
        return [self._finish(s, next(detected)) if isinstance(s, Decoded) else s
                for s in staged]

    def _stage(self, rec: SourceRecord, keys: KeyCache) -> Decoded | Outcome:
        """`rec` decoded with its tenant's key, or its DLQ outcome."""
        try:
            msg = self._decode(rec)
            key = keys.get(self._tenant(rec, msg))
        except RETRIABLE:
            raise
        except Exception as exc:  # every other failure of this record: DLQ, never passthrough
            return self._rejected(rec, exc, self._verified_header_tenant(rec, keys))
        return Decoded(rec, msg, key, [replace(n, tenant=key.tenant) for n in msg.notes()])

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

    def _detect(self, decoded: list[Decoded]) -> list[Detected]:
        """Spans per note of each record, all notes in one batch.

        When the batch fails for another reason than an outage, each record is detected alone,
        so that only the record that causes the failure goes to the DLQ.
        """
        try:
            found = iter(self.deidentifier.detect_batch([n for d in decoded for n in d.notes]))
            return [[next(found) for _ in d.notes] for d in decoded]
        except RETRIABLE:
            raise
        except Exception as exc:
            if len(decoded) == 1:
                return [exc]
            return [one for d in decoded for one in self._detect([d])]

    def _finish(self, d: Decoded, detected: Detected) -> Outcome:
        """Anonymize and render a decoded record with its spans, or its DLQ outcome."""
        if isinstance(detected, Exception):
            return self._rejected(d.rec, detected, d.key.tenant)
        try:
            reference = note_date(d.msg.note_time)
            done = [self.deidentifier.deidentify(note, d.key, spans, reference=reference)
                    for note, spans in zip(d.notes, detected, strict=True)]
            return self._render(d.rec, d.msg, d.key, done)
        except RETRIABLE:
            raise
        except Exception as exc:  # every other failure of this record: DLQ, never passthrough
            return self._rejected(d.rec, exc, d.key.tenant)

    def refused(self, rec: SourceRecord, outcome: Outcome, code: str) -> Outcome:
        """The DLQ outcome of a record whose outputs the producer refused (Kafka error `code`)."""
        tenant = next((v.decode() for k, v in outcome.records[0].headers if k == H_TENANT), None)
        reason = Reason.OUTPUT_TOO_LARGE if code in SIZE_ERRORS else Reason.PRODUCE_REJECTED
        return self._dead(rec, Rejection(reason.value, f"the producer refused it ({code})", tenant))

    def poisoned(self, rec: SourceRecord) -> Outcome:
        """The DLQ outcome of a record that made worker processes die (not processed again)."""
        return self._dead(rec, Rejection(Reason.POISON.value, "worker processes died on this "
                                         "record repeatedly; it was not processed again"))

    def _dead(self, rec: SourceRecord, rejection: Rejection) -> Outcome:
        return Outcome((dlq_record(self.topics.dlq, rec, rejection),), rejection)

    def _rejected(self, rec: SourceRecord, exc: Exception, tenant: str | None) -> Outcome:
        """The DLQ outcome of `rec`."""
        rejection = rejection_for(exc, tenant)
        return Outcome((dlq_record(self.topics.dlq, rec, rejection),), rejection)

    def _decode(self, rec: SourceRecord) -> ParsedMessage:
        if rec.value is None:
            raise Rejected(Reason.EMPTY, "record has no value (tombstone)")
        return formats.parse(rec.value, rec.header(H_CONTENT_TYPE), max_bytes=self.max_note_bytes,
                             allow_extra_metadata=self.allow_extra_metadata)

    def _tenant(self, rec: SourceRecord, msg: ParsedMessage) -> str:
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

    def _deidentify(self, rec: SourceRecord, msg: ParsedMessage, key: TenantKey) -> Outcome:
        """Outputs of a decoded record, detecting note by note (the replay's per-record path)."""
        reference = note_date(msg.note_time)
        return self._render(rec, msg, key, [self.deidentifier.deidentify(note, key,
                                                                         reference=reference)
                                            for note in msg.notes()])

    def _render(self, rec: SourceRecord, msg: ParsedMessage, key: TenantKey,
                done: list[DeidentifiedNote]) -> Outcome:
        """Output record and span event of a record whose notes are de-identified."""
        texts = [d.result.text for d in done]
        structured, strategies = self._structured(msg, key)
        note_pid = pseudonym(key, "note", msg.note_id)
        patient_pid = pseudonym(key, "pt", msg.patient_id) if msg.patient_id else note_pid
        value = formats.render(msg, texts, structured, note_pid, patient_pid)
        headers = self._headers(rec, key)
        out = OutRecord(self._output_topic(rec), patient_pid.encode(), value, headers)
        if not self.limits.fits(out):
            raise Rejected(Reason.OUTPUT_TOO_LARGE, "the de-identified note exceeds the output "
                           "topic's message limit")
        events = self._span_event(rec, msg, key, done, strategies, note_pid, patient_pid)
        labels = Counter(str(s.label) for d in done for s in d.spans)
        chars = sum(len(text) for text in msg.texts)
        return Outcome((out, *events), None, msg.format, chars, labels)

    def _output_topic(self, rec: SourceRecord) -> str:
        """Canary notes (header deid-canary) go to the canary topic, never to the release."""
        return self.topics.output if rec.header(H_CANARY) is None else self.topics.canary_output

    def _structured(self, msg: ParsedMessage, key: TenantKey) -> tuple[list[str], list[str]]:
        """Replace structured PHI values with the same strategies as free text."""
        values: list[str] = []
        strategies: list[str] = []
        born_at = note_date(msg.note_time) or date.today()
        replacer = self.deidentifier.anonymizer.for_note(key, note_id=msg.note_id,
                                                         patient_id=msg.patient_id,
                                                         born_at=born_at)
        for item in msg.fields:
            value, strategy, _ = replacer.replace(item.value, item.label,
                                                  birth=item.kind is Kind.BIRTH_DATE)
            values.append(value)
            strategies.append(strategy)
        return values, strategies

    def _headers(self, rec: SourceRecord, key: TenantKey) -> list[tuple[str, bytes]]:
        """The contract headers, and the input's content type reduced to its media type."""
        v = self.versions
        headers = [*rec.source_headers(),
                   (H_TENANT, key.tenant.encode()), (H_RELEASE, v.release.encode()),
                   (H_KEY_VERSION, str(key.version).encode()),
                   (H_RECOGNIZER, v.recognizer.encode()), (H_POLICY, v.policy.encode())]
        content_type = formats.media_type(rec.header(H_CONTENT_TYPE))
        if content_type:
            headers.append((H_CONTENT_TYPE, content_type.encode()))
        if rec.header(H_CANARY) is not None:
            headers.append((H_CANARY, b"1"))
        return headers

    def _span_event(self, rec: SourceRecord, msg: ParsedMessage, key: TenantKey,
                    done: list[DeidentifiedNote], strategies: list[str],
                    note_pid: str, patient_pid: str) -> tuple[OutRecord, ...]:
        """One PHI-free span event per note: offsets, category, source, score, strategy.

        Encoded to fit the spans topic's message limit (stream.pipeline.span_events): compact,
        or in numbered parts; Rejected (to the DLQ) when it cannot fit.
        """
        head = {
            "note_id": note_pid,
            "patient_id": patient_pid,
            "tenant": key.tenant,
            "release": self.versions.release,
            "key_version": key.version,
            "recognizer": self.versions.recognizer,
            "policy": self.versions.policy,
            **self._vocabulary(key.tenant),
            "format": msg.format,
            "source": {"topic": rec.topic, "partition": rec.partition, "offset": rec.offset},
        }
        structured = [{"path": f.path, "label": str(f.label), "kind": str(f.kind),
                       "strategy": strategy}
                      for f, strategy in zip(msg.fields, strategies, strict=True)]
        texts = [_text_spans(p, d) for p, d in zip(msg.text_paths, done, strict=True)]
        headers = self._headers(rec, key)
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

    def _vocabulary(self, tenant: str) -> dict[str, str]:
        """{"vocabulary": version} when the tenant has a site vocabulary (never its content)."""
        version = self.deidentifier.vocabulary_version(tenant)
        return {"vocabulary": version} if version is not None else {}


def _text_spans(path: str, done: DeidentifiedNote) -> TextSpans:
    """Spans of one text in original coordinates, with the strategy that replaced each."""
    replaced = {(r.orig_start, r.orig_end): r for r in done.result.spans}
    rows = []
    for s in done.spans:
        r = replaced[(s.start, s.end)]
        rows.append(SpanRow(s.start, s.end, str(s.label), s.source, s.score, r.strategy,
                            r.start, r.end))
    return TextSpans(path, len(done.result.text), rows)
