"""FastAPI routes of the endpoint beside /sparql: Graph Store Protocol (/store), kgqa REST
(/kgqa/ask, /kgqa/translate, /kgqa/schema), VoID, /health, /metrics and the web page.
OpenAPI docs at /docs (the raw /sparql handler is described there too)."""

from __future__ import annotations

import contextlib
import time
from dataclasses import asdict
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Request, Response
from fastapi.responses import FileResponse, JSONResponse, PlainTextResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from pyoxigraph import NamedNode, RdfFormat, parse, serialize

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.graph.embedded import GRAPH_FORMATS
from kgqa_sparql.schema.void import to_void
from kgqa_sparql.serve.config import published_limits
from kgqa_sparql.serve.protocol import GRAPH_TYPES, Operation, ProtocolError, content_type, negotiate
from kgqa_sparql.serve.service import Busy, SparqlService, error_status

#: The web page (index.html, app.js, style.css), served at / and /web.
WEB_DIR = Path(__file__).with_name("web")

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

    api = FastAPI(title="kgqa-sparql endpoint", version="0.1.0", lifespan=lifespan,
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

    @api.get("/.well-known/void", summary="VoID description computed from the schema graph")
    async def void(request: Request) -> Response:
        return _rdf_response(await service.run(lambda: to_void(kg.schema)), request.headers.get("accept"))

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
        if config.max_rows:
            probe = f"ASK {{ {{ SELECT * WHERE {{ {where} }} OFFSET {config.max_rows} LIMIT 1 }} }}"
            more = await service.evaluate(Operation("query", probe), "application/sparql-results+json")
            if b"true" in more.data:
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

    # ---- web page ----
    @api.get("/", include_in_schema=False)
    def index() -> FileResponse:
        return FileResponse(WEB_DIR / "index.html", media_type="text/html")

    if WEB_DIR.is_dir():
        api.mount("/web", StaticFiles(directory=WEB_DIR), name="web")

    _document_sparql(api)
    return api


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
