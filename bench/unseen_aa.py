"""A twenty-seventh batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_z.py); this time every vocabulary is ENGLISH:

- `meteorites`: a meteorite-find register with NO labels at all: every name is an IRI slug under a path per kind,
  in a different style per kind: meteorites kebab-case (`…/meteorite/sycamore-wash`, `…/meteorite/nullarbor-017`,
  `…/meteorite/%C3%A1guas-claras`, `…/meteorite/r%C3%B6thenbach`), finders PascalCase (`…/finder/CarmenIbarra`,
  `…/finder/JohannKrau%C3%9F`), places snake_case (`…/place/san_pedro_de_atacama`, `…/place/f%C3%BCrth`),
  collections and countries Title_Snake (`…/collection/Museum_f%C3%BCr_Naturkunde`, `…/country/United_States`),
  with a camelCase vocabulary under a slash namespace (`…/terms/findSite`); meteorite kinds are classes in a
  two-level hierarchy (`Chondrite`, `Achondrite` ⊂ `StonyMeteorite`; `Pallasite`, `Mesosiderite` ⊂
  `StonyIronMeteorite`; those and `IronMeteorite` ⊂ `Meteorite`); meteorites have a `findSite` place
  (`country`), `yearFound` xsd:gYear, `totalMassKg` / `mainMassKg` (the largest piece) xsd:decimal,
  `fragmentCount` xsd:integer, mostly a `foundBy` finder (`birthYear` xsd:gYear, `homeTown` a place), `heldBy` a
  collection (`locatedIn` a place, `established` xsd:gYear), `observedFall` xsd:boolean with `fellOn` xsd:date for
  the observed falls, `registeredOn` xsd:date and a `weatheringGrade` string; two meteorites are both "Deep
  Creek", told apart only by a year suffix (`…/meteorite/deep-creek-1911` near Kalgoorlie, an iron;
  `…/meteorite/deep-creek-1987` near Whitehorse, a chondrite);
- `stamps`: a philatelic catalogue in SKOS with numeric IRIs (`…/concept/704`): stamps, postal administrations,
  printers, cities, countries and stamp types named by `skos:prefLabel`@en with `skos:altLabel`@en aliases and
  abbreviations on most ("United States Postal Service" / "USPS", "Southern Colour Print" / "SCP", "Matterhorn
  Airmail" / "Matterhorn", "United Kingdom" / "UK" / "Great Britain"); stamp types are `skos:Concept`s under
  "postage stamp" by `skos:broader` ("Christmas stamp" ⊂ "commemorative stamp"); designers are named by a plain
  `skos:prefLabel` with `birthYear` xsd:gYear and a `nationality`; custom English properties (`…/vocab#`):
  stamps have `stampType`, `issuedBy`, `designedBy`, `printedBy`, `issueDate` and, for some, `withdrawnOn`
  xsd:date, `faceValue` and `catalogueValue` xsd:decimal, a `currency` code, `printRun` xsd:integer, a
  `perforation` string and `selfAdhesive` xsd:boolean; administrations have `servesCountry` and
  `establishedYear` xsd:gYear; printers are `basedIn` a city (`inCountry`); stamp names share words ("Winter
  Robin" / "Winter Wren", "Kea Definitive" / "Maple Leaf Definitive", three "… Airmail"s);
- `lifeboats`: a lifeboat-station heritage site in schema.org with slug IRIs (`…/station/porthcarrow`,
  `…/boat/anne-trevithick`) named by `schema:name` (some with a `schema:alternateName`): stations are
  `schema:EmergencyService`s with `schema:foundingDate` xsd:gYear, `schema:location` a town
  (`schema:containedInPlace` a country), `schema:parentOrganization` the institution that runs them and a
  `schema:address` blank node (`schema:PostalAddress`); lifeboats are `schema:Vehicle`s with `schema:identifier`
  (the operational number), `schema:model` a boat class (`schema:ProductModel`), `schema:manufacturer` a
  boatyard, `schema:productionDate` (built) and `schema:dateVehicleFirstRegistered` (entered service) xsd:date,
  `schema:seatingCapacity` xsd:integer and `schema:length` / `schema:speed` blank nodes
  (`schema:QuantitativeValue` with `schema:value` xsd:decimal and a unit); where a boat served uses the
  schema.org Role pattern with BLANK role nodes (boat `schema:location` a `schema:Role` with `schema:location`
  the station, `schema:startDate` and, when it left, `schema:endDate` xsd:date; two boats served at two
  stations in turn); crews use the Role pattern with role nodes that have IRIs of their own but no name
  (station `schema:member` `…/crew-role/3`, an `schema:OrganizationRole` with `schema:member` the person,
  `schema:roleName` "coxswain" / "mechanic" / "helm", `schema:startDate` and for past posts `schema:endDate`
  xsd:date; one person was mechanic, then coxswain at one station); people have `schema:birthDate` xsd:date,
  `schema:birthPlace` a town and for two a `schema:award` string; notable rescues are `schema:Event`s with
  `schema:startDate` xsd:date, `schema:location` the station, `…/vocab#lifeboat` and `…/vocab#livesSaved`
  xsd:integer; a boat is called "Anne Trevithick" and two crew are Trevithicks;
- `organs`: a pipe-organ inventory exported from a relational database by the W3C Direct Mapping: row IRIs
  `…/db/organ/id=204`, classes named after tables, every column a property `…/db/<table>#<column>` (ids and
  foreign-key columns as xsd:integer literals too), foreign keys as `…#ref-<column>` object properties; names
  sit in a different column per table (`builder#builder_name`, `venue#venue_name`, `organ#organ_name`), organists
  have only `first_name` and `last_name`, and the appointment and restoration link tables have no name at all;
  organs have `ref-venue_id`, `ref-builder_id`, `built_year` / `manuals` / `stops` / `pipes` xsd:integer, an
  `action` string and `is_listed` xsd:boolean; venues a `town` string, `built_year` xsd:integer and a
  `venue_type` string; builders `founded_year` xsd:integer and a `workshop_town` string; appointments link an
  organist and a venue with `start_year` and (for past posts) `end_year` xsd:integer; restorations link an organ
  and a builder with `completed_year` xsd:integer and (all but one) `cost_eur` xsd:decimal; two venues are both
  "St Mary's Church" (in Kelby and in Ashwell Green), one organ is the "Grand Organ" and another the "Grand
  Orgue", and an organist shares his surname with the builder Hallworth & Sons;
- `acoustics`: an internal company knowledge graph of an acoustic-engineering consultancy with its own
  ontology (`…/ontology/`, `owl:Class`es `Employee`, `Department`, `Office`, `Project`, `Customer`, `Contract`,
  `Skill`, every class and property with an `rdfs:label`@en, some properties with an `rdfs:comment`@en, and
  labels that are not the local names: `customer` is "client", `underContract` is "contract") and resources
  with code IRIs (`…/resource/employee/E1007`, `…/resource/project/P2204`, `…/resource/contract/K2102`) named by
  a plain `rdfs:label`; employees have `worksIn`, `basedAt` an office, `reportsTo`, a `jobTitle`, `hireDate`
  xsd:date and `hasSkill`; departments are `headedBy` an employee with a `costCentre`; offices have a
  `city` and `openedOn` xsd:date; customers have an `industry`, a `headquartersCity`, `customerSince` xsd:date
  and an `accountManager`; projects have a `projectCode`, a `customer` (not the internal one), a
  `projectLead`, `teamMember`s (the lead is not one), `underContract`, `startDate` and for finished ones
  `endDate` xsd:date, `budget` xsd:decimal (EUR), a `status` string and `billable` xsd:boolean; contracts have
  a `contractNumber`, `signedOn` / `expiresOn` xsd:date, `contractValue` xsd:decimal (EUR), `signedBy` an
  employee and a `counterparty`; one framework agreement covers two projects; two employees are Hauglands and
  two are Tveits, and a customer "Lindqvist Arkitekter" shares a name with the employee Maja Lindqvist.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_aa.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import _typed
from unseen_g import Graph
from unseen_r import _bool

# ---- meteorites (a find register with no labels: slugs in four styles, percent-encoded accents, hierarchy) ----
MT = "https://meteorite-finds.example.org/"
MTO = "https://meteorite-finds.example.org/terms/"
AGUAS, ROTHENBACH = "%C3%A1guas-claras", "r%C3%B6thenbach"
UBERLANDIA, SAO_JOAO, FURTH = "uberl%C3%A2ndia", "s%C3%A3o_jo%C3%A3o_del_rei", "f%C3%BCrth"
PEDROSA, KRAUSS = "Jo%C3%A3oPedrosa", "JohannKrau%C3%9F"
NATURKUNDE = "Museum_f%C3%BCr_Naturkunde"
MT_CLASSES = {"Meteorite": None, "StonyMeteorite": "Meteorite", "IronMeteorite": "Meteorite",
              "StonyIronMeteorite": "Meteorite", "Chondrite": "StonyMeteorite", "Achondrite": "StonyMeteorite",
              "Pallasite": "StonyIronMeteorite", "Mesosiderite": "StonyIronMeteorite"}
MT_COUNTRIES = ["Australia", "Canada", "Brazil", "Morocco", "Germany", "Chile", "United_States"]
MT_PLACES = {"perth": "Australia", "kalgoorlie": "Australia", "nullarbor_plain": "Australia", "toronto": "Canada",
             "whitehorse": "Canada", "red_deer": "Canada", "rio_de_janeiro": "Brazil", UBERLANDIA: "Brazil",
             SAO_JOAO: "Brazil", "erfoud": "Morocco", "berlin": "Germany", FURTH: "Germany", "pirna": "Germany",
             "calama": "Chile", "san_pedro_de_atacama": "Chile", "tempe": "United_States",
             "flagstaff": "United_States", "tucson": "United_States"}  # place: country
MT_FINDERS = {"WalterPenhale": ("1879", "kalgoorlie"), "MargaretDunlevy": ("1961", "perth"),
              "RaymondTallchief": ("1949", "whitehorse"), "TomasBergqvist": ("1921", "red_deer"),
              PEDROSA: ("1975", UBERLANDIA), "HassanOuazzani": ("1968", "erfoud"), KRAUSS: ("1852", FURTH),
              "CarmenIbarra": ("1983", "calama"), "DorothyAskew": ("1902", "flagstaff")}  # (birth year, home town)
MT_COLLECTIONS = {"Western_Australian_Museum": ("perth", "1891"), "Royal_Ontario_Museum": ("toronto", "1914"),
                  "Museu_Nacional": ("rio_de_janeiro", "1818"), NATURKUNDE: ("berlin", "1889"),
                  "Center_for_Meteorite_Studies": ("tempe", "1961"),
                  "Atlas_Meteorite_Collection": ("erfoud", "2001")}  # collection: (place, established)
# meteorite: (class, find site, year found, total mass kg, main mass kg, fragments, finder or None, collection,
#             fell on (observed falls only) or None, registered on, weathering grade)
MT_METEORITES = {
    "deep-creek-1911": ("IronMeteorite", "kalgoorlie", "1911", "412", "388", 3, "WalterPenhale",
                        "Western_Australian_Museum", None, "1952-03-14", "W2"),
    "deep-creek-1987": ("Chondrite", "whitehorse", "1987", "6.8", "2.9", 5, "RaymondTallchief",
                        "Royal_Ontario_Museum", None, "1989-11-02", "W1"),
    "nullarbor-017": ("Chondrite", "nullarbor_plain", "1999", "1.35", "1.35", 1, "MargaretDunlevy",
                      "Western_Australian_Museum", None, "2001-06-20", "W3"),
    "coonana-springs": ("Mesosiderite", "nullarbor_plain", "1931", "96.5", "71", 2, "WalterPenhale",
                        "Western_Australian_Museum", None, "1953-09-09", "W2"),
    "red-deer-river": ("Pallasite", "red_deer", "1954", "24.2", "18.5", 4, "TomasBergqvist", "Royal_Ontario_Museum",
                       None, "1956-04-27", "W1"),
    AGUAS: ("Achondrite", UBERLANDIA, "2009", "3.4", "1.1", 12, PEDROSA, "Museu_Nacional", "2009-08-23",
            "2010-05-11", "W0"),
    "campo-das-pedras": ("IronMeteorite", SAO_JOAO, "1903", "1520", "1480", 2, None, "Museu_Nacional", None,
                         "1925-01-15", "W1"),
    "oued-zireg": ("Achondrite", "erfoud", "2012", "7.9", "0.98", 40, "HassanOuazzani", "Atlas_Meteorite_Collection",
                   "2012-07-18", "2012-12-03", "W0"),
    "hammada-tafilalt": ("Pallasite", "erfoud", "2004", "45", "12.5", 30, "HassanOuazzani",
                         "Center_for_Meteorite_Studies", None, "2005-10-21", "W2"),
    ROTHENBACH: ("Chondrite", FURTH, "1891", "18.3", "9.7", 2, KRAUSS, NATURKUNDE, "1891-05-09", "1953-02-02", "W1"),
    "elsterwald": ("IronMeteorite", "pirna", "1934", "63", "63", 1, None, NATURKUNDE, None, "1953-02-02", "W2"),
    "salar-de-llamara": ("Chondrite", "calama", "2016", "2.15", "0.6", 9, "CarmenIbarra",
                         "Center_for_Meteorite_Studies", None, "2017-04-04", "W4"),
    "quebrada-honda": ("Mesosiderite", "san_pedro_de_atacama", "2008", "31.5", "28", 2, "CarmenIbarra",
                       "Atlas_Meteorite_Collection", None, "2009-01-30", "W3"),
    "sycamore-wash": ("IronMeteorite", "flagstaff", "1946", "210", "150", 4, "DorothyAskew",
                      "Center_for_Meteorite_Studies", None, "1948-07-12", "W3"),
    "pinto-basin": ("Chondrite", "tucson", "1998", "5.6", "3.2", 3, None, "Center_for_Meteorite_Studies",
                    "1998-02-11", "1998-10-05", "W0"),
}


def _mt(kind: str, *names: str) -> set[str]:
    return {f"{MT}{kind}/{n}" for n in names}


def meteorites_kg() -> str:
    """N-Triples of the meteorite-find register (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{MT}{kind}/{name}", RDF_TYPE, MTO + cls)
        return f"{MT}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, MTO + p, f"{MT}{kind}/{name}")

    for cls, sup in MT_CLASSES.items():
        if sup:
            g.add(MTO + cls, RDFS + "subClassOf", MTO + sup)
    for name in MT_COUNTRIES:
        typed("country", name, "Country")
    for name, country in MT_PLACES.items():
        rel(typed("place", name, "Place"), "country", "country", country)
    for name, (born, home) in MT_FINDERS.items():
        f = typed("finder", name, "Finder")
        g.add(f, MTO + "birthYear", _typed(born, "gYear")), rel(f, "homeTown", "place", home)
    for name, (place, established) in MT_COLLECTIONS.items():
        c = typed("collection", name, "Collection")
        rel(c, "locatedIn", "place", place), g.add(c, MTO + "established", _typed(established, "gYear"))
    for name, fields in MT_METEORITES.items():
        cls, site, year, total, main, fragments, finder, collection, fell, registered, grade = fields
        m = typed("meteorite", name, cls)
        rel(m, "findSite", "place", site), g.add(m, MTO + "yearFound", _typed(year, "gYear"))
        g.add(m, MTO + "totalMassKg", _typed(total, "decimal")), g.add(m, MTO + "mainMassKg", _typed(main, "decimal"))
        g.add(m, MTO + "fragmentCount", _typed(fragments, "integer"))
        if finder:
            rel(m, "foundBy", "finder", finder)
        rel(m, "heldBy", "collection", collection), g.add(m, MTO + "observedFall", _bool(bool(fell)))
        if fell:
            g.add(m, MTO + "fellOn", _typed(fell, "date"))
        g.add(m, MTO + "registeredOn", _typed(registered, "date")), g.add(m, MTO + "weatheringGrade", _lit(grade))
    return g.text()


METEORITES_QUESTIONS = [
    ("What is the total mass of Coonana Springs?", {"96.5"}),
    ("How heavy is the largest piece of Red Deer River?", {"18.5"}),
    ("When was Sycamore Wash found?", {"1946"}),
    ("Who found Salar de Llamara?", _mt("finder", "CarmenIbarra")),
    ("Which meteorites did Hassan Ouazzani find?", _mt("meteorite", "oued-zireg", "hammada-tafilalt")),
    ("Where was Quebrada Honda found?", _mt("place", "san_pedro_de_atacama")),
    ("Which collection holds Águas Claras?", _mt("collection", "Museu_Nacional")),
    ("Which meteorites does the Royal Ontario Museum hold?", _mt("meteorite", "deep-creek-1987", "red-deer-river")),
    ("Which pallasites are there?", _mt("meteorite", "red-deer-river", "hammada-tafilalt")),
    ("Which stony-iron meteorites are there?", _mt("meteorite", "red-deer-river", "hammada-tafilalt",
                                                     "coonana-springs", "quebrada-honda")),
    ("Which iron meteorites are there?", _mt("meteorite", "deep-creek-1911", "campo-das-pedras", "elsterwald",
                                             "sycamore-wash")),
    ("Which meteorites were seen to fall?", _mt("meteorite", AGUAS, "oued-zireg", ROTHENBACH, "pinto-basin")),
    ("When did Oued Zireg fall?", {"2012-07-18"}),
    ("How many fragments of Águas Claras were recovered?", {"12"}),
    ("Which is the heaviest meteorite?", _mt("meteorite", "campo-das-pedras")),
    ("Which meteorite broke into the most pieces?", _mt("meteorite", "oued-zireg")),
    ("Which is the earliest meteorite find?", _mt("meteorite", ROTHENBACH)),
    ("Which meteorites were found after 2005?", _mt("meteorite", AGUAS, "oued-zireg", "salar-de-llamara",
                                                    "quebrada-honda")),
    ("How much does the Deep Creek meteorite found in 1987 weigh?", {"6.8"}),
    ("Who found the Deep Creek meteorite near Kalgoorlie?", _mt("finder", "WalterPenhale")),
    ("When was Tomas Bergqvist born?", {"1921"}),
    ("What is Margaret Dunlevy's home town?", _mt("place", "perth")),
    ("When was the Museum für Naturkunde established?", {"1889"}),
    ("In which country was Hammada Tafilalt found?", _mt("country", "Morocco")),
    ("What is the weathering grade of Salar de Llamara?", {"W4"}),
    ("When was Pinto Basin registered?", {"1998-10-05"}),
    ("How many meteorites does the Western Australian Museum hold?", {"3"}),
    ("How many meteorites did Walter Penhale find?", {"2"}),
    ("Which meteorites were found in Chile?", _mt("meteorite", "salar-de-llamara", "quebrada-honda")),
    ("In which city is the collection that holds Elsterwald?", _mt("place", "berlin")),
    ("Who found the meteorites held by the Atlas Meteorite Collection?", _mt("finder", "CarmenIbarra",
                                                                               "HassanOuazzani")),
    ("When were the meteorites from Erfoud found?", {"2012", "2004"}),
    ("Was Pinto Basin seen to fall?", {"true"}),
    ("Is Red Deer River an observed fall?", {"false"}),
    ("who found sycamore wash", _mt("finder", "DorothyAskew")),
    ("When was Quebrada Hondo found?", {"2008"}),  # misspelt: Honda
    ("How much is Red Deer River worth?", set()),  # no prices
    ("What is the nickel content of Sycamore Wash?", set()),  # no composition
    ("When did Walter Penhale die?", set()),  # birth years only
]
METEORITES_MADE_UP = ["Who found the Silverton Creek meteorite?", "When did Oued Zemmour fall?",
                      "Which meteorites did Margaret Penhale find?", "Which collection holds Campo dos Ventos?",
                      "How heavy is Red Deer Lake?", "When was the Atlas Meteorite Museum established?"]
METEORITES_GRAPHS = [
    ('[("Elsterwald", "year of discovery", ?x)]', {"1934"}),
    ('[("Nullarbor 017", "discovered by", ?x)]', _mt("finder", "MargaretDunlevy")),
    ('[(?x, "kept in collection", "Museu Nacional")]', _mt("meteorite", AGUAS, "campo-das-pedras")),
    ('[("Hammada Tafilalt", "number of pieces", ?x)]', {"30"}),
    ('[("Center for Meteorite Studies", "year founded", ?x)]', {"1961"}),
    ('[(?x, "place of discovery", "Nullarbor Plain")]', _mt("meteorite", "nullarbor-017", "coonana-springs")),
    ('[("Röthenbach", "discovered by", ?f), (?f, "born in year", ?x)]', {"1852"}),
    ('[(?m, "discovered by", "Carmen Ibarra"), (?m, "total weight", ?x)]', {"2.15", "31.5"}),
    ('[("Pinto Basin", "place of discovery", ?p), (?p, "nation", ?x)]', _mt("country", "United_States")),
    ('[("Oued Zireg", "kept in collection", ?c), (?c, "year founded", ?x)]', {"2001"}),
    ('[(?m, "place of discovery", "Erfoud"), (?m, "date it fell", ?x)]', {"2012-07-18"}),
    ('[("Campo das Pedras", "kept in collection", ?c), (?c, "housed in city", ?x)]', _mt("place", "rio_de_janeiro")),
]

# ---- stamps (SKOS: numeric IRIs, English prefLabels with altLabel aliases and abbreviations, skos:broader) ------
PH = "https://stamp-catalogue.example.net/concept/"
PHV = "https://stamp-catalogue.example.net/vocab#"
PH_COUNTRIES = {"101": ("United Kingdom", ["UK", "Great Britain"]),
                "102": ("United States of America", ["USA", "United States"]), "103": ("New Zealand", ["NZ"]),
                "104": ("Faroe Islands", ["Føroyar"]), "105": ("Switzerland", ["Helvetia"]), "106": ("Canada", []),
                "107": ("Netherlands", ["Holland"])}  # country: (prefLabel, altLabels)
PH_CITIES = {"401": ("High Wycombe", [], "101"), "402": ("Haarlem", [], "107"),
             "403": ("La Chaux-de-Fonds", [], "105"), "404": ("Dunedin", [], "103"),
             "405": ("Williamsville", [], "102"),
             "406": ("Browns Summit", [], "102")}  # city: (label, aliases, country)
PH_ADMINS = {"201": ("Royal Mail", [], "101", "1516"),
             "202": ("United States Postal Service", ["USPS"], "102", "1971"),
             "203": ("New Zealand Post", ["NZ Post"], "103", "1987"),
             "204": ("Postverk Føroya", ["Faroese Postal Service"], "104", "1976"),
             "205": ("Swiss Post", ["Die Post", "PTT"], "105", "1849"),
             "206": ("Canada Post", ["Postes Canada"], "106", "1867")}  # (label, aliases, country, established)
PH_PRINTERS = {"301": ("Harrison and Sons", ["Harrisons"], "401"), "302": ("Joh. Enschedé", ["Enschedé"], "402"),
               "303": ("Courvoisier", ["Hélio Courvoisier"], "403"), "304": ("Southern Colour Print", ["SCP"], "404"),
               "305": ("Ashton-Potter", ["Ashton Potter USA"], "405"),
               "306": ("Banknote Corporation of America", ["BCA"], "406")}  # printer: (label, aliases, city)
PH_TYPES = {"501": ("postage stamp", [], None), "502": ("definitive stamp", ["definitive", "regular issue"], "501"),
            "503": ("commemorative stamp", ["commemorative", "special issue"], "501"),
            "504": ("Christmas stamp", ["Xmas stamp"], "503"),
            "505": ("airmail stamp", ["airmail", "air post stamp"], "501"),
            "506": ("semi-postal stamp", ["charity stamp", "semi-postal"], "501"),
            "507": ("souvenir sheet", ["miniature sheet", "M/S"], "501")}  # type: (label, aliases, broader)
PH_DESIGNERS = {"601": ("Edmund Hale", "1912", "101"), "602": ("Lorna Pryce", "1955", "101"),
                "603": ("Ruth Caldwell", "1949", "103"), "604": ("Tane Rewiti", "1963", "103"),
                "605": ("Edvard Joensen", "1958", "104"), "606": ("Pierre Zbinden", "1931", "105"),
                "607": ("Lorraine Whitby", "1966", "106"),
                "608": ("Marcus Delgado", "1972", "102")}  # designer: (prefLabel, birth year, nationality)
PH_STAMPS = {  # stamp: (label, aliases, type, issued by, designer, printer, issue date, face value, currency,
    #                    print run, perforation, catalogue value, withdrawn on or None, self-adhesive)
    "701": ("Highland Thistle", [], "502", "201", "601", "301", "1971-02-15", "0.03", "GBP", 48000000, "15 × 14",
            "0.4", "1982-05-31", False),
    "702": ("Winter Robin", ["Robin Christmas"], "504", "201", "601", "301", "1978-11-22", "0.09", "GBP", 22000000,
            "15 × 14", "0.6", "1979-11-21", False),
    "703": ("Tall Ships Regatta", ["Tall Ships"], "503", "201", "602", "302", "1986-07-08", "0.31", "GBP", 6500000,
            "14", "1.1", None, False),
    "704": ("Kea Definitive", ["Kea"], "502", "203", "603", "304", "1988-04-06", "0.4", "NZD", 30000000,
            "14½ × 14", "0.35", "1996-12-31", False),
    "705": ("Southern Cross Airmail", ["Southern Cross"], "505", "203", "603", "304", "1991-09-17", "1.8", "NZD",
            4200000, "14", "2.4", None, False),
    "706": ("Health Camps 1994", ["Health Stamp 1994"], "506", "203", "604", "304", "1994-07-20", "0.45", "NZD",
            3100000, "14", "0.9", "1995-07-19", False),
    "707": ("Mykines Puffins", ["Puffins"], "503", "204", "605", "303", "1981-05-12", "2.5", "DKK", 900000, "11½",
            "3.2", None, False),
    "708": ("Faroese Christmas 1986", ["Jól 1986"], "504", "204", "605", "303", "1986-11-03", "3", "DKK", 750000,
            "11½", "2.1", None, False),
    "709": ("Pro Juventute Alpine Flowers", ["Alpine Flowers"], "506", "205", "606", "303", "1956-12-01", "0.3",
            "CHF", 5800000, "11½", "1.5", "1957-06-30", False),
    "710": ("Matterhorn Airmail", ["Matterhorn"], "505", "205", "606", "303", "1958-04-28", "1.5", "CHF", 1200000,
            "11½", "12.5", "1972-12-31", False),
    "711": ("Maple Leaf Definitive", ["Maple Leaf"], "502", "206", "607", "305", "1991-12-27", "0.42", "CAD",
            90000000, "13 × 13½", "0.2", "1993-01-14", False),
    "712": ("Bluenose Centenary", ["Bluenose 100"], "503", "206", "607", "305", "2021-05-21", "0.92", "CAD", 2000000,
            "13", "1.1", None, True),
    "713": ("Bison Souvenir Sheet", ["Bison M/S"], "507", "202", "608", "305", "2016-08-25", "2.94", "USD", 700000,
            "11", "6", None, True),
    "714": ("Pacific Clipper Airmail", ["Pacific Clipper"], "505", "202", "608", "306", "1985-02-15", "0.44", "USD",
            25000000, "11", "0.9", None, False),
    "715": ("Winter Wren", [], "504", "201", "602", "301", "1985-11-19", "0.12", "GBP", 20000000, "15 × 14", "0.5",
            "1986-11-18", False),
}


def _ph(*ids: str) -> set[str]:
    return {PH + i for i in ids}


def _phe(key: str) -> set[str]:
    """One concept as gold: its IRI, its prefLabel and its altLabels."""
    if key in PH_DESIGNERS:
        return _ph(key) | {PH_DESIGNERS[key][0]}
    table = next(t for t in (PH_COUNTRIES, PH_CITIES, PH_ADMINS, PH_PRINTERS, PH_TYPES, PH_STAMPS) if key in t)
    return _ph(key) | {table[key][0]} | set(table[key][1])


def stamps_kg() -> str:
    """N-Triples of the philatelic catalogue (SKOS)."""
    g = Graph()

    def concept(key: str, cls: str, label: str, aliases: list, lang: str | None = "en") -> str:
        g.add(PH + key, RDF_TYPE, SKOS + "Concept"), g.add(PH + key, RDF_TYPE, PHV + cls)
        g.add(PH + key, SKOS + "prefLabel", _lit(label, lang))
        for alias in aliases:
            g.add(PH + key, SKOS + "altLabel", _lit(alias, "en"))
        return PH + key

    for key, (label, aliases) in PH_COUNTRIES.items():
        concept(key, "Country", label, aliases)
    for key, (label, aliases, country) in PH_CITIES.items():
        g.add(concept(key, "City", label, aliases), PHV + "inCountry", PH + country)
    for key, (label, aliases, country, established) in PH_ADMINS.items():
        a = concept(key, "PostalAdministration", label, aliases)
        g.add(a, PHV + "servesCountry", PH + country), g.add(a, PHV + "establishedYear", _typed(established, "gYear"))
    for key, (label, aliases, city) in PH_PRINTERS.items():
        g.add(concept(key, "Printer", label, aliases), PHV + "basedIn", PH + city)
    for key, (label, aliases, broader) in PH_TYPES.items():
        t = concept(key, "StampType", label, aliases)
        if broader:
            g.add(t, SKOS + "broader", PH + broader)
    for key, (name, born, nationality) in PH_DESIGNERS.items():
        d = concept(key, "Designer", name, [], None)
        g.add(d, PHV + "birthYear", _typed(born, "gYear")), g.add(d, PHV + "nationality", PH + nationality)
    for key, fields in PH_STAMPS.items():
        label, aliases, kind, admin, designer, printer, issued, face, currency, run, perf, value, gone, sticky = fields
        s = concept(key, "Stamp", label, aliases)
        g.add(s, PHV + "stampType", PH + kind), g.add(s, PHV + "issuedBy", PH + admin)
        g.add(s, PHV + "designedBy", PH + designer), g.add(s, PHV + "printedBy", PH + printer)
        g.add(s, PHV + "issueDate", _typed(issued, "date"))
        if gone:
            g.add(s, PHV + "withdrawnOn", _typed(gone, "date"))
        g.add(s, PHV + "faceValue", _typed(face, "decimal")), g.add(s, PHV + "currency", _lit(currency))
        g.add(s, PHV + "printRun", _typed(run, "integer")), g.add(s, PHV + "perforation", _lit(perf))
        g.add(s, PHV + "catalogueValue", _typed(value, "decimal")), g.add(s, PHV + "selfAdhesive", _bool(sticky))
    return g.text()


STAMPS_QUESTIONS = [
    ("Who designed the Kea Definitive?", _phe("603")),
    ("Which stamps did Edmund Hale design?", _ph("701", "702")),
    ("Who printed the Matterhorn Airmail?", _phe("303")),
    ("Which stamps did Courvoisier print?", _ph("707", "708", "709", "710")),
    ("When was the Tall Ships Regatta stamp issued?", {"1986-07-08"}),
    ("What is the face value of the Southern Cross Airmail?", {"1.8"}),
    ("What is the catalogue value of the Matterhorn stamp?", {"12.5"}),
    ("How many copies of Winter Robin were printed?", {"22000000"}),
    ("What is the perforation of the Mykines Puffins stamp?", {"11½"}),
    ("When was the Highland Thistle withdrawn?", {"1982-05-31"}),
    ("Which airmail stamps are there?", _ph("705", "710", "714")),
    ("Which commemorative stamps are there?", _ph("702", "703", "707", "708", "712", "715")),
    ("Which Christmas stamps are there?", _ph("702", "708", "715")),
    ("What kind of stamp is Pro Juventute Alpine Flowers?", _phe("506")),
    ("Which stamps did NZ Post issue?", _ph("704", "705", "706")),
    ("Who issued the Bluenose Centenary stamp?", _phe("206")),
    ("Where is Joh. Enschedé based?", _phe("402")),
    ("In which country is Southern Colour Print based?", _phe("103")),
    ("When was Postverk Føroya established?", {"1976"}),
    ("When was Pierre Zbinden born?", {"1931"}),
    ("What nationality is Lorraine Whitby?", _phe("106")),
    ("Which is the most valuable stamp?", _phe("710")),
    ("Which stamp had the largest print run?", _phe("711")),
    ("Which is the oldest stamp?", _phe("709")),
    ("Which stamps were issued before 1970?", _ph("709", "710")),
    ("How many stamps has Royal Mail issued?", {"4"}),
    ("What is the full name of USPS?", {"United States Postal Service"}),
    ("Which stamps were designed by New Zealanders?", _ph("704", "705", "706")),
    ("Who printed the stamps designed by Marcus Delgado?", _ph("305", "306")),
    ("Who designed the stamps issued by Swiss Post?", _phe("606")),
    ("Is the Bison Souvenir Sheet self-adhesive?", {"true"}),
    ("Is the Kea Definitive self-adhesive?", {"false"}),
    ("In what currency is the Mykines Puffins stamp?", {"DKK"}),
    ("How many airmail stamps are there?", {"3"}),
    ("When were Ruth Caldwell's stamps issued?", {"1988-04-06", "1991-09-17"}),
    ("who printed the winter wren stamp", _phe("301")),
    ("When was the Bluenose Centenery issued?", {"2021-05-21"}),  # misspelt: Centenary
    ("Who engraved the Matterhorn Airmail?", set()),  # no engravers
    ("What paper was the Kea Definitive printed on?", set()),  # no paper
    ("When did Edmund Hale die?", set()),  # birth years only
]
STAMPS_MADE_UP = ["Who designed the Kaka Definitive?", "When was the Winter Sparrow stamp issued?",
                  "Which stamps did Pierre Caldwell design?", "Who printed the Eiger Airmail?",
                  "Where is Cartor Security Printing based?", "When was Posta Islandia established?"]
STAMPS_GRAPHS = [
    ('[("Tall Ships Regatta", "artist", ?x)]', _phe("602")),
    ('[("Kea Definitive", "date of release", ?x)]', {"1988-04-06"}),
    ('[(?x, "produced by printer", "Harrison and Sons")]', _ph("701", "702", "715")),
    ('[("Canada Post", "year set up", ?x)]', {"1867"}),
    ('[("Bison Souvenir Sheet", "denomination", ?x)]', {"2.94"}),
    ('[(?x, "released by", "Postverk Føroya")]', _ph("707", "708")),
    ('[("Pacific Clipper Airmail", "produced by printer", ?p), (?p, "home city", ?x)]', _phe("406")),
    ('[(?s, "artist", "Edvard Joensen"), (?s, "number printed", ?x)]', {"900000", "750000"}),
    ('[("Health Camps 1994", "artist", ?d), (?d, "born in year", ?x)]', {"1963"}),
    ('[("Highland Thistle", "released by", ?a), (?a, "country of operation", ?x)]', _phe("101")),
    ('[(?s, "category", "airmail stamp"), (?s, "market value", ?x)]', {"2.4", "12.5", "0.9"}),
    ('[("Winter Wren", "category", ?t), (?t, "parent category", ?x)]', _phe("503")),
]

# ---- lifeboats (schema.org: slug IRIs, address / length / speed blank nodes, blank Roles and IRI OrganizationRoles) --
LB = "https://lifeboat-heritage.example.org/"
LBV = "https://lifeboat-heritage.example.org/vocab#"
LB_COUNTRIES = {"england": ("England", []), "wales": ("Wales", ["Cymru"]), "scotland": ("Scotland", []),
                "ireland": ("Ireland", ["Éire"])}  # country: (name, alternate names)
LB_TOWNS = {"porthcarrow": ("Porthcarrow", [], "england"), "saltcombe": ("Saltcombe", [], "england"),
            "cresswell-haven": ("Cresswell Haven", [], "england"), "skerrow": ("Skerrow", [], "scotland"),
            "llanfaelog": ("Llanfaelog", [], "wales"), "st-brannocks": ("St Brannock's", [], "wales"),
            "kilmurry-bay": ("Kilmurry Bay", [], "ireland"), "dunmorey": ("Dunmorey", [], "ireland"),
            "padstow": ("Padstow", [], "england"), "cowes": ("Cowes", [], "england"),
            "appledore": ("Appledore", [], "england")}  # town: (name, alternate names, country)
LB_INSTITUTIONS = {"cli": ("Coastal Lifeboat Institution", ["CLI"], "1824"),
                   "ila": ("Independent Lifeboat Association", ["ILA"], "1967")}  # (name, alternate names, founded)
LB_STATIONS = {  # station: (name, alternate names, town, founded, institution, street address, postcode)
    "porthcarrow": ("Porthcarrow Lifeboat Station", [], "porthcarrow", "1859", "cli", "Harbour Road", "TR19 6JX"),
    "saltcombe": ("Saltcombe Lifeboat Station", [], "saltcombe", "1866", "cli", "Fore Street", "TQ8 8BU"),
    "cresswell-haven": ("Cresswell Haven Lifeboat Station", ["Cresswell Haven Rescue"], "cresswell-haven", "1903",
                        "ila", "Quay Lane", "NE61 5LA"),
    "skerrow": ("Skerrow Lifeboat Station", [], "skerrow", "1872", "cli", "Pier Brae", "KW17 2QT"),
    "llanfaelog": ("Llanfaelog Lifeboat Station", ["Gorsaf Bad Achub Llanfaelog"], "llanfaelog", "1891", "cli",
                   "Ffordd y Traeth", "LL63 5TP"),
    "st-brannocks": ("St Brannock's Lifeboat Station", [], "st-brannocks", "1880", "cli", "Slipway Road", "SA62 3RD"),
    "kilmurry-bay": ("Kilmurry Bay Lifeboat Station", [], "kilmurry-bay", "1914", "cli", "Main Street", "V15 K2W3"),
    "dunmorey": ("Dunmorey Lifeboat Station", [], "dunmorey", "1925", "ila", "The Strand", "P81 X2C4"),
}
LB_CLASSES = {"merlin": ("Merlin class", ["Merlin"]), "tern": ("Tern class", []),
              "skua": ("Skua class", ["Skua inshore lifeboat"]), "petrel": ("Petrel class", [])}
LB_YARDS = {"trevose-marine": ("Trevose Marine", [], "padstow", "1948"),
            "lowther-pask": ("Lowther & Pask Boatbuilders", [], "cowes", "1889"),
            "harbour-yard": ("Harbour Yard Appledore", [], "appledore", "1902")}  # (name, alt names, town, founded)
LB_BOATS = {  # boat: (name, operational number, class, builder, built, entered service, length m, speed knots,
    #                  survivor capacity, [(station, from, until or None)])
    "spirit-of-porthcarrow": ("Spirit of Porthcarrow", "ON 1312", "merlin", "trevose-marine", "2011-03-18",
                              "2011-09-02", "13.6", "25", 79, [("porthcarrow", "2011-09-02", None)]),
    "anne-trevithick": ("Anne Trevithick", "ON 1098", "tern", "lowther-pask", "1984-05-11", "1984-11-20", "14.3", "17",
                        60, [("porthcarrow", "1984-11-20", "2011-09-02"), ("saltcombe", "2011-10-01", "2019-04-30")]),
    "elsie-and-walter-brice": ("Elsie and Walter Brice", "ON 1201", "tern", "lowther-pask", "1995-02-23",
                               "1995-07-15", "14.3", "17", 60,
                               [("saltcombe", "1995-07-15", "2011-10-01"), ("dunmorey", "2012-03-01", None)]),
    "hope-of-saltcombe": ("Hope of Saltcombe", "ON 1340", "merlin", "trevose-marine", "2019-01-25", "2019-05-01",
                          "13.6", "25", 79, [("saltcombe", "2019-05-01", None)]),
    "lady-of-skerrow": ("Lady of Skerrow", "ON 1155", "tern", "harbour-yard", "1990-06-30", "1991-01-12", "14.3", "17",
                        60, [("skerrow", "1991-01-12", None)]),
    "ivy-pengelly": ("Ivy Pengelly", "ON 944", "petrel", "harbour-yard", "1961-08-04", "1962-02-17", "11.3", "9", 35,
                     [("porthcarrow", "1962-02-17", "1984-11-20"), ("kilmurry-bay", "1985-03-01", "1999-06-30")]),
    "the-brothers-bevan": ("The Brothers Bevan", "ON 1263", "merlin", "trevose-marine", "2003-09-12", "2004-04-03",
                           "13.6", "25", 79, [("st-brannocks", "2004-04-03", None)]),
    "hope-of-kilmurry": ("Hope of Kilmurry", "ON 1224", "tern", "lowther-pask", "1998-11-06", "1999-07-01", "14.3",
                         "17", 60, [("kilmurry-bay", "1999-07-01", None)]),
    "marjorie-shaw": ("Marjorie Shaw", "B-872", "skua", "trevose-marine", "2014-04-22", "2014-08-09", "8.4", "35", 20,
                      [("cresswell-haven", "2014-08-09", None)]),
    "frederick-kitto": ("Frederick Kitto", "D-801", "skua", "lowther-pask", "2016-10-03", "2017-02-14", "8.4", "32",
                        20, [("llanfaelog", "2017-02-14", None)]),
}
LB_PEOPLE = {  # person: (name, alternate names, birth date, birthplace, award or None)
    "tom-pengelly": ("Tom Pengelly", [], "1931-10-05", "porthcarrow", "Silver Medal for Gallantry"),
    "jack-trevithick": ("Jack Trevithick", [], "1948-02-11", "porthcarrow", "Bronze Medal for Gallantry"),
    "jenna-trevithick": ("Jenna Trevithick", [], "1979-07-30", "porthcarrow", None),
    "david-hosking": ("David Hosking", [], "1969-08-08", "saltcombe", None),
    "morag-sinclair": ("Morag Sinclair", [], "1962-09-09", "skerrow", None),
    "eilidh-macleod": ("Eilidh MacLeod", [], "1976-05-14", "skerrow", None),
    "rhys-bevan": ("Rhys Bevan", [], "1970-03-22", "st-brannocks", None),
    "alun-pritchard": ("Alun Pritchard", [], "1985-12-01", "llanfaelog", None),
    "sean-dorgan": ("Seán Dorgan", ["Sean Dorgan"], "1958-01-19", "kilmurry-bay", None),
    "niamh-dorgan": ("Niamh Dorgan", [], "1988-06-25", "kilmurry-bay", None),
    "padraig-kiely": ("Pádraig Kiely", [], "1966-11-02", "dunmorey", None),
    "colin-mearns": ("Colin Mearns", [], "1972-04-17", "cresswell-haven", None),
}
LB_CREW = [  # (station, person, role name, start, end or None); role IRIs …/crew-role/1, 2, …
    ("porthcarrow", "tom-pengelly", "coxswain", "1958-04-01", "1986-03-31"),
    ("porthcarrow", "jack-trevithick", "mechanic", "1972-05-01", "1986-03-31"),
    ("porthcarrow", "jack-trevithick", "coxswain", "1986-04-01", "2008-12-31"),
    ("porthcarrow", "jenna-trevithick", "coxswain", "2009-01-01", None),
    ("saltcombe", "david-hosking", "coxswain", "1997-06-01", None),
    ("skerrow", "morag-sinclair", "coxswain", "1990-02-01", "2015-05-31"),
    ("skerrow", "eilidh-macleod", "mechanic", "2001-03-01", "2015-05-31"),
    ("skerrow", "eilidh-macleod", "coxswain", "2015-06-01", None),
    ("st-brannocks", "rhys-bevan", "coxswain", "2002-09-01", None),
    ("llanfaelog", "alun-pritchard", "helm", "2016-11-01", None),
    ("kilmurry-bay", "sean-dorgan", "coxswain", "1989-05-01", "2018-04-30"),
    ("kilmurry-bay", "niamh-dorgan", "coxswain", "2018-05-01", None),
    ("dunmorey", "padraig-kiely", "coxswain", "2012-03-01", None),
    ("cresswell-haven", "colin-mearns", "helm", "2014-08-01", None),
]
LB_RESCUES = {  # rescue: (name, date, station, lifeboat, lives saved)
    "morwenna": ("Rescue of the Morwenna", "1979-12-19", "porthcarrow", "ivy-pengelly", 8),
    "kittiwake": ("Rescue of the Kittiwake", "1997-10-26", "porthcarrow", "anne-trevithick", 4),
    "north-star": ("Rescue of the North Star", "2002-01-03", "skerrow", "lady-of-skerrow", 11),
    "aisling-ban": ("Rescue of the Aisling Bán", "1993-08-14", "kilmurry-bay", "ivy-pengelly", 6),
    "carrig-mor": ("Rescue of the Carrig Mór", "2020-02-09", "dunmorey", "elsie-and-walter-brice", 3),
}
LB_NAMES = {"country": LB_COUNTRIES, "town": LB_TOWNS, "institution": LB_INSTITUTIONS, "station": LB_STATIONS,
            "class": LB_CLASSES, "yard": LB_YARDS, "person": LB_PEOPLE,
            "boat": {k: (v[0], []) for k, v in LB_BOATS.items()},
            "rescue": {k: (v[0], []) for k, v in LB_RESCUES.items()}}


def _lb(kind: str, *keys: str) -> set[str]:
    return {f"{LB}{kind}/{k}" for k in keys}


def _lbe(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI, its name and its alternate names."""
    return _lb(kind, key) | {LB_NAMES[kind][key][0]} | set(LB_NAMES[kind][key][1])


def lifeboats_kg() -> str:
    """N-Triples of the lifeboat-station heritage site (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{LB}{kind}/{key}"
        name, aliases = LB_NAMES[kind][key][:2]
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(name))
        for alias in aliases:
            g.add(s, SCHEMA + "alternateName", _lit(alias))
        return s

    def quantity(s: str, prop: str, node: str, value: str, unit: tuple[str, str]) -> None:
        g.add(s, SCHEMA + prop, node), g.add(node, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(node, SCHEMA + "value", _typed(value, "decimal")), g.add(node, SCHEMA + unit[0], _lit(unit[1]))

    for key in LB_COUNTRIES:
        thing("country", key, "Country")
    for key, (_, _, country) in LB_TOWNS.items():
        g.add(thing("town", key, "City"), SCHEMA + "containedInPlace", f"{LB}country/{country}")
    for key, (_, _, founded) in LB_INSTITUTIONS.items():
        g.add(thing("institution", key, "NGO"), SCHEMA + "foundingDate", _typed(founded, "gYear"))
    for key, (_, _, town, founded, institution, street, postcode) in LB_STATIONS.items():
        s = thing("station", key, "EmergencyService")
        g.add(s, SCHEMA + "foundingDate", _typed(founded, "gYear")), g.add(s, SCHEMA + "location", f"{LB}town/{town}")
        g.add(s, SCHEMA + "parentOrganization", f"{LB}institution/{institution}")
        a = f"_:address-{key}"
        g.add(s, SCHEMA + "address", a), g.add(a, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(a, SCHEMA + "streetAddress", _lit(street)), g.add(a, SCHEMA + "postalCode", _lit(postcode))
        g.add(a, SCHEMA + "addressLocality", _lit(LB_TOWNS[town][0]))
        g.add(a, SCHEMA + "addressCountry", _lit(LB_COUNTRIES[LB_TOWNS[town][2]][0]))
    for key in LB_CLASSES:
        thing("class", key, "ProductModel")
    for key, (_, _, town, founded) in LB_YARDS.items():
        y = thing("yard", key, "Organization")
        g.add(y, SCHEMA + "location", f"{LB}town/{town}"), g.add(y, SCHEMA + "foundingDate", _typed(founded, "gYear"))
    for key, (_, _, born, place, award) in LB_PEOPLE.items():
        p = thing("person", key, "Person")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date")), g.add(p, SCHEMA + "birthPlace", f"{LB}town/{place}")
        if award:
            g.add(p, SCHEMA + "award", _lit(award))
    for key, fields in LB_BOATS.items():
        _, number, cls, yard, built, service, length, speed, capacity, postings = fields
        b = thing("boat", key, "Vehicle")
        g.add(b, SCHEMA + "identifier", _lit(number)), g.add(b, SCHEMA + "model", f"{LB}class/{cls}")
        g.add(b, SCHEMA + "manufacturer", f"{LB}yard/{yard}")
        g.add(b, SCHEMA + "productionDate", _typed(built, "date"))
        g.add(b, SCHEMA + "dateVehicleFirstRegistered", _typed(service, "date"))
        g.add(b, SCHEMA + "seatingCapacity", _typed(capacity, "integer"))
        quantity(b, "length", f"_:length-{key}", length, ("unitCode", "MTR"))
        quantity(b, "speed", f"_:speed-{key}", speed, ("unitText", "knots"))
        for i, (station, start, end) in enumerate(postings, 1):
            r = f"_:posting-{key}-{i}"
            g.add(b, SCHEMA + "location", r), g.add(r, RDF_TYPE, SCHEMA + "Role")
            g.add(r, SCHEMA + "location", f"{LB}station/{station}")
            g.add(r, SCHEMA + "startDate", _typed(start, "date"))
            if end:
                g.add(r, SCHEMA + "endDate", _typed(end, "date"))
    for i, (station, person, role, start, end) in enumerate(LB_CREW, 1):
        r = f"{LB}crew-role/{i}"
        g.add(f"{LB}station/{station}", SCHEMA + "member", r), g.add(r, RDF_TYPE, SCHEMA + "OrganizationRole")
        g.add(r, SCHEMA + "member", f"{LB}person/{person}"), g.add(r, SCHEMA + "roleName", _lit(role))
        g.add(r, SCHEMA + "startDate", _typed(start, "date"))
        if end:
            g.add(r, SCHEMA + "endDate", _typed(end, "date"))
    for key, (_, day, station, boat, saved) in LB_RESCUES.items():
        e = thing("rescue", key, "Event")
        g.add(e, SCHEMA + "startDate", _typed(day, "date")), g.add(e, SCHEMA + "location", f"{LB}station/{station}")
        g.add(e, LBV + "lifeboat", f"{LB}boat/{boat}"), g.add(e, LBV + "livesSaved", _typed(saved, "integer"))
    return g.text()


LIFEBOATS_QUESTIONS = [
    ("When was Porthcarrow Lifeboat Station founded?", {"1859"}),
    ("Where is the Skerrow Lifeboat Station?", _lbe("town", "skerrow")),
    ("What is the postcode of Saltcombe Lifeboat Station?", {"TQ8 8BU"}),
    ("Which organisation runs Dunmorey Lifeboat Station?", _lbe("institution", "ila")),
    ("Which stations belong to the Independent Lifeboat Association?", _lb("station", "cresswell-haven", "dunmorey")),
    ("What class of lifeboat is Hope of Kilmurry?", _lbe("class", "tern")),
    ("Which lifeboats are Merlin class?", _lb("boat", "spirit-of-porthcarrow", "hope-of-saltcombe",
                                              "the-brothers-bevan")),
    ("Who built Lady of Skerrow?", _lbe("yard", "harbour-yard")),
    ("Which lifeboats did Trevose Marine build?", _lb("boat", "spirit-of-porthcarrow", "hope-of-saltcombe",
                                                      "the-brothers-bevan", "marjorie-shaw")),
    ("How long is Frederick Kitto?", {"8.4"}),
    ("How fast is The Brothers Bevan?", {"25"}),
    ("How many survivors can Ivy Pengelly carry?", {"35"}),
    ("What is the operational number of Anne Trevithick?", {"ON 1098"}),
    ("When was Elsie and Walter Brice built?", {"1995-02-23"}),
    ("When did Hope of Saltcombe enter service?", {"2019-05-01"}),
    ("Which lifeboats have served at Porthcarrow Lifeboat Station?", _lb("boat", "spirit-of-porthcarrow",
                                                                         "anne-trevithick", "ivy-pengelly")),
    ("At which stations has Anne Trevithick served?", _lb("station", "porthcarrow", "saltcombe")),
    ("When did Anne Trevithick leave Saltcombe?", {"2019-04-30"}),
    ("Who is the coxswain of Kilmurry Bay Lifeboat Station now?", _lbe("person", "niamh-dorgan")),
    ("When did Jack Trevithick become coxswain at Porthcarrow?", {"1986-04-01"}),
    ("Who have been coxswains of Skerrow Lifeboat Station?", _lb("person", "morag-sinclair", "eilidh-macleod")),
    ("When was Jenna Trevithick born?", {"1979-07-30"}),
    ("Where was Pádraig Kiely born?", _lbe("town", "dunmorey")),
    ("Which award did Tom Pengelly receive?", {"Silver Medal for Gallantry"}),
    ("Which is the fastest lifeboat?", _lbe("boat", "marjorie-shaw")),
    ("Which is the oldest lifeboat?", _lbe("boat", "ivy-pengelly")),
    ("Which is the oldest lifeboat station?", _lbe("station", "porthcarrow")),
    ("Which lifeboats entered service before 1990?", _lb("boat", "anne-trevithick", "ivy-pengelly")),
    ("How many lifeboats did Lowther & Pask Boatbuilders build?", {"4"}),
    ("How many lives were saved in the Rescue of the North Star?", {"11"}),
    ("Which lifeboat carried out the Rescue of the Morwenna?", _lbe("boat", "ivy-pengelly")),
    ("When did the Rescue of the Aisling Bán take place?", {"1993-08-14"}),
    ("Which rescues was Ivy Pengelly involved in?", _lb("rescue", "morwenna", "aisling-ban")),
    ("In which country is St Brannock's Lifeboat Station?", _lbe("country", "wales")),
    ("Where is the boatyard that built Marjorie Shaw?", _lbe("town", "padstow")),
    ("who is the helm at llanfaelog lifeboat station", _lbe("person", "alun-pritchard")),
    ("When was the Cresswell Haven Lifeboat Staton founded?", {"1903"}),  # misspelt: Station
    ("How much did Spirit of Porthcarrow cost?", set()),  # no prices
    ("How many volunteers does Skerrow Lifeboat Station have?", set()),  # no crew sizes
    ("When did Tom Pengelly die?", set()),  # birth dates only
]
LIFEBOATS_MADE_UP = ["When was Porthkerris Lifeboat Station founded?", "Who built Spirit of Polperro?",
                     "When was Jenna Pengelly born?", "Which lifeboats are Albatross class?",
                     "Where was Seán Kiely born?", "How long is Lady of Kilmurry?"]
LIFEBOATS_GRAPHS = [
    ('[("Lady of Skerrow", "design class", ?x)]', _lbe("class", "tern")),
    ('[("Spirit of Porthcarrow", "construction date", ?x)]', {"2011-03-18"}),
    ('[(?x, "operated by", "Coastal Lifeboat Institution")]', _lb("station", "porthcarrow", "saltcombe", "skerrow",
                                                                   "llanfaelog", "st-brannocks", "kilmurry-bay")),
    ('[("Rhys Bevan", "date of birth", ?x)]', {"1970-03-22"}),
    ('[("Rescue of the Kittiwake", "people rescued", ?x)]', {"4"}),
    ('[("Kilmurry Bay Lifeboat Station", "year established", ?x)]', {"1914"}),
    ('[("Marjorie Shaw", "constructed by", ?y), (?y, "year established", ?x)]', {"1948"}),
    ('[(?r, "rescue boat", "Lady of Skerrow"), (?r, "date of rescue", ?x)]', {"2002-01-03"}),
    ('[("Saltcombe Lifeboat Station", "crew post", ?r), (?r, "crew member", ?x)]', _lbe("person", "david-hosking")),
    ('[(?r, "crew member", "Eilidh MacLeod"), (?r, "began on", ?x)]', {"2001-03-01", "2015-06-01"}),
    ('[("Pádraig Kiely", "place of birth", ?t), (?t, "part of country", ?x)]', _lbe("country", "ireland")),
    ('[(?b, "design class", "Skua class"), (?b, "top speed", ?x)]', {"35", "32"}),
]

# ---- organs (a W3C Direct Mapping export: row IRIs, table#column properties, ref- foreign keys, link tables) ----
OG = "https://organ-archive.example.org/db/"
OG_BUILDERS = {1: ("Hallworth & Sons", 1846, "Leeds"), 2: ("Orgelbau Brenninger", 1902, "Passau"),
               3: ("Maison Dufresne", 1861, "Rouen"), 4: ("Vester Orgelbyggeri", 1934, "Odense"),
               5: ("Pellham Organ Company", 1921, "Boston"),
               6: ("Kirkby Organ Works", 1978, "York")}  # builder: (name, founded, workshop town)
OG_VENUES = {1: ("St Mary's Church", "Kelby", 1348, "parish church"),
             2: ("St Mary's Church", "Ashwell Green", 1862, "parish church"),
             3: ("Kelby Town Hall", "Kelby", 1889, "town hall"),
             4: ("Église Sainte-Aldegonde", "Bréville", 1512, "church"),
             5: ("Stadtkirche Wendelstein", "Wendelstein", 1467, "church"),
             6: ("Nørre Kirke", "Svendborg", 1883, "church"),
             7: ("Trinity Concert Hall", "Brookline", 1925, "concert hall"),
             8: ("Holy Cross Cathedral", "Fairhaven", 1871, "cathedral")}  # venue: (name, town, built, type)
OG_ORGANS = {  # organ: (name, venue, builder, built, manuals, stops, pipes, action, listed)
    201: ("Chancel Organ", 1, 1, 1868, 2, 24, 1350, "mechanical", True),
    202: ("West Gallery Organ", 2, 1, 1871, 2, 18, 1020, "mechanical", False),
    203: ("Grand Organ", 3, 1, 1892, 4, 72, 4620, "electro-pneumatic", True),
    204: ("Grand Orgue", 4, 3, 1878, 3, 46, 2880, "mechanical", True),
    205: ("Orgue de chœur", 4, 3, 1884, 2, 16, 940, "mechanical", False),
    206: ("Hauptorgel", 5, 2, 1911, 3, 52, 3410, "pneumatic", True),
    207: ("Schwalbennestorgel", 5, 2, 1926, 1, 9, 540, "pneumatic", False),
    208: ("Hovedorgel", 6, 4, 1958, 3, 41, 2760, "mechanical", True),
    209: ("Pellham Concert Organ", 7, 5, 1927, 4, 88, 5915, "electro-pneumatic", False),
    210: ("Memorial Organ", 8, 5, 1948, 3, 37, 2232, "electro-pneumatic", False),
}
OG_ORGANISTS = {1: ("Harriet", "Voss", 1971), 2: ("Gérard", "Lemaire", 1948), 3: ("Anneliese", "Kuhn", 1983),
                4: ("Mikkel", "Dahl", 1959), 5: ("Daniel", "Okafor", 1990),
                6: ("Owen", "Hallworth", 1935)}  # organist: (first name, last name, born)
OG_APPOINTMENTS = {301: (6, 3, 1961, 1999), 302: (6, 1, 1958, 1961), 303: (1, 3, 1999, None),
                   304: (2, 4, 1974, 2013), 305: (3, 5, 2010, None), 306: (4, 6, 1988, None),
                   307: (5, 7, 2018, None), 308: (5, 8, 2012, 2018)}  # (organist, venue, start, end or None)
OG_RESTORATIONS = {401: (201, 6, 1994, "48000"), 402: (203, 6, 1987, "212000"), 403: (203, 6, 2015, "365000"),
                   404: (204, 3, 1936, None), 405: (204, 1, 2002, "410000"), 406: (206, 2, 1989, "260000"),
                   407: (202, 6, 2009, "61500"),
                   408: (209, 5, 1998, "530000")}  # restoration: (organ, builder, completed, cost EUR or None)


def _og(table: str, *ids: int) -> set[str]:
    return {f"{OG}{table}/id={i}" for i in ids}


def _oge(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the name in its table's name column (organists have none)."""
    tables = {"builder": OG_BUILDERS, "venue": OG_VENUES, "organ": OG_ORGANS}
    return _og(table, key) | ({tables[table][key][0]} if table in tables else set())


def organs_kg() -> str:
    """N-Triples of the pipe-organ inventory (W3C Direct Mapping of its database)."""
    g = Graph()

    def row(table: str, key: int, columns: dict, refs: dict) -> None:
        s = f"{OG}{table}/id={key}"
        g.add(s, RDF_TYPE, OG + table), g.add(s, f"{OG}{table}#id", _typed(key, "integer"))
        for column, value in columns.items():
            if value is not None:
                g.add(s, f"{OG}{table}#{column}", _typed(*value) if isinstance(value, tuple) else _lit(value))
        for column, (target, value) in refs.items():
            g.add(s, f"{OG}{table}#{column}", _typed(value, "integer"))
            g.add(s, f"{OG}{table}#ref-{column}", f"{OG}{target}/id={value}")

    for key, (name, founded, town) in OG_BUILDERS.items():
        row("builder", key, {"builder_name": name, "founded_year": (founded, "integer"), "workshop_town": town}, {})
    for key, (name, town, built, kind) in OG_VENUES.items():
        row("venue", key, {"venue_name": name, "town": town, "built_year": (built, "integer"), "venue_type": kind}, {})
    for key, (name, venue, builder, built, manuals, stops, pipes, action, listed) in OG_ORGANS.items():
        row("organ", key, {"organ_name": name, "built_year": (built, "integer"), "manuals": (manuals, "integer"),
                           "stops": (stops, "integer"), "pipes": (pipes, "integer"), "action": action,
                           "is_listed": (str(listed).lower(), "boolean")},
            {"venue_id": ("venue", venue), "builder_id": ("builder", builder)})
    for key, (first, last, born) in OG_ORGANISTS.items():
        row("organist", key, {"first_name": first, "last_name": last, "birth_year": (born, "integer")}, {})
    for key, (organist, venue, start, end) in OG_APPOINTMENTS.items():
        row("appointment", key, {"start_year": (start, "integer"), "end_year": (end, "integer") if end else None},
            {"organist_id": ("organist", organist), "venue_id": ("venue", venue)})
    for key, (organ, builder, completed, cost) in OG_RESTORATIONS.items():
        row("restoration", key, {"completed_year": (completed, "integer"),
                                 "cost_eur": (cost, "decimal") if cost else None},
            {"organ_id": ("organ", organ), "builder_id": ("builder", builder)})
    return g.text()


ORGANS_QUESTIONS = [
    ("How many stops does the Hauptorgel have?", {"52"}),
    ("How many manuals does the Grand Orgue have?", {"3"}),
    ("Who built the Pellham Concert Organ?", _oge("builder", 5)),
    ("Which organs did Hallworth & Sons build?", _og("organ", 201, 202, 203)),
    ("When was the Schwalbennestorgel built?", {"1926"}),
    ("Where is the workshop of Orgelbau Brenninger?", {"Passau"}),
    ("When was Maison Dufresne founded?", {"1861"}),
    ("Where is the Hovedorgel?", _oge("venue", 6)),
    ("Which organs are in the Stadtkirche Wendelstein?", _og("organ", 206, 207)),
    ("What kind of action does the Chancel Organ have?", {"mechanical"}),
    ("Which organs have electro-pneumatic action?", _og("organ", 203, 209, 210)),
    ("Which organs are listed?", _og("organ", 201, 203, 204, 206, 208)),
    ("Is the Memorial Organ listed?", {"false"}),
    ("Which organ has the most pipes?", _oge("organ", 209)),
    ("Which is the oldest organ?", _oge("organ", 201)),
    ("Which organs were built before 1900?", _og("organ", 201, 202, 203, 204, 205)),
    ("How many organs did the Pellham Organ Company build?", {"2"}),
    ("Who restored the Grand Orgue?", _og("builder", 3, 1)),
    ("When was the Hauptorgel restored?", {"1989"}),
    ("How much did the restoration of the West Gallery Organ cost?", {"61500"}),
    ("Which organs has Kirkby Organ Works restored?", _og("organ", 201, 202, 203)),
    ("When was Anneliese Kuhn born?", {"1983"}),
    ("Where does Mikkel Dahl play?", _oge("venue", 6)),
    ("Who is the organist of Trinity Concert Hall?", _oge("organist", 5)),
    ("When did Gérard Lemaire become organist of Église Sainte-Aldegonde?", {"1974"}),
    ("How many pipes does the organ in St Mary's Church in Ashwell Green have?", {"1020"}),
    ("When was St Mary's Church in Kelby built?", {"1348"}),
    ("In which town is Nørre Kirke?", {"Svendborg"}),
    ("Which organs are in Kelby?", _og("organ", 201, 203)),
    ("Who built the organs in the Église Sainte-Aldegonde?", _oge("builder", 3)),
    ("Where has Owen Hallworth been organist?", _og("venue", 1, 3)),
    ("Which organs have more than 50 stops?", _og("organ", 203, 206, 209)),
    ("How many restorations has the Grand Organ had?", {"2"}),
    ("When did Daniel Okafor leave Holy Cross Cathedral?", {"2018"}),
    ("how many stops does the pellham concert organ have", {"88"}),
    ("Who built the Schwalbenestorgel?", _oge("builder", 2)),  # misspelt: Schwalbennestorgel
    ("What pitch is the Hovedorgel tuned to?", set()),  # no tuning
    ("Who paid for the Grand Organ?", set()),  # no donors
    ("When did Harriet Voss die?", set()),  # birth years only
]
ORGANS_MADE_UP = ["Who built the Jubilee Organ?", "When was Orgelbau Steinhauser founded?",
                  "Which organs did Hallworth & Brothers build?", "When was Harriet Lemaire born?",
                  "How many pipes does the Trinity Chapel Organ have?", "Where does Mikkel Voss play?"]
ORGANS_GRAPHS = [
    ('[("Orgue de chœur", "number of registers", ?x)]', {"16"}),
    ('[("Kelby Town Hall", "year of construction", ?x)]', {"1889"}),
    ('[(?x, "organ maker", "Vester Orgelbyggeri")]', _oge("organ", 208)),
    ('[("Memorial Organ", "keyboards", ?x)]', {"3"}),
    ('[("Kirkby Organ Works", "year established", ?x)]', {"1978"}),
    ('[(?x, "housed in", "Holy Cross Cathedral")]', _oge("organ", 210)),
    ('[("Hovedorgel", "organ maker", ?b), (?b, "workshop city", ?x)]', {"Odense"}),
    ('[(?o, "housed in", "Kelby Town Hall"), (?o, "pipe count", ?x)]', {"4620"}),
    ('[(?r, "restored organ", "Grand Organ"), (?r, "year finished", ?x)]', {"1987", "2015"}),
    ('[(?a, "musician", "Daniel Okafor"), (?a, "church or hall", ?x)]', _og("venue", 7, 8)),
    ('[(?r, "restored organ", "Hauptorgel"), (?r, "price", ?x)]', {"260000"}),
    ('[("Pellham Concert Organ", "housed in", ?v), (?v, "located in town", ?x)]', {"Brookline"}),
]

# ---- acoustics (an internal company KG: own ontology with labels and comments, code IRIs, rdfs:label on all) ----
AC = "https://kg.halvard-acoustics.example.com/"
ACR, ACO = AC + "resource/", AC + "ontology/"
AC_CLASSES = {"Employee": "Employee", "Department": "Department", "Office": "Office", "Project": "Project",
              "Customer": "Customer", "Contract": "Contract", "Skill": "Skill"}  # class: rdfs:label
# property: (rdfs:label, rdfs:comment or None, object property?)
AC_PROPERTIES = {
    "worksIn": ("works in department", None, True),
    "basedAt": ("based at office", "The office the employee normally works from", True),
    "reportsTo": ("reports to", "The employee's line manager", True),
    "jobTitle": ("job title", None, False),
    "hireDate": ("hire date", "First day of employment", False),
    "hasSkill": ("has skill", None, True),
    "headedBy": ("head of department", None, True),
    "costCentre": ("cost centre", "Finance cost centre code", False),
    "city": ("city", None, False),
    "openedOn": ("opened on", None, False),
    "industry": ("industry", None, False),
    "headquartersCity": ("headquarters city", None, False),
    "customerSince": ("customer since", "Date of the first signed order", False),
    "accountManager": ("account manager", "The employee responsible for the customer relationship", True),
    "projectCode": ("project code", None, False),
    "customer": ("client", "The customer the project is delivered for", True),
    "projectLead": ("project lead", "The employee accountable for delivering the project", True),
    "teamMember": ("team member", "An employee staffed on the project (the lead excluded)", True),
    "underContract": ("contract", "The contract that governs the project", True),
    "startDate": ("start date", None, False),
    "endDate": ("end date", "Date the project was closed", False),
    "budget": ("budget (EUR)", "Approved budget in euros", False),
    "status": ("status", "One of active, on hold or completed", False),
    "billable": ("billable", "Whether time on the project is invoiced to a customer", False),
    "contractNumber": ("contract number", None, False),
    "signedOn": ("signed on", None, False),
    "expiresOn": ("expires on", None, False),
    "contractValue": ("contract value", "Total value of the contract in euros", False),
    "signedBy": ("signed by", "The employee who signed for the company", True),
    "counterparty": ("counterparty", None, True),
}
AC_OFFICES = {"OSL": ("Oslo Office", "Oslo", "2006-03-01"), "BGO": ("Bergen Office", "Bergen", "2012-09-17"),
              "GOT": ("Gothenburg Office", "Gothenburg", "2019-01-14")}  # office: (label, city, opened)
AC_DEPARTMENTS = {"D10": ("Building Acoustics", "CC-410", "E1003"), "D20": ("Environmental Noise", "CC-420", "E1007"),
                  "D30": ("Vibration Engineering", "CC-430", "E1011"),
                  "D40": ("Finance and Administration", "CC-900", "E1014")}  # department: (label, cost centre, head)
AC_SKILLS = {"S1": "room acoustics", "S2": "sound insulation", "S3": "noise mapping", "S4": "vibration analysis",
             "S5": "acoustic simulation"}
AC_EMPLOYEES = {  # employee: (label, job title, department, office, reports to or None, hire date, skills)
    "E1001": ("Halvard Nygaard", "Managing Director", "D40", "OSL", None, "2006-03-01", ["S1"]),
    "E1003": ("Ingrid Solheim", "Principal Consultant", "D10", "OSL", "E1001", "2007-08-13", ["S1", "S5"]),
    "E1004": ("Sofie Brekke", "Acoustic Consultant", "D10", "OSL", "E1003", "2016-02-01", ["S1", "S2"]),
    "E1005": ("Jonas Lie", "Graduate Engineer", "D10", "BGO", "E1003", "2022-09-05", ["S2"]),
    "E1007": ("Erik Haugland", "Senior Consultant", "D20", "BGO", "E1001", "2012-09-17", ["S3"]),
    "E1008": ("Maja Lindqvist", "Noise Specialist", "D20", "GOT", "E1007", "2019-01-14", ["S3", "S5"]),
    "E1009": ("Ola Haugland", "Field Technician", "D20", "BGO", "E1007", "2014-04-22", ["S3", "S4"]),
    "E1011": ("Magnus Tveit", "Lead Engineer", "D30", "OSL", "E1001", "2009-11-02", ["S4"]),
    "E1012": ("Kari Tveit", "Vibration Engineer", "D30", "GOT", "E1011", "2020-06-15", ["S4", "S5"]),
    "E1014": ("Anders Moe", "Finance Manager", "D40", "OSL", "E1001", "2010-01-04", []),
    "E1015": ("Liv Aasen", "Contracts Officer", "D40", "OSL", "E1014", "2018-03-19", []),
}
AC_CUSTOMERS = {  # customer: (label, industry, headquarters city, customer since, account manager)
    "C01": ("Nordvik Concert Hall Trust", "arts and culture", "Oslo", "2011-05-20", "E1003"),
    "C02": ("Fjellstad Kommune", "public sector", "Fjellstad", "2014-09-01", "E1007"),
    "C03": ("Polaris Data Centres", "technology", "Gothenburg", "2020-02-10", "E1008"),
    "C04": ("Aurora Hotels Group", "hospitality", "Oslo", "2017-11-28", "E1004"),
    "C05": ("Vestby Wind Farms", "energy", "Bergen", "2021-03-03", "E1011"),
    "C06": ("Lindqvist Arkitekter", "architecture", "Stockholm", "2015-06-12", "E1003"),
}
AC_CONTRACTS = {  # contract: (label, number, signed on, expires on, value EUR, signed by, counterparty)
    "K2101": ("Contract K-2101", "K-2101", "2021-01-18", "2023-06-30", "168000", "E1001", "C01"),
    "K2102": ("Fjellstad Framework Agreement", "K-2102", "2021-08-30", "2025-08-29", "395000", "E1001", "C02"),
    "K2103": ("Contract K-2103", "K-2103", "2022-04-07", "2024-04-06", "385000", "E1014", "C03"),
    "K2104": ("Contract K-2104", "K-2104", "2023-02-14", "2023-12-31", "96500", "E1015", "C04"),
    "K2105": ("Contract K-2105", "K-2105", "2023-09-01", "2026-08-31", "252000", "E1014", "C05"),
    "K2106": ("Contract K-2106", "K-2106", "2019-10-10", "2020-12-31", "61000", "E1001", "C06"),
}
AC_PROJECTS = {  # project: (label, code, customer or None, lead, team members, contract or None, start, end or None,
    #                        budget EUR, status, billable)
    "P2201": ("Nordvik Hall Retrofit", "P-2201", "C01", "E1003", ["E1004", "E1005"], "K2101", "2021-02-01",
              "2023-05-31", "150000", "completed", True),
    "P2202": ("Fjellstad Noise Map 2023", "P-2202", "C02", "E1007", ["E1008", "E1009"], "K2102", "2022-10-03",
              "2023-12-15", "120000", "completed", True),
    "P2203": ("Fjellstad Rail Vibration Survey", "P-2203", "C02", "E1011", ["E1009", "E1012"], "K2102", "2024-01-08",
              None, "210000", "active", True),
    "P2204": ("Polaris Cooling Noise Study", "P-2204", "C03", "E1008", ["E1007", "E1012"], "K2103", "2022-05-02", None,
              "340000", "active", True),
    "P2205": ("Aurora Harbour Hotel Soundproofing", "P-2205", "C04", "E1004", ["E1005"], "K2104", "2023-03-01",
              "2023-11-30", "88000", "completed", True),
    "P2206": ("Vestby Turbine Monitoring", "P-2206", "C05", "E1011", ["E1012", "E1009"], "K2105", "2023-10-02", None,
              "230000", "on hold", True),
    "P2207": ("Lindqvist Library Acoustics", "P-2207", "C06", "E1003", ["E1004"], "K2106", "2019-11-04", "2020-10-30",
              "55000", "completed", True),
    "P2208": ("Internal Simulation Toolkit", "P-2208", None, "E1008", ["E1003", "E1012"], None, "2023-01-09", None,
              "40000", "active", False),
}
AC_LABELS = {"office": {k: v[0] for k, v in AC_OFFICES.items()},
             "department": {k: v[0] for k, v in AC_DEPARTMENTS.items()},
             "skill": AC_SKILLS, "employee": {k: v[0] for k, v in AC_EMPLOYEES.items()},
             "customer": {k: v[0] for k, v in AC_CUSTOMERS.items()},
             "contract": {k: v[0] for k, v in AC_CONTRACTS.items()},
             "project": {k: v[0] for k, v in AC_PROJECTS.items()}}


def _ac(kind: str, *keys: str) -> set[str]:
    return {f"{ACR}{kind}/{k}" for k in keys}


def _ace(kind: str, key: str) -> set[str]:
    """One resource as gold: its IRI and its rdfs:label."""
    return _ac(kind, key) | {AC_LABELS[kind][key]}


def acoustics_kg() -> str:
    """N-Triples of the consultancy's internal knowledge graph (its own ontology)."""
    g = Graph()

    def res(kind: str, key: str) -> str:
        return f"{ACR}{kind}/{key}"

    def node(kind: str, key: str, cls: str) -> str:
        s = res(kind, key)
        g.add(s, RDF_TYPE, ACO + cls), g.add(s, RDFS + "label", _lit(AC_LABELS[kind][key]))
        return s

    def data(s: str, prop: str, value: str, datatype: str | None = None) -> None:
        g.add(s, ACO + prop, _typed(value, datatype) if datatype else _lit(value))

    g.add(AC + "ontology", RDF_TYPE, OWL + "Ontology"), g.add(AC + "ontology", RDFS + "label",
                                                                 _lit("Halvard Acoustics knowledge graph", "en"))
    for cls, label in AC_CLASSES.items():
        g.add(ACO + cls, RDF_TYPE, OWL + "Class"), g.add(ACO + cls, RDFS + "label", _lit(label, "en"))
    for prop, (label, comment, is_object) in AC_PROPERTIES.items():
        g.add(ACO + prop, RDF_TYPE, OWL + ("ObjectProperty" if is_object else "DatatypeProperty"))
        g.add(ACO + prop, RDFS + "label", _lit(label, "en"))
        if comment:
            g.add(ACO + prop, RDFS + "comment", _lit(comment, "en"))
    for key, (_, city, opened) in AC_OFFICES.items():
        o = node("office", key, "Office")
        data(o, "city", city), data(o, "openedOn", opened, "date")
    for key in AC_SKILLS:
        node("skill", key, "Skill")
    for key, (_, cost_centre, head) in AC_DEPARTMENTS.items():
        d = node("department", key, "Department")
        g.add(d, ACO + "headedBy", res("employee", head)), data(d, "costCentre", cost_centre)
    for key, (_, title, department, office, manager, hired, skills) in AC_EMPLOYEES.items():
        e = node("employee", key, "Employee")
        data(e, "jobTitle", title), g.add(e, ACO + "worksIn", res("department", department))
        g.add(e, ACO + "basedAt", res("office", office)), data(e, "hireDate", hired, "date")
        if manager:
            g.add(e, ACO + "reportsTo", res("employee", manager))
        for skill in skills:
            g.add(e, ACO + "hasSkill", res("skill", skill))
    for key, (_, industry, city, since, manager) in AC_CUSTOMERS.items():
        c = node("customer", key, "Customer")
        data(c, "industry", industry), data(c, "headquartersCity", city), data(c, "customerSince", since, "date")
        g.add(c, ACO + "accountManager", res("employee", manager))
    for key, (_, number, signed, expires, value, signer, party) in AC_CONTRACTS.items():
        k = node("contract", key, "Contract")
        data(k, "contractNumber", number), data(k, "signedOn", signed, "date"), data(k, "expiresOn", expires, "date")
        data(k, "contractValue", value, "decimal"), g.add(k, ACO + "signedBy", res("employee", signer))
        g.add(k, ACO + "counterparty", res("customer", party))
    for key, fields in AC_PROJECTS.items():
        _, code, customer, lead, team, contract, start, end, budget, status, billable = fields
        p = node("project", key, "Project")
        data(p, "projectCode", code), g.add(p, ACO + "projectLead", res("employee", lead))
        if customer:
            g.add(p, ACO + "customer", res("customer", customer))
        for member in team:
            g.add(p, ACO + "teamMember", res("employee", member))
        if contract:
            g.add(p, ACO + "underContract", res("contract", contract))
        data(p, "startDate", start, "date")
        if end:
            data(p, "endDate", end, "date")
        data(p, "budget", budget, "decimal"), data(p, "status", status), g.add(p, ACO + "billable", _bool(billable))
    return g.text()


ACOUSTICS_QUESTIONS = [
    ("Who leads the Nordvik Hall Retrofit?", _ace("employee", "E1003")),
    ("Which projects does Ingrid Solheim lead?", _ac("project", "P2201", "P2207")),
    ("Who are the team members of the Polaris Cooling Noise Study?", _ac("employee", "E1007", "E1012")),
    ("Which department does Erik Haugland work in?", _ace("department", "D20")),
    ("Who heads the Vibration Engineering department?", _ace("employee", "E1011")),
    ("Who does Sofie Brekke report to?", _ace("employee", "E1003")),
    ("When was Magnus Tveit hired?", {"2009-11-02"}),
    ("What is the budget of the Vestby Turbine Monitoring project?", {"230000"}),
    ("Which customer is the Lindqvist Library Acoustics project for?", _ace("customer", "C06")),
    ("Which projects do we run for Fjellstad Kommune?", _ac("project", "P2202", "P2203")),
    ("When was contract K-2104 signed?", {"2023-02-14"}),
    ("What is the value of the Fjellstad Framework Agreement?", {"395000"}),
    ("When does contract K-2103 expire?", {"2024-04-06"}),
    ("Which is the largest contract?", _ace("contract", "K2102")),
    ("Which project has the biggest budget?", _ace("project", "P2204")),
    ("Which projects are on hold?", _ace("project", "P2206")),
    ("Which projects are completed?", _ac("project", "P2201", "P2202", "P2205", "P2207")),
    ("Who works at the Bergen office?", _ac("employee", "E1005", "E1007", "E1009")),
    ("When did the Gothenburg office open?", {"2019-01-14"}),
    ("Who is the account manager for Aurora Hotels Group?", _ace("employee", "E1004")),
    ("What industry is Polaris Data Centres in?", {"technology"}),
    ("Since when has the Nordvik Concert Hall Trust been a customer?", {"2011-05-20"}),
    ("Which employees know vibration analysis?", _ac("employee", "E1009", "E1011", "E1012")),
    ("How many people work in the Building Acoustics department?", {"3"}),
    ("How many projects does Magnus Tveit lead?", {"2"}),
    ("Which projects started before 2022?", _ac("project", "P2201", "P2207")),
    ("Who is the longest-serving employee?", _ace("employee", "E1001")),
    ("Who leads the projects for Fjellstad Kommune?", _ac("employee", "E1007", "E1011")),
    ("What is the value of the contract for the Aurora Harbour Hotel Soundproofing project?", {"96500"}),
    ("Which customers are headquartered in Oslo?", _ac("customer", "C01", "C04")),
    ("What is the project code of the Nordvik Hall Retrofit?", {"P-2201"}),
    ("What is the cost centre of Finance and Administration?", {"CC-900"}),
    ("Is the Internal Simulation Toolkit billable?", {"false"}),
    ("Who signed contract K-2103?", _ace("employee", "E1014")),
    ("who leads the vestby turbine monitoring project", _ace("employee", "E1011")),
    ("What is the budget of the Polaris Coolling Noise Study?", {"340000"}),  # misspelt: Cooling
    ("What is Erik Haugland's salary?", set()),  # no salaries
    ("How many hours were logged on the Nordvik Hall Retrofit?", set()),  # no timesheets
    ("What is Ingrid Solheim's phone number?", set()),  # no contact details
]
ACOUSTICS_MADE_UP = ["Who leads the Nordvik Foyer Retrofit?", "Which department does Erik Solheim work in?",
                     "When was contract K-2199 signed?", "Who is the account manager for Borealis Hotels Group?",
                     "When did the Trondheim office open?", "What is the budget of the Fjellstad Tunnel Survey?"]
ACOUSTICS_GRAPHS = [
    ('[("Fjellstad Rail Vibration Survey", "person in charge", ?x)]', _ace("employee", "E1011")),
    ('[("Liv Aasen", "line manager", ?x)]', _ace("employee", "E1014")),
    ('[(?x, "commissioned by", "Aurora Hotels Group")]', _ace("project", "P2205")),
    ('[("Contract K-2105", "date of signature", ?x)]', {"2023-09-01"}),
    ('[("Maja Lindqvist", "employed since", ?x)]', {"2019-01-14"}),
    ('[(?x, "member of department", "Environmental Noise")]', _ac("employee", "E1007", "E1008", "E1009")),
    ('[("Vestby Turbine Monitoring", "governing agreement", ?c), (?c, "total amount", ?x)]', {"252000"}),
    ('[(?p, "person in charge", "Ingrid Solheim"), (?p, "allocated budget", ?x)]', {"150000", "55000"}),
    ('[("Kari Tveit", "line manager", ?m), (?m, "employed since", ?x)]', {"2009-11-02"}),
    ('[("Polaris Cooling Noise Study", "commissioned by", ?c), (?c, "key account contact", ?x)]',
     _ace("employee", "E1008")),
    ('[(?p, "commissioned by", "Fjellstad Kommune"), (?p, "kick-off date", ?x)]', {"2022-10-03", "2024-01-08"}),
    ('[("Jonas Lie", "member of department", ?d), (?d, "led by", ?x)]', _ace("employee", "E1003")),
]

KGS_AA = {"meteorites": (meteorites_kg, METEORITES_QUESTIONS, METEORITES_MADE_UP, METEORITES_GRAPHS),
          "stamps": (stamps_kg, STAMPS_QUESTIONS, STAMPS_MADE_UP, STAMPS_GRAPHS),
          "lifeboats": (lifeboats_kg, LIFEBOATS_QUESTIONS, LIFEBOATS_MADE_UP, LIFEBOATS_GRAPHS),
          "organs": (organs_kg, ORGANS_QUESTIONS, ORGANS_MADE_UP, ORGANS_GRAPHS),
          "acoustics": (acoustics_kg, ACOUSTICS_QUESTIONS, ACOUSTICS_MADE_UP, ACOUSTICS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AA, __doc__)
