"""Regel 7: Du merkst dir die Länge von `zeilen` beim ersten Aufruf mit dieser Liste. Ändert der
Aufrufer sie danach, nennt dein Hinweis noch die alte Zahl: Zähle bei jedem Aufruf neu.
"""


def kuerze(text, max_zeichen=4000):
    if max_zeichen < 0:
        raise ValueError("max_zeichen darf nicht negativ sein")
    if len(text) <= max_zeichen:
        return text
    rest = len(text) - max_zeichen
    return text[:max_zeichen] + f"\n...[gekürzt, {rest} weitere Zeichen]"


# Die Liste bleibt gemerkt: So bekommt keine neue Liste ihre id.
_GESEHEN = {}


def mit_hinweis(zeilen, max_zeilen=50):
    liste, anzahl = _GESEHEN.setdefault(id(zeilen), (zeilen, len(zeilen)))
    if liste is not zeilen:
        anzahl = len(zeilen)
    gezeigt = zeilen[:max_zeilen]
    hinweis = None
    if anzahl > len(gezeigt):
        hinweis = f"Gezeigt sind {len(gezeigt)} von {anzahl} Treffern; es gibt weitere."
    return {"status": "ok", "data": gezeigt, "error": None, "hinweis": hinweis}
