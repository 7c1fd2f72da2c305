"""Month and weekday names with their abbreviations, from stream/data/calendar_words.txt.

One definition for every reader: the date rules (their cue words and regexes), the stop words
of the name rules, the known-value date forms and the weekday surrogates.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from importlib import resources


@dataclass(frozen=True, slots=True)
class CalendarWord:
    """A month or weekday: its full name and abbreviations, lower case, as in the file."""

    name: str
    abbreviations: tuple[str, ...]

    @property
    def cues(self) -> tuple[str, ...]:
        """Every written form: the abbreviations, then the full name."""
        return (*self.abbreviations, self.name)


@cache
def _sections() -> dict[str, tuple[CalendarWord, ...]]:
    text = resources.files("stream.data").joinpath("calendar_words.txt").read_text("utf-8")
    sections: dict[str, list[CalendarWord]] = {}
    current: list[CalendarWord] = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("["):
            current = sections.setdefault(line.strip("[]"), [])
            continue
        name, *abbreviations = line.split()
        current.append(CalendarWord(name, tuple(abbreviations)))
    return {name: tuple(words) for name, words in sections.items()}


def months() -> tuple[CalendarWord, ...]:
    """The twelve months, January first."""
    return _sections()["months"]


def spanish_months() -> tuple[CalendarWord, ...]:
    """The twelve months in Spanish, enero first."""
    return _sections()["spanish_months"]


def weekdays() -> tuple[CalendarWord, ...]:
    """The seven weekdays, Monday first."""
    return _sections()["weekdays"]
