"""Pseudo query graphs from MetaQA questions, answered by approx (translate + answer).

For each dev question, its qtype chain (e.g. actor_to_movie_to_director) and topic entity become
a pseudo graph whose relation words come from the paraphrase lists below (written for this
benchmark; never the KG's predicate names) and whose expected types are loose words or absent.
Reported per hop on the reachable subset: Hits@1 of approx; of the gold-path oracle (the gold
relation chain from qtype under no-revisit semantics, answers by walk count); of approx with the
first intermediate node removed (the alignment must bridge it); latency p50/p95 of
translate + answer. Questions are split by index: every 4th one (index % 4 == 3) is held out
for the final figure (`--split heldout`); development uses the rest (`--split dev`).

    python bench/pseudo_metaqa.py --limit 300 [--split heldout] [--failures 10]

With `--relation-model DIR` a second row per hop uses the relation map learned from the KG's own
questions (kgqa_sparql.training.relation_map); `--train-aligner N` first trains it into DIR from N 1-hop dev
questions that are not held out (index % 4 != 3, seeded sample; the relation of each is mined
from the KG, never taken from qtype), so the learned row never sees a held-out question.

    python bench/pseudo_metaqa.py --split dev --limit 200 --relation-model /tmp/relmap --train-aligner 7000

`--paraphrases alt` takes the relation words from a second list written after the tuning rounds
and never tuned on: how the alignment carries over to words nobody looked at.
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _metaqa import DATA, DEFAULT_STORE, open_metaqa  # noqa: E402

from pyoxigraph import NamedNode  # noqa: E402

from kgqa_sparql.graph.backend import Step  # noqa: E402
from kgqa_sparql.graph.triples import Minter  # noqa: E402

# Relation words per (from, to) hop of a qtype chain: how a person or an LLM might say it.
PARAPHRASES = {
    ("movie", "actor"): ["stars", "features", "has cast member", "cast includes"],
    ("actor", "movie"): ["acted in", "appeared in", "performed in", "played a role in"],
    ("movie", "director"): ["helmed by", "has director", "made by filmmaker", "director"],
    ("director", "movie"): ["directed", "helmed", "was the director of", "made the film"],
    ("movie", "writer"): ["screenplay by", "penned by", "has writer", "scripted by"],
    ("writer", "movie"): ["wrote", "penned", "authored the script of", "was the screenwriter of"],
    ("movie", "genre"): ["genre", "is a kind of", "belongs to category", "film type"],
    ("movie", "language"): ["spoken language", "language of dialogue", "is in the tongue", "audio language"],
    ("movie", "year"): ["released in", "came out in", "premiere year", "release date"],
    ("movie", "tags"): ["tagged with", "keyword", "about topic", "described by tag"],
    ("tag", "movie"): ["is a tag of", "describes", "keyword of", "topic of"],
    ("movie", "imdbrating"): ["rated", "rating score", "critics rating"],
    ("movie", "imdbvotes"): ["popularity", "number of votes", "vote count"],
}
# A second list, written after the tuning rounds and never used to tune (`--paraphrases alt`):
# how well the alignment carries over to relation words nobody looked at while tuning.
PARAPHRASES_ALT = {
    ("movie", "actor"): ["starring", "acted by", "its actors", "featured actor"],
    ("actor", "movie"): ["starred in", "was cast in", "had a part in", "is an actor in"],
    ("movie", "director"): ["filmed by director", "under the direction of", "whose director is", "film director"],
    ("director", "movie"): ["was the filmmaker of", "shot the film", "is director of", "filmed"],
    ("movie", "writer"): ["story by", "screenwriter", "whose writer is", "adapted by"],
    ("writer", "movie"): ["wrote the script for", "is the writer of", "scripted", "co-wrote"],
    ("movie", "genre"): ["genre of film", "what kind of film", "classified as", "style"],
    ("movie", "language"): ["language", "spoken in", "dialogue language", "filmed in language"],
    ("movie", "year"): ["year", "release", "year of release", "launched in"],
    ("movie", "tags"): ["tags", "labelled", "has keyword", "subject matter"],
    ("tag", "movie"): ["tag for", "label of", "keyword for", "describes the film"],
    ("movie", "imdbrating"): ["imdb score", "rating", "user rating"],
    ("movie", "imdbvotes"): ["votes", "how many votes", "vote total"],
}
# Loose expected types per qtype word (None: no type given).
LOOSE_TYPES = {
    "movie": ["film", "picture", None],
    "actor": ["performer", "person", None],
    "director": ["filmmaker", "person", None],
    "writer": ["author", "person", None],
    "genre": ["category", None],
    "language": ["tongue", None],
    "year": ["date", None],
    "tags": ["keyword", None],
    "tag": ["keyword", None],
    "imdbrating": ["score", None],
    "imdbvotes": ["count", None],
}
# The gold chain: qtype hop -> (MetaQA relation, forward).
GOLD = {
    ("movie", "actor"): ("starred_actors", True), ("actor", "movie"): ("starred_actors", False),
    ("movie", "director"): ("directed_by", True), ("director", "movie"): ("directed_by", False),
    ("movie", "writer"): ("written_by", True), ("writer", "movie"): ("written_by", False),
    ("movie", "genre"): ("has_genre", True), ("movie", "language"): ("in_language", True),
    ("movie", "year"): ("release_year", True), ("movie", "tags"): ("has_tags", True),
    ("tag", "movie"): ("has_tags", False), ("movie", "imdbrating"): ("has_imdb_rating", True),
    ("movie", "imdbvotes"): ("has_imdb_votes", True),
}


def load(hop: int, split: str, limit: int | None, seed: int) -> list[dict]:
    folder = DATA / f"{hop}-hop"
    questions = (folder / "qa_dev.txt").read_text(encoding="utf-8").splitlines()
    qtypes = (folder / "qa_dev_qtype.txt").read_text(encoding="utf-8").splitlines()
    reachable = (folder / "qa_dev_reachable.txt").read_text(encoding="utf-8").split()
    items = []
    for i, (line, qtype, ok) in enumerate(zip(questions, qtypes, reachable)):
        if ok != "1" or (i % 4 == 3) != (split == "heldout"):
            continue
        text, _, answers = line.partition("\t")
        topic = re.search(r"\[([^\]]+)\]", text).group(1)
        items.append({"index": i, "question": text, "topic": topic, "qtype": qtype.strip(),
                      "answers": set(answers.split("|"))})
    random.Random(seed).shuffle(items)
    return items[:limit] if limit else items


def hops_of(qtype: str) -> list[tuple[str, str]]:
    words = qtype.split("_to_")
    return list(zip(words, words[1:]))


def pseudo_graph(item: dict, rng: random.Random, drop_intermediate: bool = False,
                 paraphrases: dict = PARAPHRASES) -> str:
    """GRAPE triple list: topic -r1-> X_1 -r2-> X_2 ..., loose types on some nodes."""
    hops = hops_of(item["qtype"])
    words = [hops[0][0]] + [b for _, b in hops]
    nodes = [item["topic"]] + [f"X_{i}" for i in range(1, len(hops) + 1)]
    relations = [rng.choice(paraphrases[h]) for h in hops]
    types = [rng.choice(LOOSE_TYPES[w]) for w in words]
    if drop_intermediate and len(hops) > 1:  # X_1 disappears: topic -r2-> X_2 ...
        nodes, relations, types = [nodes[0]] + nodes[2:], relations[1:], [types[0]] + types[2:]
    triples = [f'("{nodes[i]}", {relations[i]}, {nodes[i + 1]})' for i in range(len(relations))]
    triples += [f"({n}, a, {t})" for n, t in zip(nodes[1:], types[1:]) if t]
    return "[" + ", ".join(triples) + "]"


def oracle(kg, item: dict, minter: Minter) -> str | None:
    steps = [Step(NamedNode(minter.relation(GOLD[h][0])), GOLD[h][1]) for h in hops_of(item["qtype"])]
    walks = kg.follow([NamedNode(minter.entity(item["topic"]))], steps, revisit=False)
    if not walks:
        return None
    best = max(walks.items(), key=lambda kv: kv[1])[0]
    return best.value if not isinstance(best, NamedNode) else kg.labels([best]).get(best, best.value)


def run(kg, items: list[dict], seed: int, drop: bool, failures: list, relation_model: Path | None = None,
        paraphrases: dict = PARAPHRASES) -> tuple[float, list[float], Counter]:
    hits, times, stats = 0, [], Counter()
    options = {"relation_model": relation_model} if relation_model else {}
    for item in items:
        rng = random.Random(seed * 100003 + item["index"])
        graph = pseudo_graph(item, rng, drop_intermediate=drop, paraphrases=paraphrases)
        start = time.perf_counter()
        try:
            result = kg.ask_graph(graph, **options)
        except Exception as exc:  # noqa: BLE001 - a benchmark counts failures, it does not stop
            times.append(time.perf_counter() - start)
            stats[f"error: {type(exc).__name__}"] += 1
            failures.append((item, graph, f"{type(exc).__name__}: {exc}"))
            continue
        times.append(time.perf_counter() - start)
        top = result.answers[0].label if result.answers else None
        stats[f"executed candidate {result.info.get('candidate')}"] += 1
        if top in item["answers"]:
            hits += 1
        else:
            chosen = [(a["predicate"].rsplit("/", 1)[-1], a["forward"]) for a in result.info.get("alignment", [])
                      if "predicate" in a]
            failures.append((item, graph, f"top={top!r} alignment={chosen}"))
    return 100.0 * hits / max(1, len(items)), times, stats


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1] * 1000 if len(values) > 1 else (values[0] * 1000 if values else 0.0)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--store", type=Path, default=DEFAULT_STORE)
    ap.add_argument("--split", choices=["dev", "heldout"], default="dev")
    ap.add_argument("--limit", type=int, default=300, help="questions per hop (0: all)")
    ap.add_argument("--hops", default="1,2,3")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--failures", type=int, default=0, help="print this many failed questions per hop")
    ap.add_argument("--paraphrases", choices=["main", "alt"], default="main",
                    help="relation words: the list tuned on (main) or the second list never tuned on (alt)")
    ap.add_argument("--relation-model", type=Path, help="also report the aligner with this learned relation map")
    ap.add_argument("--train-aligner", type=int, default=0, metavar="N",
                    help="first train the relation map into --relation-model from N non-held-out 1-hop questions")
    args = ap.parse_args()
    if args.train_aligner and not args.relation_model:
        ap.error("--train-aligner needs --relation-model DIR (where the map goes)")

    import torch

    torch.set_num_threads(1)
    kg = open_metaqa(args.store)
    minter = Minter()
    start = time.perf_counter()
    kg.ask_graph("[(\"Forrest Gump\", director, X_1)]")  # schema, linker and encoder warm-up
    print(f"warm-up (schema, entity index, encoder): {time.perf_counter() - start:.1f} s")
    if args.train_aligner:
        train_aligner(kg, args.relation_model, args.train_aligner, args.seed)
    words = PARAPHRASES_ALT if args.paraphrases == "alt" else PARAPHRASES
    models = [("zero-shot", None)] + ([("learned", args.relation_model)] if args.relation_model else [])
    rows = []
    for hop in map(int, args.hops.split(",")):
        items = load(hop, args.split, args.limit or None, args.seed)
        oracle_hits = sum(oracle(kg, it, minter) in it["answers"] for it in items) * 100.0 / max(1, len(items))
        for name, model in models:
            failures: list = []
            ours, times, stats = run(kg, items, args.seed, False, failures, model, words)
            dropped, dropped_failures = None, []
            if hop > 1:
                dropped, _, _ = run(kg, items, args.seed, True, dropped_failures, model, words)
            rows.append((hop, name, len(items), oracle_hits, ours, dropped, pct(times, 50), pct(times, 95)))
            print(f"{hop}-hop, {name}: {dict(stats)}", flush=True)
            for item, graph, why in failures[: args.failures]:
                print(f"  FAIL {item['qtype']}: {graph}\n       {why}; gold={sorted(item['answers'])[:3]}")
            for item, graph, why in dropped_failures[: args.failures]:
                print(f"  FAIL (dropped) {item['qtype']}: {graph}\n       {why}; gold={sorted(item['answers'])[:3]}")
    print(f"\nMetaQA {args.split} split, reachable questions, seed {args.seed}, {args.paraphrases} paraphrases\n")
    print("| hop | relation similarity | questions | gold-path oracle Hits@1 | approx Hits@1 "
          "| approx, one intermediate node removed | p50 ms | p95 ms |")
    print("|---|---|---|---|---|---|---|---|")
    for hop, name, n, orc, ours, dropped, p50, p95 in rows:
        drop = f"{dropped:.1f}" if dropped is not None else "n/a"
        print(f"| {hop} | {name} | {n} | {orc:.1f} | {ours:.1f} | {drop} | {p50:.1f} | {p95:.1f} |")


def train_aligner(kg, out: Path, n: int, seed: int) -> None:
    """The relation map from `n` 1-hop dev questions that are not held out (question text and
    answers only: the relation is mined from the KG by `train_relation_map`)."""
    from kgqa_sparql.training.qadata import QAPair
    from kgqa_sparql.training.relation_map import train_relation_map

    lines = (DATA / "1-hop" / "qa_dev.txt").read_text(encoding="utf-8").splitlines()
    pairs = [QAPair(q, a.split("|")) for i, (q, _, a) in enumerate(line.partition("\t") for line in lines)
             if i % 4 != 3]
    random.Random(seed).shuffle(pairs)
    start = time.perf_counter()
    _, report = train_relation_map(kg, pairs[:n], out=out, data={"file": "1-hop/qa_dev.txt", "questions": n,
                                                                  "split": "index % 4 != 3", "seed": seed})
    print(f"relation map: {report.mined} of {report.questions} questions mined ({report.predicates}); "
          f"predicate accuracy on them {report.zero_shot_accuracy:.3f} zero-shot -> {report.train_accuracy:.3f}; "
          f"{time.perf_counter() - start:.0f} s; saved {out}", flush=True)

if __name__ == "__main__":
    main()
