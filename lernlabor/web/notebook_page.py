"""Notebook pages on an engine without mkdocs-jupyter (Zensical): Markdown with the outputs.

On MkDocs, mkdocs-jupyter renders a jupytext page (M4·04) as a notebook. Zensical ignores
that plugin, so this Markdown extension makes the page itself: after each code cell's fence
it puts the cell's outputs, taken from the cache both engines share
(``notebook_cache.executed_outputs``: executed only when the page's code, the kernel or an
imported file changed). As on Material:

- a cell tagged ``ohne_code`` shows its output (the plot, the calculator) without its code;
- the regions tagged ``ausgabe`` (the documented output, for the tests) leave the page;
- the other Python blocks stay fences, so ``examples.py`` gives them their "Ausführen"
  button exactly as on any lesson page, numbered like the test runner.

The outputs carry nbconvert's class names inside a ``jupyter-wrapper``, so ``notebook.css``
styles them on both engines. On MkDocs the extension does nothing (mkdocs-jupyter's page).
"""

from __future__ import annotations

import base64
import html
import re

from markdown import Extension
from markdown.preprocessors import Preprocessor
from markdown_it import MarkdownIt

from lernlabor.web.engine_page import current_page
from lernlabor.web.example_blocks import HIDDEN, is_notebook
from lernlabor.web.notebook_cache import executed_outputs

REMOVED_REGION = "ausgabe"  # as remove_cell_tags in mkdocs.yml (mkdocs-jupyter)
_REGION = re.compile(r"^<!--\s*#region\b(?P<rest>.*?)-->\s*$")
_END_REGION = re.compile(r"^<!--\s*#endregion\s*-->\s*$")


class NotebookPageError(Exception):
    """The page's code fences and its notebook's code cells do not match; stops the build."""


def _output_html(output: dict) -> str:
    """One output as nbconvert renders it (its class names), for ``notebook.css``."""
    kind = output.get("output_type")
    if kind == "stream":
        mime = "application/vnd.jupyter.stderr" if output.get("name") == "stderr" else "text/plain"
        return _text(output.get("text", ""), mime)
    if kind == "error":
        return _text("\n".join(output.get("traceback", [])), "application/vnd.jupyter.stderr")
    data = output.get("data", {})
    if "text/html" in data:
        body = _joined(data["text/html"])
        return (
            '<div class="jp-RenderedHTMLCommon jp-RenderedHTML jp-OutputArea-output" '
            f'data-mime-type="text/html" tabindex="0">\n{body}\n</div>'
        )
    if "image/svg+xml" in data:
        svg = base64.b64encode(_joined(data["image/svg+xml"]).encode()).decode()
        return _image(f"data:image/svg+xml;base64,{svg}", "image/svg+xml")
    if "image/png" in data:
        return _image(f"data:image/png;base64,{_joined(data['image/png']).strip()}", "image/png")
    return _text(_joined(data.get("text/plain", "")), "text/plain")


def _joined(value) -> str:
    return "".join(value) if isinstance(value, list) else str(value)


def _text(text: str, mime: str) -> str:
    return (
        f'<div class="jp-RenderedText jp-OutputArea-output" data-mime-type="{mime}" '
        f'tabindex="0">\n<pre>{html.escape(_joined(text))}</pre>\n</div>'
    )


def _image(src: str, mime: str) -> str:
    return (
        f'<div class="jp-RenderedImage jp-OutputArea-output" data-mime-type="{mime}">'
        f'<img src="{src}" alt=""></div>'
    )


def outputs_html(outputs: list[dict]) -> str:
    """A cell's outputs as the page shows them below its code."""
    children = "".join(
        f'<div class="jp-OutputArea-child">\n{_output_html(o)}\n</div>\n' for o in outputs
    )
    return (
        '<div class="jupyter-wrapper">\n<div class="jp-Cell-outputWrapper">\n'
        f'<div class="jp-OutputArea jp-Cell-outputArea">\n{children}</div>\n</div>\n</div>'
    )


def code_fences(lines: list[str]) -> list[tuple[int, int, str]]:
    """Top-level ```python fences as (first line, line after the fence, code): the lines
    jupytext makes code cells of (indented ones, e.g. in tabs, stay Markdown)."""
    tokens = MarkdownIt("commonmark").parse("\n".join(lines))
    fences = []
    for token in tokens:
        words = token.info.strip().split() if token.type == "fence" else []
        if token.level == 0 and token.map and words and words[0] == "python":
            if not lines[token.map[0]].startswith(("```", "~~~")):
                continue
            fences.append((token.map[0], token.map[1], token.content))
    return fences


def without_removed_regions(lines: list[str]) -> list[str]:
    """``lines`` without the jupytext regions tagged ``ausgabe`` (the documented output)."""
    out, depth = [], 0
    for line in lines:
        region = _REGION.match(line)
        if depth:
            depth += 1 if region else -1 if _END_REGION.match(line) else 0
            continue
        if region and f'"{REMOVED_REGION}"' in region["rest"]:
            depth = 1
            continue
        out.append(line)
    return out


def page_with_outputs(lines: list[str], cells: list, stash, where: str) -> list[str]:
    """The page's lines with each code cell's outputs after its fence (``stash(html)`` returns
    the placeholder line for raw HTML); a cell tagged ``ohne_code`` loses its fence."""
    fences = code_fences(lines)
    if len(fences) != len(cells):
        raise NotebookPageError(
            f"{where}: {len(fences)} ```python-Blöcke auf der Seite, aber {len(cells)} "
            "Code-Zellen im Notebook (jupytext). Steht ein ```python-Block eingerückt oder "
            "in einem anderen Block?"
        )
    out, done = [], 0
    for (start, end, code), cell in zip(fences, cells, strict=True):
        if code.strip("\n") != cell.source.strip("\n"):
            raise NotebookPageError(
                f"{where}, Zeile {start + 1}: Der Block ist nicht die Code-Zelle, die jupytext "
                "an dieser Stelle liest."
            )
        hidden = HIDDEN in (cell.metadata.get("tags") or [])
        out += lines[done:start] if hidden else lines[done:end]
        if cell.outputs:
            out += ["", stash(outputs_html(cell.outputs)), ""]
        done = end
    return out + lines[done:]


class NotebookPagePreprocessor(Preprocessor):
    """Runs after ``examples.py`` numbered the blocks (29), before superfences (25)."""

    def run(self, lines: list[str]) -> list[str]:
        page = current_page(self.md)
        if page is None or page.engine == "mkdocs" or not page.source.is_file():
            return lines
        text = page.source.read_text("utf-8")
        if not is_notebook(text):
            return lines
        import jupytext

        notebook = jupytext.reads(text, fmt="md")
        where = f"docs/{page.source.relative_to(page.docs_dir).as_posix()}"
        outputs = executed_outputs(notebook, page.folder, where)
        cells = [cell for cell in notebook.cells if cell.cell_type == "code"]
        for cell, cell_outputs in zip(cells, outputs, strict=True):
            cell.outputs = cell_outputs
        return page_with_outputs(
            without_removed_regions(lines), cells, self.md.htmlStash.store, where
        )


class NotebookPageExtension(Extension):
    """Registers the preprocessor; see the module docstring."""

    def extendMarkdown(self, md):  # noqa: N802 – Python-Markdown's name
        md.preprocessors.register(NotebookPagePreprocessor(md), "lernlabor_notebook_page", 28)


def makeExtension(**kwargs):  # noqa: N802 – Python-Markdown looks for this name
    """Entry point for ``markdown_extensions: - lernlabor.web.notebook_page``."""
    return NotebookPageExtension(**kwargs)
