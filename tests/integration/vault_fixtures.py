"""Fixtures for tests against a real Vault-API server: an OpenBao dev server for the session.

Loaded as a pytest plugin (`pytest_plugins` in tests/conftest.py). The server fixture FAILS the
tests that need it, it never skips them, when the server cannot start.
"""

from __future__ import annotations

import base64
import datetime
import json
import secrets
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from stream.devstack.vault import DevVault, DevVaultError
from stream.keyring.vault import tenant_policy

K8S_NAMESPACE = "deid"
K8S_SERVICE_ACCOUNT = "worker"


@pytest.fixture(scope="session")
def vault() -> Iterator[DevVault]:
    """A running OpenBao dev server with transit enabled (KV v2 is at secret/)."""
    try:
        server = DevVault().start()
    except (DevVaultError, OSError) as exc:
        pytest.fail(f"cannot start the OpenBao dev server: {exc}", pytrace=False)
    try:
        yield server
    finally:
        server.stop()


def new_tenant(prefix: str = "t") -> str:
    """A tenant name no other test uses (the server lives for the whole session)."""
    return f"{prefix}-{secrets.token_hex(4)}"


def tenant_token(vault: DevVault, tenant: str, *, admin: bool = False, ttl: str = "1h") -> str:
    """A token that holds only the worker (or admin) policy of `tenant`."""
    name = f"deid-{tenant}-{'admin' if admin else 'worker'}"
    root = vault.client()
    root.sys.create_or_update_policy(name, tenant_policy(tenant, admin=admin))
    return root.auth.token.create(policies=[name], ttl=ttl, no_default_policy=True)[
        "auth"]["client_token"]


@dataclass
class FakeKubernetes:
    """A Kubernetes auth mount whose TokenReview API is a local fake accepting one JWT."""

    mount: str
    jwt: str


@pytest.fixture(scope="session")
def fake_kubernetes(vault: DevVault) -> Iterator[FakeKubernetes]:
    """Kubernetes auth at `kubernetes/`, reviewing tokens against a fake API server."""
    jwt = _service_account_jwt()
    server = ThreadingHTTPServer(("127.0.0.1", 0), _token_review_handler(jwt))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    root = vault.client()
    root.sys.enable_auth_method("kubernetes", path="kubernetes")
    root.auth.kubernetes.configure(f"http://127.0.0.1:{server.server_port}",
                                   kubernetes_ca_cert=_throwaway_ca_pem(),
                                   token_reviewer_jwt="reviewer", disable_local_ca_jwt=True)
    try:
        yield FakeKubernetes(mount="kubernetes", jwt=jwt)
    finally:
        server.shutdown()
        server.server_close()


def write_secret_file(directory: Path, name: str, value: str) -> Path:
    """Write a credentials file readable only by its owner."""
    path = directory / name
    path.write_text(value)
    path.chmod(0o600)
    return path


def _service_account_jwt() -> str:
    """An (unsigned-looking) service-account JWT; the fake API server is what vouches for it."""
    def part(obj: dict[str, str]) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).rstrip(b"=").decode()

    claims = {"iss": "kubernetes/serviceaccount",
              "sub": f"system:serviceaccount:{K8S_NAMESPACE}:{K8S_SERVICE_ACCOUNT}",
              "kubernetes.io/serviceaccount/namespace": K8S_NAMESPACE,
              "kubernetes.io/serviceaccount/service-account.name": K8S_SERVICE_ACCOUNT,
              "kubernetes.io/serviceaccount/service-account.uid": "uid-worker",
              "nonce": secrets.token_hex(8)}
    return f"{part({'alg': 'RS256', 'typ': 'JWT'})}.{part(claims)}.c2lnbmF0dXJl"


def _token_review_handler(jwt: str) -> type[BaseHTTPRequestHandler]:
    """Answers TokenReview: authenticated only for `jwt`."""

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            ok = self.path.endswith("/tokenreviews") and body["spec"]["token"] == jwt
            user = {"username": f"system:serviceaccount:{K8S_NAMESPACE}:{K8S_SERVICE_ACCOUNT}",
                    "uid": "uid-worker"}
            out = {"apiVersion": "authentication.k8s.io/v1", "kind": "TokenReview",
                   "status": {"authenticated": ok, "user": user if ok else {}}}
            data = json.dumps(out).encode()
            self.send_response(201)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            """Quiet."""

    return Handler


def _throwaway_ca_pem() -> str:
    """A self-signed CA certificate (the auth mount requires one; the fake API is plain HTTP)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "fake-kubernetes-ca")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now).not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
            .sign(key, hashes.SHA256()))
    return cert.public_bytes(serialization.Encoding.PEM).decode()
