"""Running the endpoint with uvicorn: `serve()`, the worker-process app factory, the uvicorn
settings, and an HTTP protocol with a shortcut for the hot path.

uvicorn's per-request Python work is most of what separates a Python endpoint from `oxigraph
serve`, so `SparqlHttpProtocol` (uvicorn's httptools protocol, subclassed) answers a GET /sparql of
a query known to be fast (see `service.SparqlService.fast`) inside the parser callback, with one
socket write and no ASGI task, event or message dicts. Everything else goes through ASGI unchanged.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
from dataclasses import asdict

import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol, RequestResponseCycle

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.graph.sparql_text import is_endpoint_url
from kgqa_sparql.graph.names import NamingPolicy
from kgqa_sparql.kg import KnowledgeGraph
from kgqa_sparql.serve.asgi import Dispatcher, access_log, create_app
from kgqa_sparql.serve.config import ServerConfig


class SparqlHttpProtocol(HttpToolsProtocol):
    """uvicorn's httptools protocol; a keep-alive HTTP/1.1 GET /sparql of a fast query is answered
    in `on_headers_complete` (SparqlHandler.answer_fast), anything else as uvicorn would.

    It also closes connections that take longer than `request_timeout` to deliver a whole request
    (from connecting, or from a request's first byte): uvicorn only times out idle keep-alive
    connections, so half-sent requests (slowloris) would otherwise hold their sockets forever."""

    request_timer: asyncio.TimerHandle | None = None
    #: Loop time since which a whole request is awaited (the connection's start, or a request's
    #: first byte); None between requests, where uvicorn's keep-alive timeout applies.
    request_began: float | None = None
    fast_cycle: RequestResponseCycle | None = None

    def connection_made(self, transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        if isinstance(self.app, Dispatcher):
            self.request_began = self.loop.time()
            self._check_request_deadline()

    def connection_lost(self, exc: Exception | None) -> None:
        if self.request_timer is not None:
            self.request_timer.cancel()
            self.request_timer = None
        super().connection_lost(exc)

    # One timer per connection, re-armed only when it fires: arming and cancelling a timer for
    # every request would cost the fast path more than these two attribute writes.
    def on_message_begin(self) -> None:
        super().on_message_begin()
        if self.request_began is None:
            self.request_began = self.loop.time()

    def on_message_complete(self) -> None:
        self.request_began = None
        super().on_message_complete()

    def _check_request_deadline(self) -> None:
        """Close the connection when the request awaited has taken over `request_timeout`, else
        look again when it would."""
        self.request_timer = None
        if self.transport.is_closing():
            return
        timeout = self.app.sparql.config.request_timeout
        began = self.request_began
        left = timeout if began is None else began + timeout - self.loop.time()
        if left <= 0:
            self.transport.close()
            return
        self.request_timer = self.loop.call_later(left, self._check_request_deadline)

    def on_headers_complete(self) -> None:
        app = self.app
        if (isinstance(app, Dispatcher) and (self.cycle is None or self.cycle.response_complete)
                and self.parser.get_method() == b"GET" and self.parser.get_http_version() == "1.1"
                and self.parser.should_keep_alive() and not self.parser.should_upgrade()):
            path, _, query = self.url.partition(b"?")
            if path in (b"/sparql", b"/sparql/"):
                response = app.sparql.answer_fast(query, self.headers, self.client)
                if response is not None:
                    self.cycle = self._fast_cycle()
                    self.transport.write(response)
                    self.on_response_complete()
                    return
        super().on_headers_complete()

    def _fast_cycle(self) -> RequestResponseCycle:
        """A finished cycle standing for the fast answers (one per connection, reused): uvicorn's
        callbacks after the headers (body, message complete, pipelining) see a response already
        complete and leave it alone."""
        if self.fast_cycle is None:
            self.fast_cycle = RequestResponseCycle(
                scope=self.scope, transport=self.transport, flow=self.flow, logger=self.logger,
                access_logger=self.access_logger, access_log=False, default_headers=[],
                message_event=asyncio.Event(), expect_100_continue=False, keep_alive=True,
                on_response=self.on_response_complete)
            self.fast_cycle.response_complete = True
        return self.fast_cycle


#: uvicorn settings of the endpoint (also used by the tests). No proxy-header rewriting and no
#: Date/Server headers: less Python work per request.
UVICORN_OPTIONS = dict(access_log=False, http="kgqa_sparql.serve.runner:SparqlHttpProtocol", loop="auto",
                       timeout_keep_alive=30, proxy_headers=False, server_header=False, date_header=False)
SERVE_ENV = "KGQA_SPARQL_SERVE"  # how `serve --workers N` hands the store and config to worker processes


def app_from_env() -> Dispatcher:
    """ASGI app factory for uvicorn worker processes: each opens the store read-only itself."""
    spec = json.loads(os.environ[SERVE_ENV])
    _configure_logging(ServerConfig(**spec["config"]))
    kg = KnowledgeGraph.open(spec["store"], create=False, read_only=not is_endpoint_url(spec["store"]),
                             naming=NamingPolicy.from_json(spec["naming"]))
    return create_app(kg, ServerConfig(**spec["config"]))


def _configure_logging(config: ServerConfig) -> None:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    if not config.access_log:
        access_log.setLevel(logging.WARNING)


#: Most server processes `serve` starts on its own: each holds its own caches, worker-process
#: pool and any models the kgqa routes load, so more cores stop paying back memory beyond this.
MAX_AUTO_WORKERS = 4


def auto_workers(kg: KnowledgeGraph, config: ServerConfig) -> int:
    """Server processes when none are asked for: one per usable CPU core (up to MAX_AUTO_WORKERS),
    since one Python process answers fast queries on one core only; 1 when updates are enabled
    (RocksDB has a single writer: updates and the reads that must see them share one process)
    and for in-memory stores (nothing another process could open)."""
    if config.updates_enabled or (kg.root is None and not kg.is_remote):
        return 1
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return max(1, min(cores, MAX_AUTO_WORKERS))


def serve(kg: KnowledgeGraph, config: ServerConfig, *, host: str = "127.0.0.1", port: int = 7878,
          workers: int | None = None, log_level: str = "info") -> None:
    """Run the endpoint with uvicorn (httptools + uvloop when installed). With `workers` > 1 the
    request handling runs in that many processes (read-only only: one RocksDB writer at a time);
    None: `config.workers`, else `auto_workers`."""
    workers = workers or config.workers or auto_workers(kg, config)
    # A deadline on shutdown: a client that never reads its answer cannot keep the server up.
    options = dict(host=host, port=port, log_level=log_level, timeout_graceful_shutdown=max(1, round(config.shutdown_timeout)),
                   **UVICORN_OPTIONS)
    if workers > 1:
        if config.updates_enabled:
            raise KgqaError("--workers > 1 serves read-only stores only (updates need a single writer process)")
        location = str(kg.root) if kg.root is not None else kg.backend.url if kg.is_remote else None
        if location is None:
            raise KgqaError("--workers > 1 needs a store folder or endpoint URL, not an in-memory store")
        kg.close()
        os.environ[SERVE_ENV] = json.dumps({"store": location, "config": asdict(config), "naming": kg.naming.to_json()})
        uvicorn.run("kgqa_sparql.serve.runner:app_from_env", factory=True, workers=workers, **options)
        return
    _configure_logging(config)
    uvicorn.run(create_app(kg, config), **options)
