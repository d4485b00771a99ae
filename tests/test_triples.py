"""Triple files (s|r|o, TSV) become labelled, typed RDF with stable IRIs."""

from __future__ import annotations

import pytest
from pyoxigraph import Literal, NamedNode

from kgqa_sparql import KnowledgeGraph, LoadError, Step, TypeMap
from kgqa_sparql.graph.triples import Minter
from kgqa_sparql.words import identifier_words as readable
from kgqa_sparql.vocab import RDF_TYPE, RDFS_LABEL, SKOS_PREF_LABEL, XSD

BASE = "http://example.org/kb/"
KB = """\
Cast Away|directed_by|Robert Zemeckis
Cast Away|starred_actors|Tom Hanks
Cast Away|release_year|2000
Forrest Gump|directed_by|Robert Zemeckis
Forrest Gump|starred_actors|Tom Hanks
Forrest Gump|release_year|1994
Forrest Gump|has_imdb_rating|good
Big|starred_actors|Tom Hanks
Big|release_year|1988
Big|has_tags|100% fun <"quoted">
"""


@pytest.fixture
def kb_file(tmp_path):
    path = tmp_path / "kb.txt"
    path.write_text(KB, encoding="utf-8")
    return path


def _kg(path, types=None):
    return KnowledgeGraph.open(None, load=[path], base=BASE, types=types)


def e(name: str) -> NamedNode:
    return NamedNode(Minter(BASE).entity(name))


def r(name: str) -> NamedNode:
    return NamedNode(Minter(BASE).relation(name))


def test_minting_is_stable_and_safe():
    m = Minter(BASE)
    assert m.entity("Tom Hanks") == BASE + "entity/Tom%20Hanks"
    assert m.entity('100% fun <"quoted">') == BASE + "entity/100%25%20fun%20%3C%22quoted%22%3E"
    assert m.entity("a/b#c?d") == BASE + "entity/a%2Fb%23c%3Fd"
    assert m.entity("Gert Fröbe") == m.entity("Gert Fröbe")
    assert readable("directed_by") == "directed by"
    assert readable("releaseYear") == "release year"


def test_entities_relations_literals_and_labels(kb_file):
    kg = _kg(kb_file)
    assert kg.labels([e("Tom Hanks"), r("directed_by")]) == {e("Tom Hanks"): "Tom Hanks", r("directed_by"): "directed by"}
    assert [q.object for q in kg.backend.raw.quads_for_pattern(r("directed_by"), RDFS_LABEL, None)] == [Literal("directed_by")]
    assert [q.object for q in kg.backend.raw.quads_for_pattern(r("directed_by"), SKOS_PREF_LABEL, None)] == [Literal("directed by")]
    years = {q.object for q in kg.backend.raw.quads_for_pattern(None, r("release_year"), None)}
    assert Literal("1994", datatype=NamedNode(XSD + "gYear")) in years
    # a relation whose objects are not all numeric keeps entity objects
    assert kg.follow([e("Forrest Gump")], [Step(r("has_imdb_rating"))]) == {e("good"): 1}
    assert kg.labels([e('100% fun <"quoted">')]) == {e('100% fun <"quoted">'): '100% fun <"quoted">'}


def test_type_map_asserts_types_domains_and_ranges(kb_file):
    kg = _kg(kb_file, types="directed_by=Movie:Person,starred_actors=Movie:Person,release_year=Movie:")
    movie, person = NamedNode(BASE + "class/Movie"), NamedNode(BASE + "class/Person")
    types = kg.types([e("Big"), e("Tom Hanks"), e("good")])
    assert types == {e("Big"): [movie], e("Tom Hanks"): [person], e("good"): []}
    assert kg.labels([movie]) == {movie: "Movie"}
    assert bool(kg.query(f"ASK {{ <{r('directed_by').value}> <http://www.w3.org/2000/01/rdf-schema#range> <{person.value}> }}"))
    assert not list(kg.backend.raw.quads_for_pattern(None, RDF_TYPE, NamedNode(XSD + "gYear")))


def test_tab_separated_and_bad_lines(tmp_path):
    tsv = tmp_path / "kb.tsv"
    tsv.write_text("a\tknows\tb\nb\tknows\tc\n")
    kg = KnowledgeGraph.open(None, load=[tsv], base=BASE)
    assert kg.follow([e("a")], [Step(r("knows")), Step(r("knows"))]) == {e("c"): 1}
    bad = tmp_path / "bad.txt"
    bad.write_text("a|knows|b\nthis line is broken\n")
    with pytest.raises(LoadError) as err:
        KnowledgeGraph.open(None, load=[bad])
    assert err.value.line == 2 and "bad.txt:2" in str(err.value)


def test_bad_type_maps():
    with pytest.raises(LoadError, match="expected relation=Domain:Range"):
        TypeMap.parse("directed_by=Movie")
    with pytest.raises(LoadError):
        TypeMap.parse("=A:B")
    assert TypeMap.parse("p=A:,q=:B") == TypeMap({"p": "A"}, {"q": "B"})


def test_type_map_naming_unknown_relation_fails(kb_file):
    with pytest.raises(LoadError, match="not in the file: acted_in"):
        _kg(kb_file, types="acted_in=Person:Movie")
