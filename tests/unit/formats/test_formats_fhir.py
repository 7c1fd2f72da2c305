"""FHIR R4: narratives, attachments, references and the structured fields of a Bundle."""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path
from typing import Any

import orjson
import pytest
from fhir.resources.R4B.observation import Observation

from stream.core.categories import Label
from stream.formats import FormatError, Kind, ParsedMessage, parse, render
from stream.formats.fhir import MASKED

DATA = Path(__file__).parents[2] / "data" / "formats"
DIV = '<div xmlns="http://www.w3.org/1999/xhtml">'


def load(name: str) -> ParsedMessage:
    """Parse a sample."""
    return parse((DATA / name).read_bytes())


def rendered(msg: ParsedMessage, texts: dict[int, str] | None = None, **ids: str) -> Any:
    """Render with some texts replaced; the output decoded as JSON."""
    new_texts = [(texts or {}).get(i, text) for i, text in enumerate(msg.texts)]
    values = [f.value for f in msg.fields]
    note_id, patient_id = ids.get("note", msg.note_id), ids.get("patient", msg.patient_id or "")
    return orjson.loads(render(msg, new_texts, values, note_id, patient_id))


def report_with_div(div: str) -> ParsedMessage:
    """A DiagnosticReport whose only text is a narrative."""
    doc = {"resourceType": "DiagnosticReport", "id": "r1", "text": {"div": div}}
    return parse(orjson.dumps(doc))


@pytest.mark.parametrize(
    ("div", "text", "rebuilt"),
    [
        (f"{DIV}<p>Pt: <b>Jo &amp; Al</b></p></div>", "Pt: \nJo & Al",
         f"{DIV}<p>Pt: <b>Jo &amp; Al</b></p></div>"),
        (f"{DIV}\n  <p>one</p>\n  <p>two&#169;</p>\n</div>", "one\ntwo©",
         f"{DIV}\n  <p>one</p>\n  <p>two©</p>\n</div>"),
        (f"{DIV}<!-- Jo --><![CDATA[a<b]]><?pi Jo?></div>", "a<b", f"{DIV}a&lt;b</div>"),
        (f'{DIV}<a href="x?a=1&amp;b=2" id="Jo">Jo</a></div>', "x?a=1&b=2\nJo",
         f'{DIV}<a href="x?a=1&amp;b=2">Jo</a></div>'),
        (f'{DIV}<td class="c" style="Jo" title="Dr. Jo" colspan="2">x</td></div>', "Dr. Jo\nx",
         f'{DIV}<td title="Dr. Jo" colspan="2">x</td></div>'),
        (f"{DIV}<img alt='Jo' src=\"data:text/plain;base64,Sm8=\"/></div>", "Jo",
         f'{DIV}<img alt="Jo"/></div>'),
        ('<div xmlns="http://www.w3.org/1999/xhtml" xmlns:jo="urn:Jo" lang="Jo">x</div>', "x",
         f"{DIV}x</div>"),
    ],
)  # fmt: skip
def test_narrative_is_rebuilt_from_text_nodes(div: str, text: str, rebuilt: str) -> None:
    msg = report_with_div(div)
    assert msg.texts == [text]
    assert rendered(msg)["text"]["div"] == rebuilt


@pytest.mark.parametrize("div", [
    f"{DIV}<script>Jo</script></div>",
    "<p>Jo</p>",
    f"{DIV}<jo:p xmlns:jo='urn:x'>Jo</jo:p></div>",
])
def test_narrative_elements_outside_the_fhir_set_are_rejected(div: str) -> None:
    with pytest.raises(FormatError):
        report_with_div(div)


def test_a_text_node_in_many_pieces_is_one_token() -> None:
    msg = report_with_div(f"{DIV}<p>{'a&amp;' * 1000}</p></div>")
    assert msg.texts == ["a&" * 1000]


def test_narrative_replacement_escapes_text() -> None:
    msg = report_with_div(f'{DIV}<p class="x">Pt: <b>Jo &amp; Al</b></p><br/></div>')
    out = rendered(msg, {0: "Pt: \n<Bob> & Co"})
    assert out["text"]["div"] == f"{DIV}<p>Pt: <b>&lt;Bob&gt; &amp; Co</b></p><br/></div>"


def test_narrative_attribute_values_are_replaced_and_escaped() -> None:
    msg = report_with_div(f'{DIV}<span class="n" title="Jo Al">Jo Al</span></div>')
    out = rendered(msg, {0: 'Bo "B"\nBo B'})
    assert out["text"]["div"] == f'{DIV}<span title="Bo &quot;B&quot;">Bo B</span></div>'


def test_narrative_unchanged_nodes_keep_their_text() -> None:
    msg = report_with_div(f"{DIV}<p>a &amp; b</p><p>Jo</p></div>")
    out = rendered(msg, {0: "a & b\nAl"})
    assert out["text"]["div"] == f"{DIV}<p>a &amp; b</p><p>Al</p></div>"


def test_attachment_is_reencoded_with_size_and_hash() -> None:
    msg = load("fhir_document_reference.json")
    index = msg.text_paths.index("/content/0/attachment")
    new = msg.texts[index].replace("Marguerite Dubois", "Anne Lavoie")
    attachment = rendered(msg, {index: new})["content"][0]["attachment"]
    data = base64.b64decode(attachment["data"])
    assert data.decode() == new
    assert attachment["size"] == len(data)
    assert attachment["hash"] == base64.b64encode(hashlib.sha1(data).digest()).decode()


def test_attachment_keeps_its_charset_and_falls_back_to_utf8() -> None:
    msg = load("fhir_document_reference.json")
    index = msg.text_paths.index("/content/1/attachment")
    assert msg.texts[index].startswith("Résumé")
    latin = rendered(msg, {index: "Élise"})["content"][1]["attachment"]
    assert base64.b64decode(latin["data"]) == "Élise".encode("latin-1")
    assert latin["contentType"] == "text/plain; charset=iso-8859-1"
    wide = rendered(msg, {index: "Ωmega"})["content"][1]["attachment"]
    assert base64.b64decode(wide["data"]) == "Ωmega".encode()
    assert wide["contentType"] == "text/plain; charset=utf-8"


def test_note_and_patient_ids_are_replaced_everywhere() -> None:
    msg = load("fhir_bundle_document.json")
    assert (msg.note_id, msg.patient_id) == ("comp-71", "pat-4410")
    out = rendered(msg, note="NOTE-9", patient="PAT-9")
    composition, patient, _, related, _ = (entry["resource"] for entry in out["entry"])
    assert composition["id"] == "NOTE-9"
    assert composition["subject"] == {"reference": "Patient/PAT-9"}
    assert out["entry"][1]["fullUrl"] == "http://example.org/fhir/Patient/PAT-9"
    assert patient["id"] == "PAT-9"
    assert related["patient"] == {"reference": "Patient/PAT-9"}
    assert b"pat-4410" not in orjson.dumps(out)


def test_other_references_keep_their_prefix() -> None:
    msg = load("fhir_bundle_document.json")
    values = ["R-" + f.value if f.kind is Kind.RESOURCE_ID else f.value for f in msg.fields]
    out = orjson.loads(render(msg, msg.texts, values, msg.note_id, msg.patient_id or ""))
    assert out["entry"][0]["fullUrl"] == "urn:uuid:R-2b7e1f00-aaaa-4bbb-8ccc-123456789abc"
    assert out["entry"][0]["resource"]["author"][0]["reference"] == "Practitioner/R-prac-9"
    assert out["entry"][2]["resource"]["id"] == "R-prac-9"


def test_patient_id_from_subject_when_no_patient_resource() -> None:
    msg = load("fhir_document_reference.json")
    assert msg.patient_id == "pat-3321"
    assert msg.metadata["patient"] == {"name": "Marguerite Dubois"}
    out = rendered(msg, patient="P-1")
    assert out["subject"]["reference"] == "Patient/P-1"


BUNDLE_FIELDS = [
    ("/entry/1/resource/name/0/family", "Mehta", Label.PATIENT, Kind.FAMILY),
    ("/entry/1/resource/name/0/given/0", "Arjun", Label.PATIENT, Kind.GIVEN),
    ("/entry/1/resource/birthDate", "1958-06-30", Label.DATE, Kind.BIRTH_DATE),
    ("/entry/1/resource/identifier/1/value", "987-65-4329", Label.ID, Kind.ID),
    ("/entry/1/resource/telecom/1/value", "arjun.mehta@example.net", Label.EMAIL, Kind.EMAIL),
    ("/entry/1/resource/address/0/postalCode", "02446", Label.LOCATION, Kind.ZIP),
    ("/entry/1/resource/contact/0/name/given/0", "Priya", Label.PERSON, Kind.GIVEN),
    ("/entry/2/resource/name/0/family", "Varga", Label.STAFF, Kind.FAMILY),
    ("/entry/2/resource/identifier/0/value", "1234567893", Label.ID, Kind.ID),
    ("/entry/3/resource/name/0/given/0", "Vikram", Label.PERSON, Kind.GIVEN),
    ("/entry/3/resource/address/0/text", "5 Elm St, Newton, MA 02458", Label.LOCATION,
     Kind.ADDRESS),
    ("/entry/4/resource/name", "Brookline Community Hospital", Label.HOSPITAL, Kind.FACILITY),
    ("/entry/0/resource/author/0/display", "Dr. Helena Varga", Label.STAFF, Kind.NAME),
    ("/entry/0/resource/date", "2024-01-20T09:45:00Z", Label.DATE, Kind.DATE),
    ("/timestamp", "2024-01-20T10:00:00Z", Label.DATE, Kind.DATE),
]  # fmt: skip


@pytest.mark.parametrize(("path", "value", "label", "kind"), BUNDLE_FIELDS)
def test_bundle_structured_fields(path: str, value: str, label: Label, kind: Kind) -> None:
    found = {f.path: f for f in load("fhir_bundle_document.json").fields}
    assert (found[path].value, found[path].label, found[path].kind) == (value, label, kind)


def test_bundle_texts_include_every_narrative() -> None:
    msg = load("fhir_bundle_document.json")
    paths = set(msg.text_paths)
    assert "/entry/0/resource/section/1/section/0/text/div" in paths
    assert "/entry/1/resource/text/div" in paths
    assert any("Mr. \nArjun Mehta\n was admitted on 01/15/2024 with pneumonia." in text
               for text in msg.texts)


def test_bundle_known_values() -> None:
    meta = load("fhir_bundle_document.json").metadata
    assert meta["patient"] == {
        "name": "Arjun K. Mehta",
        "mrn": "MRN-0044107",
        "dob": "1958-06-30",
        "phone": "(617) 555-0148",
        "address": "22 Beacon Court, Brookline, MA, 02446",
    }
    assert meta["relatives"] == [
        {"name": "Priya Mehta", "relation": "next of kin"},
        {"name": "Vikram Mehta", "relation": "brother"},
    ]
    assert {"name": "Helena Varga"} in meta["providers"]
    assert meta["facility"] == "Brookline Community Hospital"


def test_untyped_display_is_dropped_and_free_text_is_text() -> None:
    msg = load("fhir_diagnostic_report.json")
    assert not any(p.startswith("/resultsInterpreter") for p in msg.text_paths)
    assert not any(f.path.startswith("/resultsInterpreter") for f in msg.fields)
    assert "/conclusion" in msg.text_paths
    assert "/presentedForm/0" in msg.text_paths
    out = rendered(msg)
    assert all("display" not in ref for ref in out["resultsInterpreter"])


def test_addresses_are_url_fields_and_extension_urls_are_not() -> None:
    doc = {
        "resourceType": "DocumentReference", "id": "d1",
        "meta": {"source": "https://ehr.example.org/roe-55123",
                 "profile": ["http://hl7.org/fhir/StructureDefinition/DocumentReference"]},
        "subject": {"reference": "Patient/p1"},
        "content": [{"attachment": {"contentType": "application/pdf", "title": "Summary",
                                    "url": "https://ehr.example.org/docs/Roe-MRN55123.pdf"}}],
        "extension": [{"url": "http://example.org/fhir/StructureDefinition/x",
                       "valueString": "Seen by Dr. Roe"}],
    }
    msg = parse(orjson.dumps(doc))
    urls = [(f.value, f.label, f.kind) for f in msg.fields if f.label is Label.URL]
    assert urls == [("https://ehr.example.org/roe-55123", Label.URL, Kind.URL),
                    ("https://ehr.example.org/docs/Roe-MRN55123.pdf", Label.URL, Kind.URL)]
    values = [f"https://surrogate.example.net/{i}" if f.label is Label.URL else f.value
              for i, f in enumerate(msg.fields)]
    out = orjson.loads(render(msg, msg.texts, values, msg.note_id, msg.patient_id or ""))
    assert out["meta"]["source"].startswith("https://surrogate.example.net/")
    assert out["content"][0]["attachment"]["url"].startswith("https://surrogate.example.net/")
    assert out["extension"][0]["url"] == doc["extension"][0]["url"]
    assert out["meta"]["profile"] == doc["meta"]["profile"]


def test_bundle_link_urls_are_url_fields() -> None:
    doc = {"resourceType": "Bundle", "type": "searchset",
           "link": [{"relation": "self", "url": "https://fhir.example.org/Patient?name=Roe"}],
           "entry": [{"resource": {"resourceType": "DiagnosticReport", "id": "r1",
                                   "conclusion": "No acute findings."}}]}
    msg = parse(orjson.dumps(doc))
    assert [(f.value, f.label) for f in msg.fields if f.label is Label.URL] == [
        ("https://fhir.example.org/Patient?name=Roe", Label.URL)]


def _with(resource: dict[str, Any]) -> ParsedMessage:
    """A Bundle of a text DocumentReference and `resource`."""
    note = {"resourceType": "DocumentReference", "id": "d1",
            "content": [{"attachment": {"contentType": "text/plain",
                                        "data": base64.b64encode(b"Seen.").decode()}}]}
    return parse(orjson.dumps({"resourceType": "Bundle", "type": "collection",
                               "entry": [{"resource": note}, {"resource": resource}]}))


def _handling(msg: ParsedMessage, path: str) -> str:
    """How the value at `path` of entry 1 is handled: text, a field's label, or kept."""
    full = "/entry/1/resource" + path
    if full in msg.text_paths:
        return "text"
    labels = [str(f.label) for f in msg.fields if f.path == full]
    return labels[0] if labels else "kept"


OBS = {"resourceType": "Observation", "status": "final", "code": {"text": "x"}}
# (element class, resource, path inside it, handling)
POLICY = [
    ("CodeableConcept.text", {**OBS, "code": {"text": "Roe"}}, "/code/text", "text"),
    ("Coding.display", {**OBS, "code": {"coding": [{"display": "Roe"}]}},
     "/code/coding/0/display", "text"),
    ("Coding.code", {**OBS, "code": {"coding": [{"system": "http://snomed.info/sct",
                                                 "code": "38341003"}]}},
     "/code/coding/0/code", "kept"),
    ("Coding.system", {**OBS, "code": {"coding": [{"system": "http://snomed.info/sct"}]}},
     "/code/coding/0/system", "kept"),
    ("a status code", OBS, "/status", "kept"),
    ("an extension code", {**OBS, "extension": [{"url": "http://x.org/e", "valueCode": "Roe"}]},
     "/extension/0/valueCode", "text"),
    ("a listed code of another form", {**OBS, "code": {"coding": [{"code": "Roe @ home"}]}},
     "/code/coding/0/code", "text"),
    ("an unlisted uri", {**OBS, "implicitRules": "http://x.org/Roe"}, "/implicitRules", "URL"),
    ("a dateTime under any name", {"resourceType": "QuestionnaireResponse",
                                   "status": "completed", "authored": "2024-01-02"},
     "/authored", "DATE"),
    ("an answer", {"resourceType": "QuestionnaireResponse", "status": "completed",
                   "item": [{"linkId": "1", "answer": [{"valueString": "Roe"}]}]},
     "/item/0/answer/0/valueString", "text"),
    ("HumanName.prefix", {"resourceType": "Patient", "name": [{"prefix": ["Dr."]}]},
     "/name/0/prefix/0", "PATIENT"),
    ("HumanName outside a person", {"resourceType": "Organization",
                                    "contact": [{"name": {"family": "Roe"}}]},
     "/contact/0/name/family", "PERSON"),
    ("Coverage.subscriberId", {"resourceType": "Coverage", "status": "active",
                               "subscriberId": "A123", "beneficiary": {"display": "x"},
                               "payor": [{"display": "x"}]}, "/subscriberId", "ID"),
    ("Attachment.url alone", {"resourceType": "Media", "status": "completed",
                              "content": {"url": "http://x.org/roe.png"}}, "/content/url", "URL"),
    ("an element id", {**OBS, "code": {"id": "Roe", "text": "x"}}, "/code/id", "text"),
    ("a quantity", {**OBS, "valueQuantity": {"value": 72}}, "/valueQuantity/value", "kept"),
]  # fmt: skip


@pytest.mark.parametrize(("resource", "path", "handling"), [row[1:] for row in POLICY],
                         ids=[row[0] for row in POLICY])
def test_values_are_handled_by_their_declared_type(resource, path, handling) -> None:
    assert _handling(_with(resource), path) == handling


@pytest.mark.parametrize("resource", [
    {**OBS, "favouriteColour": "red"},
    {**OBS, "Roe": "x"},
    {"resourceType": "Patient", "birthDate": 19610417},
    {**OBS, "code": [{"text": "x"}]},
    {**OBS, "contained": [{"id": "c1", "name": [{"family": "Roe"}]}]},
    {**OBS, "extension": [{"url": "http://x.org/e", "valueInteger": 88310492}]},
    {**OBS, "extension": [{"url": "http://x.org/e", "valueDecimal": 0.88310492}]},
    {**OBS, "text": {"status": "generated"}},
    {"resourceType": "DocumentReference", "status": "current", "content": [{"attachment": {
        "contentType": "text/plain", "data": [base64.b64encode(b"Roe").decode()]}}]},
    {"resourceType": "Patient", "name": [{"text": "Roe 88310492"}]},
])  # fmt: skip
def test_values_outside_the_model_are_rejected(resource) -> None:
    with pytest.raises(FormatError):
        _with(resource)


def test_a_replacement_that_breaks_a_code_rejects_the_message() -> None:
    msg = _with({**OBS, "extension": [{"url": "http://x.org/e", "valueCode": "Roe"}]})
    texts = ["John  Smith" if text == "Roe" else text for text in msg.texts]  # two spaces
    with pytest.raises(FormatError):
        render(msg, texts, [f.value for f in msg.fields], msg.note_id, msg.patient_id or "")


@pytest.mark.parametrize(("age", "out"), [
    ({"value": 93, "unit": "a"}, {"value": 90, "comparator": ">=", "unit": "a"}),
    ({"value": 89.5, "unit": "a"}, {"value": 89.5, "unit": "a"}),
])  # fmt: skip
def test_ages_of_90_or_more_are_top_coded(age, out) -> None:
    msg = _with({"resourceType": "Condition", "subject": {"reference": "Patient/p1"},
                 "onsetAge": age})
    doc = orjson.loads(render(msg, msg.texts, [f.value for f in msg.fields], "n", "p"))
    assert doc["entry"][1]["resource"]["onsetAge"] == out


@pytest.mark.parametrize(("system", "rejected"), [
    ("http://snomed.info/sct", False),
    ("http://hospital.example/roe", True),  # the patient's family name
    ("urn:oid:1.2.88310.492", True),  # the MRN's digits across separators
    ("urn:oid:2.16.840.1.113883.4.1", False),
])  # fmt: skip
def test_kept_codes_must_not_hold_the_messages_own_phi(system: str, rejected: bool) -> None:
    patient = {"resourceType": "Patient", "name": [{"family": "Roe"}],
               "identifier": [{"value": "88310492"}]}
    coded = {**OBS, "code": {"coding": [{"system": system, "code": "1"}]}}
    note = {"resourceType": "DocumentReference", "id": "d1", "description": "Seen."}
    doc = {"resourceType": "Bundle", "type": "collection",
           "entry": [{"resource": r} for r in (note, patient, coded)]}
    if rejected:
        with pytest.raises(FormatError):
            parse(orjson.dumps(doc))
    else:
        assert "/entry/2/resource/code/coding/0/system" not in parse(orjson.dumps(doc)).text_paths


def _bundle(*resources: dict[str, Any]) -> ParsedMessage:
    """A note (DocumentReference with a text attachment) and `resources` in one Bundle."""
    data = base64.b64encode(b"Seen today.").decode()
    note = {"resourceType": "DocumentReference", "id": "doc-1", "status": "current",
            "content": [{"attachment": {"contentType": "text/plain", "data": data}}]}
    entries = [{"resource": r} for r in (note, *resources)]
    return parse(orjson.dumps({"resourceType": "Bundle", "type": "collection",
                               "entry": entries}))


def _observation(**members: Any) -> dict[str, Any]:
    return {"resourceType": "Observation", "status": "final", "code": {"text": "x"}, **members}


OWN = "http://hl7.org/fhir/StructureDefinition/humanname-own-name"
ELEMENT_EXTENSIONS = [
    ({"resourceType": "Patient", "name": [{"_family": {"extension": [
        {"url": OWN, "valueString": "Vollquist"}]}}]}, Label.PATIENT, Kind.FAMILY),
    ({"resourceType": "Person", "name": [{"given": [None], "_given": [{"extension": [
        {"url": OWN, "valueString": "Brisane"}]}]}]}, Label.PERSON, Kind.GIVEN),
    ({"resourceType": "Practitioner", "name": [{"_text": {"extension": [{"url": OWN,
        "extension": [{"url": "part", "valueString": "Vollquist"}]}]}}]}, Label.STAFF, Kind.NAME),
    ({"resourceType": "Location", "address": {"_line": [{"extension": [
        {"url": OWN, "valueString": "Vollquist"}]}], "line": [None]}}, Label.LOCATION,
     Kind.STREET),
    ({"resourceType": "Organization", "identifier": [{"_value": {"extension": [
        {"url": OWN, "valueString": "Vollquist"}]}}]}, Label.ID, Kind.ID),
]  # fmt: skip


@pytest.mark.parametrize(("resource", "label", "kind"), ELEMENT_EXTENSIONS)
def test_an_element_extension_string_is_what_the_element_is(resource, label, kind) -> None:
    msg = _bundle(resource)
    assert [(f.label, f.kind) for f in msg.fields if f.value == "Vollquist" or
            f.value == "Brisane"] == [(label, kind)]
    assert all("Vollquist" not in text and "Brisane" not in text for text in msg.texts)


def test_an_extension_string_elsewhere_stays_text() -> None:
    msg = _bundle(_observation(_status={"extension": [{"url": OWN, "valueString": "Vollquist"}]}))
    assert "Vollquist" in msg.texts
    assert not any(f.value == "Vollquist" for f in msg.fields)


REFERENCE_KINDS = [
    ({"reference": "RelatedPerson/rp-1"}, (Label.PERSON, Kind.NAME)),
    ({"type": "Practitioner"}, (Label.STAFF, Kind.NAME)),
    ({"reference": "#c1"}, (Label.PERSON, Kind.NAME)),  # a contained Person
    ({"reference": "urn:uuid:5f1c2d3e-0000-4000-8000-000000000001"}, (Label.HOSPITAL,
                                                                     Kind.FACILITY)),
    ({"reference": "#nowhere"}, None),
    ({}, None),
    ({"reference": "Observation/o-1"}, None),  # a type that holds no name
]  # fmt: skip


@pytest.mark.parametrize(("target", "expected"), REFERENCE_KINDS)
def test_a_display_is_replaced_by_its_target_kind_or_left_out(target, expected) -> None:
    observation = _observation(
        contained=[{"resourceType": "Person", "id": "c1"}],
        performer=[{**target, "display": "Vollquist"}])
    organization = {"resourceType": "Organization", "active": True}
    data = base64.b64encode(b"Vollquist called.").decode()
    note = {"resourceType": "DocumentReference", "id": "doc-1", "status": "current",
            "content": [{"attachment": {"contentType": "text/plain", "data": data}}]}
    doc = {"resourceType": "Bundle", "type": "collection", "entry": [
        {"resource": note}, {"resource": observation},
        {"fullUrl": "urn:uuid:5f1c2d3e-0000-4000-8000-000000000001", "resource": organization}]}
    msg = parse(orjson.dumps(doc))
    displays = [(f.label, f.kind) for f in msg.fields if f.path.endswith("/display")]
    assert displays == ([expected] if expected else [])
    assert not any(path.endswith("/display") for path in msg.text_paths)
    out = orjson.loads(render(msg, msg.texts, [f.value for f in msg.fields], "n", "p"))
    performer = out["entry"][1]["resource"]["performer"][0]
    assert ("display" in performer) == (expected is not None)
    if expected is None:  # left out, still known: found in the note's text
        assert "Vollquist" in str(msg.metadata)
        assert performer == ({**target} if target else {"extension": [MASKED]})


def test_a_reference_left_empty_is_marked_masked_and_stays_valid_fhir() -> None:
    msg = _bundle(_observation(performer=[{"display": "Vollquist"}]))
    out = orjson.loads(render(msg, msg.texts, [f.value for f in msg.fields], "n", "p"))
    observation = next(e["resource"] for e in out["entry"]
                       if e["resource"]["resourceType"] == "Observation")
    assert observation["performer"] == [{"extension": [MASKED]}]
    assert "Vollquist" not in orjson.dumps(out).decode()
    Observation.model_validate(observation)


def test_every_name_of_the_message_is_known() -> None:
    msg = _bundle(
        {"resourceType": "Patient", "id": "pat-1", "name": [
            {"family": "Roe", "given": ["Ann"]}, {"family": "Vollquist", "given": ["Ann"]}]},
        {"resourceType": "Person", "name": [{"family": "Marrak"}]},
        {"resourceType": "Organization", "contact": [{"name": {"text": "Ysolde Quarrow"}}]},
        _observation(extension=[{"url": "http://x.org/e", "extension": [
            {"url": "n", "valueHumanName": {"family": "Tenbury"}}]}]),
        {"resourceType": "Practitioner", "name": [{"family": "Oakhart"}, {"family": "Lisle"}]},
        {"resourceType": "RelatedPerson", "patient": {"reference": "Patient/pat-1"},
         "telecom": [{"system": "phone", "value": "617-555-0199"}],
         "identifier": [{"value": "RP-4471"}], "address": [{"line": ["9 Wexcombe Lane"]}]})
    meta = msg.metadata
    assert meta["patient"]["name"] == "Ann Roe" and meta["patient"]["aliases"] == ["Ann Vollquist"]
    relatives = {r["name"] for r in meta["relatives"]}
    assert {"Marrak", "Ysolde Quarrow", "Tenbury"} <= relatives
    assert {"Oakhart", "Lisle"} <= {p["name"] for p in meta["providers"]}
    assert meta["message"] == {"phones": ["617-555-0199"], "ids": ["RP-4471"],
                               "address": ["9 Wexcombe Lane"]}


def test_a_display_of_unknown_kind_with_digits_is_known_as_an_identifier() -> None:
    msg = _bundle(_observation(performer=[{"display": "MRN 88310492"}]))
    assert not any(f.path.endswith("/display") for f in msg.fields)
    assert msg.metadata["message"]["ids"] == ["MRN 88310492"]
    assert "relatives" not in msg.metadata  # never a name: a name strategy would keep digits
