"""Facility names by their shape (the gazetteer knows the named ones)."""

import pytest

from stream.recognize.patterns.facilities import FacilityFamily

from .helpers import found

H = "HOSPITAL"
CASES = [
    ("admitted to Mercy General Hospital", [("Mercy General Hospital", H)]),
    ("at UCLA Medical Center", [("UCLA Medical Center", H)]),
    ("at Lakeside Clinic on", [("Lakeside Clinic", H)]),
    ("St. Mary's Hospital", [("St. Mary's Hospital", H)]),
    ("St. Vincent's", [("St. Vincent's", H)]),
    ("Brigham and Women's Hospital", [("Brigham and Women's Hospital", H)]),
    # "and" after a head joins two facilities; before none, or before only heads, it is one
    ("Screened by Thackery Rehab and Fenwold Manor;", [("Fenwold Manor", H)]),
    ("to Sunrise Rehab and Nursing Center", [("Sunrise Rehab and Nursing Center", H)]),
    ("Children's Hospital of Philadelphia", [("Children's Hospital of Philadelphia", H)]),
    ("seen at General Hospital", [("General Hospital", H)]),
    ("Mass General", [("Mass General", H)]),
    ("Houston Heart Institute", [("Houston Heart Institute", H)]),
    ("Seen At Methodist Hospital", [("Methodist Hospital", H)]),
    ("RECORDS REQUESTED FROM QUARRY HILL HOSPITAL", [("QUARRY HILL HOSPITAL", H)]),
    ("MY LABS DONE AT QUARRY HILL MEDICAL CENTER", [("QUARRY HILL MEDICAL CENTER", H)]),
    ("the Chicago clinic", [("Chicago clinic", H)]),
    ("UCLA med center", [("UCLA med center", H)]),
    # a verb and its preposition, or a clause word, before the name are not part of it
    ("PT FOLLOWED AT OSKALOOSE VA BY DR X", [("OSKALOOSE VA", H)]),
    ("11/28, COILED AT ABBOTSLEIGH MEDICAL CENTER", [("ABBOTSLEIGH MEDICAL CENTER", H)]),
    ("United Hospital", [("United Hospital", H)]),
    # negatives
    ("the hospital", []),
    ("The Clinic", []),
    ("Cardiology Clinic", []),
    ("Alzheimer's Clinic", []),
    ("Huntington Hospital", [("Huntington Hospital", H)]),
    ("parish is Our Lady of the Fens in town", [("Our Lady of the Fens", H)]),
    ("FROM OUR LADY OF LOURDES", [("OUR LADY OF LOURDES", H)]),
    ("prayed to Our Lady", []),
    ("Addison Gilbert Hospital", [("Addison Gilbert Hospital", H)]),
    ("LAST IN HOSPITAL 2019 FOR CHF", []),
    ("FOLLOWS AT PPM CLINIC Q 2 WKS", []),
    ("ON METHADONE 60MG DAILY THROUGH PVRC CLINIC", [("PVRC CLINIC", H)]),
    ("FOLLOWED AT MERCY HOSPITAL", [("MERCY HOSPITAL", H)]),
    ("Mental Health", []),
    ("diabetes clinic", []),
    ("ED clinic", []),
    ("Brief Hospital Course: improved", []),
    ("BRIEF HOSPITAL COURSE", []),
    ("Prior Hospital stays: none", []),
    # hospital initialisms by their last letters, in capitals or lower case, with no cue ...
    ("brought by fire rescue to QVMC then here", [("QVMC", H)]),
    ("Echo (TCRH 2023) EF 55%", [("TCRH", H)]),
    ("QCRH PLACED TRANSVENOUS PACER", [("QCRH", H)]),
    ("pt on WMC transplant list", [("WMC", H)]),
    ("seen at bidmc, then och ed", [("bidmc", H), ("och", H)]),
    # ... beside words, names, labs and abbreviations of the same shape
    ("pmh: htn. ich 2019, trach, bronch, psych consult", []),
    ("MCH 30, PMH: CHF. THIGH, HIGH, COUGH, TACH TO 130S", []),
    ("wife niamh and dtr leigh at bedside", []),
    ("ltach screening; mech valve", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_facilities(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(FacilityFamily(), text) == expected
