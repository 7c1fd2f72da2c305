"""Surface-form helpers shared by the strategies: keying form, case patterns, vocabularies."""

from __future__ import annotations

import unicodedata


def key_form(text: str) -> str:
    """The form a value is keyed on: case-folded, accents stripped, whitespace collapsed."""
    if not text.isascii():
        text = unicodedata.normalize("NFKD", text)
        text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(text.casefold().split())


def words(text: str) -> frozenset[str]:
    """A vocabulary typed as one space-separated string."""
    return frozenset(text.split())


def case_of(text: str) -> str:
    """'upper', 'lower' or 'title': the case pattern a surrogate should copy."""
    if text.isupper() and sum(c.isalpha() for c in text) > 1:
        return "upper"
    if text.islower():
        return "lower"
    return "title"


def recase(word: str, pattern: str) -> str:
    """`word` (pool case) rendered in `pattern`."""
    if pattern == "upper":
        return word.upper()
    if pattern == "lower":
        return word.lower()
    return word
