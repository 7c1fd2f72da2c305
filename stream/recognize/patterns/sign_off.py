"""One-word signatures at the end of a note ("... family updated. meg", "\\nBEV RN")."""

from __future__ import annotations

import re
from typing import ClassVar

from stream.core.categories import Label
from stream.recognize.gazetteer import is_common_word
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.cued_names import name_word
from stream.recognize.patterns.names import caps_line


class SignOffFamily(PatternFamily):
    """STAFF: the note's last word after a line break or a full stop, when it is a name."""

    name = "sign_off"
    label = Label.STAFF
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("sign_off", re.compile(
            r"[.\n][ \t]*(?P<name>[A-Za-z][A-Za-z'’-]{1,20})"
            r"(?:,?[ \t]+(?i:rn|np|md|lpn|rrt|pa|sn))?[ \t.]*\s*\Z"), 0.6, group="name"),
    )

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """A census name that is no everyday word; any uncommon word in high-recall."""
        word = match.group("name")
        if name_word(word, caps_line(text, match.start("name")), loose=False):
            return True
        return self.high_recall and not is_common_word(word) and name_word(word, True, loose=True)
