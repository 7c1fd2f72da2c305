"""Canary outputs joined by coordinates: early outputs, stuck canaries, DLQ, done ones."""

from __future__ import annotations

from stream.monitor.canary import build
from stream.monitor.leak import CanarySecret
from stream.monitor.ledger import Entry, decode, encode
from stream.monitor.tracker import CanaryTracker, Output
from stream.synthetic.generator import NoteGenerator

SECRET = CanarySecret(b"t" * 32)
NOTE = NoteGenerator(3, target_chars=600, phi_sentences=4).note(0)
CANARY = build(NOTE, "acme", "json", SECRET)


def entry(offset: int, sent_ms: int = 1_000) -> Entry:
    return Entry("run1", ("in", 0, offset), "acme", "json", sent_ms, CANARY.planted)


def output(value: bytes, at_ms: int = 3_500) -> Output:
    return Output(value, "application/json", "rules-v1", "1", at_ms)


def tracker(done: set | None = None, horizon: int = 0) -> CanaryTracker:
    return CanaryTracker(lambda run: SECRET, lambda coords: coords in (done or set()),
                         lambda: horizon)


def test_clean_output_has_no_leak_and_a_latency() -> None:
    t = tracker()
    assert t.add(entry(1)) is None
    clean = build(NoteGenerator(99).note(5), "acme", "json", SECRET).value
    v = t.output(("in", 0, 1), output(clean))
    assert v is not None and not v.leaked and v.latency_s == 2.5
    assert sum(v.planted.values()) == len(CANARY.planted) and t.pending == 0


def test_leaked_values_are_counted_by_category() -> None:
    t = tracker()
    t.add(entry(1))
    v = t.output(("in", 0, 1), output(CANARY.value))
    assert v is not None and v.leaked == v.planted


def test_output_before_ledger_line_waits() -> None:
    t = tracker()
    assert t.output(("in", 0, 2), output(CANARY.value)) is None
    v = t.add(entry(2))
    assert v is not None and v.leaked


def test_unparseable_output_is_unverified() -> None:
    t = tracker()
    t.add(entry(3))
    v = t.output(("in", 0, 3), output(b"\x00not a note"))
    assert v is not None and v.unverified


def test_overdue_and_rejected_and_done() -> None:
    t = tracker(done={("in", 0, 9)})
    assert t.add(entry(9)) is None and t.pending == 0  # decided before a restart
    t.add(entry(4, sent_ms=0))
    t.add(entry(5, sent_ms=50_000))
    assert [e.coords for e in t.overdue(now_ms=60_000, timeout_ms=30_000)] == [("in", 0, 4)]
    assert t.rejected(("in", 0, 5)) is not None and t.pending == 0


def test_canaries_sent_before_the_folded_horizon_are_not_tracked_again() -> None:
    t = tracker(horizon=5_000)
    assert t.add(entry(1, sent_ms=4_999)) is None and t.pending == 0
    assert t.add(entry(2, sent_ms=5_000)) is None and t.pending == 1


def test_ledger_line_round_trips_without_values() -> None:
    line = encode(entry(7))
    assert decode(line) == entry(7)
    values = [NOTE.text[s.start:s.end] for s in NOTE.spans]
    assert not [v for v in values if len(v) >= 4 and v.encode() in line]


def test_ledger_reader_follows_complete_lines_and_skips_bad_ones(tmp_path) -> None:
    from stream.monitor.ledger import LedgerReader, new_run

    path = new_run(tmp_path, "run1", SECRET)
    reader = LedgerReader(tmp_path)
    path.write_bytes(encode(entry(1)) + b"{not json\n" + encode(entry(2))[:10])
    assert [e.coords for e in reader.poll()] == [("in", 0, 1)]
    with path.open("ab") as out:
        out.write(encode(entry(2))[10:])
    assert [e.coords for e in reader.poll()] == [("in", 0, 2)]
    assert reader.secret("run1").material == SECRET.material
    assert (tmp_path / "run1.key").stat().st_mode & 0o777 == 0o600
