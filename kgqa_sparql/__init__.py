"""kgqa-sparql: question answering over RDF knowledge graphs, served as a SPARQL endpoint."""

from kgqa_sparql.errors import EndpointError, KgqaError, LoadError, QuerySyntaxError
from kgqa_sparql.graph.backend import Edge, Expansion, Step
from kgqa_sparql.graph.remote import RemoteEndpoint
from kgqa_sparql.graph.triples import TypeMap
from kgqa_sparql.kg import KnowledgeGraph, StoreInfo
from kgqa_sparql.query.querygraph import QueryGraph
from kgqa_sparql.query.result import Answer, Evidence, Result
from kgqa_sparql.schema.schema_graph import SchemaGraph

__version__ = "0.1.0"
__all__ = [
    "Answer",
    "Edge",
    "EndpointError",
    "Evidence",
    "Expansion",
    "KgqaError",
    "KnowledgeGraph",
    "LoadError",
    "QueryGraph",
    "QuerySyntaxError",
    "RemoteEndpoint",
    "Result",
    "SchemaGraph",
    "Step",
    "StoreInfo",
    "TypeMap",
]
