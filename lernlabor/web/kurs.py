"""Markdown extension: the course overview of a track, generated from the lesson pages.

A page writes the block (at the start of a line)::

    ```kurs
    ordner: ki
    ```

and gets, per module, a table of the lessons in ``docs/ki/`` (link, duration, number of
exercises, the learner's progress filled in by ``js/progress.js``) and a "Weiter" link to
the first exercise. ``lessons.py`` reads the pages and says where each figure comes from;
this module turns the block into Markdown. A lesson page or a block that breaks a rule stops
the build with a message naming the file. mkdocs.yml passes the folders, so relative links
come out right on any page. The docs folder and the page come from the engine
(``engine_page.py``: MkDocs or Zensical), so mkdocs.yml names the extension without options;
``docs_dir`` and ``page_dir`` can still be given, e.g. by a test with a plain ``Markdown``.
"""

from __future__ import annotations

import html
import json
import os
import re
from pathlib import Path, PurePosixPath

from markdown import Extension
from markdown.extensions.toc import slugify as toc_slugify
from markdown.preprocessors import Preprocessor

from lernlabor.uebung.definition import ist_freiwillig
from lernlabor.web.engine_page import current_page
from lernlabor.web.lessons import CourseError, Lesson, find_lessons

_BLOCK_START = re.compile(r"^```kurs\s*$")
_FENCE = re.compile(r"^(?P<mark>`{3,}|~{3,})")
_ATX_HEADING = re.compile(r"^(#{1,6})(?:\s|$)")
_SETEXT_UNDERLINE = re.compile(r"^ {0,3}(=+|-+)\s*$")


def _cell(text: str) -> str:
    """Text for a Markdown table cell: escaped HTML, no pipes, no link brackets."""
    return html.escape(text).replace("|", "&#124;").replace("[", "&#91;").replace("]", "&#93;")


def default_anchor(heading: str) -> str:
    """The id Python-Markdown's toc extension gives a heading with its default settings."""
    return toc_slugify(heading, "-")


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _required(lesson: Lesson) -> list[tuple[str, str, str]]:
    """The lesson's exercises without the optional ones (Zusatzübungen)."""
    return [exercise for exercise in lesson.uebungen if not ist_freiwillig(exercise[0])]


def _exercises(lesson: Lesson) -> str:
    """The "Übungen" cell: "3", "3 + 1 freiwillig", or "1 freiwillig" (only optional ones)."""
    required = len(_required(lesson))
    optional = len(lesson.uebungen) - required
    if not optional:
        return f"{required}"
    return f"{required} + {optional} freiwillig" if required else f"{optional} freiwillig"


def render_overview(
    lessons: list[Lesson], page_dir: Path, anchor, level: int, ordner: str = ""
) -> list[str]:
    """Markdown lines of the overview; links relative to ``page_dir`` so MkDocs checks them.

    ``anchor(heading)`` turns an exercise's heading into the id the toc extension gives it,
    so "Weiter" lands on the task text above the widget. ``level`` is the level of the module
    headings: one below the heading the block stands under, so no level is skipped (WCAG).
    ``ordner`` names the track in ``data-ordner``: a start page holds one block per track.
    """
    if not lessons:
        return ["*Noch keine Lektionen.*"]
    out = [f'<div class="ll-kurs" data-ordner="{html.escape(ordner)}" markdown>', ""]
    modul = None
    for lesson in lessons:
        if lesson.modul != modul:
            modul = lesson.modul
            out += ["", f"{'#' * level} {_cell(modul)}", ""]
            out += ["| Lektion | Dauer | Übungen | Dein Stand |", "| --- | --- | --- | --- |"]
        link = PurePosixPath(os.path.relpath(lesson.path, page_dir).replace(os.sep, "/"))
        data = [
            {"id": i, "titel": t, "anker": anchor(h) if h else ""}
            | ({"freiwillig": True} if ist_freiwillig(i) else {})
            for i, t, h in lesson.uebungen
        ]
        stand = (
            f'<span class="ll-stand" data-uebungen="'
            f'{html.escape(json.dumps(data, ensure_ascii=False))}">–</span>'
        )
        out.append(
            f"| [{_cell(lesson.kennung)} {_cell(lesson.titel)}]({link}) "
            f"| etwa {lesson.minuten} Minuten | {_exercises(lesson)} | {stand} |"
        )
    minutes = sum(lesson.minuten for lesson in lessons)
    required = sum(len(_required(lesson)) for lesson in lessons)
    optional = sum(len(lesson.uebungen) - len(_required(lesson)) for lesson in lessons)
    extra = f" (dazu {optional} freiwillige)" if optional else ""
    out += [
        "",
        f"Zusammen: {_count(len(lessons), 'Lektion', 'Lektionen')}, etwa {minutes} Minuten, "
        f"{_count(required, 'Übung', 'Übungen')}{extra}.",
    ]
    first = next((lesson for lesson in lessons if _required(lesson)), None)
    if first is not None:
        link = PurePosixPath(os.path.relpath(first.path, page_dir).replace(os.sep, "/"))
        _id, titel, heading = _required(first)[0]
        fragment = f"#{anchor(heading)}" if heading else ""
        out += [
            "",
            f"[Weiter: Übung „{_cell(titel)}“ ({_cell(first.kennung)} {_cell(first.titel)})]"
            f"({link}{fragment}){{ .md-button .md-button--primary }}",
            "{: .ll-weiter }",
        ]
    return [*out, "", "</div>"]


def _heading_level(line: str, previous: str) -> int | None:
    """The level of the heading that ``line`` makes (after ``previous``), else None."""
    atx = _ATX_HEADING.match(line)
    if atx:
        return len(atx.group(1))
    underline = _SETEXT_UNDERLINE.match(line)
    paragraph = previous.strip() and not (_ATX_HEADING.match(previous) or _FENCE.match(previous))
    if underline and paragraph:
        return 1 if underline.group(1)[0] == "=" else 2
    return None


class CoursePreprocessor(Preprocessor):
    """Replaces each ```kurs block with the generated overview (before superfences)."""

    def __init__(self, md, extension: CourseExtension):
        super().__init__(md)
        self.extension = extension

    def run(self, lines: list[str]) -> list[str]:
        out, index, fence = [], 0, None
        above = 1  # the level of the last heading so far; Material's page title is an h1
        while index < len(lines):
            line = lines[index]
            opener = _FENCE.match(line)
            if fence is not None:  # inside another fence: copy as it is
                if opener and opener["mark"][0] == fence[0] and len(opener["mark"]) >= len(fence):
                    fence = None if line.strip() == opener["mark"] else fence
                out.append(line)
            elif _BLOCK_START.match(line):
                end = index + 1
                while end < len(lines) and lines[end].strip() != "```":
                    end += 1
                if end == len(lines):
                    raise CourseError("```kurs: Der Block wird nicht mit ``` geschlossen.")
                out += self.extension.overview(lines[index + 1 : end], min(above + 1, 6))
                index = end
            else:
                if opener:
                    fence = opener["mark"]
                above = _heading_level(line, out[-1] if out else "") or above
                out.append(line)
            index += 1
        return out


class CourseExtension(Extension):
    """Registers the ```kurs block; see the module docstring for the rules."""

    def __init__(self, **kwargs):
        self.config = {
            "docs_dir": ["", "The docs folder; default: the engine's, else docs."],
            "page_dir": ["", "Folder of the page being rendered; default: the engine's page."],
        }
        super().__init__(**kwargs)

    def overview(self, body: list[str], level: int) -> list[str]:
        """The overview lines for one block body (``ordner: <folder below docs>``), with
        module headings of ``level``."""
        values = {}
        for line in body:
            if not line.strip():
                continue
            key, _, value = line.partition(":")
            if key.strip() != "ordner" or not value.strip():
                raise CourseError(f"```kurs: erwartet „ordner: <Ordner>“, gefunden {line!r}.")
            values["ordner"] = value.strip()
        if "ordner" not in values:
            raise CourseError("```kurs: Es fehlt „ordner: <Ordner unter docs>“, etwa „ordner: ki“.")
        page = current_page(self.md)
        docs_dir = Path(
            os.fspath(self.getConfig("docs_dir")) or (page.docs_dir if page else "docs")
        )
        page_dir = os.fspath(self.getConfig("page_dir")) or (page.folder if page else docs_dir)
        toc = self.md.treeprocessors["toc"] if "toc" in self.md.treeprocessors else None
        anchor = (lambda text: toc.slugify(text, toc.sep)) if toc else default_anchor
        lessons = find_lessons(docs_dir / values["ordner"])
        return render_overview(lessons, Path(page_dir), anchor, level, values["ordner"])

    def extendMarkdown(self, md):
        self.md = md
        md.preprocessors.register(CoursePreprocessor(md, self), "lernlabor_kurs", 27)


def makeExtension(**kwargs):
    """Entry point for Python-Markdown (``- lernlabor.web.kurs`` in mkdocs.yml)."""
    return CourseExtension(**kwargs)
