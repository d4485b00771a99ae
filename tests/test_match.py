"""SAFE's ranked semantic subgraph matching: exact top-k over the KG, with pruning."""

from __future__ import annotations

import pytest

from kgqa_sparql.errors import AlignmentError
from kgqa_sparql.query.match import match


def test_match_answers_one_and_two_hops(sample_kg):
    result = sample_kg.ask_graph("[(Forrest Gump, director, X_1)]", method="match")
    assert result.answers[0].label == "Robert Zemeckis" and result.info["method"] == "match"
    assert result.evidence[0].labels[0] == ("Forrest Gump", "directed by", "Robert Zemeckis")
    two = sample_kg.ask_graph("[(Tom Hanks, starred in, X_1), (X_1, directed by, X_2), (X_2, a, person)]",
                              method="match")
    assert "Steven Spielberg" in [a.label for a in two.answers[:3]]


def test_top_k_is_exact_despite_pruning(sample_kg):
    graph = "[(Tom Hanks, starred in, X_1), (X_1, has genre, X_2)]"
    everything = match(sample_kg, graph, k=10_000)
    best = match(sample_kg, graph, k=5)
    assert [m.cost for m in best] == [m.cost for m in everything[:5]]
    assert all(a.cost <= b.cost for a, b in zip(everything, everything[1:]))
    # injective: the two pseudo nodes never bind the same term
    assert all(len(set(m.bindings.values())) == len(m.bindings) for m in everything)


def test_match_needs_an_anchor(sample_kg):
    with pytest.raises(AlignmentError, match="known entity"):
        match(sample_kg, '{"edges": [["?a", "directed by", "?b"]]}')
