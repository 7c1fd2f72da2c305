"""The local record of injected canaries: one file pair per `deid canary` run in `state_dir`.

`<run>.key` holds the run's HMAC secret (mode 0600); `<run>.jsonl` one line per delivered
canary: its source coordinates, tenant, format, send time and the digests of its planted values.
No planted value is written anywhere; the monitor reads both files to check the outputs.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import orjson
import structlog

from stream.monitor.leak import CanarySecret, Planted

log = structlog.get_logger(__name__)

Coords = tuple[str, int, int]
"""(topic, partition, offset) of a canary's input record."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One delivered canary as the monitor needs it."""

    run: str
    coords: Coords
    tenant: str
    format: str
    sent_ms: int
    planted: tuple[Planted, ...]


def new_run(state_dir: Path, run: str, secret: CanarySecret) -> Path:
    """Create the run's secret file (0600) and return the path of its ledger."""
    state_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    key_path = state_dir / f"{run}.key"
    fd = os.open(key_path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as out:
        out.write(secret.material)
    return state_dir / f"{run}.jsonl"


def encode(entry: Entry) -> bytes:
    """One ledger line."""
    return orjson.dumps({
        "run": entry.run, "topic": entry.coords[0], "partition": entry.coords[1],
        "offset": entry.coords[2], "tenant": entry.tenant, "format": entry.format,
        "sent_ms": entry.sent_ms,
        "planted": [{"category": p.category, "digests": sorted(p.digests), "words": p.words}
                    for p in entry.planted],
    }) + b"\n"


def decode(line: bytes) -> Entry:
    doc = orjson.loads(line)
    planted = tuple(Planted(p["category"], frozenset(p["digests"]), int(p["words"]))
                    for p in doc["planted"])
    return Entry(doc["run"], (doc["topic"], int(doc["partition"]), int(doc["offset"])),
                 doc["tenant"], doc["format"], int(doc["sent_ms"]), planted)


class LedgerReader:
    """Follows every run's ledger in `state_dir`: new complete lines on each `poll`."""

    def __init__(self, state_dir: Path) -> None:
        self.state_dir = state_dir
        self._positions: dict[Path, int] = {}
        self._secrets: dict[str, CanarySecret] = {}

    def poll(self) -> list[Entry]:
        entries: list[Entry] = []
        for path in sorted(self.state_dir.glob("*.jsonl")):
            entries += self._read(path)
        return entries

    def secret(self, run: str) -> CanarySecret:
        found = self._secrets.get(run)
        if found is None:
            found = self._secrets[run] = CanarySecret(
                (self.state_dir / f"{run}.key").read_bytes())
        return found

    def _read(self, path: Path) -> list[Entry]:
        start = self._positions.get(path, 0)
        with path.open("rb") as src:
            src.seek(start)
            chunk = src.read()
        complete = chunk[:chunk.rfind(b"\n") + 1]
        self._positions[path] = start + len(complete)
        entries = []
        for line in complete.splitlines():
            try:
                entries.append(decode(line))
            except (ValueError, KeyError, TypeError):
                log.warning("canary_ledger_line_unreadable", ledger=path.name)
        return entries
