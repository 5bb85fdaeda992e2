"""Die Prüfungen von ``beispiel-verdoppeln``: eine gezielte Prüfung, darunter der Vergleich."""

from lernlabor.pruefen import (
    aufruf_fall,
    erwarte_gleich,
    falsch,
    hole_funktion,
    pruefung,
    richtig,
    rufe,
    vergleich,
)


@pruefung("verdoppeln rechnet richtig")
def verdoppelt_zahlen(namensraum):
    """verdoppeln(zahl) gibt 2 * zahl zurück, auch für negative Zahlen, 0 und Kommazahlen."""
    verdoppeln, fehlt = hole_funktion(namensraum, "verdoppeln", "zahl")
    if fehlt:
        return fehlt
    for zahl in (-4, 3, 0, 2.5):
        aufruf = rufe(verdoppeln, zahl)
        if aufruf.ausnahme is None and aufruf.wert == zahl * zahl != 2 * zahl:
            return falsch(f"verdoppeln({zahl}) gab {aufruf.wert} zurück. Das ist das Quadrat.")
        abweichung = erwarte_gleich(aufruf, 2 * zahl, f"verdoppeln({zahl!r})")
        if abweichung:
            return abweichung
    return richtig("verdoppeln(zahl) gibt das Doppelte zurück.")


def faelle(zufall):
    """Randwerte, Zufallszahlen und eine Zahl über 2**53, bei der float-Rechnen falsch rundet."""
    zahlen = [0, 1, -1, 0.5, zufall.gross()]
    zahlen += [zufall.ganzzahl(-1000, 1000) for _ in range(10)]
    return [aufruf_fall("verdoppeln", zahl) for zahl in zahlen]


PRUEFUNGEN = (verdoppelt_zahlen, vergleich("verdoppeln", "zahl", faelle))
