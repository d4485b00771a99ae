"""Graph access for the algorithms: the one interface both backends (embedded, remote) implement.

Everything the search algorithms need from a KG is here, batched: labels and types of many terms,
one-hop expansion of many frontier entities, and relation-path execution.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Callable, Iterable, Iterator, Literal, NamedTuple, Protocol, Sequence, Union

from pyoxigraph import BlankNode, Literal as RdfLiteral, NamedNode, Quad, QueryBoolean, QuerySolutions, QueryTriples

from kgqa_sparql.errors import QuerySyntaxError
from kgqa_sparql.vocab import (NON_RELATIONAL, OWL, RDF_TYPE, SKOS, SKOS_IN_SCHEME, RDFS_LABEL, RDFS_SUBCLASS_OF,
                               WDT_INSTANCE_OF, WDT_SUBCLASS_OF, WIKIBASE_DIRECT_CLAIM)

Term = Union[NamedNode, BlankNode, RdfLiteral]
Node = Union[NamedNode, BlankNode]
Direction = Literal["out", "in", "both"]
QueryResult = Union[QuerySolutions, QueryBoolean, QueryTriples]


class Edge(NamedTuple):
    """One KG triple seen from `source`: forward means source -predicate-> target in the KG.

    A named tuple rather than a frozen dataclass: expansions create thousands per call, and a
    frozen dataclass costs three times as much to construct."""

    source: Term
    predicate: NamedNode
    target: Term
    forward: bool = True

    @property
    def triple(self) -> tuple[Term, NamedNode, Term]:
        return (self.source, self.predicate, self.target) if self.forward else (self.target, self.predicate, self.source)


@dataclass(frozen=True, slots=True)
class Step:
    """One hop of a relation path: follow `predicate` forward (s -> o) or backward (o -> s)."""

    predicate: NamedNode
    forward: bool = True


@dataclass
class Expansion:
    """Result of a batched one-hop expansion.

    `counts[(entity, predicate, forward)]` is the full number of neighbours through that relation,
    even where `edges` holds only the first `max_per_relation` of them (`truncated` lists those keys).
    """

    edges: list[Edge] = field(default_factory=list)
    counts: Counter = field(default_factory=Counter)
    truncated: set[tuple[Term, NamedNode, bool]] = field(default_factory=set)

    def by_source(self) -> dict[Term, list[Edge]]:
        out: dict[Term, list[Edge]] = {}
        for edge in self.edges:
            out.setdefault(edge.source, []).append(edge)
        return out


@dataclass(frozen=True)
class Capabilities:
    """What a backend can do beyond reading, so callers ask instead of checking its class."""

    #: Quads live in this process: custom SPARQL functions, quad scans and the toolkit's own
    #: named graphs (the schema graph) are available.
    local: bool
    #: Files can be loaded and SPARQL updates run.
    writable: bool


class GraphBackend(Protocol):
    """What the layers above may ask of a knowledge graph, local or remote."""

    capabilities: Capabilities

    def query(self, sparql: str, **options) -> QueryResult: ...

    def query_bytes(self, sparql: str, media_type: str, **options) -> bytes: ...

    def select(self, sparql: str) -> list[dict[str, Term]]: ...

    def select_paged(self, sparql: str) -> Iterator[dict[str, Term]]: ...

    def update(self, sparql: str, **options) -> None: ...

    def register_function(self, iri: str | NamedNode, fn: Callable) -> None: ...

    def types(self, terms: Iterable[Term]) -> dict[Term, list[NamedNode]]: ...

    def type_predicates(self) -> tuple[NamedNode, ...]: ...

    def subclass_predicates(self) -> tuple[NamedNode, ...]: ...

    def has_triples(self, predicate: NamedNode) -> bool: ...

    def expand(
        self, entities: Iterable[Term], direction: Direction = "both", max_per_relation: int | None = None
    ) -> Expansion: ...

    def neighbours(self, nodes: list[Term], step: Step) -> dict[Term, list[Term]]: ...

    def follow(self, starts: Iterable[Term], path: Sequence[Step], *, revisit: bool = False) -> Counter: ...

    def data_quads(self) -> int: ...

    def replace_graph(self, graph: NamedNode, quads: Iterable[Quad]) -> None: ...

    def close(self) -> None: ...


class Typing(NamedTuple):
    """The predicates that type a KG's entities and that relate its classes to superclasses."""

    instance: tuple[NamedNode, ...]
    subclass: tuple[NamedNode, ...]

    @property
    def non_relational(self) -> frozenset[NamedNode]:
        """`vocab.NON_RELATIONAL` and these: never expanded as relations (a path through a
        Wikibase's 'instance of' would relate every cocktail to every other)."""
        return NON_RELATIONAL | set(self.instance) | set(self.subclass)

    @property
    def non_relational_sparql(self) -> str:
        """`non_relational` as a SPARQL `NOT IN` list."""
        return ", ".join(f"<{p.value}>" for p in sorted(self.non_relational, key=lambda n: n.value))


#: Two named classes with the same members: each is the other's superclass (`subclass_path` reads it both ways).
OWL_EQUIVALENT_CLASS = NamedNode(OWL + "equivalentClass")


def typing_of(graph: "GraphBackend") -> Typing:
    """rdf:type and rdfs:subClassOf, with owl:equivalentClass where it joins two named classes
    (two vocabularies merged: Kloskant = BobbinLace); Wikidata's 'instance of' (wdt:P31) and
    'subclass of' (wdt:P279) when the KG uses P31, as Wikidata-style KGs do instead of rdf:type;
    in any other Wikibase, the direct claims of the properties labelled so (its own P-numbers); and
    in any KG, the predicates labelled so themselves (a wiki export's `prop/P3` "instance of"); and
    skos:inScheme where the concepts fall into two or more concept schemes, each into one, and are
    typed nothing but skos:Concept (a thesaurus types every species, mineral class and locality so:
    its scheme says which kind each is; GeoNames' codes are gn:Codes, in schemes of feature
    classes; a micro-thesaurus holding some of a thesaurus's concepts is no kind of them)."""
    instance, subclass = [RDF_TYPE], [RDFS_SUBCLASS_OF]
    if graph.has_triples(OWL_EQUIVALENT_CLASS) and graph.select(
            f"SELECT ?a WHERE {{ ?a <{OWL_EQUIVALENT_CLASS.value}> ?b FILTER(isIRI(?a) && isIRI(?b)) }} LIMIT 1"):
        subclass.append(OWL_EQUIVALENT_CLASS)
    if graph.has_triples(WDT_INSTANCE_OF):
        instance.append(WDT_INSTANCE_OF)
        subclass.append(WDT_SUBCLASS_OF)
    if graph.has_triples(WIKIBASE_DIRECT_CLAIM):
        for predicates, label in ((instance, "instance of"), (subclass, "subclass of")):
            rows = graph.select(f"SELECT DISTINCT ?p WHERE {{ ?property <{WIKIBASE_DIRECT_CLAIM.value}> ?p ; "
                                f"<{RDFS_LABEL.value}> ?label FILTER(LCASE(STR(?label)) = \"{label}\") "
                                "FILTER EXISTS { ?s ?p ?o } }")
            predicates += sorted({r["p"] for r in rows if isinstance(r.get("p"), NamedNode)} - set(predicates),
                                 key=lambda p: p.value)
    schemes = f"SELECT DISTINCT ?s WHERE {{ ?c <{SKOS_IN_SCHEME.value}> ?s FILTER(isIRI(?s)) }} LIMIT 2"
    typed = f"SELECT ?c WHERE {{ ?c <{SKOS_IN_SCHEME.value}> ?s ; a ?t FILTER(?t != <{SKOS}Concept>) }} LIMIT 1"
    shared = f"SELECT ?c WHERE {{ ?c <{SKOS_IN_SCHEME.value}> ?s, ?o FILTER(?s != ?o) }} LIMIT 1"
    if (graph.has_triples(SKOS_IN_SCHEME) and len(graph.select(schemes)) > 1 and not graph.select(typed)
            and not graph.select(shared)):
        instance.append(SKOS_IN_SCHEME)
    for predicates, label in ((instance, "instance of"), (subclass, "subclass of")):
        rows = graph.select(f"SELECT DISTINCT ?p WHERE {{ ?p <{RDFS_LABEL.value}>|<{SKOS}prefLabel> ?label "
                            f"FILTER(LCASE(STR(?label)) = \"{label}\" && isIRI(?p)) FILTER EXISTS {{ ?s ?p ?o }} }}")
        predicates += sorted({r["p"] for r in rows if isinstance(r.get("p"), NamedNode)} - set(predicates),
                             key=lambda p: p.value)
    return Typing(tuple(instance), tuple(subclass))


class TypingOnce:
    """`type_predicates` and `subclass_predicates` of a backend, read from its data once
    (`typing_of`); a backend whose data changes sets `_typing` back to None."""

    _typing: Typing | None = None

    def type_predicates(self) -> tuple[NamedNode, ...]:
        """The predicates that type entities."""
        return self._typing_now().instance

    def subclass_predicates(self) -> tuple[NamedNode, ...]:
        """The predicates from a class to its superclasses."""
        return self._typing_now().subclass

    def _typing_now(self) -> Typing:
        if self._typing is None:
            self._typing = typing_of(self)
        return self._typing


def used_predicates(graph: "GraphBackend", predicates: Iterable[str]) -> set[str]:
    """Those of `predicates` (IRIs) the KG uses in some triple (one query)."""
    values = " ".join(f"<{p}>" for p in sorted(set(predicates)))
    if not values:
        return set()
    rows = graph.select(f"SELECT DISTINCT ?p WHERE {{ VALUES ?p {{ {values} }} ?s ?p ?o }}")
    return {r["p"].value for r in rows if "p" in r}


def type_path(graph: "GraphBackend", superclasses: bool = False) -> str:
    """The SPARQL property path from an entity to its classes (`graph.type_predicates()`), and
    through their superclasses too (`subclass_path`*)."""
    predicates = graph.type_predicates()
    step = "a" if predicates == (RDF_TYPE,) else "(" + "|".join(f"<{p.value}>" for p in predicates) + ")"
    return f"{step}/{subclass_path(graph)}*" if superclasses else step


def subclass_path(graph: "GraphBackend") -> str:
    """The SPARQL property path from a class to a direct superclass (`graph.subclass_predicates()`)."""
    predicates = graph.subclass_predicates()
    if len(predicates) == 1:
        return f"<{predicates[0].value}>"
    return "(" + "|".join(f"<{p.value}>|^<{p.value}>" if p == OWL_EQUIVALENT_CLASS else f"<{p.value}>"
                          for p in predicates) + ")"


def solution_rows(result: QueryResult) -> list[dict[str, Term]]:
    """The rows of a SELECT result as dicts of the bound variables."""
    if not isinstance(result, QuerySolutions):
        raise QuerySyntaxError("expected a SELECT query")
    names = [v.value for v in result.variables]
    return [{n: row[n] for n in names if row[n] is not None} for row in result]


def walk_path(step_fn, starts: Iterable[Term], path: Sequence[Step], revisit: bool) -> Counter:
    """Run a relation path hop by hop; the result counts the walks that reach each end term.

    `step_fn(frontier, step) -> {node: [neighbours]}` does one batched hop. Without `revisit`, an
    entity reached at an earlier hop (or a start) is dropped from later frontiers, which is how
    MetaQA-style multi-hop answers are defined ("other movies by the same director").
    """
    frontier: Counter = Counter(starts)
    visited = set(frontier)
    for step in path:
        nxt: Counter = Counter()
        for node, neighbours in step_fn(list(frontier), step).items():
            walks = frontier[node]
            for target in neighbours:
                if revisit or target not in visited:
                    nxt[target] += walks
        if not revisit:
            visited.update(nxt)
        frontier = nxt
        if not frontier:
            break
    return frontier
