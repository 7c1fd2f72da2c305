"""E-mail addresses."""

from __future__ import annotations

import re
from typing import ClassVar

from stream.core.categories import Label
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.value_shapes import email_shaped

_AT = re.compile("@")


class EmailFamily(PatternFamily):
    """EMAIL: local@domain.tld, including dotted and plus-tagged local parts and subdomains."""

    name = "email"
    label = Label.EMAIL
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("address", re.compile(
            r"[A-Za-z0-9](?<![\w.%+-][A-Za-z0-9])[A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9]"
            r"[A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}(?![\w-])"), 0.95,
            anchor=_AT, window=(65, 600)),
    )

    def prefilter(self, text: str) -> bool:
        """E-mail addresses need an at sign."""
        return "@" in text

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """The shape every recognizer's e-mail address must have (value_shapes.py)."""
        return email_shaped(match.group())
