"""Build steps that run a script of ``node/`` in the pinned Pyodide under Node, with a cache.

Bytecode (``bytecode.py``) and the memory snapshot (``snapshot.py``) each boot Pyodide once,
which takes seconds; their results are kept in ``.cache/<step>/``, keyed by everything that
goes in, so an unchanged build does not boot Pyodide at all.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from lernlabor.web.pyodide_assets import installed_pyodide_version

NODE_DIR = Path(__file__).with_name("node")
CACHE = Path(".cache")
# Node gets no environment of ours: nothing of the build machine may end up in Pyodide.
NODE_ENV = {"TZ": "UTC", "LANG": "C.UTF-8"}


def pyodide_dir(root: Path, error: type[Exception]) -> tuple[Path, str]:
    """The installed Pyodide and its version; ``error`` if it is missing."""
    directory = Path(root) / "node_modules" / "pyodide"
    version = installed_pyodide_version(Path(root))
    if version is None:
        raise error(f"{directory} is missing; run `npm ci` in {root}.")
    return directory, version


KEEP = 4  # results per step: each a few MB (the snapshot about 6 MB)


def cached(root: Path, step: str, key: bytes, produce: Callable[[], bytes]) -> bytes:
    """``produce()``, or its earlier result for the same ``key`` from ``.cache/<step>/``.

    The last ``KEEP`` results stay: an author who undoes a change to an exercise gets the
    build of before back without booting Pyodide again (2-3 s per step).
    """
    cache = Path(root) / CACHE / step
    path = cache / f"{hashlib.sha256(key).hexdigest()[:32]}.bin"
    try:
        data = path.read_bytes()
        _benutzt(path)
        return data
    except FileNotFoundError:
        pass
    data = produce()
    cache.mkdir(parents=True, exist_ok=True)
    # Written aside, then renamed: a build beside this one (the tests run several at once)
    # reads the whole file or none.
    partial = cache / f"{path.stem}.{os.getpid()}.part"
    partial.write_bytes(data)
    partial.replace(path)
    _benutzt(path)
    frueher = sorted(
        (p for p in cache.iterdir() if p.suffix == ".bin" and p != path),
        key=lambda p: p.stat().st_mtime_ns,
        reverse=True,
    )
    for alt in frueher[KEEP - 1 :]:
        alt.unlink(missing_ok=True)
    return data


def _benutzt(path: Path) -> None:
    """Marks ``path`` as used now, to the nanosecond (the file system's own clock is coarser:
    two results made within its tick would look equally old)."""
    jetzt = time.time_ns()
    os.utime(path, ns=(jetzt, jetzt))


def run_node(
    script: str, input_bytes: bytes, *args: str, error: type[Exception], what: str
) -> bytes:
    """Run ``node node/<script> *args IN OUT`` with ``input_bytes`` as IN; returns OUT.

    ``error(...)`` names ``what`` failed, with Node's own report, or that Node is missing.
    """
    node = shutil.which("node")
    if node is None:
        raise error(f"Node.js is needed for {what}, but `node` is not on PATH.")
    with tempfile.TemporaryDirectory(prefix="lernlabor-node-") as work:
        source, target = Path(work) / "in", Path(work) / "out"
        source.write_bytes(input_bytes)
        done = subprocess.run(
            [node, str(NODE_DIR / script), *args, str(source), str(target)],
            capture_output=True,
            text=True,
            env={**NODE_ENV, "PATH": os.environ.get("PATH", "")},
        )
        if done.returncode != 0 or not target.is_file():
            report = "\n".join(part.strip() for part in (done.stdout, done.stderr) if part.strip())
            raise error(f"{what} in Pyodide failed:\n{report}")
        return target.read_bytes()
