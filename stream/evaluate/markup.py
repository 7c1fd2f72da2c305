"""Gold notes written as marked-up text: `[[LABEL:value]]` around each PHI value.

A source file holds one annotated set: `#` comment lines first (what the set is), then notes,
each opened by a header line `=== {"id": ..., "style": ..., "case"?: ..., "metadata"?: ...}`
(a JSON object) and followed by its marked-up text up to the next header. The text is taken as
written, without its leading and trailing newlines. A header's `case` ("lower", "upper",
"mixed") is applied to the text and the values alike; its `metadata` must name only values that
occur in the text. A comment line `#! consistent-marking except: WORD ...` asks that a word of
three letters or more in a marked name or place never also occur unmarked in the same note,
except the listed generic words (hospital, county, ...). The records are `{"id", "style",
"case"?, "text", "spans", "metadata"?}`, spans `{"start", "end", "label"}` with 0-based,
end-exclusive offsets, as `deid eval` reads them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import orjson

from stream.core.categories import NAME_LABELS, Label, parse_label

HEADER = "=== "
MARK = re.compile(r"\[\[([A-Z]+):([^\[\]]+)\]\]")
CASES = ("lower", "upper", "mixed")
CONSISTENT_DIRECTIVE = "#! consistent-marking except:"
CONSISTENT_LABELS = frozenset({str(label) for label in NAME_LABELS} | {"LOCATION", "HOSPITAL"})


class MarkupError(ValueError):
    """A source file or a note in it is malformed (named by note id and position)."""


def apply_case(text: str, case: str | None) -> str:
    """The text in a note's case (None or "mixed": as written)."""
    return text.lower() if case == "lower" else text.upper() if case == "upper" else text


def parse_markup(note_id: str, markup: str, case: str | None = None) -> tuple[str, list[dict]]:
    """Plain text in the note's case, and its spans (start, end, label)."""
    parts: list[str] = []
    spans: list[dict] = []
    pos = length = 0
    for match in MARK.finditer(markup):
        before = apply_case(markup[pos:match.start()], case)
        try:
            label = parse_label(match.group(1))
        except ValueError:
            label = Label.OTHER
        value = apply_case(match.group(2), case)
        if label is Label.OTHER or not value or value != value.strip():
            raise MarkupError(f"{note_id}: bad mark at {match.start()}")
        parts += [before, value]
        spans.append({"start": length + len(before),
                      "end": length + len(before) + len(value), "label": str(label)})
        length += len(before) + len(value)
        pos = match.end()
    parts.append(apply_case(markup[pos:], case))
    text = "".join(parts)
    if "[[" in text or "]]" in text:
        raise MarkupError(f"{note_id}: unbalanced markup")
    return text, spans


def _metadata_values(metadata: dict[str, Any]) -> Iterator[str]:
    yield from metadata.get("patient", {}).values()
    for group in ("relatives", "providers"):
        yield from (entry["name"] for entry in metadata.get(group, []))


def record(header: dict[str, Any], markup: str) -> dict[str, Any]:
    """The gold record of one note: its header's fields, the plain text and the spans."""
    note_id, case = header["id"], header.get("case")
    if case is not None and case not in CASES:
        raise MarkupError(f"{note_id}: case must be one of {', '.join(CASES)}")
    text, spans = parse_markup(note_id, markup, case)
    out: dict[str, Any] = {"id": note_id, "style": header["style"]}
    if case is not None:
        out["case"] = case
    out |= {"text": text, "spans": spans}
    if "metadata" in header:
        if any(not value or value not in text for value in _metadata_values(header["metadata"])):
            raise MarkupError(f"{note_id}: a metadata value is empty or not in the text")
        out["metadata"] = header["metadata"]
    return out


def check_consistent_marking(rec: dict[str, Any], generic: frozenset[str]) -> None:
    """A word of a marked name or place must not also occur unmarked in the note."""
    text, covered = rec["text"], bytearray(len(rec["text"]))
    for span in rec["spans"]:
        covered[span["start"]:span["end"]] = b"\1" * (span["end"] - span["start"])
    for span in rec["spans"]:
        if span["label"] not in CONSISTENT_LABELS:
            continue
        for word in re.findall(r"[A-Za-z]{3,}", text[span["start"]:span["end"]]):
            if word.lower() in generic:
                continue
            for hit in re.finditer(rf"\b{re.escape(word)}\b", text, re.IGNORECASE):
                if not covered[hit.start()]:
                    raise MarkupError(f"{rec['id']}: a marked word also occurs unmarked at "
                                      f"{hit.start()}")


def _directive(lines: list[str]) -> frozenset[str] | None:
    """The generic words of a `#! consistent-marking except:` line, or None without one."""
    for line in lines:
        if line.startswith(CONSISTENT_DIRECTIVE):
            return frozenset(line[len(CONSISTENT_DIRECTIVE):].lower().split())
    return None


def _notes(lines: list[str], path: Path) -> Iterator[tuple[dict[str, Any], str]]:
    """(header, markup) of each note of a source file's lines."""
    header: dict[str, Any] | None = None
    body: list[str] = []
    for number, line in enumerate(lines, start=1):
        if line.startswith(HEADER):
            if header is not None:
                yield header, "\n".join(body).strip("\n")
            try:
                header = orjson.loads(line[len(HEADER):])
            except orjson.JSONDecodeError:
                raise MarkupError(f"{path.name}:{number}: the header is not JSON") from None
            if not isinstance(header, dict) or not {"id", "style"} <= header.keys():
                raise MarkupError(f"{path.name}:{number}: a header needs id and style")
            body = []
        elif header is not None:
            body.append(line)
        elif line.strip() and not line.startswith("#"):
            raise MarkupError(f"{path.name}:{number}: text before the first note header")
    if header is not None:
        yield header, "\n".join(body).strip("\n")


def read_source(path: Path) -> list[dict[str, Any]]:
    """The gold records of a source file, in file order; ids must be unique."""
    lines = path.read_text("utf-8").split("\n")
    records = [record(h, m) for h, m in _notes(lines, path)]
    if len({r["id"] for r in records}) != len(records):
        raise MarkupError(f"{path.name}: note ids are not unique")
    generic = _directive(lines)
    if generic is not None:
        for rec in records:
            check_consistent_marking(rec, generic)
    return records


def write_source(path: Path, comment: str, records: list[tuple[dict[str, Any], str]]) -> None:
    """A source file: the comment as `#` lines, then each (header, markup) note."""
    lines = [f"# {line}".rstrip() for line in comment.strip("\n").split("\n")]
    for header, markup in records:
        lines += ["", HEADER + orjson.dumps(header).decode(), markup]
    path.write_text("\n".join(lines) + "\n", "utf-8")
