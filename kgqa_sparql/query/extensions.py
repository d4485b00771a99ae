"""The kgqa SPARQL extensions, answered by the KG itself: `SERVICE kgqa:search` (entity linking)
and `SERVICE kgqa:approx` (a pseudo query graph's top candidates) rewritten into plain SPARQL
before evaluation, and the functions `kgqa:similarity` (encoder cosine of two terms' texts) and
`kgqa:schemaDistance`. The endpoint (`serve.service`), `kgqa-sparql query` and
`KnowledgeGraph.query` handle them alike; `serve.extensions` adds the endpoint's row cap.

The rewriting works on the query text, so joins, FILTER, ORDER BY and aggregates around a
SERVICE block run unchanged in Oxigraph:
- `SERVICE kgqa:search { ?e kgqa:matches "text" ; kgqa:k 5 ; kgqa:score ?s }` becomes a
  `VALUES (?e ?s) { ... }` block of the entities the linker finds;
- `SERVICE kgqa:approx { pseudo graph }` becomes `{ {where_1 BIND(s_1 AS ?score)} UNION ... }`
  over the ranked concrete patterns `translate.translate` returns."""

from __future__ import annotations

import re
import threading
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from typing import Callable, Iterator, Sequence

from pyoxigraph import Literal, NamedNode

from kgqa_sparql.errors import QuerySyntaxError
from kgqa_sparql.graph.sparql_text import Token, prefixes, resolve, tokenize
from kgqa_sparql.query.querygraph import QueryGraph
from kgqa_sparql.schema.schema_graph import SCHEMA_DISTANCE
from kgqa_sparql.text.encoder import shared_encoder
from kgqa_sparql.vocab import KGQA, XSD, local_name

SIMILARITY = KGQA + "similarity"
SEARCH = KGQA + "search"
APPROX = KGQA + "approx"
#: Every extension function and SERVICE feature, for the service description.
EXTENSION_FUNCTIONS = (SIMILARITY, SCHEMA_DISTANCE)
SERVICE_FEATURES = (SEARCH, APPROX)
XSD_DOUBLE = NamedNode(XSD + "double")


def closing_brace(tokens: Sequence[Token], open_index: int) -> int:
    """Index of the '}' closing the '{' at `open_index`."""
    depth = tokens[open_index].depth
    for j in range(open_index + 1, len(tokens)):
        if tokens[j].text == "}" and tokens[j].depth == depth:
            return j
    raise QuerySyntaxError("SPARQL syntax error: unbalanced braces")


# ---- kgqa SERVICE rewriting ----------------------------------------------------------------------
@dataclass(frozen=True)
class ServiceBlock:
    """One `SERVICE kgqa:... { body }` occurrence: its IRI, token span and body text."""

    iri: str
    start: int  # text offset of SERVICE
    end: int  # text offset just after the closing brace
    body: list[Token]
    body_text: str


def service_blocks(text: str, tokens: Sequence[Token], prefix_map: dict[str, str]) -> Iterator[ServiceBlock]:
    """kgqa SERVICE blocks of a query, in text order."""
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        if tok.kind == "word" and tok.text.upper() == "SERVICE":
            j = i + 1
            if j < len(tokens) and tokens[j].text.upper() == "SILENT":
                j += 1
            iri = resolve(tokens[j], prefix_map) if j < len(tokens) else None
            if iri in SERVICE_FEATURES and j + 1 < len(tokens) and tokens[j + 1].text == "{":
                close = closing_brace(tokens, j + 1)
                body = list(tokens[j + 2 : close])
                body_text = text[tokens[j + 1].end : tokens[close].start]
                yield ServiceBlock(iri, tok.start, tokens[close].end, body, body_text)
                i = close
        i += 1


def _number(value: float) -> str:
    return f'"{value!r}"^^<{XSD}double>'


@dataclass(frozen=True)
class SearchSpec:
    """The parsed body of a kgqa:search block."""

    entity: str  # variable name without '?'
    text: str
    k: int = 5
    score: str | None = None


def parse_search(block: ServiceBlock, prefix_map: dict[str, str]) -> SearchSpec:
    """`?e kgqa:matches "text" ; kgqa:k 5 ; kgqa:score ?s` -> SearchSpec (precise errors)."""
    toks = [t for t in block.body if t.text not in (";", ".")]
    if not toks or toks[0].kind != "var":
        raise QuerySyntaxError("SERVICE kgqa:search needs a variable subject: { ?e kgqa:matches \"text\" }")
    values: dict[str, Token] = {}
    for pred, obj in zip(toks[1::2], toks[2::2]):
        iri = resolve(pred, prefix_map)
        if iri not in (KGQA + "matches", KGQA + "k", KGQA + "score"):
            raise QuerySyntaxError(f"SERVICE kgqa:search: unknown predicate {pred.text} (use kgqa:matches, kgqa:k, kgqa:score)")
        values[iri[len(KGQA):]] = obj
    if len(toks) % 2 == 0:
        raise QuerySyntaxError("SERVICE kgqa:search: a predicate has no object")
    match = values.get("matches")
    if match is None or match.kind != "string":
        raise QuerySyntaxError('SERVICE kgqa:search needs kgqa:matches "text" (a string literal)')
    k = values.get("k")
    if k is not None and (k.kind != "number" or not k.text.isdigit() or int(k.text) < 1):
        raise QuerySyntaxError("SERVICE kgqa:search: kgqa:k must be a positive integer")
    score = values.get("score")
    if score is not None and score.kind != "var":
        raise QuerySyntaxError("SERVICE kgqa:search: kgqa:score must be a variable")
    quote = 3 if match.text[:3] in ('"""', "'''") else 1
    literal = match.text[quote:-quote]
    return SearchSpec(toks[0].text[1:], _unescape(literal), int(k.text) if k else 5, score.text[1:] if score else None)


def _unescape(value: str) -> str:
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t", "r": "\r"}.get(m.group(1), m.group(1)), value)


def search_values(spec: SearchSpec, linked: Sequence) -> str:
    """The VALUES block standing in for a kgqa:search block (empty when nothing matched)."""
    if spec.score is None:
        rows = " ".join(f"<{e.iri}>" for e in linked)
        return f"VALUES ?{spec.entity} {{ {rows} }}"
    rows = " ".join(f"(<{e.iri}> {_number(float(e.score))})" for e in linked)
    return f"VALUES (?{spec.entity} ?{spec.score}) {{ {rows} }}"


def expand_block(block: ServiceBlock, prefix_map: dict[str, str]) -> str:
    """The block body with prefixed names written as full IRIs (what translate expects)."""
    parts: list[str] = []
    for tok in block.body:
        iri = resolve(tok, prefix_map) if tok.kind == "pname" else None
        if tok.kind == "pname" and iri is None:
            raise QuerySyntaxError(f"SERVICE kgqa:approx: undeclared prefix in {tok.text}")
        parts.append(f"<{iri}>" if iri is not None else tok.text)
    return " ".join(parts)


def approx_union(candidates: Sequence, score_var: str = "score") -> str:
    """A group pattern: the UNION of the candidates' WHERE bodies, each binding its score."""
    if not candidates:
        return "{ FILTER(false) }"
    arms = [f"{{ {c.where} BIND({_number(float(c.score))} AS ?{score_var}) }}" for c in candidates]
    return "{ " + " UNION ".join(arms) + " }"


def projected_vars(tokens: Sequence[Token]) -> list[str]:
    """Variables of the outer SELECT clause (empty for SELECT * and other forms)."""
    names: list[str] = []
    inside = False
    for tok in tokens:
        if tok.kind == "word" and tok.text.upper() == "SELECT" and tok.depth == 0:
            inside = True
        elif inside and (tok.text == "{" or (tok.kind == "word" and tok.text.upper() in ("WHERE", "FROM"))):
            break
        elif inside and tok.kind == "var" and tok.depth == 0:
            names.append(tok.text[1:])
    return list(dict.fromkeys(names))


class Rewriter:
    """Rewrites the kgqa SERVICE blocks of queries against one KnowledgeGraph (its entity
    linker for kgqa:search, its translator for kgqa:approx)."""

    def __init__(self, kg, *, k: int = 5):
        self.kg = kg
        self.k = k

    def rewrite(self, text: str, tokens: Sequence[Token] | None = None) -> str:
        if KGQA not in text and "kgqa:" not in text:
            return text
        tokens = tokenize(text) if tokens is None else tokens
        prefix_map = prefixes(tokens)
        pieces: list[str] = []
        last = 0
        for block in service_blocks(text, tokens, prefix_map):
            pieces.append(text[last : block.start])
            if block.iri == SEARCH:
                pieces.append(self._search(block, prefix_map))
            else:
                pieces.append(self._approx(block, prefix_map, projected_vars(tokens)))
            last = block.end
        if not pieces:
            return text
        pieces.append(text[last:])
        return "".join(pieces)

    def _search(self, block: ServiceBlock, prefix_map: dict[str, str]) -> str:
        spec = parse_search(block, prefix_map)
        return search_values(spec, self.kg.linker.link(spec.text, k=spec.k))

    def _approx(self, block: ServiceBlock, prefix_map: dict[str, str], projected: list[str]) -> str:
        graph = QueryGraph.from_sparql_block(expand_block(block, prefix_map), projected)
        return approx_union(self.kg.translate(graph, k=self.k))


# ---- extension functions -----------------------------------------------------------------------
class Similarity:
    """`kgqa:similarity(a, b)`: cosine of the encoder embeddings of two terms' texts (a literal's
    value, an IRI's label or else its local name). Texts and pair scores are cached, so repeated
    rows cost a dict lookup. The KG is held weakly (the store holds this function): no cycle
    keeps a closed store, and its lock, alive."""

    def __init__(self, kg, encoder_factory: Callable | None = None, cache_size: int = 100_000):
        self._kg = weakref.ref(kg)
        self._encoder_factory = encoder_factory
        self._encoder = None
        self._texts: dict = {}
        self._pairs: OrderedDict = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    @property
    def encoder(self):
        if self._encoder is None:
            self._encoder = (self._encoder_factory or shared_encoder)()
        return self._encoder

    def text(self, term) -> str:
        found = self._texts.get(term)
        if found is None:
            if isinstance(term, NamedNode):
                kg = self._kg()
                labels = kg.labels([term]) if kg is not None else {}
                found = labels.get(term) or local_name(term.value)
            else:
                found = term.value
            self._texts[term] = found
        return found

    def __call__(self, a, b) -> Literal | None:
        if a is None or b is None:
            return None
        key = (self.text(a), self.text(b))
        with self._lock:
            score = self._pairs.get(key)
        if score is None:
            score = self.encoder.similarity(*key)
            with self._lock:
                self._pairs[key] = score
                if len(self._pairs) > self._cache_size:
                    self._pairs.popitem(last=False)
        return Literal(repr(float(score)), datatype=XSD_DOUBLE)


def register_functions(kg, encoder_factory: Callable | None = None) -> list[str]:
    """Register every kgqa extension function on `kg` (embedded stores only): kgqa:similarity
    and kgqa:schemaDistance. Returns the IRIs registered."""
    kg.register_function(SIMILARITY, Similarity(kg, encoder_factory))
    kg.register_schema_functions()
    return [SIMILARITY, SCHEMA_DISTANCE]

