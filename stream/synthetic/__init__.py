"""Seeded synthetic clinical notes with exact PHI spans, for tests, benchmarks and training."""

from stream.synthetic.corpus import CorpusGenerator
from stream.synthetic.generator import NoteGenerator, SyntheticNote

__all__ = ["CorpusGenerator", "NoteGenerator", "SyntheticNote"]
