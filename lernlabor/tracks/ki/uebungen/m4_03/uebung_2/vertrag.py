"""Der Vertrag von Übung 2: ``kuerze`` und ``mit_hinweis``; den Wortlaut des Hinweises wählst du."""

import re

from lernlabor.pruefen.bereiche import Ganzzahl, Liste, Text, bereich
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    EINGABEN,
    UNGUELTIG,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)

KUERZE, HINWEIS = "kuerze", "mit_hinweis"
# Gesucht wird mit kleinen Werten; groß sind nur die Beispiele: Die Vorgaben 4000 und 50 kürzen,
# ab 100 Zeilen und bei einem Rest über 999 (als Ziffern ohne Tausenderpunkt) gilt dasselbe.
LANG = "Treffer " * 650  # 5200 Zeichen, 1200 davon fallen weg
ZEILEN = bereich(
    wie=Liste(Text(max_laenge=6), hoechstens=8),
    gueltig=lambda z: type(z) is list and all(type(e) is str for e in z),
)


def form_des_hinweises(ergebnis):
    """Was Regel 6 am Satz festlegt: die ersten beiden Zahlen, „weitere“ oder „mehr“, keine
    Verneinung. Alles andere am Wortlaut ist frei."""
    satz = ergebnis["hinweis"]
    if not isinstance(satz, str):
        return ergebnis
    zahlen = [int(z) for z in re.findall(r"\d+", satz)][:2]
    weitere = re.search(r"weitere|mehr", satz, re.IGNORECASE) is not None
    verneint = re.search(r"\b(kein\w*|nicht)\b", satz, re.IGNORECASE) is not None
    form = (
        f"nennt zuerst {', dann '.join(map(str, zahlen)) or 'keine Zahl'}; "
        f"„weitere“ oder „mehr“: {'ja' if weitere else 'nein'}; verneint: "
        f"{'ja' if verneint else 'nein'}"
    )
    return {**ergebnis, "hinweis": form}


VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            KUERZE,
            (
                Parameter("text", Text(max_laenge=30)),
                Parameter("max_zeichen", Ganzzahl(unten=0, bis=40, gross=False), vorgabe=4000),
            ),
            beispiele=(("Zeile 1: Schraube M4\nZeile 2: Mutter M4\n", 10), ("ab", 2), (LANG, 4000)),
        ),
        Funktion(
            HINWEIS,
            (
                Parameter("zeilen", ZEILEN),
                Parameter("max_zeilen", Ganzzahl(unten=0, bis=10, nur_gueltige=True), vorgabe=50),
            ),
            beispiele=(
                (["a", "b", "c"], 2),
                (["a", "b"], 2),
                ([f"Z{i}" for i in range(1, 121)], 50),
                (["x"] * 1000, 0),
            ),
            vergleichsform=form_des_hinweises,
        ),
    ),
    regeln=(
        Regel(
            1,
            "Hat `text` höchstens `max_zeichen` Zeichen, gibt `kuerze` ihn unverändert zurück.",
            funktion=KUERZE,
            wann=lambda a: len(a["text"]) <= a["max_zeichen"],
        ),
        Regel(
            2,
            "Sonst gibt `kuerze` `text[:max_zeichen]` zurück, gefolgt von "
            '`f"\\n...[gekürzt, {rest} weitere Zeichen]"`; `rest` ist die Zahl der '
            "abgeschnittenen Zeichen (Zeichen, nicht Bytes).",
            funktion=KUERZE,
        ),
        Regel(
            3,
            "Ein negatives `max_zeichen` gibt einen `ValueError` (oder eine Unterklasse davon). "
            "Der Text ist frei.",
            prueft=(AUSNAHME,),
            funktion=KUERZE,
            wann=UNGUELTIG,
        ),
        Regel(
            4,
            '`mit_hinweis` gibt ein dict mit genau den Schlüsseln `"status"` (`"ok"`), `"data"` '
            '(`zeilen[:max_zeilen]`), `"error"` (`None`) und `"hinweis"` zurück.',
            funktion=HINWEIS,
        ),
        Regel(
            5,
            '`"hinweis"` ist `None`, wenn keine Zeile abgeschnitten wurde.',
            funktion=HINWEIS,
            stelle="['hinweis']",
            wann=lambda a: len(a["zeilen"]) <= a["max_zeilen"],
        ),
        Regel(
            6,
            'Sonst ist `"hinweis"` ein Text (ein Satz oder mehrere, wie du willst), dessen erste '
            "zwei Zahlen die Zahl der gezeigten und dann die aller Zeilen sind, als Ziffern ohne "
            "Trennzeichen (`1000`, nicht `1.000`). Er enthält „weitere“ oder „mehr“, auch als "
            "Teil eines Worts („weiteren“). Zwei Arten von Wörtern darf er nicht enthalten: "
            "ein Wort, das mit „kein“ beginnt („keine“, „keineswegs“), und das Wort „nicht“. "
            "Ein Bindestrich trennt dabei Wörter (in „nicht-leer“ steht das Wort „nicht“), und "
            "Groß oder klein zählt nicht. Den übrigen Wortlaut wählst du selbst.",
            funktion=HINWEIS,
            stelle="['hinweis']",
        ),
        Regel(
            7,
            "`mit_hinweis` ändert die Liste `zeilen` nicht. Negative `max_zeilen` prüft keine "
            "Regel.",
            prueft=(EINGABEN, AUSNAHME),
            funktion=HINWEIS,
        ),
    ),
)
