"""Runnable examples on notebook pages (lernlabor/web/notebook_examples.py).

The small pages are rendered by mkdocs-jupyter's own nbconvert step with mkdocs.yml's options
(without executing them), so the step is tested on the HTML it really gets. The built site
shows the result on M4·04; a strict build of a changed copy shows that a mismatch stops it.
"""

import html
import re
import shutil

import pytest
from mkdocs.config import load_config

from lernlabor.web import example_blocks
from lernlabor.web.notebook_examples import (
    NotebookExampleError,
    code_cells,
    mark_notebook_examples,
    site_highlighter,
)
from tests.browser.site import ROOT, config_with_docs, run_build
from tests.markdown_lauf import bloecke_der_seite
from tests.test_fence import Page

M4_04 = ROOT / "docs" / "ki" / "m4" / "04-was-ein-agent-kostet.md"
M4_04_HTML = "ki/m4/04-was-ein-agent-kostet/index.html"
KOPF = "---\njupyter:\n  kernelspec:\n    display_name: Python 3\n    language: python\n"
KOPF += "    name: python3\n---\n\n"
REGION = '<!-- #region tags=["ausgabe"] -->\n```output\n{}\n```\n<!-- #endregion -->\n\n'
HEFT = (
    KOPF
    + "Text davor.\n\n```python\na = 1\nprint(a)\n```\n\n"
    + REGION.format("1")
    + '```python tags=["ohne_code"]\nb = "verborgen"\n```\n\n'
    + "```python lokal\nc = 3\n```\n\n"
    + '```python\nprint("<&>", a + c)\n```\n\n'
    + REGION.format("<&> 4")
)


@pytest.fixture(scope="module")
def config():
    return load_config(str(ROOT / "mkdocs.yml"))


@pytest.fixture(scope="module")
def highlight(config):
    return site_highlighter(list(config["markdown_extensions"]), config["mdx_configs"])


def nbconvert(text, tmp_path, config):
    """The page's HTML from mkdocs-jupyter's nbconvert step, with mkdocs.yml's options."""
    # Imported here: nbconvert takes a second to import, and every collection of the suite
    # (each worker, each `lernlabor teste`) would pay it.
    from mkdocs_jupyter.convert import nb2html

    path = tmp_path / "heft.md"
    path.write_text(text, "utf8")
    options = config.plugins["mkdocs-jupyter"].config
    return nb2html(
        str(path),
        no_prompt=True,
        remove_tag_config=options["remove_tag_config"],
        markdown_cell_processor="mkdocs",
        include_mathjax=False,
    )


def beispiele(page_html):
    """The wrappers of ``page_html``: number, source, documented output and the shown code."""
    page = Page(page_html)
    found = []
    for div in page.find("div"):
        attrs = div["attrs"]
        if "data-beispiel" in attrs:
            found.append(
                (int(attrs["data-beispiel"]), attrs["data-source"], attrs.get("data-documented"))
            )
    return found


def test_runnable_cells_are_wrapped_with_the_numbers_of_find_examples(tmp_path, config, highlight):
    marked = mark_notebook_examples(nbconvert(HEFT, tmp_path, config), HEFT, highlight)
    assert beispiele(marked) == [
        (1, "a = 1\nprint(a)\n", "1\n"),
        (4, 'print("<&>", a + c)\n', "<&> 4\n"),
    ]
    assert [e.runnable for e in example_blocks.find_examples(HEFT)] == [True, False, False, True]
    # The code is shown as on a Markdown page: the site's highlighter inside the wrapper.
    assert marked.count('<div class="ll-beispiel"') == 2
    assert highlight('print("<&>", a + c)\n') in marked
    assert 'data-source="print(&quot;&lt;&amp;&gt;&quot;, a + c)\n"' in marked


def test_lokal_and_ohne_code_cells_keep_their_notebook_rendering(tmp_path, config, highlight):
    before = nbconvert(HEFT, tmp_path, config)
    marked = mark_notebook_examples(before, HEFT, highlight)
    cells = code_cells(marked)
    assert len(cells) == 4
    assert cells[1].input_start is None  # ohne_code: no code, no button
    assert cells[2].code == "c = 3"  # lokal: nbconvert's cell, as before
    assert re.search(r'class="clipboard-copy-txt"[^>]*>c = 3</div>', marked)
    assert 'b = "verborgen"' not in marked and "b = &quot;verborgen&quot;" not in marked
    # Each cell's real output from the build stays, the runnable ones' included.
    assert before.count("jp-Cell-outputWrapper") == marked.count("jp-Cell-outputWrapper")


def test_without_runnable_cells_the_page_stays_as_nbconvert_made_it(tmp_path, config, highlight):
    text = KOPF + "```python lokal\nprint(1)\n```\n"
    before = nbconvert(text, tmp_path, config)
    assert mark_notebook_examples(before, text, highlight) == before


@pytest.mark.parametrize(
    ("zelle", "meldung"),
    [
        (
            "```python notest\nd = 4\n```\n",
            "5 Code-Zellen, die Tests führen aber nur 4 .*nach dem letzten Block",
        ),
        ("```py\nd = 4\n```\n", "Markdown-Zeile 40: .*aber keine Code-Zelle"),
        ("```{.python}\nd = 4\n```\n", "Markdown-Zeile 40: .*aber keine Code-Zelle"),
        ("```python3\nd = 4\n```\n", "Markdown-Zeile 40: .*zeigt anderen Code"),
    ],
    ids=["notest", "py-fence", "attr-fence", "python3-fence"],
)
def test_cells_that_are_not_the_tested_blocks_stop_the_build(zelle, meldung, tmp_path, config):
    text = HEFT + zelle
    rendered = nbconvert(text, tmp_path, config)
    with pytest.raises(NotebookExampleError, match=meldung):
        mark_notebook_examples(rendered, text, site_highlighter([], {}), "docs/heft.md")


def test_a_cell_showing_other_code_than_the_block_stops_the_build(tmp_path, config, highlight):
    rendered = nbconvert(HEFT, tmp_path, config).replace(">c = 3</div>", ">c = 30</div>")
    with pytest.raises(
        NotebookExampleError, match=r"docs/heft.md, Python-Block ab Markdown-Zeile 26"
    ):
        mark_notebook_examples(rendered, HEFT, highlight, "docs/heft.md")


def test_ohne_code_must_hide_the_code_and_only_ohne_code_may(tmp_path, config, highlight):
    shown = nbconvert(HEFT.replace('tags=["ohne_code"]', ""), tmp_path, config)
    with pytest.raises(NotebookExampleError, match="Schlagwort ohne_code, zeigt auf der Seite"):
        mark_notebook_examples(shown, HEFT, highlight)
    hidden = nbconvert(HEFT, tmp_path, config)
    with pytest.raises(NotebookExampleError, match="Code-Zelle ohne Code"):
        mark_notebook_examples(hidden, HEFT.replace('tags=["ohne_code"]', ""), highlight)


def test_tags_count_only_on_notebook_pages():
    """On a Markdown page ``tags=`` is an unknown word: the block stays runnable, so the
    build stops (test_examples) instead of silently dropping the button."""
    block = '```python tags=["ohne_code"]\nx = 1\n```\n'
    assert example_blocks.find_examples(KOPF + block)[0].runnable is False
    assert example_blocks.find_examples(block)[0].runnable is True
    assert example_blocks.is_notebook(KOPF) and not example_blocks.is_notebook(
        "---\ntitle: x\n---\n"
    )
    assert not example_blocks.is_notebook("jupyter:\n")


def test_the_highlighter_keeps_code_with_backtick_fences():
    config = load_config(str(ROOT / "mkdocs.yml"))
    highlight = site_highlighter(list(config["markdown_extensions"]), config["mdx_configs"])
    out = highlight('text = """\n```\n"""\n')
    assert out.startswith('<div class="highlight"><pre>') and "```" in html.unescape(out)
    with pytest.raises(NotebookExampleError, match="nicht hervorgehoben"):
        site_highlighter([], {})("x = 1\n")  # without superfences: no highlighted block


# --- The built site ---------------------------------------------------------------------------


def test_m4_04_carries_the_test_runners_blocks_as_examples(site):
    page_html = (site / M4_04_HTML).read_text("utf8")
    found = example_blocks.find_examples(M4_04.read_text("utf8"))
    blocks = bloecke_der_seite(M4_04)
    runnable = [e for e in found if e.runnable]
    assert len(runnable) == 6 and len(found) == 8
    assert beispiele(page_html) == [
        (e.number, blocks[e.number - 1].quelle, blocks[e.number - 1].ausgabe) for e in runnable
    ]
    # Diagram and calculator: lokal and ohne_code, no button, no code on the page.
    assert [e.number for e in found if not e.runnable] == [6, 7]
    assert "import matplotlib" not in page_html and "render_calculator" not in page_html
    # Inside each wrapper the highlighted code, as examples.js expects it.
    wrappers = re.findall(r'<div class="ll-beispiel".*?</code></pre></div>', page_html, re.S)
    assert len(wrappers) == 6
    # (a wide block's <code> is a keyboard stop: lernlabor/web/code_focus.py)
    assert all(
        re.search(r'<div class="highlight"><pre><span></span><code[ >]', w) for w in wrappers
    )
    assert 'nachrichten</span> <span class="o">=</span>' in wrappers[0]


def test_a_notest_cell_stops_the_real_strict_build(tmp_path):
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    lesson = docs / M4_04.relative_to(ROOT / "docs")
    text = lesson.read_text("utf8").replace(
        "### Schritt 4:", "```python notest\nprint('nur beim Bauen')\n```\n\n### Schritt 4:"
    )
    lesson.write_text(text, "utf8")
    done = run_build(tmp_path / "site", config_file=config_with_docs(docs, tmp_path / "mkdocs.yml"))
    assert done.returncode != 0
    page = "docs/ki/m4/04-was-ein-agent-kostet.md"
    assert f"{page}: Die Seite hat 9 Code-Zellen, die Tests" in done.stdout + done.stderr
    # The extra cell stands right before the calculator's.
    calculator = next(
        e for e in example_blocks.find_examples(text) if "render_calculator" in e.source
    )
    where = f"direkt vor: {page}, Python-Block ab Markdown-Zeile {calculator.line + 1}."
    assert where in done.stdout + done.stderr
