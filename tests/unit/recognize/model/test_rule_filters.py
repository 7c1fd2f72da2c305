"""Format checks on the tagger's structured spans."""

from __future__ import annotations

import pytest

from stream.core.categories import Label
from stream.core.spans import Span
from stream.recognize.model.rule_filters import checked, plausible


def _span(text: str, part: str, label: Label) -> Span:
    start = text.index(part)
    return Span(start, start + len(part), label, "model", 0.9)


@pytest.mark.parametrize(
    ("text", "part", "label", "expected"),
    [
        ("write to j.doe@example.org today", "j.doe@example.org", Label.EMAIL, True),
        ("write to jdoe@example", "jdoe@example", Label.EMAIL, True),
        ("TF @ GOAL 60cc/hr", "TF @ GOAL", Label.EMAIL, False),
        # a span the model drew too wide still holds an address: kept, never dropped
        ("e-mil matilde26@example.org.", "-mil matilde26@example.org", Label.EMAIL, True),
        ("email on file", "email", Label.EMAIL, False),
        ("NPN 1900-0700 events", "1900-", Label.DATE, False),
        ("NPN 1900-0700 events", "0700", Label.DATE, False),
        ("shift 0700 - 1900", "0700", Label.DATE, False),
        ("worked there 2001-2005", "2001-2005", Label.DATE, True),  # two years
        ("seen 2001", "2001", Label.DATE, True),
        ("a 34 5/7 wk GA male", "34", Label.DATE, False),
        ("a 34 5/7 wk GA male", "/7", Label.DATE, False),
        ("born at 39+2 weeks", "39+2", Label.DATE, False),
        ("seen 5/7 at noon", "5/7", Label.DATE, True),
        ("ABG 7.42/38/110", "42", Label.DATE, False),
        ("RR 18-22", "-22", Label.DATE, False),
        ("born 1948", "1948", Label.DATE, True),
        ("on 20230314", "20230314", Label.DATE, True),
        ("on the 11th", "11th", Label.DATE, True),
        ("in 98", "98", Label.DATE, False),
        ("VENTED ON CPAP 5/5, RR 18-22", "5/5", Label.DATE, False),
        ("VENTED ON CPAP 5/5, RR 18-22", "18-22", Label.DATE, False),
        ("BiPAP 12/6 overnight", "12/6", Label.DATE, False),
        ("weaned to PS 10/5 at 0900", "10/5", Label.DATE, False),  # vent settings, any case
        ("cefepime day 3/7", "3/7", Label.DATE, False),
        ("i/o 1/2 even", "1/2", Label.DATE, False),
        ("sbt 5/0 then back to ac 12/5", "12/5", Label.DATE, False),
        ("seen 5/5 in clinic", "5/5", Label.DATE, True),
        ("HR 80 since 3/14", "3/14", Label.DATE, True),
        ("Jan 22, '24", "'24", Label.DATE, True),
        ("Jan 22, '24", "24", Label.DATE, True),
        ("seen 12/03/2023", "12/03/2023", Label.DATE, True),
        # a clock time after a time word, a call or a visit, or opening a shift, is no year
        ("UPDATED BY DR X AT 2000", "2000", Label.DATE, False),
        ("wife went home at 2000, son called", "2000", Label.DATE, False),
        ("gf called 1915 asking about pt", "1915", Label.DATE, False),
        ("UP FROM PACU 2000. AAA DX 2021", "2000", Label.DATE, False),
        ("found down around 2100", "2100", Label.DATE, False),
        ("sister visited 2000, upset", "2000", Label.DATE, False),
        ("daughter here til 2000.", "2000", Label.DATE, False),
        ("Abouna coming 2000; interpreter", "2000", Label.DATE, False),
        ("CHURCH CAME 2000, ROSARY AT BS", "2000", Label.DATE, False),
        ("CAME 1966 W/ HUSBAND", "1966", Label.DATE, True),
        ("came 2005, was a nurse", "2005", Label.DATE, True),
        ("restless from 2000-0200", "2000", Label.DATE, False),
        ("seen @ 1930 by np", "1930", Label.DATE, False),
        ("UP FROM PACU 2000. AAA DX 2021", "2021", Label.DATE, True),
        ("AAA repair 2000, CABG 1998", "2000", Label.DATE, True),
        ("AAA repair 2000, CABG 1998", "1998", Label.DATE, True),
        ("on coumadin since 2015", "2015", Label.DATE, True),
        ("dx 2019, on lactulose", "2019", Label.DATE, True),
        ("moved here in 2000", "2000", Label.DATE, True),
        ("at 1998 Main St", "1998", Label.DATE, True),  # no clock time: left to the tagger
        # no month and day either way, no year after the second slash, a dose, a span of time
        ("baseline MMSE 23/30", "23/30", Label.DATE, False),
        ("resus: binder, mtp 8/8/2, angio 1030", "/8/2", Label.DATE, False),
        ("from Woodside (39-15 61st St Apt 4B)", "39-15", Label.DATE, False),  # a house number
        ("seen 3-14 in clinic", "3-14", Label.DATE, True),
        ("DOB 8/21/1939", "/21/1939", Label.DATE, True),
        ("gcs 3/4/6 at 0300 (was 4/5/6)", "4/5/6", Label.DATE, False),
        ("give 1/2 tab metoprolol", "1/2", Label.DATE, False),
        ("meeting later this week", "week", Label.DATE, False),
        ("follow-up cxr in 6-8 weeks", "6-8", Label.DATE, False),
        ("per the updated 2023 guidelines", "2023", Label.DATE, True),
        ("seen 28/5 in clinic", "28/5", Label.DATE, True),
        ("seen 1/2 in clinic", "1/2", Label.DATE, True),
        ("seen 3/4/24", "3/4/24", Label.DATE, True),
        ("seen by J. Smith", "J. Smith", Label.STAFF, True),
        ("MRN 1900-0700", "1900-0700", Label.ID, True),
        ("Jane Roe, M.D.\nPine Hospital", "M.D.", Label.HOSPITAL, False),
        ("Jane Roe, RN", "RN", Label.STAFF, False),
        ("SN visit to pt's home", "pt's", Label.HOSPITAL, False),
        ("son Will called", "Will", Label.PERSON, True),  # capitalized: a name
        ("seen at the clinic", "the", Label.HOSPITAL, False),
        ("seen by Mdala", "Mdala", Label.STAFF, True),  # only DATE is checked for clock times
        # devices and calls named for people and places; the person or place itself stays
        ("C5 fx in Miami J collar", "Miami", Label.LOCATION, False),
        ("OSH, Bair Hugger applied", "Bair", Label.STAFF, False),
        ("NGT TO LCS, JACKSON-PRATT X1", "JACKSON-PRATT", Label.PERSON, False),
        ("HD VIA R FEM QUINTON, LITHIUM", "QUINTON", Label.STAFF, False),
        ("Code blue called @ 1422", "blue", Label.PATIENT, False),
        ("moved down from Miami in June", "Miami", Label.LOCATION, True),
        ("Quinton at bedside, son Jackson called", "Quinton", Label.PERSON, True),
        # a clock time or a word is no phone, a reading no IP address, years of time no age
        ("Report called to Gideon RN @ 1430.", "1430", Label.PHONE, False),
        ("HCP is son (cell 555-0181)", "cell", Label.PHONE, False),
        ("bed held x72h", "x72h", Label.PHONE, False),
        ("DR. CHAVIRA AT BEDSIDE @ 0407.\n0412 PEA", "0407.", Label.PHONE, False),
        ("INTERPRETER BY PHONE @ 2000 + 0100. BROTHER", "2000 + 0100", Label.PHONE, False),
        # a number after "lot" may be a trailer park's lot as well as a product's: kept
        ("TNK (lot 7B0412) @ 0712", "7B0412", Label.ID, True),
        ("cell 2000 0100, pager 4471", "2000 0100", Label.PHONE, True),
        ("HCP is son (cell 555-0181)", "555-0181", Label.PHONE, True),
        ("pager 4-5512", "4-5512", Label.PHONE, True),
        ("temp rose to 97.8 by 0000", "97.8", Label.IP, False),
        ("login from 198.51.100.23", "198.51.100.23", Label.IP, True),
        ("retired from the mill 2 yrs ago", "2", Label.AGE, False),
        ("WORKED AT THE QUARRY FOR 30 YRS", "30", Label.AGE, False),
        ("pt is 83 years old", "83", Label.AGE, True),
        ("wife cell 606-555-0128. 26 yrs at kingdom energy", "26", Label.AGE, False),
        ("WAS 30 YRS UNDERGROUND", "30", Label.AGE, False),
        ("retired longshoreman (40 yrs on the piers w/ X)", "40", Label.AGE, False),
        ("taught 3rd grade 50 yrs; Sister E", "50", Label.AGE, False),
        ("sang in the choir 60 yrs.", "60", Label.AGE, False),
        ("lungs from 31 yrs of dust", "31", Label.AGE, False),
        ("pt is 45 yrs, lives alone", "45", Label.AGE, True),
        ("lived alone, 45 yrs old", "45", Label.AGE, True),
        ("93 yrs at home, walks", "93", Label.AGE, True),  # an age over 89 is kept
        # a number in a trend or a clock time a reading follows is a value
        ("ck 4120 -> 6890, ns up to 200/hr", "6890", Label.PHONE, False),
        ("ck 4120 -> 6890, ns up to 200/hr", "4120 ->", Label.ID, False),
        ("FS 0000 = 288 -> 6 u, 0600 = 176", "0000", Label.ID, False),
        ("ck 4120 -> 6890, ns up", "> 6890", Label.PHONE, False),
        ("MICU admission note 0700-1100 - H1N1 ARDS", "-1100 - H1N1", Label.ID, False),
        ("email, x4-7730 for the office", "-7730", Label.PHONE, True),
        ("referral # hdn-04-1187.", "-1187", Label.ID, True),
        ("pager 6890, call", "6890", Label.PHONE, True),
        ("ED: SZ X2 @ 0012 AND 0031, 3 MIN EACH", "0012", Label.ID, False),
        # a kin word alone is no name, unless a census list holds it as one
        ("Mamaw took her to the clinic", "Mamaw", Label.PATIENT, False),
        ("her tutu lived to 101", "tutu", Label.PERSON, False),
        ("the kids all call her gookum.", "gookum", Label.PATIENT, False),
        ("Buddy called from home", "Buddy", Label.PERSON, True),
        ("MRN 0000412", "0000412", Label.ID, True),
        ("since age 9", "9", Label.AGE, True),
        ("GCS 12 (E3V4M5). AMMONIA 98", "E3V4M5", Label.ID, False),
        ("pt is G2P1 34 5/7 wk", "G2P1 34", Label.ID, False),
        ("heart failure (I50.23)", "I50", Label.ID, False),
        ("C3D1 ABVD today", "C3D1", Label.ID, False),
        ("MRN 90031766", "90031766", Label.ID, True),
        ("member ID KHP-7730415", "KHP-7730415", Label.ID, True),
        ("Drains: 19 Fr Blake to bulb suction", "19", Label.AGE, False),
        ("RUN OVER BY A 240-TON HAUL TRUCK", "240", Label.AGE, False),
        ("FROM FUJIAN, HERE 11 YRS, LIVES IN FLUSHING", "11", Label.AGE, False),
        ("BORN IN SHIGATSE, 30 YRS IN DHARAMSALA", "30", Label.AGE, False),
        ("AFTER SHABBOS ENDS (~1850) FOR HAVDALAH", "~1850", Label.PHONE, False),
        ("through the ice ~2215 about 1/2 mi off the bay", "1/2", Label.DATE, False),
        ("tPA at 1040 (LKW 0930)", "0930", Label.ID, False),
        ("took both doses at iftar 2020 and ate little", "2020", Label.DATE, False),
        ("dinner 1800 with family, no pain", "1800", Label.DATE, False),
        ("MRN 0091-8827\n0715 D: sats 85-88% on 6L", "0715", Label.ID, False),
        ("LAST INTUBATED 2020 AT HMCH. BF WITH HER", "2020", Label.DATE, True),
        ("fasting since Ramadan 2020, lost weight", "2020", Label.DATE, True),
        ("before Eid.\n1915 pt worried about his license", "1915", Label.DATE, False),
        ("PMH:\n2001 CABG x3", "2001", Label.DATE, True),
        # numbers listed with "and" or commas are counts or ages, no day; a day with its month
        # and a list of dates stay dates
        ("SOCIAL: 2 KIDS (4 AND 7) SAFE W/ EX-HUSBAND", "4 AND 7", Label.DATE, False),
        ("bld cx x3 (1, 2 & 3 positive)", "1, 2 & 3", Label.DATE, False),
        ("seen March 4 and 7", "March 4 and 7", Label.DATE, True),
        ("seen 3/4 and 3/7", "3/4 and 3/7", Label.DATE, True),
    ],
)
def test_plausible(text: str, part: str, label: Label, expected: bool) -> None:
    assert plausible(_span(text, part, label), text) is expected


@pytest.mark.parametrize(
    ("text", "names", "kept"),
    [
        ("67yo M with CP", ["M"], []),
        ("72 y/o F, fall", ["F"], []),
        ("Room 1123, bed B.", ["B"], []),
        ("Room 1123, bed B. Pager 4-7781", ["B"], []),
        ("Hepatitis B Smith", ["B"], []),
        ("ref Paul M's case", ["Paul", "M"], ["Paul", "M"]),  # an initial beside a name
        ("seen by M. Okafor", ["M", "Okafor"], ["M", "Okafor"]),
        ("J Smith-K", ["J", "Smith", "K"], ["J", "Smith", "K"]),
        ("Anna and B", ["Anna", "B"], ["Anna"]),
        ("biopsy Noor H Carrow Heights", ["H"], ["H"]),  # "Noor" may be another recognizer's
        ("pt M. said", ["M"], []),
    ],
)
def test_lone_letters_are_not_names(text: str, names: list[str], kept: list[str]) -> None:
    spans, cursor = [], 0
    for name in names:
        start = text.index(name, cursor)
        spans.append(Span(start, start + len(name), Label.PATIENT, "model", 0.9))
        cursor = start + len(name)
    assert [text[s.start:s.end] for s in checked(spans, text)] == kept


def test_checked_keeps_other_labels() -> None:
    text = "bed B, age 9"
    spans = [Span(4, 5, Label.HOSPITAL, "model", 0.9), Span(11, 12, Label.AGE, "model", 0.9)]
    assert checked(spans, text) == spans


@pytest.mark.parametrize(("text", "label", "kept"), [
    ("SWAN-GANZ", Label.STAFF, []),  # a device eponym alone
    ("SHILEY", Label.HOSPITAL, []),
    ("jevity", Label.PERSON, []),  # a tube feed
    ("CHF", Label.LOCATION, []),  # an ICU abbreviation
    ("levo", Label.PERSON, []),
    ("MI", Label.LOCATION, ["MI"]),  # also Michigan
    ("Foley", Label.PATIENT, ["Foley"]),  # Title case: the tagger may have read a name
    ("8/2-8/6", Label.DATE, ["8/2", "8/6"]),  # a range is two dates, the dash neither
    ("3/10 - 3/14", Label.DATE, ["3/10", "3/14"]),
    ("3/10/24", Label.DATE, ["3/10/24"]),
    # one word that names no place: a diagnosis, a specimen, a chemical, a kind of place
    ("urosepsis", Label.LOCATION, []),
    ("SPUTUM", Label.LOCATION, []),
    ("NH3", Label.LOCATION, []),
    ("W", Label.HOSPITAL, []),  # a compass letter ("on W Cermak Rd"): the street takes it
    ("s", Label.LOCATION, []),
    ("N.", Label.LOCATION, []),
    ("HOTEL", Label.HOSPITAL, []),
    ("bank", Label.HOSPITAL, []),
    ("pool", Label.HOSPITAL, []),
    ("winters", Label.LOCATION, []),  # "from the Bronx, winters in Aventura"
    ("TACOMA", Label.LOCATION, ["TACOMA"]),  # a place, whatever its ending
    ("Sepsis", Label.LOCATION, ["Sepsis"]),  # Title case: the tagger may have read a name
    ("st agnes", Label.HOSPITAL, ["st agnes"]),
    # kinds of care place and far places that say not which one
    ("OSH", Label.HOSPITAL, []),
    ("osh ed", Label.HOSPITAL, []),
    ("LTACH", Label.HOSPITAL, []),
    ("overseas", Label.LOCATION, []),
    ("NH", Label.LOCATION, ["NH"]),  # New Hampshire
    ("osh kosh", Label.LOCATION, ["osh kosh"]),
    ("ART LINE", Label.LOCATION, []),
    ("MWF", Label.HOSPITAL, []),  # dialysis days
    ("fire rescue", Label.HOSPITAL, []),
    ("cruise ship", Label.HOSPITAL, []),
    ("Boro Park", Label.LOCATION, ["Boro Park"]),
    # the ordinary words and the preposition that lead into a place are not part of it
    ("METHADONE 60MG DAILY THROUGH PVRC CLINIC", Label.HOSPITAL, ["PVRC CLINIC"]),
    ("INSURANCE THROUGH KEELSON HEALTH PLAN", Label.HOSPITAL, ["KEELSON HEALTH PLAN"]),
    ("Riverbend Recovery House at Saltmarsh", Label.HOSPITAL,
     ["Riverbend Recovery House at Saltmarsh"]),
    ("tu/th/sa", Label.HOSPITAL, []),
    ("last", Label.HOSPITAL, []),
    ("lounge", Label.HOSPITAL, []),
])
def test_clinical_words_and_date_ranges(text: str, label: Label, kept: list[str]) -> None:
    spans = checked([Span(0, len(text), label, "model", 0.9)], text)
    assert [text[s.start:s.end] for s in spans] == kept


@pytest.mark.parametrize(
    ("text", "label", "kept"),
    [
        ("RECORDS REQUESTED FROM ST. MARY'S HOSPITAL", Label.HOSPITAL, "ST. MARY'S HOSPITAL"),
        ("HOME MEDICATION LIST VERIFIED WITH CVS PHARMACY", Label.HOSPITAL, "CVS PHARMACY"),
        ("The Miriam Hospital", Label.HOSPITAL, "Miriam Hospital"),
        ("Lakeview Nursing Home", Label.HOSPITAL, "Lakeview Nursing Home"),  # "home" ends names
        ("JOHN HAS BEEN MORE", Label.PATIENT, "JOHN"),
        ("MR. PELLICCIONE SPEAKS", Label.PATIENT, "MR. PELLICCIONE"),
        ("Will Navas", Label.PATIENT, "Will Navas"),  # a leading "Will" is a name
        ("Ahmed Said", Label.PATIENT, "Ahmed Said"),
        ("SMITH, WILL", Label.PATIENT, "SMITH, WILL"),
        ("Per Olsen", Label.STAFF, "Per Olsen"),
        ("per Dr. Olsen", Label.STAFF, "Dr. Olsen"),
        ("SON MIKE WILL", Label.PERSON, "MIKE WILL"),  # the kin word is the relation
        ("mamaw Ocie Fugate", Label.PERSON, "Ocie Fugate"),
        ("Sister Mary Joseph", Label.STAFF, "Mary Joseph"),
        ("Beth A.", Label.PATIENT, "Beth A."),  # an initial, not the article
        ("Quillon, OR", Label.LOCATION, "Quillon, OR"),  # Oregon
        ("in Boston", Label.LOCATION, "Boston"),
        ("from the", Label.HOSPITAL, "the"),  # one word is always left
        ("seen today", Label.DATE, "seen today"),  # dates are not trimmed
        # a verb and its preposition open a clause before a place
        ("FOLLOWED AT OSKALOOSE VA", Label.HOSPITAL, "OSKALOOSE VA"),
        ("accepted at kilnsey acute rehab", Label.HOSPITAL, "kilnsey acute rehab"),
        ("COILED AT ABBOTSLEIGH MEDICAL CTR", Label.HOSPITAL, "ABBOTSLEIGH MEDICAL CTR"),
        ("taken to lindow community", Label.HOSPITAL, "lindow community"),
        ("United Hospital", Label.HOSPITAL, "United Hospital"),  # no preposition after it
        ("Blessed Sacrament", Label.HOSPITAL, "Blessed Sacrament"),
        ("Hospital at Home", Label.HOSPITAL, "Hospital at Home"),  # not a verb before "at"
    ],
)
def test_function_words_leave_name_and_place_edges(text: str, label: Label, kept: str) -> None:
    (span,) = checked([Span(0, len(text), label, "model", 0.9)], text)
    assert text[span.start:span.end] == kept


@pytest.mark.parametrize(("text", "part", "label", "expected"), [
    # a saint's possessive tagged as a person is the place named for the saint, and so is the
    # short form of a facility the note names in full
    ("St. Columbkille's has no neurosurgery", "St. Columbkille", Label.PATIENT,
     ("St. Columbkille's", Label.HOSPITAL)),
    ("St. Columbkille's has no neurosurgery", "St. Columbkille'", Label.PATIENT,
     ("St. Columbkille's", Label.HOSPITAL)),
    ("St. Clair called back", "St. Clair", Label.PERSON, ("St. Clair", Label.PERSON)),
    ("to St. Benedykta Community Hospital ED. St. Benedykta sent films", "St. Benedykta",
     Label.PATIENT, ("St. Benedykta", Label.HOSPITAL)),
    ("HR 90-100S ST. SITTER AT BEDSIDE 24/7", "ST. SITTER", Label.PATIENT,
     ("ST. SITTER", Label.PATIENT)),
    ("from St. Ansgar Hospital. St. Ansgar called", "St. Ansgar", Label.PERSON,
     ("St. Ansgar", Label.HOSPITAL)),
])
def test_a_saints_possessive_is_a_facility(text: str, part: str, label: Label,
                                           expected: tuple[str, Label]) -> None:
    start = text.index(part)
    (span,) = checked([Span(start, start + len(part), label, "model", 0.9)], text)
    assert (text[span.start:span.end], span.label) == expected


@pytest.mark.parametrize(("text", "part", "label", "expected"), [
    # an ID or a date started inside a code is the whole code
    ("crash report # lsp-08-31147.", "-08-31147", Label.ID, "lsp-08-31147"),
    ("crash report # lsp-10-55201.", "10-55201", Label.DATE, "lsp-10-55201"),
    ("seen 3/4-3/6 in clinic", "3/6", Label.DATE, "3/6"),
    ("ck-1200 today", "1200", Label.ID, "1200"),
    # an address the tagger ran into the words beside it is the address alone
    ("her caseworker ms. gautier, mgautier@coastcase.org.", "gautier, mgautier@coastcase.org",
     Label.EMAIL, "mgautier@coastcase.org"),
    ("fund page www.gulffishfund.org for donations", "www.gulffishfund.org for", Label.URL,
     "www.gulffishfund.org"),
    ("mgautier@coastcase.org", "mgautier@coastcase.org", Label.EMAIL, "mgautier@coastcase.org"),
])
def test_a_code_or_an_address_is_taken_whole(text: str, part: str, label: Label,
                                             expected: str) -> None:
    start = text.index(part)
    spans = checked([Span(start, start + len(part), label, "model", 0.9)], text)
    assert [text[s.start:s.end] for s in spans if s.label is not Label.PERSON] == [expected]


@pytest.mark.parametrize(("text", "part", "label", "names"), [
    # the words the tagger ran into an address stay redacted, as a name, unless plainly no PHI
    ("her caseworker ms. gautier, mgautier@coastcase.org.", "gautier, mgautier@coastcase.org",
     Label.EMAIL, ["gautier"]),
    ("email Jane Roe jroe@example.org today", "Jane Roe jroe@example.org", Label.EMAIL,
     ["Jane Roe"]),
    ("ROE AT JROE@EXAMPLE.ORG", "ROE AT JROE@EXAMPLE.ORG", Label.EMAIL, ["ROE"]),
    ("jroe@example.org Roe family", "jroe@example.org Roe family", Label.EMAIL, ["Roe"]),
    ("fund page www.gulffishfund.org for donations", "www.gulffishfund.org for donations",
     Label.URL, []),
])
def test_the_words_beside_an_address_are_not_dropped(text: str, part: str, label: Label,
                                                     names: list[str]) -> None:
    start = text.index(part)
    spans = checked([Span(start, start + len(part), label, "model", 0.9)], text)
    assert [text[s.start:s.end] for s in spans if s.label is Label.PERSON] == names


@pytest.mark.parametrize(("text", "kept"), [("Losartan 50 mg", False), ("LASIX", False),
                                            ("Dr. Lasix", False), ("Lassiter", True)])
def test_a_drug_is_not_a_name(text: str, kept: bool) -> None:
    name = text.split()[-1] if text.startswith("Dr.") else text.split()[0]
    start = text.index(name)
    spans = [Span(start, start + len(name), Label.STAFF, "model", 0.9)]
    assert bool(checked(spans, text)) is kept


@pytest.mark.parametrize(("text", "kept"), [
    ("MRS X IS FROM A NH, SENT TO ED", []),  # a nursing home
    ("PLAN BACK TO THE NH", []),
    ("MOVED HERE FROM NH LAST YEAR", ["NH"]),  # the state
])
def test_nh_is_a_state_unless_an_article_makes_it_a_nursing_home(
        text: str, kept: list[str]) -> None:
    spans = checked([_span(text, "NH", Label.LOCATION)], text)
    assert [text[s.start:s.end] for s in spans] == kept


@pytest.mark.parametrize(("text", "kept"), [
    ("MR Q BACK FROM OR 1610 S/P MVR", []),  # the operating room
    ("MOVED FROM SALEM, OR IN MAY", ["OR"]),  # Oregon
])
def test_or_is_a_state_only_after_a_town(text: str, kept: list[str]) -> None:
    spans = checked([_span(text, "OR", Label.LOCATION)], text)
    assert [text[s.start:s.end] for s in spans] == kept
