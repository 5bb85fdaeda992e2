"""Shared fixtures for the whole test suite. Keep this file small; add fixtures, not logic."""

import os
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
