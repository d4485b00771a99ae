"""The schema graph of a KG: classes, the (class, predicate, class) edges between them with
support and confidence, and all-pairs class distances (SAFE, App. C.2, after QSE).

    schema = build_schema(graph, min_support=1, min_confidence=1e-4)
    schema.distance(MOVIE, PERSON)          # 1
    schema.edge_distance(e1, e2)            # SAFE's D_edge

Statistics are computed by the SPARQL engine (aggregate queries: Oxigraph's Rust evaluator on
the embedded store, the endpoint's own on a remote one, paged by predicate), which is several
times faster than walking quads in Python. Literal objects count under their datatype
(xsd:gYear, ...) as range class. Entities without rdf:type get classes inferred from the
predicates they use (see `infer_classes`).
"""

from __future__ import annotations

import gzip
import json
import math
import os
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping

import numpy as np
from pyoxigraph import BlankNode, Literal, NamedNode, Quad

from kgqa_sparql.schema import distances as apsp
from kgqa_sparql.schema.inference import (INFERRED_NS, UNTYPED_OBJECTS_NS, infer_classes, infer_untyped,
                                          untyped_objects_class)
from kgqa_sparql.errors import KgqaError
from kgqa_sparql.graph.names import Names
from kgqa_sparql.graph.backend import GraphBackend, Term, subclass_path, type_path
from kgqa_sparql.graph.counterparts import (RDF_OBJECT, RDF_PREDICATE, RDF_SUBJECT, cell_predicates, container_size,
                                            listed_predicates, members_path)
from kgqa_sparql.graph.keyed import Keyed, keyed_relations
from kgqa_sparql.words import identifier_words
from kgqa_sparql.vocab import KGQA, KGQA_GRAPHS, NON_RELATIONAL, OWL, RDF, RDF_TYPE, RDFS, RDFS_LABEL, RDFS_SUBCLASS_OF, XSD, local_name


#: Named graph the schema is written into (toolkit graphs are skipped by data scans).
SCHEMA_GRAPH = KGQA_GRAPHS + "schema"
SCHEMA_DISTANCE = KGQA + "schemaDistance"
FORMAT_VERSION = 1
#: Version of the rules a schema is built by: a saved schema built by other rules is built again.
SCHEMA_RULES = 4
#: Threads of the one-pass statistics (each builds its own hash table of types; see local_edge_counts).
STATISTICS_WORKERS = 2
#: Classes of the modelling vocabularies themselves (owl:Class, rdf:Property, ...) describe the
#: ontology, not the data: they are left out of the schema graph.
META_NAMESPACES = (RDF, RDFS, OWL)
#: Datatypes in the RDF namespace (literal ranges, unlike the meta classes).
RDF_DATATYPES = frozenset(RDF + name for name in ("langString", "dirLangString", "HTML", "XMLLiteral", "JSON"))


class SchemaError(KgqaError):
    """A schema graph could not be built, read or used as asked."""


@dataclass
class SchemaClass:
    """A class of the schema graph: an rdf:type class, a literal datatype, or an inferred class."""

    iri: str
    label: str
    #: Entities typed with the class (literal occurrences for a datatype).
    entities: int
    inferred: bool = False
    datatype: bool = False


@dataclass
class SchemaEdge:
    """(subject_class, predicate, object_class): `support` triples, `confidence` = support / entities(subject_class)."""

    subject_class: str
    predicate: str
    object_class: str
    support: int
    confidence: float


@dataclass
class SchemaGraph:
    """Classes and labelled edges of a KG's schema, with lazily computed all-pairs distances."""

    classes: dict[str, SchemaClass] = field(default_factory=dict)
    edges: list[SchemaEdge] = field(default_factory=list)
    #: Triples per predicate in the data (VoID property partitions), including non-relational ones.
    predicates: dict[str, int] = field(default_factory=dict)
    #: Direct rdfs:subClassOf statements (class -> superclasses).
    subclass_of: dict[str, list[str]] = field(default_factory=dict)
    #: Entity IRI -> inferred class IRI, for entities that carry no rdf:type.
    members: dict[str, str] = field(default_factory=dict)
    #: How it was built: thresholds, triple count of the data, options.
    meta: dict = field(default_factory=dict)
    _matrices: dict[bool, np.ndarray] = field(default_factory=dict, repr=False)
    _by_class: dict[str, list[str]] | None = field(default=None, repr=False)
    _index: dict[str, int] | None = field(default=None, repr=False)

    # ---- distances --------------------------------------------------------------------------
    @property
    def index(self) -> dict[str, int]:
        """Class IRI -> row/column of the distance matrices (classes in sorted IRI order)."""
        if self._index is None:
            self._index = {iri: i for i, iri in enumerate(sorted(self.classes))}
        return self._index

    def matrix(self, directed: bool = False) -> np.ndarray:
        """The uint8 distance matrix (`distances.UNREACHABLE` for no path), computed once."""
        if directed not in self._matrices:
            index = self.index
            src = np.fromiter((index[e.subject_class] for e in self.edges), dtype=np.int64, count=len(self.edges))
            dst = np.fromiter((index[e.object_class] for e in self.edges), dtype=np.int64, count=len(self.edges))
            self._matrices[directed] = apsp.all_pairs(len(index), src, dst, directed=directed)
        return self._matrices[directed]

    def distance(self, a: str, b: str, directed: bool = False) -> float:
        """Hops between two classes (0 when equal, math.inf when unreachable or unknown)."""
        if a == b:
            return 0.0
        index = self.index
        if a not in index or b not in index:
            return math.inf
        return apsp.as_float(int(self.matrix(directed)[index[a], index[b]]))

    def edge_distance(self, e1: SchemaEdge, e2: SchemaEdge) -> float:
        """SAFE's D_edge: the least node distance between an endpoint of e1 and one of e2."""
        return min(self.distance(x, y) for x in (e1.subject_class, e1.object_class)
                   for y in (e2.subject_class, e2.object_class))

    # ---- lookups ----------------------------------------------------------------------------
    def described_only(self, iri: str) -> bool:
        """Whether a class of a typed KG stands for nodes that carry no type, labelled by the
        predicates they use (`inference.infer_untyped`: 'entity with release year'): its label
        describes them, it names nothing a question would say."""
        return not self.meta.get("inferred") and iri.startswith(INFERRED_NS) and not iri.startswith(UNTYPED_OBJECTS_NS)

    def subclasses(self, cls: str) -> set[str]:
        """`cls` and every class below it (rdfs:subClassOf, any depth)."""
        below: dict[str, set[str]] = {}
        for sub, supers in self.subclass_of.items():
            for sup in supers:
                below.setdefault(sup, set()).add(sub)
        out, todo = {cls}, [cls]
        while todo:
            for sub in below.get(todo.pop(), ()):
                if sub not in out:
                    out.add(sub)
                    todo.append(sub)
        return out

    def superclasses(self, cls: str, depth: int = 3) -> list[str]:
        """`cls` and the classes above it (rdfs:subClassOf), up to `depth` steps, nearest first."""
        out, frontier = [cls], [cls]
        for _ in range(depth):
            frontier = [s for c in frontier for s in self.subclass_of.get(c, ()) if s not in out]
            out += frontier
        return out

    def equivalents(self, cls: str) -> list[str]:
        """The classes with the same members as `cls`: each above the other (owl:equivalentClass,
        which `graph.backend.subclass_path` reads both ways: Kloskant and BobbinLace)."""
        return [s for s in self.subclass_of.get(cls, ()) if s != cls and cls in self.subclass_of.get(s, ())]

    def members_of(self, cls: str) -> list[str]:
        """The IRIs of an inferred class's members (`members`); none for any other class."""
        if self._by_class is None:
            by_class: dict[str, list[str]] = {}
            for entity, inferred in self.members.items():
                by_class.setdefault(inferred, []).append(entity)
            self._by_class = by_class
        return self._by_class.get(cls, [])

    def and_above(self, classes: Iterable[str]) -> list[str]:
        """The classes and those above each (`superclasses`), each once, in order."""
        return list(dict.fromkeys(s for c in classes for s in self.superclasses(c)))

    def classes_of(self, graph: GraphBackend, entities: Iterable[Term]) -> dict[Term, list[str]]:
        """Schema classes of each entity: its asserted rdf:types that are schema classes, else its
        inferred class; a literal's class is its datatype."""
        entities = list(dict.fromkeys(entities))
        named = [e for e in entities if isinstance(e, NamedNode)]
        asserted = graph.types(named) if named else {}
        out: dict[Term, list[str]] = {}
        for entity in entities:
            if isinstance(entity, Literal):
                out[entity] = [entity.datatype.value]
                continue
            types = [t.value for t in asserted.get(entity, []) if t.value in self.classes]
            inferred = self.members.get(entity.value) if isinstance(entity, NamedNode) else None
            out[entity] = types or ([inferred] if inferred else [])
        return out

    # ---- serialisation ----------------------------------------------------------------------
    def to_json(self) -> dict:
        """`classes` (iri, label, entities, inferred, datatype) and `edges` (subject_class,
        predicate, object_class, support, confidence), plus predicates, subclass_of and meta."""
        return {
            "classes": [asdict(c) for c in sorted(self.classes.values(), key=lambda c: c.iri)],
            "edges": [asdict(e) for e in self.edges],
            "predicates": self.predicates,
            "subclass_of": self.subclass_of,
            "meta": self.meta,
        }

    @classmethod
    def from_json(cls, data: dict, members: dict[str, str] | None = None) -> "SchemaGraph":
        try:
            classes = {c["iri"]: SchemaClass(**c) for c in data["classes"]}
            edges = [SchemaEdge(**e) for e in data["edges"]]
        except (KeyError, TypeError) as exc:
            raise SchemaError(f"not a schema graph document: {exc}") from None
        return cls(classes, edges, dict(data.get("predicates", {})), dict(data.get("subclass_of", {})),
                   members or {}, dict(data.get("meta", {})))

    def save(self, directory: str | Path, *, with_distances: bool = True) -> None:
        """Write schema.json, members.json.gz (inferred classes) and the distance matrices (.npy).
        Files are written under temporary names and renamed, so readers never see half a schema."""
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        if with_distances:
            for directed in (False, True):
                _atomic_write(directory / _matrix_name(directed), lambda f, d=directed: np.save(f, self.matrix(d)))
        members = json.dumps(self.members, separators=(",", ":")).encode()
        _atomic_write(directory / "members.json.gz", lambda f: f.write(gzip.compress(members, 6)))
        doc = dict(self.to_json(), format=FORMAT_VERSION, order=sorted(self.classes))
        _atomic_write(directory / "schema.json", lambda f: f.write(json.dumps(doc, ensure_ascii=False).encode()))

    @classmethod
    def load(cls, directory: str | Path) -> "SchemaGraph":
        directory = Path(directory)
        path = directory / "schema.json"
        if not path.is_file():
            raise SchemaError(f"no schema graph at {directory} (build one with `kgqa-sparql schema STORE`)")
        doc = json.loads(path.read_text(encoding="utf-8"))
        if doc.get("format") != FORMAT_VERSION:
            raise SchemaError(f"{path} has format {doc.get('format')!r}; this version reads {FORMAT_VERSION}")
        members_path = directory / "members.json.gz"
        members = json.loads(gzip.decompress(members_path.read_bytes())) if members_path.is_file() else {}
        schema = cls.from_json(doc, members)
        if doc.get("order") == sorted(schema.classes):
            for directed in (False, True):
                matrix_path = directory / _matrix_name(directed)
                if matrix_path.is_file():
                    schema._matrices[directed] = np.load(matrix_path)
        return schema

    def quads(self, graph: str = SCHEMA_GRAPH) -> Iterator[Quad]:
        """The schema as RDF: each class with rdfs:label and kgqa:entities, each edge both as a
        direct triple (class predicate class) and as a kgqa:SchemaEdge node with its statistics."""
        g = NamedNode(graph)
        entities, edge_type = NamedNode(KGQA + "entities"), NamedNode(KGQA + "SchemaEdge")
        for c in self.classes.values():
            node = NamedNode(c.iri)
            yield Quad(node, RDF_TYPE, NamedNode(RDFS + ("Datatype" if c.datatype else "Class")), g)
            if c.inferred:
                yield Quad(node, RDF_TYPE, NamedNode(KGQA + "InferredClass"), g)
            yield Quad(node, RDFS_LABEL, Literal(c.label), g)
            yield Quad(node, entities, Literal(str(c.entities), datatype=NamedNode(XSD + "integer")), g)
        for sub, supers in self.subclass_of.items():
            for sup in supers:
                yield Quad(NamedNode(sub), RDFS_SUBCLASS_OF, NamedNode(sup), g)
        for e in self.edges:
            s, p, o = NamedNode(e.subject_class), NamedNode(e.predicate), NamedNode(e.object_class)
            yield Quad(s, p, o, g)
            node = BlankNode()
            yield Quad(node, RDF_TYPE, edge_type, g)
            yield Quad(node, NamedNode(KGQA + "subjectClass"), s, g)
            yield Quad(node, NamedNode(KGQA + "predicate"), p, g)
            yield Quad(node, NamedNode(KGQA + "objectClass"), o, g)
            yield Quad(node, NamedNode(KGQA + "support"), Literal(str(e.support), datatype=NamedNode(XSD + "integer")), g)
            yield Quad(node, NamedNode(KGQA + "confidence"), Literal(repr(e.confidence), datatype=NamedNode(XSD + "double")), g)


def _matrix_name(directed: bool) -> str:
    return f"distances-{'directed' if directed else 'undirected'}.npy"


def _atomic_write(path: Path, write) -> None:
    tmp = path.with_name(f".{path.name}.tmp")
    with open(tmp, "wb") as f:
        write(f)
    tmp.replace(path)


# ---- statistics ---------------------------------------------------------------------------------
def is_meta_class(iri: str) -> bool:
    return iri.startswith(META_NAMESPACES)


def _rows(graph: GraphBackend, sparql: str) -> list[dict]:
    """SELECT rows; remote endpoints are paged with LIMIT/OFFSET so large results get through."""
    return list(graph.select_paged(sparql))


def _int(term) -> int:
    return int(term.value)


def predicate_counts(graph: GraphBackend) -> dict[str, int]:
    rows = _rows(graph, "SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p ORDER BY ?p")
    return {r["p"].value: _int(r["n"]) for r in rows}


def class_supports(graph: GraphBackend, superclasses: bool = False) -> dict[str, int]:
    """supp(t): entities typed with t (through rdfs:subClassOf* when `superclasses`)."""
    count = "COUNT(DISTINCT ?s)" if superclasses else "COUNT(*)"
    # Non-IRI types are dropped here, not by a FILTER(isIRI(?c)): a filter makes Oxigraph decode
    # every type IRI (a dictionary look-up per rdf:type triple), grouping does not.
    rows = _rows(graph, f"SELECT ?c ({count} AS ?n) WHERE {{ ?s {type_path(graph, superclasses)} ?c }} GROUP BY ?c ORDER BY ?c")
    return {r["c"].value: _int(r["n"]) for r in rows
            if isinstance(r["c"], NamedNode) and not is_meta_class(r["c"].value)}


def edge_counts(graph: GraphBackend, predicate: str | None = None, superclasses: bool = False) -> Counter:
    """cnt_p(t_d, t_r) for every (subject type, predicate, object type or literal datatype), by
    queries any SPARQL 1.1 endpoint evaluates well (the remote path, one predicate at a time).

    Two aggregate queries: objects with a type, and literal objects by DATATYPE. The inner
    sub-select makes Oxigraph hash-join the object types instead of evaluating a three-pattern
    join or an OPTIONAL row by row (measured in bench/schema.py: 4-10x faster). Non-relational
    predicates (rdf:type, labels, ...) are dropped here rather than by a FILTER in the scan.
    """
    types = type_path(graph, superclasses)
    triple = f"?s <{predicate}> ?o . BIND(<{predicate}> AS ?p)" if predicate else "?s ?p ?o ."
    distinct = "DISTINCT " if superclasses else ""  # a path may reach one superclass twice
    subjects = f"{{ SELECT {distinct}?s ?p ?o ?td WHERE {{ {triple} ?s {types} ?td }} }}"
    order = "ORDER BY ?p ?td ?tr"  # a stable order for paging through remote results
    typed = (f"SELECT ?p ?td ?tr (COUNT(*) AS ?n) WHERE {{ {{ SELECT {distinct}?s ?p ?o ?td ?tr WHERE {{ {subjects} "
             f"?o {types} ?tr }} }} }} GROUP BY ?p ?td ?tr {order}")
    literal = (f"SELECT ?p ?td ?tr (COUNT(*) AS ?n) WHERE {{ {{ SELECT {distinct}?s ?p ?o ?td ?tr WHERE {{ {triple} "
               f"?s {types} ?td . BIND(DATATYPE(?o) AS ?tr) }} }} }} GROUP BY ?p ?td ?tr {order}")
    counts: Counter = Counter()
    for sparql in (typed, literal):
        for r in _rows(graph, sparql):
            if "tr" in r and NamedNode(r["p"].value) not in NON_RELATIONAL:
                _add_edge_count(counts, r["td"].value, r["p"].value, r["tr"].value, _int(r["n"]))
    return counts


def _add_edge_count(counts: Counter, td: str, p: str, tr: str, n: int) -> None:
    """Count n triples under (td, p, tr) unless a modelling class (owl:Class, ...) is involved."""
    if not is_meta_class(td) and (not is_meta_class(tr) or tr in RDF_DATATYPES):
        counts[(td, p, tr)] += n


def local_edge_counts(graph: GraphBackend, predicates: Iterable[str] | Mapping[str, int],
                      superclasses: bool = False, workers: int | None = None) -> Counter:
    """The same counts as `edge_counts`, in one pass of Oxigraph over the triples of the given
    predicates (the embedded store's fast path; measured in bench/schema.py).

    The predicates are split into `workers` groups of about equal triple counts (when
    `predicates` maps them to counts), each aggregated by its own query on a thread: Oxigraph
    evaluates with the GIL released, so the groups use all cores. Each group also builds its own
    hash table of types, so memory grows with the workers; the default is
    min(STATISTICS_WORKERS, CPU count).
    """
    relational = [p for p in predicates if NamedNode(p) not in NON_RELATIONAL]
    weights = predicates if isinstance(predicates, Mapping) else {}
    groups = _balanced_groups(relational, weights, workers or min(STATISTICS_WORKERS, os.cpu_count() or 1))
    if len(groups) <= 1:
        return _edge_count_query(graph, relational, superclasses) if relational else Counter()
    counts: Counter = Counter()
    with ThreadPoolExecutor(len(groups), thread_name_prefix="kgqa-statistics") as pool:
        for part in pool.map(lambda group: _edge_count_query(graph, group, superclasses), groups):
            counts.update(part)
    return counts


def _balanced_groups(items: list[str], weights: Mapping[str, int], n: int) -> list[list[str]]:
    """At most n non-empty groups of about equal total weight (heaviest first, each to the
    lightest group so far)."""
    groups: list[list[str]] = [[] for _ in range(max(1, min(n, len(items))))]
    loads = [0] * len(groups)
    for item in sorted(items, key=lambda i: -weights.get(i, 1)):
        k = loads.index(min(loads))
        groups[k].append(item)
        loads[k] += weights.get(item, 1)
    return [g for g in groups if g]


def _edge_count_query(graph: GraphBackend, predicates: list[str], superclasses: bool) -> Counter:
    """One aggregate query over the triples of `predicates`.

    Why the query has this shape (Oxigraph 0.5, 1M-triple store, CPU seconds): every expression
    evaluated on an IRI (isLiteral, FILTER, COALESCE) decodes it from the store's dictionary,
    ~7 s per million, so no expression touches a type or an entity IRI. The predicates come as
    VALUES (non-relational ones such as labels never reach the joins). Subject and object
    types are sub-selects joined with OPTIONAL: Oxigraph evaluates those as hash left joins
    that always build the hash table on the type side (with a plain join its size estimates
    may pick the triples instead: 2x the memory with `superclasses`). DATATYPE(?o) is evaluated
    only where the subject has a type and the object none (BOUND does not decode): literals,
    plus untyped IRIs, which give an error, i.e. no datatype, as in `edge_counts`. Only the
    aggregated groups come back to Python; groups without a subject type are dropped there.
    """
    types = type_path(graph, superclasses)
    distinct = "DISTINCT " if superclasses else ""  # a path may reach one superclass twice
    values = " ".join(f"<{p}>" for p in predicates)
    sparql = (f"SELECT ?p ?td ?tr ?dt (COUNT(*) AS ?n) WHERE {{ "
              f"{{ SELECT ?p ?o ?td WHERE {{ {{ SELECT ?s ?p ?o WHERE {{ VALUES ?p {{ {values} }} ?s ?p ?o }} }} "
              f"OPTIONAL {{ SELECT {distinct}?s ?td WHERE {{ ?s {types} ?td }} }} }} }} "
              f"OPTIONAL {{ SELECT {distinct}?o ?tr WHERE {{ ?o {types} ?tr }} }} "
              f"BIND(IF(BOUND(?tr) || !BOUND(?td), ?unbound, DATATYPE(?o)) AS ?dt) }} GROUP BY ?p ?td ?tr ?dt")
    counts: Counter = Counter()
    for r in graph.select(sparql):
        tr = r.get("tr", r.get("dt"))
        if tr is not None and "td" in r:
            _add_edge_count(counts, r["td"].value, r["p"].value, tr.value, _int(r["n"]))
    return counts


def reified_edge_counts(graph: GraphBackend, superclasses: bool = False) -> Counter:
    """cnt_p(t_d, t_r) of the facts stated as reified statements (`rdf:subject` of type t_d,
    `rdf:predicate` p, `rdf:object` of type t_r): a catalogue's attributions, which the search
    and the path SPARQL read as facts (`graph.counterparts`), so that a query graph may use them."""
    if not graph.has_triples(RDF_PREDICATE):
        return Counter()
    types = type_path(graph, superclasses)
    distinct = "DISTINCT " if superclasses else ""
    rows = _rows(graph, f"SELECT ?p ?td ?tr (COUNT(*) AS ?n) WHERE {{ {{ SELECT {distinct}?st ?p ?td ?tr WHERE {{ "
                        f"?st <{RDF_SUBJECT.value}> ?s ; <{RDF_PREDICATE.value}> ?p ; <{RDF_OBJECT.value}> ?o . "
                        f"?s {types} ?td . ?o {types} ?tr }} }} FILTER(isIRI(?p)) }} GROUP BY ?p ?td ?tr")
    return Counter({(r["td"].value, r["p"].value, r["tr"].value): _int(r["n"]) for r in rows})


def listed_edge_counts(graph: GraphBackend, listed: Iterable[NamedNode], superclasses: bool = False,
                       size: int = 0) -> Counter:
    """cnt_p(t_d, t_r) of the links from things to the members of the RDF lists (or containers of
    at most `size` members) they hold along `listed` predicates (a route's `stops` to its inns),
    read as facts (`graph.counterparts`)."""
    values = " ".join(f"<{p.value}>" for p in listed)
    if not values:
        return Counter()
    types = type_path(graph, superclasses)
    distinct = "DISTINCT " if superclasses else ""
    rows = _rows(graph, f"SELECT ?p ?td ?tr (COUNT(*) AS ?n) WHERE {{ {{ SELECT {distinct}?s ?p ?o ?td ?tr WHERE {{ "
                        f"VALUES ?p {{ {values} }} ?s ?p ?l . ?l {members_path(size)} ?o . ?s {types} ?td . "
                        f"OPTIONAL {{ ?o {types} ?t }} "
                        f"BIND(COALESCE(?t, IF(isLiteral(?o), DATATYPE(?o), ?none)) AS ?tr) "
                        f"FILTER(BOUND(?tr)) }} }} }} GROUP BY ?p ?td ?tr")
    return Counter({(r["td"].value, r["p"].value, r["tr"].value): _int(r["n"]) for r in rows})


def _members_for_lists(graph: GraphBackend, counts: Counter, superclasses: bool) -> None:
    """Replace, in `counts`, the links into RDF list cells by links to the lists' members."""
    size = container_size(graph)
    listed = listed_predicates(graph, size)
    if not listed:
        return
    cells = {p.value for p in listed} | {p.value for p in cell_predicates(size)}
    for key in [k for k in counts if k[1] in cells]:
        del counts[key]
    for (td, p, tr), n in listed_edge_counts(graph, listed, superclasses, size).items():
        _add_edge_count(counts, td, p, tr, n)


def keyed_edge_counts(graph: GraphBackend, relations: Mapping[NamedNode, Keyed], superclasses: bool = False) -> Counter:
    """cnt_p(t_d, t_r) of the keys of key/value nodes (`graph.keyed`: a bar's 'cacao content'),
    read as relations from the things holding the nodes to the values."""
    types = type_path(graph, superclasses)
    distinct = "DISTINCT " if superclasses else ""
    counts: Counter = Counter()
    for iri, keyed in relations.items():
        rows = _rows(graph, f"SELECT ?td ?tr (COUNT(*) AS ?n) WHERE {{ {{ SELECT {distinct}?s ?o ?td ?tr WHERE {{ "
                            f"{keyed.pattern('?s', '?o', True)} ?s {types} ?td . OPTIONAL {{ ?o {types} ?t }} "
                            f"BIND(COALESCE(?t, IF(isLiteral(?o), DATATYPE(?o), ?none)) AS ?tr) "
                            f"FILTER(BOUND(?tr)) }} }} }} GROUP BY ?td ?tr")
        counts.update({(r["td"].value, iri.value, r["tr"].value): _int(r["n"]) for r in rows})
    return counts


def _values_for_keys(graph: GraphBackend, counts: Counter, predicates: dict[str, int], superclasses: bool) -> None:
    """Replace, in `counts`, the links into key/value nodes by the keys' relations to the values
    (and count those relations' facts among the `predicates`)."""
    relations = keyed_relations(graph)
    if not relations:
        return
    holders = {k.holder.value for k in relations.values() if not k.inward}  # an observation is a record too
    for key in [k for k in counts if k[1] in holders]:
        del counts[key]
    for (td, p, tr), n in keyed_edge_counts(graph, relations, superclasses).items():
        _add_edge_count(counts, td, p, tr, n)
        predicates[p] = predicates.get(p, 0) + n


def subclass_statements(graph: GraphBackend) -> dict[str, list[str]]:
    rows = _rows(graph, f"SELECT ?a ?b WHERE {{ ?a {subclass_path(graph)} ?b . FILTER(isIRI(?a) && isIRI(?b)) }}")
    out: dict[str, list[str]] = defaultdict(list)
    for r in rows:
        if r["a"] != r["b"]:
            out[r["a"].value].append(r["b"].value)
    return {k: sorted(v) for k, v in sorted(out.items())}


def build_schema(graph: GraphBackend, *, min_support: int = 1, min_confidence: float = 0.0,
                 infer: bool | None = None, superclasses: bool = False, progress: bool = False,
                 names: Names | None = None) -> SchemaGraph:
    """Compute the schema graph of `graph` (class labels from `names`, default: the default naming).

    min_support / min_confidence: keep an edge when its triple count and count / entities of the
    subject class reach them. infer: classes for untyped entities from their predicate roles
    (None: only when no entity carries an rdf:type). superclasses: count each entity and triple
    under every rdfs:subClassOf ancestor of its types as well.
    """
    if min_support < 1 or not 0.0 <= min_confidence <= 1.0:
        raise SchemaError("min_support must be >= 1 and min_confidence within [0, 1]")
    predicates = predicate_counts(graph)
    supports = class_supports(graph, superclasses)
    if infer is None:
        infer = not supports
    blank = graph.capabilities.local  # a remote endpoint's blank node labels change per query
    if infer:
        inferred = infer_classes(graph, progress=progress, blank=blank)
        supports, counts, members = inferred.supports, inferred.counts, inferred.members
        labels = inferred.labels
    else:
        counts = _typed_edge_counts(graph, predicates, superclasses, progress)
        untyped = infer_untyped(graph, type_path(graph, superclasses), blank=blank)
        for (td, p, tr), n in untyped.counts.items():
            _add_edge_count(counts, td, p, tr, n)
        members, labels = untyped.members, dict(untyped.labels)
        untyped_supports, untyped_counts, object_labels = untyped_objects(graph, predicates, counts, superclasses)
        supports = {**supports, **untyped.supports, **untyped_supports}
        labels.update(object_labels)
        counts.update(untyped_counts)
        for (td, p, tr), n in reified_edge_counts(graph, superclasses).items():
            _add_edge_count(counts, td, p, tr, n)
            predicates[p] = predicates.get(p, 0) + n
        _members_for_lists(graph, counts, superclasses)
        _values_for_keys(graph, counts, predicates, superclasses)
    schema = SchemaGraph(predicates=predicates, subclass_of=subclass_statements(graph), members=members,
                         meta={"min_support": min_support, "min_confidence": min_confidence,
                               "superclasses": superclasses, "inferred": bool(infer),
                               "triples": sum(predicates.values())})
    _fill(schema, names or Names(graph), supports, counts, labels, bool(infer), min_support, min_confidence)
    for iri in labels if not infer else ():
        schema.classes[iri].inferred = True  # no entity is typed with it (`untyped_objects`)
    return schema


def untyped_objects(graph: GraphBackend, predicates: Mapping[str, int], counts: Counter,
                    superclasses: bool = False) -> tuple[dict[str, int], Counter, dict[str, str]]:
    """In a typed KG, the predicates whose objects carry no rdf:type (licences as bare SPDX IRIs,
    links to another dataset's resources, FHIR's blank `fhir:Patient.birthDate [ fhir:value ... ]`;
    not RDF lists) have no edge between classes, so a query graph could not use them. Each gets a
    class standing for its untyped objects, named like the predicate
    ('license'): (its supports, the edges from the subjects' types, its labels). Only predicates
    with no edge at all are asked about (one small aggregate each)."""
    linked = {p for _, p, o in counts if not o.startswith(UNTYPED_OBJECTS_NS)}  # (`infer_untyped` makes some)
    types = type_path(graph, superclasses)
    supports: dict[str, int] = {}
    edges: Counter = Counter()
    labels: dict[str, str] = {}
    for p in sorted(predicates):
        if p in linked or NamedNode(p) in NON_RELATIONAL:
            continue
        cls = untyped_objects_class(p)
        rows = _rows(graph, f"SELECT ?td (COUNT(*) AS ?n) (COUNT(DISTINCT ?o) AS ?m) WHERE {{ ?s <{p}> ?o . "
                            f"FILTER(isIRI(?o) || isBlank(?o)) FILTER NOT EXISTS {{ ?o {types} ?any }} "
                            f"FILTER NOT EXISTS {{ ?o <{RDF}first> ?item }} ?s {types} ?td }} "
                            f"GROUP BY ?td ORDER BY ?td")
        for r in rows:
            if "td" in r and isinstance(r["td"], NamedNode) and not is_meta_class(r["td"].value):
                edges[(r["td"].value, p, cls)] += _int(r["n"])
                supports[cls] = max(supports.get(cls, 0), _int(r["m"]))
                labels[cls] = identifier_words(local_name(p))
    return supports, edges, labels


def _typed_edge_counts(graph: GraphBackend, predicates: dict[str, int], superclasses: bool,
                       progress: bool) -> Counter:
    """One aggregate query on the embedded store; one per predicate on a remote endpoint (so a
    timeout or result limit hits one small query, not the whole scan)."""
    if graph.capabilities.local:
        return local_edge_counts(graph, predicates, superclasses)
    from tqdm import tqdm

    counts: Counter = Counter()
    relational = [p for p in predicates if NamedNode(p) not in NON_RELATIONAL]
    for p in tqdm(relational, desc="schema statistics", unit="predicate", disable=not progress):
        counts.update(edge_counts(graph, p, superclasses))
    return counts


def _fill(schema: SchemaGraph, names: Names, supports: dict[str, int], counts: Counter,
          labels: dict[str, str], inferred: bool, min_support: int, min_confidence: float) -> None:
    """Classes with labels, and edges passing the thresholds (confidence over subject support)."""
    datatype_uses: Counter = Counter()
    for (td, p, tr), n in counts.items():
        if tr not in supports:
            datatype_uses[tr] += n
    store_labels = {t.value: label for t, label in names.labels([NamedNode(c) for c in supports if c not in labels]).items()}
    for iri, n in supports.items():
        label = labels.get(iri) or store_labels.get(iri) or identifier_words(local_name(iri))
        schema.classes[iri] = SchemaClass(iri, label, n, inferred=inferred)
    for iri, n in datatype_uses.items():
        schema.classes[iri] = SchemaClass(iri, datatype_label(iri), n, datatype=True)
    for (td, p, tr), n in sorted(counts.items()):
        if td not in supports:
            continue
        confidence = n / supports[td] if supports[td] else 0.0
        if n >= min_support and confidence >= min_confidence:
            schema.edges.append(SchemaEdge(td, p, tr, n, confidence))


def datatype_label(iri: str) -> str:
    for ns, prefix in ((XSD, "xsd:"), (RDF, "rdf:")):
        if iri.startswith(ns):
            return prefix + iri[len(ns):]
    return local_name(iri)


# ---- store integration --------------------------------------------------------------------------
def write_graph(graph: GraphBackend, schema: SchemaGraph, name: str = SCHEMA_GRAPH) -> None:
    """Replace the named graph `name` of an embedded store by the schema's RDF."""
    graph.replace_graph(NamedNode(name), schema.quads(name))


def load_or_build(graph: GraphBackend, directory: Path | None, names: Names | None = None, **options) -> SchemaGraph:
    """The schema persisted in `directory` when it matches the store's current data and was built
    by these rules (`SCHEMA_RULES`), else a fresh build (persisted in `directory`, and written into
    the schema named graph of embedded stores)."""
    if directory is not None and not options and (directory / "schema.json").is_file():
        schema = SchemaGraph.load(directory)
        if schema.meta.get("data_quads") == graph.data_quads() and schema.meta.get("rules", 1) == SCHEMA_RULES:
            return schema
    return rebuild(graph, directory, names, **options)


def rebuild(graph: GraphBackend, directory: Path | None, names: Names | None = None, **options) -> SchemaGraph:
    schema = build_schema(graph, names=names, **options)
    if not graph.capabilities.local:
        return schema
    if graph.capabilities.writable:
        write_graph(graph, schema)
    schema.meta["data_quads"] = graph.data_quads()
    schema.meta["rules"] = SCHEMA_RULES
    if directory is not None and graph.capabilities.writable:
        schema.save(directory)
    return schema


# ---- SPARQL function ----------------------------------------------------------------------------
def register_schema_functions(graph: GraphBackend, schema_of: Callable[[], SchemaGraph | None]) -> None:
    """Register kgqa:schemaDistance(classA, classB [, "directed"]) on the embedded store.
    `schema_of` resolves the schema on the first call, not at registration (the KG facade passes
    one that holds it weakly: the store must not keep its owner, and its lock, alive)."""

    def schema_distance(a, b, mode=None):
        schema = schema_of()
        if schema is None or not isinstance(a, NamedNode) or not isinstance(b, NamedNode):
            return None
        directed = isinstance(mode, Literal) and mode.value.lower() == "directed"
        d = schema.distance(a.value, b.value, directed=directed)
        return None if math.isinf(d) else Literal(str(int(d)), datatype=NamedNode(XSD + "integer"))

    graph.register_function(SCHEMA_DISTANCE, schema_distance)


__all__ = ["SchemaClass", "SchemaEdge", "SchemaGraph", "SchemaError", "build_schema", "register_schema_functions",
           "SCHEMA_GRAPH", "SCHEMA_DISTANCE", "load_or_build", "rebuild", "write_graph"]
