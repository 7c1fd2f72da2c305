"""Why a record goes to the DLQ: one vocabulary for the formats, the engine and replay.

Every reason is a fixed string, safe as the `reason` label of deid_dlq_records_total and as the
DLQ record's `reason` (schemas/dlq-record.schema.json): never built from input content.
"""

from __future__ import annotations

from enum import StrEnum


class Reason(StrEnum):
    """A PHI-free, countable reason for sending a record to the DLQ."""

    EMPTY = "empty message"
    """No value (a tombstone) or only whitespace: once also spelled "empty record"."""
    TOO_LARGE = "too large"
    NOT_UTF8 = "not UTF-8"
    CONTENT_TYPE = "unsupported content type"
    CHARSET = "unsupported charset"
    UNKNOWN_FORMAT = "unrecognized format"

    JSON_INVALID = "json: invalid JSON"
    JSON_NOT_OBJECT = "json: not an object"
    JSON_NOTE_ID = "json: note_id missing or not a string"
    JSON_PATIENT_ID = "json: patient_id missing or not a string"
    JSON_TEXT_MISSING = "json: text missing"
    JSON_TEXT_TYPE = "json: text is not a string"
    JSON_TEXT_EMPTY = "json: text is empty"
    JSON_TENANT = "json: tenant is not a string"
    JSON_NOTE_TYPE = "json: note_type is not a string"
    JSON_NOTE_TIME = "json: note_time is not a string"
    JSON_METADATA = "json: metadata is not an object"
    JSON_METADATA_SHAPE = "json: metadata has an unexpected shape"
    JSON_METADATA_KEY = "json: metadata has an unknown key"
    JSON_UNKNOWN_FIELD = "json: unknown envelope member"
    JSON_DUPLICATE_MEMBER = "json: duplicate member name"
    """An object (envelope or FHIR) names a member twice: which value counts is ambiguous."""

    HL7_NO_MSH = "hl7: missing MSH segment"
    HL7_BATCH = "hl7: batch or file messages are not supported"
    HL7_MULTIPLE = "hl7: more than one message"
    HL7_ENCODING_CHARS = "hl7: bad encoding characters"
    HL7_SEGMENT_NAME = "hl7: bad segment name"
    HL7_MESSAGE_TYPE = "hl7: unsupported message type"
    HL7_NO_NOTE_ID = "hl7: missing document number and message control id"
    HL7_ESCAPE_UNTERMINATED = "hl7: unterminated escape sequence"
    HL7_ESCAPE_UNKNOWN = "hl7: unknown escape sequence"
    HL7_ESCAPE_HEX = "hl7: bad hex escape sequence"
    HL7_ED_TYPE = "hl7: unsupported encapsulated data"
    HL7_ED_BASE64 = "hl7: encapsulated data is not valid base64"
    HL7_NO_TEXT = "hl7: no text"
    HL7_TOO_MANY_VALUES = "hl7: too many values to replace"

    FHIR_INVALID_JSON = "fhir: invalid JSON"
    FHIR_NOT_OBJECT = "fhir: not an object"
    FHIR_RESOURCE_TYPE = "fhir: missing or bad resourceType"
    FHIR_UNSUPPORTED_RESOURCE = "fhir: unsupported resource type"
    FHIR_BUNDLE = "fhir: bad Bundle.entry"
    FHIR_NO_NOTE_ID = "fhir: missing note id"
    FHIR_MULTIPLE_PATIENTS = "fhir: more than one patient"
    FHIR_ELEMENT_TYPE = "fhir: element has the wrong type"
    FHIR_TOO_DEEP = "fhir: document nested too deeply"
    FHIR_BASE64 = "fhir: attachment is not valid base64"
    FHIR_ATTACHMENT_TYPE = "fhir: unsupported attachment content type"
    FHIR_ATTACHMENT_TEXT = "fhir: attachment text cannot be decoded"
    FHIR_NARRATIVE = "fhir: narrative is not well-formed XHTML"
    FHIR_NO_TEXT = "fhir: no text"
    FHIR_UNKNOWN_ELEMENT = "fhir: element not in the FHIR R4 model"
    FHIR_BINARY = "fhir: binary data outside a text attachment"
    FHIR_NUMBER = "fhir: identifier-like number in an extension"
    FHIR_CODED_PHI = "fhir: PHI in a code, uri or id"
    FHIR_NAME_DIGITS = "fhir: a person's name holds digits"

    MALFORMED = "malformed"
    BAD_TENANT = "invalid tenant"
    NO_KEY = "no key for tenant"
    KEY_DESTROYED = "key destroyed"
    KEY_DENIED = "key access denied"
    INTERNAL = "internal error"
    OUTPUT_TOO_LARGE = "too large for the output topic"
    PRODUCE_REJECTED = "rejected by the producer"
    POISON = "poison record"

    NO_SPAN_EVENT = "no span event"
    SPAN_EVENT_INVALID = "span event invalid"
    SPAN_EVENT_MISMATCH = "span event does not match the record"
