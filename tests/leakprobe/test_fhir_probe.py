"""FHIR leak probe: made-up identifiers planted in every FHIR element class, across resource
types, must appear in no output, span event, DLQ record or log line of the worker's transform.

Each case is a Bundle (or a single note resource with contained resources) built around one
spot: an element where one planted value is placed. In the "known" variant the Bundle also holds
the patient, a relative, the doctor and the facility in their structured places (so the same
values are known to the recognizer); in the "bare" variant the value appears only in the spot,
written with the context a reader would need to recognize it.
"""

from __future__ import annotations

import base64
import logging
import re
from collections.abc import Callable, Iterator
from typing import Any

import orjson
import pytest
import structlog

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core import logs
from stream.core.config import Config, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.deidentify import Deidentifier
from stream.engine.engine import Engine, KeyCache
from stream.recognize.rules import RulesRecognizer
from tests.leakprobe.checker import FHIR_CT, Case, probe, record

GIVEN, FAMILY = "Odalys", "Quennell"
MRN, SSN, PHONE = "88310492", "219-44-6817", "555-201-3344"
EMAIL = "odalys.quennell@example.org"
STREET, DOB = "14 Larkspur Lane", "1961-04-17"
RELATIVE, DOCTOR = ("Ignatius", "Marrowby"), ("Perpetua", "Vantrewe")
FACILITY = "Thistlecombe Medical Center"
PLANTED = (GIVEN, FAMILY, MRN, SSN, PHONE, EMAIL, "Larkspur", DOB, *RELATIVE, *DOCTOR,
           "Thistlecombe")  # fmt: skip
"""What must not appear anywhere (the street and facility by their rare word)."""

KNOWN_VALUES = {
    "surname": FAMILY,
    "full name": f"{GIVEN} {FAMILY}",
    "mrn": MRN,
    "ssn": SSN,
    "phone": PHONE,
    "email": EMAIL,
    "street": STREET,
    "birth date": DOB,
    "relative": " ".join(RELATIVE),
    "doctor": " ".join(DOCTOR),
    "facility": FACILITY,
}
BARE_VALUES = {
    "mrn": f"MRN {MRN}",
    "ssn": f"SSN {SSN}",
    "phone": f"call {PHONE}",
    "email": EMAIL,
    "street": f"lives at {STREET}",
    "birth date": DOB,
    "doctor": f"Dr. {' '.join(DOCTOR)}",
    "facility": FACILITY,
}
NOTE_TEXT = base64.b64encode(b"Follow-up visit. Patient stable, plan unchanged.").decode()
DIV = '<div xmlns="http://www.w3.org/1999/xhtml">'
OUT, DLQ, ANY = "out", "dlq", "any"
NAME = "name"
"""Published unless the value has digits: a person's name with digits in it is rejected."""

_DIGIT = re.compile(r"\d")
Resource = dict[str, Any]
Spot = Callable[[str], list[Resource]]


def note() -> Resource:
    return {
        "resourceType": "DocumentReference", "id": "doc-1", "status": "current",
        "subject": {"reference": "Patient/pat-1"},
        "content": [{"attachment": {"contentType": "text/plain", "data": NOTE_TEXT}}],
    }  # fmt: skip


def identity() -> list[Resource]:
    """The patient, a relative, the doctor and the facility in their structured places."""
    return [
        {"resourceType": "Patient", "id": "pat-1",
         "name": [{"family": FAMILY, "given": [GIVEN]}],
         "identifier": [
             {"type": {"coding": [{"system": "http://terminology.hl7.org/CodeSystem/v2-0203",
                                   "code": "MR"}]},
              "system": "http://hospital.example/mrn", "value": MRN},
             {"system": "http://hl7.org/fhir/sid/us-ssn", "value": SSN}],
         "telecom": [{"system": "phone", "value": PHONE}, {"system": "email", "value": EMAIL}],
         "address": [{"line": [STREET], "city": "Springfield", "state": "IL"}],
         "birthDate": DOB,
         "contact": [{"relationship": [{"text": "son"}],
                      "name": {"given": [RELATIVE[0]], "family": RELATIVE[1]}}]},
        {"resourceType": "Practitioner", "id": "prac-1",
         "name": [{"given": [DOCTOR[0]], "family": DOCTOR[1], "prefix": ["Dr."]}]},
        {"resourceType": "Organization", "id": "org-1", "name": FACILITY},
    ]  # fmt: skip


def bundle(resources: list[Resource], **extra: Any) -> bytes:
    entries = [{"resource": r} for r in resources]
    return orjson.dumps({"resourceType": "Bundle", "type": "collection", "entry": entries,
                         **extra})


def concept(v: str) -> dict[str, Any]:
    return {"coding": [{"system": "http://loinc.org", "code": "8867-4", "display": v}], "text": v}


def obs(**members: Any) -> Resource:
    return {"resourceType": "Observation", "status": "final",
            "code": {"text": "heart rate"}, **members}


def ext(kind: str, v: Any) -> list[dict[str, Any]]:
    return [{"url": "http://example.org/fhir/ext", f"value{kind}": v}]


def b64(v: str) -> str:
    return base64.b64encode(v.encode()).decode()


# Each spot places a value in one element class; (name, resources for the value, outcome).
SPOTS: list[tuple[str, Spot, str]] = [
    ("Observation.code.text", lambda v: [obs(code={"text": v})], OUT),
    ("Observation.code.coding.display", lambda v: [obs(code=concept(v))], OUT),
    ("Observation.valueCodeableConcept", lambda v: [obs(valueCodeableConcept=concept(v))], OUT),
    ("Observation.valueString", lambda v: [obs(valueString=v)], OUT),
    ("Observation.category", lambda v: [obs(category=[concept(v)])], OUT),
    ("Observation.note", lambda v: [obs(note=[{"text": v}])], OUT),
    ("Observation.effectiveDateTime", lambda v: [obs(effectiveDateTime=v)], ANY),
    ("Observation.meta.tag", lambda v: [obs(meta={"tag": [{"display": v}]})], OUT),
    ("Observation.component", lambda v: [obs(component=[{"code": concept(v)}])], OUT),
    ("Encounter.reasonCode", lambda v: [{"resourceType": "Encounter", "status": "finished",
                                         "class": {"code": "AMB"},
                                         "reasonCode": [concept(v)]}], OUT),
    ("Encounter.location.display", lambda v: [{
        "resourceType": "Encounter", "status": "finished", "class": {"code": "AMB"},
        "location": [{"location": {"display": v}}]}], OUT),
    ("Condition.code", lambda v: [{"resourceType": "Condition", "subject": {"reference":
                                   "Patient/pat-1"}, "code": concept(v)}], OUT),
    ("Condition.recordedDate", lambda v: [{"resourceType": "Condition", "subject":
                                           {"reference": "Patient/pat-1"}, "recordedDate": v}],
     ANY),
    ("Condition.note.authorString", lambda v: [{
        "resourceType": "Condition", "subject": {"reference": "Patient/pat-1"},
        "note": [{"authorString": v, "text": "noted"}]}], NAME),
    ("DiagnosticReport.conclusionCode", lambda v: [{
        "resourceType": "DiagnosticReport", "status": "final", "code": {"text": "panel"},
        "conclusionCode": [concept(v)]}], OUT),
    ("DiagnosticReport.conclusion", lambda v: [{
        "resourceType": "DiagnosticReport", "status": "final", "code": {"text": "panel"},
        "conclusion": v}], OUT),
    ("Composition.section.code", lambda v: [{
        "resourceType": "Composition", "status": "final", "type": {"text": "note"},
        "date": "2024-01-02", "author": [{"display": "x"}], "title": "t",
        "section": [{"code": concept(v), "title": v}]}], OUT),
    ("Composition.section.text comment", lambda v: [{
        "resourceType": "Composition", "status": "final", "type": {"text": "note"},
        "date": "2024-01-02", "author": [{"reference": "Practitioner/prac-1"}], "title": "t",
        "section": [{"text": {"status": "generated",
                              "div": f"{DIV}<!-- {v} --><p>ok</p></div>"}}]}], OUT),
    ("Patient.maritalStatus", lambda v: [{"resourceType": "Patient", "id": "pat-1",
                                          "maritalStatus": concept(v)}], OUT),
    ("Patient.contact.relationship", lambda v: [{
        "resourceType": "Patient", "id": "pat-1",
        "contact": [{"relationship": [concept(v)]}]}], OUT),
    ("Patient.name.prefix", lambda v: [{"resourceType": "Patient", "id": "pat-1",
                                        "name": [{"prefix": [v], "family": "Roe"}]}], NAME),
    ("Patient.name.suffix", lambda v: [{"resourceType": "Patient", "id": "pat-1",
                                        "name": [{"suffix": [v], "family": "Roe"}]}], NAME),
    ("Patient.birthDate", lambda v: [{"resourceType": "Patient", "id": "pat-1",
                                      "birthDate": v}], ANY),
    ("Patient.communication.language.text", lambda v: [{
        "resourceType": "Patient", "id": "pat-1",
        "communication": [{"language": {"text": v}}]}], OUT),
    ("Patient._birthDate extension", lambda v: [{
        "resourceType": "Patient", "id": "pat-1",
        "_birthDate": {"extension": ext("String", v)}}], OUT),
    ("QuestionnaireResponse.item", lambda v: [{
        "resourceType": "QuestionnaireResponse", "status": "completed",
        "item": [{"linkId": "1", "text": v, "answer": [{"valueString": v}]}]}], OUT),
    ("QuestionnaireResponse.authored", lambda v: [{
        "resourceType": "QuestionnaireResponse", "status": "completed", "authored": v}], ANY),
    ("QuestionnaireResponse.answer.valueCoding", lambda v: [{
        "resourceType": "QuestionnaireResponse", "status": "completed",
        "item": [{"linkId": "1", "answer": [{"valueCoding": {"display": v}}]}]}], OUT),
    ("Communication.payload", lambda v: [{"resourceType": "Communication",
                                          "status": "completed",
                                          "payload": [{"contentString": v}]}], OUT),
    ("Communication.sent", lambda v: [{"resourceType": "Communication", "status": "completed",
                                       "sent": v}], ANY),
    ("MedicationRequest.dosage", lambda v: [{
        "resourceType": "MedicationRequest", "status": "active", "intent": "order",
        "subject": {"reference": "Patient/pat-1"}, "medicationCodeableConcept": concept(v),
        "dosageInstruction": [{"text": v, "patientInstruction": v}]}], OUT),
    ("MedicationRequest.authoredOn", lambda v: [{
        "resourceType": "MedicationRequest", "status": "active", "intent": "order",
        "subject": {"reference": "Patient/pat-1"}, "medicationCodeableConcept": {"text": "x"},
        "authoredOn": v}], ANY),
    ("Group.name", lambda v: [{"resourceType": "Group", "type": "person", "actual": True,
                               "name": v}], OUT),
    ("Organization.alias", lambda v: [{"resourceType": "Organization", "alias": [v]}], OUT),
    ("Organization.contact.name", lambda v: [{"resourceType": "Organization",
                                              "contact": [{"name": {"text": v}}]}], NAME),
    ("Location.alias", lambda v: [{"resourceType": "Location", "name": "Clinic",
                                   "alias": [v]}], OUT),
    ("Device.deviceName", lambda v: [{"resourceType": "Device",
                                      "deviceName": [{"name": v, "type": "user-friendly-name"}]}],
     OUT),
    ("AuditEvent.agent", lambda v: [{
        "resourceType": "AuditEvent", "type": {"code": "rest"}, "recorded": "2024-01-02T10:00:00Z",
        "agent": [{"name": v, "requestor": True, "altId": v}],
        "source": {"observer": {"display": v}}}], OUT),
    ("Coverage.subscriberId", lambda v: [{
        "resourceType": "Coverage", "status": "active", "subscriberId": v,
        "beneficiary": {"reference": "Patient/pat-1"}, "payor": [{"display": "Payer"}]}], OUT),
    ("Claim.item.servicedDate", lambda v: [{
        "resourceType": "Claim", "status": "active", "type": {"text": "x"}, "use": "claim",
        "patient": {"reference": "Patient/pat-1"}, "created": "2024-01-02",
        "provider": {"display": "x"}, "priority": {"text": "normal"},
        "insurance": [{"sequence": 1, "focal": True, "coverage": {"display": "x"}}],
        "item": [{"sequence": 1, "productOrService": {"text": "x"}, "servicedDate": v}]}], ANY),
    ("Practitioner.qualification.code", lambda v: [{
        "resourceType": "Practitioner", "qualification": [{"code": concept(v)}]}], OUT),
    ("RelatedPerson.name outside Patient", lambda v: [{
        "resourceType": "RelatedPerson", "patient": {"reference": "Patient/pat-1"},
        "name": [{"text": v}], "relationship": [concept(v)]}], NAME),
    ("Extension.valueString", lambda v: [obs(extension=ext("String", v))], OUT),
    ("Extension.valueCode", lambda v: [obs(extension=ext("Code", v))], ANY),
    ("Extension.valueId", lambda v: [obs(extension=ext("Id", v))], ANY),
    ("Extension.valueUri", lambda v: [obs(extension=ext("Uri", v))], ANY),
    ("Extension.valueUrl", lambda v: [obs(extension=ext("Url", f"http://x.org/{v}"))], ANY),
    ("Extension.valueOid", lambda v: [obs(extension=ext("Oid", v))], ANY),
    ("Extension.valueBase64Binary", lambda v: [obs(extension=ext("Base64Binary", b64(v)))],
     DLQ),
    ("Extension.valueMarkdown", lambda v: [obs(extension=ext("Markdown", v))], OUT),
    ("Extension.valueAnnotation", lambda v: [obs(extension=ext("Annotation", {"text": v}))],
     OUT),
    ("Extension.valueHumanName", lambda v: [obs(extension=ext("HumanName", {"text": v}))],
     NAME),
    ("nested Extension", lambda v: [obs(extension=[{"url": "http://x.org/a", "extension":
                                                     ext("String", v)}])], OUT),
    ("Extension.url", lambda v: [obs(extension=[{"url": f"http://x.org/{v}",
                                                 "valueBoolean": True}])], ANY),
    ("unknown element", lambda v: [obs(patientName=v)], DLQ),
    ("member name", lambda v: [obs(**{v: "x"})], DLQ),
    ("member name in extension", lambda v: [obs(extension=[{"url": "http://x.org/a",
                                                            v: "x"}])], DLQ),
    ("contained without resourceType", lambda v: [obs(contained=[
        {"id": "c1", "name": [{"text": v}]}])], DLQ),
    ("contained Patient", lambda v: [obs(contained=[
        {"resourceType": "Patient", "id": "c1", "name": [{"text": v, "prefix": [v]}]}],
        subject={"reference": "#c1"})], NAME),
    ("Attachment.url alone", lambda v: [{
        "resourceType": "DocumentReference", "status": "current",
        "content": [{"attachment": {"url": f"http://files.example/{v}"}}]}], OUT),
    ("Attachment.title", lambda v: [{
        "resourceType": "DocumentReference", "status": "current",
        "content": [{"attachment": {"title": v, "contentType": "text/plain",
                                    "data": b64(f"Seen by {v}.")}}]}], OUT),
    ("Attachment.data with dimensions", lambda v: [{
        "resourceType": "DocumentReference", "status": "current",
        "content": [{"attachment": {"contentType": "text/plain", "data": b64(v),
                                    "dimensions": 2}}]}], DLQ),
    ("Attachment.data as a list", lambda v: [{
        "resourceType": "DocumentReference", "status": "current",
        "content": [{"attachment": {"contentType": "text/plain", "data": [b64(v)]}}]}], DLQ),
    ("Media attachment", lambda v: [{
        "resourceType": "Media", "status": "completed", "height": 2, "content": {
            "contentType": "text/plain", "data": b64(f"Image of {v}")}}], OUT),
    ("Reference.display", lambda v: [obs(performer=[{"display": v}])], OUT),
    ("Reference.identifier", lambda v: [obs(performer=[{"identifier": {"value": v}}])], OUT),
    ("Reference.reference", lambda v: [obs(performer=[{"reference": f"Practitioner/{v}"}])],
     OUT),
    ("Reference base URL", lambda v: [obs(performer=[{"reference":
                                                      f"http://x.org/{v}/Practitioner/1"}])],
     ANY),
    ("Reference version", lambda v: [obs(performer=[{"reference":
                                                     f"Practitioner/1/_history/{v}"}])], ANY),
    ("Identifier.value", lambda v: [obs(identifier=[{"value": v}])], OUT),
    ("Identifier.type.text", lambda v: [obs(identifier=[{"type": {"text": v}, "value": "1"}])],
     OUT),
    ("Identifier.assigner", lambda v: [obs(identifier=[{"assigner": {"display": v},
                                                        "value": "1"}])], OUT),
    ("Address.text", lambda v: [{"resourceType": "Location", "address": {"text": v,
                                                                         "line": [v]}}], OUT),
    ("ContactPoint.value", lambda v: [{"resourceType": "Location",
                                       "telecom": [{"system": "other", "value": v}]}], OUT),
    ("narrative without div", lambda v: [obs(text={"status": "generated"})], DLQ),
    ("narrative attributes", lambda v: [obs(text={"status": "generated", "div":
        f'{DIV}<p id="{v}" class="{v}" style="{v}">ok</p></div>'})], OUT),
    ("narrative xmlns", lambda v: [obs(text={"status": "generated", "div":
        f'<div xmlns="http://www.w3.org/1999/xhtml" xmlns:q="urn:{v}">ok</div>'})], OUT),
    ("narrative processing instruction", lambda v: [obs(text={"status": "generated", "div":
        f"{DIV}<?note {v}?><p>ok</p></div>"})], OUT),
    ("narrative data URI", lambda v: [obs(text={"status": "generated", "div":
        f'{DIV}<img alt="x" src="data:text/plain;base64,{b64(v)}"/></div>'})], OUT),
    ("narrative text", lambda v: [obs(text={"status": "generated",
                                            "div": f"{DIV}<p>Seen: <b>{v}</b></p></div>"})],
     OUT),
    ("narrative title", lambda v: [obs(text={"status": "generated",
                                             "div": f'{DIV}<p title="{v}">ok</p></div>'})], OUT),
]  # fmt: skip

BUNDLE_SPOTS: list[tuple[str, Callable[[str], dict[str, Any]], str]] = [
    ("Bundle.entry.request.url", lambda v: {"request": {"method": "GET",
                                                        "url": f"Patient?name={v}"}}, OUT),
    ("Bundle.entry.request.ifNoneExist", lambda v: {"request": {
        "method": "POST", "url": "Patient", "ifNoneExist": f"identifier={v}"}}, OUT),
    ("Bundle.entry.response.location", lambda v: {"response": {
        "status": "201", "location": f"Patient/{v}/_history/1"}}, OUT),
    ("Bundle.entry.fullUrl", lambda v: {"fullUrl": f"http://x.org/fhir/Basic/{v}",
                                        "resource": {"resourceType": "Basic",
                                                     "code": {"text": "x"}}}, OUT),
    ("Bundle.entry.search.score", lambda v: {"search": {"mode": "match", "score": 1},
                                             "resource": obs(valueString=v)}, OUT),
]  # fmt: skip

NUMBER_SPOTS: list[tuple[str, dict[str, Any], str]] = [
    ("birthDate as a number", {"resourceType": "Patient", "id": "pat-1",
                               "birthDate": int(DOB.replace("-", ""))}, DLQ),
    ("MRN as extension integer", obs(extension=ext("Integer", int(MRN))), DLQ),
    ("MRN as extension decimal", obs(extension=ext("Decimal", float(MRN))), DLQ),
    ("SSN as extension integer", obs(extension=ext("Integer", int(SSN.replace("-", "")))), DLQ),
    ("phone as Identifier.value number", obs(identifier=[{"value": int(PHONE.replace("-", ""))}]),
     DLQ),
]  # fmt: skip


def _entries(resources: list[Resource], known: bool) -> list[Resource]:
    """The note, the identity when known, and the spot's resources (a Patient merges in)."""
    people = identity() if known else []
    spot_patient = next((r for r in resources if r["resourceType"] == "Patient"), None)
    if spot_patient is not None and people:
        contacts = people[0]["contact"] + spot_patient.get("contact", [])
        people[0] = {**people[0], **spot_patient, "contact": contacts}
    elif spot_patient is not None:
        people.append(spot_patient)
    return [note(), *people, *(r for r in resources if r is not spot_patient)]


def _cases() -> Iterator[tuple[Case, str]]:
    for variant, values in (("known", KNOWN_VALUES), ("bare", BARE_VALUES)):
        for spot, make, outcome in SPOTS:
            for what, v in values.items():
                body = bundle(_entries(make(v), variant == "known"))
                expected = outcome if outcome != NAME else DLQ if _DIGIT.search(v) else OUT
                yield Case(f"{variant} {what} in {spot}", body, FHIR_CT, PLANTED), expected
        for spot, make_entry, outcome in BUNDLE_SPOTS:
            for what, v in values.items():
                entries = [{"resource": r} for r in _entries([], variant == "known")]
                doc = {"resourceType": "Bundle", "type": "transaction",
                       "entry": [*entries, make_entry(v)]}
                yield Case(f"{variant} {what} in {spot}", orjson.dumps(doc), FHIR_CT,
                           PLANTED), outcome
    for spot, resource, outcome in NUMBER_SPOTS:
        yield Case(spot, bundle(_entries([resource], True)), FHIR_CT, PLANTED), outcome
    for kind in ("DiagnosticReport", "Composition"):
        for what, v in BARE_VALUES.items():
            doc = {"resourceType": kind, "id": "r1", "status": "final",
                   "code" if kind == "DiagnosticReport" else "type": concept(v),
                   "contained": [{"resourceType": "Practitioner", "id": "p",
                                  "name": [{"text": v}]}],
                   "text": {"status": "generated", "div": f"{DIV}<p>{v}</p></div>"}}
            yield Case(f"top-level {kind} {what}", orjson.dumps(doc), FHIR_CT, PLANTED), ANY


CASES = list(_cases())


@pytest.fixture
def engine() -> Engine:
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="live")
    anonymizer = Anonymizer(policy_from_config(cfg.policy))
    return build_engine(cfg, Deidentifier(RulesRecognizer(), anonymizer))


@pytest.fixture
def debug_logs(capsys, caplog) -> Iterator[Callable[[], str]]:
    """What the code logs meanwhile: structlog JSON lines at DEBUG, stdlib records at INFO.

    (Below INFO, third-party libraries log cipher internals, never values, in bulk.)
    """
    logs.configure("DEBUG")
    caplog.set_level(logging.INFO)
    yield lambda: capsys.readouterr().err + caplog.text
    structlog.reset_defaults()


def test_there_are_enough_cases() -> None:
    assert len(CASES) >= 300
    assert len({case.name for case, _ in CASES}) == len(CASES)


def test_no_planted_value_leaks(engine, key, keyring, debug_logs) -> None:
    keys = KeyCache(keyring)
    report = probe(engine, keys, (case for case, _ in CASES), debug_logs)
    leaking = report.leaking_cases
    print(f"{len(leaking)} of {report.cases} cases leak:", *leaking, sep="\n  ")
    assert report.cases == len(CASES)
    assert leaking == []


def test_cases_are_published_or_rejected_as_expected(engine, key, keyring) -> None:
    keys = KeyCache(keyring)
    wrong = []
    for i, (case, outcome) in enumerate(CASES):
        got = engine.process(record(case, i), keys)
        published = got.rejection is None
        if outcome != ANY and published != (outcome == OUT):
            wrong.append(f"{case.name}: {got.rejection.reason if got.rejection else 'published'}")
    print(*wrong, sep="\n")
    assert wrong == []
