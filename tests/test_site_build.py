"""The built site: strict build, self-hosted Pyodide, widget assets, nothing from other hosts.

The site is built once per session (tests/browser/site.py) from the working tree with
``mkdocs build --strict``, exactly as ``bash .ci/run`` and the Pages workflow do.
"""

import gzip
import io
import json
import os
import re
import shutil
import subprocess
import sys
import zipfile

import pytest

from lernlabor.web.pyodide_assets import PYODIDE_RUNTIME_FILES, lernlabor_zip_members
from lernlabor.web.standalone import make_standalone
from tests.browser.site import LESSON, ROOT, SHARED_SITE, config_with_docs, run_build

WIDGET_GZIP_LIMIT = 150 * 1024
LESSON_IDS = ["m4-02-uebung-1", "m4-02-uebung-2", "m4-02-uebung-3", "m4-02-zusatz"]
# Attributes through which HTML makes the browser fetch something.
# (<link rel="canonical"> and friends only name an address; the browser fetches nothing.)
FETCHING = re.compile(
    r"<(?:script|link(?![^>]*\brel=[\"']?(?:canonical|alternate|author|license)\b)"
    r"|img|iframe|source|audio|video|embed|object)\b[^>]*?"
    r"\b(?:src|href|data|srcset)\s*=\s*[\"']?\s*((?:https?:)?//[^\"'\s>]+)",
    re.IGNORECASE,
)
CSS_REMOTE = re.compile(r"(?:url\(\s*[\"']?|@import\s+[\"']?)\s*((?:https?:)?//[^\"')\s]+)", re.I)


def test_lesson_renders_one_widget_per_exercise(site):
    page = (site / LESSON / "index.html").read_text(encoding="utf-8")
    found = re.findall(r'<div class="ll-uebung" data-exercise="([^"]+)"', page)
    assert found == LESSON_IDS
    assert "```uebung" not in page and "<code>uebung" not in page


def test_pyodide_runtime_is_self_hosted_byte_for_byte(site):
    source = ROOT / "node_modules" / "pyodide"
    target = site / "assets" / "pyodide"
    assert sorted(p.name for p in target.iterdir()) == sorted(PYODIDE_RUNTIME_FILES)
    for name in PYODIDE_RUNTIME_FILES:
        assert (target / name).read_bytes() == (source / name).read_bytes(), name
    ours = [*target.rglob("*.map"), *(site / "assets" / "lernlabor").rglob("*.map")]
    assert ours == [], "no source maps of Pyodide or the widget are published"


def test_lernlabor_zip_holds_the_package_without_the_site_machinery(site):
    data = (site / "assets" / "lernlabor" / "lernlabor.zip").read_bytes()
    names = zipfile.ZipFile(io.BytesIO(data)).namelist()
    # The sources, plus their bytecode from the served Pyodide (tests/test_bytecode.py).
    assert [n for n in names if "/__pycache__/" not in n] == lernlabor_zip_members(ROOT)
    assert "lernlabor/pruefen/__init__.py" in names
    assert not [n for n in names if n.startswith("lernlabor/web/")]


def test_downloads_are_published(site):
    published = site / "downloads" / "ki_14_echter_agent.py"
    source = ROOT / "lernlabor" / "tracks" / "ki" / "labor" / "ki_14_echter_agent.py"
    # Made self-contained at build time (tests/test_standalone.py runs it in an empty folder).
    assert published.read_text("utf-8") == make_standalone(source, ROOT)


def test_widget_assets_are_small_and_self_contained(site):
    assets = site / "assets" / "lernlabor"
    # The shared chunk of esbuild's code splitting (storage, progress) belongs to the widget too.
    chunks = sorted(path.name for path in assets.glob("*-*.js"))
    assert chunks, "esbuild wrote no shared chunk"
    names = ("widget.js", "worker.js", *chunks, "widget.css")
    widget = b"".join((assets / n).read_bytes() for n in names)
    assert len(gzip.compress(widget, 9)) <= WIDGET_GZIP_LIMIT
    # Our own code names no host at all: every URL is built relative to the script.
    for name in ("loader.js", *names, "global.css", "kostenrechner.js"):
        text = (assets / name).read_text(encoding="utf-8")
        hosts = set(re.findall(r"https?://([\w.-]+)", text)) - {"www.w3.org"}  # XML namespaces
        assert hosts == set(), name


def test_no_page_or_stylesheet_fetches_from_another_host(site):
    offenders = []
    for path in site.rglob("*.html"):
        offenders += [(path.name, url) for url in FETCHING.findall(path.read_text("utf-8"))]
    for path in site.rglob("*.css"):
        offenders += [(path.name, url) for url in CSS_REMOTE.findall(path.read_text("utf-8"))]
    assert offenders == []


def test_the_host_checks_do_see_a_remote_script():
    """Guard for the regexes above: they must catch what they are meant to catch."""
    assert FETCHING.findall('<script src="https://cdn.jsdelivr.net/x.js"></script>')
    assert FETCHING.findall("<link rel=stylesheet href=//fonts.googleapis.com/css>")
    assert CSS_REMOTE.findall("@import 'https://fonts.googleapis.com/css';")
    assert CSS_REMOTE.findall("a{background:url(https://example.org/a.png)}")
    assert not FETCHING.findall('<a href="https://github.com/lernlabor">Quelle</a>')
    assert not FETCHING.findall('<link rel="canonical" href="https://lernlabor.github.io/x/">')


def test_unknown_exercise_id_stops_the_strict_build(tmp_path):
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    lesson = docs / "ki" / "m4" / "02-tool-use-schleife.md"
    lesson.write_text(
        lesson.read_text("utf-8") + "\n```uebung\nid: m4-02-gibt-es-nicht\n```\n", "utf-8"
    )
    config = config_with_docs(docs, tmp_path / "mkdocs.yml")
    done = run_build(tmp_path / "site", config_file=config)
    assert done.returncode != 0
    output = done.stderr + done.stdout
    line = lesson.read_text("utf-8").splitlines().index("id: m4-02-gibt-es-nicht") + 1
    where = f"{lesson}:{line}: Unbekannte Übung 'm4-02-gibt-es-nicht'. Bekannte Übungen: "
    assert where in output, output
    assert "m4-02-uebung-1" in output.split(where)[1].splitlines()[0]
    assert "Traceback" not in output, output
    assert len(output.strip().splitlines()) <= 6, output


# In a fresh interpreter: a slow stand-in for mkdocs, begun by build_early, then asked for by
# two tests of the process; with a shared folder also by a second worker of the same run. It
# must run once; the others wait for it and serve its result.
BUILD_ONCE = """
import json, sys, threading, time
from pathlib import Path
import tests.browser.site as site

calls = []
def pretend(site_dir, config_file, site_url):
    calls.append(threading.current_thread().name)
    time.sleep(0.5)
    Path(site_dir).mkdir(parents=True, exist_ok=True)
    (Path(site_dir) / "sitemap.xml").write_text(f"<loc>{site_url}</loc>")
    class Done: returncode, stdout, stderr = 0, "gebaut", ""
    return Done()

site._mkdocs_build = pretend
if sys.argv[1] == "shared":
    site.share_site_between_workers()
site.build_early()
first = site.served_site()
seen = {"same": site.served_site() is first, "output": first.build_output}
if sys.argv[1] == "shared":
    site._served_site.cache_clear()  # what a second worker of the run does
    other = site.served_site()
    seen["other_dir"] = other.site_dir == first.site_dir
    seen["sitemap"] = other.extra[site.PREFIX + "sitemap.xml"][0].decode()
    seen["other_url"] = other.url
print(json.dumps({**seen, "calls": calls}))
"""


@pytest.mark.parametrize("mode", ["alone", "shared"])
def test_the_site_is_built_once_per_run_even_when_begun_in_the_background(mode):
    env = {k: v for k, v in os.environ.items() if k != SHARED_SITE}
    done = subprocess.run(
        [sys.executable, "-c", BUILD_ONCE, mode], cwd=ROOT, env=env, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["calls"] == ["site-build"], "built once, in the background thread"
    assert seen["same"] and seen["output"] == "gebaut"
    if mode == "shared":
        assert seen["other_dir"] and seen["sitemap"] == f"<loc>{seen['other_url']}</loc>"
