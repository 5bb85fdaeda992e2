"""Reads the lesson pages of a track: title, module, duration and exercises of each page.

The ```` ```kurs ```` block (``kurs.py``) renders what this module finds. Nothing is typed by
hand; where each figure comes from:

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

A lesson page that breaks a rule raises ``CourseError`` with a message naming the file (and
line), which stops the MkDocs build.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

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
        raise CourseError(f"{path}:1: Die Lektion braucht eine Überschrift „# Titel“.")
    # "path:line:" in front: lernlabor teste shows the author that place on the page
    header_at = next((i for i in range(title_at + 1, len(lines)) if lines[i]), title_at + 1)
    header = lines[header_at] if header_at < len(lines) else ""
    match = HEADER.match(header)
    if match is None:
        raise CourseError(
            f"{path}:{header_at + 1}: Unter dem Titel fehlt die Kopfzeile im Format "
            "„*Track KI · M4 Agenten · Baustein 02 · etwa 55 Minuten*“ "
            f"(gefunden: {header[:80]!r})."
        )
    number = LESSON_FILE.match(path.name)["nummer"]
    if match["baustein"] != number:
        raise CourseError(
            f"{path}:{header_at + 1}: Die Kopfzeile nennt Baustein {match['baustein']}, "
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
