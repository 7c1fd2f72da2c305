"""The shapes of structured values, one place for every recognizer that proposes them.

A URL needs a scheme, `www.` or a host ending in a known top-level domain ("GU=FOLEY" and
"GI=OGT" are system headers); an e-mail address a local part, an `@` and a domain, no space ("TF
@ GOAL" is tube feeds at goal); an IP address four dotted octets of 0-255 or a valid IPv6
address with a hex letter or "::" (not a clock time "10:30:00"); a phone number a plausible
count of digits and no range of round values ("750-1000"). The regex families (patterns/url.py,
email.py, ip.py, phones.py), the model's rule filters (model/rule_filters.py) and the final
check on merged spans (clinical_content.py) all ask here.
"""

from __future__ import annotations

import ipaddress
import re

from stream.core.categories import Label
from stream.recognize.cue_vocabulary import cue_list
from stream.recognize.regex_fragments import trie_source

# a trie: the host rule takes a domain only where its word ends ("ca" is no part of "care"),
# and the shape checks ask only whether a value is, or holds, a URL
TLD = trie_source(cue_list("identifiers", "top_level_domain"))
"""Top-level domains a bare host name ("portal.example-health.org") may end in."""

PHONE_DIGITS = range(4, 16)
"""Digits a phone number may have: a four-digit pager or extension up to E.164's fifteen."""

_URL = re.compile(
    r"(?i:(?:https?|s?ftp)://[^\s/?#]+\S*"
    r"|www\d?\.[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,6}(?:[/?#]\S*)?"
    r"|[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9-]{1,63}){0,5}\." + TLD + r"(?:[/?#]\S*)?)")
_EMAIL = re.compile(
    r"[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9][A-Za-z0-9-]{0,62}(?:\.[A-Za-z0-9-]{1,63}){0,8}")
_DIGIT = re.compile(r"\d")


def url_shaped(value: str) -> bool:
    """A scheme and host, a www. host, or a host with a known top-level domain."""
    return _URL.fullmatch(value) is not None


def email_shaped(value: str) -> bool:
    """local@domain with no space anywhere (an intranet domain may have no dot)."""
    return _EMAIL.fullmatch(value) is not None


def ip_shaped(value: str) -> bool:
    """Four dotted octets of 0-255, or IPv6 with a hex letter or '::' (not "10:30:00")."""
    try:
        address = ipaddress.ip_address(value)
    except ValueError:
        return False
    return address.version == 4 or "::" in value or any(c.isalpha() for c in value)


def phone_digit_count(value: str) -> bool:
    """Whether `value` holds a plausible number of digits for a phone, pager or fax, with no
    comma between them ("(2200, 0315)" lists two clock times)."""
    return len(_DIGIT.findall(value)) in PHONE_DIGITS and _LISTED.search(value) is None


def nanp_digits(value: str) -> str | None:
    """The ten digits of a whole North American number in `value` (ten digits, or eleven after
    a 1), None when it holds another count."""
    digits = "".join(_DIGIT.findall(value))
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    return digits if len(digits) == 10 else None


_LISTED = re.compile(r"\d\s?,\s?\d")
_RANGE = re.compile(r"(\d{3})[ \t]?-[ \t]?(\d{4})")


def phone_shaped(value: str) -> bool:
    """A plausible digit count (`phone_digit_count`), and no range of round values that has
    the shape of a local number ("IS 750-1000", "500-1000 cc"; not "555-0100")."""
    if not phone_digit_count(value):
        return False
    pair = _RANGE.fullmatch(value)
    if pair is None:
        return True
    low, high = int(pair.group(1)), int(pair.group(2))
    return not (low < high and low % 50 == 0 and high % 50 == 0)


_CHECKS = {Label.URL: url_shaped, Label.EMAIL: email_shaped, Label.IP: ip_shaped,
           Label.PHONE: phone_shaped}


def has_shape(label: Label, value: str) -> bool:
    """Whether `value` can be a value of a structured `label` (other labels: always)."""
    check = _CHECKS.get(label)
    return check is None or check(value)


# a whole North American number inside a longer phone span ("555-123-4567, 555-987-6543")
_NANP_NUMBER = re.compile(r"(?<!\d)(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}(?!\d)")
_SEARCHES = {Label.URL: _URL, Label.EMAIL: _EMAIL, Label.PHONE: _NANP_NUMBER}


def address_within(label: Label, value: str) -> tuple[int, int] | None:
    """Where the one URL or e-mail address inside a longer span's `value` lies, when the span
    holds words beside it ("gautier, mgautier@example.org"); None for other labels, for a
    span of one word and for none or several addresses."""
    search = _SEARCHES.get(label)
    if label is Label.PHONE or search is None or not any(c.isspace() for c in value):
        return None
    found = list(search.finditer(value))
    return (found[0].start(), found[0].end()) if len(found) == 1 else None


EDGE_PUNCTUATION = ".,;:!?()[]<>\"'"
"""Sentence punctuation a span may carry at its edges, no part of the value it holds."""


def holds_shape(label: Label, value: str) -> bool:
    """Whether a span's `value`, without the punctuation at its edges, has the shape of its
    label or holds a URL, e-mail address or whole phone number of that shape inside it (a
    merged "/jane@example.org" after a URL, two numbers listed in one phone span): a span
    refused for its shape must hold none, so no address or number is ever dropped for the
    characters around it."""
    value = value.strip(EDGE_PUNCTUATION)
    if has_shape(label, value):
        return True
    search = _SEARCHES.get(label)
    return search is not None and search.search(value) is not None
