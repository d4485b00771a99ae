"""A thirty-second batch of plain questions over small KGs shaped like the ones users bring, written before any
measurement on them and answered with no training (the held-out companion of bench/unseen.py and
bench/unseen_b.py … bench/unseen_ae.py):

- `quarries`: a register of stone quarries with NO labels at all: every name is an IRI slug under a path per kind,
  in a different style per kind: quarries snake_case in their own language (`…/quarry/cava_le_gronde`,
  `…/quarry/carri%C3%A8re_des_trois_fosses`, `…/quarry/chwarel_y_graig_ddu`), stones kebab-case
  (`…/stone/petit-granit-de-soignies`, `…/stone/k%C3%B6sener-muschelkalk`), companies PascalCase
  (`…/company/ApuanaEscavazioniSrl`, `…/company/M%C3%A1rmoresDoAlentejoLda`), people camelCase
  (`…/person/konradH%C3%A4fner`, `…/person/fran%C3%A7oisDeclercq`), towns and landmarks Title_Snake
  (`…/town/Bad_K%C3%B6sen`, `…/town/Vila_Vi%C3%A7osa`, `…/landmark/Neue_Stadthalle_W%C3%BCrzburg`) and countries
  plain (`…/country/Belgium`); an OWL vocabulary under a hash namespace (`…/ont#workedBy`) whose classes and
  properties are declared (`owl:Class`, `owl:ObjectProperty` / `owl:DatatypeProperty` with `rdfs:domain` /
  `rdfs:range`) but never labelled; quarry kinds are classes in a three-level hierarchy (`BenchQuarry` ⊂
  `OpenPitQuarry` ⊂ `Quarry`; `SlateMine` ⊂ `UndergroundQuarry` ⊂ `Quarry`) and stones in a second one (`Marble`,
  `Limestone`, `Sandstone`, `Slate`, `Granite` ⊂ `Stone`; "Petit Granit de Soignies" is a limestone); quarries are
  `locatedIn` a town (`inCountry`), `workedBy` a company (`headOffice` a town, `established` xsd:gYear),
  `yieldsStone` one or two stones (`colour` a plain string), have `firstWorked` xsd:gYear, `depthM` xsd:decimal,
  `active` xsd:boolean and, where still worked, `annualOutputTonnes` xsd:integer and `lastInspected` xsd:date; most
  have a `managedBy` person (`birthYear` xsd:gYear, `birthTown`); landmarks are `builtFrom` stones, `standsIn` a
  town and were `completed` (xsd:gYear), so stone ties landmarks to quarries in two hops; two quarries are both
  "Cava del Corvo", told apart only by a town in parentheses (`…/quarry/cava_del_corvo_(pietrasanta)`, a bench
  quarry of 1821; `…/quarry/cava_del_corvo_(massa)`, an underground one of 1964), and the manager Ettore Massa
  (born in Pietrasanta) runs the Pietrasanta one, none in Massa;
- `mosaics`: a corpus of ancient and medieval mosaics in SKOS with short code IRIs (`…/id/mos-05`, `…/id/site-04`,
  `…/id/arch-03`, `…/id/tech-wall`): mosaics, find sites, museums, cities, countries, archaeologists, techniques
  and depicted subjects named by `skos:prefLabel`@en plus a prefLabel in the local language and script where it
  has one (@it "Pavimento dei Pavoni", @el "Θόλος της Αγίας Κυριακής", @tr "Orfeus ve Hayvanlar", @es "Suelo de
  los Atletas", @fr "Triomphe de Neptune", @ar "فسيفساء مربي الخيول"); five things are named ONLY in another
  language with an English `skos:altLabel` ("Mosaico dei Pescatori"@it / "Fishermen Mosaic", "Διόνυσος επί
  πάνθηρος"@el / "Dionysus on a Panther", "Okyanus ve Tethys Mozaiği"@tr / "Oceanus and Tethys", "خريطة الأحجار
  الاثني عشر"@ar / "Twelve Stones Map", the site "Οικία των Γρυπών"@el / "House of the Griffins"), and other
  `skos:altLabel`@en aliases on some ("Salonica", "Antep", "Emerita Augusta", "Bacchus", "opus musivum"); techniques
  are `skos:Concept`s of a `skos:ConceptScheme` in a three-level `skos:broader` tree (opus vermiculatum, wall
  mosaic and black-and-white mosaic ⊂ tessellated mosaic ⊂ mosaic; opus sectile and pebble mosaic ⊂ mosaic);
  snake_case ENGLISH properties under a slash namespace (`…/def/found_at`): mosaics have a `technique`, are
  `found_at` a site (`in_city` a city, `in_country`), `kept_in` a museum (`in_city`) unless `in_situ`
  (xsd:boolean), `discovered_by` an archaeologist (`nationality`, `birth_year` xsd:gYear) with `discovery_year`
  xsd:gYear (not for the ones always visible), `approx_year` xsd:integer (negative: BC), `area_m2` xsd:decimal,
  `depicts` subject concepts and for some `last_restored` xsd:date; two mosaics are both "Peacock Pavement"@en
  (Ravenna, 430, in the Classense Mosaic Museum; Mérida, 340, in the National Museum of Roman Art; told apart by
  a `skos:definition` and their find site), and the archaeologist Giulia Ravenna discovered one mosaic in Ravenna
  and one in Aquileia;
- `bookshops`: an independent-bookshop guide in schema.org with numeric and ISBN IRIs (`…/store/104`,
  `…/person/402`, `…/isbn/9789056371128`, `…/publisher/saltire-press`, `…/event/e-20191003`) named by
  `schema:name` (some with a `schema:alternateName`: "De Glazen Tuin" / "The Glass Garden", "Corrib Lane Books" /
  "Leabhair Lána na Coirbe", "Kōwhai Books" / "Kowhai Books", "Ciarán Ó Dálaigh" / "Ciaran O'Daly", "Hay-on-Wye" /
  "Hay"): `schema:BookStore`s have `schema:location` a `schema:City` (`schema:containedInPlace` a country),
  `schema:foundingDate` xsd:date, `schema:founder` (not for all), `schema:numberOfEmployees` xsd:integer and for
  three a `schema:award` string; `schema:Book`s have `schema:author`, `schema:publisher` (an Organization with
  `schema:location` and `schema:foundingDate` xsd:gYear), `schema:datePublished` xsd:gYear,
  `schema:numberOfPages` xsd:integer and `schema:isbn`; `schema:Event`s (launches and readings) tie a shop
  (`schema:location`), an author (`schema:performer`) and a book (`schema:about`) with `schema:startDate`
  xsd:date; people have `schema:birthDate` xsd:date and, the authors, `schema:birthPlace` and
  `schema:nationality`; two shops are both "Paper Lantern Books" (Edinburgh, 2018, two staff; Halifax, 1999, six
  staff; told apart by `schema:description` and city), and the founder Eleanor Hay was born in Edinburgh and
  founded the Halifax shop, nothing in Hay-on-Wye;
- `kennels`: a kennel-club database exported by the W3C Direct Mapping: row IRIs `…/db/Dog/id=7`, a join table with
  a composite key (`…/db/Result/show_id=2;dog_id=6`), classes named after tables, every column a property
  `…/db/<Table>#<column>` (ids and foreign-key columns as xsd:integer literals too), foreign keys as
  `…#ref-<column>` object properties, two of them self-references (`Dog#ref-sire_id`, `Dog#ref-dam_id`), NULLs
  simply absent; names in a `name` column (`Dog#name` the registered name, beside a `call_name`) and in a `title`
  column for shows, none for results; kennels have `founded_year` xsd:integer and point to their owner
  (`ref-owner_id`) and country; breeds have `fci_group` xsd:integer and a country of origin; dogs point to breed
  and kennel, have `sex`, `birth_date` xsd:date, `height_cm` xsd:decimal and `is_champion` xsd:boolean; people have
  a `town` string and `licensed_judge` xsd:boolean; shows have `show_date` xsd:date, a `venue` string,
  `entry_count` xsd:integer and a judge (`ref-judge_id`); results link a show and a dog with `placing`
  xsd:integer and for most an `award` string ("Best in Show", "Best Puppy", …); two shows are both "Spring
  Championship Show" (Harrogate 2022, judged by Hugh Penrose; Kilkenny 2023, judged by Sinéad Malone; told apart by
  venue and date);
- `abbeys`: a Wikidata-style corner of monasteries (fictional abbeys, founders and abbots in real towns and
  countries) under the real Wikidata namespaces (`wd:Q986706`, `wdt:`, `p:` / `ps:` / `pq:`, statement nodes typed
  `wikibase:Statement` with a `wikibase:rank`), no rdf:type on items (typed by P31 only; classes linked by P279:
  abbey, priory, charterhouse and convent ⊂ monastery); property entities carry `rdfs:label`@en,
  `schema:description`, `skos:altLabel` aliases and the wikibase links; items are named by `rdfs:label`@en plus
  @fr / @de / @es / @ga / @nl / @la where they have one ("Wachauberg Abbey" / "Stift Wachauberg", "Valdelobos
  Charterhouse" / "Cartuja de Valdelobos", "Priory of Saint Declan" / "Prióireacht Naomh Deaglán") with
  `schema:description`@en and aliases ("Norbertines", "White Monks", "Holy Cross Priory"); monasteries have P17
  country, P131 town, P571 inception and (the former ones) P576 dissolved as year-precision xsd:dateTime, P611
  religious order, P112 founded by (three), P149 architectural style, P1435 heritage designation qualified by P580,
  P2044 elevation (xsd:decimal), P1037 director / manager statements (abbots and abbesses) with P580 / P582 (only
  the current, preferred-rank head has a truthy claim) and P2124 member-count statements qualified by P585 point in
  time (where there are several, only the latest is preferred and truthy); people have P106 occupation, P19 place
  of birth and P569 / P570 (years, or a full date for Maximilian Lenz); two monasteries are both labelled
  "Marienthal Abbey" (a former Cistercian nunnery near Bamberg of 1251 and a Premonstratensian abbey near Namur of
  1640; told apart by descriptions, P131 and P611), and the abbess Jeanne Burgos led the Namur one, no monastery in
  Burgos.

The KGs, questions and gold answers were written once, before the system was run on them; every gold
set equals the answer of an equivalent SPARQL query (303 SPARQL checks run with pyoxigraph over the five
KGs: one per question, made-up question and pseudo graph, the unanswerable and made-up ones checked for the
absence of the fact or the name, plus eight on shared names, statement ranks and labels). "right" = the top
answer is gold; an empty gold set means the KG cannot answer and the right behaviour is no answer (three per
KG, each about an entity the KG has, asking for something it does not record: prices, staff and visitor
numbers, death dates where only births are kept, patrons, tessera counts, entrance fees, opening hours, sales,
weights, products, architects). Made-up questions (six per KG) name entities that do not exist (invented, or real
names recombined or altered) and must not be answered. The pseudo graphs (six one-hop and six two-hop per KG)
use relation words of their own, not the KG's predicate names or property labels.

    python bench/unseen_af.py [--json]
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import unseen
from unseen import OWL, RDF_TYPE, RDFS, SCHEMA, SKOS, XSD, _lit
from unseen_ac import WDE, Wikibase
from unseen_b import _typed
from unseen_g import Graph
from unseen_r import _bool

# ---- quarries (a quarry register with no labels: slugs in six styles, percent-encoded accents, parentheses,
# ---- OWL declarations, two class hierarchies) ---------------------------------------------------------------------
QY = "https://quarry-register.example.org/"
QYO = QY + "ont#"
CORVO_P, CORVO_M = "cava_del_corvo_(pietrasanta)", "cava_del_corvo_(massa)"
TROIS_FOSSES, COMBE_NOIRE = "carri%C3%A8re_des_trois_fosses", "carri%C3%A8re_de_la_combe_noire"
KOESEN, VICOSA, WUERZBURG = "Bad_K%C3%B6sen", "Vila_Vi%C3%A7osa", "W%C3%BCrzburg"
MUSCHELKALK = "k%C3%B6sener-muschelkalk"
HAEFNER, DECLERCQ = "konradH%C3%A4fner", "fran%C3%A7oisDeclercq"
SOIGNIES_SA, ALENTEJO = "Carri%C3%A8resDeSoigniesSA", "M%C3%A1rmoresDoAlentejoLda"
STADTHALLE, RIBEIRA = "Neue_Stadthalle_W%C3%BCrzburg", "Pal%C3%A1cio_da_Ribeira_Nova"
QY_CLASSES = {"Quarry": None, "OpenPitQuarry": "Quarry", "BenchQuarry": "OpenPitQuarry",
              "UndergroundQuarry": "Quarry", "SlateMine": "UndergroundQuarry", "Stone": None, "Marble": "Stone",
              "Limestone": "Stone", "Sandstone": "Stone", "Slate": "Stone", "Granite": "Stone", "Company": None,
              "Person": None, "Town": None, "Country": None, "Landmark": None}  # class: superclass
# property: (domain, range: a class for object properties, an XSD datatype otherwise)
QY_PROPERTIES = {"locatedIn": ("Quarry", "Town"), "inCountry": ("Town", "Country"),
                 "workedBy": ("Quarry", "Company"), "yieldsStone": ("Quarry", "Stone"),
                 "managedBy": ("Quarry", "Person"), "firstWorked": ("Quarry", "gYear"),
                 "depthM": ("Quarry", "decimal"), "annualOutputTonnes": ("Quarry", "integer"),
                 "active": ("Quarry", "boolean"), "lastInspected": ("Quarry", "date"),
                 "colour": ("Stone", "string"), "headOffice": ("Company", "Town"),
                 "established": ("Company", "gYear"), "birthYear": ("Person", "gYear"),
                 "birthTown": ("Person", "Town"), "builtFrom": ("Landmark", "Stone"),
                 "standsIn": ("Landmark", "Town"), "completed": ("Landmark", "gYear")}
QY_COUNTRIES = ["Italy", "Germany", "Belgium", "France", "Portugal", "United_Kingdom"]
QY_TOWNS = {"Pietrasanta": "Italy", "Massa": "Italy", "Baveno": "Italy", "Lucca": "Italy", "Miltenberg": "Germany",
            KOESEN: "Germany", WUERZBURG: "Germany", "Soignies": "Belgium", "Mons": "Belgium",
            "Comblanchien": "France", "Dijon": "France", "Estremoz": "Portugal", VICOSA: "Portugal",
            "Lisboa": "Portugal", "Blaenau_Ffestiniog": "United_Kingdom", "Cardiff": "United_Kingdom"}  # town: country
QY_STONES = {"bianco-corvo": ("Marble", "white"), "statuario-corvo": ("Marble", "white with grey veins"),
             "arabescato-massese": ("Marble", "white with dark veins"),
             "bardiglio-delle-gronde": ("Marble", "blue-grey"), "miltenberger-rotsandstein": ("Sandstone", "red"),
             MUSCHELKALK: ("Limestone", "yellow-grey"), "petit-granit-de-soignies": ("Limestone", "blue-black"),
             "pierre-de-comblanchien": ("Limestone", "beige"), "rosa-aurora-de-estremoz": ("Marble", "pink"),
             "creme-vila-vicosa": ("Marble", "cream"), "ffestiniog-blue-grey": ("Slate", "blue-grey"),
             "granito-rosa-alto": ("Granite", "pink")}  # stone: (class, colour)
QY_COMPANIES = {"MarmiVersiliaSpA": ("Pietrasanta", "1919"), "ApuanaEscavazioniSrl": ("Massa", "1948"),
                "MainsandsteinGmbH": ("Miltenberg", "1896"), "SaaleNatursteinAG": (KOESEN, "1991"),
                SOIGNIES_SA: ("Soignies", "1888"), "PierresDeBourgogneSARL": ("Dijon", "1962"),
                ALENTEJO: ("Estremoz", "1927"), "FfestiniogSlateCompany": ("Blaenau_Ffestiniog", "1839"),
                "GranitiDelVerbanoSrl": ("Baveno", "1903")}  # company: (head office, established)
QY_PEOPLE = {"ettoreMassa": ("1961", "Pietrasanta"), "liviaTognetti": ("1978", "Massa"),
             HAEFNER: ("1955", "Miltenberg"), DECLERCQ: ("1969", "Mons"), "odileMarchand": ("1974", "Dijon"),
             "ruiPalma": ("1950", "Estremoz"), "gwenllianPryce": ("1982", "Blaenau_Ffestiniog")}  # (born, born in)
# quarry: (class, town, company, stones, first worked, depth m, annual output t or None (closed), active,
#          manager or None, last inspected or None)
QY_QUARRIES = {
    CORVO_P: ("BenchQuarry", "Pietrasanta", "MarmiVersiliaSpA", ["bianco-corvo", "statuario-corvo"], "1821", "142.5",
              18000, True, "ettoreMassa", "2024-03-18"),
    CORVO_M: ("UndergroundQuarry", "Massa", "ApuanaEscavazioniSrl", ["arabescato-massese"], "1964", "88", 9500, True,
              "liviaTognetti", "2023-11-02"),
    "cava_le_gronde": ("BenchQuarry", "Massa", "ApuanaEscavazioniSrl", ["bardiglio-delle-gronde"], "1887", "96", None,
                       False, None, None),
    "steinbruch_am_roten_hang": ("OpenPitQuarry", "Miltenberg", "MainsandsteinGmbH", ["miltenberger-rotsandstein"],
                                 "1712", "38", 4200, True, HAEFNER, "2024-06-25"),
    "steinbruch_saalehang": ("OpenPitQuarry", KOESEN, "SaaleNatursteinAG", [MUSCHELKALK], "1856", "27.5", None, False,
                             None, None),
    TROIS_FOSSES: ("BenchQuarry", "Soignies", SOIGNIES_SA, ["petit-granit-de-soignies"], "1752", "115", 60000, True,
                   DECLERCQ, "2024-01-30"),
    COMBE_NOIRE: ("OpenPitQuarry", "Comblanchien", "PierresDeBourgogneSARL", ["pierre-de-comblanchien"], "1898", "54",
                  15000, True, "odileMarchand", "2023-09-14"),
    "pedreira_do_mouro": ("BenchQuarry", "Estremoz", ALENTEJO, ["rosa-aurora-de-estremoz"], "1931", "78", None, False,
                          None, None),
    "pedreira_da_lagoa_seca": ("BenchQuarry", VICOSA, ALENTEJO, ["creme-vila-vicosa"], "1958", "124", 22000, True,
                               "ruiPalma", "2024-05-07"),
    "chwarel_y_graig_ddu": ("SlateMine", "Blaenau_Ffestiniog", "FfestiniogSlateCompany", ["ffestiniog-blue-grey"],
                            "1839", "310", 5200, True, "gwenllianPryce", "2024-02-12"),
    "chwarel_bryn_glas": ("OpenPitQuarry", "Blaenau_Ffestiniog", "FfestiniogSlateCompany", ["ffestiniog-blue-grey"],
                          "1872", "65", None, False, None, None),
    "cava_di_montorfano_alto": ("BenchQuarry", "Baveno", "GranitiDelVerbanoSrl", ["granito-rosa-alto"], "1790", "71",
                                8000, True, None, "2023-07-19"),
}
# landmark: (stands in, built from, completed)
QY_LANDMARKS = {"Teatro_del_Giglio_Nuovo": ("Lucca", ["bianco-corvo"], "1932"),
                STADTHALLE: (WUERZBURG, ["miltenberger-rotsandstein"], "1928"),
                "Ancienne_Gare_de_Mons": ("Mons", ["petit-granit-de-soignies"], "1874"),
                "Halle_aux_Grains_de_Dijon": ("Dijon", ["pierre-de-comblanchien"], "1889"),
                RIBEIRA: ("Lisboa", ["rosa-aurora-de-estremoz", "creme-vila-vicosa"], "1952"),
                "Pierhead_Chambers": ("Cardiff", ["ffestiniog-blue-grey"], "1897")}


def _qy(kind: str, *names: str) -> set[str]:
    return {f"{QY}{kind}/{n}" for n in names}


def quarries_kg() -> str:
    """N-Triples of the quarry register (no labels anywhere)."""
    g = Graph()

    def typed(kind: str, name: str, cls: str) -> str:
        g.add(f"{QY}{kind}/{name}", RDF_TYPE, QYO + cls)
        return f"{QY}{kind}/{name}"

    def rel(s: str, p: str, kind: str, name: str) -> None:
        g.add(s, QYO + p, f"{QY}{kind}/{name}")

    for cls, sup in QY_CLASSES.items():
        g.add(QYO + cls, RDF_TYPE, OWL + "Class")
        if sup:
            g.add(QYO + cls, RDFS + "subClassOf", QYO + sup)
    for prop, (domain, rng) in QY_PROPERTIES.items():
        is_object = rng in QY_CLASSES
        g.add(QYO + prop, RDF_TYPE, OWL + ("ObjectProperty" if is_object else "DatatypeProperty"))
        g.add(QYO + prop, RDFS + "domain", QYO + domain)
        g.add(QYO + prop, RDFS + "range", (QYO if is_object else XSD) + rng)
    for name in QY_COUNTRIES:
        typed("country", name, "Country")
    for name, country in QY_TOWNS.items():
        rel(typed("town", name, "Town"), "inCountry", "country", country)
    for name, (cls, colour) in QY_STONES.items():
        g.add(typed("stone", name, cls), QYO + "colour", _lit(colour))
    for name, (office, established) in QY_COMPANIES.items():
        c = typed("company", name, "Company")
        rel(c, "headOffice", "town", office), g.add(c, QYO + "established", _typed(established, "gYear"))
    for name, (born, town) in QY_PEOPLE.items():
        p = typed("person", name, "Person")
        g.add(p, QYO + "birthYear", _typed(born, "gYear")), rel(p, "birthTown", "town", town)
    for name, fields in QY_QUARRIES.items():
        cls, town, company, stones, first, depth, output, active, manager, inspected = fields
        q = typed("quarry", name, cls)
        rel(q, "locatedIn", "town", town), rel(q, "workedBy", "company", company)
        for stone in stones:
            rel(q, "yieldsStone", "stone", stone)
        g.add(q, QYO + "firstWorked", _typed(first, "gYear")), g.add(q, QYO + "depthM", _typed(depth, "decimal"))
        if output:
            g.add(q, QYO + "annualOutputTonnes", _typed(output, "integer"))
        g.add(q, QYO + "active", _bool(active))
        if manager:
            rel(q, "managedBy", "person", manager)
        if inspected:
            g.add(q, QYO + "lastInspected", _typed(inspected, "date"))
    for name, (town, stones, completed) in QY_LANDMARKS.items():
        lm = typed("landmark", name, "Landmark")
        rel(lm, "standsIn", "town", town), g.add(lm, QYO + "completed", _typed(completed, "gYear"))
        for stone in stones:
            rel(lm, "builtFrom", "stone", stone)
    return g.text()


QUARRIES_QUESTIONS = [
    ("Which company runs the Cava le Gronde?", _qy("company", "ApuanaEscavazioniSrl")),
    ("Which quarries does the Ffestiniog Slate Company work?", _qy("quarry", "chwarel_y_graig_ddu",
                                                                   "chwarel_bryn_glas")),
    ("What stone comes out of the Pedreira do Mouro?", _qy("stone", "rosa-aurora-de-estremoz")),
    ("Where is Bianco Corvo quarried?", _qy("quarry", CORVO_P)),
    ("In which town is the Carrière de la Combe Noire?", _qy("town", "Comblanchien")),
    ("Which quarries are in Massa?", _qy("quarry", CORVO_M, "cava_le_gronde")),
    ("How deep is the Chwarel y Graig Ddu?", {"310"}),
    ("How many tonnes of stone does the Carrière des Trois Fosses produce each year?", {"60000"}),
    ("Since when has the Steinbruch am Roten Hang been worked?", {"1712"}),
    ("Is the Steinbruch Saalehang still in operation?", {"false"}),
    ("Which quarries have closed?", _qy("quarry", "cava_le_gronde", "steinbruch_saalehang", "pedreira_do_mouro",
                                        "chwarel_bryn_glas")),
    ("Which quarries are underground?", _qy("quarry", CORVO_M, "chwarel_y_graig_ddu")),
    ("Which bench quarries are there?", _qy("quarry", CORVO_P, "cava_le_gronde", TROIS_FOSSES, "pedreira_do_mouro",
                                            "pedreira_da_lagoa_seca", "cava_di_montorfano_alto")),
    ("What kind of quarry is the Chwarel y Graig Ddu?", {QYO + "SlateMine"}),
    ("Which marbles are there?", _qy("stone", "bianco-corvo", "statuario-corvo", "arabescato-massese",
                                     "bardiglio-delle-gronde", "rosa-aurora-de-estremoz", "creme-vila-vicosa")),
    ("What kind of stone is Petit Granit de Soignies?", {QYO + "Limestone"}),
    ("What colour is Bardiglio delle Gronde?", {"blue-grey"}),
    ("Which stones are pink?", _qy("stone", "rosa-aurora-de-estremoz", "granito-rosa-alto")),
    ("Who manages the Cava del Corvo in Massa?", _qy("person", "liviaTognetti")),
    ("Which quarry does Ettore Massa manage?", _qy("quarry", CORVO_P)),
    ("When was Konrad Häfner born?", {"1955"}),
    ("Where was François Declercq born?", _qy("town", "Mons")),
    ("Where is the Ffestiniog Slate Company based?", _qy("town", "Blaenau_Ffestiniog")),
    ("Which stone was the Ancienne Gare de Mons built with?", _qy("stone", "petit-granit-de-soignies")),
    ("Which is the deepest quarry?", _qy("quarry", "chwarel_y_graig_ddu")),
    ("Which quarry produces the most stone per year?", _qy("quarry", TROIS_FOSSES)),
    ("Which is the oldest quarry?", _qy("quarry", "steinbruch_am_roten_hang")),
    ("Which quarries were opened before 1800?", _qy("quarry", "steinbruch_am_roten_hang", TROIS_FOSSES,
                                                    "cava_di_montorfano_alto")),
    ("How many quarries are there in Portugal?", {"2"}),
    ("How many quarries does Apuana Escavazioni Srl run?", {"2"}),
    ("In which country is the Cava di Montorfano Alto?", _qy("country", "Italy")),
    ("Which quarries are in Germany?", _qy("quarry", "steinbruch_am_roten_hang", "steinbruch_saalehang")),
    ("Where is the company that runs the Pedreira da Lagoa Seca based?", _qy("town", "Estremoz")),
    ("Which quarries supplied the stone for the Palácio da Ribeira Nova?", _qy("quarry", "pedreira_do_mouro",
                                                                              "pedreira_da_lagoa_seca")),
    ("In which town was the manager of the Carrière de la Combe Noire born?", _qy("town", "Dijon")),
    ("When was the Chwarel y Graig Ddu last inspected?", {"2024-02-12"}),
    ("how deep is the pedreira da lagoa seca", {"124"}),
    ("Which stone comes from the Pedreira da Lagoa Secca?", _qy("stone", "creme-vila-vicosa")),  # misspelt: Seca
    ("How much does a tonne of Bianco Corvo cost?", set()),  # no prices
    ("How many workers does the Carrière des Trois Fosses employ?", set()),  # no staff numbers
    ("When did Rui Palma die?", set()),  # birth years only
]
QUARRIES_MADE_UP = ["Which company runs the Cava della Civetta?", "How deep is the Steinbruch am Schwarzen Hang?",
                    "Where was Livia Massa born?", "What stone comes out of the Carrière du Vieux Moulin?",
                    "When was Marmi Apuane Riunite founded?", "Which quarries produce Verde Corvo?"]
QUARRIES_GRAPHS = [
    ('[("Cava le Gronde", "extracted stone", ?x)]', _qy("stone", "bardiglio-delle-gronde")),
    ('[("Chwarel Bryn Glas", "opening year", ?x)]', {"1872"}),
    ('[(?x, "operator", "Ffestiniog Slate Company")]', _qy("quarry", "chwarel_y_graig_ddu", "chwarel_bryn_glas")),
    ('[("Odile Marchand", "year of birth", ?x)]', {"1974"}),
    ('[("Pedreira do Mouro", "depth in metres", ?x)]', {"78"}),
    ('[(?x, "town", "Vila Viçosa")]', _qy("quarry", "pedreira_da_lagoa_seca")),
    ('[("Steinbruch Saalehang", "operator", ?c), (?c, "founding year", ?x)]', {"1991"}),
    ('[("Cava di Montorfano Alto", "town", ?t), (?t, "nation", ?x)]', _qy("country", "Italy")),
    ('[(?q, "operator", "Apuana Escavazioni Srl"), (?q, "depth in metres", ?x)]', {"88", "96"}),
    ('[("Neue Stadthalle Würzburg", "made of", ?s), (?x, "extracted stone", ?s)]',
     _qy("quarry", "steinbruch_am_roten_hang")),
    ('[(?q, "site manager", "Gwenllian Pryce"), (?q, "tonnes per year", ?x)]', {"5200"}),
    ('[("Carrière de la Combe Noire", "site manager", ?p), (?p, "birthplace", ?x)]', _qy("town", "Dijon")),
]

# ---- mosaics (SKOS: code IRIs, English prefLabels plus prefLabels in Italian, Greek, Turkish, Spanish, French and
# ---- Arabic, some things named ONLY in another language with an English altLabel, a four-level skos:broader tree,
# ---- definitions, snake_case properties) --------------------------------------------------------------------------
MO = "https://mosaic-corpus.example.org/id/"
MOV = "https://mosaic-corpus.example.org/def/"
# concept: ({language: prefLabel}, English altLabels, …)
MO_COUNTRIES = {"ctry-it": ({"en": "Italy", "it": "Italia"}, []), "ctry-gr": ({"en": "Greece", "el": "Ελλάδα"}, []),
                "ctry-tr": ({"en": "Turkey", "tr": "Türkiye"}, ["Türkiye"]),
                "ctry-es": ({"en": "Spain", "es": "España"}, []),
                "ctry-tn": ({"en": "Tunisia", "fr": "Tunisie", "ar": "تونس"}, []),
                "ctry-jo": ({"en": "Jordan", "ar": "الأردن"}, []),
                "ctry-fr": ({"en": "France", "fr": "France"}, [])}
MO_CITIES = {"city-ravenna": ({"en": "Ravenna", "it": "Ravenna"}, [], "ctry-it"),
             "city-aquileia": ({"en": "Aquileia", "it": "Aquileia"}, [], "ctry-it"),
             "city-pella": ({"en": "Pella", "el": "Πέλλα"}, [], "ctry-gr"),
             "city-thessaloniki": ({"en": "Thessaloniki", "el": "Θεσσαλονίκη"}, ["Salonica"], "ctry-gr"),
             "city-gaziantep": ({"en": "Gaziantep", "tr": "Gaziantep"}, ["Antep"], "ctry-tr"),
             "city-merida": ({"en": "Mérida", "es": "Mérida"}, ["Merida", "Emerita Augusta"], "ctry-es"),
             "city-sousse": ({"en": "Sousse", "fr": "Sousse", "ar": "سوسة"}, [], "ctry-tn"),
             "city-madaba": ({"en": "Madaba", "ar": "مادبا"}, [], "ctry-jo")}  # city: (labels, aliases, country)
MO_TECHNIQUES = {
    "tech-mosaic": ({"en": "mosaic", "it": "mosaico", "el": "ψηφιδωτό", "fr": "mosaïque", "es": "mosaico"}, [], None),
    "tech-tessellated": ({"en": "tessellated mosaic", "it": "opus tessellatum"}, ["tessellatum"], "tech-mosaic"),
    "tech-vermiculatum": ({"en": "opus vermiculatum", "it": "opus vermiculatum"}, ["vermiculatum"],
                          "tech-tessellated"),
    "tech-wall": ({"en": "wall mosaic", "it": "mosaico parietale"}, ["vault mosaic", "opus musivum"],
                  "tech-tessellated"),
    "tech-bw": ({"en": "black-and-white mosaic", "it": "mosaico bianco e nero"}, ["bichrome mosaic"],
                "tech-tessellated"),
    "tech-sectile": ({"en": "opus sectile", "it": "opus sectile"}, ["inlay work"], "tech-mosaic"),
    "tech-pebble": ({"en": "pebble mosaic", "el": "βοτσαλωτό"}, [], "tech-mosaic"),
}  # technique: (labels, aliases, broader)
MO_SUBJECTS = {"subj-peacocks": ({"en": "peacocks", "it": "pavoni", "es": "pavos reales"}, []),
               "subj-dionysus": ({"en": "Dionysus", "el": "Διόνυσος", "it": "Dioniso"}, ["Bacchus"]),
               "subj-fishing": ({"en": "fishing scene", "it": "scena di pesca"}, []),
               "subj-lionhunt": ({"en": "lion hunt", "el": "κυνήγι λιονταριού"}, []),
               "subj-orpheus": ({"en": "Orpheus", "el": "Ορφέας", "tr": "Orfeus"}, []),
               "subj-map": ({"en": "map of the Holy Land", "ar": "خريطة الأرض المقدسة"}, ["map"]),
               "subj-horses": ({"en": "horses", "fr": "chevaux", "ar": "خيول"}, []),
               "subj-seasons": ({"en": "the four seasons", "es": "las cuatro estaciones"}, ["seasons"])}
MO_PEOPLE = {"arch-01": ({"en": "Giulia Ravenna", "it": "Giulia Ravenna"}, [], "ctry-it", "1931"),
             "arch-02": ({"en": "Nikos Vlachopoulos", "el": "Νίκος Βλαχόπουλος"}, [], "ctry-gr", "1922"),
             "arch-03": ({"en": "Ayşe Karadağ", "tr": "Ayşe Karadağ"}, ["Ayse Karadag"], "ctry-tr", "1961"),
             "arch-04": ({"en": "Fernando Olmedo", "es": "Fernando Olmedo"}, [], "ctry-es", "1934"),
             "arch-05": ({"en": "Henri Lacombe", "fr": "Henri Lacombe"}, [], "ctry-fr", "1874"),
             "arch-06": ({"en": "Rami Haddad", "ar": "رامي حداد"}, [], "ctry-jo",
                         "1948")}  # archaeologist: (labels, aliases, nationality, born)
MO_MUSEUMS = {"mus-01": ({"en": "Classense Mosaic Museum", "it": "Museo Classense del Mosaico"}, [], "city-ravenna"),
              "mus-02": ({"en": "Archaeological Museum of Pella", "el": "Αρχαιολογικό Μουσείο Πέλλας"}, [],
                         "city-pella"),
              "mus-03": ({"en": "Zeugma Mosaic Museum", "tr": "Zeugma Mozaik Müzesi"}, [], "city-gaziantep"),
              "mus-04": ({"en": "National Museum of Roman Art", "es": "Museo Nacional de Arte Romano"}, [],
                         "city-merida"),
              "mus-05": ({"en": "Sousse Archaeological Museum", "fr": "Musée archéologique de Sousse",
                          "ar": "متحف سوسة الأثري"}, [], "city-sousse")}  # museum: (labels, aliases, city)
MO_SITES = {"site-01": ({"en": "House of the Peacocks", "it": "Domus dei Pavoni"}, [], "city-ravenna"),
            "site-02": ({"en": "Oratory of San Vitalino", "it": "Oratorio di San Vitalino"}, [], "city-ravenna"),
            "site-03": ({"en": "Villa of the Fishermen", "it": "Villa dei Pescatori"}, [], "city-aquileia"),
            "site-04": ({"el": "Οικία των Γρυπών"}, ["House of the Griffins"], "city-pella"),
            "site-05": ({"en": "Chapel of Saint Kyriaki", "el": "Παρεκκλήσι της Αγίας Κυριακής"}, [],
                        "city-thessaloniki"),
            "site-06": ({"en": "North Terrace Villa", "tr": "Kuzey Teras Villası"}, [], "city-gaziantep"),
            "site-07": ({"en": "House of the Northern Amphitheatre", "es": "Casa del Anfiteatro Norte"}, [],
                        "city-merida"),
            "site-08": ({"en": "Villa of the Horse-Breeders", "fr": "Villa des Éleveurs de Chevaux",
                         "ar": "فيلا مربي الخيول"}, [], "city-sousse"),
            "site-09": ({"en": "Church of the Twelve Stones", "ar": "كنيسة الأحجار الاثني عشر"}, [],
                        "city-madaba")}  # site: (labels, aliases, city)
# mosaic: (labels, aliases, definition or None, technique, site, museum or None (in situ), discoverer or None,
#          year discovered or None, approximate year made (negative: BC), area m², subjects, last restored or None)
MO_MOSAICS = {
    "mos-01": ({"en": "Peacock Pavement", "it": "Pavimento dei Pavoni"}, [],
               "floor mosaic of two peacocks from the House of the Peacocks, Ravenna", "tech-tessellated", "site-01",
               "mus-01", "arch-01", "1968", 430, "24.5", ["subj-peacocks"], "2018-03-12"),
    "mos-02": ({"en": "Good Shepherd Lunette", "it": "Lunetta del Buon Pastore"}, [], None, "tech-wall", "site-02",
               None, None, None, 450, "6.8", [], "2009-06-15"),
    "mos-03": ({"it": "Mosaico dei Pescatori"}, ["Fishermen Mosaic"], None, "tech-tessellated", "site-03", None,
               "arch-01", "1953", 320, "41", ["subj-fishing"], None),
    "mos-04": ({"en": "Lion Hunt Mosaic", "el": "Ψηφιδωτό του κυνηγιού λιονταριού"}, [], None, "tech-pebble",
               "site-04", "mus-02", "arch-02", "1957", -310, "11.2", ["subj-lionhunt"], None),
    "mos-05": ({"el": "Διόνυσος επί πάνθηρος"}, ["Dionysus on a Panther"], None, "tech-pebble", "site-04", "mus-02",
               "arch-02", "1958", -300, "9.5", ["subj-dionysus"], None),
    "mos-06": ({"en": "Kyriaki Vault", "el": "Θόλος της Αγίας Κυριακής"}, [], None, "tech-wall", "site-05", None,
               None, None, 540, "18", [], "2016-10-03"),
    "mos-07": ({"en": "Orpheus and the Beasts", "tr": "Orfeus ve Hayvanlar"}, [], None, "tech-vermiculatum",
               "site-06", "mus-03", "arch-03", "2000", 210, "14.6", ["subj-orpheus"], None),
    "mos-08": ({"tr": "Okyanus ve Tethys Mozaiği"}, ["Oceanus and Tethys"], None, "tech-vermiculatum", "site-06",
               "mus-03", "arch-03", "2000", 200, "7.4", [], None),
    "mos-09": ({"en": "Four Seasons Pavement", "es": "Pavimento de las Cuatro Estaciones"}, [], None,
               "tech-tessellated", "site-07", "mus-04", "arch-04", "1972", 330, "36", ["subj-seasons"], None),
    "mos-10": ({"en": "Athletes Floor", "es": "Suelo de los Atletas"}, [], None, "tech-bw", "site-07", None,
               "arch-04", "1975", 150, "52", [], None),
    "mos-11": ({"en": "Horse Breeders' Mosaic", "fr": "Mosaïque des éleveurs de chevaux", "ar": "فسيفساء مربي الخيول"},
               [], None, "tech-tessellated", "site-08", "mus-05", "arch-05", "1911", 260, "19.8", ["subj-horses"],
               None),
    "mos-12": ({"en": "Triumph of Neptune", "fr": "Triomphe de Neptune"}, [], None, "tech-vermiculatum", "site-08",
               "mus-05", "arch-05", "1913", 240, "28.3", [], None),
    "mos-13": ({"ar": "خريطة الأحجار الاثني عشر"}, ["Twelve Stones Map"], None, "tech-tessellated", "site-09", None,
               "arch-06", "1986", 570, "15.5", ["subj-map"], "2011-04-20"),
    "mos-14": ({"en": "Porphyry Sectile Floor", "it": "Pavimento in opus sectile di porfido"}, [], None,
               "tech-sectile", "site-02", None, None, None, 460, "12", [], None),
    "mos-15": ({"en": "Peacock Pavement", "es": "Pavimento de los Pavos Reales"}, [],
               "floor mosaic of a peacock with a fanned tail from the House of the Northern Amphitheatre, Mérida",
               "tech-tessellated", "site-07", "mus-04", "arch-04", "1972", 340, "8.2", ["subj-peacocks"], None),
}
MO_TABLES = (MO_COUNTRIES, MO_CITIES, MO_TECHNIQUES, MO_SUBJECTS, MO_PEOPLE, MO_MUSEUMS, MO_SITES, MO_MOSAICS)


def _mo(*ids: str) -> set[str]:
    return {MO + i for i in ids}


def _moe(key: str) -> set[str]:
    """One concept as gold: its IRI, its prefLabels and its altLabels."""
    table = next(t for t in MO_TABLES if key in t)
    return _mo(key) | set(table[key][0].values()) | set(table[key][1])


def mosaics_kg() -> str:
    """N-Triples of the mosaic corpus (SKOS)."""
    g = Graph()

    def concept(key: str, cls: str, labels: dict, aliases: list) -> str:
        g.add(MO + key, RDF_TYPE, SKOS + "Concept"), g.add(MO + key, RDF_TYPE, MOV + cls)
        for lang, label in labels.items():
            g.add(MO + key, SKOS + "prefLabel", _lit(label, lang))
        for alias in aliases:
            g.add(MO + key, SKOS + "altLabel", _lit(alias, "en"))
        return MO + key

    scheme = MO + "techniques"
    g.add(scheme, RDF_TYPE, SKOS + "ConceptScheme"), g.add(scheme, SKOS + "prefLabel", _lit("Mosaic techniques", "en"))
    for key, (labels, aliases) in MO_COUNTRIES.items():
        concept(key, "Country", labels, aliases)
    for key, (labels, aliases, country) in MO_CITIES.items():
        g.add(concept(key, "City", labels, aliases), MOV + "in_country", MO + country)
    for key, (labels, aliases, broader) in MO_TECHNIQUES.items():
        t = concept(key, "Technique", labels, aliases)
        g.add(t, SKOS + "inScheme", scheme)
        if broader:
            g.add(t, SKOS + "broader", MO + broader)
        else:
            g.add(scheme, SKOS + "hasTopConcept", t), g.add(t, SKOS + "topConceptOf", scheme)
    for key, (labels, aliases) in MO_SUBJECTS.items():
        concept(key, "Subject", labels, aliases)
    for key, (labels, aliases, nationality, born) in MO_PEOPLE.items():
        a = concept(key, "Archaeologist", labels, aliases)
        g.add(a, MOV + "nationality", MO + nationality), g.add(a, MOV + "birth_year", _typed(born, "gYear"))
    for key, (labels, aliases, city) in MO_MUSEUMS.items():
        g.add(concept(key, "Museum", labels, aliases), MOV + "in_city", MO + city)
    for key, (labels, aliases, city) in MO_SITES.items():
        g.add(concept(key, "Site", labels, aliases), MOV + "in_city", MO + city)
    for key, fields in MO_MOSAICS.items():
        (labels, aliases, definition, technique, site, museum, discoverer, discovered, made, area, subjects,
         restored) = fields
        m = concept(key, "Mosaic", labels, aliases)
        if definition:
            g.add(m, SKOS + "definition", _lit(definition, "en"))
        g.add(m, MOV + "technique", MO + technique), g.add(m, MOV + "found_at", MO + site)
        if museum:
            g.add(m, MOV + "kept_in", MO + museum)
        g.add(m, MOV + "in_situ", _bool(museum is None))
        if discoverer:
            g.add(m, MOV + "discovered_by", MO + discoverer)
            g.add(m, MOV + "discovery_year", _typed(discovered, "gYear"))
        g.add(m, MOV + "approx_year", _typed(made, "integer")), g.add(m, MOV + "area_m2", _typed(area, "decimal"))
        for subject in subjects:
            g.add(m, MOV + "depicts", MO + subject)
        if restored:
            g.add(m, MOV + "last_restored", _typed(restored, "date"))
    return g.text()


MOSAICS_QUESTIONS = [
    ("Who discovered the Fishermen Mosaic?", _moe("arch-01")),
    ("Which mosaics did Giulia Ravenna discover?", _mo("mos-01", "mos-03")),
    ("Which mosaics come from the House of the Griffins?", _mo("mos-04", "mos-05")),
    ("Where is the Lion Hunt Mosaic kept today?", _moe("mus-02")),
    ("Which mosaics does the Zeugma Mosaic Museum hold?", _mo("mos-07", "mos-08")),
    ("Where was the Orpheus and the Beasts mosaic unearthed?", _moe("site-06")),
    ("When was the Horse Breeders' Mosaic discovered?", {"1911"}),
    ("How large is the Four Seasons Pavement?", {"36"}),
    ("Roughly when was the Twelve Stones Map made?", {"570"}),
    ("Is the Kyriaki Vault still where it was made?", {"true"}),
    ("Which mosaics can still be seen where they were laid?", _mo("mos-02", "mos-03", "mos-06", "mos-10", "mos-13",
                                                                  "mos-14")),
    ("What technique was used for the Porphyry Sectile Floor?", _moe("tech-sectile")),
    ("Which pebble mosaics are there?", _mo("mos-04", "mos-05")),
    ("Which mosaics are tessellated?", _mo("mos-01", "mos-02", "mos-03", "mos-06", "mos-07", "mos-08", "mos-09",
                                           "mos-10", "mos-11", "mos-12", "mos-13", "mos-15")),
    ("What is opus vermiculatum a kind of?", _moe("tech-tessellated")),
    ("Which mosaics show peacocks?", _mo("mos-01", "mos-15")),
    ("What does the Dionysus on a Panther show?", _moe("subj-dionysus")),
    ("What is the Italian name of the Fishermen Mosaic?", {"Mosaico dei Pescatori"}),
    ("What is the House of the Griffins called in Greek?", {"Οικία των Γρυπών"}),
    ("When was Ayşe Karadağ born?", {"1961"}),
    ("What nationality is Henri Lacombe?", _moe("ctry-fr")),
    ("In which city is the Archaeological Museum of Pella?", _moe("city-pella")),
    ("Which is the largest mosaic?", _moe("mos-10")),
    ("Which is the oldest mosaic?", _moe("mos-04")),
    ("Which mosaics were discovered before 1950?", _mo("mos-11", "mos-12")),
    ("How many mosaics are there in the Sousse Archaeological Museum?", {"2"}),
    ("How many mosaics did Fernando Olmedo discover?", {"3"}),
    ("In which country was the Good Shepherd Lunette made?", _moe("ctry-it")),
    ("Which mosaics come from Spain?", _mo("mos-09", "mos-10", "mos-15")),
    ("Which mosaics were unearthed in Thessaloniki?", _mo("mos-06")),
    ("Who discovered the mosaics now kept in the National Museum of Roman Art?", _moe("arch-04")),
    ("Which mosaics did Greek archaeologists discover?", _mo("mos-04", "mos-05")),
    ("When was the Peacock Pavement in Mérida discovered?", {"1972"}),
    ("Where is the Peacock Pavement from Ravenna kept?", _moe("mus-01")),
    ("When was the Good Shepherd Lunette last restored?", {"2009-06-15"}),
    ("In which city is the Church of the Twelve Stones?", _moe("city-madaba")),
    ("who discovered the orpheus and the beasts mosaic", _moe("arch-03")),
    ("Who discovered the Dionysus on a Panter?", _moe("arch-02")),  # misspelt: Panther
    ("Who commissioned the Peacock Pavement in Ravenna?", set()),  # no patrons
    ("How many tesserae does the Lion Hunt Mosaic have?", set()),  # no tessera counts
    ("What is the entrance fee of the Zeugma Mosaic Museum?", set()),  # no prices
]
MOSAICS_MADE_UP = ["Who discovered the Mosaic of the Three Graces?", "Where is the Dolphin Pavement kept?",
                   "When was Nikos Karadağ born?", "Which mosaics come from the Villa of the Musicians?",
                   "Which mosaics does the Antioch Mosaic Museum hold?", "How large is the Triumph of Bacchus?"]
MOSAICS_GRAPHS = [
    ('[("Triumph of Neptune", "unearthed by", ?x)]', _moe("arch-05")),
    ('[("Twelve Stones Map", "year excavated", ?x)]', {"1986"}),
    ('[(?x, "museum", "Classense Mosaic Museum")]', _mo("mos-01")),
    ('[("Suelo de los Atletas", "floor area", ?x)]', {"52"}),
    ('[("Rami Haddad", "born", ?x)]', {"1948"}),
    ('[(?x, "excavation site", "Villa dei Pescatori")]', _moe("mos-03")),
    ('[("Oceanus and Tethys", "museum", ?m), (?m, "city", ?x)]', _moe("city-gaziantep")),
    ('[("Kyriaki Vault", "excavation site", ?s), (?s, "city", ?x)]', _moe("city-thessaloniki")),
    ('[(?m, "unearthed by", "Henri Lacombe"), (?m, "floor area", ?x)]', {"19.8", "28.3"}),
    ('[("Lion Hunt Mosaic", "unearthed by", ?p), (?p, "citizen of", ?x)]', _moe("ctry-gr")),
    ('[(?m, "style", "pebble mosaic"), (?m, "museum", ?x)]', _moe("mus-02")),
    ('[("Church of the Twelve Stones", "city", ?c), (?c, "nation", ?x)]', _moe("ctry-jo")),
]

# ---- bookshops (schema.org: numeric and ISBN IRIs, schema:name with schema:alternateName, events tying authors,
# ---- books and shops, two shops of the same name) ---------------------------------------------------------------
BK = "https://indie-bookshops.example.com/"
BK_COUNTRIES = {"united-kingdom": ("United Kingdom", ["UK"]), "ireland": ("Ireland", ["Éire"]),
                "netherlands": ("Netherlands", ["Nederland"]), "canada": ("Canada", []),
                "new-zealand": ("New Zealand", ["Aotearoa"]), "norway": ("Norway", ["Norge"])}
BK_CITIES = {"edinburgh": ("Edinburgh", ["Dùn Èideann"], "united-kingdom"),
             "hay-on-wye": ("Hay-on-Wye", ["Hay", "Y Gelli Gandryll"], "united-kingdom"),
             "galway": ("Galway", ["Gaillimh"], "ireland"), "utrecht": ("Utrecht", [], "netherlands"),
             "halifax": ("Halifax", ["Halifax, Nova Scotia"], "canada"),
             "dunedin": ("Dunedin", ["Ōtepoti"], "new-zealand"),
             "bergen": ("Bergen", [], "norway")}  # city: (name, alternate names, country)
# person: (name, alternate names, birth date or None, birthplace or None, nationality or None)
BK_PEOPLE = {"301": ("Morag Lennie", [], "1949-07-03", None, None),
             "302": ("Callum Brodie", [], "1980-12-12", None, None), "303": ("Rhodri Vaughan", [], None, None, None),
             "304": ("Siobhán Keane", ["Siobhan Keane"], None, None, None),
             "305": ("Anne-Marie Leblanc", [], None, None, None),
             "306": ("Ingrid Sæther", ["Ingrid Saether"], None, None, None),
             "307": ("Eleanor Hay", [], "1961-01-25", "edinburgh", None),
             "401": ("Isla MacAskill", [], "1964-02-19", "edinburgh", "united-kingdom"),
             "402": ("Ciarán Ó Dálaigh", ["Ciaran O'Daly"], "1971-07-30", "galway", "ireland"),
             "403": ("Femke Aalders", [], "1982-12-05", "utrecht", "netherlands"),
             "404": ("Malik Desrosiers", [], "1958-03-11", "halifax", "canada"),
             "405": ("Hine Tawhiri", [], "1990-09-23", "dunedin", "new-zealand"),
             "406": ("Solveig Lunde", [], "1949-05-02", "bergen", "norway")}
# bookshop: (name, alternate names, description or None, city, founded, founder or None, employees, award or None)
BK_STORES = {
    "101": ("The Inkwell & Thistle", ["Inkwell and Thistle"], None, "edinburgh", "1987-04-11", "301", 9,
            "Scottish Bookshop of the Year 2019"),
    "102": ("Broad Street Books", [], None, "edinburgh", "2011-09-01", "302", 4, None),
    "103": ("The Chapel Bookshop", ["Chapel Books"], None, "hay-on-wye", "1972-06-20", "303", 6,
            "Hay Independent Bookseller Prize 2015"),
    "104": ("Corrib Lane Books", ["Leabhair Lána na Coirbe"], None, "galway", "1995-03-17", "304", 7, None),
    "105": ("Boekhandel De Vleugel", ["De Vleugel"], None, "utrecht", "1958-10-02", None, 12, None),
    "106": ("Harbourfront Books", [], None, "halifax", "2003-05-24", "305", 5, None),
    "107": ("Kōwhai Books", ["Kowhai Books"], None, "dunedin", "2015-11-07", None, 3,
            "New Zealand Bookshop of the Year 2022"),
    "108": ("Bryggen Bokhandel", ["Bryggen Bookshop"], None, "bergen", "1921-08-15", "306", 8, None),
    "109": ("Paper Lantern Books", [], "second-hand and new books on Leith Walk, Edinburgh", "edinburgh", "2018-02-14",
            "302", 2, None),
    "110": ("Paper Lantern Books", [], "children's bookshop on Barrington Street, Halifax, Nova Scotia", "halifax",
            "1999-09-09", "307", 6, None),
}
BK_PUBLISHERS = {"saltire-press": ("Saltire Press", [], "edinburgh", "1978"),
                 "tidewater-editions": ("Tidewater Editions", [], "halifax", "1990"),
                 "lindeboom": ("Uitgeverij Lindeboom", ["Lindeboom"], "utrecht", "1946"),
                 "fjellrev": ("Fjellrev Forlag", [], "bergen", "1961")}  # publisher: (name, alternates, city, founded)
BK_BOOKS = {  # ISBN: (name, alternate names, author, publisher, published, pages)
    "9781906512301": ("The Salt Road North", [], "401", "saltire-press", "2016", 342),
    "9781906512417": ("Low Tide at Claddagh", [], "402", "saltire-press", "2019", 288),
    "9789056371128": ("De Glazen Tuin", ["The Glass Garden"], "403", "lindeboom", "2021", 256),
    "9781771082954": ("Lobster Light", [], "404", "tidewater-editions", "2008", 410),
    "9781771085306": ("Southerly", [], "405", "tidewater-editions", "2023", 198),
    "9788230201465": ("Vinterhavn", ["Winter Harbour"], "406", "fjellrev", "1994", 376),
    "9781906512530": ("The Thistle Ledger", [], "401", "saltire-press", "2022", 301),
}
BK_EVENTS = {  # event: (name, bookshop, author, book, date)
    "e-20160512": ("Launch of The Salt Road North", "101", "401", "9781906512301", "2016-05-12"),
    "e-20191003": ("An Evening with Ciarán Ó Dálaigh", "104", "402", "9781906512417", "2019-10-03"),
    "e-20210326": ("Launch of De Glazen Tuin", "105", "403", "9789056371128", "2021-03-26"),
    "e-20080719": ("Lobster Light Reading", "106", "404", "9781771082954", "2008-07-19"),
    "e-20230831": ("Southerly Launch", "107", "405", "9781771085306", "2023-08-31"),
    "e-20241114": ("Vinterhavn 30th Anniversary Reading", "108", "406", "9788230201465", "2024-11-14"),
    "e-20220528": ("The Thistle Ledger at Hay", "103", "401", "9781906512530", "2022-05-28"),
    "e-20191121": ("Low Tide at Claddagh: an Edinburgh Reading", "109", "402", "9781906512417", "2019-11-21"),
}
BK_NAMES = {"country": BK_COUNTRIES, "city": BK_CITIES, "person": BK_PEOPLE, "store": BK_STORES,
            "publisher": BK_PUBLISHERS, "isbn": BK_BOOKS, "event": BK_EVENTS}


def _bk(kind: str, *keys: str) -> set[str]:
    return {f"{BK}{kind}/{k}" for k in keys}


def _bke(kind: str, key: str) -> set[str]:
    """One named thing as gold: its IRI, its name and its alternate names."""
    row = BK_NAMES[kind][key]
    return _bk(kind, key) | {row[0]} | (set(row[1]) if kind != "event" else set())


def bookshops_kg() -> str:
    """N-Triples of the independent-bookshop guide (schema.org)."""
    g = Graph()

    def thing(kind: str, key: str, cls: str) -> str:
        s = f"{BK}{kind}/{key}"
        row = BK_NAMES[kind][key]
        g.add(s, RDF_TYPE, SCHEMA + cls), g.add(s, SCHEMA + "name", _lit(row[0]))
        for alias in row[1] if kind != "event" else []:
            g.add(s, SCHEMA + "alternateName", _lit(alias))
        return s

    for key in BK_COUNTRIES:
        thing("country", key, "Country")
    for key, (_, _, country) in BK_CITIES.items():
        g.add(thing("city", key, "City"), SCHEMA + "containedInPlace", f"{BK}country/{country}")
    for key, (_, _, born, birthplace, nationality) in BK_PEOPLE.items():
        p = thing("person", key, "Person")
        if born:
            g.add(p, SCHEMA + "birthDate", _typed(born, "date"))
        if birthplace:
            g.add(p, SCHEMA + "birthPlace", f"{BK}city/{birthplace}")
        if nationality:
            g.add(p, SCHEMA + "nationality", f"{BK}country/{nationality}")
    for key, (_, _, description, city, founded, founder, employees, award) in BK_STORES.items():
        s = thing("store", key, "BookStore")
        if description:
            g.add(s, SCHEMA + "description", _lit(description))
        g.add(s, SCHEMA + "location", f"{BK}city/{city}"), g.add(s, SCHEMA + "foundingDate", _typed(founded, "date"))
        if founder:
            g.add(s, SCHEMA + "founder", f"{BK}person/{founder}")
        g.add(s, SCHEMA + "numberOfEmployees", _typed(employees, "integer"))
        if award:
            g.add(s, SCHEMA + "award", _lit(award))
    for key, (_, _, city, founded) in BK_PUBLISHERS.items():
        o = thing("publisher", key, "Organization")
        g.add(o, SCHEMA + "location", f"{BK}city/{city}"), g.add(o, SCHEMA + "foundingDate", _typed(founded, "gYear"))
    for key, (_, _, author, publisher, published, pages) in BK_BOOKS.items():
        b = thing("isbn", key, "Book")
        g.add(b, SCHEMA + "author", f"{BK}person/{author}")
        g.add(b, SCHEMA + "publisher", f"{BK}publisher/{publisher}")
        g.add(b, SCHEMA + "datePublished", _typed(published, "gYear"))
        g.add(b, SCHEMA + "numberOfPages", _typed(pages, "integer")), g.add(b, SCHEMA + "isbn", _lit(key))
    for key, (_, store, author, book, day) in BK_EVENTS.items():
        e = thing("event", key, "Event")
        g.add(e, SCHEMA + "location", f"{BK}store/{store}"), g.add(e, SCHEMA + "performer", f"{BK}person/{author}")
        g.add(e, SCHEMA + "about", f"{BK}isbn/{book}"), g.add(e, SCHEMA + "startDate", _typed(day, "date"))
    return g.text()


BOOKSHOPS_QUESTIONS = [
    ("Who founded The Inkwell & Thistle?", _bke("person", "301")),
    ("Which bookshops did Callum Brodie start?", _bk("store", "102", "109")),
    ("Which bookshops did Eleanor Hay found?", _bke("store", "110")),
    ("Which bookshops are in Edinburgh?", _bk("store", "101", "102", "109")),
    ("In which city is Corrib Lane Books?", _bke("city", "galway")),
    ("When was Bryggen Bokhandel founded?", {"1921-08-15"}),
    ("How many people work at Boekhandel De Vleugel?", {"12"}),
    ("Which award did Kōwhai Books win?", {"New Zealand Bookshop of the Year 2022"}),
    ("Who wrote Lobster Light?", _bke("person", "404")),
    ("Which books did Isla MacAskill write?", _bk("isbn", "9781906512301", "9781906512530")),
    ("Who published The Glass Garden?", _bke("publisher", "lindeboom")),
    ("Which books did Saltire Press publish?", _bk("isbn", "9781906512301", "9781906512417", "9781906512530")),
    ("When did Vinterhavn come out?", {"1994"}),
    ("How many pages does Southerly have?", {"198"}),
    ("Where was Femke Aalders born?", _bke("city", "utrecht")),
    ("When was Malik Desrosiers born?", {"1958-03-11"}),
    ("What nationality is Solveig Lunde?", _bke("country", "norway")),
    ("Where is Tidewater Editions based?", _bke("city", "halifax")),
    ("Which bookshop hosted the launch of De Glazen Tuin?", _bke("store", "105")),
    ("When did Solveig Lunde read at Bryggen Bokhandel?", {"2024-11-14"}),
    ("Who gave a reading at Corrib Lane Books?", _bke("person", "402")),
    ("Which authors have read at Paper Lantern Books in Edinburgh?", _bke("person", "402")),
    ("Which events took place at The Chapel Bookshop?", _bke("event", "e-20220528")),
    ("Which is the oldest bookshop?", _bke("store", "108")),
    ("Which bookshop has the most staff?", _bke("store", "105")),
    ("Which is the longest book?", _bke("isbn", "9781771082954")),
    ("Which books were published before 2010?", _bk("isbn", "9781771082954", "9788230201465")),
    ("How many bookshops are there in Halifax?", {"2"}),
    ("How many books has Tidewater Editions published?", {"2"}),
    ("In which country is Kōwhai Books?", _bke("country", "new-zealand")),
    ("Which bookshops are in Canada?", _bk("store", "106", "110")),
    ("Where was the author of Low Tide at Claddagh born?", _bke("city", "galway")),
    ("Which books were written by Norwegian authors?", _bke("isbn", "9788230201465")),
    ("When was the publisher of Vinterhavn founded?", {"1961"}),
    ("When was Paper Lantern Books in Halifax founded?", {"1999-09-09"}),
    ("How many staff does Paper Lantern Books in Edinburgh have?", {"2"}),
    ("who wrote the salt road north", _bke("person", "401")),
    ("When was Harbourfront Boks founded?", {"2003-05-24"}),  # misspelt: Books
    ("What are the opening hours of Broad Street Books?", set()),  # no opening hours
    ("How much does Lobster Light cost?", set()),  # no prices
    ("How many copies of Southerly have been sold?", set()),  # no sales figures
]
BOOKSHOPS_MADE_UP = ["Who founded Thistle & Quill Books?", "When was Boekhandel Het Anker founded?",
                     "Who wrote The Lantern Keeper's Daughter?", "Where was Morag Desrosiers born?",
                     "Which bookshops are in Lindisfarne?", "How many pages does Harbour of Ghosts have?"]
BOOKSHOPS_GRAPHS = [
    ('[("Broad Street Books", "set up by", ?x)]', _bke("person", "302")),
    ('[("Low Tide at Claddagh", "writer", ?x)]', _bke("person", "402")),
    ('[(?x, "publishing house", "Fjellrev Forlag")]', _bke("isbn", "9788230201465")),
    ('[("Boekhandel De Vleugel", "staff count", ?x)]', {"12"}),
    ('[("Hine Tawhiri", "date of birth", ?x)]', {"1990-09-23"}),
    ('[("The Thistle Ledger", "page count", ?x)]', {"301"}),
    ('[("Southerly", "writer", ?a), (?a, "home country", ?x)]', _bke("country", "new-zealand")),
    ('[("De Glazen Tuin", "publishing house", ?p), (?p, "town", ?x)]', _bke("city", "utrecht")),
    ('[(?b, "writer", "Isla MacAskill"), (?b, "year published", ?x)]', {"2016", "2022"}),
    ('[(?e, "venue", "Bryggen Bokhandel"), (?e, "guest author", ?x)]', _bke("person", "406")),
    ('[("Harbourfront Books", "town", ?c), (?c, "nation", ?x)]', _bke("country", "canada")),
    ('[(?b, "publishing house", "Saltire Press"), (?b, "page count", ?x)]', {"342", "288", "301"}),
]

# ---- kennels (a W3C Direct Mapping export: row IRIs, Table#column properties, ref- foreign keys including two
# ---- self-references (sire, dam), a join table with a composite key, names in `name` / `title` columns) -------------
KN = "http://kennel-club.example.org/db/"
KN_COUNTRIES = {1: ("United Kingdom",), 2: ("Ireland",), 3: ("Norway",), 4: ("Italy",), 5: ("Finland",)}
KN_PEOPLE = {1: ("Margaret Ashdown", "Keswick", 1, False), 2: ("Declan Furey", "Kilkenny", 2, False),
             3: ("Ragnhild Østby", "Hamar", 3, False), 4: ("Chiara Benedetti", "Faenza", 4, False),
             5: ("Aila Korhonen", "Rovaniemi", 5, True), 6: ("Hugh Penrose", "Truro", 1, True),
             7: ("Sinéad Malone", "Cork", 2, True)}  # person: (name, town, country, licensed judge)
KN_KENNELS = {1: ("Fellside Kennel", 1979, 1, 1), 2: ("Slievenamon Hounds", 1991, 2, 2),
              3: ("Elgfjell Kennel", 1985, 3, 3), 4: ("Allevamento del Lamone", 2004, 4, 4),
              5: ("Tunturin Kennel", 2010, 5, 5),
              6: ("Penwith Shelties", 1996, 6, 1)}  # kennel: (name, founded, owner, country)
KN_BREEDS = {1: ("Border Collie", 1, 1), 2: ("Irish Wolfhound", 10, 2), 3: ("Norwegian Elkhound", 5, 3),
             4: ("Lagotto Romagnolo", 8, 4), 5: ("Shetland Sheepdog", 1, 1),
             6: ("Finnish Lapphund", 5, 5)}  # breed: (name, FCI group, country of origin)
# dog: (registered name, call name, sex, born, height cm, champion, breed, kennel, sire or None, dam or None)
KN_DOGS = {
    1: ("Fellside Hazel Brae", "Hazel", "F", "2015-03-02", "51.5", True, 1, 1, None, None),
    2: ("Fellside Rowan Ghyll", "Rowan", "M", "2014-08-19", "54", True, 1, 1, None, None),
    3: ("Fellside Morning Mist", "Misty", "F", "2019-05-10", "52", False, 1, 1, 2, 1),
    4: ("Fellside Wild Thyme", "Thyme", "M", "2021-04-22", "55.5", False, 1, 1, 2, 1),
    5: ("Slievenamon Bran", "Bran", "M", "2016-01-30", "86.5", True, 2, 2, None, None),
    6: ("Slievenamon Órla", "Orla", "F", "2017-06-14", "79", True, 2, 2, None, None),
    7: ("Slievenamon Fionn", "Fionn", "M", "2020-11-03", "84", False, 2, 2, 5, 6),
    8: ("Elgfjell Bjørn", "Bjørn", "M", "2016-09-09", "52", True, 3, 3, None, None),
    9: ("Elgfjell Tiril", "Tiril", "F", "2018-02-27", "49", False, 3, 3, None, None),
    10: ("Elgfjell Varg", "Varg", "M", "2022-03-15", "51", False, 3, 3, 8, 9),
    11: ("Lamone Tartufo", "Tartufo", "M", "2017-10-05", "46.5", True, 4, 4, None, None),
    12: ("Lamone Nocciola", "Nocciola", "F", "2020-07-21", "42", False, 4, 4, 11, None),
    13: ("Tunturin Revontuli", "Revo", "F", "2019-12-12", "45", True, 6, 5, None, None),
    14: ("Penwith Blue Shadow", "Shadow", "M", "2018-04-04", "37", True, 5, 6, None, None),
    15: ("Penwith Sea Pink", "Thrift", "F", "2021-09-30", "35.5", False, 5, 6, 14, None),
}
KN_SHOWS = {1: ("Spring Championship Show", "2022-04-09", "Harrogate", 412, 6),
            2: ("Spring Championship Show", "2023-04-15", "Kilkenny", 388, 7),
            3: ("Nordic Winner Show", "2022-11-26", "Lillehammer", 950, 5),
            4: ("Romagna Open Show", "2023-06-18", "Faenza", 214, 7),
            5: ("Lakeland Working Dog Show", "2024-08-03", "Keswick", 176, 6)}  # (title, date, venue, entries, judge)
KN_RESULTS = [(1, 2, 1, "Best in Show"), (1, 1, 1, "Best of Breed"), (1, 14, 2, "Reserve Challenge Certificate"),
              (1, 5, 1, "Challenge Certificate"), (2, 6, 1, "Best in Show"), (2, 7, 1, "Best Puppy"), (2, 3, 3, None),
              (3, 8, 1, "Best in Show"), (3, 13, 1, "Best of Breed"), (3, 9, 2, "Reserve Challenge Certificate"),
              (4, 11, 1, "Best in Show"), (4, 12, 1, "Best Puppy"), (5, 3, 1, "Best in Show"),
              (5, 15, 2, "Challenge Certificate")]  # (show, dog, placing, award or None)
KN_TABLES = {"Country": KN_COUNTRIES, "Person": KN_PEOPLE, "Kennel": KN_KENNELS, "Breed": KN_BREEDS, "Dog": KN_DOGS,
             "Show": KN_SHOWS}


def _kn(table: str, *ids: int) -> set[str]:
    return {f"{KN}{table}/id={i}" for i in ids}


def _kne(table: str, key: int) -> set[str]:
    """One row as gold: its IRI and the name in its `name` (or `title`) column."""
    return _kn(table, key) | {KN_TABLES[table][key][0]}


def kennels_kg() -> str:
    """N-Triples of the kennel-club database (W3C Direct Mapping)."""
    g = Graph()

    def row(table: str, key: str, columns: dict, refs: dict) -> str:
        s = f"{KN}{table}/{key}"
        g.add(s, RDF_TYPE, KN + table)
        for column, value in columns.items():
            if value is not None:
                g.add(s, f"{KN}{table}#{column}", _typed(*value) if isinstance(value, tuple) else _lit(value))
        for column, (target, value) in refs.items():
            if value is not None:
                g.add(s, f"{KN}{table}#{column}", _typed(value, "integer"))
                g.add(s, f"{KN}{table}#ref-{column}", f"{KN}{target}/id={value}")
        return s

    def flag(value: bool) -> tuple[str, str]:
        return str(value).lower(), "boolean"

    for key, (name,) in KN_COUNTRIES.items():
        row("Country", f"id={key}", {"id": (key, "integer"), "name": name}, {})
    for key, (name, town, country, judge) in KN_PEOPLE.items():
        row("Person", f"id={key}", {"id": (key, "integer"), "name": name, "town": town,
                                    "licensed_judge": flag(judge)}, {"country_id": ("Country", country)})
    for key, (name, founded, owner, country) in KN_KENNELS.items():
        row("Kennel", f"id={key}", {"id": (key, "integer"), "name": name, "founded_year": (founded, "integer")},
            {"owner_id": ("Person", owner), "country_id": ("Country", country)})
    for key, (name, group, country) in KN_BREEDS.items():
        row("Breed", f"id={key}", {"id": (key, "integer"), "name": name, "fci_group": (group, "integer")},
            {"country_id": ("Country", country)})
    for key, (name, call, sex, born, height, champion, breed, kennel, sire, dam) in KN_DOGS.items():
        row("Dog", f"id={key}", {"id": (key, "integer"), "name": name, "call_name": call, "sex": sex,
                                 "birth_date": (born, "date"), "height_cm": (height, "decimal"),
                                 "is_champion": flag(champion)},
            {"breed_id": ("Breed", breed), "kennel_id": ("Kennel", kennel), "sire_id": ("Dog", sire),
             "dam_id": ("Dog", dam)})
    for key, (title, day, venue, entries, judge) in KN_SHOWS.items():
        row("Show", f"id={key}", {"id": (key, "integer"), "title": title, "show_date": (day, "date"), "venue": venue,
                                  "entry_count": (entries, "integer")}, {"judge_id": ("Person", judge)})
    for show, dog, placing, award in KN_RESULTS:
        row("Result", f"show_id={show};dog_id={dog}", {"placing": (placing, "integer"), "award": award},
            {"show_id": ("Show", show), "dog_id": ("Dog", dog)})
    return g.text()


KENNELS_QUESTIONS = [
    ("Which kennel bred Slievenamon Fionn?", _kne("Kennel", 2)),
    ("Who owns Elgfjell Kennel?", _kne("Person", 3)),
    ("Which dogs come from Fellside Kennel?", _kn("Dog", 1, 2, 3, 4)),
    ("What breed is Tunturin Revontuli?", _kne("Breed", 6)),
    ("Who fathered Elgfjell Varg?", _kne("Dog", 8)),
    ("Who is Slievenamon Fionn's mother?", _kne("Dog", 6)),
    ("Which dogs did Fellside Rowan Ghyll father?", _kn("Dog", 3, 4)),
    ("When was Lamone Nocciola born?", {"2020-07-21"}),
    ("How tall is Slievenamon Bran?", {"86.5"}),
    ("Is Elgfjell Tiril a champion?", {"false"}),
    ("Which dogs are champions?", _kn("Dog", 1, 2, 5, 6, 8, 11, 13, 14)),
    ("Which country does the Finnish Lapphund come from?", _kne("Country", 5)),
    ("Which FCI group is the Lagotto Romagnolo in?", {"8"}),
    ("Which breeds are in FCI group 5?", _kn("Breed", 3, 6)),
    ("When was Penwith Shelties founded?", {"1996"}),
    ("In which town does Declan Furey live?", {"Kilkenny"}),
    ("Who judged the Nordic Winner Show?", _kne("Person", 5)),
    ("Which shows did Hugh Penrose judge?", _kn("Show", 1, 5)),
    ("Where was the Romagna Open Show held?", {"Faenza"}),
    ("When did the Lakeland Working Dog Show take place?", {"2024-08-03"}),
    ("How many dogs were entered in the Nordic Winner Show?", {"950"}),
    ("Which dog won Best in Show at the Romagna Open Show?", _kne("Dog", 11)),
    ("At which show did Slievenamon Órla win Best in Show?", _kne("Show", 2)),
    ("What award did Penwith Sea Pink get at the Lakeland Working Dog Show?", {"Challenge Certificate"}),
    ("Which shows did Fellside Morning Mist compete in?", _kn("Show", 2, 5)),
    ("Which is the tallest dog?", _kne("Dog", 5)),
    ("Which is the oldest dog?", _kne("Dog", 2)),
    ("Which dogs were born in 2021 or later?", _kn("Dog", 4, 10, 15)),
    ("How many dogs does Slievenamon Hounds have?", {"3"}),
    ("How many Border Collies are there?", {"4"}),
    ("Which country is Fellside Kennel in?", _kne("Country", 1)),
    ("Who owns the kennel that bred Lamone Tartufo?", _kne("Person", 4)),
    ("What breed won Best in Show at the Nordic Winner Show?", _kne("Breed", 3)),
    ("Who judged the Spring Championship Show in Kilkenny?", _kne("Person", 7)),
    ("When was the Spring Championship Show in Harrogate held?", {"2022-04-09"}),
    ("Which dogs belong to Italian breeds?", _kn("Dog", 11, 12)),
    ("who is the mother of elgfjell varg", _kne("Dog", 9)),
    ("When was Lamone Tartuffo born?", {"2017-10-05"}),  # misspelt: Tartufo
    ("How much does Slievenamon Bran weigh?", set()),  # no weights
    ("How much did Fellside Rowan Ghyll cost?", set()),  # no prices
    ("When did Fellside Hazel Brae die?", set()),  # no deaths
]
KENNELS_MADE_UP = ["Which kennel bred Fellside Copper Beech?", "Who owns Nordlys Kennel?",
                   "When was Elgfjell Storm born?", "Who judged the Highland Open Show?",
                   "Which dogs come from Glenmore Kennel?", "What breed is Penwith Silver Gull?"]
KENNELS_GRAPHS = [
    ('[("Lamone Nocciola", "father", ?x)]', _kne("Dog", 11)),
    ('[("Tunturin Kennel", "founding year", ?x)]', {"2010"}),
    ('[(?x, "bred by", "Penwith Shelties")]', _kn("Dog", 14, 15)),
    ('[("Elgfjell Bjørn", "shoulder height", ?x)]', {"52"}),
    ('[("Irish Wolfhound", "country of origin", ?x)]', _kne("Country", 2)),
    ('[("Romagna Open Show", "judged by", ?x)]', _kne("Person", 7)),
    ('[("Fellside Wild Thyme", "mother", ?m), (?m, "date of birth", ?x)]', {"2015-03-02"}),
    ('[("Slievenamon Fionn", "bred by", ?k), (?k, "belongs to", ?x)]', _kne("Person", 2)),
    ('[(?d, "dog breed", "Shetland Sheepdog"), (?d, "shoulder height", ?x)]', {"37", "35.5"}),
    ('[("Elgfjell Varg", "father", ?f), (?f, "bred by", ?x)]', _kne("Kennel", 3)),
    ('[("Lakeland Working Dog Show", "judged by", ?j), (?j, "home town", ?x)]', {"Truro"}),
    ('[(?d, "bred by", "Fellside Kennel"), (?d, "date of birth", ?x)]',
     {"2015-03-02", "2014-08-19", "2019-05-10", "2021-04-22"}),
]

# ---- abbeys (Wikidata-style: wd:/wdt:/p:/ps:/pq:, abbot statements with start/end qualifiers and ranks, member
# ---- counts with point-in-time qualifiers, heritage designations with start qualifiers, P31/P279) -------------------
# property: (label, aliases, description, wikibase property type)
AB_PROPERTIES = {
    "P31": ("instance of", ["is a", "type"], "that class of which this subject is a particular example and member",
            "WikibaseItem"),
    "P279": ("subclass of", [], "all instances of this item are instances of that item", "WikibaseItem"),
    "P17": ("country", [], "sovereign state that this item is in", "WikibaseItem"),
    "P131": ("located in the administrative territorial entity", ["located in", "town"],
             "the item is located on the territory of the following administrative entity", "WikibaseItem"),
    "P571": ("inception", ["founded", "date founded"], "time when an entity begins to exist", "Time"),
    "P576": ("dissolved, abolished or demolished date", ["dissolved", "closed"],
             "point in time at which the subject ceased to exist", "Time"),
    "P611": ("religious order", ["order", "monastic order"], "religious order to which this monastery belongs",
             "WikibaseItem"),
    "P112": ("founded by", ["founder"], "founder or co-founder of this organization or place", "WikibaseItem"),
    "P1037": ("director / manager", ["abbot", "head", "superior"], "person who manages this organization",
              "WikibaseItem"),
    "P580": ("start time", ["from", "since"], "time a statement starts being valid", "Time"),
    "P582": ("end time", ["until", "to"], "time a statement stops being valid", "Time"),
    "P585": ("point in time", ["as of", "date"], "time when the statement held", "Time"),
    "P2124": ("member count", ["number of members", "community size"], "number of people belonging to the "
              "community (monks or nuns here)", "Quantity"),
    "P149": ("architectural style", ["style"], "architectural style of a structure", "WikibaseItem"),
    "P1435": ("heritage designation", ["protection status", "listed as"], "heritage designation of a site",
              "WikibaseItem"),
    "P2044": ("elevation above sea level", ["altitude", "height"], "height of the item above sea level (in metres "
              "here)", "Quantity"),
    "P106": ("occupation", ["profession", "job"], "occupation of a person", "WikibaseItem"),
    "P19": ("place of birth", ["birthplace", "born in"], "most specific known birth location of a person",
            "WikibaseItem"),
    "P569": ("date of birth", ["born"], "date on which the subject was born", "Time"),
    "P570": ("date of death", ["died"], "date on which the subject died", "Time"),
}


def _ab_year(y: str) -> tuple[str, str]:
    return f"{y}-01-01T00:00:00Z", "dateTime"


def _ab_when(day: str) -> tuple[str, str]:
    return (f"{day}T00:00:00Z", "dateTime") if "-" in day else _ab_year(day)


# item: ({language: label}, English aliases, English description, {property: [values]}); a value is an item id or a
# (lexical form, XSD datatype) pair
AB_ITEMS = {
    "Q986101": ({"en": "monastery", "fr": "monastère", "de": "Kloster"}, ["cloister"],
                "complex of buildings housing monks or nuns", {}),
    "Q986102": ({"en": "abbey", "fr": "abbaye", "de": "Abtei"}, [], "monastery headed by an abbot or abbess",
                {"P279": ["Q986101"]}),
    "Q986103": ({"en": "priory", "fr": "prieuré"}, [], "monastery headed by a prior or prioress",
                {"P279": ["Q986101"]}),
    "Q986104": ({"en": "charterhouse", "fr": "chartreuse", "es": "cartuja"}, ["Carthusian monastery"],
                "monastery of the Carthusian order", {"P279": ["Q986101"]}),
    "Q986105": ({"en": "convent", "de": "Frauenkloster"}, ["nunnery"], "monastery of nuns", {"P279": ["Q986101"]}),
    "Q986110": ({"en": "human"}, ["person"], "member of the species Homo sapiens", {}),
    "Q986111": ({"en": "town"}, [], "settlement larger than a village", {}),
    "Q986112": ({"en": "city"}, [], "large human settlement", {}),
    "Q986113": ({"en": "country"}, ["nation"], "distinct territorial body or political entity", {}),
    "Q986114": ({"en": "religious order"}, ["monastic order"], "community of consecrated men or women", {}),
    "Q986115": ({"en": "architectural style"}, [], "classification of buildings by their features", {}),
    "Q986116": ({"en": "abbot"}, [], "head of an abbey of monks", {}),
    "Q986117": ({"en": "abbess"}, [], "head of an abbey of nuns or canonesses", {}),
    "Q986118": ({"en": "noble"}, ["nobleman", "noblewoman"], "member of the nobility", {}),
    "Q986119": ({"en": "heritage designation"}, [], "official protection status of a site", {}),
    "Q986201": ({"en": "France", "fr": "France"}, [], "country in Western Europe", {"P31": ["Q986113"]}),
    "Q986202": ({"en": "Germany", "de": "Deutschland"}, [], "country in Central Europe", {"P31": ["Q986113"]}),
    "Q986203": ({"en": "Ireland", "ga": "Éire"}, [], "country in north-western Europe", {"P31": ["Q986113"]}),
    "Q986204": ({"en": "Spain", "es": "España"}, [], "country in south-western Europe", {"P31": ["Q986113"]}),
    "Q986205": ({"en": "Belgium", "fr": "Belgique", "nl": "België"}, [], "country in Western Europe",
                {"P31": ["Q986113"]}),
    "Q986206": ({"en": "Austria", "de": "Österreich"}, [], "country in Central Europe", {"P31": ["Q986113"]}),
    "Q986301": ({"en": "Pontarlier", "fr": "Pontarlier"}, [], "town in the Doubs, France",
                {"P31": ["Q986111"], "P17": ["Q986201"]}),
    "Q986302": ({"en": "Bamberg", "de": "Bamberg"}, [], "town in Upper Franconia, Germany",
                {"P31": ["Q986111"], "P17": ["Q986202"]}),
    "Q986303": ({"en": "Cashel", "ga": "Caiseal"}, [], "town in County Tipperary, Ireland",
                {"P31": ["Q986111"], "P17": ["Q986203"]}),
    "Q986304": ({"en": "Burgos", "es": "Burgos"}, [], "city in Castile and León, Spain",
                {"P31": ["Q986112"], "P17": ["Q986204"]}),
    "Q986305": ({"en": "Namur", "fr": "Namur", "nl": "Namen"}, [], "city in Wallonia, Belgium",
                {"P31": ["Q986112"], "P17": ["Q986205"]}),
    "Q986306": ({"en": "Melk", "de": "Melk"}, [], "town on the Danube in Lower Austria",
                {"P31": ["Q986111"], "P17": ["Q986206"]}),
    "Q986307": ({"en": "Autun", "fr": "Autun"}, [], "town in Burgundy, France",
                {"P31": ["Q986111"], "P17": ["Q986201"]}),
    "Q986401": ({"en": "Benedictines", "la": "Ordo Sancti Benedicti"}, ["Order of Saint Benedict", "OSB"],
                "monastic order following the Rule of Saint Benedict", {"P31": ["Q986114"]}),
    "Q986402": ({"en": "Cistercians", "la": "Ordo Cisterciensis"}, ["Cistercian Order", "OCist", "White Monks"],
                "reformed Benedictine order founded at Cîteaux", {"P31": ["Q986114"]}),
    "Q986403": ({"en": "Carthusians", "la": "Ordo Cartusiensis"}, ["Carthusian Order"],
                "contemplative order founded by Saint Bruno", {"P31": ["Q986114"]}),
    "Q986404": ({"en": "Premonstratensians", "la": "Candidus et Canonicus Ordo Praemonstratensis"},
                ["Norbertines", "White Canons"], "order of canons regular founded at Prémontré", {"P31": ["Q986114"]}),
    "Q986501": ({"en": "Romanesque architecture", "fr": "architecture romane"}, ["Romanesque"],
                "architectural style of medieval Europe with round arches", {"P31": ["Q986115"]}),
    "Q986502": ({"en": "Gothic architecture", "fr": "architecture gothique"}, ["Gothic"],
                "architectural style with pointed arches and rib vaults", {"P31": ["Q986115"]}),
    "Q986503": ({"en": "Baroque architecture", "de": "Barockarchitektur"}, ["Baroque"],
                "architectural style of the 17th and 18th centuries", {"P31": ["Q986115"]}),
    "Q986601": ({"en": "monument historique", "fr": "monument historique"}, [], "French heritage designation",
                {"P31": ["Q986119"]}),
    "Q986602": ({"en": "National Monument of Ireland", "ga": "Séadchomhartha Náisiúnta"}, ["National Monument"],
                "Irish heritage designation", {"P31": ["Q986119"]}),
    "Q986603": ({"en": "Bien de Interés Cultural", "es": "Bien de Interés Cultural"}, ["BIC"],
                "Spanish heritage designation", {"P31": ["Q986119"]}),
    "Q986604": ({"en": "Bavarian listed monument", "de": "Baudenkmal"}, [], "heritage designation in Bavaria",
                {"P31": ["Q986119"]}),
}
# person: ({language: label}, aliases, description, occupation, birthplace, born, died or None); a year or a full date
AB_PEOPLE = {
    "Q986801": ({"en": "Amédée de Joux", "fr": "Amédée de Joux"}, ["Amadeus of Joux"], "Burgundian nobleman",
                "Q986118", "Q986301", "1090", "1148"),
    "Q986802": ({"en": "Sancha de Lara", "es": "Sancha de Lara"}, [], "Castilian noblewoman", "Q986118", "Q986304",
                "1140", "1203"),
    "Q986803": ({"en": "Adalbert of Wachau", "de": "Adalbert von der Wachau"}, [], "Austrian margrave", "Q986118",
                "Q986306", "1041", "1102"),
    "Q986805": ({"en": "Koloman Reiter", "de": "Koloman Reiter"}, [], "Austrian Benedictine abbot", "Q986116",
                "Q986306", "1911", "1994"),
    "Q986806": ({"en": "Benedikt Hager", "de": "Benedikt Hager"}, [], "German-born Benedictine abbot", "Q986116",
                "Q986302", "1935", "2019"),
    "Q986807": ({"en": "Maximilian Lenz", "de": "Maximilian Lenz"}, [], "Austrian Benedictine abbot", "Q986116",
                "Q986306", "1966-05-18", None),
    "Q986808": ({"en": "Isidoro Lafuente", "es": "Isidoro Lafuente"}, [], "Spanish Cistercian abbot", "Q986116",
                "Q986304", "1929", "2012"),
    "Q986809": ({"en": "Martín Arriaga", "es": "Martín Arriaga"}, ["Martin Arriaga"], "Spanish Cistercian abbot",
                "Q986116", "Q986304", "1958", None),
    "Q986810": ({"en": "Jeanne Burgos", "fr": "Jeanne Burgos"}, [], "Belgian Premonstratensian abbess", "Q986117",
                "Q986305", "1918", "2001"),
    "Q986811": ({"en": "Claire Verhaegen", "fr": "Claire Verhaegen", "nl": "Claire Verhaegen"}, [],
                "Belgian Premonstratensian abbess", "Q986117", "Q986305", "1947", None),
}
# monastery: ({language: label}, aliases, description, class, country, town, founded, dissolved or None, order,
#             founder or None, style, (heritage designation, since) or None, elevation m,
#             [(head, from, until or None)], [(year, members)])
AB_MONASTERIES = {
    "Q986701": ({"en": "La Cluse Abbey", "fr": "Abbaye Notre-Dame de la Cluse"}, [],
                "former Cistercian abbey near Pontarlier, France", "Q986102", "Q986201", "Q986301", "1136", "1791",
                "Q986402", "Q986801", "Q986501", ("Q986601", "1862"), "870", [], []),
    "Q986702": ({"en": "Priory of the Holy Cross, Bamberg", "de": "Heilig-Kreuz-Priorat Bamberg"},
                ["Holy Cross Priory"], "former Benedictine priory in Bamberg, Germany", "Q986103", "Q986202",
                "Q986302", "1094", "1803", "Q986401", None, "Q986503", ("Q986604", "1973"), "262", [], []),
    "Q986703": ({"en": "Abbey of the Golden Vale", "ga": "Mainistir an Ghleanna Óir"}, [],
                "ruined Cistercian abbey near Cashel, Ireland", "Q986102", "Q986203", "Q986303", "1182", "1540",
                "Q986402", None, "Q986502", ("Q986602", "1880"), "118", [], []),
    "Q986704": ({"en": "Santa María de la Vega Abbey", "es": "Abadía de Santa María de la Vega"},
                ["Abbey of Saint Mary of the Meadow"], "Cistercian abbey near Burgos, Spain", "Q986102", "Q986204",
                "Q986304", "1187", None, "Q986402", "Q986802", "Q986502", ("Q986603", "1931"), "856",
                [("Q986808", "1979", "2004"), ("Q986809", "2004", None)], [("2000", 19), ("2023", 12)]),
    "Q986705": ({"en": "Abbey of Saint-Aubain", "fr": "Abbaye de Saint-Aubain", "nl": "Abdij van Sint-Aubanus"}, [],
                "former Premonstratensian abbey on the Meuse near Namur, Belgium", "Q986102", "Q986205", "Q986305",
                "1121", "1796", "Q986404", None, "Q986503", None, "95", [], []),
    "Q986706": ({"en": "Wachauberg Abbey", "de": "Stift Wachauberg"}, [],
                "Benedictine abbey above the Danube near Melk, Austria", "Q986102", "Q986206", "Q986306", "1089", None,
                "Q986401", "Q986803", "Q986503", None, "228",
                [("Q986805", "1958", "1987"), ("Q986806", "1987", "2011"), ("Q986807", "2011", None)],
                [("1950", 58), ("2000", 31), ("2023", 24)]),
    "Q986707": ({"en": "Charterhouse of Saint-Bruno-des-Bois", "fr": "Chartreuse de Saint-Bruno-des-Bois"}, [],
                "former Carthusian monastery near Autun, France", "Q986104", "Q986201", "Q986307", "1328", "1790",
                "Q986403", None, "Q986502", ("Q986601", "1923"), "310", [], []),
    "Q986708": ({"en": "Valdelobos Charterhouse", "es": "Cartuja de Valdelobos"}, [],
                "Carthusian monastery in the hills above Burgos, Spain", "Q986104", "Q986204", "Q986304", "1442", None,
                "Q986403", None, "Q986502", ("Q986603", "1976"), "910", [], [("2023", 16)]),
    "Q986709": ({"en": "Priory of Saint Declan", "ga": "Prióireacht Naomh Deaglán"}, [],
                "ruined Benedictine priory in Cashel, Ireland", "Q986103", "Q986203", "Q986303", "1210", "1541",
                "Q986401", None, "Q986502", None, "105", [], []),
    "Q986710": ({"en": "Marienthal Abbey", "de": "Kloster Marienthal"}, [],
                "former Cistercian nunnery near Bamberg, Germany", "Q986105", "Q986202", "Q986302", "1251", "1803",
                "Q986402", None, "Q986502", None, "248", [], []),
    "Q986711": ({"en": "Marienthal Abbey", "fr": "Abbaye de Marienthal", "nl": "Abdij Marienthal"}, [],
                "abbey of Premonstratensian canonesses near Namur, Belgium", "Q986102", "Q986205", "Q986305", "1640",
                None, "Q986404", None, "Q986503", None, "180",
                [("Q986810", "1961", "1989"), ("Q986811", "1989", None)], []),
}


def _ab(*ids: str) -> set[str]:
    return {WDE + i for i in ids}


def _abe(key: str) -> set[str]:
    """One item as gold: its IRI, its labels and its aliases."""
    table = next(t for t in (AB_ITEMS, AB_PEOPLE, AB_MONASTERIES) if key in t)
    return _ab(key) | set(table[key][0].values()) | set(table[key][1])


def abbeys_kg() -> str:
    """N-Triples of the monastery corner of a Wikidata-style KG (full statement model)."""
    g = Graph()
    wikibase = Wikibase(g)
    claim, item = wikibase.claim, wikibase.item
    wikibase.properties(AB_PROPERTIES)
    for key, (labels, aliases, description, claims) in AB_ITEMS.items():
        item(key, labels, aliases, description)
        for prop, values in claims.items():
            for v in values:
                claim(key, prop, v)
    for key, (labels, aliases, description, occupation, birthplace, born, died) in AB_PEOPLE.items():
        item(key, labels, aliases, description), claim(key, "P31", "Q986110"), claim(key, "P106", occupation)
        claim(key, "P19", birthplace), claim(key, "P569", _ab_when(born))
        if died:
            claim(key, "P570", _ab_when(died))
    for key, fields in AB_MONASTERIES.items():
        (labels, aliases, description, cls, country, town, founded, dissolved, order, founder, style, heritage,
         elevation, heads, members) = fields
        item(key, labels, aliases, description), claim(key, "P31", cls)
        claim(key, "P17", country), claim(key, "P131", town), claim(key, "P571", _ab_year(founded))
        if dissolved:
            claim(key, "P576", _ab_year(dissolved))
        claim(key, "P611", order)
        if founder:
            claim(key, "P112", founder)
        claim(key, "P149", style)
        if heritage:
            claim(key, "P1435", heritage[0], [("P580", _ab_year(heritage[1]))])
        claim(key, "P2044", (elevation, "decimal"))
        for head, start, end in heads:
            qualifiers = [("P580", _ab_year(start))] + ([("P582", _ab_year(end))] if end else [])
            current = end is None
            claim(key, "P1037", head, qualifiers, "Preferred" if current and len(heads) > 1 else "Normal",
                  truthy=current)
        for i, (year, count) in enumerate(members):
            latest, several = i == len(members) - 1, len(members) > 1
            claim(key, "P2124", (str(count), "decimal"), [("P585", _ab_year(year))],
                  "Preferred" if latest and several else "Normal", truthy=latest)
    return g.text()


ABBEYS_QUESTIONS = [
    ("Which religious order does La Cluse Abbey belong to?", _abe("Q986402")),
    ("Which monasteries belong to the Carthusians?", _ab("Q986707", "Q986708")),
    ("Who founded La Cluse Abbey?", _abe("Q986801")),
    ("When was the Abbey of the Golden Vale founded?", {"1182-01-01T00:00:00Z"}),
    ("When was the Priory of the Holy Cross in Bamberg dissolved?", {"1803-01-01T00:00:00Z"}),
    ("In which town is the Valdelobos Charterhouse?", _abe("Q986304")),
    ("Which monasteries are in Burgos?", _ab("Q986704", "Q986708")),
    ("Which country is Wachauberg Abbey in?", _abe("Q986206")),
    ("Who is the abbot of Wachauberg Abbey?", _abe("Q986807")),
    ("Who was abbot of Wachauberg Abbey before Maximilian Lenz?", _abe("Q986806")),
    ("When did Benedikt Hager become abbot of Wachauberg Abbey?", {"1987-01-01T00:00:00Z"}),
    ("Which abbey did Jeanne Burgos lead?", _abe("Q986711")),
    ("How many monks live at Wachauberg Abbey?", {"24"}),
    ("How many monks lived at Wachauberg Abbey in 1950?", {"58"}),
    ("What architectural style is the Abbaye de Saint-Aubain?", _abe("Q986503")),
    ("Which Gothic monasteries are there?", _ab("Q986703", "Q986704", "Q986707", "Q986708", "Q986709", "Q986710")),
    ("What kind of monastery is the Cartuja de Valdelobos?", _abe("Q986104")),
    ("Which priories are there?", _ab("Q986702", "Q986709")),
    ("What is a charterhouse a kind of?", _abe("Q986101")),
    ("How high above sea level is La Cluse Abbey?", {"870"}),
    ("What heritage status does the Chartreuse de Saint-Bruno-des-Bois have?", _abe("Q986601")),
    ("Since when has the Abbey of the Golden Vale been a National Monument?", {"1880-01-01T00:00:00Z"}),
    ("Where was Jeanne Burgos born?", _abe("Q986305")),
    ("When did Amédée de Joux die?", {"1148-01-01T00:00:00Z"}),
    ("Which is the oldest monastery?", _abe("Q986706")),
    ("Which monastery lies highest?", _abe("Q986708")),
    ("Which monasteries were founded before 1150?", _ab("Q986701", "Q986702", "Q986705", "Q986706")),
    ("How many monasteries are there in Ireland?", {"2"}),
    ("How many Cistercian monasteries are there?", {"4"}),
    ("Which monasteries are in Belgium?", _ab("Q986705", "Q986711")),
    ("When was Marienthal Abbey near Namur founded?", {"1640-01-01T00:00:00Z"}),
    ("Which order ran Marienthal Abbey in Germany?", _abe("Q986402")),
    ("Where was the founder of La Cluse Abbey born?", _abe("Q986301")),
    ("Which order does Martín Arriaga's abbey belong to?", _abe("Q986402")),
    ("What is the Irish name of the Priory of Saint Declan?", {"Prióireacht Naomh Deaglán"}),
    ("What is Wachauberg Abbey called in German?", {"Stift Wachauberg"}),
    ("when was the cartuja de valdelobos founded", {"1442-01-01T00:00:00Z"}),
    ("Who founded Santa María de la Vegga Abbey?", _abe("Q986802")),  # misspelt: Vega
    ("How many visitors does Wachauberg Abbey get each year?", set()),  # no visitor numbers
    ("Which beer is brewed at the Abbaye de Saint-Aubain?", set()),  # no products
    ("Who designed the church of Santa María de la Vega Abbey?", set()),  # no architects
]
ABBEYS_MADE_UP = ["Who founded Kloster Sankt Wendelin?", "When was the Abbey of the Silver Vale founded?",
                  "Who is the abbot of Stift Donauberg?", "Where was Maximilian Reiter born?",
                  "Which order does the Cartuja de Monteluz belong to?", "When was Marienkron Abbey dissolved?"]
ABBEYS_GRAPHS = [
    ('[("Valdelobos Charterhouse", "order it belongs to", ?x)]', _abe("Q986403")),
    ('[("Abbey of the Golden Vale", "year established", ?x)]', {"1182-01-01T00:00:00Z"}),
    ('[(?x, "lies in", "Cashel")]', _ab("Q986703", "Q986709")),
    ('[("Koloman Reiter", "birth town", ?x)]', _abe("Q986306")),
    ('[("Stift Wachauberg", "number of monks", ?x)]', {"24"}),
    ('[("Heilig-Kreuz-Priorat Bamberg", "building style", ?x)]', _abe("Q986503")),
    ('[("La Cluse Abbey", "established by", ?f), (?f, "death", ?x)]', {"1148-01-01T00:00:00Z"}),
    ('[("Abbaye de Saint-Aubain", "lies in", ?t), (?t, "nation", ?x)]', _abe("Q986205")),
    ('[(?a, "order it belongs to", "Carthusians"), (?a, "altitude in metres", ?x)]', {"310", "910"}),
    ('[(?a, "led by", "Martín Arriaga"), (?a, "year established", ?x)]', {"1187-01-01T00:00:00Z"}),
    ('[(?a, "building style", "Romanesque architecture"), (?a, "lies in", ?x)]', _abe("Q986301")),
    ('[("Wachauberg Abbey", "led by", ?p), (?p, "birth date", ?x)]', {"1966-05-18T00:00:00Z"}),
]

KGS_AF = {"quarries": (quarries_kg, QUARRIES_QUESTIONS, QUARRIES_MADE_UP, QUARRIES_GRAPHS),
          "mosaics": (mosaics_kg, MOSAICS_QUESTIONS, MOSAICS_MADE_UP, MOSAICS_GRAPHS),
          "bookshops": (bookshops_kg, BOOKSHOPS_QUESTIONS, BOOKSHOPS_MADE_UP, BOOKSHOPS_GRAPHS),
          "kennels": (kennels_kg, KENNELS_QUESTIONS, KENNELS_MADE_UP, KENNELS_GRAPHS),
          "abbeys": (abbeys_kg, ABBEYS_QUESTIONS, ABBEYS_MADE_UP, ABBEYS_GRAPHS)}


if __name__ == "__main__":
    unseen.main(KGS_AF, __doc__)
