"""Relation paths: the unit every path retriever ranks (beam search, GNN, Path-RAG, constrained
decoding), their text for encoders, and their compilation to SPARQL for multi-answer completion."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, Sequence

import numpy as np
from pyoxigraph import NamedNode

from kgqa_sparql.graph.backend import Step, Term
from kgqa_sparql.graph.counterparts import NO_COUNTERPARTS, Counterparts
from kgqa_sparql.graph.validity import asked_moment
from kgqa_sparql.vocab import local_name


@dataclass(frozen=True)
class ScoredPath:
    """A relation path from a topic entity, with a score (higher is better) and, where the
    retriever walked it, the entity chain it followed (topic first)."""

    topic: Term
    steps: tuple[Step, ...]
    score: float
    entities: tuple[Term, ...] = ()


class PathRetriever(Protocol):
    """Ranks relation paths from topic entities for a question (best first)."""

    def retrieve(self, kg, question: str, topics: Sequence[Term], k: int = 10) -> list[ScoredPath]: ...


def step_text(step: Step, label: str) -> str:
    """Readable text of one hop: 'directed by' forward, 'is directed by of' style inverse as '<- directed by'."""
    return label if step.forward else f"inverse of {label}"


def hop_texts(steps: Sequence[Step], labels: dict[NamedNode, str]) -> list[str]:
    """Text of each hop of a path, in order."""
    return [step_text(s, labels.get(s.predicate, s.predicate.value)) for s in steps]


def relation_texts(steps: Sequence[Step], labels: dict[NamedNode, str]) -> list[str]:
    """Each hop's relation label, without its direction."""
    return [labels.get(s.predicate, s.predicate.value) for s in steps]


def reverse_hops(paths: Sequence[Sequence[Step]], slots: int, counterparts: Counterparts | None = None) -> np.ndarray:
    """(n, slots) bool: hop j of path i goes back along the relation of hop j - 1 (the films
    sharing an actor with X: starring, then inverse of starring), or along its counterpart
    (`kg.counterparts`: has child, then has parent)."""
    out = np.zeros((len(paths), slots), dtype=bool)
    for i, steps in enumerate(paths):
        for j in range(1, min(len(steps), slots)):
            out[i, j] = goes_back(steps[j], steps[j - 1], counterparts)
    return out


def goes_back(step: Step, before: Step, counterparts: Counterparts | None = None) -> bool:
    """Whether `step` walks back along `before` (its inverse, or the inverse's declared counterpart)."""
    back = Step(before.predicate, not before.forward)
    return step == back or step in (counterparts or NO_COUNTERPARTS).others(back)


def path_text(steps: Sequence[Step], labels: dict[NamedNode, str]) -> str:
    """Anonymous path text used by encoders: relation labels in order, entities left out."""
    return " -> ".join(hop_texts(steps, labels))


def path_to_sparql(topics: Sequence[Term], steps: Sequence[Step], *, distinct_path: bool = True,
                   answer: str = "answer", counterparts: Counterparts | None = None, var: str = "x") -> str:
    """SELECT query returning every end entity of `steps` from any of `topics` (`path_patterns`)."""
    return select_answers(path_patterns(topics, steps, distinct_path=distinct_path, answer=answer,
                                        counterparts=counterparts, var=var), answer=answer)


def path_patterns(topics: Sequence[Term], steps: Sequence[Step], *, distinct_path: bool = True,
                  answer: str = "answer", counterparts: Counterparts | None = None, var: str = "x") -> list[str]:
    """The WHERE lines of a path from any of `topics` to ?`answer`.

    With `distinct_path`, intermediate and final nodes must differ from every earlier node on the
    path (the no-revisit semantics of multi-hop QA), expressed as FILTERs. With `counterparts`
    (`kg.counterparts`), a hop the ontology declares the inverse of another reads both. `var`
    names the path's inner variables (?x0, ?x1, ...), so that two paths can share ?answer (their
    lines joined: the answers of both).
    """
    if not steps:
        raise ValueError("a path needs at least one step")
    nodes = [f"?{var}{i}" for i in range(len(steps))] + [f"?{answer}"]
    values = " ".join(str(t) for t in topics)
    lines = [f"  VALUES ?{var}0 {{ {values} }}"]
    counterparts = NO_COUNTERPARTS if counterparts is None else counterparts
    for i, step in enumerate(steps):
        s, o = nodes[i], nodes[i + 1]
        lines.append("  " + counterparts.pattern(step, s, o))
    moment = asked_moment()
    if moment is not None and counterparts.records:  # 'who danced for X in 2010': the engagements of then
        lines += [f"  {counterparts.records.holds(node, moment)}" for node in nodes[1:-1]]
    if distinct_path:
        for j in range(1, len(nodes)):
            for i in range(j):
                lines.append(f"  FILTER({nodes[j]} != {nodes[i]})")
    return lines


def select_answers(patterns: Sequence[str], *, answer: str = "answer", count: bool = False) -> str:
    """SELECT DISTINCT ?`answer` over WHERE lines (`path_patterns`), or with `count` their number."""
    head = f"SELECT (COUNT(DISTINCT ?{answer}) AS ?count)" if count else f"SELECT DISTINCT ?{answer}"
    return "\n".join([f"{head} WHERE {{", *patterns, "}"])


class RelationTexts:
    """Readable, direction-aware text of relation steps on one KG ('directed by', 'inverse of
    directed by'), from predicate labels (underscores as spaces) or IRI local names; cached."""

    def __init__(self, kg):
        self.kg = kg
        self._labels: dict[NamedNode, str] = {}

    def label(self, predicate: NamedNode) -> str:
        found = self._labels.get(predicate)
        if found is None:
            found = self.kg.labels([predicate]).get(predicate) or local_name(predicate.value)
            found = found.replace("_", " ")
            self._labels[predicate] = found
        return found

    def step(self, step: Step) -> str:
        return step_text(step, self.label(step.predicate))

    def path(self, steps: Sequence[Step]) -> str:
        return " -> ".join(self.step(s) for s in steps)
