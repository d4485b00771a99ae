"""A twenty-ninth batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_ab.py):

- `fountains`: a survey of historic public fountains with NO labels at all: every name is an IRI slug under a
  path per kind, in a different style per kind: fountains Title_Snake in their own language
  (`…/fountain/Fontana_della_Sirena`, `…/fountain/Nymph%C3%A9e_du_Jardin_des_Plantes`, `…/fountain/Kaiserbrunnen`),
  sculptors kebab-case (`…/sculptor/luca-ravenna`, `…/sculptor/anselm-k%C3%B6hler`,
  `…/sculptor/jos%C3%A9-mar%C3%ADa-alcal%C3%A1`), places snake_case (`…/place/aix_en_provence`,
  `…/place/n%C3%B6rdlingen`, `…/place/saint_r%C3%A9my_de_provence`), patrons PascalCase
  (`…/patron/CardinalOrsolini`, `…/patron/ReichsstadtN%C3%B6rdlingen`), water sources kebab-case
  (`…/source/ca%C3%B1os-de-carmona`), materials and countries plain (`…/material/cast-iron`, `…/country/Austria`);
  an OWL vocabulary under a hash namespace (`…/ont#sculptedBy`) whose classes and properties are declared
  (`owl:Class`, `owl:ObjectProperty` / `owl:DatatypeProperty` with `rdfs:domain` / `rdfs:range`) but never
  labelled; fountain kinds are classes in a three-level hierarchy (`TieredFountain`, `MusicalFountain` ⊂
  `MonumentalFountain` ⊂ `Fountain`; `Nymphaeum` ⊂ `WallFountain` ⊂ `Fountain`; `DrinkingFountain` ⊂ `Fountain`)
  and water sources in a second one (`Aqueduct`, `Spring`, `Reservoir` ⊂ `WaterSource`); fountains have
  `standsIn` a place (`inCountry`), `completedIn` xsd:gYear, mostly `sculptedBy`, `commissionedBy` a patron,
  one or two `madeOf` materials, `basinDiameterM` and (not wall or drinking fountains) `jetHeightM` xsd:decimal,
  `spoutCount` xsd:integer, `fedBy` a water source (`flowLitresPerSecond` xsd:decimal), `potableWater` /
  `inOperation` xsd:boolean and for most `lastRestored` xsd:date; sculptors have `birthYear` xsd:gYear and
  `bornIn`; two fountains are both "Fontana del Tritone", told apart only by a place in parentheses
  (`…/fountain/Fontana_del_Tritone_(Spoleto)`, 1598, by Bartolomeo Ciampi;
  `…/fountain/Fontana_del_Tritone_(Ravenna)`, 1936, by Ettore Baldassarri), and the sculptor Luca Ravenna (born in
  Spoleto, no fountain in Ravenna) shares his surname with the place Ravenna;
- `teas`: a tea atlas in SKOS with short code IRIs (`…/id/T08`, `…/id/E04`, `…/id/Y03`): teas, estates, regions,
  cities, countries, companies and tea types named by `skos:prefLabel`@en plus a prefLabel in the local
  language where it has one (@ja "宇治" / "山吹玉露", @zh "狮峰龙井" / "日月潭紅玉", @hi "दार्जिलिंग", @si "ඌව"; Indian,
  Sri Lankan and Kenyan teas and estates are English only), one estate named ONLY in Japanese
  ("牧之原茶園"@ja, with the English `skos:altLabel` "Makinohara Tea Garden"), and `skos:altLabel`@en aliases on
  some ("Tieguanyin", "Ruby 18", "HLC", "Uji Matcha", "jade dew"); tea types are `skos:Concept`s of a
  `skos:ConceptScheme` in a `skos:broader` tree (green, black, oolong, white and dark tea ⊂ "tea"; sencha,
  gyokuro, matcha ⊂ green tea; pu-erh ⊂ dark tea); custom ENGLISH properties (`…/vocab#`): teas have `teaType`,
  `producedAt` an estate, a `harvestSeason` string, `harvestDate` xsd:date, `steepTempC` / `caffeineMg`
  xsd:integer, `steepMinutes` xsd:decimal (not the whisked matcha) and `priceEurPer100g` xsd:decimal; estates
  are `locatedIn` a region (`inCountry`) with `foundedIn` xsd:gYear, `elevationM` xsd:integer, `areaHa`
  xsd:decimal, `organic` xsd:boolean and for most `ownedBy` a company (`basedIn` a city, `foundedIn`); two
  estates are both "Highfield Estate" (in Uva, Sri Lanka, and in Kericho, Kenya, told apart by altLabels
  "Highfield (Uva)" / "Highfield (Kericho)"), and teas share words with their places ("Uji Ceremonial Matcha" /
  Uji, "Kericho Purple Leaf" / Kericho, "Sun Moon Lake Ruby" / "Sun Moon Lake Estate");
- `circus`: a circus archive in schema.org with slug IRIs (`…/company/etoiles-filantes`, `…/show/nuit-de-feu`,
  `…/person/yann-ducharme`, `…/venue/royal-park-big-top`) named by `schema:name` (some with a
  `schema:alternateName`: "Circus Nordstjärna" / "Nordstjarna", "Mar Endins" / "Into the Sea", "Montréal" /
  "Montreal"): companies are `schema:PerformingGroup`s with `schema:foundingDate` xsd:gYear, `schema:founder`,
  `schema:location` a city (`schema:containedInPlace` a country) and a `schema:numberOfEmployees` blank node
  (`schema:QuantitativeValue` with `schema:value` xsd:integer); shows are `schema:CreativeWork`s with
  `schema:producer` the company (stated on the show only), `schema:director`, `schema:dateCreated` xsd:date (the
  premiere), a `schema:genre` string, a `…/vocab#runningTime` blank node (`schema:QuantitativeValue`,
  `schema:value` xsd:integer, `schema:unitText` "minutes") and `…/vocab#hasAnimalActs` xsd:boolean; casts use
  the schema.org Role pattern with BLANK role nodes (show `schema:performer` a `schema:PerformanceRole` with
  `schema:performer` the person, `schema:roleName` "flying trapeze" / "ringmaster" / "clown" / …,
  `schema:startDate` and, for past casts, `schema:endDate` xsd:gYear; two Whitlocks were ringmasters in turn);
  people have `schema:birthDate` xsd:date, `schema:nationality` a country and for two a `schema:award`; tour
  engagements are `schema:Event`s named after show and city with `schema:workPerformed`, `schema:location` a
  venue (`schema:containedInPlace` a city, `schema:maximumAttendeeCapacity` xsd:integer) and
  `schema:startDate` / `schema:endDate` xsd:date; two shows are both "Equilibrium" (2015 by Circus Nordstjärna,
  2022 by Circ de la Barceloneta, told apart by `schema:description`), and a show is called "Marseille", like the
  city its company is based in;
- `funiculars`: a funicular-railway register exported from a relational database by the W3C Direct Mapping:
  row IRIs `…/db/funicular/id=104`, classes named after tables, every column a property `…/db/<table>#<column>`
  (ids and foreign-key columns as xsd:integer literals too), foreign keys as `…#ref-<column>` object
  properties; names sit in a different column per table (`funicular#line_name`, `operator#operator_name`,
  `manufacturer#maker_name`, `car#car_name`, `station#station_name`, `country#country_name`) and inspection
  rows have no name at all; funiculars have a `city` string, `ref-country_id`, `ref-operator_id`,
  `opened_year` / `gauge_mm` xsd:integer, `length_m` / `height_diff_m` / `max_gradient_pct` xsd:decimal and
  `is_water_powered` / `is_operating` xsd:boolean; cars point to their line (`ref-funicular_id`) and maker
  (`ref-manufacturer_id`) with `capacity` / `built_year` xsd:integer; stations point to their line with a
  `position` string ("lower" / "intermediate" / "upper") and `elevation_m` xsd:integer; operators have
  `founded_year` xsd:integer and an `hq_city` string, makers a `country` string and `founded_year`;
  inspections link a line with `inspected_on` xsd:date, an `inspector` string and `passed` xsd:boolean; two
  lines are both "Castle Hill Funicular" (in Scarby, water-powered, 1889; in Aberwyn, 1897), a car is called
  "Lugano" like the city its line runs in, and a car and a station are both "Monte Brè";
- `manuscripts`: a Wikidata-style corner of medieval manuscripts (fictional manuscripts, people and libraries
  in real cities) under the real Wikidata namespaces (`wd:Q900604`, `wdt:`, `p:` / `ps:` / `pq:`, statement
  nodes `wds:Q900604-…` typed `wikibase:Statement` with a `wikibase:rank`), no rdf:type on items (typed by P31
  only; classes linked by P279: book of hours, psalter, gospel book, breviary ⊂ illuminated manuscript ⊂
  manuscript; chronicle, herbal ⊂ manuscript); property entities carry `rdfs:label`@en, `schema:description`,
  `skos:altLabel` aliases and the wikibase links; items are named by `rdfs:label`@en plus @la / @fr / @de / @it
  / @nl where they have one ("Tours Gospels" / "Evangeliarium Turonense", "Sainte-Clotilde Library" /
  "Bibliothèque Sainte-Clotilde", "Cologne" / "Köln") with `schema:description`@en and aliases ("Fra Niccolò",
  "Sir Thomas Wexcombe"); manuscripts have P170 creator statements qualified by P3831 object has role (scribe
  / illuminator; one man was both for one psalter; one chronicle has no creator), P1071 location of creation (a
  city), P571 inception (xsd:dateTime, year precision as YYYY-01-01T00:00:00Z), P407 language(s), P186
  material, P1104 number of pages, P2048 / P2049 height / width (xsd:decimal, cm), P195 collection, P217
  inventory number (qualifier P195) and P127 owned by statements with P580 / P582 start / end times (only the
  current, preferred-rank owner has a truthy claim; past owners live in statement nodes only), two with P138
  named after; people have P106 occupation, P19 place of birth, P569 / P570; libraries P131 a city (P17 a
  country) and P571; two books of hours are both labelled "Hours of Marguerite" (Paris, c. 1410, named after
  Marguerite de Valcourt; Bruges, c. 1468, named after Marguerite de Cressy; told apart by their
  descriptions), and the "Tours Gospels" were made in the city of Tours.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query (301 SPARQL checks run with pyoxigraph over the five
KGs: one per question, made-up question and pseudo graph, the unanswerable and made-up ones checked for the
absence of the fact or the name, plus four on ASCII spellings and statement ranks). "right" = the top answer
is gold; an empty gold set means the KG cannot answer and the right behaviour is no answer. Made-up questions
name entities that do not exist (invented, or real names recombined or altered) and must not be answered. The
pseudo graphs use relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_ac.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, WIKIBASE, XSD, _lit
from unseen_b import _typed
from unseen_g import Graph
from unseen_r import _bool

# ---- fountains (a fountain survey with no labels: slugs in five styles, percent-encoded accents, OWL declarations,
# ---- two class hierarchies) -------------------------------------------------------------------------------------
FT = "https://fountain-survey.example.org/"
FTO = FT + "ont#"
TRITONE_S, TRITONE_R = "Fontana_del_Tritone_(Spoleto)", "Fontana_del_Tritone_(Ravenna)"
NYMPHEE = "Nymph%C3%A9e_du_Jardin_des_Plantes"
KOHLER, CASTELLAN, ALCALA = "anselm-k%C3%B6hler", "honor%C3%A9-castellan", "jos%C3%A9-mar%C3%ADa-alcal%C3%A1"
NORDLINGEN, ST_REMY = "n%C3%B6rdlingen", "saint_r%C3%A9my_de_provence"
REICHSSTADT = "ReichsstadtN%C3%B6rdlingen"
RESERVOIR, CANOS = "r%C3%A9servoir-de-la-contrie", "ca%C3%B1os-de-carmona"
FT_CLASSES = {"Fountain": None, "MonumentalFountain": "Fountain", "TieredFountain": "MonumentalFountain",
              "MusicalFountain": "MonumentalFountain", "WallFountain": "Fountain", "Nymphaeum": "WallFountain",
              "DrinkingFountain": "Fountain", "WaterSource": None, "Aqueduct": "WaterSource",
              "Spring": "WaterSource", "Reservoir": "WaterSource", "Sculptor": None, "Patron": None, "Place": None,
              "Country": None, "Material": None}  # class: superclass
# property: (domain, range: a class for object properties, an XSD datatype otherwise)
FT_PROPERTIES = {"standsIn": ("Fountain", "Place"), "inCountry": ("Place", "Country"),
                 "completedIn": ("Fountain", "gYear"), "sculptedBy": ("Fountain", "Sculptor"),
                 "commissionedBy": ("Fountain", "Patron"), "madeOf": ("Fountain", "Material"),
                 "basinDiameterM": ("Fountain", "decimal"), "jetHeightM": ("Fountain", "decimal"),
                 "spoutCount": ("Fountain", "integer"), "fedBy": ("Fountain", "WaterSource"),
                 "potableWater": ("Fountain", "boolean"), "inOperation": ("Fountain", "boolean"),
                 "lastRestored": ("Fountain", "date"), "birthYear": ("Sculptor", "gYear"),
                 "bornIn": ("Sculptor", "Place"), "flowLitresPerSecond": ("WaterSource", "decimal")}
FT_COUNTRIES = ["Italy", "France", "Germany", "Spain", "Austria"]
FT_PLACES = {"roma": "Italy", "spoleto": "Italy", "ravenna": "Italy", "carrara": "Italy",
             "aix_en_provence": "France", "nantes": "France", ST_REMY: "France", NORDLINGEN: "Germany",
             "bamberg": "Germany", "sevilla": "Spain", "salzburg": "Austria"}  # place: country
FT_SCULPTORS = {"bartolomeo-ciampi": ("1561", "carrara"), "luca-ravenna": ("1588", "spoleto"),
                "ettore-baldassarri": ("1889", "ravenna"), CASTELLAN: ("1818", ST_REMY),
                "mathurin-de-la-roche": ("1651", "nantes"), KOHLER: ("1521", "bamberg"),
                ALCALA: ("1881", "sevilla"), "franziska-moser": ("1958", "salzburg")}  # (birth year, born in)
FT_PATRONS = ["CardinalOrsolini", "ComuneDiRoma", "ComuneDiSpoleto", "ComuneDiRavenna", "VilleDAixEnProvence",
              "VilleDeNantes", REICHSSTADT, "PrinceBishopOfBamberg", "AyuntamientoDeSevilla", "StadtSalzburg",
              "PrinceArchbishopOfSalzburg"]
FT_MATERIALS = ["marble", "travertine", "bronze", "limestone", "granite", "cast-iron", "ceramic"]
FT_SOURCES = {"acqua-felice": ("Aqueduct", "210"), "acquedotto-delle-torri": ("Aqueduct", "38.5"),
              "fonte-di-classe": ("Spring", "12.5"), "aqueduc-de-traconnade": ("Aqueduct", "35"),
              "source-des-bagniers": ("Spring", "3.2"), RESERVOIR: ("Reservoir", "120"),
              "eger-quelle": ("Spring", "8.4"), "quellstollen-am-kaulberg": ("Spring", "2.5"),
              CANOS: ("Aqueduct", "64"), "almkanal": ("Aqueduct", "1500")}  # source: (class, litres per second)
# fountain: (class, place, completed, sculptor or None, patron, materials, basin diameter m, jet height m or None,
#            spouts, fed by, potable, in operation, last restored or None)
FT_FOUNTAINS = {
    "Fontana_della_Sirena": ("TieredFountain", "roma", "1614", "bartolomeo-ciampi", "CardinalOrsolini",
                             ["travertine", "marble"], "14.5", "6.2", 8, "acqua-felice", False, True, "2016-05-20"),
    "Fontana_dei_Delfini": ("MonumentalFountain", "roma", "1627", "luca-ravenna", "CardinalOrsolini", ["marble"],
                            "9.8", "3.5", 4, "acqua-felice", False, True, "2009-11-03"),
    "Fontanella_del_Pellegrino": ("DrinkingFountain", "roma", "1874", None, "ComuneDiRoma", ["cast-iron"], "0.6",
                                  None, 1, "acqua-felice", True, True, None),
    "Fontana_del_Mascherone": ("WallFountain", "spoleto", "1632", "luca-ravenna", "ComuneDiSpoleto", ["travertine"],
                               "3.2", None, 3, "acquedotto-delle-torri", True, True, "2011-07-14"),
    TRITONE_S: ("MonumentalFountain", "spoleto", "1598", "bartolomeo-ciampi", "ComuneDiSpoleto", ["travertine"],
                "7.4", "2.8", 2, "acquedotto-delle-torri", False, False, "1987-06-02"),
    TRITONE_R: ("TieredFountain", "ravenna", "1936", "ettore-baldassarri", "ComuneDiRavenna", ["bronze", "marble"],
                "11", "4.8", 6, "fonte-di-classe", False, True, "2021-09-15"),
    "Fontaine_des_Cygnes": ("MonumentalFountain", "aix_en_provence", "1861", CASTELLAN, "VilleDAixEnProvence",
                            ["limestone", "bronze"], "12.5", "5", 12, "aqueduc-de-traconnade", False, True,
                            "2019-03-28"),
    "Fontaine_Moussue": ("WallFountain", "aix_en_provence", "1734", None, "VilleDAixEnProvence", ["limestone"], "2.1",
                         None, 2, "source-des-bagniers", True, True, None),
    NYMPHEE: ("Nymphaeum", "nantes", "1692", "mathurin-de-la-roche", "VilleDeNantes", ["granite", "limestone"], "6",
              None, 5, RESERVOIR, False, False, None),
    "Fontaine_des_Bateliers": ("TieredFountain", "nantes", "1868", CASTELLAN, "VilleDeNantes", ["granite", "bronze"],
                               "15.2", "7.5", 16, RESERVOIR, False, True, "2014-10-10"),
    "Kaiserbrunnen": ("MonumentalFountain", NORDLINGEN, "1573", KOHLER, REICHSSTADT, ["limestone"], "8.2", "1.5", 4,
                      "eger-quelle", True, True, "2005-08-30"),
    "Fischerbrunnen": ("WallFountain", "bamberg", "1551", KOHLER, "PrinceBishopOfBamberg", ["limestone"], "2.8", None,
                       1, "quellstollen-am-kaulberg", True, False, None),
    "Fuente_de_los_Azulejos": ("Nymphaeum", "sevilla", "1929", ALCALA, "AyuntamientoDeSevilla", ["ceramic"], "5.5",
                               None, 7, CANOS, False, True, "2018-04-12"),
    "Fuente_de_Hispalis": ("TieredFountain", "sevilla", "1929", ALCALA, "AyuntamientoDeSevilla", ["marble", "bronze"],
                           "18", "9", 20, CANOS, False, True, "2017-02-09"),
    "Klangbrunnen": ("MusicalFountain", "salzburg", "2004", "franziska-moser", "StadtSalzburg", ["granite", "bronze"],
                     "10", "12", 24, "almkanal", False, True, None),
    "Rosskopfbrunnen": ("DrinkingFountain", "salzburg", "1690", None, "PrinceArchbishopOfSalzburg", ["marble"], "1.2",
                        None, 1, "almkanal", True, True, "2012-05-05"),
}


def _ft(kind: str, *names: str) -> set[str]:
    return {f"{FT}{kind}/{n}" for n in names}


def fountains_kg() -> str:
    """N-Triples of the fountain survey (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{FT}{kind}/{name}", RDF_TYPE, FTO + cls)
        return f"{FT}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, FTO + p, f"{FT}{kind}/{name}")

    for cls, sup in FT_CLASSES.items():
        g.add(FTO + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(FTO + cls, RDFS + "subClassOf", FTO + sup)
    for prop, (domain, rng) in FT_PROPERTIES.items():
        is_object = rng in FT_CLASSES
        g.add(FTO + prop, RDF_TYPE, OWL + ("ObjectProperty" if is_object else "DatatypeProperty"))
        g.add(FTO + prop, RDFS + "domain", FTO + domain)
        g.add(FTO + prop, RDFS + "range", (FTO if is_object else XSD) + rng)
    for name in FT_COUNTRIES:
        typed("country", name, "Country")
    for name, country in FT_PLACES.items():
        rel(typed("place", name, "Place"), "inCountry", "country", country)
    for name, (born, place) in FT_SCULPTORS.items():
        s = typed("sculptor", name, "Sculptor")
        g.add(s, FTO + "birthYear", _typed(born, "gYear")), rel(s, "bornIn", "place", place)
    for name in FT_PATRONS:
        typed("patron", name, "Patron")
    for name in FT_MATERIALS:
        typed("material", name, "Material")
    for name, (cls, flow) in FT_SOURCES.items():
        g.add(typed("source", name, cls), FTO + "flowLitresPerSecond", _typed(flow, "decimal"))
    for name, fields in FT_FOUNTAINS.items():
        cls, place, completed, sculptor, patron, materials, basin, jet, spouts, source, potable, working, restored = \
            fields
        f = typed("fountain", name, cls)
        rel(f, "standsIn", "place", place), g.add(f, FTO + "completedIn", _typed(completed, "gYear"))
        if sculptor:
            rel(f, "sculptedBy", "sculptor", sculptor)
        rel(f, "commissionedBy", "patron", patron)
        for material in materials:
            rel(f, "madeOf", "material", material)
        g.add(f, FTO + "basinDiameterM", _typed(basin, "decimal"))
        if jet:
            g.add(f, FTO + "jetHeightM", _typed(jet, "decimal"))
        g.add(f, FTO + "spoutCount", _typed(spouts, "integer")), rel(f, "fedBy", "source", source)
        g.add(f, FTO + "potableWater", _bool(potable)), g.add(f, FTO + "inOperation", _bool(working))
        if restored:
            g.add(f, FTO + "lastRestored", _typed(restored, "date"))
    return g.text()


FOUNTAINS_QUESTIONS = [
    ("Who sculpted the Fontana della Sirena?", _ft("sculptor", "bartolomeo-ciampi")),
    ("Which fountains did Luca Ravenna sculpt?", _ft("fountain", "Fontana_dei_Delfini", "Fontana_del_Mascherone")),
    ("Which fountains are in Ravenna?", _ft("fountain", TRITONE_R)),
    ("Where is the Fontaine des Cygnes?", _ft("place", "aix_en_provence")),
    ("When was the Kaiserbrunnen completed?", {"1573"}),
    ("Who commissioned the Fischerbrunnen?", _ft("patron", "PrinceBishopOfBamberg")),
    ("Which fountains did Cardinal Orsolini commission?", _ft("fountain", "Fontana_della_Sirena",
                                                              "Fontana_dei_Delfini")),
    ("What is the Fuente de los Azulejos made of?", _ft("material", "ceramic")),
    ("Which fountains are made of bronze?", _ft("fountain", TRITONE_R, "Fontaine_des_Cygnes", "Fontaine_des_Bateliers",
                                                "Fuente_de_Hispalis", "Klangbrunnen")),
    ("How wide is the basin of the Fontaine des Bateliers?", {"15.2"}),
    ("How high does the jet of the Klangbrunnen rise?", {"12"}),
    ("How many spouts does the Fuente de Hispalis have?", {"20"}),
    ("Which aqueduct feeds the Fontana dei Delfini?", _ft("source", "acqua-felice")),
    ("Which fountains are fed by the Almkanal?", _ft("fountain", "Klangbrunnen", "Rosskopfbrunnen")),
    ("What feeds the Fontaine Moussue?", _ft("source", "source-des-bagniers")),
    ("How much water does the Caños de Carmona deliver per second?", {"64"}),
    ("Is the water of the Fontanella del Pellegrino drinkable?", {"true"}),
    ("Which fountains have drinking water?", _ft("fountain", "Fontanella_del_Pellegrino", "Fontana_del_Mascherone",
                                                 "Fontaine_Moussue", "Kaiserbrunnen", "Fischerbrunnen",
                                                 "Rosskopfbrunnen")),
    ("Which fountains are no longer in operation?", _ft("fountain", TRITONE_S, NYMPHEE, "Fischerbrunnen")),
    ("Is the Fontana del Tritone in Spoleto still working?", {"false"}),
    ("When was the Fontana del Tritone in Spoleto completed?", {"1598"}),
    ("When was the Fontana del Mascherone last restored?", {"2011-07-14"}),
    ("Which tiered fountains are there?", _ft("fountain", "Fontana_della_Sirena", TRITONE_R, "Fontaine_des_Bateliers",
                                              "Fuente_de_Hispalis")),
    ("Which monumental fountains are there?", _ft("fountain", "Fontana_della_Sirena", "Fontana_dei_Delfini", TRITONE_S,
                                                  TRITONE_R, "Fontaine_des_Cygnes", "Fontaine_des_Bateliers",
                                                  "Kaiserbrunnen", "Fuente_de_Hispalis", "Klangbrunnen")),
    ("Which wall fountains are there?", _ft("fountain", "Fontana_del_Mascherone", "Fontaine_Moussue", NYMPHEE,
                                            "Fischerbrunnen", "Fuente_de_los_Azulejos")),
    ("What kind of fountain is the Klangbrunnen?", {FTO + "MusicalFountain"}),
    ("When was Honoré Castellan born?", {"1818"}),
    ("Where was Anselm Köhler born?", _ft("place", "bamberg")),
    ("Which is the oldest fountain?", _ft("fountain", "Fischerbrunnen")),
    ("Which fountain has the widest basin?", _ft("fountain", "Fuente_de_Hispalis")),
    ("Which fountains were completed after 1900?", _ft("fountain", TRITONE_R, "Fuente_de_los_Azulejos",
                                                       "Fuente_de_Hispalis", "Klangbrunnen")),
    ("How many fountains are there in Roma?", {"3"}),
    ("How many fountains did José María Alcalá sculpt?", {"2"}),
    ("In which country is the Fontaine Moussue?", _ft("country", "France")),
    ("Which fountains are in Germany?", _ft("fountain", "Kaiserbrunnen", "Fischerbrunnen")),
    ("When was the sculptor of the Fontana del Tritone in Ravenna born?", {"1889"}),
    ("Who sculpted the fountains in Nantes?", _ft("sculptor", "mathurin-de-la-roche", CASTELLAN)),
    ("who sculpted the fuente de hispalis", _ft("sculptor", ALCALA)),
    ("When was the Fontaine des Cignes completed?", {"1861"}),  # misspelt: Cygnes
    ("How much did the Fontana della Sirena cost to build?", set()),  # no costs
    ("How many visitors does the Fuente de Hispalis get a year?", set()),  # no visitor numbers
    ("When did Bartolomeo Ciampi die?", set()),  # birth years only
]
FOUNTAINS_MADE_UP = ["Who sculpted the Fontana della Balena?", "When was the Fontaine des Hérons completed?",
                     "Which fountains did Luca Ciampi sculpt?", "Where is the Löwenbrunnen?",
                     "When was Honoré Moser born?", "Which fountains does the Acqua Paola feed?"]
FOUNTAINS_GRAPHS = [
    ('[("Fontana dei Delfini", "carved by", ?x)]', _ft("sculptor", "luca-ravenna")),
    ('[("Fuente de los Azulejos", "year finished", ?x)]', {"1929"}),
    ('[(?x, "paid for by", "Ville de Nantes")]', _ft("fountain", NYMPHEE, "Fontaine_des_Bateliers")),
    ('[("Kaiserbrunnen", "number of water outlets", ?x)]', {"4"}),
    ('[("Franziska Moser", "born in year", ?x)]', {"1958"}),
    ('[(?x, "water supply", "Acquedotto delle Torri")]', _ft("fountain", "Fontana_del_Mascherone", TRITONE_S)),
    ('[("Rosskopfbrunnen", "town", ?p), (?p, "nation", ?x)]', _ft("country", "Austria")),
    ('[("Fontaine des Bateliers", "carved by", ?s), (?s, "place of birth", ?x)]', _ft("place", ST_REMY)),
    ('[(?f, "carved by", "Bartolomeo Ciampi"), (?f, "basin width", ?x)]', {"14.5", "7.4"}),
    ('[("Fontana della Sirena", "water supply", ?w), (?w, "discharge rate", ?x)]', {"210"}),
    ('[(?f, "town", "Sevilla"), (?f, "spray height", ?x)]', {"9"}),
    ('[(?f, "constructed from", "granite"), (?f, "town", ?x)]', _ft("place", "nantes", "salzburg")),
]

# ---- teas (SKOS: short code IRIs, English prefLabels plus local-language prefLabels, altLabels, skos:broader) -----
TE = "https://tea-atlas.example.org/id/"
TEV = "https://tea-atlas.example.org/vocab#"
# concept: ({language: prefLabel}, English altLabels, …)
TE_COUNTRIES = {"N1": ({"en": "India", "hi": "भारत"}, []), "N2": ({"en": "Sri Lanka", "si": "ශ්‍රී ලංකාව"}, []),
                "N3": ({"en": "Japan", "ja": "日本"}, []), "N4": ({"en": "China", "zh": "中国"}, []),
                "N5": ({"en": "Taiwan", "zh": "臺灣"}, []), "N6": ({"en": "Kenya", "sw": "Kenya"}, [])}
TE_REGIONS = {"R01": ({"en": "Darjeeling", "hi": "दार्जिलिंग"}, [], "N1"),
              "R02": ({"en": "Assam", "hi": "असम"}, [], "N1"), "R03": ({"en": "Uva", "si": "ඌව"}, [], "N2"),
              "R04": ({"en": "Uji", "ja": "宇治"}, [], "N3"), "R05": ({"en": "Shizuoka", "ja": "静岡"}, [], "N3"),
              "R06": ({"en": "Hangzhou", "zh": "杭州"}, [], "N4"), "R07": ({"en": "Anxi", "zh": "安溪"}, [], "N4"),
              "R08": ({"en": "Xishuangbanna", "zh": "西双版纳"}, [], "N4"),
              "R09": ({"en": "Nantou", "zh": "南投"}, [], "N5"),
              "R10": ({"en": "Kericho"}, [], "N6")}  # region: (labels, aliases, country)
TE_CITIES = {"C1": ({"en": "Kolkata", "hi": "कोलकाता"}, ["Calcutta"], "N1"),
             "C2": ({"en": "Colombo", "si": "කොළඹ"}, [], "N2"), "C3": ({"en": "Kyoto", "ja": "京都"}, [], "N3"),
             "C4": ({"en": "Nairobi"}, [], "N6")}  # city: (labels, aliases, country)
TE_COMPANIES = {"K1": ({"en": "Himalaya Leaf Company"}, ["HLC"], "C1", "1921"),
                "K2": ({"en": "Lanka Highlands PLC"}, [], "C2", "1948"),
                "K3": ({"en": "Kyoto Ryokucha", "ja": "京都緑茶"}, [], "C3", "1907"),
                "K4": ({"en": "Rift Valley Tea Ltd"}, [], "C4", "1958")}  # company: (labels, aliases, city, founded)
TE_TYPES = {"Y01": ({"en": "tea", "zh": "茶"}, [], None),
            "Y02": ({"en": "green tea", "zh": "绿茶"}, [], "Y01"),
            "Y03": ({"en": "black tea", "zh": "红茶"}, ["red tea"], "Y01"),
            "Y04": ({"en": "oolong tea", "zh": "乌龙茶"}, ["oolong"], "Y01"),
            "Y05": ({"en": "white tea", "zh": "白茶"}, [], "Y01"),
            "Y06": ({"en": "dark tea", "zh": "黑茶"}, ["post-fermented tea"], "Y01"),
            "Y07": ({"en": "sencha", "ja": "煎茶"}, [], "Y02"),
            "Y08": ({"en": "gyokuro", "ja": "玉露"}, ["jade dew"], "Y02"),
            "Y09": ({"en": "matcha", "ja": "抹茶"}, ["powdered green tea"], "Y02"),
            "Y10": ({"en": "pu-erh", "zh": "普洱茶"}, ["pu'er"], "Y06")}  # type: (labels, aliases, broader)
# estate: (labels, aliases, region, founded, elevation m, area ha, organic, owner or None)
TE_ESTATES = {
    "E01": ({"en": "Glenmorra Tea Estate"}, [], "R01", "1862", 1950, "310.5", True, "K1"),
    "E02": ({"en": "Rangapani Estate"}, [], "R02", "1874", 95, "640", False, "K1"),
    "E03": ({"en": "Highfield Estate"}, ["Highfield (Uva)"], "R03", "1889", 1600, "220", False, "K2"),
    "E04": ({"en": "Yamabuki-en", "ja": "山吹園"}, ["Yamabuki Garden"], "R04", "1858", 120, "8.5", False, "K3"),
    "E05": ({"ja": "牧之原茶園"}, ["Makinohara Tea Garden"], "R05", "1871", 180, "46", True, "K3"),
    "E06": ({"en": "Shifeng Hill Cooperative", "zh": "狮峰山合作社"}, [], "R06", "1956", 300, "27", True, None),
    "E07": ({"en": "Tieguan Valley Garden", "zh": "铁观谷茶园"}, [], "R07", "1990", 850, "33.5", False, None),
    "E08": ({"en": "Sun Moon Lake Estate", "zh": "日月潭茶園"}, [], "R09", "1936", 800, "58", True, None),
    "E09": ({"en": "Kimari Tea Estate"}, [], "R10", "1925", 2100, "410", False, "K4"),
    "E10": ({"en": "Nannuo Mountain Cooperative", "zh": "南糯山合作社"}, [], "R08", "1982", 1400, "65", True, None),
    "E11": ({"en": "Highfield Estate"}, ["Highfield (Kericho)"], "R10", "1931", 2050, "275", True, "K4"),
}
# tea: (labels, aliases, type, estate, harvest season, harvest date, steep °C, steep minutes or None, caffeine mg,
#       price EUR per 100 g)
TE_TEAS = {
    "T01": ({"en": "Glenmorra First Flush"}, [], "Y03", "E01", "first flush", "2024-03-21", 90, "3", 40, "18.5"),
    "T02": ({"en": "Glenmorra Autumnal"}, [], "Y03", "E01", "autumn flush", "2023-10-28", 95, "4", 45, "12"),
    "T03": ({"en": "Glenmorra Moonlight White"}, [], "Y05", "E01", "first flush", "2024-03-25", 80, "4", 25, "32"),
    "T04": ({"en": "Rangapani Malty Gold"}, ["Malty Gold"], "Y03", "E02", "second flush", "2024-06-14", 100, "4", 60,
            "8.9"),
    "T05": ({"en": "Uva Seasonal Quality"}, [], "Y03", "E03", "dry season", "2024-08-02", 95, "3.5", 50, "7.5"),
    "T06": ({"en": "Yamabuki Gyokuro", "ja": "山吹玉露"}, [], "Y08", "E04", "spring", "2024-05-08", 60, "2", 80, "42"),
    "T07": ({"en": "Uji Ceremonial Matcha", "ja": "宇治抹茶"}, ["Uji Matcha"], "Y09", "E04", "spring", "2024-05-12", 80,
            None, 70, "36"),
    "T08": ({"en": "Makinohara Fukamushi Sencha", "ja": "牧之原深蒸し煎茶"}, ["Fukamushi Sencha"], "Y07", "E05",
            "spring", "2024-04-28", 70, "1", 30, "14"),
    "T09": ({"en": "Shifeng Dragon Well", "zh": "狮峰龙井"}, ["Shifeng Longjing"], "Y02", "E06", "spring",
            "2024-03-30", 80, "3", 35, "29"),
    "T10": ({"en": "Anxi Iron Goddess", "zh": "安溪铁观音"}, ["Tieguanyin"], "Y04", "E07", "autumn", "2023-10-05", 95,
            "2", 40, "16"),
    "T11": ({"en": "Sun Moon Lake Ruby", "zh": "日月潭紅玉"}, ["Ruby 18"], "Y03", "E08", "summer", "2024-07-10", 95,
            "3", 50, "21"),
    "T12": ({"en": "Kimari Silver Tips"}, [], "Y05", "E09", "long rains", "2024-04-15", 80, "4", 20, "24"),
    "T13": ({"en": "Nannuo Raw Pu-erh", "zh": "南糯生普"}, ["Nannuo Sheng"], "Y10", "E10", "spring", "2023-04-02", 95,
            "5", 30, "11"),
    "T14": ({"en": "Kericho Purple Leaf"}, [], "Y02", "E11", "short rains", "2023-11-20", 75, "2.5", 15, "19"),
}
TE_TABLES = (TE_COUNTRIES, TE_REGIONS, TE_CITIES, TE_COMPANIES, TE_TYPES, TE_ESTATES, TE_TEAS)


def _te(*ids: str) -> set[str]:
    return {TE + i for i in ids}


def _tee(key: str) -> set[str]:
    """One concept as gold: its IRI, its prefLabels and its altLabels."""
    table = next(t for t in TE_TABLES if key in t)
    return _te(key) | set(table[key][0].values()) | set(table[key][1])


def teas_kg() -> str:
    """N-Triples of the tea atlas (SKOS)."""
    g = Graph()

    def concept(key: str, cls: str, labels: dict, aliases: list) -> str:
        g.add(TE + key, RDF_TYPE, SKOS + "Concept"), g.add(TE + key, RDF_TYPE, TEV + cls)
        for lang, label in labels.items():
            g.add(TE + key, SKOS + "prefLabel", _lit(label, lang))
        for alias in aliases:
            g.add(TE + key, SKOS + "altLabel", _lit(alias, "en"))
        return TE + key

    scheme = TE + "tea-types"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme"), g.add(scheme, SKOS + "prefLabel", _lit("Tea types", "en"))
    for key, (labels, aliases) in TE_COUNTRIES.items():
        concept(key, "Country", labels, aliases)
    for key, (labels, aliases, country) in TE_REGIONS.items():
        g.add(concept(key, "Region", labels, aliases), TEV + "inCountry", TE + country)
    for key, (labels, aliases, country) in TE_CITIES.items():
        g.add(concept(key, "City", labels, aliases), TEV + "inCountry", TE + country)
    for key, (labels, aliases, city, founded) in TE_COMPANIES.items():
        c = concept(key, "Company", labels, aliases)
        g.add(c, TEV + "basedIn", TE + city), g.add(c, TEV + "foundedIn", _typed(founded, "gYear"))
    for key, (labels, aliases, broader) in TE_TYPES.items():
        t = concept(key, "TeaType", labels, aliases)
        g.add(t, SKOS + "inScheme", scheme)
        if broader:
            g.add(t, SKOS + "broader", TE + broader)
        else:
            g.add(scheme, SKOS + "hasTopConcept", t), g.add(t, SKOS + "topConceptOf", scheme)
    for key, (labels, aliases, region, founded, elevation, area, organic, owner) in TE_ESTATES.items():
        e = concept(key, "Estate", labels, aliases)
        g.add(e, TEV + "locatedIn", TE + region), g.add(e, TEV + "foundedIn", _typed(founded, "gYear"))
        g.add(e, TEV + "elevationM", _typed(elevation, "integer")), g.add(e, TEV + "areaHa", _typed(area, "decimal"))
        g.add(e, TEV + "organic", _bool(organic))
        if owner:
            g.add(e, TEV + "ownedBy", TE + owner)
    for key, fields in TE_TEAS.items():
        labels, aliases, kind, estate, season, harvested, temp, minutes, caffeine, price = fields
        t = concept(key, "Tea", labels, aliases)
        g.add(t, TEV + "teaType", TE + kind), g.add(t, TEV + "producedAt", TE + estate)
        g.add(t, TEV + "harvestSeason", _lit(season)), g.add(t, TEV + "harvestDate", _typed(harvested, "date"))
        g.add(t, TEV + "steepTempC", _typed(temp, "integer"))
        if minutes:
            g.add(t, TEV + "steepMinutes", _typed(minutes, "decimal"))
        g.add(t, TEV + "caffeineMg", _typed(caffeine, "integer"))
        g.add(t, TEV + "priceEurPer100g", _typed(price, "decimal"))
    return g.text()


TEAS_QUESTIONS = [
    ("Which estate produces Glenmorra Autumnal?", _tee("E01")),
    ("Which teas come from the Glenmorra Tea Estate?", _te("T01", "T02", "T03")),
    ("What type of tea is Anxi Iron Goddess?", _tee("Y04")),
    ("What kind of tea is Ruby 18?", _tee("Y03")),
    ("Which black teas are there?", _te("T01", "T02", "T04", "T05", "T11")),
    ("Which green teas are there?", _te("T06", "T07", "T08", "T09", "T14")),
    ("What is the broader type of gyokuro?", _tee("Y02")),
    ("At what temperature should Yamabuki Gyokuro be steeped?", {"60"}),
    ("How long should Nannuo Raw Pu-erh be steeped?", {"5"}),
    ("How much caffeine does Rangapani Malty Gold have?", {"60"}),
    ("How much does Shifeng Dragon Well cost?", {"29"}),
    ("When was Sun Moon Lake Ruby harvested?", {"2024-07-10"}),
    ("In which season is Kimari Silver Tips harvested?", {"long rains"}),
    ("Where is the Glenmorra Tea Estate?", _tee("R01")),
    ("In which country is the Tieguan Valley Garden?", _tee("N4")),
    ("When was Rangapani Estate founded?", {"1874"}),
    ("How large is Rangapani Estate?", {"640"}),
    ("How high is the Kimari Tea Estate?", {"2100"}),
    ("Is the Shifeng Hill Cooperative organic?", {"true"}),
    ("Which estates are certified organic?", _te("E01", "E05", "E06", "E08", "E10", "E11")),
    ("Who owns Yamabuki-en?", _tee("K3")),
    ("Which estates does the Himalaya Leaf Company own?", _te("E01", "E02")),
    ("Where is Kyoto Ryokucha based?", _tee("C3")),
    ("What is Uji called in Japanese?", {"宇治"}),
    ("What is the Chinese name of Anxi Iron Goddess?", {"安溪铁观音"}),
    ("Which is the most expensive tea?", _tee("T06")),
    ("Which estate lies highest?", _tee("E09")),
    ("Which tea has the most caffeine?", _tee("T06")),
    ("Which teas were harvested in 2023?", _te("T02", "T10", "T13", "T14")),
    ("How many teas does Yamabuki-en produce?", {"2"}),
    ("How many estates are there in Kericho?", {"2"}),
    ("Which teas come from Japan?", _te("T06", "T07", "T08")),
    ("Which teas are grown in Darjeeling?", _te("T01", "T02", "T03")),
    ("Which teas does the Makinohara Tea Garden produce?", _tee("T08")),
    ("Which company owns the Highfield Estate in Kericho?", _tee("K4")),
    ("When was the Highfield Estate in Uva founded?", {"1889"}),
    ("Which teas are grown on estates owned by the Himalaya Leaf Company?", _te("T01", "T02", "T03", "T04")),
    ("what type of tea is sun moon lake ruby", _tee("Y03")),
    ("How much does Uji Ceremonial Macha cost?", {"36"}),  # misspelt: Matcha
    ("How many workers does Rangapani Estate employ?", set()),  # no staff numbers
    ("What is the annual yield of the Sun Moon Lake Estate?", set()),  # no yields
    ("Which awards has Glenmorra First Flush won?", set()),  # no awards
]
TEAS_MADE_UP = ["Which estate produces Glenmorra Second Flush?", "What type of tea is Anxi Golden Goddess?",
                "Who owns Takamine Tea Garden?", "When was the Nilgiri Blue Mountain Estate founded?",
                "How much caffeine does Kimari Golden Tips have?", "Where is the Assam Valley Tea Company based?"]
TEAS_GRAPHS = [
    ('[("Anxi Iron Goddess", "kind of tea", ?x)]', _tee("Y04")),
    ('[("Kericho Purple Leaf", "brewing temperature", ?x)]', {"75"}),
    ('[(?x, "grown at", "Glenmorra Tea Estate")]', _te("T01", "T02", "T03")),
    ('[("Sun Moon Lake Estate", "year established", ?x)]', {"1936"}),
    ('[("Lanka Highlands PLC", "headquarters", ?x)]', _tee("C2")),
    ('[(?x, "belongs to company", "Rift Valley Tea Ltd")]', _te("E09", "E11")),
    ('[("Nannuo Raw Pu-erh", "grown at", ?e), (?e, "altitude", ?x)]', {"1400"}),
    ('[(?t, "kind of tea", "white tea"), (?t, "cost", ?x)]', {"32", "24"}),
    ('[("Rangapani Malty Gold", "grown at", ?e), (?e, "region", ?x)]', _tee("R02")),
    ('[("Yamabuki-en", "belongs to company", ?c), (?c, "year established", ?x)]', {"1907"}),
    ('[(?e, "region", "Uji"), (?e, "year established", ?x)]', {"1858"}),
    ('[("gyokuro", "parent type", ?t), (?t, "parent type", ?x)]', _tee("Y01")),
]

# ---- circus (schema.org: slug IRIs, employee-count and running-time blank nodes, blank PerformanceRoles) --------
CI = "https://circus-archive.example.com/"
CIV = CI + "vocab#"
CI_COUNTRIES = {"canada": ("Canada", []), "france": ("France", []), "sweden": ("Sweden", ["Sverige"]),
                "australia": ("Australia", []), "belgium": ("Belgium", ["België", "Belgique"]),
                "spain": ("Spain", ["España"])}  # country: (name, alternate names)
CI_CITIES = {"montreal": ("Montréal", ["Montreal"], "canada"), "marseille": ("Marseille", [], "france"),
             "stockholm": ("Stockholm", [], "sweden"), "melbourne": ("Melbourne", [], "australia"),
             "brussels": ("Brussels", ["Bruxelles"], "belgium"),
             "barcelona": ("Barcelona", [], "spain")}  # city: (name, alternate names, country)
CI_PEOPLE = {  # person: (name, alternate names, birth date, nationality, award or None)
    "elodie-marchand": ("Élodie Marchand", [], "1962-08-14", "canada", None),
    "lucas-ferrand": ("Lucas Ferrand", [], "1978-03-02", "france", None),
    "astrid-lindholm": ("Astrid Lindholm", [], "1981-11-23", "sweden", None),
    "gary-whitlock": ("Gary Whitlock", [], "1949-05-30", "australia", None),
    "megan-whitlock": ("Megan Whitlock", [], "1976-01-19", "australia", None),
    "pieter-vandamme": ("Pieter Vandamme", [], "1970-07-07", "belgium", None),
    "nuria-puig": ("Núria Puig", ["Nuria Puig"], "1985-09-12", "spain", None),
    "yann-ducharme": ("Yann Ducharme", [], "1990-04-04", "canada",
                      "Gold Medal, Festival Mondial du Cirque de Demain 2014"),
    "chloe-vidal": ("Chloé Vidal", [], "1994-02-27", "france", None),
    "sofia-berggren": ("Sofia Berggren", [], "1993-06-18", "sweden", "Swedish Circus Prize 2020"),
    "kasper-nystrom": ("Kasper Nyström", [], "1989-10-09", "sweden", None),
    "jarrah-collins": ("Jarrah Collins", [], "1983-12-02", "australia", None),
    "anouk-peeters": ("Anouk Peeters", [], "1986-05-15", "belgium", None),
    "tomas-ibarra": ("Tomás Ibarra", [], "1991-08-24", "spain", None),
}
CI_COMPANIES = {  # company: (name, alternate names, founded, city, founder, employees)
    "etoiles-filantes": ("Cirque des Étoiles Filantes", ["Étoiles Filantes"], "1994", "montreal", "elodie-marchand",
                         85),
    "funambule": ("Compagnie Funambule", [], "2006", "marseille", "lucas-ferrand", 22),
    "nordstjarna": ("Circus Nordstjärna", ["Nordstjarna"], "2011", "stockholm", "astrid-lindholm", 34),
    "kookaburra": ("Flying Kookaburra Circus", ["Kookaburra Circus"], "1987", "melbourne", "gary-whitlock", 60),
    "petit-sablon": ("Cirque du Petit Sablon", [], "2001", "brussels", "pieter-vandamme", 18),
    "barceloneta": ("Circ de la Barceloneta", [], "2015", "barcelona", "nuria-puig", 27),
}
CI_SHOWS = {  # show: (name, alternate names, description or None, producer, director, premiere, genre, minutes,
    #               animal acts)
    "nuit-de-feu": ("Nuit de Feu", ["Night of Fire"], None, "etoiles-filantes", "elodie-marchand", "2016-06-12",
                    "contemporary circus", 105, False),
    "aurora-borealis": ("Aurora Borealis", [], None, "etoiles-filantes", "elodie-marchand", "2021-09-03",
                        "contemporary circus", 95, False),
    "le-fil-d-ariane": ("Le Fil d'Ariane", [], None, "funambule", "lucas-ferrand", "2012-04-20", "circus theatre", 70,
                        False),
    "marseille": ("Marseille", [], None, "funambule", "lucas-ferrand", "2023-05-05", "circus theatre", 65, False),
    "vinterljus": ("Vinterljus", ["Winter Light"], None, "nordstjarna", "astrid-lindholm", "2019-12-06",
                   "contemporary circus", 80, False),
    "equilibrium-2015": ("Equilibrium", [], "2015 production by Circus Nordstjärna", "nordstjarna", "astrid-lindholm",
                         "2015-02-13", "contemporary circus", 60, False),
    "big-top-spectacular": ("Big Top Spectacular", [], None, "kookaburra", "gary-whitlock", "1998-03-14",
                            "traditional circus", 120, True),
    "outback-odyssey": ("Outback Odyssey", [], None, "kookaburra", "megan-whitlock", "2014-10-02",
                        "traditional circus", 110, True),
    "cabaret-sablon": ("Cabaret Sablon", [], None, "petit-sablon", "pieter-vandamme", "2008-02-15", "circus cabaret",
                       90, False),
    "mar-endins": ("Mar Endins", ["Into the Sea"], None, "barceloneta", "nuria-puig", "2018-07-21",
                   "contemporary circus", 75, False),
    "equilibrium-2022": ("Equilibrium", [], "2022 production by Circ de la Barceloneta", "barceloneta", "nuria-puig",
                         "2022-04-08", "acrobatic theatre", 85, False),
}
CI_CAST = [  # (show, person, role name, start year, end year or None)
    ("nuit-de-feu", "yann-ducharme", "flying trapeze", "2016", "2020"),
    ("nuit-de-feu", "chloe-vidal", "contortionist", "2016", None),
    ("aurora-borealis", "yann-ducharme", "flying trapeze", "2021", None),
    ("le-fil-d-ariane", "lucas-ferrand", "tightrope walker", "2012", None),
    ("marseille", "lucas-ferrand", "tightrope walker", "2023", None),
    ("marseille", "chloe-vidal", "contortionist", "2023", None),
    ("vinterljus", "sofia-berggren", "aerial silks", "2019", None),
    ("vinterljus", "kasper-nystrom", "Cyr wheel", "2019", "2022"),
    ("equilibrium-2015", "kasper-nystrom", "Cyr wheel", "2015", "2018"),
    ("big-top-spectacular", "gary-whitlock", "ringmaster", "1998", "2013"),
    ("big-top-spectacular", "megan-whitlock", "ringmaster", "2014", None),
    ("big-top-spectacular", "jarrah-collins", "clown", "2005", None),
    ("outback-odyssey", "jarrah-collins", "clown", "2014", None),
    ("cabaret-sablon", "anouk-peeters", "hand balancer", "2008", "2016"),
    ("mar-endins", "tomas-ibarra", "juggler", "2018", None),
    ("equilibrium-2022", "tomas-ibarra", "juggler", "2022", None),
    ("equilibrium-2022", "anouk-peeters", "hand balancer", "2022", None),
]
CI_VENUES = {"parc-jean-drapeau-big-top": ("Big Top at Parc Jean-Drapeau", [], "montreal", 2500),
             "theatre-de-la-corniche": ("Théâtre de la Corniche", [], "marseille", 1200),
             "cirkus-arena-djurgarden": ("Cirkus Arena Djurgården", [], "stockholm", 1650),
             "royal-park-big-top": ("Royal Park Big Top", [], "melbourne", 2200),
             "spiegeltent-sablon": ("Spiegeltent Sablon", [], "brussels", 450),
             "forum-maritim": ("Fòrum Marítim", [], "barcelona", 900)}  # venue: (name, alt names, city, capacity)
CI_ENGAGEMENTS = {  # engagement: (name, show, venue, start, end)
    "nuit-de-feu-montreal-2016": ("Nuit de Feu – Montréal 2016", "nuit-de-feu", "parc-jean-drapeau-big-top",
                                  "2016-06-12", "2016-08-28"),
    "nuit-de-feu-melbourne-2018": ("Nuit de Feu – Melbourne 2018", "nuit-de-feu", "royal-park-big-top", "2018-01-10",
                                   "2018-02-25"),
    "aurora-borealis-montreal-2021": ("Aurora Borealis – Montréal 2021", "aurora-borealis",
                                      "parc-jean-drapeau-big-top", "2021-09-03", "2021-10-31"),
    "vinterljus-brussels-2022": ("Vinterljus – Brussels 2022", "vinterljus", "spiegeltent-sablon", "2022-12-01",
                                 "2022-12-30"),
    "outback-odyssey-barcelona-2016": ("Outback Odyssey – Barcelona 2016", "outback-odyssey", "forum-maritim",
                                       "2016-07-01", "2016-07-31"),
    "mar-endins-marseille-2019": ("Mar Endins – Marseille 2019", "mar-endins", "theatre-de-la-corniche", "2019-08-05",
                                  "2019-08-18"),
    "equilibrium-stockholm-2023": ("Equilibrium – Stockholm 2023", "equilibrium-2022", "cirkus-arena-djurgarden",
                                   "2023-03-10", "2023-04-02"),
}
CI_NAMES = {"country": CI_COUNTRIES, "place": CI_CITIES, "person": CI_PEOPLE, "company": CI_COMPANIES,
            "show": CI_SHOWS, "venue": CI_VENUES, "engagement": {k: (v[0], []) for k, v in CI_ENGAGEMENTS.items()}}


def _ci(kind: str, *keys: str) -> set[str]:
    return {f"{CI}{kind}/{k}" for k in keys}


def _cie(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI, its name and its alternate names."""
    return _ci(kind, key) | {CI_NAMES[kind][key][0]} | set(CI_NAMES[kind][key][1])


def circus_kg() -> str:
    """N-Triples of the circus archive (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{CI}{kind}/{key}"
        name, aliases = CI_NAMES[kind][key][:2]
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(name))
        for alias in aliases:
            g.add(s, SCHEMA + "alternateName", _lit(alias))
        return s

    def quantity(s: str, prop: str, node: str, value: int, unit: str | None = None) -> None:
        g.add(s, prop, node), g.add(node, RDF_TYPE, SCHEMA + "QuantitativeValue")
        g.add(node, SCHEMA + "value", _typed(value, "integer"))
        if unit:
            g.add(node, SCHEMA + "unitText", _lit(unit))

    for key in CI_COUNTRIES:
        thing("country", key, "Country")
    for key, (_, _, country) in CI_CITIES.items():
        g.add(thing("place", key, "City"), SCHEMA + "containedInPlace", f"{CI}country/{country}")
    for key, (_, _, born, nationality, award) in CI_PEOPLE.items():
        p = thing("person", key, "Person")
        g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
        g.add(p, SCHEMA + "nationality", f"{CI}country/{nationality}")
        if award:
            g.add(p, SCHEMA + "award", _lit(award))
    for key, (_, _, founded, city, founder, employees) in CI_COMPANIES.items():
        c = thing("company", key, "PerformingGroup")
        g.add(c, SCHEMA + "foundingDate", _typed(founded, "gYear")), g.add(c, SCHEMA + "location", f"{CI}place/{city}")
        g.add(c, SCHEMA + "founder", f"{CI}person/{founder}")
        quantity(c, SCHEMA + "numberOfEmployees", f"_:staff-{key}", employees)
    for key, fields in CI_SHOWS.items():
        _, _, description, producer, director, premiere, genre, minutes, animals = fields
        s = thing("show", key, "CreativeWork")
        if description:
            g.add(s, SCHEMA + "description", _lit(description))
        g.add(s, SCHEMA + "producer", f"{CI}company/{producer}")
        g.add(s, SCHEMA + "director", f"{CI}person/{director}")
        g.add(s, SCHEMA + "dateCreated", _typed(premiere, "date")), g.add(s, SCHEMA + "genre", _lit(genre))
        quantity(s, CIV + "runningTime", f"_:runtime-{key}", minutes, "minutes")
        g.add(s, CIV + "hasAnimalActs", _bool(animals))
    for i, (show, person, role, start, end) in enumerate(CI_CAST, 1):
        r = f"_:cast-{i}"
        g.add(f"{CI}show/{show}", SCHEMA + "performer", r), g.add(r, RDF_TYPE, SCHEMA + "PerformanceRole")
        g.add(r, SCHEMA + "performer", f"{CI}person/{person}"), g.add(r, SCHEMA + "roleName", _lit(role))
        g.add(r, SCHEMA + "startDate", _typed(start, "gYear"))
        if end:
            g.add(r, SCHEMA + "endDate", _typed(end, "gYear"))
    for key, (_, _, city, capacity) in CI_VENUES.items():
        v = thing("venue", key, "EventVenue")
        g.add(v, SCHEMA + "containedInPlace", f"{CI}place/{city}")
        g.add(v, SCHEMA + "maximumAttendeeCapacity", _typed(capacity, "integer"))
    for key, (_, show, venue, start, end) in CI_ENGAGEMENTS.items():
        e = thing("engagement", key, "Event")
        g.add(e, SCHEMA + "workPerformed", f"{CI}show/{show}"), g.add(e, SCHEMA + "location", f"{CI}venue/{venue}")
        g.add(e, SCHEMA + "startDate", _typed(start, "date")), g.add(e, SCHEMA + "endDate", _typed(end, "date"))
    return g.text()


CIRCUS_QUESTIONS = [
    ("Who founded the Cirque des Étoiles Filantes?", _cie("person", "elodie-marchand")),
    ("When was the Flying Kookaburra Circus founded?", {"1987"}),
    ("Where is Circus Nordstjärna based?", _cie("place", "stockholm")),
    ("How many employees does the Cirque du Petit Sablon have?", {"18"}),
    ("Which company produced Vinterljus?", _cie("company", "nordstjarna")),
    ("Which shows has the Flying Kookaburra Circus produced?", _ci("show", "big-top-spectacular", "outback-odyssey")),
    ("Who directed Mar Endins?", _cie("person", "nuria-puig")),
    ("Which shows did Élodie Marchand direct?", _ci("show", "nuit-de-feu", "aurora-borealis")),
    ("When did Nuit de Feu premiere?", {"2016-06-12"}),
    ("How long is Outback Odyssey?", {"110"}),
    ("Which shows have animal acts?", _ci("show", "big-top-spectacular", "outback-odyssey")),
    ("Does Cabaret Sablon have animal acts?", {"false"}),
    ("What genre is Le Fil d'Ariane?", {"circus theatre"}),
    ("Which shows are contemporary circus?", _ci("show", "nuit-de-feu", "aurora-borealis", "vinterljus",
                                                 "equilibrium-2015", "mar-endins")),
    ("Who has performed in Vinterljus?", _ci("person", "sofia-berggren", "kasper-nystrom")),
    ("Who is the ringmaster of Big Top Spectacular now?", _cie("person", "megan-whitlock")),
    ("When did Yann Ducharme leave Nuit de Feu?", {"2020"}),
    ("Which shows has Tomás Ibarra performed in?", _ci("show", "mar-endins", "equilibrium-2022")),
    ("What does Chloé Vidal do in Nuit de Feu?", {"contortionist"}),
    ("When was Sofia Berggren born?", {"1993-06-18"}),
    ("What nationality is Kasper Nyström?", _cie("country", "sweden")),
    ("Which award did Yann Ducharme win?", {"Gold Medal, Festival Mondial du Cirque de Demain 2014"}),
    ("Which is the oldest circus company?", _cie("company", "kookaburra")),
    ("Which is the longest show?", _cie("show", "big-top-spectacular")),
    ("Which shows premiered before 2010?", _ci("show", "big-top-spectacular", "cabaret-sablon")),
    ("How many shows has the Cirque des Étoiles Filantes produced?", {"2"}),
    ("How many people can the Royal Park Big Top hold?", {"2200"}),
    ("Where has Nuit de Feu been performed?", _ci("venue", "parc-jean-drapeau-big-top", "royal-park-big-top")),
    ("When did Vinterljus open in Brussels?", {"2022-12-01"}),
    ("In which country is the Circ de la Barceloneta based?", _cie("country", "spain")),
    ("Who directed the Equilibrium that premiered in 2015?", _cie("person", "astrid-lindholm")),
    ("Which company produced the 2022 Equilibrium?", _cie("company", "barceloneta")),
    ("Who directed Marseille?", _cie("person", "lucas-ferrand")),
    ("Which circus companies are based in Marseille?", _cie("company", "funambule")),
    ("Who founded the company that produced Outback Odyssey?", _cie("person", "gary-whitlock")),
    ("What nationality is the director of Mar Endins?", _cie("country", "spain")),
    ("who founded circus nordstjarna", _cie("person", "astrid-lindholm")),
    ("When did Aurora Borealys premiere?", {"2021-09-03"}),  # misspelt: Borealis
    ("How much does a ticket for Nuit de Feu cost?", set()),  # no prices
    ("How many horses does the Flying Kookaburra Circus keep?", set()),  # no animals listed
    ("When did Gary Whitlock die?", set()),  # birth dates only
]
CIRCUS_MADE_UP = ["Who founded the Cirque des Comètes?", "When did Nuit de Glace premiere?",
                  "Who directed Outback Dreaming?", "When was Sofia Nyström born?",
                  "How many people can the Cirkus Arena Göteborg hold?", "Where is Circus Sydstjärna based?"]
CIRCUS_GRAPHS = [
    ('[("Aurora Borealis", "staged by", ?x)]', _cie("company", "etoiles-filantes")),
    ('[("Le Fil d\'Ariane", "opening night", ?x)]', {"2012-04-20"}),
    ('[(?x, "set up by", "Núria Puig")]', _cie("company", "barceloneta")),
    ('[("Circus Nordstjärna", "year established", ?x)]', {"2011"}),
    ('[("Jarrah Collins", "birthday", ?x)]', {"1983-12-02"}),
    ('[(?x, "staged by", "Compagnie Funambule")]', _ci("show", "le-fil-d-ariane", "marseille")),
    ('[("Cabaret Sablon", "staged by", ?c), (?c, "home city", ?x)]', _cie("place", "brussels")),
    ('[(?s, "helmed by", "Astrid Lindholm"), (?s, "length in minutes", ?x)]', {"80", "60"}),
    ('[("Royal Park Big Top", "city", ?c), (?c, "nation", ?x)]', _cie("country", "australia")),
    ('[(?e, "show staged", "Vinterljus"), (?e, "venue", ?x)]', _cie("venue", "spiegeltent-sablon")),
    ('[("Flying Kookaburra Circus", "set up by", ?p), (?p, "birthday", ?x)]', {"1949-05-30"}),
    ('[("Mar Endins", "cast role", ?r), (?r, "artist", ?x)]', _cie("person", "tomas-ibarra")),
]

# ---- funiculars (a W3C Direct Mapping export: row IRIs, table#column properties, ref- foreign keys, nameless
# ---- inspection rows) -------------------------------------------------------------------------------------------
FU = "https://funicular-register.example.org/db/"
FU_COUNTRIES = {1: "United Kingdom", 2: "Switzerland", 3: "Portugal", 4: "Austria", 5: "Chile"}
FU_OPERATORS = {1: ("Scarby Cliff Railway Company", 1887, "Scarby"), 2: ("Aberwyn Borough Council", 1835, "Aberwyn"),
                3: ("Ferrovie del Ceresio", 1909, "Lugano"), 4: ("Companhia dos Ascensores do Porto", 1891, "Porto"),
                5: ("Grazer Bergbahnen AG", 1920, "Graz"),
                6: ("Valparaíso Ascensores S.A.", 1902, "Valparaíso")}  # operator: (name, founded, hq city)
FU_MAKERS = {1: ("Hudswell & Pryce", "United Kingdom", 1860), 2: ("Officine Meccaniche Ticinesi", "Switzerland", 1899),
             3: ("Alpenwagen GmbH", "Austria", 1948), 4: ("Oficinas Metalúrgicas do Norte", "Portugal", 1889),
             5: ("Talleres Balmaceda", "Chile", 1895)}  # maker: (name, country, founded)
# funicular: (line name, city, country, operator, opened, length m, height difference m, max gradient %, gauge mm,
#             water-powered, operating)
FU_LINES = {
    101: ("Castle Hill Funicular", "Scarby", 1, 1, 1889, "87", "42", "58", 1435, True, True),
    102: ("Castle Hill Funicular", "Aberwyn", 1, 2, 1897, "238", "92", "40", 1000, False, True),
    103: ("South Cliff Lift", "Scarby", 1, 1, 1875, "69", "33", "62", 1435, True, False),
    104: ("Funicolare Monte Brè", "Lugano", 2, 3, 1912, "1621", "584", "61", 1000, False, True),
    105: ("Funicolare della Stazione", "Lugano", 2, 3, 1886, "222", "51", "22.5", 1000, False, True),
    106: ("Ascensor da Ribeira", "Porto", 3, 4, 1894, "281", "61", "23", 900, False, True),
    107: ("Ascensor da Vitória", "Porto", 3, 4, 1903, "190", "48", "27", 900, False, False),
    108: ("Kalvarienbergbahn", "Graz", 4, 5, 1894, "212", "109", "60", 1000, False, True),
    109: ("Ascensor Miramar", "Valparaíso", 5, 6, 1908, "86", "52", "70", 1200, False, True),
    110: ("Ascensor Las Gaviotas", "Valparaíso", 5, 6, 1912, "134", "71", "65", 1200, False, False),
}
FU_CARS = {1: ("Grace", 101, 1, 12, 1889), 2: ("Victoria", 101, 1, 12, 1889), 3: ("Cadair", 102, 1, 30, 1956),
           4: ("Idris", 102, 1, 30, 1956), 5: ("Lugano", 104, 2, 60, 1958), 6: ("Monte Brè", 104, 2, 60, 1958),
           7: ("Ceresio", 105, 2, 45, 1987), 8: ("Douro", 106, 4, 25, 1994), 9: ("Ribeira", 106, 4, 25, 1994),
           10: ("Paula", 108, 3, 55, 2004), 11: ("Kathi", 108, 3, 55, 2004), 12: ("Miramar", 109, 5, 14, 1952),
           13: ("Gaviota", 110, 5, 16, 1912)}  # car: (name, line, maker, capacity, built)
FU_STATIONS = {  # station: (name, line, position, elevation m)
    201: ("Foreshore Road", 101, "lower", 5), 202: ("Castle Gardens", 101, "upper", 47),
    203: ("Marine Terrace", 102, "lower", 8), 204: ("Castle Summit", 102, "upper", 100),
    205: ("Spa Bridge", 103, "lower", 4), 206: ("South Cliff", 103, "upper", 37),
    207: ("Cassarate", 104, "lower", 281), 208: ("Suvigliana", 104, "intermediate", 393),
    209: ("Monte Brè", 104, "upper", 865), 210: ("Piazza Cioccaro", 105, "lower", 273),
    211: ("Stazione FFS", 105, "upper", 324), 212: ("Cais da Ribeira", 106, "lower", 10),
    213: ("Batalha", 106, "upper", 71), 214: ("Rua da Vitória", 107, "lower", 20),
    215: ("Miradouro da Vitória", 107, "upper", 68), 216: ("Mariagrün", 108, "lower", 365),
    217: ("Kalvarienberg", 108, "upper", 474), 218: ("Avenida Errázuriz", 109, "lower", 5),
    219: ("Paseo Miramar", 109, "upper", 57), 220: ("Calle Blanco", 110, "lower", 8),
    221: ("Cerro Gaviotas", 110, "upper", 79),
}
FU_INSPECTIONS = {501: (101, "2023-04-12", "Harold Pike", True), 502: (101, "2024-04-09", "Harold Pike", True),
                  503: (102, "2024-03-18", "Gwen Morgan", False), 504: (102, "2024-05-02", "Gwen Morgan", True),
                  505: (104, "2024-02-27", "Reto Keller", True), 506: (106, "2023-11-14", "Inês Faria", True),
                  507: (108, "2024-06-05", "Reto Keller", True), 508: (109, "2023-09-21", "Camila Rojas", False),
                  509: (105, "2024-01-30", "Reto Keller", True)}  # inspection: (line, date, inspector, passed)


def _fu(table: str, *ids: int) -> set[str]:
    return {f"{FU}{table}/id={i}" for i in ids}


def _fue(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the name in its table's name column."""
    tables = {"funicular": FU_LINES, "operator": FU_OPERATORS, "manufacturer": FU_MAKERS, "car": FU_CARS,
              "station": FU_STATIONS}
    name = FU_COUNTRIES[key] if table == "country" else tables[table][key][0]
    return _fu(table, key) | {name}


def funiculars_kg() -> str:
    """N-Triples of the funicular register (W3C Direct Mapping of its database)."""
    g = Graph()

    def row(table: str, key: int, columns: dict, refs: dict) -> None:
        s = f"{FU}{table}/id={key}"
        g.add(s, RDF_TYPE, FU + table), g.add(s, f"{FU}{table}#id", _typed(key, "integer"))
        for column, value in columns.items():
            g.add(s, f"{FU}{table}#{column}", _typed(*value) if isinstance(value, tuple) else _lit(value))
        for column, (target, value) in refs.items():
            g.add(s, f"{FU}{table}#{column}", _typed(value, "integer"))
            g.add(s, f"{FU}{table}#ref-{column}", f"{FU}{target}/id={value}")

    for key, name in FU_COUNTRIES.items():
        row("country", key, {"country_name": name}, {})
    for key, (name, founded, city) in FU_OPERATORS.items():
        row("operator", key, {"operator_name": name, "founded_year": (founded, "integer"), "hq_city": city}, {})
    for key, (name, country, founded) in FU_MAKERS.items():
        row("manufacturer", key, {"maker_name": name, "country": country, "founded_year": (founded, "integer")}, {})
    for key, fields in FU_LINES.items():
        name, city, country, operator, opened, length, rise, gradient, gauge, water, operating = fields
        row("funicular", key, {"line_name": name, "city": city, "opened_year": (opened, "integer"),
                               "length_m": (length, "decimal"), "height_diff_m": (rise, "decimal"),
                               "max_gradient_pct": (gradient, "decimal"), "gauge_mm": (gauge, "integer"),
                               "is_water_powered": (str(water).lower(), "boolean"),
                               "is_operating": (str(operating).lower(), "boolean")},
            {"country_id": ("country", country), "operator_id": ("operator", operator)})
    for key, (name, line, maker, capacity, built) in FU_CARS.items():
        row("car", key, {"car_name": name, "capacity": (capacity, "integer"), "built_year": (built, "integer")},
            {"funicular_id": ("funicular", line), "manufacturer_id": ("manufacturer", maker)})
    for key, (name, line, position, elevation) in FU_STATIONS.items():
        row("station", key, {"station_name": name, "position": position, "elevation_m": (elevation, "integer")},
            {"funicular_id": ("funicular", line)})
    for key, (line, day, inspector, passed) in FU_INSPECTIONS.items():
        row("inspection", key, {"inspected_on": (day, "date"), "inspector": inspector,
                                "passed": (str(passed).lower(), "boolean")},
            {"funicular_id": ("funicular", line)})
    return g.text()


FUNICULARS_QUESTIONS = [
    ("When did the Funicolare Monte Brè open?", {"1912"}),
    ("How long is the Kalvarienbergbahn?", {"212"}),
    ("What is the maximum gradient of the Ascensor Miramar?", {"70"}),
    ("What is the track gauge of the Ascensor da Ribeira?", {"900"}),
    ("Who operates the Ascensor Las Gaviotas?", _fue("operator", 6)),
    ("Which funiculars does Ferrovie del Ceresio operate?", _fu("funicular", 104, 105)),
    ("Which funiculars are water-powered?", _fu("funicular", 101, 103)),
    ("Which funiculars are no longer operating?", _fu("funicular", 103, 107, 110)),
    ("Is the South Cliff Lift still running?", {"false"}),
    ("Which funiculars are in Porto?", _fu("funicular", 106, 107)),
    ("Which funiculars are in Lugano?", _fu("funicular", 104, 105)),
    ("On which funicular does the car Lugano run?", _fue("funicular", 104)),
    ("How many passengers can the car Paula carry?", {"55"}),
    ("Who built the car Gaviota?", _fue("manufacturer", 5)),
    ("Which cars did Hudswell & Pryce build?", _fu("car", 1, 2, 3, 4)),
    ("Which cars run on the Funicolare Monte Brè?", _fu("car", 5, 6)),
    ("What are the stations of the Ascensor da Ribeira?", _fu("station", 212, 213)),
    ("How high is Monte Brè station?", {"865"}),
    ("Which is the steepest funicular?", _fue("funicular", 109)),
    ("Which is the longest funicular?", _fue("funicular", 104)),
    ("Which is the oldest funicular?", _fue("funicular", 103)),
    ("Which funiculars opened after 1900?", _fu("funicular", 104, 107, 109, 110)),
    ("How many funiculars are there in Valparaíso?", {"2"}),
    ("How many cars does the Castle Hill Funicular in Aberwyn have?", {"2"}),
    ("When did the Castle Hill Funicular in Scarby open?", {"1889"}),
    ("What is the height difference of the Castle Hill Funicular in Aberwyn?", {"92"}),
    ("When was the Kalvarienbergbahn inspected?", {"2024-06-05"}),
    ("Did the Ascensor Miramar pass its inspection?", {"false"}),
    ("Who inspected the Castle Hill Funicular in Aberwyn?", {"Gwen Morgan"}),
    ("Which funiculars has Reto Keller inspected?", _fu("funicular", 104, 105, 108)),
    ("In which country is the Ascensor Miramar?", _fue("country", 5)),
    ("Which funiculars are in Switzerland?", _fu("funicular", 104, 105)),
    ("When was Alpenwagen GmbH founded?", {"1948"}),
    ("Who made the cars of the Kalvarienbergbahn?", _fue("manufacturer", 3)),
    ("When was the operator of the Ascensor da Vitória founded?", {"1891"}),
    ("Where is Grazer Bergbahnen AG based?", {"Graz"}),
    ("how long is the funicolare della stazione", {"222"}),
    ("When did the Ascensor da Ribiera open?", {"1894"}),  # misspelt: Ribeira
    ("How much is a ticket on the Ascensor da Ribeira?", set()),  # no fares
    ("How many passengers did the Funicolare Monte Brè carry last year?", set()),  # no ridership
    ("How fast does the Kalvarienbergbahn travel?", set()),  # no speeds
]
FUNICULARS_MADE_UP = ["When did the Funicolare San Salvatore open?", "Who operates the Ascensor Barón?",
                      "How long is the North Cliff Lift?", "How many passengers can the car Ermengarde carry?",
                      "When was Hudswell & Sons founded?", "Who inspected the Schlossbergbahn?"]
FUNICULARS_GRAPHS = [
    ('[("Ascensor da Vitória", "year of opening", ?x)]', {"1903"}),
    ('[("Funicolare della Stazione", "run by", ?x)]', _fue("operator", 3)),
    ('[(?x, "made by", "Talleres Balmaceda")]', _fu("car", 12, 13)),
    ('[("Idris", "number of passengers", ?x)]', {"30"}),
    ('[("Officine Meccaniche Ticinesi", "year established", ?x)]', {"1899"}),
    ('[(?x, "run by", "Companhia dos Ascensores do Porto")]', _fu("funicular", 106, 107)),
    ('[("Ceresio", "belongs to line", ?f), (?f, "year of opening", ?x)]', {"1886"}),
    ('[(?c, "belongs to line", "Ascensor da Ribeira"), (?c, "made by", ?x)]', _fue("manufacturer", 4)),
    ('[("Kalvarienbergbahn", "run by", ?o), (?o, "head office town", ?x)]', {"Graz"}),
    ('[(?s, "on line", "Funicolare Monte Brè"), (?s, "altitude", ?x)]', {"281", "393", "865"}),
    ('[(?i, "line checked", "Ascensor Miramar"), (?i, "date of check", ?x)]', {"2023-09-21"}),
    ('[(?f, "nation", "Portugal"), (?f, "track width", ?x)]', {"900"}),
]

# ---- manuscripts (Wikidata-style: wd:/wdt:/p:/ps:/pq:, statement nodes with qualifiers and ranks, P31/P279) -----
WDE, WDD = "http://www.wikidata.org/entity/", "http://www.wikidata.org/prop/direct/"
WDP, WDS, WDQ = ("http://www.wikidata.org/prop/", "http://www.wikidata.org/prop/statement/",
                 "http://www.wikidata.org/prop/qualifier/")
WDSTMT = "http://www.wikidata.org/entity/statement/"
# property: (label, aliases, description, wikibase property type)
MS_PROPERTIES = {
    "P31": ("instance of", ["is a"], "that class of which this subject is a particular example and member",
            "WikibaseItem"),
    "P279": ("subclass of", [], "all instances of this item are instances of that item", "WikibaseItem"),
    "P170": ("creator", ["maker", "made by"], "maker of this creative work or other object", "WikibaseItem"),
    "P3831": ("object has role", ["role"], "role or generic identity of the value of a statement", "WikibaseItem"),
    "P1071": ("location of creation", ["place of creation"], "place where the item was made", "WikibaseItem"),
    "P571": ("inception", ["date of creation", "date founded"], "time when an entity begins to exist", "Time"),
    "P407": ("language of work or name", ["language"], "language associated with this creative work",
             "WikibaseItem"),
    "P186": ("made from material", ["material"], "material the subject or the object is made of", "WikibaseItem"),
    "P1104": ("number of pages", ["pages", "folio count"], "number of pages in an edition of a written work",
              "Quantity"),
    "P2048": ("height", [], "vertical length of an entity (in centimetres here)", "Quantity"),
    "P2049": ("width", ["breadth"], "width of an object (in centimetres here)", "Quantity"),
    "P195": ("collection", ["held by"], "art, museum, archival, or bibliographic collection the subject is part of",
             "WikibaseItem"),
    "P217": ("inventory number", ["shelfmark", "accession number"], "identifier for an object given by the "
             "owning institution", "String"),
    "P127": ("owned by", ["owner"], "owner of the subject", "WikibaseItem"),
    "P580": ("start time", ["from", "since"], "time a statement starts being valid", "Time"),
    "P582": ("end time", ["until"], "time a statement stops being valid", "Time"),
    "P138": ("named after", [], "entity or event that inspired the subject's name", "WikibaseItem"),
    "P106": ("occupation", ["profession"], "occupation of a person", "WikibaseItem"),
    "P19": ("place of birth", ["birthplace"], "most specific known birth location of a person", "WikibaseItem"),
    "P569": ("date of birth", ["born"], "date on which the subject was born", "Time"),
    "P570": ("date of death", ["died"], "date on which the subject died", "Time"),
    "P131": ("located in the administrative territorial entity", ["city", "located in"],
             "the item is located on the territory of the following administrative entity", "WikibaseItem"),
    "P17": ("country", [], "sovereign state that this item is in", "WikibaseItem"),
}
# item: ({language: label}, English aliases, English description, {property: [values]}); a value is an item id or a
# (lexical form, XSD datatype) pair
MS_ITEMS = {
    "Q900100": ({"en": "manuscript", "la": "codex manu scriptus"}, ["codex"], "handwritten document", {}),
    "Q900101": ({"en": "illuminated manuscript"}, [], "manuscript decorated with painted initials and miniatures",
                {"P279": ["Q900100"]}),
    "Q900102": ({"en": "book of hours", "fr": "livre d'heures"}, ["horae"], "Christian devotional book",
                {"P279": ["Q900101"]}),
    "Q900103": ({"en": "psalter", "la": "psalterium"}, [], "volume containing the Book of Psalms",
                {"P279": ["Q900101"]}),
    "Q900104": ({"en": "gospel book", "la": "evangeliarium"}, ["evangelary"], "codex of the four Gospels",
                {"P279": ["Q900101"]}),
    "Q900105": ({"en": "breviary", "la": "breviarium"}, [], "book of the daily office", {"P279": ["Q900101"]}),
    "Q900106": ({"en": "chronicle", "la": "chronicon"}, [], "historical account in order of time",
                {"P279": ["Q900100"]}),
    "Q900107": ({"en": "herbal", "la": "herbarium"}, [], "book describing plants and their uses",
                {"P279": ["Q900100"]}),
    "Q900110": ({"en": "human"}, ["person"], "member of the species Homo sapiens", {}),
    "Q900111": ({"en": "city"}, ["town"], "large human settlement", {}),
    "Q900112": ({"en": "country"}, ["nation"], "distinct territorial body or political entity", {}),
    "Q900113": ({"en": "library"}, [], "collection of books and the building that houses them", {}),
    "Q900114": ({"en": "museum"}, [], "institution that holds artifacts", {}),
    "Q900120": ({"en": "scribe"}, ["copyist"], "person who copies manuscripts by hand", {}),
    "Q900121": ({"en": "illuminator"}, ["miniaturist"], "artist who decorates manuscripts", {}),
    "Q900122": ({"en": "book collector"}, ["bibliophile"], "person who collects books", {}),
    "Q900123": ({"en": "noble"}, ["aristocrat"], "member of the nobility", {}),
    "Q900130": ({"en": "parchment", "fr": "parchemin"}, ["vellum"], "writing material made from animal skin", {}),
    "Q900131": ({"en": "paper"}, [], "thin material made from plant fibres", {}),
    "Q900140": ({"en": "Latin", "la": "lingua Latina"}, [], "Indo-European language of ancient Rome", {}),
    "Q900141": ({"en": "Old French", "fr": "ancien français"}, [], "French as spoken in the Middle Ages", {}),
    "Q900142": ({"en": "Middle High German", "de": "Mittelhochdeutsch"}, [], "German from about 1050 to 1350", {}),
    "Q900143": ({"en": "Middle English"}, [], "English from about 1100 to 1500", {}),
    "Q900144": ({"en": "Italian", "it": "italiano"}, [], "Romance language of Italy", {}),
    "Q900201": ({"en": "France", "fr": "France"}, [], "country in Western Europe", {"P31": ["Q900112"]}),
    "Q900202": ({"en": "Belgium", "nl": "België", "fr": "Belgique"}, [], "country in Western Europe",
                {"P31": ["Q900112"]}),
    "Q900203": ({"en": "Germany", "de": "Deutschland"}, [], "country in Central Europe", {"P31": ["Q900112"]}),
    "Q900204": ({"en": "United Kingdom"}, ["UK", "Britain"], "country in north-west Europe", {"P31": ["Q900112"]}),
    "Q900205": ({"en": "Italy", "it": "Italia"}, [], "country in Southern Europe", {"P31": ["Q900112"]}),
    "Q900211": ({"en": "Paris", "fr": "Paris"}, [], "capital of France", {"P31": ["Q900111"], "P17": ["Q900201"]}),
    "Q900212": ({"en": "Tours", "fr": "Tours"}, [], "city on the Loire in France",
                {"P31": ["Q900111"], "P17": ["Q900201"]}),
    "Q900213": ({"en": "Bruges", "nl": "Brugge"}, [], "city in Flanders, Belgium",
                {"P31": ["Q900111"], "P17": ["Q900202"]}),
    "Q900214": ({"en": "Cologne", "de": "Köln"}, [], "city on the Rhine in Germany",
                {"P31": ["Q900111"], "P17": ["Q900203"]}),
    "Q900215": ({"en": "Winchester"}, [], "cathedral city in Hampshire, England",
                {"P31": ["Q900111"], "P17": ["Q900204"]}),
    "Q900216": ({"en": "Florence", "it": "Firenze"}, [], "city in Tuscany, Italy",
                {"P31": ["Q900111"], "P17": ["Q900205"]}),
    "Q900217": ({"en": "Oxford"}, [], "university city in England", {"P31": ["Q900111"], "P17": ["Q900204"]}),
    "Q900301": ({"en": "Sainte-Clotilde Library", "fr": "Bibliothèque Sainte-Clotilde"}, [], "library in Paris",
                {"P31": ["Q900113"], "P131": ["Q900211"], "P571": [("1692-01-01T00:00:00Z", "dateTime")]}),
    "Q900302": ({"en": "Prinsenhof Library", "nl": "Prinsenhofbibliotheek"}, [], "municipal library in Bruges",
                {"P31": ["Q900113"], "P131": ["Q900213"], "P571": [("1798-01-01T00:00:00Z", "dateTime")]}),
    "Q900303": ({"en": "St Severin Diocesan Library", "de": "Diözesanbibliothek St. Severin"}, [],
                "diocesan library in Cologne",
                {"P31": ["Q900113"], "P131": ["Q900214"], "P571": [("1810-01-01T00:00:00Z", "dateTime")]}),
    "Q900304": ({"en": "Wykeham Chapter Library"}, [], "cathedral chapter library in Winchester",
                {"P31": ["Q900113"], "P131": ["Q900215"], "P571": [("1380-01-01T00:00:00Z", "dateTime")]}),
    "Q900305": ({"en": "Servite Library", "it": "Biblioteca dei Serviti"}, [], "convent library in Florence",
                {"P31": ["Q900113"], "P131": ["Q900216"], "P571": [("1612-01-01T00:00:00Z", "dateTime")]}),
    "Q900306": ({"en": "Osney Museum of Manuscripts"}, ["Osney Museum"], "manuscript museum in Oxford",
                {"P31": ["Q900114"], "P131": ["Q900217"], "P571": [("1921-01-01T00:00:00Z", "dateTime")]}),
}
# person: ({language: label}, aliases, description, occupation, birthplace, born (year), died (year))
MS_PEOPLE = {
    "Q900401": ({"en": "Jehan Ravenel", "fr": "Jehan Ravenel"}, [], "French illuminator", "Q900121", "Q900211",
                "1372", "1431"),
    "Q900402": ({"en": "Guillaume de Brissac", "fr": "Guillaume de Brissac"}, [], "French scribe", "Q900120",
                "Q900212", "1365", "1423"),
    "Q900403": ({"en": "Willem van Oudenhove", "nl": "Willem van Oudenhove"}, [], "Flemish illuminator", "Q900121",
                "Q900213", "1428", "1489"),
    "Q900404": ({"en": "Konrad von Deutz", "de": "Konrad von Deutz"}, [], "German scribe and illuminator",
                "Q900120", "Q900214", "1188", "1240"),
    "Q900405": ({"en": "Osbert of Hyde"}, [], "English monk and scribe", "Q900120", "Q900215", "1105", "1162"),
    "Q900406": ({"en": "Niccolò da Fiesole", "it": "Niccolò da Fiesole"}, ["Fra Niccolò"], "Italian illuminator",
                "Q900121", "Q900216", "1418", "1477"),
    "Q900407": ({"en": "Agnes of Godstow"}, [], "English scribe", "Q900120", "Q900217", "1412", "1470"),
    "Q900501": ({"en": "Marguerite de Valcourt", "fr": "Marguerite de Valcourt"}, [], "French noblewoman",
                "Q900123", "Q900211", "1384", "1440"),
    "Q900502": ({"en": "Thomas Wexcombe"}, ["Sir Thomas Wexcombe"], "English book collector", "Q900122", "Q900215",
                "1748", "1821"),
    "Q900503": ({"en": "Friedrich von Hallerstein", "de": "Friedrich von Hallerstein"}, ["Baron von Hallerstein"],
                "German book collector", "Q900122", "Q900214", "1802", "1877"),
    "Q900504": ({"en": "Philippe de Cressy", "fr": "Philippe de Cressy"}, [], "Burgundian nobleman", "Q900123",
                "Q900213", "1436", "1502"),
    "Q900505": ({"en": "Marguerite de Cressy", "fr": "Marguerite de Cressy"}, [], "Burgundian noblewoman",
                "Q900123", "Q900213", "1449", "1497"),
}
# manuscript: ({language: label}, aliases, description, class, [(creator, role)], made in, inception year, languages,
#              material, pages, height cm, width cm, collection, inventory number, [(owner, from, until or None)],
#              named after or None)
MS_MANUSCRIPTS = {
    "Q900601": ({"en": "Hours of Marguerite", "fr": "Heures de Marguerite"}, [],
                "book of hours made in Paris, c. 1410", "Q900102", [("Q900401", "Q900121"), ("Q900402", "Q900120")],
                "Q900211", "1410", ["Q900140", "Q900141"], "Q900130", "412", "21.5", "15.2", "Q900301", "MS 1187",
                [("Q900501", "1410", "1440"), ("Q900502", "1791", "1821"), ("Q900301", "1823", None)], "Q900501"),
    "Q900602": ({"en": "Hours of Marguerite", "nl": "Getijdenboek van Margaretha"}, [],
                "book of hours made in Bruges, c. 1468", "Q900102", [("Q900403", "Q900121")], "Q900213", "1468",
                ["Q900140"], "Q900130", "288", "17.8", "12.4", "Q900302", "Hs. 442",
                [("Q900505", "1468", "1497"), ("Q900504", "1497", "1502"), ("Q900302", "1798", None)], "Q900505"),
    "Q900603": ({"en": "Tours Gospels", "la": "Evangeliarium Turonense"}, [], "gospel book made in Tours, c. 1395",
                "Q900104", [("Q900402", "Q900120")], "Q900212", "1395", ["Q900140"], "Q900130", "356", "33", "24",
                "Q900306", "OM 12", [("Q900502", "1789", "1821"), ("Q900306", "1921", None)], None),
    "Q900604": ({"en": "Severin Psalter", "de": "Severinspsalter", "la": "Psalterium Severini"}, [],
                "psalter made in Cologne, c. 1225", "Q900103", [("Q900404", "Q900120"), ("Q900404", "Q900121")],
                "Q900214", "1225", ["Q900140"], "Q900130", "198", "24.5", "17", "Q900303", "Cod. 31",
                [("Q900503", "1841", "1877"), ("Q900303", "1878", None)], None),
    "Q900605": ({"en": "Hyde Chronicle", "la": "Chronicon de Hida"}, [], "chronicle written at Winchester, c. 1150",
                "Q900106", [("Q900405", "Q900120")], "Q900215", "1150", ["Q900140"], "Q900130", "144", "28", "19",
                "Q900304", "MS XX.4", [("Q900304", "1540", None)], None),
    "Q900606": ({"en": "Herbal of Godstow", "la": "Herbarium Godstowense"}, [], "herbal written at Oxford, c. 1445",
                "Q900107", [("Q900407", "Q900120")], "Q900217", "1445", ["Q900143"], "Q900131", "96", "20", "14",
                "Q900306", "OM 57", [("Q900502", "1790", "1821"), ("Q900306", "1921", None)], None),
    "Q900607": ({"en": "Servite Breviary", "it": "Breviario dei Serviti"}, [], "breviary made in Florence, c. 1462",
                "Q900105", [("Q900406", "Q900121")], "Q900216", "1462", ["Q900140"], "Q900130", "520", "14.5", "10.2",
                "Q900305", "Ms. Serv. 9", [("Q900305", "1612", None)], None),
    "Q900608": ({"en": "Cologne Rhymed Chronicle", "de": "Kölner Reimchronik"}, [],
                "anonymous verse chronicle made in Cologne, c. 1280", "Q900106", [], "Q900214", "1280", ["Q900142"],
                "Q900130", "210", "30", "21", "Q900303", "Cod. 77",
                [("Q900503", "1850", "1877"), ("Q900303", "1878", None)], None),
    "Q900609": ({"en": "Florentine Herbal", "it": "Erbario fiorentino"}, [], "herbal made in Florence, c. 1471",
                "Q900107", [("Q900406", "Q900121")], "Q900216", "1471", ["Q900144"], "Q900131", "132", "26", "18.5",
                "Q900301", "MS 2210", [("Q900502", "1785", "1821"), ("Q900301", "1823", None)], None),
}


def _year(y: str) -> tuple[str, str]:
    return f"{y}-01-01T00:00:00Z", "dateTime"


def _ms(*ids: str) -> set[str]:
    return {WDE + i for i in ids}


def _mse(key: str) -> set[str]:
    """One item as gold: its IRI, its labels and its aliases."""
    table = next(t for t in (MS_ITEMS, MS_PEOPLE, MS_MANUSCRIPTS) if key in t)
    return _ms(key) | set(table[key][0].values()) | set(table[key][1])


class Wikibase:
    """Writes a Wikidata-style KG into a `Graph`: items named in several languages, property entities
    with their wikibase links, and statements with qualifiers and ranks (a truthy one as a direct
    claim too)."""

    def __init__(self, g: Graph) -> None:
        self.g, self.counter = g, {}

    @staticmethod
    def value(v) -> str:
        """An XSD literal for a (lexical form, datatype) pair, a ready literal as it is, an item id as its IRI."""
        if isinstance(v, tuple):
            return _typed(*v)
        return v if v.startswith('"') else WDE + v

    def claim(self, item: str, prop: str, v, qualifiers: list | None = None, rank: str = "Normal",
              truthy: bool = True) -> None:
        """A statement node for `item` `prop` `v` (with qualifiers) and, when truthy, the direct claim too."""
        g, value = self.g, self.value
        n = self.counter[(item, prop)] = self.counter.get((item, prop), 0) + 1
        s = f"{WDSTMT}{item}-{prop}-{n}"
        g.add(WDE + item, WDP + prop, s), g.add(s, RDF_TYPE, WIKIBASE + "Statement")
        g.add(s, WDS + prop, value(v)), g.add(s, WIKIBASE + "rank", f"{WIKIBASE}{rank}Rank")
        for q, qv in qualifiers or []:
            g.add(s, WDQ + q, value(qv))
        if truthy:
            g.add(WDE + item, WDD + prop, value(v))

    def item(self, key: str, labels: dict, aliases: list, description: str) -> None:
        for lang, label in labels.items():
            self.g.add(WDE + key, RDFS + "label", _lit(label, lang))
        for alias in aliases:
            self.g.add(WDE + key, SKOS + "altLabel", _lit(alias, "en"))
        self.g.add(WDE + key, SCHEMA + "description", _lit(description, "en"))

    def properties(self, table: dict) -> None:
        """Property entities, {pid: (label, aliases, description, wikibase property type)}."""
        g = self.g
        for pid, (label, aliases, description, kind) in table.items():
            p = WDE + pid
            g.add(p, RDF_TYPE, WIKIBASE + "Property"), self.item(pid, {"en": label}, aliases, description)
            g.add(p, WIKIBASE + "propertyType", WIKIBASE + kind), g.add(p, WIKIBASE + "directClaim", WDD + pid)
            g.add(p, WIKIBASE + "claim", WDP + pid), g.add(p, WIKIBASE + "statementProperty", WDS + pid)
            g.add(p, WIKIBASE + "qualifier", WDQ + pid)


def manuscripts_kg() -> str:
    """N-Triples of the manuscript corner of a Wikidata-style KG (full statement model)."""
    g = Graph()
    wikibase = Wikibase(g)
    claim, item = wikibase.claim, wikibase.item
    wikibase.properties(MS_PROPERTIES)
    for key, (labels, aliases, description, claims) in MS_ITEMS.items():
        item(key, labels, aliases, description)
        for prop, values in claims.items():
            for v in values:
                claim(key, prop, v)
    for key, (labels, aliases, description, occupation, birthplace, born, died) in MS_PEOPLE.items():
        item(key, labels, aliases, description), claim(key, "P31", "Q900110"), claim(key, "P106", occupation)
        claim(key, "P19", birthplace), claim(key, "P569", _year(born)), claim(key, "P570", _year(died))
    for key, fields in MS_MANUSCRIPTS.items():
        (labels, aliases, description, cls, creators, place, made, languages, material, pages, height, width,
         collection, inventory, owners, named_after) = fields
        item(key, labels, aliases, description), claim(key, "P31", cls)
        for creator, role in creators:
            claim(key, "P170", creator, [("P3831", role)])
        claim(key, "P1071", place), claim(key, "P571", _year(made))
        for language in languages:
            claim(key, "P407", language)
        claim(key, "P186", material), claim(key, "P1104", (pages, "decimal"))
        claim(key, "P2048", (height, "decimal")), claim(key, "P2049", (width, "decimal"))
        claim(key, "P195", collection), claim(key, "P217", _lit(inventory), [("P195", collection)])
        for owner, start, end in owners:
            qualifiers = [("P580", _year(start))] + ([("P582", _year(end))] if end else [])
            current = end is None
            claim(key, "P127", owner, qualifiers, "Preferred" if current else "Normal", truthy=current)
        if named_after:
            claim(key, "P138", named_after)
    return g.text()


MANUSCRIPTS_QUESTIONS = [
    ("Who illuminated the Servite Breviary?", _mse("Q900406")),
    ("Who created the Tours Gospels?", _mse("Q900402")),
    ("Which manuscripts did Niccolò da Fiesole work on?", _ms("Q900607", "Q900609")),
    ("Where was the Hyde Chronicle made?", _mse("Q900215")),
    ("Which manuscripts were made in Cologne?", _ms("Q900604", "Q900608")),
    ("Which manuscripts were made in Tours?", _mse("Q900603")),
    ("When was the Severin Psalter made?", {"1225-01-01T00:00:00Z"}),
    ("How many pages does the Servite Breviary have?", {"520"}),
    ("How tall is the Tours Gospels?", {"33"}),
    ("What language is the Cologne Rhymed Chronicle written in?", _mse("Q900142")),
    ("Which manuscripts are written on paper?", _ms("Q900606", "Q900609")),
    ("Which collection holds the Herbal of Godstow?", _mse("Q900306")),
    ("Which manuscripts does the St Severin Diocesan Library hold?", _ms("Q900604", "Q900608")),
    ("What is the inventory number of the Severin Psalter?", {"Cod. 31"}),
    ("Who owns the Florentine Herbal?", _mse("Q900301")),
    ("Which manuscripts did Thomas Wexcombe own?", _ms("Q900601", "Q900603", "Q900606", "Q900609")),
    ("When did Friedrich von Hallerstein acquire the Cologne Rhymed Chronicle?", {"1850-01-01T00:00:00Z"}),
    ("Which books of hours are there?", _ms("Q900601", "Q900602")),
    ("Which illuminated manuscripts are there?", _ms("Q900601", "Q900602", "Q900603", "Q900604", "Q900607")),
    ("What kind of manuscript is the Hyde Chronicle?", _mse("Q900106")),
    ("Who is the Hours of Marguerite made in Bruges named after?", _mse("Q900505")),
    ("Who illuminated the Hours of Marguerite made in Paris?", _mse("Q900401")),
    ("When was Willem van Oudenhove born?", {"1428-01-01T00:00:00Z"}),
    ("Where was Guillaume de Brissac born?", _mse("Q900212")),
    ("When did Agnes of Godstow die?", {"1470-01-01T00:00:00Z"}),
    ("Which is the oldest manuscript?", _mse("Q900605")),
    ("Which manuscript has the most pages?", _mse("Q900607")),
    ("Which manuscripts were made before 1300?", _ms("Q900604", "Q900605", "Q900608")),
    ("How many manuscripts does the Osney Museum of Manuscripts hold?", {"2"}),
    ("How many manuscripts were made in Florence?", {"2"}),
    ("In which city is the Servite Library?", _mse("Q900216")),
    ("When was the Prinsenhof Library founded?", {"1798-01-01T00:00:00Z"}),
    ("In which country was the Severin Psalter made?", _mse("Q900203")),
    ("Where are the manuscripts made in Florence kept?", _ms("Q900305", "Q900301")),
    ("Which scribes were born in Winchester?", _mse("Q900405")),
    ("What is the Latin title of the Tours Gospels?", {"Evangeliarium Turonense"}),
    ("who made the hyde chronicle", _mse("Q900405")),
    ("How many pages does the Sevrin Psalter have?", {"198"}),  # misspelt: Severin
    ("How much is the Tours Gospels insured for?", set()),  # no valuations
    ("What ink was used for the Severin Psalter?", set()),  # no inks
    ("How many miniatures does the Servite Breviary contain?", set()),  # no miniature counts
]
MANUSCRIPTS_MADE_UP = ["Who illuminated the Hours of Catherine?", "Where was the Winchester Psalter made?",
                       "When was Jehan de Brissac born?", "Which manuscripts does the Bodleian Library hold?",
                       "How tall is the Lindisfarne Gospels?", "When was the Osney Psalter made?"]
MANUSCRIPTS_GRAPHS = [
    ('[("Hyde Chronicle", "written by", ?x)]', _mse("Q900405")),
    ('[("Servite Breviary", "page count", ?x)]', {"520"}),
    ('[(?x, "kept at", "Osney Museum of Manuscripts")]', _ms("Q900603", "Q900606")),
    ('[("Konrad von Deutz", "born on", ?x)]', {"1188-01-01T00:00:00Z"}),
    ('[(?x, "produced in", "Florence")]', _ms("Q900607", "Q900609")),
    ('[("Florentine Herbal", "written in language", ?x)]', _mse("Q900144")),
    ('[("Severin Psalter", "kept at", ?l), (?l, "in city", ?x)]', _mse("Q900214")),
    ('[(?m, "written by", "Niccolò da Fiesole"), (?m, "year made", ?x)]', {"1462-01-01T00:00:00Z",
                                                                          "1471-01-01T00:00:00Z"}),
    ('[("Tours Gospels", "written by", ?p), (?p, "native town", ?x)]', _mse("Q900212")),
    ('[("Herbal of Godstow", "produced in", ?c), (?c, "nation", ?x)]', _mse("Q900204")),
    ('[(?m, "kind", "psalter"), (?m, "how tall", ?x)]', {"24.5"}),
    ('[("Cologne Rhymed Chronicle", "kept at", ?l), (?l, "founded", ?x)]', {"1810-01-01T00:00:00Z"}),
]

KGS_AC = {"fountains": (fountains_kg, FOUNTAINS_QUESTIONS, FOUNTAINS_MADE_UP, FOUNTAINS_GRAPHS),
          "teas": (teas_kg, TEAS_QUESTIONS, TEAS_MADE_UP, TEAS_GRAPHS),
          "circus": (circus_kg, CIRCUS_QUESTIONS, CIRCUS_MADE_UP, CIRCUS_GRAPHS),
          "funiculars": (funiculars_kg, FUNICULARS_QUESTIONS, FUNICULARS_MADE_UP, FUNICULARS_GRAPHS),
          "manuscripts": (manuscripts_kg, MANUSCRIPTS_QUESTIONS, MANUSCRIPTS_MADE_UP, MANUSCRIPTS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AC, __doc__)
