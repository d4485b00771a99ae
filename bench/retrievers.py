"""GNN (RAPL) and Path-RAG (FiDeLiS) retrievers beside the encoder beam search on MetaQA (issue #6).

    python bench/retrievers.py [--per-hop 40] [--train-per-hop 300] [--retrievers beam,gnn,pathrag]

Held out: the first `--per-hop` questions of each `{k}-hop/qa_dev.txt` (reachable ones only) are
only ever measured. The GNN is trained on dev questions from line 1000 on (`--train-per-hop` per
hop), Path-RAG's path_weight was tuned on the last 40 2-hop dev questions, so neither touches the
measured slice. Each retriever's best path is executed on the KG (no-revisit walks) and the answer
reached by most walks is its top answer; Hits@1 matches answer names, as MetaQA does.
Prints one table (Hits@1 per hop, mean latency per question) and, with --json, the raw figures.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import torch  # noqa: E402

from kgqa_sparql import KnowledgeGraph  # noqa: E402
from kgqa_sparql.search.gnn import Example, GnnConfig, GnnRetriever, bracket_topics  # noqa: E402
from kgqa_sparql.search.pathrag import PathRagRetriever  # noqa: E402

# ../shared/datasets beside the checkout, or beside a parent (git worktrees nest deeper)
METAQA = next((d / "shared" / "datasets" for d in ROOT.parents if (d / "shared" / "datasets").is_dir()),
              ROOT.parent / "shared" / "datasets") / "metaqa"
TYPES = ("directed_by=Movie:Person,starred_actors=Movie:Person,written_by=Movie:Person,"
         "has_genre=Movie:Genre,in_language=Movie:Language,has_tags=Movie:Tag")
TRAIN_FROM = 1000


def read_split(hop: int, start: int, count: int, reachable_only: bool) -> list[tuple[str, set[str]]]:
    lines = (METAQA / f"{hop}-hop" / "qa_dev.txt").read_text(encoding="utf-8").splitlines()
    reach_path = METAQA / f"{hop}-hop" / "qa_dev_reachable.txt"
    reach = reach_path.read_text().split() if reach_path.exists() else ["1"] * len(lines)
    out = []
    for line, ok in zip(lines[start:], reach[start:]):
        if len(out) >= count:
            break
        if reachable_only and ok != "1":
            continue
        question, _, answers = line.partition("\t")
        out.append((question, set(answers.split("|"))))
    return out


def open_store(path: Path) -> KnowledgeGraph:
    if not (path / "oxigraph").exists():
        kg = KnowledgeGraph.open(path)
        kg.load([METAQA / "kb.txt"], types=TYPES)
        return kg
    return KnowledgeGraph.open(path)


def top_answer(kg, path) -> str | None:
    found = kg.follow([path.topic], path.steps)
    if not found:
        return None
    best = found.most_common(1)[0][0]
    return kg.labels([best]).get(best, best.value)


def make_retrievers(kg, names: list[str], model: Path, train_per_hop: int, epochs: int) -> dict:
    out = {}
    for name in names:
        if name == "beam":
            out[name] = kg.retriever("beam")
        elif name == "pathrag":
            out[name] = PathRagRetriever.from_kg(kg)
        elif name == "gnn":
            out[name] = GnnRetriever.load(model) if model.exists() else train_gnn(kg, model, train_per_hop, epochs)
    return out


def train_gnn(kg, model: Path, per_hop: int, epochs: int) -> GnnRetriever:
    examples = []
    for hop in (1, 2, 3):
        for question, answers in read_split(hop, TRAIN_FROM, per_hop, reachable_only=True):
            topics = bracket_topics(kg, question)
            if topics:
                examples.append(Example(question, topics, answers))
    start = time.perf_counter()
    retriever, labelled, history = GnnRetriever.train(kg, examples, GnnConfig(epochs=epochs), progress=True)
    retriever.save(model)
    print(f"gnn: trained on {labelled}/{len(examples)} labelled questions in {time.perf_counter() - start:.0f} s; "
          f"loss {history[0]:.3f} -> {history[-1]:.3f}; saved {model}", file=sys.stderr)
    return retriever


def evaluate(kg, retriever, questions) -> tuple[float, float]:
    hits, seconds = [], []
    for question, answers in questions:
        topics = bracket_topics(kg, question)
        start = time.perf_counter()
        paths = retriever.retrieve(kg, question, topics, k=5) if topics else []
        answer = top_answer(kg, paths[0]) if paths else None
        seconds.append(time.perf_counter() - start)
        hits.append(answer in answers)
    return 100 * statistics.mean(hits), 1000 * statistics.mean(seconds)


def llm_graphs(questions: list[str]) -> dict:
    """SmolLM2-135M (local, GGUF) question -> query graph: valid graphs, calls and tokens per question."""
    from kgqa_sparql.search.llm import LLMError, LocalLLM, question_to_graph, smollm2_gguf

    llm = LocalLLM(smollm2_gguf(), device="cpu")
    valid = 0
    start = time.perf_counter()
    for question in questions:
        try:
            question_to_graph(llm, question, retries=2, max_tokens=60)
            valid += 1
        except LLMError:
            pass
    n = len(questions)
    return {"questions": n, "valid_graphs": valid, "calls_per_q": llm.usage.calls / n,
            "prompt_tokens_per_q": llm.usage.prompt_tokens / n, "completion_tokens_per_q": llm.usage.completion_tokens / n,
            "s_per_q": (time.perf_counter() - start) / n}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--store", type=Path, default=Path("/tmp/kgqa-bench-metaqa.store"))
    parser.add_argument("--model", type=Path, default=None, help="GNN model file (trained when missing)")
    parser.add_argument("--per-hop", type=int, default=40)
    parser.add_argument("--train-per-hop", type=int, default=300)
    parser.add_argument("--epochs", type=int, default=15)
    parser.add_argument("--retrievers", default="beam,gnn,pathrag")
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--llm-sample", type=int, default=0,
                        help="also run SmolLM2 question->graph on this many held-out questions per hop")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    kg = open_store(args.store)
    model = args.model or args.store / "kgqa" / "gnn.pt"
    retrievers = make_retrievers(kg, args.retrievers.split(","), model, args.train_per_hop, args.epochs)
    held = {hop: read_split(hop, 0, args.per_hop, reachable_only=True) for hop in (1, 2, 3)}
    rows = {}
    for name, retriever in retrievers.items():
        rows[name] = {hop: evaluate(kg, retriever, qs) for hop, qs in held.items()}
    print(f"MetaQA dev, first {args.per_hop} reachable questions per hop (held out); Hits@1 % / mean ms per question")
    print("| retriever | 1-hop | 2-hop | 3-hop | ms/q 1-hop | ms/q 2-hop | ms/q 3-hop |")
    print("|---|---|---|---|---|---|---|")
    for name, per_hop in rows.items():
        print(f"| {name} | " + " | ".join(f"{per_hop[h][0]:.1f}" for h in (1, 2, 3)) + " | "
              + " | ".join(f"{per_hop[h][1]:.0f}" for h in (1, 2, 3)) + " |")
    if args.llm_sample:
        sample = [q for hop in (1, 2, 3) for q, _ in held[hop][: args.llm_sample]]
        usage = llm_graphs(sample)
        print("\nSmolLM2-135M question -> query graph (GRAPE triples, <= 2 retries)")
        print("| questions | valid graphs | LLM calls/q | prompt tokens/q | completion tokens/q | s/q |")
        print("|---|---|---|---|---|---|")
        print(f"| {usage['questions']} | {usage['valid_graphs']} | {usage['calls_per_q']:.2f} | "
              f"{usage['prompt_tokens_per_q']:.0f} | {usage['completion_tokens_per_q']:.0f} | {usage['s_per_q']:.1f} |")
        rows["llm"] = usage
    if args.json:
        print(json.dumps(rows))


if __name__ == "__main__":
    main()
