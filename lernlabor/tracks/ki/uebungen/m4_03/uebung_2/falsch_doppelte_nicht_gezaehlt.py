"""Regel 4: Du entfernst doppelte Zeilen, bevor du zeigst und zählst. Zwei gleiche Treffer sind
zwei Zeilen: `"data"` ist genau `zeilen[:max_zeilen]`, und die zweite Zahl im Hinweis ist
`len(zeilen)`, doppelte mitgezählt.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    eindeutig = list(dict.fromkeys(zeilen))
    gezeigt = eindeutig[:max_zeilen]
    hinweis = None
    if len(eindeutig) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(eindeutig)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
