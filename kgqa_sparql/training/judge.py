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
   end of the relation), `overshoot` (topology perturbation: extra hops after the positive),
   `reorder` (topology perturbation: a path of the same length over the same relations in another
   order or direction, e.g. written-by then directed-by for directed-by then written-by), or
   `other`. Every reorder is kept, then the other hard kinds, then random others, up to
   `negatives` per question.
3. The judge is trained with class-weighted cross-entropy (AdamW), one of two ways
   (`TrainConfig.scorer`):
   * `head`: a two-layer head on frozen encoder embeddings (`scoring.HeadJudge`), seconds;
   * `tuned`: the same head trained jointly with a question tower fine-tuned from the packaged
     MiniLM (`scoring.TunedJudge`); the path tower stays frozen so path embeddings remain shared
     and cacheable. An in-batch ranking loss (supporting paths and their prefixes above the
     negatives, by cosine) keeps the tuned question vector usable for the bi-encoder shortlist.
     Steps are capped (`max_steps`) so CPU training stays a few minutes.
   Paths are chains, so the serialisation is the path text alone and the question's topic
   mention is masked: the pair is invariant to entity names.

    judge, report = train_judge(kg, questions, out="model/", config=TrainConfig(scorer="tuned"))
"""

from __future__ import annotations

import math
import random
import tempfile
import time
from collections import Counter
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Iterable, Mapping, Sequence

import numpy as np

from kgqa_sparql.graph.backend import Step, Term
from kgqa_sparql.errors import KgqaError
from kgqa_sparql.search.explore import BeamRetriever, Hypothesis, TopicNotFound, detect_topics
from kgqa_sparql.search.paths import hop_texts, path_text
from kgqa_sparql.training.qadata import QAPair, skip_counts
from kgqa_sparql.search.judges import (CONTINUE, DROP, HOP_SLOTS, STOP, HeadConfig, HeadJudge, TunedJudge, cpu_threads,
                      depth_onehot, hop_vectors, pair_features)
from kgqa_sparql.text.encoder import shared_encoder

KINDS = ("positive", "prefix", "drop_hop", "near_miss", "target_swap", "overshoot", "reorder", "other")


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
    scorer: str = "tuned"  # "tuned": fine-tune the question tower with the head; "head": MLP on frozen embeddings
    tune_epochs: int = 6  # passes over the distinct training questions (scorer "tuned")
    tune_batch: int = 16  # questions per fine-tuning step, with all their mined paths
    encoder_lr: float = 5e-5
    max_steps: int = 150  # cap on fine-tuning steps: bounds CPU time whatever the data size
    min_steps: int = 60  # floor on fine-tuning steps, and x8 on head steps: small sets need more passes
    tune_layers: int = 4  # top transformer layers fine-tuned (the rest of the tower stays frozen)
    rank_weight: float = 0.3  # weight of the bi-encoder ranking loss
    stop_rank_weight: float = 1.0  # weight of the listwise loss putting a question's answer paths first
    temperature: float = 0.05
    #: Weight of the answer-word prior the trained judge is searched with (None: the retriever's;
    #: see `judges.HeadConfig.answer_weight`).
    answer_weight: float | None = None

    def __post_init__(self) -> None:
        if self.scorer not in SCORERS:
            raise KgqaError(f"unknown scorer {self.scorer!r}; choose one of {', '.join(SCORERS)}")


#: Trainable judges: `head` (MLP on frozen embeddings) and `tuned` (fine-tuned question tower + head).
SCORERS = ("head", "tuned")


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
    #: Training lines left out, by reason (`qadata.SKIP_REASONS`): never an abort.
    skipped: dict[str, int] = field(default_factory=skip_counts)


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


def answer_f1(kg, hyp: Hypothesis, answers: set[str], names: dict | None = None) -> float:
    """Answer-set F1 of a path's end entities against gold answer labels. `names` caches
    entity -> lower-cased label across calls (mining looks the same entities up again and again)."""
    names = {} if names is None else names
    missing = [e for e in hyp.frontier if e not in names]
    if missing:
        for entity, label in kg.labels(missing).items():
            names[entity] = label.lower()
        for entity in missing:  # no label: its IRI or value (what synthesised answers fall back to)
            names.setdefault(entity, getattr(entity, "value", str(entity)).lower())
    found = {names[e] for e in hyp.frontier} - {None}
    hits = len(found & answers)
    if not hits:
        return 0.0
    precision, recall = hits / len(found), hits / len(answers)
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
    for pos in positives:
        if len(steps) == len(pos) and {s.predicate for s in steps} == {s.predicate for s in pos}:
            return DROP, "reorder"
    return DROP, "other"


@dataclass
class MinedQuestion:
    """What mining found for one question: its masked text, supporting paths, every walked path."""

    question: str
    positives: list[tuple[Step, ...]]
    walked: list[tuple[Step, ...]]


def mine_paths(kg, pair: QAPair, walker: BeamRetriever, config: TrainConfig,
               names: dict | None = None) -> MinedQuestion | None:
    """Walk every path from the question's topics and keep the shortest best-matching ones as
    positives (None when no path reaches `min_f1`); `names` is `answer_f1`'s label cache."""
    found = detect_topics(kg, pair.question, pair.topics or None)
    answers = {a.lower() for a in pair.answers}
    walked = [h for t in found.entities for h in walk_all(kg, walker, t, config.depth, config.max_frontier)]
    names = {} if names is None else names
    scored = [(answer_f1(kg, h, answers, names), h) for h in walked]
    best = max((f for f, _ in scored), default=0.0)
    if best < config.min_f1:
        return None
    shortest = min(len(h.steps) for f, h in scored if f == best)
    positives = list(dict.fromkeys(h.steps for f, h in scored if f == best and len(h.steps) == shortest))
    return MinedQuestion(found.text, positives, list(dict.fromkeys(h.steps for h in walked)))


def label_examples(mined: MinedQuestion, config: TrainConfig, rng: random.Random) -> list[PathExample]:
    """Judge examples of a mined question: its positives and their prefixes, then up to
    `config.negatives` hard negatives (every reorder first: relation order is what whole-path
    embeddings blur most; then the other Algorithm 1 kinds; random other paths fill the rest)."""
    examples, negatives = [], {}
    for steps in mined.walked:
        label, kind = classify(steps, mined.positives)
        if label == DROP:
            negatives.setdefault(kind, []).append(steps)
        else:
            examples.append(PathExample(mined.question, steps, label, kind))
    reorder = negatives.get("reorder", [])
    hard = [s for kind in ("drop_hop", "near_miss", "target_swap", "overshoot") for s in negatives.get(kind, [])]
    others = negatives.get("other", [])
    for group in (reorder, hard, others):
        rng.shuffle(group)
    for steps in (reorder + hard + others)[: config.negatives]:
        examples.append(PathExample(mined.question, steps, DROP, classify(steps, mined.positives)[1]))
    return examples


def mine_examples(kg, pair: QAPair, walker: BeamRetriever, config: TrainConfig,
                  rng: random.Random, names: dict | None = None) -> list[PathExample]:
    """Labelled paths for one question (empty when no path supports its answers)."""
    mined = mine_paths(kg, pair, walker, config, names)
    return label_examples(mined, config, rng) if mined is not None else []


# ---- training ---------------------------------------------------------------------------------
def fit_head(features: np.ndarray, labels: np.ndarray, dim: int, config: TrainConfig,
             progress: bool = False, checkpoint: Path | None = None, hops: int = HOP_SLOTS
             ) -> tuple[HeadJudge, list[float], float]:
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
    head_config = HeadConfig(dim=dim, hidden=config.hidden, hops=hops, answer_weight=config.answer_weight)
    batches = math.ceil(len(y) / config.batch_size)
    epochs = max(config.epochs, math.ceil(8 * config.min_steps / batches))  # a few dozen questions: more epochs
    for _ in tqdm(range(epochs), desc="training judge", unit="epoch", disable=not progress):
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


@dataclass
class PairData:
    """Training arrays: distinct questions with their frozen embeddings, and per example its
    question index, frozen path vector, depth one-hot, hop vectors (see `scoring.hop_vectors`)
    and label."""

    questions: list[str]
    frozen: np.ndarray
    question_of: np.ndarray
    paths: np.ndarray
    depths: np.ndarray
    hops: np.ndarray
    labels: np.ndarray

    def rows_of(self) -> list[np.ndarray]:
        order = np.argsort(self.question_of, kind="stable")
        return np.split(order, np.cumsum(np.bincount(self.question_of, minlength=len(self.questions)))[:-1])

    def frozen_features(self) -> np.ndarray:
        """`scoring.pair_features` of every example with the frozen question embeddings."""
        return pair_features(self.frozen[self.question_of], self.paths, [], self.hops, onehot=self.depths)


def pair_data(kg, examples: Sequence[PathExample], encoder, walker: BeamRetriever) -> PairData:
    """Embed the questions, paths and hops of mined examples with the frozen encoder, the paths
    read as the search reads them ('^has child' is 'has parent', `Counterparts.readable`)."""
    read = kg.counterparts.readable
    paths = [read(e.steps) for e in examples]
    labels = walker.label_of(kg, list({s.predicate for p in paths for s in p}))
    questions = sorted({e.question for e in examples})
    index = {q: i for i, q in enumerate(questions)}
    texts = [path_text(p, labels) for p in paths]
    distinct = sorted(set(texts))
    pvec = dict(zip(distinct, encoder.encode_many(distinct)))
    return PairData(questions, encoder.encode_many(questions), np.array([index[e.question] for e in examples]),
                    np.stack([pvec[t] for t in texts]), depth_onehot([len(p) for p in paths]),
                    hop_vectors([hop_texts(p, labels) for p in paths], encoder),
                    np.array([e.label for e in examples]))


def fit_question_tower(data: PairData, base_model: str, config: TrainConfig, progress: bool = False,
                       checkpoint: Path | None = None):
    """Fine-tune a copy of the sentence-transformers model `base_model` as the question tower.

    Two stages: the head is first fitted on frozen embeddings (`fit_head`, seconds), then the top
    `tune_layers` transformer layers and the head are trained jointly from there, so the tower
    only has to correct what the frozen embedding confuses (and backward passes stay short).
    Returns (model, head, losses: head epochs then fine-tuning epochs, train accuracy)."""
    import torch
    from sentence_transformers import SentenceTransformer
    from tqdm.auto import tqdm

    first, losses, _ = fit_head(data.frozen_features(), data.labels, data.paths.shape[1], config, progress)
    torch.manual_seed(config.seed)
    device = "cuda" if torch.cuda.is_available() else "cpu"
    model = SentenceTransformer(base_model, device=device, local_files_only=True)
    trainable = _top_layers(model, config.tune_layers)
    head = _torch_head(first, device)
    counts = np.bincount(data.labels, minlength=3).astype(np.float32)
    loss_fn = torch.nn.CrossEntropyLoss(weight=torch.from_numpy(counts.sum() / (3 * np.maximum(counts, 1))).to(device))
    paths, depths = torch.from_numpy(data.paths).to(device), torch.from_numpy(data.depths).to(device)
    hops = torch.from_numpy(data.hops).to(device)
    labels = torch.from_numpy(data.labels.astype(np.int64)).to(device)
    rows_of = [torch.from_numpy(r).to(device) for r in data.rows_of()]
    optim = torch.optim.AdamW([{"params": trainable, "lr": config.encoder_lr},
                               {"params": head.parameters(), "lr": config.lr * 0.1}], weight_decay=config.weight_decay)
    per_epoch = math.ceil(len(data.questions) / config.tune_batch)
    total = max(1, min(config.max_steps, max(config.min_steps, config.tune_epochs * per_epoch)))
    warmup = max(1, total // 10)
    sched = torch.optim.lr_scheduler.LambdaLR(optim, lambda i: min((i + 1) / warmup, (total - i) / (total - warmup + 1)))
    gen = torch.Generator().manual_seed(config.seed)
    head_config = HeadConfig(dim=first.config.dim, hidden=config.hidden, hops=first.config.hops,
                             answer_weight=config.answer_weight, extra={"question_tower": "fine-tuned"})
    running: list[float] = []
    order = torch.tensor([], dtype=torch.long)
    model.train()
    for step in tqdm(range(total), desc="fine-tuning question tower", unit="step", disable=not progress):
        if len(order) == 0:
            order = torch.randperm(len(data.questions), generator=gen)
        batch, order = order[: config.tune_batch], order[config.tune_batch:]
        loss = _tower_loss(model, head, loss_fn, [data.questions[i] for i in batch],
                           [rows_of[i] for i in batch], (paths, depths, hops), labels, config, device)
        optim.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(trainable + list(head.parameters()), 1.0)
        optim.step()
        sched.step()
        running.append(float(loss.detach()))
        if (step + 1) % per_epoch == 0 or step + 1 == total:
            losses.append(sum(running) / len(running))
            running = []
            if checkpoint is not None:
                model.eval()
                TunedJudge.write(checkpoint, model, _head_of(head, head_config), {"step": step + 1, "loss": losses[-1]})
                model.train()
    model.eval()
    with torch.no_grad():
        q = torch.from_numpy(model.encode(data.questions, convert_to_numpy=True, normalize_embeddings=True)).to(device)
        logits = head(_features(q[torch.from_numpy(data.question_of).to(device)], paths, depths, hops))
        accuracy = float((logits.argmax(1) == labels).float().mean())
    return model, _head_of(head, head_config), losses, accuracy


def _top_layers(model, n: int) -> list:
    """Freeze the tower except its top `n` transformer layers (all of it when n exceeds the depth);
    returns the trainable parameters."""
    for param in model.parameters():
        param.requires_grad_(False)
    layers = [m for name, m in model.named_modules() if name.rsplit(".", 1)[-1].isdigit() and ".layer." in name]
    trainable = [p for layer in layers[-n:] for p in layer.parameters()] if n > 0 else []
    for param in trainable:
        param.requires_grad_(True)
    if not trainable:
        raise KgqaError("tune_layers must be >= 1 (the question tower has no layer to fine-tune otherwise)")
    return trainable


def _torch_head(head: HeadJudge, device: str):
    """A torch copy of a numpy head, to continue training it."""
    import torch

    w = head.weights
    module = torch.nn.Sequential(torch.nn.Linear(*w["w1"].shape), torch.nn.ReLU(), torch.nn.Linear(*w["w2"].shape))
    with torch.no_grad():
        module[0].weight.copy_(torch.from_numpy(w["w1"].T.copy()))
        module[0].bias.copy_(torch.from_numpy(w["b1"]))
        module[2].weight.copy_(torch.from_numpy(w["w2"].T.copy()))
        module[2].bias.copy_(torch.from_numpy(w["b2"]))
    return module.to(device)


def _features(q, paths, depths, hops):
    """Torch twin of `scoring.pair_features` (same column order)."""
    import torch

    n = len(paths)
    return torch.cat([q, paths, q * paths, depths, hops.reshape(n, -1), (q[:, None, :] * hops).reshape(n, -1)], 1)


def _tower_loss(model, head, loss_fn, questions: list[str], rows: list, arrays: tuple, labels, config: TrainConfig,
                device: str):
    """Judge cross-entropy over every mined path of the batch's questions plus two listwise terms,
    each per question -log of the softmax mass on its positives (see below)."""
    import torch

    prepare = getattr(model, "preprocess", None) or model.tokenize  # renamed in sentence-transformers 6
    features = {k: v.to(device) if hasattr(v, "to") else v for k, v in prepare(questions).items()}
    q = model(features)["sentence_embedding"]
    local = torch.cat([torch.full((len(r),), i, device=device, dtype=torch.long) for i, r in enumerate(rows)])
    idx = torch.cat(rows)
    paths, depths, hops = (a[idx] for a in arrays)
    qrow, p, y = q[local], paths, labels[idx]
    logits = head(_features(qrow, p, depths, hops))
    loss = loss_fn(logits, y)
    # Listwise terms, per question: the bi-encoder cosine must rank its supporting paths and their
    # prefixes above the negatives (the shortlist), and log p(stop) its supporting paths above
    # every other path, of any length (answers compete across depths: the hop-count decision).
    sims = (qrow * p).sum(1) / config.temperature
    stop = torch.log_softmax(logits, 1)[:, STOP]
    terms = []
    for i in range(len(rows)):
        mine = local == i
        for weight, scores, positive in ((config.rank_weight, sims, y != DROP), (config.stop_rank_weight, stop, y == STOP)):
            if weight and positive[mine].any():
                s = scores[mine]
                terms.append(weight * (torch.logsumexp(s, 0) - torch.logsumexp(s[positive[mine]], 0)))
    if terms:
        loss = loss + torch.stack(terms).sum() / len(rows)
    return loss


def _head_of(model, config: HeadConfig) -> HeadJudge:
    first, last = model[0], model[2]
    def array(t):
        return t.detach().cpu().numpy()

    return HeadJudge({"w1": array(first.weight).T.copy(), "b1": array(first.bias),
                      "w2": array(last.weight).T.copy(), "b2": array(last.bias)}, config)


def mine_tolerantly(kg, pair: QAPair, walker: BeamRetriever, config: TrainConfig, names: dict,
                    skipped: Counter) -> MinedQuestion | None:
    """`mine_paths`, but a topic the KG does not hold or a question no path supports is counted
    in `skipped` (unknown_topic / no_path) and gives None instead of an error."""
    try:
        mined = mine_paths(kg, pair, walker, config, names)
    except TopicNotFound:
        skipped["unknown_topic"] += 1
        return None
    if mined is None:
        skipped["no_path"] += 1
    return mined


def skip_postfix(skipped: Counter) -> dict[str, int]:
    """The non-zero skip counts, for a progress bar's postfix."""
    return {reason: n for reason, n in skipped.items() if n}


def train_judge(kg, pairs: Iterable[QAPair], *, out: str | Path | None = None, config: TrainConfig | None = None,
                encoder=None, progress: bool = False, data: dict | None = None,
                skipped: Mapping[str, int] | None = None) -> tuple[HeadJudge | TunedJudge, TrainReport]:
    """Mine supporting paths and hard negatives for `pairs`, train the judge (`config.scorer`),
    save it to `out` (weights, manifest, per-epoch checkpoint) when given. A tuned judge is
    returned as loaded back from its folder, so it scores exactly as a later `load_judge` will.
    A question whose topic is not in the KG or that no path supports is skipped and counted
    (`TrainReport.skipped`, with the counts given in `skipped`, e.g. malformed lines of loading)."""
    from tqdm.auto import tqdm

    config = config or TrainConfig()
    encoder = encoder or shared_encoder()
    start = time.perf_counter()
    rng = random.Random(config.seed)
    walker = BeamRetriever(encoder=encoder, probe=config.probe, max_frontier=config.max_frontier)
    pairs = list(pairs)
    examples: list[PathExample] = []
    mined, names, skips = 0, {}, Counter(skipped or {})
    bar = tqdm(pairs, desc="mining paths", unit="q", disable=not progress)
    for pair in bar:
        found = mine_tolerantly(kg, pair, walker, config, names, skips)
        if found is not None:
            labelled = label_examples(found, config, rng)
            mined += bool(labelled)
            examples.extend(labelled)
        if skips and progress:
            bar.set_postfix(skip_postfix(skips), refresh=False)
    if not examples or not any(e.label == STOP for e in examples):
        raise KgqaError(f"no supporting path found for any of {len(pairs)} training questions "
                        f"(answers must be reachable within {config.depth} hops of a topic entity; "
                        f"skipped: {skip_counts(skips)})")
    labels = np.array([e.label for e in examples])
    checkpoint = Path(out) / "checkpoint" if out is not None else None
    with cpu_threads(config.threads if encoder.device == "cpu" else None):
        arrays = pair_data(kg, examples, encoder, walker)
        if config.scorer == "head":
            head, losses, accuracy = fit_head(arrays.frozen_features(), labels, encoder.dim, config, progress, checkpoint)
        else:
            tower, head, losses, accuracy = fit_question_tower(arrays, encoder.model_path, config, progress, checkpoint)
    report = TrainReport(len(pairs), mined, len(examples), dict(Counter(e.kind for e in examples)),
                         losses, accuracy, round(time.perf_counter() - start, 2), str(out) if out else None,
                         skip_counts(skips))
    manifest = {"data": data or {}, "hyperparameters": asdict(config), "report": asdict(report),
                "skipped": report.skipped,
                "encoder_path": getattr(encoder, "model_path", None)}
    if config.scorer == "head":
        if out is not None:
            head.save(out, manifest)
        return head, report
    if out is not None:
        return TunedJudge.load(TunedJudge.write(out, tower, head, manifest)), report
    with tempfile.TemporaryDirectory() as tmp:
        return TunedJudge.load(TunedJudge.write(tmp, tower, head, manifest)), report
