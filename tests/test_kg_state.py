"""Per-KG state belongs to its KnowledgeGraph: caches never leak from one store to the next."""

from __future__ import annotations

import gc

import pytest
from pyoxigraph import NamedNode

from kgqa_sparql import KnowledgeGraph

EX = "http://example.org/"
RELATIONS = ["directed by", "written by", "starring"]


def _store(i: int) -> KnowledgeGraph:
    """The same topic IRI in every store, linked by a different relation to a different answer."""
    relation = RELATIONS[i % len(RELATIONS)]
    predicate = relation.replace(" ", "_")
    data = f"""
        <{EX}Topic> <http://www.w3.org/2000/01/rdf-schema#label> "The Topic" ; <{EX}{predicate}> <{EX}answer{i}> .
        <{EX}answer{i}> <http://www.w3.org/2000/01/rdf-schema#label> "Answer {i}" .
        <{EX}{predicate}> <http://www.w3.org/2000/01/rdf-schema#label> "{relation}" .
    """
    kg = KnowledgeGraph.open(None)
    kg.update(f"INSERT DATA {{ {data} }}")
    return kg


@pytest.mark.slow
def test_two_hundred_stores_in_a_row_each_answer_from_their_own_state():
    """Closing and opening 200 stores (ids are recycled by CPython) never hands a new KG the
    retriever, linker or schema of an earlier one: each answers about its own data."""
    seen_retrievers = set()
    for i in range(200):
        kg = _store(i)
        relation = RELATIONS[i % len(RELATIONS)]
        if i % 2:  # every other store also answers a question (its beam retriever caches relations)
            result = kg.ask_question(f"what is the topic {relation} [The Topic]", zero_shot=True)
            assert [a.label for a in result.answers] == [f"Answer {i}"]
            retriever = kg.retriever("beam", zero_shot=True)
            assert id(retriever) not in seen_retrievers or retriever._relations[NamedNode(EX + "Topic")]
            seen_retrievers.add(id(retriever))
        assert [e.iri for e in kg.linker.link("The Topic")] == [EX + "Topic"]
        assert [p for p in kg.schema.predicates if p.startswith(EX)] == [EX + relation.replace(" ", "_")]
        kg.close()
        assert kg._linker is None and not kg._retrievers and kg._schema is None
        del kg
        gc.collect()


def test_a_load_forgets_what_was_derived_from_the_old_data(tmp_path):
    kg = _store(0)
    before = kg.linker
    kg.update(f'INSERT DATA {{ <{EX}New> <http://www.w3.org/2000/01/rdf-schema#label> "New one" }}')
    (tmp_path / "more.ttl").write_text(f'<{EX}More> <http://www.w3.org/2000/01/rdf-schema#label> "More" .\n')
    kg.load([tmp_path / "more.ttl"])
    assert kg.linker is not before and [e.iri for e in kg.linker.link("More")] == [EX + "More"]


def test_an_update_forgets_what_was_derived_from_the_old_data():
    # a server with updates enabled: what was inserted can be asked about at once
    kg = _store(0)
    assert [a.label for a in kg.ask_question("what is the topic directed by [The Topic]", zero_shot=True).answers] \
        == ["Answer 0"]
    kg.update(f'INSERT DATA {{ <{EX}Other> <http://www.w3.org/2000/01/rdf-schema#label> "Other Topic" ; '
              f'<{EX}directed_by> <{EX}answer9> . '
              f'<{EX}answer9> <http://www.w3.org/2000/01/rdf-schema#label> "Answer 9" . }}')
    result = kg.ask_question("what is the topic directed by Other Topic", zero_shot=True)
    assert [a.label for a in result.answers] == ["Answer 9"]
