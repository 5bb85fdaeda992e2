"""Übung ``m4-03-uebung-1``: Tool-Wünsche ausführen, Ergebnisse in beiden Formaten zurückgeben."""

from lernlabor.uebung.definition import Uebung, gleichwertige, lies

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
    gleichwertige_mutanten=gleichwertige(
        lies(__name__, "loesung.py"),
        (12, ": {fehler}'", ": '", NUR_NAME),
        (22, "JSON: {fehler}'", "JSON: '", NUR_NAME),
        (
            21,
            "json.JSONDecodeError",
            "Exception",
            "arguments ist immer ein String; json.loads wirft darauf nur JSONDecodeError.",
        ),
        (36, "Die Liste hält dasselbe dict: is_error steht vor dem return drin, so oder so."),
    ),
)
