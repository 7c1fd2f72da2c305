"""Parse any supported message (content type or sniffing) and render it back in its own format."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import orjson

from stream.core.errors import FormatError
from stream.core.reasons import Reason
from stream.formats import envelope, fhir, hl7v2
from stream.formats.message import ParsedMessage

DEFAULT_MAX_BYTES = 10 * 1024 * 1024
JSON, HL7V2, FHIR = envelope.FORMAT, hl7v2.FORMAT, fhir.FORMAT
JSON_LIKE = "json-like"  # JSON whose body decides: a resourceType makes it FHIR

CONTENT_TYPES = {
    "application/json": JSON_LIKE,
    "text/json": JSON_LIKE,
    "application/fhir+json": FHIR,
    "application/json+fhir": FHIR,
    "application/hl7-v2": HL7V2,
    "application/hl7-v2+er7": HL7V2,
    "x-application/hl7-v2+er7": HL7V2,
    "application/x-hl7": HL7V2,
}
UNSUPPORTED_MEDIA_TYPE = "unsupported"
"""What a header names in place of a content type the engine does not read (never echoed)."""
_UTF8 = frozenset({"utf-8", "utf8"})
_RENDERERS: dict[str, Callable[..., bytes]] = {
    JSON: envelope.render,
    HL7V2: hl7v2.render,
    FHIR: fhir.render,
}


def parse(
    value: bytes,
    content_type: str | None = None,
    *,
    max_bytes: int = DEFAULT_MAX_BYTES,
    allow_extra_metadata: bool = False,
) -> ParsedMessage:
    """Parse a Kafka message value; raise FormatError (an InputError) with a PHI-free reason.

    `allow_extra_metadata`: a JSON envelope's metadata may hold keys outside its schema.
    """
    text, kind = _route(value, content_type, max_bytes)
    if kind == HL7V2:
        return hl7v2.parse(text)
    doc = _json(text, Reason.FHIR_INVALID_JSON if kind == FHIR else Reason.JSON_INVALID)
    if kind == FHIR or _is_fhir(doc):
        return fhir.parse(doc)
    return envelope.parse(doc, allow_extra_metadata=allow_extra_metadata)


def sniff(
    value: bytes, content_type: str | None = None, *, max_bytes: int = DEFAULT_MAX_BYTES
) -> str:
    """The format `parse` would read a value as: "json", "hl7v2" or "fhir"."""
    text, kind = _route(value, content_type, max_bytes)
    if kind != JSON_LIKE:
        return kind
    return FHIR if _is_fhir(_json(text, Reason.JSON_INVALID)) else JSON


def render(
    msg: ParsedMessage,
    new_texts: list[str],
    new_fields: list[str],
    new_note_id: str,
    new_patient_id: str,
) -> bytes:
    """Write `msg` back in its format with every text, field and id replaced (same order)."""
    return _RENDERERS[msg.format](msg, new_texts, new_fields, new_note_id, new_patient_id)


def media_type(content_type: str | None) -> str | None:
    """A content type reduced to a supported media type (parameters dropped), or the fixed
    UNSUPPORTED_MEDIA_TYPE; None when absent. Safe to write into headers and DLQ records."""
    if content_type is None or not content_type.strip():
        return None
    mime = content_type.split(";", 1)[0].strip().lower()
    return mime if mime in CONTENT_TYPES else UNSUPPORTED_MEDIA_TYPE


def _route(value: bytes, content_type: str | None, max_bytes: int) -> tuple[str, str]:
    """Check size and encoding, decode, and choose a format (JSON_LIKE when JSON of either kind)."""
    if len(value) > max_bytes:
        raise FormatError(Reason.TOO_LARGE)
    declared = _declared(content_type)
    try:
        text = value.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        raise FormatError(Reason.NOT_UTF8) from None
    if not text.strip():
        raise FormatError(Reason.EMPTY)
    return text, declared or _sniffed(text)


def _declared(content_type: str | None) -> str | None:
    """The format a content type names (None when absent); raise for unknown types or charsets."""
    if content_type is None or not content_type.strip():
        return None
    mime, *params = (part.strip().lower() for part in content_type.split(";"))
    if mime not in CONTENT_TYPES:
        raise FormatError(Reason.CONTENT_TYPE)
    for param in params:
        name, _, charset = param.partition("=")
        if name.strip() == "charset" and charset.strip().strip('"') not in _UTF8:
            raise FormatError(Reason.CHARSET)
    return CONTENT_TYPES[mime]


def _sniffed(text: str) -> str:
    """Guess the format from the first characters."""
    head = text.lstrip(" \t\r\n\x0b")[:3]
    if head in ("MSH", "FHS", "BHS"):
        return HL7V2
    if head[:1] in ("{", "["):
        return JSON_LIKE
    raise FormatError(Reason.UNKNOWN_FORMAT)


def _json(text: str, reason: Reason) -> Any:
    """Decode JSON text; a member name twice in one object is refused (parsers disagree on
    which value wins, so what the message says is ambiguous)."""
    try:
        doc = orjson.loads(text)
    except orjson.JSONDecodeError:
        raise FormatError(reason) from None
    if _has_duplicate_member(text, doc):
        raise FormatError(Reason.JSON_DUPLICATE_MEMBER)
    return doc


_JSON_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_ESCAPED_COLON = "\\u003"
"""How a colon can be written escaped in a JSON string (\\u003a, \\u003A)."""


def _has_duplicate_member(text: str, doc: Any) -> bool:
    """Whether valid JSON `text` names a member twice in one object, `doc` being its decoding.

    A colon is written in JSON only to separate a member's name from its value, or inside a
    string. `doc` holds one colon per member it kept plus those of its strings; the text holds,
    beyond those, one per member a repeated name dropped and those of the dropped strings. So
    the two counts differ exactly when a name repeats, unless a colon was written escaped
    (\\u003a): then the strings are cut out of the text and the colons left are counted
    against the members (slower).
    """
    if _ESCAPED_COLON not in text:
        return text.count(":") != _colons(doc)
    return _JSON_STRING.sub("", text).count(":") != _colons(doc, in_strings=False)


def _colons(doc: Any, *, in_strings: bool = True) -> int:
    """One colon per object member of a decoded document, every level, and (`in_strings`)
    those inside its names and string values."""
    colons, stack = 0, [doc]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            colons += len(node)
            if in_strings:
                colons += sum(name.count(":") for name in node)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif in_strings and isinstance(node, str):
            colons += node.count(":")
    return colons


def _is_fhir(doc: Any) -> bool:
    """Whether decoded JSON is a FHIR resource rather than an envelope."""
    return isinstance(doc, dict) and "resourceType" in doc
