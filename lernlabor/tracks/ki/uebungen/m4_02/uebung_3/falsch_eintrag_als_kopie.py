"""Regel 8: Du ersetzt den gefundenen Eintrag in `KATALOG` durch eine gleiche Kopie. `KATALOG`
bleibt unverändert, auch jeder Eintrag bleibt dasselbe Objekt: Gib ihn zurück, ohne ihn zu
ersetzen.
"""

def suche_buch(stichwort):
    for i, buch in enumerate(KATALOG):
        if stichwort.lower() in buch["titel"].lower():
            KATALOG[i] = dict(buch)
            return KATALOG[i]
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
