"""The HTTP endpoint: SPARQL 1.1 Protocol at /sparql, Graph Store Protocol at /store, kgqa REST
routes, VoID, health, metrics and the web page.

/sparql is the hot path and is served by a raw ASGI handler (no routing, validation or
middleware per request): Oxigraph's serialised bytes go straight into the response. Everything
else is a FastAPI app (OpenAPI docs at /docs) behind the same dispatcher.

Evaluation runs in a thread pool (pyoxigraph releases the GIL, so queries run in parallel),
except for repeated query texts whose last run took under `inline_ms`: those are evaluated on the
event loop, and a GET of one is answered inside the HTTP parser callback (`sparql_protocol`).
Timeouts: pyoxigraph offers no way to interrupt an evaluation, so a query that exceeds its time
is *abandoned*: the client gets 503 at once and the worker thread's result is thrown away when it
finishes. A process per query would make the kill real but costs ~1 ms per request and a copy of
the store handle per process; the max-rows cap (a LIMIT added to every query) bounds most
runaway queries instead. Abandoned evaluations are counted in /metrics.
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import os
import threading
import time
import tomllib
from bisect import bisect_left
from collections import Counter, OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Callable

from pyoxigraph import NamedNode, RdfFormat, parse, serialize

from kgqa_sparql.errors import KgqaError, LoadError, QuerySyntaxError
from kgqa_sparql.serve.protocol import (
    GRAPH_TYPES,
    Operation,
    ProtocolError,
    content_type,
    negotiate,
    offers_for,
    parse_request,
    service_description,
)
from kgqa_sparql.serve.extensions import Rewriter, add_using, clamp_limit, query_form, register_functions, tokenize
from kgqa_sparql.graph.embedded import GRAPH_FORMATS

log = logging.getLogger("kgqa_sparql.serve.server")
access_log = logging.getLogger("kgqa_sparql.access")
WEB_DIR = Path(__file__).with_name("web")
SPARQL_PATHS = ("/sparql", "/sparql/")


@dataclass
class ServerConfig:
    """Limits and switches of a served dataset (the [server] table of endpoints/*.toml)."""

    read_only: bool = True
    token: str | None = None  # bearer token; updates and Graph Store writes need it
    timeout: float = 30.0  # seconds per query before 503
    max_rows: int | None = 100_000  # LIMIT added to (or lowered in) every query; None: no cap
    max_body: int = 1 << 20  # bytes of request body before 413
    threads: int = 8
    cors_origin: str = "*"
    access_log: bool = True
    k: int = 5  # candidates per kgqa:approx block
    inline_ms: float = 2.0  # repeated queries faster than this run on the event loop (0: never)
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


def load_deployment(path: str | Path) -> Deployment:
    """Read endpoints/NAME.toml: `store` (folder or http(s) URL, relative to the file), a
    [server] table of ServerConfig fields, and a free-form [models] table."""
    path = Path(path)
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as exc:
        raise KgqaError(f"cannot read endpoint config {path}: {exc}") from None
    store = data.get("store")
    if not isinstance(store, str):
        raise KgqaError(f"{path}: `store` (a store folder or an http(s):// endpoint URL) is required")
    if not store.startswith(("http://", "https://")) and not Path(store).is_absolute():
        store = str((path.parent / store).resolve())
    known = {f.name for f in fields(ServerConfig)}
    table = data.get("server", {})
    unknown = set(table) - known
    if unknown:
        raise KgqaError(f"{path}: unknown [server] keys {sorted(unknown)}; known: {sorted(known)}")
    return Deployment(store, ServerConfig(**table), data.get("models", {}))


class QueryTimeout(KgqaError):
    """A query ran past the configured timeout (answered 503)."""


# ---- metrics ------------------------------------------------------------------------------------
class Metrics:
    """Prometheus counters and a latency histogram, kept cheap for the hot path."""

    BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, float("inf"))

    def __init__(self):
        self.requests: Counter = Counter()  # (route, status)
        self.buckets = [0] * len(self.BUCKETS)
        self.latency_sum = 0.0
        self.abandoned = 0
        self.in_flight = 0

    def observe(self, route: str, status: int, seconds: float) -> None:
        self.requests[(route, status)] += 1
        self.buckets[bisect_left(self.BUCKETS, seconds)] += 1
        self.latency_sum += seconds

    def render(self) -> str:
        lines = ["# HELP kgqa_requests_total HTTP requests by route and status.", "# TYPE kgqa_requests_total counter"]
        lines += [f'kgqa_requests_total{{route="{r}",status="{s}"}} {n}' for (r, s), n in sorted(self.requests.items())]
        lines += ["# HELP kgqa_request_seconds Request latency.", "# TYPE kgqa_request_seconds histogram"]
        total = 0
        for bound, n in zip(self.BUCKETS, self.buckets):
            total += n
            le = "+Inf" if bound == float("inf") else repr(bound)
            lines.append(f'kgqa_request_seconds_bucket{{le="{le}"}} {total}')
        lines += [f"kgqa_request_seconds_sum {self.latency_sum}", f"kgqa_request_seconds_count {total}",
                  "# HELP kgqa_abandoned_queries_total Queries abandoned after their timeout.",
                  "# TYPE kgqa_abandoned_queries_total counter", f"kgqa_abandoned_queries_total {self.abandoned}",
                  "# HELP kgqa_in_flight Requests being served.", "# TYPE kgqa_in_flight gauge",
                  f"kgqa_in_flight {self.in_flight}"]
        return "\n".join(lines) + "\n"


# ---- the SPARQL service -------------------------------------------------------------------------
@dataclass(frozen=True)
class Prepared:
    form: str
    text: str


class SparqlService:
    """Query and update execution shared by /sparql, /store and the REST routes."""

    def __init__(self, kg, config: ServerConfig):
        self.kg = kg
        self.config = config
        self.pool = ThreadPoolExecutor(config.threads, thread_name_prefix="sparql")
        self.metrics = Metrics()
        self.rewriter = Rewriter(kg, k=config.k)
        self.functions = [] if kg.is_remote else register_functions(kg)
        self.endpoint_url = config.base_url.rstrip("/") + "/sparql"
        self._prepared: OrderedDict[str, Prepared] = OrderedDict()
        #: Query texts whose last evaluation took under `inline_ms`. They run on the event loop
        #: itself: the hand-off to a worker thread and back costs more CPU (~100 us) than they
        #: do. Same text on the same data means the same work, so a query runs in the pool (where
        #: the timeout applies) the first time and after every update (which clears this set).
        self.fast: set[str] = set()
        self._lock = threading.Lock()

    # Preparation (tokenizing, kgqa rewriting, row cap) is cached per query text: real clients
    # repeat queries, and the cache is dropped after every update.
    def prepare(self, text: str) -> Prepared:
        with self._lock:
            found = self._prepared.get(text)
        if found is not None:
            return found
        try:
            tokens = tokenize(text)
            form = query_form(tokens)
        except QuerySyntaxError:
            return Prepared("SELECT", text)  # let Oxigraph's parser report it, with line and column
        rewritten = self.rewriter.rewrite(text, tokens)
        if self.config.max_rows and form != "ASK":
            rewritten = clamp_limit(rewritten, tokens if rewritten is text else tokenize(rewritten), self.config.max_rows)
        prepared = Prepared(form, rewritten)
        with self._lock:
            self._prepared[text] = prepared
            if len(self._prepared) > 2048:
                self._prepared.popitem(last=False)
        return prepared

    def query_timed(self, op: Operation, accept: str | None) -> tuple[str, bytes]:
        """`query`, remembering query texts that ran faster than `inline_ms` (see `fast`)."""
        started = time.perf_counter()
        result = self.query(op, accept)
        if (time.perf_counter() - started) * 1000 < self.config.inline_ms:
            with self._lock:
                if len(self.fast) >= 4096:
                    self.fast.clear()
                self.fast.add(op.text)
        return result

    def query(self, op: Operation, accept: str | None) -> tuple[str, bytes]:
        """(media type, body) of a query's results."""
        prepared = self.prepare(op.text)
        media = negotiate(accept, offers_for(prepared.form), op.format)
        if media is None:
            raise ProtocolError(406, f"cannot answer a {prepared.form} query in {accept}; acceptable: "
                                     + ", ".join(offers_for(prepared.form)))
        # Relative IRIs resolve against the service; a remote engine applies its own base.
        options: dict[str, Any] = {} if self.kg.is_remote else {"base_iri": self.endpoint_url}
        try:
            if op.default_graphs:
                options["default_graph"] = [NamedNode(g) for g in op.default_graphs]
            if op.named_graphs:
                options["named_graphs"] = [NamedNode(g) for g in op.named_graphs]
        except ValueError as exc:
            raise ProtocolError(400, f"invalid graph IRI: {exc}") from None
        try:
            return media, self.kg.query_bytes(prepared.text, media, **options)
        except QuerySyntaxError:
            if prepared.text != op.text:  # report positions in the text the client sent
                self.kg.query(op.text, **options)
            raise

    def update(self, text: str, default_graphs=(), named_graphs=()) -> None:
        """Run an update atomically (one Oxigraph transaction, durable once it returns)."""
        self.kg.update(add_using(text, default_graphs, named_graphs), base_iri=self.endpoint_url)
        with self._lock:
            self._prepared.clear()
            self.fast.clear()

    async def run(self, fn: Callable, *args):
        """Run `fn` in the pool; past the timeout the evaluation is abandoned (see module doc)."""
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self.pool, fn, *args)
        expired: list[bool] = []
        # A bare timer handle is cheaper than asyncio.wait_for (no extra task or waiter per request).
        timer = loop.call_later(self.config.timeout, _expire, future, expired)
        try:
            return await future
        except asyncio.CancelledError:
            if not expired:
                raise
            self.metrics.abandoned += 1
            raise QueryTimeout(f"the query ran longer than {self.config.timeout:g} s and was abandoned; "
                               "narrow it or add a LIMIT") from None
        finally:
            timer.cancel()

    def authorised(self, authorization: str | None) -> bool:
        token = self.config.token
        if not token or not authorization or not authorization.startswith("Bearer "):
            return False
        return hmac.compare_digest(authorization[7:].strip().encode(), token.encode())

    def check_write(self, authorization: str | None) -> None:
        if not self.config.updates_enabled:
            raise ProtocolError(403, "this endpoint is read-only (start it with --token-file and without --read-only to allow updates)")
        if not self.authorised(authorization):
            raise ProtocolError(401, "updates need the endpoint's bearer token (Authorization: Bearer ...)")


def _expire(future: asyncio.Future, expired: list[bool]) -> None:
    if not future.done():
        expired.append(True)
        future.cancel()


def error_status(exc: Exception) -> int:
    if isinstance(exc, ProtocolError):
        return exc.status
    if isinstance(exc, QueryTimeout):
        return 503
    if isinstance(exc, (QuerySyntaxError, LoadError)):
        return 400
    if isinstance(exc, KgqaError):
        return 400
    return 500


# ---- the /sparql hot path -----------------------------------------------------------------------
class SparqlHandler:
    """Raw ASGI handler for /sparql: parse, evaluate in the pool, send Oxigraph's bytes."""

    def __init__(self, service: SparqlService):
        self.service = service
        self.config = service.config
        self.cors = [(b"access-control-allow-origin", service.config.cors_origin.encode())]
        self._headers: dict[str, list] = {}
        self._get_cache: dict[bytes, Operation | None] = {}

    def headers_for(self, media: str, length: int) -> list:
        base = self._headers.get(media)
        if base is None:
            base = self._headers[media] = [(b"content-type", content_type(media).encode()), *self.cors]
        return [*base, (b"content-length", str(length).encode())]

    async def __call__(self, scope, receive, send) -> None:
        started = time.perf_counter()
        method = scope["method"]
        if method == "OPTIONS":
            await _send(send, 204, [*self.cors, *PREFLIGHT], b"")
            return
        headers = dict(scope["headers"])
        service = self.service
        service.metrics.in_flight += 1
        try:
            status, media, body = await self.handle(method, scope, headers, receive)
        finally:
            service.metrics.in_flight -= 1
        response_headers = self.headers_for(media, len(body))
        if status == 401:
            response_headers.append((b"www-authenticate", b'Bearer realm="kgqa-sparql"'))
        await _send(send, status, response_headers, b"" if method == "HEAD" else body)
        elapsed = time.perf_counter() - started
        service.metrics.observe("/sparql", status, elapsed)
        if self.config.access_log:
            log_access(scope, status, len(body), elapsed)

    async def handle(self, method: str, scope, headers: dict, receive) -> tuple[int, str, bytes]:
        service = self.service
        try:
            body = await read_body(headers, receive, self.config.max_body) if method == "POST" else b""
            if method == "GET":
                op = self.parse_get(scope["query_string"])
            else:
                ctype = headers.get(b"content-type")
                op = parse_request(method, scope["query_string"], ctype.decode("latin-1") if ctype else None, body)
            accept = headers.get(b"accept")
            accept_text = accept.decode("latin-1") if accept else None
            if op is None:
                return self.describe(accept_text)
            if op.kind == "query":
                if op.text in service.fast:  # known to finish in a few ms: skip the thread hop
                    media, data = service.query(op, accept_text)
                else:
                    media, data = await service.run(service.query_timed, op, accept_text)
                return 200, media, data
            authorization = headers.get(b"authorization")
            service.check_write(authorization.decode("latin-1") if authorization else None)
            await service.run(service.update, op.text, op.default_graphs, op.named_graphs)
            return 204, "text/plain", b""
        except Exception as exc:  # every failure becomes a precise answer; the server keeps serving
            status = error_status(exc)
            if status == 500:
                log.exception("internal error on /sparql")
            return status, "text/plain", f"{exc}\n".encode()

    def answer_fast(self, query_string: bytes, headers: list, client) -> bytes | None:
        """The whole HTTP response to a GET of a query known to be fast (see SparqlService.fast),
        or None when the request needs the general path (anything else, and every error)."""
        started = time.perf_counter()
        try:
            op = self.parse_get(query_string)
        except ProtocolError:
            return None
        service = self.service
        if op is None or op.text not in service.fast:
            return None
        accept = next((v for k, v in headers if k == b"accept"), None)
        try:
            media, data = service.query(op, accept.decode("latin-1") if accept else None)
        except Exception:  # noqa: BLE001 - the general path answers errors precisely
            return None
        head = b"".join(b"%s: %s\r\n" % pair for pair in self.headers_for(media, len(data)))
        elapsed = time.perf_counter() - started
        service.metrics.observe("/sparql", 200, elapsed)
        if self.config.access_log:
            log_access({"client": client, "method": "GET", "path": "/sparql"}, 200, len(data), elapsed)
        return b"HTTP/1.1 200 OK\r\n" + head + b"\r\n" + data

    def parse_get(self, query_string: bytes) -> Operation | None:
        """GET requests parsed once per distinct URL: clients repeat their queries, and
        percent-decoding a long query costs more than the rest of the request's Python work."""
        op = self._get_cache.get(query_string, _MISSING)
        if op is _MISSING:
            op = parse_request("GET", query_string, None, b"")
            if len(self._get_cache) >= 4096:
                self._get_cache.clear()
            self._get_cache[query_string] = op
        return op

    def describe(self, accept: str | None) -> tuple[int, str, bytes]:
        media = negotiate(accept, GRAPH_TYPES) or "text/turtle"
        turtle = service_description(self.service.endpoint_url, update=self.config.updates_enabled)
        if media == "text/turtle":
            return 200, media, turtle.encode()
        quads = parse(turtle.encode(), format=RdfFormat.TURTLE)
        return 200, media, serialize(quads, format=GRAPH_FORMATS[media])


_MISSING = object()
PREFLIGHT = [(b"access-control-allow-methods", b"GET, POST, OPTIONS"),
             (b"access-control-allow-headers", b"Content-Type, Accept, Authorization"),
             (b"access-control-max-age", b"86400")]


async def _send(send, status: int, headers: list, body: bytes) -> None:
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})


async def read_body(headers: dict, receive, limit: int) -> bytes:
    """The request body, refused with 413 past `limit` bytes (checked before reading when the
    client sends Content-Length, and while reading otherwise)."""
    length = headers.get(b"content-length")
    if length is not None and length.isdigit() and int(length) > limit:
        raise ProtocolError(413, f"request body over the limit of {limit} bytes")
    chunks = []
    size = 0
    while True:
        message = await receive()
        chunk = message.get("body", b"")
        size += len(chunk)
        if size > limit:
            raise ProtocolError(413, f"request body over the limit of {limit} bytes")
        chunks.append(chunk)
        if not message.get("more_body"):
            return b"".join(chunks)


def log_access(scope, status: int, size: int, seconds: float) -> None:
    """One JSON line per request on the `kgqa_sparql.access` logger."""
    if access_log.isEnabledFor(logging.INFO):
        client = scope.get("client") or ("-", 0)
        access_log.info(json.dumps({"ts": round(time.time(), 3), "client": client[0], "method": scope["method"],
                                    "path": scope["path"], "status": status, "bytes": size,
                                    "ms": round(seconds * 1000, 2)}))


# ---- the HTTP protocol ---------------------------------------------------------------------------
def sparql_protocol():
    """uvicorn's httptools protocol with a shortcut for the hot path: a GET /sparql whose query
    is known to be fast is answered inside the parser callback with one socket write, without an
    ASGI task, event or message dicts (uvicorn's per-request Python work is most of what separates
    a Python endpoint from `oxigraph serve`). Everything else goes through ASGI unchanged."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol, RequestResponseCycle

    class SparqlHttpProtocol(HttpToolsProtocol):
        def on_headers_complete(self) -> None:
            handler = getattr(self.app, "sparql", None)
            if (handler is not None and (self.cycle is None or self.cycle.response_complete)
                    and self.parser.get_method() == b"GET" and self.parser.get_http_version() == "1.1"
                    and self.parser.should_keep_alive() and not self.parser.should_upgrade()):
                path, _, query = self.url.partition(b"?")
                if path in (b"/sparql", b"/sparql/"):
                    response = handler.answer_fast(query, self.headers, self.client)
                    if response is not None:
                        self.cycle = RequestResponseCycle(
                            scope=self.scope, transport=self.transport, flow=self.flow, logger=self.logger,
                            access_logger=self.access_logger, access_log=False, default_headers=[],
                            message_event=asyncio.Event(), expect_100_continue=False, keep_alive=True,
                            on_response=self.on_response_complete)
                        self.cycle.response_complete = True  # the parser's body callbacks skip it
                        self.transport.write(response)
                        self.on_response_complete()
                        return
            super().on_headers_complete()

    return SparqlHttpProtocol


# ---- the application ----------------------------------------------------------------------------
class Dispatcher:
    """ASGI entry point: /sparql to the raw handler, everything else to FastAPI."""

    def __init__(self, sparql: SparqlHandler, api, max_body: int):
        self.sparql = sparql
        self.api = api
        self.max_body = max_body

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] == "http":
            if scope["path"] in SPARQL_PATHS:
                await self.sparql(scope, receive, send)
                return
            length = dict(scope["headers"]).get(b"content-length")
            if length is not None and length.isdigit() and int(length) > self.max_body:
                await _send(send, 413, [(b"content-type", b"text/plain")], f"request body over the limit of {self.max_body} bytes\n".encode())
                return
        await self.api(scope, receive, send)


def create_app(kg, config: ServerConfig | None = None):
    """The endpoint's ASGI application for `kg`."""
    from kgqa_sparql.serve.api import build_api

    config = config or ServerConfig()
    service = SparqlService(kg, config)
    return Dispatcher(SparqlHandler(service), build_api(service), config.max_body)


#: uvicorn settings of the endpoint (also used by the tests).
UVICORN_OPTIONS = dict(access_log=False, http="kgqa_sparql.serve.server:SparqlHttpProtocol", loop="auto",
                       timeout_keep_alive=30, proxy_headers=False, server_header=False, date_header=False)
SERVE_ENV = "KGQA_SPARQL_SERVE"  # how `serve --workers N` hands the store and config to worker processes


def app_from_env():
    """ASGI app factory for uvicorn worker processes: each opens the store read-only itself."""
    from kgqa_sparql.kg import KnowledgeGraph

    spec = json.loads(os.environ[SERVE_ENV])
    _configure_logging(ServerConfig(**spec["config"]))
    kg = KnowledgeGraph.open(spec["store"], create=False, read_only=not spec["store"].startswith(("http://", "https://")))
    return create_app(kg, ServerConfig(**spec["config"]))


def _configure_logging(config: ServerConfig) -> None:
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    if not config.access_log:
        access_log.setLevel(logging.WARNING)


def serve(kg, config: ServerConfig, *, host: str = "127.0.0.1", port: int = 7878, workers: int = 1,
          log_level: str = "info") -> None:
    """Run the endpoint with uvicorn (httptools + uvloop when installed). With `workers` > 1 the
    request handling runs in that many processes (read-only only: one RocksDB writer at a time)."""
    import uvicorn

    # No proxy-header rewriting and no Date/Server headers: less Python work per request.
    options = dict(host=host, port=port, log_level=log_level, **UVICORN_OPTIONS)
    if workers > 1:
        if config.updates_enabled:
            raise KgqaError("--workers > 1 serves read-only stores only (updates need a single writer process)")
        location = str(kg.root) if kg.root is not None else getattr(kg.backend, "url", None)
        if location is None:
            raise KgqaError("--workers > 1 needs a store folder or endpoint URL, not an in-memory store")
        kg.close()
        os.environ[SERVE_ENV] = json.dumps({"store": location, "config": asdict(config)})
        uvicorn.run("kgqa_sparql.serve.server:app_from_env", factory=True, workers=workers, **options)
        return
    _configure_logging(config)
    uvicorn.run(create_app(kg, config), **options)


def __getattr__(name: str):
    # uvicorn imports its protocol class by name; build it only then (uvicorn is imported lazily)
    if name == "SparqlHttpProtocol":
        return sparql_protocol()
    raise AttributeError(name)
