"""Leak probe of the JSON envelope and its headers: made-up identifiers planted in every member,
metadata key and value, content type and tenant; none may reach an output, span event, DLQ
record or log line.

Names reach the recognizer only as known values (a made-up name in free text is found only when
the metadata names it), so every case that plants a name in text also gives it in metadata, as
a caller of the contract does. Identifiers with a shape (phones, SSNs, e-mails, labelled MRNs
and dates) are planted alone.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import orjson
import pytest
import structlog

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.birth import age_at
from stream.anonymize.dates import DateStrategy, note_date, parse_date
from stream.anonymize.policy import policy_from_config
from stream.anonymize.strategy import SurrogateContext
from stream.core import logs
from stream.core.categories import Label
from stream.core.config import Config, MetadataConfig, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.deidentify import Deidentifier
from stream.engine.engine import Engine, KeyCache
from stream.recognize.rules import RulesRecognizer
from tests.leakprobe.checker import JSON_CT, Case, probe, record

GIVEN, FAMILY = "Zyrenne", "Quorvath"
NAME = f"{GIVEN} {FAMILY}"
MRN = "88310492"
PHONE = "555-201-3344"
SSN = "219-44-7781"
EMAIL = "zyrenne.quorvath@mailbox.example"
DOB = "1931-03-04"
NOTE_TIME = "2024-03-05T10:00:00Z"
PATIENT = {"name": NAME, "mrn": MRN, "dob": DOB, "phone": PHONE, "email": EMAIL, "ssn": SSN,
           "address": "14 Quorvath Lane, Duluth, MN 55802"}
PLANTED = (GIVEN, FAMILY, MRN, PHONE, SSN, EMAIL, DOB)
OBFUSCATIONS = {
    "zero-width space": lambda s: s[:3] + "\u200b" + s[3:],
    "soft hyphen": lambda s: s[:4] + "\u00ad" + s[4:],
    "word joiner": lambda s: s[:2] + "\u2060" + s[2:],
    "zero-width joiner": lambda s: s[:5] + "\u200d" + s[5:],
    "fullwidth": lambda s: "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalpha() else c
                                   for c in s),
    "BOM inside": lambda s: s[:1] + "\ufeff" + s[1:],
}


def envelope(**members: object) -> bytes:
    doc = {"note_id": "n-1", "patient_id": "p-1", "tenant": "acme", "note_time": NOTE_TIME,
           "text": "Seen in clinic today.", **members}
    return orjson.dumps({k: v for k, v in doc.items() if v is not None})


def case(name: str, planted: tuple[str, ...], content_type: str | None = JSON_CT,
         header_tenant: str = "acme", **members: object) -> Case:
    return Case(name, envelope(**members), content_type, planted, header_tenant)


def text_cases() -> Iterator[Case]:
    """Known values planted in the text and in note_type, and shaped identifiers alone."""
    meta = {"patient": PATIENT}
    sentences = {
        "name": (f"Pt {NAME} seen.", (GIVEN, FAMILY)),
        "surname alone": (f"Mrs {FAMILY} improving.", (FAMILY,)),
        "last, first": (f"{FAMILY}, {GIVEN} admitted.", (GIVEN, FAMILY)),
        "upper case": (f"PT {NAME.upper()} SEEN.", (GIVEN, FAMILY)),
        "mrn": (f"MRN {MRN} on file.", (MRN,)),
        "mrn spaced": ("record 8831 0492 reviewed", (MRN,)),
        "phone": (f"Call {PHONE}.", (PHONE,)),
        "phone parenthesised": ("Call (555) 201-3344.", (PHONE,)),
        "ssn": (f"SSN {SSN}.", (SSN,)),
        "email": (f"Mail {EMAIL} please.", (EMAIL,)),
        "dob": ("DOB: 03/04/1931.", ("03/04/1931",)),
    }
    for label, (sentence, planted) in sentences.items():
        yield case(f"text {label}", planted, text=sentence, metadata=meta)
        yield case(f"note_type {label}", planted, note_type=f"Consult: {sentence}",
                   metadata=meta)
    shaped = {"phone": PHONE, "ssn": f"SSN {SSN}", "email": EMAIL, "mrn": f"MRN: {MRN}"}
    for label, value in shaped.items():
        planted = (value.split()[-1],)
        yield case(f"text {label} without metadata", planted, text=f"Note: {value} today.")
        yield case(f"note_type {label} without metadata", planted, note_type=f"Note {value}")


def metadata_cases() -> Iterator[Case]:
    """Every metadata member holding an identifier, known and unknown keys."""
    for key, value in PATIENT.items():
        planted = (FAMILY,) if key in ("name", "address") else (value,)
        yield case(f"metadata patient.{key}", planted, metadata={"patient": {key: value}})
        yield case(f"metadata patient.{key} with the text", planted,
                   text=f"Pt record: {value}.", metadata={"patient": {key: value}})
    person = {"name": NAME, "relation": "daughter"}
    yield case("relative name", (GIVEN, FAMILY), metadata={"relatives": [person]})
    for relation in (f"{FAMILY}'s daughter", NAME, f"friend ({PHONE})", MRN):
        yield case(f"relation {relation!r}", (FAMILY, PHONE, MRN),
                   metadata={"relatives": [{"name": "Ann Lee", "relation": relation}]})
    yield case("provider", (GIVEN, FAMILY), text=f"Seen by Dr. {FAMILY}.",
               metadata={"providers": [{"name": f"Dr. {NAME}"}]})
    yield case("facility", (FAMILY,), text=f"Admitted to {FAMILY} Memorial Hospital.",
               metadata={"facility": f"{FAMILY} Memorial Hospital"})
    unknown = {  # (metadata, the text that repeats its values); extra keys or bad shapes
        "top-level key": ({"insurance_id": MRN}, f"Member {MRN}."),
        "key is the name": ({NAME: "x"}, "Seen."),
        "patient key": ({"patient": {"nickname": FAMILY}}, f"Pt {FAMILY} seen."),
        "patient key is the name": ({"patient": {FAMILY: MRN}}, f"Ref {MRN}."),
        "relative key": ({"relatives": [{"name": "Ann Lee", "phone": PHONE}]}, f"Call {PHONE}"),
        "provider key": ({"providers": [{"name": "Ann Lee", "npi": MRN}]}, f"NPI {MRN}."),
        "nested object": ({"insurance": {"member": {"id": MRN, "holder": NAME}}},
                          f"Holder {NAME}, id {MRN}."),
        "list of values": ({"aliases": [NAME, EMAIL]}, f"aka {NAME}, {EMAIL}."),
        "number value": ({"patient": {"mrn": 88310492}}, f"MRN {MRN}."),
        "list name": ({"patient": {"name": [NAME]}}, f"Pt {NAME}."),
        "providers not a list": ({"providers": f"Dr. {NAME}"}, f"Dr. {NAME} saw her."),
        "relative not an object": ({"relatives": [NAME]}, f"Daughter {NAME} here."),
    }
    for label, (meta, text) in unknown.items():
        yield case(f"metadata {label}", (GIVEN, FAMILY, MRN, PHONE, EMAIL), text=text,
                   metadata=meta)


def member_cases() -> Iterator[Case]:
    """Identifiers in the envelope's own members, and members outside the contract."""
    yield case("note_id", (MRN,), note_id=f"MRN-{MRN}")
    yield case("patient_id", (SSN,), patient_id=SSN)
    yield case("note_id name", (FAMILY,), note_id=f"{FAMILY}-note")
    yield case("patient_id name", (FAMILY,), patient_id=NAME)
    for value in (FAMILY, f"2024-03-05 {FAMILY}", PHONE, f"{NAME} 03/05/2024"):
        yield case(f"note_time {value!r}", (FAMILY, PHONE), note_time=value)
    for member, value in (("referrer", NAME), ("mrn", MRN), (FAMILY, "x"), ("phone", PHONE),
                          ("extra", {"name": NAME}), ("notes", [EMAIL])):
        yield case(f"unknown member {member}", (GIVEN, FAMILY, MRN, PHONE, EMAIL),
                   **{member: value})
    yield case("note_type not a string", (FAMILY,), note_type={"by": FAMILY})


def header_cases() -> Iterator[Case]:
    """Content types with identifiers in them, and tenants nobody verified."""
    for ct in (f"application/json; x-patient={FAMILY}", f'application/json; name="{NAME}"',
               f"application/json; charset=utf-8; mrn={MRN}", f"application/json;{PHONE}",
               f"APPLICATION/JSON ; id={SSN}"):
        yield case(f"content-type {ct!r}", (GIVEN, FAMILY, MRN, PHONE, SSN), ct)
    for ct in (f"text/x-{FAMILY}", f"application/x-{MRN}", f"{NAME}", f"{EMAIL}",
               f"application/json; charset={FAMILY}", f"application/hl7-v2; x={FAMILY}"):
        yield case(f"unsupported content-type {ct!r}", (GIVEN, FAMILY, MRN, EMAIL), ct)
    for tenant in (FAMILY, f"{FAMILY}.{MRN}", f"t-{SSN}"):
        yield case(f"header tenant {tenant!r}", (FAMILY, MRN, SSN), header_tenant=tenant)
        yield case(f"envelope tenant {tenant!r}", (FAMILY, MRN, SSN), tenant=tenant)
        yield case(f"both tenants {tenant!r}", (FAMILY, MRN, SSN), header_tenant=tenant,
                   tenant=tenant)
    for tenant in (NAME, EMAIL, f"{FAMILY}/{MRN}"):
        yield case(f"invalid header tenant {tenant!r}", (GIVEN, FAMILY, MRN, EMAIL),
                   header_tenant=tenant)
        yield case(f"invalid envelope tenant {tenant!r}", (GIVEN, FAMILY, MRN, EMAIL),
                   tenant=tenant)


def obfuscated_cases() -> Iterator[Case]:
    """Names broken by invisible characters or written in fullwidth letters."""
    for label, hide in OBFUSCATIONS.items():
        yield case(f"text {label}", (FAMILY,), text=f"Pt {hide(FAMILY)} seen.",
                   metadata={"patient": {"name": NAME}})
        yield case(f"metadata {label}", (FAMILY,), text=f"Pt {FAMILY} seen.",
                   metadata={"patient": {"name": f"{GIVEN} {hide(FAMILY)}"}})
        yield case(f"note_type {label}", (FAMILY,), note_type=f"by {hide(FAMILY)}",
                   metadata={"patient": {"name": NAME}})


def old_birth_cases() -> Iterator[Case]:
    yield case("1931 dob in metadata", (DOB,), metadata={"patient": {"dob": DOB}})
    yield case("1931 dob in text", ("03/04/1931",), text="DOB: 03/04/1931, seen today.")


def all_cases() -> list[Case]:
    return [*text_cases(), *metadata_cases(), *member_cases(), *header_cases(),
            *obfuscated_cases(), *old_birth_cases()]


@pytest.fixture
def engine_for(key):
    def build(allow_extra: bool) -> Engine:
        cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"),
                     metadata=MetadataConfig(allow_extra_keys=allow_extra))
        anonymizer = Anonymizer(policy_from_config(cfg.policy))
        return build_engine(cfg, Deidentifier(RulesRecognizer(), anonymizer))
    return build


@pytest.fixture
def captured_logs(capsys):
    logs.configure("DEBUG")
    yield lambda: "".join(capsys.readouterr())
    structlog.reset_defaults()


def test_there_are_enough_cases():
    cases = all_cases()
    assert len(cases) >= 100
    assert len({c.name for c in cases}) == len(cases)


@pytest.mark.parametrize("allow_extra", [False, True])
def test_no_planted_identifier_leaks(engine_for, keyring, captured_logs, allow_extra):
    report = probe(engine_for(allow_extra), KeyCache(keyring), all_cases(), captured_logs)
    assert report.cases >= 100
    assert [(f.case, f.value, f.where) for f in report.findings] == []


def test_a_1931_birth_date_reads_ninety_at_the_shifted_note_time(engine_for, keyring):
    engine = engine_for(False)
    keys = KeyCache(keyring)
    value = envelope(text="DOB: 03/04/1931. Admitted 03/05/2024.",
                     metadata={"patient": {"dob": DOB}})
    outcome = engine.process(record(Case("dob", value, JSON_CT, ())), keys)
    out = orjson.loads(outcome.records[0].value)
    at = note_date(out["note_time"])
    assert at is not None
    assert age_at(parse_date(out["metadata"]["patient"]["dob"]).anchor, at) == 90
    written = out["text"][len("DOB: "):out["text"].index(".")]
    assert age_at(parse_date(written).anchor, at) == 90
    days = DateStrategy().shift_days(SurrogateContext(key=keys.get("acme"), label=Label.DATE,
                                                      note_id="n-1", patient_id="p-1"))
    assert at == note_date(NOTE_TIME) + timedelta(days=days)


def test_the_probe_plants_what_it_searches_for_and_most_cases_publish(engine_for, keyring):
    """The probe is not vacuous: planted values are in the input, and clean cases publish."""
    for c in all_cases():
        sent = (orjson.dumps(orjson.loads(c.value), option=orjson.OPT_NON_STR_KEYS).decode()
                + (c.content_type or "") + c.tenant).casefold()
        assert any(p.casefold() in sent for p in c.planted) or " " in c.name, c.name
    engine = engine_for(False)
    outcomes = [engine.process(record(c, i), KeyCache(keyring))
                for i, c in enumerate(all_cases())]
    assert sum(o.rejection is None for o in outcomes) >= 60
