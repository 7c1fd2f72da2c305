"""VaultKeyring against a real OpenBao dev server: storage, isolation, auth, outage, CLI."""

from __future__ import annotations

import base64
import threading
import time

import pytest
import yaml

from stream.anonymize.keys import Purpose
from stream.cli import main
from stream.core.config import KeyringConfig
from stream.core.errors import (
    KeyAccessDenied,
    KeyDestroyed,
    KeyNotFound,
    KeyringError,
    KeyringUnavailable,
)
from stream.keyring import CachedKeyring, open_keyring
from stream.keyring.vault import VaultAuth, VaultKeyring
from tests.integration.vault_fixtures import new_tenant, tenant_token, write_secret_file

pytestmark = pytest.mark.integration
MODES = ["transit", "kv"]


def keyring_for(vault, token=None, *, mode="transit", timeout=5.0) -> VaultKeyring:
    """A keyring logged in with `token` (root when None)."""
    return VaultKeyring(vault.url, VaultAuth(token=token or vault.root_token), mode=mode,
                        timeout_seconds=timeout)


def stored(vault, tenant, version=None):
    """The raw KV entry data of a key version, read with the root token."""
    return vault.client().secrets.kv.v2.read_secret_version(
        f"deid/tenants/{tenant}", version=version, raise_on_deleted_version=True)["data"]["data"]


@pytest.mark.parametrize("mode", MODES)
def test_init_rotate_get_list_destroy(vault, mode):
    ring, tenant = keyring_for(vault, mode=mode), new_tenant()
    info = ring.init(tenant)
    assert (info.version, info.current, info.destroyed) == (1, True, False)
    assert info.created.endswith("+00:00")
    v1 = ring.get(tenant)
    assert v1.version == 1
    assert ring.rotate(tenant).version == 2
    assert ring.get(tenant).version == 2
    assert ring.get(tenant, 1).subkey(Purpose.NAMES) == v1.subkey(Purpose.NAMES)
    assert ring.get(tenant, 2).subkey(Purpose.NAMES) != v1.subkey(Purpose.NAMES)
    assert [(i.version, i.current) for i in ring.list(tenant)] == [(1, False), (2, True)]
    with pytest.raises(KeyringError, match="current version"):
        ring.destroy(tenant, 2)
    assert ring.destroy(tenant, 1).destroyed
    with pytest.raises(KeyDestroyed, match=r"version 1 .* destroyed.*can no longer be computed"):
        ring.get(tenant, 1)
    assert [(i.version, i.destroyed) for i in ring.list(tenant)] == [(1, True), (2, False)]
    assert ring.get(tenant).version == 2
    with pytest.raises(KeyNotFound):
        ring.destroy(tenant, 9)


def test_transit_mode_stores_only_the_wrapped_data_key(vault):
    ring, tenant = keyring_for(vault), new_tenant()
    ring.init(tenant)
    material = ring.get(tenant)._material
    data = stored(vault, tenant)
    assert set(data) == {"scheme", "wrapped"} and data["wrapped"].startswith("vault:v")
    assert base64.b64encode(material).decode() not in str(data)
    ring.rotate(tenant)
    ring.destroy(tenant, 1)
    meta = vault.client().secrets.kv.v2.read_secret_metadata(f"deid/tenants/{tenant}")
    assert meta["data"]["versions"]["1"]["destroyed"] is True


def test_kv_mode_keeps_every_version_past_the_kv_default_of_ten(vault):
    ring, tenant = keyring_for(vault, mode="kv"), new_tenant()
    ring.init(tenant)
    first = ring.get(tenant, 1)
    assert set(stored(vault, tenant)) == {"scheme", "key"}
    for _ in range(11):
        ring.rotate(tenant)
    assert ring.get(tenant).version == 12
    assert ring.get(tenant, 1).subkey(Purpose.IDENTIFIERS) == first.subkey(Purpose.IDENTIFIERS)


def test_a_mode_mismatch_is_refused_not_guessed(vault):
    tenant = new_tenant()
    keyring_for(vault, mode="kv").init(tenant)
    with pytest.raises(KeyringError, match=r"stored in kv mode but keyring\.mode is transit"):
        keyring_for(vault, mode="transit").get(tenant)


def test_missing_tenant_or_version_is_key_not_found(vault):
    ring, tenant = keyring_for(vault), new_tenant()
    for call in (lambda: ring.get(tenant), lambda: ring.list(tenant),
                 lambda: ring.rotate(tenant), lambda: ring.destroy(tenant, 1)):
        with pytest.raises(KeyNotFound):
            call()
    ring.init(tenant)
    with pytest.raises(KeyNotFound, match="no key version 7"):
        ring.get(tenant, 7)
    with pytest.raises(KeyNotFound, match="no key version 0"):
        ring.get(tenant, 0)  # KV would read version 0 as the latest


def test_init_twice_is_refused(vault):
    ring, tenant = keyring_for(vault), new_tenant()
    ring.init(tenant)
    with pytest.raises(KeyringError, match="already has a key"):
        ring.init(tenant)
    assert [i.version for i in ring.list(tenant)] == [1]


def test_concurrent_rotations_never_both_win(vault):
    tenant = new_tenant()
    keyring_for(vault).init(tenant)
    rings = [keyring_for(vault) for _ in range(8)]
    barrier, won, lost = threading.Barrier(len(rings)), [], []

    def rotate(ring):
        barrier.wait()
        try:
            won.append(ring.rotate(tenant).version)
        except KeyringError as exc:
            lost.append(str(exc))

    threads = [threading.Thread(target=rotate, args=(r,)) for r in rings]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(won) + len(lost) == len(rings)
    assert sorted(won) == list(range(2, 2 + len(won)))  # each winner got its own version
    assert all("rotated concurrently" in message for message in lost)
    assert [i.version for i in rings[0].list(tenant)][-1] == 1 + len(won)


@pytest.mark.parametrize("mode", MODES)
def test_tenant_isolation_by_vault_policy(vault, mode):
    a, b = new_tenant("a"), new_tenant("b")
    for tenant in (a, b):
        keyring_for(vault, mode=mode).init(tenant)
    ring_a = keyring_for(vault, tenant_token(vault, a), mode=mode)
    ring_b = keyring_for(vault, tenant_token(vault, b), mode=mode)
    assert ring_a.get(a).tenant == a
    assert ring_b.get(b).tenant == b
    with pytest.raises(KeyAccessDenied, match=f"refused access to the key of tenant '{a}'"):
        ring_b.get(a)
    with pytest.raises(KeyAccessDenied):
        ring_b.get(a, 1)
    with pytest.raises(KeyAccessDenied):  # a worker token cannot manage keys, not even its own
        ring_a.rotate(a)
    admin_b = keyring_for(vault, tenant_token(vault, b, admin=True), mode=mode)
    for call in (lambda: admin_b.list(a), lambda: admin_b.destroy(a, 1), lambda: admin_b.init(a)):
        with pytest.raises(KeyAccessDenied):
            call()
    assert ring_a.get(a, 1).version == 1


def test_tenant_admin_policy_suffices_for_every_keys_action(vault):
    tenant = new_tenant()
    admin = keyring_for(vault, tenant_token(vault, tenant, admin=True))
    admin.init(tenant)
    admin.rotate(tenant)
    admin.destroy(tenant, 1)
    assert [(i.version, i.destroyed) for i in admin.list(tenant)] == [(1, True), (2, False)]
    assert admin.get(tenant).version == 2


def test_approle_login_and_relogin_after_the_token_expires(vault, tmp_path):
    tenant = new_tenant()
    keyring_for(vault).init(tenant)
    tenant_token(vault, tenant)  # writes the worker policy
    root = vault.client()
    if "approle/" not in root.sys.list_auth_methods()["data"]:
        root.sys.enable_auth_method("approle")
    role = f"role-{tenant}"
    root.auth.approle.create_or_update_approle(role, token_policies=[f"deid-{tenant}-worker"],
                                               token_ttl="2s", token_max_ttl="2s")
    role_id = root.auth.approle.read_role_id(role)["data"]["role_id"]
    secret_id = root.auth.approle.generate_secret_id(role)["data"]["secret_id"]
    secret_file = write_secret_file(tmp_path, "secret-id", secret_id + "\n")
    ring = VaultKeyring(vault.url, VaultAuth(method="approle", role_id=role_id,
                                             secret_id_file=str(secret_file)))
    assert ring.get(tenant).version == 1
    time.sleep(2.5)  # the login token has expired; the keyring logs in again by itself
    assert ring.get(tenant).version == 1
    wrong = VaultKeyring(vault.url, VaultAuth(method="approle", role_id=role_id,
                                              secret_id="not-the-secret-id"))
    with pytest.raises(KeyAccessDenied, match="approle login"):
        wrong.get(tenant)


def test_kubernetes_login(vault, fake_kubernetes, tmp_path):
    tenant = new_tenant()
    keyring_for(vault).init(tenant)
    tenant_token(vault, tenant)
    vault.client().auth.kubernetes.create_role(
        f"k8s-{tenant}", bound_service_account_names=["worker"],
        bound_service_account_namespaces=["deid"], policies=[f"deid-{tenant}-worker"])
    jwt_file = write_secret_file(tmp_path, "token", fake_kubernetes.jwt)
    ring = VaultKeyring(vault.url, VaultAuth(method="kubernetes", role=f"k8s-{tenant}",
                                             jwt_path=str(jwt_file)))
    assert ring.get(tenant).version == 1
    forged = write_secret_file(tmp_path, "forged", fake_kubernetes.jwt + "x")
    ring = VaultKeyring(vault.url, VaultAuth(method="kubernetes", role=f"k8s-{tenant}",
                                             jwt_path=str(forged)))
    with pytest.raises(KeyAccessDenied, match="kubernetes login"):
        ring.get(tenant)


def test_unreachable_vault_is_unavailable():
    ring = VaultKeyring("http://127.0.0.1:9", VaultAuth(token="x"), timeout_seconds=1)
    with pytest.raises(KeyringUnavailable, match="cannot be reached"):
        ring.get("acme")


def test_cache_serves_within_ttl_fails_closed_after_it_and_recovers(vault):
    tenant = new_tenant()
    keyring_for(vault).init(tenant)
    cfg = KeyringConfig(backend="vault", url=vault.url, auth={"token": vault.root_token},
                        timeout_seconds=1, cache_ttl_seconds=2)
    ring = open_keyring(cfg)
    assert isinstance(ring, CachedKeyring)
    key = ring.get(tenant)
    fetched_at = time.monotonic()
    vault.freeze()
    try:
        assert ring.get(tenant) is key  # within the TTL: from memory, no Vault call
        time.sleep(max(0.0, fetched_at + 2.1 - time.monotonic()))
        with pytest.raises(KeyringUnavailable):
            ring.get(tenant)  # TTL over and Vault does not answer: nothing is served
        with pytest.raises(KeyringUnavailable):
            ring.get(tenant, 1)
    finally:
        vault.thaw()
    again = ring.get(tenant)
    assert again is not key and again.subkey(Purpose.DATES) == key.subkey(Purpose.DATES)


def test_deid_keys_cli_against_vault(vault, tmp_path, monkeypatch, capsys):
    tenant = new_tenant("clinic")
    config = tmp_path / "deid.yaml"
    config.write_text(yaml.safe_dump({"keyring": {"backend": "vault", "url": vault.url,
                                                  "mode": "transit"}}))
    monkeypatch.setenv("DEID_KEYRING__AUTH__TOKEN", tenant_token(vault, tenant, admin=True))

    def deid(*args: str) -> tuple[int, str, str]:
        rc = main(["--config", str(config), *args])
        out, err = capsys.readouterr()
        return rc, out, err

    assert deid("keys", "init", "--tenant", tenant)[:2] == (0, f"{tenant}\tv1\t" +
                                                           keyring_for(vault).list(tenant)[0]
                                                           .created + "\tcurrent\n")
    rc, out, _ = deid("keys", "rotate", "--tenant", tenant)
    assert rc == 0 and out.startswith(f"{tenant}\tv2\t") and out.endswith("current\n")
    rc, out, _ = deid("keys", "destroy", "--tenant", tenant, "--version", "1")
    assert rc == 0 and out.startswith(f"{tenant}\tv1\t") and out.endswith("destroyed\n")
    rc, out, _ = deid("keys", "list", "--tenant", tenant)
    lines = out.splitlines()
    assert rc == 0 and len(lines) == 2
    assert lines[0].endswith("destroyed") and lines[1].endswith("current")
    notes = tmp_path / "in.jsonl"
    notes.write_text('{"id": "n1", "text": "Seen by Dr. Smith.", "spans": '
                     '[{"start": 12, "end": 17, "label": "STAFF"}]}\n')
    rc, _, err = deid("anonymize", str(notes), "-o", str(tmp_path / "out.jsonl"),
                      "--tenant", tenant, "--key-version", "1")
    assert rc != 0 and "destroyed" in err
    rc, _, err = deid("keys", "list", "--tenant", new_tenant("other"))
    assert rc != 0 and "refused access" in err
    assert vault.root_token not in err


def test_reprs_and_errors_never_show_credentials(vault):
    token = tenant_token(vault, new_tenant())
    ring = keyring_for(vault, token)
    cfg = KeyringConfig(backend="vault", auth={"token": token, "method": "token"})
    texts = [repr(ring), repr(cfg), repr(VaultAuth(token=token)),
             repr(VaultAuth(method="approle", role_id="r", secret_id=token))]
    tenant = new_tenant()
    keyring_for(vault).init(tenant)
    with pytest.raises(KeyAccessDenied) as denied:
        ring.get(tenant)
    texts += [str(denied.value), repr(denied.value), str(denied.value.__cause__)]
    key = keyring_for(vault).get(tenant)
    texts.append(repr(key))
    material = base64.b64encode(key._material).decode()
    for text in texts:
        assert token not in text and material not in text
