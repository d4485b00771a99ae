"""The endpoint's ASGI application: /sparql is served by a raw handler (no routing, validation or
middleware per request: Oxigraph's serialised bytes go straight into the response); everything
else (Graph Store Protocol, kgqa REST routes, VoID, health, metrics, the web page) is the FastAPI
app of `api`, behind the same dispatcher."""

from __future__ import annotations

import json
import logging
import time

from pyoxigraph import RdfFormat, parse, serialize

from kgqa_sparql.graph.embedded import GRAPH_FORMATS
from kgqa_sparql.serve.api import build_api
from kgqa_sparql.serve.config import ServerConfig
from kgqa_sparql.serve.protocol import (
    GRAPH_TYPES,
    Operation,
    ProtocolError,
    content_type,
    negotiate,
    parse_request,
    service_description,
)
from kgqa_sparql.serve.service import SparqlService, error_status

log = logging.getLogger(__name__)
access_log = logging.getLogger("kgqa_sparql.access")
SPARQL_PATHS = ("/sparql", "/sparql/")


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


def create_app(kg, config: ServerConfig | None = None) -> Dispatcher:
    """The endpoint's ASGI application for `kg`."""
    config = config or ServerConfig()
    service = SparqlService(kg, config)
    return Dispatcher(SparqlHandler(service), build_api(service), config.max_body)
