"""Question subgraphs and their directed line graphs (RAPL, Yao et al.).

A question subgraph is the bounded neighbourhood of the topic entities, fetched hop by hop with
batched `kg.expand`. Every triple is seen from both ends: an `Edge` with `forward=False` is the
materialised inverse triple, so a path "against" a stored edge is an ordinary directed path.

The line graph has one node per directed edge (triple) and an arc e1 -> e2 whenever e1's target
is e2's source. Prop. 1 of RAPL: directed paths of length k in the subgraph are in bijection with
directed paths of k - 1 arcs (k nodes) in the line graph, which `edge_walks` / `line_walks` let
tests check.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Sequence

import numpy as np

from kgqa_sparql.graph.backend import Edge, Term


@dataclass
class QuestionSubgraph:
    """Directed edges (both orientations of each triple) reached from `topics` within `hops`.

    `depth[i]` is the BFS layer of edge i's source (0 for edges leaving a topic)."""

    topics: tuple[Term, ...]
    edges: list[Edge] = field(default_factory=list)
    depth: list[int] = field(default_factory=list)
    #: Full neighbour count of (source, predicate, forward), including edges cut by the caps.
    fanout: dict[tuple[Term, object, bool], int] = field(default_factory=dict)

    @property
    def entities(self) -> set[Term]:
        return set(self.topics) | {e.target for e in self.edges}


def extract_subgraph(kg, topics: Sequence[Term], *, hops: int = 3, max_per_relation: int = 8,
                     max_frontier: int = 64) -> QuestionSubgraph:
    """Expand `hops` layers from `topics`. Caps keep hubs bounded: at most `max_per_relation`
    neighbours per (entity, relation, direction), at most `max_frontier` entities expanded per
    layer. Retrieval ranks relation paths, which are then executed on the full KG, so a capped
    sample of each relation's neighbours is enough to represent it."""
    sub = QuestionSubgraph(tuple(topics))
    seen_edges: set[Edge] = set()
    visited: set[Term] = set(topics)
    frontier: list[Term] = list(dict.fromkeys(topics))
    for layer in range(hops):
        if not frontier:
            break
        expansion = kg.expand(frontier, "both", max_per_relation=max_per_relation)
        sub.fanout.update(expansion.counts)
        nxt: list[Term] = []
        for edge in expansion.edges:
            if edge in seen_edges:
                continue
            seen_edges.add(edge)
            sub.edges.append(edge)
            sub.depth.append(layer)
            if edge.target not in visited and not hasattr(edge.target, "datatype"):
                visited.add(edge.target)
                nxt.append(edge.target)
        frontier = nxt[:max_frontier]
    return sub


@dataclass
class LineGraph:
    """Directed line graph: node i is `edges[i]`; `src[k] -> dst[k]` are its arcs."""

    edges: list[Edge]
    src: np.ndarray
    dst: np.ndarray

    @property
    def size(self) -> int:
        return len(self.edges)

    @cached_property
    def successors(self) -> list[list[int]]:
        """Out-neighbour lists (the candidates of the next path step)."""
        out: list[list[int]] = [[] for _ in self.edges]
        for a, b in zip(self.src.tolist(), self.dst.tolist()):
            out[a].append(b)
        return out


def line_graph(edges: Sequence[Edge]) -> LineGraph:
    """Arc i -> j whenever edges[i].target == edges[j].source (direction preserved).

    O(|E| * d_max): edges are bucketed by source, then each edge looks up its target's bucket."""
    by_source: dict[Term, list[int]] = {}
    for j, edge in enumerate(edges):
        by_source.setdefault(edge.source, []).append(j)
    src: list[int] = []
    dst: list[int] = []
    for i, edge in enumerate(edges):
        for j in by_source.get(edge.target, ()):
            src.append(i)
            dst.append(j)
    return LineGraph(list(edges), np.asarray(src, dtype=np.int64), np.asarray(dst, dtype=np.int64))


def edge_walks(edges: Sequence[Edge], length: int) -> set[tuple[Edge, ...]]:
    """Every directed walk of `length` edges in the graph given by `edges` (chained by entity)."""
    by_source: dict[Term, list[Edge]] = {}
    for edge in edges:
        by_source.setdefault(edge.source, []).append(edge)
    walks: set[tuple[Edge, ...]] = {(e,) for e in edges}
    for _ in range(length - 1):
        walks = {w + (e,) for w in walks for e in by_source.get(w[-1].target, ())}
    return walks


def line_walks(graph: LineGraph, nodes: int) -> set[tuple[int, ...]]:
    """Every walk through `nodes` line-graph nodes (nodes - 1 arcs)."""
    succ = graph.successors
    walks: set[tuple[int, ...]] = {(i,) for i in range(graph.size)}
    for _ in range(nodes - 1):
        walks = {w + (j,) for w in walks for j in succ[w[-1]]}
    return walks
