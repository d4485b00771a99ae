"""The embedded backend: a pyoxigraph Store on disk (or in memory) with atomic loading, and graph
access for the algorithms as batched queries (many entities) or quad scans (a few)."""

from __future__ import annotations

import contextlib
import gc
import io
import re
import shutil
import time
from collections import Counter
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from itertools import repeat
from operator import itemgetter
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from pyoxigraph import (
    BlankNode,
    DefaultGraph,
    Literal,
    NamedNode,
    Quad,
    QueryResultsFormat,
    QuerySolutions,
    QueryTriples,
    RdfFormat,
    Store,
    parse,
)
from tqdm import tqdm

from kgqa_sparql.graph.backend import (Capabilities, Direction, Edge, Expansion, QueryResult, Step,
                                       Term, TypingOnce, solution_rows, walk_path)
from kgqa_sparql.errors import EvaluationError, LoadError, QuerySyntaxError
from kgqa_sparql.graph.loader import ProgressReader, RdfSource
from kgqa_sparql.graph.sparql_text import outbound_targets, tokenize
from kgqa_sparql.vocab import KGQA, KGQA_GRAPHS

#: Result media types the embedded store serialises itself.
RESULT_FORMATS = {
    "application/sparql-results+json": QueryResultsFormat.JSON,
    "application/sparql-results+xml": QueryResultsFormat.XML,
    "text/csv": QueryResultsFormat.CSV,
    "text/tab-separated-values": QueryResultsFormat.TSV,
}
GRAPH_FORMATS = {
    "text/turtle": RdfFormat.TURTLE,
    "application/n-triples": RdfFormat.N_TRIPLES,
    "application/rdf+xml": RdfFormat.RDF_XML,
    "application/ld+json": RdfFormat.JSON_LD,
    "application/n-quads": RdfFormat.N_QUADS,
    "application/trig": RdfFormat.TRIG,
}


@dataclass(frozen=True)
class LoadReport:
    """What a load did: files (or generated sources) read, quads added, quads in the store after."""

    sources: int
    added: int
    total: int


def _is_toolkit_graph(graph) -> bool:
    return isinstance(graph, NamedNode) and graph.value.startswith(KGQA_GRAPHS)


#: Entities per graph-access query: several queries per call keep both scan threads busy
#: (1,000 MetaQA entities: 0.61x the bare quad scans' time in batches of 500, 0.77x in one batch
#: per direction); a query costs ~0.3 ms to set up.
SCAN_BATCH = 500
#: From this many entities on, one query beats a quad scan per entity (a query costs ~0.3 ms
#: to parse and plan, a scan ~15 us to set up, but the query decodes a third fewer terms).
QUERY_MIN = 32
#: Threads that run graph-access queries (Oxigraph evaluates and writes rows without the GIL).
_SCAN_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="kgqa-scan")


def _distinct_terms(items: Iterable) -> list[Term]:
    """The distinct terms of `items`, in order. Anything else is refused here: it would otherwise
    end up inside a query's VALUES block."""
    terms = list(dict.fromkeys(items))
    for item in terms:
        if not isinstance(item, (NamedNode, BlankNode, Literal)):
            raise TypeError(f"expected pyoxigraph terms (NamedNode, BlankNode, Literal), got {type(item).__name__}: {item!r:.80}")
    return terms


def _queried_and_scanned(terms: list[Term]) -> tuple[list[Term], list[Term]]:
    """Terms read by batched queries (QUERY_MIN or more at once; never blank nodes, which VALUES
    cannot name) and terms read by quad scans."""
    if len(terms) < QUERY_MIN:
        return [], terms
    return [t for t in terms if not isinstance(t, BlankNode)], [t for t in terms if isinstance(t, BlankNode)]


def _batches(items: list) -> Iterable[list]:
    return (items[i:i + SCAN_BATCH] for i in range(0, len(items), SCAN_BATCH))


def _indexed_values(batch: list[Term]) -> tuple[str, dict[str, Term]]:
    """`VALUES (?e ?i)` naming each entity with its position, and the positions as TSV writes them.

    Rows then name the entity by an integer, which Oxigraph writes without a dictionary look-up,
    instead of decoding the entity for every row."""
    values = "VALUES (?e ?i) { " + " ".join(f"({term} {i})" for i, term in enumerate(batch)) + " }"
    return values, {str(i): term for i, term in enumerate(batch)}


#: A quoted literal without escapes, plain, with a language tag or with a datatype: the common
#: case, built directly (pyoxigraph's Turtle parser, the general path, costs ~25 us a call).
_PLAIN_LITERAL = re.compile(r'"([^"\\]*)"(?:@([A-Za-z]+(?:-[A-Za-z0-9]+)*)|\^\^<([^>]*)>)?')


class TsvTerms(dict):
    """SPARQL-TSV term texts -> pyoxigraph terms, each distinct text parsed once."""

    def __missing__(self, text: str) -> Term:
        if text[0] == "<":
            term = NamedNode(text[1:-1])
        elif text.startswith("_:"):
            term = BlankNode(text[2:])
        elif match := _PLAIN_LITERAL.fullmatch(text):
            value, language, datatype = match.groups()
            term = Literal(value, language=language) if language else \
                Literal(value, datatype=NamedNode(datatype)) if datatype else Literal(value)
        else:  # escapes, bare numbers and booleans, directional tags: Turtle syntax, read by pyoxigraph
            term = next(parse(f"<x:s> <x:p> {text} .", format=RdfFormat.TURTLE)).object
        self[text] = term
        return term


def _tsv_columns(data: bytes, width: int) -> list[list[str]]:
    """The columns of a SPARQL-TSV result with `width` variables, split in C (tabs and newlines
    inside terms are escaped, so every tab or newline separates cells)."""
    cells = data.decode().replace("\n", "\t").split("\t")  # header cells, row cells, "" after the last newline
    return [cells[width + k:-1:width] for k in range(width)]


def _tsv_bytes(store: Store, query: str, options: dict) -> bytes:
    return store.query(query, **options).serialize(format=QueryResultsFormat.TSV)


def _results(jobs: Iterable[Future[bytes]]) -> list[bytes]:
    """Every scan's result, collected before any is parsed: parsing holds the GIL, which a scan
    thread needs between its steps (measured: 0.61x the bare quad scans' time, against 0.76x
    when parsing overlapped the scans)."""
    return [job.result() for job in jobs]


_RELATION_KEY = itemgetter(0, 1, 3)  # Edge -> (source, predicate, forward), the key of Expansion.counts


def _add_edges(result: Expansion, edges: list[Edge], cap: int | None) -> None:
    """Add one direction's edges to `result`, at most `cap` per relation, while counting them all."""
    counts = Counter(map(_RELATION_KEY, edges))
    result.counts.update(counts)
    over = {key for key, n in counts.items() if cap is not None and n > cap}
    if over:
        result.truncated.update(over)
        taken: Counter = Counter()
        for edge in edges:
            key = _RELATION_KEY(edge)
            taken[key] += 1
            if taken[key] <= cap:
                result.edges.append(edge)
    else:
        result.edges.extend(edges)


_KGQA_NS = KGQA


def _refuse_kgqa_services(sparql: str) -> None:
    """kgqa:search and kgqa:approx are answered by rewriting the query (serve.extensions: the
    endpoint and `kgqa-sparql query` do it); handed to Oxigraph unrewritten they would become an
    HTTP request to kgqa-sparql.org, a DNS look-up at the least. Refuse them here instead."""
    try:
        targets = outbound_targets(tokenize(sparql))
    except QuerySyntaxError:
        return  # Oxigraph's parser reports it
    for keyword, iri in targets:
        if keyword == "SERVICE" and iri is not None and iri.startswith(KGQA):
            raise QuerySyntaxError(f"SERVICE <{iri}> is answered by kgqa-sparql's query rewriting (the endpoint, "
                                   "`kgqa-sparql query`, or kgqa_sparql.serve.extensions.Rewriter), not by the store")


def _leftovers(data_dir: Path, kind: str) -> list[Path]:
    return sorted(data_dir.parent.glob(f".{data_dir.name}.{kind}-*"))


def _restore_interrupted_swap(data_dir: Path) -> None:
    """A load killed between the two renames of `_swap_in` left no store folder but the old one
    aside: put the old store back (the load is lost, all or nothing)."""
    old = _leftovers(data_dir, "old")
    if old and not (data_dir / "CURRENT").exists():  # missing, or the empty folder an open just made
        if data_dir.exists():
            data_dir.rmdir()
        old[-1].rename(data_dir)


def _remove_load_leftovers(data_dir: Path) -> None:
    """Staging copies (`.NAME.loading-*`) and replaced stores (`.NAME.old-*`) of killed loads."""
    for path in _leftovers(data_dir, "loading") + _leftovers(data_dir, "old"):
        shutil.rmtree(path, ignore_errors=True)


def syntax_error(exc: SyntaxError) -> QuerySyntaxError:
    """Turn pyoxigraph's SyntaxError (message carries 'line:column') into our error type."""
    return QuerySyntaxError(f"SPARQL syntax error: {exc.msg if hasattr(exc, 'msg') else exc}")


def _load_one(store: Store, source, to_graph, base_iri: str | None, progress: bool, bulk: bool) -> None:
    if isinstance(source, tuple):  # (name, data, format): generated RDF such as converted triple files
        name, data, fmt = source
        stream: io.BufferedIOBase = io.BytesIO(data)
        size = len(data)
    else:
        name, fmt = str(source.path), source.format
        stream = source.open()
        size = source.path.stat().st_size
    bar = tqdm(total=size, unit="B", unit_scale=True, desc=Path(name).name, disable=not progress, leave=False, delay=0.5)
    reader = ProgressReader(stream, bar)
    try:
        (store.bulk_load if bulk else store.load)(input=reader, format=fmt, base_iri=base_iri, to_graph=to_graph)
    except SyntaxError as exc:
        exc.filename = exc.filename or name  # parsing from a stream: name the file ourselves
        raise
    finally:
        reader.close()
        bar.close()


class EmbeddedStore(TypingOnce):
    """pyoxigraph Store plus the batched graph access the algorithms use.

    `data_dir` None means an in-memory store. Custom SPARQL functions registered with
    `register_function` are passed to every query.
    """

    def __init__(self, data_dir: Path | None = None, *, read_only: bool = False):
        self.data_dir = data_dir
        self.read_only = read_only
        self.capabilities = Capabilities(local=True, writable=not read_only)
        self.functions: dict[NamedNode, Callable] = {}
        self._store = self._open()
        self._scan_graph = None  # DefaultGraph() while no named data graphs exist; see _data_graph

    def _open(self) -> Store:
        if self.data_dir is None:
            return Store()
        if self.read_only:
            return Store.read_only(str(self.data_dir))
        _restore_interrupted_swap(self.data_dir)
        store = Store(str(self.data_dir))
        _remove_load_leftovers(self.data_dir)  # we hold the store's lock: no load of it is running
        return store

    @property
    def raw(self) -> Store:
        """The underlying pyoxigraph Store (for callers that need its full API)."""
        return self._store

    def register_function(self, iri: str | NamedNode, fn: Callable) -> None:
        self.functions[NamedNode(iri) if isinstance(iri, str) else iri] = fn

    # ---- SPARQL -----------------------------------------------------------------------------
    def query(self, sparql: str, **options) -> QueryResult:
        if _KGQA_NS in sparql or "kgqa:" in sparql:
            _refuse_kgqa_services(sparql)
        options.setdefault("custom_functions", self.functions or None)
        try:
            return self._store.query(sparql, **options)
        except SyntaxError as exc:
            raise syntax_error(exc) from None

    def query_bytes(self, sparql: str, media_type: str, **options) -> bytes:
        """Evaluate and serialise in one go (the result format must fit the query form)."""
        try:
            return self._serialize(self.query(sparql, **options), media_type)
        except RuntimeError as exc:  # evaluation errors surface while results are serialised
            raise EvaluationError(f"query failed: {exc}") from None

    def select(self, sparql: str) -> list[dict[str, Term]]:
        """Run a SELECT and return its rows as dicts of bound variables."""
        return solution_rows(self.query(sparql))

    def select_paged(self, sparql: str) -> Iterator[dict[str, Term]]:
        """The rows of a large SELECT as they are evaluated (no paging is needed in process)."""
        result = self.query(sparql)
        if not isinstance(result, QuerySolutions):
            raise QuerySyntaxError("expected a SELECT query")
        names = [v.value for v in result.variables]
        for row in result:
            yield {n: row[n] for n in names if row[n] is not None}

    @staticmethod
    def _serialize(result, media_type: str) -> bytes:
        if isinstance(result, QueryTriples):
            fmt = GRAPH_FORMATS.get(media_type)
            if fmt is None:
                raise QuerySyntaxError(f"{media_type} cannot hold a graph result; use one of {', '.join(GRAPH_FORMATS)}")
            return result.serialize(format=fmt)
        fmt = RESULT_FORMATS.get(media_type)
        if fmt is None:
            raise QuerySyntaxError(f"{media_type} cannot hold a SELECT/ASK result; use one of {', '.join(RESULT_FORMATS)}")
        return result.serialize(format=fmt)

    def update(self, sparql: str, **options) -> None:
        """Run a SPARQL update in one transaction (all or nothing); `base_iri` resolves relative IRIs."""
        if self.read_only:
            raise LoadError("the store is open read-only")
        self._scan_graph = self._typing = None
        options.setdefault("custom_functions", self.functions or None)
        try:
            self._store.update(sparql, **options)
        except SyntaxError as exc:
            raise syntax_error(exc) from None
        except RuntimeError as exc:  # e.g. DROP of a missing graph: the transaction was rolled back
            raise EvaluationError(f"update failed, nothing was written: {exc}") from None

    def __len__(self) -> int:
        return len(self._store)

    def data_quads(self) -> int:
        """Quads outside the toolkit's own named graphs (what derived artefacts are checked against)."""
        own = sum(1 for g in self._store.named_graphs() if isinstance(g, NamedNode) and g.value.startswith(KGQA_GRAPHS)
                  for _ in self._store.quads_for_pattern(None, None, None, g))
        return len(self._store) - own

    def replace_graph(self, graph: NamedNode, quads: Iterable[Quad]) -> None:
        """Replace one named graph by `quads` (the toolkit's own graphs, such as the schema)."""
        if self.read_only:
            raise LoadError("the store is open read-only")
        staged = list(quads)
        if graph in set(self._store.named_graphs()):
            self._store.remove_graph(graph)
        self._store.extend(staged)

    # ---- loading ----------------------------------------------------------------------------
    def load(self, sources: Sequence[RdfSource | tuple[str, bytes, RdfFormat]], *, graph: str | None = None,
             base_iri: str | None = None, progress: bool = True) -> LoadReport:
        """Load all sources atomically: on any failure the store is exactly as before.

        In memory, sources are parsed into a staging store and then added in one transaction.
        On disk, a hard-link checkpoint is taken first and restored on failure, so bulk loading
        stays fast and is still all-or-nothing.
        """
        if self.read_only:
            raise LoadError("the store is open read-only")
        to_graph = NamedNode(graph) if graph else DefaultGraph()
        self._scan_graph = self._typing = None
        before = len(self._store)
        if self.data_dir is None:
            staging = Store()
            self._load_all(staging, sources, to_graph, base_iri, progress, bulk=False)
            self._store.extend(staging)
            total = len(self._store)
            return LoadReport(len(sources), total - before, total)
        staging_dir = self._stage()
        try:
            staging = Store(str(staging_dir))
            self._load_all(staging, sources, to_graph, base_iri, progress, bulk=True)
            staging.flush()
        except BaseException:  # parse error, disk full, Ctrl-C: the live store was never touched
            shutil.rmtree(staging_dir, ignore_errors=True)
            raise
        del staging
        self._swap_in(staging_dir)
        total = len(self._store)
        return LoadReport(len(sources), total - before, total)

    @staticmethod
    def _load_all(store: Store, sources, to_graph, base_iri, progress: bool, bulk: bool) -> None:
        for source in sources:
            try:
                _load_one(store, source, to_graph, base_iri, progress, bulk)
            except SyntaxError as exc:
                raise LoadError(str(exc.msg), path=exc.filename, line=exc.lineno, column=exc.offset) from None
            except (OSError, ValueError, EOFError) as exc:  # unreadable file, bad gzip, disk full
                name = source[0] if isinstance(source, tuple) else str(source.path)
                raise LoadError(str(exc), path=name) from exc

    def _stage(self) -> Path:
        """A hard-link copy of the store to bulk load into (cheap: RocksDB files are immutable)."""
        self._store.flush()
        target = self.data_dir.parent / f".{self.data_dir.name}.loading-{time.time_ns()}"
        self._store.backup(str(target))
        return target

    def _swap_in(self, staging_dir: Path) -> None:
        """Replace the live store directory by the fully loaded staging copy."""
        self._store = None  # close RocksDB (releases its lock) before the directories move
        gc.collect()
        old = self.data_dir.parent / f".{self.data_dir.name}.old-{time.time_ns()}"
        self.data_dir.rename(old)
        staging_dir.rename(self.data_dir)
        shutil.rmtree(old, ignore_errors=True)
        self._store = self._open()

    # ---- graph access -----------------------------------------------------------------------
    def _data_graph(self):
        """Graph to scan: only the default graph while no named data graphs exist (one RocksDB
        seek per pattern instead of two), else every graph (toolkit graphs filtered out)."""
        if self._scan_graph is None:
            named = any(not _is_toolkit_graph(g) for g in self._store.named_graphs())
            self._scan_graph = False if named else DefaultGraph()
        return self._scan_graph or None

    def _quads(self, s, p, o):
        return self._store.quads_for_pattern(s, p, o, self._data_graph())

    def types(self, terms: Iterable[Term]) -> dict[Term, list[NamedNode]]:
        nodes = [t for t in _distinct_terms(terms) if isinstance(t, NamedNode)]
        found: dict[Term, set[NamedNode]] = {}
        for predicate in self.type_predicates():
            for term, classes in self.neighbours(nodes, Step(predicate)).items():
                found.setdefault(term, set()).update(c for c in classes if isinstance(c, NamedNode))
        return {term: sorted(classes, key=lambda t: t.value) for term, classes in found.items()}

    def has_triples(self, predicate: NamedNode) -> bool:
        return next(iter(self._quads(None, predicate, None)), None) is not None

    def expand(self, entities: Iterable[Term], direction: Direction = "both",
               max_per_relation: int | None = None) -> Expansion:
        """Many entities: one query per direction and batch, run on the scan threads, then the rows
        become edges. A few entities, and blank nodes (VALUES cannot name them): quad scans."""
        result = Expansion()
        queried, scanned = _queried_and_scanned(_distinct_terms(entities))
        excluded = self._typing_now().non_relational_sparql
        jobs = []
        for forward in (True, False):
            if direction == ("in" if forward else "out"):
                continue
            pattern = "?e ?p ?n" if forward else "?n ?p ?e"
            for batch in _batches([e for e in queried if not (forward and hasattr(e, "datatype"))]):
                values, index = _indexed_values(batch)
                select = f"?i ?p ?n WHERE {{ {values} {pattern} FILTER(?p NOT IN ({excluded})) }}"
                jobs.append((forward, index, self._select_tsv(select)))
        tables = _results(job for _, _, job in jobs)
        terms = TsvTerms()
        for (forward, index, _), table in zip(jobs, tables):
            ids, predicates, others = _tsv_columns(table, 3)
            edges = map(Edge, map(index.__getitem__, ids), map(terms.__getitem__, predicates),
                        map(terms.__getitem__, others), repeat(forward))
            _add_edges(result, list(edges), max_per_relation)
        for entity in scanned:
            self._expand_scanned(result, entity, direction, max_per_relation)
        return result

    def _expand_scanned(self, result: Expansion, entity: Term, direction: Direction, cap: int | None) -> None:
        single = self._data_graph() is not None  # one graph: no toolkit quads, no repeated triples
        excluded = self._typing_now().non_relational
        for forward in (True, False):
            if direction == ("in" if forward else "out") or (forward and hasattr(entity, "datatype")):
                continue
            quads = self._quads(entity, None, None) if forward else self._quads(None, None, entity)
            edges = [Edge(entity, q.predicate, q.object if forward else q.subject, forward) for q in quads
                     if q.predicate not in excluded and (single or not _is_toolkit_graph(q.graph_name))]
            _add_edges(result, edges if single else list(dict.fromkeys(edges)), cap)

    def neighbours(self, nodes: list[Term], step: Step) -> dict[Term, list[Term]]:
        nodes = [n for n in _distinct_terms(nodes) if not (step.forward and hasattr(n, "datatype"))]
        out: dict[Term, list[Term]] = {node: [] for node in nodes}
        queried, scanned = _queried_and_scanned(nodes)
        pattern = f"?e <{step.predicate.value}> ?n" if step.forward else f"?n <{step.predicate.value}> ?e"
        jobs = []
        for batch in _batches(queried):
            values, index = _indexed_values(batch)
            jobs.append((index, self._select_tsv(f"?i ?n WHERE {{ {values} {pattern} }}")))
        tables = _results(job for _, job in jobs)
        terms = TsvTerms()
        for (index, _), table in zip(jobs, tables):
            ids, ends = _tsv_columns(table, 2)
            for node, end in zip(map(index.__getitem__, ids), map(terms.__getitem__, ends)):
                out[node].append(end)
        for node in scanned:
            quads = self._quads(node, step.predicate, None) if step.forward else self._quads(None, step.predicate, node)
            ends = (q.object if step.forward else q.subject for q in quads if not _is_toolkit_graph(q.graph_name))
            out[node] = list(dict.fromkeys(ends))
        return out

    def _select_tsv(self, select: str) -> Future[bytes]:
        """`SELECT <select>` evaluated on a scan thread and written as SPARQL TSV by Oxigraph, in
        Rust and without the GIL: building Python terms for every solution instead costs more
        than the query. Over several data graphs a triple can come from each, hence DISTINCT."""
        if self._data_graph() is not None:
            return _SCAN_POOL.submit(_tsv_bytes, self._store, f"SELECT {select}", {})
        graphs = [DefaultGraph(), *(g for g in self._store.named_graphs() if not _is_toolkit_graph(g))]
        return _SCAN_POOL.submit(_tsv_bytes, self._store, f"SELECT DISTINCT {select}", {"default_graph": graphs})

    def follow(self, starts: Iterable[Term], path: Sequence[Step], *, revisit: bool = False) -> Counter:
        return walk_path(self.neighbours, starts, path, revisit)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._store.flush()
