"""Self-supervised training: questions synthesised from a KG alone, and training that skips bad lines."""

from __future__ import annotations

import json
import re
from collections import Counter, defaultdict

import pytest
from pyoxigraph import NamedNode

from kgqa_sparql import KgqaError, KnowledgeGraph, Step
from kgqa_sparql.cli import main
from kgqa_sparql.training.judge import TrainConfig, train_judge
from kgqa_sparql.training.qadata import load_metaqa
from kgqa_sparql.training.relation_map import train_relation_map
from kgqa_sparql.search.explore import BeamRetriever
from kgqa_sparql.training.synthesis import (SELF_SUPERVISED_ANSWER_WEIGHT, SynthesisConfig, class_paths, class_steps,
                                            plural, read_label, synthesise, train_self_supervised)

EX = "http://example.org/tiny/"
FILMS = ["Blue River", "Night Train", "Paper Moon", "Iron Gate", "Silent Bay", "Glass Tower", "Red Harbor",
         "Cold Summit"]
PEOPLE = ["Ada Brook", "Ben Carter", "Cleo Dunn", "Dev Evans", "Eli Fox", "Fay Grant"]
GENRES = ["Drama", "Comedy", "Thriller"]


def tiny_turtle() -> str:
    """Films with directors, actors and genres; people and genres with labels; typed entities."""
    lines = [f"@prefix ex: <{EX}> .", "@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .",
             'ex:directedBy rdfs:label "directed by" .', 'ex:starring rdfs:label "starring" .',
             'ex:hasGenre rdfs:label "has genre" .', 'ex:Film rdfs:label "Film" .',
             'ex:Person rdfs:label "Person" .', 'ex:Genre rdfs:label "Genre" .']

    def node(name: str) -> str:
        return "ex:" + name.replace(" ", "_")

    for i, film in enumerate(FILMS):
        lines.append(f'{node(film)} a ex:Film ; rdfs:label "{film}" ; ex:directedBy {node(PEOPLE[i % 3])} ; '
                     f'ex:starring {node(PEOPLE[3 + i % 3])}, {node(PEOPLE[(i + 1) % 3])} ; '
                     f'ex:hasGenre {node(GENRES[i % 3])} .')
    lines += [f'{node(p)} a ex:Person ; rdfs:label "{p}" .' for p in PEOPLE]
    lines += [f'{node(g)} a ex:Genre ; rdfs:label "{g}" .' for g in GENRES]
    return "\n".join(lines) + "\n"


@pytest.fixture(scope="module")
def tiny_kg(tmp_path_factory) -> KnowledgeGraph:
    path = tmp_path_factory.mktemp("tiny") / "tiny.ttl"
    path.write_text(tiny_turtle(), encoding="utf-8")
    return KnowledgeGraph.open(None, load=[path])


def test_labels_read_as_english():
    assert read_label("directed by").verb == "directed"
    assert read_label("has genre").noun == "genre"
    starred = read_label("starred_actors")
    assert (starred.participle, starred.noun) == ("starred", "actors")
    assert read_label("in language").preposition == "in"
    assert read_label("ref-museum_id").noun == "ref museum"
    assert [plural(w) for w in ("film", "city", "genre", "actors", "box")] == ["films", "cities", "genres",
                                                                              "actors", "boxes"]


def test_times_and_kinds_are_asked_as_people_ask_them():
    import random

    from kgqa_sparql.training.synthesis import kind_templates, time_templates

    when = {key: fill("[X]") for key, fill in time_templates(read_label("release_year"), "year", True).items()}
    assert when["when-passive"] == "when was [X] released" and "in what year was [X] released" in when.values()
    founded = time_templates(read_label("founding date"), "date", False)
    assert founded["in-which-time"]("the firms of [Y]") == "the firms of [Y] were founded in which dates"
    assert not time_templates(read_label("birth place"), "city", True)  # a place, not a time
    assert not time_templates(read_label("year"), "year", True)  # no event named before the time
    kinds = kind_templates(read_label("has genre"), "genre", "film", True, random.Random(0))
    assert re.fullmatch(r"what (kind|sort|type) of film is \[X\]", kinds["what-kind-of"]("[X]"))
    assert not kind_templates(read_label("in language"), "language", "film", True, random.Random(0))


def test_class_paths_follow_the_schema(tiny_kg):
    steps = class_steps(tiny_kg.schema, 0.1)
    assert {(s.predicate.rsplit("/", 1)[-1], s.forward) for s in steps} == {
        ("directedBy", True), ("directedBy", False), ("starring", True), ("starring", False),
        ("hasGenre", True), ("hasGenre", False)}
    paths = class_paths(steps, 3)
    assert all(a.target == b.source for hops in paths.values() for p in hops for a, b in zip(p, p[1:]))
    assert len(paths[1]) == 6 and len(paths[2]) > 6


def test_synthesised_questions_are_grounded_varied_and_deterministic(tiny_kg):
    config = SynthesisConfig(questions=90, seed=3, synonyms=0)
    pairs, report = synthesise(tiny_kg, config)
    assert len(pairs) == 90 and report.per_hops == {1: 30, 2: 30, 3: 30}
    for pair in pairs:  # answers are exactly the ends of the real walk, no entity revisited
        steps = [Step(NamedNode(p), forward) for p, forward in pair.path]
        ends = tiny_kg.follow([NamedNode(pair.topics[0])], steps)
        assert set(pair.answers) == set(tiny_kg.labels(list(ends)).values()), pair
        topic = tiny_kg.labels([NamedNode(pair.topics[0])])[NamedNode(pair.topics[0])]
        assert f"[{topic}]" in pair.question and len(pair.path) == int(pair.qtype.split(":")[0])
    one_hop = [p for p in pairs if len(p.path) == 1]
    directions = {p.path[0] for p in one_hop}
    assert (EX + "directedBy", True) in directions and (EX + "directedBy", False) in directions
    phrasings = defaultdict(set)
    for p in one_hop:
        phrasings[p.path[0]].add(p.qtype.split(":", 1)[1])
    assert max(len(v) for v in phrasings.values()) >= 3  # several templates per relation and direction
    assert len({p.question for p in pairs}) > 60
    again, _ = synthesise(tiny_kg, config)
    assert [(p.question, p.answers) for p in again] == [(p.question, p.answers) for p in pairs]
    other, _ = synthesise(tiny_kg, SynthesisConfig(questions=90, seed=4, synonyms=0))
    assert [p.question for p in other] != [p.question for p in pairs]


def test_multi_hop_questions_nest_class_names(tiny_kg):
    pairs, _ = synthesise(tiny_kg, SynthesisConfig(questions=60, seed=5, synonyms=0))
    two_hop = [p.question for p in pairs if len(p.path) == 2]
    assert any("films" in q for q in two_hop)  # the intermediate node named by its class
    assert all(q.count("[") == 1 for q in two_hop)


def test_topics_are_at_times_named_with_their_class(tiny_kg):
    """'who directed the film [Night Train]': a share of questions name the topic after its class."""
    def with_class(rate: float) -> list[bool]:
        pairs, _ = synthesise(tiny_kg, SynthesisConfig(questions=60, seed=5, synonyms=0, topic_class_rate=rate))
        return [re.search(r"\bthe (film|person|genre)s? \[", p.question) is not None for p in pairs]

    never, default = sum(with_class(0.0)), sum(with_class(SynthesisConfig().topic_class_rate))
    assert all(with_class(1.0)) and never < default < 30  # (a template reads 'what has the genre [X]')
    with pytest.raises(KgqaError, match="topic_class_rate"):
        SynthesisConfig(topic_class_rate=1.5)


@pytest.mark.slow
def test_self_supervised_training_answers_questions(tiny_kg, tmp_path):
    result = train_self_supervised(tiny_kg, SynthesisConfig(questions=90, seed=1),
                                   TrainConfig(scorer="head", seed=1, epochs=20),
                                   judge_out=tmp_path / "judge", relation_out=tmp_path / "relmap",
                                   relation_questions=40)
    assert result.judge_report.mined >= 80
    manifest = json.loads((tmp_path / "judge" / "manifest.json").read_text())
    assert manifest["data"]["source"].startswith("synthesised") and manifest["data"]["seed"] == 1
    assert manifest["data"]["templates"] and manifest["data"]["questions"] == 90
    assert (tmp_path / "relmap" / "manifest.json").is_file() and result.relation_report.mined > 20
    # template questions teach little about which relation a 'who' answer word names: the prior weighs more
    retriever = tiny_kg.retriever("beam", model=tmp_path / "judge")
    assert retriever.judge.answer_weight == SELF_SUPERVISED_ANSWER_WEIGHT == retriever.answer_weight_for_judge
    assert tiny_kg.retriever("beam", zero_shot=True).answer_weight_for_judge == BeamRetriever.answer_weight
    for question in ("who directed [Night Train]", "who directed the film [Night Train]"):
        assert tiny_kg.ask_question(question, model=tmp_path / "judge").answers[0].label == "Ben Carter"
    films = tiny_kg.ask_question("which films did [Ada Brook] direct", model=tmp_path / "judge")
    assert {a.label for a in films.answers} == {"Blue River", "Iron Gate", "Red Harbor"}


@pytest.mark.slow
def test_cli_train_without_questions(tmp_path, capsys):
    ttl = tmp_path / "tiny.ttl"
    ttl.write_text(tiny_turtle(), encoding="utf-8")
    store = tmp_path / "tiny.store"
    assert main(["load", str(store), str(ttl), "--no-progress"]) == 0
    capsys.readouterr()
    assert main(["train", str(store), "--scorer", "head", "--synth-questions", "45", "--synth-relation-questions",
                 "20", "--epochs", "5", "--no-progress", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["synthesis"]["questions"] == 45 and out["judge"]["questions"] == 45
    assert (store / "kgqa" / "explore-model" / "manifest.json").is_file()
    relmap = json.loads((store / "kgqa" / "relation-model" / "manifest.json").read_text())
    assert relmap["data"]["source"].startswith("synthesised") and relmap["data"]["per_hops"] == {"1": 20}


@pytest.mark.slow
def test_bad_training_lines_are_skipped_and_counted(tiny_kg, tmp_path, capsys):
    qa = tmp_path / "qa.txt"
    qa.write_text("who directed [Night Train]\tBen Carter\n"
                  "a line with no answers\n"  # malformed
                  "who directed [No Such Film]\tAda Brook\n"  # topic not in the KG
                  "who directed [Blue River]\tSomebody Else\n"  # no path reaches the answer
                  "what genre is [Paper Moon]\tThriller\n", encoding="utf-8")
    with pytest.raises(Exception, match="qa.txt:2"):
        load_metaqa(qa)
    skipped: Counter = Counter()
    pairs = load_metaqa(qa, skipped=skipped)
    assert len(pairs) == 4 and skipped == {"malformed": 1}
    _, report = train_judge(tiny_kg, pairs, out=tmp_path / "judge", config=TrainConfig(scorer="head", epochs=2),
                            skipped=skipped)
    assert report.skipped == {"malformed": 1, "unknown_topic": 1, "no_path": 1} and report.mined == 2
    manifest = json.loads((tmp_path / "judge" / "manifest.json").read_text())
    assert manifest["skipped"] == report.skipped
    _, relmap = train_relation_map(tiny_kg, pairs, skipped=skipped)
    assert relmap.skipped["unknown_topic"] == 1 and relmap.skipped["no_path"] == 1 and relmap.mined == 2
    # the command line: the same file trains (aborted before: no entity labelled 'No Such Film')
    ttl = tmp_path / "tiny.ttl"
    ttl.write_text(tiny_turtle(), encoding="utf-8")
    store = tmp_path / "tiny.store"
    assert main(["load", str(store), str(ttl), "--no-progress"]) == 0
    capsys.readouterr()
    assert main(["train", str(store), str(qa), "--scorer", "head", "--epochs", "2", "--no-progress", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["skipped"] == {"malformed": 1, "unknown_topic": 1, "no_path": 1}
    assert main(["train-aligner", str(store), "--questions", str(qa), "--no-progress"]) == 0
    assert "malformed 1, unknown_topic 1, no_path 1" in capsys.readouterr().out
