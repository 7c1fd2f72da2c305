"""URLs: with a scheme, bare www. hosts, and bare host names with a common top-level domain."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.value_shapes import TLD as _TLD
from stream.recognize.value_shapes import url_shaped

_PATH = r"(?:[/?#][^\s<>\"'`]{0,2000})?"
_TRAILING = ".,;:!?)]}'\"”’"


class UrlFamily(PatternFamily):
    """URL: https://..., ftp://..., www.example.org/x, portal.example-health.org."""

    name = "url"
    label = Label.URL
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("scheme", re.compile(
            r"(?i:https?|ftp|sftp)://[^\s<>\"'`]{1,2000}"), 0.95,
            anchor=re.compile("://"), window=(5, 2010), word_start=True),
        Pattern("www", re.compile(
            r"(?i:www\d?)\.[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){1,6}" + _PATH), 0.9,
            anchor=re.compile(r"www\d?\."), window=(0, 2500), word_start=True),
        Pattern("host", re.compile(
            r"[A-Za-z0-9](?<![\w@.-][A-Za-z0-9])[A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){0,5}\."
            + "(?i:" + _TLD + r")(?![\w@-]|\.\w)" + _PATH), 0.7,  # "GOFUNDME.COM/X" too
            anchor=re.compile(r"\." + _TLD + r"\b"), window=(330, 2010)),
    )

    def prefilter(self, text: str) -> bool:
        """URLs need a dot or a scheme separator."""
        return "." in text

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """The shape every recognizer's URL must have (value_shapes.py)."""
        return url_shaped(match.group())

    def emit(self, text: str, match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
        """The match without trailing sentence punctuation."""
        start, end = match.span()
        while end > start and text[end - 1] in _TRAILING:
            end -= 1
        if end > start:
            yield Span(start, end, self.label, self.source, pattern.score)
