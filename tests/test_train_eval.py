"""Judge training (GRAPE Algorithm 1) and the evaluation harness, on the bundled movie KG."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import time

import numpy as np
import pytest
from pyoxigraph import NamedNode

from kgqa_sparql import KgqaError, Step
from kgqa_sparql.text.encoder import shared_encoder
from kgqa_sparql.training.evaluation import evaluate, evaluate_rog, score_result, sweep, write_sweep
from kgqa_sparql.search.explore import BeamRetriever, ask_question
from kgqa_sparql.training.qadata import load_metaqa, load_rog
from kgqa_sparql.query.result import Answer, Result
from kgqa_sparql.search.judges import CONTINUE, DROP, STOP, HeadJudge, TunedJudge, hop_vectors, load_judge
from kgqa_sparql.training.judge import MinedQuestion, TrainConfig, classify, label_examples, train_judge

from conftest import ONTOLOGIES, SAMPLE

MO = "http://kgqa-sparql.org/movies/"
QUESTIONS = ONTOLOGIES / "movies-questions.txt"


def S(name: str, forward: bool = True) -> Step:
    return Step(NamedNode(MO + name), forward)


@pytest.fixture(scope="module")
def split():
    """Questions generated from the sample KG (10 templates, 1-2 hops): every other one trains."""
    pairs = load_metaqa(QUESTIONS)
    return pairs[::2], pairs[1::2]


@pytest.fixture(scope="module")
def trained(sample_kg, split, tmp_path_factory):
    out = tmp_path_factory.mktemp("judge")
    start = time.perf_counter()
    head, report = train_judge(sample_kg, split[0], out=out, config=TrainConfig(epochs=30, seed=3, scorer="head"))
    return out, head, report, time.perf_counter() - start


@pytest.fixture(scope="module")
def tuned(sample_kg, split, tmp_path_factory):
    """The fine-tuned question tower, a few steps only (its accuracy is measured by bench/metaqa.py)."""
    out = tmp_path_factory.mktemp("tuned")
    start = time.perf_counter()
    config = TrainConfig(epochs=30, seed=3, scorer="tuned", max_steps=3, tune_batch=8)
    judge, report = train_judge(sample_kg, split[0], out=out, config=config, data={"source": "movies-questions"})
    return out, judge, report, time.perf_counter() - start


def test_negative_kinds_of_algorithm_1():
    positive = (S("starring", False), S("directedBy"))
    assert classify(positive, [positive]) == (STOP, "positive")
    assert classify(positive[:1], [positive]) == (CONTINUE, "prefix")
    assert classify((S("starring", False), S("writtenBy")), [positive]) == (DROP, "near_miss")
    assert classify((S("starring", False), S("directedBy", False)), [positive]) == (DROP, "target_swap")
    assert classify(positive + (S("directedBy", False),), [positive]) == (DROP, "overshoot")
    assert classify((S("directedBy"),), [positive]) == (DROP, "drop_hop")
    assert classify((S("directedBy"), S("starring", False)), [positive]) == (DROP, "reorder")
    assert classify((S("directedBy"), S("writtenBy")), [positive]) == (DROP, "other")


def test_reorder_negatives_are_kept_first():
    positive = (S("starring", False), S("directedBy"))
    reorder = (S("directedBy"), S("starring", False))
    others = [(S("directedBy"), S("writtenBy")), (S("writtenBy"), S("starring", False)), (S("genre"),)]
    mined = MinedQuestion("who directed the movies starring X", [positive], others + [reorder, positive])
    for seed in range(5):
        examples = label_examples(mined, TrainConfig(negatives=1), random.Random(seed))
        assert [(e.steps, e.label, e.kind) for e in examples] == [(positive, STOP, "positive"),
                                                                   (reorder, DROP, "reorder")]


@pytest.mark.slow
def test_training_runs_in_seconds_and_writes_a_manifest(trained, split):
    out, _, report, seconds = trained
    assert seconds < 60
    assert report.mined == len(split[0]) and report.kinds["positive"] >= len(split[0])
    assert {"near_miss", "overshoot"} <= set(report.kinds)
    assert report.losses[-1] < report.losses[0]
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["hyperparameters"]["epochs"] == 30 and manifest["report"]["examples"] == report.examples
    assert (out / "head.npz").is_file() and (out / "checkpoint" / "head.npz").is_file()


def _paths():
    enc = shared_encoder()
    hops = [["inverse of starring", "directed by"], ["directed by"], ["starring", "has genre"]]
    return enc.encode([" -> ".join(h) for h in hops]), [len(h) for h in hops], hop_vectors(hops, enc)


def test_saved_judge_gives_identical_scores(trained):
    out, head, _, _ = trained
    loaded = HeadJudge.load(out)
    q = shared_encoder().encode(["who directed the movies starring X"])[0]
    p, depths, hops = _paths()
    assert np.array_equal(head.judge(q, p, depths, hops), loaded.judge(q, p, depths, hops))
    assert head.uses_hops and head.judge(q, p, depths, hops).shape == (3, 3)
    with pytest.raises(KgqaError, match="hop slots"):
        head.judge(q, p, depths)


@pytest.mark.slow
def test_tuned_judge_trains_in_seconds_and_reloads_identically(sample_kg, tuned, split):
    out, judge, report, seconds = tuned
    assert seconds < 90 and isinstance(judge, TunedJudge)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["kind"] == "tuned-judge" and manifest["hyperparameters"]["scorer"] == "tuned"
    assert manifest["data"] == {"source": "movies-questions"}
    assert (out / "question-encoder").is_dir() and (out / "checkpoint" / "question-encoder").is_dir()
    loaded = load_judge(out)
    assert isinstance(loaded, TunedJudge)
    text = "who directed the movies starring X"
    q = judge.encode_question(text)
    assert np.array_equal(q, loaded.encode_question(text))
    # the tower moved away from the frozen encoder it started from
    assert not np.allclose(q, shared_encoder().encode([text])[0], atol=1e-4)
    p, depths, hops = _paths()
    assert np.array_equal(judge.judge(q, p, depths, hops), loaded.judge(q, p, depths, hops))
    report = evaluate(sample_kg, split[1], model=out)
    assert report.errors == 0 and report.hits1 >= 80


def test_trained_judge_answers_held_out_questions(sample_kg, trained, split):
    out, _, _, _ = trained
    report = evaluate(sample_kg, split[1], model=out)
    zero = evaluate(sample_kg, split[1], zero_shot=True)
    assert report.questions == len(split[1]) and report.errors == 0
    assert report.hits1 >= 80 and report.hits1 > zero.hits1
    batched = evaluate(sample_kg, split[1], model=out, batch_size=4)  # one encoder call per 4 questions
    assert (batched.hits1, batched.f1, batched.errors) == (report.hits1, report.f1, 0)
    result = ask_question(sample_kg, "who directed the movies starring [Meg Ryan]",
                          retriever=BeamRetriever.from_kg(sample_kg, model=out))
    assert [a.label for a in result.answers] == ["Nora Ephron"]


def test_load_errors(tmp_path):
    with pytest.raises(KgqaError, match="no trained judge"):
        HeadJudge.load(tmp_path)
    with pytest.raises(KgqaError, match="no trained judge"):
        load_judge(tmp_path)
    with pytest.raises(KgqaError, match="unknown scorer"):
        TrainConfig(scorer="gpt")
    bad = tmp_path / "qa.txt"
    bad.write_text("a question without answers\n")
    with pytest.raises(KgqaError, match=r"qa.txt:1"):
        load_metaqa(bad)
    rog = tmp_path / "bad.jsonl"
    rog.write_text('{"question": "q"}\n')
    with pytest.raises(KgqaError, match="bad.jsonl:1"):
        load_rog(rog)


def test_score_result():
    result = Result([Answer(None, "A", 1.0), Answer(None, "B", 0.5), Answer(None, "C", 0.1)])
    assert score_result(result, ["a"], 10) == (True, True, pytest.approx(0.5))
    assert score_result(result, ["c", "d"], 2) == (False, False, pytest.approx(0.4))


def test_rog_jsonl(tmp_path):
    records = [
        {"question": "who directed Heat", "q_entity": ["Heat"], "a_entity": ["Michael Mann"],
         "graph": [["Heat", "film.directed_by", "Michael Mann"], ["Heat", "film.starring", "Al Pacino"],
                   ["Heat", "film.starring", "Robert De Niro"]]},
        {"question": "which films star Al Pacino", "q_entity": ["Al Pacino"], "a_entity": ["Heat", "Scarface"],
         "graph": [["Heat", "film.starring", "Al Pacino"], ["Scarface", "film.starring", "Al Pacino"],
                   ["Scarface", "film.directed_by", "Brian De Palma"]]},
    ]
    path = tmp_path / "rog.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records))
    pairs = load_rog(path)
    assert pairs[0].topic_names == ["Heat"] and pairs[1].answers == ["Heat", "Scarface"]
    report = evaluate_rog(pairs, zero_shot=True, depth=1)
    assert report.questions == 2 and report.errors == 0 and report.hits1 == 100.0


def test_sweep_writes_table_and_plots(sample_kg, split, tmp_path):
    reports = sweep(sample_kg, split[1][:4], beams=(1, 3), depths=(1, 2), zero_shot=True)
    assert len(reports) == 4
    written = write_sweep(reports, tmp_path)
    assert [p.name for p in written] == ["sweep.md", "accuracy.png", "time.png"]
    assert "| 3 | 2 |" in written[0].read_text()
    assert written[1].read_bytes()[:4] == b"\x89PNG"


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kgqa_sparql", *args], capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_cli_train_then_eval(tmp_path):
    store = tmp_path / "movies.store"
    assert run_cli("load", str(store), *map(str, SAMPLE)).returncode == 0
    train = run_cli("train", str(store), str(QUESTIONS), "--limit", "30", "--epochs", "5", "--max-steps", "2",
                    "--no-progress", "--json")
    assert train.returncode == 0, train.stderr
    assert json.loads(train.stdout)["mined"] == 30
    assert (store / "kgqa" / "explore-model" / "manifest.json").is_file()
    assert (store / "kgqa" / "explore-model" / "question-encoder").is_dir()  # --scorer tuned is the default
    done = run_cli("eval", "metaqa", "--kb", str(store), "--questions", str(QUESTIONS), "--limit", "6",
                   "--no-progress", "--json")
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["questions"] == 6 and 0 <= report["hits1"] <= 100 and report["p50_ms"] > 0
    missing = run_cli("eval", "metaqa", "--kb", str(store), "--questions", str(tmp_path / "none.txt"))
    assert missing.returncode == 1 and "no such question file" in missing.stderr
    many = tmp_path / "many.txt"
    many.write_text("who directed [Big]\tPenny Marshall\nwho directed a film nobody made\nwhat movies did [Meg Ryan] act in\n")
    asked = run_cli("ask", str(store), "--questions", str(many), "--batch-size", "2", "--json")
    lines = [json.loads(line) for line in asked.stdout.splitlines()]
    assert asked.returncode == 1  # one question had no topic
    assert [line["question"] for line in lines] == ["who directed [Big]", "who directed a film nobody made",
                                                   "what movies did [Meg Ryan] act in"]
    assert "error" in lines[1] and lines[0]["answers"] and lines[2]["sparql"]
