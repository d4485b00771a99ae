"""Path search for natural-language questions: paths, beam search, judges, retrievers, GNN, Path-RAG, LLM adapters."""
