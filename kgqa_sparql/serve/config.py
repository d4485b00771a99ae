"""What a served dataset is configured with: ServerConfig (limits and switches) and the
endpoints/NAME.toml deployment files that hold it."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.graph.names import NamingPolicy
from kgqa_sparql.graph.sparql_text import is_endpoint_url


@dataclass
class ServerConfig:
    """Limits and switches of a served dataset (the [server] table of endpoints/*.toml)."""

    read_only: bool = True
    token: str | None = None  # bearer token; updates and Graph Store writes need it
    timeout: float = 30.0  # seconds per query before 503
    max_rows: int | None = 100_000  # LIMIT added to (or lowered in) every query; None: no cap
    max_body: int = 1 << 20  # bytes of request body before 413
    threads: int = 8  # evaluation slots: worker processes for a store folder, threads otherwise
    queue: int = 32  # requests waiting for a slot before 503 + Retry-After
    reserve: int = 2  # slots long queries may never hold (see serve.evaluator)
    long_after: float = 1.0  # seconds after which a query counts as long
    processes: bool = True  # evaluate queries on a store folder in worker processes killed at the deadline
    max_query: int = 100_000  # characters of a query, update or pseudo graph before 413
    allow_service: list[str] = field(default_factory=list)  # SERVICE/LOAD URL prefixes that may be fetched
    request_timeout: float = 15.0  # seconds to receive a whole request (headers and body) before closing
    shutdown_timeout: float = 10.0  # seconds granted to open requests on shutdown
    cors_origin: str = "*"
    # Off by default: a JSON line per request costs more Python time than answering a fast query
    # (issue 19: 0.48x `oxigraph serve` with it on). Deployments that want it set it here or pass --access-log.
    access_log: bool = False
    workers: int | None = None  # server processes; None: one per CPU core up to 4 (1 when updates are enabled)
    k: int = 5  # candidates per kgqa:approx block
    inline_ms: float = 2.0  # repeated queries faster than this run on the event loop (0: never)
    response_cache_mb: float = 64.0  # whole responses of repeated fast GETs kept per server process (0: none)
    base_url: str = "http://localhost:7878"

    @property
    def updates_enabled(self) -> bool:
        return not self.read_only and bool(self.token)


@dataclass
class Deployment:
    """A served dataset as described by an endpoints/*.toml file."""

    store: str
    server: ServerConfig
    models: dict[str, Any]
    #: The [naming] table (graph.names.NamingPolicy fields); None: the store's own policy.
    naming: NamingPolicy | None = None


def load_deployment(path: str | Path) -> Deployment:
    """Read endpoints/NAME.toml: `store` (folder or http(s) URL, relative to the file), a
    [server] table of ServerConfig fields, a free-form [models] table and an optional [naming]
    table (`lang`, `predicates` tried first, `classes` = {class IRI = [predicate IRIs]})."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise KgqaError(f"cannot read endpoint config {path}: {exc}") from None
    store = data.get("store")
    if not isinstance(store, str):
        raise KgqaError(f"{path}: `store` (a store folder or an http(s):// endpoint URL) is required")
    if not is_endpoint_url(store) and not Path(store).is_absolute():
        store = str((path.parent / store).resolve())
    known = {f.name for f in fields(ServerConfig)}
    table = data.get("server", {})
    unknown = set(table) - known
    if unknown:
        raise KgqaError(f"{path}: unknown [server] keys {sorted(unknown)}; known: {sorted(known)}")
    naming = data.get("naming")
    if naming is not None:
        unknown = set(naming) - set(NamingPolicy.__dataclass_fields__)
        if unknown:
            raise KgqaError(f"{path}: unknown [naming] keys {sorted(unknown)}; known: {sorted(NamingPolicy.__dataclass_fields__)}")
        switches = {k: bool(naming[k]) for k in ("discover", "from_iri") if k in naming}
        naming = replace(NamingPolicy().with_options(predicates=naming.get("predicates", ()), lang=naming.get("lang", ""),
                                                     classes=naming.get("classes")), **switches)
    return Deployment(store, ServerConfig(**table), data.get("models", {}), naming)


def published_limits(config: ServerConfig) -> dict[str, float | int | None]:
    """The limits a client may rely on, as the service description and /health publish them
    (None: no limit)."""
    from kgqa_sparql.query.querygraph import MAX_GRAPH_EDGES, MAX_GRAPH_NESTING

    return {"timeout_s": config.timeout, "max_rows": config.max_rows, "max_body_bytes": config.max_body,
            "max_query_chars": config.max_query, "max_graph_edges": MAX_GRAPH_EDGES,
            "max_graph_nesting": MAX_GRAPH_NESTING, "slots": config.threads, "queue": config.queue,
            "request_timeout_s": config.request_timeout}
