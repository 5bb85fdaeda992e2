"""The worker unpacks the lernlabor zip in JavaScript (lernlabor/web/js/unzip.mjs).

It must leave exactly the files that Pyodide's own ``unpackArchive`` leaves, which it
replaced, and refuse a damaged zip or one whose paths leave site-packages with a German
message (the worker reports it as a failed start). tests/pyodide/compare_unzip.mjs runs it.
"""

from __future__ import annotations

import io
import json
import shutil
import subprocess
import zipfile

import pytest

from lernlabor.web.pyodide_assets import build_lernlabor_zip
from tests.browser.site import ROOT

HELPER = ROOT / "tests" / "pyodide" / "compare_unzip.mjs"


@pytest.fixture(scope="module")
def node(missing_tool):
    found = shutil.which("node")
    if found is None:
        missing_tool("`node` not found on PATH; the unzip tests need Node.js >= 18")
    if not (ROOT / "node_modules" / "fflate").is_dir():
        missing_tool("node_modules/fflate is missing; run `npm ci`")
    return found


def run_helper(node, mode, tmp_path, *zips: bytes):
    archives = [tmp_path / f"paket{number}.zip" for number in range(len(zips))]
    for archive, data in zip(archives, zips, strict=True):
        archive.write_bytes(data)
    done = subprocess.run(
        [node, str(HELPER), mode, *map(str, archives)],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stderr == ""
    return json.loads(done.stdout)


def zip_of(entries: dict[str, bytes | None], method=zipfile.ZIP_DEFLATED) -> bytes:
    """A zip with these entries; None makes a folder entry."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", method) as archive:
        for name, content in entries.items():
            if content is None:
                archive.writestr(zipfile.ZipInfo(name), b"")
            else:
                archive.writestr(name, content)
    return buffer.getvalue()


# Folders, empty files, umlauts, deep paths; the second zip stores instead of deflating.
ENTRIES = {
    "paket/": None,
    "paket/leer/": None,
    "paket/__init__.py": b"",
    "paket/gr\u00fc\u00dfe.py": "print('Gr\u00fc\u00dfe')\n".encode(),
    "paket/tief/unten/daten.bin": bytes(range(256)) * 40,
}


@pytest.fixture(scope="module")
def unpacked(node, tmp_path_factory) -> list[dict]:
    """Both ways' trees for the site's zip and the two zips of ENTRIES (one Pyodide boot)."""
    zips = [build_lernlabor_zip(ROOT)]
    zips += [zip_of(ENTRIES, method) for method in (zipfile.ZIP_DEFLATED, zipfile.ZIP_STORED)]
    return run_helper(node, "compare", tmp_path_factory.mktemp("unzip"), *zips)


def test_the_site_zip_unpacks_to_the_same_files_as_with_pyodides_unpack_archive(unpacked):
    trees = unpacked[0]
    assert trees["unpackZip"] == trees["unpackArchive"]
    assert "lernlabor/pruefen/im_browser.py" in trees["unpackZip"]
    assert len([name for name in trees["unpackZip"] if name.endswith(".py")]) > 100


@pytest.mark.parametrize("number", [1, 2], ids=["deflated", "stored"])
def test_folders_empty_files_umlauts_and_stored_entries_come_out_alike(unpacked, number):
    trees = unpacked[number]
    assert trees["unpackZip"] == trees["unpackArchive"]
    wanted = {"paket/leer/", "paket/gr\u00fc\u00dfe.py", "paket/tief/unten/daten.bin"}
    assert wanted <= set(trees["unpackZip"])


@pytest.mark.parametrize("name", ["../boese.py", "paket/../../boese.py", "/etc/boese.py"])
def test_a_path_that_leaves_site_packages_is_refused(node, tmp_path, name):
    found = run_helper(node, "read", tmp_path, zip_of({"paket/gut.py": b"", name: b"x"}))
    assert found == {"error": f"lernlabor.zip: unzulässiger Pfad {name}"}


@pytest.mark.parametrize("cut", ["truncated", "not a zip"])
def test_a_damaged_zip_is_named_in_german(node, tmp_path, cut):
    good = zip_of({"paket/gut.py": b"print(1)\n" * 100})
    data = good[: len(good) // 2] if cut == "truncated" else b"<html>404</html>"
    found = run_helper(node, "read", tmp_path, data)
    assert found["error"].startswith("lernlabor.zip ist beschädigt (")


def test_an_intact_zip_is_read_whole(node, tmp_path):
    names = {f"paket/modul_{n}.py" for n in range(30)}
    found = run_helper(node, "read", tmp_path, zip_of(dict.fromkeys(names, b"x = 1\n")))
    assert found == {"names": sorted(names)}
