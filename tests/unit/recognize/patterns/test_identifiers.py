"""Record, account, plan, license and device numbers: cues, digit runs, codes."""

import pytest

from stream.recognize.patterns.identifiers import IdentifierFamily

from .helpers import found

ID_ = "ID"
CASES = [
    ("MRN: 00123456", [("00123456", ID_)]),
    ("MRN 123", [("123", ID_)]),
    ("MR# 4455667", [("4455667", ID_)]),
    # any word's number in a header line with an MRN or a DOB; not a room's, a lot's or a pager's
    ("DOB 7/15/1932   SoonerCare # SC 6620 4418", [("SC 6620 4418", ID_)]),
    ("mrn 7701-3348   cdib # cd-0048812", [("7701-3348", ID_), ("cd-0048812", ID_)]),
    ("MRN 123456 rm # 4412, lot # 1107-2C", [("123456", ID_)]),
    ("booking # 1027-3344 on the jail's form", []),  # no header line
    ("mrn#MP98765", [("MP98765", ID_)]),
    ("(MRN: #SF-998877)", [("SF-998877", ID_)]),
    ("Medical record: P12345678", [("P12345678", ID_)]),
    ("medical record number MRN-11335577", [("MRN-11335577", ID_)]),
    ("Acct #: 987654321", [("987654321", ID_)]),
    ("account no. 12-3456", [("12-3456", ID_)]),
    ("Medicaid # AB12345C", [("AB12345C", ID_)]),
    ("Medicare ID 1EG4-TE5-MK73", [("1EG4-TE5-MK73", ID_)]),
    ("member ID: XYZ123456789", [("XYZ123456789", ID_)]),
    ("Insurance: ABC-987654", [("ABC-987654", ID_)]),
    ("insurance number is 987-65-4321", [("987-65-4321", ID_)]),
    ("policy # 12345", [("12345", ID_)]),
    ("plan ID: HL-987654", [("HL-987654", ID_)]),
    ("ins. #789-1234-567", [("789-1234-567", ID_)]),
    ("license 12345", [("12345", ID_)]),
    ("DEA AB1234563", [("AB1234563", ID_)]),
    ("NPI 1234567890", [("1234567890", ID_)]),
    ("OFC. TUMANENG STAR 10447 1:1", [("10447", ID_)]),  # an officer's star
    ("gold star 3 on the chart", []),
    ("serial number SN-99812", [("SN-99812", ID_)]),
    ("Accession: RAD-2021-004512", [("RAD-2021-004512", ID_)]),
    ("encounter # 5566778", [("5566778", ID_)]),
    ("order # 123456", [("123456", ID_)]),
    ("ref. code: EM-2554", [("EM-2554", ID_)]),
    ("patient ID 67890", [("67890", ID_)]),
    ("ID# LUP-98765", [("LUP-98765", ID_)]),
    ("Medicare 1234 5678 9012", [("1234 5678 9012", ID_)]),
    ("pt's wristband 44-1923-7 verified x2", [("44-1923-7", ID_)]),
    ("ARMBAND # 556120 CHECKED", [("556120", ID_)]),
    ("needs his enrollment # RL 04-7729 before", [("RL 04-7729", ID_)]),  # capitals, dashed digits
    ("w/ the WC claim # WC 18-04417-2. pt", [("WC 18-04417-2", ID_)]),
    # no cue: long digit runs and letter+digit codes
    ("ref 123456789 noted", [("123456789", ID_)]),
    ("#123456", [("123456", ID_)]),
    ("case 123-456789 reviewed", [("123-456789", ID_)]),
    ("code JM-1234567", [("JM-1234567", ID_)]),
    ("FINAL DIAGNOSIS (SP-25-004417)", [("SP-25-004417", ID_)]),
    ("order HLS-20241102-3371.", [("HLS-20241102-3371", ID_)]),
    ("A/C # 5512345", [("5512345", ID_)]),
    # negatives
    ("ID consult for cellulitis", []),
    ("ID: 3.5", []),
    ("Plan: 1. continue lasix", []),
    ("plan 2 mg", []),
    ("Room 412, bed 2", []),
    ("Rm 12", []),
    ("CPT 99223", []),
    ("worried about his TLC license\n1930 d10 off", []),  # the next line's time
    ("ICD-10 I50.9", []),
    ("Plt 250000", []),
    ("heparin 100000 units", []),
    ("555-123-4567", []),  # a phone
    ("123-45-6789", []),  # a valid SSN: the ssn family's
    ("0700-1900 shift", []),  # a time range
    ("1/2/2020", []),
    ("MRN: 01/02/2020", []),  # a date, not an id
    # the VA's last initial and last four ("L4"), not the lumbar vertebra; a claim number
    ("Pt: Wojtaszek, Leonard   L4 W6032   DOB", [("W6032", ID_)]),
    ("L4-L5 disc, L4 burst fx, L4 S1 screws, L4 compression fx", []),
    ("HELPING W/ A CLAIM, CLAIM # C 27 884 103\nPLAN", [("C 27 884 103", ID_)]),
    ("TRUCK PLATE CJK 4417 TOWED", [("CJK 4417", ID_)]),  # a plate's capitals and digits
    ("THE DRIVER, TRUCK PLATE NN 417-RKT; NO INFO", [("NN 417-RKT", ID_)]),
    ("plate # AZ 4KTR991 seen on the video", [("AZ 4KTR991", ID_)]),
    ("plate count 150 -> PLT 90", []),
    ("LICENSE IN 2019 SUSPENDED", []),  # a word, then a year
    ("ID: TIG 3000 U IM @ 0400", []),  # the ID heading and a dose, no identifier
    ("ELK LICENSE # WY-NR-05-338176 IN HIS WALLET", [("WY-NR-05-338176", ID_)]),  # "IN": a word
    ("A CLAIM FOR 100%", []),
    ("COVID-19 test", []),
    ("HbA1c 7.2, CD4-350", []),
    ("https://portal.example.org/r?id=4512", []),
    ("Grade 2/4", []),
    ("serial troponins x3", []),
    ("vent A/C 500x14, peep 5", []),  # assist-control settings, not an account
    ("lesion id 2x3", []),  # a size
    ("wristband on L wrist, allergy band x2", []),  # a band, no number
    ("wristband restraints x2 for 4 h", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_identifiers(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(IdentifierFamily(), text) == expected


def test_cued_ids_score_higher_than_bare_runs() -> None:
    cued, bare = IdentifierFamily().find("MRN 12345678 and 87654321")
    assert cued.score > bare.score
