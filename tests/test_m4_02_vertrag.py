"""Der Vertrag von M4·02 Übung 2: Sein Modell antwortet wie das SkriptModell der Lektion.

``vertrag.lauf`` baut aus den Falldaten ein eigenes Modell, das festhält, was es bekommt. Es
darf dabei nichts anders machen als der Simulator, mit dem Lernende im Editor arbeiten: gleiche
Antworten, gleiche ids bei Wiederholungen, gleiche Ablehnungen, gleiches Ende.
"""

import copy

import pytest

from lernlabor.pruefen.ausfuehren import fuehre_aus
from lernlabor.pruefen.pruefhilfen import rufe
from lernlabor.pruefen.vertrag import beobachte
from lernlabor.tracks.ki import SkriptModell
from lernlabor.tracks.ki.uebungen.m4_02.uebung_2 import UEBUNG
from lernlabor.tracks.ki.uebungen.m4_02.uebung_2 import vertrag as v

AGENT = fuehre_aus(UEBUNG, UEBUNG.loesung)["agent"]
FAELLE = v.VERTRAG.faelle()


@pytest.mark.parametrize("fall", FAELLE, ids=range(len(FAELLE)))
def test_das_modell_des_vertrags_antwortet_wie_das_skriptmodell(fall):
    aufgabe, skript, werkzeuge, max_schritte = fall["argumente"]
    gesehen = []

    def spion(modell, *args, **kwargs):  # hält fest, was die Musterlösung dem Modell schickt
        return AGENT(lambda m: (gesehen.append(copy.deepcopy(m)), modell(m))[1], *args, **kwargs)

    eigenes = beobachte(spion, v.VERTRAG.funktion("agent"), fall["argumente"])
    modell = SkriptModell(v._antworten(skript), max_aufrufe=v.GRENZE)
    tools = {n: v._werkzeug(n, t, []) for n, t in werkzeuge.items()}
    mehr = {} if max_schritte is None else {"max_schritte": max_schritte}
    echt = rufe(AGENT, modell, aufgabe, tools, **mehr)
    assert eigenes.art == "wert" and echt.ausnahme is None
    assert eigenes.wert == echt.wert
    assert gesehen == modell.verlaeufe


def test_falsche_verlaeufe_lehnen_beide_ab():
    """Die Antwort des Modells fehlt im Verlauf: Beide Modelle werfen denselben ApiFehler."""
    code = UEBUNG.loesung.replace(
        '        messages.append({"role": "assistant", "content": antwort["content"]})\n', ""
    )
    ohne = fuehre_aus(UEBUNG, code)["agent"]
    argumente = ("Wann kommt M4?", [[("lager", "M4")], "Fertig."], {"lager": 0}, None)
    eigenes = beobachte(ohne, v.VERTRAG.funktion("agent"), argumente)
    echt = rufe(
        ohne,
        SkriptModell(v._antworten(argumente[1])),
        "Wann kommt M4?",
        {"lager": v._werkzeug("lager", 0, [])},
    )
    assert type(eigenes.ausnahme) is type(echt.ausnahme)
    assert str(eigenes.ausnahme) == str(echt.ausnahme)
