"""Property: a random rare name planted in a random name-typed or Reference position of a
generated resource, and again in a random text element of the same message, is never in the
worker's output (nor its span event or DLQ record), and a published output is still valid FHIR
R4 (validated with the fhir.resources R4B models). No Patient carries the name: the message's
own structured place is all that makes it known.
"""

from __future__ import annotations

import base64
from typing import Any

import orjson
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from stream.engine.engine import KeyCache
from tests.leakprobe.checker import FHIR_CT, Case, found, record, views
from tests.leakprobe.test_message_names_probe import _engine, _nest, holders
from tests.unit.formats.test_formats_fhir_property import _valid, element_of

OWN = "http://hl7.org/fhir/StructureDefinition/humanname-own-name"
RARE = r"[BDKLMRTVZ][aeiou](?:[lnrstv][aeiou]){1,2}(?:quist|wick|zak|mont|dell|bury)"
"""Made-up surnames that no word or name list holds ("Bolanequist", "Tivaruzak")."""


def name_places(family: str, first: str) -> st.SearchStrategy[tuple[str, dict[str, Any]]]:
    """(holder type, the value placed there): HumanNames and References of every shape."""
    names = [{"family": family, "given": [first]}, {"text": f"{first} {family}"},
             {"_family": {"extension": [{"url": OWN, "valueString": family}]}, "given": [first]}]
    references = [{"reference": "RelatedPerson/rp-1", "display": f"{first} {family}"},
                  {"type": "Practitioner", "display": f"Dr. {first} {family}"},
                  {"display": f"{family}, {first}"}, {"reference": "Patient/pat-9",
                                                      "display": f"{family.upper()} {first}"}]
    return st.one_of(st.tuples(st.just("HumanName"), st.sampled_from(names)),
                     st.tuples(st.just("Reference"), st.sampled_from(references)))


def text_forms(family: str, first: str) -> list[str]:
    return [family, f"{family}'s wife called", family.upper(), f"per {family}",
            f"{family.upper()}'S son at bedside", f"{first} {family[0]}. seen", f"Dr. {family}"]


def text_places(text: str) -> list[dict[str, Any]]:
    """Resources holding `text` in one text element each."""
    data = base64.b64encode(f"Seen today. {text}.".encode()).decode()
    return [
        {"resourceType": "Observation", "status": "final", "code": {"text": text}},
        {"resourceType": "Observation", "status": "final", "code": {"text": "x"},
         "valueString": text},
        {"resourceType": "Condition", "subject": {"reference": "Patient/pat-9"},
         "note": [{"text": text}]},
        {"resourceType": "DocumentReference", "status": "current",
         "content": [{"attachment": {"contentType": "text/plain", "data": data}}]},
        {"resourceType": "Observation", "status": "final", "code": {"text": "x"},
         "extension": [{"url": "http://example.org/e", "valueString": text}]},
    ]  # fmt: skip


@st.composite
def documents(draw: Any) -> tuple[bytes, str, str]:
    """(a Bundle, the planted surname, the planted given name)."""
    family = draw(st.from_regex(RARE, fullmatch=True))
    first = draw(st.from_regex(r"Y[aeiou][lnrstv][aeiou](?:nde|sse|rte)", fullmatch=True))
    wanted, value = draw(name_places(family, first))
    kind, path = draw(st.sampled_from(holders(wanted)))
    resource = {"resourceType": kind, **draw(element_of(kind, "Stable", "1234", 1))}
    resource.pop("id", None)
    resource.update(_nest(kind, path, value))
    texts = draw(st.sampled_from(text_places(draw(st.sampled_from(text_forms(family, first))))))
    note = {"resourceType": "DocumentReference", "id": "doc-1", "status": "current",
            "content": [{"attachment": {"contentType": "text/plain", "data": base64.b64encode(
                f"{family.upper()}'s daughter called; {family} stable.".encode()).decode()}}]}
    doc = {"resourceType": "Bundle", "type": "collection",
           "entry": [{"resource": r} for r in (note, resource, texts)]}
    assume(_valid(doc))
    return orjson.dumps(doc), family, first


@settings(max_examples=120, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much,
                                 HealthCheck.function_scoped_fixture])
@given(documents())
def test_a_planted_name_never_leaks_and_the_output_stays_valid(key, keyring, doc) -> None:
    value, family, given_name = doc
    case = Case("generated", value, FHIR_CT, (family, given_name))
    outcome = _engine("rules").process(record(case), KeyCache(keyring))
    for rec in outcome.records:
        readings = views(rec.value) + [views(v or b"")[0] for _, v in rec.headers]
        assert not found(family, readings) and not found(given_name, readings), rec.topic
    if outcome.rejection is None:
        assert _valid(orjson.loads(outcome.records[0].value))
