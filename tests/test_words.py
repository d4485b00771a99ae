"""The one identifier -> words routine (kgqa_sparql.words)."""

import pytest

from kgqa_sparql.words import identifier_words, iri_code, unqualified


@pytest.mark.parametrize("name, words", [
    ("directed_by", "directed by"), ("directedBy", "directed by"), ("releaseYear", "release year"),
    ("ref-museum_id", "ref museum id"), ("dc.title", "dc title"), ("  has   Genre ", "has genre"),
    ("HTTPServer", "httpserver"), ("year2000Award", "year2000 award"), ("_", "_"),
])
def test_identifier_words(name, words):
    assert identifier_words(name) == words


def test_a_name_without_its_qualifier():
    assert unqualified("Dune (novel)") == "Dune" and unqualified("Kestramycin [drugbank:DB90004]") == "Kestramycin"
    assert unqualified("Dune") is None
    # a year after two words or more, as IRI slugs tell namesakes apart; one word and a number is a name
    assert unqualified("black rock lighthouse 1849") == "black rock lighthouse"
    assert unqualified("Apollo 1969") is None and unqualified("Room 2014 annex") is None


@pytest.mark.parametrize("iri, code", [
    ("https://ip.example/publication/EP4012233A1", "EP4012233A1"), ("http://bio2rdf.org/drugbank:DB90004", "DB90004"),
    ("https://cat.example/module/CS2041", "CS2041"), ("http://www.wikidata.org/entity/Q42", None),
    ("http://x.example/person/17", None), ("http://x.example/Frank_Herbert", None), ("http://x.example/m09", None),
    ("urn:uuid:65bb757b-c635-5ff3-98ad-269d75f8ad11", None),
])
def test_the_code_an_iri_ends_in(iri, code):
    assert iri_code(iri) == code


def test_a_last_no_after_a_noun_is_a_number():
    from kgqa_sparql.words import number_spelled_out

    assert number_spelled_out("pen no") == "pen number"
    assert number_spelled_out(identifier_words("seasonNo")) == "season number"
    assert number_spelled_out("house nr.") == "house number"
    assert number_spelled_out("seat #") == "seat number"
    for kept in ("no longer member of", "yes or no", "no", "number of seats"):
        assert number_spelled_out(kept) == kept
