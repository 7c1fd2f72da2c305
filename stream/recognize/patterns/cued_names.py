"""First names and surnames after kin, role and title cues in lower-case and ALL-CAPS notes.

Nursing notes write "dtr maria called", "husband walt at bedside", "resident dave aware",
"house officer shapiro", "dr okonkwo" without capitals, and in ALL-CAPS notes rare names that
no census list holds right after strong cues: "PT ZOLTAN QUIBBLEWICK (MRN ...)", "SISTER ROZ
IN". After a cue, a census name that is not a very common English word is taken in any case;
in an ALL-CAPS line, a word that is in no word list (English, clinical terms) is taken too,
alone after a relative or a doctor's title, as a pair after "PT". "dr" in lower case takes any
word that is not an ordinary one. After a strong kin or role cue ("son caspar", "Husband
Lorcan", "resident okonjo", "cm philippa"), a word of four letters or more that is in no word
list and does not read as a clinical word (no -ed/-ing ending, no run of three consonants at
its start) is taken in any case, and so is a second such name after "and" ("wife renske and
son joost", "SONS TOBIAS AND KONRAD").
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial
from typing import ClassVar

from stream.core.categories import Label
from stream.core.entities import NOT_NAMES
from stream.core.lexicon import clinical_words, english_levels
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import (
    cue_list,
    cue_lists,
    ending_regex,
    first_words,
    word_list,
)
from stream.recognize.edge_words import ANY_KIN_WORD, TRAILING_WORDS
from stream.recognize.gazetteer import is_common_word
from stream.recognize.patterns.base import Pattern, PatternFamily, digit_led, word_runs
from stream.recognize.patterns.history_years import HISTORY_TERMS
from stream.recognize.patterns.names import (
    RELATIVE_WORDS,
    caps_line,
    case_style,
    is_census_first_name,
    is_census_name,
)
from stream.recognize.regex_fragments import (
    LINE_END,
    LOG_DATE,
    LOWER_LETTER,
    LOWER_NAME_CHARS,
    NAME_TOKEN,
    UPPER_LETTER,
    UPPER_NAME_CHARS,
    trie_regex,
    trie_source,
)
from stream.recognize.titles import TITLE, title_before
from stream.recognize.word_judgements import (
    ICU_ABBREVIATIONS,
    has_medical_ending,
    is_everyday_word,
    is_medical_word,
    is_stopword,
)

# "sister-in-law wenonah", "dtr-in-law briallen", "BROTHER INLAW HOBART"
_IN_LAWS = tuple(f"{w}{law}" for w in word_list(
    "sister brother mother father daughter son dtr sis bro")
    for law in ("-in-law", " in-law", " in law", " inlaw", "-inlaw"))
_KIN = tuple(w for w in RELATIVE_WORDS if w not in ("care", "health", "healthcare",
                                                    "emergency", "next"))
_KIN_WORDS = (*_KIN, *cue_list("kin", "informal"), *_IN_LAWS)
# Kin words strong enough for a name no list holds ("son caspar"; not "friend", "caregiver").
_STRONG_KIN = (frozenset(cue_lists("kin", "family", "partner_and_step", "informal"))
               | frozenset(_IN_LAWS))


def _misspellings(words: frozenset[str]) -> tuple[str, ...]:
    """Kin words as night nurses type them ("husbnd", "dauther", "neice", "grandaugher"): one
    dropped or swapped letter after the first letter (two such slips in words of eight letters
    or more), in kin words of five letters or more, when the result is no English word."""
    english = english_levels()
    found: set[str] = set()
    for word in words:
        if len(word) < 5 or not word.isalpha():
            continue
        edits = _one_edit(word)
        if len(word) >= 8:
            edits |= {d for e in edits for d in _one_edit(e)}
        found |= {e for e in edits
                  if len(e) >= 5 and e not in english and not is_census_name(e)}
    return tuple(sorted(found - words))


def _one_edit(word: str) -> set[str]:
    """`word` with one letter after the first dropped, or two neighbours after it swapped."""
    return {word[:i] + word[i + 1:] for i in range(1, len(word))} | {
        word[:i] + word[i + 1] + word[i] + word[i + 2:] for i in range(1, len(word) - 1)
        if word[i] != word[i + 1]}


_KIN_TYPOS = _misspellings(_STRONG_KIN)
_KIN_WORDS = (*_KIN_WORDS, *_KIN_TYPOS)
_STRONG_KIN = _STRONG_KIN | frozenset(_KIN_TYPOS)
_ROLES = cue_list("roles", "role")
_ROLE_WORDS = first_words(_ROLES)
# Roles that are units or ordinals too ("2 cm", "3rd"): not right after a number.
_UNIT_ROLES = word_list("cm pa rd")
# The roles make tries: a role is followed by a space or ")", so at a position two roles both
# lead to a match only when one is the other and more words, and a trie tries the longer first.
# An abbreviation with periods ("h.o.") starts no word and follows no period.
_ROLE = ("(?:" + trie_source((r for r in _ROLES if r not in _UNIT_ROLES and "." not in r),
                             space=r"\s+")
         + r"|(?<![\d.])(?<!\d )" + trie_source(_UNIT_ROLES)
         + r"|(?<![\w.])" + trie_source(r for r in _ROLES if "." in r) + ")")
# Roles strong enough for a name no list holds ("resident okonjo"; not "rn", "pcp").
_STRONG_ROLES = frozenset(cue_list("roles", "strong_role"))
# Therapists' and providers' initials that also abbreviate words ("rt subclavian", "pa sats",
# "np aware", "sw aware", "ot eval", "rd recs"): strong for a name that does not read as a
# clinical word either (no plural -s, no anatomical or drug ending).
_AMBIGUOUS_ROLES = frozenset(word_list("sw slp ot np pa rt rrt rd"))
_CLINICAL_ENDING = ending_regex("clinical_name_ending")
# People from outside the hospital, named by their role ("outreach worker jarrah", "priest")
_OUTSIDE_ROLES = frozenset(word_list("outreach shelter caseworker priest pastor"))
# one word in one case, accented letters too ("yaquelín", "ARGEÑAL", "Barraqué"), in Title
# case with its Title-case parts ("Thorsby-Mata")
_TITLE_WORD = ("(?:" + LOWER_LETTER + LOWER_NAME_CHARS + "|" + UPPER_LETTER + UPPER_NAME_CHARS
               + "|" + UPPER_LETTER + LOWER_NAME_CHARS + "(?:" + UPPER_LETTER + LOWER_NAME_CHARS
               + r")*)(?![\w'’])")
# the next name of a list after a strong cue: "sons tobias and konrad", "3 dtrs (monica,
# veronica and mary pat)", "grandkids jenna, tyler & megan", "SONS ERNO/LASZLO"
_NEXT_NAME = re.compile(r"(?:[ \t]{0,2}[,/][ \t]{0,2}(?:(?:and|AND|&)[ \t]{1,2})?"
                        r"|[ \t]{1,2}(?:and|AND|&)[ \t]{1,2})(?P<name>" + _TITLE_WORD + ")")
_LIST_LENGTH = 6  # names followed after the first
_CONSONANTS_LEAD = re.compile(r"(?i)[^aeiouy]{3}")
_VERB_ENDING = ending_regex("verb_like_ending")
# lower-case or ALL-CAPS words: Title-case names after these cues are names.py's
_WORD = ("(?:" + LOWER_LETTER + LOWER_NAME_CHARS + "|" + UPPER_LETTER + UPPER_NAME_CHARS
         + r")(?![\w'’])")
_ANY_LETTERS = r"[^\W\d_][^\W\d_'’-]*(?<!['’-])(?![\w'’])"  # one word in any case and script
# a census line's bed at the line's start ("bed 3 ", "RM 12A "), and its cue words
# (at a line's start, or after a colon or semicolon: "SICU overflow: bed 13 krzeptowski - ...")
_CENSUS_BED = r"(?:(?m:^)|(?<=[:;] ))(?i:bed|rm|room)[ \t]{0,2}\d{1,2}[A-Za-z]?[ \t]{1,2}"
_CENSUS_CUES = ("bed", "rm", "room")
# a hand-off census line's unit and bed ("micu 2 ", "NSICU 11 ")
_CENSUS_UNITS = cue_list("care_transfer", "census_unit")
_CENSUS_UNIT_BED = (r"(?m:^)(?i:" + trie_source(_CENSUS_UNITS) + r")[ \t]{1,2}\d{1,2}[A-Za-z]?"
                    r"[ \t]{1,2}")
_NAME_PART = r"[^\W\d_](?:[^\W\d_]|['’-](?=[^\W\d_]))*(?![\w'’-])"  # "demoski-esai", "o'neil"
_LINK = r"(?:['’]s)?(?:\s{0,2}[,:(-]\s{0,2}|\s{1,2})(?:named\s{1,2})?"
_VOWEL = re.compile(r"[AEIOUY]")
# "(resident)", "(covering np)", "(son)", "(hcp)"; not "(per rn)"
_ROLE_BRACKET = (r"\((?!(?:per|via|by)\b)(?:[a-z'’]+[ \t]){0,2}(?P<cue>" + _ROLE + "|"
                 + trie_regex(_STRONG_KIN).pattern + r"|hcp)\)")
_NAME_BEFORE = re.compile(r"(?<![\w'’-])" + _TITLE_WORD + "$")
# "KOWALCZYK's wife", "Vollquist's daughter": a name owning a kin word (read back from the kin)
_KIN_AFTER_S = r"[ \t]{1,2}(?P<cue>" + trie_regex(_STRONG_KIN).pattern + r")(?![a-z])"
_OWNED_KIN = r"['’]s" + _KIN_AFTER_S
# where owned_kin is tried: its hits start at the "s" (a regex that starts with a literal scans
# several times faster than one that starts with a class holding "’"), one after _OWNED_KIN's
_OWNED_KIN_ANCHOR = re.compile(r"s(?<=['’]s)" + _KIN_AFTER_S)
# A note that opens with a name and a clinical cue: "Brisane Vollquist is a 67 yo", "ZBIGNIEW
# KOWALCZYK presents with", "Ysolde Marrak, 54F, admitted"
# a trie in a look-ahead: only whether it matches counts, which no order of its words changes
_OPENING_CUE = (r",?[ \t]{1,2}(?:(?i:is|was)[ \t]{1,2}(?i:a|an)\b|(?i:"
                + trie_source(cue_list("roles", "opening_cue")) + r")\b|"
                r"\d{1,3}[ \t]?(?i:yo|y/o|y\.o\.|years?|[mf])\b)")
_OPENING_REACH = 120  # characters of a note's opening searched for its name
# a note's heading, a dash, then the patient (a given name may follow a comma) before a comma,
# a parenthesis or "to": "MICU day 3 - Sitani Halaifonua, pancreatitis", "nicu 7p-7a running
# note - charmelle, sah day 6", "micu day 4 - pellot, glorimar, influenza a", "CCU transfer
# note 2/13 - Arsenio Troche to 6 tele", "CCU running note 1900-0700 - ATILES, NELIDIA (bed 3)",
# or at the line's end ("8/22 0500 sah day 8 - yarisel santiesteban")
_HEADING_DASH_NAME = re.compile(
    r"\A[ \t]{0,4}(?P<head>[^\n]{0,50}?)[ \t]-[ \t]{1,2}(?P<name>" + _ANY_LETTERS
    + r"(?:[ \t]" + _ANY_LETTERS + r"){0,2})(?P<given>,[ \t]{1,2}" + _ANY_LETTERS
    + r"(?:[ \t]" + _ANY_LETTERS + r")?)?"
    r"(?(given)(?=,|[ \t]{1,2}(?:\(|to\b))|(?=,|[ \t]{1,2}(?:\(|to\b)|[ \t]*\n))")
_HEADING_WORD = re.compile(r"(?i:\b(?:" + trie_source(_CENSUS_UNITS)
                           + r"|npn|note|log|day|pod)\b|\d{1,2}[ap]-\d{1,2}[ap]\b)")
# an admission's heading names the diagnosis there: "MICU ADMIT 0100 - AECOPD, HYPERCAPNIA"
_ADMISSION_HEADING = re.compile(r"(?i:\badmi(?:t|ts|tted|ssion)\b)")
# The one word that opens a line (after a heading and its colon, or the day's date and a clock
# time, at most) and does what a patient does: "nakoa extubated @ 0520", "npn 7p-7a: jaxtyn
# weaned", "SLUSHER SLEPT W/ DTR", "11/10 GATLUAK BACK FROM OR"
# searched before each hit of a verb in the shared cue scan (one pass for every cue word)
_EVENT_VERBS = cue_list("roles", "event_verb")
_EVENT_VERB = trie_source(_EVENT_VERBS)
_EVENT_SUBJECT = re.compile(
    r"(?:(?m:^)(?:[^\n:]{1,30}(?::|[ \t][-–])[ \t]{1,2}|(?:\d{1,2}/\d{1,2}[ \t]{1,2})?"
    r"(?:(?:[01]\d|2[0-3])[0-5]\d[ \t]{1,2})?)"
    r"|(?<=[.;!?] )|(?<=[.;!?]  ))"  # or a sentence's start: "hr 80s. genaro asleep"
    r"(?P<name>[^\W\d_][^\W\d_'’-]{2,})"  # letters of any script: "GÜERO EXTUBATED"
    r"(?=[ \t]{1,2}(?i:" + _EVENT_VERB + r")\b)")
# a clock time (its first digit read by the shared digit scan), the shift it ends ("1900-0700"),
# a colon, a dash, the day's date ("0200 11/14 misti") or a D/A/R heading, then one word and
# what was seen of it on the same line: no reading ("0200 cohb 2.1%", "0230 vvi 70"; "0330
# zykeria 2nd u" is one, and a body temperature: "0400 mietek 33.0"), no dash of an event's
# heading ("1830 iftar - ...") and no "by" of a procedure ("ANGIO BY DR.")
_CLOCK_SUBJECT = (r"(?:(?<=[01])\d|(?<=2)[0-3])[0-5]\d(?:-(?:[01]\d|2[0-3])[0-5]\d)?:?[ \t]{1,2}"
                  r"(?:[-–][ \t]{1,2}|\d{1,2}/\d{1,2}[ \t]{1,2}|[DAR]:[ \t]{1,2})?"
                  r"(?P<title>(?i:mr|mrs|ms|miss)\.?[ \t]{1,2})?"  # "0300 ms crumes ac 400x14"
                  r"(?P<name>[^\W\d_][^\W\d_'’-]{2,})"
                  r"(?=[ \t]{1,2}(?!(?i:by)\b)(?:[^\s:\d.+-]|\d+[A-Za-z]|3\d\.\d(?!\d))"
                  r"|[ \t]*(?:\n|$))")  # at the line's end only after a shift (the emit)
_SHIFT = r"(?:[01]\d|2[0-3])[0-5]\d[ \t]?-[ \t]?(?:[01]\d|2[0-3])[0-5]\d(?!\d)"  # "1900-0700"
_SHIFT_HEADING = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d-(?:[01]\d|2[0-3])[0-5]\d[ \t]{1,2}"
                            r"[^\W\d_]+[ \t]*(?:\n|$)")  # "10/15 0700-1900 linus"
# a field of a line that opens with a date or a clock time and is cut into fields by " / ",
# which holds "surname, given name" and nothing else ("6/16 0400 / hordofa, tolera / hd 3")
_SLASH_FIELD_NAME = re.compile(
    r"/[ \t](?P<name>(?P<surname>" + _ANY_LETTERS + r"(?:[ \t]" + _ANY_LETTERS + r")?),[ \t]"
    r"(?P<given>" + _ANY_LETTERS + r"))(?=[ \t]/|[ \t]*(?:\n|$))")
_NEXT_NAME_WORD = re.compile(r"[ \t]([^\W\d_][^\W\d_'’-]{2,})(?![\w'’-])")
# what may stand before that clock time on its line: nothing, the day's date ("5/12 0400") or a
# respiratory therapist's "RT"
_LINE_DATE = re.compile(r"(?:(?i:rt)[ \t]{1,2})?(?:" + LOG_DATE + r")?")  # "RT 0415: ..."
# "de la cruz, fermina", "przybylo, shyanne m   mrn", "kowalski, mary jo": a surname's particle,
# and a middle name or initial where the header's name ends (two spaces, the line's end, MRN)
_HEADER_NAME = (r"(?:(?:de[ \t]la|de|del|van|von|da|di|du|le)[ \t])?[a-z][a-z'’-]+,[ \t]{0,2}"
                r"[a-z][a-z'’-]+(?:[ \t][a-z][a-z'’-]*\.?"
                r"(?=[ \t]{2,}|[ \t]*(?:\n|$)|[ \t](?i:mrn|dob|acct)\b))?")
_MIN_CAPS_NAME = 4  # shorter capitals open notes as abbreviations
_CAPITALIZED = r"(?:[A-Z][a-z'’-]+|[A-Z][A-Z'’-]+)(?![\w'’])"
_CLERGY_TITLES = cue_list("titles", "clergy_title")
_TRAVEL_MODES = frozenset(cue_list("ordinary_words", "travel_mode"))  # "goes by ambulance"
# titles that are kin words too ("pt's bro. will call"): a name after one must be no word
_KIN_TITLES = frozenset(("sr.", "bro.", "sis.", "hno."))
_CLERGY_BEFORE = re.compile(r"(?i:chaplain|priest|clergy|parish|church|pastoral|spiritual)")
_CHAPLAIN_BEFORE = re.compile(r"(?i:chaplain|pastoral|spiritual\s+care)")
# officers' titles, tried as a trie: a space follows the title, so one at most fits a position
_OFFICERS = cue_list("roles", "officer")


def _name_words(text: str, match: re.Match[str]) -> tuple[list[str], bool]:
    """The words of the match's name, and whether its line is in ALL CAPS."""
    return match.group("name").split(" "), caps_line(text, match.start("name"))


def _kin_emit(family: CuedNameFamily, text: str, match: re.Match[str],
              pattern: Pattern) -> Iterator[Span]:
    """A relative's name; after a strong kin word ("son caspar") one no list holds too."""
    words, caps = _name_words(text, match)
    strong = match.group("cue").lower().split()[-1] in _STRONG_KIN
    if re.match(r"['’]s", text[match.end("cue"):]) and words[0].lower() in english_levels():
        return  # "granddaughter's wedding": what is hers, not her name
    if words[0].istitle() and not strong:
        return  # a Title-case census name after a weak cue is names.py's
    if name_word(words[0], caps, loose=False) or (strong and foreign_name(words[0], kin=True)):
        yield from family.cued_name(text, match, pattern, words, caps, strong=strong)


def _role_emit(family: CuedNameFamily, text: str, match: re.Match[str],
               pattern: Pattern) -> Iterator[Span]:
    """A name after a role word; after a role of people from outside ("priest") a PERSON."""
    words, caps = _name_words(text, match)
    cue = match.group("cue").lower().split()
    strong, initials = cue[-1] in _STRONG_ROLES, cue[-1] in _AMBIGUOUS_ROLES
    if words[0].istitle() and not (initials or (strong and not is_census_name(words[0]))):
        return  # a Title-case census name after a role word is names.py's
    if initials and not strong:
        # "RT DOYLE", "rt anselm"; not "PA SATS", "SLP EVAL", "rt subclavian"
        if not (name_word(words[0], False, loose=False)
                or (foreign_name(words[0]) and not clinical_ending(words[0]))):
            return
    elif not (name_word(words[0], caps, loose=False) or (strong and foreign_name(words[0]))):
        return
    outside = cue[0] in _OUTSIDE_ROLES or cue == ["case", "worker"]
    yield from family.cued_name(text, match, pattern, words, caps, strong=strong,
                                label=Label.PERSON if outside else None)


def _doctor_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                 pattern: Pattern) -> Iterator[Span]:
    """A lower-case or ALL-CAPS name after "dr" or "doc": any word that is no ordinary one."""
    words, caps = _name_words(text, match)
    if not words[0].istitle() and name_word(words[0], caps, loose=True):
        yield from family.cued_name(text, match, pattern, words, caps, strong=False)


def _doctor_pair_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> Iterator[Span]:
    """The second doctor after a slash ("dr okafor/lindqvist"), the first no common word."""
    words, caps = _name_words(text, match)
    if not is_common_word(match.group("first")) and (
            name_word(words[0], caps, loose=False) or foreign_name(words[0])):
        yield family.name_span(match, pattern)


def _patient_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                  pattern: Pattern) -> Iterator[Span]:
    """Two rare words after "PT" in an ALL-CAPS line, or one rare surname."""
    words, caps = _name_words(text, match)
    start = match.start("name")
    if caps and len(words) == 2 and all(_rare(w) and _not_verb_like(w) for w in words):
        yield family.name_span(match, pattern)
    elif caps and _rare(words[0]) and foreign_name(words[0]) and (
            len(words) == 1 or not _rare(words[1])):
        # "PT VOSKUIJLEN POD 2": one rare surname, not a clinical word ("PT DESATTED")
        yield Span(start, start + len(words[0]), Label.PATIENT, family.source, 0.7)


def _patient_age_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> Iterator[Span]:
    """The name before the age (after "pt", or opening a line), when every word of it reads
    as a name."""
    words, caps = _name_words(text, match)
    if all(name_word(w, caps, loose=False) or foreign_name(w) for w in words):
        yield family.name_span(match, pattern)


def _patient_header_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                         pattern: Pattern) -> Iterator[Span]:
    """A lower-case "last, first" after a patient header, when the surname and the first name
    read as names."""
    last, first = (part.split() for part in match.group("name").split(","))
    if all(name_word(w, False, loose=True) or foreign_name(w) for w in (last[-1], first[0])):
        yield family.name_span(match, pattern)


def _record_header_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                        pattern: Pattern) -> Iterator[Span]:
    """The name of a record's header, unless its surname is a stop word or a title."""
    surname = match.group("name").split(",")[0].split()[-1]
    if not (is_stopword(surname) or surname.lower() in NOT_NAMES):
        yield family.name_span(match, pattern)


def _patient_pair_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                       pattern: Pattern) -> Iterator[Span]:
    """Two words after "pt" that both read as names (see `pattern_pair_ok`)."""
    words, caps = _name_words(text, match)
    if pattern_pair_ok(words, caps):
        yield family.name_span(match, pattern)


def _clergy_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                 pattern: Pattern) -> Iterator[Span]:
    """The title and name of a priest or chaplain; "father" only after a clergy word."""
    words, caps = _name_words(text, match)
    title = match.group("title").lower()
    before = text[max(0, match.start() - 40):match.start()]
    if title == "father" and not _CLERGY_BEFORE.search(before):
        return  # "father at bedside", "father jim called": kin, not clergy
    if not (name_word(words[0], caps, loose=False) or foreign_name(words[0])
            or (is_census_name(words[0]) and not is_medical_word(words[0])
                and (title.endswith(".") or not is_everyday_word(words[0]))  # "REV. EARLY"
                and title not in _KIN_TITLES)):
        return  # a sister's title needs a name that is no word ("sr. nurse", "Sr. Benedicta")
    end = match.start("name") + len(words[0])
    if len(words) > 1 and (name_word(words[1], caps, loose=False) or foreign_name(words[1])):
        end = match.end("name")
    label = Label.STAFF if _CHAPLAIN_BEFORE.search(before) else Label.PERSON
    yield Span(match.start(), end, label, family.source, 0.7)


def _courtesy_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                   pattern: Pattern) -> Iterator[Span]:
    """A lower-case or ALL-CAPS name after Mr./Mrs./Ms.; after a bare "MS", a rare one."""
    words, caps = _name_words(text, match)
    start = match.start("name")
    first = words[0]
    if first.istitle():
        return
    bare = not match.group().split()[0].endswith(".") and match.group().startswith("MS")
    if bare:
        if not (caps and _rare(first) and foreign_name(first)):
            return  # "MS CHANGES", "MS EXACERBATION"
    elif not (name_word(first, caps, loose=False) or foreign_name(first)):
        return
    end = start + len(first)
    if (len(words) > 1 and is_census_name(first) and name_word(words[1], caps, loose=False)
            and _not_verb_like(words[1])):
        end = match.end("name")  # not "MS. SCOGGINS EXTUBATED @ 0930": a verb after the name
    yield Span(start, end, Label.PATIENT, family.source, 0.7)


def _report_to_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                    pattern: Pattern) -> Iterator[Span]:
    """The nurse a report was given to, when the word reads as a name."""
    words, caps = _name_words(text, match)
    if name_word(words[0], caps, loose=False) or foreign_name(words[0]):
        yield family.name_span(match, pattern)


def _nickname_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                   pattern: Pattern) -> Iterator[Span]:
    """A nickname: no kin word ("the grandkids call her mamaw"), no clinical word and no common
    one but in Title case in a note that is not in capitals ("calls her back", "goes by
    ambulance"; "family calls him Chunk")."""
    word = match.group("name")
    titled = word.istitle() and not caps_line(text, match.start("name"))  # "calls him Chunk"
    if (word.lower() not in ANY_KIN_WORD
            and (titled or not is_common_word(word) or _goes_by_nickname(text, match, word))
            and not is_medical_word(word) and not is_stopword(word)):
        yield family.name_span(match, pattern)


def _goes_by_nickname(text: str, match: re.Match[str], word: str) -> bool:
    """Whether an everyday word after "goes by" is what someone is called: no way of going
    ("goes by peanut"; not "goes by ambulance", "goes by quickly")."""
    return (text[match.start():match.start() + 4].lower() == "goes"
            and word.lower() not in _TRAVEL_MODES and not word.lower().endswith("ly"))


def _quoted_nickname_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                          pattern: Pattern) -> Iterator[Span]:
    """A nickname in quotes: no kin word or title ("goes by \"mamaw\""), no stop word."""
    words = match.group("name").lower().split()
    if not any(w in ANY_KIN_WORD or w in NOT_NAMES or is_stopword(w) for w in words):
        yield family.name_span(match, pattern)


def _known_to_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                   pattern: Pattern) -> Iterator[Span]:
    """A nickname in quotes that a group knows someone by, capitalized as names are ('"Bug"
    to the crew'; not '"fine" to everyone')."""
    if all(w[:1].isupper() for w in match.group("name").split()):
        yield from _quoted_nickname_emit(family, text, match, pattern)


def _census_bed_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                     pattern: Pattern) -> Iterator[Span]:
    """The name a census line gives a bed: a census name that is no everyday word, or a word
    in no list ("Mkrtchyan"); not "bed 5 Stable -", "BED 6 SEPSIS -"."""
    word = match.group("name")
    if _clinical_or_short(word):
        return
    if (is_census_name(word) and not is_everyday_word(word)) or (
            word.lower() not in english_levels()):
        yield family.name_span(match, pattern)


def _census_unit_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> Iterator[Span]:
    """The patient a census line's unit and bed open with: a word no word list holds, no
    clinical word ("micu 2 fambro hbs 22%"; not "micu 4 pt stable", "cticu 3 impella")."""
    word = match.group("name")
    if not _clinical_or_short(word) and word.lower() not in english_levels():
        yield family.name_span(match, pattern)


def _clinical_or_short(word: str) -> bool:
    """A census line's word that names no patient: a medical word, an ICU abbreviation, or
    under three letters."""
    return is_medical_word(word) or word.lower() in ICU_ABBREVIATIONS or len(word) < 3


def _census_names_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                       pattern: Pattern) -> Iterator[Span]:
    """The Title-case name a census line gives a bed, with the nickname in quotes before it
    ("bed 7 Joel Hofer 16 yo", "bed 1 Růžička, Václav CABG", 'bed 3 "Shorty" Wanner'), less
    the ordinary or clinical words after it; two words at least without a nickname, the first
    no word ("bed 2 Post Op", "bed 4 Chest Tube" are none), or one rare word ("bed 3 Haarsager
    DKA")."""
    words = word_runs(text, *match.span("name"))
    while words and (is_medical_word(words[-1].group().rstrip(","))
                     or _ordinary(words[-1].group().rstrip(","))):
        words.pop()
    nick = match.group("nick")
    if len(words) < (1 if nick else 2) and not (
            len(words) == 1 and _rare_name_word(words[0].group().rstrip(","))):
        return
    first = words[0].group().rstrip(",")
    if is_medical_word(first) or first.lower() in ICU_ABBREVIATIONS or _ordinary(first):
        return
    if nick:
        yield Span(*match.span("nick"), Label.PATIENT, family.source, pattern.score)
    end = words[-1].end() - (1 if words[-1].group().endswith(",") else 0)
    yield Span(words[0].start(), end, Label.PATIENT, family.source, pattern.score)


def _ordinary(word: str) -> bool:
    """An everyday English word that no census list holds as a name ("Stable", "Post")."""
    return is_everyday_word(word) and not is_census_name(word)


def _name_before(family: CuedNameFamily, text: str, match: re.Match[str], pattern: Pattern,
                 *, owner: bool) -> Iterator[Span]:
    """The name right before a bracketed role or kin word, or (`owner`) owning a kin word."""
    name = _NAME_BEFORE.search(text, max(0, match.start() - 24), match.start())
    if name is None or (owner and _transposed_word(name.group())):
        return  # "X's wife", but not a misspelt word's ("pateint's husband")
    word = name.group()
    if name_word(word, caps_line(text, name.start()), loose=False) or foreign_name(word):
        cue = match.group("cue").lower()
        label = Label.PERSON if cue in _STRONG_KIN or cue == "hcp" else Label.STAFF
        yield Span(name.start(), name.end(), label, family.source, 0.7)


def _opening_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                  pattern: Pattern) -> Iterator[Span]:
    """The name a note opens with, when its words are rare and no abbreviation."""
    if all(_rare_name_word(w) for w in match.group("name").split()):  # not "HPI", "CXR"
        yield family.name_span(match, pattern)


def _heading_dash_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                       pattern: Pattern) -> Iterator[Span]:
    """The patient a note's heading names after a dash, before a comma, when the heading holds
    a unit, a shift or a note's kind but is no admission's, and every word can name a
    patient."""
    head = match.group("head")
    if (_HEADING_WORD.search(head) is None or _ADMISSION_HEADING.search(head) is not None
            or not all(_patient_word(w) for w in match.group("name").split())):
        return
    span = family.name_span(match, pattern)
    given = match.group("given")
    if given is not None and all(_patient_word(w) for w in given[1:].split()):
        span = span.reshaped(span.start, match.end("given"))  # "pellot, glorimar"
    elif not text.startswith(",", match.end("name")) and " " not in match.group("name"):
        return  # before "(" or "to", one word alone may be anything ("- kalani to CT")
    yield span


def _rare_name_word(word: str) -> bool:
    """A rare word that is no verb, adverb, ICU abbreviation or short capitals ("HPI")."""
    return (_rare(word) and _not_verb_like(word) and word.lower() not in ICU_ABBREVIATIONS
            and not (word.isupper() and len(word) < _MIN_CAPS_NAME)
            and not _adverb(word))  # "ELECTIVELY INTUBATED"


def _event_subject_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                        pattern: Pattern) -> Iterator[Span]:
    """The patient named by the one rare word that opens a line or a sentence before what they
    did."""
    word = match.group("name")
    if ((_rare_name_word(word) or _titled_census_name(text, match.start("name"), word))
            and word.lower() not in ANY_KIN_WORD
            and not title_before(text, match.start("name"))):  # "Dr. Okafor asked": staff
        yield family.name_span(match, pattern)


def _clock_subject_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                        pattern: Pattern) -> Iterator[Span]:
    """The patient named by the rare word or census first name (no English word) after a
    clock time that opens a line, alone or after the day's date ("0200 chasity biting ett";
    not "0200 pt resting", "0400 levo 6", "0300 turned q2")."""
    line_start = text.rfind("\n", 0, match.start()) + 1
    if _LINE_DATE.fullmatch(text, line_start, match.start()) is None:
        return
    word = match.group("name")
    if not _patient_word(word):
        return
    if (LINE_END.match(text, match.end("name")) is not None
            and _SHIFT_HEADING.match(text, match.start()) is None):
        return  # a word alone after a clock time ends its line only in a shift's heading
    span = family.name_span(match, pattern)
    if match.group("title"):
        span = span.reshaped(match.start("title"), span.end)
    surname = _NEXT_NAME_WORD.match(text, span.end)
    if (surname is not None and _patient_word(surname.group(1))
            and case_style(surname.group(1)) == case_style(word)):
        span = span.reshaped(span.start, surname.end(1))  # "4/18 1400 OLANDER TREMBATH OFF"
    yield span


def _slash_field_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> Iterator[Span]:
    """The patient a dated line's field gives as "surname, given name": no clinical or ICU
    word in it, and a given name that is a census first name or a rare word."""
    line_start = text.rfind("\n", 0, match.start()) + 1
    if not text[line_start:line_start + 1].isdigit():
        return
    given = match.group("given")
    words = [*match.group("surname").split(), given]
    if any(is_medical_word(w) or w.lower() in ICU_ABBREVIATIONS or w.lower() in ANY_KIN_WORD
           for w in words):
        return
    if _rare_name_word(given) or _plain_census_first_name(given):
        yield family.name_span(match, pattern)


def _shift_subject_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                        pattern: Pattern) -> Iterator[Span]:
    """The patient a line names before the shift's hours, a rare word or census first name."""
    if _patient_word(match.group("name")):
        yield family.name_span(match, pattern)


def _patient_word(word: str) -> bool:
    """A rare word or census first name (no English word) that can name the patient a line
    or a heading opens with: no kin, clinical or ICU word, no clinical ending, no short
    capitals."""
    key = word.lower()
    return ((_rare_name_word(word) or _plain_census_first_name(word)) and key not in ANY_KIN_WORD
            and key not in NOT_NAMES and key not in clinical_words()  # "0400 lytes repleted"
            and not has_medical_ending(word)  # "1030 A: apheresis cath"
            and not key.endswith("icu")  # a unit: "6/11 1930 TBICU ADMIT"
            and not (word.isupper() and len(word) < 5))  # "1400 D: OSHA INSPECTOR"


def _plain_census_first_name(word: str) -> bool:
    """A census first name that is no English, clinical, ICU or function word ("hassie",
    "NELLY"; not "will", "rose", "levo")."""
    return (is_census_first_name(word) and word.lower() not in english_levels()
            and not _clinical_or_short(word) and not is_stopword(word))


def _titled_census_name(text: str, start: int, word: str) -> bool:
    """A census first name in Title case, in a note not in capitals, that is no function,
    clinical or ICU word ("stable. Destiny asking for mom", "Misty extubated"; not "Family
    asking", "Levo weaned", nor a surname that is a trade: "Foreman asked")."""
    return (word.istitle() and is_census_first_name(word) and not caps_line(text, start)
            and not is_stopword(word) and not is_medical_word(word)
            and word.lower() not in ICU_ABBREVIATIONS and word.lower() not in NOT_NAMES)


def _adverb(word: str) -> bool:
    """An English word and "-ly" ("electively"; not "Nayely", "Beverly")."""
    key = word.lower()
    return key.endswith("ly") and key[:-2] in english_levels()


def _officer_emit(family: CuedNameFamily, text: str, match: re.Match[str],
                  pattern: Pattern) -> Iterator[Span]:
    """The name after an officer's title, and the names listed after it; no verb ("husband SSG
    deployed")."""
    words, caps = _name_words(text, match)
    if _not_verb_like(words[0]) and (name_word(words[0], caps, loose=True)
                                     or foreign_name(words[0])):
        yield family.name_span(match, pattern)
        yield from family.listed_names(text, match.end("name"), caps, Label.PERSON,
                                       pattern.score)


class CuedNameFamily(PatternFamily):
    """PERSON after kin words, STAFF after roles and "dr", PATIENT after "PT", in any case."""

    name = "cued_names"
    label = Label.PERSON
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("kin", re.compile(
            r"(?i:(?P<cue>" + trie_regex(_KIN_WORDS).pattern + r"))"
            + _LINK + f"(?P<name>{_TITLE_WORD}(?: {_WORD})?)"), 0.7, Label.PERSON, "name",
            cues=_KIN_WORDS, emit=_kin_emit),
        Pattern("role", re.compile(
            r"(?i:(?P<cue>" + _ROLE + r"))" + r"\s{1,2}(?:[:-]\s{0,2})?"
            r"(?:" + TITLE + r"\s{1,2})?"
            + f"(?P<name>{_TITLE_WORD}(?: {_WORD})?)"), 0.7, Label.STAFF, "name",
            cues=_ROLE_WORDS, emit=_role_emit),
        # "doc" is a small town's "dr" ("doc tollefsrud called", "PER DOC AMDAHL")
        Pattern("doctor", re.compile(r"(?i:dr|doc)\.?\s{1,2}" + f"(?P<name>{_WORD}(?: {_WORD})?)"),
                0.75, Label.STAFF, "name", cues=("dr", "doc"), emit=_doctor_emit),
        # "DR. GALLOWAY/NWOSU", "dr okafor/lindqvist": a second doctor after a slash
        Pattern("doctor_pair", re.compile(
            r"(?i:dr)\.?\s{1,2}(?P<first>[A-Za-z][A-Za-z'’-]+)/" + f"(?P<name>{_TITLE_WORD})"), 0.7,
            Label.STAFF, "name", cues=("dr",), emit=_doctor_pair_emit),
        Pattern("patient", re.compile(r"PT\.?\s{1,2}" + f"(?P<name>{_WORD}(?: {_WORD})?)"),
                0.75, Label.PATIENT, "name", cues=("pt",), emit=_patient_emit),
        # "pt tobiah wexcourt 38 yo m": a name between "pt" and the age, in any case
        Pattern("patient_age", re.compile(
            r"(?i:\b(?:pt|patient))\s{1,2}" + f"(?P<name>{_TITLE_WORD}(?: {_TITLE_WORD})?)"
            + r",?\s{1,2}(?=\d{1,3}\s?(?i:yo|y/o|y\.o\.|year))"), 0.75, Label.PATIENT, "name",
            cues=("pt", "patient"), emit=_patient_age_emit),
        # "pt: ogbonna, chidi   acct # 4091": a lower-case "last, first" after a patient
        # header (Title case and capitals are names.py's)
        Pattern("patient_header", re.compile(
            r"(?i:\b(?:pt|patient|name|pt\.?\s{1,2}name|patient\s{1,2}name)\s{0,2}[:#]\s{0,2})"
            r"(?P<name>" + _HEADER_NAME + r")(?![\w'’-])"), 0.75,
            Label.PATIENT, "name", cues=("pt", "patient", "name"), emit=_patient_header_emit),
        # "sinalei leiataua 24 yo f dm1", "Ruperto Anzaldua, 67 yo ranch hand": a line that opens
        # with two or three name words in any case and script, then an age
        Pattern("line_age", re.compile(
            r"(?m:^)[ \t*•-]{0,4}(?P<name>" + _NAME_PART + r"(?: " + _NAME_PART + r"){1,2}),?"
            r"[ \t]{1,2}(?=\d{1,3}[ \t]?(?i:yo|y/o|y\.o\.|yrs?[ \t]old|years?[ \t]old|años)"
            r"(?![^\W\d_]))"), 0.7, Label.PATIENT, "name", anchor=re.compile("\n"),
            window=(0, 80), emit=_patient_age_emit),
        # "Pt: ESTEP, LOYAL   MRN 0840-1157", "PT: THAW, SAW HSER   DOB": the patient header of a
        # record, a record field after the name: every word of it is the name, in any case, and
        # a nickname in quotes after it
        Pattern("record_header", re.compile(
            r"(?i:\b(?:pt|patient|name)[ \t]{0,2}:[ \t]{0,2})(?P<name>" + _NAME_PART
            + r"(?:[ -]" + _NAME_PART + r")?,[ \t]{0,2}" + _NAME_PART + r"(?: " + _NAME_PART
            + r"){0,2}(?:[ \t][\"“]" + _NAME_PART + r"[\"”])?)"  # a nickname: 'ADOLPHUS "DOLPH"'
            r"(?=[ \t]{2,}(?i:mrn|mr#|dob|acct|unit|booking|fin)\b)"), 0.75,
            Label.PATIENT, "name", cues=("pt", "patient", "name"), emit=_record_header_emit),
        # "pt hubertus ossendorp sleeping", "pt cyprian obiora ped struck": two name words after
        # "pt" with no age after them, in any case
        Pattern("patient_pair", re.compile(
            r"(?i:\b(?:pt|patient))\s{1,2}" + f"(?P<name>{_TITLE_WORD} {_TITLE_WORD})"), 0.7,
            Label.PATIENT, "name", cues=("pt", "patient"), emit=_patient_pair_emit),
        # "chaplain fr. dominic", "CHAPLAIN VISIT: REV. ODUYA", "pt's priest, Father Mbanefo",
        # "Sr. Benedicta visited":
        # clergy by their title, the title in the span
        Pattern("clergy", re.compile(
            r"(?P<title>(?i:" + trie_source(_CLERGY_TITLES) + r"))\s{1,2}"
            + f"(?P<name>{_TITLE_WORD}(?: {_TITLE_WORD})?)"), 0.7, Label.PERSON, "name",
            cues=first_words(_CLERGY_TITLES),
            emit=_clergy_emit),
        # "mrs. quarrington is 91", "MS OYENUGA REMAINS": courtesy titles in lower case, and
        # "MS" without its period in capitals (Title case is names.py's)
        Pattern("courtesy", re.compile(
            r"(?:(?i:mrs|mr|ms|miss)\.|mrs|MRS|MS)\s{1,2}" + f"(?P<name>{_WORD}(?: {_WORD})?)"),
            0.7, Label.PATIENT, "name", cues=("mrs", "mr", "ms", "miss"), emit=_courtesy_emit),
        # "report called to maureen rn", "REPORT TO DESMA RN", "report given to RN Kaito"
        Pattern("report_to", re.compile(
            r"(?i:report(?:\s{1,2}(?:called|given|phoned))?\s{1,2}to(?:\s{1,2}(?:rn|nurse))?)"
            r"\s{1,2}" + f"(?P<name>{_TITLE_WORD})"), 0.7, Label.STAFF, "name",
            cues=("report",), emit=_report_to_emit),
        # "PER RAFFERTY (RESIDENT)", "spoke w/ oyelaran (son)", "d/w quarles (covering np)":
        # a name, then its role or kin word in brackets
        # (matched from the bracket, the name read back from it: cheap at every bracket)
        Pattern("role_after", re.compile(r"(?<=[A-Za-z])[ \t]?(?i:" + _ROLE_BRACKET + ")"), 0.7,
                Label.STAFF, anchor=re.compile(_ROLE_BRACKET), window=(2, 30),
                emit=partial(_name_before, owner=False)),
        Pattern("owned_kin", re.compile(r"(?<=[A-Za-z])(?i:" + _OWNED_KIN + ")"), 0.7,
                Label.PERSON, anchor=_OWNED_KIN_ANCHOR, window=(3, 30),
                emit=partial(_name_before, owner=True)),
        Pattern("opening", re.compile(r"\A\s{0,4}(?P<name>" + _CAPITALIZED + r"[ \t]{1,2}"
                                      + _CAPITALIZED + ")(?=" + _OPENING_CUE + ")"), 0.7,
                Label.PATIENT, "name", anchor=re.compile(r"\A"), window=(0, _OPENING_REACH),
                emit=_opening_emit),
        Pattern("heading_dash", _HEADING_DASH_NAME, 0.7, Label.PATIENT, "name",
                anchor=re.compile(r"\A"), window=(0, _OPENING_REACH), emit=_heading_dash_emit),
        Pattern("event_subject", _EVENT_SUBJECT, 0.6, Label.PATIENT, "name",
                cues=_EVENT_VERBS, window=(48, 0), emit=_event_subject_emit),
        # "0200 chasity biting ett", "9/2 1100 NELLY EXTUBATED", "0500 KRZEPTOWSKI PCA 14": a
        # night note's clock time at a line's start, then the patient it is about
        digit_led("clock_subject", _CLOCK_SUBJECT, 0.6, label=Label.PATIENT, group="name",
                  emit=_clock_subject_emit),
        # "emmet 1900-0700", "sortland 1900-0700, trauma icu bed 9": a night note's patient at a
        # line's start, before the shift, searched before each shift's hours
        Pattern("shift_subject", re.compile(
            r"(?m:^)(?P<name>[^\W\d_][^\W\d_'’-]{2,})[ \t]{1,2}(?=" + _SHIFT + ")"), 0.6,
            Label.PATIENT, "name", anchor=re.compile(_SHIFT), window=(30, 0),
            emit=_shift_subject_emit),
        # "6/16 0400 / hordofa, tolera / hd 3 / rm 4412": a dated line's field of a name
        Pattern("slash_field", _SLASH_FIELD_NAME, 0.6, Label.PATIENT, "name",
                anchor=re.compile(r"/[ \t][^\W\d_]"), window=(0, 60), emit=_slash_field_emit),
        # "everyone calls him Güero", "pt goes by Sening", "ANSWERS TO QUISE": a nickname, or
        # the alias a patient is registered under ("alias ZZOPAL, ZULU")
        Pattern("nickname", re.compile(
            r"(?i:goes[ \t]{1,2}by|calls?[ \t]{1,2}(?:him|her)|answers[ \t]{1,2}to|alias)"
            r"[ \t]{1,2}[\"“]?(?P<name>" + _ANY_LETTERS + ")"), 0.7, Label.PATIENT, "name",
            cues=("goes", "call", "calls", "answers", "alias"), emit=_nickname_emit),
        # "goes by \"Boo\"", "Alcide is \"T-Cide\" to everyone", "OCTAVE IS \"SLIM\" ON THE
        # BANDSTAND": a nickname in quotes, whatever words it is made of
        # (after "is", only with those it is known to after it)
        Pattern("quoted_nickname", re.compile(
            r"(?:(?P<cue>(?i:goes[ \t]{1,2}by|calls?[ \t]{1,2}(?:him|her)|answers[ \t]{1,2}to"
            r"|known[ \t]{1,2}as|aka|a\.k\.a\.|nicknamed))|(?i:is))[ \t]{1,2}[\"“](?P<name>"
            + _NAME_PART + r"(?: " + _NAME_PART + r"){0,2})[\"”]"
            r"(?(cue)|[ \t]{1,2}(?i:to|on|at|among|around)\b)"), 0.7, Label.PATIENT, "name",
            cues=("goes", "call", "calls", "answers", "known", "aka", "a.k.a", "nicknamed", "is"),
            emit=_quoted_nickname_emit),
        # '"HOSS" TO EVERYONE', 'she's "Sister Gunnell" to her ward': a nickname in quotes
        # that a group knows the patient by
        Pattern("quoted_known_to", re.compile(
            r"[\"“](?<![\w\"“][\"“])(?P<name>" + _NAME_PART + r"(?: " + _NAME_PART
            + r")?)[\"”][ \t]{1,2}(?i:to[ \t]{1,2}(?:everyone|everybody|all|friends|family"
            r"|(?:the|his|her|their)[ \t]{1,2}[a-z]+))\b"), 0.7, Label.PATIENT, "name",
            emit=_known_to_emit),
        # "bed 3 Mkrtchyan - DKA", "BED 12 CUXIL: R/O TB": a census line's patient
        Pattern("census_bed", re.compile(
            _CENSUS_BED + r"(?P<name>" + _ANY_LETTERS + r")(?=[ \t]{0,2}[-–:])"), 0.7,
            Label.PATIENT, "name", cues=_CENSUS_CUES, emit=_census_bed_emit),
        # "micu 2 fambro hbs 22%", "NSICU 6 GUUDLE ICP 8-14": a hand-off census line's patient
        Pattern("census_unit_bed", re.compile(
            _CENSUS_UNIT_BED + r"(?P<name>" + _ANY_LETTERS + ")"), 0.7, Label.PATIENT, "name",
            cues=_CENSUS_UNITS, emit=_census_unit_emit),
        # "bed 7 Joel Hofer 16 yo", 'bed 3 "Shorty" Wanner': a census line's patient by name
        Pattern("census_bed_name", re.compile(
            _CENSUS_BED + r"(?:[\"“](?P<nick>" + NAME_TOKEN + r")[\"”][ \t]{1,2})?"
            r"(?P<name>" + NAME_TOKEN + r"(?:,?[ \t]" + NAME_TOKEN + r"){0,2})(?![\w'’])"), 0.7,
            Label.PATIENT, "name", cues=_CENSUS_CUES, emit=_census_names_emit),
        # "OFFICER HALLORAN LEFT CARD", "protection officer lic. arguijo": police and other
        # people from outside, by their title
        Pattern("officer", re.compile(
            r"(?<!house )(?<!HOUSE )(?i:" + trie_source(_OFFICERS) + r")\s{1,2}"
            + f"(?:{TITLE}[ \t]{{1,2}})?(?P<name>{_TITLE_WORD})"), 0.7, Label.PERSON, "name",
            cues=first_words(_OFFICERS), emit=_officer_emit),
    )

    def name_span(self, match: re.Match[str], pattern: Pattern) -> Span:
        """The match's whole name, with the rule's label and score."""
        return Span(match.start("name"), match.end("name"), pattern.label or self.label,
                    self.source, pattern.score)

    def cued_name(self, text: str, match: re.Match[str], pattern: Pattern, words: list[str],
                  caps: bool, *, strong: bool, label: Label | None = None) -> Iterator[Span]:
        """The cue's name (its first word, a surname after it) and, after a strong cue, its list."""
        start = match.start("name")
        end = start + len(words[0])
        if len(words) > 1 and _surname_follows(words, caps, strong):
            end = match.end("name")
        label = label or pattern.label or self.label
        yield Span(start, end, label, self.source, pattern.score)
        if strong:
            yield from self.listed_names(text, end, caps, label, pattern.score)

    def listed_names(self, text: str, end: int, caps: bool, label: Label,
                     score: float) -> Iterator[Span]:
        """The names listed after a strong cue's first name, up to the first that is none."""
        for _ in range(_LIST_LENGTH):
            nxt = _NEXT_NAME.match(text, end)
            if nxt is None or nxt.group("name").lower() in _STRONG_KIN or not (
                    name_word(nxt.group("name"), caps, loose=False)
                    or foreign_name(nxt.group("name"))):
                return  # "wife treva and sons wade": the next cue's, not this list's
            end = nxt.end("name")
            yield Span(nxt.start("name"), end, label, self.source, score)


def _transposed_word(word: str) -> bool:
    """Whether swapping two neighbouring letters makes `word` an English word ("pateint")."""
    key, english = word.lower(), english_levels()
    return any(key[:i] + key[i + 1] + key[i] + key[i + 2:] in english
               for i in range(len(key) - 1) if key[i] != key[i + 1])


def clinical_ending(word: str) -> bool:
    """Whether `word` ends as plurals, anatomy and drugs do ("nebs", "subclavian", "pulmicort")."""
    return _CLINICAL_ENDING.search(word) is not None


def pattern_pair_ok(words: list[str], caps: bool) -> bool:
    """Two words after "pt" that both read as names: no everyday, clinical or verb word (nor a
    misspelled verb: "PT RECIEVED INTUBATED")."""
    return len(words) == 2 and all(
        (foreign_name(w) or (name_word(w, caps, loose=False) and not is_common_word(w)))
        and _not_verb_like(w) for w in words)


def _surname_follows(words: list[str], caps: bool, strong: bool) -> bool:
    """The second word after a cue is a surname: after a census first name when it reads as a
    name ("wife anne marsh"), after any first name when it is a rare word in a caps line
    ("SW NNEKA UDEH") or reads as a name after a strong cue ("intake coordinator colm devaney")."""
    second = words[1]
    if second.lower() in ICU_ABBREVIATIONS:
        return False
    if is_census_name(words[0]) or (caps and second.isupper()):
        return name_word(second, caps, loose=False)
    return strong and foreign_name(second)


def _not_verb_like(word: str) -> bool:
    """No verb's or adjective's ending, unless a census name ("RECIEVED", "INTUBATED" are not
    names after "PT"; "Ahmed" is)."""
    return _VERB_ENDING.search(word) is None or name_word(word, False, loose=False)


def foreign_name(word: str, *, kin: bool = False) -> bool:
    """A word that reads as a given name no list holds ("caspar", "Bronagh"): four letters or
    more, in no English or clinical word list, no ICU abbreviation, no clinical ending and no
    run of three consonants at its start ("hcpoa", "intubated", "molst"). After a kin word,
    an "-ia" ending is a name's too ("dtr eustacia"; "-ic" stays clinical: "hypoxic"). A hyphenated
    pair ("tiritu-arce", "OSTERGAARD-PIKE", "Hyun-joo") is one when a part is and no part is
    an everyday, clinical or abbreviated word ("non-verbal", "tele-stroke")."""
    if "-" in word:
        parts = word.split("-")
        return (len(parts) == 2 and all(len(p) >= 2 and p.isalpha() for p in parts)
                and (word.islower() or word.isupper() or all(p.istitle() for p in parts)
                     or (parts[0].istitle() and parts[1].islower()))
                and any(foreign_name(p, kin=kin) or is_census_name(p) for p in parts)
                and not any(is_everyday_word(p)
                            or is_medical_word(p) for p in parts))
    key = word.lower()
    ending = _VERB_ENDING.search(word)
    if kin and ending and ending.group().lower() == "ia":
        ending = None
    return (len(word) >= 4 and word.isalpha() and key not in english_levels()
            and (word.islower() or word.isupper() or word.istitle())
            and _VOWEL.search(word.upper()) is not None
            and not _CONSONANTS_LEAD.match(word) and not ending
            and not is_medical_word(word) and not is_stopword(word)
            and key not in HISTORY_TERMS and key not in TRAILING_WORDS)


def name_word(word: str, caps: bool, *, loose: bool) -> bool:
    """A census name that is no everyday word; in caps lines or after "dr", a rare word too."""
    key = word.lower()
    if is_stopword(word) or key in TRAILING_WORDS:
        return False
    if is_census_name(word) and not is_everyday_word(word):
        return not is_medical_word(word)
    if loose and (word.islower() or caps):
        return not is_common_word(word) and not is_medical_word(word)
    return caps and word.isupper() and _rare(word)


def _rare(word: str) -> bool:
    """An ALL-CAPS word in no word list: not English, not a clinical term, not an abbreviation."""
    return (len(word) >= 3 and word.isalpha() and _VOWEL.search(word.upper()) is not None
            and word.lower() not in english_levels() and not is_medical_word(word)
            and not is_stopword(word) and word.lower() not in HISTORY_TERMS)
