"""The xdist groups of tests/conftest.py: what shares costly state stays on one worker.

A site test on a second worker would build the site a second time, a Pyodide test boot a
second Pyodide, a lesson block run the page's earlier blocks again.
"""

from types import SimpleNamespace

import pytest

from tests.conftest import xdist_group


def item(nodeid, fixtures=(), scopes=()):
    """A stand-in for a collected pytest item with these fixtures (and fixture scopes)."""
    definitions = {f"fixture_{n}": [SimpleNamespace(scope=s)] for n, s in enumerate(scopes)}
    return SimpleNamespace(
        nodeid=nodeid,
        fixturenames=[*fixtures, *definitions],
        _fixtureinfo=SimpleNamespace(name2fixturedefs=definitions),
    )


@pytest.mark.parametrize(
    ("fixture", "group"),
    [
        ("site", "website"),
        ("built_site", "website"),
        ("server", "website"),
        ("browser", "website"),
        ("chromium", "website"),
        ("pyodide_setup", "pyodide"),
    ],
)
def test_shared_session_state_gives_one_group_across_modules(fixture, group):
    for module in ("tests/test_a.py::test_x", "tests/test_b.py::test_y[1]"):
        assert xdist_group(item(module, fixtures=[fixture], scopes=["module"])) == group


def test_the_blocks_of_a_page_stay_together():
    page = "docs/ki/m4/02-tool-use-schleife.md::[CodeFence#3][line:80]"
    assert xdist_group(item(page)) == "docs/ki/m4/02-tool-use-schleife.md"


@pytest.mark.parametrize("scope", ["module", "class", "package"])
def test_a_shared_fixture_keeps_its_module_together(scope):
    test = item("tests/test_a.py::test_x[2]", scopes=["function", scope])
    assert xdist_group(test) == "tests/test_a.py"


def test_a_test_with_its_own_fixtures_may_run_anywhere():
    test = item("tests/test_a.py::test_x", fixtures=["tmp_path"], scopes=["function", "session"])
    assert xdist_group(test) is None
