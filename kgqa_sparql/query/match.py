"""SAFE's ranked semantic subgraph matching (Algorithm 2): exact top-k matches of a pseudo query
graph in the KG itself, with no schema alignment in between.

Query edges are visited in DFS order from an anchor entity. For an edge (u, r, u') whose u is
matched to M[u], the candidate relations are AdjRel(M[u]) ∩ SimRel(r) (relations the matched
entity really has, among the SimRel most similar to r, in either direction); each neighbour v
reached through one of them is a candidate for u' (∩ SimEnt(u') when u' is a known entity,
type-consistent through SimTyp when u' is a typed variable). The cost of a match is the sum of
SemDist over its relations and nodes: 1 - cosine of relation texts; for a typed variable the
least 1 - cosine between the expected type and the classes of the bound entity; for a known
entity 1 - link score. Costs only grow along the DFS, so a partial match whose cost already
reaches the k-th best complete match is pruned: the top-k is exact.
"""

from __future__ import annotations

import heapq
import math
from dataclasses import dataclass, field

import numpy as np
from pyoxigraph import NamedNode

from kgqa_sparql.graph.backend import Term
from kgqa_sparql.query.align import dfs_edge_order
from kgqa_sparql.errors import AlignmentError
from kgqa_sparql.query.querygraph import QEdge, QueryGraph, parse_graph
from kgqa_sparql.query.result import Answer, Evidence, Result
from kgqa_sparql.words import number_spelled_out

SIM_ENT = 3
SIM_REL = 10
SIM_TYP = 8
K_RETRIEVAL = 10


@dataclass(order=True)
class Match:
    cost: float
    bindings: dict[str, Term] = field(compare=False)
    triples: list[tuple[Term, NamedNode, Term]] = field(compare=False)


class Matcher:
    """Candidate sets and SemDist for one query graph over one KG."""

    def __init__(self, kg, graph: QueryGraph, *, sim_ent: int = SIM_ENT, sim_rel: int = SIM_REL, sim_typ: int = SIM_TYP,
                 relation_model: str | None = None):
        self.kg, self.graph = kg, graph
        aligner = kg.aligner(relation_model)
        self.schema = aligner.schema
        linker = kg.linker
        self.sim_ent: dict[str, dict[str, float]] = {
            n: {e.iri: 1.0 - e.score for e in linker.confident(n, sim_ent)} for n in graph.entities}
        predicates = aligner.predicates
        sims = (aligner.relation_similarity([number_spelled_out(e.relation) for e in graph.edges]) if predicates
                else np.zeros((len(graph.edges), 0)))
        self.sim_rel: dict[QEdge, dict[str, float]] = {}
        for i, edge in enumerate(graph.edges):
            best = np.argsort(-sims[i])[:sim_rel]
            self.sim_rel[edge] = {predicates[j]: 1.0 - float(sims[i, j]) for j in best}
        self.sim_typ: dict[str, dict[str, float]] = {}
        for name in graph.variables:
            typ = graph.nodes[name].type
            type_sims = aligner.type_similarity(typ)
            if type_sims is not None:
                best = np.argsort(-type_sims)[:sim_typ]
                self.sim_typ[name] = {aligner.class_iris[j]: 1.0 - float(type_sims[j]) for j in best}
        self._expanded: dict[Term, list] = {}
        self._classes: dict[Term, list[str]] = {}

    def neighbours(self, node: Term) -> list:
        if node not in self._expanded:
            self._expanded[node] = self.kg.expand([node]).edges
        return self._expanded[node]

    def node_cost(self, name: str, value: Term) -> float | None:
        """SemDist of binding pseudo node `name` to `value`; None when it is not a candidate."""
        if name in self.sim_ent:
            return self.sim_ent[name].get(value.value) if isinstance(value, NamedNode) else None
        wanted = self.sim_typ.get(name)
        if wanted is None:
            return 0.0
        if value not in self._classes:
            self._classes[value] = self.schema.classes_of(self.kg, [value]).get(value, [])
        costs = [wanted[c] for c in self._classes[value] if c in wanted]
        return min(costs) if costs else None


def match(kg, graph: QueryGraph | str | dict, k: int = K_RETRIEVAL, **options) -> list[Match]:
    """The k least-cost matches of the pseudo graph in the KG (exact top-k, Algorithm 2)."""
    graph = parse_graph(graph)
    if not graph.entities:
        raise AlignmentError("ranked matching needs a known entity to anchor the query graph")
    m = Matcher(kg, graph, **options)
    order = dfs_edge_order(graph)
    anchor = (order[0].source if not graph.nodes[order[0].source].is_variable else order[0].target)
    top: list[tuple[float, int, Match]] = []
    counter = [0]

    def worst() -> float:
        return -top[0][0] if len(top) >= k else math.inf

    def extend(i: int, bound: dict[str, Term], triples: list, cost: float) -> None:
        if cost >= worst():
            return
        if i == len(order):
            counter[0] += 1
            heapq.heappush(top, (-cost, counter[0], Match(cost, dict(bound), list(triples))))
            if len(top) > k:
                heapq.heappop(top)
            return
        edge = order[i]
        forward_from = edge.source in bound
        here, there = (edge.source, edge.target) if forward_from else (edge.target, edge.source)
        rel_costs = m.sim_rel[edge]
        for kg_edge in m.neighbours(bound[here]):
            predicate = kg_edge.predicate.value
            if predicate not in rel_costs:
                continue
            d_r = rel_costs[predicate]
            if cost + d_r >= worst():
                continue
            value = kg_edge.target
            if there in bound:
                if bound[there] != value:
                    continue
                d_n = 0.0
            else:
                if value in bound.values():  # injective: no node bound twice
                    continue
                d_n = m.node_cost(there, value)
                if d_n is None:
                    continue
            fresh = there not in bound
            bound[there] = value
            triples.append(kg_edge.triple)
            extend(i + 1, bound, triples, cost + d_r + d_n)
            triples.pop()
            if fresh:
                del bound[there]

    for iri, d in sorted(m.sim_ent[anchor].items(), key=lambda kv: kv[1]):
        extend(0, {anchor: NamedNode(iri)}, [], d)
    return [entry[2] for entry in sorted(top, key=lambda t: (-t[0], t[1]))]


def ask_match(kg, graph: QueryGraph | str | dict, k: int = K_RETRIEVAL, **options) -> Result:
    """Answers from the top-k matches: each answer scored exp(-cost) of its best match."""
    graph = parse_graph(graph)
    matches = match(kg, graph, k, **options)
    best: dict[Term, Match] = {}
    for found in matches:
        value = found.bindings.get(graph.answer)
        if value is not None and value not in best:
            best[value] = found
    labels = kg.labels(list(best) + [t for found in best.values() for tr in found.triples for t in tr])
    answers = [Answer(v.value if isinstance(v, NamedNode) else None, labels.get(v, v.value), round(math.exp(-f.cost), 6))
               for v, f in best.items()]
    evidence = [Evidence([tuple(t.value for t in tr) for tr in f.triples],
                         [tuple(labels.get(t, t.value) for t in tr) for tr in f.triples], round(math.exp(-f.cost), 6))
                for f in best.values()]
    return Result(answers, evidence, None, {"method": "match", "matches": len(matches)})
