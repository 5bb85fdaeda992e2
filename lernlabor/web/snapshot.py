"""A memory snapshot of Pyodide with lernlabor loaded: the worker starts from it.

Starting Python is most of a cold start: Pyodide's own boot runs the interpreter's whole
start-up, seconds on a school laptop, on every page load that starts a worker. The build does
it once instead: ``node/make_snapshot.mjs`` boots the served Pyodide under Node, installs the
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
"""

from __future__ import annotations

import gzip
from pathlib import Path

from lernlabor.web.node_step import NODE_DIR, cached, pyodide_dir, run_node

MAKER = "make_snapshot.mjs"
UNZIP = NODE_DIR.parent / "js" / "unzip.mjs"  # the maker unpacks the zip as the worker does
FILE_NAME = "python.snapshot.gz"


class SnapshotError(RuntimeError):
    """The snapshot could not be made: Node or Pyodide missing, or the interpreter failed."""


def memory_snapshot(root: Path, package: bytes) -> bytes:
    """The gzip-compressed snapshot of Pyodide with the lernlabor zip ``package`` loaded."""
    directory, version = pyodide_dir(root, SnapshotError)
    key = package + version.encode() + (NODE_DIR / MAKER).read_bytes() + UNZIP.read_bytes()
    return cached(root, "snapshot", key, lambda: _make(directory, package))


def _make(directory: Path, package: bytes) -> bytes:
    raw = run_node(
        MAKER, package, f"{directory}/", error=SnapshotError, what="making the memory snapshot"
    )
    # mtime 0: the same input gives the same file, so an unchanged site serves unchanged bytes.
    return gzip.compress(raw, compresslevel=6, mtime=0)
