"""The `kgqa-sparql` CLI contract: help everywhere, formats, JSON output, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

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
