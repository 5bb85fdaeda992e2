"""Übung ``m4-03-uebung-1``: Tool-Wünsche ausführen, Ergebnisse in beiden Formaten zurückgeben."""

from lernlabor.uebung.definition import Uebung, gleichwertig

from .vertrag import VERTRAG

NUR_NAME = (
    "Bei status error verlangt Regel 7 einen Text mit dem Namen des Tools und einem Wort mehr, "
    "nicht den Text der Exception."
)

UEBUNG = Uebung(
    id="m4-03-uebung-1",
    titel="Ergebnisse in beiden Formaten",
    stufe="mittel",
    setup=dict,  # im Setup steht laut Lektion nichts; json importiert schon der Starter
    hinweise=(
        "Schreib zuerst eine Hilfsfunktion, die ein Tool ausführt und das Schema baut: "
        "`{'status': ..., 'data': ..., 'error': ...}`. Beide Formate brauchen sie. Auch `0`, "
        '`""` oder `None` vom Tool sind ein Erfolg.',
        "Die Reihenfolge der `except`-Zweige zählt: erst `LookupError` (`not_found`), dann "
        "`Exception` (`error`). Ein unbekanntes Tool prüfst du vorher mit `name in werkzeuge`.",
        'Bei OpenAI ist `call["function"]["arguments"]` ein String: `json.loads` macht ein '
        "`dict` daraus. Ein `json.JSONDecodeError` wird ebenfalls ein Ergebnis mit status "
        "`error`, genau wie gültiges JSON, das kein Objekt ist (`null`, `[]`, `0`).",
        "`content` ist immer `json.dumps(schema)`. OpenAI: je Aufruf eine Nachricht mit role "
        "`tool` und `tool_call_id`. Anthropic: eine `user`-Nachricht, darin je `tool_use` ein "
        "`tool_result` mit `tool_use_id`, `is_error` nur bei `error`.",
    ),
    vertrag=VERTRAG,
    gleichwertige_mutanten=(
        gleichwertig(
            "return {'status': 'error', 'data': None, 'error': f'Fehler in {name}: {fehler}'}",
            "return {'status': 'error', 'data': None, 'error': f'Fehler in {name}: '}",
            NUR_NAME,
            zeile=12,
        ),
        gleichwertig(
            "…ame} sind kein gültiges JSON: {fehler}'}",
            "…ame} sind kein gültiges JSON: '}",
            NUR_NAME,
            zeile=22,
        ),
        gleichwertig(
            "except json.JSONDecodeError as fehler:",
            "except Exception as fehler:",
            (
                "json.loads auf dem Text von arguments wirft nur JSONDecodeError; "
                "arguments ist immer ein String."
            ),
            zeile=21,
        ),
        gleichwertig(
            (
                "if ergebnis['status'] == 'error':\n"
                "    tool_result['is_error'] = True\nergebnisse.append(tool_result)"
            ),
            (
                "ergebnisse.append(tool_result)\n"
                "if ergebnis['status'] == 'error':\n    tool_result['is_error'] = True"
            ),
            (
                "Die Liste hält dasselbe dict; is_error kommt vor dem return hinein, "
                "egal in welcher Reihenfolge."
            ),
            zeile=36,
        ),
    ),
)
