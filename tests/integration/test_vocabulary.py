"""Site vocabularies in the worker over the real broker: recall, allow list, hot reload."""

from __future__ import annotations

import os
import uuid
from dataclasses import replace
from pathlib import Path

import orjson

from stream.core.config import VocabulariesConfig
from stream.kafka.service import build_worker
from stream.keyring import FileKeyring
from stream.recognize.vocabulary.files import version_of
from tests.integration.support import (
    fresh_topics,
    headers_of,
    make_config,
    produce,
    read_all,
    running,
    schema_validator,
)

V1 = (b"deny:\n  STAFF: [Ngozi Okonkwo-Barre]\n  HOSPITAL: [{term: QV, context: required}]\n"
      b"allow: [Baker Ward]\n")
V2 = (b"deny:\n  STAFF: [Ngozi Okonkwo-Barre]\n  HOSPITAL: [{term: QV, context: required}, "
      b"Zorbanek Hall]\nallow: [Baker Ward]\n")
BROKEN = b"deny:\n  STAFF: [Ngozi Okonkwo-Barre\n"
TEXT = ("Transferred from QV overnight. Placed on Baker Ward. Discussed with Ngozi "
        "Okonkwo-Barre at bedside. Gait class at Zorbanek Hall next week.")


def write(path: Path, data: bytes) -> None:
    """Replace the vocabulary file; the mtime moves on even within one clock tick."""
    before = path.stat().st_mtime_ns if path.exists() else 0
    path.write_bytes(data)
    os.chmod(path, 0o600)
    os.utime(path, ns=(before + 10**9, before + 10**9))


def notes(tenant: str, n: int) -> list[tuple[bytes, bytes, list]]:
    """`n` envelopes of `tenant` with the same text (PHI only the vocabulary knows)."""
    return [(b"P1", orjson.dumps({"note_id": f"n-{uuid.uuid4().hex[:8]}", "patient_id": "P1",
                                  "tenant": tenant, "text": TEXT}),
             [("content-type", b"application/json")]) for _ in range(n)]


def texts_and_versions(outputs: list, events: list) -> list[tuple[str, str | None]]:
    """(output text, vocabulary version of its span event), by source offset."""
    by_offset = {int(headers_of(e)["deid-source-offset"]): orjson.loads(e.value())
                 for e in events}
    return [(orjson.loads(m.value())["text"],
             by_offset[int(headers_of(m)["deid-source-offset"])].get("vocabulary"))
            for m in sorted(outputs, key=lambda m: int(headers_of(m)["deid-source-offset"]))]


def test_vocabulary_in_the_worker(bootstrap, keys, tmp_path):
    FileKeyring(keys).init("beta")
    folder = tmp_path / "vocabularies"
    folder.mkdir(mode=0o700)
    path = folder / "acme.yaml"
    write(path, V1)
    topics = fresh_topics(bootstrap, partitions=1)
    cfg = replace(make_config(bootstrap, topics, keys),
                  vocabularies=VocabulariesConfig(dir=str(folder)))
    worker, sensor = build_worker(cfg)
    metric = sensor.registry.get_sample_value
    with running(worker):
        # 1. the roster and the initialism raise recall; the allow list drops a false positive
        produce(bootstrap, topics.input, notes("acme", 5) + notes("beta", 5))
        first = texts_and_versions(read_all(bootstrap, topics.output, 10),
                                   read_all(bootstrap, topics.spans, 10))
        for text, version in first[:5]:
            assert "from QV " not in text and "Okonkwo" not in text
            assert "Baker Ward" in text and "Zorbanek Hall" in text
            assert version == version_of(V1)
        for text, version in first[5:]:  # tenant beta has no vocabulary: the rules alone
            assert "from QV " in text and "Okonkwo" in text and "Baker Ward" not in text
            assert version is None
        assert metric("deid_vocabulary_info", {"tenant": "acme",
                                               "version": version_of(V1)}) == 1

        # 2. a hot reload takes effect at the next window
        write(path, V2)
        produce(bootstrap, topics.input, notes("acme", 5))
        second = texts_and_versions(read_all(bootstrap, topics.output, 15),
                                    read_all(bootstrap, topics.spans, 15))[10:]
        assert all("Zorbanek" not in t and v == version_of(V2) for t, v in second)
        assert metric("deid_vocabulary_info", {"tenant": "acme",
                                               "version": version_of(V1)}) is None

        # 3. a broken file keeps the previous vocabulary and raises the alert
        write(path, BROKEN)
        produce(bootstrap, topics.input, notes("acme", 5))
        outputs = read_all(bootstrap, topics.output, 20, settle=2)
        events = read_all(bootstrap, topics.spans, 20)
        third = texts_and_versions(outputs, events)[15:]
        assert all("Zorbanek" not in t and v == version_of(V2) for t, v in third)
        assert metric("deid_vocabulary_broken", {"tenant": "acme"}) == 1
        assert metric("deid_vocabulary_reload_failures_total", {"tenant": "acme"}) == 1

    # nothing lost, nothing duplicated across the reloads
    offsets = sorted(int(headers_of(m)["deid-source-offset"]) for m in outputs)
    assert offsets == list(range(20))
    span_event = schema_validator("span-event")
    for event in events:
        span_event.validate(orjson.loads(event.value()))
        assert b"Okonkwo" not in event.value() and b"Zorbanek" not in event.value()
    assert read_all(bootstrap, topics.dlq, 0, timeout=1) == []
