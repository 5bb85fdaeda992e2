"""Regel 4: Fällt keine Zeile weg, gibst du `"data"` sortiert zurück. `"data"` behält immer die
Reihenfolge von `zeilen`, ob gekürzt wird oder nicht.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen] if len(zeilen) > max_zeilen else sorted(zeilen)
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
