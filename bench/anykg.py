"""Issue 18: answering over any KG, wherever its names live. One row per KG:

- the 19 Spider4SPARQL KGs (entity IRIs like `<http://valuenet/ontop/ship/id=1>`, names in data
  properties such as `…/ship#name`, no labels);
- LUBM University0_0 (RDF/XML, names under `ub:name`);
- MetaQA re-published three ways by `bench/kg_variants.py`: `metaqa-iri` (names only in IRIs),
  `metaqa-skos` (opaque IRIs, `skos:prefLabel "…"@en`, `skos:altLabel` aliases, a `@de`
  prefLabel on some entities), `metaqa-schema` (opaque IRIs, `schema:name`).

Columns (each sample is seeded, so reruns ask the same things):

- `link`: N named entities (ground truth name from the source data: MetaQA's string, the Spider
  name column — `name`, `title`, `…_name`, `…name` in that order, never a first/middle/last-name
  part; "first last" for a row with only those, like pets_1's students —, LUBM's `ub:name`); `kg.linker.resolve(name)` (every equally best confident link, or
  UnknownEntity); right when the entity, or an entity with the same ground-truth name, is among
  them. `(w, u)`: wrong links, UnknownEntity/errors.
- `graph H@1 1h / 2h`: real paths topic -p1-> x (-p2-> y) sampled from the KG's own edges
  (either direction; a relation is picked uniformly among those at the node, then a neighbour;
  on Spider, LUBM a last step may also be a data property that is not a key column, whose value
  is the answer), written as
  a GRAPE triple list in the KG's direction with the topic's NAME and the predicate's local name
  in words (`identifier_words`), e.g. `[(X_1, starred actors, "Tom Hanks"), (X_1, directed by, X_2)]`;
  answered with `kg.ask_graph`; gold = every end of a walk along the path that revisits no node,
  from every entity that has the topic's name (LUBM's "Publication6" is many publications);
  Hits@1 = the top answer (by IRI, or by value for literals) is in gold.
- `made-up answered`: names that are not in the KG (the first half of one real name's tokens and
  the second half of another's; halves of the characters for one-word names; checked against
  every normalised ground-truth name), asked as a one-edge pseudo graph (a relation the donor
  entity has) and as a question (MetaQA: a real 1-hop dev question from positions [3000, 3100)
  with its topic swapped, half with the brackets kept, half without; elsewhere "what is the
  <relation words> of <name>?"). Counted: any answer at all instead of UnknownEntity /
  TopicNotFound / AlignmentError. Goal: 0.
- `NL H@1`: MetaQA variants: the dev questions at positions [3000, 3100) of each hop file
  (brackets kept), per hop; Spider: the few-shot questions of `train_100_random_few_shot_samples.json`
  about this KG whose gold SPARQL returns entities or values (none of the 100 is about one of
  the 19 KGs, so the cell says n/a with that count); LUBM: the hand-written questions in
  `LUBM_QUESTIONS` (gold = their SPARQL on the KG). `kg.ask_question(q)`; Hits@1 by IRI or name.

Stores are cached under `--cache` (default /tmp/anykg; `--fresh` rebuilds them); `load s` is this
run's time to load (or reopen, marked `c`) the store, `index s` the schema graph plus the
entity-linker index (built, or loaded when persisted). A measure that cannot run says `n/a`
and why; an error in one KG is printed in its row and the run goes on.

    python bench/anykg.py [--kgs spider,lubm,metaqa-skos] [--limit 100] [--small-limit 30] [--json]
"""

from __future__ import annotations

import argparse
import faulthandler
import json
import random
import re
import shutil
import signal
import sys
import time
import traceback
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
DATASETS = next((d / "shared" / "datasets" for d in ROOT.parents if (d / "shared" / "datasets").is_dir()),
                ROOT.parent / "shared" / "datasets")

import kg_variants  # noqa: E402
from pyoxigraph import Literal, NamedNode  # noqa: E402

from kgqa_sparql import KnowledgeGraph  # noqa: E402
from kgqa_sparql.text.linking import normalise  # noqa: E402
from kgqa_sparql.vocab import NON_RELATIONAL, OWL, RDF, RDFS, SKOS, local_name  # noqa: E402
from kgqa_sparql.words import identifier_words  # noqa: E402

METAQA_TYPES = ("directed_by=Movie:Person,starred_actors=Movie:Person,written_by=Movie:Person,"
                "has_genre=Movie:Genre,in_language=Movie:Language,has_tags=Movie:Tag")
METAQA_VARIANTS = {"metaqa-iri": "iri", "metaqa-skos": "skos", "metaqa-schema": "schema"}
#: Dev positions the NL column may use (never others).
NL_POSITIONS = range(3000, 3100)
UB = "http://www.lehigh.edu/~zhp2/2004/0401/univ-bench.owl#"
SPIDER_PREFIX = "http://valuenet/ontop/"
#: Abstentions: the right reaction to a made-up entity.
ABSTAIN = {"UnknownEntity", "TopicNotFound", "AlignmentError"}
#: Seconds one ask may take before it counts as a failure.
ASK_TIMEOUT = 60
#: When the measures of the current KG must stop (set per KG from --kg-budget).
_deadline = float("inf")


def out_of_time() -> bool:
    return time.perf_counter() > _deadline

#: LUBM questions written by hand from the ontology (univ-bench.owl) and University0_0's names;
#: gold = the SPARQL's ?x on the KG (`NAME` is the bracketed topic's ub:name). Brackets mark the
#: topic as in MetaQA. A question whose gold comes back empty is left out (and counted).
LUBM_QUESTIONS = [
    ("who is the advisor of [GraduateStudent1]", "?t ub:advisor ?x"),
    ("who advises [UndergraduateStudent5]", "?t ub:advisor ?x"),
    ("which courses does [FullProfessor1] teach", "?t ub:teacherOf ?x"),
    ("who teaches [GraduateCourse3]", "?x ub:teacherOf ?t"),
    ("which courses does [GraduateStudent4] take", "?t ub:takesCourse ?x"),
    ("what is the email address of [AssociateProfessor2]", "?t ub:emailAddress ?x"),
    ("what is the telephone number of [Lecturer1]", "?t ub:telephone ?x"),
    ("what is the research interest of [AssistantProfessor3]", "?t ub:researchInterest ?x"),
    ("from which university did [FullProfessor0] get the doctoral degree", "?t ub:doctoralDegreeFrom ?x"),
    ("where did [AssociateProfessor0] get the undergraduate degree", "?t ub:undergraduateDegreeFrom ?x"),
    ("which department does [Lecturer0] work for", "?t ub:worksFor ?x"),
    ("who is the head of [Department0]", "?x ub:headOf ?t"),
    ("which research groups are part of [Department0]", "?x ub:subOrganizationOf ?t"),
    ("which course is [GraduateStudent10] a teaching assistant of", "?t ub:teachingAssistantOf ?x"),
    ("who are the advisees of [FullProfessor2]", "?x ub:advisor ?t"),
    ("which university is [Department0] part of", "?t ub:subOrganizationOf ?x"),
]


# ---- the KGs -----------------------------------------------------------------------------------
@dataclass
class Spec:
    key: str
    files: list[Path]
    #: IRI -> ground-truth name; None: read from the loaded store by `name_predicates`.
    names: dict[str, str] | None = None
    #: Predicates whose values are the names (left out of walks and value steps).
    name_predicates: set[str] = field(default_factory=set)
    small: bool = True
    #: Base IRI for relative IRIs in the files (LUBM's `rdf:about=""`).
    base_iri: str | None = None


def spider_files() -> list[Path]:
    return sorted((DATASETS / "spider4sparql" / "kgs").glob("*.ttl"))


def spider_key(path: Path) -> str:
    return "spider:" + path.stem.removesuffix("_triples")


def all_keys() -> list[str]:
    return [spider_key(p) for p in spider_files()] + ["lubm"] + list(METAQA_VARIANTS)


def select_keys(text: str | None) -> list[str]:
    keys = all_keys()
    if not text:
        return keys
    chosen: list[str] = []
    for item in text.split(","):
        item = item.strip()
        match = [k for k in keys if k == item or k == "spider:" + item or (item in ("spider", "metaqa") and
                                                                             k.startswith(item))]
        if not match:
            raise SystemExit(f"unknown KG {item!r}; choose from spider, metaqa, {', '.join(keys)}")
        chosen += [k for k in match if k not in chosen]
    return chosen


def make_spec(key: str, cache: Path) -> Spec:
    if key.startswith("spider:"):
        path = next(p for p in spider_files() if spider_key(p) == key)
        return Spec(key, [path])
    if key == "lubm":
        return Spec(key, [DATASETS / "lubm" / "University0_0.owl"], name_predicates={UB + "name"},
                    base_iri="http://www.lehigh.edu/data/University0_0.owl")
    variant = METAQA_VARIANTS[key]
    folder = cache / "variants" / variant
    if not (folder / "names.tsv").exists():
        triples = list(kg_variants.read_triples(DATASETS / "metaqa" / "kb.txt"))
        kg_variants.VARIANTS[variant](triples, folder, types=kg_variants.parse_types(METAQA_TYPES))
    names = kg_variants.read_names(folder)
    preds = {"schema": {kg_variants.SCHEMA_NAME}, "skos": {SKOS + "prefLabel", SKOS + "altLabel"}}.get(variant, set())
    return Spec(key, [folder / "kg.nt"], names=names, name_predicates=preds, small=False)


_NAME_PARTS = ("first", "middle", "last", "fname", "lname", "mname")


def spider_name_rank(predicate: str) -> int | None:
    """Priority of a data property as an entity's name (lower is better); None: not a name."""
    column = predicate.rsplit("#", 1)[-1].lower() if "#" in predicate else ""
    if not column or column.startswith(_NAME_PARTS) or column.endswith(("_id", "id")):
        return None
    if column == "name":
        return 0
    if column == "title":
        return 1
    if column in ("fullname", "full_name"):
        return 2
    if column.endswith("_name"):
        return 3
    if column.endswith("name"):
        return 4
    return None


def spider_names(kg) -> tuple[dict[str, str], set[str]]:
    rows = kg.select("SELECT ?s ?p ?o WHERE { ?s ?p ?o . FILTER(isIRI(?s) && isLiteral(?o)) }")
    best: dict[str, tuple[int, str, str]] = {}
    used: set[str] = set()
    for r in rows:
        s, p, o = r["s"].value, r["p"].value, r["o"].value
        rank = spider_name_rank(p)
        if rank is None or not o.strip():
            continue
        used.add(p)
        if s not in best or (rank, p) < best[s][:2]:
            best[s] = (rank, p, o)
    # A row with a first and a last name but no name column (pets_1's students): "first last".
    parts: dict[str, dict[str, str]] = defaultdict(dict)
    for r in rows:
        column = r["p"].value.rsplit("#", 1)[-1].lower()
        if column in ("fname", "first_name", "lname", "last_name"):
            parts[r["s"].value]["first" if column in ("fname", "first_name") else "last"] = r["o"].value
            used.add(r["p"].value)
    for s, p in parts.items():
        if s not in best and p.get("first") and p.get("last"):
            best[s] = (5, "first last", f"{p['first']} {p['last']}")
    return {s: v[2] for s, v in best.items()}, used


def is_key_column(predicate: str) -> bool:
    """A data property that only holds a key (`#id`, `#stuid`, `#caused_by_ship_id`)."""
    column = predicate.rsplit("#", 1)[-1].lower()
    return column in ("id", "uid", "code") or column.endswith(("_id", "id", "_code"))


# ---- one KG's data: names and edges ------------------------------------------------------------
W3C = (RDF, RDFS, OWL, SKOS)


@dataclass
class Data:
    names: dict[str, str]  # iri -> ground-truth name
    by_name: dict[str, set[str]]  # name -> iris
    out: dict[str, list[tuple[str, str]]]  # s -> [(p, o)] entity edges
    inn: dict[str, list[tuple[str, str]]]  # o -> [(p, s)]
    values: dict[str, list[tuple[str, str]]]  # s -> [(p, literal)] non-name data values
    triples: int


def read_data(kg, spec: Spec) -> Data:
    names = spec.names
    name_predicates = set(spec.name_predicates)
    if names is None:
        if spec.key == "lubm":
            rows = kg.select(f"SELECT ?s ?o WHERE {{ ?s <{UB}name> ?o . FILTER(isIRI(?s)) }}")
            names = {r["s"].value: r["o"].value for r in rows}
        else:
            names, used = spider_names(kg)
            name_predicates |= used
    excluded = {p.value for p in NON_RELATIONAL} | name_predicates
    out, inn, values = defaultdict(list), defaultdict(list), defaultdict(list)
    triples = 0
    for r in kg.select("SELECT ?s ?p ?o WHERE { ?s ?p ?o }"):
        triples += 1
        s, p, o = r["s"], r["p"].value, r["o"]
        if not isinstance(s, NamedNode) or p in excluded or p.startswith(W3C):
            continue
        if isinstance(o, NamedNode):
            out[s.value].append((p, o.value))
            inn[o.value].append((p, s.value))
        elif isinstance(o, Literal) and not is_key_column(p):
            values[s.value].append((p, o.value))
    by_name: dict[str, set[str]] = defaultdict(set)
    for iri, name in names.items():
        by_name[name].add(iri)
    return Data(names, by_name, out, inn, values, triples)


# ---- asking ------------------------------------------------------------------------------------
class AskTimeout(Exception):
    pass


def _alarm(signum, frame):
    raise AskTimeout(f"no answer within {ASK_TIMEOUT} s")


def timed_call(fn, *args, **kwargs):
    """(result or None, exception or None, seconds)."""
    start = time.perf_counter()
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(ASK_TIMEOUT)
    try:
        return fn(*args, **kwargs), None, time.perf_counter() - start
    except Exception as exc:  # noqa: BLE001 - the benchmark counts failures, it does not stop
        return None, exc, time.perf_counter() - start
    finally:
        signal.alarm(0)


def err(exc: BaseException) -> str:
    text = f"{type(exc).__name__}: {exc}"
    return text if len(text) < 220 else text[:217] + "..."


def words_of(predicate: str) -> str:
    return identifier_words(local_name(predicate))


def quote(name: str) -> str:
    return '"' + name.replace('"', "'") + '"'


def triple_list(topic: str, steps: list[tuple[str, bool]]) -> str:
    """GRAPE triple list along a path, each edge in the KG's direction; X_n is the answer."""
    nodes = [quote(topic)] + [f"X_{i}" for i in range(1, len(steps) + 1)]
    items = []
    for i, (p, forward) in enumerate(steps):
        s, o = (nodes[i], nodes[i + 1]) if forward else (nodes[i + 1], nodes[i])
        items.append(f"({s}, {words_of(p)}, {o})")
    return "[" + ", ".join(items) + "]"


def step_options(data: Data, node: str, allow_values: bool) -> list[tuple[str, bool, bool]]:
    """(predicate, forward, literal) kinds of step available at a node."""
    opts = {(p, True, False) for p, _ in data.out.get(node, ())}
    opts |= {(p, False, False) for p, _ in data.inn.get(node, ())}
    if allow_values:
        opts |= {(p, True, True) for p, _ in data.values.get(node, ())}
    return sorted(opts)


def neighbours(data: Data, node: str, p: str, forward: bool, literal: bool) -> list[str]:
    if literal:
        return [v for q, v in data.values.get(node, ()) if q == p]
    pairs = data.out.get(node, ()) if forward else data.inn.get(node, ())
    return [n for q, n in pairs if q == p]


def sample_paths(data: Data, hops: int, n: int, rng: random.Random, allow_values: bool) -> list[dict]:
    """Real walks from named topics; gold = every no-revisit walk end along the same steps."""
    topics = sorted(iri for iri, name in data.names.items()
                    if (iri in data.out or iri in data.inn) and name.strip())
    paths, seen, tries = [], set(), 0
    while len(paths) < n and tries < n * 50 and topics:
        tries += 1
        topic = rng.choice(topics)
        steps, node, ok = [], topic, True
        for h in range(hops):
            opts = step_options(data, node, allow_values and h == hops - 1)
            if not opts:
                ok = False
                break
            p, forward, literal = rng.choice(opts)
            nxt = [x for x in neighbours(data, node, p, forward, literal) if x != topic and x not in
                   [s[3] for s in steps]]
            if not nxt:
                ok = False
                break
            node = rng.choice(nxt)
            steps.append((p, forward, literal, node))
        if not ok:
            continue
        key = (topic, tuple(s[:3] for s in steps))
        if key in seen:
            continue
        seen.add(key)
        # Every entity with the topic's name is a start: the pseudo graph can only name it.
        frontier = {(t,) for t in data.by_name.get(data.names[topic], {topic})}
        for p, forward, literal, _ in steps:
            frontier = {walk + (x,) for walk in frontier for x in neighbours(data, walk[-1], p, forward, literal)
                        if x not in walk}
        gold = {walk[-1] for walk in frontier}
        paths.append({"topic": topic, "name": data.names[topic], "steps": [(p, f) for p, f, _, _ in steps],
                      "literal": steps[-1][2], "gold": gold,
                      "graph": triple_list(data.names[topic], [(p, f) for p, f, _, _ in steps])})
    return paths


def top_hit(result, gold_iris: set[str], gold_names: set[str], names: dict[str, str]) -> tuple[bool, str]:
    if not result.answers:
        return False, "no answers"
    top = result.answers[0]
    hit = (top.iri is not None and (top.iri in gold_iris or names.get(top.iri) in gold_names)) or \
        top.label in gold_names or (top.iri is None and top.label in gold_iris)
    return hit, f"top={top.label!r}" + (f" <{top.iri}>" if top.iri else "")


# ---- measures ----------------------------------------------------------------------------------
class Measure:
    def __init__(self, name: str):
        self.name, self.n, self.hits, self.fails = name, 0, 0, defaultdict(int)
        self.examples: list[str] = []
        self.seconds: list[float] = []

    def add(self, hit: bool, failure: str | None = None, example: str | None = None, seconds: float = 0.0):
        self.n += 1
        self.hits += hit
        self.seconds.append(seconds)
        if not hit and failure:
            self.fails[failure] += 1
            if example and len(self.examples) < 4:
                self.examples.append(example)

    def pct(self) -> str:
        return f"{100.0 * self.hits / self.n:.1f}" if self.n else "n/a"

    def to_json(self) -> dict:
        s = sorted(self.seconds)
        return {"n": self.n, "hits": self.hits, "failures": dict(self.fails), "examples": self.examples,
                "p50_s": round(s[len(s) // 2], 3) if s else None}


def measure_linking(kg, data: Data, n: int, rng: random.Random) -> Measure:
    m = Measure("link")
    pool = sorted(iri for iri, name in data.names.items() if name.strip())
    for iri in rng.sample(pool, min(n, len(pool))):
        if out_of_time():
            break
        name = data.names[iri]
        links, exc, sec = timed_call(kg.linker.resolve, name)
        if exc is not None:
            kind = "unknown" if type(exc).__name__ == "UnknownEntity" else "error"
            m.add(False, kind, f"{name!r}: {err(exc)}", sec)
            continue
        right = any(e.iri == iri or data.names.get(e.iri) == name for e in links)
        got = ", ".join(f"<{e.iri}> {e.label!r} {e.score:.2f}" for e in links[:2])
        m.add(right, "wrong", f"{name!r} <{iri}> -> {got}", sec)
    return m


def measure_graphs(kg, data: Data, hops: int, n: int, rng: random.Random, allow_values: bool) -> Measure:
    m = Measure(f"graph{hops}")
    for path in sample_paths(data, hops, n, rng, allow_values):
        if out_of_time():
            break
        result, exc, sec = timed_call(kg.ask_graph, path["graph"])
        if exc is not None:
            m.add(False, type(exc).__name__, f"{path['graph']}: {err(exc)}", sec)
            continue
        hit, why = top_hit(result, path["gold"], set(), data.names)
        if not hit and path["literal"]:
            hit = bool(result.answers) and result.answers[0].label in path["gold"]
        m.add(hit, "wrong" if result.answers else "empty",
              f"{path['graph']} -> {why} (gold {len(path['gold'])}, e.g. {sorted(path['gold'])[0]!r})", sec)
    return m


def made_up_names(data: Data, n: int, rng: random.Random) -> list[tuple[str, str]]:
    """(invented name, donor IRI): token (or character) halves of two real names, not a KG name."""
    known = {normalise(name) for name in data.by_name}
    donors = sorted(iri for iri, name in data.names.items() if name.strip() and (iri in data.out or iri in data.inn))
    out, tries = [], 0
    while len(out) < n and tries < n * 100 and len(donors) > 1:
        tries += 1
        a, b = rng.sample(donors, 2)
        ta, tb = data.names[a].split(), data.names[b].split()
        if len(ta) >= 2 and len(tb) >= 2:
            name = " ".join(ta[:max(1, len(ta) // 2)] + tb[len(tb) // 2:])
        else:
            x, y = data.names[a], data.names[b]
            if len(x) < 4 or len(y) < 4:
                continue
            name = x[:len(x) // 2] + y[len(y) // 2:]
        if normalise(name) in known or name in (n_ for n_, _ in out) or not normalise(name):
            continue
        out.append((name, a))
    return out


def metaqa_questions(hop: int) -> list[tuple[str, set[str]]]:
    lines = (DATASETS / "metaqa" / f"{hop}-hop" / "qa_dev.txt").read_text(encoding="utf-8").splitlines()
    out = []
    for i in NL_POSITIONS:
        text, _, answers = lines[i].partition("\t")
        out.append((text, set(answers.split("|"))))
    return out


def measure_made_up(kg, spec: Spec, data: Data, n: int, rng: random.Random) -> tuple[Measure, Measure]:
    graphs, questions = Measure("madeup-graph"), Measure("madeup-nl")
    templates = [q for q, _ in metaqa_questions(1)] if spec.key.startswith("metaqa") else []
    for i, (name, donor) in enumerate(made_up_names(data, n, rng)):
        if out_of_time():
            break
        opts = step_options(data, donor, allow_values=True)
        p, forward, _ = rng.choice(opts)
        graph = triple_list(name, [(p, forward)])
        result, exc, sec = timed_call(kg.ask_graph, graph)
        answered = exc is None and bool(result.answers)
        why = err(exc) if exc is not None else (f"answered {result.answers[0].label!r}" if answered else "no answers")
        kind = type(exc).__name__ if exc is not None else ("answered" if answered else "empty")
        # `hit` is "answered" here: the goal is 0.
        graphs.add(answered, None, None, sec)
        graphs.fails[kind] += 1
        if answered and len(graphs.examples) < 4:
            graphs.examples.append(f"{graph} -> {why}")
        if templates:
            q = re.sub(r"\[[^\]]+\]", f"[{name}]" if i % 2 == 0 else name, templates[i % len(templates)])
        else:
            q = f"what is the {words_of(p)} of {name}?"
        result, exc, sec = timed_call(kg.ask_question, q)
        answered = exc is None and bool(result.answers)
        why = err(exc) if exc is not None else (f"answered {result.answers[0].label!r}" if answered else "no answers")
        kind = type(exc).__name__ if exc is not None else ("answered" if answered else "empty")
        questions.add(answered, None, None, sec)
        questions.fails[kind + (" (bracketed)" if "[" in q else " (plain)")] += 1
        if answered and len(questions.examples) < 4:
            questions.examples.append(f"{q!r} -> {why}")
    return graphs, questions


def nl_items(kg, spec: Spec, data: Data, limit: int) -> tuple[dict[str, list[tuple[str, set[str], set[str]]]], str]:
    """Per group (hop, or 'all'): (question, gold IRIs/values, gold names); and a note."""
    if spec.key.startswith("metaqa"):
        iri_of = {name: iris for name, iris in data.by_name.items()}
        groups = {}
        for hop in (1, 2, 3):
            items = []
            for q, answers in metaqa_questions(hop)[:limit]:
                golds = {i for a in answers for i in iri_of.get(a, ())}
                items.append((q, golds, answers))
            groups[f"{hop}h"] = items
        return groups, f"dev positions {NL_POSITIONS.start}-{NL_POSITIONS.start + limit - 1} per hop"
    if spec.key == "lubm":
        items, empty = [], 0
        for q, pattern in LUBM_QUESTIONS[:limit]:
            topic = re.search(r"\[([^\]]+)\]", q).group(1)
            rows = kg.select(f'PREFIX ub: <{UB}> SELECT DISTINCT ?x WHERE {{ ?t ub:name "{topic}" . {pattern} }}')
            gold = {r["x"].value for r in rows if "x" in r}
            if not gold:
                empty += 1
                continue
            items.append((q, gold, {data.names.get(g, g) for g in gold}))
        return {"all": items}, f"{len(items)} hand-written questions" + (f" ({empty} with empty gold left out)"
                                                                          if empty else "")
    db = spec.key.split(":", 1)[1]
    samples = json.loads((DATASETS / "spider4sparql" / "train_100_random_few_shot_samples.json").read_text())
    ours = [s for s in samples if s.get("kg_name") == db]
    items = []
    for s in ours[:limit]:
        if re.search(r"\b(count|avg|sum|min|max)\s*\(", s["query"], re.I):
            continue
        rows = kg.select(f"PREFIX : <{SPIDER_PREFIX}> " + s["query"])
        gold = {t.value for r in rows for t in r.values()}
        if gold:
            items.append((s["question"], gold, {data.names.get(g, g) for g in gold}))
    return {"all": items}, f"{len(items)} of {len(samples)} few-shot questions qualify ({len(ours)} about this KG)"


def measure_nl(kg, spec: Spec, data: Data, limit: int) -> tuple[dict[str, Measure], str]:
    groups, note = nl_items(kg, spec, data, limit)
    out = {}
    for group, items in groups.items():
        m = Measure(f"nl-{group}")
        for q, gold_iris, gold_names in items:
            if out_of_time():
                break
            result, exc, sec = timed_call(kg.ask_question, q)
            if exc is not None:
                m.add(False, type(exc).__name__, f"{q!r}: {err(exc)}", sec)
                continue
            hit, why = top_hit(result, gold_iris, gold_names, data.names)
            m.add(hit, "wrong" if result.answers else "empty",
                  f"{q!r} -> {why} (gold e.g. {sorted(gold_names)[0]!r})", sec)
        out[group] = m
    return out, note


# ---- one KG ------------------------------------------------------------------------------------
def open_store(spec: Spec, cache: Path, fresh: bool) -> tuple[KnowledgeGraph, float, bool]:
    folder = cache / "stores" / spec.key.replace(":", "-")
    done = folder / "loaded.json"
    if fresh and folder.exists():
        shutil.rmtree(folder)
    start = time.perf_counter()
    if done.exists():
        return KnowledgeGraph.open(folder), time.perf_counter() - start, True
    if folder.exists():
        shutil.rmtree(folder)
    kg = KnowledgeGraph.open(folder)
    kg.load(spec.files, base_iri=spec.base_iri)
    seconds = time.perf_counter() - start
    done.write_text(json.dumps({"files": [str(f) for f in spec.files], "seconds": seconds}))
    return kg, seconds, False


def run_kg(key: str, args) -> dict:
    row: dict = {"kg": key, "cells": {}, "measures": {}, "notes": []}
    t0 = time.perf_counter()
    small = key.startswith("spider") or key == "lubm"
    n = args.small_limit if small else args.limit
    rng_seed = sum(map(ord, key)) + args.seed
    try:
        spec = make_spec(key, args.cache)
        kg, load_s, cached = open_store(spec, args.cache, args.fresh)
    except Exception as exc:  # noqa: BLE001
        row["error"] = err(exc)
        return row
    row["cells"]["load s"] = f"{load_s:.1f}" + (" c" if cached else "")
    global _deadline
    try:
        data = read_data(kg, spec)
        row["cells"]["triples"] = str(data.triples)
        row["named"] = len(data.names)
        start = time.perf_counter()
        problems = []
        for what, fn in (("schema", lambda: kg.schema), ("linker index", lambda: kg.linker.index)):
            try:  # no time limit: an interrupted index build would only start again in the first ask
                fn()
            except Exception as exc:  # noqa: BLE001
                problems.append(f"{what}: {err(exc)}")
        row["cells"]["index s"] = f"{time.perf_counter() - start:.1f}"
        row["notes"] += problems
        row["linker_labels"] = len(kg.linker.rows) if not any(p.startswith("linker") for p in problems) else None
        _deadline = time.perf_counter() + args.kg_budget * (1 if small else 6)
    except Exception as exc:  # noqa: BLE001
        row["error"] = err(exc)
        kg.close()
        return row

    def cell(name, fn):
        if out_of_time():
            row["cells"][name] = "n/a (KG time budget spent)"
            return None
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001 - one measure failing leaves the others
            row["cells"][name] = f"error: {err(exc)}"
            row["notes"].append(f"{name}: {traceback.format_exc(limit=2).splitlines()[-1]}")
            return None

    if not data.names:
        for name in ("link", "graph 1h", "graph 2h", "made-up answered"):
            row["cells"][name] = "n/a (no named entities found)"
    else:
        m = cell("link", lambda: measure_linking(kg, data, n, random.Random(rng_seed)))
        if m:
            row["measures"]["link"] = m.to_json()
            row["cells"]["link"] = f"{m.pct()} ({m.fails['wrong']}w {m.n - m.hits - m.fails['wrong']}u /{m.n})"
        for hops in (1, 2):
            m = cell(f"graph {hops}h", lambda: measure_graphs(kg, data, hops, n, random.Random(rng_seed + hops),
                                                              allow_values=small))
            if m:
                row["measures"][f"graph{hops}"] = m.to_json()
                row["cells"][f"graph {hops}h"] = f"{m.pct()} /{m.n}" if m.n else "n/a (no such path)"
        pair = cell("made-up answered", lambda: measure_made_up(kg, spec, data, max(10, n // 2),
                                                                random.Random(rng_seed + 7)))
        if pair:
            g, q = pair
            row["measures"]["madeup-graph"], row["measures"]["madeup-nl"] = g.to_json(), q.to_json()
            row["cells"]["made-up answered"] = (f"graph {g.hits}/{g.n}, NL {q.hits}/{q.n}" if g.n
                                                else "n/a (no names to recombine)")
    res = cell("NL H@1", lambda: measure_nl(kg, spec, data, args.nl_limit if not small else n))
    if res:
        groups, note = res
        row["nl_note"] = note
        for g, m in groups.items():
            row["measures"][f"nl-{g}"] = m.to_json()
        if all(m.n == 0 for m in groups.values()):
            row["cells"]["NL H@1"] = f"n/a ({note})"
        else:
            row["cells"]["NL H@1"] = " / ".join(f"{g} {m.pct()}" if g != "all" else f"{m.pct()} /{m.n}"
                                                for g, m in groups.items())
    kg.close()
    row["seconds"] = round(time.perf_counter() - t0, 1)
    return row


COLUMNS = ["triples", "load s", "index s", "link", "graph 1h", "graph 2h", "made-up answered", "NL H@1"]


def table(rows: list[dict]) -> str:
    lines = ["| KG | " + " | ".join(COLUMNS) + " | s |", "|---" * (len(COLUMNS) + 2) + "|"]
    for row in rows:
        if "error" in row:
            cells = [row["cells"].get(c, "") for c in COLUMNS[:3]]
            lines.append(f"| {row['kg']} | " + " | ".join(cells) + f" | error: {row['error']} |" +
                         " |" * (len(COLUMNS) - 3))
            continue
        lines.append(f"| {row['kg']} | " + " | ".join(row["cells"].get(c, "") for c in COLUMNS) +
                     f" | {row.get('seconds', '')} |")
    return "\n".join(lines)


def failures_text(rows: list[dict]) -> str:
    out = []
    for row in rows:
        out.append(f"## {row['kg']}" + (f"  (named entities: {row.get('named')}, linker labels: "
                                        f"{row.get('linker_labels')})" if "named" in row else ""))
        for note in row.get("notes", []):
            out.append(f"  note: {note}")
        if row.get("nl_note"):
            out.append(f"  NL: {row['nl_note']}")
        for name, m in row.get("measures", {}).items():
            if m["failures"] or m["examples"]:
                out.append(f"  {name}: n={m['n']} hits={m['hits']} p50={m['p50_s']}s {m['failures']}")
                out += [f"    - {e}" for e in m["examples"]]
    return "\n".join(out)


def _stop(signum, frame):
    raise KeyboardInterrupt


def main() -> None:
    faulthandler.register(signal.SIGUSR1)  # `kill -USR1 PID` prints every thread's stack
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--kgs", help="comma-separated subset: spider, metaqa, lubm, metaqa-skos, spider:pets_1, pets_1 ...")
    parser.add_argument("--limit", type=int, default=100, help="samples per measure on MetaQA (default %(default)s)")
    parser.add_argument("--small-limit", type=int, default=30,
                        help="samples per measure on the Spider KGs and LUBM (default %(default)s)")
    parser.add_argument("--nl-limit", type=int, default=100,
                        help="MetaQA dev questions per hop from position 3000 (at most 100; default %(default)s)")
    parser.add_argument("--cache", type=Path, default=Path("/tmp/anykg"), help="stores and variants (default %(default)s)")
    parser.add_argument("--fresh", action="store_true", help="rebuild the cached stores")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kg-budget", type=float, default=60,
                        help="seconds of measuring per small KG after indexing, 6x for MetaQA; a measure "
                             "cut short reports the n it reached (default %(default)s)")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON instead of the table")
    parser.add_argument("--failures", action="store_true", help="print failure examples per KG after the table")
    args = parser.parse_args()
    args.nl_limit = max(0, min(args.nl_limit, len(NL_POSITIONS)))
    keys = select_keys(args.kgs)
    args.cache.mkdir(parents=True, exist_ok=True)
    rows, start = [], time.perf_counter()
    signal.signal(signal.SIGTERM, _stop)
    try:
        for key in keys:
            print(f"[{time.perf_counter() - start:6.0f}s] {key} ...", file=sys.stderr, flush=True)
            row = run_kg(key, args)
            rows.append(row)
            print(f"    {row.get('error') or row['cells']}", file=sys.stderr, flush=True)
    except KeyboardInterrupt:
        rows.append({"kg": key, "cells": {}, "error": "run stopped (SIGTERM/Ctrl-C) while measuring this KG"})
    total = time.perf_counter() - start
    if args.json:
        print(json.dumps({"rows": rows, "seconds": round(total, 1)}, indent=1, default=str))
        return
    print(table(rows))
    print(f"\n{len(rows)} KGs in {total:.0f} s. link: % right (w wrong links, u UnknownEntity or errors / n); "
          "graph: Hits@1 / n paths; made-up: answered / asked (goal 0); load 'c': reopened from the cache.")
    if args.failures:
        print("\n" + failures_text(rows))


if __name__ == "__main__":
    main()
