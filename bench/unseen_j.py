"""A tenth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_i.py):

- `nutrition`: a national food-composition table (fictional "Nordvale" institute) with food-code IRIs
  (`…/food/01024`) named by `rdfs:label` in @en and @fr (one food @en only, one @fr only: "Noisettes
  grillées"), `dcterms:identifier` the food code as a string ("01024"), `fct:foodGroup` → a `skos:Concept`
  (`skos:prefLabel` @en/@fr, `skos:broader` "Plant-based foods" / "Animal-based foods"); every nutrient
  value an n-ary `fct:NutrientValue` node (`…/value/01024/PROCNT`) with `fct:food`, `fct:nutrient` → a
  nutrient concept named by INFOODS tagname IRIs (`…/nutrient/FIBTG`, `skos:prefLabel` "Dietary fibre"@en,
  `skos:altLabel` "Fiber", `skos:notation` "FIBTG"), `qudt:numericValue` xsd:decimal per 100 g, `qudt:unit`
  → a QUDT unit IRI (`unit:GM`, `unit:MilliGM`, `unit:KiloCAL`, `rdfs:label`@en) and `fct:valueSource`
  ("analytical", "calculated", "imputed"); missing values are simply absent (no vitamin C for cheese);
- `chess`: one round-robin-style tournament exported from PGN: `pgn:Game` nodes (`…/game/2023-r2-b3`) that
  keep the PGN tags as predicates (`pgn:white` / `pgn:black` → players, `pgn:result` "1-0" / "0-1" /
  "1/2-1/2", `pgn:date` in PGN form "2023.10.13", `pgn:round` a string, `pgn:eco` → an opening,
  `pgn:whiteElo` / `pgn:blackElo`, `pgn:plyCount`, `pgn:event` → the tournament); players with FIDE-id IRIs
  (`…/player/fide/24117633`) named by `foaf:name` in PGN order "Okonkwo, Adaeze" (one compound surname),
  `pgn:title` "GM"/"IM"/"FM"/"WIM", `pgn:fideRating` xsd:integer, `pgn:federation` → a federation IRI
  (`…/federation/ARM`, `rdfs:label` "Armenia"@en); openings as SKOS concepts (`…/eco/B90`,
  `skos:prefLabel` "Sicilian Defence, Najdorf Variation"@en, `skos:notation` "B90", `skos:broader` an
  opening family, one `skos:altLabel`); the tournament has `rdfs:label`, `schema:startDate`/`endDate`,
  `pgn:arbiter`; no standings, points or winner anywhere (only results);
- `jobs`: a schema.org job board as JSON-LD turns into RDF: `schema:JobPosting`s with id IRIs
  (`…/posting/JP-20931`) titled by `schema:title`, `schema:hiringOrganization` → `schema:Organization`
  (`schema:name`, `schema:url` an IRI, `schema:address` → `_:` PostalAddress); everything nested is a
  BLANK NODE: `schema:jobLocation` → `_:` Place → `schema:address` → `_:` PostalAddress
  (`schema:addressLocality`, `schema:addressCountry` an ISO code), `schema:baseSalary` → `_:`
  MonetaryAmount (`schema:currency`) → `schema:value` → `_:` QuantitativeValue (`schema:minValue` /
  `schema:maxValue`, `schema:unitText` "YEAR"/"MONTH"/"HOUR"), `schema:experienceRequirements` → `_:`
  (`schema:monthsOfExperience`), `schema:educationRequirements` → `_:` (`schema:credentialCategory`),
  remote jobs with `schema:jobLocationType` "TELECOMMUTE" and `schema:applicantLocationRequirements` →
  `_:` Country (`schema:name`) instead of a location; `schema:employmentType` codes ("FULL_TIME",
  one posting with two), `schema:skills` plain literals, `schema:datePosted` xsd:date, `schema:validThrough`
  xsd:dateTime; one title in German;
- `grid`: an electricity transmission model in IEC CIM / CGMES (cim16 namespace): every IRI a
  `urn:uuid:`, every name a plain `cim:IdentifiedObject.name` (substations also `entsoe:IdentifiedObject.
  shortName` "KLB"), predicates in CIM's `Class.property` form and labelled nowhere
  (`cim:GeneratingUnit.maxOperatingP` in MW, `cim:Equipment.EquipmentContainer` unit → voltage level,
  `cim:VoltageLevel.Substation`, `cim:VoltageLevel.BaseVoltage` → `cim:BaseVoltage.nominalVoltage` in kV,
  `cim:Substation.Region` → `cim:SubGeographicalRegion`, `cim:SubGeographicalRegion.Region` →
  `cim:GeographicalRegion`); all values plain untyped strings ("312", "-310", "49.9") as CGMES writes
  them; units typed by subclass (`cim:WindGeneratingUnit` with `windGenUnitType` → `cim:WindGenUnitKind.
  offshore`, `cim:HydroGeneratingUnit`, `cim:ThermalGeneratingUnit`, `cim:SolarGeneratingUnit`); fuels as
  `cim:FossilFuel` nodes pointing AT their unit (`cim:FossilFuel.ThermalGeneratingUnit`,
  `cim:FossilFuel.fossilFuelType` → `cim:FuelType.gas`); lines as `cim:Line` containers of
  `cim:ACLineSegment`s (`cim:Conductor.length` km, `cim:ACLineSegment.r`) whose ends are only reachable
  through `cim:Terminal` → `cim:ConnectivityNode` → voltage level → substation; line names use en dashes;
- `lexemes`: Wikidata lexicographical data (ontolex): lexemes `wd:L90101` (`ontolex:LexicalEntry`) with
  `wikibase:lemma` and `rdfs:label` language-tagged ("Haus"@de, "fiets"@nl, "kind"@en next to "Kind"@de),
  `dct:language` and `wikibase:lexicalCategory` → items (`wd:Q188` "German"@en, `wd:Q1084` "noun"@en),
  `ontolex:lexicalForm` → forms `wd:L90101-F2` (`ontolex:representation` "Häuser"@de,
  `wikibase:grammaticalFeature` → feature items "plural", "genitive case", "superlative", some forms with
  an IPA `wdt:P898`), `ontolex:sense` → senses `wd:L90101-S1` (`skos:definition`@en, `wdt:P5137` item for
  this sense, `wdt:P5972` translation sense → sense, stated both ways), `wdt:P5185` grammatical gender,
  `wdt:P5191` derived from lexeme, `wdt:P5238` combines lexemes; property entities labelled (`wd:P5185
  rdfs:label "grammatical gender"@en; wikibase:directClaim wdt:P5185`); answers are forms' texts,
  lexemes or items (translations are asked as lexemes).

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered.

    python bench/unseen_j.py [--json]
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen  # noqa: E402
from unseen import RDF_TYPE, RDFS, SCHEMA, _lit  # noqa: E402
from unseen_b import FOAF, _typed  # noqa: E402
from unseen_g import Graph  # noqa: E402

SKOS = "http://www.w3.org/2004/02/skos/core#"
DCT = "http://purl.org/dc/terms/"
QUDT = "http://qudt.org/schema/qudt/"
UNIT = "http://qudt.org/vocab/unit/"


# ---- nutrition (food-composition table: n-ary nutrient values with QUDT units) ----------------------------
FC = "https://data.nordvale-foodtable.example/"
FCT = "https://data.nordvale-foodtable.example/def/"
FC_GROUPS = {  # key: (en, fr, broader key or None)
    "plant": ("Plant-based foods", "Aliments d'origine végétale", None),
    "animal": ("Animal-based foods", "Aliments d'origine animale", None),
    "cereals": ("Cereals and cereal products", "Céréales et produits céréaliers", "plant"),
    "pulses": ("Pulses", "Légumineuses", "plant"),
    "vegetables": ("Vegetables", "Légumes", "plant"),
    "fruit": ("Fruit", "Fruits", "plant"),
    "nuts": ("Nuts and seeds", "Fruits à coque et graines", "plant"),
    "dairy": ("Milk and dairy products", "Lait et produits laitiers", "animal"),
    "fish": ("Fish and seafood", "Poissons et fruits de mer", "animal"),
}
FC_UNITS = {"GM": "Gram", "MilliGM": "Milligram", "KiloCAL": "Kilocalorie"}
FC_NUTRIENTS = {  # tagname: (en, fr, unit, [altLabels @en])
    "ENERC_KCAL": ("Energy", "Énergie", "KiloCAL", ["Calories"]),
    "PROCNT": ("Protein", "Protéines", "GM", []),
    "FAT": ("Total fat", "Lipides", "GM", ["Fat"]),
    "CHOCDF": ("Carbohydrate", "Glucides", "GM", ["Carbs"]),
    "FIBTG": ("Dietary fibre", "Fibres alimentaires", "GM", ["Fiber", "Fibre"]),
    "SUGAR": ("Total sugars", "Sucres", "GM", ["Sugar"]),
    "NA": ("Sodium", "Sodium", "MilliGM", []),
    "CA": ("Calcium", "Calcium", "MilliGM", []),
    "FE": ("Iron", "Fer", "MilliGM", []),
    "VITC": ("Vitamin C", "Vitamine C", "MilliGM", ["Ascorbic acid"]),
}
FC_ORDER = ["ENERC_KCAL", "PROCNT", "FAT", "CHOCDF", "FIBTG", "SUGAR", "NA", "CA", "FE", "VITC"]
# code: (en label or None, fr label or None, group, values in FC_ORDER (None = not in the table))
FC_FOODS = {
    "01024": ("Rolled oats, dry", "Flocons d'avoine, secs", "cereals",
              ["374", "13.2", "6.9", "60.4", "9.8", "1.1", "4", "52", "4.3", None]),
    "01110": ("Wholemeal bread", None, "cereals",
              ["238", "9.6", "2.9", "41.3", "7.2", "3.4", "450", "104", "2.5", None]),
    "02031": ("Red lentils, dried", "Lentilles corail, sèches", "pulses",
              ["318", "24.6", "1.3", "48.8", "10.7", "2.4", "7", "48", "7.1", "1.5"]),
    "02045": ("Chickpeas, canned, drained", "Pois chiches, en conserve, égouttés", "pulses",
              ["139", "7.2", "2.9", "17.1", "6.4", "0.4", "238", "43", "1.5", "0.6"]),
    "03012": ("Spinach, raw", "Épinards, crus", "vegetables",
              ["23", "2.8", "0.6", "1.6", "2.2", "0.4", "79", "99", "2.7", "28.1"]),
    "03027": ("Carrot, raw", "Carotte, crue", "vegetables",
              ["36", "0.7", "0.3", "7.6", "2.8", "4.7", "69", "33", "0.3", "5.9"]),
    "04003": ("Apple, raw, with skin", "Pomme, crue, avec peau", "fruit",
              ["52", "0.3", "0.2", "11.8", "2.4", "10.4", "1", "6", "0.1", "4.6"]),
    "04019": ("Banana, raw", "Banane, crue", "fruit",
              ["89", "1.1", "0.3", "20.3", "2.6", "12.2", "1", "5", "0.3", "8.7"]),
    "05006": ("Cheddar cheese", "Cheddar", "dairy",
              ["410", "25.4", "34.4", "0.1", None, "0.1", "653", "739", "0.3", None]),
    "05014": ("Semi-skimmed milk", "Lait demi-écrémé", "dairy",
              ["46", "3.5", "1.6", "4.7", None, "4.7", "42", "124", "0.03", "1"]),
    "06002": ("Salmon, Atlantic, raw", "Saumon atlantique, cru", "fish",
              ["180", "20.4", "11", "0", None, None, "49", "12", "0.3", None]),
    "07008": ("Almonds, unsalted", "Amandes, non salées", "nuts",
              ["600", "21.2", "51.8", "6.9", "10.9", "4.4", "1", "264", "3.7", None]),
    "07015": (None, "Noisettes grillées", "nuts",
              ["646", "15", "62.4", "7.2", "9.4", "4.3", "0", "123", "4.4", None]),
}
FC_SOURCE = {"ENERC_KCAL": "calculated", "FIBTG": "analytical", "VITC": "analytical"}


def _food(*codes: str) -> set[str]:
    return {f"{FC}food/{c}" for c in codes}


def _fgroup(key: str) -> str:
    return f"{FC}group/{key}"


def _nutr(*tags: str) -> set[str]:
    return {f"{FC}nutrient/{t}" for t in tags}


def _fvalue(code: str, tag: str) -> str:
    return FC_FOODS[code][3][FC_ORDER.index(tag)]


def nutrition_kg() -> str:
    """N-Triples of the food-composition table."""
    g = Graph()
    for key, label in FC_UNITS.items():
        g.add(UNIT + key, RDF_TYPE, QUDT + "Unit"), g.add(UNIT + key, RDFS + "label", _lit(label, "en"))
    for key, (en, fr, broader) in FC_GROUPS.items():
        c = _fgroup(key)
        g.add(c, RDF_TYPE, SKOS + "Concept"), g.add(c, SKOS + "prefLabel", _lit(en, "en"))
        g.add(c, SKOS + "prefLabel", _lit(fr, "fr"))
        if broader:
            g.add(c, SKOS + "broader", _fgroup(broader))
    for tag, (en, fr, unit, alts) in FC_NUTRIENTS.items():
        n = f"{FC}nutrient/{tag}"
        g.add(n, RDF_TYPE, FCT + "Nutrient"), g.add(n, RDF_TYPE, SKOS + "Concept")
        g.add(n, SKOS + "prefLabel", _lit(en, "en")), g.add(n, SKOS + "prefLabel", _lit(fr, "fr"))
        g.add(n, SKOS + "notation", _lit(tag))
        for alt in alts:
            g.add(n, SKOS + "altLabel", _lit(alt, "en"))
    for code, (en, fr, group, values) in FC_FOODS.items():
        f = f"{FC}food/{code}"
        g.add(f, RDF_TYPE, FCT + "Food"), g.add(f, DCT + "identifier", _lit(code))
        if en:
            g.add(f, RDFS + "label", _lit(en, "en"))
        if fr:
            g.add(f, RDFS + "label", _lit(fr, "fr"))
        g.add(f, FCT + "foodGroup", _fgroup(group))
        for tag, value in zip(FC_ORDER, values):
            if value is None:
                continue
            v = f"{FC}value/{code}/{tag}"
            g.add(v, RDF_TYPE, FCT + "NutrientValue"), g.add(v, FCT + "food", f)
            g.add(v, FCT + "nutrient", f"{FC}nutrient/{tag}")
            g.add(v, QUDT + "numericValue", _typed(value, "decimal"))
            g.add(v, QUDT + "unit", UNIT + FC_NUTRIENTS[tag][2])
            g.add(v, FCT + "valueSource", _lit(FC_SOURCE.get(tag, "imputed" if code == "07015" else "analytical")))
    return g.text()


NUTRITION_QUESTIONS = [
    ("How much protein is in rolled oats?", {_fvalue("01024", "PROCNT")}),
    ("How many calories does a banana have?", {_fvalue("04019", "ENERC_KCAL")}),
    ("What is the fibre content of red lentils?", {_fvalue("02031", "FIBTG")}),
    ("Which food group does spinach belong to?", {_fgroup("vegetables")}),
    ("Which foods are in the pulses group?", _food("02031", "02045")),
    ("What is the French name for semi-skimmed milk?", {"Lait demi-écrémé"}),
    ("Which food has the most vitamin C?", _food("03012")),
    ("Which foods contain more than 20 g of protein?", _food("02031", "05006", "06002", "07008")),
    ("How much sodium is in cheddar cheese?", {_fvalue("05006", "NA")}),
    ("In what unit is iron measured?", {UNIT + "MilliGM"}),
    ("What is the food code of wholemeal bread?", {"01110"}),
    ("how much sugar is in an apple", {_fvalue("04003", "SUGAR")}),
    ("Which nutrients are listed for salmon?", _nutr("ENERC_KCAL", "PROCNT", "FAT", "CHOCDF", "NA", "CA", "FE")),
    ("What is the energy value of almonds?", {_fvalue("07008", "ENERC_KCAL")}),
    ("Which foods are plant-based?", _food("01024", "01110", "02031", "02045", "03012", "03027", "04003",
                                           "04019", "07008", "07015")),
    ("How much calcium is in semi skimmed milk?", {_fvalue("05014", "CA")}),
    ("What is the broader group of fish and seafood?", {_fgroup("animal")}),
    ("Which food has the least fat?", _food("04003")),
    ("How much protein is in noisettes grillées?", {_fvalue("07015", "PROCNT")}),
    ("How much fiber is in chikpeas?", {_fvalue("02045", "FIBTG")}),  # misspelt: chickpeas
    ("How many foods are in the fruit group?", {"2"}),
    ("Which foods have more iron than spinach?", _food("01024", "02031", "07008", "07015")),
    ("What is the price of rolled oats?", set()),  # no prices in the KG
    ("How much caffeine is in wholemeal bread?", set()),  # no caffeine nutrient in the table
    ("What is the glycemic index of a banana?", set()),  # no glycemic index in the KG
    ("How much vitamin C is in cheddar cheese?", set()),  # the table holds no vitamin C value for cheddar
]
NUTRITION_MADE_UP = ["How much protein is in rolled barley?", "Which food group does kale belong to?",
                     "How many calories does a mango have?", "What is the fibre content of black lentils?",
                     "How much sodium is in gouda cheese?", "What is the food code of rye crispbread?"]
NUTRITION_GRAPHS = [
    ('[("Spinach, raw", "food group", ?x)]', {_fgroup("vegetables")}),
    ('[(?v, "food", "Banana, raw"), (?v, "nutrient", ?x)]', _nutr(*FC_ORDER)),
    ('[(?f, "food group", "Pulses"), (?f, "identifier", ?x)]', {"02031", "02045"}),
    ('[("Milk and dairy products", "broader", ?x)]', {_fgroup("animal")}),
    ('[(?v, "food", "Red lentils, dried"), (?v, "unit", ?x)]', {UNIT + "GM", UNIT + "MilliGM", UNIT + "KiloCAL"}),
    ('[(?v, "nutrient", "Vitamin C"), (?v, "food", ?x)]', _food("02031", "02045", "03012", "03027", "04003",
                                                                 "04019", "05014")),
]


# ---- chess (PGN tags as predicates, games as n-ary nodes, "Surname, Given" names) ---------------------------
CH = "https://archive.varnholm-chess.example/"
PGN = "https://ns.chessarchive.example/pgn#"
CH_FEDERATIONS = {"NGR": "Nigeria", "HUN": "Hungary", "SWE": "Sweden", "ARM": "Armenia", "IND": "India",
                  "ESP": "Spain", "NOR": "Norway", "NED": "Netherlands"}
CH_PLAYERS = {  # key: (FIDE id, PGN name, title, rating, federation)
    "okonkwo": ("24117633", "Okonkwo, Adaeze", "GM", 2561, "NGR"),
    "varga": ("1503441", "Varga, Bence", "GM", 2598, "HUN"),
    "lindgren": ("4165012", "Lindgren, Tove", "IM", 2472, "SWE"),
    "kazaryan": ("13400112", "Kazaryan, Lilit", "WIM", 2388, "ARM"),
    "dasgupta": ("5021088", "Dasgupta, Rohan", "IM", 2455, "IND"),
    "moreno": ("34188217", "Moreno Ibáñez, Julia", "FM", 2390, "ESP"),
    "haugland": ("1720933", "Haugland, Sivert", "GM", 2575, "NOR"),
    "vdberg": ("24699152", "Van der Berg, Maarten", "IM", 2431, "NED"),
}
CH_FAMILIES = {"sicilian-defence": "Sicilian Defence", "open-games": "Open Games",
               "closed-games": "Closed Games", "indian-defences": "Indian Defences"}
CH_OPENINGS = {  # ECO: (name, family, altLabel)
    "B90": ("Sicilian Defence, Najdorf Variation", "sicilian-defence", None),
    "B33": ("Sicilian Defence, Sveshnikov Variation", "sicilian-defence", None),
    "C42": ("Petrov's Defence", "open-games", "Russian Game"),
    "D37": ("Queen's Gambit Declined", "closed-games", None),
    "E60": ("King's Indian Defence", "indian-defences", None),
}
CH_DATES = {1: "2023.10.12", 2: "2023.10.13", 3: "2023.10.14"}
CH_GAMES = {  # (round, board): (white, black, result, ECO, plies)
    (1, 1): ("varga", "lindgren", "1-0", "B90", 71), (1, 2): ("kazaryan", "okonkwo", "0-1", "C42", 88),
    (1, 3): ("haugland", "dasgupta", "1/2-1/2", "D37", 60), (1, 4): ("moreno", "vdberg", "1/2-1/2", "E60", 104),
    (2, 1): ("okonkwo", "varga", "1/2-1/2", "B90", 52), (2, 2): ("lindgren", "haugland", "0-1", "C42", 79),
    (2, 3): ("dasgupta", "moreno", "1-0", "B33", 95), (2, 4): ("vdberg", "kazaryan", "1-0", "D37", 67),
    (3, 1): ("varga", "haugland", "1/2-1/2", "E60", 40), (3, 2): ("okonkwo", "dasgupta", "1-0", "B33", 63),
    (3, 3): ("kazaryan", "moreno", "0-1", "B90", 110), (3, 4): ("lindgren", "vdberg", "1/2-1/2", "D37", 58),
}
CH_EVENT = CH + "event/varnholm-open-2023"
CH_ARBITER = CH + "person/arbiter-0412"


def _pl(*keys: str) -> set[str]:
    return {f"{CH}player/fide/{CH_PLAYERS[k][0]}" for k in keys}


def _game(*rb: tuple[int, int]) -> set[str]:
    return {f"{CH}game/2023-r{r}-b{b}" for r, b in rb}


def _eco(*codes: str) -> set[str]:
    return {f"{CH}eco/{c}" for c in codes}


def _fed(key: str) -> str:
    return f"{CH}federation/{key}"


def chess_kg() -> str:
    """N-Triples of the PGN-derived tournament."""
    g = Graph()
    for key, name in CH_FEDERATIONS.items():
        g.add(_fed(key), RDF_TYPE, PGN + "Federation"), g.add(_fed(key), RDFS + "label", _lit(name, "en"))
    scheme = CH + "eco"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme")
    g.add(scheme, SKOS + "prefLabel", _lit("Encyclopaedia of Chess Openings", "en"))
    for key, name in CH_FAMILIES.items():
        f = f"{CH}opening/{key}"
        g.add(f, RDF_TYPE, SKOS + "Concept"), g.add(f, SKOS + "prefLabel", _lit(name, "en"))
        g.add(f, SKOS + "inScheme", scheme)
    for code, (name, family, alt) in CH_OPENINGS.items():
        o = f"{CH}eco/{code}"
        g.add(o, RDF_TYPE, SKOS + "Concept"), g.add(o, SKOS + "prefLabel", _lit(name, "en"))
        g.add(o, SKOS + "notation", _lit(code)), g.add(o, SKOS + "broader", f"{CH}opening/{family}")
        g.add(o, SKOS + "inScheme", scheme)
        if alt:
            g.add(o, SKOS + "altLabel", _lit(alt, "en"))
    g.add(CH_ARBITER, RDF_TYPE, FOAF + "Person"), g.add(CH_ARBITER, FOAF + "name", _lit("Lindqvist, Oda"))
    g.add(CH_EVENT, RDF_TYPE, PGN + "Tournament"), g.add(CH_EVENT, RDFS + "label", _lit("Varnholm Open 2023", "en"))
    g.add(CH_EVENT, SCHEMA + "startDate", _typed("2023-10-12", "date"))
    g.add(CH_EVENT, SCHEMA + "endDate", _typed("2023-10-14", "date"))
    g.add(CH_EVENT, PGN + "site", _lit("Varnholm NOR")), g.add(CH_EVENT, PGN + "arbiter", CH_ARBITER)
    for key, (fide, name, title, rating, fed) in CH_PLAYERS.items():
        p = next(iter(_pl(key)))
        g.add(p, RDF_TYPE, PGN + "Player"), g.add(p, RDF_TYPE, FOAF + "Person"), g.add(p, FOAF + "name", _lit(name))
        g.add(p, PGN + "fideId", _lit(fide)), g.add(p, PGN + "title", _lit(title))
        g.add(p, PGN + "fideRating", _typed(rating, "integer")), g.add(p, PGN + "federation", _fed(fed))
    for (rnd, board), (white, black, result, eco, plies) in CH_GAMES.items():
        gm = next(iter(_game((rnd, board))))
        g.add(gm, RDF_TYPE, PGN + "Game"), g.add(gm, PGN + "event", CH_EVENT)
        g.add(gm, PGN + "site", _lit("Varnholm NOR")), g.add(gm, PGN + "date", _lit(CH_DATES[rnd]))
        g.add(gm, PGN + "round", _lit(str(rnd))), g.add(gm, PGN + "white", next(iter(_pl(white))))
        g.add(gm, PGN + "black", next(iter(_pl(black)))), g.add(gm, PGN + "result", _lit(result))
        g.add(gm, PGN + "eco", f"{CH}eco/{eco}"), g.add(gm, PGN + "plyCount", _typed(plies, "integer"))
        g.add(gm, PGN + "whiteElo", _typed(CH_PLAYERS[white][3], "integer"))
        g.add(gm, PGN + "blackElo", _typed(CH_PLAYERS[black][3], "integer"))
    return g.text()


CHESS_QUESTIONS = [
    ("Who played black against Bence Varga in round 1?", _pl("lindgren")),
    ("What was the result of the game between Adaeze Okonkwo and Bence Varga?", {"1/2-1/2"}),
    ("Which opening was played in the game between Rohan Dasgupta and Julia Moreno Ibáñez?", _eco("B33")),
    ("What is Adaeze Okonkwo's FIDE rating?", {"2561"}),
    ("Which federation does Tove Lindgren play for?", {_fed("SWE")}),
    ("Which players are grandmasters?", _pl("okonkwo", "varga", "haugland")),
    ("Which games were played with the Najdorf Variation?", _game((1, 1), (2, 1), (3, 3))),
    ("How many games did Lilit Kazaryan lose?", {"3"}),
    ("Who was the arbiter of the Varnholm Open 2023?", {CH_ARBITER}),
    ("When did the Varnholm Open 2023 start?", {"2023-10-12"}),
    ("How many plies did the game between Lilit Kazaryan and Julia Moreno Ibáñez last?", {"110"}),
    ("Who played white in the game between Sivert Haugland and Rohan Dasgupta?", _pl("haugland")),
    ("Which games did Sivert Haugland win?", _game((2, 2))),
    ("On which date was round 2 played?", {"2023.10.13"}),
    ("What is the ECO code of Petrov's Defence?", {"C42"}),
    ("which players are from armenia", _pl("kazaryan")),
    ("Who did Rohan Dasgupta play in round 3?", _pl("okonkwo")),
    ("Which openings are variations of the Sicilian Defence?", _eco("B90", "B33")),
    ("What is the rating of Bence Vargas?", {"2598"}),  # misspelt: Varga
    ("who played against maarten van der berg in round 2", _pl("kazaryan")),
    ("Which players are rated above 2570?", _pl("varga", "haugland")),
    ("How many games ended in a draw?", {"5"}),
    ("Which country does Julia Moreno Ibáñez represent?", {_fed("ESP")}),
    ("What title does Tove Lindgren hold?", {"IM"}),
    ("How long did the game between Bence Varga and Tove Lindgren take?", set()),  # no clock times in the KG
    ("What was the prize fund of the Varnholm Open 2023?", set()),  # no prize fund
    ("When was Adaeze Okonkwo born?", set()),  # no birth dates
]
CHESS_MADE_UP = ["What is the FIDE rating of Adaeze Lindgren?",
                 "Who played black against Magnus Thorvaldsen in round 1?",
                 "What was the result of the game between Bence Varga and Aram Petrosyan?",
                 "Which federation does Tove Haugland play for?", "Who was the arbiter of the Varnholm Open 2021?",
                 "What is the ECO code of the Grünfeld Defence?"]
CHESS_GRAPHS = [
    ('[("Adaeze Okonkwo", "fide rating", ?x)]', {"2561"}),
    ('[(?g, "white player", "Varga, Bence"), (?g, "result", ?x)]', {"1-0", "1/2-1/2"}),
    ('[(?g, "black", "Sivert Haugland"), (?g, "opening", ?x)]', _eco("C42", "E60")),
    ('[("Tove Lindgren", "federation", ?x)]', {_fed("SWE")}),
    ('[("Varnholm Open 2023", "arbiter", ?x)]', {CH_ARBITER}),
    ('[(?g, "opening", "Sicilian Defence, Najdorf Variation"), (?g, "black player", ?x)]',
     _pl("lindgren", "varga", "moreno")),
]


# ---- jobs (schema.org JobPosting from JSON-LD: nested values as blank nodes) ---------------------------------
JB = "https://jobs.brightmoor.example/"
JB_ORGS = {  # key: (name, url, locality, country)
    "harrowgate": ("Harrowgate Analytics", "https://www.harrowgate-analytics.example/", "Dublin", "IE"),
    "nordlys": ("Nordlys Robotics GmbH", "https://nordlys-robotics.example.de/", "Munich", "DE"),
    "tidewell": ("Tidewell Logistics B.V.", "https://www.tidewell.example.nl/", "Rotterdam", "NL"),
    "bramblecourt": ("Bramblecourt Hotels", "https://bramblecourthotels.example.ie/", "Galway", "IE"),
    "quillon": ("Quillon Software", "https://quillon.example.io/", "Berlin", "DE"),
}
# id: (title, org, (locality, country) or None (remote), remote applicant countries, (min, max, unit),
#      employment types, posted, valid through, skills, months of experience, education)
JB_POSTINGS = {
    "JP-20931": ("Senior Data Engineer", "harrowgate", ("Dublin", "IE"), [], ("75000", "95000", "YEAR"),
                 ["FULL_TIME"], "2024-02-05", "2024-03-31T23:59:00Z", ["Python", "Apache Spark", "SQL"], 60, None),
    "JP-20932": ("Data Analyst (Graduate)", "harrowgate", ("Dublin", "IE"), [], ("38000", "42000", "YEAR"),
                 ["FULL_TIME"], "2024-02-12", "2024-03-15T23:59:00Z", ["SQL", "Tableau"], None, "bachelor degree"),
    "JP-20933": ("Machine Learning Engineer", "harrowgate", ("Cork", "IE"), [], ("80000", "100000", "YEAR"),
                 ["FULL_TIME"], "2024-02-20", "2024-04-30T23:59:00Z", ["Python", "PyTorch", "MLOps"], 36,
                 "master degree"),
    "JP-20945": ("Robotics Software Engineer", "nordlys", ("Munich", "DE"), [], ("68000", "82000", "YEAR"),
                 ["FULL_TIME"], "2024-01-22", "2024-03-22T23:59:00Z", ["C++", "ROS 2", "Python"], 36, None),
    "JP-20946": ("Werkstudent (m/w/d) Mechatronik", "nordlys", ("Munich", "DE"), [], ("15", "16", "HOUR"),
                 ["PART_TIME"], "2024-02-02", "2024-04-01T23:59:00Z", ["SolidWorks"], None, None),
    "JP-20960": ("Warehouse Shift Supervisor", "tidewell", ("Rotterdam", "NL"), [], ("3100", "3600", "MONTH"),
                 ["FULL_TIME"], "2024-02-01", "2024-03-01T23:59:00Z", ["team leadership", "forklift certification"],
                 24, None),
    "JP-20961": ("Customs Declarations Specialist", "tidewell", ("Rotterdam", "NL"), [], ("3400", "4100", "MONTH"),
                 ["FULL_TIME"], "2024-02-19", "2024-03-19T23:59:00Z", ["customs regulations", "SAP"], 12, None),
    "JP-20975": ("Night Receptionist", "bramblecourt", ("Galway", "IE"), [], ("13.5", "15", "HOUR"),
                 ["PART_TIME"], "2024-02-08", "2024-02-29T23:59:00Z", ["customer service", "Opera PMS"], None, None),
    "JP-20976": ("Head Chef", "bramblecourt", ("Galway", "IE"), [], ("48000", "55000", "YEAR"),
                 ["FULL_TIME"], "2024-01-30", "2024-03-10T23:59:00Z", ["menu planning", "HACCP"], 60, None),
    "JP-20988": ("Frontend Developer (React)", "quillon", None, ["Germany", "Netherlands"], ("60000", "75000", "YEAR"),
                 ["FULL_TIME", "CONTRACTOR"], "2024-02-14", "2024-04-14T23:59:00Z", ["React", "TypeScript", "CSS"],
                 24, None),
    "JP-20989": ("Technical Writer", "quillon", None, ["Ireland"], ("45000", "52000", "YEAR"),
                 ["PART_TIME"], "2024-02-15", "2024-03-29T23:59:00Z", ["technical writing", "Markdown"], None, None),
    "JP-20990": ("Site Reliability Engineer", "quillon", ("Berlin", "DE"), [], ("70000", "88000", "YEAR"),
                 ["FULL_TIME"], "2024-02-03", "2024-04-03T23:59:00Z", ["Kubernetes", "Go", "Terraform"], 48, None),
}


def _org(key: str) -> str:
    return f"{JB}org/{key}"


def _job(*ids: str) -> set[str]:
    return {f"{JB}posting/{i}" for i in ids}


def jobs_kg() -> str:
    """N-Triples of the job board (JSON-LD nesting as blank nodes)."""
    g = Graph()
    for key, (name, url, locality, country) in JB_ORGS.items():
        o, a = _org(key), f"_:orgaddr_{key}"
        g.add(o, RDF_TYPE, SCHEMA + "Organization"), g.add(o, SCHEMA + "name", _lit(name))
        g.add(o, SCHEMA + "url", url), g.add(o, SCHEMA + "address", a)
        g.add(a, RDF_TYPE, SCHEMA + "PostalAddress"), g.add(a, SCHEMA + "addressLocality", _lit(locality))
        g.add(a, SCHEMA + "addressCountry", _lit(country))
    for pid, (title, org, place, remote, (lo, hi, unit), types, posted, valid, skills, months, edu) in \
            JB_POSTINGS.items():
        j, b = f"{JB}posting/{pid}", pid.replace("-", "_")
        g.add(j, RDF_TYPE, SCHEMA + "JobPosting"), g.add(j, SCHEMA + "title", _lit(title))
        g.add(j, SCHEMA + "hiringOrganization", _org(org))
        g.add(j, SCHEMA + "datePosted", _typed(posted, "date")), g.add(j, SCHEMA + "validThrough",
                                                                      _typed(valid, "dateTime"))
        for t in types:
            g.add(j, SCHEMA + "employmentType", _lit(t))
        for s in skills:
            g.add(j, SCHEMA + "skills", _lit(s))
        if place:
            loc, addr = f"_:loc_{b}", f"_:addr_{b}"
            g.add(j, SCHEMA + "jobLocation", loc), g.add(loc, RDF_TYPE, SCHEMA + "Place")
            g.add(loc, SCHEMA + "address", addr), g.add(addr, RDF_TYPE, SCHEMA + "PostalAddress")
            g.add(addr, SCHEMA + "addressLocality", _lit(place[0]))
            g.add(addr, SCHEMA + "addressCountry", _lit(place[1]))
        else:
            g.add(j, SCHEMA + "jobLocationType", _lit("TELECOMMUTE"))
            for n, country in enumerate(remote):
                c = f"_:req_{b}_{n}"
                g.add(j, SCHEMA + "applicantLocationRequirements", c)
                g.add(c, RDF_TYPE, SCHEMA + "Country"), g.add(c, SCHEMA + "name", _lit(country))
        money, value = f"_:salary_{b}", f"_:salaryvalue_{b}"
        g.add(j, SCHEMA + "baseSalary", money), g.add(money, RDF_TYPE, SCHEMA + "MonetaryAmount")
        g.add(money, SCHEMA + "currency", _lit("EUR")), g.add(money, SCHEMA + "value", value)
        g.add(value, RDF_TYPE, SCHEMA + "QuantitativeValue")
        kind = "decimal" if "." in lo or "." in hi else "integer"
        g.add(value, SCHEMA + "minValue", _typed(lo, kind)), g.add(value, SCHEMA + "maxValue", _typed(hi, kind))
        g.add(value, SCHEMA + "unitText", _lit(unit))
        if months is not None:
            e = f"_:exp_{b}"
            g.add(j, SCHEMA + "experienceRequirements", e)
            g.add(e, RDF_TYPE, SCHEMA + "OccupationalExperienceRequirements")
            g.add(e, SCHEMA + "monthsOfExperience", _typed(months, "integer"))
        if edu:
            e = f"_:edu_{b}"
            g.add(j, SCHEMA + "educationRequirements", e)
            g.add(e, RDF_TYPE, SCHEMA + "EducationalOccupationalCredential")
            g.add(e, SCHEMA + "credentialCategory", _lit(edu))
    return g.text()


JOBS_QUESTIONS = [
    ("Which company posted the Head Chef job?", {_org("bramblecourt")}),
    ("What is the maximum salary for the Senior Data Engineer position?", {"95000"}),
    ("Where is the Robotics Software Engineer job located?", {"Munich"}),
    ("Which jobs are in Dublin?", _job("JP-20931", "JP-20932")),
    ("What skills are required for the Frontend Developer (React) role?", {"React", "TypeScript", "CSS"}),
    ("Which jobs require Python?", _job("JP-20931", "JP-20933", "JP-20945")),
    ("What jobs does Tidewell Logistics have open?", _job("JP-20960", "JP-20961")),
    ("What is the employment type of the Technical Writer job?", {"PART_TIME"}),
    ("When was the Customs Declarations Specialist position posted?", {"2024-02-19"}),
    ("Until when can I apply for the Senior Data Engineer job?", {"2024-03-31T23:59:00Z"}),
    ("Which positions are remote?", _job("JP-20988", "JP-20989")),
    ("How much does the Night Receptionist job pay per hour?", {"13.5", "15"}),
    ("What currency is the salary of the Warehouse Shift Supervisor paid in?", {"EUR"}),
    ("How many months of experience does the Head Chef job require?", {"60"}),
    ("Which jobs are part-time?", _job("JP-20946", "JP-20975", "JP-20989")),
    ("What education is required for the Data Analyst (Graduate) job?", {"bachelor degree"}),
    ("Which jobs are located in Germany?", _job("JP-20945", "JP-20946", "JP-20990")),
    ("What is the website of Nordlys Robotics?", {"https://nordlys-robotics.example.de/"}),
    ("Which skills does the Site Reliabilty Engineer need?", {"Kubernetes", "Go", "Terraform"}),  # misspelt
    ("who is hiring a machine learning engineer", {_org("harrowgate")}),
    ("Which jobs offer a maximum salary above 90000?", _job("JP-20931", "JP-20933")),
    ("From which countries can you apply for the Frontend Developer (React) job?", {"Germany", "Netherlands"}),
    ("What is the minimum salary of the Machine Learning Engineer job?", {"80000"}),
    ("Where is Quillon Software based?", {"Berlin"}),
    ("How many vacation days does the Head Chef job offer?", set()),  # no benefits in the KG
    ("Who is the hiring manager for the Data Analyst (Graduate) job?", set()),  # no contacts
    ("When does the Robotics Software Engineer position start?", set()),  # no jobStartDate
]
JOBS_MADE_UP = ["Which company posted the Sous Chef job?",
                "What is the maximum salary for the Junior Data Engineer position?",
                "Where is the Robotics Hardware Engineer job located?", "What jobs does Tidewater Shipping have open?",
                "Which skills does the Backend Developer (Rust) role need?",
                "What is the website of Harrowgate Robotics?"]
JOBS_GRAPHS = [
    ('[("Head Chef", "hiring organization", ?x)]', {_org("bramblecourt")}),
    ('[(?j, "hiring organization", "Quillon Software"), (?j, "title", ?x)]',
     {"Frontend Developer (React)", "Technical Writer", "Site Reliability Engineer"}),
    ('[("Senior Data Engineer", "base salary", ?m), (?m, "currency", ?x)]', {"EUR"}),
    ('[(?j, "skills", "Python"), (?j, "employment type", ?x)]', {"FULL_TIME"}),
    ('[("Nordlys Robotics GmbH", "url", ?x)]', {"https://nordlys-robotics.example.de/"}),
    ('[("Customs Declarations Specialist", "date posted", ?x)]', {"2024-02-19"}),
]


# ---- grid (IEC CIM / CGMES equipment model: urn:uuid IRIs, Class.property predicates, plain values) ----------
CIM = "http://iec.ch/TC57/2013/CIM-schema-cim16#"
ENTSOE = "http://entsoe.eu/CIM/SchemaExtension/3/1#"


def _u(key: str) -> str:
    return "urn:uuid:" + str(uuid.uuid5(uuid.NAMESPACE_URL, "tarnland-grid/" + key))


GR_SUBREGIONS = {"eastmarch": "Eastmarch", "westmere": "Westmere Vale", "northcoast": "Northcoast"}
GR_SUBSTATIONS = {  # key: (name, short name, subregion, [voltage levels in kV])
    "GRS": ("Gorsefell", "GRS", "northcoast", [400, 220]), "KLB": ("Kilbride", "KLB", "eastmarch", [400, 132]),
    "ASX": ("Ashcombe Cross", "ASX", "eastmarch", [132]), "MHV": ("Moorhaven", "MHV", "westmere", [400]),
    "DMB": ("Dunmore Bay", "DMB", "northcoast", [220]), "PLR": ("Pellow Ridge", "PLR", "westmere", [132]),
}
# key: (name, class, max MW, min MW, (substation, kV), extra: wind kind / fuel / hydro kind)
GR_UNITS = {
    "u1": ("Gorsefell Wind Farm", "WindGeneratingUnit", "312", "0", ("GRS", 400), "onshore"),
    "u2": ("Dunmore Bay Offshore Wind", "WindGeneratingUnit", "540", "0", ("DMB", 220), "offshore"),
    "u3": ("Kilbride CCGT 1", "ThermalGeneratingUnit", "430", "180", ("KLB", 400), "gas"),
    "u4": ("Kilbride CCGT 2", "ThermalGeneratingUnit", "430", "180", ("KLB", 400), "gas"),
    "u5": ("Moorhaven Power Station Unit 3", "ThermalGeneratingUnit", "660", "250", ("MHV", 400), "hardCoal"),
    "u6": ("Loch Aird Pumped Storage", "HydroGeneratingUnit", "300", "-310", ("MHV", 400), "pumpAndGenerator"),
    "u7": ("Pellow Ridge Hydro", "HydroGeneratingUnit", "45", "2", ("PLR", 132), "generator"),
    "u8": ("Ashcombe Solar Park", "SolarGeneratingUnit", "49.9", "0", ("ASX", 132), None),
    "u9": ("Ashcombe Peat Station", "ThermalGeneratingUnit", "128", "40", ("ASX", 132), "peat"),
}
# line key: (line name, kV, [(segment name, length km, r ohm, (from substation), (to substation))])
GR_LINES = {
    "l1": ("Gorsefell–Kilbride 400 kV", 400, [("GRS-KLB 1", "86.4", "2.1", "GRS", "KLB")]),
    "l2": ("Kilbride–Moorhaven 400 kV", 400, [("KLB-MHV 1", "112", "2.7", "KLB", "MHV"),
                                              ("KLB-MHV 2", "112", "2.9", "KLB", "MHV")]),
    "l3": ("Kilbride–Ashcombe Cross 132 kV", 132, [("KLB-ASX 1", "23.7", "3.4", "KLB", "ASX")]),
    "l4": ("Dunmore Bay–Gorsefell 220 kV", 220, [("DMB-GRS 1", "41.2", "1.8", "DMB", "GRS")]),
    "l5": ("Ashcombe Cross–Pellow Ridge 132 kV", 132, [("ASX-PLR 1", "58.9", "6.2", "ASX", "PLR")]),
}


def _sub(*keys: str) -> set[str]:
    return {_u("sub/" + k) for k in keys}


def _unit(*keys: str) -> set[str]:
    return {_u("unit/" + k) for k in keys}


def _vl(sub: str, kv: int) -> str:
    return _u(f"vl/{sub}/{kv}")


def grid_kg() -> str:
    """N-Triples of the CGMES-style grid model."""
    g = Graph()

    def named(iri: str, cls: str, name: str) -> None:
        g.add(iri, RDF_TYPE, CIM + cls), g.add(iri, CIM + "IdentifiedObject.name", _lit(name))
        g.add(iri, CIM + "IdentifiedObject.mRID", _lit(iri.removeprefix("urn:uuid:")))

    region = _u("region/tarnland")
    named(region, "GeographicalRegion", "Tarnland")
    for key, name in GR_SUBREGIONS.items():
        named(_u("subregion/" + key), "SubGeographicalRegion", name)
        g.add(_u("subregion/" + key), CIM + "SubGeographicalRegion.Region", region)
    for kv in (400, 220, 132):
        bv = _u(f"bv/{kv}")
        named(bv, "BaseVoltage", f"{kv} kV"), g.add(bv, CIM + "BaseVoltage.nominalVoltage", _lit(str(kv)))
    for key, (name, short, subregion, levels) in GR_SUBSTATIONS.items():
        s = _u("sub/" + key)
        named(s, "Substation", name), g.add(s, ENTSOE + "IdentifiedObject.shortName", _lit(short))
        g.add(s, CIM + "Substation.Region", _u("subregion/" + subregion))
        for kv in levels:
            vl = _vl(key, kv)
            named(vl, "VoltageLevel", f"{short} {kv}kV"), g.add(vl, CIM + "VoltageLevel.Substation", s)
            g.add(vl, CIM + "VoltageLevel.BaseVoltage", _u(f"bv/{kv}"))
    for key, (name, cls, pmax, pmin, (sub, kv), extra) in GR_UNITS.items():
        u = _u("unit/" + key)
        named(u, cls, name), g.add(u, CIM + "GeneratingUnit.maxOperatingP", _lit(pmax))
        g.add(u, CIM + "GeneratingUnit.minOperatingP", _lit(pmin))
        g.add(u, CIM + "Equipment.EquipmentContainer", _vl(sub, kv))
        if cls == "WindGeneratingUnit":
            g.add(u, CIM + "WindGeneratingUnit.windGenUnitType", CIM + "WindGenUnitKind." + extra)
        elif cls == "HydroGeneratingUnit":
            g.add(u, CIM + "HydroGeneratingUnit.energyConversionCapability", CIM + "HydroEnergyConversionKind." + extra)
        elif cls == "ThermalGeneratingUnit":
            f = _u("fuel/" + key)
            named(f, "FossilFuel", f"{name} fuel"), g.add(f, CIM + "FossilFuel.ThermalGeneratingUnit", u)
            g.add(f, CIM + "FossilFuel.fossilFuelType", CIM + "FuelType." + extra)
    for key, (name, kv, segments) in GR_LINES.items():
        line = _u("line/" + key)
        named(line, "Line", name), g.add(line, CIM + "Line.Region", region)
        for seg_name, length, r, a, b in segments:
            seg = _u("seg/" + seg_name)
            named(seg, "ACLineSegment", seg_name), g.add(seg, CIM + "Equipment.EquipmentContainer", line)
            g.add(seg, CIM + "Conductor.length", _lit(length)), g.add(seg, CIM + "ACLineSegment.r", _lit(r))
            g.add(seg, CIM + "ConductingEquipment.BaseVoltage", _u(f"bv/{kv}"))
            for n, end in enumerate((a, b), 1):
                t, cn = _u(f"term/{seg_name}/{n}"), _u(f"cn/{seg_name}/{n}")
                named(t, "Terminal", f"{seg_name} T{n}"), g.add(t, CIM + "Terminal.ConductingEquipment", seg)
                g.add(t, CIM + "ACDCTerminal.sequenceNumber", _lit(str(n)))
                g.add(t, CIM + "Terminal.ConnectivityNode", cn)
                named(cn, "ConnectivityNode", f"{end} {kv}kV CN{n}")
                g.add(cn, CIM + "ConnectivityNode.ConnectivityNodeContainer", _vl(end, kv))
    return g.text()


GRID_QUESTIONS = [
    ("What is the maximum output of Gorsefell Wind Farm?", {"312"}),
    ("Which substation is Kilbride CCGT 1 connected to?", _sub("KLB")),
    ("Which region is the Moorhaven substation in?", {_u("subregion/westmere")}),
    ("What fuel does Moorhaven Power Station Unit 3 burn?", {CIM + "FuelType.hardCoal"}),
    ("Which generating units are at Kilbride?", _unit("u3", "u4")),
    ("What voltage is Dunmore Bay Offshore Wind connected at?", {"220"}),
    ("How long is the Kilbride-Ashcombe Cross line?", {"23.7"}),
    ("Which wind farms are offshore?", _unit("u2")),
    ("Which hydro units are there?", _unit("u6", "u7")),
    ("What is the minimum operating power of Loch Aird Pumped Storage?", {"-310"}),
    ("Which substations are in Eastmarch?", _sub("KLB", "ASX")),
    ("What is the short name of the Moorhaven substation?", {"MHV"}),
    ("Which units are gas-fired?", _unit("u3", "u4")),
    ("How many substations are there?", {"6"}),
    ("Which voltage levels does Gorsefell have?", {_vl("GRS", 400), _vl("GRS", 220)}),
    ("Which generating unit has the highest maximum output?", _unit("u5")),
    ("Which substations does the GRS-KLB 1 line segment connect?", _sub("GRS", "KLB")),
    ("What is the resistance of KLB-MHV 2?", {"2.9"}),
    ("What is the maximum output of Ashcomb Solar Park?", {"49.9"}),  # misspelt: Ashcombe
    ("which region is pellow ridge in", {_u("subregion/westmere")}),
    ("Which geographical region contains Northcoast?", {_u("region/tarnland")}),
    ("What is the combined maximum output of the units at Kilbride?", {"860"}),
    ("Which substations are in Westmere Vale?", _sub("MHV", "PLR")),
    ("Who owns Gorsefell Wind Farm?", set()),  # no owners or operators in the equipment profile
    ("When was Kilbride CCGT 2 commissioned?", set()),  # no commissioning dates
    ("How much CO2 does Moorhaven Power Station Unit 3 emit?", set()),  # no emissions
]
GRID_MADE_UP = ["What is the maximum output of Gorsefell Solar Park?", "Which substation is Kilbride CCGT 3 connected to?",
                "Which region is the Redmoor substation in?", "How long is the Moorhaven–Dunmore Bay line?",
                "What fuel does Ashcombe Power Station Unit 2 burn?", "What is the short name of the Harrowby substation?"]
GRID_GRAPHS = [
    ('[("Gorsefell Wind Farm", "max operating power", ?x)]', {"312"}),
    ('[("Kilbride CCGT 1", "equipment container", ?v), (?v, "substation", ?x)]', _sub("KLB")),
    ('[("Moorhaven", "region", ?x)]', {_u("subregion/westmere")}),
    ('[(?s, "region", "Eastmarch"), (?s, "short name", ?x)]', {"KLB", "ASX"}),
    ('[(?f, "thermal generating unit", "Kilbride CCGT 2"), (?f, "fossil fuel type", ?x)]', {CIM + "FuelType.gas"}),
    ('[(?seg, "equipment container", "Kilbride–Moorhaven 400 kV"), (?seg, "length", ?x)]', {"112"}),
]


# ---- lexemes (Wikidata lexicographical data: lexemes, forms, senses) ------------------------------------------
WD = "http://www.wikidata.org/entity/"
WDT = "http://www.wikidata.org/prop/direct/"
WIKIBASE = "http://wikiba.se/ontology#"
ONTOLEX = "http://www.w3.org/ns/lemon/ontolex#"
LX_ITEMS = {  # QID: English label
    "Q188": "German", "Q7411": "Dutch", "Q1860": "English", "Q1084": "noun", "Q34698": "adjective",
    "Q110786": "singular", "Q146786": "plural", "Q131105": "nominative case", "Q146233": "genitive case",
    "Q14169499": "comparative", "Q1817208": "superlative", "Q3482678": "positive",
    "Q1775415": "feminine", "Q499327": "masculine", "Q1775461": "neuter", "Q1305037": "common gender",
    "Q3947": "house", "Q146": "house cat", "Q11442": "bicycle", "Q7569": "child", "Q36794": "door",
}
LX_PROPERTIES = {"P5185": "grammatical gender", "P5137": "item for this sense", "P5972": "translation",
                 "P5191": "derived from lexeme", "P5238": "combines lexemes", "P898": "IPA transcription"}
LANG_CODE = {"Q188": "de", "Q7411": "nl", "Q1860": "en"}
# lexeme: (lemma, language, category, gender or None, [(form text, [features], IPA or None)],
#          (gloss, item or None), derived from, combines)
LX_LEXEMES = {
    "L90101": ("Haus", "Q188", "Q1084", "Q1775461",
               [("Haus", ["Q110786", "Q131105"], "haʊ̯s"), ("Häuser", ["Q146786", "Q131105"], None),
                ("Hauses", ["Q110786", "Q146233"], None)], ("building used as a home", "Q3947"), None, []),
    "L90102": ("Katze", "Q188", "Q1084", "Q1775415",
               [("Katze", ["Q110786", "Q131105"], "ˈkat͡sə"), ("Katzen", ["Q146786", "Q131105"], None)],
               ("domestic cat", "Q146"), None, []),
    "L90103": ("Fahrrad", "Q188", "Q1084", "Q1775461",
               [("Fahrrad", ["Q110786", "Q131105"], None), ("Fahrräder", ["Q146786", "Q131105"], None)],
               ("bicycle", "Q11442"), None, []),
    "L90105": ("Haustür", "Q188", "Q1084", "Q1775415",
               [("Haustür", ["Q110786", "Q131105"], None), ("Haustüren", ["Q146786", "Q131105"], None)],
               ("front door of a house", None), None, ["L90106", "L90101"]),
    "L90106": ("Tür", "Q188", "Q1084", "Q1775415",
               [("Tür", ["Q110786", "Q131105"], None), ("Türen", ["Q146786", "Q131105"], None)],
               ("door", "Q36794"), None, []),
    "L90107": ("schnell", "Q188", "Q34698", None,
               [("schnell", ["Q3482678"], None), ("schneller", ["Q14169499"], None),
                ("am schnellsten", ["Q1817208"], None)], ("moving at high speed", None), None, []),
    "L90108": ("Kind", "Q188", "Q1084", "Q1775461",
               [("Kind", ["Q110786", "Q131105"], None), ("Kinder", ["Q146786", "Q131105"], None)],
               ("young human being", "Q7569"), None, []),
    "L90201": ("huis", "Q7411", "Q1084", "Q1775461",
               [("huis", ["Q110786"], "ɦœys"), ("huizen", ["Q146786"], None)], ("house", "Q3947"), None, []),
    "L90202": ("kat", "Q7411", "Q1084", "Q1305037",
               [("kat", ["Q110786"], None), ("katten", ["Q146786"], None)], ("cat", "Q146"), None, []),
    "L90203": ("fiets", "Q7411", "Q1084", "Q1305037",
               [("fiets", ["Q110786"], "fits"), ("fietsen", ["Q146786"], None)], ("bicycle", "Q11442"), None, []),
    "L90204": ("snel", "Q7411", "Q34698", None,
               [("snel", ["Q3482678"], None), ("sneller", ["Q14169499"], None), ("snelst", ["Q1817208"], None)],
               ("quick, fast", None), None, []),
    "L90301": ("house", "Q1860", "Q1084", None,
               [("house", ["Q110786"], "haʊs"), ("houses", ["Q146786"], None)],
               ("building for human habitation", "Q3947"), None, []),
    "L90302": ("cat", "Q1860", "Q1084", None,
               [("cat", ["Q110786"], None), ("cats", ["Q146786"], None)],
               ("small domesticated carnivorous mammal", "Q146"), None, []),
    "L90303": ("bicycle", "Q1860", "Q1084", None,
               [("bicycle", ["Q110786"], None), ("bicycles", ["Q146786"], None)],
               ("two-wheeled pedal-driven vehicle", "Q11442"), None, []),
    "L90304": ("bike", "Q1860", "Q1084", None,
               [("bike", ["Q110786"], None), ("bikes", ["Q146786"], None)],
               ("bicycle (informal)", "Q11442"), "L90303", []),
    "L90305": ("fast", "Q1860", "Q34698", None,
               [("fast", ["Q3482678"], None), ("faster", ["Q14169499"], None), ("fastest", ["Q1817208"], None)],
               ("moving quickly", None), None, []),
    "L90306": ("kind", "Q1860", "Q34698", None,
               [("kind", ["Q3482678"], None), ("kinder", ["Q14169499"], None), ("kindest", ["Q1817208"], None)],
               ("generous and considerate", None), None, []),
}
LX_TRANSLATIONS = [("L90101", "L90201"), ("L90101", "L90301"), ("L90201", "L90301"),
                   ("L90102", "L90202"), ("L90102", "L90302"), ("L90202", "L90302"),
                   ("L90103", "L90203"), ("L90103", "L90303"), ("L90203", "L90303"),
                   ("L90107", "L90204"), ("L90107", "L90305"), ("L90204", "L90305")]


def _wd(*ids: str) -> set[str]:
    return {WD + i for i in ids}


def lexemes_kg() -> str:
    """N-Triples of the Wikidata lexeme extract."""
    g = Graph()
    for qid, label in LX_ITEMS.items():
        g.add(WD + qid, RDFS + "label", _lit(label, "en"))
    for pid, label in LX_PROPERTIES.items():
        g.add(WD + pid, RDF_TYPE, WIKIBASE + "Property"), g.add(WD + pid, RDFS + "label", _lit(label, "en"))
        g.add(WD + pid, WIKIBASE + "directClaim", WDT + pid)
    for lid, (lemma, lang, cat, gender, forms, (gloss, item), derived, combines) in LX_LEXEMES.items():
        lx, code = WD + lid, LANG_CODE[lang]
        g.add(lx, RDF_TYPE, ONTOLEX + "LexicalEntry")
        g.add(lx, WIKIBASE + "lemma", _lit(lemma, code)), g.add(lx, RDFS + "label", _lit(lemma, code))
        g.add(lx, DCT + "language", WD + lang), g.add(lx, WIKIBASE + "lexicalCategory", WD + cat)
        if gender:
            g.add(lx, WDT + "P5185", WD + gender)
        if derived:
            g.add(lx, WDT + "P5191", WD + derived)
        for part in combines:
            g.add(lx, WDT + "P5238", WD + part)
        for n, (text, features, ipa) in enumerate(forms, 1):
            f = f"{WD}{lid}-F{n}"
            g.add(lx, ONTOLEX + "lexicalForm", f), g.add(f, RDF_TYPE, ONTOLEX + "Form")
            g.add(f, ONTOLEX + "representation", _lit(text, code))
            for feature in features:
                g.add(f, WIKIBASE + "grammaticalFeature", WD + feature)
            if ipa:
                g.add(f, WDT + "P898", _lit(ipa))
        s = f"{WD}{lid}-S1"
        g.add(lx, ONTOLEX + "sense", s), g.add(s, RDF_TYPE, ONTOLEX + "LexicalSense")
        g.add(s, SKOS + "definition", _lit(gloss, "en"))
        if item:
            g.add(s, WDT + "P5137", WD + item)
    for a, b in LX_TRANSLATIONS:
        g.add(f"{WD}{a}-S1", WDT + "P5972", f"{WD}{b}-S1"), g.add(f"{WD}{b}-S1", WDT + "P5972", f"{WD}{a}-S1")
    return g.text()


LEXEMES_QUESTIONS = [
    ("What is the plural of Haus?", {"Häuser"}),
    ("What is the grammatical gender of Katze?", _wd("Q1775415")),
    ("Which language is the word fiets from?", _wd("Q7411")),
    ("What is the definition of Fahrrad?", {"bicycle"}),
    ("Which German nouns are feminine?", _wd("L90102", "L90105", "L90106")),
    ("What are the translations of Katze?", _wd("L90202", "L90302")),
    ("What is the Dutch word for Fahrrad?", _wd("L90203")),
    ("What is the IPA transcription of Haus?", {"haʊ̯s"}),
    ("Which lexemes is Haustür composed of?", _wd("L90101", "L90106")),
    ("Which lexeme is bike derived from?", _wd("L90303")),
    ("What is the lexical category of schnell?", _wd("Q34698")),
    ("What is the superlative of fast?", {"fastest"}),
    ("Which English lexemes are nouns?", _wd("L90301", "L90302", "L90303", "L90304")),
    ("How many forms does the lexeme fast have?", {"3"}),
    ("What is the plural of Kind?", {"Kinder"}),
    ("Which lexemes have a sense for the item bicycle?", _wd("L90103", "L90203", "L90303", "L90304")),
    ("Which words refer to the house cat?", _wd("L90102", "L90202", "L90302")),
    ("What is the genitive singular of Haus?", {"Hauses"}),
    ("What is the gender of the Dutch word huis?", _wd("Q1775461")),
    ("What is the plural of Fahhrad?", {"Fahrräder"}),  # misspelt: Fahrrad
    ("what is the comparative of snel", {"sneller"}),
    ("Which language does the word Tür belong to?", _wd("Q188")),
    ("What is the English translation of schnell?", _wd("L90305")),
    ("What does the English word kind mean?", {"generous and considerate"}),
    ("What is the etymology of Katze?", set()),  # no etymologies in the KG
    ("How frequent is the word Haus?", set()),  # no frequencies
    ("What is the Spanish translation of Haus?", set()),  # no Spanish lexemes
]
LEXEMES_MADE_UP = ["What is the plural of Baum?", "What is the grammatical gender of Maus?",
                   "What is the plural of Hausboot?", "Which lexeme is trike derived from?",
                   "What is the Dutch word for Flugzeug?", "What is the IPA transcription of Katzenhaus?"]
LEXEMES_GRAPHS = [
    ('[("Katze", "grammatical gender", ?x)]', _wd("Q1775415")),
    ('[("bike", "derived from lexeme", ?x)]', _wd("L90303")),
    ('[("Haus", "lexical form", ?f), (?f, "representation", ?x)]', {"Haus", "Häuser", "Hauses"}),
    ('[("Haustür", "combines lexemes", ?x)]', _wd("L90101", "L90106")),
    ('[(?l, "language", "Dutch"), (?l, "lemma", ?x)]', {"huis", "kat", "fiets", "snel"}),
    ('[("fiets", "sense", ?s), (?s, "item for this sense", ?x)]', _wd("Q11442")),
]

KGS_J = {"nutrition": (nutrition_kg, NUTRITION_QUESTIONS, NUTRITION_MADE_UP, NUTRITION_GRAPHS),
         "chess": (chess_kg, CHESS_QUESTIONS, CHESS_MADE_UP, CHESS_GRAPHS),
         "jobs": (jobs_kg, JOBS_QUESTIONS, JOBS_MADE_UP, JOBS_GRAPHS),
         "grid": (grid_kg, GRID_QUESTIONS, GRID_MADE_UP, GRID_GRAPHS),
         "lexemes": (lexemes_kg, LEXEMES_QUESTIONS, LEXEMES_MADE_UP, LEXEMES_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_J, __doc__)
