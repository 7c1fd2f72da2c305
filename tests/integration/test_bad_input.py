"""Poison messages: each malformed kind reaches the DLQ with its reason; good ones around pass."""

from __future__ import annotations

import orjson

from stream.kafka.service import build_worker
from tests.integration.support import (
    fresh_topics,
    headers_of,
    make_config,
    make_note,
    produce,
    read_all,
    running,
    schema_validator,
)
from tests.unit.formats.test_formats_malformed import CASES, NOTE, PHI

JSON = "application/json"
WORKER_CASES = [
    ("tombstone", None, None, [], "empty message"),
    ("unknown tenant", orjson.dumps({**NOTE, "tenant": "nobody"}), JSON, [], "no key for tenant"),
    ("unknown tenant in header", orjson.dumps(NOTE), JSON, [("deid-tenant", b"ghost")],
     "no key for tenant"),
    ("invalid tenant name", orjson.dumps({**NOTE, "tenant": "../../etc"}), JSON, [],
     "invalid tenant"),
    ("tenant header disagrees", orjson.dumps({**NOTE, "tenant": "acme"}), JSON,
     [("deid-tenant", b"other")], "invalid tenant"),
    ("missing patient", orjson.dumps({k: v for k, v in NOTE.items() if k != "patient_id"}), JSON,
     [], None),
]


def bad_records() -> list[tuple[str, bytes | None, list, str | None]]:
    """(name, value, headers, expected reason or None for 'any') of every malformed kind."""
    out = [(name, value, [("content-type", ct.encode())] if ct else [], reason.value)
           for name, value, ct, reason in CASES]
    out += [(name, value, ([("content-type", ct.encode())] if ct else []) + hdrs, reason)
            for name, value, ct, hdrs, reason in WORKER_CASES]
    return out


def test_malformed_messages_go_to_the_dlq_and_good_ones_pass(bootstrap, keys):
    topics = fresh_topics(bootstrap, partitions=2)
    cfg = make_config(bootstrap, topics, keys)
    bad = bad_records()
    assert len(bad) >= 30
    good = [make_note(i, chars=400) for i in range(len(bad) + 1)]
    items = []
    for i, (_name, value, headers, _reason) in enumerate(bad):
        items.append((good[i].envelope["patient_id"].encode(), good[i].value,
                      [("content-type", JSON.encode())]))
        items.append((f"bad-{i}".encode(), value, [*headers, ("test-case", str(i).encode())]))
    items.append((b"last", good[-1].value, [("content-type", JSON.encode())]))
    produce(bootstrap, topics.input, items)

    worker, sensor = build_worker(cfg)
    with running(worker):
        dlq = read_all(bootstrap, topics.dlq, len(bad))
        outputs = read_all(bootstrap, topics.output, len(good))
    assert len(outputs) == len(good)
    assert len(dlq) == len(bad)

    by_offset = {}
    dlq_record = schema_validator("dlq-record")
    for msg in dlq:
        doc = orjson.loads(msg.value())
        dlq_record.validate(doc)
        h = headers_of(msg)
        assert h["deid-source-topic"] == topics.input
        assert h["deid-dlq-reason"] == doc["reason"]
        assert doc["source"]["offset"] == int(h["deid-source-offset"])
        by_offset[(doc["source"]["partition"], doc["source"]["offset"])] = doc
        assert PHI not in doc["reason"] and PHI not in doc["detail"]
        assert "Harold" not in doc["detail"]
    inputs = read_all(bootstrap, topics.input, len(items))
    case_of = {(m.partition(), m.offset()): int(headers_of(m)["test-case"])
               for m in inputs if "test-case" in headers_of(m)}
    assert set(case_of) == set(by_offset)
    for where, case in case_of.items():
        name, _value, _headers, reason = bad[case]
        if reason is not None:
            assert by_offset[where]["reason"] == reason, name
    no_key = {"reason": "no key for tenant"}
    assert sensor.registry.get_sample_value("deid_dlq_records_total", no_key) == 2
