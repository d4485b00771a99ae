"""A seventeenth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_p.py):

- `skiing`: three ski resorts as an OWL-style model with NO labels at all: every name is an IRI path segment of
  one namespace (`…/resource/Val_Seren`, `…/resource/Lej_Nair_Chair`, Wikipedia-style qualifiers for the two
  lifts called Panorama: `…/resource/Panorama_(Val_Seren)` and `…/resource/Panorama_(Hochwald_Arena)`), the
  French and German names percent-encoded (`…/resource/T%C3%A9l%C3%A9ph%C3%A9rique_du_Pic_Blanc`,
  `…/resource/Gr%C3%BCnalm_Express`); a camelCase vocabulary (`…/ontology#builtBy`); lifts typed by
  `Gondola`, `CableCar`, `ChairLift`, `DragLift`, `MagicCarpet` (each `rdfs:subClassOf` `Lift`) with
  `bottomStation` / `topStation` (stations with `elevationMetres` xsd:integer), `capacityPerHour` and
  `seatsPerCarrier` xsd:integer, `lengthMetres` xsd:decimal, `openedIn` xsd:gYear, `heatedSeats`
  xsd:boolean on chairlifts and `builtBy` a manufacturer that is `basedIn` a country; the Val Seren and Pic
  Blanc lifts state `locatedIn` their resort while Hochwald Arena states `hasLift` downwards only; pistes
  have a `difficulty` (`Green` / `Blue` / `Red` / `Black`), `servedBy` a lift (never the resort), `lengthKm`
  xsd:decimal and `floodlit` xsd:boolean; resorts have `inCountry`, `dayPassPriceEur` xsd:decimal,
  `seasonOpens` / `seasonCloses` xsd:date and a BLANK-node `snowReport` (`reportDate`, `baseDepthCm`,
  `summitDepthCm`, `freshSnowCm`);
- `datacatalog`: a city open-data portal in DCAT (`dcat:`, `dcterms:`, `foaf:`, `vcard:`, `skos:`) with the
  EU Publications Office authority IRIs for themes (`…/data-theme/TRAN`), update frequencies
  (`…/frequency/DAILY`) and file types (`…/file-type/GEOJSON`), each a `skos:Concept` with `skos:prefLabel`
  @en and @de ("Transport" / "Verkehr"); `dcat:Dataset`s (`…/dataset/strassenbaeume`) titled by
  `dcterms:title` @en and @de, `dcterms:publisher` → `foaf:Organization`s named by `foaf:name` @de and @en
  ("Umweltamt Lindenau" / "Lindenau Environmental Agency"), `dcat:theme` (one or two),
  `dcterms:issued` / `dcterms:modified` xsd:date, `dcterms:accrualPeriodicity`, `dcterms:license` →
  `dcterms:LicenseDocument`s with a `dcterms:title`, a BLANK-node `dcat:contactPoint` (`vcard:Kind`,
  `vcard:fn`, `vcard:hasEmail` a mailto: IRI), for some a BLANK-node `dcterms:temporal`
  (`dcterms:PeriodOfTime`, `dcat:startDate` / `dcat:endDate`), and `dcat:distribution`s (`dcterms:title`@en,
  `dcterms:format`, `dcat:downloadURL`, `dcat:byteSize` xsd:nonNegativeInteger); two `dcat:Catalog`s list
  their datasets by `dcat:dataset` (stated on the catalog only, two datasets in both); two
  `dcat:DataService`s with `dcat:endpointURL` and `dcat:servesDataset`; two datasets share the English
  title "Parking facilities" (different publishers and German titles, asked about only with the publisher);
- `fleet`: a fleet-maintenance export from a relational database: every IRI an opaque number
  (`…/id/4703`), a vocabulary of its own (`…/schema#`) and names only in its datatype properties
  (`fl:registration` "YK19 DFA" for vehicles, `fl:fullName` for staff, `fl:title` for depots, parts and
  suppliers); classes `fl:Van` / `fl:Truck` / `fl:Car` ⊂ `fl:Vehicle` and `fl:Mechanic` / `fl:Driver` ⊂
  `fl:Employee`; vehicles with `fl:make`, `fl:model`, `fl:modelYear` xsd:gYear, `fl:fuelType`,
  `fl:odometerKm` xsd:integer, `fl:purchasePrice` xsd:decimal, `fl:inService` xsd:boolean and
  `fl:assignedDepot`; staff `fl:worksAt` a depot with `fl:hiredOn` xsd:date (a mechanic and a driver are both
  called "Sam Patel"); n-ary `fl:ServiceRecord`s (`fl:vehicle`, `fl:mechanic`, `fl:serviceDate`,
  `fl:serviceType`, `fl:labourTime` xsd:duration, `fl:totalCost` xsd:decimal, `fl:odometerAtService`, and
  `fl:passed` xsd:boolean on inspections) with the parts used as BLANK nodes behind `fl:partUsed`
  (`fl:part`, `fl:quantity`); n-ary `fl:Assignment`s of drivers to vehicles (`fl:driver`, `fl:vehicle`,
  `fl:validFrom`, and `fl:validUntil` only once ended); suppliers state `fl:supplies` their parts (the parts
  do not name their supplier);
- `theatre`: theatre productions in schema.org: `schema:Play`s named by `schema:name` in English and in the
  original language ("The Seagull"@en, "Чайка"@ru; "Die Physiker"@de) with `schema:author`,
  `schema:dateCreated` xsd:gYear and `schema:inLanguage`; productions are `schema:TheaterEvent`s
  (`…/production/pr06`) with `schema:name`, `schema:workPerformed`, `schema:organizer` a
  `schema:TheaterGroup`, `schema:location` a `schema:PerformingArtsTheater`, `schema:director`,
  `schema:startDate` / `schema:endDate` xsd:date, `schema:inLanguage`, `schema:eventStatus` (one
  `schema:EventCancelled`) and a BLANK-node `schema:offers` (`schema:Offer`: `schema:price` xsd:decimal,
  `schema:priceCurrency`); the cast as `schema:PerformanceRole` nodes with IRIs (`…/role/pr06-2`) behind
  `schema:actor` (`schema:actor` → the person, `schema:characterName`); venues have a BLANK-node
  `schema:address` (`schema:PostalAddress`) and `schema:maximumAttendeeCapacity`; people are
  `schema:Person`s with `schema:jobTitle`, some with `schema:birthDate`, and company members state
  `schema:memberOf` (the companies list no members); two people are called "Claire Martin" (a director in
  Lyon and an actor in Bristol), "Waiting for Godot" is staged twice and "Tartuffe" names a play and a
  character;
- `apiary`: a beekeeping log in SOSA (`sosa:`), QUDT and a vocabulary of its own (`…/def#`), named by
  `rdfs:label`@en (people by `foaf:name`): apiaries with a `bee:keeper` and WGS84 `geo:lat` / `geo:long`;
  hives typed `bee:LangstrothHive` / `bee:WarreHive` / `bee:TopBarHive` (⊂ `bee:Hive`) with
  `bee:colonyBreed` → `skos:Concept`s labelled @en and @de ("Carniolan honey bee" / "Kärntner Biene", all
  `skos:broader` the western honey bee), `bee:queenYear` xsd:gYear and `bee:established` xsd:date; Hollow
  Lane Apiary states `bee:hasHive` downwards, the other hives state `bee:atApiary` upwards; two hives are
  both called "Clover" (at different apiaries); inspections are n-ary `bee:Inspection`s (`bee:hive`,
  `bee:inspector`, `bee:inspectionDate`, `bee:queenSeen` xsd:boolean, `bee:broodFrames` and
  `bee:varroaCount` xsd:integer, `bee:temperament`, sometimes `bee:treatment` → a concept); harvests are
  `bee:Harvest`s (`bee:fromHive`, `bee:harvestDate`, `bee:honeyKg` xsd:decimal, `bee:honeyType` → a
  concept); hive scales and temperature probes are `sosa:Sensor`s (`sosa:isHostedBy` the hive,
  `sosa:observes` an observable property) whose `sosa:Observation`s have `sosa:hasFeatureOfInterest`,
  `sosa:observedProperty`, `sosa:madeBySensor`, `sosa:resultTime` xsd:dateTime and a BLANK-node
  `sosa:hasResult` (`qudt:QuantityValue`: `qudt:numericValue` xsd:decimal, `qudt:unit`).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_q.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import DCT, OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402
from unseen_p import _bnode  # noqa: E402

DCAT = "http://www.w3.org/ns/dcat#"
VCARD = "http://www.w3.org/2006/vcard/ns#"
SOSA = "http://www.w3.org/ns/sosa/"
QUDT = "http://qudt.org/schema/qudt/"
UNIT = "http://qudt.org/vocab/unit/"
WGS = "http://www.w3.org/2003/01/geo/wgs84_pos#"


def _bool(value: bool) -> str:
    return _typed(str(value).lower(), "boolean")


# ---- skiing (names only in IRIs, percent-encoded accents, lift→resort in two resorts, resort→lift in one) ----
SKR = "https://skidata.example.org/resource/"
SKO = "https://skidata.example.org/ontology#"
GRUENALM = "Gr%C3%BCnalm"
TELECABINE = "T%C3%A9l%C3%A9cabine_des_Marmottes"
TELEPHERIQUE = "T%C3%A9l%C3%A9ph%C3%A9rique_du_Pic_Blanc"
SK_COUNTRIES = ["Switzerland", "Austria", "France", "Italy"]
SK_MAKERS = {"Doppelmayr": "Austria", "Leitner": "Italy", "Poma": "France", "Garaventa": "Switzerland",
             "Sunkid": "Austria"}
SK_RESORTS = {  # resort: (country, day pass EUR, season opens, closes, (report date, base cm, summit cm, fresh cm))
    "Val_Seren": ("Switzerland", "79.5", "2024-12-07", "2025-04-21", ("2025-02-10", 85, 190, 12)),
    "Hochwald_Arena": ("Austria", "66", "2024-11-29", "2025-04-13", ("2025-02-10", 40, 110, 0)),
    "Pic_Blanc": ("France", "58.5", "2024-12-14", "2025-04-27", ("2025-02-09", 120, 245, 25)),
}
SK_STATIONS = {"Seren_Village": 1480, "Alp_Lavin": 2105, "Lej_Nair": 2390, "Piz_Curtegn": 2860,
               "Hochwald_Talstation": 1020, GRUENALM: 1640, "Kesselkar": 1890, "Hochwald_Gipfel": 2210,
               "Pic_Blanc_Village": 1650, "Plateau_des_Marmottes": 2230, "Col_de_la_Vache": 2540,
               "Sommet_du_Pic_Blanc": 3020}
# lift: (class, resort, bottom, top or None, capacity/h, seats or None, length m, opened, maker, heated or None)
SK_LIFTS = {
    "Seren_Gondola": ("Gondola", "Val_Seren", "Seren_Village", "Alp_Lavin", 2800, 10, "3120", "2016", "Doppelmayr",
                      None),
    "Curtegn_Cable_Car": ("CableCar", "Val_Seren", "Alp_Lavin", "Piz_Curtegn", 900, 80, "2350", "1998", "Garaventa",
                          None),
    "Lej_Nair_Chair": ("ChairLift", "Val_Seren", "Alp_Lavin", "Lej_Nair", 2400, 6, "1480", "2021", "Leitner", True),
    "Panorama_(Val_Seren)": ("ChairLift", "Val_Seren", "Lej_Nair", "Piz_Curtegn", 1800, 4, "1350", "2003",
                             "Doppelmayr", False),
    "Seren_Nursery_Carpet": ("MagicCarpet", "Val_Seren", "Seren_Village", None, 1200, None, "80", "2019", "Sunkid",
                             None),
    GRUENALM + "_Express": ("Gondola", "Hochwald_Arena", "Hochwald_Talstation", GRUENALM, 3200, 10, "2650", "2022",
                            "Leitner", None),
    "Gipfelbahn": ("ChairLift", "Hochwald_Arena", GRUENALM, "Hochwald_Gipfel", 3000, 8, "1980", "2018", "Doppelmayr",
                   True),
    "Panorama_(Hochwald_Arena)": ("ChairLift", "Hochwald_Arena", "Kesselkar", "Hochwald_Gipfel", 2200, 6, "1120",
                                  "2010", "Leitner", False),
    "Kesselkar_T-Bar": ("DragLift", "Hochwald_Arena", GRUENALM, "Kesselkar", 1100, None, "1290", "1987", "Poma", None),
    TELECABINE: ("Gondola", "Pic_Blanc", "Pic_Blanc_Village", "Plateau_des_Marmottes", 2400, 8, "2210", "2012", "Poma",
                 None),
    TELEPHERIQUE: ("CableCar", "Pic_Blanc", "Plateau_des_Marmottes", "Sommet_du_Pic_Blanc", 1000, 100, "2890", "1979",
                   "Poma", None),
    "Col_de_la_Vache_Chair": ("ChairLift", "Pic_Blanc", "Plateau_des_Marmottes", "Col_de_la_Vache", 2000, 4, "1510",
                              "1995", "Poma", False),
    "Combe_Drag": ("DragLift", "Pic_Blanc", "Plateau_des_Marmottes", "Col_de_la_Vache", 900, None, "980", "1984",
                   "Poma", None),
}
SK_PISTES = {  # piste: (difficulty, lift, length km, floodlit)
    "Lavin_Run": ("Blue", "Seren_Gondola", "4.2", True),
    "Curtegn_Couloir": ("Black", "Curtegn_Cable_Car", "2.1", False),
    "Lej_Nair_Piste": ("Red", "Lej_Nair_Chair", "1.8", False), "Schuss_Nair": ("Black", "Lej_Nair_Chair", "1.1", False),
    "Sunrise_Traverse": ("Blue", "Panorama_(Val_Seren)", "3.3", False),
    "Nursery_Slope": ("Blue", "Seren_Nursery_Carpet", "0.2", False),
    GRUENALM + "_Abfahrt": ("Red", GRUENALM + "_Express", "3.6", False),
    "Familienabfahrt": ("Blue", GRUENALM + "_Express", "4.8", True),
    "Gipfel_Abfahrt": ("Black", "Gipfelbahn", "2.4", False),
    "Kesselkar_Piste": ("Red", "Kesselkar_T-Bar", "1.3", False),
    "Waldweg": ("Blue", "Panorama_(Hochwald_Arena)", "2.2", False),
    "Piste_des_Marmottes": ("Green", TELECABINE, "3.4", False), "Face_Nord": ("Black", TELEPHERIQUE, "2.7", False),
    "Combe_Rouge": ("Red", "Col_de_la_Vache_Chair", "1.9", False),
    "Grand_Couloir": ("Black", "Col_de_la_Vache_Chair", "1.6", False),
    "Petite_Combe": ("Green", "Combe_Drag", "0.9", False),
}


def _sk(*names: str) -> set[str]:
    return {SKR + n for n in names}


def skiing_kg() -> str:
    """N-Triples of the ski resorts (no labels anywhere)."""
    g = Graph()

    def rel(s: str, p: str, o: str) -> None:
        g.add(SKR + s, SKO + p, SKR + o)

    def val(s: str, p: str, value: object, datatype: str) -> None:
        g.add(SKR + s, SKO + p, _typed(value, datatype))

    for cls in ("Lift", "LiftStation", "Piste", "SkiResort", "Country", "Manufacturer", "Difficulty"):
        g.add(SKO + cls, RDF_TYPE, OWL + "Class")
    for cls in ("Gondola", "CableCar", "ChairLift", "DragLift", "MagicCarpet"):
        g.add(SKO + cls, RDF_TYPE, OWL + "Class"), g.add(SKO + cls, RDFS + "subClassOf", SKO + "Lift")
    for country in SK_COUNTRIES:
        g.add(SKR + country, RDF_TYPE, SKO + "Country")
    for level in ("Green", "Blue", "Red", "Black"):
        g.add(SKR + level, RDF_TYPE, SKO + "Difficulty")
    for maker, country in SK_MAKERS.items():
        g.add(SKR + maker, RDF_TYPE, SKO + "Manufacturer"), rel(maker, "basedIn", country)
    for resort, (country, price, opens, closes, (day, base, summit, fresh)) in SK_RESORTS.items():
        g.add(SKR + resort, RDF_TYPE, SKO + "SkiResort"), rel(resort, "inCountry", country)
        val(resort, "dayPassPriceEur", price, "decimal")
        val(resort, "seasonOpens", opens, "date"), val(resort, "seasonCloses", closes, "date")
        r = _bnode("snow", resort)
        g.add(SKR + resort, SKO + "snowReport", r), g.add(r, SKO + "reportDate", _typed(day, "date"))
        g.add(r, SKO + "baseDepthCm", _typed(base, "integer"))
        g.add(r, SKO + "summitDepthCm", _typed(summit, "integer"))
        g.add(r, SKO + "freshSnowCm", _typed(fresh, "integer"))
    for station, elevation in SK_STATIONS.items():
        g.add(SKR + station, RDF_TYPE, SKO + "LiftStation"), val(station, "elevationMetres", elevation, "integer")
    for lift, (cls, resort, bottom, top, capacity, seats, length, opened, maker, heated) in SK_LIFTS.items():
        g.add(SKR + lift, RDF_TYPE, SKO + cls)
        if resort == "Hochwald_Arena":
            rel(resort, "hasLift", lift)
        else:
            rel(lift, "locatedIn", resort)
        rel(lift, "bottomStation", bottom)
        if top:
            rel(lift, "topStation", top)
        val(lift, "capacityPerHour", capacity, "integer")
        if seats:
            val(lift, "seatsPerCarrier", seats, "integer")
        val(lift, "lengthMetres", length, "decimal"), val(lift, "openedIn", opened, "gYear")
        rel(lift, "builtBy", maker)
        if heated is not None:
            g.add(SKR + lift, SKO + "heatedSeats", _bool(heated))
    for piste, (level, lift, km, floodlit) in SK_PISTES.items():
        g.add(SKR + piste, RDF_TYPE, SKO + "Piste"), rel(piste, "difficulty", level), rel(piste, "servedBy", lift)
        val(piste, "lengthKm", km, "decimal"), g.add(SKR + piste, SKO + "floodlit", _bool(floodlit))
    return g.text()


SKIING_QUESTIONS = [
    ("Which resort is the Lej Nair Chair in?", _sk("Val_Seren")),
    ("Which country is Hochwald Arena in?", _sk("Austria")),
    ("Who built the Seren Gondola?", _sk("Doppelmayr")),
    ("How many people per hour can the Grünalm Express carry?", {"3200"}),
    ("When did the Curtegn Cable Car open?", {"1998"}),
    ("Where is the top station of the Gipfelbahn?", _sk("Hochwald_Gipfel")),
    ("How high is Piz Curtegn?", {"2860"}),
    ("Which lifts are in Hochwald Arena?", _sk(GRUENALM + "_Express", "Gipfelbahn", "Panorama_(Hochwald_Arena)",
                                              "Kesselkar_T-Bar")),
    ("Which lift serves the Face Nord?", _sk(TELEPHERIQUE)),
    ("Which pistes can you reach with the Lej Nair Chair?", _sk("Lej_Nair_Piste", "Schuss_Nair")),
    ("When did the Panorama lift in Val Seren open?", {"2003"}),
    ("How many seats does each chair of the Panorama lift at Hochwald Arena have?", {"6"}),
    ("Which black pistes are there in Pic Blanc?", _sk("Face_Nord", "Grand_Couloir")),
    ("Which is the longest piste in Hochwald Arena?", _sk("Familienabfahrt")),
    ("Which gondolas opened after 2015?", _sk("Seren_Gondola", GRUENALM + "_Express")),
    ("How many lifts does Pic Blanc have?", {"4"}),
    ("Which chairlifts have heated seats?", _sk("Lej_Nair_Chair", "Gipfelbahn")),
    ("How much is a day pass at Val Seren?", {"79.5"}),
    ("When does the ski season end in Pic Blanc?", {"2025-04-27"}),
    ("How much fresh snow has fallen in Pic Blanc?", {"25"}),
    ("How deep is the snow at the summit in Hochwald Arena?", {"110"}),
    ("Which resort has the deepest snow base?", _sk("Pic_Blanc")),
    ("Which lifts were made by Poma?", _sk("Kesselkar_T-Bar", TELECABINE, TELEPHERIQUE, "Col_de_la_Vache_Chair",
                                           "Combe_Drag")),
    ("Which pistes are floodlit?", _sk("Lavin_Run", "Familienabfahrt")),
    ("What difficulty is Combe Rouge?", _sk("Red")),
    ("Which lift manufacturer is based in Switzerland?", _sk("Garaventa")),
    ("Which lifts are longer than 2500 metres?", _sk("Seren_Gondola", GRUENALM + "_Express", TELEPHERIQUE)),
    ("What is the highest lift station?", _sk("Sommet_du_Pic_Blanc")),
    ("In which country is the maker of the Gipfelbahn based?", _sk("Austria")),
    ("Who built the Curtegn Cabel Car?", _sk("Garaventa")),  # misspelt: Cable
    ("which resort is the combe drag in", _sk("Pic_Blanc")),
    ("How many skiers visited Val Seren last winter?", set()),  # no visitor numbers
    ("Who is the managing director of Hochwald Arena?", set()),  # no people
    ("How much does it cost to rent skis in Pic Blanc?", set()),  # no rentals
]
SKIING_MADE_UP = ["Which resort is the Lej Blau Chair in?", "Who built the Hochwald Gondola?",
                  "How high is Piz Serenata?", "How much is a day pass at Pic Noir?",
                  "Which lifts are in Grünwald Arena?", "Which lift serves the Face Sud?"]
SKIING_GRAPHS = [
    ('[("Gipfelbahn", "maker", ?x)]', _sk("Doppelmayr")),
    ('[("Face Nord", "lift used", ?l), (?l, "year built", ?x)]', {"1979"}),
    ('[("Seren Gondola", "valley station", ?x)]', _sk("Seren_Village")),
    ('[(?p, "reached by", "Lej Nair Chair"), (?p, "run length", ?x)]', {"1.8", "1.1"}),
    ('[("Pic Blanc", "snow conditions", ?r), (?r, "new snow", ?x)]', {"25"}),
    ('[("Hochwald Arena", "nation", ?x)]', _sk("Austria")),
]


# ---- datacatalog (DCAT with EU authority concepts, bilingual titles, blank-node contacts and periods) --------
DC = "https://opendata.lindenau.example/"
EU = "http://publications.europa.eu/resource/authority/"
DC_THEMES = {"TRAN": ("Transport", "Verkehr"), "ENVI": ("Environment", "Umwelt"),
             "REGI": ("Regions and cities", "Regionen und Städte"),
             "SOCI": ("Population and society", "Bevölkerung und Gesellschaft"), "HEAL": ("Health", "Gesundheit"),
             "GOVE": ("Government and public sector", "Regierung und öffentlicher Sektor"),
             "ENER": ("Energy", "Energie")}
DC_FREQUENCIES = {"DAILY": ("daily", "täglich"), "MONTHLY": ("monthly", "monatlich"),
                  "QUARTERLY": ("quarterly", "vierteljährlich"), "ANNUAL": ("annual", "jährlich"),
                  "IRREG": ("irregular", "unregelmäßig")}
DC_FORMATS = {"CSV": "CSV", "JSON": "JSON", "GEOJSON": "GeoJSON", "SHP": "SHP", "XLSX": "XLSX", "PDF": "PDF"}
DL_BY = "http://dcat-ap.de/def/licenses/dl-by-de/2.0"
DL_ZERO = "http://dcat-ap.de/def/licenses/dl-zero-de/2.0"
CC_BY = "https://creativecommons.org/licenses/by/4.0/"
DC_LICENSES = {DL_BY: ("Datenlizenz Deutschland – Namensnennung – Version 2.0", "de"),
               DL_ZERO: ("Datenlizenz Deutschland – Zero – Version 2.0", "de"),
               CC_BY: ("Creative Commons Attribution 4.0 International", "en")}
DC_ORGS = {  # id: (German name, English name, contact name, contact mailbox)
    "umweltamt": ("Umweltamt Lindenau", "Lindenau Environmental Agency", "Umweltamt – Open Data",
                  "umweltdaten@lindenau.example"),
    "tiefbauamt": ("Tiefbauamt Lindenau", "Lindenau Civil Engineering Office", "Tiefbauamt – Verkehrsdaten",
                   "verkehrsdaten@lindenau.example"),
    "lvb": ("Lindenauer Verkehrsbetriebe", "Lindenau Transport Company", "LVB Open Data Team",
            "opendata@lvb-lindenau.example"),
    "statistik": ("Amt für Statistik Lindenau", "Lindenau Statistics Office", "Amt für Statistik – Auskunft",
                  "statistik@lindenau.example"),
    "vermessungsamt": ("Vermessungsamt Lindenau", "Lindenau Surveying Office", "Geodatenservice",
                       "geodaten@lindenau.example"),
}
# dataset: ((English title, German title), publisher, [themes], issued, modified, frequency, license,
#           (start, end or None) or None, [(format, bytes)])
DC_DATASETS = {
    "strassenbaeume": (("Street trees", "Straßenbäume"), "umweltamt", ["ENVI"], "2019-05-14", "2024-11-02", "ANNUAL",
                       DL_BY, None, [("CSV", 1845220), ("GEOJSON", 6210554)]),
    "luftqualitaet": (("Air quality measurements", "Luftqualitätsmessungen"), "umweltamt", ["ENVI", "HEAL"],
                      "2020-02-01", "2025-01-15", "DAILY", CC_BY, ("2020-01-01", None),
                      [("CSV", 2290410), ("JSON", 3015877)]),
    "parkeinrichtungen": (("Parking facilities", "Parkeinrichtungen"), "tiefbauamt", ["TRAN"], "2018-09-20",
                          "2023-06-30", "IRREG", DL_ZERO, None, [("GEOJSON", 412300), ("CSV", 98455)]),
    "pr-anlagen": (("Parking facilities", "P+R-Anlagen"), "lvb", ["TRAN"], "2021-03-08", "2024-09-12", "MONTHLY",
                   CC_BY, None, [("JSON", 75210)]),
    "haltestellen": (("Public transport stops", "Haltestellen des ÖPNV"), "lvb", ["TRAN"], "2017-11-01", "2025-02-03",
                     "MONTHLY", CC_BY, None, [("CSV", 356112), ("GEOJSON", 1208876)]),
    "bevoelkerung": (("Population by district", "Bevölkerung nach Stadtbezirken"), "statistik", ["SOCI", "REGI"],
                     "2016-04-12", "2024-03-28", "ANNUAL", DL_BY, ("2010-01-01", "2023-12-31"),
                     [("CSV", 48220), ("XLSX", 91904)]),
    "gebaeudeumrisse": (("Building footprints", "Gebäudeumrisse"), "vermessungsamt", ["REGI"], "2020-07-01",
                        "2024-12-10", "QUARTERLY", DL_ZERO, None, [("SHP", 48300112), ("GEOJSON", 61552908)]),
    "bezirksgrenzen": (("District boundaries", "Stadtbezirksgrenzen"), "vermessungsamt", ["REGI", "GOVE"],
                       "2015-01-20", "2022-01-11", "IRREG", DL_ZERO, None, [("GEOJSON", 2204160), ("SHP", 1730344)]),
    "laermkarte": (("Noise map", "Lärmkarte"), "umweltamt", ["ENVI", "HEAL"], "2022-06-30", "2022-06-30", "IRREG",
                   DL_BY, None, [("PDF", 15877301), ("SHP", 9520448)]),
    "energieverbrauch": (("Energy consumption of municipal buildings", "Energieverbrauch städtischer Gebäude"),
                         "tiefbauamt", ["ENER", "GOVE"], "2023-05-02", "2024-05-06", "ANNUAL", CC_BY,
                         ("2019-01-01", "2023-12-31"), [("XLSX", 66010), ("CSV", 21904)]),
    "verkehrszaehlungen": (("Traffic counts", "Verkehrszählungen"), "tiefbauamt", ["TRAN"], "2019-10-01", "2025-02-10",
                           "DAILY", DL_BY, None, [("CSV", 5880236), ("JSON", 8123390)]),
    "geburten-sterbefaelle": (("Births and deaths", "Geburten und Sterbefälle"), "statistik", ["SOCI", "HEAL"],
                              "2018-02-15", "2024-02-20", "ANNUAL", DL_BY, ("2000-01-01", "2023-12-31"),
                              [("CSV", 30511)]),
}
DC_AIR_CONTACT = ("Luftmessnetz Lindenau", "luftmessnetz@lindenau.example")
DC_CATALOGS = {  # id: ((English title, German title), publisher, [datasets], [services])
    "opendata": (("Open Data Lindenau", "Offene Daten Lindenau"), "statistik",
                 ["strassenbaeume", "luftqualitaet", "parkeinrichtungen", "pr-anlagen", "haltestellen", "bevoelkerung",
                  "laermkarte", "energieverbrauch", "verkehrszaehlungen", "geburten-sterbefaelle"], ["luft-api"]),
    "geoportal": (("Lindenau Geoportal", "Geoportal Lindenau"), "vermessungsamt",
                  ["gebaeudeumrisse", "bezirksgrenzen", "strassenbaeume", "parkeinrichtungen"], ["basemap-wms"]),
}
DC_SERVICES = {  # id: ((English title, German title), publisher, endpoint, [datasets])
    "luft-api": (("Air quality API", "Luftqualitäts-API"), "umweltamt", "https://api.lindenau.example/luft/v1",
                 ["luftqualitaet"]),
    "basemap-wms": (("Lindenau basemap WMS", "WMS Stadtgrundkarte Lindenau"), "vermessungsamt",
                    "https://geo.lindenau.example/wms/basemap", ["gebaeudeumrisse", "bezirksgrenzen"]),
}


def _dc(kind: str, *ids: str) -> set[str]:
    return {f"{DC}{kind}/{i}" for i in ids}


def _dataset(key: str) -> set[str]:
    """A dataset as gold: its IRI and both titles."""
    return _dc("dataset", key) | set(DC_DATASETS[key][0])


def _org(key: str) -> set[str]:
    """A publisher as gold: its IRI and both names."""
    return _dc("org", key) | set(DC_ORGS[key][:2])


def _concepts(kind: str, table: dict, *keys: str) -> set[str]:
    """EU authority concepts as gold: their IRIs and labels."""
    out = {f"{EU}{kind}/{k}" for k in keys}
    for k in keys:
        out |= {table[k]} if isinstance(table[k], str) else set(table[k])
    return out


def datacatalog_kg() -> str:
    """N-Triples of the DCAT open-data portal."""
    g = Graph()
    for kind, table in (("data-theme", DC_THEMES), ("frequency", DC_FREQUENCIES), ("file-type", DC_FORMATS)):
        for key, labels in table.items():
            c = f"{EU}{kind}/{key}"
            g.add(c, RDF_TYPE, SKOS + "Concept")
            if isinstance(labels, str):
                g.add(c, SKOS + "prefLabel", _lit(labels, "en"))
            else:
                g.add(c, SKOS + "prefLabel", _lit(labels[0], "en")), g.add(c, SKOS + "prefLabel", _lit(labels[1], "de"))
    for iri, (title, lang) in DC_LICENSES.items():
        g.add(iri, RDF_TYPE, DCT + "LicenseDocument"), g.add(iri, DCT + "title", _lit(title, lang))
    for oid, (de, en, _, _) in DC_ORGS.items():
        o = f"{DC}org/{oid}"
        g.add(o, RDF_TYPE, FOAF + "Organization"), g.add(o, FOAF + "name", _lit(de, "de"))
        g.add(o, FOAF + "name", _lit(en, "en"))
    for did, (titles, publisher, themes, issued, modified, freq, license_, period, files) in DC_DATASETS.items():
        d = f"{DC}dataset/{did}"
        g.add(d, RDF_TYPE, DCAT + "Dataset"), g.add(d, DCT + "title", _lit(titles[0], "en"))
        g.add(d, DCT + "title", _lit(titles[1], "de")), g.add(d, DCT + "publisher", f"{DC}org/{publisher}")
        for theme in themes:
            g.add(d, DCAT + "theme", f"{EU}data-theme/{theme}")
        g.add(d, DCT + "issued", _typed(issued, "date")), g.add(d, DCT + "modified", _typed(modified, "date"))
        g.add(d, DCT + "accrualPeriodicity", f"{EU}frequency/{freq}"), g.add(d, DCT + "license", license_)
        name, mailbox = DC_AIR_CONTACT if did == "luftqualitaet" else DC_ORGS[publisher][2:]
        cp = _bnode("contact", did)
        g.add(d, DCAT + "contactPoint", cp), g.add(cp, RDF_TYPE, VCARD + "Kind"), g.add(cp, VCARD + "fn", _lit(name))
        g.add(cp, VCARD + "hasEmail", f"mailto:{mailbox}")
        if period:
            t = _bnode("period", did)
            g.add(d, DCT + "temporal", t), g.add(t, RDF_TYPE, DCT + "PeriodOfTime")
            g.add(t, DCAT + "startDate", _typed(period[0], "date"))
            if period[1]:
                g.add(t, DCAT + "endDate", _typed(period[1], "date"))
        for fmt, size in files:
            x = f"{DC}distribution/{did}-{fmt.lower()}"
            g.add(d, DCAT + "distribution", x), g.add(x, RDF_TYPE, DCAT + "Distribution")
            g.add(x, DCT + "title", _lit(f"{titles[0]} ({DC_FORMATS[fmt]})", "en"))
            g.add(x, DCT + "format", f"{EU}file-type/{fmt}")
            g.add(x, DCAT + "downloadURL", f"{DC}files/{did}.{fmt.lower()}")
            g.add(x, DCAT + "byteSize", _typed(size, "nonNegativeInteger"))
    for sid, (titles, publisher, endpoint, datasets) in DC_SERVICES.items():
        s = f"{DC}service/{sid}"
        g.add(s, RDF_TYPE, DCAT + "DataService"), g.add(s, DCT + "title", _lit(titles[0], "en"))
        g.add(s, DCT + "title", _lit(titles[1], "de")), g.add(s, DCT + "publisher", f"{DC}org/{publisher}")
        g.add(s, DCAT + "endpointURL", endpoint)
        for did in datasets:
            g.add(s, DCAT + "servesDataset", f"{DC}dataset/{did}")
    for cid, (titles, publisher, datasets, services) in DC_CATALOGS.items():
        c = f"{DC}catalog/{cid}"
        g.add(c, RDF_TYPE, DCAT + "Catalog"), g.add(c, DCT + "title", _lit(titles[0], "en"))
        g.add(c, DCT + "title", _lit(titles[1], "de")), g.add(c, DCT + "publisher", f"{DC}org/{publisher}")
        for did in datasets:
            g.add(c, DCAT + "dataset", f"{DC}dataset/{did}")
        for sid in services:
            g.add(c, DCAT + "service", f"{DC}service/{sid}")
    return g.text()


DATACATALOG_QUESTIONS = [
    ("Who publishes the Street trees dataset?", _org("umweltamt")),
    ("When was the Noise map last modified?", {"2022-06-30"}),
    ("How often is the air quality data updated?", _concepts("frequency", DC_FREQUENCIES, "DAILY")),
    ("Under which license is the Building footprints dataset published?", {DL_ZERO, DC_LICENSES[DL_ZERO][0]}),
    ("What is the German title of Population by district?", {"Bevölkerung nach Stadtbezirken"}),
    ("Which datasets does the Lindenau Statistics Office publish?", _dc("dataset", "bevoelkerung",
                                                                        "geburten-sterbefaelle")),
    ("Which datasets are about transport?", _dc("dataset", "parkeinrichtungen", "pr-anlagen", "haltestellen",
                                                "verkehrszaehlungen")),
    ("In which formats is Building footprints available?", _concepts("file-type", DC_FORMATS, "SHP", "GEOJSON")),
    ("How large is the shapefile of the Building footprints dataset?", {"48300112"}),
    ("Which datasets are in the Lindenau Geoportal?", _dc("dataset", "gebaeudeumrisse", "bezirksgrenzen",
                                                          "strassenbaeume", "parkeinrichtungen")),
    ("What is the contact email for Traffic counts?", {"mailto:verkehrsdaten@lindenau.example"}),
    ("Which datasets were first published before 2018?", _dc("dataset", "haltestellen", "bevoelkerung",
                                                             "bezirksgrenzen")),
    ("How many datasets does the Environmental Agency publish?", {"3"}),
    ("Which dataset was updated most recently?", _dataset("verkehrszaehlungen")),
    ("When does the time coverage of Births and deaths start?", {"2000-01-01"}),
    ("Which datasets are licensed under Creative Commons Attribution 4.0?",
     _dc("dataset", "luftqualitaet", "pr-anlagen", "haltestellen", "energieverbrauch")),
    ("Which datasets are updated daily?", _dc("dataset", "luftqualitaet", "verkehrszaehlungen")),
    ("What themes does Energy consumption of municipal buildings belong to?",
     _concepts("data-theme", DC_THEMES, "ENER", "GOVE")),
    ("When was the Parking facilities dataset of the Lindenau Transport Company last modified?", {"2024-09-12"}),
    ("Under which license does the Civil Engineering Office publish Parking facilities?",
     {DL_ZERO, DC_LICENSES[DL_ZERO][0]}),
    ("Which service gives access to the Air quality measurements?",
     _dc("service", "luft-api") | {"Air quality API", "Luftqualitäts-API"}),
    ("What is the endpoint URL of the Lindenau basemap WMS?", {"https://geo.lindenau.example/wms/basemap"}),
    ("Which datasets have a GeoJSON download?", _dc("dataset", "strassenbaeume", "parkeinrichtungen", "haltestellen",
                                                    "gebaeudeumrisse", "bezirksgrenzen")),
    ("What is the German name of the Environment theme?", {"Umwelt"}),
    ("Which catalog lists the Noise map?",
     _dc("catalog", "opendata") | {"Open Data Lindenau", "Offene Daten Lindenau"}),
    ("Which datasets are about both health and the environment?", _dc("dataset", "luftqualitaet", "laermkarte")),
    ("Which dataset has the biggest download?", _dataset("gebaeudeumrisse")),
    ("Who is the contact point for the Air quality measurements?", {"Luftmessnetz Lindenau"}),
    ("How many distributions does Traffic counts have?", {"2"}),
    ("How often is the Trafic counts dataset updated?", _concepts("frequency", DC_FREQUENCIES, "DAILY")),  # misspelt
    ("which datasets does the lindenau surveying office publish", _dc("dataset", "gebaeudeumrisse", "bezirksgrenzen")),
    ("How many times has the Street trees dataset been downloaded?", set()),  # no download statistics
    ("What is the spatial resolution of the Noise map?", set()),  # no resolution
    ("Which software was used to produce the Building footprints?", set()),  # no provenance
]
DATACATALOG_MADE_UP = ["Who publishes the Street lamps dataset?",
                       "When was the Water quality measurements dataset last modified?",
                       "Which datasets does the Lindenau Health Office publish?",
                       "Under which license is the Building heights dataset published?",
                       "Which datasets are in the Lindenau Metadata Hub?", "How often is the Noise survey updated?"]
DATACATALOG_GRAPHS = [
    ('[("Noise map", "issued by", ?x)]', _org("umweltamt")),
    ('[("Street trees", "file", ?d), (?d, "file size", ?x)]', {"1845220", "6210554"}),
    ('[("Lindenau Geoportal", "contains", ?x)]', _dc("dataset", "gebaeudeumrisse", "bezirksgrenzen", "strassenbaeume",
                                                      "parkeinrichtungen")),
    ('[(?d, "published by", "Lindenau Statistics Office"), (?d, "last updated", ?x)]', {"2024-03-28", "2024-02-20"}),
    ('[("Traffic counts", "update frequency", ?x)]', _concepts("frequency", DC_FREQUENCIES, "DAILY")),
    ('[("Births and deaths", "covers period", ?t), (?t, "from", ?x)]', {"2000-01-01"}),
]


# ---- fleet (relational export: opaque numeric ids, names in datatype properties, n-ary service records) -----
FL = "http://fleet.example.com/id/"
FLV = "http://fleet.example.com/schema#"
FL_DEPOTS = {1001: ("Northfield Depot", "Leeds"), 1002: ("Southgate Depot", "Sheffield"),
             1003: ("Riverside Depot", "York")}
FL_STAFF = {  # id: (class, full name, depot, hired on)
    2001: ("Mechanic", "Sam Patel", 1001, "2015-03-02"), 2002: ("Mechanic", "Olga Brennan", 1002, "2019-07-15"),
    2003: ("Mechanic", "Kwame Asante", 1003, "2021-01-11"), 2004: ("Mechanic", "Lena Fischer", 1001, "2023-09-04"),
    2005: ("Driver", "Sam Patel", 1002, "2018-05-21"), 2006: ("Driver", "Rhiannon Hughes", 1001, "2016-10-03"),
    2007: ("Driver", "Tomasz Nowak", 1001, "2020-02-17"), 2008: ("Driver", "Aylin Demir", 1003, "2022-06-06"),
    2009: ("Driver", "Connor Walsh", 1002, "2017-08-28"), 2010: ("Driver", "Priti Desai", 1003, "2024-01-08"),
}
FL_SUPPLIERS = {3001: ("Brakeline Components Ltd", [3101, 3102]), 3002: ("Northern Tyre Co", [3103, 3104]),
                3003: ("Fluidex Lubricants", [3105, 3106, 3108]), 3004: ("VoltCell Batteries", [3107])}
FL_PARTS = {  # id: (title, part number, unit price)
    3101: ("Front brake pad set", "BP-2210", "64.5"), 3102: ("Brake disc", "BD-0915", "89.9"),
    3103: ("All-season tyre 215/65 R16", "TY-21565", "112"), 3104: ("Truck tyre 315/80 R22.5", "TY-31580", "389"),
    3105: ("Engine oil 5W-30 (5 L)", "OL-530", "38.75"), 3106: ("Oil filter", "OF-118", "12.4"),
    3107: ("12V auxiliary battery", "BA-12V70", "145"), 3108: ("Cabin air filter", "CF-204", "18.2"),
}
# vehicle: (class, registration, make, model, model year, fuel, depot, odometer km, in service, purchase price)
FL_VEHICLES = {
    4701: ("Van", "LX21 KHB", "Ford", "Transit Custom", "2021", "diesel", 1001, 84210, True, "32500"),
    4702: ("Van", "LX22 PRZ", "Ford", "E-Transit", "2022", "electric", 1001, 41877, True, "48900"),
    4703: ("Truck", "YK19 DFA", "Volvo", "FL", "2019", "diesel", 1002, 212640, True, "86000"),
    4704: ("Truck", "YK20 MVE", "DAF", "LF", "2020", "diesel", 1002, 168305, False, "79500"),
    4705: ("Car", "YD23 TUO", "Toyota", "Corolla", "2023", "hybrid", 1003, 22950, True, "27800"),
    4706: ("Van", "YD18 OWS", "Mercedes-Benz", "Sprinter", "2018", "diesel", 1003, 176420, True, "35200"),
    4707: ("Car", "LX24 BNA", "Kia", "Niro EV", "2024", "electric", 1001, 8120, True, "38400"),
    4708: ("Van", "YK23 JHL", "Renault", "Master E-Tech", "2023", "electric", 1002, 19685, True, "52100"),
    4709: ("Truck", "YD21 XRC", "Scania", "P 280", "2021", "diesel", 1003, 98730, True, "104000"),
}
INSPECTION = "annual inspection"
# record: (vehicle, mechanic, date, type, labour time, total cost, odometer, passed or None, [(part, quantity)])
FL_SERVICES = {
    4801: (4701, 2001, "2024-02-12", INSPECTION, "PT1H30M", "145", 71200, True, []),
    4802: (4701, 2004, "2024-09-30", "brake replacement", "PT2H45M", "412.8", 80950, None, [(3101, 1), (3102, 2)]),
    4803: (4703, 2002, "2024-03-05", INSPECTION, "PT3H", "210", 198400, False, []),
    4804: (4703, 2002, "2024-03-19", "brake replacement", "PT4H15M", "690.5", 198870, None, [(3101, 2), (3102, 2)]),
    4805: (4703, 2002, "2024-11-11", "tyre change", "PT2H", "1745", 209900, None, [(3104, 4)]),
    4806: (4704, 2002, "2024-06-24", "engine repair", "PT9H30M", "3840", 166010, None, []),
    4807: (4706, 2003, "2024-01-22", "oil change", "PT1H", "96.3", 168300, None, [(3105, 1), (3106, 1)]),
    4808: (4706, 2003, "2024-08-14", "tyre change", "PT1H30M", "520", 173950, None, [(3103, 4)]),
    4809: (4705, 2003, "2024-10-03", INSPECTION, "PT1H15M", "120", 21400, True, []),
    4810: (4702, 2004, "2025-01-20", "auxiliary battery replacement", "PT1H", "210.5", 40990, None, [(3107, 1)]),
    4811: (4709, 2003, "2025-02-04", INSPECTION, "PT2H30M", "240", 97810, True, []),
    4812: (4708, 2001, "2024-12-02", "tyre change", "PT1H30M", "508", 18020, None, [(3103, 4)]),
    4813: (4701, 2001, "2025-02-17", "oil change", "PT45M", "88.4", 83900, None, [(3105, 1), (3106, 1), (3108, 1)]),
}
FL_ASSIGNMENTS = {  # id: (driver, vehicle, from, until or None)
    4901: (2006, 4701, "2021-06-01", "2023-12-31"), 4902: (2007, 4701, "2024-01-01", None),
    4903: (2006, 4702, "2024-01-01", None), 4904: (2005, 4703, "2019-04-15", None),
    4905: (2009, 4704, "2020-03-01", "2024-06-20"), 4906: (2009, 4708, "2024-07-01", None),
    4907: (2008, 4705, "2023-05-02", None), 4908: (2010, 4706, "2024-01-15", None),
    4909: (2008, 4709, "2021-09-01", "2023-04-30"),
}


def _fl(*ids: int) -> set[str]:
    return {f"{FL}{i}" for i in ids}


def fleet_kg() -> str:
    """N-Triples of the fleet-maintenance export."""
    g = Graph()

    def lit(s: int, p: str, value: object, datatype: str | None = None) -> None:
        g.add(f"{FL}{s}", FLV + p, _typed(value, datatype) if datatype else _lit(str(value)))

    def ref(s: int, p: str, o: int) -> None:
        g.add(f"{FL}{s}", FLV + p, f"{FL}{o}")

    for sub, sup in (("Van", "Vehicle"), ("Truck", "Vehicle"), ("Car", "Vehicle"), ("Mechanic", "Employee"),
                     ("Driver", "Employee")):
        g.add(FLV + sub, RDFS + "subClassOf", FLV + sup)
    for did, (title, city) in FL_DEPOTS.items():
        g.add(f"{FL}{did}", RDF_TYPE, FLV + "Depot"), lit(did, "title", title), lit(did, "city", city)
    for sid, (cls, name, depot, hired) in FL_STAFF.items():
        g.add(f"{FL}{sid}", RDF_TYPE, FLV + cls), lit(sid, "fullName", name), ref(sid, "worksAt", depot)
        lit(sid, "hiredOn", hired, "date")
    for pid, (title, number, price) in FL_PARTS.items():
        g.add(f"{FL}{pid}", RDF_TYPE, FLV + "Part"), lit(pid, "title", title), lit(pid, "partNumber", number)
        lit(pid, "unitPrice", price, "decimal")
    for sid, (title, parts) in FL_SUPPLIERS.items():
        g.add(f"{FL}{sid}", RDF_TYPE, FLV + "Supplier"), lit(sid, "title", title)
        for pid in parts:
            ref(sid, "supplies", pid)
    for vid, (cls, reg, make, model, year, fuel, depot, km, active, price) in FL_VEHICLES.items():
        g.add(f"{FL}{vid}", RDF_TYPE, FLV + cls), lit(vid, "registration", reg), lit(vid, "make", make)
        lit(vid, "model", model), lit(vid, "modelYear", year, "gYear"), lit(vid, "fuelType", fuel)
        ref(vid, "assignedDepot", depot), lit(vid, "odometerKm", km, "integer")
        lit(vid, "inService", str(active).lower(), "boolean"), lit(vid, "purchasePrice", price, "decimal")
    for rid, (vid, mechanic, day, kind, labour, cost, km, passed, parts) in FL_SERVICES.items():
        g.add(f"{FL}{rid}", RDF_TYPE, FLV + "ServiceRecord"), ref(rid, "vehicle", vid), ref(rid, "mechanic", mechanic)
        lit(rid, "serviceDate", day, "date"), lit(rid, "serviceType", kind), lit(rid, "labourTime", labour, "duration")
        lit(rid, "totalCost", cost, "decimal"), lit(rid, "odometerAtService", km, "integer")
        if passed is not None:
            lit(rid, "passed", str(passed).lower(), "boolean")
        for pid, quantity in parts:
            b = _bnode("used", str(rid), str(pid))
            g.add(f"{FL}{rid}", FLV + "partUsed", b), g.add(b, FLV + "part", f"{FL}{pid}")
            g.add(b, FLV + "quantity", _typed(quantity, "integer"))
    for aid, (driver, vid, start, end) in FL_ASSIGNMENTS.items():
        g.add(f"{FL}{aid}", RDF_TYPE, FLV + "Assignment"), ref(aid, "driver", driver), ref(aid, "vehicle", vid)
        lit(aid, "validFrom", start, "date")
        if end:
            lit(aid, "validUntil", end, "date")
    return g.text()


FLEET_QUESTIONS = [
    ("Which depot is LX21 KHB based at?", _fl(1001) | {"Northfield Depot"}),
    ("What make is YK19 DFA?", {"Volvo"}),
    ("How many kilometres has YD18 OWS done?", {"176420"}),
    ("Who drives LX21 KHB at the moment?", _fl(2007) | {"Tomasz Nowak"}),
    ("Which vehicles has Rhiannon Hughes driven?", _fl(4701, 4702)),
    ("When was YK19 DFA last serviced?", {"2024-11-11"}),
    ("Did YK19 DFA pass its annual inspection?", {"false"}),
    ("Which mechanic replaced the brakes on LX21 KHB?", _fl(2004) | {"Lena Fischer"}),
    ("How much did the tyre change on YK19 DFA cost?", {"1745"}),
    ("How long did the engine repair on YK20 MVE take?", {"PT9H30M"}),
    ("Which parts were used when YD18 OWS had its oil changed?", _fl(3105, 3106)),
    ("Who supplies the oil filter?", _fl(3003) | {"Fluidex Lubricants"}),
    ("What is the part number of the brake disc?", {"BD-0915"}),
    ("Which vehicles are electric?", _fl(4702, 4707, 4708)),
    ("Which vans are based at Northfield Depot?", _fl(4701, 4702)),
    ("How many vehicles does Riverside Depot have?", {"3"}),
    ("Which vehicle has the highest mileage?", _fl(4703) | {"YK19 DFA"}),
    ("Which vehicles were built before 2020?", _fl(4703, 4706)),
    ("Which vehicle is out of service?", _fl(4704) | {"YK20 MVE"}),
    ("Which vehicles had a service that cost more than 1000?", _fl(4703, 4704)),
    ("How many services did Kwame Asante carry out?", {"4"}),
    ("Which depot does the mechanic Sam Patel work at?", _fl(1001) | {"Northfield Depot"}),
    ("Which vehicle does the driver Sam Patel drive?", _fl(4703) | {"YK19 DFA"}),
    ("When was Olga Brennan hired?", {"2019-07-15"}),
    ("How many front brake pad sets were fitted to YK19 DFA?", {"2"}),
    ("What did the odometer of LX22 PRZ read when its auxiliary battery was replaced?", {"40990"}),
    ("Which vehicles were serviced by a mechanic from Southgate Depot?", _fl(4703, 4704)),
    ("Which parts does Northern Tyre Co supply?", _fl(3103, 3104)),
    ("What is the most expensive part?", _fl(3104) | {"Truck tyre 315/80 R22.5"}),
    ("Which city is Southgate Depot in?", {"Sheffield"}),
    ("When was Olga Brenan hired?", {"2019-07-15"}),  # misspelt: Brennan
    ("what model is yd23 tuo", {"Corolla"}),
    ("How much fuel does LX21 KHB use per 100 km?", set()),  # no consumption figures
    ("Who insures YK20 MVE?", set()),  # no insurance
    ("What colour is YD23 TUO?", set()),  # no colours
]
FLEET_MADE_UP = ["Which depot is LX25 ZZT based at?", "Who supplies the fuel injector?", "When was Olga Patel hired?",
                 "How many vehicles does Eastgate Depot have?", "Which vehicles has Rhiannon Walsh driven?",
                 "What make is YK17 QAB?"]
FLEET_GRAPHS = [
    ('[("YD23 TUO", "home base", ?x)]', _fl(1003) | {"Riverside Depot"}),
    ('[(?s, "vehicle worked on", "YD18 OWS"), (?s, "kind of job", ?x)]', {"oil change", "tyre change"}),
    ('[("Fluidex Lubricants", "provides", ?x)]', _fl(3105, 3106, 3108)),
    ('[(?a, "operator", "Connor Walsh"), (?a, "allocated unit", ?x)]', _fl(4704, 4708)),
    ('[("Brake disc", "unit cost", ?x)]', {"89.9"}),
    ('[("Kwame Asante", "employed at", ?d), (?d, "town", ?x)]', {"York"}),
]


# ---- theatre (schema.org: bilingual play titles, cast roles with IRIs, blank-node offers and addresses) ------
TH = "https://stage.example.eu/"
TH_PLAYS = {  # id: (English title, (original title, language) or None, author, year written, language)
    "p01": ("The Imaginary Invalid", ("Le Malade imaginaire", "fr"), "ps20", "1673", "fr"),
    "p02": ("The Seagull", ("Чайка", "ru"), "ps21", "1896", "ru"),
    "p03": ("A Doll's House", ("Et dukkehjem", "no"), "ps22", "1879", "no"),
    "p04": ("The Physicists", ("Die Physiker", "de"), "ps23", "1962", "de"),
    "p05": ("Waiting for Godot", ("En attendant Godot", "fr"), "ps24", "1953", "fr"),
    "p06": ("Tartuffe", ("Le Tartuffe ou l'Imposteur", "fr"), "ps20", "1664", "fr"),
    "p07": ("Salt Lines", None, "ps25", "2022", "en"),
}
TH_PEOPLE = {  # id: (name, job title, birth date or None, company or None)
    "ps01": ("Claire Martin", "Director", None, "tc1"), "ps02": ("Claire Martin", "Actor", None, "tc2"),
    "ps03": ("Hélène Garnier", "Director", None, None), "ps04": ("Rosalind Achebe", "Director", None, None),
    "ps05": ("Gareth Pryce", "Director", None, "tc2"), "ps06": ("Jonas Weibel", "Director", None, "tc3"),
    "ps07": ("Étienne Roux", "Actor", "1971-02-11", "tc1"), "ps08": ("Julien Bérard", "Actor", None, "tc1"),
    "ps09": ("Sophie Lacroix", "Actor", "1988-09-30", "tc1"), "ps10": ("Imani Clarke", "Actor", "1995-06-17", "tc2"),
    "ps11": ("Oliver Tran", "Actor", None, "tc2"), "ps12": ("Marcus Bell", "Actor", None, None),
    "ps13": ("Lukas Brunner", "Actor", None, "tc3"), "ps14": ("Anna Keller", "Actor", None, "tc3"),
    "ps15": ("Reto Frei", "Actor", None, "tc3"),
    "ps20": ("Molière", "Playwright", "1622-01-15", None), "ps21": ("Anton Chekhov", "Playwright", "1860-01-29", None),
    "ps22": ("Henrik Ibsen", "Playwright", "1828-03-20", None),
    "ps23": ("Friedrich Dürrenmatt", "Playwright", "1921-01-05", None),
    "ps24": ("Samuel Beckett", "Playwright", "1906-04-13", None),
    "ps25": ("Maren Østby", "Playwright", "1984-07-09", None),
}
TH_COMPANIES = {"tc1": ("Compagnie du Fil Rouge", "1998"), "tc2": ("Harbour Players", "2006"),
                "tc3": ("Ensemble Eisvogel", "2011")}
TH_VENUES = {  # id: ([(name, language or None)], street, locality, country, capacity)
    "v1": ([("Théâtre de la Lune", "fr"), ("Moon Theatre", "en")], "12 rue des Tanneurs", "Lyon", "FR", 420),
    "v2": ([("Harbour Playhouse", None)], "3 Quay Street", "Bristol", "GB", 610),
    "v3": ([("Kammerbühne Altstadt", None)], "Rheingasse 8", "Basel", "CH", 180),
    "v4": ([("The Coal Exchange Studio", None)], "21 Exchange Lane", "Bristol", "GB", 120),
}
# production: (name, play, company, venue, director, start, end, price, currency, language, cancelled,
#              [(actor, character)])
TH_PRODUCTIONS = {
    "pr01": ("Le Malade imaginaire – Théâtre de la Lune 2023", "p01", "tc1", "v1", "ps01", "2023-10-05", "2023-11-12",
             "32", "EUR", "fr", False, [("ps07", "Argan"), ("ps08", "Béralde"), ("ps09", "Toinette")]),
    "pr02": ("Tartuffe – Théâtre de la Lune 2024", "p06", "tc1", "v1", "ps03", "2024-03-14", "2024-04-20", "35", "EUR",
             "fr", False, [("ps07", "Orgon"), ("ps08", "Tartuffe"), ("ps09", "Elmire")]),
    "pr03": ("The Seagull – Harbour Playhouse 2023", "p02", "tc2", "v2", "ps04", "2023-09-21", "2023-10-28", "28",
             "GBP", "en", False, [("ps10", "Nina"), ("ps11", "Konstantin"), ("ps02", "Arkadina")]),
    "pr04": ("A Doll's House – Harbour Playhouse 2024", "p03", "tc2", "v2", "ps05", "2024-02-08", "2024-03-16", "30",
             "GBP", "en", False, [("ps02", "Nora"), ("ps11", "Torvald")]),
    "pr05": ("Salt Lines – Coal Exchange Studio 2024", "p07", "tc2", "v4", "ps04", "2024-10-10", "2024-10-26", "18",
             "GBP", "en", False, [("ps10", "Edie"), ("ps12", "Tom")]),
    "pr06": ("Die Physiker – Kammerbühne 2023", "p04", "tc3", "v3", "ps06", "2023-11-02", "2023-12-16", "45", "CHF",
             "de", False, [("ps13", "Möbius"), ("ps14", "Fräulein Doktor von Zahnd"), ("ps15", "Newton")]),
    "pr07": ("Warten auf Godot – Kammerbühne 2024", "p05", "tc3", "v3", "ps06", "2024-09-05", "2024-10-19", "42", "CHF",
             "de", False, [("ps13", "Vladimir"), ("ps15", "Estragon")]),
    "pr08": ("Waiting for Godot – Harbour Playhouse 2025", "p05", "tc2", "v2", "ps05", "2025-01-16", "2025-02-22",
             "32", "GBP", "en", False, [("ps11", "Vladimir"), ("ps12", "Estragon")]),
    "pr09": ("Le Malade imaginaire – Bristol tour 2024", "p01", "tc1", "v2", "ps01", "2024-06-04", "2024-06-08", "26",
             "GBP", "fr", False, [("ps07", "Argan"), ("ps08", "Béralde"), ("ps09", "Toinette")]),
    "pr10": ("The Physicists – Coal Exchange Studio 2025", "p04", "tc2", "v4", "ps05", "2025-04-03", "2025-04-19", "20",
             "GBP", "en", True, []),
}


def _th(kind: str, *ids: str) -> set[str]:
    return {f"{TH}{kind}/{i}" for i in ids}


def theatre_kg() -> str:
    """N-Triples of the theatre productions."""
    g = Graph()
    for pid, (name, role, born, company) in TH_PEOPLE.items():
        p = f"{TH}person/{pid}"
        g.add(p, RDF_TYPE, SCHEMA + "Person"), g.add(p, SCHEMA + "name", _lit(name))
        g.add(p, SCHEMA + "jobTitle", _lit(role))
        if born:
            g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
        if company:
            g.add(p, SCHEMA + "memberOf", f"{TH}company/{company}")
    for cid, (name, founded) in TH_COMPANIES.items():
        c = f"{TH}company/{cid}"
        g.add(c, RDF_TYPE, SCHEMA + "TheaterGroup"), g.add(c, SCHEMA + "name", _lit(name))
        g.add(c, SCHEMA + "foundingDate", _typed(founded, "gYear"))
    for vid, (names, street, locality, country, capacity) in TH_VENUES.items():
        v, a = f"{TH}venue/{vid}", _bnode("address", vid)
        g.add(v, RDF_TYPE, SCHEMA + "PerformingArtsTheater")
        for name, lang in names:
            g.add(v, SCHEMA + "name", _lit(name, lang))
        g.add(v, SCHEMA + "maximumAttendeeCapacity", _typed(capacity, "integer"))
        g.add(v, SCHEMA + "address", a), g.add(a, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(a, SCHEMA + "streetAddress", _lit(street)), g.add(a, SCHEMA + "addressLocality", _lit(locality))
        g.add(a, SCHEMA + "addressCountry", _lit(country))
    for pid, (title, original, author, year, language) in TH_PLAYS.items():
        p = f"{TH}play/{pid}"
        g.add(p, RDF_TYPE, SCHEMA + "Play"), g.add(p, SCHEMA + "name", _lit(title, "en"))
        if original:
            g.add(p, SCHEMA + "name", _lit(*original))
        g.add(p, SCHEMA + "author", f"{TH}person/{author}"), g.add(p, SCHEMA + "dateCreated", _typed(year, "gYear"))
        g.add(p, SCHEMA + "inLanguage", _lit(language))
    for eid, fields in TH_PRODUCTIONS.items():
        name, play, company, venue, director, start, end, price, currency, language, cancelled, cast = fields
        e, o = f"{TH}production/{eid}", _bnode("offer", eid)
        g.add(e, RDF_TYPE, SCHEMA + "TheaterEvent"), g.add(e, SCHEMA + "name", _lit(name))
        g.add(e, SCHEMA + "workPerformed", f"{TH}play/{play}"), g.add(e, SCHEMA + "organizer", f"{TH}company/{company}")
        g.add(e, SCHEMA + "location", f"{TH}venue/{venue}"), g.add(e, SCHEMA + "director", f"{TH}person/{director}")
        g.add(e, SCHEMA + "startDate", _typed(start, "date")), g.add(e, SCHEMA + "endDate", _typed(end, "date"))
        g.add(e, SCHEMA + "inLanguage", _lit(language))
        g.add(e, SCHEMA + "eventStatus", SCHEMA + ("EventCancelled" if cancelled else "EventScheduled"))
        g.add(e, SCHEMA + "offers", o), g.add(o, RDF_TYPE, SCHEMA + "Offer")
        g.add(o, SCHEMA + "price", _typed(price, "decimal")), g.add(o, SCHEMA + "priceCurrency", _lit(currency))
        for k, (actor, character) in enumerate(cast, 1):
            r = f"{TH}role/{eid}-{k}"
            g.add(e, SCHEMA + "actor", r), g.add(r, RDF_TYPE, SCHEMA + "PerformanceRole")
            g.add(r, SCHEMA + "actor", f"{TH}person/{actor}"), g.add(r, SCHEMA + "characterName", _lit(character))
    return g.text()


THEATRE_QUESTIONS = [
    ("Who wrote The Physicists?", _th("person", "ps23") | {"Friedrich Dürrenmatt"}),
    ("When was A Doll's House written?", {"1879"}),
    ("Who directed Waiting for Godot at the Harbour Playhouse?", _th("person", "ps05") | {"Gareth Pryce"}),
    ("Who played Nora in A Doll's House?", _th("person", "ps02")),
    ("Which character did Lukas Brunner play in The Physicists?", {"Möbius"}),
    ("Who played Vladimir at the Kammerbühne Altstadt?", _th("person", "ps13") | {"Lukas Brunner"}),
    ("Where was The Physicists staged in 2023?", _th("venue", "v3") | {"Kammerbühne Altstadt"}),
    ("In which city is the Kammerbühne Altstadt?", {"Basel"}),
    ("How many seats does the Harbour Playhouse have?", {"610"}),
    ("What is the French title of The Imaginary Invalid?", {"Le Malade imaginaire"}),
    ("What is the Russian title of The Seagull?", {"Чайка"}),
    ("Which plays did Molière write?", _th("play", "p01", "p06")),
    ("Which plays were written after 1900?", _th("play", "p04", "p05", "p07")),
    ("Which productions was Oliver Tran in?", _th("production", "pr03", "pr04", "pr08")),
    ("Which plays has Oliver Tran acted in?", _th("play", "p02", "p03", "p05")),
    ("How much was a ticket for Tartuffe?", {"35"}),
    ("When did Salt Lines open?", {"2024-10-10"}),
    ("When did the run of Tartuffe end?", {"2024-04-20"}),
    ("Which production was cancelled?", _th("production", "pr10") | {TH_PRODUCTIONS["pr10"][0]}),
    ("Which productions opened in 2024?", _th("production", "pr02", "pr04", "pr05", "pr07", "pr09")),
    ("Which production had the cheapest tickets?", _th("production", "pr05") | {TH_PRODUCTIONS["pr05"][0]}),
    ("Which theatre company does Imani Clarke belong to?", _th("company", "tc2") | {"Harbour Players"}),
    ("Who are the members of Compagnie du Fil Rouge?", _th("person", "ps01", "ps07", "ps08", "ps09")),
    ("How many productions has Rosalind Achebe directed?", {"2"}),
    ("Who wrote the play in which Imani Clarke played Edie?", _th("person", "ps25") | {"Maren Østby"}),
    ("When was the author of Waiting for Godot born?", {"1906-04-13"}),
    ("Which productions did the director Claire Martin direct?", _th("production", "pr01", "pr09")),
    ("Which characters has the actor Claire Martin played?", {"Arkadina", "Nora"}),
    ("Which theatres are in Bristol?", _th("venue", "v2", "v4")),
    ("When did the Bristol run of Le Malade imaginaire open?", {"2024-06-04"}),
    ("Who wrote Waiting for Godo?", _th("person", "ps24") | {"Samuel Beckett"}),  # misspelt: Godot
    ("who played tartuffe", _th("person", "ps08") | {"Julien Bérard"}),
    ("How many tickets were sold for The Seagull?", set()),  # no sales
    ("Who designed the costumes for Tartuffe?", set()),  # no crew besides directors
    ("What rating did the critics give Salt Lines?", set()),  # no reviews
]
THEATRE_MADE_UP = ["Who wrote The Silent Harbour?", "Which character did Lukas Keller play?",
                   "In which city is the Théâtre du Soleil Noir?", "Who directed Salt Roads?",
                   "How many seats does the Harbour Opera House have?", "Which productions was Oliver Brunner in?"]
THEATRE_GRAPHS = [
    ('[("The Physicists", "playwright", ?x)]', _th("person", "ps23")),
    ('[(?r, "performed by", "Reto Frei"), (?r, "part", ?x)]', {"Newton", "Estragon"}),
    ('[("Kammerbühne Altstadt", "seating capacity", ?x)]', {"180"}),
    ('[("Harbour Playhouse", "postal address", ?a), (?a, "street", ?x)]', {"3 Quay Street"}),
    ('[("Anna Keller", "part of troupe", ?x)]', _th("company", "tc3")),
    ('[(?p, "play staged", "Waiting for Godot"), (?p, "directed by", ?x)]', _th("person", "ps05", "ps06")),
]


# ---- apiary (SOSA observations with blank-node QUDT results, n-ary inspections and harvests, SKOS breeds) -----
AP = "https://bees.example.org/"
BEE = "https://bees.example.org/def#"
AP_PEOPLE = {"m-01": "Margot Ellery", "m-02": "Tobias Reinholt", "m-03": "Dev Raman", "m-04": "Ada Linwood"}
AP_APIARIES = {  # id: (label, keeper, latitude, longitude)
    "ap-1": ("Hollow Lane Apiary", "m-01", "51.4623", "-2.5871"),
    "ap-2": ("Church Meadow Apiary", "m-02", "51.441", "-2.6102"),
    "ap-3": ("Rooftop Apiary", "m-03", "51.4545", "-2.5912"),
}
AP_CONCEPTS = {  # id: (English label, German label, broader or None)
    "apis-mellifera": ("Western honey bee", "Westliche Honigbiene", None),
    "carnica": ("Carniolan honey bee", "Kärntner Biene", "apis-mellifera"),
    "ligustica": ("Italian honey bee", "Italienische Biene", "apis-mellifera"),
    "buckfast": ("Buckfast bee", "Buckfast-Biene", "apis-mellifera"),
    "mellifera": ("European dark bee", "Dunkle Europäische Biene", "apis-mellifera"),
    "formic-acid": ("Formic acid", "Ameisensäure", None), "thymol": ("Thymol", "Thymol", None),
    "oxalic-acid": ("Oxalic acid", "Oxalsäure", None),
    "rapeseed": ("Rapeseed honey", "Rapshonig", None), "wildflower": ("Wildflower honey", "Blütenhonig", None),
    "lime-blossom": ("Lime blossom honey", "Lindenhonig", None), "heather": ("Heather honey", "Heidehonig", None),
}
AP_HIVES = {  # id: (label, class, apiary, breed, queen year, established)
    "h01": ("Bluebell", "LangstrothHive", "ap-1", "carnica", "2024", "2021-04-18"),
    "h02": ("Marigold", "LangstrothHive", "ap-1", "buckfast", "2023", "2021-04-18"),
    "h03": ("Foxglove", "WarreHive", "ap-1", "mellifera", "2024", "2022-05-30"),
    "h04": ("Clover", "LangstrothHive", "ap-2", "buckfast", "2022", "2019-06-02"),
    "h05": ("Heather", "TopBarHive", "ap-2", "carnica", "2024", "2023-05-11"),
    "h06": ("Sorrel", "LangstrothHive", "ap-2", "ligustica", "2023", "2020-04-27"),
    "h07": ("Yarrow", "LangstrothHive", "ap-3", "buckfast", "2024", "2022-04-09"),
    "h08": ("Thistle", "WarreHive", "ap-3", "carnica", "2023", "2023-06-14"),
    "h09": ("Clover", "LangstrothHive", "ap-3", "ligustica", "2024", "2024-05-20"),
}
# inspection: (hive, inspector, date, queen seen, brood frames, temperament, varroa count, treatment or None)
AP_INSPECTIONS = {
    "i-101": ("h01", "m-01", "2024-05-04", True, 6, "calm", 2, None),
    "i-102": ("h02", "m-01", "2024-05-04", False, 4, "nervous", 5, None),
    "i-103": ("h03", "m-04", "2024-05-11", True, 3, "calm", 1, None),
    "i-104": ("h04", "m-02", "2024-05-12", True, 8, "defensive", 9, "formic-acid"),
    "i-105": ("h05", "m-02", "2024-05-12", True, 5, "calm", 3, None),
    "i-106": ("h06", "m-04", "2024-05-19", False, 2, "nervous", 14, "thymol"),
    "i-107": ("h07", "m-03", "2024-06-01", True, 7, "calm", 4, None),
    "i-108": ("h08", "m-03", "2024-06-01", True, 4, "calm", 2, None),
    "i-109": ("h01", "m-04", "2024-08-24", True, 7, "calm", 11, "thymol"),
    "i-110": ("h04", "m-02", "2024-08-25", True, 6, "defensive", 6, None),
    "i-111": ("h09", "m-03", "2024-06-15", True, 5, "calm", 0, None),
    "i-112": ("h02", "m-01", "2024-08-24", True, 5, "calm", 8, "thymol"),
    "i-113": ("h06", "m-02", "2024-12-14", False, 0, "calm", 3, "oxalic-acid"),
}
AP_HARVESTS = {  # id: (hive, date, kg, honey type)
    "hv-01": ("h01", "2024-06-20", "14.2", "rapeseed"), "hv-02": ("h02", "2024-06-20", "11.5", "rapeseed"),
    "hv-03": ("h04", "2024-07-14", "21.8", "wildflower"), "hv-04": ("h06", "2024-07-14", "9.3", "lime-blossom"),
    "hv-05": ("h07", "2024-07-28", "16.4", "lime-blossom"), "hv-06": ("h05", "2024-08-30", "6.7", "heather"),
    "hv-07": ("h01", "2024-08-31", "12.9", "wildflower"), "hv-08": ("h08", "2024-08-31", "7.1", "wildflower"),
}
AP_PROPERTIES = {"hive-weight": "hive weight", "brood-temperature": "brood temperature"}
AP_SENSORS = {  # id: (label, hive, observed property)
    "scale-01": ("Scale 01", "h01", "hive-weight"), "scale-04": ("Scale 04", "h04", "hive-weight"),
    "probe-01": ("Temperature probe 01", "h01", "brood-temperature"),
    "probe-07": ("Temperature probe 07", "h07", "brood-temperature"),
}
AP_OBSERVATIONS = {  # id: (sensor, result time, value, unit)
    "o-1": ("scale-01", "2024-06-19T06:00:00Z", "48.6", "KiloGM"),
    "o-2": ("scale-01", "2024-06-21T06:00:00Z", "36.1", "KiloGM"),
    "o-3": ("scale-04", "2024-07-13T06:00:00Z", "61.3", "KiloGM"),
    "o-4": ("scale-04", "2024-07-15T06:00:00Z", "42.4", "KiloGM"),
    "o-5": ("probe-01", "2024-06-19T06:00:00Z", "34.8", "DEG_C"),
    "o-6": ("probe-07", "2024-07-01T12:00:00Z", "35.1", "DEG_C"),
    "o-7": ("probe-07", "2024-07-02T12:00:00Z", "33.2", "DEG_C"),
}


def _ap(kind: str, *ids: str) -> set[str]:
    return {f"{AP}{kind}/{i}" for i in ids}


def _concept(*keys: str) -> set[str]:
    """Concepts as gold: their IRIs and both labels."""
    return _ap("concept", *keys) | {label for k in keys for label in AP_CONCEPTS[k][:2]}


def apiary_kg() -> str:
    """N-Triples of the beekeeping log."""
    g = Graph()
    for cls in ("LangstrothHive", "WarreHive", "TopBarHive"):
        g.add(BEE + cls, RDFS + "subClassOf", BEE + "Hive")
    for pid, name in AP_PEOPLE.items():
        g.add(f"{AP}person/{pid}", RDF_TYPE, FOAF + "Person"), g.add(f"{AP}person/{pid}", FOAF + "name", _lit(name))
    for key, (en, de, broader) in AP_CONCEPTS.items():
        c = f"{AP}concept/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(en, "en"))
        g.add(c, SKOS + "prefLabel", _lit(de, "de"))
        if broader:
            g.add(c, SKOS + "broader", f"{AP}concept/{broader}")
    for aid, (label, keeper, lat, long) in AP_APIARIES.items():
        a = f"{AP}apiary/{aid}"
        g.add(a, RDF_TYPE, BEE + "Apiary"), g.add(a, RDFS + "label", _lit(label, "en"))
        g.add(a, BEE + "keeper", f"{AP}person/{keeper}")
        g.add(a, WGS + "lat", _typed(lat, "decimal")), g.add(a, WGS + "long", _typed(long, "decimal"))
    for hid, (label, cls, apiary, breed, queen, established) in AP_HIVES.items():
        h = f"{AP}hive/{hid}"
        g.add(h, RDF_TYPE, BEE + cls), g.add(h, RDFS + "label", _lit(label, "en"))
        if apiary == "ap-1":
            g.add(f"{AP}apiary/{apiary}", BEE + "hasHive", h)
        else:
            g.add(h, BEE + "atApiary", f"{AP}apiary/{apiary}")
        g.add(h, BEE + "colonyBreed", f"{AP}concept/{breed}"), g.add(h, BEE + "queenYear", _typed(queen, "gYear"))
        g.add(h, BEE + "established", _typed(established, "date"))
    for iid, (hive, inspector, day, queen_seen, frames, temperament, varroa, treatment) in AP_INSPECTIONS.items():
        i = f"{AP}inspection/{iid}"
        g.add(i, RDF_TYPE, BEE + "Inspection"), g.add(i, BEE + "hive", f"{AP}hive/{hive}")
        g.add(i, BEE + "inspector", f"{AP}person/{inspector}"), g.add(i, BEE + "inspectionDate", _typed(day, "date"))
        g.add(i, BEE + "queenSeen", _bool(queen_seen)), g.add(i, BEE + "broodFrames", _typed(frames, "integer"))
        g.add(i, BEE + "temperament", _lit(temperament)), g.add(i, BEE + "varroaCount", _typed(varroa, "integer"))
        if treatment:
            g.add(i, BEE + "treatment", f"{AP}concept/{treatment}")
    for vid, (hive, day, kg, honey) in AP_HARVESTS.items():
        v = f"{AP}harvest/{vid}"
        g.add(v, RDF_TYPE, BEE + "Harvest"), g.add(v, BEE + "fromHive", f"{AP}hive/{hive}")
        g.add(v, BEE + "harvestDate", _typed(day, "date")), g.add(v, BEE + "honeyKg", _typed(kg, "decimal"))
        g.add(v, BEE + "honeyType", f"{AP}concept/{honey}")
    for key, label in AP_PROPERTIES.items():
        p = f"{AP}property/{key}"
        g.add(p, RDF_TYPE, SOSA + "ObservableProperty"), g.add(p, RDFS + "label", _lit(label, "en"))
    for sid, (label, hive, prop) in AP_SENSORS.items():
        s = f"{AP}sensor/{sid}"
        g.add(s, RDF_TYPE, SOSA + "Sensor"), g.add(s, RDFS + "label", _lit(label, "en"))
        g.add(s, SOSA + "isHostedBy", f"{AP}hive/{hive}"), g.add(s, SOSA + "observes", f"{AP}property/{prop}")
    for oid, (sensor, when, value, unit) in AP_OBSERVATIONS.items():
        o, r = f"{AP}observation/{oid}", _bnode("result", oid)
        _, hive, prop = AP_SENSORS[sensor]
        g.add(o, RDF_TYPE, SOSA + "Observation"), g.add(o, SOSA + "madeBySensor", f"{AP}sensor/{sensor}")
        g.add(o, SOSA + "hasFeatureOfInterest", f"{AP}hive/{hive}")
        g.add(o, SOSA + "observedProperty", f"{AP}property/{prop}")
        g.add(o, SOSA + "resultTime", _typed(when, "dateTime")), g.add(o, SOSA + "hasResult", r)
        g.add(r, RDF_TYPE, QUDT + "QuantityValue"), g.add(r, QUDT + "numericValue", _typed(value, "decimal"))
        g.add(r, QUDT + "unit", UNIT + unit)
    return g.text()


APIARY_QUESTIONS = [
    ("Which apiary is Marigold in?", _ap("apiary", "ap-1") | {"Hollow Lane Apiary"}),
    ("Who keeps the Church Meadow Apiary?", _ap("person", "m-02") | {"Tobias Reinholt"}),
    ("What breed of bee lives in Sorrel?", _concept("ligustica")),
    ("When was the Clover hive at Church Meadow Apiary set up?", {"2019-06-02"}),
    ("How much honey was taken from Yarrow?", {"16.4"}),
    ("Which hives are at the Rooftop Apiary?", _ap("hive", "h07", "h08", "h09")),
    ("Which hives are Warré hives?", _ap("hive", "h03", "h08")),
    ("How many hives does Hollow Lane Apiary have?", {"3"}),
    ("Who inspected Foxglove?", _ap("person", "m-04") | {"Ada Linwood"}),
    ("What was the varroa mite count at Sorrel's inspection in May 2024?", {"14"}),
    ("Which hives were treated with thymol?", _ap("hive", "h01", "h02", "h06")),
    ("Was the queen seen when Marigold was inspected on 4 May 2024?", {"false"}),
    ("Which colonies were defensive when inspected?", _ap("hive", "h04")),
    ("Which hive had the highest varroa count?", _ap("hive", "h06") | {"Sorrel"}),
    ("How many frames of brood did the Church Meadow Clover hive have in August 2024?", {"6"}),
    ("Which hives produced heather honey?", _ap("hive", "h05")),
    ("Which hive gave the biggest single harvest?", _ap("hive", "h04")),
    ("How much honey did Bluebell produce in total?", {"27.1"}),
    ("Which hives yielded more than 15 kg of honey in one harvest?", _ap("hive", "h04", "h07")),
    ("What brood temperature was measured in Bluebell?", {"34.8"}),
    ("What did the Church Meadow Clover hive weigh on 13 July 2024?", {"61.3"}),
    ("Which sensor weighs Bluebell?", _ap("sensor", "scale-01") | {"Scale 01"}),
    ("Which hives have a temperature probe?", _ap("hive", "h01", "h07")),
    ("What is the German name of the Carniolan honey bee?", {"Kärntner Biene"}),
    ("Which hives have a queen from 2024?", _ap("hive", "h01", "h03", "h05", "h07", "h09")),
    ("Which hives at Church Meadow Apiary have Buckfast bees?", _ap("hive", "h04")),
    ("What is the latitude of the Rooftop Apiary?", {"51.4545"}),
    ("Who keeps the apiary that Thistle belongs to?", _ap("person", "m-03") | {"Dev Raman"}),
    ("When was Heather harvested?", {"2024-08-30"}),
    ("What kinds of honey has Hollow Lane Apiary produced?", _concept("rapeseed", "wildflower")),
    ("Which apiary is Foxglov in?", _ap("apiary", "ap-1") | {"Hollow Lane Apiary"}),  # misspelt: Foxglove
    ("who inspected the yarrow hive", _ap("person", "m-03") | {"Dev Raman"}),
    ("How many bees live in Bluebell?", set()),  # no colony sizes
    ("How much does a jar of Hollow Lane honey cost?", set()),  # no prices
    ("Which flowers grow near the Rooftop Apiary?", set()),  # no forage plants
]
APIARY_MADE_UP = ["Which apiary is Primrose in?", "Who keeps the Mill Pond Apiary?",
                  "What breed of bee lives in Snowdrop?", "Which hives are at the Hollow Meadow Apiary?",
                  "Who inspected Sorrelwood?", "When was the Marigold Lane hive set up?"]
APIARY_GRAPHS = [
    ('[("Thistle", "bee race", ?x)]', _concept("carnica")),
    ('[("Hollow Lane Apiary", "beekeeper", ?x)]', _ap("person", "m-01")),
    ('[("Scale 04", "mounted on", ?x)]', _ap("hive", "h04")),
    ('[(?i, "colony checked", "Bluebell"), (?i, "mite drop", ?x)]', {"2", "11"}),
    ('[(?h, "taken from colony", "Bluebell"), (?h, "yield in kg", ?x)]', {"14.2", "12.9"}),
    ('[(?o, "instrument", "Temperature probe 07"), (?o, "measured at", ?x)]',
     {"2024-07-01T12:00:00Z", "2024-07-02T12:00:00Z"}),
]

KGS_Q = {"skiing": (skiing_kg, SKIING_QUESTIONS, SKIING_MADE_UP, SKIING_GRAPHS),
         "datacatalog": (datacatalog_kg, DATACATALOG_QUESTIONS, DATACATALOG_MADE_UP, DATACATALOG_GRAPHS),
         "fleet": (fleet_kg, FLEET_QUESTIONS, FLEET_MADE_UP, FLEET_GRAPHS),
         "theatre": (theatre_kg, THEATRE_QUESTIONS, THEATRE_MADE_UP, THEATRE_GRAPHS),
         "apiary": (apiary_kg, APIARY_QUESTIONS, APIARY_MADE_UP, APIARY_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_Q, __doc__)
