"""A memory snapshot of Pyodide with lernlabor loaded: the worker starts from it.

Starting Python is most of a cold start: Pyodide's own boot runs the interpreter's whole
start-up, seconds on a school laptop, on every page load that starts a worker. The build does
it once instead: ``node/pyodide_steps.mjs`` boots the served Pyodide under Node, installs the
very zip the site serves, loads every lesson (``lernlabor.pruefen.im_browser.vorladen``) and
writes the wasm memory. The worker hands it to ``loadPyodide`` (``_loadSnapshot``) and is
ready in a fraction of the time; ``nach_dem_wiederherstellen`` reseeds what must differ per
learner. The snapshot is some 6 MB more to download, which on a slow line would delay the
first start (tests/benchmark_erster_besuch.py): so the worker takes it only from the
browser's Cache Storage. The first visit boots the usual way and keeps the snapshot there
once the page is idle (js/worker.js, js/runtime.js; not with Data Saver on). A snapshot
Pyodide refuses (another build) or one made from another zip leaves the cache, and the worker
boots the usual way.

The snapshot is gzip-compressed here, not by the web server: the worker unpacks it with
``DecompressionStream``, so every host sends the small file. It is cached like the bytecode.
Where the build needs both, one Pyodide boot makes bytecode and snapshot
(``package_and_snapshot``): a boot is 2.3 s of the 2.6 s and 3.0 s the two steps take alone.
"""

from __future__ import annotations

import gzip
from pathlib import Path

from lernlabor.web import bytecode
from lernlabor.web.node_step import (
    NODE_DIR,
    SCRIPT,
    BothSteps,
    cached,
    locked,
    lookup,
    pyodide_dir,
    run_node,
    store,
)

UNZIP = NODE_DIR.parent / "js" / "unzip.mjs"  # the script unpacks the zip as the worker does
FILE_NAME = "python.snapshot.gz"


class SnapshotError(RuntimeError):
    """The snapshot could not be made: Node or Pyodide missing, or the interpreter failed."""


def memory_snapshot(root: Path, package: bytes) -> bytes:
    """The gzip-compressed snapshot of Pyodide with the lernlabor zip ``package`` loaded."""
    directory, version = pyodide_dir(root, SnapshotError)
    return cached(root, "snapshot", _key(package, version), lambda: _make(directory, package))


def package_and_snapshot(root: Path, entries: dict[str, bytes]) -> tuple[bytes, bytes]:
    """The site's zip of ``entries`` with bytecode (``bytecode.with_bytecode``) and its
    snapshot (``memory_snapshot``), each from the cache or made now: both in one boot."""
    root = Path(root)
    directory, version = pyodide_dir(root, bytecode.BytecodeError)
    source_zip = bytecode.modules_zip(entries)
    key = bytecode.cache_key(source_zip, version)
    with locked(root, "bytecode"):  # then "snapshot", as with_bytecode and memory_snapshot
        compiled = lookup(root, "bytecode", key)
        if compiled is not None:
            package = bytecode.package(entries, bytecode.members(compiled))
        else:
            with BothSteps(directory, bytecode.BytecodeError, SnapshotError) as steps:
                compiled = steps.compiled(source_zip)
                package = bytecode.package(entries, bytecode.members(compiled))
                store(root, "bytecode", key, compiled)
                with locked(root, "snapshot"):
                    made = lookup(root, "snapshot", _key(package, version))
                    if made is None:  # else e.g. a change undone: the bytecode was gone
                        made = _gzip(steps.snapshot(package))
                        store(root, "snapshot", _key(package, version), made)
                return package, made
    return package, memory_snapshot(root, package)


def _key(package: bytes, version: str) -> bytes:
    return package + version.encode() + SCRIPT.read_bytes() + UNZIP.read_bytes()


def _make(directory: Path, package: bytes) -> bytes:
    raw = run_node(
        "snapshot", package, directory, error=SnapshotError, what="making the memory snapshot"
    )
    return _gzip(raw)


def _gzip(raw: bytes) -> bytes:
    # mtime 0: the same input gives the same file, so an unchanged site serves unchanged bytes.
    return gzip.compress(raw, compresslevel=6, mtime=0)
