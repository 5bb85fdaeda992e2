"""Die Übungen von M4·05 über das hinaus, was test_uebungen.py für jede Übung prüft.

Übung 2: Die Musterlösung ist der Quelltext von lernlabor/ki/kommando.py, nicht eine Kopie,
und sie urteilt wie das Modul. Jeder Angriff der Prüfungen wird vom Modul mit genau der Regel
abgelehnt, unter der er steht.
"""

import shlex
from importlib import resources

import pytest

from lernlabor.ki import KommandoAbgelehnt, pruefe_kommando
from lernlabor.pruefen import pruefe
from lernlabor.uebung import finde
from lernlabor.uebung.ki.m4_05.uebung_2 import IMPORTZEILE, loesung_aus_dem_modul, setup
from lernlabor.uebung.ki.m4_05.uebung_2.faelle import ANGRIFFE, ERLAUBT, alle_angriffe
from tests.test_ki_kommando import ANGRIFFE as MODUL_ANGRIFFE
from tests.test_ki_kommando import ERLAUBTE_FAELLE

MODUL = resources.files("lernlabor.ki").joinpath("kommando.py").read_text(encoding="utf-8")


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
            return MODUL.replace(IMPORTZEILE, "from lernlabor.ki import KommandoAbgelehnt\n")

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
