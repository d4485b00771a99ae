"""Where a worker process that encodes on the GPU spends its start: N processes started at once
(spawned, as `ask --workers N --worker-gpu` starts them), each timing its own phases.

    python bench/cuda_start.py --store STORE [--processes 1,4,16] [--timeout 60] [--device cpu]
                               [--backend torch-bert|torch]

Phases per process: import torch; make the CUDA context (first tensor on the GPU); import
sentence-transformers (only with `--backend torch`; the default torch-bert encoder, what a CUDA
worker uses, does without it); load the encoder on the GPU (fp16); encode 64 questions; open the store
read-only; answer one question (loads the judge). Prints, per process count, the median and
the slowest process's seconds for each phase. A process still running at `--timeout` prints its
stack (faulthandler) and the row says so.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PHASES = ("import torch", "CUDA context", "import sentence-transformers", "encoder on GPU", "encode 64",
          "open store", "first question")

CHILD = r"""
import faulthandler, json, sys, time
faulthandler.dump_traceback_later(float(sys.argv[2]), exit=True)
sys.path.insert(0, sys.argv[3])
marks = [time.perf_counter()]
def mark(): marks.append(time.perf_counter())
import torch; mark()
device = sys.argv[4]
sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)
torch.zeros(1, device=device); sync(); mark()
backend = sys.argv[5]
if backend == "torch":
    import sentence_transformers
mark()
from kgqa_sparql.text.encoder import Encoder
encoder = Encoder(device=device, backend=backend); mark()
encoder.encode([f"what films did actor number {i} star in" for i in range(64)]); sync(); mark()
from kgqa_sparql.kg import KnowledgeGraph
kg = KnowledgeGraph.open(sys.argv[1], create=False, read_only=True); mark()
kg.ask_questions(["who directed [Jaws]"], batch_size=1); mark()
print(json.dumps([b - a for a, b in zip(marks, marks[1:])]))
"""


def run(store: str, processes: int, timeout: float, device: str, backend: str) -> list[list[float] | None]:
    """Start `processes` children at once; each one's phase seconds, None for one that did not finish."""
    children = [subprocess.Popen([sys.executable, "-c", CHILD, store, str(timeout), str(ROOT), device, backend],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for _ in range(processes)]
    out = []
    for child in children:
        stdout, stderr = child.communicate()
        if child.returncode == 0 and stdout.strip():
            out.append(json.loads(stdout.strip().splitlines()[-1]))
        else:
            out.append(None)
            print(f"-- a process did not finish (rc {child.returncode}); its stack:\n{stderr[-3000:]}", file=sys.stderr)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", required=True)
    parser.add_argument("--processes", default="1,4,16")
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--device", default="cuda", help="cpu: a local try of the same phases")
    parser.add_argument("--backend", default="torch-bert", choices=("torch-bert", "torch"),
                        help="the encoder backend (torch: sentence-transformers)")
    args = parser.parse_args()
    print("| processes at once | finished | " + " | ".join(f"{p} s (median / slowest)" for p in PHASES)
          + " | total s (median / slowest) |")
    print("|---" * (len(PHASES) + 3) + "|")
    for n in (int(x) for x in args.processes.split(",")):
        start = time.perf_counter()
        rows = run(args.store, n, args.timeout, args.device, args.backend)
        done = [r for r in rows if r is not None]
        cells = []
        for i in range(len(PHASES)):
            values = [r[i] for r in done]
            cells.append(f"{statistics.median(values):.2f} / {max(values):.2f}" if values else "-")
        totals = [sum(r) for r in done]
        total = f"{statistics.median(totals):.2f} / {max(totals):.2f}" if totals else "-"
        print(f"| {n} | {len(done)} of {n} | " + " | ".join(cells) + f" | {total} |"
              f"  (wall {time.perf_counter() - start:.1f} s)", flush=True)


if __name__ == "__main__":
    main()
