"""Query and update execution shared by /sparql, /store and the REST routes.

Evaluation runs in a thread pool (pyoxigraph releases the GIL, so queries run in parallel),
except for repeated query texts whose last run took under `inline_ms`: those are evaluated on the
event loop, and a GET of one is answered inside the HTTP parser callback (`runner.SparqlHttpProtocol`).
Timeouts: pyoxigraph offers no way to interrupt an evaluation, so a query that exceeds its time
is *abandoned*: the client gets 503 at once and the worker thread's result is thrown away when it
finishes. A process per query would make the kill real but costs ~1 ms per request and a copy of
the store handle per process; the max-rows cap (a LIMIT added to every query) bounds most
runaway queries instead. Abandoned evaluations are counted in /metrics.
"""

from __future__ import annotations

import asyncio
import hmac
import threading
import time
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable

from pyoxigraph import NamedNode

from kgqa_sparql.errors import KgqaError, LoadError, QuerySyntaxError, UnknownEntity
from kgqa_sparql.graph.sparql_text import QUERY_FORMS, query_form, tokenize
from kgqa_sparql.serve.config import ServerConfig
from kgqa_sparql.serve.extensions import Rewriter, add_using, clamp_limit, register_functions
from kgqa_sparql.serve.metrics import Metrics
from kgqa_sparql.serve.protocol import Operation, ProtocolError, negotiate, offers_for


class QueryTimeout(KgqaError):
    """A query ran past the configured timeout (answered 503)."""


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
        except QuerySyntaxError:
            return Prepared("SELECT", text)  # let Oxigraph's parser report it, with line and column
        form = query_form(tokens)
        if form not in QUERY_FORMS:  # an update, or no query at all: the same
            return Prepared("SELECT", text)
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
    """The HTTP status that answers `exc`."""
    if isinstance(exc, ProtocolError):
        return exc.status
    if isinstance(exc, QueryTimeout):
        return 503
    if isinstance(exc, UnknownEntity):
        return 404
    if isinstance(exc, (QuerySyntaxError, LoadError)):
        return 400
    if isinstance(exc, KgqaError):
        return 400
    return 500
