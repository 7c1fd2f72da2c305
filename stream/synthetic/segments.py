"""A segment of a note under construction: its text and its gold label (None: not PHI)."""

from __future__ import annotations

from stream.core.categories import Label

Segment = tuple[str, Label | None]
