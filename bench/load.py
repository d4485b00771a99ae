"""Loading and graph-access benchmarks for the foundation (issue #2).

    python bench/load.py [--triples 1000000] [--kb ../shared/datasets/metaqa/kb.txt]

Prints one table:
  * MetaQA kb.txt (s|r|o triple file) converted and loaded into a new store (goal <= 10 s);
  * N synthetic N-Triples loaded with `kgqa-sparql load` vs `oxigraph load` (same file, fresh
    stores; goal: throughput ratio >= 0.8);
  * one-hop expansion (both directions) of 1,000 MetaQA entities on the embedded store (goal <= 100 ms),
    beside two peers on the same entities: `kg.expand` one entity per call (quad scans, the path it
    takes for fewer than QUERY_MIN entities) and bare pyoxigraph quad scans (the floor of any
    per-entity scan from Python);
  * labels and types of 1,000 movies at once vs one movie per call.

`--triples 0` skips the N-Triples comparison.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyoxigraph import DefaultGraph  # noqa: E402

from kgqa_sparql import KnowledgeGraph  # noqa: E402

KB = next((d / "shared" / "datasets" for d in ROOT.parents if (d / "shared" / "datasets").is_dir()),
          ROOT.parent / "shared" / "datasets") / "metaqa" / "kb.txt"
TYPES = ("directed_by=Movie:Person,starred_actors=Movie:Person,written_by=Movie:Person,"
         "has_genre=Movie:Genre,in_language=Movie:Language,has_tags=Movie:Tag")


def synthetic_ntriples(path: Path, n: int, seed: int = 7) -> None:
    """A typed graph with labels and literals, shaped like an entity-centric KG."""
    rng = random.Random(seed)
    ex = "http://example.org/"
    entities = max(1000, n // 8)
    with open(path, "w") as fh:
        for i in range(n):
            s = rng.randrange(entities)
            kind = i % 8
            if kind == 0:
                fh.write(f'<{ex}e{s}> <http://www.w3.org/2000/01/rdf-schema#label> "entity number {s}"@en .\n')
            elif kind == 1:
                fh.write(f"<{ex}e{s}> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <{ex}C{s % 50}> .\n")
            elif kind == 2:
                fh.write(f'<{ex}e{s}> <{ex}year> "{1900 + s % 120}"^^<http://www.w3.org/2001/XMLSchema#gYear> .\n')
            else:
                fh.write(f"<{ex}e{s}> <{ex}p{rng.randrange(40)}> <{ex}e{rng.randrange(entities)}> .\n")


def timed(cmd: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def bench_kb(work: Path, kb: Path) -> tuple[float, KnowledgeGraph]:
    start = time.perf_counter()
    kg = KnowledgeGraph.open(work / "metaqa.store", load=[kb], types=TYPES)
    return time.perf_counter() - start, kg


def bare_scan(store, entities) -> int:
    """The floor for one-hop expansion: pyoxigraph's own quad scans of both directions, every quad
    decoded into Python terms and dropped (no filtering, no Edge objects)."""
    n = 0
    for entity in entities:
        for _ in store.quads_for_pattern(entity, None, None, DefaultGraph()):
            n += 1
        for _ in store.quads_for_pattern(None, None, entity, DefaultGraph()):
            n += 1
    return n


def scanned(kg: KnowledgeGraph, entities) -> int:
    """`kg.expand` one entity at a time: each call is below QUERY_MIN, so it scans quads."""
    return sum(len(kg.expand([entity]).edges) for entity in entities)


def bench_expand(kg: KnowledgeGraph, n: int = 1000, repeats: int = 9) -> tuple[float, float, float, int]:
    """Median seconds of `kg.expand`, of per-entity expansion and of the bare scan on the same
    samples, interleaved."""
    rows = kg.select("SELECT DISTINCT ?s WHERE { ?s <http://kgqa-sparql.org/kg/relation/directed_by> ?o }")
    people = kg.select("SELECT DISTINCT ?o WHERE { ?s <http://kgqa-sparql.org/kg/relation/starred_actors> ?o }")
    pool = [r["s"] for r in rows] + [r["o"] for r in people]
    rng = random.Random(3)
    ours, per_entity, floor, edges = [], [], [], 0
    for _ in range(repeats):
        sample = rng.sample(pool, n)
        start = time.perf_counter()
        edges = len(kg.expand(sample).edges)
        ours.append(time.perf_counter() - start)
        start = time.perf_counter()
        if scanned(kg, sample) != edges:
            raise SystemExit("per-entity expansion disagrees with the batched one")
        per_entity.append(time.perf_counter() - start)
        start = time.perf_counter()
        bare_scan(kg.backend.raw, sample)
        floor.append(time.perf_counter() - start)
    return statistics.median(ours), statistics.median(per_entity), statistics.median(floor), edges


def bench_describe(kg: KnowledgeGraph, n: int = 1000, repeats: int = 7) -> tuple[float, float]:
    """Median seconds of `kg.labels` + `kg.types` of n movies at once, and one movie per call
    (quad scans), on the same samples."""
    pool = [r["s"] for r in kg.select("SELECT DISTINCT ?s WHERE { ?s <http://kgqa-sparql.org/kg/relation/directed_by> ?o }")]
    rng = random.Random(4)
    batched, one_by_one = [], []
    for _ in range(repeats):
        sample = rng.sample(pool, n)
        start = time.perf_counter()
        labels, types = kg.labels(sample), kg.types(sample)
        batched.append(time.perf_counter() - start)
        start = time.perf_counter()
        single = [(kg.labels([e]), kg.types([e])) for e in sample]
        one_by_one.append(time.perf_counter() - start)
        if sum(len(lab) for lab, _ in single) != len(labels) or sum(len(t) for _, t in single) != len(types):
            raise SystemExit("batched labels/types disagree with one term per call")
    return statistics.median(batched), statistics.median(one_by_one)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triples", type=int, default=1_000_000)
    ap.add_argument("--kb", type=Path, default=KB)
    args = ap.parse_args()
    bindir = Path(sys.executable).parent
    kgqa, oxigraph = str(bindir / "kgqa-sparql"), shutil.which("oxigraph") or str(bindir / "oxigraph")
    rows: list[tuple[str, str, str]] = []
    with tempfile.TemporaryDirectory(dir=ROOT) as tmp:
        work = Path(tmp)
        if args.kb.exists():
            seconds, kg = bench_kb(work, args.kb)
            rows.append(("MetaQA kb.txt -> store (convert + load)", f"{seconds:.2f} s", "<= 10 s"))
            ours, per_entity, floor, edges = bench_expand(kg)
            rows.append(("one-hop expansion, 1,000 MetaQA entities", f"{ours * 1000:.1f} ms ({edges} edges)", "<= 100 ms"))
            rows.append(("  peer: kg.expand one entity per call (quad scans)",
                         f"{per_entity * 1000:.1f} ms ({ours / per_entity:.2f}x)", ""))
            rows.append(("  peer: bare pyoxigraph quad scans, same entities", f"{floor * 1000:.1f} ms ({ours / floor:.2f}x)", ""))
            batched, single = bench_describe(kg)
            rows.append(("labels + types of 1,000 MetaQA movies", f"{batched * 1000:.1f} ms", ""))
            rows.append(("  peer: one movie per call (quad scans)", f"{single * 1000:.1f} ms ({batched / single:.2f}x)", ""))
            kg.close()
        else:
            rows.append(("MetaQA kb.txt", f"skipped: {args.kb} absent", ""))
        if args.triples <= 0:
            print_table(rows)
            return
        nt = work / "synthetic.nt"
        synthetic_ntriples(nt, args.triples)
        ours = min(timed([kgqa, "load", str(work / f"ours{i}"), str(nt)]) for i in range(2))
        theirs = min(timed([oxigraph, "load", "--location", str(work / f"oxi{i}"), "--file", str(nt)]) for i in range(2))
        n = args.triples
        rows.append((f"{n:,} N-Triples: kgqa-sparql load", f"{ours:.2f} s ({n / ours / 1000:.0f}k triples/s)", ""))
        rows.append((f"{n:,} N-Triples: oxigraph load", f"{theirs:.2f} s ({n / theirs / 1000:.0f}k triples/s)", ""))
        rows.append(("throughput ratio kgqa-sparql / oxigraph", f"{theirs / ours:.2f}", ">= 0.8"))
    print_table(rows)


def print_table(rows: list[tuple[str, str, str]]) -> None:
    width = max(len(r[0]) for r in rows)
    print(f"| {'measurement'.ljust(width)} | result | goal |")
    print(f"|{'-' * (width + 2)}|---|---|")
    for name, value, goal in rows:
        print(f"| {name.ljust(width)} | {value} | {goal} |")


if __name__ == "__main__":
    main()
