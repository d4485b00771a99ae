"""Relations the data's own ontology declares to be read either way: `owl:inverseOf` (p from a
to b is q from b to a) and `owl:SymmetricProperty` (p from a to b is p from b to a); and those
the standard vocabularies a KG uses declare in their own documents (`KNOWN_INVERSES`: SKOS's
broader / narrower, ORG's unitOf / hasUnit, ...).

A KG often states each such fact once, in one direction or the other: `hasParent` for some
children and `hasChild` for others, a marriage once per couple. Walked as stated, "who are the
children of X" finds only half of them. `Counterparts` pairs every step with the step the
ontology says is the same (OWL 2 RL rules prp-inv1, prp-inv2 and prp-symp), and the KG facade
reads the two together in its hops, `follow` and the path SPARQL (`pattern`): entailment at query
time, nothing written to the data, so it works the same on a remote endpoint.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from pyoxigraph import NamedNode

from kgqa_sparql.graph.backend import Edge, Expansion, GraphBackend, Step, used_predicates
from kgqa_sparql.vocab import OWL, RDF, SKOS

_ORG, _FOAF, _SIOC = "http://www.w3.org/ns/org#", "http://xmlns.com/foaf/0.1/", "http://rdfs.org/sioc/ns#"
_SCHEMA = ("http://schema.org/", "https://schema.org/")
#: Inverse pairs the standard vocabularies declare in their own ontology documents, which a KG
#: using them rarely loads: SKOS, W3C ORG, FOAF and SIOC (owl:inverseOf), schema.org
#: (schema:inverseOf). Read as if the KG declared them, where it uses one of the two.
KNOWN_INVERSES = (
    *((SKOS + a, SKOS + b) for a, b in (("broader", "narrower"), ("broaderTransitive", "narrowerTransitive"),
                                        ("broadMatch", "narrowMatch"))),
    *((_ORG + a, _ORG + b) for a, b in (("hasSubOrganization", "subOrganizationOf"), ("hasUnit", "unitOf"),
                                        ("hasMember", "memberOf"), ("hasSite", "siteOf"), ("holds", "heldBy"),
                                        ("hasPost", "postIn"), ("hasMembership", "member"))),
    *((_FOAF + a, _FOAF + b) for a, b in (("maker", "made"), ("depiction", "depicts"), ("page", "topic"),
                                          ("primaryTopic", "isPrimaryTopicOf"))),
    *((_SIOC + f"{a}_of", _SIOC + f"has_{a}") for a in ("container", "creator", "parent", "space", "member",
                                                          "moderator", "owner", "subscriber", "administrator")),
    (_SIOC + "reply_of", _SIOC + "has_reply"),
    *((ns + a, ns + b) for ns in _SCHEMA for a, b in (("hasPart", "isPartOf"), ("containsPlace", "containedInPlace"),
                                                      ("subOrganization", "parentOrganization"), ("member", "memberOf"),
                                                      ("workExample", "exampleOfWork"), ("alumni", "alumniOf"),
                                                      ("subjectOf", "about"))),
)
#: ... and the properties they declare symmetric (owl:SymmetricProperty).
KNOWN_SYMMETRIC = tuple(SKOS + p for p in ("related", "relatedMatch", "exactMatch", "closeMatch"))


@dataclass(frozen=True)
class Counterparts:
    """Step -> the step that states the same facts the other way round."""

    same: Mapping[Step, Step] = field(default_factory=dict)

    @classmethod
    def read(cls, backend: GraphBackend) -> "Counterparts":
        rows = backend.select(f"""SELECT DISTINCT ?p ?q WHERE {{
            {{ ?p <{OWL}inverseOf> ?q }} UNION {{ ?p <{RDF}type> <{OWL}SymmetricProperty> BIND(?p AS ?q) }}
            FILTER(isIRI(?p) && isIRI(?q)) }}""")
        pairs = sorted((r["p"].value, r["q"].value) for r in rows)
        used = used_predicates(backend, [*(p for pair in KNOWN_INVERSES for p in pair), *KNOWN_SYMMETRIC])
        pairs += [(p, q) for p, q in KNOWN_INVERSES if p in used or q in used]
        pairs += [(p, p) for p in KNOWN_SYMMETRIC if p in used]
        same: dict[Step, Step] = {}
        for p_iri, q_iri in pairs:
            p, q = NamedNode(p_iri), NamedNode(q_iri)
            for a, b in ((Step(p, True), Step(q, False)), (Step(p, False), Step(q, True))):
                same.setdefault(a, b)  # a predicate declared the inverse of two: the first
                same.setdefault(b, a)
        return cls(same)

    def __bool__(self) -> bool:
        return bool(self.same)

    def of(self, step: Step) -> Step | None:
        return self.same.get(step)

    def readable(self, steps: tuple[Step, ...]) -> tuple[Step, ...]:
        """The steps as the data names them forward where it can: a step back along p whose
        counterpart is a step forward along q reads as q ('^hasChild' is 'hasParent'; '^spouse'
        is 'spouse'), so its text says what it means."""
        if not self.same:
            return steps
        return tuple(o if not s.forward and (o := self.same.get(s)) is not None and o.forward else s for s in steps)

    def pattern(self, step: Step, subject: str, obj: str) -> str:
        """The SPARQL triple pattern of one hop from `subject` to `obj`, its counterpart included
        as a property-path alternative (`?a (<hasChild>|^<hasParent>) ?b`)."""
        other = self.same.get(step)
        if other is None:
            p = f"<{step.predicate.value}>"
            return f"{subject} {p} {obj} ." if step.forward else f"{obj} {p} {subject} ."
        return f"{subject} ({_path(step)}|{_path(other)}) {obj} ."

    def widen(self, expansion: Expansion) -> Expansion:
        """`expansion` with each edge's counterpart added (an entity stated only as the child of
        X also has the relation 'has child' from X's side)."""
        if not self.same:
            return expansion
        edges = list(expansion.edges)
        for edge in expansion.edges:
            other = self.same.get(Step(edge.predicate, edge.forward))
            if other is not None:
                edges.append(Edge(edge.source, other.predicate, edge.target, other.forward))
        counts = expansion.counts.copy()
        for (source, predicate, forward), n in expansion.counts.items():
            other = self.same.get(Step(predicate, forward))
            if other is not None:
                counts[(source, other.predicate, other.forward)] += n
        truncated = set(expansion.truncated)
        truncated |= {(s, o.predicate, o.forward) for s, p, f in expansion.truncated
                      if (o := self.same.get(Step(p, f))) is not None}
        return Expansion(list(dict.fromkeys(edges)), counts, truncated)


def _path(step: Step) -> str:
    return f"<{step.predicate.value}>" if step.forward else f"^<{step.predicate.value}>"


#: No declared counterparts: every step reads as stated.
NO_COUNTERPARTS = Counterparts()
