"""MetaQA with zero MetaQA questions used for training: self-supervised from kb.txt alone (issue 18).

    python bench/selfsup.py [--positions 3000:3300] [--synth-questions 1500] [--scorer tuned]
                            [--pseudo-limit 200] [--pseudo-split heldout] [--out bench/out/selfsup]

1. The MetaQA store is built from kb.txt as bench/metaqa.py builds it (in memory, the same
   domain/range map), then its schema graph.
2. Questions are synthesised from the KG alone (`kgqa_sparql.training.synthesis`: schema paths
   grounded in real walks, phrased from the names of relations and classes), and the path judge
   and the relation map are trained on them (`train_self_supervised`, what `kgqa-sparql train
   STORE` runs with no question files). No MetaQA question is read before evaluation.
3. Natural-language questions: per hop, the reachable dev questions are shuffled as
   bench/metaqa.py shuffles them (seed + hop) and positions [start, end) of `--positions` are
   measured: the self-trained judge beside the zero-shot judge and the gold-path oracle (the
   qtype's relation chain walked under the no-revisit rule), Hits@1 and F1. Develop on
   `--positions 0:300`; the final figures come from `3000:3300`, never looked at while tuning.
4. Pseudo query graphs (bench/pseudo_metaqa.py, `--pseudo-split` of its index % 4 split): the
   aligner with the self-trained relation map vs zero-shot, beside the same oracle, on both
   paraphrase lists (`main` and `alt`).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent))
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

from _metaqa import DATA, TYPES  # noqa: E402
import pseudo_metaqa  # noqa: E402
from metaqa import gold_steps  # noqa: E402

from kgqa_sparql import KnowledgeGraph  # noqa: E402
from kgqa_sparql.graph.triples import Minter  # noqa: E402
from kgqa_sparql.query.result import Answer, Result  # noqa: E402
from kgqa_sparql.search.explore import TopicNotFound, detect_topics  # noqa: E402
from kgqa_sparql.training.evaluation import score_result  # noqa: E402
from kgqa_sparql.training.evaluation import evaluate  # noqa: E402
from kgqa_sparql.training.judge import TrainConfig  # noqa: E402
from kgqa_sparql.training.qadata import QAPair, load_metaqa  # noqa: E402
from kgqa_sparql.training.synthesis import SELF_SUPERVISED_STEPS, SynthesisConfig, train_self_supervised  # noqa: E402


def positions(text: str) -> tuple[int, int]:
    start, _, end = text.partition(":")
    if not end or int(start) >= int(end):
        raise argparse.ArgumentTypeError("positions are START:END with START < END")
    return int(start), int(end)


def held_out(hop: int, span: tuple[int, int], seed: int) -> list[QAPair]:
    """Positions [start, end) of the hop's reachable dev questions, shuffled as bench/metaqa.py does."""
    pairs = load_metaqa(DATA / f"{hop}-hop" / "qa_dev.txt")
    random.Random(seed + hop).shuffle(pairs)
    return pairs[span[0]:span[1]]


def oracle(kg, questions: list[QAPair]) -> tuple[float, float]:
    """Hits@1 and F1 of the gold relation chain (bench/metaqa.py's oracle; a topic the KG lacks
    is a miss, as it is for the judges)."""
    hits, f1s = [], []
    for q in questions:
        try:
            counts = kg.follow(detect_topics(kg, q.question).entities, gold_steps(q.qtype))
        except TopicNotFound:
            counts = {}
        names = kg.labels(list(counts))
        ranked = sorted(counts, key=lambda e: (-counts[e], e.value))
        h1, _, f1 = score_result(Result([Answer(None, names.get(e, e.value), counts[e]) for e in ranked]),
                                 q.answers, 10)
        hits.append(h1)
        f1s.append(f1)
    return 100 * sum(hits) / len(hits), 100 * sum(f1s) / len(f1s)


def natural_language(kg, judge: Path, span: tuple[int, int], seed: int, hops: list[int]) -> list[dict]:
    rows = []
    for hop in hops:
        test = held_out(hop, span, seed)
        o_h1, o_f1 = oracle(kg, test)
        trained = evaluate(kg, test, model=judge, progress=True, prepare=True)
        zero = evaluate(kg, test, zero_shot=True, progress=True, prepare=True)
        rows.append({"hop": hop, "questions": len(test), "oracle": o_h1, "oracle_f1": o_f1,
                     "self": trained.hits1, "self_f1": trained.f1, "zero": zero.hits1, "zero_f1": zero.f1,
                     "p50_ms": trained.p50_ms, "per_qtype": trained.per_qtype})
        print(json.dumps({k: rows[-1][k] for k in ("hop", "oracle", "self", "zero")}), flush=True)
    return rows


def pseudo_graphs(kg, relmap: Path, split: str, limit: int, seed: int, hops: list[int]) -> list[dict]:
    minter = Minter()
    rows = []
    for words_name, words in (("main", pseudo_metaqa.PARAPHRASES), ("alt", pseudo_metaqa.PARAPHRASES_ALT)):
        for hop in hops:
            items = pseudo_metaqa.load(hop, split, limit or None, seed)
            orc = sum(pseudo_metaqa.oracle(kg, it, minter) in it["answers"] for it in items) * 100.0 / max(1, len(items))
            row = {"paraphrases": words_name, "hop": hop, "questions": len(items), "oracle": orc}
            for name, model in (("zero", None), ("self", relmap)):
                row[name], _, _ = pseudo_metaqa.run(kg, items, seed, False, [], model, words)
            rows.append(row)
            print(json.dumps(row), flush=True)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--positions", type=positions, default=(3000, 3300),
                    help="measured positions START:END of each hop's shuffled dev questions (default 3000:3300; "
                         "develop on 0:300)")
    ap.add_argument("--hops", default="1,2,3")
    ap.add_argument("--seed", type=int, default=5, help="shuffle seed of the dev questions (as bench/metaqa.py)")
    ap.add_argument("--synth-seed", type=int, default=13, help="seed of the synthesis and training")
    ap.add_argument("--synth-questions", type=int, default=1500, help="synthesised questions for the judge")
    ap.add_argument("--relation-questions", type=int, default=1500, help="synthesised 1-hop questions for the map")
    ap.add_argument("--scorer", choices=["tuned", "head"], default="tuned")
    ap.add_argument("--max-steps", type=int, default=SELF_SUPERVISED_STEPS,
                    help="fine-tuning steps (--scorer tuned; default %(default)s, as `kgqa-sparql train STORE`)")
    ap.add_argument("--pseudo-limit", type=int, default=200, help="pseudo graphs per hop and paraphrase list (0: skip)")
    ap.add_argument("--pseudo-split", choices=["dev", "heldout"], default="heldout")
    ap.add_argument("--pseudo-seed", type=int, default=7)
    ap.add_argument("--out", type=Path, default=BENCH / "out" / "selfsup", help="models and results.json")
    ap.add_argument("--reuse", action="store_true", help="reuse the models in --out instead of training")
    args = ap.parse_args()
    import torch

    torch.set_num_threads(1)
    hops = [int(h) for h in args.hops.split(",")]
    judge, relmap = args.out / "explore-model", args.out / "relation-model"
    start = time.perf_counter()
    kg = KnowledgeGraph.open(None, load=[DATA / "kb.txt"], types=TYPES)
    kg.schema  # noqa: B018 - built once here, so training time below is training alone
    print(f"store and schema from kb.txt in {time.perf_counter() - start:.1f} s", flush=True)
    timings = {}
    if not (args.reuse and (judge / "manifest.json").is_file()):
        start = time.perf_counter()
        result = train_self_supervised(
            kg, SynthesisConfig(questions=args.synth_questions, seed=args.synth_seed),
            TrainConfig(seed=args.synth_seed, scorer=args.scorer, max_steps=args.max_steps),
            judge_out=judge, relation_out=relmap, relation_questions=args.relation_questions, progress=True)
        timings["train_s"] = round(time.perf_counter() - start, 1)
        print(result.summary(), flush=True)
        print(f"self-supervised training in all: {timings['train_s']:.0f} s", flush=True)
    start = time.perf_counter()
    nl = natural_language(kg, judge, args.positions, args.seed, hops)
    timings["eval_nl_s"] = round(time.perf_counter() - start, 1)
    pg = []
    if args.pseudo_limit:
        start = time.perf_counter()
        kg.ask_graph('[("Forrest Gump", director, X_1)]')  # schema, linker and encoder warm-up
        pg = pseudo_graphs(kg, relmap, args.pseudo_split, args.pseudo_limit, args.pseudo_seed, hops)
        timings["eval_pseudo_s"] = round(time.perf_counter() - start, 1)
    print(tables(nl, pg, args, timings))
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "results.json").write_text(json.dumps({"nl": nl, "pseudo": pg, "timings": timings,
                                                       "args": vars(args)}, indent=2, default=str))


def tables(nl: list[dict], pg: list[dict], args, timings: dict) -> str:
    a, b = args.positions
    lines = [f"\nMetaQA natural-language questions, dev positions [{a}, {b}) per hop (reachable, shuffle seed "
             f"{args.seed}); judge trained on {args.synth_questions} synthesised questions, no MetaQA question",
             "", "| hop | questions | gold-path oracle H@1 | self-supervised H@1 | self-supervised F1 | "
             "zero-shot H@1 | zero-shot F1 | p50 ms |", "|---|---|---|---|---|---|---|---|"]
    for r in nl:
        lines.append(f"| {r['hop']} | {r['questions']} | {r['oracle']:.1f} | {r['self']:.1f} | {r['self_f1']:.1f} | "
                     f"{r['zero']:.1f} | {r['zero_f1']:.1f} | {r['p50_ms']:.0f} |")
    if pg:
        lines += ["", f"Pseudo query graphs ({args.pseudo_split} split of bench/pseudo_metaqa.py, seed "
                      f"{args.pseudo_seed}); relation map learned from {args.relation_questions} synthesised "
                      "1-hop questions", "",
                  "| paraphrases | hop | questions | gold-path oracle H@1 | self-supervised map H@1 | zero-shot H@1 |",
                  "|---|---|---|---|---|---|"]
        for r in pg:
            lines.append(f"| {r['paraphrases']} | {r['hop']} | {r['questions']} | {r['oracle']:.1f} | "
                         f"{r['self']:.1f} | {r['zero']:.1f} |")
    lines += ["", "timings: " + ", ".join(f"{k} {v} s" for k, v in timings.items())]
    return "\n".join(lines)


if __name__ == "__main__":
    main()
