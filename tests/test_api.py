"""The endpoint's REST routes with the real modules behind them: /kgqa/ask, /kgqa/translate,
/kgqa/schema and VoID at /.well-known/void, on the bundled movie KG."""

from __future__ import annotations

import httpx
import pytest
from pyoxigraph import RdfFormat, parse

from conftest import MO, RES, running_app
from kgqa_sparql.serve.asgi import create_app
from kgqa_sparql.serve.config import ServerConfig

GRAPH = f'?m <http://kgqa-sparql.org/fuzzy#acted_by> "Tom Hanks"'


@pytest.fixture(scope="module")
def client(sample_kg):
    with running_app(create_app(sample_kg, ServerConfig(access_log=False))) as base:
        with httpx.Client(base_url=base, timeout=120) as c:
            yield c


def test_ask_a_pseudo_graph(client):
    r = client.post("/kgqa/ask", json={"graph": GRAPH, "k": 3})
    assert r.status_code == 200, r.text
    result = r.json()
    assert f"{RES}Forrest_Gump" in {a["iri"] for a in result["answers"]}
    assert result["sparql"] and result["evidence"] and result["evidence"][0]["labels"]


def test_ask_needs_exactly_one_input(client):
    assert client.post("/kgqa/ask", json={}).status_code == 422
    assert client.post("/kgqa/ask", json={"graph": GRAPH, "question": "x"}).status_code == 422


def test_ask_a_question(client, sample_kg):
    """A natural-language question goes to path exploration: the answers are exactly the movies the
    KG says Tom Hanks starred in, with the path, the evidence and a SPARQL query that finds them."""
    r = client.post("/kgqa/ask", json={"question": "what movies star [Tom Hanks]?"})
    assert r.status_code == 200, r.text
    result = r.json()
    starred = {row["m"].value for row in sample_kg.select(f"SELECT ?m WHERE {{ ?m <{MO}starring> <{RES}Tom_Hanks> }}")}
    assert len(starred) == 12 and {a["iri"] for a in result["answers"]} == starred
    info = result["info"]
    assert (info["method"], info["path"], info["topics"]) == ("explore", "inverse of starring", [f"{RES}Tom_Hanks"])
    assert result["evidence"][0]["triples"][0][1:] == [f"{MO}starring", f"{RES}Tom_Hanks"]
    assert {row["answer"].value for row in sample_kg.select(result["sparql"])} == starred


def test_translate_ranks_sparql(client):
    r = client.post("/kgqa/translate", json={"graph": GRAPH, "k": 3})
    assert r.status_code == 200, r.text
    candidates = r.json()
    assert candidates and candidates[0]["score"] >= candidates[-1]["score"]
    assert f"{MO}starring" in candidates[0]["where"] and "SELECT" in candidates[0]["sparql"]
    assert client.post("/kgqa/translate", json={"graph": "?x ?y"}).status_code == 400  # malformed graph


def test_schema_and_void(client):
    schema = client.get("/kgqa/schema").json()
    assert f"{MO}Movie" in str(schema)
    r = client.get("/.well-known/void", headers={"Accept": "application/n-triples"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/n-triples")
    triples = list(parse(r.content, format=RdfFormat.N_TRIPLES))
    assert any(t.object.value == "http://rdfs.org/ns/void#Dataset" for t in triples)
