"""Anonymizer throughput on one core: note characters/s and spans/s (prints JSON).

Corpus: >= 5 MB of generated notes (~1,500 characters each) with gold spans; detection is
skipped, exactly as `deid anonymize` does.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

import orjson

from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.config import PolicyConfig
from stream.keyring import FileKeyring
from stream.synthetic import NoteGenerator


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--megabytes", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    generator = NoteGenerator(args.seed, phi_sentences=3)
    notes, size = [], 0
    while size < args.megabytes * 1_000_000:
        note = generator.note(len(notes))
        notes.append(note)
        size += len(note.text)
    with tempfile.TemporaryDirectory() as tmp:
        keyring = FileKeyring(tmp)
        keyring.init("bench")
        key = keyring.get("bench")
        anonymizer = Anonymizer(policy_from_config(PolicyConfig()))
        started = time.perf_counter()
        fallbacks = 0
        for note in notes:
            result = anonymizer.anonymize(note.text, note.spans, key, note_id=note.id,
                                          patient_id=note.patient_id)
            fallbacks += result.fallbacks
        elapsed = time.perf_counter() - started
    spans = sum(len(n.spans) for n in notes)
    print(orjson.dumps({
        "benchmark": "anonymizer_throughput",
        "cores": 1,
        "notes": len(notes),
        "characters": size,
        "spans": spans,
        "spans_per_1500_chars": round(spans / size * 1500, 2),
        "seconds": round(elapsed, 3),
        "characters_per_second": round(size / elapsed),
        "spans_per_second": round(spans / elapsed),
        "placeholder_fallbacks": fallbacks,
        "target_characters_per_second": 500_000,
    }, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
