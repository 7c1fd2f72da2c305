"""The Kubernetes manifests in k8s/: they parse, and what they promise matches the code."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from stream.config import load_config

K8S = Path(__file__).resolve().parents[2] / "k8s"


def documents() -> list[dict[str, Any]]:
    """Every document of every manifest (the kustomization is not one)."""
    docs = []
    for path in sorted(K8S.glob("*.yaml")):
        if path.name == "kustomization.yaml":
            continue
        docs += [d for d in yaml.safe_load_all(path.read_text()) if d is not None]
    return docs


def one(kind: str, name: str) -> dict[str, Any]:
    """The single document of `kind` named `name`."""
    found = [d for d in documents() if d["kind"] == kind and d["metadata"]["name"] == name]
    assert len(found) == 1, f"{kind}/{name}: {len(found)} documents"
    return found[0]


def container(workload: dict[str, Any], name: str) -> dict[str, Any]:
    (found,) = [c for c in workload["spec"]["template"]["spec"]["containers"] if c["name"] == name]
    return found


@pytest.fixture(scope="module")
def config_file(tmp_path_factory) -> Path:
    """The ConfigMap's deid.yaml, written out."""
    path = tmp_path_factory.mktemp("k8s") / "deid.yaml"
    path.write_text(one("ConfigMap", "deid-config")["data"]["deid.yaml"])
    return path


def test_every_manifest_parses_and_is_listed_in_the_kustomization():
    kustomization = yaml.safe_load((K8S / "kustomization.yaml").read_text())
    listed = set(kustomization["resources"])
    assert listed == {p.name for p in K8S.glob("*.yaml")} - {"kustomization.yaml"}
    for doc in documents():
        assert {"apiVersion", "kind", "metadata"} <= set(doc)


def test_workers_are_a_statefulset_running_deid_run(config_file):
    sts = one("StatefulSet", "deid-worker")
    service = one("Service", sts["spec"]["serviceName"])
    assert service["spec"]["clusterIP"] == "None"
    worker = container(sts, "worker")
    args = worker["args"]
    assert args[:1] == ["deid"] and "run" in args
    mounted = {m["name"]: m for m in worker["volumeMounts"]}
    assert args[args.index("--config") + 1] == mounted["config"]["mountPath"]
    assert sts["spec"]["template"]["spec"]["serviceAccountName"] == "deid-worker"
    cfg = load_config(config_file, environ={})
    assert "transactional.id" not in cfg.kafka.extra  # per pod: deid-<group>-<hostname>
    grace = sts["spec"]["template"]["spec"]["terminationGracePeriodSeconds"]
    assert grace > cfg.worker.txn_timeout_s


def test_worker_env_overrides_are_deid_variables_of_real_config_keys(config_file):
    worker = container(one("StatefulSet", "deid-worker"), "worker")
    env = {e["name"]: e.get("value", "placeholder") for e in worker["env"]}
    assert env and all(name.startswith("DEID_") for name in env)
    assert "DEID_KAFKA__BOOTSTRAP_SERVERS" in env
    cfg = load_config(config_file, environ=env)  # unknown keys would raise ConfigError
    assert cfg.kafka.extra["sasl.password"] == "placeholder"
    ports = {p["name"]: p["containerPort"] for p in worker["ports"]}
    assert ports["metrics"] == cfg.metrics.port
    assert worker["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert worker["livenessProbe"]["httpGet"]["path"] == "/healthz"


def test_vault_login_uses_kubernetes_auth_with_the_projected_token(config_file):
    cfg = load_config(config_file, environ={})
    assert cfg.keyring.backend == "vault" and cfg.keyring.auth["method"] == "kubernetes"
    sts = one("StatefulSet", "deid-worker")
    mounts = {m["name"]: m["mountPath"] for m in container(sts, "worker")["volumeMounts"]}
    volumes = {v["name"]: v for v in sts["spec"]["template"]["spec"]["volumes"]}
    (source,) = volumes["vault-token"]["projected"]["sources"]
    token = source["serviceAccountToken"]
    assert f"{mounts['vault-token']}/{token['path']}" == cfg.keyring.auth["jwt_path"]
    assert token["audience"] == "vault"
    binding = one("ClusterRoleBinding", "deid-worker-vault-tokenreview")
    assert binding["roleRef"]["name"] == "system:auth-delegator"
    assert binding["subjects"][0]["name"] == "deid-worker"


def test_triton_runs_on_gpu_nodes_where_the_workers_look_for_it(config_file):
    deployment = one("Deployment", "deid-triton")
    triton = container(deployment, "triton")
    assert int(triton["resources"]["requests"]["nvidia.com/gpu"]) >= 1
    assert int(triton["resources"]["limits"]["nvidia.com/gpu"]) >= 1
    pod = deployment["spec"]["template"]["spec"]
    assert any(t["key"] == "nvidia.com/gpu" for t in pod["tolerations"])
    recognizer = load_config(config_file, environ={}).recognizer
    assert recognizer.serving == "triton" and recognizer.mode in {"model", "ensemble"}
    host, port = recognizer.triton_url.split(":")
    service = one("Service", host)
    assert int(port) in {p["port"] for p in service["spec"]["ports"]}
    assert service["spec"]["selector"] == deployment["spec"]["selector"]["matchLabels"]


def test_workers_scale_on_the_lag_of_their_own_group_and_topic(config_file):
    cfg = load_config(config_file, environ={})
    scaled = one("ScaledObject", "deid-worker")
    assert scaled["spec"]["scaleTargetRef"]["kind"] == "StatefulSet"
    assert scaled["spec"]["scaleTargetRef"]["name"] == "deid-worker"
    (trigger,) = scaled["spec"]["triggers"]
    assert trigger["type"] == "kafka"
    assert trigger["metadata"]["consumerGroup"] == cfg.kafka.group_id
    assert trigger["metadata"]["topic"] == cfg.topics.input
    assert trigger["metadata"]["bootstrapServers"] == cfg.kafka.bootstrap_servers
