"""Message formats: parse a Kafka value into text units and structured PHI, and write it back.

    msg = parse(value, content_type)           # FormatError (an InputError) with a Reason
    new = render(msg, new_texts, new_fields, new_note_id, new_patient_id)

Formats: the JSON envelope ("json"), HL7 v2 MDM/ORU ("hl7v2") and FHIR R4 JSON ("fhir").
"""

from stream.core.errors import FormatError
from stream.core.reasons import Reason
from stream.formats.api import (
    CONTENT_TYPES,
    DEFAULT_MAX_BYTES,
    UNSUPPORTED_MEDIA_TYPE,
    media_type,
    parse,
    render,
    sniff,
)
from stream.formats.message import Kind, ParsedMessage, StructuredField

__all__ = [
    "CONTENT_TYPES",
    "DEFAULT_MAX_BYTES",
    "UNSUPPORTED_MEDIA_TYPE",
    "FormatError",
    "Kind",
    "ParsedMessage",
    "Reason",
    "StructuredField",
    "media_type",
    "parse",
    "render",
    "sniff",
]
