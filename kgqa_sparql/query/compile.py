"""Aligned query graphs (`align`) -> SPARQL 1.1 with full IRIs.

Known entities are bound with VALUES, each assigned edge becomes a triple pattern (a bridged end
starts at its bridge variable `?kgqa_bN`), each bridge a property path over the schema predicates
between its two classes; the pseudo graph's filters, ORDER BY and LIMIT are carried over. Without
a sort, answers are ranked by the number of matches reaching them (`?kgqa_walks`).

Compiling is pure: the graph, the aligned graph and the entity map are left as they are; the
SPARQL terms chosen for the nodes and edges come back on a copy of the aligned graph
(`Compiled.aligned`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Sequence

from pyoxigraph import NamedNode

from kgqa_sparql.graph.backend import Step
from kgqa_sparql.graph.counterparts import NO_COUNTERPARTS, Counterparts
from kgqa_sparql.query.align import AlignedGraph, Bridge
from kgqa_sparql.query.querygraph import QueryGraph
from kgqa_sparql.vocab import XSD

BRIDGE_PREFIX = "kgqa_b"


@dataclass
class Compiled:
    where: str
    select: str
    #: A copy of the compiled aligned graph with the SPARQL terms used for it (`terms`, `edge_terms`).
    aligned: AlignedGraph


def sparql_term_literal(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    return json.dumps(str(value), ensure_ascii=False)


def compile_graph(graph: QueryGraph, aligned: AlignedGraph, entities: dict[str, Sequence[str]], *,
                  distinct_nodes: bool = True, count_walks: bool = True,
                  counterparts: Counterparts | None = None, members: dict[str, str] | None = None,
                  typing: str = "a") -> Compiled:
    """SPARQL for an aligned graph. `entities` maps each known-entity node to its linked IRIs
    (bound with VALUES). Variables keep the input graph's names; bridges use ?kgqa_bN.
    `distinct_nodes`: different nodes of one class bind different terms (no revisits on a path).
    `count_walks`: rank answers by the number of matches reaching them (unless the graph sorts).
    The inputs are not changed: the terms used come back in `Compiled.aligned`, a copy.
    `counterparts` (`kg.counterparts`): a predicate the ontology declares the inverse of another,
    or symmetric, matches the facts stated either way. `members`: the class (IRI) each of these
    variables is a member of, through `typing`, the property path from an entity to its classes
    (`graph.backend.type_path`)."""
    counterparts = counterparts or NO_COUNTERPARTS
    terms = node_terms(graph)
    lines = [f"VALUES {terms[name]} {{ {' '.join(f'<{i}>' for i in _with_twins(iris, counterparts))} }}"
             for name, iris in entities.items() if name in graph.nodes]
    bridge_nodes = {bridge.target: f"?{BRIDGE_PREFIX}{n}" for n, bridge in enumerate(aligned.bridges, start=1)}
    edge_terms = _edge_terms(aligned, terms, bridge_nodes)
    lines += [counterparts.pattern(Step(NamedNode(cand.schema.predicate), True), subj, obj)
              for cand, (subj, obj) in zip(aligned.assignment, edge_terms)]
    for bridge in aligned.bridges:
        steps = [Step(NamedNode(p), forward) for p, forward in bridge.steps]
        steps += [other for step in steps for other in counterparts.others(step) if other not in steps]
        path = "|".join(f"<{s.predicate.value}>" if s.forward else f"^<{s.predicate.value}>" for s in steps)
        lines.append(f"{terms[bridge.source]} ({path}) {bridge_nodes[bridge.target]} .")
    lines += [_filter_line(f, terms, entities) for f in graph.filters]
    lines += [f"{terms[n]} {typing} <{cls}> ." for n, cls in (members or {}).items()]
    if distinct_nodes:
        lines += _distinct_filters(graph, aligned, terms, bridge_nodes)
    where = "\n".join("  " + line for line in lines)
    return Compiled(where, _select(graph, terms, where, count_walks),
                    replace(aligned, terms=terms, edge_terms=edge_terms))


def _with_twins(iris: Sequence[str], counterparts: Counterparts) -> list[str]:
    """An entity's IRIs and their owl:sameAs twins (`Counterparts.twins`): a fact stated of
    either is the entity's."""
    if not counterparts.twins:
        return list(iris)
    return [t.value for t in counterparts.with_twins(NamedNode(i) for i in iris)]


def node_terms(graph: QueryGraph) -> dict[str, str]:
    """SPARQL term per pseudo node: `?var` for variables, `?kgqa_eN` for known entities."""
    terms: dict[str, str] = {}
    for name, node in graph.nodes.items():
        terms[name] = "?" + node.var if node.is_variable else f"?kgqa_e{len(terms)}"
    return terms


def _edge_terms(aligned: AlignedGraph, terms: dict[str, str],
                bridge_nodes: dict[str, str]) -> list[tuple[str, str]]:
    """(subject, object) terms of each assigned edge; a bridged end of an edge starts at its
    bridge variable instead of the pseudo node."""
    out = []
    for i, cand in enumerate(aligned.assignment):
        edge = cand.edge
        s = bridge_nodes.get(f"{i}:{edge.source}", terms[edge.source])
        o = bridge_nodes.get(f"{i}:{edge.target}", terms[edge.target])
        out.append((s, o) if cand.schema.forward else (o, s))
    return out


def _distinct_filters(graph: QueryGraph, aligned: AlignedGraph, terms: dict[str, str],
                      bridge_nodes: dict[str, str]) -> list[str]:
    """FILTER(a != b) for every two nodes (bridge variables included) of the same class."""
    nodes = [terms[n] for n in graph.nodes] + list(bridge_nodes.values())
    node_class = {terms[n]: aligned.node_classes.get(n) for n in graph.nodes}
    for bnode, bridge in zip(bridge_nodes.values(), aligned.bridges):
        node_class[bnode] = _bridge_class(aligned, bridge)
    same = [(a, b) for j, b in enumerate(nodes) for a in nodes[:j]
            if node_class.get(a) and node_class.get(a) == node_class.get(b)]
    # a known entity never answers its own graph, whatever classes the two nodes were read as
    answer = terms[graph.answer]
    known = [terms[n] for n, node in graph.nodes.items() if not node.is_variable]
    same += [(k, answer) for k in known if (k, answer) not in same and (answer, k) not in same]
    return [f"FILTER({a} != {b})" for a, b in same]


def _select(graph: QueryGraph, terms: dict[str, str], where: str, count_walks: bool) -> str:
    """The SELECT around `where`: the graph's sort and limit, else answers by their walk count."""
    answer = terms[graph.answer]
    limit = f"\nLIMIT {graph.limit}" if graph.limit else ""
    if graph.sort is not None or not count_walks:
        order = f"\nORDER BY {graph.sort.direction.upper()}({terms[graph.sort.key]})" if graph.sort else ""
        sort_var = f" {terms[graph.sort.key]}" if graph.sort and graph.sort.key != graph.answer else ""
        return f"SELECT DISTINCT {answer}{sort_var} WHERE {{\n{where}\n}}{order}{limit}"
    return (f"SELECT {answer} (COUNT(*) AS ?kgqa_walks) WHERE {{\n{where}\n}}\n"
            f"GROUP BY {answer}\nORDER BY DESC(?kgqa_walks) {answer}{limit}")


def _bridge_class(aligned: AlignedGraph, bridge: Bridge) -> str | None:
    """Class of a bridge's far end: the class the bridged edge gives that node."""
    index, _, node = bridge.target.partition(":")
    cand = aligned.assignment[int(index)]
    return cand.schema.source_class if cand.edge.source == node else cand.schema.target_class


def _filter_line(f, terms: dict[str, str], entities: dict[str, Sequence[str]]) -> str:
    """A pseudo-graph filter as a SPARQL FILTER; numbers compare numerically (years too)."""
    var = terms[f.node]
    if f.op == "is":
        iris = entities.get(filter_entity_key(f.value), [])
        return f"FILTER({var} IN ({', '.join(f'<{i}>' for i in iris)}))"
    if f.op == "contains":
        return f"FILTER(CONTAINS(LCASE(STR({var})), {sparql_term_literal(str(f.value).lower())}))"
    if isinstance(f.value, (int, float)) and not isinstance(f.value, bool):
        return f"FILTER(<{XSD}decimal>(STR({var})) {f.op} {f.value})"
    return f"FILTER(STR({var}) {f.op} {sparql_term_literal(f.value)})"


def filter_entity_key(mention: str) -> str:
    """Key in `entities` under which the IRIs of an `is` filter's mention are passed."""
    return f"is:{mention}"
