"""The package as a user installs it: a built wheel (not editable), run from elsewhere.

The wheel carries the code, its data and the CPU model (int8 ONNX, tokenizer, tags, settings,
Triton CPU config): an installed package runs the default ensemble with no setting. The fp16 GPU
file stays out. The fresh venv sees this venv's dependencies through a path file (no download),
and only the wheel itself is installed into it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import sysconfig
import venv
import zipfile
from pathlib import Path

import pytest

from tests.unit.deploy.installs import clean_env, copy_sources

ROOT = Path(__file__).resolve().parents[3]
SOURCES = ("stream", "pyproject.toml", "README.md")
NOTE = {"id": "n1", "text": "Pt John Smith, MRN 4421337, seen 03/14/2024 at Mercy Hospital."}
MAX_WHEEL_BYTES = 20 * 1024 * 1024

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """A wheel built from a copy of the sources (the checkout gets no build/ or egg-info)."""
    src = copy_sources(tmp_path_factory.mktemp("src"), SOURCES)
    out = tmp_path_factory.mktemp("dist")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                    "-q", "-w", str(out), str(src)], check=True, timeout=300)
    (built,) = out.glob("deid_stream-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """The bin/ of a fresh venv holding the wheel, dependencies borrowed from this venv."""
    env_dir = tmp_path_factory.mktemp("venv")
    venv.create(env_dir, with_pip=False, symlinks=True)
    (site,) = env_dir.glob("lib/python*/site-packages")
    # A plain path line: this venv's .pth files (the editable install of `stream`) stay unread.
    (site / "borrowed_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(env_dir / "bin" / "python"),
                    "install", "--no-deps", "--no-index", "-q", str(wheel)],
                   check=True, timeout=300, env=clean_env())
    return env_dir / "bin"



def run_deid(bin_dir: Path, args: list[str], cwd: Path, **env: str):
    return subprocess.run([str(bin_dir / "deid"), *args], input=json.dumps(NOTE) + "\n",
                          capture_output=True, text=True, cwd=cwd, env={**clean_env(), **env},
                          timeout=300)


PACKAGED_MODEL = "stream/model_repository/deid_tagger/"


def test_the_wheel_holds_code_data_and_the_cpu_model(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert any(n.startswith("stream/data/") for n in names)
    cue_files = {p.relative_to(ROOT).as_posix() for p in (ROOT / "stream/data/cue_words").iterdir()}
    assert cue_files and cue_files <= names  # the rules' cue vocabularies
    cpu_files = {"1/model.int8.onnx", "1/model.py", "tokenizer.json", "labels.txt",
                 "settings.json", "configs/cpu.pbtxt"}
    assert {PACKAGED_MODEL + f for f in cpu_files} <= names
    assert not any(n.endswith(("model.fp16.onnx", "model.onnx")) for n in names)
    assert wheel.stat().st_size <= MAX_WHEEL_BYTES


def _spans(done: subprocess.CompletedProcess) -> set[tuple[str, str]]:
    (result,) = [json.loads(line) for line in done.stdout.splitlines()]
    return {(NOTE["text"][s["start"]:s["end"]], s["source"]) for s in result["spans"]}


def test_installed_deid_runs_the_packaged_ensemble_by_default(installed, tmp_path):
    version = run_deid(installed, ["--version"], tmp_path)
    assert version.returncode == 0, version.stderr
    assert version.stdout.startswith("deid ") and "recognizer ensemble" in version.stdout
    assert "model deid_tagger/1 sha256:" in version.stdout
    done = run_deid(installed, ["detect", "-"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert {("John Smith", "model"), ("Mercy Hospital", "model")} <= _spans(done)


@pytest.mark.parametrize("args", [["detect", "-"], ["detect", "-", "--recognizer", "ensemble"],
                                  ["detect", "-", "--recognizer", "model"]])
def test_installed_deid_without_the_model_stops_naming_the_key(installed, tmp_path, args):
    empty = tmp_path / "no-model"
    empty.mkdir()
    done = run_deid(installed, args, tmp_path, DEID_MODEL__REPOSITORY=str(empty))
    assert done.returncode == 1 and done.stdout == ""
    assert "model.repository" in done.stderr and "DEID_MODEL__REPOSITORY" in done.stderr
    assert "--recognizer rules" in done.stderr
    assert done.stderr.count("\n") == 1
    version = run_deid(installed, ["--version"], tmp_path, DEID_MODEL__REPOSITORY=str(empty))
    assert "cannot run" in version.stdout


def test_installed_deid_runs_the_rules_without_the_model_when_asked(installed, tmp_path):
    empty = tmp_path / "no-model"
    empty.mkdir()
    done = run_deid(installed, ["detect", "-", "--recognizer", "rules"], tmp_path,
                    DEID_MODEL__REPOSITORY=str(empty))
    assert done.returncode == 0, done.stderr
    assert ("John Smith", "model") not in _spans(done) and _spans(done)


def dockerfile_instructions() -> list[tuple[str, str]]:
    """(INSTRUCTION, arguments) of the Dockerfile, continuation lines joined."""
    text = (ROOT / "Dockerfile").read_text().replace("\\\n", " ")
    lines = [line.strip() for line in text.splitlines()]
    return [(line.split()[0].upper(), line.split(maxsplit=1)[1]) for line in lines
            if line and not line.startswith("#")]


def test_the_image_installs_built_wheels_and_the_model_and_runs_unprivileged():
    """What the image build does, checked where no image builder can run; the same steps
    (wheel, non-editable install, model repository by DEID_MODEL__REPOSITORY) run above."""
    steps = dockerfile_instructions()
    stages = [args for op, args in steps if op == "FROM"]
    assert len(stages) == 2 and stages[0].endswith("AS build")
    runtime = steps[[i for i, (op, _) in enumerate(steps) if op == "FROM"][-1]:]
    copies = [args.split() for op, args in runtime if op == "COPY"]
    assert copies == [["triton_models", "/opt/deid/triton_models"]]
    installs = " ".join(args for op, args in runtime if op == "RUN")
    assert "pip check" in installs and "--no-deps" not in installs
    env = " ".join(args for op, args in runtime if op == "ENV")
    assert "DEID_MODEL__REPOSITORY=/opt/deid/triton_models" in env
    assert "PYTHONDONTWRITEBYTECODE=1" in env  # read-only root filesystem
    (user,) = [args for op, args in runtime if op == "USER"]
    assert user.split(":")[0] not in {"0", "root"}
    (entrypoint,) = [args for op, args in runtime if op == "ENTRYPOINT"]
    assert json.loads(entrypoint) == ["deid"]  # exec form: env names with dots survive
    for op, args in steps:
        if op == "COPY" and "--from" not in args:
            assert all((ROOT / src).exists() for src in args.split()[:-1])
