"""Erzeugte Ausdrücke für den Vergleich mit der Musterlösung: das Netz unter den Prüfungen.

Mit fester Saat entstehen kleine Rechenbäume aus ganzen Zahlen (0, 1, Randwerte, Zahlen über
2**53), Kommazahlen und allen erlaubten Operatoren, dazu ab und zu ein verbotener Knoten.
Verglichen wird der zurückgegebene Text. Den Wortlaut nach "Fehler:" lässt die Aufgabe offen;
darum zählt bei Fehlern nur, dass einer gemeldet wird.
"""

from lernlabor.pruefen import aufruf_fall

OPERATOREN = ("+", "-", "*", "/", "//", "%", "**")
VERBOTEN = ("x", "abs(2)", "True", "'a'", "1j", "(1, 2)", "1 < 2", "~1", "not 1", "5 & 3")
KOMMAZAHLEN = ("0.5", "2.0", "0.1", "1e50", "1e999", "1e-3", "101.0", "-0.0")
ANZAHL = 24


def _zahl(z):
    if z.random() < 0.25:
        return z.choice(KOMMAZAHLEN)
    if z.random() < 0.1:
        return str(z.gross())
    return str(z.ganzzahl(0, 120, rand=0.5))


def _ausdruck(z, tiefe):
    wahl = z.random()
    if tiefe <= 0 or wahl < 0.3:
        return z.choice(VERBOTEN) if z.random() < 0.04 else _zahl(z)
    if wahl < 0.4:
        return z.choice(("-", "+", "- -")) + " " + _ausdruck(z, tiefe - 1)
    links, rechts = _ausdruck(z, tiefe - 1), _ausdruck(z, tiefe - 1)
    return f"({links} {z.choice(OPERATOREN)} {rechts})"


def faelle(zufall):
    """Von Hand gewählte Randfälle, dann zufällige Rechenbäume bis Tiefe 3."""
    von_hand = ("1 + 101", "3 * 200", "2 ** 100", "(-2) ** 101", "1e999 - 1e999", "-1e999")
    ausdruecke = [*von_hand, *(_ausdruck(zufall, 3) for _ in range(ANZAHL))]
    return [aufruf_fall("berechne", a, zweimal=False) for a in dict.fromkeys(ausdruecke)]


def normalisiere(art, daten):
    """Fehlertexte gleichen sich, sobald beide mit "Fehler:" beginnen: Der Grund ist frei."""
    if isinstance(daten, str) and daten.startswith("Fehler:"):
        return "Fehler: …"
    return daten
