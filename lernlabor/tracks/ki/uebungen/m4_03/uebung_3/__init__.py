"""Übung ``m4-03-uebung-3``: die Schleife der Quelle reparieren (``agent_openai``).

Der Starter ist die Schleife aus der Quelle 003. Drei Fehler hat schon das Original: Der eigene
Zug des Modells fehlt im Verlauf, die tool-Nachricht trägt ``name`` statt ``tool_call_id``, und
es gibt kein Schrittlimit. Zwei kommen hinzu, weil der Starter echte Tools aufruft: Der
``arguments``-String geht ungeparst ans Tool, und ein dict wird ``content``. Jede Lösung mit
genau einem verbliebenen Fehler steht als falsche Antwort daneben.
"""

from lernlabor.tracks.ki import SkriptModellOpenAI, aufruf
from lernlabor.uebung.definition import Uebung, andere, falsche, gleichwertig, lies

from .pruefungen import PRUEFUNGEN

VERLAUF = "Die Antwort des Modells fehlt im Verlauf"
ID = "trägt 'name' statt 'tool_call_id'"
ARGUMENTE = "arguments ist ein JSON-String"
CONTENT = "content ist in dieser Übung immer ein String"
LIMIT = "hält max_schritte=3 nicht ein"
TOOL_FEHLER = "Fang sie ab und gib das Ergebnis als tool-Nachricht zurück"


def setup():
    """Was laut Lektion „im Setup“ steht, frisch für jeden Lauf."""
    return {"SkriptModellOpenAI": SkriptModellOpenAI, "aufruf": aufruf}


UEBUNG = Uebung(
    id="m4-03-uebung-3",
    titel="Die Schleife der Quelle reparieren",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "Was steht in `messages`, wenn das Modell zum zweiten Mal gefragt wird? Die Nachricht "
        'des Modells (`antwort["choices"][0]["message"]`) gehört unverändert dazu.',
        "Woran erkennt die API, auf welchen Aufruf eine `tool`-Nachricht antwortet? Nicht am "
        'Namen des Tools, sondern an `"tool_call_id": call["id"]`.',
        '`call["function"]["arguments"]` ist ein String. `json.loads` macht ein `dict` daraus, '
        "`werkzeuge[name](**args)` verteilt es auf die Parameter.",
        "`content` ist in dieser Übung immer ein String: `json.dumps(ergebnis)`. Eine Exception "
        "im Tool fängst du ab und schickst ihren Text als Ergebnis zurück.",
        '`while nachricht.get("tool_calls")` endet nie, wenn das Modell nie fertig wird. Nimm '
        "`for _ in range(max_schritte)` und gib nach der Schleife `None` zurück.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("starter.py", (VERLAUF, ID, ARGUMENTE, CONTENT, LIMIT, TOOL_FEHLER)),
        ("falsch_ohne_assistant.py", VERLAUF),
        ("falsch_name_statt_tool_call_id.py", ID),
        ("falsch_arguments_ungeparst.py", ARGUMENTE),
        ("falsch_content_dict.py", CONTENT),
        ("falsch_str_statt_json.py", "str() schreibt Python"),
        ("falsch_ohne_schrittlimit.py", LIMIT),
        ("falsch_tool_fehler_bricht_ab.py", TOOL_FEHLER),
        ("falsch_nur_erster_aufruf.py", "Jeder Aufruf in tool_calls bekommt seine eigene"),
        ("falsch_ganze_antwort.py", "die ganze Antwort der API"),
        ("falsch_fehler_ohne_text.py", "sagt nicht, was schiefging"),
        ("falsch_fehler_als_ok.py", "täuschst du dem Modell einen Erfolg vor"),
        ("falsch_fehler_schema_der_quelle.py", "Verlangt ist das Schema aus Übung 1"),
        ("falsch_fehler_als_text.py", "Verlangt ist das Schema aus Übung 1"),
        ("falsch_verlauf_neu_gebaut.py", "Deine Schleife vergisst frühere Schritte"),
        (
            "falsch_literal_eval.py",
            ("Nimm json.loads, nicht ast.literal_eval", "<literal_eval statt"),
        ),
    ),
    gleichwertige_mutanten=(
        gleichwertig(
            "ergebnis = {'status': 'error', 'data': None, 'error': f'Fehler in {name}: {fehler}'}",
            "ergebnis = {'status': 'error', 'data': None, 'error': f'Fehler in : {fehler}'}",
            "Die Aufgabe verlangt im error nur den Text der Exception, nicht den Namen des Tools.",
            zeile=17,
        ),
        gleichwertig(
            (
                "messages.append(nachricht)\n"
                "if not nachricht.get('tool_calls'):\n    return nachricht['content']"
            ),
            (
                "if not nachricht.get('tool_calls'):\n"
                "    return nachricht['content']\nmessages.append(nachricht)"
            ),
            (
                "Nach der Endantwort fragt niemand mehr das Modell; der Verlauf ohne sie "
                "bleibt ungesehen."
            ),
            zeile=8,
        ),
        gleichwertig(
            "nachricht = modell(messages)['choices'][0]['message']",
            "nachricht = modell(messages)['choices'][-1]['message']",
            "Ohne n gibt die API genau eine Auswahl zurück: [0] und [-1] sind dieselbe.",
            zeile=7,
        ),
        gleichwertig(
            "return None",
            "",
            "Eine Funktion ohne return gibt ohnehin None zurück.",
            zeile=19,
        ),
    ),
    andere_loesungen=andere(
        __name__,
        "anders_for_else.py",
        "anders_while_zaehler.py",
        "anders_rueckwaerts_ohne_content.py",
    ),
)
