"""Übung ``m4-02-uebung-2``: Fehler im Loop finden (``agent``). Der Starter ist die Lösung mit
drei eingebauten Fehlern (Verlauf, Tool-Ergebnis, Beenden); was verlangt ist, sagt der Vertrag.
"""

from functools import partial

from lernlabor.tracks.ki import SkriptModell, text_von, tool_result_fuer
from lernlabor.uebung.definition import Uebung, gleichwertige, lies

from .vertrag import VERTRAG

UEBUNG = Uebung(
    id="m4-02-uebung-2",
    titel="Fehler im Loop finden",
    stufe="mittel",
    # Was laut Lektion „im Setup“ steht, frisch für jeden Lauf.
    setup=partial(
        dict, SkriptModell=SkriptModell, text_von=text_von, tool_result_fuer=tool_result_fuer
    ),
    hinweise=(
        "Spiele einen Tool-Wunsch durch: Was steht in `messages`, wenn das Modell zum zweiten "
        "Mal aufgerufen wird? Fehlt dort eine Nachricht?",
        "Wem gehört ein Ergebnis? Das `tool_result` verweist über `tool_use_id` auf genau einen "
        "`tool_use`-Block, und der hat ein eigenes Feld dafür.",
        "Was passiert mit einem Modell, das nie fertig wird? Der Parameter `max_schritte` "
        "steht in der Signatur, wird er benutzt?",
        "Ein Tool, das eine Exception wirft oder gar nicht existiert, darf die Schleife nicht "
        "beenden. `tool_result_fuer` macht daraus ein Ergebnis mit `is_error` und wandelt jeden "
        "Rückgabewert in einen String.",
    ),
    vertrag=VERTRAG,
    gleichwertige_mutanten=gleichwertige(
        lies(__name__, "loesung.py"),
        (10, "return None", "", "Ohne return nach der Schleife gibt agent dort auch None zurück."),
    ),
)
