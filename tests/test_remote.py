"""The remote backend against a real `oxigraph serve` process on a loopback port."""

from __future__ import annotations

import time

import pytest
from pyoxigraph import NamedNode, QuerySolutions

from kgqa_sparql import EndpointError, KnowledgeGraph, QuerySyntaxError, RemoteEndpoint
from conftest import MO, RES, assert_same_graph_access, free_port


@pytest.fixture(scope="module")
def remote(oxigraph_server) -> KnowledgeGraph:
    return KnowledgeGraph.open(oxigraph_server)


def test_same_answers_as_embedded(remote: KnowledgeGraph, sample_kg: KnowledgeGraph):
    assert_same_graph_access(remote, sample_kg)


def test_query_forms(remote: KnowledgeGraph):
    rows = remote.select(f"SELECT ?m WHERE {{ ?m <{MO}directedBy> <{RES}Robert_Zemeckis> }} ORDER BY ?m")
    assert [r["m"] for r in rows] == [NamedNode(RES + n) for n in ("Back_to_the_Future", "Cast_Away", "Forrest_Gump")]
    assert bool(remote.query("ASK { ?s ?p ?o }"))
    triples = list(remote.query(f"CONSTRUCT {{ ?m <{MO}directedBy> ?d }} WHERE {{ ?m <{MO}directedBy> ?d }}"))
    assert len(triples) == 26
    assert isinstance(remote.query("SELECT * WHERE { ?s ?p ?o } LIMIT 1"), QuerySolutions)
    assert remote.query_bytes("SELECT ?s WHERE { ?s ?p ?o } LIMIT 1", "text/csv").startswith(b"s\r\n")


def test_paging(oxigraph_server):
    endpoint = RemoteEndpoint(oxigraph_server, page_size=7)
    rows = list(endpoint.select_paged("SELECT ?s ?p ?o WHERE { ?s ?p ?o } ORDER BY ?s ?p ?o"))
    assert len(rows) == len(endpoint) == 560
    assert len({(r["s"], r["p"], r["o"]) for r in rows}) == 560


def test_bad_query_is_a_syntax_error(remote: KnowledgeGraph):
    with pytest.raises(QuerySyntaxError):
        remote.select("SELECT ?s WHERE { ?s ?p }")


def test_unreachable_endpoint_retries_then_fails():
    endpoint = RemoteEndpoint(f"http://127.0.0.1:{free_port()}/query", retries=2, backoff=0.05, timeout=2)
    start = time.time()
    with pytest.raises(EndpointError, match="after 3 attempts"):
        endpoint.select("SELECT * WHERE { ?s ?p ?o }")
    assert 0.1 <= time.time() - start < 5


def test_missing_endpoint_path_is_reported(oxigraph_server):
    endpoint = RemoteEndpoint(oxigraph_server.replace("/query", "/nothing-here"), retries=0)
    with pytest.raises(EndpointError, match="404"):
        endpoint.select("SELECT * WHERE { ?s ?p ?o }")


def test_remote_refuses_loading(oxigraph_server):
    with pytest.raises(Exception, match="cannot load files into a remote endpoint"):
        KnowledgeGraph.open(oxigraph_server, load=["x.ttl"])


def test_timeout_against_a_silent_server():
    import socket

    with socket.socket() as silent:  # accepts connections, never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        url = f"http://127.0.0.1:{silent.getsockname()[1]}/sparql"
        endpoint = RemoteEndpoint(url, timeout=1, retries=1, backoff=0.05)
        start = time.time()
        with pytest.raises(EndpointError, match="after 2 attempts"):
            endpoint.select("SELECT * WHERE { ?s ?p ?o }")
        assert time.time() - start < 6


def test_dataset_on_the_url_and_the_graph_option(oxigraph_server, sample_kg):
    everything = RemoteEndpoint(oxigraph_server)
    assert len(everything) == sample_kg.backend.data_quads() and everything.dataset() == ([], [])
    elsewhere = RemoteEndpoint(f"{oxigraph_server}?default-graph-uri=http%3A%2F%2Fexample.org%2Fnone")
    assert elsewhere.endpoint == oxigraph_server and elsewhere.default_graphs == ["http://example.org/none"]
    assert len(elsewhere) == 0  # the dataset reached the engine: its default graph is an empty named graph
    by_option = KnowledgeGraph.open(oxigraph_server, graph="http://example.org/none")
    assert len(by_option.backend) == 0 and by_option.backend.url == elsewhere.url
    reopened = RemoteEndpoint(elsewhere.url, graph=["http://example.org/other"], named_graphs=["http://example.org/n"])
    assert reopened.default_graphs == ["http://example.org/none", "http://example.org/other"]
    assert RemoteEndpoint(reopened.url).dataset() == (reopened.default_graphs, ["http://example.org/n"])
    # a client's own dataset on a request must lie within the endpoint's
    one = "SELECT ?s WHERE { ?s ?p ?o } LIMIT 1"
    assert everything.query_bytes(one, "text/csv").strip() != b"s"
    assert everything.query_bytes(one, "text/csv", default_graph=[NamedNode("http://example.org/none")]).strip() == b"s"
    with pytest.raises(Exception, match="outside this endpoint's dataset"):
        elsewhere.query("SELECT * WHERE { ?s ?p ?o }", default_graph=[NamedNode("http://example.org/other")])


def test_pages_of_grouped_and_self_limited_queries(oxigraph_server, sample_kg):
    endpoint = RemoteEndpoint(oxigraph_server, page_size=4)
    grouped = "SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p"
    assert sorted((r["p"].value, r["n"].value) for r in endpoint.select_paged(grouped)) == \
        sorted((r["p"].value, r["n"].value) for r in sample_kg.select(grouped))
    limited = f"PREFIX mo: <{MO}>\n# a comment\nSELECT ?m WHERE {{ ?m mo:starring ?a }} ORDER BY ?m LIMIT 9 OFFSET 2"
    assert [r["m"] for r in endpoint.select_paged(limited)] == [r["m"] for r in sample_kg.select(limited)]


def test_page_texts():
    from kgqa_sparql.graph.remote import _slice

    plain = "SELECT ?s ?o WHERE { ?s ?p ?o }"
    assert _slice(plain, 10, 0, None) == plain + "\nLIMIT 10 OFFSET 0"
    assert _slice(plain, 10, 20, ["s", "o"]) == \
        "SELECT * WHERE { { SELECT ?s ?o WHERE { ?s ?p ?o }\nORDER BY ?s ?o\n} }\nLIMIT 10 OFFSET 20"
    ordered = "PREFIX x: <http://x/>\nSELECT ?s ?o WHERE { ?s x:p ?o } ORDER BY DESC(?o)"
    assert _slice(ordered, 5, 5, ["s", "o"]) == \
        "PREFIX x: <http://x/>\nSELECT * WHERE { { SELECT ?s ?o WHERE { ?s x:p ?o } ORDER BY DESC(?o)\n?s\n} }\nLIMIT 5 OFFSET 5"
    own = "SELECT ?s WHERE { ?s ?p ?o } LIMIT 3"
    assert _slice(own, 10, 0, ["s"]) == \
        "SELECT * WHERE { { SELECT * WHERE { { SELECT ?s WHERE { ?s ?p ?o } LIMIT 3\n} }\nORDER BY ?s\n} }\nLIMIT 10 OFFSET 0"


def test_virtuoso_dialect_texts():
    from kgqa_sparql.graph.remote import _virtuoso_empty_graph_patterns, _virtuoso_sorted_top

    big = "SELECT ?b ?a WHERE { ?a ?p ?b } ORDER BY DESC(?b) LIMIT 100001 OFFSET 7"
    assert " ".join(_virtuoso_sorted_top(big).split()) == \
        "SELECT * WHERE { { SELECT ?b ?a WHERE { ?a ?p ?b } ORDER BY DESC(?b) } } LIMIT 100001 OFFSET 7"
    for unchanged in ("SELECT ?b WHERE { ?a ?p ?b } ORDER BY ?b LIMIT 100", "SELECT ?b WHERE { ?a ?p ?b } LIMIT 100001",
                      "ASK { ?a ?p ?b }", "SELECT ?s WHERE { ?s ?p '{ ORDER BY ?x LIMIT 99999 }' }"):
        assert _virtuoso_sorted_top(unchanged) == unchanged
    assert _virtuoso_empty_graph_patterns("SELECT DISTINCT ?g WHERE { GRAPH ?g { } } ORDER BY ?g") == \
        "SELECT DISTINCT ?g WHERE { { SELECT DISTINCT ?g WHERE { GRAPH ?g { ?kgqa_gs ?kgqa_gp ?kgqa_go } } } } ORDER BY ?g"
    assert _virtuoso_empty_graph_patterns("SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }") == "SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }"


def test_literal_keys_match_engine_normal_forms():
    from pyoxigraph import Literal

    from kgqa_sparql.graph.remote import term_key
    from kgqa_sparql.vocab import XSD

    def typed(value, datatype):
        return Literal(value, datatype=NamedNode(XSD + datatype))

    assert term_key(typed("7.50", "decimal")) == term_key(typed("7.5", "decimal"))
    assert term_key(typed("0042", "integer")) == term_key(typed("42", "integer"))
    assert term_key(typed("1.0E0", "double")) == term_key(typed("1.0", "double"))
    assert term_key(typed("1", "boolean")) == term_key(typed("true", "boolean"))
    assert term_key(Literal("x", language="en-GB")) == term_key(Literal("x", language="en-gb"))
    assert term_key(typed("42", "integer")) != term_key(typed("42", "decimal"))
    assert term_key(typed("1994", "gYear")) != term_key(typed("1995", "gYear"))
    assert term_key(NamedNode("http://x/a%20b")) != term_key(NamedNode("http://x/a b".replace(" ", "%2520")))


def test_value_topics_and_counts_as_on_the_embedded_store(remote: KnowledgeGraph, sample_kg: KnowledgeGraph):
    # the values a question names are looked up with one VALUES query, which any engine answers
    for question in ("Which movies were released in 1994?", "How many movies were released in 1994?"):
        local = [a.label for a in sample_kg.ask_question(question).answers]
        assert local and [a.label for a in remote.ask_question(question).answers] == local
