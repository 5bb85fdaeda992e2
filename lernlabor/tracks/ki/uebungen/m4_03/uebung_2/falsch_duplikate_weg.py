"""Regel 4: Du lässt doppelte Zeilen weg: `"data"` ist genau `zeilen[:max_zeilen]`, auch wenn
eine Zeile zweimal vorkommt. Zwei gleiche Treffer sind zwei Zeilen.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = list(dict.fromkeys(zeilen))[:max_zeilen]  # ohne Doppelte
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
