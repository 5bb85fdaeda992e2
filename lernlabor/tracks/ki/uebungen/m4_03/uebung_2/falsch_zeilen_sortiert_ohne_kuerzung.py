"""Regel 7: Fällt keine Zeile weg, sortierst du die Liste `zeilen` des Aufrufers an Ort und Stelle
(`zeilen.sort()`). Lass `zeilen`, wie sie ist: `"data"` zeigt die Zeilen in ihrer Reihenfolge.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    if len(zeilen) <= max_zeilen:
        zeilen.sort()
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
