"""The vocabulary recognizer (the note's tenant's deny entries) and the allow filter."""

from __future__ import annotations

from stream.core.spans import Note, Span
from stream.recognize.vocabulary.compiled import CompiledVocabulary
from stream.recognize.vocabulary.store import Vocabularies


class VocabularyRecognizer:
    """Deny entries of the note's tenant's vocabulary (source "vocabulary")."""

    name = "vocabulary"

    def __init__(self, vocabularies: Vocabularies) -> None:
        self.vocabularies = vocabularies

    def recognize(self, note: Note) -> list[Span]:
        """Denied terms of `note.tenant`'s vocabulary in the text (none without a tenant)."""
        compiled = self.vocabularies.get(note.tenant)
        return compiled.deny_spans(note.text) if compiled is not None else []


def without_allowed(spans: list[Span], text: str,
                    compiled: CompiledVocabulary | None) -> list[Span]:
    """`spans` less those lying inside an allowed term, except the note's own known values."""
    if compiled is None or not spans:
        return spans
    allowed = compiled.allowed_ranges(text)
    if not allowed:
        return spans
    return [s for s in spans if s.source.startswith("known")
            or not any(a <= s.start and s.end <= b for a, b in allowed)]
