"""The note's own known identifiers (from its metadata) found again in its text.

Metadata shape (`Note.metadata`; every key optional, unknown keys ignored):

    {
      "patient": {
        "name": "John A. Smith" | "Smith, John A." | {"given": ["John", "A"], "family": "Smith"}
                | {"first": "John", "middle": "A", "last": "Smith"},
        "aliases": ["Johnny Smith"],               # other names (also "names")
        "mrn": "00123456" | ["..."],                # also "ids", "ssn", "account"
        "dob": "1956-03-04" | "03/04/1956" | "March 4, 1956",
        "phone": "617-555-0123" | ["..."],          # also "phones", "fax"
        "email": "john@example.org" | ["..."],
        "address": "12 Main St, Boston, MA 02115"
                   | {"line": ["12 Main St"], "city": "Boston", "state": "MA", "zip": "02115"}
      },
      "relatives": [{"name": "Mary Smith", "relation": "wife", "phone": "..."}],
      "providers": [{"name": "Dr. Jane Roe", "role": "attending"} | "Dr. Jane Roe"],
      "facility": "Springfield General Hospital" | ["..."],
      "message": {"ids": [...], "phones": [...], "email": [...], "address": [...], "dob": [...]}
    }

"message" holds the values of a message's structured fields whoever they belong to (a FHIR
Bundle's other resources, HL7 segments beyond PID and NK1): they are labelled by their kind.

Aliases: the patient's fields may also sit at the top level ("patient_name" or "name", "mrn",
"dob"/"birth_date"/"birthDate"/"date_of_birth", "phone", "address", "email", "ssn");
"contacts"/"next_of_kin"/"nok"/"family" mean relatives; "staff"/"clinicians"/"doctors"/"attending"
/"provider" mean providers; "hospital"/"facilities"/"organization" mean facility. FHIR-style
address keys ("postalCode") and HumanName keys ("given", "family") are read as well.

Names match case-insensitively as whole words, alone or joined ("John Smith", "Smith, John",
"J. Smith", "John S."), with common nicknames (stream/data/nicknames.tsv); a name token that is
also a common English word must be capitalized in the text. Identifiers and phones match on their
characters whatever the separators ("617-555-0123", "(617) 555 0123"); dates of birth in common
renderings. Labels: patient -> PATIENT, relatives -> PERSON, providers -> STAFF, identifiers -> ID,
date of birth -> DATE, phone -> PHONE, e-mail -> EMAIL, address -> LOCATION, facility -> HOSPITAL.
Every span scores 1.0. Nothing here logs or raises with a value it reads.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import re
import threading
from collections import OrderedDict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

import ahocorasick
import orjson

from stream.core.calendar_words import months
from stream.core.categories import Label
from stream.core.spans import Note, Span
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.gazetteer import is_common_word, keys_of, search_form, sentence_initial
from stream.recognize.value_shapes import nanp_digits

_TITLES = frozenset({"dr", "drs", "doctor", "mr", "mrs", "ms", "miss", "mx", "prof", "nurse"})
_SUFFIXES = frozenset(cue_list("roles", "name_suffix"))
_TITLE_BEFORE = re.compile(r"(?:^|[^\w])(?:dr|mr|mrs|ms|prof|miss)\.\s*$", re.IGNORECASE)
_NAME_RANK = {Label.PATIENT: 0, Label.STAFF: 1, Label.PERSON: 2}
_NAME_GAP = re.compile(r"[ \t]{1,2}|[ \t]?-[ \t]?|,[ \t]{0,2}|[ \t][A-Za-z]\.?[ \t]")
_MONTHS = tuple(m.name.title() for m in months())
_STREET_WORDS = {
    "street": "st", "avenue": "ave", "road": "rd", "drive": "dr", "boulevard": "blvd",
    "lane": "ln", "court": "ct", "place": "pl", "terrace": "ter", "circle": "cir",
    "highway": "hwy", "parkway": "pkwy", "square": "sq", "apartment": "apt", "suite": "ste",
    "north": "n", "south": "s", "east": "e", "west": "w", "mount": "mt", "saint": "st",
}
_ABBREVIATIONS = frozenset(_STREET_WORDS) | frozenset(_STREET_WORDS.values())
_SEP = r"[\s\-./()]{0,3}"
_MIN_ID_CHARS = 4


@cache
def nicknames() -> dict[str, tuple[str, ...]]:
    """Upper-case formal given name -> its common nicknames (stream/data/nicknames.tsv)."""
    text = resources.files("stream.data").joinpath("nicknames.tsv").read_text("utf-8")
    table: dict[str, tuple[str, ...]] = {}
    for line in text.splitlines():
        if line and not line.startswith("#"):
            formal, nicks = line.split("\t")
            table[formal.upper()] = tuple(n.strip() for n in nicks.split(","))
    return table


@dataclass(frozen=True, slots=True)
class Person:
    """A person the note may name: given names, family name and the label they get."""

    label: Label
    given: tuple[str, ...]
    family: str | None
    source: str


@dataclass(slots=True)
class KnownValues:
    """Everything a note's metadata says that its text may repeat."""

    people: list[Person] = field(default_factory=list)
    ids: list[str] = field(default_factory=list)
    dates: list[dt.date] = field(default_factory=list)
    phones: list[str] = field(default_factory=list)
    emails: list[str] = field(default_factory=list)
    places: list[str] = field(default_factory=list)  # street lines, cities, zip codes
    facilities: list[str] = field(default_factory=list)


# --- reading the metadata ---------------------------------------------------------------------

_PATIENT_KEYS = {"patient_name": "name", "name": "name", "mrn": "mrn", "medical_record_number":
                 "mrn", "dob": "dob", "birth_date": "dob", "birthdate": "dob",
                 "date_of_birth": "dob", "phone": "phone", "telephone": "phone",
                 "address": "address", "email": "email", "ssn": "ssn"}
_RELATIVE_KEYS = ("relatives", "contacts", "next_of_kin", "nok", "family")
_PROVIDER_KEYS = ("providers", "staff", "clinicians", "doctors", "attending", "provider")
_FACILITY_KEYS = ("facility", "hospital", "facilities", "organization")
_ID_KEYS = ("mrn", "ids", "ssn", "account", "identifiers", "medical_record_number")
_PHONE_KEYS = ("phone", "phones", "telephone", "fax", "mobile")


def _as_list(value: Any) -> list[Any]:
    """`value` as a list: None -> [], a scalar -> [it]."""
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def _lower_keys(mapping: Any) -> dict[str, Any]:
    """A dict with lower-cased keys (non-dicts give {})."""
    return {str(k).lower(): v for k, v in mapping.items()} if isinstance(mapping, dict) else {}


def parse_metadata(metadata: dict[str, Any] | None) -> KnownValues:
    """The known values of a note's metadata (see the module docstring for the shape)."""
    meta = _lower_keys(metadata)
    known = KnownValues()
    patient = _lower_keys(meta.get("patient"))
    for alias, key in _PATIENT_KEYS.items():
        if alias in meta and key not in patient:
            patient[key] = meta[alias]
    _read_party(known, patient, Label.PATIENT, "known:patient")
    for key in _RELATIVE_KEYS:
        for relative in _as_list(meta.get(key)):
            _read_party(known, _party(relative), Label.PERSON, "known:relative")
    for key in _PROVIDER_KEYS:
        for provider in _as_list(meta.get(key)):
            _read_party(known, _party(provider), Label.STAFF, "known:provider")
    for key in _FACILITY_KEYS:
        known.facilities += [str(v) for v in _as_list(meta.get(key)) if v]
    _read_party(known, _lower_keys(meta.get("message")), Label.PATIENT, "known:message")
    return known


def _party(value: Any) -> dict[str, Any]:
    """A relative or provider entry: a dict, or a bare name."""
    return _lower_keys(value) if isinstance(value, dict) else {"name": value}


def _read_party(known: KnownValues, party: dict[str, Any], label: Label, source: str) -> None:
    """Add one person's names, identifiers, date of birth, phones, e-mails and address."""
    names = _as_list(party.get("name")) + _as_list(party.get("names"))
    names += _as_list(party.get("aliases"))
    if "first" in party or "last" in party or "given" in party or "family" in party:
        names.append(party)
    for name in names:
        given, family = name_parts(name)
        if given or family:
            known.people.append(Person(label, given, family, source))
    for key in _ID_KEYS:
        known.ids += [str(v) for v in _as_list(party.get(key)) if v]
    for key in ("dob", "birthdate", "birth_date", "date_of_birth"):
        known.dates += [d for v in _as_list(party.get(key)) if (d := metadata_date(v)) is not None]
    for key in _PHONE_KEYS:
        known.phones += [str(v) for v in _as_list(party.get(key)) if v]
    known.emails += [str(v) for v in _as_list(party.get("email")) if v]
    for address in _as_list(party.get("address")):
        known.places += address_parts(address)


def name_parts(name: Any) -> tuple[tuple[str, ...], str | None]:
    """(given names, family name) of a string ("John A. Smith", "Smith, John") or a dict."""
    if isinstance(name, dict):
        name = _lower_keys(name)
        given = _as_list(name.get("given")) or [name.get("first"), name.get("middle")]
        family = name.get("family") or name.get("last")
        given_words = [w for g in given if g for w in _words(str(g))]
        return tuple(given_words), (" ".join(_words(str(family))) or None) if family else None
    text = str(name or "")
    if "," in text and _words(text.partition(",")[2]):
        family, _, rest = text.partition(",")
        family_words = _words(family)
        return tuple(_words(rest)), " ".join(family_words) or None
    words = _words(text)
    if len(words) == 1:
        return (), words[0]
    return tuple(words[:-1]), (words[-1] if words else None)


def _words(text: str) -> list[str]:
    """Name words without titles, suffixes and credentials."""
    words = [w.strip(".,'\"()") for w in text.split()]
    return [w for w in words if w and w.lower().rstrip(".") not in _TITLES | _SUFFIXES]


def metadata_date(value: Any) -> dt.date | None:
    """A date from a date, an ISO string, 'MM/DD/YYYY', 'YYYYMMDD' or 'Month D, YYYY'."""
    if isinstance(value, dt.datetime):
        return value.date()
    if isinstance(value, dt.date):
        return value
    text = str(value or "").strip()
    for fmt in ("%Y-%m-%d", "%m/%d/%Y", "%Y%m%d", "%B %d, %Y", "%b %d, %Y", "%d %B %Y",
                "%m-%d-%Y", "%Y/%m/%d"):
        try:
            return dt.datetime.strptime(text[:10] if fmt == "%Y-%m-%d" else text, fmt).date()
        except ValueError:
            continue
    return None


def address_parts(address: Any) -> list[str]:
    """Street lines, city and zip code of an address string or dict."""
    if isinstance(address, dict):
        address = _lower_keys(address)
        lines = _as_list(address.get("line")) + _as_list(address.get("street"))
        lines += _as_list(address.get("line1")) + _as_list(address.get("line2"))
        others = [address.get("city"), address.get("zip"), address.get("postal_code"),
                  address.get("postalcode")]
        return [str(v) for v in lines + others if v]
    parts = [p.strip() for p in str(address or "").split(",") if p.strip()]
    found: list[str] = []
    for part in parts:
        zip_code = re.search(r"\b\d{5}(?:-\d{4})?\b", part)
        if zip_code and re.fullmatch(r"[A-Za-z]{2}\s+\d{5}(?:-\d{4})?", part):
            found.append(zip_code.group())
        elif not re.fullmatch(r"[A-Za-z]{2}", part):
            found.append(part)
    return found


# --- patterns ---------------------------------------------------------------------------------
# Two regexes a note: one whose branches all begin with a digit (scanned fast, digits only) and
# one whose branches begin with a letter (case-insensitive). Phones begin at the area code; a
# "(" or "+1 " before it is added afterwards.


def _id_regex(value: str) -> str | None:
    """Characters of an identifier, any separators between them; leading zeros optional."""
    chars = [c for c in value if c.isalnum()]
    if len(chars) < _MIN_ID_CHARS:
        return None
    if all(c.isdigit() for c in chars):
        stripped = "".join(chars).lstrip("0") or "0"
        zeros = len(chars) - len(stripped)
        lead = f"(?:0{_SEP}){{0,{zeros}}}" if zeros else ""
        return lead + _SEP.join(stripped)
    return _SEP.join(re.escape(c) for c in chars)


def _is_number_id(value: str) -> bool:
    """An identifier of digits only (separators aside), long enough to be matched."""
    chars = [c for c in value if c.isalnum()]
    return len(chars) >= _MIN_ID_CHARS and all(c.isdigit() for c in chars)


def _numbers_regex(values: list[str]) -> str | None:
    """One regex for identifiers of digits only, as `_id_regex` reads each, factored into a
    trie of their digits: a message's thousands of identifiers compile and match as one."""
    trie: dict[str, dict] = {}
    zeros = 0
    for value in values:
        digits = "".join(c for c in value if c.isdigit())
        stripped = digits.lstrip("0") or "0"
        zeros = max(zeros, len(digits) - len(stripped))
        node = trie
        for digit in stripped:
            node = node.setdefault(digit, {})
        node[""] = {}
    if not trie:
        return None
    return f"(?:0{_SEP}){{0,{zeros}}}" + _digit_branches(trie)


def _digit_branches(node: dict[str, dict]) -> str:
    """Regex source of the digits that may come at a trie node."""
    branches = [digit + _digits_after(child) for digit, child in sorted(node.items()) if digit]
    return branches[0] if len(branches) == 1 else f"(?:{'|'.join(branches)})"


def _digits_after(node: dict[str, dict]) -> str:
    """Regex source of what follows a digit: more digits after a separator, or the end."""
    if set(node) == {""}:
        return ""
    more = _SEP + _digit_branches(node)
    return f"(?:{more})?" if "" in node else more


def _phone_regexes(value: str) -> list[str]:
    """A phone number in any common layout; US numbers also without the area code."""
    digits = nanp_digits(value)
    if digits is None:
        return [r for r in (_id_regex(value),) if r]
    area, exchange, line = digits[:3], digits[3:6], digits[6:]
    sep = r"[\s.\-]{0,2}"
    return [rf"{area}\)?{sep}{exchange}{sep}{line}", rf"{exchange}{sep}{line}"]


def _date_regexes(day: dt.date) -> list[str]:
    """Regexes for a date: 3/4/1956, 03-04-56, 1956-03-04, 19560304, March 4th, 1956 ..."""
    m, d, yyyy, yy = day.month, day.day, day.year, f"{day.year % 100:02d}"
    mm, dd = f"0?{m}" if m < 10 else str(m), f"0?{d}" if d < 10 else str(d)
    numeric = [rf"{mm}{sep}{dd}{sep}(?:{yyyy}|{yy})" for sep in ("/", "-", r"\.")]
    numeric += [rf"{yyyy}{sep}{mm}{sep}{dd}" for sep in ("-", "/")]
    numeric += [f"{yyyy}{m:02d}{d:02d}", f"{m:02d}{d:02d}{yyyy}"]
    month = _MONTHS[m - 1]
    names = rf"(?:{month}|{month[:3]}\.?)"
    nth = rf"{dd}(?:st|nd|rd|th)?"
    return [*numeric, rf"{names}\s+{nth},?\s+{yyyy}", rf"{nth}\s+{names},?\s+{yyyy}"]


def _phrase_regex(phrase: str) -> str | None:
    """Words of a phrase with flexible spaces and punctuation; street words or abbreviations."""
    words = re.findall(r"[^\W_]+|&", phrase)
    if not words:
        return None
    parts = []
    for word in words:
        low = word.lower()
        if low in ("&", "and"):
            parts.append("(?:&|and)")
        elif low in _STREET_WORDS:
            parts.append(f"(?:{low}|{_STREET_WORDS[low]})")
        elif low in _STREET_WORDS.values():
            long = next(k for k, v in _STREET_WORDS.items() if v == low)
            parts.append(f"(?:{low}|{long})")
        else:
            parts.append(re.escape(word))
    tail = r"\.?" if words[-1].lower() in _ABBREVIATIONS else ""
    parts = [p if p.isdigit() else f"(?i:{p})" for p in parts]  # digit-led phrases: no flag
    return r"[\s,.'’#\-]{1,4}".join(parts) + tail


def _structured(known: KnownValues) -> Iterator[tuple[str | None, Label, str]]:
    """(regex, label, source) for every non-name value, most specific first."""
    for value in sorted(known.facilities, key=len, reverse=True):  # before a city they contain
        yield _phrase_regex(value), Label.HOSPITAL, "known:facility"
    for value in sorted(known.places, key=len, reverse=True):
        yield _phrase_regex(value), Label.LOCATION, "known:address"
    for value in known.emails:
        yield re.escape(value), Label.EMAIL, "known:email"
    for value in known.phones:
        for regex in _phone_regexes(value):
            yield regex, Label.PHONE, "known:phone"
    for day in known.dates:
        for regex in _date_regexes(day):
            yield regex, Label.DATE, "known:dob"
    numbers = [v for v in known.ids if _is_number_id(v)]
    yield _numbers_regex(numbers), Label.ID, "known:id"
    for value in known.ids:
        if not _is_number_id(value):
            yield _id_regex(value), Label.ID, "known:id"


@dataclass(frozen=True, slots=True)
class _Compiled:
    """One note's matchers: an automaton of name words and two regexes of everything else."""

    names: ahocorasick.Automaton | None
    people: tuple[Person, ...]
    digits: re.Pattern[str] | None  # branches that begin with a digit
    words: re.Pattern[str] | None  # the others, case-insensitive
    groups: tuple[tuple[Label, str], ...]

    def __repr__(self) -> str:
        return f"_Compiled(people={len(self.people)}, groups={len(self.groups)})"


def _name_automaton(people: list[Person]) -> ahocorasick.Automaton | None:
    """Name words (and nicknames) -> ((person index, is_given), ...)."""
    table: dict[str, set[tuple[int, bool]]] = {}
    for index, person in enumerate(people):
        given = list(person.given)
        if given:
            given += nicknames().get(given[0].upper(), ())
        words = [(w, True) for w in given] + [(w, False) for w in _family_words(person.family)]
        for word, is_given in words:
            if len(word) < 2:
                continue
            for key in keys_of(word):
                table.setdefault(key, set()).add((index, is_given))
    if not table:
        return None
    auto = ahocorasick.Automaton()
    for key, owners in table.items():
        auto.add_word(key, (len(key), tuple(sorted(owners))))
    auto.make_automaton()
    return auto


def _family_words(family: str | None) -> list[str]:
    """A family name and, for 'Smith-Jones' or 'de la Cruz', its parts."""
    if not family:
        return []
    parts = [p for p in re.split(r"[\s\-]+", family) if len(p) > 2]
    return [family, *parts] if len(parts) > 1 else [family]


def compile_known(known: KnownValues) -> _Compiled:
    """The matchers for one note's known values."""
    branches: dict[bool, list[str]] = {True: [], False: []}
    groups: list[tuple[Label, str]] = []
    for regex, label, source in _structured(known):
        if regex:
            digit_led = regex[0].isdigit() or regex.startswith("(?:0")
            branches[digit_led].append(f"(?P<g{len(groups)}>{regex})")
            groups.append((label, source))
    digits = re.compile("|".join(branches[True])) if branches[True] else None
    words = re.compile("|".join(branches[False]), re.IGNORECASE) if branches[False] else None
    return _Compiled(_name_automaton(known.people), tuple(known.people), digits, words,
                     tuple(groups))


class _MatcherCache:
    """Recently compiled matchers, keyed by a digest of the metadata (no PHI in the keys)."""

    def __init__(self, size: int = 512) -> None:
        self._size = size
        self._items: OrderedDict[bytes, _Compiled] = OrderedDict()
        self._lock = threading.Lock()

    def __repr__(self) -> str:
        return f"_MatcherCache(size={self._size}, held={len(self._items)})"

    def get(self, metadata: dict[str, Any]) -> _Compiled:
        """The matchers of `metadata`, compiled on first use."""
        digest = hashlib.blake2b(orjson.dumps(metadata, option=orjson.OPT_SORT_KEYS,
                                              default=str), digest_size=16).digest()
        with self._lock:
            found = self._items.get(digest)
            if found is not None:
                self._items.move_to_end(digest)
                return found
        found = compile_known(parse_metadata(metadata))
        with self._lock:
            self._items[digest] = found
            if len(self._items) > self._size:
                self._items.popitem(last=False)
        return found


# --- matching ---------------------------------------------------------------------------------


def _structured_spans(text: str, compiled: _Compiled) -> list[Span]:
    """Identifiers, phones, dates, e-mails, address parts and facilities in `text`."""
    spans: list[Span] = []
    for match in _structured_matches(text, compiled):
        start, end = match.span()
        if (start > 0 and text[start - 1].isalnum()) or (end < len(text) and text[end].isalnum()):
            continue
        label, source = compiled.groups[int(match.lastgroup[1:])]  # type: ignore[index]
        if label is Label.PHONE:
            start = _phone_start(text, start)
        elif label in (Label.LOCATION, Label.HOSPITAL) and match.group().islower() and \
                is_common_word(match.group()):
            continue
        spans.append(Span(start, end, label, source, 1.0))
    return spans


_NUMBER_START = re.compile(r"(?<![^\W_])\d")


def _structured_matches(text: str, compiled: _Compiled) -> Iterator[re.Match[str]]:
    """Matches of the digit-led regex (tried only where a number starts) and the word-led one."""
    if compiled.digits is not None:
        reach = 0
        for number in _NUMBER_START.finditer(text):
            if number.start() < reach:
                continue
            match = compiled.digits.match(text, number.start())
            if match is not None:
                reach = match.end()
                yield match
    if compiled.words is not None:
        yield from compiled.words.finditer(text)


_PHONE_PREFIX = re.compile(r"(?:\+?1[\s.\-]{0,2})?\(?$")


def _phone_start(text: str, start: int) -> int:
    """Start of a phone number, over a '(' and a '+1 ' before the area code."""
    prefix = _PHONE_PREFIX.search(text, max(0, start - 5), start)
    return prefix.start() if prefix and prefix.start() < start else start


_Hit = tuple[int, int, tuple[tuple[int, bool], ...]]


def _name_hits(text: str, compiled: _Compiled) -> list[_Hit]:
    """(start, end, owners) of every name word of the note, case rules applied."""
    hits: list[_Hit] = []
    if compiled.names is None:
        return hits
    for end, (length, owners) in compiled.names.iter(search_form(text)):
        start, stop = end - length + 1, end - 1
        word = text[start:stop]
        if word[0].islower() and (len(word) <= 2 or is_common_word(word)):
            continue  # "will", "may", "rose": only capitalized
        hits.append((start, stop, owners))
    hits.sort()
    return hits


def _name_spans(text: str, compiled: _Compiled) -> list[Span]:
    """Runs of known name words (with an adjacent initial) as one span each."""
    runs: list[list[_Hit]] = []
    for hit in _name_hits(text, compiled):
        last = runs[-1][-1] if runs else None
        if last and 0 < hit[0] - last[1] <= 4 and _NAME_GAP.fullmatch(text, last[1], hit[0]):
            runs[-1].append(hit)
        else:
            runs.append([hit])
    return [_run_span(text, run, compiled.people) for run in runs if not _word_only(text, run)]


_POSSESSIVE = re.compile(r"['’][sS]\b")


def _word_only(text: str, run: list[_Hit]) -> bool:
    """A lone known name that is a common word opening a sentence ("Will do.", "Brown stool."),
    unless it owns something ("Brown's wife")."""
    start, end, _ = run[0]
    return (len(run) == 1 and is_common_word(text[start:end]) and sentence_initial(text, start)
            and _initial_start(text, start) == start and _initial_end(text, end) == end
            and not _TITLE_BEFORE.search(text, max(0, start - 8), start)
            and not _POSSESSIVE.match(text, end))


def _run_span(text: str, run: list[_Hit], people: tuple[Person, ...]) -> Span:
    """One span for a run of name words, labelled by the person they most likely name."""
    owner_sets = [{index for index, _ in owners} for _, _, owners in run]
    common = set.intersection(*owner_sets) or set.union(*owner_sets)
    person = min((people[i] for i in common), key=lambda p: _NAME_RANK[p.label])
    return Span(_initial_start(text, run[0][0]), _initial_end(text, run[-1][1]), person.label,
                person.source, 1.0)


def _initial_start(text: str, start: int) -> int:
    """Start of an initial 'J. ' right before `start`, else `start`."""
    if start >= 3 and text[start - 3:start - 1].endswith(".") and text[start - 1] == " " and \
            text[start - 3].isupper() and (start == 3 or not text[start - 4].isalnum()):
        return start - 3
    return start


def _initial_end(text: str, end: int) -> int:
    """End of an initial ' S.' (or ' S' then a break) right after `end`, else `end`."""
    if text[end:end + 1] == " " and text[end + 1:end + 2].isupper():
        after = text[end + 2:end + 3]
        if after == ".":
            return end + 3
        if after == "" or not after.isalnum():
            return end + 2
    return end


def _join_places(spans: Iterable[Span], text: str) -> list[Span]:
    """'12 Main St' + 'Boston' + '02115' (with ', MA ' between) as one LOCATION span."""
    joined: list[Span] = []
    for span in sorted(spans, key=lambda s: (s.start, -s.end)):
        prev = joined[-1] if joined else None
        if (prev is not None and prev.label is Label.LOCATION and span.label is Label.LOCATION
                and 0 <= span.start - prev.end <= 8
                and re.fullmatch(r"[\s,]*(?:[A-Z]{2}[\s,]*)?", text[prev.end:span.start])):
            joined[-1] = Span(prev.start, max(prev.end, span.end), prev.label, prev.source, 1.0)
        else:
            joined.append(span)
    return joined


class KnownValuesRecognizer:
    """The patient's, relatives' and providers' own identifiers, from the note's metadata."""

    name = "known"

    def __init__(self, cache_size: int = 512) -> None:
        self._cache = _MatcherCache(cache_size)

    def recognize(self, note: Note) -> list[Span]:
        """Spans of the note's known values in its text (score 1.0)."""
        if not note.metadata or not note.text:
            return []
        compiled = self._cache.get(note.metadata)
        spans = _name_spans(note.text, compiled) + _structured_spans(note.text, compiled)
        return _join_places(spans, note.text)
