"""`deid demo` fails closed: no recognizer, no broker, no notes shown."""

from __future__ import annotations

import pytest

from stream import demo
from stream.cli import main
from stream.config import ConfigError


def test_an_unbuildable_recognizer_stops_the_demo_before_anything_runs(monkeypatch, capsys,
                                                                         tmp_path):
    def unbuildable(config):
        raise ConfigError("recognizer 'ensemble' needs the token-classifier model")

    def no_broker(*args, **kwargs):
        raise AssertionError("the broker must not start")

    monkeypatch.setattr("stream.pipeline.service.build_deidentifier", unbuildable)
    monkeypatch.setattr("stream.embedded.embedded_broker", no_broker)
    monkeypatch.setenv("DEID_KEYRING__PATH", str(tmp_path / "keys"))
    assert main(["demo"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert "deid demo: error: the configured recognizer (recognizer.mode: ensemble)" in err
    assert "DEID_RECOGNIZER__MODE=rules" in err
    sample = demo.sample_notes()[0]["text"]
    assert sample[:20] not in err


@pytest.mark.parametrize("builder", [demo.as_json, demo.as_hl7, demo.as_fhir])
def test_every_feed_format_carries_the_note_text(builder):
    note = demo.sample_notes()[0]
    message = builder(note, "n0")
    assert demo.note_text(message.value, message.content_type).strip() == note["text"].strip()
