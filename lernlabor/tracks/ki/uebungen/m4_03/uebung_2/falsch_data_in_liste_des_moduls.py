"""Regel 7: `"data"` ist bei dir immer dieselbe Liste des Moduls, geleert und neu gefüllt: Der
nächste Aufruf ändert so das Ergebnis des vorigen. Gib bei jedem Aufruf eine neue Liste zurück
(etwa `zeilen[:max_zeilen]`).
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


_data = []


def mit_hinweis(zeilen, max_zeilen=50):
    _data.clear()
    _data.extend(zeilen[:max_zeilen])
    hinweis = None
    if len(zeilen) > len(_data):
        hinweis = f"Gezeigt sind {len(_data)} von {len(zeilen)} Zeilen, es gibt weitere."
    return {"status": "ok", "data": _data, "error": None, "hinweis": hinweis}
