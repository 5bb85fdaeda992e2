"""Übung ``m4-02-zusatz``: Modellaufrufe im Trockenlauf von ``ki_14_echter_agent.py`` zählen.
Die Lösung ist eine Variable, keine Funktion; dafür hat ein Vertrag keine Form, darum prüft eine
gezielte Prüfung."""

from lernlabor.uebung.definition import Uebung, andere, falsche, lies

from .pruefungen import REGELN, modellaufrufe

UEBUNG = Uebung(
    id="m4-02-zusatz",
    titel="Zusatzübung: echter Agent mit zwei Tools (lokal)",
    stufe="leicht",
    starter=lies(__name__, "starter.py"),
    loesung=lies(__name__, "loesung.py"),
    setup=dict,
    pruefungen=(modellaufrufe,),
    regeln=REGELN,
    hinweise=(
        "Starte das Skript ohne `ANTHROPIC_API_KEY`: Dann läuft der Trockenlauf mit dem Simulator.",
        "Zähle im Protokoll die Schritte: ein Modellaufruf pro Durchlauf, die Endantwort "
        "zählt mit.",
    ),
    falsche_antworten=falsche(
        __name__,
        ("starter.py", ("Regel 1 verletzt", "Bekommen: None (NoneType)")),
        ("falsch_nur_tools.py", ("Regel 2 verletzt", "sind nur die Tool-Wünsche")),
        ("falsch_text.py", ("Regel 1 verletzt", "(str)")),
        ("falsch_nachrichten.py", ("Regel 2 verletzt", "Zahl der Nachrichten")),
        ("falsch_geraten.py", ("Regel 2 verletzt", "Zähle im Protokoll einen Aufruf")),
        ("falsch_falscher_name.py", ("Regel 1 verletzt", "Es gibt keine Variable aufgabe")),
        ("falsch_kommazahl.py", ("Regel 1 verletzt", "(float)")),
        ("falsch_wahrheitswert.py", ("Regel 1 verletzt", "(bool)")),
        ("falsch_intenum.py", ("Regel 1 verletzt", "(Zahl)")),
        ("falsch_eigenes_int.py", ("Regel 1 verletzt", "eine eigene Klasse namens int")),
        ("falsch_frage_mitgezaehlt.py", ("Regel 2 verletzt", "Zählst du die Frage mit?")),
        ("falsch_tools_mitgezaehlt.py", ("Regel 2 verletzt", "Zählst du die Tool-Aufrufe mit?")),
    ),
    andere_loesungen=andere(__name__, "anders_gezaehlt.py"),
)
