"""MetaQA natural-language questions: trained judge vs zero-shot vs the gold-path oracle (issue #5).

    python bench/metaqa.py [--train 300] [--train-extra 300] [--limit 300] [--zero-shot-limit 100]
                           [--retrievers beam,gnn,pathrag] [--gnn-train 100] [--gnn-model PATH]
                           [--sweep-limit 0] [--dev] [--out bench/out/metaqa]

Per hop (reachable questions only, see ../shared/datasets/README.md), the dev questions are
shuffled with a fixed seed (`--seed`, 5) and split by position in the shuffled list:

* [0, train): training questions (judge mined and trained on them, nothing else);
* [train, train + limit): the held-out measurement set, never used for training or tuning
  ([300, 600) with the defaults, the set of every figure in BENCHMARKS.md);
* [600, 900): the dev slice, for design choices (`--dev` measures on it instead of the held-out
  set); never trained on;
* [900, 900 + train_extra): further training questions (`--train-extra`), taken after the dev
  slice so that adding training data leaves the held-out set exactly as it was.

In the same run and on the same measured questions it measures:

* the gold-path oracle: the question's relation chain from `qa_dev_qtype.txt` walked under the
  no-revisit rule, answers ranked by walk count (the ceiling on this KB);
* the beam retriever with the trained judge (`--scorer tuned`: question tower fine-tuned from
  the packaged MiniLM with the MLP head; `--scorer head`: the head on frozen embeddings), and
  zero-shot (no training);
* any other retriever named in `--retrievers` in the registry (`search.retrievers`);
* the trained judge answering the same questions in batches of `--batch-size`
  (`explore.ask_questions`: one encoder call per batch), for bulk throughput;
* the trained judge on the neural-translation paraphrases of the same 1-hop questions
  (`1-hop/ntm/qa_dev.txt`, line-aligned with `qa_dev.txt`; never trained on).

Latency is per question on the CPU, torch limited to one thread (the machine is shared).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path
from typing import Sequence

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# One BLAS/OpenMP thread: on a shared machine, multi-threaded small matmuls spin far longer than they compute.
for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

from pyoxigraph import NamedNode  # noqa: E402

from kgqa_sparql import KgqaError, KnowledgeGraph, Step  # noqa: E402
from kgqa_sparql.training.evaluation import EvalReport, evaluate, score_result, sweep, write_sweep  # noqa: E402
from kgqa_sparql.search.explore import detect_topics  # noqa: E402
from kgqa_sparql.training.qadata import QAPair, load_metaqa  # noqa: E402
from kgqa_sparql.query.result import Answer, Result  # noqa: E402
from kgqa_sparql.training.judge import TrainConfig, train_judge  # noqa: E402

DATA = next((d / "shared" / "datasets" / "metaqa" for d in ROOT.parents if (d / "shared" / "datasets").is_dir()),
            ROOT.parent / "shared" / "datasets" / "metaqa")
TYPES = ("directed_by=Movie:Person,starred_actors=Movie:Person,written_by=Movie:Person,"
         "has_genre=Movie:Genre,in_language=Movie:Language,has_tags=Movie:Tag")
REL = "http://kgqa-sparql.org/kg/relation/"
# Oracle only: MetaQA's qtype names entity kinds; each kind is reached from a movie by one relation.
KIND_RELATION = {"actor": "starred_actors", "director": "directed_by", "writer": "written_by",
                 "year": "release_year", "genre": "has_genre", "tags": "has_tags", "tag": "has_tags",
                 "language": "in_language", "imdbrating": "has_imdb_rating", "imdbvotes": "has_imdb_votes"}


def gold_steps(qtype: str) -> list[Step]:
    kinds = qtype.split("_to_")
    steps = []
    for a, b in zip(kinds, kinds[1:]):
        if a == "movie":
            steps.append(Step(NamedNode(REL + KIND_RELATION[b]), True))
        else:
            steps.append(Step(NamedNode(REL + KIND_RELATION[a]), False))
    return steps


def oracle(kg, questions: list[QAPair]) -> tuple[float, float]:
    """Hits@1 and F1 of answering with the gold relation chain."""
    hits, f1s = [], []
    for q in questions:
        counts = kg.follow(detect_topics(kg, q.question).entities, gold_steps(q.qtype))
        names = kg.labels(list(counts))
        ranked = sorted(counts, key=lambda e: (-counts[e], e.value))
        result = Result([Answer(None, names.get(e, e.value), counts[e]) for e in ranked])
        h1, _, f1 = score_result(result, q.answers, 10)
        hits.append(h1)
        f1s.append(f1)
    return 100 * sum(hits) / len(hits), 100 * sum(f1s) / len(f1s)


#: Positions [start, end) of the dev slice in each hop's shuffled question list; extra training
#: questions come after it.
DEV_SLICE = (600, 900)


def measured_start(n_train: int, dev: bool) -> int:
    """Position of the first measured question in each hop's shuffled list."""
    return DEV_SLICE[0] if dev else n_train


def split(hop: int, n_train: int, n_test: int, seed: int, extra: int = 0, dev: bool = False
          ) -> tuple[list[QAPair], list[QAPair]]:
    """(training, measured) questions of one hop (positions: see the module docstring); `dev`
    measures on the dev slice instead of the held-out set."""
    if n_train + n_test > DEV_SLICE[0]:
        raise SystemExit(f"--train + --limit must stay <= {DEV_SLICE[0]} (the dev slice starts there)")
    pairs = load_metaqa(DATA / f"{hop}-hop" / "qa_dev.txt")
    random.Random(seed + hop).shuffle(pairs)
    start = measured_start(n_train, dev)
    measured = pairs[start:start + n_test]
    return pairs[:n_train] + pairs[DEV_SLICE[1]:DEV_SLICE[1] + extra], measured


def paraphrased(questions: list[QAPair], positions: Sequence[int], seed: int) -> list[QAPair]:
    """The NTM paraphrases of 1-hop questions that split() put at `positions`. `ntm/qa_dev.txt` is
    line-aligned with `qa_dev.txt` and filtered by the same reachable flags, so the same shuffle
    puts each paraphrase where split() put its question."""
    ntm = load_metaqa(DATA / "1-hop" / "ntm" / "qa_dev.txt", reachable=DATA / "1-hop" / "qa_dev_reachable.txt")
    random.Random(seed + 1).shuffle(ntm)
    twins = [ntm[i] for i in positions]
    if [q.answers for q in twins] != [q.answers for q in questions]:
        raise SystemExit("1-hop/ntm/qa_dev.txt is not line-aligned with 1-hop/qa_dev.txt")
    return [QAPair(t.question, t.answers, qtype=q.qtype) for t, q in zip(twins, questions)]


def training_positions(n_train: int, extra: int) -> list[int]:
    return list(range(n_train)) + list(range(DEV_SLICE[1], DEV_SLICE[1] + extra))


def gnn_model(kg, splits, args, out: Path) -> Path:
    """The GNN peer's model: --gnn-model, or one trained here on the first --gnn-train questions per
    hop of the judge's training split (reused with --reuse-model when trained with the same split)."""
    from kgqa_sparql.search.gnn import Example, GnnConfig, GnnRetriever, bracket_topics

    if args.gnn_model:
        return Path(args.gnn_model)
    path = out / f"gnn-{args.seed}-{args.gnn_train}-{args.gnn_epochs}.pt"
    if args.reuse_model and path.is_file():
        return path
    examples = []
    for train, _ in splits.values():
        for q in train[: args.gnn_train]:
            topics = [NamedNode(t) for t in q.topics] or bracket_topics(kg, q.question)
            if topics:
                examples.append(Example(q.question, topics, set(q.answers)))
    start = time.perf_counter()
    config = GnnConfig(epochs=args.gnn_epochs, seed=args.seed)
    retriever, labelled, history = GnnRetriever.train(kg, examples, config, progress=True)
    retriever.save(path)
    print(f"gnn trained on {labelled}/{len(examples)} labelled questions in {time.perf_counter() - start:.0f} s "
          f"(loss {history[0]:.3f} -> {history[-1]:.3f})", flush=True)
    return path


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--train", type=int, default=300, help="training questions per hop (positions [0, train))")
    ap.add_argument("--train-extra", type=int, default=300, help="further training questions per hop, taken after "
                    f"the dev slice (positions [{DEV_SLICE[1]}, {DEV_SLICE[1]} + N))")
    ap.add_argument("--limit", type=int, default=300, help="held-out questions measured per hop")
    ap.add_argument("--dev", action="store_true", help=f"measure on the dev slice (positions {DEV_SLICE[0]}-"
                    f"{DEV_SLICE[1] - 1}) instead of the held-out set: for design choices")
    ap.add_argument("--zero-shot-limit", type=int, default=100, help="held-out questions for the zero-shot row")
    ap.add_argument("--retrievers", default="beam", help="comma-separated retriever names (beam,gnn,pathrag)")
    ap.add_argument("--peer-limit", type=int, default=50, help="held-out questions for retrievers other than beam")
    ap.add_argument("--sweep-limit", type=int, default=0, help="2-hop questions for the beam/depth sweep (0: none)")
    ap.add_argument("--out", default=str(ROOT / "bench" / "out" / "metaqa"), help="model, plots and JSON")
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--threads", type=int, default=1, help="torch CPU threads")
    ap.add_argument("--scorer", choices=["tuned", "head"], default="tuned",
                    help="judge to train: fine-tuned question tower + head (default) or the head on frozen embeddings")
    ap.add_argument("--gnn-train", type=int, default=100, help="training questions per hop for the GNN peer "
                    "(the first ones of the judge's training split; the held-out part is never used)")
    ap.add_argument("--gnn-epochs", type=int, default=15)
    ap.add_argument("--gnn-model", default=None, help="a GNN from `kgqa-sparql train-gnn` instead of training one "
                    "(it must not have seen the held-out questions)")
    ap.add_argument("--batch-size", type=int, default=64, help="questions per batch for the batched row (0: none)")
    ap.add_argument("--paraphrase-limit", type=int, default=300,
                    help="measured 1-hop questions also asked in their NTM paraphrase (0: none)")
    ap.add_argument("--train-paraphrases", action="store_true",
                    help="also train on the NTM rewording (1-hop/ntm) of every 1-hop training question")
    ap.add_argument("--reuse-model", action="store_true", help="skip training when OUT/model holds a judge "
                    "trained by an earlier run with the same --train and --seed")
    args = ap.parse_args()
    import torch

    torch.set_num_threads(args.threads)
    if not (DATA / "kb.txt").is_file():
        sys.exit(f"MetaQA not found at {DATA}")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    kg = KnowledgeGraph.open(None, load=[DATA / "kb.txt"], types=TYPES)
    print(f"loaded kb.txt in {time.perf_counter() - t0:.1f} s", flush=True)
    splits = {hop: split(hop, args.train, args.limit, args.seed, args.train_extra, args.dev) for hop in (1, 2, 3)}
    train = [q for hop in splits for q in splits[hop][0]]
    if args.train_paraphrases:  # the NTM rewording of every 1-hop training question, as more training data
        train += paraphrased(splits[1][0], training_positions(args.train, args.train_extra), args.seed)
    first = measured_start(args.train, args.dev)
    print(f"training on {len(train)} questions; measuring the {'dev slice' if args.dev else 'held-out set'} "
          f"(positions {first}-{first + args.limit - 1} of each hop)", flush=True)
    model = out / "model"
    data = {"source": "MetaQA dev (reachable), shuffled split", "seed": args.seed, "train_per_hop": args.train,
            "train_extra_per_hop": args.train_extra, "scorer": args.scorer}
    if args.train_paraphrases:
        data["train_paraphrases"] = "1-hop NTM rewordings of the training questions"
    manifest = model / "manifest.json"
    if args.reuse_model and manifest.is_file() and json.loads(manifest.read_text()).get("data") == data:
        report = json.loads(manifest.read_text())["report"]
        print(f"reusing the judge in {model}", flush=True)
    else:
        _, trained = train_judge(kg, train, out=model, config=TrainConfig(seed=args.seed, scorer=args.scorer),
                                 progress=True, data=data)
        report = trained.__dict__
    print(f"judge trained on {report['questions']} questions ({report['examples']} examples) "
          f"in {report['seconds']:.0f} s", flush=True)

    knobs = {}
    if "gnn" in args.retrievers.split(","):
        knobs["gnn"] = {"model": gnn_model(kg, splits, args, out)}

    rows, results = [], {}
    for hop, (_, test) in splits.items():
        o_h1, o_f1 = oracle(kg, test)
        row = {"hop": hop, "questions": len(test), "oracle_hits1": o_h1, "oracle_f1": o_f1}
        trained = evaluate(kg, test, model=model, progress=True, prepare=True)
        row["trained"] = trained.to_json()
        if args.zero_shot_limit > 0:
            row["zero_shot"] = evaluate(kg, test[: args.zero_shot_limit], zero_shot=True, progress=True,
                                        prepare=True).to_json()
        if args.batch_size:
            row["batched"] = evaluate(kg, test, model=model, progress=True, prepare=True,
                                      batch_size=args.batch_size).to_json()
        for name in [n for n in args.retrievers.split(",") if n and n != "beam"]:
            try:
                row[name] = evaluate(kg, test[: args.peer_limit], retriever=name, progress=True,
                                     **knobs.get(name, {})).to_json()
            except KgqaError as exc:
                row[name] = {"skipped": str(exc)}
        rows.append(row)
        results[hop] = row
        print(json.dumps({k: v for k, v in row.items() if k in ("hop", "oracle_hits1")} |
                         {"hits1": trained.hits1, "p50_ms": trained.p50_ms}), flush=True)

    print(table(rows, args))
    if args.paraphrase_limit:
        test = splits[1][1][: args.paraphrase_limit]
        ntm = evaluate(kg, paraphrased(test, range(first, first + len(test)), args.seed), model=model,
                       progress=True, prepare=True)
        same = EvalReport(**rows[0]["trained"]) if len(test) == rows[0]["questions"] else \
            evaluate(kg, test, model=model, prepare=True)
        rows[0]["paraphrased"] = ntm.to_json()
        print(f"\n1-hop, the same {len(test)} questions: original wording Hits@1 {same.hits1:.1f}, "
              f"NTM paraphrase {ntm.hits1:.1f} (F1 {ntm.f1:.1f}, p50 {ntm.p50_ms:.0f} ms)")
    if args.sweep_limit:
        reports = sweep(kg, splits[2][1][: args.sweep_limit], beams=(1, 3, 10), depths=(1, 2, 3), model=model,
                        prepare=True)
        for path in write_sweep(reports, out, title=f"MetaQA 2-hop, {args.sweep_limit} held-out questions"):
            print(f"wrote {path}")
    (out / "results.json").write_text(json.dumps({"rows": rows, "train": report, "args": vars(args)},
                                                 indent=2, default=str))


def table(rows: list[dict], args) -> str:
    extra = [n for n in args.retrievers.split(",") if n and n != "beam"]
    head = ["hop", "held-out", "oracle H@1", "trained H@1", "trained F1", "zero-shot H@1", "p50 ms", "p95 ms", "q/s"]
    head += [f"batched q/s ({args.batch_size})"] * bool(args.batch_size) + [f"{n} H@1" for n in extra]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        t = EvalReport(**r["trained"])
        zero = f"{r['zero_shot']['hits1']:.1f} (n={r['zero_shot']['questions']})" if "zero_shot" in r else "skipped"
        cells = [str(r["hop"]), str(r["questions"]), f"{r['oracle_hits1']:.1f}", f"{t.hits1:.1f}", f"{t.f1:.1f}",
                 zero, f"{t.p50_ms:.0f}", f"{t.p95_ms:.0f}", f"{t.throughput_qps:.1f}"]
        if "batched" in r:
            b = EvalReport(**r["batched"])
            cells.append(f"{b.throughput_qps:.1f}" + ("" if b.hits1 == t.hits1 else f" (H@1 {b.hits1:.1f})"))
        for n in extra:
            cells.append(f"{r[n]['hits1']:.1f} (n={r[n]['questions']}, p50 {r[n]['p50_ms']:.0f} ms)"
                         if "hits1" in r[n] else "skipped")
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
