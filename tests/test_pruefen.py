"""Die Prüf-Maschine selbst: Ergebnisform, Aufrufketten in Editor-Zeilen, Syntaxfehler,
Endlosschleifen, Fehler der Prüfungen, und die Bausteine für Autorinnen und Autoren."""

import json
import sys
import warnings

import pytest

from lernlabor.pruefen import (
    Aufruf,
    ausfuehren,
    erwarte_ausnahme,
    erwarte_gleich,
    gleich,
    hole_funktion,
    pruefe,
    rufe,
)
from lernlabor.uebung import alle, finde
from lernlabor.uebung.definition import Uebung

LOESUNG_1 = finde("m4-02-uebung-1").loesung


def _form(ergebnis):
    assert set(ergebnis) == {"ergebnis", "meldungen", "fehler"}
    assert all(isinstance(z, str) and z for z in ergebnis["meldungen"])
    if ergebnis["fehler"] is not None:
        assert set(ergebnis["fehler"]) == {"titel", "zeile", "traceback"}
    assert json.loads(json.dumps(ergebnis)) == ergebnis
    return ergebnis


def test_unbekannte_id_ist_ein_keyerror_mit_allen_ids():
    with pytest.raises(KeyError) as info:
        pruefe("m9-99", "x = 1")
    for uebung in alle():
        assert uebung.id in info.value.args[0]


def test_syntaxfehler_hat_die_zeile_des_editors():
    code = "def verdoppeln(zahl):\n    return (zahl * 2\n\nx = 1\n"
    ergebnis = _form(pruefe("beispiel-verdoppeln", code))
    assert ergebnis["ergebnis"] == "fehler"
    assert ergebnis["fehler"]["titel"] == "Syntaxfehler in Zeile 2"
    assert ergebnis["fehler"]["zeile"] == 2
    # Erst was und wo, dann die Erklärung: Ein Lauf im Browser lässt nur die erste weg.
    assert ergebnis["meldungen"][0] == "Syntaxfehler in Zeile 2."
    assert "nie geschlossen" in ergebnis["meldungen"][1]


def test_ein_geschuetztes_leerzeichen_wird_benannt():
    ergebnis = pruefe("beispiel-verdoppeln", "def verdoppeln(zahl):\n    return zahl\u00a0* 2\n")
    assert ergebnis["fehler"]["titel"] == "Syntaxfehler in Zeile 2"
    assert ergebnis["meldungen"][1].startswith("Hier steht ein geschütztes Leerzeichen")


def test_einrueckungsfehler_hat_eigene_ueberschrift():
    ergebnis = _form(pruefe("beispiel-verdoppeln", "def verdoppeln(zahl):\nreturn 2\n"))
    assert ergebnis["fehler"]["titel"] == "Einrückungsfehler in Zeile 2"


def test_nullbyte_ist_ein_syntaxfehler_und_kein_absturz():
    ergebnis = _form(pruefe("beispiel-verdoppeln", "x = 1\0\n"))
    assert ergebnis["ergebnis"] == "fehler" and "Syntaxfehler" in ergebnis["fehler"]["titel"]


def test_aufrufkette_zeigt_nur_den_code_der_lernenden():
    code = (
        "def hilfe(x):\n"
        "    return x['fehlt']\n"
        "\n"
        "def verdoppeln(zahl):\n"
        "    return hilfe({'da': zahl})\n"
    )
    ergebnis = _form(pruefe("beispiel-verdoppeln", code))
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    fehler = ergebnis["fehler"]
    assert fehler["titel"] == "KeyError in Zeile 2" and fehler["zeile"] == 2
    kette = fehler["traceback"]
    assert "Zeile 5, in verdoppeln" in kette and "Zeile 2, in hilfe" in kette
    assert "return x['fehlt']" in kette
    assert "lernlabor" not in kette and ".py" not in kette


def test_fehler_im_simulator_zeigt_die_zeile_der_lernenden():
    kaputt = LOESUNG_1.replace(
        '        messages.append({"role": "assistant", "content": antwort["content"]})\n', ""
    )
    ergebnis = _form(pruefe("m4-02-uebung-1", kaputt))
    zeile = kaputt.splitlines().index("        antwort = modell(messages)") + 1
    assert ergebnis["fehler"]["zeile"] == zeile
    assert "ApiFehler" in ergebnis["fehler"]["traceback"]
    assert "verlauf.py" not in ergebnis["fehler"]["traceback"]


def test_fehler_auf_oberster_ebene_bricht_vor_den_pruefungen_ab(capsys):
    ergebnis = _form(pruefe("beispiel-verdoppeln", 'print("vorher")\n1 / 0\n'))
    assert ergebnis["ergebnis"] == "fehler"
    assert ergebnis["fehler"]["titel"] == "ZeroDivisionError in Zeile 2"
    assert "noch bevor geprüft wird" in ergebnis["meldungen"][0]
    assert "durch null" in ergebnis["meldungen"][1]
    assert capsys.readouterr().out == "vorher\n"


def test_ausgaben_waehrend_der_pruefungen_werden_verschluckt(capsys):
    code = 'print("oben")\ndef verdoppeln(zahl):\n    print("innen")\n    return 2 * zahl\n'
    assert pruefe("beispiel-verdoppeln", code)["ergebnis"] == "bestanden"
    assert capsys.readouterr().out == "oben\n"


def test_endlosschleife_gegen_das_modell_auf_oberster_ebene():
    code = 'm = SkriptModell([[{"type": "tool_use", "id": "a", "name": "t", "input": {}}]])\n'
    code += "while True:\n    try:\n        m([{'role': 'user', 'content': 'x'}])\n"
    code += "    except Exception:\n        pass\n"
    ergebnis = _form(pruefe("m4-02-uebung-1", code))
    assert ergebnis["ergebnis"] == "fehler"
    assert ergebnis["fehler"]["titel"].startswith("Endlosschleife")
    assert ergebnis["fehler"]["zeile"] == 4
    assert "Endlosschleife: Das simulierte Modell" in ergebnis["meldungen"][0]


def test_memoryerror_ohne_text_bekommt_eine_erklaerung():
    meldungen = pruefe("beispiel-verdoppeln", "raise MemoryError\n")["meldungen"]
    assert meldungen[0].endswith("noch bevor geprüft wird: MemoryError"), meldungen
    assert meldungen[1].startswith("Der Speicher reicht nicht")


def test_exit_im_code_wird_eine_meldung():
    ergebnis = _form(pruefe("beispiel-verdoppeln", "import sys\nsys.exit(3)\n"))
    assert ergebnis["fehler"]["titel"] == "Dein Code hat das Programm beendet"


def test_exit_nennt_funktionen_und_variablen():
    """Auch eine Übung ohne Funktion (nur eine Variable): Die Meldung passt (Runde 39)."""
    ergebnis = pruefe("m4-02-zusatz", "import sys\nsys.exit(0)\naufgabe = 3\n")
    assert "(Funktionen oder Variablen)" in ergebnis["meldungen"][1]


GEAENDERT = "import builtins\n_echt = builtins.type\nbuiltins.type = lambda *a: int\n"


def test_geaenderte_eingebaute_namen_sind_ein_fehler_der_lernenden_und_bleiben_nicht():
    """Runde 39: Wer ``builtins.type`` verbiegt, bekam „Die Prüfung ist selbst abgestürzt …
    Das liegt nicht an dir“, und die Prüfung danach lief mit dem verbogenen Namen."""
    import builtins

    echt = dict(vars(builtins))
    ergebnis = pruefe("m4-02-zusatz", GEAENDERT + "builtins.neu = 1\ndel builtins.ascii\n")
    assert dict(vars(builtins)) == echt  # alles wieder wie vorher, auch das neue und das gelöschte
    assert ergebnis["ergebnis"] == "fehler"
    assert ergebnis["meldungen"][0] == "Dein Code ändert eingebaute Namen von Python."
    assert "Dein Code setzt `ascii`, `neu`, `type` in `builtins` neu" in ergebnis["meldungen"][1]
    assert pruefe("m4-02-zusatz", "aufgabe = 3\n")["ergebnis"] == "bestanden"


def test_eingebaute_namen_geaendert_erst_in_einer_funktion_bleiben_nicht():
    import builtins

    echt = builtins.type
    code = (
        "import builtins\n\ndef verdoppeln(zahl):\n    builtins.type = None\n    return 2 * zahl\n"
    )
    ausgabe = sys.stdout
    ergebnis = pruefe("beispiel-verdoppeln", code)
    assert builtins.type is echt
    assert sys.stdout is ausgabe  # die Prüfung leitete ihre Ausgabe wieder zurück
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    assert "Dein Code setzt `type` in `builtins` neu" in " ".join(ergebnis["meldungen"])


def test_eine_abgestuerzte_pruefung_ist_ein_interner_fehler(monkeypatch):
    def kaputte_pruefung(namensraum):
        return {}["nichts"]

    uebung = Uebung("t", "T", "leicht", "", "", dict, (kaputte_pruefung,), ("h",))
    monkeypatch.setattr("lernlabor.uebung.finde", lambda _: uebung)
    ergebnis = _form(pruefe("t", "x = 1"))
    assert ergebnis["ergebnis"] == "fehler"
    assert ergebnis["fehler"]["titel"] == "Interner Fehler der Prüfung"
    assert "Das liegt nicht an dir" in ergebnis["meldungen"][-1]


def test_pruefung_ohne_rueckmeldung_ist_ein_interner_fehler(monkeypatch):
    uebung = Uebung("t", "T", "leicht", "", "", dict, (lambda ns: None,), ("h",))
    monkeypatch.setattr("lernlabor.uebung.finde", lambda _: uebung)
    ergebnis = _form(pruefe("t", "x = 1"))
    assert ergebnis["fehler"]["titel"] == "Interner Fehler der Prüfung"


def test_pruefung_mit_liest_code_bekommt_den_code_als_text(monkeypatch):
    from lernlabor.pruefen import falsch, pruefung, richtig

    gesehen = []

    @pruefung("liest den Code", liest_code=True)
    def mit_code(namensraum, code):
        gesehen.append(code)
        return richtig() if "eval" not in code else falsch("eval gefunden")

    @pruefung("ohne Code")
    def ohne_code(namensraum):
        return richtig()

    uebung = Uebung("t", "T", "leicht", "", "", dict, (mit_code, ohne_code), ("h",))
    monkeypatch.setattr("lernlabor.uebung.finde", lambda _: uebung)
    assert _form(pruefe("t", "x = 1\n"))["ergebnis"] == "bestanden"
    assert _form(pruefe("t", "x = eval\n"))["meldungen"][-1] == "eval gefunden"
    assert gesehen == ["x = 1\n", "x = eval\n"]


def test_gleiche_befunde_werden_nur_einmal_gemeldet():
    starter = finde("m4-02-uebung-2").starter
    meldungen = pruefe("m4-02-uebung-2", starter)["meldungen"]
    # Kopf und eine Meldung: die Regel des ersten Falls, mit allen drei Fehlern des Starters
    assert len(meldungen) == len(set(meldungen)) == 2
    assert meldungen[1].startswith("Regel 1 verletzt") and "alle drei Fehler" in meldungen[1]


def test_derselbe_text_aus_zwei_pruefungen_erscheint_einmal(monkeypatch):
    from lernlabor.pruefen import falsch, pruefung

    @pruefung("erste")
    def erste(namensraum):
        return falsch("f gibt '' zurück, erwartet None.", schluessel="rueckgabe")

    @pruefung("zweite")
    def zweite(namensraum):  # ein anderer Schlüssel, derselbe Text
        return falsch("f gibt '' zurück, erwartet None.", schluessel="szenario")

    @pruefung("dritte")
    def dritte(namensraum):
        return falsch("Etwas anderes.")

    uebung = Uebung("t", "T", "leicht", "", "", dict, (erste, zweite, dritte), ("h",))
    monkeypatch.setattr("lernlabor.uebung.finde", lambda _: uebung)
    meldungen = _form(pruefe("t", "x = 1\n"))["meldungen"]
    assert meldungen[1:] == ["f gibt '' zurück, erwartet None.", "Etwas anderes."]
    assert meldungen[0].startswith("Erfüllt: 0 von 3 Prüfungen")


def test_eine_pruefung_mit_unerfuellter_voraussetzung_laeuft_nicht(monkeypatch):
    from lernlabor.pruefen import falsch, pruefung, richtig

    gelaufen = []

    @pruefung("locker")
    def locker(namensraum):
        return richtig("Limit hält.") if namensraum.get("limit") else falsch("Kein Limit.")

    @pruefung("streng", setzt_voraus=locker)
    def streng(namensraum):
        gelaufen.append(namensraum.get("limit"))
        return falsch("Streng gescheitert.")

    @pruefung("danach", setzt_voraus=streng)
    def danach(namensraum):
        gelaufen.append("danach")
        return richtig()

    uebung = Uebung("t", "T", "leicht", "", "", dict, (locker, streng, danach), ("h",))
    monkeypatch.setattr("lernlabor.uebung.finde", lambda _: uebung)
    ohne = _form(pruefe("t", "limit = 0\n"))
    kopf = (
        "Erfüllt: 0 von 3 Prüfungen, 2 davon noch nicht geprüft (sie laufen, sobald das "
        "Folgende behoben ist). Was noch fehlt:"
    )
    assert ohne["meldungen"] == [kopf, "Kein Limit."]
    assert gelaufen == [], "weder die strenge Prüfung noch die nach ihr liefen"
    mit = _form(pruefe("t", "limit = 1\n"))
    assert mit["meldungen"][1:] == ["Streng gescheitert."] and gelaufen == [1]
    assert mit["meldungen"][0].startswith("Erfüllt: 1 von 3 Prüfungen, 1 davon noch nicht")


def test_ein_fehlendes_schrittlimit_wird_einmal_gemeldet_nicht_als_endlosschleife():
    code = finde("m4-02-uebung-1").falsche_antworten
    while_true = next(f.code for f in code if f.datei == "falsch_while_true.py")
    ergebnis = pruefe("m4-02-uebung-1", while_true)
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    [kopf, meldung] = ergebnis["meldungen"]
    assert meldung.startswith("Regel 9 verletzt: ")
    assert "Regel 9 lautet: Die Schleife läuft höchstens `max_schritte`" in meldung
    assert "über max_schritte hinaus: Modellaufruf" in meldung and "Endlosschleife" not in meldung


def test_code_laeuft_mit_dem_setup_und_seine_ausgabe_erscheint(capsys):
    ergebnis = pruefe("m4-02-uebung-3", "print(len(KATALOG), sorted(KURSE))\n")
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    assert capsys.readouterr().out == "5 ['CHF', 'GBP', 'TRY', 'USD']\n"


def test_setup_ist_frisch_je_lauf():
    pruefe("m4-02-uebung-3", "KATALOG.clear()\nKURSE.clear()\n")
    assert pruefe("m4-02-uebung-3", finde("m4-02-uebung-3").loesung)["ergebnis"] == "bestanden"


def test_derselbe_code_wird_beim_zweiten_pruefen_nicht_neu_uebersetzt(monkeypatch):
    """Der Browser prüft denselben Code oft mehrmals: übersetzt wird er nur beim ersten Mal.
    Anderer Code wird übersetzt; ein Fehler beim Start bleibt derselbe."""
    uebersetzt = []

    def zaehle(code, dateiname, *args, **kwargs):
        if dateiname == "<dein Code>":  # nicht die Musterlösung (einmal je Prozess)
            uebersetzt.append(code)
        return compile(code, dateiname, *args, **kwargs)

    monkeypatch.setattr(ausfuehren, "_UEBERSETZT", {})
    monkeypatch.setattr(ausfuehren, "compile", zaehle, raising=False)
    erstes = pruefe("m4-02-uebung-1", LOESUNG_1)
    assert pruefe("m4-02-uebung-1", LOESUNG_1) == erstes
    assert erstes["ergebnis"] == "bestanden" and uebersetzt == [LOESUNG_1]
    kaputt = "x = 1\nraise ValueError('kaputt')\n"
    assert pruefe("m4-02-uebung-1", kaputt) == pruefe("m4-02-uebung-1", kaputt)
    assert uebersetzt == [LOESUNG_1, kaputt]


def test_eine_warnung_beim_uebersetzen_erscheint_bei_jedem_pruefen():
    """Eine ``SyntaxWarning`` kommt bei jedem Prüfen wieder wie ohne Gedächtnis: Solcher Code
    wird nicht gemerkt. Und wird sie durch einen Filter ein Fehler, bleibt es ein Syntaxfehler."""
    code = LOESUNG_1 + "\nif 'a' is 'b':\n    pass\n"
    for _ in range(2):
        with warnings.catch_warnings(record=True) as gezeigt:
            warnings.simplefilter("default")
            assert pruefe("m4-02-uebung-1", code)["ergebnis"] == "bestanden"
        assert [(w.category, w.filename) for w in gezeigt] == [(SyntaxWarning, "<dein Code>")]
        assert "is" in str(gezeigt[0].message) and gezeigt[0].lineno == code.count("\n") - 1
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert pruefe("m4-02-uebung-1", code)["ergebnis"] == "fehler"


@pytest.mark.parametrize(
    ("code", "parameter", "ok"),
    [
        ("def f(a, b=5): pass", "a, b=5", True),
        ("def f(a: int, b: int = 5) -> int: pass", "a, b=5", True),
        # Runde 25: Nur benannt (*) oder nur positionell (/) ist eine andere Signatur: Wer wie
        # im Starter aufruft, bekommt einen TypeError.
        ("def f(a, *, b=5): pass", "a, b=5", False),
        ("def f(a, /, b=5): pass", "a, b=5", False),
        ("def f(a, *, b=5): pass", "a, *, b=5", True),
        ("def f(a, b=6): pass", "a, b=5", False),
        ("def f(b, a=5): pass", "a, b=5", False),
        ("def f(a): pass", "a, b=5", False),
        ("def f(*args): pass", "a, b=5", False),
        ("f = 3", "a", False),
        ("g = 3", "a", False),
    ],
)
def test_hole_funktion_vergleicht_namen_und_standardwerte(code, parameter, ok):
    namensraum = {}
    exec(code, namensraum)
    funktion, rueck = hole_funktion(namensraum, "f", parameter)
    assert (rueck is None) == ok
    if not ok:
        assert not rueck.bestanden and "f" in rueck.text


@pytest.mark.parametrize("trenner", ["*, ", "/, "])
def test_eine_signatur_mit_stern_oder_strich_verletzt_die_regel_der_signatur(trenner):
    """Runde 25: ``lauf_agent(modell, aufgabe, werkzeuge, *, max_schritte=5, …)`` wurde
    angenommen; Regel 1 sagt „genau die des Starters“, und ``lauf_agent(m, a, w, 8)`` scheitert."""
    code = finde("m4-02-uebung-1").loesung.replace(
        "def lauf_agent(modell, aufgabe, werkzeuge, ",
        f"def lauf_agent(modell, aufgabe, werkzeuge, {trenner}",
        1,
    )
    assert trenner in code
    meldungen = "\n".join(pruefe("m4-02-uebung-1", code)["meldungen"])
    assert "Regel 1 verletzt" in meldungen and trenner.strip(", ") in meldungen, meldungen


def test_rufe_faengt_fehler_als_daten():
    assert rufe(int, "7") == Aufruf(7)
    aufruf = rufe(int, "sieben")
    assert isinstance(aufruf.ausnahme, ValueError) and aufruf.wert is None


def test_erwarte_gleich_nennt_erwartet_und_bekommen():
    assert erwarte_gleich(Aufruf(0.1 + 0.2), 0.3, "f()") is None
    rueck = erwarte_gleich(Aufruf(None), 6, "verdoppeln(3)")
    assert rueck.text.startswith("verdoppeln(3) sollte 6 zurückgeben, gab aber None zurück.")
    assert "Fehlt ein return?" in rueck.text
    assert not gleich(True, 1) and gleich(1, 1.0) and not gleich("1", 1)


def test_erwarte_ausnahme_unterscheidet_art_und_text():
    assert erwarte_ausnahme(Aufruf(None, ValueError("weg")), ValueError, "f()") is None
    assert "gab aber None zurück" in erwarte_ausnahme(Aufruf(None), ValueError, "f()").text
    rueck = erwarte_ausnahme(Aufruf(None, KeyError("x")), ValueError, "f()")
    assert "warf aber KeyError" in rueck.text
    assert "ohne Text" in erwarte_ausnahme(Aufruf(None, ValueError()), ValueError, "f()").text


def test_maschine_braucht_weder_threads_noch_signale():
    quelltext = ausfuehren.__loader__.get_source(ausfuehren.__name__)
    for modul in ("threading", "signal", "subprocess", "multiprocessing"):
        assert f"import {modul}" not in quelltext
