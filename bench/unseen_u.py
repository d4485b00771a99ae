"""A twenty-first batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_t.py):

- `vineyards`: a wine-estate register with opaque id IRIs (`…/id/E41`, `…/id/A23`, `…/id/V6012`) and a
  vocabulary of its own (`…/def#`): countries, regions, appellations and grape varieties as `skos:Concept`s
  named by `skos:prefLabel` in @fr and @en or @it and @en ("Bourgogne" / "Burgundy", "Toscana" / "Tuscany"),
  appellations `skos:broader` their region and regions `skos:broader` their country; appellations are
  labelled in their own language only ("Côte de Varennes"@fr, "Colli di Val Serena"@it), grapes carry
  `skos:altLabel` aliases in other languages ("Shiraz"@en, "Spätburgunder"@de, "Spanna"@it) and a
  `berryColour`; estates are named by `skos:prefLabel` @fr / @it with an @en name for some ("Domaine des Trois
  Chênes" / "Three Oaks Estate"; "Clos de la Garenne" and "Fattoria Le Ginestre" have no English name) and
  aliases, with `appellation`, `winemaker`, `grows` (several grapes), `foundedIn` xsd:gYear and `vineyardHectares`
  xsd:decimal; winemakers (`foaf:Person`) are named ONLY by `foaf:givenName` + `foaf:familyName` with
  `birthYear` xsd:gYear (two of them make the wine of two estates each); vintages are n-ary records
  (`Vintage`: `estate`, `year` xsd:gYear, `bottlesProduced` xsd:integer, `score` xsd:integer); estates do not
  list their vintages;
- `powerplants`: an energy-grid KG with NO labels at all: every name is a PascalCase IRI fragment in one
  namespace (`…/grid#KestrelBayWindFarm`, `…/grid#NorthRidgeSubstation`, `…/grid#HighmoorPower`), and so is
  the camelCase vocabulary (`…/grid#installedCapacityMW` xsd:decimal, `…/grid#connectedTo` a substation,
  `…/grid#operatedBy`, `…/grid#commissionedIn` xsd:gYear, `…/grid#locatedIn` a county, `…/grid#fuelType` for
  gas plants, `…/grid#turbineCount` xsd:integer for wind farms, `…/grid#reservoir`); an OWL class hierarchy
  (`WindFarm`, `SolarPark`, `HydroPlant`, `GasPlant` ⊂ `PowerPlant`; `Substation`, `TransmissionLine`,
  `Operator` with `foundedIn` xsd:gYear); one plant has only a numeric id (`…/grid#Plant_0042`) and is named
  by a `grid:plantName` literal ("Harrowgate Peaker"); a wind farm and a substation are both "North Ridge";
  transmission lines are n-ary nodes (`fromSubstation`, `toSubstation`, `voltageKV` xsd:integer, `lengthKm`
  xsd:decimal); substations list neither plants nor lines;
- `podcasts`: schema.org `PodcastSeries` and `PodcastEpisode` with slug IRIs (`…/series/deep-field`,
  `…/episode/cold-case-coast-02-missing-at-marrow-point`, `…/person/lucia-ferrer`, `…/org/brightwave-audio`)
  named by `schema:name`; episodes state `schema:partOfSeries` (series do not list episodes),
  `schema:episodeNumber` xsd:integer, `schema:datePublished` xsd:date, `schema:timeRequired` xsd:duration
  ("PT1H12M") and guests as `schema:contributor`; series state their hosts as `schema:actor` (some) or
  `schema:author` (others), `schema:genre` plain strings (one or two) and `schema:publisher` an
  `schema:Organization` (one series has none) with `schema:foundingDate`; two episodes are both called
  "Roots" (The Long Table, 2023; Garden Hours, 2024), one host is a guest on another host's show and one guest
  appears on three shows;
- `trials`: a clinical-trial registry in a vocabulary of its own (`…/def#`) plus dcterms and SKOS: trials
  (`…/trial/NCT-0412`, `dcterms:identifier` "NCT-0412") named by a long `dcterms:title`@en and a short acronym as
  `skos:altLabel` ("GLUCO-STEP"), with `phase` and `status` strings, `startDate` / `completionDate` xsd:date
  (ongoing and withdrawn trials have no completion), `enrollment` xsd:integer, `sponsor` (organisations named
  by `rdfs:label`) and one or two `condition`s (`skos:Concept`s named by `skos:prefLabel`@en with `skos:altLabel`
  aliases, `skos:broader` a disease group); arms are BLANK nodes (`arm`: `armLabel` and zero to two
  `intervention`s); interventions (drugs and placebo) are named by `rdfs:label` with a `drugClass` string; sites
  (hospitals, `rdfs:label`, `city`) state `participatesIn` the trials they run (trials do not list sites);
- `videogames`: a Wikidata-light video-game KG in a vocabulary of its own (`…/prop/`, classes `…/class/`) with
  opaque ids (`…/entity/G105`): games, studios, publishers, platforms, series, engines, genres and cities named
  by `rdfs:label`@en, some also @ja ("Moonlit Verdict" / "月影の審判", "Kurobane Studio" / "黒羽スタジオ");
  games have `developer`, `publisher`, several `platform`s, `releaseDate` xsd:date, `engine`, `genre` (an
  entity), `metascore` xsd:integer and, in a series, `partOfSeries` and `followedBy` (stated forward only, no
  `follows`); studios have `foundedIn` xsd:gYear, `headquarters` (a city) and sometimes `parentCompany` (a
  publisher); two games are both called "Eclipse" (a 2003 strategy game by Northgate Softworks and a 2021
  puzzle game by Ember Owl Studio).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_u.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import DCT, OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import FOAF, _typed
from unseen_g import Graph
from unseen_p import _bnode

# ---- vineyards (opaque ids, skos:prefLabel @fr/@it/@en, broader chain, n-ary vintages, given+family names) ---
VN = "https://terroir.example.org/id/"
VNV = "https://terroir.example.org/def#"
# concept id: (class, {language: prefLabel}, [(altLabel, language)], broader or None)
VN_CONCEPTS = {
    "L01": ("Country", {"fr": "France", "en": "France"}, [], None),
    "L02": ("Country", {"it": "Italia", "en": "Italy"}, [], None),
    "R11": ("Region", {"fr": "Bourgogne", "en": "Burgundy"}, [], "L01"),
    "R12": ("Region", {"fr": "Vallée du Rhône", "en": "Rhône Valley"}, [], "L01"),
    "R13": ("Region", {"it": "Toscana", "en": "Tuscany"}, [], "L02"),
    "R14": ("Region", {"it": "Piemonte", "en": "Piedmont"}, [], "L02"),
    "A21": ("Appellation", {"fr": "Côte de Varennes"}, [("Varennes", "fr")], "R11"),
    "A22": ("Appellation", {"fr": "Saint-Aubenel"}, [], "R11"),
    "A23": ("Appellation", {"fr": "Crozes-Mirande"}, [], "R12"),
    "A24": ("Appellation", {"it": "Colli di Val Serena"}, [("Val Serena DOC", "it")], "R13"),
    "A25": ("Appellation", {"it": "Langhe Alte"}, [], "R14"),
}
VN_GRAPES = {  # grape id: ({language: prefLabel}, [(altLabel, language)], berry colour)
    "C31": ({"fr": "Pinot noir", "en": "Pinot Noir"}, [("Spätburgunder", "de")], "red"),
    "C32": ({"fr": "Chardonnay", "en": "Chardonnay"}, [], "white"),
    "C33": ({"fr": "Syrah", "en": "Syrah"}, [("Shiraz", "en")], "red"),
    "C34": ({"fr": "Grenache", "en": "Grenache"}, [("Garnacha", "es")], "red"),
    "C35": ({"it": "Sangiovese", "en": "Sangiovese"}, [("Brunello", "it")], "red"),
    "C36": ({"it": "Nebbiolo", "en": "Nebbiolo"}, [("Spanna", "it")], "red"),
    "C37": ({"fr": "Viognier"}, [], "white"),
    "C38": ({"it": "Arneis"}, [("Bianchetta", "it")], "white"),
}
VN_WINEMAKERS = {  # person id: (given name, family name, birth year)
    "P51": ("Hélène", "Vautrin", "1972"), "P52": ("Marc", "Delorme", "1965"), "P53": ("Sophie", "Charvet", "1980"),
    "P54": ("Lorenzo", "Baldini", "1958"), "P55": ("Chiara", "Fontanesi", "1984"),
    "P56": ("Étienne", "Roussel", "1969"), "P57": ("Paola", "Gerbi", "1977"),
}
# estate id: ({language: prefLabel}, [(altLabel, language)], appellation, winemaker, founded, hectares, grapes)
VN_ESTATES = {
    "E41": ({"fr": "Domaine des Trois Chênes", "en": "Three Oaks Estate"}, [("Trois Chênes", "fr")], "A21", "P51",
            "1898", "12.5", ["C31", "C32"]),
    "E42": ({"fr": "Clos de la Garenne"}, [], "A21", "P52", "1921", "6.8", ["C31"]),
    "E43": ({"fr": "Domaine Morel-Aubenel"}, [], "A22", "P56", "1954", "9.2", ["C32"]),
    "E44": ({"fr": "Château de Mirande", "en": "Mirande Castle"}, [], "A23", "P53", "1887", "22",
            ["C33", "C34", "C37"]),
    "E45": ({"fr": "Mas des Cigales", "en": "Cicada Farmhouse"}, [], "A23", "P53", "1976", "14.3", ["C33", "C34"]),
    "E46": ({"it": "Tenuta Val Serena", "en": "Val Serena Estate"}, [], "A24", "P54", "1902", "31", ["C35"]),
    "E47": ({"it": "Fattoria Le Ginestre"}, [("Le Ginestre", "it")], "A24", "P55", "1965", "18.6", ["C35"]),
    "E48": ({"it": "Cascina Rovere", "en": "Rovere Farmstead"}, [], "A25", "P57", "1931", "8.4", ["C36", "C38"]),
    "E49": ({"fr": "Domaine du Vieux Pressoir", "en": "Old Winepress Estate"}, [], "A22", "P52", "1949", "11.1",
            ["C31", "C32"]),
}
VN_VINTAGES = {  # vintage id: (estate, year, bottles produced, score)
    "V6001": ("E41", "2015", 18000, 94), "V6002": ("E41", "2018", 21500, 92), "V6003": ("E41", "2020", 19800, 95),
    "V6004": ("E42", "2018", 7200, 90), "V6005": ("E43", "2019", 11000, 88), "V6006": ("E44", "2016", 64000, 93),
    "V6007": ("E44", "2019", 58500, 91), "V6008": ("E45", "2019", 30200, 89), "V6009": ("E46", "2015", 80000, 96),
    "V6010": ("E46", "2017", 72400, 90), "V6011": ("E47", "2016", 41000, 87), "V6012": ("E48", "2016", 9600, 97),
    "V6013": ("E48", "2019", 10400, 94), "V6014": ("E49", "2020", 15300, 86),
}


def _vn(*ids: str) -> set[str]:
    return {VN + i for i in ids}


def _vne(key: str) -> set[str]:
    """One named thing as gold: its IRI, its prefLabels and its aliases."""
    if key in VN_CONCEPTS:
        labels, aliases = VN_CONCEPTS[key][1], VN_CONCEPTS[key][2]
    elif key in VN_GRAPES:
        labels, aliases = VN_GRAPES[key][0], VN_GRAPES[key][1]
    else:
        labels, aliases = VN_ESTATES[key][0], VN_ESTATES[key][1]
    return _vn(key) | set(labels.values()) | {alias for alias, _ in aliases}


def vineyards_kg() -> str:
    """N-Triples of the wine-estate register."""
    g = Graph()

    def named(s: str, labels: dict, aliases: list) -> None:
        for lang, label in labels.items():
            g.add(VN + s, SKOS + "prefLabel", _lit(label, lang))
        for alias, lang in aliases:
            g.add(VN + s, SKOS + "altLabel", _lit(alias, lang))

    for key, (cls, labels, aliases, broader) in VN_CONCEPTS.items():
        g.add(VN + key, RDF_TYPE, SKOS + "Concept"), g.add(VN + key, RDF_TYPE, VNV + cls)
        named(key, labels, aliases)
        if broader:
            g.add(VN + key, SKOS + "broader", VN + broader)
    for key, (labels, aliases, colour) in VN_GRAPES.items():
        g.add(VN + key, RDF_TYPE, SKOS + "Concept"), g.add(VN + key, RDF_TYPE, VNV + "GrapeVariety")
        named(key, labels, aliases), g.add(VN + key, VNV + "berryColour", _lit(colour))
    for key, (given, family, born) in VN_WINEMAKERS.items():
        g.add(VN + key, RDF_TYPE, FOAF + "Person"), g.add(VN + key, FOAF + "givenName", _lit(given))
        g.add(VN + key, FOAF + "familyName", _lit(family)), g.add(VN + key, VNV + "birthYear", _typed(born, "gYear"))
    for key, (labels, aliases, appellation, winemaker, founded, hectares, grapes) in VN_ESTATES.items():
        g.add(VN + key, RDF_TYPE, VNV + "Estate"), named(key, labels, aliases)
        g.add(VN + key, VNV + "appellation", VN + appellation), g.add(VN + key, VNV + "winemaker", VN + winemaker)
        g.add(VN + key, VNV + "foundedIn", _typed(founded, "gYear"))
        g.add(VN + key, VNV + "vineyardHectares", _typed(hectares, "decimal"))
        for grape in grapes:
            g.add(VN + key, VNV + "grows", VN + grape)
    for key, (estate, year, bottles, score) in VN_VINTAGES.items():
        g.add(VN + key, RDF_TYPE, VNV + "Vintage"), g.add(VN + key, VNV + "estate", VN + estate)
        g.add(VN + key, VNV + "year", _typed(year, "gYear"))
        g.add(VN + key, VNV + "bottlesProduced", _typed(bottles, "integer"))
        g.add(VN + key, VNV + "score", _typed(score, "integer"))
    return g.text()


VINEYARDS_QUESTIONS = [
    ("Which appellation is Domaine des Trois Chênes in?", _vne("A21")),
    ("Who is the winemaker at Château de Mirande?", _vn("P53")),
    ("Which grape varieties are grown at Mas des Cigales?", _vn("C33", "C34")),
    ("Which estates grow Sangiovese?", _vn("E46", "E47")),
    ("Which estates grow Shiraz?", _vn("E44", "E45")),
    ("Which region is the Crozes-Mirande appellation part of?", _vne("R12")),
    ("In which country is the Côte de Varennes appellation?", _vne("L01")),
    ("When was Tenuta Val Serena founded?", {"1902"}),
    ("How many hectares of vineyard does Fattoria Le Ginestre have?", {"18.6"}),
    ("How many bottles of the 2016 vintage did Cascina Rovere produce?", {"9600"}),
    ("What score did the 2020 vintage of Domaine des Trois Chênes get?", {"95"}),
    ("Which estate made the highest-scoring vintage?", _vne("E48")),
    ("In which years did Château de Mirande release a vintage?", {"2016", "2019"}),
    ("Which estates does Sophie Charvet make wine for?", _vn("E44", "E45")),
    ("Who makes the wine at Three Oaks Estate?", _vn("P51")),
    ("What is Tuscany called in Italian?", {"Toscana"}),
    ("What is the English name of Mas des Cigales?", {"Cicada Farmhouse"}),
    ("Which appellations are in Burgundy?", _vn("A21", "A22")),
    ("Which estates are in the Rhône Valley?", _vn("E44", "E45")),
    ("Which estates are in Italy?", _vn("E46", "E47", "E48")),
    ("How many estates are in the Colli di Val Serena appellation?", {"2"}),
    ("Which is the oldest estate?", _vne("E44")),
    ("Which estate has the largest vineyard area?", _vne("E46")),
    ("What colour is the Viognier grape?", {"white"}),
    ("Which white grapes does Domaine des Trois Chênes grow?", _vne("C32")),
    ("Which winemakers work at estates in the Côte de Varennes?", _vn("P51", "P52")),
    ("When was Hélène Vautrin born?", {"1972"}),
    ("How many bottles did Tenuta Val Serena produce in 2017?", {"72400"}),
    ("In which year did Domaine des Trois Chênes produce the most bottles?", {"2018"}),
    ("Which estates have a 2019 vintage?", _vn("E43", "E44", "E45", "E48")),
    ("How many vintages of Cascina Rovere are recorded?", {"2"}),
    ("Which grape is also known as Spanna?", _vne("C36")),
    ("Which estates grow Pinot Noir?", _vn("E41", "E42", "E49")),
    ("Which estates were founded before 1900?", _vn("E41", "E44")),
    ("which grapes does chateau de mirande grow", _vn("C33", "C34", "C37")),
    ("who is the winemaker at clos de la garene", _vn("P52")),  # misspelt: Garenne
    ("Where was Lorenzo Baldini born?", set()),  # birth years only, no birthplaces
    ("What is the alcohol content of the 2016 Château de Mirande?", set()),  # no alcohol figures
    ("What is the annual rainfall at Mas des Cigales?", set()),  # no climate data
]
VINEYARDS_MADE_UP = ["Who is the winemaker at Domaine des Quatre Chênes?", "Which estates grow Tempranillo?",
                     "When was Tenuta Val Chiara founded?", "Which grapes are grown at Château de Valmirande?",
                     "Who makes the wine at Cascina Olmo?", "Which appellation is Clos des Cigales in?"]
VINEYARDS_GRAPHS = [
    ('[("Fattoria Le Ginestre", "classified under", ?x)]', _vne("A24")),
    ('[(?x, "cellar master of", "Mas des Cigales")]', _vn("P53")),
    ('[("Cascina Rovere", "cultivates", ?x)]', _vn("C36", "C38")),
    ('[("Domaine des Trois Chênes", "established", ?x)]', {"1898"}),
    ('[("Colli di Val Serena", "part of region", ?x)]', _vne("R13")),
    ('[("Viognier", "skin colour", ?x)]', {"white"}),
    ('[(?v, "from estate", "Cascina Rovere"), (?v, "rating", ?x)]', {"97", "94"}),
    ('[(?v, "from estate", "Tenuta Val Serena"), (?v, "bottle count", ?x)]', {"80000", "72400"}),
    ('[("Clos de la Garenne", "classified under", ?a), (?a, "part of region", ?x)]', _vne("R11")),
    ('[(?e, "cultivates", "Syrah"), (?e, "cellar master", ?x)]', _vn("P53")),
    ('[("Château de Mirande", "cellar master", ?w), (?w, "year of birth", ?x)]', {"1980"}),
    ('[(?e, "classified under", "Saint-Aubenel"), (?e, "vineyard area", ?x)]', {"9.2", "11.1"}),
]


# ---- powerplants (energy grid: no labels, PascalCase fragments, OWL class hierarchy, n-ary lines) -----------
GRID = "https://data.example-grid.energy/grid#"
GR_CLASSES = {"PowerPlant": None, "WindFarm": "PowerPlant", "SolarPark": "PowerPlant", "HydroPlant": "PowerPlant",
              "GasPlant": "PowerPlant", "Substation": None, "TransmissionLine": None, "Operator": None,
              "County": None, "Fuel": None, "Reservoir": None}
GR_OPERATORS = {"NorthwindEnergy": "1996", "SolsticeRenewables": "2011", "HighmoorPower": "1972",
                "CaldaraHydroAuthority": "1951"}  # operator: founded
GR_COUNTIES = ["WestmereCounty", "HighmoorCounty", "ValebrookCounty"]
GR_SUBSTATIONS = {"NorthRidgeSubstation": "HighmoorCounty", "HarbourPointSubstation": "WestmereCounty",
                  "MillbrookSubstation": "ValebrookCounty", "EastfieldSubstation": "ValebrookCounty",
                  "SaltmarshSubstation": "WestmereCounty"}  # substation: county
GR_FUELS = ["NaturalGas", "Biomethane"]
# plant: (class, installed capacity MW, commissioned, operator, substation, county, {extra property: value})
GR_PLANTS = {
    "KestrelBayWindFarm": ("WindFarm", "240", "2014", "NorthwindEnergy", "HarbourPointSubstation", "WestmereCounty",
                           {"turbineCount": 60}),
    "GullRockOffshoreWindFarm": ("WindFarm", "412.5", "2019", "NorthwindEnergy", "HarbourPointSubstation",
                                 "WestmereCounty", {"turbineCount": 55}),
    "NorthRidgeWindFarm": ("WindFarm", "96", "2009", "HighmoorPower", "NorthRidgeSubstation", "HighmoorCounty",
                           {"turbineCount": 32}),
    "SunfieldSolarPark": ("SolarPark", "48.2", "2017", "SolsticeRenewables", "MillbrookSubstation",
                          "ValebrookCounty", {}),
    "AmberMeadowsSolarPark": ("SolarPark", "120", "2021", "SolsticeRenewables", "EastfieldSubstation",
                              "ValebrookCounty", {}),
    "CopperSandsSolarPark": ("SolarPark", "35", "2023", "HighmoorPower", "NorthRidgeSubstation", "HighmoorCounty",
                             {}),
    "CaldaraDamHydroPlant": ("HydroPlant", "310", "1968", "CaldaraHydroAuthority", "MillbrookSubstation",
                             "HighmoorCounty", {"reservoir": "LakeCaldara"}),
    "FennelBrookHydroPlant": ("HydroPlant", "22.4", "1931", "CaldaraHydroAuthority", "NorthRidgeSubstation",
                              "HighmoorCounty", {}),
    "SaltmarshGasPlant": ("GasPlant", "820", "1998", "HighmoorPower", "SaltmarshSubstation", "WestmereCounty",
                          {"fuelType": "NaturalGas"}),
    "Plant_0042": ("GasPlant", "150", "2006", "NorthwindEnergy", "EastfieldSubstation", "ValebrookCounty",
                   {"fuelType": "NaturalGas", "plantName": "Harrowgate Peaker"}),
    "TidewaterBiogasPlant": ("GasPlant", "18", "2020", "SolsticeRenewables", "SaltmarshSubstation", "WestmereCounty",
                             {"fuelType": "Biomethane"}),
}
GR_LINES = {  # line: (from substation, to substation, kV, km)
    "WestmereCoastLine": ("HarbourPointSubstation", "SaltmarshSubstation", 275, "38.5"),
    "SaltmarshInterconnector": ("SaltmarshSubstation", "MillbrookSubstation", 400, "112"),
    "HighmoorRidgeLine": ("NorthRidgeSubstation", "MillbrookSubstation", 275, "64.2"),
    "ValebrookLink": ("MillbrookSubstation", "EastfieldSubstation", 132, "27"),
    "EastfieldSpur": ("EastfieldSubstation", "HarbourPointSubstation", 132, "45.8"),
}
GR_OBJECT_PROPERTIES = ["operatedBy", "connectedTo", "locatedIn", "fuelType", "reservoir", "fromSubstation",
                        "toSubstation"]
GR_DATA_PROPERTIES = ["installedCapacityMW", "commissionedIn", "turbineCount", "plantName", "voltageKV", "lengthKm",
                      "foundedIn"]


def _gr(*names: str) -> set[str]:
    return {GRID + n for n in names}


def powerplants_kg() -> str:
    """N-Triples of the energy-grid KG (no labels anywhere)."""
    g = Graph()
    for cls, sup in GR_CLASSES.items():
        g.add(GRID + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(GRID + cls, RDFS + "subClassOf", GRID + sup)
    for prop in GR_OBJECT_PROPERTIES:
        g.add(GRID + prop, RDF_TYPE, OWL + "ObjectProperty")
    for prop in GR_DATA_PROPERTIES:
        g.add(GRID + prop, RDF_TYPE, OWL + "DatatypeProperty")
    for key, founded in GR_OPERATORS.items():
        g.add(GRID + key, RDF_TYPE, GRID + "Operator"), g.add(GRID + key, GRID + "foundedIn", _typed(founded, "gYear"))
    for key in GR_COUNTIES:
        g.add(GRID + key, RDF_TYPE, GRID + "County")
    for key in GR_FUELS:
        g.add(GRID + key, RDF_TYPE, GRID + "Fuel")
    g.add(GRID + "LakeCaldara", RDF_TYPE, GRID + "Reservoir"), g.add(GRID + "LakeCaldara", GRID + "locatedIn",
                                                                     GRID + "HighmoorCounty")
    for key, county in GR_SUBSTATIONS.items():
        g.add(GRID + key, RDF_TYPE, GRID + "Substation"), g.add(GRID + key, GRID + "locatedIn", GRID + county)
    for key, (cls, capacity, commissioned, operator, substation, county, extra) in GR_PLANTS.items():
        p = GRID + key
        g.add(p, RDF_TYPE, GRID + cls), g.add(p, GRID + "installedCapacityMW", _typed(capacity, "decimal"))
        g.add(p, GRID + "commissionedIn", _typed(commissioned, "gYear")), g.add(p, GRID + "operatedBy", GRID + operator)
        g.add(p, GRID + "connectedTo", GRID + substation), g.add(p, GRID + "locatedIn", GRID + county)
        for prop, value in extra.items():
            if prop == "turbineCount":
                g.add(p, GRID + prop, _typed(value, "integer"))
            elif prop == "plantName":
                g.add(p, GRID + prop, _lit(value))
            else:
                g.add(p, GRID + prop, GRID + value)
    for key, (start, end, kv, km) in GR_LINES.items():
        line = GRID + key
        g.add(line, RDF_TYPE, GRID + "TransmissionLine"), g.add(line, GRID + "fromSubstation", GRID + start)
        g.add(line, GRID + "toSubstation", GRID + end), g.add(line, GRID + "voltageKV", _typed(kv, "integer"))
        g.add(line, GRID + "lengthKm", _typed(km, "decimal"))
    return g.text()


PEAKER = _gr("Plant_0042") | {"Harrowgate Peaker"}
POWERPLANTS_QUESTIONS = [
    ("Who operates Kestrel Bay Wind Farm?", _gr("NorthwindEnergy")),
    ("What is the installed capacity of Gull Rock Offshore Wind Farm?", {"412.5"}),
    ("When was Caldara Dam Hydro Plant commissioned?", {"1968"}),
    ("Which substation is Sunfield Solar Park connected to?", _gr("MillbrookSubstation")),
    ("Which wind farms does Northwind Energy operate?", _gr("KestrelBayWindFarm", "GullRockOffshoreWindFarm")),
    ("Which plants are connected to North Ridge Substation?", _gr("NorthRidgeWindFarm", "CopperSandsSolarPark",
                                                                  "FennelBrookHydroPlant")),
    ("How many turbines does North Ridge Wind Farm have?", {"32"}),
    ("Which solar parks are in Valebrook County?", _gr("SunfieldSolarPark", "AmberMeadowsSolarPark")),
    ("Which is the largest power plant?", _gr("SaltmarshGasPlant")),
    ("Which power plant is the oldest?", _gr("FennelBrookHydroPlant")),
    ("How many solar parks are there?", {"3"}),
    ("How many power plants does Highmoor Power operate?", {"3"}),
    ("What fuel does the Harrowgate Peaker burn?", _gr("NaturalGas")),
    ("Who operates the Harrowgate Peaker?", _gr("NorthwindEnergy")),
    ("When was the Harrowgate Peaker commissioned?", {"2006"}),
    ("Which plants run on natural gas?", _gr("SaltmarshGasPlant") | PEAKER),
    ("What is the voltage of the Saltmarsh Interconnector?", {"400"}),
    ("How long is the Highmoor Ridge Line?", {"64.2"}),
    ("Which is the longest transmission line?", _gr("SaltmarshInterconnector")),
    ("Which substation does the Valebrook Link start from?", _gr("MillbrookSubstation")),
    ("Where does the Eastfield Spur end?", _gr("HarbourPointSubstation")),
    ("Which transmission lines end at Saltmarsh Substation?", _gr("WestmereCoastLine")),
    ("Which lines run at 132 kV?", _gr("ValebrookLink", "EastfieldSpur")),
    ("In which county is Saltmarsh Substation?", _gr("WestmereCounty")),
    ("Which county is Amber Meadows Solar Park in?", _gr("ValebrookCounty")),
    ("Which operator runs the hydro plants?", _gr("CaldaraHydroAuthority")),
    ("Which plants were commissioned after 2015?", _gr("GullRockOffshoreWindFarm", "SunfieldSolarPark",
                                                       "AmberMeadowsSolarPark", "CopperSandsSolarPark",
                                                       "TidewaterBiogasPlant")),
    ("What is the total installed capacity of Solstice Renewables' plants?", {"186.2"}),
    ("In which county is the substation that Kestrel Bay Wind Farm is connected to?", _gr("WestmereCounty")),
    ("When was the operator of Fennel Brook Hydro Plant founded?", {"1951"}),
    ("Which reservoir feeds Caldara Dam Hydro Plant?", _gr("LakeCaldara")),
    ("How many wind turbines does Gull Rock Offshore Wind Farm have?", {"55"}),
    ("which plants feed into harbour point substation", _gr("KestrelBayWindFarm", "GullRockOffshoreWindFarm")),
    ("What is the capacity of Tidewater Biogas Plant?", {"18"}),
    ("wich gas plants does highmoor power run", _gr("SaltmarshGasPlant")),  # misspelt: which
    ("How much CO2 does Saltmarsh Gas Plant emit per year?", set()),  # no emissions
    ("Who is the plant manager of Caldara Dam Hydro Plant?", set()),  # no staff
    ("What did Amber Meadows Solar Park cost to build?", set()),  # no costs
]
POWERPLANTS_MADE_UP = ["Who operates Osprey Bay Wind Farm?", "When was Sunfield Hydro Plant commissioned?",
                       "What is the installed capacity of Gull Rock Solar Park?",
                       "Which plants are connected to Kestrel Ridge Substation?",
                       "How long is the Valebrook Interconnector?", "What fuel does Plant 0097 burn?"]
POWERPLANTS_GRAPHS = [
    ('[("Kestrel Bay Wind Farm", "owned and run by", ?x)]', _gr("NorthwindEnergy")),
    ('[(?x, "grid connection", "Eastfield Substation")]', _gr("AmberMeadowsSolarPark") | PEAKER),
    ('[("Fennel Brook Hydro Plant", "went online", ?x)]', {"1931"}),
    ('[("Saltmarsh Gas Plant", "nameplate output", ?x)]', {"820"}),
    ('[("Harrowgate Peaker", "burns", ?x)]', _gr("NaturalGas")),
    ('[("Millbrook Substation", "county", ?x)]', _gr("ValebrookCounty")),
    ('[(?p, "owned and run by", "Solstice Renewables"), (?p, "nameplate output", ?x)]', {"48.2", "120", "18"}),
    ('[("Copper Sands Solar Park", "grid connection", ?s), (?s, "county", ?x)]', _gr("HighmoorCounty")),
    ('[(?l, "starts at", "Saltmarsh Substation"), (?l, "rated voltage", ?x)]', {"400"}),
    ('[(?l, "terminates at", "Harbour Point Substation"), (?l, "route length", ?x)]', {"45.8"}),
    ('[("Caldara Dam Hydro Plant", "owned and run by", ?o), (?o, "established", ?x)]', {"1951"}),
    ('[(?p, "grid connection", "Harbour Point Substation"), (?p, "turbine total", ?x)]', {"60", "55"}),
]


# ---- podcasts (schema.org series and episodes, slug IRIs, episode→series only, two episodes called Roots) -----
PD = "https://pods.example.fm/"
PD_PEOPLE = {"nadia-okonjo": "Nadia Okonjo", "tomasz-wierzba": "Tomasz Wierzba", "alma-reyes": "Alma Reyes",
             "priya-raman": "Priya Raman", "declan-moss": "Declan Moss", "ben-achterberg": "Ben Achterberg",
             "ruth-abernethy": "Ruth Abernethy", "marco-bellandi": "Marco Bellandi", "olu-adeyemi": "Olu Adeyemi",
             "kwame-asante": "Kwame Asante", "ingrid-halvorsen": "Ingrid Halvorsen", "lucia-ferrer": "Lucía Ferrer",
             "hana-sato": "Hana Sato"}
PD_ORGS = {"brightwave-audio": ("Brightwave Audio", "2015-06-01"),  # org: (name, founding date)
           "northlight-media": ("Northlight Media", "2011-02-14"),
           "hollowtree-studios": ("Hollowtree Studios", "2018-09-20")}
PD_SERIES = {  # series: (name, host property, hosts, genres, publisher or None)
    "the-long-table": ("The Long Table", "actor", ["nadia-okonjo"], ["Food", "Culture"], "brightwave-audio"),
    "deep-field": ("Deep Field", "author", ["tomasz-wierzba", "alma-reyes"], ["Science"], "northlight-media"),
    "ledger-lines": ("Ledger Lines", "actor", ["priya-raman"], ["Business", "Economics"], "brightwave-audio"),
    "cold-case-coast": ("Cold Case Coast", "author", ["declan-moss"], ["True Crime"], "hollowtree-studios"),
    "the-pitch-room": ("The Pitch Room", "actor", ["ben-achterberg"], ["Business", "Technology"], "northlight-media"),
    "garden-hours": ("Garden Hours", "author", ["ruth-abernethy"], ["Leisure"], None),
}
PD_EPISODES = {  # episode: (name, series, number, published, duration, guests)
    "the-long-table-01-salt": ("Salt", "the-long-table", 1, "2023-01-17", "PT47M", ["marco-bellandi"]),
    "the-long-table-02-roots": ("Roots", "the-long-table", 2, "2023-04-11", "PT52M", ["olu-adeyemi"]),
    "the-long-table-03-the-bread-economy": ("The Bread Economy", "the-long-table", 3, "2023-07-25", "PT1H5M",
                                            ["kwame-asante", "marco-bellandi"]),
    "the-long-table-04-fermentation-nation": ("Fermentation Nation", "the-long-table", 4, "2023-10-03", "PT49M", []),
    "deep-field-01-dark-skies": ("Dark Skies", "deep-field", 1, "2022-09-02", "PT41M", ["ingrid-halvorsen"]),
    "deep-field-02-counting-exoplanets": ("Counting Exoplanets", "deep-field", 2, "2022-10-07", "PT44M",
                                          ["ingrid-halvorsen"]),
    "deep-field-03-the-quiet-sun": ("The Quiet Sun", "deep-field", 3, "2023-02-03", "PT39M", []),
    "ledger-lines-01-inflation-explained": ("Inflation, Explained", "ledger-lines", 1, "2023-03-14", "PT33M",
                                            ["kwame-asante"]),
    "ledger-lines-02-who-owns-the-ports": ("Who Owns the Ports?", "ledger-lines", 2, "2023-05-09", "PT36M", []),
    "cold-case-coast-01-the-lighthouse-ledger": ("The Lighthouse Ledger", "cold-case-coast", 1, "2021-10-29", "PT58M",
                                                 ["lucia-ferrer"]),
    "cold-case-coast-02-missing-at-marrow-point": ("Missing at Marrow Point", "cold-case-coast", 2, "2021-11-05",
                                                   "PT1H12M", ["lucia-ferrer"]),
    "cold-case-coast-03-tide-tables": ("Tide Tables", "cold-case-coast", 3, "2021-11-12", "PT49M", []),
    "the-pitch-room-01-seed-round": ("Seed Round", "the-pitch-room", 1, "2024-01-09", "PT27M", ["hana-sato"]),
    "the-pitch-room-02-burn-rate": ("Burn Rate", "the-pitch-room", 2, "2024-01-23", "PT31M", ["kwame-asante"]),
    "garden-hours-01-roots": ("Roots", "garden-hours", 1, "2024-03-05", "PT38M", ["nadia-okonjo"]),
    "garden-hours-02-compost-confidential": ("Compost Confidential", "garden-hours", 2, "2024-03-19", "PT42M", []),
}


def _pd(kind: str, *slugs: str) -> set[str]:
    return {f"{PD}{kind}/{s}" for s in slugs}


def _person(slug: str) -> set[str]:
    return _pd("person", slug) | {PD_PEOPLE[slug]}


def _series(slug: str) -> set[str]:
    return _pd("series", slug) | {PD_SERIES[slug][0]}


def _episode(slug: str) -> set[str]:
    return _pd("episode", slug) | {PD_EPISODES[slug][0]}


def _org(slug: str) -> set[str]:
    return _pd("org", slug) | {PD_ORGS[slug][0]}


def podcasts_kg() -> str:
    """N-Triples of the podcast directory (schema.org)."""
    g = Graph()
    for slug, name in PD_PEOPLE.items():
        g.add(f"{PD}person/{slug}", RDF_TYPE, SCHEMA + "Person"), g.add(f"{PD}person/{slug}", SCHEMA + "name",
                                                                       _lit(name))
    for slug, (name, founded) in PD_ORGS.items():
        o = f"{PD}org/{slug}"
        g.add(o, RDF_TYPE, SCHEMA + "Organization"), g.add(o, SCHEMA + "name", _lit(name))
        g.add(o, SCHEMA + "foundingDate", _typed(founded, "date"))
    for slug, (name, host_property, hosts, genres, publisher) in PD_SERIES.items():
        s = f"{PD}series/{slug}"
        g.add(s, RDF_TYPE, SCHEMA + "PodcastSeries"), g.add(s, SCHEMA + "name", _lit(name))
        for host in hosts:
            g.add(s, SCHEMA + host_property, f"{PD}person/{host}")
        for genre in genres:
            g.add(s, SCHEMA + "genre", _lit(genre))
        if publisher:
            g.add(s, SCHEMA + "publisher", f"{PD}org/{publisher}")
    for slug, (name, series, number, published, duration, guests) in PD_EPISODES.items():
        e = f"{PD}episode/{slug}"
        g.add(e, RDF_TYPE, SCHEMA + "PodcastEpisode"), g.add(e, SCHEMA + "name", _lit(name))
        g.add(e, SCHEMA + "partOfSeries", f"{PD}series/{series}")
        g.add(e, SCHEMA + "episodeNumber", _typed(number, "integer"))
        g.add(e, SCHEMA + "datePublished", _typed(published, "date"))
        g.add(e, SCHEMA + "timeRequired", _typed(duration, "duration"))
        for guest in guests:
            g.add(e, SCHEMA + "contributor", f"{PD}person/{guest}")
    return g.text()


PODCASTS_QUESTIONS = [
    ("Who hosts The Long Table?", _person("nadia-okonjo")),
    ("Who are the hosts of Deep Field?", _pd("person", "tomasz-wierzba", "alma-reyes")),
    ("Which podcast is the episode Dark Skies part of?", _series("deep-field")),
    ("When was Counting Exoplanets published?", {"2022-10-07"}),
    ("How long is the episode Missing at Marrow Point?", {"PT1H12M"}),
    ("Who publishes Ledger Lines?", _org("brightwave-audio")),
    ("Which podcasts does Northlight Media publish?", _pd("series", "deep-field", "the-pitch-room")),
    ("Which episodes of Cold Case Coast are there?", _pd("episode", "cold-case-coast-01-the-lighthouse-ledger",
                                                         "cold-case-coast-02-missing-at-marrow-point",
                                                         "cold-case-coast-03-tide-tables")),
    ("How many episodes does Deep Field have?", {"3"}),
    ("Which episodes has Kwame Asante appeared on?", _pd("episode", "the-long-table-03-the-bread-economy",
                                                         "ledger-lines-01-inflation-explained",
                                                         "the-pitch-room-02-burn-rate")),
    ("Who was the guest on Seed Round?", _person("hana-sato")),
    ("What genre is Cold Case Coast?", {"True Crime"}),
    ("Which podcasts are in the Business genre?", _pd("series", "ledger-lines", "the-pitch-room")),
    ("When was the Roots episode of Garden Hours released?", {"2024-03-05"}),
    ("How long is the episode Roots on The Long Table?", {"PT52M"}),
    ("Which is the longest episode?", _episode("cold-case-coast-02-missing-at-marrow-point")),
    ("Which episode came out first?", _episode("cold-case-coast-01-the-lighthouse-ledger")),
    ("Which podcast has the most episodes?", _series("the-long-table")),
    ("Which podcasts has Marco Bellandi been a guest on?", _series("the-long-table")),
    ("On which show was Nadia Okonjo a guest?", _series("garden-hours")),
    ("Who hosts the show that Burn Rate belongs to?", _person("ben-achterberg")),
    ("Who publishes the podcast with the episode Tide Tables?", _org("hollowtree-studios")),
    ("Which episodes were released in 2024?", _pd("episode", "the-pitch-room-01-seed-round",
                                                  "the-pitch-room-02-burn-rate", "garden-hours-01-roots",
                                                  "garden-hours-02-compost-confidential")),
    ("Which episodes of Ledger Lines came out in 2023?", _pd("episode", "ledger-lines-01-inflation-explained",
                                                             "ledger-lines-02-who-owns-the-ports")),
    ("When was Brightwave Audio founded?", {"2015-06-01"}),
    ("What episode number is The Quiet Sun?", {"3"}),
    ("What is the title of episode 2 of Cold Case Coast?", _episode("cold-case-coast-02-missing-at-marrow-point")),
    ("Which guests have appeared on Deep Field?", _person("ingrid-halvorsen")),
    ("How many episodes has Lucía Ferrer been on?", {"2"}),
    ("Which podcast does Priya Raman host?", _series("ledger-lines")),
    ("What genres does The Pitch Room cover?", {"Business", "Technology"}),
    ("When was the Seed Round episode published?", {"2024-01-09"}),
    ("in which series is the episode compost confidential", _series("garden-hours")),
    ("who was the guest on the lighthouse leger", _person("lucia-ferrer")),  # misspelt: Ledger
    ("Which podcasts does Brightwave Audio publish?", _pd("series", "the-long-table", "ledger-lines")),
    ("Who publishes Garden Hours?", set()),  # no publisher recorded for it
    ("How many listeners does The Pitch Room have?", set()),  # no audience figures
    ("What is Declan Moss's email address?", set()),  # no contact details
]
PODCASTS_MADE_UP = ["Who hosts The Short Table?", "When was Counting Comets published?",
                    "Which episodes has Kwame Mensah appeared on?", "Who publishes Deep Ocean Radio?",
                    "How long is the episode Missing at Harrow Point?", "Which podcasts does Silverline Media publish?"]
PODCASTS_GRAPHS = [
    ('[("The Pitch Room", "presented by", ?x)]', _person("ben-achterberg")),
    ('[(?x, "episode of", "Ledger Lines")]', _pd("episode", "ledger-lines-01-inflation-explained",
                                                 "ledger-lines-02-who-owns-the-ports")),
    ('[("Tide Tables", "release date", ?x)]', {"2021-11-12"}),
    ('[("Salt", "featured guest", ?x)]', _person("marco-bellandi")),
    ('[("Cold Case Coast", "distributed by", ?x)]', _org("hollowtree-studios")),
    ('[("The Bread Economy", "running time", ?x)]', {"PT1H5M"}),
    ('[(?e, "episode of", "Deep Field"), (?e, "featured guest", ?x)]', _person("ingrid-halvorsen")),
    ('[(?e, "featured guest", "Lucía Ferrer"), (?e, "release date", ?x)]', {"2021-10-29", "2021-11-05"}),
    ('[("Burn Rate", "episode of", ?s), (?s, "distributed by", ?x)]', _org("northlight-media")),
    ('[("Compost Confidential", "episode of", ?s), (?s, "presented by", ?x)]', _person("ruth-abernethy")),
    ('[(?s, "distributed by", "Brightwave Audio"), (?s, "category", ?x)]', {"Food", "Culture", "Business",
                                                                           "Economics"}),
    ('[(?e, "featured guest", "Olu Adeyemi"), (?e, "episode of", ?x)]', _series("the-long-table")),
]


# ---- trials (clinical-trial registry: dcterms titles + acronyms, blank-node arms, site→trial only) -----------
CT = "https://registry.example-trials.org/"
CTV = "https://registry.example-trials.org/def#"
CT_CONDITIONS = {  # condition: (prefLabel, [altLabels], broader or None)
    "metabolic": ("metabolic disorder", [], None), "cardiovascular": ("cardiovascular disease", [], None),
    "neurological": ("neurological disorder", [], None), "mental": ("mental disorder", [], None),
    "autoimmune": ("autoimmune disease", [], None), "respiratory": ("respiratory disease", [], None),
    "t2d": ("type 2 diabetes", ["T2DM", "diabetes mellitus type 2"], "metabolic"),
    "obesity": ("obesity", [], "metabolic"), "hf": ("heart failure", ["cardiac failure"], "cardiovascular"),
    "migraine": ("chronic migraine", [], "neurological"), "mdd": ("major depressive disorder", ["depression"],
                                                                  "mental"),
    "ra": ("rheumatoid arthritis", ["RA"], "autoimmune"), "asthma": ("asthma", [], "respiratory"),
}
CT_INTERVENTIONS = {  # intervention: (label, drug class or None)
    "glucavine": ("glucavine", "GLP-1 receptor agonist"), "zorvetide": ("zorvetide", "GLP-1 receptor agonist"),
    "metformin": ("metformin", "biguanide"), "tralimab": ("tralimab", "monoclonal antibody"),
    "cardexolol": ("cardexolol", "beta blocker"), "rimsotrant": ("rimsotrant", "CGRP receptor antagonist"),
    "felicort": ("felicort", "inhaled corticosteroid"), "placebo": ("placebo", None),
}
CT_SPONSORS = {"O-11": "Halcyon Therapeutics", "O-12": "Meridale Pharma", "O-13": "Larkspur Biosciences",
               "O-14": "National Cardiac Research Network"}
# trial: (title, acronym, phase, status, start, completion or None, enrollment, sponsor, conditions,
#         [(arm label, [interventions])])
CT_TRIALS = {
    "NCT-0412": (("A Randomised, Double-Blind, Placebo-Controlled Study of Glucavine Added to Metformin in Adults "
                  "with Type 2 Diabetes"), "GLUCO-STEP", "Phase 3", "completed", "2019-03-01", "2021-08-31", 1240,
                 "O-11", ["t2d"], [("Glucavine + metformin", ["glucavine", "metformin"]),
                           ("Placebo + metformin", ["placebo", "metformin"])]),
    "NCT-0588": (("An Open-Label Randomised Study Comparing Weekly Zorvetide with Daily Glucavine for Glycaemic "
                  "Control in Type 2 Diabetes"), "ZEST-2", "Phase 2", "active, not recruiting", "2022-01-10", None, 420,
                 "O-12", ["t2d"], [("Zorvetide weekly", ["zorvetide"]), ("Glucavine daily", ["glucavine"])]),
    "NCT-0631": ("A Dose-Finding Study of Rimsotrant for the Prevention of Chronic Migraine in Adults", "RIM-PREVENT",
                 "Phase 2", "completed", "2018-06-04", "2020-02-28", 310, "O-13", ["migraine"],
                 [("Rimsotrant 50 mg", ["rimsotrant"]), ("Rimsotrant 100 mg", ["rimsotrant"]),
                  ("Placebo", ["placebo"])]),
    "NCT-0707": (("Cardexolol Versus Standard Care in Patients with Heart Failure with Reduced Ejection Fraction: "
                  "a Pragmatic Multicentre Trial"), "CARDEX-HF", "Phase 3", "recruiting", "2023-05-15", None, 2000,
                 "O-14", ["hf"], [("Cardexolol", ["cardexolol"]), ("Standard care", [])]),
    "NCT-0719": (("A Randomised Placebo-Controlled Study of Tralimab in Adults with Moderate to Severe "
                  "Rheumatoid Arthritis"), "TRAIL-RA", "Phase 2", "terminated", "2020-09-01", "2021-04-30", 86, "O-11",
                 ["ra"],
                 [("Tralimab 200 mg", ["tralimab"]), ("Placebo", ["placebo"])]),
    "NCT-0802": ("Long-Term Safety of Tralimab in Rheumatoid Arthritis: an Open-Label Extension Study",
                 "TRAIL-RA-OLE", "Phase 3", "withdrawn", "2021-06-01", None, 0, "O-11", ["ra"],
                 [("Tralimab open-label", ["tralimab"])]),
    "NCT-0855": ("Inhaled Felicort for Children Aged 6 to 11 with Persistent Asthma", "FELIX", "Phase 3", "completed",
                 "2017-01-09", "2019-12-20", 540, "O-12", ["asthma"],
                 [("Felicort 100 µg twice daily", ["felicort"]), ("Placebo inhaler", ["placebo"])]),
    "NCT-0913": ("Zorvetide for Weight Management in Adults with Type 2 Diabetes and Obesity", "ZEST-WEIGHT",
                 "Phase 2", "recruiting", "2024-02-01", None, 260, "O-12", ["t2d", "obesity"],
                 [("Zorvetide", ["zorvetide"]), ("Placebo", ["placebo"])]),
    "NCT-0977": ("Rimsotrant as Adjunctive Therapy in Major Depressive Disorder with Comorbid Migraine: a Pilot Study",
                 "RIMOOD", "Phase 1", "completed", "2021-02-15", "2022-03-30", 48, "O-13", ["mdd", "migraine"],
                 [("Rimsotrant 50 mg", ["rimsotrant"])]),
}
CT_SITES = {  # site: (name, city, trials)
    "S-201": ("St Aldhelm's University Hospital", "Bristol", ["NCT-0412", "NCT-0707", "NCT-0855"]),
    "S-202": ("Ravensworth General Hospital", "Leeds", ["NCT-0412", "NCT-0719"]),
    "S-203": ("Hôpital Sainte-Clarisse", "Lyon", ["NCT-0588", "NCT-0631", "NCT-0977"]),
    "S-204": ("Klinikum Elbhöhe", "Hamburg", ["NCT-0588", "NCT-0913"]),
    "S-205": ("Northgate Children's Hospital", "Leeds", ["NCT-0855"]),
    "S-206": ("Meridian Heart Centre", "Bristol", ["NCT-0707"]),
    "S-207": ("Policlinico San Teodoro", "Bologna", ["NCT-0631", "NCT-0719", "NCT-0913"]),
}


def _ct(kind: str, *ids: str) -> set[str]:
    return {f"{CT}{kind}/{i}" for i in ids}


def _trial(key: str) -> set[str]:
    return _ct("trial", key) | {CT_TRIALS[key][0], CT_TRIALS[key][1]}


def _condition(key: str) -> set[str]:
    return _ct("condition", key) | {CT_CONDITIONS[key][0]} | set(CT_CONDITIONS[key][1])


def _drug(key: str) -> set[str]:
    return _ct("intervention", key) | {CT_INTERVENTIONS[key][0]}


def _sponsor(key: str) -> set[str]:
    return _ct("org", key) | {CT_SPONSORS[key]}


def _ct_site(key: str) -> set[str]:
    return _ct("site", key) | {CT_SITES[key][0]}


def trials_kg() -> str:
    """N-Triples of the clinical-trial registry."""
    g = Graph()

    def lit(s: str, p: str, value: object, datatype: str | None = None) -> None:
        g.add(s, CTV + p, _typed(value, datatype) if datatype else _lit(str(value)))

    g.add(f"{CT}scheme/conditions", RDF_TYPE, SKOS + "ConceptScheme")
    g.add(f"{CT}scheme/conditions", SKOS + "prefLabel", _lit("Registry condition terms", "en"))
    for key, (label, aliases, broader) in CT_CONDITIONS.items():
        c = f"{CT}condition/{key}"
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(label, "en"))
        g.add(c, SKOS + "inScheme", f"{CT}scheme/conditions")
        for alias in aliases:
            g.add(c, SKOS + "altLabel", _lit(alias, "en"))
        if broader:
            g.add(c, SKOS + "broader", f"{CT}condition/{broader}")
    for key, (label, drug_class) in CT_INTERVENTIONS.items():
        i = f"{CT}intervention/{key}"
        g.add(i, RDF_TYPE, CTV + "Intervention"), g.add(i, RDFS + "label", _lit(label))
        if drug_class:
            lit(i, "drugClass", drug_class)
    for key, name in CT_SPONSORS.items():
        g.add(f"{CT}org/{key}", RDF_TYPE, CTV + "Organisation"), g.add(f"{CT}org/{key}", RDFS + "label", _lit(name))
    for key, fields in CT_TRIALS.items():
        title, acronym, phase, status, start, completion, enrollment, sponsor, conditions, arms = fields
        t = f"{CT}trial/{key}"
        g.add(t, RDF_TYPE, CTV + "ClinicalTrial"), g.add(t, DCT + "title", _lit(title, "en"))
        g.add(t, DCT + "identifier", _lit(key)), g.add(t, SKOS + "altLabel", _lit(acronym))
        lit(t, "phase", phase), lit(t, "status", status), lit(t, "startDate", start, "date")
        if completion:
            lit(t, "completionDate", completion, "date")
        lit(t, "enrollment", enrollment, "integer"), g.add(t, CTV + "sponsor", f"{CT}org/{sponsor}")
        for condition in conditions:
            g.add(t, CTV + "condition", f"{CT}condition/{condition}")
        for n, (label, interventions) in enumerate(arms):
            a = _bnode("arm", key, str(n))
            g.add(t, CTV + "arm", a), g.add(a, RDF_TYPE, CTV + "Arm"), lit(a, "armLabel", label)
            for intervention in interventions:
                g.add(a, CTV + "intervention", f"{CT}intervention/{intervention}")
    for key, (name, city, trials) in CT_SITES.items():
        s = f"{CT}site/{key}"
        g.add(s, RDF_TYPE, CTV + "Site"), g.add(s, RDFS + "label", _lit(name)), lit(s, "city", city)
        for trial in trials:
            g.add(s, CTV + "participatesIn", f"{CT}trial/{trial}")
    return g.text()


TRIALS_QUESTIONS = [
    ("Who sponsors GLUCO-STEP?", _sponsor("O-11")),
    ("What phase is the CARDEX-HF trial in?", {"Phase 3"}),
    ("What is the status of TRAIL-RA?", {"terminated"}),
    ("When did the FELIX trial start?", {"2017-01-09"}),
    ("When was RIM-PREVENT completed?", {"2020-02-28"}),
    ("How many participants were enrolled in GLUCO-STEP?", {"1240"}),
    ("Which conditions does the RIMOOD trial study?", _ct("condition", "mdd", "migraine")),
    ("Which trials study type 2 diabetes?", _ct("trial", "NCT-0412", "NCT-0588", "NCT-0913")),
    ("Which trials does Meridale Pharma sponsor?", _ct("trial", "NCT-0588", "NCT-0855", "NCT-0913")),
    ("How many trials does Halcyon Therapeutics sponsor?", {"3"}),
    ("Which trials are currently recruiting?", _ct("trial", "NCT-0707", "NCT-0913")),
    ("Which hospitals take part in ZEST-2?", _ct("site", "S-203", "S-204")),
    ("Which trials is the Policlinico San Teodoro involved in?", _ct("trial", "NCT-0631", "NCT-0719", "NCT-0913")),
    ("In which city is Klinikum Elbhöhe?", {"Hamburg"}),
    ("Which drugs are given in the ZEST-2 trial?", _ct("intervention", "zorvetide", "glucavine")),
    ("Which trials test tralimab?", _ct("trial", "NCT-0719", "NCT-0802")),
    ("What are the arms of the RIM-PREVENT trial?", {"Rimsotrant 50 mg", "Rimsotrant 100 mg", "Placebo"}),
    ("Which trial has the largest enrollment?", _trial("NCT-0707")),
    ("Which trial started first?", _trial("NCT-0855")),
    ("What is the acronym of the trial of inhaled felicort for children with persistent asthma?", {"FELIX"}),
    ("What is the full title of TRAIL-RA?", {CT_TRIALS["NCT-0719"][0]}),
    ("Which trials ended in 2021?", _ct("trial", "NCT-0412", "NCT-0719")),
    ("In which cities are the sites of CARDEX-HF?", {"Bristol"}),
    ("Which sponsors run trials at sites in Lyon?", _ct("org", "O-12", "O-13")),
    ("What kind of drug is rimsotrant?", {"CGRP receptor antagonist"}),
    ("Which trials test a GLP-1 receptor agonist?", _ct("trial", "NCT-0412", "NCT-0588", "NCT-0913")),
    ("Which trials study a cardiovascular disease?", _trial("NCT-0707")),
    ("How many sites take part in GLUCO-STEP?", {"2"}),
    ("Which phase 2 trials has Larkspur Biosciences sponsored?", _trial("NCT-0631")),
    ("Which conditions are studied in trials sponsored by Meridale Pharma?", _ct("condition", "t2d", "asthma",
                                                                                  "obesity")),
    ("Which trials were withdrawn?", _trial("NCT-0802")),
    ("How many children took part in the FELIX trial?", {"540"}),
    ("which trials are run at ravensworth general hospital", _ct("trial", "NCT-0412", "NCT-0719")),
    ("when did the zest-weight trial begin", {"2024-02-01"}),
    ("Which hospitals in Leeds take part in trials?", _ct("site", "S-202", "S-205")),
    ("What were the primary results of GLUCO-STEP?", set()),  # no results
    ("Who is the principal investigator of CARDEX-HF?", set()),  # no investigators
    ("How much funding did TRAIL-RA receive?", set()),  # no budgets
]
TRIALS_MADE_UP = ["Who sponsors GLUCO-LEAP?", "What phase is the CARDEX-AF trial in?", "Which trials test velotrumab?",
                  "In which city is Klinikum Elbtal?", "Which trials does Halcyon Biosciences sponsor?",
                  "When did trial NCT-0999 start?"]
TRIALS_GRAPHS = [
    ('[("FELIX", "funded by", ?x)]', _sponsor("O-12")),
    ('[(?x, "investigates", "asthma")]', _trial("NCT-0855")),
    ('[("TRAIL-RA", "number of participants", ?x)]', {"86"}),
    ('[("Hôpital Sainte-Clarisse", "located in city", ?x)]', {"Lyon"}),
    ('[(?x, "enrols patients for", "CARDEX-HF")]', _ct("site", "S-201", "S-206")),
    ('[("RIMOOD", "trial stage", ?x)]', {"Phase 1"}),
    ('[(?t, "funded by", "Larkspur Biosciences"), (?t, "investigates", ?x)]', _ct("condition", "migraine", "mdd")),
    ('[(?s, "enrols patients for", "ZEST-WEIGHT"), (?s, "located in city", ?x)]', {"Hamburg", "Bologna"}),
    ('[("GLUCO-STEP", "treatment group", ?a), (?a, "group name", ?x)]', {"Glucavine + metformin",
                                                                          "Placebo + metformin"}),
    ('[("ZEST-2", "treatment group", ?a), (?a, "drug given", ?x)]', _ct("intervention", "zorvetide", "glucavine")),
    ('[(?t, "investigates", "heart failure"), (?t, "began on", ?x)]', {"2023-05-15"}),
    ('[("Klinikum Elbhöhe", "enrols patients for", ?t), (?t, "funded by", ?x)]', _sponsor("O-12")),
]


# ---- videogames (Wikidata-light own vocabulary, labels @en/@ja, forward-only followedBy, two Eclipses) -------
VG = "https://games.example.net/entity/"
VGP = "https://games.example.net/prop/"
VGC = "https://games.example.net/class/"
VG_CITIES = {"C801": {"en": "Montreal"}, "C802": {"en": "Osaka", "ja": "大阪"}, "C803": {"en": "Warsaw"},
             "C804": {"en": "Melbourne"}, "C805": {"en": "Austin"}, "C806": {"en": "Gothenburg"},
             "C807": {"en": "Tokyo", "ja": "東京"}, "C808": {"en": "Seattle"}, "C809": {"en": "London"}}
VG_PUBLISHERS = {  # publisher: ({language: label}, founded, headquarters)
    "P301": ({"en": "Hoshizora Interactive", "ja": "ホシゾラ・インタラクティブ"}, "1983", "C807"),
    "P302": ({"en": "Vantage Digital"}, "1994", "C808"),
    "P303": ({"en": "Paperkite Publishing"}, "2010", "C809"),
}
VG_STUDIOS = {  # studio: ({language: label}, founded, headquarters, parent company or None)
    "S201": ({"en": "Lanternfish Games"}, "2009", "C801", None),
    "S202": ({"en": "Kurobane Studio", "ja": "黒羽スタジオ"}, "1998", "C802", "P301"),
    "S203": ({"en": "Redmarch Interactive"}, "2004", "C803", "P302"),
    "S204": ({"en": "Tidebreak"}, "2015", "C804", None),
    "S205": ({"en": "Northgate Softworks"}, "1991", "C805", "P302"),
    "S206": ({"en": "Ember Owl Studio"}, "2012", "C806", None),
}
VG_PLATFORMS = {"F401": {"en": "Vertex Console"}, "F402": {"en": "Vertex Console 2"}, "F403": {"en": "Kite Handheld"},
                "F404": {"en": "Windows PC"}, "F405": {"en": "Lumen VR"}}
VG_ENGINES = {"N501": {"en": "Cinder Engine"}, "N502": {"en": "Quill Engine"}, "N503": {"en": "Mirage 3"}}
VG_SERIES = {"R601": {"en": "Ashen Crown series", "ja": "アッシェン・クラウンシリーズ"},
             "R602": {"en": "Skyline Rally series"}, "R603": {"en": "Hollow Lantern series"}}
VG_GENRES = {"K701": {"en": "action role-playing game", "ja": "アクションRPG"}, "K702": {"en": "platformer"},
             "K703": {"en": "strategy game"}, "K704": {"en": "racing game"}, "K705": {"en": "survival horror"},
             "K706": {"en": "puzzle game"}, "K707": {"en": "adventure game"}}
# game: ({language: label}, developer, publisher, platforms, release date, engine, series or None,
#        followed by or None, metascore, genre)
VG_GAMES = {
    "G101": ({"en": "Ashen Crown", "ja": "アッシェン・クラウン"}, "S202", "P301", ["F401", "F404"], "2011-03-17", "N502",
             "R601", "G102", 86, "K701"),
    "G102": ({"en": "Ashen Crown II", "ja": "アッシェン・クラウンII"}, "S202", "P301", ["F401", "F402", "F404"],
             "2014-06-26", "N502", "R601", "G103", 91, "K701"),
    "G103": ({"en": "Ashen Crown: Embers"}, "S202", "P301", ["F402", "F404"], "2019-11-08", "N502", "R601", None, 79,
             "K701"),
    "G104": ({"en": "Eclipse"}, "S205", "P302", ["F401", "F404"], "2003-10-14", "N501", None, None, 88, "K703"),
    "G105": ({"en": "Eclipse", "ja": "エクリプス"}, "S206", "P303", ["F402", "F403", "F404"], "2021-02-18", "N503", None,
             None, 82, "K706"),
    "G106": ({"en": "Skyline Rally"}, "S203", "P302", ["F401", "F404"], "2008-09-05", "N501", "R602", "G107", 77,
             "K704"),
    "G107": ({"en": "Skyline Rally 2"}, "S203", "P302", ["F402", "F404"], "2012-11-20", "N501", "R602", "G108", 84,
             "K704"),
    "G108": ({"en": "Skyline Rally: Horizons"}, "S203", "P302", ["F402", "F404", "F405"], "2018-05-04", "N503", "R602",
             None, 73, "K704"),
    "G109": ({"en": "Hollow Lantern"}, "S201", "P303", ["F403", "F404"], "2016-08-30", "N503", "R603", "G110", 89,
             "K702"),
    "G110": ({"en": "Hollow Lantern: Undertow"}, "S201", "P303", ["F402", "F403", "F404"], "2020-10-13", "N503",
             "R603", None, 92, "K702"),
    "G111": ({"en": "Saltwind"}, "S204", "P303", ["F404", "F405"], "2022-04-07", "N503", None, None, 80, "K705"),
    "G112": ({"en": "Moonlit Verdict", "ja": "月影の審判"}, "S202", "P301", ["F403"], "2017-07-20", "N502", None, None,
             85, "K707"),
    "G113": ({"en": "Deadfall Station"}, "S205", "P302", ["F401", "F404"], "2006-03-28", "N501", None, None, 71,
             "K705"),
}


def _vg_labels(key: str) -> dict:
    for table in (VG_CITIES, VG_PLATFORMS, VG_ENGINES, VG_SERIES, VG_GENRES):
        if key in table:
            return table[key]
    if key in VG_PUBLISHERS:
        return VG_PUBLISHERS[key][0]
    if key in VG_STUDIOS:
        return VG_STUDIOS[key][0]
    return VG_GAMES[key][0]


def _vg(*ids: str) -> set[str]:
    return {VG + i for i in ids}


def _vge(key: str) -> set[str]:
    """One item as gold: its IRI and its labels."""
    return _vg(key) | set(_vg_labels(key).values())


def videogames_kg() -> str:
    """N-Triples of the video-game KG."""
    g = Graph()

    def item(key: str, cls: str, labels: dict) -> str:
        g.add(VG + key, RDF_TYPE, VGC + cls)
        for lang, label in labels.items():
            g.add(VG + key, RDFS + "label", _lit(label, lang))
        return VG + key

    for table, cls in ((VG_CITIES, "City"), (VG_PLATFORMS, "Platform"), (VG_ENGINES, "GameEngine"),
                       (VG_SERIES, "GameSeries"), (VG_GENRES, "Genre")):
        for key, labels in table.items():
            item(key, cls, labels)
    for key, (labels, founded, hq) in VG_PUBLISHERS.items():
        p = item(key, "Publisher", labels)
        g.add(p, VGP + "foundedIn", _typed(founded, "gYear")), g.add(p, VGP + "headquarters", VG + hq)
    for key, (labels, founded, hq, parent) in VG_STUDIOS.items():
        s = item(key, "Studio", labels)
        g.add(s, VGP + "foundedIn", _typed(founded, "gYear")), g.add(s, VGP + "headquarters", VG + hq)
        if parent:
            g.add(s, VGP + "parentCompany", VG + parent)
    for key, fields in VG_GAMES.items():
        labels, developer, publisher, platforms, released, engine, series, followed_by, metascore, genre = fields
        x = item(key, "VideoGame", labels)
        g.add(x, VGP + "developer", VG + developer), g.add(x, VGP + "publisher", VG + publisher)
        for platform in platforms:
            g.add(x, VGP + "platform", VG + platform)
        g.add(x, VGP + "releaseDate", _typed(released, "date")), g.add(x, VGP + "engine", VG + engine)
        if series:
            g.add(x, VGP + "partOfSeries", VG + series)
        if followed_by:
            g.add(x, VGP + "followedBy", VG + followed_by)
        g.add(x, VGP + "metascore", _typed(metascore, "integer")), g.add(x, VGP + "genre", VG + genre)
    return g.text()


VIDEOGAMES_QUESTIONS = [
    ("Who developed Hollow Lantern?", _vge("S201")),
    ("Who published Saltwind?", _vge("P303")),
    ("When was Ashen Crown II released?", {"2014-06-26"}),
    ("Which platforms is Saltwind available on?", _vg("F404", "F405")),
    ("Which engine does Skyline Rally: Horizons use?", _vge("N503")),
    ("What is the metascore of Deadfall Station?", {"71"}),
    ("Which game came after Skyline Rally 2?", _vge("G108")),
    ("Which game came before Ashen Crown: Embers?", _vge("G102")),
    ("Which games are in the Hollow Lantern series?", _vg("G109", "G110")),
    ("Who developed the Eclipse that came out in 2021?", _vge("S206")),
    ("When was the Eclipse by Northgate Softworks released?", {"2003-10-14"}),
    ("Which games did Kurobane Studio develop?", _vg("G101", "G102", "G103", "G112")),
    ("How many games has Redmarch Interactive made?", {"3"}),
    ("Where is Tidebreak based?", _vge("C804")),
    ("When was Lanternfish Games founded?", {"2009"}),
    ("What is the parent company of Kurobane Studio?", _vge("P301")),
    ("Which studios belong to Vantage Digital?", _vg("S203", "S205")),
    ("Which game has the highest metascore?", _vge("G110")),
    ("Which is the oldest game?", _vge("G104")),
    ("Which racing games are there?", _vg("G106", "G107", "G108")),
    ("Which survival horror games are on Windows PC?", _vg("G111", "G113")),
    ("Which games run on the Kite Handheld?", _vg("G105", "G109", "G110", "G112")),
    ("What genre is Moonlit Verdict?", _vge("K707")),
    ("What is the Japanese title of Ashen Crown II?", {"アッシェン・クラウンII"}),
    ("Which games use the Quill Engine?", _vg("G101", "G102", "G103", "G112")),
    ("In which city is the developer of Saltwind based?", _vge("C804")),
    ("Which games came out after 2019?", _vg("G105", "G110", "G111")),
    ("How many games did Paperkite Publishing publish?", {"4"}),
    ("Which publisher has released the most games?", _vge("P302")),
    ("What metascore did Skyline Rally get?", {"77"}),
    ("Which studio made the sequel to Hollow Lantern?", _vge("S201")),
    ("Who publishes the games made by Ember Owl Studio?", _vge("P303")),
    ("which games did tidebreak develop", _vge("G111")),
    ("when was ashen crown embers released", {"2019-11-08"}),
    ("When was the studio behind Deadfall Station founded?", {"1991"}),
    ("How many copies did Ashen Crown II sell?", set()),  # no sales figures
    ("Who composed the music for Hollow Lantern?", set()),  # no composers
    ("What age rating does Deadfall Station have?", set()),  # no ratings
]
VIDEOGAMES_MADE_UP = ["Who developed Hollow Lantern: Riptide?", "When was Ashen Crown IV released?",
                      "Who published Starfall Station?", "Which games did Redmarch Softworks develop?",
                      "Where is Kurobane Games based?", "Which engine does Skyline Drift use?"]
VIDEOGAMES_GRAPHS = [
    ('[("Deadfall Station", "made by studio", ?x)]', _vge("S205")),
    ('[(?x, "released on", "Lumen VR")]', _vg("G108", "G111")),
    ('[("Hollow Lantern", "sequel", ?x)]', _vge("G110")),
    ('[("Ember Owl Studio", "established in", ?x)]', {"2012"}),
    ('[("Tidebreak", "home city", ?x)]', _vge("C804")),
    ('[("Moonlit Verdict", "critic score", ?x)]', {"85"}),
    ('[(?g, "made by studio", "Redmarch Interactive"), (?g, "critic score", ?x)]', {"77", "84", "73"}),
    ('[("Saltwind", "made by studio", ?s), (?s, "established in", ?x)]', {"2015"}),
    ('[(?g, "franchise", "Ashen Crown series"), (?g, "launch date", ?x)]', {"2011-03-17", "2014-06-26",
                                                                           "2019-11-08"}),
    ('[("Skyline Rally 2", "sequel", ?g), (?g, "game engine", ?x)]', _vge("N503")),
    ('[(?s, "owned by", "Hoshizora Interactive"), (?s, "home city", ?x)]', _vge("C802")),
    ('[("Eclipse", "made by studio", ?s), (?s, "home city", ?x)]', _vg("C805", "C806")),
]

KGS_U = {"vineyards": (vineyards_kg, VINEYARDS_QUESTIONS, VINEYARDS_MADE_UP, VINEYARDS_GRAPHS),
         "powerplants": (powerplants_kg, POWERPLANTS_QUESTIONS, POWERPLANTS_MADE_UP, POWERPLANTS_GRAPHS),
         "podcasts": (podcasts_kg, PODCASTS_QUESTIONS, PODCASTS_MADE_UP, PODCASTS_GRAPHS),
         "trials": (trials_kg, TRIALS_QUESTIONS, TRIALS_MADE_UP, TRIALS_GRAPHS),
         "videogames": (videogames_kg, VIDEOGAMES_QUESTIONS, VIDEOGAMES_MADE_UP, VIDEOGAMES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_U, __doc__)
