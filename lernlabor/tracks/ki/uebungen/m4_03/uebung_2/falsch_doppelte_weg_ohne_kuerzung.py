"""Regel 4: Fällt keine Zeile weg, streichst du doppelte Zeilen (`dict.fromkeys`). `"data"` enthält
aber alle Zeilen, doppelte mitgezählt, ob gekürzt wird oder nicht.
"""


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    if len(zeilen) <= max_zeilen:
        return {"status": "ok", "data": list(dict.fromkeys(zeilen)), "error": None, "hinweis": None}
    data = zeilen[:max_zeilen]
    return {
        "status": "ok",
        "data": data,
        "error": None,
        "hinweis": f"Gezeigt sind {len(data)} von {len(zeilen)} Zeilen; es gibt weitere.",
    }
