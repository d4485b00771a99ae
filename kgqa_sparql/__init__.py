"""kgqa-sparql: question answering over RDF knowledge graphs, served as a SPARQL endpoint."""

from kgqa_sparql.graph.backend import Edge, Expansion, Step
from kgqa_sparql.errors import EndpointError, KgqaError, LoadError, QuerySyntaxError
from kgqa_sparql.kg import KnowledgeGraph, StoreInfo
from kgqa_sparql.graph.remote import RemoteEndpoint
from kgqa_sparql.graph.triples import TypeMap

__version__ = "0.1.0"
__all__ = [
    "Edge",
    "EndpointError",
    "Expansion",
    "KgqaError",
    "KnowledgeGraph",
    "LoadError",
    "QuerySyntaxError",
    "RemoteEndpoint",
    "Step",
    "StoreInfo",
    "TypeMap",
]
