"""Build notes from sentence templates whose slots are filled with invented identifiers.

Slots look like {PATIENT}, {DATE}, ...; each filled slot becomes a gold span with exact
offsets. Values come from the bundled census and place pools and from random digits, so no
real person's record is ever reproduced (a name drawn from the census is a name, not a record).
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, timedelta

from stream.core import lexicon
from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.titles import attach_titles

SLOT = re.compile(r"\{([A-Z_]+)\}")

PHI_SENTENCES = [
    "Patient {PATIENT} (MRN {MRN}) was seen on {DATE}.",
    "{PATIENT} is a {AGE} admitted to {HOSPITAL} on {DATE} with chest pain.",
    "Attending: Dr. {STAFF_LAST}. Follow-up with {STAFF} on {DATE}.",
    "Discussed plan with the patient's daughter {PERSON}, who can be reached at {PHONE}.",
    "Lives at {STREET}, {CITY}, {STATE} {ZIP}.",
    "Records faxed to {HOSPITAL} at {PHONE} on {DATE}.",
    "Portal message sent to {EMAIL}; see {URL} for instructions.",
    "Insurance member ID {ID}; SSN {SSN} on file.",
    "Seen by {STAFF}, MD. Dictated {DATE}, transcribed {DATE}.",
    "{PATIENT_LAST}, {PATIENT_FIRST} DOB {DATE} Acct {ID}",
    "Device logged from workstation {IP} at {HOSPITAL}.",
    "Husband {PERSON} at bedside; updated on plan of care.",
]

FILLER_SENTENCES = [
    "Afebrile overnight, vital signs stable on room air.",
    "BP 128/76, HR 84, RR 16, SpO2 97% on 2 L nasal cannula.",
    "Continue metoprolol 25 mg PO BID and atorvastatin 40 mg nightly.",
    "Labs notable for sodium 134, potassium 4.1, creatinine 1.2, WBC 11.3.",
    "Chest x-ray without focal consolidation or effusion.",
    "Pain 3/10, controlled with acetaminophen 650 mg q6h PRN.",
    "Tolerating a regular diet; ambulating with physical therapy.",
    "Foley catheter removed, voiding without difficulty.",
    "History of Parkinson disease, type 2 diabetes mellitus and hyperlipidemia.",
    "Plan: repeat BMP in the morning, continue telemetry, PT/OT evaluation.",
    "Wound clean, dry and intact; no erythema or drainage.",
    "Insulin sliding scale per protocol; A1c 7.9 last quarter.",
    "Neurologically intact, alert and oriented x3, moves all extremities.",
    "Will continue current management and reassess in 24 hours.",
    "Echo showed EF 55% with mild mitral regurgitation.",
    "Heparin drip titrated per nomogram; aPTT goal 60-80 seconds.",
]

DATE_FORMATS = ["%m/%d/%Y", "%-m/%-d/%y", "%Y-%m-%d", "%b %-d, %Y", "%B %-d, %Y", "%d-%b-%Y",
                "%-d %B %Y", "%m-%d-%Y"]
STREET_TYPES = ["St", "Street", "Ave", "Avenue", "Rd", "Road", "Lane", "Drive", "Blvd", "Court"]
FACILITY_TYPES = ["General Hospital", "Medical Center", "Memorial Hospital", "Clinic",
                  "Regional Medical Center", "Community Hospital"]
TLDS = ["com", "org", "net"]


@dataclass(frozen=True, slots=True)
class SyntheticNote:
    """A generated note with its exact gold spans, and the family it was drawn from."""

    id: str
    patient_id: str
    text: str
    spans: list[Span]
    family: str = ""

    def to_json(self) -> dict:
        """The note as a `deid eval` gold record, titles inside name spans (recognize/titles.py).

        `spans` label the name tokens alone: that is what the tagger learns, and its decoder
        attaches the titles as every recognizer does.
        """
        spans = attach_titles(self.spans, self.text)
        record = {"id": self.id, "patient_id": self.patient_id, "text": self.text,
                  "spans": [{"start": s.start, "end": s.end, "label": str(s.label)}
                            for s in spans]}
        if self.family:
            record["style"] = self.family
        return record


class NoteGenerator:
    """Seeded generator: the same seed gives the same notes."""

    def __init__(self, seed: int = 0, *, target_chars: int = 1500, phi_sentences: int = 3):
        self.rng = random.Random(seed)
        self.target_chars = target_chars
        self.phi_sentences = phi_sentences
        self._first = lexicon.female_first_names()[:2000] + lexicon.male_first_names()[:800]
        self._last = lexicon.last_names()[:20000]
        self._cities = lexicon.us_cities()
        self._fillers: dict[str, Callable[[], tuple[str, Label]]] = {
            "PATIENT": lambda: (self._full_name(), Label.PATIENT),
            "PATIENT_FIRST": lambda: (self._pick(self._first), Label.PATIENT),
            "PATIENT_LAST": lambda: (self._pick(self._last), Label.PATIENT),
            "STAFF": lambda: (self._full_name(), Label.STAFF),
            "STAFF_LAST": lambda: (self._pick(self._last), Label.STAFF),
            "PERSON": lambda: (self._full_name(), Label.PERSON),
            "AGE": lambda: (f"{self.rng.randint(18, 99)}-year-old", Label.AGE),
            "DATE": lambda: (self._date(), Label.DATE),
            "MRN": lambda: (self._digits(self.rng.randint(6, 9)), Label.ID),
            "ID": lambda: (self._alnum_id(), Label.ID),
            "SSN": lambda: (f"{self._digits(3)}-{self._digits(2)}-{self._digits(4)}", Label.ID),
            "PHONE": lambda: (f"({self._digits(3)}) {self._digits(3)}-{self._digits(4)}",
                              Label.PHONE),
            "EMAIL": lambda: (self._email(), Label.EMAIL),
            "URL": lambda: (f"https://portal.{self._pick(self._last).lower()}health.org/"
                            f"p/{self._digits(6)}", Label.URL),
            "IP": lambda: (".".join(str(self.rng.randint(1, 254)) for _ in range(4)), Label.IP),
            "STREET": lambda: (f"{self.rng.randint(1, 9999)} {self._pick(self._last)} "
                               f"{self._pick(STREET_TYPES)}", Label.LOCATION),
            "CITY": lambda: (self._pick(self._cities).name, Label.LOCATION),
            "STATE": lambda: (self._pick(self._cities).state, Label.LOCATION),
            "ZIP": lambda: (self._digits(5), Label.LOCATION),
            "HOSPITAL": lambda: (f"{self._pick(self._cities).name} {self._pick(FACILITY_TYPES)}",
                                 Label.HOSPITAL),
        }

    def _pick(self, seq):
        return seq[self.rng.randrange(len(seq))]

    def _digits(self, n: int) -> str:
        return "".join(self.rng.choice("0123456789") for _ in range(n))

    def _alnum_id(self) -> str:
        letters = "".join(self.rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ") for _ in range(3))
        return f"{letters}{self._digits(self.rng.randint(5, 9))}"

    def _full_name(self) -> str:
        return f"{self._pick(self._first)} {self._pick(self._last)}"

    def _date(self) -> str:
        day = date(1950, 1, 1) + timedelta(days=self.rng.randrange(365 * 75))
        return day.strftime(self._pick(DATE_FORMATS))

    def _email(self) -> str:
        user = f"{self._pick(self._first)}.{self._pick(self._last)}".lower()
        return f"{user}@{self._pick(self._last).lower()}.{self._pick(TLDS)}"

    def note(self, index: int) -> SyntheticNote:
        """One note of about target_chars characters."""
        parts: list[str] = []
        spans: list[Span] = []
        length = 0
        templates = [self._pick(PHI_SENTENCES) for _ in range(self.phi_sentences)]
        while length < self.target_chars:
            if templates and (self.rng.random() < 0.35 or length > self.target_chars * 0.6):
                sentence, sentence_spans = self._fill(templates.pop(), length)
                spans += sentence_spans
            else:
                sentence = self._pick(FILLER_SENTENCES)
            parts.append(sentence)
            length += len(sentence) + 1
        return SyntheticNote(f"syn-{index}", f"pt-{index // 3}", " ".join(parts), spans)

    def _fill(self, template: str, offset: int) -> tuple[str, list[Span]]:
        out: list[str] = []
        spans: list[Span] = []
        cursor = 0
        position = offset
        for match in SLOT.finditer(template):
            literal = template[cursor:match.start()]
            out.append(literal)
            position += len(literal)
            value, label = self._fillers[match.group(1)]()
            spans.append(Span(position, position + len(value), label, source="synthetic"))
            out.append(value)
            position += len(value)
            cursor = match.end()
        out.append(template[cursor:])
        return "".join(out), spans

    def notes(self, count: int) -> Iterator[SyntheticNote]:
        for i in range(count):
            yield self.note(i)
