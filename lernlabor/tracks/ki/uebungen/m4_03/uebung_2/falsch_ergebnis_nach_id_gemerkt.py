"""Regel 7: Merkst du dir das Ergebnis nach `id(zeilen)`? Hängt der Aufrufer danach eine Zeile
an dieselbe Liste an, gibt dein zweiter Aufruf das alte Ergebnis zurück. `mit_hinweis` merkt
sich nichts von einem Aufruf zum nächsten: Rechne jedes Mal mit der Liste, wie sie dann ist.
"""

_GEMERKT = {}


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


def mit_hinweis(zeilen, max_zeilen=50):
    # Die Liste bleibt im Speicher gemerkt: So bekommt keine neue Liste ihre id.
    gemerkt = _GEMERKT.get((id(zeilen), max_zeilen))
    if gemerkt is not None and gemerkt[0] is zeilen:
        return gemerkt[1]
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if len(zeilen) > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {len(zeilen)} Zeilen; es gibt weitere."
    ergebnis = {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
    _GEMERKT[(id(zeilen), max_zeilen)] = (zeilen, ergebnis)
    return ergebnis
