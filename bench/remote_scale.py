"""The remote backend at scale (issue 21): a generated typed KG in Virtuoso, asked through the endpoint.

    python bench/remote_scale.py [--triples 50000000] [--workdir DIR] [--nt FILE] [--graphs 50]

Steps, each timed, one run: bench/schema.py's `generate_kg` writes the N-Triples file (skipped
with `--nt`, a file written by it earlier); Debian's `virtuoso-t` is started through
bench/remote.py's `Virtuoso` launcher with a buffer pool sized by `--buffers` (8 KB pages) and
bulk-loads the file with its own loader (`ld_dir` + one `rdf_loader_run` + `checkpoint`); the KG
is opened as `KnowledgeGraph.open(".../sparql?default-graph-uri=G")`. Then, through the endpoint:
(a) `kg.schema` (the paged aggregate statistics queries), triples per second;
(b) `kg.expand` of `--expand` sampled entities, both directions (VALUES batches of the backend's
    `batch_size`);
(c) `kg.ask_graph` over `--graphs` pseudo graphs per hop (1 and 2 hops), each a real walk from a
    random entity (bench/anykg.py's `sample_paths`, with the walk's neighbours read from the
    endpoint by plain SPARQL instead of from memory), written with the KG's own names (the
    generated KG has no labels: entity and predicate names come from the IRIs); gold = every
    no-revisit walk end along the same steps. The first question (entity index, aligner) is
    timed apart and left out of the percentiles.
Peak RSS of Virtuoso and of this process (VmHWM) and the database's size on disk are reported.
Virtuoso is stopped at the end, also on failure; the database is removed unless `--keep-db`.

At 50M the entity index reads 5M entity IRIs through the endpoint; with Debian's 10,000-row cap
that is ~1,000 ordered pages, so the recorded run raised Virtuoso's cap and the backend's page
size to 1,000,000 (`--max-rows 1000000 --page-size 1000000`) and its timeout (`--timeout 3600`).
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from remote import Virtuoso, pct  # noqa: E402
from schema import EX, RDF_TYPE, generate_kg  # noqa: E402

GRAPH = "http://kgqa-sparql.org/graph/scale"


def vm_hwm_mb(pid: int | str = "self") -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class RssWatch:
    """Samples a process's resident memory every second (its VmHWM is read at the end too)."""

    def __init__(self, pid: int):
        self.pid, self.peak, self._stop = pid, 0.0, threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(1.0):
            try:
                for line in Path(f"/proc/{self.pid}/status").read_text().splitlines():
                    if line.startswith(("VmRSS:", "VmHWM:")):
                        self.peak = max(self.peak, int(line.split()[1]) / 1024)
            except OSError:
                return

    def stop(self) -> float:
        self._stop.set()
        return self.peak


def du_mb(path: Path) -> float:
    out = subprocess.run(["du", "-sm", str(path)], capture_output=True, text=True)
    return float(out.stdout.split()[0]) if out.returncode == 0 and out.stdout else 0.0


# ---- walks on the endpoint -----------------------------------------------------------------------
def edges_of(kg, iri: str) -> list[tuple[str, bool, str]]:
    """(predicate, forward, neighbour) of every entity edge at `iri` (rdf:type and literals left out)."""
    out = [(r["p"].value, True, r["n"].value) for r in kg.backend.select(
        f"SELECT ?p ?n WHERE {{ <{iri}> ?p ?n FILTER(isIRI(?n) && ?p != <{RDF_TYPE}>) }}")]
    out += [(r["p"].value, False, r["n"].value) for r in kg.backend.select(
        f"SELECT ?p ?n WHERE {{ ?n ?p <{iri}> FILTER(isIRI(?n) && ?p != <{RDF_TYPE}>) }}")]
    return out


def sample_paths(kg, entities: int, hops: int, n: int, rng: random.Random) -> list[dict]:
    """anykg.sample_paths on the endpoint: random-walk `hops` steps from random entities (no
    revisits, no repeated topic+steps); gold = every no-revisit walk end along the same steps."""
    cache: dict[str, list] = {}

    def edges(iri):
        if iri not in cache:
            cache[iri] = edges_of(kg, iri)
        return cache[iri]

    def neighbours(node, p, forward):
        return [x for q, f, x in edges(node) if q == p and f == forward]

    paths, seen, tries = [], set(), 0
    while len(paths) < n and tries < n * 50:
        tries += 1
        topic = f"{EX}e{rng.randrange(entities)}"
        steps, node, ok = [], topic, True
        for _ in range(hops):
            opts = sorted({(p, f) for p, f, _ in edges(node)})
            if not opts:
                ok = False
                break
            p, forward = rng.choice(opts)
            nxt = [x for x in neighbours(node, p, forward) if x != topic and x not in [s[2] for s in steps]]
            if not nxt:
                ok = False
                break
            node = rng.choice(nxt)
            steps.append((p, forward, node))
        key = (topic, tuple(s[:2] for s in steps))
        if not ok or key in seen:
            continue
        seen.add(key)
        frontier = {(topic,)}
        for p, forward, _ in steps:
            frontier = {walk + (x,) for walk in frontier for x in neighbours(walk[-1], p, forward) if x not in walk}
        paths.append({"topic": topic, "steps": [(p, f) for p, f, _ in steps], "gold": {w[-1] for w in frontier}})
    return paths


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triples", type=int, default=50_000_000)
    ap.add_argument("--workdir", default="/tmp/scale")
    ap.add_argument("--nt", help="an N-Triples file generate_kg wrote earlier (for --triples); skips generating")
    ap.add_argument("--buffers", type=int, default=450_000, help="Virtuoso NumberOfBuffers (8 KB pages)")
    ap.add_argument("--dirty", type=int, default=330_000, help="Virtuoso MaxDirtyBuffers")
    ap.add_argument("--max-rows", type=int, default=10_000, help="Virtuoso ResultSetMaxRows")
    ap.add_argument("--page-size", type=int, default=None, help="the remote backend's page size (default: its own)")
    ap.add_argument("--timeout", type=float, default=None, help="the remote backend's request timeout (default: its own)")
    ap.add_argument("--expand", type=int, default=1000)
    ap.add_argument("--graphs", type=int, default=25, help="pseudo graphs per hop (hops 1 and 2)")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--keep-db", action="store_true")
    args = ap.parse_args()

    import torch

    from kgqa_sparql import KnowledgeGraph
    from pyoxigraph import NamedNode

    torch.set_num_threads(1)
    work = Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    timings: dict[str, str] = {}

    def step(name: str, seconds: float, extra: str = "") -> None:
        timings[name] = f"{seconds:.1f} | {extra}"
        print(f"[{time.strftime('%H:%M:%S')}] {name}: {seconds:.1f} s {extra} (load {os.getloadavg()[0]:.1f})",
              flush=True)

    entities = max(50, args.triples // 10)
    nt = Path(args.nt) if args.nt else work / f"kg-{args.triples}.nt"
    if not args.nt:
        start = time.perf_counter()
        info = generate_kg(nt, args.triples)
        step("generate N-Triples (bench/schema.py generate_kg)", time.perf_counter() - start,
             f"{info['entities']:,} entities, {info['classes']} classes, {info['predicates']} predicates")
    nt_mb = nt.stat().st_size / 2**20
    server = watch = None
    try:
        start = time.perf_counter()
        server = Virtuoso(work / "db", data_dirs=[nt.parent], buffers=args.buffers, dirty=args.dirty,
                          max_rows=args.max_rows, query_time=0)
        watch = RssWatch(server.process.pid)
        step("start Virtuoso", time.perf_counter() - start)
        start = time.perf_counter()
        server.load(nt, GRAPH, timeout=4 * 3600)
        load_s = time.perf_counter() - start
        db_mb = du_mb(work / "db")
        step("bulk load (ld_dir + rdf_loader_run + checkpoint)", load_s,
             f"{args.triples / load_s:,.0f} file lines/s; file {nt_mb:,.0f} MB, database {db_mb:,.0f} MB")

        kg = KnowledgeGraph.open(server.url(GRAPH))
        if args.page_size:
            kg.backend.page_size = args.page_size
        if args.timeout:
            kg.backend.timeout = args.timeout
        start = time.perf_counter()
        triples = len(kg.backend)
        step("COUNT(*) through the endpoint", time.perf_counter() - start, f"{triples:,} triples")

        # (a) schema statistics
        start = time.perf_counter()
        schema = kg.schema
        seconds = time.perf_counter() - start
        step("(a) schema statistics (kg.schema)", seconds,
             f"{triples / seconds:,.0f} triples/s; {len(schema.classes)} classes, {len(schema.edges)} edges")

        # (b) one-hop expansion
        rng = random.Random(args.seed)
        sample = [NamedNode(f"{EX}e{i}") for i in rng.sample(range(entities), args.expand)]
        start = time.perf_counter()
        expansion = kg.expand(sample)
        seconds = time.perf_counter() - start
        step(f"(b) kg.expand of {len(sample):,} entities (both directions)", seconds,
             f"{len(expansion.edges):,} edges, batch {kg.backend.batch_size}")

        # (c) pseudo graphs
        start = time.perf_counter()
        items = [dict(it, hop=h) for h in (1, 2) for it in sample_paths(kg, entities, h, args.graphs, rng)]
        step("sample walks on the endpoint", time.perf_counter() - start, f"{len(items)} walks")
        from anykg import triple_list

        start = time.perf_counter()
        linker = kg.linker
        step("names + entity index (kg.linker)", time.perf_counter() - start, f"{len(linker.rows):,} names")
        labels = kg.names.labels([NamedNode(it["topic"]) for it in items])
        for it in items:
            it["name"] = labels[NamedNode(it["topic"])]
            it["graph"] = triple_list(it["name"], it["steps"])
        start = time.perf_counter()
        kg.ask_graph(items[0]["graph"])
        step("first question (aligner, indexes)", time.perf_counter() - start)
        results = []
        for it in items:
            start = time.perf_counter()
            try:
                result = kg.ask_graph(it["graph"])
                top = result.answers[0].iri if result.answers else None
                outcome = "hit" if top in it["gold"] else ("no answer" if top is None else "miss")
            except Exception as exc:  # noqa: BLE001 - counted
                outcome = f"error {type(exc).__name__}: {str(exc)[:120]}"
            results.append((it["hop"], outcome, time.perf_counter() - start))
        virtuoso_peak = max(watch.stop(), vm_hwm_mb(server.process.pid))
    finally:
        if server is not None:
            server.stop()
        if not args.keep_db:
            shutil.rmtree(work / "db", ignore_errors=True)

    print(f"\nScale: {args.triples:,} generated triples in Virtuoso, asked through the endpoint (one run)\n")
    print("| step | seconds | notes |\n|---|---|---|")
    for name, text in timings.items():
        print(f"| {name} | {text} |")
    print("\n| pseudo graphs | n | top answer in gold | errors | p50 ms | p95 ms |\n|---|---|---|---|---|---|")
    for hop in (1, 2, "all"):
        rows = [r for r in results if hop == "all" or r[0] == hop]
        hits = sum(r[1] == "hit" for r in rows)
        errors = sum(r[1].startswith("error") for r in rows)
        times = [r[2] for r in rows]
        print(f"| {hop if hop == 'all' else f'{hop}-hop'} | {len(rows)} | {100.0 * hits / max(1, len(rows)):.0f} % "
              f"| {errors} | {pct(times, 50):.0f} | {pct(times, 95):.0f} |")
    for r, it in zip(results, items):
        if r[1] != "hit":
            print(f"  {r[1]}: {it['graph']} (gold {len(it['gold'])})")
            break
    print(f"\npeak RSS: Virtuoso {virtuoso_peak:,.0f} MB, this process {vm_hwm_mb():,.0f} MB; "
          f"Virtuoso NumberOfBuffers {args.buffers:,}, MaxDirtyBuffers {args.dirty:,}, ResultSetMaxRows "
          f"{args.max_rows:,}; backend page size {kg.backend.page_size:,}, timeout {kg.backend.timeout:.0f} s")


if __name__ == "__main__":
    main()
