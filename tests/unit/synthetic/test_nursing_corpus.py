"""The ICU nursing register families: exact gold offsets and the phenomena they must produce."""

from __future__ import annotations

import random
import re

import pytest

from stream.core import lexicon
from stream.core.categories import Label
from stream.recognize.word_judgements import ICU_ABBREVIATIONS
from stream.synthetic import CorpusGenerator
from stream.synthetic.corpus import ALL_FAMILIES, has_phi, split_pool
from stream.synthetic.nursing import NURSING_FAMILIES
from stream.synthetic.nursing_slots import (
    HOSP_UNITS,
    HOSPITAL_WORDS,
    KIN,
    MISSPELLED_HOSPITAL,
    ROLES,
    SHIFTS,
    STRONG_CUES,
)
from stream.synthetic.slots import SlotFiller, new_cast
from stream.synthetic.values import Values

NAMES = frozenset(f.name for f in NURSING_FAMILIES)
YEARLESS = re.compile(r"\d{1,2}[/-]\d{1,2}")
RATIO = re.compile(r"\b\d+(?:\.\d+)?/\d+(?:/\d+)*\b")


@pytest.fixture(scope="module", params=["train", "heldout"])
def notes(request):
    return list(CorpusGenerator(11, request.param).notes_of(NAMES, 300))


def _spans(notes, label=None):
    """(note, span, value) for every span (of one label)."""
    return [
        (n, s, n.text[s.start : s.end])
        for n in notes
        for s in n.spans
        if label is None or s.label == label
    ]


def _before(note, span, width=20) -> str:
    return note.text[max(0, span.start - width) : span.start].lower()


def test_only_nursing_families_and_all_three(notes):
    assert {n.family for n in notes} == NAMES


def test_gold_offsets_are_exact_trimmed_and_disjoint(notes):
    for note in notes:
        end = 0
        for span in sorted(note.spans, key=lambda s: s.start):
            value = note.text[span.start : span.end]
            assert value and value == value.strip() and span.start >= end
            end = span.end


def test_offsets_match_the_filled_values():
    rng = random.Random(4)
    values = Values(rng)
    filler = SlotFiller(rng, values, new_cast(values))
    for slot in ("MD_RANGE", "MD_TIME", "HX_LIST", "KIN_FIRST", "ROLE_FIRST", "SIGN_ONE",
                 "CUE_PT", "CUE_DR", "CUE_KIN", "LOCAL_HOSP", "HOSP_INIT", "TOWN", "TOWN_ANY",
                 "HOSP_BARE", "HOSP_UNIT", "ORG"):
        for _ in range(30):
            segments = filler.fill("x {" + slot + "} y")
            assert any(label is not None for _, label in segments), slot
            assert all(text.strip() == text for text, label in segments if label), slot


def test_dates_without_a_year_beside_unlabelled_look_alikes(notes):
    dates = [v for _, _, v in _spans(notes, Label.DATE)]
    assert sum(bool(YEARLESS.fullmatch(v)) for v in dates) > 100
    mixed = 0
    for note in notes:
        labelled = {(s.start, s.end) for s in note.spans}
        ratios = [m for m in RATIO.finditer(note.text) if (m.start(), m.end()) not in labelled]
        has_date = any(YEARLESS.fullmatch(note.text[s.start : s.end]) for s in note.spans)
        mixed += bool(ratios) and has_date
    assert mixed > 50


@pytest.mark.parametrize("kind", ["", "VITAL", "VENT", "MED", "SCALE", "RANGE"])
def test_look_alike_slots_are_never_labelled(kind):
    rng = random.Random(9)
    values = Values(rng)
    filler = SlotFiller(rng, values, new_cast(values))
    slot = "{LOOK_" + kind + "}" if kind else "{LOOK}"
    for _ in range(200):
        segments = filler.fill(f"a {slot} b")
        assert all(label is None for _, label in segments)
        assert RATIO.search(segments[1][0]) or re.search(r"\d", segments[1][0])


def test_no_date_span_follows_a_look_alike_cue(notes):
    cues = ("pain", "bp", "abg", "percocet", "vicodin", "peep", "ps", "cpap", "bipap", "gcs",
            "strength", "pupils", "rate", "i/o", "pap", "sbp")
    for note, span, value in _spans(notes, Label.DATE):
        assert _before(note, span).split()[-1:] not in ([c] for c in cues), value
    text = "\n".join(n.text.lower() for n in notes)
    for sample in ("/10", "/325", "1/2 ns", "gcs"):
        assert sample in text


def test_history_years_two_and_four_digits_with_apostrophes(notes):
    years = [(n, s, v) for n, s, v in _spans(notes, Label.DATE) if re.fullmatch(r"\d{2}|\d{4}", v)]
    assert any(len(v) == 2 for _, _, v in years) and any(len(v) == 4 for _, _, v in years)
    assert any(n.text[s.start - 1] == "'" for n, s, _ in years)


@pytest.mark.parametrize("case", ["lower", "upper", "mixed"])
def test_case_variants(notes, case):
    def kind(text: str) -> str:
        return "lower" if text == text.lower() else "upper" if text == text.upper() else "mixed"

    assert sum(kind(n.text) == case for n in notes) >= 20


def test_hospitals_as_initialisms_local_names_and_misspellings(notes):
    values = [v for _, _, v in _spans(notes, Label.HOSPITAL)]
    assert any(re.fullmatch(r"[A-Za-z]{2,6}", v) and v.islower() for v in values)
    assert any(re.fullmatch(r"[A-Z]{2,6}", v) for v in values)
    assert any(w in v.lower() for v in values for w in MISSPELLED_HOSPITAL)
    endings = ("rehab", "nursing home", "manor", "ltac", "snf", "nh")
    assert any(v.lower().endswith(endings) for v in values)
    contexts = [_before(n, s) for n, s, _ in _spans(notes, Label.HOSPITAL)]
    assert any("transfer from" in c or "transferred from" in c for c in contexts)
    assert any(c.endswith("sent to ") for c in contexts)


def test_towns_after_lives_in(notes):
    assert any(_before(n, s).endswith("lives in ") for n, s, _ in _spans(notes, Label.LOCATION))


def test_kin_and_role_cued_first_names_some_lower_case(notes):
    persons = _spans(notes, Label.PERSON)
    staff = _spans(notes, Label.STAFF)
    assert any(_before(n, s).rstrip().split()[-1:] in ([k] for k in KIN) for n, s, _ in persons)
    assert any(_before(n, s, 30).rstrip().endswith(ROLES) for n, s, _ in staff)
    assert any(v.islower() and " " not in v for _, _, v in persons + staff)


def test_one_word_signatures_end_notes(notes):
    signed = 0
    for note in notes:
        last = note.text.rstrip().rsplit("\n", 1)[-1]
        names = [s for s in note.spans if s.label == Label.STAFF and s.end > len(note.text) - 12]
        signed += bool(names) and len(last.split()) <= 2 and " " not in note.text[
            names[-1].start : names[-1].end
        ]
    assert signed > 20


def test_rare_surnames_follow_strong_cues_and_are_in_no_census_list(notes):
    cued = [
        (n, s, v)
        for label in STRONG_CUES
        for n, s, v in _spans(notes, label)
        if _before(n, s, 8).strip().upper().split()[-1:] in ([c] for c in STRONG_CUES[label])
        and v.isupper()
    ]
    assert len(cued) > 20
    census = {n.upper() for n in lexicon.last_names()}
    slot_values = []
    for seed in range(200):
        rng = random.Random(seed)
        values = Values(rng)
        filler = SlotFiller(rng, values, new_cast(values))
        slot_values += [t for slot in ("CUE_PT", "CUE_DR", "CUE_KIN")
                        for t, label in filler.fill("{" + slot + "}") if label]
    assert sum(v not in census for v in slot_values) / len(slot_values) > 0.9


def test_heldout_templates_of_nursing_families_never_train():
    for family in NURSING_FAMILIES:
        for pool in (family.headers, family.body, family.closers):
            held, train = split_pool(pool, True), split_pool(pool, False)
            assert held and set(held).isdisjoint(train)
            assert any(has_phi(t) for t in train) and any(not has_phi(t) for t in train)


def test_nursing_families_use_only_their_own_templates(notes):
    assert all(not f.shared for f in NURSING_FAMILIES)
    assert len(ALL_FAMILIES) == len({f.name for f in ALL_FAMILIES})
    text = "\n".join(n.text.lower() for n in notes)
    assert "vital signs stable on room air" not in text


def _fill(slot: str, seeds: int = 200) -> list[list]:
    out = []
    for seed in range(seeds):
        rng = random.Random(seed)
        values = Values(rng)
        out.append(SlotFiller(rng, values, new_cast(values)).fill("{" + slot + "}"))
    return out


def test_bare_facility_names_initialisms_local_names_and_short_words():
    names = [t for segs in _fill("HOSP_BARE", 400) for t, label in segs if label]
    initialisms = [n for n in names if (re.fullmatch(r"[A-Za-z]{2,5}", n) and n.upper() == n)
                   or re.fullmatch(r"[a-z]{2,5}", n)]
    assert len(initialisms) > 40
    assert not {n.lower() for n in names} & ICU_ABBREVIATIONS
    plain = [n for n in names if not any(w in n.lower().split() for w in
                                         ("hospital", "hosp", "rehab", "home", "center"))]
    assert sum(len(n.split()) == 2 for n in plain) > 40  # "tarnwick point", "st ilse"
    assert sum(len(n.split()) == 1 and len(n) > 5 for n in plain) > 40  # "kellford"
    kinds = {n.lower() == n for n in names} | {n.upper() == n and n.lower() != n for n in names}
    assert kinds == {True, False}
    assert any(n.lower().endswith(("general", "memorial", "regional")) for n in names)


def test_a_unit_after_a_bare_facility_stays_outside_its_span():
    for segs in _fill("HOSP_UNIT"):
        (_, label), (unit, none) = segs
        assert label == Label.HOSPITAL and none is None and unit.strip() in HOSP_UNITS


def test_organisations_are_labelled_with_their_kind_word():
    values = [t for segs in _fill("ORG") for t, label in segs if label == Label.HOSPITAL]
    assert len(values) == 200 and all(len(v.split()) >= 2 for v in values)


def test_facilities_with_no_cue_word_before_them(notes):
    contexts = [_before(n, s, 30) for n, s, _ in _spans(notes, Label.HOSPITAL)]
    at_line_start = sum(c == "" or c.endswith("\n") or c.endswith(": ") for c in contexts)
    after_verb = sum(c.rstrip().endswith(("seen", "accepted at", "returning to", "then"))
                     for c in contexts)
    assert at_line_start > 10 and after_verb > 10
    values = [v.lower() for _, _, v in _spans(notes, Label.HOSPITAL)]
    no_care_word = [v for v in values if not any(w in v.split() for w in HOSPITAL_WORDS)]
    assert len(no_care_word) > len(values) / 2


def test_towns_without_lives_in(notes):
    contexts = [_before(n, s, 20) for n, s, _ in _spans(notes, Label.LOCATION)]
    assert sum(c.endswith(("driving from ", "called from ", "from ")) for c in contexts) > 5
    assert any(n.text[s.end : s.end + 9].lower().startswith((" resident", " pd")) for n, s, _ in
               _spans(notes, Label.LOCATION))


def test_yearless_dates_are_slashed_at_line_starts_beside_times_and_in_ranges(notes):
    dates = _spans(notes, Label.DATE)
    assert not any(re.fullmatch(r"\d{1,2}-\d{1,2}", v) for _, _, v in dates)
    assert sum(s.start == 0 or n.text[s.start - 1] == "\n" for n, s, _ in dates) > 20
    assert sum(bool(re.match(r" @?\d{4}\b", n.text[s.end : s.end + 6])) for n, s, _ in dates) > 20
    ranges = sum(bool(re.match(r"-\d{1,2}/\d{1,2}", n.text[s.end : s.end + 7]))
                 for n, s, _ in dates)
    assert ranges > 10


def test_dash_ranges_and_shift_times_stay_unlabelled_beside_dates(notes):
    both = 0
    for note in notes:
        labelled = [(s.start, s.end) for s in note.spans]
        lower = note.text.lower()
        negatives = [m for m in re.finditer(r"\b\d{1,4}[ap]?-\d{1,4}[ap]?s?\b", lower)
                     if not any(a <= m.start() < b for a, b in labelled)]
        both += bool(negatives) and any(s.label == Label.DATE for s in note.spans)
    assert both > 50
    text = "\n".join(n.text.lower() for n in notes)
    assert sum(shift in text for shift in SHIFTS) >= 5
