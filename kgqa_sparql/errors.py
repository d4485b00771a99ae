"""Exceptions with messages precise enough to act on; the server maps them to HTTP statuses."""

from __future__ import annotations


class KgqaError(Exception):
    """Base class of every error the toolkit raises on purpose."""


class LoadError(KgqaError):
    """RDF input could not be loaded; the store was left as it was before the load."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None, column: int | None = None):
        self.path, self.line, self.column = path, line, column
        where = path or "<input>"
        if line is not None:
            where += f":{line}" + (f":{column}" if column is not None else "")
        super().__init__(f"{where}: {message}")


class QuerySyntaxError(KgqaError):
    """A SPARQL query or update did not parse."""


class EndpointError(KgqaError):
    """A remote SPARQL endpoint failed, refused or timed out."""

    def __init__(self, message: str, *, status: int | None = None):
        self.status = status
        super().__init__(message)


class StoreNotFound(KgqaError):
    """The store directory does not exist (and was not to be created)."""


class EvaluationError(KgqaError):
    """A well-formed query or update failed while running (an update then wrote nothing)."""


class QueryGraphError(KgqaError):
    """A pseudo query graph is malformed: the message names the node, edge or slot at fault."""


class AlignmentError(KgqaError):
    """A query graph could not be aligned to the KG (no entity, relation or schema edge fits)."""


class UnknownEntity(KgqaError):
    """A mention names no entity of the KG with enough confidence. `candidates` are the nearest
    entities as (iri, name, confidence), best first, so a caller can offer them."""

    def __init__(self, mention: str, candidates: list[tuple[str, str, float]] | None = None):
        self.mention = mention
        self.candidates = list(candidates or [])
        near = ", ".join(f"{name!r} ({confidence:.2f})" for _, name, confidence in self.candidates[:3])
        super().__init__(f"unknown entity {mention!r}" + (f"; nearest in the KG: {near}" if near else ""))
