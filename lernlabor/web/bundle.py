"""The widget JavaScript, bundled at site build time by esbuild from ``node_modules``.

Node is needed for Pyodide anyway, so the bundle is built, not committed: what the site
serves always matches ``lernlabor/web/js`` and the versions pinned in package-lock.json.

The entry points are bundled together with code splitting: a module that two of them use
(``storage.js`` and ``progress.js``, for the loader and the widget) becomes one shared chunk
instead of a copy in each. The editor (CodeMirror) is not part of the widget: ``lazy-editor.js``
imports it with ``import()`` in three parts, and esbuild makes each a file of its own, so the
page evaluates them in separate tasks, after its load.
"""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path

from mkdocs.exceptions import PluginError

JS_DIR = Path(__file__).with_name("js")
STYLE_SHEETS = ("global.css", "widget.css", "notebook.css")
ENTRY_POINTS = ("loader.js", "widget.js", "worker.js", "kostenrechner.js")
_FLAGS = (
    "--bundle",
    "--splitting",
    "--format=esm",
    "--minify",
    "--target=es2020",
    "--charset=utf8",
    "--chunk-names=[name]-[hash]",
)


def esbuild_path(root: Path) -> Path:
    """The pinned esbuild, which ``ensure_node_modules`` (called first by the hook) installs."""
    binary = Path(root) / "node_modules" / ".bin" / "esbuild"
    if not binary.exists():
        raise PluginError(f"{binary} is missing; run `npm ci` in {root}.")
    return binary


def bundle_widget(root: Path) -> dict[str, bytes]:
    """Bundle the entry points into minified ES modules and shared chunks: file name -> bytes.

    Chunk names carry a content hash, so a browser never mixes an old chunk with new code.
    """
    binary = esbuild_path(root)
    with tempfile.TemporaryDirectory(prefix="lernlabor-bundle-") as out:
        entries = [str(JS_DIR / entry) for entry in ENTRY_POINTS]
        done = subprocess.run(
            [str(binary), *entries, *_FLAGS, f"--outdir={out}", "--log-level=warning"],
            cwd=root,
            capture_output=True,
        )
        if done.returncode != 0:
            error = done.stderr.decode("utf-8", "replace")
            raise PluginError(f"esbuild failed for lernlabor/web/js:\n{error}")
        return {path.name: path.read_bytes() for path in sorted(Path(out).iterdir())}


def minify_styles(root: Path) -> dict[str, bytes]:
    """The style sheets beside ``js/``, minified by the same esbuild: file name -> bytes.

    Their comments explain each rule; the reader's browser needs none of them, and
    global.css travels with every page.
    """
    binary = esbuild_path(root)
    with tempfile.TemporaryDirectory(prefix="lernlabor-css-") as out:
        sheets = [str(JS_DIR.parent / name) for name in STYLE_SHEETS]
        done = subprocess.run(
            [str(binary), *sheets, "--minify", "--charset=utf8", f"--outdir={out}"]
            + ["--log-level=warning"],
            cwd=root,
            capture_output=True,
        )
        if done.returncode != 0:
            error = done.stderr.decode("utf-8", "replace")
            raise PluginError(f"esbuild failed for the style sheets of lernlabor/web:\n{error}")
        return {name: (Path(out) / name).read_bytes() for name in STYLE_SHEETS}
