"""The endpoint's ASGI application: /sparql is served by a raw handler (no routing, validation or
middleware per request: Oxigraph's serialised bytes go straight into the response); everything
else (Graph Store Protocol, kgqa REST routes, VoID, health, metrics, the web page) is the FastAPI
app of `api`, behind the same dispatcher."""

from __future__ import annotations

import asyncio
import json
import logging
import time

from pyoxigraph import RdfFormat, parse, serialize

from kgqa_sparql.graph.embedded import GRAPH_FORMATS
from kgqa_sparql.serve.api import build_api, preflight_headers
from kgqa_sparql.serve.config import ServerConfig, published_limits
from kgqa_sparql.serve.protocol import (
    GRAPH_TYPES,
    Operation,
    ProtocolError,
    content_type,
    mark_truncated,
    negotiate,
    parse_request,
    service_description,
)
from kgqa_sparql.serve.service import Busy, ClientGone, Reply, SparqlService, error_status

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
        self._status_head: dict[str, bytes] = {}

    def headers_for(self, media: str, length: int) -> list:
        base = self._headers.get(media)
        if base is None:
            base = self._headers[media] = [(b"content-type", content_type(media).encode()), *self.cors]
        return [*base, (b"content-length", str(length).encode())]

    async def __call__(self, scope, receive, send) -> None:
        started = time.perf_counter()
        method = scope["method"]
        if method == "OPTIONS":
            requested = dict(scope["headers"]).get(b"access-control-request-headers", b"").decode("latin-1")
            await _send(send, 204, preflight_headers(self.config.cors_origin, SPARQL_METHODS, requested), b"")
            return
        headers = dict(scope["headers"])
        service = self.service
        service.metrics.in_flight += 1
        try:
            status, media, body, extra = await self.handle(method, scope, headers, receive)
        finally:
            service.metrics.in_flight -= 1
        if status is None:  # the client left: nobody to answer
            return
        response_headers = self.headers_for(media, len(body))
        response_headers += extra
        if status == 401:
            response_headers.append((b"www-authenticate", b'Bearer realm="kgqa-sparql"'))
        await _send(send, status, response_headers, b"" if method == "HEAD" else body)
        elapsed = time.perf_counter() - started
        service.metrics.observe("/sparql", status, elapsed)
        if self.config.access_log:
            log_access(scope, status, len(body), elapsed)

    async def handle(self, method: str, scope, headers: dict, receive) -> tuple[int | None, str, bytes, list]:
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
                return (*self.describe(accept_text), [])
            if op.kind == "query":
                if op.text in service.fast:  # known to finish in a few ms: skip the hand-off
                    reply = service.query(op, accept_text)
                else:
                    reply = await _until_disconnect(receive, lambda gone: service.evaluate(op, accept_text, gone))
                return 200, reply.media, *reply_body(reply)
            authorization = headers.get(b"authorization")
            service.check_write(authorization.decode("latin-1") if authorization else None)
            await service.run_update(op.text, op.default_graphs, op.named_graphs)
            return 204, "text/plain", b"", []
        except ClientGone:
            return None, "text/plain", b"", []
        except Exception as exc:  # every failure becomes a precise answer; the server keeps serving
            status = error_status(exc)
            if status == 500:
                log.exception("internal error on /sparql")
            return status, "text/plain", f"{exc}\n".encode(), retry_headers(exc)

    def answer_fast(self, query_string: bytes, headers: list, client) -> bytes | None:
        """The whole HTTP response to a GET of a query known to be fast (see SparqlService.fast),
        or None when the request needs the general path (anything else, and every error)."""
        started = time.perf_counter()
        service = self.service
        key = (query_string, next((v for k, v in headers if k == b"accept"), None))
        cached = service.responses.get(key)
        if cached is not None:
            self._observe(client, len(cached), time.perf_counter() - started)
            return cached
        plan = service.plans.get(key)
        if plan is None:
            try:
                op = self.parse_get(query_string)
                plan = service.plan_fast(key, op) if op is not None else None
            except Exception:  # noqa: BLE001 - the general path answers errors precisely
                return None
            if plan is None:
                return None
        try:
            reply = service.run_plan(plan)
        except Exception:  # noqa: BLE001 - the general path answers errors precisely
            return None
        data, extra = reply_body(reply)
        head = self._status_head.get(reply.media)
        if head is None:  # status line and fixed headers, per media type: built once
            head = self._status_head[reply.media] = b"HTTP/1.1 200 OK\r\n" + b"".join(
                b"%s: %s\r\n" % pair for pair in self.headers_for(reply.media, 0)[:-1])
        head += b"".join(b"%s: %s\r\n" % pair for pair in extra)
        response = b"%scontent-length: %d\r\n\r\n%s" % (head, len(data), data)
        if self.config.response_cache_mb > 0:
            service.remember(key, plan, response)
        self._observe(client, len(data), time.perf_counter() - started)
        return response

    def _observe(self, client, size: int, elapsed: float) -> None:
        self.service.metrics.observe("/sparql", 200, elapsed)
        if self.config.access_log:
            log_access({"client": client, "method": "GET", "path": "/sparql"}, 200, size, elapsed)

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
        turtle = service_description(self.service.endpoint_url, update=self.config.updates_enabled,
                                     limits=published_limits(self.config))
        if media == "text/turtle":
            return 200, media, turtle.encode()
        quads = parse(turtle.encode(), format=RdfFormat.TURTLE)
        return 200, media, serialize(quads, format=GRAPH_FORMATS[media])


_MISSING = object()


def reply_body(reply: Reply) -> tuple[bytes, list]:
    """Body and extra headers of a query reply: a result cut by the row cap says so."""
    if not reply.truncated:
        return reply.data, []
    return mark_truncated(reply.data, reply.media), [(b"kgqa-truncated", b"max-rows")]


def retry_headers(exc: Exception) -> list:
    return [(b"retry-after", str(exc.retry_after).encode())] if isinstance(exc, Busy) else []


async def _until_disconnect(receive, work):
    """Run `work(gone)` while watching the connection: `gone` completes when the client leaves
    (uvicorn's receive() answers http.disconnect), so an evaluation nobody waits for is stopped."""
    loop = asyncio.get_running_loop()
    gone = loop.create_future()

    async def watch() -> None:
        while (await receive())["type"] != "http.disconnect":
            pass
        if not gone.done():
            gone.set_result(True)

    watcher = loop.create_task(watch())
    try:
        return await work(gone)
    finally:
        watcher.cancel()
        if not gone.done():
            gone.cancel()
#: What /sparql answers (HEAD: a GET's headers without the body).
SPARQL_METHODS = ["GET", "HEAD", "POST", "OPTIONS"]


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
            if scope["method"] in BODY_METHODS:  # read here, counted as it streams: chunked bodies too
                try:
                    body = await read_body(dict(scope["headers"]), receive, self.max_body)
                except ProtocolError as exc:
                    await _send(send, exc.status, [(b"content-type", b"text/plain; charset=utf-8")], f"{exc}\n".encode())
                    return
                receive = _replay(body, receive)
        await self.api(scope, receive, send)


BODY_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})


def _replay(body: bytes, receive):
    """A receive() that hands the app the body already read, then the connection's own events."""
    pending = [{"type": "http.request", "body": body, "more_body": False}]

    async def replay():
        return pending.pop() if pending else await receive()
    return replay


def create_app(kg, config: ServerConfig | None = None) -> Dispatcher:
    """The endpoint's ASGI application for `kg`."""
    config = config or ServerConfig()
    service = SparqlService(kg, config)
    return Dispatcher(SparqlHandler(service), build_api(service), config.max_body)
