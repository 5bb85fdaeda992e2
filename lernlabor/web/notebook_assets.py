"""Notebook pages without inlined assets: no Jupyter CSS in the page, images as files.

mkdocs-jupyter 0.27 puts into every notebook page, before the cells:

- three ``<style>`` blocks: Pygments colours for ``.highlight-ipynb`` (5 KB), its copy of
  JupyterLab's CSS (576 KB, 3,127 rules, among them ``table {width: max-content}`` for the
  whole page) and the light theme's variables (10 KB);
- ``clipboard.umd.js`` and a listener for the copy buttons of its code cells, which our
  runnable examples replace (``notebook_examples.py``), so no such button is left;

and a figure an output cell shows arrives as a ``data:`` URL, base64 inside the HTML.

On M4·04 that made 748 KB of HTML, parsed before the first paint and sent again with every
visit. ``strip_inline_assets`` drops the styles and the script (the few rules the cells need
are in ``notebook.css``, linked by ``theme/main.html`` on notebook pages), and
``externalize_images`` turns each ``data:`` image into a file next to the page, named by its
content, so a browser caches it. Both run in ``hooks.on_page_content``, after
mkdocs-jupyter's cache: its ``custom_template`` option would do the first without regular
expressions, but switches that cache off, and every build would run the notebook again
(about 20 s).
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import re

# The blocks the template writes before <div class="jupyter-wrapper">, and only there.
STYLE = re.compile(r'<style type="text/css">.*?</style>\s*', re.S)
CLIPBOARD = re.compile(
    r"<script>(?:(?!</script>).)*?(?:ClipboardCopyElement|'clipboard-copy')(?:(?!</script>).)*?"
    r"</script>\s*",
    re.S,
)
DATA_IMAGE = re.compile(
    r'(<img\b[^>]*?\bsrc=")data:image/(?P<type>[\w.+-]+);base64,(?P<data>[^"]*)"'
)
SUFFIX = {"jpeg": "jpg", "svg+xml": "svg"}  # other types: the subtype, as with png
# nbconvert makes each Markdown cell's wrapper a focus stop: whole text blocks, without role
# or name, that a keyboard user tabs through for nothing (WCAG 2.4.3).
CELL_FOCUS = re.compile(r'(<div class="jp-Cell-inputWrapper")\s+tabindex="0"')


class NotebookAssetError(Exception):
    """An inlined image of a notebook page cannot be decoded; stops the build."""


def strip_inline_assets(html: str) -> str:
    """The page without mkdocs-jupyter's inline stylesheets and copy-button script, and
    without the focus stops on its text cells."""
    before, marker, rest = html.partition('<div class="jupyter-wrapper"')
    if not marker:
        return html
    return CLIPBOARD.sub("", STYLE.sub("", before)) + marker + CELL_FOCUS.sub(r"\1", rest)


def externalize_images(html: str, where: str) -> tuple[str, dict[str, bytes]]:
    """Each ``<img src="data:…;base64,…">`` becomes ``src="bild-<hash>.<ext>"``.

    Returns the new HTML and the files to write next to the page (name -> bytes). ``where``
    names the page in the error for an image that is not valid base64.
    """
    files: dict[str, bytes] = {}

    def to_file(match: re.Match) -> str:
        try:
            data = base64.b64decode(match["data"], validate=True)
        except binascii.Error as error:
            raise NotebookAssetError(
                f"{where}: an output image is not valid base64 ({error})."
            ) from None
        suffix = SUFFIX.get(match["type"], match["type"])
        name = f"bild-{hashlib.sha256(data).hexdigest()[:12]}.{suffix}"
        files[name] = data
        return f'{match[1]}{name}"'

    return DATA_IMAGE.sub(to_file, html), files
