"""The files the site needs beyond its pages, made without any engine: one step for both.

MkDocs' hook (``hooks.py``, ``on_files``) adds them to the build as generated files, so
``mkdocs serve`` and ``mkdocs build`` need no extra step; the Zensical build
(``zensical_build.py``), which runs no MkDocs hooks, writes them into its site folder after
the engine. Both take them from ``site_files``, so the two sites ship the same bytes:

- the Pyodide runtime from ``node_modules/pyodide`` (pinned by package-lock.json) under
  ``assets/pyodide/``; ``ensure_node_modules`` runs ``npm ci`` on a fresh clone;
- ``assets/lernlabor/lernlabor.zip`` with bytecode (``bytecode.py``) and the memory
  snapshot the worker starts from (``snapshot.py``), both cached in ``.cache/``;
- the loader, the widget bundle (esbuild) and the minified CSS;
- ``lernlabor-search.js`` beside the search worker (``js/search-worker.js``);
- the files under ``extra: downloads:`` in mkdocs.yml, as ``downloads/<file name>``; a
  Python script among them is made self-contained first (``standalone.py``).
"""

from __future__ import annotations

import os
from pathlib import Path

from lernlabor.web.bundle import bundle_widget, minify_styles
from lernlabor.web.bytecode import BytecodeError
from lernlabor.web.pyodide_assets import (
    PYODIDE_RUNTIME_FILES,
    PyodideAssetsError,
    ensure_node_modules,
    site_zip_entries,
)
from lernlabor.web.snapshot import FILE_NAME as SNAPSHOT_FILE
from lernlabor.web.snapshot import SnapshotError, package_and_snapshot
from lernlabor.web.standalone import StandaloneError, make_standalone

WEB_DIR = Path(__file__).resolve().parent
ROOT = WEB_DIR.parents[1]  # the repository: package.json, node_modules and lernlabor/
ASSETS = "assets/lernlabor"
PYODIDE = "assets/pyodide"
SEARCH_WORKER = "assets/javascripts/workers/lernlabor-search.js"
DOWNLOADS = "downloads"

# A site file: its bytes, or the file to copy.
Content = bytes | Path


class SiteFilesError(Exception):
    """A site file could not be made; the message says which and why. Stops the build."""


_made: dict[tuple, dict[str, Content]] = {}  # the last result, for mkdocs serve's rebuilds


def site_files(downloads: object, root: Path = ROOT) -> dict[str, Content]:
    """Every generated file of the site, by its path in the site.

    ``downloads`` is the ``extra: downloads:`` entry of mkdocs.yml (paths relative to
    ``root``). Pyodide, the zip, the snapshot and the bundle come from ``root``. The result
    is kept while none of its sources changes: a text change under ``mkdocs serve`` then
    costs no zip, bundle or snapshot lookup (about a second of each rebuild).
    """
    key = (str(root), repr(downloads), _fingerprint(root, downloads))
    if key not in _made:
        made = _site_files(downloads, root)
        _made.clear()
        _made[key] = made
    return dict(_made[key])


def _fingerprint(root: Path, downloads: object) -> tuple:
    """Path, size and time of every source of ``site_files`` (caches and bytecode aside)."""
    found = []
    for folder, dirs, names in os.walk(root / "lernlabor"):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(names):
            found.append(_stat(Path(folder) / name))
    extra = [root / "package.json", root / "package-lock.json", root / "node_modules" / "pyodide"]
    if isinstance(downloads, list):
        extra += [root / entry for entry in downloads if isinstance(entry, str)]
    return (*found, *(_stat(path) for path in extra))


def _stat(path: Path) -> tuple:
    try:
        stat = path.stat()
    except OSError:
        return (str(path), None)
    return (str(path), stat.st_mtime_ns, stat.st_size)


def _site_files(downloads: object, root: Path) -> dict[str, Content]:
    try:
        ensure_node_modules(root)
    except PyodideAssetsError as error:
        raise SiteFilesError(str(error)) from None
    files: dict[str, Content] = {}
    pyodide_dir = root / "node_modules" / "pyodide"
    for name in PYODIDE_RUNTIME_FILES:
        files[f"{PYODIDE}/{name}"] = pyodide_dir / name
    try:
        package, snapshot = package_and_snapshot(root, site_zip_entries(root))
    except (BytecodeError, SnapshotError) as error:
        raise SiteFilesError(str(error)) from None
    files[f"{ASSETS}/lernlabor.zip"] = package
    files[f"{ASSETS}/{SNAPSHOT_FILE}"] = snapshot
    for name, content in bundle_widget(root).items():
        files[f"{ASSETS}/{name}"] = content
    for name, content in minify_styles(root).items():
        files[f"{ASSETS}/{name}"] = content
    # Beside the theme's search worker, whose relative paths it shares (js/search-worker.js).
    files[SEARCH_WORKER] = WEB_DIR / "js" / "search-worker.js"
    files.update(download_files(downloads, root))
    return files


def download_files(entries: object, root: Path = ROOT) -> dict[str, Content]:
    """The ``extra: downloads:`` entries as site files; a bad entry stops the build."""
    entries = entries or []
    if not isinstance(entries, list) or not all(isinstance(entry, str) for entry in entries):
        raise SiteFilesError("mkdocs.yml: 'extra: downloads:' must be a list of file paths.")
    published: dict[str, str] = {}
    result: dict[str, Content] = {}
    for entry in entries:
        source = (root / entry).resolve()
        if not source.is_file() or not source.is_relative_to(root):
            raise SiteFilesError(
                f"mkdocs.yml 'extra: downloads:': {entry!r} is not a file in {root}."
            )
        if source.name in published:
            raise SiteFilesError(
                f"mkdocs.yml 'extra: downloads:': {entry!r} and {published[source.name]!r} "
                f"would both be published as {DOWNLOADS}/{source.name}."
            )
        published[source.name] = entry
        if source.suffix == ".py":
            try:
                result[f"{DOWNLOADS}/{source.name}"] = make_standalone(source, root).encode()
            except StandaloneError as error:
                raise SiteFilesError(f"mkdocs.yml 'extra: downloads:': {error}") from None
        else:
            result[f"{DOWNLOADS}/{source.name}"] = source
    return result


def write_site_files(files: dict[str, Content], site_dir: Path) -> None:
    """Write ``files`` into a built site (the engine has finished writing its own)."""
    for path, content in files.items():
        target = site_dir / path
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, Path):
            target.write_bytes(content.read_bytes())
        else:
            target.write_bytes(content)
