"""The endpoint's REST routes with the real modules behind them: /kgqa/ask, /kgqa/translate,
/kgqa/schema and VoID at /.well-known/void, on the bundled movie KG."""

from __future__ import annotations

import httpx
import pytest
from pyoxigraph import RdfFormat, parse

from conftest import MO, RES, running_app
from kgqa_sparql.serve.server import ServerConfig, create_app

GRAPH = f'?m <http://kgqa-sparql.org/fuzzy#acted_by> "Tom Hanks"'


@pytest.fixture(scope="module")
def client(sample_kg):
    with running_app(create_app(sample_kg, ServerConfig(access_log=False))) as base:
        with httpx.Client(base_url=base, timeout=120) as c:
            yield c


def test_ask_a_pseudo_graph(client):
    pytest.importorskip("kgqa_sparql.query.translate", reason="graph answering comes with the approx module")
    r = client.post("/kgqa/ask", json={"graph": GRAPH, "k": 3})
    assert r.status_code == 200, r.text
    result = r.json()
    assert f"{RES}Forrest_Gump" in {a["iri"] for a in result["answers"]}
    assert result["sparql"] and result["evidence"] and result["evidence"][0]["labels"]


def test_ask_needs_exactly_one_input(client):
    assert client.post("/kgqa/ask", json={}).status_code == 422
    assert client.post("/kgqa/ask", json={"graph": GRAPH, "question": "x"}).status_code == 422


def test_ask_a_question_answers_or_says_why(client):
    r = client.post("/kgqa/ask", json={"question": "which movies did [Tom Hanks] star in?"})
    assert r.status_code in (200, 400, 501), r.text  # a precise refusal when explore is absent, never a crash
    if r.status_code == 200:
        assert r.json()["answers"]


def test_translate_ranks_sparql(client):
    pytest.importorskip("kgqa_sparql.query.translate", reason="translation comes with the approx module")
    r = client.post("/kgqa/translate", json={"graph": GRAPH, "k": 3})
    assert r.status_code == 200, r.text
    candidates = r.json()
    assert candidates and candidates[0]["score"] >= candidates[-1]["score"]
    assert f"{MO}starring" in candidates[0]["where"] and "SELECT" in candidates[0]["sparql"]
    assert client.post("/kgqa/translate", json={"graph": "?x ?y"}).status_code == 400  # malformed graph


def test_schema_and_void(client):
    pytest.importorskip("kgqa_sparql.schema.void", reason="schema and VoID come with the schema module")
    schema = client.get("/kgqa/schema").json()
    assert f"{MO}Movie" in str(schema)
    r = client.get("/.well-known/void", headers={"Accept": "application/n-triples"})
    assert r.status_code == 200 and r.headers["content-type"].startswith("application/n-triples")
    triples = list(parse(r.content, format=RdfFormat.N_TRIPLES))
    assert any(t.object.value == "http://rdfs.org/ns/void#Dataset" for t in triples)
