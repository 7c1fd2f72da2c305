"""Configuration: environment overrides typed by their field, secrets from files, and no error,
repr or CLI output that repeats a configured value."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from stream.cli import main
from stream.core.config import ConfigError, load_config

# Values that YAML would turn into something else, or choke on.
AWKWARD = ["@x", "[x", "yes", "0123", "a: b", "{x", "12345678", "2025-01-15", "", " pad "]


def assert_no_chained_error(error: BaseException) -> None:
    """A traceback of `error` shows no earlier exception (whose message may quote a value)."""
    assert error.__cause__ is None
    assert error.__context__ is None or error.__suppress_context__


@pytest.mark.parametrize("value", AWKWARD)
def test_text_fields_keep_environment_text_exactly(value):
    cfg = load_config(None, {"DEID_RELEASE": value, "DEID_KAFKA__GROUP_ID": value})
    assert cfg.release == value and cfg.kafka.group_id == value


@pytest.mark.parametrize("value", AWKWARD)
def test_librdkafka_secrets_from_the_environment_stay_text(value):
    cfg = load_config(None, {"DEID_KAFKA__EXTRA__SASL_PASSWORD": value})
    assert cfg.kafka.extra == {"sasl.password": value}


@pytest.mark.parametrize(("name", "key"), [
    ("DEID_KAFKA__EXTRA__SASL_PASSWORD", "sasl.password"),
    ("DEID_KAFKA__EXTRA__SASL.USERNAME", "sasl.username"),
    ("DEID_KAFKA__EXTRA__GROUP_INSTANCE_ID", "group.instance.id"),
    ("DEID_KAFKA__EXTRA__CONSUMER_SESSION_TIMEOUT_MS", "consumer.session.timeout.ms"),
])
def test_librdkafka_property_names_map_underscores_to_dots(name, key):
    assert load_config(None, {name: "v"}).kafka.extra == {key: "v"}


def test_other_mapping_entries_keep_their_underscores():
    cfg = load_config(None, {"DEID_KEYRING__AUTH__TOKEN_FILE": "/run/token",
                             "DEID_KEYRING__AUTH__METHOD": "token"})
    assert cfg.keyring.auth == {"token_file": "/run/token", "method": "token"}


@pytest.mark.parametrize(("name", "raw", "attr", "expected"), [
    ("DEID_METRICS__PORT", "9000", "metrics.port", 9000),
    ("DEID_WORKER__MAX_RECORDS", " 0120 ", "worker.max_records", 120),
    ("DEID_WORKER__MAX_WAIT_S", "0.5", "worker.max_wait_s", 0.5),
    ("DEID_WORKER__MAX_WAIT_S", "2", "worker.max_wait_s", 2.0),
    ("DEID_MODEL__REPOSITORY", "/opt/deid/triton_models", "model.repository",
     "/opt/deid/triton_models"),
])
def test_numbers_are_parsed_only_for_numeric_fields(name, raw, attr, expected):
    section, key = attr.split(".")
    value = getattr(getattr(load_config(None, {name: raw}), section), key)
    assert value == expected and type(value) is type(expected)


def test_a_whole_mapping_is_a_json_object():
    cfg = load_config(None, {"DEID_POLICY__ACTIONS": '{"AGE": "keep"}'})
    assert cfg.policy.actions == {"AGE": "keep"}


@pytest.mark.parametrize(("name", "raw"), [
    ("DEID_METRICS__PORT", "yes"), ("DEID_METRICS__PORT", "0x1F"), ("DEID_METRICS__PORT", "1.5"),
    ("DEID_WORKER__MAX_WAIT_S", "nan"), ("DEID_WORKER__MAX_WAIT_S", "[x"),
    ("DEID_POLICY__ACTIONS", "[x"), ("DEID_POLICY__ACTIONS", "a: b"),
])
def test_a_bad_override_names_the_key_and_not_the_value(name, raw):
    with pytest.raises(ConfigError) as caught:
        load_config(None, {name: raw})
    assert raw not in str(caught.value)
    assert_no_chained_error(caught.value)


def test_unknown_override_names_are_rejected():
    with pytest.raises(ConfigError, match="DEID_MODEL_REPOSITORY"):
        load_config(None, {"DEID_MODEL_REPOSITORY": "/m"})


def test_yaml_reads_core_schema_scalars(tmp_path):
    path = tmp_path / "deid.yaml"
    path.write_text("release: 2025-01-15\nkafka:\n  group_id: 0123\n"
                    "  extra: {sasl.password: yes, session.timeout.ms: 6000}\n")
    cfg = load_config(path, {})
    assert cfg.release == "2025-01-15" and cfg.kafka.group_id == "0123"
    assert cfg.kafka.extra == {"sasl.password": "yes", "session.timeout.ms": 6000}


@pytest.mark.parametrize("secret", ["@x", "[x", "a: b", "s3cr3t\"'{"])
def test_broken_yaml_does_not_quote_the_file(tmp_path, secret):
    path = tmp_path / "deid.yaml"
    path.write_text(f"kafka:\n  extra:\n    sasl.password: {secret}\n  bad: [\n")
    with pytest.raises(ConfigError) as caught:
        load_config(path, {})
    assert secret not in str(caught.value)
    assert_no_chained_error(caught.value)


@pytest.mark.parametrize("secret", ["@x", "0123", "pa ss\n"])
def test_secret_files_fill_librdkafka_properties(tmp_path, secret):
    path = tmp_path / "password"
    path.write_text(secret)
    cfg = load_config(None, {"DEID_KAFKA__SECRET_FILES__SASL_PASSWORD": str(path)})
    assert cfg.kafka.extra == {"sasl.password": secret.strip()}
    assert secret.strip() not in repr(cfg)


def test_a_missing_or_unreadable_secret_file_fails_naming_the_key(tmp_path):
    with pytest.raises(ConfigError, match=r"kafka\.secret_files\.sasl\.password"):
        load_config(None, {"DEID_KAFKA__SECRET_FILES__SASL_PASSWORD": str(tmp_path / "none")})
    binary = tmp_path / "binary"
    binary.write_bytes(b"\xff\xfe")
    with pytest.raises(ConfigError, match="not UTF-8"):
        load_config(None, {"DEID_KAFKA__SECRET_FILES__SASL_PASSWORD": str(binary)})


def test_a_property_set_twice_is_refused(tmp_path):
    path = tmp_path / "password"
    path.write_text("x")
    with pytest.raises(ConfigError, match="also set"):
        load_config(None, {"DEID_KAFKA__SECRET_FILES__SASL_PASSWORD": str(path),
                           "DEID_KAFKA__EXTRA__SASL_PASSWORD": "y"})


def test_reprs_hide_credentials():
    cfg = load_config(None, {"DEID_KAFKA__EXTRA__SASL_PASSWORD": "hunter2-secret",
                             "DEID_KEYRING__AUTH__TOKEN": "hvs.token-secret"})
    assert "hunter2-secret" not in repr(cfg) and "hvs.token-secret" not in repr(cfg)


@pytest.mark.parametrize("secret", ["@x", "[x", "yes", "0123", "a: b"])
def test_the_cli_prints_one_line_without_the_value(secret, tmp_path):
    """Run as a user would: a bad mapping override, and a broken config file."""
    config = tmp_path / "deid.yaml"
    config.write_text(f"kafka: {{extra: {{sasl.password: {secret}}}}}\nrelease: [\n")
    env = {"PATH": "/usr/bin:/bin", "DEID_POLICY__ACTIONS": secret,
           "PYTHONPATH": str(Path(__file__).resolve().parents[3])}
    for args in (["detect", "-"], ["--config", str(config), "detect", "-"]):
        done = subprocess.run([sys.executable, "-m", "stream", *args], input="",
                              capture_output=True, text=True, env=env, cwd=tmp_path, timeout=120)
        assert done.returncode == 1
        assert done.stdout == "" and done.stderr.count("\n") == 1, done.stderr
        assert "Traceback" not in done.stderr and secret not in done.stderr


def test_unexpected_errors_become_one_line_without_their_message(monkeypatch, capsys):
    def explode(args, config):
        raise ValueError("sasl.password=hunter2 in a dependency's message")

    monkeypatch.setattr("stream.cli._dispatch", explode)
    assert main(["detect", "-"]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert "ValueError" in err and "hunter2" not in err
