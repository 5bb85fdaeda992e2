"""lernlabor.web.pyodide_assets: the pinned Pyodide runtime and the lernlabor zip."""

import io
import json
import os
import shutil
import subprocess
import sys
import textwrap
import zipfile

import pytest

from lernlabor.web.pyodide_assets import (
    PYODIDE_RUNTIME_FILES,
    PyodideAssetsError,
    build_lernlabor_zip,
    ensure_node_modules,
    lernlabor_zip_members,
    pinned_pyodide_version,
    site_zip_entries,
    write_zip,
)

# --- the real repository -------------------------------------------------------------------


def test_package_json_pins_pyodide_exactly_and_the_lock_agrees(repo_root):
    manifest = json.loads((repo_root / "package.json").read_text(encoding="utf-8"))
    assert manifest["private"] is True
    assert manifest["dependencies"]["pyodide"] == "314.0.7"  # exact, no ^ or ~
    assert pinned_pyodide_version(repo_root) == "314.0.7"


def test_runtime_files_are_the_five_the_loader_needs():
    assert sorted(PYODIDE_RUNTIME_FILES) == sorted(
        ["pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip"]
        + ["pyodide-lock.json"]
    )


@pytest.fixture(scope="module")
def pyodide_dir(repo_root, missing_tool):
    """node_modules/pyodide of the repository, installed with npm ci when needed."""
    installed = (repo_root / "node_modules" / "pyodide" / "package.json").is_file()
    if not installed and shutil.which("npm") is None:
        missing_tool("`npm` not found and node_modules/pyodide is missing")
    return ensure_node_modules(repo_root)


def test_ensure_node_modules_gives_the_pinned_pyodide(repo_root, pyodide_dir):
    assert pyodide_dir == repo_root / "node_modules" / "pyodide"
    manifest = json.loads((pyodide_dir / "package.json").read_text(encoding="utf-8"))
    assert manifest["version"] == "314.0.7"
    shipped = {path.name for path in pyodide_dir.iterdir()}
    assert set(PYODIDE_RUNTIME_FILES) <= shipped
    # What the site must not carry: source maps, consoles, type declarations.
    assert {"pyodide.mjs.map", "console.html", "pyodide.d.ts"} <= shipped
    assert not any(
        name.endswith((".map", ".html", ".d.ts")) or "console" in name
        for name in PYODIDE_RUNTIME_FILES
    )


def test_pyodide_boots_from_the_runtime_files_alone(pyodide_dir, tmp_path, missing_tool):
    """Copy only PYODIDE_RUNTIME_FILES to a folder, as the site does, and start Python there."""
    node = shutil.which("node")
    if node is None:
        missing_tool("`node` not found on PATH; needed to boot Pyodide")
    for name in PYODIDE_RUNTIME_FILES:
        shutil.copy(pyodide_dir / name, tmp_path / name)
    script = textwrap.dedent(
        """
        const dir = process.argv[1];
        const { loadPyodide } = await import(dir + "/pyodide.mjs");
        const pyodide = await loadPyodide({ indexURL: dir + "/" });
        console.log(pyodide.version, pyodide.runPython("import sys; str(sys.version_info[:2])"));
        """
    )
    result = subprocess.run(
        [node, "--input-type=module", "-e", script, tmp_path.as_posix()],
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip() == "314.0.7 (3, 14)"


def test_zip_of_the_repository_holds_lernlabor_without_web(repo_root):
    data = build_lernlabor_zip(repo_root)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = archive.namelist()
        assert "lernlabor/__init__.py" in names
        assert "lernlabor/tracks/ki/__init__.py" in names
        assert not [n for n in names if n.startswith("lernlabor/web/") or "__pycache__" in n]
        assert names == sorted(names)
        for name in names:
            assert archive.read(name) == (repo_root / name).read_bytes()


# What an exercise is in the browser: its rules, known mistakes with their diagnoses, and the
# verdicts and messages of a check. Printed as JSON by a Python that imports lernlabor from
# the folder given first.
LOADED = """
import json, sys
sys.path.insert(0, sys.argv[1])
import lernlabor
assert lernlabor.__file__.startswith(sys.argv[1]), lernlabor.__file__
from lernlabor.pruefen import pruefe
from lernlabor.uebung import alle
faelle = json.loads(sys.stdin.read())
print(json.dumps({
    "uebungen": {
        u.id: {
            "irrtuemer": [
                [i.datei, i.regel, i.diagnose] for i in (u.vertrag.irrtuemer if u.vertrag else ())
            ],
            "falsche": sorted(f.datei for f in u.falsche_antworten),
            "andere": len(u.andere_loesungen),
        }
        for u in alle()
    },
    "urteile": [pruefe(kennung, code) for kennung, code in faelle],
}))
"""


def test_the_site_zip_keeps_of_each_answer_what_the_browser_reads(repo_root, tmp_path):
    whole = build_lernlabor_zip(repo_root)
    with zipfile.ZipFile(io.BytesIO(whole)) as archive:
        full = {name: archive.read(name) for name in archive.namelist()}
    site = site_zip_entries(repo_root)
    assert sorted(site) == sorted(full)  # every file stays, so each exercise loads as here
    changed = [name for name in site if site[name] != full[name]]
    assert changed and all(("/falsch_" in n or "/anders_" in n) for n in changed)
    for name in changed:
        if "/anders_" in name:
            assert site[name] == b""
        else:  # the docstring "Regel N: Diagnose" and nothing after it, or nothing
            assert full[name].startswith(site[name].rstrip(b"\n"))
            assert site[name] == b"" or site[name].lstrip(b"r").startswith(b'"""Regel ')
    assert len(write_zip(site)) < 0.75 * len(whole)

    for name, data in site.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(data)
    from lernlabor.uebung import alle

    # A wrong answer of each exercise, where the diagnosis comes from its docstring.
    faelle = [(u.id, u.falsche_antworten[-1].code) for u in alle() if u.falsche_antworten]

    def loaded(folder):
        done = subprocess.run(
            [sys.executable, "-c", LOADED, str(folder)],
            input=json.dumps(faelle),
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=300,
        )
        assert done.returncode == 0, done.stderr[-3000:]
        return json.loads(done.stdout)

    here, browser = loaded(repo_root), loaded(tmp_path)
    assert browser["urteile"] == here["urteile"]
    for kennung, uebung in here["uebungen"].items():
        assert browser["uebungen"][kennung] == uebung, kennung


# --- the zip, on a small package tree ------------------------------------------------------


@pytest.fixture
def package_tree(tmp_path):
    """A lernlabor tree with everything the zip must keep and everything it must drop."""
    files = {
        "lernlabor/__init__.py": "WERT = 1\n",
        "lernlabor/ki/__init__.py": "from .modul import ANTWORT\n",
        "lernlabor/ki/modul.py": "ANTWORT = 'Grüße'\n",
        "lernlabor/daten/katalog.json": "[]\n",
        "lernlabor/webseite.py": "# kein web-Ordner, bleibt drin\n",
        "lernlabor/web/__init__.py": "raise ImportError('nur zur Bauzeit')\n",
        "lernlabor/web/js/widget.js": "export {};\n",
        "lernlabor/__pycache__/__init__.cpython-312.pyc": "x",
        "lernlabor/ki/__pycache__/modul.cpython-312.pyc": "x",
        "lernlabor/ki/alt.pyc": "x",
        "lernlabor/ki/.modul.py.swp": "x",
        "lernlabor/.DS_Store": "x",
        "README.md": "nicht im Paket\n",
    }
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return tmp_path


def test_zip_keeps_package_files_and_drops_web_caches_and_hidden_files(package_tree):
    assert lernlabor_zip_members(package_tree) == [
        "lernlabor/__init__.py",
        "lernlabor/daten/katalog.json",
        "lernlabor/ki/__init__.py",
        "lernlabor/ki/modul.py",
        "lernlabor/webseite.py",
    ]
    with zipfile.ZipFile(io.BytesIO(build_lernlabor_zip(package_tree))) as archive:
        assert archive.namelist() == lernlabor_zip_members(package_tree)
        assert archive.read("lernlabor/ki/modul.py").decode() == "ANTWORT = 'Grüße'\n"
        for info in archive.infolist():
            assert info.date_time == (1980, 1, 1, 0, 0, 0)
            assert info.external_attr >> 16 == 0o644
            assert info.compress_type == zipfile.ZIP_DEFLATED


def test_zip_bytes_do_not_depend_on_time_stamps_or_creation_order(package_tree, tmp_path_factory):
    first = build_lernlabor_zip(package_tree)
    for path in package_tree.rglob("*"):
        os.utime(path, (1_000_000_000, 1_000_000_000))
    assert build_lernlabor_zip(package_tree) == first
    # The same files written in reverse order give the same bytes.
    copy = tmp_path_factory.mktemp("copy")
    for name in reversed(lernlabor_zip_members(package_tree)):
        (copy / name).parent.mkdir(parents=True, exist_ok=True)
        (copy / name).write_bytes((package_tree / name).read_bytes())
    assert build_lernlabor_zip(copy) == first
    # A changed source changes the bytes.
    (package_tree / "lernlabor/ki/modul.py").write_text("ANTWORT = 'Tschüss'\n", encoding="utf-8")
    assert build_lernlabor_zip(package_tree) != first


def test_unpacked_zip_is_importable(package_tree, tmp_path_factory):
    target = tmp_path_factory.mktemp("site-packages")
    with zipfile.ZipFile(io.BytesIO(build_lernlabor_zip(package_tree))) as archive:
        archive.extractall(target)
    code = "import lernlabor.ki; print(lernlabor.ki.ANTWORT, lernlabor.__file__)"
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=target,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(target), "PYTHONIOENCODING": "utf-8"},
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == f"Grüße {target / 'lernlabor' / '__init__.py'}"


def test_zip_refuses_a_folder_without_the_package(tmp_path):
    (tmp_path / "lernlabor").mkdir()
    with pytest.raises(PyodideAssetsError, match=r"lernlabor is not a Python package"):
        build_lernlabor_zip(tmp_path)


# --- ensure_node_modules, with a stand-in npm on PATH --------------------------------------


def write_lock(root, version="1.2.3"):
    lock = {"packages": {"": {}, "node_modules/pyodide": {"version": version}}}
    (root / "package-lock.json").write_text(json.dumps(lock), encoding="utf-8")


def install_fake_pyodide(root, version="1.2.3", skip=()):
    folder = root / "node_modules" / "pyodide"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "package.json").write_text(json.dumps({"version": version}), encoding="utf-8")
    for name in PYODIDE_RUNTIME_FILES:
        if name not in skip:
            (folder / name).write_text("", encoding="utf-8")


@pytest.fixture
def fake_npm(tmp_path, monkeypatch):
    """Put an `npm` on PATH that logs its arguments and does what ``behaviour`` says.

    behaviour: "install" writes the locked version, "noop" does nothing, "fail" exits 1.
    Only this npm is on PATH, so a real npm can never be reached by accident.
    """
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    log = tmp_path / "npm.log"

    def make(behaviour):
        script = bin_dir / "npm"
        script.write_text(
            f"#!{sys.executable}\n"
            + textwrap.dedent(
                f"""
                import json, os, pathlib, sys
                with open({str(log)!r}, "a") as log:
                    log.write(os.getcwd() + " " + " ".join(sys.argv[1:]) + "\\n")
                if {behaviour!r} == "fail":
                    sys.stderr.write("npm ERR! 404 pyodide@9.9.9 not found\\n")
                    sys.exit(1)
                if {behaviour!r} == "install":
                    lock = json.loads(pathlib.Path("package-lock.json").read_text())
                    for path, entry in lock["packages"].items():
                        if not path or entry.get("optional"):
                            continue
                        folder = pathlib.Path(path)
                        folder.mkdir(parents=True, exist_ok=True)
                        manifest = json.dumps({{"version": entry["version"]}})
                        (folder / "package.json").write_text(manifest)
                    for name in {list(PYODIDE_RUNTIME_FILES)!r}:
                        (pathlib.Path("node_modules/pyodide") / name).write_text("")
                """
            ),
            encoding="utf-8",
        )
        script.chmod(0o755)
        monkeypatch.setenv("PATH", str(bin_dir))
        return log

    return make


def npm_calls(log):
    return log.read_text().splitlines() if log.exists() else []


def test_up_to_date_node_modules_do_not_call_npm(tmp_path, fake_npm):
    log = fake_npm("fail")
    write_lock(tmp_path)
    install_fake_pyodide(tmp_path)
    assert ensure_node_modules(tmp_path) == tmp_path / "node_modules" / "pyodide"
    assert npm_calls(log) == []


@pytest.mark.parametrize(
    "state",
    ["absent", "other version", "runtime file missing", "broken package.json"],
)
def test_missing_or_stale_pyodide_runs_npm_ci(tmp_path, fake_npm, state):
    log = fake_npm("install")
    write_lock(tmp_path, "1.2.3")
    if state == "other version":
        install_fake_pyodide(tmp_path, "1.2.2")
    elif state == "runtime file missing":
        install_fake_pyodide(tmp_path, skip={"pyodide.asm.wasm"})
    elif state == "broken package.json":
        install_fake_pyodide(tmp_path)
        (tmp_path / "node_modules/pyodide/package.json").write_text("{kaputt", encoding="utf-8")
    folder = ensure_node_modules(tmp_path)
    assert npm_calls(log) == [f"{tmp_path} ci --no-audit --no-fund"]
    assert json.loads((folder / "package.json").read_text())["version"] == "1.2.3"
    assert (folder / "pyodide.asm.wasm").is_file()


def test_a_missing_locked_package_besides_pyodide_runs_npm_ci(tmp_path, fake_npm):
    """An older node_modules without, say, the bundler is repaired by the same npm ci."""
    log = fake_npm("install")
    lock = {
        "packages": {
            "": {},
            "node_modules/pyodide": {"version": "1.2.3"},
            "node_modules/esbuild": {"version": "0.28.2"},
            "node_modules/@esbuild/other-platform": {"version": "0.28.2", "optional": True},
        }
    }
    (tmp_path / "package-lock.json").write_text(json.dumps(lock), encoding="utf-8")
    install_fake_pyodide(tmp_path)
    ensure_node_modules(tmp_path)
    assert npm_calls(log) == [f"{tmp_path} ci --no-audit --no-fund"]
    assert (tmp_path / "node_modules/esbuild/package.json").is_file()
    assert not (tmp_path / "node_modules/@esbuild/other-platform").exists()
    ensure_node_modules(tmp_path)  # now complete: npm is not called again
    assert len(npm_calls(log)) == 1


def test_npm_missing_gives_a_clear_error(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "leer"))
    write_lock(tmp_path, "1.2.3")
    with pytest.raises(PyodideAssetsError, match=r"Pyodide 1\.2\.3 .* `npm` was not found"):
        ensure_node_modules(tmp_path)


def test_failing_npm_reports_its_output(tmp_path, fake_npm):
    fake_npm("fail")
    write_lock(tmp_path)
    with pytest.raises(PyodideAssetsError) as caught:
        ensure_node_modules(tmp_path)
    message = str(caught.value)
    assert "`npm ci --no-audit --no-fund` failed" in message
    assert "exit code 1" in message
    assert "npm ERR! 404 pyodide@9.9.9 not found" in message


def test_npm_that_installs_the_wrong_thing_is_caught(tmp_path, fake_npm):
    log = fake_npm("noop")
    write_lock(tmp_path, "1.2.3")
    install_fake_pyodide(tmp_path, "1.0.0")
    with pytest.raises(PyodideAssetsError, match=r"still does not hold Pyodide 1\.2\.3"):
        ensure_node_modules(tmp_path)
    assert len(npm_calls(log)) == 1


@pytest.mark.parametrize(
    ("lock_text", "expected"),
    [
        (None, r"package-lock\.json is missing"),
        ("{nicht json", r"is not valid JSON"),
        ('{"packages": {"": {}}}', r"pins no 'node_modules/pyodide' package"),
        ('{"packages": {"node_modules/pyodide": {}}}', r"pins no 'node_modules/pyodide'"),
        ("[]", r"pins no 'node_modules/pyodide'"),
    ],
    ids=["missing", "not json", "no pyodide", "no version", "not an object"],
)
def test_broken_lock_file_is_reported_before_npm_runs(tmp_path, fake_npm, lock_text, expected):
    log = fake_npm("install")
    if lock_text is not None:
        (tmp_path / "package-lock.json").write_text(lock_text, encoding="utf-8")
    with pytest.raises(PyodideAssetsError, match=expected):
        ensure_node_modules(tmp_path)
    assert npm_calls(log) == []
