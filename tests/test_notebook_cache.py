"""The cache of executed notebook pages (lernlabor/web/notebook_cache.py) and the Zensical
page made from it (lernlabor/web/notebook_page.py).

A notebook page runs only when its code, the kernel or a file it imported changed: the tests
run a small notebook with the build's kernel in a temporary repository and watch the log.
"""

import logging

import jupytext
import pytest

from lernlabor.web.notebook_cache import NotebookRunError, executed_outputs
from lernlabor.web.notebook_page import outputs_html, page_with_outputs, without_removed_regions

LOGGER = "mkdocs.plugins.lernlabor.notebooks"
PAGE = """---
jupyter:
  kernelspec:
    display_name: Python 3
    language: python
    name: python3
---

# Seite

```python
from modul import WERT
print(WERT)
```

<!-- #region tags=["ausgabe"] -->
```output
{wert}
```
<!-- #endregion -->

Text dazwischen.

```python lokal tags=["ohne_code"]
from IPython.display import HTML, display
display(HTML('<p class="bild">Bild</p>'))
```
"""


def notebook(root, wert=1, text="Text dazwischen."):
    # the kernel runs in the page's folder (here: the repository), so modul is found there
    page = PAGE.format(wert=wert).replace("Text dazwischen.", text)
    return jupytext.reads(page, fmt="md")


@pytest.fixture
def repo(tmp_path):
    (tmp_path / "modul.py").write_text("WERT = 1\n", "utf-8")
    (tmp_path / "anderer_track.py").write_text("X = 1\n", "utf-8")
    return tmp_path


def run(repo, caplog, nb):
    caplog.clear()
    with caplog.at_level(logging.INFO, logger=LOGGER):
        outputs = executed_outputs(nb, repo, "docs/seite.md", root=repo)
    return outputs, " ".join(record.getMessage() for record in caplog.records)


def copy_of(repo, folder):
    """A copy of ``repo`` whose .cache/notebooks is a link to the repository's, as the
    copies of tests/repo_kopie.py have it."""
    (folder / ".cache").mkdir()
    (folder / ".cache" / "notebooks").symlink_to(repo / ".cache" / "notebooks")
    for name in ("modul.py", "anderer_track.py"):
        (folder / name).write_bytes((repo / name).read_bytes())
    return folder


def test_a_page_runs_once_and_again_only_when_an_imported_file_changes(
    repo, caplog, tmp_path_factory
):
    outputs, log = run(repo, caplog, notebook(repo))
    assert "ausgeführt" in log and "Cache" in log and "neu" in log
    assert outputs[0][0]["text"] == "1\n"
    assert "bild" in outputs[1][0]["data"]["text/html"]

    # text of the page, a file the page does not import: the outputs come from the cache
    _, log = run(repo, caplog, notebook(repo, text="Ganz anderer Text."))
    assert "aus dem Cache" in log and "ausgeführt in" in log
    (repo / "anderer_track.py").write_text("X = 2\n", "utf-8")
    again, log = run(repo, caplog, notebook(repo))
    assert "aus dem Cache" in log
    assert again == outputs
    kopie = copy_of(
        repo, tmp_path_factory.mktemp("kopie")
    )  # a copy sharing the cache, with the same files
    again, log = run(kopie, caplog, notebook(kopie))
    assert "aus dem Cache" in log
    assert again == outputs

    # the imported module: the page runs again, with the new value
    (repo / "modul.py").write_text("WERT = 2\n", "utf-8")
    changed, log = run(repo, caplog, notebook(repo))
    assert "ausgeführt" in log and "geändert: modul.py" in log
    assert changed[0][0]["text"] == "2\n"
    # the copy still has the old module: not the repository's outputs, its own
    own, log = run(kopie, caplog, notebook(kopie))
    assert "ausgeführt" in log and "geändert: modul.py" in log
    assert own[0][0]["text"] == "1\n"


def test_a_failing_cell_names_the_page_and_the_cell(repo):
    nb = notebook(repo)
    nb.cells[-1].source = 'raise RuntimeError("absichtlich")'
    with pytest.raises(NotebookRunError) as error:
        executed_outputs(nb, repo, "docs/seite.md", root=repo)
    message = str(error.value)
    assert message.startswith("docs/seite.md: Code-Zelle 2 ist beim Ausführen gescheitert")
    assert "absichtlich" in message


def test_the_zensical_page_shows_outputs_without_regions_or_hidden_code(repo):
    nb = notebook(repo)
    cells = [cell for cell in nb.cells if cell.cell_type == "code"]
    cells[0].outputs = [{"output_type": "stream", "name": "stdout", "text": "1 < 2\n"}]
    cells[1].outputs = [
        {"output_type": "display_data", "data": {"text/html": '<p class="bild">B</p>'}}
    ]
    body = PAGE.format(root=str(repo), wert=1).split("---\n", 2)[2].splitlines()
    stashed = []

    def stash(html):
        stashed.append(html)
        return f"STASH{len(stashed)}"

    lines = page_with_outputs(without_removed_regions(body), cells, stash, "docs/seite.md")
    text = "\n".join(lines)
    assert "```output" not in text and "#region" not in text  # documented output: tests only
    assert "print(WERT)" in text and text.index("print(WERT)") < text.index("STASH1")
    assert "display(HTML" not in text  # ohne_code: only the output
    assert text.index("Text dazwischen.") < text.index("STASH2")
    assert "<pre>1 &lt; 2\n</pre>" in stashed[0] and 'class="jupyter-wrapper"' in stashed[0]
    assert '<p class="bild">B</p>' in stashed[1]


def test_a_fence_that_is_not_the_cell_stops_the_page(repo):
    nb = notebook(repo)
    cells = [cell for cell in nb.cells if cell.cell_type == "code"]
    body = PAGE.format(root=str(repo), wert=1).split("---\n", 2)[2]
    body = body.replace("print(WERT)", "print(WERT + 1)").splitlines()
    with pytest.raises(Exception, match="nicht die Code-Zelle"):
        page_with_outputs(body, cells, lambda html: "", "docs/seite.md")
    first_only = body[: body.index("Text dazwischen.")]
    with pytest.raises(Exception, match=r"1 ```python-Blöcke auf der Seite, aber 2 Code-Zellen"):
        page_with_outputs(first_only, cells, lambda html: "", "docs/seite.md")


def test_outputs_as_nbconvert_names_them():
    html = outputs_html(
        [
            {"output_type": "stream", "name": "stderr", "text": "warn"},
            {"output_type": "execute_result", "data": {"text/plain": "42"}},
            {"output_type": "display_data", "data": {"image/png": "iVBOR"}},
        ]
    )
    assert 'data-mime-type="application/vnd.jupyter.stderr"' in html
    assert "<pre>42</pre>" in html
    assert 'src="data:image/png;base64,iVBOR"' in html


def test_a_changed_copy_of_a_page_does_not_push_out_the_pages_entry(repo, caplog, monkeypatch):
    """Tests build changed copies of M4·04; the real page must keep its outputs."""
    monkeypatch.setattr("lernlabor.web.notebook_cache.KEEP", 2)
    run(repo, caplog, notebook(repo))
    variant = notebook(repo)
    variant.cells[-1].source += "\nprint('Variante')"
    _, log = run(repo, caplog, variant)
    assert "ausgeführt" in log
    _, log = run(repo, caplog, notebook(repo))
    assert "aus dem Cache" in log
    third = notebook(repo)
    third.cells[-1].source += "\nprint('dritte')"
    run(repo, caplog, third)  # two kept: the page (used just now) and this one
    _, log = run(repo, caplog, notebook(repo))
    assert "aus dem Cache" in log
    assert len(list((repo / ".cache" / "notebooks").glob("*.json"))) == 2
