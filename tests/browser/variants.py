"""Variants of the site for the page-speed benchmark, each to measure what one part costs.

- from the built site, copied with some scripts taken out of every page: our scripts, or
  Material's bundle, or both;
- built with a changed copy of mkdocs.yml: one ``theme.features`` entry less, or without
  Material's search plugin;
- built from a copy of ``docs/`` in which each Markdown lesson is split at its headings into
  shorter pages (the first part keeps the lesson's file name, so links to it still work).

Each function fails with a message naming the part of mkdocs.yml or the page it expected,
so a changed config does not silently measure the wrong thing.
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

OUR_SCRIPT = re.compile(r'<script src="[^"]*assets/lernlabor/[^"]*"[^>]*></script>\n?')
OUR_PRELOAD = re.compile(r'<link rel="modulepreload" href="[^"]*assets/lernlabor/[^"]*">\n?')
# partials/python-start.html: starts the worker from <head> on pages opened at an anchor
OUR_INLINE = re.compile(
    r"<script>(?:(?!</script>).)*lernlaborWorker(?:(?!</script>).)*</script>\n?", re.S
)
MATERIAL_SCRIPT = re.compile(r'<script src="[^"]*assets/javascripts/bundle\.[^"]*"></script>\n?')
HEADING = re.compile(r"^#{2,3} ")
FENCE = re.compile(r"^\s*(`{3,}|~{3,})")


class VariantError(RuntimeError):
    """A variant cannot be made: mkdocs.yml or a page is not shaped as expected."""


def without_our_js(html: str) -> str:
    """The page without any script of ours (loader, preloaded widget, early worker start)."""
    for pattern in (OUR_SCRIPT, OUR_PRELOAD, OUR_INLINE):
        html = pattern.sub("", html)
    return html


def without_material_js(html: str) -> str:
    """The page without Material's bundle (its small inline scripts stay; they need no bundle)."""
    return MATERIAL_SCRIPT.sub("", html)


def copy_site(source: Path, target: Path, transform) -> None:
    """Copy a built site, every HTML page passed through ``transform``; the rest hard-linked."""

    def link_or_copy(src, dst):
        try:
            os.link(src, dst)
        except OSError:
            shutil.copy2(src, dst)

    shutil.copytree(source, target, copy_function=link_or_copy)
    for page in target.rglob("*.html"):
        text = page.read_text("utf-8")
        page.unlink()  # a hard link: write a new file, never into the shared one
        page.write_text(transform(text), "utf-8")


def enabled_features(config_text: str) -> list[str]:
    """The ``theme.features`` entries of mkdocs.yml, in their order."""
    block = re.search(r"^  features:\n((?:    (?:- .+|#.*)\n)+)", config_text, re.M)
    if block is None:
        raise VariantError("mkdocs.yml: no 'theme: features:' list found.")
    return re.findall(r"^    - (\S+)", block.group(1), re.M)


def _remove_once(text: str, part: str, what: str) -> str:
    if text.count(part) != 1:
        raise VariantError(f"mkdocs.yml: {what} is not there exactly once ({part!r}).")
    return text.replace(part, "")


def without_feature(config_text: str, feature: str) -> str:
    """mkdocs.yml with one Material feature switched off."""
    return _remove_once(config_text, f"    - {feature}\n", f"feature {feature}")


def without_search(config_text: str) -> str:
    """mkdocs.yml without Material's search plugin (no search box, no search index)."""
    block = re.search(r"^  - search:\n(?:      .+\n)*", config_text, re.M)
    if block is None:
        raise VariantError("mkdocs.yml: no '- search:' plugin entry found.")
    return _remove_once(config_text, block.group(0), "the search plugin")


def split_lesson(text: str, parts: int) -> list[str]:
    """A Markdown lesson cut at ``##``/``###`` headings into ``parts`` pieces of similar length.

    Headings inside code fences do not count. Fewer pieces come back when the lesson has
    fewer headings. Pieces after the first start with their heading; Material then takes the
    page title from the navigation.
    """
    if parts < 1:
        raise ValueError("parts must be at least 1")
    lines = text.splitlines(keepends=True)
    cuts, fence = [], None
    for number, line in enumerate(lines):
        opened = FENCE.match(line)
        if opened and fence is None:
            fence = opened.group(1)[0]
        elif opened and opened.group(1)[0] == fence:
            fence = None
        elif fence is None and HEADING.match(line) and number:
            cuts.append(number)
    total = len(text)
    chosen, offsets = [], [sum(len(line) for line in lines[:c]) for c in cuts]
    for k in range(1, parts):
        goal = total * k / parts
        best = min(
            (c for c in zip(cuts, offsets, strict=True) if not chosen or c[0] > chosen[-1]),
            key=lambda c: abs(c[1] - goal),
            default=None,
        )
        if best is not None:
            chosen.append(best[0])
    bounds = [0, *chosen, len(lines)]
    return ["".join(lines[a:b]) for a, b in zip(bounds, bounds[1:], strict=False)]


def is_notebook(text: str) -> bool:
    """True for a jupytext page (front matter with ``jupyter:``), which is not split."""
    return text.startswith("---\n") and "\njupyter:" in text.split("\n---", 1)[0]


def split_docs(docs: Path, target: Path, config_text: str, parts: int) -> tuple[str, dict]:
    """Copy ``docs`` to ``target`` with each Markdown lesson of ``docs/ki`` split.

    Part 1 keeps the lesson's file; parts 2.. are ``teil-<n>-<name>.md`` (no lesson number
    in front, so the course overview does not count them as lessons) and go into the nav
    below part 1. Returns the changed mkdocs.yml text and, per lesson page URL, the URLs of
    its parts.
    """
    shutil.copytree(docs, target)
    split: dict[str, list[str]] = {}
    for lesson in sorted((target / "ki").rglob("[0-9][0-9]-*.md")):
        text = lesson.read_text("utf-8")
        if is_notebook(text):
            continue
        pieces = split_lesson(text, parts)
        rel = lesson.relative_to(target).as_posix()
        entry = re.search(rf"^(\s+)- (.+): {re.escape(rel)}\n", config_text, re.M)
        if entry is None:
            raise VariantError(f"mkdocs.yml: no nav entry for {rel}.")
        indent, title = entry.group(1), entry.group(2)
        lines = [f"{indent}- {title} (Teil 1/{len(pieces)}): {rel}\n"]
        urls = [rel.removesuffix(".md") + "/"]
        lesson.write_text(pieces[0], "utf-8")
        for n, piece in enumerate(pieces[1:], start=2):
            part = lesson.with_name(f"teil-{n}-{lesson.stem}.md")
            part.write_text(piece, "utf-8")
            part_rel = part.relative_to(target).as_posix()
            lines.append(f"{indent}- {title} (Teil {n}/{len(pieces)}): {part_rel}\n")
            urls.append(part_rel.removesuffix(".md") + "/")
        config_text = config_text.replace(entry.group(0), "".join(lines))
        split[urls[0]] = urls
    return config_text, split
