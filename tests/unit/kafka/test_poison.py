"""Poison isolation across process deaths, simulated with the real marker file."""

from __future__ import annotations

import math

import pytest

from stream.engine.records import SourceRecord
from stream.kafka.poison import ISOLATE_AFTER, PoisonGuard, state_path


def window(n: int) -> list[SourceRecord]:
    """n records over two partitions, interleaved as a consumer delivers them."""
    return [SourceRecord("in", i % 2, 100 + i // 2, None, b"v") for i in range(n)]


def run_until_done(path, records, crashes_on) -> tuple[int, list[SourceRecord], list]:
    """Processes that die whenever they transform a record in `crashes_on`, restarted each time.

    Returns (deaths, records DLQ'd as poison, records committed in order).
    """
    deaths, poison, committed = 0, [], []
    pending = list(records)
    while pending:
        guard = PoisonGuard(path)
        while pending:
            group = guard.next_group(pending)
            guard.begin(group)
            if not group.poison and any(r is bad for r in group.records for bad in crashes_on):
                deaths += 1
                break  # the process dies: the marker stays behind
            (poison if group.poison else committed).extend(group.records)
            guard.committed(group)
            pending = [r for r in pending if all(r is not g for g in group.records)]
        assert deaths < 40, "no progress"
    return deaths, poison, committed


@pytest.mark.parametrize("n", [1, 2, 7, 64, 200])
@pytest.mark.parametrize("where", [0, 0.5, 1])
def test_a_crashing_record_is_found_and_only_it_is_dlqd(tmp_path, n, where):
    records = window(n)
    bad = records[min(n - 1, int(where * n))]
    deaths, poison, committed = run_until_done(tmp_path / "m.json", records, [bad])
    assert poison == [bad]
    assert [r.offset for r in poison] == [bad.offset]
    assert sorted(committed, key=records.index) == [r for r in records if r is not bad]
    assert deaths <= ISOLATE_AFTER + math.ceil(math.log2(n)) + 1 if n > 1 else deaths == 2
    assert not (tmp_path / "m.json").exists()


def test_each_partition_is_committed_in_offset_order(tmp_path):
    records = window(33)
    _, _, committed = run_until_done(tmp_path / "m.json", records, [records[20]])
    for p in (0, 1):
        offsets = [r.offset for r in committed if r.partition == p]
        assert offsets == sorted(offsets)


def test_one_death_is_retried_as_is(tmp_path):
    path = tmp_path / "m.json"
    records = window(10)
    guard = PoisonGuard(path)
    guard.begin(guard.next_group(records))  # ...and the process is killed
    restarted = PoisonGuard(path)
    group = restarted.next_group(records)
    assert group.records == records and not group.poison and not group.isolating
    restarted.begin(group)
    restarted.committed(group)
    assert PoisonGuard(path).marker is None


def test_a_clean_stop_clears_the_marker_and_other_records_are_not_suspects(tmp_path):
    path = tmp_path / "m.json"
    guard = PoisonGuard(path)
    guard.begin(guard.next_group(window(4)))
    for _ in range(3):
        guard = PoisonGuard(path)  # three deaths on the same window
    other = [SourceRecord("in", 5, 0, None, b"v")]
    assert guard.next_group(other).records == other and not guard.next_group(other).isolating
    guard.clear()
    assert not path.exists()


def test_a_record_alone_in_a_window_now_is_first_tried_alone(tmp_path):
    path = tmp_path / "m.json"
    records = window(2)
    guard = PoisonGuard(path)
    guard.begin(guard.next_group(records))
    guard = PoisonGuard(path)
    guard.begin(guard.next_group(records))
    guard = PoisonGuard(path)  # two deaths with both records in flight
    first = guard.next_group(records[:1])  # the restarted window holds only the first so far
    assert not first.poison and first.isolating
    guard.begin(first)
    assert PoisonGuard(path).next_group(records[:1]).poison  # it died alone: poison


def test_an_unreadable_marker_is_ignored(tmp_path):
    path = tmp_path / "m.json"
    path.write_text("{not json")
    assert PoisonGuard(path).marker is None


def test_state_path_is_one_file_per_transactional_id(tmp_path):
    assert state_path(str(tmp_path), "deid-g/host:1") == tmp_path / "inflight-deid-g_host_1.json"


def test_a_state_dir_that_cannot_be_written_stops_the_start(tmp_path):
    from stream.core.config import ConfigError

    blocked = tmp_path / "file"
    blocked.write_text("")
    with pytest.raises(ConfigError, match="state_dir"):
        PoisonGuard(blocked / "sub" / "m.json")
