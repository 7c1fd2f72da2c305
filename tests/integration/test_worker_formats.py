"""End to end per format: HL7 v2, FHIR R4 and JSON samples through the worker and back."""

from __future__ import annotations

from pathlib import Path

import orjson
import pytest

from stream import formats
from stream.core.categories import Label
from stream.kafka.service import build_worker
from stream.keyring import FileKeyring
from tests.integration.support import (
    fresh_topics,
    headers_of,
    make_config,
    produce,
    read_all,
    running,
)

SAMPLES = Path(__file__).resolve().parents[1] / "data" / "formats"
CONTENT_TYPES = {".hl7": "x-application/hl7-v2+er7", ".json": None}
CHECKED = {Label.PATIENT, Label.PERSON, Label.STAFF, Label.ID, Label.PHONE, Label.EMAIL}


@pytest.fixture(scope="module")
def samples() -> list[tuple[str, bytes, str | None]]:
    out = []
    for path in sorted(SAMPLES.iterdir()):
        ct = CONTENT_TYPES[path.suffix]
        if path.name.startswith("fhir"):
            ct = "application/fhir+json"
        out.append((path.name, path.read_bytes(), ct))
    return out


def test_every_format_round_trips_with_phi_replaced(bootstrap, tmp_path, samples):
    keys = tmp_path / "keys"
    FileKeyring(keys).init("acme")
    topics = fresh_topics(bootstrap, partitions=1)
    cfg = make_config(bootstrap, topics, keys)
    tenant = [("deid-tenant", b"acme")]
    produce(bootstrap, topics.input, [(name.encode(), value, tenant + (
        [("content-type", ct.encode())] if ct else [])) for name, value, ct in samples])
    worker, _ = build_worker(cfg)
    with running(worker):
        outputs = read_all(bootstrap, topics.output, len(samples))
        events = read_all(bootstrap, topics.spans, len(samples))
    dlq = read_all(bootstrap, topics.dlq, 0, timeout=1)
    assert [orjson.loads(m.value())["reason"] for m in dlq] == []
    assert len(outputs) == len(samples) == len(events)

    for msg in outputs:
        offset = int(headers_of(msg)["deid-source-offset"])
        name, value, ct = samples[offset]
        before = formats.parse(value, ct)
        after = formats.parse(msg.value(), ct)
        assert after.format == before.format, name
        assert len(after.texts) == len(before.texts), name
        assert after.note_id != before.note_id and after.patient_id != before.patient_id, name
        assert after.texts != before.texts, name
        # Compare field by field: a value may legitimately reappear elsewhere as the
        # surrogate of another value ('Maria' for some other given name).
        after_values = {field.path: field.value for field in after.fields}
        for field in before.fields:
            if field.label in CHECKED and len(field.value) >= 4:
                replaced = after_values.get(field.path)
                assert replaced is None or replaced.casefold() != field.value.casefold(), (
                    f"{name}: {field.path} kept its value")
    for ev in events:
        doc = orjson.loads(ev.value())
        assert doc["format"] in {"json", "hl7v2", "fhir"}
        assert all("strategy" in f for f in doc["structured"])
