"""kgqa-sparql: question answering over RDF knowledge graphs, served as a SPARQL endpoint."""

from .access import Edge, Expansion, Step
from .errors import EndpointError, KgqaError, LoadError, QuerySyntaxError
from .kg import KnowledgeGraph, StoreInfo
from .remote import RemoteEndpoint
from .triples import TypeMap

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
