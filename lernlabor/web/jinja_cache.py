"""Compiled theme templates, kept in memory between the rebuilds of ``mkdocs serve``.

MkDocs makes a new Jinja environment for every build, so Material's templates were compiled
anew after each saved change: about a fifth of a rebuild. Jinja's bytecode cache keys each
template by its name and a checksum of its source, so a changed template compiles again.
Only this module outlives a rebuild (MkDocs loads ``hooks.py`` afresh each time).
"""

from __future__ import annotations

from jinja2 import BytecodeCache


class MemoryBytecodeCache(BytecodeCache):
    """Jinja's bytecode cache in a dictionary of this process."""

    def __init__(self) -> None:
        self.store: dict[str, bytes] = {}

    def load_bytecode(self, bucket) -> None:
        code = self.store.get(bucket.key)
        if code is not None:
            bucket.bytecode_from_string(code)

    def dump_bytecode(self, bucket) -> None:
        self.store[bucket.key] = bucket.bytecode_to_string()


TEMPLATES = MemoryBytecodeCache()
