"""Start and stop the tritonserver bundled with nvidia-pytriton on loopback ports (tests, perf).

The bundled server has the Python backend only, so it serves configs/cpu.pbtxt of the model
repository; production runs NVIDIA's image with the GPU config instead.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from stream.core.errors import DeidError
from stream.devstack.broker import free_ports

READY_TIMEOUT_S = 60.0


class TritonUnavailable(DeidError):
    """The embedded tritonserver could not be started or did not become ready."""


def _pytriton_root() -> Path:
    """The tritonserver folder inside the nvidia-pytriton wheel."""
    try:
        return Path(str(resources.files("pytriton"))) / "tritonserver"
    except ModuleNotFoundError as exc:
        raise TritonUnavailable("nvidia-pytriton is not installed") from exc


def _libs_dir() -> Path:
    """nvidia_pytriton.libs: the shared libraries tritonserver links against."""
    return _pytriton_root().parents[1] / "nvidia_pytriton.libs"


def prepare_backends(dest: Path) -> Path:
    """A writable copy of the bundled backends with the stub for this Python put in place."""
    root = _pytriton_root()
    backends = dest / "backends"
    shutil.copytree(root / "backends", backends)
    version = f"{sys.version_info[0]}.{sys.version_info[1]}"
    stub = root / "python_backend_stubs" / version / "triton_python_backend_stub"
    if not stub.is_file():
        raise TritonUnavailable(f"no Python backend stub for Python {version}")
    target = backends / "python" / "triton_python_backend_stub"
    shutil.copy2(stub, target)
    target.chmod(0o755)
    return backends


def _environment() -> dict[str, str]:
    """PATH with this interpreter's bin first, LD_LIBRARY_PATH with the bundled libraries."""
    env = dict(os.environ)
    bin_dir = str(Path(sys.executable).parent)
    env["PATH"] = bin_dir + os.pathsep + env.get("PATH", "")
    libs = [str(_libs_dir()), sysconfig.get_config_var("LIBDIR") or ""]
    env["LD_LIBRARY_PATH"] = os.pathsep.join(
        [p for p in libs if p] + [env.get("LD_LIBRARY_PATH", "")]
    ).rstrip(os.pathsep)
    return env


@dataclass
class EmbeddedTriton:
    """A running tritonserver on 127.0.0.1."""

    http_port: int
    grpc_port: int
    metrics_port: int
    process: subprocess.Popen[bytes]
    workdir: Path

    @property
    def grpc_url(self) -> str:
        return f"127.0.0.1:{self.grpc_port}"

    @property
    def http_url(self) -> str:
        return f"127.0.0.1:{self.http_port}"

    def stop(self) -> None:
        """SIGTERM, wait, and remove the working folder."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        shutil.rmtree(self.workdir, ignore_errors=True)


def _ready(url: str) -> bool:
    """Whether a readiness endpoint answers 200."""
    try:
        with urllib.request.urlopen(url, timeout=1.0) as resp:
            return resp.status == 200
    except (urllib.error.URLError, OSError):
        return False


def start_triton(
    repository: Path,
    *,
    config_name: str = "cpu",
    model: str = "deid_tagger",
    timeout_s: float = READY_TIMEOUT_S,
    extra_args: Sequence[str] = (),
) -> EmbeddedTriton:
    """Start tritonserver on free loopback ports; return once `model` is ready.
    `extra_args` go to tritonserver as they are (e.g. its --grpc-use-ssl options)."""
    workdir = Path(tempfile.mkdtemp(prefix="deid-triton-"))
    binary = _pytriton_root() / "bin" / "tritonserver"
    backends = prepare_backends(workdir)
    ports = free_ports(3)  # three distinct ports: HTTP, gRPC and metrics
    cmd = [
        str(binary),
        "--model-repository",
        str(repository),
        "--backend-directory",
        str(backends),
        "--http-port",
        str(ports[0]),
        "--grpc-port",
        str(ports[1]),
        "--metrics-port",
        str(ports[2]),
        "--http-address",
        "127.0.0.1",
        "--grpc-address",
        "127.0.0.1",
        "--metrics-address",
        "127.0.0.1",
        "--allow-gpu-metrics",
        "false",
        "--exit-on-error",
        "true",
        "--model-config-name",
        config_name,
        *extra_args,
    ]
    log = (workdir / "tritonserver.log").open("wb")
    process = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=_environment())
    server = EmbeddedTriton(ports[0], ports[1], ports[2], process, workdir)
    deadline = time.monotonic() + timeout_s
    url = f"http://127.0.0.1:{ports[0]}/v2/models/{model}/ready"
    while time.monotonic() < deadline:
        if process.poll() is not None:
            tail = (workdir / "tritonserver.log").read_text(errors="replace")[-2000:]
            server.stop()
            raise TritonUnavailable(f"tritonserver exited with {process.returncode}: {tail}")
        if _ready(url):
            return server
        time.sleep(0.2)
    server.stop()
    raise TritonUnavailable(f"tritonserver not ready within {timeout_s:.0f} s")
