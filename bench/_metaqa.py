"""MetaQA helpers shared by the approx benchmarks: data paths and the store (loaded once)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DATA = next((d / "shared" / "datasets" / "metaqa" for d in ROOT.parents if (d / "shared" / "datasets").is_dir()),
            ROOT.parent / "shared" / "datasets" / "metaqa")
TYPES = ("directed_by=Movie:Person,starred_actors=Movie:Person,written_by=Movie:Person,"
         "has_genre=Movie:Genre,in_language=Movie:Language,has_tags=Movie:Tag")
DEFAULT_STORE = ROOT / "bench" / "out" / "metaqa.store"


def open_metaqa(store: Path = DEFAULT_STORE):
    """The MetaQA KB in an embedded store (loaded on first use, reused afterwards)."""
    from kgqa_sparql import KnowledgeGraph

    if (store / "oxigraph").exists():
        return KnowledgeGraph.open(store)
    return KnowledgeGraph.open(store, load=[DATA / "kb.txt"], types=TYPES, progress=True)
