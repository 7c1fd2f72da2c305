"""Health, readiness and /metrics over http.server on one port (0: any free port)."""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, generate_latest

STALL_S = 120.0


@dataclass
class Health:
    """What the loop reports: a heartbeat, and whether it can make progress now."""

    beat_at: float = field(default_factory=time.monotonic)
    assigned: bool = False
    blocked: str | None = None
    """Why windows cannot be committed right now (an error kind), None when flowing."""
    started: bool = False

    def beat(self) -> None:
        """The loop is alive."""
        self.beat_at = time.monotonic()

    def alive(self) -> bool:
        """The loop beat recently."""
        return time.monotonic() - self.beat_at < STALL_S

    def ready(self) -> bool:
        """Started, holding partitions and not blocked on a dependency."""
        return self.started and self.assigned and self.blocked is None and self.alive()


class HealthServer:
    """Serves /healthz, /readyz and /metrics in a daemon thread."""

    def __init__(self, health: Health, registry: CollectorRegistry, port: int,
                 host: str = "0.0.0.0") -> None:
        handler = _handler(health, registry)
        self.server = ThreadingHTTPServer((host, port), handler)
        self.server.daemon_threads = True
        self.thread = threading.Thread(target=self.server.serve_forever, name="deid-health",
                                       daemon=True)

    @property
    def port(self) -> int:
        return int(self.server.server_address[1])

    def start(self) -> HealthServer:
        """Start serving; returns self."""
        self.thread.start()
        return self

    def stop(self) -> None:
        """Stop serving and close the socket."""
        self.server.shutdown()
        self.server.server_close()


def _handler(health: Health, registry: CollectorRegistry) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if self.path == "/metrics":
                self._send(200, generate_latest(registry), CONTENT_TYPE_LATEST)
            elif self.path == "/healthz":
                ok = health.alive()
                self._send(200 if ok else 503, b"ok\n" if ok else b"stalled\n")
            elif self.path == "/readyz":
                ok = health.ready()
                body = b"ready\n" if ok else f"not ready: {health.blocked or 'starting'}\n".encode()
                self._send(200 if ok else 503, body)
            else:
                self._send(404, b"not found\n")

        def _send(self, code: int, body: bytes, ctype: str = "text/plain") -> None:
            self.send_response(code)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: object) -> None:
            """Silence per-request logging (stderr is for structured logs)."""

    return Handler
