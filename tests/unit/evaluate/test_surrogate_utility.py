"""Utility figures of a de-identified output: placeholders and one surrogate per gold entity."""

from __future__ import annotations

import pytest

from stream.evaluate.surrogates import as_predictions, entities, utility


def note(text: str, *mentions: tuple[str, str]) -> dict:
    """A gold note with a span at the first occurrence (after the previous one) of each value."""
    spans, at = [], 0
    for label, value in mentions:
        start = text.index(value, at)
        spans.append({"start": start, "end": start + len(value), "label": label})
        at = start + len(value)
    return {"id": "n1", "text": text, "spans": spans}


def replaced(gold: dict, *surrogates: str | None) -> dict:
    """The output of deid deidentify for `gold`, each span replaced by its surrogate (None:
    the span was not found, so the original stays)."""
    text, spans, cursor = "", [], 0
    for span, new in zip(gold["spans"], surrogates, strict=True):
        text += gold["text"][cursor:span["start"]]
        cursor = span["end"]
        if new is None:
            text += gold["text"][span["start"]:span["end"]]
            continue
        spans.append({"start": len(text), "end": len(text) + len(new), "label": span["label"],
                      "orig_start": span["start"], "orig_end": span["end"]})
        text += new
    return {"id": gold["id"], "text": text + gold["text"][cursor:], "spans": spans}


@pytest.mark.parametrize(
    ("gold", "groups"),
    [
        (note("dr healey saw pt; healey and Dr. H. agree", ("STAFF", "dr healey"),
              ("STAFF", "healey"), ("STAFF", "Dr. H.")), [3]),
        (note("Dr. Healey and Dr. Hart; Dr. H. later", ("STAFF", "Dr. Healey"),
              ("STAFF", "Dr. Hart"), ("STAFF", "Dr. H.")), [1, 1, 1]),  # H is ambiguous
        (note("kernan ew then kernan hosp", ("HOSPITAL", "kernan ew"),
              ("HOSPITAL", "kernan hosp")), [2]),
        (note("kernan hosp then keenan hosp", ("HOSPITAL", "kernan hosp"),
              ("HOSPITAL", "keenan hosp")), [1, 1]),  # two hospitals
        (note("Boston and BOSTON", ("LOCATION", "Boston"), ("LOCATION", "BOSTON")), [2]),
    ],
)
def test_gold_mentions_group_into_entities(gold, groups):
    assert [len(e) for e in entities(gold["text"], gold["spans"])] == groups


GOLD = note("dr healey and healey; from kernan ew to kernan hosp on 3/14",
            ("STAFF", "dr healey"), ("STAFF", "healey"), ("HOSPITAL", "kernan ew"),
            ("HOSPITAL", "kernan hosp"), ("DATE", "3/14"))


@pytest.mark.parametrize(
    ("surrogates", "one", "missed"),
    [
        (("dr mercer", "mercer", "darden ew", "darden hosp", "4/2"), 2, 0),
        (("dr mercer", "bryce", "darden ew", "huber hosp", "4/2"), 0, 0),
        (("dr mercer", "[STAFF]", "darden ew", "darden hosp", "4/2"), 1, 0),
        (("dr mercer", None, "darden ew", "darden hosp", "4/2"), 1, 1),
        # a facility's surrogate inside the other's: one name ("darden" of "darden falls")
        (("dr mercer", "mercer", "darden falls ew", "darden hosp", "4/2"), 2, 0),
        (("dr mercer", "mercer", "darden falls ew", "falls hosp", "4/2"), 2, 0),
        (("dr mercer", "mercer", "darden falls ew", "huber falls hosp", "4/2"), 1, 0),
    ],
)
def test_entity_consistency(surrogates, one, missed):
    result = utility([GOLD], [replaced(GOLD, *surrogates)])["entities"]
    assert result["several_forms"] == 2
    assert (result["one_surrogate"], result["missed_mention"]) == (one, missed)
    judged = 2 - missed
    assert result["share_one_surrogate"] == one / judged


def test_a_mention_found_as_two_spans_is_judged_as_the_reader_sees_it():
    # "PEXTON, TAYSON" found as two spans reads "MACARENO, NUNNERY": surname first, as the
    # gold mention, so it names the entity "Nephi Pexton" -> "Roland Macareno" names
    gold = note("PEXTON, TAYSON; grandfather Nephi Pexton", ("PATIENT", "PEXTON, TAYSON"),
                ("PERSON", "Nephi Pexton"))
    text = "MACARENO, NUNNERY; grandfather Roland Macareno"
    spans = [{"start": 0, "end": 8, "label": "PATIENT", "orig_start": 0, "orig_end": 6},
             {"start": 10, "end": 17, "label": "PATIENT", "orig_start": 8, "orig_end": 14},
             {"start": 31, "end": 46, "label": "PERSON", "orig_start": 28, "orig_end": 40}]
    result = utility([gold], [{"id": gold["id"], "text": text, "spans": spans}])["entities"]
    assert (result["several_forms"], result["one_surrogate"]) == (1, 1)


def test_placeholders_are_counted_by_label_and_policy():
    out = replaced(GOLD, "[STAFF]", "mercer", "darden ew", "darden hosp", "[DATE]")
    found = utility([GOLD], [out], redacted=frozenset({"DATE"}))["placeholders"]
    assert found == {"total": 2, "policy": 1, "no_surrogate": 1,
                     "by_label": {"DATE": 1, "STAFF": 1}}


def test_predictions_are_read_at_their_original_offsets():
    out = replaced(GOLD, "dr mercer", "mercer", "darden ew", "darden hosp", "4/2")
    spans = as_predictions([out])[0]["spans"]
    assert [(s["start"], s["end"]) for s in spans] == [(s["start"], s["end"])
                                                      for s in GOLD["spans"]]


@pytest.mark.parametrize("record", [{"id": "n1", "text": "x", "spans": [{"start": 0}]},
                                    {"id": "n1", "spans": []}, {"text": "x", "spans": []}])
def test_a_record_that_is_no_deidentified_output_is_refused_without_its_text(record):
    with pytest.raises(ValueError) as err:
        as_predictions([record])
    assert "x" not in str(err.value).replace("deidentif", "").replace("text", "")
