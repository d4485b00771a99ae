"""Mention detection in plain questions (issue 18): MetaQA dev questions with their [brackets] removed.

    python bench/mentions.py [--start 3000] [--limit 300] [--answer-limit 100] [--model PATH]

Per hop, the reachable dev questions are shuffled as bench/metaqa.py shuffles them (`--seed`, 5)
and positions [start, start + limit) are measured ([0, 300) while developing, [3000, 3300) for
reported figures: neither is a training position of bench/metaqa.py's judge). For each question
the brackets are removed ("what movies did [Tom Hanks] act in" -> "... did Tom Hanks act in") and
`explore.mention_detector(kg).detect` runs on the plain text:

* detection accuracy: the names of the detected topic entities are exactly the bracketed name;
  "none" (TopicNotFound), "unknown" (UnknownEntity), "extra" (the right name and another one),
  "wrong" (other names) count the failures;
* detection latency per question (mean, p50, p95; the automaton and the ANN index are built
  before timing, their build times are shown apart);
* NL Hits@1 on the first `--answer-limit` measured questions of each hop, asked with brackets and
  without, with the same beam retriever: the judge in `--model`, else the one in
  STORE/kgqa/explore-model (trained there first with `--train N`: bench/metaqa.py's training
  positions [0, N) of each hop, none of them measured), else the zero-shot judge.

The KB is loaded from kb.txt as bench/metaqa.py does, into a store on disk (`--store`, reused by
later runs with its schema graph and the ANN index of the names: encoding 43k names takes minutes
on a CPU) or into memory (`--memory`). CPU, one torch thread.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

from bench._metaqa import DATA, TYPES, open_metaqa  # noqa: E402
from kgqa_sparql import KgqaError, KnowledgeGraph  # noqa: E402
from kgqa_sparql.errors import UnknownEntity  # noqa: E402
from kgqa_sparql.search.explore import mention_detector  # noqa: E402
from kgqa_sparql.training.qadata import QAPair, load_metaqa  # noqa: E402

_MARKER = re.compile(r"\[([^\[\]]+)\]")


def measured(hop: int, start: int, limit: int, seed: int) -> list[QAPair]:
    """Positions [start, start + limit) of the hop's reachable dev questions, shuffled as bench/metaqa.py does."""
    pairs = load_metaqa(DATA / f"{hop}-hop" / "qa_dev.txt")
    random.Random(seed + hop).shuffle(pairs)
    return pairs[start:start + limit]


#: Set by --lowercase: plain questions are also lower-cased (no capital letter tells a name).
LOWERCASE = False


def plain(question: str) -> str:
    text = _MARKER.sub(lambda m: m.group(1), question)
    return text.lower() if LOWERCASE else text


def detection(kg, questions: list[QAPair], show: int = 0) -> dict:
    detector = mention_detector(kg)
    outcomes: Counter = Counter()
    times, failures = [], []
    for q in questions:
        gold = {name.strip() for name in _MARKER.findall(q.question)}
        text = plain(q.question)
        t0 = time.perf_counter()
        try:
            mentions = detector.detect(text)
            kind = None
        except UnknownEntity:
            mentions, kind = [], "unknown"
        times.append(time.perf_counter() - t0)
        names = {e.label for m in mentions for e in m.entities}
        if kind is None:
            kind = ("right" if names == gold else "none" if not names else "extra" if gold <= names else "wrong")
        outcomes[kind] += 1
        if kind != "right":
            failures.append((kind, text, sorted(names)))
    for kind, text, names in failures[:show]:
        print(f"  {kind:7s} {text!r} -> {names}")
    ms = sorted(1000 * t for t in times)
    return {"questions": len(questions), "accuracy": 100 * outcomes["right"] / len(questions),
            "outcomes": dict(outcomes), "mean_ms": statistics.fmean(ms), "p50_ms": ms[len(ms) // 2],
            "p95_ms": ms[int(0.95 * (len(ms) - 1))], "max_ms": ms[-1]}


def hits(kg, questions: list[QAPair], knobs: dict) -> tuple[float, float]:
    from kgqa_sparql.training.evaluation import evaluate

    bracketed = evaluate(kg, questions, **knobs)
    unmarked = evaluate(kg, [QAPair(plain(q.question), q.answers, qtype=q.qtype) for q in questions], **knobs)
    return bracketed.hits1, unmarked.hits1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--start", type=int, default=3000, help="first measured position of each hop's shuffled list")
    ap.add_argument("--limit", type=int, default=300, help="questions measured per hop")
    ap.add_argument("--hops", default="1,2,3")
    ap.add_argument("--answer-limit", type=int, default=100,
                    help="questions per hop also answered with and without brackets (0: detection only)")
    ap.add_argument("--model", default=None, help="a trained judge folder (default: STORE/kgqa/explore-model "
                    "when it exists, else the zero-shot judge)")
    ap.add_argument("--train", type=int, default=0, help="train STORE/kgqa/explore-model first on positions "
                    "[0, N) of each hop when it does not exist (0: do not train)")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    ap.add_argument("--show", type=int, default=0, help="print this many detection failures per hop")
    ap.add_argument("--lowercase", action="store_true", help="lower-case the plain questions too (a stress test: "
                    "no capital letter marks the names)")
    ap.add_argument("--json", default=None, help="also write the figures to this JSON file")
    ap.add_argument("--store", default=str(ROOT / "bench" / "out" / "mentions-metaqa.store"),
                    help="store on disk holding kb.txt (loaded on first use)")
    ap.add_argument("--memory", action="store_true", help="load kb.txt into memory instead (nothing persisted)")
    args = ap.parse_args()
    global LOWERCASE
    LOWERCASE = args.lowercase
    import torch

    torch.set_num_threads(args.threads)
    if not (DATA / "kb.txt").is_file():
        sys.exit(f"MetaQA not found at {DATA}")
    t0 = time.perf_counter()
    kg = (KnowledgeGraph.open(None, load=[DATA / "kb.txt"], types=TYPES) if args.memory
          else open_metaqa(Path(args.store)))
    build = {"load_s": time.perf_counter() - t0}
    t0 = time.perf_counter()
    names = len(kg.linker.rows)
    build["linker_s"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    detector = kg.linker.mentions
    build["automaton_s"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    mention_detector(kg)
    build["schema_words_s"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    kg.linker.index  # noqa: B018 - the ANN index of the fuzzy path, built before timing
    build["ann_index_s"] = time.perf_counter() - t0
    t0 = time.perf_counter()
    kg.linker.fuzzy("warm up")  # whatever else the linker's fuzzy linking builds on first use
    build["fuzzy_warmup_s"] = time.perf_counter() - t0
    print(f"{names} names ({len(detector)} distinct normalised); built in " +
          ", ".join(f"{k[:-2]} {v:.1f} s" for k, v in build.items()), flush=True)

    model = Path(args.model) if args.model else (kg.artefact_dir / "explore-model" if kg.artefact_dir else None)
    if args.train and not args.model and model is not None and not model.is_dir():
        if args.start < args.train:
            sys.exit("--train N must stay below --start (the judge never sees a measured question)")
        from kgqa_sparql.training.judge import TrainConfig, train_judge

        t0 = time.perf_counter()
        train = [q for hop in (1, 2, 3) for q in measured(hop, 0, args.train, args.seed)]
        train_judge(kg, train, out=model, config=TrainConfig(seed=args.seed))
        print(f"judge trained on {len(train)} questions in {time.perf_counter() - t0:.0f} s", flush=True)
    trained = model is not None and model.is_dir()
    knobs = {"model": str(model)} if trained else {"zero_shot": True}
    knobs["prepare"] = True
    rows = []
    for hop in [int(h) for h in args.hops.split(",")]:
        questions = measured(hop, args.start, args.limit, args.seed)
        if not questions:
            sys.exit(f"no {hop}-hop questions at positions {args.start}-{args.start + args.limit - 1}")
        row = {"hop": hop, **detection(kg, questions, args.show)}
        if args.answer_limit > 0:
            try:
                row["hits1_brackets"], row["hits1_plain"] = hits(kg, questions[: args.answer_limit], knobs)
                row["answered"] = min(args.answer_limit, len(questions))
            except KgqaError as exc:
                row["hits1_error"] = str(exc)
        rows.append(row)
        print(json.dumps(row), flush=True)

    judge = f"trained judge {model}" if trained else "zero-shot judge"
    print(f"\nMetaQA dev, positions {args.start}-{args.start + args.limit - 1} per hop (seed {args.seed}), "
          f"brackets removed{' and lower-cased' if args.lowercase else ''}; Hits@1 on the first {args.answer_limit} per hop, beam retriever, {judge}\n")
    print("| hop | questions | detection acc | none | unknown | wrong | extra | mean ms | p50 ms | p95 ms | max ms "
          "| Hits@1 [brackets] | Hits@1 plain | delta |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        o = r["outcomes"]
        h = (f"{r['hits1_brackets']:.1f} | {r['hits1_plain']:.1f} | {r['hits1_plain'] - r['hits1_brackets']:+.1f}"
             if "hits1_plain" in r else "- | - | -")
        print(f"| {r['hop']} | {r['questions']} | {r['accuracy']:.1f} | {o.get('none', 0)} | {o.get('unknown', 0)} | "
              f"{o.get('wrong', 0)} | {o.get('extra', 0)} | {r['mean_ms']:.2f} | {r['p50_ms']:.2f} | "
              f"{r['p95_ms']:.2f} | {r['max_ms']:.1f} | {h} |")
    if args.json:
        Path(args.json).write_text(json.dumps({"build": build, "rows": rows, "args": vars(args)}, indent=1))


if __name__ == "__main__":
    main()
