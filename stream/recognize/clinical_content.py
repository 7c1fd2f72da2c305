"""The last check on merged spans: clinical content is never a date, a place or a person.

Every proposer (the model, the rules, the repeated mentions of repeats.py) has its own
filters; this one runs on what the merge made of all of them, so that one check covers every
proposer (rules.py calls it after each merge). A span is refused when

- its text cannot be of its label: a name or facility with no letter ("911 was called"), a
  URL, e-mail, IP or phone without its shape (value_shapes.py);
- it is a DATE that is a value: a vital-sign or ventilator range ("90s/30-40s", "70-80s",
  "18-16" that no month and day can be), a trend ("HCT 31 -> 24"), a count ("x2/3"), a
  setting or score after its measure ("icp 8-14", "grip 4/5", pain "9/10"), a lab value
  ("from 1.1"), "24/7", a clock time after until/till/by/off ("until 2100") or after an
  arrival or a plan ("ARRIVED ER 2015", "will call after 2000"), a part of a day ("this
  afternoon", "eve", "this weekend"), or words with no digit, month, weekday, holiday or
  season ("APRV", "ALF", and a relative date: "last month" names no day);
- it is a one-word name followed by a dose ("Fent 50 mcg/hr": a drug's shorthand);
- it is an AGE followed by a unit no age has ("IgA was 112 U/mL", "40 mg"; "45 yrs" and
  "92 M" stay ages);
- it is a LOCATION of one or two digits before a compass point that ends its phrase: a ward
  ("from 4 west to icu"), no street number ("12 North Main St");
- it is a name or place made only of clinical words: ICU shorthand, devices, drugs and roles
  ("KVO", "lasix", "synch", "swan", "pacer", "aline", "ho" = house officer, "cath"), in-hospital
  places and services ("cath lab", "EW", "OR", "PACU"), numbers and units ("40 min") or
  chemistry ("NH3 140"). A word in Title case that is also a census name ("Swan") stays a
  name; a state code after a comma stays a state ("Salem, OR").

Before that, a span ends at its entity: a dash with a space beside it, and what follows, stay
in the note ("CALVERT- 2 FFP" keeps only "CALVERT"), and so do a part of a day after a date
("Sunday night" keeps "Sunday"), a role or service before a name ("SW Nneka Udeh", "Ortho Dr.
Falkenrath") and a service after a name or place ("dr iwashita ortho", "GVRH cath"). The
note's own declared identifiers (source "input" or "known") are never refused or cut. The word
lists are stream/data/clinical_content.txt and clinical_terms.txt.
"""

from __future__ import annotations

import datetime
import re
from collections import Counter
from functools import cache

from stream.core import lexicon
from stream.core.categories import NAME_LABELS, Label
from stream.core.entities import CREDENTIALS, FACILITY_WORDS, TITLES, fold_word, person_key
from stream.core.lexicon import clinical_words
from stream.core.spans import Span
from stream.recognize.cue_vocabulary import cue_list, cue_lists
from stream.recognize.patterns.addresses import SUFFIX_WORDS
from stream.recognize.patterns.base import has_digit
from stream.recognize.patterns.dates import (
    WEEKDAY_ABBR_ANY,
    clock_like,
    clock_time_at,
    followed_by_unit,
    holds_date_word,
    valid_md,
    weekday_before,
)
from stream.recognize.patterns.identifiers import labelled
from stream.recognize.patterns.month_day import (
    after_a_value,
    among_scores,
    counted_after,
    measure_before,
    scores_on_line,
    strong_date_cue,
)
from stream.recognize.patterns.names import RELATIVE_WORDS, is_census_name
from stream.recognize.regex_fragments import (
    BIRTHDAY,
    LINE_END,
    LOG_DATE,
    MONTH,
    ORDINAL,
    SIZE_UNIT,
    TIME_UNITS,
    UNITS,
    WEEKDAY,
    trie_source,
)
from stream.recognize.titles import title_before
from stream.recognize.trace import LAST_CHECK, Refusal, Trace, Trim
from stream.recognize.value_shapes import EDGE_PUNCTUATION, holds_shape, nanp_digits
from stream.recognize.word_judgements import (
    ICU_ABBREVIATIONS,
    has_medical_ending,
    is_clinical_term,
    is_icu_word,
    is_known_city,
    is_ordinary_word,
    is_state_code,
    is_stopword,
)

_DECLARED_SOURCES = frozenset({"input", "known"})
_MODEL = "model"
_WORD_BEFORE = re.compile(r"([A-Za-z]+)[ \t]{1,2}$")
_WORD_AFTER = re.compile(r"[ \t]{1,2}([A-Za-z]+)")
# What joins the words of one name or place ("FEED & SEED", "GABLES AT HARTSBROOK").
_NAME_JOIN = re.compile(
    r"[ \t]{1,2}(?:(?i:&|and|of|at|on|the|de|la)[ \t]{1,2})?|[ \t]?[-'’.][ \t]?")
_PLACE_LABELS = frozenset({Label.HOSPITAL, Label.LOCATION})
_WORDED_LABELS = NAME_LABELS | _PLACE_LABELS
_PERSON_OR_PLACE = NAME_LABELS | {Label.LOCATION}
_LETTERED_LABELS = NAME_LABELS | {Label.HOSPITAL}  # a LOCATION may be a zip code
_TRAILING = " \t\n,;:-–—(/&"
_GAP = re.compile(r"[ \t]{1,2}")
_SIGN_OFF = "pattern:sign_off/"  # the sign-off family, any of its rules
_SIGNATURE_BEFORE = re.compile(r"(?:^|[.\n-])[ \t]{0,2}$")
_CREDENTIAL_AFTER = re.compile(r",?[ \t]{1,2}(?i:rn|md|np|pa|do|rt|lpn|cna|pa-c)\b")
_CLOCK_HEAD = re.compile(r"(?:@[ \t]?)?(?:[01]\d|2[0-3]):?[0-5]\d[,;:]?[ \t]{1,2}(?=[(+]?\d)")
_CLOCK_OPENING = re.compile(r"(?:[01]\d|2[0-3])[0-5]\d[ \t]{1,2}(?=[^\W\d_])")  # "2020 DEC 27"
_TIMESTAMP_DATE = re.compile(r"(?:^|\n)[ \t]*" + LOG_DATE + "$")
_CLOCK_TAIL = re.compile(r"[ \t]{0,2}(?:@|\bat)[ \t]{0,2}(?:[01]\d|2[0-3])[0-5]\d$")
_ORDINAL_TAIL = re.compile(r"(?<=\d)[ \t]{1,2}\d(?i:st|nd|rd|th)$")  # "864 555 0167 2nd"
_ADDED_COUNT_TAIL = re.compile(r"[ \t]{0,2}\+[ \t]{0,2}~?\d{1,3}$")  # "555-0129 + ~30"
# a clock time after a whole phone number with only a space between ("763-555-0190 1330")
_BARE_CLOCK_TAIL = re.compile(r"(?<=\d)[ \t]{1,2}(?:[01]\d|2[0-3])[0-5]\d$")
# a contact's rank before a phone number ("CONTACT #1 718 555 0143"): "#" and one digit
_RANK_HEAD = re.compile(r"#?\d[ \t]{1,2}(?=\(?\d)")
# an approximate clock time after a name or a place ("on Lake St ~2130"): no house or road
# number is written with a tilde
_APPROXIMATE_CLOCK_TAIL = re.compile(
    r"[ \t]{1,2}(?:@[ \t]{0,2})?~[ \t]?(?:[01]\d|2[0-3])[0-5]\d$")
_FREQUENCY = re.compile(r"(?i:q\d{1,2}(?:h|hr|hrs|min))")
_FREQUENCY_BEFORE = re.compile(r"(?i:\bq\d{1,2}(?:h|hr|hrs|min)[ \t]{1,2}$)")
_HHMM = r"((?:[01]\d|2[0-3])[0-5]\d)"
_SHIFT = re.compile(r"(?<!\d)" + _HHMM + r"[ \t]?-[ \t]?" + _HHMM + r"(?!\d)")
_STATE_JOIN = re.compile(r",[ \t]?")
_ARROW = re.compile(r"->|→|=>")
_DATE_PART = re.compile(r"\d/\d|(?i:" + MONTH + r")")
_ADMIT_BEFORE = re.compile(r"(?i:\badmi(?:t|ssion)(?:[ \t]+note)?[ \t]{1,2}(?:@[ \t]?)?$)")
# a spaced dash, slash, plus or ampersand at a span's end: "2000 -", "2020 /", "3rd +"
_TRAILING_SEPARATOR = re.compile(r"[ \t]+[-–—/+&]+[ \t]*$")
_NEXT_FIELD_NUMBER = re.compile(r"(?<=\d{4})[ \t]+/[ \t]+\d{1,3}$")  # a year, then a field
_STATE_CODE_AFTER = re.compile(r",[ \t]{0,2}([A-Za-z]{2})(?![\w'’-])")
_TITLE_CASE_WORD = re.compile(r"\b[A-Z][a-z]+\b")
_SHIFT_TAIL = re.compile(r"[ \t]{1,2}" + _SHIFT.pattern + "$")
_LAST_WORD = re.compile(r"(?<=[ \t/])(?:[A-Za-z]+|\d{4})$")  # a word, or a clock time
_ROAD_WORDS = SUFFIX_WORDS | frozenset(("route", "highway", "interstate"))
_LEADING_WORD = re.compile(r"([A-Za-z]+)[ \t]+")
_DOSE_NUMBER = re.compile(r"[ \t]{1,2}\d+(?:\.\d+)?")
_DASH_BREAK = re.compile(r"[ \t]*[-–—]+[ \t]+|[ \t]+[-–—]+")

_DECADE_S = re.compile(r"(?<=\d)s\b")
_VALUE_RANGE = re.compile(r"\d+s?\s?[/-]\s?\d+(?:\s?-\s?\d+)?s")  # 90s/30-40s, 70-80s
_RANGE_TOP = re.compile(r"\d+0s")  # the "80s" of "70-80s" alone
_RANGE_BOTTOM_BEFORE = re.compile(r"(?<![\d/.-])\d{2,3}s?\s?[-–]\s?$")  # "70-", not "1960-"
_TREND_BEFORE = re.compile(r"(?i:(?:\b(?:up|down)\s(?:from|to)|->|→)\s{0,2}$)")  # "up from"
_SETTING = re.compile(r"\d{1,2}/\d{1,2}/\d{1,2}")  # "pca 1/8/30": dose, lockout, limit
_PAIR = re.compile(r"(\d{1,2})\s?[/-]\s?(\d{1,2})")
_SLASHED_PAIR = re.compile(r"\d{1,2}/\d{1,2}")
_DASHED_PAIR = re.compile(r"\d{1,3}-\d{1,3}")
_RANGE_ARROW_BEFORE = re.compile(r"(\d{1,3})-(\d{1,3})[ \t]{0,2}(?:->|→)[ \t]{0,2}$")
_TENTHS = re.compile(r"(?:10|\d)/10")
_RANGE_OPENING = re.compile(r"\s?[-–]\s?\d")  # "2/10-3/1": the first day of a stay
_FIFTHS = re.compile(r"[0-5]/5")
_STRENGTH_BEFORE = re.compile(r"(?i:\b" + trie_source(cue_list("measures", "strength_word"))
                              + r"\b)")
# pain scales, and a dose given for a score ("percocet x1 for 4/10", "dilaudid prn for 8/10")
_SCORE_BEFORE = re.compile(
    r"(?i:\b(?:pain|flacc|faces|cpot|nrs)\b|\d/10\b"
    r"|\b(?:x[ \t]?\d|prn|given)[ \t]{1,2}for[ \t]{1,2}$)")
# a pain or sedation scale and the bottom of a range, right before its top's score ("cpot 1-")
_SCALE_SCORE = re.compile(r"\d{1,2}/(?:10|8|4)")
_SMALL_NUMBER = re.compile(r"\d{1,3}")  # a rate after a rhythm word ("AFIB 56"), a mile
_MILE_BEFORE = re.compile(r"(?i:\bmiles?[ \t]{1,2}$)")  # "mile 18" of a race or a road
_SCALE_RANGE_BEFORE = re.compile(
    r"(?i:\b(?:pain|flacc|faces|cpot|nrs|bps)\b[ \t:=]{0,3}\d{1,2}[ \t]?-[ \t]?$)")
# a measure after a clock time: "2000 nihss 8, 2100 nihss 8" (hourly checks), "0400 bp 90/50"
_SERIES_START = re.compile(r"(?:^|[,;][ \t]{0,2})$", re.MULTILINE)  # a line or a list item
_MEASURE_AFTER = re.compile(r"[ \t]{1,2}(?i:" + trie_source(
    cue_list("measures", "look_alike_before")) + r"|nihss)\b")
# a floor of a building: "3rd floor elevator bldg", "5th floor walk-up", "floor 4"
_FLOOR_WORD = r"(?:floor|flr|fl)\b"
_FLOOR = re.compile(r"(?i:\d{1,2}(?:st|nd|rd|th)?[ \t]{0,2}" + _FLOOR_WORD
                    + r"\.?|(?:floor|flr)[ \t]{0,2}\d{1,2})")
_FLOOR_AFTER = re.compile(r"(?i:[ \t]{1,2}" + _FLOOR_WORD + ")")
_COUNT = r"(?i:x[ \t]?\d{1,3})"  # "x6": times or years, no place
# "San Benito x6", "in Kent 2 yrs", "x3 mos": a count, or a number of years, months or weeks
_DURATION_UNIT = r"(?i:yrs?|years?|mos?|months?|wks?|weeks?)"
# a count or a duration as a whole span: "x6", "24 H CT", "48 hrs", "x8 mo"
_COUNT_ALONE = re.compile(r"(?i:x[ \t]?)?\d{1,3}[ \t]?(?:" + _DURATION_UNIT
                          + r"|(?i:h|hrs?|hours?|days?))\.?|" + _COUNT)
# a kind of home, no place: "a 2 br apt", "SECTION 8 APT"
_KIND_OF_HOME = re.compile(r"(?i:(?:\d[ \t]?(?:br|bdrm?|bedroom)|section[ \t]8)[ \t]{1,2}"
                           r"(?:apt|apartment|house|home|housing|trailer)\.?)")
_COUNT_TAIL = re.compile(r"(?<=\w)[ \t]{1,2}(?:" + _COUNT + r"|\d{1,3}[ \t]?" + _DURATION_UNIT
                         + r"\.?)$")
# "fished out of gloucester 50 yrs": the number, its unit after the span
_NUMBER_TAIL = re.compile(r"(?<=[^\W\d_])[ \t]{1,2}\d{1,3}$")
_DURATION_AFTER = re.compile(r"[ \t]?" + _DURATION_UNIT + r"\b")
_HOURS_AFTER = re.compile(r"[ \t]?(?i:hrs?|hours?|h|mins?|minutes?)\b")
_RHYTHM_BEFORE = re.compile(r"(?i:\b" + trie_source(cue_list("measures", "rhythm_word"))
                            + r"[ \t:=]{1,2}$)")
_CULTURE_BEFORE = re.compile(r"(?i:\b" + trie_source(cue_list("measures", "culture_word"))
                             + r"\b)")
# the growth right after the bottles or a word or two later ("bcx 2/2 curved GNR", "bcx 2/4 =
# staph epi"), or an organism by its genus's initial and its species ("BCX 2/2 N. MENINGITIDIS")
_GROWTH_AFTER = re.compile(r"(?i:(?:[ \t]{1,2}[a-z]{2,})?(?:[ \t]{1,2}[a-z]{2,})?"
                           r"(?:[ \t]{0,2}[=:])?[ \t]{1,2}(?:\+|"
                           + trie_source(cue_list("measures", "culture_growth"))
                           + r"\b|[a-z]\.[ \t]?[a-z]{5,}\b))")
_COURSE_BEFORE = re.compile(r"(?i:(?<!last )(?<!next )(?<!prior )(?<!since )\b"
                            + trie_source(cue_list("measures", "course_word"))
                            + r"[ \t]{1,2}(?:(?:day|dose|session|#)[ \t]{0,2})?$)")
_DECIMAL = re.compile(r"(\d{1,3})\.(\d{1,3})")
# a balloon pump's augmented pressure ("iabp 1:1, aug 98"), not a month and year ("cabg aug 98")
# a balloon pump's augmented pressure ("aug 98") after the pump or its ratio, or in a line that
# names the pump
_AUGMENTATION = re.compile(r"(?i:aug)\.?[ \t]{0,2}\d{2,3}")
_PUMP_BEFORE = re.compile(r"(?i:\b(?:iabp|ibp|balloon pump|1:[1-4])(?![\w:]))")
_BALLOON_PUMP = re.compile(r"(?i:\biabp\b|balloon[ \t]pump)")
_PREGNANT_AFTER = re.compile(r"(?i:\s{1,2}(?:mo|mos|months?|wks?|weeks?)\.?\s{1,2}pregnant)")
_ORDINAL = re.compile(r"\d{1,2}" + ORDINAL)
_FRACTION = re.compile(r"\d/\d{1,2}" + ORDINAL)  # "1/5th", "1/2nd"
_OF_AFTER = re.compile(r"[ \t]{1,2}(?i:of)\b")
_ORDINAL_SERIES = re.compile(r"/?(?:\d{1,2}" + ORDINAL + r"/)+\d{1,2}" + ORDINAL + r"|/\d{1,2}"
                             + ORDINAL)  # "3rd/4th", "/4th" (a series' part)
_PHONE_CUES = cue_list("identifiers", "phone_cue")
# what stands before a pager's or an extension's four digits ("(pgr 2231)", "ext. 4417", "#5514")
_PHONE_CUE_BEFORE = re.compile(
    r"(?i:(?:\b(?:" + trie_source((*_PHONE_CUES, "ext", "x", "line", "number", "no",
                                    "extension")) + r")|#)[ \t.:#]{0,3}$)")
# a building's year, no person's: "the church was built in 1906", "condo bldg built 1971"
_BUILDING_YEAR_BEFORE = re.compile(
    r"(?i:\b(?:built|founded|established|constructed)(?:[ \t]{1,2}(?:in|around|circa|c\.))?"
    r"[ \t]{1,2}$)")
_YEAR_ALONE = re.compile(r"(?:1[7-9]|20)\d\d")
# four digits that only a clock time before ten can be, no year, month or day: "0010", "0945"
_EARLY_CLOCK = re.compile(r"0\d[0-5]\d")
_VIRUS_SUBTYPE = re.compile(r"(?i:h\d{1,2}n\d{1,2})")
_BIRTHDAY_AFTER = re.compile(r"[ \t]{1,2}" + BIRTHDAY)
# "the" or a month or weekday before a day of the month alone ("on the 11th", "Tues 14th")
_DAY_BEFORE = re.compile(
    r"(?i:\bthe|" + WEEKDAY_ABBR_ANY + "|" + WEEKDAY + "|" + MONTH + r")\.?\s{1,2}$")
_LANGUAGES = frozenset(cue_list("ordinary_words", "language"))
_GENERIC_ORGANIZATIONS = frozenset(cue_list("facility_heads", "generic_organization"))
_NUMBER_LABELS = frozenset(
    cue_lists("identifiers", "identifier_label", "phone_cue", "phone_id_label"))
"""The words before an identifier or a phone number ("mrn", "pgr"): never the value itself."""
_THE = re.compile(r"^the\s+")
_ADDRESS_UNIT_BEFORE = re.compile(
    r"(?i:\b" + trie_source(cue_list("places", "address_unit")) + r")\.?[ \t]{1,2}#?$")
_TITLED_NEXT = re.compile(r"[ \t]{1,2}[A-Z][a-z]")
_PEOPLE_AFTER = re.compile(
    r"(?i:\+?[ \t]{1,2}" + trie_source(cue_list("measures", "people_counted")) + r"\b)")
# a street after an ordinal ("4th st"): a place, which a tagger's date span still covers
_STREET_AFTER = re.compile(
    r"(?i:\s{1,2}" + trie_source(cue_list("places", "street_suffix")) + r")\b")
_VALUE_BEFORE = re.compile(r"(?i:(?:\bfrom|\bto|\bwas|\bof|->|\(|\d)\s{0,2}$)")
_COUNT_BEFORE = re.compile(r"(?i:(?<![a-z])x\s?$)")
_NEXT_BOTTLES = re.compile(r"[ \t]{0,2}(?:->|→)[ \t]{0,2}\d/\d(?!\d)")  # "bcx 2/4 -> 0/4"
# the next count, "to" a count that grew something ("blood cx went from 2/4 to 4/4 e. coli")
_TO_BOTTLES = re.compile(r"[ \t]{1,2}to[ \t]{1,2}\d/\d(?!\d)")
_BOTTLES_BEFORE = re.compile(r"\d/\d[ \t]{0,2}(?:->|→|to)[ \t]{0,2}$")  # the count before
_CULTURE_REACH = 40  # characters before a chained count searched for its culture word
# an organism grown in the cultures before them: "N. MENINGITIDIS IN BCX 2/2"
_GROWN_IN_BEFORE = re.compile(
    r"(?i:(?:\b[a-z]\.[ \t]?[a-z]{5,}|\b" + trie_source(cue_list("measures", "culture_growth"))
    + r")[ \t]{1,2}in[ \t]{1,2}" + trie_source(cue_list("measures", "culture_word"))
    + r"[ \t]{1,2}$)")
# the growth named right between the culture word and the bottles ("bcx MRSA 2/4, vanc day
# 3"; not "bcx 4/4 MSSA 1/6 at [a hospital]", the date of the culture)
_GROWTH_BEFORE = re.compile(
    r"(?i:\b" + trie_source(cue_list("measures", "culture_word")) + r"[ \t]{1,2}"
    + trie_source(cue_list("measures", "culture_growth")) + r"[ \t]{1,2}$)")
_CENSUS_WORD = re.compile(r"(?i:\bcensus\b)")
_CENSUS_UNIT_BEFORE = re.compile(
    r"(?i:\b(?:" + trie_source(cue_list("care_transfer", "census_unit")) + r")[ \t:]{1,2}$)")
# numbers no date is written with: a part of three digits ("bs 150-200", "Vt 450-500"), a
# range of decimals ("K 3.5-4.0"), a sign ("RASS -2")
_NUMBER_PAIR = re.compile(r"(\d{1,3})\s?[/-]\s?(\d{1,3})")
_DECIMAL_RANGE = re.compile(r"(\d{1,3})\.(\d{1,3})\s?-\s?(\d{1,3})\.(\d{1,3})")
_SIGNED = re.compile(r"[-+]\d+(?:\.\d+)?")
# a spinal level: "L4-5", "c5-6", "T11" (the letter of its segment right before the digits)
_SEGMENT_BEFORE = re.compile(r"(?<![A-Za-z])[CTLSctls]$")
_LEVEL = re.compile(r"\d{1,2}(?:-\d{1,2})?")
# a murmur's grade out of six: "2/6 SEM", "3/6 holosystolic murmur"
_MURMUR_GRADE = re.compile(r"[1-6]/6")
_MURMUR_AFTER = re.compile(r"(?i:[ \t]{1,2}" + trie_source(cue_list("measures", "murmur_word"))
                           + r"\b)")
# a rate after an amount and at most two words of what is counted: "4-6 BC powders a day",
# "6-8 beers/day", "1-2 ppd" (not "a day after", "a day later": a date's neighbour)
_RATE_AFTER = re.compile(
    r"(?i:(?:[ \t]{1,2}[a-z][a-z'’.-]*){0,2}(?:[ \t]{0,2}/[ \t]?(?:day|d|wk|week|night)\b"
    r"|[ \t]{1,2}(?:a|per|each|every)[ \t]{1,2}(?:day|week|wk|night)\b"
    r"(?![ \t]{1,2}(?:after|later|before|prior|earlier|ago)\b)"
    r"|[ \t]{1,2}(?:daily|nightly|weekly|ppd|qd)\b))")
_CLOCK_CUE = re.compile(
    r"(?i:\b(?:until|till|til|untill|off|by|after|before|from|since)\s{1,2}$)")
_IN_BEFORE = re.compile(r"(?i:\bin\s{1,2}$)")
_LATER_DAY = r"tonight|tomorrow|tmrw"  # a later part of this day, or the next
_DAY_BEFORE_CLOCK = re.compile(
    r"(?i:\b(?:today|tmr|" + _LATER_DAY + r")\s{1,2}(?:(?:@|at)\s{0,2})?$)")
# one earlier in the line: "club tonight on hwy 2 storm coming after 2000" ("today she said she
# quit after 2015" is a year)
_TODAY_EARLIER = re.compile(
    r"(?i:\b(?:" + _LATER_DAY + r"|this[ \t]{1,2}(?:evening|afternoon))\b)")
_WEEKDAY_AFTER_CLOCK = re.compile(r"\s{1,2}(?:on\s{1,2})?(?:" + WEEKDAY_ABBR_ANY + ")")
# the years a note of today may name: four digits after them that read as a clock time are one
_RECENT_YEARS = range(1950, 2031)
_RATE_BEFORE_CUE = re.compile(
    r"(?i:(?:/[ \t]?(?:hr|h|min)|\bq[ \t]?\d{1,2}[ \t]?(?:min|mins|h|hr|hrs))\)?[ \t]{1,2}"
    r"(?:since|from|until|till|til)[ \t]{1,2}$)")
# what a death's hour follows: "pronounced (dead|by Dr. Name)", "confirmed dead", "confirmed by
# Dr. Name" (not "confirmed by biopsy 2015"), "died", "expired", "passed (away)", then "at" or
# "@" at most
_DEATH_BEFORE = re.compile(
    r"(?i:\b(?:(?P<pronounced>pronounced(?:[ \t]{1,2}(?:dead|by(?:[ \t]{1,2}dr\.?)?"
    r"(?:[ \t]{1,2}[a-z'’-]+){1,2}))?|confirmed[ \t]{1,2}(?:dead|by[ \t]{1,2}dr\.?"
    r"(?:[ \t]{1,2}[a-z'’-]+){1,2}))|died|expired|passed(?:[ \t]{1,2}away)?)[ \t]{1,2}"
    r"(?:(?:at|@)[ \t]{0,2})?$)")
# the words that may name the patient before died, expired or passed: "pt", a title, a name
_PATIENT_WORDS = frozenset(("pt", "patient", "the", *cue_lists("titles", "person_title",
                                                                 "patient_title")))
_RECHECK_BEFORE = re.compile(r"(?i:\b(?:recheck|re-check|redraw)[ \t]{1,2}(?:@[ \t]?)?$)")
_AROUND_THE_CLOCK = frozenset({"24/7"})
_VALUE_CHAIN = re.compile(r"(?<![\d.])\d+(?:\.\d+)?(?:/\d+(?:\.\d+)?)+")
_LONGEST_COURSE = 12  # sessions of a course counted as a/b ("plex 5/5", "cycle 3/6")
_COMPLETED_AFTER = re.compile(r"(?i:[ \t]{1,2}(?:done|complete|completed|finished)\b)")
_CHAIN_REACH = 24  # characters searched around a span for the chain of values holding it
# a/b (and a percentage) before an arrow: the value after it is the trend's next setting
_SETTING_BEFORE_ARROW = re.compile(
    r"(?<![\d/])(\d{1,2})/(\d{1,2})(?P<percent>[ \t]{1,2}\d{2,3}%)?[ \t]{0,2}(?:->|→|=>)"
    r"[ \t]{0,2}$")
_TREND = re.compile(r"\d+(?:\.\d+)?\s{0,2}(?:->|→|=>)\s{0,2}\d+(?:\.\d+)?")  # HCT 31 -> 24
_EVENT_LEAD = 40  # characters searched before a clock time for its arrival or plan
# a clock time that opens a line of a log, and how far the log's next entry may stand
_LINE_OPENING_CLOCK = re.compile(r"^[ \t]*((?:[01]\d|2[0-3])[0-5]\d)(?![\d/:.-])", re.MULTILINE)
_TIMELINE_REACH = 400
# a drug, device or drip taken off before a clock time ("off prop ", "bipap off since ")
_OFF_BEFORE = re.compile(
    r"(?i:(?:(?<![\w-])off[ \t]{1,2}(?P<treatment>[a-z][\w-]*)"
    r"(?:[ \t](?P<second>(?!since\b)[a-z][\w-]*))?"
    r"|(?<![\w-])(?P<before>[a-z][\w-]*)[ \t]{1,2}off)"
    r"[ \t]{1,2}(?P<since>since[ \t]{1,2})?(?:@[ \t]?|at[ \t]{1,2})?)$")
# "here" right before a clock time someone arrived or stayed at ("here 1935", "here @ 1500")
_HERE_BEFORE = re.compile(r"(?i:(?<![\w-])here[ \t]{1,2}(?:@[ \t]?|at[ \t]{1,2})?)$")
# a year someone came to live here: "came here 1980", "moved here in", "lived here since"
_SETTLED_BEFORE = re.compile(
    r"(?i:\b" + trie_source(cue_list("dates", "settled_verb")) + r"\b[^\n.;]{0,12}$)")
# a clock time that opens a line before what happened ("1910 ct output 150", "1942 ir perc
# chole tube placed @ 1840"), in a line that gives another event its clock time ("@ 1915")
_OPENS_WITH_LOWER = re.compile(r" [a-z]")
_AT_CLOCK = re.compile(r"@ ?(?:[01]\d|2[0-3])[0-5]\d(?!\d)")
_WARD_NUMBER = re.compile(r"\d{1,2}")
# then punctuation, the end, or a word of moving between units (a trie: in the look-ahead only
# whether one follows counts)
_COMPASS_AFTER = re.compile(
    r"[ \t]{1,2}(?i:north|south|east|west)\b(?=[ \t]*(?:$|[^\w\s]|(?i:"
    + trie_source(cue_list("care_transfer", "ward_after")) + r")\b))", re.MULTILINE)
CHEMISTRY = re.compile(r"[A-Z][A-Za-z]?\d{1,2}[+-]?")  # NH3, CO2, O2
_WORD = re.compile(r"[^\s,;:()]+")
_JOINED = re.compile(r"[-/]")
_POSSESSIVE = re.compile(r"['’]s$")
_NUMBER = re.compile(r"[\d.,/-]+")
# a room's or a bed's number: "RM 4406", "room #12", "bed 14B" (no phone or id is written so)
_ROOM_NUMBER = re.compile(r"\d{1,5}[A-Za-z]?")
_ROOM_BEFORE = re.compile(r"(?i:\b(?:rm|room|bed)[ \t]?#?[ \t]?)$")
# A lot number names a batch of a drug, a blood product or a test kit, no person: the values
# after "lot" up to the clause's end ("(lot # AZ-2218 per pharmacy)", "LOT 4471-C + 4471-D").
_ID_OR_PHONE = (Label.ID, Label.PHONE)  # not DATE: "found in the parking lot 3/2"
_LOT_LABEL = re.compile(r"(?i:lot)\b[ \t]*(?:#|no\.?|number)?[ \t]*:?[ \t]*")
# lot values, one or several joined ("1008-3317 + 1008-3319", "4471-C, 4471-D")
_LOT_VALUES = r"(?:[\w-]+[ \t]{0,2}[+,&/][ \t]{0,2})*[\w-]*"
_LOT_BEFORE = re.compile(r"(?i:(?<!parking )\blot)[ \t]{0,2}(?:#|no\.?|number)?[ \t]{0,2}:?"
                         r"[ \t]{0,2}" + _LOT_VALUES + r"\Z")
_LOT_VALUE = re.compile(_LOT_VALUES)
# an implanted device's lot is part of its identifier: "Implant: Dobhoff, lot YW10-068703"
_DEVICE_BEFORE = re.compile(r"(?i:\b(?:implant\w*|device|pacemaker|icd|stent|prosthe\w*|graft"
                            r"|valve|lvad|serial|udi|model)\b)")
# a clock time after an ICU procedure done today: "intubated there 1930", "evacuated 2010 (dr.
# saifullah)", "extubated 2020 to 4L NC"; "intubated 2019 for covid" keeps its year
_PROCEDURE_CLOCK_BEFORE = re.compile(
    r"(?i:\b(?:(?:re)?intubated|extubated|evacuated|(?:de)?cannulated|proned)"
    r"(?:[ \t]{1,2}at[ \t]{1,2}(?:the[ \t]{1,2})?(?:bs|bedside))?"
    r"(?:[ \t]{1,2}(?P<place>there|here))?[ \t]{1,2})\Z")
_TODAY_AFTER = re.compile(
    r"[ \t]{1,2}(?i:\(dr\b|by[ \t]{1,2}dr\b|to[ \t]{1,2}(?:\d{1,2}[ \t]?l\b|nc\b|bipap\b"
    r"|hfnc\b|cpap\b|room[ \t]air\b|ra\b|trach[ \t]collar\b|tc\b)|->|→)")
# units of a dose after a number ("Kcentra 2000 u", "heparin 5000 units"; not "2010 u/s")
_UNITS_OF_DOSE_AFTER = re.compile(r"[ \t]?(?i:u|iu|units?)(?![\w/])")
# a word the tagger took into a span before its digits, unless it is a phone's own cue
_WORD_BEFORE_DIGITS = re.compile(
    r"(?:(?!(?i:" + trie_source(_PHONE_CUES) + r")[ \t])"
    r"[A-Za-z]{1,4}[ \t])?")
# two numbers of up to three digits, the second larger: a range of values, no phone ("UOP goal
# > 200 cc/hr (running 150-220)")
_ASCENDING_PAIR = re.compile(r"(\d{2,3})[ \t]?-[ \t]?(\d{2,3})")
_RANGE_UNIT = re.compile(r"[ \t]?(?:°?[FC]|h|hrs?)$")  # a range's unit: "115-118 F", "48-72h"
# an ordinal before a trailer's kind: "back to the 5th wheel"
_WHEEL_AFTER = re.compile(r"(?i:[ \t]{1,2}wheel\b)")
# what a count of things given or tried follows an ordinal with, even after "the" ("after the 3rd
# + 4th u", "the 2nd dose"): another ordinal may stand between
_COUNTED_AFTER_ORDINAL = re.compile(
    r"(?i:(?:[ \t]{0,2}(?:\+|&|and|,)[ \t]{0,2}\d{1,2}" + ORDINAL + r")?[ \t]{1,2}"
    + trie_source(cue_list("measures", "ordinal_counted")) + r"\b(?!/))")  # not "3rd u/s"
# A service's own number names no patient: a phone interpreter's operator number in a line
# about an interpreter ("used interpreter #20573", "phone line (#40581)", "interpreter by phone,
# #27740"), and the hospital's emergency line ("rrt (7777)", "dial 7777"); the whole span is the
# number, so nothing after it is let go with it.
_SERVICE_NUMBER = re.compile(r"\(?#?[ \t]?\d{4,6}\)?")
_INTERPRETER = re.compile(r"(?i:\binterpret)")
_INTERPRETER_NUMBER_BEFORE = re.compile(
    r"(?i:\b(?:interpreters?|line|phone)[ \t,(]{1,3}(?:id[ \t]?)?#?[ \t]?)\Z")
_EMERGENCY_LINE_BEFORE = re.compile(
    r"(?i:\b(?:rrt|rapid[ \t]response|code[ \t]blue|dial(?:ed)?)(?:[ \t](?:line|team))?"
    r"[ \t]{1,2}\(?)\Z")
_EMERGENCY_NUMBER = re.compile(r"\(?\d{4}\)?")
# a number and a unit of size as a whole span ("28 Fr", "18 ga"; not "5 Points", a place)
_SIZED_NUMBER = re.compile(r"\d{1,4}(?:\.\d+)?[ \t]?(?i:" + SIZE_UNIT + r")\b\.?")


def refuse_non_phi(spans: list[Span], text: str, trace: Trace | None = None) -> list[Span]:
    """`spans` (merged, sorted) cut to their entity, without those that are clinical content
    or cannot be of their label; with `trace`, each cut and refusal is reported with why."""
    kept: list[Span] = []
    surnames = _surnames(spans, text)
    for i, span in enumerate(spans):
        if span.source.split(":", 1)[0] in _DECLARED_SOURCES:
            kept.append(span)
            continue
        parts = at_entity_end(span, text, surnames)
        if trace is not None:
            _report_cut(trace, span, parts)
        in_a_name = _in_a_name(spans, i, text)
        for part in parts:
            reason = refusal(part, text, in_a_name)
            if reason is None and not in_a_name and _ordinary_word_alone(spans, i, part, text):
                reason = "the tagger's ordinary word alone"  # "given to him", "IN LOBBY"
            if reason is None:
                kept.append(part)
            elif trace is not None:
                trace.refused(Refusal(part.source, part.start, part.end,
                                      f"{LAST_CHECK}: {reason}"))
    return kept


def _drug_lot(span: Span, text: str, value: str) -> bool:
    """Whether an ID or phone span is the lot number of a drug, a blood product or a test kit:
    "lot" before it (or heading it), nothing but lot values in it, and no implanted device
    before it in its sentence."""
    line = text.rfind("\n", 0, span.start) + 1
    if not (_LOT_LABEL.match(value)
            or _LOT_BEFORE.search(text, max(line, span.start - 24), span.start)):
        return False
    # the label's number sign may open the span ("lot" + "# C3847AA")
    lot = _LOT_LABEL.sub("", value, count=1).lstrip("#: \t")
    if len(lot) < 4 or _LOT_VALUE.fullmatch(lot) is None:
        return False  # "RV Resort, lot 217", a lot of land; "lot 4471, MRN 2093...", more
    # than lot numbers: the span is left to the other checks
    sentence = max(line, text.rfind(". ", line, span.start) + 1)
    return _DEVICE_BEFORE.search(text, sentence, span.start) is None


def _service_number(span: Span, text: str, value: str) -> bool:
    """Whether an ID or phone span is nothing but the number of a phone interpreter (in a line
    that names an interpreter) or of the hospital's emergency line."""
    line = text.rfind("\n", 0, span.start) + 1
    lead = max(line, span.start - 24)
    interpreter = (_SERVICE_NUMBER.fullmatch(value) is not None
                   and _INTERPRETER.search(text, line, span.start) is not None
                   and _INTERPRETER_NUMBER_BEFORE.search(text, lead, span.start) is not None)
    return interpreter or (_EMERGENCY_NUMBER.fullmatch(value) is not None
                           and _EMERGENCY_LINE_BEFORE.search(text, lead, span.start) is not None)


def _report_cut(trace: Trace, span: Span, parts: list[Span]) -> None:
    """Report the parts `at_entity_end` cut `span` to (nothing left: refused)."""
    if not parts:
        trace.refused(Refusal(span.source, span.start, span.end,
                              f"{LAST_CHECK}: no letter or digit left at its entity's end"))
    for part in parts:
        if (part.start, part.end) != (span.start, span.end):
            trace.trimmed(Trim(span.source, span.start, span.end, part.start, part.end,
                               f"{LAST_CHECK}: cut at its entity's end (a clock time, a "
                               "count, a spaced dash, trailing punctuation, a unit or a "
                               "service)"))


def _in_a_name(spans: list[Span], i: int, text: str) -> bool:
    """Whether a name or place span is part of a longer one ("Cedar Spinney" + "LTACH", a
    town and its state: "hartford, ct"), a sign-off or a name a credential follows ("ALLEGRA,
    RN", "-jt rn")."""
    span = spans[i]
    return (_beside_a_name(spans, i, span, text, _GAP) or span.source.startswith(_SIGN_OFF)
            or _state_of_a_town(spans, i, text)
            or _CREDENTIAL_AFTER.match(text, span.end) is not None
            or (LINE_END.match(text, span.end) is not None and _SIGNATURE_BEFORE.search(
                text, max(0, span.start - 3), span.start) is not None))


def _state_of_a_town(spans: list[Span], i: int, text: str) -> bool:
    """Whether spans[i] is a state's code after a town and a comma ("hartford, ct")."""
    span, town = spans[i], spans[i - 1] if i else None
    return (town is not None and span.label is Label.LOCATION and town.label is Label.LOCATION
            and text[span.start:span.end].upper() in lexicon.us_states()
            and _STATE_JOIN.fullmatch(text, town.end, span.start) is not None)


def _beside_a_name(spans: list[Span], i: int, part: Span, text: str, join: re.Pattern[str]
                   ) -> bool:
    """Whether a name or place span is next to `part` (of spans[i]), only `join` between."""
    return any(other.label in _WORDED_LABELS
               and join.fullmatch(text, min(other.end, part.end), max(other.start, part.start))
               for other in (spans[j] for j in (i - 1, i + 1) if 0 <= j < len(spans)))


def _titles_only(value: str) -> bool:
    """Whether a name span holds only titles that no census name is ("Dr.", "Rev."): no name,
    nothing to replace ("Pastor" and "Major" may be surnames, which the name strategy redacts)."""
    words = [w.strip(EDGE_PUNCTUATION).lower() for w in value.split()]
    return bool(words) and all(w in TITLES and not is_census_name(w) for w in words)


def _role_in_lower_case(value: str, text: str) -> bool:
    """Whether a name span is one title that may be a surname ("pastor", "major") written in
    lower case in a note that capitalises words: a role there, where a surname would be
    capitalised ("visitor list = mom, grandmother, pastor only")."""
    word = value.strip(EDGE_PUNCTUATION)
    return (word.islower() and word in TITLES and " " not in word
            and _TITLE_CASE_WORD.search(text) is not None)


def _ordinary_word_alone(spans: list[Span], i: int, part: Span, text: str) -> bool:
    """Whether the tagger's name or town is one everyday English word, in lower or upper case,
    that no census name, town, state or date word ("sat") is ("w/ burn rn x", "given to him",
    "CT IN AM", "FRIENDS IN LOBBY"), with no title or relation word before it ("DR. BURN", "son
    piers", "BUDDY SKIP"), no word no list holds beside it ("quemado flats", "desert
    lifeshare"), no article before a place ("IN THE FLATS") and no name or place beside it
    ("greaves crossing", tagged word by word)."""
    if part.source != _MODEL or part.label not in _PERSON_OR_PLACE:
        return False  # organizations are named with everyday words: "HARVEST TABLE MISSION"
    word = _POSSESSIVE.sub("", text[part.start:part.end]).strip(EDGE_PUNCTUATION)
    if (not word.isalpha() or not (word.islower() or word.isupper()) or holds_date_word(word)
            or not lexicon.is_common_word(word) or is_census_name(word) or is_known_city(word)
            or word.upper() in lexicon.us_states() or title_before(text, part.start)):
        return False
    before = _WORD_BEFORE.search(text, max(0, part.start - 24), part.start)
    if before is not None and (_name_word(before.group(1)) or (
            part.label in _PLACE_LABELS and before.group(1).lower() == "the")):
        return False
    after = _WORD_AFTER.match(text, part.end)
    if after is not None and _unlisted(after.group(1)):
        return False  # "desert lifeshare"
    if part.label is Label.LOCATION and _state_after(text, part.end):
        return False  # "DTR FROM WAR, WV"
    return not _beside_a_name(spans, i, part, text, _NAME_JOIN)


def _state_after(text: str, end: int) -> bool:
    """Whether a state's postal code that is no English word, in any case, follows after a
    comma ("WAR, WV"; not "WAR, IN 1968" or "him, in the am")."""
    code = _STATE_CODE_AFTER.match(text, end)
    return code is not None and is_state_code(code.group(1).lower())


def _surnames(spans: list[Span], text: str) -> Counter[str]:
    """How many name spans of several words have each (folded) surname."""
    return Counter(person_key(text[s.start:s.end]) for s in spans
                   if s.label in NAME_LABELS and " " in text[s.start:s.end].strip())


def at_entity_end(span: Span, text: str, surnames: Counter[str] | None = None) -> list[Span]:
    """A span cut to its entity: a date without the clock time after it ("14 March @ 1500");
    a name or place without a clock time, shift or count after it ("bath 2100-2330", "San
    Benito x6"), up to a spaced dash, without trailing punctuation, and what follows the dash
    only when it holds a word that is neither a number nor clinical ("Baylor - Sam J." is two,
    "CALVERT- 2" one); `surnames`: those of the note's names (`_surnames`), which a tagger's
    name keeps at its end though they are English words ("REBA SORROW" beside "SORROW, GARNETT")."""
    if span.label is Label.DATE:
        if text.startswith("~", span.start) and span.end - span.start > 1:
            span = span.reshaped(span.start + 1, span.end)  # "~1930": about, no part of it
        return [_date_end(_without_admission_clock(span, text), text)]
    if span.label is Label.PHONE:
        return [_without_rank_head(_without_clock_head(_whole_phone_only(span, text), text),
                                   text)]
    if span.label is Label.ID:
        return [_without_clock_tail(span, text)]
    if span.label not in _WORDED_LABELS:
        return [span]
    span = _without_clock_tail(_without_timestamp_clock(span, text), text)
    if (approximate := _APPROXIMATE_CLOCK_TAIL.search(text, span.start, span.end)) is not None:
        span = span.reshaped(span.start, approximate.start())  # "on Lake St ~2130"
    if (shift := _SHIFT_TAIL.search(text, span.start, span.end)) is not None:
        span = span.reshaped(span.start, shift.start())  # "son here from bath 2100-2330"
    if (count := _COUNT_TAIL.search(text, span.start, span.end)) is not None:
        span = span.reshaped(span.start, count.start())  # "in San Benito x6 yrs"
    elif ((number := _NUMBER_TAIL.search(text, span.start, span.end)) is not None
          and _DURATION_AFTER.match(text, span.end)):
        span = span.reshaped(span.start, number.start())
    family = (_other_surnames(surnames, span, text)
              if span.label in NAME_LABELS and span.source == _MODEL else frozenset())
    dash = _DASH_BREAK.search(text, span.start, span.end)
    if dash is None:
        return _trimmed(span, span.start, span.end, text, family)
    rest = text[dash.end():span.end]
    left = _trimmed(span, span.start, dash.start(), text, family)
    if any(c.isalpha() for c in rest) and not all(
            _clinical_word(w) or _NUMBER.fullmatch(w) for w in _WORD.findall(rest)):
        return left + _trimmed(span, dash.end(), span.end, text, family)
    return left


def _other_surnames(surnames: Counter[str] | None, span: Span, text: str) -> frozenset[str]:
    """The surnames of the note's names other than the name `span`."""
    if not surnames:
        return frozenset()
    own = person_key(text[span.start:span.end])
    return frozenset(k for k, n in surnames.items() if n > (k == own))


def _without_timestamp_clock(span: Span, text: str) -> Span:
    """A name or place without the clock time of a line that opens with a month/day and that
    time ("10/22 0500 GIRALDO CT 20 CC": a log's entry, no house number)."""
    clock = _CLOCK_OPENING.match(text, span.start, span.end)
    if clock is None or _TIMESTAMP_DATE.search(text, max(0, span.start - 16), span.start) is None:
        return span
    return span.reshaped(clock.end(), span.end)


def _without_clock_tail(span: Span, text: str) -> Span:
    """A number without the clock time a merge joined to it ("907-555-0176 @ 2130")."""
    clock = _CLOCK_TAIL.search(text, span.start, span.end)
    return span if clock is None or clock.start() == span.start else span.reshaped(
        span.start, clock.start())


def _whole_phone_only(span: Span, text: str) -> Span:
    """A phone number without the clock time after it, "at" or "@" between or only a space
    when the number before is whole ("763-555-0190 1330"), and without a count added to it
    ("(801) 555-0129 + ~30 family")."""
    span = _without_clock_tail(span, text)
    end = len(text[span.start:span.end].rstrip(".,;:")) + span.start  # "... 0845."
    tail = (_BARE_CLOCK_TAIL.search(text, span.start, end)
            or _ADDED_COUNT_TAIL.search(text, span.start, end)
            or _ORDINAL_TAIL.search(text, span.start, end))
    if tail is None or nanp_digits(text[span.start:tail.start()]) is None:
        return span
    return span.reshaped(span.start, tail.start())


def _without_rank_head(span: Span, text: str) -> Span:
    """A phone number without the contact's rank before it ("CONTACT #1 718 555 0143"): a
    "#" and one digit, then a whole number of ten digits."""
    head = _RANK_HEAD.match(text, span.start, span.end)
    if head is None or "#" not in text[max(0, span.start - 1):head.end()]:
        return span
    digits = "".join(c for c in text[head.end():span.end] if c.isdigit())
    return span.reshaped(head.end(), span.end) if len(digits) == 10 else span


def _without_clock_head(span: Span, text: str) -> Span:
    """A phone number without the clock time a merge joined before it ("@ 1500, 718-555-0102":
    refusing the whole for its digit count would leave the number in the note)."""
    clock = _CLOCK_HEAD.match(text, span.start, span.end)
    if clock is None or sum(c.isdigit() for c in text[clock.end():span.end]) < 7:
        return span  # "x2 (2200, 0315)": two clock times, no number
    return span.reshaped(clock.end(), span.end)


def _without_admission_clock(span: Span, text: str) -> Span:
    """A date without the hour of admission a span took before it, in the note's first line
    ("MICU ADMIT 2020 DEC 27", "MICU admit 1945 Memorial Day"), or a clock time that can be no
    year before it ("1300 Jan 9th")."""
    clock = _CLOCK_OPENING.match(text, span.start, span.end)
    if clock is None or not (_admission_clock(span.reshaped(span.start, span.start + 4), text)
                             or _YEAR_ALONE.match(text, span.start) is None):
        return span
    return span.reshaped(clock.end(), span.end)  # "family meeting 1300 Jan 9th": no year


def _date_end(span: Span, text: str) -> Span:
    """A date without the clock time or the part of a day after it ("14 March @ 1500",
    "Sunday night"); a span that is all a part of a day ("this afternoon") is left whole, for
    the refusal to name."""
    end = span.end
    clock = _CLOCK_TAIL.search(text, span.start, end)
    if clock is not None:
        end = clock.start()
    part = _part_of_day_tail().search(text, span.start, end)
    if part is not None and part.start() > span.start and not _time_of_day(text[span.start:end]):
        end = part.start()
    separator = (_TRAILING_SEPARATOR.search(text, span.start, end)
                 or _NEXT_FIELD_NUMBER.search(text, span.start, end))
    if separator is not None and separator.start() > span.start:
        end = separator.start()  # "admit 2000 - dka", "admit 2020 / heat stroke", "3rd + 4th",
        # "dob 3/3/1997 / 22 yo"
    return span if end == span.end else span.reshaped(span.start, end)


def _trimmed(span: Span, start: int, end: int, text: str,
             family: frozenset[str] = frozenset()) -> list[Span]:
    """[start, end) of `span` without trailing punctuation or a trailing unit or service
    ("eberley er", "dr ferencz GI"), and a name without a role or service before it ("SW
    Nneka Udeh", "Ortho Dr. Falkenrath"); none when no letter or digit is left."""
    if span.label in NAME_LABELS:
        start = _after_leading_roles(text, start, end)
    while True:
        while end > start and text[end - 1] in _TRAILING:
            end -= 1
        last = _LAST_WORD.search(text, start, end)
        if (last is None or last.start() == start or not _trailing_unit(span.label, last.group())
                or text[start:last.start()].rstrip().endswith(",")  # "Salem, OR"
                or _ADDRESS_UNIT_BEFORE.search(text, start, last.start()) is not None  # "Apt 4B"
                or (last.group().isdigit() and _numbered_road(text, start, last.start()))):
            break  # "12 Elm St 2100", "FM 2218": an address's or a road's number
        end = last.start()
    if span.label in NAME_LABELS and span.source == _MODEL:
        end = _without_trailing_words(text, start, end, family)
    if not any(c.isalnum() for c in text[start:end]):
        return []
    return [span.reshaped(start, end)]


def _without_trailing_words(text: str, start: int, end: int, family: frozenset[str]) -> int:
    """The end of a tagger's name without the everyday words it ran on into ("MS. SCOGGINS
    EXTUBATED", "MR GUTHRIDGE ANXIOUS", "DESIDERIO FLYING"): English words that no census name
    or town is, nor a surname of the note's `family`, after at least one word of the name that
    is no title."""
    while (last := _LAST_WORD.search(text, start, end)) is not None:
        head = text[start:last.start()].split()
        if not any(w.rstrip(".,").lower() not in TITLES for w in head):
            break
        if not _no_name_tail(last.group()) or fold_word(last.group()) in family:
            break
        end = len(text[:last.start()].rstrip(" \t,"))
    return end


def _no_name_tail(word: str) -> bool:
    """An everyday or clinical word, in lower or upper case, that no census name or town is."""
    return ((word.islower() or word.isupper()) and len(word) > 1
            and (lexicon.is_common_word(word) or word.lower() in clinical_words()
                 or word.lower().endswith("ated")  # "extubated", "sedated": no list holds them
                 or (lexicon.is_english_word(word) and word.lower().endswith(("ed", "ing"))))
            and not is_census_name(word) and not is_known_city(word)
            and word.lower() not in _place_heads())


@cache
def _place_heads() -> frozenset[str]:
    """Words that end a place's or an organization's name ("HATCHFORD FIRE", "BICKLEY COVE"):
    a tagger's person may be one of those, whose head is no tail to cut."""
    return frozenset(w.lower() for w in (
        *cue_lists("facility_heads", "place_head", "place_head_phrase"),
        *cue_lists("places", "town_head", "town_head_more")))


def _after_leading_roles(text: str, start: int, end: int) -> int:
    """Where a name starts after the roles and services written before it ("SW", "CM",
    "Ortho"): clinical words that are no title ("Dr."), census name or town; never past the
    last word."""
    while (first := _LEADING_WORD.match(text, start, end)) is not None and first.end() < end:
        word = first.group(1)
        if word.lower() in TITLES or not _clinical_not_name(word):
            break
        start = first.end()
    return start


def _numbered_road(text: str, start: int, number_start: int) -> bool:
    """Whether the place before a trailing number holds a digit ("12 Elm St") or ends in a
    road's word or a short code ("Route", "FM"), so that the number is part of it."""
    place = text[start:number_start]
    words = place.split()
    return (has_digit(place) or not words
            or (len(words[-1]) < 4 and not _clinical_word(words[-1]))  # not "at bs 1015"
            or words[-1].lower() in _ROAD_WORDS)


def _trailing_unit(label: Label, word: str) -> bool:
    """A unit after a facility ("ED", "micu"), a service after a name or a place ("GI",
    "ortho", "GVRH cath") or a clock time after a town, which is no part of either (a
    facility's kind, "Dialysis", is; a census name or a town may be: "Dr. Ho", "JOHN FOLEY")."""
    lower = word.lower()
    if label in _PLACE_LABELS and lower in _units_after_facility():
        return True
    if label is Label.LOCATION and word.isdigit():
        return clock_like(word)  # "son home to brockton 2300": when he went, no part of it
    return _clinical_not_name(word) and not (label in _PLACE_LABELS and lower in FACILITY_WORDS)


def _clinical_not_name(word: str) -> bool:
    """A clinical word that no census name or town also is ("SW", "ortho"; not "Ho", "Foley")."""
    return (word.lower() in clinical_words() and word.upper() not in lexicon.name_frequency()
            and not is_known_city(word))



def refusal(span: Span, text: str, in_a_name: bool = False) -> str | None:
    """Why a span is clinical content or its text cannot be of its label, None when it is
    neither (`in_a_name`: the span is part of a longer name or a signature, which its words
    do not decide)."""
    value = text[span.start:span.end]
    if span.label in _LETTERED_LABELS and not any(c.isalpha() for c in value):
        return "a name without a letter"  # "911 was called"
    if span.label in NAME_LABELS and (_titles_only(value) or _role_in_lower_case(value, text)):
        return "a title alone"  # "Dr." with the name apart; "mom, grandmother, pastor"
    if span.label in _WORDED_LABELS and _organism().fullmatch(value):
        return "a microbe's name"  # "BCX 2/2 N. MENINGITIDIS", "grew s. aureus"
    if not holds_shape(span.label, value):
        return f"no {span.label} shape"  # "GU=FOLEY" as a URL
    if span.label is Label.ID and value.lower().strip(EDGE_PUNCTUATION + "#") in _NUMBER_LABELS:
        return "a label without its value"  # "(pgr 43017)" with "pgr" as the ID
    if span.label in _ID_OR_PHONE and _drug_lot(span, text, value):
        return "a lot number of a drug or blood product"  # "2U PRBC (LOT 1008-3317 + 1008-3319)"
    if span.label in _ID_OR_PHONE and _service_number(span, text, value):
        return "a service's number"  # "used interpreter #20573", "rrt (7777)"
    if (span.label in _ID_OR_PHONE and _ROOM_NUMBER.fullmatch(value)
            and _ROOM_BEFORE.search(text, max(0, span.start - 8), span.start)):
        return "a room or bed number"  # "FJELSTUL, MELVERN RM 4406"
    if span.label is Label.DATE:
        if (_ORDINAL.fullmatch(value) and _STREET_AFTER.match(text, span.end) is None
                and (not _DAY_BEFORE.search(text, max(0, span.start - 12), span.start)
                     or _COUNTED_AFTER_ORDINAL.match(text, span.end))):
            return "an ordinal count"  # "2ND ATTEMPT (1ST IN 2008)", "the 3rd + 4th u"; "on the
            # 11th" is a day
        if _ORDINAL_SERIES.fullmatch(value):
            return "ordinals of a series"  # "open 3rd/4th MC fx": no date is written so
        if _FRACTION.fullmatch(value) and _OF_AFTER.match(text, span.end):
            return "a fraction"  # "~1/5th of tequila/day"
        if value.startswith("."):
            return "a decimal or a caliber"  # "GSW (.30-06)": no date starts with a point
        if _time_of_day(value):
            return "a part of a day"
        if _EARLY_CLOCK.fullmatch(_places().sub("", value).strip()):
            return "a clock time before ten"  # "(ED 0010)": no year is 0xxx
        if _ARROW.search(value) and _DATE_PART.search(value) is None:
            return "a trend of values"  # "AG closed 24 -> 12 -> 9"
        if not holds_date_word(value):
            return "no digit, month, weekday, holiday or season"
        if _YEAR_ALONE.fullmatch(value) and _BUILDING_YEAR_BEFORE.search(
                text, max(0, span.start - 24), span.start):
            return "a building's year"  # "the house her grandfather built in 1926"
        if (clock_like(value) and _MEASURE_AFTER.match(text, span.end)
                and _SERIES_START.search(text, max(0, span.start - 3), span.start)):
            return "a clock time a measure follows"  # "2000 nihss 8, 2100 nihss 8"
        if _schedule(span, text):
            return _SCHEDULE  # "here 1900-2030"; "ARMY 1942-1945" are years
        if _AUGMENTATION.fullmatch(value) and _in_a_pump_line(span, text):
            return "a balloon pump's augmentation"  # "iabp 1:1, aug 98, map 70s"
        return "a measured value, a count, a score or a clock time" if _clinical_value(
            span, text) else None
    if span.label is Label.AGE and _measured_after(text, span.end):
        return "a measured value"  # "IgA was 112 U/mL"
    if span.label is Label.AGE and _PREGNANT_AFTER.match(text, span.end):
        return "a time of pregnancy"  # "(20, 6 MO PREGNANT)"
    if span.label is Label.AGE and _PEOPLE_AFTER.match(text, span.end):
        return "a count of people"  # "11 children (7 living), 40+ grandkids"
    if (span.label is Label.AGE and _ORDINAL.fullmatch(value) and int(value[:-2]) < 90
            and not _BIRTHDAY_AFTER.match(text, span.end)):
        return "an ordinal"  # "in her 2nd yr at college"; not "her 92nd birthday"
    if span.label in _WORDED_LABELS and not in_a_name and value.lower() in _LANGUAGES:
        return "a language or a people"  # "phone interpreter (Vietnamese)", "in Iñupiaq"
    if (span.label in _PLACE_LABELS and not in_a_name
            and _THE.sub("", value.lower()) in _GENERIC_ORGANIZATIONS
            and _TITLED_NEXT.match(text, span.end) is None):
        return "a kind of organization, no name"  # "POISON CENTER", "the cannery", "at shul";
        # not "Gurdwara" of "Gurdwara Sahib Khalsa Darbar", a name's head
    if span.label is Label.LOCATION and _ward_number(span, text):
        return "a ward number"  # "from 4 west to icu"
    if span.label in _PLACE_LABELS and (_FLOOR.fullmatch(value) or (
            _ORDINAL.fullmatch(value) and _FLOOR_AFTER.match(text, span.end))):
        return "a floor of a building"  # "3rd floor elevator bldg", "a 5th floor walk-up"
    if (span.label in _PLACE_LABELS and _ORDINAL.fullmatch(value)
            and _COUNTED_AFTER_ORDINAL.match(text, span.end)):
        return "an ordinal count"  # "teaches 3rd grade at ..."
    if span.label in _PLACE_LABELS and _COUNT_ALONE.fullmatch(value):
        return "a count or a duration"  # "in San Benito x6 yrs", "24 H CT @ 1705"
    if span.label in _PLACE_LABELS and (_KIND_OF_HOME.fullmatch(value) or (
            _ORDINAL.fullmatch(value) and _WHEEL_AFTER.match(text, span.end))):
        return "a kind of home, no place"  # "lives in langley park, 2 br apt at 1420 ..."
    if (span.label is Label.LOCATION and value.isdigit() and len(value) < 5
            and UNITS.match(text, span.end) is not None):
        return "a measured number, no place"  # "0400 24 HR CT DONE" cut to "24"
    if span.label in _PLACE_LABELS and _SIZED_NUMBER.fullmatch(value):
        return "a measured number, no place"  # "L HTX -> 28 Fr CT", "an 18 ga"
    if span.label is Label.LOCATION and (clock_time_at(text, span.start, span.end) or (
            clock_like(value) and (value[0] == "0" or not _street_after(text, span.end)))):
        return "a clock time"  # "called from dovre @ 0500", "\n2100 CT OUTPUT 250"; no house
        # number opens with a zero ("0530 PAQUETTE REPEAT CT")
    if span.label is Label.PHONE and _ascending_pair(_RANGE_UNIT.sub("", value).lstrip("~")):
        return "a range of values"  # "(running 150-220)", "(115-118 F)", "(~48-72h)"
    if span.label in _PLACE_LABELS and value[:1] == "~" and clock_like(value[1:].lstrip()):
        return "an approximate clock time"  # "found on lake poinsett @ ~2330"
    if span.label in _PLACE_LABELS and _clock_at_a_unit(value):
        return "a clock time at an in-hospital place"  # "intubated in ED 1620"
    if (span.label is Label.PHONE and clock_like(value)
            and _PHONE_CUE_BEFORE.search(text, max(0, span.start - 14), span.start) is None):
        return "a clock time"  # "until the phone interpreter (ID 218833) 0630"; not "pgr 2231"
    if span.label in _ID_OR_PHONE and _schedule(span, text):
        return _SCHEDULE  # "q6h", "bs q1h 480-310-220", "NPN 1900-0730"
    if span.label is Label.ID and _VIRUS_SUBTYPE.fullmatch(value):
        return "an influenza subtype"  # "ID: H1N1 PCR +"
    if span.label in _WORDED_LABELS and not in_a_name and _clinical_words(span, text):
        return "only clinical words, numbers and units"
    if span.label in NAME_LABELS and not in_a_name and _dose_after(span, text):
        return "a drug before its dose"  # "Fent 50 mcg/hr", "Prop 30 mcg/kg/min"
    return None


_WORDS_AFTER = re.compile(r"(?:[ \t]{1,2}[A-Za-z][\w'’.-]*){2,4}")


def _street_after(text: str, end: int) -> bool:
    """Whether a street's name and type follow a house number ("2100 W Elm Ct"; not "2100
    CT OUTPUT", a clock time and a chest tube)."""
    words = _WORDS_AFTER.match(text, end)
    return words is not None and any(
        w.rstrip(".").lower() in SUFFIX_WORDS for w in words.group().split()[1:])


def _dose_after(span: Span, text: str) -> bool:
    """Whether a one-word name span is followed by a number and a unit no age or time has
    ("Fent 50 mcg/hr"): a drug's shorthand and its dose."""
    if " " in text[span.start:span.end].strip():
        return False
    number = _DOSE_NUMBER.match(text, span.end)
    return number is not None and _measured_after(text, number.end())


_SCHEDULE = "a dosing frequency or a shift"


def _schedule(span: Span, text: str) -> bool:
    """A dosing frequency ("q6h"), values measured at one ("bs q1h 480-310-220") or four
    digits of a shift "HHMM-HHMM" that are not two years nor a labelled identifier."""
    if _FREQUENCY.fullmatch(text, span.start, span.end):
        return True
    if _FREQUENCY_BEFORE.search(text, max(0, span.start - 10), span.start):
        return True
    if span.label is Label.ID and labelled(text, span.start):
        return False  # "MRN 1740-0356": a labelled identifier, whatever its shape
    # the tagger may take the word before the shift into the span: "(OR 1540-1705 w/ Dr. X)"
    digits = span.start + len(_WORD_BEFORE_DIGITS.match(text, span.start, span.end).group())
    lo, hi = max(0, span.start - 5), min(len(text), span.end + 5)
    for shift in _SHIFT.finditer(text, lo, hi):
        if shift.start() <= digits and span.end <= shift.end():
            first, last = (int(part) for part in shift.groups())
            if span.label is Label.DATE:
                return not _years_apart(first, last)
            return not (first in _RECENT_YEARS and last in _RECENT_YEARS)
    return False


def _years_apart(first: int, last: int) -> bool:
    """Whether a dated "HHMM-HHMM" reads as two years of one life ("1942-1945", "2001-2013"):
    the second no earlier, at most 60 years on and not after this year. A shift's clock times
    are further apart ("1900-2030"), run past midnight ("2300-0700") or end in a year yet to
    come ("union rep in 2000-2030")."""
    return 1900 <= first <= last <= min(first + 60, datetime.date.today().year)


def _ward_number(span: Span, text: str) -> bool:
    """One or two digits before a compass point that ends a phrase or is followed by a word
    of moving between units ("4 west to icu"): a ward, not a street ("12 North Main St")."""
    return (_WARD_NUMBER.fullmatch(text, span.start, span.end) is not None
            and _COMPASS_AFTER.match(text, span.end) is not None)


def _time_of_day(value: str) -> bool:
    """"this afternoon", "eve", "overnight": a part of a day, no date."""
    return value.lower().strip(EDGE_PUNCTUATION) in _times_of_day()


def _clinical_value(span: Span, text: str) -> bool:
    """A DATE span of digits that is a measured value, a count, a score or a clock time."""
    value = text[span.start:span.end]
    if value in _AROUND_THE_CLOCK or _TREND.fullmatch(value):
        return True  # "24/7", "HCT 31 -> 24"
    if _next_setting(span, text):
        return True  # "bipap 10/5 40% -> 12/6", "ps 15/5 -> 10/5"
    if value.isdigit() and _UNITS_OF_DOSE_AFTER.match(text, span.end):
        return True  # "Kcentra 2000 u @ 1030": a dose in units
    if value[-1:].isdigit() and _HOURS_AFTER.match(text, span.end):
        return True  # "1/2 in 1st 8 hr": hours counted, no day
    if any(c.isalpha() for c in _DECADE_S.sub("", value)):
        return False  # "March 14", "the 70s"
    before = text[max(0, span.start - 16):span.start]
    if _VALUE_RANGE.fullmatch(value) or _COUNT_BEFORE.search(before):
        return True  # "90s/30-40s", "70-80s", "x2/3"
    if _PAIR.fullmatch(value) and followed_by_unit(text, span.end):
        return True  # "NSVT 6-12 beats", "2/3 tabs"
    if _no_date_number(value) or _spinal_level(span, text) or _after_a_point(span, text):
        return True  # "bs 150-200", "K 3.5-4.0", "RASS -2", "L4-5", "(.30-06)"
    if value.isdigit() and _measured_after(text, span.end):
        return True  # "ngt @ 65 cm"
    if text.startswith("+", span.end) or (_MURMUR_GRADE.fullmatch(value)
                                          and _MURMUR_AFTER.match(text, span.end)):
        return True  # "3-4+ edema", "2/6 SEM": grades
    if (_PAIR.fullmatch(value) and _RATE_AFTER.match(text, span.end)
            and not strong_date_cue(text, span.start)):
        return True  # "4-6 BC powders a day", "1-2 ppd": an amount and its rate
    if _DASHED_PAIR.fullmatch(value) and _range_trend_before(before):
        return True  # "ICP 18-24 -> 12-16": a range of values after another one
    if _RANGE_TOP.fullmatch(value) and (_RANGE_BOTTOM_BEFORE.search(before)
                                        or _TREND_BEFORE.search(before)
                                        or _RHYTHM_BEFORE.search(before)):
        return True  # the "80s" of "SR 70-80s"; "110s r, up from 90s"; "SR 80s"
    if _SETTING.fullmatch(value) and _measure_before(text, span.start):
        return True  # "morphine pca 1/8/30"
    if ((_PAIR.fullmatch(value) or _DECIMAL.fullmatch(value)) and _measure_before(text, span.start)
            and not weekday_before(text, span.start)):
        return True  # "icp 8-14", "grip 4/5"; not "SAT 3/9", a day
    if _DECIMAL.fullmatch(value) and _word_before_value("lab").search(
            text, max(0, span.start - 10), span.start):
        return True  # "A1c 12.1"; "last INR 3/3 was 2.4" keeps its date
    if _SLASHED_PAIR.fullmatch(value) and (counted_after(text, span.end)
                                           or after_a_value(text, span.start)
                                           or _culture_bottles(span, text, before)
                                           or _course_count(value, before)
                                           or _course_completed(span, text)
                                           or _census_count(span, text)):
        return True  # "BLD CX 2/2 SETS", "2/4 bottles", "PS 15/5 -> 12/5", "bcx 2/4 pos",
        # "PLEX 2/5 DONE", "census MICU 11/12"
    if _SMALL_NUMBER.fullmatch(value) and _RHYTHM_BEFORE.search(before):
        return True  # "AFIB 56, BP 98/54": a heart rate
    if _SMALL_NUMBER.fullmatch(value) and _MILE_BEFORE.search(before):
        return True  # "during the race (mile 10, mile 18)": a distance
    if _SCALE_SCORE.fullmatch(value) and _SCALE_RANGE_BEFORE.search(before):
        return True  # "cpot 1-2/8", "pain 3-4/10": the range's top
    if ((_TENTHS.fullmatch(value) and (_SCORE_BEFORE.search(before) or (
            scores_on_line(text, span.start, span.end)
            and not _RANGE_OPENING.match(text, span.end))))
            or (_FIFTHS.fullmatch(value) and _STRENGTH_BEFORE.search(before))) and not (
            strong_date_cue(text, span.start)):
        # "PAIN 0/10 NOW, WAS 9/10", "r arm drift worse 3/5"; not after a date word, whatever
        # stands before it ("weakness since 3/5", "pain on 3/10")
        return True
    if among_scores(text, span.start, span.end) or _in_value_chain(span, text):
        return True  # "LE 3/5 R, 2/5 L (was 1/5)", "ABG 7.18/34/71/12"
    return (_no_month_day(value) or _lab_value(value, before)
            or _clock_after_cue(value, before) or _clock_after_rate(span, text)
            or _clock_of_event(span, text) or _clock_off_a_treatment(span, text)
            or _clock_of_being_here(span, text)
            or _clock_opening_a_timed_line(span, text) or _clock_in_a_timeline(span, text)
            or _admission_clock(span, text)
            or _clock_of_a_day(span, text, before) or _clock_after_procedure(span, text)
            or _clock_of_death(span, text))


def _culture_bottles(span: Span, text: str, before: str) -> bool:
    """a/b with a <= b <= 6 after a blood-culture word (or after the count before it), with a
    word of growth after it or right before it, the next count after it, or an organism grown
    in the cultures before ("bcx 2/4 pos", "bld cx 1/3 gnr", "BCX 2/2 curved GNR", "bcx MRSA
    2/4", "N. MENINGITIDIS IN BCX 2/2"): bottles of a set; not after a date word ("bcx drawn 2/4
    pos")."""
    grown, of = text[span.start:span.end].split("/")
    lead = text[max(0, span.start - _CULTURE_REACH):span.start]
    culture = _CULTURE_BEFORE.search(before) is not None or (
        _BOTTLES_BEFORE.search(before) is not None  # "blood cx went from 2/4 to 4/4 e. coli"
        and _CULTURE_BEFORE.search(lead) is not None)
    return (0 < int(grown) <= int(of) <= 6 and culture
            and (_GROWTH_AFTER.match(text, span.end) is not None
                 or _NEXT_BOTTLES.match(text, span.end) is not None  # "bcx 2/4 -> 0/4"
                 or ((then := _TO_BOTTLES.match(text, span.end)) is not None
                     and _GROWTH_AFTER.match(text, then.end()) is not None)
                 or _GROWTH_BEFORE.search(before) is not None  # "bcx mrsa 2/4"
                 or _GROWN_IN_BEFORE.search(lead) is not None)  # "N. MENINGITIDIS IN BCX 2/2"
            and not strong_date_cue(text, span.start))


def _census_count(span: Span, text: str) -> bool:
    """a/b with a <= b right after a unit's name on a census line: its beds filled ("census
    MICU 11/12, CVICU 7/8, Burn 4/6"; not "to MICU 11/12")."""
    filled, beds = text[span.start:span.end].split("/")
    line = text.rfind("\n", 0, span.start) + 1
    return (int(filled) <= int(beds)
            and _CENSUS_UNIT_BEFORE.search(text, max(0, span.start - 8), span.start) is not None
            and _CENSUS_WORD.search(text, line, span.start) is not None)


def _range_trend_before(before: str) -> bool:
    """Whether a range that is no month and day ("18-24 ->") and an arrow end `before`."""
    arrow = _RANGE_ARROW_BEFORE.search(before)
    return arrow is not None and not valid_md(int(arrow.group(1)), int(arrow.group(2)))


def _course_count(value: str, before: str) -> bool:
    """a/b with 0 < a <= b <= 12 right after a treatment given as a course ("PLEX 2/5", "ivig
    day 3/5"): the count of the course."""
    done, of = map(int, value.split("/"))
    return 0 < done <= of <= _LONGEST_COURSE and _COURSE_BEFORE.search(before) is not None


def _course_completed(span: Span, text: str) -> bool:
    """n/n with 1 < n <= 12 before "done", "complete(d)" or "finished" ("pen G 7/7 done
    today", "abx 5/5 complete"): the last of a course's days or doses."""
    done, of = map(int, text[span.start:span.end].split("/"))
    return (1 < done == of <= _LONGEST_COURSE
            and _COMPLETED_AFTER.match(text, span.end) is not None)


def _in_value_chain(span: Span, text: str) -> bool:
    """Whether the span lies in a run of four or more numbers joined by slashes, or of numbers
    with a decimal part joined by one ("ABG 7.18/34/71/12", "7.32/41"): no date has either."""
    lo, hi = max(0, span.start - _CHAIN_REACH), min(len(text), span.end + _CHAIN_REACH)
    for chain in _VALUE_CHAIN.finditer(text, lo, hi):
        if chain.start() <= span.start and span.end <= chain.end() + 1:
            value = chain.group()
            return value.count("/") >= 3 or "." in value
    return False


def _no_date_number(value: str) -> bool:
    """Numbers no date is written with: a part of three digits, a range of decimals that is
    no month.day at either end, a signed number."""
    pair = _NUMBER_PAIR.fullmatch(value)
    if pair is not None and any(len(part) == 3 for part in pair.groups()):
        return True
    decimals = _DECIMAL_RANGE.fullmatch(value)
    if decimals is not None:
        first, day, second, other_day = (int(g) for g in decimals.groups())
        return not (valid_md(first, day) and valid_md(second, other_day))
    return _SIGNED.fullmatch(value) is not None


def _after_a_point(span: Span, text: str) -> bool:
    """Digits right after a point that follows no letter or digit: a number's fraction ("GSW
    (.30-06)", "mag .5-1 g"), which no date starts with."""
    return (span.start > 0 and text[span.start - 1] == "."
            and (span.start < 2 or not text[span.start - 2].isalnum()))


def _spinal_level(span: Span, text: str) -> bool:
    """Digits right after the letter of a spinal segment ("L4-5", "c5-6", "T11")."""
    return (_LEVEL.fullmatch(text, span.start, span.end) is not None
            and _SEGMENT_BEFORE.search(text, max(0, span.start - 2), span.start) is not None)


def _no_month_day(value: str) -> bool:
    """a-b or a/b that is no month and day either way ("18-16")."""
    pair = _PAIR.fullmatch(value)
    if pair is None:
        return False
    a, b = int(pair.group(1)), int(pair.group(2))
    return not (valid_md(a, b) or valid_md(b, a))


def _lab_value(value: str, before: str) -> bool:
    """A decimal no month.day can be ("0.14"), or one after from/to/was ("cr 3.4 from 1.1")."""
    decimal = _DECIMAL.fullmatch(value)
    if decimal is None:
        return False
    month, day = int(decimal.group(1)), int(decimal.group(2))
    return not valid_md(month, day) or _VALUE_BEFORE.search(before) is not None


def _clock_after_cue(value: str, before: str) -> bool:
    """A clock time after until/till/by/after/from/off/since that can be no recent year ("in
    till 2100", "by 1900", "net neg since 2100"; "worked there until 2005" is a year), or
    after "in" that can be no year of today's notes ("transfer-in 2130"; "born in 1930" is
    one)."""
    if not clock_like(value) or int(value) in _RECENT_YEARS:
        return False
    return (_CLOCK_CUE.search(before) is not None
            or (int(value) > _RECENT_YEARS[-1] and _IN_BEFORE.search(before) is not None))


def _clock_off_a_treatment(span: Span, text: str) -> bool:
    """A clock time ICU shorthand came off at ("off prop 1930:", "bipap off 2015 after"), or
    any drug at a time no recent year is ("off heparin since 2130"); a recent year after
    "since" stays one ("off meds since 2010")."""
    value = text[span.start:span.end]
    if not clock_like(value):
        return False
    off = _OFF_BEFORE.search(text, max(0, span.start - _EVENT_LEAD), span.start)
    if off is None:
        return False
    words = [w for w in off.group("treatment", "second", "before") if w and not is_stopword(w)]
    recent = int(value) in _RECENT_YEARS
    if recent and off.group("since"):
        return False
    if any(w.lower() in ICU_ABBREVIATIONS or is_icu_word(w) for w in words):
        return True
    return not recent and any(is_clinical_term(w) for w in words)


def _clock_of_being_here(span: Span, text: str) -> bool:
    """A clock time someone arrived or stayed at ("flown by ..., here 1935", "dtr here
    1500-1830"); not a year someone came or moved here ("came here 1980 from laos")."""
    lead = text[max(0, span.start - _EVENT_LEAD):span.start]
    here = _HERE_BEFORE.search(lead)
    return (here is not None and clock_like(text[span.start:span.end])
            and _SETTLED_BEFORE.search(lead, 0, here.start()) is None)


def _clock_after_rate(span: Span, text: str) -> bool:
    """A clock time after a drip's rate or a dosing interval and since/from/until ("7 u/hr since
    1950", "(= 7 u/h) from 2017", "2 cc off q15 min from 2030"), or right after a lab's recheck
    ("K recheck 2000"): a running order's hour, which no year is."""
    return clock_like(text[span.start:span.end]) and (
        _RATE_BEFORE_CUE.search(text, max(0, span.start - 32), span.start) is not None
        or _RECHECK_BEFORE.search(text, max(0, span.start - 12), span.start) is not None)


def _next_setting(span: Span, text: str) -> bool:
    """A value after an arrow whose value before is a setting: a/b with a percentage, or one
    that is no month and day ("bipap 10/5 40% -> 12/6", "ps 15/5 -> 10/5"; "3/14 -> 3/15" may
    be the days of a stay)."""
    before = _SETTING_BEFORE_ARROW.search(text, max(0, span.start - 24), span.start)
    return before is not None and (before.group("percent") is not None
                                   or not valid_md(int(before.group(1)), int(before.group(2))))


def _clock_of_a_day(span: Span, text: str, before: str) -> bool:
    """A clock time after "tonight", "today" or "tomorrow" ("ex-fix tonight 2000"), before a
    weekday ("FAMILY MEETING 1930 SAT"), which no year is written beside, or after until, by,
    after ... where tonight or tomorrow is named earlier in its line ("storm coming tonight
    ... after 2000")."""
    if not clock_like(text[span.start:span.end]):
        return False
    if (_DAY_BEFORE_CLOCK.search(before) is not None
            or _WEEKDAY_AFTER_CLOCK.match(text, span.end) is not None):
        return True
    line = text.rfind("\n", 0, span.start) + 1
    return (_CLOCK_CUE.search(before) is not None
            and _TODAY_EARLIER.search(text, max(line, span.start - 60), span.start) is not None)


def _clock_after_procedure(span: Span, text: str) -> bool:
    """A clock time after an ICU procedure, with "there" or "here" before it or today's
    circumstances after it (the doctor, the oxygen it was followed by, an arrow)."""
    if not clock_like(text[span.start:span.end]):
        return False
    before = _PROCEDURE_CLOCK_BEFORE.search(text, max(0, span.start - 40), span.start)
    return before is not None and (before.group("place") is not None
                                   or _TODAY_AFTER.match(text, span.end) is not None)


def _clock_of_death(span: Span, text: str) -> bool:
    """A clock time right after a death is pronounced or confirmed ("CONFIRMED BY DR. KUILAN
    1932"), or after died, expired or passed where only the patient is named before it in its
    sentence, by "pt", a title or a name ("DOÑA LUMI PASSED 1927", "pt expired 1955", "died
    1912 w/ family"; not "her husband died 1998", "license expired 2020"): the hour of the
    patient's death, which no year is."""
    if not clock_like(text[span.start:span.end]):
        return False
    cue = _DEATH_BEFORE.search(text, max(0, span.start - 40), span.start)
    if cue is None:
        return False
    if cue.group("pronounced") is not None:
        return True
    opening = max(text.rfind(c, 0, cue.start()) for c in ".;\n") + 1
    return all(_names_the_patient(w.strip(EDGE_PUNCTUATION))
               for w in _WORD.findall(text, opening, cue.start()))


def _names_the_patient(word: str) -> bool:
    """"pt", a courtesy title or a name (no everyday word, no kin or relation word)."""
    key = word.lower()
    return key in _PATIENT_WORDS or not (is_ordinary_word(word) or key in _relations())


def _clock_at_a_unit(value: str) -> bool:
    """In-hospital places and a clock time, nothing else ("ED 1620", "PACU 0930")."""
    rest = _places().sub("", value).strip()
    return rest != value.strip() and clock_like(rest)


def _in_a_pump_line(span: Span, text: str) -> bool:
    """Whether a balloon pump or its ratio stands right before `span` ("iabp 1:1, aug 98") or
    the pump anywhere in its line ("VS 96/58 (AUG 88) ... IABP 1:2"; "admitted aug 88" is none)."""
    line = text.rfind("\n", 0, span.start) + 1
    return (_PUMP_BEFORE.search(text, max(line, span.start - 20), span.start) is not None
            or _BALLOON_PUMP.search(text, line, _line_end(text, span.end)) is not None)


def _line_end(text: str, position: int) -> int:
    """Where the line holding `position` ends."""
    end = text.find("\n", position)
    return len(text) if end < 0 else end


def _ascending_pair(value: str) -> bool:
    """Two numbers of two or three digits joined by a dash, the second the larger."""
    pair = _ASCENDING_PAIR.fullmatch(value)
    return pair is not None and int(pair.group(1)) < int(pair.group(2))


def _clock_of_event(span: Span, text: str) -> bool:
    """A clock time after an arrival ("ARRIVED ER 2015") or a plan ("will call after 2000"),
    which no year can be, in any range."""
    lead = text[max(0, span.start - _EVENT_LEAD):span.start]
    return clock_like(text[span.start:span.end]) and _event_clock_cue().search(lead) is not None


def _clock_opening_a_timed_line(span: Span, text: str) -> bool:
    """Four digits of a clock time that open a line, before a lower-case word, where the line
    times another event after "@" ("1910 ct output ... paged @ 1915"): a timeline's entry,
    which a year opening a history line ("2015 CABG", "2015 cabg at mgh") is not."""
    line_start = text.rfind("\n", 0, span.start) + 1
    if not clock_like(text[span.start:span.end]) or text[line_start:span.start].strip():
        return False
    line_end = text.find("\n", span.end)
    return (_OPENS_WITH_LOWER.match(text, span.end) is not None
            and _AT_CLOCK.search(text, span.end, len(text) if line_end < 0 else line_end)
            is not None)


def _clock_in_a_timeline(span: Span, text: str) -> bool:
    """Four digits of a clock time that open a line of a night's log, where the entry just
    before or after opens with a clock time no year is, at most three hours away ("1935 NRB
    15L ...\n2004 ADMIT BED 9"): the note holds two such clock times at least, so a history
    listed by years ("2010 CABG\n2015 PCI") is no log."""
    value = text[span.start:span.end]
    if not clock_like(value) or text[text.rfind("\n", 0, span.start) + 1:span.start].strip():
        return False
    entries = [(m.start(1), int(m.group(1))) for m in _LINE_OPENING_CLOCK.finditer(text)]
    if sum(1 for _, time in entries if time not in _RECENT_YEARS) < 2:
        return False
    here = next((i for i, (start, _) in enumerate(entries) if start == span.start), None)
    if here is None:
        return False
    time = int(value)
    before = entries[here - 1] if here else None
    after = entries[here + 1] if here + 1 < len(entries) else None
    return ((before is not None and before[1] not in _RECENT_YEARS
             and span.start - before[0] <= _TIMELINE_REACH and _minutes_later(before[1], time))
            or (after is not None and after[1] not in _RECENT_YEARS
                and after[0] - span.start <= _TIMELINE_REACH and _minutes_later(time, after[1])))


def _minutes_later(first: int, then: int) -> bool:
    """Whether clock time `then` (HHMM) comes at most three hours after `first`."""
    gap = (then // 100 * 60 + then % 100) - (first // 100 * 60 + first % 100)
    return 0 < gap % 1440 <= 180


def _admission_clock(span: Span, text: str) -> bool:
    """Four digits of a clock time after "admit" in the note's heading, its first line ("MICU
    admit 1930 - urosepsis", "micu admit 2000 - dka"): the hour of admission."""
    value = text[span.start:span.end]
    return (clock_like(value) and text.find("\n", 0, span.start) < 0
            and _ADMIT_BEFORE.search(text, 0, span.start) is not None)


def _measure_before(text: str, start: int) -> bool:
    """A vital sign, pressure or exam score word right before `start`."""
    return measure_before(text, start) or _word_before_value("measure").search(
        text, max(0, start - 14), start) is not None


def _clinical_words(span: Span, text: str) -> bool:
    """Whether a name or place span is made only of clinical words, numbers and units."""
    value = text[span.start:span.end]
    if value.lower() in ("st", "st.") and text.startswith(".", span.start + 2):
        return False  # "of st. josaphat ... church": a saint, not sinus tachycardia ("cv= st")
    if span.label in _PLACE_LABELS:
        if value in lexicon.us_states() and text[:span.start].rstrip().endswith(","):
            return False  # "Salem, OR"
        value = _places().sub(" ", value)
    words = [_POSSESSIVE.sub("", w).strip(EDGE_PUNCTUATION) for w in _WORD.findall(value)]
    words = [w for w in words if w]
    if not words:
        return True  # only in-hospital places: "cath lab", "EW"
    numbers = [w for w in words if _NUMBER.fullmatch(w)]
    named = [w for w in words if not _NUMBER.fullmatch(w)]
    if not named or not all(_clinical_word(w) and not _proper_name(w) for w in named):
        return False  # a zip code, a street number, a name or a town
    return not numbers or any(_measured(w) for w in named)  # "40 min", "NH3 140"; not "CR 212"


def _measured_after(text: str, end: int) -> bool:
    """Whether a unit that no age has follows `end`: a unit of two letters or more that is no
    unit of time ("112 U/mL", "40 mg"; not "45 yrs", "92 M", "82 in 2019"), or a shorter one
    over another unit ("5 u/kg"; not "2010 u/s", a year before an ultrasound)."""
    unit = UNITS.match(text, end)
    if unit is None:
        return False
    word = unit.group().strip().lower()
    if word in TIME_UNITS:
        return False
    if len(word) > 1 and word not in ("in", "x"):
        return True
    return text.startswith("/", unit.end()) and UNITS.match(text, unit.end() + 1) is not None


def _clinical_word(word: str) -> bool:
    """A clinical word, a unit or a chemical formula (any case); the plural of a clinical
    abbreviation ("pvcs"); clinical words joined by hyphens or slashes ("LIMA-LAD")."""
    lower = word.lower()
    if lower in clinical_words() or _measured(word) or has_medical_ending(word):
        return True  # "UROSEPSIS FROM" is no patient
    if (lower.endswith("s") and len(lower) <= 5 and not word.istitle()
            and lower[:-1] in clinical_words()):
        return True
    parts = _JOINED.split(lower)
    return len(parts) > 1 and all(part in clinical_words() for part in parts)


def _measured(word: str) -> bool:
    """A unit ("min", "mg") or a chemical formula ("NH3")."""
    return CHEMISTRY.fullmatch(word) is not None or UNITS.fullmatch(word) is not None


def _proper_name(word: str) -> bool:
    """A Title-case word that is also a census name or a town ("Swan", "Lima"; "Pacer" is
    neither)."""
    return word.istitle() and (word.upper() in lexicon.name_frequency() or is_known_city(word))


def _name_word(word: str) -> bool:
    """A relation word, after which a name may come ("son piers", "BUDDY SKIP"), or a word no
    list holds, which the everyday word after it may end ("quemado flats")."""
    return word.lower() in _relations() or _unlisted(word)


def _unlisted(word: str) -> bool:
    """A word no English, clinical or credential list holds ("rn" is one): a name's, which
    everyday words may join."""
    lower = word.lower()
    return not (lexicon.is_english_word(lower) or lower in clinical_words()
                or lower in CREDENTIALS)


@cache
def _relations() -> frozenset[str]:
    """Kin and relation words, informal ones too ("dtr", "buddy"): a name may follow them."""
    return frozenset(w.lower() for w in (*RELATIVE_WORDS, *cue_list("kin", "informal")))


@cache
def _times_of_day() -> frozenset[str]:
    return frozenset(lexicon.clinical_content_sections()["time_of_day"])


@cache
def _part_of_day_tail() -> re.Pattern[str]:
    """A part of a day ending a span, after a space ("Sunday night"; not the "eve" of a
    holiday: "CHRISTMAS EVE")."""
    terms = sorted(_times_of_day() - {"eve"}, key=len, reverse=True)
    return re.compile(r"[ \t,]{1,2}(?i:" + "|".join(
        re.escape(t).replace(r"\ ", r"\s{1,2}") for t in terms) + r")$")


@cache
def _event_clock_cue() -> re.Pattern[str]:
    """"arrived" with an in-hospital place ("ARRIVED ER"), "will <verb> after|at|by", the
    door time of a stroke or an MI ("(door 2010)"), the return of circulation after an
    arrest ("-> ROSC 1932"), a visit at the bedside ("chanted at bs 2000"), a dose due
    ("betamethasone #2 due 2015"), an expected arrival ("ETA 2000") or a consent ("interpreter
    for consent 1945")."""
    return re.compile(r"(?i:(?:\barrived(?:\s{1,2}(?:to|in|at)?\s{0,2}(?:the\s{1,2})?(?:"
                      + _places().pattern + r"))?|\bwill\s{1,2}[a-z]+(?:\s{1,2}back)?\s{1,2}"
                      r"(?:after|at|by|around|@)|(?<![\w-])(?:door|rosc|eta|consent|at\s{1,2}(?:the\s{1,2})?(?:bs|bedside))"
                      r"|(?<![\w-])due(?:\s{1,2}(?:at|@))?)"
                      r"\s{1,2}$)")


@cache
def _units_after_facility() -> frozenset[str]:
    return frozenset(lexicon.clinical_content_sections()["unit_after_facility"])


@cache
def _places() -> re.Pattern[str]:
    """In-hospital places and services, longest first, as whole words in any case."""
    terms = sorted(lexicon.clinical_content_sections()["in_hospital_place"], key=len, reverse=True)
    return re.compile(r"(?<![\w-])(?i:" + "|".join(
        re.escape(t).replace(r"\ ", r"\s{1,2}") for t in terms) + r")(?![\w-])")


@cache
def _organism() -> re.Pattern[str]:
    """A microbe: its genus's initial and its species ("E. coli", "N. MENINGITIDIS")."""
    species = lexicon.clinical_content_sections()["species"]
    return re.compile(r"(?i:[a-z]\.?[ \t]?(?:" + "|".join(species) + "))")


@cache
def _word_before_value(section: str) -> re.Pattern[str]:
    """A word of a clinical_content.txt `section` (a measure, a lab), then at most a colon,
    '=' or 'of', right before a value."""
    words = lexicon.clinical_content_sections()[section]
    return re.compile(r"(?i:\b(?:" + "|".join(map(re.escape, words))
                      + r")\s?[:=]?\s?(?:of\s)?$)")
