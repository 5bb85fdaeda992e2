"""Style is part of the test command: ruff's lint rules and formatting, as in pyproject.toml."""

import subprocess
import sys

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
