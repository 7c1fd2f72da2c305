"""`deid vocab suggest --from-topic`: a capped sample of one tenant's notes, no offset committed."""

from __future__ import annotations

from stream.kafka.sample import sample_input
from tests.integration.support import (
    committed,
    fresh_topics,
    make_config,
    make_note,
    produce,
    produce_notes,
)


def test_sample_reads_the_latest_notes_of_one_tenant_and_commits_nothing(bootstrap, keys):
    topics = fresh_topics(bootstrap, partitions=3)
    cfg = make_config(bootstrap, topics, keys)
    acme = [make_note(i, "acme", chars=300) for i in range(30)]
    produce_notes(bootstrap, topics.input, acme)
    produce_notes(bootstrap, topics.input, [make_note(i, "beta", chars=300) for i in range(10)])
    produce(bootstrap, topics.input, [(b"k", b"not a message", [])])

    everything = sample_input(cfg, "acme", 1000, timeout_s=30)
    assert sorted(n.id for n in everything.notes) == sorted(n.envelope["note_id"] for n in acme)
    assert {n.tenant for n in everything.notes} == {"acme"}
    assert everything.skipped == 11  # beta's ten and the unreadable one, counted only

    capped = sample_input(cfg, "acme", 6, timeout_s=30)
    assert len(capped.notes) <= 6 and capped.notes
    group = f"{cfg.kafka.group_id}.vocab-sample"
    assert all(offset < 0 for offset in committed(bootstrap, group, topics.input).values())
