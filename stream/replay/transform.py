"""The per-record transform of a replay: the worker's NoteProcessor under a pinned key version.

From the span cache, `CachedSpans` replaces the recognizer, so the output is exactly what the
worker would have written under that key; with --redetect the current recognizer runs. A record
of another tenant or a canary note (header deid-canary) is skipped (neither belongs to a
release); a record whose span event is missing, invalid or does not match it goes to the DLQ,
never out.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum

from stream.config import TopicsConfig
from stream.formats import ParsedMessage
from stream.keyring.base import TenantKey
from stream.pipeline.deidentify import Deidentifier
from stream.pipeline.dlq import dlq_record, rejection_for
from stream.pipeline.kafka_records import H_CANARY, H_RELEASE, OutRecord, SourceRecord
from stream.pipeline.transform import RETRIABLE, NoteProcessor, Outcome, Versions
from stream.replay.spans import CachedSpans, CacheReason, SpanCacheMiss, check_event, parse_event

NO_TOPIC = ""
"""The span-events topic when the release's span events are not written."""


class Skipped(StrEnum):
    """Records a replay reads but that are not part of the release (counted, never published)."""

    OTHER_TENANT = "other tenant"
    OUT_OF_RANGE = "outside the time range"
    CANARY = "canary note"


class ReplayProcessor(NoteProcessor):
    """NoteProcessor with a release's pinned key, fed from the span cache unless redetecting."""

    def __init__(self, deidentifier: CachedSpans | Deidentifier, topics: TopicsConfig,
                 versions: Versions, default_tenant: str, *,
                 allow_extra_metadata: bool = False) -> None:
        super().__init__(deidentifier, topics, versions, default_tenant,  # type: ignore[arg-type]
                         allow_extra_metadata=allow_extra_metadata)
        self.cache = deidentifier if isinstance(deidentifier, CachedSpans) else None
        self._by_recognizer: dict[str, Versions] = {}

    def replay(self, rec: SourceRecord, event: list[bytes] | None,
               key: TenantKey) -> Outcome | Skipped:
        """The release's records for `rec` (raises only the retriable errors in RETRIABLE)."""
        if rec.header(H_CANARY) is not None:
            return Skipped.CANARY  # a monitoring probe, never part of a release
        tenant: str | None = None
        try:
            msg = self._decode(rec)
            tenant = self._tenant(rec, msg)
            if tenant != key.tenant:
                return Skipped.OTHER_TENANT
            if self.cache is not None:
                self._load(msg, tenant, event)
            outcome = self._deidentify(rec, msg, key)
        except RETRIABLE:
            raise
        except Exception as exc:  # this record only: DLQ, never passthrough
            rejection = rejection_for(exc, tenant)
            outcome = Outcome((dlq_record(self.topics.dlq, rec, rejection),), rejection)
        return self.released(outcome)

    def refused(self, rec: SourceRecord, outcome: Outcome, code: str) -> Outcome:
        """The worker's DLQ outcome for a refused record, marked with the release."""
        return self.released(super().refused(rec, outcome, code))

    def poisoned(self, rec: SourceRecord) -> Outcome:
        """The worker's DLQ outcome for a poison record, marked with the release."""
        return self.released(super().poisoned(rec))

    def _load(self, msg: ParsedMessage, tenant: str, raw: list[bytes] | None) -> None:
        """Hand the record's cached spans to CachedSpans; SpanCacheMiss when unusable."""
        if raw is None:
            raise SpanCacheMiss(CacheReason.NO_SPAN_EVENT, "no span event for this record")
        event = parse_event(raw)
        check_event(event, msg, tenant)
        self.cache.load(msg, event)  # type: ignore[union-attr]
        self.versions = self._versions_for(event.recognizer)

    def _versions_for(self, recognizer: str) -> Versions:
        """Headers name the recognizer that found the cached spans."""
        found = self._by_recognizer.get(recognizer)
        if found is None:
            found = dataclasses.replace(self.versions, recognizer=recognizer)
            self._by_recognizer[recognizer] = found
        return found

    def released(self, outcome: Outcome) -> Outcome:
        """Drop span events nobody asked for; mark DLQ records with the release."""
        release = (H_RELEASE, self.versions.release.encode())
        records = tuple(_with_header(r, release) if r.topic == self.topics.dlq else r
                        for r in outcome.records if r.topic != NO_TOPIC)
        return dataclasses.replace(outcome, records=records)


def _with_header(rec: OutRecord, header: tuple[str, bytes]) -> OutRecord:
    return dataclasses.replace(rec, headers=[*rec.headers, header])
