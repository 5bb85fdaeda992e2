r"""Regel 1: Du entfernst das BOM `'\ufeff'` am Anfang. Ein Text, der passt, kommt Zeichen für
Zeichen unverändert zurück.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text.lstrip("\ufeff")
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    data = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(data):
        hinweis = f"Gezeigt sind {len(data)} von {len(zeilen)} Zeilen, es gibt weitere."
    return {"status": "ok", "data": data, "error": None, "hinweis": hinweis}
