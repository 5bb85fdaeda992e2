"""Regel 2: Einen großen `rest` schreibst du mit Trennzeichen (`12,000`, etwa mit `f"{rest:,}"` ab
einer bestimmten Größe). Schreib ihn immer als `{rest}`, nur mit Ziffern: `12000`.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    rest = f"{rest:,}" if rest >= 5000 else rest
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
