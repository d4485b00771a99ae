"""Plain questions over small KGs shaped like the ones users bring, answered with no training
(issue 18's independent check, in miniature and rerunnable):

- `dbpedia`: DBpedia-style resources, no labels anywhere: names only in IRIs
  (`…/resource/Dune_(novel)`, `…/Tacoma,_Washington`), `dbo:` predicates, typed;
  Wikipedia-style qualifiers make "Dune" name a novel and two films;
- `corporate`: opaque IRIs (`…/id/emp/00017`), people named by `schema:givenName` +
  `schema:familyName`, departments by `rdfs:label "…"@en`, projects by `dcterms:title`, a
  company ontology of its own (`worksIn`, `headedBy`, `contributesTo`, `reportsTo`, …);
- `bestiary`: an OWL ontology (owl:Class, Object/DatatypeProperty with domain and range), no labels at
  all: every name is a camelCase IRI fragment (`…/ontology#AdultRedDragon`, `#caredForBy`, `#MiraHollowell`);
- `music`: opaque IRIs (`…/music/id/w0042`) named by `skos:prefLabel` in @en/@de/@fr (a few @de or @fr
  only) plus `skos:altLabel` aliases ("Beethoven", "Prague" for a symphony as well as the city); own
  vocabulary (`composedBy`, `premieredIn`, `bornIn`, `performedBy`, `basedIn`, …) with @en labels.

The KGs and questions were written once, before any tuning on them. Each question has its gold
answers (IRIs or literal values); "right" = the top answer is gold. Made-up questions name
entities that do not exist and must raise UnknownEntity / TopicNotFound (goal: none answered).
Pseudo graphs use the KG's own relation words (`(X, "birth place", ?y)`).

    python bench/unseen.py [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from kgqa_sparql import KnowledgeGraph  # noqa: E402
from kgqa_sparql.errors import KgqaError  # noqa: E402

RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"


# ---- dbpedia-style -----------------------------------------------------------------------------
DBR, DBO = "http://dbpedia.org/resource/", "http://dbpedia.org/ontology/"
BOOKS = [("Dune_(novel)", "Frank_Herbert", "1965"), ("Children_of_Dune", "Frank_Herbert", "1976"),
         ("Foundation_(Asimov_novel)", "Isaac_Asimov", "1951"), ("I,_Robot", "Isaac_Asimov", "1950"),
         ("The_Left_Hand_of_Darkness", "Ursula_K._Le_Guin", "1969"), ("A_Wizard_of_Earthsea", "Ursula_K._Le_Guin", "1968"),
         ("Neuromancer", "William_Gibson", "1984"), ("Hyperion_(Simmons_novel)", "Dan_Simmons", "1989"),
         ("The_Hobbit", "J._R._R._Tolkien", "1937"), ("The_Lord_of_the_Rings", "J._R._R._Tolkien", "1954")]
PEOPLE = {"Frank_Herbert": ("Tacoma,_Washington", "1920-10-08"), "Isaac_Asimov": ("Petrovichi", "1920-01-02"),
          "Ursula_K._Le_Guin": ("Berkeley,_California", "1929-10-21"),
          "William_Gibson": ("Conway,_South_Carolina", "1948-03-17"), "Dan_Simmons": ("Peoria,_Illinois", "1948-04-04"),
          "J._R._R._Tolkien": ("Bloemfontein", "1892-01-03"), "Denis_Villeneuve": ("Trois-Rivières", "1967-10-03"),
          "David_Lynch": ("Missoula,_Montana", "1946-01-20")}
CITIES = {"Tacoma,_Washington": "United_States", "Petrovichi": "Russia", "Berkeley,_California": "United_States",
          "Conway,_South_Carolina": "United_States", "Peoria,_Illinois": "United_States",
          "Bloemfontein": "South_Africa", "Trois-Rivières": "Canada", "Missoula,_Montana": "United_States"}
FILMS = [("Dune_(2021_film)", "Denis_Villeneuve", "Dune_(novel)"), ("Dune_(1984_film)", "David_Lynch", "Dune_(novel)"),
         ("Arrival_(film)", "Denis_Villeneuve", None)]
CAPITALS = {"United_States": "Washington,_D.C.", "Russia": "Moscow", "Canada": "Ottawa", "South_Africa": "Pretoria"}


def dbpedia_kg() -> str:
    """N-Triples of the DBpedia-style KG."""
    lines = []

    def add(s: str, p: str, o: str, literal: bool = False) -> None:
        lines.append(f"<{DBR}{s}> <{DBO}{p}> " + (f'"{o}"' if literal else f"<{DBR}{o}>") + " .")

    def typed(s: str, cls: str) -> None:
        lines.append(f"<{DBR}{s}> <{RDF_TYPE}> <{DBO}{cls}> .")

    for book, author, year in BOOKS:
        typed(book, "Book"), add(book, "author", author), add(book, "publicationDate", year, True)
    for person, (city, born) in PEOPLE.items():
        typed(person, "Person"), add(person, "birthPlace", city), add(person, "birthDate", born, True)
    for city, country in CITIES.items():
        typed(city, "City"), add(city, "country", country)
    for country, capital in CAPITALS.items():
        typed(country, "Country"), typed(capital, "City"), add(country, "capital", capital)
    for film, director, source in FILMS:
        typed(film, "Film"), add(film, "director", director)
        if source:
            add(film, "basedOn", source)
    return "\n".join(lines) + "\n"


def _r(*names: str) -> set[str]:
    return {DBR + n for n in names}


DBPEDIA_QUESTIONS = [
    ("Who wrote Neuromancer?", _r("William_Gibson")),
    ("Who is the author of Foundation?", _r("Isaac_Asimov")),
    ("Who wrote Dune?", _r("Frank_Herbert")),
    ("Where was Frank Herbert born?", _r("Tacoma,_Washington")),
    ("When was Isaac Asimov born?", {"1920-01-02"}),
    ("What is the birth place of Tolkien?", _r("Bloemfontein")),
    ("In which country was Ursula K. Le Guin born?", _r("United_States")),
    ("Who directed Arrival?", _r("Denis_Villeneuve")),
    ("Who directed Dune?", _r("Denis_Villeneuve", "David_Lynch")),
    ("Which books did Isaac Asimov write?", _r("Foundation_(Asimov_novel)", "I,_Robot")),
    ("Which films did Denis Villeneuve direct?", _r("Arrival_(film)", "Dune_(2021_film)")),
    ("What is the capital of Canada?", _r("Ottawa")),
    ("When was The Hobbit published?", {"1937"}),
    ("What country is Tacoma in?", _r("United_States")),
    ("Where was the author of Neuromancer born?", _r("Conway,_South_Carolina")),
    ("What is the capital of the country where Dan Simmons was born?", _r("Washington,_D.C.")),
    ("which novel is the film Arrival based on", set()),  # no such edge: any answer is wrong
]
DBPEDIA_MADE_UP = ["Where was Zorblax Quintavian born?", "Who wrote The Silent Ocean?", "When was Frank Asimov born?",
                   "Who directed Dune Messiah?", "What is the capital of Freedonia?", "Who wrote Neuromancer Returns?"]
DBPEDIA_GRAPHS = [
    ('[("Neuromancer", "author", ?x)]', _r("William_Gibson")),
    ('[("Frank Herbert", "birth place", ?x)]', _r("Tacoma,_Washington")),
    ('[("Ursula K. Le Guin", "birth place", ?c), (?c, "country", ?x)]', _r("United_States")),
    ('[(?b, "author", "Isaac Asimov"), (?b, "publication date", ?x)]', {"1951", "1950"}),
    ('[("Dune (2021 film)", "based on", ?b), (?b, "author", ?x)]', _r("Frank_Herbert")),
    ('[("Canada", "capital", ?x)]', _r("Ottawa")),
]


# ---- corporate ---------------------------------------------------------------------------------
CORP, ONT = "http://corp.example/id/", "http://corp.example/ontology#"
SCHEMA, RDFS, DCT = "http://schema.org/", "http://www.w3.org/2000/01/rdf-schema#", "http://purl.org/dc/terms/"
GIVEN = ["Alice", "Bruno", "Chiara", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Ines", "Jonas", "Kemal", "Lucia",
         "Marek", "Nadia", "Oskar", "Priya", "Quentin", "Rosa", "Stefan", "Tamara"]
FAMILY = ["Moreau", "Keller", "Ricci", "Ivanov", "Santos", "Haddad", "Lindqvist", "Tanaka", "Ortega", "Weber", "Yilmaz",
          "Ferrari", "Novak", "Rahman", "Berg", "Sharma", "Dupont", "Mendes", "Kraus", "Petrova"]
DEPARTMENTS = ["Finance", "Research and Development", "Human Resources", "Legal", "Marketing"]
OFFICES = ["Lyon", "Rotterdam", "Porto"]
PROJECTS = ["Project Falcon", "Project Nimbus", "Ledger Migration", "Customer Portal Redesign", "Quantum Pricing Engine",
            "Data Lake Cleanup"]


def _c(kind: str, i: int) -> str:
    return f"{CORP}{kind}/{i:05d}"


def corporate_kg() -> str:
    """N-Triples of the corporate KG (deterministic)."""
    rng = random.Random(3)
    lines = []

    def add(s: str, p: str, o: str) -> None:
        lines.append(f"<{s}> <{p}> {o} .")

    for i, city in enumerate(OFFICES):
        add(_c("site", i), RDF_TYPE, f"<{ONT}Office>"), add(_c("site", i), RDFS + "label", f'"{city} office"')
    for i, dept in enumerate(DEPARTMENTS):
        add(_c("dept", i), RDF_TYPE, f"<{ONT}Department>"), add(_c("dept", i), RDFS + "label", f'"{dept}"@en')
        add(_c("dept", i), ONT + "locatedAt", f"<{_c('site', i % 3)}>")
        add(_c("dept", i), ONT + "headedBy", f"<{_c('emp', i)}>")
    for i, title in enumerate(PROJECTS):
        add(_c("proj", i), RDF_TYPE, f"<{ONT}Project>"), add(_c("proj", i), DCT + "title", f'"{title}"')
        add(_c("proj", i), ONT + "ownedBy", f"<{_c('dept', i % 5)}>")
    for i in range(20):
        e = _c("emp", i)
        add(e, RDF_TYPE, f"<{SCHEMA}Person>"), add(e, SCHEMA + "givenName", f'"{GIVEN[i]}"')
        add(e, SCHEMA + "familyName", f'"{FAMILY[i]}"'), add(e, ONT + "worksIn", f"<{_c('dept', i % 5)}>")
        add(e, SCHEMA + "startDate", f'"20{10 + i % 12:02d}-0{1 + i % 9}-15"^^<http://www.w3.org/2001/XMLSchema#date>')
        for j in rng.sample(range(6), 2):
            add(e, ONT + "contributesTo", f"<{_c('proj', j)}>")
        if i >= 5:
            add(e, ONT + "reportsTo", f"<{_c('emp', i % 5)}>")
    return "\n".join(lines) + "\n"


def _people(*idx: int) -> set[str]:
    return {_c("emp", i) for i in idx}


def _contributors(project: int) -> set[str]:
    rng, out = random.Random(3), set()
    for i in range(20):
        if project in rng.sample(range(6), 2):
            out.add(_c("emp", i))
    return out


CORPORATE_QUESTIONS = [
    ("Who heads the Finance department?", _people(0)),
    ("Which department does Alice Moreau work in?", {_c("dept", 0)}),
    ("which department does alice moreau work in", {_c("dept", 0)}),
    ("Who works in the Legal department?", _people(3, 8, 13, 18)),
    ("Where is the Marketing department located?", {_c("site", 1)}),
    ("Who does Farid Haddad report to?", _people(0)),
    ("Who reports to Alice Moreau?", _people(5, 10, 15)),
    ("Who contributes to Project Falcon?", _contributors(0)),
    ("Which department owns Project Nimbus?", {_c("dept", 1)}),
    ("When did Greta Lindqvist start?", {"2016-07-15"}),
    ("Where is the department of Farid Haddad located?", {_c("site", 0)}),
    ("Who heads the department that owns the Ledger Migration project?", _people(2)),
    ("Which projects are owned by the Legal department?", {_c("proj", 3)}),
]
CORPORATE_MADE_UP = ["Which department does Bob Zimmerman work in?", "Who contributes to Project Eagle?",
                     "Who heads the Procurement department?", "Who does Alice Keller report to?",
                     "Where is the Sales department located?", "Which projects does Hiro Moreau contribute to?"]
CORPORATE_GRAPHS = [
    ('[("Alice Moreau", "works in", ?d)]', {_c("dept", 0)}),
    ('[(?p, "contributes to", "Project Falcon")]', _contributors(0)),
    ('[("Legal", "headed by", ?x)]', _people(3)),
    ('[("Farid Haddad", "works in", ?d), (?d, "located at", ?x)]', {_c("site", 0)}),
    ('[("Ledger Migration", "owned by", ?d), (?d, "headed by", ?x)]', _people(2)),
]

# ---- bestiary (OWL, names only in camelCase IRI fragments, no labels) ---------------------------
BEST = "http://example.org/bestiary/ontology#"
OWL, XSD = "http://www.w3.org/2002/07/owl#", "http://www.w3.org/2001/XMLSchema#"
# creature: (lives in, eats, preys on, cared for by, average lifespan in years, first recorded year)
CREATURES = {
    "AdultRedDragon": (["VolcanicCaverns"], ["Sheep", "Goats"], ["Griffin"], "MiraHollowell", 1200, 1215),
    "FrostWyrm": (["GlacierPeaks"], ["Seals"], [], "TobiasFenwick", 800, 1342),
    "CaveTroll": (["VolcanicCaverns"], ["Goats", "Mushrooms"], [], "CassianDrummond", 150, 1488),
    "SwampHydra": (["SunkenMarsh"], ["Eels"], ["MossGoblin"], "OrlaBrightwater", 500, 1102),
    "Griffin": (["CloudCliffs"], ["Goats"], ["StormHarpy"], "WillaThorne", 90, 1250),
    "Basilisk": (["EmberDesert"], [], ["GiantSandWorm"], "CassianDrummond", 300, 1390),
    "Manticore": (["EmberDesert"], ["Sheep"], ["SilverUnicorn"], "WillaThorne", 120, 1301),
    "SilverUnicorn": (["WhisperingForest"], ["Moonberries"], [], "MiraHollowell", 400, 1160),
    "GiantSandWorm": (["EmberDesert"], [], [], "TobiasFenwick", 2000, 1420),
    "Kraken": (["DeepOcean"], ["Eels", "Seals"], [], "OrlaBrightwater", 1500, 1180),
    "StormHarpy": (["CloudCliffs"], ["Sheep"], [], "WillaThorne", 60, 1455),
    "MossGoblin": (["WhisperingForest", "SunkenMarsh"], ["Mushrooms", "Moonberries"], [], "CassianDrummond", 40, 1510),
}
HABITATS = {"VolcanicCaverns": "CentralHighlands", "GlacierPeaks": "NorthernWastes", "SunkenMarsh": "Southlands",
            "DeepOcean": "EasternIsles", "EmberDesert": "Southlands", "WhisperingForest": "CentralHighlands",
            "CloudCliffs": "EasternIsles"}
FOODS = ["Sheep", "Goats", "Seals", "Eels", "Mushrooms", "Moonberries"]
KEEPERS = {"MiraHollowell": "NorthernWastes", "TobiasFenwick": "Southlands", "OrlaBrightwater": "EasternIsles",
           "CassianDrummond": "CentralHighlands", "WillaThorne": "Southlands"}
BEST_OBJECT_PROPERTIES = {"livesIn": ("Creature", "Habitat"), "eats": ("Creature", "Food"),
                          "preysOn": ("Creature", "Creature"), "caredForBy": ("Creature", "Keeper"),
                          "locatedIn": ("Habitat", "Region"), "hailsFrom": ("Keeper", "Region")}
BEST_DATATYPE_PROPERTIES = {"averageLifespanYears": "Creature", "firstRecordedYear": "Creature"}


def bestiary_kg() -> str:
    """N-Triples of the OWL bestiary: every name is a camelCase IRI fragment, no labels."""
    lines = []

    def add(s: str, p: str, o: str) -> None:
        lines.append(f"<{s}> <{p}> {o} .")

    def rel(s: str, p: str, o: str) -> None:
        add(BEST + s, BEST + p, f"<{BEST}{o}>")

    def typed(s: str, cls: str) -> None:
        add(BEST + s, RDF_TYPE, f"<{BEST}{cls}>")

    add(BEST.rstrip("#"), RDF_TYPE, f"<{OWL}Ontology>")
    for cls in ("Creature", "Habitat", "Region", "Food", "Keeper"):
        add(BEST + cls, RDF_TYPE, f"<{OWL}Class>")
    for prop, (domain, range_) in BEST_OBJECT_PROPERTIES.items():
        add(BEST + prop, RDF_TYPE, f"<{OWL}ObjectProperty>")
        add(BEST + prop, RDFS + "domain", f"<{BEST}{domain}>"), add(BEST + prop, RDFS + "range", f"<{BEST}{range_}>")
    for prop, domain in BEST_DATATYPE_PROPERTIES.items():
        add(BEST + prop, RDF_TYPE, f"<{OWL}DatatypeProperty>")
        add(BEST + prop, RDFS + "domain", f"<{BEST}{domain}>"), add(BEST + prop, RDFS + "range", f"<{XSD}integer>")
    for region in sorted(set(HABITATS.values()) | set(KEEPERS.values())):
        typed(region, "Region")
    for habitat, region in HABITATS.items():
        typed(habitat, "Habitat"), rel(habitat, "locatedIn", region)
    for food in FOODS:
        typed(food, "Food")
    for keeper, region in KEEPERS.items():
        typed(keeper, "Keeper"), rel(keeper, "hailsFrom", region)
    for creature, (homes, foods, prey, keeper, lifespan, recorded) in CREATURES.items():
        typed(creature, "Creature"), rel(creature, "caredForBy", keeper)
        for home in homes:
            rel(creature, "livesIn", home)
        for food in foods:
            rel(creature, "eats", food)
        for victim in prey:
            rel(creature, "preysOn", victim)
        add(BEST + creature, BEST + "averageLifespanYears", f'"{lifespan}"^^<{XSD}integer>')
        add(BEST + creature, BEST + "firstRecordedYear", f'"{recorded}"^^<{XSD}integer>')
    return "\n".join(lines) + "\n"


def _b(*names: str) -> set[str]:
    return {BEST + n for n in names}


BESTIARY_QUESTIONS = [
    ("Where does the adult red dragon live?", _b("VolcanicCaverns")),
    ("What does the Kraken eat?", _b("Eels", "Seals")),
    ("Who looks after the Silver Unicorn?", _b("MiraHollowell")),
    ("Which creatures live in the Ember Desert?", _b("Basilisk", "Manticore", "GiantSandWorm")),
    ("What does the Swamp Hydra prey on?", _b("MossGoblin")),
    ("Which creature hunts the griffin?", _b("AdultRedDragon")),
    ("How long does a Frost Wyrm live?", {"800"}),
    ("When was the Manticore first recorded?", {"1301"}),
    ("In which region are the Glacier Peaks?", _b("NorthernWastes")),
    ("List the creatures cared for by Cassian Drummond", _b("CaveTroll", "Basilisk", "MossGoblin")),
    ("What is eaten by the moss goblin?", _b("Mushrooms", "Moonberries")),
    ("which creatures eat goats", _b("AdultRedDragon", "CaveTroll", "Griffin")),
    ("In which region does the Kraken live?", _b("EasternIsles")),
    ("Where is the keeper of the Cave Troll from?", _b("CentralHighlands")),
    ("Who takes care of the creature that the Manticore preys on?", _b("MiraHollowell")),
    ("Who discovered the Frost Wyrm?", set()),  # no discoverer in the KG: any answer is wrong
    ("How much does the Kraken weigh?", set()),  # no weight in the KG
]
BESTIARY_MADE_UP = ["Where does the Obsidian Wyvern live?", "Who looks after the Frost Goblin?",
                    "What does the Zephyrine Glimmerbeast eat?", "Which creatures does Mira Ashcombe care for?",
                    "In which region is the Crystal Lagoon?", "How long does a Sea Hydra live?"]
BESTIARY_GRAPHS = [
    ('[("Adult Red Dragon", "lives in", ?x)]', _b("VolcanicCaverns")),
    ('[("Kraken", "lives in", ?h), (?h, "located in", ?x)]', _b("EasternIsles")),
    ('[(?c, "cared for by", "Willa Thorne")]', _b("Griffin", "Manticore", "StormHarpy")),
    ('[("Manticore", "preys on", ?c), (?c, "cared for by", ?x)]', _b("MiraHollowell")),
    ('[(?c, "lives in", "Ember Desert"), (?c, "average lifespan years", ?x)]', {"300", "120", "2000"}),
    ('[("Cave Troll", "cared for by", ?k), (?k, "hails from", ?x)]', _b("CentralHighlands")),
]


# ---- music (opaque IRIs, skos:prefLabel/altLabel with language tags) ---------------------------
MUS, MVOC = "http://example.org/music/id/", "http://example.org/music/vocab/"
SKOS = "http://www.w3.org/2004/02/skos/core#"
# id: (class, {language: prefLabel}, [(altLabel, language)])
MUSIC_ENTITIES = {
    "p0001": ("Composer", {"en": "Ludwig van Beethoven", "de": "Ludwig van Beethoven"}, [("Beethoven", "en")]),
    "p0002": ("Composer", {"en": "Wolfgang Amadeus Mozart", "de": "Wolfgang Amadeus Mozart"}, [("Mozart", "en")]),
    "p0003": ("Composer", {"en": "Pyotr Ilyich Tchaikovsky", "de": "Pjotr Iljitsch Tschaikowski",
                           "fr": "Piotr Ilitch Tchaïkovski"}, [("Tchaikovsky", "en")]),
    "p0004": ("Composer", {"en": "Antonín Dvořák"}, [("Dvorak", "en"), ("Dvořák", "en")]),
    "p0005": ("Composer", {"en": "Claude Debussy", "fr": "Claude Debussy"}, [("Debussy", "en")]),
    "p0006": ("Composer", {"en": "Clara Schumann", "de": "Clara Schumann"}, [("Clara Wieck", "de")]),
    "p0010": ("Conductor", {"en": "Herbert von Karajan", "de": "Herbert von Karajan"}, [("Karajan", "en")]),
    "p0011": ("Conductor", {"en": "Leonard Bernstein"}, [("Bernstein", "en")]),
    "p0012": ("Conductor", {"en": "Felix Mendelssohn", "de": "Felix Mendelssohn Bartholdy"}, [("Mendelssohn", "en")]),
    "c0001": ("City", {"en": "Bonn", "de": "Bonn"}, []),
    "c0002": ("City", {"en": "Salzburg", "de": "Salzburg"}, []),
    "c0003": ("City", {"en": "Votkinsk", "fr": "Votkinsk"}, []),
    "c0004": ("City", {"en": "Nelahozeves"}, []),
    "c0005": ("City", {"fr": "Saint-Germain-en-Laye"}, []),
    "c0006": ("City", {"de": "Leipzig"}, []),
    "c0007": ("City", {"en": "Vienna", "de": "Wien", "fr": "Vienne"}, []),
    "c0008": ("City", {"en": "Prague", "de": "Prag", "fr": "Prague"}, []),
    "c0009": ("City", {"de": "Sankt Petersburg"}, []),
    "c0010": ("City", {"en": "Paris", "fr": "Paris"}, []),
    "c0011": ("City", {"en": "New York City"}, [("New York", "en")]),
    "c0012": ("City", {"en": "Lawrence"}, []),
    "c0013": ("City", {"en": "Berlin", "de": "Berlin"}, []),
    "c0014": ("City", {"en": "Hamburg", "de": "Hamburg"}, []),
    "o0001": ("Orchestra", {"en": "Vienna Philharmonic", "de": "Wiener Philharmoniker"}, []),
    "o0002": ("Orchestra", {"en": "Berlin Philharmonic", "de": "Berliner Philharmoniker"}, []),
    "o0003": ("Orchestra", {"en": "New York Philharmonic"}, []),
    "o0004": ("Orchestra", {"de": "Gewandhausorchester Leipzig"}, [("Gewandhausorchester", "de")]),
    "o0005": ("Orchestra", {"en": "Orchestre de Paris", "fr": "Orchestre de Paris"}, []),
    "w0042": ("Work", {"en": "Symphony No. 9 in D minor", "de": "Sinfonie Nr. 9 d-Moll"}, [("Choral Symphony", "en")]),
    "w0043": ("Work", {"en": "Moonlight Sonata", "de": "Mondscheinsonate"}, [("Piano Sonata No. 14", "en")]),
    "w0051": ("Work", {"en": "The Magic Flute", "de": "Die Zauberflöte", "fr": "La Flûte enchantée"}, []),
    "w0052": ("Work", {"en": "Don Giovanni"}, []),
    "w0053": ("Work", {"en": "Symphony No. 38 in D major", "de": "Sinfonie Nr. 38 D-Dur"},
              [("Prague", "en"), ("Prague Symphony", "en"), ("Prager Sinfonie", "de")]),
    "w0061": ("Work", {"en": "Swan Lake", "de": "Schwanensee", "fr": "Le Lac des cygnes"}, []),
    "w0062": ("Work", {"en": "The Nutcracker", "de": "Der Nussknacker", "fr": "Casse-Noisette"}, []),
    "w0071": ("Work", {"en": "Symphony No. 9 in E minor"},
              [("New World Symphony", "en"), ("From the New World", "en"), ("Aus der Neuen Welt", "de")]),
    "w0072": ("Work", {"en": "Rusalka"}, []),
    "w0081": ("Work", {"en": "Clair de Lune", "fr": "Clair de lune"}, []),
    "w0082": ("Work", {"en": "La Mer", "fr": "La Mer"}, []),
    "w0091": ("Work", {"en": "Piano Concerto in A minor", "de": "Klavierkonzert a-Moll"}, []),
}
MUSIC_FACTS = [  # (subject, predicate, object id or year)
    ("p0001", "bornIn", "c0001"), ("p0002", "bornIn", "c0002"), ("p0003", "bornIn", "c0003"),
    ("p0004", "bornIn", "c0004"), ("p0005", "bornIn", "c0005"), ("p0006", "bornIn", "c0006"),
    ("p0010", "bornIn", "c0002"), ("p0011", "bornIn", "c0012"), ("p0012", "bornIn", "c0014"),
    ("o0001", "basedIn", "c0007"), ("o0002", "basedIn", "c0013"), ("o0003", "basedIn", "c0011"),
    ("o0004", "basedIn", "c0006"), ("o0005", "basedIn", "c0010"),
    ("w0042", "composedBy", "p0001"), ("w0042", "yearComposed", "1824"), ("w0042", "premieredIn", "c0007"),
    ("w0042", "performedBy", "o0002"), ("w0042", "conductedBy", "p0010"),
    ("w0043", "composedBy", "p0001"), ("w0043", "yearComposed", "1801"),
    ("w0051", "composedBy", "p0002"), ("w0051", "yearComposed", "1791"), ("w0051", "premieredIn", "c0007"),
    ("w0051", "performedBy", "o0001"), ("w0051", "conductedBy", "p0010"),
    ("w0052", "composedBy", "p0002"), ("w0052", "yearComposed", "1787"), ("w0052", "premieredIn", "c0008"),
    ("w0053", "composedBy", "p0002"), ("w0053", "yearComposed", "1786"), ("w0053", "premieredIn", "c0008"),
    ("w0061", "composedBy", "p0003"), ("w0061", "yearComposed", "1876"),
    ("w0062", "composedBy", "p0003"), ("w0062", "yearComposed", "1892"), ("w0062", "premieredIn", "c0009"),
    ("w0071", "composedBy", "p0004"), ("w0071", "yearComposed", "1893"), ("w0071", "premieredIn", "c0011"),
    ("w0071", "performedBy", "o0003"), ("w0071", "conductedBy", "p0011"),
    ("w0072", "composedBy", "p0004"), ("w0072", "yearComposed", "1900"), ("w0072", "premieredIn", "c0008"),
    ("w0081", "composedBy", "p0005"), ("w0081", "yearComposed", "1890"),
    ("w0082", "composedBy", "p0005"), ("w0082", "yearComposed", "1905"), ("w0082", "premieredIn", "c0010"),
    ("w0082", "performedBy", "o0005"),
    ("w0091", "composedBy", "p0006"), ("w0091", "yearComposed", "1835"), ("w0091", "premieredIn", "c0006"),
    ("w0091", "performedBy", "o0004"), ("w0091", "conductedBy", "p0012"),
]
MUSIC_PREDICATES = {"composedBy": "composed by", "premieredIn": "premiered in", "bornIn": "born in",
                    "performedBy": "performed by", "basedIn": "based in", "conductedBy": "conducted by",
                    "yearComposed": "year composed"}


def _lit(text: str, lang: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + f'"@{lang}'


def music_kg() -> str:
    """N-Triples of the music KG: opaque IRIs, multilingual SKOS labels, a vocabulary of its own."""
    lines = []

    def add(s: str, p: str, o: str) -> None:
        lines.append(f"<{s}> <{p}> {o} .")

    for prop, label in MUSIC_PREDICATES.items():
        add(MVOC + prop, RDFS + "label", _lit(label, "en"))
    for ident, (cls, names, aliases) in MUSIC_ENTITIES.items():
        add(MUS + ident, RDF_TYPE, f"<{MVOC}{cls}>")
        for lang, name in names.items():
            add(MUS + ident, SKOS + "prefLabel", _lit(name, lang))
        for alias, lang in aliases:
            add(MUS + ident, SKOS + "altLabel", _lit(alias, lang))
    for s, p, o in MUSIC_FACTS:
        obj = f'"{o}"^^<{XSD}gYear>' if p == "yearComposed" else f"<{MUS}{o}>"
        add(MUS + s, MVOC + p, obj)
    return "\n".join(lines) + "\n"


def _m(*ids: str) -> set[str]:
    return {MUS + i for i in ids}


MUSIC_QUESTIONS = [
    ("Who composed The Magic Flute?", _m("p0002")),
    ("Where was Beethoven born?", _m("c0001")),
    ("When was Swan Lake composed?", {"1876"}),
    ("Where did Don Giovanni premiere?", _m("c0008")),
    ("List the works composed by Dvorak", _m("w0071", "w0072")),
    ("Which orchestra performed the New World Symphony?", _m("o0003")),
    ("Who conducted the Piano Concerto in A minor?", _m("p0012")),
    ("Which works premiered in Prague?", _m("w0052", "w0053", "w0072")),
    ("Where was the composer of The Nutcracker born?", _m("c0003")),
    ("Which city is the orchestra that performed Die Zauberflöte based in?", _m("c0007")),
    ("Who composed the work that premiered in Sankt Petersburg?", _m("p0003")),
    ("Who was born in Salzburg?", _m("p0002", "p0010")),
    ("Who composed the Prague Symphony?", _m("p0002")),
    ("what year was la mer composed", {"1905"}),
    ("Who wrote the libretto of Don Giovanni?", set()),  # no librettist in the KG: any answer is wrong
    ("How long is La Mer?", set()),  # no duration in the KG
]
MUSIC_MADE_UP = ["Who composed The Crystal Harp?", "Where was Ludwig Ostermann born?",
                 "Where is the Salzburg Chamber Philharmonic based?", "When was Symphony No. 12 composed?",
                 "Which works did Franz Kellerbach compose?", "Where did The Silver Flute premiere?"]
MUSIC_GRAPHS = [
    ('[("The Magic Flute", "composed by", ?x)]', _m("p0002")),
    ('[("Beethoven", "born in", ?x)]', _m("c0001")),
    ('[("The Nutcracker", "composed by", ?c), (?c, "born in", ?x)]', _m("c0003")),
    ('[(?w, "premiered in", "Prague")]', _m("w0052", "w0053", "w0072")),
    ('[("Die Zauberflöte", "performed by", ?o), (?o, "based in", ?x)]', _m("c0007")),
    ('[(?w, "composed by", "Dvorak"), (?w, "year composed", ?x)]', {"1893", "1900"}),
]

KGS = {"dbpedia": (dbpedia_kg, DBPEDIA_QUESTIONS, DBPEDIA_MADE_UP, DBPEDIA_GRAPHS),
       "corporate": (corporate_kg, CORPORATE_QUESTIONS, CORPORATE_MADE_UP, CORPORATE_GRAPHS),
       "bestiary": (bestiary_kg, BESTIARY_QUESTIONS, BESTIARY_MADE_UP, BESTIARY_GRAPHS),
       "music": (music_kg, MUSIC_QUESTIONS, MUSIC_MADE_UP, MUSIC_GRAPHS)}

#: Answerable questions still answered wrong, and why (tests/test_unseen.py holds the rest right).
KNOWN_WRONG = {"Which creature hunts the griffin?":
               "'X hunts Y' read the wrong way round: the griffin's own prey (Storm Harpy), not its hunter"}


def build(key: str) -> KnowledgeGraph:
    """The KG `key` in memory, loaded from its N-Triples."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"{key}.nt"
        path.write_text(KGS[key][0](), encoding="utf-8")
        return KnowledgeGraph.open(None, load=[path])


def top_is_gold(result, gold: set[str]) -> bool:
    if not result.answers:
        return False
    top = result.answers[0]
    return (top.iri or top.label) in gold


def measure(key: str) -> dict:
    """Right answers among the questions and pseudo graphs, and made-up questions answered."""
    _, questions, made_up, graphs = KGS[key]
    kg = build(key)
    start = time.perf_counter()
    rows: dict = {"kg": key, "failures": []}
    right = 0
    for question, gold in questions:
        try:
            result = kg.ask_question(question)
            ok = top_is_gold(result, gold) if gold else not result.answers
        except KgqaError as exc:
            ok, result = not gold, exc
        right += ok
        if not ok:
            rows["failures"].append(f"{question} -> {getattr(result, 'answers', result)!s:.120}")
    rows["nl"] = (right, len(questions))
    right = 0
    for graph, gold in graphs:
        try:
            ok = top_is_gold(kg.ask_graph(graph), gold)
        except KgqaError as exc:
            ok = False
            rows["failures"].append(f"{graph} -> {exc}")
        right += ok
    rows["graphs"] = (right, len(graphs))
    answered = 0
    for question in made_up:
        try:
            result = kg.ask_question(question)
            answered += bool(result.answers)
            if result.answers:
                rows["failures"].append(f"made-up answered: {question} -> {result.answers[0].label}")
        except KgqaError:
            pass
    rows["made_up_answered"] = (answered, len(made_up))
    rows["seconds"] = round(time.perf_counter() - start, 1)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rows = [measure(key) for key in KGS]
    if args.json:
        print(json.dumps(rows, indent=2))
        return
    print("| KG | NL questions right (zero-shot) | pseudo graphs right | made-up answered (goal 0) | seconds |")
    print("|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['kg']} | {r['nl'][0]}/{r['nl'][1]} | {r['graphs'][0]}/{r['graphs'][1]} | "
              f"{r['made_up_answered'][0]}/{r['made_up_answered'][1]} | {r['seconds']} |")
    for r in rows:
        for failure in r["failures"]:
            print(f"  {r['kg']}: {failure}")


if __name__ == "__main__":
    main()
