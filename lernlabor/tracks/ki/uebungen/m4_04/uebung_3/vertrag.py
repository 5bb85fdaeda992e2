"""Der Vertrag von Übung 3: ``input_mit_fenster``, die Summe über einen gekürzten Verlauf."""

import numbers

from lernlabor.pruefen.bereiche import Ganzzahl, bereich
from lernlabor.pruefen.vertrag import (
    AUSNAHME,
    LAUFZEIT,
    RUECKGABE,
    TYP,
    UNGUELTIG,
    Funktion,
    Parameter,
    Regel,
    Vertrag,
)

from ..gemeinsam import GUELTIG, gueltig_weil

# Die Musterlösung zählt Runde für Runde: Mehr Runden als 60 zieht die Suche nicht. 10**10
# Runden neben einer ungültigen Zahl verraten eine Prüfung, die erst nach dem Rechnen kommt.
RUNDEN = Ganzzahl(unten=1, bis=60, gross=False, riesig=10**10)
# So viele Runden setzen die Beispiele ein (Regel 4 nennt die Zahl), damit auch eine Obergrenze
# für `runden` auffällt; eine Liste je Runde oder eine Schleife bleibt dabei schnell genug.
VIELE = 10_000
# Die größte Zahl der Prüfung: über 100.000 (Runde 35: Wer dort eine Obergrenze zog, bestand),
# und acht Zeilen je Runde bleiben noch unter der Million (Regel 3 nennt beides, nicht sie).
# Runde 38: über 120.000 (eine Obergrenze dort bestand mit 110.000); dafür verspricht Regel 3
# acht Zeilen je Runde statt neun. Eine Obergrenze über einer Million fängt keine Schleife.
SEHR_VIELE = 124_000
# Eine Tokenzahl mit mehr als 28 Stellen: So genau rechnet `Decimal`, `int` genauer.
TOKEN = Ganzzahl(unten=0)
TOKEN = bereich([*TOKEN.raender(), 10**30 + 1], wie=TOKEN)

GENAU = 2**53
GENAUIGKEIT = (
    "Rechnest du irgendwo mit Kommazahlen (`/`, `float`)? Ab 2**53 stellt eine Kommazahl nicht "
    "mehr jede ganze Zahl dar, und `int(...)` danach macht sie nicht wieder genau."
)


FENSTER_NULL = " `fenster=0` heißt: kein einziges Ergebnis, jede Runde schickt nur den Start."
FENSTER_GROSS = (
    " Ein Fenster ab `runden - 1` kürzt nichts, ist aber gültig, hier `fenster = {fenster}` bei "
    "`runden = {runden}`: Dann schickt jede Runde alle Ergebnisse davor."
)
KEINE_SUMME = (
    "Bei `fenster=0` sind das `runden * start` Token. Deine Zahl ist {richtung} und passt zu "
    "keinem Fenster, auch nicht zu einem anderen als 0: Zählst du jede Runde `k = 1` bis "
    "`runden` genau einmal?"
)


def gueltig(a):
    """``(regel, satz)`` für einen ValueError bei gültigen Zahlen: der Satz mit dem, was an der
    Eingabe verdächtig aussieht. Ist das allein `fenster=0`, gilt Regel 2, die es festlegt; ist
    es allein ein Fenster ab `runden - 1`, Regel 1; sonst (auch bei einer 0 in `start` oder
    `zuwachs`) Regel 3, die sagt, was ungültig ist."""
    nullen = [f"`{n} = 0`" for n in ("start", "zuwachs") if a[n] == 0]
    gross = a["fenster"] > 0 and a["fenster"] >= a["runden"] - 1
    if a["fenster"] == 0 and not nullen:
        return 2, GUELTIG + FENSTER_NULL
    if gross and not nullen:
        return 1, GUELTIG + FENSTER_GROSS.format(**a)
    if a["fenster"] == 0:
        nullen.append("`fenster = 0`")
    dazu = FENSTER_GROSS.format(**a) if gross else ""
    return 3, gueltig_weil(a["runden"], nullen, dazu, viele=a["runden"] > RUNDEN.bis)


def summe(a, fenster):
    """Die Summe mit einem anderen Fenster (``None``: ohne Kürzung)."""
    if fenster is None:
        fenster = a["runden"]
    return sum(a["start"] + min(k - 1, fenster) * a["zuwachs"] for k in range(1, a["runden"] + 1))


def falsch_verstandenes_fenster(a, wert):
    """Gibt der Code bei `fenster=0` eine Zahl, die ein Missverständnis von `fenster=0` ergibt
    (0, ein anderes Fenster, keine Kürzung)? Sonst summiert er falsch (Regel 1). Bei einer
    einzigen Runde ändert kein Fenster etwas: Dort ist jede falsche Zahl, auch 0, Regel 1
    (Runde 38: 0 bei `runden = 1` hieß Regel 2)."""
    if a["runden"] == 1:
        return False
    if wert == 0 or a["runden"] > 1000:
        return True
    return any(wert == summe(a, f) for f in (*range(1, a["runden"] + 1), None))


KEINE_ZAHL = (
    "Deine Funktion gibt ein Objekt vom Typ `{typ}` zurück. Verlangt ist eine Zahl: die Summe "
    "über alle Runden, nicht der Input jeder Runde einzeln."
)


TEXT = "Deine Summe ist ein Text (`{typ}`), verlangt ist genau ein `int`: die Zahl selbst."
NONE = (
    "Deine Funktion gibt `None` zurück, verlangt ist die Summe als `int`{auch}: Fehlt auf einem "
    "Weg ein `return`, oder gibst du `summe or None` zurück?"
)
ZU_LANG = (
    "Hier sind es {runden} Runden. Eine Schleife mit Kopf und einer Zeile darin braucht dafür "
    "etwa {zeilen} Zeilen. Zähl die Zeilen, die deine Schleife je Runde ausführt, den Kopf "
    "mitgerechnet: Bei mehr als acht passt dieser Fall nicht mehr in die Million. Läuft darin "
    "noch eine Schleife (etwa über das Fenster), zählt jede ihrer Runden mit: Multipliziere "
    "statt zu zählen."
)


def _zahl(n):
    return f"{n:,}".replace(",", ".")


ANDERER_TYP = (
    "Deine Funktion gibt die Summe als `{typ}` zurück. Verlangt ist genau ein `int` (keine "
    "Unterklasse, kein `Decimal` oder `Fraction`): Rechne mit `int` oder gib `int(...)` zurück."
)


def regelwahl(a, soll, ist):
    """Bei großen Zahlen so knapp daneben, wie eine Kommazahl dieser Größe rundet (höchstens
    um 2**-50 des Betrags, aber mehr als 10**-27, so wenig rundet nur `Decimal`, das der Irrtum
    falsch_decimal.py erklärt): Regel 4 mit der Frage nach Kommazahlen. Ein ValueError bei gültigen
    Zahlen: die Regel zu dem, was verdächtig aussieht (``gueltig``). Eine falsche Zahl bei
    `fenster=0`, die kein Missverständnis von `fenster=0` ergibt (etwa nur die letzte Runde):
    Regel 1, die die Summe verlangt, nicht Regel 2. Ein Text (``str``): Regel 4, die genau `int`
    verlangt. Sonst keine Zahl (etwa die Liste der Runden): Regel 1, die die Summe verlangt, auch
    in einem Fall mit `fenster=0`. Eine Zahl anderen Typs (`Decimal`, eine Unterklasse von
    `int`): Regel 4, die genau `int` verlangt. Rechnet der Code bei vielen Runden zu lange:
    Regel 3 mit den Zeilen je Runde; ``None`` statt der Summe: Regel 1 mit der Frage nach
    `return`."""
    if soll.art == "wert" and ist.art == "ausnahme" and isinstance(ist.ausnahme, ValueError):
        return gueltig(a)
    if soll.art == "wert" and ist.art == "zu_lang" and a["runden"] >= VIELE:
        zeilen = _zahl(2 * a["runden"])
        return 3, ZU_LANG.format(runden=_zahl(a["runden"]), zeilen=zeilen)
    if soll.art == ist.art == "wert" and ist.wert is None:
        return 1, NONE.format(auch=", auch wenn sie 0 ist" if soll.wert == 0 else "")
    if soll.art == ist.art == "wert" and type(ist.wert) not in (int, float, bool):
        if isinstance(ist.wert, numbers.Number):
            return 4, ANDERER_TYP.format(typ=type(ist.wert).__name__)
    if soll.art == ist.art == "wert" and isinstance(ist.wert, (str, bytes)):
        return 4, TEXT.format(typ=type(ist.wert).__name__)
    if soll.art == ist.art == "wert" and not isinstance(ist.wert, (int, float)):
        return 1, KEINE_ZAHL.format(typ=type(ist.wert).__name__)
    if soll.art == ist.art == "wert" and type(ist.wert) is int and ist.wert != soll.wert:
        if soll.wert >= GENAU and 10**-27 < abs(ist.wert - soll.wert) / soll.wert <= 2**-50:
            return 4, GENAUIGKEIT
        klein = max(a["start"], a["zuwachs"]) < GENAU
        if a["fenster"] == 0 and klein and not falsch_verstandenes_fenster(a, ist.wert):
            richtung = "zu groß" if ist.wert > soll.wert else "zu klein"  # Runde 30: beides
            return 1, KEINE_SUMME.format(richtung=richtung)
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
                # Runde 38: die Last der Lektion mit `start=0` und mit `zuwachs > start > 0`
                # über mehr als fünf Runden: Wer dort das Fenster vergaß, bestand. Der zweite
                # trennt die beiden Irrtümer, damit jeder seine Diagnose bekommt.
                (10, 0, 1500, 3),
                (10, 1000, 1500, 3),
                # `fenster=0` über drei Runden: Hier unterscheiden sich „kein Fenster“ (3) und
                # ein Fenster von 1 (2) von der richtigen Summe (0) und voneinander.
                (3, 0, 1, 0),
                *((r, 1, 1, f) for r in (1, 2, 3, 7) for f in range(max(r - 2, 0), r + 3)),
                # Viele Runden: Eine Obergrenze für `runden` fällt auf, eine bei 1000 erst
                # mit der größten Zahl der Prüfung (Regel 4). Jedes mit einem großen Fenster,
                # das noch kürzt: Wer das Fenster bei einer festen Zahl kappt, fällt auf (Runde
                # 31: `min(fenster, 10)` ging durch), ohne dass ein Fall mehr rechnet.
                (1000, 2000, 1500, 700),
                (VIELE, 2000, 1500, VIELE - 2000),
                # Runde 38: große Zahlen auch mit vielen Runden (Regel 4 kennt keine Grenze
                # für `runden`): Wer erst ab 1000 Runden mit `/` rechnet, fällt auf. Über
                # 10.000 Runden: Eine Obergrenze dort ist nicht die bei 120.000 (Diagnose).
                (2 * VIELE, GENAU + 1, 1500, 700),
                # Über zehnmal so viele: eine Obergrenze bei 10.000 (Runde 28) oder 100.000.
                (SEHR_VIELE, 1, 1, SEHR_VIELE - 2),
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
            "rechnet, für jede Kombination der Zahlen. Sonst löst sie keinen aus: `runden` hat "
            "keine Obergrenze (die Prüfung rechnet auch mit mehr als 100.000 Runden). Dabei "
            "führt dein Code je Fall höchstens eine Million Zeilen aus, sonst bricht die Prüfung "
            "ab; jede ausgeführte Zeile zählt, in einer Schleife in jeder Runde neu, auch deren "
            "Kopf. Eine Schleife über die Runden bleibt darunter, wenn sie je Runde höchstens "
            "acht Zeilen ausführt, den Kopf mitgerechnet (eine Schleife darin mit allen ihren "
            "Runden).",
            prueft=(AUSNAHME, LAUFZEIT),
            wann=UNGUELTIG,
        ),
        Regel(
            4,
            "Die Summe ist genau vom Typ `int` (keine Unterklasse davon) und stimmt genau, "
            "auch wenn `start` oder `zuwachs` über 2**53 liegen. `runden` bleibt bei gültigen "
            "Zahlen in der Prüfung klein genug, dass Runde für Runde zu addieren schnell genug "
            "ist (Regel 3): Eine Formel brauchst du nicht.",
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
