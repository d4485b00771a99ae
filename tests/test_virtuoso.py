"""The remote backend against a real Virtuoso 7 (Debian's virtuoso-opensource-7-bin).

One private Virtuoso per module, on free loopback ports, bulk-loaded with its own loader
(`ld_dir` + `rdf_loader_run` through `isql-vt`) into named graphs, with a row cap of 100
(`ResultSetMaxRows`) so that cut results and paging are exercised on small data. The launcher
is bench/remote.py's `Virtuoso`, the one the benchmark uses.
"""

from __future__ import annotations

import importlib.util
import shutil
import time

import httpx
import pytest
from pyoxigraph import DefaultGraph, Literal, NamedNode, RdfFormat, parse

from conftest import MO, RES, ROOT, SAMPLE, assert_same_graph_access, dataset, running_app
from kgqa_sparql import EndpointError, KnowledgeGraph, QuerySyntaxError, RemoteEndpoint, Step
from kgqa_sparql.graph.loader import discover
from kgqa_sparql.graph.remote import VIRTUOSO_SYSTEM_GRAPHS, term_key
from kgqa_sparql.graph.triples import Minter, convert
from kgqa_sparql.schema.schema_graph import build_schema
from kgqa_sparql.serve.asgi import create_app
from kgqa_sparql.serve.config import ServerConfig
from kgqa_sparql.vocab import XSD
from test_access import GUMP, HANKS

_spec = importlib.util.spec_from_file_location("bench_remote", ROOT / "bench" / "remote.py")
bench_remote = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(bench_remote)

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not bench_remote.virtuoso_available(),
                       reason="Virtuoso is not installed (virtuoso-t and isql-vt from Debian's "
                              "virtuoso-opensource-7-bin; .ci/run installs it)"),
]

SAMPLE_GRAPH = "http://kgqa-sparql.org/test/sample"
TERMS_GRAPH = "http://kgqa-sparql.org/test/terms"
NAMES_GRAPH = "http://kgqa-sparql.org/test/names"
EX = "http://example.org/"
V = NamedNode(EX + "p/v")
DECIMAL, INTEGER = NamedNode(XSD + "decimal"), NamedNode(XSD + "integer")
# Terms an engine may hand back in another form: percent-escapes (%2F, %25, %20), raw non-ASCII,
# query and fragment parts, language tags in mixed case, non-canonical numbers, other datatypes.
TERMS = r"""
<http://example.org/e/a%2Fb%25c%20d> <http://example.org/p/label> "slash, percent and space"@en-GB .
<http://example.org/e/a%2Fb%25c%20d> <http://example.org/p/v> "7.50"^^<http://www.w3.org/2001/XMLSchema#decimal> .
<http://example.org/e/a%2Fb%25c%20d> <http://example.org/p/v> "0042"^^<http://www.w3.org/2001/XMLSchema#integer> .
<http://example.org/e/a%2Fb%25c%20d> <http://example.org/p/v> "1994"^^<http://www.w3.org/2001/XMLSchema#gYear> .
<http://example.org/e/a%2Fb%25c%20d> <http://example.org/p/v> "2020-01-01T10:00:00+02:00"^^<http://www.w3.org/2001/XMLSchema#dateTime> .
<http://example.org/e/a%2Fb%25c%20d> <http://example.org/p/v> "x y"^^<http://example.org/dt/custom> .
<http://example.org/e/a%2Fb%25c%20d> <http://example.org/p/v> "tab\tquote\"line\nend \U0001F600" .
<http://example.org/e/Eugène> <http://example.org/p/label> "Eugène"@fr .
<http://example.org/e/Eug%C3%A8ne> <http://example.org/p/label> "Eugène, escaped"@FR .
<http://example.org/e/日本> <http://example.org/p/label> "日本"@ja .
<http://example.org/e/q?x=1&y=%3D#frag> <http://example.org/p/label> "query and fragment" .
<http://example.org/e/Eugène> <http://example.org/p/link> <http://example.org/e/q?x=1&y=%3D#frag> .
"""
# Names the minter must escape (spaces, '%', '/', non-ASCII) in a `s|r|o` file, no type map.
NAMES = ["Any Number Can Win", "100% Love", "AC/DC Live", "Eugène Cormon", "日本の映画", "Ça ira"]
NAMES_KB = "\n".join(
    [f"{NAMES[0]}|directed_by|{NAMES[3]}", f"{NAMES[1]}|directed_by|{NAMES[3]}", f"{NAMES[2]}|starred_actors|{NAMES[5]}",
     f"{NAMES[4]}|starred_actors|{NAMES[5]}", f"{NAMES[0]}|release_year|1955", f"{NAMES[4]}|release_year|1999",
     f"{NAMES[1]}|starred_actors|{NAMES[5]}", f"{NAMES[2]}|directed_by|{NAMES[3]}"]) + "\n"


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    data = tmp_path_factory.mktemp("virtuoso-data")
    for path in SAMPLE:
        shutil.copy(path, data / path.name)
    (data / "terms.nt").write_text(TERMS.strip() + "\n", encoding="utf-8")
    (data / "names.txt").write_text(NAMES_KB, encoding="utf-8")
    (data / "names.nt").write_bytes(convert(next(iter(discover([data / "names.txt"], None)))))
    return data


@pytest.fixture(scope="module")
def virtuoso(folder, tmp_path_factory):
    server = bench_remote.Virtuoso(tmp_path_factory.mktemp("virtuoso-db"), data_dirs=[folder], max_rows=100)
    try:
        for path in SAMPLE:
            server.load(folder / path.name, SAMPLE_GRAPH)
        server.load(folder / "terms.nt", TERMS_GRAPH)
        server.load(folder / "names.nt", NAMES_GRAPH)
        yield server
    finally:
        server.stop()


@pytest.fixture(scope="module")
def remote(virtuoso) -> KnowledgeGraph:
    return KnowledgeGraph.open(virtuoso.url(SAMPLE_GRAPH))


@pytest.fixture(scope="module")
def names_kg(folder) -> KnowledgeGraph:
    return KnowledgeGraph.open(None, load=[folder / "names.nt"])


def test_dataset_scopes_every_request(virtuoso, sample_kg):
    # No dataset given: every graph but Virtuoso's own (virtrdf#, ldp#, the service description).
    unscoped = RemoteEndpoint(virtuoso.endpoint)
    defaults, named = unscoped.dataset()
    assert unscoped.engine == "virtuoso"
    assert defaults == named == sorted([SAMPLE_GRAPH, TERMS_GRAPH, NAMES_GRAPH])
    everything = len(unscoped)
    engine_union = int(httpx.post(virtuoso.endpoint, data={"query": "SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }"},
                                  headers={"Accept": "application/sparql-results+json"}).json()
                       ["results"]["bindings"][0]["n"]["value"])
    assert engine_union > everything  # Virtuoso's own default graph holds its system graphs too
    schema = build_schema(unscoped)
    assert not [p for p in schema.predicates if p.startswith(VIRTUOSO_SYSTEM_GRAPHS)]
    assert not [c for c in schema.classes if c.startswith(VIRTUOSO_SYSTEM_GRAPHS)]

    # The dataset on the URL, and the graph= option: the same scope, and GRAPH ?g sees only it.
    on_url = KnowledgeGraph.open(virtuoso.url(SAMPLE_GRAPH))
    by_option = KnowledgeGraph.open(virtuoso.endpoint, graph=SAMPLE_GRAPH)
    assert on_url.backend.url == by_option.backend.url and on_url.backend.default_graphs == [SAMPLE_GRAPH]
    assert len(on_url.backend) == len(by_option.backend) == sample_kg.backend.data_quads()
    graphs = on_url.select("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }")
    assert [r["g"].value for r in graphs] == [SAMPLE_GRAPH] == on_url.info().graphs
    assert KnowledgeGraph.open(virtuoso.endpoint).info().graphs == sorted([SAMPLE_GRAPH, TERMS_GRAPH, NAMES_GRAPH])
    both = RemoteEndpoint(virtuoso.url(SAMPLE_GRAPH), graph=NAMES_GRAPH)
    assert both.default_graphs == [SAMPLE_GRAPH, NAMES_GRAPH]
    assert len(both) == len(on_url.backend) + len(RemoteEndpoint(virtuoso.url(NAMES_GRAPH)))
    named_only = RemoteEndpoint(f"{virtuoso.endpoint}?named-graph-uri={NAMES_GRAPH}")
    assert len(named_only) == 0  # the protocol's rule: named graphs alone leave the default graph empty
    assert len(named_only.select(f"SELECT * WHERE {{ GRAPH <{NAMES_GRAPH}> {{ ?s ?p ?o }} }}")) == len(both) - len(on_url.backend)


def test_engine_errors(remote):
    with pytest.raises(QuerySyntaxError, match="37000"):  # Virtuoso says 500; its SQL state says syntax
        remote.select("SELECT ?s WHERE { ?s ?p }")
    # an evaluation error is final: reported with the engine's words at once, not retried
    start = time.perf_counter()
    with pytest.raises(EndpointError, match="Virtuoso 22023 Error SR010: Function sqrt needs a double"):
        remote.select('SELECT (bif:sqrt("abc") AS ?x) WHERE { }')
    assert time.perf_counter() - start < remote.backend.backoff


def test_graph_access_matches_the_embedded_store(remote, sample_kg):
    assert_same_graph_access(remote, sample_kg)


def test_results_cut_by_the_row_cap_are_paged_in_a_total_order(virtuoso, sample_kg):
    endpoint = RemoteEndpoint(virtuoso.url(SAMPLE_GRAPH))
    everything = "SELECT ?s ?p ?o WHERE { ?s ?p ?o }"
    rows = endpoint.select(everything)  # Virtuoso cuts at 100 rows and says so; select pages on
    assert endpoint.max_rows == 100
    assert sorted(map(str, (tuple(r.values()) for r in rows))) == \
        sorted(map(str, (tuple(r.values()) for r in sample_kg.select(everything))))
    small = RemoteEndpoint(virtuoso.url(SAMPLE_GRAPH), page_size=7)
    paged = list(small.select_paged(everything))
    assert len(paged) == len({(r["s"], r["p"], r["o"]) for r in paged}) == sample_kg.backend.data_quads()
    counts = "SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p ORDER BY DESC(?n)"
    assert {(r["p"], r["n"].value) for r in small.select_paged(counts)} == \
        {(r["p"], r["n"].value) for r in sample_kg.select(counts)}
    own_limit = "PREFIX mo: <http://kgqa-sparql.org/movies/>\nSELECT ?s ?o WHERE { ?s mo:starring ?o } ORDER BY ?o LIMIT 30 OFFSET 5"
    assert len(list(small.select_paged(own_limit))) == 30
    assert {r["s"] for r in small.select_paged(own_limit)} <= {r["s"] for r in sample_kg.select(own_limit.replace("LIMIT 30 OFFSET 5", ""))}


def test_terms_round_trip_exactly(virtuoso, folder):
    endpoint = RemoteEndpoint(virtuoso.url(TERMS_GRAPH))
    ours = [q.triple for q in parse(path=str(folder / "terms.nt"), format=RdfFormat.N_TRIPLES)]
    theirs = [(r["s"], r["p"], r["o"]) for r in endpoint.select("SELECT ?s ?p ?o WHERE { ?s ?p ?o }")]
    iris = lambda triples: {t for triple in triples for t in triple if isinstance(t, NamedNode)}  # noqa: E731
    assert iris(theirs) == iris(ours)  # every IRI exactly as written: escapes, raw non-ASCII, ? and #
    assert len(theirs) == len(ours)
    assert {term_key(o) for *_, o in theirs} == {term_key(o.object) for o in ours}
    literal = lambda triples: {o for *_, o in triples if isinstance(o, Literal) and o.datatype.value.startswith(  # noqa: E731
        ("http://www.w3.org/1999/02/22-rdf-syntax-ns#langString", XSD + "string", EX, XSD + "dateTime", XSD + "gYear"))}
    assert literal(theirs) == literal((t.subject, t.predicate, t.object) for t in ours)  # strings, tags exactly

    # Keys are the caller's terms, also where the engine answers with its canonical form.
    sources = [Literal("7.50", datatype=DECIMAL), Literal("0042", datatype=INTEGER), Literal("1994", datatype=NamedNode(XSD + "gYear"))]
    found = endpoint.neighbours(sources, Step(V, forward=False))
    assert set(found) == set(sources) and all(v == [NamedNode(EX + "e/a%2Fb%25c%20d")] for v in found.values())
    expansion = endpoint.expand(sources, direction="in")
    assert {e.source for e in expansion.edges} == set(sources)
    subjects = [NamedNode(EX + "e/Eugène"), NamedNode(EX + "e/Eug%C3%A8ne"), NamedNode(EX + "e/日本"),
                NamedNode(EX + "e/q?x=1&y=%3D#frag"), NamedNode(EX + "e/a%2Fb%25c%20d")]
    labels = endpoint.neighbours(subjects, Step(NamedNode(EX + "p/label")))
    assert {s: [v.value for v in vs] for s, vs in labels.items()} == {
        subjects[0]: ["Eugène"], subjects[1]: ["Eugène, escaped"], subjects[2]: ["日本"],
        subjects[3]: ["query and fragment"], subjects[4]: ["slash, percent and space"]}
    assert labels[subjects[1]][0] == Literal("Eugène, escaped", language="fr")
    assert endpoint.follow([subjects[0]], [Step(NamedNode(EX + "p/link"))]) == {subjects[3]: 1}


def test_minted_names_round_trip_through_virtuoso(virtuoso, names_kg):
    remote = KnowledgeGraph.open(virtuoso.url(NAMES_GRAPH))
    minter = Minter()
    entities = [NamedNode(minter.entity(name)) for name in NAMES]
    assert remote.labels(entities) == {e: name for e, name in zip(entities, NAMES)} == names_kg.labels(entities)
    assert remote.names.entity_names() == names_kg.names.entity_names()
    for name, entity in zip(NAMES, entities):
        assert remote.linker.link(name)[0].iri == entity.value
    year = Literal("1955", datatype=NamedNode(XSD + "gYear"))
    assert remote.neighbours([year], Step(NamedNode(minter.relation("release_year")), forward=False)) == {year: [entities[0]]}


def test_inferred_schema_over_small_pages_matches_the_embedded_store(virtuoso, names_kg):
    """Untyped data: classes are inferred from a scan of every triple, paged 5 rows at a time
    (and at most 100 by the engine); the pages must partition the result exactly."""
    remote = build_schema(RemoteEndpoint(virtuoso.url(NAMES_GRAPH), page_size=5))
    local = build_schema(names_kg.backend)
    assert remote.meta["inferred"] and remote.classes == local.classes and remote.edges == local.edges
    assert remote.members == local.members and remote.predicates == local.predicates


def test_schema_naming_and_linking_match_the_embedded_store(remote, sample_kg):
    schema, local = remote.schema, sample_kg.schema
    assert schema.classes == local.classes and schema.edges == local.edges and schema.predicates == local.predicates
    assert remote.names.entity_names() == sample_kg.names.entity_names()
    assert remote.names.classes == sample_kg.names.classes
    assert [e.iri for e in remote.linker.link("Forrest Gump")][:1] == [GUMP.value]


def test_translate_and_ask(remote, sample_kg):
    graph = "[(Tom Hanks, acted in, X_1), (X_1, directed by, X_2)]"
    assert [c.sparql for c in remote.translate(graph)] == [c.sparql for c in sample_kg.translate(graph)]
    far, local = remote.ask_graph(graph), sample_kg.ask_graph(graph)
    assert [(a.iri, a.label) for a in far.answers] == [(a.iri, a.label) for a in local.answers]
    assert "Robert Zemeckis" in [a.label for a in far.answers]
    question = remote.ask_question("who directed [Forrest Gump]", zero_shot=True)
    local_question = sample_kg.ask_question("who directed [Forrest Gump]", zero_shot=True)
    assert question.answers[0].label == "Robert Zemeckis" == local_question.answers[0].label
    assert question.sparql == local_question.sparql


def test_endpoint_in_front_of_virtuoso(remote):
    prefixes = f"PREFIX kgqa: <http://kgqa-sparql.org/ns#>\nPREFIX mo: <{MO}>\nPREFIX res: <{RES}>\n"
    with running_app(create_app(remote, ServerConfig(access_log=False, timeout=20))) as base:
        count = prefixes + "SELECT (COUNT(*) AS ?n) WHERE { ?m a mo:Movie }"
        r = httpx.get(f"{base}/sparql", params={"query": count}, headers={"Accept": "application/sparql-results+json"})
        assert r.status_code == 200
        assert int(r.json()["results"]["bindings"][0]["n"]["value"]) == \
            int(remote.select(f"PREFIX mo: <{MO}>\nSELECT (COUNT(*) AS ?n) WHERE {{ ?m a mo:Movie }}")[0]["n"].value)
        search = prefixes + 'SELECT ?e ?s WHERE { SERVICE kgqa:search { ?e kgqa:matches "tom hanks" ; kgqa:k 3 ; kgqa:score ?s } }'
        r = httpx.get(f"{base}/sparql", params={"query": search}, headers={"Accept": "application/sparql-results+json"})
        assert r.status_code == 200, r.text
        assert r.json()["results"]["bindings"][0]["e"]["value"] == HANKS.value
        approx = prefixes + ("PREFIX fuzzy: <http://kgqa-sparql.org/fuzzy#>\nSELECT ?m ?score WHERE { SERVICE kgqa:approx "
                             "{ ?m fuzzy:acted_by res:Tom_Hanks } } ORDER BY DESC(?score)")
        r = httpx.get(f"{base}/sparql", params={"query": approx}, headers={"Accept": "application/sparql-results+json"})
        assert r.status_code == 200, r.text
        movies = {b["m"]["value"] for b in r.json()["results"]["bindings"]}
        assert RES + "Forrest_Gump" in movies and "score" in r.json()["results"]["bindings"][0]


def test_metaqa_pseudo_graphs_match_the_embedded_store(virtuoso, tmp_path):
    """A slice of the 60-graph check (bench/remote.py runs all 60): MetaQA's KB in a named graph,
    two held-out pseudo graphs per hop, the same top answers as the embedded store."""
    import random
    import sys

    kb = dataset("metaqa", "kb.txt")
    sys.path.insert(0, str(ROOT / "bench"))
    import pseudo_metaqa as pseudo
    from _metaqa import TYPES

    local = KnowledgeGraph.open(None, load=[kb], types=TYPES)
    local.backend.raw.dump(str(tmp_path / "metaqa.nt"), format=RdfFormat.N_TRIPLES, from_graph=DefaultGraph())
    server = bench_remote.Virtuoso(tmp_path / "db", data_dirs=[tmp_path])
    try:
        server.load(tmp_path / "metaqa.nt", "http://kgqa-sparql.org/test/metaqa")
        remote = KnowledgeGraph.open(server.url("http://kgqa-sparql.org/test/metaqa"))
        assert len(remote.backend) == local.backend.data_quads()
        for hop in (1, 2, 3):
            for item in pseudo.load(hop, "heldout", 2, 7):
                graph = pseudo.pseudo_graph(item, random.Random(7 * 100003 + item["index"]))
                ours, theirs = local.ask_graph(graph), remote.ask_graph(graph)
                assert [a.label for a in theirs.answers[:1]] == [a.label for a in ours.answers[:1]], graph
    finally:
        server.stop()
