"""HL7 v2 (ER7) messages: MDM and ORU notes in OBX/NTE, structured PHI per hl7_fields.

Segments are split on \\r, \\n or \\r\\n and written back with \\r. Values are only ever replaced
in place (a field, repetition, component or subcomponent that exists), so everything else is
written back byte for byte; an unchanged value keeps its original escaping.

Text units: a run of consecutive OBX segments with value type TX or FT (same OBX-3, or an empty
one) is one unit, one line per OBX-5 repetition; a run of NTE segments likewise (NTE-3); an ST
value that looks like prose, and base64 TEXT encapsulated data (ED), are units of their own.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

from stream.formats.hl7_escape import Delimiters, decode, encode
from stream.formats.hl7_fields import FIELDS, TYPES, FieldSpec, Part
from stream.formats.known import PATIENT, PROVIDER, RELATIVE, FieldSink, Group
from stream.formats.message import ParsedMessage, check_lengths, distribute_lines, line_count
from stream.formats.reasons import FormatError, Reason

# Segments whose PHI this module knows how to find. Any other segment (Z-segments, AL1, DG1...)
# is dropped from the output: its fields could hold PHI nobody looked for (fail closed).
KNOWN_SEGMENTS = frozenset({segment for segment, _ in FIELDS})

FORMAT = "hl7v2"
CONTENT_TYPE = "x-application/hl7-v2+er7"
MESSAGE_TYPES = frozenset({"MDM", "ORU"})
TEXT_TYPES = frozenset({"TX", "FT"})
ST_TEXT_MIN_CHARS = 20
ED_TEXT_TYPES = frozenset({"TEXT", "TX"})
ED_TEXT_SUBTYPES = frozenset({"PLAIN", "TXT", "TEXT"})

_SEGMENT_NAME = re.compile(r"[A-Z][A-Z0-9]{2}")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_FRAMING = "\x0b\x1c\r\n"
_NULL = '""'


@dataclass(frozen=True, slots=True)
class Location:
    """A value inside a message; component 0 means the whole repetition."""

    segment: int
    field: int
    repetition: int = 0
    component: int = 0
    subcomponent: int = 0

    def path(self, name: str) -> str:
        """A PHI-free name for this location, e.g. PID[2]-5[0].1.1."""
        where = f"{name}[{self.segment}]-{self.field}[{self.repetition}]"
        return f"{where}.{self.component}.{self.subcomponent}" if self.component else where


@dataclass(frozen=True, slots=True)
class Piece:
    """One line slot of a text unit: where it lives, its raw and its decoded form."""

    location: Location
    raw: str
    text: str
    is_base64: bool = False


@dataclass(frozen=True, slots=True)
class Handle:
    """What render needs to write a parsed message back."""

    segments: list[list[str]]
    delims: Delimiters
    units: list[list[Piece]]
    slots: list[tuple[Location, str]]
    note_id: tuple[Location, str]
    patient_id: tuple[Location, str] | None


def parse(text: str) -> ParsedMessage:
    """Parse one HL7 v2 MDM or ORU message; raise FormatError when it is malformed."""
    segments, delims = _segments(text)
    _check_type(segments)
    units = _text_units(segments, delims)
    texts = ["\n".join(piece.text for piece in unit) for unit in units]
    if not any(t.strip() for t in texts):
        raise FormatError(Reason.HL7_NO_TEXT)
    note_id = _note_id(segments, delims)
    patient_id = _patient_id(segments, delims)
    own = {note_id[0]} | ({patient_id[0]} if patient_id else set())
    sink = FieldSink(facility=_facility(segments, delims))
    _structured(segments, delims, sink, own)
    patient_value = decode(patient_id[1], delims) if patient_id else None
    handle = Handle(segments, delims, units, sink.slots, note_id, patient_id)
    return ParsedMessage(
        FORMAT,
        CONTENT_TYPE,
        decode(note_id[1], delims),
        patient_value,
        _tenant(segments, delims),
        texts,
        [unit[0].location.path(segments[unit[0].location.segment][0]) for unit in units],
        sink.fields,
        sink.known_values(patient_value),
        handle,
    )


def render(
    msg: ParsedMessage,
    new_texts: list[str],
    new_fields: list[str],
    new_note_id: str,
    new_patient_id: str,
) -> bytes:
    """The message with every text unit, structured field and id replaced."""
    check_lengths(msg, new_texts, new_fields)
    handle: Handle = msg.handle
    delims = handle.delims
    segments = [list(fields) for fields in handle.segments]
    for unit, new_text in zip(handle.units, new_texts, strict=True):
        lines = distribute_lines(new_text, [line_count(piece.text) for piece in unit])
        for piece, line in zip(unit, lines, strict=True):
            _put(segments, piece.location, _piece_raw(piece, line, delims), delims)
    for (location, raw), old, new in zip(handle.slots, msg.fields, new_fields, strict=True):
        _put(segments, location, raw if new == old.value else encode(new, delims), delims)
    _put_id(segments, handle.note_id, msg.note_id, new_note_id, delims)
    if handle.patient_id is not None and msg.patient_id is not None:
        _put_id(segments, handle.patient_id, msg.patient_id, new_patient_id, delims)
    kept = (fields for fields in segments if fields[0] in KNOWN_SEGMENTS)
    return "".join(_join(fields, delims) + "\r" for fields in kept).encode("utf-8")


def _segments(text: str) -> tuple[list[list[str]], Delimiters]:
    """Split a message into segments of fields (fields[n] is SEG-n) and read its delimiters."""
    lines = [line for line in _LINE_BREAK.split(text.strip(_FRAMING).lstrip()) if line.strip()]
    if not lines or not lines[0].startswith("MSH"):
        head = lines[0][:3] if lines else ""
        raise FormatError(Reason.HL7_BATCH if head in ("FHS", "BHS") else Reason.HL7_NO_MSH)
    delims = _delimiters(lines[0])
    segments = [_split_segment(line, delims) for line in lines]
    if sum(fields[0] == "MSH" for fields in segments) > 1:
        raise FormatError(Reason.HL7_MULTIPLE)
    return segments, delims


def _delimiters(msh: str) -> Delimiters:
    """Delimiters from MSH-1 and MSH-2; they must be distinct, not alphanumeric, not spaces."""
    if len(msh) < 8:
        raise FormatError(Reason.HL7_ENCODING_CHARS)
    field = msh[3]
    end = msh.find(field, 4)
    chars = msh[4:] if end == -1 else msh[4:end]
    every = field + chars
    bad = any(c.isalnum() or c.isspace() for c in every) or len(set(every)) != len(every)
    if bad or len(chars) not in (4, 5):
        raise FormatError(Reason.HL7_ENCODING_CHARS)
    return Delimiters(field, chars[0], chars[1], chars[2], chars[3], chars[4:])


def _split_segment(line: str, delims: Delimiters) -> list[str]:
    """Fields of one segment, numbered as the standard numbers them (MSH-1 is the separator)."""
    fields = line.split(delims.field)
    if not _SEGMENT_NAME.fullmatch(fields[0]):
        raise FormatError(Reason.HL7_SEGMENT_NAME)
    if fields[0] == "MSH":
        return ["MSH", delims.field, *fields[1:]]
    return fields


def _join(fields: list[str], delims: Delimiters) -> str:
    """One segment back as text."""
    if fields[0] == "MSH":
        return "MSH" + delims.field + delims.field.join(fields[2:])
    return delims.field.join(fields)


def _check_type(segments: list[list[str]]) -> None:
    """Only note-carrying message types (MSH-9.1) are accepted."""
    msh = segments[0]
    kind = msh[9].split(msh[2][0])[0] if len(msh) > 9 else ""
    if kind not in MESSAGE_TYPES:
        raise FormatError(Reason.HL7_MESSAGE_TYPE)


def _text_units(segments: list[list[str]], delims: Delimiters) -> list[list[Piece]]:
    """Group OBX and NTE text into units (see the module docstring)."""
    units: list[list[Piece]] = []
    run: tuple[str, str] | None = None
    for i, fields in enumerate(segments):
        pieces, key = _segment_text(i, fields, delims)
        if not pieces:
            run = None
        elif key is not None and run is not None and key[0] == run[0] and key[1] in ("", run[1]):
            units[-1].extend(pieces)
        else:
            units.append(pieces)
            run = key
    return units


def _segment_text(
    i: int, fields: list[str], delims: Delimiters
) -> tuple[list[Piece], tuple[str, str] | None]:
    """Text pieces of one segment, and the key that lets the next segment continue its unit."""
    if fields[0] == "NTE":
        return _lines(i, fields, 3, delims), ("NTE", "")
    if fields[0] != "OBX" or len(fields) <= 5:
        return [], None
    value_type = fields[2].split(delims.component)[0]
    if value_type in TEXT_TYPES:
        return _lines(i, fields, 5, delims), (value_type, fields[3])
    if value_type == "ST":
        pieces = _lines(i, fields, 5, delims)
        return (pieces if any(_is_prose(p.text) for p in pieces) else []), None
    if value_type == "ED":
        return _encapsulated(i, fields[5], delims), None
    return [], None


def _lines(i: int, fields: list[str], n: int, delims: Delimiters) -> list[Piece]:
    """One piece per repetition of field n."""
    if len(fields) <= n:
        return []
    reps = fields[n].split(delims.repetition)
    return [Piece(Location(i, n, r), raw, decode(raw, delims)) for r, raw in enumerate(reps)]


def _is_prose(text: str) -> bool:
    """Whether an ST value is long or wordy enough to hold free-text PHI."""
    return len(text.strip()) >= ST_TEXT_MIN_CHARS or len(text.split()) > 1


def _encapsulated(i: int, value: str, delims: Delimiters) -> list[Piece]:
    """Base64 TEXT encapsulated data (OBX-5.5) as pieces; any other ED is refused."""
    pieces = []
    for r, rep in enumerate(value.split(delims.repetition)):
        comps = rep.split(delims.component) + [""] * 5
        is_text = comps[1].upper() in ED_TEXT_TYPES or comps[2].upper() in ED_TEXT_SUBTYPES
        if not is_text or comps[3].upper() != "BASE64":
            raise FormatError(Reason.HL7_ED_TYPE)
        try:
            data = base64.b64decode("".join(comps[4].split()), validate=True)
        except (binascii.Error, ValueError):
            raise FormatError(Reason.HL7_ED_BASE64) from None
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            raise FormatError(Reason.NOT_UTF8) from None
        pieces.append(Piece(Location(i, 5, r, 5, 1), comps[4], text, is_base64=True))
    return pieces


def _atom(fields: list[str], location: Location, delims: Delimiters) -> str:
    """The raw value at `location`, or "" when the message does not reach that deep."""
    if location.field >= len(fields):
        return ""
    reps = fields[location.field].split(delims.repetition)
    if location.repetition >= len(reps):
        return ""
    comps = reps[location.repetition].split(delims.component)
    if location.component > len(comps):
        return ""
    subs = comps[location.component - 1].split(delims.subcomponent)
    return subs[location.subcomponent - 1] if location.subcomponent <= len(subs) else ""


def _put(segments: list[list[str]], location: Location, raw: str, delims: Delimiters) -> None:
    """Replace the value at an existing `location` with an already escaped `raw`."""
    fields = segments[location.segment]
    reps = fields[location.field].split(delims.repetition)
    if location.component == 0:
        reps[location.repetition] = raw
    else:
        comps = reps[location.repetition].split(delims.component)
        subs = comps[location.component - 1].split(delims.subcomponent)
        subs[location.subcomponent - 1] = raw
        comps[location.component - 1] = delims.subcomponent.join(subs)
        reps[location.repetition] = delims.component.join(comps)
    fields[location.field] = delims.repetition.join(reps)


def _piece_raw(piece: Piece, text: str, delims: Delimiters) -> str:
    """The raw form of a piece's new text (the original raw when unchanged)."""
    if text == piece.text:
        return piece.raw
    if piece.is_base64:
        return base64.b64encode(text.encode("utf-8")).decode("ascii")
    return encode(text, delims)


def _put_id(
    segments: list[list[str]], slot: tuple[Location, str], old: str, new: str, delims: Delimiters
) -> None:
    """Write a message id back (the original raw when unchanged)."""
    location, raw = slot
    _put(segments, location, raw if new == old else encode(new, delims), delims)


def _note_id(segments: list[list[str]], delims: Delimiters) -> tuple[Location, str]:
    """Where the note id lives: TXA-12.1 when present, else MSH-10."""
    for i, fields in enumerate(segments):
        if fields[0] == "TXA":
            location = Location(i, 12, 0, 1, 1)
            raw = _atom(fields, location, delims)
            if raw.strip() and raw != _NULL:
                return location, raw
    location = Location(0, 10, 0, 1, 1)
    raw = _atom(segments[0], location, delims)
    if not raw.strip() or raw == _NULL:
        raise FormatError(Reason.HL7_NO_NOTE_ID)
    return location, raw


def _patient_id(segments: list[list[str]], delims: Delimiters) -> tuple[Location, str] | None:
    """Where the patient id lives: the first identifier in the first PID-3."""
    for i, fields in enumerate(segments):
        if fields[0] == "PID":
            location = Location(i, 3, 0, 1, 1)
            raw = _atom(fields, location, delims)
            return (location, raw) if raw.strip() and raw != _NULL else None
    return None


def _tenant(segments: list[list[str]], delims: Delimiters) -> str | None:
    """The sending facility (MSH-4.1), if any."""
    return decode(_atom(segments[0], Location(0, 4, 0, 1, 1), delims), delims) or None


def _facility(segments: list[list[str]], delims: Delimiters) -> str | None:
    """The facility for known values: PV1-3.4 (assigned location's facility), else MSH-4.1."""
    for i, fields in enumerate(segments):
        if fields[0] == "PV1" and (raw := _atom(fields, Location(i, 3, 0, 4, 1), delims)):
            return decode(raw, delims)
    return _tenant(segments, delims)


def _structured(
    segments: list[list[str]], delims: Delimiters, sink: FieldSink, own: set[Location]
) -> None:
    """Every PHI value FIELDS points at becomes a structured field; `own` ids are skipped."""
    patient = sink.group(PATIENT)
    for i, fields in enumerate(segments):
        name = fields[0]
        relative = sink.group(RELATIVE, _relation(fields, delims)) if name == "NK1" else None
        for n in range(1, len(fields)):
            spec = FIELDS.get((name, n))
            if spec is None or not fields[n]:
                continue
            for r in range(fields[n].count(delims.repetition) + 1):
                group = _group(spec, r, sink, patient, relative)
                for part in TYPES[spec.type]:
                    _add(
                        fields,
                        Location(i, n, r, part.component, part.subcomponent),
                        part,
                        spec,
                        (delims, sink, group, own),
                    )


def _add(
    fields: list[str],
    location: Location,
    part: Part,
    spec: FieldSpec,
    ctx: tuple[Delimiters, FieldSink, Group | None, set[Location]],
) -> None:
    """Add the value at `location` as a structured field, unless empty, null or an own id."""
    delims, sink, group, own = ctx
    raw = _atom(fields, location, delims)
    if not raw or raw == _NULL or location in own:
        return
    label = part.label or spec.person
    assert label is not None, "hl7_fields: a person part without a person label"
    sink.add(
        location.path(fields[0]), decode(raw, delims), label, part.kind, (location, raw), group
    )


def _group(
    spec: FieldSpec, repetition: int, sink: FieldSink, patient: Group, relative: Group | None
) -> Group | None:
    """The person group a field repetition describes (only first repetitions join a group)."""
    if spec.role == PROVIDER:
        return sink.group(PROVIDER)
    if repetition:
        return None
    return {PATIENT: patient, RELATIVE: relative}.get(spec.role or "")


def _relation(fields: list[str], delims: Delimiters) -> str | None:
    """NK1-3's text (component 2), else its code."""
    for component in (2, 1):
        raw = _atom(fields, Location(0, 3, 0, component, 1), delims)
        if raw:
            return decode(raw, delims)
    return None
