"""Regel 6: Endet der Verlauf mit einem Tool-Wunsch des Modells, liefen die Tools nicht mehr: So
endet ein Lauf am Budget, nicht an `max_schritte`.
"""

def suche_buch(stichwort):
    for buch in KATALOG:
        if stichwort.lower() in buch["titel"].lower():
            return buch
    raise ValueError(f"kein Buch zum Stichwort {stichwort!r}")

def wechselkurs(waehrung):
    if waehrung not in KURSE:
        raise ValueError(f"unbekannte Währung {waehrung!r}")
    return KURSE[waehrung]

def schrittfolge(messages):
    return [b["name"]
            for n in messages if n["role"] == "assistant"
            for b in n["content"] if b["type"] == "tool_use"]

def abbruchgrund(messages):
    letzte = [n for n in messages if n["role"] == "assistant"][-1]
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "max_schritte" if wuensche else "fertig"
