"""All-pairs shortest paths on unweighted graphs of a few thousand to tens of thousands of nodes.

SAFE runs Floyd-Warshall (O(n^3)) on its 12,797-class schema graph. Schema graphs are sparse
and have small diameter, so we run one breadth-first search *per level for all sources at
once*: every node keeps a bitset of the sources whose BFS frontier currently contains it, and
one level ORs those bitsets along every edge (a sparse x bit-matrix boolean product, n*m/64
word operations). Distances are stored as uint8 (`UNREACHABLE` = 255), so a 13,000-class
schema needs 169 MB per matrix instead of 1.35 GB of float64.
"""

from __future__ import annotations

import numpy as np

#: Marker for "no path" in the uint8 distance matrices (real distances are capped below it).
UNREACHABLE = 255
_MAX_LEVEL = UNREACHABLE - 1
#: Bitset words processed per slab, so the gathered (edges x words) block stays small.
_SLAB_WORDS = 32


def edge_arrays(n: int, src: np.ndarray, dst: np.ndarray, directed: bool) -> tuple[np.ndarray, np.ndarray]:
    """Deduplicated (src, dst) arrays, both directions when undirected, sorted by dst; self-loops dropped."""
    src = np.asarray(src, dtype=np.int64)
    dst = np.asarray(dst, dtype=np.int64)
    if src.shape != dst.shape:
        raise ValueError("src and dst must have the same length")
    if src.size and (src.min() < 0 or dst.min() < 0 or src.max() >= n or dst.max() >= n):
        raise ValueError(f"edge endpoints must lie in [0, {n})")
    if not directed:
        src, dst = np.concatenate([src, dst]), np.concatenate([dst, src])
    keep = src != dst
    keys = np.unique(dst[keep] * n + src[keep])  # sorted by dst, then src
    return keys % n, keys // n


def all_pairs(n: int, src, dst, *, directed: bool = True) -> np.ndarray:
    """Shortest-path lengths dist[a, b] (hops from a to b) as an (n, n) uint8 array.

    Unreachable pairs hold UNREACHABLE; the diagonal is 0. `directed=False` treats every edge
    as two-way. Paths longer than 254 hops are reported as unreachable.
    """
    if n == 0:
        return np.zeros((0, 0), dtype=np.uint8)
    e_src, e_dst = edge_arrays(n, src, dst, directed)
    words = (n + 63) // 64
    # Row v of `reached`/`frontier` is the bitset of sources s whose BFS has reached v / has v
    # on its current frontier. The distance matrix is filled transposed (dist_t[v, s]).
    reached = np.zeros((n, words), dtype=np.uint64)
    nodes = np.arange(n)
    reached[nodes, nodes // 64] = np.left_shift(np.uint64(1), (nodes % 64).astype(np.uint64))
    frontier = reached.copy()
    dist_t = np.full((n, n), UNREACHABLE, dtype=np.uint8)
    dist_t[nodes, nodes] = 0
    for level in range(1, _MAX_LEVEL + 1):
        active = frontier.any(axis=1)
        mask = active[e_src]
        if not mask.any():
            break
        level_src, level_dst = e_src[mask], e_dst[mask]
        targets, starts = np.unique(level_dst, return_index=True)
        new = np.empty((targets.size, words), dtype=np.uint64)
        for lo in range(0, words, _SLAB_WORDS):
            hi = min(words, lo + _SLAB_WORDS)
            gathered = frontier[level_src, lo:hi]
            new[:, lo:hi] = np.bitwise_or.reduceat(gathered, starts, axis=0) & ~reached[targets, lo:hi]
        reached[targets] |= new
        frontier = np.zeros_like(frontier)
        frontier[targets] = new
        hit = np.unpackbits(new.view(np.uint8), axis=1, bitorder="little")[:, :n].astype(bool)
        rows = dist_t[targets]
        rows[hit] = level
        dist_t[targets] = rows
    return np.ascontiguousarray(dist_t.T)


def all_pairs_gpu(n: int, src, dst, *, directed: bool = True, device: str = "cuda") -> np.ndarray:
    """The same level-synchronous BFS as `all_pairs`, as dense boolean matrix products on a GPU
    (torch, fp16 tensor cores: one n x n x n product per level). Needs n^2 * 5 bytes of GPU memory."""
    import torch

    e_src, e_dst = edge_arrays(n, src, dst, directed)
    dev = torch.device(device)
    adjacency = torch.zeros((n, n), dtype=torch.float16, device=dev)
    adjacency[torch.as_tensor(e_src, device=dev), torch.as_tensor(e_dst, device=dev)] = 1
    reached = torch.eye(n, dtype=torch.bool, device=dev)
    frontier = reached.clone()
    dist = torch.full((n, n), UNREACHABLE, dtype=torch.uint8, device=dev)
    dist.fill_diagonal_(0)
    for level in range(1, _MAX_LEVEL + 1):
        new = (frontier.to(torch.float16) @ adjacency > 0) & ~reached  # rows: sources
        if not bool(new.any()):
            break
        dist[new] = level
        reached |= new
        frontier = new
    return dist.cpu().numpy()


def floyd_warshall(n: int, src, dst, *, directed: bool = True) -> np.ndarray:
    """Reference APSP (scipy's Floyd-Warshall, O(n^3)) in the same uint8 encoding; for tests
    and the benchmark's peer, not for large graphs."""
    from scipy.sparse import csr_matrix
    from scipy.sparse.csgraph import floyd_warshall as scipy_fw

    e_src, e_dst = edge_arrays(n, src, dst, directed)
    graph = csr_matrix((np.ones(e_src.size), (e_src, e_dst)), shape=(n, n))
    dist = scipy_fw(graph, directed=True, unweighted=True)
    out = np.full((n, n), UNREACHABLE, dtype=np.uint8)
    finite = np.isfinite(dist) & (dist <= _MAX_LEVEL)
    out[finite] = dist[finite].astype(np.uint8)
    return out


def as_float(value: int) -> float:
    """A stored uint8 distance as a float with math.inf for UNREACHABLE."""
    return float("inf") if value == UNREACHABLE else float(value)
