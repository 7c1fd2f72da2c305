"""Keyboard-style misspellings, shared by register noise and by misspelled names and places."""

from __future__ import annotations

import random


def typo(rng: random.Random, word: str) -> str:
    """One keyboard-style typo in a word of 3+ letters: swap, drop or double a letter."""
    if len(word) < 3:
        return word
    i = rng.randrange(1, len(word) - 1)
    kind = rng.randrange(3)
    if kind == 0:
        return word[:i] + word[i + 1] + word[i] + word[i + 2 :]
    if kind == 1:
        return word[:i] + word[i + 1 :]
    return word[:i] + word[i] + word[i:]
