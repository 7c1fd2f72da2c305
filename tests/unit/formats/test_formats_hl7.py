"""HL7 v2: escape sequences, text units, structured fields and writing back."""

from __future__ import annotations

import base64
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from stream.core.categories import Label
from stream.formats import FormatError, Kind, Reason, parse, render
from stream.formats.hl7_escape import Delimiters, decode, encode
from stream.formats.message import distribute_lines

DATA = Path(__file__).parents[2] / "data" / "formats"
STANDARD = Delimiters()
CUSTOM = Delimiters("#", "*", "$", "!", "@")
MSH = "MSH|^~\\&|APP|FAC|DEID|DEID|20240101||ORU^R01|CTRL1|P|2.5"
PID = "PID|1||MRN1^^^FAC^MR||Whitfield^Harold"


def hl7(*segments: str) -> bytes:
    """An HL7 message from segments."""
    return "\r".join((MSH, PID, *segments)).encode()


def out_segments(value: bytes) -> list[str]:
    """Segments of rendered output."""
    return value.decode().rstrip("\r").split("\r")


@pytest.mark.parametrize(
    ("raw", "text"),
    [
        ("plain", "plain"),
        ("a\\F\\b\\S\\c\\R\\d\\T\\e\\E\\f", "a|b^c~d&e\\f"),
        ("line\\.br\\next", "line\nnext"),
        ("caf\\XC3A9\\", "café"),
        ("\\X41424344\\", "ABCD"),
        ("\\H\\bold\\N\\ text", "bold text"),
        ("a\\.sp\\b", "a\nb"),
        ("a\\.sp 2\\b", "a\n\nb"),
        ("a\\.sk 3\\b", "a   b"),
        ("\\.in+4\\indented\\.ti-2\\", "indented"),
        ("\\.fi\\\\.nf\\x\\.ce\\y", "x\ny"),
    ],
)
def test_decode_standard_sequences(raw: str, text: str) -> None:
    assert decode(raw, STANDARD) == text


@pytest.mark.parametrize("raw", ["\\Zlocal\\kept", "a\\Q\\b", "\\.in x\\"])
def test_locally_defined_and_unknown_sequences_are_refused(raw: str) -> None:
    with pytest.raises(FormatError) as error:
        decode(raw, STANDARD)
    assert error.value.reason is Reason.HL7_ESCAPE_UNKNOWN


@pytest.mark.parametrize(
    ("text", "raw"),
    [
        ("a|b^c~d&e\\f", "a\\F\\b\\S\\c\\R\\d\\T\\e\\E\\f"),
        ("line\nnext", "line\\.br\\next"),
        ("tab\there", "tab\\X09\\here"),
        ("café", "café"),
        ("#*$!@", "!F!!S!!R!!E!!T!"),
    ],
)
def test_encode_escapes_delimiters_and_controls(text: str, raw: str) -> None:
    delims = CUSTOM if text == "#*$!@" else STANDARD
    assert encode(text, delims) == raw


@given(st.text())
def test_decode_inverts_encode(text: str) -> None:
    assert decode(encode(text, STANDARD), STANDARD) == text
    assert decode(encode(text, CUSTOM), CUSTOM) == text


def test_truncation_character_is_escaped_when_declared() -> None:
    delims = Delimiters(truncation="#")
    assert encode("a#b", delims) == "a\\P\\b"
    assert decode("a\\P\\b", delims) == "a#b"


@pytest.mark.parametrize(
    ("segments", "texts"),
    [
        (["OBX|1|TX|DOC||one", "OBX|2|TX|DOC||two", "OBX|3|TX|||three"], ["one\ntwo\nthree"]),
        (["OBX|1|TX|A||one", "OBX|2|TX|B||two"], ["one", "two"]),
        (["OBX|1|TX|A||one", "OBX|2|FT|A||two"], ["one", "two"]),
        (["OBX|1|TX|A||one", "NTE|1||c1", "NTE|2||c2", "OBX|2|TX|A||two"],
         ["one", "c1\nc2", "two"]),
        (["OBX|1|FT|A||x\\.br\\y~z"], ["x\ny\nz"]),
        (["OBX|1|ST|A||Called Dr. Who", "OBX|2|ST|A||H", "OBX|3|ST|A||Called again"],
         ["Called Dr. Who", "Called again", "H"]),  # a single-token ST is structured text
        (["OBX|1|NM|GLU||112", "NTE|1||fasting"], ["fasting"]),
        (["OBX|1|CE|X||A^B", "OBX|2|TX|||", "OBX|3|TX|||x"], ["\nx", "B"]),  # CE.2 is text
    ],
)  # fmt: skip
def test_text_units_group_consecutive_lines(segments: list[str], texts: list[str]) -> None:
    assert parse(hl7(*segments)).texts == texts


def test_encapsulated_text_is_decoded_and_reencoded() -> None:
    data = base64.b64encode(b"Harold seen.\nPlan: rest.").decode()
    msg = parse(hl7(f"OBX|1|ED|TXT||APP^TEXT^PLAIN^Base64^{data}"))
    assert msg.texts == ["Harold seen.\nPlan: rest."]
    out = render(msg, ["Bob seen.\nPlan: rest."], [f.value for f in msg.fields], "N", "P")
    new_data = out_segments(out)[2].split("^")[-1]
    assert base64.b64decode(new_data) == b"Bob seen.\nPlan: rest."


@pytest.mark.parametrize(
    ("text", "counts", "pieces"),
    [
        ("a\nb\nc", [1, 1, 1], ["a", "b", "c"]),
        ("a\nb\nc", [2, 1], ["a\nb", "c"]),
        ("a\nb\nc\nd", [1, 1], ["a", "b\nc\nd"]),
        ("a b", [1, 1, 1], ["a b", "", ""]),
        ("", [1], [""]),
    ],
)
def test_distribute_lines(text: str, counts: list[int], pieces: list[str]) -> None:
    assert distribute_lines(text, counts) == pieces


def test_surplus_lines_go_to_the_last_line_as_breaks() -> None:
    msg = parse(hl7("OBX|1|TX|||one", "OBX|2|TX|||two"))
    out = render(msg, ["ONE\nTWO\nTHREE"], [f.value for f in msg.fields], "N", "P")
    assert out_segments(out)[2:] == ["OBX|1|TX|||ONE", "OBX|2|TX|||TWO\\.br\\THREE"]
    out = render(msg, ["ONE TWO"], [f.value for f in msg.fields], "N", "P")
    assert out_segments(out)[2:] == ["OBX|1|TX|||ONE TWO", "OBX|2|TX|||"]


def test_unchanged_lines_keep_their_escaping_and_changed_ones_are_reescaped() -> None:
    msg = parse(hl7("OBX|1|FT|||\\H\\Harold\\N\\ is here", "OBX|2|FT|||x\\XC3A9\\"))
    assert msg.texts == ["Harold is here\nxé"]
    out = render(msg, ["Bob|Jr is here\nxé"], [f.value for f in msg.fields], "N", "P")
    assert out_segments(out)[2:] == ["OBX|1|FT|||Bob\\F\\Jr is here", "OBX|2|FT|||x\\XC3A9\\"]


def test_custom_delimiters_and_newline_separators() -> None:
    msg = parse((DATA / "hl7_custom_delimiters.hl7").read_bytes())
    assert msg.texts[0] == "Adaeze Okonkwo seen today#ok*fine@well$done."
    assert (msg.note_id, msg.patient_id, msg.tenant) == ("CTRL-7781", "PX-20077", "SITE")
    new = "Ada O#ok " + msg.texts[0][15:]
    out = render(msg, [new, *msg.texts[1:]], [f.value for f in msg.fields], "NEW*ID", "P$1")
    segments = out_segments(out)
    assert segments[0].startswith("MSH#*$!@#CLINIC#")
    assert "#NEW!S!ID#" in segments[0]
    assert segments[1].startswith("PID#1##P!R!1***SITE*MR#")
    assert segments[3] == "OBX#1#TX#NOTE##Ada O!F!ok seen today!F!ok!S!fine!T!well!R!done."


def test_mllp_framing_and_crlf_are_accepted() -> None:
    framed = b"\x0b" + hl7("OBX|1|TX|||note").replace(b"\r", b"\r\n") + b"\x1c\r"
    msg = parse(framed)
    assert msg.texts == ["note"]
    assert render(msg, ["note"], [f.value for f in msg.fields], msg.note_id, "MRN1") == (
        hl7("OBX|1|TX|||note") + b"\r"
    )


def test_ids_come_from_txa_then_msh_and_pid3() -> None:
    msg = parse(hl7("TXA|1|DS|TX|||||||||DOC-1", "OBX|1|TX|||note"))
    assert (msg.note_id, msg.patient_id) == ("DOC-1", "MRN1")
    assert any(f.path == "MSH[0]-10[0].1.1" and f.label is Label.ID for f in msg.fields)
    bare = parse(b"\r".join([MSH.encode(), b"OBX|1|TX|||note"]))
    assert (bare.note_id, bare.patient_id, bare.metadata) == ("CTRL1", None, {"facility": "FAC"})


MDM_FIELDS = [
    ("PID[2]-3[1].1.1", "123-45-6789", Label.ID, Kind.ID),
    ("PID[2]-5[0].1.1", "Whitfield", Label.PATIENT, Kind.FAMILY),
    ("PID[2]-5[0].2.1", "Harold", Label.PATIENT, Kind.GIVEN),
    ("PID[2]-7[0].1.1", "19520714", Label.DATE, Kind.BIRTH_DATE),
    ("PID[2]-11[0].1.1", "418 Larkspur Lane", Label.LOCATION, Kind.STREET),
    ("PID[2]-11[0].5.1", "12545", Label.LOCATION, Kind.ZIP),
    ("PID[2]-13[1].4.1", "harold.w@example.com", Label.EMAIL, Kind.EMAIL),
    ("PID[2]-14[0].1.1", "(845)555-0199", Label.PHONE, Kind.PHONE),
    ("PID[2]-18[0].1.1", "ACCT7781234", Label.ID, Kind.ID),
    ("PID[2]-19[0].1.1", "123-45-6789", Label.ID, Kind.ID),
    ("NK1[3]-2[0].2.1", "Eleanor", Label.PERSON, Kind.GIVEN),
    ("NK1[3]-5[0].1.1", "(845)555-0143", Label.PHONE, Kind.PHONE),
    ("PV1[4]-7[0].2.1", "Okafor", Label.STAFF, Kind.FAMILY),
    ("PV1[4]-17[0].3.1", "Ravi", Label.STAFF, Kind.GIVEN),
    ("PV1[4]-19[0].1.1", "VN20240315001", Label.ID, Kind.ID),
    ("PV1[4]-45[0].1.1", "20240315140000", Label.DATE, Kind.DATE),
    ("TXA[5]-6[0].1.1", "20240314170000", Label.DATE, Kind.DATE),
    ("EVN[1]-5[0].2.1", "Reyes", Label.STAFF, Kind.FAMILY),
    ("MSH[0]-7[0].1.1", "20240315083012-0500", Label.DATE, Kind.DATE),
]


@pytest.mark.parametrize(("path", "value", "label", "kind"), MDM_FIELDS)
def test_mdm_structured_fields(path: str, value: str, label: Label, kind: Kind) -> None:
    msg = parse((DATA / "hl7_mdm_t02.hl7").read_bytes())
    found = {f.path: f for f in msg.fields}
    assert (found[path].value, found[path].label, found[path].kind) == (value, label, kind)


def test_mdm_known_values() -> None:
    msg = parse((DATA / "hl7_mdm_t02.hl7").read_bytes())
    assert msg.metadata["patient"] == {
        "name": "Harold James Whitfield",
        "mrn": "MRN4471239",
        "dob": "19520714",
        "phone": "(845)555-0142",
        "address": "418 Larkspur Lane, Millbrook, NY, 12545",
    }
    assert msg.metadata["relatives"] == [{"name": "Eleanor Rose Whitfield", "relation": "Spouse"}]
    assert {"name": "Chidi Okafor"} in msg.metadata["providers"]


def test_replaced_field_lands_in_its_component() -> None:
    msg = parse((DATA / "hl7_mdm_t02.hl7").read_bytes())
    values = [
        {"Whitfield": "Lamb^Jr", "(845)555-0143": "(200)555-0000"}.get(f.value, f.value)
        for f in msg.fields
    ]
    segments = out_segments(render(msg, msg.texts, values, msg.note_id, "MRN-NEW"))
    pid = "PID|1||MRN-NEW^^^GHH^MR~123-45-6789^^^SSA^SS||Lamb\\S\\Jr^Harold"
    assert segments[2].startswith(pid)
    assert segments[3] == (
        "NK1|1|Lamb\\S\\Jr^Eleanor^Rose|SPO^Spouse^HL70063|418 Larkspur Lane^^Millbrook^NY^12545"
        "|(200)555-0000"
    )


def test_undefined_segments_are_dropped_and_defined_ones_are_decided_by_type() -> None:
    msg = parse(hl7("OBX|1|TX|||note", "ZPI|1|Harold Whitfield|617-555-0199",
                    "AL1|1||PCN^Penicillin^^^Quennell", "PD1|||Whitfield Family Practice"))
    assert {(f.path, f.label) for f in msg.fields} >= {("PD1[5]-3[0].1.1", Label.HOSPITAL)}
    assert "Penicillin" in msg.texts  # CE.2 (text) goes to the recognizer
    out = render(msg, msg.texts, [f.value for f in msg.fields], "N", "P")
    segments = out_segments(out)
    assert [s.split("|", 1)[0] for s in segments] == ["MSH", "PID", "OBX", "AL1", "PD1"]
    assert segments[3] == "AL1|1||PCN^Penicillin^^^"  # CE.5, a lone unknown word, is dropped


NAMES_ANYWHERE = [
    ("PV1|1|I|ICU||||1234^Vollquist^Brisane", "providers", "Brisane Vollquist"),
    ("ORC|RE|ORD1||||||||||5678^Vollquist^Brisane", "providers", "Brisane Vollquist"),
    ("OBX|2|ST|X^y||ok||||||F|||||9012^Vollquist^Brisane", "providers", "Brisane Vollquist"),
    ("GT1|1||Vollquist^Brisane", "relatives", "Brisane Vollquist"),
    ("IN1|1|PLAN1||||||||||||||Vollquist^Brisane", "relatives", "Brisane Vollquist"),
    ("NK1|1|Roe^Ann~Vollquist^Brisane|SPO^Spouse", "relatives", "Brisane Vollquist"),
    ("OBX|2|ST|X^y||Vollquist^Brisane", None, None),  # a name in a text value: dropped
]


@pytest.mark.parametrize(("segment", "key", "name"), NAMES_ANYWHERE)
def test_a_name_in_any_segment_is_known(segment: str, key: str | None, name: str | None) -> None:
    msg = parse(hl7(segment, "OBX|1|TX|N||Seen today."))
    people = [p["name"] for k in ("relatives", "providers") for p in msg.metadata.get(k, [])]
    if key is None:
        assert "Brisane Vollquist" not in people
    else:
        assert name in [p["name"] for p in msg.metadata[key]]


def test_identifiers_of_any_segment_are_known() -> None:
    msg = parse(hl7("GT1|1||Roe^Al||9 Wexcombe Ln^^Millbrook^NY^12545|(845)555-0199",
                    "IN1|1|PLAN1" + "|" * 47 + "PN-448812",  # IN1-49, a CX
                    "OBX|1|TX|N||Seen today."))
    message = msg.metadata["message"]
    assert {"9 Wexcombe Ln", "Millbrook", "12545"} <= set(message["address"])
    assert message["phones"] == ["(845)555-0199"]
    assert "PN-448812" in message["ids"]
