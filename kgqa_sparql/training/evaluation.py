"""Evaluation harness for natural-language question answering: Hits@1, Hits@k, answer-set F1,
latency percentiles and throughput; sweeps over beam width and depth with a Markdown table and
PNG plots (accuracy and time vs beam width and depth, as in GRAPE's Figure 2).

    report = evaluate(kg, load_metaqa("2-hop/qa_dev.txt", limit=300))
    print(report.to_markdown())

Any retriever in the registry (`search.retrievers`) can be evaluated (`retriever="gnn"` ...); answers count as
right when their label matches a gold answer (case-insensitive), since MetaQA-style answers are
names and distinct entities may share one.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.search.explore import ask_question, ask_questions
from kgqa_sparql.training.qadata import QAPair, load_metaqa, load_rog
from kgqa_sparql.query.result import Result
from kgqa_sparql.kg import KnowledgeGraph
from kgqa_sparql.graph.triples import DEFAULT_BASE, Minter

__all__ = ["EvalReport", "evaluate", "evaluate_rog", "load_metaqa", "load_rog", "sweep", "write_sweep"]


@dataclass
class EvalReport:
    """Scores of one retriever configuration over a question set (percentages, milliseconds)."""

    questions: int
    hits1: float
    hitsk: float
    k: int
    f1: float
    p50_ms: float
    p95_ms: float
    throughput_qps: float
    errors: int = 0
    retriever: str = "beam"
    knobs: dict = field(default_factory=dict)
    per_qtype: dict[str, float] = field(default_factory=dict)

    def to_json(self) -> dict:
        return asdict(self)

    def to_markdown(self, title: str | None = None) -> str:
        head = "| retriever | questions | Hits@1 | Hits@{k} | F1 | p50 ms | p95 ms | q/s | errors |".format(k=self.k)
        row = (f"| {self.retriever} | {self.questions} | {self.hits1:.1f} | {self.hitsk:.1f} | {self.f1:.1f} | "
               f"{self.p50_ms:.1f} | {self.p95_ms:.1f} | {self.throughput_qps:.1f} | {self.errors} |")
        lines = ([f"### {title}", ""] if title else []) + [head, "|---|---|---|---|---|---|---|---|---|", row]
        return "\n".join(lines)


@dataclass
class Scored:
    """One question's outcome."""

    hit1: bool
    hitk: bool
    f1: float
    seconds: float
    error: str | None = None


def score_result(result: Result, gold: Iterable[str], k: int) -> tuple[bool, bool, float]:
    """Hits@1, Hits@k and answer-set F1 of a result against gold answer names."""
    gold_set = {g.lower() for g in gold}
    names = [a.label.lower() for a in result.answers]
    hit1 = bool(names) and names[0] in gold_set
    hitk = any(n in gold_set for n in names[:k])
    found = set(names)
    common = len(found & gold_set)
    f1 = 0.0 if not common else 2 * common / (len(found) + len(gold_set))
    return hit1, hitk, f1


def _percent(values: Sequence[float]) -> float:
    return 100.0 * sum(values) / len(values) if values else 0.0


def summarise(outcomes: list[Scored], qtypes: Sequence[str | None], k: int, wall: float, retriever: str,
              knobs: dict) -> EvalReport:
    times = sorted(o.seconds * 1000 for o in outcomes)
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))] if times else 0.0
    by_type: dict[str, list[bool]] = {}
    for o, qt in zip(outcomes, qtypes):
        if qt:
            by_type.setdefault(qt, []).append(o.hit1)
    return EvalReport(
        questions=len(outcomes), hits1=_percent([o.hit1 for o in outcomes]), hitsk=_percent([o.hitk for o in outcomes]),
        k=k, f1=_percent([o.f1 for o in outcomes]), p50_ms=statistics.median(times) if times else 0.0, p95_ms=p95,
        throughput_qps=len(outcomes) / wall if wall > 0 else 0.0, errors=sum(o.error is not None for o in outcomes),
        retriever=retriever, knobs={k_: str(v) for k_, v in knobs.items()},
        per_qtype={t: _percent(v) for t, v in sorted(by_type.items())})


def evaluate(kg, questions: Sequence[QAPair], *, retriever: str = "beam", k: int = 10, progress: bool = False,
             batch_size: int | None = None, **knobs) -> EvalReport:
    """Answer every question with the named retriever and score it. A question whose topic cannot
    be found or that raises a KgqaError counts as wrong (and in `errors`). With `batch_size`,
    questions are answered in batches (`explore.ask_questions`); each question's latency then
    includes its share of its batch's encoding."""
    from tqdm.auto import tqdm

    if not questions:
        raise KgqaError("no questions to evaluate")
    built = kg.retriever(retriever, **knobs)
    if batch_size:
        return _evaluate_batched(kg, questions, built, k, batch_size, progress, retriever, knobs)
    outcomes: list[Scored] = []
    start = time.perf_counter()
    for pair in tqdm(questions, desc=f"eval {retriever}", unit="q", disable=not progress):
        t0 = time.perf_counter()
        try:
            result = ask_question(kg, pair.question, built, topics=pair.topics or None)
            outcomes.append(Scored(*score_result(result, pair.answers, k), time.perf_counter() - t0))
        except KgqaError as exc:
            outcomes.append(Scored(False, False, 0.0, time.perf_counter() - t0, str(exc)))
    wall = time.perf_counter() - start
    return summarise(outcomes, [q.qtype for q in questions], k, wall, retriever, knobs)


def _evaluate_batched(kg, questions: Sequence[QAPair], built, k: int, batch_size: int, progress: bool,
                      retriever: str, knobs: dict) -> EvalReport:
    from tqdm.auto import tqdm

    outcomes: list[Scored] = []
    start = time.perf_counter()
    answers = ask_questions(kg, [q.question for q in questions], built, topics=[q.topics or None for q in questions],
                            batch_size=batch_size)
    for pair, result in tqdm(zip(questions, answers), total=len(questions), desc=f"eval {retriever} (batched)",
                             unit="q", disable=not progress):
        if isinstance(result, KgqaError):
            outcomes.append(Scored(False, False, 0.0, 0.0, str(result)))
        else:
            outcomes.append(Scored(*score_result(result, pair.answers, k), result.info["seconds"]))
    wall = time.perf_counter() - start
    return summarise(outcomes, [q.qtype for q in questions], k, wall, retriever, knobs | {"batch_size": batch_size})


def evaluate_rog(questions: Sequence[QAPair], *, retriever: str = "beam", k: int = 10, progress: bool = False,
                 **knobs) -> EvalReport:
    """Evaluate RoG-style records: each question is answered over its own subgraph, loaded into an
    in-memory store (entity and relation names become labelled IRIs)."""
    from tqdm.auto import tqdm

    if not questions:
        raise KgqaError("no questions to evaluate")
    minter = Minter(DEFAULT_BASE)
    outcomes: list[Scored] = []
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp:
        for i, pair in enumerate(tqdm(questions, desc=f"eval rog {retriever}", unit="q", disable=not progress)):
            triples = Path(tmp) / f"q{i}.tsv"
            triples.write_text("".join(f"{s}\t{p}\t{o}\n" for s, p, o in pair.graph), encoding="utf-8")
            t0 = time.perf_counter()
            try:
                kg = KnowledgeGraph.open(None, load=[triples])
                topics = [minter.entity(name) for name in pair.topic_names]
                result = ask_question(kg, pair.question, kg.retriever(retriever, **knobs), topics=topics)
                outcomes.append(Scored(*score_result(result, pair.answers, k), time.perf_counter() - t0))
            except KgqaError as exc:
                outcomes.append(Scored(False, False, 0.0, time.perf_counter() - t0, str(exc)))
    wall = time.perf_counter() - start
    return summarise(outcomes, [None] * len(questions), k, wall, retriever, knobs)


# ---- sweeps over beam width and depth ----------------------------------------------------------
def sweep(kg, questions: Sequence[QAPair], *, beams: Sequence[int] = (1, 3, 10), depths: Sequence[int] = (1, 2, 3),
          progress: bool = False, **knobs) -> list[EvalReport]:
    """Evaluate the beam retriever at every (beam width, depth) pair."""
    return [evaluate(kg, questions, beam=b, depth=d, progress=progress, **knobs) for b in beams for d in depths]


def write_sweep(reports: Sequence[EvalReport], out_dir: str | Path, title: str = "beam search sweep") -> list[Path]:
    """A Markdown table and two PNG plots (Hits@1 and p50 latency vs beam width, one line per depth)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    rows = ["| beam | depth | Hits@1 | F1 | p50 ms | p95 ms | q/s |", "|---|---|---|---|---|---|---|"]
    series: dict[int, list[tuple[int, float, float]]] = {}
    for r in reports:
        beam, depth = int(r.knobs.get("beam", 10)), int(r.knobs.get("depth", 3))
        rows.append(f"| {beam} | {depth} | {r.hits1:.1f} | {r.f1:.1f} | {r.p50_ms:.1f} | {r.p95_ms:.1f} | "
                    f"{r.throughput_qps:.1f} |")
        series.setdefault(depth, []).append((beam, r.hits1, r.p50_ms))
    table = out / "sweep.md"
    table.write_text(f"### {title}\n\n" + "\n".join(rows) + "\n", encoding="utf-8")
    written = [table]
    for column, name, label in ((1, "accuracy.png", "Hits@1 (%)"), (2, "time.png", "p50 latency (ms)")):
        fig, ax = plt.subplots(figsize=(5, 3.5))
        for depth, points in sorted(series.items()):
            points.sort()
            ax.plot([p[0] for p in points], [p[column] for p in points], marker="o", label=f"depth {depth}")
        ax.set_xlabel("beam width")
        ax.set_ylabel(label)
        ax.set_title(title)
        ax.legend()
        fig.tight_layout()
        fig.savefig(out / name, dpi=100)
        plt.close(fig)
        written.append(out / name)
    return written
