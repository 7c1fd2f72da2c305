"""`deid demo`: fails closed (no recognizer, no broker, no notes shown); Triton or ONNX fallback."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

import stream.commands  # noqa: F401  (imported before any patch, so it binds the real builder)
from stream.cli import main
from stream.core.config import Config, ConfigError
from stream.devstack import demo
from stream.devstack.triton import TritonUnavailable

SAMPLE = demo.sample_notes()[0]["text"]


@dataclass
class FakeTriton:
    """Stands in for a started EmbeddedTriton."""

    grpc_url: str = "127.0.0.1:18001"
    stops: list[bool] = field(default_factory=list)

    def stop(self) -> None:
        self.stops.append(True)


def _model_installed(monkeypatch, installed: bool) -> None:
    monkeypatch.setattr("stream.recognize.factory.model_available", lambda repository="": installed)


def test_an_unbuildable_recognizer_stops_the_demo_before_anything_runs(monkeypatch, capsys,
                                                                         tmp_path):
    def unbuildable(config):
        raise ConfigError("recognizer 'ensemble' needs the token-classifier model")

    def must_not_start(*args, **kwargs):
        raise AssertionError("neither the broker nor tritonserver may start")

    _model_installed(monkeypatch, False)
    monkeypatch.setattr("stream.engine.build.build_deidentifier", unbuildable)
    monkeypatch.setattr("stream.devstack.broker.embedded_broker", must_not_start)
    monkeypatch.setattr("stream.devstack.triton.start_triton", must_not_start)
    monkeypatch.setenv("DEID_KEYRING__PATH", str(tmp_path / "keys"))
    assert main(["demo"]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert "deid demo: error: the configured recognizer (recognizer.mode: ensemble)" in err
    assert "DEID_RECOGNIZER__MODE=rules" in err
    assert SAMPLE[:20] not in err


def test_the_model_is_served_by_the_embedded_tritonserver_and_stopped_after(monkeypatch):
    server = FakeTriton()
    _model_installed(monkeypatch, True)
    monkeypatch.setattr("stream.devstack.triton.start_triton", lambda repository: server)
    with pytest.raises(RuntimeError), demo.model_serving(Config()) as serving:
        assert serving.config.recognizer.serving == "triton"
        assert serving.config.recognizer.triton_url == server.grpc_url
        assert "tritonserver" in serving.description
        assert not server.stops
        raise RuntimeError("the stream failed")
    assert server.stops == [True]


def test_a_tritonserver_that_cannot_start_falls_back_to_onnx_and_says_so(monkeypatch, capsys):
    def fails(repository):
        raise TritonUnavailable("tritonserver exited with 1: E0101 backend failed\nmore log")

    _model_installed(monkeypatch, True)
    monkeypatch.setattr("stream.devstack.triton.start_triton", fails)
    with demo.model_serving(Config()) as serving:
        assert serving.config.recognizer.serving == "onnx"
        assert "ONNX" in serving.description
    err = capsys.readouterr().err
    assert "tritonserver could not start (tritonserver exited with 1: E0101" in err
    assert "falling back to the in-process ONNX model" in err
    assert "more log" not in err and SAMPLE[:20] not in err


def test_rules_mode_starts_no_model_server(monkeypatch):
    def must_not_start(*args, **kwargs):
        raise AssertionError("tritonserver must not start for rules")

    _model_installed(monkeypatch, True)
    monkeypatch.setattr("stream.devstack.triton.start_triton", must_not_start)
    cfg = Config()
    cfg.recognizer.mode = "rules"
    with demo.model_serving(cfg) as serving:
        assert serving.config is cfg and "rules only" in serving.description


@pytest.mark.parametrize("builder", [demo.as_json, demo.as_hl7, demo.as_fhir])
def test_every_feed_format_carries_the_note_text(builder):
    note = demo.sample_notes()[0]
    message = builder(note, "n0")
    assert demo.note_text(message.value, message.content_type).strip() == note["text"].strip()
