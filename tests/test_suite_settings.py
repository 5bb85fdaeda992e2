"""Settings in tests/conftest.py that keep the suite fast: rewritten test modules are kept,
and ``-n auto`` starts one worker more than there are cores."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests import conftest

PROBE = "def test_probe():\n    assert 1 + 1 == 2\n"


def kept_rewrites(tmp_path: Path, with_conftest: bool) -> list[str]:
    """Run pytest on a one-test folder with PYTHONDONTWRITEBYTECODE=1; the cached rewrites."""
    folder = tmp_path / ("with" if with_conftest else "without") / "tests"
    folder.mkdir(parents=True)
    (folder / "test_probe.py").write_text(PROBE, "utf-8")
    if with_conftest:
        shutil.copy(conftest.__file__, folder / "conftest.py")
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0"]
    done = subprocess.run(
        [*command, "test_probe.py"], cwd=folder, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout + done.stderr
    cache = folder / "__pycache__"
    return sorted(p.name for p in cache.glob("test_probe.*-pytest-*.pyc")) if cache.is_dir() else []


def test_rewritten_test_modules_are_kept_even_where_bytecode_is_off(tmp_path):
    assert kept_rewrites(tmp_path, with_conftest=False) == []  # what the variable alone does
    assert len(kept_rewrites(tmp_path, with_conftest=True)) == 1


@pytest.mark.parametrize(
    ("cores", "variable", "workers"), [(2, None, 3), (1, None, 2), (None, None, 2), (2, "0", 0)]
)
def test_auto_starts_one_worker_more_than_cores(monkeypatch, cores, variable, workers):
    monkeypatch.setattr(os, "cpu_count", lambda: cores)
    if variable is None:
        monkeypatch.delenv("PYTEST_XDIST_AUTO_NUM_WORKERS", raising=False)
    else:
        monkeypatch.setenv("PYTEST_XDIST_AUTO_NUM_WORKERS", variable)
    assert conftest.pytest_xdist_auto_num_workers(None) == workers
