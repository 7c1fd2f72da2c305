"""Fill template slots from a per-note cast: each slot becomes labeled or plain segments."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta

from stream.core.categories import Label
from stream.synthetic import vocab
from stream.synthetic.nursing_slots import NursingSlots
from stream.synthetic.segments import Segment
from stream.synthetic.values import Facility, Person, Values

SLOT = re.compile(r"\{([A-Z_0-9]+)\}")


@dataclass(slots=True)
class Cast:
    """The people, places and numbers one note keeps referring to."""

    patient: Person
    staff: list[Person]
    relative: Person
    relation: str
    facility: Facility
    other_facility: Facility
    city: str
    state: str
    mrn: str
    dob_year: int
    age: str
    visit_day: object
    name_caps: bool = False
    used: dict[str, int] = field(default_factory=dict)


def new_cast(values: Values) -> Cast:
    """A fresh cast for one note."""
    age = values.age()
    visit = values.day(2016, 2026)
    return Cast(
        patient=values.person(),
        staff=[values.person(staff=True) for _ in range(3)],
        relative=values.person(),
        relation=values.pick(vocab.RELATIONS),
        facility=values.facility(),
        other_facility=values.facility(),
        city=values.city(),
        state=values.state(),
        mrn=values.mrn(),
        dob_year=visit.year - int(age),
        age=age,
        visit_day=visit,
    )


class SlotFiller:
    """Turns `{SLOT}` templates into segments, drawing values from a cast."""

    def __init__(self, rng: random.Random, values: Values, cast: Cast):
        self.rng = rng
        self.v = values
        self.cast = cast
        self.handlers: dict[str, Callable[[], list[Segment]]] = {
            **self._handlers(),
            **NursingSlots(rng, values, cast).handlers(),
        }

    def fill(self, template: str) -> list[Segment]:
        """Segments of one filled template."""
        out: list[Segment] = []
        cursor = 0
        for match in SLOT.finditer(template):
            if match.start() > cursor:
                out.append((template[cursor : match.start()], None))
            out.extend(self.handlers[match.group(1)]())
            cursor = match.end()
        if cursor < len(template):
            out.append((template[cursor:], None))
        return out

    # ------------------------------------------------------------- names

    def _name(self, text: str, label: Label) -> list[Segment]:
        """A labeled name, upper-cased when the note writes names in caps."""
        return [(text.upper() if self.cast.name_caps else text, label)]

    def _full(self, p: Person, label: Label) -> list[Segment]:
        """A full name in one of the usual orders."""
        roll = self.rng.random()
        if roll < 0.55:
            return self._name(f"{p.first} {p.last}", label)
        if roll < 0.7 and p.middle:
            return self._name(f"{p.first} {p.middle}. {p.last}", label)
        if roll < 0.85:
            return self._name(f"{p.last}, {p.first}", label)
        if roll < 0.93:
            return self._name(f"{p.last.upper()}, {p.first.upper()}", label)
        return self._name(f"{p.first[0]}. {p.last}", label)

    def _patient_ref(self) -> list[Segment]:
        """How the body of a note refers to the patient: title + surname, first name, initials."""
        p = self.cast.patient
        roll = self.rng.random()
        if roll < 0.5:
            title = self.v.pick(("Mr. ", "Ms. ", "Mrs. ", "Mr ", "Ms ", "Miss "))
            return [(title, None), *self._name(p.last, Label.PATIENT)]
        if roll < 0.7:
            return self._name(p.nickname or p.first, Label.PATIENT)
        if roll < 0.85:
            return self._name(f"{p.first} {p.last}", Label.PATIENT)
        return self._name(self._initials(p), Label.PATIENT)

    def _initials(self, p: Person) -> str:
        """Initials such as J.S. or JS."""
        return self.v.pick(
            (
                f"{p.first[0]}.{p.last[0]}.",
                f"{p.first[0]}{p.last[0]}",
                f"{p.first[0]}. {p.last[0]}.",
            )
        )

    def _staff(self) -> Person:
        """One of the note's clinicians, usually the first."""
        staff = self.cast.staff
        return staff[0] if self.rng.random() < 0.5 else self.v.pick(staff)

    def _doctor(self) -> list[Segment]:
        """Dr. + surname or full name."""
        s = self._staff()
        title = self.v.pick(vocab.TITLES_STAFF) + " "
        if self.rng.random() < 0.6:
            return [(title, None), *self._name(s.last, Label.STAFF)]
        return [(title, None), *self._name(f"{s.first} {s.last}", Label.STAFF)]

    def _signature(self) -> list[Segment]:
        """A clinician name with a credential."""
        s = self._staff()
        name = self.v.pick(
            (f"{s.first} {s.last}", f"{s.first[0]}. {s.last}", f"{s.last}, {s.first}")
        )
        return [*self._name(name, Label.STAFF), (f", {s.credential or 'MD'}", None)]

    def _relative(self) -> list[Segment]:
        """A relation word and the relative's name ("daughter Anna")."""
        r = self.cast.relative
        name = self.v.pick(
            (r.first, f"{r.first} {r.last}", r.first, f"{r.first} {self.cast.patient.last}")
        )
        return [(f"{self.cast.relation} ", None), *self._name(name, Label.PERSON)]

    # ------------------------------------------------------------ places

    def _address(self) -> list[Segment]:
        """Street, city, state and ZIP as separate spans."""
        segs: list[Segment] = [
            (self.v.street(), Label.LOCATION),
            (", ", None),
            (self.cast.city, Label.LOCATION),
        ]
        sep = self.v.pick((", ", " ", ", "))
        segs += [(sep, None), (self.cast.state, Label.LOCATION)]
        if self.rng.random() < 0.8:
            segs += [(" ", None), (self.v.zip_code(), Label.LOCATION)]
        return segs

    def _hospital(self) -> list[Segment]:
        """The note's facility by name, sometimes by acronym."""
        f = self.cast.facility
        if self.rng.random() < 0.2:
            return [(f.acronym, Label.HOSPITAL)]
        return [(f.name, Label.HOSPITAL)]

    # ------------------------------------------------------------- dates

    def _date(self, spread: int = 30) -> list[Segment]:
        """A date near the visit."""
        day = self.cast.visit_day + timedelta(days=self.rng.randint(-spread, spread))
        return [(self.v.date_text(day), Label.DATE)]

    def _dob(self) -> list[Segment]:
        """The patient's date of birth."""
        day = self.cast.visit_day.replace(year=self.cast.dob_year, day=1) + timedelta(
            days=self.rng.randrange(28)
        )
        return [(self.v.date_text(day, numeric_only=self.rng.random() < 0.6), Label.DATE)]

    # ------------------------------------------------------------ filler

    def _plain(self, make: Callable[[], str]) -> Callable[[], list[Segment]]:
        """A handler for a non-PHI filler slot."""
        return lambda: [(make(), None)]

    def _handlers(self) -> dict[str, Callable[[], list[Segment]]]:
        v, c, rng = self.v, self.cast, self.rng
        return {
            "PT": lambda: self._full(c.patient, Label.PATIENT),
            "PT_FIRST": lambda: self._name(c.patient.first, Label.PATIENT),
            "PT_LAST": lambda: self._name(c.patient.last, Label.PATIENT),
            "PT_NICK": lambda: self._name(c.patient.nickname or c.patient.first, Label.PATIENT),
            "PT_REF": self._patient_ref,
            "PT_INIT": lambda: self._name(self._initials(c.patient), Label.PATIENT),
            "DR": self._doctor,
            "STAFF": lambda: self._full(self._staff(), Label.STAFF),
            "STAFF_FIRST": lambda: self._name(self._staff().first, Label.STAFF),
            "STAFF_LAST": lambda: self._name(self._staff().last, Label.STAFF),
            "SIG": self._signature,
            "REL": self._relative,
            "PERSON": lambda: self._name(
                v.pick((c.relative.first, f"{c.relative.first} {c.relative.last}")), Label.PERSON
            ),
            "OTHER_PERSON": lambda: self._full(v.person(), Label.PERSON),
            "AGE": lambda: [(c.age, Label.AGE)],
            "DATE": self._date,
            "DATE_FAR": lambda: [(v.date_text(), Label.DATE)],
            "DOB": self._dob,
            "YEAR": lambda: [(str(rng.randint(1975, 2025)), Label.DATE)],
            "MRN": lambda: [(c.mrn, Label.ID)],
            "ID": lambda: [(v.other_id(), Label.ID)],
            "SSN": lambda: [(v.ssn(), Label.ID)],
            "PHONE": lambda: [(v.phone(), Label.PHONE)],
            "EMAIL": lambda: [(v.email(v.pick((c.patient, c.relative, c.staff[0]))), Label.EMAIL)],
            "URL": lambda: [(v.url(c.facility), Label.URL)],
            "IP": lambda: [(v.ip(), Label.IP)],
            "ADDRESS": self._address,
            "STREET": lambda: [(v.street(), Label.LOCATION)],
            "CITY": lambda: [(c.city, Label.LOCATION)],
            "STATE": lambda: [(c.state, Label.LOCATION)],
            "COUNTY": lambda: [(v.pick(v.pools["counties"]), Label.LOCATION)],
            "ZIP": lambda: [(v.zip_code(), Label.LOCATION)],
            "HOSP": self._hospital,
            "HOSP_FULL": lambda: [(c.facility.name, Label.HOSPITAL)],
            "HOSP_ACR": lambda: [(c.facility.acronym, Label.HOSPITAL)],
            "HOSP2": lambda: [(c.other_facility.name, Label.HOSPITAL)],
            "DRUG": self._plain(lambda: v.pick(vocab.drugs())),
            "MED": self._plain(
                lambda: (
                    f"{v.pick(vocab.drugs())} {v.pick(vocab.DOSES)} "
                    f"{v.pick(vocab.ROUTES)} {v.pick(vocab.FREQUENCIES)}"
                )
            ),
            "DOSE": self._plain(lambda: v.pick(vocab.DOSES)),
            "ROUTE_FREQ": self._plain(
                lambda: f"{v.pick(vocab.ROUTES)} {v.pick(vocab.FREQUENCIES)}"
            ),
            "PT_REF_OBJ": self._plain(lambda: v.pick(("him", "her", "them"))),
            "RELATION_PLAIN": self._plain(lambda: c.relation),
            "COND": self._plain(lambda: v.pick(vocab.CONDITIONS)),
            "EPONYM": self._plain(lambda: v.pick(vocab.EPONYM_PHRASES)),
            "EPONYM_WORD": self._plain(lambda: v.pick(vocab.eponyms())),
            "DEVICE": self._plain(lambda: v.pick(vocab.DEVICES)),
            "PROC": self._plain(lambda: v.pick(vocab.PROCEDURES)),
            "IMG": self._plain(lambda: v.pick(vocab.IMAGING)),
            "FINDING": self._plain(lambda: v.pick(vocab.FINDINGS)),
            "UNIT": self._plain(lambda: v.pick(vocab.UNITS)),
            "ROOM": self._plain(
                lambda: v.pick(
                    (
                        f"Rm {rng.randint(100, 999)}",
                        f"room {rng.randint(100, 999)}{v.pick('AB')}",
                        f"bed {rng.randint(1, 40)}",
                        f"Bed {rng.randint(1, 30)}{v.pick('AB')}",
                        f"bay {rng.randint(1, 24)}",
                    )
                )
            ),
            "TIME": self._plain(
                lambda: v.pick(
                    (
                        f"{rng.randint(0, 23):02d}{v.pick(('00', '15', '30', '45'))}",
                        f"{rng.randint(1, 12)}:{rng.randint(0, 59):02d} "
                        f"{v.pick(('AM', 'PM', 'am', 'pm'))}",
                        f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}",
                    )
                )
            ),
            "NUM": self._plain(lambda: str(rng.randint(2, 60))),
            "VITALS": self._plain(self._vitals),
            "LABS": self._plain(self._labs),
        }

    def _vitals(self) -> str:
        """A vital-sign string."""
        r = self.rng
        return (
            f"T {r.randint(360, 392) / 10} HR {r.randint(50, 130)} BP {r.randint(85, 180)}/"
            f"{r.randint(45, 105)} RR {r.randint(10, 32)} SpO2 {r.randint(86, 100)}%"
        )

    def _labs(self) -> str:
        """A lab-value string."""
        r = self.rng
        return (
            f"Na {r.randint(125, 148)}, K {r.randint(30, 60) / 10}, Cr {r.randint(5, 40) / 10}, "
            f"WBC {r.randint(30, 220) / 10}, Hgb {r.randint(60, 160) / 10}, "
            f"Plt {r.randint(40, 450)}"
        )
