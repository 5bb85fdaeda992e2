"""Runnable examples: every Python block of a page that CI runs gets an "Ausführen" button.

mkdocs.yml loads this module as a Markdown extension and routes the ``python``, ``py`` and
``python3`` fences through it (superfences custom fences)::

    markdown_extensions:
      - lernlabor.web.examples
      - pymdownx.superfences:
          custom_fences:
            - name: python
              class: highlight
              validator: !!python/name:lernlabor.web.examples.validate
              format: !!python/name:lernlabor.web.examples.format_python

Which blocks count, and in which order, is decided exactly like ``tests/markdown_lauf.py``
decides it: the page is parsed with markdown-it (CommonMark), a block counts when its
language is ``py``/``python``/``python3`` and its info string has no ``notest``; the
``output`` fence directly after it is its documented output. A preprocessor numbers those
blocks in the fence line (``ll_example="3"``) before superfences sees them, and the fence
formatter wraps the normal highlighted block in ``<div data-beispiel="3">`` with the source
and the documented output as attributes. ``examples.js`` adds the buttons; without
JavaScript the page reads as before.

The word ``lokal`` in the info string (```` ```python lokal ````) keeps a block tested but
without a button, for code that only makes sense on the learner's machine. On a notebook page
(jupytext, ``notebook_examples.py`` wraps its code cells) jupytext keeps the word as cell
metadata, and a cell tagged ``ohne_code`` (its code is not shown) gets no button either.
"""

from __future__ import annotations

import html
import json
import re
from dataclasses import dataclass

from markdown import Extension
from markdown.postprocessors import Postprocessor
from markdown.preprocessors import Preprocessor
from markdown_it import MarkdownIt
from pymdownx.superfences import SuperFencesException, highlight_validator

PYTHON = ("py", "python", "python3")  # the languages the test runner runs
OUTPUT = "output"
OPT_OUT = "lokal"  # tested in CI, but no button on the page
NOTEST = "notest"  # neither tested nor runnable (pytest-markdown-docs' own word)
HIDDEN = "ohne_code"  # notebook cell tag: only the output is shown, so nothing to run or edit
NUMBER_OPTION = "ll_example"  # set by the preprocessor only
TIME_LIMIT = 10.0  # seconds per run (the earlier blocks included), as for an exercise


class ExampleError(Exception):
    """A runnable block could not be rendered; stops the build with the block's line."""


@dataclass
class Example:
    """One block the test runner runs, in page order (``number`` is 1-based)."""

    number: int
    line: int  # 0-based line of the opening fence in the Markdown text
    source: str
    documented: str | None
    runnable: bool
    rendered: bool = False
    documented_line: int | None = None  # 1-based line of the ```output fence
    hidden: bool = False  # a notebook cell tagged ohne_code: the page shows no code


def _words(info: str) -> list[str]:
    """The info string as the test runner reads it: braces and a leading dot dropped."""
    return info.strip().strip("{}").split()


def _language(info: str) -> str:
    words = _words(info)
    return words[0].lstrip(".") if words else ""


def is_notebook(text: str) -> bool:
    """Whether ``text`` is a jupytext page (front matter with ``jupyter:``), a notebook page.

    Only there do cell tags (``tags=["ohne_code"]``) mean something; on other pages an
    unknown word in the fence line stops the build.
    """
    end = text.find("\n---", 3) if text.startswith("---\n") else -1
    return end != -1 and re.search(r"^jupyter:", text[4:end], re.M) is not None


def _tags(info: str) -> list[str]:
    """The cell tags jupytext reads from a fence line (``python tags=["ohne_code"]``)."""
    match = re.search(r"\btags=(\[.*?\])", info)
    try:
        tags = json.loads(match[1]) if match else []
    except ValueError:
        return []
    return [tag for tag in tags if isinstance(tag, str)]


def find_examples(text: str) -> list[Example]:
    """The page's test blocks in page order: the one place that decides which blocks count.

    ``tests/markdown_lauf.py`` (``bloecke_der_seite``) runs exactly these blocks in CI, and the
    preprocessor numbers exactly these on the page, so test and button always agree.
    """
    tokens = [token for token in MarkdownIt("commonmark").parse(text) if token.map]
    notebook = is_notebook(text)
    examples = []
    for index, token in enumerate(tokens):
        if token.type != "fence" or _language(token.info) not in PYTHON:
            continue
        if NOTEST in token.info.split():
            continue
        following = tokens[index + 1] if index + 1 < len(tokens) else None
        if _is_region(following) and index + 2 < len(tokens):
            following = tokens[index + 2]
        documented = documented_line = None
        if following is not None and following.type == "fence":
            if _language(following.info) == OUTPUT:
                documented, documented_line = following.content, following.map[0] + 1
        hidden = notebook and HIDDEN in _tags(token.info)
        runnable = OPT_OUT not in _words(token.info) and not hidden
        examples.append(
            Example(
                len(examples) + 1,
                token.map[0],
                token.content,
                documented,
                runnable,
                documented_line=documented_line,
                hidden=hidden,
            )
        )
    return examples


def _is_region(token) -> bool:
    """Whether ``token`` opens a jupytext region (``<!-- #region tags=["ausgabe"] -->``).

    On a notebook page the documented output stands in such a region, so that the built page
    shows only the cell's real output; it still belongs to the block above.
    """
    return (
        token is not None
        and token.type == "html_block"
        and token.content.startswith("<!-- #region")
    )


def _mark(line: str, number: int) -> str:
    """Add the number option to a fence line, in its own syntax (options or ``{attrs}``)."""
    option = f' {NUMBER_OPTION}="{number}"'
    stripped = line.rstrip()
    if stripped.endswith("}"):
        return stripped[:-1] + option + "}"
    return stripped + option


class NumberExamples(Preprocessor):
    """Finds the test blocks of the page and writes each runnable one's number into its fence."""

    def __init__(self, md, extension: ExamplesExtension):
        super().__init__(md)
        self.extension = extension

    def run(self, lines: list[str]) -> list[str]:
        examples = find_examples("\n".join(lines))
        self.extension.examples = {example.number: example for example in examples}
        lines = list(lines)
        for example in examples:
            if example.runnable:
                lines[example.line] = _mark(lines[example.line], example.number)
        return lines


class CheckRendered(Postprocessor):
    """Every runnable block must have become a widget; otherwise the page would lie."""

    def __init__(self, md, extension: ExamplesExtension):
        super().__init__(md)
        self.extension = extension

    def run(self, text: str) -> str:
        for example in self.extension.examples.values():
            if example.runnable and not example.rendered:
                raise ExampleError(
                    f"Python block at Markdown line {example.line + 1} is run by the tests "
                    "but was not rendered as a runnable example. Is there an unknown word in "
                    f"its fence line (allowed: {OPT_OUT}, {NOTEST}, title=, hl_lines=, "
                    "linenums=)? Or pymdownx.superfences lacks the custom fence "
                    "lernlabor.web.examples.format_python for this language."
                )
        return text


class ExamplesExtension(Extension):
    """Registers the numbering (before superfences) and the final completeness check."""

    def __init__(self, **kwargs):
        self.examples: dict[int, Example] = {}
        super().__init__(**kwargs)

    def extendMarkdown(self, md):  # noqa: N802 – Python-Markdown's name
        md.registerExtension(self)
        # After normalize_whitespace (30), before superfences' fenced_code_block (25).
        md.preprocessors.register(NumberExamples(md, self), "lernlabor_examples", 29)
        md.postprocessors.register(CheckRendered(md, self), "lernlabor_examples_check", 0)

    def reset(self):
        self.examples = {}


def _extension(md) -> ExamplesExtension | None:
    for extension in getattr(md, "registeredExtensions", []):
        if isinstance(extension, ExamplesExtension):
            return extension
    return None


def validate(language, inputs, options, attrs, md) -> bool:
    """Accept the number, ``lokal`` and ``notest``; everything else as the normal highlighter."""
    inputs = dict(inputs)
    if NUMBER_OPTION in inputs:
        options[NUMBER_OPTION] = inputs.pop(NUMBER_OPTION)
    for word in (OPT_OUT, NOTEST):
        inputs.pop(word, None)
    return highlight_validator(language, inputs, options, attrs, md)


def format_python(source, language, css_class, options, md, **kwargs) -> str:
    """Highlight the block as usual and, when it is a numbered example, wrap it for the widget."""
    number = options.pop(NUMBER_OPTION, None)
    try:
        highlighted = md.preprocessors["fenced_code_block"].highlight(
            src=source, language=language, options=options, md=md, **kwargs
        )
        if number is None:
            return highlighted
        return wrap_example(_example(md, number, source), highlighted)
    except SuperFencesException:
        raise
    except Exception as error:
        # superfences would swallow this and print the fence as plain text: stop the build.
        raise SuperFencesException(
            f"Python example could not be rendered: {type(error).__name__}: {error}"
        ) from error


def _example(md, number: str, source: str) -> Example:
    extension = _extension(md)
    example = extension.examples.get(int(number)) if extension else None
    if example is None:
        raise SuperFencesException(
            f"```python: example number {number!r} is unknown. The option {NUMBER_OPTION} "
            "is set by lernlabor.web.examples; do not write it by hand."
        )
    if example.source.strip("\n") != source.strip("\n"):
        raise SuperFencesException(
            f"```python at Markdown line {example.line + 1}: superfences read a different "
            "block than the test runner; the page cannot be numbered reliably."
        )
    example.rendered = True
    return example


def wrap_example(example: Example, highlighted: str) -> str:
    """The block as before, inside an element that carries what the page needs to run it.

    Markdown pages and notebook pages (``notebook_examples.py``) use this same markup, so
    ``examples.js`` and the browser tests treat both alike.
    """
    esc = html.escape
    attributes = [
        'class="ll-beispiel"',
        f'data-beispiel="{example.number}"',
        f'data-time-limit="{TIME_LIMIT:g}"',
        f'data-source="{esc(example.source)}"',
    ]
    if example.documented is not None:
        attributes.append(f'data-documented="{esc(example.documented)}"')
    return f"<div {' '.join(attributes)}>\n{highlighted}\n</div>"


def makeExtension(**kwargs):  # noqa: N802 – Python-Markdown looks for this name
    """Entry point for ``markdown_extensions: - lernlabor.web.examples``."""
    return ExamplesExtension(**kwargs)
