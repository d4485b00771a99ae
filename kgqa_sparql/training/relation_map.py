"""Training the relation map (`query.relation_map`) from the KG's own questions.

Training (`train_relation_map`) needs only question/answer pairs and the KG:

1. Mining: each question's topic entity (`[marked]`, an IRI, or linked) and every one-hop step
   (predicate, direction) from it are walked (`training.judge.mine_paths` at depth 1). A question is
   labelled with the predicate whose end set matches its answers best (answer-set F1 >= `min_f1`)
   when that predicate is the only best one: questions that need several hops, or whose answers
   two predicates reach equally, say nothing sure about one relation and are skipped.
2. Fitting: a linear map W (dim x dim) on phrase embeddings, started at the identity. The
   aligner's relation similarity of a phrase q to a predicate becomes the best cosine of W q to
   the predicate's texts (`Aligner.predicate_texts`, unchanged). Loss: cross-entropy of the
   softmax over every predicate the aligner knows (similarity / temperature) against the mined
   predicate, for the topic-masked question and for its content words (the aligner reads a
   phrase both ways), plus `anchor` x dim x mean((W - I)^2), which keeps phrases unlike any
   training question near their zero-shot neighbours. Full-batch AdamW on CPU: seconds.
   With a map the aligner weighs the relation similarity more against the (zero-shot)
   composite text (`align.W_RELATION_LEARNED`).

The map is saved in a folder (`relation_map.npy`, `manifest.json` with the data, the
hyper-parameters and the report) and loaded by path: `kg.translate(graph, relation_model=DIR)`,
`kg.ask_graph(...)`, `kgqa-sparql translate/ask --relation-model DIR`. Zero-shot stays the default.
"""

from __future__ import annotations

import random
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from collections import Counter
from typing import Iterable, Mapping, Sequence

import numpy as np
from tqdm.auto import tqdm

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.query.relation_map import RelationMap
from kgqa_sparql.search.explore import BeamRetriever
from kgqa_sparql.search.judges import cpu_threads
from kgqa_sparql.text.encoder import shared_encoder
from kgqa_sparql.text.english import content_words
from kgqa_sparql.training.judge import TrainConfig, mine_tolerantly, skip_postfix
from kgqa_sparql.training.qadata import QAPair, skip_counts


@dataclass
class RelationMapConfig:
    """Hyper-parameters of mining and fitting (recorded in the manifest)."""

    min_f1: float = 0.5
    max_frontier: int = 500
    epochs: int = 300
    lr: float = 1e-3
    temperature: float = 0.05
    anchor: float = 0.01
    seed: int = 13
    threads: int | None = 1

    def __post_init__(self) -> None:
        if self.epochs < 1 or self.lr <= 0 or self.temperature <= 0 or self.anchor < 0:
            raise KgqaError(f"relation map settings out of range: epochs {self.epochs} (>= 1), lr {self.lr} (> 0), "
                            f"temperature {self.temperature} (> 0), anchor {self.anchor} (>= 0)")


@dataclass
class RelationExample:
    """A topic-masked question and the one predicate (and direction) its answers lie along."""

    question: str
    predicate: str
    forward: bool


@dataclass
class RelationMapReport:
    questions: int
    mined: int  # questions labelled with exactly one predicate
    predicates: dict[str, int]  # mined questions per predicate
    #: Share of the mined questions whose own predicate has the highest similarity, before
    #: (identity map, zero-shot) and after training.
    zero_shot_accuracy: float
    train_accuracy: float
    losses: list[float] = field(default_factory=list)
    seconds: float = 0.0
    out: str | None = None
    #: Questions left out, by reason (`qadata.SKIP_REASONS`, and "ambiguous": answers that no one
    #: predicate explains best, e.g. multi-hop questions).
    skipped: dict[str, int] = field(default_factory=skip_counts)


# ---- mining -------------------------------------------------------------------------------------
def mine_relations(kg, pairs: Iterable[QAPair], predicates: set[str], config: RelationMapConfig,
                   progress: bool = False, skipped: Counter | None = None) -> tuple[list[RelationExample], int]:
    """One-predicate examples for the questions whose answers one of `predicates` explains best
    (see the module docstring); also the number of questions seen. Questions left out are
    counted in `skipped` (unknown_topic, no_path, ambiguous)."""
    walker = BeamRetriever(encoder=shared_encoder(), max_frontier=config.max_frontier)
    mining = TrainConfig(depth=1, min_f1=config.min_f1, max_frontier=config.max_frontier)
    skipped = Counter() if skipped is None else skipped
    examples, names, seen = [], {}, 0
    bar = tqdm(list(pairs), desc="mining relations", unit="q", disable=not progress)
    for pair in bar:
        seen += 1
        mined = mine_tolerantly(kg, pair, walker, mining, names, skipped)
        found = {steps[0].predicate.value for steps in mined.positives} if mined else set()
        if len(found) == 1 and (predicate := found.pop()) in predicates:
            forward = next(s[0].forward for s in mined.positives if s[0].predicate.value == predicate)
            examples.append(RelationExample(mined.question, predicate, forward))
        elif mined is not None:
            skipped["ambiguous"] += 1
        if progress and skipped:
            bar.set_postfix(skip_postfix(skipped), refresh=False)
    return examples, seen


# ---- fitting ------------------------------------------------------------------------------------
def train_relation_map(kg, pairs: Iterable[QAPair], *, out: str | Path | None = None,
                       config: RelationMapConfig | None = None, progress: bool = False,
                       data: dict | None = None, skipped: Mapping[str, int] | None = None
                       ) -> tuple[RelationMap, RelationMapReport]:
    """Mine one-predicate questions from `pairs`, fit the map, save it to `out` when given.
    Questions that say nothing sure about one predicate are skipped and counted
    (`RelationMapReport.skipped`, with the counts given in `skipped`)."""
    config = config or RelationMapConfig()
    start = time.perf_counter()
    aligner = kg.aligner()  # the zero-shot aligner: its predicates and texts are what the map serves
    skips = Counter(skipped or {})
    examples, seen = mine_relations(kg, pairs, set(aligner.predicates), config, progress, skips)
    if not examples:
        raise KgqaError(f"none of {seen} training questions has answers that one predicate of the KG explains "
                        f"(topic entities must be found and answers one hop away; skipped: {skip_counts(skips)})")
    row = {p: i for i, p in enumerate(aligner.predicates)}
    texts = [e.question for e in examples] + [content_words(e.question) for e in examples]
    labels = [row[e.predicate] for e in examples] * 2
    with cpu_threads(config.threads):
        queries = aligner.encoder.encode_many(texts, progress=progress)
        matrix, losses = _fit(queries, np.array(labels), *aligner.predicate_text_vectors(), config)
    model = RelationMap(matrix)
    before = _accuracy(queries, labels, aligner, None)
    after = _accuracy(queries, labels, aligner, model)
    counts: dict[str, int] = {}
    for e in examples:
        counts[aligner.predicate_label[e.predicate]] = counts.get(aligner.predicate_label[e.predicate], 0) + 1
    report = RelationMapReport(seen, len(examples), counts, round(before, 4), round(after, 4),
                               [round(x, 5) for x in losses], round(time.perf_counter() - start, 2),
                               str(out) if out is not None else None, skip_counts(skips))
    model.manifest = {"data": data or {}, "hyperparameters": asdict(config), "report": asdict(report),
                      "skipped": report.skipped,
                      "encoder_path": aligner.encoder.model_path, "predicates": aligner.predicates}
    if out is not None:
        model.save(out)
    return model, report


def _fit(queries: np.ndarray, labels: np.ndarray, text_vectors: np.ndarray, offsets: np.ndarray,
         config: RelationMapConfig) -> tuple[np.ndarray, list[float]]:
    """W minimising cross-entropy over predicates (best text each) + anchor x mean((W - I)^2)."""
    import torch

    random.seed(config.seed)
    torch.manual_seed(config.seed)
    dim = queries.shape[1]
    q = torch.from_numpy(queries)
    texts = torch.from_numpy(text_vectors)
    y = torch.from_numpy(labels).long()
    bounds = list(offsets) + [len(text_vectors)]
    groups = [torch.arange(a, b) for a, b in zip(bounds, bounds[1:])]
    eye = torch.eye(dim)
    weight = torch.nn.Parameter(eye.clone())
    optimiser = torch.optim.AdamW([weight], lr=config.lr, weight_decay=0.0)
    losses = []
    for _ in range(config.epochs):
        mapped = torch.nn.functional.normalize(q @ weight, dim=1)
        sims = mapped @ texts.T
        per_predicate = torch.stack([sims[:, g].max(dim=1).values for g in groups], dim=1)
        loss = torch.nn.functional.cross_entropy(per_predicate / config.temperature, y)
        total = loss + config.anchor * ((weight - eye) ** 2).mean() * dim
        optimiser.zero_grad()
        total.backward()
        optimiser.step()
        losses.append(loss.item())
    return weight.detach().numpy().copy(), losses


def _accuracy(queries: np.ndarray, labels: Sequence[int], aligner, model: RelationMap | None) -> float:
    """Share of `queries` whose best predicate (by best text similarity) is their label."""
    vectors, offsets = aligner.predicate_text_vectors()
    mapped = model.apply(queries) if model is not None else queries
    best = np.maximum.reduceat(mapped @ vectors.T, offsets, axis=1).argmax(axis=1)
    return float(np.mean(best == np.asarray(labels)))
