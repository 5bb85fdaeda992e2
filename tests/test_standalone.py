"""Downloads that run on their own: ``lernlabor/web/standalone.py`` and the hook that uses it.

The decisive tests take the bytes the built site serves, put them into an empty folder and
run them there with a plain Python that has no ``lernlabor`` (no PYTHONPATH, no venv), and
with ``uv run`` offline, as a learner would after clicking "hier herunterladen".
"""

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

from lernlabor.web.hooks import download_files
from lernlabor.web.standalone import StandaloneError, _literal, make_standalone

ROOT = Path(__file__).resolve().parent.parent
KI_14 = ROOT / "lernlabor" / "tracks" / "ki" / "labor" / "ki_14_echter_agent.py"
BUCHPREIS = ROOT / "tests" / "standalone" / "buchpreis.py"
# The interpreter behind the venv: it knows nothing of the project's packages.
PLAIN_PYTHON = getattr(sys, "_base_executable", None) or sys.executable
HEADER = '# /// script\n# requires-python = ">=3.12"\n# dependencies = []\n# ///\n'


def clean_env(**extra):
    """The environment without keys, venv or PYTHONPATH: what an empty terminal has."""
    drop = ("ANTHROPIC_", "LLM_", "LERNLABOR_", "PYTHON", "VIRTUAL_ENV", "UV_PROJECT")
    env = {k: v for k, v in os.environ.items() if not k.startswith(drop)}
    return env | extra


def run(command, cwd, env=None):
    done = subprocess.run(
        command, cwd=cwd, env=env or clean_env(), capture_output=True, text=True, timeout=120
    )
    return done.returncode, done.stdout, done.stderr


def in_empty_folder(tmp_path, name, data):
    folder = tmp_path / "leer"
    folder.mkdir()
    (folder / name).write_bytes(data)
    return folder


@pytest.fixture(scope="module")
def plain_python():
    """A Python without lernlabor; a test that copies a file there proves something only then."""
    code, _, _ = run([PLAIN_PYTHON, "-c", "import lernlabor"], cwd="/")
    assert code != 0, f"{PLAIN_PYTHON} can import lernlabor; it cannot show a missing module"
    return PLAIN_PYTHON


def make_config(folder, downloads):
    """A validated MkDocs config whose ``extra: downloads:`` lists ``downloads``."""
    config = MkDocsConfig()
    config.load_dict(
        {
            "site_name": "Test",
            "docs_dir": str(folder),
            "site_dir": str(folder.parent / "site"),
            "extra": {"downloads": downloads},
        }
    )
    errors, _ = config.validate()
    assert not errors, errors
    config.plugins._current_plugin = (
        None  # set by MkDocs while plugins run; File.generated reads it
    )
    return config


def embedded_table(text):
    """The ``_EINGEBETTET`` dict of a generated file: name -> (path, is_package, source)."""
    for node in ast.parse(text).body:
        if isinstance(node, ast.Assign) and node.targets[0].id == "_EINGEBETTET":
            return ast.literal_eval(node.value)
    raise AssertionError("no _EINGEBETTET table")


def in_repo(script, *args):
    """The script run from the repository, where lernlabor is importable."""
    return run([sys.executable, str(script), *args], cwd=ROOT, env=clean_env())


def test_served_download_runs_alone_with_python(built_site, tmp_path, plain_python):
    served = (built_site / "downloads" / KI_14.name).read_bytes()
    folder = in_empty_folder(tmp_path, KI_14.name, served)
    alone = run([plain_python, KI_14.name], cwd=folder)
    assert alone[0] == 0, alone[2]
    assert "Betriebsart: Trockenlauf" in alone[1] and "Modellaufrufe: 3" in alone[1]
    assert alone == in_repo(KI_14)
    assert sorted(p.name for p in folder.iterdir()) == [KI_14.name], "it writes nothing beside"


def test_served_download_runs_with_uv_run_offline(built_site, tmp_path, missing_tool):
    uv = shutil.which("uv")
    if uv is None:
        missing_tool("uv is missing")
    served = (built_site / "downloads" / KI_14.name).read_bytes()
    assert served.decode().startswith(HEADER)
    folder = in_empty_folder(tmp_path, KI_14.name, served)
    env = clean_env(UV_OFFLINE="1", UV_PYTHON_DOWNLOADS="never", UV_NO_CONFIG="1")
    # Offline, uv downloads no Python: use the given one or the one behind the venv.
    env["UV_PYTHON"] = os.environ.get("UV_PYTHON") or PLAIN_PYTHON
    code, stdout, stderr = run([uv, "run", KI_14.name], folder, env)  # as the lesson says
    assert code == 0, stderr
    assert "Betriebsart: Trockenlauf" in stdout
    assert stdout == in_repo(KI_14)[1]


def test_any_listed_script_becomes_standalone(tmp_path, plain_python):
    """The hook treats every .py download alike: here a second script, from a test config."""
    config = make_config(tmp_path, [str(BUCHPREIS.relative_to(ROOT)), "mkdocs.yml"])
    files = {f.src_uri: f for f in download_files(config, ROOT)}
    assert sorted(files) == ["downloads/buchpreis.py", "downloads/mkdocs.yml"]
    assert files["downloads/mkdocs.yml"].abs_src_path == str(ROOT / "mkdocs.yml")
    text = files["downloads/buchpreis.py"].content_string
    assert text == make_standalone(BUCHPREIS, ROOT)
    folder = in_empty_folder(tmp_path, "buchpreis.py", text.encode())
    alone = run([plain_python, "buchpreis.py", "Tee", "Tokio", "Rust"], cwd=folder)
    assert alone[0] == 0, alone[2]
    assert alone == in_repo(BUCHPREIS, "Tee", "Tokio", "Rust")
    assert "Tokio: Dazu habe ich nichts gefunden" in alone[1]


def test_embeds_exactly_the_modules_the_script_needs():
    text = make_standalone(BUCHPREIS, ROOT)
    table = embedded_table(text)
    assert sorted(table) == [
        "lernlabor",
        "lernlabor.grenzen",
        "lernlabor.tracks",
        "lernlabor.tracks.ki",
        "lernlabor.tracks.ki.simulator",
        "lernlabor.tracks.ki.simulator.anthropic",
        "lernlabor.tracks.ki.simulator.anthropic.buchladen",
        "lernlabor.tracks.ki.simulator.anthropic.form",
        "lernlabor.tracks.ki.simulator.anthropic.modell",
        "lernlabor.tracks.ki.simulator.anthropic.schleife",  # imported only inside main()
        "lernlabor.tracks.ki.simulator.anthropic.verlauf",
        "lernlabor.tracks.ki.simulator.anthropic.werkzeuge",
        "lernlabor.tracks.ki.simulator.basis",
        "lernlabor.tracks.ki.simulator.fehler",
        "lernlabor.tracks.ki.simulator.kosten",
        "lernlabor.tracks.ki.simulator.texte",
    ]
    # Passed through on the way to a submodule: empty, so the track's __init__.py with the
    # whole simulator (or lernlabor.tracks.ki.labor for ki_14) is not dragged in.
    assert table["lernlabor.tracks.ki"] == ("", True, "")
    path, is_package, source = table["lernlabor.tracks.ki.simulator.basis"]
    assert (path, is_package) == ("lernlabor/tracks/ki/simulator/basis.py", False)
    assert source == (ROOT / path).read_text(encoding="utf-8")


def test_ki_14_keeps_its_docstring_first_and_embeds_the_real_ki_package():
    text = make_standalone(KI_14, ROOT)
    tree = ast.parse(text)
    assert ast.get_docstring(tree) == ast.get_docstring(ast.parse(KI_14.read_text("utf-8")))
    assert text.startswith(HEADER)
    assert text.endswith(KI_14.read_text("utf-8").split('"""\n', 2)[2])
    assert "'lernlabor.tracks.ki.labor': ('', True, '')" in text
    assert "'lernlabor.tracks.ki': ('lernlabor/tracks/ki/__init__.py', True," in text
    assert (
        "'lernlabor.tracks.ki.labor.ki_14_openai': ('lernlabor/tracks/ki/labor/ki_14_openai.py'"
        in text
    )


def copy_simulator(tmp_path):
    """The parts of lernlabor that a script using the simulator of Track KI needs."""
    shutil.copytree(ROOT / "lernlabor" / "tracks", tmp_path / "lernlabor" / "tracks")
    shutil.copy(ROOT / "lernlabor" / "grenzen.py", tmp_path / "lernlabor" / "grenzen.py")


def test_traceback_shows_the_embedded_line(tmp_path, plain_python):
    script = tmp_path / "kaputt.py"
    script.write_text(
        "import traceback\nfrom lernlabor.tracks.ki import SkriptModell\n\n"
        "try:\n    SkriptModell([])\n"
        "except ValueError:\n    print(traceback.format_exc())\n\nSkriptModell([])\n",
        "utf-8",
    )
    copy_simulator(tmp_path)
    text = make_standalone(script, tmp_path)
    folder = in_empty_folder(tmp_path, "kaputt.py", text.encode())
    code, stdout, stderr = run([plain_python, "kaputt.py"], cwd=folder)
    assert code == 1
    assert (
        'File "lernlabor/tracks/ki/simulator/anthropic/modell.py", line' in stderr
        and "nicht-leere Liste" in stderr
    )
    # The traceback module (pytest, IDEs, Python 3.13's default hook) shows the source line.
    assert 'File "lernlabor/tracks/ki/simulator/anthropic/modell.py", line' in stdout
    assert "raise ValueError(" in stdout


def test_script_without_lernlabor_stays_byte_for_byte(tmp_path):
    script = tmp_path / "hallo.py"
    script.write_text('"""Ohne lernlabor."""\nprint("hallo")\n', "utf-8")
    assert make_standalone(script, tmp_path) == script.read_text("utf-8")


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("from lernlabor.gibtsnicht import x\n", "imports 'lernlabor.gibtsnicht', which is not"),
        ("import lernlabor.tracks.ki.nichtda\n", "imports 'lernlabor.tracks.ki.nichtda'"),
        ("# /// script\n# ///\nimport lernlabor.tracks.ki\n", "already has a PEP 723 block"),
        ("import lernlabor.tracks.ki\ndef (:\n", "cannot be parsed"),
    ],
)
def test_bad_scripts_stop_the_build_with_a_clear_message(tmp_path, source, message):
    copy_simulator(tmp_path)
    script = tmp_path / "skript.py"
    script.write_text(source, "utf-8")
    with pytest.raises(StandaloneError, match=message):
        make_standalone(script, tmp_path)
    (tmp_path / "docs").mkdir()
    config = make_config(tmp_path / "docs", ["skript.py"])
    with pytest.raises(PluginError, match="extra: downloads:"):
        download_files(config, tmp_path)


def test_future_imports_stay_at_the_top(tmp_path, plain_python):
    copy_simulator(tmp_path)
    script = tmp_path / "zukunft.py"
    script.write_text(
        '"""Doc."""\nfrom __future__ import annotations\n\n'
        "from lernlabor.tracks.ki import text_von\n"
        'print(text_von("ok"))\n',
        "utf-8",
    )
    text = make_standalone(script, tmp_path)
    folder = in_empty_folder(tmp_path, "zukunft.py", text.encode())
    assert run([plain_python, "zukunft.py"], cwd=folder) == (0, "ok\n", "")


@pytest.mark.parametrize(
    "text", ["", "a\n", "x = '''y'''\n", "ende\\", "cr\r\nlf\n", "quote'", 'r"\\d+"\n', "\t\x00"]
)
def test_every_source_survives_as_a_literal(text):
    assert ast.literal_eval(_literal(text)) == text
