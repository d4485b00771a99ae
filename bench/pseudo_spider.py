"""Pseudo query graphs over the 19 Spider4SPARQL KGs, generated from the KGs themselves.

The 100 few-shot question/SPARQL pairs shipped with Spider4SPARQL refer to other databases than
the 19 KGs in `spider4sparql/kgs/` (0 of 100 `kg_name`s match), so their gold queries cannot be
run here. Instead, gold queries are sampled from each KG in one generic way:

1. Walks of 1 or 2 object-property edges (foreign keys, `…#ref-<column>`) from a real entity,
   each edge followed forward or backward, never revisiting a node; the gold SPARQL is exactly
   that chain from the start IRI, its path nodes pairwise distinct, with the end node's class as
   a constraint on half of the queries. Its result set is the gold set (never empty: the walk
   itself is in it). Only edges between instances of the data's classes count (the loaded OWL
   ontology's own triples, rdfs:domain and the like, are not walked).
2. The pseudo graph names the start entity by its IRI (linking is not measured here) and says
   each edge with words derived from, but never equal to, the predicate: the local name without
   `ref-`, split into words, identifier suffixes (`id`, `code`, ...) dropped, common words
   replaced from a small synonym list (written for this benchmark); an edge is written either in
   the KG's direction or in walk order, then as '<words> of' when it walks backwards. The gold
   query's class constraint, when it has one, becomes the answer's expected type: the class
   name loosened the same way.
3. Reported per KG and overall: the share whose top translated SPARQL returns exactly the gold
   set (`exact@1`), the same for the first candidate with answers (what `ask_graph` executes),
   and Hits@1 (the top answer is in the gold set), beside SAFE's ranked semantic matching
   (`method="match"`) on the same graphs.

Queries are split by index: every 4th one (index % 4 == 3) is held out (`--split heldout`);
alignment changes are judged on `--split dev` only.

    python bench/pseudo_spider.py [--per-kg 40] [--split heldout] [--failures 5]
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = next((d / "shared" / "datasets" / "spider4sparql" for d in ROOT.parents if (d / "shared" / "datasets").is_dir()),
            ROOT.parent / "shared" / "datasets" / "spider4sparql")


from kgqa_sparql import KnowledgeGraph  # noqa: E402
from kgqa_sparql.vocab import RDF  # noqa: E402

#: Synonyms for words common in relational schemas (a person or an LLM would say it this way).
SYNONYMS = {
    "country": "nation", "city": "town", "student": "pupil", "teacher": "instructor", "course": "class",
    "employee": "worker", "owner": "proprietor", "shop": "store", "document": "file", "template": "form",
    "address": "location", "airport": "airfield", "source": "origin", "dest": "destination", "model": "car model",
    "maker": "manufacturer", "singer": "vocalist", "concert": "show", "stadium": "arena", "museum": "gallery",
    "visitor": "guest", "people": "persons", "friend": "buddy", "liked": "fancied", "conductor": "maestro",
    "orchestra": "ensemble", "performance": "show", "ship": "vessel", "battle": "fight", "lost": "sunk",
    "caused": "brought about", "channel": "network", "continent": "landmass", "property": "estate",
    "feature": "amenity", "type": "kind", "dog": "hound", "breed": "pedigree", "treatment": "care",
    "professional": "specialist", "size": "dimension", "transcript": "record", "semester": "term",
    "enrolment": "enrollment", "degree": "qualification", "department": "division", "program": "programme",
    "current": "present", "permanent": "fixed", "area": "region", "contestant": "candidate", "number": "no",
    "state": "province", "car": "automobile", "makers": "manufacturers", "names": "designations",
}
#: Queries per (start class, predicate chain), from different start entities.
PER_CHAIN = 3
#: Tokens that only say "this column is a key".
ID_WORDS = {"id", "code", "uid", "no", "num", "number", "ref", "fk", "key"}


@dataclass
class Query:
    kg: str
    index: int
    start: str
    steps: list[tuple[str, bool]]  # (predicate IRI, forward)
    answer_class: str | None  # class constraint in the gold query (None: without)
    gold: set[str]
    graph: str


def words_of(iri: str) -> list[str]:
    """Lower-case words of an IRI's local name, split at '#', '/', '-', '_' and camelCase."""
    local = re.split(r"[#/]", iri.rstrip("/#"))[-1]
    local = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", local)
    return [w for w in re.split(r"[\s\-_.=;]+", local.lower()) if w]


def paraphrase(iri: str, rng: random.Random) -> str:
    """Words for a predicate or class that never repeat its local name: 'ref-', key suffixes
    dropped, common words swapped for synonyms."""
    words = [w for w in words_of(iri) if w != "ref"]
    content = [w for w in words if w not in ID_WORDS] or words
    out = [SYNONYMS.get(w, w) if rng.random() < 0.7 else w for w in content]
    return " ".join(out)


W3C = ("http://www.w3.org/1999/02/22-rdf-syntax-ns#", "http://www.w3.org/2000/01/rdf-schema#",
       "http://www.w3.org/2002/07/owl#")
#: Characters that cannot stand in a SPARQL IRI reference: such entities are not sampled.
_BAD_IRI = re.compile(r'[\s<>"{}|^`\\]')


def classes_of(kg) -> dict[str, str]:
    """Instance -> its class, for instances of the data's own classes (the ontology's classes,
    properties and datatypes are not instances)."""
    rows = kg.select(f"SELECT ?s ?c WHERE {{ ?s <{RDF}type> ?c . FILTER(isIRI(?s)) }}")
    return {r["s"].value: r["c"].value for r in rows if not r["c"].value.startswith(W3C)}


def object_edges(kg, cls: dict[str, str]) -> list[tuple[str, str, str]]:
    """Every (subject, predicate, object) between two instances: the object properties in use."""
    rows = kg.select(f"SELECT ?s ?p ?o WHERE {{ ?s ?p ?o . FILTER(isIRI(?o) && ?p != <{RDF}type>) }}")
    return [(s, p, o) for s, p, o in ((r["s"].value, r["p"].value, r["o"].value) for r in rows)
            if s in cls and o in cls and not p.startswith(W3C) and not _BAD_IRI.search(s + o)]


def gold_sparql(start: str, steps: list[tuple[str, bool]], answer_class: str | None) -> str:
    nodes = ["?n0"] + [f"?n{i}" for i in range(1, len(steps) + 1)]
    lines = [f"VALUES ?n0 {{ <{start}> }}"]
    for i, (p, forward) in enumerate(steps):
        s, o = (nodes[i], nodes[i + 1]) if forward else (nodes[i + 1], nodes[i])
        lines.append(f"{s} <{p}> {o} .")
    lines += [f"FILTER({a} != {b})" for j, b in enumerate(nodes) for a in nodes[:j]]
    if answer_class:
        lines.append(f"{nodes[-1]} a <{answer_class}> .")
    return f"SELECT DISTINCT {nodes[-1]} WHERE {{ {' '.join(lines)} }}"


def sample_queries(kg, name: str, per_kg: int, rng: random.Random) -> list[Query]:
    """Up to `per_kg` distinct walks (half of length 1, half of length 2) with their gold sets."""
    cls = classes_of(kg)
    edges = object_edges(kg, cls)
    if not edges:
        return []
    out_edges: dict[str, list[tuple[str, str, bool]]] = {}
    for s, p, o in edges:
        out_edges.setdefault(s, []).append((p, o, True))
        out_edges.setdefault(o, []).append((p, s, False))
    starts = sorted(out_edges)
    seen: set[tuple] = set()
    chains: dict[tuple, int] = {}
    queries: list[Query] = []
    for attempt in range(per_kg * 40):
        if len(queries) >= per_kg:
            break
        length = 1 + len(queries) % 2
        start = rng.choice(starts)
        node, path, visited = start, [], {start}
        for _ in range(length):
            options = [(p, o, f) for p, o, f in out_edges.get(node, []) if o not in visited]
            if not options:
                break
            p, node, forward = rng.choice(options)
            path.append((p, forward))
            visited.add(node)
        if len(path) != length:
            continue
        # at most PER_CHAIN queries per (start class, predicate chain), each from another start:
        # small KGs have few chains, and one chain should not fill a KG's share
        key = (cls.get(start), tuple(path))
        if (key, start) in seen or chains.get(key, 0) >= PER_CHAIN:
            continue
        seen.add((key, start))
        chains[key] = chains.get(key, 0) + 1
        answer_class = cls[node] if rng.random() < 0.5 else None
        gold = {r["n" + str(length)].value for r in kg.select(gold_sparql(start, path, answer_class))}
        graph = pseudo_graph(start, path, answer_class, rng)
        queries.append(Query(name, len(queries), start, path, answer_class, gold, graph))
    return queries


def pseudo_graph(start: str, path: list[tuple[str, bool]], answer_class: str | None, rng: random.Random) -> str:
    """GRAPE triple list over <start> -> X_1 (-> X_2), paraphrased predicates, loose types."""
    nodes = [f"<{start}>"] + [f"X_{i}" for i in range(1, len(path) + 1)]
    triples = []
    for i, (p, forward) in enumerate(path):
        words = paraphrase(p, rng)
        if forward or rng.random() < 0.5:  # the KG's own direction
            s, o = (nodes[i], nodes[i + 1]) if forward else (nodes[i + 1], nodes[i])
            triples.append(f"({s}, {words}, {o})")
        else:  # walk order, said backwards
            triples.append(f"({nodes[i]}, {words} of, {nodes[i + 1]})")
    if answer_class:  # the gold query's class constraint, said loosely
        triples.append(f"({nodes[-1]}, a, {paraphrase(answer_class, rng)})")
    return "[" + ", ".join(triples) + "]"


def evaluate(kg, query: Query) -> dict:
    """exact@1 (top SPARQL), exact for the executed candidate, Hits@1 of approx and of match."""
    out = {"exact_top": False, "exact_exec": False, "hit": False, "hit_match": False, "error": None}
    try:
        start = time.perf_counter()
        result = kg.ask_graph(query.graph)
        out["ms"] = (time.perf_counter() - start) * 1000
        candidates = kg.translate(query.graph)
    except Exception as exc:  # noqa: BLE001 - a benchmark counts failures, it does not stop
        out["error"] = f"{type(exc).__name__}: {exc}"
        return out
    top = candidates[0]
    var = top.answer.lstrip("?")
    out["exact_top"] = {r[var].value for r in kg.select(top.sparql) if var in r} == query.gold
    executed = result.info.get("candidate")
    if executed is not None:
        cand = candidates[executed] if executed < len(candidates) else top
        var = cand.answer.lstrip("?")
        out["exact_exec"] = {r[var].value for r in kg.select(cand.sparql) if var in r} == query.gold
    out["hit"] = bool(result.answers) and result.answers[0].iri in query.gold
    out["alignment"] = [(a["predicate"], a["forward"]) for a in top.alignment if "predicate" in a]
    try:
        matched = kg.ask_graph(query.graph, method="match")
        out["hit_match"] = bool(matched.answers) and matched.answers[0].iri in query.gold
    except Exception:  # noqa: BLE001
        pass
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--per-kg", type=int, default=40, help="walks sampled per KG (before the split)")
    ap.add_argument("--split", choices=["dev", "heldout", "all"], default="all")
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--failures", type=int, default=0, help="print this many failures per KG")
    args = ap.parse_args()

    import torch

    torch.set_num_threads(1)
    files = sorted((args.data / "kgs").glob("*.ttl"))
    if not files:
        sys.exit(f"no Spider4SPARQL KGs under {args.data / 'kgs'}")
    rows, times, warmups = [], [], []
    totals = {"n": 0, "exact_top": 0, "exact_exec": 0, "hit": 0, "hit_match": 0}
    began = time.perf_counter()
    for ttl in files:
        name = ttl.name.removesuffix(".ttl").removesuffix("_triples")
        owl = args.data / "ontologies" / f"mpboot_spider_{name}.owl"
        kg = KnowledgeGraph.open(None, load=[ttl] + ([owl] if owl.exists() else []))
        warm = time.perf_counter()
        kg.aligner()  # schema graph and its embeddings: once per KG, not per query
        warmups.append(time.perf_counter() - warm)
        rng = random.Random(f"{args.seed}:{name}")
        queries = sample_queries(kg, name, args.per_kg, rng)
        if args.split != "all":
            queries = [q for q in queries if (q.index % 4 == 3) == (args.split == "heldout")]
        counts = {k: 0 for k in totals}
        shown = 0
        for q in queries:
            res = evaluate(kg, q)
            if "ms" in res:
                times.append(res["ms"])
            counts["n"] += 1
            for k in ("exact_top", "exact_exec", "hit", "hit_match"):
                counts[k] += bool(res[k])
            if not res["exact_top"] and shown < args.failures:
                shown += 1
                gold = [(p.rsplit("/", 1)[-1], f) for p, f in q.steps]
                got = [(p.rsplit("/", 1)[-1], f) for p, f in res.get("alignment", [])]
                print(f"  FAIL {name}: {q.graph}\n       gold={gold} class={q.answer_class} got={got} "
                      f"{res['error'] or ''}")
        kg.close()
        for k in totals:
            totals[k] += counts[k]
        rows.append((name, counts))
        print(f"{name}: {counts}", flush=True)
    print(f"\nSpider4SPARQL KGs, generated 1-2 edge chains, split {args.split}, seed {args.seed}, "
          f"{time.perf_counter() - began:.0f} s\n")
    print("| KG | queries | exact@1 (top SPARQL) | exact (executed candidate) | approx Hits@1 | match Hits@1 |")
    print("|---|---|---|---|---|---|")
    for name, c in rows + [("**all**", totals)]:
        n = max(1, c["n"])
        print(f"| {name} | {c['n']} | {100 * c['exact_top'] / n:.1f} | {100 * c['exact_exec'] / n:.1f} | "
              f"{100 * c['hit'] / n:.1f} | {100 * c['hit_match'] / n:.1f} |")
    if times:
        print(f"\napprox latency (translate + answer) per query: p50 {statistics.median(times):.1f} ms, "
              f"p95 {statistics.quantiles(times, n=20)[-1]:.1f} ms; schema + embeddings per KG: "
              f"median {statistics.median(warmups):.1f} s")


if __name__ == "__main__":
    main()
