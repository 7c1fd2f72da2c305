"""Facilities by their kind of place and towns after events, beside services and plain words."""

import pytest

from stream.recognize.patterns.care_places import spelled_heads
from stream.recognize.patterns.place_heads import PlaceHeadFamily

from .helpers import found

H, L = "HOSPITAL", "LOCATION"
CASES = [
    # an uncommon name before a kind of place, in any case, without a cue
    ("rehab list given, she likes saltmarrow rehab", [("saltmarrow rehab", H)]),
    ("FLOWN IN BY NORTHWIND AIR. PUPILS 3", [("NORTHWIND AIR", H)]),
    ("MON, SKYBRIDGE MEDFLIGHT FROM SCENE", [("SKYBRIDGE MEDFLIGHT", H)]),
    ("he is at wyndcombe nursing hom visiting his mother", [("wyndcombe nursing hom", H)]),
    ("moved to st. gobnait's hospice if stable", [("st. gobnait's hospice", H)]),
    ("was at kelderby hosptial for a week", [("kelderby hosptial", H)]),
    ("bed offer from Tamsworth Rehabilitaion", [("Tamsworth Rehabilitaion", H)]),
    ("pt at tiritu-arce hospital", [("tiritu-arce hospital", H)]),
    ("SCRIPTS FAXED TO WARDLE'S PHARMACY. DTR AWARE", [("WARDLE'S PHARMACY", H)]),
    ("refills from quenby's pharmacy", [("quenby's pharmacy", H)]),
    ("seen in parkinson's clinic q3mo", []),
    ("pt's rehab, mom's nursing home", []),
    # services that bring or follow a patient: fire, police, EMS of a town, home care, plans
    ("CAME VIA KELLOWAY FIRE STRAIGHT TO CATH LAB", [("KELLOWAY FIRE", H)]),
    ("brought by castleton falls ems to er", [("castleton falls ems", H)]),
    ("46 yo m, drives for windrose taxi, off meds", [("windrose taxi", H)]),
    ("pt owns Khabour Market in West Ridge", [("Khabour Market", H)]),
    ("DRIVER FOR VELDARYA CARRIERS, HAULING PASTE", [("VELDARYA CARRIERS", H)]),
    ("54 yo F, owns Pearlyn Nails on the east side", [("Pearlyn Nails", H)]),
    ("carpenter for Settlemyre Framing, fell", [("Settlemyre Framing", H)]),
    ("his boss from northfork auto body called", [("northfork auto body", H)]),
    ("flown by whippoorwill air care, here 2305", [("whippoorwill air care", H)]),
    ("timber rattlesnake bite; acrylic nails off; the motel room", []),
    ("insurance is Tallgrove Casualty, claim pending", [("Tallgrove Casualty", H)]),
    ("WC claim approved thru Keelwater Underwriters; rehab", [("Keelwater Underwriters", H)]),
    ("35 yo M concrete finisher for Tequendama Formwork, fell", [("Tequendama Formwork", H)]),
    ("night guard for BRACKMOOR SECURITY, shot on his route", [("BRACKMOOR SECURITY", H)]),
    ("applied for social security; the underwriters called", []),
    ("tank rented from Brandbury Ag Supply", [("Brandbury Ag Supply", H)]),
    ("LOADER FOR SKYHOLT AG AVIATION AT THE STRIP", [("SKYHOLT AG AVIATION", H)]),
    ("medical supply delivered; BLOOD SUPPLY OK; works at a dairy", []),
    ("tearing out sheetrock for cormier restoration. collapsed", [("cormier restoration", H)]),
    ("brought by sowerby fire dept to EW", [("sowerby fire dept", H)]),
    # rural services: a volunteer fire department, a county's or township's ambulance
    ("BROUGHT IN BY FENLOW VOL FIRE DEPT FROM HIS FARM", [("FENLOW VOL FIRE DEPT", H)]),
    ("EXTRICATED BY SPICER HILL VFD, ~45 MIN.", [("SPICER HILL VFD", H)]),
    # funeral homes, employers, police and sheriffs by their kind
    ("funeral home is kozlowski funeral home, info in chart", [("kozlowski funeral home", H)]),
    ("funeral home is brennan & sons, dtr to call them", [("brennan & sons", H)]),
    ("son works nights at vogel tool & die", [("vogel tool & die", H)]),
    ("PT IS RETIRED FROM THE CARVERTON FOUNDRY, FAMILY", [("CARVERTON FOUNDRY", H)]),
    ("HUSBAND CALLED THEIR PHARMACY, MATYAS DRUG, NO CHANGES", [("MATYAS DRUG", H)]),
    ("PT IN CUSTODY OF HUISACHE COUNTY SHERIFF, DEPUTY AT BEDSIDE",
     [("HUISACHE COUNTY SHERIFF", H)]),
    ("IN CUSTODY OF HUISACHE CO SHERIFF'S OFFICE", [("HUISACHE CO SHERIFF'S OFFICE", H)]),
    ("hx illicit drug use, street drug screen neg, hx ivdu drug use", []),
    ("hx pd, on capd at home; pt and sons at bedside", []),
    ("brought by lisk twp ambulance, tourniquet on", [("lisk twp ambulance", H)]),
    ("PT GOING BY TILLOTSON COUNTY AMBULANCE.", [("TILLOTSON COUNTY AMBULANCE", H)]),
    ("weather clearing, quillback air medical will come", [("quillback air medical", H)]),
    ("brought by county ambulance", []),
    ("CPR by bystanders, Cowdray End EMS, ROSC", [("Cowdray End EMS", H)]),
    ("at the end ems arrived", []),
    ("the vol fire dept brought him", []),
    ("called the twp ambulance", []),
    ("via kelloway ems ambulance to ed", [("kelloway ems ambulance", H)]),
    # a fire district by its own name
    ("until emmons county rural fire cut the bin wall", [("emmons county rural fire", H)]),
    ("found by passerby, Cuervo Fire & Rescue to ED", [("Cuervo Fire & Rescue", H)]),
    ("called the rural fire district", []),
    # flight services, parishes, shelters, inns and employers by their kind
    ("TRANSFERED HERE VIA HARRIER FLIGHT. EGD BY", [("HARRIER FLIGHT", H)]),
    ("members of St. Brennock's Parish in Ludbury", [("St. Brennock's Parish", H)]),
    ("son works for Sallowmere Transit, has FMLA", [("Sallowmere Transit", H)]),
    ("fall from ladder at work (brightwell roofing)", [("brightwell roofing", H)]),
    ("FARMWORKER FOR OKALOACOOCHEE PRODUCE, SPRAYED", [("OKALOACOOCHEE PRODUCE", H)]),
    ("dive instructor for stingaree scuba, surfacing", [("stingaree scuba", H)]),
    ("cab driver for Toussaint Lakay Cabs; collapsed", [("Toussaint Lakay Cabs", H)]),
    ("flown by Bluewater Aeromedical to the ED", [("Bluewater Aeromedical", H)]),
    ("ELK HUNT W/ WAPITI RIDGE OUTFITTERS OUT OF", [("WAPITI RIDGE OUTFITTERS", H)]),
    ("family at Silvertip Mountain Resort above", [("Silvertip Mountain Resort", H)]),
    # a union's local by its number
    ("still goes to meetings at Tile Setters Local 39.", [("Tile Setters Local 39", H)]),
    ("UNION REP FROM USW LOCAL 13214 COMING IN AM.", [("USW LOCAL 13214", H)]),
    ("a carpenter, union Carpenters Local 624.", [("Carpenters Local 624", H)]),
    ("member of carpenters local no. 39 since", [("carpenters local no. 39", H)]),
    ("STAYING AT THE GALBRAITH INN. CHAPLAIN", [("GALBRAITH INN", H)]),
    ("walked a flight of stairs, goes to church, catholic church", []),
    ("PT WAS BROUGHT IN BY DRAYFORD POLICE, FOUND", [("DRAYFORD", L)]),
    ("pt gets tpn via corvant home infusion", [("corvant home infusion", H)]),
    ("insurance is keystar health plan + medicare", [("keystar health plan", H)]),
    ("FOLLOWED BY GRIMSTEAD CARDIOLOGY (DR X)", [("GRIMSTEAD CARDIOLOGY", H)]),
    ("seen by cardiology, interventional cardiology aware", []),
    ("house fire at home, state police notified", []),
    ("home care and home infusion set up, health plan auth", []),
    # services, plain words and people before the same heads
    ("cardiac rehab consult; pulm rehab after dc", []),
    ("sats ok on room air, bipap air leak", []),
    ("f/u at anticoag clinic and vasc clinic, neph clinic", []),
    ("thoracic clinic, tertiary care hospital", []),
    ("attending Dr. Patel's clinic in the city", []),
    ("managing post-stroke rehabilitation at home", []),
    ("went scuba diving; fresh produce; sightseeing tours", []),
    ("iv lines, art lines; social services, home care services", []),
    ("lido local 1%, injected local 5 ml; the local 24 hr pharmacy", []),
    ("discharged to the hospital pharmacy window", []),
    # a kind of facility, then its name in brackets
    ("like this at the nursing hom too (the willows at pennick)", [("the willows at pennick", H)]),
    ("from snf (maple brackley)", [("maple brackley", H)]),
    ("pt to go to rehab (snf) when ready", []),
    ("nh (per dtr) accepted", []),
    # towns after events and kin
    ("after a house fire in Corvallen 3/11, intubated", [("Corvallen", L)]),
    ("HCP IS NEPHEW IN FROSTBURN. LEVO 0.1", [("FROSTBURN", L)]),
    ("injury at work on 3/14 in tennick, entry r hand", [("tennick", L)]),
    ("ped struck in hobbs landing 3/12 1915", [("hobbs landing", L)]),
    ("son in fall river called", [("fall river", L)]),
    ("TRACTOR ROLLOVER ON HIS FARM IN BRACKWATER CROSSING", [("BRACKWATER CROSSING", L)]),
    ("pt fell in bathroom, found in bed", []),
    ("son in law at bedside, works in construction", []),
    ("daughter in room, wife in cafeteria", []),
    ("fall in setting of hypotension", []),
    # VA clinics and state homes by their kind; veterans' posts and chapters by number
    ("admitted Tues from the Gullhaven CBOC w/ confusion", [("Gullhaven CBOC", H)]),
    ("recommend nhcu or stavanger hill veterans home. his", [("stavanger hill veterans home", H)]),
    ("pt is a member of AmVets Post 31, the commander", [("AmVets Post 31", H)]),
    ("tends bar at american legion post 508 in norrbrook", [("american legion post 508", H)]),
    ("PT DRIVES THE DAV CHAPTER 14 VAN 2 DAYS/WK", [("DAV CHAPTER 14", H)]),
    ("member of vfw post #8126", [("vfw post #8126", H)]),
    ("dav 2 post op, legion of staph colonies", []),
    ("the cboc, the legion hall and the post office", []),
    # salons, kitchens, car services, auto glass, scaffolding and hyperbaric centers; not a
    # kitchen at home nor a fairy tale
    ("dispatcher for jaldi car service on liberty ave", [("jaldi car service", H)]),
    ("called from work at Lefferts Auto Glass - updated", [("Lefferts Auto Glass", H)]),
    ("e-bike delivery for Khumbila Momo Kitchen; hit", [("Khumbila Momo Kitchen", H)]),
    ("accepted at godwit point hyperbaric for 3 ata", [("godwit point hyperbaric", H)]),
    ("fell in her kitchen, sleeping beauty", []),
    ("49 yo F, owns Bông Sen Beauty in Burnsville", [("Bông Sen Beauty", H)]),  # any script
    ("employer Sowiński Brothers Scaffolding; foreman", [("Sowiński Brothers Scaffolding", H)]),
    # haulers, insurers, partnerships, trading posts and health stations
    ("LONG-HAUL DRIVER FOR OKEFENOKEE HAULERS OUT OF", [("OKEFENOKEE HAULERS", H)]),
    ("INSURER PEACHFIELD INDEMNITY, CLAIM # 0412", [("PEACHFIELD INDEMNITY", H)]),
    ("caseworker from Tumaini Partnership coming", [("Tumaini Partnership", H)]),
    ("hauls water for Sorrelhorse Trading Post; boss", [("Sorrelhorse Trading Post", H)]),
    ("the partnership of the family and the trading post", []),
    ("stocks shelves at Kykotsmovi Mercantile.", [("Kykotsmovi Mercantile", H)]),
    ("f/u at bistahí ihs w/ dr. holguin", [("bistahí ihs", H)]),
    ("IHS referral sent", []),
    # mining, energy and resource companies, towing, recovery houses, search and rescue
    ("continuous miner operator for Cranesnest Energy, No. 2", [("Cranesnest Energy", H)]),
    ("runs a scoop for Gladeville Resources, worried", [("Gladeville Resources", H)]),
    ("INFO ON DARFORK RECOVERY HOUSE; HE SAID", [("DARFORK RECOVERY HOUSE", H)]),
    ("Mouthcard Search & Rescue found him 0700", [("Mouthcard Search & Rescue", H)]),
    ("low energy, community resources given, KENTUCKY COAL MINER", []),
    ("ciwa q1h, sw for detox resources.", []),  # a service's resources
    # a flight service by its own word and its aircraft's number
    ("from Lothair 2010 -> flown by Cloudsplitter 3.", [("Cloudsplitter", H)]),
    ("FLOWN BY CLOUDSPLITTER 2 FROM SCENE", [("CLOUDSPLITTER", H)]),
    ("flown by helicopter 2 hrs ago", []),
    # an organization named head first (Spanish, Arabic), up to the first everyday or clinical
    # word
    ("to Centro de Salud Río Viví, intubated there", [("Centro de Salud Río Viví", H)]),
    ("cm looking at hogar querubines in fajardo x2-3 wks", [("hogar querubines", H)]),
    ("he dives for Pescadería El Chapín; boat reg", [("Pescadería El Chapín", H)]),
    ("teaches at escuela segunda unidad almácigos; ~30 kids", [
        ("escuela segunda unidad almácigos", H)]),
    ("went to the centro in town; farmacia closed", []),
    ("their imam from Masjid al-Yaqeen coming in AM", [("Masjid al-Yaqeen", H)]),
    ("was 8 mo clean after Haddaway Recovery. PLAN", [("Haddaway Recovery", H)]),
    ("REV. DOBBINS OF GREATER JORDANHILL MBC AT BS", [("JORDANHILL MBC", H)]),
    ("good recovery overnight, full recovery expected", []),
    # a church by its own words and its denomination, with or without its head
    ("goes to Meathouse Free Will Baptist Church", [("Meathouse Free Will Baptist Church", H)]),
    ("KEATHLEY FROM GRETHEL MISSIONARY BAPTIST PRAYED", [("GRETHEL MISSIONARY BAPTIST", H)]),
    ("REV. DOTSON OF ABIDING LIGHT FULL GOSPEL CHURCH AT BS",
     [("ABIDING LIGHT FULL GOSPEL CHURCH", H)]),
    ("pt is a Methodist, her Baptist faith", []),
    # a church's name holds what follows its head: "of God in Christ", "of the Nazarene"
    ("a mother of Mizpah Church of God in Christ in Cordele",
     [("Mizpah Church of God in Christ", H)]),
    ("Zorvath Church of the Nazarene youth group", [("Zorvath Church of the Nazarene", H)]),
    ("Kelby Church of God and a church of god", [("Kelby Church of God", H)]),
]


@pytest.mark.parametrize(("text", "expected"), CASES)
def test_place_heads(text: str, expected: list[tuple[str, str]]) -> None:
    assert found(PlaceHeadFamily(), text) == expected


def test_spelled_heads_drop_or_swap_one_letter_of_long_words_only() -> None:
    heads = spelled_heads(("hospital", "rehab"))
    assert {"hospital", "hosptial", "hospitl", "hopsital", "rehab"} <= set(heads)
    assert "rehb" not in heads  # short words keep their spelling
