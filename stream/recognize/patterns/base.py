"""The base of every regex pattern family: class-level patterns, context words, one hook.

A family is a subclass of `PatternFamily` that declares, at class level, its precompiled
`patterns` (each a `Pattern`: regex, score, optional label and group), optional `context`
words and a cheap `prefilter`. The base runs the patterns, asks the `accept` hook
(validation) about each match, boosts the score when a context word is near, and returns
`Span`s with source ``pattern:<family>/<rule>``: the family's name and the name of the
`Pattern` whose match the span came from, so that every span names the rule that found it.
A rule that needs its own logic carries it, as its `check` (validation) and its `emit` (trim,
relabel or split the match), used instead of the family's `accept` and `emit`, so that no
family branches on a rule's name; the family's hooks hold what its rules share. Nothing here
ever logs or raises with the matched text.

How the patterns run (shared passes, fast scanning) is `shared_passes.py`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any, ClassVar

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.trace import CHECK, INSIDE_WORD, JUDGED, NO_CONTEXT, Refusal, Trace

_ANY_DIGIT = re.compile(r"\d")
_WORD_RUN = re.compile(r"\S+")

# A rule's own handlers, called with (family, text, match, pattern): the family is the first
# argument, so a handler is written as a method of its family and named in the class body.
RuleCheck = Callable[[Any, str, re.Match[str], "Pattern"], bool]
RuleEmit = Callable[[Any, str, re.Match[str], "Pattern"], Iterator[Span]]


@dataclass(frozen=True, slots=True, eq=False)
class Pattern:
    """One precompiled regex of a family, and what its matches mean. A pattern is one rule: it
    equals only itself, and hashing it is free (a field-wise hash would hash the regex's
    compiled code, tens of kilobytes for the cue tries)."""

    name: str
    regex: re.Pattern[str]
    score: float
    label: Label | None = None  # None: the family's label
    group: int | str = 0  # the group whose offsets are the PHI span
    needs_context: bool = False  # matches count only with a context word nearby
    tail: str | None = None  # regex source after a leading \d (see `digit_led`)
    cues: tuple[str, ...] = ()  # lower-case words; the regex is matched where one starts a word
    anchor: re.Pattern[str] | None = None  # searched in the lower-cased text, with `window`
    window: tuple[int, int] | None = None  # characters searched before / after each hit
    word_start: bool = False  # reject matches that start inside a word
    check: RuleCheck | None = None  # the rule's own validation, instead of the family's `accept`
    emit: RuleEmit | None = None  # the rule's own spans, instead of the family's `emit`


def digit_led(name: str, tail: str, score: float, **options: object) -> Pattern:
    """A pattern ``\\d`` + `tail`; digit-led patterns share one fast scanner."""
    if "(?P=" in tail or re.search(r"\\\d", tail):
        raise ValueError(f"pattern {name}: back-references cannot be shared")
    return Pattern(name, re.compile(r"\d" + tail), score, tail=tail, **options)  # type: ignore[arg-type]


def word_runs(text: str, start: int, end: int) -> list[re.Match[str]]:
    """The runs of non-space characters in text[start:end], each with its offsets."""
    return list(_WORD_RUN.finditer(text, start, end))


def has_digit(text: str) -> bool:
    """Whether `text` holds any digit (a cheap prefilter for numeric families)."""
    return _ANY_DIGIT.search(text) is not None


class PatternFamily:
    """Runs a family's class-level patterns over a text; subclasses only declare and validate."""

    name: ClassVar[str] = "base"
    label: ClassVar[Label] = Label.OTHER
    patterns: ClassVar[tuple[Pattern, ...]] = ()
    context: ClassVar[re.Pattern[str] | None] = None  # words that make a match likelier
    context_window: ClassVar[int] = 40  # characters before the match searched for context
    context_boost: ClassVar[float] = 0.1

    def __init__(self, *, high_recall: bool = False) -> None:
        """`high_recall`: also take the weaker cues (recognizer.profile high-recall)."""
        self.high_recall = high_recall

    @property
    def source(self) -> str:
        """The family's part of a span's `source`; `spans` adds the rule (see `rule_source`)."""
        return f"pattern:{self.name}"

    def rule_source(self, pattern: Pattern) -> str:
        """The `source` of the spans of `pattern`: ``pattern:<family>/<rule>``."""
        return f"pattern:{self.name}/{pattern.name}"

    def patterns_for(self, text: str) -> tuple[Pattern, ...]:
        """The patterns to run on `text` (a family may pick variants, e.g. for ALL-CAPS notes)."""
        return self.patterns

    def prefilter(self, text: str) -> bool:
        """Cheap test: False means no pattern of the family can match `text`."""
        return True

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """Validation hook: False rejects the match (checksums, ranges, look-alikes)."""
        return True

    def emit(self, text: str, match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
        """Spans for an accepted match; override to trim, relabel or split it."""
        start, end = match.span(pattern.group)
        if start < end:
            yield Span(start, end, pattern.label or self.label, self.source, pattern.score)

    def near_context(self, text: str, start: int, end: int) -> bool:
        """Whether a context word occurs in the window before `start`."""
        if self.context is None:
            return False
        lo = max(0, start - self.context_window)
        return self.context.search(text, lo, start) is not None

    def resolve(self, spans: list[Span]) -> list[Span]:
        """Settle this family's own overlaps (default: drop spans inside a same-label span)."""
        return drop_contained(spans)

    def find(self, text: str) -> list[Span]:
        """All spans of this family in `text`."""
        # shared_passes builds on this module
        from stream.recognize.patterns.shared_passes import run_families

        passes = self.__dict__.setdefault("_passes", {})
        return run_families([self], text, passes)[0]

    def spans(self, text: str, match: re.Match[str], pattern: Pattern,
              trace: Trace | None = None) -> Iterator[Span]:
        """The match's spans if accepted, gated on or boosted by context as the pattern asks,
        each with the source of the rule (`pattern`) that found it; a refused match is
        reported to `trace` when one is given."""
        refusal = None
        if pattern.word_start and _inside_word(text, match.start()):
            refusal = INSIDE_WORD
        elif not (self.accept(text, match, pattern) if pattern.check is None
                  else pattern.check(self, text, match, pattern)):
            refusal = CHECK
        if refusal:
            spans = []
        elif pattern.emit is None:
            spans = list(self.emit(text, match, pattern))
        else:
            spans = list(pattern.emit(self, text, match, pattern))
        if not spans:
            if trace is not None:
                trace.refused(Refusal(self.rule_source(pattern), *match.span(), refusal or JUDGED))
            return
        boost = 0.0
        if self.context is not None:
            in_context = self.near_context(text, match.start(), match.end())
            if pattern.needs_context and not in_context:
                if trace is not None:
                    trace.refused(Refusal(self.rule_source(pattern), *match.span(), NO_CONTEXT))
                return
            boost = self.context_boost if in_context and not pattern.needs_context else 0.0
        source = self.rule_source(pattern)
        for span in spans:
            score = min(1.0, span.score + boost) if boost else span.score
            yield Span(span.start, span.end, span.label, source, score)


def _inside_word(text: str, start: int) -> bool:
    """Whether `start` is preceded by a letter or digit."""
    return start > 0 and text[start - 1].isalnum()


def drop_contained(spans: list[Span]) -> list[Span]:
    """Sort by offset; drop duplicates and spans inside a longer span of the same label."""
    spans.sort(key=lambda s: (s.start, -s.end, -s.score))
    kept: list[Span] = []
    reach: dict[Label, int] = {}
    for span in spans:
        if reach.get(span.label, -1) >= span.end:
            continue
        kept.append(span)
        reach[span.label] = span.end
    return kept
