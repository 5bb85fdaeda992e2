"""Übung ``m4-03-uebung-3``: die Schleife der Quelle reparieren (``agent_openai``).

Der Starter ist die Schleife der Quelle 003 mit den fünf Fehlern, die die Seite aufzählt (drei
aus dem Original, zwei, weil er echte Tools aufruft).
"""

from lernlabor.tracks.ki import SkriptModellOpenAI, aufruf
from lernlabor.uebung.definition import Uebung, gleichwertige, lies

from .vertrag import VERTRAG

UEBUNG = Uebung(
    id="m4-03-uebung-3",
    titel="Die Schleife der Quelle reparieren",
    stufe="mittel",
    # Was laut Lektion „im Setup“ steht, frisch für jeden Lauf.
    setup={"SkriptModellOpenAI": SkriptModellOpenAI, "aufruf": aufruf}.copy,
    hinweise=(
        "Was steht in `messages`, wenn das Modell zum zweiten Mal gefragt wird? Die Nachricht "
        'des Modells (`antwort["choices"][0]["message"]`) gehört unverändert dazu.',
        "Woran erkennt die API, auf welchen Aufruf eine `tool`-Nachricht antwortet? Nicht am "
        'Namen des Tools, sondern an `"tool_call_id": call["id"]`.',
        '`call["function"]["arguments"]` ist ein String. `json.loads` macht ein `dict` daraus, '
        "`werkzeuge[name](**args)` verteilt es auf die Parameter.",
        "`content` ist in dieser Übung immer ein String: `json.dumps(ergebnis)`. Eine Exception "
        "im Tool fängst du ab (`except Exception`) und schickst ihren Text im Schema zurück.",
        '`while nachricht.get("tool_calls")` endet nie, wenn das Modell nie fertig wird. Nimm '
        "`for _ in range(max_schritte)` und gib nach der Schleife `None` zurück.",
    ),
    vertrag=VERTRAG,
    gleichwertige_mutanten=gleichwertige(
        lies(__name__, "loesung.py"),
        (8, "Nach der Endantwort ruft niemand das Modell; den Verlauf ohne sie sieht keiner."),
        (
            7,
            "[0]",
            "[-1]",
            "Ohne n liefert die API genau eine Auswahl: [0] und [-1] sind dieselbe.",
        ),
        (19, "return None", "", "Eine Funktion ohne return gibt ohnehin None zurück."),
    ),
)
