"""Path-RAG (FiDeLiS) retriever on the sample KG: known answers, look-ahead, knobs."""

from __future__ import annotations

import pytest
from pyoxigraph import NamedNode

from kgqa_sparql.graph.backend import Step
from kgqa_sparql.errors import KgqaError
from kgqa_sparql.search.paths import path_to_sparql
from kgqa_sparql.search.pathrag import PathRagConfig, PathRagRetriever

MO = "http://kgqa-sparql.org/movies/"
RES = MO + "resource/"


def test_one_hop_question_gets_the_relation_and_its_answer(sample_kg):
    retriever = PathRagRetriever.from_kg(sample_kg)
    paths = retriever.retrieve(sample_kg, "who directed [Forrest Gump]", [NamedNode(RES + "Forrest_Gump")], k=3)
    assert paths[0].steps == (Step(NamedNode(MO + "directedBy")),)
    rows = sample_kg.select(path_to_sparql([paths[0].topic], paths[0].steps))
    assert {r["answer"].value for r in rows} == {RES + "Robert_Zemeckis"}


def test_two_hop_question_from_an_actor(sample_kg):
    retriever = PathRagRetriever.from_kg(sample_kg)
    paths = retriever.retrieve(sample_kg, "which genres do the movies starring [Tom Hanks] have",
                               [NamedNode(RES + "Tom_Hanks")], k=5)
    assert paths[0].steps == (Step(NamedNode(MO + "starring"), False), Step(NamedNode(MO + "hasGenre")))
    assert [p.score for p in paths] == sorted((p.score for p in paths), reverse=True)


def test_knobs_are_logged_and_change_the_search(sample_kg):
    retriever = PathRagRetriever.from_kg(sample_kg, alpha=0.0, beam=1, depth=1)
    info = retriever.info()
    assert info["alpha"] == 0.0 and info["beam"] == 1 and info["retriever"] == "pathrag"
    paths = retriever.retrieve(sample_kg, "which genres do the movies starring [Tom Hanks] have",
                               [NamedNode(RES + "Tom_Hanks")], k=5)
    assert all(len(p.steps) == 1 for p in paths)
    assert retriever.last_trace[0]["depth"] == 1 and len(retriever.last_trace) == 1


def test_lookahead_rewards_steps_whose_next_hop_fits(sample_kg):
    """With look-ahead, a first hop that leads to a fitting second hop scores above its S0."""
    q = "which genres do the movies starring [Tom Hanks] have"
    plain = PathRagRetriever(PathRagConfig(alpha=0.0, depth=2, beam=2))
    ahead = PathRagRetriever(PathRagConfig(alpha=0.3, depth=2, beam=2))
    topic = [NamedNode(RES + "Tom_Hanks")]
    s_plain = {p.steps: p.score for p in plain.retrieve(sample_kg, q, topic, k=10)}
    s_ahead = {p.steps: p.score for p in ahead.retrieve(sample_kg, q, topic, k=10)}
    first = (Step(NamedNode(MO + "starring"), False),)
    assert s_ahead[first] > s_plain[first]


def test_unknown_knob_is_rejected(sample_kg):
    with pytest.raises(KgqaError, match="unknown Path-RAG knob"):
        PathRagRetriever.from_kg(sample_kg, alpah=0.3)
