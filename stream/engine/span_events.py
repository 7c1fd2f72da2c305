"""Span-event encodings (schemas/span-event.schema.json) and the size budget they are made to fit.

A span event lists every span of a note with original and output coordinates: a note full of PHI
has one span every few characters, so as one JSON object per span (v1) its event can be several
times larger than the note. Encoding, by what fits the spans topic's message limit:

1. v1, one object per span, when it fits (the common case);
2. v2, columnar: one array per field, start and output start as deltas from the previous span of
   the same text, lengths instead of ends, label/source/strategy as indexes into small tables
   (about 22 bytes per span against v1's 140: perf/span_event_size.py);
3. v2 split into numbered parts (`part: [i, n]` and the `deid-part: i/n` header), each a valid
   event on its own, spans cut at span boundaries in order;
4. nothing, when even MAX_PARTS parts do not fit: the record goes to the DLQ instead.

`decode` reads any of them back (parts merged in order) for the replay's span cache.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import orjson

SCHEMA_V1 = "deid.span-event/v1"
SCHEMA_V2 = "deid.span-event/v2"
SCHEMAS = frozenset({SCHEMA_V1, SCHEMA_V2})
H_PART = "deid-part"
"""Header of a span event in parts: `i/n`, 1-based."""
MAX_PARTS = 64
PART_HEADER_BYTES = len(H_PART) + len(f"{MAX_PARTS}/{MAX_PARTS}")
SCORE_DIGITS = 4
_TABLES = ("label", "source", "strategy")


@dataclass(frozen=True, slots=True)
class SpanRow:
    """One span of a note: original and output coordinates, category, provenance, strategy."""

    start: int
    end: int
    label: str
    source: str
    score: float
    strategy: str
    out_start: int
    out_end: int


@dataclass(frozen=True, slots=True)
class TextSpans:
    """The spans of one text unit of a note (`path` addresses it in its format)."""

    path: str
    out_length: int
    spans: Sequence[SpanRow]


@dataclass(frozen=True, slots=True)
class Decoded:
    """A span event read back: its common fields and the spans of every text unit."""

    head: dict[str, Any]
    texts: list[TextSpans]


class SpanEventInvalid(ValueError):
    """Bytes that are not a (complete) span event."""


def encode(head: dict[str, Any], texts: Sequence[TextSpans], structured: list[dict[str, Any]],
           budget: int) -> list[bytes] | None:
    """The values of a note's span event, each at most `budget` bytes (None: it cannot fit)."""
    whole = orjson.dumps({"schema": SCHEMA_V1, **head,
                          "texts": [_v1_text(t) for t in texts], "structured": structured})
    if len(whole) <= budget:
        return [whole]
    rows = [(i, row) for i, text in enumerate(texts) for row in text.spans]
    count = 1
    while count <= min(MAX_PARTS, max(1, len(rows))):
        size = -(-len(rows) // count)
        chunks = [rows[at:at + size] for at in range(0, len(rows), size)] or [[]]
        parts = [_v2(head, texts, structured if i == 0 else [], chunk, (i + 1, len(chunks)))
                 for i, chunk in enumerate(chunks)]
        largest = max(len(p) for p in parts)
        if largest <= budget:
            return parts
        count = max(count + 1, math.ceil(count * largest / budget))
    return None


def _v1_text(text: TextSpans) -> dict[str, Any]:
    return {"path": text.path, "out_length": text.out_length,
            "spans": [{"start": s.start, "end": s.end, "label": s.label, "source": s.source,
                       "score": round(s.score, SCORE_DIGITS), "strategy": s.strategy,
                       "out_start": s.out_start, "out_end": s.out_end} for s in text.spans]}


def _v2(head: dict[str, Any], texts: Sequence[TextSpans], structured: list[dict[str, Any]],
        rows: list[tuple[int, SpanRow]], part: tuple[int, int]) -> bytes:
    """One compact (columnar) event holding `rows`, (text index, span) in text order."""
    tables: dict[str, dict[str, int]] = {name: {} for name in _TABLES}
    columns: dict[str, list[Any]] = {name: [] for name in
                                     ("start", "length", "label", "source", "score", "strategy",
                                      "out_start", "out_length")}
    counts = [0] * len(texts)
    previous: tuple[int, int, int] | None = None  # (text, start, out_start)
    for index, s in rows:
        counts[index] += 1
        same = previous is not None and previous[0] == index
        columns["start"].append(s.start - previous[1] if same else s.start)
        columns["out_start"].append(s.out_start - previous[2] if same else s.out_start)
        columns["length"].append(s.end - s.start)
        columns["out_length"].append(s.out_end - s.out_start)
        columns["score"].append(round(s.score, SCORE_DIGITS))
        for name in _TABLES:
            table = tables[name]
            columns[name].append(table.setdefault(getattr(s, name), len(table)))
        previous = (index, s.start, s.out_start)
    return orjson.dumps({
        "schema": SCHEMA_V2, **head, "part": list(part),
        "texts": [{"path": t.path, "out_length": t.out_length, "count": n}
                  for t, n in zip(texts, counts, strict=True)],
        "tables": {name: list(table) for name, table in tables.items()},
        "spans": columns, "structured": structured,
    })


def decode(values: Sequence[bytes]) -> Decoded:
    """A span event from its value, or from all its parts in order; SpanEventInvalid if not."""
    try:
        docs = [orjson.loads(v) for v in values]
        if not docs or any(d["schema"] not in SCHEMAS for d in docs):
            raise SpanEventInvalid("not a deid span event")
        if docs[0]["schema"] == SCHEMA_V1 and len(docs) == 1:
            return Decoded(_head(docs[0]), [_v1_read(t) for t in docs[0]["texts"]])
        return _v2_merge(docs)
    except SpanEventInvalid:
        raise
    except (KeyError, TypeError, IndexError, ValueError):  # orjson's decode error included
        raise SpanEventInvalid("not a deid span event") from None


def read_part(value: bytes) -> tuple[Decoded, int]:
    """One event value on its own, a part of a split event included, and its part number (1 for
    a whole event): what a reader that counts spans needs without the other parts."""
    try:
        doc = orjson.loads(value)
        if doc["schema"] == SCHEMA_V1:
            return Decoded(_head(doc), [_v1_read(t) for t in doc["texts"]]), 1
        if doc["schema"] != SCHEMA_V2:
            raise SpanEventInvalid("not a deid span event")
        spans: list[list[SpanRow]] = [[] for _ in doc["texts"]]
        _v2_read(doc, spans)
        return Decoded(_head(doc), _v2_texts(doc, spans)), int(doc["part"][0])
    except SpanEventInvalid:
        raise
    except (KeyError, TypeError, IndexError, ValueError):
        raise SpanEventInvalid("not a deid span event") from None


def _head(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items()
            if k not in {"schema", "part", "texts", "tables", "spans", "structured"}}


def _v1_read(doc: dict[str, Any]) -> TextSpans:
    return TextSpans(doc["path"], doc.get("out_length", 0),
                     [SpanRow(s["start"], s["end"], s["label"], s["source"], s["score"],
                              s.get("strategy", ""), s.get("out_start", 0), s.get("out_end", 0))
                      for s in doc["spans"]])


def _v2_merge(docs: list[dict[str, Any]]) -> Decoded:
    """Parts 1..n of one event (every one present, same texts) merged into one."""
    total = len(docs)
    if [d.get("part") for d in docs] != [[i + 1, total] for i in range(total)]:
        raise SpanEventInvalid("span event parts missing or out of order")
    first = docs[0]
    spans: list[list[SpanRow]] = [[] for _ in first["texts"]]
    for doc in docs:
        if [t["path"] for t in doc["texts"]] != [t["path"] for t in first["texts"]]:
            raise SpanEventInvalid("span event parts disagree")
        _v2_read(doc, spans)
    return Decoded(_head(first), _v2_texts(first, spans))


def _v2_texts(doc: dict[str, Any], spans: list[list[SpanRow]]) -> list[TextSpans]:
    return [TextSpans(t["path"], t["out_length"], rows)
            for t, rows in zip(doc["texts"], spans, strict=True)]


def _v2_read(doc: dict[str, Any], into: list[list[SpanRow]]) -> None:
    """Append the spans of one compact event to `into` (one list per text)."""
    cols, tables = doc["spans"], doc["tables"]
    at = 0
    for index, text in enumerate(doc["texts"]):
        start = out_start = 0
        for k in range(at, at + text["count"]):
            start = cols["start"][k] + (start if k > at else 0)
            out_start = cols["out_start"][k] + (out_start if k > at else 0)
            into[index].append(SpanRow(
                start, start + cols["length"][k], tables["label"][cols["label"][k]],
                tables["source"][cols["source"][k]], cols["score"][k],
                tables["strategy"][cols["strategy"][k]], out_start,
                out_start + cols["out_length"][k]))
        at += text["count"]
    if at != len(cols["start"]):
        raise SpanEventInvalid("span counts disagree with the columns")
