"""Schema graph: class statistics, inferred classes, persistence, distances, SPARQL function, CLI."""

from __future__ import annotations

import json
import math
import subprocess
import sys

import numpy as np
import pytest
from pyoxigraph import Literal, NamedNode, RdfFormat

from kgqa_sparql import KnowledgeGraph
from kgqa_sparql.schema.distances import UNREACHABLE, all_pairs, floyd_warshall
from kgqa_sparql.schema.schema_graph import SCHEMA_GRAPH, SchemaEdge, SchemaError, SchemaGraph, build_schema

from conftest import MO, RES, ROOT, SAMPLE

EX = "http://example.org/"
XSD = "http://www.w3.org/2001/XMLSchema#"
RDF_LANG = "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString"

# A: 2 entities, B: 2, C: 1, D: 1 (isolated). Edges: A -p-> B (3 triples), B -q-> C (1),
# A -year-> xsd:gYear (2), C -r-> A is absent, so C reaches nothing when directed.
TYPED = f"""
@prefix ex: <{EX}> . @prefix xsd: <{XSD}> .
ex:a1 a ex:A ; ex:p ex:b1, ex:b2 ; ex:year "1999"^^xsd:gYear .
ex:a2 a ex:A ; ex:p ex:b1 ; ex:year "2001"^^xsd:gYear .
ex:b1 a ex:B ; ex:q ex:c1 .
ex:b2 a ex:B .
ex:c1 a ex:C .
ex:d1 a ex:D .
"""


def typed_kg(extra: str = "") -> KnowledgeGraph:
    kg = KnowledgeGraph.open(None)
    kg.backend.raw.load(TYPED + extra, format=RdfFormat.TURTLE)
    return kg


def edge_set(schema: SchemaGraph) -> set[tuple[str, str, str]]:
    return {(e.subject_class, e.predicate, e.object_class) for e in schema.edges}


# ---- distances ----------------------------------------------------------------------------------
def test_all_pairs_on_a_known_graph():
    # 0 -> 1 -> 2 -> 3, 4 isolated, 5 -> 0
    dist = all_pairs(6, [0, 1, 2, 5], [1, 2, 3, 0], directed=True)
    assert dist[0].tolist() == [0, 1, 2, 3, UNREACHABLE, UNREACHABLE]
    assert dist[5, 3] == 4 and dist[3, 0] == UNREACHABLE
    undirected = all_pairs(6, [0, 1, 2, 5], [1, 2, 3, 0], directed=False)
    assert undirected[3, 5] == 4 and undirected[3, 0] == 3 and undirected[4, 0] == UNREACHABLE
    assert (undirected == undirected.T).all()


@pytest.mark.parametrize("n,m", [(70, 90), (130, 400), (257, 300)])
def test_all_pairs_matches_floyd_warshall(n, m):
    rng = np.random.default_rng(n)
    src, dst = rng.integers(0, n, m), rng.integers(0, n, m)
    for directed in (True, False):
        assert (all_pairs(n, src, dst, directed=directed) == floyd_warshall(n, src, dst, directed=directed)).all()


def test_all_pairs_matches_scipy_across_bitset_slabs():
    # 1,400 nodes: 22 bitset words, i.e. two slabs and a partial last word; hubs as in SAFE.
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import shortest_path

    n, rng = 1400, np.random.default_rng(7)
    src = rng.integers(0, n, 3000)
    dst = np.minimum(rng.zipf(1.6, 3000) - 1, n - 1)
    graph = csr_matrix((np.ones(src.size), (src, dst)), shape=(n, n))
    for directed in (True, False):
        expected = shortest_path(graph, directed=directed, unweighted=True)
        expected[np.isinf(expected)] = UNREACHABLE
        assert (all_pairs(n, src, dst, directed=directed) == expected.astype(np.uint8)).all()


def test_all_pairs_rejects_bad_endpoints():
    with pytest.raises(ValueError):
        all_pairs(3, [0], [3])


# ---- statistics on a hand-made typed graph ------------------------------------------------------
def test_typed_statistics_supports_and_confidence():
    schema = build_schema(typed_kg().backend)
    assert {c: schema.classes[EX + c].entities for c in "ABCD"} == {"A": 2, "B": 2, "C": 1, "D": 1}
    assert schema.classes[XSD + "gYear"].datatype and schema.classes[XSD + "gYear"].entities == 2
    edges = {(e.subject_class, e.predicate, e.object_class): e for e in schema.edges}
    assert set(edges) == {(EX + "A", EX + "p", EX + "B"), (EX + "B", EX + "q", EX + "C"),
                          (EX + "A", EX + "year", XSD + "gYear")}
    assert edges[(EX + "A", EX + "p", EX + "B")].support == 3
    assert edges[(EX + "A", EX + "p", EX + "B")].confidence == pytest.approx(1.5)
    assert edges[(EX + "B", EX + "q", EX + "C")].confidence == pytest.approx(0.5)
    assert not any(c.inferred for c in schema.classes.values())


def test_untyped_objects_of_a_typed_kg_get_a_class_named_like_their_predicate():
    # licences as bare SPDX IRIs: no rdf:type, so no edge between classes without a stand-in
    from kgqa_sparql.schema.schema_graph import UNTYPED_OBJECTS_NS

    kg = typed_kg("ex:a1 ex:license <https://spdx.org/licenses/MIT> . "
                  "ex:a2 ex:license <https://spdx.org/licenses/MIT> . "
                  "ex:b1 ex:license <https://spdx.org/licenses/Apache-2.0> . ex:b2 ex:p ex:c1 . "
                  'ex:a1 <http://www.w3.org/2000/01/rdf-schema#label> "Quillmark" .')
    schema = build_schema(kg.backend)
    licence = UNTYPED_OBJECTS_NS + "http%3A%2F%2Fexample.org%2Flicense"
    assert schema.classes[licence].label == "license" and schema.classes[licence].inferred
    edges = {(e.subject_class, e.predicate, e.object_class): e.support for e in schema.edges}
    assert edges[(EX + "A", EX + "license", licence)] == 2 and edges[(EX + "B", EX + "license", licence)] == 1
    assert (EX + "B", EX + "p", EX + "C") in edges  # a predicate with typed objects keeps its classes
    assert not any(licence in (s, o) for s, p, o in edges if p == EX + "p")
    result = kg.ask_graph('[("Quillmark", "licence", ?x)]')  # the query layer can now use it
    assert [a.iri for a in result.answers] == ["https://spdx.org/licenses/MIT"]


def test_untyped_subjects_of_a_typed_kg_get_inferred_classes_and_their_edges():
    # a CSV-on-the-Web conversion types only its row scaffolding: the stations and daily readings
    # the rows describe carry no rdf:type, yet every question is about them; the readings' list
    # of sources is an RDF list (structure, no class)
    kg = typed_kg("""
        ex:row1 a ex:Row ; ex:describes ex:st1 . ex:row2 a ex:Row ; ex:describes ex:st2 .
        ex:st1 ex:station_name "Cairnbrae" ; ex:elevation 341 ; ex:county "Strathellan" .
        ex:st2 ex:station_name "Kilrannoch" ; ex:elevation 12 ; ex:county "Harrowmoor" .
        ex:obs1 ex:station ex:st1 ; ex:tmax 8.4 ; ex:sources ( ex:a1 ex:a2 ) .
        ex:obs2 ex:station ex:st2 ; ex:tmax 6.1 .""")
    schema = build_schema(kg.backend)
    classes = schema.classes_of(kg, [NamedNode(EX + n) for n in ("st1", "st2", "obs1", "a1")])
    station, reading = classes[NamedNode(EX + "st1")], classes[NamedNode(EX + "obs1")]
    assert classes[NamedNode(EX + "st2")] == station and len(station) == 1 and station != reading
    assert schema.classes[station[0]].inferred and classes[NamedNode(EX + "a1")] == [EX + "A"]
    edges = edge_set(schema)
    assert {(station[0], EX + "elevation", XSD + "integer"), (reading[0], EX + "station", station[0]),
            (EX + "Row", EX + "describes", station[0]), (EX + "A", EX + "p", EX + "B")} <= edges
    assert not any("first" in p or "rest" in p for _, p, _ in edges)  # no class for the list's cells
    assert [a.label for a in kg.ask_graph('[("Cairnbrae", "height", ?x)]').answers] == ["341"]
    two_hops = kg.ask_graph('[(?o, "weather station", "Kilrannoch"), (?o, "maximum temperature", ?x)]')
    assert [a.label for a in two_hops.answers] == ["6.1"]


def test_untyped_objects_of_untyped_subjects_get_a_class_named_like_their_predicate():
    # laureates typed, their birth cities not (a country link and a label), the countries a label only
    from kgqa_sparql.schema.inference import untyped_objects_class

    label = "<http://www.w3.org/2000/01/rdf-schema#label>"
    kg = typed_kg(f"""
        ex:l1 a ex:Laureate ; ex:name "Ingrid Solvang" ; ex:birthPlace ex:bergen .
        ex:l2 a ex:Laureate ; ex:name "Tomas Lind" ; ex:birthPlace ex:uppsala .
        ex:bergen {label} "Bergen" ; ex:country ex:norway . ex:uppsala {label} "Uppsala" ; ex:country ex:sweden .
        ex:norway {label} "Norway" . ex:sweden {label} "Sweden" .""")
    schema = build_schema(kg.backend)
    country = untyped_objects_class(EX + "country")
    assert schema.classes[country].label == "country" and schema.classes[country].entities == 2
    city = schema.classes_of(kg, [NamedNode(EX + "bergen")])[NamedNode(EX + "bergen")][0]
    assert (city, EX + "country", country) in edge_set(schema)
    answers = kg.ask_graph('[("Ingrid Solvang", "birthplace", ?c), (?c, "country", ?x)]').answers
    assert [a.label for a in answers] == ["Norway"]


def test_a_class_of_untyped_nodes_names_nothing_in_a_typed_kg():
    # an Ontop export hangs a table's foreign key off blank rows of its own: their class's label
    # lists its predicates ('entity with ref performance id'), and must not make 'id' a noun that
    # names a class (then 'ref conductor id' would read as a person's role, at a cost)
    data = f"""@prefix ex: <{EX}> .
        ex:o1 a ex:orchestra ; ex:orchestra_name "Chicago Symphony" ; ex:ref-conductor_id ex:c1 ; ex:conductor_id 1 .
        ex:o2 a ex:orchestra ; ex:orchestra_name "Berlin Philharmonic" ; ex:ref-conductor_id ex:c2 ; ex:conductor_id 2 .
        ex:c1 a ex:conductor ; ex:name "Antal Dorati" ; ex:age 48 ; ex:conductor_id 1 .
        ex:c2 a ex:conductor ; ex:name "Pierre Boulez" ; ex:age 51 ; ex:conductor_id 2 .
        ex:p1 a ex:performance ; ex:type "Final" ."""
    graph = '[(X_1, ref conductor id, "Pierre Boulez")]'
    scores = []
    for extra in ("", "[ ex:ref-performance_id ex:p1 ] ."):
        kg = KnowledgeGraph.open(None)
        kg.backend.raw.load(data + extra, format=RdfFormat.TURTLE)
        best = kg.translate(graph)[0]
        assert "ref-conductor_id" in best.sparql
        scores.append(best.score)
    assert any(c.label == "entity with ref performance id" for c in kg.schema.classes.values())
    assert scores[0] == scores[1]


def test_only_a_typed_kgs_classes_of_untyped_nodes_are_described_only():
    # their labels list predicates ('entity with release year'): no question names them, so they
    # join no vocabulary of class names; an untyped KG's classes (all it has) and the stand-ins
    # for untyped objects (named like their predicate: 'license') still name things
    kg = typed_kg('ex:m9 ex:year "1987"^^xsd:gYear . ex:a1 ex:license <https://spdx.org/licenses/MIT> .')
    schema = build_schema(kg.backend)
    described = {c.label for c in schema.classes.values() if schema.described_only(c.iri)}
    assert described == {"entity with year"}
    untyped = build_schema(untyped_kg().backend)
    assert not any(untyped.described_only(c) for c in untyped.classes)


def test_blank_records_of_an_untyped_kg_are_classes_too():
    # OpenStreetMap-style stations with no rdf:type; each socket a blank record
    kg = KnowledgeGraph.open(None)
    kg.backend.raw.load(f"""@prefix ex: <{EX}> .
        ex:n1 ex:name "Harbour Car Park" ; ex:socket [ ex:socket_type "CCS" ; ex:output 150 ] ,
                                                     [ ex:socket_type "Type 2" ; ex:output 22 ] .
        ex:n2 ex:name "Town Hall" ; ex:socket [ ex:socket_type "Type 2" ; ex:output 11 ] .""",
                        format=RdfFormat.TURTLE)
    schema = build_schema(kg.backend)
    station = schema.classes_of(kg, [NamedNode(EX + "n1")])[NamedNode(EX + "n1")][0]
    socket = next(o for s, p, o in edge_set(schema) if s == station and p == EX + "socket")
    assert (socket, EX + "output", XSD + "integer") in edge_set(schema)
    result = kg.ask_graph('[("Harbour Car Park", "socket", ?s), (?s, "output", ?x)]')
    assert sorted(a.label for a in result.answers) == ["150", "22"]


def test_typed_distances_and_edge_distance():
    schema = build_schema(typed_kg().backend)
    A, B, C, D = (EX + c for c in "ABCD")
    assert schema.distance(A, C) == 2 and schema.distance(C, A) == 2
    assert schema.distance(A, C, directed=True) == 2
    assert schema.distance(C, A, directed=True) == math.inf
    assert schema.distance(A, D) == math.inf and schema.distance(D, D) == 0
    assert schema.distance(A, EX + "Unknown") == math.inf
    assert schema.distance(XSD + "gYear", C) == 3
    ab = SchemaEdge(A, EX + "p", B, 3, 1.5)
    bc = SchemaEdge(B, EX + "q", C, 1, 0.5)
    year = SchemaEdge(A, EX + "year", XSD + "gYear", 2, 1.0)
    assert schema.edge_distance(ab, bc) == 0  # they share B
    assert schema.edge_distance(year, bc) == 1  # A -> B
    assert schema.edge_distance(ab, SchemaEdge(D, EX + "z", D, 1, 1.0)) == math.inf


def test_thresholds_prune_edges():
    kg = typed_kg()
    assert len(build_schema(kg.backend, min_support=2).edges) == 2  # B -q-> C has one triple
    assert {e.predicate for e in build_schema(kg.backend, min_confidence=1.0).edges} == {EX + "p", EX + "year"}
    with pytest.raises(SchemaError):
        build_schema(kg.backend, min_support=0)


def test_subclasses_counted_under_superclasses_on_request():
    kg = typed_kg(f"<{EX}A> <http://www.w3.org/2000/01/rdf-schema#subClassOf> <{EX}Top> .")
    plain = build_schema(kg.backend)
    assert EX + "Top" not in plain.classes and plain.subclass_of == {EX + "A": [EX + "Top"]}
    lifted = build_schema(kg.backend, superclasses=True)
    assert lifted.classes[EX + "Top"].entities == 2
    assert (EX + "Top", EX + "p", EX + "B") in edge_set(lifted)
    assert lifted.distance(EX + "Top", EX + "C") == 2


# Corner cases of the statistics: a multi-typed subject and object, a subclass chain, literals of
# several datatypes (one language-tagged), untyped IRI and blank-node objects, an untyped
# subject, an object typed only by a modelling class, a labelled entity (non-relational).
CORNERS = f"""
@prefix ex: <{EX}> . @prefix xsd: <{XSD}> . @prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
ex:Sub rdfs:subClassOf ex:Mid . ex:Mid rdfs:subClassOf ex:Top .
ex:m1 a ex:A, ex:Sub ; ex:p ex:b1, ex:m2, ex:untyped, _:x, "12"^^xsd:integer, "hi"@en, "text" ;
      rdfs:label "m one" ; ex:kind ex:SomeClass .
ex:m2 a ex:B, ex:Mid ; ex:p ex:m1 ; ex:size 3 .
ex:b1 a ex:B ; ex:p [ a ex:A ] .
ex:SomeClass a owl:Class .
ex:loose ex:p ex:b1 .
"""


@pytest.mark.parametrize("superclasses", [False, True])
@pytest.mark.parametrize("workers", [1, 3])
def test_one_pass_statistics_equal_the_reference_queries(superclasses, workers):
    from kgqa_sparql.schema.schema_graph import edge_counts, local_edge_counts, predicate_counts

    kg = typed_kg(CORNERS)
    fast = local_edge_counts(kg.backend, predicate_counts(kg.backend), superclasses, workers=workers)
    assert fast == edge_counts(kg.backend, superclasses=superclasses)
    p, string = EX + "p", XSD + "string"
    # m1 (A, Sub) -p-> m2 (B, Mid): four (td, tr) pairs; the untyped IRI, blank node and
    # ex:loose's triple count nowhere; literals count under their datatypes.
    assert fast[(EX + "A", p, EX + "Mid")] == 1 and fast[(EX + "Sub", p, EX + "B")] == 2
    assert fast[(EX + "A", p, string)] == 1 and fast[(EX + "Sub", p, RDF_LANG)] == 1
    assert fast[(EX + "B", EX + "size", XSD + "integer")] == 1
    assert not any(k[1] == EX + "kind" or k[1].endswith("label") for k in fast)  # owl:Class, label
    assert fast[(EX + "B", p, EX + "A")] == 2  # b1 -> blank node of type A, m2 -> m1
    if superclasses:
        assert fast[(EX + "Top", p, EX + "Top")] == 2  # m1 <-> m2, each under Top once
        assert fast[(EX + "Top", p, EX + "B")] == 2
    else:
        assert not any(EX + "Top" in k for k in fast)


def test_statistics_groups_balance_triple_counts():
    from kgqa_sparql.schema.schema_graph import _balanced_groups

    groups = _balanced_groups(["a", "b", "c", "d"], {"a": 10, "b": 6, "c": 4, "d": 1}, 2)
    assert groups == [["a", "d"], ["b", "c"]]  # 11 and 10 triples
    assert _balanced_groups(["a"], {}, 4) == [["a"]] and _balanced_groups([], {}, 2) == []


def test_classes_of_uses_asserted_types_and_datatypes():
    kg = typed_kg()
    schema = build_schema(kg.backend)
    year = Literal("1999", datatype=NamedNode(XSD + "gYear"))
    found = schema.classes_of(kg, [NamedNode(EX + "a1"), NamedNode(EX + "nobody"), year])
    assert found == {NamedNode(EX + "a1"): [EX + "A"], NamedNode(EX + "nobody"): [], year: [XSD + "gYear"]}


# ---- the bundled movie sample -------------------------------------------------------------------
def declared_domain_range(kg: KnowledgeGraph) -> dict[str, tuple[str, str]]:
    rows = kg.select("SELECT ?p ?d ?r WHERE { ?p <http://www.w3.org/2000/01/rdf-schema#domain> ?d ; "
                     "<http://www.w3.org/2000/01/rdf-schema#range> ?r }")
    return {r["p"].value: (r["d"].value, r["r"].value) for r in rows}


def test_sample_kg_edges_follow_the_declared_domains_and_ranges(sample_kg):
    schema = build_schema(sample_kg.backend)
    declared = declared_domain_range(sample_kg)
    assert edge_set(schema) == {(d, p, r) for p, (d, r) in declared.items()}
    assert schema.classes[MO + "Movie"].entities == 26 and schema.classes[MO + "Movie"].label == "Movie"
    assert schema.distance(MO + "Movie", MO + "Person") == 1
    assert schema.distance(MO + "Genre", MO + "Language") == 2
    assert schema.distance(MO + "Person", MO + "Movie", directed=True) == math.inf
    assert schema.classes_of(sample_kg, [NamedNode(RES + "Tom_Hanks")]) == {NamedNode(RES + "Tom_Hanks"): [MO + "Person"]}
    doc = schema.to_json()
    assert {"iri", "label", "entities", "inferred"} <= set(doc["classes"][0])
    assert {"subject_class", "predicate", "object_class", "support", "confidence"} <= set(doc["edges"][0])


def test_schema_graph_is_queryable_and_function_registered():
    kg = KnowledgeGraph.open(None, load=SAMPLE)
    kg.register_schema_functions()  # resolves kg.schema lazily, on the first call
    rows = kg.select(f"SELECT ?p WHERE {{ GRAPH <{SCHEMA_GRAPH}> {{ <{MO}Movie> ?p <{MO}Genre> }} }}")
    assert rows == []  # nothing built yet
    rows = kg.select(f"PREFIX kgqa: <http://kgqa-sparql.org/ns#> SELECT ?d ?u ?dir ?back WHERE {{ "
                     f"BIND(kgqa:schemaDistance(<{MO}Genre>, <{MO}Language>) AS ?d) "
                     f"BIND(kgqa:schemaDistance(<{MO}Genre>, <{MO}Nothing>) AS ?u) "
                     f"BIND(kgqa:schemaDistance(<{MO}Movie>, <{MO}Person>, \"directed\") AS ?dir) "
                     f"BIND(kgqa:schemaDistance(<{MO}Person>, <{MO}Movie>, \"directed\") AS ?back) }}")
    assert {k: int(v.value) for k, v in rows[0].items()} == {"d": 2, "dir": 1}
    rows = kg.select(f"SELECT ?p WHERE {{ GRAPH <{SCHEMA_GRAPH}> {{ <{MO}Movie> ?p <{MO}Genre> }} }}")
    assert [r["p"].value for r in rows] == [MO + "hasGenre"]
    support = kg.select(f"PREFIX kgqa: <http://kgqa-sparql.org/ns#> SELECT ?n WHERE {{ GRAPH <{SCHEMA_GRAPH}> {{ "
                        f"?e a kgqa:SchemaEdge ; kgqa:predicate <{MO}starring> ; kgqa:support ?n }} }}")
    assert int(support[0]["n"].value) == 58
    assert kg.info().triples == len(kg.select("SELECT * WHERE { ?s ?p ?o }"))  # data scans skip the schema graph


# ---- persistence --------------------------------------------------------------------------------
def test_schema_persists_next_to_the_store(tmp_path, monkeypatch):
    kg = KnowledgeGraph.open(tmp_path / "store", load=SAMPLE)
    built = kg.schema
    files = {p.name for p in (tmp_path / "store" / "kgqa" / "schema").iterdir()}
    assert {"schema.json", "distances-undirected.npy", "distances-directed.npy"} <= files
    kg.close()
    del kg
    import kgqa_sparql.schema.schema_graph as schema_module

    def no_build(*_a, **_k):
        raise AssertionError("a persisted, current schema must not be rebuilt")

    monkeypatch.setattr(schema_module, "build_schema", no_build)
    again = KnowledgeGraph.open(tmp_path / "store")
    loaded = again.schema
    assert edge_set(loaded) == edge_set(built) and loaded.classes == built.classes
    assert loaded.distance(MO + "Genre", MO + "Language") == 2
    monkeypatch.undo()
    again.backend.update(f"INSERT DATA {{ <{RES}New> a <{MO}Movie> }}")
    again._schema = None
    assert again.schema.classes[MO + "Movie"].entities == 27  # data changed: rebuilt
    rebuilt = []
    monkeypatch.setattr(schema_module, "SCHEMA_RULES", schema_module.SCHEMA_RULES + 1)
    monkeypatch.setattr(schema_module, "build_schema", lambda *a, **k: rebuilt.append(1) or built)
    again._schema = None
    assert again.schema is built and rebuilt  # built by other rules: built again


def test_save_load_roundtrip_with_inferred_members(tmp_path):
    schema = build_schema(untyped_kg().backend)
    schema.save(tmp_path)
    loaded = SchemaGraph.load(tmp_path)
    assert loaded.members == schema.members and edge_set(loaded) == edge_set(schema)
    assert (loaded.matrix() == schema.matrix()).all()
    with pytest.raises(SchemaError):
        SchemaGraph.load(tmp_path / "missing")


# ---- inferred classes ---------------------------------------------------------------------------
UNTYPED = f"""
@prefix ex: <{EX}> . @prefix xsd: <{XSD}> .
ex:m1 ex:directed_by ex:p1 ; ex:starring ex:p2, ex:p3 ; ex:genre ex:drama ; ex:year "1990"^^xsd:gYear .
ex:m2 ex:directed_by ex:p2 ; ex:starring ex:p3 ; ex:genre ex:drama, ex:comedy .
ex:m3 ex:starring ex:p1 ; ex:year "1995"^^xsd:gYear .
ex:p1 <http://www.w3.org/2000/01/rdf-schema#label> "P One" .
"""


def untyped_kg() -> KnowledgeGraph:
    kg = KnowledgeGraph.open(None)
    kg.backend.raw.load(UNTYPED, format=RdfFormat.TURTLE)
    return kg


def test_untyped_entities_get_readable_inferred_classes():
    kg = untyped_kg()
    schema = build_schema(kg.backend)
    inferred = {c.label: c for c in schema.classes.values() if c.inferred}
    # movies (subjects, m3 lacks a director and a genre but shares roles), people (director and
    # starring roles overlap in p1, p2), genres.
    assert {label: c.entities for label, c in inferred.items()} == {
        "entity with starring / genre": 3, "value of starring / directed by": 3, "value of genre": 2}
    movie = inferred["entity with starring / genre"].iri
    person = inferred["value of starring / directed by"].iri
    genre = inferred["value of genre"].iri
    assert edge_set(schema) == {(movie, EX + "directed_by", person), (movie, EX + "starring", person),
                                (movie, EX + "genre", genre), (movie, EX + "year", XSD + "gYear")}
    assert schema.distance(person, genre) == 2
    assert schema.classes_of(kg, [NamedNode(EX + "m3"), NamedNode(EX + "p1")]) == {
        NamedNode(EX + "m3"): [movie], NamedNode(EX + "p1"): [person]}
    assert schema.meta["inferred"] is True


def test_inferred_classes_are_named_by_the_kind_their_iris_share():
    # `…/station/NM0412` says what the untyped node is; a segment every group shares (`…/entity/`)
    # or a generic one says nothing, and a percent-encoded column name reads as words
    kg = KnowledgeGraph.open(None)
    kg.backend.raw.load(f"""@prefix ex: <{EX}> . @prefix c: <{EX}csv#> .
        ex:row1 a ex:Row ; ex:describes <{EX}station/NM0412>, <{EX}station/NM0420> .
        <{EX}station/NM0412> <{EX}csv#Station%20Type> "Synoptic" ; c:county "Harrowmoor" .
        <{EX}station/NM0420> <{EX}csv#Station%20Type> "Automatic" ; c:county "Strathellan" .
        <{EX}entity/Q1> <{EX}csv#max%20temp> 8.4, 8.5 ; c:site <{EX}station/NM0412> .
        <{EX}entity/Q2> <{EX}csv#max%20temp> 6.1 .""",
                        format=RdfFormat.TURTLE)
    labels = sorted(c.label for c in build_schema(kg.backend).classes.values() if c.inferred)
    assert labels == ["entity with max temp / site", "station"]
    untyped = build_schema(untyped_kg().backend)  # every IRI under one namespace: named by predicates
    assert all(c.label.startswith(("entity with", "value of")) for c in untyped.classes.values() if c.inferred)


def test_inferred_classes_are_named_by_the_table_their_columns_are_of():
    """CSVW in minimal mode names each column after its file: the rows holding `distilleries.csv#`
    columns are distilleries, those of `bottlings.csv#` bottlings (a plural WordNet lacks); a
    namespace naming no plural ('…/ontology#') names no kind."""
    csv = "https://spirits.example/csv/"
    rows = [f'<https://spirits.example/id/dist/{i}> <{csv}distilleries.csv#label_txt> "{name}" ; '
            f'<{csv}distilleries.csv#yr_est> {year} .' for i, (name, year) in enumerate(
                (("Laphroaig", 1815), ("Talisker", 1830), ("Ardbeg", 1815)))]
    rows += [f'<https://spirits.example/id/btl/{i}> <{csv}bottlings.csv#label_txt> "{name}" ; '
             f'<{csv}bottlings.csv#dist_id> <https://spirits.example/id/dist/{i}> .'
             for i, name in enumerate(("Laphroaig 10", "Talisker 10", "Ardbeg Ten"))]
    rows += ['<https://spirits.example/x/1> <https://spirits.example/ontology#colour> "amber" .']
    kg = KnowledgeGraph.open(None)
    kg.update(f"INSERT DATA {{ {' '.join(rows)} }}")
    labels = sorted(c.label for c in kg.schema.classes.values() if c.inferred)
    assert "distillery" in labels and "bottling" in labels and "entity with colour" in labels
    from kgqa_sparql.search.members import schema_names  # what questions are read against says so too

    assert "distillery" in schema_names(kg, [c for c, info in kg.schema.classes.items() if info.inferred]).values()


# ---- CLI ----------------------------------------------------------------------------------------
def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kgqa_sparql", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)


def test_cli_schema_json_and_query_function(tmp_path):
    store = str(tmp_path / "store")
    assert cli("load", store, *map(str, SAMPLE), "--no-progress").returncode == 0
    out = cli("schema", store, "--json", "--min-support", "3")
    assert out.returncode == 0, out.stderr
    doc = json.loads(out.stdout)
    assert (MO + "Person", MO + "spouse", MO + "Person") not in {
        (e["subject_class"], e["predicate"], e["object_class"]) for e in doc["edges"]}  # 2 triples < 3
    assert any(c["iri"] == MO + "Movie" and c["entities"] == 26 and c["inferred"] is False for c in doc["classes"])
    query = (f"PREFIX kgqa: <http://kgqa-sparql.org/ns#> SELECT ?d WHERE "
             f"{{ BIND(kgqa:schemaDistance(<{MO}Genre>, <{MO}Person>) AS ?d) }}")
    out = cli("query", store, query)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["results"]["bindings"][0]["d"]["value"] == "2"
    text = cli("schema", store)
    assert text.returncode == 0 and "Movie" in text.stdout and "edges:" in text.stdout
    assert cli("schema", "--help").returncode == 0


@pytest.mark.gpu
def test_gpu_all_pairs_matches_cpu():
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    from kgqa_sparql.schema.distances import all_pairs_gpu

    rng = np.random.default_rng(3)
    src, dst = rng.integers(0, 500, 1500), rng.integers(0, 500, 1500)
    for directed in (True, False):
        assert (all_pairs_gpu(500, src, dst, directed=directed) == all_pairs(500, src, dst, directed=directed)).all()
