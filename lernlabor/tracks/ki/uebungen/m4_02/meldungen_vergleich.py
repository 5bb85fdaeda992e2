"""Die deutschen Sätze der Vergleiche von M4·02 (Netz unter den gezielten Prüfungen).

Getrennt von ``meldungen``, damit beide Dateien kurz bleiben; die Tests suchen Ausschnitte
dieser Texte in den Listen der falschen Antworten.
"""

VERLAUF_VERGISST = (
    "Dein Verlauf an das Modell vergisst frühere Schritte: {bekommen} statt {erwartet} "
    "Nachrichten, die letzte stimmt. Baust du messages in jeder Runde neu auf? Der Verlauf "
    "wächst mit jeder Runde um die Antwort des Modells und die Ergebnisse, nichts fällt weg."
)
FEHLER_ALS_ERFOLG = (
    "Das Tool-Ergebnis zu {id!r} sieht nach Erfolg aus, obwohl das Tool scheiterte oder es gar "
    "nicht gibt. Ein Fehler darf nicht als Erfolg erscheinen: Er wird ein tool_result mit "
    "is_error: True, damit das Modell reagieren kann."
)
ANTWORT_VERAENDERT = (
    'Die Antwort des Modells steht verändert im Verlauf. Hänge antwort["content"] unverändert '
    "als assistant-Nachricht an: mit allen Text- und tool_use-Blöcken, in derselben Reihenfolge."
)
BEIDE_BUDGETS = (
    "Hier sind max_tokens und max_kosten beide gesetzt, und eines ist überschritten, doch deine "
    "Schleife lief weiter. Jedes gesetzte Budget zählt für sich: Verbinde die beiden "
    "Prüfungen mit or, nicht mit if/else."
)
TOOLS_ZU_OFT = (
    "Deine Schleife führt Tools öfter aus als gewünscht: {bekommen} Aufrufe statt {erwartet}. "
    "Jeder tool_use-Block läuft genau einmal; ein Tool kann etwas verändern oder kosten."
)
TOOLS_ZU_SELTEN = (
    "Deine Schleife führt nicht jeden Tool-Wunsch aus: {bekommen} Aufrufe statt {erwartet}. "
    "Jeder tool_use-Block läuft genau einmal, auch bei mehreren Wünschen in einer Antwort."
)
PROTOKOLL_VERAENDERT = (
    "{name} verändert den Verlauf, den es liest (etwa mit pop, remove oder einer Zuweisung). "
    "Eine Protokoll-Funktion liest nur: Derselbe Verlauf muss danach unverändert bleiben."
)
