"""Der Vertrag von ``abbruchgrund`` (Übung 3 in M4·02): der Grund aus dem Verlauf allein.

Die Referenzlösung muss für jeden Lauf der echten Schleife denselben Grund nennen, den
``lauf_agent`` selbst zurückgibt: ``fertig``, ``budget`` oder ``max_schritte``.
"""

import pytest

from lernlabor.tracks.ki import SkriptModell
from lernlabor.tracks.ki.uebungen.m4_02.uebung_3 import verlaeufe as v

NIE_FERTIG = [
    [{"type": "tool_use", "id": "t1", "name": "suche_buch", "input": {"stichwort": "Tee"}}]
]


@pytest.mark.parametrize(
    ("stichwort", "skript", "optionen", "grund"),
    [
        ("Einsteiger", None, {}, "fertig"),
        ("Kochbuch", None, {}, "fertig"),
        ("Rust", None, {}, "fertig"),
        ("Tokio", None, {}, "fertig"),
        ("Kochbuch", None, {"max_tokens": 1}, "budget"),
        ("Kochbuch", None, {"max_kosten": 0}, "budget"),
        ("Tee", NIE_FERTIG, {"max_tokens": 100}, "budget"),
        ("Tee", NIE_FERTIG, {"max_schritte": 1}, "max_schritte"),
        ("Tee", NIE_FERTIG, {"max_schritte": 3}, "max_schritte"),
        ("Kochbuch", None, {"max_schritte": 1}, "max_schritte"),
    ],
)
def test_abbruchgrund_der_loesung_stimmt_mit_lauf_agent(stichwort, skript, optionen, grund):
    modell = SkriptModell(skript) if skript else None
    ergebnis = v.lauf(stichwort, modell=modell, **optionen)
    assert ergebnis["grund"] == grund
    assert v.referenz()["abbruchgrund"](ergebnis["messages"]) == grund


def test_beispielverlaeufe_decken_alle_drei_gruende_ab():
    gruende = {v.referenz()["abbruchgrund"](verlauf) for verlauf in v.verlaeufe().values()}
    assert gruende == {"fertig", "budget", "max_schritte"}
