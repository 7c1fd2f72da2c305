"""Ages in every clinical form; the span is the number (the policy decides what to do with it)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import ClassVar

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.edge_words import EVERY_KIN_WORD
from stream.recognize.patterns.base import Pattern, PatternFamily, digit_led
from stream.recognize.regex_fragments import BIRTHDAY, CENSUS_BED, ORDINAL, UNITS, trie_source
from stream.recognize.word_judgements import is_ordinary_word

_LB = r"(?<![\w.,/:#$+-]\d)"  # after the leading digit: not inside a number or id
_DECADE_CUE = re.compile(
    r"(?i:\bin\s+(?:his|her|their|the)\s+(?:(?:early|mid|late)[\s-]{1,2})?$)"
)
_NUMBER = re.compile(r"\d+")
_YEARS_OLD = (
    r"(?i:y/o|y\.o\.?|y-o|yo(?:[wb]?[mf])?|yrs?\.?(?:[\s-]old|\s+of\s+age)|years?(?:[\s-]old|\s+of\s+age)"
    r"|y\.?\s?old)"
)
# the units factored by their first letter, as they are tried after every number of a note (no
# unit is another's prefix before a period or a space, so any order matches the same)
_YOUNG_OLD = (
    r"(?i:(?:m(?:os?|ths?|onths?)|w(?:ks?|eeks?)|d(?:y|ays?)?|h(?:rs?|ours?))\.?"
    r"(?:[\s-]old|\s+of\s+age))"
)
_NUMBER_WORDS = cue_list("units", "number_word")
_TENS = "|".join(w for w in _NUMBER_WORDS if w.endswith("ty"))
_UNDER_TWENTY = [w for w in _NUMBER_WORDS if not w.endswith("ty")]  # "one" to "nineteen"
_DIGIT_WORDS = "|".join(_UNDER_TWENTY[:9])  # "one" to "nine"
_WORD_NUMBER = (f"(?:(?:{_TENS}|one\\s+hundred)(?:[\\s-](?:{_DIGIT_WORDS}))?"
                f"|{'|'.join(_UNDER_TWENTY)})")
# Kin and relation words an age in brackets may follow ("their mother (90)", "son (3)").
_KIN_WORD = trie_source(w.lower() for w in EVERY_KIN_WORD) + r"(?![a-z])"  # read in any case
# an age's unit inside its brackets: "(3 MO)", "(9 days)", "(8 mo)"
_AGE_UNIT_IN_BRACKETS = r"(?:\s?(?i:mos?|months?|days?|wks?|weeks?|yo|y))?"
_CHILD_WORDS = cue_list("kin", "child_word")
_CHILD_WORD = trie_source(_CHILD_WORDS) + r"(?![a-z])"
# ages in brackets: "12, 9, 4", "11 + 8", "19 down to 8"
_AGE_LIST = r"\d{1,3}(?:\s?(?:,|\+|&|(?i:and))\s?\d{1,3}|\s(?i:down\s{1,2}to)\s\d{1,3}){1,5}"
_AGE_SUBJECTS = ("she", "he", "pt", "patient", "who")
# What may follow the age a subject "turns": the clause's end or when ("she turns 94 in
# october"); "pt turned 30 degrees" is a position.
# (a trie: only whether it matches counts, which no order of its words changes)
_AFTER_TURNING = (r"(?=\s{0,2}(?:[,.;)]|$|(?i:"
                  + trie_source(cue_list("dates", "after_turning")) + r")\b))")
# a trie: only whether it matches counts, which no order of its words changes
_SEX_BEFORE = re.compile(r"(?:^|[\n:;,(.|]\s{0,3}|\s/\s{1,3}|(?i:\b"
                         + trie_source(cue_list("roles", "age_sex_before")) + r"\s{1,2}))$")
# a name written "LAST, FIRST" right before "26 F" ("bed 3 - Namgung, Jihae 26 F, grad student")
_LAST_FIRST_BEFORE = re.compile(
    r"(?<![\w'’-])(?P<name>[A-Z][^\W\d_]+(?:[-'’][A-Z][^\W\d_]+)?,[ \t]{1,2}[A-Z][^\W\d_]+)"
    r"[ \t]{1,2}$")
# a name after a census line's bed right before "44 M" ("bed 3 Sisouphanh 44 M ETOH ...")
_CENSUS_NAME_BEFORE = re.compile(
    CENSUS_BED
    + r"(?P<name>[A-Z][^\W\d_]+(?:[-'’][A-Z][^\W\d_]+)?(?:[ \t][A-Z][^\W\d_]+)?)[ \t]{1,2}$")
# A temperature, a device's size or a room before "92 M": no age and sex (a trie, as above)
_NOT_AGE_BEFORE = re.compile(
    r"(?i:\b" + trie_source(cue_list("measures", "not_an_age_before")) + r"\b[^\n]{0,8}$)")
_NOT_AGE_AFTER = re.compile(
    r"(?i:\s{0,2}(?:foley|cath(?:eter)?|coude|ng|og|tube|sheath|french|fr\b|needle|°))"
)


def _decade_check(family: AgeFamily, text: str, match: re.Match[str], pattern: Pattern) -> bool:
    """A decade ("90s") only after its cue ("in her", "late")."""
    start = match.start()
    return (family.accept(text, match, pattern)
            and _DECADE_CUE.search(text, max(0, start - 30), start) is not None)


def _sex_suffix_check(family: AgeFamily, text: str, match: re.Match[str],
                      pattern: Pattern) -> bool:
    """"92M" needs a sentence start or "a"/"pt" before it, and no unit look-alike around it."""
    if not family.accept(text, match, pattern):
        return False
    start, value = match.start(), match.group(pattern.group)
    if match.group()[-1] in "mf" and int(_NUMBER.match(value).group()) < 15:  # type: ignore[union-attr]
        return False  # "10m", "5f": minutes, metres and sizes
    lead = text[max(0, start - 12):start]
    if _NOT_AGE_BEFORE.search(lead) or _NOT_AGE_AFTER.match(text, match.end()):
        return False
    return start == 0 or _SEX_BEFORE.search(lead) is not None or _after_a_name(text, start)


def _after_a_name(text: str, start: int) -> bool:
    """A name right before the age, written "LAST, FIRST" or after a census line's bed, its
    words no ordinary words ("Namgung, Jihae 26 F", "bed 3 Sisouphanh 44 M"; not "SUNNY,
    AMBIENT 109F", "bed 4 Sleeping 80 F")."""
    lead = max(0, start - 48)
    name = (_LAST_FIRST_BEFORE.search(text, lead, start)
            or _CENSUS_NAME_BEFORE.search(text, lead, start))
    return name is not None and not any(
        is_ordinary_word(w) for w in re.split(r"[\s,'’-]+", name.group("name")) if w)


def _number_emit(family: AgeFamily, text: str, match: re.Match[str],
                 pattern: Pattern) -> Iterator[Span]:
    """The number that opens the match, the age itself ("4" of "4 mo M")."""
    number = _NUMBER.match(text, match.start())
    if number is not None:
        yield Span(*number.span(), family.label, family.source, pattern.score)


def _each_age(family: AgeFamily, text: str, match: re.Match[str],
              pattern: Pattern) -> Iterator[Span]:
    """Each number of a listed bracket its own age, all of them up to 125."""
    numbers = list(_NUMBER.finditer(text, *match.span("ages")))
    if all(int(n.group()) <= 125 for n in numbers):
        for number in numbers:
            yield Span(*number.span(), family.label, family.source, pattern.score)


def _no_unit_after(family: AgeFamily, text: str, match: re.Match[str],
                   pattern: Pattern) -> bool:
    """Ages listed with no unit after them ("kids 6 + 3 w/ a neighbor"; not "2 + 2 units")."""
    return UNITS.match(text, match.end()) is None and family.accept(text, match, pattern)


def _child_age_emit(family: AgeFamily, text: str, match: re.Match[str],
                    pattern: Pattern) -> Iterator[Span]:
    """The age after a child's word, in brackets or alone."""
    group = 1 if match.group(1) else 2
    yield Span(*match.span(group), family.label, family.source, pattern.score)


class AgeFamily(PatternFamily):
    """AGE: 92 yo, 92-year-old, aged 92, 92 y/o, 92M, 92 F, age: 92, 3 mo old, in her 90s."""

    name = "ages"
    label = Label.AGE
    patterns: ClassVar[tuple[Pattern, ...]] = (
        digit_led("years_old", _LB + r"\d{0,2}+(?:\s?-\s?|\s{1,2})?" + _YEARS_OLD + r"(?![a-z/])",
                  0.9),
        digit_led("young", _LB + r"\d{0,2}+(?:\s?-\s?|\s{1,2})?" + _YOUNG_OLD + r"(?![a-z])",
                  0.85),
        digit_led("sex_suffix", _LB + r"\d{0,2}+\s?(?:[MFmf]|y[MF])(?![\w])", 0.7,
                  check=_sex_suffix_check),
        # an infant's age in months or weeks before its sex: "4 mo M", "10 MO F, 8.4 KG"
        digit_led("months_sex", _LB + r"\d?+[ \t]?(?i:mos?|months?|wks?|weeks?)[ \t]{1,2}"
                  r"(?i:[mf]|male|female|boy|girl)(?![\w/])", 0.8, emit=_number_emit),
        # in her 90s, in his late 80's (the cue is checked before the number); the span is the
        # whole "90s" (the base's emit)
        digit_led("decade", _LB + r"0['’]?s\b", 0.7, check=_decade_check,
                  emit=PatternFamily.emit),
        # "DOL 6, 3.2 kg": a newborn's day of life
        Pattern("day_of_life", re.compile(r"\b(?i:dol)[ \t]{1,2}#?(\d{1,2})(?![\w/]|[.,]\d)"),
                0.8, group=1, cues=("dol",)),
        Pattern("age_cue", re.compile(
            r"\b(?i:age[ds]?|aged)(?:\s{0,2}(?::|=|-|of|is|was)?\s{0,2})(\d{1,3})"
            r"(?![\w/]|[.,]\d)"), 0.85, group=1, cues=("age", "aged", "ages")),
        # "pt is 78 and lives alone": a bare number after "<pt> is" that ends the clause
        Pattern("is_number", re.compile(
            r"\b(?i:pt|patient|she|he)\s+(?i:is|was)\s+(?:now\s+)?(\d{2,3})"
            r"(?=\s*(?:[,.;]|$|\n|(?i:and|but|w/|with)\b))", re.MULTILINE),
            0.75, group=1, cues=("pt", "patient", "she", "he")),
        # "her sister ollie is 97 and still at home", "his mother is 92": kin, a name at most
        Pattern("kin_is_number", re.compile(
            r"(?i:" + _KIN_WORD +
            r"(?:\s{1,2}[a-z][a-z'’-]+)?)\s{1,2}(?i:is|was)\s{1,2}(?:now\s{1,2})?(\d{2,3})"
            r"(?=\s*(?:[,.;]|$|\n|(?i:and|but)\b))", re.MULTILINE),
            0.75, group=1, cues=EVERY_KIN_WORD),
        # "mrs. mcelhinney (90) had a rough night": an age in brackets after a titled name
        Pattern("titled_bracket", re.compile(
            r"(?i:\b(?:mr|mrs|ms|miss)\.?\s{1,2}[a-z][a-z'’-]+(?:\s[a-z][a-z'’-]+)?)"
            r"\s?\((\d{2,3})\)"), 0.75, group=1, cues=("mr", "mrs", "ms", "miss")),
        # "their mother (90)", "son (3)", "his mother Arantxa (91)", "THEIR SON (3 MO)", "baby
        # Nasteho (9 days)": in brackets after kin
        Pattern("kin_bracket", re.compile(
            r"(?i:" + _KIN_WORD +
            r"(?:\s{1,2}[a-z][a-z'’-]+)?)\s?\((\d{1,3})" + _AGE_UNIT_IN_BRACKETS + r"\)"), 0.75,
            group=1, cues=EVERY_KIN_WORD),
        # "3 KIDS (12, 9, 4)", "kids (15, 13)", "2 KIDS (11 + 8)", "4 kids (19 down to 8)",
        # "kids 6 + 3": ages listed after kin
        Pattern("kin_list", re.compile(
            r"(?i:" + _KIN_WORD + r")\s?\((?P<ages>" + _AGE_LIST + r")\)"), 0.75, group="ages",
            cues=EVERY_KIN_WORD, emit=_each_age),
        Pattern("kin_list_bare", re.compile(
            r"(?i:" + _KIN_WORD + r")\s{1,2}(?P<ages>\d{1,2}(?:\s?(?:,|\+|&)\s?\d{1,2}){1,5})"
            r"(?![\w/%.]|\s?(?:-|\+|x))"), 0.7, group="ages", cues=EVERY_KIN_WORD,
            check=_no_unit_after, emit=_each_age),
        # "their youngest (4)", "their baby (8 mo)", "baby Nasteho (9 days)", "youngest 2.": a
        # child's age
        Pattern("child_age", re.compile(
            r"(?i:" + _CHILD_WORD + r")(?:(?:\s{1,2}[A-Za-z][a-z'’-]+)?\s?\((\d{1,2})"
            + _AGE_UNIT_IN_BRACKETS + r"\)"
            r"|\s{1,2}(\d{1,2})(?![.,]\d)(?=\s{0,2}(?:[,.;)]|$)))", re.MULTILINE),
            0.7, cues=_CHILD_WORDS, emit=_child_age_emit),
        # "she turns 94 in october", "pt turned 90 last week", "... hurts. turns 24 on 8/10"
        Pattern("turns", re.compile(
            r"(?:\b(?i:she|he|pt|patient|who)\s{1,2}|(?<=[.;!]\s)|(?<=[.;!]\s\s)|(?<=[.;!][\"”]\s)|^)"
            r"(?i:just\s{1,2})?"
            r"(?i:turns|turned|turning|will\s{1,2}turn)\s{1,2}(\d{1,3})(?![\w/%])"
            + _AFTER_TURNING, re.MULTILINE), 0.75, group=1,
            cues=(*_AGE_SUBJECTS, "turns", "turned", "turning")),
        # "his 72nd birthday", "her 50th bday": the age of a birthday
        digit_led("birthday", _LB + r"\d?" + ORDINAL + r"[ \t]{1,2}" + BIRTHDAY,
                  0.8, emit=_number_emit),
        # "lived to 101", "died at 55", "passed away at 96": the age a life ended at
        Pattern("life_ended", re.compile(
            r"\b(?i:lived\s{1,2}to|died\s{1,2}at|passed\s{1,2}(?:away\s{1,2})?at)\s{1,2}"
            r"(\d{2,3})(?![\w/%]|[.,]\d|\s{0,2}(?i:yrs?|years?|mins?|minutes?|hrs?|hours?)\b)"),
            0.75, group=1, cues=("lived", "died", "passed")),
        # "at 96 she is dying", "at 55 in 1988": an age after "at" that a person or a year follows
        digit_led("at_age", r"(?<=\b[Aa][Tt] \d)\d{1,2}(?=,?\s{1,2}(?:she|he|SHE|HE|She|He)\b"
                  r"|\s{1,2}(?:in|IN)\s{1,2}(?:19|20)\d\d\b)", 0.7),
        Pattern("words", re.compile(
            r"\b(?i:(" + _WORD_NUMBER + r")[\s-](?:years?|yrs?|months?|weeks?|days?)[\s-]old)"),
            0.85, group=1, cues=_NUMBER_WORDS),
    )

    _DIGIT_OR_WORD = re.compile(r"\d|(?i:\bold\b|\bage)")

    def prefilter(self, text: str) -> bool:
        """Ages need a digit, or the words "old"/"age"."""
        return self._DIGIT_OR_WORD.search(text) is not None

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """Numbers up to 125."""
        value = match.group(pattern.group)
        return not value[0].isdigit() or int(_NUMBER.match(value).group()) <= 125  # type: ignore[union-attr]

    def emit(self, text: str, match: re.Match[str], pattern: Pattern) -> Iterator[Span]:
        """The age number only ("92" of "92-year-old"; "90s" of "in her 90s")."""
        if pattern.tail is None:
            yield from super().emit(text, match, pattern)
            return
        start = match.start()
        end = start + len(_NUMBER.match(text, start).group())  # type: ignore[union-attr]
        yield Span(start, end, self.label, self.source, pattern.score)
