"""HL7 v2 (ER7) messages: MDM and ORU notes in OBX/NTE, every other value decided by its type.

Segments are split on \\r, \\n or \\r\\n and written back with \\r. Each field is split once into
repetitions, components and subcomponents (linear in the message size). The output starts empty
(default deny): a value is written back only when a rule decides it (hl7_walk.py): kept as a code
or number, replaced by a strategy (structured field), or replaced through the recognizer (text);
segments v2.5.1 does not define are dropped whole. A kept value keeps its original escaping.

Text units: a run of consecutive OBX segments with value type TX or FT (same OBX-3.1, or an empty
one) is one unit, one line per OBX-5 repetition; a run of NTE segments likewise (NTE-3); an ST
value of more than one word, and base64 TEXT encapsulated data (ED), are units of their own. Text
in any other position is a unit of its own when every word passes hl7_policy's word test, and is
dropped otherwise. OBX-5 of any other value type is typed by OBX-2; an unknown one is ST.
"""

from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from stream.categories import Label
from stream.formats.hl7_escape import Delimiters, decode, encode
from stream.formats.hl7_fields import (
    FIELD_TYPES,
    PATIENT_FIELDS,
    PATIENT_NAMES,
    PERSON_LABELS,
    PROVIDER_TYPES,
    RELATIVE_SEGMENT,
)
from stream.formats.hl7_policy import is_code, is_number, is_plain_text
from stream.formats.hl7_types import field_type, is_segment
from stream.formats.hl7_walk import Action, Rule, is_known_type, rule
from stream.formats.known import PATIENT, PROVIDER, RELATIVE, FieldSink, Group
from stream.formats.message import ParsedMessage, check_lengths, distribute_lines, line_count
from stream.formats.reasons import FormatError, Reason

FORMAT = "hl7v2"
CONTENT_TYPE = "x-application/hl7-v2+er7"
MESSAGE_TYPES = frozenset({"MDM", "ORU"})
TEXT_TYPES = frozenset({"TX", "FT"})
ED_TEXT_TYPES = frozenset({"TEXT", "TX"})
ED_TEXT_SUBTYPES = frozenset({"PLAIN", "TXT", "TEXT"})

_SEGMENT_NAME = re.compile(r"[A-Z][A-Z0-9]{2}")
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_FRAMING = "\x0b\x1c\r\n"
_NULL = '""'
MAX_REPLACED = 10_000
"""Structured values and texts to replace in one message; real messages hold a few hundred."""
TEXT_FIELDS = frozenset({("OBX", 5), ("NTE", 3)})

Values = dict[tuple[int, int], dict[int, dict[tuple[int, int], str]]]
"""Raw values written out: (segment, field) -> repetition -> (component, subcomponent) -> raw;
(0, 0) stands for the whole repetition."""


class Location(NamedTuple):
    """A value inside a message (1-based component and subcomponent; 0 = the whole repetition)."""

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
    """What render needs to write a parsed message back: the kept values, and every slot."""

    segments: list[list[str]]
    kept: list[bool]
    base: Values
    delims: Delimiters
    units: list[list[Piece]]
    slots: list[tuple[Location, str]]
    note_id: tuple[Location, str]
    patient_id: tuple[Location, str] | None


@dataclass(slots=True)
class _Walk:
    """State while the values of one message are decided."""

    segments: list[list[str]]
    kept: list[bool]
    base: Values
    delims: Delimiters
    sink: FieldSink
    skip: set[Location]
    units: list[list[Piece]]


def parse(text: str) -> ParsedMessage:
    """Parse one HL7 v2 MDM or ORU message; raise FormatError when it is malformed."""
    segments, delims = _segments(text)
    _check_type(segments[0], delims)
    notes = _text_units(segments, delims)
    if not any(piece.text.strip() for unit in notes for piece in unit):
        raise FormatError(Reason.HL7_NO_TEXT)
    note_id = _note_id(segments, delims)
    patient_id = _patient_id(segments, delims)
    skip = {piece.location for unit in notes for piece in unit} | {note_id[0]}
    if patient_id is not None:
        skip.add(patient_id[0])
    sink = FieldSink(facility=_facility(segments, delims))
    kept = [is_segment(fields[0]) for fields in segments]
    walk = _Walk(segments, kept, {}, delims, sink, skip, [])
    _decide_all(walk)
    units = notes + walk.units
    patient_value = decode(patient_id[1], delims) if patient_id else None
    handle = Handle(segments, kept, walk.base, delims, units, sink.slots, note_id, patient_id)
    return ParsedMessage(
        FORMAT,
        CONTENT_TYPE,
        decode(note_id[1], delims),
        patient_value,
        _tenant(segments[0], delims),
        ["\n".join(piece.text for piece in unit) for unit in units],
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
    """The message with every text unit, structured field and id replaced; nothing else but
    the values a rule kept."""
    check_lengths(msg, new_texts, new_fields)
    handle: Handle = msg.handle
    delims = handle.delims
    out = {key: {r: dict(atoms) for r, atoms in reps.items()} for key, reps in handle.base.items()}
    for unit, new_text in zip(handle.units, new_texts, strict=True):
        lines = distribute_lines(new_text, [line_count(piece.text) for piece in unit])
        for piece, line in zip(unit, lines, strict=True):
            _put(out, piece.location, _piece_raw(piece, line, delims))
    for (location, raw), old, new in zip(handle.slots, msg.fields, new_fields, strict=True):
        _put(out, location, raw if new == old.value else encode(new, delims))
    _put_id(out, handle.note_id, msg.note_id, new_note_id, delims)
    if handle.patient_id is not None and msg.patient_id is not None:
        _put_id(out, handle.patient_id, msg.patient_id, new_patient_id, delims)
    kept = (i for i, keep in enumerate(handle.kept) if keep)
    return "".join(_join(i, handle.segments[i], out, delims) + "\r" for i in kept).encode()


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


def _join(i: int, fields: list[str], out: Values, delims: Delimiters) -> str:
    """Segment i back as text: its name, MSH-1 and MSH-2, and the values written out."""
    whole = 3 if fields[0] == "MSH" else 1
    text = fields[:whole] + [
        _join_field(raw, out[(i, n)], delims) if (i, n) in out else ""
        for n, raw in enumerate(fields[whole:], whole)
    ]
    if text[0] == "MSH":
        return "MSH" + delims.field + delims.field.join(text[2:])
    return delims.field.join(text)


def _join_field(raw: str, reps: dict[int, dict[tuple[int, int], str]], delims: Delimiters) -> str:
    """A field in its original shape, holding only the values written out."""
    raw_reps = raw.split(delims.repetition)
    text = [""] * max(len(raw_reps), max(reps) + 1)
    for r, atoms in reps.items():
        whole = atoms.get((0, 0))
        if whole is not None:
            text[r] = whole
            continue
        if len(atoms) == 1 and (1, 1) in atoms and _is_atom(raw_reps[r], delims):
            text[r] = atoms[(1, 1)]
            continue
        comps = [comp.split(delims.subcomponent) for comp in raw_reps[r].split(delims.component)]
        shape = [[""] * len(subs) for subs in comps]
        for (c, sub), value in atoms.items():
            shape[c - 1][sub - 1] = value
        text[r] = delims.component.join(delims.subcomponent.join(subs) for subs in shape)
    return delims.repetition.join(text)


def _is_atom(rep: str, delims: Delimiters) -> bool:
    """Whether a repetition is a single value (no components or subcomponents)."""
    return delims.component not in rep and delims.subcomponent not in rep


def _check_type(msh: list[str], delims: Delimiters) -> None:
    """Only note-carrying message types (MSH-9.1) are accepted."""
    kind = msh[9].split(delims.component)[0] if len(msh) > 9 else ""
    if kind not in MESSAGE_TYPES:
        raise FormatError(Reason.HL7_MESSAGE_TYPE)


def _decide_all(walk: _Walk) -> None:
    """Decide every non-empty value of every kept segment by its rule."""
    patient = walk.sink.group(PATIENT)
    for i, fields in enumerate(walk.segments):
        if not walk.kept[i]:
            continue
        relative = None
        if fields[0] == RELATIVE_SEGMENT:
            relative = walk.sink.group(RELATIVE, _relation(fields, walk.delims))
        owner = _Owner(patient, relative)
        for n in range(3 if fields[0] == "MSH" else 1, len(fields)):
            if fields[n]:
                _decide_field(walk, (i, n), owner)


class _Owner(NamedTuple):
    """The person groups of a segment: the patient's, and the NK1 relative's."""

    patient: Group
    relative: Group | None


class _Plan(NamedTuple):
    """What a field's rules depend on."""

    kind: str | None
    strategy: str | None
    person: Label | None


@cache
def _plan(name: str, n: int, kind: str | None) -> _Plan:
    """The type, strategy override and person label of SEGMENT-n holding type `kind`."""
    person = Label.PATIENT if (name, n) in PATIENT_NAMES else PERSON_LABELS.get(kind or "")
    return _Plan(kind, FIELD_TYPES.get((name, n)), person)


def _decide_field(walk: _Walk, where: tuple[int, int], owner: _Owner) -> None:
    """Decide every value of field `n` of segment `i`, repetition by repetition."""
    i, n = where
    fields = walk.segments[i]
    name, delims = fields[0], walk.delims
    kind = _value_type(fields, delims) if (name, n) == ("OBX", 5) else field_type(name, n)
    plan = _plan(name, n, kind)
    has_text = (name, n) in TEXT_FIELDS
    for r, rep in enumerate(fields[n].split(delims.repetition)):
        if not rep or (has_text and Location(i, n, r) in walk.skip):
            continue
        group = _group(walk.sink, (name, n, r), kind, owner)
        for c, comp in enumerate(rep.split(delims.component), 1):
            if not comp:
                continue
            for s, raw in enumerate(comp.split(delims.subcomponent), 1):
                if raw:
                    rule_ = rule(plan.kind, plan.strategy, c, s, plan.person)
                    if rule_.action is not Action.DROP:
                        _decide(walk, Location(i, n, r, c, s), raw, rule_, group)


def _decide(walk: _Walk, location: Location, raw: str, rule_: Rule, group: Group | None) -> None:
    """Keep, replace (field or text unit) or drop one value."""
    if location in walk.skip:
        return
    if raw == _NULL:
        _keep(walk, location, raw)
        return
    value = decode(raw, walk.delims)
    action, part = rule_
    if action is Action.CODE:
        if is_code(value):
            _keep(walk, location, raw)
            return
        action = Action.TEXT if part is None else Action.FIELD
    if action is Action.NUMBER and is_number(value):
        _keep(walk, location, raw)
    elif action is Action.FIELD and part is not None and part.label is not None:
        _check_count(walk)
        path = location.path(walk.segments[location.segment][0])
        walk.sink.add(path, value, part.label, part.kind, (location, raw), group)
    elif action is Action.TEXT and value.strip() and is_plain_text(value):
        _check_count(walk)
        walk.units.append([Piece(location, raw, value)])


def _check_count(walk: _Walk) -> None:
    """Refuse a message with more values to replace than MAX_REPLACED (bounded work)."""
    if len(walk.sink.fields) + len(walk.units) >= MAX_REPLACED:
        raise FormatError(Reason.HL7_TOO_MANY_VALUES)


def _keep(walk: _Walk, location: Location, raw: str) -> None:
    _put(walk.base, location, raw)


def _value_type(obx: list[str], delims: Delimiters) -> str:
    """OBX-2, when it names a type this module can walk; else ST (text)."""
    kind = obx[2].split(delims.component)[0] if len(obx) > 2 else ""
    return kind if is_known_type(kind) else "ST"


def _group(
    sink: FieldSink, where: tuple[str, int, int], kind: str | None, owner: _Owner
) -> Group | None:
    """The person group a field repetition describes (known values for the recognizer)."""
    name, n, r = where
    if kind in PROVIDER_TYPES:
        return sink.group(PROVIDER)
    if r:
        return None
    if (name, n) in PATIENT_FIELDS:
        return owner.patient
    return owner.relative


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
        return _lines(i, fields, 5, delims), (value_type, fields[3].split(delims.component)[0])
    if value_type == "ED":
        return _encapsulated(i, fields[5], delims), None
    if value_type == "ST" or not is_known_type(value_type):
        pieces = _lines(i, fields, 5, delims)
        return (pieces if any(_is_prose(p.text) for p in pieces) else []), None
    return [], None


def _lines(i: int, fields: list[str], n: int, delims: Delimiters) -> list[Piece]:
    """One piece per repetition of field n."""
    if len(fields) <= n:
        return []
    reps = fields[n].split(delims.repetition)
    return [Piece(Location(i, n, r), raw, decode(raw, delims)) for r, raw in enumerate(reps)]


def _is_prose(text: str) -> bool:
    """Whether an ST value is a phrase (a single token, however long, is structured text)."""
    return len(text.split()) > 1


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


def _at(fields: list[str], location: Location, delims: Delimiters) -> str:
    """The raw value at `location`, or "" when the segment does not reach that deep."""
    _, n, r, c, s = location
    if n >= len(fields):
        return ""
    reps = fields[n].split(delims.repetition)
    if r >= len(reps):
        return ""
    comps = reps[r].split(delims.component)
    if c > len(comps):
        return ""
    subs = comps[c - 1].split(delims.subcomponent)
    return subs[s - 1] if s <= len(subs) else ""


def _put(out: Values, location: Location, raw: str) -> None:
    """Write a raw value (a whole repetition when component is 0) into `out`."""
    i, n, r, c, s = location
    out.setdefault((i, n), {}).setdefault(r, {})[(c, s)] = raw


def _piece_raw(piece: Piece, text: str, delims: Delimiters) -> str:
    """The raw form of a piece's new text (the original raw when unchanged)."""
    if text == piece.text:
        return piece.raw
    if piece.is_base64:
        return base64.b64encode(text.encode("utf-8")).decode("ascii")
    return encode(text, delims)


def _put_id(
    out: Values,
    slot: tuple[Location, str],
    old: str,
    new: str,
    delims: Delimiters,
) -> None:
    """Write a message id back (the original raw when unchanged)."""
    location, raw = slot
    _put(out, location, raw if new == old else encode(new, delims))


def _note_id(segments: list[list[str]], delims: Delimiters) -> tuple[Location, str]:
    """Where the note id lives: TXA-12.1 when present, else MSH-10."""
    for i, fields in enumerate(segments):
        if fields[0] == "TXA":
            location = Location(i, 12, 0, 1, 1)
            raw = _at(fields, location, delims)
            if raw.strip() and raw != _NULL:
                return location, raw
    location = Location(0, 10, 0, 1, 1)
    raw = _at(segments[0], location, delims)
    if not raw.strip() or raw == _NULL:
        raise FormatError(Reason.HL7_NO_NOTE_ID)
    return location, raw


def _patient_id(segments: list[list[str]], delims: Delimiters) -> tuple[Location, str] | None:
    """Where the patient id lives: the first identifier in the first PID-3."""
    for i, fields in enumerate(segments):
        if fields[0] == "PID":
            location = Location(i, 3, 0, 1, 1)
            raw = _at(fields, location, delims)
            return (location, raw) if raw.strip() and raw != _NULL else None
    return None


def _tenant(msh: list[str], delims: Delimiters) -> str | None:
    """The sending facility (MSH-4.1), if any."""
    return decode(_at(msh, Location(0, 4, 0, 1, 1), delims), delims) or None


def _facility(segments: list[list[str]], delims: Delimiters) -> str | None:
    """The facility for known values: PV1-3.4 (assigned location's facility), else MSH-4.1."""
    for i, fields in enumerate(segments):
        if fields[0] == "PV1" and (raw := _at(fields, Location(i, 3, 0, 4, 1), delims)):
            return decode(raw, delims)
    return _tenant(segments[0], delims)


def _relation(fields: list[str], delims: Delimiters) -> str | None:
    """NK1-3's text (component 2), else its code."""
    for component in (2, 1):
        raw = _at(fields, Location(0, 3, 0, component, 1), delims)
        if raw:
            return decode(raw, delims)
    return None
