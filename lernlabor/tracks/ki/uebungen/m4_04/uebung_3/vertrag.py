"""Der Vertrag von Übung 3: ``input_mit_fenster``, die Summe über einen gekürzten Verlauf."""

import numbers

from lernlabor.pruefen.bereiche import Ganzzahl, bereich
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    RUECKGABE,
    TYP,
    UNGUELTIG,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)

# Die Musterlösung zählt Runde für Runde: Mehr Runden als 60 zieht die Suche nicht. 10**10
# Runden neben einer ungültigen Zahl verraten eine Prüfung, die erst nach dem Rechnen kommt.
RUNDEN = Ganzzahl(unten=1, bis=60, gross=False, riesig=10**10)
# Eine Tokenzahl mit mehr als 28 Stellen: So genau rechnet `Decimal`, `int` genauer.
TOKEN = Ganzzahl(unten=0)
TOKEN = bereich([*TOKEN.raender(), 10**30 + 1], wie=TOKEN)

GENAU = 2**53
GENAUIGKEIT = (
    "Rechnest du irgendwo mit Kommazahlen (`/`, `float`)? Ab 2**53 stellt eine Kommazahl nicht "
    "mehr jede ganze Zahl dar, und `int(...)` danach macht sie nicht wieder genau."
)


GUELTIG = (
    "Die Eingabe ist gültig und verlangt keinen `ValueError`: Ungültig ist nur `runden` unter 1 "
    "oder eine negative Zahl, eine 0 bei `start`, `zuwachs` oder `fenster` nicht."
)


KEINE_ZAHL = (
    "Deine Funktion gibt ein Objekt vom Typ `{typ}` zurück. Verlangt ist eine Zahl: die Summe "
    "über alle Runden, nicht der Input jeder Runde einzeln."
)


ANDERER_TYP = (
    "Deine Funktion gibt die Summe als `{typ}` zurück. Verlangt ist genau ein `int` (keine "
    "Unterklasse, kein `Decimal` oder `Fraction`): Rechne mit `int` oder gib `int(...)` zurück."
)


def regelwahl(a, soll, ist):
    """Bei großen Zahlen so knapp daneben, wie eine Kommazahl dieser Größe rundet (höchstens
    um 2**-50 des Betrags, aber mehr als 10**-27, so wenig rundet nur `Decimal`, das der Irrtum
    falsch_decimal.py erklärt): Regel 4 mit der Frage nach Kommazahlen. Ein ValueError bei gültigen
    Zahlen (meist bei einer 0): Regel 3 mit dem, was allein ungültig ist. Keine Zahl (etwa die
    Liste der Runden): Regel 1, die die Summe verlangt, auch in einem Fall mit `fenster=0`. Eine
    Zahl anderen Typs (`Decimal`, eine Unterklasse von `int`): Regel 4, die genau `int` verlangt."""
    if soll.art == "wert" and ist.art == "ausnahme" and isinstance(ist.ausnahme, ValueError):
        return 3, GUELTIG
    if soll.art == ist.art == "wert" and type(ist.wert) not in (int, float, bool):
        if isinstance(ist.wert, numbers.Number):
            return 4, ANDERER_TYP.format(typ=type(ist.wert).__name__)
    if soll.art == ist.art == "wert" and not isinstance(ist.wert, (int, float)):
        return 1, KEINE_ZAHL.format(typ=type(ist.wert).__name__)
    if soll.art == ist.art == "wert" and type(ist.wert) is int and ist.wert != soll.wert:
        if soll.wert >= GENAU and 10**-27 < abs(ist.wert - soll.wert) / soll.wert <= 2**-50:
            return 4, GENAUIGKEIT
    return None


VERTRAG = Vertrag(
    paket=__name__.rpartition(".")[0],
    funktionen=(
        Funktion(
            "input_mit_fenster",
            (
                Parameter("runden", RUNDEN),
                Parameter("start", TOKEN),
                Parameter("zuwachs", TOKEN),
                Parameter("fenster", Ganzzahl(unten=0)),
            ),
            # Fenster um die Zahl der Runden herum: Ab `fenster = runden - 1` kürzt es nichts,
            # und eine Formel mit falscher Grenze kippt genau dort.
            beispiele=(
                (10, 2000, 1500, 3),
                (10, 2000, 1500, 11),
                (3, 10**30 + 1, 1, 1),  # mehr als 28 Stellen, wie `Decimal` sie nicht hält
                # `fenster=0` über drei Runden: Hier unterscheiden sich „kein Fenster“ (3) und
                # ein Fenster von 1 (2) von der richtigen Summe (0) und voneinander.
                (3, 0, 1, 0),
                *((r, 1, 1, f) for r in (1, 2, 3, 7) for f in range(max(r - 2, 0), r + 3)),
            ),
            regelwahl=regelwahl,
        ),
    ),
    regeln=(
        Regel(
            1,
            "Runde `k` (von 1 bis `runden`) schickt `start + min(k - 1, fenster) * zuwachs` "
            "Token; die Funktion gibt die Summe über alle Runden zurück. Ab "
            "`fenster = runden - 1` kürzt das Fenster nichts mehr, denn selbst die letzte Runde "
            "hat nur `runden - 1` Ergebnisse vor sich. Auch ein noch größeres Fenster ist "
            "gültig und kürzt nichts.",
        ),
        Regel(
            2,
            "`fenster=0` heißt: kein einziges Ergebnis, jede Runde schickt nur den Start.",
            wann=lambda a: a["fenster"] == 0 and max(a["start"], a["zuwachs"]) < GENAU,
        ),
        Regel(
            3,
            "Ist `runden` kleiner als 1 oder `start`, `zuwachs` oder `fenster` negativ, löst "
            "die Funktion einen `ValueError` aus (oder eine Unterklasse davon), bevor sie "
            "rechnet, für jede Kombination der Zahlen.",
            prueft=(AUSNAHME,),
            wann=UNGUELTIG,
        ),
        Regel(
            4,
            "Die Summe ist genau vom Typ `int` (keine Unterklasse davon) und stimmt genau, "
            "auch wenn `start` oder `zuwachs` über 2**53 liegen. `runden` bleibt bei gültigen "
            "Zahlen klein (in der Prüfung höchstens 60): Runde für Runde zu addieren ist "
            "schnell genug, eine Formel brauchst du nicht.",
            prueft=(TYP, RUECKGABE),
            wann=lambda a: max(a["start"], a["zuwachs"]) >= GENAU,
        ),
    ),
    frei=(
        "der Text einer Ausnahme",
        "ob du `True` und `False` als Zahl annimmst oder ablehnst (die Prüfung übergibt nie "
        "ein `bool`)",
    ),
)
