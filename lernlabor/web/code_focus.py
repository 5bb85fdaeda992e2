"""Markdown extension: code blocks too wide for the page are keyboard stops from the start.

Material makes a code block that overflows focusable (``tabindex="0"``), so it can be
scrolled with the keyboard, but it decides when it mounts the block. With ``content.lazy``
(mkdocs.yml) it mounts a block only once it comes into view: a keyboard user tabbing past a
wide block they have not seen yet would skip it. This postprocessor sets ``tabindex="0"`` at
build time on every block with a line longer than ``WIDE`` characters: in Chromium, 77 fit in
the narrowest code area of Material's layouts from 700 px up (80 at 1280 px, 42 at 412 px).
When Material mounts the block, it corrects the guess: it keeps the stop where the block
really overflows (also in a window narrower than 700 px) and removes it elsewhere and on
devices without hover.
"""

from __future__ import annotations

import html
import re

from markdown import Extension, Markdown
from markdown.postprocessors import Postprocessor

WIDE = 76
CODE = re.compile(
    r"(?P<open><pre\b[^>]*>(?:<span></span>)?<code\b)(?P<attrs>[^>]*)>(?P<body>.*?)</code>", re.S
)
TAG = re.compile(r"<[^>]+>")


def longest_line(code_html: str) -> int:
    """Length of the longest line a code block shows, tags and entities undone."""
    text = html.unescape(TAG.sub("", code_html))
    return max((len(line) for line in text.splitlines()), default=0)


def mark_wide_code(page: str) -> str:
    """``page`` with ``tabindex="0"`` on each block code element with a line over ``WIDE``."""

    def mark(match: re.Match) -> str:
        attrs = match["attrs"]
        if "tabindex" not in attrs and longest_line(match["body"]) > WIDE:
            attrs += ' tabindex="0"'
        return f"{match['open']}{attrs}>{match['body']}</code>"

    return CODE.sub(mark, page)


class WideCodeFocus(Postprocessor):
    """Runs ``mark_wide_code`` once Markdown has restored the raw HTML (priority 30)."""

    def run(self, text: str) -> str:
        return mark_wide_code(text)


class WideCodeExtension(Extension):
    """Registers ``WideCodeFocus`` among the last of Markdown's postprocessors."""

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's name)
        md.postprocessors.register(WideCodeFocus(md), "lernlabor_code_focus", 4)


def makeExtension(**kwargs) -> WideCodeExtension:  # noqa: N802 (Markdown's entry point)
    """Entry point for ``markdown_extensions: - lernlabor.web.code_focus``."""
    return WideCodeExtension(**kwargs)
