"""CLI start-up (issue 20): cold wall time of `kgqa-sparql ask` / `translate` / `query` on the demo
store, before and after, beside `oxigraph query` on the same store.

    python bench/cli.py [--before /tmp/cli-before] [--runs 5] [--store DIR]

The store is built as `make demo` builds it (load the two movie files, one `ask --graph`, `train
--no-progress` on ontologies/movies-questions.txt), in a temporary folder unless --store names one
(an existing store there is reused). Every timed run is a fresh interpreter (`python -m
kgqa_sparql ...` with PYTHONPATH set to the source tree), so imports and model loading count, as
they do for a user; runs of the trees and of oxigraph alternate, so load from other processes
falls on all of them alike. --before times a second source tree, e.g. HEAD before the change:

    git archive HEAD | tar -x -C /tmp/cli-before   # (in an empty /tmp/cli-before)

Printed: per command and tree, the median and minimum wall seconds, the median CPU seconds (user +
system, less sensitive to other load than wall time), the ratio of the median to `oxigraph
query`'s, and whether stdout is byte-identical to the first tree's (answers unchanged). The load
average before and after is printed too: on a shared 2-core machine, compare minima.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOVIES = [ROOT / "ontologies" / "movies.ttl", ROOT / "ontologies" / "movies-sample.ttl"]
QUESTIONS = ROOT / "ontologies" / "movies-questions.txt"
GRAPH = "[(Tom Hanks, acted_in, X_1), (X_1, directed_by, X_2)]"
QUESTION = "who directed the movies starring [Meg Ryan]"
SELECT = ("SELECT ?movie ?title WHERE { ?movie a <http://kgqa-sparql.org/movies/Movie> ; "
          "<http://www.w3.org/2000/01/rdf-schema#label> ?title } ORDER BY ?title LIMIT 5")
#: (name, kgqa-sparql arguments after the store); `query` is also run by `oxigraph query`.
COMMANDS = [
    ("ask --graph", ["ask", "{store}", "--graph", GRAPH]),
    ("ask --question", ["ask", "{store}", "--question", QUESTION]),
    ("translate", ["translate", "{store}", GRAPH]),
    ("query", ["query", "{store}", SELECT, "--format", "tsv"]),
]


@dataclass
class Timings:
    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    outputs: set[bytes] = field(default_factory=set)
    failures: list[str] = field(default_factory=list)


#: Children run here: `python -m` puts the working directory first on sys.path, which would
#: shadow PYTHONPATH if it held a kgqa_sparql package (as this checkout's root does).
NEUTRAL_DIR = Path(tempfile.gettempdir())


def timed(argv: list[str], env: dict[str, str]) -> tuple[float, float, bytes, bytes, int]:
    """Wall and CPU (user + system) seconds of one child process, its stdout, stderr and exit code."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, env=env, cwd=NEUTRAL_DIR)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, proc.stdout, proc.stderr, proc.returncode


def tree_env(tree: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(tree)  # ahead of the editable install of this checkout
    return env


def kgqa(*args: str) -> list[str]:
    """A `kgqa-sparql` command line (the tree comes from PYTHONPATH, see `tree_env`)."""
    return [sys.executable, "-m", "kgqa_sparql", *args]


def oxigraph_binary() -> str:
    found = shutil.which("oxigraph") or str(Path(sys.executable).with_name("oxigraph"))
    if not Path(found).exists():
        sys.exit("the `oxigraph` CLI is missing (pip install oxigraph: it is in the dev dependencies)")
    return found


def build_store(store: Path, tree: Path) -> None:
    """The demo store, as `make demo` makes it (skipped when `store` already holds a trained one)."""
    if (store / "kgqa" / "explore-model" / "manifest.json").is_file():
        print(f"reusing {store}", file=sys.stderr)
        return
    env = tree_env(tree)
    steps = [["load", str(store), *map(str, MOVIES), "--no-progress"],
             ["ask", str(store), "--graph", GRAPH],
             ["train", str(store), str(QUESTIONS), "--no-progress"]]
    for step in steps:
        print(f"building: kgqa-sparql {' '.join(step[:2])} ...", file=sys.stderr, flush=True)
        proc = subprocess.run(kgqa(*step), capture_output=True, env=env, cwd=NEUTRAL_DIR)
        if proc.returncode != 0:
            sys.exit(f"building the store failed at {step[0]}: {proc.stderr.decode(errors='replace')}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--before", type=Path, help="another source tree to time (e.g. a `git archive HEAD` copy)")
    parser.add_argument("--runs", type=int, default=5, help="cold runs per command and tree (default 5)")
    parser.add_argument("--store", type=Path, help="store folder to build (or reuse) instead of a temporary one")
    args = parser.parse_args()
    if args.before is not None and not (args.before / "kgqa_sparql" / "__init__.py").is_file():
        sys.exit(f"--before {args.before}: no kgqa_sparql package there")
    trees = [("before", args.before.resolve())] if args.before else []
    trees.append(("after", ROOT))
    for label, tree in trees:  # each tree must be the one that runs
        proc = subprocess.run([sys.executable, "-c", "import kgqa_sparql; print(kgqa_sparql.__file__)"],
                              capture_output=True, text=True, env=tree_env(tree), cwd=NEUTRAL_DIR)
        if Path(proc.stdout.strip()).resolve().parent.parent != tree:
            sys.exit(f"{label}: PYTHONPATH={tree} runs {proc.stdout.strip() or proc.stderr.strip()} instead")
    oxigraph = oxigraph_binary()
    temp = None if args.store else tempfile.TemporaryDirectory(prefix="bench-cli-")
    store = args.store.resolve() if args.store else Path(temp.name) / "demo.store"
    try:
        build_store(store, ROOT)
        load_start = os.getloadavg()
        results: dict[tuple[str, str], Timings] = {}
        oxi = Timings()
        oxi_argv = [oxigraph, "query", "--location", str(store / "oxigraph"), "--query", SELECT,
                    "--results-format", "tsv"]
        for run in range(args.runs):
            for name, template in COMMANDS:
                argv_args = [a.replace("{store}", str(store)) for a in template]
                for label, tree in trees:
                    wall, cpu, out, err, code = timed(kgqa(*argv_args), tree_env(tree))
                    t = results.setdefault((name, label), Timings())
                    if code != 0:
                        lines = err.decode(errors="replace").strip().splitlines()
                        t.failures.append(lines[-1] if lines else f"exit code {code}")
                        continue
                    t.wall.append(wall)
                    t.cpu.append(cpu)
                    t.outputs.add(out)
            wall, cpu, out, err, code = timed(oxi_argv, dict(os.environ))
            if code != 0:
                sys.exit(f"oxigraph query failed: {err.decode(errors='replace')}")
            oxi.wall.append(wall)
            oxi.cpu.append(cpu)
            print(f"round {run + 1}/{args.runs} done", file=sys.stderr, flush=True)
        load_end = os.getloadavg()
    finally:
        if temp is not None:
            temp.cleanup()

    oxi_median = statistics.median(oxi.wall)
    print(f"# CLI start-up: cold runs on the demo store (560 triples), {args.runs} runs each; "
          f"{os.cpu_count()} CPUs, load average {load_start[0]:.2f} at the start, {load_end[0]:.2f} at the end")
    print()
    print("| command | tree | median wall s | min wall s | median CPU s | median / oxigraph | stdout as first tree |")
    print("|---|---|---:|---:|---:|---:|---|")
    for name, _ in COMMANDS:
        first = None
        for label, _tree in trees:
            t = results[(name, label)]
            if not t.wall:
                print(f"| {name} | {label} | failed: {t.failures[0] if t.failures else '?'} | | | | |")
                continue
            same = "-" if first is None else ("same" if t.outputs == first else "DIFFERENT")
            if first is None:
                first = t.outputs
            stable = "" if len(t.outputs) == 1 else " (varies between runs)"
            print(f"| {name} | {label} | {statistics.median(t.wall):.2f} | {min(t.wall):.2f} | "
                  f"{statistics.median(t.cpu):.2f} | {statistics.median(t.wall) / oxi_median:.0f}x | {same}{stable} |")
    print(f"| oxigraph query (same SELECT) | - | {oxi_median:.3f} | {min(oxi.wall):.3f} | "
          f"{statistics.median(oxi.cpu):.3f} | 1x | - |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
