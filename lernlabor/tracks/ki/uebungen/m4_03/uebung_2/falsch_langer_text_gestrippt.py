"""Regel 1: Einen langen Text, der passt, gibst du ohne den Leerraum am Rand zurück (etwa mit
`strip()` ab einer bestimmten Länge). Jeder Text, der passt, bleibt Zeichen für Zeichen, wie er
ist, wie lang er auch ist.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text.strip() if len(text) > 100 else text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
