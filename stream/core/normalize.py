"""Text as recognizers should read it, with exact offsets back to the original.

A name broken by a zero-width space or a soft hyphen, or written in fullwidth letters, reads
the same to a person but matches no pattern, gazetteer entry or known value. Before recognition
every note is normalised: format characters (Unicode category Cf: zero-width spaces and joiners,
soft hyphens, bidi marks, BOMs) and other invisible default-ignorable characters are removed,
and compatibility forms are folded (NFKC: fullwidth letters, ligatures, non-breaking spaces).
Each normalised character remembers the original characters it came from, so a span found in
the normalised text maps back to the original characters it stands for, including any removed
character inside it.

NFKC is applied per cluster (a character and the combining marks after it), so that characters
composed by normalisation map back to the cluster they came from.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from stream.core.spans import Note, Span

_INVISIBLE = frozenset(
    "\u034f\u115f\u1160\u3164\uffa0"  # combining grapheme joiner, Hangul fillers
    "\u180b\u180c\u180d\u180f"  # Mongolian free variation selectors
    + "".join(chr(c) for c in range(0xFE00, 0xFE10))  # variation selectors
)
_NON_ASCII = re.compile(r"[^\x00-\x7f]+")


def _removed(char: str) -> bool:
    """A character that shows nothing and is dropped before recognition."""
    return char in _INVISIBLE or unicodedata.category(char) == "Cf"


@dataclass(frozen=True, slots=True)
class Normalized:
    """Normalised text and, per normalised character, the original range it came from."""

    text: str
    starts: tuple[int, ...] | None
    """Original start of each normalised character; None when the text is unchanged."""
    ends: tuple[int, ...] | None

    def original(self, start: int, end: int) -> tuple[int, int]:
        """The original range of the normalised range [start, end) (start < end)."""
        if self.starts is None or self.ends is None:
            return start, end
        return self.starts[start], self.ends[end - 1]

    def span(self, span: Span) -> Span:
        """`span` (normalised offsets) in original offsets."""
        start, end = self.original(span.start, span.end)
        return Span(start, end, span.label, span.source, span.score)


def normalize(text: str) -> Normalized:
    """`text` without invisible characters and with compatibility forms folded."""
    if text.isascii():
        return Normalized(text, None, None)
    pieces: list[str] = []
    starts: list[int] = []
    ends: list[int] = []
    at = 0
    for run in _NON_ASCII.finditer(text):
        start, end = run.span()
        if start > at and unicodedata.combining(text[start]):
            start -= 1  # a mark on an ASCII letter ("e" + U+0301) folds with it
        pieces.append(text[at:start])  # ASCII is its own normal form
        starts.extend(range(at, start))
        ends.extend(range(at + 1, start + 1))
        for cluster_start, cluster_end in _clusters(text, start, end):
            folded = _folded(text[cluster_start:cluster_end])
            pieces.append(folded)
            starts.extend([cluster_start] * len(folded))
            ends.extend([cluster_end] * len(folded))
        at = end
    pieces.append(text[at:])
    starts.extend(range(at, len(text)))
    ends.extend(range(at + 1, len(text) + 1))
    normalized = "".join(pieces)
    if normalized == text:
        return Normalized(text, None, None)
    return Normalized(normalized, tuple(starts), tuple(ends))


def _folded(cluster: str) -> str:
    """One cluster without invisible characters, in NFKC."""
    kept = "".join(c for c in cluster if not _removed(c))
    return "".join(c for c in unicodedata.normalize("NFKC", kept) if not _removed(c))


def _clusters(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """(start, end) of each character of text[start:end] with the combining marks after it."""
    bounds: list[tuple[int, int]] = []
    for i in range(start, end):
        if bounds and unicodedata.combining(text[i]) and not _removed(text[i - 1]):
            bounds[-1] = (bounds[-1][0], i + 1)
        else:
            bounds.append((i, i + 1))
    return bounds


def normalize_value(value: Any) -> Any:
    """Metadata with every string normalised (known values must match normalised text)."""
    if isinstance(value, str):
        return normalize(value).text
    if isinstance(value, dict):
        return {key: normalize_value(item) for key, item in value.items()}
    if isinstance(value, list):
        return [normalize_value(item) for item in value]
    return value


def normalized_metadata(metadata: dict[str, Any]) -> dict[str, Any]:
    """A note's metadata as recognizers read it (see normalize_value)."""
    return normalize_value(metadata) if metadata else metadata


def normalized_note(note: Note, metadata: dict[str, Any]) -> tuple[Note, Normalized]:
    """The note recognizers read, with `metadata` (normalized_metadata of the note's, which
    notes sharing it compute once), and the map back to the original text."""
    norm = normalize(note.text)
    return Note(note.id, norm.text, note.patient_id, note.tenant, metadata), norm


def original_spans(spans: Sequence[Span], norm: Normalized) -> list[Span]:
    """Spans found in the normalised text, in original offsets (empty spans dropped)."""
    return [norm.span(s) for s in spans if 0 <= s.start < s.end <= len(norm.text)]
