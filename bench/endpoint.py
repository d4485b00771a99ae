"""SPARQL endpoint throughput (issues #7, #19): this endpoint vs `oxigraph serve` vs rdflib-endpoint.

    python bench/endpoint.py [--seconds 5] [--rounds 4] [--clients 8] [--slow 16] [--serve-args '...'] [--kb ../shared/datasets/metaqa/kb.txt]

One run, same data (MetaQA kb.txt loaded with kgqa-sparql), same query mix (1-, 2- and 3-hop
SELECTs from sampled topic entities), 8 concurrent keep-alive clients on the standard library's
http.client (httpx costs ~0.6 ms of client CPU per request, which would cap the servers), each
server measured in alternating fixed-time rounds: queries/s, p50 and p99 latency, and the server's
CPU time per request (robust to other load on the machine, which q/s is not). Our endpoint runs as
shipped (`kgqa-sparql serve STORE --port P`; --serve-args adds flags). `oxigraph serve-read-only`
and our endpoint each get their own copy of the store. Then the same fast mix on each server while
16 clients keep sending issue 19's 4-way cross product (the loaded / unloaded ratio). Then, in
process: the cost of kgqa:similarity per row and of a SERVICE kgqa:approx block (when the
translate module exists)."""

from __future__ import annotations

import argparse
import http.client
import os
import random
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kgqa_sparql import KnowledgeGraph  # noqa: E402

# ../shared/datasets beside the checkout (or beside a parent, for git worktrees nested deeper)
DATASETS = next((d / "shared" / "datasets" for d in ROOT.parents if (d / "shared" / "datasets").is_dir()),
                ROOT.parent / "shared" / "datasets")
KB = DATASETS / "metaqa" / "kb.txt"
TYPES = ("directed_by=Movie:Person,starred_actors=Movie:Person,written_by=Movie:Person,"
         "has_genre=Movie:Genre,in_language=Movie:Language,has_tags=Movie:Tag")
REL = "http://kgqa-sparql.org/kg/relation/"
JSON = "application/sparql-results+json"


def query_mix(kg: KnowledgeGraph, n: int = 300, seed: int = 0) -> list[str]:
    """1-, 2- and 3-hop SELECTs (a third each) from random movies and actors."""
    rng = random.Random(seed)
    movies = [r["m"] for r in kg.select(f"SELECT DISTINCT ?m WHERE {{ ?m <{REL}directed_by> ?d }}")]
    actors = [r["a"] for r in kg.select(f"SELECT DISTINCT ?a WHERE {{ ?m <{REL}starred_actors> ?a }}")]
    templates = [
        lambda: f"SELECT ?x WHERE {{ {rng.choice(movies)} <{REL}directed_by> ?x }}",
        lambda: f"SELECT ?m WHERE {{ ?m <{REL}starred_actors> {rng.choice(actors)} }}",
        lambda: (f"SELECT DISTINCT ?x WHERE {{ ?m <{REL}starred_actors> {rng.choice(actors)} . "
                 f"?m <{REL}directed_by> ?x }}"),
        lambda: (f"SELECT DISTINCT ?x WHERE {{ {rng.choice(movies)} <{REL}directed_by> ?d . "
                 f"?m <{REL}directed_by> ?d . ?m <{REL}has_genre> ?x }}"),
        lambda: (f"SELECT DISTINCT ?x WHERE {{ ?m <{REL}starred_actors> {rng.choice(actors)} . "
                 f"?m <{REL}written_by> ?w . ?m2 <{REL}written_by> ?w . ?m2 <{REL}release_year> ?x }}"),
        lambda: (f"SELECT DISTINCT ?x WHERE {{ {rng.choice(movies)} <{REL}starred_actors> ?a . "
                 f"?m <{REL}starred_actors> ?a . ?m <{REL}in_language> ?x }}"),
    ]
    return [templates[i % len(templates)]() for i in range(n)]


@dataclass
class Run:
    name: str
    qps: float
    p50_ms: float
    p99_ms: float
    requests: int
    errors: int
    cpu_us: float = 0.0  # server CPU time (all its processes and threads) per request


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process and its children (uvicorn workers), from /proc."""
    total = 0
    children = Path(f"/proc/{pid}/task/{pid}/children")
    for p in [pid] + [int(c) for c in (children.read_text().split() if children.exists() else [])]:
        fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


def load(name: str, port: int, path: str, queries: list[str], seconds: float, clients: int) -> Run:
    """Fixed-time closed-loop load from `clients` keep-alive http.client connections."""
    targets = [f"{path}?{urllib.parse.urlencode({'query': q})}" for q in queries]
    latencies: list[list[float]] = [[] for _ in range(clients)]
    errors = [0] * clients
    barrier = threading.Barrier(clients + 1)
    stop = [0.0]

    def worker(i: int) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        mine, k = latencies[i], i * 37
        headers = {"Accept": JSON}
        barrier.wait()
        while True:
            start = time.perf_counter()
            if start >= stop[0]:
                break
            conn.request("GET", targets[k % len(targets)], headers=headers)
            response = conn.getresponse()
            response.read()
            mine.append(time.perf_counter() - start)
            if response.status != 200:
                errors[i] += 1
            k += 1
        conn.close()

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(clients)]
    for t in threads:
        t.start()
    stop[0] = time.perf_counter() + seconds
    barrier.wait()
    begun = time.perf_counter()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - begun
    all_lat = sorted(x for lat in latencies for x in lat)
    p = lambda q: all_lat[min(len(all_lat) - 1, int(q * len(all_lat)))] * 1000  # noqa: E731
    return Run(name, len(all_lat) / elapsed, p(0.5), p(0.99), len(all_lat), sum(errors))


#: The slow query of issue 19: a 4-way cross product no endpoint finishes within any timeout.
SLOW = "SELECT (COUNT(*) AS ?n) WHERE { ?a ?b ?c . ?d ?e ?f . ?g ?h ?i . ?j ?k ?l }"


@dataclass
class Loaded:
    """Fast-query throughput while `slow` clients keep sending SLOW (issue 19's starvation row)."""

    name: str
    unloaded_qps: float  # median round of the unloaded measurement
    loaded: Run
    slow: int
    slow_statuses: dict[str, int]  # what the slow clients got back (status or error: count)

    @property
    def ratio(self) -> float:
        return self.loaded.qps / self.unloaded_qps


class SlowClients:
    """`n` threads each sending SLOW again as soon as it is answered (ignoring Retry-After, as a
    careless or hostile client would), each on its own keep-alive connection."""

    def __init__(self, port: int, path: str, n: int):
        self.target = f"{path}?{urllib.parse.urlencode({'query': SLOW})}"
        self.port = port
        self.stop = False
        self.statuses: dict[str, int] = {}
        self.lock = threading.Lock()
        # Daemon threads, never joined: a server without a timeout (oxigraph) never answers them.
        self.threads = [threading.Thread(target=self._run, daemon=True) for _ in range(n)]
        for t in self.threads:
            t.start()

    def _run(self) -> None:
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
        while not self.stop:
            try:
                conn.request("GET", self.target, headers={"Accept": JSON})
                response = conn.getresponse()
                response.read()
                outcome = str(response.status)
            except (OSError, http.client.HTTPException) as exc:
                outcome = type(exc).__name__
                conn.close()
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=120)
                time.sleep(0.05)  # a refused connection must not become a busy loop
            with self.lock:
                self.statuses[outcome] = self.statuses.get(outcome, 0) + 1
        conn.close()


def measure_loaded(server: Server, queries: list[str], unloaded_qps: float, args) -> Loaded:
    """Fast-query rounds while args.slow slow clients run (after `settle` s, so the slow queries
    are long ones by then, holding every slot the server lets them)."""
    slow = SlowClients(server.port, server.path, args.slow)
    time.sleep(args.settle)
    try:
        runs = [load(server.name, server.port, server.path, queries, args.seconds, args.clients)
                for _ in range(args.rounds)]
    finally:
        slow.stop = True
    for i, run in enumerate(runs):
        print(f"  loaded round {i + 1}: {server.name}: {run.qps:,.0f} q/s with {args.slow} slow queries", flush=True)
    with slow.lock:
        statuses = dict(slow.statuses)
    return Loaded(server.name, unloaded_qps, summarise(server.name, runs), args.slow, statuses)


def wait_ready(port: int, path: str, proc: subprocess.Popen, limit: float = 600) -> None:
    deadline = time.time() + limit
    probe = f"{path}?{urllib.parse.urlencode({'query': 'ASK {}'})}"
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"server on port {port} exited with {proc.returncode}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
            conn.request("GET", probe, headers={"Accept": JSON})
            if conn.getresponse().status == 200:
                return
        except OSError:
            pass
        if time.time() > deadline:
            raise RuntimeError(f"server on port {port} did not start")
        time.sleep(0.2)


def free_port() -> int:
    import socket

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@dataclass
class Server:
    name: str
    cmd: list[str]
    path: str
    port: int


def measure(servers: list[Server], queries: list[str], args, loaded: list[Loaded] | None = None) -> list[Run]:
    """Start every server, then load them in alternating rounds (the machine's background load
    drifts; alternating spreads it evenly). Per server: the median round's q/s, latency
    percentiles over all rounds. With `loaded` (and args.slow), then each server again while
    slow queries run, appended there (last: the slow queries may keep a server busy until it stops)."""
    procs = [subprocess.Popen(s.cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for s in servers]
    try:
        for server, proc in zip(servers, procs):
            wait_ready(server.port, server.path, proc)
            load(server.name, server.port, server.path, queries, min(2.0, args.seconds), args.clients)  # warm-up
        rounds: dict[str, list[Run]] = {s.name: [] for s in servers}
        proc_of = {s.name: p for s, p in zip(servers, procs)}
        for i in range(args.rounds):
            for server in servers:
                before = cpu_seconds(proc_of[server.name].pid)
                run = load(server.name, server.port, server.path, queries, args.seconds, args.clients)
                run.cpu_us = (cpu_seconds(proc_of[server.name].pid) - before) / max(1, run.requests) * 1e6
                rounds[server.name].append(run)
                print(f"  round {i + 1}: {server.name}: {run.qps:,.0f} q/s, {run.cpu_us:.0f} us CPU/request", flush=True)
        summaries = [summarise(name, runs) for name, runs in rounds.items()]
        if loaded is not None and args.slow:
            for server, summary in zip(servers, summaries):
                loaded.append(measure_loaded(server, queries, summary.qps, args))
        return summaries
    finally:
        for proc in procs:
            proc.terminate()
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def summarise(name: str, runs: list[Run]) -> Run:
    qps = statistics.median(r.qps for r in runs)
    return Run(name, qps, statistics.median(r.p50_ms for r in runs), statistics.median(r.p99_ms for r in runs),
               sum(r.requests for r in runs), sum(r.errors for r in runs), statistics.median(r.cpu_us for r in runs))


def similarity_cost(kg: KnowledgeGraph, rows: int = 300) -> tuple[float, float]:
    """(cold, warm) microseconds per row that kgqa:similarity adds to a SELECT of `rows` rows."""
    from kgqa_sparql.query.extensions import register_functions

    register_functions(kg)
    base = f"SELECT ?m ?t WHERE {{ ?m <{REL}has_tags> ?t }} LIMIT {rows}"
    scored = (f"PREFIX kgqa: <http://kgqa-sparql.org/ns#> SELECT ?m ?t (kgqa:similarity(?t, \"war film\") AS ?s) "
              f"WHERE {{ ?m <{REL}has_tags> ?t }} LIMIT {rows}")
    kg.query_bytes("PREFIX kgqa: <http://kgqa-sparql.org/ns#> SELECT (kgqa:similarity(\"a\", \"b\") AS ?s) {}", JSON)

    def timed(q: str) -> float:
        start = time.perf_counter()
        kg.query_bytes(q, JSON)
        return time.perf_counter() - start

    plain = min(timed(base) for _ in range(3))
    cold = timed(scored)
    warm = min(timed(scored) for _ in range(3))
    return (cold - plain) / rows * 1e6, (warm - plain) / rows * 1e6


def approx_cost(kg: KnowledgeGraph) -> str:
    """Milliseconds to rewrite + run a query with a SERVICE kgqa:approx block."""
    from kgqa_sparql.query.extensions import Rewriter

    actor = kg.select(f"SELECT ?a WHERE {{ ?m <{REL}starred_actors> ?a }} LIMIT 1")[0]["a"]
    query = ("PREFIX kgqa: <http://kgqa-sparql.org/ns#> PREFIX fuzzy: <http://kgqa-sparql.org/fuzzy#> "
             f"SELECT ?m ?score WHERE {{ SERVICE kgqa:approx {{ ?m fuzzy:acted_by {actor} }} }} ORDER BY DESC(?score)")
    rewriter = Rewriter(kg)
    times = []
    for _ in range(3):
        start = time.perf_counter()
        kg.query_bytes(rewriter.rewrite(query), JSON)
        times.append(time.perf_counter() - start)
    return f"{times[0] * 1000:.0f} ms first, {min(times[1:]) * 1000:.0f} ms repeated"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seconds", type=float, default=5.0, help="measured seconds per round")
    ap.add_argument("--rounds", type=int, default=4, help="alternating measured rounds per server")
    ap.add_argument("--clients", type=int, default=8)
    ap.add_argument("--kb", type=Path, default=KB)
    ap.add_argument("--serve-args", default="",
                    help="extra `kgqa-sparql serve` flags, e.g. '--workers 1 --access-log' (default: none, the "
                         "endpoint as shipped)")
    ap.add_argument("--slow", type=int, default=16,
                    help="slow clients (issue 19's 4-way cross product, sent continuously) for the loaded rounds; 0: skip")
    ap.add_argument("--settle", type=float, default=3.0, help="seconds the slow clients run before the loaded rounds")
    ap.add_argument("--skip-rdflib", action="store_true", help="leave out rdflib-endpoint (slow to load)")
    args = ap.parse_args()
    bindir = Path(sys.executable).parent
    oxigraph = shutil.which("oxigraph") or str(bindir / "oxigraph")
    runs: list[Run] = []
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as tmp:
        work = Path(tmp)
        kg = KnowledgeGraph.open(work / "metaqa.store", load=[args.kb], types=TYPES)
        queries = query_mix(kg)
        triples = len(kg.backend)
        nt = work / "metaqa.nt"
        nt.write_bytes(kg.query_bytes("CONSTRUCT WHERE { ?s ?p ?o }", "application/n-triples"))
        kg.close()
        del kg
        shutil.copytree(work / "metaqa.store", work / "ours.store")
        shutil.copytree(work / "metaqa.store" / "oxigraph", work / "oxi.store")
        print(f"MetaQA: {triples} triples; {len(queries)} queries; {args.clients} clients; {args.seconds:g} s each",
              flush=True)

        ports = [free_port() for _ in range(3)]
        servers = [
            # The defaults as shipped: the target is `kgqa-sparql serve STORE`, not a tuned setup.
            Server("kgqa-sparql serve", [sys.executable, "-m", "kgqa_sparql", "serve", str(work / "ours.store"),
                                         "--port", str(ports[0]), *shlex.split(args.serve_args)],
                   "/sparql", ports[0]),
            Server("oxigraph serve-read-only", [oxigraph, "serve-read-only", "--location", str(work / "oxi.store"),
                                                "--bind", f"127.0.0.1:{ports[1]}"], "/query", ports[1]),
        ]
        loaded: list[Loaded] = []
        runs = measure(servers, queries, args, loaded)
        if not args.skip_rdflib:  # one round: it is two orders of magnitude slower
            args.rounds = 1
            runs += measure([Server("rdflib-endpoint", [str(bindir / "rdflib-endpoint"), "serve", str(nt), "--host",
                                                        "127.0.0.1", "--port", str(ports[2])], "/", ports[2])],
                            queries, args)

        kg = KnowledgeGraph.open(work / "metaqa.store", read_only=True)
        cold, warm = similarity_cost(kg)
        approx = approx_cost(kg)
        kg.close()
        del kg

    ours = runs[0]
    print("\n| server | q/s (median round) | p50 ms | p99 ms | server CPU us/request | requests | errors "
          "| q/s ours / this | CPU this / ours |")
    print("|---|---|---|---|---|---|---|---|---|")
    for run in runs:
        print(f"| {run.name} | {run.qps:,.0f} | {run.p50_ms:.2f} | {run.p99_ms:.2f} | {run.cpu_us:.0f} | {run.requests} "
              f"| {run.errors} | {ours.qps / run.qps:.2f}x | {run.cpu_us / ours.cpu_us:.2f}x |")
    if loaded:
        print(f"\nFast queries (the same mix, {args.clients} clients) while {args.slow} slow ones run "
              f"(`{SLOW}`, each sent again as soon as it is answered):\n")
        print("| server | fast q/s unloaded | fast q/s loaded | loaded / unloaded | p50 ms | p99 ms | errors "
              "| slow queries answered |")
        print("|---|---|---|---|---|---|---|---|")
        for row in loaded:
            answered = ", ".join(f"{k}: {v}" for k, v in sorted(row.slow_statuses.items())) or "none"
            print(f"| {row.name} | {row.unloaded_qps:,.0f} | {row.loaded.qps:,.0f} | {row.ratio:.2f}x "
                  f"| {row.loaded.p50_ms:.2f} | {row.loaded.p99_ms:.2f} | {row.loaded.errors} | {answered} |")
    print(f"\nkgqa:similarity per row: {cold:.0f} us cold (encoder), {warm:.1f} us cached")
    print(f"SERVICE kgqa:approx block: {approx}")


if __name__ == "__main__":
    main()
