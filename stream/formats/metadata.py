"""Check a note's `metadata` against its contract (schemas/metadata.schema.json).

Known identifiers a caller sends under a key the contract does not name would otherwise be
ignored, and then missed in the text: an unknown key is an error unless extra keys are allowed,
in which case every string (or number) under them becomes a known identifier to find.
Errors name a key only when it looks like a field name, and never a value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from stream.errors import InputError

PATIENT_KEYS = ("name", "mrn", "dob", "phone", "address", "email", "ssn")
PERSON_KEYS = {"relatives": ("name", "relation"), "providers": ("name",)}
TOP_KEYS = ("patient", "relatives", "providers", "facility")
EXTRA_VALUES_KEY = "identifiers"
"""The patient key under which the recognizer receives the values of allowed extra keys."""

_FIELD_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")


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
    for key, value in raw.items():
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
            _extra(key, value, "", checked, allow_extra)
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
    for key, member in value.items():
        if member is None:
            continue
        if key in keys:
            out[key] = _string(member, f"{where}.{key}")
        else:
            _extra(key, member, where, checked, allow_extra)
    return out


def _string(value: Any, where: str) -> str:
    if not isinstance(value, str):
        raise MetadataError(f"'{where}' must be a string", unknown_key=False)
    return value


def _extra(key: Any, value: Any, where: str, checked: CheckedMetadata, allow_extra: bool) -> None:
    """Collect the values under an extra key, or raise when extra keys are not allowed."""
    if not allow_extra:
        raise MetadataError(_unknown(key, where), unknown_key=True)
    checked.extra += list(_scalars(value))


def _unknown(key: Any, where: str) -> str:
    """'unknown key ...', naming the key only when it looks like a field name."""
    if isinstance(key, str) and _FIELD_NAME.fullmatch(key):
        return f"unknown key '{f'{where}.{key}' if where else key}'"
    return f"unknown key in '{where}'" if where else "unknown key"


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
