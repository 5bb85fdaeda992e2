"""What keeps rebuilds under ``mkdocs serve`` fast must still see every change.

``site_files`` keeps its result while no source changes (lernlabor/web/site_files.py), and
mkdocs-jupyter's ``should_include`` answers once per state of a file (notebook_cache.py).
"""

from types import SimpleNamespace

import lernlabor.web.site_files as site_files_module
from lernlabor.web.notebook_cache import remember_inclusion


def test_site_files_are_made_again_exactly_when_a_source_changes(tmp_path, monkeypatch):
    module = tmp_path / "lernlabor" / "modul.py"
    module.parent.mkdir()
    module.write_text("A = 1\n", "utf-8")
    (tmp_path / "lernlabor" / "__pycache__").mkdir()
    made = []

    def make(downloads, root):
        made.append(module.read_text("utf-8"))
        return {"assets/x": module.read_bytes()}

    monkeypatch.setattr(site_files_module, "_site_files", make)
    monkeypatch.setattr(site_files_module, "_made", {})
    first = site_files_module.site_files([], tmp_path)
    (tmp_path / "lernlabor" / "__pycache__" / "modul.pyc").write_bytes(b"x")  # not a source
    assert site_files_module.site_files([], tmp_path) == first and len(made) == 1
    module.write_text("A = 22\n", "utf-8")
    assert site_files_module.site_files([], tmp_path) == {"assets/x": b"A = 22\n"}
    assert made == ["A = 1\n", "A = 22\n"]
    (tmp_path / "package-lock.json").write_text("{}", "utf-8")  # a new Pyodide or bundler
    site_files_module.site_files([], tmp_path)
    assert len(made) == 3


def test_should_include_is_asked_again_when_the_page_changes(tmp_path):
    page = tmp_path / "seite.md"
    page.write_text("# Seite\n", "utf-8")
    asked = []

    def should_include(file):
        asked.append(file.abs_src_path)
        return "jupyter:" in page.read_text("utf-8")

    remembered = remember_inclusion(should_include, (("*.md",), ()))
    file = SimpleNamespace(abs_src_path=str(page))
    assert remembered(file) is False and remembered(file) is False
    assert len(asked) == 1
    page.write_text("---\njupyter:\n---\n# Seite\n", "utf-8")
    assert remembered(file) is True and len(asked) == 2
    other_patterns = remember_inclusion(should_include, (("*.ipynb",), ()))
    other_patterns(file)
    assert len(asked) == 3
