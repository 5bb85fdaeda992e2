"""Which blocks of a page are runnable examples: one decision for tests, site and notebook.

``find_examples`` parses the page with markdown-it (CommonMark) the way ``tests/markdown_lauf.py``
runs it: a block counts when its language is ``py``/``python``/``python3`` and its info string
has no ``notest``; the ``output`` fence directly after it (on a notebook page, after a jupytext
region) is its documented output. ``examples.py`` (the Markdown extension that numbers and
wraps the blocks) and ``notebook_examples.py`` read the same list, so test and button agree.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from markdown_it import MarkdownIt

PYTHON = ("py", "python", "python3")  # the languages the test runner runs
OUTPUT = "output"
OPT_OUT = "lokal"  # tested in CI, but no button on the page
NOTEST = "notest"  # neither tested nor runnable (pytest-markdown-docs' own word)
HIDDEN = "ohne_code"  # notebook cell tag: only the output is shown, so nothing to run or edit


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
