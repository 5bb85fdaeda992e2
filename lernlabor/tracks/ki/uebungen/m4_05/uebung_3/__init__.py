"""Übung ``m4-05-uebung-3``: ein Freigabe-Tor vor gefährlichen Tools (``mit_freigabe``)."""

import functools

from lernlabor.tracks.ki import SkriptModell, lauf_agent, tool_result_fuer
from lernlabor.uebung.definition import Uebung, gleichwertige, lies

from .vertrag import VERTRAG

# Mutanten der Lösung, die sich wie sie verhalten: Die Aufgabe lässt beides offen.
KOPIE_FREI = "**eingabe ist schon ein frisches dict; die Aufgabe verlangt keine weitere Kopie."
TEXT_FREI = "Die Aufgabe verlangt nur einen ValueError; den Text lässt sie offen (Regel 5)."

UEBUNG = Uebung(
    id="m4-05-uebung-3",
    titel="Ein Freigabe-Tor vor gefährlichen Tools",
    stufe="mittel",
    # Was laut Lektion „im Setup“ steht, zum Ausprobieren im Editor: bei jedem Aufruf neu.
    setup=functools.partial(
        dict, SkriptModell=SkriptModell, lauf_agent=lauf_agent, tool_result_fuer=tool_result_fuer
    ),
    hinweise=(
        "Prüfe zuerst, ob jeder Name aus `gefaehrlich` in `werkzeuge` steht; sonst "
        "`raise ValueError(...)`. Dann `neu = dict(werkzeuge)`.",
        "Baue die Hülle in einer eigenen Funktion `bewache(name, tool, frage)`, die eine innere "
        "Funktion `def bewacht(**eingabe):` zurückgibt. So hat jede Hülle ihren eigenen `name`, "
        "und `bewacht` selbst hat keinen Parameter, der mit einem Argument des Tools (etwa "
        "`name`) zusammenstößt.",
        "In der Hülle: `antwort = frage(name, dict(eingabe))` in `try`/`except Exception`; nur bei "
        "`antwort is True` läuft `tool(**eingabe)`.",
        'Eine Ablehnung ist `raise PermissionError(f"… {name} …")`: `tool_result_fuer` macht '
        "daraus ein Ergebnis mit `is_error`, und das Modell liest den Text.",
    ),
    gleichwertige_mutanten=gleichwertige(
        lies(__name__, "loesung.py"),
        (14, "dict(eingabe)", "eingabe", KOPIE_FREI),
        (4, "{sorted(unbekannt)}", "", TEXT_FREI),
        (4, "f'Diese Tools gibt es nicht: {sorted(unbekannt)}. Ein Tippfehler?'", "''", TEXT_FREI),
    ),
    vertrag=VERTRAG,
)
