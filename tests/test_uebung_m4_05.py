"""Die Übungen von M4·05 über das hinaus, was test_uebungen.py für jede Übung prüft.

Übung 1: was die Code-Prüfung findet und was sie in Ruhe lässt. Übung 3: Das Tor der
Musterlösung hält den Angriff aus Schritt 3 auch in der echten Schleife (``lauf_agent``), und
der Vertrag liest einen Fall so, wie die Meldung ihn beschreibt.
Übung 2: Die Musterlösung ist der Quelltext von lernlabor/tracks/ki/simulator/kommando.py, nicht
eine Kopie, und sie urteilt wie das Modul. Jeder Angriff der Prüfungen wird vom Modul mit genau
der Regel abgelehnt, unter der er steht.
"""

import shlex
from importlib import resources

import pytest

from lernlabor.pruefen import pruefe
from lernlabor.tracks.ki import KommandoAbgelehnt, SkriptModell, lauf_agent, pruefe_kommando
from lernlabor.tracks.ki.uebungen.m4_05.uebung_1.codelesen import funde
from lernlabor.tracks.ki.uebungen.m4_05.uebung_2 import IMPORTZEILE, loesung_aus_dem_modul, setup
from lernlabor.tracks.ki.uebungen.m4_05.uebung_2.faelle import ANGRIFFE, ERLAUBT, alle_angriffe
from lernlabor.tracks.ki.uebungen.m4_05.uebung_3.vertrag import ANGRIFF_AUFRUFE, DATEIEN, VERTRAG
from lernlabor.uebung import finde
from tests.test_ki_kommando import ANGRIFFE as MODUL_ANGRIFFE
from tests.test_ki_kommando import ERLAUBTE_FAELLE

MODUL = (
    resources.files("lernlabor.tracks.ki.simulator")
    .joinpath("kommando.py")
    .read_text(encoding="utf-8")
)


def _urteil(waechter, kommando):
    try:
        return ("argv", waechter(kommando))
    except KommandoAbgelehnt as fehler:
        return ("abgelehnt", type(fehler), str(fehler), fehler.regel)


def test_loesung_ist_der_quelltext_des_moduls_ohne_die_importzeile():
    loesung = finde("m4-05-uebung-2").loesung
    assert IMPORTZEILE in MODUL
    assert loesung == MODUL.replace(IMPORTZEILE, "")
    assert "import" not in loesung.replace("import shlex\n", "")


def test_loesung_urteilt_genau_wie_das_modul():
    namensraum = setup()
    exec(compile(finde("m4-05-uebung-2").loesung, "<loesung>", "exec"), namensraum)
    aus_der_loesung = namensraum["pruefe_kommando"]
    assert aus_der_loesung is not pruefe_kommando
    faelle = [k for k, _ in ERLAUBTE_FAELLE + MODUL_ANGRIFFE] + [k for k, _, _ in ERLAUBT]
    faelle += [k for k, _ in alle_angriffe()] + [None, 42, b"ls"]
    for kommando in faelle:
        assert _urteil(aus_der_loesung, kommando) == _urteil(pruefe_kommando, kommando), kommando


def test_ohne_importzeile_bricht_das_laden_laut_ab(monkeypatch):
    class Datei:
        def joinpath(self, name):
            return self

        def read_text(self, encoding):
            return MODUL.replace(IMPORTZEILE, "from lernlabor.tracks.ki import KommandoAbgelehnt\n")

    monkeypatch.setattr(resources, "files", lambda paket: Datei())
    with pytest.raises(RuntimeError, match="genau einmal die Zeile"):
        loesung_aus_dem_modul()


@pytest.mark.parametrize(("kommando", "regel"), alle_angriffe(), ids=repr)
def test_jeder_angriff_der_uebung_faellt_unter_seine_regel(kommando, regel):
    with pytest.raises(KommandoAbgelehnt) as info:
        pruefe_kommando(kommando)
    assert info.value.regel == regel


@pytest.mark.parametrize(("kommando", "argv", "hinweis"), ERLAUBT, ids=[k for k, _, _ in ERLAUBT])
def test_harmlose_faelle_der_uebung_sind_die_zerlegung_von_shlex(kommando, argv, hinweis):
    assert pruefe_kommando(kommando) == argv == shlex.split(kommando)


def test_jede_regel_hat_eine_pruefung_und_eine_falsche_antwort():
    uebung = finde("m4-05-uebung-2")
    titel = [p.titel for p in uebung.pruefungen]
    for regel, (name, _) in ANGRIFFE.items():
        assert f"Regel {regel}: {name}" in titel
    verfehlt = {a.ausschnitte[0] for a in uebung.falsche_antworten}
    assert {f"Regel {regel}" for regel in range(1, 8)} <= verfehlt


def _bis_auf(kommando, antwort):
    """Die Musterlösung, die bei genau diesem Kommando anders antwortet."""
    return finde("m4-05-uebung-2").loesung + (
        "\n_echt = pruefe_kommando\n\n\ndef pruefe_kommando(kommando):\n"
        f"    if kommando == {kommando!r}:\n        {antwort}\n    return _echt(kommando)\n"
    )


@pytest.mark.parametrize(("kommando", "regel"), alle_angriffe(), ids=repr)
def test_jeder_angriff_zaehlt_einzeln(kommando, regel):
    """Lässt der Wächter nur diesen einen Angriff durch, fällt die Übung durch."""
    ergebnis = pruefe("m4-05-uebung-2", _bis_auf(kommando, 'return ["ls"]'))
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    assert f"Regel {regel}: pruefe_kommando({kommando!r}) lässt" in ergebnis["meldungen"][1]


@pytest.mark.parametrize(("kommando", "argv", "hinweis"), ERLAUBT, ids=[k for k, _, _ in ERLAUBT])
def test_jeder_harmlose_fall_zaehlt_einzeln(kommando, argv, hinweis):
    ergebnis = pruefe("m4-05-uebung-2", _bis_auf(kommando, 'raise KommandoAbgelehnt("nein")'))
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    assert f"Das harmlose Kommando {kommando!r} wird abgelehnt" in ergebnis["meldungen"][1]
    assert ergebnis["meldungen"][1].endswith(hinweis)


# --- Übung 1: was die Code-Prüfung findet und was nicht ------------------------------------

GEFUNDEN = [
    ('x = eval("1")', "der Name eval"),
    ("e = exec", "der Name exec"),
    ("c = compile", "der Name compile"),
    ('__import__("os")', "der Name __import__"),
    ("import builtins\nbuiltins.eval", "das Attribut .eval"),
    ("from builtins import eval as rechne", "der importierte Name eval"),
    ("from math import pi as eval", "der Name eval (import … as eval)"),
    ('getattr(__builtins__, "ev" + "al")', "der Name __builtins__"),
    ('getattr(x, "ev" + "al")', "der zusammengesetzte Text 'eval'"),
    ('getattr(x, "lave"[::-1])', "der zusammengesetzte Text 'eval'"),
    ('getattr(x, "xexecx"[1:5])', "der zusammengesetzte Text 'exec'"),
    ('getattr(x, "".join(["com", "pile"]))', "der zusammengesetzte Text 'compile'"),
    ('getattr(x, f"{"__imp"}ort__")', "der zusammengesetzte Text '__import__'"),
    ('getattr(x, "__imp" "ort__")', "der Text '__import__'"),
    ('getattr(x, "_" * 2 + "import" + "_" * 2)', "der zusammengesetzte Text '__import__'"),
    ('getattr(x, " eval ")', "der Text 'eval'"),
    ("f = print.__self__", "das Attribut .__self__"),
    ("g = berechne.__globals__", "das Attribut .__globals__"),
    ("().__class__.__base__.__subclasses__()", "das Attribut .__subclasses__"),
    ("vars()", "der Name vars"),
    ("globals()", "der Name globals"),
    ("import importlib", "import importlib"),
    ("import os", "import os"),
    ("from subprocess import run", "from subprocess import …"),
    ('m = sys.modules["builtins"]', "der Text 'builtins'"),
    ("import re\nre.compile('a')", "das Attribut .compile"),
    ('MODUS = "eval"\nf = getattr(ast, MODUS)', "der Text 'eval'"),
    ('MODUS = "eval"\nast.parse("1", mode=MODUS)\ng = getattr(x, MODUS)', "der Text 'eval'"),
]


@pytest.mark.parametrize(("code", "befund"), GEFUNDEN, ids=[c for c, _ in GEFUNDEN])
def test_code_pruefung_findet_eval_und_umwege(code, befund):
    assert any(befund in text for _, text in funde(code)), funde(code)


NICHT_GEFUNDEN = [
    "# Hier steht absichtlich kein eval.\nx = 1",
    's = "Dieser Rechner nutzt kein eval und kein exec."',
    'import ast\nast.parse("1", mode="eval")',
    'import ast\nast.parse("1", "<x>", "eval")',
    "import ast, math, operator",
    "from ast import literal_eval",
    "name = type(1).__name__",
    "class F(Exception):\n    def __init__(self, t):\n        super().__init__(t)",
    "evaluate = 1\nexecute = 2",
    "def auswerten(knoten): return knoten",
    "x = (",  # Syntaxfehler meldet die Prüf-Maschine selbst
    "import operator\nplus = operator.__add__\nminus = operator.__neg__",
    'import ast\nMODUS = "eval"\nast.parse("1", mode=MODUS)',
    'import ast\nMODUS: str = "eval"\nast.parse("1", "<x>", MODUS)',
]


@pytest.mark.parametrize("code", NICHT_GEFUNDEN)
def test_code_pruefung_laesst_harmlosen_code_in_ruhe(code):
    assert funde(code) == []


def test_grenze_der_code_pruefung_ist_dokumentiert():
    """Was erst zur Laufzeit entsteht, sieht die Prüfung nicht; so steht es im Modul."""
    import lernlabor.tracks.ki.uebungen.m4_05.uebung_1.codelesen as codelesen

    assert funde('getattr(x, chr(101) + "val")') == []
    assert "chr(101)" in codelesen.__doc__


def test_fundstellen_tragen_die_zeile():
    assert funde("x = 1\n\ny = eval") == [(3, "der Name eval")]


# --- Übung 3: das Injektions-Szenario ------------------------------------------------------


def _referenz_tor():
    namensraum = finde("m4-05-uebung-3").setup()
    exec(finde("m4-05-uebung-3").loesung, namensraum)
    return namensraum["mit_freigabe"]


def test_das_tor_haelt_den_angriff_auch_in_der_echten_schleife():
    """Die Aufrufe des Angriffs (ein Fall im Vertrag) als Drehbuch für lauf_agent: Ohne
    Freigabe bleiben alle Dateien, und das Modell bekommt je Löschwunsch ein Ergebnis mit
    is_error, das das Tool nennt. So gilt, was der Vertrag an der Hülle allein prüft, auch dort,
    wo tool_result_fuer die Ausnahme in ein Ergebnis verwandelt."""
    dateien = dict.fromkeys(DATEIEN, "Inhalt")

    def loesche_datei(name):
        del dateien[name]
        return f"{name} gelöscht."

    werkzeuge = {
        "liste_dateien": lambda: sorted(dateien),
        "lies_datei": lambda name: dateien[name],
        "loesche_datei": loesche_datei,
    }
    wuensche = [
        {"type": "tool_use", "id": f"t{i}", "name": name, "input": eingabe}
        for i, (name, eingabe) in enumerate(ANGRIFF_AUFRUFE)
    ]
    gefragt = []
    tor = _referenz_tor()(werkzeuge, {"loesche_datei"}, lambda *a: gefragt.append(a))
    ergebnis = lauf_agent(SkriptModell([wuensche, "Fertig."]), "Fasse zusammen.", tor)

    assert sorted(dateien) == sorted(DATEIEN)
    assert gefragt == [("loesche_datei", {"name": n}) for n in DATEIEN]
    bloecke = [
        b
        for n in ergebnis["messages"]
        if n["role"] == "user" and isinstance(n["content"], list)
        for b in n["content"]
    ]
    abgelehnt = [b for b in bloecke if b.get("is_error")]
    assert len(bloecke) == len(ANGRIFF_AUFRUFE) and len(abgelehnt) == len(DATEIEN)
    assert all(
        "PermissionError" in b["content"] and "loesche_datei" in b["content"] for b in abgelehnt
    )
    assert ergebnis["grund"] == "fertig"


def test_die_meldung_beschreibt_den_fall_in_worten():
    """Kein Protokoll-Dump: Tools, gefährliche Namen, Aufrufe und Antworten, lesbar."""
    funktion = VERTRAG.funktion("mit_freigabe")
    szene = {
        "werkzeuge": {"loesche_datei": KeyError, "sende_mail": None},
        "gefaehrlich": ("loesche_datei",),
        "aufrufe": [("loesche_datei", {"name": "a.csv"})],
        "antworten": [True, RuntimeError],
    }
    assert funktion.beschreibung((szene,)) == (
        "mit_freigabe in der Szene [Tools: loesche_datei wirft KeyError, sende_mail gibt None; "
        "gefaehrlich=('loesche_datei',); Aufrufe: loesche_datei(name='a.csv'); Antworten von "
        "frage: True, wirft RuntimeError, danach immer False]"
    )


@pytest.mark.parametrize("antwort", [False, None, "ja", 1, "True", [True]])
def test_referenz_tor_lehnt_alles_ausser_true_ab(antwort):
    gelaufen = []
    tor = _referenz_tor()
    neu = tor({"x": lambda **e: gelaufen.append(e)}, {"x"}, lambda name, eingabe: antwort)
    with pytest.raises(PermissionError, match="x"):
        neu["x"](a=1)
    assert gelaufen == []


def test_tool_mit_parameter_name_kollidiert_nicht_mit_der_huelle():
    """Die Hülle nimmt nur **eingabe; ein Tool-Parameter namens name kommt unverändert an."""
    tor = _referenz_tor()
    neu = tor({"loesche": lambda name: f"weg: {name}"}, ["loesche"], lambda n, e: True)
    assert neu["loesche"](name="a.txt") == "weg: a.txt"


def test_print_statt_return_in_berechne_bekommt_den_hinweis_auf_return():
    from lernlabor.pruefen.meldungen import WERT_NONE

    code = "def berechne(ausdruck):\n    print(eval(ausdruck))\n"
    meldungen = "\n".join(pruefe("m4-05-uebung-1", code)["meldungen"])
    assert "gibt NoneType zurück (None)" in meldungen and WERT_NONE.strip() in meldungen


def _meldungen_tor(ersetzen):
    """Die Meldungen zur Musterlösung von Übung 3 mit einer Ersetzung (ein Fehler, den kein
    bekannter Irrtum genau so macht)."""
    alt, neu = ersetzen
    code = finde("m4-05-uebung-3").loesung
    assert code.count(alt) == 1
    ergebnis = pruefe("m4-05-uebung-3", code.replace(alt, neu))
    assert ergebnis["ergebnis"] == "nicht-bestanden"
    return "\n".join(ergebnis["meldungen"])


def test_typfehler_am_tool_nennt_das_tool_nicht_die_attrappe():
    """Ruft die Hülle das Tool falsch auf, zeigt der TypeError den Namen des Tools."""
    text = _meldungen_tor(("return tool(**eingabe)", "return tool(*list(eingabe.values()))"))
    assert "Regel 3 verletzt" in text
    assert "TypeError: loesche_datei() takes 0 positional arguments" in text
    assert "<locals>" not in text and "lauf." not in text


def test_neue_ausnahme_mit_gleichem_text_heisst_nicht_die_des_tools():
    """Gleich aussehen genügt nicht: Die Meldung sagt, dass es ein neues Objekt ist."""
    text = _meldungen_tor(
        (
            "return tool(**eingabe)",
            "try:\n            return tool(**eingabe)\n        except KeyError as f:\n"
            "            raise KeyError(*f.args)",
        )
    )
    assert "Regel 3 verletzt" in text
    assert "Ausnahme des Tools 'genau die Ausnahme, die loesche_datei warf (KeyError)'" in text
    assert "'neue Ausnahme (KeyError, gleicher Text), nicht die von loesche_datei'" in text


def test_huelle_die_nach_einem_anderen_tool_fragt_wird_benannt():
    """Späte Bindung, die kein gespeicherter Irrtum genau so macht (das Tool wird früh, der
    Name spät gelesen): Die Meldung sagt, aus welcher Hülle die Rückfrage kam."""
    code = finde("m4-05-uebung-3").loesung
    alt = "neu[name] = bewache(name, werkzeuge[name], frage)"
    neu = "neu[name] = bewache(lambda: name, werkzeuge[name], frage)"
    code = code.replace(alt, neu).replace("frage(name, dict", "frage(name(), dict")
    code = code.replace("{name} wurde", "{name()} wurde")
    ergebnis = pruefe("m4-05-uebung-3", code)
    text = "\n".join(ergebnis["meldungen"])
    assert "Regel 2 verletzt" in text
    assert "'aus der Hülle von loesche_datei, nicht von sende_mail'" in text
