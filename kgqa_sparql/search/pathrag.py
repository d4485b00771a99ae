"""Path-RAG path retriever (FiDeLiS, Sui et al.), training-free and LLM-free.

The question (topic mentions masked) is embedded once with the shared encoder. A beam of relation
paths grows hop by hop from the topic entities. Each candidate next step (relation, direction) out
of the current path's end entities gets

    S0 = relation_weight * cos(q, relation text) + entity_weight * max_e cos(q, label(e))
    S  = S0 + alpha * max over the candidate's own next hop of S0        (look-ahead, alpha = 0.3)

where the entity term is FiDeLiS's entity retrieval over a sample of the step's end entities.
Only the `top_m` relations closest to the question (keyword retrieval) are expanded per state.
A finished path is ranked by the mean S of its steps plus `path_weight` times the similarity of
the whole relation chain's text to the question, which decides how long the path should be (the
role FiDeLiS gives to its LLM deductive check). Every knob is logged in `info()`.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field
from typing import Sequence

import numpy as np

from kgqa_sparql.graph.backend import Step, Term
from kgqa_sparql.text.encoder import shared_encoder
from kgqa_sparql.errors import KgqaError
from kgqa_sparql.query.result import Result
from kgqa_sparql.search.explore import Topics, result_from_paths
from kgqa_sparql.search.paths import RelationTexts, ScoredPath

_MENTION = re.compile(r"\[[^\]]*\]")


@dataclass
class PathRagConfig:
    """Knobs of the Path-RAG search (all logged with each result)."""

    alpha: float = 0.3  #: weight of the look-ahead term
    beam: int = 4  #: paths kept per depth
    depth: int = 3  #: longest path
    top_m: int = 5  #: candidate steps kept per path and hop (relation/entity retrieval)
    relation_weight: float = 1.0
    entity_weight: float = 0.2
    path_weight: float = 3.0  #: weight of cos(question, whole relation chain); tuned on 40 MetaQA dev questions outside the benchmark slice
    entity_sample: int = 16  #: end entities scored per candidate step
    max_per_relation: int = 16  #: neighbours fetched per (entity, relation, direction)
    max_frontier: int = 32  #: entities a path end keeps for the next expansion
    mask_topic: bool = True  #: remove [topic] mentions before embedding the question
    residual: bool = True  #: after each step, score the next hop against what the path has not yet covered


@dataclass
class _State:
    topic: Term
    steps: tuple[Step, ...]
    frontier: list[Term]
    visited: set[Term]
    query: np.ndarray
    scores: list[float] = field(default_factory=list)


class PathRagRetriever:
    """FiDeLiS Path-RAG: embedding-scored beam search with one-hop look-ahead."""

    def __init__(self, config: PathRagConfig | None = None, encoder=None):
        self.config = config or PathRagConfig()
        self.encoder = encoder or shared_encoder()
        self._texts: RelationTexts | None = None
        self.last_trace: list[dict] = []

    @classmethod
    def from_kg(cls, kg, **knobs) -> "PathRagRetriever":
        unknown = set(knobs) - set(PathRagConfig.__dataclass_fields__)
        if unknown:
            raise KgqaError(f"unknown Path-RAG knob(s) {sorted(unknown)}; known: {sorted(PathRagConfig.__dataclass_fields__)}")
        return cls(PathRagConfig(**knobs))

    def info(self) -> dict:
        return {"retriever": "pathrag", **asdict(self.config)}

    # scoring ----------------------------------------------------------------------------------
    def _question_vector(self, question: str) -> np.ndarray:
        text = _MENTION.sub(" ", question) if self.config.mask_topic else question.replace("[", "").replace("]", "")
        return self.encoder.encode([" ".join(text.split()) or question])[0]

    def _step_scores(self, kg, q: np.ndarray, groups: dict[Step, list[Term]]) -> dict[Step, float]:
        """S0 of each candidate step from its relation text and a sample of its end entities."""
        if not groups:
            return {}
        cfg = self.config
        steps = list(groups)
        rel = self.encoder.encode([self._texts.step(s) for s in steps]) @ q
        scores = {s: cfg.relation_weight * float(r) for s, r in zip(steps, rel)}
        if cfg.entity_weight:
            for s in steps:
                ends = [e for e in groups[s][: cfg.entity_sample]]
                labels = kg.labels(ends)
                names = [labels.get(e) or e.value for e in ends]
                if names:
                    scores[s] += cfg.entity_weight * float(np.max(self.encoder.encode(names) @ q))
        return scores

    def _after(self, query: np.ndarray, step: Step) -> np.ndarray:
        """The question vector left to explain once `step` is on the path: its component along the
        step's relation embedding is removed, so later hops are drawn to the question's other words
        instead of repeating the best-matching relation."""
        if not self.config.residual:
            return query
        rel = self.encoder.encode([self._texts.step(step)])[0]
        return query - float(query @ rel) * rel

    def _candidates(self, kg, frontier: Sequence[Term], visited: set[Term]) -> dict[Step, list[Term]]:
        """Next steps out of `frontier` with the unvisited entities each one reaches."""
        expansion = kg.expand(frontier, "both", max_per_relation=self.config.max_per_relation)
        groups: dict[Step, list[Term]] = {}
        for edge in expansion.edges:
            if edge.target not in visited:
                groups.setdefault(Step(edge.predicate, edge.forward), []).append(edge.target)
        return {s: list(dict.fromkeys(ends)) for s, ends in groups.items()}

    def _lookahead(self, kg, q: np.ndarray, ends: list[Term], visited: set[Term]) -> float:
        """max S0 over the hop after a candidate step (0 when nothing follows)."""
        nodes = [e for e in ends if not hasattr(e, "datatype")][: self.config.max_frontier]
        if not nodes:
            return 0.0
        nxt = self._candidates(kg, nodes, visited | set(ends))
        return max(self._step_scores(kg, q, nxt).values(), default=0.0)

    # search -----------------------------------------------------------------------------------
    def answer(self, kg, question: str, topics: Topics, *, evidence: int = 3) -> Result:
        """The best retrieved path completed by SPARQL."""
        return result_from_paths(kg, self.retrieve(kg, question, topics.entities, k=max(evidence, 1)))

    def encode_questions(self, texts: Sequence[str]) -> None:
        """Questions are encoded as they are answered: nothing to do in advance."""

    def retrieve(self, kg, question: str, topics: Sequence[Term], k: int = 10) -> list[ScoredPath]:
        cfg = self.config
        if self._texts is None or self._texts.kg is not kg:
            self._texts = RelationTexts(kg)
        q = self._question_vector(question)
        beam = [_State(t, (), [t], {t}, q) for t in dict.fromkeys(topics)]
        finished: list[tuple[float, _State]] = []
        self.last_trace = []
        for depth in range(cfg.depth):
            children: list[tuple[float, _State]] = []
            for state in beam:
                groups = self._candidates(kg, state.frontier, state.visited)
                base = self._step_scores(kg, state.query, groups)
                top = sorted(base, key=base.get, reverse=True)[: cfg.top_m]
                for step in top:
                    ends = groups[step]
                    s = base[step]
                    if cfg.alpha and depth < cfg.depth - 1:
                        s += cfg.alpha * self._lookahead(kg, self._after(state.query, step), ends, state.visited)
                    child = _State(state.topic, state.steps + (step,), [e for e in ends if not hasattr(e, "datatype")][: cfg.max_frontier],
                                   state.visited | set(ends), self._after(state.query, step), state.scores + [s])
                    children.append((float(np.mean(child.scores)), child))
            children.sort(key=lambda c: -c[0])
            beam = [c for _, c in children[: cfg.beam]]
            self.last_trace.append({"depth": depth + 1, "candidates": len(children),
                                    "kept": [self._texts.path(c.steps) for c in beam]})
            finished.extend(children[: cfg.beam])
            beam = [c for c in beam if c.frontier]
            if not beam:
                break
        if not finished:
            return []
        chains = self.encoder.encode([self._texts.path(s.steps) for _, s in finished]) @ q
        ranked = sorted(((mean + cfg.path_weight * float(c), s) for (mean, s), c in zip(finished, chains)),
                        key=lambda x: -x[0])
        return [ScoredPath(s.topic, s.steps, score) for score, s in ranked[:k]]
