"""Build tests/data/icu_dev_notes.jsonl: short fictional ICU nursing notes for tuning the rules.

Every note was written for this project in the telegraphic style of ICU nursing progress notes
(system by system, lower case or capitals, abbreviations, run-on lines); all names, dates,
places and numbers are invented. PHI is marked inline as ``[[LABEL:value]]`` as in
scripts/make_gold_notes.py, whose markup reader this script reuses. This is a dev set: the
rules may be tuned on it, so it says nothing about held-out performance.
Run: ``python scripts/make_icu_dev_notes.py``.
"""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path

import orjson

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_gold_notes import strip_markup  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev_notes.jsonl"

NOTES: list[str] = [
    """\
    neuro: a+ox3, mae. cv: sr 80s, bp 110/60s. resp: on 40% fm, sats 95%, abg 7.35/40/90.
    gi: tf at goal. gu: foley, u/o 30-50cc/hr. i/o 1/2 even.
    social: dtr [[PERSON:maria]] called x2, updated. plan: ?transfer to floor in am.
    [[STAFF:kathy]]""",
    """\
    nursing progress note 7p-7a
    pt adm [[DATE:3/14]] from [[HOSPITAL:lmh]] ed w/ urosepsis. pmh: cabg [[DATE:'95]], mi
    [[DATE:92]], dm2. neuro: lethargic but arousable. cv: hr 90s st, map >65 on levo
    0.05. resp: 4l nc. pain 5/10 back, percocet 5/325 1 tab given w/ relief.
    wife [[PERSON:anne]] at bedside, lives in [[LOCATION:marshfield]].""",
    """\
    PT [[PATIENT:ZOLTAN QUIBBLEWICK]] (MRN [[ID:8830124]]) ADMITTED [[DATE:7/2]] FROM
    [[HOSPITAL:ST ELSEWHERE]] FOR RESP FAILURE. VENT: AC 500/14/5/50%. ABG 7.41/38/88.
    NEURO: SEDATED ON PROPOFOL. WIFE [[PERSON:GRISELDA]] IN TO VISIT, UPDATED BY
    [[STAFF:DR OYELARAN]].""",
    """\
    s/o: pt seen by resident [[STAFF:dave]] at 0300 for hypotension, 500cc ns bolus given.
    bp 88/40 -> 102/58. hr 110s af. lasix held. labs sent 0400.
    cx from [[DATE:3/12]] neg to date. son [[PERSON:tom]] called, will visit tomorrow.""",
    """\
    neuro: alert, follows commands, perrl 3mm. pain 2/10.
    cv: nsr 70s, sbp 120s-140s. k 3.6 repleted. heparin gtt at 900u/hr, ptt 65.
    resp: ls clear, ra sats 97%. gi: npo after mn for ercp tomorrow.
    transferred from [[HOSPITAL:caritas norwood]] [[DATE:11/3]].""",
    """\
    RESP: TRACH TO VENT, PS 10/5, FIO2 40%, RR 18, TV 450s. SX FOR THICK TAN SPUTUM.
    CV: HR 80S SR, BP 130/70. NEURO: OPENS EYES TO VOICE.
    SOCIAL: HUSBAND [[PERSON:ELMER]] AND SISTER [[PERSON:ROZ]] IN, PLAN FAMILY MTG
    [[DATE:12/5]] W/ CASE MANAGER [[STAFF:LINDA]].""",
    """\
    pt is [[AGE:78]] yo m s/p fall at home in [[LOCATION:quincy]], sent to [[HOSPITAL:bmc]]
    then here [[DATE:4/20]]. pmh: htn, afib, cva [[DATE:2004]], turp [[DATE:98]].
    neuro: confused overnight, reoriented. haldol 0.5mg x1. cv: rate controlled.
    i/o +1.2l. gtts: none. [[STAFF:joanne]] rn""",
    """\
    7a-7p: uneventful day. vss. afebrile. tolerating clears. oob to chair x2.
    1/2 ns @ 75cc/hr. insulin ss per protocol, bs 140-180.
    pt to go to rehab, likely [[HOSPITAL:youville]] on [[DATE:5/1]]. family aware.""",
    """\
    NEURO: GCS 10T. CV: SBP 90S-100S ON NEO 1MCG/KG/MIN. RESP: CMV 600/12/8/60%.
    ABG 7.28/52/70 -> RATE INCREASED TO 16. ID: TMAX 101.8, VANC/ZOSYN. BLD CX [[DATE:2/8]]
    X2 PENDING. GI: OGT TO LWS. FAMILY: DAUGHTER [[PERSON:PRUDENCE]] CALLED, UPDATED.""",
    """\
    pt came in transfer from [[HOSPITAL:cape cod hospital]] on [[DATE:6/17]] for ercp.
    neuro intact. cv: bp 150/90, started on lopressor 25 bid. resp: 2l nc.
    gi: abd soft, tender ruq, lfts trending down. dispo: back to [[HOSPITAL:cch]] when
    stable per [[STAFF:dr feeney]].""",
    """\
    ccu nursing note. pt [[AGE:66]] yo f w/ nstemi, cath [[DATE:8/9]] w/ des to lad.
    hx: mi [[DATE:'01]], cabg x3 [[DATE:2006]], chf ef 30%. cv: chest pain free, bp 100/60.
    heparin and integrilin dc'd. groin site c/d/i. resp: ra. husband [[PERSON:walt]]
    at bedside, updated. [[STAFF:meg]]""",
    """\
    neuro: sedated on fentanyl 50mcg/hr and versed 2mg/hr, rass -3.
    resp: sbt 5/0 tolerated 30 min then back to ac. peep 8. sats 94-96%.
    cv: hr 100s, maps 60s, levophed titrated 0.1-0.2. urine 20cc/hr x3hrs, md aware.
    plan d/w team, family meeting [[DATE:1/22]] with pcp [[STAFF:dr alvarez]].""",
    """\
    PT ADMITTED FROM [[HOSPITAL:MWH]] WITH GI BLEED. HCT 24 -> 2U PRBC -> 29.
    EGD [[DATE:9/30]]: DU, CLIPPED. PMH: ETOH, CIRRHOSIS DX [[DATE:99]].
    SON [[PERSON:RICO]] AT BEDSIDE, LIVES IN [[LOCATION:BROCKTON]]. PLAN: PPI GTT, Q6H HCT.""",
    """\
    events: pt pulled out ngt at 0200, replaced, cxr confirmed. restraints on per order.
    neuro: agitated, mae, not following. ciwa 12, ativan 1mg iv x2.
    resp: 3l nc. cv: st 110s. k 3.2 -> 40meq. skin: stage 2 sacrum.
    sister [[PERSON:bernadette]] called from [[LOCATION:worcester]], updated.""",
    """\
    sicu npn: pod 1 s/p whipple. neuro: pca dilaudid, pain 3/10. cv: nsr 80s.
    resp: is 1000. gi: ngt to lcs, jp x2 serosang. gu: foley, uop 40-60/hr.
    pt followed at [[HOSPITAL:dfci]] by [[STAFF:dr okonkwo]]. wife [[PERSON:helen]] in, questions
    answered.""",
    """\
    NPN 1900-0700: SR 60S-70S, NO ECTOPY. BP 140/80. K 4.1, MG 2.0.
    RESP: 2L NC, SATS 98%. NEURO: A&OX3, ANXIOUS, ATIVAN 0.5MG X1.
    PT FROM [[HOSPITAL:NEWTON WELLESLEY]], CABG [[DATE:3/16]].
    DTR [[PERSON:JOANIE]] CALLED, UPDATED.
    [[STAFF:BEV]]""",
    """\
    pt is a [[AGE:54]] yo f admitted [[DATE:10/11]]-[[DATE:10/13]] w/ dka. ag closed.
    insulin gtt off at 0600, sq lantus 20u given. diet: ada. bs 110-160.
    lives in [[LOCATION:lowell]] with boyfriend [[PERSON:ray]]. sw consult for ins issues.""",
    """\
    CV: AFIB 120S, DILT GTT 10MG/HR, BP 100/50. RESP: BIPAP 12/5 FOR 2 HRS, NOW 4L NC.
    HX: AVR [[DATE:'88]], PPM [[DATE:2011]]. NEURO: INTACT.
    TRANSFERRED TO [[HOSPITAL:BRIGHAM]] CCU FOR EP STUDY, REPORT GIVEN TO [[STAFF:SUE]] RN.""",
    """\
    resp: intubated, ac 450 x 14, peep 5, fio2 50%. abg 7.44/36/102. sx q2h small amts.
    cv: bp stable 120s/60s. gi: tf impact with fiber at 40cc/hr, goal 60.
    id: tmax 100.2, on cefepime day 3/7. neuro: opens eyes, no commands.
    pt was at [[HOSPITAL:hebrew rehab]] until [[DATE:2/27]].""",
    """\
    NEURO: LETHARGIC, AROUSES TO VOICE. CV: HR 70S, SBP 110S. RESP: 2L, LS CRACKLES BASES.
    GI/GU: INCONT, FOLEY PLACED. SKIN: INTACT.
    PT [[PATIENT:ULRIKA VANTERPOOL]] IS A DNR/DNI PER HCP [[PERSON:OTTO]].
    PLAN: CMO DISCUSSION [[DATE:4/4]].""",
    """\
    0700-1500: pt s/p ex lap [[DATE:5/22]]. incision c/d/i, abd binder on. pain 4-6/10,
    dilaudid pca. vs: 98.9, 88, 130/72, 18, 96% 2l. i/o: 1200/800.
    case manager [[STAFF:phyllis]] working on placement at [[HOSPITAL:newbridge]].
    [[STAFF:lisa]]""",
    """\
    CSRU NPN. PT ARRIVED FROM OR AT 1400 S/P MVR. CT X3 TO -20 SXN, 100CC/HR.
    PACED AAI 90. CI 2.4. NEO 0.5. EXTUBATED 1800 TO 4L NC. ABG 7.38/42/110.
    PMH: RHEUMATIC FEVER AS CHILD, CHF, TIA [[DATE:1997]].
    WIFE [[PERSON:ESTELLE]] AND SON [[PERSON:BRYCE]] VISITED.""",
    """\
    neuro: pt a+o x1, sundowning. precedex 0.4. cv: hr 60s, bp 160/80 -> hydral 10 iv.
    resp: 2l, cpap at night 10. gi: bm x1. gu: voiding.
    pt normally lives at [[HOSPITAL:sunrise of braintree]] assisted living. niece [[PERSON:carla]]
    is hcp. plan to return there [[DATE:6/3]] if stable.""",
    """\
    PT FOUND DOWN AT HOME, EMS TOOK TO [[HOSPITAL:QMC]] ED, THEN MEDFLIGHT HERE [[DATE:8/15]].
    HEAD CT: SAH. NEURO: GCS 7, ICP 15-18. EVD AT 10. NIMODIPINE 60 Q4H.
    BROTHER [[PERSON:CLIFF]] IS NOK, PHONE [[PHONE:617-555-0148]].""",
    """\
    sat 91% on 6l nc -> nrb, abg 7.30/55/60, placed on bipap 10/5.
    neuro: anxious, morphine 2mg x1. cv: st 110s. plan: cta today.
    pt has been at [[HOSPITAL:cardinal cushing]] since [[DATE:1/9]] after hip fx repair
    [[DATE:12/28]]. pcp [[STAFF:dr lundqvist]].""",
    """\
    MICU NPN: PT REMAINS INTUBATED. RASS -2. FENT 100. PROP 30MCG/KG/MIN.
    VENT CPAP 5/5 X 1 HR THEN AC. RSBI 80. CXR: IMPROVED L LL INFILTRATE.
    HX: LOBECTOMY [[DATE:'03]], XRT [[DATE:2004]]. RESIDENT [[STAFF:PRIYA]] AWARE OF
    TMAX 102. [[STAFF:GINNY]]""",
    """\
    neuro: intact. cv: sbp 100-120 on nitro 1mcg/kg/min. resp: ra.
    pt had tte [[DATE:3/2]] ef 25%. plan for cath [[DATE:3/6]] at [[HOSPITAL:bidmc]].
    dtr [[PERSON:jolene]] from [[LOCATION:fall river]] staying at [[HOSPITAL:yawkey]] family house.
    pain 0/10. i/o neg 500.""",
    """\
    resp: ls diminished bases, is 750. 3l nc sats 93%. cv: hr 90s, bp 130/70.
    gi: tolerating reg diet. hct stable 30. dispo: screening for rehab; pt prefers
    [[HOSPITAL:braintree rehab]] near her home in [[LOCATION:weymouth]].
    husband [[PERSON:frank]] aware.""",
    """\
    PT IS A [[AGE:81]] YO M FROM [[HOSPITAL:ALLIANCE NH]] W/ ASP PNA. HX: CVA [[DATE:92]]
    W/ R HEMI, DEMENTIA, PEG [[DATE:2007]]. NEURO: NONVERBAL AT BASELINE.
    RESP: 4L, SX FOR THICK WHITE. ID: ZOSYN. 1/2 NS AT 60. SON [[PERSON:DESMOND]] UPDATED.""",
    """\
    neuro: cam neg. cv: nsr, bp 118/64. gtts: insulin 3u/hr. resp: 2l nc.
    labs: na 131, k 4.4, cr 1.9 (baseline 1.2 per [[HOSPITAL:mass general]] records).
    case d/w house officer [[STAFF:shapiro]]. wife [[PERSON:daphne]] calling in am.""",
    """\
    NPN 7A-7P. NEURO: A+O X3. CV: PACED 70, BP 100S/50S. CT 20CC/HR SEROUS.
    RESP: EXTUBATED [[DATE:5/12]] 1000, 4L NC. PULM TOILET DONE.
    [[STAFF:DR BRANNIGAN]] IN TO SEE PT, PLAN TO FLOOR. PT'S DAUGHTER [[PERSON:KIMBERLEE]] IN.""",
    """\
    pt from [[LOCATION:gloucester]], transferred from [[HOSPITAL:addison gilbert]] [[DATE:2/2]] w/
    pancreatitis. lipase 1200. npo, ivf lr at 200. pain 8/10 -> 4/10 w/ dilaudid 1mg.
    resp: 2l. gu: foley, uop 50/hr. [[STAFF:nancy]]""",
    """\
    CV: SBP 80S, LEVO TO 0.15, VASO 0.04. LACTATE 4.2 -> 3.1. RESP: AC 500/20/10/80%,
    P/F 120. PRONED 1600. NEURO: PARALYZED, BIS 40-50.
    FAMILY MTG HELD W/ WIFE [[PERSON:MAGDALENA]] AND ATTENDING [[STAFF:DR ZABRISKIE]].""",
]


def build(notes: list[str], prefix: str) -> list[dict]:
    """Marked-up notes as JSONL records with ids `<prefix>-001`, ..."""
    records = []
    for i, markup in enumerate(notes, start=1):
        note_id = f"{prefix}-{i:03d}"
        text, spans = strip_markup(note_id, textwrap.dedent(markup).strip("\n"))
        records.append({"id": note_id, "style": "icu_nursing", "text": text, "spans": spans})
    return records


def write(records: list[dict], out: Path) -> None:
    """Write a dev set and print a summary."""
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(b"".join(orjson.dumps(r) + b"\n" for r in records))
    labels: dict[str, int] = {}
    for record in records:
        for span in record["spans"]:
            labels[span["label"]] = labels.get(span["label"], 0) + 1
    print(f"{len(records)} notes, {sum(labels.values())} spans: {labels}")


def main() -> None:
    write(build(NOTES, "icu-dev"), OUT)


if __name__ == "__main__":
    main()
