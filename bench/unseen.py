"""Plain questions over small KGs shaped like the ones users bring, answered with no training
(issue 18's independent check, in miniature and rerunnable):

- `dbpedia`: DBpedia-style resources, no labels anywhere: names only in IRIs
  (`…/resource/Dune_(novel)`, `…/Tacoma,_Washington`), `dbo:` predicates, typed;
  Wikipedia-style qualifiers make "Dune" name a novel and two films;
- `corporate`: opaque IRIs (`…/id/emp/00017`), people named by `schema:givenName` +
  `schema:familyName`, departments by `rdfs:label "…"@en`, projects by `dcterms:title`, a
  company ontology of its own (`worksIn`, `headedBy`, `contributesTo`, `reportsTo`, …).

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

KGS = {"dbpedia": (dbpedia_kg, DBPEDIA_QUESTIONS, DBPEDIA_MADE_UP, DBPEDIA_GRAPHS),
       "corporate": (corporate_kg, CORPORATE_QUESTIONS, CORPORATE_MADE_UP, CORPORATE_GRAPHS)}


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
