"""The remote backend against a real Virtuoso (issue 21): the MetaQA KB, pseudo graphs, remote beside embedded.

    python bench/remote.py [--per-hop 20] [--split heldout] [--seed 7] [--questions 50 --model DIR]

Steps, each timed: the embedded MetaQA store (bench/_metaqa.py; opened read-only when it is
already built) is exported to N-Triples; Debian's `virtuoso-t` (package
virtuoso-opensource-7-bin) is started on free loopback ports with a small buffer pool and
bulk-loads the file into a named graph with its own loader (`ld_dir` + `rdf_loader_run` through
`isql-vt`); the endpoint is opened as `KnowledgeGraph.open(".../sparql?default-graph-uri=G")`.
Then the schema graph and the entity index are built through the endpoint, and the same held-out
pseudo graphs (bench/pseudo_metaqa.py, `--per-hop` per hop) are asked to both stores. The table
reports, per hop, the share of graphs whose top answer is the embedded store's, errors, and
latency p50/p95 of `ask_graph` on each side. With `--questions N`, N natural-language MetaQA
questions per hop are asked to both as well (`ask_question`, the judge of `--model` or zero-shot):
same top answers, Hits@1 on each side, latency. Virtuoso is stopped at the end, also on failure.

`Virtuoso` below is the launcher the integration tests (tests/test_virtuoso.py) use as well.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

VIRTUOSO_BINARY = "virtuoso-t"
ISQL_BINARY = "isql-vt"

_INI = """\
[Database]
DatabaseFile = {dir}/virtuoso.db
ErrorLogFile = {dir}/virtuoso.log
LockFile = {dir}/virtuoso.lck
TransactionFile = {dir}/virtuoso.trx
xa_persistent_file = {dir}/virtuoso.pxa
ErrorLogLevel = 7
FileExtend = 200
Striping = 0
TempStorage = TempDatabase

[TempDatabase]
DatabaseFile = {dir}/virtuoso-temp.db
TransactionFile = {dir}/virtuoso-temp.trx
Striping = 0

[Parameters]
ServerPort = 127.0.0.1:{isql_port}
DisableUnixSocket = 1
ServerThreads = 4
CheckpointInterval = 0
; a small buffer pool (8 KB pages): the machine is shared
NumberOfBuffers = {buffers}
MaxDirtyBuffers = {dirty}
ThreadsPerQuery = 2
AsyncQueueMaxThreads = 2
DirsAllowed = ., {dir}, {data_dirs}

[HTTPServer]
ServerPort = 127.0.0.1:{http_port}
ServerThreads = 4
MaxClientConnections = 4
EnabledDavVSP = 0

[SPARQL]
; Debian's default row cap: results beyond it are cut (the remote backend pages past it)
ResultSetMaxRows = {max_rows}
MaxQueryExecutionTime = {query_time}
MaxQueryCostEstimationTime = 0
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def virtuoso_available() -> bool:
    return shutil.which(VIRTUOSO_BINARY) is not None and shutil.which(ISQL_BINARY) is not None


class Virtuoso:
    """A private Virtuoso 7 server: its own database in `folder` (a temporary one by default),
    SQL and HTTP on free loopback ports, stopped by `stop()` or on leaving the `with` block.

        with Virtuoso(data_dirs=[folder]) as v:
            v.load(folder / "kb.nt", "http://example.org/g")
            kg = KnowledgeGraph.open(v.url("http://example.org/g"))
    """

    def __init__(self, folder: Path | None = None, *, data_dirs=(), buffers: int = 100_000,
                 dirty: int = 60_000, max_rows: int = 10_000, start_timeout: float = 60.0, query_time: int = 120):
        if not virtuoso_available():
            raise RuntimeError("virtuoso-t / isql-vt not found (apt-get install virtuoso-opensource-7-bin)")
        self._tmp = None if folder is not None else tempfile.mkdtemp(prefix="kgqa-virtuoso-")
        self.folder = Path(folder or self._tmp).resolve()
        self.folder.mkdir(parents=True, exist_ok=True)
        self.isql_port, self.http_port = free_port(), free_port()
        self.data_dirs = [str(Path(d).resolve()) for d in data_dirs]
        (self.folder / "virtuoso.ini").write_text(_INI.format(
            dir=self.folder, isql_port=self.isql_port, http_port=self.http_port, buffers=buffers, dirty=dirty,
            max_rows=max_rows, query_time=query_time, data_dirs=", ".join(self.data_dirs) or str(self.folder)))
        self._log = open(self.folder / "server.out", "wb")
        self.process = subprocess.Popen([VIRTUOSO_BINARY, "+foreground", "+configfile", "virtuoso.ini"],
                                        cwd=self.folder, stdout=self._log, stderr=subprocess.STDOUT,
                                        start_new_session=True)
        try:
            self._wait(start_timeout)
        except BaseException:
            self.stop()
            raise

    @property
    def endpoint(self) -> str:
        return f"http://127.0.0.1:{self.http_port}/sparql"

    def url(self, graph: str | None = None) -> str:
        """The endpoint URL, scoped to `graph` by the protocol's default-graph-uri parameter."""
        if graph is None:
            return self.endpoint
        return f"{self.endpoint}?{urllib.parse.urlencode({'default-graph-uri': graph})}"

    def _wait(self, timeout: float) -> None:
        deadline = time.time() + timeout
        probe = f"{self.endpoint}?{urllib.parse.urlencode({'query': 'ASK {}'})}"
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"virtuoso-t exited with {self.process.returncode}: {self.log_tail()}")
            try:
                with urllib.request.urlopen(probe, timeout=2) as response:
                    if response.status == 200:
                        return
            except (urllib.error.URLError, OSError):
                pass
            if time.time() > deadline:
                raise RuntimeError(f"virtuoso-t did not answer on port {self.http_port} in {timeout:.0f} s: "
                                   f"{self.log_tail()}")
            time.sleep(0.2)

    def log_tail(self, lines: int = 15) -> str:
        path = self.folder / "virtuoso.log"
        text = path.read_text(errors="replace") if path.exists() else ""
        return "\n".join(text.splitlines()[-lines:])

    def isql(self, sql: str, timeout: float = 600) -> str:
        """Run SQL statements (`;`-separated) through isql-vt as dba; errors raise."""
        done = subprocess.run([ISQL_BINARY, str(self.isql_port), "dba", "dba", "VERBOSE=OFF", "BANNER=OFF",
                               f"exec={sql}"], capture_output=True, text=True, timeout=timeout)
        out = done.stdout + done.stderr
        if done.returncode != 0 or "*** Error" in out:
            raise RuntimeError(f"isql-vt failed on {sql[:120]!r}: {out.strip()[-800:]}")
        return out

    def load(self, path: str | Path, graph: str, timeout: float = 600) -> None:
        """Bulk-load one RDF file (N-Triples, Turtle, ...; its folder must be in `data_dirs`)
        into the named graph `graph` with Virtuoso's loader, then checkpoint (`timeout`: isql's, s)."""
        path = Path(path).resolve()
        self.isql(f"ld_dir('{path.parent}', '{path.name}', '{graph}'); rdf_loader_run(); checkpoint;", timeout=timeout)
        failed = self.isql("SELECT ll_file, ll_error FROM DB.DBA.load_list WHERE ll_error IS NOT NULL;")
        if str(path) in failed:
            raise RuntimeError(f"Virtuoso's loader refused {path}: {failed.strip()[-800:]}")

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=10)
        self._log.close()
        if self._tmp is not None:
            shutil.rmtree(self._tmp, ignore_errors=True)

    def __enter__(self) -> "Virtuoso":
        return self

    def __exit__(self, *exc) -> None:
        self.stop()


# ---- the benchmark ---------------------------------------------------------------------------
def pct(values: list[float], q: int) -> float:
    if len(values) < 2:
        return values[0] * 1000 if values else 0.0
    return statistics.quantiles(values, n=100)[q - 1] * 1000


def ask_all(kg, items: list[dict], seed: int, pseudo) -> tuple[list, list[float]]:
    """Top answer label (or the error) and the latency of each pseudo graph."""
    import random

    tops, times = [], []
    for item in items:
        graph = pseudo.pseudo_graph(item, random.Random(seed * 100003 + item["index"]))
        start = time.perf_counter()
        try:
            result = kg.ask_graph(graph)
            tops.append(("ok", result.answers[0].label if result.answers else None))
        except Exception as exc:  # noqa: BLE001 - the table counts errors
            tops.append(("error", f"{type(exc).__name__}: {exc}"))
        times.append(time.perf_counter() - start)
    return tops, times


def ask_questions(kg, questions: list[tuple[int, str, set[str]]], knobs: dict) -> tuple[list, list[float]]:
    """Top answer labels (sorted, or the error) and the latency of each natural-language question."""
    tops, times = [], []
    for _, text, _ in questions:
        start = time.perf_counter()
        try:
            result = kg.ask_question(text, **knobs)
            best = result.answers[0].score if result.answers else None
            tops.append(("ok", tuple(sorted(a.label for a in result.answers if a.score == best))))
        except Exception as exc:  # noqa: BLE001 - the table counts errors
            tops.append(("error", f"{type(exc).__name__}: {exc}"))
        times.append(time.perf_counter() - start)
    return tops, times


def nl_questions(data: Path, per_hop: int, seed: int) -> list[tuple[int, str, set[str]]]:
    """(hop, text, answers) of MetaQA dev questions, `per_hop` per hop from the end of each
    shuffled file (positions the NL benches never tune on)."""
    import random

    from kgqa_sparql.training.qadata import load_metaqa

    out = []
    for hop in (1, 2, 3):
        pairs = load_metaqa(data / f"{hop}-hop" / "qa_dev.txt", only_reachable=False)
        random.Random(seed + hop).shuffle(pairs)
        out += [(hop, p.question, set(p.answers)) for p in (pairs[-per_hop:] if per_hop else [])]
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--per-hop", type=int, default=20, help="pseudo graphs per hop (the check uses 20)")
    ap.add_argument("--split", choices=["dev", "heldout"], default="heldout")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--graph", default="http://kgqa-sparql.org/graph/metaqa", help="the named graph in Virtuoso")
    ap.add_argument("--url", help="an endpoint already holding the KB (skips starting Virtuoso)")
    ap.add_argument("--untyped", action="store_true",
                    help="kb.txt without the type map (classes inferred from a scan of every triple)")
    ap.add_argument("--failures", type=int, default=5, help="print this many differing graphs")
    ap.add_argument("--questions", type=int, default=0,
                    help="also ask this many natural-language MetaQA questions per hop to both stores")
    ap.add_argument("--model", type=Path, help="the judge for --questions (a `kgqa-sparql train` folder; "
                    "default: the zero-shot judge)")
    ap.add_argument("--scopes", default="url,none",
                    help="how the remote KG is opened: url (?default-graph-uri=G), option (graph=G), none (the "
                         "engine's own default dataset, its system graphs left out by the backend)")
    args = ap.parse_args()

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    import pseudo_metaqa as pseudo
    import torch
    from _metaqa import DATA, DEFAULT_STORE, TYPES

    from kgqa_sparql import KnowledgeGraph
    from pyoxigraph import DefaultGraph, RdfFormat

    torch.set_num_threads(1)
    timings: dict[str, float] = {}
    start = time.perf_counter()
    if args.untyped:
        local = KnowledgeGraph.open(None, load=[DATA / "kb.txt"])
    elif (DEFAULT_STORE / "oxigraph").exists():
        local = KnowledgeGraph.open(DEFAULT_STORE, read_only=True)
    else:
        local = KnowledgeGraph.open(None, load=[DATA / "kb.txt"], types=TYPES)
    items = [it for hop in (1, 2, 3) for it in pseudo.load(hop, args.split, args.per_hop, args.seed)]
    questions = nl_questions(DATA, args.questions, args.seed)
    knobs = {"model": str(args.model)} if args.model else {"zero_shot": True}
    work = Path(tempfile.mkdtemp(prefix="kgqa-bench-remote-"))
    server = None
    try:
        if args.url:
            url = args.url
        else:
            start = time.perf_counter()
            local.backend.raw.dump(str(work / "kb.nt"), format=RdfFormat.N_TRIPLES, from_graph=DefaultGraph())
            timings["export N-Triples (embedded)"] = time.perf_counter() - start
            start = time.perf_counter()
            server = Virtuoso(work / "db", data_dirs=[work])
            timings["start Virtuoso"] = time.perf_counter() - start
            start = time.perf_counter()
            server.load(work / "kb.nt", args.graph)
            timings["bulk load (ld_dir + rdf_loader_run + checkpoint)"] = time.perf_counter() - start
            url = server.url(args.graph)
        start = time.perf_counter()
        local.ask_graph('[("Forrest Gump", director, X_1)]')  # warm-up
        timings["schema, entity index, first question (embedded)"] = time.perf_counter() - start
        local_tops, local_times = ask_all(local, items, args.seed, pseudo)
        if questions:
            local.ask_question(questions[0][1], **knobs)  # warm-up: the judge and the retriever's caches
        local_nl = ask_questions(local, questions, knobs)
        runs, nl_runs = {}, {}
        for scope in args.scopes.split(","):
            endpoint = url.split("?")[0]
            remote = {"url": lambda: KnowledgeGraph.open(url),
                      "option": lambda: KnowledgeGraph.open(endpoint, graph=args.graph),
                      "none": lambda: KnowledgeGraph.open(endpoint)}[scope]()
            triples = len(remote.backend)
            print(f"remote ({scope}): {remote.backend.url}, {triples} triples; embedded: "
                  f"{local.backend.data_quads()} quads", flush=True)
            start = time.perf_counter()
            schema = remote.schema
            timings[f"schema graph (remote, scope {scope}, paged aggregates)"] = time.perf_counter() - start
            start = time.perf_counter()
            remote.linker  # noqa: B018 - builds the entity index through the endpoint
            remote.ask_graph('[("Forrest Gump", director, X_1)]')
            timings[f"entity index + first question (remote, scope {scope})"] = time.perf_counter() - start
            print(f"remote schema: {len(schema.classes)} classes, {len(schema.edges)} edges; embedded schema: "
                  f"{len(local.schema.classes)} classes, {len(local.schema.edges)} edges", flush=True)
            runs[scope] = ask_all(remote, items, args.seed, pseudo)
            if questions:
                remote.ask_question(questions[0][1], **knobs)
            nl_runs[scope] = ask_questions(remote, questions, knobs)
    finally:
        if server is not None:
            server.stop()
        shutil.rmtree(work, ignore_errors=True)

    print("\n| step | seconds |\n|---|---|")
    for step, seconds in timings.items():
        print(f"| {step} | {seconds:.1f} |")
    print(f"\nMetaQA {args.split} pseudo graphs ({args.per_hop} per hop, seed {args.seed}{', untyped kb' if args.untyped else ''}): "
          f"remote Virtuoso beside the embedded store\n")
    print("| remote opened with | hop | graphs | same top answer as embedded | remote errors | embedded errors "
          "| embedded p50 ms | embedded p95 ms | remote p50 ms | remote p95 ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    groups = [(str(h), [i for i, it in enumerate(items) if len(pseudo.hops_of(it["qtype"])) == h]) for h in (1, 2, 3)]
    groups.append(("all", list(range(len(items)))))
    scope_names = {"url": "`?default-graph-uri=G`", "option": "`graph=G`", "none": "no dataset"}
    for scope, (remote_tops, remote_times) in runs.items():
        for name, idx in groups:
            same = sum(remote_tops[i] == local_tops[i] and local_tops[i][0] == "ok" for i in idx)
            r_err = sum(remote_tops[i][0] == "error" for i in idx)
            l_err = sum(local_tops[i][0] == "error" for i in idx)
            print(f"| {scope_names[scope]} | {name} | {len(idx)} | {100.0 * same / max(1, len(idx)):.1f} % | {r_err} "
                  f"| {l_err} | {pct([local_times[i] for i in idx], 50):.0f} | {pct([local_times[i] for i in idx], 95):.0f} "
                  f"| {pct([remote_times[i] for i in idx], 50):.0f} | {pct([remote_times[i] for i in idx], 95):.0f} |")
    if questions:
        judge = f"judge {args.model}" if args.model else "zero-shot judge"
        print(f"\nMetaQA natural-language dev questions ({args.questions} per hop, the last of each file shuffled "
              f"with seed {args.seed} + hop; {judge}): remote Virtuoso beside the embedded store\n")
        print("| remote opened with | hop | questions | same top answers as embedded | H@1 embedded | H@1 remote "
              "| remote errors | embedded p50 ms | embedded p95 ms | remote p50 ms | remote p95 ms |")
        print("|---|---|---|---|---|---|---|---|---|---|---|")
        nl_tops, nl_times = local_nl
        nl_groups = [(str(h), [i for i, q in enumerate(questions) if q[0] == h]) for h in (1, 2, 3)]
        nl_groups.append(("all", list(range(len(questions)))))

        def hits(tops, idx):
            return 100.0 * sum(tops[i][0] == "ok" and bool(set(tops[i][1]) & questions[i][2]) for i in idx) / max(1, len(idx))
        for scope, (remote_tops, remote_times) in nl_runs.items():
            for name, idx in nl_groups:
                same = sum(remote_tops[i] == nl_tops[i] and nl_tops[i][0] == "ok" for i in idx)
                print(f"| {scope_names[scope]} | {name} | {len(idx)} | {100.0 * same / max(1, len(idx)):.1f} % "
                      f"| {hits(nl_tops, idx):.1f} | {hits(remote_tops, idx):.1f} "
                      f"| {sum(remote_tops[i][0] == 'error' for i in idx)} "
                      f"| {pct([nl_times[i] for i in idx], 50):.0f} | {pct([nl_times[i] for i in idx], 95):.0f} "
                      f"| {pct([remote_times[i] for i in idx], 50):.0f} | {pct([remote_times[i] for i in idx], 95):.0f} |")
        for scope, (remote_tops, _) in nl_runs.items():
            for i, (hop, text, _) in enumerate(questions):
                if remote_tops[i] != nl_tops[i]:
                    print(f"  DIFF ({scope}) {text!r}: embedded {nl_tops[i]} remote {remote_tops[i]}")
    for scope, (remote_tops, _) in runs.items():
        shown = 0
        for i, item in enumerate(items):
            if remote_tops[i] != local_tops[i] and shown < args.failures:
                shown += 1
                print(f"  DIFF ({scope}) {item['qtype']} {item['topic']!r}: embedded {local_tops[i]} "
                      f"remote {remote_tops[i]}")


if __name__ == "__main__":
    main()
