"""Canary notes go to the canary topic (span event flagged), and a replay skips them."""

from __future__ import annotations

import orjson

from stream.core.config import Config, TopicsConfig
from stream.engine.build import build_engine
from stream.engine.engine import KeyCache, Skipped
from stream.engine.records import H_CANARY, SourceRecord
from stream.kafka.replay.job import ReplayJob
from stream.kafka.replay.ranges import ReplayOptions
from stream.kafka.replay.transform import release_outcomes
from stream.keyring import FileKeyring

TEXT = "Patient Harold Whitfield (MRN 4471239) was seen on 03/14/2024."


def record(offset: int, canary: bool) -> SourceRecord:
    value = orjson.dumps({"note_id": f"n{offset}", "patient_id": "p1", "text": TEXT,
                          "tenant": "acme"})
    headers = {"content-type": b"application/json", **({H_CANARY: b"run1"} if canary else {})}
    return SourceRecord("in", 0, offset, b"k", value, headers)


def test_only_canaries_are_routed_to_the_canary_topic(tmp_path):
    keyring = FileKeyring(tmp_path / "keys")
    keyring.init("acme")
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq", "canary-out"))
    cfg.recognizer.mode = "rules"
    engine = build_engine(cfg)
    out, event = engine.process(record(1, canary=True), KeyCache(keyring)).records
    assert (out.topic, event.topic) == ("canary-out", "spans")
    assert (H_CANARY, b"1") in out.headers and (H_CANARY, b"1") in event.headers
    plain, plain_event = engine.process(record(2, canary=False), KeyCache(keyring)).records
    assert plain.topic == "out" and H_CANARY not in dict(plain.headers)
    assert H_CANARY not in dict(plain_event.headers)


def test_replay_skips_canaries(tmp_path):
    keyring = FileKeyring(tmp_path / "keys")
    keyring.init("acme")
    cfg = Config(topics=TopicsConfig("in", "out", "spans", "dlq"), release="live")
    cfg.recognizer.mode = "rules"
    options = ReplayOptions(tenant="acme", release="r2", output="rel", redetect=True)
    job = ReplayJob(cfg, options, keyring=keyring)
    (skipped,) = release_outcomes(job.engine, options, [record(3, canary=True)],
                                  keyring.get("acme"))
    assert skipped is Skipped.CANARY
