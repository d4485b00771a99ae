"""Bulk answering throughput: `kgqa-sparql ask STORE --questions FILE --batch-size B --workers W`
on MetaQA, end to end (process start, model load and the pool included), per configuration.

    python bench/batched.py --store STORE [--per-hop 1000] [--configs cpu:1:64,cpu:0:64,cuda:1:256,...]

STORE must hold the MetaQA KB and a trained judge (STORE/kgqa/explore-model, e.g. copied from
`bench/metaqa.py --out OUT`'s OUT/model). The questions are positions [1200, 1200 + per-hop) of
every hop's shuffled dev list (bench/metaqa.py's split with its default seed): never trained on
by the defaults (training uses [0, 300) and [900, 1200)). A configuration is
DEVICE:WORKERS:BATCH; DEVICE `cpu` hides the GPU (CUDA_VISIBLE_DEVICES=""), `cuda` lets the
encoder use it (fp16) in the calling process (with WORKERS 1, all of the work; else the workers
encode on the CPU, as `ask --workers` does), `cudaw` in every worker too (`--worker-gpu`);
WORKERS 0 is one per core; a fourth field `old` runs the package in `--old-tree` instead
(before and after a change on the same machine). Every row gives questions/s (end to end; and
steady, over the last 90 % of the answers), seconds to the first answer and from the last answer
to the process's exit, Hits@1 per hop, and how many answers differ from the first row's (the same top answer is the check that
batching, workers and the device change nothing but speed).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from _metaqa import DATA  # noqa: E402
from kgqa_sparql.training.qadata import load_metaqa  # noqa: E402

FIRST = 1200  # after bench/metaqa.py's training, held-out, dev and extra-training positions
SEED = 5  # bench/metaqa.py's default


def questions(per_hop: int) -> list[tuple[int, str, set[str]]]:
    """(hop, question, gold answers) for positions [FIRST, FIRST + per_hop) of each hop."""
    out = []
    for hop in (1, 2, 3):
        pairs = load_metaqa(DATA / f"{hop}-hop" / "qa_dev.txt")
        random.Random(SEED + hop).shuffle(pairs)
        chosen = pairs[FIRST:FIRST + per_hop] if per_hop else pairs[FIRST:]  # 0: every one left
        out += [(hop, p.question, {a.lower() for a in p.answers}) for p in chosen]
    return out


@dataclass
class Run:
    """One `ask --questions` run: its JSON lines and when each arrived (seconds from the start)."""

    wall: float
    docs: list[dict]
    arrived: list[float]

    def steady_q_per_s(self) -> float:
        """Questions/s over the last 90 % of the answers: the rate of a long run, once processes
        are started and models loaded."""
        k = len(self.arrived) // 10
        span = self.arrived[-1] - self.arrived[k]
        return (len(self.arrived) - 1 - k) / span if span > 0 else float("nan")


def run(store: str, qfile: Path, device: str, workers: int, batch: int, threads: int,
        timeout: float, tree: str | None = None) -> Run | int:
    """One `ask --questions` run, or how many questions it answered when it ran past `timeout`. Then every process of the run
    (the pool's workers too) gets SIGABRT, which with PYTHONFAULTHANDLER prints each one's stack:
    where a run hangs is shown rather than guessed."""
    env = dict(os.environ, PYTHONUNBUFFERED="1", PYTHONFAULTHANDLER="1")
    if tree:  # another checkout's kgqa_sparql answers (a before/after comparison in one run)
        env["PYTHONPATH"] = os.pathsep.join([tree] + [p for p in [env.get("PYTHONPATH")] if p])
    if device == "cpu":
        env["CUDA_VISIBLE_DEVICES"] = ""
    cmd = [sys.executable, "-m", "kgqa_sparql", "ask", str(Path(store).resolve()), "--questions", str(qfile), "--batch-size", str(batch),
           "--workers", str(workers), "--threads", str(threads), "--json", "-q"] + (["--worker-gpu"] * (device == "cudaw"))
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, cwd=tree)  # `-m` puts the working folder first
    lines: list[tuple[float, str]] = []
    errors: list[str] = []
    readers = [threading.Thread(target=lambda: lines.extend((time.perf_counter() - t0, ln) for ln in proc.stdout)),
               threading.Thread(target=lambda: errors.extend(proc.stderr))]
    for reader in readers:
        reader.start()
    try:
        proc.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGABRT)
        time.sleep(3)
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()
        for reader in readers:
            reader.join()
        stacks = "".join(e for e in errors if not e.startswith("Extension modules:"))
        print(f"{' '.join(cmd)}: past {timeout} s after {len(lines)} answers; stacks:\n{stacks[-8000:]}", file=sys.stderr)
        return len(lines)
    for reader in readers:
        reader.join()
    wall = time.perf_counter() - t0
    if proc.returncode not in (0, 1):  # 1: some question failed (counted as wrong)
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}):\n{''.join(errors)[-2000:]}")
    kept = [(t, ln) for t, ln in lines if ln.strip()]
    return Run(wall, [json.loads(ln) for _, ln in kept], [t for t, _ in kept])


def top(doc: dict) -> str | None:
    answers = doc.get("answers") or []
    return answers[0]["label"] if answers else None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store", required=True, help="MetaQA store with a trained judge")
    ap.add_argument("--per-hop", type=int, default=1000, help="questions per hop (0: all from position 1200 on, 32,045 in all)")
    ap.add_argument("--configs", default="cpu:1:64,cpu:0:64", help="DEVICE:WORKERS:BATCH, comma-separated")
    ap.add_argument("--threads", type=int, default=1, help="CPU threads per process (--threads of ask)")
    ap.add_argument("--timeout", type=float, default=120, help="seconds one configuration may take")
    ap.add_argument("--json", help="also write the rows here")
    ap.add_argument("--old-tree", help="a folder holding another version's kgqa_sparql package: configurations "
                                       "written DEVICE:WORKERS:BATCH:old run it")
    args = ap.parse_args()
    qs = questions(args.per_hop)
    rows, reference = [], None
    with tempfile.TemporaryDirectory() as tmp:
        qfile = Path(tmp) / "questions.txt"
        qfile.write_text("".join(q + "\n" for _, q, _ in qs), encoding="utf-8")
        for config in args.configs.split(","):
            device, workers, batch, *old = config.split(":")
            done = run(args.store, qfile, device, int(workers), int(batch), args.threads, args.timeout,
                       args.old_tree if old == ["old"] else None)
            if isinstance(done, int):
                print(json.dumps({"config": config, "timed_out_after_s": args.timeout, "answered": done,
                                  "q_per_s": round(done / args.timeout, 1)}), flush=True)
                continue
            wall, docs = done.wall, done.docs
            if len(docs) != len(qs):
                raise SystemExit(f"{config}: {len(docs)} answers for {len(qs)} questions")
            tops = [top(d) for d in docs]
            reference = reference or tops
            hits = {hop: [t is not None and t.lower() in gold for (h, _, gold), t in zip(qs, tops) if h == hop]
                    for hop in (1, 2, 3)}
            row = {"config": config, "device": device, "workers": int(workers) or os.cpu_count(),
                   "batch": int(batch), "questions": len(qs), "wall_s": round(wall, 2),
                   "q_per_s": round(len(qs) / wall, 1), "first_s": round(done.arrived[0], 1),
                   "steady_q_per_s": round(done.steady_q_per_s(), 1),
                   "exit_s": round(wall - done.arrived[-1], 2),
                   **{f"hits1_{hop}": round(100 * sum(v) / len(v), 1) for hop, v in hits.items()},
                   "errors": sum("error" in d for d in docs),
                   "differ_from_first": sum(a != b for a, b in zip(tops, reference))}
            rows.append(row)
            print(json.dumps(row), flush=True)
    head = ["config", "workers", "batch", "questions", "wall_s", "q_per_s", "first_s", "steady_q_per_s", "exit_s", "hits1_1", "hits1_2", "hits1_3",
            "errors", "differ_from_first"]
    print("\n| " + " | ".join(head) + " |\n|" + "---|" * len(head))
    for r in rows:
        print("| " + " | ".join(str(r[h]) for h in head) + " |")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    main()
