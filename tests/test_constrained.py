"""KG-constrained decoding (DoG): only KG triples come out, chains map to RDF and to SPARQL."""

from __future__ import annotations

import pytest
import torch
from hypothesis import HealthCheck, given, settings, strategies as st
from pyoxigraph import NamedNode

from kgqa_sparql.search.constrained import KGTrie, constrained_generate
from tests.tinylm import smol_folder, tiny_random_model

RES = "http://kgqa-sparql.org/movies/resource/"
TOPICS = ["Forrest_Gump", "Tom_Hanks", "Steven_Spielberg", "Drama_genre", "Cast_Away", "Jurassic_Park"]


@pytest.fixture(scope="module")
def tokenizer():
    from transformers import AutoTokenizer

    return AutoTokenizer.from_pretrained(smol_folder(), local_files_only=True)


@pytest.fixture(scope="module")
def tiny(tokenizer):
    return tiny_random_model(len(tokenizer))


def assert_valid_chain(kg, chain, topic):
    entity = topic
    for edge in chain.edges:
        assert edge.source == entity  # well-formed: each triple continues from the entity reached
        s, p, o = edge.triple
        assert kg.query(f"ASK {{ {s} {p} {o} }}"), f"{s} {p} {o} is not in the KG"
        entity = edge.target


@pytest.mark.slow
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**31 - 1), topic=st.sampled_from(TOPICS), triples=st.integers(1, 3))
def test_random_model_emits_only_kg_triples(sample_kg, tokenizer, tiny, seed, topic, triples):
    torch.manual_seed(seed)
    trie = KGTrie(sample_kg, tokenizer)
    start = NamedNode(RES + topic)
    chain = constrained_generate(tiny, tokenizer, sample_kg, "anything", start, trie=trie, max_triples=triples,
                                 max_new_tokens=60, do_sample=True, temperature=1.5, top_k=0)
    assert len(chain.edges) <= triples
    assert_valid_chain(sample_kg, chain, start)
    written = [line.strip() for line in chain.text.split("\n") if line.strip()]
    assert written[: len(chain.edges)] == [trie.verbalised[e] for e in chain.edges]
    if chain.edges:  # the chain compiles to SPARQL whose answers include the entity it reached
        answers = {row["answer"] for row in sample_kg.select(chain.sparql)}
        assert chain.edges[-1].target in answers


def test_colliding_labels_are_told_apart_by_iri(tokenizer):
    from kgqa_sparql import KnowledgeGraph

    kg = KnowledgeGraph.open(None)
    kg.backend.update("""INSERT DATA {
      <urn:x:hamlet1> <http://www.w3.org/2000/01/rdf-schema#label> "Hamlet" .
      <urn:x:hamlet2> <http://www.w3.org/2000/01/rdf-schema#label> "Hamlet" .
      <urn:x:shakespeare> <http://www.w3.org/2000/01/rdf-schema#label> "Shakespeare" .
      <urn:x:hamlet1> <urn:x:writtenBy> <urn:x:shakespeare> .
      <urn:x:hamlet2> <urn:x:writtenBy> <urn:x:shakespeare> . }""")
    trie = KGTrie(kg, tokenizer)
    trie.trie(NamedNode("urn:x:shakespeare"))
    texts = sorted(trie.verbalised.values())
    assert len(set(texts)) == 2 and "<urn:x:hamlet1>" in texts[0] and "<urn:x:hamlet2>" in texts[1]


@pytest.mark.slow
def test_smollm2_writes_a_well_formed_chain(sample_kg):
    from kgqa_sparql.search.llm import load_local

    model, tokenizer = load_local(smol_folder(), device="cpu")
    topic = NamedNode(RES + "Forrest_Gump")
    chain = constrained_generate(model, tokenizer, sample_kg, "Who directed Forrest Gump?", topic,
                                 max_triples=1, max_new_tokens=24)
    assert len(chain.edges) == 1
    assert_valid_chain(sample_kg, chain, topic)
    assert chain.sparql and sample_kg.select(chain.sparql)
