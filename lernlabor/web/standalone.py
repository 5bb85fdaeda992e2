"""Build-time: turn a script that imports ``lernlabor`` into one self-contained file.

A learner downloads a script from the site and runs it in an empty folder, without the
repository. So every script under ``extra: downloads:`` that imports ``lernlabor`` is
published with the ``lernlabor`` modules it needs embedded as source text, plus a PEP 723
header (``requires-python``, no dependencies) for ``uv run``. The repository file stays the
one source of truth; the standalone file is generated on every build.

The embedded modules are imported by a small finder at the top of the generated file (see
``standalone_template.py.txt``), so each module keeps its own namespace and its relative
imports, exactly as in the repository. Which modules: every ``lernlabor`` module the script
imports, directly or transitively, including imports inside functions. A package whose
``__init__`` is only passed through on the way to a submodule (``lernlabor.uebung`` for
``lernlabor.tracks.ki.labor.ki_14_anbindung``) is embedded as an empty package: its side effects
(the exercise registry) belong to the site, not to a local script.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

PACKAGE = "lernlabor"
TEMPLATE = Path(__file__).with_name("standalone_template.py.txt")
PEP723_MARKER = "# /// script"


class StandaloneError(Exception):
    """A download cannot be made self-contained; the message names the file and the reason."""


@dataclass(frozen=True)
class Module:
    """One embedded module: dotted name, repository path, package flag and source text."""

    name: str
    path: str  # relative to the repository root, "" for a pass-through package
    is_package: bool
    source: str


def make_standalone(script: Path, root: Path) -> str:
    """The text of ``script`` as a self-contained file; a script without lernlabor stays as is.

    Raises ``StandaloneError`` when an imported ``lernlabor`` module does not exist, the
    script already has a PEP 723 block, or the script cannot be parsed.
    """
    source = script.read_text(encoding="utf-8")
    relative = script.resolve().relative_to(root.resolve()).as_posix()
    tree = _parse(source, relative)
    modules = collect_modules(tree, root, relative)
    if not modules:
        return source
    if PEP723_MARKER in source:
        raise StandaloneError(f"{relative}: already has a PEP 723 block; cannot add one.")
    lines = source.splitlines(keepends=True)
    cut = _insertion_line(tree)
    bootstrap = TEMPLATE.read_text(encoding="utf-8").format(
        source=relative, modules=_module_table(modules)
    )
    header = f'{PEP723_MARKER}\n# requires-python = ">=3.12"\n# dependencies = []\n# ///\n'
    result = header + "".join(lines[:cut]) + "\n" + bootstrap + "".join(lines[cut:])
    _parse(result, f"standalone {relative}")  # a broken result must stop the build
    return result


def collect_modules(tree: ast.Module, root: Path, where: str) -> list[Module]:
    """Every ``lernlabor`` module the code in ``tree`` needs, parents first, sorted by name."""
    found: dict[str, Module] = {}
    pending = [(name, required, where) for name, required in _imported(tree, None)]
    while pending:
        name, required, importer = pending.pop()
        if name in found and found[name].path:
            continue
        path = _module_path(root, name)
        if path is None:
            if required:
                raise StandaloneError(f"{importer}: imports {name!r}, which is not in {root}.")
            continue  # "from package import name" named an attribute, not a submodule
        rel = path.relative_to(root).as_posix()
        text = path.read_text(encoding="utf-8")
        is_package = path.name == "__init__.py"
        found[name] = Module(name, rel, is_package, text)
        package = name if is_package else name.rpartition(".")[0]
        pending += [(n, r, rel) for n, r in _imported(_parse(text, rel), package)]
        for parent in _parents(name):
            found.setdefault(parent, Module(parent, "", True, ""))
    return [found[name] for name in sorted(found)]


def _imported(tree: ast.Module, package: str | None) -> list[tuple[str, bool]]:
    """(dotted name, required) of every ``lernlabor`` import anywhere in ``tree``.

    ``package`` resolves relative imports. In ``from x import y``, ``x`` is required and
    ``x.y`` is a candidate submodule (not required: ``y`` may be a function).
    """
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [(alias.name, True) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, package)
            names.append((base, True))
            names += [(f"{base}.{alias.name}", False) for alias in node.names if alias.name != "*"]
    return [(n, r) for n, r in names if n == PACKAGE or n.startswith(PACKAGE + ".")]


def _absolute(node: ast.ImportFrom, package: str | None) -> str:
    if not node.level:
        return node.module or ""
    if package is None:
        return node.module or ""  # a relative import in a script: not ours to resolve
    parts = package.split(".")
    base = ".".join(parts[: len(parts) - node.level + 1])
    return f"{base}.{node.module}" if node.module else base


def _module_path(root: Path, name: str) -> Path | None:
    base = root.joinpath(*name.split("."))
    for candidate in (base / "__init__.py", base.with_suffix(".py")):
        if candidate.is_file():
            return candidate
    return None


def _parents(name: str) -> list[str]:
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def _parse(source: str, where: str) -> ast.Module:
    try:
        return ast.parse(source)
    except SyntaxError as error:
        message = f"{where}: cannot be parsed ({error.msg}, line {error.lineno})."
        raise StandaloneError(message) from None


def _insertion_line(tree: ast.Module) -> int:
    """Index of the first line after the docstring and any ``from __future__`` imports."""
    cut = 0
    for position, node in enumerate(tree.body):
        docstring = (
            position == 0
            and isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        )
        future = isinstance(node, ast.ImportFrom) and node.module == "__future__"
        if not (docstring or future):
            break
        cut = node.end_lineno or cut
    return cut


def _module_table(modules: list[Module]) -> str:
    """The dict literal of the embedded modules, sources as readable raw strings if possible."""
    rows = [
        f"    {m.name!r}: ({m.path!r}, {m.is_package!r}, {_literal(m.source)}),\n" for m in modules
    ]
    return "{\n" + "".join(rows) + "}"


def _literal(text: str) -> str:
    """A Python literal for ``text``: a raw triple-quoted string when that is exact, else repr."""
    if not text:
        return "''"
    candidate = f"r'''{text}'''"
    try:
        if ast.literal_eval(candidate) == text:
            return candidate
    except (SyntaxError, ValueError):
        pass
    return repr(text)
