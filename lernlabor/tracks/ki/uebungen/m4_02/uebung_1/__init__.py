"""Übung ``m4-02-uebung-1``: die Tool-Use-Schleife mit Schutzgittern (``lauf_agent``)."""

from lernlabor.tracks.ki import PREIS_JE_1K, SkriptModell, kosten_von, text_von, tool_result_fuer
from lernlabor.uebung.definition import Uebung, gleichwertige, lies

from .vertrag import VERTRAG

UEBUNG = Uebung(
    id="m4-02-uebung-1",
    titel="Die Tool-Use-Schleife mit Schutzgittern",
    stufe="mittel",
    # Was laut Lektion „im Setup“ steht, frisch für jeden Lauf.
    setup=lambda: {
        "SkriptModell": SkriptModell,
        "text_von": text_von,
        "tool_result_fuer": tool_result_fuer,
        "kosten_von": kosten_von,
        "PREIS_JE_1K": dict(PREIS_JE_1K),
    },
    hinweise=(
        "Beginne mit der Schleife aus Schritt 2: `for schritt in range(max_schritte)`, darin "
        "`modell(messages)`. Die Zahl der Modellaufrufe ist dann `schritt + 1`.",
        'Nach jedem Aufruf: `tokens += input_tokens + output_tokens` aus `antwort["usage"]`, '
        "und `kosten += kosten_von(input_tokens, output_tokens, PREIS_JE_1K)`.",
        "Ein `return` steht bei der Endantwort, eines beim Budget und eines hinter der Schleife "
        "(`max_schritte`). Die Endantwort kommt vor der Budgetprüfung: Sie ist schon bezahlt.",
        "„Gesetzt“ heißt „`is not None`“: `max_tokens=0` ist ein Budget. Überschritten heißt "
        "größer als (`>`), nicht größer oder gleich.",
        "Die Tools laufen in jedem Durchlauf ohne Abbruch, auch im letzten erlaubten. Alle "
        "Ergebnisse von `tool_result_fuer` gehören in eine `user`-Nachricht. Ein Ergebnis mit "
        "`is_error` ist kein Grund aufzuhören: Das Modell soll darauf reagieren können.",
    ),
    gleichwertige_mutanten=gleichwertige(
        lies(__name__, "loesung.py"),
        (9, "Kosten und Verlauf sind unabhängig; beide stehen fest, bevor etwas sie liest."),
    ),
    vertrag=VERTRAG,
)
