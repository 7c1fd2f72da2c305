"""E-mail addresses, URLs and IP addresses: keyed, syntactically valid surrogates.

Words inside a local part or a URL path map like names when the census knows them
("john.smith" -> the same surrogate name the note's "John Smith" gets), otherwise to a pool
word of the same length; digit runs go through a keyed cycle of their length. Host names map
label by label under the contact key, consistently for e-mail and URLs. Mass-market mail and web
platforms (gmail.com, facebook.com, ...) are kept: they are shared by millions and identify no
one, while an institution's own domain is replaced.
"""

from __future__ import annotations

import ipaddress
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from stream.anonymize.keyed import KeyedPRF
from stream.anonymize.keys import Purpose
from stream.anonymize.locations import keyed_digits, keyed_shape, place_pools
from stream.anonymize.names import (
    Role,
    bare_role,
    map_given,
    map_initials,
    map_surname,
    name_keys,
    name_pools,
)
from stream.anonymize.permutation import KeyedPermutation
from stream.anonymize.strategy import SurrogateContext, SurrogateError
from stream.anonymize.surface import case_of, key_form, recase, words

PUBLIC_MAIL = words(
    "gmail.com googlemail.com yahoo.com ymail.com hotmail.com outlook.com live.com msn.com"
    " aol.com icloud.com me.com mac.com protonmail.com proton.me gmx.com mail.com zoho.com"
    " yandex.com comcast.net att.net verizon.net sbcglobal.net cox.net charter.net"
    " earthlink.net"
)
PUBLIC_WEB = PUBLIC_MAIL | words(
    "google.com youtube.com facebook.com twitter.com x.com instagram.com linkedin.com"
    " tiktok.com reddit.com wikipedia.org amazon.com apple.com microsoft.com github.com"
)
GENERIC_LABELS = words(
    "www www2 www3 mail email smtp imap pop webmail portal my m web app apps secure login"
    " intranet ftp api online"
)
TLDS = words(
    "com org net edu gov mil int info biz io co us uk ca au nz ie de fr nl be ch at es it"
    " se no dk fi in jp cn br mx health care"
)
SECOND_LEVEL = words(
    "co.uk ac.uk org.uk nhs.uk gov.uk com.au org.au edu.au gov.au co.nz org.nz ac.nz co.jp"
)
DOMAIN_ENDINGS = ("", "", "health", "med", "care", "clinic", "group", "mail", "online", "hq")
EXTENSIONS = words("html htm php asp aspx jsp cgi pdf png jpg jpeg gif txt xml json doc docx csv")
_EMAIL = re.compile(
    r"^(?P<pre>mailto:|<)?(?P<local>[A-Za-z0-9.!#$%&'*+/=?^_`{|}~\u00c0-\uffff-]+)"
    r"@(?P<domain>[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?\.[A-Za-z]{2,}|\[[0-9A-Fa-f:.]+\])"
    r"(?P<post>>)?$",
    re.IGNORECASE,
)
_URL = re.compile(
    r"^(?P<scheme>[A-Za-z][A-Za-z0-9+.-]*://)?(?P<user>[^@/?#\s]+@)?"
    r"(?P<host>\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)"
    r"(?P<port>:\d{1,5})?(?P<rest>[/?#]\S*)?$"
)
_RUNS = re.compile(r"[^\W\d_]+|\d+|%[0-9A-Fa-f]{2}|[^\w%]+|.", re.DOTALL)
_URL_DELIMS = re.compile(r"([/?#&=;])")


# --- words ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ContactKeys:
    """The PRFs and permutation keys one surrogate call needs."""

    prf: KeyedPRF
    key: bytes
    name_prf: KeyedPRF
    name_key: bytes


def contact_keys(ctx: SurrogateContext) -> ContactKeys:
    """Derive the contact and name keys for one call."""
    prf = ctx.prf(Purpose.CONTACT)
    name_prf, name_key = name_keys(ctx)
    return ContactKeys(prf, prf.digest("contact-permutation/v1"), name_prf, name_key)


@cache
def words_by_length() -> dict[int, tuple[str, ...]]:
    """Lower-case surnames and one-word city names, grouped by length, for host and path words."""
    pools = place_pools()
    pool = [n.lower() for n in name_pools().surnames.common[:5000]]
    pool += [n.lower() for n in pools.cities.common if n.isalpha()]
    grouped: dict[int, list[str]] = {}
    for word in dict.fromkeys(pool):
        grouped.setdefault(len(word), []).append(word)
    return {n: tuple(ws) for n, ws in grouped.items()}


@cache
def medium_words() -> tuple[str, ...]:
    """Pool words of 5 to 9 letters: host labels."""
    table = words_by_length()
    return tuple(w for n in sorted(table) if 5 <= n <= 9 for w in table[n])


@cache
def domain_stems() -> tuple[str, ...]:
    """Pool words of 6 or 7 letters: the stem of a surrogate domain."""
    table = words_by_length()
    return table[6] + table[7]


def keyed_word(folded: str, tag: str, keys: ContactKeys, length: int | None = None) -> str:
    """A pool word (of `length` letters when given) that differs from `folded`."""
    choices = words_by_length().get(length or 0) if length else medium_words()
    if not choices:
        return keyed_shape("a" * (length or 1), f"{tag}/{folded}", keys.prf)
    n = keys.prf.integer(tag, folded)
    word = choices[n % len(choices)]
    return choices[(n + 1) % len(choices)] if word == folded else word


def map_word(run: str, keys: ContactKeys) -> str:
    """A run of letters: name pieces as the name strategy maps them, else a same-length word."""
    folded = key_form(run)
    pools = name_pools()
    if len(run) == 1:
        return map_initials(run, keys.name_key)
    if folded in pools.surname_freq or folded in pools.given_freq:
        return _like(_map_name(folded, bare_role(folded), keys), run)
    split = _name_split(folded)
    if split is not None:
        left, right, roles = split
        pieces = [
            map_initials(run[: len(left)], keys.name_key)
            if role is None
            else _like(_map_name(part, role, keys), raw)
            for part, raw, role in zip(
                (left, right), (run[: len(left)], run[len(left) :]), roles, strict=True
            )
        ]
        return "".join(pieces)
    return _like(keyed_word(folded, "word", keys, len(run)), run)


def _like(word: str, original: str) -> str:
    """`word` in the case pattern of `original` (lower, UPPER or Title)."""
    return recase(word.capitalize(), case_of(original))


def _map_name(folded: str, role: Role, keys: ContactKeys) -> str:
    mapper = map_surname if role is Role.SURNAME else map_given
    return mapper(folded, keys.name_key, keys.name_prf)


_Split = tuple[str, str, tuple[Role | None, Role]]


def _name_split(folded: str) -> _Split | None:
    """'jsmith' -> j + smith, 'johnsmith' -> john + smith; None when no split fits."""
    if len(folded) < 4 or not folded.isascii():
        return None
    pools = name_pools()
    if folded[1:] in pools.surname_freq:
        return folded[0], folded[1:], (None, Role.SURNAME)
    for i in range(2, len(folded) - 1):
        if folded[:i] in pools.given_freq and folded[i:] in pools.surname_freq:
            return folded[:i], folded[i:], (Role.GIVEN, Role.SURNAME)
    return None


def map_text(text: str, keys: ContactKeys) -> str:
    """Letters and digits of free text (a local part, a path segment) keyed, the rest kept."""
    out = []
    for run in _RUNS.findall(text):
        if run.isdecimal():
            out.append(keyed_digits(run, "digits", keys.key))
        elif run[0].isalpha():
            out.append(map_word(run, keys))
        else:
            out.append(run)
    return "".join(out)


# --- hosts ----------------------------------------------------------------------------------


def surrogate_host(host: str, keys: ContactKeys, keep: frozenset[str]) -> str:
    """A keyed host name; IP literals through the IP bijection, public platforms kept."""
    if host.startswith("["):
        return "[" + surrogate_ip(host[1:-1], keys) + "]"
    folded = host.lower().rstrip(".")
    if _is_ip(folded):
        return surrogate_ip(host, keys)
    bare = folded.removeprefix("www.")
    if folded == "localhost" or bare in keep:
        return host
    labels = folded.split(".")
    tld_len = 2 if ".".join(labels[-2:]) in SECOND_LEVEL and len(labels) > 2 else 1
    if len(labels) <= tld_len:
        return _like(keyed_word(folded, "host", keys), host)
    tld = labels[-tld_len:] if tld_len == 2 or labels[-1] in TLDS else ["com"]
    registrable = ".".join(labels[-tld_len - 1 :])
    subs = [
        lb if lb in GENERIC_LABELS else keyed_word(lb, "label", keys)
        for lb in labels[: -tld_len - 1]
    ]
    out = ".".join([*subs, _domain_word(registrable, labels[-tld_len - 1], keys), *tld])
    return out.upper() if host.isupper() else out


def _domain_word(registrable: str, label: str, keys: ContactKeys) -> str:
    for attempt in range(8):
        n = keys.prf.integer("domain", registrable, str(attempt))
        stems = domain_stems()
        word = stems[n % len(stems)] + DOMAIN_ENDINGS[(n // len(stems)) % len(DOMAIN_ENDINGS)]
        if word != label:
            return word
    raise SurrogateError("no domain surrogate")


def _is_ip(text: str) -> bool:
    try:
        ipaddress.ip_address(text)
    except ValueError:
        return False
    return True


# --- strategies -----------------------------------------------------------------------------


class EmailStrategy:
    """Keyed e-mail addresses: a name-like local part and a keyed (or public) domain."""

    name = "email"

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """A valid address shaped like `value`; gmail.com and the like are kept."""
        match = _EMAIL.match(value.strip())
        if match is None or not any(c.isalnum() for c in match["local"]):
            raise SurrogateError("not an e-mail address")
        keys = contact_keys(ctx)
        local = map_text(match["local"], keys)
        domain = surrogate_host(match["domain"], keys, PUBLIC_MAIL)
        lead, trail = _edges(value)
        return f"{lead}{match['pre'] or ''}{local}@{domain}{match['post'] or ''}{trail}"


class UrlStrategy:
    """Keyed URLs: scheme and port kept, host and every path word keyed."""

    name = "url"

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """A valid URL shaped like `value` (bare hosts such as 'www.x.org/a' too)."""
        match = _URL.match(value.strip())
        if match is None or not _plausible_host(match["host"], bool(match["scheme"])):
            raise SurrogateError("not a URL")
        keys = contact_keys(ctx)
        user = map_text(match["user"], keys) if match["user"] else ""
        host = surrogate_host(match["host"], keys, PUBLIC_WEB)
        rest = _map_rest(match["rest"] or "", keys)
        lead, trail = _edges(value)
        return f"{lead}{match['scheme'] or ''}{user}{host}{match['port'] or ''}{rest}{trail}"


def _plausible_host(host: str, has_scheme: bool) -> bool:
    if host.startswith("[") or _is_ip(host):
        return True
    return has_scheme or ("." in host and host.rsplit(".", 1)[-1].isalpha())


def _map_rest(rest: str, keys: ContactKeys) -> str:
    """Path, query and fragment: keys of query pairs and file extensions kept."""
    pieces = _URL_DELIMS.split(rest)
    out, in_query = [], False
    for i, piece in enumerate(pieces):
        if i % 2:
            in_query = (in_query or piece == "?") and piece != "#"
            out.append(piece)
        elif in_query and i + 1 < len(pieces) and pieces[i + 1] == "=" and pieces[i - 1] != "=":
            out.append(piece)  # a parameter name, not a value
        else:
            out.append(_map_segment(piece, keys))
    return "".join(out)


def _map_segment(segment: str, keys: ContactKeys) -> str:
    stem, dot, ext = segment.rpartition(".")
    if dot and stem and ext.lower() in EXTENSIONS:
        return map_text(stem, keys) + dot + ext
    return map_text(segment, keys)


def _edges(value: str) -> tuple[str, str]:
    core = value.strip()
    start = value.index(core) if core else 0
    return value[:start], value[start + len(core) :]


# --- IP addresses ---------------------------------------------------------------------------

V4_BLOCKS = (
    "0.0.0.0/8 10.0.0.0/8 100.64.0.0/10 127.0.0.0/8 169.254.0.0/16 172.16.0.0/12 192.0.0.0/24"
    " 192.0.2.0/24 192.168.0.0/16 198.18.0.0/15 198.51.100.0/24 203.0.113.0/24 224.0.0.0/4"
    " 240.0.0.0/4"
)
V6_BLOCKS = (
    "::/128 ::1/128 ::ffff:0:0/96 64:ff9b::/96 2001:db8::/32 fc00::/7 fe80::/10 ff00::/8 2000::/3"
)
EMBEDDED_V4 = ("::ffff:0:0/96", "64:ff9b::/96")


class AddressSpace:
    """IPv4 or IPv6 split into special-purpose blocks and the rest; each class maps to itself."""

    def __init__(self, family: str, bits: int, blocks: str) -> None:
        self.family = family
        self.bits = bits
        nets = sorted((ipaddress.ip_network(b) for b in blocks.split()), key=lambda n: -n.prefixlen)
        self.blocks = tuple((int(n.network_address), n.prefixlen, str(n)) for n in nets)
        self._perms = {p: KeyedPermutation(1 << (bits - p)) for _, p, _ in self.blocks if p < bits}
        self._perms[0] = KeyedPermutation(1 << bits)

    def classify(self, addr: int) -> int:
        """The index of the most specific block holding `addr`, or -1 for the rest."""
        for i, (net, prefix, _) in enumerate(self.blocks):
            if addr >> (self.bits - prefix) == net >> (self.bits - prefix):
                return i
        return -1

    def surrogate(self, addr: int, key: bytes) -> int:
        """A keyed bijection of each class onto itself, without fixed points."""
        cls = self.classify(addr)
        net, prefix, _ = self.blocks[cls] if cls >= 0 else (0, 0, "rest")
        host_bits = self.bits - prefix
        if host_bits == 0:
            return addr
        mask = (1 << host_bits) - 1
        member = _member(self, net, cls)
        tweak = f"{self.family}/{cls}".encode()
        return net | self._perms[prefix].shift(key, tweak, addr & mask, member)


def _member(space: AddressSpace, net: int, cls: int) -> Callable[[int], bool]:
    return lambda host: space.classify(net | host) == cls


@cache
def address_spaces() -> tuple[AddressSpace, AddressSpace]:
    """The IPv4 and IPv6 spaces, built once."""
    return AddressSpace("ipv4", 32, V4_BLOCKS), AddressSpace("ipv6", 128, V6_BLOCKS)


_V4 = re.compile(r"^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$")
_IP_FORMS = re.compile(
    r"^(?:\[(?P<bracketed>[0-9A-Fa-f:.]+)\](?P<bport>:\d{1,5})?"
    r"|(?P<v4>[\d.]+)(?P<port>:\d{1,5})?"
    r"|(?P<v6>[0-9A-Fa-f:.]+))(?P<zone>%[\w.-]+)?(?P<prefix>/\d{1,3})?$"
)


def surrogate_ip(text: str, keys: ContactKeys) -> str:
    """The keyed surrogate of one address (v4, v6, v4-mapped), in the same notation."""
    v4 = _V4.match(text)
    if v4:
        octets = [int(o) for o in v4.groups()]
        if max(octets) > 255:
            raise SurrogateError("not an IPv4 address")
        addr = int.from_bytes(bytes(octets), "big")
        return str(ipaddress.IPv4Address(address_spaces()[0].surrogate(addr, keys.key)))
    try:
        addr6 = ipaddress.IPv6Address(text)
    except ValueError:
        raise SurrogateError("not an IP address") from None
    v4_space, v6_space = address_spaces()
    addr, cls = int(addr6), v6_space.classify(int(addr6))
    if cls >= 0 and v6_space.blocks[cls][2] in EMBEDDED_V4:
        # The embedded IPv4 address keeps its own private/public class.
        low = ipaddress.IPv4Address(v4_space.surrogate(addr & 0xFFFFFFFF, keys.key))
        if "." in text:
            return f"{text[: text.rindex(':') + 1]}{low}"
        addr = (addr & ~0xFFFFFFFF) | int(low)
    else:
        addr = v6_space.surrogate(addr, keys.key)
    out = ipaddress.IPv6Address(addr).compressed
    return out.upper() if any(c in "ABCDEF" for c in text) else out


class IpStrategy:
    """A keyed bijection of IP addresses that keeps each address in its class (private...)."""

    name = "ip"

    def __init__(self) -> None:
        address_spaces()

    def surrogate(self, value: str, ctx: SurrogateContext) -> str:
        """The surrogate address; port, zone and prefix length kept."""
        match = _IP_FORMS.match(value.strip())
        if match is None:
            raise SurrogateError("not an IP address")
        keys = contact_keys(ctx)
        lead, trail = _edges(value)
        tail = (match["zone"] or "") + (match["prefix"] or "")
        if match["bracketed"]:
            inner = surrogate_ip(match["bracketed"], keys)
            return f"{lead}[{inner}]{match['bport'] or ''}{tail}{trail}"
        address = match["v4"] or match["v6"]
        port = match["port"] or ""
        return f"{lead}{surrogate_ip(address, keys)}{port}{tail}{trail}"
