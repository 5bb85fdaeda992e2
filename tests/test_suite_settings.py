"""Settings that keep the suite fast: rewritten test modules and plugins are kept
(tests/bytecode_behalten.py), ``-n auto`` starts one worker more than there are cores
(tests/conftest.py), and the browser tests take Chromium's headless shell when it is
installed (tests/browser/site.py)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests import conftest
from tests.browser.site import CHROMIUM_NAMES, find_chromium

PROBE = "def test_probe():\n    assert 1 + 1 == 2\n"
PLUGIN = "def pytest_report_header():\n    assert True\n    return 'probe plugin'\n"


def kept_rewrites(tmp_path: Path, keep_first: bool) -> list[str]:
    """Run pytest on a one-test folder with PYTHONDONTWRITEBYTECODE=1 and a plugin of its own
    (pytest rewrites plugins too, before any conftest.py); the rewrites it kept."""
    folder = tmp_path / ("kept" if keep_first else "plain")
    folder.mkdir()
    (folder / "test_probe.py").write_text(PROBE, "utf-8")
    (folder / "probe_plugin.py").write_text(PLUGIN, "utf-8")
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    env["PYTHONPATH"] = os.pathsep.join([str(conftest.ROOT), str(folder)])
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-n", "0"]
    if keep_first:
        command += ["-p", "tests.bytecode_behalten"]
    command += ["-p", "probe_plugin", "test_probe.py"]
    done = subprocess.run(command, cwd=folder, env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    cache = folder / "__pycache__"
    return sorted(p.name.split(".")[0] for p in cache.glob("*-pytest-*.pyc"))


def test_rewritten_test_modules_and_plugins_are_kept_even_where_bytecode_is_off(tmp_path):
    assert kept_rewrites(tmp_path, keep_first=False) == []  # what the variable alone does
    assert kept_rewrites(tmp_path, keep_first=True) == ["probe_plugin", "test_probe"]


def test_the_plugin_that_keeps_them_comes_before_every_other():
    """Plugins named after it would be rewritten before bytecode is allowed."""
    import tomllib

    options = tomllib.loads((conftest.ROOT / "pyproject.toml").read_text("utf-8"))
    addopts = options["tool"]["pytest"]["ini_options"]["addopts"]
    assert addopts[:2] == ["-p", "tests.bytecode_behalten"]


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


def fake_browsers(folder: Path, names: list[str]) -> str:
    """Executable stand-ins named like browsers in ``folder``; the folder, for PATH."""
    folder.mkdir()
    for name in names:
        program = folder / name
        program.write_text("#!/bin/sh\n", "utf-8")
        program.chmod(0o755)
    return str(folder)


@pytest.mark.parametrize(
    ("installed", "taken"),
    [
        (["chromium", "chromium-headless-shell"], "chromium-headless-shell"),
        (["google-chrome", "chromium"], "chromium"),
        (["google-chrome-stable"], "google-chrome-stable"),
    ],
)
def test_the_headless_shell_comes_first_then_the_browsers(tmp_path, monkeypatch, installed, taken):
    monkeypatch.delenv("LERNLABOR_CHROMIUM", raising=False)
    monkeypatch.setenv("PATH", fake_browsers(tmp_path / "bin", installed))
    assert find_chromium() == str(tmp_path / "bin" / taken)


def test_figures_of_page_speed_pass_over_the_headless_shell(tmp_path, monkeypatch):
    monkeypatch.delenv("LERNLABOR_CHROMIUM", raising=False)
    installed = ["chromium-headless-shell", "google-chrome"]
    monkeypatch.setenv("PATH", fake_browsers(tmp_path / "bin", installed))
    assert find_chromium(shell=False) == str(tmp_path / "bin" / "google-chrome")


def test_lernlabor_chromium_wins_and_without_any_browser_there_is_none(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", fake_browsers(tmp_path / "bin", list(CHROMIUM_NAMES)))
    monkeypatch.setenv("LERNLABOR_CHROMIUM", " /opt/chrome/chrome ")
    assert find_chromium() == "/opt/chrome/chrome"
    monkeypatch.delenv("LERNLABOR_CHROMIUM")
    monkeypatch.setenv("PATH", fake_browsers(tmp_path / "leer", []))
    assert find_chromium() is None
