r"""Regel 2: Du schneidest später, damit eine Emoji-Folge (`'\u200d'`, `'\ufe0f'`) ganz bleibt.
Geschnitten wird genau nach `max_zeichen` Zeichen, `text[:max_zeichen]`, auch mitten in
`'👨\u200d👩\u200d👧'` oder vor einem `'\ufe0f'`.
"""


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    ende = max_zeichen
    # Verbinder und Varianten-Zeichen gehören zum Emoji davor
    while 0 < ende < len(text) and (text[ende] in "\u200d\ufe0f" or text[ende - 1] == "\u200d"):
        ende += 1
    if ende == len(text):
        return text
    rest = len(text) - ende
    return text[:ende] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
