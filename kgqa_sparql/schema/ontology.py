"""Declared schemas (OWL / RDFS: rdfs:domain, rdfs:range, rdfs:subClassOf) and where the data's
schema graph disagrees with them.

    declared = read_ontology("univ-bench.owl")
    for d in disagreements(schema, declared): print(d.kind, d.predicate, d.detail)

An edge (c, p, c') agrees with a declaration of p when c is a (transitive, reflexive) subclass
of one of p's declared domains and c' of one of its ranges. rdfs:Literal as range accepts any
datatype; a literal datatype never satisfies a class range and vice versa. Class hierarchies
come from rdfs:subClassOf and the named members of owl:intersectionOf definitions; no other
OWL reasoning is done (LUBM's teachingAssistantOf, whose domain *defines* TeachingAssistant,
is reported for graduate students that are not typed as such).
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

from pyoxigraph import RdfFormat, Store

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.schema.schema_graph import SchemaGraph
from kgqa_sparql.vocab import OWL, RDF, RDFS

RDFS_LITERAL = RDFS + "Literal"
_TOP = {OWL + "Thing", RDFS + "Resource"}


class OntologyError(KgqaError):
    """An ontology file could not be read."""


@dataclass
class Ontology:
    """Declared domains, ranges and direct superclasses (IRIs only; class expressions are skipped)."""

    domains: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    ranges: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    superclasses: dict[str, set[str]] = field(default_factory=lambda: defaultdict(set))
    object_properties: set[str] = field(default_factory=set)
    datatype_properties: set[str] = field(default_factory=set)

    def ancestors(self, cls: str) -> set[str]:
        """cls and all its superclasses (transitively)."""
        seen, todo = {cls}, [cls]
        while todo:
            for sup in self.superclasses.get(todo.pop(), ()):
                if sup not in seen:
                    seen.add(sup)
                    todo.append(sup)
        return seen


@dataclass(frozen=True)
class Disagreement:
    """`kind`: "domain" or "range" (an edge outside the declaration), or "unused" (a declared
    property with domain and range that no schema edge uses)."""

    kind: str
    predicate: str
    subject_class: str | None
    object_class: str | None
    detail: str


def read_ontology(*paths: str | Path) -> Ontology:
    """Read OWL/RDFS files (RDF/XML, Turtle, ... by extension; `.owl` is RDF/XML)."""
    store = Store()
    for path in map(Path, paths):
        if not path.is_file():
            raise OntologyError(f"no such ontology file: {path}")
        suffix = path.suffix.lstrip(".").lower()
        fmt = RdfFormat.RDF_XML if suffix in ("owl", "rdf", "xml") else RdfFormat.from_extension(suffix)
        if fmt is None:
            raise OntologyError(f"{path}: unknown RDF format (use .owl, .rdf, .ttl, .nt, ...)")
        try:
            store.load(path=str(path), format=fmt)
        except (SyntaxError, ValueError) as exc:
            raise OntologyError(f"{path}: {exc}") from None
    return ontology_from_store(store)


def ontology_from_store(store) -> Ontology:
    """Declarations from any store-like object with a SPARQL `query` method (pyoxigraph Store)."""
    onto = Ontology()
    query = lambda q: store.query(q)  # noqa: E731
    for p, d in query(f"SELECT ?p ?d WHERE {{ ?p <{RDFS}domain> ?d FILTER(isIRI(?d)) }}"):
        onto.domains[p.value].add(d.value)
    for p, r in query(f"SELECT ?p ?r WHERE {{ ?p <{RDFS}range> ?r FILTER(isIRI(?r)) }}"):
        onto.ranges[p.value].add(r.value)
    # Named superclasses: rdfs:subClassOf, and the named members of an owl:intersectionOf that
    # the class equals or is a subclass of (LUBM: Student = Person and (takesCourse some Course)).
    members = f"(<{OWL}intersectionOf>|<{OWL}equivalentClass>/<{OWL}intersectionOf>|<{RDFS}subClassOf>/<{OWL}intersectionOf>)"
    for a, b in query(f"SELECT DISTINCT ?a ?b WHERE {{ {{ ?a <{RDFS}subClassOf> ?b }} UNION {{ ?a {members}/"
                      f"<{RDF}rest>*/<{RDF}first> ?b }} FILTER(isIRI(?a) && isIRI(?b) && ?a != ?b) }}"):
        onto.superclasses[a.value].add(b.value)
    for (p,) in query(f"SELECT ?p WHERE {{ ?p a <{OWL}ObjectProperty> FILTER(isIRI(?p)) }}"):
        onto.object_properties.add(p.value)
    for (p,) in query(f"SELECT ?p WHERE {{ ?p a <{OWL}DatatypeProperty> FILTER(isIRI(?p)) }}"):
        onto.datatype_properties.add(p.value)
    return onto


def _accepts(schema: SchemaGraph, onto: Ontology, declared: set[str], cls: str) -> bool:
    if declared & _TOP:
        return True
    if schema.classes.get(cls) is not None and schema.classes[cls].datatype:
        return RDFS_LITERAL in declared or cls in declared
    return bool(onto.ancestors(cls) & declared)


def disagreements(schema: SchemaGraph, onto: Ontology) -> list[Disagreement]:
    """Edges whose classes fall outside the declared domain/range, and declared properties
    (with both domain and range) that the data never uses between typed entities."""
    hierarchy = Ontology(superclasses=defaultdict(set, {c: set(s) for c, s in onto.superclasses.items()}))
    for sub, supers in schema.subclass_of.items():  # subClassOf statements that live in the data
        hierarchy.superclasses[sub].update(supers)
    onto = Ontology(onto.domains, onto.ranges, hierarchy.superclasses, onto.object_properties, onto.datatype_properties)
    found: list[Disagreement] = []
    used: set[str] = set()
    for e in schema.edges:
        used.add(e.predicate)
        for kind, declared, cls in (("domain", onto.domains.get(e.predicate), e.subject_class),
                                    ("range", onto.ranges.get(e.predicate), e.object_class)):
            if declared and not _accepts(schema, onto, declared, cls):
                found.append(Disagreement(kind, e.predicate, e.subject_class, e.object_class,
                                          f"{cls} is not within the declared {kind} {', '.join(sorted(declared))} "
                                          f"({e.support} triples)"))
    for p in sorted(set(onto.domains) & set(onto.ranges) - used):
        found.append(Disagreement("unused", p, None, None, "declared with domain and range but used by no typed triple"))
    return found


__all__ = ["Ontology", "Disagreement", "OntologyError", "read_ontology", "ontology_from_store", "disagreements"]
