"""Schema-graph benchmark: class statistics throughput and all-pairs schema distances.

    python bench/schema.py                      # 10M triples, 13,000 classes (the issue's sizes)
    python bench/schema.py --triples 1000000    # a quick run

1. Statistics: a generated typed KG (classes with declared domain/range per predicate, one
   literal per entity) is bulk-loaded into an on-disk Oxigraph store; then each method runs in a
   fresh child process, which reports its wall time and peak RSS (ru_maxrss):
   - `sparql`: kgqa_sparql.schema.build_schema (the embedded store's one-pass aggregate query,
     `local_edge_counts`, evaluated by Oxigraph's Rust engine; the predicates split into two
     groups whose queries run on two threads)
   - `sparql-1`: the same with one query on one thread (the peer for the threads' speed-up)
   - `sparql-generic`: the statistics queries sent to remote endpoints (`edge_counts`: typed
     objects and literal datatypes as two aggregate queries), run here over all predicates at once
   - `python-walk`: the naive peer, a Python pass over every quad with a type dictionary
   All must produce the same edges with the same supports. Wall and CPU seconds are both
   reported: on a shared machine the CPU time is the steadier figure.
2. APSP: a generated schema of 13,000 classes with SAFE-like density (heavy-tailed: a few hub
   classes most others link to, so most pairs are 2 hops apart) timed with
   kgqa_sparql.schema.distances.all_pairs (bitset BFS, CPU), next to scipy's Floyd-Warshall (timed on a
   smaller n and extrapolated by n^3), scipy's per-source BFS/Dijkstra (timed on a sample of
   sources and extrapolated), and SAFE's reported 27.4 s Floyd-Warshall on 12,797 classes.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

EX = "http://bench.kgqa-sparql.org/"
RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
XSD_INT = "http://www.w3.org/2001/XMLSchema#integer"
SAFE_FW_SECONDS = 27.4  # SAFE App. C.2: Floyd-Warshall on 12,797 Freebase classes


# ---- statistics ---------------------------------------------------------------------------------
def generate_kg(path: Path, triples: int, classes: int = 50, predicates: int = 40, seed: int = 0) -> dict:
    """N-Triples with ~10 triples per entity: 1 type, 8 relational triples, 1 integer literal.
    Every predicate has one (domain, range) class pair, so the true schema is known."""
    rng = np.random.default_rng(seed)
    entities = max(classes, triples // 10)
    cls_of = rng.integers(0, classes, entities)
    by_class = [np.flatnonzero(cls_of == c) for c in range(classes)]
    predicates = max(predicates, classes)  # every class is the domain of at least one predicate
    domain = np.arange(predicates) % classes
    range_ = rng.integers(0, classes, predicates)
    by_domain = [np.flatnonzero(domain == c) for c in range(classes)]
    with open(path, "w", encoding="ascii") as out:
        for start in range(0, entities, 50_000):
            lines = []
            for e in range(start, min(entities, start + 50_000)):
                c = cls_of[e]
                s = f"<{EX}e{e}>"
                lines.append(f"{s} <{RDF_TYPE}> <{EX}C{c}> .\n")
                lines.append(f'{s} <{EX}size> "{e % 1000}"^^<{XSD_INT}> .\n')
                preds = by_domain[c]
                if preds.size == 0:
                    continue
                for p in rng.choice(preds, 8):
                    targets = by_class[range_[p]]
                    if targets.size:
                        lines.append(f"{s} <{EX}p{p}> <{EX}e{targets[rng.integers(targets.size)]}> .\n")
            out.writelines(lines)
    return {"entities": int(entities), "classes": classes, "predicates": predicates}


def python_walk(store) -> Counter:
    """The naive peer: one pass over the quads in Python (types first, then every triple)."""
    from pyoxigraph import Literal, NamedNode

    rdf_type = NamedNode(RDF_TYPE)
    types: dict = {}
    for q in store.quads_for_pattern(None, rdf_type, None):
        types.setdefault(q.subject, []).append(q.object.value)
    counts: Counter = Counter()
    for q in store.quads_for_pattern(None, None, None):
        if q.predicate == rdf_type:
            continue
        o = q.object
        ranges = [o.datatype.value] if isinstance(o, Literal) else types.get(o, ())
        for td in types.get(q.subject, ()):
            for tr in ranges:
                counts[(td, q.predicate.value, tr)] += 1
    return counts


def run_method(method: str, store_dir: str) -> dict:
    """Child-process entry: run one statistics method, print its timing and peak RSS as JSON."""
    from kgqa_sparql import KnowledgeGraph
    from kgqa_sparql import schema as schema_module
    from kgqa_sparql.schema.schema_graph import build_schema

    kg = KnowledgeGraph.open(store_dir, read_only=True)
    triples = len(kg.backend.raw)
    start, cpu = time.perf_counter(), time.process_time()
    if method in ("sparql", "sparql-1"):
        if method == "sparql-1":
            schema_module.STATISTICS_WORKERS = 1
        schema = build_schema(kg.backend)
        edges = {f"{e.subject_class} {e.predicate} {e.object_class}": e.support for e in schema.edges}
    elif method == "sparql-generic":
        edges = {" ".join(k): v for k, v in generic_statistics(kg).items()}
    else:
        edges = {" ".join(k): v for k, v in python_walk(kg.backend.raw).items()}
    seconds, cpu = time.perf_counter() - start, time.process_time() - cpu
    rss_mb = _peak_rss_mb()
    return {"method": method, "triples": triples, "seconds": seconds, "cpu": cpu, "rate": triples / seconds,
            "peak_rss_mb": rss_mb, "edges": edges}


def generic_statistics(kg) -> Counter:
    """The endpoint path's queries (predicate counts, class supports, edge_counts' two aggregate
    queries), run on the embedded store over all predicates at once."""
    from kgqa_sparql.schema.schema_graph import class_supports, edge_counts, predicate_counts

    predicate_counts(kg.backend)
    class_supports(kg.backend)
    return edge_counts(kg.backend)


def _peak_rss_mb() -> float:
    """This process's peak resident memory. VmHWM is reset by exec, unlike ru_maxrss, which a
    child started by fork+exec inherits from its (larger) parent."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def bench_statistics(triples: int, methods: list[str], workdir: Path) -> list[dict]:
    from pyoxigraph import RdfFormat, Store

    nt = workdir / "kg.nt"
    store_dir = workdir / "store"
    if store_dir.is_dir() and any(store_dir.iterdir()):
        print(f"reusing the store in {store_dir} (generated by an earlier run with --keep-store)", flush=True)
    else:
        t = time.perf_counter()
        info = generate_kg(nt, triples)
        gen = time.perf_counter() - t
        t = time.perf_counter()
        store = Store(str(store_dir))
        store.bulk_load(path=str(nt), format=RdfFormat.N_TRIPLES)
        store.flush()
        count = len(store)
        del store
        nt.unlink()
        print(f"generated {count:,} triples ({info['entities']:,} entities, {info['classes']} classes, "
              f"{info['predicates']} predicates) in {gen:.1f} s; bulk load {time.perf_counter() - t:.1f} s", flush=True)
    results = []
    for method in methods:
        out = subprocess.run([sys.executable, __file__, "_stats", method, str(store_dir)], capture_output=True,
                             text=True, check=True)
        results.append(json.loads(out.stdout))
        print(f"  {method}: {results[-1]['seconds']:.1f} s (load average {os.getloadavg()[0]:.1f})", flush=True)
    return results


# ---- APSP ---------------------------------------------------------------------------------------
def safe_like_schema(n: int, avg_out: float = 8.0, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """Directed class graph: each class links to ~avg_out others; targets drawn Zipf-like, so a
    few hub classes (Freebase's common.topic, type.object, ...) are adjacent to most classes."""
    rng = np.random.default_rng(seed)
    out_degree = np.maximum(1, rng.geometric(1 / avg_out, n))
    src = np.repeat(np.arange(n), out_degree)
    weights = 1.0 / np.arange(1, n + 1) ** 1.1
    dst = rng.choice(n, src.size, p=weights / weights.sum())
    keep = src != dst
    return src[keep], dst[keep]


def bench_apsp(n: int, fw_n: int, sample: int) -> dict:
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import floyd_warshall, shortest_path

    apsp = _distances_module()
    UNREACHABLE, all_pairs = apsp.UNREACHABLE, apsp.all_pairs
    src, dst = safe_like_schema(n)
    out: dict = {"n": n, "edges": int(len(set(zip(src.tolist(), dst.tolist()))))}
    for directed in (False, True):
        t, cpu = time.perf_counter(), time.process_time()
        dist = all_pairs(n, src, dst, directed=directed)
        out[f"bitset_{'directed' if directed else 'undirected'}"] = (time.perf_counter() - t, time.process_time() - cpu)
        if not directed:
            reach = dist[dist != UNREACHABLE]
            out["share_le2"] = float((reach <= 2).mean())
            out["diameter"] = int(reach.max())
            undirected = dist
    out["gpu"] = _time_gpu(apsp, n, src, dst, undirected)
    graph = csr_matrix((np.ones(src.size), (src, dst)), shape=(n, n))
    # scipy per-source shortest paths (unweighted), timed on a sample of sources, checked, extrapolated
    sources = np.random.default_rng(1).choice(n, sample, replace=False)
    t, cpu = time.perf_counter(), time.process_time()
    sp = shortest_path(graph, method="D", directed=False, unweighted=True, indices=sources)
    out["scipy_bfs_extrapolated"] = ((time.perf_counter() - t) * n / sample, (time.process_time() - cpu) * n / sample)
    sp[np.isinf(sp)] = UNREACHABLE
    assert (sp.astype(np.uint8) == undirected[sources]).all(), "bitset BFS disagrees with scipy"
    # Floyd-Warshall on the first fw_n classes' subgraph, extrapolated by n^3
    mask = (src < fw_n) & (dst < fw_n)
    small = csr_matrix((np.ones(int(mask.sum())), (src[mask], dst[mask])), shape=(fw_n, fw_n))
    t, cpu = time.perf_counter(), time.process_time()
    floyd_warshall(small, directed=False, unweighted=True)
    out["fw_n"] = fw_n
    out["fw_small"] = time.perf_counter() - t
    out["fw_extrapolated"] = (out["fw_small"] * (n / fw_n) ** 3, (time.process_time() - cpu) * (n / fw_n) ** 3)
    return out


def _distances_module():
    """kgqa_sparql.schema.distances loaded as a standalone file: it needs only numpy (and torch for the
    GPU variant), so this part also runs on a GPU machine without the rest of the toolkit."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("kgqa_distances", ROOT / "kgqa_sparql" / "schema" / "distances.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _time_gpu(apsp, n: int, src, dst, undirected: np.ndarray) -> dict | None:
    try:
        import torch
    except ImportError:
        return None
    if not torch.cuda.is_available():
        return None
    apsp.all_pairs_gpu(200, src[src < 200] % 200, dst[src < 200] % 200, directed=False)  # CUDA/cuBLAS warm-up
    times = {}
    for directed in (False, True):
        torch.cuda.synchronize()
        t = time.perf_counter()
        dist = apsp.all_pairs_gpu(n, src, dst, directed=directed)
        times["directed" if directed else "undirected"] = time.perf_counter() - t
        if not directed:
            assert (dist == undirected).all(), "GPU BFS disagrees with the CPU bitset BFS"
    times["name"] = torch.cuda.get_device_name()
    return times


# ---- report -------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    if argv is None and len(sys.argv) > 1 and sys.argv[1] == "_stats":
        print(json.dumps(run_method(sys.argv[2], sys.argv[3])))
        return 0
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--triples", type=int, default=10_000_000, help="size of the generated typed KG")
    ap.add_argument("--methods", default="sparql,sparql-1,sparql-generic,python-walk", help="statistics methods to compare")
    ap.add_argument("--classes", type=int, default=13_000, help="classes of the generated schema for APSP")
    ap.add_argument("--fw-classes", type=int, default=2_000, help="size Floyd-Warshall is timed at (then extrapolated)")
    ap.add_argument("--sample", type=int, default=200, help="sources timed for scipy's per-source BFS")
    ap.add_argument("--skip-statistics", action="store_true")
    ap.add_argument("--skip-apsp", action="store_true")
    ap.add_argument("--workdir", help="where the generated store goes (default: a temporary folder)")
    ap.add_argument("--keep-store", action="store_true",
                    help="keep WORKDIR/store for later runs (which then reuse it instead of generating)")
    args = ap.parse_args(argv)
    print(f"machine: {os.cpu_count()} CPU(s); numpy {np.__version__}", flush=True)
    if not args.skip_statistics:
        workdir = Path(args.workdir or tempfile.mkdtemp(prefix="kgqa-bench-schema-"))
        workdir.mkdir(parents=True, exist_ok=True)
        try:
            results = bench_statistics(args.triples, args.methods.split(","), workdir)
        finally:
            if not args.keep_store:
                shutil.rmtree(workdir / "store", ignore_errors=True)
        reference = results[0]["edges"]
        print("\nSchema statistics (one pass over a generated typed KG)")
        print(f"{'method':<16}{'triples':>12}{'seconds':>10}{'CPU s':>8}{'triples/s':>12}{'per CPU s':>12}"
              f"{'peak RSS MB':>13}{'edges':>8}  same edges")
        for r in results:
            print(f"{r['method']:<16}{r['triples']:>12,}{r['seconds']:>10.1f}{r['cpu']:>8.1f}{r['rate']:>12,.0f}"
                  f"{r['triples'] / r['cpu']:>12,.0f}{r['peak_rss_mb']:>13,.0f}{len(r['edges']):>8}  {r['edges'] == reference}")
        print("goal: >= 300,000 triples/s, peak memory <= 2 GB")
    if not args.skip_apsp:
        r = bench_apsp(args.classes, args.fw_classes, args.sample)
        print(f"\nAPSP on a SAFE-like schema: {r['n']:,} classes, {r['edges']:,} distinct class-to-class edges; "
              f"{100 * r['share_le2']:.1f}% of reachable pairs within 2 hops, diameter {r['diameter']}")
        print(f"{'method':<60}{'seconds':>10}{'CPU s':>10}")
        rows = [("bitset BFS, undirected (CPU, kgqa_sparql.schema.distances)", r["bitset_undirected"]),
                ("bitset BFS, directed (CPU)", r["bitset_directed"]),
                *([(f"boolean matmul BFS, undirected (GPU {r['gpu']['name']})", (r["gpu"]["undirected"], None)),
                   ("boolean matmul BFS, directed (GPU)", (r["gpu"]["directed"], None))] if r["gpu"] else []),
                (f"scipy shortest_path per source (extrap. from {args.sample})", r["scipy_bfs_extrapolated"]),
                (f"scipy Floyd-Warshall (extrap. from n={r['fw_n']}: {r['fw_small']:.1f} s)", r["fw_extrapolated"]),
                ("SAFE Floyd-Warshall, 12,797 classes (paper)", (SAFE_FW_SECONDS, None))]
        for name, (seconds, cpu) in rows:
            print(f"{name:<60}{seconds:>10.2f}{'-' if cpu is None else f'{cpu:.2f}':>10}")
        print(f"goal: <= {SAFE_FW_SECONDS / 10:.2f} s (one tenth of SAFE's figure)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
