"""Street addresses, PO boxes, "City, ST 12345", ZIP codes with a cue, places after "lives in"."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from typing import ClassVar

from stream.core import lexicon
from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list, cue_lists, word_list
from stream.recognize.gazetteer import is_common_word
from stream.recognize.patterns.base import Pattern, PatternFamily, digit_led
from stream.recognize.regex_fragments import STATE_CODE, US_STATES, cased_forms, trie_source
from stream.recognize.word_judgements import (
    PLACE_NAME_JOINS,
    is_clinical_term,
    is_known_city,
    is_ordinary_word,
    is_stopword,
)


def _both_cases(words: tuple[str, ...]) -> str:
    """An alternation of each word in Title and UPPER case, with an optional period."""
    forms = [f for w in words for f in (w, w.upper())]
    return "(?:" + "|".join(sorted(set(forms), key=len, reverse=True)) + r")(?![\w])\.?"


_SUFFIX = _both_cases(cue_list("places", "street_suffix"))
DIRECTION = r"(?:[NSEW]\.?|N\.?[EW]\.?|S\.?[EW]\.?|North|South|East|West|NORTH|SOUTH|EAST|WEST)"
"""A compass direction before or after a street's name ("W Cermak Rd", "Main St NE")."""
SUFFIX_WORDS = frozenset(w.lower() for w in cue_list("places", "street_suffix"))
"""Street types, lower case ("street", "st", "ave")."""
_TOKEN = r"(?:[A-Z][A-Za-z'’-]{0,30}\.?|\d{1,3}(?:st|nd|rd|th|ST|ND|RD|TH))"
# the unit words in their order, not as a trie: "Fl" is tried before "Floor"
_UNIT = (
    r"(?:,?\s{1,2}(?:" + "|".join(map(re.escape, cue_list("places", "address_unit")))
    + r"|#)\.?\s{0,2}#?\s{0,2}[A-Za-z0-9-]{1,6}(?![\w]))?"
)
_ZIP = r"\d{5}(?:-\d{4})?(?![\w-])"
ROUTE_WORDS = ("route", "rte", "hwy", "highway", "interstate", "indian route")
"""Words before a route's number ("on hwy 10", "at Highway 280", "on Indian Route 15"), in any
case."""
BOX_ROUTE_WORDS = ("hc", "rr")
"""A highway contract route and a rural route, whose boxes are addresses ("HC 61 Box 8817")."""
_NOT_STREET = frozenset(cue_list("places", "not_street"))
_CREDENTIAL_STATES = frozenset(word_list("MD PA MA ND CT DE"))  # also clinician credentials
# Words inside a clause that no town's name holds between its first and last word.
_CLAUSE_INSIDE = frozenset(cue_list("care_transfer", "town_clause_word"))
# state codes that are also words or clinical abbreviations (MI, CA, NC, DC, VT, PR, GA, ...)
_AMBIGUOUS_STATES = frozenset(cue_list("places", "ambiguous_state"))
# state codes that number a state's roads after on/off/along ("on ky 80"), clear ones only
_ROUTE_STATES = trie_source(sorted(c.lower() for c in lexicon.us_states()
                                   if c not in _AMBIGUOUS_STATES))
_PLACE = r"[A-Z][a-z'’]{1,30}(?:[ -](?:[A-Z][a-z'’]{1,30}|of|de|la|du)){0,3}"
# The residence words in their order ("home town", "hometown", then "home"), each space one or
# more; the cue scan finds "home town" by its "home".
_PLACE_CUE_PHRASES = cue_list("care_transfer", "residence_word")
_PLACE_CUE_WORDS = tuple(w for w in _PLACE_CUE_PHRASES if " " not in w)
_PLACE_CUE = (
    "(?i:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in _PLACE_CUE_PHRASES)
    + r")(?:\s+[a-z]+){0,3}"
)


@cache
def _state_names() -> str:
    """US state names (Title and UPPER) as a trie (no name goes on from another with a letter,
    so before the word boundary that follows it one name at most can match)."""
    return trie_source(f for n in lexicon.us_states().values() for f in (n, n.upper()))


_STATE_ABBREVIATIONS = cue_list("places", "state_abbreviation")
_STATE = ("(?:" + STATE_CODE + "|" + _state_names() + r"\b|"
          + trie_source(f for a in _STATE_ABBREVIATIONS for f in (a, a.upper())) + r"\b\.?)")
_COMMA_STATE = re.compile(r",\s{0,4}" + trie_source(
    [c.lower() for c in US_STATES] + [n.lower() for n in lexicon.us_states().values()]
    + [a.lower() for a in _STATE_ABBREVIATIONS]) + r"\b")


# Kinds of road in lower case, after on/off with no number and after a house number (tries:
# a kind is taken only where the word ends, so which of "st" and "street" is tried first is moot).
_UNNUMBERED_ROAD_KINDS = trie_source(cue_lists("places", "road_kind", "unnumbered_road_kind"))
_NUMBERED_STREET_KINDS = trie_source(cue_lists("places", "road_kind", "numbered_street_kind"))
# a street's kind after capitalised words, in Title case or capitals ("W Division St")
_COMPASS_STREET_KINDS = cased_forms(cue_lists("places", "road_kind", "numbered_street_kind"))

# A Puerto Rican or other Spanish address: its head, a number or up to three words, then its
# block, kilometre, number or lot ("Calle 37 Blq. 41 #12", "Carr. 111 km 14.2", "Calle 41 DK-9",
# "Bo. Caonillas", "urb. santa juanita")
_SPANISH_WORD = r"(?!(?i:blq|bloque|km|apt)\b)[^\W\d_][^\W\d_'’]*(?:-[^\W\d_]+)?(?![\w'’-])"
# heads that a name follows, never a number: a Mexican colonia or city ("col. Bellavista")
_NAMED_ONLY_HEADS = frozenset(("col.", "colonia", "cd.", "ciudad"))
_SPANISH_ADDRESS = re.compile(
    r"(?i:" + trie_source(cue_list("places", "spanish_address_head")) + r")(?:(?<=\.)|\b)"
    r"[ \t]{1,2}(?:(?P<number>\d{1,4}[A-Za-z]?)(?![\w-])|(?P<words>" + _SPANISH_WORD
    + r"(?:[ \t]" + _SPANISH_WORD + r"){0,2}))"
    # its block, kilometre, apartment, number and lot, each once, in this order
    r"(?:[ \t]{1,2}(?i:blq\.?|bloque)[ \t]?\d{1,4}(?![\w/-]))?"
    r"(?:[ \t]{1,2}(?i:km\.?)[ \t]?\d{1,3}(?:\.\d)?(?![\w/-]))?"
    r"(?:[ \t]{1,2}(?i:apt\.?)[ \t]?\d{1,4}[A-Za-z]?(?![\w/-]))?"
    r"(?:[ \t]{1,2}#[ \t]?\d{1,4}(?![\w/-]))?(?:[ \t]{1,2}[A-Z]{1,2}-\d{1,3}(?![\w/-]))?")
_CARRETERA = re.compile(r"(?i:carr\.)[ \t]{0,2}\d{1,3}(?:[ \t]{1,2}(?i:km\.?)[ \t]{0,2}\d{1,3}"
                        r"(?:\.\d)?)?(?![\w/-])")
_DIRECTION_RE = re.compile(DIRECTION)
# what may open a street's name before its words: a direction and a saint ("n. dorgenois st",
# "e. st. bernard hwy", "st. roch ave")
_STREET_OPENING = r"(?i:(?:" + DIRECTION + r"[ \t]{1,2})?(?:st\.[ \t]{1,2})?)"
_OPENING_WORD = re.compile(r"(?i:" + DIRECTION + r"|st\.)")
_LONGEST_ABBREVIATION = 5  # "Mass.", "Penn.": a longer word before a period ends a sentence
_DR_NAME = re.compile(r"\s{1,2}[A-Z][A-Za-z]+")
_UNIT_WORD = re.compile(r"\s{1,2}(?:Apt|Suite|Ste|Unit|Rm|Room|Fl|Floor|Bldg)\b")


def _street_check(family: AddressFamily, text: str, match: re.Match[str],
                  pattern: Pattern) -> bool:
    """Reject street words that are common words, "2 Tylenol Dr Smith" (a title), and a
    clock time for a house number ("0530 PAQUETTE REPEAT CT": none opens with a zero)."""
    if text.startswith("0", match.start()):
        return False
    words = match.group("street").split()
    if any(is_stopword(w) for w in words if not _DIRECTION_RE.fullmatch(w)):
        return False
    if (match.group("suffix").upper() in ("PT", "ST", "CT") and words[-1].endswith(".")
            and not _DIRECTION_RE.fullmatch(words[-1])):
        return False  # "2 SONS. PT IS RETIRED", "3L NS. ST 110S", "POD 1 EX-FIX L ARM. CT 40
        # CC": a sentence ends, then "pt", "st" or "ct"
    if any(len(w) > _LONGEST_ABBREVIATION and w.endswith(".") and w[:-1].isalpha()
           for w in words):
        return False  # "PUPILS 3 BRISK. REPEAT CT": a sentence ends inside ("Mass. Ave" is one)
    if match.group("suffix").rstrip(".").upper() == "DR":
        end = match.end("suffix")
        return _DR_NAME.match(text, end) is None or _UNIT_WORD.match(text, end) is not None
    return True


def _city_state_check(family: AddressFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> bool:
    """A city and state as `_city_state_ok` takes them, or any after a street."""
    return _city_state_ok(match) or _after_street(text, match.start())


def _state_zip_check(family: AddressFamily, text: str, match: re.Match[str],
                     pattern: Pattern) -> bool:
    """An ambiguous state code ("MI 48201" in a sentence) before a ZIP only after a comma."""
    return match["state"] not in _AMBIGUOUS_STATES or _after_comma(text, match.start())


# "at" before an exit, and the route it is on a few words before ("I-75/85 SB) AT")
_AT_BEFORE_EXIT = re.compile(r"(?i:\bat[ \t]{1,2})$")
_ROUTE_BEFORE_EXIT = re.compile(
    r"(?i:\b(?:i-?\d{1,3}|interstate|hwy|highway|route|rte|turnpike|tpke|thruway|parkway"
    r"|us[ -]?\d{1,3})\b)")


def _route_exit_check(family: AddressFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> bool:
    """An exit after "at", with a route named in the 40 characters before it."""
    start = match.start()
    return (_AT_BEFORE_EXIT.search(text, max(0, start - 4), start) is not None
            and _ROUTE_BEFORE_EXIT.search(text, max(0, start - 40), start) is not None)


def _street_name_check(family: AddressFamily, text: str, match: re.Match[str],
                       pattern: Pattern) -> bool:
    """The words before the suffix are not all common words ("The Road", "Left Lane")."""
    return not _street_words_common(match.group().split()[:-1])


# Road kinds that are also clinical shorthand ("HR 96 st", "on the way", "drive"): the name
# before them needs a word that is no common English word.
_LOOSE_ROAD_KINDS = frozenset(word_list("st way drive"))
# Stopwords that open a road's name before its own word ("old kiln rd", "upper mill lane").
_ROAD_OPENERS = frozenset(word_list("old new upper lower north south east west little"))


def _road_check(family: AddressFamily, text: str, match: re.Match[str],
                pattern: Pattern) -> bool:
    """The words before the road kind name a road: no stopword (but an opening "old" or
    "upper"), pronoun, unit, drug or ICU abbreviation ("on his way", "on levo st"); before
    st/way/drive two words or an uncommon one ("on lower tanner st", "kestrel way"; not "on
    arrival st 120s")."""
    words = _street_words(match)
    opened = words[1:] if len(words) > 1 and words[0].lower() in _ROAD_OPENERS else words
    if any(is_stopword(w) or w.lower() in _NOT_STREET or is_clinical_term(w) for w in opened):
        return False
    if match.group("kind").lower() in _LOOSE_ROAD_KINDS:
        return len(words) > 1 or not is_common_word(words[0])
    return True


def _lower_street_check(family: AddressFamily, text: str, match: re.Match[str],
                        pattern: Pattern) -> bool:
    """No stopword, clinical term or word under three letters names the street."""
    return not any(is_stopword(w) or is_clinical_term(w) or len(w) < 3
                   for w in _street_words(match))


def _street_words(match: re.Match[str]) -> list[str]:
    """The words that name a matched street, without a direction or saint opening them."""
    return [w for w in match.group("words").split() if not _OPENING_WORD.fullmatch(w)]


def _lives_in_check(family: AddressFamily, text: str, match: re.Match[str],
                    pattern: Pattern) -> bool:
    """The place does not open with a stopword."""
    return not is_stopword(match["city"].split()[0])


_TOWN_WORD = r"(?:[A-Za-z][a-z'’-]{3,}|[A-Z][A-Z'’-]{3,})"
# The heads a town after a road may end with: the town heads but these.
_NOT_ROAD_TOWN_HEADS = frozenset(word_list("bay harbour lake hill centre end"))
_ROAD_TOWN_HEADS = [h for h in cue_lists("places", "town_head", "town_head_more")
                    if h not in _NOT_ROAD_TOWN_HEADS]
# "new halvern", "upper canfield", "castleton falls": an opening word or a town head with it
# (tries: no opener or head begins another)
_TOWN_AFTER_ROAD = re.compile(
    r"(?:,[ \t]{0,2}|[ \t]{1,2}(?i:in|outside|outside\s+of|near)[ \t]{1,2})"
    r"(?P<town>(?:(?i:" + trie_source(cue_list("places", "town_opener")) + r")[ \t])?"
    r"(?P<word>" + _TOWN_WORD + r")(?:[ \t](?i:" + trie_source(_ROAD_TOWN_HEADS) + r"))?)"
    r"(?![\w'’-])")


def _spanish_address_emit(family: AddressFamily, text: str, match: re.Match[str],
                          pattern: Pattern) -> Iterator[Span]:
    """The address, a named one without the everyday or clinical words it ran on into
    ("bo. medianía alta"; nothing of "barrio posts who")."""
    end = match.end()
    if match.group("number") is not None and _head_of(match).lower() in _NAMED_ONLY_HEADS:
        return  # "col. 3" is a column
    if match.group("words") is not None and match.end("words") == end:
        words = list(re.finditer(r"\S+", match.group("words")))
        while words and (is_stopword(words[-1].group()) or is_ordinary_word(words[-1].group())):
            if len(words) > 1 and words[-2].group().lower() in PLACE_NAME_JOINS:
                break  # "col. Riberas del Bravo": a joined word is the name's
            words.pop()
        if not words:
            return
        end = match.start("words") + words[-1].end()
    yield Span(match.start(), end, family.label, family.source, pattern.score)


def _head_of(match: re.Match[str]) -> str:
    """The Spanish address's opening word ("col.", "Calle")."""
    return match.group().split(None, 1)[0]


def _road_emit(family: AddressFamily, text: str, match: re.Match[str],
               pattern: Pattern) -> Iterator[Span]:
    """The road, and a town after it ("off mill lane, sutterby", "14 Winterberry Ln in Foxton")."""
    yield from family.emit(text, match, pattern)
    town = _TOWN_AFTER_ROAD.match(text, match.end())
    if town and _town_word(town.group("word")):
        yield Span(town.start("town"), town.end("town"), family.label, family.source, 0.55)


# "3 MI E OF TABOR", "~6 mi W of Poplar": a distance and a compass point before a town
_DISTANCE_FROM = (r"(?<![\w.,/$#:-]\d)\d{0,3}(?:\.\d|/\d)?[ \t]?(?i:mi|miles?|km|blocks?)\.?"
                  r"[ \t]{1,2}(?i:" + DIRECTION + r")[ \t]{1,2}(?i:of)[ \t]{1,2}"
                  r"(?P<town>" + _TOWN_WORD + r"(?:[ \t]" + _TOWN_WORD + r")?)(?![\w'’-])")


def _distance_emit(family: AddressFamily, text: str, match: re.Match[str],
                   pattern: Pattern) -> Iterator[Span]:
    """The town a distance is measured from, when its first word can name one (a known city, an
    uncommon word or a capitalized one that no clinical term is: not "3 mi e of town"), with a
    second such word."""
    words = match.group("town").split()
    if not (is_known_city(words[0]) or _town_word(words[0]) or _capitalized_word(words[0])):
        return
    end = match.start("town") + len(words[0])
    if len(words) > 1 and (_town_word(words[1]) or (
            words[0].istitle() and _capitalized_word(words[1]))):
        end = match.end("town")  # "~60 mi south of Grand Isle"
    yield Span(match.start("town"), end, family.label, family.source, pattern.score)


def _capitalized_word(word: str) -> bool:
    """A word in Title case that is no function word or clinical term ("Poplar", "Isle")."""
    return word.istitle() and not is_stopword(word) and not is_clinical_term(word)


def _parts_emit(family: AddressFamily, text: str, match: re.Match[str],
                pattern: Pattern) -> Iterator[Span]:
    """City, state and ZIP as separate spans."""
    for part in ("city", "state", "zip"):
        start, end = match.span(part) if part in match.re.groupindex else (-1, -1)
        if part == "city" and start >= 0:
            start = _trim_city(text, start, end)
        if 0 <= start < end:
            yield Span(start, end, family.label, family.source, pattern.score)


def _caps_county_check(family: AddressFamily, text: str, match: re.Match[str],
                       pattern: Pattern) -> bool:
    """A county's name in capitals is no common word."""
    return not is_common_word(match.group("name"))


class AddressFamily(PatternFamily):
    """LOCATION: 123 Main St Apt 4B, PO Box 12, Springfield, IL 62704, zip 12345-6789."""

    name = "addresses"
    label = Label.LOCATION
    patterns: ClassVar[tuple[Pattern, ...]] = (
        # one line only: "10 IV.\nPT RESTING" is a dose, then a new line
        digit_led("street", r"(?<![\w.,/$#:-]\d)\d{0,5}[A-Za-z]?(?:-\d{1,5})?[ \t]{1,2}(?:"
                  + DIRECTION + r"[ \t]{1,2})?(?P<street>" + _TOKEN + r"(?:[ \t]{1,2}"
                  + _TOKEN + r"){0,3})[ \t]{1,2}(?P<suffix>" + _SUFFIX + r")(?:[ \t]{1,2}"
                  + DIRECTION + r"(?![\w]))?" + _UNIT, 0.85,
                  check=_street_check, emit=_road_emit),
        digit_led("route", r"(?<![\w.,/$#:-]\d)\d{0,5}\s{1,2}(?:Route|Rte|Highway|Hwy|"
                  r"County\s+Road|State\s+Route|ROUTE|HIGHWAY|HWY)\.?\s{0,2}\d{1,4}(?![\w])"
                  + _UNIT, 0.8, emit=_road_emit),
        digit_led("distance_from", _DISTANCE_FROM, 0.6, emit=_distance_emit),
        # "PO Box 12", and the boxes of a rural route or a highway contract route ("HC 61 Box
        # 8817", "RR 2 Box 14")
        Pattern("po_box", re.compile(
            r"(?i:p\.?\s?o\.?\s?box|post\s+office\s+box|pob|(?:" + "|".join(BOX_ROUTE_WORDS)
            + r"|r\.r\.)[ \t]?\d{1,3},?"
            r"[ \t]{1,2}box)\s{0,2}#?\s{0,2}\d{1,7}(?![\w])"),
            0.9, cues=("p.o", "po", "p o", "post", "pob", *BOX_ROUTE_WORDS, "r.r")),
        # "on W Division St", "a 2-flat on S Wood St": a compass letter and capitalised words
        # before a street's kind name a street, whatever the words
        Pattern("compass_street", re.compile(
            r"[NSEW](?<![\w/.-][NSEW])\.?[ \t](?:[A-Z][a-z]+|[A-Z]{2,})"
            r"(?:[ \t](?:[A-Z][a-z]+|[A-Z]{2,})){0,2}"
            r"[ \t](?:" + _COMPASS_STREET_KINDS + r")\b\.?"
            r"(?![\w'’-])"), 0.9),
        # the box before its route: "box 14 Rt 2", "BOX 9, ROUTE 3"
        Pattern("box_route", re.compile(
            r"(?i:box[ \t]{1,2}#?\d{1,5},?[ \t]{1,2}(?:rte?\.?|route)[ \t]{0,2}\d{1,3})"
            r"(?![\w])"), 0.9, cues=("box",)),
        Pattern("city_state", re.compile(
            r"(?<![\w])(?P<city>[A-Z][A-Za-z'’.-]{1,30}(?:\s[A-Z][A-Za-z'’.-]{1,30}){0,2}),"
            r"\s{0,4}(?P<state>" + _STATE + r")(?:\.?,?\s{1,2}(?P<zip>" + _ZIP + r"))?(?![\w'’-])"),
            0.8, anchor=_COMMA_STATE, window=(100, 40),
            check=_city_state_check, emit=_parts_emit),
        Pattern("state_zip", re.compile(
            r"(?P<state>" + STATE_CODE + r")\s{1,2}(?P<zip>" + _ZIP + ")"), 0.8, word_start=True,
            check=_state_zip_check, emit=_parts_emit),
        # Main Street, Elm Avenue: a street named without a number (full suffix words only)
        Pattern("street_name", re.compile(
            r"[A-Z](?<![\w][A-Z])[a-z]+(?:\s[A-Z][a-z]+){0,2}\s(?:Street|Avenue|Road|Boulevard|"
            r"Lane|Drive|Parkway|Highway|Turnpike)\b"), 0.65,
            cues=("street", "avenue", "road", "boulevard", "lane", "drive", "parkway", "highway",
                  "turnpike"), window=(40, 12), check=_street_name_check, emit=_road_emit),
        # "lives on birch hollow rd", "off mill lane", "on route 17": a road named without a
        # number, in any case, after on/off/along/near (its town may follow: "in cresswick")
        Pattern("cued_road", re.compile(
            r"(?i:(?:on|off|along|near)\s{1,2}(?P<road>(?P<words>" + _STREET_OPENING
            + r"[a-z][a-z'’-]+(?:[ \t][a-z][a-z'’-]+){0,2})[ \t](?P<kind>" + _UNNUMBERED_ROAD_KINDS
            + r"))(?![\w/])\.?)"), 0.6, group="road",
            cues=("on", "off", "along", "near"), check=_road_check, emit=_road_emit),
        # "the pharmacy on 26th St", "struck at E 28th St", "on W 18th Pl": a numbered street
        # named by its ordinal, its direction before it, after on/off/along/near/at
        Pattern("ordinal_street", re.compile(
            r"(?i:(?:on|off|along|near|at)\s{1,2}(?P<road>(?:" + DIRECTION
            + r"[ \t])?\d{1,3}(?:st|nd|rd|th)[ \t](?:" + _UNNUMBERED_ROAD_KINDS
            + r"|pl))(?![\w/])\.?)"), 0.6, group="road",
            cues=("on", "off", "along", "near", "at"), emit=_road_emit),
        # "lives at 14 winterberry ln", "home at 220 haskins ave", "at 104-11 lefferts blvd apt
        # 2": a numbered street in lower case, after a residence or place word
        Pattern("cued_lower_street", re.compile(
            r"(?i:lives|living|resides|address|addr|home|at|on|to|from)[ \t:]{1,3}"
            r"(?P<road>\d{1,5}(?:-\d{1,5})?[ \t]{1,2}(?P<words>" + _STREET_OPENING
            + r"[a-z][a-z'’-]+(?:[ \t][a-z][a-z'’-]+){0,2})"
            r"[ \t]" + _NUMBERED_STREET_KINDS + r"(?![\w/])\.?" + _UNIT + ")"), 0.6, group="road",
            cues=("lives", "living", "resides", "address", "addr", "home", "at", "on", "to",
                  "from"), check=_lower_street_check, emit=_road_emit),
        # "on route 17", "off rte 2", "MVC ON RT 112", "rollover on FM 2218", "on US 84", "ON CR
        # 212", "OFF CR-4", "off cty rd 21" ("rt", "fm", "cr", "sr" and "us" only after
        # on/off/along: "to rt 2" may be the right side, "cr 2" a creatinine, "us 3" an
        # ultrasound)
        Pattern("cued_route", re.compile(
            r"(?i:(?:on|off|along|near|from|to|at|onto|up|down)\s{1,2}(?P<road>(?:"
            + "|".join(ROUTE_WORDS) + r"|i-|(?:(?<=on[ \t])|(?<=off[ \t])|(?<=along[ \t])"
            r"|(?<=up[ \t])|(?<=down[ \t]))(?:rt\.?|fm|cr|sr|us|" + _ROUTE_STATES + r")|"
            r"(?:county|cty|co\.?)\s+(?:road|rd)|farm\s+road|ranch\s+road)"
            r"(?:[ \t]|-)?\d{1,4}(?-i:[A-KM-Z])?(?:/\d{2,3}(?![\w/]))?)"
            r"(?![\w/%-]|\.\d|[ \t]?(?:l|lpm|liters?)\b))"), 0.6,
            group="road", cues=("on", "off", "along", "near", "from", "to", "at", "onto", "up",
                                "down"), emit=_road_emit),
        # "PILE-UP ON I-285 EB AT EXIT 41", "truck stop off I-75 at exit 101": the exit of a
        # route where something happened ("i-75 n to exit 251" gives directions)
        Pattern("route_exit", re.compile(r"(?i:exit[ \t]{1,2}\d{1,3}[a-z]?)(?![\w/-]|\.\d)"), 0.6,
                cues=("exit",), check=_route_exit_check),
        # "Calle 37 Blq. 41 #12", "Bo. Caonillas", "Urb. Santa Juanita", "Carr. 111 km 14.2"
        Pattern("spanish_address", _SPANISH_ADDRESS, 0.8,
                cues=tuple(cue_list("places", "spanish_address_head")),
                emit=_spanish_address_emit),
        Pattern("carretera", _CARRETERA, 0.8, cues=("carr.",)),
        # "called from the Cape", "summer house on the Cape"
        Pattern("the_cape", re.compile(
            r"(?i:(?:from|to|on|at|in|down|off)\s{1,2})(?P<place>(?:the|THE|The)\s{1,2}"
            r"(?:Cape|CAPE))(?![\w'’-])"), 0.6, group="place", cues=("cape",), window=(16, 6)),
        Pattern("zip", re.compile(
            r"(?i:zip(?:\s?code)?|postal\s+code)[\s:#]{0,4}(" + _ZIP + ")"), 0.85, group=1,
            cues=("zip", "postal")),
        Pattern("county", re.compile(
            r"[A-Z](?<![\w][A-Z])[a-z]+(?:\s[A-Z][a-z]+)?\s(?:County|Parish|Borough)\b"), 0.75,
            cues=("county", "parish", "borough"), window=(40, 10)),
        # "FROM KESSEL COUNTY": in capitals, a name that is no common word ("THE SAME COUNTY",
        # "NEXT COUNTY" are none)
        Pattern("caps_county", re.compile(
            r"(?P<name>[A-Z](?<![\w][A-Z])[A-Z]{2,})\s(?:COUNTY|PARISH|BOROUGH)\b"), 0.75,
            cues=("county", "parish", "borough"), window=(40, 10), check=_caps_county_check),
        Pattern("lives_in", re.compile(
            r"\b" + _PLACE_CUE + r"\s+(?i:in|at|from|to|of|near|on)\s+(?:the\s+)?(?P<city>"
            + _PLACE + r")(?:,\s?(?P<state>" + _STATE + r"))?"), 0.7,
            cues=_PLACE_CUE_WORDS, check=_lives_in_check, emit=_parts_emit),
    )


_STREET_BEFORE = re.compile(r"\d[^\n]{0,30}\s" + _SUFFIX + _UNIT + r",\s{0,3}$")


def _town_word(word: str) -> bool:
    """An uncommon word that can be a town after a road ("sutterby", not "today")."""
    return not is_stopword(word) and not is_common_word(word) and not is_clinical_term(word)


def _street_words_common(words: list[str]) -> bool:
    """Whether the words before a street suffix are all common words ("The Road", "Left Lane")."""
    return all(is_stopword(w) or w.lower() in _NOT_STREET for w in words)


def _city_state_ok(match: re.Match[str]) -> bool:
    """The city is not a stopword; an ambiguous code ("Smith, MD") needs a ZIP or known city."""
    words = match["city"].split()
    if is_stopword(words[-1]) or any(_sentence_end(w) for w in words[:-1]):
        return False  # "RESTING. HX CHF, MI": a sentence ends inside the "city"
    if any(w.lower() in _CLAUSE_INSIDE for w in words[1:-1]):
        return False  # "W/ CAP, WORSENED ON ABX, TX": a clause, not a town
    state, zip_code = match["state"], match["zip"]
    if zip_code:
        return True
    if state in _CREDENTIAL_STATES:  # "Baltimore, MD" but not "Bertrand Lisle, MD"
        after = match.string[match.end("state"):match.end("state") + 1]
        return len(words) == 1 and is_known_city(words[0]) and after not in ("(", "/")
    if state not in _AMBIGUOUS_STATES:
        return True
    return any(is_known_city(" ".join(words[i:])) for i in range(len(words)))


def _sentence_end(word: str) -> bool:
    """A word that ends a sentence ("RESTING."), not an abbreviation ("St.", "Ft.", "Mt.")."""
    return word.endswith(".") and word.rstrip(".").lower() not in ("st", "ft", "mt")


def _after_street(text: str, start: int) -> bool:
    """Whether the city follows a street ("415 Quarry Road, Port Ellery, ME")."""
    return _STREET_BEFORE.search(text, max(0, start - 40), start) is not None


def _after_comma(text: str, start: int) -> bool:
    """Whether a comma (and spaces) come right before `start`."""
    return text[max(0, start - 3):start].rstrip().endswith(",")


def _trim_city(text: str, start: int, end: int) -> int:
    """Drop leading stopwords from a multi-word city ("Seen In Boston" -> "Boston")."""
    words = text[start:end].split(" ")
    while len(words) > 1 and is_stopword(words[0]):
        start += len(words[0]) + 1
        words = words[1:]
    return start
