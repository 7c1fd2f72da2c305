"""Worker -> Triton over mutual TLS, against the real tritonserver with its gRPC SSL options.

The certificates are made here (a throwaway CA, a server certificate for localhost and a client
certificate); the channel is the one the worker uses (round_robin over a `dns:///` target).
"""

from __future__ import annotations

import datetime
import ipaddress
from collections.abc import Iterator
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

from stream.core.config import ConfigError, TritonTlsConfig
from stream.core.spans import Note
from stream.devstack.triton import EmbeddedTriton, start_triton
from stream.recognize.model.artifacts import repository
from stream.recognize.model.onnx_recognizer import OnnxRecognizer
from stream.recognize.model.triton_recognizer import TritonRecognizer

pytestmark = [pytest.mark.integration, pytest.mark.slow]


def _issue(subject: str, issuer: tuple[x509.Name, ec.EllipticCurvePrivateKey] | None,
           usage: x509.ObjectIdentifier | None, out: Path) -> tuple[x509.Name, object]:
    """Write NAME.crt and NAME.key; self-signed CA when `issuer` is None."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, subject)])
    now = datetime.datetime.now(datetime.UTC)
    builder = (x509.CertificateBuilder().subject_name(name)
               .issuer_name(issuer[0] if issuer else name).public_key(key.public_key())
               .serial_number(x509.random_serial_number())
               .not_valid_before(now - datetime.timedelta(minutes=5))
               .not_valid_after(now + datetime.timedelta(hours=1))
               .add_extension(x509.BasicConstraints(ca=issuer is None, path_length=None),
                              critical=True))
    if usage is not None:
        builder = builder.add_extension(x509.ExtendedKeyUsage([usage]), critical=False)
    if usage == ExtendedKeyUsageOID.SERVER_AUTH:
        builder = builder.add_extension(x509.SubjectAlternativeName(
            [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False)
    cert = builder.sign(issuer[1] if issuer else key, hashes.SHA256())
    (out / f"{subject}.crt").write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    (out / f"{subject}.key").write_bytes(key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption()))
    return name, key


@pytest.fixture(scope="module")
def certs(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("certs")
    ca = _issue("ca", None, None, out)
    _issue("server", ca, ExtendedKeyUsageOID.SERVER_AUTH, out)
    _issue("client", ca, ExtendedKeyUsageOID.CLIENT_AUTH, out)
    return out


@pytest.fixture(scope="module")
def tls_triton(certs) -> Iterator[EmbeddedTriton]:
    server = start_triton(repository(), extra_args=[
        "--grpc-use-ssl", "true", "--grpc-use-ssl-mutual", "true",
        "--grpc-server-cert", str(certs / "server.crt"),
        "--grpc-server-key", str(certs / "server.key"),
        "--grpc-root-cert", str(certs / "ca.crt"),
    ])
    yield server
    server.stop()


def test_the_worker_channel_speaks_mutual_tls(tls_triton, certs):
    tls = TritonTlsConfig(enabled=True, ca_cert=str(certs / "ca.crt"),
                          client_cert=str(certs / "client.crt"),
                          client_key=str(certs / "client.key"))
    recognizer = TritonRecognizer(f"dns:///localhost:{tls_triton.grpc_port}", tls=tls)
    try:
        assert recognizer.ready()
        note = Note("1", "Pt John Smith, MRN 4421337, seen 03/14/2024 at Mercy Hospital.")
        spans = recognizer.recognize(note)
        assert spans and spans == OnnxRecognizer().recognize(note)
    finally:
        recognizer.close()


@pytest.mark.parametrize("tls", [
    TritonTlsConfig(),  # plaintext
    TritonTlsConfig(enabled=True, ca_cert="CERTS/ca.crt"),  # no client certificate
    TritonTlsConfig(enabled=True),  # system roots do not know the test CA
])
def test_plaintext_or_unauthenticated_clients_are_refused(tls_triton, certs, tls):
    if tls.ca_cert:
        tls = TritonTlsConfig(enabled=True, ca_cert=str(certs / "ca.crt"))
    recognizer = TritonRecognizer(f"dns:///localhost:{tls_triton.grpc_port}", tls=tls,
                                  timeout_s=5)
    try:
        assert not recognizer.ready()
    finally:
        recognizer.close()


def test_an_unreadable_certificate_names_the_key(tmp_path):
    with pytest.raises(ConfigError, match=r"recognizer\.triton_tls\.ca_cert"):
        TritonRecognizer("localhost:1", tls=TritonTlsConfig(enabled=True,
                                                            ca_cert=str(tmp_path / "none")))
