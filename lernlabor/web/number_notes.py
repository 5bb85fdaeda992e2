"""Number notes: drops the test annotations ``17<!-- = ausdruck -->`` from the rendered page.

``tests/markdown_lauf.py`` reads them from the Markdown source and checks every number in the
prose against the code. The HTML has no use for them, and their Python expressions
(``openai[1]["tool_calls"]``) look like reference links to other inline processors:
mkdocs-autorefs (pulled in by mkdocstrings) warns about every one of them and ``--strict``
fails. So this preprocessor removes them before any inline parsing. It runs after
superfences has stashed fenced code (priority 25), so code blocks keep their text.
"""

from __future__ import annotations

import re

from markdown import Extension
from markdown.preprocessors import Preprocessor

# The comment part of the tests' pattern ``([-+]?\d[\d.,]*)<!--\s*=\s*(.+?)\s*-->``.
NOTE = re.compile(r"<!--\s*=\s*.+?\s*-->")


class DropNumberNotes(Preprocessor):
    """Removes every number note from the page's lines; the number itself stays."""

    def run(self, lines: list[str]) -> list[str]:
        return [NOTE.sub("", line) for line in lines]


class NumberNotesExtension(Extension):
    """Registers the preprocessor just after superfences' fenced-code stash."""

    def extendMarkdown(self, md):  # noqa: N802 – Python-Markdown's name
        md.preprocessors.register(DropNumberNotes(md), "lernlabor_number_notes", 24)


def makeExtension(**kwargs):  # noqa: N802 – Python-Markdown's entry point
    """Entry point for ``markdown_extensions: - lernlabor.web.number_notes``."""
    return NumberNotesExtension(**kwargs)
