"""Training the path judge (GRAPE App. A.2, Algorithm 1) from question/answer pairs and the KG.

For each training question:
1. **Supporting paths are mined in the KG**: every relation path (up to `depth` hops, no entity
   revisited) from the topic entity is walked, and the paths whose end set best matches the
   answers (answer-set F1, by label) are the positives, the shortest first ("minimal satisfying
   paths").
2. **Labels for the Stop / Continue / Drop judge**: a positive is Stop; a strict prefix of a
   positive is Continue; every other walked path is Drop. Drop paths are the hard negatives of
   Algorithm 1 and are tagged by kind: `drop_hop` (a hop of the positive removed), `near_miss`
   (one relation replaced), `target_swap` (one hop's direction reversed, so it lands on the other
   end of the relation), `overshoot` (topology perturbation: extra hops after the positive), or
   `other`.
3. A two-layer head on frozen encoder embeddings (`scoring.HeadJudge`) is trained with
   class-weighted cross-entropy (AdamW). Paths are chains, so the serialisation is the path text
   alone and the question's topic mention is masked: the pair is invariant to entity names.

    judge, report = train_judge(kg, questions, out="model/")
"""

from __future__ import annotations

import random
import time
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Iterable, Sequence

import numpy as np

from .access import Step, Term
from .errors import KgqaError
from .explore import BeamRetriever, Hypothesis, detect_topics
from .paths import path_text
from .qadata import QAPair
from .scoring import CONTINUE, DROP, STOP, HeadConfig, HeadJudge, cpu_threads, pair_features

KINDS = ("positive", "prefix", "drop_hop", "near_miss", "target_swap", "overshoot", "other")


@dataclass
class PathExample:
    question: str  # topic-masked question text
    steps: tuple[Step, ...]
    label: int  # STOP / CONTINUE / DROP
    kind: str


@dataclass
class TrainConfig:
    """Hyper-parameters of mining and training (all recorded in the manifest)."""

    depth: int = 3
    min_f1: float = 0.5
    max_frontier: int = 500
    probe: int = 64
    negatives: int = 24
    hidden: int = 256
    epochs: int = 12
    batch_size: int = 256
    lr: float = 1e-3
    weight_decay: float = 0.01
    seed: int = 13
    threads: int | None = 1  # CPU threads for encoding and training (see scoring.cpu_threads)


@dataclass
class TrainReport:
    questions: int
    mined: int  # questions with at least one supporting path
    examples: int
    kinds: dict[str, int]
    losses: list[float]
    train_accuracy: float
    seconds: float
    out: str | None = None


# ---- mining -----------------------------------------------------------------------------------
def walk_all(kg, walker: BeamRetriever, topic: Term, depth: int, max_frontier: int) -> list[Hypothesis]:
    """Every relation path from `topic` up to `depth` hops that reaches at least one entity."""
    layer = [Hypothesis(topic, (), Counter({topic: 1}), frozenset([topic]))]
    out: list[Hypothesis] = []
    for _ in range(depth):
        nxt = []
        for hyp in layer:
            if len(hyp.frontier) > max_frontier:
                continue
            probes = [e for e, _ in hyp.frontier.most_common(walker.probe)]
            steps = set().union(*walker.relations_from(kg, probes).values())
            for step in sorted(steps, key=lambda s: (s.predicate.value, s.forward)):
                child = walker.decompress(kg, hyp, step)
                if child.frontier:
                    nxt.append(child)
        out.extend(nxt)
        layer = nxt
    return out


def answer_f1(kg, hyp: Hypothesis, answers: set[str]) -> float:
    """Answer-set F1 of a path's end entities against gold answer labels."""
    names = {name.lower() for name in kg.labels(list(hyp.frontier)).values()}
    hits = len(names & answers)
    if not hits:
        return 0.0
    precision, recall = hits / len(names), hits / len(answers)
    return 2 * precision * recall / (precision + recall)


def classify(steps: tuple[Step, ...], positives: list[tuple[Step, ...]]) -> tuple[int, str]:
    """Judge label and negative kind of a walked path relative to the supporting paths."""
    if steps in positives:
        return STOP, "positive"
    for pos in positives:
        if len(steps) < len(pos) and pos[: len(steps)] == steps:
            return CONTINUE, "prefix"
    for pos in positives:
        if len(steps) > len(pos) and steps[: len(pos)] == pos:
            return DROP, "overshoot"
        if len(steps) == len(pos):
            diff = [(a, b) for a, b in zip(steps, pos) if a != b]
            if len(diff) == 1:
                a, b = diff[0]
                return DROP, "target_swap" if a.predicate == b.predicate else "near_miss"
        if len(steps) == len(pos) - 1 and any(pos[:i] + pos[i + 1:] == steps for i in range(len(pos))):
            return DROP, "drop_hop"
    return DROP, "other"


def mine_examples(kg, pair: QAPair, walker: BeamRetriever, config: TrainConfig,
                  rng: random.Random) -> list[PathExample]:
    """Labelled paths for one question (empty when no path supports its answers)."""
    found = detect_topics(kg, pair.question, pair.topics or None)
    answers = {a.lower() for a in pair.answers}
    walked = [h for t in found.entities for h in walk_all(kg, walker, t, config.depth, config.max_frontier)]
    scored = [(answer_f1(kg, h, answers), h) for h in walked]
    best = max((f for f, _ in scored), default=0.0)
    if best < config.min_f1:
        return []
    shortest = min(len(h.steps) for f, h in scored if f == best)
    positives = list(dict.fromkeys(h.steps for f, h in scored if f == best and len(h.steps) == shortest))
    examples, negatives = [], {}
    for steps in dict.fromkeys(h.steps for h in walked):
        label, kind = classify(steps, positives)
        if label == DROP:
            negatives.setdefault(kind, []).append(steps)
        else:
            examples.append(PathExample(found.text, steps, label, kind))
    hard = [s for kind in KINDS[2:-1] for s in negatives.get(kind, [])]
    others = negatives.get("other", [])
    rng.shuffle(hard)
    rng.shuffle(others)
    for steps in (hard + others)[: config.negatives]:
        examples.append(PathExample(found.text, steps, DROP, classify(steps, positives)[1]))
    return examples


# ---- training ---------------------------------------------------------------------------------
def featurise(kg, examples: Sequence[PathExample], encoder, walker: BeamRetriever) -> np.ndarray:
    labels = walker.label_of(kg, list({s.predicate for e in examples for s in e.steps}))
    questions = sorted({e.question for e in examples})
    texts = sorted({path_text(e.steps, labels) for e in examples})
    qvec = dict(zip(questions, encoder.encode_many(questions)))
    pvec = dict(zip(texts, encoder.encode_many(texts)))
    q = np.stack([qvec[e.question] for e in examples])
    p = np.stack([pvec[path_text(e.steps, labels)] for e in examples])
    return pair_features(q, p, [len(e.steps) for e in examples])


def fit_head(features: np.ndarray, labels: np.ndarray, dim: int, config: TrainConfig,
             progress: bool = False, checkpoint: Path | None = None) -> tuple[HeadJudge, list[float], float]:
    """Train the MLP head with class-weighted cross-entropy; returns it, epoch losses, accuracy."""
    import torch
    from tqdm.auto import tqdm

    torch.manual_seed(config.seed)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    x, y = torch.from_numpy(features).to(device), torch.from_numpy(labels.astype(np.int64)).to(device)
    counts = np.bincount(labels, minlength=3).astype(np.float32)
    weights = torch.from_numpy(counts.sum() / (3 * np.maximum(counts, 1)))
    model = torch.nn.Sequential(torch.nn.Linear(x.shape[1], config.hidden), torch.nn.ReLU(),
                                torch.nn.Linear(config.hidden, 3)).to(device)
    optim = torch.optim.AdamW(model.parameters(), lr=config.lr, weight_decay=config.weight_decay)
    loss_fn = torch.nn.CrossEntropyLoss(weight=weights.to(device))
    gen = torch.Generator().manual_seed(config.seed)
    losses: list[float] = []
    head_config = HeadConfig(dim=dim, hidden=config.hidden)
    for _ in tqdm(range(config.epochs), desc="training judge", unit="epoch", disable=not progress):
        total = 0.0
        for idx in torch.randperm(len(y), generator=gen).to(device).split(config.batch_size):
            optim.zero_grad()
            loss = loss_fn(model(x[idx]), y[idx])
            loss.backward()
            optim.step()
            total += float(loss.detach()) * len(idx)
        losses.append(total / len(y))
        if checkpoint is not None:
            _head_of(model, head_config).save(checkpoint, {"epoch": len(losses), "loss": losses[-1]})
    with torch.no_grad():
        accuracy = float((model(x).argmax(1) == y).float().mean())
    return _head_of(model, head_config), losses, accuracy


def _head_of(model, config: HeadConfig) -> HeadJudge:
    first, last = model[0], model[2]
    def array(t):
        return t.detach().cpu().numpy()

    return HeadJudge({"w1": array(first.weight).T.copy(), "b1": array(first.bias),
                      "w2": array(last.weight).T.copy(), "b2": array(last.bias)}, config)


def train_judge(kg, pairs: Iterable[QAPair], *, out: str | Path | None = None, config: TrainConfig | None = None,
                encoder=None, progress: bool = False, data: dict | None = None) -> tuple[HeadJudge, TrainReport]:
    """Mine supporting paths and hard negatives for `pairs`, train the judge, save it to `out`
    (weights, manifest, per-epoch checkpoint) when given."""
    from tqdm.auto import tqdm

    from .encoder import shared_encoder

    config = config or TrainConfig()
    encoder = encoder or shared_encoder()
    start = time.perf_counter()
    rng = random.Random(config.seed)
    walker = BeamRetriever(encoder=encoder, probe=config.probe, max_frontier=config.max_frontier)
    pairs = list(pairs)
    examples: list[PathExample] = []
    mined = 0
    for pair in tqdm(pairs, desc="mining paths", unit="q", disable=not progress):
        found = mine_examples(kg, pair, walker, config, rng)
        mined += bool(found)
        examples.extend(found)
    if not examples or not any(e.label == STOP for e in examples):
        raise KgqaError(f"no supporting path found for any of {len(pairs)} training questions "
                        f"(answers must be reachable within {config.depth} hops of a topic entity)")
    labels = np.array([e.label for e in examples])
    checkpoint = Path(out) / "checkpoint" if out is not None else None
    with cpu_threads(config.threads if encoder.device == "cpu" else None):
        features = featurise(kg, examples, encoder, walker)
        head, losses, accuracy = fit_head(features, labels, encoder.dim, config, progress, checkpoint)
    report = TrainReport(len(pairs), mined, len(examples), dict(Counter(e.kind for e in examples)),
                         losses, accuracy, round(time.perf_counter() - start, 2), str(out) if out else None)
    if out is not None:
        head.save(out, {"data": data or {}, "hyperparameters": asdict(config), "report": asdict(report),
                        "encoder_path": getattr(encoder, "model_path", None)})
    return head, report
