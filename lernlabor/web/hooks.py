"""MkDocs hook, for asset handling only: every file the exercise widgets need at runtime.

Course logic lives in the Markdown extension (``fence.py``) and plain files; this hook only
adds generated files to the build, so ``mkdocs serve`` sees them as well as ``build``:

- the Pyodide runtime from ``node_modules/pyodide`` (pinned by package-lock.json) under
  ``assets/pyodide/``; ``ensure_node_modules`` runs ``npm ci`` on a fresh clone;
- ``assets/lernlabor/lernlabor.zip``, the repository's own ``lernlabor`` package;
- the loader (on every page), the widget bundle (CodeMirror + widget code, built by
  esbuild, imported by the loader only where something runs), the global and widget CSS;
- the files listed under ``extra: downloads:`` in mkdocs.yml (paths relative to the
  repository root), published as
  ``downloads/<file name>``.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files

from lernlabor.web.bundle import bundle_widget
from lernlabor.web.pyodide_assets import (
    PYODIDE_RUNTIME_FILES,
    PyodideAssetsError,
    build_lernlabor_zip,
    ensure_node_modules,
)

WEB_DIR = Path(__file__).resolve().parent
ASSETS = "assets/lernlabor"
PYODIDE = "assets/pyodide"
DOWNLOADS = "downloads"


def project_root(config: MkDocsConfig) -> Path:
    """The repository this hook belongs to: package.json, node_modules and ``lernlabor/``.

    Taken from the hook's own location, not from mkdocs.yml, so a config file elsewhere
    (e.g. a test's temporary one) still ships this repository's package and Pyodide.
    """
    return WEB_DIR.parents[1]


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Fetch the pinned Pyodide (and the bundler) before anything is built."""
    try:
        ensure_node_modules(project_root(config))
    except PyodideAssetsError as error:
        raise PluginError(str(error)) from None
    return config


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add Pyodide, the lernlabor zip, the widget assets and the downloads to the site."""
    root = project_root(config)
    pyodide_dir = root / "node_modules" / "pyodide"
    for name in PYODIDE_RUNTIME_FILES:
        _add(
            files, File.generated(config, f"{PYODIDE}/{name}", abs_src_path=str(pyodide_dir / name))
        )
    _add(
        files, File.generated(config, f"{ASSETS}/lernlabor.zip", content=build_lernlabor_zip(root))
    )
    for name, content in bundle_widget(root).items():
        _add(files, File.generated(config, f"{ASSETS}/{name}", content=content))
    for name in ("global.css", "widget.css"):
        _add(files, File.generated(config, f"{ASSETS}/{name}", abs_src_path=str(WEB_DIR / name)))
    for file in download_files(config, root):
        _add(files, file)
    return files


def download_files(config: MkDocsConfig, root: Path) -> list[File]:
    """The ``extra: downloads:`` entries as site files; a bad entry stops the build."""
    entries = config.extra.get("downloads") or []
    if not isinstance(entries, list) or not all(isinstance(entry, str) for entry in entries):
        raise PluginError("mkdocs.yml: 'extra: downloads:' must be a list of file paths.")
    published: dict[str, str] = {}
    result = []
    for entry in entries:
        source = (root / entry).resolve()
        if not source.is_file() or not source.is_relative_to(root):
            raise PluginError(f"mkdocs.yml 'extra: downloads:': {entry!r} is not a file in {root}.")
        if source.name in published:
            raise PluginError(
                f"mkdocs.yml 'extra: downloads:': {entry!r} and {published[source.name]!r} "
                f"would both be published as {DOWNLOADS}/{source.name}."
            )
        published[source.name] = entry
        result.append(
            File.generated(config, f"{DOWNLOADS}/{source.name}", abs_src_path=str(source))
        )
    return result


def _add(files: Files, file: File) -> None:
    """Add a generated file; a docs file with the same path would be silently shadowed."""
    if files.get_file_from_path(file.src_uri) is not None:
        raise PluginError(f"docs/{file.src_uri} clashes with a file the Lernlabor hook generates.")
    files.append(file)


def on_serve(server, config: MkDocsConfig, builder):
    """Rebuild on changes to the package and the widget sources during ``mkdocs serve``."""
    server.watch(str(project_root(config) / "lernlabor"))
    return server
