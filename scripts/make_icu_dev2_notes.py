"""Build tests/data/icu_dev2_notes.jsonl: a second set of fictional ICU nursing notes for the rules.

A different voice from scripts/make_icu_dev_notes.py: D/A/R and event notes, transfer and
report-called notes, family-call notes and shift summaries, in lower case, capitals or mixed,
with hospitals named without a cue word, dates far from their cue, history years and towns after
less common cues, beside look-alikes of the same shapes (vitals, doses, scores, ABGs, vent
settings, fractions, shift times, bed numbers, drug, device and eponym names). All names,
places, initialisms and numbers are invented. PHI is marked inline as ``[[LABEL:value]]`` as in
scripts/make_gold_notes.py; scripts/make_icu_dev_notes.py builds and writes both dev sets. This
is a dev set: the rules may be tuned on it, so it says nothing about held-out performance.
Run: ``python scripts/make_icu_dev2_notes.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_icu_dev_notes import build, write  # a sibling script, not a package

OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "icu_dev2_notes.jsonl"

NOTES: list[str] = [
    """\
    D: pt restless overnight, pulling at lines. bp 150/88, hr 104 st. pain 6/10 per cpot.
    A: fentanyl 25mcg iv x2, repositioned, mitts on. R: resting, bp 128/70.
    wife [[PERSON:odile]] called 2200, updated. pt usually at [[HOSPITAL:wrenmoor]] for
    dialysis.""",
    """\
    EVENT NOTE 0340: PT DESATTED TO 82% ON 4L NC, PLACED ON NRB -> 94%. ABG 7.31/49/58.
    RT [[STAFF:DOYLE]] AT BEDSIDE, BIPAP 12/6 40%. CXR DONE. MD [[STAFF:FENWICK]] AWARE.
    PMH: COPD, CHF, MI [[DATE:'09]], CABG X2 [[DATE:04]]. HOME O2 2L.""",
    """\
    Transfer note: pt to be transferred to [[HOSPITAL:kbh]] for higher level of care, accepting
    [[STAFF:dr ostrander]]. report called to [[STAFF:maureen]] rn 1630. bed 12 cleaned.
    vs at transfer: 118/66, 92, 20, 97% 3l. belongings w/ pt. dtr [[PERSON:leigh]] aware.""",
    """\
    family call: spoke w/ son [[PERSON:ambrose]] by phone, he lives in [[LOCATION:tarrington]]
    and will drive up sat. questions re: trach answered. he asked that pt go back to
    [[HOSPITAL:pmc]] after. social work notified.""",
    """\
    neuro: rass 0, cam neg, mae x4. cv: nsr 70s, no ectopy. k 3.4 -> 20meq po.
    resp: 2l nc, ls cl, is 1250. gi: reg diet, +bs, bm x1. gu: voids qs.
    skin: intact, heels floated. plan: to floor today, likely [[HOSPITAL:fennimore rehab]]
    after.""",
    """\
    NPN 1900-0700
    NEURO: SEDATED PROPOFOL 20, RASS -2. CV: SBP 90S, LEVO 0.08. RESP: PRVC 450/16/8/45%.
    ABG 7.36/41/84 ON PEEP 8/FIO2 45%. ID: TMAX 100.9, BCX X2 SENT.
    PT CAME FROM [[HOSPITAL:HOLLIS GENERAL]] [[DATE:9/18]]. SON [[PERSON:LUCIEN]] NOK.""",
    """\
    pt is a [[AGE:71]] yo m resident of [[LOCATION:ashcombe]], hx etoh, cirrhosis dx [[DATE:2015]],
    tips [[DATE:'18]], sbp [[DATE:2019]]. came in from [[HOSPITAL:ashcombe regional]] ed w/ ugib.
    egd [[DATE:4/9]] banding x3. hct 21 -> 1u prbc -> 25. octreotide gtt 50mcg/hr.""",
    """\
    cv: hr 80s af, dilt 5mg/hr. bp 132/74. resp: 3l, sats 95. gi: tf jevity 1.2 at 55.
    pt seen at [[HOSPITAL:brightwater]] [[DATE:10/2]] for same complaint, sent home.
    niece [[PERSON:thea]] at bedside 1500-1800, updated by np.""",
    """\
    RESP EVENT 0115: PT SELF EXTUBATED. REINTUBATED BY ANESTHESIA, 7.5 ETT 23 AT LIP.
    CXR OK. VENT AC 500/14/5/40%. FENT 50, VERSED 2. SWAN-GANZ AT 45, CI 2.1.
    WIFE [[PERSON:GERTA]] NOTIFIED 0200 BY [[STAFF:DR ABERNATHY]].""",
    """\
    pt [[PATIENT:marlow quennell]] admitted [[DATE:11/27]] from home in [[LOCATION:dunmore]]
    w/ urosepsis. lactate 3.8 -> 1.9 after 30cc/kg. cefepime. 1/2 ns @ 100.
    bp 96/50 map 65. pmh: dm2, ckd3, turp [[DATE:07]], cva [[DATE:2011]].""",
    """\
    SHIFT SUMMARY: UNEVENTFUL. VSS. PAIN 2/10, TYLENOL 650 X1. PERCOCET 5/325 PRN NOT NEEDED.
    PT OOB TO CHAIR X2 W/ PT. PLAN: DC TO [[HOSPITAL:ST. OSWIN'S]] TOMORROW IF BED.
    DAUGHTER [[PERSON:FLORIAN]] TO PICK UP BELONGINGS. [[STAFF:RENATA]] RN""",
    """\
    s/p fall at [[HOSPITAL:glenhaven]] nursing home [[DATE:1/14]], found down, +head strike.
    ct head: small sdh. neuro checks q1h, gcs 14 (e4v4m6). keppra 500 bid.
    hcp is son [[PERSON:ignatius]]; lives in [[LOCATION:wexcombe]], number on chart.""",
    """\
    0700-1900 npn
    cv: st 100s, bp 100-110/60s. swan: pad 22, co 4.1, svr 900. milrinone 0.25.
    resp: 40% fm, abg 7.42/35/78. gu: lasix gtt 10/hr, uop 150-200/hr, i/o -1.8l.
    back to [[HOSPITAL:cmh]] cath lab [[DATE:3/3]] for rhc. wife aware.""",
    """\
    NEURO: A&O X3, ANXIOUS. ATIVAN 0.5 X1. CV: NSR 80S. BP 140/90 -> LABETALOL 10 IV.
    PT ORIGINALLY FROM [[LOCATION:KESTRELL BAY]], MOVED HERE 2 YRS AGO. SISTER
    [[PERSON:PHILOMENA]] CALLED FROM [[LOCATION:OHIO]]. PAIN 4/10 INCISION.""",
    """\
    pt transferred from the floor for hypotension, bp 78/40. 2l lr bolus -> 102/58.
    levo started 0.05. lactate 2.9. blood cx x2, ucx. vanc/zosyn.
    pt was at [[HOSPITAL:mvh]] [[DATE:12/20]]-[[DATE:12/23]] for pna. pmh: htn, cad, pci
    [[DATE:'12]].""",
    """\
    neuro: intact, c/o headache 5/10. ct neg. cv: nsr, bp 124/70. peep n/a, ra 96%.
    nutrition: cardiac diet, tolerating. 2/3 meals eaten.
    husband [[PERSON:rudolf]] visiting, staying at hotel near [[HOSPITAL:lakemont]]; they live in
    [[LOCATION:pruett]].""",
    """\
    D/A/R: D) PT C/O CP 7/10, EKG: ST DEPRESSION V4-V6. A) NTG SL X3, MORPHINE 2MG,
    HEPARIN BOLUS 4000U THEN 900U/HR. TROP 0.8. R) CP 2/10.
    PT TO [[HOSPITAL:SGH]] FOR CATH IN AM. HX: NSTEMI [[DATE:'16]], STENT [[DATE:2017]].""",
    """\
    Event: family meeting held at 1400 w/ pt's wife [[PERSON:Imelda]], sons [[PERSON:Corwin]] and
    [[PERSON:Dax]], attending [[STAFF:Dr Halvorsen]], SW [[STAFF:Tierney]]. Decision made for
    CMO. Morphine gtt 2mg/hr. Chaplain called. Pt from [[LOCATION:Bellhaven]] originally.""",
    """\
    resp: trach 8 shiley, ps 12/5 40%, tv 400s, rr 22. sx q2-3h thick yellow.
    pt came to us from [[HOSPITAL:oakridge ltach]] on [[DATE:6/30]], plan return to
    [[HOSPITAL:oakridge ltach]] when weaned. id: mrsa in sputum, vanc trough 17.""",
    """\
    CV: HR 50S SB, ATROPINE NOT NEEDED. BP 110/60. PACER WIRES CAPPED.
    RESP: EXTUBATED, 4L NC, IS 750. PMH: AAA REPAIR [[DATE:03]], CEA [[DATE:'07]], CABG X4
    [[DATE:1999]].
    PT LIVES ALONE IN [[LOCATION:MORROW FALLS]], NEIGHBOR [[PERSON:WILBUR]] HAS KEYS.""",
    """\
    npn: pt admitted via [[HOSPITAL:fmc]] ed after mvc, restrained driver. ct: l rib fx 4-7,
    small ptx, ct placed. pca dilaudid. pain 8/10 -> 5/10.
    mother [[PERSON:carys]] here from [[LOCATION:hadleigh]]; pt lives in [[LOCATION:norbury]].""",
    """\
    neuro: gcs 3t, pupils fixed 5mm. no cough/gag. apnea test planned.
    organ bank called, rep [[STAFF:wendell]] on way. family aware.
    cv: dopa 10, bp 90/50. ddavp given for uop 400/hr. na 152.""",
    """\
    GI: NPO FOR EGD TOMORROW. PROTONIX GTT 8MG/HR. HCT 27 STABLE X2.
    PT FOLLOWED BY [[STAFF:DR VASQUEZ-ORR]] AT [[HOSPITAL:BTH]]
    WILL NEED RECORDS FAXED. SON [[PERSON:ELDRIDGE]] CALLED X2.""",
    """\
    pt had ercp at [[HOSPITAL:rowan valley]] [[DATE:11/2]], stent placed, now w/ cholangitis.
    tmax 103.1, tylenol 650. bp 88/46 -> 1l ns -> 104/60. zosyn.
    pmh: chole [[DATE:98]], htn. daughter [[PERSON:aurelie]] called, lives in
    [[LOCATION:eastbrook]].""",
    """\
    CCU NPN: IMPELLA CP P6, FLOW 3.1. MAP 70S. HEPARIN PER PROTOCOL, PTT 58.
    LVAD EVAL W/ [[HOSPITAL:MERCY HEART INSTITUTE]] TEAM [[DATE:7/8]].
    FAMILY: WIFE [[PERSON:SOLVEIG]] AT BEDSIDE, FROM [[LOCATION:GRANTHAM]], STAYING AT HOTEL.""",
    """\
    neuro: cpot 1. cv: nsr 70s. resp: 30% tc, peep 5, fio2 40%. abg 7.40/40/95.
    gi: og to lcs. gu: foley, uop 0.5cc/kg/hr. skin: braden 12, stage 1 coccyx.
    trach/peg planned [[DATE:2/19]]. screening for ltach, first choice
    [[HOSPITAL:vernon ltach]].""",
    """\
    Pt arrived 2300 from [[HOSPITAL:stm]] via medflight, intubated. Trendelenburg for line
    placement, r ij cvl. Levo 0.2, vaso 0.04. Lactate 6. Homan's neg.
    Wife [[PERSON:Birgitta]] driving from [[LOCATION:Calder Springs]], eta 0200.""",
    """\
    cv: afib rvr 140s -> amio bolus 150 then 1mg/min. bp 100/58.
    hx: pe [[DATE:05]], dvt [[DATE:'10]] on coumadin, inr 3.2. held.
    sister [[PERSON:winona]] at bedside, updated. pt goes to [[HOSPITAL:pinegate]] coumadin
    clinic.""",
    """\
    NEURO: CIWA 18, ATIVAN 2MG IV X3. PHENOBARB LOAD PER PROTOCOL. RESTRAINTS X4.
    PT BROUGHT IN BY [[LOCATION:HALEFORD]] PD, ETOH 310. LAST DRINK PER PT 4 DAYS AGO.
    NO FAMILY CONTACT. PCP AT [[HOSPITAL:HALEFORD HEALTH CENTER]].""",
    """\
    pt is a [[AGE:59]] yo f w/ aml, day +12 s/p induction, neutropenic. anc 0.1.
    tmax 101.4 -> cefepime, vanc. plt 8 -> 1 unit. bp 104/62.
    pt gets care at [[HOSPITAL:harwell cancer center]]. husband [[PERSON:teodor]] at bedside.""",
    """\
    RESP: SBT 5/0 X 30 MIN, RSBI 62. EXTUBATED 1030 TO 4L NC. ABG 7.38/44/81.
    CV: SR 80S. GI: SLP EVAL PENDING. GU: FOLEY DC'D, DTV 0600.
    PT FROM [[LOCATION:LINTON]]; WIFE [[PERSON:MAEVE]] UPDATED BY PHONE. [[STAFF:KORRIGAN]] RN""",
    """\
    transfer in from [[HOSPITAL:dmh]] [[DATE:1/3]] for nstemi. cath [[DATE:1/4]]: 3vd, cabg eval.
    hep gtt, asa, statin. bp 126/78. k 4.0 mg 2.1. pain 0/10.
    pt lives in [[LOCATION:selbourne]] w/ wife, retired machinist. cards fellow
    [[STAFF:nakamura]].""",
    """\
    neuro: post-ictal, then a&o x2. keppra 1g. eeg hooked up 1900.
    cv: bp 160/90, hydralazine 10 x1. resp: ra. pain 3/10 ha.
    outpt neuro at [[HOSPITAL:wyndham]]. mom [[PERSON:colette]] here, dad calling from
    [[LOCATION:rhode island]].""",
    """\
    EVENT 2245: RRT CALLED FOR HR 38, BP 70/40. ATROPINE 0.5 X2, TCP PADS ON.
    TRANSVENOUS PACER PLACED BY [[STAFF:DR QUIGGINS]] 2330. NOW PACED 70, BP 118/64.
    HX: TAVR [[DATE:'19]], PPM EVAL AT [[HOSPITAL:CVH]] PLANNED.""",
    """\
    cv: hr 90s st, bp 118/60. gtts: heparin 1100u/hr. resp: 2l nc.
    gi: clears. gu: cr 2.1 from 1.4. renal following, crrt not needed.
    pt was seen in [[HOSPITAL:osborne]] er [[DATE:5/5]] and sent home. son [[PERSON:piers]] upset,
    pals contacted.""",
    """\
    0700-1900: PT AWAKE, CALM, WRITING ON CLIPBOARD. CV: NSR 60S. RESP: TRACH COLLAR 35%.
    PT'S WIFE [[PERSON:ROSALIND]] BROUGHT PAPERWORK FROM [[HOSPITAL:KINGSGATE]].
    PLAN: PMV TRIAL, SLP [[DATE:8/22]]. TOLERATED TC X2/3 OF SHIFT.""",
    """\
    pt w/ hx copd (home o2 3l), osa on cpap 12/8, mi [[DATE:2003]], tka [[DATE:'14]]. here w/ copd
    exac.
    bipap 14/7 overnight, now 3l nc. solumedrol 40 q8, nebs q4.
    pt lives with dtr [[PERSON:nadine]] in [[LOCATION:corliss]]. pcp [[STAFF:dr eberhardt]].""",
    """\
    NEURO: LEFT MCA STROKE, TPA GIVEN AT [[HOSPITAL:WHM]] 1415, THEN FLOWN HERE.
    NIHSS 14 -> 9. BP GOAL <180/105, NICARDIPINE 5MG/HR. NEURO CHECKS Q15 MIN.
    HUSBAND [[PERSON:BARNABY]] ARRIVING FROM [[LOCATION:WESTHOLLOW]].""",
    """\
    s: "i want to go home." o: bp 134/80, hr 88, rr 18, 95% ra, pain 2/10.
    a: ready for transfer. p: to 7 north, report to [[STAFF:jacinta]] rn.
    pt will f/u with [[STAFF:dr ravel]] at [[HOSPITAL:lindell]] clinic [[DATE:12/9]].""",
    """\
    pt intubated for airway protection after od. tox: apap 180. nac protocol.
    psych sitter at bedside. mother [[PERSON:ottilie]] called, from [[LOCATION:brinford]].
    prior admit at [[HOSPITAL:sgh]] [[DATE:2/11]] for si. 5/325 percocet bottle found.""",
    """\
    CV: SBP 70S ON 3 PRESSORS, CMO DISCUSSED. FAMILY AT BEDSIDE.
    PT EXPIRED 0412 [[DATE:3/29]], PRONOUNCED BY [[STAFF:DR MWANGI]]. ORGAN BANK CALLED, CASE #
    [[ID:26-4471]]. BODY TO MORGUE. WIFE [[PERSON:ILSE]] TAKING BELONGINGS.""",
    """\
    resp: vent ac 400/18/12/70%, p/f 110. proned 16h/day. abg 7.29/50/72.
    cv: levo 0.1. neuro: cisatracurium, tof 1/4. ID: covid +.
    pt transferred from [[HOSPITAL:ardmore]] icu [[DATE:1/8]]. wife [[PERSON:katrin]] calls
    daily.""",
]


def main() -> None:
    write(build(NOTES, "icu-dev2"), OUT)


if __name__ == "__main__":
    main()
