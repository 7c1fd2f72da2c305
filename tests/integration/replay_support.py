"""Helpers of the replay tests: patients with several notes, replay runs, release comparisons."""

from __future__ import annotations

import contextlib
import io
import math
import os
import random
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import orjson
import pytest
import yaml

from stream.anonymize.names import name_pools
from stream.anonymize.surface import key_form
from stream.cli import main
from tests.integration.support import FILLER, TestNote, Topics, headers_of

ROOT = Path(__file__).resolve().parents[2]
NAMES = {"PATIENT", "PERSON", "STAFF"}
IDENTIFIERS = {"ID", "PHONE"}
TOKEN_ENV = "DEID_KEYRING__AUTH__TOKEN"


# -- notes ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Patient:
    """A fictional patient: names from the rarest census bands, so surrogate pools are known."""

    pid: str
    first: str
    last: str
    relative: str
    mrn: str
    phone: str
    dob: str


def name_bands() -> tuple[list[str], list[str]]:
    """Female given names and surnames of the pools' last bands, each in no other pool."""
    pools = name_pools()
    given = [n for n in pools.female.bands[-1].names
             if key_form(n) not in pools.male and key_form(n) not in pools.surnames]
    surnames = [n for n in pools.surnames.bands[-1].names
                if key_form(n) not in pools.female and key_form(n) not in pools.male]
    return given, surnames


def make_patients(n: int, seed: int = 6) -> list[Patient]:
    """`n` patients with unique MRNs and phones."""
    rng = random.Random(seed)
    given, surnames = name_bands()
    out = []
    for i in range(n):
        last = rng.choice(surnames)
        out.append(Patient(
            pid=f"P{uuid.uuid4().hex[:10]}", first=rng.choice(given), last=last,
            relative=f"{rng.choice(given)} {last}", mrn=f"{30000000 + i * 7919:08d}",
            phone=f"({rng.randint(201, 989)}) {rng.randint(200, 989)}-{i:04d}",
            # under 90: birth dates of older patients are generalised, not shifted (birth.py)
            dob=_mdy(date(1950, 1, 1) + timedelta(days=rng.randint(0, 19000)))))
    return out


def _mdy(day: date) -> str:
    return day.strftime("%m/%d/%Y")


def patient_note(i: int, patient: Patient, tenant: str, rng: random.Random) -> TestNote:
    """A ~1,500 character note of `patient` with a visit and a follow-up date."""
    visit = date(2024, 1, 1) + timedelta(days=rng.randint(0, 600))
    follow = visit + timedelta(days=rng.randint(7, 120))
    name = f"{patient.first} {patient.last}"
    head = (f"CLINIC NOTE\nPatient: {name}   MRN: {patient.mrn}   DOB: {patient.dob}\n"
            f"Visit: {_mdy(visit)}   Contact: {patient.relative} (daughter) {patient.phone}\n\n")
    tail = (f"\nFollow-up on {_mdy(follow)}. {name} to call {patient.phone} with questions; "
            f"{patient.relative} will attend.")
    body = (FILLER * 4)[: max(0, 1500 - len(head) - len(tail))]
    envelope = {
        "note_id": f"n-{i}-{uuid.uuid4().hex[:6]}", "patient_id": patient.pid, "tenant": tenant,
        "note_type": "progress", "text": head + body + tail,
        "metadata": {"patient": {"name": name, "mrn": patient.mrn, "dob": patient.dob,
                                 "phone": patient.phone},
                     "relatives": [{"name": patient.relative, "relation": "daughter"}]},
    }
    return TestNote(envelope, (name, patient.mrn, patient.phone, patient.dob, patient.relative))


def patient_notes(patients: list[Patient], count: int, tenant: str, start: int = 0,
                  seed: int = 9) -> list[TestNote]:
    """`count` notes spread over `patients` (several notes each)."""
    rng = random.Random(seed + start)
    return [patient_note(start + i, patients[(start + i) % len(patients)], tenant, rng)
            for i in range(count)]


# -- running replay -------------------------------------------------------------------------


def replay_config(path: Path, bootstrap: str, topics: Topics, vault_url: str) -> Path:
    """YAML for `deid replay`: the worker's topics, Vault keys (token from the environment)."""
    doc = {"kafka": {"bootstrap_servers": bootstrap, "group_id": "unused",
                     "extra": {"session.timeout.ms": 6000}},
           "topics": {"input": topics.input, "output": topics.output, "spans": topics.spans,
                      "dlq": topics.dlq},
           "recognizer": {"mode": "rules"},
           "keyring": {"backend": "vault", "url": vault_url, "timeout_seconds": 2,
                       "cache_ttl_seconds": 30},
           "worker": {"txn_timeout_s": 10, "backoff_initial_s": 0.05, "backoff_max_s": 0.5}}
    path.write_text(yaml.safe_dump(doc))
    return path


@dataclass
class Run:
    """One in-process `deid` command: exit status, stdout, stderr."""

    rc: int
    out: str
    err: str

    @property
    def summary(self) -> dict[str, Any]:
        """The JSON summary of `deid replay --json`."""
        return orjson.loads(self.out.strip().splitlines()[-1])


def deid(config: Path, token: str, *args: str) -> Run:
    """Run `deid --config CONFIG ARGS...` in this process with a Vault token."""
    out, err = io.StringIO(), io.StringIO()
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv(TOKEN_ENV, token)
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = main(["--config", str(config), *args])
    return Run(rc, out.getvalue(), err.getvalue())


def replay_args(tenant: str, release: str, output: str, *extra: str) -> list[str]:
    """Arguments of `deid replay` with the JSON summary."""
    return ["replay", "--tenant", tenant, "--release", release, "--output", output, "--json",
            *extra]


@contextlib.contextmanager
def replay_process(config: Path, token: str, args: list[str]) -> Iterator[subprocess.Popen]:
    """`deid --log-level INFO replay ...` as a child process, stderr piped (structured log)."""
    env = {**os.environ, TOKEN_ENV: token, "PYTHONUNBUFFERED": "1"}
    proc = subprocess.Popen([sys.executable, "-m", "stream", "--log-level", "INFO", "--config",
                             str(config), *args], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        yield proc
    finally:
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        proc.stdout.close()
        proc.stderr.close()


def kill_after_commit(proc: subprocess.Popen, commits: int = 1) -> int:
    """SIGKILL the replay right after its `commits`-th window commit; records it had committed."""
    done = records = 0
    for line in proc.stderr:
        if b"replay_window_committed" in line:
            done += 1
            records += orjson.loads(line)["records"]
            if done >= commits:
                proc.kill()
                proc.wait()
                return records
    raise AssertionError(f"the replay ended (status {proc.wait()}) before {commits} commits")


# -- reading releases -----------------------------------------------------------------------

Source = tuple[int, int]


def by_source(messages: list[Any], *, fenced_copies: bool = False) -> dict[Source, Any]:
    """Messages keyed by the input record they came from; fails on a duplicate.

    With `fenced_copies` (after a kill), a byte-identical second copy is allowed: the embedded
    broker shows the records of the transaction the killed process left open once its successor
    fences it, where Kafka hides them (test_broker_transactions.py).
    """
    out: dict[Source, Any] = {}
    for msg in messages:
        h = headers_of(msg)
        source = (int(h["deid-source-partition"]), int(h["deid-source-offset"]))
        if source in out:
            assert fenced_copies and msg.value() == out[source].value(), \
                f"two records for input {source}"
        out[source] = msg
    return out


@dataclass(frozen=True)
class Replaced:
    """One replaced span of an output: where it was, what it is, what replaced it."""

    start: int
    end: int
    label: str
    surrogate: str


def text_unit(event: Any) -> dict[str, Any]:
    """The span event's part for the envelope's `text` (`note_type` is a text unit too)."""
    return next(u for u in orjson.loads(event.value())["texts"] if u["path"] == "/text")


def replaced_spans(event: Any, output: Any) -> list[Replaced]:
    """The spans of a span event with the surrogate text they got in the output."""
    text = orjson.loads(output.value())["text"]
    unit = text_unit(event)
    assert unit["out_length"] == len(text)
    return [Replaced(s["start"], s["end"], s["label"], text[s["out_start"]:s["out_end"]])
            for s in unit["spans"]]


def kept_text(event: Any, output: Any) -> list[str]:
    """The output text between the replaced spans (what was not PHI)."""
    text = orjson.loads(output.value())["text"]
    unit = text_unit(event)
    pieces, at = [], 0
    for s in unit["spans"]:
        pieces.append(text[at:s["out_start"]])
        at = s["out_end"]
    return [*pieces, text[at:]]


# -- chance collisions ---------------------------------------------------------------------


def poisson_upper(mean: float, p: float = 1e-6) -> int:
    """The smallest k with P(X > k) < p for X ~ Poisson(mean)."""
    k, term = 0, math.exp(-mean)
    cdf = term
    while 1.0 - cdf >= p:
        k += 1
        term *= mean / k
        cdf += term
    return k


def expected_collisions(a: set[str], b: set[str], domain: int) -> float:
    """Expected |a ∩ b| when b's values are drawn independently of a's from `domain` values."""
    return len(a) * len(b) / domain
