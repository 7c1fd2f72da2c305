"""The training and held-out corpora: notes of every family, density and register.

`CorpusGenerator(seed, split="train")` and `CorpusGenerator(seed, split="heldout")` never share
a template (families.split) or a random stream (the split name is part of every note's seed).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from stream.core.spans import Span
from stream.synthetic import noise
from stream.synthetic.families import CLINICAL, FAMILIES, SHARED_PHI, Family, split
from stream.synthetic.generator import SyntheticNote
from stream.synthetic.nursing import NURSING_FAMILIES
from stream.synthetic.segments import Segment
from stream.synthetic.slots import SLOT, SlotFiller, new_cast
from stream.synthetic.values import Values

SPLITS = ("train", "heldout")
ALL_FAMILIES: tuple[Family, ...] = (*FAMILIES, *NURSING_FAMILIES)
PLAIN_SLOTS = frozenset(
    {
        "DRUG",
        "MED",
        "DOSE",
        "COND",
        "EPONYM",
        "EPONYM_WORD",
        "DEVICE",
        "PROC",
        "IMG",
        "FINDING",
        "UNIT",
        "ROOM",
        "TIME",
        "NUM",
        "VITALS",
        "LABS",
        "ROUTE_FREQ",
        "PT_REF_OBJ",
        "RELATION_PLAIN",
        "LOOK",
        "LOOK_VITAL",
        "LOOK_VENT",
        "LOOK_MED",
        "LOOK_SCALE",
        "LOOK_RANGE",
        "CLOCK",
        "SHIFT",
    }
)
DENSITY_RATE = (0.0, 0.15, 0.35, 0.65)


def has_phi(template: str) -> bool:
    """Whether a template has a slot that yields an identifier."""
    return any(m.group(1) not in PLAIN_SLOTS for m in SLOT.finditer(template))


class CorpusGenerator:
    """Seeded notes of one split; the same (seed, split, index) always gives the same note."""

    def __init__(self, seed: int = 0, split: str = "train"):
        if split not in SPLITS:
            raise ValueError(f"split must be one of {SPLITS}")
        self.seed = seed
        self.split = split
        held = split == "heldout"
        self._clinical = split_pool(CLINICAL, held)
        self._shared = split_pool(SHARED_PHI, held)
        self._families = [
            (f, split_pool(f.headers, held), split_pool(f.body, held), split_pool(f.closers, held))
            for f in ALL_FAMILIES
        ]

    def note(self, index: int) -> SyntheticNote:
        """Note number `index` of this split."""
        rng = random.Random(f"{self.split}:{self.seed}:{index}")
        family, headers, body, closers = self._families[index % len(self._families)]
        density = rng.choices(range(4), weights=family.density)[0]
        segments = self._segments(rng, family, headers, body, closers, DENSITY_RATE[density])
        segments = noise.apply(rng, segments, family.register)
        text, spans = join(segments)
        return SyntheticNote(
            f"{self.split}-{self.seed}-{index}", f"pt-{index}", text, spans, family.name
        )

    def notes(self, count: int, start: int = 0) -> Iterator[SyntheticNote]:
        """`count` notes from index `start`."""
        for i in range(start, start + count):
            yield self.note(i)

    def notes_of(self, families: frozenset[str], count: int) -> Iterator[SyntheticNote]:
        """The first `count` notes of this split that belong to the named families."""
        picked = [i for i, f in enumerate(ALL_FAMILIES) if f.name in families]
        if not picked:
            raise ValueError(f"no family named in {sorted(families)}")
        for k in range(count):
            cycle, slot = divmod(k, len(picked))
            yield self.note(cycle * len(ALL_FAMILIES) + picked[slot])

    def _segments(
        self, rng: random.Random, family: Family, headers, body, closers, rate: float
    ) -> list[Segment]:
        """Header, body sentences and closing of one note, as segments."""
        values = Values(rng)
        cast = new_cast(values)
        cast.name_caps = rng.random() < family.register.name_caps
        filler = SlotFiller(rng, values, cast)
        out: list[Segment] = []
        out += filler.fill(_choose(rng, headers, rate > 0 and rng.random() < 0.8))
        shared = self._shared if family.shared else ()
        clinical = self._clinical if family.shared else ()
        phi_body = [t for t in (*body, *shared) if has_phi(t)]
        plain_body = [t for t in (*body, *clinical) if not has_phi(t)]
        low, high = family.sentences
        for n in range(rng.randint(low, high)):
            pool = phi_body if rng.random() < rate else plain_body
            if n:
                out.append(
                    (family.joiner if rng.random() < 0.85 else rng.choice((" ", "\n")), None)
                )
            out += filler.fill(rng.choice(pool))
        out += filler.fill(_choose(rng, closers, rate > 0 and rng.random() < 0.6))
        return out


def split_pool(pool: tuple[str, ...], heldout: bool) -> tuple[str, ...]:
    """The part of a template pool that belongs to a split."""
    return split(pool, heldout)


def _choose(rng: random.Random, pool: tuple[str, ...], want_phi: bool) -> str:
    """A template with or without identifiers, as asked, when the pool has one."""
    matching = [t for t in pool if has_phi(t) == want_phi]
    return rng.choice(matching or [t for t in pool if not has_phi(t)] or [""])


def join(segments: list[Segment]) -> tuple[str, list[Span]]:
    """The note text and its gold spans (empty labeled segments are dropped)."""
    parts: list[str] = []
    spans: list[Span] = []
    position = 0
    for text, label in segments:
        if label is not None and text.strip():
            lead = len(text) - len(text.lstrip())
            core = text.strip()
            spans.append(
                Span(position + lead, position + lead + len(core), label, source="synthetic")
            )
        parts.append(text)
        position += len(text)
    return "".join(parts), spans
