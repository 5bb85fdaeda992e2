"""Regel 7: Für leere `zeilen` gibst du jedes Mal dasselbe dict des Moduls zurück: Was ein
Aufrufer in dieses Ergebnis schreibt oder an sein `"data"` hängt, steht dann in jedem späteren
Ergebnis für eine leere Liste. Baue auch dafür bei jedem Aufruf ein neues dict.
"""
def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


_LEER = {"status": "ok", "data": [], "error": None, "hinweis": None}


def mit_hinweis(zeilen, max_zeilen=50):
    if not zeilen:
        return _LEER
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Zeilen; es gibt weitere."
    return {"status": "ok", "data": list(gezeigt), "error": None, "hinweis": hinweis}
