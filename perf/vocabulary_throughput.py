"""Rules throughput with a 50,000-entry tenant vocabulary vs without, and its memory (JSON).

The vocabulary is generated: staff names (census first names x surnames), facility names with
their initialisms, towns, context-required initialisms and allow entries, written as the YAML a
site would keep (0600). Both runs detect the same generated corpus (one core) through the
Deidentifier, so the vocabulary's recognizer and its allow filter are both timed. Target:
throughput with the vocabulary within 10% of without it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path

import orjson
import yaml

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.corpus import generated_corpus
from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core import lexicon
from stream.core.config import PolicyConfig, RecognizerConfig
from stream.core.spans import Note
from stream.engine.deidentify import Deidentifier
from stream.recognize.factory import build_recognizer
from stream.recognize.vocabulary import Vocabularies

TENANT = "site"


def generated_vocabulary(entries: int, seed: int = 11) -> dict:
    """A YAML document of `entries` entries: 80% staff, then facilities, towns, allow."""
    rng = random.Random(seed)
    firsts = lexicon.female_first_names()[:2000] + lexicon.male_first_names()[:2000]
    lasts = lexicon.last_names()[:20000]
    n_staff, n_fac, n_town, n_init = (int(entries * f) for f in (0.8, 0.08, 0.06, 0.03))
    n_allow = entries - n_staff - n_fac - n_town - n_init
    staff = sorted({f"{rng.choice(firsts)} {rng.choice(lasts)}" for _ in range(n_staff * 2)})
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return {
        "deny": {
            "STAFF": staff[:n_staff],
            "HOSPITAL": [f"{rng.choice(lasts)} {rng.choice(['Memorial', 'Community', 'Valley'])}"
                         f" Hospital" for _ in range(n_fac)]
            + [{"term": "".join(rng.choices(letters, k=rng.choice((2, 3)))),
                "context": "required"} for _ in range(n_init)],
            "LOCATION": [f"{rng.choice(lasts)}{rng.choice(['ville', 'ton', 'burg'])}"
                         for _ in range(n_town)],
        },
        "allow": [f"{rng.choice(lasts)} Ward" for _ in range(n_allow)],
    }


def rss_kb() -> int:
    """Resident memory of this process (kB)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def deidentifier(vocabularies: Vocabularies | None) -> Deidentifier:
    recognizer = build_recognizer("rules", RecognizerConfig(), vocabularies=vocabularies)
    return Deidentifier(recognizer, Anonymizer(policy_from_config(PolicyConfig())),
                        vocabularies)


def timed(deid: Deidentifier, notes: list[Note]) -> tuple[float, int]:
    """Seconds and spans of detecting every note (one warm-up note first)."""
    deid.detect(notes[0])
    started = time.perf_counter()
    spans = sum(len(s) for s in deid.detect_batch(notes))
    return time.perf_counter() - started, spans


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--megabytes", type=float, default=2.0)
    parser.add_argument("--entries", type=int, default=50_000)
    args = parser.parse_args()
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    notes = [Note(n.id, n.text, tenant=TENANT) for n in generated_corpus(args.megabytes)]
    chars = sum(len(n.text) for n in notes)
    plain = deidentifier(None)
    plain.detect(notes[0])  # the process-wide gazetteer, before memory is measured
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{TENANT}.yaml"
        path.write_text(yaml.safe_dump(generated_vocabulary(args.entries)))
        path.chmod(0o600)
        before = rss_kb()
        started = time.perf_counter()
        store = Vocabularies({TENANT: path})
        store.validate()
        load_s = time.perf_counter() - started
        memory_kb = rss_kb() - before
        automaton = store.get(TENANT).automaton
        site = deidentifier(store)
        without_s, without_spans = timed(plain, notes)
        with_s, with_spans = timed(site, notes)
    result = {
        "benchmark": "vocabulary_throughput",
        "cores": 1,
        "notes": len(notes),
        "characters": chars,
        "vocabulary_entries": args.entries,
        "vocabulary_keys": len(automaton),
        "vocabulary_load_seconds": round(load_s, 3),
        "vocabulary_memory_kb": memory_kb,
        "automaton_bytes": automaton.get_stats()["total_size"],
        "without": {"seconds": round(without_s, 3), "spans": without_spans,
                    "characters_per_second": round(chars / without_s)},
        "with": {"seconds": round(with_s, 3), "spans": with_spans,
                 "characters_per_second": round(chars / with_s)},
        "slowdown_percent": round(100 * (with_s - without_s) / without_s, 1),
        "target_slowdown_percent": 10,
    }
    print(orjson.dumps(result, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
