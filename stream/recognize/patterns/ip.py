"""IP addresses: dotted IPv4 and IPv6 (full or compressed), checked by value_shapes.py."""

from __future__ import annotations

import re
from typing import ClassVar

from stream.core.categories import Label
from stream.recognize.patterns.base import Pattern, PatternFamily, digit_led
from stream.recognize.value_shapes import ip_shaped

_OCTET = r"(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)"


class IpFamily(PatternFamily):
    """IP: 192.168.0.1, 2001:db8::1, fe80::1ff:fe23:4567:890a."""

    name = "ip"
    label = Label.IP
    context = re.compile(r"(?i:\b(?:ip|ipv4|ipv6|address|host|server|login|logged)\b)")
    patterns: ClassVar[tuple[Pattern, ...]] = (
        # the first octet is re-read by ipaddress, so the scanner only needs its shape
        digit_led("ipv4", r"(?<![\w.]\d)\d{0,2}(?:\." + _OCTET + r"){3}(?!\w|\.\d)", 0.85),
        Pattern("ipv6", re.compile(
            r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])"), 0.85,
            anchor=re.compile(r":[0-9a-f]{0,4}:"), window=(40, 40)),
    )

    def prefilter(self, text: str) -> bool:
        """IP addresses need a dot or a colon."""
        return "." in text or ":" in text

    def accept(self, text: str, match: re.Match[str], pattern: Pattern) -> bool:
        """The shape every recognizer's IP address must have (value_shapes.py)."""
        return ip_shaped(match.group())
