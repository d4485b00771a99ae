"""A minimal OpenAI-compatible chat server around a local model (FastAPI + uvicorn).

    python -m kgqa_sparql.search.llm_server --model PATH_OR_GGUF [--host 127.0.0.1] [--port 8001]

Serves `POST /v1/chat/completions` (non-streaming) and `GET /v1/models`, so `llm.OpenAIChat`
(or any OpenAI client) can talk to a small local model exactly as to a hosted one.
"""

from __future__ import annotations

import argparse
import time
import uuid
from pathlib import Path

from pydantic import BaseModel, Field

from kgqa_sparql.search.llm import LocalLLM


class ChatMessage(BaseModel):
    role: str
    content: str


class ChatRequest(BaseModel):
    model: str | None = None
    messages: list[ChatMessage] = Field(min_length=1)
    max_tokens: int = Field(default=256, ge=1, le=4096)
    temperature: float = Field(default=0.0, ge=0.0, le=2.0)


def create_app(llm: LocalLLM, name: str):
    from fastapi import FastAPI

    app = FastAPI(title="kgqa-sparql local LLM")

    @app.get("/v1/models")
    def models() -> dict:
        return {"object": "list", "data": [{"id": name, "object": "model", "owned_by": "local"}]}

    @app.post("/v1/chat/completions")
    def chat(request: ChatRequest) -> dict:
        before = (llm.usage.prompt_tokens, llm.usage.completion_tokens)
        reply = llm.complete([m.model_dump() for m in request.messages], max_tokens=request.max_tokens,
                             temperature=request.temperature)
        prompt, completion = llm.usage.prompt_tokens - before[0], llm.usage.completion_tokens - before[1]
        return {"id": f"chatcmpl-{uuid.uuid4().hex}", "object": "chat.completion", "created": int(time.time()),
                "model": name,
                "choices": [{"index": 0, "message": {"role": "assistant", "content": reply}, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}}

    return app


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m kgqa_sparql.search.llm_server", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--model", required=True, help="transformers model folder or .gguf file")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8001)
    parser.add_argument("--device", help="cpu or cuda")
    args = parser.parse_args(argv)
    import uvicorn

    llm = LocalLLM(args.model, device=args.device)
    uvicorn.run(create_app(llm, Path(args.model).stem), host=args.host, port=args.port, log_level="warning")


if __name__ == "__main__":
    main()
