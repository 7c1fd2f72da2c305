"""Where the ensemble's time goes, stage by stage, in one process (prints JSON).

The stream benchmark's notes (~1,500 characters, perf/corpus.py) go through the ensemble's
steps `--chunk` notes at a time, as a worker window would: tokenization, windows, padded input
tensors, onnxruntime, logit averaging and decoding (with the format checks), each rule family,
the merge (with repeated mentions) and the anonymizer. Each stage reports wall seconds and
CPU seconds (time.process_time: every thread of this process, so onnxruntime's threads count,
spinning included) per 1,000 notes and its share of the total. CPU seconds per 1,000 notes
compare versions on a loaded machine better than wall time.

`--stream-json FILE` (the output of perf/stream_throughput.py --workers 1) adds what the stream
costs beyond these stages (Kafka, formats, the engine's bookkeeping): its wall time per note
less the in-process total.

    python perf/ensemble_profile.py [--notes 600] [--chunk 64] [--threads 2] [--onnx PATH]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.corpus import generated_corpus
from stream.anonymize.anonymizer import Anonymizer
from stream.anonymize.policy import policy_from_config
from stream.core.config import PolicyConfig
from stream.core.spans import Note, Span
from stream.keyring import FileKeyring
from stream.recognize.base import recognize_all
from stream.recognize.model.artifacts import model_files
from stream.recognize.model.labels import NUM_TAGS
from stream.recognize.model.onnx_recognizer import OnnxRecognizer
from stream.recognize.model.token_windows import LogitAccumulator
from stream.recognize.rules import default_rule_recognizers, merged_with_repeats


class Stages:
    """Wall and CPU seconds per named stage."""

    def __init__(self) -> None:
        self.wall: dict[str, float] = defaultdict(float)
        self.cpu: dict[str, float] = defaultdict(float)

    @contextmanager
    def timed(self, stage: str):
        wall, cpu = time.perf_counter(), time.process_time()
        yield
        self.wall[stage] += time.perf_counter() - wall
        self.cpu[stage] += time.process_time() - cpu

    def report(self, notes: int) -> dict:
        total_wall, total_cpu = sum(self.wall.values()), sum(self.cpu.values())
        stages = {name: {"wall_s_per_1000_notes": round(self.wall[name] * 1000 / notes, 3),
                         "cpu_s_per_1000_notes": round(self.cpu[name] * 1000 / notes, 3),
                         "share_of_wall": round(self.wall[name] / total_wall, 3)}
                  for name in self.wall}
        return {"stages": stages,
                "total_wall_s_per_1000_notes": round(total_wall * 1000 / notes, 3),
                "total_cpu_s_per_1000_notes": round(total_cpu * 1000 / notes, 3),
                "notes_per_s": round(notes / total_wall, 1)}


def model_stages(model: OnnxRecognizer, texts: list[str], stages: Stages,
                 padding: dict[str, int]) -> list[list[Span]]:
    """The model recognizer's steps (WindowedTagger.run), each one timed."""
    tagger = model.tagger
    with stages.timed("tokenize"):
        encodings = tagger.tokenizer.encode_batch(texts)
    with stages.timed("windows"):
        from stream.recognize.model.token_windows import batches, windows_for

        plan = batches(windows_for(encodings, tagger.content, tagger.overlap),
                       tagger.max_batch, tagger.max_tokens, tagger.min_batches)
    padding["content"] += sum(len(e) for e in encodings)
    with stages.timed("input_tensors"):
        inputs = [tagger.inputs(batch, encodings) for batch in plan]
    padding["computed"] += sum(tensors["input_ids"].size for tensors in inputs)
    padding["real"] += sum(int(tensors["attention_mask"].sum()) for tensors in inputs)
    with stages.timed("onnxruntime"):  # the scorer's parallel runs, as the recognizer has them
        logits = list(model.scorer.logits_of(inputs))
    with stages.timed("decode"):
        acc = LogitAccumulator(encodings, NUM_TAGS)
        for batch, batch_logits in zip(plan, logits, strict=True):
            acc.add(batch, batch_logits)
        return tagger.finish(texts, encodings, acc, model.name)


def profile(notes: list[Note], chunk: int, model: OnnxRecognizer, anonymize: Callable,
            stages: Stages) -> dict[str, int]:
    """Run every stage over the notes, `chunk` at a time; returns the token counts: computed
    (padding included), real (window tokens with [CLS]/[SEP]) and content (the notes')."""
    rules = default_rule_recognizers()
    padding = {"computed": 0, "real": 0, "content": 0}
    for i in range(0, len(notes), chunk):
        part = notes[i : i + chunk]
        found = [list(s) for s in model_stages(model, [n.text for n in part], stages, padding)]
        for rule in rules:
            with stages.timed(f"rules.{type(rule).__name__}"):
                for spans, more in zip(found, recognize_all(rule, part), strict=True):
                    spans.extend(more)
        with stages.timed("merge"):
            merged = [merged_with_repeats(s, n.text) for s, n in zip(found, part, strict=True)]
        with stages.timed("anonymize"):
            for note, spans in zip(part, merged, strict=True):
                anonymize(note, spans)
    return padding


def stream_residual(path: Path, in_process: dict) -> dict:
    """The stream's wall time per 1,000 notes beyond the in-process stages."""
    stream = json.loads(path.read_text("utf-8"))
    per_1000 = 1000 / stream["notes_per_s"]
    return {"stream_notes_per_s": stream["notes_per_s"],
            "stream_wall_s_per_1000_notes": round(per_1000, 3),
            "kafka_formats_engine_wall_s_per_1000_notes":
                round(per_1000 - in_process["total_wall_s_per_1000_notes"], 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--notes", type=int, default=600)
    parser.add_argument("--chunk", type=int, default=64, help="notes per worker window")
    parser.add_argument("--threads", type=int, default=2, help="cores the model uses")
    parser.add_argument("--onnx", type=Path, default=None, help="another ONNX file to time")
    parser.add_argument("--stream-json", type=Path, default=None,
                        help="perf/stream_throughput.py output to compare the stream with")
    args = parser.parse_args()
    corpus = generated_corpus(args.notes * 1600 / 1_000_000)[: args.notes]
    notes = [Note(n.id, n.text, patient_id=n.patient_id) for n in corpus]
    files = model_files()
    if args.onnx:
        files = replace(files, onnx=args.onnx)
    model = OnnxRecognizer(files, threads=args.threads)
    anonymizer = Anonymizer(policy_from_config(PolicyConfig()))
    with tempfile.TemporaryDirectory() as tmp:
        keyring = FileKeyring(tmp)
        keyring.init("perf")
        key = keyring.get("perf")

        def anonymize(note: Note, spans: list[Span]) -> None:
            anonymizer.anonymize(note.text, spans, key, note_id=note.id,
                                 patient_id=note.patient_id)

        profile(notes[: args.chunk], args.chunk, model, anonymize, Stages())  # warm-up
        stages = Stages()
        padding = profile(notes, args.chunk, model, anonymize, stages)
    result = {"benchmark": "ensemble_profile", "notes": len(notes), "chunk": args.chunk,
              "characters": sum(len(n.text) for n in notes), "onnx": files.onnx.name,
              "threads": args.threads,
              "padding_share": round(1 - padding["real"] / padding["computed"], 3),
              "computed_tokens_per_content_token": round(
                  padding["computed"] / padding["content"], 3),
              **stages.report(len(notes))}
    if args.stream_json:
        result.update(stream_residual(args.stream_json, result))
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
