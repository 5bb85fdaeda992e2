"""Regel 6: Dein Hinweis übernimmt eine Zeile aus `zeilen`, und eine Trefferzeile kann selbst
verneinen („keine Treffer“). Die verbotenen Wörter zählen überall im Hinweis, auch in dem, was du
übernimmst: Lass den Inhalt der Zeilen aus dem Hinweis heraus.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, weitere ab: {zeilen[len(gezeigt)]}"
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
