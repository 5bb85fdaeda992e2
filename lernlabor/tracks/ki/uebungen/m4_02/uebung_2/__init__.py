"""Übung ``m4-02-uebung-2``: Fehler im Loop finden (``agent``).

Der Starter ist die Lösung mit drei eingebauten Fehlern, je einer pro Bereich, den die
Lektion nennt: Verlauf (die Antwort des Modells wird nicht angehängt), Tool-Ergebnis (die
tool_use_id ist der Name des Tools statt der id des Wunsches, und ein scheiterndes Tool
beendet die Schleife) und Beenden (``while True``
statt ``max_schritte``, kein ``return None``). Jede Variante mit nur einem oder zwei
reparierten Fehlern steht als falsche Antwort daneben.
"""

from lernlabor.tracks.ki import SkriptModell, text_von, tool_result_fuer
from lernlabor.uebung.definition import Uebung, andere, falsche, gleichwertig, lies

from .pruefungen import PRUEFUNGEN

VERLAUF = "Die Antwort des Modells fehlt im Verlauf"
ERGEBNIS = "tool_use_id den Namen des Tools"
BEENDEN = "hält max_schritte=3 nicht ein"


def setup():
    """Was laut Lektion „im Setup“ steht, frisch für jeden Lauf."""
    return {
        "SkriptModell": SkriptModell,
        "text_von": text_von,
        "tool_result_fuer": tool_result_fuer,
    }


UEBUNG = Uebung(
    id="m4-02-uebung-2",
    titel="Fehler im Loop finden",
    stufe="mittel",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "Spiele einen Tool-Wunsch durch: Was steht in `messages`, wenn das Modell zum zweiten "
        "Mal aufgerufen wird? Fehlt dort eine Nachricht?",
        "Wem gehört ein Ergebnis? Das `tool_result` verweist über `tool_use_id` auf genau einen "
        "`tool_use`-Block, und der hat ein eigenes Feld dafür.",
        "Was passiert mit einem Modell, das nie fertig wird? Der Parameter `max_schritte` "
        "steht in der Signatur, wird er benutzt?",
        "Läuft die Schleife `max_schritte` Mal ohne Endantwort durch, gibt `agent` `None` zurück.",
        "Ein Tool, das eine Exception wirft oder gar nicht existiert, darf die Schleife nicht "
        "beenden. `tool_result_fuer` macht daraus ein Ergebnis mit `is_error` und wandelt jeden "
        "Rückgabewert in einen String.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("starter.py", (VERLAUF, ERGEBNIS, BEENDEN)),
        ("falsch_repariert_verlauf.py", (ERGEBNIS, BEENDEN)),
        ("falsch_repariert_ergebnis.py", (VERLAUF, BEENDEN)),
        ("falsch_repariert_beenden.py", (VERLAUF, ERGEBNIS)),
        ("falsch_repariert_verlauf_ergebnis.py", BEENDEN),
        ("falsch_repariert_verlauf_beenden.py", ERGEBNIS),
        ("falsch_repariert_ergebnis_beenden.py", VERLAUF),
        ("falsch_kein_return.py", "Nach der Endantwort ruft deine Schleife das Modell noch"),
        ("falsch_ergebnisse_einzeln.py", "gehören alle Ergebnisse zusammen in eine"),
        ("falsch_nur_erster_text.py", "Endantwort aus zwei Textblöcken"),
        ("falsch_tool_fehler_bricht_ab.py", ("Das Tool 'kaputt' wirft", "Ein Tool-Fehler wird")),
        ("falsch_roher_wert.py", ("muss ein String sein, bekommen int", "bekommen dict")),
        ("falsch_verlauf_neu_gebaut.py", "Dein Verlauf an das Modell vergisst frühere Schritte"),
        ("falsch_tool_fehler_als_erfolg.py", "Ein Fehler darf nicht als Erfolg erscheinen"),
        ("falsch_tools_doppelt.py", "führt Tools öfter aus als gewünscht"),
    ),
    andere_loesungen=andere(
        __name__,
        "anders_while_zaehler.py",
        "anders_for_else.py",
        "anders_eigene_fehlermeldung.py",
        "anders_ergebnisse_umgekehrt.py",
    ),
    gleichwertige_mutanten=(
        gleichwertig(
            "return None",
            "",
            "Ohne das letzte return gibt agent nach der Schleife ebenfalls None zurück.",
            zeile=10,
        ),
    ),
)
