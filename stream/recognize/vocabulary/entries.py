"""Vocabulary entries and the three file formats that hold them.

YAML::

    deny:
      STAFF: [Jane Roe, "Okafor, Chidi"]
      HOSPITAL:
        - Springfield General Hospital
        - {term: SGH, context: required}
    allow: [Parkinson, Blue Ward]

CSV (a header row, then one entry a line; `category` empty for allow entries)::

    kind,category,term,context,variants
    deny,STAFF,Jane Roe,,
    deny,HOSPITAL,SGH,required,
    allow,,Parkinson,,

Plain text (`.txt`; one entry a line, `#` comments): the category or ALLOW, then the term; a
category ending in `?` marks a context-required entry (`HOSPITAL? SGH`).

`context` is `free`, `required` or `auto` (the default: required for terms of three letters or
fewer and for common English words). `variants` (default true) generates "Last, First",
initials and nicknames for names and initialisms for facilities and places.
Errors name the line or entry number, never the term.
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from typing import Any

import yaml

from stream.core.categories import Label
from stream.core.errors import DeidError

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when built in: 10x faster
CONTEXTS = frozenset({"free", "required", "auto"})
DENY, ALLOW = "deny", "allow"


class VocabularyError(DeidError):
    """A vocabulary file cannot be used; the message names where, never what."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One vocabulary line: a term to deny under `label`, or to allow (label None)."""

    kind: str
    term: str
    label: Label | None = None
    context: str = "auto"
    variants: bool = True

    def __repr__(self) -> str:  # the term is PHI
        return f"Entry(kind={self.kind!r}, label={self.label!r}, context={self.context!r})"


def parse_entries(data: bytes, suffix: str) -> list[Entry]:
    """The entries of a file's bytes, by its suffix (.yaml/.yml, .csv or .txt)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise VocabularyError("the file is not UTF-8 text") from None
    if suffix in (".yaml", ".yml"):
        return _from_yaml(text)
    if suffix == ".csv":
        return _from_csv(text)
    if suffix == ".txt":
        return _from_text(text)
    raise VocabularyError("unknown vocabulary format (use .yaml, .yml, .csv or .txt)")


def make_entry(kind: str, label: str | None, term: Any, context: Any = "auto",
               variants: Any = True, *, where: str) -> Entry:
    """A validated entry; `where` names its place in the file for errors."""
    if kind not in (DENY, ALLOW):
        raise VocabularyError(f"{where}: kind must be deny or allow")
    if not isinstance(term, str) or not any(c.isalnum() for c in term):
        raise VocabularyError(f"{where}: the term must be text with a letter or digit")
    context = context or "auto"
    if context not in CONTEXTS:
        raise VocabularyError(f"{where}: context must be free, required or auto")
    if not isinstance(variants, bool):
        raise VocabularyError(f"{where}: variants must be true or false")
    if kind == ALLOW:
        return Entry(ALLOW, term.strip(), None, context, False)
    try:
        category = Label(str(label or "").strip().upper())
    except ValueError:
        raise VocabularyError(f"{where}: unknown category") from None
    return Entry(DENY, term.strip(), category, context, variants)


def _from_yaml(text: str) -> list[Entry]:
    try:
        doc = yaml.load(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f" (line {mark.line + 1})" if mark is not None else ""
        raise VocabularyError(f"not valid YAML{where}") from None
    if not isinstance(doc, dict) or set(doc) - {DENY, ALLOW}:
        raise VocabularyError("the YAML must be a mapping with only deny and allow")
    deny = doc.get(DENY) or {}
    if not isinstance(deny, dict):
        raise VocabularyError("deny must map categories to lists of entries")
    entries: list[Entry] = []
    for label, items in deny.items():
        for n, item in enumerate(_as_list(items, f"deny.{label}"), 1):
            entries.append(_yaml_entry(DENY, str(label), item, f"deny.{label} entry {n}"))
    for n, item in enumerate(_as_list(doc.get(ALLOW) or [], ALLOW), 1):
        entries.append(_yaml_entry(ALLOW, None, item, f"allow entry {n}"))
    return entries


def _as_list(items: Any, where: str) -> list[Any]:
    if not isinstance(items, list):
        raise VocabularyError(f"{where} must be a list")
    return items


def _yaml_entry(kind: str, label: str | None, item: Any, where: str) -> Entry:
    if isinstance(item, dict):
        if set(item) - {"term", "context", "variants"}:
            raise VocabularyError(f"{where}: keys are term, context and variants")
        return make_entry(kind, label, item.get("term"), item.get("context"),
                          item.get("variants", True), where=where)
    return make_entry(kind, label, item, where=where)


def _from_csv(text: str) -> list[Entry]:
    rows = list(csv.reader(io.StringIO(text)))
    if not rows or [c.strip().lower() for c in rows[0][:3]] != ["kind", "category", "term"]:
        raise VocabularyError("line 1: the CSV header must begin kind,category,term")
    header = [c.strip().lower() for c in rows[0]]
    entries = []
    for n, row in enumerate(rows[1:], 2):
        if not any(cell.strip() for cell in row):
            continue
        cells = dict(zip(header, (c.strip() for c in row), strict=False))
        variants = cells.get("variants", "").lower()
        entries.append(make_entry(cells.get("kind", "").lower(), cells.get("category"),
                                  cells.get("term", ""), cells.get("context") or "auto",
                                  variants not in ("false", "no", "0"), where=f"line {n}"))
    return entries


def _from_text(text: str) -> list[Entry]:
    entries = []
    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        head, _, term = line.partition(" ")
        context = "required" if head.endswith("?") else "auto"
        head = head.rstrip("?")
        kind = ALLOW if head.lower() == ALLOW else DENY
        entries.append(make_entry(kind, None if kind == ALLOW else head, term.strip(), context,
                                  where=f"line {n}"))
    return entries
