"""kgqa SPARQL extensions: the tokenizer-based rewrites, kgqa:similarity and kgqa:schemaDistance
inside larger queries, and the SERVICE kgqa:search / kgqa:approx rewrites."""

from __future__ import annotations

import pytest
from pyoxigraph import Literal, NamedNode

from conftest import MO, RES, SAMPLE
from kgqa_sparql import KnowledgeGraph, QuerySyntaxError
from kgqa_sparql.graph.sparql_text import query_form, tokenize
from kgqa_sparql.graph.sparql_text import prefixes
from kgqa_sparql.query.extensions import (KGQA, Rewriter, Similarity, approx_union, parse_search, projected_vars,
                                          register_functions, search_values, service_blocks)
from kgqa_sparql.serve.extensions import add_using, clamp_limit

PREFIXES = f"PREFIX kgqa: <{KGQA}> PREFIX mo: <{MO}> PREFIX res: <{RES}>\n"


def test_tokenizer_respects_strings_iris_and_comments():
    text = 'SELECT ?x # a { brace in a comment\nWHERE { ?x <http://e/p?q=1#f> "a } \\" b" . FILTER(?x < 3) }'
    tokens = tokenize(text)
    assert [t.text for t in tokens if t.text in "{}"] == ["{", "}"]
    assert any(t.kind == "iri" and t.text == "<http://e/p?q=1#f>" for t in tokens)
    assert any(t.kind == "string" and "brace" not in t.text and "}" in t.text for t in tokens)
    assert query_form(tokenize("PREFIX select: <http://x/> # SELECT\n CONSTRUCT WHERE { ?s ?p ?o }")) == "CONSTRUCT"
    with pytest.raises(QuerySyntaxError):
        tokenize("SELECT * WHERE { ?s ?p ?o")


def test_clamp_limit_lowers_adds_and_respects_values_and_subqueries():
    q = "SELECT * WHERE { { SELECT ?s WHERE { ?s ?p ?o } LIMIT 900 } } # LIMIT 5"
    assert clamp_limit(q, tokenize(q), 10).endswith("# LIMIT 5\nLIMIT 10")  # inner LIMIT untouched
    q = "SELECT * WHERE { ?s ?p ?o } LIMIT 500 OFFSET 3"
    assert clamp_limit(q, tokenize(q), 10) == "SELECT * WHERE { ?s ?p ?o } LIMIT 10 OFFSET 3"
    q = "SELECT * WHERE { ?s ?p ?o } LIMIT 5"
    assert clamp_limit(q, tokenize(q), 10) == q
    q = "SELECT * WHERE { ?s ?p ?o } VALUES ?s { <http://x> }"
    out = clamp_limit(q, tokenize(q), 10)
    assert out.index("LIMIT 10") < out.index("VALUES")
    kg = KnowledgeGraph.open(None, load=SAMPLE)
    assert len(kg.select(out)) == 0 and len(kg.select(clamp_limit("SELECT * { ?s ?p ?o }", tokenize("SELECT * { ?s ?p ?o }"), 7))) == 7


def test_add_using_only_touches_modify_operations():
    update = ("INSERT DATA { <http://a> <http://b> 1 } ; DELETE { ?s ?p ?o } INSERT { ?s ?p 2 } WHERE { ?s ?p ?o } ;"
              " DELETE WHERE { ?s <http://x> ?o }")
    out = add_using(update, ["http://g1"], ["http://g2"])
    assert out.count("USING <http://g1> USING NAMED <http://g2> WHERE") == 1
    assert "DELETE WHERE" in out and add_using(update, [], []) == update
    with pytest.raises(QuerySyntaxError, match="USING/WITH"):
        add_using("WITH <http://g> DELETE { ?s ?p ?o } WHERE { ?s ?p ?o }", ["http://g1"], [])


def test_search_block_parsing_and_values():
    query = PREFIXES + 'SELECT ?e ?s WHERE { SERVICE kgqa:search { ?e kgqa:matches "Tom \\"H\\"" ; kgqa:k 3 ; kgqa:score ?s } }'
    tokens = tokenize(query)
    block = next(service_blocks(query, tokens, prefixes(tokens)))
    spec = parse_search(block, prefixes(tokens))
    assert (spec.entity, spec.text, spec.k, spec.score) == ("e", 'Tom "H"', 3, "s")
    assert projected_vars(tokens) == ["e", "s"]

    class Linked:  # the shape linking.LinkedEntity has: iri, score
        def __init__(self, iri, score):
            self.iri, self.score = iri, score

    values = search_values(spec, [Linked(RES + "Tom_Hanks", 0.9)])
    kg = KnowledgeGraph.open(None, load=SAMPLE)
    rewritten = query.replace(query[block.start:block.end], values)
    rows = kg.select(rewritten)
    assert rows[0]["e"] == NamedNode(RES + "Tom_Hanks") and float(rows[0]["s"].value) == pytest.approx(0.9)
    bad = PREFIXES + 'SELECT * WHERE { SERVICE kgqa:search { ?e kgqa:nearby "x" } }'
    tokens = tokenize(bad)
    with pytest.raises(QuerySyntaxError, match="unknown predicate"):
        parse_search(next(service_blocks(bad, tokens, prefixes(tokens))), prefixes(tokens))


def test_approx_union_binds_score_and_empty_matches_nothing():
    class Candidate:
        def __init__(self, where, score):
            self.where, self.score = where, score

    kg = KnowledgeGraph.open(None, load=SAMPLE)
    union = approx_union([Candidate(f"?m <{MO}starring> <{RES}Tom_Hanks> .", 0.8),
                          Candidate(f"?m <{MO}directedBy> <{RES}Tom_Hanks> .", 0.3)])
    rows = kg.select(f"SELECT ?m ?score WHERE {{ {union} }} ORDER BY DESC(?score)")
    assert len(rows) >= 12 and float(rows[0]["score"].value) == pytest.approx(0.8)
    assert kg.select(f"SELECT ?m WHERE {{ {approx_union([])} }}") == []


def test_similarity_function_in_a_larger_query():
    kg = KnowledgeGraph.open(None, load=SAMPLE)
    register_functions(kg)
    rows = kg.select(PREFIXES + """SELECT ?g ?s WHERE {
        ?g a mo:Genre . BIND(kgqa:similarity(?g, "war movie") AS ?s) } ORDER BY DESC(?s) LIMIT 3""")
    labels = kg.labels([r["g"] for r in rows])
    assert "War" in labels[rows[0]["g"]] and float(rows[0]["s"].value) > float(rows[-1]["s"].value)
    sim = Similarity(kg)
    assert float(sim(Literal("film"), Literal("film")).value) == pytest.approx(1.0, abs=1e-5)
    assert sim(None, Literal("x")) is None


def test_schema_distance_registered_with_similarity():
    kg = KnowledgeGraph.open(None, load=SAMPLE)
    assert register_functions(kg) == [f"{KGQA}similarity", f"{KGQA}schemaDistance"]
    rows = kg.select(PREFIXES + "SELECT ?d WHERE { BIND(kgqa:schemaDistance(mo:Movie, mo:Person) AS ?d) }")
    assert int(float(rows[0]["d"].value)) == 1


def test_rewriter_leaves_plain_queries_alone():
    rewriter = Rewriter(KnowledgeGraph.open(None))
    text = "SELECT * WHERE { ?s ?p ?o } LIMIT 1"
    assert rewriter.rewrite(text) is text


def test_search_service_end_to_end():
    kg = KnowledgeGraph.open(None, load=SAMPLE)
    query = PREFIXES + """SELECT ?e ?m ?s WHERE {
        SERVICE kgqa:search { ?e kgqa:matches "tom hanks" ; kgqa:k 3 ; kgqa:score ?s }
        ?m mo:starring ?e } ORDER BY DESC(?s)"""
    rows = kg.select(Rewriter(kg).rewrite(query))
    assert rows and rows[0]["e"] == NamedNode(RES + "Tom_Hanks")


def test_approx_service_end_to_end():
    kg = KnowledgeGraph.open(None, load=SAMPLE)
    query = PREFIXES + f"""PREFIX fuzzy: <http://kgqa-sparql.org/fuzzy#>
        SELECT ?m ?score WHERE {{ SERVICE kgqa:approx {{ ?m fuzzy:acted_by res:Tom_Hanks }} }} ORDER BY DESC(?score)"""
    rows = kg.select(Rewriter(kg).rewrite(query))
    assert NamedNode(RES + "Forrest_Gump") in {r["m"] for r in rows} and "score" in rows[0]


def test_kg_query_answers_kgqa_extensions_as_the_endpoint_does(sample_kg):
    """`KnowledgeGraph.query` rewrites kgqa SERVICE blocks and registers the kgqa functions itself:
    a fresh KG (nothing registered) gives the rows the endpoint gives, and sends nothing anywhere."""
    import httpx

    from conftest import running_app
    from kgqa_sparql.serve.asgi import create_app
    from kgqa_sparql.serve.config import ServerConfig

    queries = [
        PREFIXES + """SELECT ?e ?s ?m WHERE {
            SERVICE kgqa:search { ?e kgqa:matches "tom hanks" ; kgqa:k 3 ; kgqa:score ?s }
            ?m mo:starring ?e } ORDER BY DESC(?s) ?m""",
        PREFIXES + """SELECT ?g ?sim WHERE { ?g a mo:Genre . BIND(kgqa:similarity(?g, "war movie") AS ?sim) }
            ORDER BY DESC(?sim) ?g LIMIT 5""",
        f"""SELECT ?e ?sim WHERE {{ SERVICE <{KGQA}search> {{ ?e <{KGQA}matches> "Forrest Gump" ; <{KGQA}k> 2 }}
            BIND(<{KGQA}similarity>(?e, <{RES}Forrest_Gump>) AS ?sim) }} ORDER BY DESC(?sim) ?e""",
    ]
    kg = KnowledgeGraph.open(None, load=SAMPLE)
    with running_app(create_app(sample_kg, ServerConfig(access_log=False))) as base:
        for query in queries:
            r = httpx.get(f"{base}/sparql", params={"query": query}, timeout=120)
            assert r.status_code == 200, r.text
            served = [{k: v["value"] for k, v in row.items()} for row in r.json()["results"]["bindings"]]
            result = kg.query(query)
            names = [v.value for v in result.variables]
            local = [{n: row[n].value for n in names if row[n] is not None} for row in result]
            assert local == served and served, query
    assert served[0]["e"] == RES + "Forrest_Gump" and float(served[0]["sim"]) > 0.99
    kg.close()
