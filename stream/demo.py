"""`deid demo`: de-identify the bundled sample notes end to end and show before/after."""

from __future__ import annotations

import shutil
import textwrap
import time
from importlib import resources

import orjson

from stream.anonymize.engine import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.config import Config
from stream.errors import KeyNotFound
from stream.keyring import open_keyring
from stream.pipeline.deidentify import Deidentifier
from stream.recognize.factory import build_recognizer
from stream.records import parse_note

DEMO_TENANT = "demo"


def _side_by_side(left: str, right: str, width: int) -> str:
    col = max(30, (width - 3) // 2)
    lines = []
    for before, after in zip(_wrap(left, col), _wrap(right, col), strict=True):
        lines.append(f"{before:<{col}} | {after}")
    return "\n".join(lines)


def _wrap(text: str, col: int) -> list[str]:
    out = [w for line in text.splitlines() for w in (textwrap.wrap(line, col) or [""])]
    return out


def run_demo(config: Config, *, show: int = 3) -> int:
    keyring = open_keyring(config.keyring)
    try:
        key = keyring.get(DEMO_TENANT)
    except KeyNotFound:
        keyring.init(DEMO_TENANT)
        key = keyring.get(DEMO_TENANT)
    raw = resources.files("stream.data").joinpath("samples/notes.jsonl").read_bytes()
    notes = [parse_note(orjson.loads(line)) for line in raw.splitlines() if line.strip()]
    pipeline = Deidentifier(build_recognizer(None, config.recognizer),
                            Anonymizer(policy_from_config(config.policy)))
    started = time.perf_counter()
    results = [pipeline.deidentify(note, key) for note in notes]
    elapsed = time.perf_counter() - started
    width = shutil.get_terminal_size((160, 40)).columns
    for note, done in list(zip(notes, results, strict=True))[:show]:
        print(f"=== note {note.id} ({len(done.spans)} spans) " + "=" * 20)
        print(_side_by_side(note.text, done.result.text, width))
        print()
    chars = sum(len(n.text) for n in notes)
    spans = sum(len(r.spans) for r in results)
    print(f"{len(notes)} notes, {chars} characters, {spans} PHI spans replaced in "
          f"{elapsed * 1000:.1f} ms ({chars / max(elapsed, 1e-9):,.0f} characters/s) "
          f"under tenant {DEMO_TENANT!r} key v{key.version}")
    return 0
