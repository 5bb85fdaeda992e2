"""Die deutschen Rückmeldungen von Übung 1 (der Rechner ohne eval), an einem Ort.

Die falschen Antworten in ``__init__.py`` suchen Ausschnitte dieser Texte; wer hier
umformuliert, passt sie dort mit an.
"""

CODE_VERBOTEN = (
    "In deinem Code steht {funde}. Der Rechner soll ohne eval, exec, compile und __import__ "
    "auskommen, auch nicht über einen Umweg: Eine leere Liste von builtins ist keine Sandbox "
    '(siehe Lektion). Zerlege den Ausdruck mit ast.parse(ausdruck, mode="eval") und rechne '
    "den Baum selbst aus."
)
CODE_IMPORT = " Importieren darfst du nur, was ein Rechner braucht: {erlaubt}."
FUNDSTELLE = "{text} (Zeile {zeile})"
CODE_OK = "Kein eval, exec, compile oder __import__ im Code."

WIRFT = (
    "berechne({ausdruck}) wirft {art}, statt einen Text zurückzugeben. berechne darf nie "
    'werfen: Fange den Fall ab und gib "Fehler: <Grund>" zurück.{hinweis}'
)
KEIN_TEXT = (
    "berechne({ausdruck}) gibt {typ} zurück ({wert}), erwartet ist ein String: str(wert) "
    'oder "Fehler: …".'
)
ZU_LANG_GEPARST = (
    "berechne({ausdruck}) gibt die Eingabe mit {zeichen} Zeichen an ast.parse weiter. Prüfe "
    "die Länge, bevor du parst: Eine Eingabe über 200 Zeichen lehnst du ab, ohne sie zu "
    "zerlegen. An 100 000 Zeichen bricht ast.parse mit MemoryError ab, im Browser stürzt "
    "Python dabei sogar ab."
)
FALSCHER_WERT = "berechne({ausdruck}) gibt {wert} zurück, erwartet {erwartet}.{hinweis}"
ERLAUBTES_ABGELEHNT = (
    "berechne({ausdruck}) lehnt einen erlaubten Ausdruck ab ({wert}), erwartet {erwartet}.{hinweis}"
)
NICHT_ABGELEHNT = (
    'berechne({ausdruck}) gibt {wert} zurück, erwartet ist ein Text, der mit "Fehler:" '
    "beginnt.{hinweis}"
)
FALSCHER_ANFANG = (
    'berechne({ausdruck}) gibt {wert} zurück: Eine Ablehnung beginnt genau mit "Fehler:" '
    "(großes F, Doppelpunkt), damit das Programm, das den Rechner benutzt, sie erkennt."
)
OHNE_GRUND = (
    'berechne({ausdruck}) gibt {wert} zurück: Nach "Fehler:" fehlt der Grund. Sag auf '
    "Deutsch, was nicht erlaubt ist; das Modell liest es und kann es besser machen."
)
GRUND_ENGLISCH = (
    'berechne({ausdruck}) gibt {wert} zurück: Nach "Fehler:" steht Pythons englischer Text. '
    "Sag auf Deutsch, was nicht ging: Fang jede Ausnahme einzeln ab und gib ihr einen eigenen "
    "Satz."
)
GRUND_FALSCH = (
    "berechne({ausdruck}) gibt {wert} zurück: Hier wird nicht durch null geteilt, das Ergebnis "
    "wird zu groß. Fängt ein allgemeines except hier eine andere Ausnahme ab, als sein Text "
    "sagt?"
)
RECHNEN_OK = "Erlaubte Ausdrücke ergeben str(wert)."
ABLEHNEN_OK = '{was}: Jeder Fall ergibt "Fehler: …" mit Grund.'

# Fester Text für Ausnahmen, deren Text sich zwischen Python-Versionen unterscheidet
# (3.12 sagt „float modulo“, Pyodide mit 3.14 „division by zero“).
FESTER_TEXT = {
    "ZeroDivisionError": "Teilen durch null",
    "OverflowError": "Ergebnis zu groß für eine Kommazahl",
}

VERGLEICH_TITEL = "Gemischte Rechnungen wie die Musterlösung"
