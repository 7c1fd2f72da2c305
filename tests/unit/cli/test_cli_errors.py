"""The command line's error boundary and version line: one value-free line by default, the
cause on this terminal with --debug, and the recognizer and model in use."""

from __future__ import annotations

import pytest

from stream import commands
from stream.cli import main
from stream.core.errors import DeidError

SECRET = "Jane Q. Testpatient 555-0143"


class _Broken(DeidError):
    """An error of ours whose cause is a dependency's error."""


def _raises(exc: Exception):
    def handler(args, config):
        raise exc
    return handler


def _raises_with_cause(args, config):
    try:
        raise ValueError(SECRET)
    except ValueError as cause:
        raise _Broken("the key store is unavailable") from cause


@pytest.mark.parametrize("handler, expected", [
    (_raises(RuntimeError(SECRET)), "deid detect: error: unexpected RuntimeError (details "
                                    "withheld; run again with --debug"),
    (_raises_with_cause, "deid detect: error: the key store is unavailable (run again with "
                         "--debug"),
])
def test_by_default_one_line_names_no_value_and_points_at_debug(monkeypatch, capsys, handler,
                                                                expected):
    monkeypatch.setattr(commands, "cmd_detect", handler)
    assert main(["detect", "-"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(expected) and err.count("\n") == 1
    assert SECRET not in err and "Traceback" not in err


def test_an_error_without_a_cause_has_no_debug_hint(monkeypatch, capsys):
    monkeypatch.setattr(commands, "cmd_detect", _raises(_Broken("tenant 'x' has no key")))
    assert main(["detect", "-"]) == 1
    assert capsys.readouterr().err == "deid detect: error: tenant 'x' has no key\n"


@pytest.mark.parametrize("argv", [["--debug", "detect", "-"], ["detect", "-", "--debug"]])
@pytest.mark.parametrize("handler", [_raises(RuntimeError(SECRET)), _raises_with_cause])
def test_debug_shows_the_cause_on_the_terminal(monkeypatch, capsys, handler, argv):
    monkeypatch.setattr(commands, "cmd_detect", handler)
    assert main(argv) == 1
    err = capsys.readouterr().err
    assert "Traceback (most recent call last)" in err and SECRET in err
    assert err.rstrip().splitlines()[-1].startswith("deid detect: error: ")


def test_debug_output_goes_to_the_terminal_not_to_the_logs(monkeypatch, capsys, caplog):
    monkeypatch.setattr(commands, "cmd_detect", _raises(RuntimeError(SECRET)))
    assert main(["--debug", "--log-level", "DEBUG", "detect", "-"]) == 1
    assert SECRET in capsys.readouterr().err
    assert SECRET not in caplog.text


@pytest.mark.parametrize("env, words", [
    ({}, ["recognizer ensemble (balanced)", "model deid_tagger/1 sha256:", "served onnx"]),
    ({"DEID_RECOGNIZER__MODE": "rules"}, ["recognizer rules (balanced), no model"]),
    ({"DEID_RECOGNIZER__PROFILE": "high-recall"}, ["recognizer ensemble (high-recall)"]),
    ({"DEID_MODEL__REPOSITORY": "/nonexistent/models"},
     ["recognizer ensemble (balanced) cannot run", "model.repository"]),
])
def test_version_names_the_recognizer_and_model_in_use(monkeypatch, capsys, env, words):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(SystemExit) as stop:
        main(["--version"])
    assert stop.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith("deid 0.") and out.count("\n") == 1
    assert all(w in out for w in words), out
    assert "/nonexistent" not in out  # a configured path is a configured value
