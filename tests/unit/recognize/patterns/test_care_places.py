"""Hospitals and places after transfer, care and residence cues, beside units and services."""

import pytest

from stream.recognize.patterns.care_places import CarePlaceFamily

from .helpers import found

H, L = "HOSPITAL", "LOCATION"
CASES = [
    # "@" for "at"; not before a clock time, a rate or a place in the unit
    ("LAST ADMIT 11/02 @ SJH FOR CHF", [("SJH", H)]),
    ("f/u @ brightwater w/ dr x", [("brightwater", H)]),
    ("tf @ goal, bp @ baseline", []),
    # whose place, not its name: a possessive of an ordinary or clinical word
    ("HOME HEALTH 10/22 AT PT'S HOME, WAS STAGE 2", []),
    ("staying at pt's house on weekends", []),
    ("from Urb. Santa Juanita, Bayamón", []),  # an address, which the address rule names
    ("staying at pt's Kernan home", [("pt's Kernan home", H)]),  # a name in it: kept whole
    ("seen at Children's Hospital Boston for", [("Children's Hospital Boston", H)]),
    ("pain med given @ 1400", []),
    ("MVC 6/14/03 @ APPROX 0100", []),
    ("pt @ bedside, dtr @ home", []),
    ("email jdoe@example.org", []),
    # initialisms after a transfer cue, in any case
    ("pt adm from MWH with gi bleed", [("MWH", H)]),
    ("s/p fall, sent to bmc then here", [("bmc", H)]),
    ("pt adm 3/14 from lmh ed w/ urosepsis", [("lmh", H)]),
    ("EMS TOOK TO QMC ED, THEN HERE", [("QMC", H)]),
    ("pt came here from lmh for cath", [("lmh", H)]),
    ("pt was seen in er at mwh and transferred here", [("mwh", H)]),
    ("seen in the ED at Mercy General, then", [("Mercy General", H)]),
    ("in er at 0300 for sob", []),
    ("er at bedside", []),
    # Title-case words after "the" and a care cue: a place's own name
    ("Dtr would like pt to go back to the Birches when stable.", [("Birches", H)]),
    ("pt to go back to the Floor, sent to the ED, returned to the Unit", []),
    ("PT TO GO BACK TO THE BIRCHES", []),
    ("followed in parkinson's clinic, sent to Alzheimer's clinic", []),
    ("pt followed at dfci by dr x", [("dfci", H)]),
    # local names: stop before clause words and units
    ("transferred from caritas norwood 11/3.", [("caritas norwood", H)]),
    ("pt came in transfer from cape cod hospital on 6/17 for ercp", [("cape cod hospital", H)]),
    ("admitted in transfer from Mercy hospital for sepsis", [("Mercy hospital", H)]),
    ("TRANSFERRED TO BRIGHAM CCU FOR EP STUDY", [("BRIGHAM", H)]),
    ("ADMITTED 7/2 FROM\nST ELSEWHERE FOR RESP FAILURE", [("ST ELSEWHERE", H)]),
    ("pt was at hebrew rehab until 2/27", [("hebrew rehab", H)]),
    ("dispo: transfer back to youville when stable", [("youville", H)]),
    ("hr went to bradycardia, atropine given", []),
    ("rass was at ciwa 10 overnight", []),
    ("tf was at tf goal", []),
    ("pt normally lives at sunrise of braintree assisted living", [("sunrise of braintree", H)]),
    ("PT FROM NEWTON WELLESLEY, CABG 3/16", [("NEWTON WELLESLEY", H)]),
    ("transferred from addison gilbert 2/2 w/ pancreatitis", [("addison gilbert", H)]),
    # towns, from the bundled places, in lower case too
    ("wife at bedside, lives in marshfield.", [("marshfield", L)]),
    ("fall at home in quincy, sent to", [("quincy", L)]),
    ("dtr jolene from fall river staying at", [("fall river", L)]),
    ("SON AT BEDSIDE, LIVES IN BROCKTON.", [("BROCKTON", L)]),
    # look-alikes: units, services, tests, states and ordinary words after the same cues
    ("transferred to floor in am", []),
    ("sent to ct for head scan", []),
    ("pt to go to rehab, likely friday", []),
    ("sbt then back to ac. peep 8", []),
    ("admitted from home with sob", []),
    ("transferred from osh for higher level of care", []),
    ("sent to cath lab emergently", []),
    ("pt came from the or at 1400", []),
    ("was in pain overnight", []),
    ("lives in a nursing home", []),
    ("lives in house with wife", []),
    ("back to baseline mental status", []),
    ("seen by PT/OT today, stood at EOB x2 min", []),  # edge of bed
    ("discharged to snf when stable", []),
    ("from nursing home w/ fever", []),
    ("Portal message sent to jane.doe@example.org", []),
    ("BLEEDING FROM THE SVG-D1 ANASTOMOSIS", []),  # a graft: the word runs on into a digit
    ("a 27-year-old admitted to Weymouth Community Hospital for", [
        ("Weymouth Community Hospital", H)]),
    # an initialism after "at/to/from" alone, or before a unit; a lone uncommon name after "at"
    ("pt from bmc with sepsis", [("bmc", H)]),
    ("he asked that pt go back to pmc after", [("pmc", H)]),
    ("PPM EVAL AT CVH.", [("CVH", H)]),
    ("pt admitted via fmc ed after mvc", [("fmc", H)]),
    ("pt was seen in osborne er and sent home", [("osborne", H)]),
    ("pt seen at brightwater for same complaint", [("brightwater", H)]),
    ("pt came to us from oakridge ltach on 6/30", [("oakridge ltach", H)]),
    ("pt to go to rehab, likely youville on 5/1", [("youville", H)]),
    ("screening for ltach, first choice vernon ltach.", [("vernon ltach", H)]),
    ("og to lcs, foley to gravity", []),
    ("tf via ngt at goal, changed to po", []),
    ("now dnr, likely cmo tomorrow; likely pna", []),
    ("EGD in AM for likely variceal bleed", []),
    ("UOP 40 mL/h via Foley. CXR clear", []),
    ("switched from zosyn to cefepime", []),
    ("sitting at bedside, pain at incision", []),
    ("PT TO SGH FOR CATH IN AM", [("SGH", H)]),
    ("pt to lcs; pt to floor; pt at bedside; patient in pain", []),
    ("pt prefers to stay home", []),
    ("dx'd w/ COPD, ref'd to pulm. clinic", []),
    ("findings from the GUSTO trial?", []),
    ("team aware of cvp 10, plan to cont to monitor", []),
    ("fall  To Rm 248, DR. AN", []),
    # towns no list holds, after residence and travel cues
    ("lives in smallvale with son", [("smallvale", L)]),
    ("a family reunion at Lake Quillimac over Memorial Day", [("Lake Quillimac", L)]),
    ("hgb stable, at lake level of 8", []),
    ("pt is a 71 yo m resident of ashcombe, hx etoh", [("ashcombe", L)]),
    ("PT ORIGINALLY FROM KESTRELL BAY, MOVED HERE", [("KESTRELL BAY", L)]),
    ("mother called from brinford.", [("brinford", L)]),
    ("son lives in tarrington and will drive up", [("tarrington", L)]),
    ("wife noreen at bedside, they live in onsett. full code", [("onsett", L)]),
    ("they live in fear of falls", []),
    ("Pt from Bellhaven originally.", [("Bellhaven", L)]),
    ("moved from bed to chair, called from the floor", []),
    ("lives in fear of falling", []),
    # descriptive words before a facility head after an uncommon first word; two-word heads;
    # heads of shelters, dialysis units, EMS, schools and pharmacies; employers after "works at"
    ("pt is followed at pellham oncology assoc by dr x", [("pellham oncology assoc", H)]),
    ("PT ACCEPTED AT KILNSEY ACUTE REHAB FOR 1/16.", [("KILNSEY ACUTE REHAB", H)]),
    ("pcp is at stanbridge family practice.", [("stanbridge family practice", H)]),
    ("PT RETURNING TO OLD MILL ASSISTED LIVING 2/3.", [("OLD MILL ASSISTED LIVING", H)]),
    ("PT GETS HD AT TRIVALE DIALYSIS M/W/F.", [("TRIVALE DIALYSIS", H)]),
    ("usually stays at harbor light shelter on", [("harbor light shelter", H)]),
    ("MEDS SENT TO CORNER DRUG ON FERRY RD.", [("CORNER DRUG", H)]),
    ("taken to lindow community then flown here", [("lindow community", H)]),
    ("lives alone, works at grubbe feed & grain.", [("grubbe", H)]),
    ("back to his nursing home", []),
    ("sent to the same rehab", []),
    ("transferred to acute rehab", []),
    ("discharged to her own assisted living", []),
    ("d/c to a nursing home", []),
    ("works from home", []),
    ("worked in construction for years", []),
    ("works at night", []),
    # a town after "in" right after a facility; a compass word opening a place name
    ("pt previously at riverbend recovery house in saltmarsh, wants to return",
     [("riverbend recovery house", H), ("saltmarsh", L)]),
    ("fall off ladder at home in east lindow 10/22,", [("east lindow", L)]),
    ("sent to east wing", []),
    ("pt at home in north", []),
    ("was at hebrew rehab in pain", [("hebrew rehab", H)]),
    # facility heads of nursing notes: regional, nh, vna, ems, dept; "st." saints; "dc to"
    ("plan: dc to greyfriars nh when cleared.", [("greyfriars nh", H)]),
    ("last echo at pembury regional.", [("pembury regional", H)]),
    ("ob following from st. cuthbert's.", [("st. cuthbert's", H)]),
    ("DTR WORKS AT DUNLOW FIRE DEPT, WILL COME", [("DUNLOW FIRE DEPT", H)]),
    ("dc to nh when cleared", []),
    # after "via" or "in" only a name with a facility head
    ("arrived via Sutterby Ambulance at 2130", [("Sutterby Ambulance", H)]),
    ("seen in sutterby urgent care and given azithro", [("sutterby urgent care", H)]),
    ("given via ng tube", []),
    ("via peg at 40", []),
    ("in severe pain", []),
    ("in urgent care", []),
    # a town after "near" or "outside": an uncommon word (and a town head)
    ("accident on route 17 near Penrose Mills (per EMS)", [("Penrose Mills", L)]),
    ("lives outside Glenmere with friend", [("Glenmere", L)]),
    ("outside hospital records reviewed", []),
    ("near normal sinus", []),
    # a name with its kind of facility in brackets; a town after "lives w/ <kin> <name> in"
    ("FROM THE LAURELS (ALF) VIA", [("THE LAURELS", H)]),
    ("admitted from the moorings (snf) w/ hypoxia", [("the moorings", H)]),
    ("back to his nh (snf)", []),
    ("from home (alf)", []),
    ("pt lives w/ dtr ione in brackenfield. hcp", [("brackenfield", L)]),
    ("lives with wife in pain", []),
    ("lives w/ son in his home", []),
    # a verb after a lone town ends the name
    ("dtr from lockridge visiting, staying nearby", [("lockridge", L)]),
    # a route after "at" is the address rules' own
    ("taxi vs semi, I-94 at Hwy 280", []),
    ("the trailer at HC 30 Box 412 burned", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_care_places(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(CarePlaceFamily(), text) == expected


@pytest.mark.parametrize(("text", "expected"), [
    ("dispo: back to youville when stable", [("youville", H)]),
    ("lives in tm with son", [("tm", L)]),
    ("sbt then back to ac. peep 8", []),
    ("Lines: Impella tip at the cavoatrial junction.", []),
])
def test_high_recall_takes_weaker_cues(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(CarePlaceFamily(), text) == []
    assert found(CarePlaceFamily(high_recall=True), text) == expected
