"""Was die Suite sammelt: Ohne die Docstrings der Testmodule geht kein Test verloren.

``tests/conftest.py`` lässt pytest-markdown-docs die Docstrings der ``.py``-Dateien unter
``tests/`` nicht nach Python-Blöcken durchsuchen (0,7 s bei jedem Sammeln). Das ist nur
richtig, solange dort kein Block steht, den das Plugin als Test laufen ließe.
"""

import ast
from pathlib import Path

from markdown_it import MarkdownIt
from pytest_markdown_docs.plugin import extract_fence_tests

TESTS = Path(__file__).resolve().parent


def bloecke_in_docstrings(pfad):
    """(Zeile, Zahl der Blöcke) je Docstring der Datei, der Python-Blöcke als Tests enthält."""
    parser = MarkdownIt("commonmark")
    for knoten in ast.walk(ast.parse(pfad.read_text("utf-8"))):
        if not isinstance(
            knoten, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef
        ):
            continue
        text = ast.get_docstring(knoten)
        bloecke = list(extract_fence_tests(parser, text, 0, pfad)) if text else []
        if bloecke:
            yield getattr(knoten, "lineno", 1), len(bloecke)


def test_kein_testmodul_hat_python_bloecke_in_docstrings():
    funde = [
        f"{pfad.relative_to(TESTS.parent)}:{zeile}: {anzahl} Block/Blöcke"
        for pfad in sorted(TESTS.rglob("*.py"))
        for zeile, anzahl in bloecke_in_docstrings(pfad)
    ]
    assert funde == [], (
        "Python-Blöcke in Docstrings laufen nicht als Test (tests/conftest.py, "
        f"pytest_collect_file): {funde}"
    )


def test_die_suche_findet_einen_block_im_docstring(tmp_path):
    """Die Prüfung oben ist scharf: ein Block in einer Funktion wird gefunden, mit Zeile."""
    datei = tmp_path / "modul.py"
    datei.write_text('def f():\n    """Beispiel:\n\n    ```python\n    f()\n    ```\n    """\n')
    assert list(bloecke_in_docstrings(datei)) == [(1, 1)]
    datei.write_text('"""Ohne Test:\n\n```python notest\nf()\n```\n"""\n')
    assert list(bloecke_in_docstrings(datei)) == []
