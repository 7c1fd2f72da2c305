"""Walks a FHIR R4 resource tree by declared element types and collects what to de-identify.

Default deny: every member must be an element of its owner's type in the FHIR model
(fhir_types), else the document is rejected. Each value is then handled by its type: string and
markdown become text units; date, dateTime and instant are structured DATE fields; HumanName,
Address, ContactPoint, Identifier, Attachment, Reference and Narrative follow their own
strategy wherever they appear; coded values stay only where fhir_types keeps them; numbers and
booleans stay. The note id, the patient id and every reference to them become id slots.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from stream.core.categories import Label
from stream.core.errors import FormatError
from stream.core.reasons import Reason
from stream.formats import fhir_slots as slots
from stream.formats import fhir_types as model
from stream.formats import xhtml
from stream.formats.known import PATIENT, PROVIDER, RELATIVE, ROLES, FieldSink, Group
from stream.formats.message import Kind

Pointer = slots.Pointer

PERSON_LABELS = {
    "Patient": Label.PATIENT,
    "Practitioner": Label.STAFF,
    "PractitionerRole": Label.STAFF,
}
PERSON_ROLES = {"Patient": PATIENT, "Practitioner": PROVIDER, "RelatedPerson": RELATIVE}
REFERENCE_LABELS = {
    "Patient": Label.PATIENT,
    "Practitioner": Label.STAFF,
    "PractitionerRole": Label.STAFF,
    "RelatedPerson": Label.PERSON,
    "Person": Label.PERSON,
    "Organization": Label.HOSPITAL,
    "Location": Label.HOSPITAL,
}
FACILITY_TYPES = frozenset({"Organization", "Location"})
TELECOM_LABELS = {
    "phone": (Label.PHONE, Kind.PHONE),
    "fax": (Label.PHONE, Kind.PHONE),
    "pager": (Label.PHONE, Kind.PHONE),
    "sms": (Label.PHONE, Kind.PHONE),
    "email": (Label.EMAIL, Kind.EMAIL),
    "url": (Label.URL, Kind.URL),
}
NAME_PARTS = {
    "family": Kind.FAMILY, "given": Kind.GIVEN, "text": Kind.NAME,
    "prefix": Kind.NAME, "suffix": Kind.NAME,
}  # fmt: skip
ADDRESS_PARTS = {
    "line": Kind.STREET, "city": Kind.CITY, "district": Kind.COUNTY, "state": Kind.STATE,
    "postalCode": Kind.ZIP, "country": Kind.COUNTRY, "text": Kind.ADDRESS,
}  # fmt: skip
URL_ELEMENTS = frozenset({
    ("BundleEntryRequest", "url"), ("BundleEntryRequest", "ifNoneExist"),
    ("BundleEntryResponse", "location"),
})  # fmt: skip
"""Elements read as URLs whatever their declared type (a query may hold any search value)."""
TOP_AGE = 90
MAX_EXTENSION_DIGITS = 4
"""An extension's number with more digits than this (fraction included) may be an identifier."""
MASKED = {"url": "http://hl7.org/fhir/StructureDefinition/data-absent-reason",
          "valueCode": "masked"}
"""The extension left on a Reference whose only member, its display, was left out (FHIR allows
no empty element); this exact extension holds nothing of a note and is kept as it is."""
REFERENCE = re.compile(
    r"(?P<prefix>(?P<base>https?://[A-Za-z0-9.\-]+(?::[0-9]+)?(?:/[A-Za-z0-9._~\-]+)*/)?"
    r"(?P<type>[A-Z][A-Za-z]+)/)(?P<id>[A-Za-z0-9\-.]{1,64})"
    r"(?P<suffix>/_history/[A-Za-z0-9\-.]{1,64})?"
)
"""A literal reference: [service base URL] Type/id [/_history/version]; anything else is a URL."""
_URN = re.compile(r"(?P<prefix>urn:(?:uuid|oid):|#)(?P<id>.+)")
NAME_KINDS = frozenset({Kind.FAMILY, Kind.GIVEN, Kind.NAME})
PERSON_NAME_LABELS = frozenset({Label.PATIENT, Label.STAFF, Label.PERSON})
_HAS_DIGIT = re.compile(r"\d")
_MIME = re.compile(r"[A-Za-z]+/[A-Za-z0-9.+\-]+(\s*;\s*charset=\"?[A-Za-z0-9_\-]+\"?)?", re.I)
NOTE_ID, PATIENT_ID = "note", "patient"


@dataclass(frozen=True, slots=True)
class Context:
    """Where the walk is: the enclosing resource, the label of names there, the person group."""

    resource: str = ""
    person: Label = Label.PERSON
    group: Group | None = None
    field_as: tuple[Label, Kind] | None = None
    """Inside a primitive's `_element`: what the element is, so its extensions' strings are
    that too (an extension of `_family` holds a family name)."""


class IdSlot(NamedTuple):
    """A place that holds the note or patient id, inside a prefix and suffix."""

    pointer: Pointer
    which: str
    prefix: str = ""
    suffix: str = ""


class FieldSlot(NamedTuple):
    """A structured field's place; the value is written between prefix and suffix."""

    pointer: Pointer
    prefix: str = ""
    suffix: str = ""


@dataclass(slots=True)
class Walk:
    """Collects texts, fields, id slots and kept coded values from one document."""

    note: tuple[str, str, int]  # resource type, id, id() of the note resource object
    patient_id: str | None
    sink: FieldSink = field(default_factory=FieldSink)
    texts: list[str] = field(default_factory=list)
    text_slots: list[Any] = field(default_factory=list)
    ids: list[IdSlot] = field(default_factory=list)
    text_paths: list[str] = field(default_factory=list)
    kept: list[str] = field(default_factory=list)
    mrn: str | None = None
    targets: dict[str, str] = field(default_factory=dict)
    """Local references (`#id` of a contained resource, a Bundle entry's fullUrl) -> type."""
    dropped: list[Pointer] = field(default_factory=list)
    """Members left out of the output (a Reference.display of unknown type)."""
    parent_paths: dict[Pointer, str] = field(default_factory=dict, repr=False)

    def resource(self, node: Any, pointer: Pointer) -> None:
        """Walk a resource: any JSON object whose resourceType the model knows."""
        if not isinstance(node, dict):
            raise FormatError(Reason.FHIR_ELEMENT_TYPE)
        kind = node.get("resourceType")
        if not isinstance(kind, str) or kind not in model.RESOURCES:
            raise FormatError(Reason.FHIR_RESOURCE_TYPE)
        role = PERSON_ROLES.get(kind)
        group = self.sink.group(role, _relation(node.get("relationship"))) if role else None
        if kind == "Patient" and node.get("id") == self.patient_id and self.mrn is None:
            self.mrn = _mrn(node.get("identifier"))
        ctx = Context(kind, PERSON_LABELS.get(kind, Label.PERSON), group)
        self.members(node, kind, pointer, ctx, {"resourceType"})

    def members(
        self, node: dict[str, Any], owner: str, pointer: Pointer, ctx: Context,
        done: frozenset[str] | set[str] = frozenset(),
    ) -> None:  # fmt: skip
        """Walk every member of an element of type `owner`; unknown member names are rejected."""
        for key, child in node.items():
            if key in done:
                continue
            at = (*pointer, key)
            if key.startswith("_"):
                self.primitive_extension(owner, key[1:], child, at, ctx)
                continue
            declared = model.element(owner, key)
            if declared is None:
                raise FormatError(Reason.FHIR_UNKNOWN_ELEMENT)
            primitive = declared.name[0].islower()
            hook = _HOOKS.get((owner, key))
            if key == "id" and "resourceType" in node:
                hook = _RESOURCE_ID
            for item, item_at in _cardinality(child, declared.repeating, primitive, at):
                if hook is not None:
                    hook(self, node, item, item_at, ctx)
                else:
                    self.typed(owner, key, item, declared.name, item_at, ctx)

    def primitive_extension(
        self, owner: str, key: str, value: Any, pointer: Pointer, ctx: Context
    ) -> None:
        """`_element`: the id and extensions of a primitive element."""
        declared = model.element(owner, key)
        if declared is None or not declared.name[0].islower():
            raise FormatError(Reason.FHIR_UNKNOWN_ELEMENT)
        ctx = replace(ctx, field_as=_element_field(owner, key, ctx) or ctx.field_as)
        for item, at in _cardinality(value, declared.repeating, True, pointer):
            if not isinstance(item, dict):
                raise FormatError(Reason.FHIR_ELEMENT_TYPE)
            self.members(item, "Element", at, ctx)

    def typed(
        self, owner: str, key: str, value: Any, kind: str, pointer: Pointer, ctx: Context
    ) -> None:
        """Walk one value of declared type `kind`, element `key` of `owner`."""
        if kind == model.RESOURCE:
            self.resource(value, pointer)
        elif kind[0].isupper():
            if not isinstance(value, dict):
                raise FormatError(Reason.FHIR_ELEMENT_TYPE)
            self.complex(value, kind, pointer, ctx)
        else:
            self.primitive(owner, key, value, kind, pointer, ctx)

    def complex(self, node: dict[str, Any], kind: str, pointer: Pointer, ctx: Context) -> None:
        """A complex value: its members, after the type's own preparation."""
        if kind == "HumanName" and (ctx.group is None or not _first(pointer)):
            group = self.sink.group(ROLES[ctx.person])  # Context() is cheaper than replace()
            ctx = Context(ctx.resource, ctx.person, group, ctx.field_as)
        elif kind == "Address" and ctx.group is not None and not _first(pointer):
            ctx = replace(ctx, group=None)
        elif kind == "PatientContact":
            group = self.sink.group(RELATIVE, _relation(node.get("relationship")))
            ctx = replace(ctx, person=Label.PERSON, group=group)
        elif kind == "Attachment":
            self.attachment(node, pointer)
        elif kind == "Narrative" and "div" not in node:
            raise FormatError(Reason.FHIR_NARRATIVE)
        elif kind == "Age":
            _top_code(node)
        elif kind == "Extension" and node == MASKED:
            self.kept += MASKED.values()
            return
        self.members(node, kind, pointer, ctx)

    def primitive(
        self, owner: str, key: str, value: Any, kind: str, pointer: Pointer, ctx: Context
    ) -> None:
        """A primitive value, by its type."""
        if kind == "boolean":
            _check(isinstance(value, bool))
        elif kind in model.NUMBER_TYPES:
            _check(isinstance(value, int | float) and not isinstance(value, bool))
            if owner == "Extension" and sum(c.isdigit() for c in str(value)) > MAX_EXTENSION_DIGITS:
                raise FormatError(Reason.FHIR_NUMBER)
        elif kind == "base64Binary" or kind == "xhtml":
            raise FormatError(Reason.FHIR_BINARY)
        elif not isinstance(value, str) or not model.matches(kind, value):
            raise FormatError(Reason.FHIR_ELEMENT_TYPE)
        elif kind in model.TEXT_TYPES and ctx.field_as is not None and owner == "Extension":
            self.field(pointer, value, *ctx.field_as, ctx.group)
        elif kind in model.TEXT_TYPES:
            self.text(value, slots.StringSlot(pointer))
        elif kind in model.DATE_TYPES:
            self.date(key, value, pointer, ctx)
        elif kind in model.CODED_TYPES:
            self.coded(owner, key, value, kind, pointer)

    def coded(self, owner: str, key: str, value: str, kind: str, pointer: Pointer) -> None:
        """A code, uri or id: kept where the model allows it, else de-identified as its kind.

        A listed element whose value is not of the strict form, and any other code, is read
        as text (a match replaces it, the type's grammar still holding); other uris are
        replaced as URLs, other ids and oids as identifiers.
        """
        if model.keeps(owner, key, kind, value):
            self.kept.append(value)
        elif kind == "code" or model.listed(owner, key, kind):
            self.text(value, slots.CodedSlot(pointer, kind))
        elif kind in ("uri", "url"):
            self.field(pointer, value, Label.URL, Kind.URL)
        else:
            self.field(pointer, value, Label.ID, Kind.RESOURCE_ID)

    def date(self, key: str, value: str, pointer: Pointer, ctx: Context) -> None:
        """A date, shifted; a birth date joins the person's group."""
        if key == "birthDate":
            self.field(pointer, value, Label.DATE, Kind.BIRTH_DATE, ctx.group)
        else:
            self.field(pointer, value, Label.DATE, Kind.DATE)

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
        """Record a structured field; a person's name with digits in it is rejected."""
        if kind in NAME_KINDS and label in PERSON_NAME_LABELS and _HAS_DIGIT.search(value):
            raise FormatError(Reason.FHIR_NAME_DIGITS)  # a name strategy would keep the digits
        slot = FieldSlot(pointer, prefix, suffix)
        self.sink.add(self.path(pointer), value, label, kind, slot, group)

    def path(self, pointer: Pointer) -> str:
        """slots.path(pointer), each parent's path built once (siblings are often many)."""
        parent = pointer[:-1]
        base = self.parent_paths.get(parent)
        if base is None:
            base = self.parent_paths[parent] = slots.path(parent) if parent else ""
        return f"{base}/{pointer[-1]}"

    def text(self, text: str, slot: Any) -> None:
        """Record a text unit (blank ones have nothing to de-identify)."""
        if text.strip():
            self.texts.append(text)
            self.text_slots.append(slot)
            self.text_paths.append(self.path(slot.pointer))

    def attachment(self, node: dict[str, Any], pointer: Pointer) -> None:
        """An Attachment's data becomes a text unit; a hash without data is rejected."""
        if "data" in node:
            text, charset = slots.attachment_text(node)
            self.text(text, slots.AttachmentSlot(pointer, charset))
        elif "hash" in node:
            raise FormatError(Reason.FHIR_BINARY)

    def resource_id(self, node: dict[str, Any], value: Any, pointer: Pointer, _: Context) -> None:
        """A resource id is the note id, the patient id, or an id field."""
        _check(isinstance(value, str) and model.matches("id", value))
        if id(node) == self.note[2]:
            self.ids.append(IdSlot(pointer, NOTE_ID))
        elif node["resourceType"] == "Patient" and value == self.patient_id:
            self.ids.append(IdSlot(pointer, PATIENT_ID))
        else:
            self.field(pointer, value, Label.ID, Kind.RESOURCE_ID)

    def reference(self, _node: dict[str, Any], value: Any, pointer: Pointer, _: Context) -> None:
        """A literal reference: the note, the patient, or another resource id."""
        _check(isinstance(value, str))
        local = _URN.fullmatch(value)
        if local is not None:
            self.field(pointer, local["id"], Label.ID, Kind.RESOURCE_ID, prefix=local["prefix"])
            return
        ref = REFERENCE.fullmatch(value)
        if ref is None:
            self.field(pointer, value, Label.URL, Kind.URL)
            return
        prefix, suffix = ref["prefix"], ref["suffix"] or ""
        base = ref["base"] or ""
        if not (model.keeps_form("uri", base) and model.keeps_form("code", suffix)):
            self.field(pointer, value, Label.URL, Kind.URL)
            return
        self.kept += [part for part in (base, suffix) if part]  # screened (fhir_kept)
        if (ref["type"], ref["id"]) == self.note[:2]:
            self.ids.append(IdSlot(pointer, NOTE_ID, prefix, suffix))
        elif ref["type"] == "Patient" and ref["id"] == self.patient_id:
            self.ids.append(IdSlot(pointer, PATIENT_ID, prefix, suffix))
        else:
            self.field(pointer, ref["id"], Label.ID, Kind.RESOURCE_ID, None, prefix, suffix)

    def display(self, node: dict[str, Any], value: Any, pointer: Pointer, _: Context) -> None:
        """Reference.display: a name or facility field by the target's type; dropped when the
        type is unknown or holds neither (never free text: a bare surname has no context)."""
        _check(isinstance(value, str))
        label = REFERENCE_LABELS.get(_reference_type(node, self.targets))
        if label is None:  # left out, still a value to find in the texts
            self.dropped.append(pointer)
            if _HAS_DIGIT.search(value):  # no name: an identifier's characters
                self.sink.remember(self.path(pointer), value, Label.ID, Kind.ID, None)
            else:
                group = self.sink.group(RELATIVE)
                self.sink.remember(self.path(pointer), value, Label.PERSON, Kind.NAME, group)
        elif label is Label.HOSPITAL:
            self.field(pointer, value, label, Kind.FACILITY)
        else:
            self.field(pointer, value, label, Kind.NAME, self.sink.group(ROLES[label]))

    def name_part(self, _node: dict[str, Any], value: Any, pointer: Pointer, ctx: Context) -> None:
        """A HumanName part: a name of the enclosing person, wherever the name appears."""
        _check(isinstance(value, str))
        kind = NAME_PARTS[_element_name(pointer)]
        self.field(pointer, value, ctx.person, kind, ctx.group)

    def address_part(
        self, _node: dict[str, Any], value: Any, pointer: Pointer, ctx: Context
    ) -> None:
        """An Address part: a location field."""
        _check(isinstance(value, str))
        kind = ADDRESS_PARTS[_element_name(pointer)]
        self.field(pointer, value, Label.LOCATION, kind, ctx.group)

    def telecom(self, node: dict[str, Any], value: Any, pointer: Pointer, ctx: Context) -> None:
        """ContactPoint.value: a phone, e-mail or URL by its system."""
        _check(isinstance(value, str))
        default = (Label.EMAIL, Kind.EMAIL) if "@" in value else (Label.PHONE, Kind.PHONE)
        label, kind = TELECOM_LABELS.get(node.get("system") or "", default)
        self.field(pointer, value, label, kind, ctx.group)

    def identifier(self, _node: dict[str, Any], value: Any, pointer: Pointer, _: Context) -> None:
        """Identifier.value (and Coverage.subscriberId): an ID."""
        _check(isinstance(value, str))
        self.field(pointer, value, Label.ID, Kind.ID)

    def url(self, _node: dict[str, Any], value: Any, pointer: Pointer, _: Context) -> None:
        """A URL that may carry a name or id: replaced whole."""
        _check(isinstance(value, str))
        self.field(pointer, value, Label.URL, Kind.URL)

    def facility(self, _node: dict[str, Any], value: Any, pointer: Pointer, _: Context) -> None:
        """An Organization's or Location's name or alias."""
        _check(isinstance(value, str))
        self.field(pointer, value, Label.HOSPITAL, Kind.FACILITY)
        self.sink.facility = self.sink.facility or value

    def author_string(
        self, _node: dict[str, Any], value: Any, pointer: Pointer, _: Context
    ) -> None:
        """Annotation.authorString: a clinician's name."""
        _check(isinstance(value, str))
        self.field(pointer, value, Label.STAFF, Kind.NAME)

    def narrative(self, node: dict[str, Any], value: Any, pointer: Pointer, _: Context) -> None:
        """Narrative.div: rebuilt at once from its elements and text nodes, which are a unit."""
        slot = slots.narrative(value, pointer)
        node["div"] = xhtml.render(list(slot.tokens), {})
        if slot.indices:
            self.text(slot.text, slot)

    def content_type(
        self, _node: dict[str, Any], value: Any, pointer: Pointer, _: Context
    ) -> None:
        """Attachment.contentType: kept when it is a MIME type with at most a charset."""
        _check(isinstance(value, str) and _MIME.fullmatch(value) is not None)

    def data(self, _node: dict[str, Any], value: Any, pointer: Pointer, _: Context) -> None:
        """Attachment.data and hash: handled with the whole Attachment."""
        _check(isinstance(value, str))


Hook = Callable[[Walk, dict[str, Any], Any, Pointer, Context], None]
_RESOURCE_ID: Hook = Walk.resource_id
_HOOKS: dict[tuple[str, str], Hook] = {
    ("Reference", "reference"): Walk.reference,
    ("BundleEntry", "fullUrl"): Walk.reference,
    ("Reference", "display"): Walk.display,
    **{("HumanName", part): Walk.name_part for part in NAME_PARTS},
    **{("Address", part): Walk.address_part for part in ADDRESS_PARTS},
    ("ContactPoint", "value"): Walk.telecom,
    ("Identifier", "value"): Walk.identifier,
    ("Coverage", "subscriberId"): Walk.identifier,
    ("Attachment", "url"): Walk.url,
    ("Attachment", "contentType"): Walk.content_type,
    ("Attachment", "data"): Walk.data,
    ("Attachment", "hash"): Walk.data,
    **{pair: Walk.url for pair in URL_ELEMENTS},
    ("BundleLink", "url"): Walk.url,
    ("Meta", "source"): Walk.url,
    **{(kind, key): Walk.facility for kind in FACILITY_TYPES for key in ("name", "alias")},
    ("Annotation", "authorString"): Walk.author_string,
    ("Narrative", "div"): Walk.narrative,
}


def _cardinality(
    value: Any, repeating: bool, primitive: bool, pointer: Pointer
) -> Iterator[tuple[Any, Pointer]]:
    """The items of an element with their pointers: a list exactly when the element repeats.

    A null is only valid inside a list of primitives (aligned with its `_element` list).
    """
    if not repeating:
        _check(value is not None and not isinstance(value, list))
        yield value, pointer
        return
    _check(isinstance(value, list) and len(value) > 0)
    for i, item in enumerate(value):
        if item is None:
            _check(primitive)
            continue
        yield item, (*pointer, i)


def _top_code(age: dict[str, Any]) -> None:
    """An Age of 90 or more becomes ">= 90" (HIPAA Safe Harbor aggregates those ages)."""
    value = age.get("value")
    if isinstance(value, int | float) and not isinstance(value, bool) and value >= TOP_AGE:
        age["value"] = TOP_AGE
        age["comparator"] = ">="


def _check(ok: bool) -> None:
    """Reject a value whose JSON type does not fit its element type."""
    if not ok:
        raise FormatError(Reason.FHIR_ELEMENT_TYPE)


def _first(pointer: Pointer) -> bool:
    """Whether the element at `pointer` is the first (or only) of its list."""
    return pointer[-1] == 0 or isinstance(pointer[-1], str)


def _element_name(pointer: Pointer) -> str:
    """The element name of the value at `pointer` (skipping a list index)."""
    last = pointer[-1]
    return last if isinstance(last, str) else str(pointer[-2])


def _reference_type(node: dict[str, Any], targets: dict[str, str]) -> str:
    """The resource type a Reference points at: from its reference (literal, or local to the
    document), else from its type."""
    reference = node.get("reference")
    if isinstance(reference, str) and (match := REFERENCE.fullmatch(reference)):
        return match["type"]
    if isinstance(reference, str) and reference in targets:
        return targets[reference]
    kind = node.get("type")
    return kind.rsplit("/", 1)[-1] if isinstance(kind, str) else ""


def _element_field(owner: str, key: str, ctx: Context) -> tuple[Label, Kind] | None:
    """What a primitive element holds when it is a name, address, telecom or identifier part."""
    if owner == "HumanName" and key in NAME_PARTS:
        return ctx.person, NAME_PARTS[key]
    if owner == "Address" and key in ADDRESS_PARTS:
        return Label.LOCATION, ADDRESS_PARTS[key]
    if (owner, key) == ("ContactPoint", "value"):
        return Label.PHONE, Kind.PHONE
    if (owner, key) in (("Identifier", "value"), ("Coverage", "subscriberId")):
        return Label.ID, Kind.ID
    return None


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
        kind = identifier.get("type")
        codings = kind.get("coding") if isinstance(kind, dict) else None
        if isinstance(codings, list) and any(
            isinstance(c, dict) and c.get("code") == "MR" for c in codings
        ):
            return identifier["value"]
    return values[0]["value"] if values else None
