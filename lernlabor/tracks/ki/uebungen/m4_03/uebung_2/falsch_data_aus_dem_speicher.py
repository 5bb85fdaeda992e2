"""Regel 7: Jedes Ergebnis ist ein neues dict, aber unter `"data"` steht eine gemerkte Liste, die
du noch einmal herausgibst. Was der Aufrufer an `"data"` hängt, steht dann im nächsten Ergebnis:
Baue bei jedem Aufruf auch `"data"` neu.
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
        _letzter = (schluessel, zeilen[:max_zeilen])
    gezeigt = _letzter[1]
    hinweis = None
    if len(zeilen) > max_zeilen:
        hinweis = f"{max_zeilen} von {len(zeilen)} Zeilen gezeigt, es gibt weitere."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
