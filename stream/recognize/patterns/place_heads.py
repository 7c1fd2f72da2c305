"""Facilities named by their kind of place, and towns after an event, without a care cue.

Nursing notes name a rehab, nursing home or flight service by its own word and its kind, in any
case and often misspelled, with no "transferred from" before it: "she likes saltmarrow rehab",
"FLOWN IN BY NORTHWIND AIR", "moved to st. gobnait's hospice", "at wyndcombe nursing hom",
"SKYBRIDGE MEDFLIGHT FROM SCENE", "brought by kelloway fire rescue", "via corvant home infusion"
(two heads in a row are one name: "fire rescue", "ems ambulance"). An
uncommon word (in no English, clinical or abbreviation list) right before such a head is a
HOSPITAL with it; "cardiac rehab", "room air" and "pulm clinic" are not. A kind of facility
followed by a name in brackets names it: "at the nursing home (the willows at pennick)". A town
no list holds follows events and kin as well as "lives in": "house fire in corvallen", "ped
struck in hobbs landing", "nephew in frostburn"; after those cues an uncommon word (or a
bundled US place) is a LOCATION. A veterans' post or chapter named by its number ("vfw post
8126", "DAV Chapter 14") is a HOSPITAL (an organization), as it names its town.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list, cue_lists, ending_regex, word_list
from stream.recognize.edge_words import CLAUSE_PREPOSITIONS, LEAD_VERBS, LEADING_WORDS
from stream.recognize.gazetteer import is_eponym_possessive
from stream.recognize.patterns.base import Pattern, PatternFamily, word_runs
from stream.recognize.patterns.care_places import names_no_place, spelled_heads
from stream.recognize.regex_fragments import trie_source
from stream.recognize.titles import title_before
from stream.recognize.word_judgements import (
    PLACE_NAME_JOINS,
    is_known_city,
    is_medical_word,
    is_ordinary_word,
    is_stopword,
)

# Kinds of place that name a facility after its own word; flight and ambulance services too.
_HEADS = spelled_heads(word_list("""
hospital hospice rehabilitation institute infirmary sanitarium
""")) + cue_list("facility_heads", "place_head") + cue_list("facility_heads", "place_head_phrase")
# a trie, so that trying the heads at each position of a window stays cheap
_HEAD = trie_source((h.lower() for h in _HEADS), space=r"[ \t]{1,2}")
_NAME_WORD = r"[^\W\d_](?:[^\W\d_]|['’-])*"  # letters of any script: "Bông Sen Beauty"
_NAMED_HEAD = re.compile(
    r"(?<![\w'’-])(?P<what>(?:(?i:st|mt)\.?[ \t])?" + _NAME_WORD + r"(?:[ \t]" + _NAME_WORD
    + r")?)[ \t]{1,2}(?P<head>(?i:" + _HEAD + r")(?:[ \t]{1,2}(?i:" + _HEAD + r"))?)(?![\w'’])")
_KINDS = (r"nursing[ \t]+hom\w*|nh|snf|ltach?|ltc|alf|rehab|assisted[ \t]+living|group[ \t]+home|"
          r"hospice")
_KIND_THEN_NAME = re.compile(
    r"(?i:\b(?:" + _KINDS + r"))(?:[ \t]+[a-z]+){0,2}[ \t]{0,2}\((?P<what>(?i:the[ \t])?"
    + _NAME_WORD + r"(?:[ \t]" + _NAME_WORD + r"){0,4})\)")
# An organization named head first: "Centro de Salud Río Viví", "hogar querubines",
# "Pescadería El Chapín", "Masjid al-Yaqeen" (joining words may stand inside it)
_HEAD_FIRST_ORGS = cue_list("facility_heads", "org_head_first")
_HEAD_FIRST_ORGANIZATION = re.compile(
    r"(?<![\w'’-])(?i:" + trie_source(_HEAD_FIRST_ORGS) + r")(?P<what>(?:[ \t]" + _NAME_WORD
    + r"){1,6})(?![\w'’])")
# A veterans' post or chapter by its number: "American Legion Post 219", "DAV Chapter 14".
_VETERANS_ORGS = cue_list("facility_heads", "veterans_post")
_VETERANS_POST = re.compile(
    r"(?i:(?<![\w'’-])(?:" + "|".join(o.replace(" ", r"[ \t]{1,2}") for o in _VETERANS_ORGS)
    + r")[ \t]{1,2}(?:post|chapter|ch\.?)[ \t]{1,2}(?:#|no\.?[ \t]?)?\d{1,5}(?!\w))")
# A union's local by its number: "Tile Setters Local 39", "roofers local 33", "USW LOCAL 13214"
# (the words before it up to a function word; "local 1% lido" is no union).
_UNION_WORDS = frozenset(("union", "rep"))  # "union Carpenters Local 624": not its name
_UNION_LOCAL = re.compile(
    r"(?P<what>(?P<words>(?:" + _NAME_WORD + r"[ \t]){1,3})(?i:local)[ \t]{1,2}"
    r"(?:#[ \t]?|no\.[ \t]?)?"
    r"\d{1,5})(?!\w|\.\d|[ \t]?(?i:mg|ml|cc|%))")
# Events and people a town follows: "fire in X", "mvc in X", "nephew in X", "at work ... in X".
_EVENTS = cue_list("places", "town_event")
_EVENT_TOWN = re.compile(
    r"(?i:\b(?:" + "|".join(_EVENTS) + r")(?:[ \t]{1,2}on[ \t]{1,2}\d\d?/\d\d?)?"
    r"[ \t]{1,2}in[ \t]{1,2})(?P<what>" + _NAME_WORD + r"(?:[ \t]" + _NAME_WORD + r")?)")
# A flight service by its own word and its aircraft's number: "flown by Cloudsplitter 3".
_FLIGHT_NUMBER = re.compile(
    r"(?i:flown[ \t]{1,2}(?:in[ \t]{1,2})?(?:by|via|on)[ \t]{1,2})(?P<what>" + _NAME_WORD
    + r")(?=[ \t]{1,2}\d{1,2}(?![\w/:]|\.\d))")
_CLINICAL_ENDING = ending_regex("clinical_word_ending")
# Services in shorthand that no word list holds ("vasc clinic", "neph clinic").
_SERVICES = frozenset(cue_list("facility_heads", "service"))
# the words after a church's head that its name holds ("Mizpah Church of God in Christ")
_CHURCH_NAME_TAIL = re.compile(r"(?i:[ \t]{1,2}(?:" + trie_source(
    cue_list("facility_heads", "church_name_tail"), space=r"[ \t]{1,2}") + r"))(?![\w'’-])")
_TOWN_HEADS = frozenset(cue_lists("places", "town_head", "town_head_more"))
# A church by its own name and its denomination: "Meathouse Free Will Baptist Church", "GRETHEL
# MISSIONARY BAPTIST"; the church's head after them is part of its name.
_DENOMINATIONS = cue_list("facility_heads", "denomination")
_CHURCH_HEADS = frozenset(("church", "chapel", "tabernacle", "temple", "congregation"))
_DENOMINATION_CHURCH = re.compile(
    r"(?<![\w'’-])(?P<what>" + _NAME_WORD + r"(?:[ \t]" + _NAME_WORD + r"){0,2})[ \t]{1,2}(?i:"
    + trie_source(_DENOMINATIONS, space=r"[ \t]{1,2}") + r")(?:[ \t]{1,2}(?P<head>(?i:"
    + "|".join(sorted(_CHURCH_HEADS)) + r")))?(?![\w'’-])")


def _named_head_emit(family: PlaceHeadFamily, text: str, match: re.Match[str],
                     pattern: Pattern) -> Iterator[Span]:
    """An uncommon name before a kind of place, trimmed of the ordinary words before it; a
    town's police is the town."""
    start = match.start("what")
    words = match.group("what").split()
    saint = words[0].rstrip(".").lower() in ("st", "mt") and len(words) > 1
    while len(words) > 1 and not saint and not _uncommon(words[0]):
        start = text.index(words[1], start + len(words[0]))
        words = words[1:]
    named = [re.sub(r"['’]s$", "", w) for w in words[1:]] if saint else words
    if any(is_eponym_possessive(w) for w in named):
        return  # "parkinson's clinic": a service
    if not saint and not title_before(text, start):
        # a possessive names the place ("wardle's pharmacy"), a doctor's does not
        named = [re.sub(r"(?<=\w\w\w\w)['’][sS]$", "", w) for w in named]
    if len(named) == 2 and named[1].lower() in _TOWN_HEADS:
        named = named[:1]  # a town's service: "castleton falls ems"
    if not _uncommon(named[0]) or not all(_uncommon(w) or _plain_name_word(w) for w in named):
        return  # not "Dr. Patel's clinic", "Parkinson's"; "Wapiti Ridge Outfitters" is one
    if match.group("head").lower().startswith("police"):  # a town's police: the town
        yield Span(start, match.end("what"), Label.LOCATION, family.source, pattern.score)
    else:
        end = match.end("head")
        if match.group("head").lower() == "church" and (
                tail := _CHURCH_NAME_TAIL.match(text, end)) is not None:
            end = tail.end()
        yield Span(start, end, Label.HOSPITAL, family.source, pattern.score)


def _kind_then_name_emit(family: PlaceHeadFamily, text: str, match: re.Match[str],
                         pattern: Pattern) -> Iterator[Span]:
    """The name in brackets after a kind of place ("nursing home (the Birches)"), when a word
    of it is uncommon and none is a kind of unit."""
    core = [w for w in match.group("what").split()
            if w.lower() not in ("the", "at", "of", "on", "in")]
    if any(_uncommon(w) for w in core) and not any(_unit_word(w) for w in core):
        yield Span(*match.span("what"), Label.HOSPITAL, family.source, pattern.score)


def _union_local_emit(family: PlaceHeadFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> Iterator[Span]:
    """A union's local, from the word after the last function word or union word before it
    ("union rep from roofers local 33", "meetings at Tile Setters Local 39", "union Carpenters
    Local 624")."""
    words = word_runs(text, *match.span("words"))
    cut = [w for w in words if is_stopword(w.group()) or w.group().lower() in _UNION_WORDS]
    own = words[words.index(cut[-1]) + 1:] if cut else words
    if own:
        yield Span(own[0].start(), match.end("what"), Label.HOSPITAL, family.source,
                   pattern.score)


def _flight_number_emit(family: PlaceHeadFamily, text: str, match: re.Match[str],
                        pattern: Pattern) -> Iterator[Span]:
    """The flight service before its aircraft's number, when its word is uncommon ("flown by
    cloudsplitter 1"; not "flown by helicopter 2")."""
    if _uncommon(match.group("what")):
        yield Span(*match.span("what"), Label.HOSPITAL, family.source, pattern.score)


def _denomination_church_emit(family: PlaceHeadFamily, text: str, match: re.Match[str],
                              pattern: Pattern) -> Iterator[Span]:
    """A church's own capitalised words before its denomination, from the first that is no
    function or ordinary word ("goes to Meathouse Free Will Baptist Church"), or from an
    uncommon one when no head follows ("FROM GRETHEL MISSIONARY BAPTIST PRAYED"); not "the
    Baptist church", "a Methodist"."""
    words = word_runs(text, *match.span("what"))
    cut = [i for i, w in enumerate(words) if _clause_word(w.group())]
    words = words[cut[-1] + 1:] if cut else words  # "KEATHLEY FROM GRETHEL ...": after "FROM"
    headed = match.group("head") is not None
    while words and not (_uncommon(words[0].group()) or (
            headed and words[0].group()[0].isupper() and not is_medical_word(words[0].group()))):
        words = words[1:]
    if words and all(w.group()[0].isupper() for w in words):
        yield Span(words[0].start(), match.end(), Label.HOSPITAL, family.source, pattern.score)


def _clause_word(word: str) -> bool:
    """A word of the clause around a name, no part of it ("FROM", "TO", "WENT", "the")."""
    key = word.lower()
    return (key in LEADING_WORDS or key in CLAUSE_PREPOSITIONS or key in LEAD_VERBS
            or is_stopword(word))


def _event_town_emit(family: PlaceHeadFamily, text: str, match: re.Match[str],
                     pattern: Pattern) -> Iterator[Span]:
    """The town after an event ("fire in X"), when its words can name one."""
    start = match.start("what")
    end = _town_end(text, start, match.group("what").split())
    if end is not None:
        yield Span(start, end, Label.LOCATION, family.source, pattern.score)


def _head_first_emit(family: PlaceHeadFamily, text: str, match: re.Match[str],
                     pattern: Pattern) -> Iterator[Span]:
    """The head and its own words, up to the first everyday, clinical or clause word ("hogar
    querubines in fajardo"); none when no own word follows the head ("centro de la ciudad" in
    a lower-case note names one, "centro in town" none)."""
    words = word_runs(text, *match.span("what"))
    end = None
    for word in words:
        value = word.group()
        if value.lower() in PLACE_NAME_JOINS:
            continue
        if _clause_word(value) or is_ordinary_word(value) or is_medical_word(value):
            break
        end = word.end()
    if end is not None:
        yield Span(match.start(), end, Label.HOSPITAL, family.source, pattern.score)


class PlaceHeadFamily(PatternFamily):
    """HOSPITAL: an uncommon name before a kind of place; LOCATION: a town after an event."""

    name = "place_heads"
    label = Label.HOSPITAL
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("named_head", _NAMED_HEAD, 0.6, cues=tuple(h.lower() for h in _HEADS),
                window=(40, 24), emit=_named_head_emit),
        Pattern("kind_then_name", _KIND_THEN_NAME, 0.6, group="what",
                anchor=re.compile(r"\("), window=(40, 60), emit=_kind_then_name_emit),
        Pattern("event_town", _EVENT_TOWN, 0.55, Label.LOCATION, group="what",
                cues=_EVENTS, emit=_event_town_emit),
        Pattern("union_local", _UNION_LOCAL, 0.7, group="what", cues=("local",),
                window=(36, 12), emit=_union_local_emit),
        # the organization's own name and number, as matched
        Pattern("veterans_post", _VETERANS_POST, 0.8, cues=_VETERANS_ORGS),
        Pattern("flight_number", _FLIGHT_NUMBER, 0.7, group="what", cues=("flown",),
                emit=_flight_number_emit),
        Pattern("head_first", _HEAD_FIRST_ORGANIZATION, 0.7, cues=_HEAD_FIRST_ORGS,
                emit=_head_first_emit),
        Pattern("denomination_church", _DENOMINATION_CHURCH, 0.7, cues=_DENOMINATIONS,
                window=(48, 48), emit=_denomination_church_emit),
    )


def _plain_name_word(word: str) -> bool:
    """A word that may follow a place's own name before its head ("Ridge" of "Wapiti Ridge
    Outfitters"): letters only, no clinical or function word, clinical ending or service."""
    return (word.isalpha() and not is_medical_word(word) and not is_stopword(word)
            and word.lower() not in _SERVICES and _CLINICAL_ENDING.search(word) is None)


def _uncommon(word: str) -> bool:
    """A word that can be a place's own name: four letters or more, in no word list."""
    parts = word.split("-")
    return (len(word) >= 4 and all(_uncommon_part(p) for p in parts)
            and not re.search(r"['’]", word))


def _uncommon_part(part: str) -> bool:
    """One part of a word ("tiritu" of "tiritu-arce") in no word list and no service name."""
    return (len(part) >= 2 and part.isalpha() and not names_no_place(part)
            and part.lower() not in _SERVICES and _CLINICAL_ENDING.search(part) is None)


def _unit_word(word: str) -> bool:
    """A kind of place or unit inside brackets ("(snf)", "(micu)"): no facility's name."""
    return word.lower() in ("snf", "nh", "alf", "ltc", "ltach", "icu", "micu", "rehab")


def _town_end(text: str, start: int, words: list[str]) -> int | None:
    """The end of a town's name at `start`: a bundled place, or an uncommon word (and a town
    head after it: "hobbs landing"); None for ordinary words ("in bed", "in construction")."""
    phrase = " ".join(words)
    if len(words) == 2 and (is_known_city(phrase) or (
            words[1].lower() in _TOWN_HEADS and len(words[0]) >= 4 and words[0].isalpha()
            and not _unit_word(words[0]))):
        return start + len(phrase)  # "fall river", "hobbs landing"
    if (is_known_city(words[0]) and not names_no_place(words[0])) or _uncommon(words[0]):
        return start + len(words[0])
    return None
