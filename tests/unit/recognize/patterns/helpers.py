"""Shared helper for the pattern-family tables."""

from __future__ import annotations

from stream.recognize.patterns.base import PatternFamily


def found(family: PatternFamily, text: str) -> list[tuple[str, str]]:
    """(substring, label) for every span `family` finds in `text`, in text order."""
    return [(text[s.start:s.end], str(s.label)) for s in family.find(text)]
