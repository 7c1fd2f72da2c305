# ruff: noqa: E501  (the notes keep their hand-written line lengths: wrapping would change the text)
"""Build tests/data/icu_dev13_notes.jsonl: a thirteenth set of fictional ICU nursing notes.

A voice unlike the earlier dev sets: the free-text nursing progress notes of a large county
teaching hospital's trauma-surgical ICU (TSICU), burn beds and neuro ICU in a Sun Belt city
around 2000-2009, a Level 1 trauma center taking transfers from small community hospitals and
outside EDs across a wide rural catchment. Nurses chart telegraphically, system by system
("NEURO: ... CV: ... RESP: ... GI/GU: ... ORTHO: ... SKIN: ... SOCIAL: ... PLAN:"), under
headings such as "TSICU NPN 1900-0700", "NEURO ICU NPN 7P-7A", "BURN/TSICU NPN", "NPN 7A-7P,
TRANSFER NOTE" or none at all, with heavy abbreviation, dropped punctuation, indented
continuation lines and a few misspellings of ordinary words ("overnite", "nite", "pupills",
"restrants", "RECIEVED"); a third of the notes are all lower case, a third ALL CAPS and a third
mixed case, and they run from one line (a call, a potassium repleted per the TSICU fellow, a
chaplain visit) to about seventeen (MVC rollover with an EVD, GSW abdomen with an open belly,
C4 and T12 and L1 cord injuries with ASIA grades, central cord syndrome, a near drowning being
rewarmed, a flame burn with inhalation injury, an electrical injury with fasciotomies, fat
embolism after a scaffold fall, a van rollover on a Roto-Rest, a grade 4 liver laceration after
massive transfusion, SAH with vasospasm and IA verapamil, ICH with a DNR meeting, a
hemicraniectomy, a clipping, a ruptured AAA, a CEA, a fem-pop, an AV graft thrombectomy, a
liver transplant, a hepatectomy, fulminant acetaminophen hepatic failure, a variceal bleed with
a Minnesota tube). Patients are Hispanic, Vietnamese, African American and white, named in a
header line ("Pt: LAST, FIRST" or "PT: LAST, FIRST" as one span, with an MRN and sometimes a
DOB), in Vietnamese order ("Diep, Bich Oanh"), in text ("Mr. X", "MRS. X", "pt x y", "MR. X"),
and once only after a trauma alias is replaced ("registered as a trauma alias until brother
id'd him: x y"). Family and friends follow kin words (wife, husband, mother, stepdad, dtr, son,
grandmother, aunt, uncle, cousin, gf, boyfriend) and include a landlord, a foreman, a crew
chief, a friend from work, a pastor ("pastor rev. x") and a monk ("Thay X"); a name is spelled
two ways in one note and both are marked; sheriff's deputies and police detectives are PERSON
("DEPUTY X", "DEPUTIES X AND Y", "det x"). Staff are trauma attendings and chiefs, TSICU and
neuro ICU fellows, NSG residents, IR, GI, renal, hepatology, OMFS, ortho, vascular and onc
doctors, burn and transplant nurses, case managers, SW, chaplains, an LTAC liaison, a nursing
home nurse and Spanish and Vietnamese interpreters, as "Dr. X", "DR. X", "dr x", "per tsicu
fellow dr x", "per trauma chief Dr. X", "NSG resident Dr. X", "SRA. X", "sr. x", "Mr. X", "Ms.
X", "RN X", "CM X", "SW X", "REV. X", "X RN" and initial signatures ("-cb", "TKV", "KRS").
Organizations are HOSPITAL: short invented initialisms in both cases ("BDGH", "hvrmc", "wcgh",
"KMRH ED"), hospitals with and without a care word ("Tulecito Memorial", "Candelilla County
Hosp", "CANEY BLUFF REGIONAL", "Saucedo Memorial"), "X Rehab", "X Nursing Ctr", "X Manor" nh,
"X LTAC" and the same name bare, "X Dialysis" and the same name bare, a cancer center, flight
services ("Caracara Air Medical", "Halcon Flight"), EMS, a VFD, fire and rescue, an ambulance
service, a county sheriff and a sheriff's office ("pt in custody of x county sheriff"), a
county jail, a city police department, a shelter, a parish, a temple, an iglesia and a CME
church, a community college, a high school, and employers (a concrete company, a roofer, a
builder, a trucking firm, a nail salon, a restaurant, a poultry plant, an electric coop, a cotton
gin). Towns follow "lives in", "from", "drove from", "driving from", "came from", "called from"
and "home to", some with a state abbreviation as a second span ("LA", "ga", "NM", "ARIZ",
"fl"); there are accident sites on farm roads and highways ("FM 2218", "US 84", "Hwy 71",
"CARDENAS HWY"), cross streets as two spans ("found at X ST and Y AVE", "at X Blvd and Y St"),
an apartment complex, a park neighborhood, a calle, cities, Mexican states and Vietnamese
cities. Dates are mostly month/day without a year ("3/11", "flown here 3/12 0140" and "2/14
0300" with only the date marked, "extubated 2/15 @ 1000", "6/2-6/9" as two spans), weekdays
("SAT", "thurs", "sun am" with only "sun" marked, "Mon night"), months alone ("since march",
"IN JUNE"), holidays ("4TH OF JULY", "CHRISTMAS EVE", "THANKSGIVING", "NEW YEAR'S EVE"), "fall
2005", two DOBs and history years after a procedure or diagnosis ("HYSTERECTOMY '88", "CABG
1996", "crani for sdh 2001", "hx: gsw l leg 98", "ORIF R ankle '03", "HEP C DX '96", "came
over from X in 1992"); relative words ("tomorrow", "tonight", "next wk") are left unmarked.
Ages mark only the number ("24 yo M", "54 YO F", "pt is 47"). Phones (family cells, a
nursing home, a fax, an LTAC) are in the 555-01xx range; MRNs are ID. Look-alikes sit in the
same notes (BP 132/70, ICP 12-18, CPP >60, GCS 3T, E2V1TM4, E1VTM4, EVD open at 10 cm H2O, AC
500x16/5/40%, ABG 7.31/38/92, PbtO2 18-24, pain 6/10, strength 4/5, percocet 5/325, d5 1/2ns,
x2, I/O 2400/2100, Rancho level 3, ASIA B, C5-6, T12, L1, Hunt-Hess 3, Fisher 3, Parkland
(the formula), Chance fx, Miami J, Foley, Camino bolt, Licox, Hoyer, Roto-Rest, Stryker frame,
Minnesota tube, Glucerna, Level 1 trauma, the unit, the floor, OR, IR, CT, MRI, TSICU, "trauma
alias", and "will", "may", "rose" (a flower and a lactate), "faith", "mark" (a seatbelt mark,
"Mark on skin", "SITE MARKED") and "grace" (said grace) as ordinary words). All names, places,
initialisms and numbers are invented, and none comes from the twelve earlier dev sets, the gold
set or the fourteenth dev set being written beside it (each checked whole word and
case-insensitive against their texts). PHI is marked inline as ``[[LABEL:value]]`` as in
scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and writes the dev sets. It
was written blind, by a writer who ran no recognizer on it, to check how the rules tuned on the
earlier dev sets generalize.
Run: ``python scripts/make_icu_dev13_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev13_notes.jsonl"

NOTES: list[str] = [
    """\
    TSICU NPN 1900-0700
    Pt: [[PATIENT:Arredondo, Teodulo]]   MRN [[ID:T0619-4472]]
    [[AGE:24]] yo M unrestrained driver, MVC rollover on [[LOCATION:FM 2218]] outside [[LOCATION:Tulecito]] [[DATE:3/11]] ~2200, intubated in field by [[HOSPITAL:Caracara Air Medical]], outside CT at [[HOSPITAL:Tulecito Memorial]] w/ L SDH + IVH, flown here [[DATE:3/12]] 0140
    Neuro: GCS 3T on arrival -> E2V1TM4 w/ sedation held @ 0500. pupils 3mm brisk =. EVD placed by NSG resident [[STAFF:Dr. Khoury]] @ 0300, open at 10 cm H2O, ICP 12-18, spiked 24 w/ sx -> mannitol 50g x1. CPP >60. propofol 30, fent 75
    CV: ST 100s, MAP 80s-90s, no pressors. NS @ 125
    Resp: AC 500x16/5/40%, ABG 7.31/38/92 -> rate to 18 per team. ETT 24 at lip, sx small thin white
    GI: OGT to LIS. GU: Foley 80-150cc/hr, Na 141, Na q6h
    Ortho: L femur fx in skeletal traction, to OR w/ ortho when ICP stable
    Skin: road rash L flank/L arm, bacitracin. C-collar on, C-spine not cleared
    Social: mother [[PERSON:Ofelia]] and sister [[PERSON:Nereida]] arrived @ 0400, drove from [[LOCATION:Tulecito]]. Spanish only, interpreter [[STAFF:Nohemi]] on phone, updated by trauma chief [[STAFF:Dr. Ehrhardt-Solis]]. pt works for [[HOSPITAL:Zertuche Bros Concrete]]
    Plan: repeat head CT @ 0900, wean sedation per ICP
    [[STAFF:Dulcinea]] RN""",
    """\
    icp 8-14 overnite, evd clamped 0600 per nsg, will reopen if >20. cpp 70s. no events""",
    """\
    TSICU NPN 7A-7P
    [[AGE:19]] YO M GSW X2 ABD + L THIGH [[DATE:6/20]], FOUND AT [[LOCATION:ZAVALETA ST]] AND [[LOCATION:TOLEDANO AVE]] BY [[HOSPITAL:ESPADA EMS]], LEVEL 1 TRAUMA ACTIVATION
    S/P EX LAP [[DATE:6/20]]: SBR X2, ABD LEFT OPEN W/ VAC, BACK TO OR [[DATE:SAT]] FOR WASHOUT/CLOSURE PER [[STAFF:DR. OKOYE-GARRIGAN]] TRAUMA
    NEURO: SEDATED PROPOFOL 20, FENT 100, RASS -2. CV: SR 90S, BP 132/70, LEVO OFF @ 1000. HCT 26 -> 1U PRBC
    RESP: AC 500X14/5/40%. GI: NPO, OGT. GU: FOLEY 60-90CC/HR. L THIGH DSG DRY, DP/PT PALP
    PT IN CUSTODY OF [[HOSPITAL:HUISACHE COUNTY SHERIFF]], DEPUTY [[PERSON:ESCAMILLA]] AT BEDSIDE, L ANKLE SHACKLED TO BED PER SHERIFF. DET [[PERSON:ARNULFO TAMEZ]] FROM [[HOSPITAL:SAN ALBINO PD]] CALLED FOR UPDATE, NO INFO GIVEN PER POLICY
    NO VISITORS PER SHERIFF, PT'S MOTHER MAY CALL. [[STAFF:TKV]]""",
    """\
    pt's wife [[PERSON:hanh]] and son [[PERSON:khiem]] in @ 1900, vietnamese interpreter [[STAFF:mr. luu]] used, updated re: trach/peg [[DATE:thurs]]. -[[STAFF:cb]]""",
    """\
    NEURO ICU NPN 7P-7A
    PT: [[PATIENT:BLALOCK, ORALEE]]   MRN [[ID:J44-07-2291]]   DOB [[DATE:8/2/51]]
    [[AGE:54]] YO F W/ HUNT-HESS 3 SAH (FISHER 3) FROM ACOMM ANEURYSM, TXF FROM [[HOSPITAL:CANEY BLUFF REGIONAL]] ED [[DATE:10/14]], COILED IN IR [[DATE:10/15]]. POST BLEED DAY 6. HX: HTN, SMOKER, HYSTERECTOMY [[DATE:'88]]
    NEURO: A+OX2, DROWSY, FOLLOWS COMMANDS, STRENGTH 5/5 X4, NO DRIFT. HA 6/10, FIORICET. EVD OPEN AT 15 CM H2O, ICP 4-9, DRAINING 8-12CC/HR CLEAR YELLOW. NIMODIPINE 60 Q4
     TCDS TODAY: L MCA VELOCITY UP TO 160, ?VASOSPASM, [[STAFF:DR. MONTEMAYOR]] (NEURO ICU) AWARE
    CV: SR 70S, SBP GOAL 160-180 (TRIPLE H), NEO 2MCG/KG/MIN, BP 168/80. CVP 8-10. ALBUMIN 25% X2
    RESP: 2L NC SATS 98%. IS 1000
    GI: TOL REG DIET. COLACE/SENNA. BM X1
    GU: FOLEY, UO 150-300CC/HR. NA 134 -> 3% SALINE @ 30 STARTED (?CSW)
    SKIN: INTACT. SCD'S ON
    SOCIAL: HUSBAND [[PERSON:VERLON]] AND DTR [[PERSON:CHARLEEN]] AT BEDSIDE, HUSBAND DROVE FROM [[LOCATION:CANEY BLUFF]] AGAIN TONIGHT, STAYING W/ HIS BROTHER IN [[LOCATION:SAN ALBINO]]. HUSBAND CELL [[PHONE:936-555-0157]]
    DISPO: NEURO ICU. ANGIO IN AM IF TCDS WORSE PER [[STAFF:DR. SZYMANEK]] NSG
    [[STAFF:RAQUELITA]] RN""",
    """\
    Pt's cousin [[PERSON:Demetrius]] called asking for info, no password, none given. -[[STAFF:LJ]]""",
    """\
    tsicu npn 7a-7p
    pt is [[AGE:47]] yo m fell ~15 ft off a roof at work ([[HOSPITAL:ocotillo roofing]]) [[DATE:5/2]], c5-6 fx dislocation, asia b, halo -> posterior fusion [[DATE:5/4]] w/ [[STAFF:dr. prudhomme]]
    neuro: sensation intact to t1 light touch, no motor below c6, strength 4/5 biceps 2/5 triceps. steroid protocol done
    cv: sb 50s, bp 90s/50s, neo 0.5 for map >85 per spine protocol. atropine at bedside
    resp: 4l nc, vc 900 -> 750, nif -20. md aware, ?intubate if vc <700. quad cough, cpt q4
    skin: roto-rest bed, halo pins cleaned
    social: wife [[PERSON:herminia]] here from [[LOCATION:palmilla]], spanish interpreter [[STAFF:sr. benavidez]] used. pt originally from [[LOCATION:zacatecas]]""",
    """\
    K 3.2 REPLETED 40 MEQ PER TSICU FELLOW [[STAFF:DR. MBATHA]]. MG 1.6 -> 2G IV""",
    """\
    SICU Nursing Progress Note 7p-7a
    [[PATIENT:Mr. Delmer Tidmore]], [[AGE:68]] yo M POD 1 s/p open AAA repair (ruptured, 7.2cm) [[DATE:1/7]], sent from [[HOSPITAL:Sweetgum Community]] ED by [[HOSPITAL:Halcon Flight]]. hx: CAD s/p CABG [[DATE:1996]], COPD, smoker 1ppd, R CEA [[DATE:'01]]
    Neuro: sedated on propofol 20, opens eyes to voice, MAE, follows commands when lightened
    CV: SR 80s, occ PVCs. MAP 70s, levo off @ 0200. CVP 10-14. bilat DP/PT dopplerable, L foot cooler than R, vasc [[STAFF:Dr. Weisbrod]] aware, pulse checks q1h
     Hct 27 -> 1u PRBC -> 30. INR 1.4, 2u FFP
    Resp: AC 550x14/5/40%, ABG 7.34/41/96. plan SBT in am
    GI: OGT to LIS, bilious. bladder pressure 14 -> 16 mmHg, team aware
    GU: Foley 30-40cc/hr, Cr 1.3 -> 1.7. LR 500cc bolus x2
    Endo: insulin gtt 2-4u/hr, BS 110-150
    Skin: midline dsg c/d/i. bilat groins soft
    Social: wife [[PERSON:Lurleen]] and son [[PERSON:Brantley]] in waiting room until 0100, drove from [[LOCATION:Sweetgum]], 2 hrs. son's cell [[PHONE:903-555-0169]]. pt retired from the railroad
    Plan: wean vent, bladder pressures q4h, ?CT abd if Cr keeps rising
    [[STAFF:Deshawna]] RN""",
    """\
    Pt to CT head w/ RN and RT @ 1430, EVD clamped for transport, reopened at 10 cm on return. tol well.""",
    """\
    BURN/TSICU NPN 7P-7A
    [[AGE:36]] YO M 32% TBSA FLAME BURN (FACE, CHEST, BILAT ARMS) FROM HOUSE FIRE IN [[LOCATION:BOIS DAUPHIN]], [[LOCATION:LA]] [[DATE:2/9]], TRANSFERRED FROM [[HOSPITAL:BDGH]] ED, INTUBATED THERE
    NEURO: SEDATED FENT 150, VERSED 4, RASS -3. MAE TO PAIN
    RESP: INHALATION INJURY, BRONCH [[DATE:2/10]] W/ SOOT TO SEGMENTALS. AC 500X18/8/50%. ABG 7.29/44/88. SX Q2H BLACK FLECKED
    CV: ST 120S, BP 104/60. PARKLAND: LR @ 900CC/HR, TITRATING TO UO 30-50CC/HR
    GU: FOLEY 35-60CC/HR, MYOGLOBIN NEG
    SKIN: SILVADENE DSG CHANGE @ 0200 W/ BURN RN [[STAFF:TRAMMELL]], ESCHAROTOMY L ARM C/D/I, RADIAL PULSE DOPPLERABLE
    SOCIAL: GF [[PERSON:SHAWNDRA]] AND PT'S MOTHER [[PERSON:EARLINE]] IN, CHAPLAIN [[STAFF:REV. DUPLANTIS]] PRAYED W/ THEM. FAMILY LOST THE HOUSE, SW CONSULT PLACED
    [[STAFF:ARDELL]] RN""",
    """\
    per tsicu fellow dr [[STAFF:thach]] ok to advance tf to goal 60. residual 20. -[[STAFF:mp]]""",
    """\
    Neuro ICU NPN 7a-7p
    [[PATIENT:Mr. Huynh]] [[AGE:41]] yo M, unhelmeted motorcycle crash on [[LOCATION:US 84]] [[DATE:Tues]] night, found by passerby, [[HOSPITAL:Cuervo Fire & Rescue]] to [[HOSPITAL:hvrmc]] ED then flown here. DAI + bifrontal contusions
    NEURO: GCS 6T (E1VTM4), pupils 2mm sluggish. Camino bolt + Licox R frontal, ICP 16-22, PbtO2 18-24. propofol 40, fent 100. 3% NS @ 50, Na 149 (goal 145-155). hypothermia not started per [[STAFF:Dr. Montemayor]]
    CV: SR 60s-70s, MAP 85-95, CPP >60 on neo 1.0
    RESP: AC 500x14/5/40%, PaCO2 goal 35-38, ABG 7.43/36/118
    GI/GU: OGT, TF not started. Foley 100-200cc/hr, no DI
    SOCIAL: wife [[PERSON:Phuong]] and brother [[PERSON:Tien]] at bedside all day, Vietnamese interpreter via phone (#22), wife speaks some English. pt runs a nail salon ([[HOSPITAL:Lotus Nails]]) in [[LOCATION:Tamarisk Park]]. wife asked about "the machine in his head", explained by RN and NSG
    [[STAFF:Quyen]] RN""",
    """\
    CHAPLAIN [[STAFF:REV. FONTENETTE]] IN W/ FAMILY @ 2200, PRAYED. FAMILY ASKED FOR A PRIEST FROM [[HOSPITAL:SAN JUDAS TADEO]] PARISH, CALLED. [[STAFF:KRS]]""",
    """\
    tsicu npn 1900-0700
    pt is a [[AGE:17]] yo m s/p near drowning in apartment pool at [[LOCATION:las brisas apts]] on [[LOCATION:wexler rd]] [[DATE:7/3]], down ~8 min, cpr by bystander, rosc in field by [[HOSPITAL:espada ems]]. brought here direct, level 1
    neuro: gcs 5t off sedation. pupils 4mm reactive. cooled to 33 per protocol, rewarming started @ 0100 0.25/hr. no sz activity, eeg in am. nsg [[STAFF:dr. ybarra]] saw, no bolt for now
    cv: sr 60s during cooling, 80s rewarming. map 70s, dopa 5 off @ 0300. k 3.1 -> 20meq x2
    resp: ac 450x16/10/60%, abg 7.35/40/77, cxr bilat infiltrates ?aspiration. sx frothy pink -> thin white
    gi: ogt to lis. gu: foley 60-120cc/hr
    id: tmax 99.0 (cooled). unasyn for aspiration
    skin: intact. bair hugger for rewarming
    social: mother [[PERSON:latonya]] and stepdad [[PERSON:keshawn]] at bedside all night. pt is a junior at [[HOSPITAL:sam houlihan high]], coach and friends in waiting room, only parents updated per mom. pt's father [[PERSON:dequan]] driving from [[LOCATION:macon]], [[LOCATION:ga]], eta am
     mom's cell [[PHONE:210-555-0124]]
    plan: rewarm to 36.5, wean vent, eeg, mri when stable
    [[STAFF:jaylen]] rn""",
    """\
    Pt back from IR @ 1600 s/p TIPS, L groin soft, no bleeding. lactulose resumed. ammonia 88. VSS""",
    """\
    SICU NPN 7P-7A
    [[AGE:52]] YO M POD 2 S/P OLT [[DATE:9/14]] FOR HCV/ETOH CIRRHOSIS (DX [[DATE:1998]]), MELD 31, TXF FROM [[HOSPITAL:RGMC]] [[DATE:9/2]] FOR LISTING. SOBER SINCE [[DATE:'03]] PER WIFE
    NEURO: EXTUBATED [[DATE:9/15]] 1100, A+OX3, PAIN 4/10 ON DILAUDID PCA
    CV: SR 80S, BP 140/80. NO PRESSORS. CVP 6-8
    RESP: 4L NC SATS 96%, IS 750, LS DIMINISHED BASES
    GI: NPO, NGT TO LCS. JP X3 SEROSANG 40-80CC/SHIFT. LFTS TRENDING DOWN, AST 880 -> 410. DOPPLERS TODAY: HEPATIC ARTERY FLOW OK
    GU: FOLEY 40-70CC/HR, CR 1.6. TACRO LEVEL IN AM. PROGRAF 2MG BID, CELLCEPT, SOLUMEDROL TAPER
    SOCIAL: WIFE [[PERSON:ROCHELLE]] AT BEDSIDE, TRANSPLANT COORDINATOR [[STAFF:LAVON]] IN TO TEACH RE: MEDS. PT FROM [[LOCATION:HACKBERRY]], [[LOCATION:NM]]""",
    """\
    ok per [[STAFF:dr ybarra]] nsg to d/c c-collar, ct c-spine neg, clinically cleared. hob 30""",
    """\
    Trauma SICU Nursing Progress Note 0700-1900
    Pt: [[PATIENT:Cantu, Heriberto]]   MRN [[ID:T0655-1078]]
    [[AGE:58]] yo M motorcycle vs pickup on [[LOCATION:Hwy 71]] near [[LOCATION:Candelilla]] [[DATE:4/26]], helmeted. T12 burst fx, R pneumothorax, R rib fx 3-9 flail segment, grade 3 splenic lac (nonop), L open tib/fib. OSH: [[HOSPITAL:Candelilla County Hosp]], chest tube placed there, sent by [[HOSPITAL:Halcon Flight]]
    hx: HTN, DM2, knee replacement [[DATE:2001]], smoker
    Neuro: a+ox3, sensation intact, LE strength 4/5 R 3/5 L (limited by ex fix), no change from am. TLSO when HOB >30, log roll only
    CV: SR 80s-90s, BP 150s/80s, lopressor 5 IV q6. Hct 31 -> 29 -> 29, serial q6h for spleen
    Resp: 4L NC sats 93-95%. epidural (T6) bupivacaine/fent 8cc/hr by APS, pain 3/10 at rest 6/10 w/ cough. IS 500. R CT to -20 sxn, 80cc serosang/shift, no air leak
    GI: clears. no BM. colace/senna
    GU: Foley 50-100cc/hr
    Ortho: L tib/fib ex fix, pin care done, toes pink warm, CMS intact. to OR [[DATE:Fri]] for IMN w/ ortho [[STAFF:Dr. Galindo]]
    Endo: FSBS 180s-240s, lantus + SSI
    Skin: abrasions R hip/knee, bacitracin. Roto-rest not needed per team, turning q2h w/ log roll
    Social: pt is from [[LOCATION:Candelilla]], drives a truck for [[HOSPITAL:Olivarez Trucking]]. wife [[PERSON:Eufemia]] here, Spanish speaking, son [[PERSON:Leobardo]] interprets, prefers hospital interpreter for consents (interpreter [[STAFF:Zoraida]] used @ 1000 for ortho consent)
    Plan: cont pulm toilet, serial Hct, OR [[DATE:Fri]]
    [[STAFF:Itzel]] RN""",
    """\
    tsicu npn
    pt [[AGE:44]] yo m assaulted w/ bat outside a bar [[DATE:sat]] night, found by [[HOSPITAL:san albino pd]] on [[LOCATION:mercado st]], l lefort 2 fx, l orbital fx, small l temporal sdh stable on repeat ct. etoh 290 on arrival
    neuro: a+ox2, confused, ciwa 14 -> ativan 2mg iv x2. mae. perrl
    resp: 2l nc, nasal packing. cv: st 100s bp 150/90
    social: pt homeless, stays at [[HOSPITAL:buen pastor shelter]] some nights, no family contact known. sw [[STAFF:ms. alaniz]] to see. omfs [[STAFF:dr. pompa]] plans orif [[DATE:wed]]""",
    """\
    TSICU NURSING PROGRESS NOTE 7A-7P
    PT: [[PATIENT:ORNELAS, JACINTO]]   MRN [[ID:T0702-8831]]   DOB [[DATE:1/19/84]]
    [[AGE:22]] YO M DOVE INTO SHALLOW WATER AT [[LOCATION:RIO ZARCO]] ON [[DATE:4TH OF JULY]], C4 BURST FX, ASIA A. FRIENDS PULLED HIM OUT, [[HOSPITAL:NUEVO CAMPO VFD]] TO [[HOSPITAL:NCMH]] THEN FLOWN HERE BY [[HOSPITAL:CARACARA AIR MEDICAL]]. ANT/POST FUSION C3-5 [[DATE:7/6]], TRACH [[DATE:7/14]], PEG [[DATE:7/15]]
    NEURO: A+OX3, MOUTHS WORDS, USES LETTER BOARD. NO MOTOR/SENSATION BELOW C4. SHRUGS SHOULDERS. MIAMI J COLLAR ON
    CV: SB 40S-50S W/ SUCTIONING X2, ATROPINE 0.5 IV X1 @ 1100. BP 90S/50S, MIDODRINE 10 TID. NO PRESSORS SINCE [[DATE:7/12]]
    RESP: #6 SHILEY, AC 600X12/5/35% NIGHTS, TRACH COLLAR 35% X4 HRS TODAY TOL WELL. CPT Q4, ASSIST COUGH, SX MOD THICK WHITE. VC 600
    GI: TF JEVITY 1.2 @ 70 (GOAL) VIA PEG. BOWEL PROGRAM: DULCOLAX PR @ 2000, BM X1
    GU: FOLEY, UO 60-120CC/HR. I/O 2400/2100
    SKIN: ROTO-REST, OCCIPUT INTACT UNDER COLLAR PADS. STAGE 1 SACRUM, RESOLVED. HEELS FLOATED
    ID: TMAX 100.8. SPUTUM CX [[DATE:7/20]] W/ PSEUDOMONAS, ON ZOSYN DAY 3
    PAIN: NECK 4/10, TYLENOL, OXYCODONE 5 VIA PEG
    PSYCH: TEARFUL AT TIMES, ASKING "WILL I WALK". PSYCH CONSULT, ZOLOFT STARTED
    SOCIAL: MOTHER [[PERSON:CRUZITA]] AT BEDSIDE DAILY, SPANISH ONLY, INTERPRETER [[STAFF:SRA. MIRELES]] FOR FAMILY MTG @ 1400 W/ [[STAFF:DR. URESTI]] (TRAUMA) AND SPINE NP [[STAFF:ROBLEDO]]. GF [[PERSON:XOCHITL]] VISITS AFTER CLASS AT [[HOSPITAL:PALO BLANCO COMMUNITY COLLEGE]], PT WAS A STUDENT THERE TOO
     FAMILY LIVES IN [[LOCATION:NUEVO CAMPO]], 3 HRS AWAY. CM [[STAFF:BRUNELLE]] WORKING ON REHAB, ?[[HOSPITAL:TIERRA ALTA REHAB]] SCI PROGRAM, MEDICAID PENDING
    DISPO: TSICU, ?WEAN TO TC DAYS
    [[STAFF:WISNIOWSKI]] RN""",
    """\
    sicu npn 7p-7a
    [[PATIENT:mr. overstreet]] [[AGE:63]] yo m esrd on hd mwf at [[HOSPITAL:arbolada dialysis]], last hd [[DATE:mon]], pod 0 s/p l arm av graft thrombectomy, k 6.8 pre-op
    neuro: a+ox3, sleepy from anesthesia
    cv: sr 70s, peaked t's resolved, bp 170/90 -> hydral 10 iv x1. k 6.8 -> 5.4 after insulin/d50, kayexalate
    resp: 2l nc
    gu: anuric. hd in am per renal [[STAFF:dr. ezeaku]]
    skin: l arm dsg dry, + thrill/bruit
    wife [[PERSON:velma]] and sister [[PERSON:ernestine]] here, live in [[LOCATION:dry fork]]. [[STAFF:ozell]] rn""",
    """\
    DTR [[PERSON:ANJANETTE]] CALLED FROM [[LOCATION:CHOLLA WELLS]], [[LOCATION:ARIZ]], UPDATED PER PT'S OK. WILL FLY IN [[DATE:SUN]]. [[STAFF:BURL]]""",
    """\
    Neuro ICU NPN 1900-0700
    Pt: [[PATIENT:Quach, Lien]]   MRN [[ID:J51-33-8806]]
    [[AGE:79]] yo F w/ L basal ganglia ICH (38cc) w/ IVH, found down at home [[DATE:12/1]] by son, HTN untreated, came from [[HOSPITAL:lgch]] ED. hx: DM2, TB as a child in [[LOCATION:Can Tho]]
    Neuro: GCS 5T (E1VTM3), R hemiplegia, pupils 3mm sluggish L > R. EVD open at 10, ICP 14-20, draining 5-10cc/hr blood tinged. off sedation
    CV: SR 80s. SBP goal <160, nicardipine 5-10mg/hr, BP 150s/70s
    Resp: AC 500x14/5/40%, ABG 7.40/40/102. sx small
    GI/GU: OGT, TF held. Foley 50-80cc/hr
    Social: family meeting @ 1900 w/ [[STAFF:Dr. Szymanek]] and neuro ICU fellow [[STAFF:Dr. Raghavan]], Vietnamese interpreter [[STAFF:Ms. Kieu]]. son [[PERSON:Vinh]] (HCP), dtr [[PERSON:Thu Ha]] and grandson [[PERSON:Bao]] present. poor prognosis explained
     family requests no crani, DNR ok but want to continue current support until monk from their temple ([[HOSPITAL:Chua Phuoc Hau]]) can come. [[PERSON:Thay Minh Dao]] to come [[DATE:Sat]] am
     son's cell [[PHONE:281-555-0192]]
    Plan: DNR, no escalation, comfort discussion after family prays
    [[STAFF:Quyen]] RN""",
    """\
    TSICU NPN 7P-7A
    [[AGE:29]] YO M STAB WOUND L CHEST, INMATE AT [[HOSPITAL:NOPAL COUNTY JAIL]], BROUGHT BY [[HOSPITAL:ESPADA EMS]] [[DATE:8/30]]. ED THORACOTOMY NOT DONE, CT X2 L, OR FOR L LUNG LACERATION REPAIR
    NEURO: A+OX3, PAIN 7/10, DILAUDID PCA. CV: ST 110S, HCT 30 STABLE. RESP: 3L NC, L CT 200CC SERO-SANG/SHIFT, +AIR LEAK ON COUGH
    GI: CLEARS. GU: VOIDING
    DEPUTIES [[PERSON:GUAJARDO]] AND [[PERSON:PINKSTON]] AT BEDSIDE, PT SHACKLED BOTH ANKLES. NO PHONE CALLS OR VISITORS PER JAIL POLICY. DEPUTY [[PERSON:RUFFIN]] RELIEVES @ 0600
    [[STAFF:SPURLOCK]] RN""",
    """\
    tsicu npn 7a-7p
    [[PATIENT:mrs. gossett]] [[AGE:84]] yo f fell from step stool at [[HOSPITAL:buckhorn nursing ctr]] [[DATE:3/18]], on coumadin for afib (inr 3.4), r acute on chronic sdh, txf from [[HOSPITAL:wcgh]] ed. hx: crani for sdh [[DATE:2001]], cva [[DATE:'99]], dementia
    neuro: lethargic, opens eyes to voice, oriented to self, mae l > r, l grip 4/5 r 3/5. 4u ffp + vit k 10mg iv given, inr 3.4 -> 1.5. repeat ct stable per nsg resident
    cv: afib 70s-90s, bp 140s/70s. no coumadin
    resp: 2l nc sats 95%. aspiration precautions, speech to see
    gi: npo. gu: foley 40cc/hr
    skin: skin tear l forearm, steri strips. stage 2 coccyx from nh
    social: son [[PERSON:lamar]] drove from [[LOCATION:kearby]], is hcp. pt is dnr/dni per nh paperwork, confirmed w/ son. son would like pt back at [[HOSPITAL:buckhorn]] when stable, nh # [[PHONE:254-555-0135]]
    plan: neuro checks q1h, repeat ct head in am, ?to the floor tomorrow if stable
    [[STAFF:alford]] rn""",
    """\
    Licox probe d/c'd by NSG resident at bedside, site dsg'd. ICP 10-14 off sedation, will keep bolt until am per NSG.""",
    """\
    Trauma SICU NPN 7a-7p
    [[AGE:70]] yo M pedestrian struck by car at [[LOCATION:Sotelo Blvd]] and [[LOCATION:Ruelas St]] [[DATE:11/2]], registered as a trauma alias until ID'd [[DATE:11/3]] by his landlord. open book pelvic fx, IR embolization of L internal iliac br by [[STAFF:Dr. Spurlock]], ex fix by ortho
    Neuro: a+ox2, hard of hearing. pain 5/10, fent 25 q1h prn. CIWA 0
    CV: SR 80s, BP 110s/60s. Hct 24 -> 2u PRBC -> 29
    Resp: 2L NC. GI: clears, no BM. GU: Foley, hematuria clearing, uro following
    Social: landlord [[PERSON:Mr. Cedric Mauldin]] reports pt lives alone in a rooming house on [[LOCATION:Ruelas St]], no family known, pt says he has a dtr in [[LOCATION:Tampa]]. SW to search""",
    """\
    MICU/TRANSPLANT NPN 7P-7A
    [[AGE:19]] YO F W/ ACETAMINOPHEN OD (INTENTIONAL, ~60 TABS [[DATE:WED]] NIGHT), TXF FROM [[HOSPITAL:KMRH]] ED [[DATE:11/23]] W/ FULMINANT HEPATIC FAILURE. LISTED STATUS 1 [[DATE:11/24]]
    NEURO: GRADE 3 ENCEPHALOPATHY, MOANS, LOCALIZES. ICP MONITOR NOT PLACED (INR 5.2). HOB 30, NA GOAL 145-150, 3% @ 40
    CV: ST 110S, MAP 60S ON LEVO 0.08. CVP 12
    RESP: INTUBATED [[DATE:11/24]] FOR AIRWAY, AC 500X14/5/40%. ABG 7.36/34/140
    GI: NAC GTT CONT. LACTULOSE HELD. AST 9800, ALT 7400, BILI 4.2, NH3 210. GLUCOSE 60S -> D10 @ 75
    GU: FOLEY 20-30CC/HR, CR 2.4. RENAL AWARE, ?CVVH IN AM
    HEME: INR 5.2, PLT 62. FFP ONLY IF BLEEDING OR FOR PROCEDURE PER HEPATOLOGY [[STAFF:DR. HAWTHORNE-IBE]]
    ID: PAN CX'D, TMAX 100.9, ZOSYN/FLUCONAZOLE
    PSYCH: 1:1 SITTER. PSYCH SAW PT ON ADM, SUICIDE NOTE FOUND BY MOTHER
    SOCIAL: MOTHER [[PERSON:SHANTELLE]] AND STEPFATHER AT BEDSIDE, VERY TEARFUL. "SHE WAS FINE AT [[DATE:THANKSGIVING]]." BOYFRIEND [[PERSON:CEDRIC]] NOT ALLOWED IN PER MOTHER, SECURITY AWARE. TRANSPLANT SW [[STAFF:TUBBS]] MET W/ FAMILY
     MOTHER'S CELL [[PHONE:713-555-0180]]
    PLAN: AWAIT ORGAN OFFER, SERIAL NEURO EXAMS Q1H, GLUCOSE Q1H
    [[STAFF:KRS]]""",
    """\
    wife [[PERSON:mayra]] called @ 0300, updated. will come in after her shift at [[HOSPITAL:la fogata grill]]. -[[STAFF:mp]]""",
    """\
    neuro icu npn 7p-7a
    pt [[PATIENT:dontrell beasley]] [[AGE:26]] yo m gsw to head (r temporal, tangential) [[DATE:2/13]] ~2300 outside [[LOCATION:satterwhite courts]] apts, [[HOSPITAL:espada ems]] to our ed, level 1. r temporal crani/evac of edh [[DATE:2/14]] 0300 w/ [[STAFF:dr. szymanek]]. hx: gsw l leg [[DATE:98]], asthma
    neuro: rancho level 3, opens eyes to voice, localizes l, r side 3/5. pupils 3mm =. camino bolt icp 8-15, cpp 70s. keppra 500 bid
    cv: sr 70s-80s, bp 132/70. no gtts
    resp: extubated [[DATE:2/15]] @ 1000 to 40% face tent, now 3l nc sats 97%. good cough
    gi: dysphagia screen failed, npo, dobhoff placed, tf to start. gu: foley dc'd, voiding in urinal
    skin: crani incision c/d/i, staples. l leg old scar
    id: afebrile. ancef x24h periop done. tetanus given in ed
    safety: posey bed, sitter, mitts + soft restrants x2 wrists. pulled at bolt x1
    social: grandmother [[PERSON:ozella]] raised pt, at bedside most of day, asks that his "friends" not be allowed in, security aware. sister [[PERSON:kiara]] called x2. det [[PERSON:oyervides]] from [[HOSPITAL:san albino pd]] here @ 1500, pt not able to give statement, card left at desk. grandmother [[PERSON:ozela]] phone [[PHONE:210-555-0167]]
    plan: d/c bolt in am if icp stays <20 per nsg, pt/ot/speech, rehab eval
    [[STAFF:lashelle]] rn""",
    """\
    SICU NPN 7P-7A
    [[PATIENT:MR. PICKENS]] [[AGE:71]] YO M POD 0 S/P R CEA FOR SYMPTOMATIC 90% STENOSIS, TXF FROM [[HOSPITAL:OCRH]] [[DATE:10/5]] AFTER TIA X2. HX: CABG [[DATE:'97]], L CEA [[DATE:2003]], DM2, PVD
    NEURO: A+OX3, NO FOCAL DEFICITS, TONGUE MIDLINE, SMILE SYMMETRIC. NEURO CHECKS Q1H
    CV: SR 60S, SBP GOAL 100-150, NIPRIDE 0.3 OFF @ 0100. BP 138/64
    RESP: 2L NC. NECK SOFT, NO HEMATOMA, SITE MARKED AT 2200, UNCHANGED
    GU: VOIDING. GI: TOL CLEARS
    WIFE [[PERSON:IOLA]] WENT HOME TO [[LOCATION:LOMA TENDIDA]] @ 2100, WILL CALL IN AM. [[STAFF:CHANTEL]] RN""",
    """\
    Pt's aunt [[PERSON:Rosaura]] in, family has great faith he will wake up, brought a rosary. -[[STAFF:TW]]""",
    """\
    TSICU NPN 7A-7P
    PT: [[PATIENT:CASTRO, DELFINA]]   MRN [[ID:T0617-2099]]
    [[AGE:34]] YO F FRONT SEAT PASSENGER, T-BONE MVC ON [[LOCATION:CARDENAS HWY]] [[DATE:CHRISTMAS EVE]], GRADE 4 LIVER LAC, R PNEUMOTHORAX, L FEMUR FX. MASSIVE TRANSFUSION IN ED (14U PRBC, 10 FFP, 2 PLT). DAMAGE CONTROL LAP + PACKING [[DATE:12/24]], IR ANGIOEMBOLIZATION R HEPATIC [[DATE:12/25]], PACKS OUT/ABD CLOSED [[DATE:12/27]] W/ [[STAFF:DR. HINOJOSA]] TRAUMA
    NEURO: PROPOFOL OFF @ 0800, WAKES, FOLLOWS COMMANDS, NODS. PAIN 6/10 FENT 50 PRN
    CV: SR 90S, BP 120S/70S. HCT 28 STABLE X24H. LACTATE 1.4
    RESP: PSV 10/5 40% SINCE 0900, RR 18, TV 420S. RSBI 62. ?EXTUBATE THIS PM PER TSICU FELLOW [[STAFF:DR. THACH]]. R CT TO WATER SEAL, NO LEAK
    GI: OGT TO LIS 200CC BILIOUS. BILI 3.1. JP X2 BILIOUS 150CC, ?BILE LEAK, HIDA IN AM
    GU: FOLEY 60-80CC/HR. CR 1.0
    ORTHO: L FEMUR IN TRACTION, IMN PLANNED [[DATE:FRI]] W/ [[STAFF:DR. GALINDO]]
    ID: TMAX 101.4, BCX SENT, ZOSYN
    SKIN: MIDLINE INCISION STAPLED, C/D/I. SEATBELT MARK ACROSS CHEST/ABD
    SOCIAL: HUSBAND [[PERSON:RAMIRO]] AT BEDSIDE, WAS THE DRIVER, MINOR INJURIES, TREATED/RELEASED AT [[HOSPITAL:ALAMITO GENERAL]]. 3 KIDS W/ PT'S MOTHER [[PERSON:CLEMENCIA]] IN [[LOCATION:ALAMITO]]. OTHER DRIVER AT [[HOSPITAL:OCRH]] PER HUSBAND. CHAPLAIN [[STAFF:REV. FONTENETTE]] VISITED
     HUSBAND CELL [[PHONE:361-555-0115]]
    [[STAFF:HARTSELL]] RN""",
    """\
    tsicu npn 7p-7a
    [[AGE:77]] yo m fell in his yard [[DATE:tues]], hyperextension, central cord syndrome c3-4 w/o fx, from [[HOSPITAL:pcrmc]]. hx: cabg [[DATE:1999]], bph
    neuro: a+ox3, ue 2/5 hands 1/5, le 4/5. burning pain hands 6/10, neurontin started. c-collar
    cv: sr 60s, map goal >85 x7d, neo 0.3-0.8. resp: 2l nc, vc 1.4l. gi: tol soft diet w/ assist. gu: foley
    social: wife [[PERSON:azalee]] here w/ pastor [[PERSON:rev. lockett]] from [[HOSPITAL:greater mt zion cme]]. pt is a deacon there, church members calling, only wife updated. lives in [[LOCATION:pettaway]]""",
    """\
    Neuro ICU NPN 7a-7p
    [[PATIENT:Mrs. Villegas]] [[AGE:55]] yo F w/ R MCA stroke, tPA at [[HOSPITAL:Saucedo Memorial]] [[DATE:5/28]] ~1 hr after onset, sent here for worsening edema, R hemicraniectomy [[DATE:5/30]]. bone flap in abd wall
    Neuro: GCS 10 (E3V2M5 on L), L hemiplegia, R gaze preference, pupils 3mm =. no ICP monitor. helmet when OOB
    CV: SR 80s, SBP goal <180, BP 150s. ASA held per [[STAFF:Dr. Montemayor]]
    Resp: extubated [[DATE:6/1]], 2L NC. weak cough, sx NT x2
    GI: dobhoff, TF Glucerna @ 40. GU: Foley
    Social: husband [[PERSON:Evaristo]] works nights at [[HOSPITAL:Nuevo Tovar Poultry]], in every am. dtr [[PERSON:Inez]] interprets. husband [[PERSON:Everisto]] asks to be called w/ changes""",
    """\
    NPN 7A-7P, TRANSFER NOTE
    [[AGE:61]] YO M HD 34 S/P MVC W/ TBI, TRACH [[DATE:8/2]]/PEG [[DATE:8/3]], SEPT PNA RESOLVED. TRANSFERRED TO [[HOSPITAL:TECOLOTE LTAC]] TODAY @ 1400 VIA [[HOSPITAL:LONE MESA AMBULANCE]]
    NEURO: RANCHO 4, OPENS EYES, TRACKS, NOT FOLLOWING CONSISTENTLY
    RESP: #8 PORTEX TC 35%. SX Q3H MOD WHITE
    GI: TF NEPRO @ 55 VIA PEG. GU: FOLEY REMOVED [[DATE:8/20]], VOIDING, HOYER FOR TRANSFERS
    LIAISON [[STAFF:DESIREE]] SAW PT [[DATE:8/24]]. REPORT CALLED TO RN [[STAFF:PEDRITO]] AT [[HOSPITAL:TECOLOTE]] [[PHONE:830-555-0137]]. BELONGINGS W/ WIFE [[PERSON:MATTIE]]
    [[STAFF:ARDELL]] RN""",
    """\
    dtr [[PERSON:kenyatta]] called from [[LOCATION:palmetto bend]], [[LOCATION:fl]], will drive over [[DATE:sat]]. updated, pt resting. [[STAFF:cb]]""",
    """\
    Neuro ICU Nursing Progress Note 1900-0700
    Pt: [[PATIENT:Leyva, Romaldo]]  MRN [[ID:J38-61-4410]]
    [[AGE:49]] yo M w/ Hunt-Hess 4 SAH from basilar tip aneurysm, coiled [[DATE:9/3]], came from [[HOSPITAL:Tendida Valley Hospital]] by [[HOSPITAL:Halcon Flight]]. post bleed day 8. hx: ORIF R ankle [[DATE:'03]], HTN
    Neuro: GCS 9T (E3VTM5), was E4VTM6 [[DATE:9/9]]. new L drift @ 2200 -> [[STAFF:Dr. Raghavan]] (neuro ICU fellow) to bedside, stat CT neg for bleed, TCDs basilar 95 -> angio @ 0030, IA verapamil by [[STAFF:Dr. Spurlock]]. drift improved by 0400
     EVD open at 10, ICP 6-12, 10cc/hr. nimodipine 30 q2h (BP)
    CV: SR 90s. MAP goal 110-120, levo 0.1 + neo 2.5. CVP 10. albumin 25% q6
    Resp: AC 500x14/5/40%. ABG 7.44/37/110
    GI: TF Impact @ 50. BM x2
    GU: Foley 200-350cc/hr, Na 133 -> fludrocortisone 0.1 bid + NaCl tabs
    Skin: intact. R groin sheath out @ 0200, hold 20 min, soft
    Social: wife [[PERSON:Lupita]] updated at 0030 by phone, lives in [[LOCATION:Tendida]] ~2 hrs away, drove in @ 0300. pt's brother [[PERSON:Hermilo]] called from [[LOCATION:Chihuahua]]
    Plan: q1h neuro checks, TCDs daily, repeat angio prn
    [[STAFF:Lacy]] RN""",
    """\
    TSICU NPN 7P-7A
    PT: [[PATIENT:TOVAR, FILIBERTO]]   MRN [[ID:T0648-3127]]
    [[AGE:38]] YO M FELL ~30 FT FROM SCAFFOLD AT JOB SITE ON [[LOCATION:ARELLANO PKWY]] [[DATE:3/2]] @ 1015, WORKS FOR [[HOSPITAL:GARZA-TREVINO BUILDERS]]. BILAT FEMUR FX, OPEN BOOK PELVIS, L CALCANEUS FX, NO HEAD INJURY. EX FIX PELVIS + BILAT FEMURS [[DATE:3/2]] W/ [[STAFF:DR. GALINDO]]
    EVENTS: @ 2330 ACUTE DESAT TO 82%, PETECHIAE AXILLA/CHEST, CONFUSED, ?FAT EMBOLISM. TSICU FELLOW [[STAFF:DR. MBATHA]] TO BEDSIDE, INTUBATED @ 2350
    NEURO: PRIOR TO EVENT A+OX3. NOW PROPOFOL 30, FENT 100, RASS -3. PUPILS 3MM BRISK
    CV: ST 130S -> 110S. BP 98/54, LEVO 0.04 STARTED @ 0010. CVP 12
    RESP: AC 500X18/12/80% -> 60%. ABG 7.31/45/64 -> 7.35/41/81. CXR BILAT FLUFFY INFILTRATES. SX PINK FROTHY
    GI: OGT TO LIS. GU: FOLEY 40-60CC/HR, URINE FAT GLOBULES SENT
    HEME: HCT 26 -> 24, PLT 88. 1U PRBC RECIEVED
    ORTHO: EX FIX PIN SITES C/D/I. BILAT FEET WARM, PULSES DOPPLERABLE. COMPARTMENTS SOFT
    SKIN: PETECHIAE AS ABOVE, DOCUMENTED W/ PICTURES PER TEAM
    SOCIAL: FOREMAN [[PERSON:GUMARO]] STAYED UNTIL 2100, HAS NO FAMILY # BUT WILL CALL PT'S COUSIN [[PERSON:BALDEMAR]] WHO LIVES IN [[LOCATION:SAN ALBINO]]. PT'S WIFE [[PERSON:NICASIA]] AND KIDS ARE IN [[LOCATION:MICHOACAN]]. SPANISH ONLY, INTERPRETER LINE USED
     WORKERS COMP ?, CM TO CALL EMPLOYER IN AM
    PLAN: LUNG PROTECTIVE VENT, SUPPORTIVE, DEFINITIVE ORTHO FIXATION DELAYED PER [[STAFF:DR. HINOJOSA]]
    [[STAFF:HARTSELL]] RN""",
    """\
    Per trauma chief [[STAFF:Dr. Uresti]] may advance to full liquids, d5 1/2ns to kvo. foley out in am.""",
    """\
    tsicu npn 7a-7p
    pt [[PATIENT:mr. spivey]] [[AGE:52]] yo m fell ~18 ft from hunting stand [[DATE:sun]] am on his lease near [[LOCATION:el tule]], found by son after 3 hrs, flown by [[HOSPITAL:halcon flight]]. t12 chance fx, asia c. posterior fusion t10-l2 [[DATE:11/19]] w/ [[STAFF:dr. ybarra]]
    neuro: a+ox3. le strength 2/5 r 1/5 l, sensation diminished below l1, rectal tone weak. tlso when hob >30, log roll
    cv: sr 60s, map goal >85 x 7 days, neo 0.4. resp: 2l nc, is 1250
    gi: tol reg diet, bowel program started. gu: foley, straight cath teaching later
    pain: 6/10 incision, dilaudid pca, valium for spasms
    social: wife [[PERSON:nettie]] and son [[PERSON:cody]] here, asked about rehab at [[HOSPITAL:tierra alta]], cm aware. pt has a small hvac business in [[LOCATION:el tule]]""",
    """\
    SICU NPN 1900-0700
    [[PATIENT:Mrs. Moncrief]] [[AGE:62]] yo F POD 1 s/p R hepatectomy + cholecystectomy [[DATE:7/17]] for colorectal mets, followed by onc [[STAFF:Dr. Dunnigan]] at [[HOSPITAL:Urbina Cancer Ctr]]. hx: lap colectomy [[DATE:2004]], folfox [[DATE:fall 2005]], admitted at [[HOSPITAL:Urbina]] [[DATE:6/2]]-[[DATE:6/9]] for neutropenic fever
    Neuro: a+ox3, epidural T8 bupiv/fent 6cc/hr, pain 3/10, no motor block
    CV: SR 80s-100s, BP 100s/60s, 1l LR for UO 20cc/hr x2 -> UO 40s. lactate 2.8, rose to 3.4 @ 0200, team aware, recheck 0600 2.1
    Resp: 4L NC sats 95%. IS 750
    GI: NPO, NGT to LCS 150cc. JP 180cc serosang. INR 1.6 -> 2u FFP per [[STAFF:Dr. Hinojosa]]. phos 1.4 repleted
    GU: Foley 40-60cc/hr after bolus
    Endo: FSBS 140-180, SSI
    Heme: Hct 31 -> 28 -> 29
    Skin: subcostal incision c/d/i
    Social: husband [[PERSON:Clovis]] and dtr [[PERSON:Rosalinda]] in until 2200, drove from [[LOCATION:Pecan Hollow]]. husband has a hard time hearing, updates done face to face. pt is a retired teacher
    Plan: q4h LFTs/INR, advance per surgery
    [[STAFF:Lacy]] RN""",
    """\
    PT'S EMPLOYER ([[HOSPITAL:GARZA-TREVINO BUILDERS]]) CALLED RE: WORKERS COMP, NO INFO GIVEN. CM [[STAFF:BRUNELLE]] AWARE, WILL CALL BACK. [[STAFF:RDV]]""",
    """\
    TSICU NPN 7p-7a
    [[AGE:31]] yo M lineman for [[HOSPITAL:Rio Zarco Electric Coop]], 7200V electrical injury [[DATE:4/11]], entry R hand exit L foot, brief LOC. came from [[HOSPITAL:ncmh]] ED. bilat forearm fasciotomies [[DATE:4/11]]
    Neuro: a+ox3, R hand numb. CV: SR 70s, no arrhythmia on tele, CK 41,000 -> 28,000. Resp: RA
    GU: Foley, UO goal 100-200cc/hr, LR @ 400 + bicarb gtt, urine tea colored -> pink
    Skin: fasciotomy sites w/ VAC -125, L foot eschar 3x3, burn RN following
    Social: wife [[PERSON:Jodie]] at bedside, they live in [[LOCATION:Escobar Flats]]. his crew chief [[PERSON:Voyles]] in to visit, brought his hard hat""",
    """\
    neuro icu npn 7p-7a
    pt [[PATIENT:mrs. cordova]] [[AGE:81]] yo f assaulted in home invasion [[DATE:10/28]], struck w/ object, l frontal contusions + sah, l orbital fx. found by neighbor on [[LOCATION:calle ledesma]], [[HOSPITAL:espada ems]] to our ed. hx: afib (no anticoag), htn, breast ca [[DATE:1991]]
    neuro: opens eyes to voice, oriented to self only, mumbles spanish, mae r > l. pupils 3mm = brisk. keppra 750 bid. no icp monitor per nsg, q1h checks
    cv: afib 80s-100s, dilt 30 q6. bp 150s/70s goal <160
    resp: 2l nc sats 96%. weak cough
    gi: failed swallow, npo, ngt placed, tf to start, may need peg per team
    gu: foley. i/o 1100/900
    skin: ecchymosis l face, both forearms (defensive per team). photos taken by police
    social: dtr [[PERSON:anselma]] at bedside, says pt lived alone since [[DATE:march]] when her husband died. det [[PERSON:hurtado]] from [[HOSPITAL:nopal co sheriff]] in @ 1600 to take photos, will return when pt able to talk. dtr is hcp
     dtr's cell [[PHONE:956-555-0160]]
    plan: neuro checks q1h, ?peg next wk, sw for elder services
    [[STAFF:alford]] rn""",
    """\
    TSICU NPN 7A-7P
    [[AGE:23]] YO M DRIVER IN POLICE CHASE, MVC VS UTILITY POLE ON [[LOCATION:FM 1490]] [[DATE:1/30]], SPLENECTOMY [[DATE:1/30]], L HEMOTHORAX (CT), FACE LACS
    NEURO: A+OX3, AGITATED AM, HALDOL 2 X1. CIWA 6
    CV: ST 100S, BP 140/80. RESP: 2L NC, L CT 60CC/SHIFT
    IN CUSTODY OF [[HOSPITAL:HUISACHE CO SHERIFF'S OFFICE]], DEPUTIES [[PERSON:MARROQUIN]] AND [[PERSON:QUEZADA]] W/ PT 24/7, L WRIST CUFFED TO RAIL, RESTRAINT ORDER NOT NEEDED PER POLICY
    PT'S MOTHER CALLED THE UNIT, DEPUTY SAYS NO INFO. DISPO: JAIL INFIRMARY WHEN MEDICALLY CLEAR PER [[STAFF:DR. OKOYE-GARRIGAN]]""",
    """\
    pt's friend [[PERSON:tavo]] from work brought phone charger and a rose from his kids. pt said grace before his tray. [[STAFF:mp]]""",
    """\
    Neuro ICU NPN 7a-7p
    Pt: [[PATIENT:Diep, Bich Oanh]]   MRN [[ID:J60-12-7735]]
    [[AGE:45]] yo F restrained passenger, MVC on [[LOCATION:Tamez Hwy]] [[DATE:5/5]] (husband driving, pickup ran red light). outside CT at [[HOSPITAL:plmc]] w/ R SDH + diffuse SAH, flown here by [[HOSPITAL:Caracara Air Medical]]. R crani [[DATE:5/5]], EVD placed in OR. also grade 2 spleen lac, nonop
    Neuro: GCS 7T (E2VTM5), pupills 3mm =, sluggish. EVD open at 10 cm H2O, ICP 10-16, 1 spike to 26 w/ turning, resolved w/ HOB up and fent 50. CPP >60. propofol 25. Na 147, 3% @ 30
    CV: SR 70s-90s, MAP 85-95. no pressors
    Resp: AC 500x14/5/40%, ABG 7.39/37/104. sx small thin white. CXR clear
    GI: OGT, TF Impact @ 20 trickle. Hct 33 -> 32 -> 32 (spleen)
    GU: Foley 80-120cc/hr
    ID: afebrile. EVD cx [[DATE:5/8]] NGTD
    Skin: crani incision c/d/i, staples. seatbelt abrasion L neck/chest
    Social: husband [[PERSON:Cuong]] (minor injuries, seen at [[HOSPITAL:plmc]]) and son [[PERSON:Tuan]] at bedside, son interprets, Vietnamese interpreter [[STAFF:Mr. Trung]] for family mtg w/ [[STAFF:Dr. Szymanek]] @ 1500. husband works on a shrimp boat out of [[LOCATION:Port Lavacita]], they live in [[LOCATION:Bayou Tortue]]. pt came over from [[LOCATION:Da Nang]] in [[DATE:1992]]
     son's cell [[PHONE:361-555-0195]]
    Plan: cont ICP management, ?trach/PEG next wk if no improvement
    [[STAFF:Quyen]] RN""",
    """\
    sicu npn 7p-7a
    [[AGE:74]] yo m pod 1 s/p l fem-pop bypass for rest pain, from [[HOSPITAL:cagle manor]] nh. esrd, gets hd at [[HOSPITAL:hueco dialysis]] tth sat, last hd [[DATE:thurs]]
    neuro: confused at nite, reoriented, haldol 0.5 x1. cv: sr 70s bp 150s/60s. l dp dopplerable, graft pulse palp, marked
    resp: 2l nc. gu: anuric. gi: tol renal diet
    skin: l groin/leg incisions c/d/i. heels in boots
    renal [[STAFF:dr. ezeaku]] plans hd in am here, then back to [[HOSPITAL:hueco]] schedule after d/c. nh aware, [[STAFF:pilar]] rn there [[PHONE:915-555-0131]]
    [[STAFF:ozell]] rn""",
    """\
    Call from [[HOSPITAL:KMRH]] ED re: pt's CT disc and old records, faxed to [[PHONE:979-555-0111]]. -[[STAFF:RDV]]""",
    """\
    MICU/TSICU OVERFLOW NPN 7P-7A
    PT: [[PATIENT:HAMBY, SOTERO]]   MRN [[ID:T0590-6642]]
    [[AGE:56]] YO M ETOH CIRRHOSIS, HEP C DX [[DATE:'96]], ADMITTED [[DATE:1/2]] W/ VARICEAL BLEED, TXF FROM [[HOSPITAL:PECAN HOLLOW REGIONAL]] ED, INTUBATED THERE. LAST DRINK [[DATE:NEW YEAR'S EVE]] PER WIFE
    EVENTS: MASSIVE HEMATEMESIS @ 2130, HR 140S, BP 70/40. GI FELLOW [[STAFF:DR. PACHECO]] TO BEDSIDE, MINNESOTA TUBE PLACED @ 2200, GASTRIC BALLOON 450CC, TRACTION 1KG. 4U PRBC, 4 FFP, 1 PLT. IR [[STAFF:DR. SPURLOCK]] FOR TIPS @ 0200
    NEURO: SEDATED PROPOFOL 30, FENT 100, RASS -4. LACTULOSE VIA OGT ON HOLD W/ TUBE
    CV: ST 110S -> 90S POST TIPS. LEVO 0.15 -> 0.05. MAP 65-70
    RESP: AC 500X16/5/50%. ABG 7.28/34/88 -> 7.34/36/102. SCISSORS AT BEDSIDE FOR TUBE
    GI: MINNESOTA TUBE TO LIS, BLOOD -> CLEAR BY 0400. OCTREOTIDE 50MCG/HR, PROTONIX GTT. CEFTRIAXONE FOR SBP PPX
    GU: FOLEY 20-30CC/HR, CR 1.9
    HEME: HCT 19 -> 27. INR 2.4 -> 1.7. PLT 48 -> 81
    SKIN: JAUNDICED, ASCITES TENSE. R IJ CORDIS
    SOCIAL: WIFE [[PERSON:JOVITA]] UPDATED BY [[STAFF:DR. PACHECO]] @ 2300 BY PHONE, COMING IN AM FROM [[LOCATION:PECAN HOLLOW]]. PT IS NOT A TXP CANDIDATE UNTIL 6 MOS SOBER PER HEPATOLOGY [[STAFF:DR. HAWTHORNE-IBE]]. PT WORKED AT [[HOSPITAL:PUCKETT GIN CO]] 20 YRS
    CODE: FULL
    [[STAFF:HARTSELL]] RN""",
    """\
    TSICU NPN 7a-7p
    [[AGE:20]] yo M GSW to back [[DATE:Mon]] night, L1 cord injury, ASIA A, also colon injury s/p ex lap/colostomy. hx GSW L arm [[DATE:'05]]
    Neuro: a+ox3, flat affect, no motor/sensation below L1. Stryker frame not needed, log roll q2h. Mark on skin at sensory level per NSG
    CV: SR 60s, MAP >85 on neo 0.3. Resp: 2L NC, IS 1500
    GI: colostomy pink, stool brown. GU: Foley
    Social: mother [[PERSON:Maclovia]] and uncle [[PERSON:Anacleto]] in. Pt's pastor from [[HOSPITAL:Iglesia Monte Horeb]] visited. [[HOSPITAL:san albino pd]] gang unit called, no info per policy""",
    """\
    tsicu nursing progress note 1900-0700
    pt was a passenger in a van rollover on [[LOCATION:fm 3167]] [[DATE:6/11]] ~1900, 14 occupants, 5 sent here, 3 to [[HOSPITAL:pcrmc]]. registered as a trauma alias until brother id'd him [[DATE:6/12]]: [[PATIENT:juventino sisk-ramos]], [[AGE:27]] yo m
    injuries: l flail chest ribs 2-9, bilat pulm contusions, l hemopneumo (ct x2), grade 3 liver lac nonop, l clavicle fx
    neuro: sedated fent 150 versed 3, rass -3, mae, pupils 3mm brisk
    cv: st 110s, bp 110s/60s. hct 30 -> 27 -> 28. no pressors
    resp: ac 450x20/12/60%, plateau 29, abg 7.30/48/68. roto-rest prone-ing per tsicu fellow [[STAFF:dr. mbatha]], tol well, sats 91 -> 95%. sx blood tinged
     l ct x2 to -20 sxn, 200cc/shift, small air leak
    gi: ogt, tf trickle 10. protonix
    gu: foley 50-80cc/hr
    id: tmax 100.6. bcx sent
    skin: roto-rest, pressure pts checked q2h, abrasions l side. packing removed from scalp lac
    social: brother [[PERSON:abundio]] came from [[LOCATION:san albino]] to id pt, speaks spanish and mixteco, interpreter [[STAFF:sr. benavidez]] used. pt is from [[LOCATION:oaxaca]], works in construction, no insurance. sw and cm aware
    plan: lung protective vent, roto-rest, ?epidural when off vent
    [[STAFF:lashelle]] rn""",
    """\
    NEURO ICU NPN 7P-7A
    [[PATIENT:MR. VUONG]] [[AGE:66]] YO M POD 0 S/P L PTERIONAL CRANI FOR CLIPPING OF UNRUPTURED L MCA ANEURYSM W/ [[STAFF:DR. SZYMANEK]]. FOUND ON MRI FOR HA AT [[HOSPITAL:TCCH]] IN [[DATE:JUNE]]
    NEURO: A+OX3, SPEECH CLEAR, NO DRIFT, STRENGTH 5/5 X4. HA 4/10, TYLENOL + PERCOCET 5/325 X1
    CV: SR 60S, SBP 120S-140S GOAL <160. RESP: RA
    GI: TOL CLEARS. GU: FOLEY, OUT IN AM
    SON [[PERSON:DUC]] AND DTR [[PERSON:NGA]] VISITED, DTR ASKED IF PT CAN GO TO [[LOCATION:HUE]] FOR HIS MOTHER'S 100TH BDAY IN [[DATE:AUGUST]], DEFERRED TO SURGEON
    [[STAFF:BURL]]""",
]


def main() -> None:
    write(build(NOTES, "icu-dev13"), OUT)


if __name__ == "__main__":
    main()
