"""MkDocs hook, for asset handling: every file the widgets need at runtime, plus notebook plumbing.

Course logic lives in the Markdown extension (``fence.py``) and plain files; this hook only
adds generated files to the build, so ``mkdocs serve`` sees them as well as ``build``:

- the Pyodide runtime from ``node_modules/pyodide`` (pinned by package-lock.json) under
  ``assets/pyodide/``; ``ensure_node_modules`` runs ``npm ci`` on a fresh clone;
- ``assets/lernlabor/lernlabor.zip``, the repository's own ``lernlabor`` package, with
  bytecode compiled by the served Pyodide (``bytecode.py``), and
  ``assets/lernlabor/python.snapshot.gz``, the memory of that Pyodide with the zip loaded,
  which the worker starts from (``snapshot.py``);
- the loader (on every page), the widget bundle (CodeMirror + widget code, built by
  esbuild, imported by the loader only where something runs), the global and widget CSS;
- ``lernlabor-search.js`` beside Material's search worker, which the theme names instead:
  it builds the search index when the reader first searches, not on every page load;
- the files listed under ``extra: downloads:`` in mkdocs.yml (paths relative to the
  repository root), published as ``downloads/<file name>``; a Python script among them is
  made self-contained first (``standalone.py``: the ``lernlabor`` modules it imports are
  embedded, plus a PEP 723 header), so it runs on its own in an empty folder;
- for the notebook pages (mkdocs-jupyter): the build's own Jupyter kernel, no MathJax
  loader (it would fetch MathJax from a CDN; the course writes its formulas without TeX),
  the "Ausführen" buttons on their code cells (``notebook_examples.py``), and neither
  Jupyter CSS nor images inlined in the page (``notebook_assets.py``, ``notebook.css``).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

from lernlabor.web.bundle import bundle_widget, minify_styles
from lernlabor.web.bytecode import BytecodeError, with_bytecode
from lernlabor.web.notebook_assets import (
    NotebookAssetError,
    externalize_images,
    strip_inline_assets,
)
from lernlabor.web.notebook_examples import (
    NotebookExampleError,
    mark_notebook_examples,
    site_highlighter,
)
from lernlabor.web.pyodide_assets import (
    PYODIDE_RUNTIME_FILES,
    PyodideAssetsError,
    ensure_node_modules,
    lernlabor_zip_entries,
)
from lernlabor.web.snapshot import FILE_NAME as SNAPSHOT_FILE
from lernlabor.web.snapshot import SnapshotError, memory_snapshot
from lernlabor.web.standalone import StandaloneError, make_standalone

WEB_DIR = Path(__file__).resolve().parent
ASSETS = "assets/lernlabor"
PYODIDE = "assets/pyodide"
SEARCH_WORKER = "assets/javascripts/workers/lernlabor-search.js"
DOWNLOADS = "downloads"
JUPYTER_DIR = WEB_DIR / "jupyter"
# mkdocs-jupyter 0.27 appends this loader to every page; on notebook pages it fetches MathJax.
MATHJAX_LOADER = re.compile(r"<script data-mkdocs-jupyter-mathjax=[^>]*>.*?</script>\n?", re.S)


def project_root(config: MkDocsConfig) -> Path:
    """The repository this hook belongs to: package.json, node_modules and ``lernlabor/``.

    Taken from the hook's own location, not from mkdocs.yml, so a config file elsewhere
    (e.g. a test's temporary one) still ships this repository's package and Pyodide.
    """
    return WEB_DIR.parents[1]


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Fetch the pinned Pyodide (and the bundler), set up the notebook kernel and its cache."""
    try:
        ensure_node_modules(project_root(config))
    except PyodideAssetsError as error:
        raise PluginError(str(error)) from None
    use_build_kernel()
    key_notebook_cache(config, project_root(config))
    return config


def key_notebook_cache(config: MkDocsConfig, root: Path) -> None:
    """Tie mkdocs-jupyter's cache to the ``lernlabor`` sources, not only to the page.

    Its cache key covers the notebook file, so after a change to, say, ``PREIS_JE_1K`` a
    local build or ``mkdocs serve`` would show the old numbers. Each state of the package
    gets its own cache folder; folders of earlier states are removed.
    """
    plugin = config.plugins.get("mkdocs-jupyter")
    if plugin is None or not plugin.config["cache"]:
        return
    digest = hashlib.sha256()
    for path in sorted((root / "lernlabor").rglob("*")):
        if path.is_file() and path.suffix in (".py", ".json", ".css", ".js"):
            digest.update(path.relative_to(root).as_posix().encode() + b"\0")
            digest.update(path.read_bytes())
    base = Path(plugin.config["cache_dir"])
    if base.name.startswith("lernlabor-"):  # serve: on_config runs again with our folder
        base = base.parent
    folder = f"lernlabor-{digest.hexdigest()[:16]}"
    if base.is_dir():
        for old in base.glob("lernlabor-*"):
            if old.name != folder:
                shutil.rmtree(old, ignore_errors=True)
    plugin.config["cache_dir"] = str(base / folder)


def use_build_kernel() -> None:
    """Put the kernel ``lernlabor`` first on Jupyter's search path for notebook pages.

    Its ``argv`` starts with ``python``, which jupyter_client replaces by the interpreter
    running MkDocs, i.e. the uv environment with ``lernlabor`` installed, whatever other
    ``python3`` kernels a machine has. It logs only errors: ipykernel 7 warns on every start
    that the build's kernel talks over unencrypted TCP on 127.0.0.1, and a strict build must
    stay free of warnings.
    """
    ours = str(JUPYTER_DIR)
    rest = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p and p != ours]
    os.environ["JUPYTER_PATH"] = os.pathsep.join([ours, *rest])


@event_priority(-100)  # after mkdocs-jupyter's own on_post_page, which adds the loader
def on_post_page(output: str, page, config: MkDocsConfig) -> str:
    """Drop mkdocs-jupyter's MathJax loader: the site loads nothing from other hosts."""
    return MATHJAX_LOADER.sub("", output)


def on_page_content(html: str, page, config: MkDocsConfig, files: Files) -> str:
    """Notebook pages: runnable code cells as on Markdown pages, and no inlined assets.

    The Jupyter CSS and copy script leave the page, its images become files next to it
    (``notebook_assets.py``). They are written straight into the site: the page is rendered
    after ``on_files``, so MkDocs no longer takes new files then.
    """
    plugin = config.plugins.get("mkdocs-jupyter")
    if plugin is None or not plugin.should_include(page.file):
        return html
    text = Path(page.file.abs_src_path).read_text("utf-8")
    highlight = site_highlighter(list(config.markdown_extensions), config.mdx_configs)
    where = f"docs/{page.file.src_uri}"
    try:
        html = mark_notebook_examples(html, text, highlight, where)
        html, images = externalize_images(strip_inline_assets(html), where)
    except (NotebookExampleError, NotebookAssetError) as error:
        raise PluginError(str(error)) from None
    folder = Path(config.site_dir) / Path(page.file.dest_path).parent
    for name, data in images.items():
        folder.mkdir(parents=True, exist_ok=True)
        (folder / name).write_bytes(data)
    return html


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add Pyodide, the lernlabor zip, the widget assets and the downloads to the site."""
    root = project_root(config)
    pyodide_dir = root / "node_modules" / "pyodide"
    for name in PYODIDE_RUNTIME_FILES:
        _add(
            files, File.generated(config, f"{PYODIDE}/{name}", abs_src_path=str(pyodide_dir / name))
        )
    try:
        package = with_bytecode(root, lernlabor_zip_entries(root))
        snapshot = memory_snapshot(root, package)
    except (BytecodeError, SnapshotError) as error:
        raise PluginError(str(error)) from None
    _add(files, File.generated(config, f"{ASSETS}/lernlabor.zip", content=package))
    _add(files, File.generated(config, f"{ASSETS}/{SNAPSHOT_FILE}", content=snapshot))
    for name, content in bundle_widget(root).items():
        _add(files, File.generated(config, f"{ASSETS}/{name}", content=content))
    for name, content in minify_styles(root).items():
        _add(files, File.generated(config, f"{ASSETS}/{name}", content=content))
    # Beside Material's search worker, whose relative paths it shares (js/search-worker.js).
    search_worker = WEB_DIR / "js" / "search-worker.js"
    _add(files, File.generated(config, SEARCH_WORKER, abs_src_path=str(search_worker)))
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
        destination = f"{DOWNLOADS}/{source.name}"
        if source.suffix == ".py":
            try:
                content = make_standalone(source, root)
            except StandaloneError as error:
                raise PluginError(f"mkdocs.yml 'extra: downloads:': {error}") from None
            result.append(File.generated(config, destination, content=content))
        else:
            result.append(File.generated(config, destination, abs_src_path=str(source)))
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
