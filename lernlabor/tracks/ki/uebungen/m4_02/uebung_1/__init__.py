"""Übung ``m4-02-uebung-1``: die Tool-Use-Schleife mit Schutzgittern (``lauf_agent``)."""

from lernlabor.tracks.ki import PREIS_JE_1K, SkriptModell, kosten_von, text_von, tool_result_fuer
from lernlabor.uebung.definition import Uebung, andere, falsche, gleichwertig, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Was laut Lektion „im Setup“ steht, frisch für jeden Lauf."""
    return {
        "SkriptModell": SkriptModell,
        "text_von": text_von,
        "tool_result_fuer": tool_result_fuer,
        "kosten_von": kosten_von,
        "PREIS_JE_1K": dict(PREIS_JE_1K),
    }


UEBUNG = Uebung(
    id="m4-02-uebung-1",
    titel="Die Tool-Use-Schleife mit Schutzgittern",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
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
        "Ergebnisse von `tool_result_fuer` gehören in eine `user`-Nachricht.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("falsch_budget_vor_endantwort.py", "Prüfe zuerst „Endantwort?“"),
        ("falsch_tokens_ohne_output.py", "Die output_tokens zählen mit"),
        ("falsch_tools_nicht_im_letzten_durchlauf.py", "Im letzten erlaubten Durchlauf liefen"),
        ("falsch_antwort_nicht_angehaengt.py", "Die Antwort des Modells fehlt im Verlauf"),
        ("falsch_schritte_ab_null.py", "Zählst du ab 0?"),
        ("falsch_while_true.py", "hält max_schritte=3 nicht ein"),
        ("falsch_budget_groesser_gleich.py", "Erreicht ist noch nicht überschritten"),
        ("falsch_budget_wahrheitswert.py", "ist ein gesetztes Budget"),
        ("falsch_ergebnisse_einzeln.py", "gehören alle Ergebnisse zusammen in eine"),
        ("falsch_ohne_tool_result_fuer.py", "Ein Tool-Fehler wird ein Ergebnis mit is_error"),
        ("falsch_ohne_kostenbudget.py", "max_kosten="),
        ("falsch_budget_nach_tools.py", "Prüfe das Budget, bevor du die Tools ausführst"),
        ("falsch_tokens_ueberschrieben.py", "Addiere mit += über alle Aufrufe"),
        ("falsch_roher_wert.py", ("muss ein String sein, bekommen int", "bekommen dict")),
        ("falsch_kosten_groesser_gleich.py", "kosten erreichte nach dem 1. Aufruf genau"),
        ("falsch_budget_ohne_output.py", "Vergleichst du nur einen Teil der Tokens"),
        ("falsch_verlauf_neu_gebaut.py", "Dein Verlauf an das Modell vergisst frühere Schritte"),
        ("falsch_tool_fehler_als_erfolg.py", "Ein Fehler darf nicht als Erfolg erscheinen"),
        ("falsch_antwort_veraendert.py", "Die Antwort des Modells steht verändert im Verlauf"),
        ("falsch_budget_nur_eines.py", "Jedes gesetzte Budget zählt für sich"),
    ),
    andere_loesungen=andere(
        __name__,
        "anders_while_hilfsfunktion.py",
        "anders_for_else.py",
        "anders_kosten_am_ende.py",
        "anders_ergebnisse_umgekehrt.py",
        "anders_kosten_ganzzahl.py",
    ),
    gleichwertige_mutanten=(
        gleichwertig(
            (
                "kosten += kosten_von(u['input_tokens'], u['output_tokens'], "
                "PREIS_JE_1K)\n"
                "messages.append({'role': 'assistant', 'content': antwort['content']})"
            ),
            (
                "messages.append({'role': 'assistant', 'content': antwort['content']})\n"
                "kosten += kosten_von(u['input_tokens'], u['output_tokens'], PREIS_JE_1K)"
            ),
            (
                "Kosten und Verlauf hängen nicht voneinander ab; beide stehen fest, "
                "bevor etwas sie liest."
            ),
            zeile=9,
        ),
    ),
)
