"""Casing classes, BIO decoding to word-aligned character spans."""

from __future__ import annotations

import numpy as np
import pytest

from stream.core.categories import Label
from stream.recognize.model import encoding as enc_mod
from stream.recognize.model.decode import decode
from stream.recognize.model.encoding import Encoded, case_class
from stream.recognize.model.labels import NUM_TAGS, TAGS, begin, entity_of, inside, is_begin


@pytest.mark.parametrize(
    ("word", "cls"),
    [
        ("smith", enc_mod.CASE_LOWER),
        ("Smith", enc_mod.CASE_TITLE),
        ("SMITH", enc_mod.CASE_UPPER),
        ("J", enc_mod.CASE_INITIAL),
        ("McDonald", enc_mod.CASE_MIXED),
        ("1234", enc_mod.CASE_DIGIT),
        ("-", enc_mod.CASE_OTHER),
        ("Ñuñez", enc_mod.CASE_TITLE),
    ],
)
def test_case_class(word, cls):
    assert case_class(word) == cls


def test_tag_set_round_trips():
    assert TAGS[0] == "O" and 1 + 2 * len(Label) == NUM_TAGS
    for label in Label:
        assert entity_of(begin(label)) == label and is_begin(begin(label))
        assert entity_of(inside(label)) == label and not is_begin(inside(label))


def _encoded(text: str, pieces: list[tuple[int, int, int]]) -> Encoded:
    """Tokens as (start, end, word)."""
    offsets = np.array([[s, e] for s, e, _ in pieces], dtype=np.int64)
    words = np.array([w for _, _, w in pieces], dtype=np.int64)
    n = len(pieces)
    return Encoded(np.zeros(n, dtype=np.int64), offsets, words, np.zeros(n, dtype=np.int64))


def _logits(tags: list[int]) -> np.ndarray:
    out = np.zeros((len(tags), NUM_TAGS), dtype=np.float32)
    for i, t in enumerate(tags):
        out[i, t] = 5.0
    return out


def test_decode_joins_bio_runs_and_trims_separators():
    text = "Seen by Anna Smith, then 555-1234."
    # words: Seen by Anna Smith , then 555 - 1234 .
    pieces = [
        (0, 4, 0),
        (5, 7, 1),
        (8, 10, 2),
        (10, 12, 2),
        (13, 18, 3),
        (18, 19, 4),
        (20, 24, 5),
        (25, 28, 6),
        (28, 29, 7),
        (29, 33, 8),
        (33, 34, 9),
    ]
    o, bs, is_, bp, ip = (
        0,
        begin(Label.STAFF),
        inside(Label.STAFF),
        begin(Label.PHONE),
        inside(Label.PHONE),
    )
    tags = [o, o, bs, is_, is_, is_, o, bp, ip, ip, o]
    spans = decode(text, _encoded(text, pieces), _logits(tags))
    got = [(text[s.start : s.end], s.label) for s in spans]
    assert got == [("Anna Smith", Label.STAFF), ("555-1234", Label.PHONE)]
    assert all(0.0 < s.score <= 1.0 and s.source == "model" for s in spans)


def test_decoded_names_take_the_title_before_them():
    text = "Dr. Kettleworth"
    pieces = [(0, 2, 0), (2, 3, 1), (4, 15, 2)]
    tags = [0, 0, begin(Label.STAFF)]
    spans = decode(text, _encoded(text, pieces), _logits(tags))
    assert [(text[s.start : s.end], s.label) for s in spans] == [(text, Label.STAFF)]


def test_a_span_of_only_punctuation_is_dropped():
    text = "7a - 7p"
    pieces = [(0, 2, 0), (3, 4, 1), (5, 7, 2)]
    spans = decode(text, _encoded(text, pieces), _logits([0, begin(Label.ID), 0]))
    assert spans == []


def test_a_run_across_a_line_break_becomes_one_span_a_line():
    text = "Ravenwood Avenue\nEdgewater"
    pieces = [(0, 9, 0), (10, 16, 1), (17, 26, 2)]
    tags = [begin(Label.LOCATION), inside(Label.LOCATION), inside(Label.LOCATION)]
    spans = decode(text, _encoded(text, pieces), _logits(tags))
    assert [text[s.start : s.end] for s in spans] == ["Ravenwood Avenue", "Edgewater"]
    assert len({s.score for s in spans}) == 1


def test_sub_tokens_of_a_word_vote_together():
    text = "Kettleworth"
    pieces = [(0, 6, 0), (6, 11, 0)]
    tags = [begin(Label.PATIENT), 0]
    logits = _logits(tags)
    logits[1, 0] = 3.0
    logits[1, inside(Label.PATIENT)] = 2.0
    spans = decode(text, _encoded(text, pieces), logits)
    assert [(s.start, s.end) for s in spans] == [(0, 11)]


def test_new_begin_splits_spans_and_label_change_splits():
    text = "Ann Bob"
    pieces = [(0, 3, 0), (4, 7, 1)]
    spans = decode(
        text, _encoded(text, pieces), _logits([begin(Label.PERSON), begin(Label.PERSON)])
    )
    assert [(s.start, s.end) for s in spans] == [(0, 3), (4, 7)]
    spans = decode(
        text, _encoded(text, pieces), _logits([begin(Label.PERSON), inside(Label.STAFF)])
    )
    assert [s.label for s in spans] == [Label.PERSON, Label.STAFF]


def test_empty_encoding_decodes_to_nothing():
    empty = Encoded(
        *(np.zeros(0, dtype=np.int64) for _ in range(1)),
        np.zeros((0, 2), dtype=np.int64),
        np.zeros(0, dtype=np.int64),
        np.zeros(0, dtype=np.int64),
    )
    assert decode("", empty, np.zeros((0, NUM_TAGS), dtype=np.float32)) == []
