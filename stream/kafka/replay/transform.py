"""Which records a release takes, and under which key: the replay's stage for the engine.

From the span cache (stream.engine.sources.CachedSpans) the output is exactly what the worker
would have written under the pinned key; with --redetect the current recognizer runs. A record
outside the time range, of another tenant or a canary note (header deid-canary) is skipped
(none belongs to the release); a record whose span event is missing, invalid or does not match
it goes to the DLQ, never out.
"""

from __future__ import annotations

from stream.anonymize.keys import TenantKey
from stream.core.errors import RETRIABLE
from stream.engine.engine import Engine, Outcome, Skipped, decoded
from stream.engine.records import H_CANARY, SourceRecord
from stream.engine.sources import Decoded
from stream.kafka.replay.ranges import ReplayOptions


def release_outcomes(engine: Engine, options: ReplayOptions, records: list[SourceRecord],
                     key: TenantKey) -> list[Outcome | Skipped]:
    """The release's records for each of `records` under the pinned `key`; raises only
    RETRIABLE."""
    return engine.run(records, lambda rec: stage(engine, options, rec, key))


def stage(engine: Engine, options: ReplayOptions, rec: SourceRecord,
          key: TenantKey) -> Decoded | Outcome | Skipped:
    """`rec` decoded under `key`, skipped, or its DLQ outcome."""
    if not options.in_time_range(rec.timestamp_ms):
        return Skipped.OUT_OF_RANGE
    if rec.header(H_CANARY) is not None:
        return Skipped.CANARY  # a monitoring probe, never part of a release
    try:
        msg = engine.decode(rec)
        tenant = engine.tenant(rec, msg)
    except RETRIABLE:
        raise
    except Exception as exc:  # this record only: DLQ, never passthrough (tenant unverified)
        return engine.rejected(rec, exc, None)
    if tenant != key.tenant:
        return Skipped.OTHER_TENANT
    return decoded(rec, msg, key)
