"""Running pattern families over a text with shared passes.

Speed: Python's regex engine skips quickly through a text only when a pattern starts with a
literal or a character class, and every pass over a text costs. So `SharedPasses` runs patterns
in four ways, sharing passes between patterns (and between families, in `PatternRecognizer`):
- plain: `finditer` over the text (the regex must start with a literal or a class);
- digit-led (`Pattern.tail`, built by `digit_led`): all digit-led patterns share one scanner
  ``\\d(?:tail|tail|...)``; at each hit every family whose own scanner matches there tries
  its digit-led patterns;
- cued (`Pattern.cues`): one trie regex of every cue word is searched in the lower-cased
  text; where a cue starts a word, the patterns of that cue are matched at that offset;
- windowed (`Pattern.window` with an `anchor` or with `cues`): the pattern is searched in a
  window around each hit of its anchor ("@" for e-mail) or of its cue words (".. Hospital").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from stream.core.spans import Span
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.regex_fragments import trie_regex
from stream.recognize.trace import CONTAINED, Refusal, Trace

_NAMED_GROUP = re.compile(r"\(\?P<\w+>")
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")


def lower_text(text: str) -> str:
    """`text` lower-cased with its length kept (offsets stay valid)."""
    lowered = text.lower()
    return lowered if len(lowered) == len(text) else text.translate(_ASCII_LOWER)


@dataclass(frozen=True, slots=True)
class _Entry:
    """One family's share of the passes."""

    family: PatternFamily
    plain: tuple[Pattern, ...]
    digit_scanner: re.Pattern[str] | None
    digit_led: tuple[Pattern, ...]
    windowed: tuple[Pattern, ...]


class SharedPasses:
    """How the patterns of several families run over one text with shared passes."""

    def __init__(self, chosen: Sequence[tuple[PatternFamily, tuple[Pattern, ...]]]) -> None:
        """`chosen`: each family with the patterns it runs (see `PatternFamily.patterns_for`)."""
        self.entries = tuple(_entry(family, patterns) for family, patterns in chosen)
        tails = [p.tail for _, ps in chosen for p in ps if p.tail is not None]
        self.digit_scanner = _scanner(tails)
        table: dict[str, list[tuple[int, Pattern]]] = {}
        for index, (_, patterns) in enumerate(chosen):
            for pattern in patterns:
                for cue in pattern.cues:
                    table.setdefault(cue, []).append((index, pattern))
        self.cue_regex = trie_regex(table, whole_words=True) if table else None
        order = {word: i for i, word in enumerate(table)}
        self.cue_table = {word: _split(_dispatch(word, table, order)) for word in table}
        # each windowed pattern with the slot of its anchor (equal anchors share one slot)
        slots: dict[tuple[str, int], int] = {}
        self.windowed = tuple(
            (i, p, slots.setdefault((p.anchor.pattern, p.anchor.flags), len(slots)))
            for i, e in enumerate(self.entries) for p in e.windowed if p.anchor is not None)

    def run(self, text: str, trace: Trace | None = None) -> list[list[Span]]:
        """Each family's spans in `text`, resolved per family, in entry order; with `trace`,
        every refused match and every span its family's resolution drops is reported."""
        found: list[list[Span]] = [[] for _ in self.entries]
        live = [entry.family.prefilter(text) for entry in self.entries]
        for index, entry in enumerate(self.entries):
            if live[index]:
                for pattern in entry.plain:
                    for match in pattern.regex.finditer(text):
                        found[index].extend(entry.family.spans(text, match, pattern, trace))
        self._run_digits(text, live, found, trace)
        if self.cue_regex is not None or self.windowed:
            lower = lower_text(text)
            self._run_cues(text, lower, live, found, trace)
            self._run_windows(text, lower, live, found, trace)
        resolved = [e.family.resolve(spans if trace is None else list(spans)) if spans else []
                    for e, spans in zip(self.entries, found, strict=True)]
        if trace is not None:
            _report_resolved(found, resolved, trace)
        return resolved

    def _run_digits(self, text: str, live: list[bool], found: list[list[Span]],
                    trace: Trace | None) -> None:
        """One scan for every digit-led pattern; each family checks its own scanner first."""
        if self.digit_scanner is None:
            return
        entries = [(i, e) for i, e in enumerate(self.entries) if live[i] and e.digit_scanner]
        pos = 0
        while (hit := self.digit_scanner.search(text, pos)) is not None:
            start = hit.start()
            for index, entry in entries:
                if entry.digit_scanner.match(text, start) is None:  # type: ignore[union-attr]
                    continue
                for pattern in entry.digit_led:
                    match = pattern.regex.match(text, start)
                    if match is not None:
                        found[index].extend(entry.family.spans(text, match, pattern, trace))
            pos = start + 1

    def _run_cues(self, text: str, lower: str, live: list[bool], found: list[list[Span]],
                  trace: Trace | None) -> None:
        """One scan for every cue word; its patterns are matched at (or searched around) it."""
        if self.cue_regex is None:
            return
        table = self.cue_table
        around: dict[tuple[int, Pattern], list[re.Match[str]]] = {}
        for hit in self.cue_regex.finditer(lower):
            at_cue, near_cue = table[hit.group()]
            for key in near_cue:
                if live[key[0]]:
                    around.setdefault(key, []).append(hit)
            if at_cue:
                start = hit.start()
                for index, pattern in at_cue:
                    if live[index] and (match := pattern.regex.match(text, start)) is not None:
                        found[index].extend(
                            self.entries[index].family.spans(text, match, pattern, trace))
        for (index, pattern), hits in around.items():
            self._search_windows(text, hits, index, pattern, found, trace)

    def _search_windows(
        self, text: str, hits: Iterable[re.Match[str]], index: int, pattern: Pattern,
        found: list[list[Span]], trace: Trace | None,
    ) -> None:
        """Search `pattern` in the merged windows around `hits`."""
        assert pattern.window is not None
        family = self.entries[index].family
        for lo, hi in _windows(hits, pattern.window, len(text)):
            for match in pattern.regex.finditer(text, lo, hi):
                found[index].extend(family.spans(text, match, pattern, trace))

    def _run_windows(
        self, text: str, lower: str, live: list[bool], found: list[list[Span]],
        trace: Trace | None,
    ) -> None:
        """Search windowed patterns around the hits of their anchors (windows merged); an
        anchor that several patterns share ("@", the text's end) is scanned for once."""
        hits: list[list[re.Match[str]] | None] = [None] * len(self.windowed)
        for index, pattern, slot in self.windowed:
            if not live[index]:
                continue
            anchor_hits = hits[slot]
            if anchor_hits is None:
                assert pattern.anchor is not None
                anchor_hits = hits[slot] = _anchor_hits(pattern.anchor, lower)
            if anchor_hits:
                self._search_windows(text, anchor_hits, index, pattern, found, trace)


def _anchor_hits(anchor: re.Pattern[str], lower: str) -> list[re.Match[str]]:
    """The hits of `anchor` in `lower`; the text's end (``\\Z``) is found without a scan."""
    return list(anchor.finditer(lower, len(lower) if anchor.pattern == r"\Z" else 0))


def _report_resolved(found: list[list[Span]], resolved: list[list[Span]], trace: Trace) -> None:
    """Report the spans that a family's own resolution dropped."""
    for spans, kept in zip(found, resolved, strict=True):
        for span in set(spans) - set(kept):
            trace.refused(Refusal(span.source, span.start, span.end, CONTAINED))


def _windows(
    hits: Iterable[re.Match[str]], window: tuple[int, int], size: int
) -> Iterator[tuple[int, int]]:
    """The windows around `hits`, merged where they overlap."""
    before, after = window
    lo = hi = -1
    for hit in hits:
        start, end = max(0, hit.start() - before), min(size, hit.end() + after)
        if start <= hi:
            hi = max(hi, end)
            continue
        if hi >= 0:
            yield lo, hi
        lo, hi = start, end
    if hi >= 0:
        yield lo, hi


def _dispatch(
    word: str, table: dict[str, list[tuple[int, Pattern]]], order: dict[str, int]
) -> list[tuple[int, Pattern]]:
    """The patterns a hit of `word` serves: its own and those of its whole-word prefixes."""
    # "p.o" is also a hit of "p": the trie reports only the longest cue at an offset. Only the
    # prefixes of `word` that end before a non-alphanumeric character are looked up, in table
    # order, so that building the passes stays linear in the number of cues.
    prefixes = [word[:i] for i in range(1, len(word)) if not word[i].isalnum()]
    cues = sorted((c for c in (*prefixes, word) if c in table), key=order.__getitem__)
    served: list[tuple[int, Pattern]] = []
    seen: set[tuple[int, int]] = set()
    for cue in cues:
        for index, pattern in table[cue]:
            if (index, id(pattern)) not in seen:
                seen.add((index, id(pattern)))
                served.append((index, pattern))
    return served


def _split(
    served: list[tuple[int, Pattern]],
) -> tuple[tuple[tuple[int, Pattern], ...], tuple[tuple[int, Pattern], ...]]:
    """The patterns a cue serves: those matched at the cue, and those searched around it."""
    return (tuple(s for s in served if s[1].window is None),
            tuple(s for s in served if s[1].window is not None))


def _entry(family: PatternFamily, patterns: tuple[Pattern, ...]) -> _Entry:
    """Sort one family's patterns by how they run."""
    digit = tuple(p for p in patterns if p.tail is not None)
    windowed = tuple(p for p in patterns if p.anchor is not None and p.tail is None)
    plain = tuple(p for p in patterns if p.tail is None and p.anchor is None and not p.cues)
    return _Entry(family, plain, _scanner([p.tail for p in digit if p.tail]), digit, windowed)


def _scanner(tails: Sequence[str]) -> re.Pattern[str] | None:
    """A regex that matches wherever some digit-led pattern may (None without tails)."""
    # \d(?<!\w\d)(?:tail|tail|...): each tail's leading look-behinds dropped (the patterns
    # check them) and named groups made anonymous. Digit-led patterns never start right after
    # a letter, digit or underscore; the guard enforces that once for all of them.
    if not tails:
        return None
    bodies = [_NAMED_GROUP.sub("(?:", _strip_lookbehinds(t)) for t in tails]
    return re.compile(r"\d(?<!\w\d)(?:" + "|".join(bodies) + ")")


def _strip_lookbehinds(source: str) -> str:
    """`source` without its leading look-behind assertions."""
    while source.startswith(("(?<!", "(?<=")):
        depth, i = 0, 0
        while i < len(source):
            ch = source[i]
            if ch == "\\":
                i += 2
                continue
            if ch == "[":
                i = source.index("]", i + 2)
            elif ch == "(":
                depth += 1
            elif ch == ")":
                depth -= 1
                if depth == 0:
                    break
            i += 1
        source = source[i + 1:]
    return source


def run_families(
    families: Sequence[PatternFamily], text: str, built: dict[tuple[int, ...], SharedPasses],
    trace: Trace | None = None,
) -> list[list[Span]]:
    """Each family's spans in `text`, sharing passes; `built` caches them per pattern choice;
    refused matches go to `trace` when one is given."""
    if not text:
        return [[] for _ in families]
    chosen = [(family, family.patterns_for(text)) for family in families]
    key = tuple(id(patterns) for _, patterns in chosen)
    passes = built.get(key)
    if passes is None:
        passes = built[key] = SharedPasses(chosen)
    return passes.run(text, trace)
