"""Check a note's `metadata` against its contract (schemas/metadata.schema.json).

Known identifiers a caller sends under a key the contract does not name would otherwise be
ignored, and then missed in the text: an unknown key is an error unless extra keys are allowed,
in which case every string (or number) under them becomes a known identifier to find.
Errors name where an unknown key is (its position and the keys allowed there), never the key
itself or a value: a caller's key may be an identifier ("quennell": {...}).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from stream.core.errors import InputError

PATIENT_KEYS = ("name", "mrn", "dob", "phone", "address", "email", "ssn")
PERSON_KEYS = {"relatives": ("name", "relation"), "providers": ("name",)}
TOP_KEYS = ("patient", "relatives", "providers", "facility")
EXTRA_VALUES_KEY = "identifiers"
"""The patient key under which the recognizer receives the values of allowed extra keys."""


class MetadataError(InputError):
    """Metadata breaks its contract; the message names the place, never a value."""

    def __init__(self, message: str, *, unknown_key: bool) -> None:
        super().__init__(f"metadata: {message}")
        self.unknown_key = unknown_key


@dataclass(slots=True)
class CheckedMetadata:
    """The contract part of the metadata, and the values found under allowed extra keys."""

    known: dict[str, Any] = field(default_factory=dict)
    extra: list[str] = field(default_factory=list, repr=False)

    def for_recognizer(self) -> dict[str, Any]:
        """The known values, with the extra values as patient identifiers."""
        if not self.extra:
            return self.known
        patient = {**self.known.get("patient", {}), EXTRA_VALUES_KEY: list(self.extra)}
        return {**self.known, "patient": patient}


def check_metadata(raw: Any, *, allow_extra: bool = False) -> CheckedMetadata:
    """Validate `raw` (None or an object); raise MetadataError when it breaks the contract."""
    checked = CheckedMetadata()
    if raw is None:
        return checked
    if not isinstance(raw, dict):
        raise MetadataError("must be an object", unknown_key=False)
    for position, (key, value) in enumerate(raw.items(), 1):
        if value is None:
            continue
        if key == "patient":
            checked.known["patient"] = _strings(value, PATIENT_KEYS, "patient", checked,
                                                allow_extra)
        elif key in PERSON_KEYS:
            checked.known[key] = _people(value, key, checked, allow_extra)
        elif key == "facility":
            checked.known[key] = _string(value, key)
        else:
            _extra(value, Place("", position, TOP_KEYS), checked, allow_extra)
    return checked


def _people(value: Any, key: str, checked: CheckedMetadata, allow_extra: bool) -> list[Any]:
    """A list of person objects with the string members PERSON_KEYS[key]."""
    if not isinstance(value, list):
        raise MetadataError(f"'{key}' must be a list", unknown_key=False)
    return [_strings(person, PERSON_KEYS[key], f"{key}[{i}]", checked, allow_extra)
            for i, person in enumerate(value)]


def _strings(value: Any, keys: tuple[str, ...], where: str, checked: CheckedMetadata,
             allow_extra: bool) -> dict[str, str]:
    """An object whose members `keys` are strings (nulls dropped); other members are extra."""
    if not isinstance(value, dict):
        raise MetadataError(f"'{where}' must be an object", unknown_key=False)
    out: dict[str, str] = {}
    for position, (key, member) in enumerate(value.items(), 1):
        if member is None:
            continue
        if key in keys:
            out[key] = _string(member, f"{where}.{key}")
        else:
            _extra(member, Place(where, position, keys), checked, allow_extra)
    return out


def _string(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise MetadataError(f"'{where}' must be a string", unknown_key=False)
    return value


@dataclass(frozen=True, slots=True)
class Place:
    """Where an unknown key sits: the object, the key's position in it, the keys allowed there."""

    where: str
    position: int
    allowed: tuple[str, ...]

    def describe(self) -> str:
        holder = f"'{self.where}'" if self.where else "the metadata"
        return (f"unknown key (key {self.position} of {holder}; allowed there: "
                f"{', '.join(self.allowed)})")


def _extra(value: Any, place: Place, checked: CheckedMetadata, allow_extra: bool) -> None:
    """Collect the values under an extra key, or raise when extra keys are not allowed."""
    if not allow_extra:
        raise MetadataError(place.describe(), unknown_key=True)
    checked.extra += list(_scalars(value))


def _scalars(value: Any) -> list[str]:
    """Every string and number under `value`, as strings (keys of nested objects are not)."""
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, str | int | float):
        return [str(value)]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _scalars(v)]
    if isinstance(value, list):
        return [s for item in value for s in _scalars(item)]
    return []
