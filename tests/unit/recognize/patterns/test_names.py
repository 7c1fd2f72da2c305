"""Names by their cues, labelled by the cue: STAFF, PATIENT or PERSON."""

import pytest

from stream.recognize.patterns.names import NameFamily, caps_line

from .helpers import found

S, P, PER = "STAFF", "PATIENT", "PERSON"
CASES = [
    # clinician titles
    ("seen by Dr. John L. at clinic", [("John L.", S)]),
    ("Dr Emily Clark", [("Emily Clark", S)]),
    ("Dr. Nguyen", [("Nguyen", S)]),
    ("wouldnt go see doc Tollefsrude til tues", [("Tollefsrude", S)]),
    ("Doc Amdahl called back", [("Amdahl", S)]),
    ("see doc in am. Plan per team", []),
    ("Dr. J. Smith", [("J. Smith", S)]),
    ("Dr. A. at Stanford", [("A.", S)]),
    ("Dr. T explained: FEV1 0.62 L", [("T", S)]),  # a lone initial before a lower-case word
    ('DR. T: "THE DUST DID"', [("T", S)]),
    ("Dr. T Smith-Jones", [("T Smith-Jones", S)]),
    ("Dr. Smith's note", [("Smith", S)]),
    ("Dr. Patel Cardiology", [("Patel", S)]),
    ("Nurse Mary Jones", [("Mary Jones", S)]),
    ("Nurse Advice Line", []),  # "nurse" is a weak cue: the name must start with a census name
    ("DR. SMITH", [("SMITH", S)]),
    ("Dr. O'Brien", [("O'Brien", S)]),
    ("Dr. McDonald", [("McDonald", S)]),
    ("Dr. Smith-Jones", [("Smith-Jones", S)]),
    ("Dr. Prévost aware", [("Prévost", S)]),  # accented letters of Latin-1
    # patient titles and cues
    ("Mr. Smith is a 45 yo", [("Smith", P)]),
    ("Mrs. L. Hernandez", [("L. Hernandez", P)]),
    ("MAP 65-70. Mme Fleurimond asking for her daughter", [("Fleurimond", P)]),
    ("ALL; MR. PELLICCIONE SPEAKS ITALIAN W/ FAMILY", [("PELLICCIONE", P)]),
    ("Mr. Núñez resting; MR. NÚÑEZ ASKING", [("Núñez", P), ("NÚÑEZ", P)]),
    ("Ms. Jane Doe", [("Jane Doe", P)]),
    # other people's titles: the name after them (titles.py joins the title); a period title
    # needs its period
    ("consulate's Lic. Gastélum working on papers", [("Gastélum", "PERSON")]),
    ("police: Agte. Pomales, badge 31952, took the moto", [("Pomales", "PERSON")]),
    ("Lcda. Marrero called re: POA", [("Marrero", "PERSON")]),
    ("MEDICINE MAN HASTIIN ETSITTY COMING", [("ETSITTY", "PERSON")]),
    ("wife Pani Celestyna here", [("Celestyna", "PERSON")]),
    ("kids w/ mamaw. deputy Dep. Absher here 0500", [("Absher", "PERSON")]),
    ("KSP Tpr. Goodman to return re: custody", [("Goodman", "PERSON")]),
    ("dep 3 cm, Tpr 37.2", []),  # a depth and a temperature: no period
    ("14 Fr Blake drain to bulb; REV OF SYSTEMS NEG", []),
    ("HR 90s SR. L AVF +thrill. NSR. Mary", []),
    ("INTERPRETER SRA. MIRELES AT BS", [("MIRELES", "PERSON")]),  # "SRA." is no sinus rhythm
    ("Patient: John A. Smith", [("John A. Smith", P)]),
    ("Patient Name: Smith, John", [("Smith, John", P)]),
    ("pt is John D seen", [("John D", P)]),
    ("a 67yo male, John Smith, presents", [("John Smith", P)]),
    ("male named James Brown", [("James Brown", P)]),
    # roles and signatures
    ("seen by Nguyen", [("Nguyen", S)]),
    ("Attending: Maria Gonzalez, MD", [("Maria Gonzalez", S)]),
    ("PCP: Robert Lee", [("Robert Lee", S)]),
    ("cc: Robert Lee MD", [("Robert Lee", S)]),
    ("Jane Doe, RN", [("Jane Doe", S)]),
    ("REPORT GIVEN TO SUE RN", [("SUE", S)]),  # not "GIVEN": the name follows the last stopword
    ("Electronically signed by: Alan Brown, M.D.", [("Alan Brown", S)]),
    ("K. White, NP", [("K. White", S)]),
    ("Smith, PA-C", [("Smith", S)]),
    # relatives and others
    ("pt's daughter Anna", [("Anna", PER)]),
    ("wife Mary at bedside", [("Mary", PER)]),
    ("son, John", [("John", PER)]),
    ("husband Bob Smith", [("Bob Smith", PER)]),
    ("her husband Mr. Jones", [("Jones", PER)]),
    ("discussed with Maria", [("Maria", PER)]),
    ("Anna S. was seen", [("Anna S.", PER)]),
    ("DAUGHTER SUSAN AT BEDSIDE", [("SUSAN", PER)]),
    ("SON MICHAEL CALLED", [("MICHAEL", PER)]),
    ("RE: John Smith", [("John Smith", P)]),
    ("Re: Maria Lopez, DOB 1/2/1950", [("Maria Lopez", P)]),
    # a surname in capitals and a comma: the given name in capitals is no acronym
    ("Pt: GAGLIARDONE, ETTORE   MRN 3318-44072", [("GAGLIARDONE, ETTORE", P)]),
    ("PT: LUNDQUIST,LIISA M  MRN 1234567", [("LUNDQUIST,LIISA M", P)]),  # no space after ","
    # two surnames before the comma
    ("PT: VELARDE ANAYA, CRISTIAN   MRN 2218-9460", [("VELARDE ANAYA, CRISTIAN", P)]),
    ("Pt: Garcia Lopez, Maria", [("Garcia Lopez, Maria", P)]),
    ("PT RESTING COMFORTABLY, VSS", []),
    ("CALLED RE: WORKERS COMP, NO INFO GIVEN", []),
    ("PT JOVAN DRAGICEVIC, MRN 4471190, W/ ETOH", [("JOVAN DRAGICEVIC", P)]),
    ("Patient: ESRD ON HD, NPO", []),
    ("      AUTHOR: LUNDQUIST,LIISA M     EXP COSIGNER:", [("LUNDQUIST,LIISA M", S)]),
    # a line that opens with a name before its age and sex, in any case
    ("tsicu npn\nhagop kalustian, 68 yo m, pod 0", [("hagop kalustian", P)]),
    ("NOTE\nQUACKENBUSH, JAXON, 22 YO M, HD 14", [("QUACKENBUSH, JAXON", P)]),
    # a line that opens with "LAST, FIRST"; not with clinical words, not on the first line
    ("NPN\nMOY, SHEK-LUN 92 YO, DNR/DNI", [("MOY, SHEK-LUN", P)]),
    ("NPN\nMANALASTAS, PURIFICACION VENT DAY 8", [("MANALASTAS, PURIFICACION", P)]),
    ("NPN\nNEURO, CV: STABLE\nLASIX, KCL GIVEN\nabd, soft", []),
    ("Action:\nMepilex, sarna lotion, turned q2h", []),  # two cases: products
    # a hand-off census line's patient before age and sex
    ("census\nbed 3 Sisouphanh 44 M ETOH", [("Sisouphanh", P)]),
    ("census\nBED 10 - AVAKIAN 61 F AVR/MVR", [("AVAKIAN", P)]),
    ("census\nbed 5 Foley 16 F placed\nbed 6 sepsis 70 M", []),  # a catheter; a diagnosis
    ("pt fell, 68 yo m", []),
    ("neuro check, 68 yo m", []),
    # negatives: common words, departments, eponyms, drugs, acronyms
    ("discuss with HF team re: Milrinone", []),  # lower-case "re:" is "regarding"
    ("seen by cardiology", []),
    ("seen by Cardiology", []),
    ("seen by PT", []),
    ("seen by ENT today", []),
    ("Patient: ESRD on HD", []),
    ("Pt: ESRD, HTN, DM", []),
    ("Patient Education given", []),
    ("wife Present", []),
    ("daughter Has questions", []),
    ("Parkinson's disease", []),
    ("Bell's palsy", []),
    ("Vitamin D. supplement", []),
    ("Hepatitis B.", []),
    ("Covering MD", []),
    ("ED RN", []),
    ("Cardiology, MD aware", []),
    ("mother with Alzheimer's", []),
    ("called Pharmacy", []),
    ("Plan: Lasix", []),
    # ALL CAPS: one common English word after a weak cue is no name; two census names still are
    ("PT STATES PAIN 5/10", []),
    ("PT FELL AT 0300, RN AWARE", []),
    # after any cue, words all ordinary or clinical (and no census name) are none in capitals
    ("FROM ELLERBY, UPSET RE: PT'S CONDITION. SUPPORT GIVEN", []),
    ("SPOKE W/ FAMILY RE: KOWALCZYK CONDITION", [("KOWALCZYK", "PATIENT")]),
    ("PT GRACE MORRIS ADMITTED", [("GRACE MORRIS", P)]),
    # in capitals a lone "A" after the name is the article, not an initial
    ("SON KEVIN LEUNG A STUDENT AT UMASS", [("KEVIN LEUNG", PER)]),
    ("MR. SKINAWAY A+OX3", [("SKINAWAY", P)]),
    ("Son Kevin Leung A. came in", [("Kevin Leung A.", PER)]),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_names(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(NameFamily(), text) == expected


def test_all_caps_line_only_judged_locally() -> None:
    text = "Mixed case header line.\nPT AMBULATED WITH PT. DR JONES AWARE OF BS."
    assert not caps_line(text, 3)
    assert caps_line(text, text.index("JONES"))
    assert found(NameFamily(), text) == [("JONES", S)]
