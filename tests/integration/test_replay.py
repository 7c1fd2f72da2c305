"""Key rotation and `deid replay` against the real broker and a real Vault-API server (OpenBao).

One module fixture builds two releases of the same 2,000 notes: release A by a `deid run` worker
under key version 1 (keys in Vault), then `deid keys rotate`, then release B by `deid replay`
under version 2 from the span events topic (no recognizer). The tests compare them, kill and
resume a replay, and check refusals and the fail-closed worker with Vault keys.
"""

from __future__ import annotations

import dataclasses
import random
import time
import uuid
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import ahocorasick
import orjson
import pytest

from stream.anonymize.dates import parse_date
from stream.anonymize.names import name_pools
from stream.anonymize.surface import key_form
from stream.core.config import Config, KeyringConfig
from stream.core.errors import KeyringUnavailable
from stream.devstack.broker import create_topics
from stream.engine.dlq import UNVERIFIED_TENANT
from stream.kafka.service import build_worker
from stream.keyring.vault import VaultAuth, VaultKeyring
from tests.integration.replay_support import (
    IDENTIFIERS,
    NAMES,
    Patient,
    by_source,
    deid,
    expected_collisions,
    kept_text,
    kill_after_commit,
    make_patients,
    patient_notes,
    poisson_upper,
    replaced_spans,
    replay_args,
    replay_config,
    replay_process,
)
from tests.integration.support import (
    RetrySensor,
    Topics,
    committed_total,
    fresh_topics,
    headers_of,
    make_config,
    produce_notes,
    read_all,
    running,
    wait_for,
)
from tests.integration.vault_fixtures import new_tenant, tenant_token

if TYPE_CHECKING:
    from tests.integration.support import TestNote

pytestmark = pytest.mark.integration
NOTES = 2000
PATIENTS = 500


def vault_worker_config(bootstrap: str, topics: Topics, url: str, token: str,
                        **fields: Any) -> Config:
    """A fast in-process worker config whose keys come from Vault (1 s cache TTL)."""
    keyring = KeyringConfig(backend="vault", url=url, auth={"token": token},
                            timeout_seconds=1, cache_ttl_seconds=1)
    return dataclasses.replace(make_config(bootstrap, topics, Path("unused")), keyring=keyring,
                               **fields)


def new_topic(bootstrap: str, prefix: str) -> str:
    """A fresh one-partition topic."""
    name = f"{prefix}-{uuid.uuid4().hex[:8]}"
    create_topics(bootstrap, [name], 1)
    return name


def versions(messages: list[Any]) -> list[int]:
    return [int(headers_of(m)["deid-key-version"]) for m in messages]


@dataclass
class Releases:
    """Release A (worker, v1) and release B (replay, v2) of the same notes."""

    bootstrap: str
    tenant: str
    admin: str
    worker: str
    config: Path
    topics: Topics
    patients: list[Patient]
    notes: list[TestNote]
    post: list[TestNote]
    split_ms: int
    live: list[Any]
    """Every worker output, in commit order (one partition)."""
    out_a: dict
    events_a: dict
    out_b: dict
    events_b: dict
    summary_b: dict


@pytest.fixture(scope="module")
def releases(broker, vault, tmp_path_factory) -> Releases:
    bootstrap = broker.bootstrap_servers
    tenant = new_tenant("rel")
    admin, worker_token = tenant_token(vault, tenant, admin=True), tenant_token(vault, tenant)
    topics = fresh_topics(bootstrap)
    config = replay_config(tmp_path_factory.mktemp("replay") / "deid.yaml", bootstrap, topics,
                           vault.url)
    assert deid(config, admin, "keys", "init", "--tenant", tenant).rc == 0
    patients = make_patients(PATIENTS)
    notes = patient_notes(patients, NOTES, tenant)
    cfg = vault_worker_config(bootstrap, topics, vault.url, worker_token, release="A")
    worker, _ = build_worker(cfg)
    with running(worker):
        produce_notes(bootstrap, topics.input, notes)
        assert len(read_all(bootstrap, topics.output, NOTES, timeout=120)) == NOTES
        split_ms = int(time.time() * 1000) + 1
        assert deid(config, admin, "keys", "rotate", "--tenant", tenant).rc == 0
        post = _until_new_version(bootstrap, topics, patients, tenant)
    live = read_all(bootstrap, topics.output, NOTES + len(post), settle=0.5)
    events = read_all(bootstrap, topics.spans, NOTES + len(post), settle=0.5)
    out_b, spans_b = new_topic(bootstrap, "rel-b"), new_topic(bootstrap, "spans-b")
    run = deid(config, worker_token, *replay_args(
        tenant, "B", out_b, "--key-version", "2", "--to-time", str(split_ms),
        "--span-events", spans_b))
    assert run.rc == 0, run.err
    return Releases(bootstrap, tenant, admin, worker_token, config, topics, patients, notes, post,
                    split_ms, live, by_source(live[:NOTES]), by_source(events[:NOTES]),
                    by_source(read_all(bootstrap, out_b, NOTES, settle=0.5)),
                    by_source(read_all(bootstrap, spans_b, NOTES, settle=0.5)), run.summary)


def _until_new_version(bootstrap: str, topics: Topics, patients: list[Patient],
                       tenant: str) -> list[TestNote]:
    """Feed small batches until one comes out entirely under the new key version."""
    post: list[TestNote] = []
    for _ in range(40):
        batch = patient_notes(patients, 5, tenant, start=NOTES + len(post))
        produce_notes(bootstrap, topics.input, batch)
        post += batch
        live = read_all(bootstrap, topics.output, NOTES + len(post), timeout=30)
        if versions(live[-len(batch):]) == [2] * len(batch):
            return post
    raise AssertionError("the worker never used the rotated key")


def test_after_rotate_new_output_uses_the_new_version(releases):
    seen = versions(releases.live)
    assert seen[:NOTES] == [1] * NOTES
    assert seen == sorted(seen), "an output under version 1 after one under version 2"
    assert seen[-5:] == [2] * 5
    assert {headers_of(m)["deid-release"] for m in releases.live} == {"A"}


def test_replay_under_the_next_version_keeps_spans_and_remaps_surrogates(releases):
    r = releases
    summary = r.summary_b
    assert (summary["published"], summary["dlq"], summary["key_version"]) == (NOTES, 0, 2)
    assert summary["skipped"] == {"outside the time range": len(r.post)}
    assert set(r.out_b) == set(r.out_a) == set(r.events_b) == set(r.events_a)
    changed = total = 0
    for source, out_a in r.out_a.items():
        out_b, event_b = r.out_b[source], r.events_b[source]
        h = headers_of(out_b)
        assert (h["deid-release"], h["deid-key-version"], h["deid-tenant"]) == ("B", "2", r.tenant)
        assert h["deid-source-topic"] == r.topics.input
        assert h["deid-recognizer"] == headers_of(out_a)["deid-recognizer"]
        a = replaced_spans(r.events_a[source], out_a)
        b = replaced_spans(event_b, out_b)
        assert [(s.start, s.end, s.label) for s in a] == [(s.start, s.end, s.label) for s in b]
        assert kept_text(r.events_a[source], out_a) == kept_text(event_b, out_b)
        for sa, sb in zip(a, b, strict=True):
            if sa.label in NAMES | IDENTIFIERS:
                total += 1
                changed += sa.surrogate != sb.surrogate
    assert total >= 4 * NOTES
    assert changed / total >= 0.999, f"{total - changed} of {total} surrogates did not change"
    # what release B kept outside its replaced spans: a surrogate drawn from the same census
    # band, or the same MRN domain, may by chance spell another patient's name or MRN
    _assert_no_identifiers(r.notes, ["\x00".join(kept_text(r.events_b[source], out))
                                     for source, out in r.out_b.items()])


def test_replay_keeps_the_day_intervals_within_each_patient(releases):
    shifts: dict[str, set[int]] = defaultdict(set)
    dates = 0
    for source, out_a in releases.out_a.items():
        patient = orjson.loads(out_a.value())["patient_id"]  # release A's pseudonym
        a = replaced_spans(releases.events_a[source], out_a)
        b = replaced_spans(releases.events_b[source], releases.out_b[source])
        for sa, sb in zip(a, b, strict=True):
            if sa.label == "DATE":
                moved = parse_date(sb.surrogate).anchor - parse_date(sa.surrogate).anchor
                shifts[patient].add(moved.days)
                dates += 1
    assert dates >= 3 * NOTES and len(shifts) == PATIENTS
    notes = {n.envelope["note_id"]: n for n in releases.notes}
    for msg in read_all(releases.bootstrap, releases.topics.input, NOTES):
        note = notes.get(orjson.loads(msg.value())["note_id"])
        if note is not None:  # a note's own birth date never survives into its output
            out = releases.out_b[(msg.partition(), msg.offset())].value()
            assert note.envelope["metadata"]["patient"]["dob"].encode() not in out
    assert all(len(s) == 1 for s in shifts.values()), "a patient's intervals changed"
    assert sum(s != {0} for s in shifts.values()) >= 0.95 * PATIENTS


def test_releases_are_unlinkable_beyond_chance(releases):
    """No surrogate of release A shows up in release B more often than chance predicts."""
    sets = {name: _surrogates(releases, out, events) for name, out, events in
            (("A", releases.out_a, releases.events_a), ("B", releases.out_b, releases.events_b))}
    pools = name_pools()
    given_band, surname_band = pools.female.bands[-1].names, pools.surnames.bands[-1].names
    for release in sets.values():  # the chance model: each token stays in its census band
        assert release["given"] <= {key_form(n) for n in given_band}
        assert release["surname"] <= {key_form(n) for n in surname_band}
    domains = {"given": len(given_band) - 1, "surname": len(surname_band) - 1,
               "name": (len(given_band) - 1) * (len(surname_band) - 1), "mrn": 10 ** 8,
               "phone": 10 ** 10}
    report = {}
    for kind, domain in domains.items():
        a, b = sets["A"][kind], sets["B"][kind]
        expected = expected_collisions(a, b, domain)
        observed = len(a & b)
        report[kind] = (observed, round(expected, 3), len(a))
        assert observed <= poisson_upper(expected), f"{kind}: {report[kind]}"
    assert report["given"][2] >= 500 and report["mrn"][2] == PATIENTS, report


def _surrogates(releases: Releases, outputs: dict, events: dict) -> dict[str, set[str]]:
    """Distinct name, name-token and identifier surrogates of one release."""
    found: dict[str, set[str]] = defaultdict(set)
    for source, out in outputs.items():
        for span in replaced_spans(events[source], out):
            if span.label in {"PATIENT", "PERSON"}:
                given, surname = span.surrogate.split()
                found["name"].add(span.surrogate)
                found["given"].add(key_form(given))
                found["surname"].add(key_form(surname))
            elif span.label in IDENTIFIERS:
                digits = "".join(c for c in span.surrogate if c.isdigit())
                found["phone" if len(digits) == 10 else "mrn"].add(digits)
    return found


def test_replay_killed_midway_resumes_and_holds_each_note_once(releases):
    r = releases
    out = new_topic(r.bootstrap, "rel-c")
    args = replay_args(r.tenant, "C", out, "--key-version", "1", "--to-time", str(r.split_ms),
                       "--window", "200")
    with replay_process(r.config, r.worker, args) as proc:
        before_kill = kill_after_commit(proc)
    assert 0 < before_kill < NOTES
    with replay_process(r.config, r.worker, args) as proc:
        stdout, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 0, stderr.decode()[-2000:]
    resumed = orjson.loads(stdout.splitlines()[-1])
    assert resumed["resumed"] and resumed["published"] == NOTES - before_kill
    again = deid(r.config, r.worker, *args)  # idempotent: a finished release publishes nothing
    assert again.rc == 0 and again.summary["published"] == again.summary["dlq"] == 0
    # (At most the trailing notes outside the time range are read again: their window produced
    # no record, and the test broker applies an offsets-only transaction only with the next one.)
    assert again.summary["read"] == again.summary["skipped"].get("outside the time range", 0)
    release = by_source(read_all(r.bootstrap, out, NOTES, settle=1.0), fenced_copies=True)
    assert set(release) == set(r.out_a)
    for source, msg in release.items():  # same key, same spans: exactly what the worker wrote
        assert msg.value() == r.out_a[source].value()
        assert headers_of(msg)["deid-release"] == "C"


def test_a_note_without_span_event_goes_to_the_dlq_unless_redetect(releases):
    r = releases
    since = int(time.time() * 1000)
    late = patient_notes(r.patients, 5, r.tenant, start=50_000)
    produce_notes(r.bootstrap, r.topics.input, late)  # the worker is gone: no span events
    cached, redetected = new_topic(r.bootstrap, "rel-d"), new_topic(r.bootstrap, "rel-e")
    window = ["--key-version", "2", "--from-time", str(since), "--to-offset", "1000000000"]
    run = deid(r.config, r.worker, *replay_args(r.tenant, "D", cached, *window))
    assert run.rc == 0, run.err
    assert run.summary["dlq_reasons"] == {"no span event": 5} and run.summary["published"] == 0
    assert read_all(r.bootstrap, cached, 0, timeout=1) == []
    dead = [m for m in read_all(r.bootstrap, r.topics.dlq, 5, settle=0.5)
            if headers_of(m).get("deid-release") == "D"]
    assert len(dead) == 5
    assert {headers_of(m)["deid-dlq-reason"] for m in dead} == {"no span event"}
    run = deid(r.config, r.worker, *replay_args(r.tenant, "E", redetected, *window, "--redetect"))
    assert run.rc == 0 and (run.summary["published"], run.summary["dlq"]) == (5, 0), run.err
    _assert_no_identifiers(late, [m.value().decode()
                                  for m in read_all(r.bootstrap, redetected, 5, settle=0.5)])


def test_replay_under_a_destroyed_version_is_refused(releases, vault):
    r = releases
    tenant = new_tenant("gone")
    admin = tenant_token(vault, tenant, admin=True)
    for step in (["init"], ["rotate"], ["destroy", "--version", "1"]):
        assert deid(r.config, admin, "keys", step[0], "--tenant", tenant, *step[1:]).rc == 0
    out = new_topic(r.bootstrap, "rel-x")
    run = deid(r.config, tenant_token(vault, tenant), *replay_args(
        tenant, "old", out, "--key-version", "1"))
    assert run.rc == 1
    assert "replay refused: key version 1" in run.err and "destroyed" in run.err
    assert "can no longer be computed" in run.err
    assert read_all(r.bootstrap, out, 0, timeout=1) == []


def test_another_tenants_credentials_are_refused(releases, vault):
    r = releases
    out = new_topic(r.bootstrap, "rel-y")
    other = tenant_token(vault, new_tenant("b"))
    run = deid(r.config, other, *replay_args(r.tenant, "stolen", out, "--key-version", "2"))
    assert run.rc == 1 and "refused access" in run.err and other not in run.err
    assert read_all(r.bootstrap, out, 0, timeout=1) == []


def test_worker_fails_closed_for_missing_and_forbidden_keys(bootstrap, vault):
    own, forbidden, missing = new_tenant("own"), new_tenant("forbidden"), new_tenant("missing")
    for tenant in (own, forbidden):
        VaultKeyring(vault.url, VaultAuth(token=vault.root_token)).init(tenant)
    policies = []
    for tenant in (own, missing):
        tenant_token(vault, tenant)  # writes the tenant's worker policy
        policies.append(f"deid-{tenant}-worker")
    token = vault.client().auth.token.create(policies=policies, no_default_policy=True,
                                             ttl="1h")["auth"]["client_token"]
    topics = fresh_topics(bootstrap)
    rng = random.Random(3)
    patients = make_patients(30, seed=rng.randint(0, 10**6))
    notes = {t: patient_notes(patients[i * 10:(i + 1) * 10], 10, t, start=i * 10)
             for i, t in enumerate((own, forbidden, missing))}
    worker, _ = build_worker(vault_worker_config(bootstrap, topics, vault.url, token))
    with running(worker):
        produce_notes(bootstrap, topics.input, [n for batch in notes.values() for n in batch])
        outputs = read_all(bootstrap, topics.output, 10, settle=0.5)
        dead = read_all(bootstrap, topics.dlq, 20, settle=0.5)
    assert {headers_of(m)["deid-tenant"] for m in outputs} == {own} and len(outputs) == 10
    reasons = {(headers_of(m)["deid-tenant"], headers_of(m)["deid-dlq-reason"]) for m in dead}
    assert len(dead) == 20
    # a tenant whose key the worker cannot read is not verified: the DLQ does not name it
    assert reasons == {(UNVERIFIED_TENANT, "key access denied"),
                       (UNVERIFIED_TENANT, "no key for tenant")}
    spans = read_all(bootstrap, topics.spans, 10, settle=0.5)
    _assert_no_identifiers(notes[forbidden] + notes[missing],
                           [m.value().decode() for m in [*outputs, *spans]])


def test_worker_with_vault_keys_stops_while_vault_is_down_past_the_ttl_and_resumes(
        bootstrap, vault):
    tenant = new_tenant("frozen")
    VaultKeyring(vault.url, VaultAuth(token=vault.root_token)).init(tenant)
    topics = fresh_topics(bootstrap)
    cfg = vault_worker_config(bootstrap, topics, vault.url, tenant_token(vault, tenant))
    patients = make_patients(20, seed=11)
    sensor = RetrySensor(3)
    worker, _ = build_worker(cfg, sensor=sensor)
    with running(worker):
        produce_notes(bootstrap, topics.input, patient_notes(patients[:10], 10, tenant))
        assert len(read_all(bootstrap, topics.output, 10)) == 10
        vault.freeze()
        try:
            wait_for(lambda: _refused(worker.keyring, tenant), timeout=30)  # the TTL has passed
            produce_notes(bootstrap, topics.input,
                          patient_notes(patients[10:], 10, tenant, start=10))
            assert sensor.reached.wait(30), "the worker never retried"
            assert worker.health.blocked == "KeyringUnavailable" and not worker.health.ready()
            assert len(read_all(bootstrap, topics.output, 10, timeout=1.5, settle=1.0)) == 10
            assert committed_total(bootstrap, cfg.kafka.group_id, topics.input) == 10
        finally:
            vault.thaw()
        assert len(read_all(bootstrap, topics.output, 20, timeout=60)) == 20
    assert committed_total(bootstrap, cfg.kafka.group_id, topics.input) == 20
    assert read_all(bootstrap, topics.dlq, 0, timeout=1) == []


def _refused(keyring: Any, tenant: str) -> bool:
    """Whether the worker's keyring now refuses to serve the tenant's key."""
    try:
        keyring.get(tenant)
    except KeyringUnavailable:
        return True
    return False


def _assert_no_identifiers(notes: list[TestNote], texts: list[str]) -> None:
    """No planted name, MRN, phone or id of `notes` in `texts`.

    Dates are left out here: a shifted date of one patient may equal another's birth date.
    Each note's own dates are checked against its own output by the tests that map them.
    """
    finder = ahocorasick.Automaton()
    for note in notes:
        name, mrn, phone, _dob, relative = note.identifiers
        for ident in (name, mrn, phone, relative, note.envelope["note_id"],
                      note.envelope["patient_id"]):
            finder.add_word(ident, ident)
    finder.make_automaton()
    for text in texts:
        hit = next(finder.iter(text), None)
        assert hit is None, "an input identifier reached an output"
