"""The last check on merged spans: each look-alike class refused beside real PHI of its shape."""

from __future__ import annotations

import pytest

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.clinical_content import refuse_non_phi
from stream.recognize.value_shapes import has_shape, nanp_digits


def _kept(text: str, part: str, label: Label, source: str = "model") -> list[str]:
    start = text.index(part)
    spans = [Span(start, start + len(part), label, source, 0.9)]
    return [text[s.start:s.end] for s in refuse_non_phi(spans, text)]


@pytest.mark.parametrize(("text", "part", "label", "kept"), [
    # structured shapes: system headers and tube feeds are no URL or e-mail
    ("GU=FOLEY TO GRAVITY", "GU=FOLEY", Label.URL, []),
    ("see https://portal.example.org/x", "https://portal.example.org/x", Label.URL,
     ["https://portal.example.org/x"]),
    ("GI=OGT CHGED", "GI=OGT", Label.URL, []),
    ("updates at www.example.org", "www.example.org", Label.URL, ["www.example.org"]),
    ("TF @ GOAL 60", "TF @ GOAL", Label.EMAIL, []),
    ("mail jdoe@example.org", "jdoe@example.org", Label.EMAIL, ["jdoe@example.org"]),
    # a merged span that holds an address is kept whole, whatever stands around it
    ("http://x.org/jdoe@example.org", "/jdoe@example.org", Label.EMAIL, ["/jdoe@example.org"]),
    ("(see portal.example.org/q=1)", "(see portal.example.org/q=1", Label.URL,
     ["(see portal.example.org/q=1"]),
    ("temp 97.8.1 overnight", "97.8.1", Label.IP, []),
    ("login from 198.51.100.23", "198.51.100.23", Label.IP, ["198.51.100.23"]),
    ("bp 300.1.1.1", "300.1.1.1", Label.IP, []),
    ("x12", "x12", Label.PHONE, []),
    ("cell 508-555-0174", "508-555-0174", Label.PHONE, ["508-555-0174"]),
    # values are no dates; real dates of the same shapes are
    ("bp 90s/30-40s on levo", "90s/30-40s", Label.DATE, []),
    ("hr 70-80s", "70-80s", Label.DATE, []),
    ("4-6 BC powders a day x20 yrs", "4-6", Label.DATE, []),
    ("bs 150-200 on ssi", "150-200", Label.DATE, []),
    ("K 3.5-4.0 repleted", "3.5-4.0", Label.DATE, []),
    ("cx 3.14-3.16 neg", "3.14-3.16", Label.DATE, ["3.14-3.16"]),
    ("RASS -2 to 0", "-2", Label.DATE, []),
    ("MRI: L4-5 disc, C5-6 fx", "4-5", Label.DATE, []),
    ("MRI: L4-5 disc, C5-6 fx", "5-6", Label.DATE, []),
    ("seen 4-5 at St. Anne's", "4-5", Label.DATE, ["4-5"]),
    ("ngt @ 65 cm", "65", Label.DATE, []),
    ("back in 65 for a cabg", "65", Label.DATE, ["65"]),
    ("3-4+ edema bilat", "3-4", Label.DATE, []),
    ("2/6 SEM at LUSB", "2/6", Label.DATE, []),
    ("cath 2/6 at mgh", "2/6", Label.DATE, ["2/6"]),
    ("ETOH 6-8 beers/day, smokes 1-2 ppd", "6-8", Label.DATE, []),
    ("ETOH 6-8 beers/day, smokes 1-2 ppd", "1-2", Label.DATE, []),
    ("drinks 3-4 per day", "3-4", Label.DATE, []),
    ("started 3/4 twice a day", "3/4", Label.DATE, ["3/4"]),
    ("fell 3/4 a day after the party", "3/4", Label.DATE, ["3/4"]),
    ("seen 4-6 by pcp, daily", "4-6", Label.DATE, ["4-6"]),
    ("pressure support from 18-16", "18-16", Label.DATE, []),
    ("in ltach 8/2-8/6", "8/2-8/6", Label.DATE, ["8/2-8/6"]),
    ("abx x2/3 doses", "2/3", Label.DATE, []),
    ("icp 8-14 overnight", "8-14", Label.DATE, []),
    ("L grip 4/5 baseline", "4/5", Label.DATE, []),
    ("ciwa 12 -> ativan 2 mg, tremor 3/7, hgb 8.1", "3/7", Label.DATE, []),  # a CIWA item
    ("tremor since 3/7, worse", "3/7", Label.DATE, ["3/7"]),
    ("SAT 3/9 1500 - FAMILY MEETING", "3/9", Label.DATE, ["3/9"]),  # a weekday: no saturation
    ("PT STILL IN CSRU, L SIDE 4/5, CR 2.2", "4/5", Label.DATE, []),
    ("new l facial droop, r arm 2/5 now", "2/5", Label.DATE, []),
    ("inpt at FRMC 3/2-3/5 for cellulitis", "3/2-3/5", Label.DATE, ["3/2-3/5"]),
    ("R crani 5/5, EVD placed", "5/5", Label.DATE, ["5/5"]),
    ("PAIN 0/10 NOW, WAS 9/10", "9/10", Label.DATE, []),
    ("nsr 80s, percocet x1 for 4/10.", "4/10", Label.DATE, []),
    # beds filled after a unit's name; bottles of a culture before an arrow to the next count
    ("handoff - census MICU 11/12, CVICU 7/8, Burn 4/6", "11/12", Label.DATE, []),
    ("handoff - census MICU 11/12, CVICU 7/8, Burn 4/6", "4/6", Label.DATE, []),
    ("to MICU 11/12 from the floor", "11/12", Label.DATE, ["11/12"]),
    ("A: bcx 2/4 -> 0/4 since Tues", "2/4", Label.DATE, []),
    ("bcx drawn 2/4 -> 2/6 neg", "2/4", Label.DATE, ["2/4"]),
    ("CEFTRIAXONE DAY 3/7, BCX 2/2 N. MENINGITIDIS, REPEAT 0/2", "2/2", Label.DATE, []),
    ("N. MENINGITIDIS IN BCX 2/2 @ 0400, LAB CALLED", "2/2", Label.DATE, []),  # grown in them
    ("E. COLI IN BCX 2/14 AT OSH", "2/14", Label.DATE, ["2/14"]),
    ("the blood cx went from 2/4 to 4/4 e. coli. after", "2/4", Label.DATE, []),  # counts
    ("the blood cx went from 2/4 to 4/4 e. coli. after", "4/4", Label.DATE, []),
    ("blood cx from 2/4 to 3/4 at osh", "2/4", Label.DATE, ["2/4"]),  # a range of days
    # the hour of admission before a date in the note's first line; a year before one stays
    ("MICU ADMIT 2020 DEC 27 - ETOH WITHDRAWAL", "2020 DEC 27", Label.DATE, ["DEC 27"]),
    ("MICU admit 1945 Memorial Day - drowning", "1945 Memorial Day", Label.DATE,
     ["Memorial Day"]),
    ("pt seen.\nCABG 2019 Jan 5 at Mercy", "2019 Jan 5", Label.DATE, ["2019 Jan 5"]),
    ("MICU family meeting 1300 Jan 9th - septic shock", "1300 Jan 9th", Label.DATE,
     ["Jan 9th"]),  # a clock time that is no year
    # ordinals of a series
    ("open 3rd/4th MC fx), partial thickness", "3rd/4th", Label.DATE, []),
    ("dilaudid prn for 8/10, relief", "8/10", Label.DATE, []),
    ("CT planned for 4/10 at noon", "4/10", Label.DATE, ["4/10"]),
    ("@ 2330 PT C/O 6/10 SUBSTERNAL CP, EKG", "6/10", Label.DATE, []),
    ("c/o cp since 6/10, worse today", "6/10", Label.DATE, ["6/10"]),
    ("cp, prev at LTAC 2/10-3/1 for pain", "2/10", Label.DATE, ["2/10"]),
    ("opening L eye. FLACC 2-4/10 on tylenol", "4/10", Label.DATE, []),
    ("D5 1/2 NS @ 15 ml/hr (2/3 maintenance). NG", "2/3", Label.DATE, []),
    ("seen on 9/10 by cards", "9/10", Label.DATE, ["9/10"]),
    ("cr 3.4 from 1.1", "1.1", Label.DATE, []),
    ("with family 24/7", "24/7", Label.DATE, []),
    ("wife in till 2100", "2100", Label.DATE, []),
    ("worked at the yard until 2005", "2005", Label.DATE, ["2005"]),
    ("uo 2.1 l net neg since 2100.", "2100", Label.DATE, []),
    ("NO SZ SINCE 2040. MR. C OPENS EYES", "2040", Label.DATE, []),
    ("lived in Lowell since 1987, alone", "1987", Label.DATE, ["1987"]),
    ("MICU transfer-in 2130 - septic shock", "2130", Label.DATE, []),
    ("born in 1930 in Manila", "1930", Label.DATE, ["1930"]),
    ("accidental GSW (.30-06) to RUQ", "30-06", Label.DATE, []),
    ("seen 3.12.20 by cards", "12.20", Label.DATE, ["12.20"]),
    ("ex-fix L knee tonight 2000, ORIF Wed", "2000", Label.DATE, []),
    ("FAMILY MEETING 1930 SAT - CCU DAY 2", "1930", Label.DATE, []),
    ("cabg 1998, stents 2009", "2009", Label.DATE, ["2009"]),
    ("moved here in 2019", "2019", Label.DATE, ["2019"]),
    ("more alert this afternoon", "this afternoon", Label.DATE, []),
    ("L IJ TLC (ED 0010), R radial", "ED 0010", Label.DATE, []),  # no year is 0xxx
    ("L IJ TLC (ED 0010), R radial", "0010", Label.DATE, []),
    ("GCS 7 -> intubated in ED 1620 for airway", "ED 1620", Label.HOSPITAL, []),
    ("chest escharotomy at bs 1725 by Dr. Fowlkes", "bs 1725", Label.HOSPITAL, []),
    ("HTN. Td at OSH 1240.", "OSH 1240", Label.HOSPITAL, []),
    # a microbe by its genus's initial and its species
    ("N. MENINGITIDIS IN BCX 2/2 @ 0400", "N. MENINGITIDIS", Label.PATIENT, []),
    ("grew s. aureus x2", "s. aureus", Label.PERSON, []),
    ("Dr. Coli saw him", "Dr. Coli", Label.STAFF, ["Dr. Coli"]),
    ("seen at Mercy ED 1620 Elm St", "Mercy ED 1620", Label.HOSPITAL, ["Mercy ED 1620"]),
    ("heat warning through the weekend (115-118 F)", "115-118 F", Label.PHONE, []),
    ("tube stays till the airway settles (~48-72h).", "~48-72h", Label.PHONE, []),
    ("call (~48-7213) tonight", "~48-7213", Label.PHONE, ["~48-7213"]),
    ("NEURO: off prop 1930: GCS 9T", "1930", Label.DATE, []),
    ("guilhermina bipap off 2015 after padre anointed her", "2015", Label.DATE, []),
    ("off heparin since 2130 for the line", "2130", Label.DATE, []),
    ("HTN off meds since 2010, DM2", "2010", Label.DATE, ["2010"]),
    ("off coumadin 2015 after a GI bleed", "2015", Label.DATE, ["2015"]),
    ("flown by Red Ledge Air Medical (~80 mi), here 1935.", "1935", Label.DATE, []),
    ("dtr Shanique here 1500-1830, updated", "1500-1830", Label.DATE, []),
    ("family came here 1980 from laos", "1980", Label.DATE, ["1980"]),
    ("0600 betamethasone #2 due 2015.", "2015", Label.DATE, []),
    ("sister driving up from Portland (~3 h), ETA 2000.", "2000", Label.DATE, []),
    ("ibuprofen x2 during the race (mile 10, mile 18).", "18", Label.DATE, []),
    ("O: VS 96/58 (AUG 88) 104 22. IABP 1:2", "AUG 88", Label.DATE, []),
    ("admitted aug 88 for an mi\nIABP 1:1", "aug 88", Label.DATE, ["aug 88"]),  # another line
    ("interp (Maay Maay) for consent 1945; wife", "1945", Label.DATE, []),
    ("1930 REPORT TAKEN, T 36.8.\n2015 SEDATION HOLIDAY: OPENS EYES\n2200 TURNED.", "2015",
     Label.DATE, []),
    ("PMH:\n1940 born in Laos\n2010 CABG\n2015 PCI", "2010", Label.DATE, ["2010"]),
    ("CORE 31.3 (GOAL 1-2 C/HR). AFIB 56, BP 98/54.", "56", Label.DATE, []),
    ("0600 age 56, BP 98/54", "56", Label.DATE, ["56"]),
    ("cpot 1-2/8 on fent 25 mcg/hr", "2/8", Label.DATE, []),
    ("seen in clinic 1-2/8 for fever", "2/8", Label.DATE, ["2/8"]),
    ("liver lac (segments 6/7) packed", "6/7", Label.DATE, []),
    ("IVH (3rd + 4th ventricles), early hydro", "3rd", Label.DATE, []),
    ("last trap of a string in 38 fathom, he saw", "38 fathom", Label.LOCATION, []),
    ("Tdap 1150 (lot # C3847AA).", "# C3847AA", Label.PHONE, []),
    ("cell 555-0123x12 after 5", "555-0123x12", Label.PHONE, ["555-0123x12"]),
    ("page him at x4-2217 tonight", "x4-2217", Label.PHONE, ["x4-2217"]),
    ("MEDICAID # 108345672WA SENT", "108345672WA", Label.PHONE, ["108345672WA"]),
    ("cabg due to 3vd in 2015", "2015", Label.DATE, ["2015"]),
    ("vent ac 500x16 peep 10, + airleak 2/7.", "2/7", Label.DATE, []),
    ("chest tube placed 2/7, no air leak", "2/7", Label.DATE, ["2/7"]),
    ("TLC placed in ED 2010, removed", "2010", Label.DATE, ["2010"]),
    ("cvp 12 eve", "eve", Label.DATE, []),
    ("Met 14 March @ 1500 w/ wife", "14 March @ 1500", Label.DATE, ["14 March"]),
    ("hx: mi 3/12 / cabg 2019", "3/12 /", Label.DATE, ["3/12"]),  # a spaced slash follows
    ("IVH (3rd + 4th ventricles), early hydro", "3rd +", Label.DATE, []),  # then refused
    ("seen 3/12 + 3/14 in clinic", "3/12 +", Label.DATE, ["3/12"]),
    ("EVENTS: HCT 31 -> 24 AT 1100", "31 -> 24", Label.DATE, []),
    ("ICP 18-24 -> 12-16 after 23.4% 30 cc", "12-16", Label.DATE, []),
    ("cx 3-14 -> 3-16 neg", "3-16", Label.DATE, ["3-16"]),
    ("cx 3/14 -> 3/16 neg", "3/14 -> 3/16", Label.DATE, ["3/14 -> 3/16"]),
    ("ARRIVED ER 2015 GCS 11", "2015", Label.DATE, []),
    ("son arrived 2030 from west", "2030", Label.DATE, []),
    ("MICU admit 1930 - urosepsis, stone", "1930", Label.DATE, []),
    ("neuro icu admit 1930 christmas eve - ich", "1930", Label.DATE, []),
    ("npn\npmh: cabg, admit 1998 for chf", "1998", Label.DATE, ["1998"]),
    ("1400 AG closed 24 -> 12 -> 9, HCO3 18", "24 -> 12 ->", Label.DATE, []),
    ("moved from 3/4 -> 3/6 per team", "3/4 -> 3/6", Label.DATE, ["3/4 -> 3/6"]),
    ("Chauncey Valley Hospital (door 2010), lytics @ 2025", "2010", Label.DATE, []),
    ("came from Vietnam, arrived in 1982", "1982", Label.DATE, ["1982"]),
    ("works nights, will call after 2000", "2000", Label.DATE, []),
    ("AED x2 -> ROSC 1932. cath lab", "1932", Label.DATE, []),  # circulation back at 1932
    ("MONK CHANTED AT BS 2000.", "2000", Label.DATE, []),  # a visit at the bedside at 2000
    ("family at the bedside 1930", "1930", Label.DATE, []),
    ("at bs since 2001, lives w/ dtr", "2001", Label.DATE, ["2001"]),  # a year after "since"
    ("0300 iabp 1:1, aug 98, map 70s", "aug 98", Label.DATE, []),  # the pump's augmentation
    ("s/p cabg aug 98 at mercy", "aug 98", Label.DATE, ["aug 98"]),  # a month and a year
    ("handoff - census 11/12 + 1 coming", "11/12", Label.DATE, []),  # beds taken of all
    ("admitted 11/12 from home", "11/12", Label.DATE, ["11/12"]),
    ("farms 640 acres 3 mi e of tabor", "640", Label.LOCATION, []),
    ("lives at 640 Acre Rd, Tabor", "640 Acre Rd", Label.LOCATION, ["640 Acre Rd"]),
    # a clock time opening a line that times another event; a year opening a history line
    ("1910 ct output 150 -> 220cc/hr. dr paged @ 1915", "1910", Label.DATE, []),
    ("x\n1942 ir perc chole tube placed @ 1840, 80cc", "1942", Label.DATE, []),
    ("PMH:\n2015 cabg at mgh, 2019 stent", "2015", Label.DATE, ["2015"]),
    ("2015 CABG, sternal wires @ 1400 cxr", "2015", Label.DATE, ["2015"]),
    ("no rehab after 2000, lives alone", "2000", Label.DATE, ["2000"]),
    ("RESP: APRV 28/5", "APRV", Label.DATE, []),
    ("FALL AT BRIARCLIFF (ALF) TODAY", "ALF", Label.DATE, []),
    ("seen PALM SUNDAY by pcp", "PALM SUNDAY", Label.DATE, ["PALM SUNDAY"]),
    ("home by labor day", "labor day", Label.DATE, ["labor day"]),
    ("well until summer", "summer", Label.DATE, ["summer"]),
    ("lived alone since march when", "march", Label.DATE, ["march"]),
    ("seen at Hopkins last month", "last month", Label.DATE, []),  # names no day
    ("last December", "last", Label.DATE, []),
    ("seen in clinic three months ago", "three months", Label.DATE, []),
    ("LAST DRINK NEW YEAR'S EVE PER WIFE", "NEW YEAR'S EVE", Label.DATE, ["NEW YEAR'S EVE"]),
    ("SON COMING HOME THIS WEEKEND.", "THIS WEEKEND", Label.DATE, []),
    ("micu admit 1999 - dka", "1999 -", Label.DATE, ["1999"]),
    ("last seen well Sunday night.", "Sunday night", Label.DATE, ["Sunday"]),
    ("seen 3/14 this am", "3/14 this am", Label.DATE, ["3/14"]),
    ("MICU NPN 1900-0730", "1900", Label.ID, []),
    # a title that may be a surname is a role in lower case where names are capitalised
    ("Social: visitor list = mom, grandmother, pastor only", "pastor", Label.PERSON, []),
    ("visitor list = mom, grandmother, pastor only", "pastor", Label.PERSON, ["pastor"]),
    ("Visitors: mom, Pastor only", "Pastor", Label.PERSON, ["Pastor"]),
    ("Visitors: mom, mrs. pastor only", "mrs. pastor", Label.PERSON, ["mrs. pastor"]),
    # a shift's clock times are no dates; two years of one life are ("ARMY 1942-1945")
    ("pt here 1900-2030, pleasant", "1900", Label.DATE, []),
    ("first doses 1940-2010 tolerated", "1940-2010", Label.DATE, []),
    ("NPN 2300-0700 uneventful", "2300-0700", Label.DATE, []),
    ("ARMY 1942-1945 europe", "1942-1945", Label.DATE, ["1942-1945"]),
    ("worked there 2001-2013, then", "2001-2013", Label.DATE, ["2001-2013"]),
    ("union rep from local 4417 in 2000-2030.", "2000-2030", Label.DATE, []),  # a year to come
    ("sober 2000-2020, then relapsed", "2000-2020", Label.DATE, ["2000-2020"]),
    ("serial q6h for spleen", "q6h", Label.ID, []),
    ("MRN 4471229", "4471229", Label.ID, ["4471229"]),
    # a lab value read as an age; ages with their own units, or none, stay
    ("Tissue transglutaminase IgA was 112 U/mL with", "112", Label.AGE, []),
    ("lithium level 40 mg daily", "40", Label.AGE, []),
    ("a 92 M with chf", "92", Label.AGE, ["92"]),
    ("~15 friends from the temple in the lobby", "15", Label.AGE, []),  # a count of people
    ("died 1912 w/ ~20 family singing", "20", Label.AGE, []),
    ("fished his own seiner until age 80\nfamily: dtr Rose", "80", Label.AGE, ["80"]),
    ("pt is 45 yrs old", "45", Label.AGE, ["45"]),
    ("turned 91 in 2019", "91", Label.AGE, ["91"]),
    ("IgA was 112 U/mL", "IgA", Label.PATIENT, []),
    ("RASS -2. Fent 50 mcg/hr. Neuro:", "Fent", Label.PERSON, []),  # a drug and its dose
    ("Smith 50 yo M", "Smith", Label.PATIENT, ["Smith"]),  # an age is no dose
    ("Dr. Fent 50 mg", "Dr. Fent", Label.STAFF, ["Dr. Fent"]),  # a titled name stays
    # in-hospital places, devices, drugs and ICU shorthand are no place or person
    ("straight to cath lab, rca stent", "cath lab", Label.HOSPITAL, []),
    ("Soft SEM at RUSB. Pedal pulses", "RUSB", Label.HOSPITAL, []),
    ("seen at LUMC today", "LUMC", Label.HOSPITAL, ["LUMC"]),
    ("still oozing -> blakemore @ 0225, gastric balloon", "blakemore", Label.PERSON, []),
    ("Mrs. Blakemore called", "Mrs. Blakemore", Label.PERSON, ["Mrs. Blakemore"]),
    ("cath lab at Kernan", "Kernan", Label.HOSPITAL, ["Kernan"]),
    # a role or service written before a name, or a service after a place, is no part of it
    ("fellow Dr. Vikander, SW Nneka Udeh, chaplain", "SW Nneka Udeh", Label.STAFF,
     ["Nneka Udeh"]),
    ("drainage. Ortho Dr. Falkenrath aware", "Ortho Dr. Falkenrath", Label.STAFF,
     ["Dr. Falkenrath"]),
    ("CM BRUNELLE WORKING ON REHAB", "CM BRUNELLE", Label.STAFF, ["BRUNELLE"]),
    ("Rose Kent at bedside", "Rose Kent", Label.PERSON, ["Rose Kent"]),  # a census name
    ("came from GVRH cath lab via flight", "GVRH cath", Label.HOSPITAL, ["GVRH"]),
    ("a bed at St. Wendeline's neurosurg. Miami J", "St. Wendeline's neurosurg", Label.HOSPITAL,
     ["St. Wendeline's"]),
    ("PT MWF AT TCMH DIALYSIS, LAST HD", "TCMH DIALYSIS", Label.HOSPITAL, ["TCMH DIALYSIS"]),
    ("BY EMS TO EW. LITHIUM", "EW", Label.HOSPITAL, []),
    ("transferred from kernan ew", "kernan ew", Label.HOSPITAL, ["kernan"]),
    ("sent to eberley er by her ho", "eberley er", Label.HOSPITAL, ["eberley"]),
    ("accepted by dr iwashita ortho/hand", "dr iwashita ortho", Label.STAFF, ["dr iwashita"]),
    ("SPOKE W/ DR. HO", "DR. HO", Label.STAFF, ["DR. HO"]),
    ("PT: JOHN FOLEY", "JOHN FOLEY", Label.PATIENT, ["JOHN FOLEY"]),
    ("pt back from OR", "OR", Label.LOCATION, []),
    ("lives in Salem, OR", "OR", Label.LOCATION, ["OR"]),
    ("lives in Salem, OR", "Salem, OR", Label.LOCATION, ["Salem, OR"]),
    ("d5 1/2 ns @ kvo", "kvo", Label.HOSPITAL, []),
    ("given lasix 40", "lasix", Label.PATIENT, []),
    ("cardioverted w/ synch 100j", "synch", Label.STAFF, []),
    ("ci 2.4 via swan", "swan", Label.STAFF, []),
    ("paged Dr. Swan", "Swan", Label.STAFF, ["Swan"]),
    ("pacer wires capped", "pacer", Label.PERSON, []),
    ("l fem aline", "aline", Label.PERSON, []),
    ("ho aware of k 3.1", "ho", Label.STAFF, []),
    ("lives in hollisford, 40 min away", "40 min", Label.LOCATION, []),
    ("NH3 140. Lactulose", "NH3 140", Label.LOCATION, []),
    ("lives at 220 Haskins Ave", "220", Label.LOCATION, ["220"]),
    ("Sudlow, RI 02931", "02931", Label.LOCATION, ["02931"]),
    ("asked why pt was moved from 4 west to icu", "4", Label.LOCATION, []),
    ("lives at 22 West St, Sudlow", "22", Label.LOCATION, ["22"]),
    ("lives at 4 West Rd, Sudlow", "4", Label.LOCATION, ["4"]),
    ("lives at 12 North Main St", "12", Label.LOCATION, ["12"]),
    ("BACK TO 7 NORTH.", "7", Label.LOCATION, []),
    ("dtr lives in Lima, Peru", "Lima", Label.LOCATION, ["Lima"]),
    # a text that cannot be of its label; boundaries at the entity
    ("911 was called", "911", Label.PATIENT, []),
    ("pt Rosalind Vey called", "Rosalind Vey", Label.PATIENT, ["Rosalind Vey"]),
    ("7/23 AT CALVERT- 2 FFP", "CALVERT- 2", Label.HOSPITAL, ["CALVERT"]),
    ("seen at Baylor - Sam J., appt", "Baylor - Sam J.", Label.HOSPITAL, ["Baylor", "Sam J."]),
    ("PT: CSONKA, TIBERIU", "CSONKA,", Label.PATIENT, ["CSONKA"]),
    # scores among scores out of the same number; dates with an event word, or joined as a
    # range, stay dates
    ("strength 5/5 x4 -> new r drift 4/5 @ 0130", "4/5", Label.DATE, []),
    ("LE 3/5 R, 2/5 L (was 1/5 preop)", "1/5", Label.DATE, []),
    ("TOF 2/4, was 4/4 at 0200", "2/4", Label.DATE, []),
    ("admitted 3/5, extubated 4/5, to floor", "4/5", Label.DATE, ["4/5"]),
    ("on heparin 3/5 - 4/5 then coumadin", "4/5", Label.DATE, ["4/5"]),
    ("ct 2/5 neg, mri 3/5 pending", "3/5", Label.DATE, ["3/5"]),
    ("strength 5/5, seen 4/5 by pcp", "4/5", Label.DATE, ["4/5"]),
    # a chain of four values, or of values with a decimal part, is no date
    ("Resp: AC 400x18/8/60%, ABG 7.18/34/71/12", "18/34/", Label.DATE, []),
    ("vbg 7.31/52 this am", "31/52", Label.DATE, []),
    ("DOB 3/4/1950", "3/4/1950", Label.DATE, ["3/4/1950"]),
    # a count's word after a/b, an arrow from a value before it, the top of a value range
    ("BLD CX 2/2 SETS PENDING", "2/2", Label.DATE, []),
    ("BLD CX SENT 2/2 AND 2/3", "2/2", Label.DATE, ["2/2"]),
    ("BP 100/52. PS 15/5 -> 12/5 trial @ 0500", "12/5", Label.DATE, []),
    ("admitted 3/14 -> 3/15 transferred", "3/15", Label.DATE, ["3/15"]),
    ("CV: SR 70-80s w/ PACs", "80s", Label.DATE, []),
    ("she grew up in the 1960-70s", "70s", Label.DATE, ["70s"]),
    # a clock time is no place
    ("sister called from dovre @ 0500, next of kin", "0500", Label.LOCATION, []),
    ("found in his ice house on lake poinsett @ ~2330 by", "~2330", Label.LOCATION, []),
    ("lives in Dovre, zip 02139", "02139", Label.LOCATION, ["02139"]),
    ("seen 1/2/2020. next", "1/2/2020", Label.DATE, ["1/2/2020"]),
    # the tagger's everyday word alone is no name or town; names and towns of everyday words
    # stay: after a title or a relation word, beside a word no list holds, with an article
    ("dsg change to the burn @ 0200", "burn", Label.STAFF, []),
    ("dsg change w/ burn rn dorotea", "burn", Label.STAFF, ["burn"]),  # a credential after it
    ("asked for his phone, given to him", "him", Label.STAFF, []),
    ("REPEAT CT IN AM", "AM", Label.STAFF, []),
    ("FRIENDS IN LOBBY, ONLY DAD UPDATED", "LOBBY", Label.LOCATION, []),
    ("DTR LAVADA FROM WAR, WV, 304 555 0116", "WAR", Label.LOCATION, ["WAR"]),
    ("WOUNDED IN WAR, IN 1968", "WAR", Label.LOCATION, []),
    ("DR. BURN AWARE", "BURN", Label.STAFF, ["BURN"]),
    ("son piers upset", "piers", Label.PERSON, ["piers"]),
    ("HIS BUDDY SKIP CALLED", "SKIP", Label.PERSON, ["SKIP"]),
    ("dtr hope called", "hope", Label.PERSON, ["hope"]),
    ("outside quemado flats 5/26", "flats", Label.LOCATION, ["flats"]),
    ("LIVES W/ WIFE IN THE FLATS", "FLATS", Label.LOCATION, ["FLATS"]),
    ("will drive over sat", "sat", Label.LOCATION, ["sat"]),
    ("STAYS AT HARVEST TABLE MISSION", "HARVEST", Label.HOSPITAL, ["HARVEST"]),
    ("pt lives in mobile", "mobile", Label.LOCATION, ["mobile"]),
    # an ordinal alone counts (a day of the month has "the", a month or a weekday before it,
    # unless a thing given or tried follows it; a street after it is a place the span still covers)
    ("2ND ATTEMPT PER SISTER (1ST IN 2008)", "1ST", Label.DATE, []),
    ("chemo was on the 11th", "11th", Label.DATE, ["11th"]),
    ("seen Tues 14th by gi", "14th", Label.DATE, ["14th"]),
    ("struck at 4th st 2/28", "4th", Label.DATE, ["4th"]),
    ("better after the 3rd + 4th u. hgb 8.4", "3rd", Label.DATE, []),
    ("rash after the 2nd dose of vanc", "2nd", Label.DATE, []),
    ("PEG 1/31 after the 2nd family meeting w/ aunt", "2nd", Label.DATE, []),
    ("she teaches 3rd grade at the elementary school", "3rd", Label.HOSPITAL, []),
    ("family meeting on the 2nd w/ aunt", "2nd", Label.DATE, ["2nd"]),
    ("seen on the 3rd u/s by radiology", "3rd", Label.DATE, ["3rd"]),  # an ultrasound
    ("on the 3rd, family called", "3rd", Label.DATE, ["3rd"]),
    ("seen on the 12th and 14th by gi", "12th", Label.DATE, ["12th"]),
    # a time of pregnancy is no age; a language names no one
    ("GIRLFRIEND (20, 6 MO PREGNANT) HERE", "6", Label.AGE, []),
    ("pt is 6 yo, mom 20 wks pregnant", "6", Label.AGE, ["6"]),
    ("phone interpreter (Vietnamese, ID #7714)", "Vietnamese", Label.STAFF, []),
    ("67 yo M, Bukharian, born in Samarkand", "Bukharian", Label.PATIENT, []),
    ("Fuzhounese interpreter booked 0900", "Fuzhounese", Label.STAFF, []),
    ("Spanish > English, interpreter", "Spanish", Label.STAFF, []),
    ("seen by Dr. English today", "Dr. English", Label.STAFF, ["Dr. English"]),
    # in-hospital units and care words are no facility
    ("to ICU from BMT rm 4112 @ 2230", "BMT", Label.HOSPITAL, []),
    ("micu npn - terminal wean / comfort care", "wean", Label.HOSPITAL, []),
    ("from Sarratt BMT Center", "Sarratt BMT Center", Label.HOSPITAL, ["Sarratt BMT Center"]),
    # no date starts with a point; a number ends before the clock time a merge joined to it
    ("accidental GSW (.30-06) to RUQ", ".30-06", Label.DATE, []),
    ("via the clinic 907-555-0176 @ 2130 w/", "907-555-0176 @ 2130", Label.PHONE,
     ["907-555-0176"]),
    # peoples and languages, kinds of organization without a name, counts of people
    ("uncle sang to him in Iñupiaq, HR 100s", "Iñupiaq", Label.HOSPITAL, []),
    ("Mr. Naakeik 91 yo Tlingit M", "Tlingit", Label.PERSON, []),
    ("TOX: POISON CENTER CASE # 0904-28813", "POISON CENTER", Label.HOSPITAL, []),
    ("asked us to hold calls from the cannery.", "the cannery", Label.HOSPITAL, []),
    ("syncope at shul this am", "shul", Label.HOSPITAL, []),
    ("FROM (117-09 LIBERTY AVE APT 2R, ABOVE)", "117-09 LIBERTY AVE APT 2R", Label.LOCATION,
     ["117-09 LIBERTY AVE APT 2R"]),  # an apartment's number is no unit of the hospital
    ("granthi from Gurdwara Sahib Khalsa Darbar", "Gurdwara", Label.LOCATION, ["Gurdwara"]),
    ("AED X2 BY CARVERTON AMBULANCE, ROSC", "CARVERTON AMBULANCE", Label.HOSPITAL,
     ["CARVERTON AMBULANCE"]),
    ("as escort. 11 children (7 living), 40+ grandkids.", "11", Label.AGE, []),
    ("as escort. 11 children (7 living), 40+ grandkids.", "40", Label.AGE, []),
    # a labelled identifier is no shift, whatever its shape
    ("MR. YEOM (MRN 1740-0356) 61 YO", "1740-0356", Label.ID, ["1740-0356"]),
    ("NPN 1900-0700 uneventful", "1900-0700", Label.ID, []),
    # a range of a count ("beats", "tabs") is no date; a place ends before a shift after it
    ("CV: SR 70s w/ NSVT 6-12 beats, then VT x2", "6-12", Label.DATE, []),
    ("seen 6-12 by the team", "6-12", Label.DATE, ["6-12"]),
    ("son here from bath 2100-2330, then", "bath 2100-2330", Label.LOCATION, ["bath"]),
    ("son here from bath @ 2100, then", "bath @ 2100", Label.LOCATION, ["bath"]),
    ("lives at 12 Elm St 2100", "12 Elm St 2100", Label.LOCATION, ["12 Elm St 2100"]),
    ("fell leaving the hall on Lake St ~2130, lucid", "Lake St ~2130", Label.LOCATION,
     ["Lake St"]),
    ("at the rodeo grounds in Faith @ ~1500 Sun", "Faith @ ~1500", Label.LOCATION, ["Faith"]),
    ("trach placed at bs 1015 by dr. strebel", "bs 1015", Label.LOCATION, []),
    ("drove up on FM 2218 to the ranch", "FM 2218", Label.LOCATION, ["FM 2218"]),
    # a tens value in a trend, a pump's settings, sinus tachycardia; a saint stays
    ("velocities 140s l, 110s r, up from 90s. dr aware", "90s", Label.DATE, []),
    ("born in the 90s", "90s", Label.DATE, ["90s"]),
    ("pain 3/10 on morphine pca 1/8/30", "1/8/30", Label.DATE, []),
    ("DOB 1/8/30", "1/8/30", Label.DATE, ["1/8/30"]),
    ("cv= st 100-110s -> 90s", "st", Label.HOSPITAL, []),
    ("priest of st. josaphat church", "st.", Label.HOSPITAL, ["st."]),
    ("dr following from st. cuthbert's.", "st", Label.HOSPITAL, ["st"]),
    # a strength grade after a strength word a few characters before
    ("2130 r arm drift worse 3/5, nihss 11 -> 14", "3/5", Label.DATE, []),
    ("seen by neuro 3/5, strength improving", "3/5", Label.DATE, ["3/5"]),
    # a phone keeps its number when a merge joined a clock time before it
    ("REPORT BY PHONE TO NH RN @ 1500, 718-555-0102. NIECE", "1500, 718-555-0102", Label.PHONE,
     ["718-555-0102"]),
    ("morphine 2mg sc x2 (2200, 0315) for dyspnea", "2200, 0315", Label.PHONE, []),
    # a clock time after a whole number with only a space between; a contact's rank before one
    ("at GRC 763-555-0190 1330; transport 1500", "763-555-0190 1330", Label.PHONE,
     ["763-555-0190"]),
    ("cell 1 718 555 0143 ok", "1 718 555 0143", Label.PHONE, ["1 718 555 0143"]),
    ("Faamanu (801) 555-0129 + ~30 family in the waiting rm", "(801) 555-0129 + ~30",
     Label.PHONE, ["(801) 555-0129"]),  # a count added after a whole number
    ("REPORT TO THEIR RN KELSEA (612) 555-0106 0845.\n1030", "(612) 555-0106 0845.",
     Label.PHONE, ["(612) 555-0106"]),  # the clock time before the line's period
    ("son olan 864 555 0167 2nd; granddaughter", "864 555 0167 2nd", Label.PHONE,
     ["864 555 0167"]),  # the contact's rank after the number
    ("ext 555 01 + 29 per switchboard", "555 01 + 29", Label.PHONE, ["555 01 + 29"]),
    ("pager 555 0143 2130 call", "555 0143 2130", Label.PHONE, ["555 0143 2130"]),
    ("SON IS CONTACT #1 718 555 0143.", "#1 718 555 0143", Label.PHONE, ["718 555 0143"]),
    ("SON IS CONTACT #1 718 555 0143.", "1 718 555 0143", Label.PHONE, ["718 555 0143"]),
    ("call him at 1 718 555 0143.", "1 718 555 0143", Label.PHONE, ["1 718 555 0143"]),
    # two numbers listed in one phone span: the span stays, so neither number is dropped
    ("son 555-123-4567, 555-987-6543 anytime", "555-123-4567, 555-987-6543", Label.PHONE,
     ["555-123-4567, 555-987-6543"]),
    # kinds of organization without a name; a count after a town is no part of it
    ("off @ 1800 per poison center. HR 90s", "center", Label.HOSPITAL, []),
    ("Brought to the ER @ 0140 by Border Patrol after", "Border Patrol", Label.HOSPITAL, []),
    ("CROSSED THE BRIDGE DAILY UNTIL 2004", "BRIDGE", Label.HOSPITAL, []),
    ("HE STOPPED GOING TO AA AFTER HIS WIFE LEFT", "AA", Label.HOSPITAL, []),
    ("dialysis in San Benito x6 yrs, missed 2 runs", "San Benito x6", Label.LOCATION,
     ["San Benito"]),
    ("dialysis in San Benito x6 yrs, missed 2 runs", "x6", Label.LOCATION, []),
    ("stationed at Fort Bliss x8 mo; sport bike", "x8 mo", Label.LOCATION, []),
    ("family from Ebeye, in Kent 2 yrs. baby not named", "Kent 2 yrs", Label.LOCATION,
     ["Kent"]),
    ("lives on Route 9 in Kent", "Route 9", Label.LOCATION, ["Route 9"]),
    ("pt fished out of gloucester 50 yrs, still paints", "gloucester 50", Label.LOCATION,
     ["gloucester"]),
    ("lives off Route 50, years in the mines", "Route 50", Label.LOCATION, ["Route 50"]),
    ("SPURTER AT GE JXN", "GE JXN", Label.HOSPITAL, []),
    # a floor of a building is no place; hourly checks are clock times; "24 HR" is no address
    ("lives w/ wife in Kingsbridge, 3rd floor elevator bldg", "3rd floor", Label.LOCATION, []),
    ("lives alone in a 5th floor walk-up, 2231 Bronxwood Ave", "5th", Label.LOCATION, []),
    ("lives at 2231 Bronxwood Ave, 5th floor", "2231 Bronxwood Ave", Label.LOCATION,
     ["2231 Bronxwood Ave"]),
    ("2000 nihss 8, 2100 nihss 8, 2200 nihss 10", "2100", Label.DATE, []),
    ("MI in 2000, bp controlled", "2000", Label.DATE, ["2000"]),
    ("0400 24 HR CT DONE EARLY", "24", Label.LOCATION, []),
    ("L HTX -> 28 Fr CT 600 cc.", "28 Fr", Label.LOCATION, []),  # a tube's size
    ("lives near 5 Points, 2nd floor", "5 Points", Label.LOCATION, ["5 Points"]),
    ("Ocotillo Flats RV Resort, lot 217", "217", Label.ID, ["217"]),  # a lot of land
    ("63 yo M, DM2 (A1c 12.1), from Albany Park", "12.1", Label.DATE, []),  # a lab's value
    ("FVC 1.2 L -> 1.0 L (PRED 4.6), NIF -28", "4.6", Label.DATE, []),  # a predicted value
    ("~1/5th of tequila/day x20 yrs", "1/5th", Label.DATE, []),  # a fraction
    ("seen 1/5th at clinic", "1/5th", Label.DATE, ["1/5th"]),
    ("his pcp manages it; last INR 3/3 was 2.4", "3/3", Label.DATE, ["3/3"]),  # a date
    ("MICU ADMIT 1640 6/3 - UROSEPSIS FROM THE NH", "UROSEPSIS", Label.PATIENT, []),
    ("GCS 7T, R HEMIPLEGIA, L GAZE", "HEMIPLEGIA", Label.STAFF, []),  # a disease's ending
    ("lives at 28 Fr. Hogan Rd", "28 Fr. Hogan Rd", Label.LOCATION, ["28 Fr. Hogan Rd"]),
    # a lot number names a batch of a drug or a blood product, no person
    ("2U PRBC (LOT 1008-3317 + 1008-3319). HGB", "3317 + 1008-3319", Label.PHONE, []),
    ("Kcentra 2000 u (lot # 2G44712A) + vit K", "lot # 2G44712A", Label.ID, []),
    ("TNK (lot 7B0412) @ 0712", "7B0412", Label.ID, []),
    ("Implant: Dobhoff, lot YW10-068703.", "YW10-068703", Label.ID, ["YW10-068703"]),  # a device
    ("LOT 4471: MRN 20931844", "20931844", Label.ID, ["20931844"]),
    ("code cart lot 4471, MRN 20931844 noted", "4471, MRN 20931844", Label.ID,
     ["4471, MRN 20931844"]),  # more than lot numbers in the span: not refused as a lot
    # a duration, a kind of home: no place
    ("WORD-FINDING BETTER. 24 H CT @ 1705: NO BLEED", "24 H", Label.LOCATION, []),
    ("lives in langley park, 2 br apt at 1420 merrimac dr", "2 br apt", Label.LOCATION, []),
    ("LIVES IN A SECTION 8 APT AT 2815 ALABAMA AVE SE", "SECTION 8 APT", Label.LOCATION, []),
    ("lives at 2 Bridge Apts in Langley", "2 Bridge Apts", Label.LOCATION, ["2 Bridge Apts"]),
    ("moved to Section 8 Road last year", "Section 8 Road", Label.LOCATION,
     ["Section 8 Road"]),
    ("from H 24 Hwy, Dodge City", "H 24 Hwy", Label.LOCATION, ["H 24 Hwy"]),
    ("delores wants to go back to the 5th wheel (trailer)", "5th", Label.HOSPITAL, []),
    ("5th Wheeler Rd, Lake Charles", "5th", Label.LOCATION, ["5th"]),
    # a clock time after an ICU procedure done today; a year after one keeps its date
    ("failed bipap -> intubated there 1930, flown by air", "1930", Label.DATE, []),
    ("r temporal edh evacuated 2010 (dr. saifullah), icp bolt", "2010", Label.DATE, []),
    ("RESP: extubated 2020 to 4L NC.", "2020", Label.DATE, []),
    ("CANNULATED AT BEDSIDE THERE 1930 BY OUR ECMO TEAM", "1930", Label.DATE, []),
    ("on warfarin for AF -> Kcentra 2000 u @ 1030, INR 3.1", "2000", Label.DATE, []),
    ("heparin 5000 units sq q8h", "5000", Label.DATE, []),
    ("cabg 2010 in Ohio", "2010", Label.DATE, ["2010"]),
    ("club tonight on hwy 2 storm coming after 2000", "2000", Label.DATE, []),
    ("sober since 2000, drank again after 2010", "2010", Label.DATE, ["2010"]),
    ("today she said she quit after 2015", "2015", Label.DATE, ["2015"]),
    ("family coming tomorrow, will call back after 1400", "1400", Label.DATE, []),
    ("RUQ 2010 u/s: gallstones", "2010", Label.DATE, ["2010"]),  # an ultrasound, no unit
    ("insulin gtt 5 u/hr, glucose 180s", "5", Label.AGE, []),
    ("APL: ATRA 45 mg/m2 + arsenic", "ATRA", Label.STAFF, []),  # a drug before its dose
    ("intubated 2019 for covid, trached at LTACH", "2019", Label.DATE, ["2019"]),
    ("PMH: ARDS, extubated 2015 to rehab", "2015", Label.DATE, ["2015"]),
    ("SDH evacuated 2011 at Mercy, no deficits", "2011", Label.DATE, ["2011"]),
    # a range of values is no phone
    ("UOP goal > 200 cc/hr (running 150-220), urine amber", "150-220", Label.PHONE, []),
    ("pgr 220-150 if questions", "220-150", Label.PHONE, ["220-150"]),
    # four digits of a clock time with no phone's cue before them; a pager's stay
    ("until the phone interpreter (ID 218833) 0630.", "0630", Label.PHONE, []),
    ("paged @ 0318 (pgr 2231), at bedside", "2231", Label.PHONE, ["2231"]),
    ("call ext. 2210 for the lab", "2210", Label.PHONE, ["2210"]),
    # a shift's or an operation's clock times with the word the tagger took before them
    ("SPLENECTOMY (OR 1540-1705 W/ DR. BRATHWAITE-OGBU)", "OR 1540-1705", Label.PHONE, []),
    ("pgr 1540-1705 for the fellow", "pgr 1540-1705", Label.PHONE, ["pgr 1540-1705"]),
    ("his cell 4471-2093 in the chart", "4471-2093", Label.PHONE, ["4471-2093"]),
    ("son's cell 555-0142", "555-0142", Label.PHONE, ["555-0142"]),
    # a phone interpreter's operator number, the hospital's emergency line: no patient's
    ("spanish only, used interpreter #20573 by phone", "#20573", Label.PHONE, []),
    ("K'iche' interpreter by phone, interpreter #31166, @ 1200", "31166", Label.PHONE, []),
    ("cantonese interpreter by phone, #27740, for the son", "#27740", Label.PHONE, []),
    ("Korean interpreter in person until 1900, then phone line (#40581).", "#40581",
     Label.PHONE, []),
    ("LAO PHONE INTERPRETER #31902 USED FOR NEURO EXAM", "#31902", Label.ID, []),
    ("RRT called by the team (dial 7777), BiPAP 14/8", "7777", Label.PHONE, []),
    ("rrt line (7777) tested 0600 ok", "(7777)", Label.PHONE, []),
    ("interpreter called daughter 617-555-0142", "617-555-0142", Label.PHONE,
     ["617-555-0142"]),  # a whole phone number after an interpreter is the family's
    ("interpreter Sra. Paz, her cell 55512", "55512", Label.PHONE, ["55512"]),
    ("son's line 20573 after 5", "20573", Label.PHONE, ["20573"]),  # no interpreter named
    ("rrt called, pt's son 555-0142", "555-0142", Label.PHONE, ["555-0142"]),
    ("dial 55501 for his wife", "55501", Label.PHONE, ["55501"]),  # no four-digit line
    # a room's or a bed's number
    ("FAMILY LOG - FJELSTUL, MELVERN RM 4406", "4406", Label.PHONE, []),
    ("moved to room #12B overnight", "12B", Label.ID, []),
    ("room 4406, his cell 4471-2093", "4471-2093", Label.PHONE, ["4471-2093"]),
    ("found down in the parking lot 3/2", "3/2", Label.DATE, ["3/2"]),
    ("a ride from the parking lot 617-555-0142", "617-555-0142", Label.PHONE,
     ["617-555-0142"]),
    ("Address: 27 Linden Court, Sable Ridge", "27", Label.LOCATION, ["27"]),
    ("IN CAMBRIDGE.\n2100 CT OUTPUT 250 -> 300 CC/HR", "2100", Label.LOCATION, []),
    ("Family meeting 1100 Sat, HD 3", "1100", Label.LOCATION, []),
    ("home is 1420 W Elm Ct with wife", "1420", Label.LOCATION, ["1420"]),
    ("home is 1420 Sable Ridge Road", "1420", Label.LOCATION, ["1420"]),
    # units and anatomy the tagger or a cue read as a facility or a name
    ("4 evds leveled at the tragus, 3 at 10 cmh2o", "tragus", Label.HOSPITAL, []),
    ("1300 D: WIFE DC'D FROM OBS, KIDS HOME", "OBS", Label.HOSPITAL, []),
    ("pastor rev. osnel, cicu attending dr. zerpa", "cicu", Label.PERSON, []),
    ("staffing: 9 RNs + 1 float from CICU", "CICU", Label.HOSPITAL, []),
    ("DC'D FROM OAKMERE, KIDS HOME", "OAKMERE", Label.HOSPITAL, ["OAKMERE"]),
    # a log line's clock time after its month/day is no house number
    ("10/22 0500 GIRALDO CT 20 CC/8H, WATER SEAL", "0500 GIRALDO", Label.LOCATION,
     ["GIRALDO"]),
    ("moved 10/22 to 0500 Giraldo Ct, Hialeah", "0500 Giraldo", Label.LOCATION,
     ["0500 Giraldo"]),
    # a rate after a rhythm word; blood-culture bottles between a culture and a growth word
    ("CV: SR 80s, A-paced 90 via epicardial wires", "80s", Label.DATE, []),
    ("afib 110s-130s, dilt gtt up", "110s", Label.DATE, []),
    ("married in the 80s", "80s", Label.DATE, ["80s"]),
    ("bcx from 4/17 2/4 pos coag neg staph", "2/4", Label.DATE, []),
    ("id: bld cx 1/3 gnr -> tobra added", "1/3", Label.DATE, []),
    ("jackson, ky: bcx 4/4 mrsa, echo 2.1 cm", "4/4", Label.DATE, []),
    ("gu: bcx 2/2 e coli pan-s -> ceftriaxone", "2/2", Label.DATE, []),
    ("ID: ceftriaxone, bcx 2/2 pending, ucx.", "2/2", Label.DATE, []),
    ("per ID. BCX 2/2 curved GNR @ 0420", "2/2", Label.DATE, []),
    ("outside bcx 2/4 = staph epi", "2/4", Label.DATE, []),
    ("resp: bipap 10/5 40% -> 12/6 @ 1000", "12/6", Label.DATE, []),
    ("seen 12/5, back 12/6 to the floor", "12/6", Label.DATE, ["12/6"]),
    ("son djalma home to brockton 2300.", "brockton 2300", Label.LOCATION, ["brockton"]),
    ("MVC rollover on FM 2218 outside", "FM 2218", Label.LOCATION, ["FM 2218"]),
    ("lives off Route 2200 now", "Route 2200", Label.LOCATION, ["Route 2200"]),
    ("1/2 in 1st 8 hr; LR 850 cc/hr", "1st 8", Label.DATE, []),
    ("bcx drawn 2/4 pos", "2/4", Label.DATE, ["2/4"]),
    ("bcx 3/3 mrsa from 4/19, repeat pending", "4/19", Label.DATE, ["4/19"]),
    ("bcx since 3/3 pending", "3/3", Label.DATE, ["3/3"]),
    # the growth named between the culture word and its bottles; a culture's date after them
    ("MOXEY OFF PRESSORS, BCX MRSA 2/4, VANC DAY 3/14", "2/4", Label.DATE, []),
    ("bed 2 moxey - CRRT, bcx mrsa 2/4, tunneled cath Mon.", "2/4", Label.DATE, []),
    ("bcx 4/4 MSSA 1/6 at Sturgill Gap, clear since 1/9", "1/6", Label.DATE, ["1/6"]),
    ("bcx MRSA from 2/4, vanc", "2/4", Label.DATE, ["2/4"]),
    # scores a line compares: the pain scale out of eight, a graded strength then its change
    ("grimace, moans, CPOT 4/8 -> fent 25 mcg x1 -> 1/8.", "1/8", Label.DATE, []),
    ("ambulating 150 ft w/ walker, LE 4+/5 -> 5/5. SDH resolved", "5/5", Label.DATE, []),
    ("CPOT 4/8 at 0200, line placed 1/8 by IR", "1/8", Label.DATE, ["1/8"]),
    ("LE 4+/5, admitted 5/5 from OSH", "5/5", Label.DATE, ["5/5"]),
    # the items of a small scale scored on one line; a date among them keeps its cue
    ("PHENOBARB X2. TREMOR 4/7, SWEATS 4/7, AGITATION 3/7, TACTILE 2/7. HR 128", "3/7",
     Label.DATE, []),
    ("seen 3/7, then 4/7", "4/7", Label.DATE, ["4/7"]),
    ("admitted 3/7, tremor 4/7, sweats 2/7", "3/7", Label.DATE, ["3/7"]),
    # a building's year is no person's
    ("pastor of the church in Nunacuaq (the church was built in 1906) called", "1906",
     Label.DATE, []),
    ("in the house her grandfather built in 1926.", "1926", Label.DATE, []),
    ("CABG 2004, house fire 2019, built a new one", "2019", Label.DATE, ["2019"]),
    # a running order's hour: after a drip's rate or an interval and since/from, after a recheck
    ("insulin gtt 0.1 u/kg/hr = 7 u/hr since 1950, no bolus.", "1950", Label.DATE, []),
    ("TR band (10 cc, 2 cc off q15 min from 2030), R IJ TLC", "2030", Label.DATE, []),
    ("CK + DIC panel q6h, K recheck 2000, FFP if bleeding", "2000", Label.DATE, []),
    # the hour of the patient's death; a relative's death keeps its year
    ("DOÑA LUMI PASSED 1927, CONFIRMED BY DR. KUILAN 1932.", "1927", Label.DATE, []),
    ("DOÑA LUMI PASSED 1927, CONFIRMED BY DR. KUILAN 1932.", "1932", Label.DATE, []),
    ("Pt expired 1955, pronounced by Dr. Hale 2001.", "1955", Label.DATE, []),
    ("her husband died 1998 of an MI", "1998", Label.DATE, ["1998"]),
    ("pt's father passed 2005 from cancer", "2005", Label.DATE, ["2005"]),
    ("breast ca confirmed by biopsy 2015, s/p lumpectomy", "2015", Label.DATE, ["2015"]),
    ("her license expired 2020, renewing", "2020", Label.DATE, ["2020"]),
    ("died 1912 w/ family at bedside", "1912", Label.DATE, []),
    ("insulin gtt 0.1 u/kg/h (72 kg = 7 u/h) from 2017, goal", "2017", Label.DATE, []),
    ("smoked 1 ppd since 1965, quit 2010", "1965", Label.DATE, ["1965"]),
    ("sober since 1990, AA weekly", "1990", Label.DATE, ["1990"]),
    # an approximate clock time; an ordinal is no age; an influenza subtype is no identifier
    ("WHEN THE TORNADO CAME THROUGH ~1930 TUES FEB 5; FOUND", "~1930", Label.DATE, []),
    ("moved here ~2015 from Ohio", "~2015", Label.DATE, ["2015"]),
    ("pt in her 2nd yr at cottonham community college", "2nd", Label.AGE, []),
    ("for her 92nd birthday", "92nd", Label.AGE, ["92nd"]),
    ("ID: H1N1 PCR +. oseltamivir 150 mg", "H1N1", Label.ID, []),
    ("MRN H1N12345 on the band", "H1N12345", Label.ID, ["H1N12345"]),
    # a vent mode's settings; objects named on a neuro check
    ("TV 90-150 ON PC 10/10 REST.", "10/10", Label.DATE, []),
    ("2345 back, drift gone, names 3/3 objects.", "3/3", Label.DATE, []),
    ("PC 10/10 per RT; seen by ortho 3/3 at bedside", "3/3", Label.DATE, ["3/3"]),
    ("bcx from 4/17 2/4 pos coag neg staph", "4/17", Label.DATE, ["4/17"]),
    ("bcx drawn 2/4 pos for gpc", "2/4", Label.DATE, ["2/4"]),
    ("bcx 3/14 pos for gpc", "3/14", Label.DATE, ["3/14"]),
    # the count of a course of treatment; a session's date after a word of time
    ("PLEX 2/5 DONE 1000-1240", "2/5", Label.DATE, []),
    ("ivig day 3/5 tolerated", "3/5", Label.DATE, []),
    ("APAP OD, NAC bag 3/3 til 1400", "3/3", Label.DATE, []),
    ("lepto day 7, pen G 7/7 done today. off CRRT", "7/7", Label.DATE, []),
    ("MRI 3/5 done, no bleed", "3/5", Label.DATE, ["3/5"]),  # a course ends at its count
    ("NAC started 3/3 for APAP OD", "3/3", Label.DATE, ["3/3"]),
    ("last plex 2/5 per neuro", "2/5", Label.DATE, ["2/5"]),
    ("plex 3/14 per neuro", "3/14", Label.DATE, ["3/14"]),
    # after a date word it is a date, whatever stands before ("weakness", "pain")
    ("generalized weakness since 3/5, worse today", "3/5", Label.DATE, ["3/5"]),
    ("abd pain since 3/10, worse", "3/10", Label.DATE, ["3/10"]),
    # a range of round values is no local phone number
    ("RESP: 2L NC, IS 750-1000, sats 96%", "750-1000", Label.PHONE, []),
    ("call 555-1000 for the son", "555-1000", Label.PHONE, ["555-1000"]),
    # grafts joined by a hyphen, plurals of abbreviations, a label without its value, a faith
    ("CABG x4 (LIMA-LAD, SVG-PDA)", "LIMA-LAD", Label.STAFF, []),
    ("sr 90s-100s w/ pvcs, nsvt", "pvcs", Label.HOSPITAL, []),
    ("seen by Dr. Lima-Smith", "Dr. Lima-Smith", Label.STAFF, ["Dr. Lima-Smith"]),
    ("coordinator (pgr 43017) says", "pgr", Label.ID, []),
    ("MRN QX-4471", "QX-4471", Label.ID, ["QX-4471"]),
    ("57 yo F, Jehovah's Witness: no PRBC", "Jehovah's", Label.HOSPITAL, []),
    ("the guys from his bowling league sent a card", "bowling league", Label.HOSPITAL, []),
    ("from Elmwood Bowling League", "Elmwood Bowling League", Label.HOSPITAL,
     ["Elmwood Bowling League"]),
    # a lower-case state code alone is a clinical word ("ct"; after its town: below)
    ("ct chest done", "ct", Label.LOCATION, []),
    ("taken to ecmh ed, ct w/ l tib fx", "ct", Label.LOCATION, []),
    # a title alone names no one; a title that is also a surname stays for the name strategy
    ("per Dr. and the team", "Dr.", Label.STAFF, []),
    ("the pastor of X, Pastor came in", "Pastor", Label.PERSON, ["Pastor"]),
])
def test_refused_beside_real_phi(text: str, part: str, label: Label, kept: list[str]) -> None:
    assert _kept(text, part, label) == kept


@pytest.mark.parametrize("source", ["known", "input"])
def test_declared_identifiers_are_never_refused(source: str) -> None:
    assert _kept("given lasix 40", "lasix", Label.PATIENT, source) == ["lasix"]


def test_a_state_after_its_town_stays() -> None:
    text = "donor heart in hartford, ct, crossmatch"
    spans = [Span(15, 23, Label.LOCATION, "model", 0.9), Span(25, 27, Label.LOCATION, "model", 0.9)]
    assert refuse_non_phi(spans, text) == spans


def test_a_clinical_word_inside_a_longer_name_stays() -> None:
    text = "FROM CEDAR SPINNEY LTACH W/ SEPSIS"
    spans = [Span(5, 18, Label.HOSPITAL, "model", 0.9), Span(19, 24, Label.HOSPITAL, "model", 0.9)]
    assert refuse_non_phi(spans, text) == spans


def test_an_everyday_word_beside_a_name_stays() -> None:
    text = "lives in greaves crossing"
    spans = [Span(9, 16, Label.LOCATION, "model", 0.9), Span(17, 25, Label.LOCATION, "model", 0.9)]
    assert refuse_non_phi(spans, text) == spans


def test_only_the_taggers_everyday_words_are_judged() -> None:
    assert _kept("given to him", "him", Label.STAFF, "pattern:names/x") == ["him"]


def test_a_signature_stays() -> None:
    text = "updated wife.\n-jt rn"
    assert _kept(text, "jt", Label.STAFF) == ["jt"]


@pytest.mark.parametrize(("label", "value", "shaped"), [
    (Label.URL, "portal.example-health.org/x", True),
    (Label.URL, "MP=SB-->NSR", False),
    (Label.EMAIL, "j.doe+icu@example.org", True),
    (Label.EMAIL, "TF @ GOAL", False),
    (Label.IP, "2001:db8::1", True),
    (Label.IP, "10:30:00", False),
    (Label.IP, "256.1.1.1", False),
    (Label.PHONE, "+44 20 7946 0958", True),
    (Label.PHONE, "123", False),
    (Label.PHONE, "2200, 0315", False),  # two clock times listed
    (Label.PHONE, "(617) 555-0101", True),
    (Label.PHONE, "1234567890123456", False),
    (Label.PHONE, "750-1000", False),  # a range of round values
    (Label.PHONE, "555-0100", True),
    (Label.PHONE, "500-1234", True),
    (Label.DATE, "anything", True),
])
def test_value_shapes(label: Label, value: str, shaped: bool) -> None:
    assert has_shape(label, value) is shaped


@pytest.mark.parametrize(("value", "digits"), [
    ("763-555-0190", "7635550190"),
    ("1 (718) 555-0143", "7185550143"),  # the country code before it
    ("555-0143", None),
    ("2 718 555 0143", None),  # eleven digits after no 1
])
def test_a_whole_north_american_number(value: str, digits: str | None) -> None:
    assert nanp_digits(value) == digits


@pytest.mark.parametrize(("source", "kept"), [
    ("pattern:sign_off/after_number", ["Neuro"]),  # the sign-off rule judged the word a name
    ("pattern:names/staff_cue", []),
])
def test_a_sign_off_after_a_number_stays(source: str, kept: list[str]) -> None:
    assert _kept("pt resting comfortably, i/o +800 Neuro", "Neuro", Label.STAFF, source) == kept


@pytest.mark.parametrize(("text", "value", "kept"), [
    # the tagger's name without the everyday words it ran on into
    ("MS. SCOGGINS EXTUBATED @ 0930", "MS. SCOGGINS EXTUBATED", "MS. SCOGGINS"),
    ("MR GUTHRIDGE ANXIOUS", "MR GUTHRIDGE ANXIOUS", "MR GUTHRIDGE"),
    ("son DESIDERIO FLYING in", "DESIDERIO FLYING", "DESIDERIO"),
    # census names, towns, heads of a place and titles alone stay
    ("Hal winter", "Hal winter", "Hal winter"),
    ("seen by Dr. Will Brown", "Dr. Will Brown", "Dr. Will Brown"),
    ("BROUGHT BY HATCHFORD FIRE", "HATCHFORD FIRE", "HATCHFORD FIRE"),
    ("MR. ANXIOUS", "MR. ANXIOUS", "MR. ANXIOUS"),
])
def test_a_taggers_name_ends_at_the_name(text: str, value: str, kept: str) -> None:
    assert _kept(text, value, Label.PERSON) == [kept]
    assert _kept(text, value, Label.PERSON, "pattern:names/x") == [value]  # rules trim their own


def test_a_generic_head_beside_its_name_stays() -> None:
    text = "brought by Ruddock Ambulance to EW"
    spans = [Span(11, 18, Label.HOSPITAL, "model", 0.9), Span(19, 28, Label.HOSPITAL, "model", 0.9)]
    assert refuse_non_phi(spans, text) == spans


def test_a_surname_of_another_name_stays_at_the_end_of_a_taggers_name() -> None:
    text = "PT: SORROW, GARNETT HOKE  MRN 0467\nWIFE REBA SORROW 864-555-0131"
    patient = Span(4, 24, Label.PATIENT, "model", 0.95)
    wife = Span(text.index("REBA"), text.index(" 864"), Label.PERSON, "model", 0.6)
    assert refuse_non_phi([patient, wife], text) == [patient, wife]  # the family's surname
    alone = refuse_non_phi([wife], text)  # an English word the note gives no one
    assert [text[s.start:s.end] for s in alone] == ["REBA"]
