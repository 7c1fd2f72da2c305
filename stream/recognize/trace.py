"""An optional trace sink: what a recognizer proposed and then refused, for `deid explain`.

Recognizers take `trace=None` and record nothing then (one `is None` test where a match is
refused). A trace holds offsets and rule names, never text; the explain command that prints
it beside the note is a local tool (stream/explain/), never part of the worker.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

INSIDE_WORD = "starts inside a word"
CHECK = "refused by the rule's check"
JUDGED = "judged no PHI by the rule"
NO_CONTEXT = "no context word before it"
CONTAINED = "covered by another span of its family"


@dataclass(frozen=True, slots=True)
class Refusal:
    """A match of a rule that gave no span, and why (one of the constants above)."""

    source: str  # the rule: pattern:<family>/<rule>
    start: int
    end: int
    reason: str


class Trace(Protocol):
    """Where recognizers report what they refused."""

    def refused(self, refusal: Refusal) -> None:
        """A match of a rule was refused."""
        ...


class TraceLog:
    """A trace that keeps every refusal, in the order reported."""

    def __init__(self) -> None:
        self.refusals: list[Refusal] = []

    def refused(self, refusal: Refusal) -> None:
        """Keep `refusal`."""
        self.refusals.append(refusal)
