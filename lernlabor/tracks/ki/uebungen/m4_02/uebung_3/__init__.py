"""Übung ``m4-02-uebung-3``: eine mehrstufige Aufgabe mit dem regelbasierten Simulator."""

import copy

from lernlabor.tracks.ki import KATALOG, KURSE, RegelModell, lauf_agent
from lernlabor.uebung.definition import Uebung

from .vertrag import VERTRAG

UEBUNG = Uebung(
    id="m4-02-uebung-3",
    titel="Eine mehrstufige Aufgabe lösen",
    stufe="mittel",
    # Was laut Lektion „im Setup“ steht; KATALOG und KURSE als frische Kopien.
    setup=lambda: {
        "KATALOG": copy.deepcopy(KATALOG),
        "KURSE": dict(KURSE),
        "lauf_agent": lauf_agent,
        "RegelModell": RegelModell,
    },
    hinweise=(
        "`suche_buch`: Gehe `KATALOG` der Reihe nach durch und gib beim ersten Treffer zurück. "
        "Vergleiche `stichwort.lower()` mit `titel.lower()`.",
        "Ohne Treffer: `raise ValueError(...)` mit einem Text, der das Stichwort nennt. Aus der "
        "Exception macht die Schleife ein `tool_result` mit `is_error`.",
        "Die Namen der Tools stehen in den `tool_use`-Blöcken der `assistant`-Nachrichten. Die "
        "`user`-Nachrichten enthalten die Frage (meist ein String) und die `tool_result`-Blöcke.",
        "`abbruchgrund`: Sieh dir die letzte Nachricht an. Eine `user`-Nachricht (Ergebnisse "
        "oder, bei `max_schritte=0`, nur die Frage) heißt: `max_schritte` griff.",
        "Eine `assistant`-Nachricht mit `tool_use`-Block am Ende heißt: Die Tools liefen nicht "
        "mehr, das Budget hat gestoppt. Eine `assistant`-Nachricht ohne Tool-Wunsch ist die "
        "Endantwort.",
    ),
    vertrag=VERTRAG,
)
