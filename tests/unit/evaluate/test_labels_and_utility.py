"""`deid eval` on gold in other label sets (with and without a label map), and its utility
figures: non-PHI numbers and clinical terms redacted."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from stream.core.categories import Label
from stream.evaluate.labels import read_label_map
from stream.evaluate.scoring import UTILITY_METRICS, evaluate, format_report

DATA = Path(__file__).resolve().parents[2] / "data" / "label_styles"
MAPS = Path(__file__).resolve().parents[3] / "stream" / "data" / "label_maps"


def _read(name: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / name).read_text().splitlines()]


def _perfect(gold: list[dict]) -> list[dict]:
    """Predictions covering every gold span under one of our labels."""
    return [{"id": r["id"], "spans": [{**s, "label": "OTHER"} for s in r["spans"]]} for r in gold]


@pytest.mark.parametrize("name", ["i2b2_style.jsonl", "physionet_style.jsonl"])
def test_other_label_sets_are_scored_overall_without_a_map(name: str) -> None:
    gold = _read(name)
    result = evaluate(gold, _perfect(gold), bootstrap=0)
    overall = result["overall"]["metrics"]
    assert overall["char_recall"]["value"] == 1.0
    assert overall["leak_free_notes"]["value"] == 1.0
    assert overall["strict_span_f1"]["value"] is None  # labels name no category
    assert result["categories"] == {}
    assert "--label-map" in format_report(result)


@pytest.mark.parametrize(("name", "label_map", "category", "source_label"), [
    ("i2b2_style.jsonl", "i2b2.json", "STAFF", "DOCTOR"),
    ("i2b2_style.jsonl", "i2b2.json", "OTHER", "PROFESSION"),
    ("physionet_style.jsonl", "physionet_deid.json", "PATIENT", "Patient Name"),
    ("physionet_style.jsonl", "physionet_deid.json", "PERSON", "Relative Name"),
])
def test_a_label_map_gives_per_category_figures(name: str, label_map: str, category: str,
                                                source_label: str) -> None:
    gold = _read(name)
    mapping = read_label_map(MAPS / label_map)
    assert mapping[source_label.upper()] is Label(category)
    result = evaluate(gold, _perfect(gold), bootstrap=0, label_map=mapping)
    assert result["settings"]["unmapped_labels"] == []
    assert result["categories"][category]["metrics"]["span_recall"]["value"] == 1.0


@pytest.mark.parametrize(("content", "message"), [
    ("[1, 2]", "not a JSON object"),
    ('{"DOCTOR": "SURGEON"}', "unknown category 'SURGEON'"),
    ('{"DOCTOR": 3}', "no category name"),
    ("{not json", "cannot be read"),
])
def test_a_malformed_label_map_is_refused(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "map.json"
    path.write_text(content)
    with pytest.raises(ValueError, match=message):
        read_label_map(path)


TEXT = "bp 90s/30-40s, hr 70-80s on lasix; wife Ines called 2/14, pt is 67."
GOLD = [{"start": TEXT.index("Ines"), "end": TEXT.index("Ines") + 4, "label": "PERSON"},
        {"start": TEXT.index("2/14"), "end": TEXT.index("2/14") + 4, "label": "DATE"}]


def _utility(pred: list[dict], **options: bool) -> dict:
    result = evaluate([{"id": "u", "text": TEXT, "spans": GOLD}], [{"id": "u", "spans": pred}],
                      bootstrap=0, **options)
    return {name: result["overall"]["metrics"][name]["value"] for name in UTILITY_METRICS}


def _at(value: str, label: str) -> dict:
    return {"start": TEXT.index(value), "end": TEXT.index(value) + len(value), "label": label}


@pytest.mark.parametrize(("pred", "numbers", "as_age", "terms"), [
    ([], 0.0, 0.0, 0.0),
    (GOLD, 0.0, 0.0, 0.0),  # real PHI redacted costs nothing
    ([*GOLD, _at("90s/30-40s", "DATE")], 3 / 6, 0.0, 0.0),  # 90, 30, 40 of 90 30 40 70 80 67
    ([*GOLD, _at("lasix", "PERSON")], 0.0, 0.0, 1 / 3),  # of "hr", "pt" and "lasix"
    ([*GOLD, _at("67", "AGE")], 0.0, 1 / 6, 0.0),  # an age the policy keeps is counted apart
])
def test_utility_counts_non_phi_numbers_and_clinical_terms(
        pred: list[dict], numbers: float, as_age: float, terms: float) -> None:
    figures = _utility(pred)
    assert figures == {"nonphi_number_redaction": numbers, "nonphi_number_age_redaction": as_age,
                       "clinical_term_redaction": terms}


def test_excluded_ages_leave_the_number_count() -> None:
    figures = _utility([*GOLD, _at("67", "AGE")], exclude_ages=True)
    assert figures["nonphi_number_age_redaction"] == 0.0
