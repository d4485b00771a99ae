"""A twenty-eighth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_aa.py); again every vocabulary is ENGLISH:

- `cheeses`: an artisan-cheese register with NO labels at all: every name is an IRI slug under a path per kind,
  in a different style per kind: cheeses kebab-case (`…/cheese/vieux-cormet`, `…/cheese/saanen-hobelk%C3%A4se`),
  dairies PascalCase (`…/dairy/FromagerieBouvier`, `…/dairy/Queser%C3%ADaLaPe%C3%B1a`, `…/dairy/GaecDuCol`),
  places snake_case (`…/place/saint_alban_des_villards`, `…/place/san_pellegrino_terme`), regions and countries
  Title_Snake (`…/region/Franche-Comt%C3%A9`, `…/region/Berner_Oberland`, `…/country/United_Kingdom`), milk
  types lower-case (`…/milk/goat`), with a camelCase vocabulary under a slash namespace (`…/def/madeBy`); cheese
  kinds are classes in a two-level hierarchy (`HardCheese`, `SemiHardCheese`, `SoftCheese`, `BlueCheese` ⊂
  `Cheese`; `AlpineCheese` ⊂ `HardCheese`; `WashedRindCheese` ⊂ `SoftCheese`); cheeses have `madeBy` a dairy,
  `madeFrom` one or more milk types (one blue cheese is made from three), `agedMonths` xsd:integer,
  `wheelWeightKg` xsd:decimal, `firstMadeIn` xsd:gYear and `rawMilk` xsd:boolean; dairies have `locatedIn` a
  place (`inRegion` a region, `inCountry` a country) and `foundedIn` xsd:gYear; two cheeses are both "Tomme des
  Crêtes", told apart only by a qualifier in the slug (`…/cheese/tomme-des-cr%C3%AAtes`, a cow's-milk tomme from
  Fromagerie Bouvier in Saint-Alban-des-Villards; `…/cheese/tomme-des-cr%C3%AAtes-fermi%C3%A8re`, a goat's-milk
  one from GAEC du Col in Le Bourget-du-Lac), and two cheeses and a place share the word "Wedmore";
- `tapestries`: a tapestry catalogue in SKOS with short code IRIs (`…/concept/T05`, `…/concept/W3`): tapestries,
  workshops, collections, cities, countries and subjects named by `skos:prefLabel`@en plus a French
  `skos:prefLabel`@fr on all of them but the V&A ("The Flight into Egypt" / "La Fuite en Égypte", "Oudenaarde" /
  "Audenarde", "Gobelins Manufactory" / "Manufacture des Gobelins"), with `skos:altLabel`@en aliases on some
  ("Stag Hunt", "V&A", "Gobelins", "Museo del Prado", "UK"); subjects are `skos:Concept`s in two trees by
  `skos:broader` ("hunting scene", "mythological scene", "millefleurs", "historical scene", "genre scene" ⊂
  "secular subject"; "biblical scene" ⊂ "religious subject"); designers are named by a plain `skos:prefLabel`
  with `birthYear` xsd:gYear and a `nationality`; custom ENGLISH properties (`…/def#`): tapestries have
  `wovenAt` a workshop, mostly `designedBy`, `heldBy` a collection, `depicts` a subject, `completedIn`
  xsd:gYear and `widthM` / `heightM` xsd:decimal; workshops are `locatedIn` a city (`inCountry`) with
  `foundedIn` xsd:gYear; collections are `locatedIn` a city; two tapestries are hunts ("The Stag Hunt at
  Fontainebleau" / "The Boar Hunt"), two show Alexander's campaigns and two are millefleurs;
- `bakeries`: an artisan-bakery guide in schema.org with slug IRIs (`…/bakery/maison-feuillette`,
  `…/product/tourte-de-seigle`) named by `schema:name` (some with a `schema:alternateName`: "Fournil du Vieux
  Port" / "Le Fournil", "València"): bakeries are `schema:Bakery`s with `schema:foundingDate` xsd:date,
  `schema:founder`, `schema:location` a city (`schema:containedInPlace` a country), a `schema:address` blank
  node (`schema:PostalAddress` with `streetAddress`, `postalCode`, `addressLocality`) and for two a
  `schema:award` string; staff use the schema.org Role pattern with BLANK role nodes (bakery `schema:employee`
  a `schema:EmployeeRole` with `schema:employee` the person, `schema:roleName` "head baker" / "pastry chef",
  `schema:startDate` and, for past posts, `schema:endDate` xsd:date; one person was pastry chef, then head
  baker); people have `schema:birthDate` xsd:date and `schema:birthPlace` a city; products are
  `schema:Product`s with `schema:manufacturer` the bakery, a `schema:category` string, for two a
  `schema:award`, a `schema:offers` blank node (`schema:Offer` with `schema:price` xsd:decimal and
  `schema:priceCurrency`) and a `schema:weight` blank node (`schema:QuantitativeValue` with `schema:value`
  xsd:integer grams and `schema:unitCode` "GRM"); two bakers are Feuillettes, two Ravaglias and two Solers;
- `pottery`: a studio-pottery database exported by the W3C Direct Mapping: row IRIs `…/db/piece/id=103`,
  classes named after tables, every column a property `…/db/<table>#<column>` (ids and foreign-key columns as
  xsd:integer literals too), foreign keys as `…#ref-<column>` object properties; potters, kilns and glazes are
  named in a `name` column, pieces in a `title` column, and the firing link table has no name at all; potters
  have `birth_year` xsd:integer and a `home_town` string; kilns a `kiln_type` string, `max_temp_c` and
  `built_year` xsd:integer; glazes `cone` xsd:integer and a `colour` string; pieces `ref-potter_id`, for most a
  `ref-glaze_id` (three wood-fired or salt-glazed pieces have none), a `form` string, `height_cm` /
  `price_gbp` xsd:decimal, `made_year` xsd:integer and `is_sold` xsd:boolean; firings link a kiln and a piece
  with `fired_on` xsd:date, `peak_temp_c` xsd:integer and an `atmosphere` string (one teapot was fired twice);
  two pieces are "Tea Bowl No. 7" and "Tea Bowl No. 12", and two potters are Reyeses;
- `translation`: an internal knowledge graph of a translation agency with its own OWL ontology (`…/ont#`,
  `owl:Class`es in a hierarchy: `Translator`, `ProjectManager` ⊂ `Employee` ⊂ `Person` ⊂ `Agent`;
  `Freelancer` ⊂ `Person`; `Client` ⊂ `Organisation` ⊂ `Agent`; `Job`, `Language`, `Office`; every class and
  property with an `rdfs:label`@en, every property with `rdfs:domain` / `rdfs:range` and most with an
  `rdfs:comment`@en, and properties whose local names are abbreviations: `pm` "project manager", `wc` "word count",
  `srcLang` / `tgtLang`, `dueDt` "due date", `dlvDt` "delivery date", `natLang` "native language", `acctMgr`
  "account manager", `revBy` "reviser", `hireDt`, `feeEur`, `subjFld` "subject field") and resources with code
  IRIs (`…/id/staff/S05`, `…/id/job/J2410`, `…/id/lang/pt`, `…/id/office/LEJ`) named by a plain
  `rdfs:label`; jobs have `forClient`, `srcLang`, one or two `tgtLang`s, `assignedTo` one or two linguists,
  `pm`, for three `revBy`, `wc` xsd:integer, `subjFld`, `feeEur` xsd:decimal, `dueDt` and, once delivered,
  `dlvDt` xsd:date; employees have `basedAt` an office (`city`, `openedOn` xsd:date), `hireDt` xsd:date and
  a `natLang`; freelancers only a `natLang`; clients a `sector` and an `acctMgr`; two translators are Brandts.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query. "right" = the top answer is gold; an empty gold
set means the KG cannot answer and the right behaviour is no answer. Made-up questions name entities
that do not exist (invented, or real names recombined or altered) and must not be answered. The pseudo
graphs use relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_ab.py [--json]
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

# ---- cheeses (a cheese register with no labels: slugs in four styles, percent-encoded accents, hierarchy) ----
CH = "https://cheese-register.example.org/"
CHO = "https://cheese-register.example.org/def/"
TOMME, TOMME_FERMIERE = "tomme-des-cr%C3%AAtes", "tomme-des-cr%C3%AAtes-fermi%C3%A8re"
HOBELKASE, PENA, FRANCHE_COMTE = "saanen-hobelk%C3%A4se", "Queser%C3%ADaLaPe%C3%B1a", "Franche-Comt%C3%A9"
CH_CLASSES = {"Cheese": None, "HardCheese": "Cheese", "SemiHardCheese": "Cheese", "SoftCheese": "Cheese",
              "BlueCheese": "Cheese", "AlpineCheese": "HardCheese", "WashedRindCheese": "SoftCheese"}
CH_COUNTRIES = ["France", "Switzerland", "Italy", "Spain", "United_Kingdom"]
CH_REGIONS = {"Savoie": "France", FRANCHE_COMTE: "France", "Berner_Oberland": "Switzerland", "Lombardia": "Italy",
              "Asturias": "Spain", "Somerset": "United_Kingdom"}  # region: country
CH_PLACES = {"saint_alban_des_villards": "Savoie", "le_bourget_du_lac": "Savoie", "poligny": FRANCHE_COMTE,
             "saanen": "Berner_Oberland", "san_pellegrino_terme": "Lombardia", "sotres": "Asturias",
             "wedmore": "Somerset"}  # place: region
CH_MILKS = ["cow", "goat", "sheep"]
CH_DAIRIES = {"FromagerieBouvier": ("saint_alban_des_villards", "1921"), "GaecDuCol": ("le_bourget_du_lac", "1978"),
              "FromagerieMarchal": ("poligny", "1894"), "AlpgenossenschaftSaanen": ("saanen", "1907"),
              "CaseificioValBrembo": ("san_pellegrino_terme", "1946"), PENA: ("sotres", "1931"),
              "HollowayFarmDairy": ("wedmore", "1949")}  # dairy: (place, founded)
# cheese: (class, dairy, milks, aged months, wheel weight kg, first made, raw milk)
CH_CHEESES = {
    TOMME: ("SemiHardCheese", "FromagerieBouvier", ["cow"], 3, "1.6", "1925", True),
    TOMME_FERMIERE: ("SemiHardCheese", "GaecDuCol", ["goat"], 2, "1.2", "1981", True),
    "vieux-cormet": ("AlpineCheese", "FromagerieBouvier", ["cow"], 18, "38", "1932", True),
    "bleu-de-vaudrey": ("BlueCheese", "FromagerieMarchal", ["cow"], 3, "2.5", "1911", False),
    HOBELKASE: ("AlpineCheese", "AlpgenossenschaftSaanen", ["cow"], 24, "11", "1909", True),
    "molle-di-brembo": ("SoftCheese", "CaseificioValBrembo", ["cow"], 1, "0.9", "1948", False),
    "stracca-brembana": ("WashedRindCheese", "CaseificioValBrembo", ["cow"], 2, "2.1", "1952", False),
    "picu-urriellu": ("BlueCheese", PENA, ["cow", "goat", "sheep"], 4, "2.8", "1934", True),
    "ovejero-de-sotres": ("HardCheese", PENA, ["sheep"], 8, "3", "1968", True),
    "wedmore-clothbound": ("HardCheese", "HollowayFarmDairy", ["cow"], 12, "25", "1952", False),
    "wedmore-white": ("SoftCheese", "HollowayFarmDairy", ["goat"], 1, "1", "1987", False),
}


def _ch(kind: str, *names: str) -> set[str]:
    return {f"{CH}{kind}/{n}" for n in names}


def cheeses_kg() -> str:
    """N-Triples of the cheese register (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{CH}{kind}/{name}", RDF_TYPE, CHO + cls)
        return f"{CH}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, CHO + p, f"{CH}{kind}/{name}")

    for cls, sup in CH_CLASSES.items():
        if sup:
            g.add(CHO + cls, RDFS + "subClassOf", CHO + sup)
    for name in CH_COUNTRIES:
        typed("country", name, "Country")
    for name, country in CH_REGIONS.items():
        rel(typed("region", name, "Region"), "inCountry", "country", country)
    for name, region in CH_PLACES.items():
        rel(typed("place", name, "Place"), "inRegion", "region", region)
    for name in CH_MILKS:
        typed("milk", name, "MilkType")
    for name, (place, founded) in CH_DAIRIES.items():
        d = typed("dairy", name, "Dairy")
        rel(d, "locatedIn", "place", place), g.add(d, CHO + "foundedIn", _typed(founded, "gYear"))
    for name, (cls, dairy, milks, aged, weight, first, raw) in CH_CHEESES.items():
        c = typed("cheese", name, cls)
        rel(c, "madeBy", "dairy", dairy)
        for milk in milks:
            rel(c, "madeFrom", "milk", milk)
        g.add(c, CHO + "agedMonths", _typed(aged, "integer"))
        g.add(c, CHO + "wheelWeightKg", _typed(weight, "decimal"))
        g.add(c, CHO + "firstMadeIn", _typed(first, "gYear")), g.add(c, CHO + "rawMilk", _bool(raw))
    return g.text()


CHEESES_QUESTIONS = [
    ("How long is Vieux Cormet aged?", {"18"}),
    ("How heavy is a wheel of Saanen Hobelkäse?", {"11"}),
    ("Which dairy makes Bleu de Vaudrey?", _ch("dairy", "FromagerieMarchal")),
    ("Which cheeses does Caseificio Val Brembo make?", _ch("cheese", "molle-di-brembo", "stracca-brembana")),
    ("What milk is Ovejero de Sotres made from?", _ch("milk", "sheep")),
    ("Which milks is Picu Urriellu made from?", _ch("milk", "cow", "goat", "sheep")),
    ("Which cheeses are made from goat's milk?", _ch("cheese", TOMME_FERMIERE, "picu-urriellu", "wedmore-white")),
    ("Which blue cheeses are there?", _ch("cheese", "bleu-de-vaudrey", "picu-urriellu")),
    ("Which hard cheeses are there?", _ch("cheese", "vieux-cormet", HOBELKASE, "ovejero-de-sotres",
                                          "wedmore-clothbound")),
    ("Which soft cheeses are there?", _ch("cheese", "molle-di-brembo", "stracca-brembana", "wedmore-white")),
    ("What kind of cheese is Stracca Brembana?", {CHO + "WashedRindCheese"}),
    ("Which cheeses are made from raw milk?", _ch("cheese", TOMME, TOMME_FERMIERE, "vieux-cormet", HOBELKASE,
                                                  "picu-urriellu", "ovejero-de-sotres")),
    ("Is Molle di Brembo made from raw milk?", {"false"}),
    ("Is Ovejero de Sotres a raw-milk cheese?", {"true"}),
    ("When was Stracca Brembana first made?", {"1952"}),
    ("Where is Fromagerie Bouvier?", _ch("place", "saint_alban_des_villards")),
    ("When was Quesería La Peña founded?", {"1931"}),
    ("When was GAEC du Col founded?", {"1978"}),
    ("Which cheese is aged the longest?", _ch("cheese", HOBELKASE)),
    ("Which is the heaviest cheese?", _ch("cheese", "vieux-cormet")),
    ("Which cheeses are aged for more than a year?", _ch("cheese", "vieux-cormet", HOBELKASE)),
    ("Which cheeses were first made after 1950?", _ch("cheese", TOMME_FERMIERE, "stracca-brembana",
                                                      "ovejero-de-sotres", "wedmore-clothbound", "wedmore-white")),
    ("How many cheeses does Holloway Farm Dairy make?", {"2"}),
    ("How many cheeses are made from cow's milk?", {"8"}),
    ("How long is the Tomme des Crêtes made from goat's milk aged?", {"2"}),
    ("Which dairy makes the cow's-milk Tomme des Crêtes?", _ch("dairy", "FromagerieBouvier")),
    ("In which region is Sotres?", _ch("region", "Asturias")),
    ("In which country is Wedmore?", _ch("country", "United_Kingdom")),
    ("Which dairies are in Savoie?", _ch("dairy", "FromagerieBouvier", "GaecDuCol")),
    ("Where is the dairy that makes Picu Urriellu?", _ch("place", "sotres")),
    ("When was the dairy that makes Wedmore White founded?", {"1949"}),
    ("Which cheeses does the dairy in Poligny make?", _ch("cheese", "bleu-de-vaudrey")),
    ("Which dairies were founded before 1920?", _ch("dairy", "FromagerieMarchal", "AlpgenossenschaftSaanen")),
    ("Who makes the blue cheeses?", _ch("dairy", "FromagerieMarchal", PENA)),
    ("which dairy makes molle di brembo", _ch("dairy", "CaseificioValBrembo")),
    ("How long is Stracca Bremabana aged?", {"2"}),  # misspelt: Brembana
    ("How much does a kilo of Vieux Cormet cost?", set()),  # no prices
    ("Which wine goes well with Bleu de Vaudrey?", set()),  # no pairings
    ("How many cows does Holloway Farm Dairy keep?", set()),  # no herds
]
CHEESES_MADE_UP = ["How long is Vieux Cormont aged?", "Which dairy makes Bleu de Poligny?",
                   "When was Fromagerie Bouchard founded?", "Which cheeses does Caseificio Val Seriana make?",
                   "How heavy is Stracca Valtellina?", "Where is Quesería El Cuera?"]
CHEESES_GRAPHS = [
    ('[("Molle di Brembo", "maturation period", ?x)]', {"1"}),
    ('[("Ovejero de Sotres", "produced by", ?x)]', _ch("dairy", PENA)),
    ('[(?x, "produced by", "Fromagerie Bouvier")]', _ch("cheese", TOMME, "vieux-cormet")),
    ('[("Saanen Hobelkäse", "year of origin", ?x)]', {"1909"}),
    ('[("Alpgenossenschaft Saanen", "year established", ?x)]', {"1907"}),
    ('[(?x, "type of milk", "sheep")]', _ch("cheese", "picu-urriellu", "ovejero-de-sotres")),
    ('[("Wedmore White", "produced by", ?d), (?d, "village", ?x)]', _ch("place", "wedmore")),
    ('[(?c, "produced by", "Caseificio Val Brembo"), (?c, "mass of one round", ?x)]', {"0.9", "2.1"}),
    ('[("Bleu de Vaudrey", "produced by", ?d), (?d, "year established", ?x)]', {"1894"}),
    ('[("Saanen", "administrative area", ?r), (?r, "nation", ?x)]', _ch("country", "Switzerland")),
    ('[(?d, "village", "Sotres"), (?d, "year established", ?x)]', {"1931"}),
    ('[(?c, "type of milk", "goat"), (?c, "maturation period", ?x)]', {"2", "4", "1"}),
]

# ---- tapestries (SKOS: short code IRIs, English and French prefLabels, English altLabels, skos:broader) -------
TP = "https://tapestry-catalogue.example.org/concept/"
TPV = "https://tapestry-catalogue.example.org/def#"
TP_COUNTRIES = {"C1": ("France", "France", []), "C2": ("Belgium", "Belgique", []),
                "C3": ("United Kingdom", "Royaume-Uni", ["UK"]),
                "C4": ("Spain", "Espagne", [])}  # country: (prefLabel @en, prefLabel @fr, altLabels @en)
TP_CITIES = {"Y1": ("Paris", "Paris", [], "C1"), "Y2": ("Angers", "Angers", [], "C1"),
             "Y3": ("Brussels", "Bruxelles", [], "C2"), "Y4": ("Oudenaarde", "Audenarde", [], "C2"),
             "Y5": ("Madrid", "Madrid", [], "C4"), "Y6": ("London", "Londres", [], "C3")}  # (…, country)
TP_WORKSHOPS = {"W1": ("Gobelins Manufactory", "Manufacture des Gobelins", ["Gobelins"], "Y1", "1662"),
                "W2": ("Van der Borght Workshop", "Atelier Van der Borght", [], "Y3", "1676"),
                "W3": ("Oudenaarde Weavers' Guild", "Guilde des tisserands d'Audenarde", [], "Y4", "1441"),
                "W4": ("Royal Tapestry Factory", "Manufacture royale de tapisserie", ["Real Fábrica de Tapices"],
                       "Y5", "1721"),
                "W5": ("Merton Abbey Works", "Ateliers de Merton Abbey", [], "Y6", "1881")}  # (…, city, founded)
TP_COLLECTIONS = {"M1": ("Angers Castle", "Château d'Angers", [], "Y2"),
                  "M2": ("Cluny Museum", "Musée de Cluny", [], "Y1"),
                  "M3": ("Royal Museums of Art and History", "Musées royaux d'Art et d'Histoire", [], "Y3"),
                  "M4": ("Victoria and Albert Museum", None, ["V&A"], "Y6"),
                  "M5": ("Prado Museum", "Musée du Prado", ["Museo del Prado"], "Y5")}  # (…, city)
TP_SUBJECTS = {"S1": ("religious subject", "sujet religieux", [], None),
               "S2": ("biblical scene", "scène biblique", [], "S1"),
               "S3": ("secular subject", "sujet profane", [], None),
               "S4": ("hunting scene", "scène de chasse", ["hunt"], "S3"),
               "S5": ("mythological scene", "scène mythologique", [], "S3"),
               "S6": ("millefleurs", "mille-fleurs", ["thousand flowers"], "S3"),
               "S7": ("historical scene", "scène historique", [], "S3"),
               "S8": ("genre scene", "scène de genre", ["everyday life"], "S3")}  # (…, broader)
TP_DESIGNERS = {"D1": ("Claude Mérigot", "1690", "C1"), "D2": ("Étienne Valory", "1634", "C1"),
                "D3": ("Margriet Coppens", "1652", "C2"), "D4": ("Francisco de Alcañiz", "1738", "C4"),
                "D5": ("Walter Pennick", "1848", "C3")}  # designer: (prefLabel, birth year, nationality)
TP_TAPESTRIES = {  # tapestry: (label @en, label @fr, aliases, workshop, designer or None, collection, subject,
    #                          completed, width m, height m)
    "T01": ("The Stag Hunt at Fontainebleau", "La Chasse au cerf à Fontainebleau", ["Stag Hunt"], "W1", "D1", "M2",
            "S4", "1721", "6.2", "3.8"),
    "T02": ("The Lady in the Garden", "La Dame au jardin", [], "W3", None, "M2", "S6", "1510", "3.5", "3.1"),
    "T03": ("Alexander Enters Babylon", "L'Entrée d'Alexandre à Babylone", [], "W1", "D2", "M1", "S7", "1668", "7.8",
            "4.9"),
    "T04": ("The Battle of the Granicus", "La Bataille du Granique", [], "W1", "D2", "M1", "S7", "1671", "8.1", "4.9"),
    "T05": ("Diana and Actaeon", "Diane et Actéon", [], "W2", "D3", "M3", "S5", "1702", "5.4", "3.6"),
    "T06": ("The Flight into Egypt", "La Fuite en Égypte", [], "W2", "D3", "M3", "S2", "1698", "4.2", "3.3"),
    "T07": ("The Kite Flyers", "Les Joueurs de cerf-volant", [], "W4", "D4", "M5", "S8", "1779", "2.9", "2.7"),
    "T08": ("The Grape Harvest", "Les Vendanges", ["The Vintage"], "W4", "D4", "M5", "S8", "1786", "3.4", "2.8"),
    "T09": ("The Orchard", "Le Verger", [], "W5", "D5", "M4", "S6", "1889", "4.6", "2.1"),
    "T10": ("The Adoration of the Magi", "L'Adoration des Mages", [], "W5", "D5", "M4", "S2", "1894", "2.6", "3.9"),
    "T11": ("The Boar Hunt", "La Chasse au sanglier", [], "W3", None, "M1", "S4", "1532", "5.1", "3.4"),
}


def _tp(*ids: str) -> set[str]:
    return {TP + i for i in ids}


def _tpe(key: str) -> set[str]:
    """One concept as gold: its IRI, its prefLabels and its altLabels."""
    if key in TP_DESIGNERS:
        return _tp(key) | {TP_DESIGNERS[key][0]}
    table = next(t for t in (TP_COUNTRIES, TP_CITIES, TP_WORKSHOPS, TP_COLLECTIONS, TP_SUBJECTS, TP_TAPESTRIES)
                 if key in t)
    return _tp(key) | {label for label in table[key][:2] if label} | set(table[key][2])


def tapestries_kg() -> str:
    """N-Triples of the tapestry catalogue (SKOS)."""
    g = Graph()

    def concept(key: str, cls: str, en: str, fr: str | None, aliases: list) -> str:
        g.add(TP + key, RDF_TYPE, SKOS + "Concept"), g.add(TP + key, RDF_TYPE, TPV + cls)
        g.add(TP + key, SKOS + "prefLabel", _lit(en, "en"))
        if fr:
            g.add(TP + key, SKOS + "prefLabel", _lit(fr, "fr"))
        for alias in aliases:
            g.add(TP + key, SKOS + "altLabel", _lit(alias, "en"))
        return TP + key

    for key, (en, fr, aliases) in TP_COUNTRIES.items():
        concept(key, "Country", en, fr, aliases)
    for key, (en, fr, aliases, country) in TP_CITIES.items():
        g.add(concept(key, "City", en, fr, aliases), TPV + "inCountry", TP + country)
    for key, (en, fr, aliases, city, founded) in TP_WORKSHOPS.items():
        w = concept(key, "Workshop", en, fr, aliases)
        g.add(w, TPV + "locatedIn", TP + city), g.add(w, TPV + "foundedIn", _typed(founded, "gYear"))
    for key, (en, fr, aliases, city) in TP_COLLECTIONS.items():
        g.add(concept(key, "Collection", en, fr, aliases), TPV + "locatedIn", TP + city)
    for key, (en, fr, aliases, broader) in TP_SUBJECTS.items():
        s = concept(key, "Subject", en, fr, aliases)
        if broader:
            g.add(s, SKOS + "broader", TP + broader)
    for key, (name, born, nationality) in TP_DESIGNERS.items():
        g.add(TP + key, RDF_TYPE, SKOS + "Concept"), g.add(TP + key, RDF_TYPE, TPV + "Designer")
        g.add(TP + key, SKOS + "prefLabel", _lit(name))
        g.add(TP + key, TPV + "birthYear", _typed(born, "gYear"))
        g.add(TP + key, TPV + "nationality", TP + nationality)
    for key, fields in TP_TAPESTRIES.items():
        en, fr, aliases, workshop, designer, collection, subject, completed, width, height = fields
        t = concept(key, "Tapestry", en, fr, aliases)
        g.add(t, TPV + "wovenAt", TP + workshop)
        if designer:
            g.add(t, TPV + "designedBy", TP + designer)
        g.add(t, TPV + "heldBy", TP + collection), g.add(t, TPV + "depicts", TP + subject)
        g.add(t, TPV + "completedIn", _typed(completed, "gYear"))
        g.add(t, TPV + "widthM", _typed(width, "decimal")), g.add(t, TPV + "heightM", _typed(height, "decimal"))
    return g.text()


TAPESTRIES_QUESTIONS = [
    ("Who designed Diana and Actaeon?", _tpe("D3")),
    ("Which tapestries did Étienne Valory design?", _tp("T03", "T04")),
    ("Where was The Grape Harvest woven?", _tpe("W4")),
    ("Which tapestries were woven at the Gobelins Manufactory?", _tp("T01", "T03", "T04")),
    ("Who wove The Lady in the Garden?", _tpe("W3")),
    ("Which museum holds The Orchard?", _tpe("M4")),
    ("Which tapestries does Angers Castle hold?", _tp("T03", "T04", "T11")),
    ("When was La Fuite en Égypte completed?", {"1698"}),
    ("How wide is The Battle of the Granicus?", {"8.1"}),
    ("How tall is The Kite Flyers?", {"2.7"}),
    ("What does The Lady in the Garden depict?", _tpe("S6")),
    ("Which tapestries show hunting scenes?", _tp("T01", "T11")),
    ("Which tapestries have religious subjects?", _tp("T06", "T10")),
    ("Which mythological tapestries are there?", _tpe("T05")),
    ("What is the broader subject of millefleurs?", _tpe("S3")),
    ("When was the Van der Borght Workshop founded?", {"1676"}),
    ("In which city is the Oudenaarde Weavers' Guild?", _tpe("Y4")),
    ("What is the French name of the Gobelins Manufactory?", {"Manufacture des Gobelins"}),
    ("What is Oudenaarde called in French?", {"Audenarde"}),
    ("When was Margriet Coppens born?", {"1652"}),
    ("What nationality is Francisco de Alcañiz?", _tpe("C4")),
    ("Which is the oldest tapestry?", _tpe("T02")),
    ("Which is the widest tapestry?", _tpe("T04")),
    ("Which tapestries were completed before 1600?", _tp("T02", "T11")),
    ("How many tapestries does the Prado Museum hold?", {"2"}),
    ("How many tapestries did Walter Pennick design?", {"2"}),
    ("Which tapestries are held in Paris?", _tp("T01", "T02")),
    ("In which city was The Boar Hunt woven?", _tpe("Y4")),
    ("Who designed the tapestries held by the Royal Museums of Art and History?", _tpe("D3")),
    ("When were the tapestries woven at Merton Abbey Works completed?", {"1889", "1894"}),
    ("Which workshop wove the tapestries designed by Francisco de Alcañiz?", _tpe("W4")),
    ("Which tapestries were designed by French designers?", _tp("T01", "T03", "T04")),
    ("Where is the V&A?", _tpe("Y6")),
    ("who designed the flight into egypt", _tpe("D3")),
    ("When was the Adoraton of the Magi completed?", {"1894"}),  # misspelt: Adoration
    ("Which Gobelins tapestries were completed after 1700?", _tpe("T01")),
    ("How much is The Stag Hunt at Fontainebleau insured for?", set()),  # no valuations
    ("How many colours of wool were used in Diana and Actaeon?", set()),  # no materials
    ("When did Étienne Valory die?", set()),  # birth years only
]
TAPESTRIES_MADE_UP = ["Who designed The Fox Hunt at Chantilly?", "Which tapestries did Margriet Valory design?",
                      "When was the Beauvais Manufactory founded?", "Which museum holds The Lady in the Orchard?",
                      "Where was The Olive Harvest woven?", "When was Claude Pennick born?"]
TAPESTRIES_GRAPHS = [
    ('[("The Boar Hunt", "place of weaving", ?x)]', _tpe("W3")),
    ('[("Le Verger", "year finished", ?x)]', {"1889"}),
    ('[(?x, "drawn by", "Francisco de Alcañiz")]', _tp("T07", "T08")),
    ('[("Diana and Actaeon", "breadth in metres", ?x)]', {"5.4"}),
    ('[("Royal Tapestry Factory", "year established", ?x)]', {"1721"}),
    ('[(?x, "in the collection of", "Cluny Museum")]', _tp("T01", "T02")),
    ('[("The Orchard", "drawn by", ?d), (?d, "born in year", ?x)]', {"1848"}),
    ('[(?t, "place of weaving", "Van der Borght Workshop"), (?t, "year finished", ?x)]', {"1702", "1698"}),
    ('[("The Grape Harvest", "in the collection of", ?m), (?m, "town", ?x)]', _tpe("Y5")),
    ('[(?t, "subject matter", "hunting scene"), (?t, "breadth in metres", ?x)]', {"6.2", "5.1"}),
    ('[("Merton Abbey Works", "town", ?c), (?c, "nation", ?x)]', _tpe("C3")),
    ('[("Alexander Enters Babylon", "drawn by", ?d), (?d, "citizenship", ?x)]', _tpe("C1")),
]

# ---- bakeries (schema.org: slug IRIs, address / offer / weight blank nodes, blank EmployeeRoles) ---------------
BK = "https://bakery-guide.example.com/"
BK_COUNTRIES = {"france": ("France", []), "germany": ("Germany", []), "italy": ("Italy", []),
                "united-kingdom": ("United Kingdom", ["UK"]), "spain": ("Spain", [])}  # (name, alternate names)
BK_CITIES = {"lyon": ("Lyon", [], "france"), "marseille": ("Marseille", [], "france"),
             "hamburg": ("Hamburg", [], "germany"), "bologna": ("Bologna", [], "italy"),
             "leeds": ("Leeds", [], "united-kingdom"),
             "valencia": ("Valencia", ["València"], "spain")}  # city: (name, alternate names, country)
BK_BAKERIES = {  # bakery: (name, alternate names, founded, city, founder, street address, postcode, award or None)
    "maison-feuillette": ("Maison Feuillette", [], "1987-03-14", "lyon", "odile-feuillette", "12 Rue des Capucins",
                          "69001", None),
    "kornblum": ("Brotmanufaktur Kornblum", ["Kornblum"], "2009-09-01", "hamburg", "jens-kornblum",
                 "Eppendorfer Weg 88", "20259", None),
    "forno-santa-lucia": ("Forno Santa Lucia", [], "1958-05-02", "bologna", "aldo-ravaglia", "Via Castiglione 41",
                          "40124", "Pane d'Oro 2011"),
    "crumb-and-kettle": ("Crumb & Kettle", [], "2014-11-20", "leeds", "priya-raman", "31 Call Lane", "LS1 7BT", None),
    "la-espiga": ("Panadería La Espiga", ["La Espiga"], "1972-06-10", "valencia", "vicente-soler",
                  "Carrer de la Pau 21", "46002", "Premio Nacional de Panadería 1998"),
    "fournil-du-vieux-port": ("Fournil du Vieux Port", ["Le Fournil"], "2001-02-27", "marseille", "karim-benali",
                              "8 Quai de Rive Neuve", "13007", None),
}
BK_PEOPLE = {"odile-feuillette": ("Odile Feuillette", [], "1951-11-03", "lyon"),
             "theo-feuillette": ("Théo Feuillette", [], "1984-05-22", "lyon"),
             "jens-kornblum": ("Jens Kornblum", [], "1976-02-14", "hamburg"),
             "mira-schenk": ("Mira Schenk", [], "1990-08-30", "hamburg"),
             "aldo-ravaglia": ("Aldo Ravaglia", [], "1929-04-17", "bologna"),
             "lucia-ravaglia": ("Lucia Ravaglia", [], "1961-09-08", "bologna"),
             "priya-raman": ("Priya Raman", [], "1983-07-19", "leeds"),
             "vicente-soler": ("Vicente Soler", [], "1940-12-01", "valencia"),
             "rosa-soler": ("Rosa Soler", [], "1968-03-25", "valencia"),
             "karim-benali": ("Karim Benali", [], "1972-10-11", "marseille")}  # (name, alt names, born, birthplace)
BK_STAFF = [  # (bakery, person, role name, start, end or None)
    ("maison-feuillette", "odile-feuillette", "head baker", "1987-03-14", "2016-08-31"),
    ("maison-feuillette", "theo-feuillette", "pastry chef", "2008-01-07", "2016-08-31"),
    ("maison-feuillette", "theo-feuillette", "head baker", "2016-09-01", None),
    ("kornblum", "jens-kornblum", "head baker", "2009-09-01", None),
    ("kornblum", "mira-schenk", "pastry chef", "2015-04-01", None),
    ("forno-santa-lucia", "aldo-ravaglia", "head baker", "1958-05-02", "1994-12-31"),
    ("forno-santa-lucia", "lucia-ravaglia", "head baker", "1995-01-01", None),
    ("crumb-and-kettle", "priya-raman", "head baker", "2014-11-20", None),
    ("la-espiga", "vicente-soler", "head baker", "1972-06-10", "2003-04-30"),
    ("la-espiga", "rosa-soler", "head baker", "2003-05-01", None),
    ("fournil-du-vieux-port", "karim-benali", "head baker", "2001-02-27", None),
]
BK_PRODUCTS = {  # product: (name, bakery, category, price, currency, weight g, award or None)
    "tourte-de-seigle": ("Tourte de Seigle", "maison-feuillette", "sourdough bread", "4.8", "EUR", 1000, None),
    "croissant-au-beurre": ("Croissant au Beurre", "maison-feuillette", "viennoiserie", "1.6", "EUR", 70,
                            "Golden Croissant of Lyon 2019"),
    "franzbroetchen": ("Franzbrötchen", "kornblum", "viennoiserie", "2.2", "EUR", 110,
                       "Hamburg Bakers' Guild Award 2021"),
    "roggenvollkornbrot": ("Roggenvollkornbrot", "kornblum", "sourdough bread", "5.9", "EUR", 1200, None),
    "crescentina": ("Crescentina", "forno-santa-lucia", "flatbread", "3.5", "EUR", 400, None),
    "torta-di-riso": ("Torta di Riso", "forno-santa-lucia", "cake", "18", "EUR", 900, None),
    "yorkshire-oat-sourdough": ("Yorkshire Oat Sourdough", "crumb-and-kettle", "sourdough bread", "5.5", "GBP", 800,
                                None),
    "cardamom-bun": ("Cardamom Bun", "crumb-and-kettle", "sweet bun", "3.2", "GBP", 95, None),
    "coca-de-llanda": ("Coca de Llanda", "la-espiga", "cake", "9.5", "EUR", 600, None),
    "pan-de-cruz": ("Pan de Cruz", "la-espiga", "white bread", "2.1", "EUR", 500, None),
    "navettes-de-marseille": ("Navettes de Marseille", "fournil-du-vieux-port", "biscuits", "12", "EUR", 250, None),
    "fougasse-aux-olives": ("Fougasse aux Olives", "fournil-du-vieux-port", "flatbread", "3.9", "EUR", 350, None),
}
BK_NAMES = {"country": BK_COUNTRIES, "city": BK_CITIES, "bakery": BK_BAKERIES, "person": BK_PEOPLE,
            "product": {k: (v[0], []) for k, v in BK_PRODUCTS.items()}}


def _bk(kind: str, *keys: str) -> set[str]:
    return {f"{BK}{kind}/{k}" for k in keys}


def _bke(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI, its name and its alternate names."""
    return _bk(kind, key) | {BK_NAMES[kind][key][0]} | set(BK_NAMES[kind][key][1])


def bakeries_kg() -> str:
    """N-Triples of the artisan-bakery guide (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{BK}{kind}/{key}"
        name, aliases = BK_NAMES[kind][key][:2]
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(name))
        for alias in aliases:
            g.add(s, SCHEMA + "alternateName", _lit(alias))
        return s

    for key in BK_COUNTRIES:
        thing("country", key, "Country")
    for key, (_, _, country) in BK_CITIES.items():
        g.add(thing("city", key, "City"), SCHEMA + "containedInPlace", f"{BK}country/{country}")
    for key, (_, _, born, place) in BK_PEOPLE.items():
        p = thing("person", key, "Person")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date")), g.add(p, SCHEMA + "birthPlace", f"{BK}city/{place}")
    for key, (_, _, founded, city, founder, street, postcode, award) in BK_BAKERIES.items():
        b = thing("bakery", key, "Bakery")
        g.add(b, SCHEMA + "foundingDate", _typed(founded, "date"))
        g.add(b, SCHEMA + "founder", f"{BK}person/{founder}")
        g.add(b, SCHEMA + "location", f"{BK}city/{city}")
        a = f"_:address-{key}"
        g.add(b, SCHEMA + "address", a), g.add(a, RDF_TYPE, SCHEMA + "PostalAddress")
        g.add(a, SCHEMA + "streetAddress", _lit(street)), g.add(a, SCHEMA + "postalCode", _lit(postcode))
        g.add(a, SCHEMA + "addressLocality", _lit(BK_CITIES[city][0]))
        if award:
            g.add(b, SCHEMA + "award", _lit(award))
    for i, (bakery, person, role, start, end) in enumerate(BK_STAFF, 1):
        r = f"_:staff-{i}"
        g.add(f"{BK}bakery/{bakery}", SCHEMA + "employee", r), g.add(r, RDF_TYPE, SCHEMA + "EmployeeRole")
        g.add(r, SCHEMA + "employee", f"{BK}person/{person}"), g.add(r, SCHEMA + "roleName", _lit(role))
        g.add(r, SCHEMA + "startDate", _typed(start, "date"))
        if end:
            g.add(r, SCHEMA + "endDate", _typed(end, "date"))
    for key, (_, bakery, category, price, currency, grams, award) in BK_PRODUCTS.items():
        p = thing("product", key, "Product")
        g.add(p, SCHEMA + "manufacturer", f"{BK}bakery/{bakery}"), g.add(p, SCHEMA + "category", _lit(category))
        if award:
            g.add(p, SCHEMA + "award", _lit(award))
        o, w = f"_:offer-{key}", f"_:weight-{key}"
        g.add(p, SCHEMA + "offers", o), g.add(o, RDF_TYPE, SCHEMA + "Offer")
        g.add(o, SCHEMA + "price", _typed(price, "decimal")), g.add(o, SCHEMA + "priceCurrency", _lit(currency))
        g.add(p, SCHEMA + "weight", w), g.add(w, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(w, SCHEMA + "value", _typed(grams, "integer")), g.add(w, SCHEMA + "unitCode", _lit("GRM"))
    return g.text()


BAKERIES_QUESTIONS = [
    ("When was Maison Feuillette founded?", {"1987-03-14"}),
    ("Who founded Forno Santa Lucia?", _bke("person", "aldo-ravaglia")),
    ("Where is Crumb & Kettle?", _bke("city", "leeds")),
    ("What is the street address of Panadería La Espiga?", {"Carrer de la Pau 21"}),
    ("What is the postcode of Brotmanufaktur Kornblum?", {"20259"}),
    ("Which bakery makes the Franzbrötchen?", _bke("bakery", "kornblum")),
    ("Which products does Fournil du Vieux Port sell?", _bk("product", "navettes-de-marseille",
                                                            "fougasse-aux-olives")),
    ("How much does the Tourte de Seigle cost?", {"4.8"}),
    ("How heavy is the Yorkshire Oat Sourdough?", {"800"}),
    ("In what currency is the Cardamom Bun priced?", {"GBP"}),
    ("Which sourdough breads are there?", _bk("product", "tourte-de-seigle", "roggenvollkornbrot",
                                              "yorkshire-oat-sourdough")),
    ("What kind of product is the Torta di Riso?", {"cake"}),
    ("Which award did the Croissant au Beurre win?", {"Golden Croissant of Lyon 2019"}),
    ("What award did Panadería La Espiga receive?", {"Premio Nacional de Panadería 1998"}),
    ("What is the other name of Fournil du Vieux Port?", {"Le Fournil"}),
    ("Who is the head baker at Maison Feuillette now?", _bke("person", "theo-feuillette")),
    ("When did Lucia Ravaglia become head baker at Forno Santa Lucia?", {"1995-01-01"}),
    ("Who have been head bakers of Panadería La Espiga?", _bk("person", "vicente-soler", "rosa-soler")),
    ("Who is the pastry chef at Brotmanufaktur Kornblum?", _bke("person", "mira-schenk")),
    ("When did Odile Feuillette stop being head baker?", {"2016-08-31"}),
    ("When was Priya Raman born?", {"1983-07-19"}),
    ("Where was Karim Benali born?", _bke("city", "marseille")),
    ("Where was Théo Feuillette born?", _bke("city", "lyon")),
    ("Which is the oldest bakery?", _bke("bakery", "forno-santa-lucia")),
    ("Which is the most expensive product?", _bke("product", "torta-di-riso")),
    ("Which product is the heaviest?", _bke("product", "roggenvollkornbrot")),
    ("Which bakeries were founded after 2000?", _bk("bakery", "kornblum", "crumb-and-kettle",
                                                    "fournil-du-vieux-port")),
    ("Which products cost less than 3 euros?", _bk("product", "croissant-au-beurre", "franzbroetchen",
                                                   "pan-de-cruz")),
    ("How many products does Forno Santa Lucia make?", {"2"}),
    ("In which country is Panadería La Espiga?", _bke("country", "spain")),
    ("Which bakeries are in France?", _bk("bakery", "maison-feuillette", "fournil-du-vieux-port")),
    ("When was the bakery that makes the Navettes de Marseille founded?", {"2001-02-27"}),
    ("Who founded the bakery that sells Crescentina?", _bke("person", "aldo-ravaglia")),
    ("How much do the products of Crumb & Kettle cost?", {"5.5", "3.2"}),
    ("who founded brotmanufaktur kornblum", _bke("person", "jens-kornblum")),
    ("How much does the Fougase aux Olives cost?", {"3.9"}),  # misspelt: Fougasse
    ("What time does Maison Feuillette open?", set()),  # no opening hours
    ("How many calories are in a Cardamom Bun?", set()),  # no nutrition
    ("When did Aldo Ravaglia die?", set()),  # birth dates only
]
BAKERIES_MADE_UP = ["When was Maison Beurrette founded?", "Who founded Forno San Luca?",
                    "How much does the Tourte de Froment cost?", "Which bakery makes the Rosemary Bun?",
                    "When was Rosa Ravaglia born?", "Where is Crust & Kettle?"]
BAKERIES_GRAPHS = [
    ('[("Crescentina", "baked by", ?x)]', _bke("bakery", "forno-santa-lucia")),
    ('[("Fougasse aux Olives", "how many grams", ?x)]', {"350"}),
    ('[(?x, "set up by", "Vicente Soler")]', _bke("bakery", "la-espiga")),
    ('[("Panadería La Espiga", "opening date", ?x)]', {"1972-06-10"}),
    ('[("Mira Schenk", "date of birth", ?x)]', {"1990-08-30"}),
    ('[(?x, "baked by", "Maison Feuillette")]', _bk("product", "tourte-de-seigle", "croissant-au-beurre")),
    ('[("Franzbrötchen", "baked by", ?b), (?b, "town", ?x)]', _bke("city", "hamburg")),
    ('[(?p, "baked by", "Panadería La Espiga"), (?p, "retail cost", ?x)]', {"9.5", "2.1"}),
    ('[("Forno Santa Lucia", "set up by", ?f), (?f, "date of birth", ?x)]', {"1929-04-17"}),
    ('[("Crumb & Kettle", "town", ?c), (?c, "part of country", ?x)]', _bke("country", "united-kingdom")),
    ('[("Maison Feuillette", "staff position", ?r), (?r, "held by", ?x)]', _bk("person", "odile-feuillette",
                                                                               "theo-feuillette")),
    ('[(?r, "held by", "Rosa Soler"), (?r, "job title", ?x)]', {"head baker"}),
]

# ---- pottery (a W3C Direct Mapping export: row IRIs, table#column properties, ref- foreign keys, link table) ----
PT = "https://clayworks-studio.example.org/db/"
PT_POTTERS = {1: ("Hannah Reyes", 1968, "Totnes"), 2: ("Kenji Arakawa", 1955, "Dartington"),
              3: ("Ruth Okonkwo", 1979, "Stroud"), 4: ("Daniel Reyes", 1995, "Totnes"),
              5: ("Ingrid Solvik", 1962, "Bideford")}  # potter: (name, born, home town)
PT_KILNS = {1: ("Dragon Kiln", "anagama", 1320, 2011), 2: ("Studio Gas Kiln", "gas", 1300, 2004),
            3: ("Test Kiln", "electric", 1260, 2018),
            4: ("Salt Kiln", "salt", 1290, 2015)}  # kiln: (name, type, max temperature °C, built)
PT_GLAZES = {1: ("Tenmoku", 10, "black-brown"), 2: ("Celadon", 10, "pale green"), 3: ("Shino", 10, "white-orange"),
             4: ("Cobalt Blue", 6, "blue"), 5: ("Wood Ash", 11, "green-brown")}  # glaze: (name, cone, colour)
PT_PIECES = {  # piece: (title, potter, glaze or None, form, height cm, price GBP, sold, made)
    101: ("Moon Jar", 1, 2, "jar", "38.5", "420", False, 2021),
    102: ("Tea Bowl No. 7", 2, 3, "bowl", "8.5", "95", True, 2022),
    103: ("Tea Bowl No. 12", 2, 1, "bowl", "9", "110", False, 2023),
    104: ("River Stone Vase", 3, 5, "vase", "31", "260", True, 2022),
    105: ("Harbour Teapot", 4, 4, "teapot", "17", "140", False, 2023),
    106: ("Ember Bottle", 3, None, "bottle", "26", "310", False, 2023),
    107: ("Fjord Platter", 5, 2, "platter", "4.5", "180", True, 2021),
    108: ("Nesting Bowls", 1, 1, "bowl", "12", "150", True, 2022),
    109: ("Salt Jug", 4, None, "jug", "22", "85", True, 2022),
    110: ("Winter Vase", 5, 3, "vase", "28", "230", False, 2023),
    111: ("Anagama Jar", 2, None, "jar", "44", "650", False, 2023),
}
PT_FIRINGS = {501: (1, 106, "2023-04-15", 1310, "reduction"), 502: (1, 111, "2023-04-15", 1310, "reduction"),
              503: (2, 101, "2021-10-02", 1285, "reduction"), 504: (2, 102, "2022-03-19", 1290, "reduction"),
              505: (2, 108, "2022-03-19", 1290, "reduction"), 506: (3, 105, "2023-01-14", 1000, "oxidation"),
              507: (3, 105, "2023-01-28", 1225, "oxidation"), 508: (4, 109, "2022-07-09", 1280, "reduction"),
              509: (2, 104, "2022-05-21", 1295, "reduction"), 510: (2, 103, "2023-02-11", 1300, "reduction"),
              511: (3, 107, "2021-06-05", 1240, "oxidation"),
              512: (2, 110, "2023-02-11", 1300, "reduction")}  # firing: (kiln, piece, date, peak °C, atmosphere)


def _pt(table: str, *ids: int) -> set[str]:
    return {f"{PT}{table}/id={i}" for i in ids}


def _pte(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the name in its table's name or title column."""
    tables = {"potter": PT_POTTERS, "kiln": PT_KILNS, "glaze": PT_GLAZES, "piece": PT_PIECES}
    return _pt(table, key) | {tables[table][key][0]}


def pottery_kg() -> str:
    """N-Triples of the studio-pottery database (W3C Direct Mapping)."""
    g = Graph()

    def row(table: str, key: int, columns: dict, refs: dict) -> None:
        s = f"{PT}{table}/id={key}"
        g.add(s, RDF_TYPE, PT + table), g.add(s, f"{PT}{table}#id", _typed(key, "integer"))
        for column, value in columns.items():
            g.add(s, f"{PT}{table}#{column}", _typed(*value) if isinstance(value, tuple) else _lit(value))
        for column, (target, value) in refs.items():
            if value is not None:
                g.add(s, f"{PT}{table}#{column}", _typed(value, "integer"))
                g.add(s, f"{PT}{table}#ref-{column}", f"{PT}{target}/id={value}")

    for key, (name, born, town) in PT_POTTERS.items():
        row("potter", key, {"name": name, "birth_year": (born, "integer"), "home_town": town}, {})
    for key, (name, kind, hottest, built) in PT_KILNS.items():
        row("kiln", key, {"name": name, "kiln_type": kind, "max_temp_c": (hottest, "integer"),
                          "built_year": (built, "integer")}, {})
    for key, (name, cone, colour) in PT_GLAZES.items():
        row("glaze", key, {"name": name, "cone": (cone, "integer"), "colour": colour}, {})
    for key, (title, potter, glaze, form, height, price, sold, made) in PT_PIECES.items():
        row("piece", key, {"title": title, "form": form, "height_cm": (height, "decimal"),
                           "price_gbp": (price, "decimal"), "is_sold": (str(sold).lower(), "boolean"),
                           "made_year": (made, "integer")},
            {"potter_id": ("potter", potter), "glaze_id": ("glaze", glaze)})
    for key, (kiln, piece, day, peak, atmosphere) in PT_FIRINGS.items():
        row("firing", key, {"fired_on": (day, "date"), "peak_temp_c": (peak, "integer"), "atmosphere": atmosphere},
            {"kiln_id": ("kiln", kiln), "piece_id": ("piece", piece)})
    return g.text()


POTTERY_QUESTIONS = [
    ("Who made the Moon Jar?", _pte("potter", 1)),
    ("Which pieces did Kenji Arakawa make?", _pt("piece", 102, 103, 111)),
    ("Which pieces did Daniel Reyes make?", _pt("piece", 105, 109)),
    ("What glaze is on the Winter Vase?", _pte("glaze", 3)),
    ("Which pieces have a celadon glaze?", _pt("piece", 101, 107)),
    ("How tall is the River Stone Vase?", {"31"}),
    ("How much does the Harbour Teapot cost?", {"140"}),
    ("How much does Tea Bowl No. 7 cost?", {"95"}),
    ("Has the Fjord Platter been sold?", {"true"}),
    ("Which pieces are still unsold?", _pt("piece", 101, 103, 105, 106, 110, 111)),
    ("Which bowls are there?", _pt("piece", 102, 103, 108)),
    ("What form is the Ember Bottle?", {"bottle"}),
    ("When was the Salt Jug made?", {"2022"}),
    ("What type of kiln is the Dragon Kiln?", {"anagama"}),
    ("How hot can the Test Kiln get?", {"1260"}),
    ("When was the Salt Kiln built?", {"2015"}),
    ("What colour is the Tenmoku glaze?", {"black-brown"}),
    ("What cone is the Cobalt Blue glaze fired to?", {"6"}),
    ("When was Ingrid Solvik born?", {"1962"}),
    ("Where does Ruth Okonkwo live?", {"Stroud"}),
    ("Which potters live in Totnes?", _pt("potter", 1, 4)),
    ("Which kiln was the Ember Bottle fired in?", _pte("kiln", 1)),
    ("Which pieces were fired in the Dragon Kiln?", _pt("piece", 106, 111)),
    ("When was the Moon Jar fired?", {"2021-10-02"}),
    ("What was the peak temperature when Tea Bowl No. 12 was fired?", {"1300"}),
    ("Which pieces were fired in an oxidation atmosphere?", _pt("piece", 105, 107)),
    ("How many times was the Harbour Teapot fired?", {"2"}),
    ("How many pieces did Hannah Reyes make?", {"2"}),
    ("Which is the most expensive piece?", _pte("piece", 111)),
    ("Which is the shortest piece?", _pte("piece", 107)),
    ("Which pieces cost more than 250 pounds?", _pt("piece", 101, 104, 106, 111)),
    ("Which kiln gets the hottest?", _pte("kiln", 1)),
    ("Which glazes did Ingrid Solvik use?", _pt("glaze", 2, 3)),
    ("Who made the pieces with a Shino glaze?", _pt("potter", 2, 5)),
    ("who made the fjord platter", _pte("potter", 5)),
    ("How tall is the Aganama Jar?", {"44"}),  # misspelt: Anagama
    ("What clay body is the Moon Jar made of?", set()),  # no clays
    ("Who bought the River Stone Vase?", set()),  # no buyers
    ("How long did the firing of the Anagama Jar last?", set()),  # no durations
]
POTTERY_MADE_UP = ["Who made the Sun Jar?", "What glaze is on Tea Bowl No. 9?", "When was Hannah Okonkwo born?",
                   "How hot can the Raku Kiln get?", "What colour is the Oribe glaze?", "How tall is the Harbour Vase?"]
POTTERY_GRAPHS = [
    ('[("Nesting Bowls", "maker", ?x)]', _pte("potter", 1)),
    ('[("Shino", "firing grade", ?x)]', {"10"}),
    ('[(?x, "glazed with", "Tenmoku")]', _pt("piece", 103, 108)),
    ('[("Winter Vase", "sale value", ?x)]', {"230"}),
    ('[("Studio Gas Kiln", "year constructed", ?x)]', {"2004"}),
    ('[(?x, "maker", "Ruth Okonkwo")]', _pt("piece", 104, 106)),
    ('[("Harbour Teapot", "maker", ?p), (?p, "born in year", ?x)]', {"1995"}),
    ('[(?f, "kiln used", "Test Kiln"), (?f, "firing date", ?x)]', {"2023-01-14", "2023-01-28", "2021-06-05"}),
    ('[(?f, "fired piece", "Anagama Jar"), (?f, "kiln used", ?x)]', _pte("kiln", 1)),
    ('[("Fjord Platter", "glazed with", ?g), (?g, "hue", ?x)]', {"pale green"}),
    ('[(?p, "maker", "Ingrid Solvik"), (?p, "tallness", ?x)]', {"4.5", "28"}),
    ('[(?p, "glazed with", "Celadon"), (?p, "year of production", ?x)]', {"2021"}),
]

# ---- translation (an agency's internal KG: own OWL ontology, class hierarchy, abbreviated property names) ------
TA = "https://kg.linguabridge.example.com/"
TAR, TAO = TA + "id/", TA + "ont#"
# class: (rdfs:label, superclass or None, rdfs:comment or None)
TA_CLASSES = {"Agent": ("agent", None, None), "Person": ("person", "Agent", None),
              "Organisation": ("organisation", "Agent", None),
              "Employee": ("employee", "Person", "A person on the agency's payroll"),
              "Translator": ("in-house translator", "Employee", None),
              "ProjectManager": ("project manager", "Employee", "An employee who coordinates translation jobs"),
              "Freelancer": ("freelance translator", "Person", "An outside linguist paid per job"),
              "Client": ("client", "Organisation", None), "Job": ("translation job", None, None),
              "Language": ("language", None, None), "Office": ("office", None, None)}
# property: (rdfs:label, rdfs:comment or None, domain or None, range: a class (object property) or an XSD datatype)
TA_PROPERTIES = {
    "forClient": ("client", "The client who ordered the job", "Job", "Client"),
    "srcLang": ("source language", "The language of the original document", "Job", "Language"),
    "tgtLang": ("target language", "A language the job is translated into", "Job", "Language"),
    "assignedTo": ("translator", "A linguist who translates the job", "Job", "Person"),
    "pm": ("project manager", "The employee who coordinates the job", "Job", "ProjectManager"),
    "revBy": ("reviser", "The linguist who checked the translation", "Job", "Person"),
    "wc": ("word count", "Number of words in the source document", "Job", "integer"),
    "subjFld": ("subject field", None, "Job", "string"),
    "dueDt": ("due date", "Deadline agreed with the client", "Job", "date"),
    "dlvDt": ("delivery date", "Date the translation was delivered", "Job", "date"),
    "feeEur": ("fee (EUR)", "Amount invoiced to the client, in euros", "Job", "decimal"),
    "natLang": ("native language", None, "Person", "Language"),
    "basedAt": ("office", "The office the employee works from", "Employee", "Office"),
    "hireDt": ("hire date", "First day of employment", "Employee", "date"),
    "sector": ("sector", None, "Client", "string"),
    "acctMgr": ("account manager", "The project manager responsible for the client", "Client", "ProjectManager"),
    "city": ("city", None, "Office", "string"),
    "openedOn": ("opened on", None, "Office", "date"),
}
TA_OFFICES = {"LIS": ("Lisbon Office", "Lisbon", "2009-04-01"),
              "LEJ": ("Leipzig Office", "Leipzig", "2013-10-14")}  # office: (label, city, opened)
TA_LANGUAGES = {"en": "English", "de": "German", "fr": "French", "pt": "Portuguese", "ja": "Japanese",
                "es": "Spanish", "pl": "Polish"}
TA_STAFF = {  # person: (label, class, native language, office or None, hire date or None)
    "S01": ("Marta Fonseca", "ProjectManager", "pt", "LIS", "2012-02-01"),
    "S02": ("Tobias Wendt", "ProjectManager", "de", "LEJ", "2016-09-12"),
    "S03": ("Inês Carvalho", "Translator", "pt", "LIS", "2015-05-04"),
    "S04": ("Claire Dubois", "Translator", "fr", "LIS", "2018-01-15"),
    "S05": ("Lukas Brandt", "Translator", "de", "LEJ", "2014-03-03"),
    "S06": ("Anna Brandt", "Translator", "de", "LEJ", "2020-10-01"),
    "S07": ("Haruka Sato", "Freelancer", "ja", None, None),
    "S08": ("Piotr Nowak", "Freelancer", "pl", None, None),
    "S09": ("Elena Ruiz", "Translator", "es", "LIS", "2021-06-07"),
}
TA_CLIENTS = {"C01": ("Alvor Pharmaceuticals", "pharmaceuticals", "S01"),
              "C02": ("Kessler Maschinenbau", "engineering", "S02"), "C03": ("Atlântico Seguros", "insurance", "S01"),
              "C04": ("Mori Electronics", "electronics", "S02"),
              "C05": ("Bellamy & Roche LLP", "legal services", "S01")}  # client: (label, sector, account manager)
TA_JOBS = {  # job: (label, client, source, targets, translators, pm, reviser or None, word count, subject field,
    #               due, delivered or None, fee EUR)
    "J2401": ("Alvor Leaflet Update", "C01", "en", ["pt"], ["S03"], "S01", "S01", 4200, "medical", "2024-02-09",
              "2024-02-08", "588"),
    "J2402": ("Alvor Clinical Protocol", "C01", "en", ["de"], ["S05"], "S01", "S06", 12500, "medical", "2024-03-22",
              "2024-03-25", "1875"),
    "J2403": ("Kessler Operating Manual", "C02", "de", ["fr"], ["S04"], "S02", None, 18300, "technical", "2024-04-30",
              "2024-04-26", "2562"),
    "J2404": ("Kessler Safety Datasheets", "C02", "de", ["pl"], ["S08"], "S02", None, 6400, "technical", "2024-05-15",
              "2024-05-15", "832"),
    "J2405": ("Atlântico Policy Terms", "C03", "pt", ["en"], ["S03"], "S01", None, 9100, "legal", "2024-06-03", None,
              "1456"),
    "J2406": ("Mori Product Catalogue", "C04", "ja", ["de"], ["S06"], "S02", "S05", 7800, "marketing", "2024-02-20",
              "2024-02-19", "1170"),
    "J2407": ("Mori User Guide", "C04", "en", ["ja"], ["S07"], "S02", None, 15200, "technical", "2024-07-12", None,
              "2280"),
    "J2408": ("Bellamy & Roche Share Purchase Agreement", "C05", "en", ["es"], ["S09"], "S01", None, 22000, "legal",
              "2024-03-01", "2024-02-28", "3520"),
    "J2409": ("Bellamy & Roche Witness Statements", "C05", "en", ["fr"], ["S04"], "S01", None, 5300, "legal",
              "2024-06-20", None, "848"),
    "J2410": ("Atlântico Annual Report", "C03", "pt", ["en", "es"], ["S03", "S09"], "S01", None, 26000, "finance",
              "2024-04-12", "2024-04-10", "4160"),
}
TA_LABELS = {"office": {k: v[0] for k, v in TA_OFFICES.items()}, "lang": TA_LANGUAGES,
             "staff": {k: v[0] for k, v in TA_STAFF.items()}, "client": {k: v[0] for k, v in TA_CLIENTS.items()},
             "job": {k: v[0] for k, v in TA_JOBS.items()}}


def _ta(kind: str, *keys: str) -> set[str]:
    return {f"{TAR}{kind}/{k}" for k in keys}


def _tae(kind: str, key: str) -> set[str]:
    """One resource as gold: its IRI and its rdfs:label."""
    return _ta(kind, key) | {TA_LABELS[kind][key]}


def translation_kg() -> str:
    """N-Triples of the translation agency's internal knowledge graph (its own ontology)."""
    g = Graph()
    xsd = "http://www.w3.org/2001/XMLSchema#"

    def res(kind: str, key: str) -> str:
        return f"{TAR}{kind}/{key}"

    def node(kind: str, key: str, cls: str) -> str:
        s = res(kind, key)
        g.add(s, RDF_TYPE, TAO + cls), g.add(s, RDFS + "label", _lit(TA_LABELS[kind][key]))
        return s

    def data(s: str, prop: str, value: object, datatype: str | None = None) -> None:
        g.add(s, TAO + prop, _typed(value, datatype) if datatype else _lit(str(value)))

    g.add(TA + "ont", RDF_TYPE, OWL + "Ontology"), g.add(TA + "ont", RDFS + "label",
                                                         _lit("LinguaBridge agency ontology", "en"))
    for cls, (label, sup, comment) in TA_CLASSES.items():
        g.add(TAO + cls, RDF_TYPE, OWL + "Class"), g.add(TAO + cls, RDFS + "label", _lit(label, "en"))
        if sup:
            g.add(TAO + cls, RDFS + "subClassOf", TAO + sup)
        if comment:
            g.add(TAO + cls, RDFS + "comment", _lit(comment, "en"))
    for prop, (label, comment, domain, rng) in TA_PROPERTIES.items():
        is_object = rng in TA_CLASSES
        g.add(TAO + prop, RDF_TYPE, OWL + ("ObjectProperty" if is_object else "DatatypeProperty"))
        g.add(TAO + prop, RDFS + "label", _lit(label, "en"))
        if comment:
            g.add(TAO + prop, RDFS + "comment", _lit(comment, "en"))
        g.add(TAO + prop, RDFS + "domain", TAO + domain)
        g.add(TAO + prop, RDFS + "range", (TAO if is_object else xsd) + rng)
    for key, (_, city, opened) in TA_OFFICES.items():
        o = node("office", key, "Office")
        data(o, "city", city), data(o, "openedOn", opened, "date")
    for key in TA_LANGUAGES:
        node("lang", key, "Language")
    for key, (_, cls, native, office, hired) in TA_STAFF.items():
        s = node("staff", key, cls)
        g.add(s, TAO + "natLang", res("lang", native))
        if office:
            g.add(s, TAO + "basedAt", res("office", office)), data(s, "hireDt", hired, "date")
    for key, (_, sector, manager) in TA_CLIENTS.items():
        c = node("client", key, "Client")
        data(c, "sector", sector), g.add(c, TAO + "acctMgr", res("staff", manager))
    for key, fields in TA_JOBS.items():
        _, client, source, targets, linguists, pm, reviser, words, field, due, delivered, fee = fields
        j = node("job", key, "Job")
        g.add(j, TAO + "forClient", res("client", client)), g.add(j, TAO + "srcLang", res("lang", source))
        for target in targets:
            g.add(j, TAO + "tgtLang", res("lang", target))
        for linguist in linguists:
            g.add(j, TAO + "assignedTo", res("staff", linguist))
        g.add(j, TAO + "pm", res("staff", pm))
        if reviser:
            g.add(j, TAO + "revBy", res("staff", reviser))
        data(j, "wc", words, "integer"), data(j, "subjFld", field), data(j, "dueDt", due, "date")
        if delivered:
            data(j, "dlvDt", delivered, "date")
        data(j, "feeEur", fee, "decimal")
    return g.text()


TRANSLATION_QUESTIONS = [
    ("Who translated the Kessler Operating Manual?", _tae("staff", "S04")),
    ("Which jobs is Claire Dubois assigned to?", _ta("job", "J2403", "J2409")),
    ("Who is the project manager of the Mori User Guide?", _tae("staff", "S02")),
    ("Which jobs does Marta Fonseca manage?", _ta("job", "J2401", "J2402", "J2405", "J2408", "J2409", "J2410")),
    ("Who revised the Alvor Clinical Protocol?", _tae("staff", "S06")),
    ("What is the word count of the Alvor Clinical Protocol?", {"12500"}),
    ("When is the Atlântico Policy Terms job due?", {"2024-06-03"}),
    ("When was the Kessler Safety Datasheets job delivered?", {"2024-05-15"}),
    ("What is the fee for the Mori Product Catalogue?", {"1170"}),
    ("What is the subject field of the Atlântico Annual Report?", {"finance"}),
    ("What is the source language of the Mori Product Catalogue?", _tae("lang", "ja")),
    ("Into which languages is the Atlântico Annual Report being translated?", _ta("lang", "en", "es")),
    ("Which jobs are translated into Portuguese?", _tae("job", "J2401")),
    ("Which jobs are translated from German?", _ta("job", "J2403", "J2404")),
    ("Which jobs do we have for Mori Electronics?", _ta("job", "J2406", "J2407")),
    ("Which legal jobs are there?", _ta("job", "J2405", "J2408", "J2409")),
    ("Who is the account manager for Kessler Maschinenbau?", _tae("staff", "S02")),
    ("What sector is Atlântico Seguros in?", {"insurance"}),
    ("What is Haruka Sato's native language?", _tae("lang", "ja")),
    ("Who are our freelancers?", _ta("staff", "S07", "S08")),
    ("Who are the project managers?", _ta("staff", "S01", "S02")),
    ("Which translators work at the Leipzig Office?", _ta("staff", "S05", "S06")),
    ("Which office is Elena Ruiz based at?", _tae("office", "LIS")),
    ("When was Claire Dubois hired?", {"2018-01-15"}),
    ("When did the Leipzig Office open?", {"2013-10-14"}),
    ("Which job has the highest word count?", _tae("job", "J2410")),
    ("Which job earned the lowest fee?", _tae("job", "J2401")),
    ("Which jobs are due after 1 June 2024?", _ta("job", "J2405", "J2407", "J2409")),
    ("Who is the longest-serving employee?", _tae("staff", "S01")),
    ("How many jobs is Elena Ruiz assigned to?", {"2"}),
    ("For how many clients is Marta Fonseca the account manager?", {"3"}),
    ("Who translated the jobs for Alvor Pharmaceuticals?", _ta("staff", "S03", "S05")),
    ("Who manages the jobs for Bellamy & Roche LLP?", _tae("staff", "S01")),
    ("What is the native language of the translator of the Kessler Safety Datasheets?", _tae("lang", "pl")),
    ("who translated the mori user guide", _tae("staff", "S07")),
    ("What is the word count of the Kesler Operating Manual?", {"18300"}),  # misspelt: Kessler
    ("What is Tobias Wendt's salary?", set()),  # no salaries
    ("Which CAT tool was used for the Alvor Leaflet Update?", set()),  # no tools
    ("How many pages is the Kessler Operating Manual?", set()),  # word counts only
]
TRANSLATION_MADE_UP = ["Who translated the Kessler Service Manual?", "When was Claire Fonseca hired?",
                       "Who is the account manager for Alvor Biotech?", "What is the word count of the Mori Press Kit?",
                       "Which jobs does Tobias Brandt manage?", "When did the Porto Office open?"]
TRANSLATION_GRAPHS = [
    ('[("Alvor Leaflet Update", "translated by", ?x)]', _tae("staff", "S03")),
    ('[("Kessler Operating Manual", "number of words", ?x)]', {"18300"}),
    ('[(?x, "customer", "Atlântico Seguros")]', _ta("job", "J2405", "J2410")),
    ('[("Lukas Brandt", "start of employment", ?x)]', {"2014-03-03"}),
    ('[("Bellamy & Roche Share Purchase Agreement", "must be finished by", ?x)]', {"2024-03-01"}),
    ('[(?x, "coordinated by", "Tobias Wendt")]', _ta("job", "J2403", "J2404", "J2406", "J2407")),
    ('[("Mori Product Catalogue", "translated by", ?t), (?t, "mother tongue", ?x)]', _tae("lang", "de")),
    ('[(?j, "customer", "Kessler Maschinenbau"), (?j, "amount invoiced", ?x)]', {"2562", "832"}),
    ('[("Atlântico Seguros", "key account contact", ?m), (?m, "start of employment", ?x)]', {"2012-02-01"}),
    ('[(?j, "translated by", "Elena Ruiz"), (?j, "number of words", ?x)]', {"22000", "26000"}),
    ('[("Inês Carvalho", "works from", ?o), (?o, "town", ?x)]', {"Lisbon"}),
    ('[(?j, "into language", "English"), (?j, "coordinated by", ?x)]', _tae("staff", "S01")),
]

KGS_AB = {"cheeses": (cheeses_kg, CHEESES_QUESTIONS, CHEESES_MADE_UP, CHEESES_GRAPHS),
          "tapestries": (tapestries_kg, TAPESTRIES_QUESTIONS, TAPESTRIES_MADE_UP, TAPESTRIES_GRAPHS),
          "bakeries": (bakeries_kg, BAKERIES_QUESTIONS, BAKERIES_MADE_UP, BAKERIES_GRAPHS),
          "pottery": (pottery_kg, POTTERY_QUESTIONS, POTTERY_MADE_UP, POTTERY_GRAPHS),
          "translation": (translation_kg, TRANSLATION_QUESTIONS, TRANSLATION_MADE_UP, TRANSLATION_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AB, __doc__)
