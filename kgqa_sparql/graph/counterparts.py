"""The same facts written more than one way, as the data's own ontology declares them:
`owl:inverseOf` (p from a to b is q from b to a), `owl:SymmetricProperty` (p from a to b is p
from b to a), `owl:equivalentProperty` (p from a to b is q from a to b), `owl:sameAs` (a node
and its twin are one thing) and a reified statement (`rdf:subject` a, `rdf:predicate` p,
`rdf:object` b: a catalogue's attribution, with its certainty and source, read as a from p to b),
an RDF collection (p from a to a list whose members are b, c, ...: a route's ordered stops, read as
p from a to each member), a key/value node (`graph.keyed`: a bar's `additionalProperty` named "cacao
content" with value 72, read as 'cacao content' from the bar to 72); and the inverses the standard vocabularies a KG uses declare in
their own documents (`KNOWN_INVERSES`: SKOS's broader / narrower, ORG's unitOf / hasUnit, ...).

A KG often states each such fact once, in one direction or the other: `hasParent` for some
children and `hasChild` for others, a marriage once per couple. Two collections merged into one
graph keep their own vocabularies (`vervaardigdIn` beside `madeIn`) and their own node for one
town (Brugge beside Bruges), joined only by an alignment. Walked as stated, "who are the children
of X" finds half of them, "which pieces were made in Bruges" one collection's. `Counterparts`
groups every step with the steps the ontology says state the same facts (OWL 2 RL rules prp-inv1,
prp-inv2, prp-symp, prp-eqp1 and prp-eqp2) and every node with its twins (eq-sym, eq-trans, and
eq-rep-s read at each hop), and the KG facade reads them together in its hops, `follow` and the
path SPARQL (`pattern`): entailment at query time, nothing written to the data, so it works the
same on a remote endpoint.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable, Mapping

from pyoxigraph import NamedNode

from kgqa_sparql.graph.backend import Edge, Expansion, GraphBackend, Step, Term, used_predicates
from kgqa_sparql.graph.keyed import Keyed, keyed_edges, keyed_relations
from kgqa_sparql.graph.validity import Bounds, asked_moment, read_bounds, read_record_bounds
from kgqa_sparql.vocab import OWL, RDF, SCHEMA_ORG, SKOS

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
OWL_SAME_AS = NamedNode(OWL + "sameAs")
RDF_SUBJECT, RDF_PREDICATE, RDF_OBJECT = (NamedNode(RDF + term) for term in ("subject", "predicate", "object"))
RDF_FIRST, RDF_REST, RDF_NIL = (NamedNode(RDF + term) for term in ("first", "rest", "nil"))
#: schema.org's ordered lists: an `ItemList`'s `itemListElement`s, each a `ListItem` with a `position`
#: and the `item` listed (a cruise's itinerary: its ports of call).
ITEM_LIST_ELEMENTS = tuple(NamedNode(s + "itemListElement") for s in (SCHEMA_ORG, "https://schema.org/"))
_ITEMS = tuple(f"<{e.value}>/<{e.value.removesuffix('itemListElement')}item>" for e in ITEM_LIST_ELEMENTS)
#: A list's members from its head ('?list rdf:rest*/rdf:first ?member'), or from an ItemList.
MEMBERS_PATH = "(" + "|".join([f"<{RDF_REST.value}>*/<{RDF_FIRST.value}>", *_ITEMS]) + ")"
#: Most members of one RDF container (rdf:Seq, rdf:Bag, rdf:Alt: rdf:_1 ... rdf:_n) read.
MAX_CONTAINER = 1000
#: A hop from a node's twin as well as from the node ('?a (owl:sameAs|^owl:sameAs)?/p ?b').
_SAME_AS_PATH = f"(<{OWL}sameAs>|^<{OWL}sameAs>)"


@dataclass(frozen=True)
class Counterparts:
    """Step -> the other steps that state the same facts; node -> its twins (owl:sameAs)."""

    same: Mapping[Step, tuple[Step, ...]] = field(default_factory=dict)
    twins: Mapping[Term, tuple[Term, ...]] = field(default_factory=dict)
    #: Predicates the KG states (also) through reified statements (`rdf:subject` / `rdf:predicate` /
    #: `rdf:object`): a map's engraver given only as an attribution with a certainty and a source.
    reified: frozenset[NamedNode] = frozenset()
    #: Predicates whose every value is an RDF list (`rdf:first` / `rdf:rest`): read as a link to
    #: each member ('stops' of a route: its inns, in order), never to the list's blank cells.
    listed: frozenset[NamedNode] = frozenset()
    #: Relations made up for the keys of key/value nodes (`graph.keyed`), by their IRIs.
    keyed: Mapping[NamedNode, Keyed] = field(default_factory=dict)
    #: The times the reified statements hold between (`graph.validity`): read as a question asks.
    bounds: Bounds = Bounds()
    #: The times the records a path passes through hold between (`graph.validity.read_record_bounds`).
    records: Bounds = Bounds()
    #: The most members an RDF container of the KG has (its largest rdf:_n; 0 without containers):
    #: a `listed` predicate's values may be containers too (a race's `stages`, an rdf:Seq).
    container_size: int = 0

    @classmethod
    def read(cls, backend: GraphBackend) -> "Counterparts":
        rows = backend.select(f"""SELECT DISTINCT ?p ?q ?kind WHERE {{
            {{ ?p <{OWL}inverseOf> ?q BIND("inverse" AS ?kind) }}
            UNION {{ ?p <{RDF}type> <{OWL}SymmetricProperty> BIND(?p AS ?q) BIND("inverse" AS ?kind) }}
            UNION {{ ?p <{OWL}equivalentProperty> ?q BIND("equivalent" AS ?kind) }}
            FILTER(isIRI(?p) && isIRI(?q)) }}""")
        pairs = sorted((r["p"].value, r["q"].value, r["kind"].value) for r in rows)
        used = used_predicates(backend, [*(p for pair in KNOWN_INVERSES for p in pair), *KNOWN_SYMMETRIC])
        pairs += [(p, q, "inverse") for p, q in KNOWN_INVERSES if p in used or q in used]
        pairs += [(p, p, "inverse") for p in KNOWN_SYMMETRIC if p in used]
        steps = _Groups()
        for p_iri, q_iri, kind in pairs:
            p, q = NamedNode(p_iri), NamedNode(q_iri)
            for forward in (True, False):
                steps.join(Step(p, forward), Step(q, forward if kind == "equivalent" else not forward))
        reified = _read_reified(backend)
        size = container_size(backend)
        return cls(steps.others(), _read_twins(backend), reified, listed_predicates(backend, size),
                   keyed_relations(backend), read_bounds(backend) if reified else Bounds(),
                   read_record_bounds(backend), size)

    @property
    def members_path(self) -> str:
        """The property path from a list's head or a container to its members (`members_path`)."""
        return members_path(self.container_size)

    @property
    def observations(self) -> list[Keyed]:
        """The `keyed` relations read from observations (`Keyed.inward`: a geyser's 'eruption height')."""
        return [k for k in self.keyed.values() if k.inward]

    def __bool__(self) -> bool:
        return bool(self.same or self.twins or self.reified or self.listed or self.keyed)

    def of(self, step: Step) -> Step | None:
        """The first of the other steps stating the same facts, if any."""
        found = self.same.get(step)
        return found[0] if found else None

    def others(self, step: Step) -> tuple[Step, ...]:
        """The other steps stating the same facts as `step` (none when nothing is declared)."""
        return self.same.get(step, ())

    def readable(self, steps: tuple[Step, ...]) -> tuple[Step, ...]:
        """The steps as the data names them forward where it can: a step back along p whose
        counterpart is a step forward along q reads as q ('^hasChild' is 'hasParent'; '^spouse'
        is 'spouse'), so its text says what it means."""
        if not self.same:
            return steps
        return tuple(next((o for o in self.others(s) if o.forward), s) if not s.forward else s for s in steps)

    def pattern(self, step: Step, subject: str, obj: str) -> str:
        """The SPARQL triple pattern of one hop from `subject` to `obj`, the steps stating the
        same facts included as property-path alternatives (`?a (<hasChild>|^<hasParent>) ?b`),
        and from the subject's twins too where the KG has any (`(owl:sameAs|^owl:sameAs)?/...`); a
        key through its key/value node."""
        if step.predicate in self.keyed:
            return self.keyed[step.predicate].pattern(subject, obj, step.forward)
        others = self.others(step)
        path = "|".join(self._path(s) for s in (step, *others))
        if self.twins:
            stated = f"{subject} {_SAME_AS_PATH}?/({path}) {obj} ."
        elif not others and step.predicate not in self.listed:
            p = f"<{step.predicate.value}>"
            stated = f"{subject} {p} {obj} ." if step.forward else f"{obj} {p} {subject} ."
        else:
            stated = f"{subject} ({path}) {obj} ."
        if step.predicate not in self.reified:
            return stated
        s, o = (subject, obj) if step.forward else (obj, subject)
        moment = asked_moment()
        if moment is not None and self.bounds:  # only the statements that hold when the question asks
            st = f"?kgqa_st_{_variable(subject)}_{_variable(obj)}"
            return (f"{{ {stated} }} UNION {{ {st} <{RDF_SUBJECT.value}> {s} ; <{RDF_PREDICATE.value}> "
                    f"<{step.predicate.value}> ; <{RDF_OBJECT.value}> {o} . {self.bounds.holds(st, moment)} }}")
        return (f"{{ {stated} }} UNION {{ [] <{RDF_SUBJECT.value}> {s} ; <{RDF_PREDICATE.value}> "
                f"<{step.predicate.value}> ; <{RDF_OBJECT.value}> {o} . }}")

    def _path(self, step: Step) -> str:
        """The property path of one step (to a list's members where the predicate holds lists)."""
        p = f"<{step.predicate.value}>"
        if step.predicate in self.listed:
            p = f"({p}/{self.members_path})"
        return p if step.forward else f"^{p}"

    def listed_edges(self, backend: GraphBackend, entities: Iterable[Term]) -> Expansion:
        """The entities' (IRIs') links to and from list members along the `listed` predicates: a
        route to each of its stops, a stop to each route calling there."""
        named = [e for e in dict.fromkeys(entities) if isinstance(e, NamedNode)]
        if not self.listed or not named:
            return Expansion()
        values = " ".join(f"<{e.value}>" for e in named)
        listed = " ".join(f"<{p.value}>" for p in sorted(self.listed, key=lambda p: p.value))
        edges = []
        for forward, pattern in ((True, f"?e ?p ?l . ?l {self.members_path} ?n"),
                                 (False, f"?n ?p ?l . ?l {self.members_path} ?e")):
            rows = backend.select(f"SELECT DISTINCT ?e ?p ?n WHERE {{ VALUES ?e {{ {values} }} "
                                  f"VALUES ?p {{ {listed} }} {pattern} }}")
            edges += [Edge(r["e"], r["p"], r["n"], forward) for r in rows if "n" in r]
        return Expansion(edges, Counter((e.source, e.predicate, e.forward) for e in edges), set())

    def keyed_edges(self, backend: GraphBackend, entities: Iterable[Term]) -> Expansion:
        """The entities' (IRIs') links along the `keyed` relations: a bar to its cacao content."""
        edges = keyed_edges(backend, self.keyed, list(entities))
        return Expansion(edges, Counter((e.source, e.predicate, e.forward) for e in edges), set())

    def without_cells(self, expansion: Expansion) -> Expansion:
        """`expansion` less its links into list cells (a `listed` predicate's values, `rdf:first`
        and `rdf:rest`) and key/value nodes, which `listed_edges` reads as links to the members and
        `keyed_edges` as links to the values."""
        if not self.listed and not self.keyed:
            return expansion
        cells = {*self.listed, *cell_predicates(self.container_size),
                 *(k.holder for k in self.keyed.values() if not k.inward)}  # an observation is a record too
        return Expansion([e for e in expansion.edges if e.predicate not in cells],
                         Counter({k: n for k, n in expansion.counts.items() if k[1] not in cells}),
                         {k for k in expansion.truncated if k[1] not in cells})

    def reified_edges(self, backend: GraphBackend, entities: Iterable[Term]) -> Expansion:
        """The facts about the entities (IRIs) the KG states through reified statements only, as
        edges along their predicates (`reified`); empty where it reifies none."""
        named = [e for e in dict.fromkeys(entities) if isinstance(e, NamedNode)]
        if not self.reified or not named:
            return Expansion()
        values = " ".join(f"<{e.value}>" for e in named)
        moment = asked_moment()
        holds = self.bounds.holds("?st", moment) if moment is not None and self.bounds else ""
        edges = []
        for forward, (own, other) in ((True, (RDF_SUBJECT, RDF_OBJECT)), (False, (RDF_OBJECT, RDF_SUBJECT))):
            rows = backend.select(f"SELECT ?e ?p ?n WHERE {{ VALUES ?e {{ {values} }} ?st <{own.value}> ?e ; "
                                  f"<{RDF_PREDICATE.value}> ?p ; <{other.value}> ?n {holds} }}")
            edges += [Edge(r["e"], r["p"], r["n"], forward) for r in rows if r.get("p") in self.reified and "n" in r]
        edges = list(dict.fromkeys(edges))
        return Expansion(edges, Counter((e.source, e.predicate, e.forward) for e in edges), set())

    def reified_neighbours(self, backend: GraphBackend, nodes: Iterable[Term], step: Step) -> dict[Term, list[Term]]:
        """The neighbours of each node through `step` that only reified statements state."""
        return _along(self.reified_edges(backend, nodes), step)

    def listed_neighbours(self, backend: GraphBackend, nodes: Iterable[Term], step: Step) -> dict[Term, list[Term]]:
        """The neighbours of each node through `step` where its values are lists: their members."""
        return _along(self.listed_edges(backend, nodes), step)

    def keyed_neighbours(self, backend: GraphBackend, nodes: Iterable[Term], step: Step) -> dict[Term, list[Term]]:
        """The neighbours of each node through a `keyed` relation: the values of its key."""
        return _along(self.keyed_edges(backend, nodes), step)

    def with_twins(self, nodes: Iterable[Term]) -> list[Term]:
        """The nodes and their twins, each once, in order."""
        nodes = list(nodes)
        if not self.twins:
            return nodes
        return list(dict.fromkeys(t for n in nodes for t in (n, *self.twins.get(n, ()))))

    def widen(self, expansion: Expansion) -> Expansion:
        """`expansion` with each edge's counterparts added (an entity stated only as the child of
        X also has the relation 'has child' from X's side)."""
        if not self.same:
            return expansion
        edges = list(expansion.edges)
        for edge in expansion.edges:
            edges += [Edge(edge.source, o.predicate, edge.target, o.forward)
                      for o in self.others(Step(edge.predicate, edge.forward))]
        counts = expansion.counts.copy()
        for (source, predicate, forward), n in expansion.counts.items():
            for o in self.others(Step(predicate, forward)):
                counts[(source, o.predicate, o.forward)] += n
        truncated = set(expansion.truncated)
        truncated |= {(s, o.predicate, o.forward) for s, p, f in expansion.truncated for o in self.others(Step(p, f))}
        return Expansion(list(dict.fromkeys(edges)), counts, truncated)

    def merge_twins(self, expansion: Expansion, asked: Iterable[Term]) -> Expansion:
        """An expansion of the `asked` nodes and their twins as one of the asked nodes alone: each
        twin's edges read as its asked node's, the owl:sameAs links between them left out."""
        owners: dict[Term, list[Term]] = {}
        for node in dict.fromkeys(asked):
            for t in (node, *self.twins.get(node, ())):
                owners.setdefault(t, []).append(node)
        edges = [Edge(owner, e.predicate, e.target, e.forward) for e in expansion.edges
                 if e.predicate != OWL_SAME_AS for owner in owners.get(e.source, ())]
        counts: Counter = Counter()
        for (source, predicate, forward), n in expansion.counts.items():
            if predicate != OWL_SAME_AS:
                for owner in owners.get(source, ()):
                    counts[(owner, predicate, forward)] += n
        truncated = {(owner, p, f) for s, p, f in expansion.truncated for owner in owners.get(s, ())}
        return Expansion(list(dict.fromkeys(edges)), counts, truncated)


class _Groups:
    """Union-find over steps: the classes of steps that state the same facts."""

    def __init__(self):
        self.parent: dict = {}

    def find(self, x):
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def join(self, a, b) -> None:
        self.parent[self.find(a)] = self.find(b)

    def others(self) -> dict:
        """Each member -> the other members of its class, in the order they were first joined."""
        classes: dict = {}
        for x in self.parent:
            classes.setdefault(self.find(x), []).append(x)
        return {x: tuple(y for y in members if y != x) for members in classes.values() if len(members) > 1
                for x in members}


def _variable(term: str) -> str:
    """A SPARQL variable's or term's text as part of a variable name ('?x1' -> 'x1')."""
    return re.sub(r"\W", "", term)[-24:] or "t"


def _read_twins(backend: GraphBackend) -> dict:
    """Node -> its owl:sameAs twins that the KG says something else of (a link to an outside IRI
    the KG holds nothing about changes no answer, and is left out)."""
    if not backend.has_triples(OWL_SAME_AS):
        return {}
    rows = backend.select(f"""SELECT DISTINCT ?a ?b WHERE {{ ?a <{OWL}sameAs> ?b
        FILTER(isIRI(?a) && isIRI(?b) && ?a != ?b)
        FILTER EXISTS {{ ?a ?p ?x FILTER(?p != <{OWL}sameAs>) }}
        FILTER EXISTS {{ ?b ?q ?y FILTER(?q != <{OWL}sameAs>) }} }}""")
    nodes = _Groups()
    for row in sorted(rows, key=lambda r: (r["a"].value, r["b"].value)):
        nodes.join(row["a"], row["b"])
    return nodes.others()


def _read_reified(backend: GraphBackend) -> frozenset[NamedNode]:
    """The predicates reified statements (`rdf:subject`, `rdf:predicate`, `rdf:object`) state."""
    if not backend.has_triples(RDF_PREDICATE):
        return frozenset()
    rows = backend.select(f"SELECT DISTINCT ?p WHERE {{ ?st <{RDF_PREDICATE.value}> ?p ; <{RDF_SUBJECT.value}> ?s ; "
                          f"<{RDF_OBJECT.value}> ?o FILTER(isIRI(?p)) }}")
    return frozenset(r["p"] for r in rows if "p" in r)


def _along(expansion: Expansion, step: Step) -> dict[Term, list[Term]]:
    """Each source's targets along `step` in an expansion."""
    found: dict[Term, list[Term]] = {}
    for edge in expansion.edges:
        if edge.predicate == step.predicate and edge.forward == step.forward:
            found.setdefault(edge.source, []).append(edge.target)
    return found


def container_size(backend: GraphBackend) -> int:
    """The largest n the KG uses the container membership property rdf:_n for (MAX_CONTAINER at
    most; 0 without containers): found by probing, doubling then halving, as members are numbered
    from 1 without gaps."""
    def used(n: int) -> bool:
        return backend.has_triples(NamedNode(f"{RDF}_{n}"))

    if not used(1):
        return 0
    low, high = 1, 2
    while high <= MAX_CONTAINER and used(high):
        low, high = high, high * 2
    high = min(high, MAX_CONTAINER + 1)
    while high - low > 1:
        middle = (low + high) // 2
        low, high = (middle, high) if used(middle) else (low, middle)
    return low


def members_path(size: int) -> str:
    """The property path from an RDF list's head, or from an RDF container of at most `size`
    members, to its members."""
    if not size:
        return MEMBERS_PATH
    return "(" + "|".join([f"({MEMBERS_PATH})", *(f"<{RDF}_{n}>" for n in range(1, size + 1))]) + ")"


def cell_predicates(size: int) -> frozenset[NamedNode]:
    """The predicates of a list's cells (`rdf:first`, `rdf:rest`) and of a container's members."""
    return frozenset({RDF_FIRST, RDF_REST, *ITEM_LIST_ELEMENTS, *(NamedNode(f"{RDF}_{n}") for n in range(1, size + 1))})


def listed_predicates(backend: GraphBackend, size: int = 0) -> frozenset[NamedNode]:
    """The predicates whose every value is an RDF list (a head with `rdf:first`, or `rdf:nil`), a
    schema.org ItemList (one with an `itemListElement`) or, where the KG has RDF containers of at
    most `size` members, a container (one with `rdf:_1`)."""
    item_lists = [e.value for e in ITEM_LIST_ELEMENTS if backend.has_triples(e)]
    heads = [RDF_FIRST.value, *item_lists] + ([f"{RDF}_1"] if size else [])
    if not backend.has_triples(RDF_FIRST) and not size and not item_lists:
        return frozenset()
    head = "|".join(f"<{h}>" for h in heads)
    rows = backend.select(f"SELECT DISTINCT ?p WHERE {{ ?s ?p ?l . ?l {head} ?x "
                          f"FILTER(isIRI(?p) && ?p != <{RDF_REST.value}> && !STRSTARTS(STR(?p), \"{RDF}_\")) }}")
    found = []
    for p in sorted({r["p"] for r in rows if "p" in r}, key=lambda p: p.value):
        if not backend.select(f"SELECT ?o WHERE {{ ?s <{p.value}> ?o FILTER(?o != <{RDF_NIL.value}>) "
                              f"FILTER NOT EXISTS {{ ?o {head} ?x }} }} LIMIT 1"):
            found.append(p)
    return frozenset(found)


def merged(a: Expansion, b: Expansion) -> Expansion:
    """Two expansions as one."""
    if not b.edges:
        return a
    return Expansion(list(dict.fromkeys([*a.edges, *b.edges])), a.counts + b.counts, a.truncated | b.truncated)



#: No declared counterparts: every step reads as stated.
NO_COUNTERPARTS = Counterparts()
