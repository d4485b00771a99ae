"""What every answering method returns: ranked answers, the evidence behind them, and the SPARQL
that yields the full answer set. The CLI's and the server's JSON is `Result.to_json()`."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, Collection


@dataclass
class Answer:
    """One answer: an IRI (None for literal answers such as years) with its label and score."""

    iri: str | None
    label: str
    score: float


@dataclass
class Evidence:
    """A KG path supporting answers: triples as (subject, predicate, object) IRIs or literal
    values, their labels, and the path's score."""

    triples: list[tuple[str, str, str]]
    labels: list[tuple[str, str, str]]
    score: float

    @property
    def text(self) -> str:
        return " ; ".join(f"{s} -{p}-> {o}" for s, p, o in self.labels)


@dataclass
class Result:
    """Answers best first, their evidence, and the SPARQL whose results are the answer set."""

    answers: list[Answer] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    sparql: str | None = None
    #: Method, timings, counts (LLM calls, expanded nodes ...): free-form, JSON-serialisable.
    info: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "answers": [asdict(a) for a in self.answers],
            "evidence": [{"triples": [list(t) for t in e.triples], "labels": [list(t) for t in e.labels],
                          "score": e.score, "text": e.text} for e in self.evidence],
            "sparql": self.sparql,
            "info": self.info,
        }


def ambiguity(mention: str, entities: list[tuple[str, str]], answered: Collection[str]) -> dict[str, Any]:
    """`info["ambiguous"]` of a Result whose mention names several entities ((IRI, label) each):
    the mention, its entities, and the IRIs of those the answers are about (read by the CLI and
    the web page)."""
    return {"mention": mention, "entities": [{"iri": iri, "label": label} for iri, label in entities],
            "answered_for": [iri for iri, _ in entities if iri in answered]}
