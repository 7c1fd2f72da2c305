"""Walks a FHIR R4 resource tree and collects its text units, structured PHI and id slots.

Element shapes, not resource paths, drive the walk, so the same rules hold in every resource of a
Bundle and in contained resources: HumanName (in Patient, Practitioner, RelatedPerson, Person and
Patient.contact), ContactPoint, Address, Identifier, date elements, Reference (reference, display),
Attachment (base64 text, url), Bundle.link url, meta.source, Narrative (text.div), Annotation and
other free-text strings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from stream.categories import Label
from stream.formats import fhir_slots as slots
from stream.formats.known import PATIENT, PROVIDER, RELATIVE, FieldSink, Group
from stream.formats.message import Kind
from stream.formats.reasons import FormatError, Reason

Pointer = slots.Pointer

PERSON_LABELS = {
    "Patient": Label.PATIENT,
    "Practitioner": Label.STAFF,
    "RelatedPerson": Label.PERSON,
    "Person": Label.PERSON,
}
PERSON_ROLES = {"Patient": PATIENT, "Practitioner": PROVIDER, "RelatedPerson": RELATIVE}
REFERENCE_LABELS = {
    **PERSON_LABELS,
    "PractitionerRole": Label.STAFF,
    "Organization": Label.HOSPITAL,
    "Location": Label.HOSPITAL,
}
FACILITY_TYPES = frozenset({"Organization", "Location"})
NAME_KEYS = frozenset({"name", "valueHumanName"})
TELECOM_KEYS = frozenset({"telecom", "valueContactPoint"})
ADDRESS_KEYS = frozenset({"address", "valueAddress"})
IDENTIFIER_KEYS = frozenset({"identifier", "masterIdentifier", "valueIdentifier"})
DATE_KEYS = frozenset({
    "birthDate", "deceasedDateTime", "date", "issued", "effectiveDateTime", "effectiveInstant",
    "start", "end", "created", "creation", "recorded", "authoredOn", "onsetDateTime",
    "abatementDateTime", "occurrenceDateTime", "performedDateTime", "valueDateTime", "valueDate",
    "valueInstant", "timestamp", "lastUpdated", "time", "when", "collectedDateTime",
})  # fmt: skip
FREE_TEXT_KEYS = frozenset({
    "conclusion", "description", "comment", "title", "valueString", "valueMarkdown",
})  # fmt: skip
TELECOM_LABELS = {
    "phone": (Label.PHONE, Kind.PHONE),
    "fax": (Label.PHONE, Kind.PHONE),
    "pager": (Label.PHONE, Kind.PHONE),
    "sms": (Label.PHONE, Kind.PHONE),
    "email": (Label.EMAIL, Kind.EMAIL),
    "url": (Label.URL, Kind.URL),
}
ADDRESS_PARTS = {
    "city": Kind.CITY,
    "district": Kind.COUNTY,
    "state": Kind.STATE,
    "postalCode": Kind.ZIP,
    "country": Kind.COUNTRY,
    "text": Kind.ADDRESS,
}
_DATE = re.compile(r"\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?)?)?")
REFERENCE = re.compile(
    r"(?P<prefix>(?:.*/)?(?P<type>[A-Z][A-Za-z]+)/)(?P<id>[A-Za-z0-9\-.]{1,64})"
    r"(?P<suffix>/_history/.+)?"
)
_URN = re.compile(r"(?P<prefix>urn:(?:uuid|oid):)(?P<id>.+)")
NOTE_ID, PATIENT_ID = "note", "patient"


@dataclass(frozen=True, slots=True)
class Context:
    """Where the walk is: the enclosing resource, its person label and person group."""

    resource: str = ""
    person: Label | None = None
    group: Group | None = None


@dataclass(frozen=True, slots=True)
class IdSlot:
    """A place that holds the note or patient id, inside a prefix and suffix."""

    pointer: Pointer
    which: str
    prefix: str = ""
    suffix: str = ""


@dataclass(frozen=True, slots=True)
class FieldSlot:
    """A structured field's place; the value is written between prefix and suffix."""

    pointer: Pointer
    prefix: str = ""
    suffix: str = ""


@dataclass(slots=True)
class Walk:
    """Collects texts, fields and id slots from one document."""

    note: tuple[str, str, int]  # resource type, id, id() of the note resource object
    patient_id: str | None
    sink: FieldSink = field(default_factory=FieldSink)
    texts: list[str] = field(default_factory=list)
    text_slots: list[Any] = field(default_factory=list)
    ids: list[IdSlot] = field(default_factory=list)
    mrn: str | None = None

    def value(self, value: Any, pointer: Pointer, ctx: Context) -> None:
        """Walk any JSON value."""
        if isinstance(value, dict):
            self.element(value, pointer, ctx)
        elif isinstance(value, list):
            for i, item in enumerate(value):
                self.value(item, (*pointer, i), ctx)

    def element(self, node: dict[str, Any], pointer: Pointer, ctx: Context) -> None:
        """Walk an object: a resource, an attachment, or any other element."""
        if isinstance(node.get("resourceType"), str):
            ctx = self.resource(node, pointer)
        skip: set[str] = set()
        if isinstance(node.get("data"), str) and "dimensions" not in node:
            self.attachment(node, pointer)
            skip = {"data", "size", "hash"}
        for key, child in node.items():
            if key not in skip:
                self.member(node, key, child, (*pointer, key), ctx)

    def resource(self, node: dict[str, Any], pointer: Pointer) -> Context:
        """Enter a resource: its id, and its person label and group when it is a person."""
        kind = node["resourceType"]
        if "id" in node:
            self.resource_id(node, kind, node["id"], (*pointer, "id"))
        role = PERSON_ROLES.get(kind)
        group = None
        if role is not None:
            group = self.sink.group(role, _relation(node.get("relationship")))
        if kind == "Patient" and node.get("id") == self.patient_id and self.mrn is None:
            self.mrn = _mrn(node.get("identifier"))
        return Context(kind, PERSON_LABELS.get(kind), group)

    def resource_id(self, node: dict[str, Any], kind: str, value: Any, pointer: Pointer) -> None:
        """A resource id is the note id, the patient id, or an id field."""
        if not isinstance(value, str):
            raise FormatError(Reason.FHIR_ELEMENT_TYPE)
        if id(node) == self.note[2]:
            self.ids.append(IdSlot(pointer, NOTE_ID))
        elif kind == "Patient" and value == self.patient_id:
            self.ids.append(IdSlot(pointer, PATIENT_ID))
        else:
            self.field(pointer, value, Label.ID, Kind.RESOURCE_ID)

    def member(
        self, node: dict[str, Any], key: str, child: Any, pointer: Pointer, ctx: Context
    ) -> None:
        """Dispatch one member on its element name and shape."""
        handler = _HANDLERS.get(key)
        if handler is not None and handler(self, node, child, pointer, ctx):
            return
        if isinstance(child, str):
            self.string(node, key, child, pointer, ctx)
        else:
            self.value(child, pointer, ctx)

    def string(
        self, node: dict[str, Any], key: str, value: str, pointer: Pointer, ctx: Context
    ) -> None:
        """A string member: a date, a reference, a display, free text, or nothing."""
        if key in DATE_KEYS:
            if not _DATE.fullmatch(value):
                raise FormatError(Reason.FHIR_ELEMENT_TYPE)
            kind = Kind.BIRTH_DATE if key == "birthDate" else Kind.DATE
            self.field(pointer, value, Label.DATE, kind, ctx.group if key == "birthDate" else None)
        elif key in ("reference", "fullUrl"):
            self.reference(value, pointer)
        elif key == "display" and _is_reference(node):
            self.display(node, value, pointer)
        elif _is_address(node, key, pointer):
            self.field(pointer, value, Label.URL, Kind.URL)  # an address may carry a name or id
        elif key == "authorString":
            self.field(pointer, value, Label.STAFF, Kind.NAME)
        elif key == "name" and ctx.resource in FACILITY_TYPES and "resourceType" in node:
            self.field(pointer, value, Label.HOSPITAL, Kind.FACILITY)
            self.sink.facility = self.sink.facility or value
        elif key in FREE_TEXT_KEYS or (
            key == "text" and len(pointer) > 2 and pointer[-3] == "note"
        ):
            self.text(value, slots.StringSlot(pointer))

    def field(
        self,
        pointer: Pointer,
        value: str,
        label: Label,
        kind: Kind,
        group: Group | None = None,
        prefix: str = "",
        suffix: str = "",
    ) -> None:
        """Record a structured field."""
        slot = FieldSlot(pointer, prefix, suffix)
        self.sink.add(slots.path(pointer), value, label, kind, slot, group)

    def text(self, text: str, slot: Any) -> None:
        """Record a text unit."""
        self.texts.append(text)
        self.text_slots.append(slot)

    def reference(self, value: str, pointer: Pointer) -> None:
        """A literal reference: the note, the patient, or another resource id."""
        if value.startswith("#"):
            return
        urn = _URN.fullmatch(value)
        if urn is not None:
            self.field(pointer, urn["id"], Label.ID, Kind.RESOURCE_ID, prefix=urn["prefix"])
            return
        ref = REFERENCE.fullmatch(value)
        if ref is None:
            self.field(pointer, value, Label.ID, Kind.RESOURCE_ID)
            return
        prefix, suffix = ref["prefix"], ref["suffix"] or ""
        if (ref["type"], ref["id"]) == self.note[:2]:
            self.ids.append(IdSlot(pointer, NOTE_ID, prefix, suffix))
        elif ref["type"] == "Patient" and ref["id"] == self.patient_id:
            self.ids.append(IdSlot(pointer, PATIENT_ID, prefix, suffix))
        else:
            self.field(pointer, ref["id"], Label.ID, Kind.RESOURCE_ID, None, prefix, suffix)

    def display(self, node: dict[str, Any], value: str, pointer: Pointer) -> None:
        """Reference.display: a name or facility when the target type is known, else free text."""
        label = REFERENCE_LABELS.get(_reference_type(node))
        if label is None:
            self.text(value, slots.StringSlot(pointer))
        elif label is Label.HOSPITAL:
            self.field(pointer, value, label, Kind.FACILITY)
        else:
            role = {Label.STAFF: PROVIDER, Label.PATIENT: PATIENT}.get(label)
            self.field(pointer, value, label, Kind.NAME, self.sink.group(role) if role else None)

    def attachment(self, node: dict[str, Any], pointer: Pointer) -> None:
        """A base64 text attachment becomes a text unit."""
        text, charset = slots.attachment_text(node)
        self.text(text, slots.AttachmentSlot(pointer, charset))

    def names(self, node: Any, value: Any, pointer: Pointer, ctx: Context) -> bool:
        """HumanName(s) of a person; False when this is not a person's name."""
        if ctx.person is None:
            return False
        for i, (name, at) in enumerate(_items(value, pointer)):
            group = ctx.group if i == 0 and pointer[-1] == "name" else None
            self.parts(name, at, ("family",), ctx.person, Kind.FAMILY, group)
            self.parts(name, at, ("given",), ctx.person, Kind.GIVEN, group)
            self.parts(name, at, ("text",), ctx.person, Kind.NAME, group)
            self.rest(name, at, ctx, {"family", "given", "text"})
        return True

    def telecoms(self, node: Any, value: Any, pointer: Pointer, ctx: Context) -> bool:
        """ContactPoints: phone, fax, email, url."""
        for point, at in _items(value, pointer):
            number = point.get("value")
            if number is not None:
                if not isinstance(number, str):
                    raise FormatError(Reason.FHIR_ELEMENT_TYPE)
                default = (Label.EMAIL, Kind.EMAIL) if "@" in number else (Label.PHONE, Kind.PHONE)
                label, kind = TELECOM_LABELS.get(point.get("system"), default)
                self.field((*at, "value"), number, label, kind, ctx.group)
            self.rest(point, at, ctx, {"value"})
        return True

    def addresses(self, node: Any, value: Any, pointer: Pointer, ctx: Context) -> bool:
        """Addresses: lines, city, district, state, postal code, country, text."""
        for i, (address, at) in enumerate(_items(value, pointer)):
            group = ctx.group if i == 0 and pointer[-1] == "address" else None
            self.parts(address, at, ("line",), Label.LOCATION, Kind.STREET, group)
            for key, kind in ADDRESS_PARTS.items():
                self.parts(address, at, (key,), Label.LOCATION, kind, group)
            self.rest(address, at, ctx, {"line", *ADDRESS_PARTS})
        return True

    def identifiers(self, node: Any, value: Any, pointer: Pointer, ctx: Context) -> bool:
        """Identifiers: the value is an ID."""
        for identifier, at in _items(value, pointer):
            self.parts(identifier, at, ("value",), Label.ID, Kind.ID, None)
            self.rest(identifier, at, ctx, {"value"})
        return True

    def narrative(self, node: Any, value: Any, pointer: Pointer, ctx: Context) -> bool:
        """A resource's or section's narrative (text.div)."""
        if not isinstance(value, dict) or "div" not in value:
            return False
        slot = slots.narrative(value["div"], (*pointer, "div"))
        if slot.indices:
            self.text(slot.text, slot)
        return True

    def contacts(self, node: Any, value: Any, pointer: Pointer, ctx: Context) -> bool:
        """Patient.contact and similar: other people, named as PERSON."""
        for contact, at in _items(value, pointer):
            role = RELATIVE if ctx.resource == "Patient" else ""
            group = self.sink.group(role, _relation(contact.get("relationship"))) if role else None
            self.element(contact, at, replace(ctx, person=Label.PERSON, group=group))
        return True

    def parts(
        self,
        node: dict[str, Any],
        pointer: Pointer,
        keys: tuple[str, ...],
        label: Label,
        kind: Kind,
        group: Group | None,
    ) -> None:
        """String members (or lists of strings) `keys` of `node` as fields."""
        for key in keys:
            value = node.get(key)
            if value is None:
                continue
            for item, at in _strings(value, (*pointer, key)):
                self.field(at, item, label, kind, group)

    def rest(self, node: dict[str, Any], pointer: Pointer, ctx: Context, done: set[str]) -> None:
        """Walk the members of `node` not handled yet."""
        for key, child in node.items():
            if key not in done:
                self.member(node, key, child, (*pointer, key), ctx)


def _handler(method: Any, keys: frozenset[str]) -> dict[str, Any]:
    """Map element names to a Walk method."""
    return dict.fromkeys(keys, method)


_HANDLERS: dict[str, Any] = {
    **_handler(Walk.names, NAME_KEYS),
    **_handler(Walk.telecoms, TELECOM_KEYS),
    **_handler(Walk.addresses, ADDRESS_KEYS),
    **_handler(Walk.identifiers, IDENTIFIER_KEYS),
    "text": Walk.narrative,
    "contact": Walk.contacts,
}


def _items(value: Any, pointer: Pointer) -> list[tuple[dict[str, Any], Pointer]]:
    """An element or a list of elements, each with its pointer; anything else is a type error."""
    if isinstance(value, dict):
        return [(value, pointer)]
    if isinstance(value, list) and all(isinstance(item, dict) for item in value):
        return [(item, (*pointer, i)) for i, item in enumerate(value)]
    raise FormatError(Reason.FHIR_ELEMENT_TYPE)


def _strings(value: Any, pointer: Pointer) -> list[tuple[str, Pointer]]:
    """A string or a list of strings, each with its pointer; anything else is a type error."""
    if isinstance(value, str):
        return [(value, pointer)]
    if isinstance(value, list) and all(isinstance(item, str) for item in value):
        return [(item, (*pointer, i)) for i, item in enumerate(value)]
    raise FormatError(Reason.FHIR_ELEMENT_TYPE)


def _is_address(node: dict[str, Any], key: str, pointer: Pointer) -> bool:
    """An Attachment's url, a Bundle link's url ("...?name=Roe") or meta.source.

    An Extension's url names the extension, and canonical urls name definitions: never PHI.
    """
    if key == "url":
        return "relation" in node or any(
            k in node for k in ("contentType", "data", "size", "hash"))
    return key == "source" and len(pointer) > 1 and pointer[-2] == "meta"


def _is_reference(node: dict[str, Any]) -> bool:
    """Whether an object with a display is a Reference (not a Coding)."""
    return "code" not in node and "system" not in node


def _reference_type(node: dict[str, Any]) -> str:
    """The resource type a Reference points at, from its reference or its type."""
    reference = node.get("reference")
    if isinstance(reference, str) and (match := REFERENCE.fullmatch(reference)):
        return match["type"]
    kind = node.get("type")
    return kind.rsplit("/", 1)[-1] if isinstance(kind, str) else ""


def _relation(relationship: Any) -> str | None:
    """The first relationship's text, display or code."""
    concept = relationship[0] if isinstance(relationship, list) and relationship else relationship
    if not isinstance(concept, dict):
        return None
    if isinstance(concept.get("text"), str):
        return concept["text"]
    for coding in concept.get("coding") or []:
        if isinstance(coding, dict):
            found = coding.get("display") or coding.get("code")
            if isinstance(found, str):
                return found
    return None


def _mrn(identifiers: Any) -> str | None:
    """The patient's MR identifier, else its first identifier value."""
    if not isinstance(identifiers, list):
        return None
    values = [i for i in identifiers if isinstance(i, dict) and isinstance(i.get("value"), str)]
    for identifier in values:
        codings = (identifier.get("type") or {}).get("coding") or []
        if any(isinstance(c, dict) and c.get("code") == "MR" for c in codings):
            return identifier["value"]
    return values[0]["value"] if values else None
