"""Vault Kubernetes auth wired as k8s/ wires it, against the real OpenBao server.

The Vault side is exactly k8s/base/vault/ (role.json, policy.hcl) and the auth config that
k8s/base/vault-auth.yaml documents: Vault calls TokenReview with the dedicated reviewer's token
(token_reviewer_jwt) and the role's audience. The Kubernetes API server is a local stand-in
that behaves like one where it matters: it accepts as caller only tokens issued for its own
audience and bound to system:auth-delegator, and reviews a token only for the audiences asked.
"""

from __future__ import annotations

import base64
import json
import secrets
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import yaml

from stream.core.config import load_config
from stream.core.errors import KeyAccessDenied
from stream.keyring.vault import VaultAuth, VaultKeyring
from tests.integration.vault_fixtures import _throwaway_ca_pem, new_tenant, write_secret_file

pytestmark = [pytest.mark.integration, pytest.mark.slow]

K8S = Path(__file__).resolve().parents[2] / "k8s" / "base"
API_AUDIENCE = "https://kubernetes.default.svc.cluster.local"


@dataclass(frozen=True)
class Account:
    namespace: str
    name: str
    audience: str
    auth_delegator: bool = False

    @property
    def username(self) -> str:
        return f"system:serviceaccount:{self.namespace}:{self.name}"


def _jwt(account: Account) -> str:
    """A service-account token as the kubelet projects it (the API server vouches for it)."""
    def part(obj: dict) -> str:
        return base64.urlsafe_b64encode(json.dumps(obj).encode()).rstrip(b"=").decode()

    now = int(time.time())
    claims = {"iss": "https://kubernetes.default.svc", "aud": [account.audience],
              "sub": account.username, "iat": now - 60, "nbf": now - 60, "exp": now + 3600,
              "jti": secrets.token_hex(8),
              "kubernetes.io": {"namespace": account.namespace,
                                "serviceaccount": {"name": account.name, "uid": account.name}}}
    return f"{part({'alg': 'RS256', 'kid': 'k'})}.{part(claims)}.{secrets.token_urlsafe(16)}"


class ApiServer:
    """TokenReview endpoint of a stand-in Kubernetes API server."""

    def __init__(self) -> None:
        self.tokens: dict[str, Account] = {}
        self.callers: list[str] = []
        self.rejected: list[str] = []
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_port}"

    def issue(self, account: Account) -> str:
        token = _jwt(account)
        self.tokens[token] = account
        return token

    def review(self, bearer: str, body: dict) -> tuple[int, dict]:
        caller = self.tokens.get(bearer)
        if caller is None or caller.audience != API_AUDIENCE:
            self.rejected.append(caller.name if caller else "unknown")
            return 401, {"kind": "Status", "reason": "Unauthorized"}
        self.callers.append(caller.name)
        if not caller.auth_delegator:
            return 403, {"kind": "Status", "reason": "Forbidden"}
        account = self.tokens.get(body["spec"]["token"])
        wanted = body["spec"].get("audiences") or [API_AUDIENCE]
        status: dict = {"authenticated": False}
        if account is not None and account.audience in wanted:
            status = {"authenticated": True, "audiences": [account.audience],
                      "user": {"username": account.username, "uid": account.name,
                               "groups": ["system:serviceaccounts"]}}
        return 201, {"apiVersion": "authentication.k8s.io/v1", "kind": "TokenReview",
                     "status": status}

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        api = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                bearer = self.headers.get("Authorization", "").removeprefix("Bearer ")
                code, out = (api.review(bearer, body) if self.path.endswith("/tokenreviews")
                             else (404, {}))
                data = json.dumps(out).encode()
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: object) -> None:
                """Quiet."""

        return Handler

    def close(self) -> None:
        self._server.shutdown()
        self._server.server_close()


@pytest.fixture
def api() -> Iterator[ApiServer]:
    server = ApiServer()
    yield server
    server.close()


def manifests() -> tuple[dict, str, dict]:
    """role.json, policy.hcl and the worker's keyring settings, as k8s/base declares them."""
    role = json.loads((K8S / "vault" / "role.json").read_text())
    policy = (K8S / "vault" / "policy.hcl").read_text()
    keyring = yaml.safe_load((K8S / "deid.yaml").read_text())["keyring"]
    return role, policy, keyring


def setup_vault(vault, api: ApiServer, reviewer_jwt: str | None) -> str:
    """Kubernetes auth at a fresh mount, configured as vault-auth.yaml documents."""
    role, policy, keyring = manifests()
    mount = f"kubernetes-{secrets.token_hex(3)}"
    root = vault.client()
    root.sys.enable_auth_method("kubernetes", path=mount)
    config = {"kubernetes_host": api.url, "kubernetes_ca_cert": _throwaway_ca_pem(),
              "disable_local_ca_jwt": True}
    if reviewer_jwt is not None:
        config["token_reviewer_jwt"] = reviewer_jwt
    root.write(f"auth/{mount}/config", **config)
    (policy_name,) = role["token_policies"]
    root.sys.create_or_update_policy(policy_name, policy)
    root.write(f"auth/{mount}/role/{keyring['auth']['role']}", **role)
    return mount


def worker_keyring(vault, mount: str, token: str, tmp_path: Path) -> VaultKeyring:
    """The worker's keyring: its config from k8s/base/deid.yaml, pointed at this Vault."""
    _, _, keyring = manifests()
    jwt = write_secret_file(tmp_path, f"token-{secrets.token_hex(3)}", token)
    cfg = load_config(None, {"DEID_KEYRING__BACKEND": "vault", "DEID_KEYRING__URL": vault.url,
                             "DEID_KEYRING__AUTH": json.dumps(keyring["auth"])}).keyring
    auth = VaultAuth.from_mapping({**cfg.auth, "jwt_path": str(jwt), "mount": mount})
    return VaultKeyring(cfg.url, auth, mode=keyring["mode"], mount=keyring["mount"],
                        transit_mount=keyring["transit_mount"],
                        tenant_path=keyring["tenant_path"])


@pytest.fixture
def tenant(vault) -> str:
    """A tenant whose transit-wrapped key an admin created."""
    name = new_tenant("k8s")
    VaultKeyring(vault.url, VaultAuth(method="token", token=vault.root_token)).init(name)
    return name


WORKER = Account("deid", "deid-worker", "vault")
REVIEWER = Account("deid", "vault-token-reviewer", API_AUDIENCE, auth_delegator=True)


def test_the_worker_logs_in_through_the_dedicated_reviewer(vault, api, tenant, tmp_path):
    mount = setup_vault(vault, api, api.issue(REVIEWER))
    ring = worker_keyring(vault, mount, api.issue(WORKER), tmp_path)
    assert ring.get(tenant).version == 1
    assert api.callers == ["vault-token-reviewer"] and api.rejected == []


def test_without_a_reviewer_token_every_login_is_refused(vault, api, tenant, tmp_path):
    """The set-up the manifests used to document: Vault presents the worker's own token, which
    was issued for audience vault, so the API server rejects the TokenReview call."""
    mount = setup_vault(vault, api, None)
    ring = worker_keyring(vault, mount, api.issue(WORKER), tmp_path)
    with pytest.raises(KeyAccessDenied, match="kubernetes login"):
        ring.get(tenant)
    assert api.callers == [] and set(api.rejected) == {"deid-worker"}


@pytest.mark.parametrize("account", [
    Account("deid", "deid-worker", API_AUDIENCE),   # a token for the wrong audience
    Account("deid", "someone-else", "vault"),        # not the bound service account
    Account("other", "deid-worker", "vault"),        # not the bound namespace
])
def test_tokens_the_role_does_not_bind_are_refused(vault, api, tenant, tmp_path, account):
    mount = setup_vault(vault, api, api.issue(REVIEWER))
    ring = worker_keyring(vault, mount, api.issue(account), tmp_path)
    with pytest.raises(KeyAccessDenied, match="kubernetes login"):
        ring.get(tenant)


def test_the_worker_policy_reads_keys_and_nothing_else(vault, api, tenant, tmp_path):
    mount = setup_vault(vault, api, api.issue(REVIEWER))
    ring = worker_keyring(vault, mount, api.issue(WORKER), tmp_path)
    with pytest.raises(KeyAccessDenied):
        ring.rotate(tenant)
