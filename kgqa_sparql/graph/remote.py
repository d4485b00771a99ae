"""The remote backend: any SPARQL 1.1 endpoint (QLever, Virtuoso, Fuseki, `oxigraph serve`).

Requests go through SPARQLWrapper with a timeout, retries with exponential backoff on
connection failures and 5xx answers, and LIMIT/OFFSET paging for large SELECT results. Graph
access is VALUES-batched so a beam of frontier entities costs one request, not one per entity.
"""

from __future__ import annotations

import re
import time
import urllib.error
from collections import Counter
from typing import Callable, Iterable, Iterator, Sequence

from pyoxigraph import (
    BlankNode,
    NamedNode,
    Quad,
    QueryResultsFormat,
    QuerySolutions,
    QueryTriples,
    RdfFormat,
    parse,
    parse_query_results,
)
from SPARQLWrapper import POST, SPARQLWrapper
from SPARQLWrapper.SPARQLExceptions import SPARQLWrapperException

from kgqa_sparql.graph.backend import (NON_RELATIONAL_SPARQL, Capabilities, Direction, Edge, Expansion, QueryResult, Step,
                                       Term, solution_rows, walk_path)
from kgqa_sparql.errors import EndpointError, KgqaError, QuerySyntaxError
from kgqa_sparql.graph.sparql_text import GRAPH_FORMS, query_form
from kgqa_sparql.vocab import RDF_TYPE


def sparql_term(term: Term) -> str:
    """A term in SPARQL syntax (pyoxigraph's str() is N-Triples, which SPARQL accepts)."""
    if isinstance(term, BlankNode):
        raise EndpointError("blank nodes cannot be sent to a remote endpoint; use IRIs")
    return str(term)


class RemoteEndpoint:
    """A SPARQL 1.1 endpoint behind the same graph-access interface as the embedded store."""

    def __init__(self, url: str, *, timeout: float = 30.0, retries: int = 3, backoff: float = 0.5,
                 page_size: int = 10_000, batch_size: int = 200, user_agent: str = "kgqa-sparql"):
        self.url = url
        self.timeout, self.retries, self.backoff = timeout, retries, backoff
        self.page_size, self.batch_size = page_size, batch_size
        self.user_agent = user_agent
        self.capabilities = Capabilities(local=False, writable=False)

    def __repr__(self) -> str:
        return f"RemoteEndpoint({self.url!r})"

    # ---- transport --------------------------------------------------------------------------
    def _request(self, sparql: str, accept: str) -> bytes:
        client = SPARQLWrapper(self.url, agent=self.user_agent)
        client.setMethod(POST)
        client.setTimeout(int(max(1, self.timeout)))
        client.setQuery(sparql)
        client.addCustomHttpHeader("Accept", accept)
        client.setOnlyConneg(True)
        delay = self.backoff
        for attempt in range(self.retries + 1):
            try:
                return client.query().response.read()
            except SPARQLWrapperException as exc:
                status = _status_of(exc)
                if status == 400:
                    raise QuerySyntaxError(f"{self.url} rejected the query: {_first_line(exc)}") from None
                if status is not None and status < 500 or attempt == self.retries:
                    raise EndpointError(f"{self.url} answered {status or 'an error'}: {_first_line(exc)}", status=status) from None
            except urllib.error.HTTPError as exc:
                if exc.code < 500 or attempt == self.retries:
                    raise EndpointError(f"{self.url} answered HTTP {exc.code}: {exc.reason}", status=exc.code) from None
            except (urllib.error.URLError, TimeoutError, ConnectionError, OSError) as exc:
                if attempt == self.retries:
                    reason = getattr(exc, "reason", exc)
                    raise EndpointError(f"cannot reach {self.url} after {self.retries + 1} attempts: {reason}") from None
            time.sleep(delay)
            delay *= 2
        raise AssertionError("unreachable")

    def query(self, sparql: str, **_options) -> QueryResult:
        """Run a query; SELECT/ASK come back as pyoxigraph QuerySolutions/QueryBoolean,
        CONSTRUCT/DESCRIBE as an iterator of pyoxigraph Triples."""
        if query_form(sparql) in GRAPH_FORMS:
            data = self._request(sparql, "application/n-triples")
            return iter([quad.triple for quad in parse(data, format=RdfFormat.N_TRIPLES)])  # type: ignore[return-value]
        data = self._request(sparql, "application/sparql-results+json")
        return parse_query_results(data, format=QueryResultsFormat.JSON)

    def query_bytes(self, sparql: str, media_type: str, **options) -> bytes:
        if options:
            raise KgqaError("query options (dataset, base IRI) need the embedded store")
        return self._request(sparql, media_type)

    def select(self, sparql: str) -> list[dict[str, Term]]:
        return solution_rows(self.query(sparql))

    def update(self, sparql: str, **options) -> None:
        raise KgqaError("updates need the embedded store; remote endpoints are read-only here")

    def register_function(self, iri: str | NamedNode, fn: Callable) -> None:
        raise KgqaError("custom functions run only on the embedded store; remote endpoints evaluate queries themselves")

    def replace_graph(self, graph: NamedNode, quads: Iterable[Quad]) -> None:
        raise KgqaError("a remote endpoint is read-only here; its graphs are written with the engine's own tools")

    def select_paged(self, sparql: str) -> Iterator[dict[str, Term]]:
        """Page through a large SELECT with LIMIT/OFFSET (the query should carry its own ORDER BY
        for stable pages; most engines are stable without one on an unchanged store)."""
        offset = 0
        while True:
            rows = self.select(f"{sparql}\nLIMIT {self.page_size} OFFSET {offset}")
            yield from rows
            if len(rows) < self.page_size:
                return
            offset += self.page_size

    # ---- graph access -----------------------------------------------------------------------
    def _batches(self, terms: Iterable[Term]) -> Iterator[list[Term]]:
        items = [t for t in dict.fromkeys(terms) if not isinstance(t, BlankNode)]
        for i in range(0, len(items), self.batch_size):
            yield items[i : i + self.batch_size]

    def types(self, terms: Iterable[Term]) -> dict[Term, list[NamedNode]]:
        out: dict[Term, list[NamedNode]] = {t: [] for t in terms if isinstance(t, NamedNode)}
        for batch in self._batches(out):
            values = " ".join(sparql_term(t) for t in batch)
            for row in self.select(f"SELECT ?t ?c WHERE {{ VALUES ?t {{ {values} }} ?t <{RDF_TYPE.value}> ?c }}"):
                if isinstance(row["c"], NamedNode):
                    out[row["t"]].append(row["c"])
        return {t: sorted(set(cs), key=lambda c: c.value) for t, cs in out.items()}

    def expand(self, entities: Iterable[Term], direction: Direction = "both",
               max_per_relation: int | None = None) -> Expansion:
        result = Expansion()
        entities = list(dict.fromkeys(entities))
        for forward in (True, False):
            if direction == ("in" if forward else "out"):
                continue
            sources = [e for e in entities if not (forward and hasattr(e, "datatype"))]
            for batch in self._batches(sources):
                values = " ".join(sparql_term(t) for t in batch)
                pattern = "?e ?p ?n" if forward else "?n ?p ?e"
                rows = self.select(
                    f"SELECT DISTINCT ?e ?p ?n WHERE {{ VALUES ?e {{ {values} }} {pattern} "
                    f"FILTER(?p NOT IN ({NON_RELATIONAL_SPARQL})) }}")
                for row in rows:
                    key = (row["e"], row["p"], forward)
                    result.counts[key] += 1
                    if max_per_relation is not None and result.counts[key] > max_per_relation:
                        result.truncated.add(key)
                        continue
                    result.edges.append(Edge(row["e"], row["p"], row["n"], forward))
        return result

    def neighbours(self, nodes: list[Term], step: Step) -> dict[Term, list[Term]]:
        out: dict[Term, list[Term]] = {}
        nodes = [n for n in nodes if not (step.forward and hasattr(n, "datatype"))]
        for batch in self._batches(nodes):
            values = " ".join(sparql_term(t) for t in batch)
            pattern = f"?e <{step.predicate.value}> ?n" if step.forward else f"?n <{step.predicate.value}> ?e"
            for row in self.select(f"SELECT DISTINCT ?e ?n WHERE {{ VALUES ?e {{ {values} }} {pattern} }}"):
                out.setdefault(row["e"], []).append(row["n"])
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


def _status_of(exc: Exception) -> int | None:
    text = str(exc)
    for code, names in ((400, ("QueryBadFormed",)), (404, ("EndPointNotFound",)), (401, ("Unauthorized",)),
                        (414, ("URITooLong",)), (500, ("EndPointInternalError",))):
        if any(n in type(exc).__name__ for n in names):
            return code
    match = re.search(r"\b([45]\d\d)\b", text)
    return int(match.group(1)) if match else None


def _first_line(exc: Exception) -> str:
    text = str(exc).strip()
    for line in text.splitlines():
        if line.strip() and not line.startswith("QueryBadFormed") and "Response:" not in line:
            return line.strip()[:300]
    return text[:300]
