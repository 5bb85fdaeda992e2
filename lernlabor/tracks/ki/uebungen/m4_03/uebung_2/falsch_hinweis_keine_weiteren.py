"""Regel 6: Dein Hinweis verneint (mit einem Wort, das mit „kein“ beginnt, oder mit „nicht“),
obwohl es weitere Treffer gibt. Sag ohne Verneinung, dass es mehr gibt.
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
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, keine weiteren Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
