"""Regel 2: Ab 1000 weggefallenen Zeichen rundest du `rest` auf Hunderter. Regel 2 verlangt die
genaue Zahl der abgeschnittenen Zeichen, auch bei großen Resten."""
def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("negativ")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    if rest >= 1000:
        rest = round(rest, -2)
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Treffern; es gibt weitere."
    return {"status": "ok", "data": list(gezeigt), "error": None, "hinweis": hinweis}
