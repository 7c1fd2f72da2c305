"""Regex pattern recognizers: one family per module, run together by `PatternRecognizer`.

Families (each a `PatternFamily` subclass with class-level precompiled patterns): dates,
month_day, history_years, phones, ssn, identifiers, email, url, ip, addresses, ages, names,
cued_names, sign_off, facilities, care_places, place_heads. A new family is a module with a
subclass that declares `name`, `label` and `patterns` (`Pattern`, or `digit_led` for patterns
that start with a digit; `cues`, `anchor`/`window` say where a pattern is tried) and, if needed,
`context`, `prefilter`, `accept`, `emit` and `resolve`; it runs once listed in `FAMILIES` or
passed to `PatternRecognizer(families=...)`.

Spans carry ``source="pattern:<family>/<rule>"`` (the family's and the `Pattern`'s names) and
a score: about 0.9 for a certain format (1/2/2020, an e-mail address), 0.7-0.85 for a
cue-based find ("MRN 123", "Dr. X"), 0.5-0.6 for weak evidence (a year alone, a bare digit
run). Overlaps between families are left to the merge (stream/recognize/merge.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from stream.core.spans import Note, Span
from stream.recognize.patterns.addresses import AddressFamily
from stream.recognize.patterns.ages import AgeFamily
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.care_places import CarePlaceFamily
from stream.recognize.patterns.cued_names import CuedNameFamily
from stream.recognize.patterns.dates import DateFamily
from stream.recognize.patterns.email import EmailFamily
from stream.recognize.patterns.facilities import FacilityFamily
from stream.recognize.patterns.history_years import HistoryYearFamily
from stream.recognize.patterns.identifiers import IdentifierFamily
from stream.recognize.patterns.ip import IpFamily
from stream.recognize.patterns.month_day import MonthDayFamily
from stream.recognize.patterns.names import NameFamily
from stream.recognize.patterns.phones import PhoneFamily
from stream.recognize.patterns.place_heads import PlaceHeadFamily
from stream.recognize.patterns.shared_passes import SharedPasses, run_families
from stream.recognize.patterns.sign_off import SignOffFamily
from stream.recognize.patterns.ssn import SsnFamily
from stream.recognize.patterns.url import UrlFamily
from stream.recognize.trace import Trace

__all__ = [
    "FAMILIES",
    "Pattern",
    "PatternFamily",
    "PatternRecognizer",
]

FAMILIES: tuple[type[PatternFamily], ...] = (
    DateFamily,
    MonthDayFamily,
    HistoryYearFamily,
    PhoneFamily,
    SsnFamily,
    IdentifierFamily,
    EmailFamily,
    UrlFamily,
    IpFamily,
    AddressFamily,
    AgeFamily,
    NameFamily,
    CuedNameFamily,
    SignOffFamily,
    FacilityFamily,
    CarePlaceFamily,
    PlaceHeadFamily,
)
"""Every built-in family, in the order they run; a new family is added here."""


class PatternRecognizer:
    """Runs every pattern family over a note; a `Recognizer` named "patterns"."""

    name = "patterns"
    traced = True

    def __init__(
        self,
        families: Iterable[PatternFamily] | None = None,
        *,
        exclude: Iterable[str] = (),
        high_recall: bool = False,
    ) -> None:
        """Run `families` (default: one of each in FAMILIES, with the weaker cues of the
        high-recall profile when `high_recall`) except those named in `exclude`."""
        chosen = (list(families) if families is not None
                  else [cls(high_recall=high_recall) for cls in FAMILIES])
        skip = set(exclude)
        unknown = skip - {f.name for f in chosen}
        if unknown:
            raise ValueError(f"unknown pattern families: {sorted(unknown)}")
        self.families: tuple[PatternFamily, ...] = tuple(f for f in chosen if f.name not in skip)
        self._passes: dict[tuple[int, ...], SharedPasses] = {}

    def recognize(self, note: Note, trace: Trace | None = None) -> list[Span]:
        """Spans of every family in `note.text`, sorted by offset (overlaps kept); the matches
        refused on the way go to `trace` when one is given."""
        per_family = run_families(self.families, note.text, self._passes, trace)
        spans = [span for spans in per_family for span in spans]
        spans.sort(key=lambda s: (s.start, s.end))
        return spans

    def recognize_batch(self, notes: Sequence[Note]) -> list[list[Span]]:
        """`recognize` for each note of a batch."""
        return [self.recognize(note) for note in notes]
