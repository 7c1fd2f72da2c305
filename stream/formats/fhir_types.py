"""The FHIR R4 element-type model: which type each element has, and which coded values may stay.

The table (stream/data/fhir_r4b_types.json, built by scripts/build_fhir_types.py from the
`fhir.resources` R4B models) maps every resource, data type and backbone element to its
elements' types. The walk decides what to do with a value from this type alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from importlib import resources
from typing import Final

import orjson

RESOURCE: Final = "Resource"
"""The element type of `contained` and Bundle.entry.resource: any resource."""


@dataclass(frozen=True, slots=True)
class ElementType:
    """An element's declared type and whether it repeats (a JSON array)."""

    name: str
    repeating: bool


def _load() -> tuple[frozenset[str], dict[str, dict[str, ElementType]]]:
    raw = orjson.loads(resources.files("stream.data").joinpath("fhir_r4b_types.json").read_bytes())
    table = {
        owner: {name: ElementType(kind, bool(many)) for name, (kind, many) in elements.items()}
        for owner, elements in raw["types"].items()
    }
    return frozenset(raw["resources"]), table


RESOURCES, TYPES = _load()

# Grammars of the FHIR R4 primitive types (https://hl7.org/fhir/R4/datatypes.html).
_YEAR = r"([0-9]([0-9]([0-9][1-9]|[1-9]0)|[1-9]00)|[1-9]000)"
_MONTH, _DAY = r"(0[1-9]|1[0-2])", r"(0[1-9]|[1-2][0-9]|3[0-1])"
_TIME = r"([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\.[0-9]+)?"
_ZONE = r"(Z|(\+|-)((0[0-9]|1[0-3]):[0-5][0-9]|14:00))"
GRAMMARS: Final = {
    "date": re.compile(rf"{_YEAR}(-{_MONTH}(-{_DAY})?)?"),
    "dateTime": re.compile(rf"{_YEAR}(-{_MONTH}(-{_DAY}(T{_TIME}{_ZONE})?)?)?"),
    "instant": re.compile(rf"{_YEAR}-{_MONTH}-{_DAY}T{_TIME}{_ZONE}"),
    "time": re.compile(_TIME),
    "code": re.compile(r"[^\s]+( [^\s]+)*"),
    "id": re.compile(r"[A-Za-z0-9\-.]{1,64}"),
    "uri": re.compile(r"\S+"),
    "url": re.compile(r"\S+"),
    "canonical": re.compile(r"\S+"),
    "oid": re.compile(r"urn:oid:[0-2](\.(0|[1-9][0-9]*))+"),
    "uuid": re.compile(r"urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"),
}
DATE_TYPES: Final = frozenset({"date", "dateTime", "instant"})
TEXT_TYPES: Final = frozenset({"string", "markdown"})
NUMBER_TYPES: Final = frozenset({"integer", "unsignedInt", "positiveInt", "decimal"})
CODED_TYPES: Final = frozenset({"code", "uri", "url", "canonical", "oid", "uuid", "id"})

# Coded elements whose values stay as they are when of the strict form (KEEP_GRAMMARS):
# terminology and definition references, and codes from required bindings of small fixed value
# sets. Any other coded value is de-identified (see fhir_walk.Walk.coded).
KEEP_ELEMENTS: Final = frozenset({
    ("Coding", "system"), ("Coding", "code"), ("Coding", "version"),
    ("Identifier", "system"), ("Quantity", "system"), ("Quantity", "code"),
    ("Extension", "url"), ("Reference", "type"),
})  # fmt: skip
KEEP_CODE_NAMES: Final = frozenset({
    "status", "gender", "use", "intent", "priority", "mode", "language", "method", "comparator",
    "kind", "type", "system", "contentType", "docStatus", "severity", "criticality",
    "clinicalStatus", "verificationStatus", "relation", "rendering", "dayOfWeek", "when",
    "durationUnit", "periodUnit", "mimeType", "format", "resource", "fhirVersion",
})  # fmt: skip
"""Names of `code` elements that are bound to a small, required value set."""


def element(owner: str, name: str) -> ElementType | None:
    """The type of element `name` of type `owner`; None when the model has no such element."""
    found = TYPES.get(owner)
    return None if found is None else found.get(name)


_NO_DATE = r"(?!.*\d{4}-\d\d-\d\d)"
_DEFINITION = re.compile(
    _NO_DATE + r"(https?://[A-Za-z0-9.\-]+(:\d+)?(/[A-Za-z0-9._~\-]+)*/?"
    r"|urn:oid:[0-2](\.(0|[1-9][0-9]*))+|urn:uuid:[0-9a-f\-]{36}"
    r"|urn:(ietf|iso|ihe|hl7-org)(:[A-Za-z0-9.\-]+)+)(\|[A-Za-z0-9.\-]+)?"
)
KEEP_GRAMMARS: Final = {
    "code": re.compile(_NO_DATE + r"[A-Za-z0-9\[\]{}/%*.^_:\-]{1,64}"),
    "uri": _DEFINITION,
    "url": _DEFINITION,
    "canonical": _DEFINITION,
    "oid": GRAMMARS["oid"],
}
"""What a kept coded value may look like: a short token, or a definition's address."""


def listed(owner: str, name: str, kind: str) -> bool:
    """Whether a coded element is on the keep list."""
    return (
        (owner, name) in KEEP_ELEMENTS
        or kind == "canonical"  # names a definition, never a person
        or (kind == "code" and name in KEEP_CODE_NAMES)
    )


def keeps_form(kind: str, value: str) -> bool:
    """Whether `value` has the strict form a kept value of type `kind` needs ("" has it)."""
    grammar = KEEP_GRAMMARS.get(kind)
    return not value or (grammar is not None and grammar.fullmatch(value) is not None)


def keeps(owner: str, name: str, kind: str, value: str) -> bool:
    """Whether a coded element keeps its value: on the keep list and of the strict form."""
    return bool(value) and listed(owner, name, kind) and keeps_form(kind, value)


def matches(kind: str, value: str) -> bool:
    """Whether `value` is valid for the primitive type `kind` (types without a grammar: True)."""
    grammar = GRAMMARS.get(kind)
    return grammar is None or grammar.fullmatch(value) is not None
