"""Regel 6: Als zweite Zahl nennt dein Hinweis den Rest, also wie viele Zeilen fehlen. Dorthin
gehört die Zahl aller Zeilen, `len(zeilen)`, die gezeigten mitgezählt.
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
        hinweis = f"{len(gezeigt)} Treffer gezeigt, es gibt {len(zeilen) - len(gezeigt)} weitere."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
