"""Phones and fax: positives and look-alike negatives side by side."""

import pytest

from stream.recognize.patterns.phones import PhoneFamily

from .helpers import found

P = "PHONE"
CASES = [
    ("call 555-123-4567", [("555-123-4567", P)]),
    ("(617) 555-0142", [("(617) 555-0142", P)]),
    ("(617)555-0142", [("(617)555-0142", P)]),
    ("son (559) 555 - 0147 speaks for them", [("(559) 555 - 0147", P)]),  # a spaced dash
    ("(5) 555 - 0147 cc out", []),
    ("son 559 . 555 . 0136 is POA", [("559 . 555 . 0136", P)]),  # spaced dots
    ("bp 120 / 80 - 90 . 555 . 0136", []),
    # brackets around the whole number, or closed after it, stay outside the span
    ("EMERGENCY CONTACT (413-555-0153). FOLLOWED", [("413-555-0153", P)]),
    ("w/ son (cell 508-555-0174).", [("508-555-0174", P)]),
    ("wife (cell (508) 555-0178) at bedside", [("(508) 555-0178", P)]),
    # a number ends at a bracket it did not open, and at the line's end
    ("paged @ 1915 (pgr 4471) 2015 cabg", [("4471", P)]),
    ("paged @ 1915 (pgr 4471\n2015 cabg", [("4471", P)]),
    ("555.123.4567", [("555.123.4567", P)]),
    ("555 123 4567", [("555 123 4567", P)]),
    ("1-800-555-1234", [("1-800-555-1234", P)]),
    ("+1 617 555 0142", [("+1 617 555 0142", P)]),
    ("+44 20 7946 0958", [("+44 20 7946 0958", P)]),
    ("+49-30-1234567", [("+49-30-1234567", P)]),
    ("tel 555-123-4567 x123", [("555-123-4567 x123", P)]),
    ("office 555-123-4567 ext. 12", [("555-123-4567 ext. 12", P)]),
    ("Fax: 555-987-6543", [("555-987-6543", P)]),
    ("cell 5551234567", [("5551234567", P)]),
    ("phone: 555-1234", [("555-1234", P)]),
    ("pager 12345", [("12345", P)]),
    # a pagers' list: each number after a name, on the heading's line only
    ("pagers: trauma Dr. Vandagriff 6612, burn Dr. Plaskett 6630", [("6612", P), ("6630", P)]),
    ("pagers: MICU fellow Dr. Truitt 4-1187, night Dr. Ugwuegbu 4-2290",
     [("4-1187", P), ("4-2290", P)]),
    ("pagers: fellow on till 0700", []),  # no name before it
    ("pagers: see board\nCT Smith 1900", []),  # another line
    ("in Pasadena, cell 818/555-0145; wants a call", [("818/555-0145", P)]),
    ("ratio 818/555 today", []),
    ("per dr pendarvis (bpr 4126), bedrest", [("4126", P)]),
    ("per staff (Dolores, LPN, 555-0132).", [("555-0132", P)]),
    ("Phone: 020 7946 0958", [("020 7946 0958", P)]),
    ("wife cell 606-555-0128. 26 yrs at the mine", [("606-555-0128", P)]),  # a sentence ends
    # negatives
    ("5551234567", []),  # bare ten digits without a phone word
    ("MRN: 555-123-4567", []),  # an id after MRN
    ("acct 555-123-4567", []),
    ("call 911", []),
    ("pH 7.35", []),
    ("BP 120/80 HR 72", []),
    ("WBC 11.2, Hgb 10.1, Plt 250", []),
    ("SSN 123-45-6789", []),
    ("1/2/2020", []),
    ("Na 138 K 4.1 Cl 101", []),
    ("work 3 days", []),
    ("contact 12345", []),  # short numbers need a pager word
    ("titrate 200-1000 mg", []),
    ("range 150-4000", []),
    ("RESP: 2L NC, IS 750-1000, sats 96%", []),  # a range of round values
    # "social" heads the family section; "social security" labels an identifier
    ("SOCIAL: wife olaug 218 555 0119 son", [("218 555 0119", P)]),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_phones(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(PhoneFamily(), text) == expected


def test_phone_word_raises_score() -> None:
    bare, = PhoneFamily().find("reach 555-123-4567 later")
    near, = PhoneFamily().find("phone 555-123-4567")
    assert near.score > bare.score
