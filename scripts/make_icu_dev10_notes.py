# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev10_notes.jsonl: a tenth set of fictional ICU nursing notes.

A voice unlike the earlier dev sets: the nursing notes of a large US academic hospital's
electronic charting system around 2008-2012, where nurses chart under problem headings from a
template. A problem title line ("Hypotension (not Shock)", "Respiratory failure, acute (not
ARDS)", "Altered mental status (not Delirium)", "Pain control (acute pain, chronic pain)",
"Alcohol withdrawal (including Delirium Tremens, DTs, Seizures)", "Atrial fibrillation (Afib)",
"Impaired Skin Integrity", "Hyperglycemia", "Renal failure, acute", "Heart failure (CHF),
Systolic, Acute on Chronic") is followed by "Assessment:", "Action:", "Response:" and "Plan:"
lines; beside them stand free-text notes ("Nursing Progress Note", "Nursing Transfer Note", "NPN
0700-1900", "Family meeting", "Event note", "Addendum", "Social work consult") and the
template's admission block ("Chief complaint:", "HPI:", "PMHx:", "Allergies:", "Code status:",
"Height: ... Admission weight:", "Day of mechanical ventilation:", "Communication:", "Transfer
to: 11R", "Dispo:"). The writers differ: some terse and lower case, some in ALL CAPS, some in
full sentences, about a third each; notes run from one line to about thirty. Patients are named
in headers ("Pt: LAST, FIRST" with an MRN, account, member or bed-board number or a DOB) and in
text ("Mr. X", "Mrs. X", "Ms. X", a first name alone); family and friends follow kin words or
stand without a cue ("X and Y in to visit"), and several are names that are also words or places
("Bill", "Faith", "Summer", "Dallas", "Autumn", "Robin") beside the ordinary uses ("the bill
from the ambulance", "her faith", "for the summer", the city of Dallas). Staff are attendings,
fellows, residents, covering NPs, RTs, PT, wound nurses, a pain service, SW, CM, chaplains,
interpreters, outside PCPs, a director of nursing, liaisons and nurses, as "Dr. X", "dr x", "Dr.
X/Y" (two spans), "per Dr. X (resident)", "X RN", "-X", initials and first names alone ("spoke
w/ bethan re: plan"), "covering NP X", "paged Dr. X x2". Hospitals and other organizations are
outside hospitals and EDs, rehabs, nursing homes, an LTAC, hospices, dialysis units (with their
"MWF" days), clinics, PCP, cardiology and heart failure practices, a VNA, pharmacies, ambulance,
fire, EMS and flight services, a shelter, a group home, guardianship services, churches,
employers, schools and an insurer: invented initialisms in both cases ("SKMH", "pvgh"), names
with a care word ("Bramcote Rehab", "the Birches at Cullerby"), the same names without one ("go
back to the Birches", "meet pt at Bramcote"), possessives ("St. Elphin's", "ST. DROSTAN'S",
"marrin's drug"), "of" names ("Friends of Lissington Heath Hospice", "Brothers of St. Aelred
Home"), town-hyphen names ("Scarrow-Brinscombe Medical Center", "Hartsbrook-Sudlow Primary
Care") and practices and units named like a person ("Ravenhall Cardiology Associates",
"Hetherington Dialysis"). Towns, villages, a county, states, countries, foreign cities, an
island, a neighborhood, roads, a street address, a PO box, a state abbreviation and a zip code
follow "lives in", "from", "called from", "drove in from", "moved up from", "visiting from",
"mvc on Rt X in Y" and "found down at her apt on X St". Dates take every shape: "3/14", "03/14",
"3-16", "3/14/09", "3/21/2009", "14 March", "MAR 9", "MARCH 14TH", "the 14th" (only "14th"
marked), "on 3/15 @ 0800", ranges ("2/18-3/6", two spans), weekdays ("mon", "Tues", "SAT AM"
with only "SAT" marked, "thursday am"), months alone ("in Feb", "since last OCTOBER", only the
month marked), "Jan 2009", history years ("CABG 1998", "MI '04", "dx 2001", "(2006)"), holidays
("Thanksgiving", "New Year's", "Easter", "fourth of july", "labor day"), DOBs and an ISO date
("2009-03-14"); relative words ("tomorrow", "tonight", "this wknd") are left unmarked. Ages mark
only the number ("83 y/o", "88 YO M", "pt is 92", "since age 9", "SHE IS 91"). Look-alikes sit
in the same notes (BP 120/80, HR 80s, ABG 7.32/48/76, CMV 500x14 PEEP 5 FiO2 40%, PSV 10/5, CPAP
5/5, BiPAP 12/5, percocet 5/325, lasix 40 IV, pain 4/10, strength 4/5, a+o x3, 1/2 NS,
0700-1900, 7a-7p, q2h, bed 7, rm 12, HD 4, POD 2, 2+ edema, I/O 1200/800, K 3.4, Mg 1.6, INR
2.3, GCS, CIWA, RASS -2, drug, device and eponym names such as Foley, Swan-Ganz, Shiley,
Dobhoff, Cortrak, Jackson-Pratt, Miami J, Hoyer, Bair Hugger, Pleur-evac, Flexiseal, Levophed,
Trendelenburg, Glasgow, Parkinson's, Alzheimer's, Guillain-Barre, unit names MICU, CCU, CVICU,
SICU, TSICU, 11R, Finard 4, "the floor", "PT" for physical therapy, OT, RT, "MD aware", "team
aware", "NP aware", and "hope", "may", "will", "march" as ordinary words). All names, places,
initialisms and numbers are invented (phones in the 555-01xx range and unused in the earlier
sets, the e-mail and web addresses at example.org), and none comes from the nine earlier dev
sets or the gold set. PHI is marked inline as ``[[LABEL:value]]`` as in
scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and writes the dev sets. It was
written blind, by a writer who ran no recognizer on it, to check how the rules tuned on the
earlier dev sets generalize.
Run: ``python scripts/make_icu_dev10_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev10_notes.jsonl"

NOTES: list[str] = [
    """\
    Chief complaint: Hypotension, urosepsis
    Pt: [[PATIENT:TAVARES, ODETE]]    MRN [[ID:2207-6613]]
    HPI: [[AGE:83]] y/o F w/ dementia, CHF, CRI, sent from [[HOSPITAL:the Birches at Cullerby]] to [[HOSPITAL:SKMH]] ED on [[DATE:3/14/09]] w/ fever 102.4, BP 70s/40s, UA grossly positive. Rec'd 3L NS, vanc/cefepime, Levophed started via L fem CVL, then tx'd here via [[HOSPITAL:Kittiwake MedFlight]] for MICU bed.
    PMHx: CHF (EF 35%), AF on coumadin (INR 2.3 on arrival), CRI (baseline Cr 1.6), HTN, hypothyroid, L hip fx s/p ORIF [[DATE:2006]], cholecystectomy [[DATE:'79]], Alzheimer's dementia dx [[DATE:2004]].
    Allergies: Sulfa (Hives); Codeine (Nausea/Vomiting)
    Code status: DNR / DNI
    Height: 5'1"   Admission weight: 58.4 kg
    Communication: Comments: dtr [[PERSON:Ilidia]] is HCP, cell [[PHONE:774-555-0141]]; son [[PERSON:Januario]] lives in [[LOCATION:Cape Verde]], dtr will update him.
    Hypotension (not Shock)
    Assessment:
    BP 84/42 on arrival, MAP 55, HR 100s AF. Levophed 0.08 mcg/kg/min. Lactate 3.4. Foley draining 15cc/hr cloudy amber urine.
    Action:
    NS 500cc x2 per MICU resident [[STAFF:Dr. Oyekunle]]. R IJ TLC placed by resident @ 2230, fem line d/c'd. Blood and urine cx sent.
    Response:
    MAP 65-70 on Levophed 0.05, UO 30-40cc/hr.
    Plan:
    Wean pressor for MAP >65, f/u cx, repeat lactate @ 0400.
    Social work consult: [[PATIENT:Mrs. Tavares]] speaks Cape Verdean Creole only; interpreter [[STAFF:Adelino]] used @ 2100. Dtr would like pt to go back to [[HOSPITAL:the Birches]] when stable.""",
    """\
    npn 0700-1900: vss, afebrile. cpap 5/5 fio2 40% all shift, rsbi 52 @ 0600. sx x2 thick tan. tf replete @ goal 55cc/hr via cortrak, residuals <50. foley 40-60cc/hr. pain 2/10. turned q2h. k 3.4, md aware, repleted 40meq via tube. cont plan.""",
    """\
    ALCOHOL WITHDRAWAL (INCLUDING DELIRIUM TREMENS, DTS, SEIZURES)
    ASSESSMENT:
    PT TREMULOUS, DIAPHORETIC, CIWA 22 @ 0800. HR 120S ST, BP 168/94. PT REPORTS LAST DRINK [[DATE:SAT]] AM. HX OF DTS W/ SEIZURE [[DATE:2007]] AT [[HOSPITAL:BQH]].
    ACTION:
    VALIUM 20MG IV X3 PER CIWA, THIAMINE/FOLATE/MVI. 1:1 SITTER. MICU RESIDENT [[STAFF:DR. KACZMAREK]] AWARE.
    RESPONSE:
    CIWA 8 BY 1400, PT SLEEPING, AROUSABLE TO VOICE.
    PLAN:
    CONT CIWA Q1H, SEIZURE PRECAUTIONS, SW CONSULT.
    SOCIAL: [[PATIENT:MR. KILBRACKEN]] HAS BEEN STAYING AT [[HOSPITAL:THE WAYFARERS' LODGE]] IN [[LOCATION:GALLOWFIELD]] SINCE LAST [[DATE:OCTOBER]]. WORKED AT [[HOSPITAL:GALLOWFIELD SHIPYARD]] UNTIL [[DATE:2005]]. SISTER [[PERSON:CLOTILDE]] CALLED FROM [[LOCATION:NEBRASKA]], UPDATED W/ PT'S OK.""",
    """\
    spoke w/ [[STAFF:tegwen]] (cm) re: dispo. pt accepted at [[HOSPITAL:bramcote rehab]] for [[DATE:thurs]] pending auth from [[HOSPITAL:keelson health plan]]. pt's wife aware. -[[STAFF:mb]]""",
    """\
    Respiratory failure, acute (not ARDS)
    Assessment:
    Remains intubated, CMV 500x14 PEEP 5 FiO2 40%. ABG 7.32/48/76 @ 0500. LS coarse bilat, sx q2h for thick yellow. RASS -2 on propofol 25 mcg/kg/min. TF Replete via Dobhoff @ 50cc/hr.
    Action:
    FiO2 weaned to 35%. PSV 10/5 trial x2 hrs @ 1000 w/ RT [[STAFF:Kwadjo]]. Sedation holiday @ 0900.
    Response:
    RSBI 64, tolerated trial, back to CMV for rest overnight. Follows simple commands off sedation.
    Plan:
    SBT in am, extubate if passes per [[STAFF:Dr. Vikander]]/[[STAFF:Osterhout]].
    Day of mechanical ventilation: 3
    Communication: wife [[PERSON:Zuleika]] in @ 1700, updated by team, will call in am.""",
    """\
    NURSING TRANSFER NOTE
    PT [[PATIENT:MR. IACOBELLI]] TRANSFERRED TO 11R RM 12 @ 1545 ON TELE. REPORT GIVEN TO [[STAFF:SERAPHINA]] RN. HR 70S SR, BP 124/70, RA SATS 96%. A+O X3, AMBULATING W/ PT. BELONGINGS (GLASSES, HEARING AIDS, CELL PHONE) W/ PT. WIFE [[PERSON:CONCETTA]] AWARE OF MOVE AND WILL MEET PT ON THE FLOOR. PCP [[STAFF:DR. FERRARESI]] AT [[HOSPITAL:QUARNDON FAMILY MEDICINE]] NOTIFIED BY FAX.""",
    """\
    npn 1900-0700
    neuro: a+o x3, calm. pain 4/10 r flank, dilaudid 0.5mg iv x2 w/ relief.
    cv: nsr 70s-80s, bp 130s/70s. k 3.8, mg 1.9.
    resp: 2l nc, sats 96%, ls clear.
    gi/gu: tol clears. foley 50cc/hr, i/o 1200/800.
    social: pt's husband [[PERSON:bill]] stayed until 2200, worried about the bill from [[HOSPITAL:brinscombe ambulance]], referred to financial counselor in am. dtr [[PERSON:faith]] called from [[LOCATION:kansas]] @ 2330. pt says her faith is helping her through this and asked for the chaplain.
    -[[STAFF:kp]]""",
    """\
    ATRIAL FIBRILLATION (AFIB)
    ASSESSMENT:
    HR 140S AF RVR @ 0300, BP 96/58, PT C/O PALPITATIONS. K 3.4, MG 1.6.
    ACTION:
    DILTIAZEM 10MG IV X2, THEN DILT GTT @ 10MG/HR. KCL 40MEQ PO, MG 2GM IV. COVERING NP [[STAFF:OUELLET]] TO BEDSIDE, PAGED [[STAFF:DR. CASTELLUCCI]] X2.
    RESPONSE:
    HR 90S-100S AF, BP 110/60. PALPITATIONS RESOLVED. NP AWARE.
    PLAN:
    CONT GTT, ?TEE/DCCV ON [[DATE:3-16]]. PT HAD DCCV AT [[HOSPITAL:WRMC]] IN [[DATE:2008]], FOLLOWED BY [[HOSPITAL:RAVENHALL CARDIOLOGY ASSOCIATES]].""",
    """\
    Family meeting
    Met [[DATE:14 March]] @ 1500 w/ pt's wife [[PERSON:Yetunde]], sons [[PERSON:Babatunde]] and [[PERSON:Oluwadamilare]], and pt's brother [[PERSON:Adewale]], who drove in from [[LOCATION:Arkansas]] last night. Present from team: attending [[STAFF:Dr. Halloran-Mensah]], fellow [[STAFF:Dr. Vikander]], SW [[STAFF:Nneka Udeh]], chaplain [[STAFF:Rev. Tully]] and this RN.
    The attending explained that since the arrest on [[DATE:3/9]] pt has had no meaningful neuro recovery; EEG w/ diffuse slowing, MRI w/ anoxic injury. Family tearful, asked good questions. Wife said pt "would not want to live on machines" and that he told her so when his own mother was at [[HOSPITAL:Lanternfield Hospice]] in [[DATE:2003]].
    Family would like to wait until pt's daughter arrives from [[LOCATION:Lagos]] on [[DATE:Sunday]] before withdrawing care. Team agreeable. DNR/DNI as of today. Family still has hope and asked that the pastor of [[HOSPITAL:Redeemed Gospel Assembly]] in [[LOCATION:Carrowbridge]] be allowed to visit after hours.
    Emotional support given. Will cont to follow.""",
    """\
    impaired skin integrity
    assessment:
    stage 3 coccyx 4x3cm, yellow slough, mod serous drainage. stage 2 r heel. flexiseal in place since [[DATE:3/10]].
    action:
    wound care per wound rn [[STAFF:giedre]]: mepilex to coccyx, heels offloaded w/ prevalon boots, turned q2h, waffle mattress. hoyer to chair.
    response:
    no new areas.
    plan:
    cont q2h turns, nutrition consult. pt was at [[HOSPITAL:linnet brook rehab]] [[DATE:2/18]]-[[DATE:3/6]]; dtr [[PERSON:solomiya]] says [[PATIENT:mrs. hrynkiv]]'s coccyx wound started there and she has filed a complaint.""",
    """\
    EVENT NOTE 0410: PT SELF-D/C'D NGT, REPLACED BY THIS RN, KUB CONFIRMED PLACEMENT. SOFT WRIST RESTRAINTS X2 PER ORDER, CHECKED Q1H. MD AWARE.""",
    """\
    Hyperglycemia
    Assessment:
    BS 412 on arrival, AG 24, K 5.6, pH 7.14. Pt is a [[AGE:24]] y/o F w/ DM1 since age [[AGE:9]], ran out of insulin 3 days ago.
    Action:
    Insulin gtt per DKA protocol, 3L NS then D5 1/2 NS @ 150cc/hr. K repleted 20meq x2 once <5.0. BS q1h.
    Response:
    AG closed by 1600, BS 140-180. Tolerating clears.
    Plan:
    Lantus 18u tonight, off gtt 2 hrs later. Diabetes teaching w/ [[STAFF:Kavitha]] from the diabetes team in am.
    Social: [[PATIENT:Tahlia]] is a student at [[HOSPITAL:Quarndon Community College]] and lives w/ her roommate [[PERSON:Summer]] in [[LOCATION:Kettle Hill]]. She plans to go home to her parents in [[LOCATION:Pallingford]] for the summer. SW [[STAFF:Roxanne]] to help w/ prescription coverage.""",
    """\
    CHIEF COMPLAINT: UGIB
    PT: [[PATIENT:DUDZINSKI, PRZEMYSLAW]]   DOB [[DATE:7/19/48]]   ACCT # [[ID:660417235]]
    HPI: [[AGE:60]] YO M W/ ETOH CIRRHOSIS (DX [[DATE:2001]]), VARICES S/P BANDING [[DATE:11/08]], PRESENTED TO [[HOSPITAL:HCRH]] ED [[DATE:3/13]] W/ HEMATEMESIS X3, HCT 19, TX'D 3U PRBC, THEN HERE VIA [[HOSPITAL:BRINSCOMBE AMBULANCE]].
    PMHX: CIRRHOSIS, HEP C, DM2, SBP [[DATE:JAN 2009]].
    ALLERGIES: NO KNOWN DRUG ALLERGIES
    CODE STATUS: FULL CODE
    HEIGHT: 5'10"   ADMISSION WEIGHT: 81 KG
    GASTROINTESTINAL BLEED, UPPER (MELENA, GI BLEED, GIB)
    ASSESSMENT:
    HCT 24 ON ARRIVAL, HR 110S ST, BP 100/56. MELENA X1.
    ACTION:
    2U PRBC, OCTREOTIDE GTT 50MCG/HR, PROTONIX GTT 8MG/HR. EGD BY GI FELLOW [[STAFF:DR. TRUONG-ELLIS]] @ 2200, 3 BANDS PLACED.
    RESPONSE:
    HCT 29 POST 2U. HR 90S.
    PLAN:
    HCT Q6H, NPO, CIWA.
    SOCIAL: PT LIVES ALONE ON [[LOCATION:GRISSOM ST]] IN [[LOCATION:SCARROW]]. EX-WIFE [[PERSON:GRAZYNA]] IS EMERGENCY CONTACT ([[PHONE:413-555-0153]]). FOLLOWED IN LIVER CLINIC AT [[HOSPITAL:SCARROW-BRINSCOMBE MEDICAL CENTER]].""",
    """\
    pt's brother [[PERSON:dallas]] called from [[LOCATION:dallas]] @ 1400 asking for md update. told him [[STAFF:dr. esposito-hale]] will call after rounds. -[[STAFF:orla]]""",
    """\
    NPN 0700-1900
    Pt had a stable day. Remains on BiPAP 12/5 FiO2 40% w/ breaks for meals, tolerating 4L NC for 1-2 hrs at a time w/ sats 89-92%. ABG @ 1100 7.34/56/66. Nebs q4h, solumedrol 40 IV q8h. HR 90s ST, BP 130s/70s.
    [[PATIENT:Mr. Culhane]] told me he "can't go through the tube again" - he was intubated for 11 days at [[HOSPITAL:St. Elphin's]] over [[DATE:New Year's]] and then spent 5 weeks at [[HOSPITAL:Harnham LTAC]], home in [[DATE:Feb]]. He has a MOLST at home stating DNI; his wife will bring it in.
    His wife [[PERSON:Eimear]] and daughter [[PERSON:Clodagh]] visited this afternoon; they live in [[LOCATION:Tallowford]], about an hour away. His PCP is [[STAFF:Dr. Brannagh]] at [[HOSPITAL:Cardew Street Medical Group]], who called for an update; spoke w/ him re: plan.
    Plan: cont BiPAP overnight, PT/OT eval in am. Code status changed to DNR/DNI after discussion w/ the team.
    -[[STAFF:Blathnaid]] RN""",
    """\
    PAIN CONTROL (ACUTE PAIN, CHRONIC PAIN)
    ASSESSMENT:
    PT C/O 8/10 LOW BACK PAIN, HX CHRONIC PAIN, ON METHADONE 60MG DAILY THROUGH [[HOSPITAL:PVRC]] CLINIC. DOSE VERIFIED W/ CLINIC NURSE [[STAFF:BERNARDETTE]] ([[PHONE:508-555-0152]]).
    ACTION:
    METHADONE 60 PO @ 0900, DILAUDID 1MG IV Q3H PRN X2, LIDODERM PATCH. PERCOCET 5/325 OFFERED, PT REFUSED. REPOSITIONED W/ PILLOWS, STRENGTH 4/5 BLE.
    RESPONSE:
    PAIN 4/10, PT ABLE TO REST.
    PLAN:
    PAIN SERVICE [[STAFF:DR. SELVARAJAH]] TO SEE PT IN AM. NO PRESCRIPTIONS TO BE GIVEN AT D/C PER CLINIC CONTRACT.""",
    """\
    renal failure, acute (acute renal failure, arf)
    assessment:
    cr 3.4 from 1.1 on adm [[DATE:3/11]]. uo 10-15cc/hr x 6 hrs despite 2l ivf. k 5.8, bicarb 16.
    action:
    lasix 80 iv x1 per renal fellow [[STAFF:dr. adeyemi-stroud]], no response. kayexalate 30g. quinton placed r ij by the fellow @ 1400, cvvh started @ 1800.
    response:
    k 4.9 @ 2200, net neg 50cc/hr.
    plan:
    cont cvvh. pt's outpt nephrologist [[STAFF:dr. subramaniam-kerr]] at [[HOSPITAL:greyholm kidney center]] notified. wife [[PERSON:remedios]] aware.""",
    """\
    Addendum 1630: Pt's son [[PERSON:Quang]] arrived from [[LOCATION:Sacramento]] and met w/ [[STAFF:Dr. Esposito-Hale]]; Vietnamese interpreter [[STAFF:Mr. Vu]] present. Son is now HCP, paperwork in chart. -[[STAFF:Dymphna]]""",
    """\
    ALTERED MENTAL STATUS (NOT DELIRIUM)
    ASSESSMENT:
    [[PATIENT:MRS. VANTREASE]] LETHARGIC, OPENS EYES TO VOICE, ORIENTED X1. GCS 12 (E3V4M5). AMMONIA 98. ASTERIXIS.
    ACTION:
    LACTULOSE 30ML Q4H, RIFAXIMIN 550 BID. NEURO CHECKS Q2H. CT HEAD NEG PER [[STAFF:DR. OKABE]].
    RESPONSE:
    3 BMS, MORE ALERT BY 1800, A+O X2.
    PLAN:
    TITRATE LACTULOSE TO 3-4 BMS/DAY, ASPIRATION PRECAUTIONS.
    SON [[PERSON:ROYCE]] CALLED FROM [[LOCATION:LOUISIANA]] AND WILL FLY UP [[DATE:FRI]]. PT'S HCP IS HER SISTER [[PERSON:LOVEDAY]], WHO LIVES W/ PT IN [[LOCATION:LISSINGTON HEATH]].""",
    """\
    npn 7a-7p
    pt is a [[AGE:77]] yo m, hd 4 here, transferred from [[HOSPITAL:mkrh]] [[DATE:3/12]] after presenting there [[DATE:3/10]] w/ sob and fever. pmh: copd, cad s/p cabg [[DATE:1998]], mi [[DATE:'04]], dm2, l bka [[DATE:2002]], guillain-barre [[DATE:1991]], parkinson's.
    neuro: a+o x3, hoh. cv: sr 80s, bp 110s/60s. resp: 4l nc, sats 93%, nebs q4h. gi: tol cardiac diet. gu: voiding.
    pt lives w/ his wife [[PERSON:gunilla]] in [[LOCATION:oxley center]]; she does not drive, neighbor [[PERSON:mr. grimsditch]] brought her in today. son [[PERSON:bengt]] lives in [[LOCATION:sweden]] and calls daily.
    pt may go to floor tomorrow per team. -[[STAFF:jt]] rn""",
    """\
    Nursing Progress Note
    Pt [[PATIENT:Eoghan Mulqueen]] is a [[AGE:19]] y/o M s/p MVC on [[LOCATION:Rt 9A]] in [[LOCATION:Cullerby]] [[DATE:3/13]] @ approx 2300, unrestrained passenger, car vs pole. Brought by [[HOSPITAL:Cullerby Fire]] to [[HOSPITAL:pvgh]] ED, intubated there for GCS 7, then [[HOSPITAL:Kittiwake MedFlight]] here. TSICU since [[DATE:3/14]] @ 0200.
    Injuries: R SDH, R pneumothorax s/p CT to Pleur-evac, L femur fx in traction, grade 2 spleen lac, C-spine not cleared - Miami J on.
    Neuro: GCS 3/1T/5 off propofol x10 min. PERRL 3mm. ICP 10-15 via bolt placed by neurosurg [[STAFF:Dr. Thorvaldsen]].
    CV: ST 110s, MAP 75-85. Hct 26 -> 1U PRBC.
    Resp: CMV 500x16 PEEP 8 FiO2 50%. CT to -20 sxn, no air leak.
    Social: Parents [[PERSON:Declan]] and [[PERSON:Sorcha]] at bedside; they live at [[LOCATION:27 Harebell Terrace]], [[LOCATION:Cullerby]]. [[PATIENT:Eoghan]] is a freshman at [[HOSPITAL:Sudlow State]], home for break. Driver (a friend) was taken to [[HOSPITAL:SKMH]].""",
    """\
    SOCIAL WORK CONSULT
    PT IS A [[AGE:52]] YO M, LIVES W/ HIS PARTNER [[PERSON:ROMUALDO]] AT [[LOCATION:406 CANDLEWOOD AVE]], [[LOCATION:SUDLOW]], [[LOCATION:RI]] [[LOCATION:02931]]. MAILING ADDRESS [[LOCATION:PO BOX 2281]]. PT DRIVES A BUS FOR [[HOSPITAL:SUDLOW AREA TRANSIT]], OUT ON LEAVE SINCE [[DATE:JAN]]. INSURANCE THROUGH [[HOSPITAL:KEELSON HEALTH PLAN]], MEMBER ID [[ID:KHP-7730415]].
    PARTNER IS HCP, CELL [[PHONE:401-555-0168]]. PT'S MOTHER LIVES IN [[LOCATION:NICARAGUA]], PARTNER WILL CALL HER.
    SW [[STAFF:NNEKA UDEH]] WILL FOLLOW.""",
    """\
    [[PERSON:tariq]] and [[PERSON:tatiana]] in to visit, brought clothes from pt's apt. updated briefly w/ pt's ok. -[[STAFF:ek]]""",
    """\
    Hypotension (not Shock)
    Assessment:
    SBP 80s after HD, HR 90s SR, pt asymptomatic, mentating well.
    Action:
    NS 250cc bolus x2, held 1800 lopressor. MD aware.
    Response:
    SBP 100s-110s.
    Plan:
    Cont to monitor, hold BP meds for SBP <100.""",
    """\
    NURSING TRANSFER NOTE
    TRANSFER TO: [[HOSPITAL:BRAMCOTE REHAB]], RM 214, VIA [[HOSPITAL:BRINSCOMBE AMBULANCE]] @ 1100 [[DATE:3/19]].
    REPORT CALLED TO [[STAFF:SOCORRO]] RN THERE ([[PHONE:508-555-0184]]). COPY OF CHART, MAR AND W-10 SENT. PT A+O X3, VSS, TRACH COLLAR 35% VIA #6 SHILEY, PEG W/ JEVITY 1.2 @ 60.
    PT'S WIFE [[PERSON:FORTUNATA]] WILL MEET PT AT [[HOSPITAL:BRAMCOTE]]. F/U W/ [[STAFF:DR. CASTELLUCCI]] IN CLINIC [[DATE:APR 2]].""",
    """\
    npn 1900-0700
    neuro: sedated on fent 75/versed 2, rass -3, glasgow 6t, perrl 2mm. cv: sr 60s-70s, map 65-75 on levophed 0.04, off @ 0400. resp: cmv 450x18 peep 10 fio2 60%, abg 7.30/45/70 -> peep to 12. gi: ogt to lws. gu: foley 20-30cc/hr, cr 2.2. id: tmax 101.8, bcx x2.
    social: [[PATIENT:mr. zawisza]]'s son [[PERSON:tomasz]] called from [[LOCATION:chicago]]; he and his brother will arrive [[DATE:mon]]. pt's wife [[PERSON:bozena]] stayed until mn, speaks little english, polish interpreter line used. pt came to this country from [[LOCATION:krakow]] in [[DATE:1989]].
    -[[STAFF:liesel]]""",
    """\
    Event note 1420
    [[PATIENT:Mr. Anyaoku]] became unresponsive while on commode, HR 30s junctional, BP 60/palp. Code blue called @ 1422. Pt placed back in bed, atropine 1mg IV x1, transcutaneous pacing started by CCU fellow [[STAFF:Dr. Bonaventura]] w/ capture at 80mA. Pt awake by 1430 asking "what happened?" K 6.4 -> calcium gluconate, insulin/D50, kayexalate. EP attending [[STAFF:Dr. Onwuachi]] placed temp wire R IJ @ 1520, VVI 70.
    Pt's wife [[PERSON:Vilma]] called @ 1440 and is on her way from [[LOCATION:Brinscombe]]. Team aware of all.
    -[[STAFF:Idalia]]""",
    """\
    CHIEF COMPLAINT: INTENTIONAL OD
    HPI: [[AGE:31]] YO F W/ SCHIZOAFFECTIVE D/O, LIVES AT [[HOSPITAL:CEDARLYNN HOUSE]] GROUP HOME IN [[LOCATION:TARROWICK]]. FOUND BY STAFF [[DATE:SUN]] @ 0600 W/ EMPTY BOTTLES OF SEROQUEL AND LITHIUM. BROUGHT BY [[HOSPITAL:TARROWICK EMS]] TO EW. LITHIUM LEVEL 3.1.
    PMHX: SCHIZOAFFECTIVE D/O, PRIOR OD [[DATE:2006]], HYPOTHYROID.
    ALLERGIES: HALDOL (DYSTONIA)
    CODE STATUS: FULL CODE
    NEURO: LETHARGIC, TREMULOUS, GCS 13. 1:1 SITTER, SECTION 12 IN CHART.
    RENAL: HD X4 HRS VIA R FEM QUINTON, LITHIUM 1.4 POST HD.
    SOCIAL: GROUP HOME MANAGER [[PERSON:DWAYNE]] ([[PHONE:978-555-0196]]) IS CONTACT. GUARDIAN IS [[PERSON:MS. KOVACEVIC]] FROM [[HOSPITAL:PALLINGFORD GUARDIANSHIP SERVICES]]. PSYCH [[STAFF:DR. ABEYSEKERA]] FOLLOWING.""",
    """\
    cm addendum: referral faxed to [[HOSPITAL:tarrowick vna]] for home wound care and iv abx; intake rn [[STAFF:colm devaney]] ([[EMAIL:cdevaney@example.org]]) to call pt's dtr [[PERSON:albertine]] to set up 1st visit [[DATE:3/21/2009]]. infusion via [[HOSPITAL:tredwell's pharmacy]] home infusion. -[[STAFF:tansy]]""",
    """\
    Nursing Progress Note
    Pt is a [[AGE:68]] y/o F w/ metastatic pancreatic ca (dx [[DATE:8/2008]]), last chemo [[DATE:2/26]] at [[HOSPITAL:Thistlewood Cancer Center]], admitted [[DATE:3/12]] w/ cholangitis and sepsis.
    Today pt is more awake and told me clearly that she is "done with all of it." She asked to go to [[HOSPITAL:Friends of Lissington Heath Hospice]], where her sister died in [[DATE:2005]].
    Met w/ pt, her daughter [[PERSON:Ileana]] and palliative care NP [[STAFF:Zenaida Quintanilla]]; pt made DNR/DNI, goal is home w/ hospice vs inpatient hospice. Referral made to [[HOSPITAL:Friends of Lissington Heath]]; liaison [[STAFF:Perrin]] to see pt [[DATE:Tues]].
    Impaired Skin Integrity
    Assessment:
    Stage 2 sacrum, jaundiced, pruritic.
    Action:
    Mepilex, sarna lotion, turned q2h w/ Hoyer.
    Response:
    Pt more comfortable.
    Plan:
    Cont skin care. Pt's oncologist [[STAFF:Dr. Szekely]] called and spoke w/ [[PERSON:Ileana]] re: plan.""",
    """\
    DISPO: BACK TO [[HOSPITAL:ST. DROSTAN'S]] WHEN STABLE, ?[[DATE:WED]]. NH AWARE, SPOKE W/ DON [[STAFF:MRS. AMADI]] @ 1500.""",
    """\
    heart failure (chf), systolic, acute on chronic
    assessment:
    2+ edema ble, crackles 1/2 up bilat, 4l nc sats 92%. wt 98.2kg (adm 101.6). bnp 2400. ef 20% on tte [[DATE:3/15]]. swan-ganz: ci 1.9, pcwp 28.
    action:
    lasix gtt 10mg/hr, k 3.6 -> 40meq. strict i/o, daily wt.
    response:
    uo 150-200cc/hr, i/o -1800 by 1800.
    plan:
    cont diuresis, ?floor [[DATE:tues]]. pt followed by [[STAFF:dr. lazaridis]] at [[HOSPITAL:farrowdale heart center]]; wife [[PERSON:rosamond]] asking for him to be updated.""",
    """\
    Chief complaint: Hypoxia
    Pt: [[PATIENT:JEUDY, NADEGE]]   MRN [[ID:0094-2278]]
    HPI: [[AGE:58]] y/o F w/ sickle cell disease, admitted to [[HOSPITAL:Oxley General]] [[DATE:3/11]] w/ pain crisis, developed acute chest, transferred here [[DATE:3/13]] on 6L NC.
    PMHx: SCD (HbSS), multiple pain crises, acute chest [[DATE:2004]] and [[DATE:2007]], cholecystectomy (age [[AGE:20]]), avascular necrosis L hip.
    Allergies: Morphine (Itching)
    Code status: Full code
    Height: 5'4"   Admission weight: 61 kg
    Pain control (acute pain, chronic pain)
    Assessment:
    Pain 9/10 chest, back and legs.
    Action:
    Dilaudid PCA 0.3mg q10min. Exchange transfusion w/ heme [[STAFF:Dr. Bienaime]] @ 1600.
    Response:
    Pain 5/10, Hgb S 28% post exchange.
    Plan:
    Cont PCA, IS q1h.
    Communication: [[PATIENT:Mrs. Jeudy]] speaks Haitian Creole and some English; Creole interpreter [[STAFF:Fabienne]] used. Her husband [[PERSON:Jean-Wilner]] in to visit. Pt moved up from [[LOCATION:Miami]] in [[DATE:2000]]; she works as a CNA at [[HOSPITAL:the Willowmeade]].""",
    """\
    RENAL FAILURE, END STAGE (END STAGE RENAL DISEASE, ESRD)
    ASSESSMENT:
    [[PATIENT:MR. SOLLITTO]] IS ON HD MWF AT [[HOSPITAL:COBBETT DIALYSIS]] IN [[LOCATION:HARTSBROOK]], LAST HD [[DATE:FRI]]. K 6.2, BUN 98. L AVF +THRILL/BRUIT.
    ACTION:
    HD X 3 HRS VIA L AVF, 2.5L REMOVED. RENAL FELLOW AWARE.
    RESPONSE:
    K 4.4 POST HD, SBP 90S -> 250CC NS.
    PLAN:
    NEXT HD [[DATE:WED]]. PT'S NEPHROLOGIST [[STAFF:DR. PERLMUTTER-ANSAH]] AT [[HOSPITAL:COBBETT]] UPDATED BY PHONE.""",
    """\
    granddaughter [[PERSON:autumn]] called, will visit this wknd. told her to check w/ charge rn re: bringing pt's dog. -[[STAFF:ek]]""",
    """\
    Nursing Transfer Note
    Transfer to: 11R, bed 7
    Pt: [[PATIENT:Lalitha Natarajan]], [[AGE:71]] y/o F, MICU [[DATE:3/10]]-[[DATE:3/15]] for CAP w/ hypoxic resp failure, extubated [[DATE:3/13]].
    Neuro: A+O x3. CV: SR 70s, BP 120/80. Resp: 2L NC, sats 95%. GI: cardiac diet. GU: voiding. Skin: intact.
    Lines: R PICC placed [[DATE:03/14]] @ 1100, L PIV 20g.
    Meds: levaquin day 5/7, prednisone taper.
    Communication: son [[PERSON:Karthik]] ([[PHONE:617-555-0105]]) is HCP; pt's husband at bedside and will go to the floor w/ pt. Report given to [[STAFF:Precious]] RN @ 1400.
    Dispo: home w/ [[HOSPITAL:Hartsbrook VNA]] when stable; PCP [[STAFF:Dr. Menon-Galvin]] at [[HOSPITAL:Hartsbrook-Sudlow Primary Care]] to see pt within 1 wk of d/c.""",
    """\
    HYPOTENSION (NOT SHOCK)
    ASSESSMENT:
    PT [[PATIENT:MR. MCCORQUODALE]] IS AN [[AGE:88]] YO M ADMITTED [[DATE:MARCH 14TH]] FROM [[LOCATION:WINNOCK ISLAND]] VIA [[HOSPITAL:PETREL AIR MEDICAL]] W/ SBP 70S, HR 40S-50S ON ATENOLOL. TEMP 95.2, BAIR HUGGER APPLIED.
    ACTION:
    GLUCAGON 5MG IV, 2L NS, DOPAMINE 5MCG/KG/MIN VIA L IJ. TRENDELENBURG FOR LINE PLACEMENT.
    RESPONSE:
    HR 60S-70S, SBP 100S.
    PLAN:
    WEAN DOPA, HOLD BB.
    PT SEEN FIRST AT [[HOSPITAL:WINNOCK ISLAND HEALTH CENTER]] BY [[STAFF:DR. KILBIRNIE]]. LIVES ALONE; DTR [[PERSON:MERRIBETH]] COMING FROM [[LOCATION:UTAH]] [[DATE:TUES]].""",
    """\
    pt back from ir @ 1530 s/p picc, tol well. vss, pain 0/10. cxr ok, picc ok to use per radiology. q2h turns. team aware.""",
    """\
    NPN 0700-1900
    [[PATIENT:Mr. Luong]] is a [[AGE:66]] y/o M, POD 2 s/p Whipple [[DATE:3/12]] for pancreatic head mass.
    Neuro: A+O x3, Vietnamese-speaking, interpreter [[STAFF:Thuy]] used for am assessment. Pain 4/10 w/ epidural bupiv/fent @ 8cc/hr.
    CV: SR 80s, BP 110s/60s. Hct 30.
    Resp: 3L NC, IS 750, coughing well.
    GI: NGT to LCS, 200cc bilious. Jackson-Pratt x2 serosang 40/60cc.
    GU: Foley 40-60cc/hr.
    Social: Pt's daughter [[PERSON:Ngoc Anh]] and her husband visited; they live in [[LOCATION:Dorrell Square]]. Pt came from [[LOCATION:Vietnam]] in [[DATE:1982]] and ran a restaurant in [[LOCATION:Carrowbridge]] until he retired. His wife [[PERSON:Hoa]] wants to bring in food from home when NPO is lifted - told her to ask [[STAFF:Dr. Whitcombe-Asante]] tomorrow.""",
    """\
    NPN 1900-0700
    NEURO: A+O X3, MAE. CV: SR 80S, BP 140/80. RESP: RA. GI: NPO AFTER MN FOR OR.
    [[AGE:74]] YO M W/ AAA DX [[DATE:'06]], TO OR IN AM FOR EVAR W/ [[STAFF:DR. GRUNDVIG]]/[[STAFF:PETRAKIS]], CONSENT SIGNED. PT'S SON-IN-LAW [[PERSON:EGBERT]] WILL BE HERE @ 0530. PT TRANSFERRED FROM [[HOSPITAL:NTMC]] [[DATE:3/12]] FOR VASCULAR EVAL. PT'S WIFE LIVES AT [[HOSPITAL:THE GABLES AT HARTSBROOK]], SHE IS [[AGE:91]].""",
    """\
    hyperglycemia
    assessment: bs 320-380 on steroids, a1c 9.8.
    action: insulin gtt started @ 1400 per protocol, now 4u/hr.
    response: bs 160-190 by 1900.
    plan: transition to lantus in am, diabetes consult. pt gets meds from [[HOSPITAL:marrin's drug]] in [[LOCATION:quillane]]; dtr [[PERSON:benedetta]] will bring in glucometer [[DATE:sat]].""",
    """\
    Family meeting
    [[DATE:3/18]] @ 1000: present were pt's wife [[PERSON:Inês]], son [[PERSON:Rui]], daughter [[PERSON:Graça]] (by phone from [[LOCATION:the Azores]]), attending [[STAFF:Dr. Castellucci]], SW [[STAFF:Roxanne]], palliative care [[STAFF:Dr. Holmberg-Addo]] and this RN.
    The attending reviewed that [[PATIENT:Mr. Bettencourt]] has end-stage COPD and this is his 3rd intubation since [[DATE:Thanksgiving]]; he has failed 2 SBTs and would need a trach and PEG and likely long-term vent care at an LTAC.
    Wife said pt was very clear after his last stay at [[HOSPITAL:Harnham LTAC]] that he "will not go back." Family agreed to DNR and comfort measures, to start after pt's brother, a priest, arrives from [[LOCATION:Fall Hollow]] tonight to anoint him. Brother is at [[HOSPITAL:Brothers of St. Aelred Home]].
    Emotional support given; family may stay overnight in the lounge.""",
    """\
    NPN 0700-1900
    NEURO: INTACT. CV: ST 100S, BP 100/60. RESP: 2L NC. GI: TOL CLEARS. GU: FOLEY 30-40CC/HR.
    PT IS A [[AGE:45]] YO F S/P LAP CHOLE [[DATE:3/13]] AT [[HOSPITAL:WCRH]] C/B BILE LEAK, ERCP HERE [[DATE:3/14]] W/ STENT.
    PT IS A TEACHER AT [[HOSPITAL:TARROWICK MIDDLE SCHOOL]]; HUSBAND [[PERSON:ALARIC]] AND KIDS IN TO VISIT. PT'S MOTHER [[PERSON:HONORINE]] CALLED FROM [[LOCATION:NEW BRUNSWICK]].
    PLAN: ADVANCE DIET, ?FLOOR [[DATE:SAT]] PER [[STAFF:DR. YAMADA-ROURKE]].""",
    """\
    event note 0315: pt found on floor next to bed by this rn, states she was trying to get to the bathroom. no head strike per pt. vss. [[STAFF:dr. tsang]] in to eval @ 0325, no injury, xr l wrist neg. bed alarm on, fall precautions. dtr [[PERSON:brigitta]] notified @ 0700 per pt request. pt had a similar fall at home over the [[DATE:fourth of july]]. incident report filed.""",
    """\
    Communication:
    Pt's son [[PERSON:Kwaku]] is spokesperson for the family and asked that updates go only to him or his sister [[PERSON:Akosua]] in [[LOCATION:Accra]]. He has set up a page for family and church friends ([[URL:www.example.org/updates/boakye-family]]) and asked that we not give info to callers. Son's cell [[PHONE:857-555-0129]].""",
    """\
    ALCOHOL WITHDRAWAL (INCLUDING DELIRIUM TREMENS, DTS, SEIZURES)
    ASSESSMENT: CIWA 15-19 OVERNIGHT, VISUAL HALLUCINATIONS @ 0200 ("BUGS ON THE WALL"), HR 110S, BP 150S/90S, TMAX 100.1.
    ACTION: ATIVAN 2MG IV X4, PHENOBARB 130MG IV X1 PER [[STAFF:DR. ESPOSITO-HALE]] (RESIDENT). RESTRAINTS X4 PER ORDER.
    RESPONSE: CIWA 10 BY 0600, SLEEPING.
    PLAN: CONT CIWA, ?PRECEDEX IF WORSENS.
    PT'S GF [[PERSON:CHARMIAN]] SAYS PT HAS BEEN DRINKING 1 PINT VODKA/DAY SINCE HE WAS LAID OFF FROM [[HOSPITAL:HAVERSHAM PAPER]] IN [[DATE:NOV]]. PT IS ON PROBATION, HIS PO [[PERSON:MR. VREELAND]] CALLED, NO INFO GIVEN.""",
    """\
    pain control (acute pain, chronic pain)
    assessment: c/o 7/10 incisional pain, guarding, hr 100s.
    action: dilaudid pca 0.2mg q10 min, lockout 1.2mg/hr, toradol 15 iv q6h per acute pain service [[STAFF:dr. mirzoyan]]. ice packs. percocet 5/325 to start when tol po.
    response: pain 3/10, ambulated 20 ft w/ pt [[STAFF:kjersti]], able to march in place x10.
    plan: cont pca. pt's wife [[PERSON:eulalia]] asking when he can go home to [[LOCATION:hobbsbury]].""",
    """\
    MICU admission note
    Pt: [[PATIENT:CIFUENTES, MAGALY]]   DOB [[DATE:11/3/1938]]   MRN [[ID:4408-112-9]]
    Chief complaint: SOB
    HPI: [[AGE:70]] y/o F w/ COPD on 2L home O2, admitted [[DATE:2009-03-14]] to the floor w/ COPD flare, triggered for RR 36 and sats 84% on [[DATE:3/16]] @ 0300, placed on BiPAP 12/5 and transferred to MICU.
    PMHx: COPD (intubated x2, last [[DATE:12/07]] at [[HOSPITAL:St. Elphin's]]), HTN, osteoporosis, T12 fx ([[DATE:2006]]), TAH (age [[AGE:44]]).
    Allergies: Penicillins (Rash)
    Code status: Full code; pt would consider DNI, to discuss w/ family.
    Respiratory failure, acute (not ARDS)
    Assessment:
    RR 30s, accessory muscle use, ABG 7.29/64/58 on BiPAP 12/5 FiO2 50%.
    Action:
    BiPAP to 14/6, nebs q2h, solumedrol 60 IV q6h. MICU resident at bedside.
    Response:
    RR 24, ABG 7.34/57/70 @ 0600.
    Plan:
    Cont BiPAP, repeat ABG at 1000.
    Communication: Pt lives w/ her son [[PERSON:Ulises]] and his family in [[LOCATION:Tarrowick]]; dtr [[PERSON:Yesica]] lives in [[LOCATION:Lima]], [[LOCATION:Peru]] and will try to fly up for [[DATE:Easter]].""",
    """\
    ADDENDUM: PT'S NEPHEW [[PERSON:ETHELBERT]] CALLED @ 2200 FROM [[LOCATION:CRESSING GREEN]], WILL BRING PT'S CPAP IN AM. -[[STAFF:RONAN]]""",
    """\
    npn: pt is [[AGE:92]], lives on [[LOCATION:gannet island]] w/ her dtr [[PERSON:robin]] and came over on the ferry to [[HOSPITAL:crannock bay hospital]] [[DATE:3/15]] w/ l hip fx, orif here [[DATE:3/16]]. post op af, dilt gtt 5mg/hr. pt is hoh, hearing aids in. she may go to [[HOSPITAL:the sandpipers]] for rehab, near the ferry. [[PERSON:robin]] says pt has not been off the island since [[DATE:labor day]]. -[[STAFF:bd]]""",
    """\
    Nursing Transfer Note
    Pt transferred from SICU to Finard 4 @ 1700, report called to [[STAFF:Berenice]] RN. VSS, HR 70s SR, BP 118/64. A+O x3. Foley d/c'd @ 1200, voided x2. Belongings and dentures w/ pt. Wife aware.
    Pt gets HD at [[HOSPITAL:Hetherington Dialysis]] MWF; unit aware pt will miss [[DATE:mon]] session and will be dialyzed here [[DATE:Tues]]. Pt's cardiologist is [[STAFF:Dr. Tamburro]] of [[HOSPITAL:Tamburro & Weil Cardiology]]; d/c summary to be faxed there.""",
    """\
    RESP: PT REMAINS ON PSV 10/5 FIO2 40%, RR 18-22, TV 450S, SATS 97%. SX Q2-3H FOR MOD THICK WHITE. ABG 7.41/39/92. CUFF LEAK PRESENT. RT AWARE, PLAN SBT @ 0600.""",
    """\
    atrial fibrillation (afib)
    assessment: new onset af 130s @ 1600 in cvicu, pod 2 s/p cabg x3, bp 100/60, asymptomatic.
    action: amio 150mg iv bolus then gtt 1mg/min per [[STAFF:dr. petrakis]]. k 4.4, mg 2.3.
    response: converted to sr 80s @ 1830.
    plan: amio gtt x24h then po. [[PATIENT:mr. ambrosino]]'s wife [[PERSON:una]] and son [[PERSON:cathal]] updated; they drove in from [[LOCATION:sheffley county]].""",
    """\
    Event note 2215
    Pt had GTC seizure x2 min, Ativan 2mg IV x1 w/ resolution. O2 sats 88% -> 100% NRB, now back on 2L. Neuro resident [[STAFF:Dr. Kowalewski]] at bedside @ 2220, EEG in am, keppra load given.
    [[PATIENT:Ms. Horakova]] was found down at her apt on [[LOCATION:Quarrier St]] in [[LOCATION:Kettle Hill]] on [[DATE:3/15]] @ 0800 by her neighbor [[PERSON:Jocelyn]], last seen well [[DATE:Tuesday]]; CK 18,000 on arrival. Her sister [[PERSON:Zdenka]], visiting from [[LOCATION:Slovakia]], was notified @ 2240. MD aware.
    -[[STAFF:Marjatta]]""",
    """\
    SOCIAL: PT'S WIFE [[PERSON:THARSHINI]] AT BEDSIDE ALL DAY. PT'S PARENTS ARRIVED FROM [[LOCATION:SRI LANKA]] [[DATE:3/16]] AND ARE STAYING W/ PT'S COUSIN [[PERSON:NIROSHAN]] IN [[LOCATION:WEST ANSELL]]. PT IS AN ENGINEER AT [[HOSPITAL:TESSELLATE SYSTEMS]]; HIS MANAGER [[PERSON:MR. DUXBURY]] CALLED, NO INFO GIVEN. FAMILY WOULD LIKE A HINDU PRIEST, CHAPLAIN [[STAFF:REV. ANOZIE]] ARRANGING.""",
    """\
    respiratory failure, acute (not ards)
    assessment: on bipap 14/6 fio2 50% since 0200, rr 28-32, abg 7.28/62/58. using accessory muscles.
    action: rt [[STAFF:marek]] adjusted mask, nebs x2. intubation discussed w/ pt and hcp (pt's sister [[PERSON:lucasta]]) by [[STAFF:dr. halloran-mensah]]; pt agrees to be intubated if needed.
    response: abg 7.31/58/66 @ 0600, rr 24.
    plan: cont bipap, abg q4h. pt hopes to avoid the tube; she was intubated for 9 days at [[HOSPITAL:hcrh]] last [[DATE:june]] and does not want that again.""",
    """\
    Social work consult
    Pt is a [[AGE:17]] y/o M, junior at [[HOSPITAL:Pallingford Regional High]], admitted s/p MVC. Met w/ his mother [[PERSON:Delphia]] and stepfather [[PERSON:Royston]] at bedside. Family lives on [[LOCATION:Cobble Lane]] in [[LOCATION:Pallingford]]; mother works nights at [[HOSPITAL:Treverbyn Mills]].
    Pt's father [[PERSON:Tyrell]] lives in [[LOCATION:Kentucky]]; mother asked that he not be given information. School guidance counselor [[PERSON:Ms. Trefusis]] called, no info given w/o consent.
    Will follow.
    [[STAFF:Nneka Udeh]], LICSW""",
    """\
    IMPAIRED SKIN INTEGRITY
    ASSESSMENT:
    [[PATIENT:MRS. LAFRENIERE]] HAS A STAGE 4 SACRAL DECUB 6X5CM W/ TUNNELING @ 12 O'CLOCK, FOUL ODOR. PT ADMITTED FROM HOME WHERE SHE WAS FOLLOWED BY [[HOSPITAL:SUDLOW VNA]] 3X/WK.
    ACTION:
    WOUND VAC APPLIED BY WOUND NURSE [[STAFF:DOROTA]] @ 1100, -125MMHG. KINAIR BED. PLASTICS CONSULTED.
    RESPONSE:
    PT TOL, PAIN 3/10 W/ DRESSING CHANGE AFTER MORPHINE 2MG.
    PLAN:
    VAC CHANGE Q72H. PT'S SON [[PERSON:ZBIGNIEW]] IS PRIMARY CAREGIVER; VNA NURSE [[STAFF:MS. GALLAGHER-OTIENO]] CALLED AND SAYS WOUND WAS STAGE 2 AT HER VISIT ON [[DATE:MAR 9]].""",
    """\
    spoke w/ [[STAFF:bethan]] re: plan, will hold tf @ mn for peg [[DATE:thursday]] am and hold lovenox. -[[STAFF:dk]]""",
    """\
    NPN 1900-0700
    Pt: [[PATIENT:NASCIMENTO, LUCIANO]]   Bed board # [[ID:BB-58820]]
    Events: @ 2330 pt c/o new CP 7/10 and SOB, sats 86% on 4L. EKG w/o change from [[DATE:3/15]]. Covering NP [[STAFF:Josiane Ouellet]] at bedside @ 2340; paged [[STAFF:Dr. Grundvig]] x2. Lasix 40 IV, morphine 2mg, NRB. ABG 7.30/50/61 -> BiPAP 12/5 FiO2 60%, repeat 7.36/44/82.
    Neuro: A+O x3, frightened, asking for his wife.
    CV: ST 110s -> 90s. BP 150/90 -> 124/70. Trop x3 ordered.
    Resp: As above. LS crackles 1/2 up. CXR w/ pulm edema.
    GI: NPO on BiPAP.
    GU: Foley placed for strict I/O, UO 700cc post lasix.
    Skin: Intact.
    Social: [[PATIENT:Mr. Nascimento]] is [[AGE:62]] and was visiting from [[LOCATION:Brazil]] for his granddaughter's wedding on the [[DATE:14th]]. He has no US insurance and the family is worried about the bill. His wife [[PERSON:Conceição]] was called @ 2350 and came in from their son's house in [[LOCATION:Hartsbrook]] w/ son [[PERSON:Thiago]] (cell [[PHONE:508-555-0174]]).
    [[PERSON:Thiago]] says pt had an MI in [[LOCATION:Belo Horizonte]] in [[DATE:2003]] w/ a stent, and that his cardiologist there, [[STAFF:Dr. Figueiredo]], can send records; son will e-mail them from [[EMAIL:thiago.n.family@example.org]]. Portuguese interpreter [[STAFF:Vitória]] via phone @ 0010.
    By 0500 pt resting on BiPAP, HR 80s, sats 96%. Plan: cards consult in am, ?cath [[DATE:Tues]]. SW to see re: free care.
    -[[STAFF:Cliona]] RN""",
]


def main() -> None:
    write(build(NOTES, "icu-dev10"), OUT)


if __name__ == "__main__":
    main()
