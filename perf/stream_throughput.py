"""End-to-end stream throughput over the real (embedded) broker with transactions on (prints JSON).

Starts the embedded broker, runs `--workers` `deid run` processes (one consumer group), produces
`--notes` generated notes of ~1,500 characters as JSON envelopes (as fast as possible, or at
`--rate` notes/s), and reads the de-identified output with a read_committed consumer.
`--canary-rate 0.01` adds canary notes (stream/monitor/canary.py, header deid-canary) as 1% of
the traffic, spread through the feed; they go to the canary topic, the figures count the notes.

Figures: notes/s and content tokens/s (first produce to last committed output), produce-to-output
latency p50/p99 (input CreateTime to the moment the committed output is read), peak RSS of
each worker (VmHWM). With `--rate 0` the feed is a backlog, so latency includes queueing.

`--recognizer ensemble --serving triton` also starts the embedded tritonserver, measures the
model's own Triton throughput on the same notes first (perf/model_throughput.py's machinery:
WordPiece content tokens, recognize_batch in chunks), then points the workers at it and prints
stream/model as `ratio_to_model_triton` (target >= 0.8). Content tokens are then WordPiece
tokens, as in model_throughput; otherwise regex words.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

import orjson
import yaml
from confluent_kafka import Consumer, Producer, TopicPartition

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.corpus import generated_corpus
from stream.core.spans import Note
from stream.devstack.broker import create_topics, embedded_broker, free_port
from stream.keyring import FileKeyring

ROOT = Path(__file__).resolve().parent.parent
TOKEN = re.compile(r"\w+")


TARGET_RATIO = 0.8


def worker_config(path: Path, bootstrap: str, keys: Path, port: int, index: int,
                  recognizer: dict) -> Path:
    """YAML for one worker process."""
    doc = {"kafka": {"bootstrap_servers": bootstrap, "group_id": "perf",
                     "extra": {"session.timeout.ms": 6000, "heartbeat.interval.ms": 1000,
                               "transactional.id": f"perf-{index}"}},
           "topics": {"input": "perf.in", "output": "perf.out", "spans": "perf.spans",
                      "dlq": "perf.dlq", "canary_output": "perf.canary"},
           "recognizer": recognizer, "keyring": {"backend": "file", "path": str(keys)},
           "metrics": {"port": port}}
    path.write_text(yaml.safe_dump(doc))
    return path


def wait_ready(port: int, proc: subprocess.Popen, timeout: float = 120.0) -> None:
    """Until the worker's /readyz answers 200."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"worker exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/readyz", timeout=1) as r:
                if r.status == 200:
                    return
        except OSError:
            pass
        time.sleep(0.1)  # polling another process's endpoint: no event to await
    raise RuntimeError("worker not ready in time")


def peak_rss_mb(pid: int) -> float:
    """VmHWM of a process in MB."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0


Record = tuple[bytes, list[tuple[str, bytes]]]
JSON_HEADERS = [("content-type", b"application/json")]


def with_canaries(values: list[bytes], share: float) -> list[Record]:
    """The notes, and canaries (tenant perf, formats in turn) as `share` of all records."""
    from stream.monitor.canary import FORMATS, build
    from stream.monitor.leak import CanarySecret
    from stream.synthetic.generator import NoteGenerator

    records: list[Record] = [(v, JSON_HEADERS) for v in values]
    count = round(len(values) * share / (1 - share)) if share else 0
    generator = NoteGenerator(5, target_chars=1500, phi_sentences=5)
    secret = CanarySecret.generate()
    for i in range(count):
        canary = build(generator.note(i), "perf", FORMATS[i % 3], secret)
        headers = [("content-type", canary.content_type.encode()), ("deid-canary", b"perf"),
                   ("deid-tenant", b"perf")]
        records.insert(round((i + 0.5) * len(records) / count), (canary.value, headers))
    return records


def produce(bootstrap: str, notes: list[Record], rate: float) -> dict[tuple[int, int], float]:
    """Produce records; (partition, offset) -> CreateTime in seconds."""
    producer = Producer({"bootstrap.servers": bootstrap, "enable.idempotence": True,
                         "linger.ms": 5})
    sent: dict[tuple[int, int], float] = {}

    def done(err, msg) -> None:
        if err is None:
            sent[(msg.partition(), msg.offset())] = msg.timestamp()[1] / 1000

    start = time.monotonic()
    for i, (value, headers) in enumerate(notes):
        if rate > 0:
            delay = start + i / rate - time.monotonic()
            if delay > 0:
                time.sleep(delay)  # pacing the open-loop load, not synchronisation
        while True:
            try:
                producer.produce("perf.in", value, str(i).encode(), on_delivery=done,
                                 headers=headers)
                break
            except BufferError:
                producer.poll(0.05)
        producer.poll(0)
    producer.flush(60)
    return sent


def read_outputs(bootstrap: str, count: int, timeout: float) -> dict[tuple[int, int], float]:
    """Source (partition, offset) -> time the committed output was read."""
    consumer = Consumer({"bootstrap.servers": bootstrap, "group.id": "perf-reader",
                         "isolation.level": "read_committed", "enable.auto.commit": False,
                         "fetch.wait.max.ms": 20})
    consumer.assign([TopicPartition("perf.out", 0, 0)])
    got: dict[tuple[int, int], float] = {}
    deadline = time.monotonic() + timeout
    while len(got) < count and time.monotonic() < deadline:
        for msg in consumer.consume(1000, 0.2):
            if msg.error() is None:
                h = dict(msg.headers())
                got[(int(h["deid-source-partition"]), int(h["deid-source-offset"]))] = time.time()
    consumer.close()
    return got


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))] if ordered else 0.0


def model_triton_rate(url: str, notes: list[Note], chunk: int) -> dict:
    """The model alone on Triton over these notes (model_throughput's tokens and timing)."""
    from perf.model_throughput import content_tokens, timed
    from stream.recognize.model.triton_recognizer import TritonRecognizer

    remote = TritonRecognizer(url, max_in_flight=4)
    try:
        tokens = content_tokens(remote, notes)
        seconds = timed(remote.recognize_batch, notes, chunk)
    finally:
        remote.close()
    return {"seconds": round(seconds, 3), "wordpiece_tokens": tokens,
            "notes_per_s": round(len(notes) / seconds, 1),
            "content_tokens_per_s": round(tokens / seconds, 1)}


def recognizer_config(args: argparse.Namespace, triton_url: str | None) -> dict:
    """The workers' `recognizer:` section."""
    doc: dict = {"mode": args.recognizer}
    if triton_url is not None:
        doc.update(serving="triton", triton_url=triton_url)
    return doc


def start_model_server(stack: contextlib.ExitStack, args: argparse.Namespace) -> str | None:
    """The embedded tritonserver's gRPC address when `--serving triton`, else None."""
    if args.serving != "triton":
        return None
    if args.recognizer == "rules":
        raise SystemExit("--serving triton needs --recognizer model or ensemble")
    from stream.devstack.triton import start_triton
    from stream.recognize.model.artifacts import repository

    server = start_triton(repository())
    stack.callback(server.stop)
    return server.grpc_url


def compare(result: dict, model: dict, notes: int, received: int, elapsed: float) -> None:
    """Stream figures in WordPiece tokens next to the model's own, and their ratio."""
    stream_tps = model["wordpiece_tokens"] * received / notes / elapsed
    result["words_per_s"] = result["content_tokens_per_s"]
    result["content_tokens"] = "wordpiece"
    result["content_tokens_per_s"] = round(stream_tps)
    result["model_triton"] = model
    result["ratio_to_model_triton"] = round(stream_tps / model["content_tokens_per_s"], 3)
    result["target_ratio"] = TARGET_RATIO


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--notes", type=int, default=3000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--rate", type=float, default=0.0, help="notes/s; 0: as fast as possible")
    parser.add_argument("--recognizer", default="rules", choices=["rules", "model", "ensemble"])
    parser.add_argument("--serving", default="onnx", choices=["onnx", "triton"],
                        help="where the model runs: in each worker, or the embedded tritonserver")
    parser.add_argument("--chunk", type=int, default=32,
                        help="notes per recognize_batch call of the model-only Triton measurement")
    parser.add_argument("--canary-rate", type=float, default=0.0,
                        help="share of canary notes in the traffic (0.01: 1%%)")
    args = parser.parse_args()

    corpus = generated_corpus(args.notes * 1600 / 1_000_000)[: args.notes]
    values = [orjson.dumps({"note_id": n.id, "patient_id": n.patient_id or f"p{i}",
                            "text": n.text, "tenant": "perf"}) for i, n in enumerate(corpus)]
    tokens = sum(len(TOKEN.findall(n.text)) for n in corpus)
    chars = sum(len(n.text) for n in corpus)
    model: dict | None = None
    with contextlib.ExitStack() as stack:
        triton_url = start_model_server(stack, args)
        if triton_url is not None:
            model = model_triton_rate(triton_url, [Note(n.id, n.text) for n in corpus],
                                      args.chunk)
        tmp = stack.enter_context(tempfile.TemporaryDirectory())
        broker = stack.enter_context(embedded_broker())
        keys = Path(tmp) / "keys"
        FileKeyring(keys).init("perf")
        create_topics(broker.bootstrap_servers, ["perf.in"], args.partitions)
        create_topics(broker.bootstrap_servers,
                      ["perf.out", "perf.spans", "perf.dlq", "perf.canary"], 1)
        procs = []
        for i in range(args.workers):
            port = free_port()
            cfg = worker_config(Path(tmp) / f"w{i}.yaml", broker.bootstrap_servers, keys, port,
                                i, recognizer_config(args, triton_url))
            log = open(Path(tmp) / f"w{i}.log", "wb")  # noqa: SIM115
            procs.append((subprocess.Popen([sys.executable, "-m", "stream", "run", "--config",
                                            str(cfg)], cwd=ROOT, stdout=log, stderr=log), port))
        for proc, port in procs:
            wait_ready(port, proc)
        received: dict = {}
        reader = threading.Thread(target=lambda: received.update(
            read_outputs(broker.bootstrap_servers, len(values), 600)))
        reader.start()
        started = time.time()
        sent = produce(broker.bootstrap_servers, with_canaries(values, args.canary_rate),
                       args.rate)
        reader.join()
        rss = [round(peak_rss_mb(p.pid), 1) for p, _ in procs]
        for proc, _ in procs:
            proc.terminate()
        codes = [proc.wait(60) for proc, _ in procs]
    elapsed = max(received.values()) - started if received else float("nan")
    latencies = [received[k] - sent[k] for k in received if k in sent]
    result = {
        "benchmark": "stream_throughput", "recognizer": args.recognizer, "serving": args.serving,
        "workers": args.workers, "partitions": args.partitions, "cpus": os.cpu_count(),
        "notes": len(values), "outputs": len(received), "mean_chars": round(chars / len(values)),
        "rate_target": args.rate or "max", "canary_rate": args.canary_rate,
        "notes_per_s": round(len(received) / elapsed, 1),
        "content_tokens_per_s": round(tokens * len(received) / len(values) / elapsed),
        "chars_per_s": round(chars * len(received) / len(values) / elapsed),
        "latency_p50_ms": round(percentile(latencies, 0.5) * 1000, 1),
        "latency_p99_ms": round(percentile(latencies, 0.99) * 1000, 1),
        "worker_peak_rss_mb": rss, "worker_exit_codes": codes,
    }
    if model is not None and received:
        compare(result, model, len(values), len(received), elapsed)
    print(orjson.dumps(result).decode())


if __name__ == "__main__":
    main()
