"""Pseudo query graphs: three notations, one model, precise validation errors."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kgqa_sparql.errors import QueryGraphError
from kgqa_sparql.query.querygraph import Filter, QueryGraph, Sort, detect_notation, parse_graph
from kgqa_sparql.words import identifier_words

SAFE = {"nodes": {"unk1": "movie", "Tom Hanks": "person", "unk2": None},
        "edges": [["Tom Hanks", "acted in", "unk1"], ["unk1", "directed by", "unk2"]],
        "filters": [], "sort": None, "limit": None}
GRAPE = "[(Tom Hanks, acted_in, X_1), (X_1, directed_by, X_2)]"
BLOCK = 'SERVICE kgqa:approx { "Tom Hanks" fuzzy:acted_in ?m . ?m fuzzy:directed_by ?d . ?d a fuzzy:Person }'


def shape(graph: QueryGraph) -> list[tuple[str, str, str]]:
    return [(e.source, e.relation, e.target) for e in graph.edges]


def test_safe_json():
    graph = parse_graph(json.dumps(SAFE))
    assert shape(graph) == [("Tom Hanks", "acted in", "unk1"), ("unk1", "directed by", "unk2")]
    assert graph.answer == "unk2"  # highest-numbered variable by default
    assert graph.nodes["unk1"].type == "movie" and graph.nodes["unk1"].is_variable
    assert not graph.nodes["Tom Hanks"].is_variable
    assert parse_graph(dict(SAFE, answer="unk1")).answer == "unk1"


def test_grape_triples():
    graph = parse_graph(GRAPE)
    assert shape(graph) == [("Tom Hanks", "acted in", "X_1"), ("X_1", "directed by", "X_2")]
    assert graph.answer == "X_2"
    quoted = parse_graph('[("Washington, D.C.", "capital of", ?x1), (?x1, a, country)]')
    assert quoted.entities == ["Washington, D.C."] and quoted.nodes["x1"].type == "country"


def test_sparql_block():
    graph = parse_graph(BLOCK)
    assert shape(graph) == [("Tom Hanks", "acted in", "?m"), ("?m", "directed by", "?d")]
    assert graph.nodes["?d"].type == "person" and graph.answer == "?d"
    # the projected variable decides the answer; full IRIs and any prefix in predicate position are relation text
    other = QueryGraph.from_sparql_block('{ "Tom Hanks" <http://example.org/actedIn> ?m ; ex:releaseYear ?y }', ["?m"])
    assert shape(other) == [("Tom Hanks", "acted in", "?m"), ("Tom Hanks", "release year", "?y")]
    assert other.answer == "?m"
    filtered = parse_graph('{ ?m fuzzy:directed_by "Robert Zemeckis" . ?m fuzzy:released ?y FILTER(?y > 1990) }')
    assert filtered.filters == [Filter("?y", ">", 1990)]


def test_notations_round_trip():
    for text in (json.dumps(SAFE), GRAPE, BLOCK):
        graph = parse_graph(text)
        graph.filters.append(Filter(graph.answer, "!=", "x"))
        graph.sort, graph.limit = Sort(graph.answer, "desc"), 3
        again = parse_graph(json.dumps(graph.to_json()))
        assert again.to_json() == graph.to_json()
        plain = parse_graph(text)
        assert shape(parse_graph(plain.to_triples())) == shape(plain)
        via_block = QueryGraph.from_sparql_block(plain.to_sparql_block(), [plain.answer])
        assert via_block.to_json() == plain.to_json()


def test_detect_notation():
    assert detect_notation(json.dumps(SAFE)) == "json"
    assert detect_notation(GRAPE) == "triples"
    assert detect_notation(BLOCK) == "sparql"
    assert detect_notation("who directed the films Tom Hanks acted in?") is None
    assert identifier_words("actedIn") == "acted in" and identifier_words("directed_by") == "directed by"


def test_two_known_entities_get_a_variable_between():
    graph = parse_graph("[(Tom Hanks, acted_in, Forrest Gump), (Forrest Gump, directed_by, X_1)]")
    assert shape(graph)[0] == ("Tom Hanks", "acted in", "?v1")
    assert Filter("?v1", "is", "Forrest Gump") in graph.filters
    assert "two known entities" in graph.notes[0]
    assert shape(graph)[1] == ("?v1", "directed by", "X_1")


@pytest.mark.parametrize("graph, message", [
    ({"nodes": {}, "edges": []}, "empty query graph"),
    ("[]", "empty query graph"),
    ({"nodes": {"unk1": None, "A": None}, "edges": [["A", "r", "unk2"]]}, "node 'unk2' is not declared"),
    ({"nodes": {"unk1": None, "unk2": None, "A": None, "B": None},
      "edges": [["A", "r", "unk1"], ["B", "s", "unk2"]]}, "disconnected: 2 components"),
    ({"nodes": {"unk1": None, "A": None, "B": None}, "edges": [["A", "r", "unk1"]]}, "node 'B' is on no edge"),
    ({"edges": [["A", "r", "unk1"]], "answer": "unk9"}, "answer node 'unk9' is not in the graph"),
    ({"edges": [["A", "r", "unk1"]], "answer": "A"}, "answer node 'A' is a known entity"),
    ({"edges": [["A", "", "unk1"]]}, "edge 1 (A, , unk1): the relation text is empty"),
    ({"edges": [["A", "r"]]}, "edge 1"),
    ({"edges": [["A", "r", "unk1"]], "filters": [{"node": "unk3", "op": "=", "value": 1}]}, "filter on unknown node 'unk3'"),
    ({"edges": [["A", "r", "unk1"]], "filters": [{"node": "unk1", "op": "~", "value": 1}]}, "unknown operator '~'"),
    ({"edges": [["A", "r", "unk1"]], "sort": {"key": "A"}}, "sort key 'A' is not a variable"),
    ({"edges": [["A", "r", "unk1"]], "limit": 0}, "limit 0"),
    ({"edges": [["A", "r", "unk1"]], "bogus": 1}, "unknown key(s) in query graph JSON: bogus"),
    ("[(A, r)]", "triple 1 (A, r): expected 3 items"),
    ('{ "A" fuzzy:r }', "the last triple is incomplete"),
    ('{ "A" "r" ?x }', "cannot be a predicate"),
    ('{"nodes": ', "does not parse"),
    ('[("a\x19b", r, X_1)]', "bad quoted string"),  # a raw control character (found by fuzzing)
])
def test_validation_errors(graph, message):
    with pytest.raises(QueryGraphError) as info:
        parse_graph(graph if isinstance(graph, str) else json.dumps(graph))
    assert message in str(info.value)


names = st.text(alphabet=st.characters(whitelist_categories=("L", "N", "Zs"), whitelist_characters="-'.,()\""),
                min_size=1, max_size=20).map(str.strip).filter(lambda s: s and not s.lower().startswith(("unk", "x")))
words = st.text(alphabet="abcdefghij ", min_size=1, max_size=12).map(str.strip).filter(bool)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(names, words), min_size=1, max_size=4))
def test_chain_round_trips_through_every_notation(hops):
    """A chain Entity -r1-> X_1 -r2-> X_2 ... survives JSON, triple-list and SPARQL-block writing."""
    edges = [[hops[0][0], hops[0][1], "X_1"]] + [[f"X_{i}", r, f"X_{i + 1}"] for i, (_, r) in enumerate(hops[1:], start=1)]
    graph = parse_graph({"edges": edges})
    assert parse_graph(graph.to_triples()).to_json() == graph.to_json()
    assert QueryGraph.from_sparql_block(graph.to_sparql_block(), [graph.answer]).to_json() == graph.to_json()


@pytest.mark.parametrize("text, message", [
    # triple lists: the character (1-based, in the text as written) and what was expected there
    ("[(Tom Hanks, acted_in, X_1)", "triple list: missing ']' at the end of the triple list (character 28) "
                                    "to close the '[' at character 1"),
    ("  [(a, b, X_1) x]", "triple list: expected '(' to start triple 2 at character 16, found 'x]'"),
    ("[(a, b, c]", "triple list: the '(' of triple 1 at character 2 is never closed: expected ')' at character 10 "
                   "before the ']' that ends the list"),
    ("[(a, b, X_1", "triple list: the '(' of triple 1 at character 2 is never closed: expected ')' at character 12"),
    ("[(a, b, X_1)]]", "triple list: unexpected ']' at character 14, after the ']' that ends the list"),
    ('[("a, b, X_1)]', "triple list: unterminated quote at character 3: expected a closing '\"'"),
    ('[("a" z, b, X_1)]', "triple list: unexpected 'z' after a quoted item at character 7: expected ',' or ')'"),
    ("[(A, r)]", "triple 1 (A, r): expected 3 items (subject, relation, object), got 2; the triple starts at character 2"),
    # SAFE JSON: what counts as a variable
    ('{"nodes": {"x": null, "Tom Hanks": null}, "edges": [["Tom Hanks", "acted in", "x"]], "answer": "x"}',
     "answer node 'x' is a known entity, not a variable: only ?name, unkN and X_N are variables (e.g. ?x, unk1, X_1); "
     "any other node name is a known entity to look up in the KG"),
    ('{"edges": [["Tom Hanks", "acted in", "x"]], "answer": "?x"}',
     "answer node '?x' is not in the graph: the edges name 'x', which is a known entity, not a variable"),
    ('{"edges": [["A", "r", "unk1"]], "sort": {"key": "A"}}', "sort key 'A' is not a variable of the graph (only ?name"),
    # SAFE JSON syntax: position, and the bracket left open
    ('{"edges": [["Tom Hanks", "acted in", "X_1"]]', "query graph JSON does not parse: expecting ',' delimiter at "
     "character 45 (line 1, column 45), the end of the text: the '{' at character 1 is never closed (missing '}')"),
    ('{"edges": [["Tom Hanks", "acted in", "X_1"]}', "at character 44 (line 1, column 44): found '}' where ']' must "
     "first close the '[' at character 11"),
    # SPARQL blocks
    ('{ ?m fuzzy:acted_by "Tom Hanks" ', "SPARQL block: missing '}' at the end of the block (character 32) to close "
                                         "the '{' at character 1"),
    ('SERVICE kgqa:approx { ?m fuzzy:acted_by }', "SPARQL block: the last triple is incomplete: expected an object at "
                                                  "character 40"),
    ('{ ?m "x" ?y }', 'SPARQL block: "x" at character 6 cannot be a predicate'),
    ('{ ?m fuzzy:r ?y ; . }', "SPARQL block: unexpected '.' at character 19: expected a predicate"),
])
def test_parse_errors_name_the_position_and_what_was_expected(text, message):
    with pytest.raises(QueryGraphError) as info:
        parse_graph(text)
    assert message in str(info.value)


def test_brackets_inside_quotes_and_around_the_list_are_read_as_before():
    graph = parse_graph('  [("A ] (b)", "r, s", X_1), (X_1, directed_by, "C ]")] ')
    assert shape(graph) == [("A ] (b)", "r, s", "X_1"), ("X_1", "directed by", "C ]")] and graph.answer == "X_1"
    assert shape(QueryGraph.from_triples("(a, b, X_1), (X_1, c, X_2)")) == [("a", "b", "X_1"), ("X_1", "c", "X_2")]
