"""Shared fixtures: the bundled sample KG, the shared datasets, and a real `oxigraph serve`."""

from __future__ import annotations

import contextlib
import shutil
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Iterator

import httpx
import pytest

from kgqa_sparql import KnowledgeGraph

ROOT = Path(__file__).resolve().parent.parent
ONTOLOGIES = ROOT / "ontologies"
SAMPLE = [ONTOLOGIES / "movies.ttl", ONTOLOGIES / "movies-sample.ttl"]
# ../shared/datasets beside the checkout (or beside any parent, for git worktrees nested deeper).
DATASETS = next((d / "shared" / "datasets" for d in ROOT.parents if (d / "shared" / "datasets").is_dir()),
                ROOT.parent / "shared" / "datasets")
MO = "http://kgqa-sparql.org/movies/"
RES = MO + "resource/"


def dataset(*parts: str) -> Path:
    """Path into ../shared/datasets, skipping the test when it is not there."""
    path = DATASETS.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"shared dataset {path} is absent (see ../shared/datasets/README.md)")
    return path


@pytest.fixture(scope="session")
def sample_kg() -> KnowledgeGraph:
    """The bundled movie KG in an in-memory store (read-only use, shared by tests)."""
    return KnowledgeGraph.open(None, load=SAMPLE)


def kg_with(update: str) -> KnowledgeGraph:
    """An in-memory KG holding what a SPARQL `INSERT DATA` update puts in it."""
    kg = KnowledgeGraph.open(None)
    kg.update(update)
    return kg


def answer_labels(result) -> set[str]:
    return {a.label for a in result.answers}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def oxigraph_binary() -> str:
    found = shutil.which("oxigraph") or str(Path(sys.executable).with_name("oxigraph"))
    if not Path(found).exists():
        pytest.skip("the `oxigraph` server binary (PyPI package oxigraph) is not installed")
    return found


def wait_until_up(proc: subprocess.Popen, url: str, *, params: dict | None = None, seconds: float = 60) -> httpx.Response:
    """Poll `url` until it answers 200 and return that response; when `proc` exits or `seconds`
    pass first, kill it and raise with what it wrote on stderr (when piped)."""
    deadline = time.time() + seconds
    while True:
        try:
            response = httpx.get(url, params=params, timeout=2)
            if response.status_code == 200:
                return response
        except httpx.HTTPError:
            pass
        if time.time() > deadline or proc.poll() is not None:
            proc.kill()
            err = proc.stderr.read() if proc.stderr else ""
            raise RuntimeError(f"the server behind {url} did not start: "
                               f"{err.decode() if isinstance(err, bytes) else err}")
        time.sleep(0.1)


@pytest.fixture(scope="session")
def oxigraph_server(tmp_path_factory) -> str:
    """A real `oxigraph serve` on a free loopback port, holding the sample KG; yields its query URL."""
    location = tmp_path_factory.mktemp("oxiserve")
    binary = oxigraph_binary()
    for path in SAMPLE:
        subprocess.run([binary, "load", "--location", str(location), "--file", str(path)], check=True,
                       capture_output=True)
    port = free_port()
    proc = subprocess.Popen([binary, "serve-read-only", "--location", str(location), "--bind", f"127.0.0.1:{port}"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}/query"
    wait_until_up(proc, url, params={"query": "ASK {}"}, seconds=30)
    yield url
    proc.terminate()
    proc.wait(timeout=10)


def assert_same_graph_access(remote: KnowledgeGraph, local: KnowledgeGraph) -> None:
    """A remote KG answers labels, types, follow and expand (also capped) on the sample movies as
    the embedded store does."""
    from kgqa_sparql import Step
    from pyoxigraph import NamedNode

    hanks, gump = NamedNode(RES + "Tom_Hanks"), NamedNode(RES + "Forrest_Gump")
    starring, directed = NamedNode(MO + "starring"), NamedNode(MO + "directedBy")
    assert remote.is_remote
    assert remote.labels([hanks, gump]) == local.labels([hanks, gump])
    assert remote.types([hanks, gump]) == local.types([hanks, gump])
    path = [Step(starring, forward=False), Step(directed)]
    assert remote.follow([hanks], path) == local.follow([hanks], path)
    near, far = local.expand([hanks, gump]), remote.expand([hanks, gump])
    assert set(far.edges) == set(near.edges) and far.counts == near.counts
    capped = remote.expand([hanks], max_per_relation=2)
    assert capped.counts[(hanks, starring, False)] == 12 and (hanks, starring, False) in capped.truncated


@contextlib.contextmanager
def running_app(app) -> Iterator[str]:
    """Serve an ASGI app with uvicorn (httptools + uvloop) on a free loopback port in a thread;
    yields the base URL."""
    import uvicorn

    port = free_port()
    from kgqa_sparql.serve.runner import UVICORN_OPTIONS

    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning",
                                           lifespan="off", **UVICORN_OPTIONS))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.time() + 20
    while not server.started:
        if time.time() > deadline or not thread.is_alive():
            raise RuntimeError("uvicorn did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
