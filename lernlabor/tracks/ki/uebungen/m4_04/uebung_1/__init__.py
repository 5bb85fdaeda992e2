"""Übung ``m4-04-uebung-1``: Input je Runde und Kosten einer Aufgabe."""

from lernlabor.tracks.ki import PREIS_JE_1K
from lernlabor.uebung.definition import Uebung, andere, falsche, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was laut Lektion „im Setup“ steht, frisch für jeden Lauf."""
    return {"PREIS_JE_1K": dict(PREIS_JE_1K)}


UEBUNG = Uebung(
    id="m4-04-uebung-1",
    titel="Input je Runde und Kosten einer Aufgabe",
    stufe="leicht",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
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
    falsche_antworten=falsche(
        __name__,
        ("falsch_runde_zu_viel.py", "eine Runde zu viel"),
        ("falsch_ab_zuwachs.py", "Runde 1 schickt nur den Start"),
        ("falsch_output_vergessen.py", "Auch der Output kostet"),
        ("falsch_preis_je_million.py", "1000-mal zu klein"),
        ("falsch_letzte_runde_mal_runden.py", "runden mal die letzte Runde"),
        ("falsch_output_einmal.py", "Output einer einzigen Runde"),
        ("falsch_ohne_valueerror.py", "input_je_runde(0, 2000, 1500) sollte einen ValueError"),
        ("falsch_preise_umgerechnet.py", "Deine Funktion verändert preise"),
        ("falsch_zuwachs_ungeprueft.py", "zuwachs ist hier -5, also kleiner als 0"),
        ("falsch_summe_als_float.py", "Tokenzahlen sind ganze Zahlen"),
        ("falsch_summe_int_gerundet.py", "Bei so großen Zahlen rundet float"),
    ),
    andere_loesungen=andere(__name__, "anders_formel.py", "anders_schleife.py"),
    zeitlimit=10.0,
)
