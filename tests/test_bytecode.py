"""The site's lernlabor zip carries bytecode from the served Pyodide (lernlabor/web/bytecode.py).

The Pyodide tests show the point of it: importing lernlabor in Pyodide compiles nothing, and
a source that no longer matches its .pyc still wins. The rest covers the build step itself.
"""

import io
import json
import zipfile

import pytest

from lernlabor.web import bytecode, node_step
from lernlabor.web.bytecode import BytecodeError, needs_bytecode, with_bytecode
from lernlabor.web.pyodide_assets import (
    build_lernlabor_zip,
    lernlabor_zip_entries,
    site_zip_entries,
)

from .test_pyodide import pyodide_setup, run_harness

__all__ = ["pyodide_setup"]  # a fixture, used by name

# Imports every lernlabor module the browser may import, and lists those compiled from source
# (the module with the names, bytecode_probe, is imported before the recording starts).
IMPORT_ALL = """
import importlib, importlib.machinery, json, pathlib, site
from bytecode_probe import MODULES
compiled = []
original = importlib.machinery.SourceFileLoader.source_to_code
def record(self, data, path, *args, **kwargs):
    compiled.append(pathlib.Path(path).relative_to(site.getsitepackages()[0]).as_posix())
    return original(self, data, path, *args, **kwargs)
importlib.machinery.SourceFileLoader.source_to_code = record
for name in MODULES:
    importlib.import_module(name)
print(json.dumps({"imported": len(MODULES), "compiled": compiled}))
"""


def importable_modules(archive: zipfile.ZipFile) -> list[str]:
    """Dotted names of the zip's modules that get bytecode (the browser may import them)."""
    names = []
    for name in sorted(archive.namelist()):
        if needs_bytecode(name) and not name.endswith("/__main__.py"):  # runs, not imported
            module = name[: -len(".py")].removesuffix("/__init__").replace("/", ".")
            names.append(module)
    return names


@pytest.fixture(scope="module")
def node(pyodide_setup):
    """Node with the pinned Pyodide installed (test_pyodide's fixture checks for both)."""
    return pyodide_setup[0]


@pytest.fixture(scope="module")
def site_zip(repo_root, node):
    return with_bytecode(repo_root, site_zip_entries(repo_root))


def run_import_all(repo_root, node, data, tmp_path, edit=None):
    """Unpack ``data`` in Pyodide (as the worker does), import every module, report compiles."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        modules = importable_modules(archive)
        entries = {name: archive.read(name) for name in archive.namelist()}
    probe = f"MODULES = {modules!r}\n".encode()
    entries["bytecode_probe.py"] = probe  # outside the package: importing it imports no lernlabor
    entries.update(edit or {})
    path = tmp_path / "lernlabor.zip"
    with zipfile.ZipFile(path, "w") as archive:
        for name, content in entries.items():
            archive.writestr(name, content)
    done = run_harness(repo_root, node, path, "-", stdin=IMPORT_ALL)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_pyodide_imports_every_lernlabor_module_without_compiling(
    repo_root, node, site_zip, tmp_path
):
    report = run_import_all(repo_root, node, site_zip, tmp_path)
    assert report["imported"] > 50
    assert report["compiled"] == []


def test_without_bytecode_pyodide_compiles_them_all(repo_root, node, tmp_path):
    # Counter-check: the probe really sees compiling, so the empty list above means something.
    report = run_import_all(repo_root, node, build_lernlabor_zip(repo_root), tmp_path)
    assert len(report["compiled"]) == report["imported"]


def test_a_changed_source_wins_over_its_bytecode(repo_root, node, site_zip, tmp_path):
    # Hash-checked .pyc: an edited file is compiled afresh, never run from stale bytecode.
    name = "lernlabor/tracks/ki/simulator/kosten.py"
    with zipfile.ZipFile(io.BytesIO(site_zip)) as archive:
        source = archive.read(name) + b"\nGEAENDERT = True\n"
    report = run_import_all(repo_root, node, site_zip, tmp_path, edit={name: source})
    assert report["compiled"] == [name]


def test_the_site_serves_the_zip_with_bytecode(built_site, repo_root, site_zip):
    served = (built_site / "assets" / "lernlabor" / "lernlabor.zip").read_bytes()
    assert served == site_zip


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("lernlabor/__init__.py", True),
        ("lernlabor/tracks/ki/simulator/kosten.py", True),
        ("lernlabor/tracks/ki/uebungen/m4_02/zusatz/pruefungen.py", True),
        ("lernlabor/tracks/ki/uebungen/m4_02/uebung_1/__init__.py", True),
        ("lernlabor/tracks/ki/uebungen/m4_02/uebung_3/vertrag.py", True),
        ("lernlabor/tracks/ki/uebungen/m4_02/uebung_1/starter.py", False),
        ("lernlabor/tracks/ki/uebungen/m4_02/uebung_1/loesung.py", False),
        ("lernlabor/tracks/ki/uebungen/m4_02/uebung_1/falsch_kein_return.py", False),
        ("lernlabor/tracks/ki/uebungen/m4_02/uebung_1/anders_while.py", False),
        ("lernlabor/ki/loesung.py", True),  # only exercise folders hold exercise texts
        ("lernlabor/daten/katalog.json", False),
    ],
)
def test_only_modules_the_browser_imports_get_bytecode(name, expected):
    assert needs_bytecode(name) is expected


def test_the_exercise_texts_stay_without_bytecode(site_zip):
    with zipfile.ZipFile(io.BytesIO(site_zip)) as archive:
        names = set(archive.namelist())
    assert "lernlabor/tracks/ki/uebungen/m4_02/uebung_1/loesung.py" in names
    assert not [n for n in names if "/__pycache__/loesung." in n or "/__pycache__/falsch_" in n]
    assert "lernlabor/pruefen/__pycache__/beispiel.cpython-314.pyc" in names


# --- the build step on a small tree --------------------------------------------------------


def write_tree(root, repo_root, files):
    """A package tree of ``files`` (path → text) under ``root``, with the repo's node_modules."""
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    (root / "node_modules").symlink_to(repo_root / "node_modules")
    return root


@pytest.fixture
def small_tree(tmp_path, repo_root):
    files = {
        "lernlabor/__init__.py": "WERT = 1\n",
        "lernlabor/ki/modul.py": "ANTWORT = 'Grüße'\n",
        "lernlabor/uebung/x/uebung_1/loesung.py": "def f():\n    return 1\n",
    }
    return write_tree(tmp_path, repo_root, files)


def test_the_second_build_takes_the_bytecode_from_the_cache(small_tree, node, monkeypatch):
    first = with_bytecode(small_tree, lernlabor_zip_entries(small_tree))
    with zipfile.ZipFile(io.BytesIO(first)) as archive:
        assert sorted(n for n in archive.namelist() if n.endswith(".pyc")) == [
            "lernlabor/__pycache__/__init__.cpython-314.pyc",
            "lernlabor/ki/__pycache__/modul.cpython-314.pyc",
        ]

    def no_compiling(*args):
        raise AssertionError("compiled again although nothing changed")

    monkeypatch.setattr(bytecode, "_compile", no_compiling)
    assert with_bytecode(small_tree, lernlabor_zip_entries(small_tree)) == first
    (small_tree / "lernlabor/ki/modul.py").write_text("ANTWORT = 2\n", encoding="utf-8")
    with pytest.raises(AssertionError, match="compiled again"):
        with_bytecode(small_tree, lernlabor_zip_entries(small_tree))


def test_a_syntax_error_stops_the_build_with_the_compilers_report(small_tree, node):
    (small_tree / "lernlabor/ki/kaputt.py").write_text("def (:\n", encoding="utf-8")
    with pytest.raises(BytecodeError, match=r"(?s)failed:.*kaputt\.py.*SyntaxError"):
        with_bytecode(small_tree, lernlabor_zip_entries(small_tree))


def test_missing_node_is_named(small_tree, monkeypatch):
    monkeypatch.setattr(node_step.shutil, "which", lambda name: None)
    with pytest.raises(BytecodeError, match="`node` is not on PATH"):
        with_bytecode(small_tree, lernlabor_zip_entries(small_tree))


def test_missing_pyodide_is_named(tmp_path):
    (tmp_path / "lernlabor").mkdir()
    (tmp_path / "lernlabor/__init__.py").write_text("", encoding="utf-8")
    with pytest.raises(BytecodeError, match="run `npm ci`"):
        with_bytecode(tmp_path, lernlabor_zip_entries(tmp_path))


def test_bytecode_missing_for_a_module_is_an_error(small_tree, node, monkeypatch):
    def half(pyodide_dir, source_zip):
        buffer = io.BytesIO()
        with zipfile.ZipFile(buffer, "w") as archive:
            archive.writestr("lernlabor/__pycache__/__init__.cpython-314.pyc", b"")
        return buffer.getvalue()

    monkeypatch.setattr(bytecode, "_compile", half)
    with pytest.raises(BytecodeError, match=r"no bytecode for \['lernlabor/ki/modul.py'\]"):
        with_bytecode(small_tree, lernlabor_zip_entries(small_tree))
