"""Property: resources generated over the FHIR model, with the patient's name and MRN planted in
their elements, come out of the worker's transform with neither value anywhere, and every
published output is still valid FHIR (validated with the fhir.resources R4B models)."""

from __future__ import annotations

import base64
import importlib
import pkgutil
from typing import Any

import fhir.resources.R4B as release
import orjson
import pytest
from fhir_core.fhirabstractmodel import FHIRAbstractModel
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.config import Config, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.deidentify import Deidentifier
from stream.engine.engine import Engine, KeyCache
from stream.formats import fhir_types as model
from stream.recognize.rules import RulesRecognizer
from tests.leakprobe.checker import FHIR_CT, Case, found, record, views


def _classes() -> dict[str, type[FHIRAbstractModel]]:
    """Every model class of the R4B release by name (resources, data types, backbones)."""
    out = {}
    for info in pkgutil.iter_modules(release.__path__):
        module = importlib.import_module(f"{release.__name__}.{info.name}")
        for name, cls in vars(module).items():
            if isinstance(cls, type) and issubclass(cls, FHIRAbstractModel):
                out.setdefault(name, cls)
    return out


CLASSES = _classes()
SKIPPED_TYPES = frozenset({"base64Binary", "xhtml", model.RESOURCE, "Extension"})
SKIPPED_ELEMENTS = frozenset({"extension", "modifierExtension", "contained", "implicitRules"})
RESOURCE_TYPES = sorted(
    name for name in model.RESOURCES
    if name not in {"Bundle", "Binary", "Parameters", "Resource", "DomainResource"}
)  # fmt: skip
GIVEN = "Odalys"
DIV = '<div xmlns="http://www.w3.org/1999/xhtml">'
NOTE_TEXT = base64.b64encode(b"Follow-up visit, stable.").decode()


def _field(owner: str, name: str) -> Any:
    """The pydantic field of element `name` (its alias in JSON) of `owner`."""
    fields = CLASSES[owner].model_fields
    return next(f for key, f in fields.items() if (f.alias or key) == name)


def _extra(owner: str, name: str) -> dict[str, Any]:
    return _field(owner, name).json_schema_extra or {}


def primitive(kind: str, owner: str, name: str, surname: str, mrn: str) -> st.SearchStrategy:
    """Values of a primitive type, carrying the planted name or MRN where the type allows."""
    enum = _extra(owner, name).get("enum_values")
    if kind == "code" and enum:
        return st.sampled_from(enum)
    texts = [surname, f"{surname} was seen", f"MRN {mrn}", f"{GIVEN} {surname}", "stable"]
    choices: dict[str, list[Any]] = {
        "string": texts, "markdown": texts,
        "code": [surname, mrn, "abc"], "id": [surname, mrn, "x1"],
        "uri": [f"http://example.org/{surname}", "http://loinc.org", f"urn:oid:1.2.{mrn}"],
        "url": [f"http://example.org/{surname}", "http://example.org/a"],
        "canonical": [f"http://example.org/{surname}", "http://hl7.org/fhir/ValueSet/x"],
        "oid": [f"urn:oid:1.2.{mrn}"], "uuid": ["urn:uuid:2b7e1f00-aaaa-4bbb-8ccc-123456789abc"],
        "date": ["2024-03-04", "1961"], "dateTime": ["2024-03-04T10:00:00Z", "2024-03"],
        "instant": ["2024-03-04T10:00:00Z"], "time": ["10:00:00"], "boolean": [True, False],
        "integer": [0, 7], "unsignedInt": [3], "positiveInt": [2], "decimal": [1.5],
    }  # fmt: skip
    return st.sampled_from(choices[kind])


@st.composite
def element_of(draw: Any, owner: str, surname: str, mrn: str, depth: int) -> dict[str, Any]:
    """An element of complex type `owner`: its required members and a few optional ones."""
    elements = {name: t for name, t in model.TYPES[owner].items()
                if name not in SKIPPED_ELEMENTS and t.name not in SKIPPED_TYPES}
    required, choices, optional = [], {}, []
    for name in elements:
        extra = _extra(owner, name)
        group = extra.get("one_of_many")
        if group:
            choices.setdefault((group, extra.get("one_of_many_required")), []).append(name)
        elif _field(owner, name).is_required() or extra.get("element_required"):
            required.append(name)
        else:
            optional.append(name)
    picked = list(required)
    for (_, must), names in sorted(choices.items()):
        if must or (depth < 2 and draw(st.booleans())):
            picked.append(draw(st.sampled_from(sorted(names))))
    if depth < 2 and optional:
        picked += draw(st.lists(st.sampled_from(sorted(optional)), max_size=4, unique=True))
    out: dict[str, Any] = {}
    for name in picked:
        declared = elements[name]
        if declared.name[0].islower():
            value = draw(primitive(declared.name, owner, name, surname, mrn))
        else:
            value = draw(element_of(declared.name, surname, mrn, depth + 1))
        out[name] = [value] if declared.repeating else value
    return out


@st.composite
def documents(draw: Any) -> tuple[bytes, str, str]:
    """(a Bundle, the planted surname, the planted MRN)."""
    surname = draw(st.from_regex(r"Zq[a-z]{6}", fullmatch=True))
    mrn = draw(st.from_regex(r"[1-9][0-9]{7}", fullmatch=True))
    kind = draw(st.sampled_from(RESOURCE_TYPES))
    resource = {"resourceType": kind, **draw(element_of(kind, surname, mrn, 0))}
    resource.pop("id", None)
    patient = {"resourceType": "Patient", "id": "pat-1",
               "name": [{"family": surname, "given": [GIVEN]}],
               "identifier": [{"type": {"coding": [{"code": "MR"}]}, "value": mrn}]}
    note = {"resourceType": "DocumentReference", "id": "doc-1", "status": "current",
            "subject": {"reference": "Patient/pat-1"},
            "content": [{"attachment": {"contentType": "text/plain", "data": NOTE_TEXT}}]}
    doc = {"resourceType": "Bundle", "type": "collection",
           "entry": [{"resource": r} for r in (note, patient, resource)]}
    assume(_valid(doc))
    return orjson.dumps(doc), surname, mrn


def _valid(doc: dict[str, Any]) -> bool:
    try:
        CLASSES["Bundle"].model_validate(doc)
    except ValidationError:
        return False
    return True


@pytest.fixture(scope="module")
def engine() -> Engine:
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="live")
    anonymizer = Anonymizer(policy_from_config(cfg.policy))
    return build_engine(cfg, Deidentifier(RulesRecognizer(), anonymizer))


@settings(max_examples=150, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                 HealthCheck.function_scoped_fixture])
@given(documents())
def test_generated_resources_leak_nothing_and_stay_valid(engine, key, keyring, doc) -> None:
    value, surname, mrn = doc
    case = Case("generated", value, FHIR_CT, (surname, mrn))
    outcome = engine.process(record(case), KeyCache(keyring))
    for rec in outcome.records:
        readings = views(rec.value) + [views(v or b"")[0] for _, v in rec.headers]
        assert not found(surname, readings) and not found(mrn, readings), rec.topic
    if outcome.rejection is None:
        assert _valid(orjson.loads(outcome.records[0].value))
