"""Outputs of the notebook pages, executed once per change and shared by both engines.

A notebook page (jupytext Markdown, lesson M4·04) takes a minute to execute. Its outputs
are kept in ``.cache/notebooks/``, one entry per state of its code, and are reused until
one of its inputs changes:

- the code of its code cells, in order (text cells do not run, so a text change reuses);
- the kernel: ``jupyter/kernels/lernlabor/kernel.json`` and the Python version;
- every file of the repository the kernel imported while running the page (asked from the
  kernel itself after the last cell: the simulator, ``kostenrechner.py`` …), and the
  versions of the installed packages it imported (matplotlib …).

So a new exercise or lesson text in another track reuses the outputs; a change to the
simulator runs the page again. On Material, mkdocs-jupyter renders the page and takes the
outputs through ``CachedExecutePreprocessor`` (``jupyter/jupyter_nbconvert_config.py``); on
Zensical, ``notebook_page.py`` puts them into the page's Markdown. Each build logs which it
did (``Notebook …: aus dem Cache`` or ``… ausgeführt in … s``).
"""

from __future__ import annotations

import copy
import hashlib
import json
import logging
import os
import sys
import time
from importlib import metadata
from pathlib import Path

from nbconvert.preprocessors import Preprocessor
from traitlets import Bool

from lernlabor.web import keep
from lernlabor.web.site_files import ROOT, WEB_DIR

JUPYTER_DIR = WEB_DIR / "jupyter"
KERNEL = "lernlabor"
KERNEL_SPEC = JUPYTER_DIR / "kernels" / KERNEL / "kernel.json"
CACHE = Path(".cache") / "notebooks"
FORMAT = b"lernlabor-notebook-cache-1\0"  # bump when the entry's meaning changes
TIMEOUT = 600  # seconds per cell
log = logging.getLogger("mkdocs.plugins.lernlabor.notebooks")

# Run in the kernel after the last cell: which files and packages did the page import?
_PROBE = """
import importlib.metadata as _m, json as _j, sys as _s
_root = {root!r}
_mods = [m for m in list(_s.modules.values()) if isinstance(getattr(m, "__file__", None), str)]
_files = sorted({{m.__file__ for m in _mods if m.__file__.startswith(_root + "/")
    and "site-packages" not in m.__file__}})
_names = {{name.split(".")[0] for name in list(_s.modules)}}
_by_name = _m.packages_distributions()
_dists = {{d for n in _names for d in _by_name.get(n, [])}}
print(_j.dumps({{"files": [f[len(_root) + 1:] for f in _files],
    "packages": {{d: _m.version(d) for d in sorted(_dists)}}}}))
"""


class NotebookRunError(Exception):
    """A cell failed while the page was executed; the message names the page and the cell."""


def use_build_kernel() -> None:
    """Put ``jupyter/`` first on Jupyter's search paths: the kernel ``lernlabor`` and the
    nbconvert configuration.

    The kernel's ``argv`` starts with ``python``, which jupyter_client replaces by the
    interpreter running the build, i.e. the uv environment with ``lernlabor`` installed,
    whatever other ``python3`` kernels a machine has. It logs only errors: ipykernel 7 warns
    on every start that the kernel talks over unencrypted TCP on 127.0.0.1, and a strict
    build must stay free of warnings. The nbconvert configuration lets mkdocs-jupyter take
    the outputs from this cache (``jupyter_nbconvert_config.py``).
    """
    ours = str(JUPYTER_DIR)
    for variable in ("JUPYTER_PATH", "JUPYTER_CONFIG_PATH"):
        rest = [p for p in os.environ.get(variable, "").split(os.pathsep) if p and p != ours]
        os.environ[variable] = os.pathsep.join([ours, *rest])


def code_sources(notebook) -> list[str]:
    """The code of the notebook's code cells, in order: what executing it depends on."""
    return [cell.source for cell in notebook.cells if cell.cell_type == "code"]


def cache_key(notebook) -> str:
    """The entry's name: the cells' code, the kernel spec and the Python version."""
    digest = hashlib.sha256(FORMAT)
    digest.update(KERNEL_SPEC.read_bytes() + b"\0" + sys.version.encode() + b"\0")
    digest.update(json.dumps(code_sources(notebook)).encode())
    return digest.hexdigest()[:24]


def _file_hash(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


def _changed_input(entry: dict, root: Path) -> str | None:
    """The first recorded input that is no longer as it was (None: the entry is valid)."""
    for name, digest in entry["files"].items():
        if _file_hash(root / name) != digest:
            return name
    for name, version in entry["packages"].items():
        try:
            if metadata.version(name) != version:
                return f"{name} {version}"
        except metadata.PackageNotFoundError:
            return name
    return None


def executed_outputs(
    notebook, folder: Path, where: str, root: Path = ROOT, quiet: bool = False
) -> list[list]:
    """The outputs of each code cell of ``notebook`` (run in ``folder``), from the cache or
    executed now. ``where`` names the page in the log and in errors; ``quiet`` logs a cache
    hit only for debugging (the build has said it once already)."""
    key = cache_key(notebook)
    cache = root / CACHE
    cache.mkdir(parents=True, exist_ok=True)
    path = cache / f"{key}.json"
    with keep.locked(cache / f"{key}.lock"):  # one build per entry at a time
        reason = "neu"
        if path.is_file():
            entry = json.loads(path.read_text("utf-8"))
            changed = _changed_input(entry, root)
            if changed is None:
                log.log(
                    logging.DEBUG if quiet else logging.INFO,
                    "Notebook %s: Ausgaben aus dem Cache (%s, ausgeführt in %.1f s)",
                    where,
                    key[:12],
                    entry["seconds"],
                )
                os.utime(path)  # used now: _drop_old_entries keeps it
                return entry["outputs"]
            reason = f"geändert: {changed}"
        started = time.perf_counter()
        outputs, inputs = _execute(notebook, folder, where, root)
        seconds = time.perf_counter() - started
        entry = {"outputs": outputs, "seconds": round(seconds, 1), **inputs}
        partial = path.with_suffix(f".{os.getpid()}.part")
        partial.write_text(json.dumps(entry), "utf-8")
        partial.replace(path)
    log.info("Notebook %s: ausgeführt in %.1f s (Cache %s: %s)", where, seconds, key[:12], reason)
    _drop_old_entries(cache)
    return outputs


KEEP = 10  # entries kept: the pages of the course and the variants tests build


def _drop_old_entries(cache: Path) -> None:
    """Keep the KEEP entries used last. A test that builds a changed copy of a page adds an
    entry; dropping by age (not by page) leaves the entry of the real page in place."""
    entries = sorted(cache.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in entries[KEEP:]:
        old.unlink(missing_ok=True)
        old.with_suffix(".lock").unlink(missing_ok=True)


def _execute(notebook, folder: Path, where: str, root: Path) -> tuple[list[list], dict]:
    """Run a copy of the page with the build's kernel, then ask the kernel what it imported."""
    from nbclient import NotebookClient
    from nbclient.exceptions import CellExecutionError
    from nbformat.v4 import new_code_cell

    use_build_kernel()
    run = copy.deepcopy(notebook)
    run.cells = [cell for cell in run.cells if cell.cell_type == "code"]
    for cell in run.cells:
        cell.outputs = []
    run.cells.append(new_code_cell(_PROBE.format(root=str(root.resolve()))))
    client = NotebookClient(
        run,
        kernel_name=KERNEL,
        timeout=TIMEOUT,
        allow_errors=False,
        resources={"metadata": {"path": str(folder)}},
    )
    try:
        client.execute()
    except CellExecutionError as error:
        failed = next((i for i, c in enumerate(run.cells) if _has_error(c)), None)
        cell = f"Code-Zelle {failed + 1}" if failed is not None else "eine Code-Zelle"
        raise NotebookRunError(
            f"{where}: {cell} ist beim Ausführen gescheitert (CellExecutionError):\n{error}"
        ) from None
    probe = run.cells.pop()
    text = "".join(o.get("text", "") for o in probe.outputs if o.get("name") == "stdout")
    found = json.loads(text)
    files = {name: _file_hash(root / name) for name in found["files"]}
    outputs = [[dict(output) for output in cell.outputs] for cell in run.cells]
    return outputs, {"files": files, "packages": found["packages"]}


def _has_error(cell) -> bool:
    return any(output.get("output_type") == "error" for output in cell.get("outputs", []))


def fill_outputs(notebook, outputs: list[list]) -> None:
    """Put ``outputs`` into the code cells of ``notebook``, numbered as if just executed."""
    from nbformat import from_dict

    cells = [cell for cell in notebook.cells if cell.cell_type == "code"]
    if len(cells) != len(outputs):
        raise NotebookRunError(
            f"Der Cache hat Ausgaben für {len(outputs)} Code-Zellen, die Seite hat {len(cells)}."
        )
    for number, (cell, cell_outputs) in enumerate(zip(cells, outputs, strict=True), start=1):
        cell.outputs = [from_dict(output) for output in cell_outputs]
        cell.execution_count = number


class CachedExecutePreprocessor(Preprocessor):
    """nbconvert's ExecutePreprocessor, with the outputs from ``executed_outputs``.

    mkdocs-jupyter (Material) runs it in place of ExecutePreprocessor: the nbconvert
    configuration in ``jupyter/`` names it in the exporter's default preprocessors.
    """

    enabled = Bool(True).tag(config=True)

    def preprocess(self, nb, resources):
        folder = Path(resources.get("metadata", {}).get("path") or ".")
        # hooks.on_pre_page has fetched (or made) the outputs and said so in the log
        fill_outputs(nb, executed_outputs(nb, folder, _relative(folder), quiet=True))
        return nb, resources


def outputs_digest(outputs: list[list]) -> str:
    """A short name for one set of outputs: mkdocs-jupyter keeps its HTML under it, so a
    page whose outputs changed (the simulator did) never gets the HTML of the old ones."""
    return hashlib.sha256(json.dumps(outputs, sort_keys=True).encode()).hexdigest()[:16]


_included: dict[tuple, bool] = {}  # survives the rebuilds of mkdocs serve (hooks.py does not)


def remember_inclusion(should_include, patterns: tuple):
    """mkdocs-jupyter's ``should_include``, answered once per state of a file.

    It reads every Markdown page with jupytext to look for a kernel, about ten times per page
    and build (a second of a rebuild under ``mkdocs serve``); a page's answer changes only
    with its content or the patterns.
    """

    def remembered(file) -> bool:
        path = getattr(file, "abs_src_path", None)
        try:
            stat = os.stat(path) if path else None
        except OSError:
            stat = None
        if stat is None:
            return should_include(file)
        key = (path, stat.st_mtime_ns, stat.st_size, patterns)
        if key not in _included:
            _included[key] = should_include(file)
        return _included[key]

    return remembered


def _relative(folder: Path) -> str:
    try:
        return str(folder.resolve().relative_to(ROOT))
    except ValueError:
        return str(folder)
