"""perf/utility_figures.py: a set de-identified and scored as `deid eval --deidentified` does,
and the table written into docs/surrogates.md."""

from __future__ import annotations

import pytest

from perf.utility_figures import DOC, MARKERS, figures, table


def _note(note_id: str, text: str, *mentions: tuple[str, str]) -> dict:
    spans, at = [], 0
    for label, value in mentions:
        start = text.index(value, at)
        spans.append({"start": start, "end": start + len(value), "label": label})
        at = start + len(value)
    return {"id": note_id, "text": text, "spans": spans}


NOTES = [
    _note("a", "Seen by Dr. Healey at Kernan Hospital. Healey called Kernan back. BP 120/80.",
          ("STAFF", "Dr. Healey"), ("HOSPITAL", "Kernan Hospital"), ("STAFF", "Healey"),
          ("HOSPITAL", "Kernan")),
    _note("b", "No PHI here: HR 88, RR 18, sat 97%."),
]


@pytest.fixture(scope="module")
def rules_figures() -> dict:
    return figures(NOTES, "rules")


def test_a_set_is_scored_on_its_deidentified_output(rules_figures: dict) -> None:
    assert rules_figures["char_recall"] == 1.0
    assert rules_figures["nonphi_number_redaction"] == 0.0
    assert rules_figures["placeholders"]["total"] == 0
    entities = rules_figures["entities"]
    assert (entities["several_forms"], entities["one_surrogate"]) == (2, 2)


def test_the_table_has_a_row_per_set_and_recognizer(rules_figures: dict) -> None:
    text = table({"icu_notes": {"rules": rules_figures}, "gold_notes": {"rules": rules_figures}},
                 {"icu_notes": 2, "gold_notes": 2}, "2026-12-05")
    assert text.startswith("Measured 2026-12-05 by `python perf/utility_figures.py")
    assert "| **icu_notes (held out)** | 2 | rules | 1.000 | 0.00% | 0 / 0 | 2 of 2 (100%), " \
           "0 missed |" in text
    assert "| gold_notes | 2 | rules |" in text


def test_the_document_has_the_markers() -> None:
    doc = DOC.read_text("utf-8")
    assert doc.index(MARKERS[0]) < doc.index(MARKERS[1])
