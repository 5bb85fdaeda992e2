"""Regel 2: Du zählst Bytes statt Zeichen: `len(text)` zählt Zeichen, auch Umlaute als eines."""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    roh = text.encode("utf-8")
    if len(roh) <= max_zeichen:
        return text
    rest = len(roh) - max_zeichen
    return roh[:max_zeichen].decode("utf-8", errors="ignore") + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
