"""FastAPI routes of the endpoint beside /sparql: Graph Store Protocol (/store), kgqa REST
(/kgqa/ask, /kgqa/translate, /kgqa/schema, /kgqa/vocabulary), VoID, /health, /metrics and the web page.
OpenAPI docs at /docs (Swagger UI) and /redoc (ReDoc), both from vendored assets; the raw /sparql
handler is described there too. Every route answers CORS preflights (OPTIONS) and HEAD where it
answers GET."""

from __future__ import annotations

import contextlib
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Request, Response
from fastapi.openapi.docs import get_redoc_html, get_swagger_ui_html
from fastapi.responses import FileResponse, HTMLResponse, JSONResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from pyoxigraph import NamedNode, RdfFormat, parse, serialize
from starlette.routing import Match

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.graph.embedded import GRAPH_FORMATS
from kgqa_sparql.schema.schema_graph import SCHEMA_DISTANCE
from kgqa_sparql.schema.void import dataset_prefixes, entity_uri_space, to_void
from kgqa_sparql.serve.config import published_limits
from kgqa_sparql.query.extensions import APPROX, SEARCH, SIMILARITY
from kgqa_sparql.serve.protocol import GRAPH_TYPES, Operation, ProtocolError, content_type, negotiate
from kgqa_sparql.serve.service import Busy, SparqlService, error_status
from kgqa_sparql.vocab import KGQA

#: The web page (index.html, app.js, style.css), served at / and /web.
WEB_DIR = Path(__file__).with_name("web")
#: Third-party assets (YASGUI, dagre, Swagger UI, ReDoc) copied there by `make install`
#: (tools/vendor_web.py); served at /web/vendor/.
VENDOR_DIR = WEB_DIR / "vendor"
SWAGGER_ASSETS = ("swagger-ui/swagger-ui-bundle.js", "swagger-ui/swagger-ui.css", "swagger-ui/favicon-32x32.png")
REDOC_ASSETS = ("redoc/redoc.standalone.js", "swagger-ui/favicon-32x32.png")

#: The API docs pages load nothing from elsewhere (inline: FastAPI's start-up script and the
#: libraries' styles; blob: ReDoc's search worker).
DOCS_POLICY = ("default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; "
               "img-src 'self' data:; worker-src 'self' blob:; connect-src 'self'; font-src 'self' data:")

#: CORS preflight answers (OPTIONS on any route, /sparql included).
CORS_ALLOW_HEADERS = ("Accept", "Authorization", "Content-Type")
CORS_MAX_AGE = "86400"
#: What the editor's autocompletion offers for the kgqa extensions (see serve.extensions).
EXTENSIONS = (
    {"iri": SIMILARITY, "kind": "function", "usage": "kgqa:similarity(?a, ?b)",
     "doc": "cosine similarity of the encoder embeddings of two terms' texts (label or literal value)"},
    {"iri": SCHEMA_DISTANCE, "kind": "function", "usage": 'kgqa:schemaDistance(?classA, ?classB [, "directed"])',
     "doc": "hops between two classes in the schema graph"},
    {"iri": SEARCH, "kind": "service", "usage": 'SERVICE kgqa:search { ?e kgqa:matches "text" ; kgqa:k 5 ; kgqa:score ?s }',
     "doc": "entities whose names match a text (fuzzy entity linking), with scores"},
    {"iri": APPROX, "kind": "service", "usage": 'SERVICE kgqa:approx { ?m fuzzy:acted_by "Tom Hanks" }',
     "doc": "a pseudo query graph (fuzzy relation words, entity names) matched against the schema"},
    {"iri": KGQA + "matches", "kind": "search", "usage": 'kgqa:matches "text"',
     "doc": "kgqa:search: the text to link"},
    {"iri": KGQA + "k", "kind": "search", "usage": "kgqa:k 5", "doc": "kgqa:search: how many entities"},
    {"iri": KGQA + "score", "kind": "search", "usage": "kgqa:score ?s",
     "doc": "kgqa:search: the variable bound to each entity's score"},
)

RDF_INPUT = {"text/turtle": RdfFormat.TURTLE, "application/n-triples": RdfFormat.N_TRIPLES,
             "application/rdf+xml": RdfFormat.RDF_XML, "application/ld+json": RdfFormat.JSON_LD,
             "text/plain": RdfFormat.N_TRIPLES}


class AskRequest(BaseModel):
    question: str | None = Field(None, description="natural-language question (topic entity in [brackets] helps)")
    graph: str | None = Field(None, description="pseudo query graph: SPARQL block, GRAPE triples or SAFE JSON")
    k: int = Field(5, ge=1, le=100, description="candidates / paths to keep")
    retriever: str | None = Field(None, description="path retriever for questions (beam, gnn, pathrag)")


class TranslateRequest(BaseModel):
    graph: str = Field(..., description="pseudo query graph")
    k: int = Field(5, ge=1, le=100)


def _fail(exc: Exception) -> HTTPException:
    headers = {"Retry-After": str(exc.retry_after)} if isinstance(exc, Busy) else None
    return HTTPException(error_status(exc), str(exc), headers=headers)


def build_api(service: SparqlService) -> FastAPI:
    kg, config = service.kg, service.config

    @contextlib.asynccontextmanager
    async def lifespan(_app):
        yield
        service.close()  # worker processes go with the server

    api = FastAPI(title="kgqa-sparql endpoint", version="0.1.0", lifespan=lifespan, docs_url=None, redoc_url=None,
                  description="SPARQL 1.1 endpoint with approximate matching and encoder scoring.")

    @api.exception_handler(KgqaError)
    async def _kgqa_error(_request, exc: KgqaError):
        response = PlainTextResponse(f"{exc}\n", status_code=error_status(exc))
        if isinstance(exc, Busy):
            response.headers["retry-after"] = str(exc.retry_after)
        return response

    @api.middleware("http")
    async def _cors_and_metrics(request: Request, call_next):
        started = time.perf_counter()
        response = await call_next(request)
        response.headers["access-control-allow-origin"] = config.cors_origin
        route = request.scope.get("route")
        service.metrics.observe(getattr(route, "path", "other"), response.status_code, time.perf_counter() - started)
        return response

    # ---- operations ----
    @api.get("/health", summary="liveness, store kind, evaluation slots and published limits (503 when saturated)")
    def health() -> Response:
        load = service.saturation()
        body = {"status": "saturated" if load.saturated else "ok", "remote": kg.is_remote,
                "updates": config.updates_enabled, "functions": service.functions,
                "evaluation": {**asdict(load), "processes": service.evaluator is not None},
                "limits": published_limits(config)}
        return JSONResponse(body, status_code=503 if load.saturated else 200)

    @api.get("/metrics", summary="Prometheus metrics", response_class=PlainTextResponse)
    def metrics() -> PlainTextResponse:
        service.refresh_metrics()
        return PlainTextResponse(service.metrics.render(), media_type="text/plain; version=0.0.4")

    # ---- kgqa REST ----
    @api.post("/kgqa/ask", summary="answer a question or a pseudo query graph: answers, evidence, SPARQL")
    async def ask(body: AskRequest) -> dict[str, Any]:
        if bool(body.question) == bool(body.graph):
            raise HTTPException(422, "give exactly one of question or graph")
        service.check_length(body.question or body.graph, "question" if body.question else "graph")
        # k sizes the graph translation; the retriever picks the path search for questions
        options: dict[str, Any] = {"k": body.k} if body.graph else {}
        if body.retriever and body.question:
            options["retriever"] = body.retriever
        try:
            return await service.run(lambda: kg.ask(body.question or body.graph, **options).to_json())
        except KgqaError as exc:
            raise _fail(exc) from None

    @api.post("/kgqa/translate", summary="ranked executable SPARQL for a pseudo query graph")
    async def translate(body: TranslateRequest) -> list[dict[str, Any]]:
        service.check_length(body.graph, "graph")
        try:
            candidates = await service.run(kg.translate, body.graph, body.k)
        except KgqaError as exc:
            raise _fail(exc) from None
        return [{"sparql": c.sparql, "where": c.where, "score": c.score} for c in candidates]

    @api.get("/kgqa/schema", summary="the schema graph (classes and edges with support/confidence)")
    async def schema() -> dict[str, Any]:
        try:
            return await service.run(lambda: kg.schema.to_json())
        except KgqaError as exc:
            raise _fail(exc) from None

    spaces: dict[str, Any] = {}

    def uri_space(schema) -> str | None:
        """The entities' common namespace, computed once per schema graph (a sample of the data)."""
        if spaces.get("schema") is not schema:
            spaces.update(schema=schema, space=entity_uri_space(kg, schema))
        return spaces["space"]

    @api.get("/.well-known/void", summary="VoID description computed from the schema graph, with "
                                          "void:sparqlEndpoint and void:uriSpace")
    async def void(request: Request) -> Response:
        endpoint = str(request.base_url).rstrip("/") + "/sparql"
        try:
            NamedNode(endpoint)
        except ValueError:  # a Host header that makes no IRI: the configured address instead
            endpoint = service.endpoint_url

        def describe() -> bytes:
            schema = kg.schema
            return to_void(schema, sparql_endpoint=endpoint, uri_space=uri_space(schema))
        return _rdf_response(await service.run(describe), request.headers.get("accept"))

    @api.get("/kgqa/vocabulary", summary="prefixes, classes, properties and kgqa extension terms of the dataset "
                                         "(what a query editor autocompletes)")
    async def vocabulary() -> dict[str, Any]:
        def collect() -> dict[str, Any]:
            schema = kg.schema
            space = uri_space(schema)
            return {"prefixes": dataset_prefixes(schema, space), "uri_space": space,
                    "classes": sorted(c.iri for c in schema.classes.values() if not c.datatype),
                    "properties": sorted(schema.predicates),
                    "extensions": [e for e in EXTENSIONS if e["kind"] != "function" or e["iri"] in service.functions]}
        try:
            return await service.run(collect)
        except KgqaError as exc:
            raise _fail(exc) from None

    # ---- Graph Store Protocol ----
    @api.get("/store", summary="Graph Store Protocol: read a graph (?graph=IRI or ?default); capped at max_rows "
                               "triples (Kgqa-Truncated header when cut); the token is needed when one is configured")
    async def store_get(request: Request) -> Response:
        if config.token and not service.authorised(request.headers.get("authorization")):
            raise ProtocolError(401, "Graph Store reads need the endpoint's bearer token (Authorization: Bearer ...)")
        target = _target(request)
        accept = request.headers.get("accept")
        if negotiate(accept, GRAPH_TYPES) is None:
            raise HTTPException(406, "acceptable: " + ", ".join(GRAPH_TYPES))
        if target and not await service.run(_graph_exists, kg, target):
            raise HTTPException(404, f"no graph {target}")
        where = f"GRAPH <{target}> {{ ?s ?p ?o }}" if target else "?s ?p ?o"
        reply = await service.evaluate(Operation("query", f"CONSTRUCT {{ ?s ?p ?o }} WHERE {{ {where} }}"), accept)
        response = Response(reply.data, media_type=content_type(reply.media))
        if reply.truncated:  # the service's own probe for a capped CONSTRUCT
            response.headers["kgqa-truncated"] = "max-rows"
        return response

    @api.put("/store", summary="Graph Store Protocol: replace a graph (token needed)")
    async def store_put(request: Request) -> Response:
        return await _store_write(request, replace=True)

    @api.post("/store", summary="Graph Store Protocol: add to a graph (token needed)")
    async def store_post(request: Request) -> Response:
        return await _store_write(request, replace=False)

    @api.delete("/store", summary="Graph Store Protocol: drop a graph (token needed)")
    async def store_delete(request: Request) -> Response:
        service.check_write(request.headers.get("authorization"))
        target = _target(request)
        if target and not await service.run(_graph_exists, kg, target):
            raise HTTPException(404, f"no graph {target}")
        await service.run_update(f"DROP GRAPH <{target}>" if target else "CLEAR DEFAULT")
        return Response(status_code=204)

    async def _store_write(request: Request, *, replace: bool) -> Response:
        service.check_write(request.headers.get("authorization"))
        target = _target(request)
        media = (request.headers.get("content-type") or "").split(";")[0].strip().lower()
        fmt = RDF_INPUT.get(media)
        if fmt is None:
            raise ProtocolError(415, f"unsupported RDF media type {media or '(none)'}; use one of {', '.join(RDF_INPUT)}")
        body = await request.body()
        try:
            triples = " ".join(f"{q.triple} ." for q in parse(body, format=fmt))
        except SyntaxError as exc:
            raise ProtocolError(400, f"cannot parse the {media} body: {exc}") from None
        existed = await service.run(_graph_exists, kg, target) if target else True
        graph = f"GRAPH <{target}> {{ {triples} }}" if target else triples
        drop = (f"DROP SILENT GRAPH <{target}> ;" if target else "CLEAR DEFAULT ;") if replace else ""
        await service.run_update(f"{drop} INSERT DATA {{ {graph} }}")  # one transaction
        return Response(status_code=204 if existed else 201)

    # ---- web page and API docs ----
    @api.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(WEB_DIR / "index.html", media_type="text/html")

    @api.get("/docs", include_in_schema=False)
    def swagger_ui() -> HTMLResponse:
        missing = _missing(SWAGGER_ASSETS)
        if missing:
            return _assets_missing("Swagger UI", missing)
        page = get_swagger_ui_html(openapi_url=api.openapi_url, title=f"{api.title} - Swagger UI",
                                   swagger_js_url="/web/vendor/swagger-ui/swagger-ui-bundle.js",
                                   swagger_css_url="/web/vendor/swagger-ui/swagger-ui.css",
                                   swagger_favicon_url="/web/vendor/swagger-ui/favicon-32x32.png",
                                   swagger_ui_parameters={"validatorUrl": None})  # no call to an online validator
        page.headers["content-security-policy"] = DOCS_POLICY
        return page

    @api.get("/redoc", include_in_schema=False)
    def redoc() -> HTMLResponse:
        missing = _missing(REDOC_ASSETS)
        if missing:
            return _assets_missing("ReDoc", missing)
        page = get_redoc_html(openapi_url=api.openapi_url, title=f"{api.title} - ReDoc",
                              redoc_js_url="/web/vendor/redoc/redoc.standalone.js",
                              redoc_favicon_url="/web/vendor/swagger-ui/favicon-32x32.png", with_google_fonts=False)
        page.headers["content-security-policy"] = DOCS_POLICY  # ReDoc's side menu links a logo on its CDN
        return page

    if WEB_DIR.is_dir():
        api.mount("/web", StaticFiles(directory=WEB_DIR), name="web")

    _document_sparql(api)
    api.add_middleware(PreflightAndHead, routes=api.router.routes, origin=config.cors_origin)
    return api


def _missing(assets: tuple[str, ...]) -> list[str]:
    return [a for a in assets if not (VENDOR_DIR / a).is_file()]


def _assets_missing(what: str, missing: list[str]) -> HTMLResponse:
    """A page saying what to run, instead of a blank page, when the vendored assets are absent."""
    files = "".join(f"<li><code>{VENDOR_DIR / name}</code></li>" for name in missing)
    return HTMLResponse(f"<!doctype html><title>{what} not installed</title><h1>{what} is not installed</h1>"
                        f"<p>Its files come from the npm registry at install time: run <code>make install</code> "
                        f"(or <code>python tools/vendor_web.py</code>) in the kgqa-sparql checkout. Missing:</p>"
                        f"<ul>{files}</ul><p>The OpenAPI document itself is at <a href=\"/openapi.json\">/openapi.json</a>.</p>",
                        status_code=503)


def preflight_headers(origin: str, methods: list[str], requested: str | None = None) -> list[tuple[bytes, bytes]]:
    """The headers of a 204 answer to a CORS preflight: origin, methods, headers (the usual ones
    plus those the browser asks for), max-age, and Allow."""
    headers = list(CORS_ALLOW_HEADERS)
    for name in (requested or "").split(","):
        name = name.strip()
        if name and name.replace("-", "").isalnum() and name.lower() not in (h.lower() for h in headers):
            headers.append(name)
    allowed = ", ".join(methods).encode()
    return [(b"access-control-allow-origin", origin.encode()), (b"access-control-allow-methods", allowed),
            (b"access-control-allow-headers", ", ".join(headers).encode()),
            (b"access-control-max-age", CORS_MAX_AGE.encode()), (b"allow", allowed), (b"content-length", b"0")]


METHOD_ORDER = ("GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS")


class PreflightAndHead:
    """ASGI middleware of the API: OPTIONS on any route's path answers 204 with the CORS preflight
    headers and the methods of the routes there (404 elsewhere, as before); HEAD runs the GET route
    and sends its status and headers (Content-Length included) without the body."""

    def __init__(self, app, routes, origin: str):
        self.app = app
        self.routes = routes
        self.origin = origin

    def methods(self, scope) -> list[str]:
        found: set[str] = set()
        probe = {**scope, "method": "GET"}
        for route in self.routes:
            match, _ = route.matches(probe)
            if match != Match.NONE:
                found |= set(getattr(route, "methods", None) or {"GET", "HEAD"})  # a Mount: static files
        if "GET" in found:
            found.add("HEAD")
        if found:
            found.add("OPTIONS")
        return [m for m in METHOD_ORDER if m in found]

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        method = scope["method"]
        if method == "OPTIONS":
            methods = self.methods(scope)
            if methods:
                requested = dict(scope["headers"]).get(b"access-control-request-headers", b"").decode("latin-1")
                await send({"type": "http.response.start", "status": 204,
                            "headers": preflight_headers(self.origin, methods, requested)})
                await send({"type": "http.response.body", "body": b""})
                return
        elif method == "HEAD":
            scope = {**scope, "method": "GET"}

            async def send_head(message) -> None:
                if message["type"] == "http.response.body":
                    if message.get("more_body"):
                        return  # the rest of the body follows: nothing to send yet
                    message = {"type": "http.response.body", "body": b""}
                await send(message)
            await self.app(scope, receive, send_head)
            return
        await self.app(scope, receive, send)


def _target(request: Request) -> str | None:
    """The graph a Graph Store request names: ?graph=IRI, or None for ?default."""
    params = request.query_params
    if "graph" in params and "default" in params or not ("graph" in params or "default" in params):
        raise ProtocolError(400, "give exactly one of ?graph=IRI or ?default")
    graph = params.get("graph")
    if graph is not None:
        try:
            NamedNode(graph)
        except ValueError as exc:
            raise ProtocolError(400, f"invalid graph IRI {graph!r}: {exc}") from None
    return graph


def _graph_exists(kg, iri: str) -> bool:
    return bool(kg.query(f"ASK {{ GRAPH <{iri}> {{ ?s ?p ?o }} }}"))


def _rdf_response(turtle: bytes, accept: str | None) -> Response:
    media = negotiate(accept, GRAPH_TYPES)
    if media is None:
        raise HTTPException(406, "acceptable: " + ", ".join(GRAPH_TYPES))
    if media != "text/turtle":
        turtle = serialize(parse(turtle, format=RdfFormat.TURTLE), format=GRAPH_FORMATS[media])
    return Response(turtle, media_type=content_type(media))


def _document_sparql(api: FastAPI) -> None:
    """Add the raw /sparql handler to the OpenAPI document (FastAPI never routes it)."""
    original = api.openapi

    def openapi() -> dict[str, Any]:
        if api.openapi_schema:
            return api.openapi_schema
        schema = original()
        params = [{"name": n, "in": "query", "required": False, "schema": {"type": "string"}, "description": d}
                  for n, d in (("query", "SPARQL query"), ("default-graph-uri", "default graph (repeatable)"),
                               ("named-graph-uri", "named graph (repeatable)"))]
        responses = {"200": {"description": "results (JSON, XML, CSV, TSV) or RDF (Turtle, N-Triples, RDF/XML, JSON-LD)"},
                     "400": {"description": "malformed query (parser message with line:column)"},
                     "406": {"description": "no acceptable format"}, "413": {"description": "body too large"},
                     "415": {"description": "unsupported Content-Type"},
                     "503": {"description": "query timeout, or busy (with Retry-After)"}}
        schema["paths"]["/sparql"] = {
            "get": {"summary": "SPARQL 1.1 Protocol query (service description without ?query)",
                    "parameters": params, "responses": responses},
            "post": {"summary": "SPARQL 1.1 Protocol query or update (form or direct; updates need the bearer token)",
                     "requestBody": {"content": {m: {"schema": {"type": "string"}} for m in
                                                 ("application/x-www-form-urlencoded", "application/sparql-query",
                                                  "application/sparql-update")}},
                     "responses": {**responses, "204": {"description": "update applied"},
                                   "401": {"description": "missing or wrong token"}, "403": {"description": "read-only"}}},
        }
        api.openapi_schema = schema
        return schema

    api.openapi = openapi
