"""GazetteerRecognizer: names, places and facilities in context; look-alikes left alone."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from stream.core.categories import NAME_LABELS, Label
from stream.core.spans import Note
from stream.recognize.gazetteer import GazetteerRecognizer, keys_of, search_form

P, S, PT = Label.PERSON, Label.STAFF, Label.PATIENT
LOC, HOSP = Label.LOCATION, Label.HOSPITAL


@pytest.fixture(scope="module")
def gazetteer() -> GazetteerRecognizer:
    return GazetteerRecognizer()


def found(gazetteer: GazetteerRecognizer, text: str) -> set[tuple[str, Label]]:
    return {(text[s.start:s.end], s.label) for s in gazetteer.recognize(Note("n", text))}


POSITIVES = [
    ("Follow-up with Leticia Pesina on Monday.", ("Leticia Pesina", P)),
    ("Attending: Dr. Sheeley.", ("Sheeley", S)),
    ("Seen by Dr. Xavier Qwzx today.", ("Xavier Qwzx", S)),
    ("Smith, John A. was seen today.", ("Smith, John A.", P)),
    ("Petrone, Al DOB 07-24-1994", ("Petrone, Al", P)),
    ("Note reviewed with Jane Doe, MD.", ("Jane Doe", S)),
    ("Patient: SMITH, JOHN  MRN 1234", ("SMITH, JOHN", PT)),
    ("a woman like Anna S., previously treated", ("Anna S.", P)),
    ("Pt's wife Rose at bedside.", ("Rose", P)),
    # a name the census holds as a rare surname only, then a surname it does not hold
    ("could see Noor Haddadin (7 years old) for", ("Noor Haddadin", P)),
    ("Mother (Linda) called.", ("Linda", P)),
    ("Mr. Foley returned the call.", ("Foley", P)),
    ("Dr. Pacer aware of the rhythm.", ("Pacer", S)),  # a title makes it a name
    ("Seen by Dr. Calle today.", ("Calle", S)),
    ("wife Rosa Mangual at bedside", ("Rosa Mangual", P)),
    # a head without its period, or before ordinary words, leaves the name to the gazetteer
    ("met Bo Jackson at the farm", ("Jackson", P)),
    ("Calle Rose Smith lives upstairs", ("Calle Rose Smith", P)),
    ("Dr. Carr aware.", ("Carr", S)),
    ("Quinton Achebe at bedside.", ("Quinton Achebe", P)),
    ("Discussed with dr. brown.", ("brown", S)),
    ("Visit from Kevin O'Brien yesterday.", ("Kevin O'Brien", P)),
    ("Nurse Ratched gave meds.", ("Ratched", S)),
    ("PT'S WIFE MARY AT BEDSIDE.", ("MARY", P)),
    ("JOHN SMITH CALLED THE UNIT.", ("JOHN SMITH", P)),
    ("DR JONES AWARE OF LABS.", ("JONES", S)),
    ("Lives in Boston, MA 02115.", ("Boston, MA 02115", LOC)),
    ("Moved from Springfield, Illinois last year.", ("Springfield, Illinois", LOC)),
    ("Grew up in Smallville, KS 66044.", ("Smallville, KS 66044", LOC)),
    ("MOVED TO SOME TOWN 2 YRS AGO, NOW IN Smallville, CT", ("Smallville, CT", LOC)),
    ("Transferred from Los Angeles yesterday.", ("Los Angeles", LOC)),
    ("Resides in Travis County.", ("Travis County", LOC)),
    ("Has court in Pike Co 2/3.", ("Pike Co", LOC)),  # a county as nurses shorten it
    ("24 yo F from Humboldt Park, out of her inhaler", ("Humboldt Park", LOC)),  # its head
    ("dtr got here 0140 from ohio, tired", ("ohio", LOC)),  # a state in lower case
    ("Seen at Johns Hopkins Hospital, Baltimore.", ("Johns Hopkins Hospital", HOSP)),
    ("Admitted to Methodist Hospital on Friday.", ("Methodist Hospital", HOSP)),
    ("Operated at St. Vincent's last week.", ("St. Vincent's", HOSP)),
    ("Followed at Brigham & Women’s for years.", ("Brigham & Women’s", HOSP)),
    ("TRANSFERRED FROM BRIGHAM AND WOMENS 4/2.", ("BRIGHAM AND WOMENS", HOSP)),
    ("RECORDS REQUESTED FROM ST. SHANNON HEALTH CENTER FAX 555",
     ("ST. SHANNON HEALTH CENTER", HOSP)),
    ("Transferred to MGH ED overnight.", ("MGH", HOSP)),
    ("Records from UCLA med center arrived.", ("UCLA med center", HOSP)),
    ("Seen at Chicago General last spring.", ("Chicago General", HOSP)),
    ("Brought to General Hospital by EMS.", ("General Hospital", HOSP)),
    ("PT NEEDS KILNSEY ACUTE REHAB", ("KILNSEY ACUTE REHAB", HOSP)),
    ("Waiting on Kernan Rehab bed.", ("Kernan Rehab", HOSP)),
    ("Studied at University of John John- then", ("University of John John", HOSP)),
    # towns of 5,000 to 15,000 people
    ("Coast Guard helo out of Kodiak picked him up", ("Kodiak", LOC)),
    ("FLOATPLANE TO KETCHIKAN, THEN JET", ("KETCHIKAN", LOC)),
    # a place's name after a given name's initial is a surname
    ("Screened by L. Montague, CT(ASCP); reviewed", ("L. Montague", P)),
    # a country after a place word; a city or country in lower case after one, when its name
    # is several words or no English word
    ("moved here from Cuba in 1980", ("Cuba", LOC)),
    ("she is from Haiti, speaks kreyol", ("Haiti", LOC)),
    ("from Chad, a refugee", ("Chad", LOC)),
    ("son Chad at bs", ("Chad", P)),
    ("daughter kristine in grand rapids (616) 555-0149", ("grand rapids", LOC)),
    ("mom went home to doral @ 0100 to shower", ("doral", LOC)),
    # a country of several words needs no place word
    ("via Rafha camp, Saudi Arabia in 1993", ("Saudi Arabia", LOC)),
    ("cousins in Yerevan and New Zealand", ("New Zealand", LOC)),
    # the provinces of Canada and the states of Mexico are read as countries are
    ("68 YO M FROM STEINBACH, MANITOBA, WINTERS IN MESA", ("MANITOBA", LOC)),
    ("32 yo M from Magdalena de Kino, Sonora, walking", ("Sonora", LOC)),
    ("sister drove up from Nuevo León last night", ("Nuevo León", LOC)),
    ("Alberta Smith visited", ("Alberta Smith", P)),
    # a street named for a person is a place; a kin word or a title before it makes a person
    ("from Dearborn (Warren Ave & Greenfield)", ("Warren Ave", LOC)),
    ("CASHIER AT A BAKERY ON WARREN AVE.", ("WARREN AVE", LOC)),
    ("(117-09 LIBERTY AVE APT 2R, ABOVE THE SHOP)", ("LIBERTY AVE APT", LOC)),  # its unit after
    ("daughter Grace Street at bs", ("Grace", P)),
    ("Dr. Amy St. Clair saw him", ("Amy", S)),
]


@pytest.mark.parametrize(("text", "expected"), POSITIVES)
def test_finds(gazetteer: GazetteerRecognizer, text: str, expected: tuple[str, Label]) -> None:
    assert expected in found(gazetteer, text)


NEGATIVES = [
    "Will do. Will continue current management.",
    "Symptoms may be related to the new dose. May be discharged tomorrow.",
    "Brown stool, guaiac negative.",
    "Foley catheter removed, voiding without difficulty.",
    "History of Parkinson's disease and Parkinson disease.",
    "Bell's palsy. Graves' disease. Down syndrome. Hodgkin lymphoma, non-Hodgkin.",
    "Apgar score 9. Glasgow Coma Scale 15. Babinski sign negative.",
    "Alzheimer's dementia; Crohn's flare. Cushing syndrome. Addison disease.",
    "Murphy sign positive. Wells score 4. Stevens-Johnson syndrome.",
    "Hope to discharge tomorrow. Mark the site. Bill to insurance. Rose from chair.",
    "Heart: RRR. Chest: CTA. Plan: continue Lasix. Cash only. Ward 5B. Bed 12.",
    "Child is well. Young man with Long term care needs. Grant and Hall Street.",
    "PT AMBULATED IN HALL WITH WALKER. WILL CONTINUE TO MONITOR. MAY BE D/C TOMORROW.",
    "BROWN STOOL. FOLEY IN PLACE. WILL CALL BACK. MARK ON SITE.",
    "Started on Coumadin and Lasix; Colace PRN.",
    "Follow up in Cardiology Clinic. Return to clinic in 2 weeks.",
    "Seen in Crohn's Clinic; f/u at Alzheimer's clinic and the Raynaud's clinic.",
    "C5 fx in Miami J collar. NGT to LCS, JACKSON-PRATT X1. Bair Hugger on.",
    "Placed back in bed w/ Hoyer. Passy-Muir trial 20 min. SAH (HUNT-HESS 3).",
    # a country's name without a place word, initials that are words, one-word lower-case
    # places that are words
    "81 yo M Korea vet, VIETNAM VET. KALEB WORKS AT A TURKEY BARN.",
    "TRANSFERED TO US FROM THE OSH. sent to us via ems.",
    "pt in normal sinus rhythm. back to mobile unit. transferred to union.",
    "Glasgow-Blatchford 14. Hasson port; 19 Fr Blake drain. Treadmill (Bruce protocol).",
    "CV: Parkland resus. POD 3 s/p Hartmann's (3/15); Fournier's gangrene debrided.",
    "Updated ADA guidelines; history of MS like relapses. MR noted on echo.",
    "Elevated Framingham risk score.",
    "Braden 16, Morse fall score 45: high fall risk.",
    "Admitted in April. Seen in June.",
    "Brief Hospital Course: improved. BRIEF HOSPITAL COURSE. Prior Hospital stays: none.",
    "LAST IN HOSPITAL 2019 FOR CHF. Never In Hospital before.",
    "PT IS A CHRONIC ALCOHOLIC. PT WILL NEED VENT REHAB, REFERRALS SENT.",
    "3 HRS AWAY. CM BRUNELLE WORKING ON REHAB PLACEMENT.",  # a verb and "on" start a clause
    "A-PACED 90, SBP 110S, CT 30-40CC/HR X3 HRS",  # a letter after a number is no town
    "VA FORM 10-2649A, CT DISC AND MAR SENT",
    "NA 134 -> 3% SALINE @ 30 STARTED",  # a town's name that is an English word
    "3% Saline at 40/hr",
    # ICU shorthand that census lists hold as names, with no cue before it
    "SR 70s. Pacer wires capped. Epicardial Pacer wires to skin.",
    "Aline placed R radial. Quinton to L IJ, Camino bolt at 12.",
    # the head of a Spanish address and the barrio after one
    "from Urb. Santa Juanita (Calle 41 DK-9); Carr. 111 km 14.2, Bo. Esperanza",
    "drives a route for Distribuidora Mangual; Centro Medico Dewey",  # a business's own words
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_leaves_look_alikes(gazetteer: GazetteerRecognizer, text: str) -> None:
    assert found(gazetteer, text) == set()


def test_caps_note_single_common_name_needs_context(gazetteer: GazetteerRecognizer) -> None:
    assert found(gazetteer, "SMITH CALLED. SMITH AT BEDSIDE.") == set()


@pytest.mark.parametrize("prefix", ["İİİ ", "Straße ß ", "ﬁne İstanbul ", "e\u0301e "])
def test_offsets_survive_length_changing_case_maps(gazetteer: GazetteerRecognizer,
                                                   prefix: str) -> None:
    text = prefix + "seen by Dr. Sheeley with John Smith in Boston, MA."
    spans = found(gazetteer, text)
    assert ("Sheeley", S) in spans
    assert ("John Smith", P) in spans
    assert ("Boston, MA", LOC) in spans


@pytest.mark.parametrize("text", ["İstanbul", "Straße", "ﬁ", "ǅ", "ß" * 5, "a\u0301"])
def test_search_form_keeps_length(text: str) -> None:
    assert len(search_form(text)) == len(text) + 2


def test_keys_are_whole_words() -> None:
    assert keys_of("Mt. Sinai") == {" MT  SINAI ", " MT SINAI "}


def test_spans_are_sorted_and_disjoint(gazetteer: GazetteerRecognizer) -> None:
    text = ("Dr. Sheeley saw John Smith at Johns Hopkins Hospital in Baltimore, MD; "
            "wife Mary Smith from Houston called.") * 3
    spans = gazetteer.recognize(Note("n", text))
    assert spans == sorted(spans, key=lambda s: s.start)
    assert all(a.end <= b.start for a, b in itertools.pairwise(spans))
    assert all(0 < s.score <= 1 for s in spans)
    assert {s.source for s in spans} <= {"gazetteer:name", "gazetteer:place",
                                         "gazetteer:facility", "gazetteer:road"}


def test_context_raises_confidence(gazetteer: GazetteerRecognizer) -> None:
    plain = gazetteer.recognize(Note("n", "We spoke to the family about Leticia yesterday."))
    titled = gazetteer.recognize(Note("n", "We spoke to the family about Mrs. Leticia yesterday."))
    assert plain and titled and titled[0].score > plain[0].score


def test_empty_text(gazetteer: GazetteerRecognizer) -> None:
    assert gazetteer.recognize(Note("n", "")) == []


WORDS = ["Dr.", "John", "Smith", "SMITH", "smith", "Boston", ",", "MA", "02115", "İ", "ß", "ﬁ",
         "Hospital", "St.", "Mary's", "\n", "'s", "disease", "wife", "Foley", "😀", "e\u0301",
         "O'Brien", "-", "Will", "May", "Clinic", "of", "University", ":", "A."]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=25), st.lists(st.sampled_from([" ", "", "  "]),
                                                              min_size=25, max_size=25))
def test_any_text_gives_valid_spans(words: list[str], gaps: list[str]) -> None:
    text = "".join(w + g for w, g in zip(words, gaps, strict=False))
    spans = GazetteerRecognizer().recognize(Note("n", text))
    assert all(0 <= s.start < s.end <= len(text) for s in spans)
    assert all(a.end <= b.start for a, b in itertools.pairwise(spans))
    assert all((text[s.start].isalnum() and text[s.end - 1].isalnum()) or text[s.end - 1] in ".'’"
               for s in spans)


@pytest.mark.parametrize(("text", "name"), [
    ("DR BRANNIGAN IN TO SEE PT, PLAN TO FLOOR.", "BRANNIGAN"),  # census "In", "To", "See"
    ("HCP: NIECE MARGUERITE 555-0147.", "MARGUERITE"),  # census "Niece"
    ("BELONGINGS TO HCPOA HODA SAKKAL, SIGNED", "HODA"),  # a power of attorney's name
    ("SON LUCIEN NOK. PT", "LUCIEN"),
    ("Spoke with son Tony See today", "Tony See"),  # Title case: every token stays
    ("Dr. Ana To saw pt", "Ana To"),
    ("PLAN: MR. MAYFIELD TO STAY SEDATED", "MAYFIELD"),  # a function word inside cuts a run
    ("pt's wife, mrs. ferrante to see the md", "ferrante"),
    ("Dr. O'Brien- paged", "O'Brien"),  # a dash after the name is no part of it
    ("PLAN: MR. LEUNG - WAKE UP 0800", "LEUNG"),  # a spaced dash ends the name
    ("Dr. Smith-Jones aware", "Smith-Jones"),  # a hyphen joins one
])
def test_kin_and_clause_words_at_the_edge_of_a_caps_run_are_not_the_name(
        gazetteer: GazetteerRecognizer, text: str, name: str) -> None:
    names = [text[s.start:s.end] for s in gazetteer.find(text) if s.label in NAME_LABELS]
    assert names == [name]
