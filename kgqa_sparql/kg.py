"""KnowledgeGraph: the one object users open, over an embedded Oxigraph store or a remote endpoint.

    kg = KnowledgeGraph.open("movies.store", load=["movies.ttl"])
    kg.labels([...]); kg.expand([...]); kg.follow([...], [Step(p)])
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from pyoxigraph import NamedNode, QuerySolutions, RdfFormat

from kgqa_sparql.graph.backend import Direction, Expansion, GraphBackend, QueryResult, Step, Term
from kgqa_sparql.errors import KgqaError, LoadError, QuerySyntaxError, StoreNotFound
from kgqa_sparql.graph.loader import RdfSource, discover
from kgqa_sparql.graph.remote import RemoteEndpoint
from kgqa_sparql.query.result import Result
from kgqa_sparql.graph.embedded import EmbeddedStore, LoadReport
from kgqa_sparql.graph.triples import DEFAULT_BASE, TypeMap, convert

DATA_DIR = "oxigraph"  # the RocksDB directory inside a store folder
ARTEFACT_DIR = "kgqa"  # schema graph, indexes, trained models live beside the data


def is_endpoint_url(location: str | Path | None) -> bool:
    return isinstance(location, str) and location.startswith(("http://", "https://"))


@dataclass
class StoreInfo:
    """Counts describing a KG (what `kgqa-sparql info` prints)."""

    triples: int
    graphs: list[str] = field(default_factory=list)
    predicates: dict[str, int] = field(default_factory=dict)
    classes: dict[str, int] = field(default_factory=dict)


class KnowledgeGraph:
    """A knowledge graph held in an embedded Oxigraph store or reached through a SPARQL endpoint."""

    def __init__(self, backend: GraphBackend, root: Path | None = None):
        self.backend = backend
        #: The store folder (None for in-memory stores and remote endpoints).
        self.root = root
        self._schema = None  # SchemaGraph, resolved on first use of `schema`

    # ---- opening ----------------------------------------------------------------------------
    @classmethod
    def open(cls, location: str | Path | None = None, *, load: Sequence[str | Path] = (), create: bool = True,
             read_only: bool = False, **load_options) -> "KnowledgeGraph":
        """Open a store folder (created when missing), an in-memory store (`None`), or an
        `http(s)://` SPARQL endpoint; then load any files given in `load`."""
        if is_endpoint_url(location):
            if load:
                raise KgqaError("cannot load files into a remote endpoint; load them with the endpoint's own tools")
            return cls(RemoteEndpoint(str(location)))
        if location is None:
            kg = cls(EmbeddedStore(None))
        else:
            root = Path(location)
            data = root / DATA_DIR
            if (root / "CURRENT").exists():  # a bare Oxigraph directory (e.g. from `oxigraph load`)
                data = root
            elif not data.exists() and (read_only or not create):
                raise StoreNotFound(f"no store at {root} (create one with `kgqa-sparql load {root} FILE...`)")
            if not read_only:
                data.mkdir(parents=True, exist_ok=True)
            kg = cls(EmbeddedStore(data, read_only=read_only), root)
        if load:
            kg.load(load, **load_options)
        return kg

    @property
    def is_remote(self) -> bool:
        return isinstance(self.backend, RemoteEndpoint)

    @property
    def artefact_dir(self) -> Path | None:
        """Where derived artefacts (schema, indexes, models) of this store are kept."""
        if self.root is None:
            return None
        if (self.root / "CURRENT").exists():
            return self.root.with_name(self.root.name + ".kgqa")
        return self.root / ARTEFACT_DIR

    # ---- loading ----------------------------------------------------------------------------
    def load(self, paths: Sequence[str | Path], *, graph: str | None = None, base_iri: str | None = None,
             format: RdfFormat | None = None, base: str = DEFAULT_BASE, types: TypeMap | str | None = None,
             progress: bool = False) -> LoadReport:
        """Load RDF files, gzip files and folders (triple files `.txt/.tsv` are converted with
        `base` and `types`). All-or-nothing: on failure the store is unchanged and the LoadError
        names file, line and column. The report counts quads added and quads in the store."""
        if not isinstance(self.backend, EmbeddedStore):
            raise KgqaError("loading needs an embedded store")
        type_map = types if isinstance(types, TypeMap) else TypeMap.parse(types)
        sources: list[RdfSource | tuple[str, bytes, RdfFormat]] = []
        for source in discover(list(paths), format):
            if source.is_triple_file:
                sources.append((str(source.path), convert(source, base, type_map), RdfFormat.N_TRIPLES))
            else:
                sources.append(source)
        return self.backend.load(sources, graph=graph, base_iri=base_iri, progress=progress)

    # ---- SPARQL -----------------------------------------------------------------------------
    def query(self, sparql: str, **options) -> QueryResult:
        """Run a SPARQL query: QuerySolutions, QueryBoolean or an iterator of Triples."""
        return self.backend.query(sparql, **options)

    def select(self, sparql: str) -> list[dict[str, Term]]:
        """Run a SELECT and return its rows as dicts of bound variables."""
        result = self.query(sparql)
        if not isinstance(result, QuerySolutions):
            raise QuerySyntaxError("expected a SELECT query")
        names = [v.value for v in result.variables]
        return [{n: row[n] for n in names if row[n] is not None} for row in result]

    def query_bytes(self, sparql: str, media_type: str, **options) -> bytes:
        """Run a query and serialise the result in `media_type` (SPARQL results or RDF).
        `options` (embedded store: default_graph, named_graphs, base_iri) go to the evaluator."""
        if options and not isinstance(self.backend, EmbeddedStore):
            raise KgqaError("query options (dataset, base IRI) need the embedded store")
        return self.backend.query_bytes(sparql, media_type, **options)

    def update(self, sparql: str, **options) -> None:
        """Run a SPARQL 1.1 update atomically on the embedded store (`base_iri` optional)."""
        if not isinstance(self.backend, EmbeddedStore):
            raise KgqaError("updates need the embedded store; remote endpoints are read-only here")
        self.backend.update(sparql, **options)

    def register_function(self, iri: str | NamedNode, fn: Callable) -> None:
        """Make a custom SPARQL function available to every query on the embedded store."""
        if not isinstance(self.backend, EmbeddedStore):
            raise KgqaError("custom functions run only on the embedded store; remote endpoints evaluate queries themselves")
        self.backend.register_function(iri, fn)

    # ---- schema graph -----------------------------------------------------------------------
    @property
    def schema(self):
        """The SchemaGraph (kgqa_sparql.schema.schema_graph): loaded from `artefact_dir/schema` when it still
        matches the data, else built (and persisted for stores on disk)."""
        if self._schema is None:
            from kgqa_sparql.schema.schema_graph import load_or_build

            self._schema = load_or_build(self)
        return self._schema

    def build_schema(self, **options):
        """Rebuild the schema graph now (options: min_support, min_confidence, infer,
        superclasses, progress), persist it and make it the one `schema` returns."""
        from kgqa_sparql.schema.schema_graph import rebuild

        self._schema = rebuild(self, **options)
        return self._schema

    # ---- approximate query graphs -----------------------------------------------------------
    def translate(self, graph, k: int = 5, **options):
        """Ranked executable SPARQL for a pseudo query graph (QueryGraph or any of its notations):
        a list of translate.Candidate(sparql, where, score, alignment), best first."""
        from kgqa_sparql.query.translate import translate

        return translate(self, graph, k, **options)

    def ask_graph(self, graph, k: int = 5, **options):
        """Answers of a pseudo query graph: a Result (answers best first, evidence, sparql)."""
        from kgqa_sparql.query.translate import ask_graph

        return ask_graph(self, graph, k, **options)

    def ask(self, query, **options):
        """A QueryGraph or text in a graph notation goes to `ask_graph`; other text is a natural
        language question for `ask_question` (the explore module)."""
        from kgqa_sparql.query.querygraph import QueryGraph, looks_like_graph

        if isinstance(query, (QueryGraph, dict)) or (isinstance(query, str) and looks_like_graph(query)):
            return self.ask_graph(query, **options)
        ask_question = getattr(self, "ask_question", None)
        if ask_question is None:
            raise KgqaError("natural-language questions need the explore module (kgqa_sparql.search.explore), "
                            "which is not installed here; pass a query graph instead")
        return ask_question(query, **options)

    # ---- graph access -----------------------------------------------------------------------
    def labels(self, terms: Iterable[Term]) -> dict[Term, str]:
        return self.backend.labels(terms)

    def types(self, terms: Iterable[Term]) -> dict[Term, list[NamedNode]]:
        return self.backend.types(terms)

    def expand(self, entities: Iterable[Term], direction: Direction = "both",
               max_per_relation: int | None = None) -> Expansion:
        return self.backend.expand(entities, direction, max_per_relation)

    def follow(self, starts: Iterable[Term], path: Sequence[Step], *, revisit: bool = False) -> Counter:
        return self.backend.follow(starts, path, revisit=revisit)

    def neighbours(self, nodes: Sequence[Term], step: Step) -> dict[Term, list[Term]]:
        """One batched hop: the neighbours of each node through `step` (nodes without any are left out)."""
        return self.backend.neighbours(list(nodes), step)

    # ---- natural-language questions (explore.py) ----------------------------------------------
    def ask_question(self, question: str, **options) -> "Result":
        """Answer a natural-language question by encoder-guided path exploration (no LLM);
        options are those of `explore.ask_question` (topics, retriever, beam, depth, ...)."""
        from kgqa_sparql.search.explore import ask_question

        return ask_question(self, question, **options)

    def ask_questions(self, questions: Sequence[str], **options) -> Iterator:
        """Answer many natural-language questions, batching their encoding; yields a Result or
        the KgqaError of each question, in order (`explore.ask_questions`: batch_size, topics,
        retriever, ...)."""
        from kgqa_sparql.search.explore import ask_questions

        return ask_questions(self, questions, **options)

    # ---- description ------------------------------------------------------------------------
    def info(self, top: int | None = None) -> StoreInfo:
        """Triples, named graphs, predicates and classes with their counts."""
        limit = f"LIMIT {top}" if top else ""
        triples = int(self.select("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")[0]["n"].value)
        graphs = [r["g"].value for r in self.select("SELECT DISTINCT ?g WHERE { GRAPH ?g { } } ORDER BY ?g")]
        predicates = {r["p"].value: int(r["n"].value) for r in self.select(
            f"SELECT ?p (COUNT(*) AS ?n) WHERE {{ ?s ?p ?o }} GROUP BY ?p ORDER BY DESC(?n) ?p {limit}")}
        classes = {r["c"].value: int(r["n"].value) for r in self.select(
            f"SELECT ?c (COUNT(DISTINCT ?s) AS ?n) WHERE {{ ?s a ?c }} GROUP BY ?c ORDER BY DESC(?n) ?c {limit}")}
        return StoreInfo(triples, graphs, predicates, classes)

    def close(self) -> None:
        self.backend.close()

    def __enter__(self) -> "KnowledgeGraph":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


__all__ = ["KnowledgeGraph", "StoreInfo", "LoadError", "Step"]
