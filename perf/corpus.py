"""The generated benchmark corpus shared by the perf scripts."""

from __future__ import annotations

from stream.synthetic import NoteGenerator, SyntheticNote


def generated_corpus(megabytes: float, seed: int = 7,
                     phi_sentences: int = 2) -> list[SyntheticNote]:
    """Notes of ~1,500 characters until `megabytes` of text is reached."""
    generator = NoteGenerator(seed, phi_sentences=phi_sentences)
    notes: list[SyntheticNote] = []
    size = 0
    while size < megabytes * 1_000_000:
        notes.append(generator.note(len(notes)))
        size += len(notes[-1].text)
    return notes
