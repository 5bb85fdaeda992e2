"""Style is part of the test command: ruff's lint rules and formatting, as in pyproject.toml."""

import re
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.parametrize(
    "command",
    [["check", "."], ["format", "--check", "."]],
    ids=["ruff check", "ruff format --check"],
)
def test_ruff(repo_root, command):
    # The ruff of the environment running the tests, so the version is the locked one.
    result = subprocess.run(
        [sys.executable, "-m", "ruff", *command, "--no-cache"],
        cwd=repo_root,
        capture_output=True,
        text=True,
    )
    if result.returncode != 0:
        pytest.fail(
            f"`ruff {' '.join(command)}` found problems (fix with `uv run ruff format` and "
            f"`uv run ruff check --fix`):\n{result.stdout}{result.stderr}",
            pytrace=False,
        )


def test_browser_tests_do_not_poll_on_every_frame(repo_root):
    """Playwright's ``wait_for_function`` polls in requestAnimationFrame unless told otherwise:
    the page never idles, so what it does in idle time (Python's start) waits for its timeout.
    Tests wait through ``wait_until`` of tests/browser/fixtures.py, which polls by the clock."""
    helper = repo_root / "tests" / "browser" / "fixtures.py"
    direct = [
        f"{path.relative_to(repo_root)}:{number}"
        for path in sorted((repo_root / "tests").rglob("*.py"))
        if path not in (helper, Path(__file__))
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if ".wait_for_function(" in line
    ]
    assert direct == [], "use wait_until(page, …) instead"


# What a test would leave on the context of a Recorder: in the process's profile
# (tests/browser/fixtures.py) it would reach every later test's pages.
ON_THE_CONTEXT = re.compile(
    r"\b(recorder|self)\.context\.(route|unroute|add_init_script|on|once|expose_binding|"
    r"expose_function|set_extra_http_headers|set_offline|grant_permissions)\("
)


def test_browser_tests_put_scripts_routes_and_listeners_on_the_page(repo_root):
    found = [
        f"{path.relative_to(repo_root)}:{number}"
        for path in sorted((repo_root / "tests").glob("test_*.py"))
        if path != Path(__file__)
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if ON_THE_CONTEXT.search(line)
    ]
    assert found == [], "use recorder.page.… instead of recorder.context.…"
