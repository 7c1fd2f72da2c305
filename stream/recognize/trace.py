"""An optional trace sink: what a recognizer proposed and then refused or trimmed, for
`deid explain`.

Recognizers that take one say so (`traced = True`) and accept `trace=None`, recording nothing
then (one `is None` test where a match is refused or cut). Refused: a rule's match, a model
span below the profile's threshold or refused by a rule filter on model spans
(model/rule_filters.py), a merged span refused by the last check (clinical_content.py).
Trimmed: a span cut by one of those filters. A trace holds offsets, rule and filter names and
figures, never text; the explain command that prints it beside the note is a local tool
(stream/explain/), never part of the worker.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

INSIDE_WORD = "starts inside a word"
CHECK = "refused by the rule's check"
JUDGED = "judged no PHI by the rule"
NO_CONTEXT = "no context word before it"
CONTAINED = "covered by another span of its family"
MODEL_FILTERS = "the rule filters on model spans"
LAST_CHECK = "the last check on merged spans"


@dataclass(frozen=True, slots=True)
class Refusal:
    """A match of a rule that gave no span, and why (one of the constants above)."""

    source: str  # the rule: pattern:<family>/<rule>
    start: int
    end: int
    reason: str


@dataclass(frozen=True, slots=True)
class Trim:
    """A span a filter cut to [kept_start, kept_end) (one of several parts when split)."""

    source: str
    start: int
    end: int
    kept_start: int
    kept_end: int
    reason: str


class Trace(Protocol):
    """Where recognizers and filters report what they refused or trimmed."""

    def refused(self, refusal: Refusal) -> None:
        """A proposed span gave no span."""
        ...

    def trimmed(self, trim: Trim) -> None:
        """A proposed span was cut."""
        ...


class TraceLog:
    """A trace that keeps every refusal and trim, in the order reported."""

    def __init__(self) -> None:
        self.refusals: list[Refusal] = []
        self.trims: list[Trim] = []

    def refused(self, refusal: Refusal) -> None:
        """Keep `refusal`."""
        self.refusals.append(refusal)

    def trimmed(self, trim: Trim) -> None:
        """Keep `trim`."""
        self.trims.append(trim)
