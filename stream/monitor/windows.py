"""Per-note facts from span events, and their windowed sums (pure, JSON-able for tables).

A source is `topic/format`; characters are those of the de-identified texts (`out_length`),
so no original text is needed. Spans are counted per category and per rule (a span's own
`source`: `pattern:<family>/<rule>`, `gazetteer:<list>`, `known:<field>`, `model`, ...), a name
the worker's code sets, never note text; a source not of that form counts as UNNAMED_RULE.
Windows are keyed by their start (seconds): tumbling when the hop equals the size, hopping
otherwise.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from stream.engine.span_events import read_part

UNNAMED_RULE = "unnamed"
"""The rule of a span whose source is not a rule name (so no free text becomes a label)."""
_RULE_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}(?::[a-z0-9_]{1,40}(?:/[a-z0-9_]{1,40})?)?")


@dataclass(frozen=True, slots=True)
class NoteFact:
    """What the monitor keeps of one span event: counts and versions, no text, no ids."""

    tenant: str
    source: str
    chars: int
    spans: Counter[str]
    recognizer: str
    key_version: int
    canary: bool
    rules: Counter[str] = field(default_factory=Counter)
    """Spans per rule (rule_name of each span's source)."""
    notes: int = 1
    """1, or 0 for the second and later parts of a note's split event."""

    def as_dict(self) -> dict[str, Any]:
        return {"tenant": self.tenant, "source": self.source, "chars": self.chars,
                "spans": dict(self.spans), "recognizer": self.recognizer,
                "key_version": self.key_version, "canary": self.canary,
                "rules": dict(self.rules), "notes": self.notes}

    @classmethod
    def from_dict(cls, doc: dict[str, Any]) -> NoteFact:
        return cls(doc["tenant"], doc["source"], int(doc["chars"]), Counter(doc["spans"]),
                   doc["recognizer"], int(doc["key_version"]), bool(doc["canary"]),
                   # facts written before rules and parts were counted
                   Counter(doc.get("rules", {})), int(doc.get("notes", 1)))


def rule_name(source: str) -> str:
    """A span's source as a rule name, or UNNAMED_RULE when it is not of a rule name's form."""
    return source if _RULE_NAME.fullmatch(source) else UNNAMED_RULE


def note_fact(value: bytes, canary: bool) -> NoteFact:
    """The counts of one span event value, v1 or compact v2 (SpanEventInvalid if neither).

    A note whose event was split into parts counts once, in its first part (notes and
    characters); every part adds its own spans.
    """
    event, part = read_part(value)
    head = event.head
    spans = [s for t in event.texts for s in t.spans]
    first = part == 1
    return NoteFact(head["tenant"], f"{head['source']['topic']}/{head['format']}",
                    sum(t.out_length for t in event.texts) if first else 0,
                    Counter(s.label for s in spans), head["recognizer"],
                    int(head["key_version"]), canary, Counter(rule_name(s.source) for s in spans),
                    int(first))


@dataclass(slots=True)
class WindowStats:
    """Sums over the notes of one window."""

    notes: int = 0
    chars: int = 0
    empty: int = 0
    spans: Counter[str] = field(default_factory=Counter)
    rules: Counter[str] = field(default_factory=Counter)

    def add(self, fact: NoteFact) -> None:
        self.notes += fact.notes
        self.chars += fact.chars
        self.empty += fact.notes and not fact.spans
        self.spans.update(fact.spans)
        self.rules.update(fact.rules)

    def per_1k(self) -> dict[str, float]:
        """Spans per 1,000 characters, per category."""
        if not self.chars:
            return {}
        return {cat: n * 1000 / self.chars for cat, n in self.spans.items()}

    def as_dict(self) -> dict[str, Any]:
        return {"notes": self.notes, "chars": self.chars, "empty": self.empty,
                "spans": dict(self.spans), "rules": dict(self.rules)}

    @classmethod
    def from_dict(cls, doc: dict[str, Any] | None) -> WindowStats:
        if not doc:
            return cls()
        return cls(int(doc["notes"]), int(doc["chars"]), int(doc["empty"]), Counter(doc["spans"]),
                   Counter(doc.get("rules", {})))  # windows opened before rules were counted


def window_starts(ts: float, size: float, hop: float) -> list[float]:
    """Starts of the windows [start, start + size) stepping by `hop` that contain `ts`."""
    last = math.floor(ts / hop) * hop
    starts = []
    start = last
    while start > ts - size:
        starts.append(round(start, 6))
        start -= hop
    return sorted(starts)
