"""The relation map learned from a KG's own questions (kgqa_sparql.training.relation_map, applied by
kgqa_sparql.query.relation_map) on the bundled KG.

Zero-shot MiniLM puts `teleplay by` nearer `directed by` than `written by`, and WordNet does not
link `teleplay` to `write`, so `[("Forrest Gump", teleplay by, X)]` is answered with the director.
A few questions that say 'teleplay' about films whose writer is not their director teach the map
otherwise."""

from __future__ import annotations

import json
import subprocess
import sys

import numpy as np
import pytest
from conftest import MO, ROOT

from kgqa_sparql.query.align import BRIDGE_COST, BRIDGE_SCALE_LEARNED, Aligner
from kgqa_sparql.errors import KgqaError
from kgqa_sparql.training.qadata import QAPair
from kgqa_sparql.query.relation_map import load_relation_map
from kgqa_sparql.training.relation_map import RelationMapConfig, mine_relations, train_relation_map

WRITERS = {"Forrest Gump": "Eric Roth", "Cast Away": "William Broyles Jr.", "Saving Private Ryan": "Robert Rodat",
            "Catch Me If You Can": "Jeff Nathanson", "The Terminal": "Sacha Gervasi", "Philadelphia": "Ron Nyswaner",
            "The Departed": "William Monahan", "A Beautiful Mind": "Akiva Goldsman"}
DIRECTED = {"Schindler's List": "Steven Spielberg", "Big": "Penny Marshall", "Toy Story": "John Lasseter",
            "Apollo 13": "Ron Howard"}


def questions() -> list[QAPair]:
    pairs = [QAPair(f"whose teleplay is [{m}]", [w]) for m, w in list(WRITERS.items())[1:]]
    pairs += [QAPair(f"[{m}] has a teleplay by whom", [w]) for m, w in list(WRITERS.items())[1:]]
    pairs += [QAPair(f"who directed [{m}]", [d]) for m, d in DIRECTED.items()]
    # the director wrote it too: both predicates explain the answer, so it teaches nothing
    pairs.append(QAPair("whose teleplay is [Titanic]", ["James Cameron"]))
    # two hops away (the films of the director): no single predicate explains it
    pairs.append(QAPair("what else did the director of [Cast Away] make", ["Back to the Future", "Forrest Gump"]))
    return pairs


def margin(aligner: Aligner, phrase: str) -> float:
    """Similarity of `phrase` to 'written by' minus that to 'directed by'."""
    sims = aligner.relation_similarity([phrase])[0]
    row = {p: i for i, p in enumerate(aligner.predicates)}
    return float(sims[row[MO + "writtenBy"]] - sims[row[MO + "directedBy"]])


@pytest.fixture(scope="module")
def trained(sample_kg, tmp_path_factory):
    out = tmp_path_factory.mktemp("relmap")
    model, report = train_relation_map(sample_kg, questions(), out=out, config=RelationMapConfig(epochs=150))
    return out, model, report


def test_mining_keeps_questions_one_predicate_explains(sample_kg):
    aligner = sample_kg.aligner()
    examples, seen = mine_relations(sample_kg, questions(), set(aligner.predicates), RelationMapConfig())
    assert seen == len(questions())
    assert len(examples) == 2 * (len(WRITERS) - 1) + len(DIRECTED)  # Titanic and the 2-hop one skipped
    assert {e.predicate for e in examples if "teleplay" in e.question} == {MO + "writtenBy"}
    assert all(e.forward and "[" not in e.question for e in examples)  # topic masked


def test_training_moves_an_unseen_phrase_to_the_right_predicate(sample_kg, trained):
    out, model, report = trained
    zero_shot = sample_kg.aligner()
    learned = sample_kg.aligner(out)
    assert learned is sample_kg.aligner(out) and learned is not zero_shot
    # 'teleplay by' (as a pseudo edge says it, never a training text) reads as directed by zero-shot
    assert margin(zero_shot, "teleplay by") < 0 < margin(learned, "teleplay by")
    assert report.train_accuracy > report.zero_shot_accuracy and report.losses[-1] < report.losses[0]
    assert report.predicates == {"written by": 2 * (len(WRITERS) - 1), "directed by": len(DIRECTED)}
    # a phrase about something else keeps its zero-shot neighbour (the map stays near the identity)
    genre = {p: i for i, p in enumerate(learned.predicates)}[MO + "hasGenre"]
    assert int(np.argmax(learned.relation_similarity(["film genre"])[0])) == genre
    # Forrest Gump was held out of training: zero-shot gives its director, the learned map its writer
    graph = '[("Forrest Gump", teleplay by, X_1)]'
    assert sample_kg.ask_graph(graph).answers[0].label == "Robert Zemeckis"
    assert sample_kg.ask_graph(graph, relation_model=out).answers[0].label == "Eric Roth"


def test_saved_map_loads_back_and_bad_input_is_refused(trained, tmp_path, sample_kg):
    out, model, _ = trained
    again = load_relation_map(out)
    assert np.array_equal(again.matrix, model.matrix)
    assert json.loads((out / "manifest.json").read_text())["report"]["mined"] == 2 * (len(WRITERS) - 1) + len(DIRECTED)
    with pytest.raises(KgqaError, match="no relation model"):
        load_relation_map(tmp_path)
    with pytest.raises(KgqaError, match="expects 384-dimensional"):
        again.apply(np.zeros((1, 8), dtype=np.float32))
    with pytest.raises(KgqaError, match="out of range"):
        RelationMapConfig(epochs=0)
    with pytest.raises(KgqaError, match="none of 1 training questions"):
        train_relation_map(sample_kg, [QAPair("whose teleplay is [Titanic]", ["James Cameron"])])


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kgqa_sparql", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=300)


@pytest.mark.slow
def test_cli_train_aligner_then_ask_with_it(tmp_path):
    from conftest import SAMPLE

    from kgqa_sparql import KnowledgeGraph

    store = tmp_path / "m.store"
    KnowledgeGraph.open(store, load=SAMPLE).close()
    qa = tmp_path / "qa.txt"
    qa.write_text("".join(f"{q.question}\t{'|'.join(q.answers)}\n" for q in questions()))
    model = tmp_path / "relmap"
    out = run_cli("train-aligner", str(store), "--questions", str(qa), "--out", str(model), "--epochs", "150",
                  "--no-progress", "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["mined"] == 2 * (len(WRITERS) - 1) + len(DIRECTED)
    out = run_cli("ask", str(store), "--graph", '[("Forrest Gump", teleplay by, X_1)]', "--relation-model",
                  str(model), "--json")
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["answers"][0]["label"] == "Eric Roth"
    bad = run_cli("translate", str(store), "[(Forrest Gump, teleplay by, X_1)]", "--relation-model", str(tmp_path))
    assert bad.returncode == 1 and "no relation model" in bad.stderr
    assert run_cli("train-aligner", "--help").returncode == 0


def test_learned_map_makes_bridges_cheaper_at_known_entities_only(sample_kg, trained):
    """A bridged known entity (the graph left out the node after it) is cheaper with a learned
    map; a bridge at a variable keeps the zero-shot cost, so a plain two-hop graph is not read
    through a bridge just because its second edge's words fit a farther predicate a little better."""
    from kgqa_sparql.query.querygraph import parse_graph

    out, _, _ = trained
    graph = parse_graph('[("Tom Hanks", acted in, X_1), (X_1, has genre, X_2)]')
    first, second = graph.edges
    zero_shot, learned = sample_kg.aligner(), sample_kg.aligner(out)
    assert zero_shot.bridge_cost(graph, first, "Tom Hanks") == BRIDGE_COST
    assert learned.bridge_cost(graph, first, "Tom Hanks") == pytest.approx(BRIDGE_COST * BRIDGE_SCALE_LEARNED)
    assert learned.bridge_cost(graph, second, "X_1") == zero_shot.bridge_cost(graph, second, "X_1") == BRIDGE_COST


def test_a_map_from_synthesised_questions_gives_no_bridge_discount(sample_kg, trained, tmp_path):
    """Template phrasing cannot vouch for a bridge: the same map, recorded as learned from
    synthesised questions, leaves bridges at known entities at their zero-shot cost."""
    from kgqa_sparql.query.querygraph import parse_graph
    from kgqa_sparql.query.relation_map import RelationMap, load_relation_map

    out, _, _ = trained
    learned = load_relation_map(out)
    assert not learned.synthesised
    manifest = learned.manifest | {"data": {"source": "synthesised from the KG (kgqa_sparql.training.synthesis)"}}
    RelationMap(learned.matrix, manifest).save(tmp_path / "synthesised")
    graph = parse_graph('[("Tom Hanks", acted in, X_1), (X_1, has genre, X_2)]')
    aligner = sample_kg.aligner(tmp_path / "synthesised")
    assert aligner.relation_map.synthesised
    assert aligner.bridge_cost(graph, graph.edges[0], "Tom Hanks") == BRIDGE_COST
