"""Social Security numbers: structure rules, context, masks."""

import pytest

from stream.recognize.patterns.ssn import SsnFamily, ssn_valid

from .helpers import found

ID_ = "ID"
CASES = [
    ("SSN 123-45-6789", [("123-45-6789", ID_)]),
    ("123-45-6789", [("123-45-6789", ID_)]),
    ("SSN: 123 45 6789", [("123 45 6789", ID_)]),
    ("social security number 123456789", [("123456789", ID_)]),
    ("SSN xxx-xx-1234", [("xxx-xx-1234", ID_)]),
    ("SSN ***-**-1234", [("***-**-1234", ID_)]),
    # invalid areas, groups and serials are not SSNs
    ("000-12-3456", []),
    ("666-12-3456", []),
    ("987-65-4321", []),
    ("123-00-4567", []),
    ("123-45-0000", []),
    # needs context without dashes
    ("123456789", []),
    ("123 45 6789", []),
    # look-alikes
    ("555-123-4567", []),
    ("1/2/2020", []),
    ("12-34-5678", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_ssn(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(SsnFamily(), text) == expected


def test_validity_rules() -> None:
    assert ssn_valid("123", "45", "6789")
    assert not ssn_valid("900", "45", "6789")
