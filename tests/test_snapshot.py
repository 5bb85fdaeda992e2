"""The worker starts Python from a memory snapshot the build makes (lernlabor/web/snapshot.py).

A restored interpreter must be as good as a fresh one: every lesson already loaded, the same
verdicts as CPython, its own random numbers, nothing of the build machine in it. The browser
side (the worker uses the snapshot, and starts without it when it cannot) is tested in
tests/test_browser_snapshot.py; the build step itself at the end of this file.
"""

import gzip
import hashlib
import json
from concurrent.futures import ThreadPoolExecutor

import pytest

from lernlabor.web import node_step, snapshot
from lernlabor.web.bytecode import BytecodeError, with_bytecode
from lernlabor.web.pyodide_assets import (
    build_lernlabor_zip,
    lernlabor_zip_entries,
    site_zip_entries,
)
from lernlabor.web.snapshot import SnapshotError, memory_snapshot

from .test_bytecode import write_tree
from .test_pruefen_pyodide import _faelle, gleiches_urteil, urteile_in_cpython
from .test_pyodide import pyodide_setup, ready_node, run_harness

__all__ = ["pyodide_setup", "urteile_in_cpython"]  # fixtures, used by name


@pytest.fixture(scope="module")
def node(pyodide_setup):
    return pyodide_setup[0]


@pytest.fixture
def eigener_node(repo_root, missing_tool):
    """Node and the pinned Pyodide for a build step that boots its own Pyodide. Unlike
    ``node`` it does not need the shared Pyodide of the tests, so these tests are not tied to
    its worker (tests/xdist_groups.py) and run beside the others."""
    ready_node(repo_root, missing_tool)


@pytest.fixture(scope="module")
def site_files(repo_root, node, tmp_path_factory):
    """The site's zip and the snapshot made from it, as files for the harness."""
    folder = tmp_path_factory.mktemp("snapshot")
    package = with_bytecode(repo_root, site_zip_entries(repo_root))
    (folder / "lernlabor.zip").write_bytes(package)
    (folder / "python.snapshot.gz").write_bytes(memory_snapshot(repo_root, package))
    return folder


def restored(repo_root, node, site_files, code):
    """Run ``code`` in Pyodide started from the snapshot (as the worker starts); its stdout."""
    done = run_harness(
        repo_root,
        node,
        site_files / "lernlabor.zip",
        "--snapshot",
        str(site_files / "python.snapshot.gz"),
        "-",
        stdin=code,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout


def test_the_snapshot_holds_every_lesson_already_loaded(repo_root, node, site_files):
    # The harness imports nothing of lernlabor: these modules come from the snapshot.
    out = restored(
        repo_root, node, site_files, "import json, sys\nprint(json.dumps(sorted(sys.modules)))"
    )
    modules = set(json.loads(out))
    lessons = {
        "lernlabor.tracks.ki.uebungen.m4_02",
        "lernlabor.tracks.ki.uebungen.m4_05",
        "lernlabor.pruefen.beispiel",
    }
    assert lessons <= modules
    assert "lernlabor.pruefen.im_browser" in modules


def test_the_snapshot_knows_the_zip_it_was_made_from(repo_root, node, site_files):
    # The worker compares this sum with the zip it fetched (a stale cached file must not mix).
    code = "from lernlabor.pruefen.im_browser import PAKET\nprint(PAKET)"
    expected = hashlib.sha256((site_files / "lernlabor.zip").read_bytes()).hexdigest()
    assert restored(repo_root, node, site_files, code).strip() == expected


def sample_of_the_cases():
    """Every case is judged in a plainly started Pyodide already (tests/test_pruefen_pyodide.py).
    What a snapshot could change is state the interpreter keeps (caches, ``random``, the path),
    and that shows in every exercise and every kind of verdict: so each exercise's reference,
    starter and other solutions, the edge cases, and every sixth wrong answer (all of them
    cost 70 worker seconds in CI, the plain start judges them all)."""
    wrong = {}
    for name, uebung_id, code in _faelle():
        if name.split("/", 1)[1].startswith("falsch_"):
            wrong[uebung_id] = wrong.get(uebung_id, -1) + 1
            if wrong[uebung_id] % EVERY_NTH_WRONG:
                continue
        yield name, uebung_id, code


EVERY_NTH_WRONG = 6


def test_the_sample_holds_every_exercise_and_kind_of_case():
    names = [name for name, _, _ in sample_of_the_cases()]
    everything = [name for name, _, _ in _faelle()]
    assert {n.split("/")[0] for n in names} == {n.split("/")[0] for n in everything}
    kept = [n for n in everything if "/falsch_" not in n]
    assert set(kept) <= set(names)
    wrong = [n for n in everything if "/falsch_" in n]
    n = EVERY_NTH_WRONG
    assert len(wrong) // n <= len(set(names) - set(kept)) <= len(wrong) // n + 20


def test_a_restored_python_judges_like_cpython(repo_root, node, site_files, urteile_in_cpython):
    cases = list(sample_of_the_cases())
    code = f"""
import json
from concurrent.futures import ThreadPoolExecutor
from lernlabor.pruefen.im_browser import einrichten, nach_dem_wiederherstellen, pruefe_als_json
nach_dem_wiederherstellen()
einrichten()  # wie worker.js
FAELLE = json.loads({json.dumps(cases)!r})  # als JSON-Text: 😀 bleibt ein Zeichen
print(json.dumps({{name: json.loads(pruefe_als_json(i, c)) for name, i, c in FAELLE}}))
"""
    in_snapshot = json.loads(restored(repo_root, node, site_files, code).splitlines()[-1])
    assert len(in_snapshot) == len(cases) > 40
    in_cpython = urteile_in_cpython
    for name, _uebung_id, _source in cases:
        gleiches_urteil(name, in_snapshot[name], in_cpython[name], teile=("meldungen",))


RANDOM = """
import random
from lernlabor.pruefen.im_browser import nach_dem_wiederherstellen
{reseed}
print(random.random())
"""


def test_each_restored_python_draws_its_own_random_numbers(repo_root, node, site_files):
    code = RANDOM.format(reseed="nach_dem_wiederherstellen()")
    first, second = (restored(repo_root, node, site_files, code) for _ in range(2))
    assert first != second


def test_without_reseeding_every_learner_would_draw_the_same_numbers(repo_root, node, site_files):
    # Counter-check: the random state really is in the snapshot, so the reseed above matters.
    code = RANDOM.format(reseed="")
    first, second = (restored(repo_root, node, site_files, code) for _ in range(2))
    assert first == second


def test_the_path_holds_the_empty_entry_once(repo_root, node, site_files):
    code = """
import sys
from lernlabor.pruefen.im_browser import nach_dem_wiederherstellen
print(sys.path.count(""))
nach_dem_wiederherstellen()
print(sys.path.count(""), sys.path[0])
"""
    assert restored(repo_root, node, site_files, code).split() == ["2", "1"]


def test_nothing_of_the_build_machine_is_in_the_snapshot(repo_root, node, site_files):
    code = "import json, os\nprint(json.dumps(dict(os.environ)))"
    environment = json.loads(restored(repo_root, node, site_files, code))
    assert environment["_"] == "./this.program"  # as in the browser, not the maker's path
    assert environment["HOME"] == "/home/pyodide"
    raw = gzip.decompress((site_files / "python.snapshot.gz").read_bytes())
    assert str(repo_root).encode() not in raw
    assert b"lernlabor-node-" not in raw  # the build's temporary folder


def test_the_site_serves_the_snapshot_of_its_own_zip(built_site, site_files):
    assets = built_site / "assets" / "lernlabor"
    assert (assets / "lernlabor.zip").read_bytes() == (site_files / "lernlabor.zip").read_bytes()
    served = (assets / snapshot.FILE_NAME).read_bytes()
    assert served == (site_files / "python.snapshot.gz").read_bytes()
    assert gzip.decompress(served)[:4] != b"\x1f\x8b"  # compressed once, by the build


# --- the build step ------------------------------------------------------------------------


def test_an_unchanged_package_takes_the_snapshot_from_the_cache(repo_root, site_files, monkeypatch):
    # site_files asked for this package's snapshot, so this call mostly reads the cache. Other
    # tests running beside this one may have pushed it out of the last KEEP since, so the test
    # asks once more itself before it forbids making one.
    package = (site_files / "lernlabor.zip").read_bytes()
    first = memory_snapshot(repo_root, package)

    def no_making(*args):
        raise AssertionError("made again although nothing changed")

    monkeypatch.setattr(snapshot, "_make", no_making)
    assert memory_snapshot(repo_root, package) == first
    with pytest.raises(AssertionError, match="made again"):
        memory_snapshot(repo_root, package + b" ")


def test_a_package_that_fails_to_load_stops_the_build_with_pythons_report(
    repo_root, eigener_node, tmp_path
):
    (tmp_path / "node_modules").symlink_to(repo_root / "node_modules")
    broken = tmp_path / "lernlabor/pruefen/im_browser.py"
    broken.parent.mkdir(parents=True)
    for name in ("lernlabor/__init__.py", "lernlabor/pruefen/__init__.py"):
        (tmp_path / name).write_text("", encoding="utf-8")
    broken.write_text("def vorladen(paket):\n    raise ValueError('kaputt')\n", encoding="utf-8")
    with pytest.raises(SnapshotError, match=r"(?s)memory snapshot in Pyodide failed:.*kaputt"):
        memory_snapshot(tmp_path, build_lernlabor_zip(tmp_path))


def test_missing_node_is_named(repo_root, monkeypatch, tmp_path):
    (tmp_path / "node_modules").symlink_to(repo_root / "node_modules")
    monkeypatch.setattr(node_step.shutil, "which", lambda name: None)
    with pytest.raises(SnapshotError, match="`node` is not on PATH"):
        memory_snapshot(tmp_path, b"PK")


def test_missing_pyodide_is_named(tmp_path):
    with pytest.raises(SnapshotError, match="run `npm ci`"):
        memory_snapshot(tmp_path, b"PK")


# --- bytecode and snapshot in one boot (package_and_snapshot, as the site build calls it) ----


@pytest.fixture
def tiny_tree(tmp_path, repo_root, eigener_node):
    """A package the snapshot step can load: a module, an exercise text, ``vorladen``."""
    files = {
        "lernlabor/__init__.py": "",
        "lernlabor/ki/modul.py": "ANTWORT = 1\n",
        "lernlabor/pruefen/__init__.py": "",
        "lernlabor/pruefen/im_browser.py": "def vorladen(paket):\n    global PAKET\n"
        "    PAKET = paket\n    import lernlabor.ki.modul\n",
        "lernlabor/uebung/x/uebung_1/loesung.py": "def f():\n    return 1\n",
    }
    return write_tree(tmp_path, repo_root, files)


@pytest.fixture
def boots(monkeypatch):
    """The modes of the Pyodide boots (``pyodide_steps.mjs``) the build step starts."""
    started = []
    real_popen = node_step.subprocess.Popen

    def popen(command, *args, **kwargs):  # subprocess.run starts its process with Popen too
        if str(node_step.SCRIPT) in command:
            started.append(command[command.index(str(node_step.SCRIPT)) + 1])
        return real_popen(command, *args, **kwargs)

    monkeypatch.setattr(node_step.subprocess, "Popen", popen)
    return started


def test_a_build_that_needs_bytecode_and_snapshot_boots_pyodide_once(tiny_tree, node, boots):
    entries = lernlabor_zip_entries(tiny_tree)
    package, made = snapshot.package_and_snapshot(tiny_tree, entries)
    assert boots == ["both"]
    # The same bytes as the two steps alone give, from their caches: no boot more.
    assert package == with_bytecode(tiny_tree, entries)
    assert memory_snapshot(tiny_tree, package) == made
    assert boots == ["both"]
    # ... and the snapshot is of that zip, with everything vorladen loaded.
    code = "import json, sys\nfrom lernlabor.pruefen.im_browser import PAKET\n"
    code += "print(json.dumps([PAKET, 'lernlabor.ki.modul' in sys.modules]))"
    folder = tiny_tree / "site"
    folder.mkdir()
    (folder / "lernlabor.zip").write_bytes(package)
    (folder / "python.snapshot.gz").write_bytes(made)
    assert json.loads(restored(tiny_tree, node, folder, code)) == [
        hashlib.sha256(package).hexdigest(),
        True,
    ]


def test_each_changed_input_makes_what_depends_on_it_again(tiny_tree, boots):
    first = snapshot.package_and_snapshot(tiny_tree, lernlabor_zip_entries(tiny_tree))
    assert snapshot.package_and_snapshot(tiny_tree, lernlabor_zip_entries(tiny_tree)) == first
    assert boots == ["both"]  # unchanged: both from the caches
    # An exercise text has no bytecode: the bytecode comes from the cache, the snapshot not.
    loesung = tiny_tree / "lernlabor/uebung/x/uebung_1/loesung.py"
    loesung.write_text("def f():\n    return 2\n", encoding="utf-8")
    second = snapshot.package_and_snapshot(tiny_tree, lernlabor_zip_entries(tiny_tree))
    assert boots == ["both", "snapshot"]
    assert second[0] != first[0] and second[1] != first[1]
    # A module changes the bytecode, and so the zip and the snapshot: one boot for both.
    (tiny_tree / "lernlabor/ki/modul.py").write_text("ANTWORT = 2\n", encoding="utf-8")
    third = snapshot.package_and_snapshot(tiny_tree, lernlabor_zip_entries(tiny_tree))
    assert boots == ["both", "snapshot", "both"]
    assert third[0] != second[0] and third[1] != second[1]
    # Undone: the zip of before, and its snapshot from the cache.
    (tiny_tree / "lernlabor/ki/modul.py").write_text("ANTWORT = 1\n", encoding="utf-8")
    assert snapshot.package_and_snapshot(tiny_tree, lernlabor_zip_entries(tiny_tree)) == second
    assert boots == ["both", "snapshot", "both"]


def test_a_syntax_error_in_the_one_boot_is_the_compilers_report(tiny_tree):
    (tiny_tree / "lernlabor/ki/kaputt.py").write_text("def (:\n", encoding="utf-8")
    with pytest.raises(BytecodeError, match=r"(?s)bytecode in Pyodide failed:.*kaputt\.py.*Syntax"):
        snapshot.package_and_snapshot(tiny_tree, lernlabor_zip_entries(tiny_tree))


def test_a_zip_that_fails_to_load_in_the_one_boot_is_pythons_report(tiny_tree):
    broken = tiny_tree / "lernlabor/pruefen/im_browser.py"
    broken.write_text("def vorladen(paket):\n    raise ValueError('kaputt')\n", encoding="utf-8")
    with pytest.raises(SnapshotError, match=r"(?s)memory snapshot in Pyodide failed:.*kaputt"):
        snapshot.package_and_snapshot(tiny_tree, lernlabor_zip_entries(tiny_tree))


def test_two_builds_at_once_boot_once_and_serve_the_same_snapshot(tiny_tree, boots):
    # The site build and a test's fixture may ask at the same moment; each boot makes other
    # bytes, so two makers would serve two snapshots of one zip.
    entries = lernlabor_zip_entries(tiny_tree)
    with ThreadPoolExecutor(max_workers=2) as pool:
        both = [pool.submit(snapshot.package_and_snapshot, tiny_tree, entries) for _ in range(2)]
        results = [future.result() for future in both]
    assert results[0] == results[1]
    assert boots == ["both"]
