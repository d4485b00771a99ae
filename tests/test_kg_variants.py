"""bench/kg_variants.py: the three MetaQA-style re-publications (names in IRIs, skos labels, schema:name)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pyoxigraph import Literal, NamedNode, RdfFormat, parse

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

import kg_variants as kv  # noqa: E402

SKOS = kv.SKOS
KB = """The Matrix|directed_by|Lana Wachowski
The Matrix|starred_actors|Keanu Reeves
The Matrix|release_year|1999
Tom Hanks_Jr|starred_actors|Jean-Luc "J" Picard
Amélie|in_language|French
Love and War|starred_actors|Keanu Reeves
50% Off / #1 ? <x>|has_tags|tom hanks

Bad line without separators
"""
TYPES = {"directed_by": ("Movie", "Person"), "starred_actors": ("Movie", "Person")}
NAMES = {"The Matrix", "Lana Wachowski", "Keanu Reeves", "1999", "Tom Hanks_Jr", 'Jean-Luc "J" Picard', "Amélie",
         "French", "Love and War", "50% Off / #1 ? <x>", "tom hanks"}


@pytest.fixture()
def triples(tmp_path: Path):
    kb = tmp_path / "kb.txt"
    kb.write_text(KB, encoding="utf-8")
    return list(kv.read_triples(kb))


def graph(folder: Path) -> list[tuple]:
    with open(folder / "kg.nt", "rb") as handle:
        return [(t.subject, t.predicate, t.object) for t in parse(handle, format=RdfFormat.N_TRIPLES)]


def test_read_triples_skips_blank_and_malformed_lines(triples):
    assert len(triples) == 7
    assert {n for s, _, o in triples for n in (s, o)} == NAMES


def test_iri_variant_names_only_in_iris_and_round_trip(triples, tmp_path):
    iris = kv.write_iri_names(triples, tmp_path / "iri", types=TYPES)
    rows = graph(tmp_path / "iri")
    assert not any(isinstance(o, Literal) for _, _, o in rows)  # no label of any kind
    base = kv.DEFAULT_BASE
    assert iris["The Matrix"] == base + "The_Matrix" and iris["Keanu Reeves"] == base + "Keanu_Reeves"
    assert iris["Amélie"] == base + "Amélie"  # IRIs may hold non-ASCII letters
    entities = {t for s, p, o in rows for t in (s, o) if p.value != kv.RDF_TYPE}
    assert {e.value for e in entities} == set(iris.values())
    for name, iri in iris.items():
        segment = iri[len(base):]
        assert "/" not in segment and "#" not in segment and "?" not in segment and " " not in segment
        assert not any(c in segment for c in '<>"{}|^`\\')
        assert kv.decode_iri_name(segment) == name
    assert len(set(iris.values())) == len(iris)  # "Tom Hanks_Jr" and any "Tom Hanks Jr" cannot collide
    assert kv.decode_iri_name(kv.encode_iri_name("Tom Hanks Jr")) != "Tom Hanks_Jr"
    predicates = {p.value for _, p, _ in rows}
    assert base + "ontology/directed_by" in predicates and base + "ontology/starred_actors" in predicates
    assert (NamedNode(iris["The Matrix"]), NamedNode(kv.RDF_TYPE), NamedNode(base + "ontology/Movie")) in rows
    assert kv.read_names(tmp_path / "iri") == {iri: name for name, iri in iris.items()}


def test_skos_variant_opaque_iris_preflabel_en_aliases_and_a_foreign_label(triples, tmp_path):
    iris = kv.write_skos_labels(triples, tmp_path / "skos", foreign_every=1)
    rows = graph(tmp_path / "skos")
    assert all(iri.startswith(kv.DEFAULT_BASE + "e/") and iri.rsplit("/", 1)[1].isdigit() for iri in iris.values())
    pref = [(s.value, o) for s, p, o in rows if p.value == SKOS + "prefLabel"]
    english = {s: o.value for s, o in pref if o.language == "en"}
    assert english == {iri: name for name, iri in iris.items()}
    alt = {(s.value, o.value, o.language) for s, p, o in rows if p.value == SKOS + "altLabel"}
    assert (iris["The Matrix"], "Matrix, The", "en") in alt
    assert (iris["Keanu Reeves"], "Reeves, Keanu", "en") in alt
    assert all(label != kv.read_names(tmp_path / "skos")[s] for s, label, _ in alt)  # an alias is never the name
    foreign = {s: o for s, o in pref if o.language != "en"}
    assert foreign[iris["Love and War"]].value == "Liebe und Krieg" and foreign[iris["Love and War"]].language == "de"
    assert iris["Keanu Reeves"] not in foreign  # nothing to translate: no second prefLabel
    # The relation structure is the same as the input's.
    edges = {(s.value, p.value, o.value) for s, p, o in rows if isinstance(o, NamedNode)}
    assert (iris["The Matrix"], kv.DEFAULT_BASE + "ontology/release_year", iris["1999"]) in edges


def test_skos_variant_foreign_labels_only_on_every_nth_translatable_entity(triples, tmp_path):
    kv.write_skos_labels(triples, tmp_path / "skos", foreign_every=2)
    langs = [o.language for _, p, o in graph(tmp_path / "skos") if p.value == SKOS + "prefLabel"]
    translatable = sum(kv.german_label(n) is not None for n in NAMES)
    assert langs.count("de") == translatable // 2 and langs.count("en") == len(NAMES)


def test_schema_variant(triples, tmp_path):
    iris = kv.write_schema_names(triples, tmp_path / "schema")
    rows = graph(tmp_path / "schema")
    names = {s.value: o for s, p, o in rows if p.value == kv.SCHEMA_NAME}
    assert {iri: lit.value for iri, lit in names.items()} == {iri: name for name, iri in iris.items()}
    assert all(lit.language is None for lit in names.values())
    assert names[iris['Jean-Luc "J" Picard']].value == 'Jean-Luc "J" Picard'
    assert not any(p.value.startswith(SKOS) for _, p, _ in rows)
    assert kv.opaque_iris(kv.entity_names(triples)) == iris  # deterministic numbering


def test_cli_writes_every_variant(tmp_path, capsys):
    kb = tmp_path / "kb.txt"
    kb.write_text(KB, encoding="utf-8")
    kv.main([str(kb), str(tmp_path / "out"), "--types", "directed_by=Movie:Person"])
    for variant in ("iri", "skos", "schema"):
        assert (tmp_path / "out" / variant / "kg.nt").stat().st_size > 0
        assert len(kv.read_names(tmp_path / "out" / variant)) == len(NAMES)
    with pytest.raises(SystemExit):
        kv.main([str(kb), str(tmp_path / "x"), "--variants", "nope"])
