"""Regel 4: Bei langen Listen zeigst du die letzten Zeilen statt der ersten. `"data"` ist immer
`zeilen[:max_zeilen]`, auch bei über 1000 Zeilen."""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    if len(zeilen) > 1000:
        gezeigt = zeilen[-max_zeilen:] if max_zeilen else []
    else:
        gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Zeilen; es gibt weitere."
    return {"status": "ok", "data": list(gezeigt), "error": None, "hinweis": hinweis}
