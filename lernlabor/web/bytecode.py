"""Bytecode for the browser: the ``lernlabor`` zip also carries ``.pyc`` files.

Without them, Pyodide compiles every ``lernlabor`` module it imports, on the learner's first
check (about a third of the time from "Pyodide ready" to the first verdict). The bytecode
must come from the very Python the site serves, so ``node/compile_bytecode.mjs`` compiles the
zip inside the pinned Pyodide under Node. The files are hash-checked (PEP 552): a source that
does not match its ``.pyc`` is compiled again, never run from stale bytecode.

Compiling boots Pyodide once (a few seconds), so the result is cached in
``.cache/bytecode/`` (``node_step.cached``), keyed by the zip's bytes, the Pyodide version and
the compiler script.
"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

from lernlabor.web.node_step import NODE_DIR, cached, pyodide_dir, run_node
from lernlabor.web.pyodide_assets import write_zip

COMPILER = "compile_bytecode.mjs"
# An exercise's texts (starter, solution, wrong and other answers) are read as text by
# ``lernlabor.uebung.definition.lies``, never imported: bytecode would only add download.
EXERCISE_TEXT = re.compile(
    r"lernlabor/(uebung|tracks/\w+/uebungen)/.*/(starter|loesung|falsch_\w+|anders_\w+)\.py"
)


class BytecodeError(RuntimeError):
    """The bytecode could not be compiled: Node or Pyodide missing, or the compiler failed."""


def with_bytecode(root: Path, entries: dict[str, bytes]) -> bytes:
    """The zip of ``entries`` (``lernlabor_zip_entries``) plus a hash-checked ``.pyc`` for each
    module the browser imports."""
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
    directory, version = pyodide_dir(root, BytecodeError)
    key = source_zip + version.encode() + (NODE_DIR / COMPILER).read_bytes()
    data = cached(root, "bytecode", key, lambda: _compile(directory, source_zip))
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def _compile(directory: Path, source_zip: bytes) -> bytes:
    return run_node(
        COMPILER, source_zip, str(directory), error=BytecodeError, what="compiling the bytecode"
    )
