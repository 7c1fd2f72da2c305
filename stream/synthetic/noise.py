"""Register noise on segments: case, punctuation, run-on lines, typos, abbreviations.

Each transform maps segment texts one by one, so gold offsets stay exact once the segments
are joined. Typos, punctuation and abbreviation changes touch only unlabeled text.
"""

from __future__ import annotations

import random
import re

from stream.synthetic.families import Register
from stream.synthetic.misspell import typo
from stream.synthetic.segments import Segment
from stream.synthetic.vocab import ABBREVIATIONS

_WORD = re.compile(r"[A-Za-z]{4,}")
_ABBREV = re.compile(r"\b(" + "|".join(re.escape(k) for k in ABBREVIATIONS) + r")\b")
_PUNCT = re.compile(r"[.,:;](?!\d)")  # "7.35", "1:2" keep their points


def _plain(segments: list[Segment], fn) -> list[Segment]:
    """Apply `fn` to unlabeled segments only."""
    return [(fn(text) if label is None else text, label) for text, label in segments]


def typos(rng: random.Random, segments: list[Segment], rate: float) -> list[Segment]:
    """Misspell about `rate` of the longer plain words."""

    def mangle(text: str) -> str:
        return _WORD.sub(
            lambda m: typo(rng, m.group()) if rng.random() < rate else m.group(), text
        )

    return _plain(segments, mangle)


def abbreviate(rng: random.Random, segments: list[Segment]) -> list[Segment]:
    """Replace common words with clinical abbreviations."""

    def shorten(text: str) -> str:
        return _ABBREV.sub(
            lambda m: ABBREVIATIONS[m.group()] if rng.random() < 0.7 else m.group(), text
        )

    return _plain(segments, shorten)


def drop_punct(rng: random.Random, segments: list[Segment]) -> list[Segment]:
    """Drop most sentence punctuation from plain text."""
    return _plain(
        segments, lambda t: _PUNCT.sub(lambda m: "" if rng.random() < 0.7 else m.group(), t)
    )


def runon(rng: random.Random, segments: list[Segment]) -> list[Segment]:
    """Join lines into one run-on line."""
    sep = rng.choice((" ", "  ", " / ", ". "))
    return _plain(segments, lambda t: re.sub(r"\n+", sep, t))


def semicolons(segments: list[Segment]) -> list[Segment]:
    """Turn sentence ends into semicolon clauses."""
    return _plain(segments, lambda t: t.replace(". ", "; "))


def recase(segments: list[Segment], upper: bool) -> list[Segment]:
    """Upper- or lower-case every segment, identifiers included."""
    return [(t.upper() if upper else t.lower(), label) for t, label in segments]


def apply(rng: random.Random, segments: list[Segment], reg: Register) -> list[Segment]:
    """Apply a family's register noise, each transform with its probability."""
    if rng.random() < reg.abbreviate:
        segments = abbreviate(rng, segments)
    if rng.random() < reg.typos:
        segments = typos(rng, segments, rng.choice((0.01, 0.03, 0.06)))
    if rng.random() < reg.semicolons:
        segments = semicolons(segments)
    if rng.random() < reg.drop_punct:
        segments = drop_punct(rng, segments)
    if rng.random() < reg.runon:
        segments = runon(rng, segments)
    if rng.random() < reg.caps:
        segments = recase(segments, upper=True)
    elif rng.random() < reg.lower:
        segments = recase(segments, upper=False)
    return segments
