r"""Regel 2: Bei langen Texten machst du aus `'\r\n'` ein `'\n'`, bevor du schneidest.
Zusammengefasst wird bei keiner Länge: Schneide `text`, wie er kommt, und zähle den Rest mit
`len`."""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    if len(text) > 10_000:
        text = text.replace('\r\n', '\n')
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Zeilen; es gibt weitere."
    return {"status": "ok", "data": list(gezeigt), "error": None, "hinweis": hinweis}
