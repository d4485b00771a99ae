"""The remote backend against a real `oxigraph serve` process on a loopback port."""

from __future__ import annotations

import time

import pytest
from pyoxigraph import NamedNode, QuerySolutions

from kgqa_sparql import EndpointError, KnowledgeGraph, QuerySyntaxError, RemoteEndpoint, Step
from conftest import MO, RES, free_port
from test_access import DIRECTED, GUMP, HANKS, STARRING


@pytest.fixture(scope="module")
def remote(oxigraph_server) -> KnowledgeGraph:
    return KnowledgeGraph.open(oxigraph_server)


def test_same_answers_as_embedded(remote: KnowledgeGraph, sample_kg: KnowledgeGraph):
    assert remote.is_remote
    assert remote.labels([HANKS, GUMP]) == sample_kg.labels([HANKS, GUMP])
    assert remote.types([HANKS, GUMP]) == sample_kg.types([HANKS, GUMP])
    path = [Step(STARRING, forward=False), Step(DIRECTED)]
    assert remote.follow([HANKS], path) == sample_kg.follow([HANKS], path)
    local, far = sample_kg.expand([HANKS, GUMP]), remote.expand([HANKS, GUMP])
    assert set(far.edges) == set(local.edges) and far.counts == local.counts
    capped = remote.expand([HANKS], max_per_relation=2)
    assert capped.counts[(HANKS, STARRING, False)] == 12 and (HANKS, STARRING, False) in capped.truncated


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
