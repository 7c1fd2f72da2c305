"""Build tests/data/icu_notes.jsonl: a held-out benchmark of hand-written ICU nursing notes.

Every note was written by hand for this project in the register of ICU nursing progress
notes (telegraphic, system by system, abbreviations, lower case or capitals, dates without a
year, years alone after procedures, hospital initialisms, first names with kin or role cues).
All people, places, facilities and numbers are invented; nothing comes from a real corpus or
from stream/synthetic. PHI is marked inline as ``[[LABEL:value]]``; this script strips the
markup, applies the note's case (``lower``, ``upper`` or as written), records the character
offsets, checks them, and writes one JSON object a line:
``{"id", "style", "case", "text", "spans": [{"start", "end", "label"}]}``.

The set is held out: no recognizer is tuned on it. Conventions are in tests/data/README.md.
Run: ``python scripts/make_icu_notes.py``.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

import orjson

from stream.core.categories import NAME_LABELS, Label, parse_label

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_notes.jsonl"
MARK = re.compile(r"\[\[([A-Z]+):([^\[\]]+)\]\]")
STYLES = ("systems", "shift_summary", "event", "family_contact", "transfer", "admission")
CASES = ("lower", "upper", "mixed")

# Words of a facility or place name that may also occur unmarked as ordinary words.
GENERIC = frozenset(
    {
        "hospital", "hosptial", "hospitol", "medical", "center", "centre", "clinic", "health",
        "care", "rehab", "nursing", "home", "manor", "general", "regional", "memorial", "county",
        "community", "house", "place", "hall", "valley", "lodge", "saint", "north", "south",
        "east", "west", "upper", "lower", "falls", "river", "lake", "pines", "village", "heights",
        "park",
    }
)

NOTES: list[dict] = []


def note(style: str, case: str, markup: str) -> None:
    """Register one marked-up note: its layout, its case and its text (indentation removed)."""
    if style not in STYLES or case not in CASES:
        raise ValueError(f"bad style or case: {style!r}, {case!r}")
    NOTES.append({"style": style, "case": case, "markup": textwrap.dedent(markup).strip("\n")})


# ---------------------------------------------------------------- notes 1-25

note("systems", "lower", """\
    nsg 0700-1900
    neuro: a+ox3, follows commands, mae. denies pain most of shift, pain 2/10 at 1400 tylenol
    650 po given.
    cv: nsr 70-80s, bp 118-142/60-70s. k 3.6 repleted 20 meq po. +1 edema ble.
    resp: 2l nc sats 95-97%. ls clear upper, dim bases. is to 1000.
    gi: tol cardiac diet, +bs, +flatus, no bm.
    gu: foley d/c'd 1000, dtv by 1800.
    skin: intact. turned q2h.
    social: dtr [[PERSON:marnie]] called x2, updated. lives in [[LOCATION:pellham falls]] w/
    husband. plan: ?transfer to floor in am. [[STAFF:gwen]] rn
    """)

note("systems", "upper", """\
    RN NOTE 1900-0700
    NEURO: SEDATED ON PROPOFOL 30 MCG/KG/MIN, RASS -3. PERL 3MM. NO SEDATION VACATION OVERNIGHT PER
    [[STAFF:DR YARROWBY]].
    CV: ST 100-110S. MAP > 65 ON LEVOPHED 0.08. CVP 12. SWAN-GANZ PA 42/20.
    RESP: AC 500 X 16, PEEP 10, FIO2 50%. ABG 7.33/44/81 AT 0300. SX SM AMT THIN WHITE.
    GI: OGT TO LWS, 150 ML BILIOUS. PROTONIX IV.
    GU: FOLEY 20-35 ML/HR. LASIX HELD.
    ID: TMAX 38.6. BC X2 SENT 0100. VANC/ZOSYN.
    SOCIAL: WIFE [[PERSON:ODILE]] AT BEDSIDE UNTIL 2300, WILL CALL [[PHONE:555-0163]] WITH CHANGES.
    """)

note("admission", "mixed", """\
    Admission note: [[AGE:78]] yo M transferred from [[HOSPITAL:BRMC]] ED on [[DATE:3/14]] with
    urosepsis. PMH: CABG [[DATE:'95]], MI [[DATE:92]], afib on coumadin, DM2, CKD 3.
    Arrived to CCU bed 6 at 1730 via [[HOSPITAL:LifeStar]] ambulance. BP 88/50, HR 120s afib.
    2L NC. Given 2 L NS at OSH, started on levo 0.05 here. Foley in place, cloudy urine.
    Wife [[PERSON:Bettina]] followed by car, at bedside. Pt confused, A+Ox1.
    Seen by [[STAFF:dr quastel]] (house officer). Cx pending. Pain 0/10.
    """)

note("event", "lower", """\
    0230 pt pulled ngt, replaced 16fr, placement confirmed by cxr. soft wrists restraints
    applied per order. [[STAFF:dr mewburn]] aware. will cont to monitor.
    """)

note("shift_summary", "mixed", """\
    Shift summary 0700-1900: uneventful day. Vitals stable, BP 130s/70s, HR 80s SR, RR 18,
    sats 96% on 40% shovel mask. Remains NPO for EGD tomorrow. 1/2 NS at 75 ml/hr. Blood
    sugars 140-180 covered per SS. Turned q2h, skin intact. Pain managed w/ dilaudid 0.5 mg
    IV x2/3 doses avail. Family not in today.
    """)

note("family_contact", "lower", """\
    spoke with son [[PERSON:teddy]] by phone at 1530 ([[PHONE:(802) 555-0119]]). updated on
    plan for trach on [[DATE:thursday]]. he will come in tomorrow with his sister [[PERSON:rosalie]]
    from [[LOCATION:east varnum]]. questions re: ltac placement, cm [[STAFF:deb]] paged.
    """)

note("transfer", "upper", """\
    TRANSFER NOTE: PT [[PATIENT:OSZKARVY]] TRANSFERRED TO [[HOSPITAL:ST ADALBERT'S]] FOR CARDIAC
    CATH PER FAMILY REQUEST. REPORT GIVEN TO [[STAFF:KAYLA]] RN AT 1420. PT LEFT UNIT 1505 VIA
    [[HOSPITAL:NORTHSTAR]] TRANSPORT W/ 2 IV, HEPARIN GTT 1100 UNITS/HR. BELONGINGS W/ WIFE.
    """)

note("systems", "mixed", """\
    Neuro: GCS 11T. Pupils 3 brisk. Moves all ext to stim. Dilantin level pending.
    CV: SR 60-70s. BP 100-120/50-60. No ectopy.
    Resp: CPAP/PS 10/5 40%, RSBI 62. Tol well. ABG 7.41/38/102.
    GI: TF Jevity 1.2 at 60 goal. Abd soft.
    GU: Foley uop 50-100/hr.
    Skin: coccyx stage 1, mepilex.
    """)

note("admission", "lower", """\
    adm from [[HOSPITAL:lch]] er [[DATE:7/2]] for resp failure. pt is [[AGE:91]] yo f from
    [[HOSPITAL:pine knoll nh]], dnr/dni, bipap only. hx copd on 3l home o2, chf ef 25%,
    s/p ppm [[DATE:2011]], tah [[DATE:'78]]. niece [[PERSON:carla]] is hcp. bipap 12/5 fio2 40%.
    abg 7.28/68/61 on arrival. lasix 40 iv given 1900. foley placed. [[STAFF:lou]]
    """)

note("event", "upper", """\
    EVENT NOTE 0415: PT FOUND IN VTACH ON MONITOR, PULSE PRESENT, BP 82/40. [[STAFF:DR PHELKIN]]
    AT BEDSIDE 0417. AMIODARONE 150 MG IV OVER 10 MIN. CONVERTED TO SR 0425. K 3.1, MG 1.6, BOTH
    REPLETED. 12 LEAD DONE. WIFE [[PERSON:MRS LINDQVAST]] CALLED AND UPDATED BY MD.
    """)

note("shift_summary", "lower", """\
    0700-1900 uneventful. vss. tolerated sbt x2 hrs, back to ac overnight per rt. pain 3/10.
    oob to chair x1 w/ pt. family visited.
    """)

note("systems", "lower", """\
    neuro: alert, forgetful, reoriented freq. ciwa 4-6, no ativan needed.
    cv: sb 50s-60s asymptomatic, bp 140s/80s, hydralazine 10 iv x1 at 1600 for sbp 172.
    resp: ra sats 94%.
    gi: clears, advanced to full liq. zofran x1.
    gu: voiding, 1200 out.
    social: pt lives alone in [[LOCATION:lower quillet]], neighbor [[PERSON:hank]] has key and
    feeds dog. sister in [[LOCATION:tampa]] called, phone [[PHONE:555-0174]].
    plan: ciwa q4h, thiamine, folate, mvi. sw consult re: detox at [[HOSPITAL:greystone house]].
    [[STAFF:meg]]
    """)

note("transfer", "mixed", """\
    Pt accepted to [[HOSPITAL:Harnsby Rehab]] for d/c tomorrow [[DATE:10/9]], bed 214. Report to
    be called to [[PHONE:555-0148]]. Case mgr [[STAFF:Yolanda]] aware, ambulette booked 1000.
    """)

note("systems", "upper", """\
    NEURO: A&OX3, ANXIOUS, ATIVAN 0.5 MG PO X1.
    CV: AFIB 90-110, DILT GTT 5 MG/HR. BP 110-130/70S.
    RESP: 4L NC 93%, DIM BASES.
    GI: REG DIET 50%. COLACE, SENNA.
    GU: PURE WICK 900 ML.
    SKIN: BRUISING BIL ARMS.
    PLAN: CONVERT TO PO DILT IN AM, ECHO. HEPARIN PER PROTOCOL, PTT Q6H.
    """)

note("family_contact", "mixed", """\
    Family meeting held at 1400 w/ [[STAFF:Dr. Drummage]] (attending), [[STAFF:Sarah]] (SW),
    wife [[PERSON:Jeannette]], sons [[PERSON:Mike]] and [[PERSON:Luke]]. Discussed poor prognosis
    after anoxic injury. Family wishes comfort care after daughter [[PERSON:Annie]] arrives from
    [[LOCATION:Sacramento]] on [[DATE:Sat]]. Code status changed to DNR. Chaplain to visit.
    """)

note("event", "mixed", """\
    1045 called to room 12, pt c/o chest pressure 6/10, ekg done, no changes. SL NTG x1 with
    relief to 2/10. Trop sent. H.O. [[STAFF:Jessamyn]] aware, will f/u.
    """)

note("admission", "upper", """\
    ADMIT NOTE: [[AGE:64]] YO M S/P FALL FROM LADDER AT HOME IN [[LOCATION:GORRISH BEND]], BROUGHT
    BY [[HOSPITAL:GORRISH FIRE]] TO [[HOSPITAL:OVMC]] THEN TRANSFERRED HERE [[DATE:11/23]] FOR
    SDH. GCS 14 ON ARRIVAL. HX: HTN, ETOH, L TKA [[DATE:2018]], APPY AS CHILD. MEDS: LISINOPRIL,
    ASA 81. LAST DRINK ? PER WIFE [[PERSON:DORIT]]. NEURO CHECKS Q1H. KEPPRA 500 BID. SBP < 160,
    NICARDIPINE GTT PRN. REPEAT CT 0600. MRN [[ID:4471903]].
    """)

note("shift_summary", "upper", """\
    NOC: SLEPT IN NAPS. VSS. NO PRN NEEDED. TOL TF AT GOAL. PEG SITE CLEAN. Q2H TURNS. FOLEY
    CHANGED 0400 PER PROTOCOL, 16FR.
    """)

note("systems", "lower", """\
    neuro - sedated on precedex 0.7, rass 0 to -1, cam neg. pain 4/10 incisional, fent 25 mcg
    q1h prn x3.
    cv - post op day 1 avr/cabg x2. pacer wires a+v, backup vvi 60. ci 2.4. ct output 30-60/hr
    serosang. lytes: k 4.2, mg 2.2.
    resp - extubated 0800 to 4l nc. cough weak, ics 750.
    gi - sips.
    gu - foley, 60-80 ml/hr.
    endo - insulin gtt per protocol, bs 120-150.
    family - husband [[PERSON:walt]] here, daughter [[PERSON:pippa]] will stay overnight. update
    given by [[STAFF:dr ambrazy]].
    """)

note("event", "lower", """\
    1900 bedside handoff to [[STAFF:nell]]. pt sleeping, vss.
    """)

note("transfer", "lower", """\
    pt from [[HOSPITAL:marrowick county hosp]] via flight, arrived 2215 [[DATE:6/30]]. intubated
    for airway protection after od. ett 7.5 @ 23 lip. report from flight rn [[STAFF:dex]].
    poison ctrl case # [[ID:22-118407]]. mother [[PERSON:sharon]] en route from
    [[LOCATION:kettleby]].
    """)

note("systems", "mixed", """\
    CV: HR 70s NSR, BP 120/80 after labetalol. Pulses +2 all ext.
    Resp: RA, 97%.
    Pain: 5/10 L flank, percocet 5/325 x1 at 1300 w/ relief.
    GU: hematuria clearing. CBI at 200 ml/hr.
    """)

note("admission", "mixed", """\
    Admitted from ED [[DATE:1/12]] 0340, [[AGE:52]] y/o F w/ DKA. BG 612, AG 28. Insulin gtt per
    protocol, K 5.8 -> 4.1. Hx DM1 dx [[DATE:1986]], gastroparesis, kidney transplant [[DATE:'09]]
    at [[HOSPITAL:Fenwold University]]. Followed by [[STAFF:Dr Cheverell]] at [[HOSPITAL:FUH]] renal
    clinic. Lives in [[LOCATION:Tuxworth]] with partner [[PERSON:Ines]] ([[PHONE:555-0137]]).
    """)

note("family_contact", "upper", """\
    CALL FROM DTR [[PERSON:LORNA]] AT 2030, UPDATED ON PLAN. SHE ASKS THAT ONLY SHE AND SON
    [[PERSON:GIL]] RECEIVE PHONE INFO, CODE WORD SET IN CHART. [[STAFF:VAL]]
    """)

note("shift_summary", "lower", """\
    1900-0700: pt restless early in shift, seroquel 25 po at 2200 with effect. bp 150s-160s/80s,
    hr 80s. ra sats 95%. uop 40-60/hr. ambulated to bathroom w/ assist x2. no acute events.
    """)


# ---------------------------------------------------------------- notes 26-55

note("admission", "mixed", """\
    ICU admission nursing note
    Pt: [[PATIENT:Hollis Wexcombe]]  MRN [[ID:00871226]]  Age [[AGE:93]]
    Source: [[HOSPITAL:Birchmere Manor]] (LTC) -> [[HOSPITAL:SCH]] ED -> MICU 4, arrived 1620.
    Dx: aspiration pna, septic shock. Lactate 4.8. BP 76/40 on arrival, levo started 0.1.
    PMH: dementia, CVA [[DATE:2015]] w/ L hemiparesis, CAD s/p stent [[DATE:'07]], BKA R
    [[DATE:2019]].
    Allergies: PCN (hives).
    Lines: R IJ TLC placed by [[STAFF:Dr. Ormsgill]] 1700, CXR ok. 20g L AC.
    Code: DNR (MOLST from facility), ok to intubate? -> clarified w/ son [[PERSON:Royce]] - DNI.
    Contact: son [[PERSON:Royce Wexcombe]] [[PHONE:(413) 555-0172]], lives in [[LOCATION:Chalcott]].
    """)

note("event", "upper", """\
    2340 PT [[PATIENT:MR BRENNECK]] FELL WHILE TRYING TO GET OOB, FOUND ON FLOOR NEXT TO BED 9.
    NO HEAD STRIKE PER PT. VSS. BG 112. [[STAFF:DR ZUDREL]] TO BEDSIDE, NO INJURY FOUND. BED
    ALARM ON, SITTER REQUESTED. WIFE NOT CALLED PER PT REQUEST, WILL UPDATE IN AM.
    """)

note("systems", "lower", """\
    [[DATE:2/27]] 0700-1900
    neuro: intubated/sedated, fent 100 + versed 2. rass -4. pupils 2 sluggish.
    cv: sinus tach 110s, map 60-65 on levo 0.2 + vaso 0.04. cvp 14. lactate 3.9 -> 3.1.
    resp: prvc 450/24/peep 14/fio2 80%. p/f 110. proned 1000-... abg 7.22/52/68.
    renal: crrt started 1300 via l fem quinton, uf 50/hr.
    gi: tf held.
    id: mero/vanc/mica. cx from [[DATE:2/24]]: gnr in blood.
    family: husband [[PERSON:pavel]] and daughter [[PERSON:zoya]] updated by [[STAFF:dr voskuijl]]
    at 1600, aware of grave prognosis.
    """)

note("transfer", "mixed", """\
    Transfer to 6 West tele at 1300. Report to [[STAFF:Keiko]] RN. Pt A&Ox4, ambulating w/ walker,
    2L NC. Belongings w/ pt. Wife [[PERSON:Mrs. Ambrose]] notified of new room.
    """)

note("shift_summary", "upper", """\
    [[DATE:4/8]] 1900-[[DATE:4/9]] 0700: PT STABLE OVERNIGHT. BP 130-150/70-80, HR 60-70S NSR.
    BIPAP 12/6 40% WHILE ASLEEP, OFF AT 0600 TO 3L NC. K 3.4, 40 MEQ KCL PO GIVEN. PAIN 0/10.
    DAUGHTER [[PERSON:HELGA]] CALLED 2100. MRN [[ID:5520413]].
    """)

note("family_contact", "lower", """\
    pt's wife [[PERSON:june]] at bedside from 1000-1700, very anxious about pt's confusion.
    [[STAFF:dr crevasky]]
    spoke w/ her at 1300 re delirium. she states pt was "sharp as a tack" at
    [[HOSPITAL:heronwood rehab]] last week. her cell [[PHONE:555-0190]]. she will stay at
    the family house tonight.
    """)

note("event", "mixed", """\
    Event: 1615 rapid response called to room 4411 (pt prior to ICU transfer) for sats 82% on
    6L. Placed on NRB 15L -> sats 91%. ABG 7.29/61/58. Transferred to MICU bed 3 at 1650.
    RT [[STAFF:Omar]] and [[STAFF:Dr. Hayashi-Pruitt]] present. Pt's sister [[PERSON:Deb]] updated.
    """)

note("admission", "lower", """\
    [[AGE:37]] yo m s/p mvc, restrained driver, extricated by [[HOSPITAL:tullow ems]], flown from
    scene near [[LOCATION:route 9]] / [[LOCATION:hatchley]] to our trauma bay [[DATE:8/16]] 0215.
    injuries: l femur fx, spleen lac gr 3, r ptx w/ ct. intubated in ed. ex-fix in or 0600.
    no pmh per girlfriend [[PERSON:kiana]]. etoh 0.19. tetanus given. ortho: [[STAFF:dr phyfe]].
    """)

note("systems", "upper", """\
    NEURO: OPENS EYES TO VOICE, NOT FOLLOWING CMDS. GCS 9. SEIZURE PRECAUTIONS.
    CV: NSR 80S, BP 140/90. SBP GOAL < 160.
    RESP: TRACH 8 SHILEY, 35% TC, SX Q2-3H THICK YELLOW.
    GI: PEG, TF AT GOAL 70/HR. BM X1.
    GU: FOLEY. UOP ADEQUATE.
    SKIN: HEELS BOGGY, BOOTS ON.
    SOCIAL: NO VISITORS.
    """)

note("event", "lower", """\
    1310 pt c/o sob, rr 30s, sats 88% 4l. lungs wet. [[STAFF:dr ouellbrook]] paged 1312, at bs 1320.
    lasix 80 iv given. cxr ordered. 1400 rr 22, sats 94% 6l. uop 600 ml.
    """)

note("transfer", "upper", """\
    D/C TO [[HOSPITAL:LAKEMONT LTACH]] [[DATE:5/3]]. REPORT CALLED TO RN [[STAFF:TANSY]] AT
    [[PHONE:555-0121]] EXT 4. TRACH/PEG. VENT SETTINGS AC 400/14/PEEP 5/40%. DAUGHTER
    [[PERSON:ZELDA]]
    TO MEET PT THERE. AMBULANCE [[HOSPITAL:REDLINE]] 1130.
    """)

note("systems", "mixed", """\
    Neuro: A&Ox3, MAE. CIWA 2.
    CV: SR, BP 124/76 HR 78. Heparin gtt 1200 u/hr, PTT 68 at 1200.
    Resp: RA 95%.
    GI/GU: tol diet, voiding.
    Skin: R groin site CDI, no hematoma.
    Plan: cath [[DATE:Mon]] w/ [[STAFF:Dr Vantskiy]]. Pt's son [[PERSON:Ambrose]] asked to be called
    the night before at [[PHONE:(617) 555-0182]].
    """)

note("admission", "upper", """\
    ADMIT FROM [[HOSPITAL:MVRH]] [[DATE:12/26]] 2200. PT [[PATIENT:KORVASH]] IS A [[AGE:58]] YO M
    WITH
    NECROTIZING PANCREATITIS. HX ETOH, DM2, CHOLE [[DATE:'03]]. LIVES IN [[LOCATION:SAWMILL GAP]]
    WITH WIFE [[PERSON:TRUDE]]. TRANSFERRED FOR IR DRAIN. NPO, NGT TO LIWS, DILAUDID PCA.
    """)

note("shift_summary", "mixed", """\
    Nights: pt slept well. Ambien 5 mg at 2230. Vitals wnl. Tele SR w/ occ PVCs. 0400 labs
    sent. No complaints. Plan per team.
    """)

note("family_contact", "mixed", """\
    Phone call from pt's brother [[PERSON:Ignatius]] in [[LOCATION:Dublin]] at 0300 our
    time. Identity verified w/ pt's DOB [[DATE:4/2/1949]]. Updated generally, referred to
    attending for details in the morning. Number [[PHONE:+353 1 555 0194]].
    """)

note("event", "upper", """\
    0530 PT SELF EXTUBATED. PLACED ON 50% FACE TENT, SATS 92-94%. RT [[STAFF:BO]] AT BS.
    [[STAFF:DR PELLIBRAND]] AWARE, WILL NOT REINTUBATE UNLESS WORK OF BREATHING INCREASES. ABG 0600.
    """)

note("systems", "lower", """\
    neuro: a&o x 4. pleasant. pain 6/10 in abd, dilaudid pca 0.2 mg q10 min lockout, 14 demands
    10 delivered.
    cv: st 100-105, afeb. bp 120s/70s.
    resp: ra. ics 1250.
    gi: npo, ngt 300 ml bilious. ostomy pink, no output yet.
    gu: foley, 45 ml/hr.
    skin: midline incision w/ staples, dsg dry.
    social: partner [[PERSON:jonah]] visited, lives in [[LOCATION:wendover mills]]. works at
    [[HOSPITAL:creel & sons]], will be back tomorrow after work.
    """)

note("admission", "mixed", """\
    Adm [[DATE:9/19]]: [[PATIENT:Amaryllis Thrushfield]], [[AGE:101]] yo F, from home in
    [[LOCATION:Kettle Cove]] w/ hip fx and hypoxia. Hx: HTN, CHF, AAA repair [[DATE:1998]],
    breast ca [[DATE:'88]] s/p mastectomy. PCP [[STAFF:Dr. Iwu-Farrant]] at
    [[HOSPITAL:Cove Family Practice]].
    Granddaughter [[PERSON:Bree]] is POA. BP 160/70, HR 96, sats 89% RA -> 95% 3L.
    """)

note("event", "mixed", """\
    1500 Pt to CT w/ RN/RT on transport vent. Back 1535, no issues. [[STAFF:Ferdie]] RT.
    """)

note("shift_summary", "lower", """\
    7p-7a: hr 120s afib rvr at 2300, dilt 10 mg iv x1 -> 90s. started dilt gtt 5. bp soft 90s/50s
    after, gtt held x1 hr per [[STAFF:dr szmaragd]]. restarted 0200. k 3.9, mg 1.8 replaced 2 g.
    pt slept 3-4 hrs. wife called at 0630.
    """)

note("transfer", "lower", """\
    pt trans'd from [[HOSPITAL:st cuthbert's]] icu ([[STAFF:dr loomis-varga]]) on [[DATE:3/14]],
    hosp course there [[DATE:3/10]]-[[DATE:3/14]]: cap, vent x3 days, extubated [[DATE:3/13]].
    came here for higher level of care / ecmo eval. son [[PERSON:nico]] drove up from
    [[LOCATION:brantham]].
    """)

note("systems", "upper", """\
    NEURO: RASS 0, CAM +, HALDOL 2 MG IV X1 AT 2000.
    CV: SR 70S, BP 150-170/80, HYDRALAZINE 10 MG IV X2. ECHO DONE.
    RESP: 2L NC, IS 500.
    GI: NPO AFTER MN FOR EGD.
    GU: VOIDING IN URINAL.
    SOCIAL: WIFE [[PERSON:MRS HALDERSOME]] AT BS ALL EVENING, SPENDING NIGHT.
    [[STAFF:RONNIE]] RN
    """)

note("family_contact", "lower", """\
    called pt's daughter [[PERSON:fiona]] at [[PHONE:555-0156]] at 1100 per pt's request,
    no answer, left vm. called son [[PERSON:calum]] at work ([[HOSPITAL:brightwater mill]],
    [[PHONE:555-0199]]), updated re: transfer to floor.
    """)

note("admission", "lower", """\
    [[AGE:89]] yo f w/ gi bleed. hgb 6.1 at [[HOSPITAL:kvh]], got 2 u prbc there, transferred for
    egd. hx afib on eliquis (last dose [[DATE:6/11]] am), mitral valve repl [[DATE:'04]], cva
    [[DATE:2020]].
    prbc #3 hung 2130. bp 100/60. hr 90s afib. 2 x 18g. ppi gtt 8 mg/hr. ngt lavage neg.
    lives at [[HOSPITAL:the birches]] assisted living in [[LOCATION:lyle]]. son [[PERSON:rudi]] hcp.
    """)

note("event", "upper", """\
    2100 CODE BLUE CALLED, PEA ARREST. CPR STARTED 2101. EPI X3, ROSC 2112. INTUBATED BY
    [[STAFF:DR MARCHBANKS]]. ICE/TTM PER PROTOCOL. WIFE [[PERSON:GRETE]] NOTIFIED 2125 BY
    [[STAFF:DR MARCHBANKS]].
    """)

note("systems", "mixed", """\
    N: sedated, propofol 20. Rass -2.
    CV: NSR 60s. MAP 70s off pressors since 0900.
    R: PSV 8/5 30%, VT 450-500, RR 14.
    GI: TF Peptamen 40 (goal 60).
    GU: Foley, uop 30-50.
    ID: afebrile, vanc trough 17.
    """)

note("shift_summary", "upper", """\
    DAYS [[DATE:10/31]]: PT MUCH IMPROVED. OFF LEVO SINCE 0800. OOB TO CHAIR 3 HRS. TOL REG DIET.
    PAIN 3/10, OXYCODONE 5 MG X1. DTR [[PERSON:ESME]] VISITED, UPDATED BY [[STAFF:DR QUILLABAUM]].
    ANTICIPATE TRANSFER TO STEPDOWN [[DATE:11/1]].
    """)

note("family_contact", "mixed", """\
    Pt's wife [[PERSON:Odalys]] requests chaplain; [[STAFF:Father Tobin]] from pastoral care came
    1500.
    Their parish [[HOSPITAL:St. Wenceslas]] in [[LOCATION:Dunmurry Flats]] also notified by wife.
    """)

note("transfer", "mixed", """\
    Transfer note: pt to OR 3 at 0730 w/ anesthesia ([[STAFF:Dr. Kettleby-Moss]]). Consent signed,
    H&P updated, type & cross 2 u. NPO since MN. Wedding ring taped. Dtr [[PERSON:Lottie]] in
    surgical waiting, cell [[PHONE:(207) 555-0118]].
    """)

note("admission", "upper", """\
    [[AGE:72]] YO F ADMITTED [[DATE:3/3]] FROM [[HOSPITAL:NWGH]] W/ STEMI S/P PCI TO LAD
    [[DATE:3/3]] 1540.
    HX: HTN, HLD, SMOKER 40 PK YRS, CHOLE [[DATE:1979]]. PLAVIX/ASA/HEPARIN. R FEM SHEATH OUT 1800,
    HOLD PRESSURE 20 MIN, NO HEMATOMA. BP 110/70, HR 70S. HUSBAND [[PERSON:BURL]] AT BS.
    """)


# ---------------------------------------------------------------- notes 56-90

note("systems", "lower", """\
    micu rn progress note [[DATE:1/6]] 0700-1900
    pt: [[PATIENT:dagny ruskvold]], [[AGE:67]] f, hd #4 for urosepsis/e.coli bacteremia.
    neuro: a+o x2-3, intermittently confused to date, reorients easily. no sedation. cam neg this
    am,
    +cam at 1700 (sundowning?). seroquel 12.5 at 1800 per [[STAFF:dr haverbrook]]. pupils 3 perrl.
    moves all ext, weak rue (baseline from cva [[DATE:2014]]).
    cv: nsr 70-80s, occ pac. bp 98-126/52-64. off levo since [[DATE:1/5]] 2200. map > 65 all day.
    k 3.7 -> 20 meq kcl iv x2. mg 2.0. trop neg x2. echo [[DATE:1/4]] ef 55%.
    resp: 2l nc, sats 93-96%. ls diminished bases, clear upper. cough weak, non productive.
    ics 500 (was 750 at home per dtr). cpt per rt.
    gi: mech soft diet, eating 25-50%. +bs. bm x1 soft brown guaiac neg. protonix 40 po.
    gu: foley removed 0600, voided 350 at 1100 and 300 at 1500. bladder scan 80.
    id: tmax 37.9. ceftriaxone day 4/7. wbc 14.2 -> 11.8. bc [[DATE:1/3]] x2 e.coli, repeat bc
    [[DATE:1/5]] ngtd.
    endo: bs 110-168, lispro ss 2 units x1.
    skin: sacrum intact, blanchable redness, barrier cream. r heel boggy, off-loaded.
    lines: l ac 20g, r fa 22g. picc consult placed.
    activity: oob to chair w/ 2 assist + walker, tol 1 hr. pt/ot following.
    social: dtr [[PERSON:hedda]] visited 1300-1600, lives in [[LOCATION:north aldous]] (2 hr drive).
    pt lives alone in [[LOCATION:brisco]] apartment; dtr worried about d/c home. sw [[STAFF:lorene]]
    to meet dtr tomorrow re: [[HOSPITAL:aldous pines]] snf vs home w/ services.
    code: full code, confirmed w/ pt and dtr.
    plan: call out to floor when bed available. [[STAFF:t. nabokova]] rn
    """)

note("event", "upper", """\
    NOTE: PT [[PATIENT:GRUBENHOFF]] REFUSED AM LABS AND INSULIN. EXPLAINED RISKS.
    [[STAFF:DR YEOMANS]]
    AWARE, SPOKE W/ PT AT 0830, PT THEN AGREED.
    """)

note("transfer", "lower", """\
    accepted from [[HOSPITAL:oakhurst]] er ([[STAFF:dr fenn]] called it in at 1320). [[AGE:45]] yo m
    w/ hx etoh cirrhosis, varices banded x3 ([[DATE:feb]]), now w/ hematemesis. arrived 1645 via
    [[HOSPITAL:oakhurst ems]], 2 u prbc in, octreotide gtt + ppi gtt running. intubated for
    egd. ex-wife [[PERSON:renata]] listed as contact but pt asks that his friend [[PERSON:gus]]
    be called instead, [[PHONE:555-0161]]. mrn here [[ID:20091184]].
    """)

note("shift_summary", "mixed", """\
    Shift note 1900-0700. Pt resting comfortably. HR 60s SB, BP 110s/60s. Sats 97% 2L.
    Afebrile. UOP 30-40 cc/hr. BS 180 at 2100, 4 u lispro. Pain 4/10 back, repositioned,
    lidocaine patch on 2100 (12 on/12 off). Sleeping most of night.
    """)

note("family_contact", "upper", """\
    WIFE [[PERSON:MRS ZAWIERUCHA]] CALLED 1945 ASKING ABOUT PT. UPDATED. SHE WILL BRING PT'S
    CPAP FROM HOME TOMORROW. HER # [[PHONE:555-0135]]. [[STAFF:JOLENE]] RN
    """)

note("admission", "mixed", """\
    SICU admit [[DATE:5/22]] 1930 s/p ex lap, SBO w/ resection (OR [[DATE:5/22]] 1500-1850,
    [[STAFF:Dr. Fairbairn-Okoro]]). [[AGE:81]] yo M, hx colon ca [[DATE:2012]] s/p R hemicolectomy,
    AAA repair [[DATE:'99]], MI [[DATE:'06]] w/ stent x2, CKD 3b. Arrived intubated on propofol,
    extubated 2100 to 4L NC.
    BP 150/88, HR 92 SR. Temp 35.9, bair hugger on. NGT LIWS 200 ml. JP x1 serosang 40 ml.
    Midline dsg D/I. Foley 25-40 ml/hr -> 500 LR bolus x1.
    Pain 7/10 -> fentanyl 25 mcg x2 -> 4/10. PCA to start in AM per APS.
    Home: lives w/ wife [[PERSON:Ilse]] in [[LOCATION:Vinter Springs]], [[PHONE:(570) 555-0104]].
    """)

note("systems", "upper", """\
    NEURO: NO SEDATION, FOLLOWS SIMPLE CMDS, NODS APPROPRIATELY. RASS 0.
    CV: AFIB 80-100S. BP 100-130/60-70. AMIO PO. HEPARIN GTT HELD FOR TRACH AT 1300.
    RESP: S/P PERC TRACH 1300 BY [[STAFF:DR ABERCROMBY-NUNN]], #8 CUFFED. AC 450/14/PEEP 8/FIO2 40%.
    SECRETIONS SM, BLOOD TINGED POST PROCEDURE.
    GI: TF RESTARTED 1600, NEPRO 20 -> GOAL 50.
    GU: FOLEY 40-60/HR.
    SOCIAL: SON [[PERSON:DESMOND]] AND HIS WIFE [[PERSON:PRIYA]] VISITED. DAUGHTER IN
    [[LOCATION:PHOENIX]]
    CALLED, UPDATED.
    """)

note("event", "lower", """\
    1630 heparin gtt stopped for bleeding from r ij site. pressure held 10 min, surgicel. ptt 112.
    [[STAFF:dr oyelaran]] notified, will recheck ptt at 2230 and restart at lower rate.
    """)

note("shift_summary", "lower", """\
    nights [[DATE:9/2]]-[[DATE:9/3]]. pt [[PATIENT:mr eckersall]] slept poorly, up every 1-2 hrs
    asking for wife.
    melatonin 3 mg. vss, sr 70s, bp 130s/70s. sats 95% ra. uop adequate. no acute events.
    wife [[PERSON:maude]] to come in at 0800. [[STAFF:rosa]]
    """)

note("transfer", "upper", """\
    TRANSFER SUMMARY FOR [[HOSPITAL:BRIARWOOD VA]]: [[PATIENT:CORMAC DWYER-HALSEY]], [[AGE:76]] YO
    VETERAN,
    ICU [[DATE:7/12]]-[[DATE:7/19]] FOR NSTEMI, CHF, AKI. NOW STABLE ON RA, CR 1.9 (BASELINE 1.6).
    MEDS: ASA 81, PLAVIX 75, METOPROLOL 25 BID, LASIX 40 DAILY, ATORVASTATIN 80. HX: CABG X4
    [[DATE:'95]],
    PPM [[DATE:'12]], AGENT ORANGE EXPOSURE. VA PCP [[STAFF:DR NGOZI ELLSWORTH]]. SISTER
    [[PERSON:MAEVE]] AT [[PHONE:(315) 555-0150]].
    """)

note("systems", "mixed", """\
    Neuro: intact, anxious re: procedure. Ativan 0.5 x1.
    CV: SR 80s, BP 134/72. K 4.0. Cards consulted.
    Resp: RA 96%.
    GI: NPO p MN.
    GU: voids.
    Skin: intact. Braden 19.
    Plan: TEE/DCCV in AM w/ [[STAFF:Dr. Rasmuson]]. Dtr [[PERSON:Caitlin]] to drive pt home after.
    """)

note("family_contact", "lower", """\
    pt's husband [[PERSON:bernard]] and their pastor [[PERSON:rev. tillotson]] here 1400-1600.
    husband asked for copy of records - referred to hims. pt's niece [[PERSON:kristy]] also called
    from [[LOCATION:fort ambry]]. all questions answered. [[STAFF:ana]] rn
    """)

note("event", "mixed", """\
    0900 Pt to IR for tunneled HD cath placement, R IJ, [[STAFF:Dr Quenneville]]. Back at 1010.
    Versed 2 mg/fentanyl 100 mcg in IR. Site CDI. CXR done, ok to use per IR.
    """)

note("admission", "upper", """\
    ADMISSION: [[AGE:19]] YO F FROM [[HOSPITAL:CARROWAY COLLEGE HEALTH SVCS]] VIA
    [[HOSPITAL:CARROWAY RESCUE]],
    FOUND DOWN IN DORM [[DATE:4/20]] ~0100 AFTER ?INGESTION. GCS 7 ON ARRIVAL, INTUBATED IN ED.
    ASA LEVEL 38, APAP NEG, ETOH 0.21. BICARB GTT, HD CATH PLACED, HD STARTED 0630. ROOMMATE
    [[PERSON:BRYNN]] GAVE HX. PARENTS DRIVING FROM [[LOCATION:ELDERTON]], ETA 1000. MOTHER
    [[PERSON:MRS VELLACOTT]] [[PHONE:555-0177]].
    """)

note("shift_summary", "upper", """\
    1900-0700 UNEVENTFUL. PT ON CPAP 5/5 40% OVERNIGHT, RR 16-20, VT 400S. SEDATION HOLIDAY
    0500, RASS 0, FOLLOWING CMDS. SBT IN AM. TF AT GOAL, RESIDUALS < 50.
    """)

note("systems", "lower", """\
    [[DATE:11/14]] neuro ok, pain controlled 2/10.
    cv sr, bp stable off gtts.
    resp 3l nc 95%.
    gi tol clears. gu foley out 0600, voided x2.
    social: son [[PERSON:jakob]] here, bringing pt's glasses. transfer to 7b when bed.
    """)

note("event", "upper", """\
    1200: BLOOD TRANSFUSION REACTION? PT DEVELOPED RIGORS 15 MIN INTO 2ND UNIT PRBC, T 38.9, BP
    150/90. TRANSFUSION STOPPED, NS HUNG, BLOOD BANK NOTIFIED ([[STAFF:ISAAC]]). UNIT
    #[[ID:W0420 25 117839]] SENT BACK W/ TUBING. TYLENOL 650, BENADRYL 25 IV.
    [[STAFF:DR LAUTERBACH]] AWARE.
    """)

note("transfer", "mixed", """\
    Pt transferred from the floor (5 North) at 0115 after rapid response for hypotension 78/40.
    Received 2 L LR on floor. Here: levo started 0140. Lactate 5.2. Cultures x2. Pip-tazo
    given 0130. Nurse from floor: [[STAFF:Becca]]. Night resident: [[STAFF:Dr Sandoval-Reyes]].
    """)

note("family_contact", "mixed", """\
    Interpreter (Polish, #[[ID:8812]]) used for call with pt's son [[PERSON:Tomasz]] at 1530.
    He lives in [[LOCATION:Krakow]] and will fly in [[DATE:Friday]]. He asked us to call his cousin
    [[PERSON:Ewa Brzezicka]] in [[LOCATION:Harlow Mills]] w/ updates in the meantime:
    [[PHONE:555-0109]].
    """)

note("systems", "upper", """\
    NEURO: PT [[PATIENT:HALVORSRUD]] A&OX4, PLEASANT, PAIN 3/10 L CHEST TUBE SITE.
    CV: SR 70S, BP 118/64.
    RESP: L CT TO -20, NO AIR LEAK, 50 ML SEROUS. 2L NC 96%. ICS 1000.
    GI: REG DIET.
    GU: VOIDS.
    PLAN: CT TO WATER SEAL 0600, CXR AFTER. [[STAFF:DR WHITTLESEA]] TO SEE.
    """)

note("admission", "lower", """\
    admit [[DATE:12/31]] 2340: [[AGE:60]] yo m w/ hx copd, cad s/p cabg [[DATE:'01]], home o2 2l.
    presents w/ copd exac from [[HOSPITAL:dunmore family clinic]] via ems. bipap 14/6 40%, abg
    7.30/62/70. solumedrol 125 iv, duonebs q4h, azithro. pt wife [[PERSON:charlene]] at bs,
    states pt still smokes 1 ppd. [[STAFF:dr brockhaus]] aware.
    """)

note("event", "lower", """\
    2200 pt's glucose 48, sweaty. d50 1 amp iv. recheck 2215 = 134. tf was held for ct at 1900
    and not restarted - restarted now. [[STAFF:dr fennick]] aware.
    """)

note("systems", "mixed", """\
    0700-1900
    Neuro: sedated on propofol 40 and fentanyl 75. RASS -3. Pupils 4 nonreactive L, 3 brisk R.
    EVD clamped 0900 per neurosurg, ICP 8-14. Na 148 goal 145-155, 3% saline at 30.
    CV: SR 60-70s. SBP 120-140 (goal < 140). Nicardipine 2.5-5 mg/hr.
    Resp: AC 450/14/PEEP 5/FiO2 35%. ETT 7.5 @ 24. ABG 7.44/35/110.
    GI: OG, TF Vital 1.5 at 45. BM x1.
    GU: Foley, UOP 100-200/hr, urine SG 1.005 -> DDAVP 1 mcg given, Na checked q4h.
    Skin: intact.
    Social: husband [[PERSON:Marcus]] and pt's mother [[PERSON:Loretta]] at bedside. Family
    meeting tomorrow [[DATE:10/4]] 1100 w/ [[STAFF:Dr. Akinyemi-Shaw]] (neurosurg) and palliative.
    """)

note("shift_summary", "mixed", """\
    7a-7p: Pt extubated 0930 to 40% HFNC 40L. Tolerating. Sats 93-95%. Voice hoarse. Passed
    bedside swallow, soft diet. OOB to chair. Wife [[PERSON:Rosamund]] and son here.
    """)

note("transfer", "lower", """\
    pt d/c'd to [[HOSPITAL:the willows at brisket lake]] snf at 1400 via
    [[HOSPITAL:metro medi-van]].
    report to [[STAFF:gloria]] lpn [[PHONE:555-0147]]. d/c summary & med list faxed to
    [[PHONE:555-0148]]. son [[PERSON:wendell]] aware.
    """)

note("systems", "upper", """\
    [[DATE:6/2]] 1900-0700.
    NEURO: A&OX3 AT START OF SHIFT, PULLED AT LINES 0200, HALDOL 1 MG IV, MITTS ON.
    CV: SR 90S, SBP 140S.
    RESP: 4L, SAT 92%.
    GI: NPO SINCE MN.
    GU: FOLEY.
    PT [[PATIENT:MR OLUWADAMILARE]] IS FROM [[LOCATION:LAGOS]], VISITING SON [[PERSON:SEGUN]] IN
    [[LOCATION:BRAYMOOR]].
    """)

note("family_contact", "upper", """\
    1500 PHONE CALL W/ PT'S DAUGHTER [[PERSON:KIRSTEN]] (HCP). DISCUSSED PEG/TRACH VS COMFORT CARE.
    SHE WANTS TIME TO TALK W/ HER BROTHER [[PERSON:ARNE]]. WILL CALL BACK BY [[DATE:WED]].
    """)

note("event", "mixed", """\
    1340 pt had 30 sec tonic-clonic seizure, R gaze deviation. Ativan 2 mg IV x1, stopped.
    Post-ictal. Sats 90s on 4L. Keppra load 2 g given. Neuro ([[STAFF:Dr. Pradhan]]) at bs 1345.
    EEG ordered. Wife [[PERSON:Judit]] notified.
    """)

note("admission", "mixed", """\
    Direct admit from [[HOSPITAL:Sawtell Community Hospital]] ICU for ECMO eval [[DATE:2/9]].
    [[AGE:34]] yo F, 28 wk pregnant, ARDS from influenza A. Intubated at OSH [[DATE:2/7]].
    AC 400/30/PEEP 16/FiO2 100%, P/F 68. OB ([[STAFF:Dr. Lindgaard]]) and MFM following, FHT 140s.
    Husband [[PERSON:Calvin]] came w/ transport crew. Pt's mother in [[LOCATION:Sawtell]].
    """)

note("shift_summary", "lower", """\
    nocs: uneventful. pt on bipap 10/5 overnight, sats 94-96. vss. uop 1.2 l. no prns.
    """)

note("systems", "lower", """\
    neuro: a&ox3. cv: sr, bp 120s/70s, hr 70s. resp: ra 96%. gi: diet adv to reg. gu: voids.
    skin: r groin cdi. plan: tele bed. pt's wife [[PERSON:hilde]] and grandson [[PERSON:aksel]]
    visited.
    """)

note("event", "upper", """\
    ATTEMPTED TO PLACE NGT X2, UNSUCCESSFUL, PT COUGHING/GAGGING. [[STAFF:DR ELMSWORTH]] AWARE, WILL
    PLACE UNDER FLUORO IN AM. ORAL MEDS HELD. [[STAFF:PAULETTE]]
    """)

note("transfer", "mixed", """\
    Transfer to [[HOSPITAL:Dorrance Heart Institute]] for LVAD eval. Pt left 1030 via
    [[HOSPITAL:AirMed 3]].
    Records on CD. Report to CVICU RN [[STAFF:Tobias]] ([[PHONE:555-0184]]). Wife [[PERSON:Nadia]]
    driving separately.
    """)


# ---------------------------------------------------------------- notes 89-125

note("admission", "lower", """\
    pt is a [[AGE:94]] yo m admitted from [[HOSPITAL:glenross hosptial]] ed [[DATE:8/3]] w/
    hyperkalemia k 7.4
    and brady 30s. given ca gluconate, insulin/d50, bicarb at osh. here: k 6.1, hr 48, bp 96/50.
    pacer pads on. hx: cabg [[DATE:84]], mi [[DATE:92]], ckd 4, gout, bph. lives w/ dtr
    [[PERSON:alma]]
    in [[LOCATION:coldbrook]]. pcp [[STAFF:dr. menzies-oduya]].
    """)

note("event", "upper", """\
    0320 PT [[PATIENT:MR TOWNSWICK]] C/O SUDDEN HEADACHE 10/10. BP 210/110. NEURO EXAM UNCHANGED.
    CALLED [[STAFF:DR HOLLINRAKE]] 0322, LABETALOL 10 MG IV X2, BP 168/90. STAT CT HEAD NEG.
    """)

note("systems", "mixed", """\
    Neuro: awake, follows commands, writes on whiteboard. Anxious. Precedex 0.4.
    CV: ST 100s, BP 110-130/60s. Bedside echo by [[STAFF:Dr. Carrodus]]: hyperdynamic.
    Resp: trach collar 35% 10L, sats 94%. Sx x3 mod thick white.
    GI: TF Osmolite 1.5 at goal 55. FMS in place, 400 ml liquid stool. C diff neg [[DATE:4/30]].
    GU: Foley, UOP 40-70.
    Heme: Hgb 7.4, 1 u PRBC given 1400. Plts 88.
    Social: pt's partner [[PERSON:Lucien]] visited, brought pt's dog photo. Pt smiled.
    """)

note("shift_summary", "upper", """\
    NIGHTS: PT SLEPT 0100-0500. VSS. PAIN 2/10. TOL CPAP 10/5. NO EVENTS. MAG 1.7 REPLETED 2G.
    """)

note("transfer", "lower", """\
    from [[HOSPITAL:st ottilie's]] ([[LOCATION:pettigrew landing]]) to us [[DATE:10/17]] for
    neurosurgery eval of cervical fx after fall at home. c-collar on, log roll. hx dm2, htn, ra,
    s/p l tkr [[DATE:'16]], r tkr [[DATE:'18]]. pt is [[AGE:86]]. dtr [[PERSON:sue]] and son-in-law
    [[PERSON:frank]] here, [[PERSON:sue]] is hcp. report from [[STAFF:dina]] rn at
    [[HOSPITAL:st ottilie's]] [[PHONE:555-0167]].
    """)

note("family_contact", "lower", """\
    spoke w/ pt's wife [[PERSON:noreen]] at 1630. she was told by [[STAFF:dr tasker]] this am that
    pt may need a trach. she is upset and wants a second opinion from pt's pulmonologist
    [[STAFF:dr gaultier]] at [[HOSPITAL:harbourside lung center]]. message left for
    [[STAFF:dr tasker]].
    """)

note("systems", "upper", """\
    NEURO: PT [[PATIENT:VANDERKOLK]] SEDATED, FENT 50, PROPOFOL 25. RASS -2.
    CV: SR 80S. BP 90-100/50S ON LEVO 0.04. CVP 8.
    RESP: AC 420/20/PEEP 12/FIO2 60%. P/F 140. PRONED 1600.
    GI: TF HELD FOR PRONING.
    GU: FOLEY 25-40/HR. CR 2.1.
    ID: TMAX 39.1, CX SENT.
    FAMILY: WIFE [[PERSON:MRS VANDERKOLK]] AND BROTHER IN LAW [[PERSON:DIRK]] UPDATED BY
    [[STAFF:DR OKONJO]].
    [[STAFF:KAT]]
    """)

note("event", "lower", """\
    1800 pt's daughter [[PERSON:vicky]] became verbally aggressive w/ staff at desk, security
    called,
    escorted off unit. charge rn [[STAFF:lamont]] and nm [[STAFF:ms. ferreira-doyle]] aware.
    incident report filed.
    """)

note("admission", "upper", """\
    ADMIT NOTE [[DATE:3/28]]
    [[AGE:55]] YO M FROM [[HOSPITAL:PARISH GENERAL]] W/ NEW AFIB W/ RVR AND ACUTE CHF, EF 20%.
    ARRIVED
    1500 VIA [[HOSPITAL:HARBOR EMS]]. BP 98/70, HR 150S AFIB. DILT GTT STOPPED, AMIO LOAD STARTED.
    LASIX 80 IV. HX: ETOH 6 BEERS/DAY, HTN NOT ON MEDS. NO PCP. LIVES W/ GIRLFRIEND
    [[PERSON:DARLA]] IN [[LOCATION:SILVERTON PLAINS]]. WORKS AT [[HOSPITAL:QUARRY HILL CEMENT]].
    """)

note("systems", "lower", """\
    neuro: a+o, calm.
    cv: sr 60s, bp 130s/70s. cont tele.
    resp: ra 95%.
    gi: reg diet.
    gu: voids, 1.8 l out.
    plan: d/c home in am w/ wife [[PERSON:celestine]].
    """)

note("transfer", "upper", """\
    PT TO BE TRANSFERRED TO [[HOSPITAL:WESTMARCH]] PSYCH UNIT WHEN MEDICALLY CLEARED PER
    [[STAFF:DR SALLOWAY]] (PSYCH). 1:1 SITTER IN PLACE. PT VOLUNTARY. REPORT TO [[PHONE:555-0128]].
    """)

note("family_contact", "mixed", """\
    Pt's daughter [[PERSON:Greer Ostrowe-Bell]] emailed the unit
    ([[EMAIL:g.ostrowebell@example.net]])
    asking for an update. Per policy, called her back at [[PHONE:(480) 555-0116]] instead, 1130.
    Verified ID. Updated on extubation. She will visit [[DATE:Sunday]].
    """)

note("event", "mixed", """\
    2040 - A-line dampened, flushed, re-zeroed. Waveform good. BP 118/62 by cuff matches.
    [[STAFF:Hortense]] RN
    """)

note("shift_summary", "lower", """\
    day shift [[DATE:12/2]]. pt [[PATIENT:orla fenwright]] much more awake. extubated 1015 by rt
    [[STAFF:kemal]]
    to 4l nc, sats 94%. good cough. swallow eval tomorrow. pain 3/10 on apap. husband
    [[PERSON:declan]]
    here all day, very happy. [[STAFF:bridget]]
    """)

note("systems", "mixed", """\
    NEURO: Opens eyes spont, tracks, does not follow commands. GCS 10T. No sedation.
    CV: SR 80-90s, BP 130-150/70s. Metoprolol 25 via PEG.
    RESP: Trach 6 Shiley, PS 10/5, 30%. RR 18-24.
    GI: PEG, Jevity 1.2 @ 65. BMs x2.
    GU: external cath.
    SKIN: sacral wound stage 3, wound RN [[STAFF:Dorothea]] saw, new dsg orders.
    DISPO: awaiting bed at [[HOSPITAL:Kindred Ridge]] LTAC, insurance auth pending (ref
    #[[ID:PA-0093321]]).
    """)

note("admission", "lower", """\
    [[DATE:7/4]] 0130 adm from ed: [[AGE:23]] yo m, burns 30% tbsa from fireworks at
    [[LOCATION:lake cressy]].
    intubated for inhalation injury. parkland fluids lr at 700 ml/hr. foley uop 40-60.
    silvadene. tetanus given. mother [[PERSON:kim]] on way from [[LOCATION:beaumaris]].
    """)

note("event", "upper", """\
    1130 PT TO MRI. RETURNED 1245. NO ISSUES. [[STAFF:LIAM]]
    """)

note("systems", "lower", """\
    [[DATE:5/17]]
    neuro: pt [[PATIENT:ezra quillfeather]] alert, ox3, c/o headache 5/10, fioricet given.
    cv: sr 70s, bp 150s/90s, nicardipine gtt 5 mg/hr, sbp goal < 160.
    resp: ra.
    gi: npo for angio [[DATE:5/18]].
    gu: voids.
    social: wife [[PERSON:ruth]] at bs, from [[LOCATION:hollins ferry]]. pt's mother (age
    [[AGE:90]])
    lives w/ them, neighbor [[PERSON:mrs. pabst]] staying w/ her.
    """)

note("family_contact", "upper", """\
    FAMILY MTG 1600: PT'S WIFE [[PERSON:MRS QUELCH]], DTRS [[PERSON:SIAN]] AND [[PERSON:MEGAN]],
    [[STAFF:DR VOGELSANG]],
    SW [[STAFF:HARRIET]], RN [[STAFF:PIP]]. DECISION MADE FOR COMFORT CARE. MORPHINE GTT STARTED
    1745.
    CHAPLAIN [[STAFF:REV OKAFOR-BLYTHE]] CALLED.
    """)

note("transfer", "mixed", """\
    Transfer: to 3 South (stepdown) at 1600. Stable, RA, A&Ox4. Report to [[STAFF:Fatima]].
    """)

note("admission", "mixed", """\
    ICU admit [[DATE:Nov 2]] from ED. [[AGE:48]] yo F w/ sepsis from cellulitis LLE, necrotizing
    fasciitis r/o. Surgery ([[STAFF:Dr. Haldane]]) to OR tonight. Hx: IVDU, hep C, s/p I&D L arm
    [[DATE:2021]] at [[HOSPITAL:Mercy Vale]]. No family contact known; pt states she lives at
    [[HOSPITAL:Harbor Light]] shelter on [[LOCATION:Tanner St]]. Case worker [[PERSON:Rhonda]]
    ([[PHONE:555-0140]]).
    """)

note("shift_summary", "upper", """\
    0700-1900 [[DATE:1/21]]: PT MORE AWAKE, WEANED TO PS 8/5 40%. TOL 6 HRS. BACK ON AC FOR NIGHT.
    TF AT GOAL. K 3.5 REPLACED. HUSBAND [[PERSON:IVOR]] CALLED, UPDATED. [[STAFF:MAIRWEN]]
    """)

note("event", "lower", """\
    0215 pt's foley occluded, flushed w/o return, replaced 16fr coude per order, 600 ml clear
    urine returned. bladder spasms, oxybutynin given.
    """)

note("systems", "upper", """\
    NEURO: A&OX3. CIWA 12 AT 1000 -> ATIVAN 2 MG. CIWA 6 AT 1100.
    CV: ST 100-110, BP 150/90.
    RESP: RA.
    GI: NPO, N/V X1. ZOFRAN.
    SOCIAL: PT STATES HE LIVES IN CAR IN [[LOCATION:DOCKSIDE]]. BROTHER [[PERSON:CLEM]] CAN BE
    REACHED AT [[HOSPITAL:ROY'S TIRE]] [[PHONE:555-0171]].
    """)

note("transfer", "lower", """\
    pt transferred to [[HOSPITAL:oakview]] in-pt rehab [[DATE:4/14]] 1100. d/c instr reviewed w/ pt
    &
    wife [[PERSON:greta]]. all meds returned from pharmacy. [[STAFF:fern]]
    """)

note("systems", "mixed", """\
    Neuro: A&Ox4. Pain 8/10 R flank -> dilaudid 0.5 IV x2, 4/10.
    CV: SR 80s, BP 140s/80s.
    Resp: 2L, IS 750.
    GI: clear liquids.
    GU: nephrostomy R draining blood tinged urine 300 ml/shift. Foley 40/hr.
    ID: Temp 38.2 at 1600, BC x2, UA. Cefepime.
    Plan per [[STAFF:Dr Oyinlola]] (urology).
    """)

note("family_contact", "lower", """\
    phone call 2015 from "[[PERSON:marty]]" stating he is pt's brother. no name on contact list and
    pt unable to confirm. no info given. pt's listed contact, sister [[PERSON:dolores]]
    ([[PHONE:555-0153]]),
    called to ask - she states pt has no brother. security made aware.
    """)

note("admission", "upper", """\
    ADM [[DATE:9/9]] 1700: [[AGE:68]] YO F W/ ACUTE PANCREATITIS, LIPASE 4200. FROM HOME IN
    [[LOCATION:MERIDEN FALLS]]. HX: GALLSTONES, CHOLE DEFERRED [[DATE:2019]], DM2, OBESITY. LR
    250/HR.
    PAIN 9/10 -> DILAUDID PCA. NPO. HUSBAND [[PERSON:HAMISH]] AT BS. [[STAFF:DR ABERNETHY-LUCE]].
    """)

note("event", "mixed", """\
    1505 Pt pulled out R radial A-line. Pressure held 5 min, hemostasis.
    [[STAFF:Dr. Kowalczyk-Rhee]]
    notified, will not replace. Cuff BP q15 min. Pt reoriented, mitts applied.
    """)

note("systems", "lower", """\
    neuro: intact. cv: sr 60s-70s, bp 110-130/60-70. resp: 2l. gi: tol diet. gu: foley d/c 0600,
    dtv 1400. skin intact. social: wife in.
    """)

note("shift_summary", "mixed", """\
    Summary [[DATE:8/23]] 1900 - [[DATE:8/24]] 0700
    - Pt [[PATIENT:Mr. Abiodun]] remained on HFNC 50L 60%, sats 90-93%. Prone positioning awake x3
    hrs.
    - HR 90s SR, BP 120s/70s.
    - Decadron, remdesivir day 3/5.
    - Anxious at 0300, spoke w/ wife [[PERSON:Folake]] by video call (iPad), calmed.
    - No acute events. [[STAFF:Corinne]]
    """)

note("transfer", "upper", """\
    RECEIVED FROM [[HOSPITAL:TALLIS MEMORIAL]] ([[HOSPITAL:TMH]]) PACU 1715, S/P L CAROTID
    ENDARTERECTOMY BY
    [[STAFF:DR SKEFFINGTON]].
    NEURO INTACT. BP GOAL 100-160. SITE CDI. WIFE [[PERSON:ADAIRA]] TO WAITING RM.
    """)

note("event", "lower", """\
    0600 am labs drawn from picc. k 5.9, ? hemolyzed, redrawn peripherally = 4.6.
    [[STAFF:dr ibsen-tharp]] aware.
    """)

note("admission", "mixed", """\
    Admission [[DATE:Thurs]] 2200. Pt [[PATIENT:Perpetua Igwe-Marsh]] ([[AGE:71]]) transferred from
    [[HOSPITAL:Ferrycross]] nursing home w/ hypotension & Cr 4.2. Baseline: nonverbal, bed bound,
    PEG. Hx: CVA x2 ([[DATE:2016]], [[DATE:2020]]), DM2, CKD. Nephew [[PERSON:Chidi]] is HCP, lives
    in
    [[LOCATION:Stourbridge Heights]] ([[PHONE:555-0169]]). MRN [[ID:60018835]].
    """)

note("systems", "upper", """\
    NEURO: INTACT.
    CV: SR 70S. BP 100-120/60S.
    RESP: RA 97%.
    GI: TOL DIET.
    GU: VOIDS.
    SKIN: INTACT.
    """)


# ---------------------------------------------------------------- notes 124-165

note("systems", "mixed", """\
    CCU RN note [[DATE:3/19]] 0700-1930
    Pt: [[PATIENT:Lavinia Strudwick]], [[AGE:83]] F, MRN [[ID:7730-4418]], HD 3 s/p VF arrest at
    home.
    Events: none. TTM day 2, rewarming started 0800 at 0.25 C/hr, goal 37 by 2000.
    Neuro: off sedation since 0600 (propofol), no response to voice; withdraws BUE to pain. Pupils
    3 mm sluggish bilat. Corneals +. No myoclonus. cEEG on, read pending ([[STAFF:Dr. Tiernan]]).
    CV: SR 60-70s, rare PVC. MAP 68-80, levo 0.02 -> off 1100. K 3.9, Mg 2.3, iCa 1.12.
    Echo [[DATE:3/18]]: EF 35%, anterior HK. Cath deferred per cards
    ([[STAFF:Dr. Brathwaite-Lowe]]).
    Resp: AC 450/16/PEEP 8/FiO2 40%. ABG 7.38/41/96 at 1000. ETT 7.5 @ 22. Sx small thin white.
    CXR: no change.
    GI: OGT, TF Peptamen 20 (trophic). Famotidine. No BM since admit, senna/docusate started.
    GU: Foley, UOP 60-90/hr. Cr 1.3 -> 1.1.
    Endo: insulin gtt 1-2 u/hr, BG 130-160.
    ID: Tmax 37.2 (controlled). Cx [[DATE:3/17]] NGTD. CXR ? RLL infiltrate - sputum sent.
    Skin: intact. Heels floated. Braden 11.
    Lines: R IJ TLC [[DATE:3/17]], L radial A-line, PIV x2.
    Family: husband [[PERSON:Cuthbert]] ([[PHONE:(860) 555-0131]]) and son [[PERSON:Wystan]] at bs
    1000-1800.
    Other son [[PERSON:Piers]] flying in from [[LOCATION:Edinburgh]] [[DATE:3/20]]. Family aware
    neuroprognostication not before 72 h after rewarming. They ask that pt's priest from
    [[HOSPITAL:St. Brigid of Kildare]] parish be called, done 1500.
    Plan: rewarm, EEG, MRI brain when stable, neuro-prog mtg [[DATE:3/23]].
    [[STAFF:Marguerite]] RN
    """)

note("event", "mixed", """\
    1120 pt desatted to 84% during bath, turned back supine, FiO2 increased 40 -> 60%, recovered
    to 94% in 5 min. RT [[STAFF:Nkechi]] at bs. FiO2 back to 40% by 1200.
    """)

note("transfer", "mixed", """\
    Transfer from [[HOSPITAL:Eastholm Regional]] ([[HOSPITAL:ERH]]) [[DATE:6/6]] for cardiothoracic
    surgery eval:
    [[AGE:62]] yo M w/ type A dissection. Arrived 0450 via [[HOSPITAL:Med Flight 2]], esmolol gtt
    150 mcg/kg/min, nicardipine 10. HR 58, BP 108/64. Taken to OR 0520 w/ [[STAFF:Dr. Valcourt]].
    Wife [[PERSON:Gisela]] coming from [[LOCATION:Eastholm]] by car, ~2 hrs.
    """)

note("family_contact", "lower", """\
    updated pt's son [[PERSON:ravi]] by phone at [[PHONE:555-0186]] 1200. he is at
    [[HOSPITAL:tamworth high school]]
    where he teaches, will come after 1530. asked that his aunt [[PERSON:kamala]] not be given
    any info.
    """)

note("systems", "mixed", """\
    Neuro: A&Ox3, nonfocal. Sleeping in naps.
    CV: NSR 70-80s. BP 110-120/70s. Post TAVR ([[DATE:10/2]]) R fem site CDI, pedal pulses
    dopplerable.
    Resp: RA 94%.
    GI: cardiac diet, tol.
    GU: voids, 1.6 L.
    Plan: step down today. Daughter [[PERSON:Margit]] to pick up pt's hearing aids from
    [[HOSPITAL:Crestline]]
    (pt's assisted living).
    """)

note("admission", "mixed", """\
    Adm from [[HOSPITAL:Pollard Rehab]] on [[DATE:1/30]] 1415 w/ resp distress, RR 36, sats 85% on
    4L.
    [[AGE:77]] yo M w/ ALS dx [[DATE:2021]], s/p PEG [[DATE:'23]], uses BiPAP at night. BiPAP 16/8
    50% here. Goals of care: pt wrote on board that he does not want trach. Wife [[PERSON:Honora]]
    at bs agrees. MOLST: DNR/DNI, BiPAP ok. Pall care consult ([[STAFF:Dr. Ekwueme]]).
    """)

note("shift_summary", "lower", """\
    7a-7p [[DATE:2/11]]. pt [[PATIENT:mrs. caulfield-weir]] remained on bipap most of day, off for
    meals 20
    min each, sats 88-90% off. eating 25%. bs 200s, lantus incr per np [[STAFF:harrow]]. pain
    0/10. no visitors. sister [[PERSON:philippa]] called x1 from [[LOCATION:bellhaven]].
    """)

note("event", "mixed", """\
    1930 Pt's SBP 74 after HD (UF 3 L). Legs elevated, 250 NS bolus, SBP 96. HD RN [[STAFF:Oksana]]
    and renal fellow [[STAFF:Dr. Mbatha]] aware; next run UF goal 2 L.
    """)

note("systems", "mixed", """\
    Neuro: intubated, on fent 50/prop 30, RASS -2, CPOT 1.
    CV: SR 90s, MAP 65-70 on levo 0.06 + vaso 0.03. Hydrocortisone 50 q6.
    Resp: VC 420/22/PEEP 10/FiO2 55%. Plateau 27. ABG 7.31/45/72.
    GI: NPO, OG to LWS 100 ml.
    GU: oliguric 10-15 ml/hr. CRRT planned, Quinton placed by [[STAFF:Dr. Fitzwalter]] R IJ 1500.
    ID: Meropenem, vanc. Source ?biliary, IR drain tomorrow.
    Family: pt's partner [[PERSON:Anselm]] updated at 1700 in person.
    """)

note("transfer", "lower", """\
    pt transferred to [[HOSPITAL:hospice house of greater aldous]] at 1500 per family wishes.
    morphine
    gtt 2 mg/hr. dtr [[PERSON:maribel]] rode in ambulance. report to [[STAFF:kerry]] rn
    [[PHONE:555-0165]].
    """)

note("admission", "mixed", """\
    Neuro ICU admit [[DATE:5/5]] 1320 from ED: [[AGE:58]] yo R-handed F w/ L MCA stroke, LKW 1010.
    tPA given 1155 at [[HOSPITAL:Fallowfield]] ED then transferred for thrombectomy, TICI 2b. NIHSS
    18 -> 9. BP goal < 180/105. Hx: afib (off Eliquis x 2 wk), HTN, breast ca [[DATE:2009]].
    Husband [[PERSON:Gideon]] at bs. PCP [[STAFF:Dr. Oduya-Marchetti]] at
    [[HOSPITAL:Fallowfield Family Med]].
    """)

note("event", "lower", """\
    0545 bed 7 pt vomited ~200 ml coffee ground, hob up, suctioned. ngt placed, 300 ml cg. hgb 7.9
    from 9.4. [[STAFF:dr jaramillo-fitch]] notified, ppi bolus + gtt, 2 u prbc ordered, gi called.
    """)

note("family_contact", "mixed", """\
    Pt's sister [[PERSON:Winifred]] (HCP) called from [[HOSPITAL:Elmcroft Senior Living]] where she
    also lives. Updated. She can't drive; asked SW [[STAFF:Consuelo]] to arrange ride for family mtg
    on [[DATE:Tue 4/9]]. Her phone [[PHONE:555-0126]].
    """)

note("systems", "mixed", """\
    NEURO: alert, oriented x4, c/o pain 7/10 abd, hydromorphone PCA 0.2/10 min.
    CV: ST 105-115, BP 140/85. Lopressor 5 IV x1.
    RESP: 2L NC, sats 95%, IS 500.
    GI: NGT LIWS, 800 ml bilious. NPO. TPN via PICC.
    GU: Foley 50 ml/hr.
    WOUND: open abd, VAC -125 mmHg, 150 ml serosang.
    Plan: back to OR [[DATE:Wed]] w/ [[STAFF:Dr. Mellanby]] for closure.
    """)

note("shift_summary", "mixed", """\
    Nights [[DATE:7/15]]-[[DATE:7/16]]: Pt slept w/ trazodone. BP 130s-150s. Pain 3/10 L hip. Turned
    q2h. Foley draining well. Wife [[PERSON:Lorraine]] called 2200. No new orders.
    [[STAFF:Augustin]]
    """)

note("admission", "lower", """\
    adm [[DATE:4/1]] 1400 from gi lab: [[AGE:39]] yo f, ercp w/ post-procedure perforation. hx
    crohn's
    dx [[DATE:'05]], ileocecectomy [[DATE:2010]], on humira. npo, ngt, zosyn. surgery
    ([[STAFF:dr pembridge]])
    following, nonop for now. partner [[PERSON:jas]] here, lives in [[LOCATION:fernley]].
    """)

note("transfer", "mixed", """\
    Pt sent to [[HOSPITAL:BCH]] ED -> OR for emergent neurosurgery per [[STAFF:Dr. Ainsworth-Pike]].
    Left
    1910 via [[HOSPITAL:Lifeline]] critical care transport. Report given to [[HOSPITAL:BCH]] neuro
    ICU charge RN
    [[STAFF:Deandra]], [[PHONE:555-0133]]. Copy of images sent via PACS.
    """)

note("event", "mixed", """\
    Event 1615: new onset AF RVR 140s. BP 100/60. 12 lead confirms. [[STAFF:Dr. Halloway]] to bs.
    Amio 150 mg bolus then gtt 1 mg/min. Converted 1700. Pt aware, his son [[PERSON:Ned]] called.
    """)

note("systems", "lower", """\
    neuro: sedated on fent/versed, rass -3, pupils 2 pin. narcan not given.
    cv: sr 90s, bp 100s/60s.
    resp: ac 500/14/peep 5/40%, abg 7.36/42/98.
    gi: og, charcoal given in ed.
    gu: foley.
    tox: [[HOSPITAL:tri-county poison center]] ([[PHONE:555-0111]]) following, case [[ID:PC-77120]].
    social: pt found by roommate [[PERSON:dusty]] in apt on [[LOCATION:lanyard st]]. no family
    known.
    """)

note("family_contact", "lower", """\
    met with wife [[PERSON:oona]] at 1100. explained vent settings and prone positioning. she asked
    about visitng hours for their kids (ages [[AGE:8]] and [[AGE:11]]) - referred to child life
    ([[STAFF:brandy]]). she works at [[HOSPITAL:haskett county library]], cell [[PHONE:555-0142]].
    """)

note("admission", "mixed", """\
    Admission to MICU 8 [[DATE:10/21]] 0300
    [[PATIENT:Thaddeus Oyelowo-Brandt]], [[AGE:46]] M, MRN [[ID:04471558]]
    From [[HOSPITAL:Wexley Corrections]] infirmary via [[HOSPITAL:Wexley County EMS]], w/ 2
    officers.
    Dx: DKA + ?sepsis. BG 540, pH 7.09, AG 31. Insulin gtt, LR, K replaced.
    Hx: DM1 since age [[AGE:12]], HCV, seizures (last [[DATE:2022]]). Keppra.
    Contact: mother [[PERSON:Ernestine Brandt]] [[PHONE:(601) 555-0193]], per facility.
    """)

note("shift_summary", "mixed", """\
    0700-1900: Remained on CRRT, UF 100/hr, net -1.4 L. Filter clotted 1300, changed. Levo
    weaned off 1500. TF at goal. Pt nodding to questions. Sister [[PERSON:Colleen]] at bs.
    """)

note("systems", "mixed", """\
    Neuro: confused, pulling at lines, mitts. Precedex 0.6.
    CV: SR 80s. BP 160/80. Home amlodipine restarted.
    Resp: 3L NC. Sats 93%.
    GI: dysphagia diet, thin liquids held per SLP [[STAFF:Ingrid]].
    GU: incontinent, purewick.
    Skin: bilat heel DTI.
    Social: son [[PERSON:Wolfgang]] & daughter in law [[PERSON:Trinh]] from [[LOCATION:Galesburg]]
    visited.
    """)

note("event", "upper", """\
    1410 PT [[PATIENT:MR KRZESINSKI]] HR 30S, JUNCTIONAL, BP 70/40. ATROPINE 1 MG X1, TRANSCUTANEOUS
    PACING STARTED 1415 BY [[STAFF:DR OLUFEMI-GRANT]]. TVP PLACED 1500.
    """)

note("transfer", "mixed", """\
    Called report to [[HOSPITAL:Heathbury Skilled Nursing]] at 1030 ([[STAFF:Agatha]], RN). Pt
    leaving
    w/ [[HOSPITAL:Coastline Transport]] 1230. Last dose Lovenox 40 at 0900. Wife [[PERSON:Beatrix]]
    informed.
    """)

note("admission", "lower", """\
    [[DATE:12/24]] 2100 adm: [[AGE:92]] yo m from home w/ sepsis ?pna. found by grandson
    [[PERSON:lars]].
    bp 80/40 -> 2 l lr -> 104/56. no pressors. 4l nc 92%. confused. pmh: dementia mild, mi
    [[DATE:'89]],
    cabg [[DATE:'90]], prostate ca [[DATE:2005]]. dnr per molst. daughter [[PERSON:ingeborg]] in
    [[LOCATION:oslo]],
    son [[PERSON:peder]] local ([[PHONE:555-0159]]).
    """)

note("systems", "mixed", """\
    [[DATE:8/8]] 1900-0700
    Neuro: A&Ox3. CIWA 0-2.
    CV: SR 70s, BP 126/80.
    Resp: RA.
    GI: 1 BM.
    GU: voiding.
    Social: pt's AA sponsor [[PERSON:Eamon]] visited, pt happy. Pt works at
    [[HOSPITAL:Pendle Hardware]],
    boss aware of admission.
    """)

note("event", "mixed", """\
    0900 Pt [[PATIENT:Rosalind Achterberg]] asked to leave AMA. [[STAFF:Dr. Kilbride]] spoke with pt
    0915,
    pt agreed to stay until echo. Son [[PERSON:Joost]] called & supportive of staying.
    """)

note("family_contact", "mixed", """\
    Called pt's husband [[PERSON:Lyle]] at [[PHONE:555-0113]] re: consent for blood. Consent
    obtained
    by phone w/ 2nd RN witness [[STAFF:Rhiannon]] at 1405. [[STAFF:Dr. Sumner-Achebe]] explained.
    """)

note("systems", "mixed", """\
    Neuro: GCS 15, pain 4/10, oxy 5 q4.
    CV: SR 80s, BP 110s. Chest tube x2 mediastinal, 20-40/hr.
    Resp: 2L, 96%. CPAP at night (home settings 10).
    GI: clears.
    GU: foley out 0600.
    Activity: walked to door w/ PT.
    [[STAFF:Lindqvist-Amadi]] RN
    """)

note("shift_summary", "lower", """\
    nights: pt [[PATIENT:ms. tremblay-ostrow]] desatted to 86% at 0200 on 2l, incr to 4l, 92%. cxr
    done. [[STAFF:dr whitcombe]] aware, lasix 40 iv x1, 900 ml uop. otherwise quiet. [[STAFF:noor]]
    """)

note("admission", "mixed", """\
    SICU admit [[DATE:Jun 3]] 1645: [[AGE:29]] yo M, GSW R chest, s/p thoracotomy. From
    [[HOSPITAL:RMC]] OR.
    Intubated, 2 CT. Got 6 u PRBC/4 FFP. Police at bs, pt under arrest (officer [[PERSON:Hale]],
    badge
    [[ID:4471]]). Mother [[PERSON:Yvette]] in family room.
    """)

note("transfer", "mixed", """\
    Transfer out to 9 East 1500. [[STAFF:Giulia]] RN received report. Pt's belongings (wallet,
    phone,
    glasses) w/ pt. Dtr [[PERSON:Annabel]] aware of new rm #.
    """)

note("event", "lower", """\
    1000 family [[PERSON:bjorn]] (son) brought in pt's living will from
    [[HOSPITAL:sandgate elder law]],
    copy scanned to chart, [[STAFF:dr ekström]] aware. code status unchanged pending family mtg.
    """)

note("systems", "mixed", """\
    Neuro: intubated, off sedation since 0800, opens eyes, follows simple commands, nods.
    CV: SR 80s. BP 120s/70s.
    Resp: PS 5/5 x 2 hrs, RSBI 48, extubated 1130 to 4L. ABG post 7.42/40/88.
    GI: NPO until SLP eval.
    GU: Foley, 80/hr.
    Social: wife [[PERSON:Marisela]] tearful & happy, called his mother in [[LOCATION:Hermosillo]].
    """)

note("family_contact", "lower", """\
    pt's dtr [[PERSON:nadine]] in today w/ her husband [[PERSON:kyle]]. questions re pt's d/c to
    [[HOSPITAL:riverbend]] vs home w/ [[HOSPITAL:bayview home health]]. cm [[STAFF:tanisha]] to call
    her
    [[DATE:monday]].
    """)

note("admission", "mixed", """\
    Admit note: Pt [[PATIENT:Augustus Pelletreau]], [[AGE:96]] yo M, from
    [[HOSPITAL:Harrowfield Commons]]
    ALF. Dx: hypernatremia Na 162, AKI, UTI. D5W at 150. Hx: AAA repair [[DATE:'98]], MI
    [[DATE:2002]], TURP.
    Grandniece [[PERSON:Clementine]] is POA ([[PHONE:555-0178]]).
    """)

note("shift_summary", "mixed", """\
    Days: uneventful. VSS. Pain 2/10. Ambulated 100 ft x2. Diet reg. Tele NSR. Husband
    [[PERSON:Sven]]
    visited 1200-1500. Plan d/c to floor tomorrow am.
    """)


# ---------------------------------------------------------------- notes 162-164 (long)

note("systems", "lower", """\
    micu nursing progress note 0700-1900 [[DATE:10/27]]
    pt [[PATIENT:wilhelmina dravnik]], [[AGE:74]] yo f, icu day 9, ards from pna, trach
    [[DATE:10/25]].

    events: none overnight per night rn [[STAFF:jo]]. this shift: peep weaned 10 -> 8 at 1100,
    fio2 50 -> 40% at 1500. ct chest done 1300, results pending.

    neuro:
    - sedation: fent 25 mcg/hr only, propofol off since [[DATE:10/26]] 2000.
    - rass 0 to -1, cam-icu neg x2. opens eyes to voice, follows commands x4 ext.
    - mouths words, writes "home" on board. pain cpot 1-2, no prns.
    - pupils 3 mm perrla. no focal deficits.
    cv:
    - sr 70-90s, no ectopy. bp 110-138/58-70, map 72-88. off pressors since [[DATE:10/22]].
    - pulses 2+ radial, 1+ dp bilat. +1 pitting edema bue/ble. wt 71.2 kg (adm 66.4).
    - lasix 40 iv x1 at 1000 per [[STAFF:dr ostergaard]], 1.1 l uop in 4 hrs.
    resp:
    - #8 portex trach, cuff up, ac 400/16/peep 8/fio2 40%. vt 390-420, pip 28, plat 22.
    - abg 1200: 7.42/46/78/29. spo2 93-96%.
    - sx q2-3h mod thick tan, sputum cx [[DATE:10/24]] pseudomonas.
    - trach site intact, small serous drainage, split gauze changed 0900.
    gi:
    - peg not yet; ngt 12 fr r nare, tf vital af 1.2 at goal 55 ml/hr, fwf 150 q4h.
    - residuals < 100. abd soft, +bs. bm x1 brown loose (fms not indicated).
    - famotidine 20 bid.
    gu:
    - foley day 9, ?remove tomorrow per cauti bundle. uop 60-220 ml/hr after lasix.
    - cr 0.9, k 3.6 -> kcl 20 meq via ngt x2.
    id:
    - tmax 37.8. wbc 12.1 (13.4). cefepime day 6/7. vanc stopped [[DATE:10/25]].
    endo: bs 140-190, lispro ss 2-4 u q6h, lantus 12 u at 2100.
    heme: hgb 8.2. heparin 5000 sq tid. scd on.
    skin: coccyx stage 2 (present on adm from [[HOSPITAL:sunnyvale gardens]] nh), mepilex border
    changed [[DATE:10/26]]. r heel dti, prevalon boots. braden 12. turned q2h l/r/back.
    lines: l picc dl ([[DATE:10/20]]), r radial a-line (d/c 1600, site cdi).
    activity: ot/pt to edge of bed x10 min at 1400, tolerated, hr up to 108.
    psychosocial: pt tearful in am, calmer after husband [[PERSON:anton]] visited 1100-1700. husband
    asks about rehab at [[HOSPITAL:ferncliff ltach]] vs [[HOSPITAL:mount tabor rehab]]; cm
    [[STAFF:irene]] to
    discuss [[DATE:tues]]. their daughter [[PERSON:elke]] in [[LOCATION:ulverton]] calls nightly
    around 2000 ([[PHONE:555-0144]]).
    education: husband taught to suction trach with yankauer, return demo ok.
    code: full.
    plan: wean peep as tol, sbt/trach collar trial in am, fu ct chest, speech/passy-muir eval,
    peg w/ gi ([[STAFF:dr nakashima-wolfe]]) [[DATE:thurs]] if tf still needed.
    [[STAFF:ellery]] rn
    """)

note("admission", "mixed", """\
    CVICU ADMISSION NURSING NOTE
    Date/time: [[DATE:2/14]] 1540
    Pt: [[PATIENT:Mr. Ignatz Pfaffenroth]], [[AGE:69]] yo M, MRN [[ID:3380127]]
    Procedure: CABG x3 (LIMA-LAD, SVG-OM1, SVG-PDA) + MV repair, [[STAFF:Dr. Sokolowski-Baird]],
    pump time 148 min, XC 112 min. Endoscopic vein harvest L leg.
    From OR 3 w/ anesthesia ([[STAFF:Dr. Ferrante]]) and perfusionist [[STAFF:Luka]].

    On arrival:
    - intubated, ETT 8.0 @ 23, AC 550/12/PEEP 5/FiO2 100% -> 50% by 1620. ABG 7.37/39/188.
    - propofol 30 mcg/kg/min.
    - HR 80 AAI paced (epicardial A x2, V x2 wires, set 80/ 10 mA / backup VVI).
    - BP 102/58 via R radial A-line; PA 34/18, CVP 11, CI 2.1 (Swan-Ganz R IJ).
    - drips: epi 0.03, milrinone 0.25, insulin 3 u/hr, nitro off.
    - CT x3 (2 mediastinal, 1 L pleural) to -20, 80 ml sanguineous first hour.
    - temp 35.8, Bair Hugger on. Foley 16 Fr, UOP 150 ml first hour.
    - Glucose 182. K 4.6, iCa 1.08 -> Ca chloride 1 g given.
    - CXR: tubes ok, L base atelectasis.

    History: HTN, HLD, DM2 (A1c 8.1), former smoker quit [[DATE:'10]], TIA [[DATE:2019]], L CEA
    [[DATE:2020]], hernia repair [[DATE:'87]]. Allergies: contrast (hives), Keflex.
    Home meds: metformin 1000 bid, lisinopril 20, atorvastatin 80, ASA 81.

    Family: wife [[PERSON:Gerlinde]] and son [[PERSON:Kaspar]] updated by surgeon at 1500, in CVICU
    waiting room, saw pt at 1630. Wife's cell [[PHONE:(406) 555-0125]]. Pt lives w/ wife in
    [[LOCATION:Larchmont Springs]], retired from [[HOSPITAL:Harlan & Pfeil Brewing]].
    Cardiologist: [[STAFF:Dr. Adeyemi]] at [[HOSPITAL:LSCA]]
    ([[HOSPITAL:Larchmont Springs Cardiology]]).

    Plan: fast track extubation protocol, wean epi/milrinone for CI > 2.2, CT output q1h (call >
    200),
    glucose 110-180 per CV insulin protocol, K > 4, Mg > 2.
    """)

note("shift_summary", "lower", """\
    night shift summary [[DATE:3/1]]-[[DATE:3/2]] (1900-0700)
    pt: bed 11, [[PATIENT:lorcan mcgillivrae]], [[AGE:57]] m, alcoholic hepatitis/hepatorenal.
    1900 received from [[STAFF:pia]], pt drowsy, oriented x2, asterixis +.
    2000 lactulose 30 g via ngt, 3 bms overnight, rectal tube considered but not placed.
    2100 bp 92/50, map 63. albumin 25% 50 g given per [[STAFF:dr villeneuve]]. map 70 after.
    2200 bg 68, d50 1/2 amp, recheck 121. tf restarted at 20.
    2330 hr 110s st, temp 38.3, bc x2 from picc & peripheral, ua. pip-tazo started 0020.
    0100 wife [[PERSON:siobhan]] called from home in [[LOCATION:drumkeel]], updated, she will come
    at 0900 w/ pt's brother [[PERSON:fergal]].
    0200 uop 10-15 ml/hr x3 hrs. dr aware, midodrine/octreotide started, terlipressin discussed.
    0300 pt pulled at ngt, re-secured w/ bridle. soft wrist restraints renewed.
    0400 labs: na 129, k 5.2, cr 3.4 (2.8), inr 2.3, tbili 18.
    0500 bp 98/54. uop 20 ml/hr.
    0630 pt more alert, ox3, asking for water. mouth care.
    0700 report to [[STAFF:hyacinth]]. pending: nephrology ([[STAFF:dr ruskin-adaeze]]) to see re:
    crrt,
    transplant w/u at [[HOSPITAL:northgate university hospital]] discussed by team, pt not a
    candidate
    now (etoh until [[DATE:january]]). sw consult for family.
    """)


# ---------------------------------------------------------------- build


def apply_case(text: str, case: str) -> str:
    """The text in the note's case."""
    return text.lower() if case == "lower" else text.upper() if case == "upper" else text


def strip_markup(note_id: str, markup: str, case: str) -> tuple[str, list[dict]]:
    """Plain text in the note's case, and spans (start, end, label), from a marked-up note."""
    parts, spans, pos, out_len = [], [], 0, 0
    for match in MARK.finditer(markup):
        before = apply_case(markup[pos : match.start()], case)
        parts.append(before)
        out_len += len(before)
        label, value = parse_label(match.group(1)), apply_case(match.group(2), case)
        if label is Label.OTHER or not value or value != value.strip():
            raise ValueError(f"{note_id}: bad mark {match.group(0)!r}")
        spans.append({"start": out_len, "end": out_len + len(value), "label": str(label)})
        parts.append(value)
        out_len += len(value)
        pos = match.end()
    parts.append(apply_case(markup[pos:], case))
    text = "".join(parts)
    if "[[" in text or "]]" in text:
        raise ValueError(f"{note_id}: unbalanced markup")
    return text, spans


def check_consistency(note_id: str, text: str, spans: list[dict]) -> None:
    """A distinctive word of a marked name or place must not also occur unmarked in the note."""
    covered = [False] * len(text)
    for span in spans:
        covered[span["start"] : span["end"]] = [True] * (span["end"] - span["start"])
    checked = {str(label) for label in NAME_LABELS} | {"LOCATION", "HOSPITAL"}
    for span in spans:
        if span["label"] not in checked:
            continue
        for word in re.findall(r"[A-Za-z]{3,}", text[span["start"] : span["end"]]):
            if word.lower() in GENERIC:
                continue
            for hit in re.finditer(rf"\b{re.escape(word)}\b", text, re.IGNORECASE):
                if not covered[hit.start()]:
                    raise ValueError(f"{note_id}: {word!r} also occurs unmarked at {hit.start()}")


def build() -> list[dict]:
    """All notes as JSONL records."""
    records = []
    for i, entry in enumerate(NOTES, start=1):
        note_id = f"icu-{i:03d}"
        text, spans = strip_markup(note_id, entry["markup"], entry["case"])
        check_consistency(note_id, text, spans)
        records.append(
            {"id": note_id, "style": entry["style"], "case": entry["case"], "text": text,
             "spans": spans}
        )
    return records


def main() -> None:
    """Write the set and print a summary."""
    records = build()
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in records))
    labels: dict[str, int] = {}
    for record in records:
        for span in record["spans"]:
            labels[span["label"]] = labels.get(span["label"], 0) + 1
    styles: dict[str, int] = {}
    cases: dict[str, int] = {}
    for record in records:
        styles[record["style"]] = styles.get(record["style"], 0) + 1
        cases[record["case"]] = cases.get(record["case"], 0) + 1
    empty = sum(1 for r in records if not r["spans"])
    print(f"{len(records)} notes ({empty} without PHI), {sum(labels.values())} spans")
    print(f"labels: {dict(sorted(labels.items(), key=lambda kv: -kv[1]))}")
    print(f"styles: {styles}\ncases: {cases}")


if __name__ == "__main__":
    main()
