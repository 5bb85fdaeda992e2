"""Build steps that run ``node/pyodide_steps.mjs`` in the pinned Pyodide under Node, cached.

Bytecode (``bytecode.py``) and the memory snapshot (``snapshot.py``) need a Pyodide boot,
which takes seconds; their results are kept in ``.cache/<step>/``, keyed by everything that
goes in, so an unchanged build does not boot Pyodide at all, and a build that needs both
boots it once (``BothSteps``).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path

from lernlabor.web import keep
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
    with locked(root, step):
        data = lookup(root, step, key)
        if data is None:
            data = produce()
            store(root, step, key, data)
    return data


def locked(root: Path, step: str):
    """One maker of ``step`` at a time (``.cache/<step>.lock``, see ``keep.locked``): a second
    build of the same input waits and takes the first's result instead of booting Pyodide
    again. The snapshot differs from boot to boot, so two makers would also serve two
    different files.
    """
    return keep.locked(Path(root) / CACHE / f"{step}.lock")


def lookup(root: Path, step: str, key: bytes) -> bytes | None:
    """The kept result of ``step`` for ``key``, or None (see ``cached``)."""
    return keep.lookup(Path(root) / CACHE / step, step, key, "bin")


def store(root: Path, step: str, key: bytes, data: bytes) -> None:
    """Keeps ``data`` as the result of ``step`` for ``key``; the oldest beyond ``KEEP`` go."""
    keep.store(Path(root) / CACHE / step, step, key, "bin", data, last=KEEP)


SCRIPT = NODE_DIR / "pyodide_steps.mjs"
COMPILED = b"lernlabor-pyodide-steps: compiled"  # the script's line between its two steps


def _node(error: type[Exception], what: str) -> str:
    node = shutil.which("node")
    if node is None:
        raise error(f"Node.js is needed for {what}, but `node` is not on PATH.")
    return node


def _report(*parts: str | bytes) -> str:
    texts = [p.decode("utf-8", "replace") if isinstance(p, bytes) else p for p in parts]
    return "\n".join(text.strip() for text in texts if text.strip())


def run_node(
    mode: str, input_bytes: bytes, pyodide: Path, *, error: type[Exception], what: str
) -> bytes:
    """Run ``node pyodide_steps.mjs MODE PYODIDE IN OUT`` with ``input_bytes`` as IN; returns
    OUT. ``error(...)`` names ``what`` failed, with Node's own report, or that Node is missing.
    """
    node = _node(error, what)
    with tempfile.TemporaryDirectory(prefix="lernlabor-node-") as work:
        source, target = Path(work) / "in", Path(work) / "out"
        source.write_bytes(input_bytes)
        done = subprocess.run(
            [node, str(SCRIPT), mode, str(pyodide), str(source), str(target)],
            capture_output=True,
            text=True,
            env={**NODE_ENV, "PATH": os.environ.get("PATH", "")},
        )
        if done.returncode != 0 or not target.is_file():
            raise error(f"{what} in Pyodide failed:\n{_report(done.stdout, done.stderr)}")
        return target.read_bytes()


class BothSteps:
    """Bytecode and then the snapshot in one Pyodide boot (``pyodide_steps.mjs both``).

    ``compiled(source_zip)`` boots and compiles; then either ``snapshot(package)`` or
    ``close()`` (the snapshot was kept) ends the process. Use it as a context manager.
    """

    def __init__(self, pyodide: Path, compile_error: type[Exception], snapshot_error: type):
        self.pyodide, self.compile_error, self.snapshot_error = (
            pyodide,
            compile_error,
            snapshot_error,
        )
        self.work = Path(tempfile.mkdtemp(prefix="lernlabor-node-"))
        self.process = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def compiled(self, source_zip: bytes) -> bytes:
        node = _node(self.compile_error, "compiling the bytecode")
        source, target = self.work / "in", self.work / "out"
        source.write_bytes(source_zip)
        self.stderr = (self.work / "stderr").open("w+b")
        self.process = subprocess.Popen(
            [node, str(SCRIPT), "both", str(self.pyodide), str(source), str(target)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.stderr,
            env={**NODE_ENV, "PATH": os.environ.get("PATH", "")},
        )
        seen = []
        for line in self.process.stdout:  # Python's own prints may come first
            if line.strip() == COMPILED:
                return target.read_bytes()
            seen.append(line)
        self.process.wait()
        report = _report(b"".join(seen), self._stderr())
        raise self.compile_error(f"compiling the bytecode in Pyodide failed:\n{report}")

    def snapshot(self, package: bytes) -> bytes:
        zip_file, target = self.work / "lernlabor.zip", self.work / "snapshot"
        zip_file.write_bytes(package)
        out, _ = self.process.communicate(f"{zip_file}\t{target}\n".encode())
        if self.process.returncode != 0 or not target.is_file():
            report = _report(out, self._stderr())
            raise self.snapshot_error(f"making the memory snapshot in Pyodide failed:\n{report}")
        return target.read_bytes()

    def _stderr(self) -> bytes:
        self.stderr.seek(0)
        return self.stderr.read()

    def close(self) -> None:
        if self.process is not None and self.process.returncode is None:
            self.process.communicate(b"")  # an empty line: no snapshot
        if self.process is not None:
            self.stderr.close()
        shutil.rmtree(self.work, ignore_errors=True)
