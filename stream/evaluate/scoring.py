"""Scoring predicted PHI spans against gold annotations (`deid eval`).

Records are the JSONL objects: gold ``{"id", "text", "spans"}``, predictions ``{"id", "spans"}``
(``text`` optional; when present it must equal the gold text). Notes pair by id; a gold note with
no prediction line predicts nothing; a prediction for an id absent from gold is an error. Labels
of both sides go through labels.py: ours, an alias, or a ``label_map``'s category; with a label
none of these places, only the overall figures are given (the label-strict ones undefined).
Error messages name ids and labels, never note text.

Span metrics. Gold and predicted spans are matched greedily and one-to-one: every pair whose
character-offset IoU is >= 0.8 (TIDE 2.0) is a candidate, candidates are taken by descending IoU
(ties: gold order, then prediction order), and a span takes part in at most one match. The
overall recall / precision / F1 use label-agnostic matching, because a PHI span found under the
wrong category is still protected. Per category, those same label-agnostic matches are grouped
by the gold label for recall and by the predicted label for precision; the category F1 is the
harmonic mean of the two. Label-strict figures come from a separate matching in which only pairs
with equal labels are candidates.

Character metrics count letters and digits only (``str.isalnum``): character recall is the share
of gold PHI characters covered by any prediction (per category: gold characters of that label);
non-PHI redaction is the share of characters outside every gold span covered by a prediction
(per category: covered by a prediction of that label); leak-free notes is the share of notes with
at least one gold span in which every gold character is covered (per category: notes with gold
spans of that label, all of whose characters are covered).

``exclude_ages`` (for corpora that leave ages < 90 unannotated): a predicted AGE span that
overlaps no gold span at all is dropped before every metric, and its characters leave the
non-PHI denominator (and numerator). Predicted AGE spans that overlap some gold span are kept,
so a true identifier found under the AGE label still counts; gold spans are never dropped.

Utility (overall only, utility.py): the share of non-PHI numbers redacted (ages apart) and of
clinical-vocabulary terms redacted, what the redaction costs a researcher.

Intervals are 95% percentile bootstrap intervals over notes: notes are resampled with
replacement, the per-note counts summed, and each metric recomputed. Resamples in which a
metric is undefined (zero denominator) are left out of its interval. Undefined values are None.
F1 is None when there are neither gold nor predicted spans; otherwise an undefined precision or
recall counts as 0.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from stream.core.categories import Label
from stream.core.spans import Span
from stream.evaluate.labels import LabelReader
from stream.evaluate.utility import UTILITY_COUNTS, utility_counts

__all__ = ["IOU_THRESHOLD", "METRICS", "UTILITY_METRICS", "evaluate", "format_report",
           "match_spans"]

IOU_THRESHOLD = 0.8
_IOU_NUM, _IOU_DEN = 4, 5  # IoU >= 4/5, compared exactly in integers
_CONFIDENCE = 0.95
_MAX_DRAWS = 4_000_000  # note draws held in memory at once while bootstrapping

METRICS: tuple[str, ...] = (
    "span_recall",
    "span_precision",
    "span_f1",
    "strict_span_recall",
    "strict_span_precision",
    "strict_span_f1",
    "char_recall",
    "nonphi_redaction",
    "leak_free_notes",
)
# Overall only: what the redaction cost (utility.py).
UTILITY_METRICS: tuple[str, ...] = (
    "nonphi_number_redaction",
    "nonphi_number_age_redaction",
    "clinical_term_redaction",
)
_STRICT = ("strict_span_recall", "strict_span_precision", "strict_span_f1")

_LABELS: tuple[Label, ...] = tuple(Label)
_INDEX = {label: i for i, label in enumerate(_LABELS)}
# Per-note sufficient statistics: one block of len(Label) columns per name (one per category) ...
_BLOCKS = (
    "gold",
    "pred",
    "hit_gold",
    "hit_pred",
    "strict",
    "gold_chars",
    "gold_cov",
    "nonphi_red",
    "phi_notes",
    "leak_free",
)
# ... and one column per name for the whole note (character unions, which blocks cannot sum).
_TOTALS = ("gold_chars", "gold_cov", "nonphi", "nonphi_red", "phi_notes", "leak_free", "ignored",
           *UTILITY_COUNTS)


def _layout() -> tuple[dict[str, int], dict[str, int], int]:
    """First column of each block, column of each total, and the number of columns."""
    k = len(_LABELS)
    blocks = {name: i * k for i, name in enumerate(_BLOCKS)}
    base = len(_BLOCKS) * k
    totals = {name: base + i for i, name in enumerate(_TOTALS)}
    return blocks, totals, base + len(_TOTALS)


_BLOCK, _TOTAL, _NCOLS = _layout()


def _col(name: str, label: Label | None) -> int:
    """Column of a count: the category's column in a block, or (None) the whole-note total."""
    return _TOTAL[name] if label is None else _BLOCK[name] + _INDEX[label]


@dataclass(frozen=True, slots=True)
class _Doc:
    """One scored note: its text, gold spans, kept predictions and dropped predicted ages."""

    id: str
    text: str
    gold: tuple[Span, ...]
    pred: tuple[Span, ...]
    ignored: tuple[Span, ...] = ()


# ---------------------------------------------------------------- reading records


def _note_id(record: Any, side: str) -> str:
    """The record's id as a string; ValueError when the record or its id is malformed."""
    if not isinstance(record, dict):
        raise ValueError(f"{side} record is not a JSON object")
    note_id = record.get("id")
    if isinstance(note_id, bool) or not isinstance(note_id, str | int) or note_id == "":
        raise ValueError(f"{side} record without a string id")
    return str(note_id)


def _is_offset(value: Any) -> bool:
    """True for an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def _parse_span(item: Any, note_id: str, text_len: int, side: str, labels: LabelReader) -> Span:
    """One span record as a Span; ValueError on bad offsets or a label that is no string."""
    if not isinstance(item, dict):
        raise ValueError(f"{side} note {note_id!r}: span is not a JSON object")
    start, end, name = item.get("start"), item.get("end"), item.get("label")
    if not (_is_offset(start) and _is_offset(end) and 0 <= start < end <= text_len):
        raise ValueError(f"{side} note {note_id!r}: invalid span offsets {start!r}..{end!r}")
    if not isinstance(name, str):
        raise ValueError(f"{side} note {note_id!r}: span without a string label")
    return Span(start, end, labels.read(name))


def _parse_spans(record: dict, note_id: str, text_len: int, side: str,
                 labels: LabelReader) -> tuple[Span, ...]:
    """All spans of a record, validated against the note length."""
    raw = record.get("spans")
    if not isinstance(raw, list):
        raise ValueError(f"{side} note {note_id!r}: 'spans' missing or not a list")
    return tuple(_parse_span(item, note_id, text_len, side, labels) for item in raw)


def _read_gold(gold: Iterable[dict],
               labels: LabelReader) -> dict[str, tuple[str, tuple[Span, ...]]]:
    """Gold notes by id, in file order."""
    notes: dict[str, tuple[str, tuple[Span, ...]]] = {}
    for record in gold:
        note_id = _note_id(record, "gold")
        if note_id in notes:
            raise ValueError(f"duplicate gold note id {note_id!r}")
        text = record.get("text")
        if not isinstance(text, str):
            raise ValueError(f"gold note {note_id!r}: 'text' missing or not a string")
        notes[note_id] = (text, _parse_spans(record, note_id, len(text), "gold", labels))
    return notes


def _read_pred(
    pred: Iterable[dict], notes: dict[str, tuple[str, tuple[Span, ...]]], labels: LabelReader
) -> dict[str, tuple[Span, ...]]:
    """Predicted spans by id, each id checked against the gold notes."""
    found: dict[str, tuple[Span, ...]] = {}
    for record in pred:
        note_id = _note_id(record, "prediction")
        if note_id not in notes:
            raise ValueError(f"prediction for note id {note_id!r}, which is not in the gold file")
        if note_id in found:
            raise ValueError(f"duplicate prediction for note id {note_id!r}")
        text = notes[note_id][0]
        if "text" in record and record["text"] != text:
            raise ValueError(f"prediction note {note_id!r}: text differs from the gold text")
        found[note_id] = _parse_spans(record, note_id, len(text), "prediction", labels)
    return found


def _overlaps(span: Span, others: Sequence[Span]) -> bool:
    """True when `span` shares at least one character with any of `others`."""
    return any(o.start < span.end and span.start < o.end for o in others)


def _split_ages(
    gold: Sequence[Span], pred: Sequence[Span]
) -> tuple[tuple[Span, ...], tuple[Span, ...]]:
    """(kept, dropped): predicted AGE spans overlapping no gold span are dropped."""
    kept, dropped = [], []
    for span in pred:
        unannotated = span.label is Label.AGE and not _overlaps(span, gold)
        (dropped if unannotated else kept).append(span)
    return tuple(kept), tuple(dropped)


def _pair(gold: Iterable[dict], pred: Iterable[dict], exclude_ages: bool,
          labels: LabelReader) -> list[_Doc]:
    """Gold and predicted spans paired by note id, in gold order."""
    notes = _read_gold(gold, labels)
    found = _read_pred(pred, notes, labels)
    docs = []
    for note_id, (text, gold_spans) in notes.items():
        pred_spans, ignored = found.get(note_id, ()), ()
        if exclude_ages:
            pred_spans, ignored = _split_ages(gold_spans, pred_spans)
        docs.append(_Doc(note_id, text, gold_spans, pred_spans, ignored))
    return docs


# ---------------------------------------------------------------- matching


def _candidates(
    gold: Sequence[Span], pred: Sequence[Span], strict: bool
) -> Iterator[tuple[float, int, int]]:
    """(-IoU, gold index, prediction index) for every pair with IoU >= 0.8."""
    order = sorted(range(len(pred)), key=lambda j: pred[j].start)
    starts = [pred[j].start for j in order]
    for i, g in enumerate(gold):
        # IoU >= 0.8 puts a prediction's start within a quarter of the gold length before it.
        lo, hi = bisect_left(starts, g.start - len(g)), bisect_left(starts, g.end)
        for j in order[lo:hi]:
            p = pred[j]
            if strict and p.label != g.label:
                continue
            inter = min(g.end, p.end) - max(g.start, p.start)
            union = max(g.end, p.end) - min(g.start, p.start)
            if inter > 0 and _IOU_DEN * inter >= _IOU_NUM * union:
                yield -inter / union, i, j


def match_spans(
    gold: Sequence[Span], pred: Sequence[Span], *, strict: bool = False
) -> list[tuple[int, int]]:
    """Greedy one-to-one (gold index, prediction index) matches with IoU >= 0.8."""
    used_gold: set[int] = set()
    used_pred: set[int] = set()
    matches = []
    for _, i, j in sorted(_candidates(gold, pred, strict)):
        if i not in used_gold and j not in used_pred:
            used_gold.add(i)
            used_pred.add(j)
            matches.append((i, j))
    return matches


# ---------------------------------------------------------------- per-note counts


def _mask(length: int, spans: Iterable[Span]) -> np.ndarray:
    """Boolean mask of the characters covered by `spans`."""
    mask = np.zeros(length, dtype=bool)
    for span in spans:
        mask[span.start : span.end] = True
    return mask


def _alnum(text: str) -> np.ndarray:
    """Boolean mask of the letters and digits of `text`."""
    return np.fromiter(map(str.isalnum, text), dtype=bool, count=len(text))


def _span_counts(row: np.ndarray, doc: _Doc) -> None:
    """Add span counts and label-agnostic and label-strict matches to a note's row."""
    for span in doc.gold:
        row[_col("gold", span.label)] += 1
    for span in doc.pred:
        row[_col("pred", span.label)] += 1
    for i, j in match_spans(doc.gold, doc.pred):
        row[_col("hit_gold", doc.gold[i].label)] += 1
        row[_col("hit_pred", doc.pred[j].label)] += 1
    for i, _ in match_spans(doc.gold, doc.pred, strict=True):
        row[_col("strict", doc.gold[i].label)] += 1


def _phi_counts(row: np.ndarray, label: Label | None, phi: np.ndarray, covered: np.ndarray) -> None:
    """Set gold-character, coverage and leak-free counts for one category (None: all)."""
    row[_col("gold_chars", label)] = phi.sum()
    row[_col("gold_cov", label)] = (phi & covered).sum()
    row[_col("phi_notes", label)] = 1
    row[_col("leak_free", label)] = not (phi & ~covered).any()


def _char_counts(row: np.ndarray, doc: _Doc) -> None:
    """Add the letter-and-digit character counts of a note to its row."""
    n = len(doc.text)
    alnum = _alnum(doc.text)
    covered = _mask(n, doc.pred)
    in_gold = _mask(n, doc.gold)
    ignored = alnum & _mask(n, doc.ignored) & ~in_gold
    nonphi = alnum & ~in_gold & ~ignored
    row[_TOTAL["nonphi"]] = nonphi.sum()
    row[_TOTAL["nonphi_red"]] = (nonphi & covered).sum()
    row[_TOTAL["ignored"]] = len(doc.ignored)
    ages = _mask(n, (s for s in doc.pred if s.label is Label.AGE))
    others = _mask(n, (s for s in doc.pred if s.label is not Label.AGE))
    for name, count in utility_counts(doc.text, in_gold | _mask(n, doc.ignored), others,
                                      ages).items():
        row[_TOTAL[name]] = count
    if doc.gold:
        _phi_counts(row, None, alnum & in_gold, covered)
    for label in {span.label for span in doc.gold}:
        phi = alnum & _mask(n, (s for s in doc.gold if s.label is label))
        _phi_counts(row, label, phi, covered)
    for label in {span.label for span in doc.pred}:
        redacted = nonphi & _mask(n, (s for s in doc.pred if s.label is label))
        row[_col("nonphi_red", label)] = redacted.sum()


def _doc_row(doc: _Doc) -> np.ndarray:
    """All sufficient statistics of one note, as one row of counts."""
    row = np.zeros(_NCOLS)
    _span_counts(row, doc)
    _char_counts(row, doc)
    return row


# ---------------------------------------------------------------- metrics from summed counts


def _ratio(num: np.ndarray, den: np.ndarray) -> np.ndarray:
    """num / den, NaN where den is 0."""
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(den > 0, num / den, np.nan)


def _f1(precision: np.ndarray, recall: np.ndarray, support: np.ndarray) -> np.ndarray:
    """Harmonic mean (undefined parts count 0), NaN when there are no spans at all."""
    p, r = np.nan_to_num(precision), np.nan_to_num(recall)
    with np.errstate(divide="ignore", invalid="ignore"):
        f1 = np.where(p + r > 0, 2 * p * r / (p + r), 0.0)
    return np.where(support > 0, f1, np.nan)


def _getter(sums: np.ndarray, label: Label | None) -> Callable[[str], np.ndarray]:
    """A function giving a summed count by name, for one category or (None) the whole note."""

    def get(name: str) -> np.ndarray:
        if label is not None or name in _TOTAL:
            return sums[..., _col(name, label)]
        start = _BLOCK[name]
        return sums[..., start : start + len(_LABELS)].sum(axis=-1)

    return get


def _metrics(sums: np.ndarray, label: Label | None) -> dict[str, np.ndarray]:
    """Every metric of METRICS from summed counts (any leading axes), overall or per label;
    overall, also those of UTILITY_METRICS."""
    get = _getter(sums, label)
    gold, pred = get("gold"), get("pred")
    recall, precision = _ratio(get("hit_gold"), gold), _ratio(get("hit_pred"), pred)
    strict_r, strict_p = _ratio(get("strict"), gold), _ratio(get("strict"), pred)
    utility = {} if label is not None else {
        "nonphi_number_redaction": _ratio(get("numbers_red"), get("numbers")),
        "nonphi_number_age_redaction": _ratio(get("numbers_red_age"), get("numbers")),
        "clinical_term_redaction": _ratio(get("terms_red"), get("terms")),
    }
    return utility | {
        "span_recall": recall,
        "span_precision": precision,
        "span_f1": _f1(precision, recall, gold + pred),
        "strict_span_recall": strict_r,
        "strict_span_precision": strict_p,
        "strict_span_f1": _f1(strict_p, strict_r, gold + pred),
        "char_recall": _ratio(get("gold_cov"), get("gold_chars")),
        "nonphi_redaction": _ratio(get("nonphi_red"), sums[..., _TOTAL["nonphi"]]),
        "leak_free_notes": _ratio(get("leak_free"), get("phi_notes")),
    }


def _bootstrap_sums(rows: np.ndarray, resamples: int, seed: int) -> np.ndarray:
    """Column sums of `resamples` resamples of the rows, drawn with replacement."""
    rng = np.random.default_rng(seed)
    n = len(rows)
    out = np.empty((resamples, rows.shape[1]))
    chunk = max(1, _MAX_DRAWS // n)
    for lo in range(0, resamples, chunk):
        size = min(chunk, resamples - lo)
        draws = rng.integers(0, n, size=(size, n)) + n * np.arange(size)[:, None]
        weights = np.bincount(draws.ravel(), minlength=size * n).reshape(size, n)
        out[lo : lo + size] = weights @ rows
    return out


def _value(x: np.ndarray | float) -> float | None:
    """A JSON number, or None for NaN."""
    x = float(x)
    return None if np.isnan(x) else x


def _interval(replicates: np.ndarray | None) -> tuple[float | None, float | None]:
    """Percentile interval of the defined replicates; (None, None) without any."""
    if replicates is None:
        return None, None
    defined = replicates[~np.isnan(replicates)]
    if defined.size == 0:
        return None, None
    tail = 100 * (1 - _CONFIDENCE) / 2
    low, high = np.percentile(defined, [tail, 100 - tail])
    return float(low), float(high)


def _summaries(
    point: np.ndarray, boot: np.ndarray | None, label: Label | None, per_category: bool = True
) -> dict[str, dict[str, float | None]]:
    """{metric: {"value", "low", "high"}} for one scope; without `per_category` (labels that
    name no category) the label-strict metrics are undefined."""
    values = _metrics(point, label)
    reps = _metrics(boot, label) if boot is not None else {}
    out = {}
    for name in METRICS + (UTILITY_METRICS if label is None else ()):
        if name in _STRICT and not per_category:
            out[name] = {"value": None, "low": None, "high": None}
            continue
        low, high = _interval(reps.get(name))
        out[name] = {"value": _value(values[name]), "low": low, "high": high}
    return out


def _counts(totals: np.ndarray, label: Label | None, notes: int) -> dict[str, int]:
    """Summed counts for one scope, as ints."""
    get = _getter(totals, label)
    counts = {"notes": notes} if label is None else {}
    counts |= {
        "notes_with_phi": get("phi_notes"),
        "gold_spans": get("gold"),
        "pred_spans": get("pred"),
        "matched_gold": get("hit_gold"),
        "matched_pred": get("hit_pred"),
        "strict_matched": get("strict"),
        "gold_chars": get("gold_chars"),
    }
    if label is None:
        counts |= {"nonphi_chars": get("nonphi"), "ignored_ages": get("ignored")}
        counts |= {f"utility_{name}": get(name) for name in UTILITY_COUNTS}
    return {key: int(value) for key, value in counts.items()}


def evaluate(
    gold: Iterable[dict],
    pred: Iterable[dict],
    *,
    exclude_ages: bool = False,
    bootstrap: int = 1000,
    seed: int = 0,
    label_map: dict[str, Label] | None = None,
) -> dict:
    """Score predictions against gold: counts and metrics, overall and per category (per
    category only when every label names a category: ours, an alias or `label_map`'s)."""
    if bootstrap < 0:
        raise ValueError("bootstrap must be >= 0")
    labels = LabelReader(label_map)
    docs = _pair(gold, pred, exclude_ages, labels)
    rows = np.array([_doc_row(doc) for doc in docs]).reshape(len(docs), _NCOLS)
    point = rows.sum(axis=0)
    boot = _bootstrap_sums(rows, bootstrap, seed) if bootstrap and docs else None
    present = [lb for lb in _LABELS if point[_col("gold", lb)] + point[_col("pred", lb)] > 0]
    return {
        "settings": {
            "iou_threshold": IOU_THRESHOLD,
            "confidence": _CONFIDENCE,
            "bootstrap": bootstrap,
            "seed": seed,
            "exclude_ages": exclude_ages,
            "label_map": label_map is not None,
            "unmapped_labels": sorted(labels.unknown),
        },
        "overall": {
            "counts": _counts(point, None, len(docs)),
            "metrics": _summaries(point, boot, None, labels.per_category),
        },
        "categories": {
            str(label): {
                "counts": _counts(point, label, len(docs)),
                "metrics": _summaries(point, boot, label),
            }
            for label in (present if labels.per_category else ())
        },
    }


# ---------------------------------------------------------------- report

_COLUMNS = (
    ("span_recall", "span R"),
    ("span_precision", "span P"),
    ("span_f1", "span F1"),
    ("strict_span_f1", "strict F1"),
    ("char_recall", "char R"),
    ("nonphi_redaction", "non-PHI"),
    ("leak_free_notes", "leak-free"),
)


def _pct(x: float | None) -> str:
    """A fraction as a percentage with two decimals; '-' when undefined."""
    return "-" if x is None else f"{100 * x:.2f}"


def _interval_cell(summary: dict[str, float | None]) -> str:
    """'[low, high]', or '' without an interval."""
    if summary["low"] is None:
        return ""
    return f"[{_pct(summary['low'])}, {_pct(summary['high'])}]"


def _table(rows: list[list[str]]) -> list[str]:
    """Left-aligned first column, right-aligned others, two spaces apart."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        rest = [cell.rjust(width) for cell, width in zip(row[1:], widths[1:], strict=True)]
        cells = [row[0].ljust(widths[0]), *rest]
        lines.append("  ".join(cells).rstrip())
    return lines


def _interval_note(settings: dict) -> str:
    """How the intervals were made, for the report header."""
    if not settings["bootstrap"]:
        return "no intervals"
    return (
        f"{round(100 * settings['confidence'])}% bootstrap intervals over notes "
        f"({settings['bootstrap']} resamples, seed {settings['seed']})"
    )


def _utility_line(overall: dict) -> str:
    """What the redaction cost: non-PHI numbers and clinical terms redacted."""
    c, m = overall["counts"], overall["metrics"]
    return (
        f"utility: non-PHI numbers redacted {_pct(m['nonphi_number_redaction']['value'])}% "
        f"({c['utility_numbers_red']} of {c['utility_numbers']}; as AGE apart: "
        f"{_pct(m['nonphi_number_age_redaction']['value'])}%), clinical terms redacted "
        f"{_pct(m['clinical_term_redaction']['value'])}% "
        f"({c['utility_terms_red']} of {c['utility_terms']})"
    )


def _unmapped_line(settings: dict) -> list[str]:
    """A line naming the labels that no category took, when there are any."""
    if not settings["unmapped_labels"]:
        return []
    names = ", ".join(repr(n) for n in settings["unmapped_labels"])
    return [f"labels without a category ({names}): overall figures only; per category needs "
            "--label-map FILE"]


def format_report(result: dict) -> str:
    """A readable plain-text table of an `evaluate` result: percentages, intervals beneath."""
    s, c = result["settings"], result["overall"]["counts"]
    head = [
        f"notes {c['notes']} ({c['notes_with_phi']} with PHI), gold spans {c['gold_spans']}, "
        f"predicted spans {c['pred_spans']}, gold PHI characters {c['gold_chars']}, "
        f"non-PHI characters {c['nonphi_chars']}",
        f"span match IoU >= {s['iou_threshold']}; "
        + _interval_note(s)
        + "; ages excluded: "
        + (f"yes ({c['ignored_ages']} predicted AGE spans dropped)" if s["exclude_ages"] else "no"),
        "span P/R/F1 are label-agnostic (per category: recall by gold label, precision by "
        "predicted label); characters are letters and digits only",
        _utility_line(result["overall"]),
        *_unmapped_line(s),
        "",
    ]
    rows = [["category", "gold", "pred"] + [title for _, title in _COLUMNS]]
    scopes = [("overall", result["overall"]), *result["categories"].items()]
    for name, scope in scopes:
        counts, metrics = scope["counts"], scope["metrics"]
        values = [_pct(metrics[key]["value"]) for key, _ in _COLUMNS]
        rows.append([name, str(counts["gold_spans"]), str(counts["pred_spans"]), *values])
        if s["bootstrap"]:
            rows.append(["", "", "", *(_interval_cell(metrics[key]) for key, _ in _COLUMNS)])
    return "\n".join(head + _table(rows)) + "\n"
