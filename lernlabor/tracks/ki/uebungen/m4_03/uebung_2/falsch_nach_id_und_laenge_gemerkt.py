"""Regel 7: Du merkst dir das Ergebnis nach `id(zeilen)` und der Länge der Liste. Stellt der
Aufrufer die Zeilen derselben Liste um (oder ersetzt eine), bleibt beides gleich, und du gibst
das alte Ergebnis: Rechne bei jedem Aufruf mit der Liste, wie sie jetzt ist.
"""

# Nur der letzte Aufruf bleibt gemerkt, mit der Liste selbst (nicht ihrer id, die Python nach
# dem Fall neu vergeben könnte): So antwortet jeder Fall gleich, in welcher Reihenfolge sie laufen.
_letzter = None


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    global _letzter
    if (
        _letzter is not None
        and _letzter[0] is zeilen
        and _letzter[1] == (len(zeilen), max_zeilen)
    ):
        return dict(_letzter[2], data=list(_letzter[2]["data"]))
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Zeilen gezeigt, es gibt weitere."
    ergebnis = {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
    _letzter = (zeilen, (len(zeilen), max_zeilen), dict(ergebnis, data=list(gezeigt)))
    return ergebnis
