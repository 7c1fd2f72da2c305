"""The synthetic corpus: families, exact offsets, determinism, disjoint held-out templates."""

from __future__ import annotations

from collections import Counter

import pytest

from stream.core.categories import Label
from stream.synthetic import CorpusGenerator, NoteGenerator
from stream.synthetic.corpus import ALL_FAMILIES, has_phi, split_pool
from stream.synthetic.families import CLINICAL, FAMILIES, SHARED_PHI

REQUIRED = {
    "discharge_summary",
    "admission_hp",
    "soap_progress",
    "icu_nursing",
    "radiology",
    "pathology",
    "ed_triage",
    "operative",
    "consult_letter",
    "referral",
    "telephone_encounter",
    "portal_message",
    "med_reconciliation",
    "lab_comment",
    "transfer_summary",
}


@pytest.fixture(scope="module")
def train_notes():
    return list(CorpusGenerator(3, "train").notes(340))


def test_at_least_fifteen_families_including_the_required_ones():
    names = {f.name for f in FAMILIES}
    assert len(names) >= 15 and names >= REQUIRED


def test_spans_are_exact_trimmed_and_disjoint(train_notes):
    for note in train_notes:
        previous = 0
        for span in sorted(note.spans, key=lambda s: s.start):
            value = note.text[span.start : span.end]
            assert value and value == value.strip()
            assert span.start >= previous
            previous = span.end


def test_same_seed_same_notes_and_splits_differ():
    a = [n.text for n in CorpusGenerator(5, "train").notes(20)]
    assert a == [n.text for n in CorpusGenerator(5, "train").notes(20)]
    assert a != [n.text for n in CorpusGenerator(6, "train").notes(20)]
    assert set(a).isdisjoint(n.text for n in CorpusGenerator(5, "heldout").notes(20))


def test_heldout_templates_are_never_used_for_training():
    pools = [CLINICAL, SHARED_PHI] + [
        p for f in ALL_FAMILIES for p in (f.headers, f.body, f.closers)
    ]
    for pool in pools:
        if len(pool) >= 4:
            assert set(split_pool(pool, True)).isdisjoint(split_pool(pool, False))
            assert split_pool(pool, True)


def test_density_ranges_from_none_to_dense_and_icu_notes_are_sparse(train_notes):
    counts = [len(n.spans) for n in train_notes]
    assert min(counts) == 0 and max(counts) >= 15
    icu = [n for n in train_notes if n.family == "icu_nursing"]
    assert icu and sum(len(n.spans) for n in icu) / len(icu) < 4
    assert any(n.text.isupper() for n in icu)


def test_every_category_but_other_appears(train_notes):
    labels = Counter(s.label for n in train_notes for s in n.spans)
    assert set(Label) - {Label.OTHER} <= set(labels)


def test_hard_negatives_appear_unlabelled(train_notes):
    text = " ".join(n.text for n in train_notes)
    assert any(w in text.lower() for w in ("parkinson", "foley", "babinski"))


def test_has_phi_distinguishes_plain_slots():
    assert has_phi("Seen by {DR}.") and not has_phi("Continue {MED}.")


def test_legacy_generator_still_works():
    note = NoteGenerator(1).note(0)
    assert note.spans and all(note.text[s.start : s.end] for s in note.spans)
