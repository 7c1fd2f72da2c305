"""Canary leak check: planted values as keyed digests, an output's words compared by digest.

A planted value is reduced to its comparable forms: its words (runs of letters and digits,
case-folded) joined by one space, and, when it holds at least MIN_DIGITS digits, its digits
alone (not for values with an all-letter word: in `Apr 14, 1998` the digits 141998 also
belong to a shifted `May 14, 1998`). An output leaks a value when one of its word n-grams
(whole words, any case, any punctuation between them) or the digits of one of its runs of
digit-only words has the same form. Forms are compared as HMAC-SHA256 digests under a per-run
secret, so the planted values themselves are kept nowhere, and no form, digest or value is
ever logged or published.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

WORD = re.compile(r"[^\W_]+")
MIN_CHARS = 3
"""Values with fewer letters and digits are not checked (too many innocent matches)."""
MIN_DIGITS = 5
"""Digit-only forms shorter than this are not checked."""
MAX_WORDS = 8
"""Longest value checked, in words (longer values are checked by their first MAX_WORDS)."""


class CanarySecret:
    """The per-run HMAC key of the planted digests; its repr never shows the material."""

    __slots__ = ("_material",)

    def __init__(self, material: bytes) -> None:
        if len(material) < 16:
            raise ValueError("canary secret must be at least 16 bytes")
        self._material = material

    @classmethod
    def generate(cls) -> CanarySecret:
        return cls(secrets.token_bytes(32))

    @property
    def material(self) -> bytes:
        return self._material

    def digest(self, form: str) -> str:
        return hmac.new(self._material, form.encode(), hashlib.sha256).hexdigest()[:32]

    def __repr__(self) -> str:
        return "CanarySecret(<redacted>)"

    def __reduce__(self):
        raise TypeError("CanarySecret cannot be pickled")


@dataclass(frozen=True, slots=True)
class Planted:
    """One planted value: its category and the digests of its forms (never the value)."""

    category: str
    digests: frozenset[str]
    words: int


def words(text: str) -> list[str]:
    """The case-folded words of `text`."""
    return [w.casefold() for w in WORD.findall(text)]


def value_forms(value: str) -> set[str]:
    """The forms under which `value` counts as leaked (empty: too short to check)."""
    found = words(value)[:MAX_WORDS]
    forms: set[str] = set()
    if sum(len(w) for w in found) >= MIN_CHARS:
        forms.add(" ".join(found))
    digits = "".join(ch for ch in value if ch.isdigit())
    if len(digits) >= MIN_DIGITS and not any(w.isalpha() for w in found):
        forms.add("#" + digits)
    return forms


def text_forms(text: str, max_words: int) -> set[str]:
    """Every word n-gram (n <= max_words) of `text`, and the digits of its digit-only runs."""
    found = words(text)
    forms: set[str] = set()
    for i in range(len(found)):
        for n in range(1, min(max_words, len(found) - i) + 1):
            gram = found[i:i + n]
            forms.add(" ".join(gram))
            if all(w.isdigit() for w in gram):
                digits = "".join(gram)
                if len(digits) >= MIN_DIGITS:
                    forms.add("#" + digits)
    return forms


def plant(secret: CanarySecret, category: str, value: str) -> Planted | None:
    """The digests of a planted value, or None when it is too short to be checked."""
    forms = value_forms(value)
    if not forms:
        return None
    return Planted(category, frozenset(secret.digest(f) for f in forms),
                   min(len(words(value)), MAX_WORDS))


def leaked(secret: CanarySecret, planted: Sequence[Planted], output: str) -> list[Planted]:
    """The planted values that appear in `output` (whole words, any case, or digits only)."""
    if not planted:
        return []
    longest = max(p.words for p in planted)
    seen = {secret.digest(f) for f in text_forms(output, longest)}
    return [p for p in planted if p.digests & seen]

