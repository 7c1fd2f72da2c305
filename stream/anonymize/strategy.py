"""The strategy seam: one PHI value in, one surrogate out, under a tenant key."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from enum import Enum
from typing import Protocol

from stream.anonymize.keyed import KeyedPRF
from stream.anonymize.keys import Purpose, TenantKey
from stream.core.categories import Label


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
    name_part: NamePart | None = None
    """Set when the value is a structured given or family name: its words are that part, so a
    lone rare given name gets the surrogate it gets beside its surname ("Brisane Vollquist")."""
    _prfs: dict[Purpose, KeyedPRF] = field(default_factory=dict, repr=False)

    def prf(self, purpose: Purpose) -> KeyedPRF:
        """The keyed PRF for `purpose` under this tenant key version."""
        prf = self._prfs.get(purpose)
        if prf is None:
            prf = self._prfs[purpose] = KeyedPRF(self.key.subkey(purpose))
        return prf


class Strategy(Protocol):
    """Replaces one PHI value by a keyed, deterministic surrogate."""

    name: str

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """Return the surrogate for `value`; raise SurrogateError when it cannot."""
        ...
