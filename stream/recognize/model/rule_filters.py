"""Rule filters on the tagger's spans: it reads context well, formats and shapes less so.

A URL, an e-mail or an IP address has the shape every recognizer's has (value_shapes.py:
"GU=FOLEY" is a system header, "TF @ GOAL" tube feeds at goal rate); a
lone number ("42" of "ABG 7.42/38"), a shift such as "1900-0700" and a gestational age "34 5/7
wk" are not dates; a lone letter ("67yo M", "bed B") is a sex or a bed, not a name ("Paul M"
keeps its initial); a drug is not a name; a credential alone ("M.D." above a letterhead) is
nothing; and names and places do not start or end with function words ("ADMITTED FROM ST.
MARY'S"). Rules find the real ones.
"""

from __future__ import annotations

import re
from functools import cache

from stream.core import lexicon
from stream.core.categories import NAME_LABELS, Label
from stream.core.entities import FACILITY_WORDS
from stream.core.lexicon import clinical_terms as lexicon_terms
from stream.core.lexicon import is_common_word
from stream.core.spans import Span
from stream.recognize.clinical_content import CHEMISTRY
from stream.recognize.cue_vocabulary import cue_list, word_list
from stream.recognize.edge_words import (
    ANY_KIN_WORD,
    LEADING_WORDS,
    NAME_LIKE_WORDS,
    TRAILING_WORDS,
    verb_before_preposition,
)
from stream.recognize.patterns.dates import (
    clock_like,
    clock_time_at,
    valid_md,
)
from stream.recognize.patterns.month_day import measure_before
from stream.recognize.regex_fragments import ARROW, SIZE_UNIT, trie_source
from stream.recognize.trace import MODEL_FILTERS, Refusal, Trace, Trim
from stream.recognize.value_shapes import address_within, holds_shape, phone_digit_count
from stream.recognize.word_judgements import ICU_ABBREVIATIONS, has_medical_ending, in_device_phrase

_CLOCK_RANGE = re.compile(r"([01]\d|2[0-3])[0-5]\d\s?-\s?([01]\d|2[0-3])[0-5]\d")
_CLOCK_CHARS = "0123456789- "
_DIGIT_GROUPS = re.compile(r"\d+")
_YEAR = re.compile(r"19\d\d|2[01]\d\d")
_SHORT_YEAR = re.compile(r"['’]\d\d(?!\d)")
_GESTATIONAL_AGE = re.compile(r"(?i:\d{2}\s{0,2}(?:\d/7|\+\s?\d)\s{0,2}(?:w|wk|wks|weeks?)\b)")
_GAP = r"(?:[ \t]{1,2}|[ \t]?[-'’.][ \t]?)"
_NAME_GAP = re.compile(_GAP)
# a trie: only whether such a word is there counts
_LETTER_KIND_BEFORE = re.compile(
    r"(?i:\b" + trie_source(cue_list("units", "letter_kind")) + r"[ \t]{1,2}$)")
_CAPITALIZED_BEFORE = re.compile(r"(?<![\w'’-])[A-Z][a-z'’-]+" + _GAP + "$")
_CAPITALIZED_AFTER = re.compile(_GAP + r"[A-Z][a-z'’-]+(?![\w'’-])")
_PLACE_LABELS = frozenset({Label.HOSPITAL, Label.LOCATION})
_COMPASS_LETTER = re.compile(r"[NSEWnsew]\.?")
_TRIMMED_LABELS = NAME_LABELS | _PLACE_LABELS
_WORD = re.compile(r"\S+")
_POSSESSIVE = re.compile(r"['’]s$")
_SENTENCE_WORDS = LEADING_WORDS | TRAILING_WORDS

_MD = re.compile(r"\d\d?/\d\d?")
_LISTED_NUMBERS = re.compile(r"\d{1,2}(?:[ \t]{0,2}(?:,|&|(?i:and|or))[ \t]{0,2}\d{1,2})+")
_MD_RANGE = re.compile(r"\d\d?/\d\d?[ \t]?-[ \t]?\d\d?/\d\d?")
_CREDENTIAL = re.compile(r"(?i:m\.?d\.?|d\.?o\.?|r\.?n\.?|n\.?p\.?|p\.?a\.?(?:-c)?|ph\.?d\.?)")


def checked(spans: list[Span], text: str, trace: Trace | None = None) -> list[Span]:
    """The spans (sorted) whose text can have their label's format, edges trimmed; with
    `trace`, each refused or trimmed span is reported with the filter that did it."""
    kept = []
    for span in spans:
        reason = refusal(span, text)
        if reason is None:
            trimmed = _trimmed(span, text)
            parts = _address_only(trimmed, text)
            whole = [_saint_facility(_whole_code(part, text), text) for part in parts]
            kept += whole
            if trace is not None:
                _report_trim(trace, span, [trimmed], "function words at its edges")
                _report_trim(trace, trimmed, parts, "an address apart from the words beside it")
                for part, grown in zip(parts, whole, strict=True):
                    _report_trim(trace, part, [grown], "a code or a saint's facility, whole")
        elif trace is not None:
            trace.refused(Refusal(span.source, span.start, span.end, f"{MODEL_FILTERS}: {reason}"))
    parts = []
    for span in kept:
        split = _date_range_parts(span, text)
        parts += split
        if trace is not None:
            _report_trim(trace, span, split, "two dates, split at the dash")
    chosen = []
    for i, span in enumerate(parts):
        if not _lone_letter(parts, i, text):
            chosen.append(span)
        elif trace is not None:
            trace.refused(Refusal(span.source, span.start, span.end,
                                  f"{MODEL_FILTERS}: a lone letter, no name beside it"))
    return chosen


# "St. Columbkille's has no neurosurgery": a saint's possessive is a place named for the saint
_SAINT = re.compile(r"(?:St\.?|ST\.?|Saint|SAINT)[ \t][A-Z][A-Za-z-]+(?P<owner>['’][sS])?")


def _saint_facility(span: Span, text: str) -> Span:
    """A name span that is a saint's possessive ("St. Columbkille" before its "'s"), or the
    short form of a facility the note names in full ("St. Benedykta" beside "St. Benedykta
    Community Hospital"), as the facility named for the saint, its "'s" included; a saint's
    name alone stays a name ("St. Clair called back")."""
    if span.label not in NAME_LABELS:
        return span
    end = span.end
    if text[end - 1:end] in ("'", "’") and text[end:end + 1] in ("s", "S"):
        end += 1
    elif text[end:end + 1] in ("'", "’") and text[end + 1:end + 2] in ("s", "S"):
        end += 2
    saint = _SAINT.fullmatch(text, span.start, end) or _SAINT.fullmatch(text, span.start, span.end)
    if saint is None or (saint.group("owner") is None
                         and not _named_in_full(text[span.start:saint.end()], text)):
        return span
    return Span(span.start, saint.end(), Label.HOSPITAL, span.source, span.score)


def _address_only(span: Span, text: str) -> list[Span]:
    """A URL or e-mail span the tagger ran over the words before or after the address
    ("caseworker ms. gautier, mgautier@example.org") as the address alone, so it gets its own
    surrogate, and each run of words beside it that may be a name as a name span ("gautier"):
    what the tagger marked stays marked unless it is plainly no PHI."""
    within = address_within(span.label, text[span.start:span.end])
    if within is None:
        return [span]
    start, end = span.start + within[0], span.start + within[1]
    return ([Span(a, b, Label.PERSON, span.source, span.score)
             for a, b in _uncommon_runs(text, span.start, start)]
            + [span.reshaped(start, end)]
            + [Span(a, b, Label.PERSON, span.source, span.score)
               for a, b in _uncommon_runs(text, end, span.end)])


_LETTERS = re.compile(r"[^\W\d_](?:[\w'’-]*\w)?")


def _uncommon_runs(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The runs of words in text[start:end] other than sentence words and lower-case common
    words ("email Jane Roe": "Jane Roe"; "www.x.org for donations": none)."""
    runs: list[tuple[int, int]] = []
    for word in _LETTERS.finditer(text, start, end):
        value = word.group()
        if (len(value) < 2 or value.lower() in _SENTENCE_WORDS or (
                value.islower() and lexicon.is_common_word(value))):
            continue
        if runs and not text[runs[-1][1]:word.start()].strip(" \t"):
            runs[-1] = (runs[-1][0], word.end())
        else:
            runs.append(word.span())
    return runs


# letters (and digits) joined by a hyphen right before a number: "lsp-" of "lsp-10-55201"
_CODE_PREFIX = re.compile(r"(?<![\w-])[A-Za-z][A-Za-z0-9]{1,5}-?$")


def _whole_code(span: Span, text: str) -> Span:
    """An ID or date span of several dashed parts that the tagger started inside a code
    ("-08-31147", "10-55201" of "crash report # lsp-10-55201") as the whole code, an ID."""
    if span.label not in (Label.ID, Label.DATE):
        return span
    start = span.start + 1 if text.startswith("-", span.start) else span.start
    if (text[start - 1:start] != "-" or not text[start:start + 1].isdigit()
            or "-" not in text[start:span.end]):
        return span  # "ck-1200": a lab and its value, no code of several parts
    prefix = _CODE_PREFIX.search(text, max(0, start - 7), start)
    if prefix is None:
        return span
    return Span(prefix.start(), span.end, Label.ID, span.source, span.score)


def _named_in_full(name: str, text: str) -> bool:
    """Whether `text` writes `name` before a facility word somewhere ("... Community")."""
    return any(word.lower() in FACILITY_WORDS and word.lower() not in _SENTENCE_WORDS
               for word in re.findall(re.escape(name) + r"[ \t]+([A-Za-z]+)", text))


def _report_trim(trace: Trace, span: Span, parts: list[Span], reason: str) -> None:
    """Report each part of `span` that is not `span` itself."""
    for part in parts:
        if (part.start, part.end) != (span.start, span.end):
            trace.trimmed(Trim(span.source, span.start, span.end, part.start, part.end,
                               f"{MODEL_FILTERS}: {reason}"))


def _date_range_parts(span: Span, text: str) -> list[Span]:
    """"3/10-3/14" as two dates: the dash between them is not part of either."""
    if span.label is not Label.DATE or not _MD_RANGE.fullmatch(text, span.start, span.end):
        return [span]
    return [Span(m.start(), m.end(), span.label, span.source, span.score)
            for m in _MD.finditer(text, span.start, span.end)]


def plausible(span: Span, text: str) -> bool:
    """Whether a model span's text can have its label's format."""
    return refusal(span, text) is None


def refusal(span: Span, text: str) -> str | None:
    """Why a model span's text cannot have its label's format (None: it can)."""
    if _CREDENTIAL.fullmatch(text, span.start, span.end):
        return "a credential alone"
    if span.label in NAME_LABELS and text[span.start:span.end].lower() in _drugs():
        return "a drug, not a name"  # "Losartan 50 mg daily"
    if (span.label in _TRIMMED_LABELS
            and _POSSESSIVE.sub("", text[span.start:span.end]) in _SENTENCE_WORDS):
        return "a sentence word alone"  # a lower-case "pt's" or "the" alone
    if span.label in NAME_LABELS and _kin_word_alone(text[span.start:span.end]):
        return "a kin word alone"  # "Mamaw took her", "tutu"; not "Buddy", a name too
    if span.label in _TRIMMED_LABELS and in_device_phrase(text, span.start, span.end):
        return "in a device phrase"  # "Miami J collar", "Bair Hugger", "R FEM QUINTON"
    if span.label in _TRIMMED_LABELS and _clinical_word(span, text):
        return "a clinical word alone"  # "SWAN-GANZ AT 45", "SHILEY", "tf jevity"
    if span.label in _PLACE_LABELS and _COMPASS_LETTER.fullmatch(text, span.start, span.end):
        return "a letter, no place"  # "W" of "on W Cermak Rd", read as a place of its own
    if span.label in _PLACE_LABELS and _no_place_alone(text[span.start:span.end]):
        return "a word that names no place"  # "w/ urosepsis", "mrsa in sputum", "NH3 140"
    if span.label in _PLACE_LABELS and _kind_of_care_place(span, text):
        return "a kind of care place, not which one"  # "UCX FROM OSH", "BACK TO NH"
    return _format_refusal(span, text)


def _kin_word_alone(value: str) -> bool:
    """A kin word that no census list holds as a name."""
    word = _POSSESSIVE.sub("", value).lower()
    return word in ANY_KIN_WORD and word.upper() not in lexicon.name_frequency()


def _format_refusal(span: Span, text: str) -> str | None:
    """Why a structured, age or date span has not its label's format (None: it has)."""
    value = text[span.start:span.end]
    if span.label in (Label.EMAIL, Label.URL, Label.IP):
        return None if holds_shape(span.label, value) else f"no {span.label} shape"
    if span.label in (Label.PHONE, Label.ID) and _measured_value(span, text):
        return "a measured value (in a trend, or a reading at a clock time)"
    if span.label in (Label.PHONE, Label.ID) and _range_end(span, text):
        return "the end of a shift's clock times ('0700-1100')"
    if span.label is Label.PHONE:
        return None if _phone_shaped(value) else "no phone shape (digit count, or a clock time)"
    if span.label is Label.ID and clock_time_at(text, span.start, span.end):
        return "a clock time"  # "SZ X2 @ 0012 AND 0031"
    if span.label is Label.ID:
        return None if _id_shaped(value) else "no identifier shape (under four digits, a score)"
    if span.label is Label.AGE and (_years_of_time(span, text)
                                    or _SIZE_AFTER.match(text, span.end) is not None):
        return "a time span or a size, not an age"  # "retired 2 yrs ago", "19 Fr Blake"
    if span.label is Label.DATE:
        return _date_refusal(span, text)
    return None


def _date_refusal(span: Span, text: str) -> str | None:
    """Why a DATE span is no date (None: it can be one)."""
    if not _date_shaped(span, text):
        return "no date shape (a lone number, a setting or a sign)"
    if _in_clock_range(span, text):
        return "inside a clock range"
    if _in_gestational_age(span, text):
        return "inside a gestational age"
    if _clock_time(span, text):
        return "a clock time"
    if _not_a_day(span, text):
        return "no day (a score, a fraction, a duration)"
    return None


_YEARS_AGO = re.compile(r"\s?(?i:yrs?|years?)\s{1,2}(?i:ago|prior|before|earlier)\b")
# "26 yrs at kingdom energy", "30 yrs underground": years of work or of a life's stage
_YEARS_SPENT = re.compile(r"\s?(?i:yrs?|years?)\s{1,2}(?i:"
                          + trie_source(cue_list("measures", "years_spent_after")) + r")\b")
# "taught 3rd grade 50 yrs", "sang in the choir 60 yrs": what was done a few words before
_SPENT_BEFORE = re.compile(r"(?i:\b(?:" + trie_source(cue_list("measures", "years_spent_verb"))
                           + r")\b[^.;\n]{0,30}$)")
_YEARS_AFTER = re.compile(r"\s?(?i:yrs?|years?)\b")
_YEARS_OLD = re.compile(r"\s?(?i:yrs?|years?)[\s-]{1,2}(?i:old)\b")
# a trie, as is each unit or cue list below: only whether one of its words is there counts
_SIZE_AFTER = re.compile(r"[\s-]?(?i:" + SIZE_UNIT + r")(?!\w)")
_FOR_BEFORE = re.compile(r"(?i:\b(?:for|x|over|past|last|times)\s{1,2})$")


def _years_of_time(span: Span, text: str) -> bool:
    """A number of years ago, for how long or spent somewhere ("2 yrs ago", "for 30 yrs", "26
    yrs at the mine"), not an age."""
    value = text[span.start:span.end]
    spent = (_YEARS_SPENT.match(text, span.end) is not None
             or (_YEARS_AFTER.match(text, span.end) is not None
                 and _YEARS_OLD.match(text, span.end) is None
                 and _SPENT_BEFORE.search(text, max(0, span.start - 40), span.start) is not None))
    return (_YEARS_AGO.match(text, span.end) is not None
            or (spent and value.isdigit() and int(value) < 90)
            or (_YEARS_AFTER.match(text, span.end) is not None
                and _FOR_BEFORE.search(text, max(0, span.start - 8), span.start) is not None))


_BARE_VALUE = re.compile(
    r"[-=]?>?\s{0,2}(\d+(?:\.\d+)?)(?:\s{0,2}" + ARROW + r")?\s{0,2}")
_FROM_A_VALUE = re.compile(r"\d\s{0,2}" + ARROW + r"\s{0,2}$")
_TO_A_VALUE = re.compile(r"\s{0,2}" + ARROW + r"\s{0,2}\d")
_READING_AFTER = re.compile(r"\s{0,2}=\s{0,2}\d")


_CLOCK_BEFORE_DASH = re.compile(r"(?<!\d)(?:[01]\d|2[0-3])[0-5]\d$")
_CLOCK_AFTER_DASH = re.compile(r"[-–](?:[01]\d|2[0-3])[0-5]\d(?!\d)")


def _range_end(span: Span, text: str) -> bool:
    """Whether the span starts at the dash of a shift's clock times ("0700-1100 - H1N1"); the
    dashed part of an identifier or extension ("x4-7730") is none."""
    return (_CLOCK_AFTER_DASH.match(text, span.start) is not None
            and _CLOCK_BEFORE_DASH.search(text, max(0, span.start - 4), span.start) is not None)


def _measured_value(span: Span, text: str) -> bool:
    """A bare number in a trend ("ck 4120 -> 6890") or a clock time a reading follows ("FS 0000
    = 288, 0600 = 176"): a value, no phone or identifier."""
    bare = _BARE_VALUE.fullmatch(text, span.start, span.end)
    if bare is None:
        return False
    start, end = bare.span(1)
    if _READING_AFTER.match(text, end) is not None and clock_like(bare.group(1)):
        return True
    return (_FROM_A_VALUE.search(text, max(0, start - 8), start) is not None
            or _TO_A_VALUE.match(text, end) is not None)


# Codes of scores and counts that read like identifiers: GCS "E3V4M5", obstetric "G2P1".
_SCORE_CODE = re.compile(r"(?i:e\d\s?v\d\s?m\d|g\d+\s?p\d+)")


def _id_shaped(value: str) -> bool:
    """Four digits or more, no score code ("E3V4M5", "G2P1 34", "C3D1", "PGY-3", "I50")."""
    return (len("".join(_DIGIT_GROUPS.findall(value))) >= 4
            and _SCORE_CODE.match(value) is None)


def _phone_shaped(value: str) -> bool:
    """A phone's digit count and no clock time ("called @ 1430", "@ 0407.", "x72h", "cell"),
    nor clock times listed ("@ 2000 + 0100")."""
    groups = _DIGIT_GROUPS.findall(value)
    digits, bare = "".join(groups), value.strip("@~ .,;:")
    if len(digits) == 4 and clock_like(bare):
        return False
    return phone_digit_count(digits) and not (
        len(groups) > 1 and _LISTED_CLOCKS.fullmatch(bare) is not None
        and all(clock_like(g) for g in groups))


_CLOCK_AFTER = re.compile(r"\s?(?:hrs?|h|hours)\b", re.IGNORECASE)
_LISTED_CLOCKS = re.compile(r"\d{4}(?:[ \t]?(?:\+|&|,|(?i:and))[ \t]?\d{4})+")
_NUMERIC_DATE = re.compile(r"(\d\d?)[/-](\d\d?)(?:[/-](\d+))?")
_FRACTIONS = frozenset({"1/2", "1/3", "2/3", "1/4", "3/4"})
_DOSE_AFTER = re.compile(
    r"\s?" + trie_source(cue_list("units", "fraction_dose")) + r"\b", re.IGNORECASE)
_NUMBERS_ONLY = re.compile(r"[\d/ .-]+")
_DURATION_AFTER = re.compile(
    r"\s?(?:days?|wks?|weeks?|mos?|months?|yrs?|years?|hrs?|hours?)\b", re.IGNORECASE)
_SPANS_OF_TIME = frozenset({"week", "weekend", "weekends", "wk", "wknd"})


def _clock_time(span: Span, text: str) -> bool:
    """Whether the span is four digits that a time word or a shift makes a clock time."""
    if not clock_like(text[span.start:span.end]):
        return False
    return (clock_time_at(text, span.start, span.end)
            or _CLOCK_AFTER.match(text, span.end) is not None)


def _not_a_day(span: Span, text: str) -> bool:
    """A/b or a-b that is no month and day either way ("MMSE 23/30", "39-15" of a Queens
    house number), a/b/c whose last part is no year ("gcs 4/5/6"), a fraction before a dose
    ("1/2 tab"), or "week" alone."""
    value = text[span.start:span.end]
    if value.lower() in _SPANS_OF_TIME:
        return True  # "later this week": a span of time, not a date
    if _NUMBERS_ONLY.fullmatch(value) and _DURATION_AFTER.match(text, span.end):
        return True  # "follow-up in 6-8 weeks", "x 3/7 days"
    parts = _NUMERIC_DATE.fullmatch(_slashed_run(text, span.start, span.end))
    if parts is None:
        return False
    a, b, year = int(parts.group(1)), int(parts.group(2)), parts.group(3)
    if not (valid_md(a, b) or valid_md(b, a)):
        return True
    if year is not None and len(year) not in (2, 4):
        return True
    return value in _FRACTIONS and _DOSE_AFTER.match(text, span.end) is not None


def _slashed_run(text: str, start: int, end: int) -> str:
    """The whole run of digits and slashes that start:end is part of: a span taken from inside
    one ("/8/2" of a transfusion ratio "8/8/2") is judged by all of it."""
    while start > 0 and (text[start - 1].isdigit() or text[start - 1] == "/"):
        start -= 1
    while end < len(text) and (text[end].isdigit() or text[end] == "/"):
        end += 1
    return text[start:end]


def _trimmed(span: Span, text: str) -> Span:
    """A name or place span without the function words at its edges.

    In ALL-CAPS notes the tagger runs a facility or name into the words around it
    ("ADMITTED FROM ST. MARY'S", "JOHN HAS BEEN MORE"); those words never start or end one.
    """
    if span.label not in _TRIMMED_LABELS:
        return span
    words = [(m.start(), m.end()) for m in _WORD.finditer(text, span.start, span.end)]
    if len(words) < 2:
        return span
    while len(words) > 2 and span.label in _PLACE_LABELS and verb_before_preposition(
            _bare(text, *words[0]), _bare(text, *words[1])):
        words.pop(0)  # "FOLLOWED AT OSKALOOSE VA": the preposition goes next
    if span.label in _PLACE_LABELS:
        words = _after_leading_clause(text, words)
    while len(words) > 1 and _edge(text, words[0], words[1], LEADING_WORDS, span.label):
        words.pop(0)
    while (len(words) > 1 and span.label in NAME_LABELS
           and _bare(text, *words[0]).lower() in ANY_KIN_WORD):
        words.pop(0)  # "mamaw Ocie Fugate": the relation stays in the note
    while len(words) > 1 and _edge(text, words[-1], words[-2], TRAILING_WORDS, span.label):
        words.pop()
    start, end = words[0][0], words[-1][1]
    if (start, end) == (span.start, span.end):
        return span
    return Span(start, end, span.label, span.source, span.score)


_CLAUSE_BREAKS = frozenset(word_list("through thru at from to into via by w/ with"))
_PLACE_WORDS = frozenset(word_list("center centre medical health home house general memorial"))


def _after_leading_clause(text: str, words: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """A place span without the ordinary words and preposition that lead into it
    ("METHADONE 60MG DAILY THROUGH PVRC CLINIC", "INSURANCE THROUGH KEELSON HEALTH PLAN")."""
    bare = [_bare(text, *w) for w in words]
    for i in range(len(words) - 2, 0, -1):
        if bare[i].lower() in _CLAUSE_BREAKS:
            if all(_ordinary_lead(w) for w in bare[:i]):
                return words[i + 1:]
            break
    return words


def _ordinary_lead(word: str) -> bool:
    """A word that opens a clause before a place, not its name: common, a drug or a dose (not
    a kind of care place: "Hospital at Home" is one name)."""
    if word.lower() in _CARE_KINDS or word.lower() in _PLACE_WORDS:
        return False
    return (is_common_word(word) or word.lower() in _drugs()
            or any(c.isdigit() for c in word) or word.lower() in ICU_ABBREVIATIONS)


def _edge(text: str, at: tuple[int, int], neighbour: tuple[int, int], words: frozenset[str],
          label: Label) -> bool:
    """Whether the word `at` is one of `words` and so not part of the name or place.

    A place's state code is kept ("Quillon, OR"), and so is a capitalized word that can be a
    name ("Ahmed Said", "SMITH, WILL", "Per Olsen") unless the word beside it is a sentence word
    too ("HAS BEEN MORE").
    """
    word = _bare(text, *at)
    if label is Label.LOCATION and word in _state_codes():
        return False
    if word.lower() not in words:
        return False
    return (word.lower() not in NAME_LIKE_WORDS or word.islower()
            or _bare(text, *neighbour).lower() in words)


def _bare(text: str, start: int, end: int) -> str:
    """A word without the punctuation around it."""
    return text[start:end].strip(",.;:()")


def _clinical_word(span: Span, text: str) -> bool:
    """Whether a name or place span is one device eponym, feed or ICU abbreviation alone."""
    word = _POSSESSIVE.sub("", text[span.start:span.end])
    if not (word.islower() or word.isupper()):
        return False  # "Foley" in Title case may be a name the tagger read from context
    if word.upper() in lexicon_terms()["eponym_strong"]:
        return True
    if word.lower() in ICU_ABBREVIATIONS:
        return not (span.label is Label.LOCATION and word.upper() in _state_codes())
    return False


# One word alone that names no place: a specimen, or a kind of place that says not which one.
_NOT_A_PLACE = frozenset(cue_list("places", "not_a_place"))


# Kinds of care place, far places and dialysis days, that say not which one: a place span
# made only of these names none ("OSH ED", "a NH", "LTACH", "dialysis at X MWF").
_CARE_KINDS = frozenset(cue_list("places", "care_kind"))


_ARTICLE_BEFORE = re.compile(r"(?i:\b(?:a|the)[ \t]+)$")


def _kind_of_care_place(span: Span, text: str) -> bool:
    """Whether every word of a place span is a kind of care place ("OSH ED", "ltach");
    "NH" stays a LOCATION where it can be the state ("from NH", not "from a NH"), and "OR"
    after a town ("Salem, OR"; "BACK FROM OR" is the operating room)."""
    words = [w.strip(",.;:()").lower() for w in text[span.start:span.end].split()]
    if span.label is Label.LOCATION and text[span.start:span.end] == "NH":
        return _ARTICLE_BEFORE.search(text, max(0, span.start - 5), span.start) is not None
    if span.label is Label.LOCATION and text[span.start:span.end] == "OR":
        return not text[:span.start].rstrip().endswith(",")  # "BACK FROM OR", not "Salem, OR"
    return bool(words) and all(w in _CARE_KINDS for w in words)


def _no_place_alone(word: str) -> bool:
    """Whether a one-word place span is a medical word, a chemical or a generic kind of place."""
    if " " in word.strip():
        return False
    bare = _POSSESSIVE.sub("", word.strip(",.;:()"))
    cased = bare.islower() or bare.isupper()  # Title case may be a name read from context
    return (bare.lower() in _NOT_A_PLACE or CHEMISTRY.fullmatch(bare) is not None
            or (cased and has_medical_ending(bare)))


@cache
def _state_codes() -> frozenset[str]:
    """Two-letter US state codes ("OR", "IN", "ME" end places)."""
    return frozenset(lexicon.us_states())


@cache
def _drugs() -> frozenset[str]:
    """Lower-cased drug names (generic and brand) of the bundled clinical word list."""
    return frozenset(w.lower() for w in lexicon.clinical_term_sections()["drug"])


def _lone_letter(spans: list[Span], i: int, text: str) -> bool:
    """A one-letter name ("bed B", "67yo M") with no name beside it ("Noor H" is an initial)."""
    span = spans[i]
    if span.label not in NAME_LABELS or span.end - span.start != 1:
        return False
    if _LETTER_KIND_BEFORE.search(text, max(0, span.start - 14), span.start):
        return True  # "bed B", "grade C", "hepatitis B"
    if (_CAPITALIZED_BEFORE.search(text, max(0, span.start - 40), span.start)
            or _CAPITALIZED_AFTER.match(text, span.end)):
        return False  # a name found by another recognizer may stand there
    beside = [spans[j] for j in (i - 1, i + 1) if 0 <= j < len(spans)]
    return not any(other.label in NAME_LABELS
                   and _NAME_GAP.fullmatch(text, min(other.end, span.end),
                                           max(other.start, span.start))
                   for other in beside)


def _date_shaped(span: Span, text: str) -> bool:
    """Words, or digits that read as a date: two or more groups, a year ('24 too), yyyymmdd.

    A lone number is a value ("ABG 7.42/38" gives "42", "RR 18-22" gives "-22"), not a date;
    so are digits right after a ventilator setting or a vital sign ("CPAP 5/5", "RR 18-22").
    """
    value = text[span.start:span.end]
    if _LISTED_NUMBERS.fullmatch(value):
        return False  # "2 KIDS (4 AND 7)": counts or ages listed, no day
    if any(c.isalpha() for c in value) or any(
            _SHORT_YEAR.match(text, at) for at in (span.start - 1, span.start) if at >= 0):
        return True
    if measure_before(text, span.start):
        return False  # "CPAP 5/5", "RR 18-22", "PS 10/5", "day 3/7": a setting, sign or count
    groups = _DIGIT_GROUPS.findall(value)
    if len(groups) >= 2:
        return True
    return bool(groups) and (_YEAR.fullmatch(groups[0]) is not None or len(groups[0]) in (6, 8))


def _in_clock_range(span: Span, text: str) -> bool:
    """Whether the span lies inside "HHMM-HHMM" where not both parts could be years."""
    start, end = span.start, span.end
    while start > 0 and text[start - 1] in _CLOCK_CHARS and span.start - start < 12:
        start -= 1
    while end < len(text) and text[end] in _CLOCK_CHARS and end - span.end < 12:
        end += 1
    match = _CLOCK_RANGE.fullmatch(text[start:end].strip())
    if match is None:
        return False
    parts = [int(p) for p in re.findall(r"\d{4}", match.group())]
    return not all(1900 <= p <= 2100 for p in parts)


def _in_gestational_age(span: Span, text: str) -> bool:
    """Whether the span lies inside "34 5/7 wk" or "39+2 weeks"."""
    for match in _GESTATIONAL_AGE.finditer(text, max(0, span.start - 8), span.end + 14):
        if match.start() <= span.start and span.end <= match.end():
            return True
    return False
