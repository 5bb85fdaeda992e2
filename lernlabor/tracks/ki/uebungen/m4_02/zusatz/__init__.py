"""Übung ``m4-02-zusatz``: Modellaufrufe im Trockenlauf von ``ki_14_echter_agent.py`` zählen."""

from lernlabor.uebung.definition import Uebung, andere, falsche, lies

from .pruefungen import PRUEFUNGEN


def setup():
    """Die Zusatzübung braucht kein Setup: Sie läuft lokal mit dem Skript."""
    return {}


UEBUNG = Uebung(
    id="m4-02-zusatz",
    titel="Zusatzübung: echter Agent mit zwei Tools (lokal)",
    stufe="leicht",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=setup,
    pruefungen=PRUEFUNGEN,
    hinweise=(
        "Starte das Skript ohne `ANTHROPIC_API_KEY`: Dann läuft der Trockenlauf mit dem Simulator.",
        "Zähle im Protokoll die Schritte: ein Modellaufruf pro Durchlauf, die Endantwort "
        "zählt mit.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("starter.py", "soll eine ganze Zahl sein"),
        ("falsch_nur_tools.py", "Das sind nur die Tool-Wünsche"),
        ("falsch_text.py", "soll eine ganze Zahl sein"),
        ("falsch_nachrichten.py", "Das ist die Zahl der Nachrichten"),
        ("falsch_geraten.py", "erwartet ist die Zahl der Modellaufrufe im Trockenlauf"),
        ("falsch_falscher_name.py", "Es gibt keine Variable aufgabe"),
        ("falsch_kommazahl.py", "soll eine ganze Zahl sein"),
        ("falsch_frage_mitgezaehlt.py", "Zählst du die Frage an den Agenten mit?"),
    ),
    andere_loesungen=andere(__name__, "anders_gezaehlt.py"),
)
