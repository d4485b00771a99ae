"""The embedded backend: a pyoxigraph Store on disk (or in memory) with atomic loading and
direct quad scans for the algorithms' hot loops."""

from __future__ import annotations

import contextlib
import gc
import io
import shutil
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Sequence

from pyoxigraph import (
    DefaultGraph,
    NamedNode,
    QueryResultsFormat,
    QuerySolutions,
    QueryTriples,
    RdfFormat,
    Store,
)
from tqdm import tqdm

from .access import Direction, Edge, Expansion, QueryResult, Step, Term, walk_path
from .errors import EvaluationError, LoadError, QuerySyntaxError
from .loader import ProgressReader, RdfSource
from .vocab import KGQA_GRAPHS, LABEL_PREDICATES, NON_RELATIONAL, RDF_TYPE

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


def _label_rank(literal) -> tuple[bool, str]:
    return (getattr(literal, "language", None) not in (None, "en"), literal.value)


def _is_toolkit_graph(graph) -> bool:
    return isinstance(graph, NamedNode) and graph.value.startswith(KGQA_GRAPHS)


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


class EmbeddedStore:
    """pyoxigraph Store plus the batched graph access the algorithms use.

    `data_dir` None means an in-memory store. Custom SPARQL functions registered with
    `register_function` are passed to every query.
    """

    def __init__(self, data_dir: Path | None = None, *, read_only: bool = False):
        self.data_dir = data_dir
        self.read_only = read_only
        self.functions: dict[NamedNode, Callable] = {}
        self._store = self._open()
        self._scan_graph = None  # DefaultGraph() while no named data graphs exist; see _data_graph

    def _open(self) -> Store:
        if self.data_dir is None:
            return Store()
        if self.read_only:
            return Store.read_only(str(self.data_dir))
        return Store(str(self.data_dir))

    @property
    def raw(self) -> Store:
        """The underlying pyoxigraph Store (for callers that need its full API)."""
        return self._store

    def register_function(self, iri: str | NamedNode, fn: Callable) -> None:
        self.functions[NamedNode(iri) if isinstance(iri, str) else iri] = fn

    # ---- SPARQL -----------------------------------------------------------------------------
    def query(self, sparql: str, **options) -> QueryResult:
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
        self._scan_graph = None
        options.setdefault("custom_functions", self.functions or None)
        try:
            self._store.update(sparql, **options)
        except SyntaxError as exc:
            raise syntax_error(exc) from None
        except RuntimeError as exc:  # e.g. DROP of a missing graph: the transaction was rolled back
            raise EvaluationError(f"update failed, nothing was written: {exc}") from None

    def __len__(self) -> int:
        return len(self._store)

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
        self._scan_graph = None
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

    def _objects(self, subject, predicate) -> list:
        return [q.object for q in self._quads(subject, predicate, None) if not _is_toolkit_graph(q.graph_name)]

    def labels(self, terms: Iterable[Term]) -> dict[Term, str]:
        """Preferred label of each term (skos:prefLabel, then rdfs:label; English first); literals
        are their own label, and terms without one are left out."""
        out: dict[Term, str] = {}
        for term in terms:
            if term in out:
                continue
            if not isinstance(term, NamedNode):
                out[term] = term.value
                continue
            for predicate in LABEL_PREDICATES:
                found = self._objects(term, predicate)
                if found:
                    out[term] = min(found, key=_label_rank).value
                    break
        return out

    def types(self, terms: Iterable[Term]) -> dict[Term, list[NamedNode]]:
        return {term: sorted(set(self._objects(term, RDF_TYPE)), key=lambda t: t.value)
                for term in terms if isinstance(term, NamedNode)}

    def expand(self, entities: Iterable[Term], direction: Direction = "both",
               max_per_relation: int | None = None) -> Expansion:
        result = Expansion()
        # One graph scanned: no triple can repeat and no toolkit graph can appear, so the
        # per-quad checks (a third of the Python time per quad) are skipped.
        single = self._data_graph() is not None
        for entity in dict.fromkeys(entities):
            if direction in ("out", "both") and not hasattr(entity, "datatype"):
                self._expand_one(result, entity, self._quads(entity, None, None), True, max_per_relation, single)
            if direction in ("in", "both"):
                self._expand_one(result, entity, self._quads(None, None, entity), False, max_per_relation, single)
        return result

    @staticmethod
    def _expand_one(result: Expansion, entity, quads, forward: bool, cap: int | None, single: bool) -> None:
        seen: set = set()
        counts: dict = {}
        edges = result.edges
        for quad in quads:
            predicate = quad.predicate
            if predicate in NON_RELATIONAL:
                continue
            other = quad.object if forward else quad.subject
            if not single:
                if _is_toolkit_graph(quad.graph_name) or (predicate, other) in seen:  # same triple in several graphs
                    continue
                seen.add((predicate, other))
            n = counts.get(predicate, 0) + 1
            counts[predicate] = n
            if cap is None or n <= cap:
                edges.append(Edge(entity, predicate, other, forward))
        for predicate, n in counts.items():
            key = (entity, predicate, forward)
            result.counts[key] += n
            if cap is not None and n > cap:
                result.truncated.add(key)

    def neighbours(self, nodes: list[Term], step: Step) -> dict[Term, list[Term]]:
        out: dict[Term, list[Term]] = {}
        for node in nodes:
            if step.forward:
                if hasattr(node, "datatype"):
                    continue
                quads = self._quads(node, step.predicate, None)
                out[node] = list(dict.fromkeys(q.object for q in quads if not _is_toolkit_graph(q.graph_name)))
            else:
                quads = self._quads(None, step.predicate, node)
                out[node] = list(dict.fromkeys(q.subject for q in quads if not _is_toolkit_graph(q.graph_name)))
        return out

    def follow(self, starts: Iterable[Term], path: Sequence[Step], *, revisit: bool = False) -> Counter:
        return walk_path(self.neighbours, starts, path, revisit)

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self._store.flush()
