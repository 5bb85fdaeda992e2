"""lernlabor.tracks.ki inside real Pyodide 314 under Node, offline from the pinned npm package.

The snippets below run in Pyodide in the Node process all tests share (tests/pyodide/
service.py: one boot per test process, a fresh interpreter per call), with lernlabor
installed from the same zip the site ships. Only the test of the exit code starts
tests/pyodide/run_python.mjs as a process of its own. Where the output does not depend on
the interpreter, it must equal CPython's output byte for byte.
"""

import contextlib
import io
import json
import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest

from lernlabor.web.pyodide_assets import build_lernlabor_zip, ensure_node_modules
from tests.pyodide.service import shared_service

NODE_TIMEOUT = 180  # seconds; a cold start takes a few, a hang must not block CI forever

SNIPPETS = {
    # First, so that no other snippet has loaded an exercise yet.
    "register": """
        import sys

        from lernlabor.uebung import finde, lektionen

        print([paket for paket, _ in lektionen()])
        uebung = finde("m4-03-uebung-2")
        print(uebung.id, uebung.titel)
        print(sorted(n for n, m in sys.modules.items() if hasattr(m, "UEBUNG")))
        """,
    "interpreter": """
        import site
        import sys

        import lernlabor
        import lernlabor.tracks.ki

        print(sys.version_info[:2], sys.platform)
        print("aus dem Zip:", lernlabor.__file__.startswith(site.getsitepackages()[0] + "/"))
        try:
            import lernlabor.web
        except ModuleNotFoundError:
            print("lernlabor.web fehlt")
        """,
    "lauf_agent": """
        import json

        from lernlabor.tracks.ki import SkriptModell, lauf_agent


        def wetter(ort):
            return {"ort": ort, "grad": 21}


        def rechne(a, b):
            return a * b


        modell = SkriptModell(
            [
                [{"type": "tool_use", "id": "t1", "name": "wetter", "input": {"ort": "Köln"}}],
                [
                    {"type": "text", "text": "Ich rechne noch."},
                    {"type": "tool_use", "id": "t2", "name": "rechne", "input": {"a": 6, "b": 7}},
                ],
                "In Köln sind es 21 Grad, und 6 mal 7 ist 42.",
            ]
        )
        werkzeuge = {"wetter": wetter, "rechne": rechne}
        ergebnis = lauf_agent(modell, "Wetter in Köln? Und 6 mal 7?", werkzeuge)
        print("grund:", ergebnis["grund"])
        print("schritte:", ergebnis["schritte"], "aufrufe:", modell.aufrufe)
        print("antwort:", ergebnis["antwort"])
        print("tokens:", ergebnis["tokens"], "kosten:", round(ergebnis["kosten"], 6))
        for nachricht in ergebnis["messages"]:
            print(nachricht["role"], json.dumps(nachricht["content"], ensure_ascii=False))
        """,
    "verdrahtung": """
        from lernlabor.tracks.ki import ApiFehler, SkriptModell, text_von, tool_result_fuer

        werkzeuge = {"wetter": lambda ort: f"{ort}: 21 Grad"}
        modell = SkriptModell(
            [
                [{"type": "tool_use", "id": "t1", "name": "wetter", "input": {"ort": "Köln"}}],
                "In Köln sind es 21 Grad.",
            ]
        )
        messages = [{"role": "user", "content": "Wie warm ist es in Köln?"}]
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        wunsch = antwort["content"][0]


        def ergebnis(tool_use_id, content):
            return {"type": "tool_result", "tool_use_id": tool_use_id, "content": content}


        varianten = {
            "Text statt Ergebnis": {"role": "user", "content": "Und jetzt?"},
            "falsche id": {"role": "user", "content": [ergebnis("t9", "21 Grad")]},
            "Ergebnis als dict": {"role": "user", "content": [ergebnis("t1", {"grad": 21})]},
            "richtig": {"role": "user", "content": [tool_result_fuer(wunsch, werkzeuge)]},
        }
        for name, nachricht in varianten.items():
            try:
                antwort = modell(messages + [nachricht])
            except ApiFehler as fehler:
                print(f"{name}: ApiFehler {fehler.regel} bei messages[{fehler.index}]")
                print(f"  {fehler.api_text}")
            else:
                print(f"{name}: {text_von(antwort['content'])}")
        print("aufrufe:", modell.aufrufe)
        """,
    "openai_verdrahtung": """
        import json

        from lernlabor.tracks.ki import ApiFehler, SkriptModellOpenAI, _ZuVieleAufrufe, aufruf

        modell = SkriptModellOpenAI(
            [[aufruf("call_1", "wetter", ort="Köln"), aufruf("call_2", "wetter", ort="Bonn")],
             "Köln 21 Grad, Bonn 19 Grad."],
            max_aufrufe=9,
        )
        messages = [{"role": "user", "content": "Wie warm ist es in Köln und Bonn?"}]
        antwort = modell(messages)
        print(json.dumps(antwort, ensure_ascii=False))
        nachricht = antwort["choices"][0]["message"]
        ergebnisse = [
            {"role": "tool", "tool_call_id": a["id"], "content": json.dumps({"grad": 21})}
            for a in nachricht["tool_calls"]
        ]
        varianten = {
            "ohne assistant, name statt id (Quelle 003)": [
                {"role": "tool", "name": "wetter", "content": "21"}
            ],
            "ohne assistant": ergebnisse,
            "dict als content": [
                nachricht, {**ergebnisse[0], "content": {"grad": 21}}, ergebnisse[1]
            ],
            "eine Antwort fehlt": [nachricht, ergebnisse[0]],
            "doppelt": [nachricht, *ergebnisse, ergebnisse[1]],
            "Anthropic-Ergebnisse": [
                nachricht,
                {"role": "user", "content": [
                    {"type": "tool_result", "tool_use_id": "call_1", "content": "21"}]},
            ],
            "arguments als dict": [
                {**nachricht, "tool_calls": [{**nachricht["tool_calls"][0], "function": {
                    "name": "wetter", "arguments": {"ort": "Köln"}}}]},
            ],
            "richtig": [nachricht, *ergebnisse],
        }
        for name, neu in varianten.items():
            try:
                antwort = modell(messages + neu)
            except ApiFehler as fehler:
                print(f"{name}: {fehler.regel} bei messages[{fehler.index}]")
                print(f"  {fehler.api_text}")
            else:
                print(f"{name}: {antwort['choices'][0]['message']['content']}", antwort["usage"])
        try:
            modell(messages)
        except _ZuVieleAufrufe as fehler:
            print("Limit:", str(fehler)[:40])
        print("aufrufe:", modell.aufrufe, "abgelehnt:", modell.abgelehnt)
        """,
    # The random histories and mutations of the property tests, with fixed seeds.
    "openai_faelle": (Path(__file__).parent / "ki_openai_faelle.py").read_text(encoding="utf-8")
    + "\nfor zeile in lauf(range(40)):\n    print(zeile)\n",
}

# Learner code whose loop swallows every Exception (bounded, so a broken simulator fails the
# test instead of hanging it). Only the BaseException _ZuVieleAufrufe may get through. Runs as
# a whole program, which checks the harness's exit code too.
ENDLESS_LOOP = """
from lernlabor.tracks.ki import SkriptModell

modell = SkriptModell(["Noch einmal."], max_aufrufe=3)
messages = [{"role": "user", "content": "Los"}]
print("Start")
for _ in range(10):
    try:
        antwort = modell(messages)
        messages.append({"role": "assistant", "content": antwort["content"]})
        messages.append({"role": "user", "content": "weiter"})
    except Exception as fehler:
        print("verschluckt:", type(fehler).__name__)
print("Schleife zu Ende")
"""


def ready_node(repo_root, missing_tool):
    """Node's path, with the pinned Pyodide installed (npm ci if needed)."""
    node = shutil.which("node")
    if node is None:
        missing_tool("`node` not found on PATH; the Pyodide tests need Node.js >= 18")
    ensure_node_modules(repo_root)
    return node


@pytest.fixture(scope="module")
def pyodide_setup(repo_root, missing_tool, tmp_path_factory):
    """Node, the pinned Pyodide (npm ci if needed) and the lernlabor zip as a file."""
    node = ready_node(repo_root, missing_tool)
    zip_path = tmp_path_factory.mktemp("pyodide") / "lernlabor.zip"
    zip_path.write_bytes(build_lernlabor_zip(repo_root))
    return node, zip_path


def run_harness(repo_root, node, zip_path, *args, stdin=None):
    """Run code as tests/pyodide/run_python.mjs does, in this process's shared Pyodide.

    Takes the harness's arguments after ``--zip``: ``[--snapshot FILE] -`` (code on
    ``stdin``) or ``--batch IN OUT``. Each call gets a fresh interpreter (service.py).
    Returns a CompletedProcess with the harness's exit code.
    """
    service = shared_service(node)
    if args[0] == "--batch":
        source, target = args[1:]
        snippets = json.loads(Path(source).read_text(encoding="utf-8"))
        results = service.run_snippets(snippets, zip_path)
        Path(target).write_text(json.dumps(results), encoding="utf-8")
        return subprocess.CompletedProcess(["service", *args], 0, "", "")
    snapshot = args[1] if args[0] == "--snapshot" else None
    assert args[-1] == "-", f"the service runs code from stdin, not {args!r}"
    return service.run(stdin, zip_path, snapshot)


def run_process(repo_root, node, zip_path, *args, stdin=None):
    """Run tests/pyodide/run_python.mjs itself, as a process; returns the CompletedProcess."""
    harness = repo_root / "tests" / "pyodide" / "run_python.mjs"
    return subprocess.run(
        [node, str(harness), "--zip", str(zip_path), *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=repo_root,
        timeout=NODE_TIMEOUT,
    )


@pytest.fixture(scope="module")
def in_pyodide(repo_root, pyodide_setup, tmp_path_factory):
    """Every snippet of SNIPPETS, run in one Pyodide: {name: {ok, stdout, stderr, error}}."""
    node, zip_path = pyodide_setup
    folder = tmp_path_factory.mktemp("snippets")
    source, target = folder / "snippets.json", folder / "results.json"
    source.write_text(
        json.dumps({name: textwrap.dedent(code) for name, code in SNIPPETS.items()}),
        encoding="utf-8",
    )
    result = run_harness(repo_root, node, zip_path, "--batch", str(source), str(target))
    assert result.returncode == 0, f"Node harness failed:\n{result.stdout}\n{result.stderr}"
    return json.loads(target.read_text(encoding="utf-8"))


def pyodide_output(in_pyodide, name):
    """The stdout of snippet ``name``; fails with Pyodide's traceback if it raised."""
    result = in_pyodide[name]
    assert result["ok"], f"snippet {name!r} raised in Pyodide:\n{result['error']}"
    assert result["stderr"] == ""
    return result["stdout"]


def cpython_output(name):
    """The stdout of snippet ``name`` in this CPython, for comparison."""
    buffer = io.StringIO()
    code = compile(textwrap.dedent(SNIPPETS[name]), f"<{name}>", "exec")
    with contextlib.redirect_stdout(buffer):
        exec(code, {"__name__": "__main__"})
    return buffer.getvalue()


def test_pyodide_runs_python_3_14_with_lernlabor_from_the_zip(in_pyodide):
    assert pyodide_output(in_pyodide, "interpreter").splitlines() == [
        "(3, 14) emscripten",
        "aus dem Zip: True",
        "lernlabor.web fehlt",
    ]


def test_the_register_finds_lessons_by_folder_and_loads_one_exercise_in_pyodide(in_pyodide):
    from lernlabor.uebung import finde, lektionen

    zeilen = pyodide_output(in_pyodide, "register").splitlines()
    assert zeilen[0] == repr([paket for paket, _ in lektionen()])
    assert zeilen[1] == f"m4-03-uebung-2 {finde('m4-03-uebung-2').titel}"
    assert zeilen[2] == "['lernlabor.tracks.ki.uebungen.m4_03.uebung_2']"


def test_lauf_agent_with_two_tool_calls_in_pyodide(in_pyodide):
    output = pyodide_output(in_pyodide, "lauf_agent")
    lines = output.splitlines()
    assert lines[:3] == [
        "grund: fertig",
        "schritte: 3 aufrufe: 3",
        "antwort: In Köln sind es 21 Grad, und 6 mal 7 ist 42.",
    ]
    roles = [line.split(" ", 1)[0] for line in lines[4:]]
    assert roles == ["user", "assistant", "user", "assistant", "user", "assistant"]
    assert '"content": "{\\"ort\\": \\"Köln\\", \\"grad\\": 21}"' in lines[6]
    assert '"tool_use_id": "t2", "content": "42"' in lines[8]
    # Tokens, costs and the whole history match CPython to the last character.
    assert output == cpython_output("lauf_agent")


def test_wiring_mistakes_raise_api_fehler_in_pyodide(in_pyodide):
    output = pyodide_output(in_pyodide, "verdrahtung")
    verdicts = [line for line in output.splitlines() if not line.startswith("  ")]
    assert verdicts == [
        "Text statt Ergebnis: ApiFehler fehlendes_ergebnis bei messages[2]",
        "falsche id: ApiFehler unerwartetes_ergebnis bei messages[2]",
        "Ergebnis als dict: ApiFehler ergebnis_kein_string bei messages[2]",
        "richtig: In Köln sind es 21 Grad.",
        "aufrufe: 2",
    ]
    assert "`tool_use` ids were found without `tool_result` blocks" in output
    assert output == cpython_output("verdrahtung")


def test_zu_viele_aufrufe_escapes_except_exception_in_pyodide(repo_root, pyodide_setup):
    node, zip_path = pyodide_setup
    result = run_process(repo_root, node, zip_path, "-", stdin=ENDLESS_LOOP)
    assert result.returncode == 1, result.stderr
    assert result.stdout == "Start\n"  # nothing was swallowed
    last_line = result.stderr.strip().splitlines()[-1]
    assert last_line.startswith(
        "lernlabor.tracks.ki.simulator.fehler._ZuVieleAufrufe: Das Modell wurde schon 3-mal"
    )


def test_openai_simulator_in_pyodide(in_pyodide):
    output = pyodide_output(in_pyodide, "openai_verdrahtung")
    verdicts = [line for line in output.splitlines()[1:] if not line.startswith("  ")]
    assert verdicts == [
        "ohne assistant, name statt id (Quelle 003): ohne_tool_call_id bei messages[1]",
        "ohne assistant: unerwartetes_ergebnis bei messages[1]",
        "dict als content: content_typ bei messages[2]",
        "eine Antwort fehlt: fehlendes_ergebnis bei messages[1]",
        "doppelt: unerwartetes_ergebnis bei messages[4]",
        "Anthropic-Ergebnisse: content_typ bei messages[2]",
        "arguments als dict: argumente_kein_string bei messages[1]",
        "richtig: Köln 21 Grad, Bonn 19 Grad. {'prompt_tokens': 123, 'completion_tokens': 9,"
        " 'total_tokens': 132}",
        "Limit: Das Modell wurde schon 9-mal aufgerufen.",
        "aufrufe: 2 abgelehnt: 7",
    ]
    assert '"finish_reason": "tool_calls"' in output.splitlines()[0]
    assert "preceeding message with 'tool_calls'" in output
    assert "but got an object instead." in output
    assert output == cpython_output("openai_verdrahtung")


def test_openai_properties_with_fixed_seeds_in_pyodide(in_pyodide):
    output = pyodide_output(in_pyodide, "openai_faelle")
    lines = output.splitlines()
    assert sum(" gültig " in line for line in lines) == 40
    assert [line for line in lines if not line.endswith((" ok", ": angenommen"))] == []
    assert len(lines) > 40 * 10
    # Same random histories, same verdicts: random and the rules behave alike in both.
    assert output == cpython_output("openai_faelle")
