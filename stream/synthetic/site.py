"""Notes of one fictional site: a recurring local cast that no bundled word list holds.

`SiteGenerator(seed)` draws one site (`site_cast`): its own hospital and its initialism, four
neighbouring facilities with theirs (a nursing home, a community hospital, a rehab house, an air
ambulance), named wards and buildings, the towns it serves, and a staff of invented names with
short names; plus two local words that are not identifiers: a protocol named for a surname and a
unit named for an ordinary word. Every invented word is checked against the bundled lists
(`is_listed`), so a recognizer can find these only from context, or from a site vocabulary.
Each note mixes sentences about the cast with clinical filler; gold spans are exact. Wards and
buildings are HOSPITAL, as i2b2 annotates them ("Ellison 12"); the protocol and unit are not PHI.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from stream.core.categories import Label
from stream.recognize.vocabulary.cues import is_listed, is_ordinary
from stream.synthetic.corpus import join
from stream.synthetic.generator import FILLER_SENTENCES, SLOT, SyntheticNote
from stream.synthetic.segments import Segment
from stream.synthetic.values import Values

_HEADS = ("quen", "thorn", "vell", "brack", "ost", "harl", "pell", "wend", "stav", "corr", "lind",
          "ask", "fen", "mirr", "tol", "garr", "hesk", "orl", "drum", "cald", "bex", "yarr",
          "skel", "wass", "trev", "umber", "nave", "kell", "sorr", "grib")
_TAILS = ("moor", "wick", "ham", "ford", "ley", "mere", "ton", "by", "stead", "holt", "combe",
          "thwaite", "den", "hurst", "field", "ridge", "wold", "stow", "garth", "brook")
_PEOPLE = ("va", "ro", "ke", "tan", "lo", "mi", "sar", "ne", "dru", "qui", "bel", "zo", "ash",
           "ren", "to", "la", "vi", "mar", "os", "ek")
_NEIGHBOUR_KINDS = ("Manor Nursing Home", "Community Hospital", "Rehabilitation House",
                    "Air Medical")
_PROTOCOL_SURNAMES = ("Whitcomb", "Harrow", "Pickering", "Lockhart")
_UNIT_WORDS = ("Lantern", "Harbor", "Meadow", "Compass")
_CASE_SHIFT = (0.12, 0.08)  # share of notes written all lower case, all capitals

_CAST_SENTENCES = (
    "Pt is a {AGE} yo transferred from {NEIGHBOUR} for hypoxia.",
    "Transferred to {WARD} at 1400, report given to {NURSE}.",
    "Admitted via {NEIGHBOUR_I} ED, seen by Dr. {DOC_LAST}.",
    "Family lives in {TOWN}; wife {KIN} at bedside.",
    "Dr. {DOC_LAST} aware of K 3.2, repleted per protocol.",
    "Charge RN {NURSE} aware, bed on {WARD} requested.",
    "Per {NURSE}, bed on {WARD} is ready after 1600.",
    "Plan: d/c to {NEIGHBOUR} when stable, {NEIGHBOUR_I} accepting.",
    "CT done in {BUILDING} this am, no acute bleed.",
    "Returned from {BUILDING} after MRI, tolerated well.",
    "Seen in {HOME} ED on {DATE}, sent up to MICU.",
    "{HOME_I} pharmacy called re: vanc trough.",
    "Sister {KIN} from {TOWN} called for an update.",
    "{NURSE} RN notified of pain 7/10, dilaudid given.",
    "Consult to Dr. {DOC_LAST} (ID), will see today.",
    "Outpatient f/u at {NEIGHBOUR_I} clinic with Dr. {DOC} in 2 weeks.",
    "Arrived by {NEIGHBOUR} from {TOWN} scene, GCS 14.",
    "{PATIENT} resting, turned q2h.",
    "Discussed with {DOC}, MD, who agrees with plan.",
    "Will need placement, {NEIGHBOUR} and {NEIGHBOUR_I} referrals sent.",
    "Lives alone in {TOWN}, son {KIN} is HCP.",
    "Paged {DOC_LAST} x2 re: MAP 58, fluids ordered.",
)
_LOCAL_WORD_SENTENCES = (
    "Skin care per {PROTOCOL} protocol, heels offloaded.",
    "Sedation vacation per {PROTOCOL} protocol at 0800.",
    "Moved to the {UNIT} unit for step-down monitoring.",
    "{UNIT} unit RN to take report at 1900.",
)
_ICU_FILLER = (
    "Levophed titrated to MAP > 65, currently 0.08.",
    "Vent AC 18/450/+8/40%, sats 95%.",
    "UOP 30-40/hr via foley, cr 1.4.",
    "Turned q2h, skin intact, waffle boots on.",
    "Propofol at 30 mcg/kg/min, RASS -1.",
    "Tube feeds at goal 55/hr, residuals low.",
)


@dataclass(frozen=True, slots=True)
class Staff:
    """A member of the site's staff: given name, surname, the short name colleagues write."""

    first: str
    last: str
    short: str


@dataclass(frozen=True, slots=True)
class SiteCast:
    """The recurring names of one site."""

    home: tuple[str, str]  # (name, initialism)
    neighbours: tuple[tuple[str, str], ...]
    wards: tuple[str, ...]
    buildings: tuple[str, ...]
    towns: tuple[str, ...]
    doctors: tuple[Staff, ...]
    nurses: tuple[Staff, ...]
    protocol: str  # not PHI: a local protocol named for a surname
    unit: str  # not PHI: a unit named for an ordinary word


def site_cast(seed: int) -> SiteCast:
    """The cast of site number `seed`; every invented word is in no bundled list."""
    rng = random.Random(f"site:{seed}")
    taken: set[str] = set()
    place = _Inventor(rng, _HEADS, _TAILS, taken)
    person = _Inventor(rng, _PEOPLE, _PEOPLE, taken)
    home = f"{place.word()} Regional Medical Center"
    neighbours = tuple(_with_initialism(f"{place.word()} {kind}") for kind in _NEIGHBOUR_KINDS)
    return SiteCast(
        home=_with_initialism(home),
        neighbours=neighbours,
        wards=tuple(f"{place.word()} {n}" for n in rng.sample(range(2, 10), 3)),
        buildings=(f"{place.word()} Pavilion", f"{place.word()} Tower"),
        towns=tuple(place.word() for _ in range(4)),
        doctors=tuple(_staff(person) for _ in range(6)),
        nurses=tuple(_staff(person) for _ in range(6)),
        protocol=rng.choice(_PROTOCOL_SURNAMES),
        unit=rng.choice(_UNIT_WORDS),
    )


class _Inventor:
    """Invented words from two syllable pools, none listed, none twice."""

    def __init__(self, rng: random.Random, heads: tuple[str, ...], tails: tuple[str, ...],
                 taken: set[str]):
        self.rng, self.heads, self.tails, self.taken = rng, heads, tails, taken

    def word(self, parts: int = 2) -> str:
        while True:
            word = "".join(self.rng.choice(self.heads if i == 0 else self.tails)
                           for i in range(parts)).capitalize()
            if word not in self.taken and not is_listed(word) and not is_ordinary(word):
                self.taken.add(word)
                return word


def _staff(person: _Inventor) -> Staff:
    first = person.word(3)
    short = next((first[:n] for n in (4, 5, 6) if not is_listed(first[:n])), first)
    return Staff(first, person.word(3), short)


def _with_initialism(name: str) -> tuple[str, str]:
    return name, "".join(w[0] for w in name.split()).upper()


class SiteGenerator:
    """Seeded notes of one site; the same (seed, index) always gives the same note."""

    def __init__(self, seed: int = 0):
        self.seed = seed
        self.cast = site_cast(seed)

    def note(self, index: int) -> SyntheticNote:
        """Note number `index` of the site."""
        rng = random.Random(f"site:{self.seed}:{index}")
        values = Values(rng)
        segments: list[Segment] = []
        used: set[str] = set()
        while len(used) < rng.randint(4, 8):
            template = self._sentence(rng)
            if template in used:
                continue
            if used:
                segments.append((rng.choice((" ", " ", "\n")), None))
            used.add(template)
            segments += self._fill(rng, values, template)
        text, spans = join(segments)
        shift = rng.random()
        if shift < _CASE_SHIFT[0]:
            text = text.lower()
        elif shift < sum(_CASE_SHIFT):
            text = text.upper()
        return SyntheticNote(f"site-{self.seed}-{index}", f"pt-{index}", text, spans, "site")

    def notes(self, count: int, start: int = 0) -> Iterator[SyntheticNote]:
        """`count` notes from index `start`."""
        for i in range(start, start + count):
            yield self.note(i)

    @staticmethod
    def _sentence(rng: random.Random) -> str:
        roll = rng.random()
        if roll < 0.5:
            return rng.choice(_CAST_SENTENCES)
        if roll < 0.58:
            return rng.choice(_LOCAL_WORD_SENTENCES)
        return rng.choice(_ICU_FILLER if roll < 0.8 else FILLER_SENTENCES)

    def _fill(self, rng: random.Random, values: Values, template: str) -> list[Segment]:
        """The template's text with each slot as a labeled segment."""
        out: list[Segment] = []
        pos = 0
        for match in SLOT.finditer(template):
            out.append((template[pos:match.start()], None))
            out.append(self._slot(rng, values, match.group(1)))
            pos = match.end()
        out.append((template[pos:], None))
        return out

    def _slot(self, rng: random.Random, values: Values, slot: str) -> Segment:
        cast = self.cast
        doctor, nurse = rng.choice(cast.doctors), rng.choice(cast.nurses)
        neighbour = rng.choice(cast.neighbours)
        filled: dict[str, Segment] = {
            "NEIGHBOUR": (neighbour[0], Label.HOSPITAL),
            "NEIGHBOUR_I": (neighbour[1], Label.HOSPITAL),
            "HOME": (cast.home[0], Label.HOSPITAL),
            "HOME_I": (cast.home[1], Label.HOSPITAL),
            "WARD": (rng.choice(cast.wards), Label.HOSPITAL),
            "BUILDING": (rng.choice(cast.buildings), Label.HOSPITAL),
            "TOWN": (rng.choice(cast.towns), Label.LOCATION),
            "DOC": (f"{doctor.first} {doctor.last}", Label.STAFF),
            "DOC_LAST": (doctor.last, Label.STAFF),
            "NURSE": (rng.choice((nurse.first, nurse.short, nurse.short)), Label.STAFF),
            "KIN": (values.given(), Label.PERSON),
            "PATIENT": (f"{values.given()} {values.surname()}", Label.PATIENT),
            "AGE": (values.age(), Label.AGE),
            "DATE": (values.date_text(), Label.DATE),
            "PROTOCOL": (cast.protocol, None),
            "UNIT": (cast.unit, None),
        }
        return filled[slot]
