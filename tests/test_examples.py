"""Runnable examples in the Markdown (lernlabor/web/examples.py): numbering, markup, opt-out.

The numbering must be the test runner's (tests/markdown_lauf.py), block for block, or the
page would run different code than CI checks. Markdown goes through Python-Markdown with the
extensions exactly as mkdocs.yml configures them.
"""

import html
import shutil

import markdown
import pytest
from mkdocs.config import load_config
from pymdownx.superfences import SuperFencesException

from lernlabor.autoren.seiten import uebungs_ids
from lernlabor.uebung import alle
from lernlabor.web import example_blocks, examples
from tests.browser.site import ROOT, config_with_docs, run_build
from tests.markdown_lauf import bloecke_der_seite
from tests.test_fence import Page

DOCS = sorted((ROOT / "docs").rglob("*.md"))

TRICKY = """# Eine Seite mit Sonderfällen

```python
a = 1
print(a)
```

```output
1
```

```py title="zeichen.py"
print("<&\\"'>", a)
```

Ein Satz dazwischen: die Ausgabe gehört nicht mehr zum Block.

```output
<&"'> 1
```

```python lokal
b = 2
```

```python notest
kaputt(
```

!!! tip "In einem Kasten"
    ```python
    print("eingerückt, vom Testlauf nicht gesehen")
    ```

````markdown
```python
print("nur gezeigt")
```
````

```{.python}
print(a)
```

- Ein Listenpunkt

  ```python3
  c = 3
  ```

```python
print(a + c)
```

```output
4
```
"""


def render(text, with_extension=True):
    """HTML of ``text`` with mkdocs.yml's Markdown extensions (optionally without ours)."""
    config = load_config(str(ROOT / "mkdocs.yml"))
    extensions = list(config["markdown_extensions"])
    if not with_extension:
        extensions.remove("lernlabor.web.examples")
    return markdown.Markdown(
        extensions=extensions, extension_configs=config["mdx_configs"]
    ).convert(text)


def runner_view(path):
    return [(n, b.zeile, b.quelle, b.ausgabe) for n, b in enumerate(bloecke_der_seite(path), 1)]


def extension_view(text):
    return [
        (e.number, e.line + 1, e.source, e.documented) for e in example_blocks.find_examples(text)
    ]


@pytest.mark.parametrize(
    # Markdown pages with Python blocks; notebook pages: tests/test_notebook_examples.py.
    "path",
    [p for p in DOCS if "jupyter:" not in p.read_text("utf8")[:200] and bloecke_der_seite(p)],
    ids=lambda p: str(p.relative_to(ROOT)),
)
def test_rendered_numbers_are_the_test_runners_on_every_page(path):
    """The buttons on the rendered page carry the numbers and code of the blocks CI runs."""
    text = path.read_text("utf8")
    unknown = [i for i in uebungs_ids(path) if i not in {u.id for u in alle()}]
    if unknown:  # the build names the page and line of each (CourseError): reported once
        pytest.skip(f"unknown exercise ids {unknown}, reported by the build")
    try:
        _, found = wrappers(text)
    except examples.ExampleError as error:  # "page:line: …" is what lernlabor teste reads
        pytest.fail(f"{path.relative_to(ROOT)}:{error.line}: {error}", pytrace=False)
    shown = [
        (int(w["attrs"]["data-beispiel"]), html.unescape(w["attrs"]["data-source"])) for w in found
    ]
    runnable = {e.number for e in example_blocks.find_examples(text) if e.runnable}
    assert shown == [(n, quelle) for n, _, quelle, _ in runner_view(path) if n in runnable]


def test_a_region_between_block_and_output_keeps_the_output():
    """Notebook pages put the documented output in a jupytext region; it still belongs."""
    text = '```python\nprint(5)\n```\n\n<!-- #region tags=["ausgabe"] -->\n```output\n5\n```\n'
    text += "<!-- #endregion -->\n"
    (found,) = example_blocks.find_examples(text)
    assert found.documented == "5\n" and found.documented_line == 6


def test_numbering_is_the_test_runners_on_a_tricky_page(tmp_path):
    path = tmp_path / "seite.md"
    path.write_text(TRICKY, "utf8")
    found = example_blocks.find_examples(TRICKY)
    assert extension_view(TRICKY) == runner_view(path)
    # a, zeichen.py, lokal, {.python}, the list item, a + c: not notest, nested or shown
    assert [e.source.split("\n")[0] for e in found] == [
        "a = 1",
        'print("<&\\"\'>", a)',
        "b = 2",
        "print(a)",
        "c = 3",
        "print(a + c)",
    ]
    assert [e.runnable for e in found] == [True, True, False, True, True, True]
    assert found[1].documented is None  # a sentence stands between block and output


def with_class(page, name):
    """The divs of ``page`` that carry the class ``name``."""
    return [e for e in page.find("div") if name in e["attrs"].get("class", "").split()]


def wrappers(source):
    page = Page(render(source))
    return page, with_class(page, "ll-beispiel")


def test_each_runnable_block_is_wrapped_with_its_number_source_and_output():
    page, found = wrappers(TRICKY)
    runnable = [e for e in example_blocks.find_examples(TRICKY) if e.runnable]
    assert [int(w["attrs"]["data-beispiel"]) for w in found] == [1, 2, 4, 5, 6]
    for wrapper, example in zip(found, runnable, strict=True):
        attrs = wrapper["attrs"]
        assert attrs["data-source"] == example.source  # exact, quotes and <&> included
        assert attrs.get("data-documented") == example.documented
        assert attrs["data-time-limit"] == "10"
        code = "".join(line for line in wrapper["text"].splitlines(keepends=True))
        assert example.source.strip() in html.unescape(code)
    assert "zeichen.py" in found[1]["text"]  # title= still works inside the wrapper


def test_opt_out_notest_and_nested_blocks_stay_plain_highlighted_code():
    out = render(TRICKY)
    page = Page(out)
    codes = [e["text"] for e in page.find("code")]
    for shown in ("b = 2", "kaputt(", "eingerückt, vom Testlauf", 'print("nur gezeigt")'):
        assert any(shown in code for code in codes), shown
    assert "```python lokal" not in out and "```python notest" not in out
    plain = [e for e in with_class(page, "highlight") if "b = 2" in e["text"]]
    assert plain and all("b = 2" not in w["text"] for w in wrappers(TRICKY)[1])


def test_without_javascript_the_page_holds_the_same_code_as_before():
    with_examples = Page(render(TRICKY))
    without = Page(render(TRICKY, with_extension=False))
    highlighted = [e["text"] for e in with_class(with_examples, "highlight")]
    assert highlighted and highlighted == [e["text"] for e in with_class(without, "highlight")]
    assert with_examples.find("button") == []


def test_a_hand_written_number_that_does_not_exist_stops_the_build():
    with pytest.raises(SuperFencesException, match="example number '99' is unknown"):
        render('```python lokal ll_example="99"\nprint(1)\n```\n')


def test_a_runnable_block_that_was_not_rendered_stops_the_build():
    # Our extension without the custom fence: the block would show without a button.
    md = markdown.Markdown(extensions=["lernlabor.web.examples", "pymdownx.superfences"])
    with pytest.raises(examples.ExampleError, match="Python-Block ab Zeile 1 wird getestet"):
        md.convert("```python\nprint(1)\n```\n")


def test_a_typo_in_the_fence_line_stops_the_build():
    # The highlighter rejects unknown words and superfences would print the fence as text,
    # while the test runner still runs the block: the page would silently lose its button.
    with pytest.raises(examples.ExampleError, match="unbekanntes Wort"):
        render("Text\n\n```python lokl\nprint(1)\n```\n")


def test_a_typo_in_a_lesson_stops_the_real_strict_build(tmp_path):
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    lesson = docs / "ki" / "m4" / "02-tool-use-schleife.md"
    lesson.write_text(lesson.read_text("utf-8") + "\n```python lokl\nprint(1)\n```\n", "utf-8")
    config = config_with_docs(docs, tmp_path / "mkdocs.yml")
    done = run_build(tmp_path / "site", config_file=config)
    assert done.returncode != 0
    line = len(lesson.read_text("utf-8").splitlines()) - 2
    assert f"Der Python-Block ab Zeile {line} wird getestet" in done.stderr + done.stdout
