"""Regel 7: Deine Funktion ändert die Liste `zeilen` des Aufrufers (etwa mit `del`, `clear`,
`append`, `insert` oder `sort`). Lass sie, wie sie ist: Für `"data"` genügt die Kopie
`zeilen[:max_zeilen]`.
"""

def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError(f"max_zeichen darf nicht negativ sein, bekommen: {max_zeichen}")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    alle = len(zeilen)
    del zeilen[max_zeilen:]  # kürzt die Liste des Aufrufers
    hinweis = None
    if alle > len(zeilen):
        hinweis = f"{len(zeilen)} von {alle} Treffern gezeigt, es gibt weitere Treffer."
    return {"status": "ok", "data": zeilen, "error": None, "hinweis": hinweis}
