"""The leak monitor's pure processing on one core: span events/s and canary checks/s (JSON).

Span events are what the worker writes for generated notes (rules recognizer); each is parsed,
reduced to its counts and applied to the tables (dicts here, faust's changelogged Tables in
the app) with windows closing as simulated time passes at `--rate` events/s. Canary checks
parse a canary's de-identified output and look for its planted values. Kafka and faust's own
overhead are not included (see `deid monitor`'s agents): this is the part our code owns.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import fields
from pathlib import Path

import orjson

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stream.core.config import Config, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.engine import KeyCache
from stream.engine.records import SourceRecord
from stream.keyring import FileKeyring
from stream.monitor import state
from stream.monitor.canary import build
from stream.monitor.drift import Band
from stream.monitor.leak import CanarySecret
from stream.monitor.ledger import Entry
from stream.monitor.tracker import Output, verdict
from stream.monitor.windows import note_fact
from stream.synthetic.generator import NoteGenerator

WINDOWING = state.Windowing(60.0, 20.0, 5.0, Band(5, 20, 0.5, 2.0))


def _worker_records(notes: int, seed: int, keys: Path) -> list[tuple]:
    """(canary, secret, span event, output value) per note, as the worker writes them."""
    keyring = FileKeyring(keys)
    keyring.init("acme")
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"))
    cfg.recognizer.mode = "rules"
    processor = build_engine(cfg)
    secret = CanarySecret.generate()
    generator = NoteGenerator(seed, target_chars=1500, phi_sentences=5)
    out = []
    for i in range(notes):
        canary = build(generator.note(i), "acme", ("json", "hl7v2", "fhir")[i % 3], secret)
        rec = SourceRecord("in", 0, i, b"k", canary.value,
                           {"content-type": canary.content_type.encode(), "deid-tenant": b"acme"})
        output, event = processor.process(rec, KeyCache(keyring)).records
        out.append((canary, secret, event.value, output.value))
    return out


def _span_events(events: list[bytes], total: int, rate: float) -> float:
    """Seconds to apply `total` span events (cycling `events`) at simulated `rate`/s."""
    tables = state.Tables(*({} for _ in fields(state.Tables)))
    started = time.perf_counter()
    for i in range(total):
        ts = 1_000_000 + i / rate
        fact = note_fact(orjson.loads(events[i % len(events)]), canary=False)
        state.apply(tables, {"kind": "note", "note": fact.as_dict(), "ts": ts}, WINDOWING)
        if i % int(rate) == 0:
            state.apply(tables, {"kind": "tick", "ts": ts}, WINDOWING)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--notes", type=int, default=300, help="distinct notes (cycled)")
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--rate", type=float, default=5000.0, help="simulated events/s")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    import tempfile

    with tempfile.TemporaryDirectory() as keys:
        records = _worker_records(args.notes, args.seed, Path(keys))
    seconds = _span_events([r[2] for r in records], args.events, args.rate)
    started = time.perf_counter()
    leaks = 0
    for i, (canary, secret, _, value) in enumerate(records):
        entry = Entry("run", ("in", 0, i), "acme", canary.format, 0, canary.planted)
        out = Output(value, canary.content_type, "rules", "1", 1)
        leaks += sum(verdict(entry, out, secret).leaked.values())
    check_s = time.perf_counter() - started
    print(orjson.dumps({
        "benchmark": "monitor_throughput",
        "cores": 1,
        "span_events": args.events,
        "span_events_per_second": round(args.events / seconds),
        "target_span_events_per_second": 5000,
        "canary_checks": len(records),
        "canary_checks_per_second": round(len(records) / check_s),
        "canary_leaked_values_rules_recognizer": leaks,
    }, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
