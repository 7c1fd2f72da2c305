"""E-mail addresses, URLs and IP addresses."""

import pytest

from stream.recognize.patterns.email import EmailFamily
from stream.recognize.patterns.ip import IpFamily
from stream.recognize.patterns.url import UrlFamily

from .helpers import found

EMAIL_CASES = [
    ("sent to lee@example.com today", [("lee@example.com", "EMAIL")]),
    ("mary.smith+notes@mail.example-health.org.", [("mary.smith+notes@mail.example-health.org",
                                                     "EMAIL")]),
    ("JOHN.DOE@GMAIL.COM", [("JOHN.DOE@GMAIL.COM", "EMAIL")]),
    ("O2 @ 2L", []),
    ("meds @ 0900", []),
    ("a@b", []),
]

URL_CASES = [
    ("see https://pacs.example.org/report?id=4512.", [("https://pacs.example.org/report?id=4512",
                                                      "URL")]),
    ("http://example.com", [("http://example.com", "URL")]),
    ("(www.mychart.org/login)", [("www.mychart.org/login", "URL")]),
    ("WWW.EXAMPLE.COM", [("WWW.EXAMPLE.COM", "URL")]),
    ("portal.example-health.org", [("portal.example-health.org", "URL")]),
    ("STARTED A GOFUNDME.COM/HELP-FOR-ARLO PAGE", [("GOFUNDME.COM/HELP-FOR-ARLO", "URL")]),
    ("PT.COMFORTABLE, E.G. NO PAIN", []),  # a word after a point, no domain
    ("lee@example.com", []),  # an e-mail address, not a URL
    ("e.g. the pt. was seen", []),
    ("Dr.Smith", []),
    ("3.5 mg", []),
]

IP_CASES = [
    ("from 192.168.10.24 workstation", [("192.168.10.24", "IP")]),
    ("host 2001:db8::1", [("2001:db8::1", "IP")]),
    ("fe80::1ff:fe23:4567:890a", [("fe80::1ff:fe23:4567:890a", "IP")]),
    ("at 10:30:00", []),
    ("version 1.2.3", []),
    ("999.1.1.1", []),
    ("1.2.2020", []),
]


@pytest.mark.parametrize(("text", "expected"), EMAIL_CASES)
def test_email(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(EmailFamily(), text) == expected


@pytest.mark.parametrize(("text", "expected"), URL_CASES)
def test_url(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(UrlFamily(), text) == expected


@pytest.mark.parametrize(("text", "expected"), IP_CASES)
def test_ip(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(IpFamily(), text) == expected
