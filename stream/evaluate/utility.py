"""What de-identification costs a researcher: clinical numbers and terms that were redacted.

Recall says what was protected; these counts say what was lost. Per note:

- numbers: every run of digits (with a decimal part: "7.42") that overlaps no gold span is a
  non-PHI number; it is redacted when a predicted span other than AGE overlaps it, and
  counted apart when only AGE spans do (ages the policy keeps are reported beside the rest,
  and with `exclude_ages` unannotated predicted ages are dropped before this count);
- clinical terms: every word of the clinical vocabularies (drug names, ICU abbreviations and
  words, in-hospital places; core/lexicon.py `clinical_words`) that is no common English
  word ("or", "floor") and overlaps no gold span; it is redacted when any predicted span
  overlaps it.
"""

from __future__ import annotations

import re
from functools import cache

import numpy as np

from stream.core.lexicon import clinical_words, is_common_word

__all__ = ["UTILITY_COUNTS", "utility_counts"]

UTILITY_COUNTS = ("numbers", "numbers_red", "numbers_red_age", "terms", "terms_red")
_NUMBER = re.compile(r"\d+(?:\.\d+)?")
_WORD = re.compile(r"[A-Za-z][A-Za-z0-9]*")


@cache
def _terms() -> frozenset[str]:
    """Lower-case clinical words that are no common English word."""
    return frozenset(w for w in clinical_words() if not is_common_word(w))


def utility_counts(text: str, in_gold: np.ndarray, other: np.ndarray,
                   ages: np.ndarray) -> dict[str, int]:
    """The counts of UTILITY_COUNTS for one note, from character masks: inside gold, covered
    by a predicted span other than AGE, covered by a predicted AGE span."""
    counts = dict.fromkeys(UTILITY_COUNTS, 0)
    for match in _NUMBER.finditer(text):
        start, end = match.span()
        if in_gold[start:end].any():
            continue
        counts["numbers"] += 1
        if other[start:end].any():
            counts["numbers_red"] += 1
        elif ages[start:end].any():
            counts["numbers_red_age"] += 1
    terms = _terms()
    for match in _WORD.finditer(text):
        start, end = match.span()
        if match.group().lower() not in terms or in_gold[start:end].any():
            continue
        counts["terms"] += 1
        counts["terms_red"] += bool(other[start:end].any() or ages[start:end].any())
    return counts

