"""Regel 2: Du begrenzt `max_zeichen` heimlich auf 100000 und schneidest dann zu früh ab. Regel 2
verlangt `text[:max_zeichen]` mit dem `max_zeichen`, das du bekommst, auch über 100000."""
def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    max_zeichen = min(max_zeichen, 100_000)  # Schutz
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Treffern; es gibt weitere."
    return {"status": "ok", "data": list(gezeigt), "error": None, "hinweis": hinweis}
