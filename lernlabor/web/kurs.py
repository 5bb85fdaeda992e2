"""Markdown extension: the course overview of a track, generated from the lesson pages.

A page writes the block (at the start of a line)::

    ```kurs
    ordner: ki
    ```

and gets, per module, a table of the lessons in ``docs/ki/`` (link, duration, number of
exercises, the learner's progress filled in by ``js/progress.js``) and a "Weiter" link to
the first exercise. Nothing is typed by hand; where each figure comes from:

- **Lesson page**: every file below the folder whose name starts with two digits and a
  hyphen (``02-tool-use-schleife.md``) and ends in ``.md``, ``.py`` (jupytext percent
  notebook, rendered by mkdocs-jupyter) or ``.ipynb``. Other files (an ``index.md``) are not
  lessons. Notebooks are read through their Markdown cells.
- **Title**: the page's first ``# `` heading.
- **Module, number, duration**: the header line right under the title,
  ``*Track KI · M4 Agenten · Baustein 02 · etwa 55 Minuten …*``; the Baustein number must
  match the file name.
- **Exercises**: the page's ```` ```uebung ```` fences, in page order, each id resolved in
  the register (``lernlabor.uebung.finde``) for its title.

A lesson page that breaks a rule stops the build with a message naming the file. mkdocs.yml
passes the folders, so relative links come out right on any page::

    - lernlabor.web.kurs:
        docs_dir: !relative $docs_dir
        page_dir: !relative
"""

from __future__ import annotations

import html
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from markdown import Extension
from markdown.extensions.toc import slugify as toc_slugify
from markdown.preprocessors import Preprocessor

from lernlabor.uebung import finde
from lernlabor.web.fence import parse_source

try:
    from mkdocs.exceptions import BuildError
except ImportError:  # plain Python-Markdown without MkDocs
    BuildError = Exception

LESSON_FILE = re.compile(r"^(?P<nummer>\d\d)-.+\.(?:md|py|ipynb)$")
HEADER = re.compile(
    r"^\*Track (?P<track>[^·*]+?) · (?P<modul>[^·*]+?) · Baustein (?P<baustein>\d+)"
    r" · etwa (?P<minuten>\d+) Minuten\b[^*]*\*$"
)
_BLOCK_START = re.compile(r"^```kurs\s*$")
_FENCE = re.compile(r"^(?P<mark>`{3,}|~{3,})")
_HEADING = re.compile(r"^#{1,6} +(?P<text>.+?)(?: +#+)? *$")
_NOTEBOOK_MARKDOWN = re.compile(r"^# %% \[(?:markdown|md)\]")


class CourseError(BuildError):
    """A lesson page or a ```kurs block breaks the rules; the message says how to fix it.

    A MkDocs ``BuildError``, so the build stops with this one message and no traceback.
    """


@dataclass(frozen=True)
class Lesson:
    """One lesson page as the overview shows it."""

    path: Path
    titel: str
    modul: str
    baustein: str
    minuten: int
    uebungen: tuple[tuple[str, str, str], ...]  # (id, title, heading above) in page order

    @property
    def kennung(self) -> str:
        """Short name like ``M4·02``: the module's first word and the Baustein number."""
        return f"{self.modul.split()[0]}·{self.baustein}"


def markdown_text(path: Path) -> str:
    """The Markdown of a page: a .md file, or the Markdown cells of a notebook."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".ipynb":
        try:
            cells = json.loads(text)["cells"]
        except (ValueError, KeyError, TypeError) as error:
            raise CourseError(f"{path}: kein lesbares Notebook ({error}).") from None
        sources = [c.get("source", "") for c in cells if c.get("cell_type") == "markdown"]
        return "\n\n".join("".join(s) if isinstance(s, list) else str(s) for s in sources)
    lines = text.splitlines()
    if path.suffix == ".py":  # same line numbers as the file: other lines become empty
        inside = False
        for number, line in enumerate(lines):
            if line.startswith("# %%"):
                inside = bool(_NOTEBOOK_MARKDOWN.match(line))
                lines[number] = ""
            else:
                lines[number] = re.sub(r"^# ?", "", line) if inside else ""
    elif lines and lines[0] == "---":  # front matter (MkDocs meta, jupytext): blanked
        end = next((i for i, line in enumerate(lines[1:], 1) if line == "---"), 0)
        lines[: end + 1] = [""] * (end + 1)
    return "\n".join(lines)


def exercise_ids(text: str, path: Path) -> list[tuple[str, str, int]]:
    """(id, heading above, line) of each ```uebung fence in page order, parsed by fence.py."""
    ids, lines, index, heading = [], text.splitlines(), 0, ""
    while index < len(lines):
        if _HEADING.match(lines[index]):
            heading = _HEADING.match(lines[index])["text"]
        elif lines[index].strip() == "```uebung":
            end = index + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            try:
                exercise_id = parse_source("\n".join(lines[index + 1 : end]))["id"]
            except Exception as error:
                raise CourseError(f"{path}:{index + 1}: {error}") from None
            line = next(
                (n for n in range(index + 1, end) if lines[n].strip().startswith("id")), index
            )
            ids.append((exercise_id, heading, line + 1))
            index = end
        index += 1
    return ids


def read_lesson(path: Path) -> Lesson:
    """Title, header line and exercises of one lesson page; raises CourseError if one is off."""
    text = markdown_text(path)
    lines = [line.strip() for line in text.splitlines()]
    title_at = next((i for i, line in enumerate(lines) if line.startswith("# ")), None)
    if title_at is None:
        raise CourseError(f"{path}: Die Lektion braucht eine Überschrift „# Titel“.")
    header = next((line for line in lines[title_at + 1 :] if line), "")
    match = HEADER.match(header)
    if match is None:
        raise CourseError(
            f"{path}: Unter dem Titel fehlt die Kopfzeile im Format "
            "„*Track KI · M4 Agenten · Baustein 02 · etwa 55 Minuten*“ "
            f"(gefunden: {header[:80]!r})."
        )
    number = LESSON_FILE.match(path.name)["nummer"]
    if match["baustein"] != number:
        raise CourseError(
            f"{path}: Die Kopfzeile nennt Baustein {match['baustein']}, "
            f"der Dateiname aber {number}."
        )
    exercises = []
    for exercise_id, heading, line in exercise_ids(text, path):
        try:
            exercises.append((exercise_id, finde(exercise_id).titel, heading))
        except KeyError as error:  # the same message as the fence on the lesson page gives
            raise CourseError(f"{path}:{line}: {error.args[0]}") from None
    return Lesson(
        path=path,
        titel=lines[title_at][2:].strip(),
        modul=match["modul"].strip(),
        baustein=match["baustein"],
        minuten=int(match["minuten"]),
        uebungen=tuple(exercises),
    )


def _natural(part: str):
    return [int(piece) if piece.isdigit() else piece for piece in re.split(r"(\d+)", part)]


def find_lessons(folder: Path) -> list[Lesson]:
    """All lesson pages below ``folder``, ordered by folder (natural order) and number."""
    if not folder.is_dir():
        raise CourseError(f"```kurs: Den Ordner {folder} gibt es nicht.")
    paths = [p for p in folder.rglob("*") if p.is_file() and LESSON_FILE.match(p.name)]
    paths.sort(key=lambda p: [_natural(part) for part in p.relative_to(folder).parts])
    return [read_lesson(path) for path in paths]


def _cell(text: str) -> str:
    """Text for a Markdown table cell: escaped HTML, no pipes, no link brackets."""
    return html.escape(text).replace("|", "&#124;").replace("[", "&#91;").replace("]", "&#93;")


def default_anchor(heading: str) -> str:
    """The id Python-Markdown's toc extension gives a heading with its default settings."""
    return toc_slugify(heading, "-")


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def render_overview(lessons: list[Lesson], page_dir: Path, anchor=default_anchor) -> list[str]:
    """Markdown lines of the overview; links relative to ``page_dir`` so MkDocs checks them.

    ``anchor(heading)`` turns an exercise's heading into the id the toc extension gives it,
    so "Weiter" lands on the task text above the widget.
    """
    if not lessons:
        return ["*Noch keine Lektionen.*"]
    out = ['<div class="ll-kurs" markdown>', ""]
    modul = None
    for lesson in lessons:
        if lesson.modul != modul:
            modul = lesson.modul
            out += ["", f"### {_cell(modul)}", ""]
            out += ["| Lektion | Dauer | Übungen | Dein Stand |", "| --- | --- | --- | --- |"]
        link = PurePosixPath(os.path.relpath(lesson.path, page_dir).replace(os.sep, "/"))
        data = [
            {"id": i, "titel": t, "anker": anchor(h) if h else ""} for i, t, h in lesson.uebungen
        ]
        stand = (
            f'<span class="ll-stand" data-uebungen="'
            f'{html.escape(json.dumps(data, ensure_ascii=False))}">–</span>'
        )
        out.append(
            f"| [{_cell(lesson.kennung)} {_cell(lesson.titel)}]({link}) "
            f"| etwa {lesson.minuten} Minuten | {len(lesson.uebungen)} | {stand} |"
        )
    minutes = sum(lesson.minuten for lesson in lessons)
    count = sum(len(lesson.uebungen) for lesson in lessons)
    out += [
        "",
        f"Zusammen: {_count(len(lessons), 'Lektion', 'Lektionen')}, etwa {minutes} Minuten, "
        f"{_count(count, 'Übung', 'Übungen')}.",
    ]
    first = next((lesson for lesson in lessons if lesson.uebungen), None)
    if first is not None:
        link = PurePosixPath(os.path.relpath(first.path, page_dir).replace(os.sep, "/"))
        _id, titel, heading = first.uebungen[0]
        fragment = f"#{anchor(heading)}" if heading else ""
        out += [
            "",
            f"[Weiter: Übung „{_cell(titel)}“ ({_cell(first.kennung)} {_cell(first.titel)})]"
            f"({link}{fragment}){{ .md-button .md-button--primary }}",
            "{: .ll-weiter }",
        ]
    return [*out, "", "</div>"]


class CoursePreprocessor(Preprocessor):
    """Replaces each ```kurs block with the generated overview (before superfences)."""

    def __init__(self, md, extension: CourseExtension):
        super().__init__(md)
        self.extension = extension

    def run(self, lines: list[str]) -> list[str]:
        out, index, fence = [], 0, None
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
                out += self.extension.overview(lines[index + 1 : end])
                index = end
            else:
                if opener:
                    fence = opener["mark"]
                out.append(line)
            index += 1
        return out


class CourseExtension(Extension):
    """Registers the ```kurs block; see the module docstring for the rules."""

    def __init__(self, **kwargs):
        self.config = {
            "docs_dir": ["docs", "The docs folder (mkdocs.yml: !relative $docs_dir)."],
            "page_dir": ["", "Folder of the page being rendered (mkdocs.yml: !relative)."],
        }
        super().__init__(**kwargs)

    def overview(self, body: list[str]) -> list[str]:
        """The overview lines for one block body (``ordner: <folder below docs>``)."""
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
        docs_dir = Path(os.fspath(self.getConfig("docs_dir")))
        page_dir = os.fspath(self.getConfig("page_dir")) or docs_dir
        toc = self.md.treeprocessors["toc"] if "toc" in self.md.treeprocessors else None
        anchor = (lambda text: toc.slugify(text, toc.sep)) if toc else default_anchor
        lessons = find_lessons(docs_dir / values["ordner"])
        return render_overview(lessons, Path(page_dir), anchor)

    def extendMarkdown(self, md):
        self.md = md
        md.preprocessors.register(CoursePreprocessor(md, self), "lernlabor_kurs", 27)


def makeExtension(**kwargs):
    """Entry point for Python-Markdown (``- lernlabor.web.kurs`` in mkdocs.yml)."""
    return CourseExtension(**kwargs)
