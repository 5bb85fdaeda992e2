"""Regel 2: Ab einer Million weggefallener Zeichen schreibst du den Rest mit Tausenderpunkten
(`1.011.916`). Regel 2 verlangt ihn bei jeder Größe so, wie `str` eine ganze Zahl schreibt:
`1011916`."""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    if rest >= 1_000_000:
        return text[:max_zeichen] + f"\n...[gekürzt, {rest:,} weitere Zeichen]".replace(",", ".")
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Zeilen; es gibt weitere."
    return {"status": "ok", "data": list(gezeigt), "error": None, "hinweis": hinweis}
