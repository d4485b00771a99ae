"""The one SPARQL lexer (kgqa_sparql.graph.sparql_text): tokens, comments, query forms, string
values and endpoint URLs."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kgqa_sparql import QuerySyntaxError
from kgqa_sparql.graph.sparql_text import (
    GRAPH_FORMS,
    is_endpoint_url,
    query_form,
    scan,
    string_value,
    strip_comments,
    tokenize,
)


def kinds(text: str) -> list[tuple[str, str]]:
    return [(t.kind, t.text) for t in tokenize(text, balanced=False)]


def test_comments_with_quotes_and_braces_are_only_comments():
    text = "SELECT ?x # it's a \"quote\" and a { brace\nWHERE { ?x ?p 'o' } # '''never closed\n"
    assert kinds(text) == [("word", "SELECT"), ("var", "?x"), ("word", "WHERE"), ("punct", "{"), ("var", "?x"),
                           ("var", "?p"), ("string", "'o'"), ("punct", "}")]
    assert [t.kind for t in scan(text) if t.kind == "comment"] == ["comment", "comment"]


def test_hash_inside_strings_and_iris_is_not_a_comment():
    text = 'SELECT * WHERE { <http://e/p?q=1#frag> <http://e/#p> "a # } b" , \'c#d\' }'
    assert kinds(text)[4:9] == [("iri", "<http://e/p?q=1#frag>"), ("iri", "<http://e/#p>"), ("string", '"a # } b"'),
                                ("punct", ","), ("string", "'c#d'")]
    assert strip_comments(text) == text
    assert strip_comments('ASK { ?s ?p "#x" } # done\n# more') == 'ASK { ?s ?p "#x" } \n'


def test_escaped_quotes_stay_inside_their_string():
    text = r'ASK { ?s ?p "say \"hi\" # } \\" . ?s ?q "x" }'
    tokens = tokenize(text)
    assert [t.text for t in tokens if t.kind == "string"] == [r'"say \"hi\" # } \\"', '"x"']
    assert [t.depth for t in tokens if t.text in "{}"] == [0, 0]


def test_multi_line_long_strings():
    text = 'INSERT DATA { <http://e/a> <http://e/b> """line 1\n# not a comment\n"quoted" and ""two"" { """ ;\n' \
           "  <http://e/c> '''it's\n''' }"
    strings = [t.text for t in tokenize(text) if t.kind == "string"]
    assert strings == ['"""line 1\n# not a comment\n"quoted" and ""two"" { """', "'''it's\n'''"]
    assert string_value(strings[0]) == 'line 1\n# not a comment\n"quoted" and ""two"" { '
    assert query_form(text) == "UPDATE"
    # a short string cannot span lines: the quote is left unmatched instead
    assert kinds('"a\nb"')[0] == ("unknown", '"')


@pytest.mark.parametrize("text, expected", [
    ("ex:name", [("pname", "ex:name")]),
    ("ex:", [("pname", "ex:")]),
    (":local", [("pname", ":local")]),
    ("ex:a.b ex:c.", [("pname", "ex:a.b"), ("pname", "ex:c"), ("punct", ".")]),  # a final dot ends the triple
    ("ex:1990s ex:a-b ex:a:b", [("pname", "ex:1990s"), ("pname", "ex:a-b"), ("pname", "ex:a:b")]),
    (r"ex:a\,b ex:%41", [("pname", r"ex:a\,b"), ("pname", "ex:%41")]),
    ("ré:été", [("pname", "ré:été")]),
    ("ex:p/ex:q* ex:r+", [("pname", "ex:p"), ("punct", "/"), ("pname", "ex:q"), ("punct", "*"), ("pname", "ex:r"),
                          ("punct", "+")]),
    ("select:x", [("pname", "select:x")]),
    ("_:b1 a ?v $w", [("bnode", "_:b1"), ("word", "a"), ("var", "?v"), ("var", "$w")]),
])
def test_prefixed_names_and_other_terms(text, expected):
    assert kinds(text) == expected


def test_literals_numbers_and_operators():
    assert kinds('"chat"@fr-BE "5"^^xsd:int') == [("string", '"chat"'), ("langtag", "@fr-BE"), ("string", '"5"'),
                                                  ("punct", "^^"), ("pname", "xsd:int")]
    assert kinds("1 -2 +3.5 .5 1e3 2.E-1 7.") == [("number", "1"), ("number", "-2"), ("number", "+3.5"), ("number", ".5"),
                                                 ("number", "1e3"), ("number", "2.E-1"), ("number", "7"), ("punct", ".")]
    assert kinds("FILTER(?x<3 && ?y >= ?z || !BOUND(?w))") == [
        ("word", "FILTER"), ("punct", "("), ("var", "?x"), ("punct", "<"), ("number", "3"), ("punct", "&&"),
        ("var", "?y"), ("punct", ">="), ("var", "?z"), ("punct", "||"), ("punct", "!"), ("word", "BOUND"),
        ("punct", "("), ("var", "?w"), ("punct", ")"), ("punct", ")")]
    assert kinds("~") == [("unknown", "~")]


def test_brace_depth_and_balance():
    tokens = tokenize("SELECT * { ?s ?p ?o { ?a ?b ?c } } LIMIT 1")
    assert [(t.text, t.depth) for t in tokens if t.text in "{}"] == [("{", 0), ("{", 1), ("}", 1), ("}", 0)]
    assert next(t for t in tokens if t.text == "?a").depth == 2
    assert tokens[-2].depth == 0  # LIMIT
    with pytest.raises(QuerySyntaxError, match="unbalanced braces"):
        tokenize("SELECT * WHERE { ?s ?p ?o")
    assert len(tokenize("SELECT * WHERE { ?s ?p ?o", balanced=False)) == 7
    assert tokenize('ASK { ?s ?p "}" }')[-1].depth == 0  # a brace inside a string does not count


@pytest.mark.parametrize("text, form", [
    ("SELECT * WHERE { ?s ?p ?o }", "SELECT"),
    ("select * { ?s ?p ?o }", "SELECT"),
    ("  # CONSTRUCT in a comment\n ASK {}", "ASK"),
    ("PREFIX ex: <http://e/> # SELECT\nBASE <http://b/>\nPREFIX : <http://f/> CONSTRUCT { ?s ?p ?o } WHERE { ?s ?p ?o }",
     "CONSTRUCT"),
    ("prefix select: <http://x/> describe select:a", "DESCRIBE"),
    ("PREFIX ex: <http://e/> SELECT ?x WHERE { ?x ex:p <CONSTRUCT> }", "SELECT"),
    ("BASE <http://b/> PREFIX ex: <http://e/> INSERT DATA { <a> <b> <c> }", "UPDATE"),
    ("WITH <http://g> DELETE { ?s ?p ?o } WHERE { ?s ?p ?o }", "UPDATE"),
    ("CLEAR ALL", "UPDATE"),
    ("", None),
    ("# only a comment", None),
    ("{ ?s ?p ?o }", None),
    ("PREFIX ex: <http://e/> FOO", None),
])
def test_query_form_reads_past_comments_and_the_prologue(text, form):
    assert query_form(text) == form
    assert query_form(tokenize(text, balanced=False)) == form


def test_graph_forms():
    assert query_form("# DESCRIBE\nPREFIX ex: <http://e/#x>\nCONSTRUCT WHERE { ?s ?p ?o }") in GRAPH_FORMS
    assert query_form('SELECT ("CONSTRUCT" AS ?x) {}') not in GRAPH_FORMS


def test_string_values():
    assert string_value('"plain"') == "plain"
    assert string_value("''") == ""
    assert string_value(r'"a\tb\nc\"d\'e\\f"') == "a\tb\nc\"d'e\\f"
    assert string_value(r"'\u00e9\U0001F600'") == "é😀"
    assert string_value(r'"\uD83D\uDE00"') == "😀"
    assert string_value('"""two\nlines"""') == "two\nlines"
    for bad in (r'"\x"', r'"\uD83D"', r'"\UFFFFFFFF"', '"open', "'mixed\""):
        with pytest.raises(QuerySyntaxError):
            string_value(bad)


def test_is_endpoint_url():
    assert is_endpoint_url("http://localhost:7878/sparql") and is_endpoint_url("https://query.wikidata.org/sparql")
    assert not is_endpoint_url("movies.store") and not is_endpoint_url(None)
    assert not is_endpoint_url("ftp://x") and not is_endpoint_url("httpx/store")


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("SELECT ?x<>{}()\"'#:\\.\n ab12@^_-é")), max_size=60))
def test_scan_covers_every_character(text):
    tokens = list(scan(text))
    assert "".join(t.text for t in tokens) == text
    assert all(a.end == b.start for a, b in zip(tokens, tokens[1:]))
    assert strip_comments(text) == "".join(t.text for t in tokens if t.kind != "comment")
