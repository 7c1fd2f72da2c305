"""CachedKeyring: TTL, fail closed after it, invalidation on changes; keyring config for Vault."""

from __future__ import annotations

import pytest

from stream.core.config import ConfigError, KeyringConfig, load_config
from stream.core.errors import KeyringUnavailable
from stream.keyring import CachedKeyring, FileKeyring, open_keyring


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Flaky:
    """Wraps a keyring; counts gets and can be switched 'down'."""

    def __init__(self, inner: FileKeyring) -> None:
        self.inner, self.gets, self.down = inner, 0, False

    def get(self, tenant, version=None):
        self.gets += 1
        if self.down:
            raise KeyringUnavailable("down")
        return self.inner.get(tenant, version)

    def __getattr__(self, name):
        return getattr(self.inner, name)


@pytest.fixture
def flaky(keyring) -> Flaky:
    keyring.init("acme")
    return Flaky(keyring)


def test_serves_from_memory_within_the_ttl_only(flaky):
    clock = Clock()
    cached = CachedKeyring(flaky, 10, clock=clock)
    first = cached.get("acme")
    clock.now += 9.9
    assert cached.get("acme") is first and flaky.gets == 1
    clock.now += 0.2
    assert cached.get("acme") is not first and flaky.gets == 2


def test_fails_closed_once_the_ttl_is_over_and_recovers(flaky):
    clock = Clock()
    cached = CachedKeyring(flaky, 10, clock=clock)
    key = cached.get("acme")
    flaky.down = True
    assert cached.get("acme") is key
    clock.now += 11
    with pytest.raises(KeyringUnavailable):
        cached.get("acme")
    flaky.down = False
    assert cached.get("acme").version == key.version


def test_changes_through_the_cache_drop_the_tenants_entries(flaky):
    cached = CachedKeyring(flaky, 60, clock=Clock())
    assert cached.get("acme").version == 1
    cached.rotate("acme")
    assert cached.get("acme").version == 2
    assert cached.get("acme", 1).version == 1
    cached.destroy("acme", 1)
    assert flaky.gets == 3
    assert [i.destroyed for i in cached.list("acme")] == [True, False]


def test_entries_are_bounded_and_keyed_by_tenant_and_version(keyring):
    for tenant in ("a", "b", "c"):
        keyring.init(tenant)
    clock = Clock()
    cached = CachedKeyring(keyring, 60, clock=clock, max_entries=2)
    for tenant in ("a", "b", "c"):
        cached.get(tenant)
        clock.now += 1
    assert set(cached._entries) == {("b", None), ("c", None)}
    assert repr(cached).startswith("CachedKeyring(FileKeyring(")


def test_open_keyring_wraps_in_a_cache_unless_ttl_is_zero(tmp_path):
    assert isinstance(open_keyring(KeyringConfig(path=str(tmp_path))), CachedKeyring)
    assert isinstance(open_keyring(KeyringConfig(path=str(tmp_path), cache_ttl_seconds=0)),
                      FileKeyring)


def test_vault_config_from_yaml_and_env_keeps_the_token_out_of_reprs(tmp_path):
    path = tmp_path / "c.yaml"
    path.write_text("keyring: {backend: vault, url: 'http://127.0.0.1:8200', mode: kv}\n")
    cfg = load_config(path, {"DEID_KEYRING__AUTH__TOKEN": "s3cr3t-token"})
    assert cfg.keyring.auth == {"token": "s3cr3t-token"}
    assert "s3cr3t" not in repr(cfg) and "s3cr3t" not in repr(open_keyring(cfg.keyring))


@pytest.mark.parametrize(("auth", "message"), [
    ({}, "needs token or token_file"),
    ({"method": "ldap", "username": "user-41"}, "must be token, approle or kubernetes"),
    ({"method": "approle", "role_id": "role-id-42"}, "needs secret_id or secret_id_file"),
    ({"method": "kubernetes"}, "needs role"),
    ({"method": "token", "token": "tok-43", "secret_id": "sec-44"}, "unknown keyring.auth"),
])
def test_bad_vault_auth_is_refused_without_echoing_values(auth, message):
    with pytest.raises(ConfigError, match=message) as err:
        KeyringConfig(backend="vault", auth=auth).validate()
    assert all(str(v) not in str(err.value) for k, v in auth.items() if k != "method")


@pytest.mark.parametrize("field", [{"mode": "plain"}, {"cache_ttl_seconds": -1},
                                   {"timeout_seconds": 0}, {"tenant_path": "/"}])
def test_bad_vault_settings_are_refused(field):
    with pytest.raises(ConfigError):
        KeyringConfig(backend="vault", auth={"token": "t"}, **field).validate()
