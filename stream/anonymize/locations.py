"""Places and facilities: keyed, shape-keeping surrogates (Safe Harbor geography rules).

A LOCATION value is split at commas and line breaks; each piece is recognised by its shape
(ZIP, street, PO box, unit, county, city, state, country) and replaced on its own, so
"Boston", "Boston, MA" and "12 Elm St, Boston, MA 02115" agree on Boston. States and countries
are kept (Safe Harbor allows them); ZIP codes keep their first three digits unless the ZIP3 is
one of the restricted low-population areas.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from itertools import takewhile

from stream.anonymize.keyed import KeyedPRF
from stream.anonymize.keys import Purpose
from stream.anonymize.names import Pool
from stream.anonymize.permutation import KeyedPermutation
from stream.anonymize.strategy import SurrogateContext, SurrogateError
from stream.anonymize.surface import case_of, key_form, recase, words
from stream.core.entities import FACILITY_WORDS, TYPE_WORDS, facility_key, linked_keys
from stream.core.lexicon import (
    country_names,
    female_first_names,
    last_names,
    male_first_names,
    us_cities,
    us_counties,
    us_states,
)

# ZIP3 areas of 20,000 people or fewer (HHS Safe Harbor guidance, 2000 census): become 000.
RESTRICTED_ZIP3 = words("036 059 063 102 203 556 692 790 821 823 830 831 878 879 884 890 893")
TERRITORIES = {
    "PR": "Puerto Rico",
    "GU": "Guam",
    "VI": "U.S. Virgin Islands",
    "AS": "American Samoa",
    "MP": "Northern Mariana Islands",
}
DIRECTIONS = words(
    "n s e w ne nw se sw north south east west northeast northwest southeast southwest"
)
STREET_TYPES = words(
    "st street ave av avenue rd road blvd boulevard dr drive ln lane ct court pl place way"
    " ter terrace cir circle pkwy parkway hwy highway sq square trl trail loop row pike rte"
    " route aly alley xing crossing crk creek cv cove expy expressway fwy freeway hts heights"
    " holw hollow jct junction mnr manor plz plaza pt point run walk path pass bend close"
    " crescent cres grove grv park"
)
UNIT_WORDS = words(
    "apt apartment suite ste unit rm room fl floor bldg building lot dept space spc # no"
)
STREET_WORDS = sorted(
    words(
        "Oak Maple Elm Pine Cedar Birch Walnut Chestnut Willow Spruce Hickory Ash Poplar Sycamore"
        " Magnolia Dogwood Cherry Aspen Laurel Holly Juniper Cypress Hawthorn Linden Beech Alder"
        " Park Lake Hill Church Mill Spring Ridge Valley River Forest Meadow Sunset Highland"
        " Orchard Prospect Summit Union Liberty Franklin Lincoln Madison Jefferson Adams Jackson"
        " Center Market Pleasant Garden Green Bridge Harbor Bay Brook Grove Colonial Academy"
    )
)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


ORDINALS = tuple(_ordinal(n) for n in range(1, 41))
COUNTY_TYPES = words("county parish borough municipality municipio")
_TRAILING_ZIP = re.compile(r"(?:^|(?<=\s))(\d{5}(?:-\d{4})?)$")
_PO_BOX = re.compile(r"^((?:p\.?\s*o\.?|post\s+office)\s*box\s*#?\s*)(\d+)$", re.IGNORECASE)
_STREET = re.compile(r"^(\d+)([A-Za-z]?)(\s+)(.*[^\W\d_].*)$")
_SEPARATOR = re.compile(r"(\s*[,;\n]\s*)")


@cache
def countries() -> frozenset[str]:
    """Folded country names and variants (stream/data/countries.txt)."""
    return frozenset(key_form(name) for name in country_names())


@cache
def _state_pattern() -> re.Pattern[str]:
    states = {**us_states(), **TERRITORIES}
    names = sorted(states.values(), key=len, reverse=True)
    alternatives = "|".join(re.escape(name) for name in names)
    codes = "|".join(sorted(states))
    return re.compile(rf"(?:^|(?<=\s))((?i:{alternatives})|(?:{codes}))\.?$")


@dataclass(frozen=True, slots=True)
class PlacePools:
    """Surrogate pools for cities, counties (by type word) and street names."""

    cities: Pool
    counties: dict[str, Pool]
    streets: Pool
    surnames: tuple[str, ...]
    given: tuple[str, ...]


@cache
def place_pools() -> PlacePools:
    """Build the place pools once per process."""
    clean = re.compile(r"^[A-Za-z][A-Za-z.'-]*(?: [A-Za-z][A-Za-z.'-]*)*$")
    city_names = list(dict.fromkeys(c.name for c in us_cities()))
    # A city named like a state or country ("Washington", "Lebanon") would read as one and be
    # kept when seen alone, so it is never a surrogate.
    kept = countries() | {key_form(n) for n in (*us_states().values(), *TERRITORIES.values())}
    surrogate_cities = [
        n for n in city_names if clean.match(n) and len(n.split()) <= 3 and key_form(n) not in kept
    ]
    by_type: dict[str, list[str]] = {}
    for county in dict.fromkeys(us_counties()):
        by_type.setdefault(key_form(county.rsplit(" ", 1)[-1]), []).append(county)
    street_names = list(dict.fromkeys([*STREET_WORDS, *ORDINALS, *last_names()[:600]]))
    return PlacePools(
        cities=Pool("city", surrogate_cities, ()),
        counties={
            t: Pool(f"county/{t}", names, ()) for t, names in by_type.items() if len(names) > 1
        },
        streets=Pool("street", street_names, ()),
        surnames=last_names()[:3000],
        given=(*female_first_names()[:500], *male_first_names()[:300]),
    )


# --- pieces ---------------------------------------------------------------------------------


def keyed_digits(digits: str, tag: str, key: bytes) -> str:
    """Same-length digits through a keyed cycle of all such strings (never the original)."""
    if len(digits) > 18:  # long runs go in 18-digit blocks, each its own cycle
        blocks = [digits[i : i + 18] for i in range(0, len(digits), 18)]
        return "".join(keyed_digits(b, f"{tag}/{i}", key) for i, b in enumerate(blocks))
    n = len(digits)
    perm = _digit_perm(n)
    return f"{perm.shift(key, tag.encode(), int(digits)):0{n}d}"


@cache
def _digit_perm(n: int) -> KeyedPermutation:
    return KeyedPermutation(10**n)


def keyed_shape(text: str, tag: str, prf: KeyedPRF) -> str:
    """Letters to keyed letters and digits to keyed digits, case and punctuation kept."""
    stream = prf.digest(tag, key_form(text)) * (1 + len(text) // 32)
    out = []
    for ch, byte in zip(text, stream, strict=False):
        if ch.isdigit():
            out.append(str(byte % 10))
        elif ch.isalpha():
            letter = chr(ord("a") + byte % 26)
            out.append(letter.upper() if ch.isupper() else letter)
        else:
            out.append(ch)
    return "".join(out)


def surrogate_zip(text: str, key: bytes) -> str:
    """Safe Harbor ZIP: first three digits kept (000 if restricted), the rest keyed."""
    zip3, zip5 = text[:3], text[:5]
    tail = keyed_digits(text[3:5], f"zip/{zip5 if zip3 in RESTRICTED_ZIP3 else zip3}", key)
    out = ("000" if zip3 in RESTRICTED_ZIP3 else zip3) + tail
    if len(text) > 5:
        out += "-" + keyed_digits(text[6:], f"zip4/{zip5}", key)
    return out


def surrogate_city(text: str, key: bytes, prf: KeyedPRF) -> str:
    """A pool city for a city (or any free-form place), in the original's case style.

    A draw sharing a word with the original ('Cleveland' -> 'Cleveland Heights') would
    point back at it, so the walk goes on along the keyed cycle until none is shared.
    """
    folded = key_form(text)
    pools = place_pools()
    original_words = set(folded.split())
    city = pools.cities.cycle(key, folded) or pools.cities.pick(prf.integer("city", folded))
    for _ in range(16):
        if not original_words & set(key_form(city).split()):
            break
        city = pools.cities.cycle(key, key_form(city)) or city
    else:
        raise SurrogateError("no city surrogate")
    return recase(city, case_of(text))


def surrogate_county(text: str, key: bytes, prf: KeyedPRF) -> str:
    """A county of the same type (County, Parish...) from the pool."""
    folded = key_form(text)
    pool = place_pools().counties.get(folded.rsplit(" ", 1)[-1]) or place_pools().counties["county"]
    county = pool.cycle(key, folded) or pool.pick(prf.integer("county", folded))
    return recase(county, case_of(text))


def surrogate_street(text: str, key: bytes, prf: KeyedPRF) -> str:
    """'123 North Elm St Apt 4B': number and name keyed; direction, type and unit words kept."""
    match = _STREET.match(text)
    if match is None:
        raise SurrogateError("not a street address")
    number, letter, space, rest = match.groups()
    tokens = rest.split(" ")
    unit_at = next((i for i, t in enumerate(tokens) if _is_unit_word(t) and i > 0), len(tokens))
    head, tail = tokens[:unit_at], tokens[unit_at:]
    lo, hi = _street_name_bounds(head)
    name = " ".join(head[lo:hi])
    folded = key_form(name)
    pools = place_pools()
    street = pools.streets.cycle(key, folded) or pools.streets.pick(prf.integer("street", folded))
    new_number = keyed_digits(number, f"house/{folded}", key)
    if number[0] != "0" and new_number[0] == "0":
        new_number = str(1 + int(new_number[0])) + new_number[1:]
    if letter:
        letter = keyed_shape(letter, f"house-letter/{number}/{folded}", prf)
    parts = [*head[:lo], recase(street, case_of(name)), *head[hi:], *_unit_tail(tail, prf)]
    return new_number + letter + space + " ".join(parts)


def _is_unit_word(token: str) -> bool:
    return key_form(token).rstrip(".") in UNIT_WORDS or (token.startswith("#") and len(token) > 1)


def _street_name_bounds(head: list[str]) -> tuple[int, int]:
    lo, hi = 0, len(head)
    if hi - lo > 1 and key_form(head[0]).rstrip(".") in DIRECTIONS:
        lo += 1
    while hi - lo > 1 and key_form(head[hi - 1]).rstrip(".") in DIRECTIONS:
        hi -= 1
    if hi - lo > 1 and key_form(head[hi - 1]).rstrip(".") in STREET_TYPES:
        hi -= 1
    return lo, hi


def _unit_tail(tokens: list[str], prf: KeyedPRF) -> list[str]:
    out = []
    for token in tokens:
        if key_form(token).rstrip(".") in UNIT_WORDS or not token:
            out.append(token)
        else:
            out.append(keyed_shape(token, "unit", prf))
    return out


def surrogate_po_box(text: str, key: bytes) -> str | None:
    """'PO Box 123' with a keyed box number of the same length; None if not a PO box."""
    match = _PO_BOX.match(text)
    if match is None:
        return None
    return match.group(1) + keyed_digits(match.group(2), "po-box", key)


# --- components -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Piece:
    """One comma-separated piece of a location: body, then an optional state and ZIP."""

    body: str
    middle: str
    state: str
    gap: str
    zip: str

    @property
    def is_state(self) -> bool:
        return not self.body and bool(self.state)


def _split_piece(text: str) -> _Piece:
    zip_code = ""
    zip_match = _TRAILING_ZIP.search(text)
    if zip_match is not None:
        zip_code = zip_match.group(1)
        text = text[: zip_match.start()]
    core = text.rstrip()
    gap = text[len(core) :]
    state = ""
    state_match = _state_pattern().search(core)
    if state_match is not None:
        state = core[state_match.start() :]
        core = core[: state_match.start()]
    body = core.rstrip()
    return _Piece(body, core[len(body) :], state, gap, zip_code)


def _render(piece: _Piece, key: bytes, prf: KeyedPRF, city: bool) -> str:
    """The surrogate of a piece; `city` when a state follows ("Washington, DC")."""
    body, state = piece.body, piece.state
    if city and piece.is_state:
        body, state = state, ""
    zip_code = surrogate_zip(piece.zip, key) if piece.zip else ""
    return _body(body, key, prf, city) + piece.middle + state + piece.gap + zip_code


def _body(text: str, key: bytes, prf: KeyedPRF, city: bool) -> str:
    """A piece with its trailing state and ZIP removed."""
    if not text or (key_form(text) in countries() and not city):
        return text
    po_box = surrogate_po_box(text, key)
    if po_box is not None:
        return po_box
    if _STREET.match(text):
        return surrogate_street(text, key, prf)
    first = text.split(" ", 1)[0]
    if _is_unit_word(first):
        return " ".join(_unit_tail(text.split(" "), prf))
    if key_form(text).rsplit(" ", 1)[-1] in COUNTY_TYPES and " " in text:
        return surrogate_county(text, key, prf)
    return surrogate_city(text, key, prf)


class LocationStrategy:
    """Keyed surrogates for streets, cities, counties, ZIP codes and other places."""

    name = "place"

    def __init__(self) -> None:
        place_pools()

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """The same kind of place as `value`; states and countries come back unchanged."""
        if not any(c.isalnum() for c in value):
            raise SurrogateError("no place in the value")
        prf = ctx.prf(Purpose.PLACES)
        key = prf.digest("place-permutation/v1")
        lead = value[: len(value) - len(value.lstrip())]
        trail = value[len(value.rstrip()) :]
        parts = _SEPARATOR.split(value.strip())
        pieces = [_split_piece(p) for p in parts[::2]]
        out = []
        for i, part in enumerate(parts):
            if i % 2:
                out.append(part)
                continue
            n = i // 2
            before_state = n + 1 < len(pieces) and pieces[n + 1].is_state
            out.append(_render(pieces[n], key, prf, before_state))
        return lead + "".join(out) + trail


# --- facilities -----------------------------------------------------------------------------

LANDFORMS = tuple(
    sorted(
        words(
            "Ridge Valley Creek Hill Lake Park View Springs Grove Haven Brook Meadows Point"
            " Crest Falls Pines Oaks Bay Harbor Summit Woods Fields Heights"
        )
    )
)
_FACILITY_TOKEN = re.compile(r"^(\W*)(.*?)((?:['’]s)?)(\W*)$", re.DOTALL)
_ACRONYM = re.compile(r"^[A-Z][A-Z&]{1,5}$")
_FOLDED_WORD = re.compile(r"\w+")




def _folded_word(core: str) -> str:
    return key_form(core).replace("'", "").replace("’", "").rstrip(".")


def _facility_word(core: str) -> bool:
    return _folded_word(core) in FACILITY_WORDS


def _type_word(core: str) -> bool:
    return _folded_word(core) in TYPE_WORDS


def surrogate_place_name(run: str, after_saint: bool, prf: KeyedPRF,
                         keyed_on: str | None = None) -> str:
    """A keyed proper name for a facility: a city, a surname, or surname + landform, keyed on
    `keyed_on` (the entity's key, facility_key) or the folded run.

    Never shares a word with the original: a draw that does ("Bigelow Bay" for "Bay City", whose
    kept type words would rebuild "Bigelow Bay City General Hospital") is redrawn,
    deterministically.
    """
    folded = key_form(run)
    keyed_on = keyed_on or folded
    original = {*_FOLDED_WORD.findall(folded), *_FOLDED_WORD.findall(keyed_on)}
    for attempt in range(8):
        salt = (str(attempt),) if attempt else ()
        name = _place_name(prf.integer("facility", keyed_on, *salt), after_saint)
        if original.isdisjoint(_FOLDED_WORD.findall(key_form(name))):
            return recase(name, case_of(run))
    raise SurrogateError("no facility surrogate")


def _place_name(n: int, after_saint: bool) -> str:
    pools = place_pools()
    if after_saint:
        return pools.given[n % len(pools.given)]
    kind, n = n % 3, n // 3
    if kind == 0:
        return pools.cities.pick(n)
    if kind == 1:
        return pools.surnames[n % len(pools.surnames)]
    n, m = divmod(n, len(LANDFORMS))
    return f"{pools.surnames[n % len(pools.surnames)]} {LANDFORMS[m]}"


def keyed_acronym(text: str, prf: KeyedPRF) -> str:
    """Same-length uppercase letters, keyed, never the original."""
    for attempt in range(8):
        digest = prf.digest("acronym", text, str(attempt))
        out = "".join(chr(ord("A") + b % 26) for b in digest[: len(text)])
        if out != text:
            return out
    raise SurrogateError("no acronym surrogate")


@dataclass(slots=True)
class _Word:
    lead: str
    core: str
    possessive: str
    trail: str
    proper: bool


def _proper_runs(value: str) -> list[str]:
    """The runs of proper words of a facility mention ("Kernan" of "Kernan Hosp"); the whole
    mention when it has none."""
    runs, run = [], []
    for word in (_split_word(t) for t in value.split(" ")):
        if word.proper:
            run.append(word.core)
        elif run:
            runs.append(" ".join(run))
            run = []
    if run:
        runs.append(" ".join(run))
    return runs or [value]


def facility_links(mentions: tuple[str, ...]) -> dict[str, str]:
    """The note's facility keys, each mapped to the one it is a slip ("kernen" -> "kernan") or
    a shortened form ("lissington" -> "lissington heath") of."""
    return linked_keys([facility_key(run) for value in mentions for run in _proper_runs(value)],
                       shortened=True)


def saint_keys(mentions: tuple[str, ...]) -> frozenset[str]:
    """The facility keys a note writes after "St." or "Saint" in some mention ("St.
    Odilia's"): their entities' bare mentions ("odilia's micu") get the same saint's name."""
    found = set()
    for value in mentions:
        words = [_split_word(t) for t in value.split(" ")]
        for i in range(1, len(words)):
            if (words[i].proper and not words[i - 1].proper
                    and key_form(words[i - 1].core).rstrip(".") in _SAINT_WORDS):
                run = " ".join(w.core for w in takewhile(lambda w: w.proper, words[i:]))
                found.add(facility_key(run))
    return frozenset(found)


class FacilityStrategy:
    """Keyed surrogate hospital and organisation names that keep their type words.

    A name is keyed on its proper words, folded, with generic and misspelt generic words left
    out (stream.core.entities.facility_key), and within a note on the first spelling of it: so
    "kernan ew", "Kernan Hosp" and "KERNAN HOSPITAL" become "darden ew", "Darden Hosp" and
    "DARDEN HOSPITAL" — each head kept as written.
    """

    name = "facility"

    def __init__(self) -> None:
        place_pools()

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """'Mass General Hospital' -> e.g. 'Kendall Ridge General Hospital'; 'MGH' -> 'QTW'."""
        tokens = value.split(" ")
        if not any(c.isalpha() for c in value):
            raise SurrogateError("no facility name in the value")
        prf = ctx.prf(Purpose.PLACES)
        if len(tokens) == 1 and _ACRONYM.match(value.strip()):
            lead, trail = _edges(value)
            return lead + keyed_acronym(value.strip(), prf) + trail
        words_ = [_split_word(t) for t in tokens]
        mixed_case = not value.isupper()
        links = ctx.links("facilities", facility_links)
        if not any(w.proper for w in words_):
            return self._prefixed(value, words_, prf, links)
        # the entities of the note's saint keys, through the links the note already has
        saints = frozenset(links.get(k, k) for k in ctx.links("facility_saints", saint_keys))
        out, run = [], []
        for word in words_:
            if word.proper:
                run.append(word)
                continue
            out += self._run(run, out, prf, mixed_case, links, saints)
            run = []
            out.append(word.lead + word.core + word.possessive + word.trail)
        out += self._run(run, out, prf, mixed_case, links, saints)
        return " ".join(out)

    @staticmethod
    def _run(run: list[_Word], before: list[str], prf: KeyedPRF, mixed_case: bool,
             links: dict[str, str], saints: frozenset[str]) -> list[str]:
        if not run:
            return []
        if mixed_case and len(run) == 1 and _ACRONYM.match(run[0].core):
            new = keyed_acronym(run[0].core, prf)
        else:
            text = " ".join(w.core for w in run)
            entity = _entity(text, links)
            saint = entity in saints or (
                bool(before) and key_form(before[-1]).rstrip(".") in _SAINT_WORDS)
            new = surrogate_place_name(text, saint, prf, entity)
        return [run[0].lead + new + run[-1].possessive + run[-1].trail]

    @staticmethod
    def _prefixed(value: str, words_: list[_Word], prf: KeyedPRF,
                  links: dict[str, str]) -> str:
        # Only generic words ("Children's Hospital", "New City General Hospital"): a bare type
        # name still names one place. Keep the trailing type words only; place-like generic
        # words ("New City", "University", "County") are part of the name and are replaced.
        at = 1 if len(words_) > 1 and key_form(words_[0].core) == "the" else 0
        keep = len(words_)
        while keep > at and _type_word(words_[keep - 1].core + words_[keep - 1].possessive):
            keep -= 1
        name = surrogate_place_name(value, False, prf, _entity(value, links))
        name = name.upper() if value.isupper() else name
        tokens = value.split(" ")
        return " ".join([*tokens[:at], name, *tokens[keep:]])


_SAINT_WORDS = ("st", "saint")


def _entity(text: str, links: dict[str, str]) -> str:
    """The key a facility name is keyed on: its own, or the note's spelling it is a slip of."""
    key = facility_key(text)
    return links.get(key, key)


def _edges(value: str) -> tuple[str, str]:
    core = value.strip()
    start = value.index(core)
    return value[:start], value[start + len(core) :]


def _split_word(token: str) -> _Word:
    lead, core, possessive, trail = _FACILITY_TOKEN.match(token).groups()
    proper = any(c.isalnum() for c in core) and not _facility_word(core + possessive)
    return _Word(lead, core, possessive, trail, proper)
