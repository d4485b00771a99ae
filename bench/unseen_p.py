"""A sixteenth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_o.py):

- `building`: a building-management model in the Brick Schema (real `brick:` terms) with a few RealEstateCore
  (`rec:`) and QUDT unit IRIs: nothing has a label, every name is an IRI fragment of one namespace
  (`…/bldg#Harbourview_Campus`, `#Tidemark_House`, `#Anchor_Hall_Floor_2`, `#Room_3.14`, `#Room_A2.10`,
  `#AHU_2_North`, `#VAV_A2.03`, `#Room_3.14_Zone_Air_Temp`, `#Plant_Room_A0`); a `brick:Site` with two
  `brick:Building`s (also `rec:Building`), `brick:Floor`s, a `brick:Roof` and a `brick:Mechanical_Room`,
  rooms typed by Brick space classes (`brick:Conference_Room`, `brick:Open_Office`, `brick:Lobby`,
  `brick:Telecom_Room`, …) and `rec:Room` with `rec:personCapacity` xsd:integer and `brick:area` → BLANK
  node (`brick:value` xsd:decimal, `brick:hasUnit` `unit:M2`); `brick:hasPart` / `brick:isPartOf` stated
  one way only (site and Tidemark House state `hasPart` downwards; Anchor Hall's floors and rooms state
  `isPartOf` upwards); two chillers and a boiler `brick:feeds` the three AHUs, the Tidemark House AHUs
  `brick:feeds` their VAVs while the Anchor Hall VAVs state `brick:isFedBy` their AHU, every VAV
  `brick:feeds` one room; AHUs `brick:hasPart` a `brick:Supply_Fan`; points are `brick:Point` subclasses
  (`brick:Zone_Air_Temperature_Sensor` and `…_Setpoint` as `brick:hasPoint` of the VAV,
  `brick:CO2_Level_Sensor` as `brick:hasPoint` of the room, `brick:Supply_Air_Temperature_Sensor` of the
  AHU, `brick:Fan_Status` of the fan) with `brick:hasUnit` `unit:DEG_C` / `unit:PPM`; temperature sensors
  are tied to rooms by `brick:isLocationOf` on the room (Tidemark House) or `brick:hasLocation` on the
  sensor (Anchor Hall); AHUs and plant by `brick:hasLocation`; each point's last reading is a BLANK node
  behind `brick:lastKnownValue` (`brick:value` xsd:decimal, or xsd:boolean for fan status, and
  `brick:timestamp` xsd:dateTime), two sensors stale since before 12 January 2025;
- `vulns`: a vulnerability feed with a vocabulary of its own (`vx:`) plus Dublin Core, schema.org and SKOS:
  CVE entries with made-up ids as IRIs (`…/cve/CVE-2024-31337`, `vx:Vulnerability`) with
  `dcterms:identifier` "CVE-2024-31337", `dcterms:description`@en, `dcterms:issued` xsd:dateTime,
  `vx:state` "PUBLISHED" / "REJECTED", `vx:cvssBaseScore` xsd:decimal, `vx:severity` → `skos:Concept`s with
  numbered IRIs (`…/severity/S2`) named by `skos:prefLabel`@en AND @de ("High" / "Hoch"),
  `vx:weakness` → CWE `skos:Concept`s (`…/cwe/79`) with `skos:notation` "CWE-79" and the official CWE
  name as `skos:prefLabel`@en ("Improper Neutralization of Special Elements used in an SQL Command ('SQL
  Injection')"), `vx:knownExploited` xsd:boolean, `vx:reference` URLs as xsd:anyURI literals, and
  `vx:affects` → n-ary `vx:AffectedRange` records (`…/affected/aff-0007`: `vx:product`,
  `vx:versionStartIncluding` / `vx:versionEndExcluding` as plain strings); products are
  `schema:SoftwareApplication`s and vendors `schema:Organization`s, both named by `schema:name`, joined by
  `vx:vendor`; one entry rejected (a duplicate: no score, severity, weakness or affected range);
- `races`: road race results with a vocabulary of its own (`rr:`) plus FOAF and schema.org: six races (a city
  marathon, a half marathon and a 10K, each in 2023 and 2024) as `schema:SportsEvent`s with opaque ids
  (`…/event/e1041`) named by `rdfs:label`@en ("Lakeside City Marathon 2024"), `schema:startDate` xsd:date,
  `rr:distanceKm` xsd:decimal; runners are `foaf:Person`s (`…/athlete/a-2207`) named ONLY by
  `foaf:givenName` + `foaf:familyName`, with `foaf:gender` "female" / "male", `rr:birthYear` xsd:gYear and
  `rr:memberOf` → clubs (`foaf:Organization`, `foaf:name`), two runners without a club; every result is an
  n-ary `rr:Result` (`…/result/r-42003`): `rr:athlete`, `rr:race`, `rr:bibNumber` xsd:integer,
  `rr:didNotFinish` xsd:boolean on every result, and for finishers `rr:finishTime` xsd:duration
  ("PT2H31M7S") and `rr:place` xsd:integer (overall); marathon and half-marathon results carry split times
  as BLANK nodes behind `rr:split` (`rr:atKm` xsd:decimal, `rr:elapsed` xsd:duration), DNFs too;
- `shelter`: an animal shelter with a vocabulary of its own (`slv:`) plus schema.org and SKOS, and NO
  `rdfs:label` anywhere: animals with opaque intake ids (`…/animal/A24-0117`) typed by the classes
  `slv:Dog` / `slv:Cat` / `slv:Rabbit` (subclasses of `slv:Animal`) and named only by `slv:callName`
  "Biscuit"; `slv:breed` → `skos:Concept`s (`…/breed/b03`, `skos:prefLabel`@en, `skos:broader` a species
  concept), `slv:sex`, `slv:birthYear` xsd:gYear, `slv:intakeDate` xsd:date, `slv:intakeReason` "stray" /
  "owner surrender" / "seized" / "transfer from another shelter", `slv:weightKg` xsd:decimal, `slv:neutered`
  xsd:boolean, `slv:kennel` → kennels (`…/kennel/K07`) known only by `slv:kennelNumber` xsd:integer and
  `slv:block`, or `slv:fosterHome` → `slv:FosterHome`s with a `slv:carer` and `slv:town`; adoptions are
  records behind `slv:adoption` (`…/adoption/AD-306`: `slv:adopter` → `schema:Person` by `schema:name`,
  `slv:adoptionDate` xsd:date, and for the three animals brought back `slv:returnDate` and
  `slv:returnReason`; two of them adopted again); vet checkups are `slv:Checkup` records stated on the
  checkup only (`slv:patient`, `slv:vet` → `schema:Person` + `slv:Veterinarian`, `slv:checkupDate`,
  `slv:vaccineGiven` → vaccine `skos:Concept`s, none at some checkups);
- `episodes`: a TV guide in schema.org: three `schema:TVSeries` (one German, `schema:name` "Kommissarin
  Falk"@de with `schema:alternateName` "Inspector Falk"@en and German episode titles @de) with
  `schema:genre`, `schema:creator`, `schema:isFamilyFriendly` xsd:boolean, `schema:publisher` → networks
  (`schema:Organization`, `schema:name`) and `schema:countryOfOrigin` → `schema:Country`s; `schema:TVSeason`s
  with `schema:seasonNumber` and `schema:partOfSeries`; `schema:TVEpisode`s with opaque ids
  (`…/episode/ep-4411`): `schema:name`, `schema:episodeNumber` xsd:integer, `schema:partOfSeason`,
  `schema:partOfSeries`, `schema:datePublished` xsd:date, `schema:director`, `schema:author` (one or two),
  `schema:timeRequired` xsd:duration ("PT1H4M") and the cast as BLANK-NODE `schema:PerformanceRole`s behind
  `schema:actor` (`schema:actor` → the person, `schema:characterName`); persons `schema:Person` by
  `schema:name`, some with `schema:birthDate`; "Homecoming" titles an episode in two series (asked only
  with the series named).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_p.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402

BRICK = "https://brickschema.org/schema/Brick#"
REC = "https://w3id.org/rec#"
UNIT = "http://qudt.org/vocab/unit/"


def _bnode(*parts: str) -> str:
    """A blank node label made of `parts` (dots and hyphens turned into underscores)."""
    return "_:" + "_".join(parts).replace(".", "_").replace("-", "_")


# ---- building (Brick + REC, names only in IRI fragments, blank-node readings and areas) ---------------------
BLDG = "https://data.harbourview-campus.example/bldg#"
BD_FLOORS = {  # floor: building
    "Tidemark_House_Floor_1": "Tidemark_House", "Tidemark_House_Floor_2": "Tidemark_House",
    "Tidemark_House_Floor_3": "Tidemark_House", "Anchor_Hall_Floor_1": "Anchor_Hall",
    "Anchor_Hall_Floor_2": "Anchor_Hall",
}
BD_ROOMS = {  # room: (floor, Brick class, person capacity or None, area m², AHU, temperature, setpoint)
    "Room_1.02": ("Tidemark_House_Floor_1", "Lobby", 30, "85", "AHU_1_East", "19.8", "20"),
    "Room_1.05": ("Tidemark_House_Floor_1", "Break_Room", 12, "32.5", "AHU_1_East", "22.4", "21"),
    "Room_2.11": ("Tidemark_House_Floor_2", "Open_Office", 24, "140", "AHU_1_East", "23.1", "21.5"),
    "Room_2.14": ("Tidemark_House_Floor_2", "Conference_Room", 10, "28", "AHU_2_North", "21.2", "21.5"),
    "Room_3.14": ("Tidemark_House_Floor_3", "Conference_Room", 16, "41.5", "AHU_2_North", "24.6", "22"),
    "Room_3.20": ("Tidemark_House_Floor_3", "Enclosed_Office", 2, "14", "AHU_2_North", "20.9", "21"),
    "Room_A1.01": ("Anchor_Hall_Floor_1", "Lobby", 20, "60", "AHU_A1", "18.7", "19"),
    "Room_A1.07": ("Anchor_Hall_Floor_1", "Telecom_Room", None, "18", "AHU_A1", "26.3", "18"),
    "Room_A2.03": ("Anchor_Hall_Floor_2", "Conference_Room", 8, "22", "AHU_A1", "21.9", "21.5"),
    "Room_A2.10": ("Anchor_Hall_Floor_2", "Open_Office", 30, "160", "AHU_A1", "22.8", "21.5"),
}
BD_CO2 = {"Room_1.05": "520", "Room_2.11": "780", "Room_2.14": "1150", "Room_3.14": "1320", "Room_A2.03": "640",
          "Room_A2.10": "910"}
BD_AHUS = {  # AHU: (location, supply air temperature, supply fan running)
    "AHU_1_East": ("Tidemark_House_Roof", "16.5", True), "AHU_2_North": ("Tidemark_House_Roof", "17.2", False),
    "AHU_A1": ("Plant_Room_A0", "15.8", True),
}
BD_PLANT = {  # plant: (Brick class, location, AHUs fed)
    "Chiller_1": ("Chiller", "Tidemark_House_Roof", ["AHU_1_East", "AHU_2_North"]),
    "Chiller_2": ("Chiller", "Plant_Room_A0", ["AHU_A1"]),
    "Boiler_1": ("Boiler", "Plant_Room_A0", ["AHU_1_East", "AHU_2_North", "AHU_A1"]),
}
BD_NOW = "2025-01-14T09:45:00Z"
BD_STALE = {"Room_A1.07_Zone_Air_Temp": "2025-01-09T22:10:00Z", "Room_1.05_CO2": "2025-01-11T17:30:00Z"}


def _b(*names: str) -> set[str]:
    return {BLDG + n for n in names}


def building_kg() -> str:
    """N-Triples of the Brick building model."""
    g = Graph()

    def typed(name: str, *classes: str) -> None:
        for cls in classes:
            g.add(BLDG + name, RDF_TYPE, cls)

    def rel(s: str, p: str, o: str) -> None:
        g.add(BLDG + s, BRICK + p, BLDG + o)

    def reading(point: str, value: str, datatype: str, unit: str | None) -> None:
        if unit:
            g.add(BLDG + point, BRICK + "hasUnit", UNIT + unit)
        r = _bnode("lkv", point)
        g.add(BLDG + point, BRICK + "lastKnownValue", r), g.add(r, BRICK + "value", _typed(value, datatype))
        g.add(r, BRICK + "timestamp", _typed(BD_STALE.get(point, BD_NOW), "dateTime"))

    typed("Harbourview_Campus", BRICK + "Site")
    for building in ("Tidemark_House", "Anchor_Hall"):
        typed(building, BRICK + "Building", REC + "Building"), rel("Harbourview_Campus", "hasPart", building)
    for floor, building in BD_FLOORS.items():
        typed(floor, BRICK + "Floor")
        if building == "Tidemark_House":
            rel(building, "hasPart", floor)
        else:
            rel(floor, "isPartOf", building)
    typed("Tidemark_House_Roof", BRICK + "Roof"), rel("Tidemark_House_Roof", "isPartOf", "Tidemark_House")
    typed("Plant_Room_A0", BRICK + "Mechanical_Room"), rel("Plant_Room_A0", "isPartOf", "Anchor_Hall_Floor_1")
    for plant, (cls, location, ahus) in BD_PLANT.items():
        typed(plant, BRICK + cls), rel(plant, "hasLocation", location)
        for ahu in ahus:
            rel(plant, "feeds", ahu)
    for ahu, (location, supply, running) in BD_AHUS.items():
        fan = f"{ahu}_Supply_Fan"
        typed(ahu, BRICK + "AHU"), rel(ahu, "hasLocation", location)
        typed(fan, BRICK + "Supply_Fan"), rel(ahu, "hasPart", fan)
        typed(f"{ahu}_Supply_Air_Temp", BRICK + "Supply_Air_Temperature_Sensor")
        rel(ahu, "hasPoint", f"{ahu}_Supply_Air_Temp"), reading(f"{ahu}_Supply_Air_Temp", supply, "decimal", "DEG_C")
        typed(f"{fan}_Status", BRICK + "Fan_Status"), rel(fan, "hasPoint", f"{fan}_Status")
        reading(f"{fan}_Status", str(running).lower(), "boolean", None)
    for room, (floor, cls, capacity, area, ahu, temperature, setpoint) in BD_ROOMS.items():
        vav, tidemark = "VAV_" + room[5:], floor.startswith("Tidemark")
        typed(room, BRICK + cls, REC + "Room")
        if tidemark:
            rel(floor, "hasPart", room)
        else:
            rel(room, "isPartOf", floor)
        if capacity is not None:
            g.add(BLDG + room, REC + "personCapacity", _typed(capacity, "integer"))
        a = _bnode("area", room)
        g.add(BLDG + room, BRICK + "area", a), g.add(a, BRICK + "value", _typed(area, "decimal"))
        g.add(a, BRICK + "hasUnit", UNIT + "M2")
        typed(vav, BRICK + "VAV"), rel(vav, "feeds", room)
        if tidemark:
            rel(ahu, "feeds", vav)
        else:
            rel(vav, "isFedBy", ahu)
        sensor, sp = f"{room}_Zone_Air_Temp", f"{room}_Zone_Air_Temp_Setpoint"
        typed(sensor, BRICK + "Zone_Air_Temperature_Sensor"), rel(vav, "hasPoint", sensor)
        reading(sensor, temperature, "decimal", "DEG_C")
        if tidemark:
            rel(room, "isLocationOf", sensor)
        else:
            rel(sensor, "hasLocation", room)
        typed(sp, BRICK + "Zone_Air_Temperature_Setpoint"), rel(vav, "hasPoint", sp)
        reading(sp, setpoint, "decimal", "DEG_C")
        if room in BD_CO2:
            co2 = f"{room}_CO2"
            typed(co2, BRICK + "CO2_Level_Sensor"), rel(room, "hasPoint", co2)
            reading(co2, BD_CO2[room], "decimal", "PPM")
    return g.text()


BUILDING_QUESTIONS = [
    ("Which floor is Room 3.14 on?", _b("Tidemark_House_Floor_3")),
    ("Which building is Room A2.03 in?", _b("Anchor_Hall")),
    ("Which VAV serves Room 2.14?", _b("VAV_2.14")),
    ("Which air handling unit feeds VAV 3.20?", _b("AHU_2_North")),
    ("Which air handler supplies air to Room 1.05?", _b("AHU_1_East")),
    ("What is the current temperature in Room 3.14?", {"24.6"}),
    ("What is the temperature setpoint of VAV A2.10?", {"21.5"}),
    ("In what unit does the Room 2.14 CO2 sensor measure?", {UNIT + "PPM"}),
    ("Which rooms have a CO2 sensor?", _b("Room_1.05", "Room_2.11", "Room_2.14", "Room_3.14", "Room_A2.03",
                                         "Room_A2.10")),
    ("What is the CO2 level in Room 3.14?", {"1320"}),
    ("Which rooms have a CO2 level above 1000 ppm?", _b("Room_2.14", "Room_3.14")),
    ("How many rooms are there on the third floor of Tidemark House?", {"2"}),
    ("How many VAVs does AHU A1 feed?", {"4"}),
    ("Which conference rooms are in Tidemark House?", _b("Room_2.14", "Room_3.14")),
    ("Which room has the largest floor area?", _b("Room_A2.10")),
    ("How many people fit in Room 3.14?", {"16"}),
    ("Which rooms hold more than 20 people?", _b("Room_1.02", "Room_2.11", "Room_A2.10")),
    ("Which chiller feeds AHU 2 North?", _b("Chiller_1")),
    ("Which air handling units does Boiler 1 feed?", _b("AHU_1_East", "AHU_2_North", "AHU_A1")),
    ("Where is AHU A1 located?", _b("Plant_Room_A0")),
    ("What equipment is in Plant Room A0?", _b("AHU_A1", "Chiller_2", "Boiler_1")),
    ("Which buildings are on Harbourview Campus?", _b("Tidemark_House", "Anchor_Hall")),
    ("Which floors does Anchor Hall have?", _b("Anchor_Hall_Floor_1", "Anchor_Hall_Floor_2")),
    ("What is the supply air temperature of AHU 1 East?", {"16.5"}),
    ("Which room is the warmest?", _b("Room_A1.07")),
    ("When did the temperature sensor in Room A1.07 last report?", {"2025-01-09T22:10:00Z"}),
    ("Which sensors have not reported since 12 January 2025?", _b("Room_A1.07_Zone_Air_Temp", "Room_1.05_CO2")),
    ("Is the supply fan of AHU 2 North running?", {"false"}),
    ("Which floors does Anchor Hal have?", _b("Anchor_Hall_Floor_1", "Anchor_Hall_Floor_2")),  # misspelt: Hall
    ("which vav serves room a2.03", _b("VAV_A2.03")),
    ("How much energy did Tidemark House use last month?", set()),  # no meters
    ("Who is the facility manager of Anchor Hall?", set()),  # no people
    ("When was AHU 1 East last serviced?", set()),  # no maintenance records
]
BUILDING_MADE_UP = ["Which floor is Room 4.21 on?", "Which air handling unit feeds VAV 5.02?",
                    "Which buildings are on Riverside Campus?", "What is the CO2 level in Room B3.11?",
                    "Where is AHU 4 West located?", "Which floors does Beacon House have?"]
BUILDING_GRAPHS = [
    ('[("Room 2.14", "served by", ?x)]', _b("VAV_2.14")),
    ('[("VAV 3.14", "supplied by", ?a), (?a, "chilled water from", ?x)]', _b("Chiller_1")),
    ('[("Anchor Hall", "storey", ?x)]', _b("Anchor_Hall_Floor_1", "Anchor_Hall_Floor_2")),
    ('[("Room 3.14 CO2", "latest reading", ?r), (?r, "reading", ?x)]', {"1320"}),
    ('[(?v, "supplied by", "AHU A1"), (?v, "serves", ?x)]', _b("Room_A1.01", "Room_A1.07", "Room_A2.03", "Room_A2.10")),
    ('[("Room A2.10", "floor space", ?a), (?a, "amount", ?x)]', {"160"}),
]


# ---- vulns (CVE feed: n-ary affected ranges, bilingual severities, CWE concepts with notations) -------------
VX = "https://vulnfeed.example.org/"
VXV = "https://vulnfeed.example.org/ns#"
VX_SEVERITIES = {"S1": ("Critical", "Kritisch"), "S2": ("High", "Hoch"), "S3": ("Medium", "Mittel"),
                 "S4": ("Low", "Niedrig")}
VX_CWES = {
    "79": "Improper Neutralization of Input During Web Page Generation ('Cross-site Scripting')",
    "89": "Improper Neutralization of Special Elements used in an SQL Command ('SQL Injection')",
    "22": "Improper Limitation of a Pathname to a Restricted Directory ('Path Traversal')",
    "352": "Cross-Site Request Forgery (CSRF)",
    "287": "Improper Authentication",
    "347": "Improper Verification of Cryptographic Signature",
    "787": "Out-of-bounds Write",
    "918": "Server-Side Request Forgery (SSRF)",
    "502": "Deserialization of Untrusted Data",
    "532": "Insertion of Sensitive Information into Log File",
    "798": "Use of Hard-coded Credentials",
    "416": "Use After Free",
}
VX_VENDORS = {"v-01": "Brightpath Software", "v-02": "Quillworks Ltd", "v-03": "Northgate Systems",
              "v-04": "Vexel Project", "v-05": "Cobaltline Networks", "v-06": "Ferrum Identity",
              "v-07": "Driftwood Labs"}
VX_PRODUCTS = {  # id: (name, vendor)
    "p-11": ("Pagewright CMS", "v-01"), "p-12": ("Pagewright Forms Plugin", "v-01"),
    "p-13": ("Quillmail Server", "v-02"), "p-14": ("Tessera Gateway", "v-03"), "p-15": ("Tessera Agent", "v-03"),
    "p-16": ("libvexel", "v-04"), "p-17": ("Cobaltline Router Firmware", "v-05"), "p-18": ("Ferrum Auth", "v-06"),
    "p-19": ("Driftwood ORM", "v-07"),
}
# CVE: (published, score or None, severity or None, [CWE], [(product, from version, fixed version)], exploited,
#       description, [references])
VX_CVES = {
    "CVE-2024-31337": ("2024-04-09T14:15:00Z", "9.8", "S1", ["89"], [("p-11", "4.0.0", "4.2.7")], True,
                       "SQL injection in the search endpoint of Pagewright CMS allows unauthenticated attackers to "
                       "read arbitrary database tables.",
                       ["https://pagewright.example/security/advisories/PW-2024-003",
                        "https://git.pagewright.example/core/commit/8f2c1d0e"]),
    "CVE-2024-28410": ("2024-03-18T09:00:00Z", "6.1", "S3", ["79"], [("p-12", "2.1.0", "2.3.2")], False,
                       "Stored cross-site scripting in the form builder of the Pagewright Forms Plugin allows "
                       "authenticated editors to inject script into submission pages.",
                       ["https://pagewright.example/security/advisories/PW-2024-002"]),
    "CVE-2024-40122": ("2024-07-22T16:40:00Z", "7.5", "S2", ["22"], [("p-13", "5.0", "5.4.1")], False,
                       "Path traversal in the attachment download handler of Quillmail Server lets remote attackers "
                       "read files outside the mail store.", ["https://quillworks.example/support/kb/QW-5521"]),
    "CVE-2024-45890": ("2024-09-30T11:25:00Z", "8.8", "S2", ["352"], [("p-17", "3.2.0", "3.2.14")], True,
                       "Cross-site request forgery in the web administration interface of Cobaltline routers allows "
                       "an attacker to change DNS settings.",
                       ["https://cobaltline.example/psirt/CL-SA-2024-011",
                        "https://blog.redfennel-labs.example/cobaltline-csrf"]),
    "CVE-2023-51920": ("2023-12-27T08:10:00Z", "9.1", "S1", ["287", "347"], [("p-18", "1.0.0", "1.8.3")], False,
                       "Improper authentication in the SAML assertion parser of Ferrum Auth allows a remote attacker "
                       "to log in as any user.", ["https://ferrum-identity.example/security/FI-2023-07"]),
    "CVE-2024-22071": ("2024-01-30T19:05:00Z", "7.8", "S2", ["787"],
                       [("p-16", "0.9.0", "1.3.2"), ("p-13", "5.0", "5.3.0")], False,
                       "Heap out-of-bounds write when decoding crafted VXL images in libvexel.",
                       ["https://vexel.example/news/1.3.2-release", "https://bugs.vexel.example/show_bug.cgi?id=4471"]),
    "CVE-2024-36644": ("2024-06-11T13:30:00Z", "5.3", "S3", ["918"], [("p-14", "2.0.0", "2.6.1")], False,
                       "Server-side request forgery in the webhook tester of Tessera Gateway.",
                       ["https://northgate.example/advisories/NG-2024-06"]),
    "CVE-2025-10233": ("2025-02-04T10:00:00Z", "9.9", "S1", ["502"],
                       [("p-14", "2.0.0", "2.8.0"), ("p-15", "1.4.0", "1.9.5")], True,
                       "Deserialization of untrusted data in the cluster sync protocol of Tessera Gateway and Tessera "
                       "Agent allows remote code execution.", ["https://northgate.example/advisories/NG-2025-01"]),
    "CVE-2025-11808": ("2025-03-12T15:45:00Z", "4.3", "S3", ["79"], [("p-11", "4.3.0", "4.3.2")], False,
                       "Reflected cross-site scripting in the page preview of Pagewright CMS.",
                       ["https://pagewright.example/security/advisories/PW-2025-001"]),
    "CVE-2024-48003": ("2024-10-28T07:55:00Z", "3.1", "S4", ["532"], [("p-19", "3.0.0", "3.1.4")], False,
                       "Driftwood ORM writes database connection strings including passwords to its debug log.",
                       ["https://driftwood.example/changelog#3.1.4"]),
    "CVE-2023-49215": ("2023-11-21T12:00:00Z", "7.2", "S2", ["798"], [("p-17", "3.0.0", "3.1.9")], True,
                       "Hard-coded credentials for a maintenance account in Cobaltline router firmware.",
                       ["https://cobaltline.example/psirt/CL-SA-2023-019"]),
    "CVE-2025-20419": ("2025-04-02T09:20:00Z", "8.1", "S2", ["416"], [("p-16", "1.3.2", "1.4.1")], False,
                       "Use after free in the animation decoder of libvexel.",
                       ["https://bugs.vexel.example/show_bug.cgi?id=4630"]),
    "CVE-2024-33950": ("2024-05-02T00:00:00Z", None, None, [], [], False,
                       "** REJECT ** DO NOT USE THIS CANDIDATE NUMBER. Reason: This candidate is a duplicate of "
                       "CVE-2024-31337.", []),
    "CVE-2025-13377": ("2025-05-19T17:35:00Z", "6.5", "S3", ["89"], [("p-19", "3.0.0", "3.2.0")], False,
                       "SQL injection through unsanitised order-by parameters in Driftwood ORM.",
                       ["https://driftwood.example/security/DW-2025-02"]),
}


def _cve(*ids: str) -> set[str]:
    return {f"{VX}cve/{i}" for i in ids}


def _vx(kind: str, *ids: str) -> set[str]:
    return {f"{VX}{kind}/{i}" for i in ids}


def _severity(key: str) -> set[str]:
    """A severity as gold: its IRI and both labels."""
    return {f"{VX}severity/{key}", *VX_SEVERITIES[key]}


def _cwe(number: str) -> set[str]:
    """A CWE weakness as gold: its IRI, name and notation."""
    return {f"{VX}cwe/{number}", VX_CWES[number], f"CWE-{number}"}


def vulns_kg() -> str:
    """N-Triples of the vulnerability feed."""
    g = Graph()
    for scheme, title in (("severity", "CVSS v3 severity ratings"), ("cwe", "Common Weakness Enumeration")):
        g.add(VX + scheme, RDF_TYPE, SKOS + "ConceptScheme"), g.add(VX + scheme, SKOS + "prefLabel", _lit(title, "en"))
    for key, (en, de) in VX_SEVERITIES.items():
        c = f"{VX}severity/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "inScheme", VX + "severity")
        g.add(c, SKOS + "prefLabel", _lit(en, "en")), g.add(c, SKOS + "prefLabel", _lit(de, "de"))
    for number, name in VX_CWES.items():
        c = f"{VX}cwe/{number}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "inScheme", VX + "cwe")
        g.add(c, SKOS + "notation", _lit(f"CWE-{number}")), g.add(c, SKOS + "prefLabel", _lit(name, "en"))
    for vid, name in VX_VENDORS.items():
        v = f"{VX}vendor/{vid}"
        g.add(v, RDF_TYPE, SCHEMA + "Organization"), g.add(v, SCHEMA + "name", _lit(name))
    for pid, (name, vendor) in VX_PRODUCTS.items():
        p = f"{VX}product/{pid}"
        g.add(p, RDF_TYPE, SCHEMA + "SoftwareApplication"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, VXV + "vendor", f"{VX}vendor/{vendor}")
    n = 0
    for cve, (published, score, severity, cwes, ranges, exploited, text, references) in VX_CVES.items():
        c = f"{VX}cve/{cve}"
        g.add(c, RDF_TYPE, VXV + "Vulnerability"), g.add(c, DCT + "identifier", _lit(cve))
        g.add(c, DCT + "description", _lit(text, "en")), g.add(c, DCT + "issued", _typed(published, "dateTime"))
        g.add(c, VXV + "state", _lit("PUBLISHED" if score else "REJECTED"))
        if score:
            g.add(c, VXV + "cvssBaseScore", _typed(score, "decimal"))
            g.add(c, VXV + "severity", f"{VX}severity/{severity}")
            g.add(c, VXV + "knownExploited", _typed(str(exploited).lower(), "boolean"))
        for number in cwes:
            g.add(c, VXV + "weakness", f"{VX}cwe/{number}")
        for product, start, end in ranges:
            n += 1
            a = f"{VX}affected/aff-{n:04d}"
            g.add(c, VXV + "affects", a), g.add(a, RDF_TYPE, VXV + "AffectedRange")
            g.add(a, VXV + "product", f"{VX}product/{product}")
            g.add(a, VXV + "versionStartIncluding", _lit(start)), g.add(a, VXV + "versionEndExcluding", _lit(end))
        for url in references:
            g.add(c, VXV + "reference", _typed(url, "anyURI"))
    return g.text()


VULNS_QUESTIONS = [
    ("What is the CVSS score of CVE-2024-40122?", {"7.5"}),
    ("How severe is CVE-2024-45890?", _severity("S2")),
    ("When was CVE-2023-51920 published?", {"2023-12-27T08:10:00Z"}),
    ("Which product does CVE-2024-36644 affect?", _vx("product", "p-14")),
    ("Who is the vendor of Quillmail Server?", _vx("vendor", "v-02")),
    ("Which vulnerabilities affect libvexel?", _cve("CVE-2024-22071", "CVE-2025-20419")),
    ("Which CVEs affect products made by Northgate Systems?", _cve("CVE-2024-36644", "CVE-2025-10233")),
    ("What kind of weakness is CVE-2025-20419?", _cwe("416")),
    ("What is the CWE id of the weakness behind CVE-2024-40122?", {"CWE-22"}),
    ("Which CVEs are SQL injection vulnerabilities?", _cve("CVE-2024-31337", "CVE-2025-13377")),
    ("Which vulnerabilities are rated critical?", _cve("CVE-2024-31337", "CVE-2023-51920", "CVE-2025-10233")),
    ("How many vulnerabilities affect Pagewright CMS?", {"2"}),
    ("Which vulnerability has the highest CVSS score?", _cve("CVE-2025-10233")),
    ("Which CVEs were published in 2025?", _cve("CVE-2025-10233", "CVE-2025-11808", "CVE-2025-20419",
                                                "CVE-2025-13377")),
    ("Which vulnerabilities score below 5?", _cve("CVE-2025-11808", "CVE-2024-48003")),
    ("Which CVEs are known to be exploited in the wild?", _cve("CVE-2024-31337", "CVE-2024-45890", "CVE-2025-10233",
                                                              "CVE-2023-49215")),
    ("Is CVE-2024-28410 being exploited in the wild?", {"false"}),
    ("From which version of Tessera Agent does CVE-2025-10233 apply?", {"1.4.0"}),
    ("In which version of Quillmail Server was CVE-2024-40122 fixed?", {"5.4.1"}),
    ("What is the status of CVE-2024-33950?", {"REJECTED"}),
    ("Which CVE entry was rejected?", _cve("CVE-2024-33950")),
    ("What are the reference links for CVE-2024-45890?", {"https://cobaltline.example/psirt/CL-SA-2024-011",
                                                          "https://blog.redfennel-labs.example/cobaltline-csrf"}),
    ("What is the German name of the severity of CVE-2025-11808?", {"Mittel"}),
    ("How many vulnerabilities are rated high?", {"5"}),
    ("Which products does Brightpath Software make?", _vx("product", "p-11", "p-12")),
    ("What is CVE-2024-22071 about?", {VX_CVES["CVE-2024-22071"][6]}),
    ("Which Cobaltline Router Firmware vulnerability has the highest score?", _cve("CVE-2024-45890")),
    ("Which vulnerabilities affect Quilmail Server?", _cve("CVE-2024-40122", "CVE-2024-22071")),  # misspelt
    ("what is the cvss score of cve-2025-13377", {"6.5"}),
    ("Who discovered CVE-2024-31337?", set()),  # no credits
    ("What is the EPSS score of CVE-2024-22071?", set()),  # no EPSS
    ("On which date did Northgate Systems release the patch for CVE-2024-36644?", set()),  # no patch dates
]
VULNS_MADE_UP = ["Which vulnerabilities affect libvortex?", "Who is the vendor of Quillmail Desktop?",
                 "Which CVEs affect products made by Southgate Systems?",
                 "Which products does Brightwave Software make?",
                 "Which vulnerabilities affect Tessera Router Firmware?", "What is the CVSS score of Ferrum Vault?"]
VULNS_GRAPHS = [
    ('[("CVE-2024-40122", "weakness class", ?w), (?w, "code", ?x)]', {"CWE-22"}),
    ('[("Tessera Gateway", "developed by", ?x)]', _vx("vendor", "v-03")),
    ('[("CVE-2024-22071", "impacts", ?a), (?a, "package", ?x)]', _vx("product", "p-16", "p-13")),
    ('[(?c, "rating", "Critical"), (?c, "base score", ?x)]', {"9.8", "9.1", "9.9"}),
    ('[("CVE-2025-10233", "risk level", ?x)]', _severity("S1")),
    ('[("CVE-2024-31337", "release date", ?x)]', {"2024-04-09T14:15:00Z"}),
]


# ---- races (n-ary results, runners by given + family name only, blank-node split times) ---------------------
RR = "https://results.lakeside-running.example/"
RRV = "https://results.lakeside-running.example/def#"
RR_RACES = {  # id: (label, date, distance km)
    "e1041": ("Lakeside City Marathon 2023", "2023-04-16", "42.195"),
    "e1042": ("Lakeside City Marathon 2024", "2024-04-14", "42.195"),
    "e1057": ("Harbour Half Marathon 2023", "2023-09-24", "21.0975"),
    "e1058": ("Harbour Half Marathon 2024", "2024-09-22", "21.0975"),
    "e1063": ("Old Town 10K 2023", "2023-06-11", "10"),
    "e1064": ("Old Town 10K 2024", "2024-06-09", "10"),
}
RR_CLUBS = {"c-31": "Lakeside Harriers", "c-32": "Harbour Road Runners", "c-33": "Old Town Athletic Club",
            "c-34": "Northbank Striders"}
RR_RUNNERS = {  # id: (given name, family name, gender, birth year, club or None)
    "a-2201": ("Ingrid", "Halvorsen", "female", "1991", "c-31"),
    "a-2202": ("Tomasz", "Wrona", "male", "1988", "c-32"),
    "a-2203": ("Amara", "Okafor", "female", "1995", "c-34"),
    "a-2204": ("Lukas", "Brenner", "male", "1979", "c-31"),
    "a-2205": ("Sofia", "Marchetti", "female", "1984", "c-33"),
    "a-2206": ("Daniel", "Achterberg", "male", "1993", None),
    "a-2207": ("Keiko", "Nakamura", "female", "1972", "c-32"),
    "a-2208": ("Rui", "Fonseca", "male", "1990", "c-34"),
    "a-2209": ("Hannah", "Whitlock", "female", "1999", "c-33"),
    "a-2210": ("Mehmet", "Aydin", "male", "1985", "c-31"),
    "a-2211": ("Clara", "Dubois", "female", "1968", None),
    "a-2212": ("Jonas", "Eklund", "male", "2001", "c-32"),
    "a-2213": ("Priya", "Raman", "female", "1987", "c-34"),
    "a-2214": ("Owen", "Gallagher", "male", "1975", "c-33"),
    "a-2215": ("Lena", "Vogt", "female", "1996", "c-31"),
    "a-2216": ("Samuel", "Mensah", "male", "1982", "c-34"),
}
# race: [(runner, bib, finish time or None (DNF), place or None, [(split km, elapsed)])]
RR_RESULTS = {
    "e1041": [("a-2202", 101, "PT2H24M51S", 1, [("10", "PT34M2S"), ("21.1", "PT1H11M40S")]),
              ("a-2204", 114, "PT2H31M7S", 2, [("10", "PT35M20S"), ("21.1", "PT1H14M55S")]),
              ("a-2201", 205, "PT2H38M44S", 3, [("10", "PT37M10S"), ("21.1", "PT1H18M30S")]),
              ("a-2208", 133, "PT2H45M19S", 4, [("10", "PT37M55S"), ("21.1", "PT1H20M41S")]),
              ("a-2207", 260, "PT3H12M5S", 5, [("10", "PT44M30S"), ("21.1", "PT1H34M2S")]),
              ("a-2211", 311, "PT3H58M40S", 6, [("10", "PT54M12S"), ("21.1", "PT1H54M20S")]),
              ("a-2216", 149, None, None, [("10", "PT39M4S")])],
    "e1042": [("a-2204", 102, "PT2H29M33S", 1, [("10", "PT34M50S"), ("21.1", "PT1H13M58S")]),
              ("a-2201", 201, "PT2H35M2S", 2, [("10", "PT36M41S"), ("21.1", "PT1H16M48S")]),
              ("a-2210", 142, "PT2H51M26S", 3, [("10", "PT39M45S"), ("21.1", "PT1H23M30S")]),
              ("a-2213", 233, "PT3H5M11S", 4, [("10", "PT43M20S"), ("21.1", "PT1H30M10S")]),
              ("a-2214", 188, "PT3H21M47S", 5, [("10", "PT46M5S"), ("21.1", "PT1H37M40S")]),
              ("a-2202", 101, None, None, [("10", "PT33M58S"), ("21.1", "PT1H11M2S")])],
    "e1057": [("a-2206", 7, "PT1H9M55S", 1, [("10", "PT32M40S")]),
              ("a-2203", 12, "PT1H14M38S", 2, [("10", "PT34M55S")]),
              ("a-2212", 31, "PT1H16M20S", 3, [("10", "PT35M30S")]),
              ("a-2205", 45, "PT1H22M9S", 4, [("10", "PT38M40S")]),
              ("a-2209", 58, "PT1H27M51S", 5, [("10", "PT41M2S")]),
              ("a-2214", 77, "PT1H39M30S", 6, [("10", "PT46M50S")]),
              ("a-2215", 63, None, None, [("10", "PT44M15S")])],
    "e1058": [("a-2212", 5, "PT1H11M2S", 1, [("10", "PT33M25S")]),
              ("a-2206", 3, "PT1H11M47S", 2, [("10", "PT33M30S")]),
              ("a-2203", 9, "PT1H13M59S", 3, [("10", "PT34M40S")]),
              ("a-2208", 22, "PT1H18M44S", 4, [("10", "PT36M10S")]),
              ("a-2207", 41, "PT1H31M15S", 5, [("10", "PT43M1S")]),
              ("a-2215", 57, "PT1H33M8S", 6, [("10", "PT44M20S")])],
    "e1063": [("a-2209", 501, "PT33M48S", 1, []), ("a-2205", 514, "PT36M22S", 2, []),
              ("a-2210", 522, "PT37M5S", 3, []), ("a-2216", 530, "PT38M59S", 4, []),
              ("a-2211", 547, "PT45M31S", 5, [])],
    "e1064": [("a-2212", 610, "PT31M40S", 1, []), ("a-2209", 601, "PT33M15S", 2, []),
              ("a-2215", 633, "PT39M2S", 3, []), ("a-2213", 640, "PT41M18S", 4, []),
              ("a-2207", 652, "PT44M9S", 5, []), ("a-2201", 604, None, None, [])],
}


def _rr(kind: str, *ids: str) -> set[str]:
    return {f"{RR}{kind}/{i}" for i in ids}


def races_kg() -> str:
    """N-Triples of the race results."""
    g = Graph()
    for rid, (label, day, km) in RR_RACES.items():
        r = f"{RR}event/{rid}"
        g.add(r, RDF_TYPE, SCHEMA + "SportsEvent"), g.add(r, RDFS + "label", _lit(label, "en"))
        g.add(r, SCHEMA + "startDate", _typed(day, "date")), g.add(r, RRV + "distanceKm", _typed(km, "decimal"))
    for cid, name in RR_CLUBS.items():
        c = f"{RR}club/{cid}"
        g.add(c, RDF_TYPE, FOAF + "Organization"), g.add(c, FOAF + "name", _lit(name))
    for aid, (given, family, gender, born, club) in RR_RUNNERS.items():
        a = f"{RR}athlete/{aid}"
        g.add(a, RDF_TYPE, FOAF + "Person"), g.add(a, FOAF + "givenName", _lit(given))
        g.add(a, FOAF + "familyName", _lit(family)), g.add(a, FOAF + "gender", _lit(gender))
        g.add(a, RRV + "birthYear", _typed(born, "gYear"))
        if club:
            g.add(a, RRV + "memberOf", f"{RR}club/{club}")
    for race, rows in RR_RESULTS.items():
        for n, (runner, bib, time, place, splits) in enumerate(rows, 1):
            rid = f"r-{race[1:]}{n:02d}"
            r = f"{RR}result/{rid}"
            g.add(r, RDF_TYPE, RRV + "Result"), g.add(r, RRV + "athlete", f"{RR}athlete/{runner}")
            g.add(r, RRV + "race", f"{RR}event/{race}"), g.add(r, RRV + "bibNumber", _typed(bib, "integer"))
            g.add(r, RRV + "didNotFinish", _typed(str(time is None).lower(), "boolean"))
            if time:
                g.add(r, RRV + "finishTime", _typed(time, "duration"))
                g.add(r, RRV + "place", _typed(place, "integer"))
            for km, elapsed in splits:
                s = _bnode("split", rid, km)
                g.add(r, RRV + "split", s), g.add(s, RRV + "atKm", _typed(km, "decimal"))
                g.add(s, RRV + "elapsed", _typed(elapsed, "duration"))
    return g.text()


RACES_QUESTIONS = [
    ("Who won the Lakeside City Marathon 2024?", _rr("athlete", "a-2204")),
    ("What was Ingrid Halvorsen's finishing time in the Lakeside City Marathon 2023?", {"PT2H38M44S"}),
    ("Which club does Amara Okafor run for?", _rr("club", "c-34")),
    ("Who are the members of Lakeside Harriers?", _rr("athlete", "a-2201", "a-2204", "a-2210", "a-2215")),
    ("What year was Keiko Nakamura born?", {"1972"}),
    ("What bib number did Jonas Eklund wear at the Old Town 10K 2024?", {"610"}),
    ("Who did not finish the Lakeside City Marathon 2024?", _rr("athlete", "a-2202")),
    ("How many runners finished the Harbour Half Marathon 2023?", {"6"}),
    ("In which place did Priya Raman finish the Lakeside City Marathon 2024?", {"4"}),
    ("What was the winning time at the Old Town 10K 2023?", {"PT33M48S"}),
    ("Which races did Hannah Whitlock run?", _rr("event", "e1057", "e1063", "e1064")),
    ("Which Harbour Road Runners members ran the Harbour Half Marathon 2024?", _rr("athlete", "a-2212", "a-2207")),
    ("Who was the fastest woman in the Harbour Half Marathon 2023?", _rr("athlete", "a-2203")),
    ("Who ran the Lakeside City Marathon 2023 in under 2 hours 40 minutes?",
     _rr("athlete", "a-2202", "a-2204", "a-2201")),
    ("What was Lukas Brenner's time at 21.1 km in the Lakeside City Marathon 2023?", {"PT1H14M55S"}),
    ("How long is the Harbour Half Marathon 2024?", {"21.0975"}),
    ("When did the Old Town 10K 2024 take place?", {"2024-06-09"}),
    ("Who is the oldest runner?", _rr("athlete", "a-2211")),
    ("Which runners were born after 1995?", _rr("athlete", "a-2209", "a-2212", "a-2215")),
    ("How many races has Tomasz Wrona entered?", {"2"}),
    ("Who finished third in the Harbour Half Marathon 2024?", _rr("athlete", "a-2203")),
    ("Which club does the winner of the Old Town 10K 2024 belong to?", _rr("club", "c-32")),
    ("Did Samuel Mensah drop out of the Lakeside City Marathon 2023?", {"true"}),
    ("Which runners do not belong to any club?", _rr("athlete", "a-2206", "a-2211")),
    ("What was Daniel Achterberg's 10 km split at the Harbour Half Marathon 2023?", {"PT32M40S"}),
    ("Which races were won by a member of Old Town Athletic Club?", _rr("event", "e1063")),
    ("Which men ran the Old Town 10K 2023?", _rr("athlete", "a-2210", "a-2216")),
    ("Which club does Hannah Whitlok run for?", _rr("club", "c-33")),  # misspelt: Whitlock
    ("who won the harbour half marathon 2023", _rr("athlete", "a-2206")),
    ("What was the weather like at the Lakeside City Marathon 2024?", set()),  # no weather
    ("How much was the entry fee for the Old Town 10K 2024?", set()),  # no fees
    ("How much prize money did Lukas Brenner win?", set()),  # no prize money
]
RACES_MADE_UP = ["Who won the Lakeside City Marathon 2019?", "Which club does Ingrid Okafor run for?",
                 "Who are the members of Riverside Harriers?", "When was Marcus Feldmann born?",
                 "Who won the Harbour 5K 2024?", "Which races did Sofia Nakamura run?"]
RACES_GRAPHS = [
    ('[("Amara Okafor", "belongs to", ?x)]', _rr("club", "c-34")),
    ('[(?r, "runner", "Jonas Eklund"), (?r, "position", ?x)]', {"3", "1"}),
    ('[(?r, "competition", "Old Town 10K 2023"), (?r, "chip time", ?x)]',
     {"PT33M48S", "PT36M22S", "PT37M5S", "PT38M59S", "PT45M31S"}),
    ('[(?m, "club", "Northbank Striders"), (?m, "year of birth", ?x)]', {"1995", "1990", "1987", "1982"}),
    ('[("Lakeside City Marathon 2024", "held on", ?x)]', {"2024-04-14"}),
    ('[(?r, "runner", "Samuel Mensah"), (?r, "event entered", ?x)]', _rr("event", "e1041", "e1063")),
]


# ---- shelter (call names as the only names, adoptions and checkups as records, SKOS breeds and vaccines) ----
SL = "https://pawsandwhiskers.example/"
SLV = "https://pawsandwhiskers.example/ns#"
SL_SPECIES = {"sp-dog": "Dog", "sp-cat": "Cat", "sp-rabbit": "Rabbit"}
SL_BREEDS = {  # id: (name, species concept)
    "b01": ("Beagle", "sp-dog"), "b02": ("Domestic Shorthair", "sp-cat"), "b03": ("Labrador Retriever", "sp-dog"),
    "b04": ("Holland Lop", "sp-rabbit"), "b05": ("Maine Coon", "sp-cat"),
    "b06": ("Staffordshire Bull Terrier", "sp-dog"), "b07": ("Basset Hound", "sp-dog"),
    "b08": ("Border Collie", "sp-dog"), "b09": ("Bombay", "sp-cat"), "b10": ("Dachshund", "sp-dog"),
    "b11": ("Ragdoll", "sp-cat"), "b12": ("Lionhead", "sp-rabbit"), "b13": ("Greyhound", "sp-dog"),
}
SL_VACCINES = {"vx-01": "Rabies", "vx-02": "DHPP", "vx-03": "Leptospirosis", "vx-04": "FVRCP", "vx-05": "FeLV",
               "vx-06": "RHDV2", "vx-07": "Myxomatosis"}
SL_PEOPLE = {"pe-01": "Marta Kowalczyk", "pe-02": "Declan Fitzroy", "pe-03": "Aisha Rahman", "pe-04": "Jonas Lindgren",
             "pe-05": "Priya Shah", "pe-06": "Helen Osei", "pe-07": "Tomás Herrera", "pe-08": "Greta Vinter",
             "pe-11": "Nadia Brook", "pe-12": "Callum Reyes", "pe-13": "Ines Moretti"}
SL_VETS = {"v-1": "Hana Sato", "v-2": "Robert Quaye"}
SL_KENNELS = {"K04": (4, "Dog wing"), "K07": (7, "Dog wing"), "K09": (9, "Dog wing"), "K21": (21, "Cat room"),
              "K22": (22, "Cat room"), "K23": (23, "Cat room")}
SL_FOSTER = {"f-01": ("pe-11", "Eastbrook"), "f-02": ("pe-12", "Millford"), "f-03": ("pe-13", "Eastbrook")}
STRAY, SURRENDER, SEIZED, TRANSFER = "stray", "owner surrender", "seized", "transfer from another shelter"
# animal: (call name, class, breed, sex, birth year, intake date, reason, weight kg, neutered, kennel, foster home)
SL_ANIMALS = {
    "A24-0117": ("Biscuit", "Dog", "b01", "female", "2021", "2024-01-09", STRAY, "11.2", True, None, None),
    "A24-0123": ("Pepper", "Cat", "b02", "female", "2022", "2024-01-15", SURRENDER, "4.1", True, None, None),
    "A24-0131": ("Moose", "Dog", "b03", "male", "2017", "2024-01-28", SURRENDER, "34.5", True, "K04", None),
    "A24-0140": ("Juniper", "Rabbit", "b04", "female", "2023", "2024-02-03", STRAY, "1.8", False, None, "f-02"),
    "A24-0142": ("Clover", "Rabbit", "b04", "male", "2023", "2024-02-03", STRAY, "2.1", True, None, None),
    "A24-0155": ("Ziggy", "Cat", "b05", "male", "2019", "2024-02-17", TRANSFER, "7.9", True, "K21", None),
    "A24-0161": ("Rosie", "Dog", "b06", "female", "2020", "2024-02-25", SEIZED, "17.3", False, "K07", None),
    "A24-0168": ("Mochi", "Cat", "b02", "female", "2024", "2024-03-04", STRAY, "0.9", False, None, "f-01"),
    "A24-0169": ("Tofu", "Cat", "b02", "male", "2024", "2024-03-04", STRAY, "1.1", False, None, "f-01"),
    "A24-0177": ("Barnaby", "Dog", "b07", "male", "2016", "2024-03-12", SURRENDER, "26.8", True, None, None),
    "A24-0183": ("Luna", "Dog", "b08", "female", "2022", "2024-03-20", TRANSFER, "15.6", True, None, None),
    "A24-0190": ("Salem", "Cat", "b09", "male", "2018", "2024-03-29", SURRENDER, "5.4", True, "K23", None),
    "A24-0204": ("Nugget", "Dog", "b10", "male", "2019", "2024-04-08", STRAY, "8.7", True, None, None),
    "A24-0212": ("Willow", "Cat", "b11", "female", "2015", "2024-04-19", SURRENDER, "4.8", True, "K22", None),
    "A24-0219": ("Bramble", "Dog", "b03", "female", "2023", "2024-05-03", SEIZED, "22.1", False, None, "f-03"),
    "A24-0226": ("Pip", "Rabbit", "b12", "male", "2022", "2024-05-14", SURRENDER, "1.5", True, None, None),
    "A24-0233": ("Otis", "Dog", "b13", "male", "2018", "2024-05-27", TRANSFER, "30.6", True, "K09", None),
}
SL_ADOPTIONS = {  # id: (animal, adopter, date, (return date, reason) or None)
    "AD-301": ("A24-0117", "pe-01", "2024-02-20", ("2024-03-05", "allergies in the family")),
    "AD-302": ("A24-0123", "pe-03", "2024-02-02", None),
    "AD-303": ("A24-0155", "pe-05", "2024-03-01", ("2024-03-29", "conflict with resident cat")),
    "AD-305": ("A24-0142", "pe-04", "2024-03-16", None),
    "AD-306": ("A24-0183", "pe-07", "2024-04-06", ("2024-05-02", "too energetic for a flat")),
    "AD-307": ("A24-0177", "pe-06", "2024-04-30", None),
    "AD-308": ("A24-0204", "pe-03", "2024-05-10", None),
    "AD-309": ("A24-0117", "pe-02", "2024-04-11", None),
    "AD-310": ("A24-0226", "pe-04", "2024-06-01", None),
    "AD-311": ("A24-0183", "pe-08", "2024-06-15", None),
}
SL_CHECKUPS = {  # id: (animal, date, vet, [vaccines])
    "c-5501": ("A24-0117", "2024-01-10", "v-1", ["vx-01", "vx-02"]),
    "c-5502": ("A24-0123", "2024-01-16", "v-2", ["vx-04"]),
    "c-5503": ("A24-0131", "2024-01-29", "v-1", ["vx-02", "vx-03"]),
    "c-5504": ("A24-0140", "2024-02-05", "v-2", ["vx-06", "vx-07"]),
    "c-5505": ("A24-0142", "2024-02-05", "v-2", ["vx-06", "vx-07"]),
    "c-5506": ("A24-0155", "2024-02-18", "v-1", ["vx-04", "vx-05"]),
    "c-5507": ("A24-0161", "2024-02-26", "v-1", ["vx-01", "vx-02"]),
    "c-5508": ("A24-0168", "2024-03-18", "v-2", ["vx-04"]),
    "c-5509": ("A24-0169", "2024-03-18", "v-2", ["vx-04"]),
    "c-5510": ("A24-0177", "2024-03-13", "v-1", ["vx-02"]),
    "c-5511": ("A24-0183", "2024-03-21", "v-2", ["vx-01", "vx-03"]),
    "c-5512": ("A24-0190", "2024-03-30", "v-1", []),
    "c-5513": ("A24-0204", "2024-04-09", "v-2", ["vx-01", "vx-02"]),
    "c-5514": ("A24-0212", "2024-04-20", "v-1", ["vx-04"]),
    "c-5515": ("A24-0219", "2024-05-04", "v-1", ["vx-01", "vx-02", "vx-03"]),
    "c-5516": ("A24-0226", "2024-05-15", "v-2", ["vx-06"]),
    "c-5517": ("A24-0233", "2024-05-28", "v-2", ["vx-02"]),
    "c-5518": ("A24-0131", "2024-05-06", "v-2", ["vx-01"]),
    "c-5519": ("A24-0155", "2024-03-30", "v-2", []),
}


def _sl(kind: str, *ids: str) -> set[str]:
    return {f"{SL}{kind}/{i}" for i in ids}


def _breed(key: str) -> set[str]:
    """A breed as gold: its IRI and its name."""
    return {f"{SL}breed/{key}", SL_BREEDS[key][0]}


def _vaccines(*keys: str) -> set[str]:
    """Vaccines as gold: their IRIs and names."""
    return _sl("vaccine", *keys) | {SL_VACCINES[k] for k in keys}


def shelter_kg() -> str:
    """N-Triples of the animal shelter (no rdfs:label anywhere)."""
    g = Graph()
    g.add(SLV + "Animal", RDF_TYPE, OWL + "Class")
    for cls in ("Dog", "Cat", "Rabbit"):
        g.add(SLV + cls, RDF_TYPE, OWL + "Class"), g.add(SLV + cls, RDFS + "subClassOf", SLV + "Animal")
    concepts = [("breeds", "species", key, name, None) for key, name in SL_SPECIES.items()]
    concepts += [("breeds", "breed", key, name, species) for key, (name, species) in SL_BREEDS.items()]
    concepts += [("vaccines", "vaccine", key, name, None) for key, name in SL_VACCINES.items()]
    for scheme, title in (("breeds", "Species and breeds"), ("vaccines", "Vaccines")):
        s = f"{SL}scheme/{scheme}"
        g.add(s, RDF_TYPE, SKOS + "ConceptScheme"), g.add(s, SKOS + "prefLabel", _lit(title, "en"))
    for scheme, kind, key, name, species in concepts:
        c = f"{SL}{kind}/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(name, "en"))
        g.add(c, SKOS + "inScheme", f"{SL}scheme/{scheme}")
        if species:
            g.add(c, SKOS + "broader", f"{SL}species/{species}")
    for pid, name in SL_PEOPLE.items():
        p = f"{SL}person/{pid}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
    for vid, name in SL_VETS.items():
        v = f"{SL}vet/{vid}"
        g.add(v, RDF_TYPE, SCHEMA + "Person"), g.add(v, RDF_TYPE, SLV + "Veterinarian")
        g.add(v, SCHEMA + "name", _lit(name))
    for kid, (number, block) in SL_KENNELS.items():
        k = f"{SL}kennel/{kid}"
        g.add(k, RDF_TYPE, SLV + "Kennel"), g.add(k, SLV + "kennelNumber", _typed(number, "integer"))
        g.add(k, SLV + "block", _lit(block))
    for fid, (carer, town) in SL_FOSTER.items():
        f = f"{SL}foster/{fid}"
        g.add(f, RDF_TYPE, SLV + "FosterHome"), g.add(f, SLV + "carer", f"{SL}person/{carer}")
        g.add(f, SLV + "town", _lit(town))
    for aid, fields in SL_ANIMALS.items():
        name, cls, breed, sex, born, intake, reason, weight, neutered, kennel, foster = fields
        a = f"{SL}animal/{aid}"
        g.add(a, RDF_TYPE, SLV + cls), g.add(a, SLV + "callName", _lit(name))
        g.add(a, SLV + "breed", f"{SL}breed/{breed}"), g.add(a, SLV + "sex", _lit(sex))
        g.add(a, SLV + "birthYear", _typed(born, "gYear")), g.add(a, SLV + "intakeDate", _typed(intake, "date"))
        g.add(a, SLV + "intakeReason", _lit(reason)), g.add(a, SLV + "weightKg", _typed(weight, "decimal"))
        g.add(a, SLV + "neutered", _typed(str(neutered).lower(), "boolean"))
        if kennel:
            g.add(a, SLV + "kennel", f"{SL}kennel/{kennel}")
        if foster:
            g.add(a, SLV + "fosterHome", f"{SL}foster/{foster}")
    for did, (animal, adopter, day, returned) in SL_ADOPTIONS.items():
        d = f"{SL}adoption/{did}"
        g.add(f"{SL}animal/{animal}", SLV + "adoption", d), g.add(d, RDF_TYPE, SLV + "Adoption")
        g.add(d, SLV + "adopter", f"{SL}person/{adopter}"), g.add(d, SLV + "adoptionDate", _typed(day, "date"))
        if returned:
            g.add(d, SLV + "returnDate", _typed(returned[0], "date")), g.add(d, SLV + "returnReason", _lit(returned[1]))
    for cid, (animal, day, vet, vaccines) in SL_CHECKUPS.items():
        c = f"{SL}checkup/{cid}"
        g.add(c, RDF_TYPE, SLV + "Checkup"), g.add(c, SLV + "patient", f"{SL}animal/{animal}")
        g.add(c, SLV + "checkupDate", _typed(day, "date")), g.add(c, SLV + "vet", f"{SL}vet/{vet}")
        for vaccine in vaccines:
            g.add(c, SLV + "vaccineGiven", f"{SL}vaccine/{vaccine}")
    return g.text()


SHELTER_QUESTIONS = [
    ("What breed is Biscuit?", _breed("b01")),
    ("When did Moose arrive at the shelter?", {"2024-01-28"}),
    ("Why was Rosie taken in?", {"seized"}),
    ("How much does Otis weigh?", {"30.6"}),
    ("Who adopted Pepper?", _sl("person", "pe-03")),
    ("Who adopted Luna after she was returned?", _sl("person", "pe-08")),
    ("Why was Ziggy returned?", {"conflict with resident cat"}),
    ("Which animals were returned after being adopted?", _sl("animal", "A24-0117", "A24-0155", "A24-0183")),
    ("Which kennel is Salem in?", _sl("kennel", "K23") | {"23"}),
    ("Which animals are in foster care?", _sl("animal", "A24-0140", "A24-0168", "A24-0169", "A24-0219")),
    ("Who is fostering Mochi?", _sl("person", "pe-11")),
    ("Which vet examined Willow?", _sl("vet", "v-1")),
    ("Which vaccines did Bramble get?", _vaccines("vx-01", "vx-02", "vx-03")),
    ("How many dogs has the shelter taken in?", {"8"}),
    ("Which is the heaviest dog?", _sl("animal", "A24-0131")),
    ("Which cats came in as strays?", _sl("animal", "A24-0168", "A24-0169")),
    ("Which animals arrived in May 2024?", _sl("animal", "A24-0219", "A24-0226", "A24-0233")),
    ("Which animals weigh less than 2 kg?", _sl("animal", "A24-0140", "A24-0168", "A24-0169", "A24-0226")),
    ("How many animals has Aisha Rahman adopted?", {"2"}),
    ("When was Barnaby adopted?", {"2024-04-30"}),
    ("Which animals did Robert Quaye vaccinate against rabies?", _sl("animal", "A24-0183", "A24-0204", "A24-0131")),
    ("Which rabbits have been adopted?", _sl("animal", "A24-0142", "A24-0226")),
    ("Which is the oldest cat?", _sl("animal", "A24-0212")),
    ("Has Rosie been neutered?", {"false"}),
    ("Which animals are Labrador Retrievers?", _sl("animal", "A24-0131", "A24-0219")),
    ("What is the number of Otis's kennel?", {"9"} | _sl("kennel", "K09")),
    ("What breed is the dog Helen Osei adopted?", _breed("b07")),
    ("What breed is Barnabby?", _breed("b07")),  # misspelt: Barnaby
    ("when did willow arrive at the shelter", {"2024-04-19"}),
    ("What is Rosie's microchip number?", set()),  # no microchips
    ("How much is the adoption fee for Otis?", set()),  # no fees
    ("What food does Salem eat?", set()),  # no diets
]
SHELTER_MADE_UP = ["What breed is Biscotti?", "Who adopted Pumpkin?", "Why was Marmalade taken in?",
                   "How many animals has Aisha Herrera adopted?", "Who is fostering Waffles?",
                   "Which kennel is Shadow in?"]
SHELTER_GRAPHS = [
    ('[("Pepper", "rehomed through", ?r), (?r, "new owner", ?x)]', _sl("person", "pe-03")),
    ('[("Rosie", "arrival date", ?x)]', {"2024-02-25"}),
    ('[(?c, "examined animal", "Bramble"), (?c, "jab", ?x)]', _vaccines("vx-01", "vx-02", "vx-03")),
    ('[("Juniper", "foster placement", ?f), (?f, "looked after by", ?x)]', _sl("person", "pe-12")),
    ('[("Otis", "housed in", ?k), (?k, "pen no", ?x)]', {"9"}),
    ('[(?a, "breed type", "Holland Lop"), (?a, "weighs", ?x)]', {"1.8", "2.1"}),
]


# ---- episodes (schema.org TV guide: blank-node performance roles, a German series with an English alias) ----
EP = "https://tvguide.example.net/"
EP_PEOPLE = {  # id: (name, birth date or None)
    "pr-201": ("Imogen Castell", "1986-05-14"), "pr-202": ("Rhys Adeyemi", "1990-11-02"),
    "pr-203": ("Graham Lusk", None), "pr-204": ("Declan Moore", None), "pr-205": ("Katrin Behrens", "1979-08-21"),
    "pr-206": ("Can Demirel", None), "pr-207": ("Ulrich Sommer", None), "pr-208": ("Adaeze Nwosu", "1993-01-30"),
    "pr-209": ("Tom Belcourt", None), "pr-210": ("Siobhan Carrick", None), "pr-211": ("Marcus Odell", None),
    "pr-212": ("Anja Reuter", None), "pr-213": ("Jens Hollmann", None), "pr-214": ("Priya Lal", None),
    "pr-215": ("Helen Marchbank", None), "pr-216": ("Oliver Strand", None), "pr-217": ("Birgit Lorenz", None),
    "pr-218": ("Sam Quill", None),
}
EP_NETWORKS = {"nw-01": "Northlight Channel", "nw-02": "Westfunk", "nw-03": "Brightside TV"}
EP_COUNTRIES = {"gb": "United Kingdom", "de": "Germany", "ie": "Ireland"}
EP_SERIES = {  # id: ((name, language or None), (alternate name, language) or None, genre, creator, network,
    #               country, family friendly)
    "s-101": (("The Lantern Keepers", None), None, "Mystery", "pr-215", "nw-01", "gb", False),
    "s-102": (("Kommissarin Falk", "de"), ("Inspector Falk", "en"), "Crime drama", "pr-217", "nw-02", "de", False),
    "s-103": (("Small Hours", None), None, "Sitcom", "pr-218", "nw-03", "ie", True),
}
EP_SEASONS = {"s-101-1": ("s-101", 1), "s-101-2": ("s-101", 2), "s-102-1": ("s-102", 1), "s-103-1": ("s-103", 1)}
MAUD, TOBIAS, HALE = ("pr-201", "Maud Penhallow"), ("pr-202", "Tobias Wren"), ("pr-203", "Constable Hale")
FALK, KAYA, BRANDT = ("pr-205", "Johanna Falk"), ("pr-206", "Mehmet Kaya"), ("pr-207", "Viktor Brandt")
NIA, FELIX = ("pr-208", "Nia Okoro"), ("pr-209", "Felix Marsh")
# episode: (season, number, title, date, director, [authors], runtime, [(actor, character)])
EP_EPISODES = {
    "ep-4401": ("s-101-1", 1, "The Drowned Bell", "2021-10-03", "pr-210", ["pr-215"], "PT58M", [MAUD, TOBIAS, HALE]),
    "ep-4402": ("s-101-1", 2, "Salt and Ash", "2021-10-10", "pr-210", ["pr-215"], "PT55M", [MAUD, TOBIAS, HALE]),
    "ep-4403": ("s-101-1", 3, "A Light in the Fog", "2021-10-17", "pr-211", ["pr-215", "pr-216"], "PT54M",
                [MAUD, TOBIAS, HALE]),
    "ep-4404": ("s-101-1", 4, "The Keeper's Daughter", "2021-10-24", "pr-211", ["pr-216"], "PT1H1M",
                [MAUD, TOBIAS, HALE]),
    "ep-4411": ("s-101-2", 1, "Homecoming", "2023-01-08", "pr-210", ["pr-215"], "PT57M", [MAUD, TOBIAS]),
    "ep-4412": ("s-101-2", 2, "Undertow", "2023-01-15", "pr-211", ["pr-216"], "PT53M", [MAUD, TOBIAS]),
    "ep-4413": ("s-101-2", 3, "Confession", "2023-01-22", "pr-211", ["pr-215"], "PT56M",
                [MAUD, TOBIAS, ("pr-204", "Father Colm")]),
    "ep-4414": ("s-101-2", 4, "Last Light", "2023-01-29", "pr-210", ["pr-215", "pr-216"], "PT1H4M", [MAUD, TOBIAS]),
    "ep-5501": ("s-102-1", 1, "Der Fall Brandt", "2022-03-04", "pr-212", ["pr-217"], "PT1H28M", [FALK, KAYA, BRANDT]),
    "ep-5502": ("s-102-1", 2, "Schwarzes Wasser", "2022-03-11", "pr-212", ["pr-217"], "PT1H27M", [FALK, KAYA]),
    "ep-5503": ("s-102-1", 3, "Nachtzug", "2022-03-18", "pr-213", ["pr-217", "pr-213"], "PT1H30M", [FALK, KAYA]),
    "ep-5504": ("s-102-1", 4, "Kalte Spur", "2022-03-25", "pr-212", ["pr-217"], "PT1H26M", [FALK, KAYA, BRANDT]),
    "ep-6601": ("s-103-1", 1, "Pilot", "2024-02-06", "pr-214", ["pr-218"], "PT23M", [NIA, FELIX]),
    "ep-6602": ("s-103-1", 2, "Homecoming", "2024-02-13", "pr-214", ["pr-218"], "PT22M",
                [NIA, FELIX, ("pr-201", "Aunt Rosalind")]),
    "ep-6603": ("s-103-1", 3, "The Night Bus", "2024-02-20", "pr-214", ["pr-208"], "PT24M", [NIA, FELIX]),
    "ep-6604": ("s-103-1", 4, "Closing Time", "2024-02-27", "pr-211", ["pr-218", "pr-208"], "PT26M", [NIA, FELIX]),
}


def _ep(kind: str, *ids: str) -> set[str]:
    return {f"{EP}{kind}/{i}" for i in ids}


def episodes_kg() -> str:
    """N-Triples of the TV guide."""
    g = Graph()
    for pid, (name, born) in EP_PEOPLE.items():
        p = f"{EP}person/{pid}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        if born:
            g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
    for nid, name in EP_NETWORKS.items():
        g.add(f"{EP}org/{nid}", RDF_TYPE, SCHEMA + "Organization"), g.add(f"{EP}org/{nid}", SCHEMA + "name", _lit(name))
    for cid, name in EP_COUNTRIES.items():
        g.add(f"{EP}country/{cid}", RDF_TYPE, SCHEMA + "Country")
        g.add(f"{EP}country/{cid}", SCHEMA + "name", _lit(name))
    for sid, (name, alias, genre, creator, network, country, friendly) in EP_SERIES.items():
        s = f"{EP}series/{sid}"
        g.add(s, RDF_TYPE, SCHEMA + "TVSeries"), g.add(s, SCHEMA + "name", _lit(*name))
        if alias:
            g.add(s, SCHEMA + "alternateName", _lit(*alias))
        g.add(s, SCHEMA + "genre", _lit(genre)), g.add(s, SCHEMA + "creator", f"{EP}person/{creator}")
        g.add(s, SCHEMA + "publisher", f"{EP}org/{network}")
        g.add(s, SCHEMA + "countryOfOrigin", f"{EP}country/{country}")
        g.add(s, SCHEMA + "isFamilyFriendly", _typed(str(friendly).lower(), "boolean"))
    for sid, (series, number) in EP_SEASONS.items():
        s = f"{EP}season/{sid}"
        g.add(s, RDF_TYPE, SCHEMA + "TVSeason"), g.add(s, SCHEMA + "seasonNumber", _typed(number, "integer"))
        g.add(s, SCHEMA + "partOfSeries", f"{EP}series/{series}")
    for eid, (season, number, title, day, director, authors, runtime, cast) in EP_EPISODES.items():
        e, series = f"{EP}episode/{eid}", EP_SEASONS[season][0]
        g.add(e, RDF_TYPE, SCHEMA + "TVEpisode"), g.add(e, SCHEMA + "name", _lit(title, EP_SERIES[series][0][1]))
        g.add(e, SCHEMA + "episodeNumber", _typed(number, "integer"))
        g.add(e, SCHEMA + "partOfSeason", f"{EP}season/{season}")
        g.add(e, SCHEMA + "partOfSeries", f"{EP}series/{series}")
        g.add(e, SCHEMA + "datePublished", _typed(day, "date")), g.add(e, SCHEMA + "director", f"{EP}person/{director}")
        for author in authors:
            g.add(e, SCHEMA + "author", f"{EP}person/{author}")
        g.add(e, SCHEMA + "timeRequired", _typed(runtime, "duration"))
        for k, (actor, character) in enumerate(cast, 1):
            r = _bnode("role", eid, str(k))
            g.add(e, SCHEMA + "actor", r), g.add(r, RDF_TYPE, SCHEMA + "PerformanceRole")
            g.add(r, SCHEMA + "actor", f"{EP}person/{actor}"), g.add(r, SCHEMA + "characterName", _lit(character))
    return g.text()


EPISODES_QUESTIONS = [
    ("Who directed The Drowned Bell?", _ep("person", "pr-210")),
    ("Who wrote Undertow?", _ep("person", "pr-216")),
    ("When did Nachtzug first air?", {"2022-03-18"}),
    ("Who plays Maud Penhallow?", _ep("person", "pr-201")),
    ("Which character does Can Demirel play?", {"Mehmet Kaya"}),
    ("How long is the episode Last Light?", {"PT1H4M"}),
    ("Which network broadcasts Kommissarin Falk?", _ep("org", "nw-02")),
    ("What is the English title of Kommissarin Falk?", {"Inspector Falk"}),
    ("Who directed the Small Hours episode Homecoming?", _ep("person", "pr-214")),
    ("When was the Lantern Keepers episode Homecoming first shown?", {"2023-01-08"}),
    ("Which episodes did Marcus Odell direct?", _ep("episode", "ep-4403", "ep-4404", "ep-4412", "ep-4413", "ep-6604")),
    ("How many episodes are in the second season of The Lantern Keepers?", {"4"}),
    ("Which series has Imogen Castell acted in?", _ep("series", "s-101", "s-103")),
    ("Who played Father Colm?", _ep("person", "pr-204")),
    ("Which is the longest episode of Small Hours?", _ep("episode", "ep-6604")),
    ("Which episodes of Inspector Falk run for at least 88 minutes?", _ep("episode", "ep-5501", "ep-5503")),
    ("Which Lantern Keepers episodes aired in 2023?", _ep("episode", "ep-4411", "ep-4412", "ep-4413", "ep-4414")),
    ("What is episode 3 of Small Hours called?", _ep("episode", "ep-6603") | {"The Night Bus"}),
    ("Who wrote the most episodes of The Lantern Keepers?", _ep("person", "pr-215")),
    ("Which country does Kommissarin Falk come from?", _ep("country", "de")),
    ("Which actors appear in Der Fall Brandt?", _ep("person", "pr-205", "pr-206", "pr-207")),
    ("When was Katrin Behrens born?", {"1979-08-21"}),
    ("Which season of The Lantern Keepers is Confession in?", _ep("season", "s-101-2") | {"2"}),
    ("What number episode is Kalte Spur?", {"4"}),
    ("How many episodes has Adaeze Nwosu written?", {"2"}),
    ("Which episode was directed by Siobhan Carrick and written by Oliver Strand?", _ep("episode", "ep-4414")),
    ("Is Small Hours family friendly?", {"true"}),
    ("Who created Small Hours?", _ep("person", "pr-218")),
    ("Who directed Schwartzes Wasser?", _ep("person", "pr-212")),  # misspelt: Schwarzes
    ("who wrote the night bus", _ep("person", "pr-208")),
    ("How many viewers watched the pilot of Small Hours?", set()),  # no ratings
    ("Who composed the theme music of The Lantern Keepers?", set()),  # no music credits
    ("Where was Kommissarin Falk filmed?", set()),  # no filming locations
]
EPISODES_MADE_UP = ["Who directed The Drowned Lantern?", "Which character does Can Behrens play?",
                    "Which network broadcasts Kommissar Brandt?", "When did Tagzug first air?",
                    "Which episodes did Siobhan Odell direct?", "How long is the episode Salt and Smoke?"]
EPISODES_GRAPHS = [
    ('[("Undertow", "helmed by", ?x)]', _ep("person", "pr-211")),
    ('[(?e, "written by", "Sam Quill"), (?e, "first aired", ?x)]', {"2024-02-06", "2024-02-13", "2024-02-27"}),
    ('[("Confession", "cast member", ?r), (?r, "role", ?x)]', {"Maud Penhallow", "Tobias Wren", "Father Colm"}),
    ('[("Kommissarin Falk", "broadcaster", ?x)]', _ep("org", "nw-02")),
    ('[("Closing Time", "belongs to season", ?s), (?s, "season no", ?x)]', {"1"}),
    ('[("Last Light", "running time", ?x)]', {"PT1H4M"}),
]

KGS_P = {"building": (building_kg, BUILDING_QUESTIONS, BUILDING_MADE_UP, BUILDING_GRAPHS),
         "vulns": (vulns_kg, VULNS_QUESTIONS, VULNS_MADE_UP, VULNS_GRAPHS),
         "races": (races_kg, RACES_QUESTIONS, RACES_MADE_UP, RACES_GRAPHS),
         "shelter": (shelter_kg, SHELTER_QUESTIONS, SHELTER_MADE_UP, SHELTER_GRAPHS),
         "episodes": (episodes_kg, EPISODES_QUESTIONS, EPISODES_MADE_UP, EPISODES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_P, __doc__)
