"""The strategy seam: one PHI value in, one surrogate out, under a tenant key."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from typing import Protocol, TypeVar

from stream.anonymize.keyed import KeyedPRF
from stream.anonymize.keys import Purpose, TenantKey
from stream.core.categories import Label

T = TypeVar("T")


class NamePart(Enum):
    """Which part of a person's name a structured value is (its words are replaced as such)."""

    GIVEN = "given"
    FAMILY = "family"


class SurrogateError(Exception):
    """A strategy cannot produce a surrogate for this value; the engine redacts it instead."""


@dataclass(slots=True)
class SurrogateContext:
    """What a strategy may know about the span it replaces."""

    key: TenantKey
    label: Label
    note_id: str
    patient_id: str | None = None
    birth_reference: date | None = None
    """Set when the value is a birth date: the date its age is read at (birth.py)."""
    day_of_month: bool = False
    """Set when a day-of-month cue stands right before the value in its note ("on the 14",
    "eve 27"): a bare number is then a day, not a year (dates.py)."""
    mentions: tuple[str, ...] = field(default=(), repr=False)
    """The note's values of the same kind (every name for a name, every facility for a
    facility), in text order: what links the forms of one entity within the note."""
    name_part: NamePart | None = None
    """Set when the value is a structured given or family name: its words are that part, so a
    lone rare given name gets the surrogate it gets beside its surname ("Brisane Vollquist")."""
    _prfs: dict[Purpose, KeyedPRF] = field(default_factory=dict, repr=False)
    _links: dict[str, object] = field(default_factory=dict, repr=False)

    def prf(self, purpose: Purpose) -> KeyedPRF:
        """The keyed PRF for `purpose` under this tenant key version."""
        prf = self._prfs.get(purpose)
        if prf is None:
            prf = self._prfs[purpose] = KeyedPRF(self.key.subkey(purpose))
        return prf

    def links(self, kind: str, build: Callable[[tuple[str, ...]], T]) -> T:
        """What `build` reads from the note's mentions, built once per note and kind."""
        found = self._links.get(kind)
        if found is None:
            found = self._links[kind] = build(self.mentions)
        return found  # type: ignore[return-value]


class Strategy(Protocol):
    """Replaces one PHI value by a keyed, deterministic surrogate."""

    name: str

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """Return the surrogate for `value`; raise SurrogateError when it cannot."""
        ...
