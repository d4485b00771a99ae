"""SPARQL text: the one lexer of the package.

Everything that reads SPARQL text without parsing it goes through here: the endpoint's query
rewriting (`serve.extensions`: kgqa SERVICE blocks, the row cap, USING clauses), the SPARQL
notation of pseudo query graphs (`query.querygraph`), the remote backend and the CLI (which need
the query form to choose an Accept type or an output format). Oxigraph still parses and evaluates
every query; a lexer is enough for these jobs and costs microseconds, not the ~100x of a parser.

    tokenize(text)          the significant tokens (whitespace and comments dropped), with brace depth
    scan(text)              every token, whitespace and comments included; never raises
    strip_comments(text)    the text without its comments (strings and IRIs untouched)
    query_form(text)        SELECT, ASK, CONSTRUCT, DESCRIBE, UPDATE or None
    string_value(token)     the value of a string token (escapes decoded)
    is_endpoint_url(x)      whether a store location is an http(s) endpoint URL
    prefixes(tokens)        the PREFIX declarations; resolve(token, prefixes) an IRI or pname's IRI
    outbound_targets(toks)  the IRIs that SERVICE clauses and LOAD operations would fetch

Token kinds are the terminals of the SPARQL 1.1 grammar
(https://www.w3.org/TR/sparql11-query/#terminals):

    ws       whitespace                       comment  `# ...` up to the end of the line
    iri      `<http://x/y#z>` (IRIREF)        string   '...', "...", '''...''', \"\"\"...\"\"\" (quotes kept)
    langtag  `@en-GB` after a string          var      `?x`, `$x`
    bnode    `_:b1`                           pname    `ex:local`, `ex:`, `:x` (PNAME_LN / PNAME_NS)
    number   `1`, `-2.5`, `.5`, `1e3`         word     keywords, `a`, `true`, function names
    punct    `{ } ( ) [ ] ; , . = != < <= > >= ! && || + - * / ? | ^ ^^`
    unknown  any other single character (an unterminated quote, `~`, ...)

Strings, IRIs and comments are single tokens, so a `#`, a brace or a quote inside one of them
is never mistaken for structure. A `<` starts an IRI only when a well-formed IRIREF follows;
otherwise it is the less-than operator.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable, Iterator, Literal, NamedTuple, Sequence

from kgqa_sparql.errors import QuerySyntaxError

# ---- the grammar's character classes (SPARQL 1.1 section 19.8) -------------------------------------
_PN_CHARS_BASE = (r"A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u02FF\u0370-\u037D\u037F-\u1FFF\u200C-\u200D"
                  r"\u2070-\u218F\u2C00-\u2FEF\u3001-\uD7FF\uF900-\uFDCF\uFDF0-\uFFFD\U00010000-\U000EFFFF")
_PN_CHARS_U = _PN_CHARS_BASE + "_"
_PN_CHARS = _PN_CHARS_U + r"\-0-9\u00B7\u0300-\u036F\u203F-\u2040"
_PLX = r"%[0-9A-Fa-f]{2}|\\[_~.\-!$&'()*+,;=/?#@%]"
_PN_PREFIX = rf"[{_PN_CHARS_BASE}](?:[{_PN_CHARS}.]*[{_PN_CHARS}])?"
_PN_LOCAL = rf"(?:[{_PN_CHARS_U}:0-9]|{_PLX})(?:(?:[{_PN_CHARS}.:]|{_PLX})*(?:[{_PN_CHARS}:]|{_PLX}))?"
_VARNAME = rf"[{_PN_CHARS_U}0-9][{_PN_CHARS_U}0-9\u00B7\u0300-\u036F\u203F-\u2040]*"

_TOKEN = re.compile(
    rf"""
    (?P<ws>\s+)
  | (?P<comment>\#[^\n\r]*)
  | (?P<iri><[^<>"{{}}|^`\\\x00-\x20]*>)
  | (?P<string>\"\"\"(?:(?:"|"")?(?:[^"\\]|\\.))*\"\"\"
              |'''(?:(?:'|'')?(?:[^'\\]|\\.))*'''
              |"(?:[^"\\\n\r]|\\.)*"
              |'(?:[^'\\\n\r]|\\.)*')
  | (?P<var>[?$]{_VARNAME})
  | (?P<bnode>_:[{_PN_CHARS_U}0-9](?:[{_PN_CHARS}.]*[{_PN_CHARS}])?)
  | (?P<pname>(?:{_PN_PREFIX})?:(?:{_PN_LOCAL})?)
  | (?P<number>[+-]?(?:\d+\.\d*[eE][+-]?\d+|\d*\.\d+(?:[eE][+-]?\d+)?|\d+(?:[eE][+-]?\d+)?))
  | (?P<langtag>@[A-Za-z]+(?:-[A-Za-z0-9]+)*)
  | (?P<word>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<punct>\^\^|&&|\|\||!=|<=|>=|[{{}}()\[\];,.=<>!+\-*/?|^])
  | (?P<unknown>.)
    """,
    re.VERBOSE | re.DOTALL,
)

TokenKind = Literal["ws", "comment", "iri", "string", "langtag", "var", "bnode", "pname", "number", "word",
                    "punct", "unknown"]
QueryForm = Literal["SELECT", "ASK", "CONSTRUCT", "DESCRIBE", "UPDATE"]

#: The query forms whose results are RDF graphs (answered in an RDF syntax, not SPARQL results).
GRAPH_FORMS = ("CONSTRUCT", "DESCRIBE")
QUERY_FORMS = ("SELECT", "ASK", "CONSTRUCT", "DESCRIBE")
#: Keywords that open a SPARQL 1.1 update operation.
UPDATE_KEYWORDS = frozenset({"INSERT", "DELETE", "LOAD", "CLEAR", "DROP", "CREATE", "ADD", "MOVE", "COPY", "WITH"})


class Token(NamedTuple):
    """One token: its kind, its text as written, its span in the input and its brace depth."""

    kind: str  # a TokenKind
    text: str
    start: int
    end: int
    depth: int  # brace depth the token sits at ('{' and '}' themselves at the outer depth)


def scan(text: str) -> Iterator[Token]:
    """Every token of `text` in order, whitespace and comments included: their texts concatenate
    back to `text`. Never raises (unbalanced braces give negative or non-zero final depths)."""
    depth = 0
    for m in _TOKEN.finditer(text):
        value = m.group()
        if value == "}":
            depth -= 1
        yield Token(m.lastgroup, value, m.start(), m.end(), depth)  # type: ignore[arg-type]
        if value == "{":
            depth += 1


def tokenize(text: str, *, balanced: bool = True) -> list[Token]:
    """The significant tokens of a SPARQL query, update or fragment (whitespace and comments
    dropped), with their brace depth. With `balanced`, unbalanced braces raise QuerySyntaxError."""
    tokens: list[Token] = []
    append = tokens.append
    depth = 0
    for m in _TOKEN.finditer(text):  # `scan`, inlined: this runs once per new query on the endpoint
        kind = m.lastgroup
        if kind == "ws" or kind == "comment":
            continue
        value = m.group()
        if value == "}":
            depth -= 1
        append(Token(kind, value, m.start(), m.end(), depth))  # type: ignore[arg-type]
        if value == "{":
            depth += 1
    if balanced and depth != 0:
        raise QuerySyntaxError("SPARQL syntax error: unbalanced braces")
    return tokens


def keyword_index(tokens: Sequence[Token], words: Iterable[str], start: int = 0) -> int | None:
    """Index of the first token from `start` on that is one of `words` (upper case) outside
    every brace, or None."""
    wanted = set(words)
    return next((i for i in range(start, len(tokens)) if tokens[i].depth == 0 and tokens[i].kind == "word"
                 and tokens[i].text.upper() in wanted), None)


def strip_comments(text: str) -> str:
    """`text` without its comments; line breaks, strings and IRIs (and any `#` in them) are kept."""
    if "#" not in text:
        return text
    return "".join(tok.text for tok in scan(text) if tok.kind != "comment")


def query_form(text: str | Iterable[Token]) -> QueryForm | None:
    """The form of a query or update (text, or tokens from `tokenize`/`scan`): SELECT, ASK,
    CONSTRUCT or DESCRIBE for a query, UPDATE when the first operation after the prologue (BASE
    and PREFIX declarations, comments) is an update; None when the text starts with anything else.
    Keywords are case-insensitive. Only the prologue is read, so this is cheap on long queries."""
    tokens = scan(text) if isinstance(text, str) else iter(text)
    expect: str | None = None  # what the prologue declaration being read needs next
    for tok in tokens:
        kind = tok.kind
        if kind == "ws" or kind == "comment":
            continue
        if expect == "pname" and kind == "pname":
            expect = "iri"
            continue
        if expect == "iri" and kind == "iri":
            expect = None
            continue
        if kind != "word":
            return None
        word = tok.text.upper()
        if word == "PREFIX":
            expect = "pname"
        elif word == "BASE":
            expect = "iri"
        elif word in QUERY_FORMS:
            return word  # type: ignore[return-value]
        elif word in UPDATE_KEYWORDS:
            return "UPDATE"
        else:
            return None
    return None


_ECHAR = {"t": "\t", "b": "\b", "n": "\n", "r": "\r", "f": "\f", '"': '"', "'": "'", "\\": "\\"}
_ESCAPE = re.compile(r"\\(?:u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|(.))", re.DOTALL)


def string_value(token: str) -> str:
    """The value of a string token (its text with the quotes, as `tokenize` gives it): ECHAR
    escapes (\\t \\b \\n \\r \\f \\" \\' \\\\) and \\uXXXX / \\UXXXXXXXX decoded (a UTF-16 surrogate
    pair written as two \\u escapes becomes one character). Any other escape is a QuerySyntaxError."""
    quote = 3 if token[:3] in ('"""', "'''") else 1
    if len(token) < 2 * quote or token[:quote] != token[-quote:] or token[0] not in "\"'":
        raise QuerySyntaxError(f"not a SPARQL string literal: {token[:40]}")
    body = token[quote:-quote]
    if "\\" not in body:
        return body

    def decode(m: re.Match) -> str:
        hex4, hex8, char = m.groups()
        if char is not None:
            if char not in _ECHAR:
                raise QuerySyntaxError(f"invalid escape \\{char} in the string {token[:40]}")
            return _ECHAR[char]
        return chr(int(hex4 or hex8, 16))

    try:
        value = _ESCAPE.sub(decode, body)
        value.encode("utf-8")
    except (ValueError, OverflowError):  # \U beyond U+10FFFF, or UTF-16 surrogates (UnicodeEncodeError)
        try:  # a surrogate pair written as two \u escapes (\uD83D\uDE00) is one character
            value = _ESCAPE.sub(decode, body).encode("utf-16", "surrogatepass").decode("utf-16")
        except (ValueError, OverflowError):
            raise QuerySyntaxError(f"invalid \\u or \\U escape in the string {token[:40]}") from None
    return value


def is_endpoint_url(location: str | Path | None) -> bool:
    """Whether `location` names an http(s) SPARQL endpoint rather than a store folder."""
    return isinstance(location, str) and location.startswith(("http://", "https://"))


def prefixes(tokens: Sequence[Token]) -> dict[str, str]:
    """PREFIX declarations: prefix (without ':') -> namespace IRI."""
    out: dict[str, str] = {}
    for i, tok in enumerate(tokens[:-2]):
        if tok.kind == "word" and tok.text.upper() == "PREFIX" and tokens[i + 2].kind == "iri":
            out[tokens[i + 1].text[:-1]] = tokens[i + 2].text[1:-1]
    return out


def resolve(tok: Token, prefix_map: dict[str, str]) -> str | None:
    """Full IRI of an IRI or prefixed-name token (None for other tokens or unknown prefixes)."""
    if tok.kind == "iri":
        return tok.text[1:-1]
    if tok.kind == "pname":
        head, _, tail = tok.text.partition(":")
        ns = prefix_map.get(head)
        return None if ns is None else ns + tail
    return None


def outbound_targets(tokens: Sequence[Token]) -> list[tuple[str, str | None]]:
    """What a query or update would fetch from elsewhere: ("SERVICE" or "LOAD", IRI) for each
    SERVICE clause and LOAD operation, the IRI None when it is a variable or cannot be resolved
    (relative IRIs are kept as written)."""
    prefix_map = prefixes(tokens)
    out: list[tuple[str, str | None]] = []
    for i, tok in enumerate(tokens):
        if tok.kind != "word" or tok.text.upper() not in ("SERVICE", "LOAD"):
            continue
        j = i + 1
        if j < len(tokens) and tokens[j].kind == "word" and tokens[j].text.upper() == "SILENT":
            j += 1
        out.append((tok.text.upper(), resolve(tokens[j], prefix_map) if j < len(tokens) else None))
    return out


__all__ = ["GRAPH_FORMS", "QUERY_FORMS", "UPDATE_KEYWORDS", "QueryForm", "Token", "TokenKind", "is_endpoint_url",
           "outbound_targets", "prefixes", "query_form", "resolve", "scan", "string_value", "strip_comments", "tokenize"]
