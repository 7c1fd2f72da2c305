"""Surface-form helpers shared by the strategies: keying form (`key_form`, folded as
stream.core.entities keys entities), case patterns, vocabularies."""

from __future__ import annotations

from stream.core.entities import fold as key_form

__all__ = ["case_of", "key_form", "recase", "words"]


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
