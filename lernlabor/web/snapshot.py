"""A memory snapshot of Pyodide with lernlabor loaded: the worker starts from it.

Starting Python is most of a cold start: Pyodide's own boot runs the interpreter's whole
start-up, seconds on a school laptop, on every page load that starts a worker. The build does
it once instead: ``node/make_snapshot.mjs`` boots the served Pyodide under Node, installs the
very zip the site serves, loads every lesson (``lernlabor.pruefen.im_browser.vorladen``) and
writes the wasm memory. The worker hands it to ``loadPyodide`` (``_loadSnapshot``) and is
ready in a fraction of the time; ``nach_dem_wiederherstellen`` reseeds what must differ per
learner. Pyodide refuses a snapshot of another build, and the worker then boots the usual
way, as it does with Data Saver on (the snapshot is an extra download).

The snapshot is gzip-compressed here, not by the web server: the worker unpacks it with
``DecompressionStream``, so every host sends the small file. It is cached like the bytecode.
"""

from __future__ import annotations

import gzip
from pathlib import Path

from lernlabor.web.node_step import NODE_DIR, cached, pyodide_dir, run_node

MAKER = "make_snapshot.mjs"
FILE_NAME = "python.snapshot.gz"


class SnapshotError(RuntimeError):
    """The snapshot could not be made: Node or Pyodide missing, or the interpreter failed."""


def memory_snapshot(root: Path, package: bytes) -> bytes:
    """The gzip-compressed snapshot of Pyodide with the lernlabor zip ``package`` loaded."""
    directory, version = pyodide_dir(root, SnapshotError)
    key = package + version.encode() + (NODE_DIR / MAKER).read_bytes()
    return cached(root, "snapshot", key, lambda: _make(directory, package))


def _make(directory: Path, package: bytes) -> bytes:
    raw = run_node(
        MAKER, package, f"{directory}/", error=SnapshotError, what="making the memory snapshot"
    )
    # mtime 0: the same input gives the same file, so an unchanged site serves unchanged bytes.
    return gzip.compress(raw, compresslevel=6, mtime=0)
