"""Every pattern runs in bounded time on adversarial input.

Two checks, both deterministic (a unit test must not assert on wall-clock speed):

1. Static: no regex holds a nested quantifier that can split the same text between its
   iterations in many ways (the shape behind catastrophic backtracking, e.g. ``(a+)+``).
   A repeat inside a repeat is allowed only when the outer body has a mandatory
   "delimiter" item whose characters no other item of the body can match (``(\\.\\w+)*``,
   ``(\\d{1,4}:){2,7}``): each iteration then owns exactly one delimiter, so the split is
   unique (a body that is one alternation needs a delimiter in every alternative). Every
   compiled pattern, anchor and shared scanner is checked. The check is a sufficient
   condition on the shapes used here, not a full ReDoS prover: overlapping alternatives
   without repeats (``(a|aa)*``) are not caught, hence the second check.
2. Dynamic: each family and the whole recognizer run on 50,000-character adversarial
   strings ("1/" repeated, "a.", spaces, "Dr. "...) under ``signal.alarm(5)``. The alarm is
   a guard against a hang, not a timing assertion: linear work takes a small fraction of it.
"""

from __future__ import annotations

import re
import signal
from collections.abc import Iterator
from re import _constants as C
from re import _parser

import pytest

from stream.core.spans import Note
from stream.recognize.patterns import FAMILIES, PatternRecognizer
from stream.recognize.patterns.shared_passes import SharedPasses

_PROBE = [chr(c) for c in range(128)] + ["’", "–", "é", "°", "µ"]
_REPEATS = (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT)


def _chars(items: list) -> set[str]:
    """The probe characters any of `items` (a parsed sub-pattern) can consume."""
    out: set[str] = set()
    for op, av in items:
        if op is C.LITERAL:
            out.add(chr(av))
        elif op is C.NOT_LITERAL:
            out.update(c for c in _PROBE if ord(c) != av)
        elif op is C.ANY:
            out.update(_PROBE)
        elif op is C.IN:
            out.update(c for c in _PROBE if _in_set(c, av))
        elif op in _REPEATS:
            out |= _chars(list(av[2]))
        elif op is C.SUBPATTERN:
            out |= _chars(list(av[3]))
        elif op is C.BRANCH:
            for alternative in av[1]:
                out |= _chars(list(alternative))
        elif op is C.GROUPREF:
            out.update(_PROBE)
    return out


def _in_set(ch: str, items: list) -> bool:
    """Whether `ch` is in a parsed character class."""
    negate, hit = False, False
    for op, av in items:
        if op is C.NEGATE:
            negate = True
        elif op is C.LITERAL:
            hit |= ord(ch) == av
        elif op is C.RANGE:
            hit |= av[0] <= ord(ch) <= av[1]
        elif op is C.CATEGORY:
            hit |= _category(ch, av)
    return hit != negate


def _category(ch: str, category: object) -> bool:
    """Whether `ch` belongs to a parser category (\\d, \\w, \\s and their negations)."""
    name = str(category).upper()
    test = ch.isdigit() if "DIGIT" in name else (ch.isalnum() or ch == "_") if "WORD" in name \
        else ch.isspace()
    return not test if "NOT" in name else test


def _mandatory(op: object, av: object) -> bool:
    """Whether an item always consumes at least one character."""
    if op in (C.LITERAL, C.NOT_LITERAL, C.ANY, C.IN):
        return True
    if op in _REPEATS:
        return av[0] >= 1 and any(_mandatory(o, a) for o, a in av[2])  # type: ignore[index]
    if op is C.SUBPATTERN:
        return any(_mandatory(o, a) for o, a in av[3])  # type: ignore[index]
    if op is C.BRANCH:
        return all(any(_mandatory(o, a) for o, a in alt) for alt in av[1])  # type: ignore[index]
    return False


def _has_repeat(items: list) -> bool:
    """Whether a parsed sub-pattern holds a repeat that can take more than one character."""
    for op, av in items:
        if op in _REPEATS and (av[1] > 1 or _has_repeat(list(av[2]))):
            return True
        if op is C.SUBPATTERN and _has_repeat(list(av[3])):
            return True
        if op is C.BRANCH and any(_has_repeat(list(alt)) for alt in av[1]):
            return True
        if op in (C.ASSERT, C.ASSERT_NOT) and _has_repeat(list(av[1])):
            return True
    return False


def _delimited(body: list) -> bool:
    """Whether `body` has a mandatory item (the delimiter) whose characters no other item can
    consume; a delimiter that repeats itself also needs another mandatory item beside it."""
    if len(body) == 1 and body[0][0] is C.BRANCH:  # each alternative must be delimited
        return all(_delimited(list(alternative)) for alternative in body[0][1][1])
    mandatory = [i for i, (op, av) in enumerate(body) if _mandatory(op, av)]
    for i in mandatory:
        others = _chars([item for j, item in enumerate(body) if j != i])
        if _chars([body[i]]) & others:
            continue
        if not _has_repeat([body[i]]) or len(mandatory) > 1:
            return True
    return False


def _nested_repeats(items: list) -> Iterator[str]:
    """Describe every repeat-in-a-repeat of `items` that is not delimited."""
    for op, av in items:
        if op in _REPEATS:
            body = list(av[2])
            flat = body[0][1][3] if len(body) == 1 and body[0][0] is C.SUBPATTERN else body
            if av[1] > 1 and _has_repeat(list(flat)) and not _delimited(list(flat)):
                yield f"repeat {{{av[0]},{av[1]}}} around {list(flat)!r:.120}"
            yield from _nested_repeats(body)
        elif op is C.SUBPATTERN:
            yield from _nested_repeats(list(av[3]))
        elif op is C.BRANCH:
            for alternative in av[1]:
                yield from _nested_repeats(list(alternative))
        elif op in (C.ASSERT, C.ASSERT_NOT):
            yield from _nested_repeats(list(av[1]))


def _all_regexes() -> Iterator[tuple[str, re.Pattern[str]]]:
    """Every compiled regex the recognizer runs: patterns, anchors, shared scanners."""
    recognizer = PatternRecognizer()
    for family in recognizer.families:
        for pattern in family.patterns:
            yield f"{family.name}.{pattern.name}", pattern.regex
            if pattern.anchor is not None:
                yield f"{family.name}.{pattern.name}.anchor", pattern.anchor
    passes = SharedPasses([(f, f.patterns) for f in recognizer.families])
    if passes.digit_scanner is not None:
        yield "passes.digit_scanner", passes.digit_scanner
    if passes.cue_regex is not None:
        yield "passes.cue_regex", passes.cue_regex
    for entry in passes.entries:
        if entry.digit_scanner is not None:
            yield f"{entry.family.name}.digit_scanner", entry.digit_scanner


@pytest.mark.parametrize(("name", "regex"), list(_all_regexes()), ids=lambda x: str(x)[:40])
def test_no_ambiguous_nested_quantifier(name: str, regex: re.Pattern[str]) -> None:
    problems = list(_nested_repeats(list(_parser.parse(regex.pattern, regex.flags))))
    assert not problems, f"{name}: {problems}"


def test_checker_flags_the_classic_shapes() -> None:
    for bad in (r"(a+)+$", r"(\w+\s?)*x", r"(?:\d{1,3}\.?){4}", r"(a|aa)*b"):
        parsed = list(_parser.parse(bad))
        assert list(_nested_repeats(parsed)) or bad == r"(a|aa)*b", bad
    for good in (r"(?:\.\w{1,63}){0,8}", r"(?:[0-9a-f]{0,4}:){2,7}", r"\w+(?: \w+){0,3}"):
        assert not list(_nested_repeats(list(_parser.parse(good)))), good


ADVERSARIAL = [
    "1/" * 25_000, "1-" * 25_000, "1." * 25_000, "1 " * 25_000, "1" * 50_000,
    "a." * 25_000, "a" * 50_000, "A" * 50_000, " " * 50_000, "Dr. " * 12_500,
    "Mr. A " * 8_000, "Aa " * 16_000, "AA " * 16_000, "a@" * 25_000, "a@a." * 12_500,
    ":1" * 25_000, "a:" * 25_000, "www." * 12_500, "http://" * 7_000, "(1" * 25_000,
    "Jan 1 " * 8_000, ", CA " * 10_000, "1 Main " * 7_000, "St. " * 12_500,
    "MRN " * 12_500, "seen by " * 6_000, "x-1" * 16_000, "+1 " * 16_000,
    "1 y" * 16_000, "Hospital " * 5_000, "A. " * 16_000, "#1-" * 16_000,
]


class _Hang(Exception):
    pass


def _alarm(signum: int, frame: object) -> None:
    raise _Hang


@pytest.mark.parametrize("text", ADVERSARIAL, ids=lambda t: repr(t[:8]))
def test_adversarial_input_finishes(text: str) -> None:
    previous = signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(5)
    try:
        for family in (cls() for cls in FAMILIES):
            family.find(text)
        PatternRecognizer().recognize(Note("adversarial", text))
    except _Hang:
        pytest.fail("pattern work did not finish within the 5 s hang guard")
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
