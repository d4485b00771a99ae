"""All-or-nothing folder writes (model and index saves)."""

from __future__ import annotations

import pytest

from kgqa_sparql.graph.atomic import replaced_folder


def test_replaced_folder_swaps_in_only_a_complete_write(tmp_path):
    folder = tmp_path / "model"
    with replaced_folder(folder) as tmp:
        (tmp / "a.txt").write_text("first")
    assert (folder / "a.txt").read_text() == "first"

    with pytest.raises(RuntimeError, match="disk full"):
        with replaced_folder(folder) as tmp:
            (tmp / "a.txt").write_text("second, half written")
            raise RuntimeError("disk full")
    assert (folder / "a.txt").read_text() == "first"  # the old save is untouched
    assert [p.name for p in tmp_path.iterdir()] == ["model"]  # no temporary folder left behind

    with replaced_folder(folder) as tmp:
        (tmp / "b.txt").write_text("third")
    assert sorted(p.name for p in folder.iterdir()) == ["b.txt"]  # replaced, not merged
