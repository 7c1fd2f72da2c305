"""Message-format throughput: parse + render (every value written back) per format (prints JSON).

FORMAT_CASES holds one entry per format: its content type, a builder for a typical message of
about n bytes, and builders for worst-case shapes. For each format the script reports MB/s over
typical messages, and for each worst case the seconds taken by a message of --worst-kb KB and
the ratio to four times a message a quarter that size (about 1.0 when the time is linear); a
shape the format refuses reports the reason instead. No recognizer or anonymizer runs: this
measures the format layer alone. With --transform each worst case also goes once through the
worker's per-record transform (rules recognizer, a throw-away file keyring), whose time includes
recognizing every text and replacing every value.
"""

from __future__ import annotations

import argparse
import base64
import os
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream import formats
from stream.engine.engine import Engine, KeyCache
from stream.engine.records import SourceRecord

Builder = Callable[[int], bytes]
DIV = '<div xmlns="http://www.w3.org/1999/xhtml">'
SENTENCE = "Pt Odalys Quennell seen 03/04/2024, MRN 88310492, call 555-201-3344. "


@dataclass(frozen=True)
class FormatCase:
    """How to build messages of one format: a typical one and worst-case shapes."""

    content_type: str
    typical: Builder
    worst: dict[str, Builder] = field(default_factory=dict)


def _repeat(size: int, unit: Callable[[int], Any]) -> list[Any]:
    """unit(0), unit(1)... until their JSON reaches `size` bytes."""
    items, total, i = [], 0, 0
    while total < size:
        item = unit(i)
        items.append(item)
        total += len(orjson.dumps(item)) + 1
        i += 1
    return items


def _note() -> dict[str, Any]:
    data = base64.b64encode(SENTENCE.encode()).decode()
    return {"resourceType": "DocumentReference", "id": "doc-1", "status": "current",
            "subject": {"reference": "Patient/pat-1"},
            "content": [{"attachment": {"contentType": "text/plain", "data": data}}]}


def _bundle(resources: list[dict[str, Any]]) -> bytes:
    entries = [{"resource": r} for r in [_note(), *resources]]
    return orjson.dumps({"resourceType": "Bundle", "type": "collection", "entry": entries})


def _observation(i: int) -> dict[str, Any]:
    return {"resourceType": "Observation", "id": f"o{i}", "status": "final",
            "code": {"coding": [{"system": "http://loinc.org", "code": "8867-4",
                                 "display": "Heart rate"}], "text": "Heart rate"},
            "subject": {"reference": "Patient/pat-1"}, "effectiveDateTime": "2024-03-04",
            "valueQuantity": {"value": 72, "unit": "/min"},
            "note": [{"text": SENTENCE}]}


def fhir_typical(size: int) -> bytes:
    """A Bundle of Observations with notes."""
    return _bundle(_repeat(size, _observation))


def fhir_long_text(size: int) -> bytes:
    """One DiagnosticReport conclusion of `size` bytes."""
    report = {"resourceType": "DiagnosticReport", "status": "final", "code": {"text": "x"},
              "conclusion": SENTENCE * (size // len(SENTENCE))}
    return _bundle([report])


def fhir_narrative(size: int) -> bytes:
    """A narrative of many short, nested elements."""
    cell = "<tr><td title=\"Dr. Vantrewe\">Quennell</td><td colspan=\"2\"><b>72</b></td></tr>"
    rows = cell * (size // len(cell))
    report = {"resourceType": "DiagnosticReport", "status": "final", "code": {"text": "x"},
              "text": {"status": "generated", "div": f"{DIV}<table>{rows}</table></div>"}}
    return _bundle([report])


def fhir_entities(size: int) -> bytes:
    """One narrative text node of entity references (expat reports each as a piece)."""
    report = {"resourceType": "DiagnosticReport", "status": "final", "code": {"text": "x"},
              "text": {"status": "generated",
                       "div": f"{DIV}<p>{'a&amp;' * (size // 6)}</p></div>"}}
    return _bundle([report])


def fhir_codings(size: int) -> bytes:
    """One CodeableConcept with thousands of codings (kept values), beside the patient."""
    codings = _repeat(size, lambda i: {"system": f"urn:oid:2.16.840.1.{i}", "code": f"C{i}",
                                       "display": "Heart rate"})
    patient = {"resourceType": "Patient", "id": "pat-1", "name": [{"family": "Quennell"}],
               "identifier": [{"value": "88310492"}]}
    return _bundle([patient, {"resourceType": "Observation", "status": "final",
                              "code": {"coding": codings}}])


def fhir_identifiers(size: int) -> bytes:
    """A Patient with thousands of identifiers and names (structured fields)."""
    patient = {"resourceType": "Patient", "id": "pat-1",
               "identifier": _repeat(size // 2, lambda i: {"system": "urn:oid:1.2.3",
                                                           "value": f"{88310492 + i}"}),
               "name": _repeat(size // 2, lambda i: {"family": f"Quennell{'x' * (i % 7)}",
                                                     "given": ["Odalys"]})}
    return _bundle([patient])


def fhir_deep(size: int) -> bytes:
    """Extensions nested 100 deep, repeated until `size` bytes."""
    def nested(depth: int) -> dict[str, Any]:
        inner: dict[str, Any] = {"url": "http://x.org/e", "valueString": "Quennell"}
        for _ in range(depth):
            inner = {"url": "http://x.org/e", "extension": [inner]}
        return inner

    unit = nested(100)
    return _bundle([{"resourceType": "Basic", "code": {"text": "x"},
                     "extension": _repeat(size, lambda _: unit)}])


def fhir_tiny_names(size: int) -> bytes:
    """One HumanName with a one-letter given name per 4 bytes: the most fields per byte."""
    return _bundle([{"resourceType": "Patient", "name": [{"given": ["a"] * (size // 4)}]}])


def fhir_tiny_texts(size: int) -> bytes:
    """Tens of thousands of one-letter annotations: the most text units per byte."""
    notes = _repeat(size, lambda _: {"text": "a"})
    return _bundle([{"resourceType": "Observation", "status": "final", "code": {"text": "x"},
                     "note": notes}])


HL7_HEAD = (
    "MSH|^~\\&|LAB|FAC|DEID|DEID|20240101120000||ORU^R01|CTRL1|P|2.5.1\r"
    "PID|1||MRN7712049^^^FAC^MR||Quennell^Ardith||19620314|F\r"
)


def _hl7_fill(size: int, prefix: str, unit: str, suffix: str = "\r") -> bytes:
    """prefix + unit repeated to about `size` bytes + suffix."""
    count = max(1, (size - len(prefix) - len(suffix)) // len(unit))
    return (prefix + unit * count + suffix).encode()


def hl7_typical(size: int) -> bytes:
    """An ORU with one OBX TX line of prose per sentence."""
    return _hl7_fill(size, HL7_HEAD, f"OBX|1|TX|DOC||{SENTENCE}\r", "")


def hl7_repetitions(size: int) -> bytes:
    """One field holding tens of thousands of empty repetitions."""
    return _hl7_fill(size, HL7_HEAD + "OBX|1|TX|||note\rPID|2||X||A^B|||||", "~")


def hl7_components(size: int) -> bytes:
    """One coded field with a hundred thousand components."""
    return _hl7_fill(size, HL7_HEAD + "OBX|1|TX|||note\rOBX|2|CE|X||", "^")


def hl7_big_text(size: int) -> bytes:
    """One OBX TX value of `size` bytes."""
    return _hl7_fill(size, HL7_HEAD + "OBX|1|TX|||", "Seen today, doing well. ")


def hl7_addresses(size: int) -> bytes:
    """Thousands of repeated addresses in one NK1 field (structured values)."""
    return _hl7_fill(size, HL7_HEAD + "OBX|1|TX|||note\rNK1|1|A^B||", "12 Elm St^^Town^NY^12345~")


def json_typical(size: int) -> bytes:
    """A JSON envelope whose text is `size` bytes."""
    return orjson.dumps({"note_id": "n1", "patient_id": "p1",
                         "text": SENTENCE * max(1, size // len(SENTENCE))})


def json_distinct(size: int) -> bytes:
    """A JSON envelope of dense PHI prose whose names, dates, MRNs and phones never repeat."""
    firsts = ("Odalys", "Ardith", "Marisol", "Theodore", "Renata", "Harlan", "Beatrix")
    lasts = ("Quennell", "Vantrewe", "Okafor", "Ashgrove", "Delacroix", "Tolliver", "Marsh")
    sentences = [f"Pt {firsts[i % 7]} {lasts[i // 7 % 7]}{chr(97 + i // 49 % 26)} seen "
                 f"{1 + i % 12:02d}/{1 + i % 28:02d}/{1940 + i % 80}, MRN {88310492 + 7 * i}, "
                 f"call 555-{200 + i % 800:03d}-{i % 10000:04d}. "
                 for i in range(max(1, size // len(SENTENCE)))]
    return orjson.dumps({"note_id": "n1", "patient_id": "p1", "text": "".join(sentences)})


FORMAT_CASES: dict[str, FormatCase] = {
    "json": FormatCase("application/json", json_typical,
                       {"long_text": json_typical, "long_text_distinct": json_distinct}),
    "hl7v2": FormatCase(
        "x-application/hl7-v2+er7",
        hl7_typical,
        {
            "repetitions_in_one_field": hl7_repetitions,
            "components_in_one_field": hl7_components,
            "one_huge_tx": hl7_big_text,
            "many_segments": hl7_typical,
            "many_addresses": hl7_addresses,
        },
    ),
    "fhir": FormatCase(
        "application/fhir+json",
        fhir_typical,
        {
            "long_text": fhir_long_text,
            "narrative_markup": fhir_narrative,
            "narrative_entities": fhir_entities,
            "many_codings": fhir_codings,
            "many_identifiers": fhir_identifiers,
            "deep_extensions": fhir_deep,
            "wide_bundle": fhir_typical,
            "tiny_name_fields": fhir_tiny_names,
            "tiny_text_units": fhir_tiny_texts,
        },
    ),
}


def roundtrip(value: bytes, content_type: str) -> float:
    """Seconds to parse `value` and render it with every text and field written back."""
    started = time.perf_counter()
    msg = formats.parse(value, content_type)
    texts = [text.upper() for text in msg.texts]
    fields = [f.value.upper() for f in msg.fields]
    formats.render(msg, texts, fields, "note-x", "pat-x")
    return time.perf_counter() - started


def throughput(case: FormatCase, kilobytes: int, repeats: int) -> dict[str, float]:
    """MB/s over `repeats` typical messages of about `kilobytes` KB."""
    value = case.typical(kilobytes * 1024)
    seconds = sum(roundtrip(value, case.content_type) for _ in range(repeats))
    return {"message_bytes": len(value),
            "mb_per_second": round(len(value) * repeats / seconds / 1e6, 2)}


def worst(builder: Builder, content_type: str, kilobytes: int) -> dict[str, Any]:
    """Seconds for a `kilobytes` KB message, and the ratio to 4 x a quarter-size one."""
    big, small = builder(kilobytes * 1024), builder(kilobytes * 256)
    try:
        big_s = min(roundtrip(big, content_type) for _ in range(3))
        small_s = min(roundtrip(small, content_type) for _ in range(3))
    except formats.FormatError as exc:
        return {"message_bytes": len(big), "refused": str(exc)}
    return {"message_bytes": len(big), "seconds": round(big_s, 4),
            "linearity_ratio": round(big_s / (4 * small_s), 2)}


def transformed(builder: Builder, content_type: str, kilobytes: int,
                worker: tuple[Engine, KeyCache]) -> dict[str, Any]:
    """Seconds of the worker's per-record transform for a `kilobytes` KB message."""
    value = builder(kilobytes * 1024)
    rec = SourceRecord("in", 0, 0, b"k", value, {"content-type": content_type.encode(),
                                                "deid-tenant": b"perf"})
    started = time.perf_counter()
    outcome = worker[0].process(rec, worker[1])
    return {"seconds": round(time.perf_counter() - started, 3),
            "outcome": outcome.rejection.reason if outcome.rejection else "published"}


def _worker(keys_dir: Path) -> tuple[Engine, KeyCache]:
    """The worker's transform with the rules recognizer and a new key for tenant `perf`."""
    from stream.anonymize.anonymizer import Anonymizer
    from stream.anonymize.policy import policy_from_config
    from stream.core.config import Config, TopicsConfig
    from stream.engine.build import build_engine
    from stream.engine.deidentify import Deidentifier
    from stream.keyring.file import FileKeyring
    from stream.recognize.rules import RulesRecognizer

    keyring = FileKeyring(keys_dir)
    keyring.init("perf")
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="perf")
    anonymizer = Anonymizer(policy_from_config(cfg.policy))
    return build_engine(cfg, Deidentifier(RulesRecognizer(), anonymizer)), KeyCache(keyring)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--typical-kb", type=int, default=16)
    parser.add_argument("--repeats", type=int, default=50)
    parser.add_argument("--worst-kb", type=int, default=512)
    parser.add_argument("--format", choices=sorted(FORMAT_CASES), action="append")
    parser.add_argument("--transform", action="store_true",
                        help="also time the worst cases through the worker's transform")
    args = parser.parse_args()
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    result: dict[str, Any] = {"benchmark": "format_throughput", "cores": 1, "formats": {}}
    with tempfile.TemporaryDirectory() as tmp:
        worker = _worker(Path(tmp) / "keys") if args.transform else None
        for name in args.format or list(FORMAT_CASES):
            case = FORMAT_CASES[name]
            entry = result["formats"][name] = {
                "typical": throughput(case, args.typical_kb, args.repeats),
                "worst_cases": {shape: worst(builder, case.content_type, args.worst_kb)
                                for shape, builder in case.worst.items()},
            }
            if worker is not None:
                entry["transform"] = {
                    shape: transformed(builder, case.content_type, args.worst_kb, worker)
                    for shape, builder in case.worst.items()}
    print(orjson.dumps(result).decode())


if __name__ == "__main__":
    main()
