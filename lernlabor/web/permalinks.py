"""Markdown extension: each heading's permalink gets a German name that says where it leads.

Python-Markdown's toc extension ends every heading with ``<a class="headerlink"
href="#id" title="Permanent link">¶</a>``. A screen reader announces that link as "¶" (or
"Absatzzeichen"), a list of the page's links shows a row of identical pilcrows, and the
tooltip is English. This postprocessor gives each such link ``aria-label`` and ``title``
"Link zum Abschnitt „…“" with the heading's text; the visible "¶" stays.

It works on the finished HTML, not on the element tree, because mkdocstrings writes the
headings of the reference page as ready HTML (its ``heading`` filter calls toc's
``add_permalink`` itself); after Markdown has put such raw HTML back, every heading looks
the same. Headings never nest, so a heading is the text up to its closing tag. It runs in
every Markdown instance built from mkdocs.yml, the notebook page's Markdown cells included.
tests/test_linktexte.py checks every link of the built site.
"""

from __future__ import annotations

import html
import re

from markdown import Extension, Markdown
from markdown.postprocessors import Postprocessor

LABEL = "Link zum Abschnitt „{heading}“"
HEADING = re.compile(r"<(?P<tag>h[1-6])\b(?P<attrs>[^>]*)>(?P<inner>.*?)</(?P=tag)>", re.S)
PERMALINK = re.compile(r'<a\b(?P<attrs>[^>]*\bclass="headerlink"[^>]*)>(?P<text>.*?)</a>', re.S)
NAMING = re.compile(r'\s(?:title|aria-label)="[^"]*"')
TAG = re.compile(r"<[^>]+>")


def heading_text(inner_html: str) -> str:
    """The words of a heading's inner HTML, without its permalinks and tags."""
    text = TAG.sub(" ", PERMALINK.sub(" ", inner_html))
    return " ".join(html.unescape(text).split())


def label_permalinks(page: str) -> str:
    """``page`` with every heading's permalink named after the heading."""

    def heading(match: re.Match) -> str:
        text = heading_text(match["inner"])
        if not text:
            return match[0]
        label = html.escape(LABEL.format(heading=text), quote=True)

        def permalink(link: re.Match) -> str:
            attrs = NAMING.sub("", link["attrs"])
            return f'<a{attrs} aria-label="{label}" title="{label}">{link["text"]}</a>'

        inner = PERMALINK.sub(permalink, match["inner"])
        return f"<{match['tag']}{match['attrs']}>{inner}</{match['tag']}>"

    return HEADING.sub(heading, page)


class PermalinkLabels(Postprocessor):
    """Runs ``label_permalinks`` once Markdown has restored the raw HTML (priority 30)."""

    def run(self, text: str) -> str:
        return label_permalinks(text)


class PermalinkExtension(Extension):
    """Registers ``PermalinkLabels`` as the last of Markdown's postprocessors."""

    def extendMarkdown(self, md: Markdown) -> None:  # noqa: N802 (Markdown's name)
        md.postprocessors.register(PermalinkLabels(md), "lernlabor_permalinks", 5)


def makeExtension(**kwargs) -> PermalinkExtension:  # noqa: N802 (Markdown's entry point)
    """Entry point for ``markdown_extensions: - lernlabor.web.permalinks``."""
    return PermalinkExtension(**kwargs)
