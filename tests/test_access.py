"""Batched graph access on the embedded store: labels, types, expansion, path execution."""

from __future__ import annotations

from pyoxigraph import Literal, NamedNode

from kgqa_sparql import Edge, KnowledgeGraph, Step
from conftest import MO, RES

HANKS, ZEMECKIS, GUMP = NamedNode(RES + "Tom_Hanks"), NamedNode(RES + "Robert_Zemeckis"), NamedNode(RES + "Forrest_Gump")
STARRING, DIRECTED = NamedNode(MO + "starring"), NamedNode(MO + "directedBy")


def test_labels_and_types(sample_kg: KnowledgeGraph):
    lit = Literal("1994")
    assert sample_kg.labels([HANKS, GUMP, lit]) == {HANKS: "Tom Hanks", GUMP: "Forrest Gump", lit: "1994"}
    assert sample_kg.labels([NamedNode("http://example.org/unknown")]) == {}
    assert sample_kg.types([HANKS, GUMP]) == {HANKS: [NamedNode(MO + "Person")], GUMP: [NamedNode(MO + "Movie")]}


def test_expand_both_directions_with_counts(sample_kg: KnowledgeGraph):
    exp = sample_kg.expand([HANKS, GUMP])
    assert exp.counts[(HANKS, STARRING, False)] == 12
    assert Edge(GUMP, DIRECTED, ZEMECKIS, True) in exp.edges
    assert Edge(HANKS, STARRING, GUMP, False) in exp.edges
    assert Edge(HANKS, STARRING, GUMP, False).triple == (GUMP, STARRING, HANKS)
    # labels and types are descriptions, not relations
    assert all(e.predicate.value.startswith(MO) for e in exp.edges)
    out_only = sample_kg.expand([HANKS], direction="out")
    assert {e.predicate for e in out_only.edges} == {NamedNode(MO + "birthYear"), NamedNode(MO + "spouse")}


def test_expand_fanout_cap_keeps_true_counts(sample_kg: KnowledgeGraph):
    exp = sample_kg.expand([HANKS], direction="in", max_per_relation=3)
    assert exp.counts[(HANKS, STARRING, False)] == 12
    assert sum(1 for e in exp.edges if e.predicate == STARRING) == 3
    assert (HANKS, STARRING, False) in exp.truncated


def test_follow_counts_walks_and_drops_revisits(sample_kg: KnowledgeGraph):
    directors = sample_kg.follow([HANKS], [Step(STARRING, forward=False), Step(DIRECTED)])
    labels = sample_kg.labels(directors)
    assert {labels[d] for d in directors} >= {"Robert Zemeckis", "Steven Spielberg", "Ron Howard"}
    assert directors[NamedNode(RES + "Steven_Spielberg")] == 3
    # movies by the directors of Forrest Gump, other than Forrest Gump itself
    others = sample_kg.follow([GUMP], [Step(DIRECTED), Step(DIRECTED, forward=False)])
    assert GUMP not in others and NamedNode(RES + "Cast_Away") in others
    assert GUMP in sample_kg.follow([GUMP], [Step(DIRECTED), Step(DIRECTED, forward=False)], revisit=True)


def test_info(sample_kg: KnowledgeGraph):
    info = sample_kg.info()
    assert info.triples == len(sample_kg.backend)
    assert info.classes[MO + "Movie"] == 26
    assert info.predicates[MO + "starring"] == 58


def test_expand_over_named_graphs_counts_each_triple_once(tmp_path):
    """With named data graphs every graph is scanned: a triple stored in two graphs is one edge,
    and the toolkit's own graphs (schema) are never expanded."""
    ex = "http://example.org/"
    a, b, knows = NamedNode(ex + "a"), NamedNode(ex + "b"), NamedNode(ex + "knows")
    data = f"<{ex}a> <{ex}knows> <{ex}b> .\n"
    (tmp_path / "g.nt").write_text(data)
    kg = KnowledgeGraph.open(None)
    kg.load([tmp_path / "g.nt"])
    kg.load([tmp_path / "g.nt"], graph=ex + "g1")
    kg.update(f"INSERT DATA {{ GRAPH <http://kgqa-sparql.org/graph/schema> {{ <{ex}a> <{ex}knows> <{ex}c> }} }}")
    exp = kg.expand([a])
    assert exp.edges == [Edge(a, knows, b, True)]
    assert exp.counts[(a, knows, True)] == 1
    assert kg.expand([b], direction="in").edges == [Edge(b, knows, a, False)]
