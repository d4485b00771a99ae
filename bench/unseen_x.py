"""A twenty-fourth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_w.py):

- `caves`: a speleological cave register with NO labels at all: every name is a PascalCase IRI local name under
  a path per kind (`…/cave/OwlHoleCavern`, `…/caver/EdithPennick`, `…/club/MendipCavingGroup`,
  `…/region/TheBurren`, `…/country/Iceland`), accents percent-encoded (`…/cave/GouffreDeLaCr%C3%AAte`,
  `…/cave/V%C3%ADkingshellir`, `…/caver/Gu%C3%B0r%C3%BAnEinarsd%C3%B3ttir`,
  `…/club/Sp%C3%A9l%C3%A9oClubDuVercors`) and a camelCase vocabulary (`…/ont#`); cave kinds are classes in a
  two-level hierarchy (`ShowCave` ⊂ `SolutionCave` ⊂ `Cave`, `LavaTube` ⊂ `Cave`, `SeaCave` ⊂ `Cave`); caves
  have `inRegion` a karst region (`inCountry` a country), `lengthM` / `depthM` xsd:decimal, `discoveredIn`
  xsd:gYear, `rockType` strings, `hasUndergroundRiver` xsd:boolean, `entrances` xsd:integer, `lastSurveyed`
  xsd:date and, for show caves, `openedToVisitors` xsd:gYear; one cave `connectsTo` another (stated one way
  only); cavers state `explored` the caves they explored (caves do not list cavers), with `birthYear`
  xsd:gYear and for most `memberOf` a club (`founded` xsd:gYear, `basedIn` a region); two caves are both
  "Dragon's Mouth", told apart by a region suffix (`…/cave/DragonsMouth_Mendip`, a show cave, and
  `…/cave/DragonsMouth_Gower`, a sea cave);
- `gardens`: a Spanish register of botanic gardens and plant cultivars with opaque IRIs (`…/id/J03`,
  `…/id/C106`) and an ENGLISH vocabulary of its own (`…/vocab#holdsCultivar`, `#breeder`, `#genus`,
  `#flowerColour`, `#seedParent`, …): gardens, cities, countries, cultivars, genera, plant families and flower
  colours named by `skos:prefLabel`@es, with an English `skos:altLabel`@en for some ("Lágrima Morada" / "Purple
  Tear", "Sevilla" / "Seville"; "Real Jardín de las Acequias" and "Alba Valenciana" have none); genera and
  families are `skos:Concept`s in a `skos:broader` hierarchy (camelia ⊂ teáceas) and colours are concepts too
  ("rosa"@es names both the rose genus and the colour pink); breeders are named by a plain `skos:prefLabel`;
  cultivars have one or two `breeder`s, a `genus`, `registrationDate` xsd:date, `heightCm` xsd:integer,
  `fragrant` / `awardOfMerit` xsd:boolean and sometimes `seedParent` (stated on the offspring only); gardens
  `holdsCultivar` (stated on the garden only), `locatedIn` a city (`inCountry`), `yearFounded` xsd:gYear,
  `areaHectares` xsd:decimal and sometimes a `director`; two cultivars are both "Estrella de Mar" (a 1994 red
  dahlia, a 2008 white camellia);
- `observatories`: an astronomical-observatory archive in schema.org with numbered IRIs (`…/observatory/3`,
  `…/telescope/204`, `…/person/303`) named by `schema:name` (one with a Spanish `schema:alternateName`):
  observatories have `schema:location` a site (`schema:elevation` xsd:integer, `schema:containedInPlace` a
  country), `schema:foundingDate` xsd:gYear and `schema:parentOrganization` an operator; staff use the
  schema.org Role pattern (observatory `schema:employee` an `schema:EmployeeRole` that has `schema:employee`
  the person, `schema:roleName`, `schema:startDate` and, for past posts, `schema:endDate` xsd:gYear; one
  astronomer holds two posts in turn at one observatory); telescopes are typed in a hierarchy
  (`RefractingTelescope`, `ReflectingTelescope` ⊂ `OpticalTelescope` ⊂ `Telescope`, `RadioTelescope` ⊂
  `Telescope`, `…/vocab#`) and point to their observatory by `…/vocab#hostedBy` only, with `apertureM`
  xsd:decimal, `firstLight` xsd:date, `inOperation` xsd:boolean and `schema:manufacturer`; discoveries are
  n-ary `…/vocab#Discovery` nodes with IRIs of their own (`discoveredObject`, one or two `discoverer`s,
  `telescopeUsed`, `discoveryDate` xsd:date); comets have `orbitalPeriodYears` xsd:decimal (one has none);
  people have `schema:birthDate` and `schema:nationality`; two telescopes are both called "Great Refractor"
  (Halvorsen Peak Observatory, 1906; Corella Observatory, 1926);
- `glaciers`: a glacier inventory exported from a relational database by the W3C Direct Mapping: row IRIs
  `…/db/glacier/id=105`, classes named after tables, every column a property `…/db/<table>#<column>` (ids and
  foreign-key columns as xsd:integer literals too), foreign keys as `…#ref-<column>` object properties; names
  sit in a different column per table: `country#country_name`, `massif#massif_name`, `glacier#glacier_name`
  (with `english_name` for some: "Hvítajökull" / "White Glacier"), `researcher#display_name`; mass-balance rows
  have no name at all; glaciers have `ref-massif_id`, `area_km2` / `length_km` xsd:decimal, `max_elevation_m` /
  `min_elevation_m` xsd:integer, a `glacier_type` string, `is_surging` xsd:boolean, `first_mapped` xsd:date and
  for outlet and cirque glaciers `ref-parent_glacier_id` (a self-reference, stated on the tributary only);
  `mass_balance` rows link a glacier and a researcher with `hydrological_year` xsd:integer, `balance_mwe`
  xsd:decimal (mostly negative), `measured_on` xsd:date, a `method` string and `is_provisional` xsd:boolean;
  researchers have `birth_year` xsd:integer and an `affiliation` string; two glaciers are both "Blåbreen" (in
  two massifs) and two researchers are both "Kari Lindholm" (born 1948 and 1986);
- `violins`: a DBpedia-style corner of historic bowed string instruments: resources `…/resource/Mittenwald_Rose`
  with Wikipedia-style qualifiers (`…/resource/The_Nightingale_(violin)` and `…/resource/The_Nightingale_(cello)`,
  both labelled "The Nightingale"; `…/resource/Edmund_Harrowby_(luthier)` and
  `…/resource/Edmund_Harrowby_(cellist)`), accents percent-encoded (`…/resource/Nicolas_V%C3%A9drenne`), and
  `rdfs:label`@en on only some resources (the rest are named only by their IRIs); a dbo-like ontology
  (`…/ontology/`) with classes `Violin`, `Viola`, `Cello` ⊂ `BowedStringInstrument` ⊂ `MusicalInstrument` and
  `Luthier`, `Musician` ⊂ `Person`; instruments have `maker`, `yearMade` xsd:gYear, `owner` (a foundation),
  `player` (stated on the instrument only), one or two `formerOwner`s, `bodyLengthCm` xsd:decimal,
  `numberOfStrings` xsd:integer, `originalNeck` xsd:boolean and for some `lastSaleDate` xsd:date and
  `lastSalePriceUsd` xsd:decimal; luthiers have `birthYear` / `deathYear` xsd:gYear, `birthPlace` and
  `workplace` cities and sometimes `apprenticeOf` (stated on the apprentice only); musicians have `birthDate`
  xsd:date and `nationality`; foundations have `location` and `foundingYear`; cities have `country`.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names.

    python bench/unseen_x.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import RDF_TYPE, RDFS, SCHEMA, SKOS, _lit
from unseen_b import _typed
from unseen_g import Graph
from unseen_r import _bool

# ---- caves (a cave register with no labels: PascalCase local names, percent-encoded accents, class hierarchy) --
CV = "https://speleo-register.example.org/"
CVO = "https://speleo-register.example.org/ont#"
CRETE, FEE, VIKING = "GouffreDeLaCr%C3%AAte", "GrotteDeLaF%C3%A9eBleue", "V%C3%ADkingshellir"
SPELEO, ADELE = "Sp%C3%A9l%C3%A9oClubDuVercors", "Ad%C3%A8leRivi%C3%A8re"
GUDRUN, RAMON = "Gu%C3%B0r%C3%BAnEinarsd%C3%B3ttir", "Ram%C3%B3nCabrera"
CV_CLASSES = {"Cave": None, "SolutionCave": "Cave", "ShowCave": "SolutionCave", "LavaTube": "Cave", "SeaCave": "Cave"}
CV_COUNTRIES = ["England", "Ireland", "France", "Spain", "Iceland", "Wales"]
CV_REGIONS = {"MendipHills": "England", "YorkshireDales": "England", "TheBurren": "Ireland", "Vercors": "France",
              "Lanzarote": "Spain", "Reykjanes": "Iceland", "Gower": "Wales"}  # region: country
# cave: (class, region, length m, depth m, discovered, rock type, underground river, entrances, last surveyed,
#        opened to visitors or None, connects to or None)
CV_CAVES = {
    "OwlHoleCavern": ("SolutionCave", "MendipHills", "3120", "142", "1921", "limestone", True, 2, "2019-06-14",
                      None, None),
    "PriddleSwallet": ("SolutionCave", "MendipHills", "860.5", "58", "1936", "limestone", True, 1, "2017-09-02",
                       None, "OwlHoleCavern"),
    "DragonsMouth_Mendip": ("ShowCave", "MendipHills", "410", "35", "1898", "limestone", False, 1, "2015-04-20",
                            "1911", None),
    "GreyScarPot": ("SolutionCave", "YorkshireDales", "14250", "193.5", "1947", "limestone", True, 3, "2021-08-11",
                    None, None),
    "HollinGillCave": ("ShowCave", "YorkshireDales", "1250", "44", "1872", "limestone", True, 2, "2018-05-30",
                       "1895", None),
    "PollNaCorran": ("SolutionCave", "TheBurren", "2275", "61", "1968", "limestone", True, 1, "2016-07-19", None,
                     None),
    "BallycahillCave": ("ShowCave", "TheBurren", "980", "27.5", "1940", "limestone", False, 1, "2020-03-03", "1976",
                        None),
    CRETE: ("SolutionCave", "Vercors", "9800", "1012", "1953", "limestone", True, 4, "2022-10-09", None, None),
    FEE: ("ShowCave", "Vercors", "1870", "88", "1906", "limestone", True, 2, "2019-11-27", "1931", None),
    "CuevaDeLasGaviotas": ("LavaTube", "Lanzarote", "6100", "35", "1964", "basalt", False, 5, "2014-02-18", None,
                           None),
    VIKING: ("LavaTube", "Reykjanes", "1360", "22", "1910", "basalt", False, 2, "2012-08-25", None, None),
    "DragonsMouth_Gower": ("SeaCave", "Gower", "95", "12", "1823", "limestone", False, 1, "2011-06-06", None, None),
    "BacksRockCave": ("SeaCave", "Gower", "140.5", "9", "1889", "limestone", False, 2, "2023-05-16", None, None),
}
CV_CLUBS = {"MendipCavingGroup": ("1919", "MendipHills"), "WharfedalePotholeClub": ("1946", "YorkshireDales"),
            SPELEO: ("1951", "Vercors"), "BurrenCaveResearchGroup": ("1965", "TheBurren")}  # club: (founded, based in)
CV_CAVERS = {  # caver: (birth year, club or None, caves explored)
    "ArthurPennick": ("1894", "MendipCavingGroup", ["OwlHoleCavern", "DragonsMouth_Mendip"]),
    "EdithPennick": ("1899", "MendipCavingGroup", ["OwlHoleCavern", "PriddleSwallet"]),
    "TomHarker": ("1921", "WharfedalePotholeClub", ["GreyScarPot"]),
    "MargaretDyson": ("1952", "WharfedalePotholeClub", ["GreyScarPot", "BacksRockCave"]),
    "SiobhanHealy": ("1941", "BurrenCaveResearchGroup", ["PollNaCorran", "BallycahillCave"]),
    "LucienMarchal": ("1929", SPELEO, [CRETE]),
    ADELE: ("1931", SPELEO, [CRETE, FEE]),
    GUDRUN: ("1958", None, [VIKING, "CuevaDeLasGaviotas"]),
    RAMON: ("1938", None, ["CuevaDeLasGaviotas"]),
}


def _cv(kind: str, *names: str) -> set[str]:
    return {f"{CV}{kind}/{n}" for n in names}


def caves_kg() -> str:
    """N-Triples of the cave register (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{CV}{kind}/{name}", RDF_TYPE, CVO + cls)
        return f"{CV}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, CVO + p, f"{CV}{kind}/{name}")

    for cls, sup in CV_CLASSES.items():
        if sup:
            g.add(CVO + cls, RDFS + "subClassOf", CVO + sup)
    for key in CV_COUNTRIES:
        typed("country", key, "Country")
    for key, country in CV_REGIONS.items():
        rel(typed("region", key, "KarstRegion"), "inCountry", "country", country)
    for key, fields in CV_CAVES.items():
        cls, region, length, depth, found, rock, river, entrances, surveyed, opened, connects = fields
        c = typed("cave", key, cls)
        rel(c, "inRegion", "region", region)
        g.add(c, CVO + "lengthM", _typed(length, "decimal")), g.add(c, CVO + "depthM", _typed(depth, "decimal"))
        g.add(c, CVO + "discoveredIn", _typed(found, "gYear")), g.add(c, CVO + "rockType", _lit(rock))
        g.add(c, CVO + "hasUndergroundRiver", _bool(river)), g.add(c, CVO + "entrances", _typed(entrances, "integer"))
        g.add(c, CVO + "lastSurveyed", _typed(surveyed, "date"))
        if opened:
            g.add(c, CVO + "openedToVisitors", _typed(opened, "gYear"))
        if connects:
            rel(c, "connectsTo", "cave", connects)
    for key, (founded, region) in CV_CLUBS.items():
        k = typed("club", key, "CavingClub")
        g.add(k, CVO + "founded", _typed(founded, "gYear")), rel(k, "basedIn", "region", region)
    for key, (born, club, explored) in CV_CAVERS.items():
        p = typed("caver", key, "Caver")
        g.add(p, CVO + "birthYear", _typed(born, "gYear"))
        if club:
            rel(p, "memberOf", "club", club)
        for cave in explored:
            rel(p, "explored", "cave", cave)
    return g.text()


CAVES_QUESTIONS = [
    ("How long is Owl Hole Cavern?", {"3120"}),
    ("How deep is the Gouffre de la Crête?", {"1012"}),
    ("In which year was Grey Scar Pot discovered?", {"1947"}),
    ("In which region is Poll na Corran?", _cv("region", "TheBurren")),
    ("In which country is Víkingshellir?", _cv("country", "Iceland")),
    ("What kind of rock is Cueva de las Gaviotas in?", {"basalt"}),
    ("Which caves are in the Vercors?", _cv("cave", CRETE, FEE)),
    ("Which caves did Adèle Rivière explore?", _cv("cave", CRETE, FEE)),
    ("Who explored Poll na Corran?", _cv("caver", "SiobhanHealy")),
    ("Which club does Tom Harker belong to?", _cv("club", "WharfedalePotholeClub")),
    ("Which cavers are members of the Mendip Caving Group?", _cv("caver", "ArthurPennick", "EdithPennick")),
    ("When was the Spéléo Club du Vercors founded?", {"1951"}),
    ("Where is the Burren Cave Research Group based?", _cv("region", "TheBurren")),
    ("Which cave does Priddle Swallet connect to?", _cv("cave", "OwlHoleCavern")),
    ("Which cave is connected to Owl Hole Cavern?", _cv("cave", "PriddleSwallet")),
    ("Which show caves are there?", _cv("cave", "DragonsMouth_Mendip", "HollinGillCave", "BallycahillCave", FEE)),
    ("Which caves are lava tubes?", _cv("cave", "CuevaDeLasGaviotas", VIKING)),
    ("Which is the deepest cave?", _cv("cave", CRETE)),
    ("Which is the longest cave?", _cv("cave", "GreyScarPot")),
    ("Which cave was discovered first?", _cv("cave", "DragonsMouth_Gower")),
    ("When was the Dragon's Mouth in the Mendip Hills opened to visitors?", {"1911"}),
    ("How long is the Dragon's Mouth sea cave in Gower?", {"95"}),
    ("How many entrances does Cueva de las Gaviotas have?", {"5"}),
    ("When was Hollin Gill Cave last surveyed?", {"2018-05-30"}),
    ("Which caves in the Mendip Hills have an underground river?", _cv("cave", "OwlHoleCavern", "PriddleSwallet")),
    ("How many caves are in the Yorkshire Dales?", {"2"}),
    ("How many caves did Edith Pennick explore?", {"2"}),
    ("When was Guðrún Einarsdóttir born?", {"1958"}),
    ("Which caves were discovered after 1950?", _cv("cave", CRETE, "PollNaCorran", "CuevaDeLasGaviotas")),
    ("Which caves did members of the Wharfedale Pothole Club explore?", _cv("cave", "GreyScarPot", "BacksRockCave")),
    ("When was Siobhan Healy's club founded?", {"1965"}),
    ("In which country are the caves that Ramón Cabrera explored?", _cv("country", "Spain")),
    ("Which show caves were opened to visitors before 1920?", _cv("cave", "DragonsMouth_Mendip", "HollinGillCave")),
    ("By whom was the Dragon's Mouth in the Mendip Hills explored?", _cv("caver", "ArthurPennick")),
    ("how deep is grey scar pot", {"193.5"}),
    ("who explored ballycahil cave", _cv("caver", "SiobhanHealy")),  # misspelt: Ballycahill
    ("How many visitors does Hollin Gill Cave get each year?", set()),  # no visitor numbers
    ("What is the air temperature inside Owl Hole Cavern?", set()),  # no climate data
    ("When did Arthur Pennick die?", set()),  # birth years only
]
CAVES_MADE_UP = ["How deep is Badger Hole Cavern?", "Which caves did Edith Harker explore?",
                 "In which region is Poll na Madra?", "When was the Grotte de la Fée Verte discovered?",
                 "Which caves are in the Picos Highlands?", "When was the Wharfedale Caving Society founded?"]
CAVES_GRAPHS = [
    ('[("Grey Scar Pot", "total surveyed length", ?x)]', {"14250"}),
    ('[(?x, "went caving in", "Cueva de las Gaviotas")]', _cv("caver", GUDRUN, RAMON)),
    ('[("Ballycahill Cave", "found in year", ?x)]', {"1940"}),
    ('[("Hollin Gill Cave", "karst area", ?x)]', _cv("region", "YorkshireDales")),
    ('[("Lucien Marchal", "caving club", ?x)]', _cv("club", SPELEO)),
    ('[("Víkingshellir", "geology", ?x)]', {"basalt"}),
    ('[(?c, "karst area", "Gower"), (?c, "found in year", ?x)]', {"1823", "1889"}),
    ('[("Siobhan Healy", "went caving in", ?c), (?c, "vertical depth", ?x)]', {"61", "27.5"}),
    ('[(?p, "went caving in", "Grey Scar Pot"), (?p, "year of birth", ?x)]', {"1921", "1952"}),
    ('[("Priddle Swallet", "links up with", ?c), (?c, "number of entrances", ?x)]', {"2"}),
    ('[("Grotte de la Fée Bleue", "karst area", ?r), (?r, "nation", ?x)]', _cv("country", "France")),
    ('[(?p, "caving club", "Mendip Caving Group"), (?p, "went caving in", ?x)]',
     _cv("cave", "OwlHoleCavern", "DragonsMouth_Mendip", "PriddleSwallet")),
]

# ---- gardens (opaque ids, English vocabulary, skos:prefLabel @es with @en altLabels for some, skos:broader) -----
GD = "https://jardines-botanicos.example.es/id/"
GDV = "https://jardines-botanicos.example.es/vocab#"
# id: ({language: prefLabel}, [(altLabel, language)])
GD_COUNTRIES = {"N1": ({"es": "España"}, [("Spain", "en")]), "N2": ({"es": "México"}, [("Mexico", "en")]),
                "N3": ({"es": "Colombia"}, [])}
GD_CITIES = {"L01": ({"es": "Sevilla"}, [("Seville", "en")], "N1"), "L02": ({"es": "Valencia"}, [], "N1"),
             "L03": ({"es": "Ciudad de México"}, [("Mexico City", "en")], "N2"),
             "L04": ({"es": "Medellín"}, [], "N3"),
             "L05": ({"es": "Santiago de Compostela"}, [], "N1")}  # city: (labels, aliases, country)
GD_FAMILIES = {"T1": ({"es": "rosáceas"}, [("rose family", "en")]), "T2": ({"es": "teáceas"}, [("tea family", "en")]),
               "T3": ({"es": "asteráceas"}, [("daisy family", "en")]),
               "T4": ({"es": "orquidáceas"}, [("orchid family", "en")]),
               "T5": ({"es": "asparagáceas"}, [("asparagus family", "en")])}
GD_GENERA = {"T10": ({"es": "rosa"}, [("rose", "en")], "T1"), "T20": ({"es": "camelia"}, [("camellia", "en")], "T2"),
             "T30": ({"es": "dalia"}, [("dahlia", "en")], "T3"),
             "T40": ({"es": "orquídea cattleya"}, [("cattleya", "en")], "T4"),
             "T50": ({"es": "agave"}, [("century plant", "en")], "T5")}  # genus: (labels, aliases, family)
GD_COLOURS = {"K1": ({"es": "rojo"}, [("red", "en")]), "K2": ({"es": "blanco"}, [("white", "en")]),
              "K3": ({"es": "rosa"}, [("pink", "en")]), "K4": ({"es": "amarillo"}, [("yellow", "en")]),
              "K5": ({"es": "morado"}, [("purple", "en")])}
GD_BREEDERS = {"P01": ("Inés Calatrava", "1948", "N1"), "P02": ("Joaquín Ferrer Albiol", "1939", "N1"),
               "P03": ("Rosalía Montemayor", "1971", "N2"), "P04": ("Ernesto Quintanilla", "1955", "N3"),
               "P05": ("Beatriz Olmedo", "1930", "N1")}  # person: (prefLabel, birth year, nationality)
# cultivar: (labels, aliases, genus, breeders, registration date, colour, height cm, fragrant, award of merit,
#            seed parent or None)
GD_CULTIVARS = {
    "C101": ({"es": "Estrella de Mar"}, [], "T30", ["P02"], "1994-03-15", "K1", 110, False, True, None),
    "C102": ({"es": "Estrella de Mar"}, [], "T20", ["P01"], "2008-11-02", "K2", 250, False, False, None),
    "C103": ({"es": "Reina de Triana"}, [("Queen of Triana", "en")], "T10", ["P01"], "1999-05-20", "K3", 140, True,
             True, None),
    "C104": ({"es": "Sol de Otoño"}, [("Autumn Sun", "en")], "T30", ["P02", "P03"], "2011-09-07", "K4", 95, False,
             True, "C101"),
    "C105": ({"es": "Nieve del Ajusco"}, [], "T40", ["P04"], "2003-02-14", "K2", 45, True, False, None),
    "C106": ({"es": "Lágrima Morada"}, [("Purple Tear", "en")], "T40", ["P04"], "2015-06-30", "K5", 38, True, True,
             None),
    "C107": ({"es": "Dama de Compostela"}, [], "T20", ["P05"], "1962-04-11", "K3", 300, False, True, None),
    "C108": ({"es": "Guardián del Desierto"}, [("Desert Guardian", "en")], "T50", ["P03"], "2019-10-25", "K4", 180,
             False, False, None),
    "C109": ({"es": "Terciopelo Rojo"}, [("Red Velvet", "en")], "T10", ["P02"], "1987-01-19", "K1", 120, False,
             False, None),
    "C110": ({"es": "Alba Valenciana"}, [], "T10", ["P03"], "2006-07-08", "K2", 90, True, True, "C103"),
}
# garden: (labels, aliases, city, founded, area ha, director or None, cultivars held)
GD_GARDENS = {
    "J01": ({"es": "Jardín Botánico de Triana"}, [("Triana Botanic Garden", "en")], "L01", "1878", "7.5", None,
            ["C103", "C109", "C101"]),
    "J02": ({"es": "Real Jardín de las Acequias"}, [], "L02", "1802", "4.2", None, ["C110", "C104", "C101"]),
    "J03": ({"es": "Jardín Botánico del Ajusco"}, [("Ajusco Botanical Garden", "en")], "L03", "1959", "26.8", "P03",
            ["C105", "C106", "C108"]),
    "J04": ({"es": "Jardín de Orquídeas de Laureles"}, [("Laureles Orchid Garden", "en")], "L04", "1987", "2.3",
            "P04", ["C106", "C105"]),
    "J05": ({"es": "Jardín Botánico de Compostela"}, [], "L05", "1925", "5.6", None, ["C107", "C102"]),
}


def _gd(*ids: str) -> set[str]:
    return {GD + i for i in ids}


def _gde(key: str) -> set[str]:
    """One named thing as gold: its IRI, its prefLabels and its aliases."""
    if key in GD_BREEDERS:
        return _gd(key) | {GD_BREEDERS[key][0]}
    table = next(t for t in (GD_COUNTRIES, GD_CITIES, GD_FAMILIES, GD_GENERA, GD_COLOURS, GD_CULTIVARS, GD_GARDENS)
                 if key in t)
    labels, aliases = table[key][0], table[key][1]
    return _gd(key) | set(labels.values()) | {alias for alias, _ in aliases}


def gardens_kg() -> str:
    """N-Triples of the botanic-garden register."""
    g = Graph()

    def named(key: str, cls: str, labels: dict, aliases: list) -> str:
        g.add(GD + key, RDF_TYPE, GDV + cls)
        for lang, label in labels.items():
            g.add(GD + key, SKOS + "prefLabel", _lit(label, lang))
        for alias, lang in aliases:
            g.add(GD + key, SKOS + "altLabel", _lit(alias, lang))
        return GD + key

    for key, (labels, aliases) in GD_COUNTRIES.items():
        named(key, "Country", labels, aliases)
    for key, (labels, aliases, country) in GD_CITIES.items():
        g.add(named(key, "City", labels, aliases), GDV + "inCountry", GD + country)
    for key, (labels, aliases) in GD_FAMILIES.items():
        g.add(named(key, "PlantFamily", labels, aliases), RDF_TYPE, SKOS + "Concept")
    for key, (labels, aliases, family) in GD_GENERA.items():
        x = named(key, "Genus", labels, aliases)
        g.add(x, RDF_TYPE, SKOS + "Concept"), g.add(x, SKOS + "broader", GD + family)
    for key, (labels, aliases) in GD_COLOURS.items():
        g.add(named(key, "Colour", labels, aliases), RDF_TYPE, SKOS + "Concept")
    for key, (name, born, nationality) in GD_BREEDERS.items():
        g.add(GD + key, RDF_TYPE, GDV + "Person"), g.add(GD + key, SKOS + "prefLabel", _lit(name))
        g.add(GD + key, GDV + "birthYear", _typed(born, "gYear"))
        g.add(GD + key, GDV + "nationality", GD + nationality)
    for key, fields in GD_CULTIVARS.items():
        labels, aliases, genus, breeders, registered, colour, height, fragrant, award, parent = fields
        c = named(key, "Cultivar", labels, aliases)
        g.add(c, GDV + "genus", GD + genus)
        for breeder in breeders:
            g.add(c, GDV + "breeder", GD + breeder)
        g.add(c, GDV + "registrationDate", _typed(registered, "date")), g.add(c, GDV + "flowerColour", GD + colour)
        g.add(c, GDV + "heightCm", _typed(height, "integer")), g.add(c, GDV + "fragrant", _bool(fragrant))
        g.add(c, GDV + "awardOfMerit", _bool(award))
        if parent:
            g.add(c, GDV + "seedParent", GD + parent)
    for key, (labels, aliases, city, founded, area, director, held) in GD_GARDENS.items():
        x = named(key, "BotanicGarden", labels, aliases)
        g.add(x, GDV + "locatedIn", GD + city), g.add(x, GDV + "yearFounded", _typed(founded, "gYear"))
        g.add(x, GDV + "areaHectares", _typed(area, "decimal"))
        if director:
            g.add(x, GDV + "director", GD + director)
        for cultivar in held:
            g.add(x, GDV + "holdsCultivar", GD + cultivar)
    return g.text()


GARDENS_QUESTIONS = [
    ("Who bred Reina de Triana?", _gde("P01")),
    ("Which genus does Lágrima Morada belong to?", _gde("T40")),
    ("What colour are the flowers of Terciopelo Rojo?", _gde("K1")),
    ("How tall does Guardián del Desierto grow?", {"180"}),
    ("When was Sol de Otoño registered?", {"2011-09-07"}),
    ("Which cultivars did Ernesto Quintanilla breed?", _gd("C105", "C106")),
    ("Who bred Autumn Sun?", _gd("P02", "P03")),
    ("In which city is the Real Jardín de las Acequias?", _gde("L02")),
    ("In which year was the Jardín Botánico de Compostela founded?", {"1925"}),
    ("How large is the Ajusco Botanical Garden?", {"26.8"}),
    ("Which gardens grow Purple Tear?", _gd("J03", "J04")),
    ("Which cultivars does the Jardín Botánico de Triana hold?", _gd("C103", "C109", "C101")),
    ("Who is the director of the Laureles Orchid Garden?", _gde("P04")),
    ("Which rose cultivars are fragrant?", _gd("C103", "C110")),
    ("Which cultivars have won an award of merit?", _gd("C101", "C103", "C104", "C106", "C107", "C110")),
    ("Which cultivars have white flowers?", _gd("C102", "C105", "C110")),
    ("Which plant family does the dahlia belong to?", _gde("T3")),
    ("Which cultivars are camellias?", _gd("C102", "C107")),
    ("Who bred the Estrella de Mar that is a camellia?", _gde("P01")),
    ("When was the dahlia Estrella de Mar registered?", {"1994-03-15"}),
    ("What is the seed parent of Alba Valenciana?", _gde("C103")),
    ("Which cultivars were raised from Reina de Triana?", _gde("C110")),
    ("Which is the tallest cultivar?", _gde("C107")),
    ("Which cultivar was registered most recently?", _gde("C108")),
    ("Which is the oldest botanic garden?", _gde("J02")),
    ("Which garden is the largest?", _gde("J03")),
    ("How many cultivars does the Jardín Botánico del Ajusco hold?", {"3"}),
    ("How many cultivars did Joaquín Ferrer Albiol breed?", {"3"}),
    ("When was Rosalía Montemayor born?", {"1971"}),
    ("What nationality is Inés Calatrava?", _gde("N1")),
    ("What is the English name of Lágrima Morada?", {"Purple Tear"}),
    ("What is Seville called in Spanish?", {"Sevilla"}),
    ("Which cultivars were registered before 2000?", _gd("C101", "C103", "C107", "C109")),
    ("Which botanic gardens are in Mexico?", _gde("J03")),
    ("Who bred the cultivars held by the Jardín Botánico de Compostela?", _gd("P01", "P05")),
    ("how tall is nieve del ajsuco", {"45"}),  # misspelt: Ajusco
    ("How much does a plant of Reina de Triana cost?", set()),  # no prices
    ("How many visitors does the Jardín Botánico de Triana receive a year?", set()),  # no visitor numbers
    ("When did Beatriz Olmedo die?", set()),  # birth years only
]
GARDENS_MADE_UP = ["Who bred Reina de Valencia?", "Which genus does Lágrima Azul belong to?",
                   "In which city is the Jardín Botánico de Alcalá?", "Which cultivars did Inés Montemayor breed?",
                   "When was Sol de Invierno registered?", "Who is the director of the Cartagena Orchid Garden?"]
GARDENS_GRAPHS = [
    ('[("Nieve del Ajusco", "raised by", ?x)]', _gde("P04")),
    ('[(?x, "grown at", "Real Jardín de las Acequias")]', _gd("C110", "C104", "C101")),
    ('[("Dama de Compostela", "registered on", ?x)]', {"1962-04-11"}),
    ('[("Jardín Botánico de Triana", "established", ?x)]', {"1878"}),
    ('[("Red Velvet", "bloom colour", ?x)]', _gde("K1")),
    ('[("Alba Valenciana", "plant height in cm", ?x)]', {"90"}),
    ('[(?c, "raised by", "Rosalía Montemayor"), (?c, "bloom colour", ?x)]', _gd("K4", "K2")),
    ('[(?c, "grown at", "Jardín de Orquídeas de Laureles"), (?c, "raised by", ?x)]', _gde("P04")),
    ('[("Sol de Otoño", "raised by", ?p), (?p, "year of birth", ?x)]', {"1939", "1971"}),
    ('[("Jardín Botánico del Ajusco", "city", ?c), (?c, "country", ?x)]', _gde("N2")),
    ('[("Alba Valenciana", "bred from", ?p), (?p, "raised by", ?x)]', _gde("P01")),
    ('[(?c, "plant genus", "camelia"), (?c, "registered on", ?x)]', {"2008-11-02", "1962-04-11"}),
]

# ---- observatories (schema.org, numbered IRIs, EmployeeRole staff posts, n-ary discoveries, two Great Refractors) -
OB = "https://skywatch-archive.example.org/"
OBV = "https://skywatch-archive.example.org/vocab#"
OB_CLASSES = {"Telescope": None, "OpticalTelescope": "Telescope", "RefractingTelescope": "OpticalTelescope",
              "ReflectingTelescope": "OpticalTelescope", "RadioTelescope": "Telescope", "CelestialObject": None,
              "Comet": "CelestialObject", "Asteroid": "CelestialObject", "Nebula": "CelestialObject"}
OB_COUNTRIES = {"1": "Chile", "2": "Spain", "3": "United States", "4": "South Africa", "5": "Australia"}
OB_SITES = {"1": ("Cerro Pachacama", 2640, "1"), "2": ("Roque de las Brumas", 2396, "2"),
            "3": ("Mount Halvorsen", 2790, "3"), "4": ("Kareeberg Plateau", 1760, "4"),
            "5": ("Mount Corella", 1165, "5")}  # site: (name, elevation m, country)
OB_ORGS = {"41": ("Southern Astronomical Consortium", "1962"), "42": ("Instituto Astrofísico Atlántico", "1975"),
           "43": ("Wexley University", "1858"), "44": ("Corella Astronomical Society", "1921"),
           "51": ("Alvan Kellner & Sons", "1846"), "52": ("Whitfield Optical Company", "1902"),
           "53": ("Meridian Antenna Systems", "1961"), "54": ("Óptica Ibérica", "1988")}  # org: (name, founded)
OB_OBSERVATORIES = {  # observatory: (name, alternate name or None, site, founded, operator)
    "1": ("Pachacama Observatory", None, "1", "1969", "41"),
    "2": ("Roque de las Brumas Observatory", "Observatorio del Roque de las Brumas", "2", "1985", "42"),
    "3": ("Halvorsen Peak Observatory", None, "3", "1904", "43"),
    "4": ("Kareeberg Observatory", None, "4", "1972", "41"),
    "5": ("Corella Observatory", None, "5", "1923", "44"),
}
# telescope: (name, class, observatory, aperture m, first light, in operation, manufacturer)
OB_TELESCOPES = {
    "201": ("Great Refractor", "RefractingTelescope", "3", "0.91", "1906-03-14", False, "51"),
    "202": ("Halvorsen 2.5-metre Telescope", "ReflectingTelescope", "3", "2.5", "1951-10-02", True, "52"),
    "203": ("Great Refractor", "RefractingTelescope", "5", "0.66", "1926-08-21", True, "51"),
    "204": ("Pachacama Survey Telescope", "ReflectingTelescope", "1", "4.1", "2008-05-17", True, "52"),
    "205": ("Pachacama Radio Dish", "RadioTelescope", "1", "15", "1994-11-30", True, "53"),
    "206": ("Telescopio Brumas", "ReflectingTelescope", "2", "10.4", "2009-07-13", True, "54"),
    "207": ("Kareeberg Radio Telescope", "RadioTelescope", "4", "64", "1978-04-09", False, "53"),
    "208": ("Kareeberg Schmidt Camera", "ReflectingTelescope", "4", "1.2", "1975-02-26", True, "52"),
}
OB_PEOPLE = {"301": ("Ines Valdivia", "1952-08-03", "1"), "302": ("Harold Wexford", "1871-01-26", "3"),
             "303": ("Margaret Ashby", "1889-09-12", "3"), "304": ("Pieter van Rensburg", "1938-05-19", "4"),
             "305": ("Lucía Herrera Soto", "1967-12-02", "2"), "306": ("Daniel Brennan", "1930-04-07", "5"),
             "307": ("Thabo Mokoena", "1979-10-21", "4")}  # person: (name, birth date, nationality)
OB_ROLES = {  # staff post: (observatory, person, role name, start, end or None)
    "r1": ("3", "302", "director", "1904", "1931"), "r2": ("3", "303", "staff astronomer", "1913", "1936"),
    "r3": ("3", "303", "director", "1936", "1954"), "r4": ("1", "301", "director", "1998", None),
    "r5": ("1", "307", "staff astronomer", "2010", "2016"), "r6": ("4", "304", "director", "1972", "2001"),
    "r7": ("4", "307", "director", "2016", None), "r8": ("2", "305", "director", "2012", None),
    "r9": ("5", "306", "director", "1960", "1992"),
}
OB_BODIES = {"601": ("Comet Wexford", "Comet", "71.3"), "602": ("4127 Kalahari", "Asteroid", None),
             "603": ("Comet Valdivia–Mokoena", "Comet", None), "604": ("Corella Nebula", "Nebula", None),
             "605": ("5530 Brumas", "Asteroid", None),
             "606": ("Comet Ashby", "Comet", "6.42")}  # body: (name, class, orbital period years or None)
OB_DISCOVERIES = {  # discovery: (object, discoverers, telescope, date)
    "d-1911": ("601", ["302"], "201", "1911-09-04"), "d-1976": ("602", ["304"], "208", "1976-06-11"),
    "d-2013": ("603", ["301", "307"], "204", "2013-01-22"), "d-1964": ("604", ["306"], "203", "1964-03-30"),
    "d-2014": ("605", ["305"], "206", "2014-08-19"), "d-1928": ("606", ["303"], "201", "1928-02-17"),
}
OB_NAMES = {"country": OB_COUNTRIES, "site": {k: v[0] for k, v in OB_SITES.items()},
            "org": {k: v[0] for k, v in OB_ORGS.items()},
            "observatory": {k: v[0] for k, v in OB_OBSERVATORIES.items()},
            "telescope": {k: v[0] for k, v in OB_TELESCOPES.items()},
            "person": {k: v[0] for k, v in OB_PEOPLE.items()}, "body": {k: v[0] for k, v in OB_BODIES.items()}}


def _ob(kind: str, *keys: str) -> set[str]:
    return {f"{OB}{kind}/{k}" for k in keys}


def _obe(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI and its names."""
    alt = {OB_OBSERVATORIES[key][1]} if kind == "observatory" and OB_OBSERVATORIES[key][1] else set()
    return _ob(kind, key) | {OB_NAMES[kind][key]} | alt


def observatories_kg() -> str:
    """N-Triples of the observatory archive (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{OB}{kind}/{key}"
        g.add(s, RDF_TYPE, cls), g.add(s, SCHEMA + "name", _lit(OB_NAMES[kind][key]))
        return s

    for cls, sup in OB_CLASSES.items():
        if sup:
            g.add(OBV + cls, RDFS + "subClassOf", OBV + sup)
    for key in OB_COUNTRIES:
        thing("country", key, SCHEMA + "Country")
    for key, (_, elevation, country) in OB_SITES.items():
        s = thing("site", key, SCHEMA + "Place")
        g.add(s, SCHEMA + "elevation", _typed(elevation, "integer"))
        g.add(s, SCHEMA + "containedInPlace", f"{OB}country/{country}")
    for key, (_, founded) in OB_ORGS.items():
        g.add(thing("org", key, SCHEMA + "Organization"), SCHEMA + "foundingDate", _typed(founded, "gYear"))
    for key, (_, alternate, site, founded, operator) in OB_OBSERVATORIES.items():
        o = thing("observatory", key, SCHEMA + "Organization")
        g.add(o, RDF_TYPE, OBV + "Observatory")
        if alternate:
            g.add(o, SCHEMA + "alternateName", _lit(alternate, "es"))
        g.add(o, SCHEMA + "location", f"{OB}site/{site}"), g.add(o, SCHEMA + "foundingDate", _typed(founded, "gYear"))
        g.add(o, SCHEMA + "parentOrganization", f"{OB}org/{operator}")
    for key, (_, cls, observatory, aperture, first_light, operating, maker) in OB_TELESCOPES.items():
        t = thing("telescope", key, OBV + cls)
        g.add(t, OBV + "hostedBy", f"{OB}observatory/{observatory}")
        g.add(t, OBV + "apertureM", _typed(aperture, "decimal"))
        g.add(t, OBV + "firstLight", _typed(first_light, "date"))
        g.add(t, OBV + "inOperation", _bool(operating)), g.add(t, SCHEMA + "manufacturer", f"{OB}org/{maker}")
    for key, (_, born, nationality) in OB_PEOPLE.items():
        p = thing("person", key, SCHEMA + "Person")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
        g.add(p, SCHEMA + "nationality", f"{OB}country/{nationality}")
    for key, (observatory, person, role, start, end) in OB_ROLES.items():
        r = f"{OB}role/{key}"
        g.add(f"{OB}observatory/{observatory}", SCHEMA + "employee", r), g.add(r, RDF_TYPE, SCHEMA + "EmployeeRole")
        g.add(r, SCHEMA + "employee", f"{OB}person/{person}"), g.add(r, SCHEMA + "roleName", _lit(role))
        g.add(r, SCHEMA + "startDate", _typed(start, "gYear"))
        if end:
            g.add(r, SCHEMA + "endDate", _typed(end, "gYear"))
    for key, (_, cls, period) in OB_BODIES.items():
        b = thing("body", key, OBV + cls)
        if period:
            g.add(b, OBV + "orbitalPeriodYears", _typed(period, "decimal"))
    for key, (body, discoverers, telescope, day) in OB_DISCOVERIES.items():
        d = f"{OB}discovery/{key}"
        g.add(d, RDF_TYPE, OBV + "Discovery"), g.add(d, OBV + "discoveredObject", f"{OB}body/{body}")
        for person in discoverers:
            g.add(d, OBV + "discoverer", f"{OB}person/{person}")
        g.add(d, OBV + "telescopeUsed", f"{OB}telescope/{telescope}")
        g.add(d, OBV + "discoveryDate", _typed(day, "date"))
    return g.text()


OBSERVATORIES_QUESTIONS = [
    ("Where is the Pachacama Observatory located?", _obe("site", "1")),
    ("How high is Mount Halvorsen?", {"2790"}),
    ("When was the Corella Observatory founded?", {"1923"}),
    ("Who operates the Kareeberg Observatory?", _obe("org", "41")),
    ("Which observatories does the Southern Astronomical Consortium run?", _ob("observatory", "1", "4")),
    ("What is the aperture of Telescopio Brumas?", {"10.4"}),
    ("When did the Pachacama Survey Telescope see first light?", {"2008-05-17"}),
    ("Who built the Kareeberg Radio Telescope?", _obe("org", "53")),
    ("Which telescopes were made by the Whitfield Optical Company?", _ob("telescope", "202", "204", "208")),
    ("Which telescopes belong to the Halvorsen Peak Observatory?", _ob("telescope", "201", "202")),
    ("Which observatory has the Great Refractor that first saw light in 1926?", _obe("observatory", "5")),
    ("What is the aperture of the Great Refractor at Halvorsen Peak Observatory?", {"0.91"}),
    ("Which radio telescopes are there?", _ob("telescope", "205", "207")),
    ("Which telescopes are no longer in operation?", _ob("telescope", "201", "207")),
    ("Which reflecting telescope has the largest aperture?", _obe("telescope", "206")),
    ("Who discovered Comet Ashby?", _obe("person", "303")),
    ("Who discovered Comet Valdivia–Mokoena?", _ob("person", "301", "307")),
    ("When was 5530 Brumas discovered?", {"2014-08-19"}),
    ("Which telescope was used to discover the Corella Nebula?", _obe("telescope", "203")),
    ("What did Harold Wexford discover?", _obe("body", "601")),
    ("Which objects were discovered with the Great Refractor at Halvorsen Peak Observatory?",
     _ob("body", "601", "606")),
    ("What is the orbital period of Comet Wexford?", {"71.3"}),
    ("Which comets are there?", _ob("body", "601", "603", "606")),
    ("Who is the director of the Roque de las Brumas Observatory?", _obe("person", "305")),
    ("Who has directed the Halvorsen Peak Observatory?", _ob("person", "302", "303")),
    ("In which year did Harold Wexford stop being director of the Halvorsen Peak Observatory?", {"1931"}),
    ("When did Thabo Mokoena join the Pachacama Observatory?", {"2010"}),
    ("At which observatories has Thabo Mokoena worked?", _ob("observatory", "1", "4")),
    ("When was Pieter van Rensburg born?", {"1938-05-19"}),
    ("What nationality is Lucía Herrera Soto?", _obe("country", "2")),
    ("Which is the oldest observatory?", _obe("observatory", "3")),
    ("How many telescopes does the Kareeberg Observatory have?", {"2"}),
    ("Which telescopes saw first light before 1950?", _ob("telescope", "201", "203")),
    ("In which country is the observatory that hosts Telescopio Brumas?", _obe("country", "2")),
    ("who discovered the corella nebula", _obe("person", "306")),
    ("where is the kareberg observatory", _obe("site", "4")),  # misspelt: Kareeberg
    ("How much did the Pachacama Survey Telescope cost?", set()),  # no costs
    ("What is the focal length of Telescopio Brumas?", set()),  # apertures only
    ("When did Harold Wexford die?", set()),  # birth dates only
]
OBSERVATORIES_MADE_UP = ["Where is the Mount Ravensworth Observatory located?", "Who discovered Comet Herrera?",
                         "What is the aperture of the Telescopio Calima?", "When was Margaret Wexford born?",
                         "Which telescopes did the Kellner Optical Company make?",
                         "Who operates the Atacama Ridge Observatory?"]
OBSERVATORIES_GRAPHS = [
    ('[("Telescopio Brumas", "mirror diameter", ?x)]', {"10.4"}),
    ('[("Kareeberg Schmidt Camera", "built by company", ?x)]', _obe("org", "52")),
    ('[("Corella Observatory", "established", ?x)]', {"1923"}),
    ('[(?x, "installed at", "Pachacama Observatory")]', _ob("telescope", "204", "205")),
    ('[("Comet Ashby", "orbit length in years", ?x)]', {"6.42"}),
    ('[("Daniel Brennan", "citizen of", ?x)]', _obe("country", "5")),
    ('[(?d, "found object", "Comet Wexford"), (?d, "telescope used", ?x)]', _obe("telescope", "201")),
    ('[(?d, "found by", "Lucía Herrera Soto"), (?d, "date found", ?x)]', {"2014-08-19"}),
    ('[("Kareeberg Radio Telescope", "installed at", ?o), (?o, "operated by", ?x)]', _obe("org", "41")),
    ('[(?t, "built by company", "Meridian Antenna Systems"), (?t, "first light date", ?x)]',
     {"1994-11-30", "1978-04-09"}),
    ('[("Roque de las Brumas Observatory", "site", ?s), (?s, "altitude", ?x)]', {"2396"}),
    ('[("Kareeberg Observatory", "staff position", ?r), (?r, "person", ?x)]', _ob("person", "304", "307")),
]

# ---- glaciers (a W3C Direct Mapping export: row IRIs, table#column properties, ref- foreign keys) -------------
GL = "https://glacier-inventory.example.no/db/"
GL_COUNTRIES = {1: "Norway", 2: "Switzerland", 3: "Iceland", 4: "New Zealand"}
GL_MASSIFS = {1: ("Skarvheimen Range", 1), 2: ("Valdorsa Alps", 2), 3: ("Hvítafell Massif", 3),
              4: ("Tasman Divide", 4), 5: ("Lysefjell Range", 1)}  # massif: (name, country)
# glacier: (name, English name or None, massif, area km2, length km, max elevation m, min elevation m, type,
#           surging, first mapped, parent glacier or None)
GL_GLACIERS = {
    101: ("Skarvbreen", "Skarv Glacier", 1, "48.6", "9.4", 1890, 1120, "plateau", False, "1907-08-12", None),
    102: ("Nordre Skarvbre", None, 1, "6.25", "4.1", 1760, 1290, "outlet", False, "1907-08-15", 101),
    103: ("Vadret da Valdorsa", "Valdorsa Glacier", 2, "15.3", "7.8", 3620, 2140, "valley", False, "1878-07-03",
          None),
    104: ("Vadret Pitschen", None, 2, "1.9", "2.2", 3210, 2650, "cirque", False, "1878-07-04", 103),
    105: ("Hvítajökull", "White Glacier", 3, "312.4", "28.5", 1710, 80, "ice cap", False, "1936-09-01", None),
    106: ("Kaldárjökull", None, 3, "38.7", "14.2", 1580, 120, "outlet", True, "1936-09-03", 105),
    107: ("Kōtuku Glacier", "Heron Glacier", 4, "29.8", "17.3", 2950, 720, "valley", False, "1894-02-20", None),
    108: ("Ruapeka Glacier", None, 4, "3.4", "3.9", 2410, 1480, "cirque", False, "1953-01-11", 107),
    109: ("Blåbreen", None, 1, "4.6", "3.1", 1830, 1350, "cirque", False, "1907-08-19", None),
    110: ("Blåbreen", None, 5, "11.9", "6.5", 1570, 690, "valley", True, "1962-07-27", None),
    111: ("Lysebreen", "Lyse Glacier", 5, "22.1", "8.8", 1640, 540, "plateau", False, "1962-07-25", None),
}
GL_RESEARCHERS = {1: ("Kari Lindholm", 1948, "Vestland Glacier Institute"),  # (name, born, affiliation)
                  2: ("Kari Lindholm", 1986, "Nordic Ice Survey"),
                  3: ("Reto Caflisch", 1961, "Alpine Cryosphere Institute"),
                  4: ("Sigrún Hallsdóttir", 1972, "Reykjavík Glaciology Lab"),
                  5: ("Aroha Ngata", 1980, "Southern Alps Ice Programme"),
                  6: ("Margrit Tschudi", 1955, "Alpine Cryosphere Institute")}
# mass balance: (glacier, researcher, hydrological year, balance m w.e., measured on, method, provisional)
GL_BALANCES = {
    1001: (101, 1, 2015, "-0.42", "2015-09-28", "glaciological", False),
    1002: (101, 2, 2020, "-1.13", "2020-09-30", "glaciological", False),
    1003: (103, 3, 2018, "-1.57", "2018-09-21", "glaciological", False),
    1004: (103, 6, 2003, "-2.45", "2003-09-25", "geodetic", False),
    1005: (104, 3, 2018, "-1.88", "2018-09-22", "glaciological", False),
    1006: (105, 4, 2019, "-0.87", "2019-10-02", "geodetic", False),
    1007: (106, 4, 2019, "0.31", "2019-10-04", "geodetic", False),
    1008: (107, 5, 2021, "-0.95", "2021-04-15", "glaciological", False),
    1009: (110, 2, 2022, "-1.41", "2022-09-26", "glaciological", True),
    1010: (111, 2, 2022, "-0.76", "2022-09-27", "glaciological", True),
    1011: (109, 1, 2009, "-0.28", "2009-09-18", "glaciological", False),
}


def _gl(table: str, *ids: int) -> set[str]:
    return {f"{GL}{table}/id={i}" for i in ids}


def _gle(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the names in its table's name column(s)."""
    if table == "glacier":
        names = {GL_GLACIERS[key][0]} | ({GL_GLACIERS[key][1]} if GL_GLACIERS[key][1] else set())
    elif table == "country":
        names = {GL_COUNTRIES[key]}
    else:
        names = {{"massif": GL_MASSIFS, "researcher": GL_RESEARCHERS}[table][key][0]}
    return _gl(table, key) | names


def glaciers_kg() -> str:
    """N-Triples of the glacier inventory (W3C Direct Mapping of its database)."""
    g = Graph()

    def row(table: str, key: int, columns: dict, refs: dict) -> None:
        s = f"{GL}{table}/id={key}"
        g.add(s, RDF_TYPE, GL + table), g.add(s, f"{GL}{table}#id", _typed(key, "integer"))
        for column, value in columns.items():
            if value is None:
                continue
            if isinstance(value, tuple):
                g.add(s, f"{GL}{table}#{column}", _typed(*value))
            else:
                g.add(s, f"{GL}{table}#{column}", _lit(value))
        for column, (target, value) in refs.items():
            if value is None:
                continue
            g.add(s, f"{GL}{table}#{column}", _typed(value, "integer"))
            g.add(s, f"{GL}{table}#ref-{column}", f"{GL}{target}/id={value}")

    for key, name in GL_COUNTRIES.items():
        row("country", key, {"country_name": name}, {})
    for key, (name, country) in GL_MASSIFS.items():
        row("massif", key, {"massif_name": name}, {"country_id": ("country", country)})
    for key, fields in GL_GLACIERS.items():
        name, english, massif, area, length, top, bottom, kind, surging, mapped, parent = fields
        row("glacier", key, {"glacier_name": name, "english_name": english, "area_km2": (area, "decimal"),
                             "length_km": (length, "decimal"), "max_elevation_m": (top, "integer"),
                             "min_elevation_m": (bottom, "integer"), "glacier_type": kind,
                             "is_surging": (str(surging).lower(), "boolean"), "first_mapped": (mapped, "date")},
            {"massif_id": ("massif", massif), "parent_glacier_id": ("glacier", parent)})
    for key, (name, born, affiliation) in GL_RESEARCHERS.items():
        row("researcher", key, {"display_name": name, "birth_year": (born, "integer"), "affiliation": affiliation}, {})
    for key, (glacier, researcher, year, balance, measured, method, provisional) in GL_BALANCES.items():
        row("mass_balance", key, {"hydrological_year": (year, "integer"), "balance_mwe": (balance, "decimal"),
                                  "measured_on": (measured, "date"), "method": method,
                                  "is_provisional": (str(provisional).lower(), "boolean")},
            {"glacier_id": ("glacier", glacier), "researcher_id": ("researcher", researcher)})
    return g.text()


GLACIERS_QUESTIONS = [
    ("How large is Skarvbreen?", {"48.6"}),
    ("How long is the Valdorsa Glacier?", {"7.8"}),
    ("What is the highest elevation of Kōtuku Glacier?", {"2950"}),
    ("What is the lowest elevation of Hvítajökull?", {"80"}),
    ("Which massif is Lysebreen in?", _gle("massif", 5)),
    ("In which country is Vadret Pitschen?", _gle("country", 2)),
    ("Which glaciers are in the Tasman Divide?", _gl("glacier", 107, 108)),
    ("Which glacier is Nordre Skarvbre an outlet of?", _gle("glacier", 101)),
    ("Which glaciers flow into Hvítajökull?", _gle("glacier", 106)),
    ("Which glaciers are surging?", _gl("glacier", 106, 110)),
    ("What type of glacier is Ruapeka Glacier?", {"cirque"}),
    ("When was the White Glacier first mapped?", {"1936-09-01"}),
    ("What is the English name of Kōtuku Glacier?", {"Heron Glacier"}),
    ("Who measured the mass balance of Kaldárjökull?", _gle("researcher", 4)),
    ("What was the mass balance of Vadret da Valdorsa in 2003?", {"-2.45"}),
    ("Which glaciers did Reto Caflisch survey?", _gl("glacier", 103, 104)),
    ("Which glaciers has Sigrún Hallsdóttir measured?", _gl("glacier", 105, 106)),
    ("Which glacier has the largest area?", _gle("glacier", 105)),
    ("Which glacier reaches the highest elevation?", _gle("glacier", 103)),
    ("Which glacier was mapped first?", _gle("glacier", 103)),
    ("How many glaciers are in the Skarvheimen Range?", {"3"}),
    ("How many mass balance measurements did the Kari Lindholm born in 1986 make?", {"3"}),
    ("How large is the Blåbreen in the Lysefjell Range?", {"11.9"}),
    ("When was the Blåbreen in the Skarvheimen Range first mapped?", {"1907-08-19"}),
    ("When was the Kari Lindholm who measured the Blåbreen in the Skarvheimen Range born?", {"1948"}),
    ("Which researchers work at the Alpine Cryosphere Institute?", _gl("researcher", 3, 6)),
    ("In which year was Aroha Ngata born?", {"1980"}),
    ("Which glaciers are in Norway?", _gl("glacier", 101, 102, 109, 110, 111)),
    ("Which massifs are in Norway?", _gl("massif", 1, 5)),
    ("Which glaciers were measured with the geodetic method?", _gl("glacier", 103, 105, 106)),
    ("Which glaciers are larger than 30 square kilometres?", _gl("glacier", 101, 105, 106)),
    ("On which date was the 2021 mass balance of Kōtuku Glacier measured?", {"2021-04-15"}),
    ("Which mass balance measurements are provisional?", _gl("mass_balance", 1009, 1010)),
    ("Which researchers measured glaciers in Norway?", _gl("researcher", 1, 2)),
    ("how long is hvitajokull", {"28.5"}),
    ("which massif is skarvbren in", _gle("massif", 1)),  # misspelt: Skarvbreen
    ("How thick is the ice of Hvítajökull?", set()),  # no ice thickness
    ("Who first climbed Kōtuku Glacier?", set()),  # no ascents
    ("When did Margrit Tschudi retire?", set()),  # no careers
]
GLACIERS_MADE_UP = ["How large is Nordbreen?", "Which glaciers are in the Valdorsa Range?",
                    "Who measured the mass balance of Vadret da Morteratsch?", "When was Kari Tschudi born?",
                    "What type of glacier is Ruapeka Névé?", "When was the Black Glacier first mapped?"]
GLACIERS_GRAPHS = [
    ('[("Lysebreen", "surface area", ?x)]', {"22.1"}),
    ('[(?x, "part of massif", "Hvítafell Massif")]', _gl("glacier", 105, 106)),
    ('[("Ruapeka Glacier", "top elevation", ?x)]', {"2410"}),
    ('[("Margrit Tschudi", "year of birth", ?x)]', {"1955"}),
    ('[("Vadret Pitschen", "feeds", ?x)]', _gle("glacier", 103)),
    ('[("Reto Caflisch", "institution", ?x)]', {"Alpine Cryosphere Institute"}),
    ('[(?m, "glacier measured", "Skarvbreen"), (?m, "net balance", ?x)]', {"-0.42", "-1.13"}),
    ('[(?m, "measured by", "Aroha Ngata"), (?m, "glacier measured", ?x)]', _gle("glacier", 107)),
    ('[("Kaldárjökull", "feeds", ?g), (?g, "surface area", ?x)]', {"312.4"}),
    ('[("Lysebreen", "part of massif", ?r), (?r, "nation", ?x)]', _gle("country", 1)),
    ('[(?g, "part of massif", "Tasman Divide"), (?g, "first surveyed on", ?x)]', {"1894-02-20", "1953-01-11"}),
    ('[(?m, "measured by", "Reto Caflisch"), (?m, "year", ?x)]', {"2018"}),
]

# ---- violins (DBpedia-style resources, Wikipedia qualifiers, rdfs:label on some only, dbo-like ontology) -------
VR = "http://strings.example.org/resource/"
VO = "http://strings.example.org/ontology/"
VEDRENNE = "Nicolas_V%C3%A9drenne"
VO_CLASSES = {"MusicalInstrument": None, "BowedStringInstrument": "MusicalInstrument",
              "Violin": "BowedStringInstrument", "Viola": "BowedStringInstrument", "Cello": "BowedStringInstrument",
              "Person": None, "Luthier": "Person", "Musician": "Person"}
VR_LABELS = {"The_Nightingale_(violin)": "The Nightingale", "The_Nightingale_(cello)": "The Nightingale",
             "Giacomo_Ferraboschi": "Giacomo Ferraboschi", "Edmund_Harrowby_(luthier)": "Edmund Harrowby",
             VEDRENNE: "Nicolas Védrenne", "Silver_Swan": "Silver Swan", "Cremona": "Cremona",
             "Hoshino_Music_Foundation": "Hoshino Music Foundation", "Yuki_Tanabe": "Yuki Tanabe"}  # rdfs:label@en
VR_COUNTRIES = ["Italy", "Germany", "France", "United_Kingdom", "Austria", "Japan"]
VR_CITIES = {"Cremona": "Italy", "Brescia": "Italy", "Mittenwald": "Germany", "Mirecourt": "France",
             "Paris": "France", "London": "United_Kingdom", "Vienna": "Austria", "Tokyo": "Japan"}  # city: country
VR_LUTHIERS = {  # luthier: (birth year, death year, birth place, workplace, apprentice of or None)
    "Giacomo_Ferraboschi": ("1668", "1739", "Brescia", "Cremona", None),
    "Lorenzo_Ferraboschi": ("1702", "1771", "Cremona", "Cremona", "Giacomo_Ferraboschi"),
    "Matthias_Klotzbauer": ("1721", "1790", "Mittenwald", "Mittenwald", None),
    VEDRENNE: ("1798", "1861", "Mirecourt", "Paris", None),
    "Edmund_Harrowby_(luthier)": ("1850", "1921", "London", "London", None),
}
VR_MUSICIANS = {"Yuki_Tanabe": ("1984-07-09", "Japan"), "Clara_Westerholt": ("1979-02-23", "Germany"),
                "Edmund_Harrowby_(cellist)": ("1962-10-30", "United_Kingdom"),
                "Matteo_Lanzani": ("1990-05-04", "Italy"),
                "Sophie_Aubertin": ("1995-01-16", "France")}  # musician: (birth date, nationality)
VR_FOUNDATIONS = {"Hoshino_Music_Foundation": ("Tokyo", "1972"), "Carrington_Conservatoire": ("London", "1883"),
                  "Fondazione_Arcangeli": ("Cremona", "1961"),
                  "Wiener_Streicherstiftung": ("Vienna", "1994")}  # foundation: (location, founding year)
VR_COLLECTORS = ["Carl_Reinholt", "Lady_Mabel_Ormsby"]
# instrument: (class, maker, year made, owner, player or None, body length cm, strings, original neck,
#              last sale date or None, last sale price USD or None, former owners)
VR_INSTRUMENTS = {
    "The_Nightingale_(violin)": ("Violin", "Giacomo_Ferraboschi", "1714", "Hoshino_Music_Foundation", "Yuki_Tanabe",
                                 "35.5", 4, False, "2011-06-20", "9800000", ["Carl_Reinholt", "Lady_Mabel_Ormsby"]),
    "The_Nightingale_(cello)": ("Cello", "Lorenzo_Ferraboschi", "1731", "Carrington_Conservatoire",
                                "Edmund_Harrowby_(cellist)", "75.8", 4, False, "1987-11-03", "1250000", []),
    "Arundel_Ferraboschi": ("Violin", "Giacomo_Ferraboschi", "1722", "Fondazione_Arcangeli", "Clara_Westerholt",
                            "35.6", 4, False, "1998-05-14", "3400000", ["Lady_Mabel_Ormsby"]),
    "Marchesa_Viola": ("Viola", "Lorenzo_Ferraboschi", "1740", "Fondazione_Arcangeli", "Matteo_Lanzani", "41.2", 4,
                       True, None, None, []),
    "Mittenwald_Rose": ("Violin", "Matthias_Klotzbauer", "1769", "Wiener_Streicherstiftung", None, "35.4", 4, True,
                        "2004-10-08", "410000", []),
    "Le_Baron_Noir": ("Cello", VEDRENNE, "1842", "Wiener_Streicherstiftung", None, "75.1", 4, True, "2016-03-22",
                      "780000", ["Carl_Reinholt"]),
    "Silver_Swan": ("Violin", VEDRENNE, "1851", "Hoshino_Music_Foundation", "Sophie_Aubertin", "35.7", 4, True,
                    "2019-12-05", "650000", []),
    "Harrowby_Five-String_Viola": ("Viola", "Edmund_Harrowby_(luthier)", "1898", "Carrington_Conservatoire", None,
                                   "40.6", 5, True, None, None, []),
}


def _vr(*names: str) -> set[str]:
    return {VR + n for n in names}


def _vre(name: str) -> set[str]:
    """One resource as gold: its IRI and its rdfs:label where it has one."""
    return _vr(name) | ({VR_LABELS[name]} if name in VR_LABELS else set())


def violins_kg() -> str:
    """N-Triples of the instrument resources (DBpedia-style)."""
    g = Graph()

    def res(name: str, cls: str) -> str:
        g.add(VR + name, RDF_TYPE, VO + cls)
        if name in VR_LABELS:
            g.add(VR + name, RDFS + "label", _lit(VR_LABELS[name], "en"))
        return VR + name

    for cls, sup in VO_CLASSES.items():
        if sup:
            g.add(VO + cls, RDFS + "subClassOf", VO + sup)
    for name in VR_COUNTRIES:
        res(name, "Country")
    for name, country in VR_CITIES.items():
        g.add(res(name, "City"), VO + "country", VR + country)
    for name, (born, died, birthplace, workplace, master) in VR_LUTHIERS.items():
        p = res(name, "Luthier")
        g.add(p, VO + "birthYear", _typed(born, "gYear")), g.add(p, VO + "deathYear", _typed(died, "gYear"))
        g.add(p, VO + "birthPlace", VR + birthplace), g.add(p, VO + "workplace", VR + workplace)
        if master:
            g.add(p, VO + "apprenticeOf", VR + master)
    for name, (born, nationality) in VR_MUSICIANS.items():
        p = res(name, "Musician")
        g.add(p, VO + "birthDate", _typed(born, "date")), g.add(p, VO + "nationality", VR + nationality)
    for name, (location, founded) in VR_FOUNDATIONS.items():
        f = res(name, "Organisation")
        g.add(f, VO + "location", VR + location), g.add(f, VO + "foundingYear", _typed(founded, "gYear"))
    for name in VR_COLLECTORS:
        res(name, "Person")
    for name, fields in VR_INSTRUMENTS.items():
        cls, maker, year, owner, player, length, strings, neck, sold_on, price, former = fields
        i = res(name, cls)
        g.add(i, VO + "maker", VR + maker), g.add(i, VO + "yearMade", _typed(year, "gYear"))
        g.add(i, VO + "owner", VR + owner)
        if player:
            g.add(i, VO + "player", VR + player)
        for previous in former:
            g.add(i, VO + "formerOwner", VR + previous)
        g.add(i, VO + "bodyLengthCm", _typed(length, "decimal"))
        g.add(i, VO + "numberOfStrings", _typed(strings, "integer"))
        g.add(i, VO + "originalNeck", _bool(neck))
        if sold_on:
            g.add(i, VO + "lastSaleDate", _typed(sold_on, "date"))
            g.add(i, VO + "lastSalePriceUsd", _typed(price, "decimal"))
    return g.text()


VIOLINS_QUESTIONS = [
    ("Who made the Mittenwald Rose?", _vre("Matthias_Klotzbauer")),
    ("In which year was the Marchesa Viola made?", {"1740"}),
    ("Who owns Le Baron Noir?", _vre("Wiener_Streicherstiftung")),
    ("Who plays the Silver Swan?", _vre("Sophie_Aubertin")),
    ("Which instruments did Giacomo Ferraboschi make?", _vr("The_Nightingale_(violin)", "Arundel_Ferraboschi")),
    ("Which instruments does the Hoshino Music Foundation own?", _vr("The_Nightingale_(violin)", "Silver_Swan")),
    ("Who made The Nightingale cello?", _vre("Lorenzo_Ferraboschi")),
    ("When was The Nightingale violin made?", {"1714"}),
    ("Who plays The Nightingale cello?", _vre("Edmund_Harrowby_(cellist)")),
    ("Which instruments did the luthier Edmund Harrowby make?", _vre("Harrowby_Five-String_Viola")),
    ("When was Edmund Harrowby the cellist born?", {"1962-10-30"}),
    ("Who was Lorenzo Ferraboschi's teacher?", _vre("Giacomo_Ferraboschi")),
    ("Who were Giacomo Ferraboschi's apprentices?", _vre("Lorenzo_Ferraboschi")),
    ("Where was Giacomo Ferraboschi born?", _vre("Brescia")),
    ("When did Matthias Klotzbauer die?", {"1790"}),
    ("In which city did Nicolas Védrenne work?", _vre("Paris")),
    ("Which cellos are there?", _vr("The_Nightingale_(cello)", "Le_Baron_Noir")),
    ("Which violas are there?", _vr("Marchesa_Viola", "Harrowby_Five-String_Viola")),
    ("Which is the oldest instrument?", _vre("The_Nightingale_(violin)")),
    ("Which instrument sold for the highest price?", _vre("The_Nightingale_(violin)")),
    ("When was Le Baron Noir last sold?", {"2016-03-22"}),
    ("How much was the Arundel Ferraboschi sold for?", {"3400000"}),
    ("What is the body length of the Mittenwald Rose?", {"35.4"}),
    ("Which instruments still have their original neck?", _vr("Marchesa_Viola", "Mittenwald_Rose", "Le_Baron_Noir",
                                                              "Silver_Swan", "Harrowby_Five-String_Viola")),
    ("Who owned The Nightingale violin before?", _vr("Carl_Reinholt", "Lady_Mabel_Ormsby")),
    ("Which instruments did Lady Mabel Ormsby once own?", _vr("The_Nightingale_(violin)", "Arundel_Ferraboschi")),
    ("How many instruments does the Fondazione Arcangeli own?", {"2"}),
    ("When was the Carrington Conservatoire founded?", {"1883"}),
    ("Where is the Wiener Streicherstiftung based?", _vre("Vienna")),
    ("What nationality is Matteo Lanzani?", _vre("Italy")),
    ("Which instruments were made after 1800?", _vr("Le_Baron_Noir", "Silver_Swan", "Harrowby_Five-String_Viola")),
    ("In which country was the maker of the Mittenwald Rose born?", _vre("Germany")),
    ("Who plays the instruments made by Lorenzo Ferraboschi?", _vr("Edmund_Harrowby_(cellist)", "Matteo_Lanzani")),
    ("When was the maker of the Silver Swan born?", {"1798"}),
    ("who owns the arundel ferraboschi", _vre("Fondazione_Arcangeli")),
    ("who plays the marchesa viloa", _vre("Matteo_Lanzani")),  # misspelt: Viola
    ("What varnish was used on the Mittenwald Rose?", set()),  # no varnishes
    ("How much is the Silver Swan insured for?", set()),  # no insurance values
    ("When did Sophie Aubertin first perform on the Silver Swan?", set()),  # no loan dates
]
VIOLINS_MADE_UP = ["Who made the Cremona Lark?", "Who plays the Golden Swan?", "When was Pietro Ferraboschi born?",
                   "Which instruments did Johann Klotzbauer make?", "Who owns the Duke of Lorraine cello?",
                   "Where is the Hoshino Violin Society based?"]
VIOLINS_GRAPHS = [
    ('[("Arundel Ferraboschi", "crafted by", ?x)]', _vre("Giacomo_Ferraboschi")),
    ('[(?x, "lent to", "Clara Westerholt")]', _vre("Arundel_Ferraboschi")),
    ('[("Silver Swan", "year built", ?x)]', {"1851"}),
    ('[("Hoshino Music Foundation", "set up in", ?x)]', {"1972"}),
    ('[("Lorenzo Ferraboschi", "trained under", ?x)]', _vre("Giacomo_Ferraboschi")),
    ('[("Le Baron Noir", "length of body", ?x)]', {"75.1"}),
    ('[(?i, "crafted by", "Nicolas Védrenne"), (?i, "belongs to", ?x)]',
     _vr("Wiener_Streicherstiftung", "Hoshino_Music_Foundation")),
    ('[(?i, "belongs to", "Carrington Conservatoire"), (?i, "year built", ?x)]', {"1731", "1898"}),
    ('[("Mittenwald Rose", "crafted by", ?m), (?m, "place of birth", ?x)]', _vre("Mittenwald")),
    ('[("Marchesa Viola", "lent to", ?p), (?p, "born on", ?x)]', {"1990-05-04"}),
    ('[(?i, "previous owner", "Carl Reinholt"), (?i, "sale price", ?x)]', {"9800000", "780000"}),
    ('[("Fondazione Arcangeli", "city", ?c), (?c, "nation", ?x)]', _vre("Italy")),
]

KGS_X = {"caves": (caves_kg, CAVES_QUESTIONS, CAVES_MADE_UP, CAVES_GRAPHS),
         "gardens": (gardens_kg, GARDENS_QUESTIONS, GARDENS_MADE_UP, GARDENS_GRAPHS),
         "observatories": (observatories_kg, OBSERVATORIES_QUESTIONS, OBSERVATORIES_MADE_UP, OBSERVATORIES_GRAPHS),
         "glaciers": (glaciers_kg, GLACIERS_QUESTIONS, GLACIERS_MADE_UP, GLACIERS_GRAPHS),
         "violins": (violins_kg, VIOLINS_QUESTIONS, VIOLINS_MADE_UP, VIOLINS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_X, __doc__)
