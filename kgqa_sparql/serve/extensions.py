"""SPARQL rewriting the endpoint adds to a query's text: the row cap (`clamp_limit`), the probe
that tells whether the cap cut a CONSTRUCT/DESCRIBE (`solutions_probe`), and the `USING` clauses
of protocol-specified update datasets (`add_using`). They work on the tokens of
`graph.sparql_text` (which respect strings, IRIs and comments): rdflib's algebra would be ~100x
slower per query, which matters on the endpoint's hot path. The kgqa functions and SERVICE
rewriting live in `query.extensions`, shared with `kgqa-sparql query` and `KnowledgeGraph.query`.
"""

from __future__ import annotations

from typing import Sequence

from kgqa_sparql.errors import QuerySyntaxError
from kgqa_sparql.graph.sparql_text import Token, keyword_index, tokenize
from kgqa_sparql.query.extensions import closing_brace


def clamp_limit(text: str, tokens: Sequence[Token], max_rows: int) -> str:
    """The query with its top-level LIMIT lowered to `max_rows` (added when absent)."""
    i = keyword_index(tokens, ("LIMIT",))
    if i is not None and i + 1 < len(tokens):
        number = tokens[i + 1]
        if number.kind == "number" and int(number.text) <= max_rows:
            return text
        return f"{text[:number.start]}{max_rows}{text[number.end:]}"
    # No LIMIT: it goes before a trailing top-level VALUES clause, else at the very end (on its
    # own line, so a trailing comment cannot swallow it).
    values = keyword_index(tokens, ("VALUES",))
    if values is not None:
        return f"{text[:tokens[values].start]}\nLIMIT {max_rows}\n{text[tokens[values].start:]}"
    return f"{text}\nLIMIT {max_rows}"


def solutions_probe(text: str, tokens: Sequence[Token], max_rows: int) -> str | None:
    """For a CONSTRUCT or DESCRIBE whose top-level LIMIT the row cap set (`clamp_limit`): a SELECT
    over the same dataset, pattern and solution modifiers that has a row exactly when the
    pattern has more than `max_rows` solutions past the query's OFFSET, i.e. when the cap cut
    the result. Triples cannot tell: a solution may give no triple (unbound template variables)
    or the same ones as another (a template without variables). None when the query has no
    pattern (`DESCRIBE <iri>`: one solution) or no LIMIT to probe from."""
    head = keyword_index(tokens, ("CONSTRUCT", "DESCRIBE"))
    if head is None:
        return None
    if tokens[head].text.upper() == "CONSTRUCT":
        end = closing_brace(tokens, head + 1) if head + 1 < len(tokens) and tokens[head + 1].text == "{" else head
    else:  # DESCRIBE terms run up to the dataset clause or the pattern
        stop = next((j for j in range(head + 1, len(tokens)) if tokens[j].depth == 0 and (
            tokens[j].text == "{" or (tokens[j].kind == "word" and tokens[j].text.upper() in ("FROM", "WHERE")))), None)
        if stop is None or not any(t.text == "{" and t.depth == 0 for t in tokens[stop:]):
            return None
        end = stop - 1
    limit = offset = None
    for i, tok in enumerate(tokens[end + 1:-1], end + 1):
        if tok.depth == 0 and tok.kind == "word" and tokens[i + 1].text.isdigit():
            if tok.text.upper() == "LIMIT":
                limit = tokens[i + 1]
            elif tok.text.upper() == "OFFSET":
                offset = tokens[i + 1]
    if limit is None:
        return None
    names = {t.text[1:] for t in tokens if t.kind == "var"}
    var = next(f"kgqa_more{n or ''}" for n in range(len(names) + 1) if f"kgqa_more{n or ''}" not in names)
    skip = max_rows + (int(offset.text) if offset is not None else 0)
    edits = [(tokens[head].start, tokens[end].end, f"SELECT (1 AS ?{var})"),
             (limit.start, limit.end, "1" if offset is not None else f"1 OFFSET {skip}")]
    if offset is not None:
        edits.append((offset.start, offset.end, str(skip)))
    for start, stop_at, new in sorted(edits, reverse=True):
        text = f"{text[:start]}{new}{text[stop_at:]}"
    return text


def add_using(update: str, default_graphs: Sequence[str], named_graphs: Sequence[str]) -> str:
    """Apply a protocol-specified update dataset (using-graph-uri / using-named-graph-uri) by
    adding USING clauses to every DELETE/INSERT ... WHERE operation. An update that names its own
    dataset (USING or WITH) conflicts with the protocol's: a QuerySyntaxError, as the protocol says."""
    if not default_graphs and not named_graphs:
        return update
    tokens = tokenize(update)
    words = [t for t in tokens if t.depth == 0 and t.kind == "word"]
    if any(t.text.upper() in ("USING", "WITH") for t in words):
        raise QuerySyntaxError("the update names its own dataset (USING/WITH) and the request gives "
                               "using-graph-uri/using-named-graph-uri; use one or the other")
    clause = " ".join([f"USING <{g}>" for g in default_graphs] + [f"USING NAMED <{g}>" for g in named_graphs])
    inserts: list[int] = []
    pending = False
    for i, tok in enumerate(tokens):
        if tok.depth != 0 or tok.kind != "word":
            continue
        word = tok.text.upper()
        if word in ("INSERT", "DELETE"):
            following = tokens[i + 1].text.upper() if i + 1 < len(tokens) else ""
            pending = pending or following not in ("DATA", "WHERE")
        elif word == "WHERE" and pending:
            inserts.append(tok.start)
            pending = False
    for pos in reversed(inserts):
        update = f"{update[:pos]}{clause} {update[pos:]}"
    return update
