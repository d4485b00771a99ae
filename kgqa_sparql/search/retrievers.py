"""The retriever registry: a name -> a factory that builds a retriever for a KG, like rdflib's
`plugin.register`. The beam (GRAPE), the GNN (RAPL) and Path-RAG (FiDeLiS) are registered here;
a user's own retriever is one `register` call away:

    register("mine", lambda kg, **knobs: MyRetriever(**knobs))
    kg.ask_question("...", retriever="mine")
"""

from __future__ import annotations

from typing import Callable

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.search.explore import BeamRetriever, Retriever
from kgqa_sparql.search.pathrag import PathRagRetriever

#: factory(kg, **knobs) -> Retriever
RetrieverFactory = Callable[..., Retriever]

_REGISTRY: dict[str, RetrieverFactory] = {}


def register(name: str, factory: RetrieverFactory) -> None:
    """Make `factory(kg, **knobs)` available as retriever `name` (replacing an earlier one)."""
    if not name or not callable(factory):
        raise KgqaError("a retriever needs a name and a factory to build it")
    _REGISTRY[name] = factory


def registered() -> list[str]:
    """The retriever names, sorted."""
    return sorted(_REGISTRY)


def create_retriever(kg, name: str = "beam", **knobs) -> Retriever:
    """Build the retriever registered as `name` for `kg` with `knobs`."""
    factory = _REGISTRY.get(name)
    if factory is None:
        raise KgqaError(f"unknown retriever {name!r}; choose one of {', '.join(registered())}")
    return factory(kg, **knobs)


def _gnn(kg, **knobs) -> Retriever:
    from kgqa_sparql.search.gnn import GnnRetriever  # torch: imported only when the GNN is used

    return GnnRetriever.from_kg(kg, **knobs)


register("beam", BeamRetriever.from_kg)
register("gnn", _gnn)
register("pathrag", PathRagRetriever.from_kg)
