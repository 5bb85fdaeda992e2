r"""Regel 2: Du schneidest ein Zeichen früher, damit `'\r'` und `'\n'` zusammenbleiben.
Geschnitten wird genau nach `max_zeichen` Zeichen, `text[:max_zeichen]`, auch mitten in
`'\r\n'`.
"""


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    ende = max_zeichen
    if 0 < ende and text[ende - 1] == "\r" and text[ende] == "\n":
        ende -= 1  # "\r\n" nicht trennen
    rest = len(text) - ende
    return text[:ende] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"{len(gezeigt)} von {len(zeilen)} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
