"""Regel 2: Der Text bleibt `max_zeichen` Zeichen lang, der Hinweis kommt dazu: Du machst Text und
Hinweis zusammen `max_zeichen` lang.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    hinweis = f"\n...[gekürzt, {len(text) - max_zeichen} weitere Zeichen]"
    return text[: max_zeichen - len(hinweis)] + hinweis


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
