"""Das Netz unter den Prüfungen von M4·04: Die erzeugten Fälle treffen, wofür sie gedacht sind.

Die Übungen selbst prüft ``test_uebungen.py`` (falsche Antworten, andere Lösungen) und
``test_mutanten.py``. Hier steht, was die Fall-Erzeuger versprechen: Die float-Fälle von
Übung 2 liegen wirklich dort, wo float falsch rundet, und keine erzeugte Aufgabe braucht so
viele Runden, dass die Musterlösung (eine Schleife je Runde) die Prüfung aufhält.
"""

import zlib

import pytest

from lernlabor.pruefen import Zufall
from lernlabor.tracks.ki.uebungen.m4_04.uebung_1 import faelle as eins
from lernlabor.tracks.ki.uebungen.m4_04.uebung_2 import faelle as budget
from lernlabor.tracks.ki.uebungen.m4_04.uebung_2.pruefungen import erwartet
from lernlabor.tracks.ki.uebungen.m4_04.uebung_3 import faelle as fenster
from lernlabor.uebung import finde

RUNDEN_HOECHSTENS = 3000  # so viele Runden zählt die Musterlösung höchstens je Fall


def _zufall(name):
    return Zufall(zlib.crc32(name.encode()))  # dieselbe Saat wie ``vergleich``


def test_float_faelle_liegen_auf_der_falschen_seite_einer_runde():
    faelle = budget._float_faelle(_zufall("runde_ueber_budget"), 6)
    assert len(faelle) == 6
    for nummer, (b, start, zuwachs) in enumerate(faelle):
        wurzeln = list(budget._wurzeln(b, start, zuwachs))
        # Genau getroffen (gerade Nummer: eins unter der Summe, ungerade: die Summe selbst) …
        n = next(n for n in range(1, 100) if budget.summe_nach(n, start, zuwachs) > b)
        auf_der_summe = budget.summe_nach(n - 1, start, zuwachs) == b
        assert auf_der_summe is (nummer % 2 == 1)
        # … und mindestens eine übliche float-Formel landet auf der falschen Seite.
        richtig = n - 1 if auf_der_summe else n
        assert any((x < richtig) if auf_der_summe else (x >= richtig) for x in wurzeln), (
            b,
            start,
            zuwachs,
        )
        assert max(start, zuwachs) > 2**53 or b > 2**53


ERZEUGER = {
    "input_je_runde": eins.liste_faelle,
    "kosten_der_aufgabe": eins.kosten_faelle,
    "runde_ueber_budget": budget.faelle,
    "input_mit_fenster": fenster.faelle,
}


@pytest.mark.parametrize("name", ERZEUGER)
def test_keine_erzeugte_aufgabe_haelt_die_musterloesung_auf(name):
    for fall in ERZEUGER[name](_zufall(name)):
        if name == "runde_ueber_budget":
            gueltig = min(fall.argumente) >= 0 and max(fall.argumente[1:]) > 0
            runden = erwartet(*fall.argumente) if gueltig else 0
        else:
            runden = fall.argumente[0]
        assert runden <= RUNDEN_HOECHSTENS, fall.beschreibung


@pytest.mark.parametrize("uebung_id", ["m4-04-uebung-1", "m4-04-uebung-2", "m4-04-uebung-3"])
def test_das_netz_steht_zuletzt(uebung_id):
    pruefungen = finde(uebung_id).pruefungen
    netze = [p for p in pruefungen if getattr(p, "vergleicht", False)]
    assert netze and pruefungen[-len(netze) :] == tuple(netze)
