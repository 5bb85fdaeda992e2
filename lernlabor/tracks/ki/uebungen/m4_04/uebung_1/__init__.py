"""Übung ``m4-04-uebung-1``: Input je Runde und Kosten einer Aufgabe."""

from lernlabor.tracks.ki import PREIS_JE_1K
from lernlabor.uebung.definition import Uebung

from .vertrag import VERTRAG


def setup():
    """Was laut Lektion „im Setup“ steht, frisch für jeden Lauf."""
    return {"PREIS_JE_1K": dict(PREIS_JE_1K)}


UEBUNG = Uebung(
    id="m4-04-uebung-1",
    titel="Input je Runde und Kosten einer Aufgabe",
    stufe="leicht",
    setup=setup,
    hinweise=(
        "Runde 1 schickt nur den Start. Mit `k` von 1 bis `runden`: "
        "`[start + (k - 1) * zuwachs for k in range(1, runden + 1)]`.",
        "Prüfe die Eingaben zuerst: "
        "`if runden < 1 or start < 0 or zuwachs < 0: raise ValueError(...)`. "
        "Eine leere Liste ist keine Antwort.",
        "Input ist die Summe der Liste, Output ist `runden * output_je_runde`.",
        'Dollar: `input / 1000 * preise["input"] + output / 1000 * preise["output"]`. '
        "`preise` gilt je 1000 Token, nicht je 1 Million.",
    ),
    vertrag=VERTRAG,
)
