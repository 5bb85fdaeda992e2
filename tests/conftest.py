"""Shared fixtures for the whole test suite. Keep this file small; add fixtures, not logic."""

import os
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def in_ci() -> bool:
    """True on CI machines (CI=true), where no test may skip for a missing tool."""
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


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
