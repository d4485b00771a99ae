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
    unnamed = NamedNode("http://example.org/unknown_thing")  # no name predicate: the IRI names it
    assert sample_kg.labels([unnamed]) == {unnamed: "unknown thing"}
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
    assert info.triples == sample_kg.backend.data_quads()  # the toolkit's own graphs are not data
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


def _mixed_kg(named_graph: bool) -> tuple[KnowledgeGraph, list]:
    """40 people (more than QUERY_MIN, so expansion runs as batched queries) with IRIs, literals of
    every shape the SPARQL TSV writer abbreviates or escapes, and a blank node."""
    ex = "http://example.org/"
    lines = []
    for i in range(40):
        p = f"<{ex}p{i}>"
        lines += [f"{p} <{ex}knows> <{ex}p{(i + 1) % 40}> .", f"{p} <{ex}knows> <{ex}p{(i + 7) % 40}> .",
                  f'{p} <{ex}age> "{20 + i}"^^<http://www.w3.org/2001/XMLSchema#integer> .',
                  f'{p} <{ex}note> "tab\\there \\"quoted\\"\\nline {i}"@en-GB .',
                  f'{p} <{ex}born> "19{i:02d}"^^<http://www.w3.org/2001/XMLSchema#gYear> .',
                  f"{p} <{ex}score> \"{i}.5\"^^<http://www.w3.org/2001/XMLSchema#decimal> .",
                  f'{p} <http://www.w3.org/2000/01/rdf-schema#label> "P {i}" .']
    lines.append(f"<{ex}p0> <{ex}address> _:home .")
    lines.append(f'_:home <{ex}city> "Paris" .')
    kg = KnowledgeGraph.open(None)
    data = "\n".join(lines)
    kg.update(f"INSERT DATA {{ {data} }}")
    if named_graph:  # the same triples again in a named graph: still one edge each
        kg.update(f"INSERT DATA {{ GRAPH <{ex}g> {{ {data} }} }}")
    people = [NamedNode(f"{ex}p{i}") for i in range(40)]
    return kg, people


def _scanned_one_by_one(kg: KnowledgeGraph, entities, **options):
    edges, counts, truncated = [], {}, set()
    for entity in entities:
        exp = kg.expand([entity], **options)
        edges += exp.edges
        counts.update(exp.counts)
        truncated |= exp.truncated
    return edges, counts, truncated


def test_batched_expansion_equals_quad_scans(monkeypatch):
    """The query path (many entities, in several batches) and the quad-scan path (one at a time)
    give the same edges, counts and truncation, over one graph and over several, with literals of
    every shape."""
    from kgqa_sparql.graph import embedded as store
    from kgqa_sparql.graph.embedded import QUERY_MIN

    monkeypatch.setattr(store, "SCAN_BATCH", 16)
    for named_graph in (False, True):
        kg, people = _mixed_kg(named_graph)
        assert len(people) >= QUERY_MIN
        years = [e.target for e in kg.expand(people, direction="out").edges if e.predicate.value.endswith("born")]
        entities = people + years[:5]  # literals expand inwards only
        for options in ({}, {"max_per_relation": 1}, {"direction": "in"}):
            batched = kg.expand(entities, **options)
            edges, counts, truncated = _scanned_one_by_one(kg, entities, **options)
            assert dict(batched.counts) == counts and batched.truncated == truncated
            if "max_per_relation" in options:  # which edge of a truncated relation is kept follows scan order
                edges, batched.edges = [e[:2] for e in edges], [e[:2] for e in batched.edges]
            assert sorted(map(str, batched.edges)) == sorted(map(str, edges))
        p0 = kg.expand(people)
        notes = {e.target for e in p0.edges if e.predicate.value.endswith("note")}
        assert Literal('tab\there "quoted"\nline 3', language="en-gb") in notes
        assert Literal("1903", datatype=NamedNode("http://www.w3.org/2001/XMLSchema#gYear")) in set(years)
        home = next(e.target for e in p0.edges if e.predicate.value.endswith("address"))
        assert kg.expand([home]).edges[0].target == Literal("Paris")  # blank nodes are scanned


def test_batched_neighbours_equal_quad_scans(monkeypatch):
    from kgqa_sparql.graph import embedded as store

    monkeypatch.setattr(store, "SCAN_BATCH", 16)
    knows = NamedNode("http://example.org/knows")
    for named_graph in (False, True):
        kg, people = _mixed_kg(named_graph)
        for forward in (True, False):
            batched = kg.backend.neighbours(people, Step(knows, forward))
            one_by_one = {p: kg.backend.neighbours([p], Step(knows, forward))[p] for p in people}
            assert {k: sorted(map(str, v)) for k, v in batched.items()} == \
                   {k: sorted(map(str, v)) for k, v in one_by_one.items()}
            assert all(len(v) == 2 for v in batched.values())


def test_batched_labels_and_types_equal_per_term_scans():
    """Labels and types of many terms come from batched queries; one term at a time from quad
    scans: the same answer, including the language preference and terms without a label."""
    kg, people = _mixed_kg(False)
    ex = "http://example.org/"
    kg.update(f'INSERT DATA {{ <{ex}p1> <http://www.w3.org/2004/02/skos/core#prefLabel> "Eins"@de, "One"@en . '
              f'<{ex}p2> <http://www.w3.org/2000/01/rdf-schema#label> "Zwei"@de . '
              f'<{ex}p3> a <{ex}Person>, <{ex}Agent> }}')
    terms = people + [NamedNode(ex + "unlabelled"), Literal("1999")]
    labels = kg.labels(terms)
    assert labels == {t: label for t in terms for label in kg.labels([t]).values()}
    assert labels[people[1]] == "One" and labels[people[2]] == "P 2"  # prefLabel first, English first
    assert labels[NamedNode(ex + "unlabelled")] == "unlabelled" and labels[Literal("1999")] == "1999"
    types = kg.types(terms)
    assert types == {t: kg.types([t])[t] for t in terms if isinstance(t, NamedNode)}
    assert types[people[3]] == [NamedNode(ex + "Agent"), NamedNode(ex + "Person")]


def test_tsv_terms_read_every_literal_shape_like_pyoxigraph():
    from pyoxigraph import QueryResultsFormat, Store

    from kgqa_sparql.graph.embedded import TsvTerms

    store = Store()
    store.update('INSERT DATA { <x:s> <x:p> "plain", "tab\\tquote\\"", "chat"@fr, "colour"@en-GB, 42, -1.5, 1e3, '
                 'true, "2001"^^<http://www.w3.org/2001/XMLSchema#gYear>, "ü\\\\", <x:o>, _:b }')
    data = store.query("SELECT ?o WHERE { <x:s> <x:p> ?o }").serialize(format=QueryResultsFormat.TSV)
    texts = data.decode().split("\n")[1:-1]
    expected = [q.object for q in store.quads_for_pattern(None, None, None)]
    assert len(texts) == len(expected) == 12
    assert sorted(map(str, (TsvTerms()[t] for t in texts))) == sorted(map(str, expected))


def test_graph_access_refuses_what_is_not_a_term(sample_kg: KnowledgeGraph):
    import pytest

    for many in (1, 40):
        with pytest.raises(TypeError, match="expected pyoxigraph terms.*str: 'Tom Hanks'"):
            sample_kg.expand([HANKS] + ["Tom Hanks"] * many)
        with pytest.raises(TypeError, match="expected pyoxigraph terms"):
            sample_kg.backend.neighbours(["x"] * many, Step(STARRING))
        with pytest.raises(TypeError, match="expected pyoxigraph terms"):
            sample_kg.labels([f"{i}" for i in range(many)])
