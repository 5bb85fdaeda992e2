"""Regel 6: Der Hinweis soll beide Zahlen mit den Ziffern 0 bis 9 nennen, wie `str` sie schreibt:
zuerst die gezeigten, dann alle."""

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
        hinweis = "Es gibt weitere Treffer, die Liste ist gekürzt."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
