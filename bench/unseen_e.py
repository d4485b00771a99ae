"""A fifth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py,
bench/unseen_b.py, bench/unseen_c.py and bench/unseen_d.py):

- `warehouse`: a relational database published by the W3C Direct Mapping: row IRIs with their keys
  (`http://db.example.com/Supplier/id=7`, a join table with a composite key
  `…/Stock/warehouse_id=1;part_id=101`), table classes (`…/Supplier`), one predicate per column
  (`…/Supplier#name`, `#city`, `…/Employee#first_name`, `#last_name`, `#hire_date` xsd:date,
  `…/Part#unit_price` xsd:decimal), foreign keys both as the raw column literal (`…/Part#supplier_id`)
  and as a reference predicate to the row (`…/Part#ref-supplier_id`), an `Employee#ref-manager_id`
  self-reference, NULLs simply absent; no labels anywhere: names only in `name`/`first_name`/`last_name`
  columns;
- `catalog`: a DCAT open-data catalogue: a `dcat:Catalog` of `dcat:Dataset`s named by `dcterms:title`
  (some @en only, some @en and @fr), `dcterms:publisher` → `foaf:Organization` (`foaf:name`),
  `dcat:distribution` → `dcat:Distribution` (`dcat:mediaType` a bare IANA IRI with no label,
  `https://www.iana.org/assignments/media-types/text/csv`, `dcat:byteSize`), `dcat:theme` → `skos:Concept`
  (`skos:prefLabel` @en and @fr), `dcterms:issued` xsd:date, `dcat:keyword` literals, `dcterms:spatial` a
  `dcterms:Location` with `rdfs:label`, `dcat:contactPoint` a vCard organisation (`vcard:fn`, `vcard:hasEmail`);
- `sensors`: a W3C SOSA/SSN IoT KG: rooms of a building (`bot:Space`, reached by `bot:hasSpace`) and
  weather stations as `sosa:Platform`s that `sosa:hosts` sensors; sensors named only by serial-number IRIs
  (`…/sensor/TH-2231`, no label) that `sosa:observes` properties (`…/property/air-temperature`, labelled);
  `sosa:Observation`s with `sosa:madeBySensor`, `sosa:observedProperty`, `sosa:hasFeatureOfInterest`,
  `sosa:resultTime` xsd:dateTime, and either `sosa:hasSimpleResult` (rooms) or `sosa:hasResult` → a
  QUDT `qudt:QuantityValue` node (`qudt:numericValue`, `qudt:unit`) (weather stations); every other name an
  `rdfs:label`; an unlabelled `installedOn` xsd:date;
- `winery`: a classic OWL ontology in the style of the W3C wine ontology, no labels at all: individuals
  named only by PascalCase IRI fragments (`…/vino#ChateauBelmontMerlot2018`, `#BelmontEstate`,
  `#CabernetSauvignon`), classes with subclasses (`RedWine`, `WhiteWine`, `RoseWine`, `SparklingWine`,
  `DessertWine` ⊑ `Wine`), wines typed only by their subclass (one also as `Wine`), object properties
  `hasMaker`, `hasColor`, `hasSugar`, `hasBody`, `madeFromGrape`, an `owl:TransitiveProperty` `locatedIn`
  stated one step at a time (winery → region → region → country), a datatype property `vintageYear`
  xsd:gYear (absent for a non-vintage sparkling wine);
- `railway`: a railway KG named in Japanese and English: stations, lines and prefectures by `rdfs:label`
  @ja and @en (a few stations @ja only, some of them with a `skos:altLabel` romanisation, a few @en labels
  with macrons plus an altLabel without), operators by `schema:name` @ja and @en, an unlabelled vocabulary
  of its own (`servedBy` station → line, `nextStation` stated in one direction along each line, a loop
  line included, `operatedBy`, `openedOn` xsd:date, `lineColor` a hex string, `passengersPerDay`
  xsd:integer, `locatedIn` a prefecture) plus `schema:foundingDate`.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_e.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import RDF_TYPE, RDFS, SCHEMA, SKOS, XSD, Triples, _lit  # noqa: E402
from unseen_b import FOAF, OWL, _typed  # noqa: E402

DCT = "http://purl.org/dc/terms/"
DCAT = "http://www.w3.org/ns/dcat#"
VCARD = "http://www.w3.org/2006/vcard/ns#"
IANA = "https://www.iana.org/assignments/media-types/"
SOSA = "http://www.w3.org/ns/sosa/"
BOT = "https://w3id.org/bot#"
QUDT, UNIT = "http://qudt.org/schema/qudt/", "http://qudt.org/vocab/unit/"


# ---- warehouse (W3C Direct Mapping of a relational database, no labels) ---------------------------
DB = "http://db.example.com/"
WH_SUPPLIERS = {  # id: (name, city, country)
    3: ("Korvath Metalworks", "Tavrin", "Esteria"), 7: ("Bellwether Fasteners", "Dunmarsh", "Calvony"),
    9: ("Quonset Polymers", "Ellery Point", "Calvony"), 12: ("Hallorann Bearings", "Tavrin", "Esteria"),
    15: ("Pinecrest Components", "Oskarvik", "Norlund"),
}
WH_PARTS = {  # id: (name, color, weight_kg, unit_price, supplier_id)
    101: ("hex bolt M8", "grey", "0.02", "0.15", 7), 102: ("lock washer M8", "grey", "0.005", "0.04", 7),
    103: ("ball bearing 6204", "silver", "0.11", "3.8", 12), 104: ("needle bearing NK20", "silver", "0.05", "5.25", 12),
    105: ("steel bracket L40", "black", "0.35", "2.15", 3), 106: ("aluminium plate 2mm", "silver", "1.25", "14.5", 3),
    107: ("nylon bushing 12mm", "white", "0.01", "0.6", 9), 108: ("PVC conduit 20mm", "grey", "0.4", "1.95", 9),
    109: ("cable gland PG9", "black", "0.02", "0.85", 15), 110: ("terminal block 4P", "green", "0.06", "2.4", 15),
    111: ("flange nut M10", "grey", "0.03", "0.22", 7),
}
WH_WAREHOUSES = {  # id: (name, city, capacity_m3)
    1: ("North Depot", "Dunmarsh", 12000), 2: ("Harbour Store", "Ellery Point", 8500),
    3: ("Ridgeway Distribution Centre", "Tavrin", 20000),
}
WH_EMPLOYEES = {  # id: (first_name, last_name, job_title, hire_date, warehouse_id, manager_id or None)
    1: ("Ingrid", "Solvang", "operations director", "2009-04-01", 3, None),
    2: ("Marek", "Duda", "warehouse manager", "2012-09-17", 1, 1),
    3: ("Priya", "Ramaswamy", "warehouse manager", "2015-02-02", 2, 1),
    4: ("Tobias", "Lindgren", "warehouse manager", "2011-06-20", 3, 1),
    5: ("Kofi", "Mensah", "forklift operator", "2018-03-12", 1, 2),
    6: ("Alba", "Ferrer", "picker", "2020-11-30", 1, 2),
    7: ("Yusuf", "Demir", "forklift operator", "2016-08-08", 2, 3),
    8: ("Hana", "Kobayashi", "inventory clerk", "2019-01-14", 3, 4),
    9: ("Declan", "Ashby", "picker", "2021-05-03", 3, 4),
}
WH_STOCK = {  # (warehouse_id, part_id): quantity
    (1, 101): 5000, (1, 102): 8000, (1, 105): 600, (1, 111): 3000,
    (2, 103): 240, (2, 107): 1500, (2, 108): 900, (2, 101): 1200,
    (3, 104): 180, (3, 106): 75, (3, 109): 2200, (3, 110): 640, (3, 103): 310,
}


def _db(table: str, key: object) -> str:
    """Row IRI of the Direct Mapping: `…/Table/id=7` (or the key columns given as a string)."""
    return f"{DB}{table}/{key if isinstance(key, str) else f'id={key}'}"


def warehouse_kg() -> str:
    """N-Triples of the Direct Mapping: row IRIs, a predicate per column, reference predicates for FKs."""
    lines = Triples()
    add = lines.add

    def row(table: str, key: object, columns: dict, refs: dict) -> None:
        r = _db(table, key)
        add(r, RDF_TYPE, f"<{DB}{table}>")
        for column, value in columns.items():
            if value is None:  # NULL: no triple
                continue
            if isinstance(value, tuple):
                add(r, f"{DB}{table}#{column}", _typed(*value))
            elif isinstance(value, int):
                add(r, f"{DB}{table}#{column}", _typed(value, "integer"))
            else:
                add(r, f"{DB}{table}#{column}", _lit(value))
        for column, (target, target_key) in refs.items():
            if target_key is not None:
                add(r, f"{DB}{table}#ref-{column}", f"<{_db(target, target_key)}>")

    for ident, (name, city, country) in WH_SUPPLIERS.items():
        row("Supplier", ident, {"id": ident, "name": name, "city": city, "country": country}, {})
    for ident, (name, color, weight, price, supplier) in WH_PARTS.items():
        row("Part", ident, {"id": ident, "name": name, "color": color, "weight_kg": (weight, "decimal"),
                            "unit_price": (price, "decimal"), "supplier_id": supplier},
            {"supplier_id": ("Supplier", supplier)})
    for ident, (name, city, capacity) in WH_WAREHOUSES.items():
        row("Warehouse", ident, {"id": ident, "name": name, "city": city, "capacity_m3": capacity}, {})
    for ident, (first, last, title, hired, warehouse, manager) in WH_EMPLOYEES.items():
        row("Employee", ident, {"id": ident, "first_name": first, "last_name": last, "job_title": title,
                                "hire_date": (hired, "date"), "warehouse_id": warehouse, "manager_id": manager},
            {"warehouse_id": ("Warehouse", warehouse), "manager_id": ("Employee", manager)})
    for (warehouse, part), quantity in WH_STOCK.items():
        row("Stock", f"warehouse_id={warehouse};part_id={part}",
            {"warehouse_id": warehouse, "part_id": part, "quantity": quantity},
            {"warehouse_id": ("Warehouse", warehouse), "part_id": ("Part", part)})
    return "\n".join(lines) + "\n"


def _wh(table: str, *ids: int) -> set[str]:
    return {_db(table, i) for i in ids}


WAREHOUSE_QUESTIONS = [
    ("Which supplier makes the ball bearing 6204?", _wh("Supplier", 12)),
    ("In which city is Bellwether Fasteners?", {"Dunmarsh"}),
    ("What is the unit price of the steel bracket L40?", {"2.15"}),
    ("Which parts does Hallorann Bearings supply?", _wh("Part", 103, 104)),
    ("Who is Kofi Mensah's manager?", _wh("Employee", 2)),
    ("Who reports to Ingrid Solvang?", _wh("Employee", 2, 3, 4)),
    ("Which warehouse does Hana Kobayashi work at?", _wh("Warehouse", 3)),
    ("Which warehouses stock the hex bolt M8?", _wh("Warehouse", 1, 2)),
    ("Which parts are stored at the Ridgeway Distribution Centre?", _wh("Part", 103, 104, 106, 109, 110)),
    ("when was priya ramaswamy hired", {"2015-02-02"}),
    ("What colour is the terminal block 4P?", {"green"}),
    ("Which suppliers are based in Tavrin?", _wh("Supplier", 3, 12)),
    ("Who supplies the parts kept in the North Depot?", _wh("Supplier", 3, 7)),
    ("What is the capacity of the Harbour Store?", {"8500"}),
    ("Where is the supplier of the nylon bushing 12mm located?", {"Ellery Point"}),
    ("What is Yusuf Demir's job title?", {"forklift operator"}),
    ("Which employees work in the North Depot?", _wh("Employee", 2, 5, 6)),
    ("Which parts does Bellweather Fasteners supply?", _wh("Part", 101, 102, 111)),  # misspelt: Bellwether
    ("How much does the aluminium plate 2mm weigh?", {"1.25"}),
    ("How many employees work at the Ridgeway Distribution Centre?", {"4"}),
    ("What is the phone number of Quonset Polymers?", set()),  # no contact details in the database
    ("What is Marek Duda's salary?", set()),  # no salaries in the database
    ("When was the last delivery to the Harbour Store?", set()),  # no deliveries or orders in the database
]
WAREHOUSE_MADE_UP = ["Which parts does Bellwether Bearings supply?", "Who is Kofi Solvang's manager?",
                     "In which city is Tamsin Hydraulics?", "Which warehouses stock the copper gasket 30mm?",
                     "When was Priya Lindgren hired?", "What is the capacity of the South Depot?"]
WAREHOUSE_GRAPHS = [
    ('[("nylon bushing 12mm", "supplier", ?x)]', _wh("Supplier", 9)),
    ('[("Kofi Mensah", "boss", ?x)]', _wh("Employee", 2)),
    ('[(?x, "supplied by", "Korvath Metalworks")]', _wh("Part", 105, 106)),
    ('[("Hana Kobayashi", "works in", ?w), (?w, "city", ?x)]', {"Tavrin"}),
    ('[(?s, "warehouse", "Harbour Store"), (?s, "part", ?x)]', _wh("Part", 101, 103, 107, 108)),
    ('[("Alba Ferrer", "manager", ?m), (?m, "hired", ?x)]', {"2012-09-17"}),
]


# ---- catalog (DCAT, dcterms:title @en/@fr, IANA media-type IRIs without labels) ---------------------
CAT = "https://data.northwold.example.gov/"
CAT_THEMES = {  # id: (@en prefLabel, @fr prefLabel)
    "ENVI": ("Environment", "Environnement"), "TRAN": ("Transport", "Transports"),
    "HEAL": ("Health", "Santé"), "ECON": ("Economy and finance", "Économie et finances"),
    "EDUC": ("Education, culture and sport", "Éducation, culture et sport"),
    "SOCI": ("Population and society", "Population et société"),
    "GOVE": ("Government and public sector", "Gouvernement et secteur public"),
    "AGRI": ("Agriculture, fisheries, forestry and food", "Agriculture, pêche, sylviculture et alimentation"),
}
CAT_PLACES = {"marrowby": "Marrowby", "calder-vale": "Calder Vale", "eastmere": "Eastmere",
              "northwold": "Northwold Region"}
CAT_PUBLISHERS = {  # slug: (foaf:name, contact fn, contact email)
    "marrowby-council": ("Marrowby City Council", "Open Data Team, Marrowby City Council",
                         "opendata@marrowby.example.gov"),
    "calder-env": ("Calder Vale Environment Agency", "Environmental Data Desk", "envdata@caldervale.example.gov"),
    "eastmere-port": ("Eastmere Port Authority", "Port Information Office", "info@eastmereport.example.com"),
    "northwold-stats": ("Northwold Statistics Office", "Statistical Enquiries",
                        "enquiries@stats.northwold.example.gov"),
}
CSV, JSON, GEOJSON = "text/csv", "application/json", "application/geo+json"
XML, PDF = "application/xml", "application/pdf"
XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
# slug: (title @en, title @fr or None, publisher, issued, themes, keywords, spatial, [(media type, bytes)])
CAT_DATASETS = {
    "air-quality-2023": ("Air Quality Measurements 2023", "Mesures de la qualité de l'air 2023", "calder-env",
                         "2024-02-12", ["ENVI", "HEAL"], ["air quality", "NO2", "PM10"], "calder-vale",
                         [(CSV, 4812000), (JSON, 9120500)]),
    "bus-stops": ("Bus Stop Locations", "Emplacements des arrêts de bus", "marrowby-council", "2021-07-05",
                  ["TRAN"], ["bus", "public transport", "stops"], "marrowby", [(CSV, 312400), (GEOJSON, 1044000)]),
    "school-enrolment": ("School Enrolment by Ward", None, "northwold-stats", "2022-09-30", ["EDUC", "SOCI"],
                         ["schools", "enrolment", "wards"], "marrowby", [(CSV, 88200), (XLSX, 140300)]),
    "harbour-traffic": ("Harbour Vessel Movements", "Mouvements des navires dans le port", "eastmere-port",
                        "2023-03-18", ["TRAN", "ECON"], ["shipping", "vessels", "port"], "eastmere",
                        [(CSV, 2250000), (XML, 6400000)]),
    "river-levels": ("River Level Readings", None, "calder-env", "2020-11-02", ["ENVI"],
                     ["flooding", "river", "hydrology"], "calder-vale", [(JSON, 15300000)]),
    "council-spending": ("Council Spending over £500", None, "marrowby-council", "2019-04-23", ["ECON", "GOVE"],
                         ["spending", "transparency", "budget"], "marrowby", [(CSV, 1720000), (PDF, 3400000)]),
    "household-income": ("Household Income Estimates", "Estimations du revenu des ménages", "northwold-stats",
                         "2023-10-09", ["ECON", "SOCI"], ["income", "households", "census"], "northwold",
                         [(CSV, 640000), (XLSX, 910000)]),
    "tree-inventory": ("Street Tree Inventory", None, "marrowby-council", "2024-05-27", ["ENVI", "AGRI"],
                       ["trees", "urban forest"], "marrowby", [(GEOJSON, 5230000), (CSV, 1980000)]),
}


def _ca(kind: str, ident: str) -> str:
    """IRI of a dataset, organisation, contact, theme, place, or distribution ("slug/n")."""
    if kind == "dist":
        slug, n = ident.split("/")
        return f"{CAT}dataset/{slug}/distribution/{n}"
    return f"{CAT}{kind}/{ident}"


def catalog_kg() -> str:
    """N-Triples of the DCAT catalogue: titled datasets, organisations, distributions, SKOS themes."""
    lines = Triples()
    add = lines.add

    def ref(kind: str, ident: str) -> str:
        return f"<{_ca(kind, ident)}>"

    catalog, scheme = CAT + "catalog", _ca("theme", "scheme")
    add(catalog, RDF_TYPE, f"<{DCAT}Catalog>"), add(catalog, DCT + "title", _lit("Northwold Open Data Portal", "en"))
    add(catalog, DCT + "publisher", ref("org", "northwold-stats")), add(catalog, DCAT + "themeTaxonomy", f"<{scheme}>")
    add(scheme, RDF_TYPE, f"<{SKOS}ConceptScheme>"), add(scheme, SKOS + "prefLabel", _lit("Data themes", "en"))
    for ident, (en, fr) in CAT_THEMES.items():
        t = _ca("theme", ident)
        add(t, RDF_TYPE, f"<{SKOS}Concept>"), add(t, SKOS + "inScheme", f"<{scheme}>")
        add(t, SKOS + "prefLabel", _lit(en, "en")), add(t, SKOS + "prefLabel", _lit(fr, "fr"))
    for slug, name in CAT_PLACES.items():
        add(_ca("place", slug), RDF_TYPE, f"<{DCT}Location>"), add(_ca("place", slug), RDFS + "label", _lit(name))
    for slug, (name, contact, email) in CAT_PUBLISHERS.items():
        add(_ca("org", slug), RDF_TYPE, f"<{FOAF}Organization>"), add(_ca("org", slug), FOAF + "name", _lit(name))
        add(_ca("contact", slug), RDF_TYPE, f"<{VCARD}Organization>")
        add(_ca("contact", slug), VCARD + "fn", _lit(contact))
        add(_ca("contact", slug), VCARD + "hasEmail", f"<mailto:{email}>")
    for slug, (title, title_fr, publisher, issued, themes, keywords, spatial, dists) in CAT_DATASETS.items():
        d = _ca("dataset", slug)
        add(catalog, DCAT + "dataset", f"<{d}>"), add(d, RDF_TYPE, f"<{DCAT}Dataset>")
        add(d, DCT + "title", _lit(title, "en"))
        if title_fr:
            add(d, DCT + "title", _lit(title_fr, "fr"))
        add(d, DCT + "publisher", ref("org", publisher)), add(d, DCAT + "contactPoint", ref("contact", publisher))
        add(d, DCT + "issued", _typed(issued, "date")), add(d, DCT + "spatial", ref("place", spatial))
        for theme in themes:
            add(d, DCAT + "theme", ref("theme", theme))
        for keyword in keywords:
            add(d, DCAT + "keyword", _lit(keyword, "en"))
        for n, (media, size) in enumerate(dists, 1):
            dist = _ca("dist", f"{slug}/{n}")
            add(d, DCAT + "distribution", f"<{dist}>"), add(dist, RDF_TYPE, f"<{DCAT}Distribution>")
            add(dist, DCAT + "mediaType", f"<{IANA}{media}>")
            add(dist, DCAT + "byteSize", _typed(size, "nonNegativeInteger"))
            add(dist, DCAT + "downloadURL", f"<{CAT}download/{slug}/{n}>")
    return "\n".join(lines) + "\n"


def _cg(kind: str, *ids: str) -> set[str]:
    return {_ca(kind, i) for i in ids}


def _media(*types: str) -> set[str]:
    return {IANA + t for t in types}


CATALOG_QUESTIONS = [
    ("Who publishes the Air Quality Measurements 2023 dataset?", _cg("org", "calder-env")),
    ("When was the Bus Stop Locations dataset issued?", {"2021-07-05"}),
    ("Which datasets does the Eastmere Port Authority publish?", _cg("dataset", "harbour-traffic")),
    ("What formats is the Harbour Vessel Movements dataset available in?", _media(CSV, XML)),
    ("Which datasets are about transport?", _cg("dataset", "bus-stops", "harbour-traffic")),
    ("What themes does Household Income Estimates have?", _cg("theme", "ECON", "SOCI")),
    ("Which datasets are published by Marrowby City Council?",
     _cg("dataset", "bus-stops", "council-spending", "tree-inventory")),
    ("what are the keywords of the river level readings dataset", {"flooding", "river", "hydrology"}),
    ("Which datasets cover Eastmere?", _cg("dataset", "harbour-traffic")),
    ("Which datasets are tagged with trees?", _cg("dataset", "tree-inventory")),
    ("Who is the contact point for School Enrolment by Ward?", _cg("contact", "northwold-stats")),
    ("What is the byte size of the River Level Readings distribution?", {"15300000"}),
    ("Which organisations publish environment datasets?", _cg("org", "calder-env", "marrowby-council")),
    ("Who published Mesures de la qualité de l'air 2023?", _cg("org", "calder-env")),
    ("Which datasets are available as GeoJSON?", _cg("dataset", "bus-stops", "tree-inventory")),
    ("When was Houshold Income Estimates issued?", {"2023-10-09"}),  # misspelt: Household
    ("Which publisher released the Street Tree Inventory?", _cg("org", "marrowby-council")),
    ("How many datasets does the Calder Vale Environment Agency publish?", {"2"}),
    ("Which area does School Enrolment by Ward cover?", _cg("place", "marrowby")),
    ("When were the datasets of the Eastmere Port Authority issued?", {"2023-03-18"}),
    ("Under which licence is the Bus Stop Locations dataset published?", set()),  # no licences in the KG
    ("How often is the River Level Readings dataset updated?", set()),  # no update frequency in the KG
    ("How many times has the Street Tree Inventory been downloaded?", set()),  # no usage statistics in the KG
]
CATALOG_MADE_UP = ["Who publishes the Water Quality Measurements 2023 dataset?",
                   "When was the Tram Stop Locations dataset issued?",
                   "Which datasets does the Westmere Port Authority publish?",
                   "What formats is the Harbour Cargo Tonnage dataset available in?",
                   "Which datasets does the Brackley Statistics Office publish?",
                   "Who is the contact point for Hospital Waiting Times by Ward?"]
CATALOG_GRAPHS = [
    ('[("Street Tree Inventory", "publisher", ?x)]', _cg("org", "marrowby-council")),
    ('[("Harbour Vessel Movements", "download", ?d), (?d, "file type", ?x)]', _media(CSV, XML)),
    ('[(?x, "topic", "Environment")]', _cg("dataset", "air-quality-2023", "river-levels", "tree-inventory")),
    ('[(?d, "published by", "Northwold Statistics Office"), (?d, "release date", ?x)]',
     {"2022-09-30", "2023-10-09"}),
    ('[("River Level Readings", "tags", ?x)]', {"flooding", "river", "hydrology"}),
    ('[("Bus Stop Locations", "file", ?d), (?d, "size", ?x)]', {"312400", "1044000"}),
]


# ---- sensors (SOSA/SSN, serial-number sensor IRIs, simple results and QUDT value nodes) -------------
IOT = "https://iot.example.org/"
IOT_DEF = IOT + "def#"
IOT_PROPERTIES = {"air-temperature": "air temperature", "relative-humidity": "relative humidity",
                  "co2-concentration": "CO2 concentration", "wind-speed": "wind speed", "rainfall": "rainfall",
                  "illuminance": "illuminance"}
IOT_BUILDING = ("ostrander-hall", "Ostrander Hall")
IOT_ROOMS = {"aster": "Lecture Theatre Aster", "birch": "Reading Room Birch", "cedar": "Atrium Cedar",
             "server-room": "Ostrander Hall Server Room"}
IOT_STATIONS = {"harwick-moor": ("Harwick Moor Weather Station", "Harwick Moor"),
                "pellington-quay": ("Pellington Quay Weather Station", "Pellington Quay")}
IOT_SENSORS = {  # serial: (platform, properties, installed on)
    "TH-2231": ("room/aster", ["air-temperature", "relative-humidity"], "2021-09-01"),
    "TH-2232": ("room/birch", ["air-temperature", "relative-humidity"], "2021-09-01"),
    "CO2-0817": ("room/aster", ["co2-concentration"], "2022-01-17"),
    "CO2-0818": ("room/cedar", ["co2-concentration"], "2022-01-17"),
    "TH-2240": ("room/server-room", ["air-temperature"], "2020-06-30"),
    "LX-0090": ("room/cedar", ["illuminance"], "2023-04-05"),
    "WS-5501": ("station/harwick-moor", ["air-temperature", "wind-speed"], "2018-10-22"),
    "RG-3310": ("station/harwick-moor", ["rainfall"], "2019-03-08"),
    "WS-5502": ("station/pellington-quay", ["air-temperature", "wind-speed", "relative-humidity"], "2020-02-14"),
}
# observation id: (sensor, property, feature of interest, result time, value, datatype or QUDT unit)
IOT_OBSERVATIONS = {
    "o1": ("TH-2231", "air-temperature", "room/aster", "2024-03-12T09:00:00Z", "21.4", "decimal"),
    "o2": ("TH-2231", "relative-humidity", "room/aster", "2024-03-12T09:00:00Z", "38.5", "decimal"),
    "o3": ("CO2-0817", "co2-concentration", "room/aster", "2024-03-12T09:00:00Z", "1240", "integer"),
    "o4": ("TH-2232", "air-temperature", "room/birch", "2024-03-12T09:05:00Z", "19.8", "decimal"),
    "o5": ("TH-2232", "relative-humidity", "room/birch", "2024-03-12T09:05:00Z", "44.1", "decimal"),
    "o6": ("CO2-0818", "co2-concentration", "room/cedar", "2024-03-12T09:10:00Z", "610", "integer"),
    "o7": ("LX-0090", "illuminance", "room/cedar", "2024-03-12T09:10:00Z", "820", "integer"),
    "o8": ("TH-2240", "air-temperature", "room/server-room", "2024-03-12T09:15:00Z", "17.2", "decimal"),
    "o9": ("WS-5501", "air-temperature", "feature/harwick-moor", "2024-03-12T06:00:00Z", "4.6", "unit:DEG_C"),
    "o10": ("WS-5501", "wind-speed", "feature/harwick-moor", "2024-03-12T06:00:00Z", "11.3", "unit:M-PER-SEC"),
    "o11": ("RG-3310", "rainfall", "feature/harwick-moor", "2024-03-12T06:00:00Z", "2.8", "unit:MilliM"),
    "o12": ("WS-5502", "air-temperature", "feature/pellington-quay", "2024-03-12T06:00:00Z", "7.1", "unit:DEG_C"),
    "o13": ("WS-5502", "wind-speed", "feature/pellington-quay", "2024-03-12T06:00:00Z", "18.9", "unit:M-PER-SEC"),
    "o14": ("WS-5502", "relative-humidity", "feature/pellington-quay", "2024-03-12T06:00:00Z", "91.5",
            "unit:PERCENT"),
}


def _io(kind: str, ident: str) -> str:
    """IRI of a sensor, property, room, station, building, feature or observation."""
    return f"{IOT}{kind}/{ident}"


def sensors_kg() -> str:
    """N-Triples of the SOSA KG: platforms hosting serial-numbered sensors, observations with results."""
    lines = Triples()
    add = lines.add
    for slug, label in IOT_PROPERTIES.items():
        p = _io("property", slug)
        add(p, RDF_TYPE, f"<{SOSA}ObservableProperty>"), add(p, RDFS + "label", _lit(label, "en"))
    building = _io("building", IOT_BUILDING[0])
    add(building, RDF_TYPE, f"<{BOT}Building>"), add(building, RDFS + "label", _lit(IOT_BUILDING[1]))
    for slug, label in IOT_ROOMS.items():
        r = _io("room", slug)
        for cls in (f"{SOSA}Platform", f"{BOT}Space", f"{SOSA}FeatureOfInterest"):
            add(r, RDF_TYPE, f"<{cls}>")
        add(r, RDFS + "label", _lit(label)), add(building, BOT + "hasSpace", f"<{r}>")
    for slug, (label, feature) in IOT_STATIONS.items():
        add(_io("station", slug), RDF_TYPE, f"<{SOSA}Platform>"), add(_io("station", slug), RDFS + "label", _lit(label))
        f = _io("feature", slug)
        add(f, RDF_TYPE, f"<{SOSA}FeatureOfInterest>"), add(f, RDFS + "label", _lit(feature))
    for serial, (platform, properties, installed) in IOT_SENSORS.items():
        s = _io("sensor", serial)
        add(s, RDF_TYPE, f"<{SOSA}Sensor>"), add(IOT + platform, SOSA + "hosts", f"<{s}>")
        add(s, IOT_DEF + "installedOn", _typed(installed, "date"))
        for prop in properties:
            add(s, SOSA + "observes", f"<{_io('property', prop)}>")
    for ident, (serial, prop, feature, time, value, kind) in IOT_OBSERVATIONS.items():
        o = _io("observation", ident)
        add(o, RDF_TYPE, f"<{SOSA}Observation>"), add(o, SOSA + "madeBySensor", f"<{_io('sensor', serial)}>")
        add(o, SOSA + "observedProperty", f"<{_io('property', prop)}>")
        add(o, SOSA + "hasFeatureOfInterest", f"<{IOT + feature}>")
        add(o, SOSA + "resultTime", _typed(time, "dateTime"))
        if kind.startswith("unit:"):
            result = o + "/result"
            add(o, SOSA + "hasResult", f"<{result}>"), add(result, RDF_TYPE, f"<{QUDT}QuantityValue>")
            add(result, QUDT + "numericValue", _typed(value, "decimal"))
            add(result, QUDT + "unit", f"<{UNIT}{kind[5:]}>")
        else:
            add(o, SOSA + "hasSimpleResult", _typed(value, kind))
    return "\n".join(lines) + "\n"


def _se(kind: str, *ids: str) -> set[str]:
    return {_io(kind, i) for i in ids}


SENSORS_QUESTIONS = [
    ("Which sensors are hosted in Lecture Theatre Aster?", _se("sensor", "TH-2231", "CO2-0817")),
    ("Where is sensor TH-2232 installed?", _se("room", "birch")),
    ("What does CO2-0818 observe?", _se("property", "co2-concentration")),
    ("What temperature did TH-2240 record?", {"17.2"}),
    ("When was the observation by LX-0090 made?", {"2024-03-12T09:10:00Z"}),
    ("Which sensors measure wind speed?", _se("sensor", "WS-5501", "WS-5502")),
    ("what was the co2 concentration in the Atrium Cedar", {"610"}),
    ("Which rooms does Ostrander Hall have?", _se("room", "aster", "birch", "cedar", "server-room")),
    ("How humid was Reading Room Birch?", {"44.1"}),
    ("Which sensors are at the Harwick Moor Weather Station?", _se("sensor", "WS-5501", "RG-3310")),
    ("Which properties does WS-5502 measure?", _se("property", "air-temperature", "wind-speed", "relative-humidity")),
    ("Which sensors in Ostrander Hall measure air temperature?", _se("sensor", "TH-2231", "TH-2232", "TH-2240")),
    ("In which building is sensor CO2-0817?", _se("building", "ostrander-hall")),
    ("When was sensor RG-3310 installed?", {"2019-03-08"}),
    ("Which sensor made the rainfall observation at Harwick Moor?", _se("sensor", "RG-3310")),
    ("What was the wind speed at Pellington Quay?", {"18.9"}),
    ("Which sensors are in the Atrium Ceder?", _se("sensor", "CO2-0818", "LX-0090")),  # misspelt: Cedar
    ("How many sensors are hosted in Atrium Cedar?", {"2"}),
    ("What is the relative humidity measured by TH-2231?", {"38.5"}),
    ("What is the battery level of sensor TH-2231?", set()),  # no device status in the KG
    ("Who manufactured CO2-0818?", set()),  # no manufacturers or models in the KG
    ("What is the floor area of Reading Room Birch?", set()),  # no room geometry in the KG
]
SENSORS_MADE_UP = ["Which sensors are hosted in Lecture Theatre Birch?", "Where is sensor TH-9914 installed?",
                   "What does CO2-0999 observe?", "Which sensors are at the Harwick Quay Weather Station?",
                   "Which rooms does Pellington Hall have?", "What was the temperature in Reading Room Maple?"]
SENSORS_GRAPHS = [
    ('[("TH-2232", "located in", ?x)]', _se("room", "birch")),
    ('[(?x, "mounted at", "Harwick Moor Weather Station")]', _se("sensor", "WS-5501", "RG-3310")),
    ('[("CO2-0817", "measures", ?x)]', _se("property", "co2-concentration")),
    ('[(?o, "sensor", "TH-2240"), (?o, "value", ?x)]', {"17.2"}),
    ('[("Ostrander Hall", "room", ?r), (?r, "sensor", ?x)]',
     _se("sensor", "TH-2231", "CO2-0817", "TH-2232", "CO2-0818", "LX-0090", "TH-2240")),
    ('[(?o, "location", "Pellington Quay"), (?o, "time", ?x)]', {"2024-03-12T06:00:00Z"}),
]


# ---- winery (OWL wine-ontology style, PascalCase fragments, no labels, transitive locatedIn) --------
VINO = "http://example.org/vino#"
VINO_CLASSES = {"Wine": None, "RedWine": "Wine", "WhiteWine": "Wine", "RoseWine": "Wine", "SparklingWine": "Wine",
                "DessertWine": "Wine", "Winery": None, "Region": None, "Country": None, "WineGrape": None,
                "WineColor": None, "WineSugar": None, "WineBody": None}
VINO_OBJECT_PROPERTIES = {"hasMaker": ("Wine", "Winery"), "hasColor": ("Wine", "WineColor"),
                          "hasSugar": ("Wine", "WineSugar"), "hasBody": ("Wine", "WineBody"),
                          "madeFromGrape": ("Wine", "WineGrape"), "locatedIn": (None, None)}
VINO_VALUES = {"WineColor": ["Red", "White", "Rose"], "WineSugar": ["Dry", "OffDry", "Sweet"],
               "WineBody": ["Light", "Medium", "Full"],
               "WineGrape": ["Merlot", "CabernetSauvignon", "PinotNoir", "Chardonnay", "SauvignonBlanc", "Sangiovese",
                             "Nebbiolo", "Carmenere", "Riesling", "CheninBlanc", "Grenache", "Syrah"],
               "Country": ["France", "Italy", "Chile", "NewZealand"]}
VINO_REGIONS = {"CoteDeVarenne": "France", "VarenneHills": "CoteDeVarenne", "BassinDeLorcy": "France",
                "ColliMoranesi": "Italy", "ValleDelTorsa": "ColliMoranesi", "AltoCuyenValley": "Chile",
                "TaharaCoast": "NewZealand", "KereruRidge": "TaharaCoast"}
VINO_WINERIES = {"BelmontEstate": "VarenneHills", "DomaineLorcy": "BassinDeLorcy", "ChateauVireux": "CoteDeVarenne",
                 "TenutaSorrenzi": "ValleDelTorsa", "CantinaMoranese": "ColliMoranesi", "VinaCuyen": "AltoCuyenValley",
                 "KereruRidgeWinery": "KereruRidge"}
VINO_WINES = {  # name: (class, maker, grapes, color, sugar, body, vintage or None)
    "ChateauBelmontMerlot2018": ("RedWine", "BelmontEstate", ["Merlot"], "Red", "Dry", "Medium", 2018),
    "BelmontReserveCabernet2016": ("RedWine", "BelmontEstate", ["CabernetSauvignon", "Merlot"], "Red", "Dry", "Full",
                                   2016),
    "BelmontBlancDeVarenne2021": ("WhiteWine", "BelmontEstate", ["Chardonnay"], "White", "Dry", "Medium", 2021),
    "DomaineLorcyChenin2020": ("WhiteWine", "DomaineLorcy", ["CheninBlanc"], "White", "OffDry", "Light", 2020),
    "LorcyMoelleux2017": ("DessertWine", "DomaineLorcy", ["CheninBlanc"], "White", "Sweet", "Full", 2017),
    "VireuxSummerRose2022": ("RoseWine", "ChateauVireux", ["Grenache", "Syrah"], "Rose", "Dry", "Light", 2022),
    "VireuxGrandVin2015": ("RedWine", "ChateauVireux", ["Syrah", "Grenache"], "Red", "Dry", "Full", 2015),
    "SorrenziRossoTorsa2019": ("RedWine", "TenutaSorrenzi", ["Sangiovese"], "Red", "Dry", "Medium", 2019),
    "SorrenziNebbioloRiserva2013": ("RedWine", "TenutaSorrenzi", ["Nebbiolo"], "Red", "Dry", "Full", 2013),
    "MoraneseSpumanteBrut": ("SparklingWine", "CantinaMoranese", ["Chardonnay", "PinotNoir"], "White", "Dry", "Light",
                             None),
    "CuyenCarmenere2020": ("RedWine", "VinaCuyen", ["Carmenere"], "Red", "Dry", "Full", 2020),
    "CuyenSauvignonBlanc2023": ("WhiteWine", "VinaCuyen", ["SauvignonBlanc"], "White", "Dry", "Light", 2023),
    "KereruPinotNoir2021": ("RedWine", "KereruRidgeWinery", ["PinotNoir"], "Red", "Dry", "Light", 2021),
    "KereruLateHarvestRiesling2019": ("DessertWine", "KereruRidgeWinery", ["Riesling"], "White", "Sweet", "Medium",
                                      2019),
}
VINO_ALSO_TYPED_WINE = {"MoraneseSpumanteBrut"}


def winery_kg() -> str:
    """N-Triples of the wine ontology: classes, properties and individuals named only by IRI fragments."""
    lines = Triples()
    add = lines.add

    def rel(s: str, p: str, o: str) -> None:
        add(VINO + s, VINO + p, f"<{VINO}{o}>")

    def typed(s: str, cls: str) -> None:
        add(VINO + s, RDF_TYPE, f"<{VINO}{cls}>")

    add(VINO.rstrip("#"), RDF_TYPE, f"<{OWL}Ontology>")
    for cls, parent in VINO_CLASSES.items():
        add(VINO + cls, RDF_TYPE, f"<{OWL}Class>")
        if parent:
            add(VINO + cls, RDFS + "subClassOf", f"<{VINO}{parent}>")
    for prop, (domain, range_) in VINO_OBJECT_PROPERTIES.items():
        add(VINO + prop, RDF_TYPE, f"<{OWL}ObjectProperty>")
        if domain:
            add(VINO + prop, RDFS + "domain", f"<{VINO}{domain}>")
            add(VINO + prop, RDFS + "range", f"<{VINO}{range_}>")
    add(VINO + "locatedIn", RDF_TYPE, f"<{OWL}TransitiveProperty>")
    add(VINO + "vintageYear", RDF_TYPE, f"<{OWL}DatatypeProperty>")
    add(VINO + "vintageYear", RDFS + "domain", f"<{VINO}Wine>")
    add(VINO + "vintageYear", RDFS + "range", f"<{XSD}gYear>")
    for cls, values in VINO_VALUES.items():
        for value in values:
            typed(value, cls)
    for region, parent in VINO_REGIONS.items():
        typed(region, "Region"), rel(region, "locatedIn", parent)
    for winery, region in VINO_WINERIES.items():
        typed(winery, "Winery"), rel(winery, "locatedIn", region)
    for wine, (cls, maker, grapes, color, sugar, body, vintage) in VINO_WINES.items():
        typed(wine, cls)
        if wine in VINO_ALSO_TYPED_WINE:
            typed(wine, "Wine")
        rel(wine, "hasMaker", maker), rel(wine, "hasColor", color), rel(wine, "hasSugar", sugar)
        rel(wine, "hasBody", body)
        for grape in grapes:
            rel(wine, "madeFromGrape", grape)
        if vintage:
            add(VINO + wine, VINO + "vintageYear", _typed(vintage, "gYear"))
    return "\n".join(lines) + "\n"


def _vi(*names: str) -> set[str]:
    return {VINO + n for n in names}


WINERY_QUESTIONS = [
    ("Who makes the Chateau Belmont Merlot 2018?", _vi("BelmontEstate")),
    ("Which grapes is the Belmont Reserve Cabernet 2016 made from?", _vi("CabernetSauvignon", "Merlot")),
    ("What is the vintage of the Sorrenzi Nebbiolo Riserva?", {"2013"}),
    ("Which wines does Vina Cuyen make?", _vi("CuyenCarmenere2020", "CuyenSauvignonBlanc2023")),
    ("Where is Tenuta Sorrenzi located?", _vi("ValleDelTorsa", "ColliMoranesi", "Italy")),  # locatedIn is transitive
    ("In which country is Kereru Ridge Winery?", _vi("NewZealand")),
    ("Which wines are made from Chenin Blanc?", _vi("DomaineLorcyChenin2020", "LorcyMoelleux2017")),
    ("How sweet is the Lorcy Moelleux 2017?", _vi("Sweet")),
    ("What colour is the Vireux Summer Rose 2022?", _vi("Rose")),
    ("which red wines does chateau vireux produce", _vi("VireuxGrandVin2015")),
    ("Which wines come from Italy?",
     _vi("SorrenziRossoTorsa2019", "SorrenziNebbioloRiserva2013", "MoraneseSpumanteBrut")),
    ("Which wineries are in the Cote de Varenne?", _vi("BelmontEstate", "ChateauVireux")),
    ("What grape is the Kereru Pinot Noir 2021 made from?", _vi("PinotNoir")),
    ("Which wines are full-bodied?", _vi("BelmontReserveCabernet2016", "LorcyMoelleux2017", "VireuxGrandVin2015",
                                        "SorrenziNebbioloRiserva2013", "CuyenCarmenere2020")),
    ("Which wines are dessert wines?", _vi("LorcyMoelleux2017", "KereruLateHarvestRiesling2019")),
    ("What year is the Cuyen Sauvignon Blanc from?", {"2023"}),
    ("Who makes the Sorenzi Rosso Torsa 2019?", _vi("TenutaSorrenzi")),  # misspelt: Sorrenzi
    ("Which wineries use Syrah?", _vi("ChateauVireux")),
    ("How many wines does Belmont Estate make?", {"3"}),
    ("Which region is Domaine Lorcy in?", _vi("BassinDeLorcy")),
    ("What is the price of the Chateau Belmont Merlot 2018?", set()),  # no prices in the KG
    ("What food goes well with the Vireux Grand Vin 2015?", set()),  # no food pairings in the KG
    ("Who is the owner of Domaine Lorcy?", set()),  # no people or ownership in the KG
]
WINERY_MADE_UP = ["Who makes the Chateau Belmont Syrah 2018?",
                  "Which grapes is the Sorrenzi Reserve Cabernet 2016 made from?", "Where is Domaine Vireux located?",
                  "Which wines does Vina Montalto make?", "In which country is Tahara Bay Winery?",
                  "What is the vintage of the Kereru Late Harvest Chenin?"]
WINERY_GRAPHS = [
    ('[("Kereru Pinot Noir 2021", "producer", ?x)]', _vi("KereruRidgeWinery")),
    ('[("Cuyen Carmenere 2020", "winery", ?w), (?w, "region", ?x)]', _vi("AltoCuyenValley")),
    ('[(?x, "grape", "Sangiovese")]', _vi("SorrenziRossoTorsa2019")),
    ('[(?w, "made by", "Belmont Estate"), (?w, "vintage", ?x)]', {"2018", "2016", "2021"}),
    ('[("Lorcy Moelleux 2017", "sweetness", ?x)]', _vi("Sweet")),
    ('[("Varenne Hills", "part of", ?r), (?r, "country", ?x)]', _vi("France")),
]


# ---- railway (rdfs:label @ja/@en, @ja-only stations with romanised altLabels, one-way nextStation) -----
RAIL = "https://rail.example.jp/"
RAIL_DEF = RAIL + "def/"
RAIL_PREFECTURES = {"01": ("青峰県", "Aomine Prefecture"), "02": ("潮沢県", "Shiozawa Prefecture")}
RAIL_OPERATORS = {  # id: (@ja name, @en name, founding date)
    "1": ("北風鉄道", "Kitakaze Railway", "1896-05-20"),
    "2": ("潮沢電気鉄道", "Shiozawa Electric Railway", "1921-02-11"),
    "3": ("青峰市交通局", "Aomine City Transport Bureau", "1985-04-01"),
}
RAIL_LINES = {  # id: (@ja label, @en label, operator, colour, opened, stations in order, loop?)
    "KK": ("北風本線", "Kitakaze Main Line", "1", "#0067C0", "1898-11-01",
           ["101", "102", "103", "104", "105"], False),
    "SZ": ("潮沢線", "Shiozawa Line", "2", "#E85298", "1926-05-12", ["105", "106", "107", "108"], False),
    "YM": ("山吹線", "Yamabuki Line", "1", "#FFD400", "1988-03-13", ["103", "109", "110"], False),
    "MK": ("港環状線", "Minato Loop Line", "3", "#F39700", "1990-10-01", ["101", "109", "111", "107"], True),
}
RAIL_STATIONS = {  # id: (@ja label, @en label or None, altLabels, prefecture, opened, passengers per day)
    "101": ("青峰中央", "Aomine-Chūō", ["Aomine Chuo"], "01", "1912-04-01", 84200),
    "102": ("北浜", "Kitahama", [], "01", "1912-04-01", 12300),
    "103": ("桜ヶ丘", "Sakuragaoka", [], "01", "1931-10-15", 23800),
    "104": ("鷹取", None, ["Takatori"], "01", "1955-03-20", 4100),
    "105": ("潮沢", "Shiozawa", [], "02", "1898-11-01", 56700),
    "106": ("霧島台", None, [], "02", "1964-07-07", 2900),
    "107": ("湊町", "Minatomachi", ["Minato-machi"], "02", "1926-05-12", 31500),
    "108": ("白砂海岸", "Shirasuna Kaigan", [], "02", "1972-08-01", 1800),
    "109": ("山吹町", "Yamabukichō", ["Yamabukicho"], "01", "1988-03-13", 15600),
    "110": ("千鳥橋", None, ["Chidoribashi"], "01", "1988-03-13", 7400),
    "111": ("港公園", "Minato Kōen", ["Minato Koen"], "02", "1990-10-01", 9900),
}


def _ra(kind: str, ident: str) -> str:
    """IRI of a station, line, operator or prefecture."""
    return f"{RAIL}{kind}/{ident}"


def railway_kg() -> str:
    """N-Triples of the railway KG: bilingual labels, romanised altLabels, one-way next-station links."""
    lines = Triples()
    add = lines.add

    def ref(kind: str, ident: str) -> str:
        return f"<{_ra(kind, ident)}>"

    for ident, (ja, en) in RAIL_PREFECTURES.items():
        p = _ra("prefecture", ident)
        add(p, RDF_TYPE, f"<{RAIL_DEF}Prefecture>")
        add(p, RDFS + "label", _lit(ja, "ja")), add(p, RDFS + "label", _lit(en, "en"))
    for ident, (ja, en, founded) in RAIL_OPERATORS.items():
        o = _ra("operator", ident)
        add(o, RDF_TYPE, f"<{SCHEMA}Organization>")
        add(o, SCHEMA + "name", _lit(ja, "ja")), add(o, SCHEMA + "name", _lit(en, "en"))
        add(o, SCHEMA + "foundingDate", _typed(founded, "date"))
    for ident, (ja, en, alternates, prefecture, opened, passengers) in RAIL_STATIONS.items():
        s = _ra("station", ident)
        add(s, RDF_TYPE, f"<{SCHEMA}TrainStation>"), add(s, RDFS + "label", _lit(ja, "ja"))
        if en:
            add(s, RDFS + "label", _lit(en, "en"))
        for alternate in alternates:
            add(s, SKOS + "altLabel", _lit(alternate, "en"))
        add(s, RAIL_DEF + "locatedIn", ref("prefecture", prefecture))
        add(s, RAIL_DEF + "openedOn", _typed(opened, "date"))
        add(s, RAIL_DEF + "passengersPerDay", _typed(passengers, "integer"))
    for ident, (ja, en, operator, colour, opened, stations, loop) in RAIL_LINES.items():
        line = _ra("line", ident)
        add(line, RDF_TYPE, f"<{RAIL_DEF}Line>")
        add(line, RDFS + "label", _lit(ja, "ja")), add(line, RDFS + "label", _lit(en, "en"))
        add(line, RAIL_DEF + "operatedBy", ref("operator", operator)), add(line, RAIL_DEF + "lineColor", _lit(colour))
        add(line, RAIL_DEF + "openedOn", _typed(opened, "date"))
        for station in stations:
            add(_ra("station", station), RAIL_DEF + "servedBy", f"<{line}>")
        for a, b in zip(stations, stations[1:] + (stations[:1] if loop else [])):
            add(_ra("station", a), RAIL_DEF + "nextStation", ref("station", b))
    return "\n".join(lines) + "\n"


def _rw(kind: str, *ids: str) -> set[str]:
    return {_ra(kind, i) for i in ids}


RAILWAY_QUESTIONS = [
    ("Which lines serve Shiozawa station?", _rw("line", "KK", "SZ")),
    ("Who operates the Kitakaze Main Line?", _rw("operator", "1")),
    ("When did Sakuragaoka station open?", {"1931-10-15"}),
    ("How many passengers use Aomine-Chuo every day?", {"84200"}),
    ("What is the next station after Kitahama?", _rw("station", "103")),
    ("What colour is the Shiozawa Line?", {"#E85298"}),
    ("In which prefecture is Minatomachi?", _rw("prefecture", "02")),
    ("Which stations are on the Yamabuki Line?", _rw("station", "103", "109", "110")),
    ("What station comes after Takatori?", _rw("station", "105")),
    ("Which prefecture is Chidoribashi in?", _rw("prefecture", "01")),
    ("which line serves 霧島台", _rw("line", "SZ")),
    ("Which lines does the Aomine City Transport Bureau operate?", _rw("line", "MK")),
    ("Who operates the lines serving Minato Koen?", _rw("operator", "3")),
    ("Which stations in Shiozawa Prefecture are on the Minato Loop Line?", _rw("station", "107", "111")),
    ("What is the station before Shirasuna Kaigan?", _rw("station", "107")),
    ("When was the Shiozawa Electric Railway founded?", {"1921-02-11"}),
    ("How many passengers a day does Kitahamma have?", {"12300"}),  # misspelt: Kitahama
    ("How many stations does the Shiozawa Line serve?", {"4"}),
    ("Which stations are in Aomine Prefecture?", _rw("station", "101", "102", "103", "104", "109", "110")),
    ("Which operator runs trains through Sakuragaoka?", _rw("operator", "1")),
    ("How much is a ticket from Kitahama to Shiozawa?", set()),  # no fares in the KG
    ("How many platforms does Aomine-Chūō station have?", set()),  # no platforms in the KG
    ("What time does the first train leave Minatomachi?", set()),  # no timetables in the KG
]
RAILWAY_MADE_UP = ["Which lines serve Kitazawa station?", "When did Sakurahama station open?",
                   "Who operates the Minato Main Line?", "What colour is the Chidori Line?",
                   "In which prefecture is Takatori-Kaigan?", "When was the Aomine Electric Railway founded?"]
RAILWAY_GRAPHS = [
    ('[("Kitahama", "line", ?x)]', _rw("line", "KK")),
    ('[("Sakuragaoka", "next stop", ?x)]', _rw("station", "104", "109")),
    ('[(?x, "on line", "Minato Loop Line")]', _rw("station", "101", "109", "111", "107")),
    ('[("Minatomachi", "line", ?l), (?l, "colour", ?x)]', {"#E85298", "#F39700"}),
    ('[("Kitakaze Main Line", "operator", ?o), (?o, "founded", ?x)]', {"1896-05-20"}),
    ('[(?s, "prefecture", "Shiozawa Prefecture"), (?s, "daily riders", ?x)]',
     {"56700", "2900", "31500", "1800", "9900"}),
]

KGS_E = {"warehouse": (warehouse_kg, WAREHOUSE_QUESTIONS, WAREHOUSE_MADE_UP, WAREHOUSE_GRAPHS),
         "catalog": (catalog_kg, CATALOG_QUESTIONS, CATALOG_MADE_UP, CATALOG_GRAPHS),
         "sensors": (sensors_kg, SENSORS_QUESTIONS, SENSORS_MADE_UP, SENSORS_GRAPHS),
         "winery": (winery_kg, WINERY_QUESTIONS, WINERY_MADE_UP, WINERY_GRAPHS),
         "railway": (railway_kg, RAILWAY_QUESTIONS, RAILWAY_MADE_UP, RAILWAY_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_E, __doc__)
