"""Regel 3: Du merkst dir den Kurs nach den Werten in `KURSE`, verglichen mit `==`. Dann ist ein
Kurs `1` dasselbe wie `1.0`: Ändert der Aufrufer nur den Typ eines Kurses, gibst du noch den
alten. Lies den Kurs bei jedem Aufruf aus dem, was jetzt in `KURSE` steht.
"""

# Nur der letzte Aufruf bleibt gemerkt, mit der Liste selbst (nicht ihrer id, die Python nach
# dem Fall neu vergeben könnte): So antwortet jeder Fall gleich, in welcher Reihenfolge sie laufen.
_letzter = None


def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")


def wechselkurs(waehrung):
    global _letzter
    werte = sorted(KURSE.items())
    if _letzter is not None and _letzter[0] is KURSE and _letzter[1] == (waehrung, werte):
        return _letzter[2]
    if waehrung not in KURSE:
        raise ValueError(f"unbekannte Währung {waehrung!r}")
    _letzter = (KURSE, (waehrung, werte), KURSE[waehrung])
    return KURSE[waehrung]


def schrittfolge(messages):
    return [
        b["name"]
        for n in messages
        if n["role"] == "assistant"
        for b in n["content"]
        if b["type"] == "tool_use"
    ]


def abbruchgrund(messages):
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
