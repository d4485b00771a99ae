"""All-pairs shortest paths on unweighted graphs of a few thousand to tens of thousands of nodes.

SAFE runs Floyd-Warshall (O(n^3)) on its 12,797-class schema graph. Schema graphs are sparse
and have small diameter, so we run one breadth-first search *per level for all sources at
once*: every node keeps a bitset of the nodes its BFS has reached and of its current frontier,
and one level ORs the successors' frontier bitsets into each node (a sparse x bit-matrix
boolean product, at most n*m/64 word operations; in practice far fewer, since only slabs of
bitsets that are still changing take part). Distances are stored as uint8 (`UNREACHABLE` =
255), so a 13,000-class schema needs 169 MB per matrix instead of 1.35 GB of float64.
"""

from __future__ import annotations

import numpy as np

#: Marker for "no path" in the uint8 distance matrices (real distances are capped below it).
UNREACHABLE = 255
_MAX_LEVEL = UNREACHABLE - 1
#: Bitset words per slab. The bitsets are stored slab-major, (slabs, n, _SLAB_WORDS): one slab of
#: every node is a contiguous block, so gathering it along the edges copies whole cache lines,
#: and a slab takes part in a level only for nodes whose frontier in it is non-empty and edges
#: whose target still misses bits in it (CPU time at 13,000 classes: 8 words as fast, 32 slower).
_SLAB_WORDS = 16


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
    # Bit t of node a's bitsets stands for target t. a reaches t at level d+1 when a successor
    # b has t on its level-d frontier, so each level pulls along the reversed edges (b -> a).
    pull_src, pull_dst = edge_arrays(n, dst, src, directed)
    reached = _identity_bitsets(n)
    full = _full_bitsets(n, reached.shape[0])
    frontier = reached.copy()
    planes: list[np.ndarray] = []  # planes[k]: bit k of the distance, as bitsets
    for level in range(1, _MAX_LEVEL + 1):
        frontier = _bfs_level(frontier, reached, full, pull_src, pull_dst)
        if frontier is None:
            break
        while len(planes) < level.bit_length():
            planes.append(np.zeros_like(reached))
        for k in range(level.bit_length()):
            if level >> k & 1:
                planes[k] |= frontier
    return _distance_matrix(n, reached, planes)


def _identity_bitsets(n: int) -> np.ndarray:
    """Slab-major bitsets (slabs, n, _SLAB_WORDS) with only node v's own bit set in row v."""
    words = (n + 63) // 64
    slabs = -(-words // _SLAB_WORDS)
    bits = np.zeros((slabs, n, _SLAB_WORDS), dtype=np.uint64)
    nodes = np.arange(n)
    word = nodes // 64
    bits[word // _SLAB_WORDS, nodes, word % _SLAB_WORDS] = np.left_shift(np.uint64(1), (nodes % 64).astype(np.uint64))
    return bits


def _full_bitsets(n: int, slabs: int) -> np.ndarray:
    """(slabs, _SLAB_WORDS): every valid bit set (padding words and bits stay 0)."""
    full = np.zeros(slabs * _SLAB_WORDS, dtype=np.uint64)
    words = (n + 63) // 64
    full[:words] = ~np.uint64(0)
    if n % 64:
        full[words - 1] = (np.uint64(1) << np.uint64(n % 64)) - np.uint64(1)
    return full.reshape(slabs, _SLAB_WORDS)


def _bfs_level(frontier: np.ndarray, reached: np.ndarray, full: np.ndarray, pull_src: np.ndarray,
               pull_dst: np.ndarray) -> np.ndarray | None:
    """One BFS level for all sources: the next frontier (updating `reached` in place), or None
    when nothing new was reached. pull_dst is sorted, so each node's incoming rows are adjacent
    and one bitwise_or.reduceat combines them."""
    nxt = np.zeros_like(frontier)
    grew = False
    for k in range(frontier.shape[0]):
        front, got = frontier[k], reached[k]
        # Only edges from a node with frontier bits in this slab, into a node still missing some.
        mask = front.any(axis=1)[pull_src] & (got != full[k]).any(axis=1)[pull_dst]
        if not mask.any():
            continue
        from_, into = pull_src[mask], pull_dst[mask]
        starts = np.flatnonzero(np.concatenate(([True], into[1:] != into[:-1])))
        targets = into[starts]
        new = np.bitwise_or.reduceat(front[from_], starts, axis=0)
        new &= ~got[targets]
        got[targets] |= new
        nxt[k, targets] = new
        grew = True
    return nxt if grew else None


def _byte_table(value: int) -> np.ndarray:
    """table[b]: the 8 bytes of bit pattern b (little bit order) as one uint64, `value` where a bit is set."""
    bits = np.unpackbits(np.arange(256, dtype=np.uint8)[:, None], axis=1, bitorder="little")
    return (bits * np.uint8(value)).view(np.uint64).ravel()


def _distance_matrix(n: int, reached: np.ndarray, planes: list[np.ndarray], block: int = 256) -> np.ndarray:
    """Assemble the uint8 matrix from the distance bit planes, a block of rows at a time (each
    byte of bitset expands to 8 distance bytes by table look-up; unreached pairs get 255)."""
    dist = np.empty((n, n), dtype=np.uint8)
    tables = [_byte_table(1 << k) for k in range(len(planes))]
    unreached = _byte_table(UNREACHABLE)

    def rows(bits: np.ndarray, lo: int, hi: int) -> np.ndarray:  # slab-major -> row-major bytes
        return np.ascontiguousarray(bits[:, lo:hi].transpose(1, 0, 2)).reshape(hi - lo, -1).view(np.uint8)

    for lo in range(0, n, block):
        hi = min(n, lo + block)
        acc = unreached[~rows(reached, lo, hi)]
        for table, plane in zip(tables, planes):
            acc |= table[rows(plane, lo, hi)]
        dist[lo:hi] = acc.view(np.uint8)[:, :n]
    return dist


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
