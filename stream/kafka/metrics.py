"""Observation through hooks: the worker calls a Sensor; Prometheus is one implementation.

Labels are low-cardinality codes (format, category, reason, error kind): never note content,
identifiers or tenant-supplied free text.
"""

from __future__ import annotations

from collections import Counter

from prometheus_client import CollectorRegistry, Gauge, Histogram
from prometheus_client import Counter as PCounter

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60)
TRITON_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)


class Sensor:
    """No-op hooks; subclasses record what they care about."""

    def window_processed(self, records: int, nbytes: int, seconds: float) -> None:
        """A window went through decode/recognize/anonymize in `seconds`."""

    def window_committed(self, records: int, seconds: float) -> None:
        """A window's transaction committed; `seconds` since the window opened."""

    def note_done(self, fmt: str, chars: int, labels: Counter[str]) -> None:
        """One note de-identified (labels: spans per category)."""

    def note_rejected(self, reason: str) -> None:
        """One record sent to the DLQ."""

    def end_to_end(self, seconds: float) -> None:
        """Produce-to-output latency of one note (input timestamp to commit)."""

    def retry(self, kind: str) -> None:
        """A window is retried after a retriable error of `kind`."""

    def aborted(self, kind: str) -> None:
        """A transaction was aborted."""

    def in_flight(self, records: int) -> None:
        """Records consumed but not yet committed."""

    def paused(self, partitions: int) -> None:
        """Partitions currently paused by backpressure."""

    def gate(self, reason: str, action: str) -> None:
        """Fetching was paused or resumed (`action`) because of `reason` (full, blocked)."""

    def rebalance(self, kind: str, partitions: int, assigned: int) -> None:
        """`partitions` were assigned, revoked or lost (`kind`); `assigned` are held now."""

    def lag(self, topic: str, partition: int, records: int) -> None:
        """Consumer lag of one partition after a commit."""

    def triton_request(self, seconds: float, outcome: str) -> None:
        """One request to Triton took `seconds`; `outcome` is "ok" or the error's type name.

        Called by the Triton recognizer (stream.recognize.base.RequestObserver), which the
        worker's service hands this sensor to.
        """

    def triton_batch(self, requests: int, windows: int) -> None:
        """One recognize call (a worker window) sent `windows` model windows in `requests`."""


    def vocabulary_loaded(self, tenant: str, version: str, entries: int) -> None:
        """`tenant`'s site vocabulary `version` (a short hash) is in use."""

    def vocabulary_failed(self, tenant: str, broken: bool) -> None:
        """A reload of `tenant`'s vocabulary failed (`broken`; the previous one is kept) or
        its file is good again."""


class PrometheusSensor(Sensor):
    """Prometheus metrics in their own registry (served by health.py)."""

    def __init__(self, registry: CollectorRegistry | None = None) -> None:
        self.registry = r = registry or CollectorRegistry()
        self.notes = PCounter("deid_notes", "Notes processed", ["format", "outcome"], registry=r)
        self.chars = PCounter("deid_note_chars", "Characters of note text processed", registry=r)
        self.spans = PCounter("deid_spans", "PHI spans replaced", ["category"], registry=r)
        self.dlq = PCounter("deid_dlq_records", "Records sent to the DLQ", ["reason"], registry=r)
        self.retries = PCounter("deid_retries", "Window retries", ["kind"], registry=r)
        self.aborts = PCounter("deid_transactions_aborted", "Aborted transactions", ["kind"],
                               registry=r)
        self.commits = PCounter("deid_transactions_committed", "Committed transactions",
                                registry=r)
        self.bytes = PCounter("deid_input_bytes", "Input bytes processed", registry=r)
        self.process_s = Histogram("deid_window_process_seconds",
                                   "Recognize + anonymize time per window", registry=r,
                                   buckets=LATENCY_BUCKETS)
        self.batch_s = Histogram("deid_window_seconds", "Window open to commit", registry=r,
                                 buckets=LATENCY_BUCKETS)
        self.e2e_s = Histogram("deid_end_to_end_seconds", "Input timestamp to committed output",
                               registry=r, buckets=LATENCY_BUCKETS)
        self.window_size = Histogram("deid_window_records", "Records per window", registry=r,
                                     buckets=(1, 10, 50, 100, 250, 500, 1000, 5000))
        self.inflight = Gauge("deid_in_flight_records", "Consumed, not committed", registry=r)
        self.paused_g = Gauge("deid_paused_partitions", "Partitions paused", registry=r)
        self.gate_events = PCounter("deid_backpressure_events", "Fetching paused or resumed",
                                    ["reason", "action"], registry=r)
        self.rebalances = PCounter("deid_rebalance_partitions", "Partitions per rebalance event",
                                   ["kind"], registry=r)
        self.assigned = Gauge("deid_assigned_partitions", "Partitions held", registry=r)
        self.lag_g = Gauge("deid_consumer_lag", "Consumer lag", ["topic", "partition"],
                           registry=r)
        self.triton_s = Histogram("deid_triton_request_seconds",
                                  "Latency of one Triton inference request", ["outcome"],
                                  registry=r, buckets=TRITON_BUCKETS)
        self.vocab_info = Gauge("deid_vocabulary_info", "Site vocabulary version in use (1)",
                                ["tenant", "version"], registry=r)
        self.vocab_entries = Gauge("deid_vocabulary_entries", "Entries of the site vocabulary",
                                   ["tenant"], registry=r)
        self.vocab_broken = Gauge("deid_vocabulary_broken", "1 while the tenant's vocabulary "
                                  "file is broken and the previous one is kept", ["tenant"],
                                  registry=r)
        self.vocab_failures = PCounter("deid_vocabulary_reload_failures",
                                       "Failed vocabulary reloads", ["tenant"], registry=r)
        self._vocab_versions: dict[str, str] = {}
        self.triton_requests = Histogram("deid_triton_requests_per_window",
                                         "Triton requests per worker window", registry=r,
                                         buckets=(1, 2, 4, 8, 16, 32, 64, 128, 256))
        self.model_windows = PCounter("deid_model_windows",
                                      "Model windows (<= 256 tokens) sent to Triton", registry=r)

    def window_processed(self, records: int, nbytes: int, seconds: float) -> None:
        self.process_s.observe(seconds)
        self.window_size.observe(records)
        self.bytes.inc(nbytes)

    def window_committed(self, records: int, seconds: float) -> None:
        self.commits.inc()
        self.batch_s.observe(seconds)

    def note_done(self, fmt: str, chars: int, labels: Counter[str]) -> None:
        self.notes.labels(fmt, "ok").inc()
        self.chars.inc(chars)
        for label, n in labels.items():
            self.spans.labels(label).inc(n)

    def note_rejected(self, reason: str) -> None:
        self.notes.labels("unknown", "dlq").inc()
        self.dlq.labels(reason).inc()

    def end_to_end(self, seconds: float) -> None:
        self.e2e_s.observe(seconds)

    def retry(self, kind: str) -> None:
        self.retries.labels(kind).inc()

    def aborted(self, kind: str) -> None:
        self.aborts.labels(kind).inc()

    def in_flight(self, records: int) -> None:
        self.inflight.set(records)

    def paused(self, partitions: int) -> None:
        self.paused_g.set(partitions)

    def gate(self, reason: str, action: str) -> None:
        self.gate_events.labels(reason, action).inc()

    def rebalance(self, kind: str, partitions: int, assigned: int) -> None:
        self.rebalances.labels(kind).inc(partitions)
        self.assigned.set(assigned)

    def lag(self, topic: str, partition: int, records: int) -> None:
        self.lag_g.labels(topic, str(partition)).set(records)

    def triton_request(self, seconds: float, outcome: str) -> None:
        self.triton_s.labels(outcome).observe(seconds)

    def vocabulary_loaded(self, tenant: str, version: str, entries: int) -> None:
        previous = self._vocab_versions.get(tenant)
        if previous is not None and previous != version:
            self.vocab_info.remove(tenant, previous)
        self._vocab_versions[tenant] = version
        self.vocab_info.labels(tenant, version).set(1)
        self.vocab_entries.labels(tenant).set(entries)

    def vocabulary_failed(self, tenant: str, broken: bool) -> None:
        self.vocab_broken.labels(tenant).set(int(broken))
        if broken:
            self.vocab_failures.labels(tenant).inc()

    def triton_batch(self, requests: int, windows: int) -> None:
        self.triton_requests.observe(requests)
        self.model_windows.inc(windows)
