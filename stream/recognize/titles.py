"""Span convention: a courtesy or professional title belongs to the name it precedes.

"Dr. Smith" is one mention: ASQ-PHI and MedDeID annotate it whole, and the name strategy keeps
the title in the surrogate ("Dr. Smith" -> "Dr. Okafor"), so covering it costs nothing in the
output while an uncovered "Dr." counts as a leak under those conventions. i2b2 leaves titles out;
scoring against such a corpus sees the title's two or three letters as non-PHI redaction.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from stream.core.categories import NAME_LABELS
from stream.core.spans import Span

# The title, an optional period and one or two spaces, ending where the name span starts
# ("dr.lee" stays apart: the name strategy splits names on spaces, not periods).
_TITLE_BEFORE = re.compile(
    r"(?<![\w.])(?i:dr|drs|doc|doctor|prof|professor|mr|mrs|ms|miss|mx|mister|rev|reverend)"
    r"\.?[ \t]{1,2}$"
)
_LOOKBACK = 14


def title_before(text: str, start: int) -> bool:
    """Whether a courtesy or professional title ends right before `start` ("Dr. |Patel")."""
    return _TITLE_BEFORE.search(text, max(0, start - _LOOKBACK), start) is not None


def attach_titles(spans: Sequence[Span], text: str) -> list[Span]:
    """`spans` (sorted, non-overlapping) with each name span grown over a title right before it."""
    out: list[Span] = []
    floor = 0
    for span in spans:
        if span.label in NAME_LABELS:
            title = _TITLE_BEFORE.search(text, max(floor, span.start - _LOOKBACK), span.start)
            if title is not None:
                span = Span(title.start(), span.end, span.label, span.source, span.score)
        out.append(span)
        floor = span.end
    return out
