"""Aho-Corasick gazetteer: census names, US places and facilities, each hit checked in context.

One automaton per process holds every entry as a space-padded upper-case key (" SMITH ",
" NEW YORK "). It runs over `fold(text)`: an upper-case copy of the text with the same length in
which every separator is a space, so a hit is always a whole word and its offsets are the text's
own. Hits are cheap to find; the checks that follow (capitalization, titles, relationship words,
eponym position, place context) run only on hits. Names that are also common English words
(SCOWL levels, stream/data/english_words.tsv.gz) or medical eponyms and drug names
(stream/data/clinical_terms.txt) need capitalization and a context; tokens in capitals carry no
capitalization signal and are accepted only with high confidence (a full name, a title, a label).
Nothing here logs or raises with the text it reads.
"""

from __future__ import annotations

import gzip
import itertools
import re
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import NamedTuple

import ahocorasick

from stream import lexicon
from stream.categories import Label
from stream.spans import Note, Span

# Entry flags (one int per automaton key; a key can carry several).
FIRST, LAST, CITY, STATE, COUNTY = 1, 2, 4, 8, 16
FACILITY, ACRONYM, ACRONYM_CTX, HEAD = 32, 64, 128, 256
SAINT, UNIVERSITY, AMBIG, EPONYM_STRONG, EPONYM_WEAK = 1024, 2048, 4096, 8192, 16384
DRUG, CLINICAL, PLACE_AMBIG, MULTI, CASED_HEAD = 32768, 65536, 131072, 262144, 524288
VERY_COMMON = 1 << 20  # among the most common English words (SCOWL level 10)
# Cue words: context for the word next to them.
CUE_STAFF_TITLE, CUE_PERSON_TITLE, CUE_LABEL, CUE_BY = 1 << 21, 1 << 22, 1 << 23, 1 << 24
CUE_RELATION, CUE_CREDENTIAL, EPONYM_HEAD = 1 << 25, 1 << 26, 1 << 27
ROLE_PATIENT, ROLE_STAFF = 1 << 28, 1 << 29
CUES = (CUE_STAFF_TITLE | CUE_PERSON_TITLE | CUE_LABEL | CUE_BY | CUE_RELATION | CUE_CREDENTIAL
        | EPONYM_HEAD)
NAME = FIRST | LAST
FACILITY_HITS = FACILITY | ACRONYM | ACRONYM_CTX | HEAD | SAINT | UNIVERSITY
PLACE = CITY | STATE | COUNTY
NOT_A_NAME = EPONYM_STRONG | DRUG | CLINICAL

_SEPARATORS = {i: 32 for i in range(0x10000) if not chr(i).isalnum()}
_LAST_FOLD: tuple[str, str] = ("", "  ")


def fold(text: str) -> str:
    """' ' + an upper-case copy of `text` of equal length with separators as spaces + ' '."""
    global _LAST_FOLD
    cached_text, cached = _LAST_FOLD
    if cached_text is text:
        return cached
    upper = text.upper()
    if len(upper) != len(text):  # 'ß' -> 'SS', 'ﬁ' -> 'FI': keep such characters as they are
        upper = "".join(u if len(u := c.upper()) == 1 else c for c in text)
    folded = " " + upper.translate(_SEPARATORS) + " "
    _LAST_FOLD = (text, folded)
    return folded


def keys_of(phrase: str) -> set[str]:
    """Automaton keys of `phrase`: folded as `fold` folds text, and with single spaces."""
    folded = " " + fold(phrase).strip(" ") + " "
    return {folded, " " + " ".join(folded.split()) + " "}


@cache
def english_levels() -> dict[str, int]:
    """Lower-case English word -> SCOWL size level (10 = most common .. 50)."""
    raw = resources.files("stream.data").joinpath("english_words.tsv.gz").read_bytes()
    rows = (line.split("\t") for line in gzip.decompress(raw).decode("ascii").splitlines())
    return {word: int(level) for word, level in rows}


@cache
def clinical_terms() -> dict[str, frozenset[str]]:
    """Section -> upper-case words of stream/data/clinical_terms.txt."""
    sections: dict[str, set[str]] = {}
    current = ""
    text = resources.files("stream.data").joinpath("clinical_terms.txt").read_text("utf-8")
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            current = line.strip("[]")
            sections[current] = set()
        else:
            sections[current].add(line.upper())
    return {name: frozenset(words) for name, words in sections.items()}


@cache
def hospital_entries() -> tuple[tuple[str, str], ...]:
    """(name, kind) rows of stream/data/hospitals.tsv; kind: name | acronym | acronym_ctx."""
    text = resources.files("stream.data").joinpath("hospitals.tsv").read_text("utf-8")
    rows = (line.split("\t") for line in text.splitlines() if line and not line.startswith("#"))
    return tuple((name, kind) for name, kind in rows)


def is_common_word(word: str, level: int = 35) -> bool:
    """Whether `word` is an English word at SCOWL level <= `level` (any case)."""
    found = english_levels().get(word.lower())
    return found is not None and found <= level


# Facility heads ("<Name> Hospital") and place-name variants; see automaton().
_HEADS = ("Hospital", "Hospitals", "Hosp", "Medical Center", "Med Center", "Medical Ctr",
          "Med Ctr", "Med. Center", "Med. Ctr", "Med Cntr", "Med. Cntr", "Health Center",
          "Health Ctr", "Health System", "Health Care", "Healthcare", "Health", "HealthCenter",
          "Medical Group", "Clinic", "Clinics", "Rehabilitation Center", "Rehabilitation Hospital",
          "Rehab Center", "Rehab", "Nursing Home", "Nursing Center", "Care Center", "Hospice",
          "Infirmary", "Surgery Center", "Surgical Center", "Cancer Center", "Cancer Institute",
          "Heart Institute", "Eye Institute", "Urgent Care", "Medical Associates",
          "Skilled Nursing Facility", "Memorial Hospital", "Sanitarium", "Sanatorium")
_CASED_HEADS = ("General", "Memorial", "Medical", "Med", "Gen", "Center", "Centre", "Institute",
                "Associates")  # heads only when capitalized: "Chicago General", "Houston Med"
_CITY_ALIASES = (("NYC", 8_000_000), ("New York", 8_000_000))
_PLACE_PREFIXES = {"Saint ": ("St ", "St. ", "Ste "), "Fort ": ("Ft ", "Ft. "), "Mount ": ("Mt ",
                   "Mt. ")}


@dataclass(slots=True)
class _Entry:
    """What one automaton key stands for."""

    length: int
    flags: int = 0
    freq: float = 0.0  # census % frequency as a name
    population: int = 0


def _ambiguity(word: str, freq: float, terms: dict[str, frozenset[str]]) -> int:
    """AMBIG and eponym/drug flags for a census name that reads as a word."""
    upper = word.upper()
    flags = 0
    for section, flag in (("eponym_strong", EPONYM_STRONG), ("eponym_weak", EPONYM_WEAK),
                          ("drug", DRUG), ("clinical", CLINICAL)):
        if upper in terms.get(section, ()):
            flags |= flag
    level = english_levels().get(word.lower())
    if level == 10:
        flags |= VERY_COMMON
    if (len(word) <= 2 or flags & NOT_A_NAME or (level is not None and (
            level <= 20 or (level <= 40 and freq < 0.1) or freq < 0.002))):
        flags |= AMBIG
    return flags


def _add(entries: dict[str, _Entry], phrase: str, flags: int, freq: float = 0.0,
         population: int = 0) -> None:
    """Add `phrase` (or merge its flags into the existing key)."""
    for key in keys_of(phrase):
        if len(key) < 4:
            continue
        entry = entries.get(key)
        if entry is None:
            entry = entries[key] = _Entry(len(key))
        entry.flags |= flags | (MULTI if key.strip(" ").count(" ") else 0)
        entry.freq = max(entry.freq, freq)
        entry.population = max(entry.population, population)


def _add_names(entries: dict[str, _Entry]) -> None:
    """Census first names and surnames, flagged for ambiguity."""
    terms = clinical_terms()
    freq = lexicon.name_frequency()
    firsts = set(lexicon.female_first_names()) | set(lexicon.male_first_names())
    for flag, names in ((FIRST, firsts), (LAST, lexicon.last_names())):
        for name in names:
            f = freq.get(name.upper(), 0.0)
            _add(entries, name, flag | _ambiguity(name, f, terms), f)


def _add_places(entries: dict[str, _Entry]) -> None:
    """US cities (with St./Ft./Mt. variants), states and counties."""
    terms = clinical_terms()
    not_places = terms["eponym_strong"] | terms["drug"] | terms["clinical"]
    for alias, population in _CITY_ALIASES:
        _add(entries, alias, CITY, population=population)
    for city in lexicon.us_cities():
        if "(" in city.name:
            continue
        for name in (part.strip() for part in city.name.split("/")):
            words = name.split()
            ambig = PLACE_AMBIG if (all(is_common_word(w) for w in words)
                                    or name.upper() in not_places) else 0
            variants = [name]
            for long, shorts in _PLACE_PREFIXES.items():
                if name.startswith(long):
                    variants += [short + name[len(long):] for short in shorts]
            for variant in variants:
                _add(entries, variant, CITY | ambig, population=city.population)
    for name in lexicon.us_states().values():
        _add(entries, name, STATE)
    for county in lexicon.us_counties():
        if not county.endswith(" city"):
            _add(entries, county, COUNTY)


def _add_facilities(entries: dict[str, _Entry]) -> None:
    """Typed facility names and acronyms, facility heads, 'St.' and 'University'."""
    kinds = {"name": FACILITY, "acronym": ACRONYM, "acronym_ctx": ACRONYM_CTX}
    for name, kind in hospital_entries():
        _add(entries, name, kinds[kind])
        if " and " in name:
            _add(entries, name.replace(" and ", " & "), kinds[kind])
    for head in _HEADS:
        _add(entries, head, HEAD)
    for head in _CASED_HEADS:
        _add(entries, head, HEAD | CASED_HEAD)
    for word in ("St", "Saint", "Ste"):
        _add(entries, word, SAINT)
    _add(entries, "University", UNIVERSITY)


def _add_cues(entries: dict[str, _Entry]) -> None:
    """Titles, labels, relationship words, credentials and eponym heads."""
    groups = ((_STAFF_TITLES, CUE_STAFF_TITLE), (_PERSON_TITLES, CUE_PERSON_TITLE),
              (_PATIENT_LABELS, CUE_LABEL | ROLE_PATIENT), (_STAFF_LABELS, CUE_LABEL | ROLE_STAFF),
              (_PERSON_LABELS, CUE_LABEL), (_BY_PHRASES, CUE_BY), (_RELATIONS, CUE_RELATION),
              (_CREDENTIALS, CUE_CREDENTIAL), (clinical_terms()["eponym_head"], EPONYM_HEAD))
    for words, flags in groups:
        for word in words:
            _add(entries, word, flags)


@cache
def automaton() -> ahocorasick.Automaton:
    """The process-wide automaton of every gazetteer key (built on first use)."""
    entries: dict[str, _Entry] = {}
    _add_names(entries)
    _add_places(entries)
    _add_facilities(entries)
    _add_cues(entries)
    auto = ahocorasick.Automaton()
    for key, entry in entries.items():
        strength = _strength(entry.flags, entry.freq, entry.length - 2)
        auto.add_word(key, (entry.length, entry.flags, strength, entry.population))
    auto.make_automaton()
    return auto


# --- cues: context words found by the same automaton ------------------------------------------

_STAFF_TITLES = ("Dr", "Drs", "Doctor", "Prof", "Professor", "Nurse")
_PERSON_TITLES = ("Mr", "Mrs", "Ms", "Miss", "Mx")
_PATIENT_LABELS = ("Patient", "Pt", "Name", "Patient Name", "Patient's Name")
_STAFF_LABELS = ("Attending", "Attending Physician", "PCP", "Provider", "Physician", "Surgeon",
                 "Resident", "Fellow", "Intern", "NP", "PA", "RN", "Nurse", "CC", "Author",
                 "Signed", "Cosigned", "Referring", "Referring Physician", "Referring Provider",
                 "Primary Care", "Primary Care Physician", "Primary Care Provider", "Consultant")
_PERSON_LABELS = ("Emergency Contact", "Contact", "NOK", "Next of Kin", "Guardian")
_BY_PHRASES = ("seen by", "signed by", "cosigned by", "dictated by", "examined by",
               "evaluated by", "performed by", "attested by", "interpreted by", "transcribed by",
               "referred by")
_RELATIONS = ("wife", "husband", "spouse", "partner", "son", "daughter", "mother", "father", "mom",
              "dad", "brother", "sister", "sibling", "aunt", "uncle", "niece", "nephew", "cousin",
              "grandson", "granddaughter", "grandmother", "grandfather", "grandma", "grandpa",
              "friend", "neighbor", "neighbour", "caregiver", "guardian", "fiance", "fiancee",
              "fiancé", "fiancée", "boyfriend", "girlfriend", "stepson", "stepdaughter",
              "stepmother", "stepfather", "roommate", "proxy", "HCP", "POA", "significant other",
              "discussed with", "spoke with", "spoke to", "called")
_CREDENTIALS = ("MD", "M.D.", "DO", "D.O.", "RN", "NP", "PA-C", "PA", "PhD", "Ph.D.", "DDS",
                "DMD", "DPM", "FNP-BC", "FNP", "ANP", "ACNP", "CNM", "CRNA", "LPN", "MBBS",
                "PharmD", "LCSW", "LICSW", "MSW", "DPT", "APRN", "FACS", "FACP", "MPH")
_PLACE_PREPS = frozenset({"in", "from", "near", "to", "outside", "around", "visiting", "lives",
                          "resides", "residing", "moved", "born", "traveled", "travelled",
                          "returned", "of"})
_FACILITY_PREPS = frozenset({"at", "to", "from", "in", "via", "into", "transfer", "transferred",
                             "admitted", "seen", "@"})
_RELATION_FILLERS = ("named", "is", "was")
_SENTENCE_END = frozenset(".!?:;\n\r*•#>-")


def _skip(text: str, pos: int, chars: str = " \t") -> int:
    """The first position at or after `pos` whose character is not in `chars`."""
    n = len(text)
    while pos < n and text[pos] in chars:
        pos += 1
    return pos


def _skip_back(text: str, pos: int, chars: str = " \t") -> int:
    """The last position at or before `pos` such that text[pos - 1] is not in `chars`."""
    while pos > 0 and text[pos - 1] in chars:
        pos -= 1
    return pos


def _previous_word(text: str, start: int) -> str:
    """The lower-cased word before `start` (skipping one 'the'), or a lone '@'."""
    end = _skip_back(text, start)
    begin = end
    while begin > 0 and text[begin - 1].isalpha():
        begin -= 1
    word = text[begin:end].lower()
    if word == "the":
        return _previous_word(text, begin)
    return word or text[end - 1:end]


def sentence_initial(text: str, start: int) -> bool:
    """Whether the word at `start` opens a sentence, line or list item."""
    i = start - 1
    while i >= 0 and text[i] in " \t\"'(“‘[":
        i -= 1
    return i < 0 or text[i] in _SENTENCE_END


class _Cues:
    """Context found in one text, keyed by the position of the word it bears on."""

    __slots__ = ("by_label", "by_title", "caps_title", "cred_ends", "heads", "relation_next",
                 "titles")

    def __init__(self) -> None:
        self.by_title: dict[int, Label] = {}  # word start -> STAFF/PERSON
        self.caps_title: set[int] = set()  # after "MS"/"MR"/"MRS": a title only before capitals
        self.by_label: dict[int, Label] = {}
        self.relation_next: set[int] = set()
        self.cred_ends: set[int] = set()  # ends of words followed by ", MD"
        self.heads: set[int] = set()  # starts of eponym head nouns
        self.titles: list[tuple[int, int]] = []

    def add(self, text: str, start: int, stop: int, flags: int) -> None:
        """Record what the cue word text[start:stop] says about the word next to it."""
        if flags & (CUE_STAFF_TITLE | CUE_PERSON_TITLE):
            self._title(text, start, stop, flags)
        if flags & CUE_LABEL:
            pos = _skip(text, stop)
            if pos < len(text) and text[pos] in ":=#":
                self.by_label[_skip(text, pos + 1)] = _role(flags)
        if flags & CUE_BY and stop < len(text) and text[stop] in " \t":
            self.by_label[_skip(text, stop)] = Label.STAFF
        if flags & CUE_RELATION:
            self.relation_next.add(_after_relation(text, stop))
        if flags & CUE_CREDENTIAL and text[start:stop] in _CREDENTIAL_SET:
            self._credential(text, start)
        if flags & EPONYM_HEAD:
            self.heads.add(start)

    def _title(self, text: str, start: int, stop: int, flags: int) -> None:
        """'Dr. ', 'Mrs ', 'Dr. A. ' before a name."""
        pos = stop + 1 if text.startswith(".", stop) else stop
        nxt = _skip(text, pos)
        if nxt == pos:
            return
        self.titles.append((start, stop))
        role = Label.STAFF if flags & CUE_STAFF_TITLE else Label.PERSON
        caps = text[start:stop] in ("MS", "MR", "MRS")
        for word_start in (nxt, _after_initial(text, nxt)):
            self.by_title[word_start] = role
            if caps:
                self.caps_title.add(word_start)

    def _credential(self, text: str, start: int) -> None:
        """'Smith, MD' / 'Smith MD' ('DO' only after a comma)."""
        pos = _skip_back(text, start)
        comma = pos > 0 and text[pos - 1] == ","
        if comma:
            pos = _skip_back(text, pos - 1)
        elif text.startswith("D", start) and text[start:start + 2] in ("DO", "D."):
            return
        self.cred_ends.add(pos)

    def title_role(self, start: int, upper: bool) -> Label | None:
        """STAFF/PERSON when a title stands right before the word at `start`."""
        role = self.by_title.get(start)
        if role is None or (start in self.caps_title and not upper):
            return None  # "MS like", "MR noted": multiple sclerosis, mitral regurgitation
        return role


_CREDENTIAL_SET = frozenset(_CREDENTIALS)


def _role(flags: int) -> Label:
    """The label a cue's role bits name."""
    if flags & ROLE_PATIENT:
        return Label.PATIENT
    return Label.STAFF if flags & ROLE_STAFF else Label.PERSON


def _after_initial(text: str, pos: int) -> int:
    """Past a middle initial ('A. ') at `pos`, or `pos`."""
    if pos + 2 < len(text) and text[pos].isupper() and text[pos + 1] == ".":
        return _skip(text, pos + 2)
    return pos


def _after_relation(text: str, stop: int) -> int:
    """Where the name starts after 'wife', "wife's", 'wife (', 'son, ', 'daughter named '."""
    pos = stop + 2 if text[stop:stop + 2] in ("'s", "’s") else stop
    pos = _skip(text, pos)
    if pos < len(text) and text[pos] in "(,:-":
        pos = _skip(text, pos + 1)
    for filler in _RELATION_FILLERS:
        if text.startswith(filler + " ", pos):
            return _skip(text, pos + len(filler))
    return pos


def _initial_before(text: str, start: int) -> int | None:
    """Start of an initial 'J. ' right before `start`, or None."""
    i = start - 1 if start > 0 and text[start - 1] == " " else start
    if i >= 2 and text[i - 1] == "." and text[i - 2].isupper() and (
            i == 2 or not (text[i - 3].isalnum() or text[i - 3] == ".")):
        return i - 2
    return None


def _initial_after(text: str, end: int) -> int:
    """Length of ' S.' or ' S' (then a break) right after `end`; 0 if none."""
    if end + 1 < len(text) and text[end] == " " and text[end + 1].isupper():
        nxt = text[end + 2:end + 3]
        if nxt == ".":
            return 3
        if not nxt or nxt in " \t\n,;:)?!":
            return 2
    return 0


@dataclass(frozen=True, slots=True)
class _Context:
    """What the words around a name say about it."""

    role: Label | None  # PATIENT / STAFF / PERSON from a title, label or credential
    strong: bool  # a title, a label or a credential
    medium: bool  # a relationship word or an adjacent initial


_NO_CONTEXT = _Context(None, False, False)


def _context(text: str, cues: _Cues, start: int, end: int, upper: bool) -> _Context:
    """Titles, labels and relationship words before `start`; credentials after `end`."""
    role = cues.title_role(start, upper)
    if role is None and end in cues.cred_ends:
        role = Label.STAFF
    if role is None:
        role = cues.by_label.get(start)
    if role is not None:
        return _Context(role, True, False)
    if start in cues.relation_next:
        return _Context(Label.PERSON, False, True)
    if _initial_before(text, start) is not None or _initial_after(text, end):
        return _Context(None, False, True)
    return _NO_CONTEXT


# --- names -----------------------------------------------------------------------------------

_LOWER, _TITLECASE, _UPPER = 0, 1, 2
_NAME_GAP = re.compile(r"[ \t]{1,2}|[ \t]?-[ \t]?|[ \t][A-Z]\.?[ \t]|,[ \t]?|[ \t][ODod]['’]")
_UNKNOWN_AFTER = re.compile(r" ([^\W\d_]{3,}(?:-[^\W\d_]{2,})?)(?![\w])")
_UNKNOWN_AFTER_TITLE = re.compile(r"\.?\s+(?:[A-Z]\.\s*)?([A-Z][A-Za-z'’\-]*[a-z][a-z'’\-]*"
                                  r"|[A-Z]{2,}(?:-[A-Z]+)?)(?![\w])")


class _Token(NamedTuple):
    """A census-name hit: offsets, entry flags, strength as a name and its case shape."""

    start: int
    end: int
    flags: int
    strength: float
    shape: int


def _strength(flags: int, freq: float, length: int) -> float:
    """1: reads as nothing but a name; .5: a frequent name that is also a word ("Rose");
    .25: a rare name that is a less common word ("Doe"); 0: a word first ("Pain")."""
    if not flags & AMBIG:
        return 1.0
    if flags & NOT_A_NAME or length <= 2:
        return 0.0
    if freq >= 0.05:
        return 0.5
    return 0.0 if flags & VERY_COMMON else 0.25


def _shape(word: str) -> int:
    """_UPPER, _TITLECASE or _LOWER."""
    if word.isupper():
        return _UPPER if len(word) > 1 else _TITLECASE
    return _TITLECASE if word[0].isupper() else _LOWER


def _groups(tokens: list[_Token], text: str) -> list[list[_Token]]:
    """Runs of name tokens separated by a space, hyphen, middle initial or one comma."""
    groups: list[list[_Token]] = []
    for token in tokens:
        if groups:
            last = groups[-1][-1]
            same_case = (last.shape == _LOWER) == (token.shape == _LOWER)
            if (same_case and 0 < token.start - last.end <= 4
                    and _NAME_GAP.fullmatch(text, last.end, token.start)):
                groups[-1].append(token)
                continue
        groups.append([token])
    return groups


def _split_commas(group: list[_Token], text: str) -> list[list[_Token]]:
    """Keep 'Last, First' (two tokens, the second a first name); split other comma runs."""
    parts: list[list[_Token]] = [[group[0]]]
    for prev, token in itertools.pairwise(group):
        if "," in text[prev.end:token.start]:
            parts.append([token])
        else:
            parts[-1].append(token)
    if len(parts) == 2 and len(parts[0]) == 1 and len(parts[1]) == 1 and parts[1][0].flags & FIRST:
        return [group]
    return parts


def _past_possessive(text: str, end: int) -> tuple[int, bool]:
    """Past "'s" / "'" at `end`, and whether there was one."""
    if text[end:end + 2] in ("'s", "’s"):
        return end + 2, True
    if text[end:end + 1] in ("'", "’"):
        return end + 1, True
    return end, False


def _eponym_position(group: list[_Token], text: str, cues: _Cues) -> bool:
    """Whether the group reads as an eponym ("Parkinson's disease", "Lou Gehrig's disease")."""
    last = group[-1]
    pos, possessive = _past_possessive(text, last.end)
    if _skip(text, pos, " \t-") not in cues.heads:
        return bool(possessive and last.flags & EPONYM_STRONG)
    if last.flags & EPONYM_STRONG or len(group) == 1:
        return True
    return all(t.flags & (EPONYM_STRONG | EPONYM_WEAK) for t in group)


def _name_span(group: list[_Token], text: str, cues: _Cues) -> Span | None:
    """Judge one run of name tokens; a Span when it reads as a person's name."""
    start, end = group[0].start, group[-1].end
    upper = group[0].shape == _UPPER
    ctx = _context(text, cues, start, end, upper)
    if ctx.strong:
        if all(t.flags & DRUG for t in group):
            return None
        return _finish(group, text, ctx.role or Label.PERSON, 0.95 if len(group) > 1 else 0.9)
    if group[0].shape == _LOWER or _eponym_position(group, text, cues):
        return None
    if len(group) > 1:
        return _pair_span(group, text, ctx)
    token = group[0]
    if text.startswith(":", end) or (upper and not ctx.medium):
        return None  # "Heart:" is a heading; capitals carry no signal
    if ctx.medium and token.strength >= 0.5 and (not upper or token.strength == 1.0):
        return _finish(group, text, ctx.role or Label.PERSON, 0.8)
    if (token.flags & FIRST and not token.flags & NOT_A_NAME and not upper
            and _initial_after(text, end)):  # "Lily A."
        return _finish(group, text, Label.PERSON, 0.75)
    if token.strength < 1.0:
        return None
    return _finish(group, text, Label.PERSON, 0.5 if sentence_initial(text, start) else 0.7)


def _pair_span(group: list[_Token], text: str, ctx: _Context) -> Span | None:
    """Two or more adjacent name tokens without a title or label."""
    upper = group[0].shape == _UPPER
    total = sum(t.strength for t in group)
    label = ctx.role or Label.PERSON
    if all(t.strength for t in group) and total >= (1.5 if upper else 1.0):
        return _finish(group, text, label, 0.9 if total >= 1.5 else 0.75)
    if len(group) == 2 and not upper:  # "Jane Doe", "Petrone, Al": one sure name, one role fit
        first, last = group
        if "," in text[first.end:last.start]:
            first, last = last, first
        if (first.flags & FIRST and last.flags & LAST and 1.0 in (first.strength, last.strength)
                and not (first.flags | last.flags) & NOT_A_NAME):
            return _finish(group, text, label, 0.6)
    return None


def _finish(group: list[_Token], text: str, label: Label, score: float) -> Span:
    """The group's span, widened over an adjacent initial, O'/D' and an unknown surname."""
    start, end = group[0].start, group[-1].end
    initial = _initial_before(text, start)
    if initial is not None:
        start = initial
    elif start >= 2 and text[start - 1] in "'’" and text[start - 2] in "ODod" and (
            start < 3 or not text[start - 3].isalnum()):
        start -= 2
    after = _initial_after(text, end)
    if after and (group[-1].flags & FIRST or after == 3):
        end += after
    elif group[-1].flags & FIRST and group[-1].shape == _TITLECASE:
        unknown = _UNKNOWN_AFTER.match(text, end, end + 40)
        if unknown and _shape(unknown.group(1)) == _TITLECASE and _unknown_word(unknown.group(1)):
            end = unknown.end()
    return Span(start, end, label, "gazetteer:name", score)


def _unknown_word(word: str) -> bool:
    """A capitalized word that is neither English, a drug nor an eponym."""
    upper = word.upper()
    return not (is_common_word(word, 50) or upper in clinical_terms()["drug"]
                or upper in clinical_terms()["eponym_strong"])


def _name_spans(tokens: list[_Token], text: str, cues: _Cues) -> list[Span]:
    """Spans of every run of name tokens that reads as a name."""
    spans: list[Span] = []
    for run in _groups(tokens, text):
        for group in _split_commas(run, text) if len(run) > 1 else [run]:
            span = _name_span(group, text, cues)
            if span is None and len(group) > 1 and not _eponym_position(group, text, cues):
                spans.extend(s for t in group if (s := _name_span([t], text, cues)) is not None)
            elif span is not None:
                spans.append(span)
    return spans


def _title_spans(text: str, cues: _Cues, taken: set[int]) -> list[Span]:
    """'Dr. Xyzzy': a capitalized word that is neither a census name nor English after a title."""
    spans: list[Span] = []
    for start, end in cues.titles:
        word = text[start:end]
        if not word[0].isupper() or word in ("MR", "MS", "MRS"):
            continue
        found = _UNKNOWN_AFTER_TITLE.match(text, end, end + 48)
        if found is None or found.start(1) in taken or not _unknown_word(found.group(1)):
            continue
        label = cues.by_title.get(found.start(1), Label.PERSON)
        spans.append(Span(found.start(1), found.end(1), label, "gazetteer:name", 0.8))
    return spans


# --- places ----------------------------------------------------------------------------------

_STATE_CODES = frozenset(lexicon.us_states())
_CODE_AFTER = re.compile(r",\s?([A-Z]{2})(?![\w])(?:\s+\d{5}(?:-\d{4})?(?!\d))?")
_CONNECTORS = frozenset({"of", "de", "la", "del", "du", "the", "&", "n", "on", "upon"})
_TOWN_STATE = re.compile(r",\s?([A-Z]{2})(?![\w])(\s+\d{5}(?:-\d{4})?(?!\d))?")
_CREDENTIAL_CODES = frozenset({"MD", "PA", "DO", "ME", "OR", "IN", "OK", "HI", "DE", "CO", "LA",
                               "MS", "MA", "ND", "NE", "SC", "RN", "NP"})


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
    shapes = {_shape(w) for w in words if w not in _CONNECTORS or w is words[0]}
    if _LOWER in shapes or not shapes:
        return None
    return _UPPER if shapes == {_UPPER} else _TITLECASE


def _place_span(text: str, cues: _Cues, start: int, end: int, flags: int,
                population: int) -> Span | None:
    """Judge a city/state/county hit; widen 'Boston' to 'Boston, MA'."""
    if text[start].islower():
        return None
    shape = _cased(text, start, end)
    if shape is None:
        return None
    tail = _CODE_AFTER.match(text, end, end + 16)
    if tail and tail.group(1) not in _STATE_CODES:
        tail = None
    tail = tail or _state_after().match(text, end, end + 30)
    if tail:
        return Span(start, tail.end(), Label.LOCATION, "gazetteer:place", 0.95)
    if _skip(text, _past_possessive(text, end)[0], " \t-") in cues.heads:
        return None  # "Framingham risk score", "Down syndrome"
    near = _previous_word(text, start) in _PLACE_PREPS
    if shape == _UPPER and not near and not flags & MULTI and not _caps_around(text, start, end):
        return None  # "ADA guidelines": an acronym in a mixed-case note
    score = _place_score(flags, shape, near, population, sentence_initial(text, start))
    if score is None:
        return None
    return Span(start, end, Label.LOCATION, "gazetteer:place", score)


_LOWER_RUN = re.compile(r"[a-z]{2}")


def _caps_around(text: str, start: int, end: int) -> bool:
    """Whether the text around a span is written in capitals (a telegraphic note)."""
    return _LOWER_RUN.search(text, max(0, start - 60), min(len(text), end + 60)) is None


def _place_score(flags: int, shape: int, near: bool, population: int,
                 initial: bool) -> float | None:
    """Confidence in a place hit without a state after it; None to drop it."""
    multi = bool(flags & MULTI)
    if flags & COUNTY:
        return 0.85
    if flags & CITY and flags & (PLACE_AMBIG | AMBIG):  # "Mobile", "Normal", "Long Beach"
        if multi:
            return 0.75 if shape == _TITLECASE or near else None
        return 0.7 if near and shape == _TITLECASE and not initial else None
    if flags & NAME:  # "Houston", "Jackson", "Virginia": a name reading competes
        return 0.85 if near else 0.8 if population >= 300_000 else 0.6
    if flags & CITY:
        if multi:  # "Los Angeles", "Santa Clara": above a first-last name pair (0.9)
            return 0.92 if shape == _TITLECASE else 0.75
        return 0.8 if shape == _TITLECASE else 0.65
    return 0.7 if shape == _TITLECASE else 0.6  # a state alone is not a Safe Harbor identifier


def _town_spans(text: str) -> list[Span]:
    """'Smallville, KS' for towns missing from the list: capitalized words before ', ST'."""
    spans: list[Span] = []
    for match in _TOWN_STATE.finditer(text):
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
        if not word or _shape(word) != _TITLECASE or word in _CONNECTORS:
            break
        start = j
    return start


# --- facilities ------------------------------------------------------------------------------

@cache
def _generic_words() -> frozenset[str]:
    """Lower-case words that do not tell which facility is meant ("Cardiology Clinic")."""
    return frozenset(w.lower() for w in clinical_terms()["facility_generic"])


_LEADING = frozenset({"the", "a", "an", "at", "to", "from", "in", "our", "this", "that"})


def _facility_prefix_start(text: str, head_start: int) -> int | None:
    """Start of the capitalized name before a facility head, or None if it is generic."""
    words: list[tuple[int, str]] = []
    pos = head_start
    while len(words) < 6:
        gap_start = pos
        while gap_start > 0 and text[gap_start - 1] in " \t":
            gap_start -= 1
        if gap_start == pos or gap_start == 0:
            break
        j = gap_start
        while j > 0 and not text[j - 1].isspace():
            j -= 1
        word = text[j:gap_start]
        if not word:
            break
        bare = word.rstrip(",;:!?)")
        if bare != word or (word.endswith(".") and word not in ("St.", "ST.", "Mt.", "Ft.")
                            and len(word) > 2):
            break
        if not (word[0].isupper() or word[0].isdigit() or word in _CONNECTORS):
            break
        words.append((j, word))
        pos = j
    while words and (words[-1][1] in _CONNECTORS or words[-1][1].lower() in _LEADING):
        words.pop()
    if not words:
        return None
    names = [w for _, w in words if w not in _CONNECTORS]
    if all(_generic(w, names) for w in names):
        return None
    return words[-1][0]


def _generic(word: str, names: list[str]) -> bool:
    """Whether a word before a head says nothing about which facility it is."""
    low = word.lower().strip("'’")
    if low.endswith(("'s", "’s")) and low[:-2] in _generic_words():
        return True
    if low == "general":  # "General Hospital" names a place; "General Surgery Clinic" does not
        later = names[:names.index(word)] if word in names else []
        return bool(later) and all(w.lower() in _generic_words() for w in later)
    return low in _generic_words()


_HEAD_TAIL = re.compile(
    r"(?:\s+(?:of|for|at)\s+(?:the\s+)?[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*){0,3})+")
_SAINT_AFTER = re.compile(r"\.?\s+([A-Z][a-z]+|[A-Z]{2,})(['’]s|'S)(?![\w])")
_UNIVERSITY_AFTER = re.compile(r"\s+of\s+[A-Z][\w'’\-]*(?:\s+[A-Z][\w'’\-]*){0,2}")
_FACILITY_AFTER = re.compile(r"\s+(?:ED|ER|Emergency|ICU|MICU|SICU|CCU|NICU|PICU|clinic|"
                             r"hospital|campus|floor|Hospital|Clinic|Medical|Health)(?![\w])")


def _previous_word_capitalized(text: str, start: int) -> bool:
    """Whether the word before `start` (one space between) begins with a capital."""
    i = start - 1
    if i < 1 or text[i] != " ":
        return False
    while i > 0 and not text[i - 1].isspace():
        i -= 1
    return text[i].isupper()


def _head_span(text: str, cues: _Cues, start: int, end: int, flags: int) -> Span | None:
    """'<Name> Hospital', '<Name> Medical Center of X', 'UCLA med center', 'Dallas clinic'."""
    lower = text[start].islower()
    if lower and (flags & CASED_HEAD or not _previous_word_capitalized(text, start)):
        return None
    prefix = _facility_prefix_start(text, start)
    if prefix is None:
        return None
    if lower and prefix in cues.by_title:
        return None  # "Dr. Smith clinic": a person's clinic, the name is found as a name
    tail = _HEAD_TAIL.match(text, end, end + 80)
    return Span(prefix, tail.end() if tail else end, Label.HOSPITAL, "gazetteer:facility", 0.85)


def _facility_span(text: str, cues: _Cues, start: int, end: int, flags: int) -> Span | None:
    """Judge a facility-related hit: a typed name, an acronym, a head, 'St. X's', 'University'."""
    word = text[start:end]
    if flags & FACILITY:
        return Span(start, end, Label.HOSPITAL, "gazetteer:facility", 0.9)
    if flags & (ACRONYM | ACRONYM_CTX) and word.isupper():
        if flags & ACRONYM:
            return Span(start, end, Label.HOSPITAL, "gazetteer:facility", 0.75)
        if (_previous_word(text, start) in _FACILITY_PREPS
                or _FACILITY_AFTER.match(text, end, end + 12)):
            return Span(start, end, Label.HOSPITAL, "gazetteer:facility", 0.8)
    if flags & HEAD:
        return _head_span(text, cues, start, end, flags)
    if flags & SAINT and word[0].isupper():
        saint = _SAINT_AFTER.match(text, end, end + 30)
        if saint:
            return Span(start, saint.end(), Label.HOSPITAL, "gazetteer:facility", 0.8)
    if flags & UNIVERSITY and word[0].isupper():
        tail = _UNIVERSITY_AFTER.match(text, end, end + 60)
        if tail:
            return Span(start, tail.end(), Label.HOSPITAL, "gazetteer:facility", 0.6)
    return None


# --- the recognizer --------------------------------------------------------------------------


def _resolve(facilities: list[Span], others: list[Span]) -> list[Span]:
    """Facilities first (longest wins), then the rest by score; overlaps are dropped."""
    kept: list[Span] = []
    taken: list[tuple[int, int]] = []
    ordered = sorted(facilities, key=lambda s: (-(s.end - s.start), s.start))
    ordered += sorted(others, key=lambda s: (-s.score, -(s.end - s.start), s.start))
    for span in ordered:
        if any(span.start < e and s < span.end for s, e in taken):
            continue
        kept.append(span)
        taken.append((span.start, span.end))
    kept.sort(key=lambda s: (s.start, s.end))
    return kept


class GazetteerRecognizer:
    """Census names, US places and facilities from one process-wide Aho-Corasick automaton."""

    name = "gazetteer"

    def __init__(self) -> None:
        self._automaton = automaton()

    def recognize(self, note: Note) -> list[Span]:
        """Names (PERSON/STAFF/PATIENT), places (LOCATION) and facilities (HOSPITAL)."""
        return self.find(note.text)

    def find(self, text: str) -> list[Span]:
        """Gazetteer spans of `text`, non-overlapping, sorted."""
        if not text:
            return []
        cues = _Cues()
        by_title, by_label = cues.by_title, cues.by_label
        tokens: list[_Token] = []
        places: list[tuple[int, int, int, int]] = []
        facilities: list[tuple[int, int, int]] = []
        for end, (length, flags, strength, population) in self._automaton.iter(fold(text)):
            start = end - length + 1
            if flags & CUES:
                cues.add(text, start, end - 1, flags)
            lower = text[start].islower()
            if flags & NAME and not flags & MULTI:
                if lower and flags & AMBIG and not _title_like_before(text, start):
                    pass  # "in", "will", "pain": a word, unless a title stands before it
                elif (strength or start in by_title or start in by_label
                      or (tokens and 0 < start - tokens[-1].end <= 4)):
                    shape = _LOWER if lower else _shape(text[start:end - 1])
                    tokens.append(_Token(start, end - 1, flags, strength, shape))
            if flags & PLACE and not lower:
                places.append((start, end - 1, flags, population))
            if flags & FACILITY_HITS:
                facilities.append((start, end - 1, flags))
        return self._judge(text, cues, tokens, places, facilities)

    @staticmethod
    def _judge(text: str, cues: _Cues, tokens: list[_Token],
               places: list[tuple[int, int, int, int]],
               facilities: list[tuple[int, int, int]]) -> list[Span]:
        """Spans from the hits, read in their context."""
        tokens.sort(key=lambda t: t.start)
        others = _name_spans(tokens, text, cues)
        others += _title_spans(text, cues, {t.start for t in tokens})
        others += [s for p in places if (s := _place_span(text, cues, *p)) is not None]
        others += _town_spans(text)
        found = [s for f in facilities if (s := _facility_span(text, cues, *f)) is not None]
        return _resolve(found, others)


def _title_like_before(text: str, start: int) -> bool:
    """Cheap test for 'dr '/'Mr. ' right before a lower-case word (which then may be a name)."""
    return start >= 3 and text[start - 1] == " " and text[start - 2] in ".rRsS"
