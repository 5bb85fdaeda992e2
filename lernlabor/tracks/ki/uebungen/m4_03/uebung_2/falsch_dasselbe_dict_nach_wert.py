"""Regel 7: Du gibst ein gemerktes dict noch einmal heraus (etwa aus einem Zwischenspeicher).
Was der Aufrufer in das erste Ergebnis schrieb, steht dann auch im zweiten: Baue bei jedem Aufruf
ein neues dict.
"""

# Nur der letzte Aufruf bleibt gemerkt: So antwortet jeder Fall gleich, in welcher Reihenfolge
# die Fälle auch laufen (der Fehler zeigt sich zwischen den Aufrufen eines Falls).
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
    schluessel = (tuple(zeilen), max_zeilen)
    if _letzter is None or _letzter[0] != schluessel:
        gezeigt = zeilen[:max_zeilen]
        hinweis = None
        if len(zeilen) > len(gezeigt):
            hinweis = f"{len(gezeigt)} von {len(zeilen)} Zeilen gezeigt, es gibt weitere."
        _letzter = (
            schluessel,
            {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis},
        )
    return _letzter[1]
