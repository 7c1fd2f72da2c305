"""The checks every gold note set must pass: spans inside the text, trimmed, labelled, apart."""

from __future__ import annotations

from itertools import pairwise

from stream.core.categories import Label, parse_label


def assert_well_formed(notes: list[dict]) -> None:
    """Unique ids; each span in bounds, without edge whitespace, a real label, no overlaps."""
    assert len({n["id"] for n in notes}) == len(notes)
    for n in notes:
        spans = sorted(n["spans"], key=lambda x: (x["start"], x["end"]))
        for x in spans:
            assert 0 <= x["start"] < x["end"] <= len(n["text"]), n["id"]
            value = n["text"][x["start"] : x["end"]]
            assert value and value == value.strip(), (n["id"], x)
            assert parse_label(x["label"]) is not Label.OTHER, n["id"]
        for a, b in pairwise(spans):
            assert a["end"] <= b["start"], (n["id"], a, b)
