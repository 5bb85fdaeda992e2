"""Ein zweites Download-Skript für die Tests von ``lernlabor/web/standalone.py``.

Es importiert lernlabor auf drei Arten (``import … as``, ``from … import``, ein Import erst in
einer Funktion) und druckt, was der regelbasierte Simulator antwortet.
"""

import sys

import lernlabor.tracks.ki.simulator.anthropic.werkzeuge as werkzeuge
from lernlabor.tracks.ki.simulator.anthropic.buchladen import KATALOG, KURSE, RegelModell


def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zu {stichwort!r}")


def wechselkurs(waehrung):
    if waehrung not in KURSE:
        raise ValueError(f"kein Kurs für {waehrung}")
    return KURSE[waehrung]


def main(stichworte):
    from lernlabor.tracks.ki.simulator.anthropic.schleife import (
        lauf_agent,
    )  # erst hier: auch das muss eingebettet sein

    tools = {"suche_buch": suche_buch, "wechselkurs": wechselkurs}
    for stichwort in stichworte:
        frage = f"Was kostet das Buch zu ‘{stichwort}’ in Euro?"
        ergebnis = lauf_agent(RegelModell(), frage, tools)
        print(f"{stichwort}: {ergebnis['antwort']} ({ergebnis['grund']}, {ergebnis['schritte']})")
    print(werkzeuge.text_von([{"type": "text", "text": "fertig"}]))


if __name__ == "__main__":
    main(sys.argv[1:] or ["Tee", "Tokio", "Rust"])
