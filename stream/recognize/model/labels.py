"""BIO tag set of the token classifier over the PHI categories (stream/core/categories.py)."""

from __future__ import annotations

from stream.core.categories import Label

ENTITY_LABELS: tuple[Label, ...] = tuple(Label)
TAGS: tuple[str, ...] = ("O", *(f"{p}-{lb}" for lb in ENTITY_LABELS for p in ("B", "I")))
TAG_INDEX: dict[str, int] = {tag: i for i, tag in enumerate(TAGS)}
NUM_TAGS = len(TAGS)


def begin(label: Label) -> int:
    """Index of the B- tag of a label."""
    return TAG_INDEX[f"B-{label}"]


def inside(label: Label) -> int:
    """Index of the I- tag of a label."""
    return TAG_INDEX[f"I-{label}"]


def entity_of(tag_index: int) -> Label | None:
    """The label a tag index belongs to, None for O."""
    return None if tag_index == 0 else ENTITY_LABELS[(tag_index - 1) // 2]


def is_begin(tag_index: int) -> bool:
    """Whether a tag index is a B- tag."""
    return tag_index > 0 and (tag_index - 1) % 2 == 0
