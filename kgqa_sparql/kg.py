"""KnowledgeGraph: the one object users open, over an embedded Oxigraph store or a remote endpoint.

    kg = KnowledgeGraph.open("movies.store", load=["movies.ttl"])
    kg.labels([...]); kg.expand([...]); kg.follow([...], [Step(p)])
"""

from __future__ import annotations

import json
import threading
import weakref
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator, Sequence

from pyoxigraph import NamedNode, RdfFormat

from kgqa_sparql.errors import KgqaError, LoadError, QuerySyntaxError, StoreNotFound
from kgqa_sparql.graph.backend import Direction, Expansion, GraphBackend, QueryResult, Step, Term, type_path, walk_path
from kgqa_sparql.graph.counterparts import Counterparts, merged
from kgqa_sparql.graph.embedded import EmbeddedStore, LoadReport
from kgqa_sparql.graph.atomic import write_atomic
from kgqa_sparql.graph.loader import RdfSource, discover
from kgqa_sparql.graph.names import Names, NamingPolicy
from kgqa_sparql.graph.remote import RemoteEndpoint
from kgqa_sparql.graph.sparql_text import is_endpoint_url, tokenize
from kgqa_sparql.graph.triples import DEFAULT_BASE, TypeMap, convert
from kgqa_sparql.query.align import Aligner
from kgqa_sparql.query.extensions import SIMILARITY, Rewriter, register_functions
from kgqa_sparql.query.querygraph import QueryGraph, looks_like_graph
from kgqa_sparql.query.relation_map import load_relation_map
from kgqa_sparql.query.result import Result
from kgqa_sparql.query.translate import Candidate, ask_graph, translate
from kgqa_sparql.schema.schema_graph import SchemaGraph, load_or_build, rebuild, register_schema_functions
from kgqa_sparql.search import explore
from kgqa_sparql.search.retrievers import Retriever, create_retriever
from kgqa_sparql.text.abbreviations import abbreviated
from kgqa_sparql.text.glossary import Glossary
from kgqa_sparql.text.index import index_folder
from kgqa_sparql.text.linking import EntityLinker
from kgqa_sparql.vocab import KGQA

DATA_DIR = "oxigraph"  # the RocksDB directory inside a store folder
ARTEFACT_DIR = "kgqa"  # schema graph, indexes, trained models live beside the data
NAMING_FILE = "naming.json"  # a naming policy saved with the store (`kgqa-sparql names`)


@dataclass
class StoreInfo:
    """Counts describing a KG (what `kgqa-sparql info` prints)."""

    triples: int
    graphs: list[str] = field(default_factory=list)
    predicates: dict[str, int] = field(default_factory=dict)
    classes: dict[str, int] = field(default_factory=dict)
    #: Class IRI -> where its instances' names come from (graph.names.ClassNaming.describe).
    naming: dict[str, str] = field(default_factory=dict)


class KnowledgeGraph:
    """A knowledge graph held in an embedded Oxigraph store or reached through a SPARQL endpoint.

    The facade composes the layers and owns every per-KG cache: the naming, the schema graph, the
    entity linker, the aligners (one per relation map) and the retrievers (one per name and
    knobs). `close()` releases them with the store. `naming` overrides how terms are named; None
    uses the policy saved with the store (`save_naming`), else the defaults."""

    def __init__(self, backend: GraphBackend, root: Path | None = None, naming: NamingPolicy | None = None):
        self.backend = backend
        #: The store folder (None for in-memory stores and remote endpoints).
        self.root = root
        self._lock = threading.RLock()
        self.names = Names(backend, naming or self._saved_naming(), self.artefact_dir)
        self._schema: SchemaGraph | None = None
        self._linker: EntityLinker | None = None
        self._counterparts: Counterparts | None = None
        self._glossary: Glossary | None = None
        self._abbreviated: bool | None = None
        self._aligners: dict[str | None, Aligner] = {}
        self._retrievers: dict[tuple, Retriever] = {}
        self._kgqa_functions = False  # `query` registered (or found) the kgqa functions

    # ---- opening ----------------------------------------------------------------------------
    @classmethod
    def open(cls, location: str | Path | None = None, *, load: Sequence[str | Path] = (), create: bool = True,
             read_only: bool = False, naming: NamingPolicy | None = None, **load_options) -> "KnowledgeGraph":
        """Open a store folder (created when missing), an in-memory store (`None`), or an
        `http(s)://` SPARQL endpoint; then load any files given in `load`. `naming` overrides
        how terms are named (graph.names.NamingPolicy). An endpoint is scoped to the dataset on
        its URL (`?default-graph-uri=G`) and to `graph=G` (one IRI or several)."""
        if is_endpoint_url(location):
            if load:
                raise KgqaError("cannot load files into a remote endpoint; load them with the endpoint's own tools")
            return cls(RemoteEndpoint(str(location), graph=load_options.get("graph")), naming=naming)
        if location is None:
            kg = cls(EmbeddedStore(None), naming=naming)
        else:
            root = Path(location)
            data = root / DATA_DIR
            if (root / "CURRENT").exists():  # a bare Oxigraph directory (e.g. from `oxigraph load`)
                data = root
            elif not data.exists() and (read_only or not create):
                raise StoreNotFound(f"no store at {root} (create one with `kgqa-sparql load {root} FILE...`)")
            if not read_only:
                data.mkdir(parents=True, exist_ok=True)
            kg = cls(EmbeddedStore(data, read_only=read_only), root, naming)
        if load:
            kg.load(load, **load_options)
        return kg

    @property
    def is_remote(self) -> bool:
        return not self.backend.capabilities.local

    @property
    def artefact_dir(self) -> Path | None:
        """Where derived artefacts (schema, indexes, models) of this store are kept."""
        if self.root is None:
            return None
        if (self.root / "CURRENT").exists():
            return self.root.with_name(self.root.name + ".kgqa")
        return self.root / ARTEFACT_DIR

    # ---- naming -----------------------------------------------------------------------------
    @property
    def naming(self) -> NamingPolicy:
        """How this KG's terms are named (graph.names)."""
        return self.names.policy

    def set_naming(self, policy: NamingPolicy, *, save: bool = False) -> None:
        """Name terms by `policy` from now on (the linker, schema and aligners are rebuilt on next
        use); `save` keeps it with the store for later opens."""
        with self._lock:
            self.names = Names(self.backend, policy, self.artefact_dir)
            self._forget_derived()
        if save:
            if self.artefact_dir is None or not self.backend.capabilities.writable:
                raise KgqaError("this KG has no store folder to save a naming policy in")
            write_atomic(self.artefact_dir / NAMING_FILE, json.dumps(policy.to_json(), indent=1).encode())

    def _saved_naming(self) -> NamingPolicy | None:
        path = self.artefact_dir / NAMING_FILE if self.artefact_dir is not None else None
        if path is None or not path.is_file():
            return None
        try:
            return NamingPolicy.from_json(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, TypeError) as exc:
            raise KgqaError(f"{path}: not a naming policy ({exc})") from exc

    # ---- loading ----------------------------------------------------------------------------
    def load(self, paths: Sequence[str | Path], *, graph: str | None = None, base_iri: str | None = None,
             format: RdfFormat | None = None, base: str = DEFAULT_BASE, types: TypeMap | str | None = None,
             progress: bool = False) -> LoadReport:
        """Load RDF files, gzip files and folders (triple files `.txt/.tsv` are converted with
        `base` and `types`). All-or-nothing: on failure the store is unchanged and the LoadError
        names file, line and column. The report counts quads added and quads in the store."""
        if not self.backend.capabilities.local:
            raise KgqaError("cannot load files into a remote endpoint; load them with the endpoint's own tools")
        type_map = types if isinstance(types, TypeMap) else TypeMap.parse(types)
        sources: list[RdfSource | tuple[str, bytes, RdfFormat]] = []
        for source in discover(list(paths), format):
            if source.is_triple_file:
                sources.append((str(source.path), convert(source, base, type_map), RdfFormat.N_TRIPLES))
            else:
                sources.append(source)
        report = self.backend.load(sources, graph=graph, base_iri=base_iri, progress=progress)
        self._forget_derived()
        return report

    # ---- SPARQL -----------------------------------------------------------------------------
    def query(self, sparql: str, **options) -> QueryResult:
        """Run a SPARQL query: QuerySolutions, QueryBoolean or an iterator of Triples.

        The kgqa extensions are answered here, as the endpoint and `kgqa-sparql query` answer them:
        `SERVICE kgqa:search` and `SERVICE kgqa:approx` blocks are rewritten into VALUES and UNION
        patterns by this KG's linker and translator (`Rewriter`), and on an embedded store
        `kgqa:similarity` and `kgqa:schemaDistance` are registered on first use (unless already
        registered). A SERVICE to any other URL is left to Oxigraph: this process fetches it, with
        none of the endpoint's outbound policy (serve.outbound), since the caller owns the process.
        `query_bytes` and `select` run the text as given (`rewrite_kgqa` first answers the kgqa
        extensions)."""
        return self.backend.query(self.rewrite_kgqa(sparql), **options)

    def rewrite_kgqa(self, sparql: str) -> str:
        """`sparql` with its kgqa SERVICE blocks answered (the text itself when it names no kgqa
        term), the kgqa functions registered on an embedded store."""
        if KGQA not in sparql and "kgqa:" not in sparql:
            return sparql
        try:
            tokens = tokenize(sparql)
        except QuerySyntaxError:
            return sparql  # Oxigraph's parser reports it, with line and column
        with self._lock:
            if not self._kgqa_functions:
                if not self.is_remote and NamedNode(SIMILARITY) not in self.backend.functions:
                    register_functions(self)
                self._kgqa_functions = True
        return Rewriter(self).rewrite(sparql, tokens)  # not kept: it would tie this KG in a reference cycle

    def select(self, sparql: str) -> list[dict[str, Term]]:
        """Run a SELECT and return its rows as dicts of bound variables."""
        return self.backend.select(sparql)

    def query_bytes(self, sparql: str, media_type: str, **options) -> bytes:
        """Run a query and serialise the result in `media_type` (SPARQL results or RDF).
        `options` (embedded store: default_graph, named_graphs, base_iri) go to the evaluator."""
        return self.backend.query_bytes(sparql, media_type, **options)

    def update(self, sparql: str, **options) -> None:
        """Run a SPARQL 1.1 update atomically on the embedded store (`base_iri` optional). What
        was derived from the data (names, linking index, schema, retrievers' caches) is rebuilt
        when next asked for, as after a load: an entity inserted now can be asked about next."""
        self.backend.update(sparql, **options)
        self._forget_derived()

    def register_function(self, iri: str | NamedNode, fn: Callable) -> None:
        """Make a custom SPARQL function available to every query on the embedded store."""
        self.backend.register_function(iri, fn)

    def register_schema_functions(self) -> None:
        """Register kgqa:schemaDistance on the embedded store; the schema is resolved on the
        first call. The function holds this KG weakly, so the store does not keep it alive."""
        owner = weakref.ref(self)
        register_schema_functions(self.backend, lambda: (kg.schema if (kg := owner()) is not None else None))

    # ---- schema graph -----------------------------------------------------------------------
    @property
    def schema(self) -> SchemaGraph:
        """The SchemaGraph: loaded from `artefact_dir/schema` when it still matches the data, else
        built (and persisted for stores on disk)."""
        with self._lock:
            if self._schema is None:
                self._schema = load_or_build(self.backend, self._schema_dir, self.names)
            return self._schema

    def build_schema(self, *, min_support: int = 1, min_confidence: float = 0.0, infer: bool | None = None,
                     superclasses: bool = False, progress: bool = False) -> SchemaGraph:
        """Rebuild the schema graph now, persist it and make it the one `schema` returns
        (`infer`: None infers classes only when the data has no rdf:type)."""
        schema = rebuild(self.backend, self._schema_dir, self.names, min_support=min_support, min_confidence=min_confidence,
                         infer=infer, superclasses=superclasses, progress=progress)
        with self._lock:
            self._schema, self._abbreviated = schema, None
            self._aligners.clear()  # they embedded the old schema's texts
        return schema

    @property
    def _schema_dir(self) -> Path | None:
        return None if self.artefact_dir is None else self.artefact_dir / "schema"

    # ---- per-KG models ----------------------------------------------------------------------
    @property
    def linker(self) -> EntityLinker:
        """The entity linker of this KG (its ANN index is persisted with the store)."""
        with self._lock:
            if self._linker is None:
                self._linker = EntityLinker(self.names, folder=index_folder(self.artefact_dir))
            return self._linker

    def aligner(self, relation_model: str | Path | None = None) -> Aligner:
        """The schema aligner for a relation map folder (None: zero-shot); schema texts are
        embedded once per KG and map."""
        key = str(Path(relation_model).resolve()) if relation_model is not None else None
        with self._lock:
            if key not in self._aligners:
                relation_map = load_relation_map(relation_model) if relation_model is not None else None
                self._aligners[key] = Aligner(self.schema, self.names, relation_map, cache_dir=self.artefact_dir,
                                              glossary=self.glossary, abbreviated=self.abbreviated)
            return self._aligners[key]

    def retriever(self, name: str | Retriever = "beam", **knobs) -> Retriever:
        """The retriever registered as `name` (search.retrievers), built once per KG and knobs; a
        built retriever is returned as it is."""
        if not isinstance(name, str):
            return name
        key = (name, tuple(sorted((k, str(v)) for k, v in knobs.items())))
        with self._lock:
            if key not in self._retrievers:
                self._retrievers[key] = create_retriever(self, name, **knobs)
            return self._retrievers[key]

    def _forget_derived(self) -> None:
        with self._lock:
            self.names = Names(self.backend, self.names.policy, self.artefact_dir)
            self._schema, self._linker, self._counterparts, self._glossary = None, None, None, None
            self._abbreviated = None
            self._aligners.clear()
            self._retrievers.clear()

    # ---- approximate query graphs -----------------------------------------------------------
    def translate(self, graph: QueryGraph | str | dict, k: int = 5, *, delta: int | None = None,
                  k_schema: int | None = None, k_qg: int | None = None, distinct_nodes: bool = True,
                  relation_model: str | Path | None = None) -> list[Candidate]:
        """Ranked executable SPARQL for a pseudo query graph (QueryGraph or any of its notations):
        Candidate(sparql, where, score, alignment), best first."""
        return translate(self, graph, k, **_given(delta=delta, k_schema=k_schema, k_qg=k_qg),
                         distinct_nodes=distinct_nodes, relation_model=relation_model)

    def ask_graph(self, graph: QueryGraph | str | dict, k: int = 5, *, max_answers: int = 100,
                  method: str = "adj", delta: int | None = None, k_schema: int | None = None,
                  k_qg: int | None = None, relation_model: str | Path | None = None) -> Result:
        """Answers of a pseudo query graph: a Result (answers best first, evidence, sparql);
        `method` "adj" (SAFE's aligned SPARQL) or "match" (ranked subgraph matching)."""
        return ask_graph(self, graph, k, max_answers=max_answers, method=method,
                         **_given(delta=delta, k_schema=k_schema, k_qg=k_qg, relation_model=relation_model))

    def ask(self, query: QueryGraph | dict | str, *, k: int = 5, relation_model: str | Path | None = None,
            topics: Sequence[str] | None = None, retriever: str | Retriever = "beam") -> Result:
        """A QueryGraph or text in a graph notation goes to `ask_graph`; other text is a natural
        language question for `ask_question`."""
        if isinstance(query, (QueryGraph, dict)) or looks_like_graph(query):
            return self.ask_graph(query, k, relation_model=relation_model)
        return self.ask_question(query, topics=topics, retriever=retriever)

    # ---- natural-language questions ---------------------------------------------------------
    def ask_question(self, question: str, *, topics: Sequence[str] | None = None, retriever: str | Retriever = "beam",
                     evidence: int = 3, **knobs) -> Result:
        """Answer a natural-language question by encoder-guided path exploration (no LLM). `knobs`
        build the named retriever (beam: beam, depth, model, zero_shot, shortlist, ...)."""
        return explore.ask_question(self, question, self.retriever(retriever, **knobs), topics=topics,
                                    evidence=evidence)

    def ask_questions(self, questions: Sequence[str], *, topics: Sequence[Sequence[str] | None] | None = None,
                      batch_size: int = 64, retriever: str | Retriever = "beam", evidence: int = 3,
                      **knobs) -> Iterator[Result | KgqaError]:
        """Answer many questions, batching their encoding; yields a Result or the KgqaError of
        each question, in order."""
        return explore.ask_questions(self, questions, self.retriever(retriever, **knobs), topics=topics,
                                     batch_size=batch_size, evidence=evidence)

    # ---- graph access -----------------------------------------------------------------------
    def labels(self, terms: Iterable[Term]) -> dict[Term, str]:
        """A display name per term (see graph.names): blank nodes without a name are left out."""
        return self.names.labels(terms)

    def types(self, terms: Iterable[Term]) -> dict[Term, list[NamedNode]]:
        return self.backend.types(terms)

    @property
    def counterparts(self) -> Counterparts:
        """The steps the data's ontology declares to be read either way (owl:inverseOf,
        owl:SymmetricProperty; graph.counterparts): every hop below reads both."""
        found = self._counterparts
        if found is None:
            found = self._counterparts = Counterparts.read(self.backend)
        return found

    @property
    def glossary(self) -> Glossary:
        """English for the KG's vocabulary where it is in the languages of its tagged literals
        (text.glossary: 'Bauherr' -> building owner), from the dictionaries installed."""
        found = self._glossary
        if found is None:
            found = self._glossary = Glossary.of(self.backend)
        return found

    @property
    def abbreviated(self) -> bool:
        """Whether the KG's predicate names are abbreviated throughout (text.abbreviations: a CSV
        export's 'yr est', 'mgr id'), so that their words are read spelled out too."""
        found = self._abbreviated
        if found is None:
            words = self.names.words_of([NamedNode(p) for p in self.schema.predicates])
            found = self._abbreviated = abbreviated(words.values())
        return found

    def expand(self, entities: Iterable[Term], direction: Direction = "both",
               max_per_relation: int | None = None) -> Expansion:
        same = self.counterparts
        if not same:
            return self.backend.expand(entities, direction, max_per_relation)
        # a counterpart may lie the other way: expand both, widen, keep the direction asked for;
        # a node's twins (owl:sameAs) are expanded with it, their edges read as its own
        entities = list(entities)
        asked = same.with_twins(entities)
        expansion = merged(same.without_cells(self.backend.expand(asked, "both", max_per_relation)),
                           merged(same.reified_edges(self.backend, asked), same.listed_edges(self.backend, asked)))
        expansion = merged(expansion, same.keyed_edges(self.backend, asked))
        widened = same.widen(same.merge_twins(expansion, entities) if same.twins else expansion)
        if direction == "both":
            return widened
        forward = direction == "out"
        return Expansion([e for e in widened.edges if e.forward == forward],
                         Counter({k: n for k, n in widened.counts.items() if k[2] == forward}),
                         {k for k in widened.truncated if k[2] == forward})

    def follow(self, starts: Iterable[Term], path: Sequence[Step], *, revisit: bool = False) -> Counter:
        if self.counterparts:
            return walk_path(self.neighbours, starts, path, revisit)
        return self.backend.follow(starts, path, revisit=revisit)

    def neighbours(self, nodes: Sequence[Term], step: Step) -> dict[Term, list[Term]]:
        """One batched hop: the neighbours of each node and of its twins through `step` and
        through the steps the ontology declares to state the same facts (nodes without any are
        left out)."""
        same = self.counterparts
        asked = same.with_twins(nodes)  # a node's twins' neighbours are its own
        made_up = step.predicate in same.listed or step.predicate in same.keyed
        reached = self.backend.neighbours(asked, step) if not made_up else {}
        others = [self.backend.neighbours(asked, other) for other in same.others(step)]
        if step.predicate in same.listed:  # a list's members, not its first cell
            others.append(same.listed_neighbours(self.backend, asked, step))
        if step.predicate in same.keyed:  # a key's values, through their key/value nodes
            others.append(same.keyed_neighbours(self.backend, asked, step))
        if step.predicate in same.reified:  # an attribution stated only as a reified statement
            others.append(same.reified_neighbours(self.backend, asked, step))
        for more in others:
            for node, ends in more.items():
                reached[node] = list(dict.fromkeys([*reached.get(node, []), *ends]))
        if not same.twins:
            return reached
        found = {}
        for node in nodes:
            ends = [e for t in (node, *same.twins.get(node, ())) for e in reached.get(t, [])]
            if ends:
                found[node] = list(dict.fromkeys(ends))
        return found

    # ---- description ------------------------------------------------------------------------
    def info(self, top: int | None = None) -> StoreInfo:
        """Triples, named graphs, predicates and classes with their counts."""
        limit = f"LIMIT {top}" if top else ""
        triples = int(self.select("SELECT (COUNT(*) AS ?n) WHERE { ?s ?p ?o }")[0]["n"].value)
        graphs = [r["g"].value for r in self.select("SELECT DISTINCT ?g WHERE { GRAPH ?g { } } ORDER BY ?g")]
        predicates = {r["p"].value: int(r["n"].value) for r in self.select(
            f"SELECT ?p (COUNT(*) AS ?n) WHERE {{ ?s ?p ?o }} GROUP BY ?p ORDER BY DESC(?n) ?p {limit}")}
        classes = {r["c"].value: int(r["n"].value) for r in self.select(
            f"SELECT ?c (COUNT(DISTINCT ?s) AS ?n) WHERE {{ ?s {type_path(self.backend)} ?c }} GROUP BY ?c "
            f"ORDER BY DESC(?n) ?c {limit}")}
        return StoreInfo(triples, graphs, predicates, classes, self.names.describe())

    def close(self) -> None:
        """Release the store and every model and cache built for it."""
        self._forget_derived()
        self.backend.close()

    def __enter__(self) -> "KnowledgeGraph":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _given(**options) -> dict:
    """The options a caller set (None: the callee's default)."""
    return {k: v for k, v in options.items() if v is not None}


__all__ = ["KnowledgeGraph", "StoreInfo", "LoadError", "Step"]
