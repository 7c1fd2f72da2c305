"""Replay throughput, and worker throughput with Vault keys vs the key file (prints JSON).

Each repeat starts two embedded brokers side by side, each with `--workers` `deid run` processes
(rules recognizer): one cluster takes its keys from the key file, the other from a real OpenBao
dev server (transit mode, 60 s cache). Both get the same `--notes` generated notes of ~1,500
characters at the same time, so machine noise hits both alike; the figure is the median of the
per-repeat ratios. Worker figures use perf/stream_throughput.py's machinery (configs,
readiness, produce, read-back).

Then the key is rotated and `deid replay` (no recognizer: spans from the span events topic the
key-file workers wrote) re-anonymizes the same notes into a release topic, pinned to 2 cores.
Its notes/s is the job's own (Kafka clients, span index and the windows; not the interpreter's
start-up). Also: key fetch latency p50/p99 from the Vault server.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import orjson
import yaml

if __package__ in (None, ""):  # `python perf/<name>.py`: import perf and stream from the repo
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from perf.corpus import generated_corpus
from perf.keyring_latency import measure
from perf.stream_throughput import produce, read_outputs, wait_ready, worker_config
from stream.devstack.broker import create_topics, embedded_broker, free_port
from stream.devstack.vault import DevVault
from stream.keyring import CachedKeyring, FileKeyring
from stream.keyring.vault import VaultAuth, VaultKeyring, tenant_policy

ROOT = Path(__file__).resolve().parent.parent
TENANT = "perf"
TOKEN_ENV = "DEID_KEYRING__AUTH__TOKEN"


def envelopes(notes: int) -> tuple[list[bytes], float]:
    """Generated notes as JSON envelopes of tenant `perf`, and their mean length."""
    corpus = generated_corpus(notes * 1600 / 1_000_000)[:notes]
    values = [orjson.dumps({"note_id": n.id, "patient_id": n.patient_id or f"p{i}",
                            "text": n.text, "tenant": TENANT}) for i, n in enumerate(corpus)]
    return values, statistics.fmean(len(n.text) for n in corpus)


def two_cores() -> None:
    """Pin the calling process to (at most) two CPUs."""
    os.sched_setaffinity(0, sorted(os.sched_getaffinity(0))[:2])


class Cluster:
    """An embedded broker with ready `deid run` workers whose keyring section is `keyring`."""

    def __init__(self, tmp: Path, keyring: dict[str, Any], workers: int, partitions: int,
                 env: dict[str, str]) -> None:
        self.tmp, self.keyring, self.workers, self.partitions, self.env = (
            tmp, keyring, workers, partitions, env)
        self.stack = ExitStack()
        self.procs: list[subprocess.Popen] = []
        self.bootstrap = ""
        self.config = tmp / "w0.yaml"

    def __enter__(self) -> Cluster:
        self.tmp.mkdir(parents=True, exist_ok=True)
        self.bootstrap = self.stack.enter_context(embedded_broker()).bootstrap_servers
        create_topics(self.bootstrap, ["perf.in"], self.partitions)
        create_topics(self.bootstrap, ["perf.out", "perf.spans", "perf.dlq", "perf.release"], 1)
        self.stack.callback(self.stop_workers)
        ports = [self._start(i) for i in range(self.workers)]
        for proc, port in zip(self.procs, ports, strict=True):
            wait_ready(port, proc)
        return self

    def __exit__(self, *exc: object) -> None:
        self.stack.close()

    def _start(self, index: int) -> int:
        """Write worker `index`'s config and start it; returns its metrics port."""
        port = free_port()
        path = worker_config(self.tmp / f"w{index}.yaml", self.bootstrap, self.tmp / "keys",
                             port, index, {"mode": "rules"})
        doc = yaml.safe_load(path.read_text())
        doc["keyring"] = self.keyring
        path.write_text(yaml.safe_dump(doc))
        log = self.stack.enter_context(open(self.tmp / f"w{index}.log", "ab"))  # noqa: SIM115
        self.procs.append(subprocess.Popen(
            [sys.executable, "-m", "stream", "run", "--config", str(path)], cwd=ROOT,
            stdout=log, stderr=log, env=self.env))
        return port

    def feed(self, values: list[bytes], rates: dict[str, float], name: str) -> None:
        """Produce the notes, read every output back; store notes/s under `name`."""
        received: dict = {}
        reader = threading.Thread(target=lambda: received.update(
            read_outputs(self.bootstrap, len(values), 600)))
        reader.start()
        started = time.time()
        produce(self.bootstrap, [(value, []) for value in values], 0)
        reader.join()
        rates[name] = len(received) / (max(received.values()) - started)

    def stop_workers(self) -> None:
        for proc in self.procs:
            if proc.poll() is None:
                proc.terminate()
                proc.wait(60)


def paired_run(values: list[bytes], vault_keys: dict[str, Any], token: str, workers: int,
               partitions: int) -> tuple[dict[str, float], dict[str, Any]]:
    """Key-file and Vault clusters fed at once; then a replay of the key-file cluster's cache."""
    with tempfile.TemporaryDirectory() as tmp:
        keys = Path(tmp) / "file" / "keys"
        FileKeyring(keys).init(TENANT)
        file_keys = {"backend": "file", "path": str(keys)}
        env = dict(os.environ)
        with Cluster(Path(tmp) / "file", file_keys, workers, partitions, env) as by_file, \
                Cluster(Path(tmp) / "vault", vault_keys, workers, partitions,
                        {**env, TOKEN_ENV: token}) as by_vault:
            rates: dict[str, float] = {}
            feeds = [threading.Thread(target=c.feed, args=(values, rates, name))
                     for name, c in (("file", by_file), ("vault", by_vault))]
            for feed in feeds:
                feed.start()
            for feed in feeds:
                feed.join()
            by_file.stop_workers()
            by_vault.stop_workers()
            FileKeyring(keys).rotate(TENANT)
            replay = replay_run(by_file.config, env)
    return rates, replay


def replay_run(config: Path, env: dict[str, str]) -> dict[str, Any]:
    """`deid replay` of the workers' span cache under the current (rotated) key, on 2 cores."""
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "stream", "--config", str(config), "replay", "--tenant", TENANT,
         "--release", f"bench-{time.monotonic_ns()}", "--output", "perf.release", "--json"],
        cwd=ROOT, env=env, capture_output=True, preexec_fn=two_cores, check=True)
    summary = orjson.loads(done.stdout.splitlines()[-1])
    summary["process_wall_s"] = round(time.perf_counter() - started, 2)
    return summary


def vault_keyring(vault: DevVault) -> tuple[dict[str, Any], str, dict[str, Any]]:
    """The tenant's key in Vault (transit); its keyring section, worker token and fetch latency."""
    root = VaultKeyring(vault.url, VaultAuth(token=vault.root_token))
    root.init(TENANT)
    client = vault.client()
    client.sys.create_or_update_policy("deid-perf-worker", tenant_policy(TENANT))
    token = client.auth.token.create(policies=["deid-perf-worker"], ttl="2h",
                                     no_default_policy=True)["auth"]["client_token"]
    worker = VaultKeyring(vault.url, VaultAuth(token=token))
    cached = CachedKeyring(worker, 60)
    latency = {"uncached": measure(lambda: worker.get(TENANT), 500),
               "cached_60s": measure(lambda: cached.get(TENANT), 2000)}
    section = {"backend": "vault", "url": vault.url, "mode": "transit", "cache_ttl_seconds": 60}
    return section, token, latency


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--notes", type=int, default=3000)
    parser.add_argument("--workers", type=int, default=1, help="workers per key store")
    parser.add_argument("--partitions", type=int, default=4)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    values, mean_chars = envelopes(args.notes)
    runs = []
    with DevVault() as vault:
        vault_keys, token, latency = vault_keyring(vault)
        for _ in range(args.repeats):
            runs.append(paired_run(values, vault_keys, token, args.workers, args.partitions))
    replays = [replay for _, replay in runs]
    file_rates = [rates["file"] for rates, _ in runs]
    vault_rates = [rates["vault"] for rates, _ in runs]
    best = max(replays, key=lambda r: r["notes_per_s"])
    print(orjson.dumps({
        "benchmark": "replay_throughput", "cpus": os.cpu_count(), "notes": args.notes,
        "mean_chars": round(mean_chars), "workers_per_key_store": args.workers,
        "repeats": args.repeats,
        "replay": {"cores": 2, "recognizer": "none (span cache)",
                   "notes_per_s": [r["notes_per_s"] for r in replays],
                   "median_notes_per_s": statistics.median(r["notes_per_s"] for r in replays),
                   "published": best["published"], "dlq": best["dlq"],
                   "job_seconds": best["seconds"], "process_wall_s": best["process_wall_s"],
                   "target_notes_per_s": 1000},
        "worker_notes_per_s": {"key_file": [round(r, 1) for r in file_rates],
                               "vault": [round(r, 1) for r in vault_rates]},
        "vault_vs_file_ratio": round(statistics.median(
            [v / f for v, f in zip(vault_rates, file_rates, strict=True)]), 3),
        "target_ratio": 0.98,
        "vault_key_fetch": latency,
    }, option=orjson.OPT_INDENT_2).decode())


if __name__ == "__main__":
    main()
