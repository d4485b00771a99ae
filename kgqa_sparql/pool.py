"""Many questions answered by a pool of worker processes, each with the KG opened read-only.

One process answers a batch of questions in two parts: the encoder call for the whole batch
(which a GPU makes nearly free) and then each question's path search, which is Python and SPARQL
on one core. On a machine with many cores the search is the bound, so `ask_questions_parallel`
runs it in `workers` processes (processes, not threads: the search holds the GIL). Each worker
opens the same store read-only (or the same endpoint), builds its retriever once and answers
whole batches; results come back in question order. The first question is answered in the
calling process before the pool starts, so the KG's name and linking indexes and its link
model are built and saved once rather than by every worker at the same time.

Workers encode on the CPU unless `worker_gpu` asks otherwise: each CUDA worker imports torch
with its CUDA libraries and makes its own CUDA context, and on a 16-core H100 machine 16 such
workers had not answered their first batch after 100 s, while 16 CPU workers reached 1,107
questions/s (BENCHMARKS.md). Encoding is about a quarter of a question's work; the search is
the rest.

    for result in ask_questions_parallel("movies.store", questions, workers=8):
        ...
"""

from __future__ import annotations

import os
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import chain
from multiprocessing import get_context
from pathlib import Path
from typing import Iterator, Sequence

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


_kg: KnowledgeGraph | None = None
_spec: PoolSpec | None = None


#: Thread-pool sizes read by OpenMP (torch), MKL and OpenBLAS when they load.
THREAD_VARIABLES = ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "OPENBLAS_NUM_THREADS")


def worker_environment(spec: PoolSpec) -> dict[str, str]:
    """The variables a worker sets before it loads anything: `threads` cores each (N workers with
    a thread per core each would spin against each other; read by torch, MKL and OpenBLAS when
    they load), and no GPU unless `spec.gpu` (read when the encoder picks its device)."""
    env = {name: str(spec.threads) for name in THREAD_VARIABLES}
    if not spec.gpu:
        env["CUDA_VISIBLE_DEVICES"] = ""
    return env


def _start_worker(spec: PoolSpec) -> None:
    global _kg, _spec
    from kgqa_sparql.search.judges import cpu_threads

    os.environ.update(worker_environment(spec))
    cpu_threads(spec.threads, torch=False).__enter__()  # the libraries loaded already
    _kg, _spec = spec.open(), spec


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
    with spec.open() as kg:  # builds and saves the indexes and the link model the workers then read
        yield from kg.ask_questions(questions[:1], topics=given[:1], batch_size=1, retriever=spec.retriever,
                                    **spec.knobs)
        _ = kg.linker.link_model  # fitted once here (seconds on 40k names), not by every worker at once
    rest = range(1, len(questions), batch_size)
    if not rest:
        return
    jobs = ((questions[i:i + batch_size], given[i:i + batch_size], batch_size) for i in rest)
    # spawn, not fork: a forked child would inherit the parent's store handle and any CUDA state
    with ProcessPoolExecutor(min(workers, len(rest)), mp_context=get_context("spawn"),
                             initializer=_start_worker, initargs=(spec,)) as pool:
        for answer in chain.from_iterable(pool.map(_answer_batch, jobs)):
            yield KgqaError(answer) if isinstance(answer, str) else answer
