"""Bytecode for the browser: the ``lernlabor`` zip also carries ``.pyc`` files.

Without them, Pyodide compiles every ``lernlabor`` module it imports, on the learner's first
check (about a third of the time from "Pyodide ready" to the first verdict). The bytecode
must come from the very Python the site serves, so ``node/compile_bytecode.mjs`` compiles the
zip inside the pinned Pyodide under Node. The files are hash-checked (PEP 552): a source that
does not match its ``.pyc`` is compiled again, never run from stale bytecode.

Compiling boots Pyodide once (a few seconds), so the result is cached in
``.cache/bytecode/``, keyed by the zip's bytes, the Pyodide version and the compiler script.
"""

from __future__ import annotations

import hashlib
import io
import re
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path

from lernlabor.web.pyodide_assets import installed_pyodide_version, write_zip

COMPILER = Path(__file__).with_name("node") / "compile_bytecode.mjs"
CACHE = Path(".cache") / "bytecode"
# An exercise's texts (starter, solution, wrong and other answers) are read as text by
# ``lernlabor.uebung.definition.lies``, never imported: bytecode would only add download.
EXERCISE_TEXT = re.compile(r"lernlabor/uebung/.*/(starter|loesung|falsch_\w+|anders_\w+)\.py")


class BytecodeError(RuntimeError):
    """The bytecode could not be compiled: Node or Pyodide missing, or the compiler failed."""


def with_bytecode(root: Path, source_zip: bytes) -> bytes:
    """``source_zip`` plus a hash-checked ``.pyc`` for each module the browser imports."""
    with zipfile.ZipFile(io.BytesIO(source_zip)) as archive:
        entries = {name: archive.read(name) for name in archive.namelist()}
    modules = {name: data for name, data in entries.items() if needs_bytecode(name)}
    compiled = compiled_members(Path(root), write_zip(modules))
    covered = {_source_of(name) for name in compiled}
    missing = sorted(set(modules) - covered)
    if missing:
        raise BytecodeError(f"the compiler returned no bytecode for {missing[:3]} (and maybe more)")
    return write_zip({**entries, **compiled})


def needs_bytecode(name: str) -> bool:
    """Whether the browser imports the zip member ``name`` as a module."""
    return name.endswith(".py") and not EXERCISE_TEXT.fullmatch(name)


def _source_of(pyc: str) -> str:
    # a/__pycache__/b.cpython-314.pyc -> a/b.py (the tag is whatever the served Python uses)
    folder, _, name = pyc.rpartition("/__pycache__/")
    return f"{folder}/{name.split('.')[0]}.py"


def compiled_members(root: Path, source_zip: bytes) -> dict[str, bytes]:
    """The ``.pyc`` entries for every ``.py`` of ``source_zip``, from the cache or compiled now."""
    pyodide_dir = root / "node_modules" / "pyodide"
    version = installed_pyodide_version(root)
    if version is None:
        raise BytecodeError(f"{pyodide_dir} is missing; run `npm ci` in {root}.")
    key = hashlib.sha256(source_zip + version.encode() + COMPILER.read_bytes()).hexdigest()
    cache = root / CACHE
    cached = cache / f"{key[:32]}.zip"
    if not cached.is_file():
        data = _compile(pyodide_dir, source_zip)
        shutil.rmtree(cache, ignore_errors=True)  # only the current state is worth keeping
        cache.mkdir(parents=True, exist_ok=True)
        cached.write_bytes(data)
    with zipfile.ZipFile(cached) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def _compile(pyodide_dir: Path, source_zip: bytes) -> bytes:
    node = shutil.which("node")
    if node is None:
        raise BytecodeError("Node.js is needed to compile the bytecode, but `node` is not on PATH.")
    with tempfile.TemporaryDirectory(prefix="lernlabor-bytecode-") as work:
        source, target = Path(work) / "in.zip", Path(work) / "out.zip"
        source.write_bytes(source_zip)
        done = subprocess.run(
            [node, str(COMPILER), str(pyodide_dir), str(source), str(target)],
            capture_output=True,
            text=True,
        )
        if done.returncode != 0 or not target.is_file():
            report = "\n".join(part.strip() for part in (done.stdout, done.stderr) if part.strip())
            raise BytecodeError(f"compiling the bytecode in Pyodide failed:\n{report}")
        return target.read_bytes()
