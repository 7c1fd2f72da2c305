"""GazetteerRecognizer: one pass of the automaton over the folded text, then each hit judged."""

from __future__ import annotations

from bisect import bisect_left, insort

from stream.core.spans import Note, Span
from stream.recognize.gazetteer.automaton import automaton
from stream.recognize.gazetteer.cues import Cues
from stream.recognize.gazetteer.facilities import facility_span
from stream.recognize.gazetteer.flags import (
    AMBIG,
    CITY,
    COUNTRY,
    CUES,
    FACILITY_HITS,
    MULTI,
    NAME,
    PLACE,
    STATE,
)
from stream.recognize.gazetteer.names import Token, name_spans, title_like_before, title_spans
from stream.recognize.gazetteer.places import place_span, town_spans
from stream.recognize.gazetteer.text import LOWER, case_shape, search_form
from stream.recognize.word_judgements import in_device_phrase


class GazetteerRecognizer:
    """Census names, US places and facilities from one process-wide Aho-Corasick automaton."""

    name = "gazetteer"

    def __init__(self) -> None:
        self._automaton = automaton()

    def recognize(self, note: Note) -> list[Span]:
        """Names (PERSON/STAFF/PATIENT), places (LOCATION) and facilities (HOSPITAL)."""
        return self.find(note.text)

    def find(self, text: str) -> list[Span]:
        """Gazetteer spans of `text`, non-overlapping, sorted."""
        if not text:
            return []
        cues = Cues()
        by_title, by_label = cues.by_title, cues.by_label
        tokens: list[Token] = []
        places: list[tuple[int, int, int, int]] = []
        facilities: list[tuple[int, int, int]] = []
        for end, (length, flags, strength, population) in self._automaton.iter(search_form(text)):
            start = end - length + 1
            if flags & CUES:
                cues.add(text, start, end - 1, flags)
            lower = text[start].islower()
            if flags & NAME and not flags & MULTI:
                if lower and flags & AMBIG and not title_like_before(text, start):
                    pass  # "in", "will", "pain": a word, unless a title stands before it
                elif (strength or start in by_title or start in by_label
                      or (tokens and 0 < start - tokens[-1].end <= 4)):
                    shape = LOWER if lower else case_shape(text[start:end - 1])
                    tokens.append(Token(start, end - 1, flags, strength, shape))
            if flags & PLACE and (not lower or flags & (CITY | STATE | COUNTRY)):
                places.append((start, end - 1, flags, population))
            if flags & FACILITY_HITS:
                facilities.append((start, end - 1, flags))
        return self._judge(text, cues, tokens, places, facilities)

    @staticmethod
    def _judge(text: str, cues: Cues, tokens: list[Token],
               places: list[tuple[int, int, int, int]],
               facilities: list[tuple[int, int, int]]) -> list[Span]:
        """Spans from the hits, read in their context."""
        tokens.sort(key=lambda t: t.start)
        others = name_spans(tokens, text, cues)
        others += title_spans(text, cues, {t.start for t in tokens})
        others += [s for p in places if (s := place_span(text, cues, *p)) is not None]
        others += town_spans(text)
        found = [s for f in facilities if (s := facility_span(text, cues, *f)) is not None]
        others = [s for s in others if not in_device_phrase(text, s.start, s.end)]
        return _resolve(found, others)


def _resolve(facilities: list[Span], others: list[Span]) -> list[Span]:
    """Facilities first (longest wins), then the rest by score; overlaps are dropped."""
    kept: list[Span] = []
    taken: list[tuple[int, int]] = []  # sorted; no two overlap, so their ends never decrease
    ordered = sorted(facilities, key=lambda s: (-(s.end - s.start), s.start))
    ordered += sorted(others, key=lambda s: (-s.score, -(s.end - s.start), s.start))
    for span in ordered:
        before = bisect_left(taken, (span.end,))  # those starting before the span ends
        if before and taken[before - 1][1] > span.start:  # the one ending last overlaps
            continue
        kept.append(span)
        insort(taken, (span.start, span.end))
    kept.sort(key=lambda s: (s.start, s.end))
    return kept
