"""Die Fälle des Vergleichs in M4·02: Das schlanke Modell antwortet wie das SkriptModell.

``faelle.Modell`` spart Kopien und die Prüfung des Skripts beim Anlegen, damit der Vergleich
im Browser billig bleibt. Es darf dabei nichts anders machen als der Simulator der Lektion:
gleiche Antworten, gleiche ids bei Wiederholungen, gleiche usage, gleiche Ablehnungen.
"""

import pytest

from lernlabor.pruefen.zufall import Zufall
from lernlabor.tracks.ki import ApiFehler, SkriptModell
from lernlabor.tracks.ki.simulator.anthropic.schleife import lauf_agent
from lernlabor.tracks.ki.uebungen.m4_02 import faelle
from lernlabor.tracks.ki.uebungen.m4_02.szenarien import FRAGE


def _skripte():
    zufall = Zufall(19)
    for nummer in range(12):
        runden, fertig = nummer % 4, nummer % 3 != 0
        yield faelle.skript(zufall, runden, fertig or runden == 0)


@pytest.mark.parametrize("nummer", range(12))
def test_schlankes_modell_antwortet_wie_das_skriptmodell(nummer):
    antworten, werte = list(_skripte())[nummer]
    optionen = {"max_schritte": 4}
    schlank = faelle.laufe(lauf_agent, antworten, werte, optionen)
    werkstatt = faelle.Werkstatt(werte)
    streng = lauf_agent(SkriptModell(antworten), FRAGE, werkstatt.werkzeuge(), **optionen)
    assert schlank == streng


def test_schlankes_modell_lehnt_ab_wie_der_simulator():
    antworten, werte = faelle.skript(Zufall(3), 1, True)
    modell = faelle.Modell(antworten, faelle.Werkstatt(werte), faelle.sortiere_ergebnisse)
    modell([{"role": "user", "content": FRAGE}])
    with pytest.raises(ApiFehler):
        modell([{"role": "user", "content": FRAGE}, {"role": "user", "content": "weiter"}])


def test_schlankes_modell_haelt_nach_der_grenze_an():
    antworten, werte = faelle.skript(Zufall(5), 1, False)
    werkzeuge = faelle.Werkstatt(werte).werkzeuge()

    def endlos(modell, aufgabe, werkzeuge):
        messages = [{"role": "user", "content": aufgabe}]
        while True:
            antwort = modell(messages)
            messages.append({"role": "assistant", "content": antwort["content"]})
            wuensche = [b for b in antwort["content"] if b["type"] == "tool_use"]
            messages.append(
                {
                    "role": "user",
                    "content": [
                        {"type": "tool_result", "tool_use_id": b["id"], "content": "-"}
                        for b in wuensche
                    ],
                }
            )

    modell = faelle.Modell(antworten, faelle.Werkstatt(werte), faelle.sortiere_ergebnisse)
    with pytest.raises(faelle.ZuOftGerufen):
        endlos(modell, FRAGE, werkzeuge)
    assert modell.aufrufe == faelle.GRENZE


def test_reihenfolge_paralleler_ergebnisse_zaehlt_nicht():
    nachricht = {
        "role": "user",
        "content": [
            {"type": "tool_result", "tool_use_id": "b", "content": "2", "is_error": False},
            {"type": "tool_result", "tool_use_id": "a", "content": "1"},
        ],
    }
    sortiert = faelle.sortiere_ergebnisse(nachricht)
    assert [b["tool_use_id"] for b in sortiert["content"]] == ["a", "b"]
    assert "is_error" not in sortiert["content"][1]
    assert nachricht["content"][0]["tool_use_id"] == "b"  # das Original bleibt
