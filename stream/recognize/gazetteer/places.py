"""Places: city, state and county hits judged by case and context; 'Town, ST' for other towns."""

from __future__ import annotations

import re
from functools import cache

from stream.core import lexicon
from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list, cue_lists
from stream.recognize.gazetteer.cues import Cues
from stream.recognize.gazetteer.flags import (
    AMBIG,
    CITY,
    COUNTRY,
    COUNTY,
    MULTI,
    NAME,
    PLACE_AMBIG,
    STATE,
)
from stream.recognize.gazetteer.text import (
    CONNECTORS,
    LOWER,
    TITLECASE,
    UPPER,
    case_shape,
    past_possessive,
    previous_word,
    sentence_initial,
    skip,
)
from stream.recognize.regex_fragments import cased_forms

_PLACE_PREPS = frozenset(cue_list("care_transfer", "before_place"))
_HEADS = ("park", *cue_lists("places", "town_head", "town_head_more"))
_HEAD_AFTER = re.compile(r"[ \t](?:" + cased_forms(_HEADS) + r")(?![\w'’-])")
_STATE_CODES = frozenset(lexicon.us_states())
_CODE_AFTER = re.compile(r",\s?([A-Z]{2})(?![\w])(\s+\d{5}(?:-\d{4})?(?!\d))?")  # ", MA 02115"
_CREDENTIAL_CODES = frozenset(cue_list("places", "credential_state_code"))
_LOWER_RUN = re.compile(r"[a-z]{2}")
# a town's name and a comma before a country ("Nasiriyah, Iraq", "ESSEQUIBO, GUYANA")
_PLACE_COMMA_BEFORE = re.compile(r"(?<![\w'’-])[A-Z][A-Za-z'’-]+,[ \t]$")
# a given name's initial ("L. Montague"), not a compass point ("W. Springfield")
_INITIAL_BEFORE = re.compile(r"(?<![\w.])[A-DF-MO-RT-VX-Z]\.[ \t]$")


@cache
def _state_after() -> re.Pattern[str]:
    """', Massachusetts' after a city."""
    names = sorted(lexicon.us_states().values(), key=len, reverse=True)
    return re.compile(r",\s?(?:" + "|".join(re.escape(n) for n in names) + r")(?![\w])")


def _cased(text: str, start: int, end: int) -> int | None:
    """Case shape of a place phrase (connectors may be lower case); None if lower case."""
    words = text[start:end].replace("-", " ").split()
    if not words:
        return None
    shapes = {case_shape(w) for w in words if w not in CONNECTORS or w is words[0]}
    if LOWER in shapes or not shapes:
        return None
    return UPPER if shapes == {UPPER} else TITLECASE


def place_span(text: str, cues: Cues, start: int, end: int, flags: int,
               population: int) -> Span | None:
    """Judge a city/state/county/country hit; widen 'Boston' to 'Boston, MA'."""
    if text[start].islower():
        return _lower_case_place(text, start, end, flags)
    if _INITIAL_BEFORE.search(text, max(0, start - 4), start):
        return None  # "L. Montague, CT(ASCP)": a person's initial and surname
    shape = _cased(text, start, end)
    if shape is None:
        return None
    tail = _CODE_AFTER.match(text, end, end + 16)
    if tail and tail.group(1) not in _STATE_CODES:
        tail = None
    tail = tail or _state_after().match(text, end, end + 30)
    if tail:
        return Span(start, tail.end(), Label.LOCATION, "gazetteer:place", 0.95)
    if skip(text, past_possessive(text, end)[0], " \t-") in cues.heads:
        return None  # "Framingham risk score", "Down syndrome"
    near = previous_word(text, start) in _PLACE_PREPS or (
        flags & COUNTRY and not flags & (NAME | AMBIG | PLACE_AMBIG)
        and _PLACE_COMMA_BEFORE.search(text, max(0, start - 40), start) is not None)
    if shape == UPPER and not near and not flags & MULTI and not _caps_around(text, start, end):
        return None  # "ADA guidelines": an acronym in a mixed-case note
    score = _place_score(flags, shape, near, population, sentence_initial(text, start))
    if score is None:
        return None
    head = _HEAD_AFTER.match(text, end)  # "Humboldt Park", "Chicago Heights": a neighbourhood
    return Span(start, head.end() if head else end, Label.LOCATION, "gazetteer:place", score)


def _lower_case_place(text: str, start: int, end: int, flags: int) -> Span | None:
    """A city, state or country in lower case after a place word ("daughter in grand rapids",
    "went home to doral", "got here from ohio"), when its name is no word: a name of several
    words, or one in no word list ("to mobile" may be anything)."""
    if (not flags & (CITY | STATE | COUNTRY)
            or (flags & (AMBIG | PLACE_AMBIG) and not flags & MULTI)
            or previous_word(text, start) not in _PLACE_PREPS
            or _cased(text, start, end) is not None):
        return None
    return Span(start, end, Label.LOCATION, "gazetteer:place", 0.6)


def _caps_around(text: str, start: int, end: int) -> bool:
    """Whether the text around a span is written in capitals (a telegraphic note)."""
    return _LOWER_RUN.search(text, max(0, start - 60), min(len(text), end + 60)) is None


def _place_score(flags: int, shape: int, near: bool, population: int,
                 initial: bool) -> float | None:
    """Confidence in a place hit without a state after it; None to drop it."""
    multi = bool(flags & MULTI)
    if flags & COUNTRY:  # "from Cuba", "served in Vietnam", "camp, Saudi Arabia"; not "son
        return 0.9 if near or multi else None  # Chad", "Korea vet"
    if flags & COUNTY:
        return 0.85
    if flags & CITY and flags & (PLACE_AMBIG | AMBIG):  # "Mobile", "Normal", "Long Beach"
        if multi:
            return 0.75 if shape == TITLECASE or near else None
        return 0.7 if near and shape == TITLECASE and not initial else None
    if flags & NAME:  # "Houston", "Jackson", "Virginia": a name reading competes
        return 0.85 if near else 0.8 if population >= 300_000 else 0.6
    if flags & CITY:
        if multi:  # "Los Angeles", "Santa Clara": above a first-last name pair (0.9)
            return 0.92 if shape == TITLECASE else 0.75
        return 0.8 if shape == TITLECASE else 0.65
    return 0.7 if shape == TITLECASE else 0.6  # a state alone is not a Safe Harbor identifier


def town_spans(text: str) -> list[Span]:
    """'Smallville, KS' for towns missing from the list: capitalized words before ', ST'."""
    spans: list[Span] = []
    for match in _CODE_AFTER.finditer(text):
        code = match.group(1)
        if code not in _STATE_CODES or (code in _CREDENTIAL_CODES and not match.group(2)):
            continue
        start = _capitalized_run_start(text, match.start(), 3)
        if start < match.start():
            spans.append(Span(start, match.end(), Label.LOCATION, "gazetteer:place", 0.65))
    return spans


def _capitalized_run_start(text: str, end: int, most: int) -> int:
    """Start of up to `most` Title-case words ending at `end` (== end when there are none)."""
    start = end
    for _ in range(most):
        stop = start
        if start < end:
            if start == 0 or text[start - 1] != " ":
                break
            stop = start - 1
        j = stop
        while j > 0 and (text[j - 1].isalpha() or text[j - 1] in "'’-."):
            j -= 1
        word = text[j:stop]
        if (len(word) < 2 or (j > 0 and text[j - 1].isalnum())
                or case_shape(word) != TITLECASE or word in CONNECTORS):
            break  # "SBP 110S, CT 30-40": a letter after a number is no town
        start = j
    return start
