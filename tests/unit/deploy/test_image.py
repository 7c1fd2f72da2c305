"""The container image, built from the Dockerfile and run: `deid --version` and an ensemble
`deid detect` inside it, as its unprivileged user.

Needs podman and the base image (IMAGE_TEST_BASE, default python:3.11-slim-bookworm) already
present locally, and reaches the package index during the build; skipped where either is
missing (CI machines have neither). Builds use chroot isolation and the host network, which
work inside unprivileged sandboxes too; the host's CA bundle is mounted for the build's
downloads only (never committed into the image).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
BASE = os.environ.get("IMAGE_TEST_BASE", "python:3.11-slim-bookworm")
CA_BUNDLE = Path("/etc/ssl/certs/ca-certificates.crt")
NOTE = {"id": "n1", "text": "Pt John Smith, MRN 4421337, seen 03/14/2024 at Mercy Hospital."}

pytestmark = pytest.mark.slow


def podman(*args: str, timeout: int = 900) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["podman", *args], capture_output=True, text=True, timeout=timeout)


def build_args(tmp_path: Path) -> list[str]:
    args = ["build", "--no-cache", "--layers=false", "--isolation", "chroot", "--network", "host"]
    if CA_BUNDLE.is_file():
        pip_conf = tmp_path / "pip.conf"
        pip_conf.write_text(f"[global]\ncert = {CA_BUNDLE}\n")
        args += ["-v", f"{CA_BUNDLE}:{CA_BUNDLE}:ro", "-v", f"{pip_conf}:/etc/pip.conf:ro"]
    return args


@pytest.fixture(scope="module")
def image(tmp_path_factory) -> str:
    if shutil.which("podman") is None:
        pytest.skip("podman is not installed")
    if podman("image", "exists", BASE, timeout=60).returncode != 0:
        pytest.skip(f"base image {BASE} is not present locally (set IMAGE_TEST_BASE)")
    tag = f"localhost/deid-stream-test:{uuid.uuid4().hex[:8]}"
    done = podman(*build_args(tmp_path_factory.mktemp("build")), "--build-arg",
                  f"PYTHON_IMAGE={BASE}", "-t", tag, str(ROOT))
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    yield tag
    podman("rmi", "-f", tag, timeout=120)


def test_the_image_is_configured_to_run_deid_unprivileged(image):
    (info,) = json.loads(podman("image", "inspect", image, timeout=60).stdout)
    config = info["Config"]
    assert config["Entrypoint"] == ["deid"]
    assert config["User"] == "10001:10001"
    assert "DEID_MODEL__REPOSITORY=/opt/deid/triton_models" in config["Env"]
    assert not any(e.startswith("PIP_CERT") for e in config["Env"])


def test_deid_runs_the_ensemble_inside_the_image(image, tmp_path):
    """`podman run` needs a runtime that may set rlimits; a build step runs in the image alike."""
    check = tmp_path / "Containerfile"
    check.write_text(
        f"FROM {image}\n"
        'RUN ["deid", "--version"]\n'
        f"RUN test \"$(id -u)\" = 10001 && cd /tmp && echo '{json.dumps(NOTE)}' "
        "| deid detect - --recognizer ensemble > /tmp/spans.jsonl && cat /tmp/spans.jsonl\n")
    tag = f"{image}-check"
    done = podman("build", "--no-cache", "--layers=false", "--isolation", "chroot",
                  "--network", "host", "-t", tag, "-f", str(check), str(tmp_path))
    podman("rmi", "-f", tag, timeout=120)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "deid 0." in done.stdout
    (line,) = [x for x in done.stdout.splitlines() if x.startswith('{"id":"n1"')]
    spans = json.loads(line)["spans"]
    found = {(NOTE["text"][s["start"]:s["end"]], s["source"]) for s in spans}
    assert {("John Smith", "model"), ("Mercy Hospital", "model")} <= found
