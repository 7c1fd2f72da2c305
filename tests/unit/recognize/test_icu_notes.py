"""The held-out ICU nursing benchmark's own shape: its mix of layouts, cases and PHI density.

tests/data/icu_notes.jsonl is built from tests/data/sources/icu_notes.txt by
scripts/build_benchmarks.py; tests/unit/evaluate/test_benchmark_sets.py checks that it is what
its source builds and holds the rules' floor. Nothing is tuned on it.
"""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from tests.gold_shape import assert_well_formed

ICU = Path(__file__).resolve().parents[3] / "tests" / "data" / "icu_notes.jsonl"
STYLES = {"systems", "shift_summary", "event", "family_contact", "transfer", "admission"}


@pytest.fixture(scope="module")
def notes() -> list[dict]:
    return [orjson.loads(line) for line in ICU.read_bytes().splitlines() if line.strip()]


def test_shape(notes) -> None:
    assert len(notes) >= 150
    assert_well_formed(notes)


def test_mix_of_layouts_cases_and_phi_density(notes) -> None:
    styles = {n["style"] for n in notes}
    assert styles == STYLES
    for n in notes:
        if n["case"] == "lower":
            assert n["text"] == n["text"].lower(), n["id"]
        elif n["case"] == "upper":
            assert n["text"] == n["text"].upper(), n["id"]
    share = {c: sum(n["case"] == c for n in notes) / len(notes) for c in ("lower", "upper")}
    assert 0.28 <= share["lower"] <= 0.4 and 0.2 <= share["upper"] <= 0.3, share
    without_phi = sum(not n["spans"] for n in notes) / len(notes)
    assert 0.07 <= without_phi <= 0.13
    labels = {x["label"] for n in notes for x in n["spans"]}
    assert {"PATIENT", "STAFF", "PERSON", "AGE", "DATE", "ID", "PHONE", "LOCATION",
            "HOSPITAL"} <= labels
