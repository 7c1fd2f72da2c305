"""Person names: keyed per-token surrogates from the 1990 census pools.

Every name token that is in a pool maps through a keyed cycle of its frequency band, so two
different pool names never share a surrogate and no name maps to itself. Bands (surnames: top
1,000 / 10,000 / rest; first names: top 100 / 1,000 / rest, per sex) keep common names common;
the price is that a surrogate tells its original's band, never more. Tokens outside the pools get
a keyed pick from the common bands. Titles, suffixes, credentials, particles and punctuation stay;
initials go through a keyed cycle of the alphabet.

Within a note, the forms of one person are linked (`NameLinks`): a lone "healey" is a surname
when the note writes "Dr. Healey", "Dr. H." is the initial of the note's one surname in H, and
"J. Smith" the initial of the note's "John Smith"; each then takes the matching form of that
person's surrogate ("Dr. Mercer", "mercer", "Dr. M."). The links are read from the note's own
mentions and dropped with the note.

"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from functools import cache
from itertools import pairwise

from stream.anonymize.keyed import KeyedPRF
from stream.anonymize.keys import Purpose
from stream.anonymize.permutation import KeyedPermutation
from stream.anonymize.strategy import NamePart, SurrogateContext, SurrogateError
from stream.anonymize.surface import case_of, key_form, recase, words
from stream.core.entities import (
    CREDENTIALS,
    GENERATIONAL,
    HONORIFICS,
    NOT_NAMES,
    TITLES,
)
from stream.core.lexicon import female_first_frequencies, last_frequencies, male_first_frequencies

# --- pools ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Band:
    names: tuple[str, ...]
    perm: KeyedPermutation
    tweak: bytes


class Pool:
    """Names split into frequency bands; a pool name maps inside its band, bijectively."""

    def __init__(self, tag: str, names: list[str], edges: tuple[int, ...]) -> None:
        cuts = [0, *(e for e in edges if e < len(names) - 1), len(names)]
        self.bands = tuple(
            _Band(tuple(names[lo:hi]), KeyedPermutation(hi - lo), f"{tag}/{n}".encode())
            for n, (lo, hi) in enumerate(pairwise(cuts))
        )
        self.where = {
            key_form(name): (b, i)
            for b, band in enumerate(self.bands)
            for i, name in enumerate(band.names)
        }
        self.common = tuple(names[: cuts[min(2, len(cuts) - 1)]])

    def __contains__(self, folded: str) -> bool:
        return folded in self.where

    def cycle(self, key: bytes, folded: str) -> str | None:
        """The keyed successor of a pool name in its band; None for a name outside the pool."""
        hit = self.where.get(folded)
        if hit is None:
            return None
        band = self.bands[hit[0]]
        return band.names[band.perm.shift(key, band.tweak, hit[1])]

    def pick(self, n: int) -> str:
        """The common name at keyed index `n` (reduced modulo the common part)."""
        return self.common[n % len(self.common)]


@dataclass(frozen=True, slots=True)
class NamePools:
    """The census pools with the frequencies needed to decide a token's role and sex."""

    female: Pool
    male: Pool
    surnames: Pool
    given_freq: dict[str, float]
    surname_freq: dict[str, float]


@cache
def name_pools() -> NamePools:
    """Load the census pools once per process."""
    female_rows = female_first_frequencies()
    male_rows = male_first_frequencies()
    female = {key_form(n): p for n, p in female_rows}
    male = {key_form(n): p for n, p in male_rows}
    last = list(last_frequencies())
    # A name in both pools belongs to the sex it is more frequent for.
    female_names = [n for n, _ in female_rows if female[key_form(n)] >= male.get(key_form(n), 0)]
    male_names = [n for n, _ in male_rows if male[key_form(n)] > female.get(key_form(n), 0)]
    given_freq = {k: max(female.get(k, 0.0), male.get(k, 0.0)) for k in female.keys() | male.keys()}
    return NamePools(
        female=Pool("female", female_names, (100, 1000)),
        male=Pool("male", male_names, (100, 1000)),
        surnames=Pool("surname", [n for n, _ in last], (1000, 10000)),
        given_freq=given_freq,
        surname_freq={key_form(n): p for n, p in last},
    )


# --- token vocabulary -----------------------------------------------------------------------

PARTICLES = words("van von der den de del della la le du da di dos das st ter ten bin ibn and")
_INITIALS = re.compile(r"^(?:[^\W\d_]\.){1,3}$|^[^\W\d_]$|^(?:[^\W\d_]\.){1,2}[^\W\d_]$")
_TOKEN = re.compile(r"[^\s,]+")
_RUN = re.compile(r"[^\W\d_]+")
_VOWELS = frozenset("aeiouy")
_APOSTROPHES = "'’‘`"
_ALPHABET = "abcdefghijklmnopqrstuvwxyz"
_LETTERS = KeyedPermutation(26)


class Kind(Enum):
    """What a token of a name is."""

    TITLE = "title"
    SUFFIX = "suffix"
    INITIAL = "initial"
    NAME = "name"
    OTHER = "other"


class Role(Enum):
    """How a name token is replaced."""

    GIVEN = "given"
    SURNAME = "surname"
    KEEP = "keep"


@dataclass(slots=True)
class Token:
    """One whitespace- and comma-delimited piece of a name value."""

    text: str
    start: int
    segment: int
    kind: Kind = Kind.NAME
    role: Role = Role.KEEP


def _norm(text: str) -> str:
    return text.casefold().replace(".", "")


# --- parsing --------------------------------------------------------------------------------


def tokenize(value: str) -> list[Token]:
    """Tokens with their comma segment; titles, suffixes and initials marked."""
    tokens = []
    for match in _TOKEN.finditer(value):
        segment = value.count(",", 0, match.start())
        token = Token(match.group(), match.start(), segment)
        if not _RUN.search(token.text):
            token.kind = Kind.OTHER
        elif _INITIALS.match(token.text) and key_form(token.text).isascii():
            token.kind = Kind.INITIAL
        tokens.append(token)
    _mark_suffixes(tokens, value.isupper())
    _mark_titles(tokens)
    return tokens


def _is_suffix(token: Token, value_upper: bool) -> bool:
    norm = _norm(token.text)
    if norm not in GENERATIONAL and norm not in CREDENTIALS:
        return False
    pools = name_pools()
    if norm not in pools.surname_freq and norm not in pools.given_freq:
        return True
    # The credential is also a name ("Do", "Ma"): a missed name is a disclosure, so only
    # clearly written credentials count.
    if "." in token.text or "-" in token.text:
        return True
    return token.text.isupper() and not value_upper


def _mark_suffixes(tokens: list[Token], value_upper: bool) -> None:
    names_seen = [
        any(t.kind in (Kind.NAME, Kind.INITIAL) for t in tokens[:i]) for i in range(len(tokens))
    ]
    for segment in {t.segment for t in tokens}:
        seg = [i for i, t in enumerate(tokens) if t.segment == segment]
        for i in reversed(seg):
            token = tokens[i]
            if token.kind not in (Kind.NAME, Kind.INITIAL) or not names_seen[i]:
                break
            if not _is_suffix(token, value_upper):
                break
            token.kind = Kind.SUFFIX


def _mark_titles(tokens: list[Token]) -> None:
    for segment in {t.segment for t in tokens}:
        seg = [t for t in tokens if t.segment == segment]
        for n, token in enumerate(seg):
            rest = seg[n + 1 :]
            if token.kind is not Kind.NAME or _norm(token.text) not in TITLES:
                break
            if not any(t.kind in (Kind.NAME, Kind.INITIAL) for t in rest):
                break
            token.kind = Kind.TITLE


def assign_roles(tokens: list[Token]) -> None:
    """Set the role of every NAME token: surname, given name, or kept particle."""
    named = sorted({t.segment for t in tokens if t.kind in (Kind.NAME, Kind.INITIAL)})
    if len(named) >= 2:
        _roles_surname_segment([t for t in tokens if t.segment == named[0]])
        for segment in named[1:]:
            _roles_given_segment([t for t in tokens if t.segment == segment])
    elif named:
        _roles_natural([t for t in tokens if t.segment == named[0]], tokens)


def _roles_surname_segment(seg: list[Token]) -> None:
    names = [t for t in seg if t.kind is Kind.NAME]
    for n, token in enumerate(names):
        particle = n < len(names) - 1 and _norm(token.text) in PARTICLES
        token.role = Role.KEEP if particle else Role.SURNAME


def _roles_given_segment(seg: list[Token]) -> None:
    names = [t for t in seg if t.kind is Kind.NAME]
    for n, token in enumerate(names):
        token.role = Role.GIVEN if n == 0 else _middle_role(token)


def _roles_natural(seg: list[Token], tokens: list[Token]) -> None:
    names = [t for t in seg if t.kind is Kind.NAME]
    if not names:
        return
    if len(names) == 1:
        names[0].role = _bare_role(names[0], tokens)
        return
    names[0].role = Role.GIVEN
    names[-1].role = Role.SURNAME
    for token in names[1:-1]:
        if _norm(token.text) in PARTICLES:
            token.role = Role.KEEP
        else:
            token.role = _middle_role(token)


def _middle_role(token: Token) -> Role:
    # A middle token that only the surname pool knows is a second surname ("Maria Garcia
    # Lopez"), so it maps as it does in "Ana Garcia".
    folded = key_form(token.text)
    pools = name_pools()
    if folded in pools.surname_freq and folded not in pools.given_freq:
        return Role.SURNAME
    return Role.GIVEN


def _bare_role(token: Token, tokens: list[Token]) -> Role:
    if any(t.kind is Kind.INITIAL for t in tokens):
        return Role.SURNAME
    if any(t.kind is Kind.TITLE and _norm(t.text) in HONORIFICS for t in tokens):
        return Role.SURNAME
    return bare_role(key_form(token.text))


# --- links between one note's mentions ------------------------------------------------------


def _link_key(text: str) -> str:
    """A name token as the note's mentions are linked on: folded, no possessive or period."""
    folded = key_form(text).strip(".,;:")
    for possessive in ("'s", "’s"):
        folded = folded.removesuffix(possessive)
    return folded


def _letter(text: str) -> str:
    """The first letter of a token, folded ('' when it has none)."""
    return next((c for c in key_form(text) if c.isalpha()), "")


def _stated(tokens: list[Token]) -> bool:
    """Whether a mention states its tokens' roles: a title, suffix, initial or two names."""
    named = [t for t in tokens if t.kind in (Kind.NAME, Kind.INITIAL)]
    return len(named) > 1 or any(t.kind in (Kind.TITLE, Kind.SUFFIX) for t in tokens)


def _unique(pairs: list[tuple[object, str]]) -> dict[object, str]:
    """Each key with its one value; keys seen with two different values are left out."""
    found: dict[object, set[str]] = {}
    for k, v in pairs:
        found.setdefault(k, set()).add(v)
    return {k: next(iter(vs)) for k, vs in found.items() if len(vs) == 1}


@dataclass(frozen=True, slots=True)
class NameLinks:
    """What one note's name mentions say about each other.

    `surnames` / `given`: tokens the note writes as a surname / given name where the form says
    so ("Dr. Healey", "Anne Healey", "Healey, Anne"); `by_initial`: the one surname of the note
    a lone initial ("Dr. H.") can stand for, the one the form states where the note writes
    another in that letter only alone; `given_of`: (initial, surname) -> the given name the
    note writes in full with that surname ("J. Smith" beside "John Smith").
    """

    surnames: frozenset[str]
    given: frozenset[str]
    by_initial: Mapping[str, str]
    given_of: Mapping[tuple[str, str], str]

    @classmethod
    def of(cls, mentions: tuple[str, ...]) -> NameLinks:
        if len(mentions) < 2:  # a mention alone links nothing: its form states its roles
            return cls(frozenset(), frozenset(), {}, {})
        parsed = []
        for value in mentions:
            tokens = tokenize(value)
            assign_roles(tokens)
            parsed.append(tokens)
        stated = [t for tokens in parsed if _stated(tokens) for t in tokens
                  if t.kind is Kind.NAME]
        surnames = frozenset(_link_key(t.text) for t in stated if t.role is Role.SURNAME)
        given = frozenset(_link_key(t.text) for t in stated if t.role is Role.GIVEN)
        links = cls(surnames, given, {}, {})
        every_surname = {_link_key(t.text) for tokens in parsed for t in tokens
                         if t.kind is Kind.NAME and links.role(t, tokens) is Role.SURNAME}
        # a surname the form states ("Dr. Szentgyorgyi") before a lone word read as one ("Sano")
        by_initial = {**_unique([(_letter(s), s) for s in every_surname if _letter(s)]),
                      **_unique([(_letter(s), s) for s in surnames if _letter(s)])}
        full = [(_link_key(g.text), _link_key(s.text)) for tokens in parsed
                for g, s in _given_and_surname(tokens)]
        given_of = _unique([((_letter(g), s), g) for g, s in full])
        return cls(surnames, given, by_initial, given_of)  # type: ignore[arg-type]

    def role(self, token: Token, tokens: list[Token]) -> Role:
        """The role of a NAME token, a lone one read as the note writes it elsewhere."""
        if _stated(tokens) or token.role is Role.KEEP:
            return token.role
        key = _link_key(token.text)
        if key in self.surnames and key not in self.given:
            return Role.SURNAME
        if key in self.given and key not in self.surnames:
            return Role.GIVEN
        return token.role


def _given_and_surname(tokens: list[Token]) -> list[tuple[Token, Token]]:
    """(given, surname) of a mention that writes both in full."""
    given = [t for t in tokens if t.kind is Kind.NAME and t.role is Role.GIVEN]
    surname = [t for t in tokens if t.kind is Kind.NAME and t.role is Role.SURNAME]
    return [(given[0], surname[-1])] if given and surname else []


# --- replacement ----------------------------------------------------------------------------


def map_given(folded: str, key: bytes, prf: KeyedPRF) -> str:
    """The surrogate of a given name: same sex where the census knows it."""
    pools = name_pools()
    for pool in (pools.female, pools.male):
        hit = pool.cycle(key, folded)
        if hit is not None:
            return hit
    n = prf.integer("given", folded)
    return (pools.female if n & 1 else pools.male).pick(n >> 1)


def map_surname(folded: str, key: bytes, prf: KeyedPRF) -> str:
    """The surrogate of a surname."""
    pools = name_pools()
    hit = pools.surnames.cycle(key, folded)
    if hit is not None:
        return hit
    return pools.surnames.pick(prf.integer("surname", folded))


def _signed_initials(token: Token) -> bool:
    """A lone two-letter generational suffix ("JR", "sr") or a credential in lower case ("od")
    is no part of a name but a writer's initials ("-jr rn", "-od" under a note); "MD" or "Do"
    alone may be the credential or a name, and stays refused."""
    norm = _norm(token.text)
    return len(token.text) == 2 and token.text.isalpha() and (
        norm in GENERATIONAL or (token.text.islower() and norm in CREDENTIALS))


def _bare_initials(token: Token) -> bool:
    """Two or three letters alone that are a credential's in capitals ("-DC", "MS" signing a
    note) or have no vowel and are no census name ("-tt", "jkl"): a writer's initials."""
    text = token.text
    if not (2 <= len(text) <= 3 and text.isascii() and text.isalpha()):
        return False
    if text.isupper() and _norm(text) in NOT_NAMES:
        return True
    return not any(c in _VOWELS for c in text.lower()) and not _census_name(token)


def _census_name(token: Token) -> bool:
    """Whether the census knows the token as a given name or a surname."""
    pools = name_pools()
    folded = key_form(token.text)
    return folded in pools.surname_freq or folded in pools.given_freq


def map_initials(text: str, key: bytes) -> str:
    """Each letter through the keyed 26-cycle; periods and case kept."""
    out = []
    for ch in text:
        base = key_form(ch)
        if len(base) == 1 and base in _ALPHABET:
            new = _ALPHABET[_LETTERS.shift(key, b"initial", _ALPHABET.index(base))]
        elif ch.isalpha():  # a one-character name in another script ("王") is a whole name
            new = _ALPHABET[_LETTERS.shift(key, b"initial-other", ord(ch) % 26)]
        else:
            out.append(ch)
            continue
        out.append(new if ch.islower() else new.upper())
    return "".join(out)


def _title_fix(name: str) -> str:
    return "Mc" + name[2:].capitalize() if name.startswith("Mc") and len(name) > 3 else name


def _replace_name_token(text: str, role: Role, key: bytes, prf: KeyedPRF) -> str:
    mapper = map_surname if role is Role.SURNAME else map_given
    pieces, cursor = [], 0
    for run in _RUN.finditer(text):
        pieces.append(text[cursor : run.start()])
        cursor = run.end()
        word = run.group()
        near = text[run.start() - 1 : run.start()] + text[run.end() : run.end() + 1]
        if len(word) == 1 and any(a in near for a in _APOSTROPHES):
            pieces.append(word)  # the O' of O'Brien, the s of Smith's
            continue
        pieces.append(recase(_title_fix(mapper(key_form(word), key, prf)), case_of(word)))
    pieces.append(text[cursor:])
    return "".join(pieces)


def name_keys(ctx: SurrogateContext) -> tuple[KeyedPRF, bytes]:
    """The names PRF and the permutation key derived from it (shared with e-mail local parts)."""
    prf = ctx.prf(Purpose.NAMES)
    return prf, prf.digest("name-permutation/v1")


def _as_part(tokens: list[Token], role: Role) -> None:
    """Every name word of a structured name part takes that part's role (particles stay)."""
    for token in tokens:
        if token.kind is Kind.NAME and token.role is not Role.KEEP:
            token.role = role


def bare_role(folded: str) -> Role:
    """The role of a lone token: given name when the census knows it better as one."""
    pools = name_pools()
    if pools.given_freq.get(folded, 0.0) > pools.surname_freq.get(folded, 0.0):
        return Role.GIVEN
    return Role.SURNAME


class NameStrategy:
    """Keyed census-pool surrogates for PATIENT, STAFF and PERSON names."""

    name = "name-pool"

    def __init__(self) -> None:
        name_pools()  # load once, up front, not on the first note

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """A realistic name in the same form as `value`."""
        tokens = tokenize(value)
        named = [t for t in tokens if t.kind in (Kind.NAME, Kind.INITIAL)]
        marked = any(t.kind in (Kind.TITLE, Kind.SUFFIX) for t in tokens)
        if len(tokens) == 1 and (_signed_initials(tokens[0]) or _bare_initials(tokens[0])):
            return map_initials(value, name_keys(ctx)[1])
        if not named or (
            not marked and all(t.kind is Kind.NAME and _norm(t.text) in NOT_NAMES
                               and not _census_name(t) for t in named)
        ):
            # "Dr." or "Rev" alone: a title no census name is; a lone "Major", "Pastor" or
            # "Do" was read as a name and may be one, so it is replaced as a name below
            raise SurrogateError("no name token in the value")
        assign_roles(tokens)
        links = ctx.links("names", NameLinks.of)
        if ctx.name_part is not None:
            _as_part(tokens, Role.GIVEN if ctx.name_part is NamePart.GIVEN else Role.SURNAME)
        else:
            for token in named:
                if token.kind is Kind.NAME:
                    token.role = links.role(token, tokens)
        prf, key = name_keys(ctx)
        pieces, cursor = [], 0
        for token in tokens:
            pieces.append(value[cursor : token.start])
            cursor = token.start + len(token.text)
            pieces.append(self._token(token, tokens, links, key, prf))
        pieces.append(value[cursor:])
        return "".join(pieces)

    @staticmethod
    def _token(token: Token, tokens: list[Token], links: NameLinks, key: bytes,
               prf: KeyedPRF) -> str:
        if token.kind is Kind.INITIAL:
            return _linked_initial(token, tokens, links, key, prf) or map_initials(token.text, key)
        if token.kind is not Kind.NAME or token.role is Role.KEEP:
            return token.text
        return _replace_name_token(token.text, token.role, key, prf)


def _linked_initial(token: Token, tokens: list[Token], links: NameLinks, key: bytes,
                    prf: KeyedPRF) -> str | None:
    """A one-letter initial the note links to a name it writes in full, as the initial of that
    name's surrogate ("Dr. H." -> "Dr. M." beside "Dr. Healey" -> "Dr. Mercer"); else None."""
    letter = _letter(token.text)
    if sum(c.isalpha() for c in token.text) != 1 or not letter:
        return None
    surnames = [t for t in tokens if t.kind is Kind.NAME and t.role is Role.SURNAME]
    if surnames:
        full = links.given_of.get((letter, _link_key(surnames[-1].text)))
        role = Role.GIVEN
    elif not any(t.kind is Kind.NAME for t in tokens):
        full, role = links.by_initial.get(letter), Role.SURNAME
    else:
        full = None
    if full is None:
        return None
    new = _letter(_replace_name_token(full, role, key, prf))
    return "".join((new.upper() if c.isupper() else new) if c.isalpha() else c
                   for c in token.text)
