"""bench/unseen.py's KGs shaped like users' own (DBpedia-style names in IRIs; a corporate KG with
opaque IRIs and schema.org / rdfs / dcterms names; an OWL ontology named only by camelCase IRI
fragments; a music KG named by skos labels in several languages): plain questions with no
training (right but for the documented `KNOWN_WRONG`), pseudo graphs in the KG's own words, and
made-up names that must never be answered."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import unseen  # noqa: E402

from kgqa_sparql.errors import UnknownEntity  # noqa: E402


@pytest.fixture(scope="module", params=sorted(unseen.KGS))
def case(request):
    return request.param, unseen.build(request.param)


def test_plain_questions_with_no_training(case):
    key, kg = case
    questions = [(q, gold) for q, gold in unseen.KGS[key][1] if gold]  # answerable ones
    wrong = {q for q, gold in questions if not unseen.top_is_gold(kg.ask_question(q), gold)}
    assert wrong <= set(unseen.KNOWN_WRONG)


def test_pseudo_graphs_in_the_kgs_own_words(case):
    key, kg = case
    wrong = [g for g, gold in unseen.KGS[key][3] if not unseen.top_is_gold(kg.ask_graph(g), gold)]
    assert not wrong


def test_made_up_names_are_never_answered(case):
    key, kg = case
    for question in unseen.KGS[key][2]:
        with pytest.raises(UnknownEntity):
            kg.ask_question(question)
