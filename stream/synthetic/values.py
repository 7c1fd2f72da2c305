"""Invented identifier values, and the per-note cast of people and places that reuse them."""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from importlib import resources

from stream.core import lexicon
from stream.synthetic import vocab

PLACE_HEADS = (
    "Ash",
    "Bramble",
    "Cedar",
    "Elm",
    "Fox",
    "Glen",
    "Harrow",
    "Iron",
    "Juniper",
    "Kings",
    "Lark",
    "Maple",
    "North",
    "Oak",
    "Pine",
    "Quarry",
    "Raven",
    "Sable",
    "Thorn",
    "Willow",
    "Wren",
    "Silver",
    "Stone",
    "Clear",
    "Bright",
    "Hollow",
    "Marrow",
    "Tesslin",
    "Quillon",
    "Brannoch",
    "Sorrel",
    "Cobalt",
    "Elder",
    "Amber",
)
PLACE_TAILS = (
    "grove",
    "field",
    "wood",
    "ford",
    "gate",
    "brook",
    "dale",
    "ton",
    "ville",
    "haven",
    " Ridge",
    " Creek",
    " Bay",
    " Springs",
    " Heights",
    " Valley",
    " Falls",
    " Park",
    " Hollow",
    " Point",
    "more",
    "stead",
    " Harbor",
    " Lake",
    "bury",
    "wick",
)
SYLLABLES = (
    "ka",
    "lo",
    "ven",
    "dra",
    "mi",
    "tor",
    "sa",
    "bel",
    "ri",
    "quin",
    "ta",
    "on",
    "ash",
    "er",
    "vi",
    "nak",
    "ol",
    "ade",
    "ye",
    "fe",
    "lin",
    "dqu",
    "zu",
    "gha",
    "ret",
    "mo",
)
MONTH_FORMATS = (
    "%m/%d/%Y",
    "%-m/%-d/%Y",
    "%-m/%-d/%y",
    "%Y-%m-%d",
    "%b %-d, %Y",
    "%B %-d, %Y",
    "%d-%b-%Y",
    "%-d %B %Y",
    "%m-%d-%Y",
    "%d %b %Y",
    "%B %-d",
    "%b %-d",
    "%-m/%-d",
    "%m/%Y",
    "%B %Y",
    "%b %Y",
    "%Y",
    "%m.%d.%Y",
    "%-m-%-d-%y",
    "%Y%m%d",
    "%A, %B %-d, %Y",
    "%-d/%b/%Y",
    "%b. %-d, %Y",
    "%B %-dth",
)
UPPER = "ABCDEFGHJKLMNPRSTUVWXYZ"


@cache
def _pools() -> dict[str, tuple]:
    """Name, place and facility pools from the bundled lists."""
    facilities, acronyms = [], []
    text = resources.files("stream.data").joinpath("hospitals.tsv").read_text("utf-8")
    for line in text.splitlines():
        if line and not line.startswith("#") and "\t" in line:
            name, kind = line.split("\t")[:2]
            (facilities if kind == "name" else acronyms).append(name)
    nick_text = resources.files("stream.data").joinpath("nicknames.tsv").read_text("utf-8")
    nicks = {}
    for line in nick_text.splitlines():
        if line and not line.startswith("#") and "\t" in line:
            formal, short = line.split("\t")[:2]
            nicks[formal] = tuple(short.split(","))
    return {
        "female": lexicon.female_first_names()[:3000],
        "male": lexicon.male_first_names()[:1000],
        "last": lexicon.last_names()[:40000],
        "cities": lexicon.us_cities(),
        "states": tuple(lexicon.us_states().items()),
        "counties": lexicon.us_counties(),
        "facilities": tuple(facilities),
        "acronyms": tuple(acronyms),
        "nicknames": nicks,
    }


@dataclass(slots=True)
class Person:
    """An invented person: given name, surname, optional middle initial and nickname."""

    first: str
    last: str
    middle: str = ""
    nickname: str = ""
    credential: str = ""


@dataclass(slots=True)
class Facility:
    """An invented or real-named facility and the acronym a note may use for it."""

    name: str
    acronym: str


class Values:
    """Draws identifier values from a seeded random source."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        self.pools = _pools()

    def pick(self, seq):
        """One element of `seq`."""
        return seq[self.rng.randrange(len(seq))]

    def digits(self, n: int) -> str:
        """`n` random digits."""
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def letters(self, n: int) -> str:
        """`n` random capital letters."""
        return "".join(self.rng.choice(UPPER) for _ in range(n))

    def invented_word(self) -> str:
        """A pronounceable invented surname or place word."""
        word = "".join(self.pick(SYLLABLES) for _ in range(self.rng.randint(2, 3)))
        return word.capitalize()

    def surname(self) -> str:
        """A census or invented surname, sometimes hyphenated or prefixed."""
        roll = self.rng.random()
        name = self.invented_word() if roll < 0.12 else self.pick(self.pools["last"])
        if self.rng.random() < 0.08:
            name = f"{name}-{self.pick(self.pools['last'])}"
        elif self.rng.random() < 0.03:
            name = self.pick(("O'", "Mc", "Mac", "De", "Van ", "St. ")) + name
        return name

    def given(self) -> str:
        """A census given name (female or male) or an invented one."""
        if self.rng.random() < 0.06:
            return self.invented_word()
        return self.pick(self.pools["female"] if self.rng.random() < 0.55 else self.pools["male"])

    def person(self, staff: bool = False) -> Person:
        """A new invented person."""
        first = self.given()
        nicks = self.pools["nicknames"].get(first, ())
        return Person(
            first=first,
            last=self.surname(),
            middle=self.pick(UPPER) if self.rng.random() < 0.3 else "",
            nickname=self.pick(nicks) if nicks else "",
            credential=self.pick(vocab.CREDENTIALS) if staff else "",
        )

    def place_word(self) -> str:
        """An invented town or neighborhood name."""
        return self.pick(PLACE_HEADS) + self.pick(PLACE_TAILS)

    def city(self) -> str:
        """A US city name or an invented one."""
        return (
            self.place_word() if self.rng.random() < 0.35 else self.pick(self.pools["cities"]).name
        )

    def state(self) -> str:
        """A state code or full state name."""
        code, name = self.pick(self.pools["states"])
        return code if self.rng.random() < 0.7 else name

    def zip_code(self) -> str:
        """A 5- or 9-digit ZIP code."""
        return self.digits(5) if self.rng.random() < 0.85 else f"{self.digits(5)}-{self.digits(4)}"

    def street(self) -> str:
        """A street address line."""
        name = self.pick(
            (
                self.surname(),
                self.place_word(),
                self.pick(PLACE_HEADS) + " Hill",
                self.pick(
                    (
                        "Main",
                        "Oak",
                        "Maple",
                        "Park",
                        "Washington",
                        "Lake",
                        "Church",
                        "Mill",
                        "1st",
                        "2nd",
                        "3rd",
                        "5th",
                    )
                ),
            )
        )
        line = f"{self.rng.randint(1, 29999)} {name} {self.pick(vocab.STREET_TYPES)}"
        if self.rng.random() < 0.15:
            line += self.pick(
                (
                    f", Apt {self.rng.randint(1, 40)}{self.pick('ABCD')}",
                    f" #{self.rng.randint(1, 999)}",
                    f", Suite {self.rng.randint(1, 900)}",
                    f" Unit {self.rng.randint(1, 99)}",
                )
            )
        return line

    def facility(self) -> Facility:
        """A facility name, invented from places and surnames or real-named, with its acronym."""
        roll = self.rng.random()
        if roll < 0.2:
            name = self.pick(self.pools["facilities"])
        else:
            base = self.pick(
                (
                    self.city(),
                    self.place_word(),
                    f"St. {self.given()}",
                    self.surname(),
                    f"{self.surname()} {self.place_word()}",
                )
            )
            name = f"{base} {self.pick(vocab.FACILITY_KINDS)}"
        acronym = "".join(w[0] for w in name.replace("-", " ").split() if w[0].isalpha()).upper()
        if len(acronym) < 2 or roll < 0.05:
            acronym = self.pick(self.pools["acronyms"]) if self.pools["acronyms"] else "MGH"
        return Facility(name, acronym)

    def day(self, start: int = 1935, end: int = 2026) -> date:
        """A random calendar day between two years."""
        first = date(start, 1, 1)
        return first + timedelta(days=self.rng.randrange((end - start) * 365))

    def date_text(self, day: date | None = None, numeric_only: bool = False) -> str:
        """A date rendered in one of many surface forms."""
        day = day or self.day(2015, 2026)
        fmt = self.pick(MONTH_FORMATS[:4] if numeric_only else MONTH_FORMATS)
        text = day.strftime(fmt).replace("%-dth", "")
        if fmt.endswith("%-dth"):
            text = day.strftime("%B ") + f"{day.day}{self._suffix(day.day)}"
        return text

    @staticmethod
    def _suffix(n: int) -> str:
        """Ordinal suffix of a day number."""
        if 11 <= n % 100 <= 13:
            return "th"
        return {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")

    def phone(self) -> str:
        """A US phone number in one of the usual surface forms, sometimes with an extension."""
        a, b, c = self.digits(3), self.digits(3), self.digits(4)
        a = str(self.rng.randint(2, 9)) + a[1:]
        text = self.pick(
            (
                f"({a}) {b}-{c}",
                f"{a}-{b}-{c}",
                f"{a}.{b}.{c}",
                f"{a} {b} {c}",
                f"{b}-{c}",
                f"+1 {a} {b} {c}",
                f"1-{a}-{b}-{c}",
                f"({a}){b}-{c}",
                f"{a}{b}{c}",
                f"+1-{a}-{b}-{c}",
            )
        )
        if self.rng.random() < 0.06:
            text += self.pick((f" x{self.digits(3)}", f" ext. {self.digits(4)}"))
        return text

    def mrn(self) -> str:
        """A medical record number."""
        return self.pick(
            (
                self.digits(self.rng.randint(6, 10)),
                f"{self.letters(1)}{self.digits(7)}",
                f"{self.letters(2)}-{self.digits(6)}",
                f"00{self.digits(6)}",
                f"{self.digits(3)}-{self.digits(2)}-{self.digits(3)}",
            )
        )

    def other_id(self) -> str:
        """An account, plan, license, accession, device or claim number."""
        y = self.rng.randint(10, 26)
        return self.pick(
            (
                f"{self.letters(3)}{self.digits(self.rng.randint(6, 9))}",
                f"{self.letters(1)}{self.digits(10)}",
                f"{self.letters(2)}{y}-{self.digits(6)}",
                f"S{y}-{self.digits(6)}",
                f"CT{y}{self.digits(4)}-{self.digits(4)}",
                f"{self.digits(4)}-{self.digits(4)}-{self.digits(1)}",
                f"{self.letters(3)}{self.digits(1)}-{self.digits(6)}-{self.letters(1)}",
                f"{self.letters(1)}{self.digits(3)}-{self.digits(3)}-{self.digits(2)}-{self.digits(3)}",
                f"{self.digits(12)}",
                f"SN {self.letters(2)}{self.digits(7)}",
                f"{self.letters(2)}{self.digits(7)}",
                f"BX-{y}-{self.digits(5)}",
                f"{self.letters(1)}{self.letters(1)}{self.digits(4)}{self.letters(2)}",
            )
        )

    def ssn(self) -> str:
        """A social security number."""
        return self.pick(
            (
                f"{self.digits(3)}-{self.digits(2)}-{self.digits(4)}",
                f"{self.digits(9)}",
                f"xxx-xx-{self.digits(4)}",
                f"{self.digits(3)} {self.digits(2)} {self.digits(4)}",
            )
        )

    def email(self, person: Person) -> str:
        """An e-mail address, usually built from a person's name."""
        user = self.pick(
            (
                f"{person.first}.{person.last}",
                f"{person.first[0]}{person.last}",
                f"{person.first}{self.digits(2)}",
                f"{person.last}.{person.first[0]}",
                f"{person.first}_{person.last}{self.digits(2)}",
            )
        ).lower()
        user = user.replace(" ", "").replace("'", "")
        return f"{user}@{self.pick(vocab.EMAIL_DOMAINS)}"

    def url(self, facility: Facility) -> str:
        """A patient portal or chart URL."""
        host = "".join(ch for ch in facility.name.split()[0].lower() if ch.isalnum()) or "health"
        return self.pick(
            (
                f"https://mychart.{host}health.org/results/{self.digits(5)}",
                f"https://portal.{host}.org/p/{self.digits(6)}",
                f"www.{host}health.com",
                f"http://{host}.org/records?id={self.digits(8)}",
                f"https://ehr.{host}.net/chart?mrn={self.digits(7)}",
            )
        )

    def ip(self) -> str:
        """An IPv4 address."""
        return ".".join(str(self.rng.randint(1, 254)) for _ in range(4))

    def age(self) -> str:
        """An age in years (mostly adult, sometimes >= 90 or pediatric)."""
        roll = self.rng.random()
        if roll < 0.1:
            return str(self.rng.randint(90, 104))
        if roll < 0.2:
            return str(self.rng.randint(1, 17))
        return str(self.rng.randint(18, 89))
