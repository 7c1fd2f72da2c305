import ipaddress
import random
import re
from urllib.parse import parse_qsl, urlsplit

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stream.anonymize.contact import (
    EmailStrategy,
    IpStrategy,
    UrlStrategy,
    address_spaces,
    contact_keys,
)
from stream.anonymize.names import NameStrategy
from stream.anonymize.strategy import SurrogateContext, SurrogateError
from stream.core.categories import Label

EMAIL = EmailStrategy()
URL = UrlStrategy()
IP = IpStrategy()
VALID_EMAIL = re.compile(
    r"[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*"
    r"@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}"
)


MESSAGES = {
    "not an e-mail address",
    "not a URL",
    "not an IP address",
    "not an IPv4 address",
    "no domain surrogate",
}


@pytest.fixture(scope="module")
def ctx(keys):
    return SurrogateContext(key=keys[0], label=Label.EMAIL, note_id="n1")


# --- e-mail ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "kept_domain"),
    [
        ("john.smith@partners.org", None),
        ("jsmith42@mgh.harvard.edu", None),
        ("j_doe+labs@hospital.co.uk", None),
        ("admin@clinic.example.com", None),
        ("12345@x.com", None),
        ("maria.garcia@gmail.com", "gmail.com"),
        ("zqxv.wbt@yahoo.com", "yahoo.com"),
        ("o'brien@Outlook.com", "Outlook.com"),
    ],
)
def test_email_surrogates_are_valid_and_replace_the_local_part(value, kept_domain, ctx):
    out = EMAIL.surrogate(value, ctx)
    assert VALID_EMAIL.fullmatch(out), out
    local, domain = value.rsplit("@", 1)
    new_local, new_domain = out.rsplit("@", 1)
    assert new_local != local and local.casefold() not in out.casefold()
    if kept_domain:
        assert new_domain == kept_domain
    else:
        names = {lb.casefold() for lb in domain.split(".")[:-1] if len(lb) > 2}
        assert not names & set(new_domain.casefold().split("."))
        assert new_domain.rsplit(".", 1)[-1] == domain.rsplit(".", 1)[-1]


@pytest.mark.parametrize(
    ("value", "shape"),
    [
        ("John.Smith@Partners.org", r"[A-Z][a-z]+\.[A-Z][a-z]+@[a-z]+\.org"),
        ("JSMITH@MGH.ORG", r"[A-Z]+@[A-Z]+\.ORG"),
        ("mailto:jdoe@clinic.org", r"mailto:[a-z]+@[a-z]+\.org"),
        ("<jdoe@clinic.org>", r"<[a-z]+@[a-z]+\.org>"),
        ("pat.lee7@gmail.com", r"[a-z]+\.[a-z]+\d@gmail\.com"),
    ],
)
def test_email_case_and_wrapping_are_kept(value, shape, ctx):
    assert re.fullmatch(shape, EMAIL.surrogate(value, ctx))


def test_email_names_agree_with_the_name_strategy(ctx):
    person = NameStrategy().surrogate("John Smith", ctx).lower().split()
    assert EMAIL.surrogate("john.smith@partners.org", ctx).split("@")[0] == ".".join(person)
    assert EMAIL.surrogate("John.Smith@PARTNERS.ORG", ctx).lower() == EMAIL.surrogate(
        "john.smith@partners.org", ctx
    )
    initial = NameStrategy().surrogate("J. Smith", ctx).lower().replace(". ", "")
    assert EMAIL.surrogate("jsmith@gmail.com", ctx) == f"{initial}@gmail.com"


def test_one_domain_maps_to_one_domain_for_email_and_urls(ctx):
    a = EMAIL.surrogate("a.jones@partners.org", ctx).split("@")[1]
    b = EMAIL.surrogate("b.kim@partners.org", ctx).split("@")[1]
    host = urlsplit(URL.surrogate("https://partners.org/x", ctx)).hostname
    assert a == b == host


@pytest.mark.parametrize(
    "value", ["", "john", "john@", "@partners.org", "a b@c.org", "x@localhost", "..@x.org"]
)
def test_invalid_emails_are_refused_without_echoing_them(value, ctx):
    with pytest.raises(SurrogateError) as info:
        EMAIL.surrogate(value, ctx)
    assert not value or value not in str(info.value)


# --- URLs -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        "https://www.partners.org/patients/123?id=456&name=john#top",
        "http://portal.mgh.harvard.edu:8443/chart/view.aspx?mrn=0012345",
        "www.example.org/patients/123",
        "example.com",
        "https://user:secret@ehr.clinic.org/a%20b/report.pdf",
        "http://10.0.0.5:8080/ehr/chart",
        "http://[fe80::1]:80/x",
        "ftp://files.hospital.org/exports/2024/jsmith.csv",
    ],
)
def test_url_surrogates_parse_back_and_replace_host_and_path(value, ctx):
    out = URL.surrogate(value, ctx)
    has_scheme = "://" in value
    old = urlsplit(value if has_scheme else "//" + value)
    new = urlsplit(out if has_scheme else "//" + out)
    assert new.scheme == old.scheme and new.port == old.port
    assert new.hostname and new.hostname != old.hostname
    assert new.path.count("/") == old.path.count("/")
    old_query, new_query = parse_qsl(old.query), parse_qsl(new.query)
    assert [k for k, _ in new_query] == [k for k, _ in old_query]
    assert all(a != b for (_, a), (_, b) in zip(old_query, new_query, strict=True))
    old_parts = [*re.split(r"[/.]", old.path), old.fragment]
    new_parts = [*re.split(r"[/.]", new.path), new.fragment]
    extensions = {"", "pdf", "csv", "aspx"}
    assert all(a != b for a, b in zip(old_parts, new_parts, strict=True) if a not in extensions)


def test_public_platform_hosts_are_kept_and_paths_replaced(ctx):
    out = URL.surrogate("https://www.facebook.com/john.smith", ctx)
    assert out.startswith("https://www.facebook.com/") and "smith" not in out


def test_urls_are_deterministic_and_remapped(keys, ctx):
    other = SurrogateContext(key=keys[1], label=Label.URL, note_id="n1")
    value = "https://portal.partners.org/patients/123"
    assert URL.surrogate(value, ctx) == URL.surrogate(value, ctx)
    assert URL.surrogate(value, ctx) != URL.surrogate(value, other)


@pytest.mark.parametrize("value", ["", "not a url", "patients/123", "http://", "://x.org"])
def test_invalid_urls_are_refused(value, ctx):
    with pytest.raises(SurrogateError):
        URL.surrogate(value, ctx)


# --- IP addresses ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "net"),
    [
        ("10.1.2.3", "10.0.0.0/8"),
        ("172.16.5.4", "172.16.0.0/12"),
        ("192.168.1.20", "192.168.0.0/16"),
        ("127.0.0.1", "127.0.0.0/8"),
        ("169.254.10.10", "169.254.0.0/16"),
        ("100.64.1.1", "100.64.0.0/10"),
        ("224.0.0.251", "224.0.0.0/4"),
        ("fd12:3456:789a::1", "fc00::/7"),
        ("fe80::1", "fe80::/10"),
        ("2001:db8::1", "2001:db8::/32"),
        ("ff02::1", "ff00::/8"),
        ("2607:f8b0:4005:80a::200e", "2000::/3"),
    ],
)
def test_special_addresses_stay_in_their_block(value, net, ctx):
    out = IP.surrogate(value, ctx)
    assert ipaddress.ip_address(out) in ipaddress.ip_network(net)
    assert out != value


@pytest.mark.parametrize(
    ("value", "shape"),
    [
        ("8.8.8.8", r"\d+\.\d+\.\d+\.\d+"),
        ("10.0.0.1:8080", r"10\.\d+\.\d+\.\d+:8080"),
        ("10.0.0.0/24", r"10\.\d+\.\d+\.\d+/24"),
        ("[2001:4860::1]:443", r"\[[0-9a-f:]+\]:443"),
        ("fe80::1%eth0", r"fe[89ab][0-9a-f]:[0-9a-f:]+%eth0"),
        ("::ffff:10.1.2.3", r"::ffff:10\.\d+\.\d+\.\d+"),
        ("2607:F8B0:4005:80A::200E", r"[0-9A-F:]+"),
        ("::1", r"::1"),
    ],
)
def test_ip_notations_are_kept(value, shape, ctx):
    assert re.fullmatch(shape, IP.surrogate(value, ctx))


def test_public_ipv4_stays_public(ctx):
    rng = random.Random(7)
    for _ in range(500):
        addr = ipaddress.IPv4Address(rng.getrandbits(32))
        if addr.is_global and not addr.is_multicast:
            assert ipaddress.IPv4Address(IP.surrogate(str(addr), ctx)).is_global


@pytest.mark.thorough
def test_ipv4_is_a_bijection_on_100000_random_addresses(ctx):
    rng = random.Random(1234)
    values = {rng.getrandbits(32) for _ in range(100_000)}
    keys = contact_keys(ctx)
    v4 = address_spaces()[0]
    outs = {v4.surrogate(a, keys.key) for a in values}
    assert len(outs) == len(values)
    sample = [str(ipaddress.IPv4Address(a)) for a in list(values)[:2000]]
    assert len({IP.surrogate(s, ctx) for s in sample}) == len(sample)


def test_ipv6_is_a_bijection_and_keeps_the_class(ctx):
    rng = random.Random(99)
    v6 = address_spaces()[1]
    keys = contact_keys(ctx)
    values = {rng.getrandbits(128) for _ in range(2000)}
    values |= {(0x2 << 125) | rng.getrandbits(125) for _ in range(2000)}
    outs = {a: v6.surrogate(a, keys.key) for a in values}
    assert len(set(outs.values())) == len(values)
    assert all(v6.classify(a) == v6.classify(b) for a, b in outs.items())


def test_ip_is_deterministic_and_remapped(keys, ctx):
    other = SurrogateContext(key=keys[1], label=Label.IP, note_id="n1")
    values = [f"10.0.{i}.{i}" for i in range(200)]
    assert [IP.surrogate(v, ctx) for v in values] == [IP.surrogate(v, ctx) for v in values]
    assert sum(IP.surrogate(v, ctx) != IP.surrogate(v, other) for v in values) >= 198


@pytest.mark.parametrize(
    "value", ["", "999.1.1.1", "1.2.3", "hello", "1:2:3", "10.0.0.1.5", "gggg::1"]
)
def test_invalid_ips_are_refused_without_echoing_them(value, ctx):
    with pytest.raises(SurrogateError) as info:
        IP.surrogate(value, ctx)
    assert not value or value not in str(info.value)


@settings(max_examples=200, deadline=None)
@given(st.ip_addresses())
def test_any_ip_maps_to_a_parseable_address_of_its_version(ctx, addr):
    out = ipaddress.ip_address(IP.surrogate(str(addr), ctx))
    assert out.version == addr.version


@settings(max_examples=100, deadline=None)
@given(
    st.from_regex(r"[a-z][a-z0-9._-]{0,15}[a-z0-9]", fullmatch=True),
    st.sampled_from(["partners.org", "gmail.com", "mgh.harvard.edu", "clinic.co.uk"]),
)
def test_any_plain_email_maps_to_a_valid_address(ctx, local, domain):
    if ".." in local:
        return
    out = EMAIL.surrogate(f"{local}@{domain}", ctx)
    assert VALID_EMAIL.fullmatch(out) and out.split("@")[0] != local


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=40))
def test_any_text_gets_a_contact_surrogate_or_a_surrogate_error(ctx, text):
    for strategy in (EMAIL, URL, IP):
        try:
            out = strategy.surrogate(text, ctx)
        except SurrogateError as exc:
            assert str(exc) in MESSAGES  # fixed texts, never the value
            continue
        assert out == strategy.surrogate(text, ctx)
