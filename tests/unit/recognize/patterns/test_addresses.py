"""Street addresses, PO boxes, city/state/ZIP, counties, places after "lives in"."""

import pytest

from stream.recognize.patterns.addresses import AddressFamily

from .helpers import found

L = "LOCATION"
CASES = [
    ("lives at 123 Main St", [("123 Main St", L)]),
    ("45 N. Elm Street Apt 4B", [("45 N. Elm Street Apt 4B", L)]),
    ("12 W 42nd St", [("12 W 42nd St", L)]),
    ("1600 Pennsylvania Avenue NW", [("1600 Pennsylvania Avenue NW", L)]),
    ("221B Baker Street, Suite 5", [("221B Baker Street, Suite 5", L)]),
    ("123 MAIN ST", [("123 MAIN ST", L)]),
    ("500 Route 9", [("500 Route 9", L)]),
    ("PO Box 123", [("PO Box 123", L)]),
    ("P.O. Box 77", [("P.O. Box 77", L)]),
    # the boxes of a highway contract route and a rural route; a box of gloves is none
    ("the trailer at HC 30 Box 412 is a loss", [("HC 30 Box 412", L)]),
    ("lives at rr 2, box 14 in town", [("rr 2, box 14", L)]),
    ("HCT 30, box of gloves 2 left", []),
    ("Springfield, IL 62704", [("Springfield", L), ("IL", L), ("62704", L)]),
    # the older state abbreviations after a town; "Ill", "Miss", "Wash" and "Ind" are words
    ("daughter drove from Worcester, Mass. today", [("Worcester", L), ("Mass.", L)]),
    ("son called from DULUTH, MINN today", [("DULUTH", L), ("MINN", L)]),
    ("Pt, Ill appearing; Ms. Lund, Miss Ruth", []),
    ("Detroit, MI", [("Detroit", L), ("MI", L)]),
    # the town a distance and a compass point are measured from
    ("FARMS 640 ACRES 3 MI E OF TABOR; OLD FARMALL", [("TABOR", L)]),
    ("pickup rolled ~6 mi W of Poplar @ 0140", [("Poplar", L)]),
    ("on a rig ~60 mi south of Grand Isle, pinned", [("Grand Isle", L)]),
    ("lives 3 mi e of town", []),
    ("FOUND 2 MI N OF THE BRIDGE", []),
    ("Boston, Massachusetts", [("Boston", L), ("Massachusetts", L)]),
    ("Baltimore, MD", [("Baltimore", L), ("MD", L)]),
    ("TX 75201-1234", [("TX", L), ("75201-1234", L)]),
    ("zip code: 02115", [("02115", L)]),
    ("Travis County", [("Travis County", L)]),
    ("lives in Chicago with wife", [("Chicago", L)]),
    ("moved from San Francisco, CA", [("San Francisco", L), ("CA", L)]),
    # negatives
    ("John Smith, MD", []),  # a credential, not Maryland
    ("Jane Doe, PA", []),
    ("patient ID 67890", []),
    ("92 YO M SEEN BY DR SMITH", []),
    ("2 Tylenol Dr Smith", []),
    # one line only, and clinical abbreviations that are state codes need a known city
    ("GIVEN LASIX 10 IV.\nPT RESTING", []),
    ("PT RESTING. HX CHF, MI.", []),
    ("MARRIED, 2 SONS. PT IS RETIRED; back to 4L NC. Pt came", []),  # "Pt" is no Point
    ("7/11 0800 VOSSBERG POD 1 EX-FIX L ARM. CT 40 CC/8H", []),  # a chest tube, no Court
    ("PUPILS 3 BRISK. REPEAT CT: CONTUSION 2.1", []),  # a sentence ends inside
    ("0530 PAQUETTE REPEAT CT STABLE SDH", []),  # no house number opens with a zero
    ("moved to 27 Linden Ct with her son", [("27 Linden Ct", L)]),
    ("CVP 4 -> 10 AFTER 3L NS. ST 110S.", []),  # sinus tachycardia, no Street
    ("W/ CAP, WORSENED ON ABX, TX'D HERE 3/16", []),  # a clause and "transferred", no town
    ("Stratford, TX 75001", [("Stratford", L), ("TX", L), ("75001", L)]),
    ("Detroit, MI", [("Detroit", L), ("MI", L)]),
    ("3 times a day", []),
    # a road without a number after on/off/along/near, and the town after it
    ("lives alone on birch hollow rd in Cresswick, sister", [("birch hollow rd", L),
                                                              ("Cresswick", L)]),
    ("off mill lane, sutterby. independent", [("mill lane", L), ("sutterby", L)]),
    # a town after a numbered street, a named street or a route: one word, or an opening
    # word or a town head with it
    ("SON AT 14 WINTERBERRY LN IN FOXTON SINCE THEN",
     [("14 WINTERBERRY LN", L), ("FOXTON", L)]),
    ("lives at 88 Orrin Street in New Halvern, alone",
     [("88 Orrin Street", L), ("New Halvern", L)]),
    ("at home on Wendover Road in Castleton Falls, brought by",
     [("Wendover Road", L), ("Castleton Falls", L)]),
    ("lives at 12 Elm St in rehab now", [("12 Elm St", L)]),
    ("he lives on Main Street in town", [("Main Street", L)]),
    # "rt" as a route after on/off/along; "the Cape"
    ("S/P MVC ON RT 112 IN HATCHFORD", [("RT 112", L), ("HATCHFORD", L)]),
    ("OFF RT. 9 NEAR EXIT", [("RT. 9", L)]),
    ("s/p MVC on Rt 9A in Cullerby", [("Rt 9A", L), ("Cullerby", L)]),
    ("on rt 2 L NC, pain to rt 2nd toe", []),
    ("sister called from the Cape; she and", [("the Cape", L)]),
    # Puerto Rican and other Spanish addresses: a head, a number or a name, its block or km
    ("from Sierra Bayamón (Calle 37 Blq. 41 #12); COPD", [("Calle 37 Blq. 41 #12", L)]),
    ("(Calle 41 DK-9, 00956); DM2", [("Calle 41 DK-9", L)]),
    ("from Bo. Caonillas, Utuado (Carr. 111 km 14.2)", [("Bo. Caonillas", L),
                                                        ("Carr. 111 km 14.2", L)]),
    ("69 yo m from loíza (bo. medianía alta), mrn", [("bo. medianía alta", L)]),
    ("worked on Calle Ocho x14 yrs", [("Calle Ocho", L)]),
    ("at 1187 w calle tubac apt 4b. dysuria", [("calle tubac apt 4b", L)]),
    ("the barrio posts who is ok", []),  # everyday words name no barrio
    # a Mexican colonia or city: a name follows, and a word joined by "del" is the name's
    ("in col. Oasis Revolución, Cd. Juárez; sells", [("col. Oasis Revolución", L),
                                                     ("Cd. Juárez", L)]),
    ("in col. Riberas del Bravo, per the men", [("col. Riberas del Bravo", L)]),
    ("col. 3 of the table", []),
    ("Dr. Carr 111 saw him; carr to OR", []),  # "Carr." takes a number after its period
    ("cape on, lives on the cape", []),
    ("on lower tanner st. HR 120s", [("lower tanner st", L)]),
    ("the pharmacy on 26th St wanted $180", [("26th St", L)]),
    ("wife from Pilsen, lives on W 18th Pl", [("W 18th Pl", L)]),
    ("finished on 3rd place", []),
    ("at the trailer, box 14 Rt 2, Dema", [("box 14 Rt 2", L)]),  # the box before its route
    ("BOX 9, ROUTE 3 IN THE HOLLER", [("BOX 9, ROUTE 3", L)]),
    ("ice chest box 2 rr 18 unlabeled", []),  # "rr 18" is a rate
    # a compass letter and capitalised words before a street's kind, whatever the words
    ("works the counter on W Division St; no insurance", [("W Division St", L)]),
    ("LIVES IN A 2-FLAT ON S WOOD ST NEAR THE PARISH", [("S WOOD ST", L)]),
    ("DX: S AUREUS DR SMITH AWARE", []),  # "Dr" is no drive here
    ("struck by a cab at E 28th St @ 1945", [("E 28th St", L)]),
    # a street's direction and a saint open its name
    ("shot x2 @ 2340 on N. Villere St in the Treme", [("N. Villere St", L)]),
    ("a fema trailer on the lot at 2211 n. dorgenois st. mother", [("2211 n. dorgenois st.", L)]),
    ("her gutted house on e. st. bernard hwy in meraux", [("e. st. bernard hwy", L),
                                                          ("meraux", L)]),
    ("pt on 3rd floor, on 2nd abx", []),
    ("neighbor on kestrel way has key", [("kestrel way", L)]),
    ("Lives w/ mother on Old Kiln Rd.", [("Old Kiln Rd", L)]),
    ("on the old rd, rr on old st", []),
    # a numbered street in lower case after a residence or place word
    ("pt lives at 14 winterberry ln in foxton", [("14 winterberry ln", L), ("foxton", L)]),
    ("home at 220 haskins ave apt 3b", [("220 haskins ave apt 3b", L)]),
    ("given 2 percocet st, now on 2 l nc", []),
    ("rate at 20 ml per hr, up to 3 times a day", []),
    ("accident on route 17 near town", [("route 17", L)]),
    ("MVC rollover on FM 2218 outside town", [("FM 2218", L)]),
    ("motorcycle crash on US 84 at night", [("US 84", L)]),
    ("LIVES W/ DTR ON CR 212 NEAR THE BARN", [("CR 212", L)]),
    # a road after up/down, a state's road by its code (a clear code only)
    ("WIFE DRIVING UP RT 460.", [("RT 460", L)]),
    ("dtr following by car up us 23.", [("us 23", L)]),
    ("coal truck vs pickup on ky 80 near town", [("ky 80", L)]),
    ("started on pa 2 days ago, on ca 2 g", []),
    ("FELL FROM SCAFFOLD ON ARELLANO PKWY", [("ARELLANO PKWY", L)]),
    ("pt on cr 1.2 this am, to cr 2, k 4.0 cr 2 bun 30", []),
    ("plan us 3/4, on us 2x", []),
    ("PT LIVES ON RTE 112.", [("RTE 112", L)]),
    ("on arrival st 120s", []),
    ("HR 96 ST, on levo st", []),
    ("pt on his way home", []),
    ("on the way", []),
    ("change route to iv", []),
    ("Room 12, bed 4", []),
    ("lives in a nursing home", []),
    ("lives at Home", []),
    ("zip 2 tabs", []),
    ("10 mg daily", []),
    # a house number with a dash (Queens), a unit in lower case, county roads and a dashed route
    ("lives w/ his mom at 104-11 lefferts blvd apt 2 (basement)",
     [("104-11 lefferts blvd apt 2", L)]),
    ("lives in Rochester at 2115 Viola Rd NE apt 12; up",
     [("Rochester", L), ("2115 Viola Rd NE apt 12", L)]),
    ("lives 1610 S 6th St unit 1911; belted", [("1610 S 6th St unit 1911", L)]),
    ("his brothers land off cty rd 21 in the snow", [("cty rd 21", L)]),
    ("ON THE LINE OFF CR-4 NEAR TOWN", [("CR-4", L)]),
    ("truck rolled on Indian Route 15 ~12 mi W", [("Indian Route 15", L)]),
    ("STOPPED TRAFFIC ON I-75/85 SB", [("I-75/85", L)]),
    ("on rt 2 2/3 of the way", [("rt 2", L)]),
    # an exit where something happened, on a route named just before; directions are none
    ("PILE-UP ON I-285 EB AT EXIT 41. EXTRICATED", [("I-285", L), ("EXIT 41", L)]),
    ("TRUCK STOP OFF I-75 AT EXIT 101 IN TOWN", [("I-75", L), ("EXIT 101", L)]),
    ("i-75 n to exit 251 then the visitor deck", []),
    ("vomited at exit 4 of the garage", []),
    ("rollover on co rd 5 north", [("co rd 5", L)]),
    ("cr 2.1, to cr 4", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_addresses(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(AddressFamily(), text) == expected
