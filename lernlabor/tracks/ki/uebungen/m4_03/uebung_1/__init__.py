"""Übung ``m4-03-uebung-1``: Tool-Wünsche ausführen, Ergebnisse in beiden Formaten zurückgeben."""

from lernlabor.uebung.definition import Uebung, andere, falsche, gleichwertig, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was laut Lektion „im Setup“ steht: nichts; json importiert schon der Starter."""
    return {}


UEBUNG = Uebung(
    id="m4-03-uebung-1",
    titel="Ergebnisse in beiden Formaten",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "Schreib zuerst eine Hilfsfunktion, die ein Tool ausführt und das Schema baut: "
        "`{'status': ..., 'data': ..., 'error': ...}`. Beide Formate brauchen sie.",
        "Die Reihenfolge der `except`-Zweige zählt: erst `LookupError` (`not_found`), dann "
        "`Exception` (`error`). Ein unbekanntes Tool prüfst du vorher mit `name in werkzeuge`.",
        'Bei OpenAI ist `call["function"]["arguments"]` ein String: `json.loads` macht ein '
        "`dict` daraus. Ein `json.JSONDecodeError` wird ebenfalls ein Ergebnis mit status "
        "`error`.",
        "`content` ist immer `json.dumps(schema)`. OpenAI: je Aufruf eine Nachricht mit role "
        "`tool` und `tool_call_id`. Anthropic: eine `user`-Nachricht, darin je `tool_use` ein "
        "`tool_result` mit `tool_use_id`, `is_error` nur bei `error`.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("falsch_content_dict.py", "content ist dict, muss aber ein String sein"),
        ("falsch_name_statt_tool_call_id.py", "trägt 'name' statt 'tool_call_id'"),
        ("falsch_arguments_nicht_geparst.py", "Das Tool lief gar nicht: arguments ist ein JSON"),
        ("falsch_keyerror_als_error.py", "Fange LookupError vor Exception ab"),
        ("falsch_unbekanntes_tool_not_found.py", "Prüfe vor dem Aufruf: name in werkzeuge"),
        ("falsch_json_absturz.py", "Fange json.JSONDecodeError ab"),
        ("falsch_is_error_auch_bei_not_found.py", "is_error gehört nur zu status 'error'"),
        ("falsch_ohne_is_error.py", "markiert Anthropic den Block mit"),
        ("falsch_schema_der_quelle.py", "hat 'ok' wie das erste Beispiel der Quelle"),
        ("falsch_str_statt_json.py", "str() schreibt Python"),
        ("falsch_tool_call_id_bei_anthropic.py", "Bei Anthropic heißt das Feld 'tool_use_id'"),
        ("falsch_fehler_ohne_name.py", "nennt das Tool nicht"),
        ("falsch_nur_erster_aufruf.py", "erwartet 3 (eine je Aufruf in tool_calls), bekommen 1"),
        ("falsch_einzelne_user_nachrichten.py", "eine einzige user-Nachricht zurück"),
        ("falsch_arguments_ersetzt.py", "verändert die übergebene Nachricht"),
        ("falsch_is_error_bei_openai.py", "Das Feld gibt es nur bei Anthropic"),
        ("falsch_literal_eval.py", "nicht ast.literal_eval"),
    ),
    andere_loesungen=andere(__name__, "anders_make_result.py", "anders_ohne_helfer.py"),
    gleichwertige_mutanten=(
        gleichwertig(
            "return {'status': 'error', 'data': None, 'error': f'Fehler in {name}: {fehler}'}",
            "return {'status': 'error', 'data': None, 'error': f'Fehler in {name}: '}",
            (
                "Bei status error verlangt die Aufgabe einen deutschen Satz mit dem "
                "Namen des Tools, nicht den Text der Exception."
            ),
            zeile=12,
        ),
        gleichwertig(
            "…ame} sind kein gültiges JSON: {fehler}'}",
            "…ame} sind kein gültiges JSON: '}",
            (
                "Bei status error verlangt die Aufgabe einen deutschen Satz mit dem "
                "Namen des Tools, nicht den Text der Exception."
            ),
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
