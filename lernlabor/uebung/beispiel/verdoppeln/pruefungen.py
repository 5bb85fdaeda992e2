"""Die Prüfungen von ``beispiel-verdoppeln``."""

from lernlabor.pruefen import erwarte_gleich, falsch, hole_funktion, pruefung, richtig, rufe


@pruefung("verdoppeln rechnet richtig")
def verdoppelt_zahlen(namensraum):
    """verdoppeln(zahl) gibt 2 * zahl zurück, auch für negative Zahlen, 0 und Kommazahlen."""
    verdoppeln, fehlt = hole_funktion(namensraum, "verdoppeln", "zahl")
    if fehlt:
        return fehlt
    for zahl in (3, -4, 0, 2.5):
        aufruf = rufe(verdoppeln, zahl)
        if aufruf.ausnahme is None and aufruf.wert == zahl * zahl != 2 * zahl:
            return falsch(f"verdoppeln({zahl}) gab {aufruf.wert} zurück. Das ist das Quadrat.")
        abweichung = erwarte_gleich(aufruf, 2 * zahl, f"verdoppeln({zahl!r})")
        if abweichung:
            return abweichung
    return richtig("verdoppeln(zahl) gibt das Doppelte zurück.")


PRUEFUNGEN = (verdoppelt_zahlen,)
