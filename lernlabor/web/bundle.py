"""The widget JavaScript, bundled at site build time by esbuild from ``node_modules``.

Node is needed for Pyodide anyway, so the bundle is built, not committed: what the site
serves always matches ``lernlabor/web/js`` and the versions pinned in package-lock.json.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from mkdocs.exceptions import PluginError

JS_DIR = Path(__file__).with_name("js")
ENTRY_POINTS = ("loader.js", "widget.js", "worker.js", "kostenrechner.js")
_FLAGS = ("--bundle", "--format=esm", "--minify", "--target=es2020", "--charset=utf8")


def esbuild_path(root: Path) -> Path:
    """The pinned esbuild, which ``ensure_node_modules`` (called first by the hook) installs."""
    binary = Path(root) / "node_modules" / ".bin" / "esbuild"
    if not binary.exists():
        raise PluginError(f"{binary} is missing; run `npm ci` in {root}.")
    return binary


def bundle_widget(root: Path) -> dict[str, bytes]:
    """Bundle each entry point into one minified ES module; returns file name -> bytes."""
    binary = esbuild_path(root)
    bundles = {}
    for entry in ENTRY_POINTS:
        done = subprocess.run(
            [str(binary), str(JS_DIR / entry), *_FLAGS, "--log-level=warning"],
            cwd=root,
            capture_output=True,
        )
        if done.returncode != 0:
            error = done.stderr.decode("utf-8", "replace")
            raise PluginError(f"esbuild failed for lernlabor/web/js/{entry}:\n{error}")
        bundles[entry] = done.stdout
    return bundles
