"""Regel 1: Du liest einen Bindestrich als Leerzeichen. Außer Groß und klein gleicht die Suche nichts
an: „Tee Atlas“ findet „Der Tee-Atlas“ nicht. Vergleiche `stichwort.lower()` mit
`titel.lower()`, ohne Zeichen zu ersetzen.
"""

def suche_buch(stichwort):
    s = stichwort.lower().replace("-", " ")
    for buch in KATALOG:
        if s in buch["titel"].lower().replace("-", " "):
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
    letzte = messages[-1]
    if letzte["role"] == "user":
        return "max_schritte"
    wuensche = [b for b in letzte["content"] if b["type"] == "tool_use"]
    return "budget" if wuensche else "fertig"
