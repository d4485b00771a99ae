"""Line-graph GNN path retriever (RAPL, Yao et al.), in plain torch.

Pipeline per question: bounded subgraph around the topic entities (`linegraph.extract_subgraph`,
inverse triples materialised) -> directed line graph (one node per triple) -> triple features
from the shared encoder, conditioned on the question -> two 2-layer GCNs, one on the line graph
(look-ahead: a triple sees what can follow it) and one on its reverse, averaged -> first-triple
selection (negative-sampling loss) and step-wise path selection over line-graph successors with a
learned STOP (softmax loss). Labels are relation paths from the topic to the answers: candidate
patterns of length d_min .. max_hops found in the subgraph, kept when their full answer set on the
KG (executed with `kg.follow`) has the best F1 against the gold answers, which stands in for
RAPL's LLM "rational path" annotator and removes shortcut paths that hit an answer by accident.

Inference decodes at the level of relation patterns: the probability mass of all instance paths
that follow the same relations is summed (a beam over patterns), and the best patterns come back
as `ScoredPath`s for SPARQL execution.
"""

from __future__ import annotations

import json
import math
import random
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Sequence

import numpy as np
import torch
from pyoxigraph import NamedNode
from torch import nn

from kgqa_sparql.graph.backend import Step, Term
from kgqa_sparql.text.encoder import pick_device, shared_encoder
from kgqa_sparql.errors import KgqaError
from kgqa_sparql.search.linegraph import LineGraph, QuestionSubgraph, extract_subgraph, line_graph
from kgqa_sparql.query.result import Result
from kgqa_sparql.search.explore import Topics, result_from_paths
from kgqa_sparql.search.paths import RelationTexts, ScoredPath
from kgqa_sparql.vocab import RDFS_LABEL

MODEL_FILE = "gnn.pt"


class GnnError(KgqaError):
    """No trained GNN model, or training data that cannot be used."""


@dataclass
class GnnConfig:
    """Model, subgraph and training knobs (saved with the model)."""

    hidden: int = 256
    dropout: float = 0.2
    hops: int = 3
    max_per_relation: int = 8
    max_frontier: int = 64
    lr: float = 1e-3
    epochs: int = 15
    batch_size: int = 10
    lambda_q: float = 1.0
    lambda_path: float = 1.0
    seed: int = 0


@dataclass
class Example:
    """A training question: text, topic entities and gold answers (IRIs or labels)."""

    question: str
    topics: list[Term]
    answers: set[str]


@dataclass
class Prepared:
    """A question turned into tensors-to-be: subgraph, line graph, features, gold paths."""

    question: str
    sub: QuestionSubgraph
    graph: LineGraph
    features: np.ndarray
    qvec: np.ndarray
    #: Gold instance paths as line-graph node indices (first node leaves a topic).
    gold: list[list[int]] = field(default_factory=list)
    #: First-triple positives: every topic edge whose relation starts a gold pattern.
    first_positive: set[int] = field(default_factory=set)


# ---- features -----------------------------------------------------------------------------------
class TripleFeatures:
    """Question-conditioned triple features: relation text embedding (direction-aware), its
    element-wise product with the question embedding, their cosine, the BFS layer of the
    source, whether the source is a topic, log fan-out and a literal-target flag."""

    def __init__(self, kg, hops: int, encoder=None):
        self.kg = kg
        self.hops = hops
        self.encoder = encoder or shared_encoder()
        self.texts = RelationTexts(kg)

    @property
    def dim(self) -> int:
        return 2 * self.encoder.dim + self.hops + 4

    def question_vectors(self, questions: Sequence[str]) -> np.ndarray:
        return self.encoder.encode([q.replace("[", "").replace("]", "") for q in questions])

    def __call__(self, sub: QuestionSubgraph, qvec: np.ndarray) -> np.ndarray:
        if not sub.edges:
            return np.zeros((0, self.dim), dtype=np.float32)
        texts = [self.texts.step(Step(e.predicate, e.forward)) for e in sub.edges]
        rel = self.encoder.encode(texts)
        depth = np.zeros((len(sub.edges), self.hops), dtype=np.float32)
        depth[np.arange(len(sub.edges)), np.minimum(sub.depth, self.hops - 1)] = 1.0
        topics = set(sub.topics)
        extra = np.array([[float(e.source in topics),
                           math.log1p(sub.fanout.get((e.source, e.predicate, e.forward), 1)) / 5.0,
                           float(hasattr(e.target, "datatype"))] for e in sub.edges], dtype=np.float32)
        cos = rel @ qvec
        return np.concatenate([rel, rel * qvec, cos[:, None], depth, extra], axis=1).astype(np.float32)


# ---- model --------------------------------------------------------------------------------------
class GCNLayer(nn.Module):
    """h' = relu(A h W_agg + h W_self): RAPL Eq. 3 on a row-normalised line-graph adjacency."""

    def __init__(self, dim: int, dropout: float):
        super().__init__()
        self.agg = nn.Linear(dim, dim, bias=False)
        self.self_ = nn.Linear(dim, dim)
        self.drop = nn.Dropout(dropout)

    def forward(self, h: torch.Tensor, adj: torch.Tensor) -> torch.Tensor:
        return self.drop(torch.relu(torch.sparse.mm(adj, self.agg(h)) + self.self_(h)))


class LineGraphGNN(nn.Module):
    """Bidirectional 2-layer GCN over line graphs, question MLP, STOP MLP."""

    def __init__(self, in_dim: int, q_dim: int, hidden: int, dropout: float):
        super().__init__()
        self.inp = nn.Sequential(nn.Linear(in_dim, hidden), nn.ReLU())
        self.fwd = nn.ModuleList([GCNLayer(hidden, dropout) for _ in range(2)])
        self.bwd = nn.ModuleList([GCNLayer(hidden, dropout) for _ in range(2)])
        self.q_mlp = nn.Sequential(nn.Linear(q_dim, hidden), nn.ReLU(), nn.Dropout(dropout), nn.Linear(hidden, hidden))
        self.stop_mlp = nn.Sequential(nn.Linear(2 * hidden, hidden), nn.ReLU(), nn.Linear(hidden, hidden))

    def encode(self, x: torch.Tensor, adj: torch.Tensor, adj_t: torch.Tensor) -> torch.Tensor:
        """Node embeddings z = mean(look-ahead GCN on l(G), GCN on reversed l(G))."""
        h0 = self.inp(x)
        hf, hb = h0, h0
        for lf, lb in zip(self.fwd, self.bwd):
            hf, hb = lf(hf, adj), lb(hb, adj_t)
        return 0.5 * (hf + hb)

    def stop(self, path_sum: torch.Tensor, q: torch.Tensor) -> torch.Tensor:
        return self.stop_mlp(torch.cat([path_sum, q], dim=-1))


def normalised_adjacency(src: np.ndarray, dst: np.ndarray, n: int, device) -> torch.Tensor:
    """Row-normalised sparse adjacency (mean over the neighbours a row aggregates)."""
    if n == 0:
        return torch.sparse_coo_tensor(torch.zeros((2, 0), dtype=torch.long), torch.zeros(0), (0, 0)).to(device)
    deg = np.bincount(src, minlength=n).astype(np.float32)
    values = 1.0 / np.maximum(deg[src], 1.0)
    index = torch.as_tensor(np.stack([src, dst]), dtype=torch.long)
    return torch.sparse_coo_tensor(index, torch.as_tensor(values), (n, n), check_invariants=False).coalesce().to(device)


def batch_tensors(items: Sequence[Prepared], device) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor, list[int]]:
    """Block-diagonal batch: stacked features, adjacency and its transpose, node offsets."""
    offsets, src, dst, total = [], [], [], 0
    for item in items:
        offsets.append(total)
        src.append(item.graph.src + total)
        dst.append(item.graph.dst + total)
        total += item.graph.size
    src_all = np.concatenate(src) if src else np.zeros(0, dtype=np.int64)
    dst_all = np.concatenate(dst) if dst else np.zeros(0, dtype=np.int64)
    x = torch.as_tensor(np.concatenate([i.features for i in items]), device=device)
    return (x, normalised_adjacency(src_all, dst_all, total, device),
            normalised_adjacency(dst_all, src_all, total, device), offsets)


# ---- labels -------------------------------------------------------------------------------------
def _matches(term: Term, label: str | None, answers: set[str]) -> bool:
    return term.value in answers or (label is not None and label.lower() in answers)


def _f1(found: set[str], gold: set[str]) -> float:
    hit = len(found & gold)
    return 0.0 if hit == 0 else 2 * hit / (len(found) + len(gold))


def pattern_walks(sub: QuestionSubgraph, graph: LineGraph, max_len: int) -> dict[tuple[Step, ...], list[list[int]]]:
    """Instance paths (line-graph node lists, no immediate backtracking, topics not revisited)
    grouped by relation pattern, up to `max_len` steps, `max_instances` per pattern kept."""
    succ = graph.successors
    topics = set(sub.topics)
    out: dict[tuple[Step, ...], list[list[int]]] = {}
    layer = [[i] for i, e in enumerate(graph.edges) if e.source in topics and e.target not in topics]
    for _ in range(max_len):
        grouped: dict[tuple[Step, ...], list[list[int]]] = {}
        for path in layer:
            key = tuple(Step(graph.edges[i].predicate, graph.edges[i].forward) for i in path)
            grouped.setdefault(key, []).append(path)
        nxt = []
        for key, paths in grouped.items():
            kept = paths[:200]  # cap instances per pattern: hubs would explode otherwise
            out[key] = kept
            for path in kept:
                seen = {graph.edges[path[0]].source} | {graph.edges[i].target for i in path}
                nxt.extend(path + [j] for j in succ[path[-1]] if graph.edges[j].target not in seen)
        layer = nxt
    return out


def label_paths(kg, sub: QuestionSubgraph, graph: LineGraph, answers: set[str], max_len: int,
                max_patterns: int = 12, max_gold: int = 8) -> list[list[int]]:
    """Gold instance paths: patterns reaching an answer in the subgraph, re-ranked by the F1 of
    their full answer set on the KG; the best (shortest on ties) are kept."""
    gold = {a if a.startswith(("http://", "https://", "urn:")) else a.lower() for a in answers}
    walks = pattern_walks(sub, graph, max_len)
    ends = {graph.edges[p[-1]].target for paths in walks.values() for p in paths}
    labels = kg.labels(ends)
    hits = {key: [p for p in paths if _matches(graph.edges[p[-1]].target, labels.get(graph.edges[p[-1]].target), gold)]
            for key, paths in walks.items()}
    hits = {k: v for k, v in hits.items() if v}
    if not hits:
        return []
    ranked = sorted(hits, key=lambda k: (-len(hits[k]), len(k)))[:max_patterns]
    scored = []
    for key in ranked:
        found = kg.follow(sub.topics, key)
        found_labels = kg.labels(found)
        names = {t.value if t.value in gold else (found_labels.get(t) or t.value).lower() for t in found}
        scored.append((_f1(names, gold), -len(key), ranked.index(key)))
    best = max(scored)
    return [p for f1, neg_len, idx in scored if (f1, neg_len) == best[:2] for p in hits[ranked[idx]][:max_gold]]


# ---- the trainable retriever --------------------------------------------------------------------
class GnnRetriever:
    """RAPL-style retriever: `retrieve(kg, question, topics, k)` ranks relation paths."""

    def __init__(self, model: LineGraphGNN, config: GnnConfig, *, device: str | None = None, beam: int = 8,
                 max_hops: int | None = None, group_norm: bool = True, encoder=None):
        self.config = config
        self.device = pick_device(device)
        self.model = model.to(self.device)
        self.beam = beam
        self.max_hops = max_hops or config.hops
        #: Normalise step probabilities per relation rather than per triple (see `_normalise`).
        self.group_norm = group_norm
        self.encoder = encoder
        self._features: TripleFeatures | None = None
        self._features_kg = None

    # construction -----------------------------------------------------------------------------
    @classmethod
    def new(cls, config: GnnConfig | None = None, *, device: str | None = None, encoder=None) -> "GnnRetriever":
        config = config or GnnConfig()
        torch.manual_seed(config.seed)
        enc = encoder or shared_encoder()
        model = LineGraphGNN(2 * enc.dim + config.hops + 4, enc.dim, config.hidden, config.dropout)
        return cls(model, config, device=device, encoder=enc)

    @classmethod
    def train(cls, kg, examples: Sequence[Example], config: GnnConfig | None = None, *, device: str | None = None,
              progress: bool = False) -> tuple["GnnRetriever", int, list[float]]:
        """A new model trained on `examples`: the retriever, how many questions got a gold path
        (only those train), and the mean loss of each epoch."""
        retriever = cls.new(config, device=device)
        prepared = retriever.prepare_training(kg, examples, progress=progress)
        return retriever, len(prepared), retriever.fit(prepared, progress=progress)

    @classmethod
    def load(cls, path: str | Path, *, device: str | None = None, **knobs) -> "GnnRetriever":
        path = Path(path)
        if not path.is_file():
            raise GnnError(f"no trained GNN at {path} (train one with `kgqa-sparql train-gnn STORE QUESTIONS`)")
        saved = torch.load(path, map_location="cpu", weights_only=True)
        retriever = cls.new(GnnConfig(**saved["config"]), device=device)
        retriever.model.load_state_dict(saved["state"])
        retriever.beam = knobs.get("beam", retriever.beam)
        retriever.max_hops = knobs.get("max_hops", retriever.max_hops)
        retriever.group_norm = knobs.get("group_norm", retriever.group_norm)
        return retriever

    @classmethod
    def from_kg(cls, kg, *, model: str | Path | None = None, device: str | None = None, **knobs) -> "GnnRetriever":
        """The model saved beside the store (`kg.artefact_dir / "gnn.pt"`), or the file `model`."""
        if model is None:
            if kg.artefact_dir is None:
                raise GnnError("this KG has no artefact folder; pass model=PATH to a trained GNN")
            model = kg.artefact_dir / MODEL_FILE
        return cls.load(model, device=device, **knobs)

    def save(self, path: str | Path) -> Path:
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        torch.save({"config": asdict(self.config), "state": self.model.state_dict()}, tmp)
        tmp.replace(path)  # atomic: a crash never leaves half a model where `from_kg` looks
        return path

    # preparation ------------------------------------------------------------------------------
    def features_for(self, kg) -> TripleFeatures:
        if self._features is None or self._features_kg is not kg:
            self._features = TripleFeatures(kg, self.config.hops, self.encoder)
            self._features_kg = kg
        return self._features

    def prepare(self, kg, questions: Sequence[str], topics: Sequence[Sequence[Term]]) -> list[Prepared]:
        feats = self.features_for(kg)
        qvecs = feats.question_vectors(questions)
        out = []
        for question, tops, qvec in zip(questions, topics, qvecs):
            sub = extract_subgraph(kg, tops, hops=self.config.hops, max_per_relation=self.config.max_per_relation,
                                   max_frontier=self.config.max_frontier)
            out.append(Prepared(question, sub, line_graph(sub.edges), feats(sub, qvec), qvec))
        return out

    def prepare_training(self, kg, examples: Sequence[Example], progress: bool = False) -> list[Prepared]:
        """Prepared questions with gold paths; questions without any path to an answer are dropped."""
        from tqdm import tqdm

        kept = []
        for ex in tqdm(examples, desc="labelling", disable=not progress, unit="q"):
            item = self.prepare(kg, [ex.question], [ex.topics])[0]
            item.gold = label_paths(kg, item.sub, item.graph, ex.answers, self.config.hops)
            if item.gold:
                first = {(item.graph.edges[p[0]].predicate, item.graph.edges[p[0]].forward) for p in item.gold}
                item.first_positive = {i for i, e in enumerate(item.graph.edges)
                                       if e.source in item.sub.topics and (e.predicate, e.forward) in first}
                kept.append(item)
        return kept

    # training ---------------------------------------------------------------------------------
    def loss(self, batch: Sequence[Prepared], rng: random.Random) -> torch.Tensor:
        """L = lambda_q * L_q (first triple, negative sampling) + lambda_path * L_path (steps + STOP)."""
        x, adj, adj_t, offsets = batch_tensors(batch, self.device)
        z = self.model.encode(x, adj, adj_t)
        qs = self.model.q_mlp(torch.as_tensor(np.stack([b.qvec for b in batch]), device=self.device))
        total_q, total_path = z.new_zeros(()), z.new_zeros(())
        for item, off, q in zip(batch, offsets, qs):
            zi = z[off:off + item.graph.size]
            cands = [i for i, e in enumerate(item.graph.edges) if e.source in item.sub.topics]
            pos = [i for i in cands if i in item.first_positive]
            neg = [i for i in cands if i not in item.first_positive]
            logits = zi @ q
            total_q = total_q - nn.functional.logsigmoid(logits[pos]).mean()
            if neg:
                total_q = total_q - nn.functional.logsigmoid(-logits[neg]).mean()
            total_path = total_path + self._path_loss(item, zi, q, rng.choice(item.gold))
        return (self.config.lambda_q * total_q + self.config.lambda_path * total_path) / len(batch)

    def _path_loss(self, item: Prepared, z: torch.Tensor, q: torch.Tensor, path: list[int]) -> torch.Tensor:
        succ = item.graph.successors
        loss = z.new_zeros(())
        path_sum = z[path[0]]
        for step, node in enumerate(path):
            context = q + path_sum
            stop = self.model.stop(path_sum, q)
            options = self._next_options(item, succ, path[: step + 1])
            target = len(options) if step == len(path) - 1 else options.index(path[step + 1])
            logits = torch.cat([z[options] @ context, (stop @ context)[None]])
            loss = loss + nn.functional.cross_entropy(logits[None], torch.tensor([target], device=z.device))
            if step < len(path) - 1:
                path_sum = path_sum + z[path[step + 1]]
        return loss / len(path)

    @staticmethod
    def _next_options(item: Prepared, succ: list[list[int]], path: list[int]) -> list[int]:
        """Successors of the path's last triple that do not revisit one of its entities."""
        edges = item.graph.edges
        seen = {edges[path[0]].source} | {edges[i].target for i in path}
        return [j for j in succ[path[-1]] if edges[j].target not in seen]

    def fit(self, prepared: Sequence[Prepared], *, epochs: int | None = None, progress: bool = False,
            log=None) -> list[float]:
        """Adam over shuffled mini-batches; returns the mean loss of each epoch."""
        from tqdm import tqdm

        if not prepared:
            raise GnnError("no training question has a path from its topic to an answer within the hop limit")
        rng = random.Random(self.config.seed)
        torch.manual_seed(self.config.seed)
        opt = torch.optim.Adam(self.model.parameters(), lr=self.config.lr)
        history = []
        order = list(prepared)
        bar = tqdm(range(epochs or self.config.epochs), desc="training", disable=not progress, unit="epoch")
        for _ in bar:
            self.model.train()
            rng.shuffle(order)
            losses = []
            for start in range(0, len(order), self.config.batch_size):
                opt.zero_grad()
                loss = self.loss(order[start:start + self.config.batch_size], rng)
                loss.backward()
                opt.step()
                losses.append(float(loss.detach()))
            history.append(float(np.mean(losses)))
            bar.set_postfix(loss=f"{history[-1]:.4f}")
            if log:
                log(len(history), history[-1])
        self.model.eval()
        return history

    # inference --------------------------------------------------------------------------------
    def answer(self, kg, question: str, topics: Topics, *, evidence: int = 3) -> Result:
        """The best retrieved path completed by SPARQL."""
        return result_from_paths(kg, self.retrieve(kg, question, topics.entities, k=max(evidence, 1)))

    def encode_questions(self, texts: Sequence[str]) -> None:
        """Questions are encoded as they are answered: nothing to do in advance."""

    def retrieve(self, kg, question: str, topics: Sequence[Term], k: int = 10) -> list[ScoredPath]:
        return self.retrieve_many(kg, [question], [topics], k)[0]

    @torch.no_grad()
    def retrieve_many(self, kg, questions: Sequence[str], topics: Sequence[Sequence[Term]],
                      k: int = 10) -> list[list[ScoredPath]]:
        """Batched inference: one GCN pass over the block-diagonal batch, then per-question decoding."""
        self.model.eval()
        prepared = self.prepare(kg, questions, topics)
        nonempty = [p for p in prepared if p.graph.size]
        out = {id(p): [] for p in prepared}
        if nonempty:
            x, adj, adj_t, offsets = batch_tensors(nonempty, self.device)
            z = self.model.encode(x, adj, adj_t)
            qs = self.model.q_mlp(torch.as_tensor(np.stack([p.qvec for p in nonempty]), device=self.device))
            for item, off, q in zip(nonempty, offsets, qs):
                out[id(item)] = self._decode(item, z[off:off + item.graph.size], q, k)
        return [out[id(p)] for p in prepared]

    def _decode(self, item: Prepared, z: torch.Tensor, q: torch.Tensor, k: int) -> list[ScoredPath]:
        """Beam over relation patterns; a pattern's mass is the summed probability of its instances."""
        edges = item.graph.edges
        succ = item.graph.successors
        cands = [i for i, e in enumerate(edges) if e.source in item.sub.topics and e.target not in item.sub.topics]
        if not cands:
            return []
        keys = [(edges[i].source, Step(edges[i].predicate, edges[i].forward)) for i in cands]
        probs = self._normalise((z[cands] @ q).cpu().numpy(), keys)
        states: dict[tuple, dict[int, float]] = {}
        for i, p in zip(cands, probs):
            key = (edges[i].source, Step(edges[i].predicate, edges[i].forward))
            states.setdefault(key, {})[i] = states.get(key, {}).get(i, 0.0) + float(p)
        final: dict[tuple, float] = {}
        sums: dict[tuple, torch.Tensor] = {}
        for depth in range(self.max_hops):
            beam = sorted(states.items(), key=lambda kv: -sum(kv[1].values()))[: self.beam]
            states = {}
            for key, nodes in beam:
                mass = sum(nodes.values())
                weights = torch.tensor([w / mass for w in nodes.values()], device=z.device)
                path_sum = sums.get(key[:-1], torch.zeros_like(q)) + weights @ z[list(nodes)]
                sums[key] = path_sum
                if depth == self.max_hops - 1:
                    final[key] = final.get(key, 0.0) + mass  # forced STOP at the hop limit
                    continue
                context = q + path_sum
                scores = (z @ context).cpu().numpy()
                stop_score = float(self.model.stop(path_sum, q) @ context)
                for node, w in nodes.items():
                    nxt = [j for j in succ[node] if edges[j].target != edges[node].source
                           and edges[j].target not in item.sub.topics]
                    p = self._normalise(np.append(scores[nxt], stop_score),
                                        [(edges[j].predicate, edges[j].forward) for j in nxt] + ["STOP"])
                    final[key] = final.get(key, 0.0) + w * p[-1]
                    for j, pj in zip(nxt, p[:-1]):
                        child = key + (Step(edges[j].predicate, edges[j].forward),)
                        bucket = states.setdefault(child, {})
                        bucket[j] = bucket.get(j, 0.0) + w * float(pj)
            if not states:
                break
        ranked = sorted(final.items(), key=lambda kv: -kv[1])[:k]
        return [ScoredPath(key[0], tuple(key[1:]), float(score)) for key, score in ranked]

    def _normalise(self, logits: np.ndarray, keys: list) -> np.ndarray:
        """Softmax over candidates. With `group_norm`, over relations instead: a relation's logit
        is the log-mean-exp of its instances' and its probability is shared among them, so a
        relation is not favoured for having many neighbours (hubs) over a fitting one with few."""
        if not self.group_norm:
            p = np.exp(logits - logits.max())
            return p / p.sum()
        groups: dict = {}
        for index, key in enumerate(keys):
            groups.setdefault(key, []).append(index)
        shifted = np.exp(logits - logits.max())
        group_p = {key: shifted[idx].mean() for key, idx in groups.items()}
        total = sum(group_p.values())
        out = np.empty_like(logits)
        for key, idx in groups.items():
            out[idx] = group_p[key] / total / len(idx)
        return out

    def info(self) -> dict:
        return {"retriever": "gnn", "group_norm": self.group_norm, "beam": self.beam, "max_hops": self.max_hops, **asdict(self.config)}


# ---- training data ------------------------------------------------------------------------------
_BRACKET = re.compile(r"\[([^\]]+)\]")


def bracket_topics(kg, question: str) -> list[Term]:
    """Entities whose label is the text inside `[...]` in the question (MetaQA's topic marker)."""
    topics: list[Term] = []
    for name in _BRACKET.findall(question):
        literal = json.dumps(name)  # a valid SPARQL string literal, quotes and backslashes escaped
        rows = kg.select(f"SELECT DISTINCT ?e WHERE {{ {{ ?e <{RDFS_LABEL.value}> {literal} }} UNION "
                         f"{{ ?e <{RDFS_LABEL.value}> {literal}@en }} }}")
        topics.extend(row["e"] for row in rows)
    return list(dict.fromkeys(topics))


def read_examples(kg, path: str | Path, limit: int | None = None) -> list[Example]:
    """Training questions from `question<TAB>answer1|answer2` lines (topics in `[...]`, answers are
    labels or IRIs) or JSON lines {"question", "answers", optional "topics" as IRIs}. Questions
    whose topic cannot be found are skipped."""
    path = Path(path)
    if not path.is_file():
        raise GnnError(f"no such question file: {path}")
    out: list[Example] = []
    with path.open(encoding="utf-8") as fh:
        for number, line in enumerate(fh, 1):
            if limit is not None and len(out) >= limit:
                break
            line = line.strip()
            if not line:
                continue
            if line.startswith("{"):
                row = json.loads(line)
                question, answers = row["question"], set(row["answers"])
                topics = [NamedNode(t) for t in row.get("topics", [])] or bracket_topics(kg, question)
            else:
                question, tab, answer_text = line.partition("\t")
                if not tab:
                    raise GnnError(f"{path}:{number}: expected 'question<TAB>answer|answer'")
                answers, topics = set(answer_text.split("|")), bracket_topics(kg, question)
            if topics:
                out.append(Example(question, topics, answers))
    return out
