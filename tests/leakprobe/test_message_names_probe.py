"""Leak probe of a message's own names, in every recognizer mode: a rare made-up name held in a
structured place of one resource (a HumanName, a primitive's `_element` extension, a
Reference.display, an extension's valueReference or valueHumanName; an HL7 v2 XPN/XCN of any
segment) and written again, bare, in the message's text elements and note text, must appear in
no output, span event, DLQ record or log line, whether the rules, the model or both recognize.

The structured places are generated from the FHIR type table: every resource type that holds a
HumanName or a Reference (directly or in one of its backbone elements) gets a case.
"""

from __future__ import annotations

import base64
import logging
from collections.abc import Callable, Iterator
from functools import cache
from typing import Any

import orjson
import pytest
import structlog

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core import logs
from stream.core.config import Config, RecognizerConfig, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.deidentify import Deidentifier
from stream.engine.engine import Engine, KeyCache
from stream.formats import fhir_types as model
from stream.recognize.factory import build_recognizer, model_available
from tests.leakprobe.checker import FHIR_CT, HL7_CT, Case, probe, record

GIVEN, FAMILY = "Brisane", "Vollquist"
PLANTED = (GIVEN, FAMILY)
SKIPPED_TYPES = frozenset({"Bundle", "Parameters"})
"""Resources that are no Bundle entry of a note (a Bundle holds no Bundle here)."""
NOTE_TEXT = (f"{FAMILY}'s wife called about the plan. {FAMILY.upper()} agrees with it; "
             f"{GIVEN} {FAMILY[0]}. to return in 2 weeks, per {FAMILY.upper()}'S daughter.")
SURNAME_NOTE_TEXT = (f"{FAMILY}'s wife called about the plan. {FAMILY.upper()} agrees with it; "
                     f"to return in 2 weeks, per {FAMILY.upper()}'S daughter.")
TEXT_ELEMENTS = (FAMILY, f"per {FAMILY}", f"{GIVEN} {FAMILY.upper()}", f"{FAMILY}'s")
"""Bare forms of the name in the message's other text elements (the given name only where the
structured place holds it too)."""
Spot = Callable[[], dict[str, Any]]
MODES = ("rules", "model", "ensemble")


def _path_to(owner: str, wanted: str, seen: frozenset[str] = frozenset()) -> list[str] | None:
    """Element names from `owner` down to an element of type `wanted`, through backbones."""
    elements = model.TYPES.get(owner, {})
    for name, element in sorted(elements.items()):
        if element.name == wanted and name not in ("extension", "modifierExtension"):
            return [name]
    for name, element in sorted(elements.items()):
        inner = element.name
        if inner.startswith(owner) and inner not in seen and inner in model.TYPES:
            found = _path_to(inner, wanted, seen | {inner})
            if found is not None:
                return [name, *found]
    return None


def _nest(owner: str, path: list[str], leaf: dict[str, Any]) -> dict[str, Any]:
    """A JSON object of type `owner` holding `leaf` at `path` (lists where elements repeat)."""
    name, *rest = path
    element = model.TYPES[owner][name]
    value = leaf if not rest else _nest(element.name, rest, leaf)
    return {name: [value] if element.repeating else value}


@cache
def holders(wanted: str) -> list[tuple[str, list[str]]]:
    """(resource type, path) of every resource type with an element of type `wanted`."""
    found = []
    for kind in sorted(model.RESOURCES - SKIPPED_TYPES):
        path = _path_to(kind, wanted)
        if path is not None:
            found.append((kind, path))
    return found


def text_resources(given: bool = True) -> list[dict[str, Any]]:
    """An Observation and a Condition whose text elements repeat the name bare."""
    a, b, c, d = TEXT_ELEMENTS
    c = c if given else FAMILY.upper()
    return [
        {"resourceType": "Observation", "status": "final", "code": {"text": a},
         "valueString": b, "note": [{"text": c}]},
        {"resourceType": "Condition", "code": {"text": d},
         "extension": [{"url": "http://example.org/why", "valueString": f"per {FAMILY}"}]},
    ]  # fmt: skip


def note(text: str = NOTE_TEXT) -> dict[str, Any]:
    data = base64.b64encode(text.encode()).decode()
    return {"resourceType": "DocumentReference", "id": "doc-1", "status": "current",
            "subject": {"reference": "Patient/pat-1"},
            "content": [{"attachment": {"contentType": "text/plain", "data": data}}]}


def bundle(*resources: dict[str, Any], full_urls: dict[int, str] | None = None,
           given: bool = True) -> bytes:
    """The note, `resources` and the text resources (`given`: the texts hold the given name)."""
    texts = text_resources(given)
    entries = [{"resource": r} for r in (note(NOTE_TEXT if given else SURNAME_NOTE_TEXT),
                                         *resources, *texts)]
    for i, url in (full_urls or {}).items():
        entries[i]["fullUrl"] = url
    return orjson.dumps({"resourceType": "Bundle", "type": "collection", "entry": entries})


NAMES: dict[str, dict[str, Any]] = {
    "parts": {"family": FAMILY, "given": [GIVEN]},
    "text": {"text": f"{GIVEN} {FAMILY}"},
    "_family extension": {
        "_family": {"extension": [{"url": "http://hl7.org/fhir/StructureDefinition/"
                                   "humanname-own-name", "valueString": FAMILY}]},
        "given": [GIVEN]},
    "_given extension": {"family": "Roe", "given": [None], "_given": [{"extension": [
        {"url": "http://example.org/given", "valueString": f"{GIVEN} {FAMILY}"}]}]},
}  # fmt: skip
REFERENCES: dict[str, dict[str, Any]] = {
    "typed by reference": {"reference": "RelatedPerson/rp-1", "display": f"{GIVEN} {FAMILY}"},
    "typed by type": {"type": "Practitioner", "display": f"Dr. {GIVEN} {FAMILY}"},
    "untyped": {"display": f"{FAMILY}, {GIVEN}"},
    "untyped surname alone": {"display": FAMILY},
}


def _fhir_cases() -> Iterator[Case]:
    for kind, path in holders("HumanName"):
        for variant, name in NAMES.items():
            resource = {"resourceType": kind, **_nest(kind, path, name)}
            yield Case(f"{kind}.{'.'.join(path)} HumanName {variant}", bundle(resource), FHIR_CT,
                       PLANTED)
    for kind, path in holders("Reference"):
        for variant, reference in REFERENCES.items():
            resource = {"resourceType": kind, **_nest(kind, path, reference)}
            body = bundle(resource, given="alone" not in variant)
            yield Case(f"{kind}.{'.'.join(path)} Reference {variant}", body, FHIR_CT, PLANTED)
    yield from _special_cases()


def _special_cases() -> Iterator[Case]:
    """References resolved inside the document, and extensions of any depth."""
    contained = {"resourceType": "Observation", "status": "final", "code": {"text": "x"},
                 "contained": [{"resourceType": "RelatedPerson", "id": "c1",
                                "patient": {"reference": "Patient/pat-1"}}],
                 "performer": [{"reference": "#c1", "display": f"{GIVEN} {FAMILY}"}]}
    yield Case("contained reference display", bundle(contained), FHIR_CT, PLANTED)
    by_uuid = {"resourceType": "Observation", "status": "final", "code": {"text": "x"},
               "performer": [{"reference": "urn:uuid:5f1c2d3e-0000-4000-8000-000000000001",
                              "display": FAMILY}]}
    person = {"resourceType": "Person", "name": [{"family": FAMILY}]}
    yield Case("urn:uuid reference display", bundle(
        by_uuid, person, full_urls={2: "urn:uuid:5f1c2d3e-0000-4000-8000-000000000001"},
        given=False), FHIR_CT, PLANTED)
    deep = {"url": "http://example.org/a", "valueReference": {"display": f"{GIVEN} {FAMILY}"}}
    for _ in range(3):
        deep = {"url": "http://example.org/a", "extension": [deep]}
    yield Case("nested extension valueReference", bundle(
        {"resourceType": "Observation", "status": "final", "code": {"text": "x"},
         "extension": [deep]}), FHIR_CT, PLANTED)
    yield Case("extension valueHumanName", bundle(
        {"resourceType": "Observation", "status": "final", "code": {"text": "x"},
         "extension": [{"url": "http://example.org/n",
                        "valueHumanName": {"family": FAMILY, "given": [GIVEN]}}]}),
        FHIR_CT, PLANTED)
    yield Case("language text per the name", bundle(
        {"resourceType": "Patient", "id": "pat-1", "name": [{"family": "Roe"}],
         "contact": [{"name": {"family": FAMILY, "given": [GIVEN]}}],
         "communication": [{"language": {"text": f"Polish per {FAMILY}"}}]}), FHIR_CT, PLANTED)


HL7_HEAD = ("MSH|^~\\&|APP|acme|DEID|DEID|20240301101500||MDM^T02|CTRL1|P|2.5.1",
            "PID|1||MRN100^^^acme^MR||Doe^Pat||19800101|F",
            "PV1|1|I|ICU^^^acme")
HL7_SPOTS = {
    "NK1-2": f"NK1|1|{FAMILY}^{GIVEN}|SPO^Spouse",
    "NK1-2 second repetition": f"NK1|1|Roe^Ann~{FAMILY}^{GIVEN}|SPO^Spouse",
    "PID-6 mother maiden name": f"PID|2||MRN100^^^acme^MR||Doe^Pat|{FAMILY}^{GIVEN}",
    "PV1-7 attending": f"PV1|2|I|ICU^^^acme||||1234^{FAMILY}^{GIVEN}^^^Dr",
    "ORC-12 ordering": f"ORC|RE|ORD1||||||||||5678^{FAMILY}^{GIVEN}",
    "OBX-16 observer": f"OBX|9|ST|X^y||ok||||||F|||||9012^{FAMILY}^{GIVEN}",
    "GT1-3 guarantor": f"GT1|1||{FAMILY}^{GIVEN}",
    "IN1-16 insured": f"IN1|1|PLAN1||||||||||||||{FAMILY}^{GIVEN}",
    "TXA-10 authenticator": f"TXA|1|CN|TX|||||||1111^{FAMILY}^{GIVEN}",
}


def _hl7_cases() -> Iterator[Case]:
    for spot, segment in HL7_SPOTS.items():
        text = "~".join(NOTE_TEXT.split(". "))
        lines = (*HL7_HEAD, segment, f"OBX|1|TX|NOTE^Note||{text}||||||F",
                 f"NTE|1||seen with {FAMILY}")
        yield Case(f"hl7 {spot}", "\r".join(lines).encode(), HL7_CT, PLANTED)


CASES = [*_fhir_cases(), *_hl7_cases()]


@cache
def _engine(mode: str) -> Engine:
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="live")
    anonymizer = Anonymizer(policy_from_config(cfg.policy))
    return build_engine(cfg, Deidentifier(build_recognizer(mode, RecognizerConfig()), anonymizer))


@pytest.fixture
def debug_logs(capsys, caplog) -> Iterator[Callable[[], str]]:
    logs.configure("DEBUG")
    caplog.set_level(logging.INFO)
    yield lambda: capsys.readouterr().err + caplog.text
    structlog.reset_defaults()


def test_every_holder_type_has_cases() -> None:
    names, references = holders("HumanName"), holders("Reference")
    assert {"Patient", "RelatedPerson", "Person", "Practitioner", "Organization"} <= {
        kind for kind, _ in names}
    assert len(references) > 100
    assert len({case.name for case in CASES}) == len(CASES)


@pytest.mark.parametrize("mode", MODES)
def test_no_name_of_the_message_leaks(mode: str, key, keyring, debug_logs) -> None:
    if mode != "rules" and not model_available():
        pytest.skip("the token classifier is not installed")
    report = probe(_engine(mode), KeyCache(keyring), CASES, debug_logs)
    leaking = report.leaking_cases
    print(f"{mode}: {len(leaking)} of {report.cases} cases leak:", *leaking, sep="\n  ")
    assert report.cases == len(CASES)
    assert leaking == []


def test_most_cases_are_published(key, keyring) -> None:
    """The cases test recognition only when published: a refusal would hide a leak."""
    keys = KeyCache(keyring)
    refused = [case.name for i, case in enumerate(CASES)
               if _engine("rules").process(record(case, i), keys).rejection is not None]
    print(*refused, sep="\n")
    assert refused == []
