"""Detect then anonymize notes: the note-level core shared by the batch commands and the engine."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

from stream.anonymize.anonymizer import AnonymizedText, Anonymizer
from stream.anonymize.keys import TenantKey
from stream.core.normalize import normalized_metadata, normalized_note, original_spans
from stream.core.spans import Note, Span
from stream.recognize.base import Recognizer, recognize_all
from stream.recognize.merge import merge
from stream.recognize.vocabulary.recognizer import without_allowed

if TYPE_CHECKING:
    from stream.recognize.vocabulary import Vocabularies


@dataclass(frozen=True, slots=True)
class DeidentifiedNote:
    spans: list[Span]
    """Merged spans in original coordinates (the span cache)."""
    result: AnonymizedText


def _reading(note: Note) -> tuple[str, int, str | None]:
    """What recognition of `note` depends on: its text, its metadata (held by the note) and its
    tenant (whose site vocabulary takes part)."""
    return note.text, id(note.metadata), note.tenant


class Deidentifier:
    """Recognizer + anonymizer; raises rather than passing a note through when a stage fails.

    With `vocabularies`, each tenant's allow entries remove the merged spans lying inside them
    (except the note's own known values): here, once, whichever recognizer found them.
    """

    def __init__(self, recognizer: Recognizer, anonymizer: Anonymizer,
                 vocabularies: Vocabularies | None = None) -> None:
        self.recognizer = recognizer
        self.anonymizer = anonymizer
        self.vocabularies = vocabularies

    def vocabulary_version(self, tenant: str | None) -> str | None:
        """The version of `tenant`'s site vocabulary in use, or None."""
        return self.vocabularies.version(tenant) if self.vocabularies is not None else None

    def detect(self, note: Note) -> list[Span]:
        """Merged, non-overlapping spans of `note`."""
        return self.detect_batch([note])[0]

    def detect_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        """Merged spans of each of `notes`, from one batched recognizer call (none if no notes).

        Recognizers read each note normalised (stream/core/normalize.py); the spans they
        find are mapped back to the original text before merging. Recognition depends only on
        a note's text and metadata: notes that share both (tens of thousands of one-letter
        annotations in one message) are recognized once, and each metadata is normalised once.
        """
        if not notes:
            return []
        distinct: dict[tuple[str, int, str | None], Note] = {}
        for note in notes:
            distinct.setdefault(_reading(note), note)
        metadata: dict[int, dict[str, Any]] = {}
        for note in distinct.values():
            if id(note.metadata) not in metadata:
                metadata[id(note.metadata)] = normalized_metadata(note.metadata)
        normalized = [normalized_note(note, metadata[id(note.metadata)])
                      for note in distinct.values()]
        found = recognize_all(self.recognizer, [read for read, _ in normalized])
        merged = {reading: merge(original_spans(spans, norm), note.text)
                  for (reading, note), (_, norm), spans
                  in zip(distinct.items(), normalized, found, strict=True)}
        return [self._allowed(note, list(merged[_reading(note)])) for note in notes]

    def _allowed(self, note: Note, spans: list[Span]) -> list[Span]:
        """`spans` less those its tenant's vocabulary allows."""
        if self.vocabularies is None:
            return spans
        return without_allowed(spans, note.text, self.vocabularies.get(note.tenant))

    def deidentify(self, note: Note, key: TenantKey, spans: list[Span] | None = None, *,
                   reference: date | None = None) -> DeidentifiedNote:
        """`note` anonymized under `key`, with `spans` when already detected (else detects);
        `reference` is the note time (ages of birth dates are read at it)."""
        spans = self.detect(note) if spans is None else spans
        return anonymize_note(self.anonymizer, note, key, spans, reference)


def anonymize_note(anonymizer: Anonymizer, note: Note, key: TenantKey, spans: list[Span],
                   reference: date | None = None) -> DeidentifiedNote:
    """`note` anonymized under `key` at its `spans` (`reference`: the note time)."""
    result = anonymizer.anonymize(note.text, spans, key, note_id=note.id,
                                  patient_id=note.patient_id, reference=reference)
    return DeidentifiedNote(spans, result)
