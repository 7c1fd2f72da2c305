"""Leak probe: run crafted records through the worker's transform and search every output for
the values planted in them.

A probe case is one input record with made-up identifiers planted in it. After the transform,
every record it produced (output, span event or DLQ record: value, key and headers) and the log
lines written meanwhile are searched for each planted value in the forms a reader could recover:
raw and case-folded, digits with any separators, after decoding base64 runs, XML/HTML
entities and HL7 v2 escapes, and with zero-width and other format characters removed and
fullwidth forms folded (NFKC). Used by the per-format probe suites beside this file.
"""

from __future__ import annotations

import base64
import binascii
import html
import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from stream.engine.engine import Engine, KeyCache, Outcome
from stream.engine.records import SourceRecord

HL7_CT = "x-application/hl7-v2+er7"
FHIR_CT = "application/fhir+json"
JSON_CT = "application/json"

_BASE64_RUN = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")
_HL7_ESCAPE = re.compile(r"\\(?:[FSTRE]|X[0-9A-Fa-f]+|\.br|H|N)\\")
_HL7_PLAIN = {"F": "|", "S": "^", "T": "&", "R": "~", "E": "\\", ".br": "\n", "H": "", "N": ""}
_NON_DIGIT = re.compile(r"\D+")
_JSON_ESCAPE = re.compile(r"\\u([0-9A-Fa-f]{4})")
MIN_DIGITS = 5
"""Digit-only forms of shorter values match too much to be evidence of a leak."""


@dataclass(frozen=True, slots=True)
class Case:
    """One probe record: the bytes sent, its content type, and the values planted in it."""

    name: str
    value: bytes
    content_type: str | None
    planted: tuple[str, ...]
    tenant: str = "acme"


@dataclass(slots=True)
class Finding:
    """Where a planted value was seen (the case's own made-up values, safe to print)."""

    case: str
    value: str
    where: str


@dataclass(slots=True)
class Report:
    cases: int = 0
    findings: list[Finding] = field(default_factory=list)

    @property
    def leaking_cases(self) -> list[str]:
        return sorted({f.case for f in self.findings})


def _hl7_unescape(text: str) -> str:
    def plain(match: re.Match[str]) -> str:
        body = match.group(0)[1:-1]
        if body.startswith("X"):
            try:
                return bytes.fromhex(body[1:]).decode("latin-1")
            except ValueError:
                return ""
        return _HL7_PLAIN.get(body, "")

    return _HL7_ESCAPE.sub(plain, text)


def _base64_decoded(text: str) -> Iterator[str]:
    for run in _BASE64_RUN.findall(text):
        try:
            data = base64.b64decode(run + "=" * (-len(run) % 4), validate=False)
        except (binascii.Error, ValueError):
            continue
        yield data.decode("utf-8", "replace")


def _as_read(text: str) -> str:
    """`text` as a reader sees it: JSON \\u escapes decoded, invisible format characters gone,
    fullwidth letters plain."""
    text = _JSON_ESCAPE.sub(lambda m: chr(int(m.group(1), 16)), text)
    return unicodedata.normalize("NFKC", "".join(c for c in text
                                                 if unicodedata.category(c) != "Cf"))


def views(blob: bytes | str) -> list[str]:
    """Every decoded reading of `blob`, case-folded, also as a reader sees it."""
    text = blob.decode("utf-8", "replace") if isinstance(blob, bytes) else blob
    out = [text, html.unescape(text), _hl7_unescape(text)]
    out += list(_base64_decoded(text))
    out += [html.unescape(_hl7_unescape(d)) for d in list(out[3:])]
    out += [_as_read(v) for v in out]
    return [v.casefold() for v in out]


def found(value: str, readings: Iterable[str]) -> bool:
    """Is `value` in any reading (case-folded; digits with any separators for long numbers)?"""
    needle = value.casefold()
    digits = _NON_DIGIT.sub("", value)
    check_digits = len(digits) >= MIN_DIGITS and len(digits) >= len(value.replace(" ", "")) // 2
    for reading in readings:
        if needle in reading:
            return True
        if check_digits and digits in _NON_DIGIT.sub("", reading):
            return True
    return False


def record(case: Case, offset: int = 0) -> SourceRecord:
    headers = {"deid-tenant": case.tenant.encode()}
    if case.content_type:
        headers["content-type"] = case.content_type.encode()
    return SourceRecord("in", 0, offset, b"key", case.value, headers)


def _places(outcome: Outcome) -> Iterator[tuple[str, bytes]]:
    for rec in outcome.records:
        yield f"{rec.topic}:value", rec.value
        if rec.key:
            yield f"{rec.topic}:key", rec.key
        for name, raw in rec.headers:
            yield f"{rec.topic}:header {name}", name.encode() + b"=" + (raw or b"")


def probe(engine: Engine, keys: KeyCache, cases: Iterable[Case],
          read_logs: Callable[[], str] | None = None) -> Report:
    """Run each case alone through the transform; report every planted value seen anywhere.

    `read_logs` returns the log text written so far; it is searched once, after every case ran,
    for the values of every case.
    """
    report = Report()
    done: list[Case] = []
    for i, case in enumerate(cases):
        report.cases += 1
        done.append(case)
        outcome = engine.process(record(case, i), keys)
        for where, blob in _places(outcome):
            readings = views(blob)
            report.findings += [Finding(case.name, v, where) for v in case.planted
                                if found(v, readings)]
    if read_logs is not None:
        log_readings = views(read_logs())
        report.findings += [Finding(c.name, v, "log") for c in done for v in c.planted
                            if found(v, log_readings)]
    return report
