"""Slots of the ICU nursing register: yearless dates, history years, local facility names,
kin- and role-cued first names, one-word signatures, rare surnames after strong cues, and the
numeric look-alikes (pressures, ratios, doses, scales, gases, vent settings) left unlabeled.

`NursingSlots(rng, values, cast).handlers()` is merged into the note's `SlotFiller`; each
handler returns segments, so gold offsets stay exact when the note is joined.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from datetime import timedelta

from stream.core.categories import Label
from stream.recognize.word_judgements import ICU_ABBREVIATIONS, STOPWORDS
from stream.synthetic.misspell import typo
from stream.synthetic.segments import Segment
from stream.synthetic.values import Facility, Values

KIN = ("dtr", "daughter", "son", "wife", "husband", "sister", "brother", "hcp", "niece",
       "mother", "sis", "bro", "grandson", "partner")
ROLES = ("case manager", "cm", "sw", "resident", "house officer", "ho", "rn", "np", "fellow",
         "intern", "pa", "charge rn", "resp therapist")
STRONG_CUES = {
    Label.PATIENT: ("PT", "MR", "MRS", "MS", "PT NAME"),
    Label.STAFF: ("DR", "DR.", "MD", "NP"),
    Label.PERSON: ("WIFE", "HUSBAND", "DTR", "SON", "SISTER"),
}
HISTORY = ("s/p CABG", "MI", "CVA", "TKR", "THR", "appy", "chole", "s/p AVR", "PE", "DVT",
           "lap chole", "s/p PPM", "CHF dx", "TAH", "s/p ORIF", "stroke", "afib dx", "ca dx",
           "XRT", "s/p PCI", "PNA", "AAA repair", "CEA", "TURP")
HISTORY_PLAIN = ("htn", "dm2", "copd", "cad", "ckd", "afib", "hld", "etoh abuse", "gerd",
                 "osa on cpap", "dementia", "obesity", "depression", "hypothyroid")
HOSPITAL_WORDS = ("hospital", "hospital", "hosp", "rehab", "nursing home", "manor",
                  "medical center", "nh", "ltac", "ltach", "snf", "rehab center", "health center",
                  "house", "home")
MISSPELLED_HOSPITAL = ("hosptial", "hospial", "hopsital", "hospitl", "hosiptal", "rehabb")
TOWN_SUFFIX = ("", "", "", " ma", " nh", " ri", " ct", " me")
# Invented stems and endings for local place and facility names ("kellford", "tarnwick
# point"); written for this generator, not taken from any annotated set.
LOCAL_STEMS = ("alder", "bram", "brack", "briar", "cal", "corn", "crane", "dun", "fen", "gold",
               "hale", "hart", "hay", "heath", "kell", "kin", "lang", "lis", "mar", "mill",
               "moss", "old", "pen", "red", "rush", "sand", "shel", "stan", "tarn", "wal",
               "west", "whit", "wind", "wold", "ave", "bex", "cor", "dray", "ember", "gal")
LOCAL_ENDS = ("by", "combe", "ford", "ham", "ley", "mere", "mont", "more", "stead", "ton",
              "wick", "worth", "well", "bridge", "field", "gate", "hurst", "dale", "haven",
              "brook", "shire", "moor", "thorpe", "den")
LOCAL_SECOND = ("valley", "hill", "point", "falls", "bay", "springs", "commons", "crossing",
                "heights", "ridge", "harbor", "green", "landing", "park", "cove", "mills")
TOWN_PREFIX = ("east ", "west ", "north ", "south ", "new ", "port ", "upper ", "lower ",
               "little ", "great ")
# A facility word that makes no care word: "kellford general", "st ilse memorial".
FACILITY_SHORT = ("general", "memorial", "regional", "community", "medical", "univ hosp", "va",
                  "kindred", "medical ctr", "health", "mc", "med ctr", "hosp", "genral",
                  "memorail", "medcial center", "rehab ctr", "nsg home", "hsp")
# Organisations a nursing note names beside care: dialysis units, pharmacies, schools,
# ambulance services, agencies, shelters (labelled HOSPITAL, as the dev sets annotate them).
ORG_KINDS = ("dialysis", "pharmacy", "drug", "high", "elementary", "ems", "ambulance", "dss",
             "shelter", "home care", "vna", "hospice", "assisted living", "adult day health",
             "family practice", "oncology assoc", "cardiology", "feed & grain", "mill")
# What follows a facility name outside its span: "kmh ed", "TRH ICU", "wvc clinic".
HOSP_UNITS = ("ed", "er", "icu", "micu", "ccu", "rehab", "clinic", "cath lab", "cardiology",
              "dialysis", "ed", "icu")
# Letters a bare initialism must not spell: ICU abbreviations, short words, vital signs, roles.
NOT_INITIALISMS = ICU_ABBREVIATIONS | STOPWORDS | frozenset((
    "bp", "hr", "rr", "pt", "md", "rn", "np", "pa", "ed", "er", "or", "hd", "cm", "sw", "ho",
    "ok", "no", "yes", "am", "pm", "dr", "ms", "mr", "mrs"))
SHIFTS = ("1900-0700", "0700-1900", "7p-7a", "7a-7p", "11p-7a", "7a-3p", "3p-11p", "1900-2300",
          "0300-0700")


class NursingSlots:
    """Handlers for the ICU nursing register, drawing from one note's cast."""

    def __init__(self, rng: random.Random, values: Values, cast):
        self.rng = rng
        self.v = values
        self.cast = cast
        self.lower_names = rng.random() < 0.35
        self.rare = {label: values.invented_word() for label in STRONG_CUES}
        self.local = self._local_facility(cast.facility)
        self.other_local = self._local_facility(cast.other_facility)
        self.town = self._town()
        self.bare = [self._bare_name() for _ in range(2)]
        self.town2 = self._town()

    def handlers(self) -> dict[str, Callable[[], list[Segment]]]:
        """Slot name -> handler for the register's slots."""
        return {
            "MD_DATE": lambda: [(self._md(), Label.DATE)],
            "MD_RANGE": self._md_range,
            "MD_TIME": self._md_time,
            "HX_YEAR": self._history_year,
            "HX_LIST": self._history_list,
            "LOCAL_HOSP": lambda: self._facility(self.local),
            "LOCAL_HOSP2": lambda: self._facility(self.other_local),
            "HOSP_INIT": self._initialism,
            "TOWN": lambda: [(self.town, Label.LOCATION)],
            "TOWN_ANY": lambda: [(self._recased(self.v.pick((self.town, self.town2))),
                                  Label.LOCATION)],
            "HOSP_BARE": self._bare,
            "HOSP_UNIT": self._bare_with_unit,
            "ORG": self._org,
            "CLOCK": lambda: [(self._clock(), None)],
            "SHIFT": lambda: [(self.v.pick(SHIFTS), None)],
            "LOOK_RANGE": lambda: [(self.lookalike("RANGE"), None)],
            "KIN_FIRST": self._kin,
            "ROLE_FIRST": self._role,
            "FIRST_ONLY": lambda: self._name(self.cast.relative.first, Label.PERSON),
            "SIGN_ONE": self._one_word_signature,
            "CUE_PT": lambda: self._cued(Label.PATIENT),
            "CUE_DR": lambda: self._cued(Label.STAFF),
            "CUE_KIN": lambda: self._cued(Label.PERSON),
            "LOOK": lambda: [(self.lookalike(), None)],
            "LOOK_VITAL": lambda: [(self.lookalike("VITAL"), None)],
            "LOOK_VENT": lambda: [(self.lookalike("VENT"), None)],
            "LOOK_MED": lambda: [(self.lookalike("MED"), None)],
            "LOOK_SCALE": lambda: [(self.lookalike("SCALE"), None)],
        }

    # ------------------------------------------------------------- names

    def _cased(self, text: str) -> str:
        """Names written in lower case in some notes."""
        return text.lower() if self.lower_names else text

    def _name(self, text: str, label: Label) -> list[Segment]:
        """A labeled name, sometimes misspelled, lower-cased in lower-case notes."""
        if self.rng.random() < 0.12:
            text = typo(self.rng, text)
        return [(self._cased(text), label)]

    def _kin(self) -> list[Segment]:
        """A kinship cue and a first name, in either order ("dtr anna", "anna (wife)")."""
        kin = self.v.pick(KIN)
        name = self._name(self.cast.relative.first, Label.PERSON)
        roll = self.rng.random()
        if roll < 0.6:
            return [(f"{kin} ", None), *name]
        if roll < 0.8:
            return [*name, (f" ({kin})", None)]
        return [(f"pt's {kin} ", None), *name]

    def _role(self) -> list[Segment]:
        """A role cue and a clinician's first name ("resident tom", "kim rn")."""
        role = self.v.pick(ROLES)
        staff = self.v.pick(self.cast.staff)
        name = self._name(staff.first, Label.STAFF)
        if self.rng.random() < 0.65:
            return [(f"{role} ", None), *name]
        return [*name, (f" {role}", None)]

    def _one_word_signature(self) -> list[Segment]:
        """A note's last line: a first name, a surname or initials, alone or with RN."""
        s = self.cast.staff[0]
        word = self.v.pick((s.first, s.first, s.last, f"{s.first[0]}{s.last[0]}"))
        tail = self.v.pick(("", "", " rn", " RN", ",RN", " SN"))
        lead = self.v.pick(("", "", "-", "- "))
        return [(lead, None), *self._name(word, Label.STAFF), (tail, None)]

    def _cued(self, label: Label) -> list[Segment]:
        """A rare invented surname right after a strong cue ("PT ZUBELIN", "DR QUINOLA")."""
        cue = self.v.pick(STRONG_CUES[label])
        return [(f"{cue} ", None), (self.rare[label].upper(), label)]

    # ------------------------------------------------------------ places

    def _local_facility(self, facility: Facility) -> str:
        """A short local name: an initialism or a place word with a facility word."""
        roll = self.rng.random()
        if roll < 0.45:
            return facility.acronym if facility.acronym.lower() not in NOT_INITIALISMS else (
                self._letters())
        word = self.v.pick(MISSPELLED_HOSPITAL if self.rng.random() < 0.2 else HOSPITAL_WORDS)
        base = self.v.pick((self.v.place_word(), self.v.surname(), f"st {self.v.given()}",
                            f"st. {self.v.given()}s", self.v.invented_word()))
        return f"{base} {word}"

    def _facility(self, name: str) -> list[Segment]:
        """A local facility name in the note's case or in lower case."""
        text = name.lower() if self.rng.random() < 0.3 else name
        return [(text, Label.HOSPITAL)]

    def _initialism(self) -> list[Segment]:
        """A bare 2-5 letter facility initialism, upper or lower case."""
        letters = self._letters() + self.v.pick(("", "", "H", "MC"))
        return [(letters.lower() if self.rng.random() < 0.35 else letters, Label.HOSPITAL)]

    def _town(self) -> str:
        """A town, sometimes with a state abbreviation, as a nursing note writes it: a census
        or invented town, or a local name ("kellford", "east tarnwick", "sandmere falls")."""
        roll = self.rng.random()
        if roll < 0.55:
            town = self.v.city()
        else:
            town = self._local_word()
            if roll < 0.7:
                town = self.v.pick(TOWN_PREFIX) + town
            elif roll < 0.8:
                town = f"{town} {self.v.pick(LOCAL_SECOND)}"
        town += self.v.pick(TOWN_SUFFIX)
        return town.lower() if self.rng.random() < 0.4 else town

    def _recased(self, text: str) -> str:
        """Lower case, capitals or as written (the note's own casing applies on top)."""
        roll = self.rng.random()
        return text.lower() if roll < 0.35 else text.upper() if roll < 0.5 else text

    def _local_word(self) -> str:
        """One invented local word ("kellford", "Tarnwick")."""
        word = self.v.pick(LOCAL_STEMS) + self.v.pick(LOCAL_ENDS)
        if self.rng.random() < 0.25:
            word = self.v.place_word().replace(" ", "")
        return word if self.rng.random() < 0.5 else word.capitalize()

    def _bare_name(self) -> str:
        """A facility as nurses name it, with no care word: an initialism of 2-5 letters, a
        local name of one or two words ("kellford", "tarnwick point", "st ilse"), or a local
        name with a short facility word, sometimes misspelled ("hayford general")."""
        roll = self.rng.random()
        if roll < 0.35:
            return self._letters()
        if roll < 0.55:
            return self._local_word()
        if roll < 0.7:
            return f"{self._local_word()} {self.v.pick(LOCAL_SECOND)}"
        if roll < 0.8:
            return self.v.pick((f"st {self.v.given()}", f"st. {self.v.given()}'s",
                                f"saint {self.v.given()}", f"st {self.v.given()}s"))
        base = self.v.pick((self._local_word(), self.v.surname(), self.v.place_word()))
        return f"{base} {self.v.pick(FACILITY_SHORT)}"

    def _letters(self) -> str:
        """2-5 capital letters that spell no ICU abbreviation or short word ("bp", "pt")."""
        while True:
            letters = self.v.letters(self.rng.randint(2, 5))
            if letters.lower() not in NOT_INITIALISMS:
                return letters

    def _bare(self) -> list[Segment]:
        """One of the note's bare facility names (they recur), or a fresh one."""
        name = self.v.pick(self.bare) if self.rng.random() < 0.7 else self._bare_name()
        return [(self._recased(name), Label.HOSPITAL)]

    def _bare_with_unit(self) -> list[Segment]:
        """A bare facility name and the unit after it, outside the span ("bcrh ed")."""
        return [*self._bare(), (f" {self.v.pick(HOSP_UNITS)}", None)]

    def _org(self) -> list[Segment]:
        """An organisation named beside care: "kellford dialysis", "tarnwick high"."""
        base = self.v.pick((self._local_word(), self.v.surname(), self.v.place_word()))
        return [(self._recased(f"{base} {self.v.pick(ORG_KINDS)}"), Label.HOSPITAL)]

    def _clock(self) -> str:
        """A clock time as nurses write it ("0400", "@2200", "2215", "4am")."""
        hhmm = f"{self.rng.randint(0, 23):02d}{self.v.pick(('00', '15', '30', '45'))}"
        return self.v.pick((hhmm, hhmm, f"@{hhmm}", f"{self.rng.randint(1, 12)}"
                            f"{self.v.pick(('am', 'pm', 'a', 'p'))}"))

    # ------------------------------------------------------------- dates

    def _md(self, spread: int = 20) -> str:
        """A month/day date with no year, near the visit (slash only: month-day with a dash
        taught the model to read numeric ranges such as "6-8" as dates)."""
        day = self.cast.visit_day + timedelta(days=self.rng.randint(-spread, spread))
        return day.strftime(self.v.pick(("%-m/%-d", "%-m/%-d", "%m/%d", "%-m/%-d")))

    def _md_range(self) -> list[Segment]:
        """Two yearless dates as a range ("3/14-3/16"), one span each."""
        first = self.cast.visit_day - timedelta(days=self.rng.randint(1, 12))
        last = first + timedelta(days=self.rng.randint(1, 6))
        sep = self.v.pick(("-", " - ", " to ", "-", "-", " thru "))
        return [(f"{first.month}/{first.day}", Label.DATE), (sep, None),
                (f"{last.month}/{last.day}", Label.DATE)]

    def _md_time(self) -> list[Segment]:
        """A yearless date beside a clock time ("3/14 0400", "@2200 on 3/14")."""
        time = f"{self.rng.randint(0, 23):02d}{self.v.pick(('00', '15', '30', '45'))}"
        if self.rng.random() < 0.6:
            return [(self._md(), Label.DATE), (f" {time}", None)]
        return [(f"@{time} on ", None), (self._md(), Label.DATE)]

    def _history_year(self) -> list[Segment]:
        """A history item and its year ("s/p CABG '95", "MI 92", "CVA in 2004")."""
        item = self.v.pick(HISTORY)
        year = self.rng.randint(1965, self.cast.visit_day.year - 1)
        if self.rng.random() < 0.4:
            text, lead = str(year), self.v.pick((" ", " in ", " ("))
        else:
            text, lead = f"{year % 100:02d}", self.v.pick((" '", " ", " ('", " ("))
        segs: list[Segment] = [(item + lead, None), (text, Label.DATE)]
        if lead.endswith("("):
            segs.append((")", None))
        return segs

    def _history_list(self) -> list[Segment]:
        """A past-history list mixing dated and undated items, at least one dated."""
        out: list[Segment] = []
        count = self.rng.randint(3, 6)
        dated = self.rng.randrange(count)
        for n in range(count):
            if n:
                out.append((self.v.pick((", ", ", ", " ", "; ")), None))
            if n == dated or self.rng.random() < 0.35:
                out += self._history_year()
            else:
                out.append((self.v.pick(HISTORY_PLAIN), None))
        return out

    # ------------------------------------------------------ look-alikes

    def lookalike(self, kind: str = "") -> str:
        """A numeric string of one kind (or any kind) that reads like a date but is not one."""
        makers = self._lookalikes()
        pool = makers[kind] if kind else self.v.pick(tuple(makers.values()))
        return self.v.pick(pool)()

    def _lookalikes(self) -> dict[str, tuple[Callable[[], str], ...]]:
        """Look-alike makers by kind: vitals, ventilation and gases, medications, scales."""
        r, pick = self.rng, self.v.pick
        return {
            "VITAL": (
                lambda: f"bp {r.randint(80, 190)}/{r.randint(40, 110)}",
                lambda: f"{r.randint(80, 190)}/{r.randint(40, 110)}",
                lambda: f"sbp {r.randint(8, 16)}0s/{r.randint(4, 9)}0s",
                lambda: f"map {r.randint(5, 9)}0s",
                lambda: f"hr {r.randint(6, 11)}0s-{r.randint(9, 13)}0s",
                lambda: f"cvp {r.randint(4, 18)}",
                lambda: f"i/o {r.randint(5, 40)}00/{r.randint(3, 30)}00",
                lambda: f"pap {r.randint(25, 70)}/{r.randint(10, 35)}",
            ),
            "VENT": (
                lambda: f"abg {r.randint(718, 749) / 100:.2f}/{r.randint(25, 80)}/"
                f"{r.randint(50, 400)}",
                lambda: f"{r.randint(718, 749) / 100:.2f}/{r.randint(25, 80)}/{r.randint(50, 400)}",
                lambda: f"ac {r.randint(35, 60)}0/{r.randint(10, 28)}/{r.randint(5, 15)}/"
                f"{r.randint(3, 10)}0%",
                lambda: f"ps {r.randint(5, 20)}/{r.randint(5, 10)}",
                lambda: f"cpap {r.randint(5, 12)}/{r.randint(5, 10)}",
                lambda: f"peep {r.randint(5, 15)} fio2 {r.randint(3, 10)}0%",
                lambda: f"i:e 1:{r.randint(2, 4)}",
                lambda: f"rate {r.randint(10, 30)}/{r.randint(10, 30)}",
                lambda: f"bipap {r.randint(10, 18)}/{r.randint(5, 8)}",
            ),
            "MED": (
                lambda: f"percocet {pick(('5/325', '7.5/325', '10/325'))}",
                lambda: f"vicodin {pick(('5/500', '5/325'))}",
                lambda: f"{pick(('1/2', '1/4'))} ns",
                lambda: f"d5 {pick(('1/2', '1/4'))} ns @ {r.randint(5, 15)}0",
                lambda: f"k {r.randint(28, 55) / 10} mg {r.randint(14, 28) / 10}",
                lambda: f"insulin 70/30 {r.randint(5, 30)}u",
            ),
            "RANGE": (
                lambda: f"rr {r.randint(8, 16)}-{r.randint(18, 32)}",
                lambda: f"hr {r.randint(5, 9)}0-{r.randint(9, 13)}0s",
                lambda: f"q{r.randint(2, 4)}-{r.randint(5, 8)}h",
                lambda: f"{r.randint(2, 6)}-{r.randint(7, 12)} hrs",
                lambda: f"{r.randint(1, 2)}-{r.randint(3, 4)} tabs",
                lambda: f"u/o {r.randint(2, 4)}0-{r.randint(5, 9)}0cc/hr",
                lambda: f"bs {r.randint(8, 15)}0-{r.randint(16, 29)}0",
                lambda: f"{r.randint(1, 3)}-{r.randint(4, 6)}l nc",
                lambda: f"{r.randint(1, 12)}-{r.randint(13, 28)}",
                lambda: pick(SHIFTS),
            ),
            "SCALE": (
                lambda: f"pain {r.randint(0, 10)}/10",
                lambda: f"gcs {r.randint(1, 4)}/{r.randint(1, 5)}/{r.randint(1, 6)}",
                lambda: f"strength {r.randint(2, 5)}/5",
                lambda: f"pupils {r.randint(2, 5)}/{r.randint(2, 5)} brisk",
                lambda: f"x{r.randint(1, 3)}/{r.randint(2, 4)}",
                lambda: f"{r.randint(1, 4)}/{r.randint(2, 4)} bottles",
                lambda: f"riker {r.randint(1, 7)}",
                lambda: f"rass -{r.randint(1, 4)}",
            ),
        }
