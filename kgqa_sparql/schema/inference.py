"""Classes for untyped data, inferred from how entities use predicates.

Every entity has *roles*: (predicate, "out") for each predicate it is the subject of and
(predicate, "in") for each it is the object of. Exact role sets (characteristic sets) are too
fine: a movie lacking a writer would get its own class. So roles are merged first: two roles of
the same direction join one *role group* when the entities holding both are at least `overlap`
of the entities holding the rarer role (union-find). An entity then belongs to the group that
carries most of its triples (ties go to outgoing roles: entities described by attributes are
the hubs, e.g. movies; values such as people, genres and languages are mostly objects), so a
genre whose name is also a film title stays a genre. Literal objects keep their datatype.

On MetaQA's untyped kb.txt this yields one "entity with ..." class for movies and "value of ..."
classes for people (actors, directors and writers share many entities), genres, tags (with the
three rating words, which are tags too) and languages; years are xsd:gYear literals.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from itertools import combinations
from urllib.parse import quote, unquote

from pyoxigraph import BlankNode, Literal, NamedNode
from tqdm import tqdm

from kgqa_sparql.graph.backend import GraphBackend
from kgqa_sparql.graph.names import KIND_SHARE, iri_kind
from kgqa_sparql.text.lexicon import is_plural_noun, is_verb_form, noun_lemma
from kgqa_sparql.words import identifier_words
from kgqa_sparql.vocab import NON_RELATIONAL, local_name

INFERRED_NS = "http://kgqa-sparql.org/inferred/"
#: Namespace of the classes standing for the untyped objects of one predicate that describe
#: nothing themselves (`untyped_objects`): `objects-of/<percent-encoded predicate IRI>`.
UNTYPED_OBJECTS_NS = INFERRED_NS + "objects-of/"
_EXCLUDED = ", ".join(f"<{p.value}>" for p in sorted(NON_RELATIONAL, key=lambda n: n.value))
Role = tuple[str, str]  # (predicate IRI, "out" | "in")
_FIRST = "http://www.w3.org/1999/02/22-rdf-syntax-ns#first"


@dataclass
class InferredClasses:
    """Result of inference: class supports, edge counts, entity -> class, readable labels."""

    supports: dict[str, int] = field(default_factory=dict)
    counts: Counter = field(default_factory=Counter)
    members: dict[str, str] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)


class _UnionFind:
    def __init__(self):
        self.parent: dict[Role, Role] = {}

    def find(self, x: Role) -> Role:
        self.parent.setdefault(x, x)
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a: Role, b: Role) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


def _rows(graph: GraphBackend, sparql: str):
    return graph.select_paged(sparql)


def _node_key(term) -> str:
    """A node's key in `members`: its IRI, or `_:` and its label for a blank node."""
    if isinstance(term, NamedNode):
        return term.value
    return "_:" + term.value if isinstance(term, BlankNode) else ""


def _node_test(var: str, blank: bool) -> str:
    return f"(isIRI({var}) || isBlank({var}))" if blank else f"isIRI({var})"


def entity_roles(graph: GraphBackend, *, blank: bool = False, untyped: str | None = None) -> dict[str, Counter]:
    """Entity key (`_node_key`) -> Counter of its roles (triples per (predicate, direction)).
    `blank`: blank nodes too (an embedded store's labels are stable; a remote endpoint's are
    not). `untyped`: a type path; then only nodes that have no type through it."""
    roles: dict[str, Counter] = defaultdict(Counter)
    no_type = f" FILTER NOT EXISTS {{ ?e {untyped} ?any }}" if untyped else ""
    test = _node_test("?e", blank)
    queries = {
        "out": f"SELECT ?e ?p (COUNT(*) AS ?n) WHERE {{ ?e ?p ?o . FILTER({test} && ?p NOT IN ({_EXCLUDED})){no_type} }} GROUP BY ?e ?p",
        "in": f"SELECT ?e ?p (COUNT(*) AS ?n) WHERE {{ ?s ?p ?e . FILTER({test} && ?p NOT IN ({_EXCLUDED})){no_type} }} GROUP BY ?e ?p",
    }
    for direction, sparql in queries.items():
        for row in _rows(graph, sparql):
            roles[_node_key(row["e"])][(row["p"].value, direction)] += int(row["n"].value)
    return {e: c for e, c in roles.items() if (_FIRST, "out") not in c}  # list cells are structure


def role_groups(roles: dict[str, Counter], overlap: float) -> dict[Role, Role]:
    """Role -> representative role of its group (same-direction roles sharing entities)."""
    holders: Counter = Counter()
    together: Counter = Counter()
    for counts in roles.values():
        holders.update(counts.keys())
        for direction in ("out", "in"):
            mine = sorted(r for r in counts if r[1] == direction)
            together.update(combinations(mine, 2))
    groups = _UnionFind()
    for role in holders:
        groups.find(role)
    for (a, b), n in together.items():
        if n >= overlap * min(holders[a], holders[b]):
            groups.union(a, b)
    return {role: groups.find(role) for role in holders}


def _group_of(counts: Counter, group: dict[Role, Role]) -> Role:
    """The group carrying most of the entity's triples (ties: outgoing first, then by name)."""
    weight: Counter = Counter()
    for role, n in counts.items():
        weight[group[role]] += n
    return max(weight.items(), key=lambda kv: (kv[1], kv[0][1] == "out", kv[0]))[0]


def _name_groups(members_by_group: dict[Role, list[str]], roles: dict[str, Counter],
                 group: dict[Role, Role]) -> dict[Role, tuple[str, str]]:
    """(IRI, label) per group, named after its most used predicates."""
    usage: dict[Role, Counter] = defaultdict(Counter)
    for role, rep in group.items():
        usage[rep]  # every group gets an entry
    for entities in members_by_group.values():
        for entity in entities:
            for role, n in roles[entity].items():
                usage[group[role]][role[0]] += n
    names: dict[Role, tuple[str, str]] = {}
    taken: set[str] = set()
    kinds = {rep: _iri_kind_of(entities) for rep, entities in members_by_group.items()}
    shared = Counter(k for k in kinds.values() if k)
    for rep in sorted(members_by_group):
        top = [p for p, _ in sorted(usage[rep].items(), key=lambda kv: (-kv[1], kv[0]))[:2]]
        kind = "subject" if rep[1] == "out" else "object"
        slug = f"{kind}-of-" + "-".join(local_name(p) for p in top)
        iri, k = INFERRED_NS + slug, 2
        while iri in taken:
            iri, k = f"{INFERRED_NS}{slug}-{k}", k + 1
        taken.add(iri)
        words = " / ".join(identifier_words(unquote(local_name(p))) for p in top)
        segment = kinds[rep]
        table = _table_of([r[0] for r, g in group.items() if g == rep and r[1] == "out"]) if kind == "subject" else None
        if table:  # `…/csv/distilleries.csv#yr_est`: its subjects are distilleries
            names[rep] = (iri, table)
        elif segment and shared[segment] == 1:  # `…/station/NM0412`: the IRIs say what they are
            names[rep] = (iri, segment)
        else:
            names[rep] = (iri, ("entity with " if kind == "subject" else "value of ") + words)
    return names


#: Path segments that say nothing of what an IRI names ('…/resource/Frank_Herbert', '…/entity/E104');
#: `iri_kind` reads words of three letters or more only.
_GENERIC_SEGMENTS = frozenset("entity entities resource resources item items node nodes data thing things object "
                              "objects page pages wiki individual individuals instance instances ontology vocab "
                              "vocabulary def ids schema graph record records term terms doc docs api".split())


#: The extension of a file a table was exported to, which the namespace of its columns may keep.
_FILE_TYPE = re.compile(r"\.(?:csv|tsv|json|xlsx?|txt)$", re.IGNORECASE)


def _table_of(predicates: list[str]) -> str | None:
    """The one table the predicates are the columns of, where their namespace names it (CSVW's
    `…/csv/distilleries.csv#yr_est`, a mapping's `…/vocab/distilleries/`): its noun in the singular
    ('distillery'); None for predicates of several namespaces or a generic one ('…/ontology#')."""
    tables = {_FILE_TYPE.sub("", p[: len(p) - len(local_name(p))].rstrip("#/").rpartition("/")[2]) for p in predicates}
    if len(tables) != 1:
        return None
    words = identifier_words(unquote(tables.pop())).lower().split()
    if not words or words[-1] in _GENERIC_SEGMENTS:
        return None
    # a plural names the rows' kind ('distilleries', 'bottlings' of bottling); 'core', 'owl' or 'schema' none
    if is_plural_noun(words[-1]):
        return " ".join(words[:-1] + [noun_lemma(words[-1])])
    if words[-1].endswith("ings") and is_verb_form(words[-1][:-1]):
        return " ".join(words[:-1] + [words[-1][:-1]])
    return None


def _iri_kind_of(entities: list[str]) -> str | None:
    """The kind KIND_SHARE of the IRIs name before their own part (`graph.names.iri_kind`), unless a
    generic one: a linked-data convention names what an IRI identifies there
    (`https://data.northmet.example/station/NM0412`, `…/db/carver/id=3`)."""
    kinds = Counter(iri_kind(e) for e in entities if not e.startswith("_:"))
    kind, n = kinds.most_common(1)[0] if kinds else (None, 0)
    if kind is None or n < KIND_SHARE * len(entities) or kind.replace(" ", "") in _GENERIC_SEGMENTS:
        return None
    return kind


def _classes(roles: dict[str, Counter], overlap: float) -> InferredClasses:
    """One inferred class per role group, and its members (no edges counted yet)."""
    group = role_groups(roles, overlap)
    members_by_group: dict[Role, list[str]] = defaultdict(list)
    for entity, counts in roles.items():
        members_by_group[_group_of(counts, group)].append(entity)
    names = _name_groups(members_by_group, roles, group)
    result = InferredClasses()
    for rep, entities in members_by_group.items():
        iri, label = names[rep]
        result.supports[iri] = len(entities)
        result.labels[iri] = label
        result.members.update(dict.fromkeys(entities, iri))
    return result


def infer_classes(graph: GraphBackend, *, overlap: float = 0.1, progress: bool = False,
                  blank: bool = False) -> InferredClasses:
    """Assign every untyped IRI entity (and blank node, with `blank`) one inferred class and
    count schema edges between them."""
    roles = entity_roles(graph, blank=blank)
    result = _classes(roles, overlap)
    total = sum(n for counts in roles.values() for (_, d), n in counts.items() if d == "out")
    test = _node_test("?s", blank)
    triples = f"SELECT ?s ?p ?o WHERE {{ ?s ?p ?o . FILTER({test} && ?p NOT IN ({_EXCLUDED})) }}"
    members = result.members
    for row in tqdm(_rows(graph, triples), total=total, desc="inferred edges", unit="triple", disable=not progress):
        obj = row["o"]
        target = obj.datatype.value if isinstance(obj, Literal) else members.get(_node_key(obj))
        if target is not None:
            result.counts[(members[_node_key(row["s"])], row["p"].value, target)] += 1
    return result


class _UntypedObjects:
    """Untyped nodes that are only objects of untyped ones (a city's country, itself no more than
    a label): one class per predicate, as `schema_graph.untyped_objects` makes for typed subjects,
    so the edge from the city reaches a class."""

    def __init__(self):
        self.found: dict[str, set[str]] = defaultdict(set)

    def add(self, predicate: str, obj) -> str | None:
        if isinstance(obj, BlankNode) or not isinstance(obj, NamedNode):
            return None  # a blank object that describes nothing is no thing to name
        self.found[predicate].add(obj.value)
        return untyped_objects_class(predicate)

    def record(self, result: InferredClasses) -> None:
        for predicate, nodes in self.found.items():
            cls = untyped_objects_class(predicate)
            result.supports[cls] = len(nodes)
            result.labels[cls] = identifier_words(local_name(predicate))


def untyped_objects_class(predicate: str) -> str:
    """The class standing for the untyped objects of `predicate` (`UNTYPED_OBJECTS_NS`)."""
    return UNTYPED_OBJECTS_NS + quote(predicate, safe="")


def infer_untyped(graph: GraphBackend, types: str, *, overlap: float = 0.1, blank: bool = False) -> InferredClasses:
    """In a typed KG, classes for the nodes that carry no type yet describe something (subjects
    of a triple: stations of a CSV conversion whose rows alone are typed, a listing's blank
    price records), which otherwise reach no schema edge; and the edges from, to and between
    them. Untyped nodes that are only objects are left to `schema_graph.untyped_objects`.
    `types`: the type path (`backend.type_path`)."""
    # one cheap look first (the subjects less the typed ones; no FILTER, which would decode every
    # subject): a fully typed KG pays no more (1M triples: 0.6 s)
    probe = f"SELECT ?e WHERE {{ {{ SELECT DISTINCT ?e WHERE {{ ?e ?p ?o }} }} MINUS {{ ?e {types} ?any }} }} LIMIT 1"
    if next(iter(_rows(graph, probe)), None) is None:
        return InferredClasses()
    roles = {e: c for e, c in entity_roles(graph, blank=blank, untyped=types).items()
             if any(d == "out" for _, d in c)}
    if not roles:
        return InferredClasses()
    result = _classes(roles, overlap)
    members = result.members
    test_s, test_o = _node_test("?s", blank), _node_test("?o", blank)
    objects = _UntypedObjects()
    outgoing = (f"SELECT ?s ?p ?o ?to WHERE {{ ?s ?p ?o . FILTER({test_s} && ?p NOT IN ({_EXCLUDED})) "
                f"FILTER NOT EXISTS {{ ?s {types} ?any }} OPTIONAL {{ ?o {types} ?to }} }}")
    for row in _rows(graph, outgoing):
        source, obj = members.get(_node_key(row["s"])), row["o"]
        if source is None:
            continue
        if isinstance(obj, Literal):
            target = obj.datatype.value
        elif isinstance(row.get("to"), NamedNode):
            target = row["to"].value
        else:
            target = members.get(_node_key(obj)) or objects.add(row["p"].value, obj)
        if target is not None:
            result.counts[(source, row["p"].value, target)] += 1
    objects.record(result)
    incoming = (f"SELECT ?td ?p ?o (COUNT(*) AS ?n) WHERE {{ ?s ?p ?o . FILTER({test_o} && ?p NOT IN ({_EXCLUDED})) "
                f"FILTER NOT EXISTS {{ ?o {types} ?any }} ?s {types} ?td }} GROUP BY ?td ?p ?o")
    for row in _rows(graph, incoming):
        target = members.get(_node_key(row["o"]))
        if target is not None and isinstance(row["td"], NamedNode):
            result.counts[(row["td"].value, row["p"].value, target)] += int(row["n"].value)
    return result
