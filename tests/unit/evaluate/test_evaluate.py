"""stream.evaluate.scoring: matching, each metric, intervals, errors, and the gold corpus."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stream.core.categories import Label
from stream.core.spans import Span
from stream.evaluate.scoring import METRICS, evaluate, format_report, match_spans
from tests.gold_shape import assert_well_formed

GOLD_NOTES = Path(__file__).resolve().parents[2] / "data" / "gold_notes.jsonl"

TEXT = "Pt Marisol Quintero seen 03/14/2024 by Dr. Okafor, MRN 4471-229, BP 120/80."
#       0         1         2         3         4         5         6         7
#       0123456789012345678901234567890123456789012345678901234567890123456789012345
PATIENT = {"start": 3, "end": 19, "label": "PATIENT"}  # Marisol Quintero
DATE = {"start": 25, "end": 35, "label": "DATE"}  # 03/14/2024
STAFF = {"start": 43, "end": 49, "label": "STAFF"}  # Okafor
MRN = {"start": 55, "end": 63, "label": "ID"}  # 4471-229


def note(note_id: str = "n1", text: str = TEXT, spans: list[dict] | None = None) -> dict:
    """A gold record."""
    return {"id": note_id, "text": text, "spans": spans if spans is not None else []}


def pred(note_id: str = "n1", spans: list[dict] | None = None) -> dict:
    """A prediction record."""
    return {"id": note_id, "spans": spans if spans is not None else []}


def overall(result: dict, metric: str) -> float | None:
    """The overall point value of a metric."""
    return result["overall"]["metrics"][metric]["value"]


def category(result: dict, label: str, metric: str) -> float | None:
    """The point value of a metric for one category."""
    return result["categories"][label]["metrics"][metric]["value"]


def s(start: int, end: int, label: Label = Label.PERSON) -> Span:
    """A Span, briefly."""
    return Span(start, end, label)


GOLD_SPANS = [PATIENT, DATE, STAFF, MRN]


def test_spans_are_where_the_comments_say() -> None:
    assert [TEXT[x["start"] : x["end"]] for x in GOLD_SPANS] == [
        "Marisol Quintero",
        "03/14/2024",
        "Okafor",
        "4471-229",
    ]


# ---------------------------------------------------------------- whole-result cases


def test_perfect_prediction_scores_one_everywhere_and_redacts_no_non_phi() -> None:
    result = evaluate([note(spans=GOLD_SPANS)], [pred(spans=GOLD_SPANS)], bootstrap=50)
    for scope in [result["overall"], *result["categories"].values()]:
        for metric in METRICS:
            expected = 0.0 if metric == "nonphi_redaction" else 1.0
            assert scope["metrics"][metric]["value"] == expected, metric
    assert set(result["categories"]) == {"PATIENT", "DATE", "STAFF", "ID"}


@pytest.mark.parametrize("preds", [[], [pred(spans=[])]], ids=["no-line", "empty-spans"])
def test_empty_prediction(preds: list[dict]) -> None:
    result = evaluate([note(spans=GOLD_SPANS)], preds, bootstrap=20)
    assert overall(result, "span_recall") == 0.0
    assert overall(result, "span_precision") is None
    assert overall(result, "span_f1") == 0.0
    assert overall(result, "char_recall") == 0.0
    assert overall(result, "nonphi_redaction") == 0.0
    assert overall(result, "leak_free_notes") == 0.0
    counts = result["overall"]["counts"]
    assert (counts["notes"], counts["notes_with_phi"], counts["pred_spans"]) == (1, 1, 0)


def test_notes_without_phi_are_not_counted_for_leak_free() -> None:
    gold = [note("a", spans=[PATIENT]), note("b", text="Afebrile. Will follow up.")]
    result = evaluate(gold, [pred("a", spans=[PATIENT])], bootstrap=0)
    assert result["overall"]["counts"]["notes_with_phi"] == 1
    assert overall(result, "leak_free_notes") == 1.0


def test_no_gold_and_no_prediction_leaves_metrics_undefined() -> None:
    result = evaluate([note(text="Afebrile overnight.")], [], bootstrap=10)
    for metric in METRICS:
        if metric != "nonphi_redaction":
            assert overall(result, metric) is None, metric
    assert overall(result, "nonphi_redaction") == 0.0
    assert result["categories"] == {}


# ---------------------------------------------------------------- span matching


@pytest.mark.parametrize(
    ("gold", "predicted", "matched"),
    [
        ((0, 10), (0, 8), True),  # IoU 8/10 = 0.8 exactly
        ((0, 8), (0, 10), True),  # superset, 0.8
        ((0, 100), (0, 80), True),
        ((0, 100), (0, 79), False),  # 0.79
        ((0, 100), (10, 90), True),
        ((0, 100), (11, 90), False),
        ((10, 20), (8, 20), True),  # 10/12
        ((10, 20), (7, 20), False),  # 10/13
        ((10, 20), (20, 30), False),  # adjacent, no overlap
    ],
)
def test_iou_threshold(gold: tuple[int, int], predicted: tuple[int, int], matched: bool) -> None:
    assert bool(match_spans([s(*gold)], [s(*predicted)])) is matched


def test_iou_boundary_through_evaluate() -> None:
    text = "x" * 120
    gold = [note(text=text, spans=[{"start": 0, "end": 100, "label": "ID"}])]
    at = evaluate(gold, [pred(spans=[{"start": 0, "end": 80, "label": "ID"}])], bootstrap=0)
    below = evaluate(gold, [pred(spans=[{"start": 0, "end": 79, "label": "ID"}])], bootstrap=0)
    assert overall(at, "span_recall") == 1.0
    assert overall(below, "span_recall") == 0.0
    assert overall(below, "char_recall") == 0.79


def test_two_predictions_on_one_gold_span_count_once() -> None:
    result = evaluate([note(spans=[PATIENT])], [pred(spans=[PATIENT, PATIENT])], bootstrap=0)
    assert overall(result, "span_recall") == 1.0
    assert overall(result, "span_precision") == 0.5
    assert result["overall"]["counts"]["matched_gold"] == 1


def test_greedy_takes_the_best_overlap_first() -> None:
    gold = [s(0, 10), s(10, 20)]
    predicted = [s(1, 10), s(0, 10)]
    assert sorted(match_spans(gold, predicted)) == [(0, 1)]


def test_one_prediction_serves_one_of_two_gold_spans() -> None:
    assert len(match_spans([s(0, 10), s(0, 10)], [s(0, 10)])) == 1


def test_wrong_label_protects_but_is_not_strict() -> None:
    wrong = {**PATIENT, "label": "STAFF"}
    result = evaluate([note(spans=[PATIENT])], [pred(spans=[wrong])], bootstrap=0)
    assert overall(result, "span_recall") == 1.0
    assert overall(result, "span_f1") == 1.0
    assert overall(result, "strict_span_f1") == 0.0
    assert category(result, "PATIENT", "span_recall") == 1.0  # grouped by gold label
    assert category(result, "PATIENT", "span_precision") is None
    assert category(result, "STAFF", "span_precision") == 1.0  # grouped by predicted label
    assert category(result, "STAFF", "span_recall") is None


def test_strict_matching_is_separate_from_label_agnostic() -> None:
    gold = [s(0, 10, Label.PATIENT)]
    predicted = [s(0, 10, Label.STAFF), s(0, 9, Label.PATIENT)]
    assert match_spans(gold, predicted) == [(0, 0)]
    assert match_spans(gold, predicted, strict=True) == [(0, 1)]


# ---------------------------------------------------------------- character metrics


def test_punctuation_and_whitespace_do_not_count() -> None:
    text = "Smith, John (555) 010-2233 ok"
    gold = [{"start": 0, "end": 11, "label": "PERSON"}, {"start": 12, "end": 26, "label": "PHONE"}]
    parts = [
        {"start": 0, "end": 5, "label": "PERSON"},  # Smith
        {"start": 7, "end": 11, "label": "PERSON"},  # John
        {"start": 13, "end": 16, "label": "PHONE"},  # 555
        {"start": 18, "end": 26, "label": "PHONE"},  # 010-2233
        {"start": 26, "end": 27, "label": "ID"},  # the space after the phone
    ]
    result = evaluate([note(text=text, spans=gold)], [pred(spans=parts)], bootstrap=0)
    assert overall(result, "char_recall") == 1.0
    assert overall(result, "leak_free_notes") == 1.0
    assert overall(result, "nonphi_redaction") == 0.0
    assert result["overall"]["counts"]["gold_chars"] == 9 + 10
    assert result["overall"]["counts"]["nonphi_chars"] == 2
    assert overall(result, "span_recall") == 0.0  # split spans are not span matches


def test_non_phi_redaction_counts_letters_outside_gold() -> None:
    text = "Parkinson disease, seen by Ann Lee"
    gold = [{"start": 27, "end": 34, "label": "STAFF"}]
    fp = [{"start": 0, "end": 9, "label": "PERSON"}]  # Parkinson
    result = evaluate([note(text=text, spans=gold)], [pred(spans=fp)], bootstrap=0)
    assert result["overall"]["counts"]["nonphi_chars"] == 9 + 7 + 4 + 2
    assert overall(result, "nonphi_redaction") == pytest.approx(9 / 22)
    assert category(result, "PERSON", "nonphi_redaction") == pytest.approx(9 / 22)
    assert category(result, "STAFF", "nonphi_redaction") == 0.0


def test_leak_free_fails_on_a_one_character_miss() -> None:
    short = {**PATIENT, "end": PATIENT["end"] - 1}  # "Marisol Quinter"
    result = evaluate([note(spans=[PATIENT])], [pred(spans=[short])], bootstrap=0)
    assert overall(result, "span_recall") == 1.0  # IoU 15/16
    assert overall(result, "char_recall") == pytest.approx(14 / 15)
    assert overall(result, "leak_free_notes") == 0.0
    assert category(result, "PATIENT", "leak_free_notes") == 0.0


def test_leak_free_per_category() -> None:
    result = evaluate([note(spans=[PATIENT, DATE])], [pred(spans=[DATE])], bootstrap=0)
    assert category(result, "DATE", "leak_free_notes") == 1.0
    assert category(result, "PATIENT", "leak_free_notes") == 0.0
    assert overall(result, "leak_free_notes") == 0.0


# ---------------------------------------------------------------- labels and ages


def test_alias_labels_on_both_sides() -> None:
    gold = [{**PATIENT, "label": "NAME"}, {**MRN, "label": "MEDICAL_RECORD_NUMBER"}]
    predicted = [{**PATIENT, "label": "PERSON"}, {**MRN, "label": "ID"}]
    result = evaluate([note(spans=gold)], [pred(spans=predicted)], bootstrap=0)
    assert set(result["categories"]) == {"PERSON", "ID"}
    assert overall(result, "strict_span_f1") == 1.0


def test_exclude_ages_drops_unannotated_predicted_ages() -> None:
    text = "Pt is 45 years old, seen 03/14/2024."
    gold = [{"start": 25, "end": 35, "label": "DATE"}]
    age = {"start": 6, "end": 8, "label": "AGE"}
    records = [note(text=text, spans=gold)], [pred(spans=[*gold, age])]
    kept = evaluate(*records, bootstrap=0)
    dropped = evaluate(*records, exclude_ages=True, bootstrap=0)
    assert overall(kept, "span_precision") == 0.5
    assert overall(kept, "nonphi_redaction") > 0
    assert overall(dropped, "span_precision") == 1.0
    assert overall(dropped, "nonphi_redaction") == 0.0
    assert dropped["overall"]["counts"]["ignored_ages"] == 1
    assert (
        dropped["overall"]["counts"]["nonphi_chars"]
        == kept["overall"]["counts"]["nonphi_chars"] - 2
    )
    assert "AGE" not in dropped["categories"]


def test_exclude_ages_keeps_predicted_ages_on_gold_phi() -> None:
    as_age = {**DATE, "label": "AGE"}
    result = evaluate([note(spans=[DATE])], [pred(spans=[as_age])], exclude_ages=True, bootstrap=0)
    assert overall(result, "span_recall") == 1.0
    assert result["overall"]["counts"]["ignored_ages"] == 0


# ---------------------------------------------------------------- bootstrap


def varied_corpus(n: int = 40) -> tuple[list[dict], list[dict]]:
    """Notes whose predictions find some spans and miss others."""
    gold, preds = [], []
    for i in range(n):
        spans = GOLD_SPANS[: 1 + i % 4]
        found = spans[: max(0, len(spans) - i % 3)]
        gold.append(note(f"n{i}", spans=spans))
        preds.append(pred(f"n{i}", spans=found))
    return gold, preds


def test_interval_contains_the_point_estimate() -> None:
    result = evaluate(*varied_corpus(), bootstrap=500, seed=3)
    for scope in [result["overall"], *result["categories"].values()]:
        for metric, summary in scope["metrics"].items():
            if summary["value"] is not None:
                assert summary["low"] <= summary["value"] <= summary["high"], metric
    recall = result["overall"]["metrics"]["span_recall"]
    assert recall["low"] < recall["high"]


def test_interval_is_degenerate_when_all_notes_are_identical() -> None:
    gold = [note(f"n{i}", spans=GOLD_SPANS) for i in range(30)]
    preds = [pred(f"n{i}", spans=[PATIENT, DATE, {**STAFF, "end": 48}]) for i in range(30)]
    result = evaluate(gold, preds, bootstrap=200)
    for metric, summary in result["overall"]["metrics"].items():
        assert summary["low"] == summary["value"] == summary["high"], metric


def test_bootstrap_is_seeded() -> None:
    first = evaluate(*varied_corpus(), bootstrap=100, seed=7)
    assert evaluate(*varied_corpus(), bootstrap=100, seed=7) == first
    assert evaluate(*varied_corpus(), bootstrap=100, seed=8) != first


def test_no_bootstrap_gives_no_intervals() -> None:
    result = evaluate(*varied_corpus(), bootstrap=0)
    assert result["overall"]["metrics"]["span_recall"]["low"] is None
    with pytest.raises(ValueError, match="bootstrap"):
        evaluate(*varied_corpus(), bootstrap=-1)


def test_result_is_json_serialisable_and_reported() -> None:
    result = evaluate(*varied_corpus(), bootstrap=50)
    assert orjson.loads(orjson.dumps(result)) == result
    report = format_report(result)
    assert report.startswith("notes 40 ")
    for name in ["overall", "PATIENT", "DATE", "STAFF", "ID", "span R", "leak-free"]:
        assert name in report
    assert "no intervals" in format_report(evaluate(*varied_corpus(), bootstrap=0))


# ---------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("gold", "preds", "message"),
    [
        ([note("n1")], [pred("ghost")], "'ghost'"),
        ([note("n1")], [pred("n1", [{**PATIENT, "label": 5}])], "without a string label"),
        ([note("n1"), note("n1")], [], "duplicate gold"),
        ([note("n1")], [pred("n1"), pred("n1")], "duplicate prediction"),
        ([note("n1")], [pred("n1", [{"start": 5, "end": 500, "label": "ID"}])], "offsets"),
        ([note("n1")], [pred("n1", [{"start": 5, "end": 5, "label": "ID"}])], "offsets"),
        ([note("n1")], [pred("n1", [{"start": "5", "end": 9, "label": "ID"}])], "offsets"),
        ([note("n1")], [{**pred("n1"), "text": "other"}], "text differs"),
        ([note("n1")], [{"spans": []}], "without a string id"),
        ([{"id": "n1", "spans": []}], [], "'text'"),
        ([note("n1")], [{"id": "n1"}], "'spans'"),
    ],
)
def test_errors_name_ids_and_labels_never_text(gold: list, preds: list, message: str) -> None:
    with pytest.raises(ValueError, match=message) as info:
        evaluate(gold, preds, bootstrap=0)
    assert "Marisol" not in str(info.value)


# ---------------------------------------------------------------- properties


@st.composite
def scored_note(draw: st.DrawFn) -> tuple[str, list[Span], list[Span]]:
    """A text with random gold and predicted spans (gold spans disjoint)."""
    text = draw(st.text(alphabet="ab1 ,.-", min_size=1, max_size=60))
    cuts = sorted(draw(st.sets(st.integers(0, len(text)), max_size=8)))
    labels = st.sampled_from(list(Label))
    gold = [Span(a, b, draw(labels)) for a, b in zip(cuts[::2], cuts[1::2], strict=False) if a < b]
    bounds = st.tuples(st.integers(0, len(text)), st.integers(0, len(text)))
    pairs = draw(st.lists(bounds, max_size=6))
    predicted = [Span(min(p), max(p), draw(labels)) for p in pairs if p[0] != p[1]]
    return text, gold, predicted


def as_records(notes: list[tuple[str, list[Span], list[Span]]]) -> tuple[list[dict], list[dict]]:
    """Gold and prediction records from generated notes."""
    gold = [note(f"n{i}", text, [x.to_json() for x in g]) for i, (text, g, _) in enumerate(notes)]
    preds = [pred(f"n{i}", [x.to_json() for x in p]) for i, (_, _, p) in enumerate(notes)]
    return gold, preds


@settings(max_examples=60, deadline=None)
@given(st.lists(scored_note(), min_size=1, max_size=6))
def test_gold_as_prediction_is_perfect(notes: list) -> None:
    gold, _ = as_records(notes)
    result = evaluate(gold, [pred(g["id"], g["spans"]) for g in gold], bootstrap=20)
    for metric in METRICS:
        value = overall(result, metric)
        if metric == "nonphi_redaction":
            assert value in (0.0, None)
        else:
            assert value in (1.0, None)


@settings(max_examples=60, deadline=None)
@given(st.lists(scored_note(), min_size=1, max_size=6))
def test_metrics_are_fractions_and_strict_never_beats_agnostic(notes: list) -> None:
    result = evaluate(*as_records(notes), bootstrap=20)
    for scope in [result["overall"], *result["categories"].values()]:
        for summary in scope["metrics"].values():
            for x in summary.values():
                assert x is None or 0.0 <= x <= 1.0
    strict, agnostic = overall(result, "strict_span_recall"), overall(result, "span_recall")
    assert strict is None or strict <= agnostic


@settings(max_examples=40, deadline=None)
@given(st.lists(scored_note(), min_size=2, max_size=6))
def test_note_order_does_not_change_point_estimates(notes: list) -> None:
    gold, preds = as_records(notes)
    forward = evaluate(gold, preds, bootstrap=0)
    backward = evaluate(gold[::-1], preds[::-1], bootstrap=0)
    assert forward["overall"] == backward["overall"]


@settings(max_examples=100, deadline=None)
@given(scored_note())
def test_matches_are_one_to_one_and_above_threshold(generated: tuple) -> None:
    _, gold, predicted = generated
    matches = match_spans(gold, predicted)
    assert len({i for i, _ in matches}) == len({j for _, j in matches}) == len(matches)
    for i, j in matches:
        g, p = gold[i], predicted[j]
        inter = min(g.end, p.end) - max(g.start, p.start)
        union = max(g.end, p.end) - min(g.start, p.start)
        assert 5 * inter >= 4 * union


# ---------------------------------------------------------------- the gold mini-corpus


def load_corpus() -> list[dict]:
    """The hand-written gold notes."""
    return [orjson.loads(line) for line in GOLD_NOTES.read_bytes().splitlines() if line.strip()]


def test_corpus_shape() -> None:
    notes = load_corpus()
    assert len(notes) >= 60
    assert len({n["style"] for n in notes}) >= 12
    assert_well_formed(notes)


def test_corpus_metadata_values_appear_in_text() -> None:
    with_metadata = [n for n in load_corpus() if "metadata" in n]
    assert len(with_metadata) >= 8
    for n in with_metadata:
        meta = n["metadata"]
        values = [*meta["patient"].values()]
        values += [r["name"] for r in meta.get("relatives", [])]
        values += [p["name"] for p in meta.get("providers", [])]
        for value in values:
            assert value in n["text"], (n["id"], value)


def test_corpus_scores_perfectly_against_itself() -> None:
    notes = load_corpus()
    result = evaluate(notes, notes, bootstrap=0)
    assert overall(result, "span_f1") == 1.0
    assert overall(result, "leak_free_notes") == 1.0
