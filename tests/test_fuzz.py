"""Fuzzing (issue 19): schemathesis over the endpoint's OpenAPI, with and without the token, and
hypothesis over every parser we wrote (pseudo graph notations, triple files, query rewriting,
the outbound policy, the row counter). Zero 5xx, and no exception but our own errors.

Examples are bounded so the file stays well under a minute; `KGQA_FUZZ_EXAMPLES` raises them."""

from __future__ import annotations

import json
import os
import string
from pathlib import Path

import pytest
import schemathesis
from hypothesis import HealthCheck, Phase, example, given, settings
from hypothesis import strategies as st
from pyoxigraph import Literal, NamedNode, Quad, QueryResultsFormat, RdfFormat, Store, parse

from conftest import SAMPLE
from kgqa_sparql import KnowledgeGraph
from kgqa_sparql.errors import KgqaError, LoadError
from kgqa_sparql.graph.loader import source_for
from kgqa_sparql.graph.sparql_text import tokenize
from kgqa_sparql.graph.triples import convert
from kgqa_sparql.query.querygraph import QueryGraph, parse_graph
from kgqa_sparql.serve.asgi import create_app
from kgqa_sparql.serve.config import ServerConfig
from kgqa_sparql.query.extensions import Rewriter
from kgqa_sparql.serve.extensions import add_using, clamp_limit
from kgqa_sparql.serve.outbound import OutboundPolicy
from kgqa_sparql.serve.protocol import ProtocolError, count_rows

EXAMPLES = int(os.environ.get("KGQA_FUZZ_EXAMPLES", "25"))
TOKEN = "fuzz-token"
FUZZ = settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck),
                phases=[Phase.explicit, Phase.generate])
PARSE_FUZZ = settings(FUZZ, max_examples=8 * EXAMPLES)  # parsers run in microseconds: more cases
TRIED: dict[str, int] = {}  # cases tried per target, printed at the end (BENCHMARKS.md)

KG = KnowledgeGraph.open(None, load=SAMPLE)
APP = create_app(KG, ServerConfig(read_only=False, token=TOKEN, timeout=10, max_rows=100, max_body=1 << 16,
                                  access_log=False))
SCHEMA = schemathesis.openapi.from_asgi("/openapi.json", APP)


def _count(target: str) -> None:
    TRIED[target] = TRIED.get(target, 0) + 1


@pytest.fixture(scope="module", autouse=True)
def _report():
    yield
    print("\nfuzz cases tried: " + ", ".join(f"{k} {v}" for k, v in sorted(TRIED.items())))


# ---- every route of the OpenAPI document, with and without the token -------------------------------
@SCHEMA.parametrize()
@FUZZ
def test_no_route_answers_5xx(case):
    for headers in ({}, {"Authorization": f"Bearer {TOKEN}"}):
        response = case.call(headers=headers)
        _count("openapi")
        assert response.status_code < 500, (response.status_code, response.text[:300], case.as_curl_command())


# ---- pseudo query graphs ----------------------------------------------------------------------------
NAMES = st.one_of(st.sampled_from(["Tom Hanks", "X_1", "X_2", "?m", "unk1", "<http://a b>", "<http://x/y>", "", "a"]),
                  st.text(max_size=12))
RELATIONS = st.one_of(st.sampled_from(["acted_in", "directed_by", "a", "type", ""]), st.text(max_size=12))
TRIPLE_LISTS = st.lists(st.tuples(NAMES, RELATIONS, NAMES), max_size=10).map(
    lambda ts: "[" + ", ".join(f"({s}, {r}, {o})" for s, r, o in ts) + "]")
JSON_GRAPHS = st.recursive(st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=8)),
                           lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                   st.dictionaries(st.sampled_from(["nodes", "edges", "answer", "filters",
                                                                                    "sort", "limit", "x"]), inner,
                                                                   max_size=4)),
                           max_leaves=20).map(json.dumps)
SPARQL_BLOCKS = st.lists(st.sampled_from(['"Tom Hanks"', "?m", "?x", "fuzzy:acted_in", "<http://x/p>", "a", ".", ";",
                                          ",", "FILTER(?m > 3)", "FILTER(", "{", "}", "SERVICE", "kgqa:approx", "'",
                                          '"', "_:b", "12", "@en", "^^"]), max_size=14).map(" ".join)
GRAPH_TEXTS = st.one_of(TRIPLE_LISTS, JSON_GRAPHS, SPARQL_BLOCKS, st.text(max_size=60))


@given(GRAPH_TEXTS)
@example("{ ?x a a }")  # found by the fuzzer: 'a' as a type triple's object
@PARSE_FUZZ
def test_graph_parsers_raise_only_their_errors(text):
    _count("pseudo graphs")
    try:
        graph = parse_graph(text)
    except KgqaError:
        return
    # what parses writes back into each notation and reads back to the same edges
    for written, reader in ((graph.to_triples(), QueryGraph.from_triples), (json.dumps(graph.to_json()), QueryGraph.from_json)):
        again = reader(written)
        assert len(again.edges) == len(graph.edges)


# ---- triple files -----------------------------------------------------------------------------------
CELLS = st.text(alphabet=string.printable + "éß\u00a0|\t", max_size=10)


@given(st.lists(st.tuples(CELLS, CELLS, CELLS), max_size=6), st.sampled_from(["|", "\t"]))
@PARSE_FUZZ
def test_triple_files_convert_to_valid_ntriples_or_fail_cleanly(tmp_path_factory, rows, sep):
    _count("triple files")
    path = tmp_path_factory.mktemp("triples") / "kb.txt"
    path.write_text("\n".join(sep.join(row) for row in rows), encoding="utf-8")
    try:
        data = convert(source_for(path))
    except LoadError:
        return
    assert list(parse(data, format=RdfFormat.N_TRIPLES))  # whatever is accepted is real N-Triples


# ---- query rewriting --------------------------------------------------------------------------------
QUERY_PARTS = st.lists(st.sampled_from([
    "SELECT", "*", "?s", "?p", "?o", "WHERE", "{", "}", "LIMIT", "5", "100000", "VALUES", "?s", "(", ")", "OFFSET",
    "SERVICE", "kgqa:search", "kgqa:approx", '"Tom Hanks"', "kgqa:matches", "kgqa:k", "kgqa:score", "?score", ";", ".",
    "#", "\n", "<http://127.0.0.1/x>", "PREFIX kgqa: <http://kgqa-sparql.org/ns#>", "ASK", "CONSTRUCT", "INSERT",
    "DATA", "LOAD", "'", '"""', "UNDEF", "GRAPH"]), max_size=24).map(" ".join)
REWRITER = Rewriter(KG, k=2)
POLICY = OutboundPolicy(("https://query.wikidata.org/sparql",))


@given(QUERY_PARTS)
@PARSE_FUZZ
def test_rewriting_and_policy_raise_only_their_errors(text):
    _count("query rewriting")
    try:
        tokens = tokenize(text)
        rewritten = REWRITER.rewrite(text, tokens)
        POLICY.check(tokenize(rewritten))
        clamp_limit(rewritten, tokenize(rewritten), 10)
        add_using(text, ["http://g/1"], ["http://g/2"])
    except (KgqaError, ProtocolError):
        return


@given(st.integers(0, 40), st.integers(1, 30))
@PARSE_FUZZ
def test_clamped_queries_keep_their_meaning_under_the_cap(rows, cap):
    _count("row cap")
    store = Store()
    store.extend(Quad(NamedNode(f"http://x/{i}"), NamedNode("http://x/p"), Literal(i)) for i in range(rows))
    for query in ("SELECT ?s WHERE { ?s ?p ?o }", "SELECT ?s WHERE { ?s ?p ?o } VALUES ?o { 1 2 3 }",
                  "SELECT ?s WHERE { ?s ?p ?o } LIMIT 4 # LIMIT"):
        clamped = clamp_limit(query, tokenize(query), cap)
        full = len(list(store.query(query)))
        assert len(list(store.query(clamped))) == min(full, cap)


VALUES = st.text(alphabet=string.printable + '{}[],"\\é', max_size=12)


@given(st.lists(st.tuples(VALUES, st.booleans()), max_size=12))
@PARSE_FUZZ
def test_row_counts_are_exact_or_high_never_low(values):
    _count("row counter")
    store = Store()
    store.extend(Quad(NamedNode(f"http://x/{i}"), NamedNode("http://x/p"), Literal(v)) for i, (v, _) in enumerate(values))
    query = "SELECT ?o ?u WHERE { ?s ?p ?o OPTIONAL { ?s <http://x/none> ?u } }"
    for media, fmt in (("application/sparql-results+json", QueryResultsFormat.JSON),
                       ("application/sparql-results+xml", QueryResultsFormat.XML),
                       ("text/csv", QueryResultsFormat.CSV), ("text/tab-separated-values", QueryResultsFormat.TSV)):
        data = store.query(query).serialize(format=fmt)
        counted = count_rows(data, media)
        assert counted >= len(values)
        if media in ("application/sparql-results+xml", "text/tab-separated-values"):
            assert counted == len(values)
