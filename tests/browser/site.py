"""Build the real site once per test session, serve it on 127.0.0.1, find Chromium.

Used by tests/test_site_build.py, tests/test_browser*.py and tests/benchmark_widget.py.
The build is cached at module level, so every test module that asks for it shares one build
(pytest would otherwise run a session fixture once per module that imports it).
"""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LESSON = "ki/m4/02-tool-use-schleife/"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--headless=new",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


class BuildFailed(RuntimeError):
    """``mkdocs build --strict`` failed; the message holds its output."""


def run_build(site_dir: Path, config_file: Path | None = None) -> subprocess.CompletedProcess:
    """Run ``mkdocs build --strict`` in a subprocess, like a user would; returns the process."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site_dir)]
    command += ["--config-file", str(config_file or ROOT / "mkdocs.yml")]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)


@cache
def built_site() -> Path:
    """The site, built once per process from the working tree into a temporary directory."""
    site_dir = Path(tempfile.mkdtemp(prefix="lernlabor-site-"))
    atexit.register(shutil.rmtree, site_dir, ignore_errors=True)
    done = run_build(site_dir)
    if done.returncode != 0:
        raise BuildFailed(f"mkdocs build --strict failed:\n{done.stdout}\n{done.stderr}")
    return site_dir


def find_chromium() -> str | None:
    """Debian's Chromium (or another Chromium/Chrome on PATH); None when there is none."""
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None
