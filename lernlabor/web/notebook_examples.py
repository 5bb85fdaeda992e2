"""Runnable examples on notebook pages: the code cells get the widget of the Markdown pages.

On a notebook page (jupytext Markdown, rendered by mkdocs-jupyter with ``execute: true``)
nbconvert renders the code cells itself, so the fence formatter of ``examples.py`` never sees
them. This step runs on the finished page HTML (``hooks.py``, ``on_page_content``) and is
keyed by ``find_examples``, the one place that decides which blocks count:

- the page's code cells are matched, in order, with the blocks ``find_examples`` lists (the
  blocks ``tests/markdown_lauf.py`` runs). A shown cell must hold exactly the block's code, a
  cell without code must be a block tagged ``ohne_code``; anything else (a ``notest`` cell,
  a ``py`` fence that jupytext keeps as Markdown, a removed cell) stops the build, because
  the numbers on the page would no longer be the test runner's;
- the input area of each runnable cell is replaced by the block as a Markdown page shows it
  (the site's own highlighter), wrapped by ``examples.wrap_example``: ``data-beispiel``,
  ``data-source``, ``data-documented``. ``examples.js`` adds the buttons; the cell's real
  output from the build stays below, and without JavaScript the page reads as before.

Not runnable are blocks with ``lokal`` in the fence line (jupytext keeps the word as cell
metadata) and cells tagged ``ohne_code``: their code is not on the page, so there is nothing
to run or edit. Both are still run by the build and the tests.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html.parser import HTMLParser

import markdown

from lernlabor.web.example_blocks import OPT_OUT, Example, find_examples
from lernlabor.web.examples import wrap_example


class NotebookExampleError(Exception):
    """The code cells of a notebook page do not match its blocks; stops the build."""


@dataclass
class CodeCell:
    """A code cell of the rendered page: where its input area is, and the code it shows."""

    input_start: int | None = None  # offsets of the input area in the HTML, None: no code
    input_end: int | None = None
    code: str | None = None


class _CellParser(HTMLParser):
    """Finds nbconvert's code cells (``div.jp-CodeCell``) and their input areas, in order."""

    def __init__(self, text: str):
        super().__init__(convert_charrefs=True)
        self.text = text
        self.lines = [0]
        for line in text.splitlines(keepends=True):
            self.lines.append(self.lines[-1] + len(line))
        self.cells: list[CodeCell] = []
        self.stack: list[str] = []  # role of each open div: cell, input, copy or ""
        self.copy: list[str] | None = None

    def _offset(self) -> int:
        line, column = self.getpos()
        return self.lines[line - 1] + column

    def handle_starttag(self, tag, attrs):
        if tag != "div":
            return
        classes = (dict(attrs).get("class") or "").split()
        role = ""
        if "jp-CodeCell" in classes and "cell" not in self.stack:
            role = "cell"
            self.cells.append(CodeCell())
        elif (
            "cell" in self.stack and "jp-Cell-inputWrapper" in classes and "input" not in self.stack
        ):
            role = "input"
            self.cells[-1].input_start = self._offset()
        elif "input" in self.stack and "clipboard-copy-txt" in classes:
            role, self.copy = "copy", []
        self.stack.append(role)

    def handle_endtag(self, tag):
        if tag != "div" or not self.stack:
            return
        role = self.stack.pop()
        if role == "input":
            self.cells[-1].input_end = self.text.index(">", self._offset()) + 1
        elif role == "copy":
            self.cells[-1].code, self.copy = "".join(self.copy), None

    def handle_data(self, data):
        if self.copy is not None:
            self.copy.append(data)


def code_cells(page_html: str) -> list[CodeCell]:
    """The code cells of a rendered notebook page in page order (nested cell divs count once)."""
    parser = _CellParser(page_html)
    parser.feed(page_html)
    parser.close()
    return parser.cells


def _where(page: str, example: Example) -> str:
    return f"{page}, Python-Block ab Markdown-Zeile {example.line + 1}"


def _problem(example: Example, cell: CodeCell) -> str | None:
    """Why ``cell`` cannot be the block ``example`` (None: it is)."""
    shown = cell.input_start is not None
    if example.hidden and shown:
        return (
            "Die Zelle trägt das Schlagwort ohne_code, zeigt auf der Seite aber Code. Fehlt "
            "remove_input_tags: [ohne_code] in mkdocs.yml?"
        )
    if not example.hidden and not shown:
        return (
            "Auf der Seite steht an dieser Stelle eine Code-Zelle ohne Code. Nur Zellen mit "
            "dem Schlagwort ohne_code verbergen ihren Code."
        )
    if shown and (cell.code is None or cell.code.strip("\n") != example.source.strip("\n")):
        return (
            "Die Code-Zelle an dieser Stelle zeigt anderen Code als der Block, den die Tests "
            "ausführen. Auf einer Notebook-Seite muss jeder Python-Block eine Code-Zelle sein "
            "(```python, nicht ```py, ```python3 oder ```{.python}) und jede Code-Zelle ein "
            "getesteter Block (ohne notest)."
        )
    return None


def _check(page: str, examples: list[Example], cells: list[CodeCell]) -> None:
    """Each block is the code cell at the same place; the first difference stops the build."""
    first = next(
        (i for i, pair in enumerate(zip(examples, cells, strict=False)) if _problem(*pair)), None
    )
    if len(cells) > len(examples):
        where = " Die überzählige Zelle steht nach dem letzten Block."
        if first is not None:
            where = (
                f" Die erste überzählige Zelle steht direkt vor: {_where(page, examples[first])}."
            )
        raise NotebookExampleError(
            f"{page}: Die Seite hat {len(cells)} Code-Zellen, die Tests führen aber nur "
            f"{len(examples)} Python-Blöcke aus.{where} Auf einer Notebook-Seite ist jede "
            "Code-Zelle ein getesteter Block, also ohne notest."
        )
    if len(examples) > len(cells):
        missing = examples[len(cells) if first is None else first]
        raise NotebookExampleError(
            f"{_where(page, missing)}: Die Tests führen diesen Block aus, auf der Seite ist er "
            "aber keine Code-Zelle. Nur ```python wird eine Code-Zelle, nicht ```py, "
            "```python3 oder ```{.python}."
        )
    if first is not None:
        raise NotebookExampleError(
            f"{_where(page, examples[first])}: {_problem(examples[first], cells[first])}"
        )


def mark_notebook_examples(
    page_html: str, text: str, highlight: Callable[[str], str], page: str = "Notebook-Seite"
) -> str:
    """The notebook page's HTML with every runnable code cell wrapped like a Markdown block.

    ``text`` is the page's jupytext Markdown, ``highlight`` turns code into the site's
    highlighted block (``site_highlighter``), ``page`` names the page in error messages.
    Raises ``NotebookExampleError`` when the cells and the tested blocks do not match.
    """
    examples = find_examples(text)
    cells = code_cells(page_html)
    _check(page, examples, cells)
    # From the end, so the offsets of the earlier cells stay valid.
    for example, cell in reversed(list(zip(examples, cells, strict=True))):
        if not example.runnable:
            continue
        widget = wrap_example(example, highlight(example.source))
        page_html = page_html[: cell.input_start] + widget + page_html[cell.input_end :]
    return page_html


def site_highlighter(extensions: list, configs: dict) -> Callable[[str], str]:
    """Highlight code exactly as a Markdown page of the site does (its extensions and options).

    The block goes through the site's own Markdown pipeline as a ```` ```python lokal ````
    fence: highlighted like any example, but not wrapped, since the caller wraps it.
    """

    def highlight(source: str) -> str:
        fence = "`" * max(3, _longest_backtick_run(source) + 1)
        text = f"{fence}python {OPT_OUT}\n{source.rstrip(chr(10))}\n{fence}\n"
        out = markdown.Markdown(extensions=extensions, extension_configs=configs).convert(text)
        if 'highlight"><pre>' not in out:  # superfences fell back to plain text
            raise NotebookExampleError(f"Code konnte nicht hervorgehoben werden:\n{source}")
        return out

    return highlight


def _longest_backtick_run(source: str) -> int:
    longest = run = 0
    for char in source:
        run = run + 1 if char == "`" else 0
        longest = max(longest, run)
    return longest
