"""Loading every RDF format, gzip and folders, atomically, with precise errors."""

from __future__ import annotations

import gzip

import pytest
from pyoxigraph import NamedNode, RdfFormat, Store

from kgqa_sparql import KnowledgeGraph, LoadError
from conftest import SAMPLE, MO

FORMATS = [
    (RdfFormat.TURTLE, "ttl"),
    (RdfFormat.N_TRIPLES, "nt"),
    (RdfFormat.N_QUADS, "nq"),
    (RdfFormat.TRIG, "trig"),
    (RdfFormat.N3, "n3"),
    (RdfFormat.RDF_XML, "rdf"),
    (RdfFormat.RDF_XML, "owl"),
    (RdfFormat.JSON_LD, "jsonld"),
]


@pytest.fixture(scope="module")
def reference() -> Store:
    store = Store()
    for path in SAMPLE:
        store.load(path=str(path), format=RdfFormat.TURTLE)
    return store


def _write(reference: Store, path, fmt: RdfFormat) -> None:
    triples = [q.triple for q in reference]
    from pyoxigraph import serialize, Quad

    if fmt.supports_datasets:
        serialize([Quad(t.subject, t.predicate, t.object) for t in triples], str(path), fmt)
    else:
        serialize(triples, str(path), fmt)


@pytest.mark.parametrize("fmt,ext", FORMATS, ids=[e for _, e in FORMATS])
@pytest.mark.parametrize("on_disk", [False, True], ids=["memory", "disk"])
def test_every_format_loads_the_same_triples(tmp_path, reference, fmt, ext, on_disk):
    path = tmp_path / f"sample.{ext}"
    _write(reference, path, fmt)
    kg = KnowledgeGraph.open(tmp_path / "store" if on_disk else None)
    report = kg.load([path])
    assert report.added == report.total == len(reference) and report.sources == 1
    assert set(kg.backend.raw) == set(reference)


def test_owl_in_turtle_is_sniffed(tmp_path):
    path = tmp_path / "onto.owl"
    path.write_bytes((SAMPLE[0]).read_bytes())
    kg = KnowledgeGraph.open(None, load=[path])
    assert bool(kg.query(f"ASK {{ <{MO}Movie> a ?c }}"))
    assert len(kg.backend) > 10


def test_gzip_and_folders(tmp_path, reference):
    folder = tmp_path / "data"
    (folder / "sub").mkdir(parents=True)
    with gzip.open(folder / "sub" / "onto.ttl.gz", "wb") as fh:
        fh.write(SAMPLE[0].read_bytes())
    (folder / "sample.ttl").write_bytes(SAMPLE[1].read_bytes())
    (folder / "README.md").write_text("not RDF, skipped in folders")
    kg = KnowledgeGraph.open(tmp_path / "store", load=[folder])
    assert set(kg.backend.raw) == set(reference)


def test_named_graph(tmp_path):
    kg = KnowledgeGraph.open(None)
    kg.load([SAMPLE[0]], graph="http://example.org/g")
    rows = kg.select("SELECT (COUNT(*) AS ?n) WHERE { GRAPH <http://example.org/g> { ?s ?p ?o } }")
    assert int(rows[0]["n"].value) == len(kg.backend)
    assert kg.info().graphs == ["http://example.org/g"]


def _bad_turtle(path):
    path.write_text('@prefix ex: <http://example.org/> .\nex:a ex:b ex:c .\nex:d ex:e "unterminated .\n')


@pytest.mark.parametrize("on_disk", [False, True], ids=["memory", "disk"])
def test_failed_load_leaves_store_unchanged_and_names_position(tmp_path, on_disk):
    kg = KnowledgeGraph.open(tmp_path / "store" if on_disk else None, load=[SAMPLE[0]])
    before = set(kg.backend.raw)
    bad = tmp_path / "bad.ttl"
    _bad_turtle(bad)
    with pytest.raises(LoadError) as err:
        kg.load([SAMPLE[1], bad])  # the good file first: it must be rolled back too
    assert err.value.path.endswith("bad.ttl")
    assert err.value.line == 3 and err.value.column is not None
    assert "bad.ttl:3:" in str(err.value)
    assert set(kg.backend.raw) == before
    # and the store still works afterwards
    assert kg.load([SAMPLE[1]]).added > 0


def test_failed_load_survives_reopen(tmp_path):
    store = tmp_path / "store"
    KnowledgeGraph.open(store, load=[SAMPLE[0]]).close()
    bad = tmp_path / "bad.nt"
    bad.write_text("<http://a> <http://b> <http://c> .\n<http://a> <http://b> .\n")
    kg = KnowledgeGraph.open(store)
    with pytest.raises(LoadError):
        kg.load([bad])
    n = len(kg.backend)
    del kg
    import gc

    gc.collect()
    assert len(KnowledgeGraph.open(store).backend) == n
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]
    assert leftovers == []


def test_interrupt_during_bulk_load_rolls_back(tmp_path, monkeypatch):
    kg = KnowledgeGraph.open(tmp_path / "store", load=[SAMPLE[0]])
    before = set(kg.backend.raw)
    from kgqa_sparql.graph import loader

    calls = {"n": 0}
    original = loader.ProgressReader.read

    def interrupted(self, size=-1):
        calls["n"] += 1
        if calls["n"] > 1:
            raise KeyboardInterrupt
        return original(self, 64)

    monkeypatch.setattr(loader.ProgressReader, "read", interrupted)
    monkeypatch.setattr(loader.ProgressReader, "readinto", lambda self, b: (_ for _ in ()).throw(KeyboardInterrupt))
    with pytest.raises(KeyboardInterrupt):
        kg.load([SAMPLE[1]])
    monkeypatch.undo()
    assert set(kg.backend.raw) == before


def test_unknown_extension_and_missing_file(tmp_path):
    kg = KnowledgeGraph.open(None)
    odd = tmp_path / "data.xyz"
    odd.write_text("x")
    with pytest.raises(LoadError, match="cannot tell the RDF format"):
        kg.load([odd])
    with pytest.raises(LoadError, match="no such file"):
        kg.load([tmp_path / "missing.ttl"])
    with pytest.raises(LoadError, match="no RDF files"):
        (tmp_path / "empty").mkdir()
        kg.load([tmp_path / "empty"])


def test_bad_gzip_is_a_load_error(tmp_path):
    path = tmp_path / "broken.ttl.gz"
    path.write_bytes(b"not gzip at all")
    kg = KnowledgeGraph.open(None)
    with pytest.raises(LoadError, match="broken.ttl.gz"):
        kg.load([path])
    assert len(kg.backend) == 0


def test_read_only_store_refuses_loads(tmp_path):
    KnowledgeGraph.open(tmp_path / "store", load=[SAMPLE[0]]).close()
    import gc

    gc.collect()
    kg = KnowledgeGraph.open(tmp_path / "store", read_only=True)
    with pytest.raises(LoadError, match="read-only"):
        kg.load([SAMPLE[1]])
    assert kg.select(f"SELECT ?p WHERE {{ ?p a <http://www.w3.org/2002/07/owl#ObjectProperty> }}")
    assert NamedNode(MO + "Movie") in {r["c"] for r in kg.select("SELECT ?c WHERE { ?c a ?t }")}
