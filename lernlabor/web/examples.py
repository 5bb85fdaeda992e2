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

from markdown import Extension
from markdown.postprocessors import Postprocessor
from markdown.preprocessors import Preprocessor
from pymdownx.superfences import SuperFencesException, highlight_validator

from lernlabor.web.example_blocks import NOTEST, OPT_OUT, Example, find_examples

NUMBER_OPTION = "ll_example"  # set by the preprocessor only
TIME_LIMIT = 10.0  # seconds per run (the earlier blocks included), as for an exercise


class ExampleError(Exception):
    """A runnable block could not be rendered; stops the build with the block's line.

    The message is German (authors read it in ``lernlabor teste`` and the build); ``line``
    lets callers that know the page put ``page.md:line:`` in front.
    """

    def __init__(self, message: str, line: int):
        super().__init__(message)
        self.line = line


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
                    f"Der Python-Block ab Zeile {example.line + 1} wird getestet, erscheint auf "
                    "der Seite aber nicht als ausführbares Beispiel. Steht in seiner Zaunzeile "
                    f"ein unbekanntes Wort (erlaubt: {OPT_OUT}, {NOTEST}, title=, hl_lines=, "
                    "linenums=)? Ist ein Zaun darüber nicht geschlossen? Oder fehlt "
                    "pymdownx.superfences die Fence lernlabor.web.examples.format_python für "
                    "diese Sprache?",
                    line=example.line + 1,
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
