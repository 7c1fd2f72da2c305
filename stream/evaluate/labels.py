"""Which category a gold or predicted label names, for `deid eval` on any annotated set.

A label is one of ours (PATIENT, STAFF, ...), a known alias (core/categories.py: i2b2's DOCTOR,
ASQ-PHI's NAME ...) or, with `--label-map FILE`, whatever the file maps it to. A set whose
labels are none of these is still scored: its span, character and leak-free figures need no
category, so they are given and the per-category and label-strict figures are left out
(`LabelReader.unknown` names the labels that caused it). Example maps ship in
stream/data/label_maps/ (i2b2 and PhysioNet deid styles).

A label map is a JSON object: label name -> one of our categories (names compared without
case; a key starting with "_" is a comment). Labels are not PHI, so messages may name them.
"""

from __future__ import annotations

import json
from pathlib import Path

from stream.core.categories import Label, parse_label

__all__ = ["LabelReader", "read_label_map"]


def read_label_map(path: str | Path) -> dict[str, Label]:
    """Upper-cased label name -> category, from a JSON label-map file; ValueError when it is
    not a JSON object of names to categories."""
    try:
        raw = json.loads(Path(path).read_text("utf-8"))
    except (OSError, ValueError) as exc:
        raise ValueError(f"label map {str(path)!r}: cannot be read as JSON ({exc})") from None
    if not isinstance(raw, dict):
        raise ValueError(f"label map {str(path)!r}: not a JSON object")
    mapping: dict[str, Label] = {}
    for name, category in raw.items():
        if name.startswith("_"):
            continue
        if not isinstance(category, str):
            raise ValueError(f"label map: {name!r} maps to no category name")
        try:
            mapping[name.upper()] = parse_label(category)
        except ValueError:
            raise ValueError(f"label map: {name!r} maps to unknown category {category!r}") from None
    return mapping


class LabelReader:
    """Reads label names into categories; remembers the names it could not place."""

    def __init__(self, mapping: dict[str, Label] | None = None) -> None:
        self.mapping = mapping or {}
        self.unknown: set[str] = set()

    def read(self, name: str) -> Label:
        """The category of `name`; OTHER (remembered in `unknown`) when none is known."""
        mapped = self.mapping.get(name.upper())
        if mapped is not None:
            return mapped
        try:
            return parse_label(name, allow_aliases=True)
        except ValueError:
            self.unknown.add(name)
            return Label.OTHER

    @property
    def per_category(self) -> bool:
        """Whether every label was placed, so that per-category figures mean something."""
        return not self.unknown
