"""Dieselben Prüfungen in echtem Pyodide 314 (unter Node): eine Implementierung, zwei Pythons.

Für jede Übung laufen Lösung, Starter, alle falschen und alle anderen Antworten einmal in
Pyodide und einmal in diesem CPython. Urteil und Meldungen müssen gleich sein; so ist
gesichert, dass der Browser genau das meldet, was `lernlabor pruefe` meldet. Eine Ausnahme:
Den Text einer Ausnahme aus der Rechnung selbst (``1 % 0``, ``1e50 ** 10``) formuliert jedes
Python anders, und die Meldung zeigt, was das Python der Lernenden wirklich sagte.
"""

import json
import re

import pytest

from lernlabor.pruefen import pruefe
from lernlabor.uebung import alle
from tests.test_pyodide import pyodide_setup, run_harness  # noqa: F401 – Fixture wird benutzt
from tests.urteile_im_lauf import ordner_des_laufs, urteil

# Eingaben, die keine Übung als falsche Antwort führt, die Lernende aber schreiben: Auch sie
# bekommen in beiden Pythons dieselbe deutsche Rückmeldung (Pyodide hat kein stdin).
GRENZFAELLE = {
    "input": "name = input('Name? ')\n",
    "import": "import nunpy\n",  # ein Tippfehler; numpy selbst hat mancher Rechner
    "ueberlauf": "x = float(10**400)\n",
    # ein verbogener eingebauter Name: eine deutsche Meldung, danach wieder das echte `type`
    "eingebaut": "import builtins\nbuiltins.type = lambda *a: int\naufgabe = type(1)\n",
}

# Ein Lauf je Lektion (die Grenzfälle mit der ersten): Jeder bleibt weit unter der Zeitgrenze
# des Pyodide-Dienstes, auch wenn die Maschine ausgelastet ist. Ein Lauf je Übung startete
# Python und lernlabor vierzehnmal neu, je etwa eine Sekunde.
SNIPPET = """
UEBUNGEN = []  # _snippet setzt die ids ein; None: die Grenzfälle
import json
from lernlabor.pruefen import pruefe
from lernlabor.pruefen.im_browser import einrichten
from lernlabor.uebung import alle, finde

einrichten()  # wie der Worker, sobald Python bereit ist

ergebnisse = {}
for kennung in UEBUNGEN:
    if kennung is None:
        for name, code in GRENZFAELLE.items():
            ergebnisse[f"grenzfall/{name}"] = pruefe(alle()[0].id, code)
        continue
    uebung = finde(kennung)
    faelle = {"loesung": uebung.loesung, "starter": uebung.starter}
    faelle.update({f.datei: f.code for f in uebung.falsche_antworten})
    faelle.update({f"anders-{i}": c for i, c in enumerate(uebung.andere_loesungen)})
    for name, code in faelle.items():
        ergebnisse[f"{uebung.id}/{name}"] = pruefe(uebung.id, code)
print(json.dumps(ergebnisse, ensure_ascii=False))
""".replace("GRENZFAELLE.items()", f"{GRENZFAELLE!r}.items()")


def _snippet(kennungen):
    return SNIPPET.replace("UEBUNGEN = []", f"UEBUNGEN = {list(kennungen)!r}", 1)


def _laeufe():
    """Die ids je Lauf: je Lektion (der Teil der id vor „-uebung“ oder „-zusatz“) einer."""
    laeufe = {}
    for uebung in alle():
        lektion = re.split(r"-(?:uebung|zusatz)", uebung.id)[0]
        laeufe.setdefault(lektion, []).append(uebung.id)
    erste = [None, *next(iter(laeufe.values()))]
    return [erste, *list(laeufe.values())[1:]]


def _faelle():
    for name, code in GRENZFAELLE.items():
        yield f"grenzfall/{name}", alle()[0].id, code
    for uebung in alle():
        yield f"{uebung.id}/loesung", uebung.id, uebung.loesung
        yield f"{uebung.id}/starter", uebung.id, uebung.starter
        for falsche in uebung.falsche_antworten:
            yield f"{uebung.id}/{falsche.datei}", uebung.id, falsche.code
        for nummer, code in enumerate(uebung.andere_loesungen):
            yield f"{uebung.id}/anders-{nummer}", uebung.id, code


@pytest.fixture(scope="session")
def urteile_in_cpython(tmp_path_factory):
    """Das Urteil dieses CPythons je Fall; der Vergleich mit dem Pyodide aus dem Snapshot
    (tests/test_snapshot.py) nimmt es mit, und tests/test_uebungen.py liest es im selben Lauf
    (``urteile_im_lauf``), statt alle Fälle noch einmal zu prüfen. Nur lesen: geteilt."""
    ordner = ordner_des_laufs(tmp_path_factory)
    return {name: urteil(ordner, uebung_id, code) for name, uebung_id, code in _faelle()}


@pytest.fixture(scope="module")
def in_pyodide(repo_root, pyodide_setup, tmp_path_factory):  # noqa: F811
    node, zip_path = pyodide_setup
    ordner = tmp_path_factory.mktemp("pruefen")
    urteile = {}
    for nummer, kennungen in enumerate(_laeufe()):
        quelle, ziel = ordner / f"{nummer}.json", ordner / f"{nummer}-ergebnis.json"
        quelle.write_text(json.dumps({"lauf": _snippet(kennungen)}), encoding="utf-8")
        lauf = run_harness(repo_root, node, zip_path, "--batch", str(quelle), str(ziel))
        assert lauf.returncode == 0, f"Node-Harness:\n{lauf.stdout}\n{lauf.stderr}"
        ergebnis = json.loads(ziel.read_text(encoding="utf-8"))["lauf"]
        assert ergebnis["ok"], ergebnis["error"]
        urteile |= json.loads(ergebnis["stdout"])
    return urteile


# „integer modulo by zero“ (3.13) oder „division by zero“ (3.14), „(34, 'Numerical result out
# of range')“ oder „(68, 'Result not representable')“: derselbe Fehler, eigener Wortlaut, in
# der Meldung und in der letzten Zeile der Aufrufkette.
_TEXT_DES_PYTHONS = re.compile(
    r"(die Ausnahme (?:ZeroDivisionError|OverflowError)): [^\n]*? aus"
    r"|^((?:ZeroDivisionError|OverflowError)): .*$",
    re.M,
)


# Python 3.14 (Pyodide) hängt an einen Fehler von json.dumps Notizen, wo er auftrat; 3.13 nicht.
_NOTIZ_VON_JSON = re.compile(r"\nwhen serializing [^\n]*")

# Wie tief eine Rekursion kommt, bevor RecursionError fällt, hängt am Stapel des Pythons: Die
# Aufrufkette nennt in Pyodide weniger Wiederholungen (Runde 27: 943 statt 985).
_WIEDERHOLT = re.compile(r"(wiederholen sich noch )\d+(-mal)")


def _ohne_text_des_pythons(wert):
    """Der Wert mit „…“ statt des Texts einer solchen Ausnahme und der Zahl wiederholter
    Zeilen einer Rekursion, in jedem String darin, und ohne die Notizen, die nur Python 3.14 an
    eine Ausnahme von json.dumps hängt."""
    if isinstance(wert, str):
        wert = _WIEDERHOLT.sub(r"\1…\2", _NOTIZ_VON_JSON.sub("", wert))
        return _TEXT_DES_PYTHONS.sub(lambda t: f"{t[1] or t[2]}: …", wert)
    if isinstance(wert, list):
        return [_ohne_text_des_pythons(w) for w in wert]
    if isinstance(wert, dict):
        return {k: _ohne_text_des_pythons(w) for k, w in wert.items()}
    return wert


# Antworten, deren Code selbst in den beiden Pythons anders läuft: Urteil und Regel sind
# gleich, die Diagnose nicht. Der Grund steht dabei.
PLATTFORMABHAENGIG = {
    "m4-05-uebung-2/falsch_expanduser.py": "os.path.expanduser kennt in Pyodide keine Benutzer "
    "(kein pwd): ~root bleibt dort, wie es ist, und der Code gleicht einem anderen Irrtum.",
    "m4-03-uebung-1/falsch_in_threads.py": "Pyodide startet keine Threads: Der Pool wirft "
    "RuntimeError, das Tool läuft nie, statt in einem anderen Thread zu laufen.",
    "m4-03-uebung-1/falsch_threads_ab_vier.py": "Pyodide startet keine Threads: Ab vier Wünschen "
    "läuft kein Tool, statt in einem anderen Thread zu laufen.",
    "m4-04-uebung-2/falsch_zwischenspeicher_nach_hash.py": "hash() rechnet in Pyodide (WebAssembly "
    "mit 32 Bit) modulo 2**31 - 1, in CPython modulo 2**61 - 1: Der Zwischenspeicher verwechselt "
    "in jedem Python einen anderen Fall, und nur die Antworten aus CPython sind gespeichert.",
    "m4-03-uebung-1/falsch_literal_eval.py": "Den Fehler von ast.literal_eval schreibt Python "
    "3.14 anders ('Name(id=...)' statt '<ast.Name object>'), und die Meldung zeigt den "
    "error-Text der Lernenden, wie er kam: Regel und Fall sind gleich, die Diagnose fehlt.",
}
_REGEL = re.compile(r"^Regel \d+ verletzt")


def gleiches_urteil(name, anderes, erwartet, teile=("meldungen", "fehler")):
    """``anderes`` (aus Pyodide) urteilt wie ``erwartet`` (aus CPython): Ergebnis und
    Meldungen, ohne den Text von Ausnahmen der Rechnung; bei ``PLATTFORMABHAENGIG`` nur
    Ergebnis und die genannten Regeln."""
    assert anderes["ergebnis"] == erwartet["ergebnis"], name
    if name in PLATTFORMABHAENGIG:
        regeln = [
            [_REGEL.match(m)[0] for m in u["meldungen"] if _REGEL.match(m)]
            for u in (anderes, erwartet)
        ]
        assert regeln[0] == regeln[1] != [], name
        return
    for teil in teile:
        assert _ohne_text_des_pythons(anderes[teil]) == _ohne_text_des_pythons(erwartet[teil]), name


def test_pyodide_urteilt_wie_cpython(in_pyodide, urteile_in_cpython):
    erwartet = urteile_in_cpython
    assert set(in_pyodide) == set(erwartet)
    assert set(PLATTFORMABHAENGIG) <= set(erwartet)  # keine Ausnahme für eine Datei, die fehlt
    for name, ergebnis in erwartet.items():
        gleiches_urteil(name, in_pyodide[name], ergebnis)


@pytest.mark.parametrize(
    ("fall", "text"),
    [
        ("input", "EOFError: input('Name? ') bekommt hier keine Eingabe, denn niemand tippt mit"),
        ("import", "Dieses Modul gibt es hier nicht"),
        ("ueberlauf", "Eine Zahl ist zu groß für diese Rechnung"),
        ("eingebaut", "Dein Code setzt `type` in `builtins` neu"),
    ],
)
def test_grenzfaelle_bekommen_eine_deutsche_erklaerung(fall, text):
    ergebnis = pruefe(alle()[0].id, GRENZFAELLE[fall])
    assert ergebnis["ergebnis"] == "fehler"
    assert any(text in meldung for meldung in ergebnis["meldungen"]), ergebnis["meldungen"]
