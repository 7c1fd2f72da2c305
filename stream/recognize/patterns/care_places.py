"""Hospitals and places named in transfer and care context, in any case ("transferred from bmc").

Nursing notes name the other hospital, rehab or nursing home by an initialism or a local name,
often in lower case, and the patient's town without capitals: "adm from lmh ed", "sent to
cch", "followed at dfci by dr x", "pt normally lives at sunrise of braintree", "lives in
quincy". After such a cue, the words up to the first clause word ("with", "for", "ED", a
digit or punctuation) are judged: a bundled US place is a LOCATION; after a transfer or care
cue, a name that is not an ordinary word (or that ends in a facility word: "cape cod hospital",
"hebrew rehab") is a HOSPITAL. A short initialism that is no English word or ICU abbreviation
is a HOSPITAL after "at", "from" or a care verb ("back to cch", "at bidmc"); a lone uncommon word
after "at" or "from" is a hospital or a town ("seen at brightwater", "pt from linton"); after
"lives in", "resident of", "originally from", "called from" it is a town. Units, services,
tests and drugs after the same words ("sent to ct", "to lcs", "back to baseline") are not.

A name whose first word is uncommon keeps descriptive words before its head ("pellham oncology
assoc", "kilnsey acute rehab"); two-word heads ("assisted living", "family practice") and heads
of the places patients live, are sent or work at (shelters, dialysis units, EMS services,
schools, pharmacies) count as facility words; an employer after "works at" is a HOSPITAL (an
organization); a place name may open with a compass word ("east lindow"); and an uncommon word
after "in" right after a facility found here is its town ("riverbend recovery house in
saltmarsh").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial
from typing import ClassVar

from stream.core.categories import Label
from stream.core.entities import FACILITY_WORDS
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list, cue_lists
from stream.recognize.edge_words import FUNCTION_WORDS, TRAILING_WORDS
from stream.recognize.gazetteer import clinical_terms, is_common_word, is_eponym_possessive
from stream.recognize.patterns.addresses import BOX_ROUTE_WORDS, ROUTE_WORDS
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.patterns.names import caps_line, ordinary_or_clinical
from stream.recognize.word_judgements import (
    is_clinical_term,
    is_country,
    is_known_city,
    is_ordinary_word,
    is_spanish_address_head,
    is_stopword,
)

_WORDS = (r"(?P<what>(?:(?i:st|mt)\.[ \t]?)?[A-Za-z][A-Za-z'’&-]*"
          r"(?:[ \t][A-Za-z][A-Za-z'’&-]*){0,3})")
_TRANSFER_VERBS = frozenset(cue_list("care_transfer", "transfer_verb"))
_CARE_VERBS = _TRANSFER_VERBS | frozenset(cue_list("care_transfer", "care_verb"))
_RESIDENCE_VERBS = frozenset({"live", "lives", "living", "resides", "residing", "home"})
_PLACEMENT = re.compile(
    r"(?i:\b(?:rehab|ltach?|snf|nh|nursing\s+home|placement|dispo|screening)\b)")
_NAMING_PREPS = frozenset({"at", "near", "from", "outside"})  # before a lone name: a place
# Where a patient is sent inside a hospital, and kinds of place that name no one place.
_NOT_FACILITY = frozenset(cue_list("facility_heads", "not_facility"))
# Words that end a place name in a note: the unit after it ("QMC ED"), clause words, "w/".
_CLAUSE = TRAILING_WORDS | frozenset(cue_list("care_transfer", "place_clause_end"))


def spelled_heads(words: tuple[str, ...]) -> tuple[str, ...]:
    """`words` and their misspellings by one dropped or swapped letter ("hosptial",
    "hospitl", "rehabilitaion"), as night notes write them; for words of seven letters or
    more, whose variants are no other word."""
    variants = dict.fromkeys(words)
    for word in (w for w in words if len(w) >= 7):
        for i in range(1, len(word)):
            variants.setdefault(word[:i] + word[i + 1:])
            if i + 1 < len(word):
                variants.setdefault(word[:i] + word[i + 1] + word[i] + word[i + 2:])
    return tuple(variants)


_FACILITY_HEADS = frozenset(spelled_heads(cue_list("facility_heads", "care_head")))
# Heads that name a facility even after "via" or "in" ("via ridgeback ems", "seen in sutterby
# urgent care"), where a plain name would be a route, a drug or a clause.
_VIA_HEADS = frozenset(cue_list("facility_heads", "via_head"))
# Last words of a town's name ("penrose mills", "kettering falls"): after "near" or "outside"
# an uncommon first word and one of these make a place.
_TOWN_HEADS = frozenset(cue_list("places", "town_head"))
# Heads of two words: the name is what comes before them ("old mill assisted living").
_TWO_WORD_HEADS = frozenset({
    ("assisted", "living"), ("nursing", "home"), ("urgent", "care"), ("family", "practice"),
    ("medical", "center"), ("medical", "centre"), ("medical", "ctr"), ("recovery", "house"),
    ("acute", "rehab"), ("skilled", "nursing"), ("senior", "living"), ("health", "center"),
})
_DIRECTIONS = frozenset({"north", "south", "east", "west", "n", "s", "e", "w"})
_EMPLOYER_VERBS = frozenset({"works", "worked", "employed"})
_POSSESSIVES = frozenset(cue_list("care_transfer", "possessive"))
_TOWN_AFTER = re.compile(r"[ \t]{1,2}(?i:in)[ \t]{1,2}" + _WORDS)
# The residence rule's words before "of", "from" and "alone in" ("resident of", "called from").
_RESIDENCE_OF = "|".join(cue_list("care_transfer", "residence_of"))
_RESIDENCE_FROM = "|".join(cue_list("care_transfer", "residence_from"))
_RESIDENCE_ALONE = "|".join(cue_list("care_transfer", "residence_alone"))


_WEAK, _CARE, _TRANSFER, _RESIDENCE = 0, 1, 2, 3  # what the cue before a name says
_SAINTS = frozenset({"st", "st.", "saint", "mt", "mount"})
_ROUTE_WORDS = frozenset((*ROUTE_WORDS, *BOX_ROUTE_WORDS))
_NUMBER_AFTER = re.compile(r"[ \t]?-?\d")


def _place_spans(family: CarePlaceFamily, text: str, match: re.Match[str], pattern: Pattern, *,
                 strength: int, lone_names: bool = False) -> Iterator[Span]:
    """The name up to its first clause word, labelled by what it is and by the cue's `strength`."""
    start = match.start("what")
    words = _name_words(match.group("what").split())
    if words and _whose_place(words):
        return  # "at pt's home": whose place it is, not its name
    verb = (match.groupdict().get("verb") or "").lower()
    prep = (match.groupdict().get("prep") or "").lower().replace("@", "at")
    if not words or (prep == "in" and verb not in _RESIDENCE_VERBS):
        return  # "was in pain"; "came in transfer from X" matches through its "from"
    if _glued(text, match.end("what")):
        return  # "sent to jane.doe@example.org": an address, not a place
    end = _end_of(text, start, words)
    if text[end:end + 1].isdigit():
        return  # "FROM THE SVG-D1 ANASTOMOSIS": a name runs on into no digit (a graft)
    if words[-1].lower() in _ROUTE_WORDS and _NUMBER_AFTER.match(text, end):
        return  # "at Hwy 280", "at HC 30 Box 412": a route, the address rules' own
    place = [] if _has_head(words) else _place_prefix(words)
    if place:
        yield Span(start, _end_of(text, start, place), Label.LOCATION, family.source, 0.65)
        return
    if verb in _RESIDENCE_VERBS and prep == "in":  # the verb may say more than the rule
        strength = _RESIDENCE
    elif verb in _TRANSFER_VERBS:
        strength = max(strength, _TRANSFER)
    if family.high_recall and (strength != _WEAK or prep == "from"):
        strength = max(strength, _TRANSFER)  # not "tip at the cavoatrial junction"
    if verb in _EMPLOYER_VERBS and prep != "at":
        return  # "works from home", "worked in construction"
    label = family.judge(words, strength)
    if label is None and lone_names:  # a lone uncommon word names a place too
        label = _lone_name(words, prep)
    if label is None and strength >= _CARE and _titled_after_the(text, start, words):
        label = Label.HOSPITAL  # "go back to the Birches", "sent from the Orchards"
    if label is None:
        return
    end = _end_of(text, start, words)
    yield Span(start, end, label, family.source, pattern.score)
    town = _TOWN_AFTER.match(text, end) if label is Label.HOSPITAL else None
    if town:  # "riverbend recovery house in saltmarsh"
        place = _name_words(town.group("what").split())
        if place and _distinct(place) and _name_like(place):
            at = town.start("what")
            yield Span(at, _end_of(text, at, place), Label.LOCATION, family.source, 0.6)


def _typed_emit(family: CarePlaceFamily, text: str, match: re.Match[str],
                pattern: Pattern) -> Iterator[Span]:
    """A name with its kind of facility in brackets: a HOSPITAL, unless a unit or function word."""
    named = match.group("what").split()
    core = named[1:] if named[0].lower() == "the" else named
    if core and not any(_unit_or_function(w) for w in core):
        yield Span(match.start("what"), match.end("what"), Label.HOSPITAL, family.source,
                   pattern.score)


def _choice_emit(family: CarePlaceFamily, text: str, match: re.Match[str],
                 pattern: Pattern) -> Iterator[Span]:
    """A choice of place only with a facility head or in a placement clause ("rehab, likely X")."""
    words = _name_words(match.group("what").split())
    if _has_head(words) or _placement_before(text, match.start("what")):
        yield from _place_spans(family, text, match, pattern, strength=_TRANSFER)


def _prep_emit(family: CarePlaceFamily, text: str, match: re.Match[str],
               pattern: Pattern) -> Iterator[Span]:
    """After "via" or "in" only a name with a facility head ("seen in sutterby urgent care")."""
    first = match.group("what").split()[0]
    after = match.start("what") + len(first)
    if is_spanish_address_head(first + text[after:after + 1]):
        return  # "from Urb. Santa Juanita": an address, which the address rule names
    if match.group("prep").lower() in _NAMING_PREPS:  # "seen at brightwater": a lone name too
        yield from _place_spans(family, text, match, pattern, strength=_WEAK, lone_names=True)
        return
    words = _name_words(match.group("what").split())
    if _via_head(words) and not _whose_place(words):
        start = match.start("what")
        yield Span(start, _end_of(text, start, words), Label.HOSPITAL, family.source,
                   pattern.score)


class CarePlaceFamily(PatternFamily):
    """HOSPITAL / LOCATION after transfer, care and residence cues, in any case."""

    name = "care_places"
    label = Label.HOSPITAL
    patterns: ClassVar[tuple[Pattern, ...]] = (
        # "transferred from X", "sent to X", "admitted in transfer from X", "lives in X"
        Pattern("care_cue", re.compile(
            r"(?i:(?P<verb>" + "|".join(sorted(_CARE_VERBS, key=len, reverse=True))
            + r")(?:\s+in)?(?:\s+transfer)?(?:\s+(?:back|here))?\s{1,2}"
            r"(?P<prep>from|to|at|in)\s{1,2}(?:the\s)?)" + _WORDS),
            0.6, group="what", cues=_CARE_VERBS, emit=partial(_place_spans, strength=_CARE)),
        # "at X ED", "in X er", "via X ED", "to X cath lab", "at X clinic"
        Pattern("at_unit", re.compile(
            r"(?i:(?:at|from|to|in|via)\s{1,2})" + _WORDS.replace("{0,3}", "{0,2}")
            + r"(?=\s{1,2}(?i:ed|er|e\.d\.|icu|ccu|cath\s+lab|clinic|nursing\s+home)(?![a-z]))"),
            0.6, group="what", cues=("at", "from", "to", "in", "via"),
            emit=partial(_place_spans, strength=_TRANSFER)),
        # "seen in er at X", "the ICU of X"
        Pattern("unit_at", re.compile(r"(?i:(?:ed|er|icu|ccu)\s{1,2}(?:at|of)\s{1,2})" + _WORDS),
                0.6, group="what", cues=("ed", "er", "icu", "ccu"),
                emit=partial(_place_spans, strength=_TRANSFER)),
        Pattern("home_in", re.compile(r"(?i:(?P<verb>home)\s{1,2}(?P<prep>in)\s{1,2})" + _WORDS),
                0.6, group="what", cues=("home",)),
        # "resident of X", "originally from X", "called from X", "lives alone in X": a town
        Pattern("residence", re.compile(
            r"(?i:(?:" + _RESIDENCE_OF + r")\s{1,2}of|(?:" + _RESIDENCE_FROM + r")\s{1,2}from|"
            r"(?:" + _RESIDENCE_ALONE + r")\s{1,2}alone\s{1,2}in|"
            r"(?:" + _RESIDENCE_ALONE + r"|staying)\s{1,2}(?:w/|with)\s{0,2}"
            r"(?:[a-z'’-]+\s{1,2}){1,3}in)\s{1,2}" + _WORDS),
            0.6, group="what",
            cues=cue_lists("care_transfer", "residence_of", "residence_from", "residence_alone"),
            emit=partial(_place_spans, strength=_RESIDENCE)),
        # "from the moorings (snf)": a name with its kind of facility in brackets after it
        Pattern("typed", re.compile(
            r"(?i:(?:from|to|at|of|in)\s{1,2})(?P<what>(?i:the\s)?[A-Za-z][A-Za-z'’&-]*"
            r"(?:[ \t][A-Za-z][A-Za-z'’&-]*){0,2})[ \t]?\((?i:alf|nh|snf|ltach?|ltc|rehab|sar|"
            r"nursing\s+home|assisted\s+living|group\s+home)\)"), 0.6, group="what",
            cues=("from", "to", "at", "of", "in"), emit=_typed_emit),
        # "rehab, likely X", "pt prefers X", "first choice X", "accepted at X": a facility
        Pattern("choice", re.compile(
            r"(?i:(?:likely|prefers?|preferred|choice|accepted\s{1,2}(?:at|to|by))\s{1,2})"
            + _WORDS), 0.6, group="what", cues=("likely", "prefer", "prefers", "preferred",
                                                "choice", "accepted"),
            emit=_choice_emit),
        # "pt from X", "seen at X": a place, or a facility initialism ("plan to cont": no)
        Pattern("prep", re.compile(
            r"(?i:(?P<prep>from|at|near|outside|via|in)\s{1,2}(?:the\s)?)" + _WORDS),
                0.55, group="what", cues=("from", "at", "near", "outside", "via", "in"),
                emit=_prep_emit),
        # "LAST ADMIT 11/02 @ SJH", "f/u @ brightwater": "@" for "at" (not "@ 1400", "@ goal")
        Pattern("at_sign", re.compile(r"(?P<prep>@)[ \t]{0,2}(?:(?i:the)[ \t])?" + _WORDS), 0.55,
                group="what", anchor=re.compile("@"), window=(0, 60),
                emit=partial(_place_spans, strength=_WEAK, lone_names=True)),
    )

    def emit(self, text: str, match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
        """The name after a cue that says little by itself (its verb may say more: "home in X")."""
        return _place_spans(self, text, match, pattern, strength=_WEAK)

    def judge(self, words: list[str], strength: int) -> Label | None:
        """HOSPITAL for a facility name the cue is strong enough for; None for ordinary words."""
        if strength == _RESIDENCE:  # a town no list holds: "lives in tarrington"
            town = _distinct(words) and (self.high_recall or _name_like(words))
            return Label.LOCATION if town else None
        size = _head_size(words)
        head, core = size > 0, words[:len(words) - size]
        if all(is_eponym_possessive(w) for w in core):
            return None  # "parkinson's clinic": a service
        if (head and not any(_no_facility_word(w) for w in core)
                and (strength >= _CARE or _distinct(core))):
            return Label.HOSPITAL  # "cape cod hospital", "hebrew rehab", "ALLIANCE NH"
        if head and not names_no_place(core[0]) and core[0].lower() not in _FACILITY_HEADS:
            return Label.HOSPITAL  # "pellham oncology assoc", "kilnsey acute rehab"
        if head and strength >= _TRANSFER and not any(_unit_or_function(w) for w in core):
            return Label.HOSPITAL  # "returning to old mill assisted living"
        if len(words) > 1 and words[0].lower() in _SAINTS and not _no_facility_word(words[1]):
            return Label.HOSPITAL  # "ST ELSEWHERE"
        if len(words) > 1 and any(is_known_city(w) for w in words) and _distinct(words):
            return Label.HOSPITAL  # "newton wellesley", "sunrise of braintree"
        if strength >= _TRANSFER and _distinct(words) and not head and _name_like(words):
            return Label.HOSPITAL  # "youville", "addison gilbert" (not "went to asystole")
        if len(words) == 1 and _initialism(words[0]):
            return Label.HOSPITAL  # "at bmc", "back to QMC", "from cch"
        return None


_THE_BEFORE = re.compile(r"(?:the|The)[ \t]{1,2}$")


def _titled_after_the(text: str, start: int, words: list[str]) -> bool:
    """Title-case words after "the" in a line that is not all capitals, none a unit, service,
    kind of facility or function word: a place's own name ("the Birches"; not "the Floor")."""
    return (_THE_BEFORE.search(text, max(0, start - 5), start) is not None
            and not caps_line(text, start) and all(w.istitle() and w.isalpha() for w in words)
            and not any(_unit_or_function(w) or w.lower() in _FACILITY_HEADS for w in words))


def _head_size(words: list[str]) -> int:
    """How many words at the end are a facility head (0: none; never the whole name)."""
    if len(words) > 2 and (words[-2].lower(), words[-1].lower()) in _TWO_WORD_HEADS:
        return 2
    return 1 if len(words) > 1 and words[-1].lower() in _FACILITY_HEADS else 0


def _placement_before(text: str, start: int) -> bool:
    """Whether a placement word ("rehab", "ltach", "dispo") stands shortly before `start`."""
    return _PLACEMENT.search(text, max(0, start - 40), start) is not None


def _lone_name(words: list[str], prep: str) -> Label | None:
    """A lone uncommon word, no eponym: a place after "at" ("seen at brightwater"), else a town;
    an uncommon word and a town head after "near" or "outside" ("near penrose mills")."""
    if (len(words) == 2 and prep in ("near", "outside") and words[1].lower() in _TOWN_HEADS
            and not names_no_place(words[0]) and len(words[0]) >= 4):
        return Label.LOCATION
    if len(words) != 1 or not _name_like(words):
        return None
    if words[0].upper() in clinical_terms()["eponym_strong"]:
        return None
    return Label.LOCATION if prep in ("from", "outside", "near") else Label.HOSPITAL


def _whose_place(words: list[str]) -> bool:
    """A possessive of an ordinary or clinical word that is no name, then only ordinary,
    clinical or facility words ("PT'S HOME", "pt's house"; not "Mary's", "Children's Hospital",
    "pt's Kernan home")."""
    owner = re.sub(r"['’][sS]$", "", words[0])
    rest = [w.strip(".,;:").lower() for w in words[1:]]
    return (owner != words[0] and owner.lower() not in FACILITY_WORDS
            and ordinary_or_clinical(owner)
            and all(is_common_word(w) or w in FACILITY_WORDS or ordinary_or_clinical(w)
                    for w in rest))


def _name_words(words: list[str]) -> list[str]:
    """The leading words that can be part of a name ("of" only between two of them)."""
    kept: list[str] = []
    heads = [i for i, w in enumerate(words) if (i and w.lower() in _FACILITY_HEADS)
             or (i > 1 and (words[i - 1].lower(), w.lower()) in _TWO_WORD_HEADS)]
    for i, word in enumerate(words):
        key = word.lower()
        if heads and i <= heads[0] and key not in _CLAUSE:
            kept.append(word)  # "old mill assisted living", "stanbridge family practice"
            continue
        if key == "of" and kept and i + 1 < len(words) and words[i + 1].lower() not in _CLAUSE:
            kept.append(word)
            continue
        saint = (not kept and key in _SAINTS | _DIRECTIONS and i + 1 < len(words)
                 and words[i + 1].lower() not in _CLAUSE)
        if not saint and (key in _CLAUSE or (is_stopword(word) and key not in _FACILITY_HEADS)):
            break
        if (kept and key.endswith(("ing", "ed")) and is_common_word(word)
                and key not in _NOT_FACILITY):
            break  # "from lockridge visiting", "at st ebba's admitted" (not "assisted living")
        kept.append(word)
    while kept and (kept[-1].lower() == "of" or (len(kept) > 1 and len(kept[-1]) == 1)):
        kept.pop()  # "of" or a lone letter ("trivale dialysis m/w/f") ends no name
    return kept


_WATERS = frozenset(cue_list("places", "water_prefix"))


def _place_prefix(words: list[str]) -> list[str]:
    """The longest leading words that form a bundled US place or a country and end the
    name."""
    # "fall river staying at": the place ends there; "addison gilbert": Addison is a town,
    # but the name goes on
    for k in range(len(words), 0, -1):
        phrase = " ".join(words[:k])
        ends = k == len(words) or names_no_place(words[k])
        if ends and (is_known_city(phrase) or is_country(phrase)) and (
                k > 1 or not is_common_word(phrase)):
            return words[:k]
    if (len(words) == 2 and words[0].lower() in _WATERS and len(words[1]) >= 4
            and not names_no_place(words[1])):
        return words  # "lake quillimac", "mount tennick"
    return []


def _via_head(words: list[str]) -> bool:
    """A name with an uncommon first word and a facility head ("sutterby urgent care")."""
    if (len(words) < 2 or names_no_place(words[0]) or len(words[0]) < 4
            or is_eponym_possessive(words[0])):
        return False  # not "in parkinson's clinic"
    last = words[-1].lower()
    return last in _VIA_HEADS or (words[-2].lower(), last) in _TWO_WORD_HEADS


def _has_head(words: list[str]) -> bool:
    """Whether a facility word follows the first word ("Weymouth Community Hospital")."""
    return any(w.lower() in _FACILITY_HEADS for w in words[1:])


def _glued(text: str, end: int) -> bool:
    """Whether the words run on into an e-mail address, a domain or a file name."""
    return end + 1 < len(text) and text[end] in ".@" and text[end + 1].isalnum()


def _end_of(text: str, start: int, words: list[str]) -> int:
    """End offset of `words` in `text` from `start` (they may be joined by tabs)."""
    pos = start
    for word in words:
        pos = text.index(word, pos) + len(word)
    return pos


def _no_facility_word(word: str) -> bool:
    """A unit, service, kind of facility or function word: part of no facility's own name."""
    return word.lower() in _NOT_FACILITY or is_stopword(word) or is_clinical_term(word)


def _unit_or_function(word: str) -> bool:
    """A unit, service, kind of facility, drug or function word ("his", "same", "the")."""
    key = word.lower()
    return (key in _NOT_FACILITY or key in FUNCTION_WORDS or key in _POSSESSIVES
            or is_clinical_term(word))


def names_no_place(word: str) -> bool:
    """A word that names no one place: ordinary, a unit or kind of facility, or a stop word."""
    return is_ordinary_word(word) or word.lower() in _NOT_FACILITY or is_stopword(word)


def _distinct(words: list[str]) -> bool:
    """Whether some word is not an ordinary word (so the phrase can name a place)."""
    return any(not names_no_place(w) and w.lower() not in _FACILITY_HEADS for w in words)


def _name_like(words: list[str]) -> bool:
    """Some uncommon word of five letters or more: not a clinical abbreviation ("rass", "tf")."""
    return any(len(w) >= 5 and not names_no_place(w) for w in words)


def _initialism(word: str) -> bool:
    """A 2-5 letter facility initialism ("bmc", "QMC"), not a unit or service abbreviation."""
    return (2 <= len(word) <= 5 and word.isalpha() and not names_no_place(word)
            and word.lower() not in _FACILITY_HEADS)
