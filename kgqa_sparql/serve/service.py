"""Query and update execution shared by /sparql, /store and the REST routes.

Queries on a store folder are evaluated in worker processes that are killed at the deadline;
everything else runs in threads (serve.evaluator has the why and the admission rules). Repeated
query texts whose last run took under `inline_ms` are evaluated on the event loop instead, and a
GET of one is answered inside the HTTP parser callback (`runner.SparqlHttpProtocol`).

Every query is prepared first (cached per text): kgqa SERVICE blocks rewritten, the outbound
policy checked (serve.outbound), the row cap applied. A result that reached the row cap is
marked (`Reply.truncated`): the handlers add a `Kgqa-Truncated` header and, to SELECT results in
JSON or XML, a link in their head. A CONSTRUCT/DESCRIBE cut to the cap is evaluated with a probe
(a SELECT for one solution past the cap, `extensions.solutions_probe`) in the same worker under
the same deadline: its triples cannot tell how many solutions there were.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import pickle
import re
import threading
from collections import OrderedDict
from dataclasses import dataclass

from pyoxigraph import NamedNode

from kgqa_sparql.errors import KgqaError, LoadError, QuerySyntaxError, UnknownEntity
from kgqa_sparql.graph.sparql_text import QUERY_FORMS, query_form, tokenize
from kgqa_sparql.schema.schema_graph import SCHEMA_DISTANCE
from kgqa_sparql.serve.config import ServerConfig
from kgqa_sparql.serve.evaluator import (Answer, Busy, ClientGone, ProcessEvaluator, QueryTimeout, Saturation, Task,
                                         ThreadRunner, answer_task)
from kgqa_sparql.query.extensions import SIMILARITY, Rewriter, register_functions
from kgqa_sparql.serve.extensions import add_using, clamp_limit, solutions_probe
from kgqa_sparql.serve.metrics import Metrics
from kgqa_sparql.serve.outbound import OutboundPolicy
from kgqa_sparql.serve.protocol import Operation, ProtocolError, count_rows, negotiate, offers_for
from kgqa_sparql.vocab import KGQA

log = logging.getLogger(__name__)
#: Queries whose answer may differ from one run to the next on the same data: never cached.
_VOLATILE = re.compile(r"\b(?:now|rand|uuid|struuid|bnode)\s*\(|\bservice\b", re.IGNORECASE)
__all__ = ["Busy", "ClientGone", "Plan", "QueryTimeout", "Reply", "SparqlService", "error_status"]


@dataclass(frozen=True)
class Prepared:
    form: str
    text: str
    capped: bool = False  # the row cap added or lowered the top-level LIMIT
    probe: str | None = None  # a capped CONSTRUCT/DESCRIBE: the SELECT that tells whether the cap cut it


@dataclass(frozen=True)
class Plan:
    """A fast query ready to run inline: its prepared text and the task built for one request
    (query string and Accept header). Kept per request key, so a repeated fast GET skips parsing,
    preparation and content negotiation: that Python work costs about as much as the query."""

    prepared: Prepared
    task: Task


@dataclass(frozen=True)
class Reply:
    media: str
    data: bytes
    truncated: bool = False  # the result reached the row cap: more rows may exist


class SparqlService:
    """Query and update execution shared by /sparql, /store and the REST routes."""

    def __init__(self, kg, config: ServerConfig):
        self.kg = kg
        self.config = config
        self.metrics = Metrics()
        self.rewriter = Rewriter(kg, k=config.k)
        self.outbound = OutboundPolicy(tuple(config.allow_service))
        self.functions = [] if kg.is_remote else register_functions(kg)
        self.endpoint_url = config.base_url.rstrip("/") + "/sparql"
        self.runner = ThreadRunner(config.threads, config.queue, config.timeout)
        self.evaluator = self._evaluator()
        self._prepared: OrderedDict[str, Prepared] = OrderedDict()
        #: Query texts whose last evaluation took under `inline_ms`. They run on the event loop
        #: itself: the hand-off to a worker and back costs more than they do. Same text on the
        #: same data means the same work, so a query runs in a worker (where the deadline applies)
        #: the first time and after every update (which clears this set).
        self.fast: set[str] = set()
        #: Plans of fast queries by (GET query string, Accept header): see `plan_fast`. Cleared
        #: with `fast` after every update.
        self.plans: dict[tuple[bytes, bytes | None], Plan] = {}
        #: Whole HTTP responses of fast GETs by the same key, while the data is unchanged (see
        #: `remember`); cleared with `plans` after every update. Oldest out first past the budget.
        self.responses: OrderedDict[tuple[bytes, bytes | None], bytes] = OrderedDict()
        self._response_bytes = 0
        self._lock = threading.Lock()

    def _evaluator(self) -> ProcessEvaluator | None:
        """Worker processes for a store folder; None (threads) for in-memory and remote stores."""
        config, kg = self.config, self.kg
        if not config.processes or kg.is_remote or kg.root is None:
            return None
        own = {SIMILARITY, SCHEMA_DISTANCE}  # each worker registers these itself
        functions = {iri.value: fn for iri, fn in kg.backend.functions.items() if iri.value not in own}
        try:
            pickle.dumps(functions)
        except Exception as exc:  # noqa: BLE001 - a closure or lambda cannot reach another process
            log.warning("custom SPARQL functions cannot be sent to worker processes (%s); queries run in threads, "
                        "which cannot be stopped at the deadline", exc)
            return None
        return ProcessEvaluator(str(kg.root), kg.naming.to_json(), functions, slots=config.threads, queue=config.queue,
                                reserve=config.reserve, long_after=config.long_after)

    # Preparation (tokenizing, kgqa rewriting, outbound check, row cap) is cached per query text:
    # real clients repeat queries, and the cache is dropped after every update.
    def prepare(self, text: str) -> Prepared:
        with self._lock:
            found = self._prepared.get(text)
        if found is not None:
            return found
        self.check_length(text, "query")
        try:
            tokens = tokenize(text)
        except QuerySyntaxError:
            return Prepared("SELECT", text)  # let Oxigraph's parser report it, with line and column
        form = query_form(tokens)
        if form not in QUERY_FORMS:  # an update, or no query at all: the same
            return Prepared("SELECT", text)
        rewritten = self.rewriter.rewrite(text, tokens)
        if rewritten is not text:
            tokens = tokenize(rewritten)
        self.outbound.check(tokens)
        capped, probe = rewritten, None
        if self.config.max_rows and form != "ASK":
            capped = clamp_limit(rewritten, tokens, self.config.max_rows)
            if capped is not rewritten and form in ("CONSTRUCT", "DESCRIBE"):
                probe = solutions_probe(capped, tokenize(capped), self.config.max_rows)
        prepared = Prepared(form, capped, capped is not rewritten, probe)
        with self._lock:
            self._prepared[text] = prepared
            if len(self._prepared) > 2048:
                self._prepared.popitem(last=False)
        return prepared

    def check_length(self, text: str, what: str) -> None:
        if len(text) > self.config.max_query:
            raise ProtocolError(413, f"the {what} is {len(text)} characters long, over the limit of "
                                     f"{self.config.max_query}")

    def _task(self, op: Operation, accept: str | None, prepared: Prepared) -> Task:
        media = negotiate(accept, offers_for(prepared.form), op.format)
        if media is None:
            raise ProtocolError(406, f"cannot answer a {prepared.form} query in {accept}; acceptable: "
                                     + ", ".join(offers_for(prepared.form)))
        try:
            for iri in (*op.default_graphs, *op.named_graphs):
                NamedNode(iri)
        except ValueError as exc:
            raise ProtocolError(400, f"invalid graph IRI: {exc}") from None
        # Relative IRIs resolve against the service; a remote engine applies its own base.
        return Task(prepared.text, op.text, media, tuple(op.default_graphs), tuple(op.named_graphs),
                    None if self.kg.is_remote else self.endpoint_url,
                    self.evaluator.generation if self.evaluator else 0, prepared.probe)

    def _reply(self, prepared: Prepared, task: Task, answer: Answer) -> Reply:
        data, cap = answer.data, self.config.max_rows
        if prepared.form in ("CONSTRUCT", "DESCRIBE"):  # triples do not count solutions: the probe did
            return Reply(task.media, data, answer.more)
        # Every row takes more than one byte: a shorter result cannot hold `cap` rows (no count needed).
        truncated = prepared.capped and cap is not None and len(data) >= cap and count_rows(data, task.media) >= cap
        return Reply(task.media, data, truncated)

    def query(self, op: Operation, accept: str | None) -> Reply:
        """A query evaluated right here (the inline fast path)."""
        prepared = self.prepare(op.text)
        return self.run_plan(Plan(prepared, self._task(op, accept, prepared)))

    def plan_fast(self, key: tuple[bytes, bytes | None], op: Operation) -> Plan | None:
        """The plan of a query known to be fast (None otherwise), remembered under `key`."""
        if op.text not in self.fast:
            return None
        prepared = self.prepare(op.text)
        plan = Plan(prepared, self._task(op, key[1].decode("latin-1") if key[1] else None, prepared))
        with self._lock:
            if op.text in self.fast:  # not cleared by an update meanwhile
                if len(self.plans) >= 4096:
                    self.plans.clear()
                self.plans[key] = plan
        return plan

    def remember(self, key: tuple[bytes, bytes | None], plan: Plan, response: bytes) -> None:
        """Keep a fast GET's whole response for its next request: same query on the same data is
        the same answer, unless the query asks for something new each time (NOW, RAND, UUID,
        STRUUID, BNODE) or from elsewhere (SERVICE). Kept only while its plan is (an update clears
        both), within `response_cache_mb` (an entry at most a sixteenth of it)."""
        budget = int(self.config.response_cache_mb * (1 << 20))
        if len(response) > budget // 16 or _VOLATILE.search(plan.prepared.text):
            return
        with self._lock:
            if self.plans.get(key) is not plan:  # an update came in between: the response may be stale
                return
            old = self.responses.pop(key, None)
            self._response_bytes += len(response) - (len(old) if old is not None else 0)
            self.responses[key] = response
            while self._response_bytes > budget:
                self._response_bytes -= len(self.responses.popitem(last=False)[1])

    def run_plan(self, plan: Plan) -> Reply:
        return self._reply(plan.prepared, plan.task, answer_task(self.kg, plan.task))

    async def evaluate(self, op: Operation, accept: str | None, disconnected: asyncio.Future | None = None) -> Reply:
        """A query evaluated under the deadline: in a worker process, else in a thread."""
        if KGQA in op.text or "kgqa:" in op.text:  # kgqa rewriting links entities and translates graphs: not here
            prepared = await self.runner.run(self.prepare, op.text)
        else:
            prepared = self.prepare(op.text)
        task = self._task(op, accept, prepared)
        if self.evaluator is not None:
            answer = await self.evaluator.run(task, self.config.timeout, disconnected)
        else:
            answer = await self.runner.run(answer_task, self.kg, task)
        if answer.seconds * 1000 < self.config.inline_ms and KGQA not in prepared.text:  # kgqa functions may load models
            with self._lock:
                if len(self.fast) >= 4096:
                    self.fast.clear()
                self.fast.add(op.text)
        return self._reply(prepared, task, answer)

    def check_update(self, text: str) -> None:
        """Length and outbound policy of an update (LOAD and SERVICE fetch URLs too)."""
        self.check_length(text, "update")
        try:
            tokens = tokenize(text)
        except QuerySyntaxError:
            return  # Oxigraph's parser reports it
        self.outbound.check(tokens)

    def update(self, text: str, default_graphs=(), named_graphs=()) -> None:
        """Run an update atomically (one Oxigraph transaction, durable once it returns)."""
        self.kg.update(add_using(text, default_graphs, named_graphs), base_iri=self.endpoint_url)
        with self._lock:
            self._prepared.clear()
            self.fast.clear()
            self.plans.clear()
            self.responses.clear()
            self._response_bytes = 0

    async def run_update(self, text: str, default_graphs=(), named_graphs=()) -> None:
        self.check_update(text)
        try:
            await self.runner.run(self.update, text, default_graphs, named_graphs)
        finally:  # even an abandoned update may commit later: workers reopen their handles
            if self.evaluator is not None:
                self.evaluator.generation += 1

    async def run(self, fn, *args):
        """Server-side work (REST routes, Graph Store reads) in a thread under the deadline."""
        return await self.runner.run(fn, *args)

    def saturation(self) -> Saturation:
        """Slots of query evaluation (worker processes, or threads) and of other work."""
        if self.evaluator is not None:
            return self.evaluator.saturation()
        slots = self.runner.slots
        return Saturation(slots.size, slots.busy, 0, len([w for w in slots.waiters if not w.done()]), slots.queue)

    def refresh_metrics(self) -> None:
        load = self.saturation()
        self.metrics.busy, self.metrics.queued = load.busy, load.queued
        self.metrics.abandoned = self.runner.abandoned
        self.metrics.stopped = self.evaluator.killed if self.evaluator is not None else 0

    def close(self) -> None:
        if self.evaluator is not None:
            self.evaluator.close()

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


def error_status(exc: Exception) -> int:
    """The HTTP status that answers `exc`."""
    if isinstance(exc, ProtocolError):
        return exc.status
    if isinstance(exc, (QueryTimeout, Busy, ClientGone)):
        return 503
    if isinstance(exc, UnknownEntity):
        return 404
    if isinstance(exc, (QuerySyntaxError, LoadError)):
        return 400
    if isinstance(exc, KgqaError):
        return 400
    return 500
