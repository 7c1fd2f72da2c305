"""HL7 v2 leak probe: made-up identifiers planted in every field, component and subcomponent of
the segments ADT/ORU/MDM messages carry, in OBX-5 of every value type and behind escapes; none
may be found in any output, span event, DLQ record or log line (rules recognizer).

Values planted in structured positions stand alone; values planted in note bodies (OBX-5 TX/FT,
NTE-3, ED text) stand in a sentence, as notes carry them: finding those is the recognizer's job,
and this probe is about the format layer deciding every other value.
"""

from __future__ import annotations

import base64
from collections.abc import Iterator

import pytest
from structlog.testing import capture_logs

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.config import Config, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.deidentify import Deidentifier
from stream.engine.engine import Engine, KeyCache
from stream.formats.hl7_types import components, field_type
from stream.recognize.rules import RulesRecognizer
from tests.leakprobe.checker import HL7_CT, Case, probe

# (made-up value, what the checker searches for)
SURNAME = ("Quennelworth", "Quennelworth")
MRN = ("48210937", "48210937")
PHONE = ("(617) 555-0148", "(617) 555-0148")
EMAIL = ("ardith.q@quenmail.org", "quenmail")
STREET = ("4417 Wexcombe Lane", "Wexcombe")
BIRTH = ("19620314", "19620314")
SSN = ("519-38-2276", "519-38-2276")
RELATIVE = ("Tarrowbyne", "Tarrowbyne")
DOCTOR = ("Fenchworthy", "Fenchworthy")
FACILITY = ("Quillmoor Infirmary", "Quillmoor")
VALUES = (SURNAME, MRN, PHONE, EMAIL, STREET, BIRTH, SSN, RELATIVE, DOCTOR, FACILITY)

# The same values in the sentences notes carry them in.
SENTENCES = (
    (f"Patient Ardith {SURNAME[0]} seen today.", SURNAME[1]),
    (f"MRN {MRN[0]} confirmed.", MRN[1]),
    (f"Call her at {PHONE[0]} if worse.", PHONE[1]),
    (f"Results sent to {EMAIL[0]} today.", EMAIL[1]),
    (f"Lives at {STREET[0]}, Millbrook.", STREET[1]),
    ("DOB 03/14/1962, stable.", "03/14/1962"),
    (f"SSN {SSN[0]} on file.", SSN[1]),
    (f"Her husband, Mr. Oswin {RELATIVE[0]}, visited.", RELATIVE[1]),
    (f"Seen by Dr. Maren {DOCTOR[0]} in clinic.", DOCTOR[1]),
    (f"Transferred from {FACILITY[0]} yesterday.", FACILITY[1]),
)

ORU = (
    "MSH|^~\\&|LABAPP|acme|DEID|DEID|20240301101500||ORU^R01^ORU_R01|CTRL4471|P|2.5.1",
    "PID|1||MRN100^^^acme^MR||Doe^Pat||19800101|F",
    "PV1|1|O|CLIN^^^acme",
    "ORC|RE|ORD1",
    "OBR|1|ORD1|FIL1|2345-7^Glucose^LN",
    "OBX|1|TX|18842-5^Discharge summary^LN||Patient seen today, doing well.||||||F",
    "NTE|1|L|Tolerated well.",
)
MDM = (
    "MSH|^~\\&|DOCAPP|acme|DEID|DEID|20240301101500||MDM^T02^MDM_T02|CTRL4472|P|2.5.1",
    "EVN|T02|20240301101500",
    "PID|1||MRN100^^^acme^MR||Doe^Pat||19800101|F",
    "PV1|1|I|4W^12^B^acme",
    "TXA|1|DS|TX|20240301100000||||||||DOC-1|||||AU",
    "OBX|1|TX|18842-5^Discharge summary^LN||Patient seen today, doing well.||||||F",
)
ADT = (
    "MSH|^~\\&|ADTAPP|acme|DEID|DEID|20240301101500||ADT^A01^ADT_A01|CTRL4473|P|2.5.1",
    "EVN|A01|20240301101500",
    "PID|1||MRN100^^^acme^MR||Doe^Pat||19800101|F",
    "PV1|1|I|4W^12^B^acme",
)
# Segments planted into, and the message they ride in (added when the template lacks them).
PLANTED_SEGMENTS = {
    "MSH": ORU, "EVN": MDM, "PID": ORU, "PD1": ORU, "NK1": ORU, "PV1": ORU, "PV2": ORU,
    "GT1": ORU, "IN1": ORU, "ORC": ORU, "OBR": ORU, "OBX": ORU, "NTE": ORU, "TXA": MDM,
    "AL1": ORU, "DG1": ORU,
}
PARSE_FIELDS = {("MSH", 1), ("MSH", 2)}  # the delimiters themselves
NOTE_FIELDS = {("OBX", 5), ("NTE", 3)}  # note bodies: note_cases plants sentences there
NOTE_TYPES = {"TX", "FT"}
OBX_VALUE_TYPES = (
    "AD", "CE", "CF", "CK", "CN", "CP", "CWE", "CX", "DR", "DT", "DTM", "ED", "FT", "ID", "IS",
    "MA", "MO", "NA", "NM", "PN", "RP", "SN", "ST", "TM", "TN", "TS", "TX", "XAD", "XCN", "XON",
    "XPN", "XTN", "", "tx", "st", "ZZ",
)


def _segment(template: tuple[str, ...], name: str) -> tuple[list[str], int]:
    """The template's segments as a list, and the index of segment `name` (added if missing)."""
    segments = list(template)
    for i, line in enumerate(segments):
        if line.startswith(name + "|"):
            return segments, i
    segments.insert(len(segments) - 1 if name in ("NTE",) else 2, name + "|1")
    return segments, 2


def plant(template: tuple[str, ...], where: tuple[str, int, int, int, int], raw: str) -> bytes:
    """The template with `raw` at SEGMENT-field[repetition].component.subcomponent."""
    name, n, r, c, s = where
    segments, i = _segment(template, name)
    fields = segments[i].split("|")
    offset = 0 if name != "MSH" else -1  # MSH-1 is the separator itself
    at = n + offset
    fields += [""] * (at + 1 - len(fields))
    reps = fields[at].split("~")
    reps += [""] * (r + 1 - len(reps))
    comps = reps[r].split("^")
    comps += [""] * (c - len(comps))
    subs = comps[c - 1].split("&")
    subs += [""] * (s - len(subs))
    subs[s - 1] = raw
    comps[c - 1] = "&".join(subs)
    reps[r] = "^".join(comps)
    fields[at] = "~".join(reps)
    segments[i] = "|".join(fields)
    return "\r".join(segments).encode()


def _spots(name: str) -> Iterator[tuple[int, int, int]]:
    """(field, component, subcomponent) of every value the v2.5.1 definition of `name` has,
    plus one component past the end of each field's type."""
    n = 1
    while (kind := field_type(name, n)) is not None or field_type(name, n + 1) is not None:
        if (name, n) not in PARSE_FIELDS | NOTE_FIELDS:
            parts = components(kind or "") or (kind or "ST",)
            for c, part in enumerate(parts, 1):
                subs = components(part)
                for s in sorted({1, len(subs)}) if subs else (1,):
                    yield n, c, s
            yield n, len(parts) + 1, 1
        n += 1


def structured_cases() -> Iterator[Case]:
    """One case per spot of every planted segment, cycling through the values."""
    k = 0
    for name, template in PLANTED_SEGMENTS.items():
        for n, c, s in _spots(name):
            value, needle = VALUES[k % len(VALUES)]
            r = 1 if k % 7 == 3 else 0  # some in a second repetition
            k += 1
            where = (name, n, r, c, s)
            yield Case(f"{name}-{n}[{r}].{c}.{s}", plant(template, where, _escaped(value)),
                       HL7_CT, (needle,))


def _escaped(value: str) -> str:
    """`value` with the characters HL7 reserves escaped."""
    return value.replace("\\", "\\E\\").replace("&", "\\T\\").replace("^", "\\S\\")


def obx_value_cases() -> Iterator[Case]:
    """OBX-5 of every value type but the note types (known, unknown, empty, lower-case), in
    every component."""
    for kind in OBX_VALUE_TYPES:
        if kind in NOTE_TYPES:
            continue
        parts = components(kind) or (kind,)
        for c in range(1, len(parts) + 2):
            for value, needle in VALUES[c % 3:: 3]:
                obx = f"OBX|2|{kind}|8302-2^Height^LN||" + "^" * (c - 1) + _escaped(value)
                message = "\r".join((*ORU, obx)).encode()
                yield Case(f"OBX-5 {kind or 'empty'}.{c} {needle}", message, HL7_CT, (needle,))


def note_cases() -> Iterator[Case]:
    """Values in note sentences: OBX-5 TX/FT/ST, NTE-3, base64 ED text."""
    for sentence, needle in SENTENCES:
        for line in (f"OBX|2|TX|||{sentence}", f"OBX|2|FT|||{sentence}",
                     f"OBX|2|ST|||{sentence}", f"NTE|2||{sentence}"):
            yield Case(f"note {line[:8]} {needle}", "\r".join((*ORU, line)).encode(), HL7_CT,
                       (needle,))
        data = base64.b64encode(sentence.encode()).decode()
        ed = f"OBX|2|ED|||APP^TEXT^PLAIN^Base64^{data}"
        yield Case(f"note ED {needle}", "\r".join((*ORU, ed)).encode(), HL7_CT, (needle,))


def escape_cases() -> Iterator[Case]:
    """Planted values behind escapes: local (\\Z), hex, formatting, unknown."""
    hexed = "Quenn\\X65\\lworth"
    for value in ("Quenn\\Zab\\elworth", hexed, "\\H\\Quennelworth\\N\\",
                  "Quennelworth\\.br\\x", "Quenn\\Q\\elworth", "\\X5175656E6E656C776F727468\\"):
        for where in (("PID", 5, 0, 1, 1), ("PID", 13, 0, 9, 1), ("OBX", 3, 0, 2, 1),
                      ("NTE", 4, 0, 2, 1), ("PV1", 3, 0, 9, 1)):
            yield Case(f"escape {value} {where}", plant(ORU, where, value), HL7_CT,
                       (SURNAME[1],))
        line = f"OBX|2|TX|||Patient Ardith {value} seen today."
        yield Case(f"escape in TX {value}", "\r".join((*ORU, line)).encode(), HL7_CT,
                   (SURNAME[1],))
    ed = "OBX|2|ED|||APP^TEXT^PLAIN^Base64^" + base64.b64encode(b"ok").decode() + "^Quennelworth"
    yield Case("ED component 6", "\r".join((*ORU, ed)).encode(), HL7_CT, (SURNAME[1],))
    yield Case("Z segment", "\r".join((*ORU, "ZPI|1|Quennelworth|48210937")).encode(), HL7_CT,
               (SURNAME[1], MRN[1]))


def message_type_cases() -> Iterator[Case]:
    """ADT A01/A08 (refused: no note) and ORU/MDM carrying every value in one message."""
    for event in ("A01", "A08"):
        template = tuple(line.replace("A01", event) for line in ADT)
        for where, (value, needle) in zip(
            [("PID", 5, 0, 1, 1), ("PID", 11, 0, 1, 1), ("NK1", 2, 0, 1, 1),
             ("PV1", 7, 0, 2, 1), ("PID", 19, 0, 1, 1)],
            [SURNAME, STREET, RELATIVE, DOCTOR, SSN], strict=True,
        ):
            yield Case(f"ADT^{event} {where}", plant(template, where, value), HL7_CT, (needle,))


def all_cases() -> list[Case]:
    return [*structured_cases(), *obx_value_cases(), *note_cases(), *escape_cases(),
            *message_type_cases()]


@pytest.fixture(scope="module")
def rules() -> RulesRecognizer:
    return RulesRecognizer()


@pytest.fixture
def engine(rules) -> Engine:
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="probe")
    return build_engine(cfg, Deidentifier(rules, Anonymizer(policy_from_config(cfg.policy))))


def test_the_probe_covers_every_class(key, keyring) -> None:
    cases = all_cases()
    assert len(cases) >= 250
    assert len({c.name for c in cases}) == len(cases)


def test_no_planted_value_reaches_any_output(engine, key, keyring, caplog) -> None:
    cases = all_cases()
    with capture_logs() as logs:
        report = probe(engine, KeyCache(keyring), cases,
                       read_logs=lambda: repr(logs) + caplog.text)
    assert report.cases == len(cases)
    leaking = report.leaking_cases
    assert leaking == [], f"{len(leaking)} of {len(cases)} cases leak: {leaking[:60]}"
