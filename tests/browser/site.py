"""Build the real site once per test session, serve it on 127.0.0.1, find Chromium.

Used by tests/test_site_build.py, tests/test_browser*.py and tests/benchmark_widget.py.
The build is cached at module level, so every test module that asks for it shares one build
(pytest would otherwise run a session fixture once per module that imports it).
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import threading
from functools import cache
from pathlib import Path

from lernlabor.web import keep
from lernlabor.web.pyodide_assets import served
from tests.browser.server import PREFIX, SiteServer

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


def run_build(
    site_dir: Path, config_file: Path | None = None, site_url: str | None = None
) -> subprocess.CompletedProcess:
    """Run ``mkdocs build --strict`` in a subprocess, like a user would; returns the process.

    ``site_url`` must be the address the site is served at, or Material's instant navigation
    falls back to full page loads (it matches links against the sitemap, port included).
    """
    with _one_build_at_a_time():
        return _mkdocs_build(site_dir, config_file, site_url)


def _mkdocs_build(
    site_dir: Path, config_file: Path | None, site_url: str | None, dirty: bool = False
):
    env = dict(os.environ)  # lernlabor.web itself keeps Material's MkDocs-2 notice quiet
    if site_url:
        env["LERNLABOR_SITE_URL"] = site_url
    # mkdocs warns of every dirty build, and mkdocs.yml says strict: _as_strict judges it.
    strict = ["--no-strict"] if dirty else ["--strict"]
    command = [sys.executable, "-m", "mkdocs", "build", *strict, "--site-dir", str(site_dir)]
    command += ["--config-file", str(config_file or ROOT / "mkdocs.yml")]
    command += ["--dirty"] if dirty else []
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)
    return _as_strict(done) if dirty else done


DIRTY_NOTICE = "A 'dirty' build is being performed"


def _as_strict(done: subprocess.CompletedProcess) -> subprocess.CompletedProcess:
    """A dirty build judged like ``--strict``: without mkdocs' notice that it is dirty, any
    other warning fails it."""
    lines = [line for line in done.stderr.splitlines(keepends=True) if DIRTY_NOTICE not in line]
    stderr = "".join(lines)
    warnings = sum("WARNING" in line for line in lines)
    returncode = done.returncode
    if warnings and returncode == 0:
        returncode, stderr = 1, f"{stderr}\nAborted with {warnings} warnings in strict mode!\n"
    return subprocess.CompletedProcess(done.args, returncode, done.stdout, stderr)


def _one_build_at_a_time():
    """Builds of the repository take turns (``keep.locked`` on .cache/build.lock).

    They share .cache/ (notebook results, bytecode, snapshot), and mkdocs-jupyter writes its
    cache files in place; with pytest-xdist two workers could otherwise build at once.
    """
    return keep.locked(ROOT / ".cache" / "build.lock")


def config_with_docs(docs_dir: Path, config_file: Path) -> Path:
    """Write a copy of mkdocs.yml that builds ``docs_dir`` (a changed copy of docs/).

    Every path the real config gives relative to the repository (hooks, theme overrides)
    is made absolute, so the copy builds from anywhere. Returns ``config_file``.
    """
    text = (ROOT / "mkdocs.yml").read_text("utf-8")
    text = text.replace("docs_dir: docs", f"docs_dir: {docs_dir}")
    text = text.replace("  - lernlabor/web/hooks.py", f"  - {ROOT / 'lernlabor/web/hooks.py'}")
    text = text.replace("custom_dir: lernlabor/", f"custom_dir: {ROOT / 'lernlabor'}/")
    config_file.write_text(text, "utf-8")
    return config_file


SHARED_SITE = "LERNLABOR_SHARED_SITE"  # environment variable: the folder xdist workers share


def share_site_between_workers() -> Path:
    """In the controller of an xdist run: a folder in which the first worker builds the site
    for all (``served_site``); the workers inherit its name. The caller removes it."""
    folder = Path(tempfile.mkdtemp(prefix="lernlabor-site-"))
    (folder / "root.txt").write_text(str(ROOT), "utf-8")
    os.environ[SHARED_SITE] = str(folder)
    return folder


def _shared_folder() -> Path | None:
    """The folder of ``share_site_between_workers``, unless this process tests another tree
    (a pytest started in a copy of the repository inherits the variable)."""
    folder = os.environ.get(SHARED_SITE)
    record = Path(folder) / "root.txt" if folder else None
    if record is None or not record.is_file() or record.read_text("utf-8") != str(ROOT):
        return None
    return record.parent


_serving = threading.Lock()  # the build may have begun in the background (build_early)
_serving_zensical = threading.Lock()


def served_site() -> SiteServer:
    """The site, built once per run from the working tree and served on 127.0.0.1.

    See ``_served_site``; a build that ``build_early`` began is awaited, not repeated.
    """
    with _serving:
        return _served_site()


def served_zensical_site() -> SiteServer:
    """The same course built by Zensical (``lernlabor.web.zensical_build``), once per run."""
    with _serving_zensical:
        return _served_zensical_site()


def build_early(zensical: bool = False) -> None:
    """Begin ``served_site`` in a background thread, so the process goes on testing other
    things while mkdocs builds; the first test that needs the site waits for the rest.

    With ``zensical``, the Zensical build follows in the same thread: it takes the notebook's
    outputs and the snapshot from the caches the Material build has just filled, so it adds
    seconds, not a second notebook run, and no test waits for it alone.
    """
    threading.Thread(
        target=_build_quietly, args=(zensical,), name="site-build", daemon=True
    ).start()


def _build_quietly(zensical: bool = False) -> None:
    for serve in (served_site, served_zensical_site) if zensical else (served_site,):
        try:
            serve()
        except BuildFailed:
            pass  # not cached: the first test that needs the site builds again and reports it


@cache
def _served_site() -> SiteServer:
    """The site, built once per run from the working tree and served on 127.0.0.1.

    The server picks its port first, so the build can name its own address as site_url.
    Under xdist the first worker builds into the shared folder and the others serve that
    build; each serves the sitemap with its own address, because Material's instant
    navigation compares links with the sitemap's, port included.
    """
    shared = _shared_folder()
    if shared:
        site_dir = shared / "site"
    else:
        site_dir = Path(tempfile.mkdtemp(prefix="lernlabor-site-"))
        atexit.register(shutil.rmtree, site_dir, ignore_errors=True)
    reuse = Path(os.environ[REUSE]) if os.environ.get(REUSE) else None
    if reuse and not reuse.is_relative_to(ROOT):
        reuse = None  # a pytest in a copy of the repository inherits the variable
    name = "mkdocs build --strict"
    return _serve(site_dir, shared is not None, _mkdocs_build, name, reuse, dirty=_dirty_build)


def _dirty_build(site_dir: Path, site_url: str) -> subprocess.CompletedProcess:
    return _mkdocs_build(site_dir, None, site_url, dirty=True)


@cache
def _served_zensical_site() -> SiteServer:
    """The Zensical site, like ``_served_site``. Zensical builds only below the folder of
    mkdocs.yml, so its folder is in build/ (gitignored), named after the run's shared one."""
    shared = _shared_folder()
    if shared:
        site_dir = zensical_folder(shared) / "site"
        site_dir.parent.mkdir(parents=True, exist_ok=True)
    else:
        (ROOT / "build").mkdir(exist_ok=True)
        site_dir = Path(tempfile.mkdtemp(prefix="zensical-site-", dir=ROOT / "build"))
        atexit.register(shutil.rmtree, site_dir, ignore_errors=True)
    build = lambda site_dir, _config, url: _zensical_build(site_dir, url)  # noqa: E731
    return _serve(site_dir, shared is not None, build, "Zensical build")


def zensical_folder(shared: Path) -> Path:
    """The Zensical build's folder of a run whose Material site is in ``shared``."""
    return ROOT / "build" / f"zensical-{shared.name}"


def _zensical_build(site_dir: Path, site_url: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, LERNLABOR_SITE_URL=site_url)
    command = [sys.executable, "-m", "lernlabor.web.zensical_build", "--site-dir", str(site_dir)]
    return subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True)


def _serve(
    site_dir: Path,
    shared: bool,
    run,
    name: str,
    reuse: Path | None = None,
    root: Path = ROOT,
    dirty=None,
) -> SiteServer:
    """Build (or take a kept build, with ``reuse``) and serve it.

    ``dirty(site_dir, url)``: a build that redoes only the pages whose file is newer than
    its output. With ``reuse``, when only pages changed since a kept build (``inputs_key``
    with ``pages=False`` is the same), that build is copied and ``dirty`` redoes the changed
    pages: an author's text change costs 2 s of build, not 4 (``lernlabor teste``).
    """
    server = SiteServer(site_dir)
    with _one_build_at_a_time():
        build = _shared_build(site_dir) if shared else None
        if build is None:
            key, base = (inputs_keys(root) if reuse else None) or (None, None)
            base = base if dirty else None
            build = _kept_build(reuse, key, site_dir) if key else None
            earlier = _kept_base(reuse, base, site_dir) if base and build is None else None
            if build is None:
                done = None
                if earlier is not None:  # its own address: the pages it keeps name it
                    url, done = earlier["url"], dirty(site_dir, earlier["url"])
                if done is None or done.returncode != 0:  # a failure is told by a full build
                    shutil.rmtree(site_dir, ignore_errors=True)
                    site_dir.mkdir(parents=True, exist_ok=True)
                    url, done, earlier = server.url, run(site_dir, None, server.url), None
                build = {"url": url, "returncode": done.returncode, "dirty": earlier is not None}
                build["output"] = done.stdout + done.stderr
                if key and done.returncode == 0 and inputs_key(root) == key:
                    _keep_build(reuse, key, site_dir, build)
                    if base:
                        keep.store(reuse, "base", base, "txt", key, last=KEPT)
            if shared:
                (site_dir.parent / BUILD_RECORD).write_text(json.dumps(build), "utf-8")
    if build["returncode"] != 0:
        raise BuildFailed(f"{name} failed:\n{build['output']}")
    server.build_output = build["output"]  # conftest's built_site checks it
    point_sitemap_at(server, build["url"])
    server.__enter__()
    atexit.register(server.__exit__, None, None, None)
    return server


def point_sitemap_at(server: SiteServer, built_url: str) -> None:
    """Serve the sitemap of a site built for ``built_url`` with the server's own address."""
    server.built_url = built_url
    sitemap = server.site_dir / "sitemap.xml"
    if built_url != server.url and sitemap.is_file():
        text = sitemap.read_text("utf-8").replace(built_url, server.url)
        server.extra[PREFIX + "sitemap.xml"] = (text.encode("utf-8"), "application/xml")


BUILD_RECORD = "build.json"  # beside the shared site: who built it, for which address, output

# Environment variable: a folder that keeps the last ``KEPT`` builds with the digest of their
# inputs (``lernlabor teste`` sets it, tests/seite_waehlen.py). A run whose inputs have the
# digest of one serves a copy of that build instead of building again: the same bytes, 4 s of
# CPU less. CI and the suite leave it unset and build afresh.
REUSE = "LERNLABOR_SITE_REUSE"
# Not read by the build: a change there keeps the digest (tests/browser/site.py runs it).
NOT_BUILD_INPUTS = ("tests/",)


def inputs_key(root: Path = ROOT, pages: bool = True) -> str | None:
    """A digest of everything a build of ``root`` reads; None where git cannot list it.

    The files git lists (tracked and untracked, not ignored: docs, the package, mkdocs.yml,
    pyproject.toml, the lock files) except the tests, this file (it holds the build command),
    what npm installed (node_modules/.package-lock.json), the installed Python packages and
    the interpreter. Of a wrong or other answer beside an exercise only what the site serves
    (``served``: an edit of its code builds nothing again). With ``pages=False`` without the
    Markdown pages under docs/.
    """
    keys = inputs_keys(root)
    return None if keys is None else keys[0 if pages else 1]


def inputs_keys(root: Path = ROOT) -> tuple[str, str] | None:
    """``inputs_key`` with and without the pages, from one reading of the files."""
    try:
        listed = subprocess.run(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            cwd=root,
            capture_output=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    names = sorted({os.fsdecode(n) for n in listed.split(b"\0") if n})
    names = [n for n in names if not n.startswith(NOT_BUILD_INPUTS)]
    files = [root / n for n in names] + [Path(__file__), root / "node_modules/.package-lock.json"]
    everything, without_pages = hashlib.sha256(), hashlib.sha256()
    for path in files:
        label = str(path.relative_to(root) if path.is_relative_to(root) else path.name)
        # Of a wrong or other answer the build reads only what the site serves: its head.
        data = served(label, path.read_bytes()) if path.is_file() else b"(none)"
        part = f"{label}\0{len(data)}\0".encode() + data
        everything.update(part)
        if not (label.startswith("docs/") and label.endswith(".md")):
            without_pages.update(part)
    packages = Path(sysconfig.get_paths()["purelib"])
    installed = sorted(os.listdir(packages)) if packages.is_dir() else []
    for digest in (everything, without_pages):
        digest.update("\0".join([sys.version, *installed]).encode())
    return everything.hexdigest(), without_pages.hexdigest()


KEPT = 3  # builds kept for LERNLABOR_SITE_REUSE: an undone change finds its build (25 MB each)


def _kept_build(folder: Path, key: str, site_dir: Path) -> dict | None:
    """The kept build, copied into ``site_dir``, if its inputs had the digest ``key``."""

    def copy(kept: Path) -> dict:
        build = json.loads((kept / BUILD_RECORD).read_text("utf-8"))
        shutil.copytree(kept / "site", site_dir, dirs_exist_ok=True)
        return build

    return keep.lookup(folder, "site", key, "build", copy)


def _kept_base(folder: Path, base: str, site_dir: Path) -> dict | None:
    """The kept build made last from the same inputs but pages (``inputs_key(pages=False)``),
    copied into ``site_dir`` with its files' times, so a dirty build redoes what changed."""
    key = keep.lookup(folder, "base", base, "txt", lambda entry: entry.read_text("utf-8"))
    return _kept_build(folder, key, site_dir) if key else None


def _keep_build(folder: Path, key: str, site_dir: Path, build: dict) -> None:
    """Keep a copy of the build just made for a later run with the same inputs; of the
    builds kept before, the ``KEPT - 1`` used last stay."""

    def copy(fresh: Path) -> None:
        shutil.copytree(site_dir, fresh / "site")
        (fresh / BUILD_RECORD).write_text(json.dumps(build), "utf-8")

    keep.store(folder, "site", key, "build", copy, last=KEPT)


def _shared_build(site_dir: Path) -> dict | None:
    """The record of the shared build, if another worker has made it."""
    record = site_dir.parent / BUILD_RECORD
    return json.loads(record.read_text("utf-8")) if record.is_file() else None


def built_site() -> Path:
    """The directory of the built site (see ``served_site``)."""
    return served_site().site_dir


# Looked for in this order. Debian builds the headless shell from the same Chromium source as
# the browser, without the browser's windows and services; Playwright takes it for headless
# runs too. A page costs it 0.66-0.71 of the browser's CPU, a start 0.43-0.53
# (tests/benchmark_chromium.py).
HEADLESS_SHELL = "chromium-headless-shell"
CHROMIUM_NAMES = (
    HEADLESS_SHELL,
    "chromium",
    "chromium-browser",
    "google-chrome",
    "google-chrome-stable",
)


def find_chromium(shell: bool = True) -> str | None:
    """LERNLABOR_CHROMIUM, else the first of CHROMIUM_NAMES on PATH; None when none is found.
    ``shell=False`` passes over the headless shell: for figures of the browser learners use.

    On GitHub's runners apt's chromium is a snap wrapper, so CI hands a real browser over
    through LERNLABOR_CHROMIUM (see .github/workflows/ci.yml and .ci/run).
    """
    configured = os.environ.get("LERNLABOR_CHROMIUM", "").strip()
    if configured:
        return configured
    for name in (n for n in CHROMIUM_NAMES if shell or n != HEADLESS_SHELL):
        path = shutil.which(name)
        if path:
            return path
    return None
