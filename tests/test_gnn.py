"""Line-graph construction (RAPL Prop. 1) and the GNN retriever trained on the sample KG."""

from __future__ import annotations

import pytest
import torch
from pyoxigraph import NamedNode

from kgqa_sparql.graph.backend import Edge, Step
from kgqa_sparql.search.gnn import Example, GnnConfig, GnnError, GnnRetriever, label_paths
from kgqa_sparql.search.linegraph import edge_walks, extract_subgraph, line_graph, line_walks

MO = "http://kgqa-sparql.org/movies/"
RES = MO + "resource/"


def r(name: str) -> NamedNode:
    return NamedNode(RES + name)


def p(name: str) -> NamedNode:
    return NamedNode(MO + name)


def toy_edges() -> list[Edge]:
    """A small graph with a cycle, parallel edges and both orientations of each triple."""
    triples = [("a", "x", "b"), ("b", "y", "c"), ("c", "x", "a"), ("a", "y", "c"), ("b", "x", "c")]
    edges = []
    for s, rel, o in triples:
        edges.append(Edge(NamedNode("urn:" + s), NamedNode("urn:" + rel), NamedNode("urn:" + o), True))
        edges.append(Edge(NamedNode("urn:" + o), NamedNode("urn:" + rel), NamedNode("urn:" + s), False))
    return edges


@pytest.mark.parametrize("length", [1, 2, 3, 4])
def test_line_graph_paths_are_in_bijection_with_graph_paths(length):
    edges = toy_edges()
    graph = line_graph(edges)
    in_graph = edge_walks(edges, length)
    in_line = line_walks(graph, length)
    mapped = {tuple(graph.edges[i] for i in walk) for walk in in_line}
    assert len(in_line) == len(in_graph)  # injective: distinct node walks give distinct edge walks
    assert mapped == in_graph  # and onto


def test_line_graph_arcs_follow_shared_entity_with_direction():
    edges = toy_edges()
    graph = line_graph(edges)
    for a, b in zip(graph.src, graph.dst):
        assert graph.edges[a].target == graph.edges[b].source
    expected = sum(1 for e in edges for f in edges if e.target == f.source)
    assert len(graph.src) == expected


def test_subgraph_materialises_inverse_edges(sample_kg):
    sub = extract_subgraph(sample_kg, [r("Tom_Hanks")], hops=2)
    inverse = [e for e in sub.edges if e.source == r("Tom_Hanks") and e.predicate == p("starring")]
    assert inverse and all(not e.forward for e in inverse)
    assert Edge(r("Forrest_Gump"), p("directedBy"), r("Robert_Zemeckis"), True) in sub.edges
    assert {d for d in sub.depth} == {0, 1}


def movie_questions(kg) -> list[tuple[str, list, set[str], tuple[Step, ...]]]:
    """Questions from four templates over the sample KG: (text, topics, answers, gold path)."""
    rows = kg.select(f"SELECT ?m ?ml ?d ?dl WHERE {{ ?m <{MO}directedBy> ?d . ?m <http://www.w3.org/2000/01/rdf-schema#label> ?ml . "
                     f"?d <http://www.w3.org/2000/01/rdf-schema#label> ?dl }} ORDER BY ?ml")
    out = []
    for row in rows:
        m, ml, d, dl = row["m"], row["ml"].value, row["d"], row["dl"].value
        out.append((f"who directed [{ml}]", [m], {d.value}, (Step(p("directedBy")),)))
        genres = {g.value for g in kg.follow([m], [Step(p("hasGenre"))])}
        out.append((f"what genre is the film [{ml}]", [m], genres, (Step(p("hasGenre")),)))
        films = {f.value for f in kg.follow([d], [Step(p("directedBy"), False)])}
        out.append((f"which films did [{dl}] direct", [d], films, (Step(p("directedBy"), False),)))
        actors = kg.follow([m], [Step(p("directedBy")), Step(p("directedBy"), False), Step(p("starring"))])
        if actors:
            out.append((f"who acted in films by the director of [{ml}]", [m], {a.value for a in actors},
                        (Step(p("directedBy")), Step(p("directedBy"), False), Step(p("starring")))))
    return out


def test_labels_prefer_paths_whose_answer_set_matches(sample_kg):
    sub = extract_subgraph(sample_kg, [r("Forrest_Gump")], hops=2)
    graph = line_graph(sub.edges)
    gold = label_paths(sample_kg, sub, graph, {RES + "Robert_Zemeckis"}, 2)
    assert gold and all(graph.edges[path[0]].predicate == p("directedBy") and len(path) == 1 for path in gold)


@pytest.mark.slow
def test_gnn_training_reduces_loss_and_retrieves_the_right_path(sample_kg, tmp_path):
    torch.set_num_threads(1)
    questions = movie_questions(sample_kg)
    train = [q for i, q in enumerate(questions) if i % 4 != 3 or "acted" in q[0]][::1]
    held = [q for i, q in enumerate(questions) if i % 4 == 3 and "acted" not in q[0]]
    retriever = GnnRetriever.new(GnnConfig(hidden=64, hops=3, epochs=25, batch_size=8, lr=3e-3, dropout=0.0),
                                 device="cpu")
    prepared = retriever.prepare_training(sample_kg, [Example(t, tops, ans) for t, tops, ans, _ in train])
    assert len(prepared) >= len(train) - 2
    history = retriever.fit(prepared)
    assert history[-1] < 0.5 * history[0]
    held = held[:8] + [q for q in questions if "acted" in q[0]][:3]
    results = retriever.retrieve_many(sample_kg, [q[0] for q in held], [q[1] for q in held], k=3)
    correct = sum(paths and paths[0].steps == gold for (_, _, _, gold), paths in zip(held, results))
    assert correct >= len(held) - 2, [(q[0], [x.steps for x in res[:1]]) for q, res in zip(held, results)]
    # saved and reloaded, the model ranks the same way
    path = retriever.save(tmp_path / "gnn.pt")
    again = GnnRetriever.load(path, device="cpu")
    assert again.retrieve(sample_kg, held[0][0], held[0][1], k=3)[0].steps == results[0][0].steps


def test_from_kg_without_model_is_a_clear_error(sample_kg, tmp_path):
    with pytest.raises(GnnError, match="train-gnn"):
        GnnRetriever.from_kg(sample_kg, model=tmp_path / "missing.pt")


@pytest.mark.gpu
def test_gnn_runs_on_cuda(sample_kg):
    if not torch.cuda.is_available():
        pytest.skip("no CUDA device")
    questions = movie_questions(sample_kg)[:12]
    retriever = GnnRetriever.new(GnnConfig(hidden=32, epochs=3), device="cuda")
    prepared = retriever.prepare_training(sample_kg, [Example(t, tops, ans) for t, tops, ans, _ in questions])
    history = retriever.fit(prepared)
    assert all(h == h for h in history)
    assert retriever.retrieve(sample_kg, questions[0][0], questions[0][1], k=2)


@pytest.mark.slow
def test_train_gnn_cli_saves_a_model_that_from_kg_loads(tmp_path):
    import json
    import subprocess
    import sys

    from tests.conftest import SAMPLE
    from kgqa_sparql import KnowledgeGraph

    store = tmp_path / "movies.store"
    KnowledgeGraph.open(store, load=SAMPLE).close()
    questions = tmp_path / "q.txt"
    questions.write_text("who directed [Forrest Gump]\tRobert Zemeckis\nwho directed [Jurassic Park]\tSteven Spielberg\n"
                         "who directed [Nowhere Film]\tNobody\n", encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "kgqa_sparql", "train-gnn", str(store), str(questions), "--epochs", "2",
                          "--hidden", "16", "--device", "cpu", "--no-progress", "--json"],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    summary = json.loads(run.stdout)
    assert summary["questions"] == 2 and summary["labelled"] == 2 and len(summary["loss"]) == 2
    with KnowledgeGraph.open(store) as kg:
        retriever = GnnRetriever.from_kg(kg, device="cpu")
        assert retriever.retrieve(kg, "who directed [Cast Away]", [r("Cast_Away")], k=2)
