"""Many questions answered by a pool of worker processes, each with the KG opened read-only.

One process answers a batch of questions in two parts: the encoder call for the whole batch
(which a GPU makes nearly free) and then each question's path search, which is Python and SPARQL
on one core. On a machine with many cores the search is the bound, so `ask_questions_parallel`
runs it in `workers` processes (processes, not threads: the search holds the GIL). Each worker
opens the same store read-only (or the same endpoint), builds its retriever once and answers
whole batches; results come back in question order. Before the pool starts, the calling
process builds and saves the KG's schema, name and linking indexes and its link model
(`prepare_store`), so that they are built once rather than by every worker at the same time.

Workers encode on the CPU unless `worker_gpu` asks otherwise: 16 CUDA workers starting at once
on a 16-core H100 machine take 8-13 s each (importing torch ~5 s, a CUDA context ~2 s, the
encoder onto the GPU; bench/cuda_start.py), against ~2 s for a CPU worker, and then answer
~25 % faster (BENCHMARKS.md): encoding is about a quarter of a question's work, the search the
rest.

    for result in ask_questions_parallel("movies.store", questions, workers=8):
        ...
"""

from __future__ import annotations

import atexit
import os
import sys
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from itertools import chain
from multiprocessing import get_context
from pathlib import Path
from typing import Callable, Iterator, Sequence, TypeVar

from kgqa_sparql.errors import KgqaError
from kgqa_sparql.graph.names import NamingPolicy
from kgqa_sparql.graph.sparql_text import is_endpoint_url
from kgqa_sparql.kg import KnowledgeGraph
from kgqa_sparql.query.result import Result


@dataclass(frozen=True)
class PoolSpec:
    """What a worker needs to rebuild the caller's KG and retriever (all picklable)."""

    location: str
    naming: NamingPolicy | None = None
    retriever: str = "beam"
    knobs: dict = field(default_factory=dict)
    threads: int = 1
    gpu: bool = False

    def open(self) -> KnowledgeGraph:
        read_only = not is_endpoint_url(self.location)
        return KnowledgeGraph.open(self.location, create=False, read_only=read_only, naming=self.naming)


T = TypeVar("T")
R = TypeVar("R")

_kg: KnowledgeGraph | None = None
_spec: PoolSpec | None = None


#: Thread-pool sizes read by OpenMP (torch), MKL and OpenBLAS when they load.
THREAD_VARIABLES = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")


def worker_environment(spec: PoolSpec) -> dict[str, str]:
    """The variables a worker starts with: `threads` cores each (N workers with a thread per core
    each would spin against each other; read by torch, MKL and OpenBLAS when they load), and no
    GPU unless `spec.gpu` (read when the encoder picks its device)."""
    env = {name: str(spec.threads) for name in THREAD_VARIABLES}
    if not spec.gpu:
        env["CUDA_VISIBLE_DEVICES"] = ""
    return env


def _start_worker(spec: PoolSpec) -> None:
    global _kg, _spec
    from kgqa_sparql.search.judges import cpu_threads

    cpu_threads(spec.threads, torch=False).__enter__()  # the environment it started with: pool_map
    _kg, _spec = spec.open(), spec
    atexit.register(_leave)


def _leave() -> None:
    """A worker's last act: by the time its interpreter finalises, every result and its exit
    notice are written to the parent's pipe (synchronously). Finalising would then collect the
    store, the indexes and the encoder, and with CUDA loaded that hung (16 CUDA workers on an H100
    answered everything but never exited: stacks in "Garbage-collecting"), so it leaves at once."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(0)


def _answer_batch(job: tuple[list[str], list | None, int]) -> list[Result | str]:
    """A batch answered in a worker: a Result per question, or the error's message."""
    questions, topics, batch_size = job
    assert _kg is not None and _spec is not None, "worker not started"
    answers = _kg.ask_questions(questions, topics=topics, batch_size=batch_size, retriever=_spec.retriever,
                                **_spec.knobs)
    return [str(a) if isinstance(a, KgqaError) else a for a in answers]


def ask_questions_parallel(location: str | Path, questions: Sequence[str], *, workers: int | None = None,
                           topics: Sequence[Sequence[str] | None] | None = None, batch_size: int = 64,
                           retriever: str = "beam", naming: NamingPolicy | None = None, threads: int = 1,
                           worker_gpu: bool = False, **knobs) -> Iterator[Result | KgqaError]:
    """Answer `questions` over the store folder or endpoint at `location` in `workers` processes
    (default: one per core); yields a Result or the KgqaError of each question, in order, as
    `KnowledgeGraph.ask_questions` does. `knobs` go to the retriever (they must be picklable).
    `worker_gpu`: every worker loads the encoder on the GPU (default: workers use the CPU)."""
    workers = workers or os.cpu_count() or 1
    if workers < 1:
        raise KgqaError("workers must be at least 1")
    if batch_size < 1:
        raise KgqaError("batch_size must be at least 1")
    questions = list(questions)
    given = list(topics) if topics is not None else [None] * len(questions)
    if len(given) != len(questions):
        raise KgqaError(f"{len(questions)} questions but {len(given)} topic lists")
    spec = PoolSpec(str(location), naming, retriever, dict(knobs), threads, worker_gpu)
    return _answer_in_pool(spec, questions, given, workers, batch_size)


def _answer_in_pool(spec: PoolSpec, questions: list[str], given: list, workers: int,
                    batch_size: int) -> Iterator[Result | KgqaError]:
    if not questions:
        return
    with spec.open() as kg:
        prepare_store(kg)
    jobs = [(questions[i:i + batch_size], given[i:i + batch_size], batch_size)
            for i in range(0, len(questions), batch_size)]
    for answer in chain.from_iterable(pool_map(spec, min(workers, len(jobs)), _answer_batch, jobs)):
        yield KgqaError(answer) if isinstance(answer, str) else answer


def prepare_store(kg: KnowledgeGraph) -> None:
    """Build and save what every question reads from the data (the schema graph, the names, the
    linker's index and its link model, seconds on 40k names), once here rather than by every
    worker at once. Nothing else: a first question answered here cost the pool its start (the
    judge and the encoder loaded, torch imported on a GPU machine: 4-5 s before any worker
    started), and on a store that holds these already this takes well under a second."""
    _ = kg.schema
    _ = kg.linker.link_model


def pool_map(spec: PoolSpec, workers: int, function: Callable[[T], R], jobs: Sequence[T]) -> Iterator[R]:
    """`function` over `jobs` in `workers` worker processes started for `spec`, results in order.

    Spawned, not forked (a forked child would inherit the parent's store handle and any CUDA
    state), and started with `worker_environment` already in their environment: numpy and torch
    load while a spawned child unpickles its initializer, before that can set anything, and size
    their thread pools then (16 CUDA workers on a 16-core machine, each with a pool per core,
    answered one question in 80 s; with the limits inherited, 3,000 in under 60 s). The parent's
    environment is changed only while the workers start (ProcessPoolExecutor starts them as
    jobs are submitted, which map does at once)."""
    with ProcessPoolExecutor(workers, mp_context=get_context("spawn"), initializer=_start_worker,
                             initargs=(spec,)) as pool:
        with _environment(worker_environment(spec)):
            results = pool.map(function, jobs)
        yield from results


@contextmanager
def _environment(variables: dict[str, str]) -> Iterator[None]:
    """`variables` set in os.environ for the block, the previous values back after it."""
    before = {name: os.environ.get(name) for name in variables}
    os.environ.update(variables)
    try:
        yield
    finally:
        for name, value in before.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
