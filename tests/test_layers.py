"""The package's shape: one folder per layer, imports only downward, no cycles (AST walk, no import)."""

from __future__ import annotations

import ast
from functools import lru_cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "kgqa_sparql"
#: Lower rank = lower layer. A module may import its own layer or lower ones only.
RANKS = {"errors": 0, "vocab": 0, "words": 0, "graph": 1, "text": 2, "schema": 3, "query": 4, "search": 5,
         "kg": 6, "pool": 7, "training": 7, "serve": 8, "cli": 9, "__main__": 9, "__init__": 9}


@lru_cache(maxsize=1)
def _modules() -> dict[str, Path]:
    out = {}
    for path in PACKAGE.rglob("*.py"):
        parts = path.relative_to(PACKAGE).with_suffix("").parts
        name = ".".join(("kgqa_sparql",) + parts).removesuffix(".__init__")
        out[name] = path
    return out


def _imports(name: str, path: Path) -> set[str]:
    """Our own modules `name` imports at any depth of its code (functions included)."""
    found = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("kgqa_sparql")}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            if base.startswith("kgqa_sparql"):
                found.add(base)
                found |= {f"{base}.{a.name}" for a in node.names}
    return found


def _layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


@lru_cache(maxsize=1)
def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: {m for m in _imports(name, path) if m in modules and m != name} for name, path in modules.items()}


def test_every_module_is_in_a_layer():
    assert {_layer(m) for m in _modules()} <= set(RANKS)


@pytest.mark.parametrize("module", sorted(_modules()))
def test_imports_only_go_down(module):
    upward = [m for m in _graph()[module] if RANKS[_layer(m)] > RANKS[_layer(module)]
              and not m.endswith("__init__") and m != "kgqa_sparql"]
    assert not upward, f"{module} imports a higher layer: {upward}"


def test_no_import_cycles():
    graph = _graph()
    # package __init__ files re-export and are imported implicitly: leave them out of the cycle check
    edges = {m: {d for d in deps if _modules()[d].name != "__init__.py"} for m, deps in graph.items()
             if _modules()[m].name != "__init__.py"}
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for dep in sorted(edges.get(node, ())):
            if state.get(dep) == 1:
                cycle = stack[stack.index(dep):] + [dep]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if dep not in state:
                visit(dep)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)


def test_the_checks_catch_a_violation(tmp_path):
    """The walker sees function-level and relative imports (so the tests above can fail)."""
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from ..serve.service import x\n    import kgqa_sparql.kg\n")
    assert _imports("kgqa_sparql.graph.probe", probe) == {"kgqa_sparql.serve.service", "kgqa_sparql.serve.service.x",
                                                          "kgqa_sparql.kg"}
