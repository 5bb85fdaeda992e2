"""The ```kurs block (lernlabor/web/kurs.py) and the lesson pages it reads (lessons.py)."""

import json
import re

import markdown
import pytest

from lernlabor.uebung import alle, finde
from lernlabor.web.lessons import CourseError, find_lessons, markdown_text, read_lesson
from tests.browser.site import ROOT

KOPF = "*Track KI · M9 Test · Baustein {n} · etwa {m} Minuten*"
KOPF_M10 = "*Track KI · M10 Test · Baustein 01 · etwa 20 Minuten*"


def lesson_md(title, n, minutes, ids=(), header=None):
    parts = [f"# {title}", "", header or KOPF.format(n=n, m=minutes), "", "## Übungen"]
    for number, exercise_id in enumerate(ids, start=1):
        parts += ["", f"### Übung {number}: Aufgabe `{number}` (leicht)", "", "Text.", ""]
        parts += ["```uebung", f"id: {exercise_id}", "```"]
    return "\n".join(parts) + "\n"


def notebook_py(title, n, minutes, ids=()):
    """A jupytext percent notebook: Markdown cells are comments after '# %% [markdown]'."""
    lines = ["# %% [markdown]", f"# # {title}", "#", f"# {KOPF.format(n=n, m=minutes)}"]
    lines += ["", "# %%", "print('```uebung')  # code cells do not count", ""]
    for exercise_id in ids:
        lines += ["# %% [markdown]", "# ### Übung", "#", "# ```uebung", f"# id: {exercise_id}"]
        lines += ["# ```", ""]
    return "\n".join(lines)


def render(text, docs, page_dir=None):
    md = markdown.Markdown(
        extensions=[
            "tables",
            "attr_list",
            "md_in_html",
            "toc",
            "fenced_code",
            "lernlabor.web.kurs",
        ],
        extension_configs={
            "lernlabor.web.kurs": {"docs_dir": str(docs), "page_dir": str(page_dir or docs)}
        },
    )
    return md.convert(text)


@pytest.fixture
def docs(tmp_path):
    root = tmp_path / "docs"
    (root / "ki" / "m9").mkdir(parents=True)
    (root / "ki" / "m10").mkdir(parents=True)
    return root


def test_the_real_lesson_has_its_header_and_every_exercise_of_its_page():
    lessons = find_lessons(ROOT / "docs" / "ki")
    first = lessons[0]
    assert first.path.name == "02-tool-use-schleife.md"
    assert (first.kennung, first.titel, first.minuten) == ("M4·02", "Die Tool-Use-Schleife", 55)
    fences = re.findall(r"^```uebung\nid: (\S+)", first.path.read_text("utf-8"), re.M)
    assert [u[0] for u in first.uebungen] == fences
    assert [u[0] for u in first.uebungen] == [u.id for u in alle() if u.id.startswith("m4-02")]
    assert first.uebungen[1][1] == finde("m4-02-uebung-2").titel


def test_lessons_of_md_py_and_ipynb_pages_in_folder_and_number_order(docs):
    (docs / "ki" / "m9" / "03-b.md").write_text(lesson_md("B", "03", 30, ["m4-02-uebung-3"]))
    (docs / "ki" / "m9" / "01-a.md").write_text(
        "---\njupytext:\n  formats: md:myst\n---\n" + lesson_md("A", "01", 20)
    )
    (docs / "ki" / "m9" / "index.md").write_text("# Keine Lektion\n")
    (docs / "ki" / "m10" / "04-notebook.py").write_text(
        notebook_py("Notebook", "04", 40, ["m4-02-uebung-1", "m4-02-uebung-2"])
    )
    cells = [{"cell_type": "markdown", "source": [lesson_md("Nb", "02", 15, ["m4-02-zusatz"])]}]
    (docs / "ki" / "m9" / "02-nb.ipynb").write_text(json.dumps({"cells": cells}))
    lessons = find_lessons(docs / "ki")
    # Folders in natural order (m9 before m10), then by number; index.md is no lesson.
    assert [(x.titel, x.minuten, len(x.uebungen)) for x in lessons] == [
        ("A", 20, 0),
        ("Nb", 15, 1),
        ("B", 30, 1),
        ("Notebook", 40, 2),
    ]
    assert lessons[3].uebungen[0][2] == "Übung"  # the heading above the fence


def test_block_renders_a_table_per_module_with_links_and_weiter(docs):
    (docs / "ki" / "m9" / "01-a.md").write_text(lesson_md("A", "01", 20, ["m4-02-uebung-1"]))
    (docs / "ki" / "m10" / "02-b.md").write_text(lesson_md("B", "02", 25, ["m4-02-uebung-2"]))
    html = render("Vorher\n\n```kurs\nordner: ki\n```\n\nNachher\n", docs)
    assert html.count("<table>") == 1  # both lessons are in module "M9 Test"
    rows = re.findall(r"<tr>\s*<td>(.*?)</td>\s*<td>(.*?)</td>\s*<td>(.*?)</td>", html, re.S)
    assert rows == [
        ('<a href="ki/m9/01-a.md">M9·01 A</a>', "etwa 20 Minuten", "1"),
        ('<a href="ki/m10/02-b.md">M9·02 B</a>', "etwa 25 Minuten", "1"),
    ]
    assert "Zusammen: 2 Lektionen, etwa 45 Minuten, 2 Übungen." in html
    weiter = re.search(r'<p class="ll-weiter"><a [^>]*href="([^"]+)"[^>]*>([^<]+)</a>', html)
    assert weiter.group(1) == "ki/m9/01-a.md#ubung-1-aufgabe-1-leicht"
    assert weiter.group(2) == f"Weiter: Übung „{finde('m4-02-uebung-1').titel}“ (M9·01 A)"
    stand = re.findall(r'data-uebungen="([^"]+)"', html)
    data = [json.loads(s.replace("&quot;", '"')) for s in stand]
    assert data[0] == [
        {"id": "m4-02-uebung-1", "titel": finde("m4-02-uebung-1").titel,
         "anker": "ubung-1-aufgabe-1-leicht"}
    ]  # fmt: skip
    assert "Vorher" in html and "Nachher" in html


def test_optional_exercises_are_counted_apart_and_weiter_skips_them(docs):
    """A Zusatzübung is optional: the lesson is done without it, "Weiter" never starts there."""
    (docs / "ki" / "m9" / "01-a.md").write_text(lesson_md("A", "01", 20, ["m4-02-zusatz"]))
    (docs / "ki" / "m9" / "02-b.md").write_text(
        lesson_md("B", "02", 25, ["m4-02-uebung-2", "m4-02-zusatz"])
    )
    html = render("```kurs\nordner: ki\n```\n", docs)
    rows = re.findall(r"<tr>\s*<td>.*?</td>\s*<td>.*?</td>\s*<td>(.*?)</td>", html, re.S)
    assert rows == ["1 freiwillig", "1 + 1 freiwillig"]
    assert "Zusammen: 2 Lektionen, etwa 45 Minuten, 1 Übung (dazu 2 freiwillige)." in html
    weiter = re.search(r'<p class="ll-weiter"><a [^>]*href="([^"]+)"', html)
    assert weiter.group(1).startswith("ki/m9/02-b.md#")
    stand = re.findall(r'data-uebungen="([^"]+)"', html)
    data = [json.loads(s.replace("&quot;", '"')) for s in stand]
    assert [[item.get("freiwillig", False) for item in lesson] for lesson in data] == [
        [True],
        [False, True],
    ]


def test_links_are_relative_to_the_page_that_holds_the_block(docs):
    (docs / "ki" / "m9" / "01-a.md").write_text(lesson_md("A", "01", 20))
    html = render("```kurs\nordner: ki\n```\n", docs, page_dir=docs / "ki" / "m10")
    assert '<a href="../m9/01-a.md">M9·01 A</a>' in html
    assert "ll-weiter" not in html  # no exercise anywhere: nothing to continue with


def test_a_kurs_block_shown_inside_another_fence_stays_as_code(docs):
    text = "````markdown\n```kurs\nordner: ki\n```\n````\n"
    html = markdown.Markdown(
        extensions=["fenced_code", "lernlabor.web.kurs"],
        extension_configs={"lernlabor.web.kurs": {"docs_dir": str(docs)}},
    ).convert(text)
    assert "ordner: ki" in html and "ll-kurs" not in html


def headings(html):
    """The levels of the headings in ``html``, in order."""
    return [int(level) for level in re.findall(r"<h([1-6])[ >]", html)]


@pytest.mark.parametrize(
    ("above", "levels"),
    [
        ("# Track\n\nText.\n", [1, 2, 2]),
        ("# Start\n\n## Die Lektionen\n", [1, 2, 3, 3]),
        ("Track\n=====\n\nLektionen\n---------\n", [1, 2, 3, 3]),
        ("# A\n\n```markdown\n### im Code\n```\n", [1, 2, 2]),  # code is no heading
        ("# A\n\n```\ncode\n```\n---\n", [1, 2, 2]),  # a rule after a fence is no heading
        ("###### Ganz unten\n", [6, 6, 6]),
        ("Kein Titel\n", [2, 2]),  # Material sets the page title as the h1
    ],
    ids=["under h1", "under h2", "setext", "heading in code", "rule after fence", "h6", "none"],
)
def test_module_headings_sit_one_level_below_the_heading_above_the_block(docs, above, levels):
    """A block right under the page title (as ``neu track`` writes it) gets h2 modules, one
    under an h2 gets h3: axe's heading-order rule found an h1 followed by h3."""
    (docs / "ki" / "m9" / "01-a.md").write_text(lesson_md("A", "01", 20))
    (docs / "ki" / "m10" / "01-b.md").write_text(lesson_md("B", "01", 20, header=KOPF_M10))
    html = render(above + "\n```kurs\nordner: ki\n```\n", docs)
    assert headings(html) == levels


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (lesson_md("A", "01", 20, header="*etwa 20 Minuten*"), "fehlt die Kopfzeile"),
        (lesson_md("A", "07", 20), "nennt Baustein 07, der Dateiname aber 01"),
        ("*Track KI · M9 Test · Baustein 01 · etwa 5 Minuten*\n", "braucht eine Überschrift"),
        (lesson_md("A", "01", 20, ["m9-gibt-es-nicht"]), "m9-gibt-es-nicht"),
        (lesson_md("A", "01", 20) + "```uebung\nid x\n```\n", "```uebung"),
    ],
    ids=["no header", "wrong number", "no title", "unknown exercise", "broken fence"],
)
def test_a_broken_lesson_page_stops_with_a_message_naming_the_file(docs, content, message):
    page = docs / "ki" / "m9" / "01-a.md"
    page.write_text(content)
    with pytest.raises(CourseError, match=re.escape(message)) as caught:
        read_lesson(page)
    assert str(caught.value).startswith(f"{page}:")
    # With "file:line:" in front, lernlabor teste shows the author the place on the page.
    assert re.match(rf"{re.escape(str(page))}:\d+: ", str(caught.value)), str(caught.value)


@pytest.mark.parametrize(
    ("content", "line"),
    [
        (lesson_md("A", "01", 20, header="*etwa 20 Minuten*"), 3),
        ("\n\n# A\n\n\n" + lesson_md("A", "07", 20).split("\n", 1)[1], 7),
        ("Text ohne Titel\n", 1),
    ],
    ids=["no header", "wrong number after blank lines", "no title"],
)
def test_header_errors_name_the_line_of_the_header(docs, content, line):
    page = docs / "ki" / "m9" / "01-a.md"
    page.write_text(content)
    with pytest.raises(CourseError) as caught:
        read_lesson(page)
    assert str(caught.value).startswith(f"{page}:{line}: "), str(caught.value)


def test_an_unknown_id_is_reported_at_its_line_like_the_fence_does(docs):
    page = docs / "ki" / "m9" / "01-a.md"
    page.write_text("---\ntitle: A\n---\n" + lesson_md("A", "01", 20, ["m9-gibt-es-nicht"]))
    line = page.read_text().splitlines().index("id: m9-gibt-es-nicht") + 1
    with pytest.raises(CourseError) as caught:
        read_lesson(page)
    assert str(caught.value).startswith(
        f"{page}:{line}: Unbekannte Übung 'm9-gibt-es-nicht'. Bekannte Übungen: "
    )


@pytest.mark.parametrize(
    ("block", "message"),
    [
        ("```kurs\n```\n", "Es fehlt „ordner"),
        ("```kurs\nordner: gibt-es-nicht\n```\n", "Den Ordner"),
        ("```kurs\ntrack: ki\n```\n", "erwartet „ordner"),
        ("```kurs\nordner: ki\n", "nicht mit ``` geschlossen"),
    ],
    ids=["empty", "missing folder", "unknown key", "unclosed"],
)
def test_a_broken_kurs_block_stops_with_a_german_message(docs, block, message):
    with pytest.raises(CourseError, match=re.escape(message)):
        render(block, docs)


def test_broken_notebook_is_reported(docs):
    page = docs / "ki" / "m9" / "01-a.ipynb"
    page.write_text("{kein json")
    with pytest.raises(CourseError, match="kein lesbares Notebook"):
        markdown_text(page)
