"""Person names found by their cues: titles, roles, signatures, patient and relative mentions.

Label by cue: clinician titles, roles and signatures give STAFF; Mr./Mrs./Ms. and patient
cues give PATIENT; relatives and other people give PERSON. Strong cues (a title, "Patient:")
take any capitalised word that is not a common word; weak cues ("seen by", "wife") need a
token that is a census first or last name. Bare names without a cue are the gazetteer's.
"""

from __future__ import annotations

import bisect
import re
import string
from collections.abc import Iterator
from functools import cache
from typing import ClassVar

from stream.core import lexicon
from stream.core.categories import Label
from stream.core.entities import fold
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list, cue_lists, first_words
from stream.recognize.gazetteer import clinical_terms, is_common_word
from stream.recognize.patterns.base import Pattern, PatternFamily
from stream.recognize.regex_fragments import (
    CAPS_TAIL,
    CAPS_TOKEN,
    CENSUS_BED,
    INITIAL,
    NAME_TAIL,
    NAME_TOKEN,
    NOT_A_LETTER_NEXT,
    cased_forms,
    trie_source,
)
from stream.recognize.word_judgements import is_icu_word, is_stopword

_NT = NAME_TOKEN + NOT_A_LETTER_NEXT
_CT = CAPS_TOKEN + NOT_A_LETTER_NEXT
_ANY = f"(?:{_CT}|{_NT})"
_LEFT = r"(?<![\w'’-])"
_TAIL = f"(?:{NAME_TAIL}|{CAPS_TAIL})"  # a name token after its first capital


def _seq(tok: str) -> str:
    """A name: up to two leading initials or tokens, a token, an optional trailing initial."""
    return f"{_LEFT}(?:(?:{INITIAL}|{tok}) ){{0,2}}{tok}(?: {INITIAL})?"


_STAFF_CUES = cue_list("roles", "staff_cue")
_STAFF_WORDS = first_words(_STAFF_CUES)
_PERSON_CUES = cue_list("roles", "person_cue")
_PERSON_WORDS = first_words(_PERSON_CUES)
_RELATIVES = cue_lists("kin", "family", "partner_and_step", "other_relation", "contact_word")
RELATIVE_WORDS = first_words(_RELATIVES)
_PATIENT_WORDS = ("patient", "pt", "name", "client", "re", "saw", "see", "seeing")
_APPOSITION_WORDS = cue_list("roles", "apposition")
_NAMED_WORDS = ("named", "called", "known", "name", "by")


_INITIAL_ANCHOR = re.compile(r" [a-z]\.(?![a-z0-9])")
_AGE_SEX = r"[,|]\s{0,3}\d{1,3}\s{0,2}(?:y/?o\s{0,2}|yo\s{0,2})?"
_AGE_SEX_ANCHOR = re.compile(_AGE_SEX + r"[mf](?![a-z])")


def _titled() -> str:
    """What follows a title: a name, or a lone initial ("Dr. A.", "Dr. T explained", "DR. T:")."""
    return (f"{_seq(_ANY)}|{_LEFT}[A-Z]\\.(?![\\w'’])"
            f"|{_LEFT}[A-Z](?=:|[ \\t]{{1,2}}[a-z]|[ \\t]*(?:\\n|$))")


_NAME = _seq(_ANY)
# "LUNDQUIST,LIISA M", "VELARDE ANAYA, CRISTIAN" (two surnames), or a name
_LAST_FIRST = f"{_LEFT}{_ANY}(?: {_ANY})?, ?{_ANY}(?: {INITIAL})?|{_NAME}"
# each title in Title case and in capitals, but "doc" in lower case instead: "DOC" is left to
# cued_names.py, whose doctor rule wants no ordinary word after it ("SEE DOC IN AM")
_STAFF_TITLE = "(?:" + "|".join(
    f for title in (*cue_list("titles", "staff_title"), "nurse")
    for f in (title.title(), title if title == "doc" else title.upper())
) + r")(?:\.\s{0,2}|\s{1,2})"
_PERIOD_IN_CAPS = ("ms", "mx")  # "MS" and "MX" alone are no titles ("hx MS", "MX")
_PATIENT_TITLE = "(?:(?:" + "|".join(
    form for title in cue_list("titles", "patient_title")
    for form in ((title.title(),) if title in _PERIOD_IN_CAPS else (title.title(), title.upper()))
) + r")(?:\.\s{0,2}|\s{1,2})|(?:" + "|".join(t.upper() for t in _PERIOD_IN_CAPS) + r")\.\s{0,2})"
# Titles of people neither staff nor patient by the title alone ("Sra.", "Pani", "Hastiin",
# "Lic.", "Sgt."), in Title case and in capitals, those of `period_title` only with their period;
# "Rev." is the clergy rule's (cued_names.py): "REV" alone may be a review.
_PERSON_ONLY_TITLES = tuple(t for t in cue_list("titles", "person_title")
                            if t not in cue_list("titles", "patient_title")
                            and t not in ("rev", "reverend"))
_PERIOD_TITLES = cue_list("titles", "period_title")


_PERSON_TITLE = (f"(?:(?:{cased_forms(_PERSON_ONLY_TITLES)})(?:\\.\\s{{0,2}}|\\s{{1,2}})"
                 f"|(?:{cased_forms(_PERIOD_TITLES)})\\.\\s{{0,2}})")
# The staff, relative and apposition cues make tries: a cue is followed by a separator, a space
# or "'s", so at a position two cues both lead to a match only when one is the other and more
# words ("attending physician"), and a trie tries the longer first.
_STAFF_CUE = "(?i:" + trie_source(_STAFF_CUES, space=r"\s+") + ")"
# in the file's order: a label ("from:") is a cue only before its colon
_PERSON_CUE = "(?i:" + "|".join(
    re.escape(cue[:-1]) + r"(?=\s{0,2}:)" if cue.endswith(":")
    else re.escape(cue).replace(r"\ ", r"\s+") for cue in _PERSON_CUES) + ")"
# "buddy" is a cue word of the rule (RELATIVE_WORDS), no relative in it
_RELATIVE = ("(?i:" + trie_source((w for w in _RELATIVES if w != "buddy"), space=r"\s+")
             + r")(?i:[ -]?in[ -]?law)?")  # "BROTHER INLAW X"
_RELATIVE_LINK = r"(?:['’]s)?(?:\s{0,2}(?:,|:|-|\(|named|name\s+is|is))?\s{1,2}"
# "Re:" heads a letter about the patient; a lower-case "re:" means "regarding" ("re: diuresis").
_PATIENT_CUE = (
    r"(?:(?i:patient(?:['’]s)?\s+name|pt\.?\s+name|patient|pt|name|client|saw|see|seeing)"
    r"|Re|RE)(?i:\s+is)?"
)
_NAMED = r"(?i:named|called|known\s+as|name\s+is|by\s+the\s+name\s+of)"
# a trie: only whether it matches counts, which no order of its words changes
_PATIENT_BEFORE = re.compile(
    r"(?i:\b" + trie_source(cue_list("roles", "named_patient")) + r"\W{0,3}$)")
_APPOSITION = "(?i:" + trie_source(_APPOSITION_WORDS) + ")"
# a trie, scanned over the whole text: no word character or hyphen follows a credential, so two
# match at a position only as "OTR/L" and "OTR", and a trie tries the longer first
_CREDENTIAL = trie_source(cue_list("roles", "name_credential")) + r"(?![\w-])"


_SIGNED = re.compile(f"(?P<name>{_NAME}),?\\s{{0,2}}$")
_RELATIVE_BEFORE = re.compile(r"\b" + _RELATIVE + r"(?:['’]s)?\W{0,3}$")
_ASCII_UPPER = string.ascii_uppercase.encode()
_ASCII_LOWER = string.ascii_lowercase.encode()
_WEAK_WORDS = frozenset({"nurse", "rn", "md", "np", "lpn", "crna"})  # cues even with a colon
_NOT_NAMES = ("eponym_strong", "drug", "clinical")  # sections of stream/data/clinical_terms.txt
_LINE_REACH = 150  # characters either side of a match that decide whether its line is caps


@cache
def _first_names() -> frozenset[str]:
    """Upper-cased census first names."""
    return frozenset(n.upper() for n in lexicon.female_first_names() + lexicon.male_first_names())


def _census_key(token: str) -> str:
    """The census's form of a token: upper case, accents and a trailing period aside."""
    return (token if token.isascii() else fold(token)).upper().rstrip(".")


def is_census_first_name(token: str) -> bool:
    """Whether `token` is a census first name, its accents aside."""
    return _census_key(token) in _first_names()


def is_census_name(token: str) -> bool:
    """Whether `token` is a census first name or a not-too-rare census surname, its accents
    aside ("Zoë", "José")."""
    key = _census_key(token)
    return key in _first_names() or lexicon.name_frequency().get(key, 0.0) >= 0.001


def caps_line(text: str, pos: int) -> bool:
    """Whether the line around `pos` is written in ALL CAPS."""
    lo = max(text.rfind("\n", max(0, pos - _LINE_REACH), pos) + 1, pos - _LINE_REACH, 0)
    hi = text.find("\n", pos, pos + _LINE_REACH)
    hi = min(len(text), pos + _LINE_REACH) if hi < 0 else hi
    line = text[lo:hi].encode("ascii", "ignore")  # A-Z and a-z are all that is counted
    upper = len(line) - len(line.translate(None, _ASCII_UPPER))
    return upper >= 8 and upper > 4 * (len(line) - len(line.translate(None, _ASCII_LOWER)))


def _weak_emit(family: NameFamily, text: str, match: re.Match[str],
               pattern: Pattern) -> Iterator[Span]:
    """The name after a weak cue ("wife", "female, X"): census evidence needed."""
    return family.name_spans(text, match, pattern, weak=True)


def _colon_emit(family: NameFamily, text: str, match: re.Match[str],
                pattern: Pattern) -> Iterator[Span]:
    """The name after a cue that is strong with a colon ("Surgeon: X"), weak without."""
    return family.name_spans(text, match, pattern, weak=":" not in match.group("sep"))


def _age_sex_emit(family: NameFamily, text: str, match: re.Match[str],
                  pattern: Pattern) -> Iterator[Span]:
    """The name of a header ("Juniper Aldana, 19 F"), weak when it is one word."""
    return family.name_spans(text, match, pattern,
                             weak=" " not in match.group("name").strip())


def _last_first_emit(family: NameFamily, text: str, match: re.Match[str],
                     pattern: Pattern) -> Iterator[Span]:
    """The "LAST, FIRST" that opens a line, both written in one case ("MOY, SHEK-LUN", "smith,
    john"; not "Mepilex, sarna lotion"), neither word ordinary nor clinical."""
    last, first = (w.strip() for w in match.group("name").split(","))
    if case_style(last) == case_style(first):
        yield from _line_header_emit(family, text, match, pattern)


def case_style(word: str) -> str:
    """'upper', 'lower' or 'title' (a capital, then lower case)."""
    return "upper" if word.isupper() else "lower" if word.islower() else "title"


def _line_header_emit(family: NameFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> Iterator[Span]:
    """The name that opens a line before its age and sex, in any case ("hagop kalustian, 68 yo
    m", "QUACKENBUSH, JAXON, 22 YO M"): words that are neither ordinary nor clinical."""
    words = match.group("name").replace(",", " ").split()
    if all(not ordinary_or_clinical(w) and not is_stopword(w) for w in words):
        yield Span(*match.span("name"), Label.PATIENT, family.source, pattern.score)


def _census_line_emit(family: NameFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> Iterator[Span]:
    """A census line's patient, no device or drug either ("bed 5 Foley 16 F" is a catheter)."""
    if not any(is_icu_word(w) for w in match.group("name").split()):
        yield from _line_header_emit(family, text, match, pattern)


def _person_title_check(family: NameFamily, text: str, match: re.Match[str],
                        pattern: Pattern) -> bool:
    """A name of two letters or more; "SR." in capitals is sinus rhythm ("HR 90s SR. L AVF")."""
    return (len(match.group("name").split()[0].rstrip(".")) > 1
            and not text.startswith("SR.", match.start()))


def _patient_title_emit(family: NameFamily, text: str, match: re.Match[str],
                        pattern: Pattern) -> Iterator[Span]:
    """The name after Mr./Mrs.; after a relative ("her husband Mr. X") a PERSON."""
    relative = _RELATIVE_BEFORE.search(text, max(0, match.start() - 25), match.start())
    return family.name_spans(text, match, pattern, weak=False,
                             label=Label.PERSON if relative else None)


def _named_emit(family: NameFamily, text: str, match: re.Match[str],
                pattern: Pattern) -> Iterator[Span]:
    """The name after "named" (a weak cue); after a patient word ("pt named X") a PATIENT."""
    patient = _PATIENT_BEFORE.search(text, max(0, match.start() - 25), match.start())
    return family.name_spans(text, match, pattern, weak=True,
                             label=Label.PATIENT if patient else None)


def _first_initial_emit(family: NameFamily, text: str, match: re.Match[str],
                        pattern: Pattern) -> Iterator[Span]:
    """A census first name and an initial ("Jane D.")."""
    if match.group().split(" ", 1)[0].upper() in _first_names():
        yield from family.name_spans(text, match, pattern, weak=True)


def _signature_emit(family: NameFamily, text: str, match: re.Match[str],
                    pattern: Pattern) -> Iterator[Span]:
    """A name right before a credential ("Jane Doe, RN"): two tokens, or one census name."""
    start = match.start()
    if start == 0 or text[start - 1] not in " ,\t":
        return
    before = _SIGNED.search(text, max(0, start - 50), start)
    if before is None:
        return
    words = before.group("name").split(" ")
    # the name is what follows the last common word ("REPORT GIVEN TO SUE RN": "SUE")
    cut = max((i + 1 for i, w in enumerate(words) if is_stopword(w)), default=0)
    s = before.start("name") + sum(len(w) + 1 for w in words[:cut])
    tokens = _name_tokens(words[cut:], caps_line(text, s))
    if not tokens or not _plausible(tokens, weak=len(tokens) < 2):
        return
    yield Span(s, s + len(" ".join(tokens)), Label.STAFF, family.source, pattern.score)


class NameFamily(PatternFamily):
    """STAFF / PATIENT / PERSON names after titles, roles, signatures and relationship words."""

    name = "names"
    label = Label.PERSON
    patterns: ClassVar[tuple[Pattern, ...]] = (
        Pattern("staff_title", re.compile(_STAFF_TITLE + f"(?P<name>{_titled()})"), 0.85,
                Label.STAFF, "name", word_start=True),
        Pattern("patient_title", re.compile(_PATIENT_TITLE + f"(?P<name>{_titled()})"), 0.85,
                Label.PATIENT, "name", word_start=True, emit=_patient_title_emit),
        # "consulate's Lic. Gastélum", "MEDICINE MAN HASTIIN ETSITTY", "Pani Celestyna"
        Pattern("person_title", re.compile(_PERSON_TITLE + f"(?P<name>{_NAME})"), 0.8,
                Label.PERSON, "name", word_start=True, cues=(*_PERSON_ONLY_TITLES, *_PERIOD_TITLES),
                check=_person_title_check),
        Pattern("named", re.compile(r"\b" + _NAMED + r"\s{1,2}" + f"(?P<name>{_NAME})"), 0.7,
                Label.PERSON, "name", cues=_NAMED_WORDS, emit=_named_emit),
        Pattern("staff_cue", re.compile(
            r"\b" + _STAFF_CUE + r"(?P<sep>\s{0,2}[:#-]?\s{0,2})" + f"(?P<name>{_LAST_FIRST})"),
            0.75, Label.STAFF, "name", cues=_STAFF_WORDS, emit=_colon_emit),
        Pattern("person_cue", re.compile(
            r"\b" + _PERSON_CUE + r"(?P<sep>\s{0,2}[:#-]?\s{0,2})" + f"(?P<name>{_NAME})"), 0.7,
            Label.PERSON, "name", cues=_PERSON_WORDS, emit=_colon_emit),
        Pattern("relative", re.compile(
            r"\b" + _RELATIVE + _RELATIVE_LINK + f"(?P<name>{_NAME})"), 0.75, Label.PERSON,
            "name", cues=RELATIVE_WORDS, emit=_weak_emit),
        Pattern("patient_cue", re.compile(
            r"\b" + _PATIENT_CUE + r"(?P<sep>\s{0,2}[:#-]?\s{0,2})"
            + f"(?P<name>{_LAST_FIRST})"), 0.8, Label.PATIENT,
            "name", cues=_PATIENT_WORDS, emit=_colon_emit),
        Pattern("apposition", re.compile(
            r"\b" + _APPOSITION + r"\s?,\s?" + f"(?P<name>{_NAME})"), 0.7, Label.PATIENT,
            "name", cues=_APPOSITION_WORDS, emit=_weak_emit),
        Pattern("first_initial", re.compile(
            f"[A-Z](?<![\\w'’-][A-Z]){_TAIL}(?![A-Za-z]) [A-Z]\\.(?![\\w])"), 0.6, Label.PERSON,
            anchor=_INITIAL_ANCHOR, window=(30, 3), emit=_first_initial_emit),
        Pattern("signature", re.compile(_CREDENTIAL), 0.8, Label.STAFF, word_start=True,
                emit=_signature_emit),
        # a header "Juniper Aldana, 19 F" / "Beatrix Lindqvist | 36 F |"
        Pattern("age_sex", re.compile(
            f"(?P<name>{_NAME})" + r"(?=\s{0,3}" + _AGE_SEX + r"[MF](?![A-Za-z]))"), 0.75,
            Label.PATIENT, "name", anchor=_AGE_SEX_ANCHOR, window=(45, 0), emit=_age_sex_emit),
        # a line that opens with a name, then "NN yo m/f", in any case
        Pattern("line_header", re.compile(
            r"(?m:^)(?P<name>[A-Za-z][A-Za-z'’-]+(?:,?[ \t][A-Za-z][A-Za-z'’-]+){1,2})"
            r"(?=,[ \t]?\d{1,3}[ \t]?(?i:yo|y/o|y\.o\.)[ \t]?[MFmf](?![A-Za-z]))"), 0.75,
            Label.PATIENT, "name", anchor=_AGE_SEX_ANCHOR, window=(45, 0),
            emit=_line_header_emit),
        # a hand-off census line's patient, before age and sex ("bed 3 Sisouphanh 44 M ETOH",
        # "BED 10 - AVAKIAN 61 F"), tried after each line break
        Pattern("census_line", re.compile(
            CENSUS_BED + r"(?P<name>[A-Z][A-Za-z'’-]+(?:[ \t][A-Z][A-Za-z'’-]+)?)"
            r"(?=[ \t]{1,2}\d{1,3}[ \t]?[MF](?![A-Za-z]))"), 0.7,
            Label.PATIENT, "name", anchor=re.compile("\n"), window=(0, 60),
            emit=_census_line_emit),
        # a line that opens with "LAST, FIRST" ("MOY, SHEK-LUN 92 YO", "MANALASTAS, PURIFICACION
        # VENT DAY 8"), tried after each line break
        Pattern("line_last_first", re.compile(
            r"(?m:^)(?P<name>[A-Za-z][A-Za-z'’-]{2,},[ \t][A-Za-z][A-Za-z'’-]+)(?=[ \t]|$)"), 0.7,
            Label.PATIENT, "name", anchor=re.compile("\n"), window=(0, 60),
            emit=_last_first_emit),
    )

    def emit(self, text: str, match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
        """The name after a strong cue (a title)."""
        return self.name_spans(text, match, pattern, weak=False)

    def name_spans(self, text: str, match: re.Match[str], pattern: Pattern, *, weak: bool,
                   label: Label | None = None) -> Iterator[Span]:
        """The name less trailing common words if plausible after its cue; `label` or the rule's."""
        start, end = match.span(pattern.group)
        caps = caps_line(text, start)
        tokens = _name_tokens(text[start:end].split(" "), caps)
        weak = weak or _initials_cue(match, pattern)
        if not tokens or not _plausible(tokens, weak=weak, caps=caps):
            return
        end = start + len(" ".join(tokens).rstrip(","))  # "Maria Lopez, DOB": the name
        yield Span(start, end, label or pattern.label or self.label, self.source, pattern.score)

    def resolve(self, spans: list[Span]) -> list[Span]:
        """Overlapping names keep the best cue (higher score, then longer), whatever the label."""
        spans.sort(key=lambda s: (-s.score, -(s.end - s.start), s.start))
        starts: list[int] = []  # kept spans never overlap, so sorted starts give sorted ends
        kept: list[Span] = []
        for span in spans:
            i = bisect.bisect_left(starts, span.start)
            if i > 0 and kept[i - 1].end > span.start:
                continue
            if i < len(kept) and kept[i].start < span.end:
                continue
            starts.insert(i, span.start)
            kept.insert(i, span)
        return kept


def text_before(match: re.Match[str], group: int | str) -> str:
    """The part of `match` before `group` (the cue and its separator)."""
    return match.string[match.start():match.start(group)]


def _initials_cue(match: re.Match[str], pattern: Pattern) -> bool:
    """Whether the cue ends in a nurse's or doctor's initials: weak even with a colon ("RN: X")."""
    cue = text_before(match, pattern.group).lower().split()
    return bool(cue) and cue[-1].rstrip(".:") in _WEAK_WORDS


def _is_initial(token: str) -> bool:
    """A single capital, with or without a period."""
    return len(token.rstrip(".")) == 1


def _name_tokens(tokens: list[str], caps: bool) -> list[str]:
    """The name's tokens up to a common or ALL-CAPS non-name word ("DR JONES AWARE"); after a
    surname in capitals, or two, and a comma ("Pt: GAGLIARDONE, ETTORE", "VELARDE ANAYA,
    CRISTIAN"), a given name in capitals is no acronym, unless ordinary or clinical."""
    # [] when the first token is an acronym in a mixed-case line ("Patient: ESRD on HD")
    comma = next((i for i, t in enumerate(tokens[:2]) if t.endswith(",")), -1)
    surname_first = comma >= 0 and all(t.isupper() for t in tokens[:comma + 1]) and (
        comma == 0 or not ordinary_or_clinical(tokens[0]))  # not "RE: WORKERS COMP, NO"
    for i, token in enumerate(tokens):
        if _is_initial(token):
            if caps and i and i == len(tokens) - 1 and token in ("A", "I"):
                return tokens[:i]  # "SON KEVIN LEUNG A STUDENT": an article, no initial
            continue
        acronym = token.isupper() and not is_census_name(token) and not (
            surname_first and 0 < i <= comma + 1 and _name_like(token.rstrip(","), i > comma))
        if i == 0 and acronym and not caps:
            return []
        if i and (is_stopword(token) or acronym):
            return tokens[:i]
    return tokens


def _name_like(token: str, given: bool) -> bool:
    """A capitals word of a "LAST, FIRST" that is no ordinary or clinical word; a given name
    of four letters or more ("ETTORE"; not "MRN" of "DRAGICEVIC, MRN 4471190")."""
    return not ordinary_or_clinical(token) and (not given or len(token) >= 4)


def _plausible(tokens: list[str], *, weak: bool, caps: bool = False) -> bool:
    """Whether `tokens` can be a name after a weak (census evidence needed) or strong cue; in
    an ALL-CAPS line, where case says nothing, one common English word alone is none ("PT
    STATES PAIN", "PT FELL AT 0300"; "PT GRACE SMITH" still is), nor are words that are all
    ordinary or clinical and no census name ("RE: PT'S CONDITION"), whatever the cue."""
    # strong cues take any word that is not common, or an initial alone ("Dr. A."); weak ones
    # need a first token that is a census name, or a distinctive census name further on
    words = [t for t in tokens if len(t.rstrip(".")) > 1]
    if not words:
        return not weak  # "Dr. A."
    if is_stopword(words[0]) and not is_census_name(words[0]):
        return False
    if all(is_stopword(w) for w in words):
        return False
    if caps and all(ordinary_or_clinical(w) for w in words):
        return False  # "RE: PT'S CONDITION", "PT PULLED NG OUT", "SAW PT, OK FOR FLOOR"
    if not weak:
        return True
    if caps and len(words) == 1 and is_common_word(words[0].strip(".")):
        return False
    if is_census_name(words[0]) and not is_stopword(words[0]):
        return True
    return any(_distinctive_name(w) for w in words[1:])


def ordinary_or_clinical(token: str) -> bool:
    """A word, in any case, that no census name is and ordinary English or clinical shorthand
    is ("PULLED", "PT'S", "home"; not "NG", "Kernan")."""
    word = re.sub(r"['’]S$|[.,]+$", "", token.upper())
    return not is_census_name(word) and (is_common_word(word.lower())
                                         or word.lower() in lexicon.clinical_words())


def _distinctive_name(token: str) -> bool:
    """A census name that is no common English word, drug or clinical term ("Featherstone")."""
    if not is_census_name(token) or is_stopword(token) or is_common_word(token.strip(".")):
        return False
    terms = clinical_terms()
    key = token.upper()
    return not any(key in terms.get(section, ()) for section in _NOT_NAMES)
