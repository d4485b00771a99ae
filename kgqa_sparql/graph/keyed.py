"""Facts written as a named value on a node of their own: schema.org's `additionalProperty` /
`amenityFeature` (a `PropertyValue` with `schema:name` "cacao content" and `schema:value` 72, a
`LocationFeatureSpecification` "Pool" with value true), `rdf:value` beside an `rdfs:label`; and
observations that point to the thing themselves, naming what they measure by a thing of its own
(SOSA: an observation's `hasFeatureOfInterest` the geyser, `observedProperty` "eruption height",
`hasSimpleResult` 30). The relation is the key, not the predicate that holds the node ('additional
property', 'feature of interest' say nothing): each (predicate, key) is read as a relation of its
own, named by the key, from the thing to the value (`Keyed`). Its IRI is made up
(`urn:kgqa:keyed:…/cacao%20content`, so its name is the key); the path SPARQL writes the node out
(`pattern`), nothing is written to the data. An observation is also a record of its own (its time,
its sensor), walked as any other thing.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from urllib.parse import quote

from pyoxigraph import Literal, NamedNode

from kgqa_sparql.graph.backend import Edge, Term
from kgqa_sparql.vocab import RDF, RDFS, SCHEMA_ORG, SKOS, local_name
from kgqa_sparql.words import identifier_words

_SCHEMAS = (SCHEMA_ORG, "https://schema.org/")
#: What names the key of a key/value node, and what holds its value.
KEY_PREDICATES = tuple(NamedNode(p) for p in (*(s + "name" for s in _SCHEMAS), *(s + "propertyID" for s in _SCHEMAS),
                                              RDFS + "label", SKOS + "prefLabel"))
VALUE_PREDICATES = tuple(NamedNode(p) for p in (*(s + "value" for s in _SCHEMAS), RDF + "value"))
_SOSA = "http://www.w3.org/ns/sosa/"
#: Observations naming what they measure by a thing: (node -> thing, node -> key, node -> value).
OBSERVATIONS = ((NamedNode(_SOSA + "hasFeatureOfInterest"), NamedNode(_SOSA + "observedProperty"),
                 NamedNode(_SOSA + "hasSimpleResult")),)
#: Namespace of the relations made up for keys.
KEYED_NS = "urn:kgqa:keyed:"
#: Most keys one predicate may hold for it to be read as keyed (beyond, the keys are data, not relations).
MAX_KEYS = 200


@dataclass(frozen=True)
class Keyed:
    """The relation `key` read through `holder` (thing -> node), `key_predicate` (node -> key)
    and `value_predicate` (node -> value)."""

    holder: NamedNode
    key_predicate: NamedNode
    key: Literal | NamedNode
    value_predicate: NamedNode
    #: The node points to the thing (`holder`: node -> thing), as an observation to what it observes.
    inward: bool = False
    #: The key's name, when the key is a thing (its label).
    name: str = ""

    @property
    def iri(self) -> NamedNode:
        parts = (self.holder.value, self.key_predicate.value, str(self.key), self.value_predicate.value)
        digest = hashlib.sha1(" ".join(parts + (("inward",) if self.inward else ())).encode()).hexdigest()[:10]
        return NamedNode(f"{KEYED_NS}{digest}/{quote(self.name or self.key.value, safe='')}")

    def pattern(self, subject: str, obj: str, forward: bool) -> str:
        """One hop from `subject` to `obj` through the key/value node (`forward`: thing to value)."""
        thing, value = (subject, obj) if forward else (obj, subject)
        if self.inward:
            return (f"[ <{self.holder.value}> {thing} ; <{self.key_predicate.value}> {self.key} ; "
                    f"<{self.value_predicate.value}> {value} ] .")
        return (f"{thing} <{self.holder.value}> [ <{self.key_predicate.value}> {self.key} ; "
                f"<{self.value_predicate.value}> {value} ] .")


def keyed_relations(backend) -> dict[NamedNode, Keyed]:
    """The made-up IRI of each key -> its `Keyed`, for the predicates whose every value is a node
    with a key (`KEY_PREDICATES`, a literal) and a value (`VALUE_PREDICATES`), and for the things
    observations measure (`OBSERVATIONS`)."""
    return {**_key_value_relations(backend), **_observed_relations(backend)}


def _observed_relations(backend) -> dict[NamedNode, Keyed]:
    """A relation per property observations measure (at most MAX_KEYS of them), named by its
    label: a geyser's 'eruption height'."""
    relations = {}
    for holder, key_predicate, value_predicate in OBSERVATIONS:
        if not backend.has_triples(value_predicate):
            continue
        rows = backend.select(f"SELECT DISTINCT ?key WHERE {{ ?b <{holder.value}> ?t ; <{key_predicate.value}> ?key ; "
                              f"<{value_predicate.value}> ?v FILTER(isIRI(?key)) }} LIMIT {MAX_KEYS + 1}")
        keys = [r["key"] for r in rows if "key" in r]
        if len(keys) > MAX_KEYS:
            continue
        for key in sorted(keys, key=lambda k: k.value):
            keyed = Keyed(holder, key_predicate, key, value_predicate, inward=True, name=_name_of(backend, key))
            relations[keyed.iri] = keyed
    return relations


def _name_of(backend, key: NamedNode) -> str:
    """A thing's label (in English, or with no language, where it has one), else its IRI's words."""
    labels = " ".join(f"<{p.value}>" for p in KEY_PREDICATES)
    rows = backend.select(f"SELECT ?l WHERE {{ VALUES ?p {{ {labels} }} <{key.value}> ?p ?l "
                          f"FILTER(isLiteral(?l) && LANGMATCHES(LANG(?l), 'en') || LANG(?l) = '') }} LIMIT 1")
    return rows[0]["l"].value if rows and "l" in rows[0] else identifier_words(local_name(key.value))


def _key_value_relations(backend) -> dict[NamedNode, Keyed]:
    """`keyed_relations` of key/value nodes the thing points to."""
    value_predicates = [v for v in VALUE_PREDICATES if backend.has_triples(v)]
    if not value_predicates:
        return {}
    keys = " ".join(f"<{k.value}>" for k in KEY_PREDICATES)
    values = " ".join(f"<{v.value}>" for v in value_predicates)
    rows = backend.select(f"SELECT DISTINCT ?p ?kp ?key ?vp WHERE {{ VALUES ?kp {{ {keys} }} VALUES ?vp {{ {values} }} "
                          f"?s ?p ?b . ?b ?kp ?key ; ?vp ?v FILTER(isLiteral(?key) && isIRI(?p)) }}")
    found: dict[NamedNode, list[Keyed]] = {}
    for r in rows:
        if "key" in r:
            found.setdefault(r["p"], []).append(Keyed(r["p"], r["kp"], r["key"], r["vp"]))
    relations = {}
    for p, keyed in sorted(found.items(), key=lambda item: item[0].value):
        if len({k.key for k in keyed}) > MAX_KEYS or backend.select(
                f"SELECT ?o WHERE {{ ?s <{p.value}> ?o FILTER NOT EXISTS {{ VALUES ?kp {{ {keys} }} "
                f"VALUES ?vp {{ {values} }} ?o ?kp ?key ; ?vp ?v }} }} LIMIT 1"):
            continue  # some value is no key/value node: the predicate means something of its own
        relations.update({k.iri: k for k in sorted(keyed, key=lambda k: (k.key_predicate.value, str(k.key)))})
    return relations


def keyed_edges(backend, relations: dict[NamedNode, Keyed], entities: list[Term]) -> list[Edge]:
    """The entities' (IRIs') links along the keyed relations: to each value they hold, and from
    each thing holding them as a value."""
    named = [e for e in dict.fromkeys(entities) if isinstance(e, NamedNode)]
    if not relations or not named:
        return []
    listed = " ".join(f"<{e.value}>" for e in named)
    edges = []
    for inward in (False, True):
        group = {iri: k for iri, k in relations.items() if k.inward == inward}
        if not group:
            continue
        by_parts = {(k.holder, k.key_predicate, k.key, k.value_predicate): iri for iri, k in group.items()}
        holders = " ".join(sorted({f"<{k.holder.value}>" for k in group.values()}))
        keys = " ".join(sorted({f"<{k.key_predicate.value}>" for k in group.values()}))
        values = " ".join(sorted({f"<{k.value_predicate.value}>" for k in group.values()}))
        held = ("?b ?p ?e", "?b ?p ?n") if inward else ("?e ?p ?b", "?n ?p ?b")
        for forward, pattern in ((True, f"{held[0]} . ?b ?kp ?key ; ?vp ?n"),
                                 (False, f"{held[1]} . ?b ?kp ?key ; ?vp ?e")):
            rows = backend.select(f"SELECT DISTINCT ?e ?p ?kp ?key ?vp ?n WHERE {{ VALUES ?e {{ {listed} }} "
                                  f"VALUES ?p {{ {holders} }} VALUES ?kp {{ {keys} }} VALUES ?vp {{ {values} }} "
                                  f"{pattern} }}")
            for r in rows:
                iri = by_parts.get((r["p"], r["kp"], r["key"], r["vp"])) if "n" in r else None
                if iri is not None:
                    edges.append(Edge(r["e"], iri, r["n"], forward))
    return edges
