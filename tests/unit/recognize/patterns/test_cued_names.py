"""Names after kin, role and title cues in lower case and ALL CAPS, beside ordinary words."""

import pytest

from stream.recognize.patterns.cued_names import CuedNameFamily

from .helpers import found

P, S, PT = "PERSON", "STAFF", "PATIENT"
CASES = [
    # a rare name owning a kin word, beside ordinary and clinical words owning one
    ("KOWALCZYK's wife called back", [("KOWALCZYK", P)]),
    ("VOLLQUIST'S DAUGHTER AT BEDSIDE", [("VOLLQUIST", P)]),
    ("spoke with Vollquist's son re plan", [("Vollquist", P)]),
    ("Patient's wife called back", []),
    ("PATIENT'S DAUGHTER AT BEDSIDE", []),
    ("hx of Parkinson's; son at bedside", []),
    ("Mom's sister visited", []),
    ("pateint's husband home", []),
    ("today's son visit went well", []),
    # a note opening with two rare capitalized words and a clinical cue
    ("Brisane Vollquist is a 67 yo M with CHF", [("Brisane Vollquist", PT)]),
    ("ZBIGNIEW KOWALCZYK PRESENTS WITH CP", [("ZBIGNIEW KOWALCZYK", PT)]),
    ("Ysolde Marrak, 54F, admitted for DKA", [("Ysolde Marrak", PT)]),
    ("Chest Pain is a concern overnight", []),
    ("Patient Vollquist is a 67 yo M", []),
    ("HPI VOLLQUIST PRESENTS WITH CP", []),
    ("Atrial Fibrillation, 67 yo, rate controlled", []),
    ("Zosyn Vanc 2 years ago for pneumonia", []),
    ("Brisane Vollquist tolerating diet", []),
    # two or three name words in any case and script that open a line before an age
    ("micu npn 0700-1900\nsinalei leiataua 24 yo f dm1, dka #4", [("sinalei leiataua", PT)]),
    ("admit 0100 - dka\nbrayan tijerina, 15 yo, type 1", [("brayan tijerina", PT)]),
    ("MICU NPN\nMarisol Quintero 44 y/o F w/ ARDS", [("Marisol Quintero", PT)]),
    ("npn\nbrayden demoski-esai 19 yo m from holy cross", [("brayden demoski-esai", PT)]),
    ("npn\nGuadalupe Peralez, 58 años, back from Reynosa", [("Guadalupe Peralez", PT)]),
    ("NPN\nPleasant Elderly 67 yo M w/ copd", []),  # English words
    ("NPN\nSeptic Shock, 67 yo M, levo weaned", []),  # clinical words
    ("NPN\nstable night. 24 yo f w/ dka", []),
    ("NPN\nMarisol Quintero tolerating tf", []),  # no age after them: names.py's
    # the one rare word that opens a line before what a patient does, after a heading at most
    ("npn 7p-7a: nakoa extubated @ 0520 after SBT", [("nakoa", PT)]),
    ("0200 Abdiwali up to pray w/ collar on", [("Abdiwali", PT)]),
    ("1500 Mirek CIWA 6, ate the pierogi", [("Mirek", PT)]),
    ("0400 Levo MAP 65", []),  # a drug, no name
    ("Event note 1830-2300\nRoald declared dead by brain death criteria", [("Roald", PT)]),
    ("NSG 7P-7A: SLUSHER SLEPT W/ DTR AT BEDSIDE", [("SLUSHER", PT)]),
    ("x\nwaneta agrees to suboxone clinic", [("waneta", PT)]),
    ("x\nmalky pulled at the foley x2", [("malky", PT)]),
    ("x\nGENE TEARFUL AFTER THE VISIT", []),  # an English word
    ("x\n0030 CARREIRINHA INTUBATED BY DR. X", [("CARREIRINHA", PT)]),  # after a clock time
    ("NEURO: X\nGÜERO EXTUBATED 0900 TO 4L NC", [("GÜERO", PT)]),  # letters of any script
    ("x\n1600 cleiton following commands", [("cleiton", PT)]),
    # or that opens a sentence; not an everyday or clinical word, nor a titled name
    ("ativan gtt 4 -> 2 mg/hr. genaro asleep, hr 80s", [("genaro", PT)]),
    ("fs 188 on gtt. citlali asking for water", [("citlali", PT)]),
    ("hr 80s. chebo moved l hand to voice", [("chebo", PT)]),
    ("CVICU day 3 - DeLynn extubated 0900", [("DeLynn", PT)]),
    ("x - levo weaned", []),
    ("uo 25-40. ortland breathing over the vent", [("ortland", PT)]),
    ("SBP 128-138. Ludovina squeezes w/ L hand", [("Ludovina", PT)]),
    ("icp 10-14. brecken bucking the vent", [("brecken", PT)]),
    ("0200 ph 7.4. amarjit rass -2", [("amarjit", PT)]),  # the patient's sedation score
    ("HR 96.\nAlvie follows commands", [("Alvie", PT)]),
    ("0200 ph 7.4. Propofol rass -2", []),  # a drug
    # a given name that is an English word, in Title case where the note is not in capitals
    ("hr 80s. Destiny asking for mom", [("Destiny", PT)]),
    ("NPN 7a-7p, HD 2\nMisty extubated @ 1015 after SBT", [("Misty", PT)]),
    ("x.\nForeman asked about the section boss", []),  # a surname that is a trade
    ("HR 80S. DESTINY ASKING FOR MOM", []),  # in capitals a word may be any word
    ("on ac. Dilaudid follows the plan", []),
    ("sputum 10cc/hr. cholinesterase still pending.", []),
    ("bp 120s. Levo weaned off", []),
    ("stable. Family asking about plan", []),
    ("called Dr. Vantongeren asked for labs", []),
    ("2 mg/hr. pt asleep", []),
    ("condom cath. neph following for arf", []),  # a service
    ("(22 -> 14 ML/KG). ELECTIVELY INTUBATED @ 0215", []),  # an adverb
    ("NO VT SINCE 0446. LIDO OFF @ 1200", []),  # a drug
    ("stable. Beverly asleep now", [("Beverly", PT)]),
    ("T 37.2. FS 98. Nayely sleeping in the chair", [("Nayely", PT)]),
    ("x\n1600 pt following commands", []),
    ("x\n0600 hija says the colonia store closed", []),  # a kin word, in Spanish
    ("family calls him tatay hermie.", [("hermie", P)]),
    ("npn 7a-7p, pod 2\nmarquell a+ox3, pain 7/10", [("marquell", PT)]),
    ("gtt 3 u/hr\ncitlali asking for water", [("citlali", PT)]),
    ("NOTE - TO THE FLOOR\nEDVIN OFF HFNC @ 1000", [("EDVIN", PT)]),
    ("to the floor, rm 4114\nkiona hd 12, extubated", [("kiona", PT)]),
    ("npn\nHFOV OFF @ 0300\nino off @ 0400\npge off", []),  # devices and drugs
    ("npn\nlabs asking for repeat", []),  # an ordinary word
    ("per sw ok to confirm he is here", []),  # "ok" after a role is no name
    ("Abd remains soft\nLevo weaned to 2\nPt denies pain\nMamaw asks about food", []),
    ("Family wants an update; she then nakoa extubated", []),  # not at a line's start
    # kin cues, any case
    ("social: dtr maria called x2", [("maria", P)]),
    ("wife anne at bedside", [("anne", P)]),
    ("husband walt at bedside", [("walt", P)]),
    ("husband frank aware.", [("frank", P)]),
    ("son tom called, will visit", [("tom", P)]),
    ("niece carla is hcp", [("carla", P)]),
    ("DTR JOANIE CALLED, UPDATED.", [("JOANIE", P)]),
    ("wife anne marsh at bedside", [("anne marsh", P)]),
    # a surname after a rare first name: a rare caps word, or a name-like word after a strong cue
    ("SW NNEKA UDEH WILL FOLLOW.", [("NNEKA UDEH", S)]),
    ("RESIDENT OKONJO NOTIFIED", [("OKONJO", S)]),
    ("RT DOYLE ABG SENT", [("DOYLE", S)]),
    ("chaplain tavish brennock in to see family", [("tavish brennock", S)]),
    ("resident okonjo paged re k", [("okonjo", S)]),
    # rare names after strong cues in ALL-CAPS notes
    ("HUSBAND ELMER AND SISTER ROZ IN, PLAN", [("ELMER", P), ("ROZ", P)]),
    ("PT ZOLTAN QUIBBLEWICK (MRN 8830124) ADMITTED", [("ZOLTAN QUIBBLEWICK", PT)]),
    ("NEURO: OK. PT ULRIKA VANTERPOOL IS A DNR/DNI", [("ULRIKA VANTERPOOL", PT)]),
    # a lower-case "last, first" after a patient header; not words of an assessment
    ("pt: ogbonna, chidi   acct # 40918827", [("ogbonna, chidi", PT)]),
    # a surname's particle, and a middle name or initial where the header's name ends
    ("pt: de la cruz, fermina   mrn 3012-9970", [("de la cruz, fermina", PT)]),
    ("pt: przybylo, shyanne m   mrn 07-136", [("przybylo, shyanne m", PT)]),
    ("pt: kowalski, mary jo\nhpi: fall", [("kowalski, mary jo", PT)]),
    ("pt: ogbonna, chidi was seen", [("ogbonna, chidi", PT)]),
    ("name: vasquez-ortiz, delfina", [("vasquez-ortiz, delfina", PT)]),
    ("pt: alert, oriented x3", []),
    ("pt: lethargic, confused", []),
    ("patient: tolerating, well", []),
    # roles and "dr"
    ("pt seen by resident dave at 0300", [("dave", S)]),
    ("case manager phyllis working on placement", [("phyllis", S)]),
    ("case d/w house officer shapiro. wife", [("shapiro", S)]),
    ("DET ARNULFO FROM THE PD CALLED", [("ARNULFO", P)]),
    ("det oyervides from the pd here @ 1500", [("oyervides", P)]),
    ("DEPUTIES MARROQUIN AND QUEZADA W/ PT", [("MARROQUIN", P), ("QUEZADA", P)]),
    ("det 2 cm", []),
    ("RESIDENT PRIYA AWARE OF TMAX", [("PRIYA", S)]),
    ("followed at dfci by dr okonkwo. wife", [("okonkwo", S)]),
    ("pcp dr lundqvist.", [("lundqvist", S)]),
    ("PLACED BY DOC TOLLEFSRUD IN ER", [("TOLLEFSRUD", S)]),
    # liaisons, house officers ("h.o."), and a Title-case name no census holds after a strong role
    ("LIAISON PRISCA FROM KINGSMERE TO SEE PT MON.", [("PRISCA", S)]),
    ("h.o. fontenot to bedside", [("fontenot", S)]),
    ("interpreter Deolinda used for consent", [("Deolinda", S)]),
    ("INTERPRETER SRA. MIRELES FOR FAMILY MTG", [("MIRELES", S)]),  # the title goes with it
    ("liaison aware", []),
    ("H.O. AWARE", []),
    ("interpreter Services called", []),
    ("resident Paged re k", []),
    ("attending Cardiology aware", []),
    ("a patient of doc tollefsrud since the 70s", [("tollefsrud", S)]),
    ("doc aware, will see on rounds", []),
    ("DOC NOTIFIED OF K 3.1", []),
    ("pt to see doc in am", []),
    # names no list holds after strong kin and role cues, in any case, and after "and"
    ("son caspar updated by phone", [("caspar", P)]),
    ("Husband Lorcan at bedside", [("Lorcan", P)]),
    ("pt's gf tamsin visited 2000", [("tamsin", P)]),
    ("coming for his granddaughter's wedding on the 14th", []),
    ("wife renske and son joost here", [("renske", P), ("joost", P)]),
    # in-laws, step-parents, partners, neighbors; a patient care tech
    ("Pt's sister-in-law Wenonah at bedside", [("Wenonah", P)]),
    ("son Emrys and dtr-in-law Briallen.", [("Emrys", P), ("Briallen", P)]),
    ("PTS BROTHER INLAW HOBART CALLED", [("HOBART", P)]),
    ("mother annika and stepdad rupert here", [("annika", P), ("rupert", P)]),
    ("Partner Sunita aware.", [("Sunita", P)]),
    ("neighbor gwilym has key", [("gwilym", P)]),
    ("FOUND ON FLOOR BY PCT AMARA. NO HEAD STRIKE", [("AMARA", S)]),
    ("partner in crime", []),
    ("neighbor called 911", []),
    ("pct assist x2, pct aware", []),
    ("SONS TOBIAS AND KONRAD. PT S/P MVR", [("TOBIAS", P), ("KONRAD", P)]),
    # a list after a strong kin word, up to the first item that is no name
    ("pt's 3 dtrs (monica, veronica and mary pat) at bedside",
     [("monica", P), ("veronica", P), ("mary", P)]),
    ("grandchildren jenna, tyler and megan", [("jenna", P), ("tyler", P), ("megan", P)]),
    ("SONS ERNO/LASZLO IN AT 1900", [("ERNO", P), ("LASZLO", P)]),
    ("wife treva and sons wade and dwight in waiting room",
     [("treva", P), ("wade", P), ("dwight", P)]),
    ("son john, aware of plan", [("john", P)]),
    ("wife mary, pt's hcp, at bedside", [("mary", P)]),
    ("children at bedside", []),
    ("ngt replaced by resident okonjo, kub", [("okonjo", S)]),
    ("cm philippa to follow", [("philippa", S)]),
    ("3 HRS AWAY. CM BRUNELLE WORKING ON REHAB", [("BRUNELLE", S)]),  # "cm" after a sentence
    # ... but not clinical words, abbreviations or ordinary words after them, nor "cm" as a unit
    ("son hcpoa paperwork", []),
    ("dtr tele ok", []),
    ("wife intubated herself? no", []),
    ("wife and son at bedside", []),
    ("son and dtr updated", []),
    ("Husband Called", []),
    ("lesion 2 cm philippa", []),
    ("friend kozmo visited", []),
    ("wife aware and agrees", []),
    # one rare surname after "PT" in capitals; a name between "pt" and the age; officers
    ("PT VOSKUIJLEN POD 2 S/P EX LAP", [("VOSKUIJLEN", PT)]),
    ("FAILURE. PT RECIEVED INTUBATED, AC 500X14", []),  # misspelled verbs are no names
    ("pt tobiah wexcourt 38 yo m, ivdu", [("tobiah wexcourt", PT)]),
    ("OFFICER HALLORAN LEFT CARD.", [("HALLORAN", P)]),
    ("proteccion officer lic. arguijo, asking", [("arguijo", P)]),  # a title between
    ("FWC Ofc. Thorsby-Mata took the statement", [("Thorsby-Mata", P)]),
    ("SHACKLED. CPL. TEAGARDEN + OFC. BRISBY THIS SHIFT", [("TEAGARDEN", P), ("BRISBY", P)]),
    ("jail. ofc tinajero + ofc lumibao at bs", [("tinajero", P), ("lumibao", P)]),
    ("KSP tpr. goodman to return", [("goodman", P)]),
    ("ofc 35 cm, fontanelle soft", []),  # the head's circumference
    ("1sg stallbaum + 4 soldiers; liaison maj ellersby", [("stallbaum", P), ("ellersby", P)]),
    ("husband SSG deployed to Kuwait", []),  # a rank, then no name
    ("SUPERVISOR TSGT FUSELIER CAME @ 1700", [("FUSELIER", P)]),
    # a night note's clock time opening a line, then the patient it is about
    ("0200 chasity biting ett restless", [("chasity", PT)]),
    ("0430 hassie iabp 1:1 map 66", [("hassie", PT)]),
    ("bs 140\n0500 KRZEPTOWSKI PCA 14 DEMANDS", [("KRZEPTOWSKI", PT)]),
    ("9/2 1100 NELLY EXTUBATED TO 4L NC", [("NELLY", PT)]),
    ("4/18 1400 OLANDER TREMBATH OFF CRRT SINCE 1000", [("OLANDER TREMBATH", PT)]),
    ("0200 chasity Biting", [("chasity", PT)]),  # a surname in the name's own case only
    ("0500 KRZEPTOWSKI NPO AFTER MN", [("KRZEPTOWSKI", PT)]),  # an ICU word is no surname
    ("0200 pt resting, 0400 levo 6", []),
    ("0300 ms crumes ac 400x14", [("ms crumes", PT)]),  # a courtesy title in the span
    ("0800 MS 4 mg\n0900 ms contin given", []),  # morphine
    ("11/10 GATLUAK BACK FROM OR 0800-0945", [("GATLUAK", PT)]),  # the day's date before
    ("11/10 PT BACK FROM OR\n2/3 LEVO BACK ON @ 0400", []),
    ("10/15 0700-1900 linus\nresp: proned", [("linus", PT)]),  # a shift's heading
    ("0300 hassie\nx", []),  # a word alone ends the line of a clock time: anything
    ("6/11 1930 TBICU ADMIT - TRACTOR ROLLOVER", []),  # a unit
    ("0300 turned q2h\n0400 lytes repleted\n0500 family called", []),
    ("0300 precedex up to 0.7", []),
    # a shift it ends, a dash, the day's date, or a count or dose next ("2nd u", "4L NC")
    ("11/3 1900-0700 - arlander night 3 on the vent", [("arlander", PT)]),
    ("8/19 1500 - Hamadi VP shunt 1100", [("Hamadi", PT)]),
    ("0200 11/14 misti extubated 1500, 2l nc.", [("misti", PT)]),
    ("9/15 0600 YARGEE 4L NC -> 2L", [("YARGEE", PT)]),
    ("0200 cohb 2.1%\n0230 vvi 70\n0400 - levo 6", []),  # readings; a drug
    ("1900-0700 - family at bs", []),
    ("0400 ordean 33.0-33.2, bsas 0", [("ordean", PT)]),  # a body temperature after the name
    ("x\nRT 0415: FAULKHAM AC 450X20 PEEP 16", [("FAULKHAM", PT)]),  # a therapist's "RT"
    # a night note's patient before the shift's hours
    ("emmet 1900-0700\nneuro: unchanged", [("emmet", PT)]),
    ("sortland 1900-0700, trauma icu bed 9", [("sortland", PT)]),
    ("npn 1900-0700\nneuro 1900-0700 ok\nhydro 0800-0915, tank rm 1", []),
    ("0200 D: PT AGITATED", []),
    ("bp 120/80 0300 jones here", []),  # not at a line's start
    ("VENT 450X14 1100 NELLY", []),  # nor after other words
    ("0200 cohb 2.1%, gcs 15\n0230 vvi 70, paced", []),  # a reading follows: a test, a mode
    ("1830 iftar - Mr. Chowdhury not fasting", []),  # an event's heading
    ("0840 D: ANGIO BY DR. GHOSAL", [("GHOSAL", S)]),  # a procedure done by someone
    ("1030 A: apheresis cath R IJ", []),  # a procedure's ending
    ("1400 D: OSHA INSPECTOR HERE", []),  # short capitals: an agency
    ("0500 STICU CENSUS 14/16, 9 VENTED", []),  # a unit's census
    # the patient a note's heading names after a dash, before a comma, "(" or "to"
    ("MICU day 3 - Sitani Halaifonua, pancreatitis\nTG 4,200", [("Sitani Halaifonua", PT)]),
    ("nicu 7p-7a running note - charmelle, sah day 6, rm 1008", [("charmelle", PT)]),
    ("MICU NPN 7A-7P DAY 5 - KETLY PIERRILUS, AC 18/400", [("KETLY PIERRILUS", PT)]),
    ("MICU day 3 - intubated, sedated", []),  # what the patient is
    ("NPN 7a-7p - Events, none", []),  # an English word
    ("Called son - Jerome, who cried", [("Jerome", P)]),  # no heading: the kin word's name
    ("MICU admit 2215 - HAPE, elk hunt", []),  # an admission's heading: the diagnosis
    ("STICU admission note 1500-1900 - rollover, TBI", []),
    ("micu npn 7p-7a - meth tox, hyperthermia", []),  # a drug's toxicity
    # a given name after a comma; before "(" or "to" a name of two words or "LAST, FIRST"
    ("micu day 4 - pellot, glorimar, influenza a ards", [("pellot, glorimar", PT)]),
    ("CCU transfer note 2/13 - Arsenio Troche to 6 tele", [("Arsenio Troche", PT)]),
    ("MICU transfer note 10/17 - PANTOJAS, ULPIANO to 5th floor", [("PANTOJAS, ULPIANO", PT)]),
    ("CCU running note 1900-0700 - ATILES, MARISOL (bed 3), IABP", [("ATILES, MARISOL", PT)]),
    ("sticu 7a-7p - lafoai, pod 1, ex-fix", [("lafoai", PT)]),  # "pod" names no one
    ("MICU day 2 - kalani to CT at 1400", []),  # one word before "to": anything
    ("micu npn 7p-7a - Pt to CT", []),
    # or two words that end the heading's line
    ("8/22 0500 sah day 8 - yarisel santiesteban\nneuro: gcs 15", [("yarisel santiesteban", PT)]),
    ("10/8 0500 pod 3 c3-6 lami/fusion - lorenz kleinhelter\nneuro", [("lorenz kleinhelter", PT)]),
    ("MICU day 3 - stable overnight\nneuro", []),
    ("micu day 2 - kalani\nx", []),  # one word alone may be anything
    # accented letters in a name after its cue
    ("social: wife yaquelín @ bs", [("yaquelín", P)]),
    ("bishop eggett of the ward; elder nebeker on a mission", [("bishop eggett", P),
                                                                 ("elder nebeker", P)]),
    ("elder care and elder abuse", []),
    ("dtr asks for padre nicasio from there", [("padre nicasio", P)]),
    ("church Église Béthanie; Pasteur Kalombo at bs", [("Pasteur Kalombo", P)]),
    ("the padre of the parish came", []),
    ("WIFE + PARENTS + BISHOP IN THE WAITING RM", []),
    ("FULL CARE. RABBI WILL ASK A POSEK", []),
    ("PASTOR REV. EARLY OF BALM OF GILEAD", [("REV. EARLY", P)]),
    ("family is Muslim; Imam Ćatić visited", [("Imam Ćatić", P)]),
    # a church's brother or sister by the title with its period, which is a kin word too
    ("family agreed. bro. gilley prayed w/ pt", [("bro. gilley", P)]),
    ("ESPOSA + HNO. SIFUENTES IN WAITING RM", [("HNO. SIFUENTES", P)]),
    ("Sis. Holbrook asks that the church anoint him", [("Sis. Holbrook", P)]),
    ("his bro. will call back tonight", []),
    ("pt's sis. may visit", []),
    # a nickname in quotes that a group knows
    ('ON THE CHART BUT "HOSS" TO EVERYONE', [("HOSS", PT)]),
    ('says "fine" to everyone', []),
    ('Pt: HARKINS, ADOLPHUS "DOLPH"   MRN 00731946', [('HARKINS, ADOLPHUS "DOLPH"', PT)]),
    ("wife Zoë at bs, son José called", [("Zoë", P), ("José", P)]),  # census names, accented
    ("SOCIAL: PASTOR REV. DIEUSEUL DORLÉANS OF THE", [("REV. DIEUSEUL DORLÉANS", P)]),
    # a nickname after "calls him", "goes by", "answers to"; a census line's bed and name
    ("everyone calls him Güero.", [("Güero", PT)]),
    ("pt goes by Sening; no family here", [("Sening", PT)]),
    ("MOTHER SAYS SHE CALLS HIM QUISE", [("QUISE", PT)]),
    ("census:\nbed 3 Mkrtchyan - DKA, gtt off 1600", [("Mkrtchyan", PT)]),
    ("SICU overflow: bed 13 krzeptowski - IMN done; bed 14 mujkanović - ex-fix",
     [("krzeptowski", PT), ("mujkanović", PT)]),  # after a colon or a semicolon
    ("plan: rm 4 cleaned - ok; bed 5 empty - ready", []),
    # a hand-off census line's unit and bed, then a word no list holds
    ("handoff\nmicu 2 fambro hbs 22%, on pca", [("fambro", PT)]),
    ("HANDOFF\nNSICU 6 GUUDLE ICP 8-14, NA 150", [("GUUDLE", PT)]),
    ("handoff\nmicu 4 pt stable, micu 5 empty", []),
    ("seen in micu 2 days ago, fambro", []),
    ("BED 7 JOHNSON: CHF, DIURESING", [("JOHNSON", PT)]),
    ("calls her back at 1400", []),
    ("pt goes by ambulance to rehab", []),
    ("family says he goes by peanut, likes the tv on", [("peanut", PT)]),
    ("PT GOES BY TATER", [("TATER", PT)]),
    ("goes by quickly, shift uneventful", []),
    ("meds: goes by mouth now", []),
    ("goes by wheelchair to dialysis", []),
    ("answers to questions appropriately", []),
    ("grandkids call her mamaw", []),
    ("calls her tante zezette", [("zezette", P)]),  # a kin word, then the name
    ("bed 5 Stable - no issues", []),
    # a census line's Title-case name, with a nickname in quotes before it
    ("handoff\nbed 7 Joel Hofer 16 yo, auger took his L arm", [("Joel Hofer", PT)]),
    ("bed 1 Růžička, Václav CABG POD 1", [("Růžička, Václav", PT)]),
    ("bed 5 Chumani Tall Grouse sepsis + meth", [("Chumani Tall Grouse", PT)]),
    ('bed 3 "Shorty" Wanner snowmobile vs wire', [("Shorty", PT), ("Wanner", PT)]),
    ("bed 2 Post Op CABG, stable", []),
    ("Bed 4 Chest Tube out today", []),
    ("BED 6 SEPSIS - ON LEVO", []),
    ("bed 2 DKA - insulin gtt", []),
    # one rare word a census line gives a bed, whatever follows it
    ("bed 3 Haarsager DKA, gap closed 1400", [("Haarsager", PT)]),
    ("bed 1 McGaffick HD 2, R frontal contusions", [("McGaffick", PT)]),
    ("bed 4 Levophed weaning\nbed 6 Hyperkalemia resolved", []),
    # a dated line's field that is "surname, given name"
    ("6/16 0400 / hordofa, tolera / hd 3 / rm 4412", [("hordofa, tolera", PT)]),
    ("1/7 0330 / admit / wynia, carrol / mrn", [("wynia, carrol", PT)]),
    ("2/6 0400 / red owl, verdeen / hd 3", [("red owl, verdeen", PT)]),
    ("6/16 0400 / neuro, stable / plan, wean", []),
    ("sats good / riek, nyakuma / ecmo day 2", []),  # no date or clock opens the line
    # the alias a patient is registered under
    ("unidentified male, alias ZZOPAL, ZULU", [("ZZOPAL", PT)]),
    ("used an alias of the drug", []),
    # a name, then its role or kin word in brackets; a second doctor after a slash
    ("KAYEXALATE GIVEN PER RAFFERTY (RESIDENT). REPEAT", [("RAFFERTY", S)]),
    ("d/w quarles (covering np) re plan", [("quarles", S)]),
    ("message left for Tovah (dtr)", [("Tovah", P)]),
    ("pain meds (per rn), lasix (per resident), d/w team (resident)", []),
    ("REPAIR W/ DR. GALLOWAY/NWOSU, CONSENT SIGNED", [("GALLOWAY", S), ("NWOSU", S)]),
    ("f/u w/ dr okafor/lindqvist", [("okafor", S), ("lindqvist", S)]),
    ("dr aware/ok", []),
    ("per dr smith/team", [("smith", S)]),
    ("PT DESATTED TO 82%", []),
    ("PT AFEBRILE, TACHY 120S", []),
    ("PT DIURESING WELL", []),
    ("wife odile called 2200", [("odile", P)]),
    ("PT BRADYCARDIC TO 40S", []),
    ("pt is a 38 yo m", []),
    ("pt now 38 yo", []),
    ("officer at bedside", []),
    # look-alikes: everyday words, clinical words and abbreviations after the same cues
    ("son will visit tomorrow", []),
    ("wife at bedside, updated", []),
    ("dtr called, questions answered", []),
    ("husband may call in am", []),
    ("daughter hope to visit", []),
    ("resident aware of k 3.2", []),
    ("dr aware, no new orders", []),
    ("md notified", []),
    ("sw consult for ins issues", []),
    ("PT ADMITTED FROM OSH", []),
    ("PT IS A 81 YO M", []),
    ("PT CABG AVR IN 2011", []),
    ("SON UPDATED BY PHONE", []),
    ("RT KNEE SWOLLEN, RT LUNG COARSE", []),  # "rt": right, not the respiratory therapist
    # therapists', providers' and social workers' initials, other roles, outside helpers
    ("plan d/w attending and sw torunn.", [("torunn", S)]),
    ("cuff deflated per SLP Liesbeth.", [("Liesbeth", S)]),
    ("r hand dressing per burn np wiebke, sensation", [("wiebke", S)]),
    ("NEUROSURG PA KASIMIR IN AT 1500.", [("KASIMIR", S)]),
    ("resp see above, rt anselm adjusted mask x2", [("anselm", S)]),
    ("back to 95%.\nrt bastian at bedside.", [("bastian", S)]),
    ("add prosource x2/day.\nrd wiebke", [("wiebke", S)]),
    ("recommend acute rehab, ot xiomara", [("xiomara", S)]),
    ("no known family. case worker jannike from county dss", [("jannike", P)]),
    ("outreach worker jarrah from the shelter visited", [("jarrah", P)]),
    ("interpreter oluwaseun present for update", [("oluwaseun", S)]),
    ("rt arm swollen, rt subclavian tlc", []),
    ("rt thoracotomy site, rt axilla dry", []),
    ("rt nebs given, rt recs bipap", []),
    ("pa catheter in place, pa pressures 40/20", []),
    ("PA 48/26, PA SATS 60", []),
    ("np aware, sw aware", []),
    ("ot eval pending, slp eval in am", []),
    ("SLP EVAL PENDING.", []),
    ("rt ij cvl, rt duoneb q4", []),
    ("rd recs followed, rd consult", []),
    ("case manager aware", []),
    ("Resident Aware", []),
    ("Attending Rounds at 0900", []),
    # clergy, with the title
    ("HOSPTIAL CHAPLAIN FR. DOMINIC VISITED 0200.", [("FR. DOMINIC", S)]),
    ("CHAPLAIN VISIT: REV. ODUYA SAT WITH FAMILY", [("REV. ODUYA", S)]),
    ("Pastoral care: Sr. Benedicta visited, prayed", [("Sr. Benedicta", S)]),
    ("sr. nurse aware, sr. resident paged", []),
    ("Wife asked that pt's priest, Father Mbanefo from their parish", [("Father Mbanefo", P)]),
    ("father at bedside, father jim called", [("jim", P)]),
    ("rev 2 of the plan", []),
    ("14 fr. foley placed", []),
    # every word of a record header's name, in any case, when a record field follows
    ("x\nPt: ESTEP, LOYAL   MRN 0840-1157   67 yo M", [("ESTEP, LOYAL", PT)]),
    ("x\nPT: THAW, SAW HSER   DOB 01/01/1970", [("THAW, SAW HSER", PT)]),
    ("x\nPt: JELKAN, BABY BOY   MRN 9154-0623", [("JELKAN, BABY BOY", PT)]),
    ("Name: the, patient   MRN 1", []),
    ("x\nPt: ESTEP, LOYAL to the end", []),  # no record field after it
    # a nickname in quotes, whatever its words; one in Title case after "calls him"
    ('Alcide is "T-Cide" to everyone at the dock', [("T-Cide", PT)]),
    ('OCTAVE IS "SLIM" ON THE BANDSTAND', [("SLIM", PT)]),
    ('deckhands know him as the captain; he is "chu ba" to them', [("chu ba", PT)]),
    ("family calls him Chunk.", [("Chunk", PT)]),
    ('the grandkids call her "mamaw"', []),
    ('pain is "10" to him', []),
    ("he calls her back", []),
    ("FAMILY CALLS HIM BACK", []),
    # misspelled kin words
    ("tc from husbnd anatol at 2230", [("anatol", P)]),
    ("wants to go home to his dauther corisande", [("corisande", P)]),
    ("NEICE FIONNUALA IS ONLY FAMILY", [("FIONNUALA", P)]),
    ("duaghter keziah called", [("keziah", P)]),
    ("grandaugher lives with pt", []),
    ("sistr aware", []),
    # kin names with an -ia ending, hyphenated names
    ("hcp is dtr eustacia, aware", [("eustacia", P)]),
    ("wife Hyun-joo called at 2200", [("Hyun-joo", P)]),
    ("wife hypoxic at home", []),
    ("son non-verbal", []),
    # two name words after "pt" without an age; everyday and clinical words after "pt"
    ("nite shift pt hubertus ossendorp sleeping in spurts", [("hubertus ossendorp", PT)]),
    ("trauma sicu npn\npt cyprian obiora ped struck", [("cyprian obiora", PT)]),
    ("tele-stroke pt ornella tiritu-arce 66 yo f", [("ornella tiritu-arce", PT)]),
    ("pt denies pain", []),
    ("pt resting comfortably", []),
    ("pt very confused", []),
    ("pt seen by np", []),
    ("pt tolerated tf well", []),
    ("pt remains intubated", []),
    ("pt ambulating hallway", []),
    ("pt alert oriented x3", []),
    ("pt nauseous, zofran given", []),
    ("pt oozing from site", []),
    # lower-case courtesy titles; a bare "MS" in capitals takes a rare name only
    ("pt mrs. quarrington is 91, dnr", [("quarrington", PT)]),
    ("ED BOARDER NOTE: MS OYENUGA REMAINS IN ICU", [("OYENUGA", PT)]),
    ("NPN\nMS. SCOGGINS EXTUBATED @ 0930 TO 4L NC", [("SCOGGINS", PT)]),  # a verb after it
    ("MS CHANGES NOTED, MS EXACERBATION", []),
    ("mild mr, trace tr", []),
    # report to a nurse by name
    ("report called to maureen rn 1630", [("maureen", S)]),
    ("REPORT TO DESMA RN ON 8 NORTH", [("DESMA", S)]),
    ("Report called to RN Kaito there.", [("Kaito", S)]),
    ("report called to floor rn", []),
    ("report given to oncoming rn", []),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_cued_names(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(CuedNameFamily(), text) == expected
