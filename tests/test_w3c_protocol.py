"""The W3C SPARQL 1.1 Protocol test suite (../shared/datasets/w3c-rdf-tests/.../protocol/manifest.ttl)
against the real endpoint. Every test of the manifest applies (the endpoint supports queries,
updates and protocol datasets); request paths `/sparql/` are mapped to ours and the bearer token
is added to every request. The suite's summary test reports how many pass."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import httpx
import pytest
from pyoxigraph import QueryResultsFormat, parse_query_results

from conftest import dataset, running_app
from kgqa_sparql import KnowledgeGraph
from kgqa_sparql.serve.protocol import GRAPH_TYPES, RESULT_TYPES
from kgqa_sparql.serve.asgi import create_app
from kgqa_sparql.serve.config import ServerConfig

TOKEN = "w3c-token"
MF = "http://www.w3.org/2001/sw/DataAccess/tests/test-manifest#"
HT = "http://www.w3.org/2011/http#"
CNT = "http://www.w3.org/2011/content#"
UT = "http://www.w3.org/2009/sparql/tests/test-update#"
HTS = "http://www.w3.org/2011/http-statusCodes#"


@dataclass
class Request:
    method: str
    path: str
    body: bytes | None
    headers: dict[str, str]
    statuses: set[str]  # "2xx", "3xx", "4xx"
    boolean: bool | None
    format: str | None


@dataclass
class ProtocolTest:
    name: str
    requests: list[Request]
    graphs: list[tuple[Path, str]] = field(default_factory=list)  # (data file, graph IRI)


def load_manifest(path: Path) -> list[ProtocolTest]:
    from rdflib import RDF, RDFS, Graph, Namespace
    from rdflib.collection import Collection

    mf, ht, cnt, ut = Namespace(MF), Namespace(HT), Namespace(CNT), Namespace(UT)
    g = Graph().parse(path, format="turtle")
    manifest = next(g.subjects(RDF.type, mf.Manifest))
    tests = []
    for node in Collection(g, g.value(manifest, mf.entries)):
        action = g.value(node, mf.action)
        requests = []
        for req in Collection(g, g.value(action, ht.requests)):
            body_node = g.value(req, ht.body)
            body = None
            if body_node is not None:
                encoding = str(g.value(body_node, cnt.characterEncoding) or "UTF-8")
                body = str(g.value(body_node, cnt.chars)).encode(encoding.lower().replace("utf-16", "utf-16-le"))
            headers = {}
            header_list = g.value(req, ht.headers)
            if header_list is not None:
                for h in Collection(g, header_list):
                    headers[str(g.value(h, ht.fieldName))] = str(g.value(h, ht.fieldValue))
            resp = g.value(req, ht.resp)
            statuses = {str(s)[len(HTS) + len("StatusCode"):].lower() for s in g.objects(resp, mf.expectedStatus)}
            boolean = g.value(resp, mf.expectedBoolean)
            fmt = g.value(resp, mf.expectedFormat)
            requests.append(Request(str(g.value(req, ht.methodName)), str(g.value(req, ht.absolutePath)), body,
                                    headers, statuses, None if boolean is None else boolean.toPython(),
                                    None if fmt is None else str(fmt)))
        graphs = [(path.parent / Path(str(g.value(d, ut.graph))).name, str(g.value(d, RDFS.label)))
                  for d in g.objects(node, ut.graphData)]
        tests.append(ProtocolTest(str(node).rsplit("#", 1)[1], requests, graphs))
    return tests


def check(response: httpx.Response, req: Request) -> str | None:
    """None when the response meets the request's expectations, else why not."""
    if f"{response.status_code // 100}xx" not in req.statuses:
        return f"status {response.status_code}, expected {sorted(req.statuses)}: {response.text[:200]}"
    media = response.headers.get("content-type", "").split(";")[0]
    if req.format == "tabular" and media not in RESULT_TYPES:
        return f"tabular result in {media}"
    if req.format == "RDF" and media not in GRAPH_TYPES:
        return f"RDF result in {media}"
    if req.format == "boolean" or req.boolean is not None:
        fmt = {"application/sparql-results+json": QueryResultsFormat.JSON,
               "application/sparql-results+xml": QueryResultsFormat.XML}.get(media)
        if fmt is None:
            return f"boolean result in {media}"
        value = bool(parse_query_results(response.content, format=fmt))
        if req.boolean is not None and value != req.boolean:
            return f"answered {value}, expected {req.boolean}"
    return None


@pytest.fixture(scope="module")
def suite():
    manifest = dataset("w3c-rdf-tests", "sparql", "sparql11", "protocol", "manifest.ttl")
    kg = KnowledgeGraph.open(None)
    config = ServerConfig(read_only=False, token=TOKEN, access_log=False, timeout=10)
    with running_app(create_app(kg, config)) as base:
        yield kg, base, load_manifest(manifest)


def run_test(kg, base: str, test: ProtocolTest) -> str | None:
    kg.update("DROP SILENT ALL")
    for path, graph in test.graphs:
        kg.load([path], graph=graph)
    with httpx.Client(base_url=base, timeout=20) as client:
        for req in test.requests:
            url = req.path.replace("/sparql/", "/sparql", 1)
            headers = {**req.headers, "Authorization": f"Bearer {TOKEN}"}
            response = client.request(req.method, url, content=req.body, headers=headers)
            problem = check(response, req)
            if problem:
                return problem
    return None


def test_w3c_protocol_suite(suite, capsys):
    kg, base, tests = suite
    assert len(tests) == 34
    failures = {t.name: why for t in tests if (why := run_test(kg, base, t))}
    with capsys.disabled():
        print(f"\nW3C SPARQL 1.1 Protocol: {len(tests) - len(failures)}/{len(tests)} applicable tests pass")
    assert not failures, failures
