"""The real endpoint under uvicorn on a loopback port, driven by httpx, SPARQLWrapper and rdflib."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time

import httpx
import pytest
from pyoxigraph import Literal, QueryResultsFormat, RdfFormat, parse, parse_query_results

from conftest import MO, RES, ROOT, SAMPLE, free_port, running_app, wait_until_up
from kgqa_sparql import KnowledgeGraph
from kgqa_sparql.serve.asgi import create_app
from kgqa_sparql.serve.config import ServerConfig, load_deployment

TOKEN = "s3cret-token"
SLEEP = "http://example.org/test#sleep"
HANKS = f"<{RES}Tom_Hanks>"
SELECT = f"SELECT ?m WHERE {{ ?m <{MO}starring> {HANKS} }} ORDER BY ?m"
ASK = f"ASK {{ ?m <{MO}starring> {HANKS} }}"
CONSTRUCT = f"CONSTRUCT {{ ?m <{MO}starring> {HANKS} }} WHERE {{ ?m <{MO}starring> {HANKS} }}"
DESCRIBE = f"DESCRIBE {HANKS}"
RESULT_FORMATS = {"application/sparql-results+json": QueryResultsFormat.JSON,
                  "application/sparql-results+xml": QueryResultsFormat.XML,
                  "text/csv": QueryResultsFormat.CSV, "text/tab-separated-values": QueryResultsFormat.TSV}
GRAPH_FORMATS = {"text/turtle": RdfFormat.TURTLE, "application/n-triples": RdfFormat.N_TRIPLES,
                 "application/rdf+xml": RdfFormat.RDF_XML, "application/ld+json": RdfFormat.JSON_LD}


def _sleep(seconds: Literal) -> Literal:
    time.sleep(float(seconds.value))
    return seconds


@pytest.fixture(scope="module")
def kg(tmp_path_factory):
    kg = KnowledgeGraph.open(tmp_path_factory.mktemp("served") / "store", load=SAMPLE)
    kg.register_function(SLEEP, _sleep)  # a query that takes as long as we like, for the timeout test
    yield kg
    kg.close()


@pytest.fixture(scope="module")
def url(kg):
    config = ServerConfig(read_only=False, token=TOKEN, timeout=1.0, max_rows=50, max_body=4096, access_log=False)
    with running_app(create_app(kg, config)) as base:
        yield base


@pytest.fixture(scope="module")
def client(url):
    with httpx.Client(base_url=url, timeout=10) as c:
        yield c


def _send(client, method: str, query: str, accept: str):
    headers = {"Accept": accept}
    if method == "GET":
        return client.get("/sparql", params={"query": query}, headers=headers)
    if method == "form":
        return client.post("/sparql", data={"query": query}, headers=headers)
    return client.post("/sparql", content=query.encode(), headers={**headers, "Content-Type": "application/sparql-query"})


def _movies(rows) -> set[str]:
    return {row["m"].value for row in rows}


STARRING = {f"{RES}Forrest_Gump", f"{RES}Cast_Away", f"{RES}Apollo_13", f"{RES}Saving_Private_Ryan",
            f"{RES}Toy_Story", f"{RES}Philadelphia"}


@pytest.mark.parametrize("method", ["GET", "form", "direct"])
def test_every_form_in_every_format(client, method):
    for media, fmt in RESULT_FORMATS.items():
        r = _send(client, method, SELECT, media)
        assert r.status_code == 200 and r.headers["content-type"].startswith(media), (media, r.text)
        if media == "text/csv":  # lossy, so pyoxigraph does not parse it: plain lines
            assert {line.strip() for line in r.text.splitlines()[1:]} >= STARRING
        else:
            assert _movies(parse_query_results(r.content, format=fmt)) >= STARRING
    for media, fmt in list(RESULT_FORMATS.items())[:2]:
        r = _send(client, method, ASK, media)
        assert r.status_code == 200 and bool(parse_query_results(r.content, format=fmt)) is True
    for query in (CONSTRUCT, DESCRIBE):
        for media, fmt in GRAPH_FORMATS.items():
            r = _send(client, method, query, media)
            assert r.status_code == 200 and r.headers["content-type"].startswith(media), (media, r.text)
            triples = [q.triple for q in parse(r.content, format=fmt)]
            assert triples and all(HANKS in str(t) for t in triples) if query == CONSTRUCT else triples


def test_accept_wildcards_q_values_and_format_parameter(client):
    r = client.get("/sparql", params={"query": SELECT}, headers={"Accept": "text/csv;q=0.5, application/sparql-results+xml"})
    assert r.headers["content-type"].startswith("application/sparql-results+xml")
    r = client.get("/sparql", params={"query": CONSTRUCT}, headers={"Accept": "*/*"})
    assert r.headers["content-type"].startswith("text/turtle")
    r = client.get("/sparql", params={"query": SELECT, "format": "csv", "output": "csv", "results": "csv", "unknown": "x"})
    assert r.headers["content-type"].startswith("text/csv")


def test_sparqlwrapper_select_ask_construct(url):
    from SPARQLWrapper import JSON, POST, TURTLE, SPARQLWrapper

    sw = SPARQLWrapper(f"{url}/sparql")
    sw.setQuery(SELECT)
    sw.setReturnFormat(JSON)
    rows = sw.query().convert()["results"]["bindings"]
    assert {r["m"]["value"] for r in rows} >= STARRING
    sw.setMethod(POST)
    sw.setQuery(ASK)
    assert sw.query().convert()["boolean"] is True
    sw.setQuery(CONSTRUCT)
    sw.setReturnFormat(TURTLE)
    assert b"Forrest_Gump" in sw.query().convert()


def test_rdflib_sparqlstore(url):
    from rdflib import Graph, URIRef
    from rdflib.plugins.stores.sparqlstore import SPARQLStore

    graph = Graph(store=SPARQLStore(f"{url}/sparql"))
    rows = list(graph.query(SELECT))
    assert {str(r[0]) for r in rows} >= STARRING
    assert (None, URIRef(MO + "starring"), URIRef(RES + "Tom_Hanks")) in graph


def test_service_description_lists_extensions(client):
    r = client.get("/sparql", headers={"Accept": "text/turtle"})
    assert r.status_code == 200
    text = r.text
    assert "sd:extensionFunction" in text and "http://kgqa-sparql.org/ns#similarity" in text
    assert "http://kgqa-sparql.org/ns#schemaDistance" in text and "http://kgqa-sparql.org/ns#approx" in text
    assert "sd:SPARQL11Update" in text
    r = client.get("/sparql", headers={"Accept": "application/ld+json"})
    assert r.status_code == 200 and json.loads(r.text)


def test_error_paths(client):
    r = client.get("/sparql", params={"query": "SELECT * WHERE { ?s ?p }"})
    assert r.status_code == 400 and "1:" in r.text  # parser message with line:column of the sent text
    r = client.get("/sparql", params={"query": SELECT}, headers={"Accept": "image/png"})
    assert r.status_code == 406 and "application/sparql-results+json" in r.text
    r = client.post("/sparql", content=b"ASK {}", headers={"Content-Type": "text/plain"})
    assert r.status_code == 415
    r = client.post("/sparql", content=b"query=ASK%20%7B%7D")  # no Content-Type
    assert r.status_code == 400
    r = client.post("/sparql", content=b"ASK {}", headers={"Content-Type": "application/sparql-query; charset=UTF-16"})
    assert r.status_code == 415
    r = client.post("/sparql", content=b"ASK { \xff }", headers={"Content-Type": "application/sparql-query"})
    assert r.status_code == 400
    r = client.post("/sparql", content=b"ASK {} #" + b"x" * 5000, headers={"Content-Type": "application/sparql-query"})
    assert r.status_code == 413
    r = client.put("/sparql", params={"query": "ASK {}"})
    assert r.status_code == 405
    r = client.get("/sparql?query=ASK%20%7B%7D&query=ASK%20%7B%7D")
    assert r.status_code == 400
    r = client.get("/sparql", params={"update": "CLEAR ALL"})
    assert r.status_code == 400
    r = client.get("/sparql", params={"query": "ASK {}", "default-graph-uri": "not an iri"})
    assert r.status_code == 400
    assert client.get("/sparql", params={"query": ASK}).status_code == 200  # still serving


def test_timeout_answers_503_and_keeps_serving(client):
    started = time.perf_counter()
    r = client.get("/sparql", params={"query": f'SELECT (<{SLEEP}>("3") AS ?x) {{}}'})
    assert r.status_code == 503 and "stopped" in r.text
    assert time.perf_counter() - started < 2.5
    assert client.get("/sparql", params={"query": ASK}).status_code == 200
    assert "kgqa_stopped_queries_total 1" in client.get("/metrics").text  # its worker was killed, not left running


def test_max_rows_caps_results(client):
    r = client.get("/sparql", params={"query": "SELECT * WHERE { ?s ?p ?o }"})
    rows = list(parse_query_results(r.content, format=QueryResultsFormat.JSON))
    assert len(rows) == 50
    r = client.get("/sparql", params={"query": "SELECT * WHERE { ?s ?p ?o } LIMIT 7"})
    assert len(list(parse_query_results(r.content, format=QueryResultsFormat.JSON))) == 7


def test_updates_need_token_and_are_atomic(client, kg):
    insert = f"INSERT DATA {{ <{RES}X> <{MO}p> 1 }}"
    r = client.post("/sparql", content=insert, headers={"Content-Type": "application/sparql-update"})
    assert r.status_code == 401 and r.headers["www-authenticate"].startswith("Bearer")
    r = client.post("/sparql", data={"update": insert}, headers={"Authorization": "Bearer wrong"})
    assert r.status_code == 401
    assert not kg.query(f"ASK {{ <{RES}X> ?p ?o }}")
    auth = {"Authorization": f"Bearer {TOKEN}"}
    failing = f"{insert} ; DROP GRAPH <http://example.org/never-created>"
    r = client.post("/sparql", content=failing, headers={**auth, "Content-Type": "application/sparql-update"})
    assert r.status_code == 400
    assert not kg.query(f"ASK {{ <{RES}X> ?p ?o }}")  # nothing of the failed update was written
    r = client.post("/sparql", data={"update": insert}, headers=auth)
    assert r.status_code == 204
    assert kg.query(f"ASK {{ <{RES}X> ?p ?o }}")
    r = client.post("/sparql", data={"update": f"DELETE DATA {{ <{RES}X> <{MO}p> 1 }}"}, headers=auth)
    assert r.status_code == 204 and not kg.query(f"ASK {{ <{RES}X> ?p ?o }}")


def test_graph_store_protocol(client):
    auth = {"Authorization": f"Bearer {TOKEN}"}
    g = "http://example.org/gsp"
    turtle = b"<http://example.org/a> <http://example.org/b> <http://example.org/c> ."
    assert client.put("/store", params={"graph": g}, content=turtle, headers={"Content-Type": "text/turtle"}).status_code == 401
    r = client.put("/store", params={"graph": g}, content=turtle, headers={**auth, "Content-Type": "text/turtle"})
    assert r.status_code == 201
    r = client.post("/store", params={"graph": g}, content=b"<http://example.org/a> <http://example.org/b> \"x\" .",
                    headers={**auth, "Content-Type": "application/n-triples"})
    assert r.status_code == 204
    assert client.get("/store", params={"graph": g}).status_code == 401  # a token is configured: reads need it too
    r = client.get("/store", params={"graph": g}, headers={**auth, "Accept": "application/n-triples"})
    assert r.status_code == 200 and len([q for q in parse(r.content, format=RdfFormat.N_TRIPLES)]) == 2
    r = client.put("/store", params={"graph": g}, content=b"not turtle", headers={**auth, "Content-Type": "text/turtle"})
    assert r.status_code == 400
    r = client.put("/store", params={"graph": g}, content=turtle, headers={**auth, "Content-Type": "image/png"})
    assert r.status_code == 415
    r = client.get("/store", params={"graph": g}, headers={**auth, "Accept": "application/n-triples"})
    assert len(list(parse(r.content, format=RdfFormat.N_TRIPLES))) == 2  # failed writes changed nothing
    assert client.delete("/store", params={"graph": g}, headers=auth).status_code == 204
    assert client.get("/store", params={"graph": g}, headers=auth).status_code == 404


def test_cors_health_metrics_openapi(client):
    r = client.options("/sparql", headers={"Origin": "http://x", "Access-Control-Request-Method": "POST"})
    assert r.status_code == 204 and r.headers["access-control-allow-origin"] == "*"
    assert client.get("/sparql", params={"query": ASK}).headers["access-control-allow-origin"] == "*"
    assert client.get("/health").json()["status"] == "ok"
    assert 'kgqa_requests_total{route="/sparql",status="200"}' in client.get("/metrics").text
    spec = client.get("/openapi.json").json()
    assert {"/sparql", "/kgqa/ask", "/kgqa/translate", "/store"} <= set(spec["paths"])


def test_concurrent_requests(url):
    errors: list = []

    def worker():
        with httpx.Client(base_url=url, timeout=10) as c:
            for _ in range(10):
                r = c.get("/sparql", params={"query": SELECT})
                if r.status_code != 200 or "Forrest_Gump" not in r.text:
                    errors.append(r.status_code)

    threads = [threading.Thread(target=worker) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors


def test_killed_server_loses_no_committed_update(tmp_path):
    store = tmp_path / "store"
    KnowledgeGraph.open(store, load=SAMPLE).close()
    token = tmp_path / "token"
    token.write_text(TOKEN)
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "kgqa_sparql", "serve", str(store), "--port", str(port),
                             "--token-file", str(token), "--no-access-log"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        base = f"http://127.0.0.1:{port}"
        wait_until_up(proc, f"{base}/health")
        for i in range(5):
            r = httpx.post(f"{base}/sparql", data={"update": f"INSERT DATA {{ <{RES}K{i}> <{MO}p> {i} }}"},
                           headers={"Authorization": f"Bearer {TOKEN}"})
            assert r.status_code == 204
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    kg = KnowledgeGraph.open(store, create=False)
    assert len(kg.select(f"SELECT ?s WHERE {{ ?s <{MO}p> ?o }}")) == 5
    kg.close()


def test_read_only_server_refuses_updates(sample_kg):
    with running_app(create_app(sample_kg, ServerConfig(token=TOKEN, access_log=False))) as base:
        r = httpx.post(f"{base}/sparql", data={"update": "CLEAR ALL"}, headers={"Authorization": f"Bearer {TOKEN}"})
        assert r.status_code == 403
        assert "SPARQL11Update" not in httpx.get(f"{base}/sparql").text


def test_remote_backend_behind_the_endpoint(oxigraph_server, tmp_path):
    """The deployment for KGs that outgrow one machine: our endpoint in front of another engine
    (here `oxigraph serve`, standing in for QLever or Virtuoso), configured by a TOML file."""
    config = tmp_path / "remote.toml"
    config.write_text(f'store = "{oxigraph_server}"\n[server]\nmax_rows = 3\ntimeout = 10.0\naccess_log = false\n')
    deployment = load_deployment(config)
    kg = KnowledgeGraph.open(deployment.store)
    with running_app(create_app(kg, deployment.server)) as base:
        r = httpx.get(f"{base}/sparql", params={"query": SELECT}, headers={"Accept": "text/csv"})
        assert r.status_code == 200 and len(r.text.strip().splitlines()) == 1 + 3  # header + capped rows
        r = httpx.get(f"{base}/sparql", params={"query": "SELECT * WHERE { ?s ?p }"})
        assert r.status_code == 400


def test_deployment_files_parse(tmp_path):
    for path in sorted((ROOT / "endpoints").glob("*.toml")):
        deployment = load_deployment(path)
        assert deployment.store and deployment.server.timeout > 0
    bad = tmp_path / "bad.toml"
    bad.write_text('store = "x"\n[server]\ntimeot = 3\n')
    with pytest.raises(Exception, match="unknown \\[server\\] keys"):
        load_deployment(bad)


def test_fast_queries_skip_the_pool_until_an_update(kg):
    # inline_ms is generous so a busy test machine cannot make the tiny ASK "slow"
    app = create_app(kg, ServerConfig(read_only=False, token=TOKEN, access_log=False, timeout=2, inline_ms=100))
    service = app.sparql.service
    with running_app(app) as base:
        assert httpx.get(f"{base}/sparql", params={"query": ASK}).status_code == 200
        assert ASK in service.fast  # evaluated once in the pool, fast: inline from now on
        assert httpx.get(f"{base}/sparql", params={"query": ASK}).json()["boolean"] is True
        slow = f'SELECT (<{SLEEP}>("0.3") AS ?x) {{}}'
        assert httpx.get(f"{base}/sparql", params={"query": slow}).status_code == 200
        assert slow not in service.fast  # slow queries stay in the pool, where the timeout applies
        r = httpx.post(f"{base}/sparql", data={"update": f"INSERT DATA {{ <{RES}Y> <{MO}p> 1 }}"},
                       headers={"Authorization": f"Bearer {TOKEN}"})
        assert r.status_code == 204 and not service.fast  # new data: every query is re-measured
        kg.update(f"DELETE DATA {{ <{RES}Y> <{MO}p> 1 }}")


def test_repeated_fast_gets_are_answered_from_the_response_cache_until_an_update(kg):
    app = create_app(kg, ServerConfig(read_only=False, token=TOKEN, access_log=False, timeout=5, inline_ms=100))
    service = app.sparql.service
    count = f"SELECT (COUNT(*) AS ?n) WHERE {{ ?s <{MO}p> ?o }}"
    volatile = "SELECT (RAND() AS ?r) WHERE {}"
    with running_app(app) as base:
        def n() -> str:
            return httpx.get(f"{base}/sparql", params={"query": count}, headers={"Accept": "text/csv"}).text
        first = [n() for _ in range(3)]  # worker, then inline (planned and cached), then from the cache
        assert len(first) == 3 and len(set(first)) == 1 and len(service.responses) == 1
        randoms = {httpx.get(f"{base}/sparql", params={"query": volatile}).text for _ in range(4)}
        assert len(service.responses) == 1 and len(randoms) == 4  # RAND() is evaluated every time
        r = httpx.post(f"{base}/sparql", data={"update": f"INSERT DATA {{ <{RES}Y> <{MO}p> 1 }}"},
                       headers={"Authorization": f"Bearer {TOKEN}"})
        assert r.status_code == 204 and not service.responses
        after = n()
        assert int(after.split()[-1]) == int(first[0].split()[-1]) + 1  # never a stale answer
        kg.update(f"DELETE DATA {{ <{RES}Y> <{MO}p> 1 }}")
    off = create_app(kg, ServerConfig(access_log=False, inline_ms=100, response_cache_mb=0))
    with running_app(off) as base:
        for _ in range(3):
            assert httpx.get(f"{base}/sparql", params={"query": count}).status_code == 200
        assert not off.sparql.service.responses


@pytest.mark.slow
def test_serve_with_two_worker_processes(tmp_path):
    store = tmp_path / "store"
    KnowledgeGraph.open(store, load=SAMPLE).close()
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "kgqa_sparql", "serve", str(store), "--port", str(port),
                             "--workers", "2", "--no-access-log"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        r = wait_until_up(proc, f"http://127.0.0.1:{port}/sparql", params={"query": SELECT})
        assert "Forrest_Gump" in r.text
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_default_server_processes_one_writer(tmp_path, sample_kg):
    from kgqa_sparql.serve.runner import MAX_AUTO_WORKERS, auto_workers

    store = tmp_path / "store"
    KnowledgeGraph.open(store, load=SAMPLE).close()
    kg = KnowledgeGraph.open(store, create=False, read_only=True)
    try:  # read-only store folder: one process per core, capped
        assert 1 <= auto_workers(kg, ServerConfig()) == min(len(os.sched_getaffinity(0)), MAX_AUTO_WORKERS)
        # updates enabled: the single writer answers everything
        assert auto_workers(kg, ServerConfig(read_only=False, token=TOKEN)) == 1
    finally:
        kg.close()
    assert auto_workers(sample_kg, ServerConfig()) == 1  # in memory: nothing another process could open
    assert ServerConfig().access_log is False  # the fast configuration is the default


# ---- CORS preflight, HEAD, API docs -------------------------------------------------------------
ORIGIN = {"Origin": "http://elsewhere.example", "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization, content-type"}


def test_cors_preflight_on_every_route(client):
    spec = client.get("/openapi.json").json()
    paths = {path: {m.upper() for m in ops} for path, ops in spec["paths"].items()}
    paths.update({"/": {"GET"}, "/docs": {"GET"}, "/redoc": {"GET"}, "/web/app.js": {"GET"}, "/sparql/": {"GET", "POST"}})
    assert {"/sparql", "/store", "/kgqa/ask", "/.well-known/void"} <= set(paths)
    for path, declared in paths.items():
        r = client.options(path, headers=ORIGIN)
        assert r.status_code == 204, path
        assert r.content == b""
        assert r.headers["access-control-allow-origin"] == "*"
        allowed = {m.strip() for m in r.headers["access-control-allow-methods"].split(",")}
        assert declared | {"OPTIONS"} <= allowed, (path, allowed)
        assert ("HEAD" in allowed) == ("GET" in declared), path
        assert allowed == {m.strip() for m in r.headers["allow"].split(",")}
        headers = {h.strip().lower() for h in r.headers["access-control-allow-headers"].split(",")}
        assert {"authorization", "content-type", "accept"} <= headers, path
        assert int(r.headers["access-control-max-age"]) >= 600
    assert client.options("/kgqa/ask", headers=ORIGIN).headers["access-control-allow-methods"] == "POST, OPTIONS"
    assert client.options("/no/such/route", headers=ORIGIN).status_code == 404


def test_head_wherever_get_is_served(client):
    stable = ["/", "/docs", "/redoc", "/openapi.json", "/kgqa/schema", "/kgqa/vocabulary",
              "/web/app.js", "/sparql", f"/sparql?query={ASK}", "/store?default"]
    for path in stable + ["/health", "/metrics", "/.well-known/void"]:  # these change between calls (blank nodes)
        get, head = client.get(path), client.head(path)
        assert head.status_code == get.status_code, path
        assert head.content == b"", path
        assert head.headers["content-type"] == get.headers["content-type"], path
        assert head.headers["access-control-allow-origin"] == "*", path
        if path in stable:
            assert int(head.headers["content-length"]) == len(get.content), path
    assert client.head("/store?default").status_code == 401  # a token is configured: reads need it, HEAD too
    r = client.head("/kgqa/ask")  # POST only
    assert r.status_code == 405 and "POST" in r.headers["allow"]


def test_api_docs_are_served_from_local_assets(client):
    from kgqa_sparql.serve.api import VENDOR_DIR

    if not (VENDOR_DIR / "swagger-ui" / "swagger-ui-bundle.js").is_file():
        pytest.fail(f"Swagger UI is not vendored under {VENDOR_DIR}: run `make install`")
    for path, asset in (("/docs", "swagger-ui-bundle.js"), ("/redoc", "redoc.standalone.js")):
        r = client.get(path)
        assert r.status_code == 200 and asset in r.text
        assert "default-src 'self'" in r.headers["content-security-policy"]
        sources = re.findall(r'(?:src|href)="([^"]+)"', r.text)
        assert sources and all(s.startswith("/") for s in sources), sources  # nothing from a CDN
        for source in sources:
            assert client.get(source).status_code == 200, source


def test_docs_say_what_to_run_without_vendored_assets(sample_kg, tmp_path, monkeypatch):
    from starlette.testclient import TestClient

    from kgqa_sparql.serve import api

    monkeypatch.setattr(api, "VENDOR_DIR", tmp_path / "vendor")
    with TestClient(create_app(sample_kg, ServerConfig(access_log=False))) as client:
        for path in ("/docs", "/redoc"):
            r = client.get(path)
            assert r.status_code == 503 and "make install" in r.text and "/openapi.json" in r.text
        assert client.get("/openapi.json").status_code == 200
