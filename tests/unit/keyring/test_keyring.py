import os
import stat

import pytest

from stream.anonymize.keys import Purpose
from stream.core.errors import KeyDestroyed, KeyNotFound, KeyringError
from stream.keyring import FileKeyring


def test_init_creates_256_bit_key_file_with_mode_0600(keyring):
    info = keyring.init("acme")
    assert (info.version, info.current, info.destroyed) == (1, True, False)
    path = keyring.path / "acme.json"
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(keyring.path).st_mode) == 0o700
    assert len(keyring.get("acme")._material) == 32


def test_init_twice_is_refused(keyring):
    keyring.init("acme")
    with pytest.raises(KeyringError):
        keyring.init("acme")


def test_rotate_adds_a_new_current_version_and_keeps_old_ones(keyring):
    keyring.init("acme")
    v1 = keyring.get("acme")
    assert keyring.rotate("acme").version == 2
    assert keyring.get("acme").version == 2
    assert keyring.get("acme", 1).subkey(Purpose.NAMES) == v1.subkey(Purpose.NAMES)
    assert keyring.get("acme", 2).subkey(Purpose.NAMES) != v1.subkey(Purpose.NAMES)
    assert [i.version for i in keyring.list("acme")] == [1, 2]


def test_destroy_erases_material_and_refuses_the_current_version(keyring):
    keyring.init("acme")
    keyring.rotate("acme")
    with pytest.raises(KeyringError):
        keyring.destroy("acme", 2)
    assert keyring.destroy("acme", 1).destroyed
    with pytest.raises(KeyDestroyed):
        keyring.get("acme", 1)
    assert b'"key": null' in (keyring.path / "acme.json").read_bytes().replace(b"  ", b" ")


def test_missing_tenant_and_version(keyring):
    with pytest.raises(KeyNotFound):
        keyring.get("nobody")
    keyring.init("acme")
    with pytest.raises(KeyNotFound):
        keyring.get("acme", 7)


@pytest.mark.parametrize("tenant", ["", "../etc", "a/b", "x" * 65, " acme"])
def test_bad_tenant_names_are_refused(keyring, tenant):
    with pytest.raises(ValueError):
        keyring.init(tenant)


def test_subkeys_differ_by_purpose_tenant_and_version(keyring):
    keyring.init("a")
    keyring.init("b")
    keyring.rotate("a")
    a1, a2, b1 = keyring.get("a", 1), keyring.get("a", 2), keyring.get("b", 1)
    subkeys = {k.subkey(p) for k in (a1, a2, b1) for p in Purpose}
    assert len(subkeys) == 3 * len(Purpose)


def test_repr_never_shows_key_material(keyring):
    keyring.init("acme")
    key = keyring.get("acme")
    text = repr(key) + str(key)
    assert "redacted" in text
    for purpose in Purpose:
        assert key.subkey(purpose).hex() not in text
    assert key._material.hex() not in text


def test_keys_survive_a_new_keyring_instance(tmp_path):
    FileKeyring(tmp_path).init("acme")
    a = FileKeyring(tmp_path).get("acme")
    b = FileKeyring(tmp_path).get("acme")
    assert a.subkey(Purpose.DATES) == b.subkey(Purpose.DATES)
