"""Regel 1: Du änderst den Text, bevor du kürzt (etwa mit `strip()`). `kuerze` gibt einen Text,
der passt, Zeichen für Zeichen zurück, auch Leerraum am Rand, und zählt beim Kürzen alle Zeichen.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    text = text.strip()
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Treffern; es gibt weitere."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
