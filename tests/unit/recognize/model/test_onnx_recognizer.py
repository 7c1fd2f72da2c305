"""The in-process ONNX recognizer on the committed model, and the factory that builds it."""

from __future__ import annotations

import os
import threading

import pytest

from stream.core.config import ConfigError, RecognizerConfig, load_config
from stream.core.spans import Note, check_spans
from stream.recognize.factory import build_recognizer, model_available
from stream.recognize.model.artifacts import model_files
from stream.recognize.model.onnx_recognizer import OnnxRecognizer, OnnxScorer
from stream.recognize.model.tagger import ModelError
from stream.train.parity import sample_inputs


@pytest.fixture(scope="module")
def recognizer() -> OnnxRecognizer:
    return OnnxRecognizer(threads=1)


def _valid(text: str, spans) -> None:
    check_spans(len(text), spans)
    for s in spans:
        assert text[s.start : s.end].strip() == text[s.start : s.end]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "\n\n\t",
        "Ünïcödé naïve café — 東京 😀 résumé",
        "A" * 3000,
        "Dr. Smith saw pt on 3/4/2021.",
    ],
)
def test_odd_notes_give_valid_spans(recognizer, text):
    spans = recognizer.recognize(Note("n", text))
    _valid(text, spans)
    if not text.strip():
        assert spans == []


def test_batch_equals_one_by_one(recognizer):
    notes = [
        Note(str(i), f"Seen by Dr. Smith {i} on 0{i}/12/2020. " * (i * 40 + 1)) for i in range(4)
    ]
    batched = recognizer.recognize_batch(notes)
    assert batched == [recognizer.recognize(n) for n in notes]


def test_long_note_is_covered(recognizer):
    text = "Patient John Carter called 617-555-0199 on 01/02/2023. " * 400
    spans = recognizer.recognize(Note("long", text))
    _valid(text, spans)
    assert spans and spans[-1].start > len(text) - 200


def test_missing_files_raise(tmp_path):
    with pytest.raises(ModelError):
        OnnxRecognizer(model_files(tmp_path))


def test_factory_builds_every_mode():
    assert model_available()
    cfg = RecognizerConfig()
    assert build_recognizer("model", cfg).name == "model"
    assert build_recognizer("ensemble", cfg).name == "ensemble"
    assert build_recognizer("rules", cfg).name == "rules"
    with pytest.raises(ConfigError):
        load_config(None, {"DEID_RECOGNIZER__SERVING": "carrier-pigeon"})


@pytest.mark.parametrize("mode", ["model", "ensemble"])
def test_deid_detect_with_the_model(tmp_path, mode):
    import orjson

    from stream.cli import main

    src = tmp_path / "in.jsonl"
    records = [
        {"id": "a", "text": "Seen by Dr. Maria Lopez on 03/04/2021 at Brookfield General."},
        {"id": "b", "text": ""},
    ]
    src.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in records))
    out = tmp_path / "out.jsonl"
    assert main(["detect", str(src), "-o", str(out), "--recognizer", mode]) == 0
    got = [orjson.loads(line) for line in out.read_bytes().splitlines()]
    assert [r["id"] for r in got] == ["a", "b"] and got[1]["spans"] == []
    text = records[0]["text"]
    for span in got[0]["spans"]:
        assert 0 <= span["start"] < span["end"] <= len(text)


@pytest.mark.parametrize(("env", "parallel", "intra_op", "spins"), [
    ({}, 2, 1, "0"),  # a single-threaded run on each core: no thread to spin
    ({"DEID_RECOGNIZER__ONNX_PARALLEL_BATCHES": "false"}, 1, 0, "1"),
    ({"DEID_RECOGNIZER__ONNX_PARALLEL_BATCHES": "false",
      "DEID_RECOGNIZER__ONNX_SPINNING": "false"}, 1, 0, "0"),
])
def test_onnxruntime_threads_follow_the_configuration(monkeypatch, env, parallel, intra_op,
                                                      spins):
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1})
    cfg = load_config(None, env).recognizer
    model = build_recognizer("model", cfg)
    (onnx,) = [r for r in model.recognizers if isinstance(r, OnnxRecognizer)]
    options = onnx.scorer.session.get_session_options()
    assert onnx.scorer.parallel == onnx.tagger.min_batches == parallel
    assert options.intra_op_num_threads == intra_op
    assert options.get_session_config_entry("session.intra_op.allow_spinning") == spins


class RecordingSession:
    """An onnxruntime session that records the thread of each run (and can fail them)."""

    def __init__(self, session, fail: bool = False):
        self.session, self.fail, self.threads = session, fail, []

    def run(self, outputs, feed):
        self.threads.append(threading.current_thread().name)
        if self.fail:
            raise RuntimeError("stand-in failure")
        return self.session.run(outputs, feed)


def test_batches_run_on_the_sessions_threads_in_parallel_with_the_same_spans():
    notes = [Note(str(i), f"Pt John Smith seen at Mercy Hospital on 0{i + 1}/02/2020.")
             for i in range(4)]
    sequential = OnnxRecognizer(parallel_batches=False, threads=1).recognize_batch(notes)
    recognizer = OnnxRecognizer(threads=2)
    session = recognizer.scorer.session = RecordingSession(recognizer.scorer.session)
    submitted = recognizer.submit_batch(notes).result()
    assert len(session.threads) == 4  # one window a batch
    assert {name.rsplit("_", 1)[0] for name in session.threads} == {"onnx-session"}
    assert submitted == sequential == recognizer.recognize_batch(notes)


def test_a_failed_submitted_batch_raises_from_its_future():
    recognizer = OnnxRecognizer()
    recognizer.scorer.session = RecordingSession(recognizer.scorer.session, fail=True)
    with pytest.raises(ModelError, match="onnxruntime failed: RuntimeError"):
        recognizer.submit_batch([Note("n", "Pt John Smith seen today.")]).result()


def _half_of_the_smallest_normal_float() -> float:
    smallest_normal = float.fromhex("0x1p-1022")
    return smallest_normal / 2.0


def test_opening_and_running_a_scorer_leaves_the_callers_floating_point_state_alone():
    # The session flushes denormals to zero on its own threads only: on the caller's thread
    # that flag would change every float computation the process makes afterwards.
    scorer = OnnxScorer(model_files().onnx)
    scorer.logits(sample_inputs(batch=2, width=16, seed=3))
    assert _half_of_the_smallest_normal_float() > 0.0
