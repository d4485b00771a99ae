"""A ninth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_h.py):

- `nobel`: Nobel-Prize linked data with fictional laureates: `nobel:Laureate`s that are `foaf:Person`s
  (`foaf:name`, `foaf:birthday` xsd:date, `dbpedia-owl:birthPlace` → an untyped city IRI
  (`…/resource/city/Bergen`) with `rdfs:label`@en and `dbpedia-owl:country` → a country with `rdfs:label`)
  or `foaf:Organization`s (two Peace laureates); laureates tied to prizes ONLY through n-ary
  `nobel:LaureateAward` nodes (`…/resource/laureateaward/5007`) with `nobel:laureate`, `nobel:year`
  xsd:gYear, `nobel:category` → a category IRI (`…/resource/category/Physiology_or_Medicine`, `rdfs:label`
  "Physiology or Medicine"), `nobel:motivation`@en, `nobel:share` xsd:integer (2 = half) and
  `nobel:nobelPrize` → a `nobel:NobelPrize` per category and year (`…/nobelprize/Physics/1989`,
  `rdfs:label` "The Nobel Prize in Physics 1989", `nobel:year`, `nobel:category`); one person holds two
  awards in two categories; no link from a laureate to an award or from a prize to a laureate;
- `timetable`: a GTFS timetable in Linked GTFS (`gtfs:` = http://vocab.gtfs.org/terms#) for a fictional
  town: `gtfs:Agency`s (`foaf:name`, `foaf:page` an IRI, `gtfs:timeZone`), `gtfs:Route`s named only by
  `gtfs:shortName` ("4", "12", "T1", "X7") and `gtfs:longName` ("Harbour – University"), `gtfs:agency`,
  `gtfs:routeType` → a bare `gtfs:Bus` / `gtfs:LightRail` IRI with no label; `gtfs:Trip`s with opaque ids
  (`gtfs:route`, `gtfs:headsign`, `gtfs:service`); every passing of a stop an untyped n-ary stop-time node
  (`gtfs:trip`, `gtfs:stop`, `gtfs:arrivalTime` / `gtfs:departureTime` as "08:15:00" strings,
  `gtfs:stopSequence` xsd:nonNegativeInteger); `gtfs:Stop`s with numeric ids named by `foaf:name`,
  `geo:lat`/`geo:long` (WGS84) plain literals; `gtfs:Service`s with a `gtfs:serviceRule` →
  `gtfs:CalendarRule` node (`gtfs:monday` … `gtfs:sunday` xsd:boolean, `gtfs:startDate`/`gtfs:endDate`);
- `ownership`: a GLEIF-like legal-entity registry: entities with 20-character LEIs in their IRIs
  (`https://rdf.gleif.org/L1/L-5493…`, valid ISO 7064 check digits) and nowhere else, `l:legalName`,
  `l:legalForm` as bare ELF-style codes ("2HBR"), `l:registrationStatus` ("ISSUED", "LAPSED"),
  `l:initialRegistrationDate` xsd:date, `l:hasLegalAddress` → an address node (`l:addressLine`,
  `l:addressCity`, `l:addressCountry` an ISO 3166 code "DE", `l:postalCode`); parent links ONLY through
  `rr:RelationshipRecord` nodes (`rr:subject` the child, `rr:object` the parent, `rr:relationshipType`
  "IS_DIRECTLY_CONSOLIDATED_BY" / "IS_ULTIMATELY_CONSOLIDATED_BY", `rr:startDate` xsd:date,
  `rr:relationshipStatus`); two three-level groups and one standalone firm;
- `league`: one season of a fictional four-club football league: clubs (`schema:SportsTeam`) named by
  `schema:name` with a `schema:alternateName` short name ("Rovers"), `ex:homeGround` → a stadium
  (`schema:name`, `schema:maximumAttendeeCapacity`); matches as n-ary nodes (`…/match/2023-R2-1` with
  `ex:homeTeam`, `ex:awayTeam`, `ex:homeGoals`/`ex:awayGoals` xsd:integer, `ex:matchDate` xsd:date,
  `ex:venue`, `ex:round` xsd:integer); players (`schema:Person`, `schema:name`, `schema:memberOf` a club,
  `ex:position` plain literal, `ex:shirtNumber`); every goal a node (`ex:scorer`, `ex:inMatch`,
  `ex:minute`); no winner, table or points anywhere (only scores);
- `mapdata`: OpenStreetMap data as Sophox exports it: features with OSM IRIs
  (`https://www.openstreetmap.org/node/5102934471`, `…/way/301245567`), every tag a direct predicate under
  the key namespace (`osmt:name`, `osmt:amenity` "cafe", `osmt:cuisine` "coffee_shop",
  `osmt:opening_hours` "Mo-Fr 07:00-18:00", `osmt:addr:street`, `osmt:addr:housenumber`, `osmt:wheelchair`
  "yes"/"no"/"limited", `osmt:shop`, `osmt:highway`, `osmt:maxspeed`, …) whose values are all plain
  strings; `osmm:type` "n"/"w" and `osmm:version`; `geo:hasGeometry` → a blank node with `geo:asWKT`
  "POINT(…)"/"LINESTRING(…)"/"POLYGON(…)" as `geo:wktLiteral`; one unnamed bench; no rdf:type, no labels.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_i.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import RDF_TYPE, RDFS, SCHEMA, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402

NOBEL = "http://data.nobelprize.org/terms/"
NOBEL_R = "http://data.nobelprize.org/resource/"
DBO = "http://dbpedia.org/ontology/"
GTFS = "http://vocab.gtfs.org/terms#"
WGS = "http://www.w3.org/2003/01/geo/wgs84_pos#"
L1 = "https://www.gleif.org/ontology/L1/"
RR = "https://www.gleif.org/ontology/RR/"
GEOSPARQL = "http://www.opengis.net/ont/geosparql#"
OSMT = "https://wiki.openstreetmap.org/wiki/Key:"
OSMM = "https://www.openstreetmap.org/meta/"
OSM = "https://www.openstreetmap.org/"


# ---- nobel (laureates tied to prizes only through n-ary LaureateAward nodes) ------------------------------
NO_COUNTRIES = {"Norway": "Norway", "Poland": "Poland", "Italy": "Italy", "France": "France", "Ghana": "Ghana",
                "Japan": "Japan", "United_Kingdom": "United Kingdom", "Russia": "Russia", "Spain": "Spain",
                "Denmark": "Denmark", "South_Africa": "South Africa"}
NO_CITIES = {"Bergen": ("Bergen", "Norway"), "Krakow": ("Kraków", "Poland"), "Turin": ("Turin", "Italy"),
             "Lyon": ("Lyon", "France"), "Kumasi": ("Kumasi", "Ghana"), "Sendai": ("Sendai", "Japan"),
             "Edinburgh": ("Edinburgh", "United_Kingdom"), "Kazan": ("Kazan", "Russia"),
             "Valencia": ("Valencia", "Spain"), "Aarhus": ("Aarhus", "Denmark"), "Durban": ("Durban", "South_Africa"),
             "Manchester": ("Manchester", "United_Kingdom")}
NO_CATEGORIES = {"Physics": "Physics", "Chemistry": "Chemistry", "Physiology_or_Medicine": "Physiology or Medicine",
                 "Literature": "Literature", "Peace": "Peace", "Economic_Sciences": "Economic Sciences"}
# laureate id: (name, gender or None for an organisation (not published), birthday, birth city)
NO_LAUREATES = {
    "1001": ("Ingrid Solvang", "female", "1931-04-17", "Bergen"),
    "1002": ("Tomasz Wierzbicki", "male", "1928-11-02", "Krakow"),
    "1003": ("Aurelio Castellane", "male", "1940-06-25", "Turin"),
    "1004": ("Mireille Fontanel", "female", "1945-02-09", "Lyon"),
    "1005": ("Kofi Adjei Mensah", "male", "1952-08-30", "Kumasi"),
    "1006": ("Hideo Kurabayashi", "male", "1937-01-12", "Sendai"),
    "1007": ("Elspeth Carmichael", "female", "1949-10-05", "Edinburgh"),
    "1008": ("Arkady Lebedinsky", "male", "1934-03-21", "Kazan"),
    "1009": ("Lucía Ferrandis", "female", "1958-07-14", "Valencia"),
    "1010": ("Henrik Østergaard", "male", "1926-12-01", "Aarhus"),
    "1011": ("Thandiwe Mokoena", "female", "1961-05-19", "Durban"),
    "1012": ("Raymond Thurlow", "male", "1939-09-03", "Manchester"),
    "2001": ("International Committee for Mine Clearance", None, None, None),
    "2002": ("Harbour Light Refugee Network", None, None, None),
}
# award id: (laureate, year, category, share, motivation)
NO_AWARDS = {
    "5001": ("1001", "1989", "Physics", 2, "for the discovery of superfluid ordering in layered crystals"),
    "5002": ("1002", "1989", "Physics", 2, "for the discovery of superfluid ordering in layered crystals"),
    "5003": ("1003", "1989", "Chemistry", 1, "for his methods of asymmetric catalysis with iron complexes"),
    "5004": ("1007", "1995", "Literature", 1,
             "for her austere novels of island life that give a voice to the forgotten"),
    "5005": ("1005", "1997", "Physiology_or_Medicine", 2, "for discoveries concerning the malaria parasite's "
                                                          "escape from the immune system"),
    "5006": ("1008", "1997", "Physiology_or_Medicine", 2, "for discoveries concerning the malaria parasite's "
                                                          "escape from the immune system"),
    "5007": ("2001", "1999", "Peace", 1, "for its work to clear landmines from former battlefields"),
    "5008": ("1001", "2001", "Chemistry", 3, "for the development of cryogenic mass spectrometry"),
    "5009": ("1004", "2001", "Chemistry", 3, "for the development of cryogenic mass spectrometry"),
    "5010": ("1010", "2001", "Chemistry", 3, "for the development of cryogenic mass spectrometry"),
    "5011": ("1006", "2003", "Physics", 1, "for the invention of the quantum cascade detector"),
    "5012": ("1012", "2005", "Economic_Sciences", 1, "for his analysis of labour markets with search frictions"),
    "5013": ("1009", "2010", "Literature", 1, "for her lyrical chronicles of the Mediterranean coast"),
    "5014": ("2002", "2012", "Peace", 2, "for their efforts to shelter refugees crossing the sea"),
    "5015": ("1011", "2012", "Peace", 2, "for her struggle for the rights of displaced women"),
}


def _nl(*ids: str) -> set[str]:
    return {f"{NOBEL_R}laureate/{i}" for i in ids}


def _nprize(category: str, year: str) -> str:
    return f"{NOBEL_R}nobelprize/{category}/{year}"


def _ncat(*keys: str) -> set[str]:
    return {f"{NOBEL_R}category/{k}" for k in keys}


def _ncity(key: str) -> str:
    return f"{NOBEL_R}city/{key}"


def _ncountry(key: str) -> str:
    return f"{NOBEL_R}country/{key}"


def nobel_kg() -> str:
    """N-Triples of the Nobel-Prize-style KG."""
    g = Graph()
    for key, label in NO_COUNTRIES.items():
        g.add(_ncountry(key), RDFS + "label", _lit(label, "en"))
    for key, (label, country) in NO_CITIES.items():
        g.add(_ncity(key), RDFS + "label", _lit(label, "en"))
        g.add(_ncity(key), DBO + "country", _ncountry(country))
    for key, label in NO_CATEGORIES.items():
        c = f"{NOBEL_R}category/{key}"
        g.add(c, RDF_TYPE, NOBEL + "Category"), g.add(c, RDFS + "label", _lit(label, "en"))
    for lid, (name, gender, born, city) in NO_LAUREATES.items():
        person = f"{NOBEL_R}laureate/{lid}"
        g.add(person, RDF_TYPE, NOBEL + "Laureate")
        g.add(person, RDF_TYPE, FOAF + ("Person" if gender else "Organization"))
        g.add(person, FOAF + "name", _lit(name))
        if gender:
            g.add(person, FOAF + "birthday", _typed(born, "date"))
            g.add(person, DBO + "birthPlace", _ncity(city))
    prizes = sorted({(cat, year) for _, year, cat, _, _ in NO_AWARDS.values()})
    for cat, year in prizes:
        p = _nprize(cat, year)
        g.add(p, RDF_TYPE, NOBEL + "NobelPrize")
        g.add(p, RDFS + "label", _lit(f"The Nobel Prize in {NO_CATEGORIES[cat]} {year}", "en"))
        g.add(p, NOBEL + "year", _typed(year, "gYear")), g.add(p, NOBEL + "category", f"{NOBEL_R}category/{cat}")
    for aid, (lid, year, cat, share, motivation) in NO_AWARDS.items():
        a = f"{NOBEL_R}laureateaward/{aid}"
        g.add(a, RDF_TYPE, NOBEL + "LaureateAward"), g.add(a, NOBEL + "laureate", f"{NOBEL_R}laureate/{lid}")
        g.add(a, NOBEL + "year", _typed(year, "gYear")), g.add(a, NOBEL + "category", f"{NOBEL_R}category/{cat}")
        g.add(a, NOBEL + "share", _typed(share, "integer")), g.add(a, NOBEL + "motivation", _lit(motivation, "en"))
        g.add(a, NOBEL + "nobelPrize", _nprize(cat, year))
    return g.text()


NOBEL_QUESTIONS = [
    ("Who won the Nobel Prize in Literature in 1995?", _nl("1007")),
    ("When was Ingrid Solvang born?", {"1931-04-17"}),
    ("Where was Hideo Kurabayashi born?", {_ncity("Sendai")}),
    ("In which categories did Ingrid Solvang win a Nobel Prize?", _ncat("Physics", "Chemistry")),
    ("How many Nobel Prizes did Ingrid Solvang receive?", {"2"}),
    ("who won the chemistry prize in 2001", _nl("1001", "1004", "1010")),
    ("What was Lucía Ferrandis awarded the prize for?", {NO_AWARDS["5013"][4]}),
    ("In what year did Thandiwe Mokoena receive the Nobel Peace Prize?", {"2012"}),
    ("Which organisations have won the Peace Prize?", _nl("2001", "2002")),
    ("In which country was Raymond Thurlow born?", {_ncountry("United_Kingdom")}),
    ("Which laureates were born in the United Kingdom?", _nl("1007", "1012")),
    ("How many people shared the 2001 Chemistry prize?", {"3"}),
    ("What was Kofi Adjei Mensah's share of the prize?", {"2"}),
    ("Who shared the Physiology or Medicine prize with Arkady Lebedinsky?", _nl("1005")),
    ("Which laureates were born before 1930?", _nl("1002", "1010")),
    ("Who won the Nobel Prize in Physics?", _nl("1001", "1002", "1006")),
    ("When was the winner of the 2005 economics prize born?", {"1939-09-03"}),
    ("where was the 2003 physics laureate born", {_ncity("Sendai")}),
    ("Which prizes were awarded in 1989?", {_nprize("Physics", "1989"), _nprize("Chemistry", "1989")}),
    ("Who won the Nobel Prize in Chemistry in 1989?", _nl("1003")),
    ("Where was Aurelio Castelane born?", {_ncity("Turin")}),  # misspelt: Castellane
    ("Who won the peace prize in 1999", _nl("2001")),
    ("When did Arkady Lebedinsky die?", set()),  # no death dates in the KG
    ("How much prize money did Hideo Kurabayashi receive?", set()),  # no prize amounts in the KG
    ("Which university was Lucía Ferrandis affiliated with?", set()),  # no affiliations in the KG
]
NOBEL_MADE_UP = ["Where was Ingrid Carmichael born?", "Who won the Nobel Prize in Astronomy in 1995?",
                 "What was Bartholomew Quillfeather awarded the Nobel Prize for?",
                 "When was Tomasz Kurabayashi born?", "Which prizes did the Global Alliance for Clean Water win?",
                 "When was Elspeth Ferrandis born?"]
NOBEL_GRAPHS = [
    ('[(?a, "laureate", "Hideo Kurabayashi"), (?a, "year", ?x)]', {"2003"}),
    ('[("Raymond Thurlow", "born in", ?x)]', {_ncity("Manchester")}),
    ('[("Ingrid Solvang", "birthplace", ?c), (?c, "country", ?x)]', {_ncountry("Norway")}),
    ('[(?a, "category", "Literature"), (?a, "winner", ?x)]', _nl("1007", "1009")),
    ('[("Lucía Ferrandis", "date of birth", ?x)]', {"1958-07-14"}),
    ('[(?a, "awarded to", "Ingrid Solvang"), (?a, "prize category", ?x)]', _ncat("Physics", "Chemistry")),
]


# ---- timetable (Linked GTFS: routes, trips, n-ary stop times, stops, calendar rules) ------------------------
TT = "https://transit.kelsmouth.example/gtfs/"
TT_AGENCIES = {  # key: (name, web page, time zone)
    "KT": ("Kelsmouth Transit", "https://www.kelsmouth-transit.example/", "Europe/London"),
    "CC": ("Coastline Coaches", "https://coastlinecoaches.example.co.uk/", "Europe/London")}
TT_ROUTES = {  # key: (short name, long name, agency, route type)
    "KT-4": ("4", "Harbour – University", "KT", "Bus"),
    "KT-12": ("12", "Station – Westfield Hospital", "KT", "Bus"),
    "KT-T1": ("T1", "Old Town Tram", "KT", "LightRail"),
    "CC-X7": ("X7", "Kelsmouth – Brinton Airport Express", "CC", "Bus")}
TT_STOPS = {  # id: (name, lat, long)
    "1001": ("Harbour Square", "50.71632", "-2.43391"), "1002": ("Market Street", "50.71810", "-2.43702"),
    "1003": ("Kelsmouth Central Station", "50.72055", "-2.44120"), "1004": ("Castle Gate", "50.71498", "-2.44563"),
    "1005": ("University Campus", "50.71127", "-2.45309"), "1006": ("Westfield Hospital", "50.72671", "-2.45877"),
    "1007": ("Brinton Airport", "50.77940", "-2.39815"), "1008": ("Riverside Park", "50.72309", "-2.44951")}
DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
TT_SERVICES = {"WKD": (1, 1, 1, 1, 1, 0, 0), "WE": (0, 0, 0, 0, 0, 1, 1), "DLY": (1, 1, 1, 1, 1, 1, 1)}
# trip: (route, service, headsign, [(stop, arrival, departure)])
TT_TRIPS = {
    "KT4-0715": ("KT-4", "WKD", "University Campus",
                 [("1001", "07:15", "07:15"), ("1002", "07:21", "07:21"), ("1004", "07:28", "07:28"),
                  ("1005", "07:36", "07:36")]),
    "KT4-1700": ("KT-4", "WKD", "Harbour Square",
                 [("1005", "17:00", "17:00"), ("1004", "17:08", "17:08"), ("1002", "17:15", "17:15"),
                  ("1001", "17:21", "17:21")]),
    "KT12-0800": ("KT-12", "WKD", "Westfield Hospital",
                  [("1003", "08:00", "08:00"), ("1002", "08:06", "08:06"), ("1008", "08:14", "08:14"),
                   ("1006", "08:22", "08:22")]),
    "KT12-0930": ("KT-12", "WE", "Westfield Hospital",
                  [("1003", "09:30", "09:30"), ("1002", "09:36", "09:36"), ("1008", "09:44", "09:44"),
                   ("1006", "09:52", "09:52")]),
    "KTT1-1000": ("KT-T1", "DLY", "Castle Gate",
                  [("1003", "10:00", "10:00"), ("1001", "10:07", "10:09"), ("1004", "10:15", "10:15")]),
    "CCX7-0630": ("CC-X7", "WKD", "Brinton Airport", [("1003", "06:30", "06:30"), ("1007", "07:10", "07:10")]),
    "CCX7-1930": ("CC-X7", "WE", "Kelsmouth Central Station",
                  [("1007", "19:30", "19:30"), ("1003", "20:10", "20:10")]),
}


def _tt(kind: str, key: str) -> str:
    return f"{TT}{kind}/{key}"


def timetable_kg() -> str:
    """N-Triples of the Linked GTFS timetable."""
    g = Graph()
    for key, (name, page, zone) in TT_AGENCIES.items():
        a = _tt("agency", key)
        g.add(a, RDF_TYPE, GTFS + "Agency"), g.add(a, FOAF + "name", _lit(name))
        g.add(a, FOAF + "page", page), g.add(a, GTFS + "timeZone", _lit(zone))
    for key, (short, long_name, agency, kind) in TT_ROUTES.items():
        r = _tt("route", key)
        g.add(r, RDF_TYPE, GTFS + "Route"), g.add(r, GTFS + "shortName", _lit(short))
        g.add(r, GTFS + "longName", _lit(long_name)), g.add(r, GTFS + "agency", _tt("agency", agency))
        g.add(r, GTFS + "routeType", GTFS + kind)
    for key, (name, lat, lon) in TT_STOPS.items():
        s = _tt("stop", key)
        g.add(s, RDF_TYPE, GTFS + "Stop"), g.add(s, FOAF + "name", _lit(name))
        g.add(s, WGS + "lat", _lit(lat)), g.add(s, WGS + "long", _lit(lon))
    for key, flags in TT_SERVICES.items():
        s, rule = _tt("calendar", key), _tt("calendar_rule", key)
        g.add(s, RDF_TYPE, GTFS + "Service"), g.add(s, GTFS + "serviceRule", rule)
        g.add(rule, RDF_TYPE, GTFS + "CalendarRule")
        for day, flag in zip(DAYS, flags):
            g.add(rule, GTFS + day, _typed("true" if flag else "false", "boolean"))
        g.add(rule, GTFS + "startDate", _typed("2024-09-01", "date"))
        g.add(rule, GTFS + "endDate", _typed("2025-06-30", "date"))
    for key, (route, service, headsign, calls) in TT_TRIPS.items():
        t = _tt("trip", key)
        g.add(t, RDF_TYPE, GTFS + "Trip"), g.add(t, GTFS + "route", _tt("route", route))
        g.add(t, GTFS + "service", _tt("calendar", service)), g.add(t, GTFS + "headsign", _lit(headsign))
        for n, (stop, arrival, departure) in enumerate(calls, 1):
            st = _tt("stoptime", f"{key}/{n}")
            g.add(st, GTFS + "trip", t), g.add(st, GTFS + "stop", _tt("stop", stop))
            g.add(st, GTFS + "arrivalTime", _lit(arrival + ":00"))
            g.add(st, GTFS + "departureTime", _lit(departure + ":00"))
            g.add(st, GTFS + "stopSequence", _typed(n, "nonNegativeInteger"))
    return g.text()


def _route(*keys: str) -> set[str]:
    return {_tt("route", k) for k in keys}


def _stop(*keys: str) -> set[str]:
    return {_tt("stop", k) for k in keys}


TIMETABLE_QUESTIONS = [
    ("Which company runs the X7?", {_tt("agency", "CC")}),
    ("What is the full name of route 12?", {"Station – Westfield Hospital"}),
    ("Which stops does the number 4 bus call at?", _stop("1001", "1002", "1004", "1005")),
    ("What time does the X7 leave Kelsmouth Central Station?", {"06:30:00"}),
    ("what time does the x7 get to brinton airport", {"07:10:00"}),
    ("Which routes stop at Market Street?", _route("KT-4", "KT-12")),
    ("How many stops does route 12 have?", {"4"}),
    ("What is the latitude of Castle Gate?", {"50.71498"}),
    ("Which routes run on Saturdays?", _route("KT-12", "KT-T1", "CC-X7")),
    ("Where does the T1 go?", {"Castle Gate", _tt("stop", "1004")}),
    ("Which routes does Kelsmouth Transit run?", _route("KT-4", "KT-12", "KT-T1")),
    ("How many routes does Coastline Coaches operate?", {"1"}),
    ("What is the website of Coastline Coaches?", {TT_AGENCIES["CC"][1]}),
    ("What time zone is Kelsmouth Transit in?", {"Europe/London"}),
    ("Which stop comes after Market Street on route 12?", _stop("1008")),
    ("Which stops are served by the airport express?", _stop("1003", "1007")),
    ("What time does the 17:00 bus from University Campus reach Harbour Square?", {"17:21:00"}),
    ("What is the website of the company that runs the T1?", {TT_AGENCIES["KT"][1]}),
    ("until when is the timetable valid", {"2025-06-30"}),
    ("Which routes are trams?", _route("KT-T1")),
    ("What time does the T1 leave Harbour Square?", {"10:09:00"}),
    ("Which routes stop at Castel Gate?", _route("KT-4", "KT-T1")),  # misspelt: Castle
    ("How much is a ticket on the X7?", set()),  # no fares in the KG
    ("How many seats does the T1 tram have?", set()),  # no vehicles in the KG
    ("Who drives the 07:15 bus to University Campus?", set()),  # no drivers in the KG
]
TIMETABLE_MADE_UP = ["Which routes stop at Pemberton Lane?", "What is the website of Northgate Buses?",
                     "What time does the X7 leave Fernhill Station?", "Which routes does Coastline Ferries run?",
                     "What is the latitude of Harbour Gate?", "Which company runs the Brinton Airport Shuttle?"]
TIMETABLE_GRAPHS = [
    ('[("X7", "operated by", ?x)]', {_tt("agency", "CC")}),
    ('[(?r, "agency", "Kelsmouth Transit"), (?r, "route number", ?x)]', {"4", "12", "T1"}),
    ('[(?s, "stop", "Brinton Airport"), (?s, "arrival", ?x)]', {"07:10:00", "19:30:00"}),
    ('[("Castle Gate", "latitude", ?x)]', {"50.71498"}),
    ('[("Kelsmouth Transit", "routes", ?x)]', _route("KT-4", "KT-12", "KT-T1")),
    ('[(?t, "headsign", "Westfield Hospital"), (?t, "route", ?x)]', _route("KT-12")),
]


# ---- ownership (GLEIF-like: LEIs in IRIs, address nodes, parents only through relationship records) ---------
LEI_L1, LEI_L2 = "https://rdf.gleif.org/L1/", "https://rdf.gleif.org/L2/"


def _lei(base: str) -> str:
    """An 18-character LEI stem with its ISO 7064 MOD 97-10 check digits."""
    digits = "".join(str(int(c, 36)) for c in base + "00")
    return f"{base}{98 - int(digits) % 97:02d}"


# key: (LEI stem, legal name, legal form, status, first registered, address line, city, postcode, country)
OW_ENTITIES = {
    "nvh": ("5493004KQ2YLPRH6TA", "Nordvik Holding ASA", "3C7U", "ISSUED", "2013-02-11", "Strandveien 20", "Oslo",
            "0252", "NO"),
    "nvs": ("549300F1XW8ZQD3LMB", "Nordvik Shipping AS", "YI42", "ISSUED", "2013-03-04", "Bryggen 7", "Bergen",
            "5003", "NO"),
    "nvo": ("213800RJ6VKQ4W1PZT", "Nordvik Offshore Services Ltd", "H0PO", "ISSUED", "2014-06-02",
            "12 Regent Quay", "Aberdeen", "AB11 5BE", "GB"),
    "nvd": ("529900HT3M8GXZ2WQA", "Nordvik Deutschland GmbH", "2HBR", "ISSUED", "2013-09-17", "Am Sandtorkai 41",
            "Hamburg", "20457", "DE"),
    "nvl": ("529900PL7DK5RV0NSE", "Nordvik Logistik GmbH", "2HBR", "LAPSED", "2016-03-01", "Hafenstraße 9",
            "Bremen", "28217", "DE"),
    "ccp": ("5493007BQZ9H2RMX4C", "Caldera Capital Partners LP", "T91T", "ISSUED", "2015-08-20",
            "1209 Orange Street", "Wilmington", "19801", "US"),
    "bwe": ("222100M4KXLQ8Z7TNB", "Brightwater Energy SE", "BEWI", "ISSUED", "2015-10-05", "15 Rue Erasme",
            "Luxembourg", "L-1468", "LU"),
    "bws": ("8156002WQ7DTR3MKXL", "Brightwater Solar S.r.l.", "P418", "ISSUED", "2017-02-14", "Via Tortona 31",
            "Milan", "20144", "IT"),
    "bww": ("724500VZ3LQ9HK2MRD", "Brightwater Wind B.V.", "54M6", "ISSUED", "2021-04-30", "Wilhelminakade 88",
            "Rotterdam", "3072 AP", "NL"),
    "mfl": ("213800X2NBD7QLKW9R", "Marlowe & Finch LLP", "8888", "ISSUED", "2012-11-26", "40 Gracechurch Street",
            "London", "EC3V 0BT", "GB"),
}
# child: (direct parent, ultimate parent, start date of both)
OW_PARENTS = {"nvs": ("nvh", "nvh", "2009-01-01"), "nvo": ("nvs", "nvh", "2014-05-20"),
              "nvd": ("nvh", "nvh", "2011-07-01"), "nvl": ("nvd", "nvh", "2016-02-15"),
              "bwe": ("ccp", "ccp", "2015-10-01"), "bws": ("bwe", "ccp", "2017-03-01"),
              "bww": ("bwe", "ccp", "2021-06-15")}


def _ent(*keys: str) -> set[str]:
    return {f"{LEI_L1}L-{_lei(OW_ENTITIES[k][0])}" for k in keys}


def _e(key: str) -> str:
    return next(iter(_ent(key)))


def ownership_kg() -> str:
    """N-Triples of the GLEIF-like registry."""
    g = Graph()
    for key, (_, name, form, status, registered, line, city, postcode, country) in OW_ENTITIES.items():
        e = _e(key)
        address = f"{e}-LA"
        g.add(e, RDF_TYPE, L1 + "LegalEntity"), g.add(e, L1 + "legalName", _lit(name))
        g.add(e, L1 + "legalForm", _lit(form)), g.add(e, L1 + "registrationStatus", _lit(status))
        g.add(e, L1 + "initialRegistrationDate", _typed(registered, "date")), g.add(e, L1 + "hasLegalAddress", address)
        g.add(address, RDF_TYPE, L1 + "PhysicalAddress"), g.add(address, L1 + "addressLine", _lit(line))
        g.add(address, L1 + "addressCity", _lit(city)), g.add(address, L1 + "postalCode", _lit(postcode))
        g.add(address, L1 + "addressCountry", _lit(country))
    for child, (direct, ultimate, start) in OW_PARENTS.items():
        for parent, kind, code in ((direct, "IS_DIRECTLY_CONSOLIDATED_BY", "DP"),
                                   (ultimate, "IS_ULTIMATELY_CONSOLIDATED_BY", "UP")):
            r = f"{LEI_L2}RR-{_lei(OW_ENTITIES[child][0])}-{code}"
            g.add(r, RDF_TYPE, RR + "RelationshipRecord"), g.add(r, RR + "subject", _e(child))
            g.add(r, RR + "object", _e(parent)), g.add(r, RR + "relationshipType", _lit(kind))
            g.add(r, RR + "startDate", _typed(start, "date")), g.add(r, RR + "relationshipStatus", _lit("ACTIVE"))
    return g.text()


OWNERSHIP_QUESTIONS = [
    ("Who is the direct parent of Nordvik Offshore Services Ltd?", _ent("nvs")),
    ("What is the ultimate parent of Brightwater Solar S.r.l.?", _ent("ccp")),
    ("Which companies does Nordvik Holding ASA directly own?", _ent("nvs", "nvd")),
    ("In which city is Nordvik Deutschland GmbH registered?", {"Hamburg"}),
    ("Which country is Brightwater Wind B.V. based in?", {"NL"}),
    ("What is the legal form of Marlowe & Finch LLP?", {"8888"}),
    ("what is the registration status of nordvik logistik gmbh", {"LAPSED"}),
    ("Which entities are ultimately controlled by Caldera Capital Partners LP?", _ent("bwe", "bws", "bww")),
    ("How many direct subsidiaries does Brightwater Energy SE have?", {"2"}),
    ("Since when has Nordvik Shipping AS been consolidated by Nordvik Holding ASA?", {"2009-01-01"}),
    ("Which companies are registered in Germany?", _ent("nvd", "nvl")),
    (f"Which company has the LEI {_lei(OW_ENTITIES['nvs'][0])}?", _ent("nvs")),
    ("In which city is the direct parent of Nordvik Logistik GmbH located?", {"Hamburg"}),
    ("Which entities have a lapsed registration?", _ent("nvl")),
    ("who owns nordvik shipping as", _ent("nvh")),
    ("Which subsidiaries of Nordvik Holding ASA are in Norway?", _ent("nvs")),
    ("When was Brightwater Wind B.V. first registered?", {"2021-04-30"}),
    ("Which companies did Brightwater Energy SE take over after 2019?", _ent("bww")),
    ("What is the parent company of Nordvik Ofshore Services?", _ent("nvs")),  # misspelt, suffix dropped
    ("What is the legal form of the ultimate parent of Brightwater Wind B.V.?", {"T91T"}),
    ("Where is the ultimate parent of Nordvik Offshore Services Ltd based?", {"Oslo"}),
    ("What is the postcode of Brightwater Solar S.r.l.?", {"20144"}),
    ("What was Nordvik Holding ASA's revenue in 2022?", set()),  # no financials in the KG
    ("Who is the CEO of Brightwater Energy SE?", set()),  # no people in the KG
    ("How many employees does Marlowe & Finch LLP have?", set()),  # no headcounts in the KG
]
OWNERSHIP_MADE_UP = ["Who is the direct parent of Nordvik Aviation AS?",
                     "What is the ultimate parent of Brightwater Hydro S.r.l.?",
                     "In which city is Caldera Shipping GmbH registered?",
                     "What is the legal form of Marlowe & Pike LLP?",
                     "Which companies does Solvik Holding ASA own?",
                     "What is the registration status of Greyhaven Capital Partners LP?"]
OWNERSHIP_GRAPHS = [
    ('[(?r, "subsidiary", "Nordvik Offshore Services Ltd"), (?r, "parent", ?x)]', _ent("nvs", "nvh")),
    ('[("Nordvik Deutschland GmbH", "legal address", ?a), (?a, "city", ?x)]', {"Hamburg"}),
    ('[(?r, "parent", "Caldera Capital Partners LP"), (?r, "child", ?x)]', _ent("bwe", "bws", "bww")),
    ('[("Marlowe & Finch LLP", "legal form", ?x)]', {"8888"}),
    ('[("Nordvik Logistik GmbH", "registration status", ?x)]', {"LAPSED"}),
    ('[(?r, "relationship type", "IS_DIRECTLY_CONSOLIDATED_BY"), (?r, "start date", ?x)]',
     {start for _, _, start in OW_PARENTS.values()}),
]


# ---- league (one season: n-ary matches with scores, players, goals as nodes) ---------------------------------
LG = "https://league.example.org/"
LGO = "https://league.example.org/ontology#"
LG_STADIUMS = {"ashford-lane": ("Ashford Lane", 12400), "millbrook": ("Millbrook Stadium", 18750),
               "calder-bowl": ("The Calder Bowl", 22300), "dunwell-park": ("Dunwell Park", 9800)}
LG_TEAMS = {  # key: (name, short name, home ground)
    "ashford": ("Ashford Rovers FC", "Rovers", "ashford-lane"), "brackley": ("Brackley Athletic", "Brackley",
                                                                              "millbrook"),
    "calderon": ("Calderon United", "Calderon", "calder-bowl"), "dunwell": ("Dunwell Town", "Dunwell",
                                                                             "dunwell-park")}
LG_PLAYERS = {  # id: (name, team, position, shirt number)
    "p01": ("Jamie Corran", "ashford", "Forward", 9), "p02": ("Tobias Reiner", "ashford", "Midfielder", 8),
    "p03": ("Sam Whitlow", "ashford", "Goalkeeper", 1), "p04": ("Olu Adebayo", "brackley", "Forward", 10),
    "p05": ("Marcus Feld", "brackley", "Defender", 4), "p06": ("Kieran Doyle", "brackley", "Midfielder", 7),
    "p07": ("Rafael Mendonça", "calderon", "Forward", 11), "p08": ("Pieter Voskuil", "calderon", "Midfielder", 6),
    "p09": ("Andrei Toma", "calderon", "Defender", 5), "p10": ("Callum Breck", "dunwell", "Forward", 9),
    "p11": ("Yusuf Demir", "dunwell", "Midfielder", 10), "p12": ("Lewis Hartigan", "dunwell", "Goalkeeper", 1)}
# match: (round, date, home, away, home goals, away goals, [(scorer, minute)])
LG_MATCHES = {
    "2023-R1-1": (1, "2023-08-12", "ashford", "brackley", 2, 1, [("p01", 23), ("p04", 51), ("p02", 67)]),
    "2023-R1-2": (1, "2023-08-12", "calderon", "dunwell", 0, 0, []),
    "2023-R2-1": (2, "2023-08-19", "brackley", "calderon", 3, 1, [("p04", 12), ("p07", 44), ("p04", 58), ("p06", 80)]),
    "2023-R2-2": (2, "2023-08-19", "dunwell", "ashford", 1, 2, [("p10", 30), ("p01", 55), ("p01", 89)]),
    "2023-R3-1": (3, "2023-08-26", "ashford", "calderon", 1, 1, [("p02", 15), ("p08", 72)]),
    "2023-R3-2": (3, "2023-08-26", "brackley", "dunwell", 0, 2, [("p10", 40), ("p11", 77)]),
}


def _lg(kind: str, key: str) -> str:
    return f"{LG}{kind}/{key}"


def league_kg() -> str:
    """N-Triples of the league season."""
    g = Graph()
    for key, (name, capacity) in LG_STADIUMS.items():
        s = _lg("venue", key)
        g.add(s, RDF_TYPE, SCHEMA + "StadiumOrArena"), g.add(s, SCHEMA + "name", _lit(name))
        g.add(s, SCHEMA + "maximumAttendeeCapacity", _typed(capacity, "integer"))
    for key, (name, short, ground) in LG_TEAMS.items():
        t = _lg("team", key)
        g.add(t, RDF_TYPE, SCHEMA + "SportsTeam"), g.add(t, SCHEMA + "name", _lit(name))
        g.add(t, SCHEMA + "alternateName", _lit(short)), g.add(t, LGO + "homeGround", _lg("venue", ground))
    for key, (name, team, position, number) in LG_PLAYERS.items():
        p = _lg("player", key)
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "memberOf", _lg("team", team)), g.add(p, LGO + "position", _lit(position))
        g.add(p, LGO + "shirtNumber", _typed(number, "integer"))
    for key, (rnd, date, home, away, hg, ag, goals) in LG_MATCHES.items():
        m = _lg("match", key)
        g.add(m, RDF_TYPE, LGO + "Match"), g.add(m, LGO + "round", _typed(rnd, "integer"))
        g.add(m, LGO + "matchDate", _typed(date, "date"))
        g.add(m, LGO + "homeTeam", _lg("team", home)), g.add(m, LGO + "awayTeam", _lg("team", away))
        g.add(m, LGO + "homeGoals", _typed(hg, "integer")), g.add(m, LGO + "awayGoals", _typed(ag, "integer"))
        g.add(m, LGO + "venue", _lg("venue", LG_TEAMS[home][2]))
        for n, (scorer, minute) in enumerate(goals, 1):
            gl = _lg("goal", f"{key}-{n}")
            g.add(gl, RDF_TYPE, LGO + "Goal"), g.add(gl, LGO + "scorer", _lg("player", scorer))
            g.add(gl, LGO + "inMatch", m), g.add(gl, LGO + "minute", _typed(minute, "integer"))
    return g.text()


def _pl(*keys: str) -> set[str]:
    return {_lg("player", k) for k in keys}


def _team(*keys: str) -> set[str]:
    return {_lg("team", k) for k in keys}


def _match(*keys: str) -> set[str]:
    return {_lg("match", k) for k in keys}


LEAGUE_QUESTIONS = [
    ("Who won the match between Ashford Rovers and Brackley Athletic?", _team("ashford")),
    ("How many goals did Brackley score against Calderon United?", {"3"}),
    ("Where was the game between Dunwell Town and Ashford Rovers played?", {_lg("venue", "dunwell-park")}),
    ("Who scored for Dunwell in the game against Brackley?", _pl("p10", "p11")),
    ("Which team does Olu Adebayo play for?", _team("brackley")),
    ("what position does pieter voskuil play", {"Midfielder"}),
    ("Who are the goalkeepers in the league?", _pl("p03", "p12")),
    ("How many goals did Jamie Corran score?", {"3"}),
    ("When did Calderon United play Dunwell Town?", {"2023-08-12"}),
    ("Which matches were played in round 2?", _match("2023-R2-1", "2023-R2-2")),
    ("Who plays for Calderon United?", _pl("p07", "p08", "p09")),
    ("In which minute did Kieran Doyle score?", {"80"}),
    ("Which players scored on 26 August 2023?", _pl("p02", "p08", "p10", "p11")),
    ("Who scored the most goals?", _pl("p01", "p04")),
    ("What is the home ground of Brackley Athletic?", {_lg("venue", "millbrook")}),
    ("How many matches were played at Millbrook Stadium?", {"2"}),
    ("What shirt number does Yusuf Demir wear?", {"10"}),
    ("who scored in the 89th minute", _pl("p01")),
    ("Which teams did the Rovers play away from home?", _team("dunwell")),
    ("Which matches did Calderon United play at home?", _match("2023-R1-2")),
    ("Who plays for Brackly Athletic?", _pl("p04", "p05", "p06")),  # misspelt: Brackley
    ("How many people fit in Dunwell Park?", {"9800"}),
    ("Who was the referee of the match between Ashford Rovers and Brackley Athletic?", set()),  # no referees
    ("How much did Brackley Athletic pay for Olu Adebayo?", set()),  # no transfers in the KG
    ("How many people attended the match between Calderon United and Dunwell Town?", set()),  # no attendance
]
LEAGUE_MADE_UP = ["Which team does Jamie Adebayo play for?", "Who plays for Ellesmere Wanderers?",
                  "What position does Henrik Lindahl play?", "How many goals did Marcus Doyle score?",
                  "Where was the match between Calderon United and Fernbridge City played?",
                  "What is the home ground of Brackley Rovers?"]
LEAGUE_GRAPHS = [
    ('[("Olu Adebayo", "team", ?x)]', _team("brackley")),
    ('[(?g, "scored by", "Jamie Corran"), (?g, "minute", ?x)]', {"23", "55", "89"}),
    ('[(?m, "home side", "Ashford Rovers FC"), (?m, "stadium", ?x)]', {_lg("venue", "ashford-lane")}),
    ('[(?p, "plays for", "Dunwell Town"), (?p, "position", ?x)]', {"Forward", "Midfielder", "Goalkeeper"}),
    ('[("Brackley Athletic", "home ground", ?x)]', {_lg("venue", "millbrook")}),
    ('[(?m, "away team", "Calderon United"), (?m, "date", ?x)]', {"2023-08-19", "2023-08-26"}),
]


# ---- mapdata (OpenStreetMap as Sophox exports it: tags as predicates, WKT geometries) -------------------------
# OSM id: (type, version, WKT, tags)
MD_FEATURES = {
    "node/5102934471": ("n", 7, "POINT(-1.54871 53.80124)", {
        "name": "Bean There", "amenity": "cafe", "cuisine": "coffee_shop",
        "opening_hours": "Mo-Fr 07:00-18:00; Sa 08:00-13:00", "addr:street": "High Street", "addr:housenumber": "14",
        "addr:city": "Eastbrook", "wheelchair": "yes", "outdoor_seating": "yes"}),
    "node/5102934472": ("n", 3, "POINT(-1.55012 53.80231)", {
        "name": "The Copper Kettle", "amenity": "cafe", "cuisine": "cake", "opening_hours": "Tu-Su 09:00-17:00",
        "addr:street": "Church Lane", "addr:housenumber": "3", "addr:city": "Eastbrook", "wheelchair": "no",
        "outdoor_seating": "no"}),
    "node/6620118830": ("n", 5, "POINT(-1.54698 53.80077)", {
        "name": "Golden Lotus", "amenity": "restaurant", "cuisine": "chinese", "opening_hours": "Mo-Su 17:00-23:00",
        "addr:street": "High Street", "addr:housenumber": "41", "addr:city": "Eastbrook", "wheelchair": "limited",
        "phone": "+44 1632 960412"}),
    "node/6620118831": ("n", 2, "POINT(-1.55240 53.79968)", {
        "name": "Luigi's", "amenity": "restaurant", "cuisine": "italian", "opening_hours": "Tu-Su 12:00-22:00",
        "addr:street": "Mill Road", "addr:housenumber": "7", "addr:city": "Eastbrook", "wheelchair": "yes",
        "website": "https://luigis-eastbrook.example.com/"}),
    "node/7730012245": ("n", 4, "POINT(-1.54795 53.80101)", {
        "name": "Eastbrook Pharmacy", "amenity": "pharmacy", "dispensing": "yes", "opening_hours": "Mo-Sa 08:30-18:30",
        "addr:street": "High Street", "addr:housenumber": "22", "addr:city": "Eastbrook", "wheelchair": "yes"}),
    "node/7730012250": ("n", 6, "POINT(-1.55390 53.80412)", {
        "name": "Eastbrook Library", "amenity": "library", "opening_hours": "Tu-Sa 10:00-17:00",
        "addr:street": "Station Road", "addr:housenumber": "1", "addr:city": "Eastbrook", "wheelchair": "yes"}),
    "node/8001456123": ("n", 1, "POINT(-1.54930 53.80190)", {"amenity": "bench", "backrest": "yes"}),
    "node/5102934480": ("n", 2, "POINT(-1.55198 53.79990)", {
        "name": "Greenleaf Grocers", "shop": "greengrocer", "opening_hours": "Mo-Sa 08:00-17:30",
        "addr:street": "Mill Road", "addr:housenumber": "3", "addr:city": "Eastbrook"}),
    "node/5102934491": ("n", 3, "POINT(-1.55311 53.79941)", {
        "name": "Mill Road Bakery", "shop": "bakery", "opening_hours": "Mo-Sa 06:30-15:00",
        "addr:street": "Mill Road", "addr:housenumber": "15", "addr:city": "Eastbrook"}),
    "node/9120044012": ("n", 9, "POINT(-1.55602 53.80480)", {
        "name": "Eastbrook Station", "railway": "station", "public_transport": "station",
        "operator": "Northern Lines"}),
    "node/6620118845": ("n", 4, "POINT(-1.54990 53.80260)", {
        "name": "The Red Lion", "amenity": "pub", "real_ale": "yes", "opening_hours": "Mo-Su 11:00-23:00",
        "addr:street": "Church Lane", "addr:housenumber": "9", "addr:city": "Eastbrook", "wheelchair": "no"}),
    "way/301245567": ("w", 12, "POLYGON((-1.5571 53.7981, -1.5532 53.7981, -1.5532 53.7962, -1.5571 53.7962, "
                               "-1.5571 53.7981))", {
        "name": "Riverside Park", "leisure": "park", "opening_hours": "24/7"}),
    "way/301245570": ("w", 15, "LINESTRING(-1.5452 53.8002, -1.5479 53.8011, -1.5501 53.8019)", {
        "name": "High Street", "highway": "tertiary", "maxspeed": "30 mph", "surface": "asphalt"}),
    "way/412009871": ("w", 5, "POLYGON((-1.5549 53.8046, -1.5541 53.8046, -1.5541 53.8041, -1.5549 53.8041, "
                               "-1.5549 53.8046))", {
        "name": "Eastbrook Museum", "tourism": "museum", "building": "yes", "opening_hours": "We-Su 10:00-16:00",
        "addr:street": "Station Road", "addr:housenumber": "5", "addr:city": "Eastbrook", "wheelchair": "yes",
        "website": "https://eastbrookmuseum.example.org/"}),
}


def mapdata_kg() -> str:
    """N-Triples of the OpenStreetMap extract."""
    g = Graph()
    for key, (kind, version, wkt, tags) in MD_FEATURES.items():
        f, geom = OSM + key, "_:geom_" + key.replace("/", "_")
        g.add(f, OSMM + "type", _lit(kind)), g.add(f, OSMM + "version", _typed(version, "integer"))
        for tag, value in tags.items():
            g.add(f, OSMT + tag, _lit(value))
        g.add(f, GEOSPARQL + "hasGeometry", geom)
        g.add(geom, GEOSPARQL + "asWKT", f'"{wkt}"^^<{GEOSPARQL}wktLiteral>')
    return g.text()


def _osm(*keys: str) -> set[str]:
    return {OSM + k for k in keys}


MAPDATA_QUESTIONS = [
    ("What are the opening hours of Bean There?", {"Mo-Fr 07:00-18:00; Sa 08:00-13:00"}),
    ("list the cafés", _osm("node/5102934471", "node/5102934472")),
    ("What kind of food does Golden Lotus serve?", {"chinese"}),
    ("Which places are on High Street?", _osm("node/5102934471", "node/6620118830", "node/7730012245")),
    ("Is Luigi's wheelchair accessible?", {"yes"}),
    ("What is the phone number of Golden Lotus?", {"+44 1632 960412"}),
    ("Which restaurants are wheelchair accessible?", _osm("node/6620118831")),
    ("What is the website of Luigi's?", {"https://luigis-eastbrook.example.com/"}),
    ("What street is the Eastbrook Museum on?", {"Station Road"}),
    ("What are the coordinates of Eastbrook Library?", {"POINT(-1.55390 53.80412)"}),
    ("How many restaurants are there?", {"2"}),
    ("When is the Eastbrook Museum open?", {"We-Su 10:00-16:00"}),
    ("are there any pubs", _osm("node/6620118845")),
    ("Who operates Eastbrook Station?", {"Northern Lines"}),
    ("What shops are on Mill Road?", _osm("node/5102934480", "node/5102934491")),
    ("what is the speed limit on high street", {"30 mph"}),
    ("What type of shop is Greenleaf Grocers?", {"greengrocer"}),
    ("Which places are open 24/7?", _osm("way/301245567")),
    ("Which cafes have outdoor seating?", _osm("node/5102934471")),
    ("What are the opening hours of the pharmacy on High Street?", {"Mo-Sa 08:30-18:30"}),
    ("When does the Eastbrook Libary open?", {"Tu-Sa 10:00-17:00"}),  # misspelt: Library
    ("Which amenities on Church Lane are not wheelchair accessible?", _osm("node/5102934472", "node/6620118845")),
    ("What is the average rating of Golden Lotus?", set()),  # no ratings in OSM
    ("How many tables does Bean There have?", set()),  # no such tag
    ("Who owns The Red Lion?", set()),  # no owner or operator tag on the pub
]
MAPDATA_MADE_UP = ["What are the opening hours of The Silver Kettle?", "What kind of food does Jade Lotus serve?",
                   "What is the phone number of Mario's?", "Who operates Westbrook Station?",
                   "Which shops are on Ferry Lane?", "Is the Blue Anchor wheelchair accessible?"]
MAPDATA_GRAPHS = [
    ('[("Golden Lotus", "cuisine", ?x)]', {"chinese"}),
    ('[(?x, "street", "Mill Road")]', _osm("node/6620118831", "node/5102934480", "node/5102934491")),
    ('[("Eastbrook Library", "geometry", ?g), (?g, "wkt", ?x)]', {"POINT(-1.55390 53.80412)"}),
    ('[(?p, "amenity", "cafe"), (?p, "opening hours", ?x)]',
     {"Mo-Fr 07:00-18:00; Sa 08:00-13:00", "Tu-Su 09:00-17:00"}),
    ('[("Eastbrook Station", "operator", ?x)]', {"Northern Lines"}),
    ('[(?p, "wheelchair", "yes"), (?p, "street", ?x)]', {"High Street", "Mill Road", "Station Road"}),
]

KGS_I = {"nobel": (nobel_kg, NOBEL_QUESTIONS, NOBEL_MADE_UP, NOBEL_GRAPHS),
         "timetable": (timetable_kg, TIMETABLE_QUESTIONS, TIMETABLE_MADE_UP, TIMETABLE_GRAPHS),
         "ownership": (ownership_kg, OWNERSHIP_QUESTIONS, OWNERSHIP_MADE_UP, OWNERSHIP_GRAPHS),
         "league": (league_kg, LEAGUE_QUESTIONS, LEAGUE_MADE_UP, LEAGUE_GRAPHS),
         "mapdata": (mapdata_kg, MAPDATA_QUESTIONS, MAPDATA_MADE_UP, MAPDATA_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_I, __doc__)
