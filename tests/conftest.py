"""Shared fixtures for the whole test suite. Keep this file small; add fixtures, not logic.

The suite runs on all cores with pytest-xdist (``-n auto`` in pyproject.toml; ``-n 0`` runs
it in one process); tests/xdist_groups.py keeps together what shares costly state, so the
session fixtures below are made once per run, not once per worker.
"""

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def in_ci() -> bool:
    """True on CI machines (CI=true), where no test may skip for a missing tool."""
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def pytest_configure(config):
    # A pytest that a test starts itself (in a copy of the repository) runs in one process:
    # this run keeps every core busy already. Read by pytest-xdist for -n auto.
    os.environ["PYTEST_XDIST_AUTO_NUM_WORKERS"] = "0"
    if not hasattr(config, "workerinput") and config.getoption("numprocesses", None):
        from tests.browser.site import share_site_between_workers

        config._shared_site = share_site_between_workers()  # one site build for all workers


def pytest_xdist_auto_num_workers(config):
    """Workers for ``-n auto``: one per core and one more, at most four (``--maxprocesses``).

    The browser tests wait for Chromium, Node and the build often enough that two workers
    leave a core idle now and then; a third fills it (on 2 cores: 457 s instead of 501 s).
    PYTEST_XDIST_AUTO_NUM_WORKERS still decides when it is set (0: one process).
    """
    chosen = os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS")
    if chosen:
        return int(chosen)
    return (os.cpu_count() or 1) + 1


@pytest.hookimpl(wrapper=True)
def pytest_collect_file(file_path, parent):
    # pytest-markdown-docs would also search the docstrings of every test module for Python
    # fences, walking all their members: 0.7 s per collection, for no test (the lessons
    # are the Markdown pages). test_sammeln.py checks that nothing is lost.
    gesammelt = yield
    return [k for k in gesammelt if type(k).__name__ != "MarkdownDocstringCodeModule"]


def pytest_collection_finish(session):
    # The site build (up to a minute) begins now, beside the tests that do not need it.
    if session.config.option.collectonly:
        return
    zensical = any("zensical_server" in item.fixturenames for item in session.items)
    needed = {"site", "built_site", "server", "zensical_server"}
    if any(needed & set(item.fixturenames) for item in session.items):
        from tests.browser.site import build_early

        build_early(zensical=zensical)  # Zensical after Material, from its caches


def pytest_unconfigure(config):
    folder = getattr(config, "_shared_site", None)
    if folder is not None:
        from tests.browser.site import zensical_folder

        shutil.rmtree(folder, ignore_errors=True)
        shutil.rmtree(zensical_folder(folder), ignore_errors=True)


@pytest.fixture(scope="session")
def repo_root() -> Path:
    """The repository root, so tests never depend on the directory pytest was started in."""
    return ROOT


@pytest.fixture(scope="session")
def missing_tool():
    """Call with a reason when a tool (node, a browser) is missing: skips locally, fails in CI.

    In CI a skipped test would hide a broken setup, so there the reason becomes a failure.
    """

    def handle(reason: str):
        if in_ci():
            pytest.fail(f"{reason} (CI=true: this test must run, not skip)", pytrace=False)
        pytest.skip(reason)

    return handle


@pytest.fixture(scope="session")
def site(missing_tool) -> Path:
    """The site the browser tests serve (tests/browser/site.py), built once per process."""
    from tests.browser.site import built_site as build

    if shutil.which("npm") is None and not (ROOT / "node_modules" / "pyodide").is_dir():
        missing_tool("npm is needed to fetch Pyodide for the site build")
    return build()


@pytest.fixture(scope="session")
def built_site(site) -> Path:
    """The same build as ``site``, for the tests of its files: it must print no warnings."""
    from tests.browser.site import served_site

    output = served_site().build_output
    noise = [line for line in output.splitlines() if "WARNING" in line or "end of life" in line]
    assert not noise, "the build must print no warnings:\n" + "\n".join(noise)
    return site


@pytest.fixture(scope="session")
def chromium(missing_tool):
    """Debian's Chromium (its headless shell when installed), driven by Playwright for
    Python; one per test process.

    Every test gets a fresh browser context or the process's profile, cleared for it
    (tests/browser/fixtures.py), so nothing the site keeps leaks from one test to the next.
    """
    from tests.browser.site import CHROMIUM_ARGS, CHROMIUM_NAMES, find_chromium

    executable = find_chromium()
    if executable is None:
        missing_tool(f"No Chromium found on PATH (looked for {', '.join(CHROMIUM_NAMES)})")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        missing_tool("Playwright for Python is not installed (uv sync --dev)")
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS)
        yield launched
        from tests.browser.fixtures import close_profile

        close_profile(launched)  # its Chromium with a profile on disk, if a test made it
        launched.close()
