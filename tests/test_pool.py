"""Questions answered by a pool of worker processes (kgqa_sparql.pool) give what one process gives."""

from __future__ import annotations

import gc
import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import SAMPLE
from kgqa_sparql import KnowledgeGraph
from kgqa_sparql.errors import KgqaError
from kgqa_sparql.pool import THREAD_VARIABLES, PoolSpec, ask_questions_parallel, pool_map

QUESTIONS = ["who directed [Forrest Gump]", "  ", "what movies did [Tom Hanks] act in",
             "who directed the film nobody made", "who directed [Cast Away]", "what movies did [Meg Ryan] act in",
             "who directed [Big]"]


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    path = tmp_path_factory.mktemp("pool") / "movies.store"
    KnowledgeGraph.open(path, load=SAMPLE).close()
    gc.collect()  # the store's lock goes with its last reference: the CLI below opens it for writing
    return path


def outcome(answer) -> tuple:
    if isinstance(answer, KgqaError):
        return ("error", str(answer))
    return ("answers", [a.label for a in answer.answers], answer.sparql)


def test_workers_answer_like_one_process_in_order(store):
    with KnowledgeGraph.open(store, read_only=True) as kg:
        alone = [outcome(a) for a in kg.ask_questions(QUESTIONS, batch_size=2)]
    pooled = [outcome(a) for a in ask_questions_parallel(store, QUESTIONS, workers=2, batch_size=2)]
    assert pooled == alone
    assert pooled[1] == ("error", "the question is empty") and pooled[3][0] == "error"
    assert "Robert Zemeckis" in pooled[0][1]


def test_pool_refuses_bad_arguments(store):
    with pytest.raises(KgqaError, match="workers"):
        ask_questions_parallel(store, QUESTIONS, workers=-1)
    with pytest.raises(KgqaError, match="batch_size"):
        ask_questions_parallel(store, QUESTIONS, batch_size=0)
    with pytest.raises(KgqaError, match="topic lists"):
        ask_questions_parallel(store, QUESTIONS, topics=[None])
    assert list(ask_questions_parallel(store, [], workers=2)) == []


def test_cli_workers_print_what_one_process_prints(store, tmp_path):
    questions = tmp_path / "q.txt"
    questions.write_text("\n".join(q for q in QUESTIONS if q.strip()) + "\n")

    def ask(workers: str) -> list[dict]:
        done = subprocess.run([sys.executable, "-m", "kgqa_sparql", "ask", str(store), "--questions", str(questions),
                               "--workers", workers, "--batch-size", "2", "--json", "-q"], capture_output=True, text=True)
        assert done.returncode == 1 and done.stderr == "", done.stderr  # 1: the made-up film has no topic
        return [json.loads(line) for line in done.stdout.splitlines()]

    one, two = ask("1"), ask("2")
    assert [d["question"] for d in two] == [q for q in QUESTIONS if q.strip()]
    assert [(d.get("error"), [a["label"] for a in d.get("answers", [])]) for d in two] == \
        [(d.get("error"), [a["label"] for a in d.get("answers", [])]) for d in one]


def _started_with(_: int) -> list[str]:
    """The thread limits in this process's environment as it was started (not as changed since)."""
    start = Path("/proc/self/environ").read_bytes().split(b"\0")
    return sorted(v.decode() for v in start if v.split(b"=")[0].decode() in THREAD_VARIABLES)


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="reads a process's start environment in /proc")
def test_workers_start_with_their_thread_limits(store, monkeypatch):
    """Workers are started with the limits in their environment (the libraries size their thread
    pools as they load, before a worker's own code runs); the caller's environment is restored."""
    monkeypatch.setenv("OMP_NUM_THREADS", "7")
    monkeypatch.delenv("MKL_NUM_THREADS", raising=False)
    started = list(pool_map(PoolSpec(str(store), threads=3), 2, _started_with, [0, 1, 2]))
    assert started == [["MKL_NUM_THREADS=3", "OMP_NUM_THREADS=3", "OPENBLAS_NUM_THREADS=3"]] * 3
    assert os.environ["OMP_NUM_THREADS"] == "7" and "MKL_NUM_THREADS" not in os.environ


class _SlowToCollect:
    def __del__(self) -> None:
        time.sleep(30)


def _hold_something_slow_to_collect(_: int) -> int:
    if "_held" not in globals():  # collected only when the worker's interpreter ends
        globals()["_held"] = _SlowToCollect()
    return os.getpid()


def test_workers_leave_without_finalising(store):
    """A worker's work is done once its results are sent: it leaves without the interpreter's
    final collection (which hung CUDA workers), so a pool ends as its last result arrives."""
    start = time.perf_counter()
    assert len(set(pool_map(PoolSpec(str(store)), 2, _hold_something_slow_to_collect, [0, 1, 2, 3]))) <= 2
    assert time.perf_counter() - start < 20


def test_workers_hide_the_gpu_unless_asked(monkeypatch):
    """A worker hides the GPU from its encoder (CUDA_VISIBLE_DEVICES empty) unless worker_gpu, and
    an encoder then picks the CPU without asking torch, even where a driver is present."""
    import types

    from kgqa_sparql.pool import PoolSpec, worker_environment
    from kgqa_sparql.text import encoder

    assert worker_environment(PoolSpec("s", threads=2)) == {
        "OMP_NUM_THREADS": "2", "MKL_NUM_THREADS": "2", "OPENBLAS_NUM_THREADS": "2", "CUDA_VISIBLE_DEVICES": ""}
    assert "CUDA_VISIBLE_DEVICES" not in worker_environment(PoolSpec("s", gpu=True))
    fake_torch = types.SimpleNamespace(cuda=types.SimpleNamespace(is_available=lambda: True))
    monkeypatch.setitem(sys.modules, "torch", fake_torch)
    monkeypatch.setattr(encoder, "_gpu_driver_present", lambda: True)
    monkeypatch.delenv("CUDA_VISIBLE_DEVICES", raising=False)
    assert encoder.pick_device() == "cuda"
    monkeypatch.setenv("CUDA_VISIBLE_DEVICES", "")
    assert encoder.pick_device() == "cpu"
