"""MkDocs hook: hands the engine-free build steps to MkDocs, plus notebook plumbing.

Nothing essential happens only here, so Zensical, which runs no MkDocs hooks, builds the same
course (``zensical_build.py``):

- ``on_files`` adds the files of ``site_files.py`` (Pyodide, the ``lernlabor`` zip and its
  snapshot, the widget bundle and CSS, the search worker, the downloads) as generated files,
  so ``mkdocs serve`` sees them as well as ``build``; Zensical's build writes the same files;
- for the notebook pages (mkdocs-jupyter): the build's own Jupyter kernel and nbconvert
  configuration, which takes the cells' outputs from the cache both engines share
  (``notebook_cache.py``; a page runs only when its code, the kernel or an imported file
  changed); no MathJax loader (it would fetch MathJax from a CDN; the course writes its
  formulas without TeX); the "Ausführen" buttons on its code cells
  (``notebook_examples.py``); neither Jupyter CSS nor images inlined in the page
  (``notebook_assets.py``, ``notebook.css``);
- for the rebuilds of ``mkdocs serve`` (a saved text change shows in about 2 s): the site
  files, the compiled templates (``jinja_cache.py``) and mkdocs-jupyter's answer which pages
  are notebooks stay in memory while their sources are unchanged.
"""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

from lernlabor.web.jinja_cache import TEMPLATES
from lernlabor.web.notebook_assets import (
    NotebookAssetError,
    externalize_images,
    strip_inline_assets,
)
from lernlabor.web.notebook_cache import (
    JUPYTER_DIR,
    NotebookRunError,
    executed_outputs,
    outputs_digest,
    remember_inclusion,
    use_build_kernel,
)
from lernlabor.web.notebook_examples import (
    NotebookExampleError,
    mark_notebook_examples,
    site_highlighter,
)
from lernlabor.web.pyodide_assets import PyodideAssetsError, ensure_node_modules
from lernlabor.web.site_files import WEB_DIR, SiteFilesError, site_files
from lernlabor.web.site_files import download_files as _download_files

__all__ = ["JUPYTER_DIR", "use_build_kernel"]  # also used by tests/test_m4_04.py
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
    plugin = config.plugins.get("mkdocs-jupyter")
    if plugin is not None:
        patterns = (tuple(plugin.config["include"]), tuple(plugin.config["ignore"]))
        plugin.should_include = remember_inclusion(plugin.should_include, patterns)
    return config


@event_priority(50)  # before mkdocs-jupyter's on_pre_page, which reads cache_dir
def on_pre_page(page, config: MkDocsConfig, files: Files):
    """A notebook page: its outputs from the shared cache (executed now if they are stale),
    and mkdocs-jupyter's HTML cache in a folder named after them.

    mkdocs-jupyter keys its HTML by the page alone; in a folder per set of outputs it cannot
    serve a page whose simulator changed, and an unchanged page skips nbconvert altogether.
    """
    plugin = config.plugins.get("mkdocs-jupyter")
    if plugin is None or not plugin.should_include(page.file):
        return page
    import jupytext

    source = Path(page.file.abs_src_path)
    notebook = jupytext.read(source)
    try:
        outputs = executed_outputs(notebook, source.parent, f"docs/{page.file.src_uri}")
    except NotebookRunError as error:
        raise PluginError(str(error)) from None
    page.lernlabor_outputs = outputs
    base = project_root(config) / ".cache" / "mkdocs-jupyter"
    plugin.config["cache_dir"] = str(base / outputs_digest(outputs))
    return page


def on_env(env, config: MkDocsConfig, files: Files):
    """Keep the compiled templates for the next rebuild of ``mkdocs serve`` (jinja_cache.py)."""
    env.bytecode_cache = TEMPLATES
    return env


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
    source = Path(page.file.abs_src_path)
    if getattr(page, "lernlabor_outputs", None) and "jp-OutputArea-output" not in html:
        raise PluginError(
            f"docs/{page.file.src_uri}: mkdocs-jupyter rendered the page without the outputs "
            f"from lernlabor.web.notebook_cache: is {JUPYTER_DIR}/jupyter_nbconvert_config.py "
            "loaded (JUPYTER_CONFIG_PATH) and free of errors?"
        )
    text = source.read_text("utf-8")
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
    """Add the engine-free site files (``site_files.py``) to the build."""
    try:
        generated = site_files(config.extra.get("downloads"), project_root(config))
    except SiteFilesError as error:
        raise PluginError(str(error)) from None
    for path, content in generated.items():
        _add(files, _as_file(config, path, content))
    return files


def _as_file(config: MkDocsConfig, path: str, content) -> File:
    if isinstance(content, Path):
        return File.generated(config, path, abs_src_path=str(content))
    return File.generated(config, path, content=content)


def download_files(config: MkDocsConfig, root: Path) -> list[File]:
    """The ``extra: downloads:`` entries as MkDocs files; a bad entry stops the build."""
    try:
        entries = _download_files(config.extra.get("downloads"), root)
    except SiteFilesError as error:
        raise PluginError(str(error)) from None
    return [_as_file(config, path, content) for path, content in entries.items()]


def _add(files: Files, file: File) -> None:
    """Add a generated file; a docs file with the same path would be silently shadowed."""
    if files.get_file_from_path(file.src_uri) is not None:
        raise PluginError(f"docs/{file.src_uri} clashes with a file the Lernlabor hook generates.")
    files.append(file)


def on_serve(server, config: MkDocsConfig, builder):
    """Rebuild on changes to the package and the widget sources during ``mkdocs serve``."""
    server.watch(str(project_root(config) / "lernlabor"))
    return server
