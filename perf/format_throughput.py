"""Parse + render throughput of each message format, and its worst cases at the size limit
(prints JSON).

Each entry of FORMAT_CASES gives a typical message and worst-case shapes near 512 KB. Typical
messages are parsed and rendered back (every value unchanged) for --seconds; each worst case is
parsed and rendered once, and its time reported. No recognizer or anonymizer runs: this measures
the format layer alone. With --transform each worst case also goes once through the worker's
per-record transform (rules recognizer, a throw-away file keyring), whose time includes
recognizing every text and replacing every value.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.formats import FormatError, parse, render
from stream.pipeline.kafka_records import SourceRecord
from stream.pipeline.transform import KeyCache, NoteProcessor

LIMIT = 512 * 1024
SAMPLES = Path(__file__).resolve().parent.parent / "tests" / "data" / "formats"
HL7_HEAD = (
    "MSH|^~\\&|LAB|FAC|DEID|DEID|20240101120000||ORU^R01|CTRL1|P|2.5.1\r"
    "PID|1||MRN7712049^^^FAC^MR||Quennell^Ardith||19620314|F\r"
)


def _fill(prefix: str, unit: str, suffix: str = "") -> bytes:
    """prefix + unit repeated to just under the size limit + suffix."""
    count = (LIMIT - len(prefix) - len(suffix) - 64) // len(unit)
    return (prefix + unit * count + suffix).encode()


def _hl7_repetitions() -> bytes:
    head = HL7_HEAD + "OBX|1|TX|||note\rPID|2||X||A^B|||||"
    return _fill(head, "~", "\r")


def _hl7_components() -> bytes:
    return _fill(HL7_HEAD + "OBX|1|TX|||note\rOBX|2|CE|X||", "^", "\r")


def _hl7_big_text() -> bytes:
    return _fill(HL7_HEAD + "OBX|1|TX|||", "Seen today, doing well. ", "\r")


def _hl7_segments() -> bytes:
    return _fill(HL7_HEAD, "OBX|1|TX|DOC||Seen today by Dr Quennell at 10:00.\r")


def _hl7_addresses() -> bytes:
    return _fill(HL7_HEAD + "OBX|1|TX|||note\rNK1|1|A^B||", "12 Elm St^^Town^NY^12345~", "\r")


def _json_big_text() -> bytes:
    text = "Seen today, doing well. " * ((LIMIT - 200) // 24)
    return orjson.dumps({"note_id": "n1", "patient_id": "p1", "text": text})


def _json_many_lines() -> bytes:
    text = "ok\n" * ((LIMIT - 200) // 4)  # "\n" is two bytes in JSON
    return orjson.dumps({"note_id": "n1", "patient_id": "p1", "text": text})


@dataclass(frozen=True)
class FormatCase:
    """A format's content type, typical messages, and worst cases by name."""

    content_type: str
    typical: list[bytes]
    worst: dict[str, Callable[[], bytes]] = field(default_factory=dict)


FORMAT_CASES: dict[str, FormatCase] = {
    "hl7v2": FormatCase(
        "x-application/hl7-v2+er7",
        [(SAMPLES / name).read_bytes() for name in ("hl7_mdm_t02.hl7", "hl7_oru_r01.hl7")],
        {
            "repetitions_in_one_field": _hl7_repetitions,
            "components_in_one_field": _hl7_components,
            "one_huge_tx": _hl7_big_text,
            "many_segments": _hl7_segments,
            "many_addresses": _hl7_addresses,
        },
    ),
    "json": FormatCase(
        "application/json",
        [(SAMPLES / name).read_bytes() for name in ("json_note.json", "json_note_metadata.json")],
        {"one_huge_text": _json_big_text, "many_lines": _json_many_lines},
    ),
}


def round_trip(value: bytes, content_type: str) -> bytes:
    """Parse `value` and render it back with every value unchanged."""
    msg = parse(value, content_type)
    values = [f.value for f in msg.fields]
    return render(msg, msg.texts, values, msg.note_id, msg.patient_id or "")


def throughput(case: FormatCase, seconds: float) -> dict:
    """MB/s over the typical messages, for about `seconds`."""
    done = size = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for value in case.typical:
            round_trip(value, case.content_type)
            size += len(value)
            done += 1
    elapsed = time.perf_counter() - started
    return {"messages": done, "mb_per_s": round(size / elapsed / 1e6, 3)}


def worst_cases(case: FormatCase) -> dict:
    """Seconds to parse and render each worst case once (or to refuse it, with the reason)."""
    out = {}
    for name, build in case.worst.items():
        value = build()
        started = time.perf_counter()
        try:
            round_trip(value, case.content_type)
            outcome = "rendered"
        except FormatError as exc:
            outcome = str(exc)
        elapsed = round(time.perf_counter() - started, 4)
        out[name] = {"bytes": len(value), "seconds": elapsed, "outcome": outcome}
    return out


def transform_cases(case: FormatCase, processor: NoteProcessor, keys: KeyCache) -> dict:
    """Seconds of the worker's per-record transform for each worst case."""
    out = {}
    for name, build in case.worst.items():
        rec = SourceRecord("in", 0, 0, b"k", build(), {"content-type": case.content_type.encode(),
                                                     "deid-tenant": b"perf"})
        started = time.perf_counter()
        outcome = processor.process(rec, keys)
        out[name] = {"seconds": round(time.perf_counter() - started, 3),
                     "outcome": outcome.rejection.reason if outcome.rejection else "published"}
    return out


def _processor(keys_dir: Path) -> tuple[NoteProcessor, KeyCache]:
    """The worker's transform with the rules recognizer and a new key for tenant `perf`."""
    from stream.anonymize.engine import Anonymizer
    from stream.anonymize.policy import policy_from_config
    from stream.config import Config, TopicsConfig
    from stream.keyring.file import FileKeyring
    from stream.pipeline.deidentify import Deidentifier
    from stream.pipeline.service import build_processor
    from stream.recognize.rules import RulesRecognizer

    keyring = FileKeyring(keys_dir)
    keyring.init("perf")
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="perf")
    anonymizer = Anonymizer(policy_from_config(cfg.policy))
    return build_processor(cfg, Deidentifier(RulesRecognizer(), anonymizer)), KeyCache(keyring)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=2.0, help="time per format")
    parser.add_argument("--format", choices=sorted(FORMAT_CASES), action="append")
    parser.add_argument("--transform", action="store_true",
                        help="also time the worst cases through the worker's transform")
    args = parser.parse_args()
    results = {}
    with tempfile.TemporaryDirectory() as tmp:
        worker = _processor(Path(tmp) / "keys") if args.transform else None
        for name in args.format or sorted(FORMAT_CASES):
            case = FORMAT_CASES[name]
            results[name] = {**throughput(case, args.seconds), "worst": worst_cases(case)}
            if worker is not None:
                results[name]["transform"] = transform_cases(case, *worker)
    print(orjson.dumps({"benchmark": "format_throughput", "limit_bytes": LIMIT,
                        "formats": results}).decode())


if __name__ == "__main__":
    main()
