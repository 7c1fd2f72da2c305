"""Titles join the name span right after them, and nothing else."""

from __future__ import annotations

import pytest

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.merge import merge
from stream.recognize.titles import attach_titles


def _name_after(text: str, name: str, label: Label = Label.STAFF) -> Span:
    start = text.index(name)
    return Span(start, start + len(name), label, "model", 0.9)


@pytest.mark.parametrize(
    ("text", "name", "expected"),
    [
        ("seen by Dr. Smith today", "Smith", "Dr. Smith"),
        ("seen by DR SMITH today", "SMITH", "DR SMITH"),
        ("seen by dr  Lee today", "Lee", "dr  Lee"),
        ("Mrs. L. Hernandez presented", "L. Hernandez", "Mrs. L. Hernandez"),
        ("Ms Okafor called", "Okafor", "Ms Okafor"),
        ("per Prof. Anand", "Anand", "Prof. Anand"),
        ("Doctor Rivera", "Rivera", "Doctor Rivera"),
        ("see doc tollefsrud", "tollefsrud", "doc tollefsrud"),
        ("chaplain Rev. Amos", "Amos", "Rev. Amos"),
        ("Mr.\tPaz", "Paz", "Mr.\tPaz"),
        ("interpreter Sra. Benitez-Orona", "Benitez-Orona", "Sra. Benitez-Orona"),
        ("FR. DOMINIC VISITED", "DOMINIC", "FR. DOMINIC"),
        ("per Sr. Benedicta", "Benedicta", "Sr. Benedicta"),
        # titles of other languages, ranks and an attorney's
        ("wife w/ro haregewoin asfaw at bs", "haregewoin asfaw", "w/ro haregewoin asfaw"),
        ("WIFE BÀ LÊ AT BS", "LÊ", "BÀ LÊ"),
        ("wife Kyria Roula here", "Roula", "Kyria Roula"),
        ('pt called "Abu Ali" by family', "Ali", "Abu Ali"),
        ('wife ("Umm Ali") at bs', "Ali", "Umm Ali"),
        ("PANI CELESTYNA RESTING", "CELESTYNA", "PANI CELESTYNA"),
        ("MEDICINE MAN HASTIIN ETSITTY COMING", "ETSITTY", "HASTIIN ETSITTY"),
        ("CONSULATE REP LIC. GASTÉLUM VISITED", "GASTÉLUM", "LIC. GASTÉLUM"),
        ("nephew, Doña Chayo's son", "Chayo", "Doña Chayo"),
        ("sheikh qorane in to pray", "qorane", "sheikh qorane"),
        ("chaplain capt. oberle called", "oberle", "capt. oberle"),
        ("her lawyer atty. harkness", "harkness", "atty. harkness"),
        ("Cpl. Teagarden present", "Teagarden", "Cpl. Teagarden"),
        ("14 capt tubes", "tubes", "tubes"),  # a rank only with its period
        # not a title before the name: the span stays as it is
        ("dr.lee saw her", "lee", "lee"),  # no space: the name strategy would not split it
        ("Dr.   Smith", "Smith", "Smith"),  # three spaces
        ("Dr.\nSmith", "Smith", "Smith"),  # a line break
        ("HYDR Smith", "Smith", "Smith"),  # 'dr' inside a word
        ("Dr. Jane Smith", "Jane Smith", "Dr. Jane Smith"),
        ("wife Rose", "Rose", "Rose"),
        ("14 Fr Blake to sxn", "Blake", "Blake"),  # a drain's size: "Fr" needs its period
        ("SR Smith", "Smith", "Smith"),
    ],
)
def test_title_joins_name(text: str, name: str, expected: str) -> None:
    (span,) = attach_titles([_name_after(text, name)], text)
    assert text[span.start:span.end] == expected
    assert (span.end, span.label, span.source, span.score) == (
        text.index(name) + len(name), Label.STAFF, "model", 0.9)


@pytest.mark.parametrize("label", [Label.PATIENT, Label.STAFF, Label.PERSON])
def test_every_name_label_takes_its_title(label: Label) -> None:
    text = "Mr. Smith"
    (span,) = attach_titles([_name_after(text, "Smith", label)], text)
    assert (span.start, span.label) == (0, label)


def test_other_labels_do_not_take_titles() -> None:
    text = "at Dr. Pepper Arena"
    span = _name_after(text, "Pepper Arena", Label.HOSPITAL)
    assert attach_titles([span], text) == [span]


@pytest.mark.parametrize(("text", "name", "expected", "label"), [
    ("pt on probation, PO Ms. Huckabay called", "Huckabay", "Ms. Huckabay", Label.PERSON),
    ("his coach mr. villalpando called", "villalpando", "mr. villalpando", Label.PERSON),
    ("per Dr. Ilori", "Ilori", "Dr. Ilori", Label.STAFF),
])
def test_a_one_word_place_after_a_title_is_a_name(text: str, name: str, expected: str,
                                                  label: Label) -> None:
    (span,) = attach_titles([_name_after(text, name, Label.LOCATION)], text)
    assert (text[span.start:span.end], span.label) == (expected, label)


def test_a_title_inside_the_span_before_is_left_to_it() -> None:
    text = "ID-DR Smith"
    before = Span(0, 5, Label.ID, "pattern:ids", 0.9)
    name = _name_after(text, "Smith")
    assert attach_titles([before, name], text) == [before, name]


def test_merge_output_carries_titles() -> None:
    text = "Discussed with Dr. Smith and Mrs. Jones."
    spans = [_name_after(text, "Smith"), _name_after(text, "Jones", Label.PATIENT)]
    assert [text[s.start:s.end] for s in merge(spans, text)] == ["Dr. Smith", "Mrs. Jones"]
