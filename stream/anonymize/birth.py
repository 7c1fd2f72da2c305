"""Birth dates that reveal an age of 90 or more (Safe Harbor), and how they are generalised.

A birth date shifted by at most a year still tells that a patient is over 89. A date is a birth
date when it is a structured birth-date field (envelope metadata.patient.dob, HL7 PID-7, FHIR
birthDate) or, in text, when a label such as "DOB:" or "born" comes right before it. Its age is
read at the note time (or the processing date when the note has none), on both the original and
the shifted dates; at or above the threshold the policy decides:

* `top-code` (default): the shifted date keeps its month and day, and its year is set so that
  the age at the shifted note time reads exactly the threshold (90);
* `redact`: the date becomes the placeholder `[DATE]`.
"""

from __future__ import annotations

import calendar
import re
from datetime import date
from enum import StrEnum

_LABEL = re.compile(
    r"(?:\b(?:dob|d\.o\.b\.?|date\s+of\s+birth|birth\s*date|born(?:\s+on)?|b\.)|\bbirth)"
    r"\s*[:#=\-]?\s*$",
    re.IGNORECASE,
)
_LOOK_BEHIND = 32


class OldBirthDates(StrEnum):
    """What a birth date revealing an age at or above the threshold becomes."""

    TOP_CODE = "top-code"
    REDACT = "redact"


def labelled_birth_date(text: str, start: int) -> bool:
    """Whether a birth-date label ("DOB:", "Date of birth", "born on") ends right at `start`."""
    return _LABEL.search(text, max(0, start - _LOOK_BEHIND), start) is not None


def age_at(birth: date, at: date) -> int:
    """Whole years from `birth` to `at`."""
    return at.year - birth.year - ((at.month, at.day) < (birth.month, birth.day))


def with_age(birth: date, at: date, years: int) -> date:
    """`birth` with its year changed so that the age at `at` is exactly `years`."""
    moved = _in_year(birth, at.year - years)
    return moved if age_at(moved, at) == years else _in_year(birth, at.year - years - 1)


def _in_year(birth: date, year: int) -> date:
    """`birth` in `year` (Feb 29 becomes Feb 28 in common years)."""
    day = 28 if (birth.month, birth.day) == (2, 29) and not calendar.isleap(year) else birth.day
    return date(year, birth.month, day)
