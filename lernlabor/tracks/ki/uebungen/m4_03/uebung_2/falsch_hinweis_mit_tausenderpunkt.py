"""Regel 6: Die zweite Zahl deines Hinweises ist zu klein. Schreibst du große Zahlen mit
Trennzeichen (`1.000`) oder abgekürzt („1 Tsd.“)? Schreib jede als Ziffern ohne Trennzeichen, so
wie `str` sie schreibt, also `1000`.
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
        hinweis = f"{len(gezeigt):,} von {len(zeilen):,} Treffern gezeigt, es gibt weitere."
        hinweis = hinweis.replace(",", ".", 2)
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
