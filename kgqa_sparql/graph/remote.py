"""The remote backend: any SPARQL 1.1 endpoint (QLever, Virtuoso, Fuseki, `oxigraph serve`).

Requests go through SPARQLWrapper with a timeout, retries with exponential backoff on
connection failures and 5xx answers, and LIMIT/OFFSET paging for large SELECT results. Graph
access is VALUES-batched so a beam of frontier entities costs one request, not one per entity.

**Dataset.** Every request carries the endpoint's dataset as the protocol's `default-graph-uri`
and `named-graph-uri` parameters: those written on the endpoint URL (the convention clients
accept, e.g. `http://host/sparql?default-graph-uri=G`) plus the `graph=` and `named_graphs=`
options. The engine's own system graphs never reach the schema or the indexes (see the
Virtuoso notes below).

**Terms.** Results are parsed by pyoxigraph, so IRIs come back exactly as the engine holds them
(percent-escapes, non-ASCII characters). Where an engine normalises a literal it was sent
(language tags in lower case, numbers in canonical form: `"7.50"^^xsd:decimal` comes back as
`"7.5"`), the VALUES-batched calls (`types`, `expand`, `neighbours`) hand back the caller's own
term, so results are keyed by the terms the caller asked about.

**Dialect notes** (the only engine-specific code is here; every text sent is plain SPARQL 1.1):

* Virtuoso's default graph is the union of all its graphs, its system graphs included
  (`virtrdf#` with the "qmva" mapping vocabulary, `ldp#`, the service description). With no
  dataset given, the backend lists the graphs once and scopes every request to the others (as
  default and named graphs). Given only default graphs, Virtuoso leaves `GRAPH ?g` open to every
  graph; the backend then sends the same graphs as named graphs too.
* Virtuoso cuts results at `ResultSetMaxRows` (Debian's default 10,000) and says so in an
  `X-SPARQL-MaxRows` header; a cut SELECT is fetched again in pages of that size.
* Virtuoso fails on a VALUES block of several typed literals (years, numbers) or of IRIs and
  literals together when the variable is an object ("SR066: Unsupported case in CONVERT
  (DATETIME -> INTEGER)", also for `FILTER(?e IN (...))`). Batches therefore hold IRIs or
  literals, never both, and literals are sent as a UNION of one block per literal
  (`{ ?n ?p "1994"^^xsd:gYear BIND("1994"^^xsd:gYear AS ?e) }`), which every engine evaluates
  by index look-ups.
* Virtuoso answers every error with HTTP 500 and its SQL state: 37000 (a syntax error) is a
  QuerySyntaxError, and no error but a deadlock (40001) is retried.
* Virtuoso answers `GRAPH ?g { }` with one solution leaving ?g unbound; it is sent as the
  sub-select of the graphs holding a triple.
* Virtuoso's row cap may be below our page size (the old paging then stopped after the first
  short page: half the entities were missing and the class inference failed with a KeyError);
  the cap learnt from the header sets the page size.
* Paging: SPARQL leaves the order of an unordered result open, and Virtuoso does not promise
  that pages asked with different OFFSETs (a different TOP for its planner, parallel
  aggregation) cut one order, so a result larger than one page is paged in a total order
  (ORDER BY every projected variable). Virtuoso refuses an ORDER BY whose OFFSET + LIMIT
  exceeds 10,000 rows (error SR353), but not the same query as a sub-select sliced outside,
  which is how pages are asked for on every engine. The price is a sort per page: the
  inferred-class scan of MetaQA's 130k triples takes 31 s this way (BENCHMARKS.md).
"""

from __future__ import annotations

import ast
import re
import threading
import time
import urllib.error
import urllib.parse
from collections import Counter
from decimal import Decimal, InvalidOperation
from typing import Callable, Iterable, Iterator, Sequence

from pyoxigraph import (
    BlankNode,
    Literal,
    NamedNode,
    Quad,
    QueryResultsFormat,
    QuerySolutions,
    RdfFormat,
    parse,
    parse_query_results,
)
from SPARQLWrapper import POST, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import SPARQLWrapperException

from kgqa_sparql.graph.backend import (Capabilities, Direction, Edge, Expansion, QueryResult, Step,
                                       Term, TypingOnce, solution_rows, type_path, walk_path)
from kgqa_sparql.errors import EndpointError, KgqaError, QuerySyntaxError
from kgqa_sparql.graph.sparql_text import GRAPH_FORMS, keyword_index, query_form, tokenize
from kgqa_sparql.vocab import XSD

DATASET_PARAMETERS = ("default-graph-uri", "named-graph-uri")
#: Graphs Virtuoso creates for itself (mapping metadata, LDP vocabulary, ...): never data.
#: (`http://www.openlinksw.com/schemas/virtrdf#` and the other graphs of its own namespace.)
VIRTUOSO_SYSTEM_GRAPHS = ("http://www.openlinksw.com/", "http://www.w3.org/ns/ldp#", "urn:activitystreams-owl:map",
                          "urn:core:services:sparql")
#: Virtuoso answers 500 to every error; SQL state 37000 is a SPARQL syntax error.
VIRTUOSO_SYNTAX_ERROR = "Virtuoso 37000"
#: Virtuoso's answer to an error is final (the query's own fault), except a deadlock (40001).
VIRTUOSO_RETRY = "Virtuoso 40001"
#: Virtuoso sorts at most this many rows for an ORDER BY with LIMIT/OFFSET (error SR353 beyond).
VIRTUOSO_SORTED_TOP_ROWS = 10_000
_SD_SERVICE = "http://www.w3.org/ns/sparql-service-description#Service"
_INTEGERS = {XSD + t for t in ("integer", "int", "long", "short", "byte", "nonNegativeInteger", "nonPositiveInteger",
                               "positiveInteger", "negativeInteger", "unsignedLong", "unsignedInt", "unsignedShort",
                               "unsignedByte")}
_FLOATS = {XSD + "double", XSD + "float"}


def sparql_term(term: Term) -> str:
    """A term in SPARQL syntax (pyoxigraph's str() is N-Triples, which SPARQL accepts)."""
    if isinstance(term, BlankNode):
        raise EndpointError("blank nodes cannot be sent to a remote endpoint; use IRIs")
    return str(term)


def term_key(term: Term):
    """What identifies a term across engines: IRIs as they are; literals by value where engines
    store values rather than lexical forms (numbers, booleans) and with the language tag in
    lower case (BCP 47 tags are case-insensitive)."""
    if not isinstance(term, Literal):
        return term
    if term.language:
        return ("lang", term.value, term.language.lower())
    datatype = term.datatype.value
    try:
        if datatype in _INTEGERS or datatype == XSD + "decimal":
            return ("number", datatype, Decimal(term.value.strip()).normalize())
        if datatype in _FLOATS:
            return ("float", datatype, float(term.value.strip()))
        if datatype == XSD + "boolean":
            return ("boolean", term.value.strip() in ("true", "1"))
    except (InvalidOperation, ValueError):
        pass
    return term


def split_dataset(url: str) -> tuple[str, list[str], list[str]]:
    """(URL without dataset parameters, default graphs, named graphs) of an endpoint URL."""
    parts = urllib.parse.urlsplit(url)
    pairs = urllib.parse.parse_qsl(parts.query, keep_blank_values=True)
    defaults = [v for k, v in pairs if k == "default-graph-uri"]
    named = [v for k, v in pairs if k == "named-graph-uri"]
    rest = urllib.parse.urlencode([(k, v) for k, v in pairs if k not in DATASET_PARAMETERS])
    return urllib.parse.urlunsplit(parts._replace(query=rest)), defaults, named


class RemoteEndpoint(TypingOnce):
    """A SPARQL 1.1 endpoint behind the same graph-access interface as the embedded store.

    `url` may carry the dataset (`?default-graph-uri=G&named-graph-uri=H`); `graph` (one IRI or
    several) adds default graphs and `named_graphs` named ones. `url` afterwards is the endpoint
    with the whole dataset on it, so it reopens the same scope."""

    def __init__(self, url: str, *, graph: str | Sequence[str] | None = None, named_graphs: Sequence[str] = (),
                 timeout: float = 30.0, retries: int = 3, backoff: float = 0.5, page_size: int = 10_000,
                 batch_size: int = 200, user_agent: str = "kgqa-sparql"):
        self.endpoint, defaults, named = split_dataset(url)
        defaults += [graph] if isinstance(graph, str) else list(graph or ())
        self.default_graphs = list(dict.fromkeys(defaults))
        self.named_graphs = list(dict.fromkeys(list(named) + list(named_graphs)))
        self.timeout, self.retries, self.backoff = timeout, retries, backoff
        self.page_size, self.batch_size = page_size, batch_size
        self.user_agent = user_agent
        self.capabilities = Capabilities(local=False, writable=False)
        #: The engine's name from its Server header ("virtuoso", ...; None until the first answer).
        self.engine: str | None = None
        #: The engine's row cap, once an answer was cut by it.
        self.max_rows: int | None = None
        self._scope: tuple[list[str], list[str]] | None = None
        self._scope_lock = threading.Lock()

    @property
    def url(self) -> str:
        """The endpoint URL with the dataset given (what reopens this scope)."""
        pairs = [("default-graph-uri", g) for g in self.default_graphs] + [("named-graph-uri", g) for g in self.named_graphs]
        if not pairs:
            return self.endpoint
        return f"{self.endpoint}{'&' if '?' in self.endpoint else '?'}{urllib.parse.urlencode(pairs)}"

    def __repr__(self) -> str:
        return f"RemoteEndpoint({self.url!r})"

    # ---- dataset ----------------------------------------------------------------------------
    def dataset(self) -> tuple[list[str], list[str]]:
        """(default graphs, named graphs) every request is scoped to (empty lists: the engine's
        own default dataset). Resolved on the first request (see the Virtuoso notes above)."""
        if self._scope is None:
            with self._scope_lock:
                if self._scope is None:
                    self._scope = self._resolve_scope()
        return self._scope

    def _resolve_scope(self) -> tuple[list[str], list[str]]:
        defaults, named = list(self.default_graphs), list(self.named_graphs)
        if self.engine is None:
            self._send("ASK {}", "application/sparql-results+json", ([], []))  # learns the engine
        if self.engine != "virtuoso":
            return defaults, named
        if defaults or named:
            return defaults, named or defaults
        graphs = self._graphs()
        return graphs, graphs

    def _graphs(self) -> list[str]:
        """Virtuoso's data graphs: every graph but its system graphs and service descriptions."""
        listed = self._rows("SELECT DISTINCT ?g WHERE { GRAPH ?g { ?s ?p ?o } }", ([], []))
        described = self._rows(f"SELECT DISTINCT ?g WHERE {{ GRAPH ?g {{ ?s a <{_SD_SERVICE}> }} }}", ([], []))
        system = {r["g"].value for r in described}
        graphs = sorted(r["g"].value for r in listed if isinstance(r.get("g"), NamedNode))
        data = [g for g in graphs if g not in system and not g.startswith(VIRTUOSO_SYSTEM_GRAPHS)]
        return data or ["urn:kgqa-sparql:no-data-graph"]  # an empty dataset, never the system graphs

    # ---- transport --------------------------------------------------------------------------
    def _send(self, sparql: str, accept: str, dataset: tuple[Sequence[str], Sequence[str]] | None = None
              ) -> tuple[bytes, dict[str, str]]:
        """POST one query with the dataset; (body, lower-cased response headers)."""
        defaults, named = self.dataset() if dataset is None else dataset
        if self.engine == "virtuoso":
            sparql = _virtuoso_sorted_top(_virtuoso_empty_graph_patterns(sparql))
        client = SPARQLWrapper(self.endpoint, agent=self.user_agent)
        client.setMethod(POST)
        client.setTimeout(int(max(1, self.timeout)))
        client.setQuery(sparql)
        for g in defaults:
            client.addParameter("default-graph-uri", g)
        for g in named:
            client.addParameter("named-graph-uri", g)
        client.addCustomHttpHeader("Accept", accept)
        client.setOnlyConneg(True)
        delay = self.backoff
        for attempt in range(self.retries + 1):
            try:
                response = client.query().response
                headers = {k.lower(): v for k, v in response.headers.items()}
                if self.engine is None:
                    self.engine = headers.get("server", "").split("/")[0].strip().lower() or "unknown"
                return response.read(), headers
            except SPARQLWrapperException as exc:
                status, message = _status_of(exc), _engine_message(exc)
                if status == 400 or message.startswith(VIRTUOSO_SYNTAX_ERROR):
                    raise QuerySyntaxError(f"{self.endpoint} rejected the query: {message}") from None
                final = message.startswith("Virtuoso ") and not message.startswith(VIRTUOSO_RETRY)
                if status is not None and status < 500 or attempt == self.retries or final:
                    raise EndpointError(f"{self.endpoint} answered {status or 'an error'}: {message}",
                                        status=status) from None
            except urllib.error.HTTPError as exc:
                if exc.code < 500 or attempt == self.retries:
                    raise EndpointError(f"{self.endpoint} answered HTTP {exc.code}: {exc.reason}", status=exc.code) from None
            except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as exc:
                if attempt == self.retries:
                    reason = getattr(exc, "reason", exc)
                    raise EndpointError(f"cannot reach {self.endpoint} after {self.retries + 1} attempts: {reason}") from None
            time.sleep(delay)
            delay *= 2
        raise AssertionError("unreachable")

    def _solutions(self, sparql: str, dataset=None) -> tuple[QuerySolutions, bool]:
        """A SELECT's solutions and whether the engine cut them at its row cap."""
        data, headers = self._send(sparql, "application/sparql-results+json", dataset)
        cap = headers.get("x-sparql-maxrows")
        if cap and cap.strip().isdigit():
            self.max_rows = int(cap)
        return parse_query_results(data, format=QueryResultsFormat.JSON), cap is not None

    def _rows(self, sparql: str, dataset=None) -> list[dict[str, Term]]:
        return solution_rows(self._solutions(sparql, dataset)[0])

    def query(self, sparql: str, **options) -> QueryResult:
        """Run a query; SELECT/ASK come back as pyoxigraph QuerySolutions/QueryBoolean,
        CONSTRUCT/DESCRIBE as an iterator of pyoxigraph Triples. `options`: default_graph,
        named_graphs (within this endpoint's dataset) and base_iri, as on the embedded store."""
        sparql, dataset = self._with_options(sparql, options)
        if query_form(sparql) in GRAPH_FORMS:
            data = self._send(sparql, "application/n-triples", dataset)[0]
            return iter([quad.triple for quad in parse(data, format=RdfFormat.N_TRIPLES)])  # type: ignore[return-value]
        data = self._send(sparql, "application/sparql-results+json", dataset)[0]
        return parse_query_results(data, format=QueryResultsFormat.JSON)

    def query_bytes(self, sparql: str, media_type: str, **options) -> bytes:
        sparql, dataset = self._with_options(sparql, options)
        return self._send(sparql, media_type, dataset)[0]

    def _with_options(self, sparql: str, options: dict) -> tuple[str, tuple[list[str], list[str]] | None]:
        """The query text and dataset for per-request options (a client's own dataset must lie
        within this endpoint's: a scoped endpoint never reaches other graphs)."""
        unknown = set(options) - {"default_graph", "named_graphs", "base_iri"}
        if unknown:
            raise KgqaError(f"query options {sorted(unknown)} need the embedded store")
        if options.get("base_iri"):
            sparql = f"BASE <{options['base_iri']}>\n{sparql}"
        if not options.get("default_graph") and not options.get("named_graphs"):
            return sparql, None
        graphs = [_graph_iri(g) for g in _as_list(options.get("default_graph"))]
        named = [_graph_iri(g) for g in _as_list(options.get("named_graphs"))]
        scope_defaults, scope_named = self.dataset()
        allowed = set(scope_defaults) | set(scope_named)
        outside = [g for g in graphs + named if allowed and g not in allowed]
        if outside:
            raise KgqaError(f"graphs outside this endpoint's dataset: {', '.join(outside)}")
        return sparql, (graphs, named)

    def select(self, sparql: str) -> list[dict[str, Term]]:
        """A SELECT's rows; a result cut at the engine's row cap is fetched again in pages."""
        solutions, cut = self._solutions(sparql)
        rows = solution_rows(solutions)
        if cut and self.max_rows is not None and len(rows) >= self.max_rows:
            return list(self._ordered_pages(sparql, [v.value for v in solutions.variables]))
        return rows

    def update(self, sparql: str, **options) -> None:
        raise KgqaError("updates need the embedded store; remote endpoints are read-only here")

    def register_function(self, iri: str | NamedNode, fn: Callable) -> None:
        raise KgqaError("custom functions run only on the embedded store; remote endpoints evaluate queries themselves")

    def replace_graph(self, graph: NamedNode, quads: Iterable[Quad]) -> None:
        raise KgqaError("a remote endpoint is read-only here; its graphs are written with the engine's own tools")

    def _page_size(self) -> int:
        return min(self.page_size, self.max_rows or self.page_size)

    def select_paged(self, sparql: str) -> Iterator[dict[str, Term]]:
        """The rows of a large SELECT: one request when they fit a page, else pages in a total
        order (see the paging note above)."""
        size = self._page_size()
        solutions, cut = self._solutions(_slice(sparql, size, 0, None))
        rows = solution_rows(solutions)
        if len(rows) < size and not cut:
            yield from rows
            return
        yield from self._ordered_pages(sparql, [v.value for v in solutions.variables])

    def _ordered_pages(self, sparql: str, variables: list[str]) -> Iterator[dict[str, Term]]:
        offset = 0
        while True:
            size = self._page_size()
            rows = self._rows(_slice(sparql, size, offset, variables))
            yield from rows
            if len(rows) < self._page_size():  # a smaller cap learnt on this page: go on with it
                return
            offset += len(rows)

    # ---- graph access -----------------------------------------------------------------------
    def _batches(self, terms: Iterable[Term]) -> Iterator[tuple[list[Term], dict]]:
        """Batches of distinct terms of one kind (IRIs, or literals of one datatype: see the
        VALUES note above), each with its map from term keys back to the caller's terms."""
        kinds: dict[bool, list[Term]] = {}
        for t in dict.fromkeys(terms):
            if not isinstance(t, BlankNode):
                kinds.setdefault(isinstance(t, Literal), []).append(t)
        for items in kinds.values():
            for i in range(0, len(items), self.batch_size):
                batch = items[i : i + self.batch_size]
                yield batch, {term_key(t): t for t in batch}

    @staticmethod
    def _bound(batch: list[Term], pattern: str) -> str:
        """`pattern` with ?e bound to each term of `batch` (IRIs: VALUES; literals: a UNION of
        one block per literal, see the VALUES note above)."""
        if not isinstance(batch[0], Literal):
            return f"VALUES ?e {{ {' '.join(sparql_term(t) for t in batch)} }} {pattern}"
        blocks = []
        for term in batch:
            text = sparql_term(term)
            blocks.append(f"{{ {pattern.replace('?e', text)} BIND({text} AS ?e) }}")
        return " UNION ".join(blocks)

    def has_triples(self, predicate: NamedNode) -> bool:
        return bool(self.select(f"SELECT ?s WHERE {{ ?s <{predicate.value}> ?o }} LIMIT 1"))

    def types(self, terms: Iterable[Term]) -> dict[Term, list[NamedNode]]:
        out: dict[Term, list[NamedNode]] = {t: [] for t in terms if isinstance(t, NamedNode)}
        path = type_path(self)
        for batch, mine in self._batches(out):
            for row in self.select(f"SELECT ?e ?c WHERE {{ {self._bound(batch, f'?e {path} ?c')} }}"):
                if isinstance(row["c"], NamedNode):
                    out[mine.get(term_key(row["e"]), row["e"])].append(row["c"])
        return {t: sorted(set(cs), key=lambda c: c.value) for t, cs in out.items()}

    def expand(self, entities: Iterable[Term], direction: Direction = "both",
               max_per_relation: int | None = None) -> Expansion:
        result = Expansion()
        entities = list(dict.fromkeys(entities))
        for forward in (True, False):
            if direction == ("in" if forward else "out"):
                continue
            sources = [e for e in entities if not (forward and isinstance(e, Literal))]
            for batch, mine in self._batches(sources):
                pattern = "?e ?p ?n" if forward else "?n ?p ?e"
                rows = self.select(f"SELECT DISTINCT ?e ?p ?n WHERE {{ {self._bound(batch, pattern)} "
                                   f"FILTER(?p NOT IN ({self._typing_now().non_relational_sparql})) }}")
                for row in rows:
                    source = mine.get(term_key(row["e"]), row["e"])
                    key = (source, row["p"], forward)
                    result.counts[key] += 1
                    if max_per_relation is not None and result.counts[key] > max_per_relation:
                        result.truncated.add(key)
                        continue
                    result.edges.append(Edge(source, row["p"], row["n"], forward))
        return result

    def neighbours(self, nodes: list[Term], step: Step) -> dict[Term, list[Term]]:
        out: dict[Term, list[Term]] = {}
        nodes = [n for n in nodes if not (step.forward and isinstance(n, Literal))]
        for batch, mine in self._batches(nodes):
            pattern = f"?e <{step.predicate.value}> ?n" if step.forward else f"?n <{step.predicate.value}> ?e"
            for row in self.select(f"SELECT DISTINCT ?e ?n WHERE {{ {self._bound(batch, pattern)} }}"):
                out.setdefault(mine.get(term_key(row["e"]), row["e"]), []).append(row["n"])
        return out

    def follow(self, starts: Iterable[Term], path: Sequence[Step], *, revisit: bool = False) -> Counter:
        return walk_path(self.neighbours, starts, path, revisit)

    def __len__(self) -> int:
        rows = self.select("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")
        return int(rows[0]["n"].value) if rows else 0

    def data_quads(self) -> int:
        return len(self)

    def close(self) -> None:
        """Nothing to release: each request opens its own connection."""


def _as_list(value) -> list:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple, set)) else [value]


def _graph_iri(graph) -> str:
    if isinstance(graph, NamedNode):
        return graph.value
    if isinstance(graph, str):
        return graph
    raise KgqaError("a remote endpoint's dataset is named graphs (IRIs); its default graph is the engine's own")


def _slice(sparql: str, limit: int, offset: int, order: list[str] | None) -> str:
    """One page of a SELECT, as plain SPARQL 1.1.

    `order` None: the query in its own order (the first page, used as it is only when it holds
    the whole result). Otherwise the page of a total order: the query's own ORDER BY with every
    variable in `order` appended as tie-breakers, or those variables alone. Ordered pages are the
    query as a sub-select sliced outside (Virtuoso's SR353 note above); a query that slices
    itself (its own LIMIT, OFFSET or trailing VALUES) is wrapped once more, so its modifiers
    apply before the page is cut."""
    tokens = tokenize(sparql)
    at = keyword_index(tokens, ("SELECT",))
    if at is None:
        raise QuerySyntaxError("expected a SELECT query")
    head = tokens[at]
    prologue, body = sparql[:head.start], sparql[head.start:]
    top = {t.text.upper() for t in tokens if t.depth == 0 and t.kind == "word" and t.start > head.start}
    closed = bool({"LIMIT", "OFFSET", "VALUES"} & top)
    if order is None:
        if not closed:
            return f"{sparql}\nLIMIT {limit} OFFSET {offset}"
        return f"{prologue}SELECT * WHERE {{ {{ {body}\n}} }}\nLIMIT {limit} OFFSET {offset}"
    keys = " ".join("?" + v for v in order)
    if closed:
        body = f"SELECT * WHERE {{ {{ {body}\n}} }}\nORDER BY {keys}"
    elif "ORDER" in top:
        start = tokens[keyword_index(tokens, ("ORDER",))].start
        ordered = {t.text[1:] for t in tokens if t.kind == "var" and t.start > start}
        body = f"{body}\n{' '.join('?' + v for v in order if v not in ordered)}"
    elif keys:
        body = f"{body}\nORDER BY {keys}"
    return f"{prologue}SELECT * WHERE {{ {{ {body}\n}} }}\nLIMIT {limit} OFFSET {offset}"


def _virtuoso_empty_graph_patterns(sparql: str) -> str:
    """`GRAPH ?g { }` (one solution per named graph) as the sub-select of the graphs holding a
    triple: Virtuoso answers the empty pattern with one solution leaving ?g unbound."""
    if "GRAPH" not in sparql.upper():
        return sparql
    try:
        tokens = tokenize(sparql)
    except QuerySyntaxError:
        return sparql
    out, last = [], 0
    for i in range(len(tokens) - 3):
        graph, var, opening, closing = tokens[i : i + 4]
        if (graph.kind == "word" and graph.text.upper() == "GRAPH" and var.kind == "var" and opening.text == "{"
                and closing.text == "}"):
            out += [sparql[last:graph.start],
                    f"{{ SELECT DISTINCT {var.text} WHERE {{ GRAPH {var.text} {{ ?kgqa_gs ?kgqa_gp ?kgqa_go }} }} }}"]
            last = closing.end
    return "".join(out) + sparql[last:] if out else sparql


def _virtuoso_sorted_top(sparql: str) -> str:
    """An ORDER BY query whose LIMIT + OFFSET exceeds Virtuoso's sorted-TOP bound as the ordered
    sub-select sliced outside (the SR353 note above); any other text unchanged."""
    if "ORDER" not in sparql.upper() or "LIMIT" not in sparql.upper() and "OFFSET" not in sparql.upper():
        return sparql
    try:
        tokens = tokenize(sparql)
    except QuerySyntaxError:
        return sparql  # the engine reports it
    head = keyword_index(tokens, ("SELECT",))
    if head is None:
        return sparql
    top = [(i, t) for i, t in enumerate(tokens) if i > head and t.depth == 0 and t.kind == "word"]
    if "ORDER" not in {t.text.upper() for _, t in top}:
        return sparql
    slices, spans = {}, []
    for i, t in top:
        word = t.text.upper()
        if word in ("LIMIT", "OFFSET") and i + 1 < len(tokens) and tokens[i + 1].kind == "number":
            slices[word] = int(tokens[i + 1].text)
            spans.append((t.start, tokens[i + 1].end))
    if slices.get("LIMIT", 0) + slices.get("OFFSET", 0) <= VIRTUOSO_SORTED_TOP_ROWS:
        return sparql
    body = sparql[tokens[head].start:]
    for start, end in reversed(spans):
        start, end = start - tokens[head].start, end - tokens[head].start
        body = body[:start] + " " * (end - start) + body[end:]
    modifiers = " ".join(f"{word} {n}" for word, n in slices.items())
    return f"{sparql[:tokens[head].start]}SELECT * WHERE {{ {{ {body}\n}} }}\n{modifiers}"


def _status_of(exc: Exception) -> int | None:
    text = str(exc)
    for code, names in ((400, ("QueryBadFormed",)), (404, ("EndPointNotFound",)), (401, ("Unauthorized",)),
                        (414, ("URITooLong",)), (500, ("EndPointInternalError",))):
        if any(n in type(exc).__name__ for n in names):
            return code
    match = re.search(r"\b([45]\d\d)\b", text)
    return int(match.group(1)) if match else None


def _engine_message(exc: Exception) -> str:
    """What the engine said (SPARQLWrapper appends the response body after "Response:"), else
    the exception's own first line."""
    text = str(exc)
    if "Response:" in text:
        body = text.split("Response:", 1)[1].strip()
        if body.startswith(("b'", 'b"')):
            try:
                body = ast.literal_eval(body).decode("utf-8", "replace")
            except (ValueError, SyntaxError):
                pass
        lines = [line.strip() for line in body.splitlines() if line.strip()]
        if lines:
            return " ".join(lines)[:500]
    return _first_line(exc)


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    for line in text.splitlines():
        if line.strip() and not line.startswith("QueryBadFormed") and "Response:" not in line:
            return line.strip()[:300]
    return text[:300]
