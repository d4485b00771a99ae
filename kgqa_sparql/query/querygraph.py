"""Pseudo query graphs: known entity mentions, variables, fuzzy relation words, expected types.

A user or an LLM writes the graph; relation names, types and even topology may be only roughly
right (alignment to the KG happens in `align`). Three notations parse to one model and the model
writes each of them back:

- SAFE JSON: `{"nodes": {"unk1": "movie", "Tom Hanks": "person"}, "edges": [["Tom Hanks",
  "acted in", "unk1"]], "filters": [], "sort": null, "limit": null, "answer": "unk1"}`
- GRAPE triple list: `[(Tom Hanks, acted_in, X_1), (X_1, directed_by, X_2)]`
- a SPARQL block: `SERVICE kgqa:approx { "Tom Hanks" fuzzy:acted_in ?m . ?m a fuzzy:Person }`

Variables are `?name`, `unkN` or `X_N`; every other node name is a known entity mention (or a
full `<IRI>`). The asked-for node is explicit (`answer`, the projected variables) or else the
variable with the highest number.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field, replace
from typing import Any, Literal, Sequence

from pyoxigraph import NamedNode

from kgqa_sparql.errors import QueryGraphError, QuerySyntaxError
from kgqa_sparql.graph.sparql_text import Token, string_value, tokenize
from kgqa_sparql.vocab import FUZZY, RDF, local_name
from kgqa_sparql.words import identifier_words

NodeKind = Literal["entity", "variable"]
Notation = Literal["json", "triples", "sparql"]

_VARIABLE = re.compile(r"^(?:[?$][A-Za-z_]\w*|unk\d+|[Xx]_?\d+)$")
_SPARQL_NAME = re.compile(r"^[A-Za-z_]\w*$")
_TYPE_WORDS = {"a", "rdf:type", "type", "is_a", "is a", "isa", "instance of", "instance_of", f"<{RDF}type>"}
#: Relation words of an edge that says what kind of thing its variable is: '(?w, kind, rose window)'
#: with a class named 'rose window' types ?w.
TYPING_WORDS = frozenset(_TYPE_WORDS | {"kind", "kind of", "type of", "sort", "sort of", "class", "category", "is an",
                                        "an instance of", "instance"})
#: `is`: the node is the entity the value mentions (inserted between two known entities).
FILTER_OPS = ("=", "!=", "<", "<=", ">", ">=", "contains", "is")

# Input limits. Translation explores candidate alignments per edge, so its work grows
# exponentially with the edges (movie sample: 8 edges 0.3 s, 12 edges 18 s); real questions
# need a handful. SAFE JSON is at most 3 levels deep; deeper input is refused before parsing.
MAX_GRAPH_EDGES = 8
MAX_GRAPH_NESTING = 8
MAX_GRAPH_CHARS = 20_000


#: What every error about a node that should have been a variable says.
VARIABLE_RULE = ("only ?name, unkN and X_N are variables (e.g. ?x, unk1, X_1); "
                 "any other node name is a known entity to look up in the KG")


def is_variable_name(name: str) -> bool:
    return bool(_VARIABLE.match(name))


def canonical_name(name: str) -> str:
    """One spelling per variable: `?unk1` -> `unk1`, `?X_2` -> `X_2`, `?m` stays `?m`."""
    name = name.strip()
    if name[:1] and name[0] in "?$":
        bare = name[1:]
        return bare if _VARIABLE.match(bare) else "?" + bare
    return name


@dataclass
class Node:
    """A query-graph node: a known entity mention (text or IRI) or a variable, with an optional
    expected type (free text such as 'person', or a class IRI)."""

    name: str
    kind: NodeKind
    type: str | None = None

    @property
    def is_variable(self) -> bool:
        return self.kind == "variable"

    @property
    def var(self) -> str:
        """SPARQL variable name (no `?`) of a variable node."""
        return self.name.lstrip("?$")

    @property
    def iri(self) -> str | None:
        """The IRI of an entity written as `<IRI>`."""
        if self.name.startswith("<") and self.name.endswith(">"):
            return self.name[1:-1]
        return None


@dataclass(frozen=True)
class QEdge:
    """A pseudo edge `source -relation-> target`; relation is fuzzy text."""

    source: str
    relation: str
    target: str

    def __str__(self) -> str:
        return f"({self.source}, {self.relation}, {self.target})"


@dataclass(frozen=True)
class Filter:
    """`node op value`; value is a number or a string."""

    node: str
    op: str
    value: Any


@dataclass(frozen=True)
class Sort:
    key: str
    direction: Literal["asc", "desc"] = "asc"


@dataclass
class QueryGraph:
    """A validated pseudo query graph; construct through the parsers or `QueryGraph.build`."""

    nodes: dict[str, Node]
    edges: list[QEdge]
    answer: str
    filters: list[Filter] = field(default_factory=list)
    sort: Sort | None = None
    limit: int | None = None
    #: What normalisation changed (e.g. a variable inserted between two known entities).
    notes: list[str] = field(default_factory=list)

    # ---- construction -----------------------------------------------------------------------
    @classmethod
    def build(cls, edges: Sequence[tuple[str, str, str]], *, types: dict[str, str | None] | None = None,
              answer: str | None = None, filters: Sequence[Filter] = (), sort: Sort | None = None,
              limit: int | None = None, declared: bool = False) -> "QueryGraph":
        """Normalise and validate. With `declared`, every edge end must be a key of `types`
        (the JSON notation declares its nodes); otherwise nodes are implied by the edges."""
        types = {canonical_name(k): v for k, v in (types or {}).items()}
        edges = [tuple(canonical_name(str(p)) if j != 1 else str(p) for j, p in enumerate(e)) for e in edges]
        filters = [Filter(canonical_name(f.node), f.op, f.value) for f in filters]
        sort = Sort(canonical_name(sort.key), sort.direction) if sort else None
        answer = canonical_name(answer) if answer else None
        if not edges:
            raise QueryGraphError("empty query graph: it needs at least one edge")
        if len(edges) > MAX_GRAPH_EDGES:
            raise QueryGraphError(f"the query graph has {len(edges)} edges, over the limit of {MAX_GRAPH_EDGES}; "
                                  "split the question")
        nodes: dict[str, Node] = {}
        for name, typ in types.items():
            nodes[name] = _node(name, typ)
        for i, edge in enumerate(edges, start=1):
            if len(edge) != 3:
                raise QueryGraphError(f"edge {i} {edge!r}: expected [subject, relation, object]")
            s, r, o = (str(part).strip() for part in edge)
            if not s or not o:
                raise QueryGraphError(f"edge {i} ({s}, {r}, {o}): a node name is empty")
            if not r:
                raise QueryGraphError(f"edge {i} ({s}, {r}, {o}): the relation text is empty")
            for end in (s, o):
                if end not in nodes:
                    if declared:
                        raise QueryGraphError(f"edge {i} ({s}, {r}, {o}): node {end!r} is not declared in \"nodes\" "
                                              f"(declared: {', '.join(map(repr, nodes)) or 'none'})")
                    nodes[end] = _node(end, None)
        qedges = [QEdge(str(s).strip(), " ".join(str(r).split()), str(o).strip()) for s, r, o in edges]
        if answer:
            _check_answer(answer, nodes)
        graph = cls(nodes, qedges, answer or "", list(filters), sort, limit)
        if not answer and graph.variables:  # the user's own variables come before inserted ones
            answer = graph._default_answer()
        graph._insert_variables_between_entities()
        graph.answer = answer if answer else graph._default_answer()
        graph.validate()
        return graph

    def _insert_variables_between_entities(self) -> None:
        """SAFE's rule: two known entities never share an edge. In (A, r, B), B becomes a
        variable ?vN (on every edge) with the filter `?vN is B`, which keeps the meaning."""
        for i, edge in enumerate(list(self.edges)):
            edge = self.edges[i]
            if self.nodes[edge.source].is_variable or self.nodes[edge.target].is_variable:
                continue
            var = self._replace_by_variable(edge.target, Filter("", "is", edge.target))
            self.notes.append(f"edge {i + 1} {edge} joins two known entities: {edge.target!r} became variable {var} "
                              f"with the filter {var} is {edge.target!r}")

    def as_value(self, name: str, value: str | float, type_: str | None = None) -> str:
        """Known node `name` names a value, not an entity ('Go' as a programming language): it
        becomes a new variable ?vN (on every edge) with the filter `?vN = value` and, when given,
        the value's datatype as its expected type. Returns the variable."""
        var = self._replace_by_variable(name, Filter("", "=", value), type_)
        self.notes.append(f"{name!r} names no entity but a value the KG holds: it became variable {var} "
                          f"with the filter {var} = {value!r}")
        return var

    def as_class(self, name: str, cls: str) -> None:
        """Known node `name` names a class (IRI `cls`), not an entity: a variable it is the kind of
        ('(?w, kind, rose window)') gets the class as its type and the edge goes; on any other edge
        it becomes a new variable ?vN of the class ('(?w, installed in, cathedral)': some cathedral).
        A class IRI as a variable's type is a constraint on its members (`compile`)."""
        kept = []
        for edge in self.edges:
            other = edge.target if edge.source == name else edge.source if edge.target == name else None
            if (other is not None and self.nodes[other].is_variable and not self.nodes[other].type
                    and edge.relation.lower() in TYPING_WORDS):
                self.nodes[other].type = cls
                self.notes.append(f"{name!r} names a class, no entity: edge {edge} became the type of {other}")
            else:
                kept.append(edge)
        self.edges = kept
        if any(name in (e.source, e.target) for e in kept):
            n = 1
            while f"?v{n}" in self.nodes:
                n += 1
            var = f"?v{n}"
            self.nodes[var] = Node(var, "variable", cls)
            self.edges = [QEdge(var if e.source == name else e.source, e.relation, var if e.target == name else e.target)
                          for e in kept]
            self.notes.append(f"{name!r} names a class, no entity: it became variable {var} of that class")
        del self.nodes[name]

    def _replace_by_variable(self, name: str, condition: Filter, type_: str | None = None) -> str:
        """Known node `name` becomes a new variable ?vN on every edge, of `type_` or the node's own
        expected type, with `condition` (its node filled in); returns the variable."""
        n = 1
        while f"?v{n}" in self.nodes:
            n += 1
        var = f"?v{n}"
        known = self.nodes.pop(name)
        self.nodes[var] = Node(var, "variable", type_ or known.type)
        self.edges = [QEdge(var if e.source == name else e.source, e.relation, var if e.target == name else e.target)
                      for e in self.edges]
        self.filters.append(replace(condition, node=var))
        return var

    def _default_answer(self) -> str:
        """The variable with the highest number (`X_2` over `X_1`); ties go to the last one seen."""
        variables = self.variables
        if not variables:
            raise QueryGraphError(f"the query graph has no variable to answer: {VARIABLE_RULE}")
        best, best_n = variables[-1], -1
        for name in variables:
            digits = re.findall(r"\d+", name)
            n = int(digits[-1]) if digits else -1
            if n >= best_n:
                best, best_n = name, n
        return best

    # ---- validation -------------------------------------------------------------------------
    def validate(self) -> None:
        """Raise QueryGraphError naming the node, edge or slot at fault."""
        if not self.edges:
            raise QueryGraphError("empty query graph: it needs at least one edge")
        used = {n for e in self.edges for n in (e.source, e.target)}
        for name, node in self.nodes.items():
            if name not in used:
                raise QueryGraphError(f"node {name!r} is on no edge: every node must be connected by an edge")
            if node.is_variable and not _SPARQL_NAME.match(node.var):
                raise QueryGraphError(f"variable {name!r} is not a valid SPARQL variable name")
            _check_iri(node.iri, f"node {name!r}")
            if node.type and node.type.startswith(("http://", "https://", "<")):
                _check_iri(node.type.strip("<>"), f"the type of node {name!r}")
        for i, edge in enumerate(self.edges, start=1):
            if not (self.nodes[edge.source].is_variable or self.nodes[edge.target].is_variable):
                raise QueryGraphError(f"edge {i} {edge} joins two known entities; put a variable between them "
                                      f"({VARIABLE_RULE})")
        components = self.components()
        if len(components) > 1:
            parts = "; ".join("{" + ", ".join(sorted(c)) + "}" for c in components)
            raise QueryGraphError(f"the query graph is disconnected: {len(components)} components {parts}; "
                                  "connect them with an edge")
        _check_answer(self.answer, self.nodes)
        for f in self.filters:
            if f.node not in self.nodes:
                raise QueryGraphError(f"filter on unknown node {f.node!r}")
            if f.op not in FILTER_OPS:
                raise QueryGraphError(f"filter on {f.node!r}: unknown operator {f.op!r} (use one of {', '.join(FILTER_OPS)})")
        if self.sort is not None:
            if self.sort.key not in self.nodes or not self.nodes[self.sort.key].is_variable:
                raise QueryGraphError(f"sort key {self.sort.key!r} is not a variable of the graph ({VARIABLE_RULE})")
            if self.sort.direction not in ("asc", "desc"):
                raise QueryGraphError(f"sort direction {self.sort.direction!r}: use asc or desc")
        if self.limit is not None and (not isinstance(self.limit, int) or isinstance(self.limit, bool) or self.limit < 1):
            raise QueryGraphError(f"limit {self.limit!r}: expected a positive integer")

    def components(self) -> list[set[str]]:
        """Connected components of the (undirected) graph."""
        adjacent: dict[str, set[str]] = {n: set() for n in self.nodes}
        for e in self.edges:
            adjacent[e.source].add(e.target)
            adjacent[e.target].add(e.source)
        seen: set[str] = set()
        out: list[set[str]] = []
        for start in self.nodes:
            if start in seen:
                continue
            comp, stack = set(), [start]
            while stack:
                n = stack.pop()
                if n in comp:
                    continue
                comp.add(n)
                stack.extend(adjacent[n] - comp)
            seen |= comp
            out.append(comp)
        return out

    # ---- views ------------------------------------------------------------------------------
    @property
    def variables(self) -> list[str]:
        return [n for n, node in self.nodes.items() if node.is_variable]

    @property
    def entities(self) -> list[str]:
        return [n for n, node in self.nodes.items() if not node.is_variable]

    def incident(self, name: str) -> list[QEdge]:
        return [e for e in self.edges if name in (e.source, e.target)]

    # ---- writers ----------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """SAFE JSON (with the answer node)."""
        return {
            "nodes": {n: node.type for n, node in self.nodes.items()},
            "edges": [[e.source, e.relation, e.target] for e in self.edges],
            "filters": [{"node": f.node, "op": f.op, "value": f.value} for f in self.filters],
            "sort": {"key": self.sort.key, "direction": self.sort.direction} if self.sort else None,
            "limit": self.limit,
            "answer": self.answer,
        }

    def to_triples(self) -> str:
        """GRAPE triple list; quoted where a name has commas or brackets; types as `(x, a, T)`."""
        items = [f"({_quote_item(e.source)}, {_quote_item(e.relation)}, {_quote_item(e.target)})" for e in self.edges]
        items += [f"({_quote_item(n)}, a, {_quote_item(node.type)})" for n, node in self.nodes.items() if node.type]
        return "[" + ", ".join(items) + "]"

    def to_sparql_block(self) -> str:
        """The body of a `SERVICE kgqa:approx { ... }` block (fuzzy: relations and types)."""
        lines = []
        for e in self.edges:
            lines.append(f"{self._sparql_node(e.source)} <{FUZZY}{_fuzzy_local(e.relation)}> {self._sparql_node(e.target)} .")
        for n, node in self.nodes.items():
            if node.type:
                typ = f"<{node.type}>" if node.type.startswith(("http://", "https://")) else f'<{FUZZY}{_fuzzy_local(node.type)}>'
                lines.append(f"{self._sparql_node(n)} a {typ} .")
        return "\n".join(lines)

    def _sparql_node(self, name: str) -> str:
        node = self.nodes[name]
        if node.is_variable:
            return "?" + node.var
        return name if node.iri else json.dumps(name, ensure_ascii=False)

    # ---- parsers ----------------------------------------------------------------------------
    @classmethod
    def from_json(cls, data: str | dict) -> "QueryGraph":
        """SAFE JSON: nodes (name -> type or null), edges, filters, sort, limit, answer."""
        if isinstance(data, str):
            _check_size(data)
            if _json_nesting(data) > MAX_GRAPH_NESTING:
                raise QueryGraphError(f"query graph JSON is nested deeper than {MAX_GRAPH_NESTING} levels")
            try:
                data = json.loads(data)
            except json.JSONDecodeError as exc:
                raise QueryGraphError(_json_error(data, exc)) from exc
        if not isinstance(data, dict):
            raise QueryGraphError("query graph JSON must be an object with \"nodes\" and \"edges\"")
        unknown = set(data) - {"nodes", "edges", "filters", "sort", "limit", "answer"}
        if unknown:
            raise QueryGraphError(f"unknown key(s) in query graph JSON: {', '.join(sorted(unknown))}")
        nodes = data.get("nodes") or {}
        if isinstance(nodes, list):  # a list of names without types
            nodes = {str(n): None for n in nodes}
        if not isinstance(nodes, dict):
            raise QueryGraphError("\"nodes\" must map node names to types (or null)")
        edges = data.get("edges") or []
        if not isinstance(edges, list) or not all(isinstance(e, (list, tuple)) for e in edges):
            raise QueryGraphError("\"edges\" must be a list of [subject, relation, object]")
        if not isinstance(data.get("filters") or [], list):
            raise QueryGraphError("\"filters\" must be a list of {\"node\", \"op\", \"value\"}")
        if not isinstance(data.get("answer") or "", str):
            raise QueryGraphError(f"\"answer\" must be a node name, not {data['answer']!r}")
        filters = []
        for i, f in enumerate(data.get("filters") or [], start=1):
            if not isinstance(f, dict) or not {"node", "op", "value"} <= set(f):
                raise QueryGraphError(f"filter {i} {f!r}: expected {{\"node\", \"op\", \"value\"}}")
            filters.append(Filter(str(f["node"]), str(f["op"]).lower(), f["value"]))
        sort = data.get("sort")
        if sort is not None:
            if not isinstance(sort, dict) or "key" not in sort:
                raise QueryGraphError(f"sort {sort!r}: expected {{\"key\", \"direction\"}}")
            sort = Sort(str(sort["key"]), str(sort.get("direction") or "asc").lower())
        return cls.build(edges, types={str(k): (str(v) if v else None) for k, v in nodes.items()},
                         answer=data.get("answer"), filters=filters, sort=sort, limit=data.get("limit"),
                         declared=bool(nodes))

    @classmethod
    def from_triples(cls, text: str, answer: str | None = None) -> "QueryGraph":
        """GRAPE triple list `[(a, r, b), ...]`; items may be quoted; `(x, a, Type)` sets a type."""
        _check_size(text)
        tuples = _split_tuples(text)
        if not tuples:
            raise QueryGraphError("empty query graph: no (subject, relation, object) triples found")
        edges, types = [], {}
        for i, (start, items) in enumerate(tuples, start=1):
            if len(items) != 3:
                raise QueryGraphError(f"triple {i} ({', '.join(t for t, _ in items)}): expected 3 items (subject, "
                                      f"relation, object), got {len(items)}; the triple starts at character {start} "
                                      "(quote names that contain commas)")
            (s, _), (r, r_quoted), (o, _) = items
            if not r_quoted and r.strip().lower() in _TYPE_WORDS:
                types[s] = o
            else:
                edges.append((s, identifier_words(r), o))
        graph = cls.build(edges, types=None, answer=answer)
        return graph._typed(types, "type ({name}, a, {type})")

    def _typed(self, types: dict[str, str], written: str) -> "QueryGraph":
        """Give the named nodes their expected types; `written` shows a type statement in the
        caller's notation for the error about a node on no edge."""
        for name, typ in types.items():
            name = canonical_name(name)
            if name not in self.nodes:
                raise QueryGraphError(f"{written.format(name=name, type=typ)} names node {name!r}, which is on no edge")
            if typ and typ.startswith(("http://", "https://", "<")):
                _check_iri(typ.strip("<>"), f"the type of node {name!r}")
            self.nodes[name].type = typ
        return self

    @classmethod
    def from_sparql_block(cls, block: str, projected: Sequence[str] = ()) -> "QueryGraph":
        """The triples of a `SERVICE kgqa:approx { ... }` block (or just its body). Literals and
        IRIs are entity mentions, `?v` variables; any prefixed name or IRI in predicate position
        is fuzzy relation text (`fuzzy:acted_in` -> 'acted in'); `?x a fuzzy:Person` an expected
        type; `FILTER(?v op value)` a filter. The answer is the first projected variable that is
        in the graph (else the default rule)."""
        _check_size(block)
        body, offset = _service_body(block)
        triples, filters = _parse_block(body, offset)
        edges, types = [], {}
        for s, p, o in triples:
            if p is _IS_TYPE:
                types[s] = o
            else:
                edges.append((s, p, o))
        names = {n for e in edges for n in (e[0], e[2])}
        answer = next((v if v.startswith("?") else "?" + v for v in projected
                       if (v if v.startswith("?") else "?" + v) in names), None)
        graph = cls.build(edges, answer=answer, filters=filters)
        return graph._typed(types, "type triple '{name} a {type}'")


def parse_graph(text: str | dict | QueryGraph, notation: str | None = None, *, answer: str | None = None) -> QueryGraph:
    """Parse any of the three notations (auto-detected unless `notation` is json/triples/sparql)."""
    if isinstance(text, QueryGraph):
        return text
    if isinstance(text, dict):
        return QueryGraph.from_json(text)
    notation = notation or detect_notation(text)
    if notation == "json":
        graph = QueryGraph.from_json(text)
        if answer:
            graph.answer = answer
            graph.validate()
        return graph
    if notation == "triples":
        return QueryGraph.from_triples(text, answer=answer)
    if notation == "sparql":
        return QueryGraph.from_sparql_block(text, [answer] if answer else ())
    if notation is None:
        raise QueryGraphError("the text is not a query graph in any notation: expected a SAFE JSON object, "
                              "a [(subject, relation, object), ...] list, or a SPARQL block with ?variables")
    raise QueryGraphError(f"unknown notation {notation!r}: use json, triples or sparql")


def detect_notation(text: str) -> Notation | None:
    """json for `{...}` objects, triples for `[(...)]` lists, sparql for blocks with ?vars, `<...>`
    or prefixed predicates; None when the text looks like none of them (a natural question)."""
    stripped = text.strip()
    if re.match(r'^\{\s*(\}|"(?:[^"\\]|\\.)*"\s*:)', stripped):
        return "json"
    if re.match(r"^\[\s*[(\]]", stripped):
        return "triples"
    if re.match(r"^(SERVICE\b|\{)", stripped, re.I):
        return "sparql"
    if re.search(r"[?$][A-Za-z_]\w*", stripped) and re.search(r"\s(?:[A-Za-z_][\w-]*:[\w-]+|<[^>\s]+>|a)\s+[?\"<]", stripped):
        return "sparql"
    return None


def looks_like_graph(text: str) -> bool:
    return detect_notation(text) is not None


# ---- helpers --------------------------------------------------------------------------------------
def _check_size(text: str) -> None:
    if len(text) > MAX_GRAPH_CHARS:
        raise QueryGraphError(f"the query graph is {len(text)} characters long, over the limit of {MAX_GRAPH_CHARS}")


_JSON_BRACKETS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]')


def _json_nesting(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest (strings skipped), without parsing it."""
    depth = deepest = 0
    for m in _JSON_BRACKETS.finditer(text):
        char = m.group()
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


def _json_error(text: str, exc: json.JSONDecodeError) -> str:
    """Where a JSON text stops parsing and what was expected there; at the end of the text, also
    which bracket is still open."""
    where = f"at character {exc.pos + 1} (line {exc.lineno}, column {exc.colno})"
    message = f"query graph JSON does not parse: {exc.msg[:1].lower()}{exc.msg[1:]} {where}"
    stack: list[tuple[str, int]] = []
    for m in _JSON_BRACKETS.finditer(text, 0, exc.pos):
        char = m.group()
        if char in "[{":
            stack.append((char, m.start()))
        elif char in "]}" and stack:
            stack.pop()
    if not stack:
        return message
    char, at = stack[-1]
    closer = "}" if char == "{" else "]"
    if exc.pos >= len(text.rstrip()):
        return f"{message}, the end of the text: the '{char}' at character {at + 1} is never closed (missing '{closer}')"
    found = text[exc.pos]
    if found in "]}" and found != closer:
        return f"{message}: found '{found}' where '{closer}' must first close the '{char}' at character {at + 1}"
    return message


def _check_iri(iri: str | None, what: str) -> None:
    """An IRI written in a graph must be one Oxigraph accepts (it ends up in SPARQL)."""
    if iri is None:
        return
    try:
        NamedNode(iri)
    except ValueError as exc:
        raise QueryGraphError(f"{what}: <{iri}> is not a valid IRI ({exc})") from None


def _check_answer(answer: str, nodes: dict[str, Node]) -> None:
    """The answer must be a variable node of the graph; the error says what counts as one."""
    node = nodes.get(answer)
    if node is not None and node.is_variable:
        return
    if node is not None:
        raise QueryGraphError(f"answer node {answer!r} is a known entity, not a variable: {VARIABLE_RULE}")
    listed = ", ".join(map(repr, nodes))
    bare = answer.lstrip("?$")
    if bare in nodes and not nodes[bare].is_variable:
        raise QueryGraphError(f"answer node {answer!r} is not in the graph: the edges name {bare!r}, which is a known "
                              f"entity, not a variable ({VARIABLE_RULE}); write {answer!r} in the edges too")
    raise QueryGraphError(f"answer node {answer!r} is not in the graph (nodes: {listed})")


def _node(name: str, typ: str | None) -> Node:
    return Node(name, "variable" if is_variable_name(name) else "entity", typ or None)


def _quote_item(text: str) -> str:
    plain = not re.search(r"""[,()\[\]"']""", text) and text == text.strip() and text.lower() not in _TYPE_WORDS
    return text if plain else json.dumps(text, ensure_ascii=False)


def _fuzzy_local(text: str) -> str:
    return re.sub(r"\W+", "_", text.strip()).strip("_") or "related_to"


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def _split_tuples(text: str) -> list[tuple[int, list[tuple[str, bool]]]]:
    """`[(a, b, c), ("x, y", r, z)]` -> [(2, [('a', False), ...]), (13, [('x, y', True), ...])]: each
    triple's character position (1-based, in `text` as written) and its items with whether they
    were quoted (double quotes are JSON strings; single quotes are taken verbatim). The brackets
    are optional, but a '[' needs its ']'. Errors name the character and what was expected there."""
    out: list[tuple[int, list[tuple[str, bool]]]] = []
    n = len(text.rstrip())
    i = len(text) - len(text.lstrip())
    opened = i if text[i:i + 1] == "[" else None
    if opened is not None:
        i += 1
    while True:
        while i < n and (text[i].isspace() or text[i] == ","):
            i += 1
        if i >= n:
            if opened is not None:
                raise QueryGraphError(f"triple list: missing ']' at the end of the triple list (character {n + 1}) "
                                      f"to close the '[' at character {opened + 1}")
            return out
        ch = text[i]
        if ch == "]":
            if opened is None:
                raise QueryGraphError(f"triple list: the ']' at character {i + 1} closes no '['")
            if i + 1 < n:
                raise QueryGraphError(f"triple list: unexpected {text[i + 1:i + 21].strip()!r} at character "
                                      f"{i + 2 + (len(text[i + 1:]) - len(text[i + 1:].lstrip()))}, after the ']' "
                                      "that ends the list")
            return out
        if ch != "(":
            raise QueryGraphError(f"triple list: expected '(' to start triple {len(out) + 1} at character {i + 1}, "
                                  f"found {text[i:i + 20]!r}")
        start = i
        i += 1
        items: list[tuple[str, bool]] = []
        current: list[str] = []
        quoted: str | None = None
        while True:
            if i >= n:
                closing = " before the ']' that ends the list" if opened is not None and text[n - 1] == "]" else ""
                where = n if closing else n + 1
                raise QueryGraphError(f"triple list: the '(' of triple {len(out) + 1} at character {start + 1} is "
                                      f"never closed: expected ')' at character {where}{closing}")
            ch = text[i]
            if ch in "\"'" and quoted is None and not "".join(current).strip():
                if ch == '"':
                    m = _JSON_STRING.match(text, i, n)
                    if not m:
                        raise QueryGraphError(f"triple list: unterminated quote at character {i + 1}: expected a "
                                              "closing '\"'")
                    try:
                        quoted, i = json.loads(m.group(0)), m.end()
                    except ValueError as exc:  # a raw control character, a bad escape
                        raise QueryGraphError(f"triple list: bad quoted string at character {i + 1}: {exc.msg}") from exc
                else:
                    close = text.find(ch, i + 1, n)
                    if close < 0:
                        raise QueryGraphError(f"triple list: unterminated quote at character {i + 1}: expected a "
                                              f"closing {ch!r}")
                    quoted, i = text[i + 1:close], close + 1
                continue
            if ch in ",)":
                items.append((quoted, True) if quoted is not None else ("".join(current).strip(), False))
                current, quoted = [], None
                i += 1
                if ch == ")":
                    break
                continue
            if quoted is None:
                current.append(ch)
            elif not ch.isspace():
                raise QueryGraphError(f"triple list: unexpected {ch!r} after a quoted item at character {i + 1}: "
                                      "expected ',' or ')'")
            i += 1
        out.append((start + 1, items))


_SERVICE_HEAD = re.compile(r"SERVICE\s+(?:<[^>]*>|[\w-]*:[\w-]*)\s*", re.I)


def _service_body(block: str) -> tuple[str, int]:
    """The triples of a block (SERVICE name and braces taken off) and where they start in it."""
    start, end = len(block) - len(block.lstrip()), len(block.rstrip())
    m = _SERVICE_HEAD.match(block, start, end)
    if m:
        start = m.end()
    if block.startswith("{", start):
        if end - start < 2 or block[end - 1] != "}":
            raise QueryGraphError(f"SPARQL block: missing '}}' at the end of the block (character {end + 1}) to close "
                                  f"the '{{' at character {start + 1}")
        start, end = start + 1, end - 1
    return block[start:end], start


def _block_tokens(body: str) -> list[tuple[str, str, int]]:
    """The tokens of a block body (graph.sparql_text) as (kind, text, start): a string's language tag or
    datatype is dropped (the mention is the string), `FILTER(...)` is one ("filter", inside the
    parentheses) token and `a` (any case) an ("a", text) token; anything else that a block of
    triples cannot hold is an error naming where it is."""
    lexed = tokenize(body, balanced=False)
    tokens: list[tuple[str, str, int]] = []
    i = 0
    while i < len(lexed):
        tok = lexed[i]
        i += 1
        kind, text = tok.kind, tok.text
        if kind == "word" and text.upper() == "FILTER" and i < len(lexed) and lexed[i].text == "(":
            close = _closing_paren(lexed, i)
            if close is not None:
                tokens.append(("filter", body[lexed[i].end:lexed[close].start], tok.start))
                i = close + 1
                continue
        elif kind == "word" and text.lower() == "a":
            tokens.append(("a", text, tok.start))
            continue
        elif kind == "string":
            if i < len(lexed) and lexed[i].kind == "langtag":
                i += 1
            elif i + 1 < len(lexed) and lexed[i].text == "^^" and lexed[i + 1].kind in ("iri", "pname"):
                i += 2
            tokens.append((kind, text, tok.start))
            continue
        elif kind in ("iri", "var", "number", "pname") or (kind == "punct" and text in ".;,"):
            tokens.append((kind, text, tok.start))
            continue
        elif kind == "bnode":  # `_:b` names a node like a prefixed name does
            tokens.append(("pname", text, tok.start))
            continue
        raise QueryGraphError(f"SPARQL block: cannot read {body[tok.start:tok.start + 30]!r} at character {tok.start + 1}")
    return tokens


def _closing_paren(tokens: Sequence[Token], open_index: int) -> int | None:
    """Index of the ')' closing the '(' at `open_index` (None when it is never closed)."""
    depth = 0
    for j in range(open_index, len(tokens)):
        if tokens[j].text == "(":
            depth += 1
        elif tokens[j].text == ")":
            depth -= 1
            if depth == 0:
                return j
    return None


def _term(kind: str, text: str, position: str) -> str:
    """A token as a node name (subject/object) or relation / type text (predicate / type)."""
    if kind == "string":
        try:
            return string_value(text)
        except QuerySyntaxError as exc:
            raise QueryGraphError(f"SPARQL block: bad escape in string {text}") from exc
    if kind == "number":
        return text
    if kind == "var":
        return "?" + text[1:]
    if position == "predicate":
        iri = text[1:-1] if kind == "iri" else text
        return identifier_words(local_name(iri) if kind == "iri" else text.split(":", 1)[1] or text)
    if position == "type":
        if kind == "iri" and not text[1:-1].startswith(FUZZY):
            return text[1:-1]
        local = local_name(text[1:-1]) if kind == "iri" else text.split(":", 1)[1]
        return identifier_words(local)
    if kind == "iri":
        return text
    # a prefixed name as a node: its local name is the mention text
    return identifier_words(text.split(":", 1)[1]) if ":" in text else text


_IS_TYPE = "rdf:type"  # the marker _parse_block puts in predicate position of type triples (compared by identity)


_EXPECTED = {"subject": "a subject", "predicate": "a predicate", "object": "an object",
             "punct": "'.', ';' or ','"}


def _parse_block(body: str, offset: int = 0) -> tuple[list[tuple[str, str, str]], list[Filter]]:
    """Triples and filters of a block body; `offset`: where the body starts in the text the user
    wrote, so that errors name characters of that text."""
    tokens = _block_tokens(body)
    triples: list[tuple[str, str, str]] = []
    filters: list[Filter] = []
    i = 0
    subject = predicate = None
    expect = "subject"
    while i < len(tokens):
        kind, text, at = tokens[i]
        where = f"at character {offset + at + 1}"
        i += 1
        if kind == "filter":
            filters.append(_parse_filter(text))
            continue
        if kind == "punct":
            if text == "." and expect in ("subject", "punct"):
                subject = predicate = None
                expect = "subject"
            elif text == ";" and expect == "punct":
                expect = "predicate"
            elif text == "," and expect == "punct":
                expect = "object"
            else:
                raise QueryGraphError(f"SPARQL block: unexpected {text!r} {where}: expected {_EXPECTED[expect]}")
            continue
        if expect == "subject":
            if kind == "a":
                raise QueryGraphError(f"SPARQL block: 'a' {where} cannot be a subject: expected a ?variable, "
                                      "\"entity name\" or <IRI>")
            subject, expect = _term(kind, text, "node"), "predicate"
        elif expect == "predicate":
            if kind in ("string", "number", "var"):
                raise QueryGraphError(f"SPARQL block: {text} {where} cannot be a predicate; write relation words "
                                      "as fuzzy:words")
            is_type = kind == "a" or (kind in ("iri", "pname") and text.strip("<>") in (f"{RDF}type", "rdf:type"))
            predicate, expect = (_IS_TYPE if is_type else _term(kind, text, "predicate")), "object"
        elif expect == "object":
            if kind == "a":
                raise QueryGraphError(f"SPARQL block: 'a' {where} cannot be an object: expected a ?variable, "
                                      "\"entity name\", <IRI> or a class")
            obj = _term(kind, text, "type" if predicate is _IS_TYPE else "node")
            triples.append((subject, predicate, obj))
            expect = "punct"
        else:
            raise QueryGraphError(f"SPARQL block: expected '.', ';' or ',' before {text!r} {where}")
    if expect in ("predicate", "object"):
        raise QueryGraphError(f"SPARQL block: the last triple is incomplete: expected {_EXPECTED[expect]} at "
                              f"character {offset + len(body.rstrip()) + 1}")
    return triples, filters


_FILTER = re.compile(r"""^\s*(?P<var>[?$]\w+)\s*(?P<op><=|>=|!=|=|<|>)\s*(?P<value>.+?)\s*$""")


def _parse_filter(body: str) -> Filter:
    m = _FILTER.match(body)
    if not m:
        c = re.match(r"""^\s*CONTAINS\s*\(\s*(?:LCASE\s*\(\s*)?(?:STR\s*\(\s*)?([?$]\w+)\s*\)*\s*,\s*(["'])(.*)\2\s*\)\s*$""", body, re.I)
        if c:
            return Filter("?" + c.group(1)[1:], "contains", c.group(3))
        raise QueryGraphError(f"SPARQL block: FILTER({body}) is not of the form ?var op value or CONTAINS(?var, \"text\")")
    raw = m.group("value")
    value: Any
    if re.fullmatch(r"[+-]?\d+", raw):
        value = int(raw)
    elif re.fullmatch(r"[+-]?\d*\.\d+", raw):
        value = float(raw)
    elif raw[:1] in "\"'" and raw[-1:] == raw[:1]:
        value = raw[1:-1]
    else:
        raise QueryGraphError(f"SPARQL block: FILTER value {raw!r} must be a number or a quoted string")
    return Filter("?" + m.group("var")[1:], m.group("op"), value)
