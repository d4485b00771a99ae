"""The `kgqa-sparql` CLI contract: help everywhere, formats, JSON output, one-line errors."""

from __future__ import annotations

import gc
import json
import subprocess
import sys

import numpy as np
import pytest

from kgqa_sparql.cli import build_parser, main
from conftest import MO, SAMPLE

COMMANDS = sorted(build_parser()._subparsers._group_actions[0].choices)


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "kgqa_sparql", *args], capture_output=True, text=True)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command, capsys):
    with pytest.raises(SystemExit) as exit_:
        main([command, "--help"])
    assert exit_.value.code == 0
    assert "usage: kgqa-sparql " + command in capsys.readouterr().out


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    path = tmp_path_factory.mktemp("cli") / "movies.store"
    assert main(["load", str(path), *map(str, SAMPLE), "--no-progress"]) == 0
    return path


def test_load_json_and_info(store, tmp_path, capsys):
    kb = tmp_path / "kb.txt"
    kb.write_text("Big|starred_actors|Tom Hanks\nBig|release_year|1988\n")
    assert main(["load", str(store), str(kb), "--types", "starred_actors=Movie:Person", "--json", "--no-progress"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["added"] > 0 and summary["triples"] >= 560 + summary["added"]
    assert main(["info", str(store), "--json"]) == 0
    info = json.loads(capsys.readouterr().out)
    assert info["triples"] == summary["triples"]
    assert info["classes"][MO + "Movie"] == 26
    assert main(["info", str(store)]) == 0
    assert "triples:" in capsys.readouterr().out


@pytest.mark.parametrize("fmt,marker", [("json", '"bindings"'), ("xml", "<sparql"), ("csv", "m\r\n"), ("tsv", "?m\n")])
def test_query_result_formats(store, fmt, marker, capsys):
    q = f"SELECT ?m WHERE {{ ?m a <{MO}Movie> }} LIMIT 3"
    assert main(["query", str(store), q, "--format", fmt]) == 0
    assert marker in capsys.readouterr().out


def test_query_json_is_sparql_results(store, tmp_path, capsys):
    rq = tmp_path / "q.rq"
    rq.write_text(f"SELECT (COUNT(*) AS ?n) WHERE {{ ?m a <{MO}Movie> }}")
    assert main(["query", str(store), f"@{rq}"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["head"]["vars"] == ["n"] and doc["results"]["bindings"][0]["n"]["value"] == "26"


@pytest.mark.parametrize("fmt,marker", [("ttl", "<http"), ("nt", "> .")])
def test_construct_formats(store, fmt, marker, capsys):
    q = f"CONSTRUCT {{ ?m a <{MO}Movie> }} WHERE {{ ?m a <{MO}Movie> }}"
    assert main(["query", str(store), q, "--format", fmt]) == 0
    assert marker in capsys.readouterr().out


def test_errors_are_one_line_and_non_zero(store, tmp_path):
    bad = tmp_path / "bad.ttl"
    bad.write_text("@prefix ex: <http://example.org/> .\nex:a ex:b .\n")
    for args, needle in [
        (["query", str(store), "SELECT ?s WHERE { ?s ?p }"], "SPARQL syntax error"),
        (["query", str(store), "SELECT ?s WHERE { ?s ?p ?o }", "--format", "ttl"], "does not fit"),
        (["query", str(tmp_path / "nowhere"), "ASK {}"], "no store at"),
        (["load", str(store), str(bad), "--no-progress"], "bad.ttl:2:"),
        (["query", str(store), "@" + str(tmp_path / "missing.rq")], "no such file"),
    ]:
        proc = run(*args)
        assert proc.returncode == 1, (args, proc.stderr)
        lines = [line for line in proc.stderr.splitlines() if line.strip()]
        assert len(lines) == 1 and lines[0].startswith("kgqa-sparql: error:") and needle in lines[0], proc.stderr
    assert run("info").returncode == 2  # usage error from argparse


def test_query_against_remote_endpoint(oxigraph_server, capsys):
    assert main(["query", oxigraph_server, f"SELECT (COUNT(*) AS ?n) WHERE {{ ?m a <{MO}Movie> }}"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["results"]["bindings"][0]["n"]["value"] == "26"
    assert main(["info", oxigraph_server, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["triples"] == 560


# ---- start-up cost, quiet output, --endpoint (issue 20) -------------------------------------------
GRAPH = "[(Tom Hanks, acted_in, X_1), (X_1, directed_by, X_2)]"
HEAVY = ("torch", "transformers", "sentence_transformers", "sklearn")


@pytest.fixture(scope="module")
def demo(tmp_path_factory):
    """The sample KG in a store folder of its own, as `make demo` loads it (the `store` above gets
    more triples)."""
    path = tmp_path_factory.mktemp("demo") / "demo.store"
    assert main(["load", str(path), *map(str, SAMPLE), "--quiet"]) == 0
    return path


def run_reporting_modules(*args: str) -> subprocess.CompletedProcess:
    """The CLI in a fresh interpreter; its last stdout line lists the heavy modules it imported."""
    code = ("import sys; from kgqa_sparql.cli import main; rc = main(sys.argv[1:]); "
            f"print('MODULES', sorted(m for m in {HEAVY!r} if m in sys.modules)); sys.exit(rc)")
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True)


@pytest.mark.parametrize("args", [["ask", "--graph", GRAPH], ["translate", GRAPH], ["ask", "--graph", GRAPH, "--json"]])
def test_graph_commands_import_no_torch_and_print_nothing_on_stderr(demo, args):
    """`ask`/`translate` on a store run on numpy: no torch, transformers or sentence-transformers
    import (3-6 s of every call before), and no 'Loading weights' bars or other noise."""
    proc = run_reporting_modules(args[0], str(demo), *args[1:])
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert proc.stdout.splitlines()[-1] == "MODULES []"
    assert f"<{MO}directedBy>" in proc.stdout
    if args[0] == "ask":
        assert "Steven Spielberg" in proc.stdout
    else:
        assert proc.stdout.startswith("# candidate 1, score 0.423\nSELECT ?X_2")


def test_numpy_encoder_matches_sentence_transformers():
    """The numpy BERT gives sentence-transformers' embeddings to float32 rounding, so rankings
    (and every answer built on them) are unchanged; long texts are truncated the same way."""
    from kgqa_sparql.text.encoder import Encoder, shared_encoder

    texts = ["who directed the movies starring Meg Ryan", "directed by", "  padded  ", "", "Ça, c'est naïve",
             "Movie starring Person", "word " * 400, "日本語", "UPPER case", *[f"film {i} by person {7 * i}" for i in range(40)]]
    fast, reference = Encoder(backend="numpy"), Encoder(backend="torch")
    assert (fast.backend, reference.backend, fast.dim) == ("numpy", "torch", 384)
    a, b = fast.encode_many(texts), reference.encode_many(texts)
    assert a.dtype == np.float32 and a.shape == b.shape == (len(texts), 384)
    assert float(np.min(np.sum(a * b, axis=1))) > 0.9999
    assert np.abs(a - b).max() < 1e-5
    for row in (0, 1, 5):
        assert list(np.argsort(-(a @ a[row]))[:10]) == list(np.argsort(-(b @ b[row]))[:10])
    assert shared_encoder().backend == "numpy"  # what every scorer uses on a CPU


def test_torch_bert_encoder_matches_numpy():
    """The torch forward pass (the default on a GPU) gives the numpy one's embeddings, here on the
    CPU, with padding in mixed-length batches."""
    from kgqa_sparql.text.encoder import Encoder

    texts = ["who directed the movies starring Meg Ryan", "directed by", "", "Ça, c'est naïve", "word " * 400,
             *[f"film {i} by person {7 * i}" for i in range(40)]]
    lean, fast = Encoder(backend="torch-bert", device="cpu"), Encoder(backend="numpy")
    assert lean.backend == "torch-bert"
    a, b = lean.encode_many(texts), fast.encode_many(texts)
    assert a.dtype == np.float32 and a.shape == b.shape == (len(texts), 384)
    assert np.abs(a - b).max() < 1e-5
    # the point of it: torch without transformers' and sentence-transformers' seconds of import
    probe = ("import sys; from kgqa_sparql.text.encoder import Encoder; "
             "Encoder(backend='torch-bert', device='cpu').encode(['x']); "
             "print(sorted(m for m in ('torch', 'transformers', 'sentence_transformers') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['torch']"


def test_numpy_encoder_refuses_folders_it_cannot_read(tmp_path):
    from kgqa_sparql.errors import KgqaError
    from kgqa_sparql.text.encoder import Encoder, NumpyBert

    (tmp_path / "modules.json").write_text(json.dumps([{"idx": 0, "name": "0", "path": "",
                                                        "type": "sentence_transformers.models.Transformer"},
                                                       {"idx": 1, "name": "1", "path": "1_Pooling",
                                                        "type": "sentence_transformers.models.Pooling"},
                                                       {"idx": 2, "name": "2", "path": "2_Dense",
                                                        "type": "sentence_transformers.models.Dense"}]))
    assert "modules" in NumpyBert.unsupported(str(tmp_path))
    with pytest.raises(KgqaError, match="numpy encoder cannot read"):
        Encoder(str(tmp_path), backend="numpy")


def test_every_command_takes_quiet_and_no_progress():
    parser = build_parser()
    leaves = []
    for name, command_parser in parser._subparsers._group_actions[0].choices.items():
        nested = [a for a in command_parser._actions if a.__class__.__name__ == "_SubParsersAction"]
        leaves += [(f"{name} {n}", p) for n, p in nested[0].choices.items()] if nested else [(name, command_parser)]
    for name, leaf in leaves:
        assert {"--quiet", "-q", "--no-progress"} <= set(leaf._option_string_actions), name


def test_train_no_progress_prints_no_bars_and_ask_question_needs_no_torch(demo, tmp_path):
    """`train --no-progress` writes a fine-tuned question tower without a single progress bar (it
    printed 61 'Writing model shards' bars); `ask --question` then loads it on numpy."""
    from conftest import ONTOLOGIES

    out = demo / "kgqa" / "explore-model"  # where `ask` finds it
    train = run("train", str(demo), str(ONTOLOGIES / "movies-questions.txt"), "--no-progress", "--limit", "12",
                "--max-steps", "2", "--epochs", "1")
    assert train.returncode == 0, train.stderr
    assert train.stderr == ""
    assert "trained the tuned judge" in train.stdout and (out / "question-encoder" / "model.safetensors").is_file()
    quiet = run("train", str(demo), str(ONTOLOGIES / "movies-questions.txt"), "--quiet", "--limit", "4",
                "--scorer", "head", "--out", str(tmp_path / "head"))
    assert quiet.returncode == 0 and quiet.stderr == "", quiet.stderr
    ask = run_reporting_modules("ask", str(demo), "--question", "who directed the movies starring [Meg Ryan]")
    assert ask.returncode == 0 and ask.stderr == "", ask.stderr
    assert ask.stdout.splitlines()[-1] == "MODULES []"
    # the same answers, scores and SPARQL as with sentence-transformers (torch) for both towers
    import os

    reference = subprocess.run([sys.executable, "-m", "kgqa_sparql", "ask", str(demo), "--question",
                                "who directed the movies starring [Meg Ryan]"], capture_output=True, text=True,
                               env={**os.environ, "KGQA_ENCODER": "torch"})
    assert reference.returncode == 0, reference.stderr
    assert ask.stdout.rsplit("MODULES", 1)[0] == reference.stdout and "Meg_Ryan" in reference.stdout


def test_ask_many_quiet(demo, tmp_path):
    questions = tmp_path / "q.txt"
    questions.write_text("what movies did [Tom Hanks] star in\nwho directed [Big]\n")
    proc = run("ask", str(demo), "--questions", str(questions), "--quiet")
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    assert len(proc.stdout.splitlines()) == 2 and proc.stdout.startswith("what movies did [Tom Hanks] star in\t")


def test_no_answer_says_why(tmp_path):
    # no date anywhere: "when" has no answer, and the CLI says so rather than guess
    dbr, dbo, a = "http://dbpedia.org/resource/", "http://dbpedia.org/ontology/", "http://www.w3.org/1999/02/22-rdf-syntax-ns#type"
    data = tmp_path / "dune.nt"
    data.write_text(f"<{dbr}Dune> <{dbo}author> <{dbr}Frank_Herbert> .\n<{dbr}Dune> <{a}> <{dbo}Book> .\n"
                    f"<{dbr}Frank_Herbert> <{a}> <{dbo}Person> .\n")
    store = str(tmp_path / "dune.store")
    assert main(["load", store, str(data), "--quiet"]) == 0
    assert "\tFrank Herbert\t" in run("ask", store, "--question", "Who wrote Dune?").stdout
    proc = run("ask", store, "--question", "When was Dune published?")
    assert proc.returncode == 0 and proc.stdout.strip() == (
        "no answers: no relation path from the topic entities reaches what the question asks for (a time)")


def test_parse_errors_reach_the_cli_as_one_line(demo):
    for graph, needle in [
        ("[(Tom Hanks, acted_in, X_1)", "missing ']' at the end of the triple list (character 28)"),
        ('{"nodes": {"x": null, "Tom Hanks": null}, "edges": [["Tom Hanks", "acted in", "x"]], "answer": "x"}',
         "answer node 'x' is a known entity, not a variable: only ?name, unkN and X_N are variables"),
    ]:
        proc = run("ask", str(demo), "--graph", graph)
        assert proc.returncode == 1
        assert proc.stderr.count("\n") == 1 and needle in proc.stderr, proc.stderr


def test_a_would_be_variable_gets_the_variable_rule(demo):
    proc = run("ask", str(demo), "--graph", "[(Tom Hanks, acted_in, x)]")
    assert proc.returncode == 1 and proc.stderr.count("\n") == 1, proc.stderr
    assert proc.stderr.startswith("kgqa-sparql: error: unknown entity 'x'; nearest in the KG: ")
    assert proc.stderr.rstrip().endswith("(only ?name, unkN and X_N are variables; did you mean ?x?)")


def test_a_later_process_reads_the_schema_vectors_and_answers_alike(demo):
    """The first `ask` on a store saves the encoded schema texts, the next reads them: same output."""
    from kgqa_sparql.query.align import SCHEMA_VECTORS

    folder = demo / "kgqa" / SCHEMA_VECTORS
    for path in folder.glob("*.npy"):
        path.unlink()
    first = run("ask", str(demo), "--graph", GRAPH)
    (saved,) = folder.glob("*.npy")
    written = saved.stat().st_mtime_ns
    second = run("ask", str(demo), "--graph", GRAPH)
    assert first.returncode == second.returncode == 0, first.stderr + second.stderr
    assert second.stdout == first.stdout and "Steven Spielberg" in first.stdout
    assert [p.name for p in folder.glob("*.npy")] == [saved.name] and saved.stat().st_mtime_ns == written


def test_endpoint_gives_the_local_output(demo, capsys):
    """`--endpoint URL` sends ask/translate to a running server and prints what local mode prints."""
    from conftest import free_port, running_app
    from kgqa_sparql import KnowledgeGraph
    from kgqa_sparql.serve.asgi import create_app
    from kgqa_sparql.serve.config import ServerConfig

    cases = [["ask", "--graph", GRAPH], ["ask", "--graph", GRAPH, "--k", "2", "--json"], ["translate", GRAPH, "--k", "3"],
             ["ask", "--question", "what movies did [Tom Hanks] star in"]]
    local = []
    for args in cases:
        assert main([args[0], str(demo), *args[1:]]) == 0
        local.append(capsys.readouterr().out)
        gc.collect()  # the store is released with its last reference (cycles included)
    served = KnowledgeGraph.open(demo, read_only=True)
    with running_app(create_app(served, ServerConfig(access_log=False))) as base:
        for args, expected in zip(cases, local):
            assert main([args[0], "--endpoint", base, *args[1:]]) == 0
            out = capsys.readouterr().out
            if "--json" in args:  # the same Result but for its timings
                got, want = json.loads(out), json.loads(expected)
                assert set(got.pop("info")) == set(want.pop("info")) and got == want
            else:
                assert out == expected, args
        assert main(["translate", "--endpoint", base + "/sparql", GRAPH, "--json"]) == 0
        candidates = json.loads(capsys.readouterr().out)
        assert candidates and {"sparql", "where", "score"} <= set(candidates[0])
        # the server's own errors come back as one line
        assert main(["ask", "--endpoint", base, "--graph", "[(Tom Hanks, acted_in, X_1)"]) == 1
        err = capsys.readouterr().err
        assert "missing ']' at the end of the triple list" in err and "HTTP 400" in err
        assert main(["ask", "--endpoint", base, "--graph", GRAPH, "--method", "match"]) == 1
        assert "not available with --endpoint" in capsys.readouterr().err
    served.close()
    assert main(["ask", str(demo), "--endpoint", "http://127.0.0.1:9", "--graph", GRAPH]) == 1
    assert "not both" in capsys.readouterr().err
    assert main(["ask", "--endpoint", f"http://127.0.0.1:{free_port()}", "--graph", GRAPH]) == 1
    assert "cannot reach" in capsys.readouterr().err


def test_serve_quiet_prints_nothing(demo):
    from conftest import free_port, wait_until_up

    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "kgqa_sparql", "serve", str(demo), "--port", str(port),
                             "--workers", "1", "--quiet"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_until_up(proc, f"http://127.0.0.1:{port}/health")
    finally:
        proc.terminate()
        out, err = proc.communicate(timeout=30)
    assert err == "" and out == ""
