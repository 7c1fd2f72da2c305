"""Prometheus text of the monitor's tables, read at scrape time (labels: names and counts only).

Alert inputs (k8s/base/monitor-rules.yaml): `deid_monitor_canary_leaked_values` (grows on a
leak), `deid_monitor_canary_stuck` (grows when a canary never comes out),
`deid_monitor_canary_latency_p95_seconds` against `deid_monitor_canary_latency_slo_seconds`,
`deid_monitor_drift` (1 while a source's last closed window is outside its band).
`deid_monitor_window_rule_spans` counts the spans of each rule (a span's source) in a source's
last closed window: a rule that stops finding, or suddenly finds much more, shows there.
"""

from __future__ import annotations

from collections.abc import Iterator

from prometheus_client import CollectorRegistry, generate_latest
from prometheus_client.core import GaugeMetricFamily, Metric
from prometheus_client.registry import Collector

from stream.monitor.state import Tables, canary_counts, latencies, percentile, recall


class TablesCollector(Collector):
    def __init__(self, tables: Tables, slo_s: float) -> None:
        self.tables = tables
        self.slo_s = slo_s

    def collect(self) -> Iterator[Metric]:
        yield from self._canary()
        yield from self._latency()
        yield from self._windows()
        dlq = GaugeMetricFamily("deid_monitor_dlq_records", "DLQ records seen",
                                labels=["tenant", "reason"])
        for key, n in list(self.tables.dlq.items()):
            dlq.add_metric(key.split("|", 1), n)
        yield dlq

    def _canary(self) -> Iterator[Metric]:
        kinds = {"planted": ("deid_monitor_canary_planted_values", ["tenant", "category"]),
                 "leaked": ("deid_monitor_canary_leaked_values",
                            ["tenant", "category", "recognizer"]),
                 "verdict": ("deid_monitor_canary_verified", ["tenant", "format"]),
                 "stuck": ("deid_monitor_canary_stuck", ["tenant", "format"]),
                 "rejected": ("deid_monitor_canary_rejected", ["tenant", "format"]),
                 "unverified": ("deid_monitor_canary_unverified", ["tenant", "format"])}
        families = {k: GaugeMetricFamily(name, f"Canaries: {k} (cumulative)", labels=labels)
                    for k, (name, labels) in kinds.items()}
        counts = canary_counts(self.tables.done)
        for key, n in counts.items():
            kind, *labels = key.split("|")
            families[kind].add_metric(labels, n)
        yield from families.values()
        rec = GaugeMetricFamily("deid_monitor_canary_recall", "Canary recall per category",
                                labels=["tenant", "category"])
        for (tenant, cat), value in recall(counts).items():
            rec.add_metric([tenant, cat], value)
        yield rec

    def _latency(self) -> Iterator[Metric]:
        slo = GaugeMetricFamily("deid_monitor_canary_latency_slo_seconds", "Canary latency SLO")
        slo.add_metric([], self.slo_s)
        yield slo
        for q in (0.5, 0.95, 0.99):
            fam = GaugeMetricFamily(f"deid_monitor_canary_latency_p{round(q * 100)}_seconds",
                                    "Canary end-to-end latency (last canaries)",
                                    labels=["tenant", "format"])
            for key, values in latencies(self.tables.done).items():
                fam.add_metric(key.split("|"), percentile(values, q))
            yield fam

    def _windows(self) -> Iterator[Metric]:
        drift = GaugeMetricFamily("deid_monitor_drift", "1: last window outside the band",
                                  labels=["tenant", "source", "category", "kind"])
        rate = GaugeMetricFamily("deid_monitor_spans_per_1k_chars", "Last closed window",
                                 labels=["tenant", "source", "category"])
        notes = GaugeMetricFamily("deid_monitor_window_notes", "Notes in the last closed window",
                                  labels=["tenant", "source"])
        rules = GaugeMetricFamily("deid_monitor_window_rule_spans",
                                  "Spans per rule in the last closed window",
                                  labels=["tenant", "source", "rule"])
        for key, doc in list(self.tables.drift.items()):
            tenant, source = key.split("|", 1)
            notes.add_metric([tenant, source], doc["window"]["notes"])
            for rule, n in doc["window"].get("rules", {}).items():
                rules.add_metric([tenant, source, rule], n)
            for cat, value in doc["per_1k"].items():
                rate.add_metric([tenant, source, cat], value)
            for alert in doc["alerts"]:
                drift.add_metric([tenant, source, alert["category"], alert["kind"]], 1)
        versions = GaugeMetricFamily("deid_monitor_versions", "Recognizer and key version in use",
                                     labels=["tenant", "source", "recognizer", "key_version"])
        for key, doc in list(self.tables.versions.items()):
            tenant, source = key.split("|", 1)
            versions.add_metric([tenant, source, doc["recognizer"], str(doc["key_version"])], 1)
        yield from (drift, rate, notes, rules, versions)


def render(tables: Tables, slo_s: float) -> bytes:
    registry = CollectorRegistry(auto_describe=False)
    registry.register(TablesCollector(tables, slo_s))
    return generate_latest(registry)
