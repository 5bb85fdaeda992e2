r"""Regel 2: Du machst aus `'\r\n'` ein `'\n'`. `kuerze` gibt einen kurzen Text Zeichen für
Zeichen zurück und zählt und schneidet einen langen, wie er kommt: `'\r\n'` sind zwei Zeichen.
"""


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    text = text.replace("\r\n", "\n")  # Windows-Zeilenenden vereinheitlicht
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
