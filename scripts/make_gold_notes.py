"""Build tests/data/gold_notes.jsonl from the hand-written, marked-up notes in this file.

Every note was written for this project; all names, numbers and places are invented. PHI is
marked inline as ``[[LABEL:value]]``; this script strips the markup, records the exact
character offsets of each value, checks them, and writes one JSON object a line:
``{"id", "style", "text", "spans": [{"start", "end", "label"}], "metadata"?}``.
Conventions are in tests/data/README.md. Run: ``python scripts/make_gold_notes.py``.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import orjson

from stream.core.categories import Label, parse_label

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "gold_notes.jsonl"
MARK = re.compile(r"\[\[([A-Z]+):([^\[\]]+)\]\]")

NOTES: list[dict] = []


def note(style: str, markup: str, metadata: dict | None = None) -> None:
    """Register one marked-up note of the given style (indentation is removed)."""
    entry = {"style": style, "markup": textwrap.dedent(markup).strip("\n")}
    if metadata is not None:
        entry["metadata"] = metadata
    NOTES.append(entry)


def meta(patient: dict, relatives: list | None = None, providers: list | None = None) -> dict:
    """Metadata in the shape `deid detect` accepts."""
    return {
        "patient": patient,
        "relatives": relatives or [],
        "providers": [{"name": name} for name in providers or []],
    }


# ---------------------------------------------------------------- discharge summaries

note(
    "discharge_summary",
    """\
    DISCHARGE SUMMARY

    Patient: [[PATIENT:Marisol Quintero-Vance]]      MRN: [[ID:00418827]]
    DOB: [[DATE:07/22/1958]]      Age: [[AGE:65]]      Phone: [[PHONE:(503) 555-0143]]
    Admitted: [[DATE:03/09/2024]]      Discharged: [[DATE:03/14/2024]]
    Attending: [[STAFF:Harlan Okafor]], MD      Service: Medicine, 6 North, Room 612B

    Principal diagnosis: acute on chronic systolic heart failure (I50.23).

    HPI: [[PATIENT:Ms. Quintero-Vance]] is a [[AGE:65]]-year-old woman with ischemic
    cardiomyopathy (EF 30% on echo [[DATE:11/2023]]), Parkinson's disease and type 2 diabetes
    who presented to the [[HOSPITAL:Harrowgate Memorial Hospital]] ED with 10 days of
    progressive dyspnea and a 4 kg weight gain. BP 148/92, HR 104, SpO2 89% on room air.
    BNP 2,140.

    Hospital course: diuresed with IV furosemide 40 mg BID, net negative 6.1 L. Foley catheter
    placed for strict I/O and removed on hospital day 3. Carbidopa-levodopa continued on the
    home schedule without worsening tremor. Creatinine peaked at 1.6 and returned to 1.2.

    Discharge medications: furosemide 40 mg PO daily; metoprolol succinate 25 mg daily;
    carbidopa-levodopa 25/100 1 tab TID; metformin 500 mg 1/2 tab BID with meals;
    apixaban 5 mg BID.

    Follow-up: heart failure clinic with [[STAFF:Dr. Priya Venkataraman]] on
    [[DATE:March 21, 2024]] at 10:40. Home nursing from [[HOSPITAL:Bramblewood Home Care]]
    within 48 hours. Her daughter [[PERSON:Lucia Vance]] will help with medications
    ([[PHONE:(503) 555-0187]]). Call if weight is up more than 2 lb in a day. Will follow up
    on a repeat BMP in one week.
    """,
    meta(
        {
            "name": "Marisol Quintero-Vance",
            "mrn": "00418827",
            "dob": "07/22/1958",
            "phone": "(503) 555-0143",
        },
        [{"name": "Lucia Vance", "relation": "daughter"}],
        ["Harlan Okafor", "Priya Venkataraman"],
    ),
)

note(
    "discharge_summary",
    """\
    Discharge Summary - [[HOSPITAL:St. Brannoch Medical Center]]

    Name: [[PATIENT:Ashgrove, Theodore P.]]   Acct #: [[ID:A7730015562]]   MRN: [[ID:6620194]]
    Date of birth: [[DATE:February 2, 1941]]   Home phone: [[PHONE:(608) 555-0112]]
    Dates of stay: [[DATE:5/30/2024]] - [[DATE:6/6/2024]]

    Reason for admission: community-acquired pneumonia, right lower lobe, with delirium.

    Course: [[PATIENT:Mr. Ashgrove]], an [[AGE:83]] yo retired machinist, was started on
    ceftriaxone and azithromycin, then narrowed to amoxicillin-clavulanate. Sputum culture grew
    Streptococcus pneumoniae. Delirium (CAM positive on admission) cleared by day 4 with
    sleep hygiene and avoidance of Ativan; Haldol 0.5 mg was given once. Known Alzheimer's
    dementia, mild; baseline MMSE 23/30. Glasgow Coma Scale 15 at discharge. Braden scale 17.

    Disposition: to [[HOSPITAL:Pinecrest Manor]] skilled nursing facility,
    [[LOCATION:88 Orchard Terrace]], [[LOCATION:Sable Ridge]], [[LOCATION:WI]] [[LOCATION:53999]],
    for 2 weeks of rehabilitation. Contact: son [[PERSON:Martin Ashgrove]] (health care proxy),
    [[PHONE:608-555-0119]].

    PCP: [[STAFF:Eleanor Fitch-Morrow]], NP. Dictated by [[STAFF:Samuel Idowu]], MD on
    [[DATE:6/6/2024]] 16:05.
    """,
    meta(
        {
            "name": "Ashgrove, Theodore P.",
            "mrn": "6620194",
            "dob": "February 2, 1941",
            "phone": "(608) 555-0112",
        },
        [{"name": "Martin Ashgrove", "relation": "son"}],
        ["Samuel Idowu", "Eleanor Fitch-Morrow"],
    ),
)

note(
    "discharge_summary",
    """\
    DISCHARGE NOTE - NEWBORN NURSERY

    Infant: Baby Girl [[PATIENT:Delacroix]]    MRN [[ID:NB-2024-11873]]
    Born [[DATE:09/17/2024]] at 03:12 to [[PERSON:Renata Delacroix]] ([[AGE:29]] y/o G2P2)
    Apgar 8 and 9. Birth weight 3,410 g. Maternal GBS negative, rubella immune, HBsAg negative.

    Course: breastfeeding well, 6% weight loss at 48 hours. Bilirubin 9.8 at 40 hours (low
    intermediate risk). Hep B vaccine given. Hearing screen passed both ears. CCHD screen
    passed (98%/99%). Down syndrome screen was low risk prenatally.

    Discharged home [[DATE:09/19/2024]] with mother. Follow-up with [[STAFF:Dr. Ines Marchetti]]
    at [[HOSPITAL:Wrenfield Pediatrics]] in 2 days for weight and bilirubin check.
    """,
)

note(
    "discharge_summary",
    """\
    Hospital discharge summary
    Pt: [[PATIENT:Okonkwo-Barrett, Delphine]] | MRN [[ID:3390-1147-2]] | [[AGE:47]] F
    Adm [[DATE:12 Jan 2025]] | D/C [[DATE:19 Jan 2025]] | Unit: 5 West bed 14

    Dx: DKA precipitated by insulin pump failure; new diagnosis of Hashimoto's thyroiditis.
    Treated per DKA protocol; anion gap closed in 14 h. pH 7.11 -> 7.36. K nadir 3.1, repleted.
    Pump (serial [[ID:PX4-771092-B]]) replaced by the manufacturer rep on [[DATE:1/16]].
    TSH 11.2, free T4 0.6; levothyroxine 50 mcg started.
    Endocrinology ([[STAFF:Dr. Kwame Asante-Reyes]]) will see her on [[DATE:Jan 28]].
    Diabetes educator [[STAFF:Hollis Brandt]], RN reviewed sick-day rules. May improve
    control once the thyroid is replaced. Lantus backup dose 22 units written.
    Home: [[LOCATION:415 Quarry Road]], [[LOCATION:Port Ellery]], [[LOCATION:ME]].
    """,
)

# ---------------------------------------------------------------- admission H&P

note(
    "admission_hp",
    """\
    ADMISSION HISTORY AND PHYSICAL

    Patient: [[PATIENT:Rufus Kettleworth]]   MRN: [[ID:5502178]]   DOB: [[DATE:1949-11-03]]
    Home phone: [[PHONE:715-555-0138]]   Date of admission: [[DATE:2024-10-08]]
    Admitting physician: [[STAFF:Mira Castellanos]], MD   PCP: [[STAFF:Bertrand Lisle]], MD

    Chief complaint: "my legs gave out."

    HPI: [[AGE:74]]-year-old man with Parkinson's disease, orthostatic hypotension and BPH
    found on the floor by his wife [[PERSON:Agnes]] this morning. Denies LOC. Unable to rise
    for about 2 hours. CK 2,870. Lying BP 132/78, standing 94/60.

    PMH: Parkinson's disease (dx [[DATE:2016]]), BPH s/p TURP, hypertension, Bell's palsy
    [[DATE:2008]] (resolved).
    Meds: carbidopa-levodopa 25/100 1.5 tabs QID, tamsulosin 0.4 mg, midodrine 5 mg TID.
    Allergies: sulfa (rash).
    Social: lives with wife in [[LOCATION:Brackenford]]; retired postal carrier; no tobacco.
    Family: father with Parkinson's, brother with colon cancer at [[AGE:61]].

    Exam: T 37.1, HR 88, RR 16, SpO2 96% RA. Masked facies, resting tremor R > L,
    cogwheel rigidity. Strength 5/5 throughout, Romberg not tested. No Babinski sign.
    Ecchymosis over left hip; hip ROM painless.

    Plan: IV fluids for rhabdomyolysis, trend CK; hold tamsulosin; PT/OT; fall precautions,
    Morse fall scale 65. Full code, confirmed with patient and wife.
    """,
    meta(
        {
            "name": "Rufus Kettleworth",
            "mrn": "5502178",
            "dob": "1949-11-03",
            "phone": "715-555-0138",
        },
        [{"name": "Agnes", "relation": "wife"}],
        ["Mira Castellanos", "Bertrand Lisle"],
    ),
)

note(
    "admission_hp",
    """\
    H&P - Surgery admit
    [[PATIENT:Juniper Aldana]], [[AGE:19]] F, MRN [[ID:77120453]]
    Seen [[DATE:4/2/2025]] 22:40 in ED bay 7.

    CC: RLQ pain x 18 h. Started periumbilical, migrated to McBurney's point. Anorexia,
    one episode of emesis. LMP [[DATE:3/20/2025]]; urine hCG negative.
    Exam: T 38.2, HR 110, BP 118/72. Rovsing sign positive, psoas sign positive, rebound.
    Labs: WBC 15.8, CRP 64. CT: dilated appendix 11 mm with periappendiceal stranding,
    no abscess.
    A/P: acute appendicitis. Zosyn 4.5 g IV, NPO, IVF, to OR tonight for laparoscopic
    appendectomy with [[STAFF:Dr. Obafemi]]. Consent signed; mother [[PERSON:Carmen Aldana]]
    at bedside, cell [[PHONE:555-0161]].
    """,
)

note(
    "admission_hp",
    """\
    Psychiatry admission note - [[HOSPITAL:Sorrel Creek Behavioral Health]]
    Patient: [[PATIENT:Caspian Whitlock]]; DOB [[DATE:03/30/2001]]; legal status voluntary.
    Date: [[DATE:August 14, 2024]]

    ID: [[AGE:23]] yo single male, graduate student at [[HOSPITAL:Quillon State University]],
    brought by roommate ([[PERSON:Deshawn Pruitt]]) after 5 days without sleep, pressured
    speech and spending $4,000 on lab equipment.
    Past psych hx: one depressive episode at age [[AGE:17]], treated with sertraline by
    [[STAFF:Dr. Yuki Tanabe]] in [[LOCATION:Tesslin Bay]].
    MSE: hyperverbal, flight of ideas, grandiose ("I will cure Crohn's disease by May"),
    denies SI/HI, no AH/VH. Insight poor.
    Assessment: bipolar I disorder, current episode manic, severe, without psychotic features.
    Plan: lithium 300 mg BID, level in 5 days; olanzapine 5 mg QHS; q15 min checks.
    Will follow up with family meeting once the patient consents.
    """,
)

note(
    "admission_hp",
    """\
    ADMIT NOTE (hospitalist, night)
    [[AGE:58]]M w/ EtOH cirrhosis (Child-Pugh B), admitted from
    [[HOSPITAL:Eastbrook Community Hospital]] ED for hematemesis. Hgb 7.1 (baseline 10).
    BP 98/56 HR 118. Glasgow-Blatchford 14.
    Started octreotide + IV pantoprazole + ceftriaxone; 2 u PRBC. GI ([[STAFF:Dr. Lambert]])
    aware, EGD in AM for likely variceal bleed. Hx Barrett's esophagus on last EGD
    ([[DATE:2022]]). NPO, 2 large-bore IVs, type and cross 4 u. Wife [[PERSON:Odette]] at bedside.
    Code status: full. - [[STAFF:R. Nakagawa]], MD
    """,
)

# ---------------------------------------------------------------- SOAP progress notes

note(
    "soap_progress",
    """\
    PROGRESS NOTE - [[DATE:10/10/2024]]
    Patient: [[PATIENT:Rufus Kettleworth]] (MRN [[ID:5502178]], DOB [[DATE:1949-11-03]])   HD 3

    S: Feels stronger, walked to the door with PT. No dizziness today. Slept well.
    O: BP lying 128/76, standing 112/70. HR 80. CK 2,870 -> 1,140 -> 610.
       Cr 0.9. Tremor unchanged. 4/5 hip flexion on left, otherwise 5/5.
    A: Rhabdomyolysis, resolving. Orthostatic hypotension improved with midodrine and fluids.
       Parkinson's disease, stable.
    P: Stop IV fluids. Continue midodrine 5 mg TID. PT recommends home with rolling walker
       and home PT. Discussed with wife [[PERSON:Agnes Kettleworth]] at [[PHONE:715-555-0138]].
       Anticipate discharge tomorrow. -- [[STAFF:Mira Castellanos]], MD
    """,
    meta(
        {
            "name": "Rufus Kettleworth",
            "mrn": "5502178",
            "dob": "1949-11-03",
            "phone": "715-555-0138",
        },
        [{"name": "Agnes Kettleworth", "relation": "wife"}],
        ["Mira Castellanos"],
    ),
)

note(
    "soap_progress",
    """\
    Clinic note - [[HOSPITAL:Wrenfield Family Practice]]
    Date of service: [[DATE:Tuesday, May 7, 2024]]
    Patient: [[PATIENT:Ignatius Forde]], [[AGE:52]] y.o. male

    Subjective: here for diabetes and BP follow-up. Checking sugars twice daily, fasting
    110-140. Taking Jardiance 10 mg and metformin 1000 mg BID. Occasional tingling of feet.
    Works nights at [[HOSPITAL:Marrowby Cold Storage]].
    Objective: BP 142/88, repeat 136/84. BMI 33.1. Monofilament intact bilaterally.
    A1c 7.4% (was 8.1% in [[DATE:January]]). LDL 96. Urine ACR 38.
    Assessment/Plan:
    1. T2DM, improving. Continue current meds. Retinal exam referral to
       [[HOSPITAL:Northgate Eye Associates]].
    2. HTN, above goal. Add lisinopril 10 mg daily; BMP in 2 weeks.
    3. Microalbuminuria - lisinopril as above.
    RTC 3 months. [[STAFF:Alma Reyes-Holt]], MD
    """,
)

note(
    "soap_progress",
    """\
    ONCOLOGY PROGRESS NOTE
    [[PATIENT:Beatrix Lindqvist]] | [[AGE:36]] F | MRN [[ID:90031766]] | C3D1 ABVD
    [[DATE:2/11/25]]

    S: Tolerating chemo; fatigue 4/10, nausea controlled with Zofran. No fevers.
    O: T 36.8 HR 92 BP 112/70. No palpable adenopathy. Port-a-Cath site clean.
       WBC 3.9, ANC 2.1, Hgb 10.9, plt 188.
    A: Classical Hodgkin lymphoma, stage IIA, interim PET after cycle 2 Deauville 2.
    P: Proceed with cycle 3 today. PFTs before next bleomycin dose. Fertility preservation
       completed at [[HOSPITAL:Tesslin Bay Fertility Center]] in [[DATE:December]].
       Husband [[PERSON:Anders]] accompanies her.
    [[STAFF:Farrah Quddus]], MD / [[STAFF:Jonah Pettibone]], PA-C
    """,
)

note(
    "soap_progress",
    """\
    Daily progress note, MICU, HD 6
    S: Remains intubated, sedated on propofol. Family at bedside overnight.
    O: Tmax 38.4. HR 96, MAP 68 on norepinephrine 0.08. Vent AC 450 x 18, PEEP 10, FiO2 50%.
       ABG 7.34/42/78. Lactate 1.9 (from 4.6). UOP 40 mL/h via Foley. CXR: bilateral infiltrates,
       unchanged. Swan-Ganz not placed.
    A: Septic shock from pneumonia with ARDS, improving oxygenation.
    P: Continue vanc/cefepime, day 6 of 7. Wean FiO2 to 40% as tolerated. SAT/SBT in AM.
       Lines: R IJ CVC day 6, L radial art line day 5. Family meeting [[DATE:Thursday]] with
       [[STAFF:Dr. Vasquez-Imre]] and palliative care.
    """,
)

note(
    "soap_progress",
    """\
    Physical therapy progress note
    Pt: [[PATIENT:Wendell Oyelaran]]   Visit 6 of 12   [[DATE:06/18/2024]]
    Dx: s/p R TKA [[DATE:05/02/2024]] by [[STAFF:Dr. Haverford]].
    S: Pain 3/10 at rest, 6/10 after stairs. Using cane outdoors only.
    O: AROM knee flexion 0-108 deg (was 0-95). Quad lag resolved. Timed up and go 11.2 s.
       Lachman and varus/valgus stress stable. Incision healed, Steri-Strips off.
    A: Progressing toward goals. May improve faster with a home stationary bike.
    P: Continue 2x/week; progress closed-chain strengthening. Next visit [[DATE:6/21]].
    [[STAFF:Tamsin Greeley]], DPT
    """,
)

# ---------------------------------------------------------------- ICU nursing (telegraphic)

note(
    "icu_nursing",
    """\
    NURSING NOTE 0700-1900
    NEURO: SEDATED ON PROPOFOL 20 MCG/KG/MIN, RASS -2. PERRL 3MM BRISK. MAE TO PAIN.
    CV: NSR 80-90S. MAP 65-72 ON LEVO 0.06. +2 PEDAL EDEMA. DOPPLERABLE PULSES BIL.
    RESP: AC 450/18/PEEP 8/FIO2 40%. SX FOR MOD AMT THICK TAN SECRETIONS Q2H. LS COARSE.
    GI/GU: TF AT GOAL 55 ML/HR. FOLEY DRAINING CLEAR YELLOW URINE 40-60 ML/HR.
    SKIN: STAGE 2 SACRUM, MEPILEX CHANGED. TURNED Q2H.
    PLAN: CONT CURRENT POC. WILL FOLLOW UP K+ 3.3 - REPLETED 40 MEQ IV.
    """,
)

note(
    "icu_nursing",
    """\
    RN NOTE 1900-0700. PT REMAINS ON BIPAP 14/8 40%. SATS 92-95%. ABG 7.31/58/71 AT 0200,
    [[STAFF:DR PELLETIER]] AWARE, NO CHANGE. HR 110S AFIB, DILTIAZEM GTT 10 MG/HR. BP 110S/60S.
    AGITATED AT 0330, HALDOL 2 MG IV X1 WITH EFFECT. FOLEY PATENT, UO 30-50 ML/HR.
    WIFE [[PERSON:MAUREEN]] CALLED AT 2200, UPDATED. CHEYNE-STOKES PATTERN WHILE ASLEEP OFF BIPAP.
    """,
)

note(
    "icu_nursing",
    """\
    NSG: ALERT, ORIENTED X3. NO ACUTE DISTRESS. VSS. AFEBRILE. TOL REG DIET.
    IV SITE CDI. AMBULATED IN HALL X2 WITH ASSIST. VOIDING QS. PAIN 2/10, TYLENOL 650 MG X1.
    GLUCOSE 142 AT 1100, 4 UNITS HUMALOG PER SLIDING SCALE. FALL PRECAUTIONS MAINTAINED.
    BED ALARM ON. CALL LIGHT IN REACH. TRANSFER TO FLOOR PENDING BED 4 WEST.
    """,
)

note(
    "icu_nursing",
    """\
    CVICU RN - POD 1 CABG X3. EXTUBATED 0615. 2L NC SAT 96%. CT X2 TO -20 SXN, 120 ML SS OUT.
    PACING WIRES CAPPED. A-LINE R RADIAL, ALLEN TEST NEG PRIOR. SWAN D/C'D. LASIX 20 MG IV.
    K 3.8 MG 2.1. PAIN 4/10 STERNAL, OXY 5 MG. DAUGHTER [[PERSON:KEISHA]] AT BEDSIDE, UPDATED
    BY [[STAFF:DR ABERNATHY-COLE]]. SON TO VISIT FROM [[LOCATION:HARWICK]] TOMORROW.
    """,
)

note(
    "icu_nursing",
    """\
    NEURO ICU RN: GCS 9 (E2V2M5). L PUPIL 4MM SLUGGISH, R 3MM BRISK. EVD OPEN AT 10 CM H2O,
    DRAINING 8-12 ML/HR CLEAR. ICP 12-18. NIMODIPINE 60 MG Q4H VIA NGT. NA 141. HOB 30.
    TCD IN AM. SEIZURE PRECAUTIONS, KEPPRA 500 MG BID. NO FAMILY CALLS THIS SHIFT.
    """,
)

# ---------------------------------------------------------------- radiology

note(
    "radiology",
    """\
    EXAM: CT HEAD WITHOUT CONTRAST
    PATIENT: [[PATIENT:VOSS, HENRIETTA]]   MRN: [[ID:40027716]]   ACC: [[ID:CT250331-0087]]
    DATE: [[DATE:03/31/2025]] 07:52
    ORDERING: [[STAFF:CASTELLANOS, MIRA]]
    INDICATION: [[AGE:91]]F fall, on Coumadin, INR 2.9.
    COMPARISON: [[DATE:11/04/2023]].
    FINDINGS: 9 mm left convexity subdural hematoma with 3 mm midline shift. No
    intraventricular extension. Chronic small vessel ischemic change. Old left PCA infarct.
    IMPRESSION: acute left subdural hematoma. Critical result called to [[STAFF:Dr. Castellanos]]
    at 08:03 by [[STAFF:Dr. Quentin Ashby]], read back confirmed.
    """,
)

note(
    "radiology",
    """\
    CHEST, 2 VIEWS
    Clinical history: cough and fever.
    Comparison: none.
    Findings: right lower lobe consolidation. No effusion. Heart size normal. Kerley B lines
    absent. Sternal wires intact. Degenerative change of the thoracic spine.
    Impression: right lower lobe pneumonia. Follow-up radiograph in 6-8 weeks recommended to
    document resolution.
    Electronically signed: [[STAFF:Nadia Okoro]], MD, [[DATE:5/30/2024]] 14:22
    """,
)

note(
    "radiology",
    """\
    US RUQ ([[HOSPITAL:Northgate Imaging]])
    Pt [[PATIENT:Penelope Stroud]], DOB [[DATE:1/9/1985]], accession [[ID:US-88321945]]
    Sonographic Murphy's sign positive. Gallbladder wall 5 mm with pericholecystic fluid and a
    14 mm stone impacted in the neck. CBD 4 mm. Liver normal echotexture. Pancreas obscured by
    bowel gas.
    Impression: acute calculous cholecystitis. Results phoned to [[STAFF:Dr. Iqbal]].
    """,
)

note(
    "radiology",
    """\
    MRI LUMBAR SPINE W/O
    History: [[AGE:44]] yo M, low back pain radiating to L leg x 6 wk, failed PT.
    L4-5: broad-based disc bulge with left paracentral extrusion contacting the traversing left
    L5 nerve root. Moderate left lateral recess stenosis.
    L5-S1: mild facet arthropathy. No spondylolisthesis.
    Conus terminates at L1. No marrow edema.
    IMPRESSION: L4-5 left paracentral extrusion, correlate for left L5 radiculopathy.
    Reader: [[STAFF:T. Gallagher-Osei]], MD. Report date [[DATE:2024-07-19]].
    """,
)

# ---------------------------------------------------------------- pathology

note(
    "pathology",
    """\
    SURGICAL PATHOLOGY REPORT
    Accession: [[ID:S24-018733]]   Patient: [[PATIENT:Alden Marsh]]   MRN: [[ID:22095518]]
    Collected: [[DATE:08/06/2024]]   Received: [[DATE:08/06/2024]]   Reported: [[DATE:08/09/2024]]
    Submitting physician: [[STAFF:Dr. Corinne Vale]], Urology

    SPECIMEN: prostate, needle biopsies, 12 cores (A-L).
    DIAGNOSIS:
    A-C (right base, mid, apex): prostatic adenocarcinoma, Gleason score 3+4=7 (Grade Group 2),
      involving 3 of 3 cores, 40% of tissue. Perineural invasion present.
    D-L: benign prostatic tissue.
    COMMENT: Immunostains (p63, AMACR) support the diagnosis in core B. Intradepartmental
    consultation with [[STAFF:Dr. Sunil Ramaswamy]].
    Pathologist: [[STAFF:Helga Brandvold]], MD
    """,
)

note(
    "pathology",
    """\
    CYTOLOGY - Pap test, liquid based
    Specimen adequacy: satisfactory; endocervical component present.
    Interpretation: atypical squamous cells of undetermined significance (ASC-US).
    HPV high-risk: positive (non-16/18).
    Recommendation: colposcopy per ASCCP guidelines.
    Screened by [[STAFF:L. Montague]], CT(ASCP); reviewed by [[STAFF:Omar Haddad]], MD.
    """,
)

note(
    "pathology",
    """\
    FINAL DIAGNOSIS ([[ID:SP-25-004417]]), [[HOSPITAL:Harrowgate Memorial Hospital]] Dept of
    Pathology:
    Colon, sigmoid, resection (Hartmann's procedure): diverticulitis with perforation and
    abscess; no dysplasia or malignancy. 14 lymph nodes, reactive. Margins viable.
    Gross: 18 cm segment of colon with a 2.1 cm perforation; Jackson-Pratt drain tip submitted
    separately.
    Lynch syndrome screening not indicated. Signed out [[DATE:1/27/2025]] by [[STAFF:P. Nwachukwu]].
    """,
)

# ---------------------------------------------------------------- ED triage

note(
    "ed_triage",
    """\
    ED TRIAGE [[DATE:07/04/2024]] 21:17  ESI 2
    Name: [[PATIENT:Colby Tremaine]]   DOB: [[DATE:12/01/1996]]   MRN: [[ID:71188240]]
    Pt cell: [[PHONE:(414) 555-0190]]
    Arrived by EMS ([[HOSPITAL:Harwick Fire Rescue]] Medic 12) from [[LOCATION:Larkin Park]].
    CC: burn to R hand and forearm from fireworks.
    V/S: BP 156/94 HR 122 RR 22 T 37.0 SpO2 99% RA. Pain 9/10.
    Partial-thickness burn ~3% TBSA. Tetanus last [[DATE:2015]]. NKDA.
    Contact: girlfriend [[PERSON:Siobhan Reilly]] [[PHONE:(414) 555-0108]].
    Triage RN: [[STAFF:Gemma Ostrowski]]
    """,
    meta(
        {
            "name": "Colby Tremaine",
            "mrn": "71188240",
            "dob": "12/01/1996",
            "phone": "(414) 555-0190",
        },
        [{"name": "Siobhan Reilly", "relation": "girlfriend"}],
        ["Gemma Ostrowski"],
    ),
)

note(
    "ed_triage",
    """\
    TRIAGE: [[AGE:4]] yo M brought by mother, fever 39.6 x 2 days, pulling at R ear, decreased
    PO. Immunizations UTD per mom. Wt 17.2 kg. HR 138 RR 26 SpO2 98%. Ibuprofen 170 mg PO given
    at 14:50. ESI 4. Waiting room, pediatric area bed 3 when available.
    """,
)

note(
    "ed_triage",
    """\
    ED triage note
    Pt states "worst headache of my life" onset 1 hr ago while lifting boxes at work
    ([[HOSPITAL:Cobalt Springs Distribution Center]]). Vomited x2. GCS 15. BP 188/104.
    Hx: HTN, smoker. [[AGE:49]] y/o F. Meds: amlodipine 10 mg. Code stroke not called (no focal
    deficit); MD [[STAFF:Huxley]] notified at bedside. To CT immediately.
    Pt ID band checked: [[PATIENT:Rosalind Achterberg]], DOB [[DATE:10/22/1974]].
    """,
)

note(
    "ed_triage",
    """\
    TRIAGE
    [[AGE:92]] y/o M from [[HOSPITAL:Elmsridge Assisted Living]] with confusion x 1 day, per staff
    ([[STAFF:Dolores]], LPN, [[PHONE:555-0132]]). Foley in place, cloudy urine. T 38.9, HR 104,
    BP 102/58. Hx dementia, BPH, CKD 3. DNR/DNI per paperwork. Sepsis screen positive.
    """,
)

# ---------------------------------------------------------------- operative notes

note(
    "operative",
    """\
    OPERATIVE REPORT
    Date of surgery: [[DATE:April 3, 2025]]
    Patient: [[PATIENT:Juniper Aldana]]   MRN: [[ID:77120453]]
    Surgeon: [[STAFF:Adebayo Obafemi]], MD   Assistant: [[STAFF:Lena Sorokina]], MD (PGY-3)
    Anesthesia: general endotracheal ([[STAFF:Dr. Felix Amundsen]])
    Preoperative diagnosis: acute appendicitis.
    Procedure: laparoscopic appendectomy.
    Findings: inflamed, non-perforated appendix; no purulent fluid. Meckel's diverticulum
    absent on inspection of the distal 60 cm of ileum.
    Description: patient supine, arms tucked, Trendelenburg with left tilt. 12 mm umbilical
    Hasson port, two 5 mm ports. Mesoappendix divided with LigaSure; base stapled with a
    45 mm vascular load. Specimen removed in an Endo Catch bag. Fascia closed with 0 Vicryl,
    skin with 4-0 Monocryl and Dermabond.
    EBL 10 mL. Counts correct x2. No complications. To PACU in stable condition.
    """,
)

note(
    "operative",
    """\
    Brief op note
    Pre/post-op dx: symptomatic cholelithiasis / acute cholecystitis
    Procedure: lap chole with IOC
    Surgeon: [[STAFF:Iqbal]]; Asst: [[STAFF:Fenwick]]
    Anesth: GETA
    Findings: gangrenous GB, critical view of safety obtained, IOC normal (no CBD filling defect)
    EBL: 25 mL   Drains: 19 Fr Blake to bulb suction   Specimen: GB to path
    Complications: none. Dispo: floor. Pt [[PATIENT:Penelope Stroud]], [[DATE:3/12/24]]
    """,
)

note(
    "operative",
    """\
    PROCEDURE NOTE: Left carpal tunnel release
    Date: [[DATE:11/21/2024]]  Surgeon: [[STAFF:Dr. Marguerite Okeke]]
    Indications: [[AGE:61]]-year-old right-hand-dominant woman with 2 years of numbness, positive
    Tinel's and Phalen's tests, EMG with moderate median neuropathy at the wrist.
    Procedure: under Bier block, a 2.5 cm incision in line with the radial border of the ring
    finger. Transverse carpal ligament divided under direct vision. Median nerve decompressed;
    no Dupuytren cords. Closed with 4-0 nylon, bulky dressing, volar splint.
    Follow-up in 10-14 days for suture removal.
    """,
)

# ---------------------------------------------------------------- consult letters

note(
    "consult_letter",
    """\
    [[HOSPITAL:Quillon Valley Cardiology]]
    [[LOCATION:200 Meridian Avenue, Suite 4]]
    [[LOCATION:Quillon]], [[LOCATION:OR]] [[LOCATION:97998]]
    Tel [[PHONE:503-555-0170]]  Fax [[PHONE:503-555-0171]]

    [[DATE:June 12, 2024]]

    [[STAFF:Dr. Alma Reyes-Holt]]
    [[HOSPITAL:Wrenfield Family Practice]]

    Re: [[PATIENT:Ignatius Forde]], DOB [[DATE:09/14/1971]]

    Dear [[STAFF:Dr. Reyes-Holt]],

    Thank you for referring [[PATIENT:Mr. Forde]] for exertional chest pressure. Exercise
    treadmill test (Bruce protocol) reached 9.2 METs with 1.5 mm horizontal ST depression in
    the inferolateral leads at peak. Coronary CTA showed a 70% proximal LAD stenosis.
    I have started aspirin 81 mg and atorvastatin 80 mg and arranged coronary angiography at
    [[HOSPITAL:St. Brannoch Medical Center]] on [[DATE:June 20]]. His CHA2DS2-VASc score is not
    relevant as he is in sinus rhythm.

    Yours sincerely,
    [[STAFF:Cornelius Abernathy-Cole]], MD, FACC
    """,
)

note(
    "consult_letter",
    """\
    Dermatology consultation

    Dear Colleague,

    I saw [[PATIENT:Beatrix Lindqvist]] today regarding a pruritic rash on her forearms that
    appeared after her third cycle of ABVD. Examination shows flagellate erythema, a recognised
    bleomycin reaction, and no features of Stevens-Johnson syndrome. Raynaud's phenomenon is
    absent. I recommend topical clobetasol 0.05% BID for 2 weeks and cetirizine 10 mg at night,
    and I have discussed this with her oncologist, [[STAFF:Dr. Farrah Quddus]].

    Kind regards,
    [[STAFF:Dr. Evander Mbeki-Lowe]]
    Consultant Dermatologist, [[HOSPITAL:Tesslin Bay Skin Institute]]
    """,
)

note(
    "consult_letter",
    """\
    NEUROLOGY CONSULT
    Requesting: [[STAFF:Dr. R. Nakagawa]] (hospitalist)
    Patient: [[PATIENT:Hollis Greenbaum]], [[AGE:67]] M, room 418
    Question: new bilateral leg weakness.
    History: ascending weakness over 6 days after a diarrheal illness. Areflexia, distal
    paresthesias. No bowel or bladder involvement. No Babinski. NIF -32, FVC 1.9 L.
    Impression: Guillain-Barre syndrome (AIDP) until proven otherwise; Brown-Sequard and cord
    compression unlikely given exam.
    Recommendations: LP (expect albuminocytologic dissociation), NCS, IVIG 0.4 g/kg/day x 5
    days, FVC/NIF q6h; ICU if FVC < 20 mL/kg. Will follow daily.
    [[STAFF:Ottoline Brisco]], MD, Neurology, pager [[PHONE:555-0126]]
    """,
)

# ---------------------------------------------------------------- referral letters

note(
    "referral_letter",
    """\
    REFERRAL

    To: [[HOSPITAL:Sorrel Creek Rehabilitation Center]], Intake Department
    Fax: [[PHONE:(920) 555-0155]]
    From: [[STAFF:Eleanor Fitch-Morrow]], NP, [[HOSPITAL:Sable Ridge Primary Care]]
    Date: [[DATE:June 24, 2024]]

    Patient: [[PATIENT:Theodore Ashgrove]]   DOB: [[DATE:02/02/1941]]   MRN: [[ID:6620194]]
    Address: [[LOCATION:27 Linden Court]], [[LOCATION:Sable Ridge]],
      [[LOCATION:WI]] [[LOCATION:53999]]
    Phone: [[PHONE:(608) 555-0112]]   SSN: [[ID:987-65-4402]]
    Insurance: [[HOSPITAL:Bluepine Health Plan]], member ID [[ID:BPH448210773]]

    Reason: outpatient physical and occupational therapy after hospitalization for pneumonia
    and deconditioning; gait unsteady, uses a 4-wheeled walker. Mild Alzheimer's dementia.
    Son [[PERSON:Martin Ashgrove]] coordinates transport.
    """,
    meta(
        {
            "name": "Theodore Ashgrove",
            "mrn": "6620194",
            "dob": "02/02/1941",
            "phone": "(608) 555-0112",
        },
        [{"name": "Martin Ashgrove", "relation": "son"}],
        ["Eleanor Fitch-Morrow"],
    ),
)

note(
    "referral_letter",
    """\
    Dear [[STAFF:Dr. Marchetti]],

    I would be grateful if you could see [[PATIENT:Noor Haddadin]] ([[AGE:7]] years old) for
    recurrent abdominal pain with poor weight gain (weight now below the 5th percentile).
    Tissue transglutaminase IgA was 112 U/mL with a normal total IgA. Crohn's disease is in
    the differential given a perianal skin tag. Her father, [[PERSON:Yusuf Haddadin]], can be
    reached on [[PHONE:555-0194]] or [[EMAIL:y.haddadin@example.net]].

    Many thanks,
    [[STAFF:Dr. Cillian Mortensen]]
    [[HOSPITAL:Carrow Heights Children's Clinic]]
    """,
)

note(
    "referral_letter",
    """\
    E-referral: Sleep Medicine
    Referring provider: [[STAFF:Jonah Pettibone]], PA-C
    Pt: [[PATIENT:Fitzgerald Oduya]], MRN [[ID:31147726]], [[AGE:55]] y/o M
    Reason: loud snoring, witnessed apneas, Epworth 15, BMI 38, resistant HTN on 4 agents.
    STOP-BANG 7. Request home sleep apnea test vs in-lab PSG. Mallampati IV.
    Preferred location: [[HOSPITAL:Brackenford Sleep Center]]. Pt prefers text messages to
    [[PHONE:555-0139]].
    """,
)

# ---------------------------------------------------------------- telephone encounters

note(
    "telephone_encounter",
    """\
    TELEPHONE ENCOUNTER  [[DATE:01/22/2025]] 09:14
    Caller: [[PERSON:Gerald Whitcombe]] (husband of patient [[PATIENT:Ida Whitcombe]],
    MRN [[ID:10477352]], DOB [[DATE:08/30/1950]])
    Callback: [[PHONE:(715) 555-0121]]
    Reason: wife's INR from yesterday was 4.6 on warfarin 5 mg daily; no bleeding, no falls.
    Advice (per anticoagulation protocol, reviewed with [[STAFF:Dr. Lisle]]): hold tonight's dose,
    then 2.5 mg daily x 3 days, recheck INR [[DATE:Monday]] at [[HOSPITAL:Harwick Lab Services]].
    Reviewed bleeding precautions. Caller verbalized understanding and read back plan.
    [[STAFF:Priscilla Dunmore]], RN
    """,
    meta(
        {
            "name": "Ida Whitcombe",
            "mrn": "10477352",
            "dob": "08/30/1950",
            "phone": "(715) 555-0121",
        },
        [{"name": "Gerald Whitcombe", "relation": "husband"}],
        ["Priscilla Dunmore"],
    ),
)

note(
    "telephone_encounter",
    """\
    Phone note: pt called re: refill of levothyroxine 50 mcg. Last TSH 3.4 on [[DATE:4/9]]. Refill
    x 90 days sent to [[HOSPITAL:Kestrel Pharmacy]] on [[LOCATION:Main Street]]. Pt also asks if
    she can take it with coffee - advised to wait 30-60 min. No other concerns. Will follow up
    at the annual visit.
    """,
)

note(
    "telephone_encounter",
    """\
    Telephone triage (after hours)
    Spoke with [[PATIENT:Caleb Montrose]], [[AGE:31]], re: swelling and pain in L calf since
    flying home from [[LOCATION:Valdoria]] on [[DATE:Saturday]]. No chest pain or dyspnea. On OCP?
    N/A (male). Wells score estimated 1. Advised ED evaluation tonight for duplex ultrasound
    to r/o DVT. Pt agrees, will go to [[HOSPITAL:Eastbrook Community Hospital]]. Homan's sign
    not assessable by phone. -- [[STAFF:B. Okafor-Lyle]], RN, Nurse Advice Line
    """,
)

note(
    "telephone_encounter",
    """\
    TC from [[HOSPITAL:Pinecrest Manor]] (nurse [[STAFF:Tobias]]): resident's BP 88/50 this AM,
    asymptomatic, ate breakfast. Held lisinopril and metoprolol per my verbal order; recheck BP
    q4h and call if SBP < 90 persists. Orders faxed to [[PHONE:608-555-0148]].
    - [[STAFF:E. Fitch-Morrow]], NP
    """,
)

# ---------------------------------------------------------------- patient portal messages

note(
    "portal_message",
    """\
    From: [[PATIENT:Penelope Stroud]] <[[EMAIL:pstroud.home@example.com]]>
    To: [[STAFF:Dr. Iqbal]]'s care team
    Sent: [[DATE:3/19/2024]] 6:42 PM
    Subject: drain question
    Chart: MRN [[ID:61904258]], DOB [[DATE:1/9/1985]]

    Hi, the drain from my surgery is putting out about 20 mL a day now, it's clear yellow.
    Is it ok to shower? Also the steri strips are curling at the edges. My new phone number is
    [[PHONE:(262) 555-0176]] if you need to call. Thanks, [[PATIENT:Penny]]
    """,
    meta(
        {
            "name": "Penelope Stroud",
            "mrn": "61904258",
            "dob": "1/9/1985",
            "phone": "(262) 555-0176",
        },
        [],
        ["Iqbal"],
    ),
)

note(
    "portal_message",
    """\
    RE: test results
    Hello [[PATIENT:Mr. Forde]] -- your cholesterol panel looks much better: LDL 61, HDL 44,
    triglycerides 150. Keep taking the atorvastatin 80 mg. Your A1c is 6.9%. See the full
    results at [[URL:https://mychart.wrenfieldhealth.example/results/55120]]. May improve further
    with the walking program we discussed.
    - [[STAFF:Alma Reyes-Holt]], MD
    """,
)

note(
    "portal_message",
    """\
    Message from patient:
    i have had a fever of 101 since last night and my port site is red and sore. chemo was
    on the [[DATE:11th]]. should i come in?? - [[PATIENT:bea]]

    Reply ([[STAFF:Jonah Pettibone]], PA-C): Please go to the ED now for blood cultures and
    antibiotics; fever after chemo needs same-day evaluation. I have called ahead to
    [[HOSPITAL:Tesslin Bay General]].
    """,
)

note(
    "portal_message",
    """\
    Patient message: Hello, this is [[PERSON:Carmen Aldana]], mom of [[PATIENT:Juniper]]. She is
    having a little bleeding from the belly button incision after the appendix surgery. Gauze
    has a spot about the size of a quarter. Should we worry? You can also email me at
    [[EMAIL:carmen.aldana77@example.org]]. Thank you!
    """,
)

# ---------------------------------------------------------------- medication reconciliation

note(
    "med_reconciliation",
    """\
    MEDICATION RECONCILIATION - ADMISSION
    Patient: [[PATIENT:Hollis Greenbaum]]   MRN: [[ID:58830012]]   DOB: [[DATE:05/05/1957]]
    Phone: [[PHONE:(715) 555-0183]]
    Source: patient, wife ([[PERSON:Ruth Greenbaum]]), pharmacy fill history ([[HOSPITAL:Kestrel
    Pharmacy]], [[PHONE:555-0150]])
    Home medications:
      1. lisinopril 20 mg PO daily - continue
      2. atorvastatin 40 mg PO nightly - continue
      3. metformin 500 mg PO BID - hold (IV contrast)
      4. aspirin 81 mg PO daily - continue
      5. gabapentin 300 mg 1/2 tab PO TID - continue, renally dosed
      6. fish oil 1,000 mg daily - not continued (non-formulary)
    Allergies: penicillin (hives, [[DATE:1980s]]).
    Reconciled by [[STAFF:Marisa Quon]], PharmD, [[DATE:11/02/2024]] 13:20
    """,
    meta(
        {
            "name": "Hollis Greenbaum",
            "mrn": "58830012",
            "dob": "05/05/1957",
            "phone": "(715) 555-0183",
        },
        [{"name": "Ruth Greenbaum", "relation": "wife"}],
        ["Marisa Quon"],
    ),
)

note(
    "med_reconciliation",
    """\
    Discharge med rec:
    NEW: apixaban (Eliquis) 5 mg BID; metoprolol tartrate 25 mg BID
    CHANGED: furosemide (Lasix) 20 mg -> 40 mg daily
    STOPPED: warfarin (Coumadin) - switched to apixaban, last INR 2.1
    CONTINUE: Synthroid 75 mcg daily, Flomax 0.4 mg QHS, Colace 100 mg BID PRN, Senna 2 tabs QHS
    Pt educated using teach-back. Pill organizer filled for week 1.
    """,
)

note(
    "med_reconciliation",
    """\
    Outpatient medication review ([[HOSPITAL:Brackenford Senior Health]])
    [[PATIENT:Ines Carvalho-Stroud]], [[AGE:88]]; brings all bottles in a bag. Prescribers:
    [[STAFF:Dr. Lisle]] (PCP), [[STAFF:Dr. Tanabe]] (psychiatry).
    - donepezil 10 mg QHS (for Alzheimer's)
    - sertraline 50 mg daily
    - oxybutynin 5 mg BID -> recommend stopping (anticholinergic burden with donepezil)
    - zolpidem 5 mg QHS -> Beers list; taper 1/2 tab x 2 weeks then stop
    - vitamin D3 2,000 IU daily
    Daughter-in-law [[PERSON:Petra Carvalho]] fills the pill box weekly.
    """,
)

# ---------------------------------------------------------------- lab comments

note(
    "lab_comment",
    """\
    Specimen hemolyzed; potassium may be falsely elevated. Recollection requested.
    """,
)

note(
    "lab_comment",
    """\
    CRITICAL VALUE: troponin I 2.84 ng/mL (ref < 0.04). Called to and read back by
    [[STAFF:Dana Whitfield]], RN at 04:12 on [[DATE:06/02/2024]].
    Caller: [[STAFF:K. Armistead]], MLS.
    """,
)

note(
    "lab_comment",
    """\
    Blood culture, set 2 of 2: Gram-positive cocci in clusters, 14.2 h to positivity.
    Identification and susceptibility to follow. Rapid PCR: mecA NOT detected (MSSA).
    Result communicated to the antimicrobial stewardship pharmacist.
    """,
)

note(
    "lab_comment",
    """\
    Comment: sample received without a second identifier; label reads
    [[PATIENT:GREENBAUM, H]] and MRN [[ID:58830012]] only. Per policy, results released after
    verification with the unit (4 West) at 10:05. Reference lab [[HOSPITAL:Harwick Lab Services]]
    order [[ID:HLS-20241102-3371]].
    """,
)

# ---------------------------------------------------------------- transfer summaries

note(
    "transfer_summary",
    """\
    INTERFACILITY TRANSFER SUMMARY
    From: [[HOSPITAL:Eastbrook Community Hospital]], ICU bed 6
    To: [[HOSPITAL:St. Brannoch Medical Center]], Liver ICU
        (accepting: [[STAFF:Dr. Imogen Faraday]])
    Date/time: [[DATE:02/16/2025]] 05:30   Mode: critical care ground transport
    Patient: [[PATIENT:Lorcan Featherstone]]   DOB: [[DATE:04/11/1966]]
    MRN (sending): [[ID:EC-0098812]]   Home phone: [[PHONE:(207) 555-0109]]
    Reason: variceal hemorrhage refractory to banding; for TIPS evaluation.
    Course: 6 u PRBC, 2 FFP; octreotide and ceftriaxone; Minnesota tube placed 02:40 (balloon
    pressures documented on flowsheet). Intubated for airway protection. Hgb 7.8 after
    transfusion. Lactate 3.1.
    Lines: R IJ cordis, L femoral arterial line, Foley.
    Family: sister [[PERSON:Aoife Featherstone]] informed ([[PHONE:(207) 555-0164]]).
    Sending physician: [[STAFF:Rhys Nakagawa]], MD
    """,
    meta(
        {
            "name": "Lorcan Featherstone",
            "mrn": "EC-0098812",
            "dob": "04/11/1966",
            "phone": "(207) 555-0109",
        },
        [{"name": "Aoife Featherstone", "relation": "sister"}],
        ["Rhys Nakagawa", "Imogen Faraday"],
    ),
)

note(
    "transfer_summary",
    """\
    Transfer note MICU -> floor (6 North)
    HD 9. [[AGE:72]] y/o woman admitted with septic shock from pneumonia, now off pressors for
    48 h, extubated [[DATE:Sunday]], on 2L NC. Completed 7 days vanc/cefepime. Foley removed,
    voiding. PT/OT following. Diet: dysphagia 3 per SLP. Delirium resolved; CAM negative.
    To do: repeat CXR in 6 weeks; PCP follow-up; daughter prefers updates by phone.
    Receiving team: Medicine Blue, [[STAFF:Dr. Vasquez-Imre]] signing out to [[STAFF:Dr. Pham]].
    """,
)

note(
    "transfer_summary",
    """\
    SNF TRANSFER FORM
    Resident: [[PATIENT:Augustin Pellew]]     Age: [[AGE:95]]     Room 12A
    Facility: [[HOSPITAL:Pinecrest Manor]]
              [[LOCATION:88 Orchard Terrace]], [[LOCATION:Sable Ridge]]
    Sent to: [[HOSPITAL:St. Brannoch Medical Center]] ED on [[DATE:10/30/2024]] at 11:50
    Reason: fall with R hip pain, shortened and externally rotated leg.
    Code status: DNR, OK to intubate? NO. POLST on file.
    Baseline: ambulates with walker, oriented to person only, Alzheimer's disease.
    Contact: niece [[PERSON:Celestine Pellew-Barr]], [[PHONE:608-555-0177]],
    [[EMAIL:cpellewbarr@example.com]]
    """,
)

# ---------------------------------------------------------------- clinician search queries

note(
    "search_query",
    """\
    best anticoagulant for [[AGE:83]] yo with afib and CrCl 25, pt [[PATIENT:Theodore Ashgrove]]
    MRN [[ID:6620194]] at [[HOSPITAL:Pinecrest Manor]]
    """,
)

note(
    "search_query",
    """\
    apixaban dose adjustment criteria age weight creatinine
    """,
)

note(
    "search_query",
    """\
    is 1/2 tab metoprolol 25 mg bid ok if BP 120/80 and HR 58?
    """,
)

note(
    "search_query",
    """\
    Guillain-Barre IVIG vs plasmapheresis outcomes, my patient [[PATIENT:Hollis G.]] admitted
    [[DATE:10/31/2024]] to [[HOSPITAL:Eastbrook Community Hospital]] room 418
    """,
)

note(
    "search_query",
    """\
    lithium level 1.4 in [[AGE:23]] y/o male started [[DATE:8/14]] - hold or reduce?
    pt [[PATIENT:C. Whitlock]], attending [[STAFF:tanabe]]
    """,
)

note(
    "search_query",
    """\
    pediatric celiac workup tTG 112 normal IgA next step biopsy [[PATIENT:Noor H]]
    [[LOCATION:Carrow Heights]]
    """,
)

note(
    "search_query",
    """\
    Whipple vs distal pancreatectomy for 2 cm tail lesion, Parkinson's disease pt, Child-Pugh A
    """,
)

note(
    "search_query",
    """\
    portal login issue user [[EMAIL:jnakamura.rn@example.org]] from [[IP:198.51.100.23]] cannot
    open [[URL:https://ehr.harrowgate.example/chart?id=40027716]]
    """,
)


# ---------------------------------------------------------------- build


def strip_markup(note_id: str, markup: str) -> tuple[str, list[dict]]:
    """Plain text and spans (start, end, label) from a marked-up note."""
    parts, spans, pos, out_len = [], [], 0, 0
    for match in MARK.finditer(markup):
        before = markup[pos : match.start()]
        parts.append(before)
        out_len += len(before)
        label, value = parse_label(match.group(1)), match.group(2)
        if label is Label.OTHER or not value or value != value.strip():
            raise ValueError(f"{note_id}: bad mark {match.group(0)!r}")
        spans.append({"start": out_len, "end": out_len + len(value), "label": str(label)})
        parts.append(value)
        out_len += len(value)
        pos = match.end()
    parts.append(markup[pos:])
    text = "".join(parts)
    if "[[" in text or "]]" in text:
        raise ValueError(f"{note_id}: unbalanced markup")
    return text, spans


def check_metadata(note_id: str, text: str, metadata: dict) -> None:
    """Every non-empty metadata value must occur in the note text."""
    values = list(metadata["patient"].values())
    if sorted(metadata["patient"]) != ["dob", "mrn", "name", "phone"] or not all(values):
        raise ValueError(f"{note_id}: incomplete patient metadata")
    values += [r["name"] for r in metadata["relatives"]]
    values += [p["name"] for p in metadata["providers"]]
    for value in values:
        if value not in text:
            raise ValueError(f"{note_id}: metadata value {value!r} not in text")


def build() -> list[dict]:
    """All notes as JSONL records."""
    records = []
    for i, entry in enumerate(NOTES, start=1):
        note_id = f"gold-{i:03d}"
        text, spans = strip_markup(note_id, entry["markup"])
        record = {"id": note_id, "style": entry["style"], "text": text, "spans": spans}
        if "metadata" in entry:
            metadata = entry["metadata"]
            check_metadata(note_id, text, metadata)
            record["metadata"] = metadata
        records.append(record)
    return records


def main() -> None:
    """Write the corpus and print a summary."""
    records = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in records))
    labels: dict[str, int] = {}
    for record in records:
        for span in record["spans"]:
            labels[span["label"]] = labels.get(span["label"], 0) + 1
    styles = {r["style"] for r in records}
    print(f"{len(records)} notes, {len(styles)} styles, {sum(labels.values())} spans: {labels}")


if __name__ == "__main__":
    main()
