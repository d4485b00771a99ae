"""ANN libraries for the label indexes: faiss-cpu (HNSW, IVF) and usearch (HNSW) against exact search.

Vectors: MiniLM embeddings of every MetaQA entity label (about 43k; the linker's persisted index
in the store, built on the first run), or random unit vectors with `--random N` (say so when
reporting). Queries: MiniLM embeddings of 1-hop MetaQA dev questions (or random unit vectors).
Reports recall@10 against exact inner-product search, build time and single-query latency, all
with one thread. hnswlib is not compared: it has no wheel for this Python, and the project
installs nothing from source.

    python bench/ann.py [--store bench/out/metaqa.store] [--queries 1000] [--random 50000]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _metaqa import DATA, DEFAULT_STORE, open_metaqa  # noqa: E402


def unit(rng: np.random.Generator, n: int, dim: int) -> np.ndarray:
    v = rng.standard_normal((n, dim)).astype(np.float32)
    return v / np.linalg.norm(v, axis=1, keepdims=True)


def data(args) -> tuple[np.ndarray, np.ndarray, str]:
    rng = np.random.default_rng(0)
    if args.random:
        return unit(rng, args.random, 384), unit(rng, args.queries, 384), f"{args.random:,} random unit vectors (384-d)"
    from kgqa_sparql.text.encoder import shared_encoder

    kg = open_metaqa(args.store)
    index = kg.linker.index
    lines = (DATA / "1-hop" / "qa_dev.txt").read_text(encoding="utf-8").splitlines()
    picked = [lines[i].split("\t")[0] for i in rng.choice(len(lines), size=args.queries, replace=False)]
    queries = shared_encoder().encode(picked)
    return index.vectors, queries, f"{len(index.vectors):,} MiniLM vectors of MetaQA entity labels"


def recall(found: np.ndarray, truth: np.ndarray) -> float:
    return float(np.mean([len(set(f) & set(t)) / len(t) for f, t in zip(found, truth)]))


def per_query(search, queries: np.ndarray) -> tuple[np.ndarray, float]:
    start = time.perf_counter()
    found = np.stack([search(q[None, :]) for q in queries])
    return found, (time.perf_counter() - start) / len(queries) * 1000


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store", type=Path, default=DEFAULT_STORE)
    ap.add_argument("--queries", type=int, default=1000)
    ap.add_argument("--random", type=int, default=0, help="use N random unit vectors instead of MetaQA labels")
    ap.add_argument("--k", type=int, default=10)
    args = ap.parse_args()

    import faiss
    from usearch.index import Index

    faiss.omp_set_num_threads(1)
    vectors, queries, what = data(args)
    k, dim = args.k, vectors.shape[1]
    rows = []

    start = time.perf_counter()
    exact_found, exact_ms = per_query(lambda q: np.argsort(-(q @ vectors.T)[0])[:k], queries)
    rows.append(("exact (numpy)", 0.0, exact_ms, 1.0))

    for m, ef_c, ef_s in ((32, 200, 64), (32, 200, 128)):
        start = time.perf_counter()
        hnsw = faiss.IndexHNSWFlat(dim, m, faiss.METRIC_INNER_PRODUCT)
        hnsw.hnsw.efConstruction = ef_c
        hnsw.add(vectors)
        build = time.perf_counter() - start
        hnsw.hnsw.efSearch = ef_s
        found, ms = per_query(lambda q: hnsw.search(q, k)[1][0], queries)
        rows.append((f"faiss HNSW M={m} efC={ef_c} ef={ef_s}", build, ms, recall(found, exact_found)))

    nlist = max(16, int(np.sqrt(len(vectors)) * 2))
    start = time.perf_counter()
    quantizer = faiss.IndexFlatIP(dim)
    ivf = faiss.IndexIVFFlat(quantizer, dim, nlist, faiss.METRIC_INNER_PRODUCT)
    ivf.train(vectors)
    ivf.add(vectors)
    build = time.perf_counter() - start
    ivf.nprobe = 16
    found, ms = per_query(lambda q: ivf.search(q, k)[1][0], queries)
    rows.append((f"faiss IVF nlist={nlist} nprobe=16", build, ms, recall(found, exact_found)))

    for ef_s in (64, 128):
        start = time.perf_counter()
        us = Index(ndim=dim, metric="ip", dtype="f32", connectivity=32, expansion_add=200, expansion_search=ef_s)
        us.add(np.arange(len(vectors)), vectors, threads=1)
        build = time.perf_counter() - start
        found, ms = per_query(lambda q: np.asarray(us.search(q[0], k, threads=1).keys), queries)
        rows.append((f"usearch HNSW M=32 efC=200 ef={ef_s}", build, ms, recall(found, exact_found)))

    print(f"\n{what}; {len(queries)} queries; recall@{k} against exact search; one thread\n")
    print("| index | build s | query ms | recall@10 |")
    print("|---|---|---|---|")
    for name, build, ms, rec in rows:
        print(f"| {name} | {build:.2f} | {ms:.3f} | {rec:.3f} |")


if __name__ == "__main__":
    main()
