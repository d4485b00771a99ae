"""Persisted vector indexes over texts (entity labels, relation texts, class texts, schema edges).

Small collections are searched exactly with one numpy product (below `EXACT_LIMIT` vectors that is
as fast as any ANN structure and has perfect recall); larger ones use a faiss HNSW graph
(inner product over L2-normalised vectors = cosine), chosen over usearch by `bench/ann.py`.
An index is stored under `kg.artefact_dir / "index" / <name>-<hash>` where the hash covers the
model and every (key, text) pair, so a restart with the same data reuses it and changed data
builds a fresh one.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

import numpy as np

from kgqa_sparql.graph.atomic import replaced_folder
from kgqa_sparql.text.encoder import Encoder, shared_encoder

#: Below this many vectors the exact search is used.
EXACT_LIMIT = 20_000
#: HNSW parameters (SAFE uses M=64, efConstruction=512 on Freebase; our collections are far smaller).
HNSW_M = 32
HNSW_EF_CONSTRUCTION = 200
HNSW_EF_SEARCH = 128


@dataclass(frozen=True)
class Hit:
    key: str
    text: str
    score: float  # cosine similarity


class TextIndex:
    """Keys with texts and their embeddings; `search` returns the most similar texts per query."""

    def __init__(self, keys: Sequence[str], texts: Sequence[str], vectors: np.ndarray, encoder: Encoder,
                 ann=None):
        if len(keys) != len(texts) or len(keys) != len(vectors):
            raise ValueError("keys, texts and vectors must have the same length")
        self.keys = list(keys)
        self.texts = list(texts)
        self.vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        self.encoder = encoder
        self._ann = ann

    def __len__(self) -> int:
        return len(self.keys)

    @property
    def backend(self) -> str:
        return "faiss-hnsw" if self._ann is not None else "exact"

    def search(self, queries: Sequence[str], k: int = 10) -> list[list[Hit]]:
        """Top-k hits per query text, best first."""
        return self.search_vectors(self.encoder.encode(queries), k)

    def search_vectors(self, vectors: np.ndarray, k: int = 10) -> list[list[Hit]]:
        if not len(self.keys) or not len(vectors):
            return [[] for _ in range(len(vectors))]
        k = min(k, len(self.keys))
        vectors = np.ascontiguousarray(vectors, dtype=np.float32)
        if self._ann is not None:
            scores, ids = self._ann.search(vectors, k)
        else:
            sims = vectors @ self.vectors.T
            ids = np.argpartition(-sims, k - 1, axis=1)[:, :k]
            part = np.take_along_axis(sims, ids, axis=1)
            order = np.argsort(-part, axis=1)
            ids = np.take_along_axis(ids, order, axis=1)
            scores = np.take_along_axis(part, order, axis=1)
        return [[Hit(self.keys[i], self.texts[i], float(s)) for s, i in zip(row_s, row_i) if i >= 0]
                for row_s, row_i in zip(scores, ids)]

    # ---- persistence ------------------------------------------------------------------------
    def save(self, folder: Path) -> None:
        """Write atomically: a temporary sibling folder is renamed into place."""
        with replaced_folder(folder) as tmp:
            np.save(tmp / "vectors.npy", self.vectors)
            (tmp / "items.json").write_text(json.dumps({"keys": self.keys, "texts": self.texts}), encoding="utf-8")
            if self._ann is not None:
                import faiss

                faiss.write_index(self._ann, str(tmp / "hnsw.faiss"))

    @classmethod
    def load(cls, folder: Path, encoder: Encoder) -> "TextIndex":
        items = json.loads((folder / "items.json").read_text(encoding="utf-8"))
        vectors = np.load(folder / "vectors.npy")
        ann = None
        if (folder / "hnsw.faiss").exists():
            import faiss

            ann = faiss.read_index(str(folder / "hnsw.faiss"))
            ann.hnsw.efSearch = HNSW_EF_SEARCH
        return cls(items["keys"], items["texts"], vectors, encoder, ann)


def build_hnsw(vectors: np.ndarray):
    """A faiss HNSW index over normalised vectors, scored by inner product (= cosine)."""
    import faiss

    index = faiss.IndexHNSWFlat(vectors.shape[1], HNSW_M, faiss.METRIC_INNER_PRODUCT)
    index.hnsw.efConstruction = HNSW_EF_CONSTRUCTION
    index.add(np.ascontiguousarray(vectors, dtype=np.float32))
    index.hnsw.efSearch = HNSW_EF_SEARCH
    return index


def content_hash(model: str, keys: Sequence[str], texts: Sequence[str]) -> str:
    digest = hashlib.sha1(model.encode())
    for key, text in zip(keys, texts):
        digest.update(key.encode())
        digest.update(b"\x00")
        digest.update(text.encode())
        digest.update(b"\x01")
    return digest.hexdigest()[:16]


def build_index(keys: Sequence[str], texts: Sequence[str], *, name: str, folder: Path | None = None,
                encoder: Encoder | None = None, progress: bool = False, exact_limit: int = EXACT_LIMIT) -> TextIndex:
    """The index of `texts` (keyed by `keys`), loaded from `folder/<name>-<hash>` when it was built
    before, else encoded (with a progress bar when asked) and saved there. `folder` None keeps it
    in memory only."""
    encoder = encoder or shared_encoder()
    path = folder / f"{name}-{content_hash(encoder.model_path, keys, texts)}" if folder is not None else None
    if path is not None and (path / "items.json").exists():
        return TextIndex.load(path, encoder)
    vectors = encoder.encode_many(texts, progress=progress) if len(texts) > 256 else encoder.encode(texts)
    if not len(texts):
        vectors = np.zeros((0, encoder.dim), dtype=np.float32)
    ann = build_hnsw(vectors) if len(texts) > exact_limit else None
    index = TextIndex(keys, texts, vectors, encoder, ann)
    if path is not None:
        index.save(path)
        _remove_stale(folder, name, keep=path)
    return index


def _remove_stale(folder: Path, name: str, keep: Path) -> None:
    """Older builds of the same index (other content hashes) are dead weight on disk."""
    for old in folder.glob(f"{name}-*"):
        if old != keep and old.is_dir() and len(old.name) == len(keep.name):
            shutil.rmtree(old, ignore_errors=True)


def index_folder(artefact_dir: Path | None) -> Path | None:
    """Where a KG with this artefact folder keeps its indexes (None: in memory only)."""
    return artefact_dir / "index" if artefact_dir is not None else None
