"""Collects structured fields while a format is parsed, and builds the recognizer's known values.

Known values have the shape `deid detect` takes as `metadata`:
{"patient": {"name", "aliases", "mrn", "dob", "phone", "address"}, "relatives": [{"name",
"relation"}], "providers": [{"name"}], "facility": str, "facilities": [str], "message": {"ids",
"phones", "email", "address", "dob"}}; keys without a value are left out. Every name of a person
group is known (the patient's other names as aliases), every facility name under
"facilities", and every identifier, phone, e-mail, address part and birth date the message
holds in a structured field under "message", whoever it belongs to: its category comes from its
kind, not from its owner.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from stream.core.categories import Label
from stream.formats.message import Kind, StructuredField

PATIENT, RELATIVE, PROVIDER = "patient", "relative", "provider"
ROLES = {Label.PATIENT: PATIENT, Label.STAFF: PROVIDER, Label.PERSON: RELATIVE}
"""The person group a name of each person label starts when no group holds it."""

_ADDRESS_KINDS = (Kind.STREET, Kind.CITY, Kind.STATE, Kind.ZIP)
_MESSAGE_KEYS = {
    Kind.ID: "ids", Kind.PHONE: "phones", Kind.EMAIL: "email", Kind.BIRTH_DATE: "dob",
    Kind.STREET: "address", Kind.CITY: "address", Kind.COUNTY: "address", Kind.ZIP: "address",
    Kind.ADDRESS: "address",
}  # fmt: skip
"""Where each kind of structured value goes among the message's known values."""
_PARTS = frozenset({Kind.GIVEN, Kind.FAMILY})


@dataclass(slots=True)
class Group:
    """The fields that describe one person (the patient, a relative, a provider)."""

    role: str
    relation: str | None = None
    members: list[StructuredField] = field(default_factory=list)


@dataclass(slots=True)
class FieldSink:
    """Accumulates fields, the format's write-back slot for each, and person groups."""

    fields: list[StructuredField] = field(default_factory=list)
    slots: list[Any] = field(default_factory=list)
    groups: list[Group] = field(default_factory=list)
    facility: str | None = None
    remembered: list[StructuredField] = field(default_factory=list)
    """Known values outside any group that are not fields (not written back)."""

    def add(
        self, path: str, value: str, label: Label, kind: Kind, slot: Any, group: Group | None
    ) -> None:
        """Record one structured field (blank values are skipped)."""
        if not value.strip():
            return
        item = StructuredField(path, value, label, kind)
        self.fields.append(item)
        self.slots.append(slot)
        if group is not None:
            group.members.append(item)

    def remember(
        self, path: str, value: str, label: Label, kind: Kind, group: Group | None
    ) -> None:
        """A value the recognizer must know that is not written back (it is left out)."""
        if not value.strip():
            return
        item = StructuredField(path, value, label, kind)
        if group is not None:
            group.members.append(item)
        else:
            self.remembered.append(item)

    def group(self, role: str, relation: str | None = None) -> Group:
        """Start a new person group."""
        created = Group(role, relation)
        self.groups.append(created)
        return created

    def known_values(self, mrn: str | None) -> dict[str, Any]:
        """The recognizer's metadata built from the collected groups."""
        out: dict[str, Any] = {}
        patient = _patient(self.groups, mrn)
        if patient:
            out["patient"] = patient
        relatives = [_person(g, with_relation=True) for g in self.groups if g.role == RELATIVE]
        if relatives := [r for r in relatives if r]:
            out["relatives"] = relatives
        providers = _unique([_person(g) for g in self.groups if g.role == PROVIDER])
        if providers:
            out["providers"] = providers
        if self.facility:
            out["facility"] = self.facility
        facilities = _unique_values(f.value for f in self.fields if f.kind is Kind.FACILITY)
        if facilities:
            out["facilities"] = facilities
        message = _message_values([*self.fields, *self.remembered])
        if message:
            out["message"] = message
        return out


def _patient(groups: list[Group], mrn: str | None) -> dict[str, Any]:
    """Name (the first patient group's), other names, MRN, DOB, phone and address."""
    patients = [g for g in groups if g.role == PATIENT]
    members = [m for g in patients for m in g.members]
    by_parts = sorted(patients, key=lambda g: not any(m.kind in _PARTS for m in g.members))
    names = _unique_values(name for g in by_parts if (name := _name(g.members)))
    out: dict[str, Any] = {}
    if names:
        out["name"] = names[0]
    if len(names) > 1:
        out["aliases"] = names[1:]
    if mrn:
        out["mrn"] = mrn
    dob = _first(members, Kind.BIRTH_DATE)
    if dob:
        out["dob"] = dob
    phone = _first(members, Kind.PHONE)
    if phone:
        out["phone"] = phone
    address = _address(members)
    if address:
        out["address"] = address
    return out


def _person(group: Group, *, with_relation: bool = False) -> dict[str, str]:
    """{"name"[, "relation"]} for a relative or provider group; {} when it has no name."""
    name = _name(group.members)
    if not name:
        return {}
    out = {"name": name}
    if with_relation and group.relation:
        out["relation"] = group.relation
    return out


def _name(members: list[StructuredField]) -> str | None:
    """Given names then family name (formats add only a person's first name), or a whole name."""
    given = [m.value for m in members if m.kind is Kind.GIVEN]
    family = [m.value for m in members if m.kind is Kind.FAMILY]
    if given or family:
        return " ".join(given + family)
    return _first(members, Kind.NAME)


def _address(members: list[StructuredField]) -> str | None:
    """Street, city, state and zip joined by ", " (first address only, by kind)."""
    parts = [v for kind in _ADDRESS_KINDS if (v := _first(members, kind))]
    return ", ".join(parts) if parts else _first(members, Kind.ADDRESS)


def _first(members: list[StructuredField], kind: Kind) -> str | None:
    """The first member value of `kind`."""
    return next((m.value for m in members if m.kind is kind), None)


def _message_values(fields: list[StructuredField]) -> dict[str, list[str]]:
    """Every identifier, phone, e-mail, address part and birth date, by its key."""
    out: dict[str, list[str]] = {}
    for item in fields:
        key = _MESSAGE_KEYS.get(item.kind)
        if key is not None:
            out.setdefault(key, []).append(item.value)
    return {key: _unique_values(values) for key, values in out.items()}


def _unique_values(values: Iterable[str]) -> list[str]:
    """`values` without repeats, in order."""
    return list(dict.fromkeys(values))


def _unique(people: list[dict[str, str]]) -> list[dict[str, str]]:
    """Drop empty and repeated entries, keeping order."""
    seen: set[str] = set()
    out = []
    for person in people:
        if person and person["name"] not in seen:
            seen.add(person["name"])
            out.append(person)
    return out
