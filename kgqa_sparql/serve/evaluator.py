"""Evaluation that stops at its deadline, behind admission control.

pyoxigraph 0.5 cannot interrupt a running query (Oxigraph's cancellation token is not exposed to
Python), and a thread cannot be killed. So queries on a store folder are evaluated in worker
processes, each with its own read-only handle on the store: a query past its deadline, or whose
client left, has its process killed (the slot is free at once) and a fresh one forked in its
place. Work that needs the server's own objects (in-memory stores, remote backends, the kgqa
REST routes, updates) runs in threads, which are abandoned at the deadline but keep their slot
until they really finish, so abandoned work can never pile up beyond the slot count.

Admission: `slots` evaluations at once, `queue` more waiting; past that a request is refused at
once with 503 and Retry-After. Of the process slots at most `slots - reserve` may hold queries
older than `long_after` seconds: a query that grows old while that share is taken is stopped
with 503, so `reserve` slots always turn over quickly and short queries get through while long
ones run. Workers run at a lower CPU priority than the server, so long evaluations cannot slow
the event loop either.
"""

from __future__ import annotations

import asyncio
import logging
import math
import multiprocessing
import os
import signal
import threading
import time
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, Callable

from pyoxigraph import NamedNode

from kgqa_sparql.errors import EvaluationError, KgqaError, QuerySyntaxError
from kgqa_sparql.graph.sparql_text import query_form

log = logging.getLogger(__name__)

#: nice(2) increment of worker processes: the lowest priority, so the event loops (which answer
#: fast queries inline) outrank long evaluations; at 10, 12 long workers on 2 cores took enough
#: CPU to cut fast throughput to 0.41x of the unloaded rate (bench/endpoint.py), at 19 0.88x.
WORKER_NICENESS = 19
#: Seconds a worker may take to start (the first one also starts the fork server) before the
#: query's own deadline starts running anyway.
WORKER_START_LIMIT = 60.0


class QueryTimeout(KgqaError):
    """A query ran past the configured timeout (answered 503)."""


class Busy(KgqaError):
    """Every slot is taken and the queue is full, or the long-query share is used up (503)."""

    def __init__(self, message: str, retry_after: int):
        self.retry_after = retry_after
        super().__init__(message)


class ClientGone(KgqaError):
    """The client disconnected before its answer was ready; the evaluation was stopped."""


@dataclass(frozen=True)
class Task:
    """One query for a worker: the text to evaluate and what to report errors against."""

    text: str
    original: str  # the client's text: syntax errors are reported at its positions
    media: str
    default_graphs: tuple[str, ...] = ()
    named_graphs: tuple[str, ...] = ()
    base_iri: str | None = None
    generation: int = 0  # bumped by every update: a worker reopens its read-only handle when behind
    #: For a CONSTRUCT/DESCRIBE cut to the row cap: a SELECT with a row when the pattern has more
    #: solutions than the cap (extensions.solutions_probe), run right after the query.
    probe: str | None = None


@dataclass(frozen=True)
class Answer:
    data: bytes
    seconds: float  # evaluation time inside the worker (for the inline fast path)
    more: bool = False  # the task's probe found solutions beyond the row cap


@dataclass
class Saturation:
    """What /health reports: slots, how many are busy or held by long queries, the queue."""

    slots: int
    busy: int
    long: int
    queued: int
    queue_limit: int

    @property
    def saturated(self) -> bool:
        return self.busy >= self.slots and self.queued >= self.queue_limit


def _options(task: Task) -> dict[str, Any]:
    """The evaluation options of a task: base IRI and protocol dataset."""
    options: dict[str, Any] = {}
    if task.base_iri is not None:
        options["base_iri"] = task.base_iri
    if task.default_graphs:
        options["default_graph"] = [NamedNode(g) for g in task.default_graphs]
    if task.named_graphs:
        options["named_graphs"] = [NamedNode(g) for g in task.named_graphs]
    return options


def evaluate_task(kg, task: Task) -> bytes:
    """Evaluate `task` on `kg` (in a worker or inline): Oxigraph's serialised bytes."""
    options = _options(task)
    try:
        return kg.query_bytes(task.text, task.media, **options)
    except QuerySyntaxError:
        if task.text != task.original:  # report positions in the text the client sent
            kg.backend.query(task.original, **options)
        raise


def answer_task(kg, task: Task) -> Answer:
    """Evaluate `task` and its probe (when it has one) on `kg`, timed."""
    started = time.perf_counter()
    data = evaluate_task(kg, task)
    more = False
    if task.probe is not None:
        try:
            rows = kg.query_bytes(task.probe, "text/tab-separated-values", **_options(task))
            more = bool(rows.partition(b"\n")[2].strip())  # a row after the header line
        except (QuerySyntaxError, EvaluationError) as exc:  # the query ran: err high, never report a cut result whole
            log.warning("the row-cap probe of a %s query failed (%s); its result is marked truncated",
                        query_form(task.text), exc)
            more = True
    return Answer(data, time.perf_counter() - started, more)


# ---- worker processes ------------------------------------------------------------------------------
def _worker_main(conn, location: str, naming: dict, functions: dict, generation: int) -> None:
    """A worker process: open the store read-only, then answer tasks until the pipe closes."""
    _die_with_parent()
    os.nice(WORKER_NICENESS)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C reaches the whole group; the server decides
    from kgqa_sparql.graph.names import NamingPolicy
    from kgqa_sparql.kg import KnowledgeGraph
    from kgqa_sparql.query.extensions import register_functions

    def open_kg():
        kg = KnowledgeGraph.open(location, create=False, read_only=True, naming=NamingPolicy.from_json(naming))
        register_functions(kg)
        for iri, fn in functions.items():
            kg.register_function(iri, fn)
        return kg

    kg = open_kg()
    conn.send("ready")
    while True:
        try:
            task: Task = conn.recv()
        except (EOFError, OSError):
            return
        try:
            if task.generation != generation:  # an update committed since this handle was opened
                kg.close()
                kg, generation = open_kg(), task.generation
            reply: tuple = ("ok", answer_task(kg, task))
        except Exception as exc:  # noqa: BLE001 - every failure goes back to the server as an answer
            reply = ("error", exc if isinstance(exc, KgqaError) else EvaluationError(f"query failed: {exc}"))
        try:
            conn.send(reply)
        except Exception:  # noqa: BLE001 - an exception that does not pickle: send its message
            conn.send(("error", EvaluationError(str(reply[1]))))


def _die_with_parent() -> None:
    """Ask Linux to kill this worker when its parent (the fork server, which exits with the
    server) dies: a worker deep in an evaluation would otherwise outlive a killed server."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        pass  # not Linux: the pipe's EOF ends the worker after its current query


class Worker:
    """One worker process and the parent's end of its pipe."""

    def __init__(self, context, location: str, naming: dict, functions: dict, generation: int):
        parent, child = context.Pipe()
        self.conn = parent
        self.process = context.Process(target=_worker_main, args=(child, location, naming, functions, generation),
                                       daemon=True)
        self.process.start()
        child.close()  # only the worker holds this end: its death closes the pipe
        self.ready = False

    def wait_ready(self) -> None:
        """Block until the worker has opened the store (its first message)."""
        if not self.ready:
            self.conn.recv()
            self.ready = True

    def call(self, task: Task) -> tuple:
        """Send a task and wait for its reply (in a server thread); a killed worker gives EOFError."""
        self.conn.send(task)
        return self.conn.recv()

    def kill(self) -> None:
        self.process.kill()
        self.process.join(5)
        self.conn.close()


# ---- admission -------------------------------------------------------------------------------------
class Slots:
    """A fixed set of slot tokens with a bounded FIFO queue of waiters (event-loop side only)."""

    def __init__(self, tokens: list, queue: int):
        self.free: deque = deque(tokens)  # taken from the right: the same warm workers serve a light load
        self.size = len(tokens)
        self.queue = queue
        self.waiters: deque[asyncio.Future] = deque()

    @property
    def busy(self) -> int:
        return self.size - len(self.free)

    async def acquire(self, deadline: float, retry_after: int):
        """A slot token, waiting in the queue until `deadline` (loop time)."""
        if self.free:
            return self.free.pop()
        self.waiters = deque(w for w in self.waiters if not w.done())
        if len(self.waiters) >= self.queue:
            raise Busy(f"the endpoint is busy: {self.size} evaluations running and {len(self.waiters)} waiting; "
                       f"retry in {retry_after} s", retry_after)
        loop = asyncio.get_running_loop()
        waiter = loop.create_future()
        self.waiters.append(waiter)
        try:
            await asyncio.wait([waiter], timeout=max(0.0, deadline - loop.time()))
        finally:
            if not waiter.done():
                waiter.cancel()
        if waiter.cancelled():
            raise QueryTimeout("the request waited in the queue past its deadline; retry later")
        return waiter.result()

    def release(self, token) -> None:
        while self.waiters:
            waiter = self.waiters.popleft()
            if not waiter.done():
                waiter.set_result(token)
                return
        self.free.append(token)


def _retry_after(timeout: float) -> int:
    return max(1, math.ceil(timeout / 4))


class ThreadRunner:
    """Work in threads under slots and a deadline: abandoned at the deadline (503), while the
    thread keeps its slot until it really finishes."""

    def __init__(self, slots: int, queue: int, timeout: float):
        self.pool = ThreadPoolExecutor(slots, thread_name_prefix="kgqa-work")
        self.slots = Slots(list(range(slots)), queue)
        self.timeout = timeout
        self.abandoned = 0

    async def run(self, fn: Callable, *args, timeout: float | None = None):
        loop = asyncio.get_running_loop()
        limit = self.timeout if timeout is None else timeout
        deadline = loop.time() + limit
        token = await self.slots.acquire(deadline, _retry_after(self.timeout))
        future = loop.run_in_executor(self.pool, fn, *args)
        future.add_done_callback(lambda _: self.slots.release(token))
        done, _ = await asyncio.wait([future], timeout=max(0.0, deadline - loop.time()))
        if future in done:
            return future.result()
        self.abandoned += 1
        raise QueryTimeout(f"the request ran longer than {limit:g} s and was abandoned; narrow it or add a LIMIT")


class ProcessEvaluator:
    """Queries evaluated in worker processes that are killed at the deadline (see module doc)."""

    def __init__(self, location: str, naming: dict, functions: dict, *, slots: int, queue: int, reserve: int,
                 long_after: float):
        self.context = multiprocessing.get_context("forkserver")
        # The fork server imports the package once; each worker is then a cheap fork of it.
        self.context.set_forkserver_preload(["kgqa_sparql.serve.evaluator", "kgqa_sparql.kg"])
        self.spec = (location, naming, functions)
        self.long_limit = max(1, slots - reserve)
        self.long_after = long_after
        self.long = 0
        self.killed = 0
        self.generation = 0
        # One thread per slot waits on its worker's pipe; starting a worker also happens there.
        self.threads = ThreadPoolExecutor(slots + 1, thread_name_prefix="kgqa-pipe")
        self.workers: list[Worker | None] = [None] * slots
        self.slots = Slots(list(range(slots)), queue)
        self.closed = False
        self._lock = threading.Lock()
        # Workers start on first use; the first is forked now so the fork server is up before
        # the first query (it imports the package once: about a second).
        self.threads.submit(self._worker, slots - 1)

    def _worker(self, slot: int) -> Worker:
        """The live worker of `slot`, started when missing (called in pipe threads only)."""
        with self._lock:
            worker = self.workers[slot]
            if worker is None or not worker.process.is_alive():
                if self.closed:
                    raise QueryTimeout("the server is shutting down")
                worker = self.workers[slot] = Worker(self.context, *self.spec, self.generation)
            return worker

    def _call(self, slot: int, task: Task, on_start: Callable[[], None]) -> tuple:
        try:
            worker = self._worker(slot)
            worker.wait_ready()  # starting a worker is not the query's time
            on_start()
            return worker.call(task)
        except (EOFError, OSError):  # killed by us (the reply is not awaited) or died on its own
            return ("error", EvaluationError("the process evaluating the query died (out of memory?)"))

    def _replace(self, slot: int) -> None:
        """Kill the slot's worker; its successor is forked before the slot is handed on."""
        with self._lock:
            worker, self.workers[slot] = self.workers[slot], None
        if worker is not None:
            worker.kill()
        self.killed += 1
        if not self.closed:
            self._worker(slot)

    def saturation(self) -> Saturation:
        return Saturation(self.slots.size, self.slots.busy, self.long, len([w for w in self.slots.waiters if not w.done()]),
                          self.slots.queue)

    async def run(self, task: Task, timeout: float, disconnected: asyncio.Future | None = None) -> Answer:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        slot = await self.slots.acquire(deadline, _retry_after(timeout))
        started = loop.create_future()
        call = loop.run_in_executor(self.threads, self._call, slot, task,
                                    lambda: loop.call_soon_threadsafe(_resolve, started))
        waits = {call} if disconnected is None else {call, disconnected}
        long = False
        try:
            await asyncio.wait(waits | {started}, timeout=WORKER_START_LIMIT, return_when=asyncio.FIRST_COMPLETED)
            deadline = loop.time() + timeout
            done, _ = await asyncio.wait(waits, timeout=max(0.0, min(deadline, loop.time() + self.long_after) - loop.time()),
                                         return_when=asyncio.FIRST_COMPLETED)
            if not done and loop.time() < deadline:  # an old query now: it needs the long share
                if self.long >= self.long_limit:
                    await self._stop(slot, call)
                    raise Busy(f"the endpoint is busy with {self.long} long queries; this one was stopped after "
                               f"{self.long_after:g} s: retry later", _retry_after(timeout))
                self.long += 1
                long = True
                done, _ = await asyncio.wait(waits, timeout=max(0.0, deadline - loop.time()),
                                             return_when=asyncio.FIRST_COMPLETED)
            if call in done:
                return _answer(call.result())
            await self._stop(slot, call)
            if disconnected is not None and disconnected in done:
                raise ClientGone("the client disconnected; its query was stopped")
            raise QueryTimeout(f"the query ran longer than {timeout:g} s and was stopped; narrow it or add a LIMIT")
        except asyncio.CancelledError:
            await asyncio.shield(self._stop(slot, call))
            raise
        finally:
            if long:
                self.long -= 1
            self.slots.release(slot)

    async def _stop(self, slot: int, call: asyncio.Future) -> None:
        """Kill the slot's worker and wait until the pipe thread has let go of it."""
        if call.done():
            return
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, self._replace, slot)
        await asyncio.wait([call])  # the killed worker's pipe gives EOFError at once
        if not call.cancelled():
            call.exception()  # retrieved: no "exception never retrieved" warning

    def close(self) -> None:
        self.closed = True
        with self._lock:
            workers, self.workers = self.workers, [None] * len(self.workers)
        for worker in workers:
            if worker is not None:
                worker.kill()
        self.threads.shutdown(wait=False, cancel_futures=True)


def _resolve(future: asyncio.Future) -> None:
    if not future.done():
        future.set_result(True)


def _answer(reply: tuple) -> Answer:
    kind, payload = reply
    if kind == "error":
        raise payload
    return payload
