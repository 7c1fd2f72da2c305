"""The other end of a year range, an age in brackets after a name, a quoted nickname, a
state after a town and an organization's head word are found next to a found span, and nothing
of the same shape without one."""

from __future__ import annotations

import pytest

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.neighbours import SOURCE, neighbour_spans
from stream.recognize.rules import merged_with_repeats

D, A, P, L, H = Label.DATE, Label.AGE, Label.PERSON, Label.LOCATION, Label.HOSPITAL


def _span(text: str, value: str, label: Label) -> Span:
    start = text.index(value)
    return Span(start, start + len(value), label, "model", 0.9)


@pytest.mark.parametrize(
    ("text", "found", "expected"),
    [
        # the unfound end of a year range whose other end is a date
        ("Korea vet (army 1950-1953, 30% SC)", [("1950", D)], [("1953", D)]),
        ("Vietnam vet ('66-'67), hep C", [("'66", D)], [("'67", D)]),
        ("vietnam vet ('69-'70), found by", [("69", D)], [("'70", D)]),
        ("served 1983-1991 as a medic", [("1991", D)], [("1983", D)]),
        ("navy '99-'01 then reserves", [("'99", D)], [("'01", D)]),
        # look-alikes: no found date, a quantity, a backwards or too long a range
        ("fluid goal 1900-2000 ml, diet 2000-2200 kcal", [], []),
        ("goal 1900-2000 ml", [("1900", D)], []),
        ("net 2010-1990 from yesterday", [("2010", D)], []),
        ("born 1920-2010 list", [("1920", D)], []),
        ("plt '20-'95 on the chart", [("'20", D)], []),
        # an end already covered keeps its span
        ("army 1950-1953", [("1950", D), ("1953", D)], []),
        # a number in brackets after a person's or the patient's name is an age
        ("Eero Tuominen (63) HD 5", [("Tuominen", P)], [("63", A)]),
        ("wife Ruth (72) at bedside", [("Ruth", P)], [("72", A)]),
        # the names listed after one, each with its age
        ("kids Kervens (14) and Dieunika (9) in the peds ED", [("Kervens", P)],
         [("14", A), ("9", A), ("Dieunika", P)]),
        ("w/ Anyelis (6) + Jeisson (3); mom", [("Anyelis", P)],
         [("6", A), ("3", A), ("Jeisson", P)]),
        ("kids Ana (6), Luis (4) and Mia Ruiz (2).", [("Ana", P)],
         [("6", A), ("4", A), ("2", A), ("Luis", P), ("Mia Ruiz", P)]),
        ("son Mike (40) and wife (38) here", [("Mike", P)], [("40", A)]),  # a kin word
        ("Ana (6) and levo (4) and dose (2)", [("Ana", P)], [("6", A)]),  # English words end it
        ("pt Olsen, Karl (91)", [("Olsen, Karl", Label.PATIENT)], [("91", A)]),
        ("Mrs. Pattabhiraman (42, MRN 6032-1189) AML", [("Pattabhiraman", Label.PATIENT)],
         [("42", A)]),
        ("girlfriend Yajaira (20, 6 mo pregnant)", [("Yajaira", P)], [("20", A)]),
        ('bed 2 Ramcharitar, Deonath "Sonu" (66) VA-ECMO', [("Ramcharitar, Deonath",
                                                            Label.PATIENT)],
         [("66", A), ("Sonu", Label.PATIENT)]),  # after the nickname the name implies
        ("Mrs. Crumpler, 95, GCS 11 -> 10", [("Mrs. Crumpler", Label.PATIENT)], [("95", A)]),
        ("Bryan Tlacuilo, 18, pain 7/10", [("Bryan Tlacuilo", Label.PATIENT)], [("18", A)]),
        ("Mrs. Smith, 2 units prbc, 1 ffp", [("Mrs. Smith", Label.PATIENT)], []),
        ("Dr. Lund, 52, aware", [("Dr. Lund", Label.STAFF)], []),
        ("son Per, 450, 500 ml", [("Per", P)], []),
        # look-alikes: after no name, after a clinician, out of range, more than a number
        ("Hct (28) this am", [], []),
        ("Dr. Lund (52) aware", [("Dr. Lund", Label.STAFF)], []),
        ("son Per (450) ml", [("Per", P)], []),
        ("wife Ruth (72 yrs)", [("Ruth", P)], []),
        ("son Per (450, 500) ml", [("Per", P)], []),
        # a quoted word right after a name is that person's nickname
        ('PT: AQPAYUK, TRISTAN ("TUTTU")  MRN', [("AQPAYUK, TRISTAN", Label.PATIENT)],
         [("TUTTU", Label.PATIENT)]),
        ('MR. HRYTSAK ("BOHDAN") 22 YO M', [("MR. HRYTSAK", Label.PATIENT)],
         [("BOHDAN", Label.PATIENT)]),
        ('wife said "OK" to the plan', [], []),
        ('pt said "no more tubes"', [], []),
        ("wife Ruth (7.2, stable)", [("Ruth", P)], []),
        # a state after a town and a comma, in any case; no English word in lower case
        ("lives w/ dtr in manchester, nh. severe AS", [("manchester", L)], [("nh", L)]),
        ("heart in hartford, ct, crossmatch", [("hartford", L)], [("ct", L)]),
        ("from Worcester, massachusetts today", [("Worcester", L)], [("massachusetts", L)]),
        ("moved to Salem, OR last year", [("Salem", L)], [("OR", L)]),
        ("was in boston, in the am", [("boston", L)], []),
        ("was in boston, or so she said", [("boston", L)], []),
        ("Dr. Lund, ct done there", [("Dr. Lund", Label.STAFF)], []),
        ("from concord, new hampshire", [("concord", L)], [("new hampshire", L)]),
        ("back to boston, then home", [("boston", L)], []),
        ("HX CHF, AS, MI 2001", [("AS", L)], []),
        # the head word of an organization found without it, after or before it
        ("OWNER OF SPRUCE FORK CONTRACTING CAME", [("SPRUCE FORK", H)],
         [("CONTRACTING", H)]),
        ("referral to highland donor network @ 0945", [("highland donor", H)], [("network", H)]),
        ("admitted at Hospital Santa Engracia in Reynosa", [("Santa Engracia", H)],
         [("Hospital", H)]),
        ("priest of templo getsemani prayed", [("getsemani", H)], [("templo", H)]),
        # before a name or place the tagger found, only a head in the name's case opens it
        ("rabbi of Congregation Beth Aharon; keeps", [("Beth Aharon", P)],
         [("Congregation", H)]),
        ("at the hospital Jane left", [("Jane", P)], []),
        ("AT HOSPITAL SANTA ENGRACIA", [("SANTA ENGRACIA", L)], [("HOSPITAL", H)]),
        # a legal form closes a company's name, after its head or after a name without one
        ("helper for Horsepen Mining LLC, pinned", [("Horsepen Mining", H)], [(" LLC", H)]),
        ("bolter for Tollison Fork Coal Co., caught", [("Tollison Fork Coal", H)],
         [(" Co.", H)]),
        ("called CRANBERRY RIDGE, INC. today", [("CRANBERRY RIDGE", H)], [(", INC.", H)]),
        ("for pine mountain hardwoods llc on", [("pine mountain", H)],
         [("hardwoods", H), (" llc", H)]),
        ("Kernan Hospital co-pay", [("Kernan Hospital", H)], []),
        ("son Jose, co-signer", [("Jose", P)], []),
        ("with Mercy Home Inc staff", [("Mercy Home Inc", H)], []),
        # look-alikes: an organization with its own head, a head word after a person or a place
        ("Mercy Hospital security guard", [("Mercy Hospital", H)], []),
        ("Mercy Clinic network", [("Mercy Clinic", H)], []),
        ("son Jose network admin", [("Jose", P)], []),
        ("from boston farm stand", [("boston", L)], []),
        # a street grows over the compass direction before it; no direction before a town
        ("her shop on W Cermak Rd, lost", [("Cermak Rd", L)], [("W Cermak Rd", L)]),
        ("lives off s halsted st, 2nd floor", [("halsted st", L)], [("s halsted st", L)]),
        ("AT 4710 N SHERIDAN RD", [("SHERIDAN RD", L)], [("N SHERIDAN RD", L)]),
        ("went S to Joliet", [("Joliet", L)], []),
        ("bp 120s W Main St", [("Main", L)], []),
        # a family's surname after a given name, read from the note's other names
        ("day 4 - Hurshel Music; wife Arminta Music", [("Hurshel", P), ("Arminta Music", P)],
         [("Music", P)]),
        ("pt Hurshel young; wife Mary Young", [("Hurshel", P), ("Mary Young", P)], []),
        ("Hurshel Music; wife Music teacher", [("Hurshel", P)], []),
        ("pt: bonds, dezmond tyreik\nmom shaquavia bonds 662-555-0144",
         [("bonds, dezmond tyreik", Label.PATIENT), ("shaquavia", P)], [("bonds", P)]),
        ("pt: bonds, dezmond\nmom shaquavia tyreik", [("bonds, dezmond", Label.PATIENT),
                                                     ("shaquavia", P)], []),  # a given name
    ],
)
def test_neighbours_of_found_spans(text, found, expected):
    spans = [_span(text, value, label) for value, label in found]
    got = [(text[s.start:s.end], s.label) for s in neighbour_spans(spans, text)]
    assert got == expected
    assert all(s.source == SOURCE for s in neighbour_spans(spans, text))


def test_the_merge_adds_the_neighbours_of_what_the_recognizers_found():
    text = "81 yo M Korea vet (army 1950-1953, 30% SC)"
    merged = merged_with_repeats([_span(text, "1950", D)], text)
    assert [(text[s.start:s.end], s.source) for s in merged] == [
        ("1950", "model"), ("1953", SOURCE)]
