"""Canary records parse in every format, carry the note's text and plant no ages."""

from __future__ import annotations

import pytest

from stream import formats
from stream.monitor.canary import FORMATS, build
from stream.monitor.leak import CanarySecret, leaked
from stream.synthetic.generator import NoteGenerator

SECRET = CanarySecret(b"s" * 32)


@pytest.mark.parametrize("fmt", FORMATS)
def test_canary_parses_with_its_text_and_planted_values(fmt: str) -> None:
    note = NoteGenerator(7, target_chars=900, phi_sentences=5).note(0)
    canary = build(note, "acme", fmt, SECRET)
    msg = formats.parse(canary.value, canary.content_type)
    assert msg.format == fmt and note.text in msg.texts
    assert canary.planted and "AGE" not in {p.category for p in canary.planted}
    assert len(leaked(SECRET, canary.planted, note.text)) == len(canary.planted)
    assert b"canary" not in canary.value.lower()  # marked by the header only
