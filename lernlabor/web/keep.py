"""Keep the last N results per name in a folder, each under a hash of the key it was made for.

An entry is ``<folder>/<name>.<hash of key>.<suffix>``: a file (bytes or text) or a directory.
Used by the Node build steps (``node_step.py``), the author tools' verdicts per exercise
(``lernlabor.autoren``) and the kept site builds of ``lernlabor teste`` (tests/browser/site.py):
whoever undoes a change gets the earlier result back instead of making it again.

Builds, test workers and mutant workers share these folders at once, so an entry is made
beside its place and renamed into it (a reader finds it whole or not at all), and an entry
that cannot be read counts as missing.
"""

import hashlib
import os
import re
import shutil
import time
import uuid
from collections.abc import Callable
from contextlib import contextmanager, suppress
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None

type Key = str | bytes
type Data = bytes | str | Callable[[Path], object]  # a function makes the entry at a path


def path(folder: Path, name: str, key: Key, suffix: str) -> Path:
    """Where the entry of ``name`` for ``key`` lives."""
    raw = key.encode() if isinstance(key, str) else key
    return Path(folder) / f"{name}.{hashlib.sha256(raw).hexdigest()[:24]}.{suffix}"


def lookup[T](
    folder: Path, name: str, key: Key, suffix: str, read: Callable[[Path], T] = Path.read_bytes
) -> T | None:
    """``read(entry)`` of the entry kept for ``key``, marked as used; None if there is none or
    ``read`` fails on it (OSError, ValueError: a broken entry is made again, not a crash)."""
    entry = path(folder, name, key, suffix)
    try:
        value = read(entry)
    except (OSError, ValueError):
        return None
    _used(entry)
    return value


def store(folder: Path, name: str, key: Key, suffix: str, data: Data, *, last: int) -> None:
    """Keep ``data`` as the entry of ``name`` for ``key``: bytes, UTF-8 text, or a function
    that makes the entry (a file or a directory) at the path it is given. Of the entries of
    ``name`` kept before, the ``last - 1`` used last stay."""
    if last < 1:
        raise ValueError(f"keep.store: last must be at least 1, not {last}")
    target = path(folder, name, key, suffix)
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_name(f"{target.name}.{uuid.uuid4().hex[:12]}.part")
    try:
        if isinstance(data, bytes):
            partial.write_bytes(data)
        elif isinstance(data, str):
            partial.write_text(data, "utf-8")
        else:
            data(partial)
        if target.is_dir():  # a directory cannot replace a full one in one rename
            _remove(target.rename(partial.with_suffix(".old")))
        partial.replace(target)
    except BaseException:
        _remove(partial)
        raise
    _used(target)
    own = re.compile(rf"{re.escape(name)}\.[0-9a-f]{{24}}\.{re.escape(suffix)}")
    others = []
    for entry in target.parent.iterdir():
        if entry != target and own.fullmatch(entry.name):
            with suppress(FileNotFoundError):  # another process removed it just now
                others.append((entry.stat().st_mtime_ns, entry))
    for _, old in sorted(others, reverse=True)[last - 1 :]:
        _remove(old)


def _remove(entry: Path) -> None:
    if entry.is_dir():
        shutil.rmtree(entry, ignore_errors=True)
    else:
        entry.unlink(missing_ok=True)


def _used(entry: Path) -> None:
    """Marks ``entry`` as used now, to the nanosecond (the file system's own clock is coarser:
    two results made within its tick would look equally old)."""
    now = time.time_ns()
    with suppress(FileNotFoundError):  # removed by another process after it was read
        os.utime(entry, ns=(now, now))


@contextmanager
def locked(lock: Path):
    """One holder of the lock file ``lock`` at a time (an flock, released when the file is
    closed): a second maker of the same result waits and then finds the first's. Windows has
    no flock; there the makers run side by side."""
    if fcntl is None:
        yield
        return
    Path(lock).parent.mkdir(parents=True, exist_ok=True)
    with open(lock, "w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
