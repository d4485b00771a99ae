"""Scorers for anonymous relation paths: a bi-encoder similarity and a Stop / Continue / Drop judge.

Both work on frozen sentence embeddings of the question (topic mention masked) and of the path
text (`paths.path_text`), so path embeddings are computed once per distinct relation path and
cached. Two judges implement the same interface:

* `ZeroShotJudge`: no training; the cosine similarity of question and path is both the stop and
  the continue score (it cannot tell how many hops a question has);
* `HeadJudge`: a small MLP trained by `train.py` on [q, p, q*p, depth one-hot] features that
  outputs the probabilities of the three GRAPE judge classes. Inference is plain numpy, so a
  saved head gives bit-identical scores after loading and costs microseconds per path.
"""

from __future__ import annotations

import json
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Protocol, Sequence

import numpy as np

from .errors import KgqaError

#: The judge's classes, in the column order of every probability array.
JUDGE_CLASSES = ("stop", "continue", "drop")
STOP, CONTINUE, DROP = range(3)
#: Depth one-hot width: paths of 1..MAX_DEPTH_FEATURE hops (longer ones share the last slot).
MAX_DEPTH_FEATURE = 4
WEIGHTS_FILE = "head.npz"
MANIFEST_FILE = "manifest.json"


@contextmanager
def cpu_threads(n: int | None):
    """Run small CPU work (one question's encoding, the judge's matmuls, a small training run) on `n`
    torch and BLAS threads: on a busy machine, extra threads spin far longer than they compute
    (measured: 0.7 s vs 0.03 s to encode one question with 2 vs 1 threads). None leaves them alone."""
    if not n:
        yield
        return
    import torch
    from threadpoolctl import threadpool_limits

    before = torch.get_num_threads()
    torch.set_num_threads(n)
    try:
        with threadpool_limits(n):
            yield
    finally:
        torch.set_num_threads(before)


class Judge(Protocol):
    """Probabilities (n, 3) of stop / continue / drop for n paths given the question vector."""

    def judge(self, question: np.ndarray, paths: np.ndarray, depths: Sequence[int]) -> np.ndarray: ...


def depth_onehot(depths: Sequence[int]) -> np.ndarray:
    out = np.zeros((len(depths), MAX_DEPTH_FEATURE), dtype=np.float32)
    for i, d in enumerate(depths):
        out[i, min(max(d, 1), MAX_DEPTH_FEATURE) - 1] = 1.0
    return out


def pair_features(question: np.ndarray, paths: np.ndarray, depths: Sequence[int]) -> np.ndarray:
    """Features of (question, path) pairs: question and path embeddings, their product, depth.

    `question` is (dim,) shared by all rows, or (n, dim) one per row."""
    q = np.broadcast_to(question, paths.shape)
    return np.concatenate([q, paths, q * paths, depth_onehot(depths)], axis=1).astype(np.float32)


class ZeroShotJudge:
    """No training: stop and continue both score the cosine similarity; nothing is dropped."""

    def judge(self, question: np.ndarray, paths: np.ndarray, depths: Sequence[int]) -> np.ndarray:
        sim = paths @ question
        return np.stack([sim, sim, np.full_like(sim, -np.inf)], axis=1)


@dataclass
class HeadConfig:
    """Shape and provenance of a trained head (written into the manifest)."""

    dim: int
    hidden: int = 256
    encoder: str = "all-MiniLM-L6-v2"
    classes: tuple[str, ...] = JUDGE_CLASSES
    extra: dict = field(default_factory=dict)


class HeadJudge:
    """Two-layer MLP judge over `pair_features`, evaluated in numpy."""

    def __init__(self, weights: dict[str, np.ndarray], config: HeadConfig):
        expected = {"w1", "b1", "w2", "b2"}
        if set(weights) != expected:
            raise KgqaError(f"judge weights must be {sorted(expected)}, got {sorted(weights)}")
        self.weights = {k: np.asarray(v, dtype=np.float32) for k, v in weights.items()}
        self.config = config
        n_in = 3 * config.dim + MAX_DEPTH_FEATURE
        if self.weights["w1"].shape != (n_in, config.hidden) or self.weights["w2"].shape != (config.hidden, 3):
            raise KgqaError(f"judge weights do not fit dim={config.dim} hidden={config.hidden}")

    def logits(self, features: np.ndarray) -> np.ndarray:
        w = self.weights
        hidden = np.maximum(features @ w["w1"] + w["b1"], 0.0)
        return hidden @ w["w2"] + w["b2"]

    def judge(self, question: np.ndarray, paths: np.ndarray, depths: Sequence[int]) -> np.ndarray:
        logits = self.logits(pair_features(question, paths, depths))
        logits -= logits.max(axis=1, keepdims=True)
        probs = np.exp(logits)
        return probs / probs.sum(axis=1, keepdims=True)

    # ---- persistence ------------------------------------------------------------------------
    def save(self, directory: str | Path, manifest: dict | None = None) -> Path:
        """Write weights (npz) and a manifest (config, training data, hyper-parameters)."""
        directory = Path(directory)
        directory.mkdir(parents=True, exist_ok=True)
        tmp = directory / (WEIGHTS_FILE + ".tmp.npz")
        np.savez(tmp, **self.weights)
        tmp.replace(directory / WEIGHTS_FILE)
        body = {"kind": "head-judge", "config": asdict(self.config), **(manifest or {})}
        (directory / MANIFEST_FILE).write_text(json.dumps(body, indent=2, default=str), encoding="utf-8")
        return directory

    @classmethod
    def load(cls, directory: str | Path) -> "HeadJudge":
        directory = Path(directory)
        weights_path, manifest_path = directory / WEIGHTS_FILE, directory / MANIFEST_FILE
        if not weights_path.is_file() or not manifest_path.is_file():
            raise KgqaError(f"no trained judge in {directory} (expected {WEIGHTS_FILE} and {MANIFEST_FILE}; "
                            "create one with `kgqa-sparql train`)")
        manifest = json.loads(manifest_path.read_text(encoding="utf-8"))
        config = manifest.get("config", {})
        config["classes"] = tuple(config.get("classes", JUDGE_CLASSES))
        with np.load(weights_path) as data:
            weights = {k: data[k] for k in data.files}
        return cls(weights, HeadConfig(**config))
