"""The one identifier -> words routine (kgqa_sparql.words)."""

import pytest

from kgqa_sparql.words import identifier_words


@pytest.mark.parametrize("name, words", [
    ("directed_by", "directed by"), ("directedBy", "directed by"), ("releaseYear", "release year"),
    ("ref-museum_id", "ref museum id"), ("dc.title", "dc title"), ("  has   Genre ", "has genre"),
    ("HTTPServer", "httpserver"), ("year2000Award", "year2000 award"), ("_", "_"),
])
def test_identifier_words(name, words):
    assert identifier_words(name) == words
