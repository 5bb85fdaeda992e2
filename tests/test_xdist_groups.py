"""The xdist groups of tests/xdist_groups.py: what shares costly state stays on one worker.

A site test on a second worker would build the site a second time, a Pyodide test boot a
second Pyodide, a lesson block run the page's earlier blocks again.
"""

import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests.xdist_groups import GROUPS_FILE, GroupScheduling, group_of, write_timeline

ROOT = Path(__file__).resolve().parent.parent


def item(nodeid, fixtures=(), scopes=()):
    """A stand-in for a collected pytest item with these fixtures (and fixture scopes)."""
    definitions = {f"fixture_{n}": [SimpleNamespace(scope=s)] for n, s in enumerate(scopes)}
    return SimpleNamespace(
        nodeid=nodeid,
        fixturenames=[*fixtures, *definitions],
        _fixtureinfo=SimpleNamespace(name2fixturedefs=definitions),
    )


def test_the_shared_pyodide_gives_one_group_across_modules():
    for test in ("tests/test_a.py::test_x", "tests/test_b.py::test_y[1]"):
        assert group_of(item(test, fixtures=["pyodide_setup"], scopes=["module"])) == "pyodide"


@pytest.mark.parametrize("fixture", ["site", "built_site", "server", "browser", "chromium"])
def test_site_tests_keep_their_module_together(fixture):
    # Also when they use the Pyodide fixture: the site is the costlier thing to share.
    for fixtures in ([fixture], [fixture, "pyodide_setup"]):
        test = item("tests/test_a.py::test_x[2]", fixtures=fixtures, scopes=["session"])
        assert group_of(test) == "tests/test_a.py"


def test_the_blocks_of_a_page_stay_together():
    page = "docs/ki/m4/02-tool-use-schleife.md::[CodeFence#3][line:80]"
    assert group_of(item(page)) == "docs/ki/m4/02-tool-use-schleife.md"


@pytest.mark.parametrize("scope", ["module", "class", "package"])
def test_a_shared_fixture_keeps_its_module_together(scope):
    test = item("tests/test_a.py::test_x[2]", scopes=["function", scope])
    assert group_of(test) == "tests/test_a.py"


def test_a_test_with_its_own_fixtures_may_run_anywhere():
    test = item("tests/test_a.py::test_x", fixtures=["tmp_path"], scopes=["function", "session"])
    assert group_of(test) is None


def test_the_scheduler_reads_the_groups_the_workers_wrote(tmp_path, monkeypatch):
    monkeypatch.setenv(GROUPS_FILE, str(tmp_path / "groups.json"))
    (tmp_path / "groups.json").write_text('{"tests/test_a.py::test_x": "website"}', "utf-8")
    scheduler = SimpleNamespace(_groups=None)
    assert GroupScheduling._split_scope(scheduler, "tests/test_a.py::test_x") == "website"
    assert GroupScheduling._split_scope(scheduler, "tests/test_b.py::test_y") == (
        "tests/test_b.py::test_y"
    )


SHARED_TESTS = """
import os
import pytest

@pytest.fixture(scope="session")
def pyodide_setup():
    return None

@pytest.mark.parametrize("n", range(4))
def test_uses_the_shared_pyodide(pyodide_setup, n):
    with open(os.environ["RECORD"], "a") as record:
        record.write(os.environ["PYTEST_XDIST_WORKER"] + "\\n")

@pytest.mark.parametrize("n", range(4))
def test_alone(n):
    pass
"""


def real_run(folder, record):
    """pytest on two workers with our scheduler over the test files in ``folder``."""
    environment = {**os.environ, "RECORD": str(record), "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-c", os.devnull]
        + ["--rootdir", str(folder), "-p", "tests.xdist_groups", "-n", "2"]
        + ["--dist", "loadgroup", str(folder)],
        cwd=folder,
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_a_real_run_on_two_workers_keeps_a_group_on_one(tmp_path):
    # xdist's own loadgroup spread such tests silently under pytest 9.2; this run shows it.
    for name in ("test_eins.py", "test_zwei.py"):
        (tmp_path / name).write_text(SHARED_TESTS, "utf-8")
    record = tmp_path / "workers.txt"
    done = real_run(tmp_path, record)
    assert done.returncode == 0, done.stdout + done.stderr
    workers = record.read_text("utf-8").split()
    assert len(workers) == 8 and len(set(workers)) == 1, workers


SLOW_LAST_IN_FILE = """
import os
import pytest

def note(name):
    with open(os.environ["RECORD"], "a") as record:
        record.write(f"{os.environ['PYTEST_XDIST_WORKER']} {name}\\n")

@pytest.fixture(scope="module")
def shared():
    return None

@pytest.mark.parametrize("n", range(6))
def test_group(shared, n):
    note(f"group{n}")

@pytest.mark.parametrize("n", range(6))
def test_single(n):
    note(f"single{n}")

@pytest.mark.slow
def test_long():
    note("long")
"""


def test_a_test_marked_slow_starts_first_on_its_worker(tmp_path):
    """Collected last and alone, it would start last: a long tail with one worker idle."""
    (tmp_path / "test_reihenfolge.py").write_text(SLOW_LAST_IN_FILE, "utf-8")
    group_only = SLOW_LAST_IN_FILE.split("@pytest.mark.parametrize")[0] + (
        '@pytest.mark.parametrize("n", range(6))\ndef test_other_group(shared, n):\n'
        '    note(f"group{n}")\n'
    )
    (tmp_path / "test_gruppe.py").write_text(group_only, "utf-8")  # two groups, two workers
    record = tmp_path / "order.txt"
    done = real_run(tmp_path, record)
    assert done.returncode == 0, done.stdout + done.stderr
    runs = [line.split() for line in record.read_text("utf-8").splitlines()]
    first = {}
    for worker, name in runs:
        first.setdefault(worker, name)
    assert "long" in first.values(), runs
    assert len(runs) == 19, runs


def test_the_timeline_names_each_workers_start_end_and_waiting(tmp_path):
    phases = [
        ("gw1", 112.0, 130.0, "call", "tests/test_b.py::test_lang"),
        ("gw0", 105.0, 106.0, "setup", "tests/test_a.py::test_x"),
        ("gw0", 106.0, 110.0, "call", "tests/test_a.py::test_x"),
        ("gw0", 115.0, 120.0, "call", "tests/test_a.py::test_y"),
    ]
    lines = write_timeline(tmp_path / "zeitleiste.tsv", 100.0, phases)
    assert lines == [
        "gw0: erster Test nach 5.0 s, letzter endet nach 20.0 s, in Tests 10.0 s, "
        "dazwischen 5.0 s (zuletzt: tests/test_a.py::test_y)",
        "gw1: erster Test nach 12.0 s, letzter endet nach 30.0 s, in Tests 18.0 s, "
        "dazwischen 0.0 s (zuletzt: tests/test_b.py::test_lang)",
    ]
    rows = (tmp_path / "zeitleiste.tsv").read_text("utf-8").splitlines()
    assert rows[0].split("\t") == [
        "gw0",
        "    5.00",
        "    6.00",
        "setup",
        "tests/test_a.py::test_x",
    ]
    assert len(rows) == 4
