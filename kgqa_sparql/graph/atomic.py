"""All-or-nothing writes of model and index folders: a reader never sees half a save."""

from __future__ import annotations

import fcntl
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator


@contextmanager
def replaced_folder(folder: Path) -> Iterator[Path]:
    """A temporary sibling of `folder` to write into. When the block ends normally it replaces
    `folder` by a rename; on any error (or Ctrl-C) it is deleted and `folder` stays as it was."""
    folder.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=folder.name + ".", dir=folder.parent))
    try:
        yield tmp
        if folder.exists():
            shutil.rmtree(folder)
        tmp.rename(folder)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise


def write_atomic(path: Path, data: bytes) -> None:
    """Write a file by renaming a finished temporary sibling over it."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", dir=path.parent)
    try:
        with open(fd, "wb") as fh:
            fh.write(data)
        Path(tmp).replace(path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


@contextmanager
def one_at_a_time(folder: Path) -> Iterator[None]:
    """The block run by one process at a time among those that pass the same `folder` (an
    advisory lock on `folder/.lock`): what the first builds and saves, the others then read
    (16 pool workers starting at once encode a file's vectors once, not 16 times). Where the
    lock file cannot be made (a folder this process may not write), the block runs unlocked."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle = open(folder / ".lock", "a+b")
    except OSError:
        yield
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
