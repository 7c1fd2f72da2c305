"""HL7 v2 (ER7) messages: MDM and ORU notes in OBX/NTE, every other value decided by its type.

Segments are split on \\r, \\n or \\r\\n and written back with \\r. Each field is split once into
repetitions, components and subcomponents (linear in the message size). The output starts empty
(default deny): a value is written back only when a rule decides it (hl7_walk.py): kept as a code
or number, replaced by a strategy (structured field), or replaced through the recognizer (text);
segments v2.5.1 does not define are dropped whole. A kept value keeps its original escaping.

Text units: the note bodies (hl7_text.py), then each text in any other position whose every word
passes hl7_policy's word test (others are dropped). OBX-5 that is not a note body is typed by
OBX-2; an unknown type is ST.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from stream.core.categories import Label
from stream.core.errors import FormatError
from stream.core.reasons import Reason
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
from stream.formats.hl7_text import Location, Piece, piece_raw, text_units
from stream.formats.hl7_types import field_type, is_segment
from stream.formats.hl7_walk import Action, Rule, is_known_type, rule
from stream.formats.known import PATIENT, PROVIDER, RELATIVE, ROLES, FieldSink, Group
from stream.formats.message import ParsedMessage, check_lengths, distribute_lines, line_count

FORMAT = "hl7v2"
CONTENT_TYPE = "x-application/hl7-v2+er7"
MESSAGE_TYPES = frozenset({"MDM", "ORU"})

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
    notes = text_units(segments, delims)
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
            _put(out, piece.location, piece_raw(piece, line, delims))
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
        group = _group(walk.sink, (name, n, r), plan, owner)
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
    sink: FieldSink, where: tuple[str, int, int], plan: _Plan, owner: _Owner
) -> Group | None:
    """The person group a field repetition describes (known values for the recognizer): the
    patient's or the NK1 relative's first repetition, else a group of its own for a name type
    (a provider, a guarantor, an alias), else none."""
    name, n, r = where
    if plan.kind in PROVIDER_TYPES:
        return sink.group(PROVIDER)
    if not r and (name, n) in PATIENT_FIELDS:
        return owner.patient
    if not r and owner.relative is not None:
        return owner.relative
    if plan.kind in PERSON_LABELS and plan.person is not None:
        return sink.group(ROLES[plan.person])
    return None


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
