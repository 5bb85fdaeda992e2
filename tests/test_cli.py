"""Die Kommandozeile: jeder Rückgabewert (0, 1, 2), deutsche Meldungen, Endlosschleifen.

Die Prüfungen laufen hier wirklich im Kindprozess, wie bei Lernenden. Für die Zeitlimit-Fälle
setzt der Test ein kurzes ``--zeitlimit``, damit er nicht zehn Sekunden wartet; geprüft wird
der Abbruch, nicht die Dauer.
"""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from lernlabor import cli
from lernlabor.uebung import alle, finde
from tests.repo_kopie import unbekannte_uebung

WURZEL = Path(__file__).resolve().parent.parent
UNBEKANNT = unbekannte_uebung()


def lernlabor(*argumente, cwd=WURZEL):
    """Startet ``python -m lernlabor`` wie Lernende und gibt (Rückgabewert, Ausgabe, Fehler)."""
    umgebung = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    lauf = subprocess.run(
        [sys.executable, "-m", "lernlabor", *map(str, argumente)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=cwd,
        env=umgebung,
        timeout=120,
    )
    return lauf.returncode, lauf.stdout, lauf.stderr


@pytest.fixture
def datei(tmp_path):
    def schreibe(text, name="loesung.py"):
        pfad = tmp_path / name
        pfad.write_text(text, encoding="utf-8")
        return pfad

    return schreibe


@pytest.mark.parametrize("gepuffert", [True, False], ids=["gepuffert", "ungepuffert"])
@pytest.mark.parametrize("befehl", [["liste"], ["hilfe"], ["teste", "--hilfe"]])
def test_ein_leser_der_aufhoert_bekommt_keinen_traceback(befehl, gepuffert):
    """``lernlabor liste | head``: Die Pipe ist zu, bevor der Befehl schreibt. Gepuffert
    scheitert erst das Leeren von stdout, ungepuffert (PYTHONUNBUFFERED) schon ``print``."""
    umgebung = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if not gepuffert:
        umgebung["PYTHONUNBUFFERED"] = "1"
    lesen, schreiben = os.pipe()
    os.close(lesen)  # jeder Schreibversuch scheitert nun mit „Broken pipe“
    try:
        lauf = subprocess.run(
            [sys.executable, "-m", "lernlabor", *befehl],
            stdout=schreiben,
            stderr=subprocess.PIPE,
            text=True,
            cwd=WURZEL,
            env=umgebung,
            timeout=120,
        )
    finally:
        os.close(schreiben)
    assert lauf.stderr == ""
    assert lauf.returncode == cli.LESER_WEG == 141


def test_liste_zeigt_alle_ids_und_titel_je_track_und_das_beispiel_zuletzt():
    """Ein Abschnitt je Track unter seinem Titel, die Tracks wie in pyproject.toml (so steht
    auch das Menü), das Beispiel der Autorenseite zuletzt; auch mit Tracks und Übungen, die
    eine Autorin angelegt hat."""
    from lernlabor.autoren.tracks import tracks

    code, aus, _ = lernlabor("liste")
    assert code == 0
    abschnitte = {}
    for abschnitt in aus.rstrip("\n").split("\n\n"):
        kopf, *zeilen = abschnitt.splitlines()
        abschnitte[kopf] = zeilen
    beispiel = "Beispiel der Autorenseite (docs/autoren/index.md)"
    je_kuerzel = {t.kuerzel: t for t in tracks(WURZEL)}  # m4-02-uebung-1: Kürzel m
    erwartet = {}
    for uebung in alle():
        track = je_kuerzel.get(uebung.id[0]) if re.match(r"[a-z]\d+-", uebung.id) else None
        erwartet.setdefault(beispiel if track is None else f"Track {track.titel}", []).append(
            uebung
        )
    reihenfolge = [f"Track {t.titel}" for t in je_kuerzel.values()]
    assert list(abschnitte) == [k for k in [*reihenfolge, beispiel] if k in erwartet]
    for kopf, uebungen in erwartet.items():
        zeilen = abschnitte[kopf]
        assert len(zeilen) == len(uebungen), kopf
        for uebung in uebungen:
            zeile = rf"{re.escape(uebung.id)} +{re.escape(uebung.titel)} \({uebung.stufe}\)"
            assert any(re.fullmatch(zeile, z) for z in zeilen), (uebung.id, zeilen)
    assert abschnitte["Track KI"][0].startswith("m4-02-uebung-1 ")
    assert [u.id for u in erwartet[beispiel]] == ["beispiel-verdoppeln"]


def test_konsolenbefehl_lernlabor_ist_installiert():
    befehl = Path(sys.executable).parent / "lernlabor"
    if not befehl.exists():
        pytest.skip("kein installierter Konsolenbefehl in dieser Umgebung")
    lauf = subprocess.run([befehl, "liste"], capture_output=True, text=True, timeout=60)
    assert lauf.returncode == 0 and "m4-02-uebung-1" in lauf.stdout


def test_loesung_besteht_mit_0(datei):
    code, aus, _ = lernlabor("pruefe", "m4-02-uebung-1", datei(finde("m4-02-uebung-1").loesung))
    assert code == 0, aus
    assert "Ergebnis: bestanden" in aus


# Über die Befehlszeile (ein Kindprozess je Prüfung, 0,1 s) die erste und die letzte falsche
# Antwort jeder Übung: bei Verträgen ein Irrtum des Vertrags und eine Datei gezielter Prüfungen.
# Jede einzelne prüft tests/test_uebungen.py im Prozess und test_pruefen_pyodide.py in Pyodide;
# hier geht es um den Weg über den Kindprozess, nicht noch einmal um jede Meldung.
FALSCHE = [
    (u.id, f)
    for u in alle()
    for f in dict.fromkeys(u.falsche_antworten[:1] + u.falsche_antworten[-1:])
]


@pytest.mark.parametrize(
    ("uebung_id", "falsche"), FALSCHE, ids=[f"{i}/{f.datei}" for i, f in FALSCHE]
)
def test_jede_falsche_antwort_gibt_1_und_ihre_meldung(datei, uebung_id, falsche, capfd):
    # cli.main im Testprozess: Die Prüfung läuft trotzdem im Kindprozess, und der Weg über
    # ``python -m lernlabor`` ist oben und unten getestet; so startet je Fall ein Python weniger.
    # Ein großzügiges Zeitlimit: Hier zählt die Meldung, nicht die Wanduhr einer ausgelasteten
    # Maschine (falsch_quadratisch.py rechnet mehrmals bis zur Rechengrenze).
    code = cli.main(["pruefe", uebung_id, str(datei(falsche.code)), "--zeitlimit", "120"])
    aus = capfd.readouterr().out
    assert code == 1, aus
    for ausschnitt in falsche.ausschnitte:
        assert ausschnitt in aus


def test_syntaxfehler_nennt_die_zeile(datei):
    code, aus, _ = lernlabor("pruefe", "beispiel-verdoppeln", datei("x = 1\n\ndef verdoppeln(z)\n"))
    assert code == 1
    assert "Syntaxfehler in Zeile 3" in aus and "Doppelpunkt" in aus


def test_ausgaben_der_lernenden_erscheinen(datei):
    text = 'print("Hallo aus meinem Code")\n' + finde("beispiel-verdoppeln").loesung
    code, aus, _ = lernlabor("pruefe", "beispiel-verdoppeln", datei(text))
    assert code == 0 and "Hallo aus meinem Code" in aus


def test_input_wartet_nicht_und_sagt_warum_auf_deutsch(datei):
    code, aus, _ = lernlabor("pruefe", "beispiel-verdoppeln", datei("x = input('Name? ')\n"))
    assert code == 1
    assert "EOFError: input('Name? ') bekommt hier keine Eingabe, denn niemand tippt mit" in aus
    assert "__main__" not in aus  # der Hinweis auf den Testblock nur, wo es einen gibt


def test_input_im_testblock_sagt_dass_der_block_mitlaeuft(datei):
    loesung = finde("beispiel-verdoppeln").loesung
    testblock = '\nif __name__ == "__main__":\n    print(verdoppeln(int(input("Zahl? "))))\n'
    code, aus, _ = lernlabor("pruefe", "beispiel-verdoppeln", datei(loesung + testblock))
    assert code == 1 and "bekommt hier keine Eingabe" in aus
    assert 'Ein Block unter if __name__ == "__main__": läuft hier mit' in aus


def test_nach_einer_ausgabe_ohne_zeilenende_steht_das_ergebnis_auf_eigener_zeile(datei):
    text = 'print("Name? ", end="")\n' + finde("beispiel-verdoppeln").loesung
    code, aus, _ = lernlabor("pruefe", "beispiel-verdoppeln", datei(text))
    assert code == 0 and "Name? \nErgebnis: " in aus, aus


def test_while_true_auf_oberster_ebene_endet_am_zeitlimit(datei):
    pfad = datei("while True:\n    pass\n")
    code, aus, _ = lernlabor("pruefe", "m4-02-uebung-1", pfad, "--zeitlimit", "1.5")
    assert code == 1
    assert "Abgebrochen: Dein Code lief länger als 1,5 Sekunden, noch bevor eine Prüfung" in aus


# Rechnet in jeder Runde die Summe neu: Zeilen zählt die Rechengrenze wenige (sum ist eine
# eingebaute Funktion), aber bei 99999 Runden mit Zuwachs 0 braucht das Minuten.
QUADRATISCH = """
def runde_ueber_budget(budget, start, zuwachs):
    if budget < 0 or start < 0 or zuwachs < 0:
        raise ValueError("negativ")
    runden = []
    while True:
        runden.append(start + len(runden) * zuwachs)
        if sum(runden) > budget:
            return len(runden)
"""


def test_das_zeitlimit_nennt_den_fall_und_die_regel_in_dem_der_code_hing(datei):
    code, aus, _ = lernlabor("pruefe", "m4-04-uebung-2", datei(QUADRATISCH), "--zeitlimit", "4")
    assert code == 1 and "Ergebnis: abgebrochen" in aus, aus
    treffer = re.search(r"Regel (\d+) verletzt: Im Fall (runde_ueber_budget\(.*?\)) lief", aus)
    assert treffer, aus
    # Regel 5 sagt, wie viel der Code rechnen darf (LAUFZEIT): Sie gilt in jedem Fall.
    assert treffer[1] == "5" and "Regel 5 lautet: Schnell genug heißt" in aus, aus
    assert "länger als 4 Sekunden" in aus
    # Der genannte Fall ist wirklich einer, an dem der Code hängt.
    budget = int(re.search(r"budget=(\d+)", treffer[2])[1])
    assert budget >= 10_000, treffer[2]


def test_eine_flut_von_ausgaben_wird_nach_der_grenze_gekuerzt(datei):
    from lernlabor.cli import AUSGABE_ZEICHEN, AUSGABE_ZEILEN

    pfad = datei("import sys\nwhile True:\n    print('flut')\n    print('x', file=sys.stderr)\n")
    code, aus, fehler = lernlabor("pruefe", "m4-02-uebung-1", pfad, "--zeitlimit", "2")
    assert code == 1 and "Abgebrochen: Dein Code lief länger als 2 Sekunden" in aus
    deutsch = [f"{zahl:,}".replace(",", ".") for zahl in (AUSGABE_ZEILEN, AUSGABE_ZEICHEN)]
    hinweis = f"… gekürzt: mehr als {deutsch[0]} Zeilen oder {deutsch[1]} Zeichen"
    assert aus.count(hinweis) == 1, aus[-500:]
    # stdout und stderr teilen sich die Grenze; danach nur noch Hinweis und Ergebnis
    assert aus.count("flut\n") + fehler.count("x\n") == AUSGABE_ZEILEN
    assert aus.index(hinweis) < aus.index("Ergebnis: abgebrochen")
    assert aus.splitlines()[-3].startswith(hinweis)


def test_eine_riesige_zeile_wird_nach_der_zeichengrenze_gekuerzt(datei):
    from lernlabor.cli import AUSGABE_ZEICHEN

    pfad = datei("print('a' * 10**7, end='')\n")
    code, aus, _ = lernlabor("pruefe", "m4-02-uebung-1", pfad)
    assert code == 1
    laengste = max(re.findall("a+", aus), key=len)
    assert len(laengste) == AUSGABE_ZEICHEN
    assert laengste + "\n… gekürzt: mehr als" in aus  # der Hinweis auf eigener Zeile


def test_os_exit_im_code_wird_eine_meldung_mit_vermutung(datei):
    pfad = datei("import os\nos._exit(3)\n")
    code, aus, fehler = lernlabor("pruefe", "beispiel-verdoppeln", pfad)
    assert code == 1 and "Traceback" not in fehler
    assert "unerwartet beendet worden (Rückgabewert 3)" in aus and "os._exit" in aus


def test_wenig_ausgabe_bleibt_ganz(datei):
    pfad = datei("for i in range(1500):\n    print(i)\n")
    code, aus, _ = lernlabor("pruefe", "m4-02-uebung-1", pfad)
    assert code == 1 and "gekürzt" not in aus and "\n1499\n" in aus


KOPF_LAUF_AGENT = (
    "def lauf_agent(modell, aufgabe, werkzeuge, max_schritte=5, max_tokens=None, "
    "max_kosten=None):\n"
)


def test_endlosschleife_ohne_modell_in_der_funktion_endet_an_der_rechengrenze(datei):
    """Die Rechengrenze zählt die Zeilen: Sie beendet die Schleife vor dem Zeitlimit und sagt,
    was als Nächstes hätte geschehen sollen (nicht „geschehen ist: nichts mehr“)."""
    text = KOPF_LAUF_AGENT + "    while True:\n        pass\n"
    code, aus, _ = lernlabor("pruefe", "m4-02-uebung-1", datei(text), "--zeitlimit=20")
    assert code == 1 and "Abgebrochen" not in aus, aus
    assert "rechnet zu lange" in aus and "Als Nächstes sollte geschehen: Modellaufruf" in aus


def test_endlosschleife_die_wartet_endet_am_zeitlimit(datei):
    """Wer schläft, zählt kaum Zeilen: Dann beendet das Zeitlimit den Lauf."""
    text = "import time\n" + KOPF_LAUF_AGENT + "    while True:\n        time.sleep(0.05)\n"
    code, aus, _ = lernlabor("pruefe", "m4-02-uebung-1", datei(text), "--zeitlimit=1")
    assert code == 1 and "Ergebnis: abgebrochen" in aus, aus
    assert "verletzt: Im Fall lauf_agent(" in aus and "lief dein Code länger als 1 Sekunde," in aus


def test_endlosschleife_gegen_den_simulator_stoppt_das_aufruflimit(datei):
    text = finde("m4-02-uebung-2").loesung.replace("for _ in range(max_schritte):", "while True:")
    code, aus, _ = lernlabor("pruefe", "m4-02-uebung-2", datei(text))
    assert code == 1
    assert "Endlosschleife" in aus and "Abgebrochen" not in aus


def test_keyboardinterrupt_im_code_ist_ein_fehler_wie_jeder_andere(datei):
    code, aus, fehler = lernlabor(
        "pruefe", "beispiel-verdoppeln", datei("raise KeyboardInterrupt\n")
    )
    assert code == 1 and "Traceback" not in fehler, aus + fehler
    assert "KeyboardInterrupt in Zeile 1" in aus and "das Signal für Strg+C" in aus


def test_strg_c_waehrend_der_pruefung_gibt_130_ohne_traceback(datei):
    """Strg+C trifft im Terminal die ganze Prozessgruppe: Kommandozeile und Prüfprozess."""
    import signal
    import time

    pfad = datei("while True:\n    pass\n")
    umgebung = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    befehl = [sys.executable, "-m", "lernlabor", "pruefe", "m4-02-uebung-1", str(pfad)]
    lauf = subprocess.Popen(
        befehl,
        cwd=WURZEL,
        env=umgebung,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        start_new_session=True,
        # wie im Terminal; ein xdist-Worker überhört SIGINT, und Kinder erbten das
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    zeile = lauf.stdout.readline()  # der Kopf steht, bevor der Prüfprozess startet
    assert "m4-02-uebung-1" in zeile, zeile
    time.sleep(1)  # der Prüfprozess rechnet jetzt in der Schleife
    os.killpg(lauf.pid, signal.SIGINT)
    aus, fehler = lauf.communicate(timeout=30)
    assert lauf.returncode == 130, aus + fehler
    assert "Abgebrochen (Strg+C)." in fehler and "Traceback" not in fehler
    # Auch der Prüfprozess mit der Endlosschleife ist beendet, nicht verwaist.
    for _ in range(50):
        try:
            os.killpg(lauf.pid, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        os.killpg(lauf.pid, signal.SIGKILL)
        pytest.fail("Der Prüfprozess lief nach Strg+C weiter.")


@pytest.mark.skipif(not hasattr(os, "pidfd_open"), reason="pidfd gibt es nur unter Linux")
def test_das_ende_des_kindes_weckt_die_kommandozeile_sofort(datei, monkeypatch, capfd):
    """Kein Nachfragen in Abständen (Popen.wait mit Zeitlimit schläft bis 50 ms je Runde):
    Das kostete jede Prüfung im Mittel gut 20 ms, bei 350 falschen Antworten in der Suite."""
    import time

    def schlaeft(sekunden):
        raise AssertionError(f"time.sleep({sekunden}) beim Warten auf das Kind")

    monkeypatch.setattr(time, "sleep", schlaeft)
    code = cli.main(["pruefe", "m4-02-uebung-1", str(datei(finde("m4-02-uebung-1").loesung))])
    assert code == 0, capfd.readouterr().out


def test_zeitlimit_kommt_aus_der_uebung(monkeypatch):
    gesehen = []
    monkeypatch.setattr(
        cli,
        "pruefe_mit_zeitlimit",
        lambda i, c, z: (
            gesehen.append(z) or {"ergebnis": "bestanden", "meldungen": [], "fehler": None}
        ),
    )
    pfad = Path(__file__)
    assert cli.main(["pruefe", "beispiel-verdoppeln", str(pfad)]) == 0
    assert cli.main(["pruefe", "beispiel-verdoppeln", str(pfad), "--zeitlimit", "3"]) == 0
    assert cli.main(["pruefe", "beispiel-verdoppeln", str(pfad), "--zeitlimit", "2,5"]) == 0
    assert gesehen == [finde("beispiel-verdoppeln").zeitlimit, 3.0, 2.5]


@pytest.mark.parametrize(
    ("argumente", "ausschnitt"),
    [
        ((), "Es fehlt ein Befehl"),
        (("zaubere",), "Unbekannter Befehl 'zaubere'"),
        (("liste", "mehr"), "liste braucht keine weiteren Angaben"),
        (("pruefe",), "braucht genau zwei Angaben"),
        (("pruefe", "m4-02-uebung-1"), "braucht genau zwei Angaben"),
        (("pruefe", UNBEKANNT, "x.py"), f"Unbekannte Übung '{UNBEKANNT}'"),
        (("pruefe", "m4-02-uebung-1", "x.py", "-z", "5"), "kennt die Option '-z' nicht"),
        (("pruefe", "-z", "5", "m4-02-uebung-1", "x.py"), "kennt die Option '-z' nicht"),
        (("pruefe", "m4-02-uebung-1", "x.py", "--zeit=5"), "kennt die Option '--zeit' nicht"),
        (("pruefe", "x.py", "m4-02-uebung-1"), "pruefe m4-02-uebung-1 x.py"),
        (("pruefe", "m4-02-uebung-1", "gibt/es/nicht.py"), "gibt es nicht"),
        (("pruefe", "m4-02-uebung-1", "tests"), "ist keine Datei"),
        (("pruefe", "m4-02-uebung-1", "x.py", "--zeitlimit", "viel"), "braucht eine Zahl"),
        (("pruefe", "m4-02-uebung-1", "x.py", "--zeitlimit", "0"), "braucht eine Zahl"),
        (("pruefe", "m4-02-uebung-1", "x.py", "--zeitlimit", "nan"), "braucht eine Zahl"),
        (("pruefe", "m4-02-uebung-1", "x.py", "--zeitlimit"), "braucht eine Zahl"),
        (("pruefe", "m4-02-uebung-1", "x.py", "--zeitlimit", "1,5,5"), "braucht eine Zahl"),
        (("pruefe", "m4-02-uebung-1", "x.py", "--zeitlimit", "1.000,5"), "braucht eine Zahl"),
        (("pruefe", "m4-02-uebung-1", "x.py", "--zeitlimit", "1e9"), "höchstens 3600"),
        (("pruefe", "m4-02-uebung-1", "x.py", "--zeitlimit", "inf"), "höchstens 3600"),
    ],
)
def test_falscher_aufruf_gibt_2_und_eine_deutsche_meldung(argumente, ausschnitt):
    code, aus, fehler = lernlabor(*argumente)
    assert code == 2, aus + fehler
    assert ausschnitt in fehler
    assert "Traceback" not in fehler


@pytest.mark.parametrize(
    ("alt", "neu", "fehler"),
    [
        (
            'stufe="mittel"',
            'stufe="extrem"',
            "ValueError: Übung m4-03-uebung-1: Die Stufe 'extrem'",
        ),
        ("UEBUNG = Uebung(", "UEBUNG = Uebung(,", "SyntaxError: "),
    ],
)
def test_eine_kaputte_uebung_gibt_2_mit_datei_und_zeile(tmp_path, alt, neu, fehler):
    """Ein Fehler in einer Übung des Kurses: Meldung mit Ort statt Traceback; andere gehen."""
    import shutil

    shutil.copytree(
        WURZEL / "lernlabor", tmp_path / "lernlabor", ignore=shutil.ignore_patterns("__pycache__")
    )
    kaputt = Path("lernlabor/tracks/ki/uebungen/m4_03/uebung_1/__init__.py")
    text = (tmp_path / kaputt).read_text("utf-8")
    assert alt in text
    (tmp_path / kaputt).write_text(text.replace(alt, neu), "utf-8")
    zeile = next(n for n, z in enumerate(text.splitlines(), 1) if "UEBUNG = Uebung(" in z)
    loesung = tmp_path / "loesung.py"
    loesung.write_text(finde("m4-02-uebung-1").loesung, "utf-8")
    for argumente in (["liste"], ["pruefe", "m4-03-uebung-1", str(loesung)]):
        code, aus, err = lernlabor(*argumente, cwd=tmp_path)
        assert code == 2, aus + err
        assert f"nicht laden ({kaputt}:{zeile}): {fehler}" in err, err
        assert "Traceback" not in err
    # Eine andere Übung lädt nur ihr eigenes Paket: Sie lässt sich weiter prüfen.
    code, aus, err = lernlabor("pruefe", "m4-02-uebung-1", str(loesung), cwd=tmp_path)
    assert code == 0, aus + err


def test_datei_nicht_in_utf8_gibt_2(tmp_path):
    pfad = tmp_path / "latin1.py"
    pfad.write_bytes("x = 'Größe'\n".encode("latin-1"))
    code, _, fehler = lernlabor("pruefe", "beispiel-verdoppeln", pfad)
    assert code == 2 and "nicht in UTF-8" in fehler


def test_unlesbare_datei_gibt_eine_klare_meldung(datei, monkeypatch):
    # Im Prozess statt mit chmod: root (so läuft CI) darf jede Datei lesen.
    pfad = datei("x = 1\n")

    def verweigert(self):
        raise PermissionError(13, "Keine Berechtigung")

    monkeypatch.setattr(type(pfad), "read_bytes", verweigert)
    with pytest.raises(cli._Aufruffehler) as fehler:
        cli.lies_datei(pfad)
    assert "lässt sich nicht lesen" in str(fehler.value)
    assert "Keine Berechtigung" in str(fehler.value)


@pytest.mark.parametrize("argumente", [["--hilfe"], ["hilfe"], ["liste", "-h"]])
def test_hilfe_gibt_0_auch_hinter_einem_befehl(argumente, capsys):
    code, aus = cli.main(argumente), capsys.readouterr().out
    assert code == 0 and "lernlabor pruefe <id> <datei.py>" in aus
    assert "lernlabor teste --mutanten <id|docs/…/datei.md>" in aus
    assert "lernlabor neu lektion --hilfe" in aus, "sie sagt, wo die Hilfe je Befehl steht"


@pytest.mark.parametrize(
    ("argumente", "kopf", "nennt"),
    [
        (["neu", "--help"], "lernlabor neu legt Teile", "neu track --hilfe"),
        (["neu", "track", "--help"], "lernlabor neu track <kürzel>", "--beschreibung"),
        (["neu", "--hilfe", "lektion"], "lernlabor neu lektion <docs/", "--modul"),
        (["neu", "uebung", "m4-09-uebung-1", "-h"], "lernlabor neu uebung <id>", "--stufe"),
        (["teste", "x.md", "-h"], "lernlabor teste <docs/", "--fix"),
    ],
)
def test_jeder_autorenbefehl_hat_seine_eigene_hilfe(argumente, kopf, nennt, capsys):
    """``neu track --help`` zeigt die Hilfe von ``neu track``, nicht die allgemeine, und
    legt nichts an (die id oben gibt es nicht)."""
    code, aus = cli.main(argumente), capsys.readouterr().out
    assert code == 0 and aus.startswith(kopf), aus
    assert nennt in aus
    assert "lernlabor pruefe <id> <datei.py>" not in aus


def test_python_m_lernlabor_geht_auch_ausserhalb_des_projekts(tmp_path):
    pfad = tmp_path / "l.py"
    pfad.write_text(finde("beispiel-verdoppeln").loesung, encoding="utf-8")
    code, aus, _ = lernlabor("pruefe", "beispiel-verdoppeln", pfad, cwd=tmp_path)
    assert code == 0, aus
