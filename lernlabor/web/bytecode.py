"""Bytecode for the browser: the ``lernlabor`` zip also carries ``.pyc`` files.

Without them, Pyodide compiles every ``lernlabor`` module it imports, on the learner's first
check (about a third of the time from "Pyodide ready" to the first verdict). The bytecode
must come from the very Python the site serves, so ``node/pyodide_steps.mjs`` compiles the
zip inside the pinned Pyodide under Node. The files are hash-checked (PEP 552): a source that
does not match its ``.pyc`` is compiled again, never run from stale bytecode.

Compiling boots Pyodide once (a few seconds), so the result is cached in
``.cache/bytecode/`` (``node_step.cached``), keyed by the zip's bytes, the Pyodide version and
the script. The site build makes it in the same boot as the snapshot
(``snapshot.package_and_snapshot``).
"""

from __future__ import annotations

import io
import re
import zipfile
from pathlib import Path

from lernlabor.web.node_step import SCRIPT, cached, pyodide_dir, run_node
from lernlabor.web.pyodide_assets import EXERCISE_FOLDER, write_zip

# An exercise's texts (starter, solution, wrong and other answers) are read as text by
# ``lernlabor.uebung.definition.lies``, never imported: bytecode would only add download.
EXERCISE_TEXT = re.compile(EXERCISE_FOLDER + r"(?:starter|loesung|falsch_\w+|anders_\w+)\.py")


class BytecodeError(RuntimeError):
    """The bytecode could not be compiled: Node or Pyodide missing, or the compiler failed."""


def with_bytecode(root: Path, entries: dict[str, bytes]) -> bytes:
    """The zip of ``entries`` (``lernlabor_zip_entries``) plus a hash-checked ``.pyc`` for each
    module the browser imports."""
    source_zip = modules_zip(entries)
    return package(entries, compiled_members(Path(root), source_zip))


def modules_zip(entries: dict[str, bytes]) -> bytes:
    """The zip of the members of ``entries`` that get bytecode: what the compiler reads."""
    return write_zip({name: data for name, data in entries.items() if needs_bytecode(name)})


def package(entries: dict[str, bytes], compiled: dict[str, bytes]) -> bytes:
    """The site's zip: ``entries`` and their ``compiled`` bytecode; an error if some is missing."""
    covered = {_source_of(name) for name in compiled}
    missing = sorted(name for name in entries if needs_bytecode(name) and name not in covered)
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


def cache_key(source_zip: bytes, version: str) -> bytes:
    return source_zip + version.encode() + SCRIPT.read_bytes()


def compiled_members(root: Path, source_zip: bytes) -> dict[str, bytes]:
    """The ``.pyc`` entries for every ``.py`` of ``source_zip``, from the cache or compiled now."""
    directory, version = pyodide_dir(root, BytecodeError)
    data = cached(
        root, "bytecode", cache_key(source_zip, version), lambda: _compile(directory, source_zip)
    )
    return members(data)


def members(compiled_zip: bytes) -> dict[str, bytes]:
    with zipfile.ZipFile(io.BytesIO(compiled_zip)) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def _compile(directory: Path, source_zip: bytes) -> bytes:
    return run_node(
        "compile", source_zip, directory, error=BytecodeError, what="compiling the bytecode"
    )
