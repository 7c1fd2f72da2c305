"""Spans that a found span implies next to it: the other end of a year range, an age in
brackets right after a person's name, the names and ages listed after that, a nickname in
quotes right after it, the state after a town and a comma, the head word of an organization
found without it, a street's compass direction, and a family's surname after a given name.

The recognizers judge each value alone, so one end of "army 1950-1953" or "Vietnam '66-'67" may be
found (the tagger reads the first year as a date) and the other not; and a bare number in brackets
is no age by itself, but after a name ("Eero Tuominen (63)", "wife Ruth (72)", "Mrs. Pattabhiraman
(42, MRN ...)", "Mrs. Crumpler, 95, GCS 11") it is that person's age; a state code is a clinical
word by itself ("ct", "nh"), but after a town and a comma ("hartford, ct") it is the town's state;
the tagger may end an employer's name before its head ("SPRUCE FORK" of "SPRUCE FORK CONTRACTING")
or start a hospital's after it ("Santa Engracia" of "Hospital Santa Engracia"); and a compass
direction ("W" of "W Cermak Rd") is no place alone. All are looked for after the merge, next to the
spans found, where no span is yet (a street grows over its direction).
"""

from __future__ import annotations

import re

from stream.core import lexicon
from stream.core.categories import NAME_LABELS, Label
from stream.core.entities import FACILITY_WORDS
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.edge_words import ANY_KIN_WORD
from stream.recognize.patterns.addresses import DIRECTION, SUFFIX_WORDS
from stream.recognize.patterns.dates import followed_by_unit
from stream.recognize.patterns.names import case_style
from stream.recognize.regex_fragments import trie_source
from stream.recognize.word_judgements import is_medical_word, is_state_code

SOURCE = "neighbour"
_YEAR = r"(?:19|20)\d\d|['’]\d\d"
_YEAR_RANGE = re.compile(
    r"(?<![\w.,/$#:+])(" + _YEAR + r")\s?[-–]\s?(" + _YEAR + r")(?![\w%]|[.,]\d)")
_RANGE_REACH = 12  # characters a year range reaches past one of its ends ("1950 – 1953")
_LONGEST_RANGE = 60
"""Years a range may span (a service, a residence, a marriage); wider is no year range."""
# "(63)", or first in a bracket that goes on: "(42, MRN 6032-1189)", "(20, 6 mo pregnant)";
# or between commas: "Mrs. Crumpler, 95, GCS 11"; after a nickname's closing quote too:
# 'Deonath "Sonu" (66)'
_BRACKETED_NUMBER = re.compile(r"[\"”]?(?:\s?\((\d{1,3})(?:\)|,\s)|,[ \t]?(\d{1,3}),)")
_OLDEST = 120
_BRACKETED_AGE = re.compile(r"[ \t]?\(\d{1,3}\)")
# another name and its age in a list: ", Luis (4)", " and Dieunika (9)", " + Jeisson (3)"
_LISTED_NAME = re.compile(r"[ \t]{0,2}(?:,|\+|&|\band\b)[ \t]{1,2}([^\W\d_][^\W\d_'’-]+"
                          r"(?:[ \t][^\W\d_][^\W\d_'’-]+)?)[ \t]?\(\d{1,3}\)")
_NAMED = (Label.PATIENT, Label.PERSON)
_QUOTED_NAME = re.compile(r"\s?\(?[\"“]([A-Z][A-Za-z'’-]{1,20})[\"”]")
_STATE_AFTER = re.compile(r",[ \t]?([A-Za-z]+)(?:[ \t]([A-Za-z]+))?")
_STATE_NAMES = frozenset(lexicon.us_states().values())
_HEADS_AFTER = cue_list("facility_heads", "org_head_after")
_HEAD_AFTER = re.compile(r"[ \t]{1,2}(?i:(" + trie_source(_HEADS_AFTER) + r"))\.?(?![\w'’-])")
_HEAD_BEFORE = re.compile(r"(?<![\w'’-])(?i:(" + trie_source(
    cue_list("facility_heads", "org_head_before")) + r"))[ \t]{1,2}$")
_LEGAL_FORMS = cue_list("facility_heads", "org_legal_form")
_LEGAL_FORM_AFTER = re.compile(
    r",?[ \t]{1,2}(?i:(" + trie_source(_LEGAL_FORMS) + r"))\.?(?![\w'’-])")
_HEADED = FACILITY_WORDS | frozenset(_HEADS_AFTER) | frozenset(_LEGAL_FORMS)
_LAST_WORD = re.compile(r"[\w'’-]+\.?$")
_NEXT_WORD = re.compile(r"[ \t]([A-Za-z][a-z'’-]+|[A-Z][A-Z'’-]+)(?![\w'’-])")
_DIRECTION_BEFORE = re.compile(r"(?<![\w.])(?i:" + DIRECTION + r")[ \t]$")


def neighbour_spans(spans: list[Span], text: str) -> list[Span]:
    """The year-range ends, bracketed ages and quoted nicknames that `spans` imply, where no
    span is yet."""
    nicknames = _nicknames(spans, text)
    listed = _listed_names(spans, text)
    return (_range_ends(spans, text) + _ages_after_names(spans + nicknames + listed, text)
            + nicknames + listed
            + _states_after_towns(spans, text) + _organization_heads(spans, text)
            + _street_directions(spans, text) + _family_surnames(spans, text))


def _range_ends(spans: list[Span], text: str) -> list[Span]:
    """The unfound end of each year range whose other end is a found date."""
    found: list[Span] = []
    for match in _ranges_beside_dates(spans, text).values():
        first, second = match.span(1), match.span(2)
        if not _plausible_range(match.group(1), match.group(2)):
            continue
        if followed_by_unit(text, second[1]):
            continue
        first_dated, second_dated = _dated(spans, *first), _dated(spans, *second)
        if first_dated and not _covered(spans, *second):
            found.append(Span(*second, Label.DATE, SOURCE, 0.5))
        elif second_dated and not _covered(spans, *first):
            found.append(Span(*first, Label.DATE, SOURCE, 0.5))
    return found


def _ranges_beside_dates(spans: list[Span], text: str) -> dict[int, re.Match[str]]:
    """The year ranges that touch a found date, by where they start (looked for only around
    the dates: a scan of the whole text would cost more than everything else here)."""
    ranges: dict[int, re.Match[str]] = {}
    for span in spans:
        if span.label is Label.DATE:
            lo, hi = max(0, span.start - _RANGE_REACH), min(len(text), span.end + _RANGE_REACH)
            for match in _YEAR_RANGE.finditer(text, lo, hi):
                ranges.setdefault(match.start(), match)
    return ranges


def _plausible_range(first: str, second: str) -> bool:
    """Whether two years read as a range: the second after the first, within a lifetime (two
    apostrophe years may cross a century: '99-'01)."""
    if first[0].isdigit() != second[0].isdigit():
        return False
    a, b = int(first.lstrip("'’")), int(second.lstrip("'’"))
    gap = b - a if first[0].isdigit() else (b - a) % 100
    return 0 < gap <= _LONGEST_RANGE


def _ages_after_names(spans: list[Span], text: str) -> list[Span]:
    """A number in brackets, or between commas, right after a patient's or another person's
    name."""
    found: list[Span] = []
    for span in spans:
        if span.label not in _NAMED:
            continue
        match = _BRACKETED_NUMBER.match(text, span.end)
        if match is None:
            continue
        group = 1 if match.group(1) is not None else 2
        if 0 < int(match.group(group)) <= _OLDEST and not _covered(spans, *match.span(group)):
            found.append(Span(*match.span(group), Label.AGE, SOURCE, 0.5))
    return found


def _listed_names(spans: list[Span], text: str) -> list[Span]:
    """The names listed after a person's name and bracketed age, each with its own bracketed
    age ("kids Kervens (14) and Dieunika (9)", "w/ Anyelis (6) + Jeisson (3)"): words that are
    no English, clinical or kin word, given the first name's label."""
    found: list[Span] = []
    for span in spans:
        age = _BRACKETED_AGE.match(text, span.end)
        if span.label not in _NAMED or age is None:
            continue
        end = age.end()
        while (listed := _LISTED_NAME.match(text, end)) is not None and all(
                not lexicon.is_english_word(w) and not is_medical_word(w)
                and w.lower() not in ANY_KIN_WORD for w in listed.group(1).split()):
            if not _covered(spans, *listed.span(1)):
                found.append(Span(*listed.span(1), span.label, SOURCE, 0.5))
            end = listed.end()
    return found


def _nicknames(spans: list[Span], text: str) -> list[Span]:
    """A quoted word right after a person's name: that person's nickname ('AQPAYUK, TRISTAN
    ("TUTTU")', 'MR. HRYTSAK ("BOHDAN")')."""
    found: list[Span] = []
    for span in spans:
        if span.label not in NAME_LABELS:
            continue
        match = _QUOTED_NAME.match(text, span.end)
        if match is not None and not _covered(spans, *match.span(1)):
            found.append(Span(*match.span(1), span.label, SOURCE, 0.5))
    return found


def _family_surnames(spans: list[Span], text: str) -> list[Span]:
    """The word right after a name that the note writes elsewhere as the surname of a name of
    several words, in the same case ("Hurshel" + "Music" beside "Arminta Music", "shaquavia" +
    "bonds" beside "bonds, dezmond tyreik": an English word read as the family's name)."""
    surnames = {_surname(text[s.start:s.end]) for s in spans if s.label in NAME_LABELS
                and len(text[s.start:s.end].split()) > 1}
    found: list[Span] = []
    for span in spans:
        if span.label not in NAME_LABELS:
            continue
        match = _NEXT_WORD.match(text, span.end)
        if (match is not None and match.group(1) in surnames
                and case_style(match.group(1)) == case_style(text[span.start:span.end])
                and not _covered(spans, *match.span(1))):
            found.append(Span(*match.span(1), span.label, SOURCE, 0.5))
    return found


def _surname(name: str) -> str:
    """The surname of a name of several words: its last word, or the last before the comma of
    "LAST, FIRST" ("bonds, dezmond tyreik")."""
    head, comma, _ = name.partition(",")
    return (head if comma and head.split() else name).split()[-1]


def _states_after_towns(spans: list[Span], text: str) -> list[Span]:
    """A state's code or name after a town and a comma ("manchester, nh", "hartford, ct,",
    "worcester, massachusetts"); in lower case no code that is an English word ("in", "or")."""
    found: list[Span] = []
    for span in spans:
        if span.label is not Label.LOCATION or span.end - span.start < 3:
            continue  # "HX CHF, AS, MI": no town before
        match = _STATE_AFTER.match(text, span.end)
        if match is None or text[match.end(1):match.end(1) + 1] in ("'", "’", "-"):
            continue
        start, end = match.span(1)
        if match.group(2) and f"{match.group(1)} {match.group(2)}".title() in _STATE_NAMES:
            end = match.end(2)  # "new hampshire"
        elif not _state(match.group(1)):
            continue
        if not _covered(spans, start, end):
            found.append(Span(start, end, Label.LOCATION, SOURCE, 0.5))
    return found


def _organization_heads(spans: list[Span], text: str) -> list[Span]:
    """The head word right after an organization span that ends without one ("SPRUCE FORK" +
    "CONTRACTING"), with the legal form after it, or after the span ("Horsepen Mining" +
    "LLC"), and a head that opens its name right before one ("templo" + "getsemani")."""
    found: list[Span] = []
    for span in spans:
        before = _HEAD_BEFORE.search(text, max(0, span.start - 14), span.start)
        if (before is not None and not _covered(spans, *before.span(1))
                and (span.label is Label.HOSPITAL
                     or _opens_in_its_case(before.group(1), span, text))):
            found.append(Span(*before.span(1), Label.HOSPITAL, SOURCE, 0.5))
        if span.label is not Label.HOSPITAL:
            continue
        last = _LAST_WORD.search(text, span.start, span.end)
        end = span.end
        after = _HEAD_AFTER.match(text, span.end)
        if (after is not None and last is not None
                and last.group().rstrip(".").lower() not in _HEADED
                and not _covered(spans, *after.span(1))):
            found.append(Span(*after.span(1), Label.HOSPITAL, SOURCE, 0.5))
            end = after.end()
        legal = _LEGAL_FORM_AFTER.match(text, end)
        if (legal is not None and (last is None or last.group().rstrip(".").lower()
                                   not in _LEGAL_FORMS)
                and not _covered(spans, *legal.span(1))):
            found.append(Span(end, legal.end(), Label.HOSPITAL, SOURCE, 0.5))
    return found


def _opens_in_its_case(head: str, span: Span, text: str) -> bool:
    """Whether an opening head stands before a name or place span written in its case, so it
    opens the name ("Congregation Beth Aharon", "TEMPLO GETSEMANI"; not "the hospital Jane
    left")."""
    first = text[span.start:span.end].split()
    return (span.label in NAME_LABELS or span.label is Label.LOCATION) and bool(first) and (
        case_style(head) == case_style(first[0]))


def _street_directions(spans: list[Span], text: str) -> list[Span]:
    """A street span grown over the compass direction right before it ("W" of "W Cermak Rd",
    "s" of "s halsted st"), which the tagger leaves out or reads as a place of its own."""
    found: list[Span] = []
    for span in spans:
        last = _LAST_WORD.search(text, span.start, span.end)
        if (span.label is not Label.LOCATION or last is None
                or last.group().rstrip(".").lower() not in SUFFIX_WORDS):
            continue
        direction = _DIRECTION_BEFORE.search(text, max(0, span.start - 7), span.start)
        if direction is not None:
            found.append(Span(direction.start(), span.end, Label.LOCATION, SOURCE, 0.5))
    return found


def _state(word: str) -> bool:
    """A US state's code (not an English word written in lower case) or its one-word name."""
    return is_state_code(word) if len(word) == 2 else word.title() in _STATE_NAMES


def _dated(spans: list[Span], start: int, end: int) -> bool:
    """Whether a found DATE span covers the digits of start:end."""
    return any(s.label is Label.DATE and s.start <= end - 2 and s.end >= end for s in spans)


def _covered(spans: list[Span], start: int, end: int) -> bool:
    """Whether any span overlaps start:end."""
    return any(s.start < end and start < s.end for s in spans)
