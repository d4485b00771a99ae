"""A relation-phrase map learned from the KG's own questions: an optional second opinion for the
aligner (`align`), where the zero-shot encoder confuses relation words with nothing else to go on
(on MetaQA `keyword` is as near `genre` as `has tags`, `scripted by` nearer `directed by` than
`written by`).

This is the model side: a linear map W (dim x dim) on phrase embeddings. The aligner's relation
similarity of a phrase q to a predicate becomes the best cosine of W q to the predicate's texts
(`Aligner.predicate_texts`, unchanged); with a map the aligner weighs the relation similarity
more against the (zero-shot) composite text (`align.W_RELATION_LEARNED`). Training it from
question/answer pairs is `training.relation_map.train_relation_map`.

The map is saved in a folder (`relation_map.npy`, `manifest.json` with the data, the
hyper-parameters and the report) and loaded by path: `kg.translate(graph, relation_model=DIR)`,
`kg.ask_graph(...)`, `kgqa-sparql translate/ask --relation-model DIR`. Zero-shot stays the default.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import numpy as np

from kgqa_sparql.graph.atomic import replaced_folder
from kgqa_sparql.errors import KgqaError

MAP_FILE = "relation_map.npy"
MANIFEST_FILE = "manifest.json"


class RelationMap:
    """A learned linear map on phrase embeddings; rows of the result are L2-normalised."""

    def __init__(self, matrix: np.ndarray, manifest: dict | None = None):
        if matrix.ndim != 2 or matrix.shape[0] != matrix.shape[1]:
            raise KgqaError(f"a relation map must be a square matrix, got shape {matrix.shape}")
        self.matrix = matrix.astype(np.float32)
        self.manifest = manifest or {}

    @property
    def synthesised(self) -> bool:
        """Learned from questions synthesised from the KG alone (`training.synthesis`), not from
        users' questions: its phrasing is the templates', so the aligner trusts it less."""
        source = (self.manifest.get("data") or {}).get("source", "")
        return "synthesised" in str(source)

    @property
    def dim(self) -> int:
        return self.matrix.shape[0]

    def apply(self, vectors: np.ndarray) -> np.ndarray:
        """W applied to (n, dim) phrase embeddings, each row normalised again."""
        if vectors.shape[-1] != self.dim:
            raise KgqaError(f"the relation map expects {self.dim}-dimensional embeddings, got {vectors.shape[-1]} "
                            f"(was it trained with another encoder?)")
        mapped = vectors @ self.matrix
        return mapped / np.maximum(np.linalg.norm(mapped, axis=-1, keepdims=True), 1e-12)

    def save(self, out: str | Path) -> Path:
        """Write atomically: a temporary sibling folder is renamed into place, so a failed save
        never leaves a map without its manifest (or an old manifest beside a new map)."""
        out = Path(out)
        with replaced_folder(out) as tmp:
            np.save(tmp / MAP_FILE, self.matrix)
            (tmp / MANIFEST_FILE).write_text(json.dumps(self.manifest, indent=2), encoding="utf-8")
        _load.cache_clear()  # a process that saved a new map under a loaded path must see it
        return out


def load_relation_map(path: str | Path) -> RelationMap:
    """The map saved in folder `path` (cached per resolved path: the aligner asks per query)."""
    return _load(str(Path(path).resolve()))


@lru_cache(maxsize=8)
def _load(path: str) -> RelationMap:
    folder = Path(path)
    if not (folder / MAP_FILE).is_file():
        raise KgqaError(f"no relation model in {folder} (expected {MAP_FILE}; train one with `kgqa-sparql train-aligner`)")
    manifest_file = folder / MANIFEST_FILE
    manifest = json.loads(manifest_file.read_text(encoding="utf-8")) if manifest_file.is_file() else {}
    return RelationMap(np.load(folder / MAP_FILE), manifest)

