"""The default install (`scripts/bootstrap` with no extras, what `scripts/demo` runs) holds every
runtime dependency of every `deid` command: a missing one fails here, not in a user's hands.

The venv is the one named by STREAM_DEFAULT_VENV (.ci/run sets it to the venv of its fresh
clone, after running the demo there); without it, one is made here from a copy of the sources
with the locked constraints and no extras. Only the `train` extra's modules are left out.
"""

from __future__ import annotations

import os
import subprocess
import venv
from pathlib import Path

import pytest

from stream.cli import build_parser
from tests.unit.deploy.installs import clean_env, copy_sources

ROOT = Path(__file__).resolve().parents[3]
SOURCES = ("stream", "pyproject.toml", "README.md", "requirements.lock")
EXTRA_ONLY = ("stream.train",)  # the `train` extra (torch): not part of the default install

pytestmark = pytest.mark.slow

IMPORT_ALL = """
import importlib, pkgutil, sys
import stream
failed = []
for info in pkgutil.walk_packages(stream.__path__, "stream."):
    if info.name == "stream.__main__" or info.name.startswith(tuple(sys.argv[1:])):
        continue
    try:
        importlib.import_module(info.name)
    except Exception as exc:
        failed.append(f"{info.name}: {type(exc).__name__}: {exc}")
print("\\n".join(failed))
sys.exit(1 if failed else 0)
"""



@pytest.fixture(scope="module")
def default_python(tmp_path_factory) -> Path:
    """The python of a default install (STREAM_DEFAULT_VENV, or one made here)."""
    given = os.environ.get("STREAM_DEFAULT_VENV")
    if given:
        return Path(given) / "bin" / "python"
    src = copy_sources(tmp_path_factory.mktemp("src"), SOURCES)
    env_dir = tmp_path_factory.mktemp("default-venv")
    venv.create(env_dir, with_pip=True, symlinks=True)
    python = env_dir / "bin" / "python"
    done = subprocess.run([str(python), "-m", "pip", "install", "-q",
                           "--disable-pip-version-check", "-c", str(src / "requirements.lock"),
                           str(src)], capture_output=True, text=True, timeout=1200,
                          env=clean_env())
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return python


def _run(python: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(python), *args], capture_output=True, text=True, timeout=600,
                          cwd=python.parents[2], env=clean_env())


def test_pip_check_is_clean(default_python):
    done = _run(default_python, "-m", "pip", "check")
    assert done.returncode == 0, done.stdout + done.stderr


def test_every_module_imports(default_python):
    done = _run(default_python, "-c", IMPORT_ALL, *EXTRA_ONLY)
    assert done.returncode == 0, done.stdout + done.stderr


def _subcommands() -> list[str]:
    (sub,) = [a for a in build_parser()._actions if isinstance(a.choices, dict)]
    return sorted(sub.choices)


@pytest.mark.parametrize("command", _subcommands())
def test_every_subcommand_answers_help(default_python, command):
    done = _run(default_python, "-m", "stream", command, "--help")
    assert done.returncode == 0 and done.stdout.startswith("usage: deid"), done.stderr


def test_the_monitor_of_the_default_install_serves_its_view(default_python, tmp_path):
    """`deid monitor` (faust, its web driver) from the default install, on the embedded broker."""
    from stream.core.config import Config
    from stream.devstack.broker import embedded_broker
    from stream.devstack.demo import demo_config
    from stream.devstack.demo_monitor import monitor_config
    from stream.monitor.local import LocalMonitor
    from tests.integration.support import wait_for

    with embedded_broker() as broker:
        cfg = monitor_config(demo_config(Config(), broker.bootstrap_servers), tmp_path, "t")
        t = cfg.topics
        broker.create_topics([t.input, t.output, t.spans, t.dlq, t.canary_output])
        monitor = LocalMonitor(cfg, tmp_path, python=str(default_python))
        try:
            wait_for(lambda: bool(monitor.view()), timeout=120)
        finally:
            monitor.stop()
